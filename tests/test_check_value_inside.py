"""A trump's value said to hold inside something, whatever the text calls it ("a set", "one"):
the value it has in a combination (trump 29: 0 alone, 5 inside one), not its value alone. Said
without it, or with another value, it is still an error."""

import pytest

from checking import an_error, no_error

INSIDE = [
    ("en", "A group scores the sum of its cards, and trump 29 is worth 5 inside one."),
    ("it", "Un gruppo vale la somma delle sue carte; il tarocco 29 vale 5 punti dentro un gruppo."),
    ("fr", "Un groupe vaut la somme de ses cartes ; l'atout 29 y vaut 5 points à l'intérieur."),
    ("es", "Cada grupo suma sus cartas; el triunfo 29 vale 5 puntos dentro de uno."),
    ("de", "Eine Gruppe zählt die Summe ihrer Karten; der Trumpf 29 zählt 5 Punkte innerhalb einer solchen."),
]

NOT_INSIDE = [
    ("en", "Trump 29 is worth 5 points."),
    ("it", "Il tarocco 29 vale 5 punti."),
    ("en", "A group scores the sum of its cards, and trump 29 is worth 3 inside one."),
]


@pytest.mark.parametrize("lang, text", INSIDE)
def test_a_value_inside_a_combination_is_the_combinations(lang, text):
    no_error(lang, "minchiate", text)


@pytest.mark.parametrize("lang, text", NOT_INSIDE)
def test_a_value_alone_or_another_value_is_still_compared(lang, text):
    an_error(lang, "minchiate", text)
