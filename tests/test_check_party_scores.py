"""A number a side or a player scores is not a card's value: "If trump 1 came from an opponent of
the player of the 40, that side scores 5 at once" (a rules leaflet, batch 2026-12-25) was read as
trump 40 worth 5. After the last comma between the card and the number, a word for a side or a
player (data ``clause_cues.party``) is the subject of the verb that gives the number. A value
given to the trumps themselves is still an error. Sentences written for this test."""

import pytest

from checking import error_findings

TRUMP_VALUE = "trumps are given a point value the engine does not give them"


@pytest.mark.parametrize("lang,text", [
    ("en", "When trump 1 is caught by the opponents of whoever played the 40, that team scores 5 on the spot."),
    ("es", "Si el triunfo 1 cae en manos de los rivales de quien jugó el 40, ese equipo suma enseguida 5 puntos."),
])
def test_a_sides_score_is_no_trump_value(lang, text):
    assert not [f for f in error_findings(text, lang, "minchiate") if TRUMP_VALUE in f.message]


@pytest.mark.parametrize("lang,text", [
    ("en", "Trumps 36 to 40 are worth 5 each."),
    ("es", "Los triunfos del 36 al 40 valen 5 puntos cada uno."),
])
def test_a_value_given_to_trumps_is_still_an_error(lang, text):
    assert [f for f in error_findings(text, lang, "minchiate") if TRUMP_VALUE in f.message]
