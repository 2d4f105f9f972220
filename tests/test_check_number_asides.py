"""A number inside an aside set off by spaced dashes, and a number that counts a fraction of the
pack: neither takes the place of a number of ours nor states the pack's size. Sentences written
for this test; each expectation checked by hand against the spec (Briscola: 40 cards, 120 points,
3 dealt; Cìcera: 52 cards)."""

import pytest

from checking import errors


@pytest.mark.parametrize("lang,game,text", [
    # a quarter of the Briscola pack is one suit: 10 of its 40 cards
    ("ru", "briscola", "Ровно четверть колоды — 10 карт из 40 — козыри."),
    ("en", "briscola", "Exactly a quarter of the pack — 10 cards out of 40 — are trumps."),
    ("it", "briscola", "Un quarto del mazzo – 10 carte su 40 – è di briscola."),
    ("fr", "briscola", "Un quart du paquet — 10 cartes sur 40 — est d'atout."),
    ("de", "cicera", "Ein Viertel des Spiels – 13 der 52 Karten – sind Schwerter."),
])
def test_a_fraction_of_the_pack_told_in_an_aside_is_no_rule_number(lang, game, text):
    assert errors(text, lang, game) == []


@pytest.mark.parametrize("lang,game,text", [
    ("en", "briscola", "The pack has 36 cards."),
    ("ru", "briscola", "В колоде 36 карт."),
])
def test_the_pack_said_whole_is_still_compared(lang, game, text):
    assert errors(text, lang, game) != []
