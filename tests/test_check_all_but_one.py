"""A rank said to beat every card but one ("the 3 beats every card except the Asso", "Тройка
бьёт все карты, кроме Asso") or to lose to one card only ("il tre perde solo contro l'Asso"):
the card named after "except" (or the list named there) is the only rank above it. Read in nine
languages against the engine's order; the except-clause is never read as "the 3 beats the
Asso"."""

import pytest

from checking import an_error, no_error

OURS = [
    ("en", "briscola", "The 3 beats every card except the Asso."),
    ("en", "briscola", "The Re beats every card of its suit except the Asso and the 3."),
    ("en", "briscola", "Every card except the Asso is dealt face down."),
    ("de", "briscola", "Die 3 schlägt alles außer dem Ass."),
    ("de", "briscola", "Die 3 verliert nur gegen das Ass."),
    ("it", "briscola", "Il tre perde solo contro l'Asso."),
    ("fr", "briscola", "Le Re bat toutes les cartes de sa couleur sauf l'As et le 3."),
    ("es", "briscola", "El tres solo pierde contra el As."),
    ("pt", "briscola", "O 3 só perde para o Ás."),
    ("ru", "briscola", "Тройка бьёт все карты, кроме Asso."),
    ("fi", "briscola", "Kolmonen voittaa kaikki kortit paitsi Asson."),
    ("vi", "briscola", "Lá 3 ăn mọi lá trừ lá Asso."),
    ("en", "minchiate", "The Regina beats every card of its suit except the Re."),
    ("it", "minchiate", "La Regina perde solo contro il Re."),
]

DIFFERENT = [
    ("en", "briscola", "The Re beats every card of its suit except the Asso."),
    ("en", "briscola", "The 3 loses only to the Re."),
    ("en", "briscola", "The Re beats every card of its suit except the Asso and the Cavallo."),
    ("de", "briscola", "Der Re schlägt jede Karte seiner Farbe außer dem Ass."),
    ("it", "briscola", "Il Re batte tutte le carte del suo seme tranne l'Asso."),
    ("fr", "briscola", "Le Re bat toutes les cartes de sa couleur sauf l'As."),
    ("es", "briscola", "El Re gana a todas las cartas de su palo excepto al As."),
    ("pt", "briscola", "O 3 só perde para o Re."),
    ("ru", "briscola", "Re бьёт все карты своей масти, кроме Asso."),
    ("fi", "briscola", "Re voittaa kaikki maansa kortit paitsi Asson."),
    ("en", "minchiate", "The Cavallo beats every card of its suit except the Re."),
    ("it", "minchiate", "Il Cavallo perde solo contro il Re."),
]


@pytest.mark.parametrize("lang, game, text", OURS)
def test_all_but_our_top_card_is_no_error(lang, game, text):
    no_error(lang, game, text)


@pytest.mark.parametrize("lang, game, text", DIFFERENT)
def test_all_but_another_card_is_an_error(lang, game, text):
    an_error(lang, game, text)
