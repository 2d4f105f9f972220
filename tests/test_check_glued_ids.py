"""Digits glued to a letter name a player or an item ("G2 plays", "P1", "J2 joue"), not a card:
the card reader leaves them out and reads the cards named beside them. Sentences written for
this test."""

import pytest

from engine import games
from toolkit.check.cardwords import card_words
from toolkit.check.lexicon import lexicon


@pytest.mark.parametrize("lang,game,text,ranks", [
    ("en", "briscola", "P1 leads the 5 of Cups, then P2 plays the 6 of Cups.", ["5", "6"]),
    ("it", "briscola", "G1 gioca il 4 di Coppe e G2 risponde con il 7 di Coppe.", ["4", "7"]),
    ("fr", "cicera", "J3 pose le 2 de Coupes ; J4 le prend avec le 2 d'Épées.", ["2", "2"]),
    ("en", "briscola", "Seat B2 leads; the 3 of Swords and the 4 of Swords follow.", ["3", "4"]),
])
def test_digits_glued_to_a_letter_are_no_card(lang, game, text, ranks):
    words = card_words(text, lexicon(lang), games.load(game).deck)
    assert [w.rank for w in words if w.rank] == ranks
