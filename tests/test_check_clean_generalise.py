"""No error on clean and real-style text whose other numbers agree with our rules (issue #10):
for each phenomenon, sentences that agree get no error, and a near sentence that really differs
still gets one, so every test can fail both ways. Every sentence is written for this test (not
taken from the corpus or the claims files) and checked by hand against /work/shared/RULES.md.

- a percentage is no quantity of a rule ("more than 50 % of the points, that is at least 61");
- a score or a count at a moment of a deal in progress is no rule ("if you already have 45
  points, ..."; "after the third trick the stock holds 28 cards");
- what a sentence says of another game it compares ours with is no rule of ours ("Unlike
  Scopa, where ..., in Cìcera ...");
- history, dates, page and list numbers, inflected names, pack-specific card names, and
  numbers of ours said differently get no error either.
"""

import pytest

from checking import error_findings, findings


# ---------------------------------------------------------------- percentages

PERCENT = [
    ("en", "To win you need more than half of the points in the pack, that is 61 of the 120, or just over 50 %."),
    ("it", "Servono più del 50 % dei punti, cioè almeno 61."),
    ("fr", "Il faut plus de 50 pour cent des points, donc au moins 61."),
    ("de", "Man braucht über 50 Prozent der Punkte, also mindestens 61."),
    ("es", "Hace falta más del 50 por ciento de los puntos: al menos 61."),
    ("pt", "É preciso mais de 50 por cento dos pontos, ou seja pelo menos 61."),
    ("ru", "Нужно набрать больше 50 процентов очков, то есть не менее 61."),
    ("fi", "Voittoon tarvitaan yli 50 prosenttia pisteistä eli vähintään 61."),
    ("en", "The Asso and the 3 together hold 70 % of the points of a suit."),
]


@pytest.mark.parametrize("lang,text", PERCENT)
def test_a_percentage_is_no_rule_number(lang, text):
    assert error_findings(text, lang, "briscola") == []


@pytest.mark.parametrize("lang,text", [
    ("it", "Statistiche delle smazzate\n\ncarte prese dalla Fola: 100,0%"),
    ("de", "Statistik der Partien\n\naus der Fola genommene Karten: 100,0 %"),
    ("en", "Statistics of the deals\n\ncards taken from the Fola: 100.0%"),
])
def test_a_decimal_percentage_is_no_count(lang, text):
    assert error_findings(text, lang, "minchiate") == []


def test_a_count_of_the_fola_is_still_read():
    assert any("Fola" in e.message for e in error_findings("La Fola: 15 carte, che non si giocano.", "it", "minchiate"))


@pytest.mark.parametrize("lang,text", [
    ("it", "Servono più del 50 % dei punti, cioè almeno 51 punti per vincere."),
    ("fr", "Il faut plus de 50 pour cent des points : avec 51 points on gagne."),
    ("de", "Man braucht über 50 Prozent der Punkte; mindestens 51 Punkte gewinnen."),
])
def test_beside_a_percentage_a_wrong_total_is_still_an_error(lang, text):
    assert any(e.found and "51" in e.found for e in error_findings(text, lang, "briscola"))


# ---------------------------------------------------------------- a deal in progress

STATES = [
    ("en", "Tip: count the points as you go. If you already have 45 points and the opponent 40, there are still 35 points in play."),
    ("it", "Consiglio: tieni il conto. Se hai già 50 punti, te ne bastano altri 11 per vincere."),
    ("fr", "Si vous avez déjà 55 points, il vous en faut encore 6 pour gagner."),
    ("de", "Hast du schon 58 Punkte, fehlen dir nur noch 3 zum Sieg."),
    ("es", "Si ya tienes 52 puntos, te faltan 9 para ganar."),
    ("pt", "Se já tens 48 pontos, faltam-te 13 para ganhar."),
    ("ru", "Если у вас уже 57 очков, для победы не хватает всего 4."),
    ("fi", "Jos sinulla on jo 54 pistettä, tarvitset voittoon enää 7."),
    ("vi", "Nếu bạn đã có 56 điểm thì chỉ cần thêm 5 điểm nữa là thắng."),
    # the stock is a part of the pack: its count later in the deal is no pack size
    ("fr", "Au 3e tour, la pioche contient encore 28 cartes."),
    ("de", "Nach dem ersten Stich hat jeder wieder drei Karten; der Talon hat dann 32 Karten."),
    ("en", "After the third trick there are 28 cards left in the stock."),
    ("it", "Dopo cinque prese nel tallone restano 24 carte."),
]


@pytest.mark.parametrize("lang,text", STATES)
def test_a_deal_in_progress_states_no_rule(lang, text):
    assert error_findings(text, lang, "briscola") == []


@pytest.mark.parametrize("lang,text,wrong", [
    ("en", "Tip: count the points as you go. 45 points are enough to win.", "45"),
    ("it", "Consiglio: tieni il conto. Con 50 punti si vince.", "50"),
    ("fi", "Pelin aikana kannattaa laskea pisteet. Voittoon riittää 54 pistettä.", "54"),
    ("de", "Der Talon hat dann 32 Karten; gespielt wird mit 36 Karten.", "36"),
    # more cards than the stock ever holds (40 − 2 × 3 = 34): not a moment of the deal
    ("en", "After the deal the stock holds 36 cards.", "36"),
    ("de", "Nach dem Geben liegen 36 Karten im Talon.", "36"),
    ("fr", "Au 3e tour, la pioche contient encore 28 cartes ; le jeu compte 36 cartes.", "36"),
])
def test_without_the_state_a_wrong_number_is_still_an_error(lang, text, wrong):
    assert any(e.found and wrong in e.found for e in error_findings(text, lang, "briscola"))


# ---------------------------------------------------------------- another game compared

OTHER_GAME = [
    ("en", "cicera", "Unlike Scopa, where a single match must be taken first, in Cìcera you may take either the single card or a sum."),
    ("it", "briscola", "A differenza del Tressette, dove bisogna rispondere al seme, nella Briscola si può giocare qualsiasi carta."),
    ("fr", "briscola", "Contrairement à la belote, où il faut fournir à la couleur, à la Briscola on peut jouer n'importe quelle carte."),
    ("de", "briscola", "Anders als beim Skat, wo man Farbe bedienen muss, darf man bei der Briscola jede Karte spielen."),
    ("es", "briscola", "A diferencia del tute, donde hay que asistir, en la Briscola se puede jugar cualquier carta."),
    ("pt", "briscola", "Ao contrário da sueca, onde é obrigatório assistir, na Briscola pode-se jogar qualquer carta."),
    ("ru", "briscola", "В отличие от преферанса, где нужно ходить в масть, в брисколе можно сыграть любую карту."),
    ("fi", "briscola", "Toisin kuin huutopusseissa, joissa maata on tunnustettava, Briscolassa saa pelata minkä tahansa kortin."),
    ("vi", "briscola", "Khác với bài tiến lên, nơi phải ra cùng chất, trong Briscola bạn được đánh bất kỳ lá nào."),
]


@pytest.mark.parametrize("lang,game,text", OTHER_GAME)
def test_what_is_said_of_another_game_is_no_rule_of_ours(lang, game, text):
    assert error_findings(text, lang, game) == []


FRAMED = [
    ("en", "briscola", "In Tressette you must follow suit; in Briscola you never have to."),
    ("it", "briscola", "Nel tressette si deve rispondere al seme, nella briscola no."),
    ("fr", "cicera", "À la scopa, on est obligé de prendre; à la Cìcera, jamais."),
    ("de", "briscola", "Beim Schafkopf muss man bedienen, bei der Briscola nicht."),
    ("pt", "briscola", "Na sueca é obrigatório assistir; na Briscola, não."),
]


@pytest.mark.parametrize("lang,game,text", FRAMED)
def test_a_piece_framed_by_another_game_is_not_ours(lang, game, text):
    assert error_findings(text, lang, game) == []


def test_a_piece_framed_by_our_game_is_still_read():
    text = "Nel tressette si può giocare qualsiasi carta, nella briscola si deve rispondere al seme."
    assert any(e.check == "claims" for e in error_findings(text, "it", "briscola"))


def test_what_is_said_of_our_game_beside_another_is_still_read():
    text = "A differenza della Scopa, nella Briscola bisogna sempre rispondere al seme."
    assert any(e.check == "claims" for e in error_findings(text, "it", "briscola"))


# ---------------------------------------------------------------- other numbers that agree

AGREES = [
    ("it", "cicera", "Vedi pagina 14 del regolamento, capitolo 3, per le prese con la somma."),
    ("pt", "cicera", "Na 2.ª rodada o jogador pode capturar um 7 com um 3 e um 4 da mesa."),
    ("de", "minchiate", "Kapitel 2: Das Austeilen. Jeder der 4 Spieler erhält 21 Karten, zuerst 10, dann 11."),
    ("es", "briscola", "Paso 1: se reparten tres cartas a cada jugador. Paso 2: se descubre una carta que marca el triunfo."),
    ("en", "minchiate", "Minchiate was played in Florence from the 16th century; a rule book printed in 1790 describes the robbing."),
    ("fi", "minchiate", "Minchiatea pelattiin Firenzessä jo 1500-luvulla, ja vuoden 1790 sääntökirja kuvaa ryöstön."),
    ("fr", "minchiate", "Les Minchiate, attestées à Florence vers 1530, comptent 97 cartes dont 40 atouts."),
    ("en", "briscola", "In our sample game the final score was 68 to 52, so the first player won."),
    ("de", "briscola", "Endet die Partie 64 zu 56, gewinnt der Spieler mit 64 Punkten."),
    ("fi", "minchiate", "Minchiatessa Matto ei koskaan voita tikkiä, ja Mattolla voi korvata minkä tahansa kortin."),
    ("de", "minchiate", "Das Minchiatespiel hat 97 Karten: 40 Trümpfe, den Matto und 56 Farbkarten."),
    ("fr", "briscola", "Avec un jeu français, le Fante correspond au Valet, le Cavallo à la Dame et le Re au Roi."),
    ("en", "minchiate", "Each player holds 21 cards; the four hands together hold 84, and the other 13 form the Fola."),
    ("de", "cicera", "Alle 52 Karten kommen ins Spiel: zwölf für jeden, vier offen auf den Tisch. Der Geber wird ausgelost; "
                     "es beginnt sein rechter Nachbar, gespielt wird gegen den Uhrzeigersinn."),
    ("en", "minchiate", "At the end, round the remaining gap up to whole units of 60: a lead of anything from 1 to 60 "
                        "is one resto, 61 to 120 two resti, and no lead adds nothing."),
]


@pytest.mark.parametrize("lang,game,text", AGREES)
def test_numbers_that_agree_get_no_error(lang, game, text):
    assert error_findings(text, lang, game) == []


# ---------------------------------------------------------------- a count of cards is no value

SUIT_SIZE = "Minchiate ist ein florentinisches Tarockspiel mit 97 Karten. Neben den 40 Trümpfen und dem Matto gibt es vier Farben zu je 14 Karten."


def test_the_cards_of_a_suit_are_no_value():
    # ours: "Alle anderen Karten zählen 0": a value after a word of worth, not a count of cards
    assert error_findings(SUIT_SIZE, "de", "minchiate") == []


def test_a_value_said_differently_is_still_an_error():
    assert any("4" in (e.found or "") for e in error_findings(SUIT_SIZE[:-1] + ", und jeder Re zählt 4.", "de", "minchiate"))


# ---------------------------------------------------------------- two teams' captured cards

TEAM_CARDS = [
    ("fr", "Exemple de partie\n\nNotre équipe a pris 52 cartes, l'autre 32 ; nous marquons 10 points pour les cartes au-delà de 42, et 10 de plus pour le dernier pli."),
    ("en", "Example: our team took 52 cards and the other team 32; we score 10 points for the cards beyond 42."),
    ("it", "Esempio: noi abbiamo preso 52 carte, gli altri 32; ci spettano 10 punti per le carte oltre le 42."),
]


@pytest.mark.parametrize("lang,text", TEAM_CARDS)
def test_the_other_teams_count_is_no_bonus_nor_rule_number(lang, text):
    assert error_findings(text, lang, "minchiate") == []


@pytest.mark.parametrize("lang,text", [
    ("fr", "Exemple de partie\n\nNotre équipe a pris 52 cartes, ce qui rapporte 12 points, l'autre 32."),
    ("en", "Example: our team took 52 cards, worth 12 points, and the other 32."),
])
def test_a_wrong_bonus_beside_the_other_teams_count_is_still_an_error(lang, text):
    assert any(e.check == "example" and "12" in e.found for e in error_findings(text, lang, "minchiate"))


# ---------------------------------------------------------------- references, dates, list numbers

REFERENCES = [
    ("en", "minchiate", "Trumps 1 to 5 are the papi; trump 1 is worth 5, trumps 2 to 5 are worth 3 each (see section 4.2)."),
    ("fr", "minchiate", "Règles mises à jour le 1er décembre 2026 ; voir pp. 45–47 de l'édition de 1790."),
    ("it", "minchiate", "Aggiornato il 15/03/2025. Cfr. p. 12 e pp. 30-33 del manuale."),
    ("de", "briscola", "Stand: 3. Mai 2024. Siehe S. 12–14 im Regelheft."),
    ("en", "minchiate", "The 21st card, the last of the second packet, is turned face up; see p. 7."),
    ("it", "minchiate", "La 21ª carta, l'ultima del secondo pacchetto, si scopre."),
    ("pt", "briscola", "1) Cada jogador recebe 3 cartas. 2) Vira-se o trunfo. 3) O resto forma o monte."),
    ("en", "cicera", "(1) Deal 12 cards each. (2) Put 4 cards face up. (3) The player on the dealer's right starts."),
    ("vi", "cicera", "Cập nhật ngày 12/05/2023, xem trang 14."),
    ("de", "minchiate", "Abschnitt 3.1: Jeder bekommt 21 Karten."),
]


@pytest.mark.parametrize("lang,game,text", REFERENCES)
def test_references_dates_and_list_numbers_are_no_rule_numbers(lang, game, text):
    assert error_findings(text, lang, game) == []


def test_beside_a_reference_a_wrong_value_is_still_an_error():
    text = "Trumps 1 to 5 are the papi; trump 1 is worth 5, trumps 2 to 5 are worth 4 each (see section 4.2)."
    assert any(e.check == "example" for e in error_findings(text, "en", "minchiate"))


def test_a_number_after_a_preposition_like_a_reference_letter_is_still_read():
    # ru "с 36 по 40" (from 36 to 40): "с" is no page sign
    from toolkit.check.numbers import find_numbers

    assert [n.value for n in find_numbers("Козыри с 36 по 40 стоят по 10 очков.", "ru")] == [36, 40, 10]


# ---------------------------------------------------------------- a table inside a block

def test_a_table_inside_a_block_is_read_by_rows_not_run_together():
    # the cells of a table inside <dd> ran together ("Trümpfe 36–4010 je Karte"): ranges misread
    html = ("<html><body><dl><dt>Was sind die Karten wert?</dt><dd>Die Werte: <table>"
            "<tr><th>Karte</th><th>Punkte</th></tr><tr><td>Trümpfe 36–40</td><td>10 je Karte</td></tr>"
            "<tr><td>Trümpfe 2–5</td><td>3 je Karte</td></tr></table> Alle übrigen Karten zählen 0.</dd>"
            "</dl></body></html>")
    found = findings(html, "de", "minchiate", "t.html")
    assert [f for f in found if f.severity == "error"] == []
    sentences = {f.sentence for f in found}
    assert not any("36–4010" in (s or "") for s in sentences)


def test_a_wrong_value_in_a_table_inside_a_block_is_still_an_error():
    html = ("<html><body><dl><dt>Was sind die Karten wert?</dt><dd><table>"
            "<tr><th>Karte</th><th>Punkte</th></tr><tr><td>Trümpfe 36–40</td><td>8 je Karte</td></tr>"
            "</table></dd></dl></body></html>")
    assert any(f.severity == "error" and "8" in (f.found or "") for f in findings(html, "de", "minchiate", "t.html"))


# ---------------------------------------------------------------- an amount of points is no rank

def test_a_digit_before_a_word_for_points_is_an_amount_not_a_rank():
    # a French-suited list: "Königin 3 Punkte" gives the Queen 3 points; the 3 is no card
    text = ("Außerdem haben die Karten einen Punktwert:\nAss 11 Punkte\nDrei 10 Punkte\nKönig 4 Punkte\n"
            "Königin 3 Punkte\nBube 2 Punkte\nDie restlichen Karten haben keinen Punktwert.")
    assert not error_findings(text, "de", "briscola", only="example")


@pytest.mark.parametrize("lang,text,wrong", [
    ("it", "Il 3 vale 8 punti e il Re 4 punti.", "8"),
    ("en", "Card points: Asso 11 points, 3 10 points, Re 4 points, Cavallo 3 points, Fante 5 points.", "5"),
])
def test_a_wrong_value_of_a_card_is_still_an_error(lang, text, wrong):
    assert any(e.check == "example" and wrong in e.found for e in error_findings(text, lang, "briscola"))
