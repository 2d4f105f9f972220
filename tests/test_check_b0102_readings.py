"""Readings built on the twelfth writer's batch (2027-01-02), each for a kind of construction,
each from sentences written for this test in several languages:

- a zero given to each side ("gives 0 to each side") is nobody scoring a tied award;
- a table row whose first cell states its own outcome ("… = 2", "… scores 3") is that cell, the
  other column's number (a rubric's marks, a weight) no outcome of it;
- a bonus negated in the outcome of our own example ("no Simili") is not claimed;
- a negation belongs to its own predicate: one before the player and the verb of winning, with a
  predicate between ("Cups are no trump – Anna takes it"), does not deny the winning;
- in a compounding language a word for a habit heads compounds ("Familienbrauch");
- a short forbidden word is a form of itself only with the language's endings (ru "судьям" is
  judges, de "hoffe" is hoping);
- fr "court" is a tennis court only as a noun, after a determiner; "tour d'atout" is a round of
  a suit;
- a day named with its number dating a log's entry ("Día 3, 23:15") is no card;
- a run listed in the sentence after a rule's list is its own run: its score is not the rule
  list's;
- the negation an "until" clause puts before its verb (ru "пока … не наберёт", it "finché … non
  arriva") denies nothing;
- the dealer's forbidden words are looked for where a sentence deals;
- a trump's value "on its own" said after the word for points ("5 points on its own").
"""

import pytest

from checking import an_error, errors, no_error
from toolkit.check.document import table_row

TIED_EACH = "the text states a different rule: when an award is tied, each side scores it"
SEVERAL_DEALS = "the text states a different rule: the game is a match of several deals"
ANOTHER_CARD = "example: another card wins the trick"


@pytest.mark.parametrize("lang,text", [
    ("it", "A parità di carte (26 e 26) si assegnano 0 punti a ciascuna squadra."),
    ("es", "Con empate a 26 cartas se dan 0 puntos a cada pareja."),
    ("en", "Majorities at 26 apiece: the award hands 0 to each team, and 27 against 25 gives 2 to the 27."),
])
def test_zero_to_each_side_is_nobody_scoring(lang, text):
    assert not any(TIED_EACH in e for e in errors(text, lang, "cicera"))


def test_one_point_to_each_side_is_still_each_scoring():
    assert any(TIED_EACH in e for e in errors("A parità di carte (26 e 26) si assegna 1 punto a ciascuna squadra.",
                                              "it", "cicera"))


@pytest.mark.parametrize("lang,cells,header", [
    ("en", ["Napula: Asso–2–3 of Swords plus the 6 of Swords scores 3 (the run breaks at 4)", "7"], ["Test case", "Weight"]),
    ("it", ["Napula: Asso–2–3 di Spade più il 6 di Spade vale 3 (la scala si ferma al 4)", "7"], ["Caso", "Peso"]),
    ("de", ["Napula: Asso–2–3 Schwerter und die 6 Schwerter zählt 3", "7"], ["Testfall", "Gewicht"]),
    ("fr", ["Le 9 de Deniers prend le 4 de Coupes et le 5 d'Épées = Scùa + Quadriglia = 2", "5"], ["Cas", "Barème"]),
])
def test_row_stating_its_own_outcome_is_that_cell(lang, cells, header):
    assert table_row(cells, header, lang) == cells[0]


def test_row_with_a_value_column_still_reads_the_value():
    assert table_row(["Asso", "11"], ["Card", "Points"], "en") == "Asso: 11"


@pytest.mark.parametrize("lang,text", [
    ("en", "Worked case: with the 2 of Coins, 3 of Batons and 5 of Swords alone on the table, the 10 of Cups "
           "sweeps them: Scùa and Quadriglia, no Simili, 2 points."),
])
def test_a_negated_bonus_is_not_claimed(lang, text):
    no_error(lang, "cicera", text)


def test_a_bonus_claimed_wrongly_is_still_an_error():
    an_error("en", "cicera", "Worked case: with the 2 of Coins, 3 of Batons and 5 of Swords alone on the table, the "
                             "10 of Cups sweeps them: Scùa, Quadriglia and Simili, 3 points.", "example")


@pytest.mark.parametrize("lang,text", [
    ("de", "Trumpf ist Denari. Matteo spielt die 7 di Spade aus, ich lege das Asso di Coppe drauf. "
           "Coppe ist kein Trumpf – Matteo gewinnt den Stich."),
    ("fr", "Atout Deniers. Anna entame le 7 d'Épées, je pose l'As de Coupes. Coupes n'est pas atout – Anna remporte le pli."),
    ("ru", "Козыри — Монеты. Анна ходит семёркой Мечей, я кладу туза Кубков. "
           "Кубки не козыри и не масть хода — Анна забирает взятку."),
    ("en", "Trumps are Coins. Anna leads the 7 of Swords and I answer with the Ace of Cups. "
           "Cups being no trump and not the suit led Anna takes the trick."),
])
def test_a_negation_of_another_predicate_does_not_deny_the_winning(lang, text):
    assert ANOTHER_CARD not in errors(text, lang, "briscola")


@pytest.mark.parametrize("lang,text", [
    ("de", "Trumpf ist Denari. Matteo spielt die 7 di Spade aus, ich lege das Asso di Coppe drauf. Nicht Matteo gewinnt den Stich."),
    ("en", "Trumps are Coins. Anna leads the 7 of Swords and I answer with the Ace of Cups. It is not Anna who takes the trick."),
])
def test_a_denied_winner_is_still_an_error(lang, text):
    assert ANOTHER_CARD in errors(text, lang, "briscola")


def test_a_compound_of_habit_disowns_the_practice_before():
    no_error("de", "briscola", "Bei Tante Erna darf man die Trumpf-7 gegen die aufgedeckte Karte tauschen. Reiner Familienbrauch!")


def test_a_word_of_use_is_no_habit():
    an_error("de", "briscola", "Man darf die Trumpf-7 gegen die aufgedeckte Karte tauschen. Der Gebrauch der Karten ist einfach.")


@pytest.mark.parametrize("lang,text", [
    ("ru", "Калькулятор нужен судьям клубного турнира: после раздачи судья вводит взятые карты."),
    ("ru", "Судьба партии решается в последней взятке."),
    ("de", "Ich hoffe, die Regeln sind klar: Fante, Cavallo und Re nehmen nur ihresgleichen."),
    ("fr", "Le texte est court et normatif ; il résume la règle."),
])
def test_another_word_of_the_same_start_or_sense_is_no_forbidden_term(lang, text):
    assert not [e for e in errors(text, lang, "cicera") if e.startswith("terms: wrong rendering of 'court_card'")]


@pytest.mark.parametrize("lang,text", [
    ("ru", "Карты суда (Fante, Cavallo, Re) не участвуют в суммах."),
    ("de", "Die Karten des Hofes (Fante, Cavallo, Re) nehmen nur ihresgleichen."),
    ("fr", "Les paragraphes sont courts. Chaque court vaut 1 point : Fante, Cavallo, Regina, Re."),
])
def test_the_forbidden_term_itself_is_still_an_error(lang, text):
    assert [e for e in errors(text, lang, "cicera") if e.startswith("terms: wrong rendering of 'court_card'")]


@pytest.mark.parametrize("text", [
    "Au premier tour d'une couleur déjà coupée, celui qui tient le Re de cette couleur doit le jouer.",
    "Dès le deuxième tour d'atout, les joueurs savent qui tient le Matto.",
])
def test_a_round_of_a_suit_is_no_trick_rendered_as_a_turn(text):
    assert not [e for e in errors(text, "fr", "minchiate") if "'trick'" in e]


def test_the_trick_won_as_a_turn_is_still_an_error():
    assert [e for e in errors("Le gagnant du tour ramasse les cartes et entame le suivant.", "fr", "minchiate") if "'trick'" in e]


@pytest.mark.parametrize("lang,text", [
    ("es", "Día 3, 23:15. Joan deja un 5 de Oros en la mesa vacía; Marta lo recoge con el 5 de Copas: Picada y Scùa, dos puntos."),
    ("pt", "Dia 3, 23:15. O João deixa um 5 de Ouros na mesa vazia; a Marta apanha-o com o 5 de Copas: Picada e Scùa, dois pontos."),
])
def test_a_day_dating_an_entry_is_no_card(lang, text):
    no_error(lang, "cicera", text)


@pytest.mark.parametrize("lang,text", [
    ("es", "Napula: quien tenga As, 2 y 3 de Espadas cuenta la escalera seguida desde el As, hasta el 10 como máximo. "
           "Marta tenía As, 2, 3 y 4: Napula de 4."),
    ("en", "Napula: whoever holds the Asso, 2 and 3 of Swords scores the unbroken run from the Asso, up to 10. "
           "Marta had Asso, 2, 3 and 4: Napula of 4."),
    ("it", "Napula: chi ha Asso, 2 e 3 di Spade conta la scala dall'Asso, fino al 10. Marta aveva Asso, 2, 3 e 4: Napula da 4."),
    ("fr", "Napula : qui détient l'As, le 2 et le 3 d'Épées marque la suite depuis l'As, jusqu'au 10. "
           "Léa avait As, 2, 3, 4 et 5 : Napula de 5."),
])
def test_a_run_of_its_own_in_the_next_sentence_scores_its_own_run(lang, text):
    no_error(lang, "cicera", text)


def test_a_wrong_score_of_the_next_run_is_still_an_error():
    an_error("en", "cicera", "Napula: whoever holds the Asso, 2 and 3 of Swords scores the unbroken run from the Asso, "
                             "up to 10. Marta had Asso, 2, 3 and 4: Napula of 6.", "example")


@pytest.mark.parametrize("lang,text", [
    ("ru", "Партия играется до 51 очка, раздачи повторяются, пока одна из команд не наберёт 51."),
    ("ru", "Играют до 51 очка: раздачи повторяются, пока кто-то не наберёт 51."),
    ("ru", "Игра идёт до 51 очка: сдают снова и снова, пока какая-нибудь пара не наберёт 51."),
    ("it", "Si gioca ai 51 punti, rimescolando e ridistribuendo finché una coppia non arriva a 51."),
])
def test_the_negation_of_until_denies_nothing(lang, text):
    assert any(SEVERAL_DEALS in e for e in errors(text, lang, "cicera"))


@pytest.mark.parametrize("lang,text", [
    ("ru", "Игра не идёт до 51 очка: это одна раздача."),
    ("it", "Non si gioca ai 51 punti: basta una smazzata."),
])
def test_a_denied_match_is_still_no_match(lang, text):
    assert not any(SEVERAL_DEALS in e for e in errors(text, lang, "cicera"))


@pytest.mark.parametrize("lang,text", [
    ("vi", "Đầu tiên nhà cái chia cho mỗi người 3 lá."),
    ("vi", "Nhà cái xáo bài rồi chia cho mỗi người ba lá, sau đó lật một lá làm chất chủ."),
    ("de", "Der Händler gibt jedem Spieler drei Karten und deckt eine Karte auf: ihre Farbe ist Trumpf."),
])
def test_the_dealers_forbidden_word_where_a_sentence_deals(lang, text):
    assert [e for e in errors(text, lang, "briscola") if "'dealer'" in e]


@pytest.mark.parametrize("lang,text", [
    ("vi", "Người chia bài chia cho mỗi người 3 lá, lật một lá làm chất chủ."),
    ("de", "Der Geber gibt jedem Spieler drei Karten und deckt eine Karte auf: ihre Farbe ist Trumpf."),
])
def test_the_dealers_own_term_is_no_error(lang, text):
    assert not [e for e in errors(text, lang, "briscola") if "'dealer'" in e]


@pytest.mark.parametrize("lang,text", [
    ("es", "El triunfo 29 vale 5 puntos por sí solo, también fuera de las combinaciones."),
    ("en", "Trump 29 is worth 5 points on its own, even outside combinations."),
    ("fr", "L'atout 29 vaut 5 points à lui seul, même hors combinaison."),
])
def test_a_value_on_its_own_after_the_word_for_points(lang, text):
    an_error(lang, "minchiate", text, "example")


@pytest.mark.parametrize("lang,text", [
    ("en", "Trump 29 is worth 0 points on its own; only inside a combination does it count 5."),
    ("es", "El triunfo 29 vale 0 puntos por sí solo; dentro de una combinación vale 5."),
])
def test_our_value_on_its_own_is_no_error(lang, text):
    no_error(lang, "minchiate", text)


@pytest.mark.parametrize("lang,text", [
    ("de", "Am Ende wird der restliche Vorsprung in Einheiten von 60 aufgerundet. Ein Restvorsprung von 61 ergibt am Ende 1 Resto."),
    ("de", "Am Schluss bringt ein Punktevorsprung von 70 nur 1 Resto."),
])
def test_a_compound_headed_by_the_word_for_lead_names_the_lead(lang, text):
    an_error(lang, "minchiate", text, "example")


def test_a_compound_lead_with_our_resti_is_no_error():
    no_error("de", "minchiate", "Am Schluss bringt ein Punktevorsprung von 70 genau 2 Resti.")


@pytest.mark.parametrize("lang,text", [
    ("en", "Some players score a point each at 26–26. That is a different tradition, not ours. "
           "Likewise, a table that plays to 51 over several deals follows the older match."),
    ("fr", "Certains joueurs comptent un point chacun à 26–26. C'est une autre tradition. "
           "De même, une tablée qui joue en 51 points sur plusieurs donnes suit l'ancienne partie."),
    ("it", "Al bar di solito si gioca ai 51 punti. È una tradizione diversa. Allo stesso modo, lì si gioca con 40 carte."),
])
def test_a_tradition_and_what_likewise_adds_to_it_are_others_practice(lang, text):
    assert not any(SEVERAL_DEALS in e for e in errors(text, lang, "cicera"))


def test_likewise_after_our_rule_states_a_rule():
    assert any(SEVERAL_DEALS in e for e in errors("Cìcera is one deal. Likewise, the game is played to 51 over several deals.",
                                                  "en", "cicera"))


@pytest.mark.parametrize("lang,text", [
    ("en", "Lucrezia shows trumps 1, Matto and 40: a versicola worth 25 points."),
    ("it", "Gigi cala i tarocchi 1, il Matto e il 40: versicola da 25 punti."),
    ("es", "Lucrezia enseña los triunfos 1, el Matto y el 40: versicola de 25 puntos."),
])
def test_the_matto_named_inside_a_list_of_trumps_is_in_the_combination(lang, text):
    an_error(lang, "minchiate", text, "example")


@pytest.mark.parametrize("lang,text", [
    ("en", "Lucrezia shows trumps 1, Matto and 40: a versicola worth 20 points."),
    ("it", "Gigi cala i tarocchi 1, il Matto e il 40: versicola da 20 punti."),
])
def test_the_matto_inside_the_list_with_our_score_is_no_error(lang, text):
    no_error(lang, "minchiate", text)
