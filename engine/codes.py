"""Spec values that name something in the game's deck: a card, a suit, a rank, a trump number;
and the other types of the primitives' parameters.

These annotated types are used by the game schema (``engine/spec.py``) and by the primitives'
parameters (``engine/primitives.py``, which names them only in annotations: playing a deal never
imports pydantic). When a spec is validated with its deck in the pydantic
context (``{"deck": deck}``), a code the deck lacks is an error at its YAML line.
"""

from __future__ import annotations

from typing import Annotated, Callable

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationInfo


def _deck(info: ValidationInfo):
    return (info.context or {}).get("deck")


def _card(code: str, info: ValidationInfo) -> str:
    deck = _deck(info)
    if deck is not None and code not in deck.index:
        raise ValueError(f"unknown card {code!r} for the {deck.spec.name} deck")
    return code


def _one_of(what: str, items: str) -> Callable[[str, ValidationInfo], str]:
    """A validator: the code must be one of the deck's ``items`` (``suits`` or ``ranks``)."""
    def check(code: str, info: ValidationInfo) -> str:
        deck = _deck(info)
        if deck is not None:
            codes = [x.code for x in getattr(deck, items)]
            if code not in codes:
                raise ValueError(f"unknown {what} {code!r} (the {deck.spec.name} deck has {', '.join(codes)})")
        return code
    return check


def _trump(number: int, info: ValidationInfo) -> int:
    deck = _deck(info)
    if deck is not None and number not in deck.trump_index:
        raise ValueError(f"the {deck.spec.name} deck has no trump {number}")
    return number


Card = Annotated[str, AfterValidator(_card)]
Suit = Annotated[str, AfterValidator(_one_of("suit", "suits"))]
Rank = Annotated[str, AfterValidator(_one_of("rank", "ranks"))]
TrumpNumber = Annotated[int, AfterValidator(_trump)]
Positive = Annotated[int, Field(ge=1)]


class Run(BaseModel):
    """The parameter of :func:`engine.primitives.napula`: the suit, the ranks required, the
    longest run scored."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    suit: Suit
    requires: list[Rank]
    cap: int = Field(ge=1)
