"""A word for more after a negation, or in a phrase for "no longer" ("niemand … mehr", "any
more", "никто больше"), compares no totals: a sentence that says someone loses beside it states
no winner rule. A comparison of totals with its own negation ("gewinnt nicht, wer mehr …") is
still read."""

import pytest

from checking import an_error, no_error

NO_LONGER = [
    ("de", "Niemand spielt mehr so, und wer es tut, verliert den Faden."),
    ("de", "Keiner zählt mehr mit, und wer verliert, zahlt die nächste Runde."),
    ("en", "Nobody plays like that any more, and whoever does loses track."),
    ("en", "No one keeps count any more, and whoever loses buys the next round."),
    ("ru", "Никто больше так не играет, а кто играет, тот проигрывает."),
]

COMPARED = [
    ("de", "Es gewinnt nicht, wer mehr Punkte hat."),
    ("en", "Whoever has more points loses."),
    ("ru", "Проигрывает тот, у кого больше очков."),
    ("it", "Non vince chi ha più punti, ma chi ne ha meno."),
]


@pytest.mark.parametrize("lang, text", NO_LONGER)
def test_no_longer_compares_no_totals(lang, text):
    no_error(lang, "briscola", text)


@pytest.mark.parametrize("lang, text", COMPARED)
def test_a_comparison_of_totals_is_still_read(lang, text):
    an_error(lang, "briscola", text, "claims")
