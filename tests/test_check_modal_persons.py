"""A modal verb in any person states the same duty (issue #10): Spanish says it to "you"
("tienes que", "tenéis que", "debéis") as often as of "the player" ("tiene que", "debe"), and
Russian says it of a woman or a thing ("она должна", "обязана", "должно"): the duty is read the
same, and its negation ("no tenéis que") is still no duty.

Sentences written for this test (not taken from the corpus or the claims files).
"""

import pytest

from checking import errors

DUTY = [
    ("es", "cicera", "Si podéis capturar, tenéis que hacerlo.", "capturing is compulsory"),
    ("es", "cicera", "Cuando puedes capturar, tienes que hacerlo.", "capturing is compulsory"),
    ("es", "briscola", "En la Briscola debéis seguir el palo de salida.", "following suit is compulsory"),
    ("es", "briscola", "Tendrás que servir del palo siempre que puedas.", "following suit is compulsory"),
    ("ru", "briscola", "Каждая участница должна ходить в масть, если может.", "following suit is compulsory"),
    ("ru", "cicera", "Игрок обязана брать, если может.", "capturing is compulsory"),
]

NO_DUTY = [
    ("es", "cicera", "No tenéis que capturar: podéis dejar la carta en la mesa."),
    ("es", "briscola", "No tienes que seguir el palo: puedes jugar cualquier carta."),
    ("ru", "cicera", "Если игрок может взять карты, она не обязана это делать."),
]


@pytest.mark.parametrize("lang,game,text,said", DUTY)
def test_a_duty_said_in_any_person(lang, game, text, said):
    assert any(said in m for m in errors(text, lang, game)), errors(text, lang, game)


@pytest.mark.parametrize("lang,game,text", NO_DUTY)
def test_a_duty_denied_in_any_person(lang, game, text):
    assert errors(text, lang, game) == []
