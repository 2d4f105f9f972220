"""Precision on fresh clean text and corrupted names (written by helper h66, 2026-12-04).

``tests/data/clean_h66/`` holds ten rules texts written for this test before the checker was
changed, faithful to our variant (/work/shared/RULES.md, rules/games/*.yaml), every worked example
computed on the engine (``engine.examples.outcome``), with natural text that risks false readings:
years, page, section and message numbers, percentages, scores of a sample match, the players of
other games mentioned in passing, numbers in words, combinations given as ranges of trumps,
parallel examples after a colon, a story whose examples follow one another in paragraphs. First
run (main at 452b8bd): 18 errors in 6 of the 10 files (and one warning); now none.

Then each phenomenon behind those false errors as a sentence stating our rule (no error) and a
near one that differs (an error), so each test can fail both ways; and names misspelt the ways
translators and scans do, in several languages (first run: 22 of 23 of the first list found, 19 of
24 of the second). Every sentence is written for this file; each outcome was worked out by hand
from RULES.md and checked on the engine.
"""

from pathlib import Path

import pytest

from checking import NAME_CHECKS, errors, errors_found, errors_in, has, pair, texts_in
from toolkit.check.document import parse
from toolkit.check.run import check_document, check_path

CLEAN = Path(__file__).parent / "data" / "clean_h66"
LANG_GAME = {
    "pt_cicera_forum.txt": ("pt", "cicera"), "de_briscola_handout.md": ("de", "briscola"),
    "es_minchiate_faq.html": ("es", "minchiate"), "en_cicera_story.txt": ("en", "cicera"),
    "fi_briscola_lunttilappu.txt": ("fi", "briscola"), "ru_cicera_pamyatka.md": ("ru", "cicera"),
    "vi_minchiate_hoidap.html": ("vi", "minchiate"), "fr_cicera_faq.html": ("fr", "cicera"),
    "es_briscola_foro.txt": ("es", "briscola"), "de_minchiate_geschichte.txt": ("de", "minchiate"),
    # round 2, written after the round-1 fixes (first run: 3 errors in 2 of 4)
    "it_minchiate_forum.txt": ("it", "minchiate"), "pt_briscola_faq.html": ("pt", "briscola"),
    "en_minchiate_handout.md": ("en", "minchiate"), "vi_cicera_diendan.txt": ("vi", "cicera"),
}
FILES = texts_in(CLEAN)


def test_the_folder_holds_the_texts():
    assert sorted(p.name for p in FILES) == sorted(LANG_GAME)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_clean_text_gets_no_error(path):
    lang, game = LANG_GAME[path.name]
    assert errors_in(check_document(parse(path.read_bytes(), path.name), lang, game)) == []


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_clean_text_is_placed_and_gets_no_error(path):
    report = check_path(path)
    lang, game = LANG_GAME[path.name]
    assert report.language == lang and game in report.games
    assert errors_in(report) == []


# (lang, game, sentence stating our rule, a near sentence stating another)
PAIRS = [
    # a run of trumps said with the word for 'to', and its score
    ("de", "minchiate", "Giulia hatte die Trümpfe 36 bis 40, das sind 50 Punkte.",
     "Die Trümpfe 36 bis 40 sind zusammen 60 Punkte wert."),
    # ... a score for the run, not a value per card: "each" makes it one
    ("de", "minchiate", "Die Trümpfe 36 bis 40 sind zusammen 50 Punkte wert.",
     "Die Trümpfe 36 bis 40 sind je 50 Punkte wert."),
    ("ru", "minchiate", "У Олега были козыри с 36 по 40 — это 50 очков.", "Козыри с 36 по 40 стоят по 50 очков."),
    ("fi", "minchiate", "Villellä oli valtit 36–40, eli 50 pistettä.", "Villellä oli valtit 36–40, eli 60 pistettä."),
    # each list of a sentence has its own score; a bare verb gives it
    ("es", "minchiate", "La serie 1-2-3-4 vale 14 y la de 36 a 40 vale 50.",
     "Triunfos seguidos: la serie 1-2-3-4 vale 14 y la de 36 a 40 vale 60 puntos."),
    ("vi", "minchiate", "Chủ 1, 2, 3 và 4 được 14 điểm; chủ 36 đến 40 được 50 điểm.",
     "Chủ 1, 2, 3 và 4 được 15 điểm; chủ 36 đến 40 được 50 điểm."),
    # Re counted with the Matto: a combination's score, not the Matto's value
    ("es", "minchiate", "Con tres Re y el Matto se cuentan 20.", "Con tres Re y el Matto se cuentan 25."),
    ("vi", "minchiate", "Chủ 10, 20 và 30 được 15 điểm; ba lá Re cùng Matto được 20 điểm.",
     "Chủ 10, 20 và 30 được 15 điểm; ba lá Re cùng Matto được 25 điểm."),
    # final leads listed after a colon that ends the rule, resti in words
    ("de", "minchiate", "Am Ende wird der restliche Abstand in Einheiten von 60 aufgerundet: 45 gibt einen Resto, 130 gibt drei Resti.",
     "Am Ende wird der restliche Abstand in Einheiten von 60 aufgerundet: 45 gibt einen Resto, 130 gibt vier Resti."),
    ("es", "minchiate", "Al final la ventaja restante se redondea hacia arriba en unidades de 60: 45 da 1 resto y 130 da 3.",
     "Al final la ventaja restante se redondea hacia arriba en unidades de 60: 45 da 1 resto y 130 da 4."),
    # a new lead named by a verb of reaching it
    ("es", "minchiate", "Si íbamos 48 por delante y matamos 15 puntos, llegamos a 63: un resto y quedan 3.",
     "Si íbamos 48 por delante y matamos 15 puntos, llegamos a 63: dos resti y quedan 3."),
    # chains of three, each a combination; the score after the last is the last one's
    ("es", "minchiate", "Una versicola son tres o más triunfos seguidos. También puntúan 1-13-28, 10-20-30 (15 puntos), 20-30-40.",
     "Una versicola son tres o más triunfos seguidos. También puntúan 1-13-28, 10-20-30 (25 puntos), 20-30-40."),
    # several chains and their total: the engine scores all their cards together
    ("es", "minchiate", "Con 1-2-3 (11 puntos) y 38-39-40 (30 puntos) se tienen, en total, 41 puntos.",
     "Quien reúne el 10, el 20, el 30 y el 40 se anota dos combinaciones: 10-20-30 (15 puntos) y 20-30-40 (20 puntos), o sea, 35 puntos."),
    # a Napula's cards with its score, not the last card's value
    ("ru", "cicera", "Napula: нужны Asso, 2 и 3 Spade. Asso, 2, 3 и 5 Spade дают 3.",
     "Napula: нужны Asso, 2 и 3 Spade. Asso, 2, 3 и 5 Spade дают 4."),
    # a majority's points in its sentence or the next, not in the next award's
    ("en", "cicera", "At the count we had 30 cards to 22 and the most Swords, 8 to 5. Their Napula ran Asso, 2, 3, 4, 5 and 6 of Swords: six points.",
     "At the count we had 30 cards to 22. That gave us 3 points."),
    # two captures told in two paragraphs: the second's table is its own sentence's
    ("en", "cicera",
     "Luca answered with the Re of Coins and took only that Re: a Picada, one point, but no Scùa, since the 4 stayed put.\n\n"
     "Near the end Marta played the 6 of Swords on a table of the Asso of Coins, the 2 of Cups and the 3 of Swords "
     "and took all three: the table was clear, so a Scùa, and three cards at once, a Quadriglia.",
     "Luca answered with the Re of Coins and took only that Re: a Picada, one point, but no Scùa, since the 4 stayed put.\n\n"
     "Near the end Marta played the 6 of Swords on a table of the Asso of Coins, the 2 of Cups and the 3 of Swords "
     "and took all three: the table was clear, so a Scùa, a Simili and a Quadriglia, 3 points."),
    # the verb of the second play elided ("e tu il Fante di Spade"): the play told in order
    ("it", "briscola", "La briscola è Coppe. Gioco il Re di Denari e tu il Fante di Spade; vince il mio Re, 6 punti.",
     "La briscola è Coppe. Gioco il Re di Denari e tu il Fante di Spade; vince il tuo Fante, 6 punti."),
    ("en", "briscola", "Cups are trumps. I lead the Fante of Swords and you the Re of Coins; the Fante wins, 6 points.",
     "Cups are trumps. I lead the Fante of Swords and you the Re of Coins; the Re wins, 6 points."),
    # an Italian suit name is no form of a cue word ("Bastoni" / es "basta")
    ("es", "briscola", "Triunfo Bastoni: él sale con el Cavallo de Coppe y yo echo el 7 de Bastoni; gana mi siete de triunfo y me llevo 3 puntos.",
     "Con 3 puntos basta para ganar."),
    # one's own place's practice before a piece naming our game
    ("es", "briscola", "En mi pueblo jugábamos la brisca española de 2 a 6 jugadores, pero la Briscola del sitio es otra cosa: se juega de dos, con 40 cartas italianas.",
     "La Briscola se juega de 2 a 6 jugadores."),
    # games counted over a time, not a match's deals
    ("es", "briscola", "Llevamos 3 partidas de 5 este mes.", "Se juegan 3 partidas de 5."),
]


# The phenomena behind the false errors of h63's six fresh clean documents (tests/data/clean_dev_f,
# measured before tuning on them: 8 errors in 4 of 6)
DEV_F = Path(__file__).parent / "data" / "clean_dev_f"
DEV_F_FILES = texts_in(DEV_F)
FAQ = ("<html><body><dl><dt>Сколько стоят карты?</dt><dd>Козыри 36–40 — по 10 очков; остальные карты — 0.\n"
       "Пример: ход Re Кубков, затем двойка Кубков, козырь 40 и козырь 36. Берёт козырь 40, во взятке 5 + 10 + 10 = {} очков.</dd>\n\n"
       "<dt>Какие бывают versicole?</dt>\n<dd>Три и больше козыря подряд в пределах 1–5 или 28–40; козыри 1 и 40 вместе с Matto;\n"
       "1, 13 и 28; 10, 20 и 30 или 20, 30 и 40; не меньше трёх Re.</dd></dl></body></html>")
PAIRS += [
    # Finnish consonant gradation before a case ending: "Matosta" is Matto's
    ("fi", "minchiate", "Lopussa Matosta maksetaan vastustajille yksi otettu kortti.",
     "Lopussa Mattusta maksetaan vastustajille yksi otettu kortti."),
    # ranges of final leads, the resti in words, an aside after them
    ("fi", "minchiate", "Lopussa ero pyöristetään ylöspäin 60:n yksiköihin: 1–60 antaa 1 reston, 61–120 kaksi (esim. ero 100 = 2 resti).",
     "Lopussa ero pyöristetään ylöspäin 60:n yksiköihin: 1–60 antaa 1 reston, 61–120 kolme."),
    # round 2: a long frame of one's own practice; chains of three after a word for combinations;
    # a trick's total of two cards named together, where no card is worth that much
    ("pt", "briscola", "Dois. Na casa dos meus avós jogávamos a brisca de 2 a 4 jogadores, mas a Briscola do site é para dois, com 40 cartas italianas.",
     "A Briscola joga-se de 2 a 4 jogadores."),
    ("it", "minchiate", "Altre combinazioni: 1-13-28, 10-20-30, 20-30-40, l'1 e il 40 col Matto, e tre o più Re.",
     "Altre combinazioni: 1-13-28, 10-20-30 (25 punti), 20-30-40."),
    ("pt", "briscola", "Trunfo de Ouros: saio com o 3 de Paus e ele joga o Re de Paus; ganha o meu 3, que com o Re dá 14 pontos.",
     "Trunfo de Ouros: saio com o 3 de Paus e ele joga o Re de Paus; ganha o meu 3, que com o Re dá 15 pontos."),
    # a value denied is none given
    ("it", "cicera", "No: il Re non vale 10. Puoi prendere il Re di Spade, oppure posare il tuo Re.", "Il Re vale 10."),
    # an example's label is no card of it
    ("es", "cicera", "**Ejemplo 2.** En la mesa solo hay 2, 3 y 4 de Oros. Con el 9 de Oros te los llevas todos: Scùa + Simili + Quadriglia = 3 puntos.",
     "**Ejemplo 2.** En la mesa solo hay 2, 3 y 4 de Oros. Con el 9 de Oros te los llevas todos: Scùa + Simili = 2 puntos."),
    # a rule's cards before the play are not the trick's; the order of play is no ranking
    ("ru", "minchiate", "В Кубках и Монетах старшая числовая карта — Asso, младшая — 10; в Мечах и Жезлах наоборот: 10 старше всех, "
     "Asso младше всех. Пример: ход двойкой Жезлов, дальше десятка Жезлов, Asso Жезлов и Matto — взятку берёт десятка.",
     "В Кубках и Монетах старшая числовая карта — Asso, младшая — 10; в Мечах и Жезлах наоборот: 10 старше всех, "
     "Asso младше всех. Пример: ход двойкой Жезлов, дальше десятка Жезлов, Asso Жезлов и Matto — взятку берёт Asso."),
    ("ru", "minchiate", "Пример: ход двойкой Жезлов, дальше десятка Жезлов, Asso Жезлов и Matto — взятку берёт десятка.",
     "В Жезлах порядок такой: 2, 10, Asso."),
    # counts of cards, an adjective between ("56 мастевых карт"), are no trumps
    ("ru", "minchiate", "97 карт: 40 козырей с номерами от 1 до 40, Matto и 56 мастевых карт — Мечи, Кубки, Монеты и Жезлы, "
     "в каждой масти Re, Regina, Cavallo, Fante (в Кубках и Монетах — Fantina) и числовые карты от Asso до 10.",
     "Козыри 36–40 — по 5 очков."),
]


@pytest.mark.parametrize("path", DEV_F_FILES, ids=lambda p: p.name)
def test_clean_dev_f_text_gets_no_error(path):
    assert errors_in(check_path(path)) == []


def test_a_faq_question_on_its_own_line_opens_a_passage():
    assert errors(FAQ.format(25), "ru", "minchiate", "t.html") == []
    assert has(errors(FAQ.format(26), "ru", "minchiate", "t.html"), "the trick holds a different number of points")


@pytest.mark.parametrize("lang,game,right,wrong", PAIRS, ids=[f"{p[0]}-{p[1]}-{i}" for i, p in enumerate(PAIRS)])
def test_phenomenon_both_ways(lang, game, right, wrong):
    pair(lang, game, right, wrong)


# (lang, game, sentence, the corrupted word as written)
CORRUPTED = [
    ("fr", "cicera", "Vider la table d'une seule prise donne une Scúa, qui vaut 1 point.", "Scúa"),
    ("de", "briscola", "Die Briskola wird zu zweit mit 40 Karten gespielt.", "Briskola"),
    ("es", "minchiate", "La Minchaite se juega con 97 cartas entre cuatro jugadores.", "Minchaite"),
    ("pt", "cicera", "A Piccada vale 1 ponto quando se pega só a carta que o jogador anterior acabou de deixar.", "Piccada"),
    ("ru", "cicera", "Бонус Similli даётся, если сыгранная и все взятые карты одной масти.", "Similli"),
    ("fi", "minchiate", "Kolme peräkkäistä valttia väliltä 28–40 muodostaa versikolan.", "versikolan"),
    ("vi", "cicera", "Napulla đòi hỏi phải có Asso, 2 và 3 chất Spade.", "Napulla"),
    ("it", "cicera", "La Quadriglla vale un punto quando si prendono almeno tre carte dal tavolo.", "Quadriglla"),
    ("de", "minchiate", "Der Mattto bleibt immer bei seiner Mannschaft.", "Mattto"),
    ("es", "cicera", "Se juega con la baraja Brescianna de 52 cartas.", "Brescianna"),
    ("pt", "minchiate", "Três trunfos seguidos entre 28 e 40 formam uma versicolla.", "versicolla"),
    ("fr", "briscola", "La Briscoia se joue à deux avec 40 cartes.", "Briscoia"),
    ("en", "cicera", "In Cìcrea you may always leave your card on the table.", "Cìcrea"),
    ("ru", "minchiate", "Minchiale — игра для четырёх игроков на 97 картах.", "Minchiale"),
    ("fi", "cicera", "Pikadasta saa yhden pisteen, kun ottaa vain edellisen pelaajan juuri jättämän kortin.", "Pikadasta"),
    ("vi", "briscola", "Lá Cavalo được 3 điểm.", "Cavalo"),
    ("it", "minchiate", "Tre tarocchi di seguito dall'1 al 3 formano una vesicola.", "vesicola"),
    ("de", "cicera", "Wer nur die Karte nimmt, die der Vorgänger gerade gelegt hat, bekommt eine Pickada.", "Pickada"),
    ("en", "briscola", "In Briscolla the 3 ranks just below the Asso.", "Briscolla"),
    ("es", "briscola", "En la Brìscola gana el triunfo más alto.", "Brìscola"),
    ("pt", "briscola", "O Fannte vale 2 pontos.", "Fannte"),
    ("fr", "cicera", "Le 2 d'Épées, la Matta, vaut 1 point.", "Matta"),
    ("en", "cicera", "The Quadrigila scores 1 when you take three or more table cards.", "Quadrigila"),
    ("de", "cicera", "Die Scüa bringt einen Punkt.", "Scüa"),
    ("fi", "cicera", "Napulaa varten tarvitaan Asso, 2 ja 3; Napluan pituus on pisteet.", "Napluan"),
    ("es", "minchiate", "El Matlo nunca gana una baza.", "Matlo"),
    # found only after the mending: a 1 read for an l, a final 0 for an o (scans)
    ("en", "minchiate", "The undealt cards form the Fo1a, which never takes part in a trick.", "Fo1a"),
    ("it", "minchiate", "Le carte non distribuite formano la Fo1a.", "Fo1a"),
    ("fr", "minchiate", "Le Mat0 reste toujours à son équipe.", "Mat0"),
    # a group of letters a scan reads for another (site data ocr_slips)
    ("it", "briscola", "La Bnscola si gioca in due con 40 carte.", "Bnscola"),
    ("en", "minchiate", "The Rnatto never wins a trick.", "Rnatto"),
    # the name misspelt inside a compound of the language (compound_heads)
    ("de", "briscola", "Beim Brisolaspiel bekommt jeder drei Karten.", "Brisolaspiel"),
    ("de", "cicera", "Die Napolawertung zählt die Folge ab dem Asso.", "Napolawertung"),
    ("fi", "briscola", "Brisclapelissä jaetaan kolme korttia.", "Brisclapelissä"),
    # a Cyrillic transliteration of the game misspelt (doubled letter, a letter changed)
    ("ru", "briscola", "В брисколлу играют вдвоём колодой из 40 карт.", "брисколлу"),
    ("ru", "minchiate", "В Минчиате играют вчетвером колодой из 97 карт.", "Минчиате"),
]


@pytest.mark.parametrize("lang,game,sentence,word", CORRUPTED, ids=[c[3] + "-" + c[0] for c in CORRUPTED])
def test_corrupted_name_is_an_error(lang, game, sentence, word):
    found = errors_found(sentence, lang, game, only=NAME_CHECKS)
    assert any(word in x for x in found), found


RIGHT_FORMS = [
    ("ru", "briscola", "В брисколу играют вдвоём колодой из 40 карт."),
    ("ru", "minchiate", "В минкьяте играют вчетвером колодой из 97 карт."),
    ("it", "minchiate", "Le carte non distribuite formano la Fola, che non entra mai nelle prese."),
    ("en", "minchiate", "The Matto never wins a trick, and its team keeps it."),
    ("it", "briscola", "Nel 2010 la Briscola si giocava in due con 40 carte."),
    ("de", "briscola", "Beim Briscolaspiel bekommt jeder drei Karten; ein Beispiel folgt."),
    ("fi", "briscola", "Briscolapelissä jaetaan kolme korttia."),
    ("fi", "minchiate", "Lopussa Matosta maksetaan vastustajille yksi otettu kortti."),
    ("es", "cicera", "El 2 de Espadas, la Mata, vale 1 punto."),
    ("fi", "briscola", "Maata ei tarvitse tunnustaa."),
]


@pytest.mark.parametrize("lang,game,sentence", RIGHT_FORMS)
def test_right_forms_are_no_corruption(lang, game, sentence):
    assert errors_found(sentence, lang, game, only=NAME_CHECKS) == []


def test_another_packs_figure_is_an_error_under_any_naming_policy():
    """A text naming cards in German throughout gets one note (our naming policy); "Ober", the
    German pack's own figure, standing for the Cavallo is no translation of it: an error
    (glossary ``other_pack``)."""
    text = ("Minchiate wird zu viert mit 97 Karten gespielt. Jede Farbe hat König, Königin, {} und Bube "
            "(in Kelchen und Münzen Fantina) und Ass bis 10. Der König zählt 5 Punkte.")
    assert errors(text.format("Reiter"), "de", "minchiate", "t.md") == []
    assert has(errors(text.format("Ober"), "de", "minchiate", "t.md"), "a figure of another pack")
