"""A trump valued on its own is the trump the value is given to: in "cards 28, 29 and 31: nothing:
the 30 is missing, and trump 29 alone is worth 0" (a leaflet's table of combinations, batch
2026-12-25) the 0 is trump 29's, not the 28's, 30's and 31's. When a clause values a trump by itself
(data ``value_alone.alone``), that reading is the piece's, right or wrong; the verb may also follow
the value (de "allein 0 wert"). Sentences written for this test."""

import pytest

from checking import error_findings

TRUMP_VALUE = "trumps are given a point value the engine does not give them"


@pytest.mark.parametrize("lang,text", [
    ("fr", "Avec 28, 29 et 31, pas de suite : il manque le 30, et l'atout 29 seul vaut 0."),
    ("de", "Mit 28, 29 und 31 gibt es keine Folge: die 30 fehlt, und der Trumpf 29 allein ist 0 wert."),
    ("en", "With 31, 30 and 29 you do have a run, but trump 29 on its own is worth 0."),
])
def test_the_value_of_a_trump_alone_is_its_own(lang, text):
    assert not [f for f in error_findings(text, lang, "minchiate") if TRUMP_VALUE in f.message]


@pytest.mark.parametrize("lang,text", [
    ("de", "Der Trumpf 29 ist allein 5 wert."),
    ("fr", "L'atout 29 seul vaut 5 points."),
    ("en", "Trumps 28, 30 and 31: each is worth 0."),
])
def test_a_wrong_value_stays_an_error(lang, text):
    assert [f for f in error_findings(text, lang, "minchiate") if TRUMP_VALUE in f.message]
