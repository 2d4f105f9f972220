"""Cards and decks. A card code is ``<rank><suit>`` (``7S``, ``10D``, ``FC``) and round-trips:

>>> deck = Deck.load("bresciane-52")
>>> card = deck.card("FC")
>>> str(card), card.name
('FC', 'Fante of Cups')

Inside the engine a card is its index in ``deck.cards``; the per-index tuples (``value``,
``suit``, ``rank``, ``court``) keep the hot loops free of attribute look-ups.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .errors import CardError
from .state import Unpickled

if TYPE_CHECKING:
    from .spec import DeckSpec


@dataclass(frozen=True, slots=True)
class Card:
    code: str
    rank: str
    suit: str | None
    name: str
    value: int | None = None
    court: bool = False
    number: int | None = None  # a numbered trump's number
    kind: str | None = None    # an extra card's kind: "trump" or "excuse"

    def __str__(self) -> str:
        return self.code


class Deck(Unpickled):
    """An ordered pack built from a :class:`DeckSpec`."""

    def __init__(self, spec: DeckSpec, suits, ranks, extra) -> None:
        self.spec = spec
        self.id = spec.id
        self.suits = tuple(suits)
        self.ranks = tuple(ranks)
        cards: list[Card] = []
        for suit in self.suits:
            for rank in self.ranks:
                rank_name = (suit.names or {}).get(rank.code, rank.name)
                cards.append(Card(f"{rank.code}{suit.code}", rank.code, suit.code,
                                  f"{rank_name} of {suit.english}", rank.value, rank.court))
        for x in extra:
            cards.append(Card(x.code, x.code, None, x.name, None, False, x.number, x.kind))
        self.cards: tuple[Card, ...] = tuple(cards)
        self.code_of = tuple(c.code for c in self.cards)
        self.index = {c.code: i for i, c in enumerate(self.cards)}
        self.value = tuple(c.value for c in self.cards)
        self.suit = tuple(c.suit for c in self.cards)
        self.rank = tuple(c.rank for c in self.cards)
        self.court = tuple(c.court for c in self.cards)
        self.number = tuple(c.number for c in self.cards)
        self.kind = tuple(c.kind for c in self.cards)
        self.trump_index = {c.number: i for i, c in enumerate(self.cards) if c.kind == "trump"}

    def rank_order(self, suit: str) -> tuple[str, ...]:
        """The ranks of ``suit`` from highest to lowest: the suit's own order, else the deck's
        rank list from last to first."""
        for s in self.suits:
            if s.code == suit and s.rank_order is not None:
                return tuple(s.rank_order)
        return tuple(r.code for r in reversed(self.ranks))

    @classmethod
    @functools.cache
    def load(cls, deck_id: str) -> "Deck":
        from .spec import load_deck

        spec = load_deck(deck_id)
        if spec.derived_from is None:
            return cls(spec, spec.suits, spec.ranks, spec.extra)
        base = cls.load(spec.derived_from.base)
        unknown = set(spec.derived_from.remove_ranks) - {r.code for r in base.ranks}
        if unknown:
            raise CardError(f"deck {spec.id}: cannot remove unknown ranks {sorted(unknown)}")
        ranks = [r for r in base.ranks if r.code not in spec.derived_from.remove_ranks]
        return cls(spec, base.suits, ranks, base.spec.extra)

    def __len__(self) -> int:
        return len(self.cards)

    def parse(self, code: object) -> int:
        """The index of the card with this code; :class:`CardError` if the deck has none."""
        try:
            return self.index[code]  # type: ignore[index]
        except (KeyError, TypeError):
            raise CardError(f"unknown card code {code!r} for the {self.spec.name} deck") from None

    def card(self, code: str) -> Card:
        return self.cards[self.parse(code)]

    def code(self, index: int) -> str:
        return self.cards[index].code

    def codes(self, indices) -> list[str]:
        return list(map(self.code_of.__getitem__, indices))
