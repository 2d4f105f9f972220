"""A semicolon ends a combination's clause: in "10-20-30-40 on yksi versicola ja 25 pistettä, ei 15
+ 20; 1 + Matto + 40 on 20" (a Finnish forum thread, batch 2026-12-23) the Matto of the second
combination was counted in the first, whose score 25 was then read as wrong (30). The Matto or a
Re named in the combination's own clause still counts. Sentences written for this test."""

import pytest

from checking import error_findings

COMBINATION = "the combination scores a different number of points"


@pytest.mark.parametrize("lang,text", [
    ("fi", "10-20-30-40 on yksi versicola ja 25 pistettä; 1 + Matto + 40 on 20."),
    ("en", "10-20-30-40 is a single combination worth 25; 1 + Matto + 40 is worth 20."),
])
def test_the_matto_of_the_next_clause_is_not_in_this_combination(lang, text):
    assert not [f for f in error_findings(text, lang, "minchiate") if COMBINATION in f.message]


@pytest.mark.parametrize("lang,text", [
    ("en", "The versicola 10-20-30-40 with the Matto is worth 25; 1 + 40 + Matto is worth 20."),
    ("fi", "Versicola 10-20-30-40 ja Matto on 25 pistettä; 1 + Matto + 40 on 20."),
])
def test_the_matto_in_its_own_clause_still_counts(lang, text):
    assert [f for f in error_findings(text, lang, "minchiate") if COMBINATION in f.message]
