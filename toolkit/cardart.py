"""Cards as pictures: one small SVG per card, generated from the deck spec.

Italian suits get their own marks (a sword, a cup, a coin, a baton) drawn as paths; numerals show
their pips, court cards their mark, their letter and their (untranslated) name, Minchiate trumps
their number, and the Matto its cap. Pictures are language-neutral: the localised name goes in the
``alt`` text of the page that shows them. Every card is a standalone file of 1–3 kB, drawn in a
60 × 96 box, so it stays crisp at any size.

>>> svg = card_svg("bresciane-52", "7S")
>>> svg.startswith("<svg") and 'viewBox="0 0 60 96"' in svg
True
>>> card_url("minchiate-97", "29T")
'assets/cards/minchiate-97/29T.svg'
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from xml.sax.saxutils import escape

from engine.cards import Card, Deck

WIDTH, HEIGHT = 60, 96
ASSETS = "assets/cards"

# Each suit mark in a 20 × 20 box: (fill, path) layers, drawn in order with a dark outline.
INK = "#2b2118"
SUIT_MARKS: dict[str, tuple[tuple[str, str], ...]] = {
    # Spade: a straight sword, point up.
    "S": (("#3f6fb0", "M10 .5 12.2 4v9.3H7.8V4Z"),
          ("#c8962b", "M4.5 13.3h11v2h-11Z"),
          ("#7a4a1e", "M9 15.3h2v3H9Z"),
          ("#c8962b", "M10 17.6a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 1 1 0-2.6Z")),
    # Coppe: a goblet.
    "C": (("#c0392b", "M3 2.5h14c0 5.5-3 8.5-7 8.5S3 8 3 2.5Z"),
          ("#d9a520", "M9 11h2v5H9Z"),
          ("#d9a520", "M4.5 19.5c0-2.6 2.4-4 5.5-4s5.5 1.4 5.5 4Z")),
    # Denari: a coin with a rosette.
    "D": (("#e0b21c", "M10 .8a9.2 9.2 0 1 1 0 18.4A9.2 9.2 0 1 1 10 .8Z"),
          ("#f6dc7a", "M10 4.6a5.4 5.4 0 1 1 0 10.8 5.4 5.4 0 1 1 0-10.8Z"),
          ("#b83227", "M10 7.6 11.2 9 13 8.8 12.1 10.4 13 12 11.2 11.8 10 13.3 8.8 11.8 7 12 7.9 10.4 7 8.8 8.8 9Z")),
    # Bastoni: a knotty club, thick end up.
    "B": (("#8a5a2b", "M7 3c0-2 6-2 6 0l-1.3 15c-.2 1.6-3.2 1.6-3.4 0Z"),
          ("#3f8f3a", "M6.6 6.5 4.6 5.2l1.8 3.1Z"),
          ("#3f8f3a", "M13.2 10 15.6 8.8l-2.6 3Z"),
          ("#3f8f3a", "M6.9 13.2 5 12.6l1.9 2.5Z")),
}

# Pip centres of the numerals, in a 40 × 56 field (left to right, top to bottom).
_COLS = (12, 28)
_ROWS4 = (6, 20.7, 35.3, 50)
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((20, 28),),
    2: ((20, 6), (20, 50)),
    3: ((20, 6), (20, 28), (20, 50)),
    4: tuple((x, y) for y in (6, 50) for x in _COLS),
    5: tuple((x, y) for y in (6, 50) for x in _COLS) + ((20, 28),),
    6: tuple((x, y) for y in (6, 28, 50) for x in _COLS),
    7: tuple((x, y) for y in (6, 28, 50) for x in _COLS) + ((20, 17),),
    8: tuple((x, y) for y in _ROWS4 for x in _COLS),
    9: tuple((x, y) for y in _ROWS4 for x in _COLS) + ((20, 28),),
    10: tuple((x, y) for y in _ROWS4 for x in _COLS) + ((20, 13.3), (20, 42.7)),
}

# Letters in the corners of court cards and the Asso (Italian initials; "Rg" keeps the
# Regina apart from the Re).
COURT_LETTERS = {"A": "A", "F": "F", "C": "C", "Q": "Rg", "R": "R"}

TRUMP_FACE = "#efe6f7"
TRUMP_INK = "#4a2670"
FACE = "#fffdf6"


def _deck(deck: Deck | str) -> Deck:
    return deck if isinstance(deck, Deck) else Deck.load(deck)


def card_url(deck_id: str, code: str) -> str:
    """The card's path relative to the site root."""
    return f"{ASSETS}/{deck_id}/{code}.svg"


def _mark(suit: str) -> str:
    layers = "".join(f'<path fill="{fill}" d="{d}"/>' for fill, d in SUIT_MARKS[suit])
    return f'<symbol id="cardavia-suit-{suit}" viewBox="0 0 20 20"><g stroke="{INK}" stroke-width=".6" stroke-linejoin="round">{layers}</g></symbol>'


def _use(suit: str, x: float, y: float, size: float) -> str:
    return f'<use href="#cardavia-suit-{suit}" x="{x - size / 2:g}" y="{y - size / 2:g}" width="{size:g}" height="{size:g}"/>'


def _text(x: float, y: float, size: float, text: str, fill: str = INK, weight: str = "700") -> str:
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" font-weight="{weight}" fill="{fill}" '
            f'text-anchor="middle">{escape(text)}</text>')


def _frame(face: str, ink: str) -> str:
    return (f'<rect x=".75" y=".75" width="{WIDTH - 1.5:g}" height="{HEIGHT - 1.5:g}" rx="4.5" '
            f'fill="{face}" stroke="{ink}" stroke-width="1.5"/>')


def _corners(label: str, ink: str) -> str:
    size = 9 if len(label) < 3 else 7.5
    return (_text(8.5, 11.5, size, label, ink)
            + f'<g transform="rotate(180 {WIDTH / 2:g} {HEIGHT / 2:g})">{_text(8.5, 11.5, size, label, ink)}</g>')


def _suit_card(deck: Deck, card: Card) -> str:
    rank = next(r for r in deck.ranks if r.code == card.rank)
    suit = next(s for s in deck.suits if s.code == card.suit)
    name = (suit.names or {}).get(rank.code, rank.name)
    body = [_mark(card.suit), _frame(FACE, INK)]
    if rank.name.isdigit() and int(rank.name) in PIPS:
        label = rank.name
        body += [_use(card.suit, 10 + x, 20 + y, 11) for x, y in PIPS[int(rank.name)]]
    else:
        label = COURT_LETTERS.get(rank.code, rank.name[:2])
        if rank.court:
            body += [_use(card.suit, 30, 40, 26), _text(30, 76, 8.5, name, INK, "600")]
        else:
            body.append(_use(card.suit, 30, 48, 34))
    body.append(_corners(label, INK))
    return "".join(body)


def _trump(card: Card) -> str:
    title = card.name.split("(", 1)[1].rstrip(")") if "(" in card.name else ""
    body = [_frame(TRUMP_FACE, TRUMP_INK),
            f'<rect x="7" y="17" width="46" height="62" rx="3" fill="none" stroke="{TRUMP_INK}" stroke-width=".8"/>',
            _text(30, 57, 24, str(card.number), TRUMP_INK), _corners(str(card.number), TRUMP_INK)]
    if title:
        body.append(_text(30, 72, 7.5, title, TRUMP_INK, "600"))
    return "".join(body)


def _matto(card: Card) -> str:
    cap = (f'<g stroke="{INK}" stroke-width=".8" stroke-linejoin="round">'
           '<path fill="#c0392b" d="M30 44 18 26c6 2 9 8 12 18Z"/>'
           '<path fill="#3f6fb0" d="M30 44 42 26c-6 2-9 8-12 18Z"/>'
           '<path fill="#e0b21c" d="M30 44 30 20c-3 6-3 14 0 24Z"/>'
           '<path fill="#f6dc7a" d="M21 44h18v4H21Z"/>'
           '<circle cx="18" cy="25" r="2" fill="#e0b21c"/><circle cx="42" cy="25" r="2" fill="#e0b21c"/>'
           '<circle cx="30" cy="19" r="2" fill="#c0392b"/></g>')
    return "".join([_frame(FACE, INK), cap, _text(30, 66, 9, card.name), _corners("M", INK)])


def card_svg(deck: Deck | str, code: str) -> str:
    """The card's picture as a standalone SVG document; an unknown code raises CardError."""
    deck = _deck(deck)
    card = deck.card(code)
    if card.kind == "trump":
        body = _trump(card)
    elif card.kind == "excuse":
        body = _matto(card)
    else:
        body = _suit_card(deck, card)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
            f'font-family="Georgia,\'DejaVu Serif\',serif"><title>{escape(card.name)}</title>{body}</svg>\n')


def write_deck(deck: Deck | str, directory: Path) -> list[Path]:
    """Write every card of the deck as ``<directory>/<code>.svg``; return the paths written.

    Files are written to a temporary name and moved into place, so a reader never sees half a card.
    """
    deck = _deck(deck)
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    paths = []
    for card in deck.cards:
        path = directory / f"{card.code}.svg"
        fd, tmp = tempfile.mkstemp(prefix=f".{card.code}.", suffix=".tmp", dir=directory)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(card_svg(deck, card.code))
        os.replace(tmp, path)
        paths.append(path)
    return paths


def write_assets(site_root: Path, decks) -> None:
    """Every card of every deck under ``site_root/assets/cards/<deck-id>/``."""
    for deck in decks:
        deck = _deck(deck)
        write_deck(deck, Path(site_root) / ASSETS / deck.id)
