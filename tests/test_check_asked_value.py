"""A card's value asked about is not given: a listener's question on a radio show, «Il Re vale
dieci?» (batch 2026-12-25), answered by the host with the right rule, was read as the Re given
ten. The value stated is still an error. Sentences written for this test."""

import pytest

from checking import error_findings

NO_VALUE = "a card is given a value it does not have in this game"


@pytest.mark.parametrize("lang,text", [
    ("it", "Ci scrive Davide: «E le figure? Il Re vale dieci?» Le figure non valgono nessun numero."),
    ("en", "Is the Re worth ten? No, court cards have no number value."),
])
def test_a_value_asked_about_is_not_given(lang, text):
    assert not [f for f in error_findings(text, lang, "cicera") if NO_VALUE in f.message]


@pytest.mark.parametrize("lang,text", [
    ("it", "Il Re vale dieci, come nella somma di una presa."),
    ("en", "The Re is worth ten."),
])
def test_a_value_stated_is_still_an_error(lang, text):
    assert [f for f in error_findings(text, lang, "cicera") if NO_VALUE in f.message]
