"""Rounds of drawing are no tricks: "after 17 rounds of drawing" (34 cards drawn two at a time) is
no deal of 17 tricks, while "a deal lasts 17 rounds in all" is. Sentences written for this test."""

import pytest

from checking import error_findings

DEAL = "a deal of 17 tricks"


@pytest.mark.parametrize("lang,text", [
    ("en", "In each deal, after 17 rounds of drawing, the stock is empty and the last three cards are played out."),
    ("en", "A deal consists of 17 rounds of drawing and then three more tricks."),
    ("it", "In ogni smazzata, dopo 17 mani di pescata, il mazzo è finito e si giocano le ultime tre carte."),
    ("it", "Una smazzata dura 17 mani di pescata, poi si giocano le tre carte rimaste."),
])
def test_rounds_of_drawing_count_no_tricks(lang, text):
    assert not [f for f in error_findings(text, lang, "briscola") if DEAL in f.message]


@pytest.mark.parametrize("lang,text", [
    ("en", "A deal lasts 17 rounds in all."),
    ("it", "La smazzata dura in tutto 17 mani."),
])
def test_a_deal_of_another_length_is_still_read(lang, text):
    assert [f for f in error_findings(text, lang, "briscola") if DEAL in f.message]
