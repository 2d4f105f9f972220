"""A rank said to lose to another ("the Cavallo loses to the Re", "Il Re perde contro il
Cavallo", "Re häviää Cavallolle"): the second is the higher, read against the engine's order in
nine languages; a word of losing that does not name what the card loses to ("I played the Asso
and lost, then the 3 won") compares nothing."""

import pytest

from checking import an_error, no_error

PAIRS = [   # (lang, ours, different)
    ("en", "The Cavallo loses to the Re.", "The Re loses to the Cavallo."),
    ("it", "Il Cavallo perde contro il Re.", "Il Re perde contro il Cavallo."),
    ("fr", "Le Cavallo perd contre le Re.", "Le Re perd contre le Cavallo."),
    ("es", "El Cavallo pierde contra el Re.", "El Re pierde contra el Cavallo."),
    ("pt", "O Fante perde para o Cavallo.", "O Cavallo perde para o Fante."),
    ("de", "Der Cavallo verliert gegen den Re.", "Der Re verliert gegen den Cavallo."),
    ("ru", "Cavallo проигрывает Re.", "Re проигрывает Cavallo."),
    ("fi", "Cavallo häviää Relle.", "Re häviää Cavallolle."),
    ("vi", "Lá Cavallo thua lá Re.", "Lá Re thua lá Cavallo."),
]


@pytest.mark.parametrize("lang, ours, different", PAIRS)
def test_the_card_lost_to_ranks_higher(lang, ours, different):
    no_error(lang, "briscola", ours)
    an_error(lang, "briscola", different)


@pytest.mark.parametrize("lang, text", [
    ("en", "I played the Asso and lost, then the 3 won the next trick."),
    ("en", "My Asso lost to her trump 3."),
    ("de", "Der Fante verliert gegen den Cavallo und den Re."),
    ("fr", "Le Fante perd contre le Cavallo, le Cavallo contre le Re."),
    ("ru", "Fante проигрывает и Cavallo, и Re."),
])
def test_losing_that_names_no_higher_card_or_names_ours_is_no_error(lang, text):
    no_error(lang, "briscola", text)
