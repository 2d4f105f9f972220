"""The rule primitives a spec can name. Each is a small pure function whose docstring is the rule.

A spec names a primitive by its function name (``when: table_cleared``) or with one parameter
(``when: {took_at_least: 3}``). Registries map names to functions; the spec schema checks names
against them, so a typo is a ``file:line`` error, not a silent no-op.
"""

from __future__ import annotations

from typing import Callable, NamedTuple, Sequence

BONUS_RULES: dict[str, Callable[..., bool]] = {}
AWARD_RULES: dict[str, Callable[..., list[int]]] = {}


def _register(registry: dict) -> Callable:
    def wrap(fn: Callable) -> Callable:
        registry[fn.__name__] = fn
        return fn
    return wrap


class Capture(NamedTuple):
    """One capture: the card played, the table cards taken, and what the table looked like."""

    played: int
    taken: tuple[int, ...]
    table_before: int          # number of cards on the table before the capture
    last_left: int | None      # the card the previous player has just left on the table, if any
    suit: Sequence[str | None]  # deck.suit, indexed by card
    rank: Sequence[str]


# ---------------------------------------------------------------- capture bonuses

@_register(BONUS_RULES)
def table_cleared(c: Capture) -> bool:
    """The capture takes every card on the table (a sweep)."""
    return len(c.taken) == c.table_before


@_register(BONUS_RULES)
def took_only_card_just_left(c: Capture) -> bool:
    """The capture takes only the card the previous player has just left, matching its rank."""
    return (len(c.taken) == 1 and c.taken[0] == c.last_left
            and c.rank[c.played] == c.rank[c.taken[0]])


@_register(BONUS_RULES)
def same_suit(c: Capture) -> bool:
    """The played card and every captured card share one suit."""
    suit = c.suit[c.played]
    return all(c.suit[t] == suit for t in c.taken)


@_register(BONUS_RULES)
def took_at_least(c: Capture, n: int) -> bool:
    """The capture takes at least ``n`` table cards."""
    return len(c.taken) >= n


# ---------------------------------------------------------------- capture search

def sum_subsets(items: Sequence[tuple[int, int]], target: int, min_cards: int) -> list[tuple[int, ...]]:
    """Every set of table numerals adding up to ``target``, with at least ``min_cards`` cards.

    ``items`` are ``(value, card)`` pairs sorted by value, all values >= 1. A depth-first search
    that stops as soon as the next value exceeds what is left, so it explores only sets whose
    sum stays within ``target`` (at most 4 cards for a target of 10), never the power set.
    """
    out: list[tuple[int, ...]] = []
    chosen: list[int] = []
    n = len(items)

    def dfs(start: int, remaining: int) -> None:
        for i in range(start, n):
            value, card = items[i]
            if value > remaining:
                return
            chosen.append(card)
            if value == remaining:
                if len(chosen) >= min_cards:
                    out.append(tuple(chosen))
            else:
                dfs(i + 1, remaining - value)
            chosen.pop()

    dfs(0, target)
    return out


def sum_subsets_by_total(items: Sequence[tuple[int, int]], max_total: int,
                         min_cards: int) -> dict[int, list[tuple[int, ...]]]:
    """All sets of at least ``min_cards`` numerals whose sum is at most ``max_total``, by sum.

    One pruned search serves every card of a hand at once (the legal-move generator).
    """
    out: dict[int, list[tuple[int, ...]]] = {}
    chosen: list[int] = []
    n = len(items)

    def dfs(start: int, total: int) -> None:
        for i in range(start, n):
            value, card = items[i]
            t = total + value
            if t > max_total:
                return
            chosen.append(card)
            if len(chosen) >= min_cards:
                out.setdefault(t, []).append(tuple(chosen))
            dfs(i + 1, t)
            chosen.pop()

    dfs(0, 0)
    return out


# ---------------------------------------------------------------- end-of-deal awards

def majority(counts: Sequence[int], points: int, tie: str) -> list[int]:
    """``points`` to the team with the strictly highest count; a tie gives ``nobody`` 0 or ``each`` points."""
    best = max(counts)
    leaders = [i for i, c in enumerate(counts) if c == best]
    if len(leaders) == 1:
        return [points if i == leaders[0] else 0 for i in range(len(counts))]
    return [points if (tie == "each" and i in leaders) else 0 for i in range(len(counts))]


@_register(AWARD_RULES)
def majority_of_cards(piles: Sequence[Sequence[int]], deck, points: int, tie: str) -> list[int]:
    """The team that captured the most cards."""
    return majority([len(p) for p in piles], points, tie)


@_register(AWARD_RULES)
def majority_of_suit(piles, deck, points: int, tie: str, suit: str) -> list[int]:
    """The team that captured the most cards of ``suit``."""
    return majority([sum(1 for c in p if deck.suit[c] == suit) for p in piles], points, tie)


@_register(AWARD_RULES)
def holds_card(piles, deck, points: int, tie: str, card: str) -> list[int]:
    """The team that captured ``card``."""
    target = deck.parse(card)
    return [points if target in p else 0 for p in piles]


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
