"""Precision on fresh clean text (issue #10: no errors on correct text).

The ten texts of ``tests/data/clean_fresh/`` were written for this test before the checker's cue
data was read, faithful to our variant, with every worked example computed on the engine: the
checker must give none of them an error or a warning.

Then the phenomena behind the false errors they drew, each as a sentence that agrees with our
rules (no error) and a near one that really differs (an error), so each test can fail both ways.
Every sentence is written for this file; the outcomes were worked out by hand from RULES.md and
checked on the engine (``engine/examples.py``).
"""

from pathlib import Path

import pytest

from checking import errors, has, texts_in
from toolkit.check.document import parse
from toolkit.check.run import check_document, check_path

CLEAN = Path(__file__).parent / "data" / "clean_fresh"
# round 1 (ten texts) and round 2 (seven more, written after the round-1 fixes)
FILES = texts_in(CLEAN)
LANG_GAME = {
    "it_cicera_scheda.md": ("it", "cicera"), "es_cicera_preguntas.txt": ("es", "cicera"),
    "fi_cicera_lyhyesti.txt": ("fi", "cicera"), "fr_briscola_forum.txt": ("fr", "briscola"),
    "pt_briscola_guia.md": ("pt", "briscola"), "vi_briscola_luat.html": ("vi", "briscola"),
    "de_minchiate_kurz.html": ("de", "minchiate"), "ru_minchiate_kratko.txt": ("ru", "minchiate"),
    "en_minchiate_club.md": ("en", "minchiate"), "it_minchiate_essenziale.txt": ("it", "minchiate"),
    "de_cicera_forum.txt": ("de", "cicera"), "en_cicera_faq.html": ("en", "cicera"),
    "ru_cicera_pravila.txt": ("ru", "cicera"), "es_briscola_tabla.html": ("es", "briscola"),
    "fi_briscola_ohje.md": ("fi", "briscola"), "fr_minchiate_memo.md": ("fr", "minchiate"),
    "vi_minchiate_tomtat.txt": ("vi", "minchiate"),
}


# Texts of the folder a reader does not read right yet (file name -> why): none now. Found and
# mended at the merge of 2026-12-02: fi "viitosen" (the standard form of the five) was no card word,
# so "ottaa yhdeksikön, tai nelosen ja viitosen" read as a capture of the 4 alone.
NOT_READ_YET: dict[str, str] = {}


def _files():
    return [pytest.param(p, marks=pytest.mark.xfail(strict=True, reason=NOT_READ_YET[p.name]))
            if p.name in NOT_READ_YET else p for p in FILES]


def test_the_folder_holds_the_texts():
    assert sorted(p.name for p in FILES) == sorted(LANG_GAME)
    for p in FILES:
        assert 20 <= len(p.read_text(encoding="utf-8").splitlines()) <= 50, p.name


@pytest.mark.parametrize("path", _files(), ids=lambda p: p.name)
def test_clean_fresh_text_gets_no_error_and_no_warning(path):
    lang, game = LANG_GAME[path.name]
    report = check_document(parse(path.read_bytes(), path.name), lang, game)
    bad = [(f.line, f.severity, f.check, f.message, f.found) for f in report.findings
           if f.severity in ("error", "warning")]
    assert bad == [], bad


@pytest.mark.parametrize("path", _files(), ids=lambda p: p.name)
def test_clean_fresh_text_is_recognised_on_its_own(path):
    """Detection too (as ``cardavia check`` runs without --lang or --game): the language and
    game the checker finds are the text's."""
    lang, game = LANG_GAME[path.name]
    report = check_path(path)
    assert (report.language, report.games) == (lang, [game])
    assert not [f for f in report.findings if f.severity == "error"]


# ---------------------------------------------------------------- a count of cards is no score

def test_a_count_of_the_next_combinations_cards_is_no_score():
    """"..., trumps 1 and 40 with the Matto, and three or more Re": "three" counts the Re of the
    next combination, it is not the score of 1 + Matto + 40 (20)."""
    for lang, text in [
        ("en", "The other combinations are 1-13-28, trumps 1 and 40 with the Matto, and three or more Re."),
        ("ru", "Комбинации: наборы 1–13–28, 20–30–40, козыри 1 и 40 с Matto, три или четыре Re."),
    ]:
        assert errors(text, lang, "minchiate") == [], text
    wrong = "The other combinations are 1-13-28, trumps 1 and 40 with the Matto, worth 25, and three or more Re."
    assert has(errors(wrong, "en", "minchiate"), "the combination scores a different number of points")


def test_three_re_are_a_combination_not_a_card_three():
    """"tre Re valgono 15": three Re (a combination worth 15), not the card 3 worth 15; "each of
    the four Re is worth 5" is a value per card."""
    assert errors("Tre Re valgono 15, quattro Re 20.", "it", "minchiate") == []
    assert errors("Ognuno dei quattro Re vale 5 punti, proprio come il Matto.", "it", "minchiate") == []
    assert errors("I quattro Re valgono 5 punti ciascuno.", "it", "minchiate") == []
    assert has(errors("Tre Re valgono 20.", "it", "minchiate"), "the combination scores a different number of points")
    assert has(errors("Three Re are worth 12.", "en", "minchiate"), "the combination scores a different number of points")


# ---------------------------------------------------------------- a table column of values per card

TABLE = """| cards | points each |
|---|---|
| trumps 36–40 | 10 |
| trumps 1, 10, 13, 20, 28, 30–35 | 5 |
| the Matto and each Re | 5 |
| trumps 2–5 | {v} |
| everything else, trump 29 included | 0 |

Trump 29 is worth 5 only inside a combination.
"""


def test_a_column_of_points_each_gives_values_per_card():
    """A value column headed "points each": "trumps 2–5 | 3" is 3 per trump, not a run 2–5 worth 3."""
    assert errors(TABLE.format(v=3), "en", "minchiate", "t.md") == []
    assert has(errors(TABLE.format(v=4), "en", "minchiate", "t.md"), "point value")


# ---------------------------------------------------------------- the table named with "with"

def test_with_the_cards_on_the_table_is_no_card_played():
    """it "con in tavola Asso, 2 e 3": with these on the table; the 6 takes them all (Scùa and
    Quadriglia). A 7 cannot take Asso + 2 + 3."""
    ok = "Per esempio, con in tavola Asso, 2 e 3 di semi diversi, un 6 prende tutto: Scùa più Quadriglia, 2 punti."
    assert errors(ok, "it", "cicera") == []
    assert has(errors(ok.replace("un 6", "un 7"), "it", "cicera"), "the engine does not allow this capture")


# ---------------------------------------------------------------- a tie, then a score that wins

def test_a_winning_score_after_a_tie_is_another_rule():
    """"60 a 60 é empate, e quem faz 61 ou mais vence": who wins with 61 is not who wins a tie."""
    assert errors("Depois das 40 cartas, vence o total mais alto; 60 a 60 é empate, e quem faz 61 ou mais vence.", "pt", "briscola") == []
    assert errors("60–60 is a tie, and whoever gets 61 or more wins.", "en", "briscola") == []
    assert has(errors("Em caso de 60 a 60, vence quem fez a última vaza.", "pt", "briscola"), "tied result")


# ---------------------------------------------------------------- German verb-first conditions

def test_german_verb_first_condition():
    """"Sind die Resti am Ende gleich, ...": the condition told by its verb first."""
    assert errors("Sind die Resti am Ende gleich, endet die Partie unentschieden.", "de", "minchiate") == []
    assert errors("Stehen die Resti gleich, ist das Spiel unentschieden.", "de", "minchiate") == []
    assert has(errors("Sind die Resti am Ende gleich, gewinnt das Team mit dem letzten Stich.", "de", "minchiate"),
                "tied result")
    assert errors("Steht es 60 zu 60, ist es unentschieden.", "de", "briscola") == []
    assert has(errors("Steht es 60 zu 60, gewinnt wer den letzten Stich gemacht hat.", "de", "briscola"), "tied result")


# ---------------------------------------------------------------- points named by a pronoun

def test_points_named_by_a_pronoun_for_the_cards_beyond_42():
    """"ogni carta oltre le 42 vale un punto: con 56 carte se ne aggiungono 14" (56 − 42 = 14)."""
    assert errors("Ogni carta oltre le 42 vale un punto: con 56 carte se ne aggiungono 14.", "it", "minchiate") == []
    assert has(errors("Ogni carta oltre le 42 vale un punto: con 56 carte se ne aggiungono 12.", "it", "minchiate"),
                "the cards captured earn a different bonus")
    assert errors("Chaque carte au-delà de 42 vaut un point : avec 56 cartes, on en ajoute 14.", "fr", "minchiate") == []
    assert has(errors("Chaque carte au-delà de 42 vaut un point : avec 56 cartes, on en ajoute 12.", "fr", "minchiate"),
                "the cards captured earn a different bonus")


def test_a_count_of_cards_is_no_lead_of_our_example():
    """"con 56 carte": 56 cards, not our example's lead of 56; 180 left at the end gives 3 resti."""
    text = ("Ogni carta oltre la 42ª vale un punto: con 56 carte se ne aggiungono 14.\n\n"
            "Quando il vantaggio arriva a 60 la coppia segna un resto e la differenza cala di 60. Alla fine il "
            "vantaggio che resta si arrotonda per eccesso a multipli di 60: 180 punti fanno 3 resti.")
    assert errors(text, "it", "minchiate") == []


# ---------------------------------------------------------------- values per card are no trick's points

def test_values_per_card_are_no_tricks_points():
    """A paragraph on ranks (no trick), then card values "10 punti ciascuno": no trick's points."""
    lines = (CLEAN / "it_minchiate_essenziale.txt").read_text(encoding="utf-8").splitlines()
    text = "\n".join(lines[10:13])      # the trick rules and rank order, then the card values
    assert "ciascuno" in text and "Vince il tarocco" in text
    assert errors(text, "it", "minchiate") == []
    assert has(errors("I tarocchi dal 36 al 40 valgono 5.", "it", "minchiate"), "point value")


# ---------------------------------------------------------------- a trump's value inside the run named

def test_a_trumps_value_inside_the_run_the_sentence_names():
    """"28-29-30-31 bringt 20, weil die 29 hier 5 zählt": 29 is worth 5 inside the run; 36 is
    worth 10 there too, not 5."""
    assert errors("So bringt 3-4-5 neun Punkte, und 28-29-30-31 bringt 20, weil die 29 hier 5 zählt.", "de", "minchiate") == []
    assert has(errors("So bringt 3-4-5 neun Punkte, und 36-37-38 bringt 30, weil die 36 hier 5 zählt.", "de", "minchiate"),
                "point value")
    assert has(errors("Trumpf 29 zählt 5, auch allein.", "de", "minchiate"), "point value")


# ---------------------------------------------------------------- leftovers read right

def test_a_bonus_named_with_its_point_is_no_other_value():
    """"a Scùa, one point": the bonus's points, right."""
    assert errors("Clearing the table with one capture earns a Scùa, one point.", "en", "cicera") == []
    assert errors("Se vuoti il tavolo con una presa fai una Scùa, un punto.", "it", "cicera") == []


def test_players_called_by_letters():
    """"A spielt die Drei, B ...": letters are players, not cards (Cups trumps: the Asso of Coins
    takes the 3 of Coins, 21 points)."""
    assert errors("Trumpf ist Kelche. A spielt die Drei von Münzen, B antwortet mit dem Asso "
                  "von Münzen: B gewinnt den Stich mit 21 Punkten.", "de", "briscola") == []
    assert errors("Cups are trumps. A leads the 3 of Coins and B answers with the Asso of "
                  "Coins: B wins the trick, worth 21 points.", "en", "briscola") == []


def test_fantesca_and_a_whether_clause():
    assert errors("Nei semi di Coppe e Denari la Fantesca prende il posto del Fante.", "it", "minchiate") == []
    assert errors("Pelaaja saa valita, ottaako hän yksittäisen kortin vai summan.", "fi", "cicera") == []
    assert errors("Pelaaja saa valita, pelaako hän valttia vai ei.", "fi", "briscola") == []


# ---------------------------------------------------------------- round 2

def test_a_number_counting_bonuses_is_no_card():
    """"an example with two bonuses?": "two" counts bonuses, it is no 2 played. The previous
    player leaves a 4 on an empty table, a 4 takes it: Picada and Scùa, 2 points."""
    q = "Can you give an example with two bonuses?\n"
    ok = ("The previous player leaves a 4 of Coins on an otherwise empty table and you take it with the 4 of "
          "Cups: a Picada and a Scùa, 2 points.")
    assert errors(q + ok, "en", "cicera") == []
    assert has(errors(q + ok.replace("2 points", "3 points"), "en", "cicera"), "the bonuses add up to a different total")


def test_a_next_sentence_with_its_own_table_tells_another_capture():
    """The bonuses named in a sentence that sets a table of its own and takes from it are that
    capture's (no Scùa: the 8 of Cups stays), not the capture before."""
    first = ("The previous player leaves a 4 of Coins on an otherwise empty table and you take it with the 4 of "
             "Cups: a Picada and a Scùa, 2 points. ")
    second = ("On a table of the 8 of Cups, the 6 of Coins and the 2 of Swords, taking the 6 and the 2 with the 8 "
              "of Batons leaves the 8 of Cups there: {}.")
    assert errors(first + second.format("no Scùa, and no bonus at all"), "en", "cicera") == []
    assert has(errors(first + second.format("a Scùa"), "en", "cicera"), "the capture earns other bonuses")


def test_the_tricks_points_are_not_the_winners_value_nor_the_packs_total():
    """es "gana el Asso y la baza vale 15 puntos": 15 is the trick's (Re 4 + Asso 11), not the
    Asso's value; "En total hay 120 puntos" after a trick is the pack's total."""
    trick = "Triunfo Espadas. Sale el Re de Oros y el rival contesta con el Asso de Oros: gana el Asso y la baza vale {} puntos."
    assert errors(trick.format(15), "es", "briscola") == []
    assert has(errors(trick.format(16), "es", "briscola"), "the trick holds a different number of points")
    assert has(errors("El Asso vale 10 puntos.", "es", "briscola"), "point value")
    assert errors("Triunfo Oros. Sale el Cavallo de Espadas y el rival echa el 6 de Espadas: gana el "
                  "Cavallo, 3 puntos.\n\nEn total hay 120 puntos.", "es", "briscola") == []


def test_a_new_lead_named_by_a_verb_of_rising():
    """fr "mène de 58 et gagne 10 points passe à 68 : un resto, et il lui reste 8" (68 − 60 = 8)."""
    text = "Une équipe qui mène de 58 et gagne 10 points passe à 68 : un resto, et il lui reste {} d'avance."
    assert errors(text.format(8), "fr", "minchiate") == []
    assert has(errors(text.format(6), "fr", "minchiate"), "a different lead is kept after the resti")


def test_play_before_the_end_of_the_deal_is_no_final_lead():
    """"mène de 20 et gagne 30 points n'a encore aucun resto" (a lead of 50 during play) comes
    before the passage speaks of the end: no final lead of 20."""
    text = ("Pendant la donne, dès que l'écart atteint 60 points, l'équipe en tête marque un resto et l'écart "
            "diminue de 60. Une équipe qui mène de 20 et gagne 30 points n'a encore aucun resto.\n\n"
            "À la fin, l'écart restant est arrondi au multiple de 60 supérieur : 1 point d'avance donne 1 resto, "
            "120 en donnent 2 et 121 en donnent {}.")
    assert errors(text.format(3), "fr", "minchiate") == []
    assert has(errors(text.format(2), "fr", "minchiate"), "the final lead earns a different number of resti")


def test_parallel_final_leads():
    """vi "cách biệt 120 được 2 resti, còn 121 được 3 resti": "còn" is 'while' here, and 121
    (a lead like the 120 before it) gives 3."""
    text = "Cuối ván, cách biệt còn lại được làm tròn lên theo đơn vị 60: cách biệt 120 được 2 resti, còn 121 được {} resti."
    assert errors(text.format(3), "vi", "minchiate") == []
    assert has(errors(text.format(2), "vi", "minchiate"), "the final lead earns a different number of resti")
    # a range after a range is no lead and its resti ("61 to 120 gives two")
    assert errors("At the end the remaining difference is rounded up in units of sixty: a lead "
                  "of 1 to 60 gives one resto, 61 to 120 gives two.", "en", "minchiate") == []


def test_a_count_with_a_classifier_before_the_re():
    """vi "ba lá Re được 15 điểm": three Re (a combination), not one Re worth 15."""
    text = "Ví dụ: chủ 1 và 40 cùng Matto được 20 điểm; ba lá Re được {} điểm."
    assert errors(text.format(15), "vi", "minchiate") == []
    assert has(errors(text.format(12), "vi", "minchiate"), "the combination scores a different number of points")
    assert has(errors("Mỗi lá Re được 4 điểm.", "vi", "minchiate"), "point value")


def test_a_tie_in_brackets_then_replayed():
    """"In caso di parità (60 punti) il round è nullo e deve essere ripetuto": the number in
    brackets is the tie's, the deal is replayed (not our rule: a tie)."""
    assert has(errors("In caso di parità (60 punti) il round è considerato nullo e deve essere ripetuto.", "it", "briscola"),
                "tied result")


# ---------------------------------------------------------------- phenomena of dev batch 2026-12-10
# (sentences of our own in the shapes the batch's clean documents used)

COMBO_TABLE = """Le versicole:

| Versicola | Conto | Punti |
|---|---|---|
| 2-3-4 | 3 × 3 | 9 |
| 33-34-35 | 5 × 3 | 15 |
| 37-38-39-40 | 10 × 4 | {v} |
| 1, 13, 28 | 5 × 3 | 15 |
| 20, 30, 40 | 5 + 5 + 10 | 20 |
"""


def test_table_rows_are_statements_of_their_own():
    """Rows run together ("... 37-38-39-40: 40 1, 13, 28: 15") are not one list: "40 1" is no
    count of combinations, the next row's trumps are no part of this row's."""
    assert errors(COMBO_TABLE.format(v=40), "it", "minchiate", "t.md") == []
    assert has(errors(COMBO_TABLE.format(v=30), "it", "minchiate", "t.md"), "the combination scores a different number of points")


def test_a_sum_then_the_score():
    assert errors("Il Matto aggiunge 5 a ogni versicola: 1-2-3 con il Matto fa 11 + 5 = 16.", "it", "minchiate") == []
    assert has(errors("Il Matto aggiunge 5 a ogni versicola: 1-2-3 con il Matto fa 11 + 5 = 17.", "it", "minchiate"),
                "the combination scores a different number of points")


def test_a_pair_with_the_matto_is_no_run():
    """"1-40 with the Matto": trumps 1 and 40 and the Matto (20), not the run 1 to 40."""
    assert errors("Trumps 1-40 with the Matto score 20.", "en", "minchiate") == []
    assert errors("La versicola 1-40 con il Matto vale 20 punti.", "it", "minchiate") == []
    assert has(errors("La versicola 1-40 con il Matto vale 25 punti.", "it", "minchiate"),
                "the combination scores a different number of points")


def test_a_short_verb_is_no_list_glue_and_a_later_matto_is_not_in_the_list():
    text = "Las versicole son tres o más triunfos seguidos. Cada una vale la suma de sus cartas (2-3-4 son {} puntos) y el Matto puede sumar 5 a cada una."
    assert errors(text.format(9), "es", "minchiate") == []
    assert has(errors(text.format(12), "es", "minchiate"), "the combination scores a different number of points")


def test_the_points_of_an_earlier_trick_are_not_this_ones():
    """Two tricks in a row, the first one's points told in a sentence after its cards: the 21
    points (3 + Asso of Coins) are not the second trick's (Asso of Swords and 2 of trumps: 11)."""
    first = ("Cups are trumps. You lead the 3 of Coins and your opponent plays the Asso of Coins. The Asso is "
             "higher, and the trick goes to your opponent with {} points.")
    second = ("Batons are trumps. You lead the Asso of Swords and your opponent trumps it with the 2 of Batons. The "
              "small trump wins, and your opponent gets the 11 points of the Asso.")
    assert errors(first.format(21) + "\n\n" + second, "en", "briscola") == []
    assert has(errors(first.format(22) + "\n\n" + second, "en", "briscola"), "the trick holds a different number of points")


def test_the_printed_number_is_no_forbidden_rendering():
    assert errors("Asso равен 1, а числовые карты от 2 до 10 считаются по числу на карте.", "ru", "cicera") == []
    assert has(errors("Числа от 2 до 10 берут только числа.", "ru", "cicera"), "wrong rendering of 'numeral'")


def test_a_scoring_event_during_play_is_no_final_lead():
    """es "restan" shares its stem with "restante" (the end of the deal): the event during play
    (50 + 15 = 65: one resto, 5 kept) is no final lead of 65."""
    text = ("Tras cada anotación, una ventaja de 60 puntos o más da 1 resto y se le restan 60: con 50 de ventaja, "
            "si se capturan 15 puntos más, la ventaja llega a 65, se anota un resto y quedan 5.")
    assert errors(text, "es", "minchiate") == []
    assert has(errors("Al final, una ventaja de 125 puntos da 2 resti.", "es", "minchiate"),
                "the final lead earns a different number of resti")


def test_a_sum_of_the_packs_cards_is_no_count_captured():
    """"ein Satz von 52 Karten + 4 Regine": the pack's make-up, not 52 cards captured earning 4
    (52 captured cards earn 10)."""
    assert errors("Das Blatt hat 97 Karten: ein Satz von 52 Karten + 4 Regine, 40 Trümpfe und der Matto.", "de", "minchiate") == []
    assert has(errors("Ein Team, das 52 Karten nimmt, bekommt 8 Punkte dazu.", "de", "minchiate"),
                "the cards captured earn a different bonus")


def test_trumps_bounding_a_range_are_no_cards_played():
    """"trumps 36 to 40 are worth 10 each; ... trumps 2 to 5 are worth 3": a list of values, no
    trick of 36, 30 and 2 (and its 18 points)."""
    text = ("Follow suit; if you cannot, play a trump. The highest trump wins the trick. Trumps 36 to 40 are worth "
            "10 each; trumps 30 to 35 are worth 5; trumps 2 to 5 are worth 3 each.")
    assert not [e for e in errors(text, "en", "minchiate") if "trick holds" in e]
    assert has(errors("Trump 12 is led, the next player plays trump 30 and the third trump 7; "
                       "trump 30 wins the trick, worth 8 points.", "en", "minchiate"), "the trick holds a different number of points")


def test_a_trumps_value_on_its_own_where_combinations_are_named():
    """"trump 29 is worth 5 on its own as well as in a combination": ours is 0 alone (data
    value_alone); "zählt allein nichts, in einer Kombination aber 5" is right ("einer" is no 1)."""
    assert has(errors("Trumps 2 to 5 are worth 3; trump 29 is worth 5 on its own as well as in a combination.", "en", "minchiate"),
                "point value")
    assert errors("Trumpf 29 zählt allein nichts, in einer Kombination aber 5.", "de", "minchiate") == []
    assert errors("Trumps 2 to 5 are worth 3; trump 29 is worth nothing on its own but 5 in a combination.", "en", "minchiate") == []


# Found when the branches of 2026-12-02 were merged: one helper's readers on another's fresh text.
def test_the_highest_of_a_trick_told_is_no_claim_on_the_highest_trump():
    assert errors("D's trump 12 is the highest, so D takes the trick and leads next.", "en", "minchiate") == []
    assert has(errors("Among the trumps, 12 is the highest.", "en", "minchiate"), "the highest trump differs from the engine's")


def test_a_bonus_said_not_to_be_earned_states_no_threshold():
    assert errors("Ganas Scùa y Simili: 2 puntos, sin Quadriglia porque solo son dos cartas.", "es", "cicera") == []
    assert errors("A capture of two cards earns no Quadriglia: it needs at least three.", "en", "cicera") == []


def test_a_question_asking_two_things_is_not_read_with_the_answer_to_the_first():
    text = "¿Cómo se reparte y quién sale?\n\nEl repartidor se elige al azar."
    assert errors(text, "es", "cicera") == []


def test_the_standard_finnish_five_is_a_card_word():
    right = "Pöydässä ovat 4, 5 ja Re, ja pelaat yhdeksikön. Voit ottaa nelosen ja viitosen."
    wrong = "Pöydässä ovat 4, 5 ja Re, ja pelaat kahdeksikon. Voit ottaa nelosen ja viitosen."
    assert errors(right, "fi", "cicera") == []
    assert has(errors(wrong, "fi", "cicera"), "the engine does not allow this capture")
