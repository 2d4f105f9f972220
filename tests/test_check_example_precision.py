"""Worked examples an error needs read with confidence (issue #10, item 6): the situation and
the stated outcome. A right example gets no error; a near one that states a wrong outcome still
gets one, so every test can fail both ways. Every sentence is written for this test (not taken
from the corpus or the claims files).

- a play during the deal that states only the new lead (no resti, the lead under a resto's
  worth) is complete: its numbers are the play's givens, not a rule's ("ahead by 30, loses the
  Matto (5): the lead falls to 25");
- a lead told as "N points up" is a lead.
"""

import pytest

from toolkit.check.document import parse
from toolkit.check.run import check_document


def _errors(text: str, lang: str, game: str) -> list[tuple]:
    report = check_document(parse(text.encode(), "t.txt"), lang, game)
    return [(f.check, f.found, f.message) for f in report.findings if f.severity == "error"]


# ---------------------------------------------------------------- a play that states the new lead only

NEW_LEAD_ONLY = [
    ("en", "We were 40 points up when our partner took the Matto with trump 3 (5 points); our lead was then 45 points.",
     "We were 40 points up when our partner took the Matto with trump 3 (5 points); our lead was then 46 points."),
    ("it", "La squadra è avanti di 30 punti e perde il Matto (5 punti): il vantaggio scende a 25 punti.",
     "La squadra è avanti di 30 punti e perde il Matto (5 punti): il vantaggio scende a 24 punti."),
    ("de", "Ein Team liegt 40 Punkte vorn und gewinnt einen Re (5 Punkte); der Vorsprung beträgt dann 45 Punkte.",
     "Ein Team liegt 40 Punkte vorn und gewinnt einen Re (5 Punkte); der Vorsprung beträgt dann 44 Punkte."),
]


@pytest.mark.parametrize("lang,agrees,differs", NEW_LEAD_ONLY)
def test_play_stating_only_the_new_lead(lang, agrees, differs):
    assert _errors(agrees, lang, "minchiate") == []
    assert _errors(differs, lang, "minchiate")


def test_points_up_is_a_lead_and_a_wrong_resto_still_found():
    right = "They are 50 points up, then capture a Re and trump 1 (10 points): the lead is 60, so they book one resto."
    wrong = "They are 50 points up, then capture a Re and trump 1 (10 points): the lead is 60, so they book two resti."
    assert _errors(right, "en", "minchiate") == []
    assert any(e[0] == "example" for e in _errors(wrong, "en", "minchiate"))
