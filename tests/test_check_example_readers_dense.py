"""False alarms of the worked-example readers on dense clean text (h102), by phenomenon, each as a
pair: a passage that agrees with the engine (no error) and a near one that really differs (an
error), in several languages. Sentences written for this test; every outcome is checked on the
engine first (``test_the_engine_agrees``).

Phenomena: a trick's winner said by a pronoun in a sentence before the trick's cards (an earlier
trick's player); a number before a word for trump that has its own number after it ("Re 5 +
Trumpf 4"); a value and the trumps it values joined by no word or mark, an amount with a word for
points, a number outside the bracket the value is in; a value said to hold only in a combination;
a card that ends a sum of cards ("1 + 40 + Matto: 20") and a sum of cards told by its parts; a
combination's score told by bracketed parts and a total after "="; a lead of points read as the
pack's total; a score line
"2 : 2" with no trump named; totals read past another pair of totals; two examples in one passage
(each read from its own cards); a counterfactual sentence's card read into the trick; the
instrumental "with" of ru and fi ("бьёт козырем 7"); a bound before a trump's number ("козырей
старше 20"); a card said missing from a run, a card added to it by "as well as", a range in a
list of ranks; a negated bound ("never more than 10")."""

from __future__ import annotations

import pytest

from engine import tricks_primitives as tp
from engine.games import load
from checking import pair, phenomena, winner


def test_the_engine_agrees():
    b, m, c = load("briscola"), load("minchiate"), load("cicera")
    assert winner("briscola", ["RD", "2S"], "S") == 1                       # the 2 of trumps takes the Re
    assert winner("briscola", ["4S", "RB"], "C") == 0                       # an off-suit Re does not win
    assert winner("minchiate", ["RC", "4T", "QC", "2C"]) == 1               # trump 4 takes the Re of Cups
    assert winner("minchiate", ["4C", "7T", "RC"]) == 1
    assert winner("minchiate", ["20T", "29T"]) == 1
    assert sum(m.value[x] for x in m.cards(["RC", "4T", "QC", "2C"])) == 8  # Re 5 + trump 4 3
    assert [m.value[x] for x in m.cards(["2T", "5T", "29T", "M"])] == [3, 3, 0, 5]
    assert m.value_in_combination[m.cards(["29T"])[0]] == 5
    assert m.combos.score(m.cards(["1T", "40T", "M"])) == 20
    assert m.combos.score(m.cards(["1T", "2T", "3T", "28T", "29T", "30T", "M"])) == 36
    assert m.combos.score(m.cards(["39T", "RS"])) == 0 and sum(m.value[x] for x in m.cards(["39T", "RS"])) == 15
    assert [b.value[x] for x in b.cards(["RB", "CB"])] == [4, 3]
    assert tp.card_points(range(len(m.deck)), m.value) == 142
    assert c.award("napula", [[c.deck.parse(f"{r}S") for r in ["A", "2", "3", "4", "5", "6"]]])[0] == 6
    assert c.award("napula", [[c.deck.parse(f"{r}S") for r in ["A", "2", "3", "4", "5", "6", "7", "9"]]])[0] == 7


# a trick's winner said by a pronoun in a sentence before the next trick's cards
PRONOUN_BEFORE = [
    ("fr", "Le pli vaut 21 points et c'est lui qui le ramasse. Atout Épées : il entame le Re de Deniers, "
           "je réponds avec le 2 d'Épées. Le 2 d'atout gagne.",
           "Atout Épées : il entame le Re de Deniers, je réponds avec le 2 d'Épées. C'est lui qui ramasse le pli."),
    ("en", "That trick is worth 21 points and he takes it. Swords are trumps: he leads the Re of Coins, "
           "I answer with the 2 of Swords. The 2 of trumps wins.",
           "Swords are trumps: he leads the Re of Coins, I answer with the 2 of Swords. He takes the trick."),
]


# "Re 5 + Trumpf 4 mit 3": the 5 is the Re's value, not a trump
TRUMP_OWN_NUMBER = [
    ("de", "Re der Kelche ausgespielt, der Nächste legt Trumpf 4, dann Regina und 2 der Kelche. Trumpf 4 gewinnt, "
           "im Stich liegen 8 Punkte (Re 5 + Trumpf 4 mit 3).",
           "Re der Kelche ausgespielt, der Nächste legt Trumpf 4, dann Regina und 2 der Kelche. Die Regina gewinnt, "
           "im Stich liegen 8 Punkte (Re 5 + Trumpf 4 mit 3)."),
    ("en", "The Re of Cups is led, the next player lays trump 4, then the Regina and the 2 of Cups. Trump 4 wins, "
           "the trick holds 8 points (Re 5 + trump 4 worth 3).",
           "The Re of Cups is led, the next player lays trump 4, then the Regina and the 2 of Cups. The Regina wins, "
           "the trick holds 8 points (Re 5 + trump 4 worth 3)."),
]


# trumps valued: a word or mark must give the value; an amount in points, a number outside the bracket, is no trump
TRUMP_VALUES = [
    ("ru", "142: одиннадцать козырей по 5 очков — 55, Matto 5, четыре Re — 20, козыри 2–5 — 12.",
           "Козыри 2–5 — по 5 очков."),
    ("en", "Use the sheet from week 5 (trumps 2-5 are 3 each; every other card is 0).",
           "Use the sheet from week 5 (trumps 2-5 are 5 each; every other card is 0)."),
    ("de", "Die Partei mit dem Trumpf schreibt sofort 5 für den Re, die eigene 4 bringt dabei nichts.",
           "Die Trümpfe 2 bis 5 bringen je 5 Punkte."),
]


@pytest.mark.parametrize("lang,agrees,differs", TRUMP_VALUES)
def test_trumps_are_valued_only_by_a_value_that_names_them(lang, agrees, differs):
    pair(lang, "minchiate", agrees, differs, only="example")


# a value said to hold only in a combination is the value there (trump 29: 5 in a run, 0 alone)
ONLY_IN = [
    ("fr", "Toutes les autres cartes : 0 (l'atout 29 vaut 5 seulement dans une versicola).", "L'atout 29 vaut 5 à lui seul."),
    ("es", "El triunfo 29 vale 5 solo en una combinación.", "El triunfo 29 vale 5 por sí solo."),
    ("de", "Der Trumpf 29 zählt 5 nur in einer Kombination.", "Der Trumpf 29 zählt 5 auch allein."),
]


def test_a_card_ending_a_sum_is_not_given_the_sum():
    pair("de", "minchiate", "| Kombination | Wert |\n|---|---|\n| Trümpfe 1-2-3 | 11 |\n| Trümpfe 1 + 40 + Matto | 20 |\n",
         "| Karte | Wert |\n|---|---|\n| Re | 5 |\n| Matto | 20 |\n", "case.md")


# a sum of cards told by its parts
SUM_OF_PARTS = [
    ("it", "Il Re + il Cavallo fanno 7 punti.", "Il Re + il Cavallo fanno 8 punti."),
]


# a combination's score told by bracketed parts, the total after "="
BRACKETED = ("<h3>Versicole клуба</h3>\n<table>\n<tr><th>Козыри</th><th>Очки</th></tr>\n"
             "<tr><td>козыри 1, 2, 3</td><td>11</td></tr>\n<tr><td>козыри 28, 29, 30</td><td>15</td></tr>\n"
             "<tr><td>козыри 1, 2, 3 и 28, 29, 30 с Matto</td><td>(11 + 5) + (15 + 5) = {total}</td></tr>\n</table>\n"
             "<p>Versicola — это три и больше козырей подряд. Matto добавляет 5 к каждой комбинации своей пары.</p>")


def test_a_combination_total_after_bracketed_parts():
    pair("ru", "minchiate", BRACKETED.format(total=36), BRACKETED.format(total=40), "case.html")


# a lead of points is not the pack's total
LEADS = [
    ("fr", "Pendant le jeu, dès qu'une équipe a au moins 60 points d'avance, elle marque 1 resto et l'écart diminue de 60.",
           "Le jeu compte 160 points en tout."),
]


# totals read up to the next pair of totals
SETTLE = [
    ("pt", "No fim conta-se: quem fizer pelo menos 61 ganha; 61 a 59 é vitória, 60 a 60 é empate e ninguém ganha.",
           "No fim conta-se: 61 a 59 é empate, 60 a 60 também."),
    ("en", "At the end: 61 to 59 is a win, 60 to 60 is a tie and nobody wins.",
           "At the end: 61 to 59 is a tie, and so is 60 to 60."),
]


# two examples in one passage: each is read from its own cards
TWO_CAPTURES = ("Las bonificaciones de una misma captura se suman. Si en la mesa quedan el\n"
                "2 de Espadas, el 3 de Copas y el 4 de Bastos y juegas el 9 de Oros, te lo\n"
                "llevas todo: {said}, 2 puntos. Simili no, porque hay palos\n"
                "mezclados. Y cuentan también en la última jugada: el domingo tu tía, con\n"
                "su última carta, un 4 de Copas, se llevó el 4 de Oros que tu tío Andrés\n"
                "acababa de dejar solo en la mesa. Scùa y Picada, 2 puntos, bien contados.\n")


def test_two_examples_in_one_passage_are_read_each_from_its_cards():
    pair("es", "cicera", TWO_CAPTURES.format(said="Scùa y Quadriglia"), TWO_CAPTURES.format(said="Scùa y Simili"))


# a counterfactual sentence's card is not played in the trick told
COUNTERFACTUAL = [
    ("pt", "Trunfo era Copas. Eu saí com o 4 de Espadas, ele respondeu com o Re de Paus. Então o seu 4 leva, e ainda leva "
           "os 4 pontos do Re. Se ele tivesse jogado o Asso de Paus em vez do Re, dava na mesma.",
           "Trunfo era Copas. Eu saí com o 4 de Espadas, ele respondeu com o Re de Paus. Então o Re de Paus leva a vaza. "
           "Se ele tivesse jogado o Asso de Paus em vez do Re, dava na mesma."),
]


# the instrumental "with": the card after the verb of beating is the winner
INSTRUMENTAL = [
    ("ru", "Первый заход в Кубки: Аня ходит 4 Кубков, Борис бьёт козырем 7, а у Вики есть Re Кубков и Matto. "
           "Вика обязана положить Re.",
           "Первый заход в Кубки: Аня ходит 4 Кубков, Борис кладёт козырь 7, Вика кладёт Re Кубков. "
           "Взятку берёт Re Кубков."),
]


# a bound before a trump's number names no card
BOUND = [
    ("ru", "Снимающий крадёт не больше 13 очковых карт или козырей старше 20, потом сдающий забирает из Fola "
           "очковые карты и козырь 29.",
           "Аня ходит козырем 20, Борис кладёт козырь 29. Взятку берёт козырь 20."),
]


# runs of the Napula: a card said missing, a card added by "as well as", a range in a list
RUNS = [
    ("de", "Unser letzter Abend: Schwerter 9 zu 4 für uns. Napula hatten wir von Asso bis 6, die 7 fehlte: {n} Punkte.", 6, 7),
    ("fi", "Jos parilla on Miekoista Asso–7 sekä 9, Napula on {n} (8 puuttuu, joten sarja katkeaa).", 7, 9),
]


@pytest.mark.parametrize("lang,text,right,wrong", RUNS)
def test_a_run_with_a_card_missing_or_added(lang, text, right, wrong):
    pair(lang, "cicera", text.format(n=right), text.format(n=wrong))


# a negated bound: "never more than 10" is at most 10
NEGATED = [
    ("en", "The Napula never counts more than 10 points.", "The Napula counts more than 10 points."),
    ("de", "Die Napula zählt nie mehr als 10 Punkte.", "Die Napula zählt immer mehr als 10 Punkte."),
]


@phenomena({
    "a_pronoun_before_the_trick_is_an_earlier_tricks_player": ("briscola", PRONOUN_BEFORE),
    "a_number_before_a_trump_with_its_own_number_is_no_trump": ("minchiate", TRUMP_OWN_NUMBER),
    "a_value_only_in_a_combination_is_not_the_card_alone": ("minchiate", ONLY_IN),
    "a_sum_of_cards_told_by_its_parts": ("briscola", SUM_OF_PARTS),
    "a_lead_is_not_the_packs_total": ("minchiate", LEADS),
    "totals_are_read_up_to_the_next_totals": ("briscola", SETTLE),
    "a_counterfactual_card_is_not_played": ("briscola", COUNTERFACTUAL),
    "a_card_in_the_instrumental_beats": ("minchiate", INSTRUMENTAL),
    "a_bound_before_a_trump_number_names_no_card": ("minchiate", BOUND),
    "a_negated_bound_is_the_opposite_bound": ("cicera", NEGATED),
}, columns="lang,game,agrees,differs")
def test_a_passage_that_agrees_and_a_near_one_that_differs(lang, game, agrees, differs):
    pair(lang, game, agrees, differs)
