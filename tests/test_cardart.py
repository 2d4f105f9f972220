"""Card pictures: every card of every deck is a small, valid, distinct SVG drawn from the spec."""

import xml.etree.ElementTree as ET

import pytest

from engine.cards import Deck
from engine.errors import CardError
from toolkit.cardart import SUIT_MARKS, card_svg, card_url, write_assets, write_deck

SVG = "{http://www.w3.org/2000/svg}"
DECKS = ["bresciane-52", "briscola-40", "minchiate-97"]


def texts(svg: str) -> list[str]:
    return [t.text for t in ET.fromstring(svg).iter(f"{SVG}text")]


@pytest.mark.parametrize("deck_id", DECKS)
def test_every_card_is_a_valid_light_svg_named_in_its_title(deck_id):
    deck = Deck.load(deck_id)
    pictures = set()
    for card in deck.cards:
        svg = card_svg(deck, card.code)
        root = ET.fromstring(svg)
        assert root.tag == f"{SVG}svg" and root.get("viewBox") == "0 0 60 96"
        assert root.find(f"{SVG}title").text == card.name
        assert len(svg.encode()) < 3000, f"{card.code}: {len(svg.encode())} bytes"
        pictures.add(svg)
    assert len(pictures) == len(deck), "two cards share a picture"


def test_numerals_show_as_many_suit_marks_as_their_rank():
    deck = Deck.load("bresciane-52")
    for n in range(2, 11):
        root = ET.fromstring(card_svg(deck, f"{n}D"))
        assert len(list(root.iter(f"{SVG}use"))) == n
        assert texts(card_svg(deck, f"{n}D")) == [str(n), str(n)]


def test_each_suit_has_its_own_mark():
    deck = Deck.load("bresciane-52")
    symbols = {s: ET.tostring(ET.fromstring(card_svg(deck, f"A{s}")).find(f"{SVG}symbol")) for s in "SCDB"}
    assert len(set(symbols.values())) == 4
    assert set(SUIT_MARKS) == {s.code for s in deck.suits}


def test_court_cards_carry_their_letter_and_name_fantina_included():
    deck = Deck.load("minchiate-97")
    assert texts(card_svg(deck, "FC")) == ["Fantina", "F", "F"]
    assert texts(card_svg(deck, "FS")) == ["Fante", "F", "F"]
    assert texts(card_svg(deck, "QB")) == ["Regina", "Rg", "Rg"]
    assert texts(card_svg(deck, "RB")) == ["Re", "R", "R"]


def test_trumps_show_their_number_and_the_named_ones_their_name():
    deck = Deck.load("minchiate-97")
    assert texts(card_svg(deck, "29T")) == ["29", "29", "29"]
    assert texts(card_svg(deck, "38T")) == ["38", "38", "38", "Sole"]
    assert "Matto" in texts(card_svg(deck, "M"))


def test_unknown_code_is_a_card_error():
    with pytest.raises(CardError, match="unknown card code '8S'"):
        card_svg("briscola-40", "8S")


def test_write_deck_writes_every_card_and_nothing_else(tmp_path):
    paths = write_deck("briscola-40", tmp_path / "cards")
    assert len(paths) == 40
    assert sorted(p.name for p in (tmp_path / "cards").iterdir()) == sorted(f"{c.code}.svg" for c in Deck.load("briscola-40").cards)
    assert (tmp_path / "cards" / "RS.svg").read_text(encoding="utf-8") == card_svg("briscola-40", "RS")


def test_assets_live_under_the_site_root_by_deck(tmp_path):
    write_assets(tmp_path, DECKS)
    assert (tmp_path / card_url("minchiate-97", "M")).is_file()
    assert len(list((tmp_path / "assets/cards/bresciane-52").glob("*.svg"))) == 52


def test_cards_inlined_in_one_page_keep_their_own_suit_marks():
    """Several cards inlined in one HTML page share one id space: each use must reach its own suit's mark."""
    deck = Deck.load("bresciane-52")
    ids = {}
    for s in "SCDB":
        root = ET.fromstring(card_svg(deck, f"7{s}"))
        (symbol,) = root.iter(f"{SVG}symbol")
        refs = {u.get("href") for u in root.iter(f"{SVG}use")}
        assert refs == {"#" + symbol.get("id")}
        ids[s] = symbol.get("id")
    assert len(set(ids.values())) == 4
