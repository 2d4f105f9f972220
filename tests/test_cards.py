import pytest

from engine.cards import Deck
from engine.errors import CardError


def test_codes_round_trip_over_the_whole_deck():
    deck = Deck.load("bresciane-52")
    assert len(deck) == 52
    for i, card in enumerate(deck.cards):
        assert deck.parse(str(card)) == i
    assert len({c.code for c in deck.cards}) == 52


def test_card_names_and_values():
    deck = Deck.load("bresciane-52")
    assert deck.card("FC").name == "Fante of Cups"
    assert deck.card("CC").name == "Cavallo of Cups"   # rank C (Cavallo), suit C (Coppe)
    assert deck.card("AS").value == 1 and deck.card("10D").value == 10
    assert deck.card("RB").court and deck.card("RB").value is None


@pytest.mark.parametrize("code", ["11S", "7X", "", "7s", "AS ", None, 7])
def test_unknown_codes_are_errors(code):
    with pytest.raises(CardError, match="unknown card code"):
        Deck.load("bresciane-52").parse(code)
