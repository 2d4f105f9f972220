"""The values a clause template may name: ``{deal.hand}``, ``{bonus.scua.points}``, ``{deck.size}``.

Facts are the spec flattened to dotted names, plus the derived numbers a family computes
(``game.extra_facts()``). Values are typed so that pages can phrase them per language: a plain
``int``/``str``, or a :class:`CardRef`, :class:`SuitRef`, :class:`RankList` or :class:`NumberList`.
"""

from __future__ import annotations

import re
import weakref
from dataclasses import dataclass
from typing import Any

from . import primitives


@dataclass(frozen=True)
class CardRef:
    """A card, phrased per language (``2S`` → "2 of Swords", "мечи 2")."""

    code: str


@dataclass(frozen=True)
class SuitRef:
    """A suit code, phrased per language (``S`` → "Swords")."""

    code: str


@dataclass(frozen=True)
class RankList:
    """Ranks of a run, printed joined by dashes: Asso–2–3."""

    codes: tuple[str, ...]


@dataclass(frozen=True)
class RankOrder:
    """Ranks from highest to lowest, printed "Asso > 3 > Re"."""

    codes: tuple[str, ...]


@dataclass(frozen=True)
class NumberList:
    """Numbers phrased as a list in the language: "1, 13 and 28"."""

    numbers: tuple[int, ...]


@dataclass(frozen=True)
class NumberRange:
    """A closed range: "2–10"."""

    low: int
    high: int


@dataclass(frozen=True)
class RangeList:
    """Closed ranges phrased as alternatives: "1–5 or 28–40"."""

    ranges: tuple[NumberRange, ...]


# A clause template's placeholder: ``{deal.hand}``.
PLACEHOLDER = re.compile(r"\{([A-Za-z0-9_.]+)\}")

Fact = int | str | CardRef | SuitRef | RankList | RankOrder | NumberList | NumberRange | RangeList

# Keys whose values are card codes, suit codes or rank lists wherever they occur.
_CARD_KEYS = {"card", "holds_card"}
_SUIT_KEYS = {"suit", "majority_of_suit"}
_RANK_LIST_KEYS = {"requires"}
_SKIP = {"format", "sections", "clauses", "examples", "teams", "family", "id"}


def _flatten(prefix: str, value: Any, out: dict[str, Fact]) -> None:
    key = prefix.rsplit(".", 1)[-1]
    if isinstance(value, dict):
        for k, v in value.items():
            if k not in _SKIP:
                _flatten(f"{prefix}.{k}" if prefix else str(k), v, out)
    elif isinstance(value, list):
        if key in _RANK_LIST_KEYS:
            out[prefix] = RankList(tuple(value))
        elif all(isinstance(v, dict) and "id" in v for v in value):
            singular = {"bonuses": "bonus", "awards": "award"}.get(key, key)
            base = prefix[: -len(key)] + singular
            for v in value:
                _flatten(f"{base}.{v['id']}", v, out)
        elif all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            out[prefix] = NumberList(tuple(value))
    elif isinstance(value, bool) or value is None:
        return
    elif key in _CARD_KEYS:
        out[prefix] = CardRef(value)
    elif key in _SUIT_KEYS:
        out[prefix] = SuitRef(value)
    else:
        out[prefix] = value


def _parameters(game, out: dict[str, Fact]) -> None:
    """A bonus's or award's primitive parameter is also a fact under the parameter's name
    (``award.la_mata.card``), or under each of its keys (``award.napula.suit``)."""
    for prefix, registry, entries in (("bonus", primitives.BONUS_RULES, game.spec.bonuses),
                                      ("award", primitives.AWARD_RULES, game.spec.awards)):
        for entry in entries:
            name, param = primitives.split_primitive(entry.when)
            if param is None:
                continue
            if isinstance(param, dict):
                for k, v in param.items():
                    _flatten(f"{prefix}.{entry.id}.{k}", v, out)
            else:
                _flatten(f"{prefix}.{entry.id}.{primitives.parameter_name(registry[name])}", param, out)


_KNOWN: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def facts(game) -> dict[str, Fact]:
    """Every fact of ``game`` by dotted name (worked out once per game; each caller gets its own dict)."""
    known = _KNOWN.get(game)
    if known is None:
        known = _KNOWN[game] = _facts(game)
    return dict(known)


def _facts(game) -> dict[str, Fact]:
    out: dict[str, Fact] = {}
    _flatten("", game.spec.model_dump(), out)
    _parameters(game, out)
    deck = game.deck
    out["deck.size"] = len(deck)
    out["deck.name"] = deck.spec.name
    for rank in deck.ranks:
        if rank.value is not None:
            out[f"rank.{rank.code}.value"] = rank.value
    out.update(game.extra_facts())
    return out
