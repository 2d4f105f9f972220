"""What two teams' counts count may be named at the head of their clause, as its topic: "Bei den
Schwertern stand es 7 zu 6", "Swords came out 9 to 4", "Korttien enemmistö meni meille lukemin
27–25". Only the two words before the counts were read for it, and such majorities went unread
(claims by three writers in dev-h, dev-i and dev-l gave them the wrong points). One suit, or
cards, named at the clause's head and no rank there. Sentences written for this test."""

import pytest

from checking import error_findings

MAJORITY = "the majority earns a different number of points"


@pytest.mark.parametrize("lang,text", [
    ("de", "Bei den Schwertern hieß es am Ende 8 zu 5 für die Gastgeber, also zwei Punkte für die meisten Schwerter."),
    ("en", "Swords finished 8 to 5 for the hosts, which is worth two points for most Swords."),
    ("fi", "Korttien määrässä voitimme lukemin 28–24, ja siitä tuli yksi piste."),
])
def test_a_majority_named_at_the_clauses_head_is_read(lang, text):
    assert [f for f in error_findings(text, lang, "cicera") if MAJORITY in f.message]


@pytest.mark.parametrize("lang,text", [
    ("de", "Bei den Schwertern hieß es am Ende 8 zu 5 für die Gastgeber, also ein Punkt für die meisten Schwerter."),
    ("en", "Swords finished 8 to 5 for the hosts, which is worth one point for most Swords."),
    ("fi", "Korttien määrässä voitimme lukemin 28–24, ja siitä tuli kaksi pistettä."),
])
def test_the_right_points_are_no_error(lang, text):
    assert not [f for f in error_findings(text, lang, "cicera") if MAJORITY in f.message]
