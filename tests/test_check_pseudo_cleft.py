"""A capture framed by a negated pseudo-cleft is denied ("Ce que tu ne peux pas faire, c'est
prendre les trois": batch 2026-12-24's French podcast was read as allowing the 7 to take 7, 3 and
4); the same frame without the negation still claims the capture, which the engine does not
allow. Data: clause_cues.cleft_what, cleft_is. Sentences written for this test;
engine.examples.outcome(cicera, kind=capture_options, play=7, table=[7, 3, 4]): take the 7, or
3 + 4, or place."""

import pytest

from checking import error_findings

NOT_ALLOWED = "the engine does not allow this capture"

DENIED = [
    ("en", "What you can't do, with a 7 on a table of 7, 3 and 4, is take all three."),
    ("fr", "Ce que tu ne peux pas faire avec un 7 sur une table de 7, 3 et 4, c'est prendre les trois."),
    ("it", "Con un 7 in tavola ci sono 7, 3 e 4. Quello che non puoi fare, giocando il 7, è prendere tutte e tre le carte."),
    ("de", "Was du mit einer 7 auf einem Tisch mit 7, 3 und 4 nicht darfst, ist alle drei nehmen."),
]
CLAIMED = [
    ("en", "What you can do, with a 7 on a table of 7, 3 and 4, is take all three."),
    ("fr", "Ce que tu peux faire avec un 7 sur une table de 7, 3 et 4, c'est prendre les trois."),
]


@pytest.mark.parametrize("lang,text", DENIED)
def test_a_capture_a_negated_cleft_frames_is_denied(lang, text):
    assert not [f for f in error_findings(text, lang, "cicera") if NOT_ALLOWED in f.message]


@pytest.mark.parametrize("lang,text", CLAIMED)
def test_the_same_frame_without_negation_claims_the_capture(lang, text):
    assert [f for f in error_findings(text, lang, "cicera") if NOT_ALLOWED in f.message]
