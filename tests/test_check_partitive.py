"""'One of the two' and 'not both' bound the word for 'both': a choice between the cards, not the
whole table taken. Sentences written for this test; the near versions take the whole table."""

from __future__ import annotations

import pytest

from toolkit.check import canon
from toolkit.check.cicera_examples import _read_situation
from toolkit.check.lexicon import lexicon

CHOICE = [
    ("de", "Anna spielte den Cavallo Kelche; auf dem Tisch lagen der Cavallo Münzen, der Cavallo Stäbe "
           "und die 6 Schwerter. Sie durfte einen der beiden Cavalli nehmen, nicht beide."),
    ("de", "Anna spielte den Cavallo Kelche; auf dem Tisch lagen der Cavallo Münzen, der Cavallo Stäbe "
           "und die 6 Schwerter. Nicht beide, nur einen Cavallo durfte sie nehmen."),
    ("it", "Anna gioca il Cavallo di Coppe; in tavola ci sono il Cavallo di Denari, il Cavallo di Bastoni "
           "e il 6 di Spade. Prende uno dei due Cavalli, non tutti e due."),
    ("en", "Anna plays the Cavallo of Cups; on the table are the Cavallo of Coins, the Cavallo of Batons "
           "and the 6 of Swords. She takes one of the two Cavalli, not both."),
    ("fr", "Anna joue le Cavallo de Coupes ; sur la table il y a le Cavallo de Deniers, le Cavallo de "
           "Bâtons et le 6 d'Épées. Elle prend l'un des deux Cavalli, pas les deux."),
]

WHOLE = [
    ("de", "Anna spielte die 7 Kelche; auf dem Tisch lagen die 3 Münzen und die 4 Stäbe. Sie nahm beide."),
    ("de", "Anna spielte die 7 Kelche; auf dem Tisch lagen die 3 Münzen und die 4 Stäbe. Sie durfte beide nehmen."),
    ("en", "Anna plays the 7 of Cups; on the table are the 3 of Coins and the 4 of Batons. She takes both."),
]


@pytest.mark.parametrize("lang,text", CHOICE)
def test_one_of_the_two_is_no_whole_capture(lang, text):
    sit = _read_situation(text, canon.load("cicera").engine, lexicon(lang))
    assert sit is None or not sit.whole


@pytest.mark.parametrize("lang,text", WHOLE)
def test_both_alone_takes_the_whole_table(lang, text):
    sit = _read_situation(text, canon.load("cicera").engine, lexicon(lang))
    assert sit is not None and sit.whole
