"""A number asked about is no score: "Quanto vale a versicola 2-3-4-5? E com o 1?" (batch
2026-12-23's Portuguese exercises) was read as the run scoring 1. The answers after it are still
read: a wrong score is an error. Sentences written for this test;
engine.examples.outcome(minchiate, kind=combination, cards=[2T, 3T, 4T, 5T]) -> score 12;
[1T, 2T, 3T, 4T, 5T] -> 17."""

import pytest

from checking import error_findings

SCORES = "the combination scores a different number of points"


@pytest.mark.parametrize("lang,text", [
    ("pt", "Quanto vale a versicola 2-3-4-5? E com o 1? Gabarito: 3 + 3 + 3 + 3 = 12. Com o 1 fica 1-2-3-4-5: 5 + 12 = 17."),
    ("it", "Quanto vale la versicola 2-3-4-5? E con l'1? Risposta: 12; con l'1 diventa 1-2-3-4-5 e vale 17."),
])
def test_a_number_asked_about_is_no_score(lang, text):
    assert not [f for f in error_findings(text, lang, "minchiate") if SCORES in f.message]


def test_a_wrong_score_in_the_answer_is_still_an_error():
    text = ("What is the versicola 2-3-4-5 worth? And with trump 1? Answer: 12, and with the 1 it "
            "becomes 1-2-3-4-5, worth 19.")
    assert [f for f in error_findings(text, "en", "minchiate") if SCORES in f.message]
