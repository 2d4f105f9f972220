"""Typed deck and game specs, loaded strictly from ``rules/``.

``load_game("cicera")`` returns a :class:`GameSpec`; any schema error names the YAML file, line
and column. A game is validated against its deck: every card, suit, rank and trump number it
names must exist (``engine/codes.py``), and its deal must fit the pack.

Every field is either a rule the engine executes, or marked in the schema as page data
(:func:`page_data`: names, links, the direction the pages describe) or as a key (:func:`key`:
ids that clauses, examples and records refer to). ``tests/test_mutations.py`` changes each rule
field of each spec and asserts that some engine outcome changes.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Annotated, Any, Literal, Union

from pydantic import (BaseModel, ConfigDict, Field, PrivateAttr, TypeAdapter, ValidationError, ValidationInfo,
                      field_validator, model_validator)

from . import primitives, yamlstrict
from .codes import Card, Rank, Suit, TrumpNumber
from .errors import SpecError
from .paths import game_ids, rules_dir


def page_data(*args, **kwargs):
    """A field the pages (and the checker) print, which no rule reads: a name, a link."""
    return Field(*args, json_schema_extra={"page_data": True}, **kwargs)


def key(*args, **kwargs):
    """An id that clauses, examples, facts or records refer to; not a rule."""
    return Field(*args, json_schema_extra={"key": True}, **kwargs)


class Located(Exception):
    """Raised by a document-level validator: ``loc`` is the path of the offending value."""

    def __init__(self, loc: tuple, message: str) -> None:
        super().__init__(message)
        self.loc = loc
        self.message = message


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


class Document(Strict):
    """A whole spec file: remembers its path and YAML positions to name the line of a problem."""

    _path: Path | None = PrivateAttr(None)
    _raw: Any = PrivateAttr(None)

    def error(self, message: str, *loc, needle: str | None = None) -> SpecError:
        """An error at the value ``loc``; with ``needle``, at the first line from there holding it
        (inside a multi-line text)."""
        line, col = yamlstrict.position(self._raw, loc)
        if needle is not None and line is not None and self._path is not None:
            lines = self._path.read_text(encoding="utf-8").splitlines()
            found = next((i for i in range(line - 1, len(lines)) if needle in lines[i]), None)
            if found is not None:
                line, col = found + 1, lines[found].index(needle) + 1
        return SpecError(message, str(self._path) if self._path else None, line, col)


# ---------------------------------------------------------------- decks

class SuitSpec(Strict):
    code: str = key(pattern=r"^[A-Z]$")
    name: str = page_data()
    english: str = page_data()
    # Minchiate-style per-suit rank orders and names live with the deck.
    rank_order: list[str] | None = None
    names: dict[str, str] | None = page_data(None)


class RankSpec(Strict):
    code: str = key(pattern=r"^[0-9A-Z]{1,2}$")
    name: str = page_data()
    value: int | None = None
    # What the pages call a court card; the engine knows numerals by their value (courts have none).
    court: bool = page_data(False)

    @model_validator(mode="after")
    def _court_has_no_value(self) -> "RankSpec":
        if self.court and self.value is not None:
            raise ValueError(f"rank {self.code}: a court card has no value")
        return self


class ExtraCardSpec(Strict):
    """A card outside the suit × rank grid: a trump (it has a number) or the excuse (the Matto)."""

    code: str = key(pattern=r"^[0-9A-Z]{1,3}$")
    name: str = page_data()
    number: int | None = None

    @property
    def kind(self) -> str:
        return "trump" if self.number is not None else "excuse"


class DerivedDeck(Strict):
    base: str = key()
    remove_ranks: list[str]


class DeckSpec(Document):
    format: Literal["cardavia-deck/1"] = key()
    id: str = key()
    name: str = page_data()
    region: list[str] = page_data()
    reference: str = page_data()
    description: str | None = page_data(None)
    # Two sentences of history, and the encyclopedia article in each language that has one
    # (``reference`` is the English one).
    history: str | None = page_data(None)
    links: dict[str, str] = page_data({})
    suits: list[SuitSpec] | None = None
    ranks: list[RankSpec] | None = None
    extra: list[ExtraCardSpec] = []
    derived_from: DerivedDeck | None = None

    @model_validator(mode="after")
    def _shape(self) -> "DeckSpec":
        if self.derived_from is None and not (self.suits and self.ranks):
            raise ValueError("a deck needs suits and ranks, or derived_from")
        ranks = sorted(r.code for r in self.ranks or [])
        for i, suit in enumerate(self.suits or []):
            if suit.rank_order is not None and sorted(suit.rank_order) != ranks:
                raise Located(("suits", i, "rank_order"), f"suit {suit.code}: rank_order must list each rank once")
        _unique("suits", [s.code for s in self.suits or []], "suit")
        _unique("ranks", [r.code for r in self.ranks or []], "rank")
        grid = {f"{r.code}{s.code}" for s in self.suits or [] for r in self.ranks or []}
        seen: set[str] = set()
        for i, x in enumerate(self.extra):
            if x.code in grid or x.code in seen:
                raise Located(("extra", i, "code"), f"duplicate card {x.code!r}: the deck already has it")
            seen.add(x.code)
        _unique("extra", [x.number for x in self.extra], "trump number", skip_none=True)
        excuses = [i for i, x in enumerate(self.extra) if x.number is None]
        if len(excuses) > 1:
            raise Located(("extra", excuses[1]), "one excuse card at most: every other extra card is a numbered trump")
        return self


def _unique(field: str, codes: list, what: str, skip_none: bool = False) -> None:
    seen = set()
    for i, code in enumerate(codes):
        if skip_none and code is None:
            continue
        if code in seen:
            raise Located((field, i), f"duplicate {what} {code!r}: each card must be in the deck once")
        seen.add(code)


# ---------------------------------------------------------------- rules text

class SectionSpec(Strict):
    id: str = key()
    title: str = page_data()


class ClauseSpec(Strict):
    id: str = key(pattern=r"^[A-Z]{3}-[A-Z0-9]+$")
    section: str = page_data()
    text: str | None = page_data(None)
    example: str | None = page_data(None)
    concepts: list[str] = page_data([])
    # What the clause says the engine does: primitives (engine/rulebook.py) or spec fields.
    rules: list[str] = key(min_length=1)

    @model_validator(mode="after")
    def _text_or_example(self) -> "ClauseSpec":
        if (self.text is None) == (self.example is None):
            raise ValueError("a clause has either text or example")
        return self


# ---------------------------------------------------------------- examples

class CaptureOptionsExample(Strict):
    id: str = key()
    kind: Literal["capture_options"]
    play: Card
    table: list[Card]
    expect: dict[str, list[list[str]]]


class NapulaExample(Strict):
    """Captured cards: what the award ``award`` (a napula run) scores for them."""

    id: str = key()
    kind: Literal["napula"]
    award: str = "napula"
    cards: list[Card]
    expect: dict[str, int]


class CaptureBonusesExample(Strict):
    id: str = key()
    kind: Literal["capture_bonuses"]
    play: Card
    table: list[Card]
    take: list[Card]
    last_left: Card | None = None
    expect: dict[str, list[str] | int]   # bonuses: ids in the spec's order; points: their total


class MajorityExample(Strict):
    id: str = key()
    kind: Literal["majority"]
    award: str
    counts: list[int]
    expect: dict[str, list[int]]


class TrickExample(Strict):
    """Cards played to one trick in order (the first leads), with the trump suit if it is a suit."""

    id: str = key()
    kind: Literal["trick"]
    cards: list[Card]
    trump: Suit | None = None
    expect: dict[str, int]  # winner: index into cards; points: card points in the trick


class CardPointsExample(Strict):
    """The card points of the whole pack."""

    id: str = key()
    kind: Literal["card_points"]
    expect: dict[str, int]  # total


class SettleExample(Strict):
    """Final card points of the two players: which one wins (``winner``: index, or -1 for a tie)."""

    id: str = key()
    kind: Literal["settle"]
    points: list[int]
    expect: dict[str, int]


class RankVsPointsExample(Strict):
    """Two cards of one suit: which ranks higher, and what each is worth."""

    id: str = key()
    kind: Literal["rank_vs_points"]
    cards: list[Card] = Field(min_length=2, max_length=2)
    expect: dict[str, int]  # higher: index; points_0, points_1


class CombinationExample(Strict):
    """Cards a team holds: the total its combinations score (with the wildcard's bonus)."""

    id: str = key()
    kind: Literal["combination"]
    cards: list[Card]
    expect: dict[str, int]  # score; combinations: how many


class RestoInPlayExample(Strict):
    """A lead before a scoring event and the points the event gives to the leading side
    (negative: to the other side): resti earned and the lead carried on."""

    id: str = key()
    kind: Literal["resto_in_play"]
    lead: int
    scored: int
    expect: dict[str, int]  # resti, carried


class RestoEndExample(Strict):
    """The remaining lead at the end of the deal: how many resti it gives."""

    id: str = key()
    kind: Literal["resto_end"]
    lead: int
    expect: dict[str, int]  # resti


class BeyondCardsExample(Strict):
    """Cards a team captured: the bonus for cards beyond the threshold."""

    id: str = key()
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
    """The dealer is always chosen at random; ``first_player`` leads or plays first."""

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
    """Court cards have no value (deck), so they never take part in sums."""

    by_rank: bool
    by_sum: SumCapture | None = None
    optional: bool
    played_card_to_pile: bool


def _known(registry: dict, when: Primitive, info: ValidationInfo) -> Primitive:
    """A primitive's name must be registered, and its parameter must have the parameter's type
    (cards, suits and ranks of the game's deck)."""
    name, param = primitives.split_primitive(when)
    if name not in registry:
        raise ValueError(f"unknown primitive {name!r} (known: {', '.join(sorted(registry))})")
    wanted = primitives.parameter_type(registry[name])
    if wanted is None:
        if param is not None:
            raise ValueError(f"{name} takes no parameter")
        return when
    if param is None:
        raise ValueError(f"{name} needs a parameter: write {{{name}: ...}}")
    try:
        TypeAdapter(wanted).validate_python(param, strict=True, context=info.context)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        raise ValueError(f"{name}{' ' + where if where else ''}: {err['msg']}") from None
    return when


class BonusSpec(Strict):
    id: str = key()
    name: str = page_data()
    when: Primitive
    points: int

    @field_validator("when")
    @classmethod
    def _when(cls, v: Primitive, info: ValidationInfo) -> Primitive:
        return _known(primitives.BONUS_RULES, v, info)


class AwardSpec(Strict):
    """An end-of-deal award: ``when`` names the primitive that shares ``points`` between teams."""

    id: str = key()
    name: str | None = page_data(None)
    when: Primitive
    points: int
    tie: Literal["nobody", "each"] = "nobody"

    @field_validator("when")
    @classmethod
    def _when(cls, v: Primitive, info: ValidationInfo) -> Primitive:
        return _known(primitives.AWARD_RULES, v, info)


# ---------------------------------------------------------------- trick-game rules

class TricksSpec(Strict):
    """Trumps are the turned-up card's suit in a game with a stock, else the deck's trump cards.
    The winner of a trick leads the next (a constant of the family)."""

    follow: Literal["none", "follow_else_trump"]
    # One rank order (highest first) for every suit; without it each suit uses the deck's order.
    rank_order: list[Rank] | None = None


class TrumpPoints(Strict):
    """Trumps ``low``–``high``, or the listed ``numbers``, are worth ``points`` each."""

    id: str = key()
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

    ranks: dict[Rank, int] = {}
    trumps: list[TrumpPoints] = []
    cards: dict[Card, int] = {}
    in_combination: dict[TrumpNumber, int] = {}


class RobSpec(Strict):
    """Robbing: the cutter from the bottom of the cut, then the dealer from the undealt cards,
    each taking cards while they count or are trumps above ``trumps_above``, at most ``cap``."""

    robbers: list[Literal["cutter", "dealer"]]
    cap: int = Field(ge=1)
    trumps_above: int


class FolaSpec(Strict):
    """The undealt cards: the dealer takes the counting cards and trump ``also_take`` from them;
    they never take part in tricks and are shown to everyone after the declarations."""

    also_take: TrumpNumber


class DiscardSpec(Strict):
    """Robbers discard back to the hand size (``only_zero_point``: only zero-point cards), never
    trump ``never_trump``."""

    back_to_hand: bool
    only_zero_point: bool
    never_trump: TrumpNumber


class ExcuseSpec(Strict):
    """The deck's excuse card (``kind: excuse``, the Matto) may be played instead of any card,
    never wins, and stays with its team (which hands over a zero-point card at the end)."""

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
    id: str = key()
    trumps: list[TrumpNumber]
    cards: list[Card] = []


class SameRankSpec(Strict):
    id: str = key()
    rank: Rank
    min: int = Field(ge=2)


class WildcardSpec(Strict):
    id: str = key()        # the fact prefix its clause uses: {matto.bonus_per_combination}
    card: Card
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
    """Point leads become resti: during play at a lead of ``unit`` or more, at the end rounded up;
    the net resti decide the deal (without this section the higher total does)."""

    unit: int = Field(ge=1)


# ---------------------------------------------------------------- the game

class GameSpec(Document):
    format: Literal["cardavia-game/1"] = key()
    id: str = key()
    name: str = page_data()
    family: Literal["fishing", "tricks"] = key()   # which engine executes the spec
    deck: str = key()                              # rules/decks/<deck>.yaml: its fields are rules too
    players: int = Field(ge=2, le=8)
    teams: list[list[int]]
    # Seats are numbered in playing order: the direction is what the pages (and the checker) say.
    direction: Literal["anticlockwise", "clockwise"] = page_data()
    deal: DealSpec
    capture: CaptureSpec | None = None
    bonuses: list[BonusSpec] = []
    bonuses_add_up: bool = True
    bonuses_on_last_play: bool = True
    awards: list[AwardSpec] = []
    # Cards left after the deal form a stock; the card after the hands is turned face up (its suit
    # is trumps) and drawn last; after each trick the winner draws first.
    stock: bool = False
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
    sections: list[SectionSpec] = page_data()
    clauses: list[ClauseSpec] = page_data()
    examples: list[Example] = page_data([])

    @field_validator("deck")
    @classmethod
    def _deck_exists(cls, v: str) -> str:
        if not (rules_dir() / "decks" / f"{v}.yaml").exists():
            known = ", ".join(sorted(p.stem for p in (rules_dir() / "decks").glob("*.yaml")))
            raise ValueError(f"unknown deck {v!r} (known: {known})")
        return v

    @model_validator(mode="after")
    def _consistent(self, info: ValidationInfo) -> "GameSpec":
        seats = sorted(s for team in self.teams for s in team)
        if seats != list(range(self.players)):
            raise Located(("teams",), f"teams must list each of the {self.players} seats once")
        if self.family == "fishing" and self.capture is None:
            raise ValueError("a fishing game needs capture")
        if self.family == "tricks":
            if self.tricks is None or self.points is None:
                raise ValueError("a trick game needs tricks and points")
            if self.rob is not None and (self.fola is None or self.discard is None):
                raise Located(("rob",), "robbing needs fola and discard")
            if self.discard is not None and self.fola is not None \
                    and self.discard.never_trump != self.fola.also_take:
                raise Located(("discard", "never_trump"),
                              "discard.never_trump must be fola.also_take (the text names one trump)")
        deck = (info.context or {}).get("deck")
        if deck is not None:
            self._fits(deck)
        self._references()
        return self

    def _fits(self, deck) -> None:
        """The deal must fit the pack (and a fishing deal uses all of it, as records do)."""
        n, size, deal = self.players, len(deck), self.deal
        need = n * deal.hand + deal.table
        sum_text = f"{n} × {deal.hand}" + (f" + {deal.table}" if deal.table else "")
        if self.family == "tricks" and self.stock:
            need += 1
            sum_text += " + 1 face-up card"
        elif self.rob is not None and "cutter" in self.rob.robbers:
            need += self.rob.cap
            sum_text += f" + {self.rob.cap} the cutter may rob"
        if need > size:
            raise Located(("deal", "hand"), f"the deal needs {sum_text} = {need} cards; "
                                            f"the {deck.spec.name} deck has {size}")
        if self.family == "fishing" and need != size:
            raise Located(("deal", "hand"), f"the deal uses {sum_text} = {need} cards; a fishing deal "
                                            f"uses the whole {deck.spec.name} deck ({size})")
        if self.stock and (size - n * deal.hand) % n:
            raise Located(("deal", "hand"), f"the stock of {size - n * deal.hand} cards cannot be drawn "
                                            f"evenly by {n} players")
        if self.excuse is not None and "excuse" not in deck.kind:
            raise Located(("excuse",), f"the {deck.spec.name} deck has no excuse card (kind: excuse)")
        if self.excuse is not None and self.excuse.king_rule:
            missing = [s.code for s in deck.suits if f"R{s.code}" not in deck.index]
            if missing:
                raise Located(("excuse", "king_rule"), f"the King rule needs a Re in every suit "
                                                       f"(none in {', '.join(missing)})")

    def _references(self) -> None:
        section_ids = {s.id for s in self.sections} | {"header", "intro"}
        example_ids = {e.id for e in self.examples}
        award_ids = {a.id for a in self.awards}
        seen = set()
        for i, clause in enumerate(self.clauses):
            if clause.id in seen:
                raise Located(("clauses", i, "id"), f"clause {clause.id} is defined twice")
            seen.add(clause.id)
            if clause.section not in section_ids:
                raise Located(("clauses", i, "section"), f"clause {clause.id}: unknown section {clause.section!r}")
            if clause.example and clause.example not in example_ids:
                raise Located(("clauses", i, "example"), f"clause {clause.id}: unknown example {clause.example!r}")
        for i, ex in enumerate(self.examples):
            award = getattr(ex, "award", None)
            if award is not None and award not in award_ids:
                raise Located(("examples", i, "award"), f"example {ex.id}: unknown award {award!r}")

    @property
    def source(self) -> Path:
        return self._path or rules_dir() / "games" / f"{self.id}.yaml"


def validate(model: type[Document], data: Any, path: Path, context: dict | None = None) -> Any:
    try:
        spec = model.model_validate(data, context=context)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = tuple(p for p in err["loc"] if not (isinstance(p, str) and "[" in p))
        line, col = yamlstrict.position(data, loc)
        where = ".".join(str(p) for p in loc)
        message = err["msg"].removeprefix("Value error, ")
        if err["type"] == "extra_forbidden":
            message = f"unknown key {loc[-1]!r}"
        elif where:
            message = f"{where}: {message}"
        raise SpecError(message, str(path), line, col) from None
    except Located as exc:
        line, col = yamlstrict.position(data, exc.loc)
        raise SpecError(exc.message, str(path), line, col) from None
    spec._path, spec._raw = Path(path), data
    return spec


def load_deck_file(path: Path) -> DeckSpec:
    return validate(DeckSpec, yamlstrict.load_file(path), path)


def load_game_file(path: Path) -> GameSpec:
    """A game spec, validated against its deck (cards, suits, ranks and trumps it names exist)."""
    return game_from_data(yamlstrict.load_file(path), path)


def game_from_data(data: Any, path: Path) -> GameSpec:
    """A game spec from parsed YAML (``path`` names it in errors), validated against its deck."""
    from .cards import Deck

    deck_id = data.get("deck") if isinstance(data, dict) else None
    deck = None
    if isinstance(deck_id, str) and (rules_dir() / "decks" / f"{deck_id}.yaml").exists():
        deck = Deck.load(deck_id)
    return validate(GameSpec, data, path, {"deck": deck})


@functools.cache
def load_deck(deck_id: str) -> DeckSpec:
    path = rules_dir() / "decks" / f"{deck_id}.yaml"
    if not path.exists():
        raise SpecError(f"unknown deck {deck_id!r}", str(path))
    spec = load_deck_file(path)
    _check_derivation(spec)
    return spec


def _check_derivation(spec: DeckSpec) -> None:
    """A derived deck's chain of bases ends in a deck with suits and ranks, and removes ranks it has."""
    chain, current = [spec.id], spec
    while current.derived_from is not None:
        base = current.derived_from.base
        if base in chain:
            raise spec.error(f"deck {spec.id} is derived from itself ({' → '.join(chain + [base])})",
                             "derived_from", "base")
        path = rules_dir() / "decks" / f"{base}.yaml"
        if not path.exists():
            raise spec.error(f"unknown base deck {base!r}", "derived_from", "base")
        chain.append(base)
        current = load_deck_file(path)
    ranks = {r.code for r in current.ranks or []}
    if spec.derived_from is not None:
        for i, code in enumerate(spec.derived_from.remove_ranks):
            if code not in ranks:
                raise spec.error(f"cannot remove rank {code!r}: the base deck has none", "derived_from",
                                 "remove_ranks", i)


@functools.cache
def load_game(game_id: str) -> GameSpec:
    path = rules_dir() / "games" / f"{game_id}.yaml"
    if not path.exists():
        known = ", ".join(game_ids()) or "none"
        raise SpecError(f"unknown game {game_id!r} (known: {known})", str(path))
    return load_game_file(path)
