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
    # Page data only (the engine reads neither): two sentences of history, and the encyclopedia
    # article in each language that has one (``reference`` is the English one).
    history: str | None = None
    links: dict[str, str] = {}
    suits: list[SuitSpec] | None = None
    ranks: list[RankSpec] | None = None
    extra: list[ExtraCardSpec] = []
    derived_from: DerivedDeck | None = None

    @model_validator(mode="after")
    def _shape(self) -> "DeckSpec":
        if self.derived_from is None and not (self.suits and self.ranks):
            raise ValueError("a deck needs suits and ranks, or derived_from")
        ranks = sorted(r.code for r in self.ranks or [])
        for suit in self.suits or []:
            if suit.rank_order is not None and sorted(suit.rank_order) != ranks:
                raise ValueError(f"suit {suit.code}: rank_order must list each rank once")
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


class TrickExample(Strict):
    """Cards played to one trick in order (the first leads), with the trump suit if it is a suit."""

    id: str
    kind: Literal["trick"]
    cards: list[str]
    trump: str | None = None
    expect: dict[str, int]  # winner: index into cards; points: card points in the trick


class CardPointsExample(Strict):
    """The card points of the whole pack."""

    id: str
    kind: Literal["card_points"]
    expect: dict[str, int]  # total


class SettleExample(Strict):
    """Final card points of the two players: which one wins (``winner``: index, or -1 for a tie)."""

    id: str
    kind: Literal["settle"]
    points: list[int]
    expect: dict[str, int]


class RankVsPointsExample(Strict):
    """Two cards of one suit: which ranks higher, and what each is worth."""

    id: str
    kind: Literal["rank_vs_points"]
    cards: list[str] = Field(min_length=2, max_length=2)
    expect: dict[str, int]  # higher: index; points_0, points_1


class CombinationExample(Strict):
    """Cards a team holds: the total its combinations score (with the wildcard's bonus)."""

    id: str
    kind: Literal["combination"]
    cards: list[str]
    expect: dict[str, int]  # score; combinations: how many


class RestoInPlayExample(Strict):
    """A lead before a scoring event and the points the event gives to the leading side
    (negative: to the other side): resti earned and the lead carried on."""

    id: str
    kind: Literal["resto_in_play"]
    lead: int
    scored: int
    expect: dict[str, int]  # resti, carried


class RestoEndExample(Strict):
    """The remaining lead at the end of the deal: how many resti it gives."""

    id: str
    kind: Literal["resto_end"]
    lead: int
    expect: dict[str, int]  # resti


class BeyondCardsExample(Strict):
    """Cards a team captured: the bonus for cards beyond the threshold."""

    id: str
    kind: Literal["beyond_cards"]
    cards: int
    expect: dict[str, int]  # bonus


Example = Annotated[Union[CaptureOptionsExample, NapulaExample, CaptureBonusesExample, MajorityExample,
                          TrickExample, CardPointsExample, SettleExample, RankVsPointsExample,
                          CombinationExample, RestoInPlayExample, RestoEndExample, BeyondCardsExample],
                    Field(discriminator="kind")]


# ---------------------------------------------------------------- fishing rules

Primitive = Union[str, dict[str, Any]]


class DealSpec(Strict):
    dealer: Literal["random"]
    first_player: Literal["dealer_right", "random"]
    hand: int = Field(ge=1)
    table: int = Field(default=0, ge=0)
    # Dealing in two packets (Minchiate: 10 then 11); their sum is the hand.
    first_packet: int | None = Field(default=None, ge=1)
    second_packet: int | None = Field(default=None, ge=1)
    # The dealer's last dealt card is shown and scores at once if it counts.
    expose: Literal["dealer_last"] | None = None

    @model_validator(mode="after")
    def _packets(self) -> "DealSpec":
        if (self.first_packet is None) != (self.second_packet is None):
            raise ValueError("give both first_packet and second_packet, or neither")
        if self.first_packet is not None and self.first_packet + self.second_packet != self.hand:
            raise ValueError("first_packet + second_packet must equal hand")
        return self


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


# ---------------------------------------------------------------- trick-game rules

class StockSpec(Strict):
    """Cards left after the deal form a stock; one is turned face up and drawn last."""

    turn_up: Literal["trump_suit"]
    draw: Literal["winner_first"]


class TricksSpec(Strict):
    trumps: Literal["turned_up_suit", "trump_cards"]
    follow: Literal["none", "follow_else_trump"]
    # One rank order (highest first) for every suit; without it each suit uses the deck's order.
    rank_order: list[str] | None = None
    leader: Literal["trick_winner"]


class TrumpPoints(Strict):
    """Trumps ``low``–``high``, or the listed ``numbers``, are worth ``points`` each."""

    id: str
    numbers: list[int] | None = None
    low: int | None = None
    high: int | None = None
    points: int = Field(ge=1)

    @model_validator(mode="after")
    def _which(self) -> "TrumpPoints":
        if (self.numbers is None) == (self.low is None or self.high is None):
            raise ValueError("give either numbers or low and high")
        return self

    def members(self) -> list[int]:
        return list(self.numbers) if self.numbers is not None else list(range(self.low, self.high + 1))


class PointTable(Strict):
    """Card points: by rank (any suit), by trump number, by card code; cards not listed are 0.
    ``in_combination`` gives trumps a different value inside a combination."""

    ranks: dict[str, int] = {}
    trumps: list[TrumpPoints] = []
    cards: dict[str, int] = {}
    in_combination: dict[int, int] = {}


class RobSpec(Strict):
    """Robbing: the cutter from the bottom of the cut, then the dealer from the undealt cards,
    each taking cards while they count or are trumps above ``trumps_above``, at most ``cap``."""

    robbers: list[Literal["cutter", "dealer"]]
    cap: int = Field(ge=1)
    trumps_above: int
    cutter: Literal["dealer_left"]


class FolaSpec(Strict):
    """The undealt cards: the dealer takes the counting cards and trump ``also_take`` from them;
    they never take part in tricks and are shown to everyone after the declarations."""

    dealer_takes: Literal["counting_cards"]
    also_take: int


class DiscardSpec(Strict):
    """Robbers discard back to the hand size, only zero-point cards, never trump ``never_trump``."""

    back_to_hand: bool
    only_zero_point: bool
    never_trump: int


class ExcuseSpec(Strict):
    """A card that may be played instead of any card, never wins, and stays with its team."""

    card: str
    payment: Literal["zero_point_card_at_end"]
    king_rule: bool


class DeclarationSpec(Strict):
    before_play: bool
    score_again_at_end: bool


class RunsSpec(Strict):
    min_length: int = Field(ge=2)
    ranges: list[list[int]]

    @field_validator("ranges")
    @classmethod
    def _pairs(cls, v: list[list[int]]) -> list[list[int]]:
        if not all(len(r) == 2 and r[0] < r[1] for r in v):
            raise ValueError("each range is [low, high] with low < high")
        return v


class FixedSetSpec(Strict):
    id: str
    trumps: list[int]
    cards: list[str] = []


class SameRankSpec(Strict):
    id: str
    rank: str
    min: int = Field(ge=2)


class WildcardSpec(Strict):
    id: str        # the fact prefix its clause uses: {matto.bonus_per_combination}
    card: str
    bonus_per_combination: int


class CombinationsSpec(Strict):
    runs: RunsSpec
    sets: list[FixedSetSpec] = []
    same_rank: list[SameRankSpec] = []
    wildcard: WildcardSpec | None = None


class EndBonusSpec(Strict):
    last_trick: int = 0
    cards_beyond: int | None = None
    per_card: int = 1


class RestoSpec(Strict):
    """Point leads become resti: during play at a lead of ``unit`` or more, at the end rounded up."""

    unit: int = Field(ge=1)
    in_play: Literal["at_least_unit"]
    at_end: Literal["round_up"]


# ---------------------------------------------------------------- the game

class GameSpec(Strict):
    format: Literal["cardavia-game/1"]
    id: str
    name: str
    family: Literal["fishing", "tricks"]
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
    stock: StockSpec | None = None
    tricks: TricksSpec | None = None
    points: PointTable | None = None
    rob: RobSpec | None = None
    fola: FolaSpec | None = None
    discard: DiscardSpec | None = None
    excuse: ExcuseSpec | None = None
    declarations: DeclarationSpec | None = None
    combinations: CombinationsSpec | None = None
    end_bonus: EndBonusSpec | None = None
    resto: RestoSpec | None = None
    result: Literal["higher_total", "net_resti"]
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
        if self.family == "tricks":
            if self.tricks is None or self.points is None:
                raise ValueError("a trick game needs tricks and points")
            if self.rob is not None and (self.fola is None or self.discard is None):
                raise ValueError("robbing needs fola and discard")
            if self.discard is not None and self.fola is not None \
                    and self.discard.never_trump != self.fola.also_take:
                raise ValueError("discard.never_trump must be fola.also_take (the text names one trump)")
            if (self.result == "net_resti") != (self.resto is not None):
                raise ValueError("result net_resti goes with a resto section")
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
