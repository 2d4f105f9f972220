"""The rule primitives a spec can name. Each is a small pure function whose docstring is the rule.

A spec names a primitive by its function name (``when: table_cleared``) or with one parameter
(``when: {took_at_least: 3}``). Registries map names to functions; the spec schema checks names
against them and the parameter against the function's annotation, so a typo or a wrong type is a
``file:line`` error, not a silent no-op.
"""

from __future__ import annotations

import typing
from itertools import chain, combinations, product
from typing import TYPE_CHECKING, Any, Callable, Collection, NamedTuple, Sequence

from .rulebook import executes

if TYPE_CHECKING:   # parameter types: pydantic's, read by the schema only (parameter_type)
    from .codes import Card, Positive, Run, Suit

BONUS_RULES: dict[str, Callable[..., bool]] = {}
AWARD_RULES: dict[str, Callable[..., list[int]]] = {}

# How many leading arguments the engine passes before the spec's parameter.
_FIXED = {id(BONUS_RULES): 1, id(AWARD_RULES): 4}


def _register(registry: dict) -> Callable:
    def wrap(fn: Callable) -> Callable:
        registry[fn.__name__] = fn
        fn.fixed_arguments = _FIXED[id(registry)]
        return fn
    return wrap


def parameter_name(fn: Callable) -> str | None:
    """The name of the spec's parameter of a registered primitive (its first argument after the
    ones the engine passes), or ``None`` when it takes none."""
    import inspect

    names = list(inspect.signature(fn).parameters)[fn.fixed_arguments:]
    return names[0] if names else None


def parameter_type(fn: Callable) -> Any:
    """The type of the spec's parameter of a registered primitive, or ``None``."""
    from . import codes   # the types validate with pydantic, which playing a deal never needs

    name = parameter_name(fn)
    return None if name is None else typing.get_type_hints(fn, localns=vars(codes), include_extras=True)[name]


def compile_primitive(registry: dict, when: str | dict) -> tuple[str, Callable, Any]:
    """``(name, function, parameter)`` of a spec's ``when``, the parameter in its declared type."""
    from pydantic import TypeAdapter

    name, param = split_primitive(when)
    fn = registry[name]
    wanted = parameter_type(fn)
    return name, fn, (None if wanted is None else TypeAdapter(wanted).validate_python(param))


class Capture(NamedTuple):
    """One capture: the card played, the table cards taken, and what the table looked like."""

    played: int
    taken: tuple[int, ...]
    table_before: int          # number of cards on the table before the capture
    last_left: int | None      # the card the previous player has just left on the table, if any
    suit: Sequence[str | None]  # deck.suit, indexed by card
    rank: Sequence[str]


# ---------------------------------------------------------------- who plays first

FIRST_PLAYER: dict[str, Callable[..., int]] = {}


def _first(name: str) -> Callable:
    def wrap(fn: Callable) -> Callable:
        FIRST_PLAYER[name] = fn
        return fn
    return wrap


@executes("CIC-S1")
@_first("dealer_right")
def dealer_right(dealer: int, players: int, rng) -> int:
    """The player on the dealer's right plays first (seats are numbered in playing order)."""
    return (dealer + 1) % players


@executes("BRI-S1")
@_first("random")
def random_seat(dealer: int, players: int, rng) -> int:
    """The first player is chosen at random (drawn from the deal's random generator)."""
    return rng.randrange(players)


# ---------------------------------------------------------------- capture bonuses

@executes("CIC-I2", "CIC-B1", "CIC-B6")
@_register(BONUS_RULES)
def table_cleared(c: Capture) -> bool:
    """The capture takes every card on the table (a sweep)."""
    return len(c.taken) == c.table_before


@executes("CIC-B2")
@_register(BONUS_RULES)
def took_only_card_just_left(c: Capture) -> bool:
    """The capture takes only the card the previous player has just left, matching its rank."""
    return (len(c.taken) == 1 and c.taken[0] == c.last_left
            and c.rank[c.played] == c.rank[c.taken[0]])


@executes("CIC-B3")
@_register(BONUS_RULES)
def same_suit(c: Capture) -> bool:
    """The played card and every captured card share one suit."""
    suit = c.suit[c.played]
    return all(c.suit[t] == suit for t in c.taken)


@executes("CIC-B4", "CIC-B6")
@_register(BONUS_RULES)
def took_at_least(c: Capture, n: Positive) -> bool:
    """The capture takes at least ``n`` table cards."""
    return len(c.taken) >= n


# ---------------------------------------------------------------- capture search

@executes("CIC-I1", "CIC-P1", "CIC-P3")
def rank_captures(card: int, table: Sequence[int], rank: Sequence[str]) -> list[tuple[int, ...]]:
    """A card may take one table card of its own rank (each such card is one capture)."""
    return [(t,) for t in table if rank[t] == rank[card]]


@executes("CIC-I1", "CIC-S2", "CIC-P1", "CIC-P3")
def sum_captures(by_value: dict[int, list[int]], targets: Collection[int],
                   min_cards: int) -> dict[int, list[tuple[tuple[int, int], ...]]]:
    """The ways the table's numerals make each of ``targets`` with at least ``min_cards`` cards,
    as ``((value, how_many), ...)`` in increasing order (``by_value[v]``: the table's numerals of
    value ``v``); targets it cannot make are left out.

    One depth-first search for all targets at once, over the table's distinct values in
    increasing order, that stops as soon as the sum passes the largest target: it visits only
    the sets of values adding up to at most that (a few dozen on a full table), never the
    table's subsets. The engine runs it once per set of values on the table
    (:meth:`FishingGame._sums`).
    """
    out: dict[int, list[tuple[tuple[int, int], ...]]] = {}
    if not targets or not by_value:
        return out
    top = max(targets)
    values = sorted(v for v in by_value if v <= top)
    have = [len(by_value[v]) for v in values]
    chosen: list[tuple[int, int]] = []

    def dfs(i: int, total: int, n: int) -> None:
        for j in range(i, len(values)):
            v = values[j]
            s = total + v
            if s > top:
                return
            for k in range(1, have[j] + 1):
                chosen.append((v, k))
                if n + k >= min_cards and s in targets:
                    if s in out:
                        out[s].append(tuple(chosen))
                    else:
                        out[s] = [tuple(chosen)]
                dfs(j + 1, s, n + k)
                chosen.pop()
                s += v
                if s > top:
                    break

    dfs(0, 0, 0)
    return out


def expand_partitions(by_value: dict[int, list[int]], partitions) -> list[tuple[int, ...]]:
    """The table cards of each partition: distinct cards of equal value give distinct captures
    (3 of Cups + 4 differs from 3 of Batons + 4)."""
    out: list[tuple[int, ...]] = []
    for combo in partitions:
        if len(combo) == 1:
            (v, k), = combo
            out.extend(combinations(by_value[v], k))
        else:
            for parts in product(*[combinations(by_value[v], k) for v, k in combo]):
                out.append(tuple(chain.from_iterable(parts)))
    return out


# ---------------------------------------------------------------- end of the deal

@executes("CIC-E1")
def leftovers_team(last_capturer: int | None, team_of: Sequence[int]) -> int | None:
    """The cards left on the table at the end go to the team that captured last, with no bonus;
    ``None`` when nobody captured anything (they stay unclaimed and the deal is a tie)."""
    return None if last_capturer is None else team_of[last_capturer]


@executes("CIC-E2")
def majority(counts: Sequence[int], points: int, tie: str) -> list[int]:
    """``points`` to the team with the strictly highest count; a tie gives ``nobody`` 0 or ``each`` points."""
    best = max(counts)
    leaders = [i for i, c in enumerate(counts) if c == best]
    if len(leaders) == 1:
        return [points if i == leaders[0] else 0 for i in range(len(counts))]
    return [points if (tie == "each" and i in leaders) else 0 for i in range(len(counts))]


@executes("CIC-E2")
@_register(AWARD_RULES)
def majority_of_cards(piles: Sequence[Sequence[int]], deck, points: int, tie: str) -> list[int]:
    """The team that captured the most cards."""
    return majority([len(p) for p in piles], points, tie)


@executes("CIC-E2")
@_register(AWARD_RULES)
def majority_of_suit(piles, deck, points: int, tie: str, suit: Suit) -> list[int]:
    """The team that captured the most cards of ``suit``."""
    return majority([sum(1 for c in p if deck.suit[c] == suit) for p in piles], points, tie)


# The award rules decided by comparing the teams' counts (:func:`majority`).
MAJORITY_RULES = (majority_of_cards, majority_of_suit)


@executes("CIC-E2")
@_register(AWARD_RULES)
def holds_card(piles, deck, points: int, tie: str, card: Card) -> list[int]:
    """The team that captured ``card``."""
    target = deck.parse(card)
    return [points if target in p else 0 for p in piles]


@executes("CIC-E3", "CIC-E4")
@_register(AWARD_RULES)
def napula(piles, deck, points: int, tie: str, run: Run) -> list[int]:
    """Each team that captured ``run.requires`` of ``run.suit`` scores ``points`` per card of the
    unbroken run of that suit from the deck's first rank upwards, at most ``run.cap`` cards."""
    return [points * napula_run(set(p), deck, run.suit, run.requires, run.cap) for p in piles]


def napula_run(held: set[int], deck, suit: str, requires: Sequence[str], cap: int) -> int:
    """Napula: holding ``requires`` of ``suit``, score the length of the unbroken run from the
    first rank of the deck upwards, at most ``cap``; without them, 0."""
    index = deck.index
    if not all(index[f"{r}{suit}"] in held for r in requires):
        return 0
    run = 0
    for rank in deck.ranks:
        if run == cap or index[f"{rank.code}{suit}"] not in held:
            break
        run += 1
    return run


def split_primitive(when: str | dict) -> tuple[str, object]:
    """``"table_cleared"`` → ``("table_cleared", None)``; ``{"took_at_least": 3}`` → ``("took_at_least", 3)``."""
    if isinstance(when, str):
        return when, None
    if isinstance(when, dict) and len(when) == 1:
        (name, param), = when.items()
        return name, param
    raise ValueError("a primitive is a name or a mapping with exactly one name")
