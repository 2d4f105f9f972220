"""A rank named alone in a sentence after the table's cards were named whole names those cards
again ("one of the two Fanti"), not one more card on the table. Sentences written for this test."""

from __future__ import annotations

import pytest

from toolkit.check import canon
from toolkit.check.cicera_examples import _read_situation
from toolkit.check.lexicon import lexicon


@pytest.mark.parametrize("lang,text", [
    ("de", "Karl spielte den Re Münzen, auf dem Tisch lagen der Re Schwerter, der Re Stäbe und die 5 Kelche. "
           "Er durfte nur einen der beiden Re nehmen."),
    ("en", "Karl played the Re of Coins; on the table lay the Re of Swords, the Re of Batons and the 5 of Cups. "
           "He could take only one of the two Re."),
])
def test_a_rank_named_again_adds_no_card_to_the_table(lang, text):
    sit = _read_situation(text, canon.load("cicera").engine, lexicon(lang))
    assert sit is not None
    assert sorted(f"{w.rank}{w.suit}" for w in sit.table) == ["5C", "RB", "RS"]
