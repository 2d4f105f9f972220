"""A tied majority's points said not to be scored by a word negated by its own affixes (issue
#10): "the 2 points remain unclaimed", "die Punkte bleiben ungezählt", "pisteet jäävät antamatta"
say what "not awarded" says, so the text agrees with our rule (a tie scores nothing); the same
points given to each team stay an error. And "26 all" tells a tie with one number, as "26 each"
does.

Sentences written for this test (not taken from the corpus or the claims files).
"""

import pytest

from checking import errors

AGREE = [
    ("en", "cicera", "Both teams have 26 cards: the 2 points remain unclaimed."),
    ("en", "cicera", "If both teams end on 26 cards, the 2 points for most cards simply go unawarded."),
    ("de", "cicera", "Haben beide Teams 26 Karten, bleiben die 2 Punkte ungezählt."),
    ("de", "cicera", "Haben beide Teams 26 Karten, bleiben die 2 Punkte für die meisten Karten unvergeben."),
    ("fi", "cicera", "Jos molemmilla joukkueilla on 26 korttia, 2 pistettä jäävät antamatta."),
    ("fi", "cicera", "Jos kummallakin joukkueella on 26 korttia, eniten korttien 2 pistettä jäävät jakamatta."),
]

DIFFER = [
    ("en", "cicera", "If both teams end on 26 cards, the 2 points for most cards go to each team."),
    ("en", "cicera", "If the cards are 26 all, each team gets one point."),
    ("de", "cicera", "Haben beide Teams 26 Karten, bekommt jedes Team einen Punkt."),
]


@pytest.mark.parametrize("lang,game,text", AGREE)
def test_points_negated_by_an_affix_are_not_scored(lang, game, text):
    assert errors(text, lang, game) == []


@pytest.mark.parametrize("lang,game,text", DIFFER)
def test_points_given_on_a_tie_are_still_an_error(lang, game, text):
    assert any("tied majority" in m or "tied, each side" in m for m in errors(text, lang, game)), errors(text, lang, game)
