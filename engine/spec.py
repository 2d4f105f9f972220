"""Typed deck and game specs, loaded strictly from ``rules/``.

``load_game("cicera")`` returns a :class:`GameSpec`; any schema error names the YAML file, line
and column. Family-specific sections (fishing: ``capture``, ``bonuses``, ``napula`` ...) are
optional in the schema and required by :meth:`GameSpec.check_family`.
"""

from __future__ import annotations

import functools
import os
from pathlib import Path
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from . import primitives, yamlstrict
from .errors import SpecError

RULES_DIR = Path(__file__).resolve().parent.parent / "rules"


def rules_dir() -> Path:
    """The rules directory: ``$CARDAVIA_RULES`` if set, else the repository's ``rules/``."""
    return Path(os.environ.get("CARDAVIA_RULES") or RULES_DIR)


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


# ---------------------------------------------------------------- decks

class SuitSpec(Strict):
    code: str = Field(pattern=r"^[A-Z]$")
    name: str
    english: str
    # Minchiate-style per-suit rank orders and names live with the deck.
    rank_order: list[str] | None = None
    names: dict[str, str] | None = None


class RankSpec(Strict):
    code: str = Field(pattern=r"^[0-9A-Z]{1,2}$")
    name: str
    value: int | None = None
    court: bool = False


class ExtraCardSpec(Strict):
    """A card outside the suit × rank grid (a numbered trump, the Matto)."""

    code: str = Field(pattern=r"^[0-9A-Z]{1,3}$")
    name: str
    kind: Literal["trump", "excuse"]
    number: int | None = None


class DerivedDeck(Strict):
    base: str
    remove_ranks: list[str]


class DeckSpec(Strict):
    format: Literal["cardavia-deck/1"]
    id: str
    name: str
    region: list[str]
    reference: str
    description: str | None = None
    suits: list[SuitSpec] | None = None
    ranks: list[RankSpec] | None = None
    extra: list[ExtraCardSpec] = []
    derived_from: DerivedDeck | None = None

    @model_validator(mode="after")
    def _shape(self) -> "DeckSpec":
        if self.derived_from is None and not (self.suits and self.ranks):
            raise ValueError("a deck needs suits and ranks, or derived_from")
        return self


# ---------------------------------------------------------------- rules text

class SectionSpec(Strict):
    id: str
    title: str


class ClauseSpec(Strict):
    id: str = Field(pattern=r"^[A-Z]{3}-[A-Z0-9]+$")
    section: str
    text: str | None = None
    example: str | None = None
    concepts: list[str] = []

    @model_validator(mode="after")
    def _text_or_example(self) -> "ClauseSpec":
        if (self.text is None) == (self.example is None):
            raise ValueError("a clause has either text or example")
        return self


# ---------------------------------------------------------------- examples

class CaptureOptionsExample(Strict):
    id: str
    kind: Literal["capture_options"]
    play: str
    table: list[str]
    expect: dict[str, list[list[str]]]


class NapulaExample(Strict):
    id: str
    kind: Literal["napula"]
    cards: list[str]
    expect: dict[str, int]


class CaptureBonusesExample(Strict):
    id: str
    kind: Literal["capture_bonuses"]
    play: str
    table: list[str]
    take: list[str]
    last_left: str | None = None
    expect: dict[str, list[str]]


class MajorityExample(Strict):
    id: str
    kind: Literal["majority"]
    award: str
    counts: list[int]
    expect: dict[str, list[int]]


Example = Annotated[Union[CaptureOptionsExample, NapulaExample, CaptureBonusesExample, MajorityExample],
                    Field(discriminator="kind")]


# ---------------------------------------------------------------- fishing rules

Primitive = Union[str, dict[str, Any]]


class DealSpec(Strict):
    dealer: Literal["random"]
    first_player: Literal["dealer_right", "random"]
    hand: int = Field(ge=1)
    table: int = Field(default=0, ge=0)


class SumCapture(Strict):
    min_cards: int = Field(ge=2)


class CaptureSpec(Strict):
    by_rank: bool
    by_sum: SumCapture | None = None
    courts: Literal["by_rank_only"]
    optional: bool
    played_card_to_pile: bool


def _known(registry: dict, when: Primitive) -> Primitive:
    name, _ = primitives.split_primitive(when)
    if name not in registry:
        raise ValueError(f"unknown primitive {name!r} (known: {', '.join(sorted(registry))})")
    return when


class BonusSpec(Strict):
    id: str
    name: str
    when: Primitive
    points: int

    @field_validator("when")
    @classmethod
    def _when(cls, v: Primitive) -> Primitive:
        return _known(primitives.BONUS_RULES, v)


class EndSpec(Strict):
    leftovers: Literal["last_capturer_team"]
    leftover_bonus: bool
    nobody_captured: Literal["draw"]


class AwardSpec(Strict):
    id: str
    name: str | None = None
    when: Primitive
    points: int
    tie: Literal["nobody", "each"] = "nobody"

    @field_validator("when")
    @classmethod
    def _when(cls, v: Primitive) -> Primitive:
        return _known(primitives.AWARD_RULES, v)


class NapulaSpec(Strict):
    name: str
    suit: str
    requires: list[str]
    cap: int = Field(ge=1)


# ---------------------------------------------------------------- the game

class GameSpec(Strict):
    format: Literal["cardavia-game/1"]
    id: str
    name: str
    family: Literal["fishing"]
    deck: str
    players: int = Field(ge=2, le=8)
    teams: list[list[int]]
    direction: Literal["anticlockwise", "clockwise"]
    deals: int = 1
    deal: DealSpec
    capture: CaptureSpec | None = None
    bonuses: list[BonusSpec] = []
    bonuses_add_up: bool = True
    bonuses_on_last_play: bool = True
    end: EndSpec | None = None
    awards: list[AwardSpec] = []
    napula: NapulaSpec | None = None
    result: Literal["higher_total"]
    sections: list[SectionSpec]
    clauses: list[ClauseSpec]
    examples: list[Example] = []

    @model_validator(mode="after")
    def _consistent(self) -> "GameSpec":
        seats = sorted(s for team in self.teams for s in team)
        if seats != list(range(self.players)):
            raise ValueError(f"teams must list each of the {self.players} seats once")
        if self.family == "fishing" and (self.capture is None or self.end is None):
            raise ValueError("a fishing game needs capture and end")
        section_ids = {s.id for s in self.sections} | {"header", "intro"}
        example_ids = {e.id for e in self.examples}
        seen = set()
        for clause in self.clauses:
            if clause.id in seen:
                raise ValueError(f"clause {clause.id} is defined twice")
            seen.add(clause.id)
            if clause.section not in section_ids:
                raise ValueError(f"clause {clause.id}: unknown section {clause.section!r}")
            if clause.example and clause.example not in example_ids:
                raise ValueError(f"clause {clause.id}: unknown example {clause.example!r}")
        return self

    @property
    def source(self) -> Path:
        return rules_dir() / "games" / f"{self.id}.yaml"


def _validate(model: type[BaseModel], data: Any, path: Path) -> Any:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = tuple(p for p in err["loc"] if not (isinstance(p, str) and "[" in p))
        line, col = yamlstrict.position(data, loc)
        where = ".".join(str(p) for p in loc)
        message = err["msg"]
        if err["type"] == "extra_forbidden":
            message = f"unknown key {loc[-1]!r}"
        elif where:
            message = f"{where}: {message}"
        raise SpecError(message, str(path), line, col) from None


def load_deck_file(path: Path) -> DeckSpec:
    return _validate(DeckSpec, yamlstrict.load_file(path), path)


def load_game_file(path: Path) -> GameSpec:
    return _validate(GameSpec, yamlstrict.load_file(path), path)


@functools.cache
def load_deck(deck_id: str) -> DeckSpec:
    path = rules_dir() / "decks" / f"{deck_id}.yaml"
    if not path.exists():
        raise SpecError(f"unknown deck {deck_id!r}", str(path))
    return load_deck_file(path)


@functools.cache
def load_game(game_id: str) -> GameSpec:
    path = rules_dir() / "games" / f"{game_id}.yaml"
    if not path.exists():
        known = ", ".join(game_ids()) or "none"
        raise SpecError(f"unknown game {game_id!r} (known: {known})", str(path))
    return load_game_file(path)


def game_ids() -> list[str]:
    return sorted(p.stem for p in (rules_dir() / "games").glob("*.yaml"))
