"""Scoring combinations (Minchiate's versicole): runs of trumps, fixed sets, sets of one rank, and a
wildcard that adds to each. Pure functions over deck indices; :class:`CombinationRules` compiles
a spec's ``combinations`` section once.

>>> from engine import games
>>> m = games.load("minchiate")
>>> m.combos.score(m.cards("1T 2T 3T"))
11
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from .rulebook import executes


class Combination(NamedTuple):
    """One scoring combination: its kind (``run`` or a set id), its cards and its score."""

    kind: str
    cards: tuple[int, ...]
    score: int


@executes("MIN-SC3", "MIN-SC9", "MIN-SC10")
def runs_within_ranges(numbers: int, ranges: Sequence[Sequence[int]], min_length: int) -> list[tuple[int, ...]]:
    """Runs: ``min_length`` or more consecutive trump numbers inside one of ``ranges`` (``numbers``
    has bit ``n`` set for each number ``n`` held). Runs that touch or overlap merge, so each run
    returned is maximal."""
    runs = []
    for low, high in ranges:
        held, n = numbers >> low & ((1 << (high - low + 1)) - 1), low   # the range's numbers from bit 0
        while held:
            gap = (held & -held).bit_length() - 1   # numbers missing before the next run
            held >>= gap
            n += gap
            length = (held ^ (held + 1)).bit_length() - 1   # consecutive numbers held from n
            if length >= min_length:
                runs.append(tuple(range(n, n + length)))
            held >>= length
            n += length
    return runs


@executes("MIN-SC4")
def held_sets(held: set[int], sets: Sequence[tuple[str, frozenset[int]]]) -> list[tuple[str, frozenset[int]]]:
    """The fixed sets wholly held. A set contained in a larger held set is not scored separately
    (holding 10, 20, 30 and 40 is one combination, not 10-20-30 plus 20-30-40)."""
    full = [(sid, cards) for sid, cards in sets if cards <= held]
    return [(sid, cards) for sid, cards in full if not any(cards < other for _, other in full)]


@executes("MIN-SC4")
def same_rank_set(held: set[int], of_rank: Sequence[int], minimum: int) -> tuple[int, ...] | None:
    """``minimum`` or more cards of one rank (three or four Re) form one combination."""
    cards = tuple(filter(held.__contains__, of_rank))
    return cards if len(cards) >= minimum else None


@executes("MIN-S4", "MIN-SC5", "MIN-SC9")
def combination_score(cards: Sequence[int], value_in_combination: Sequence[int]) -> int:
    """A combination scores the sum of its cards' values (some trumps count more inside one)."""
    return sum(map(value_in_combination.__getitem__, cards))


@executes("MIN-S4", "MIN-SC5", "MIN-SC10")
def wildcard_bonus(combos: Sequence[Combination], wildcard: int, held: set[int], bonus: int) -> int:
    """The wildcard, when held, adds ``bonus`` to each combination that does not already contain it."""
    if wildcard not in held:
        return 0
    return bonus * sum(1 for c in combos if wildcard not in c.cards)


class CombinationRules:
    """A spec's combinations compiled to deck indices."""

    def __init__(self, spec, deck, value_in_combination: Sequence[int]) -> None:
        self.deck = deck
        self.ranges = [tuple(r) for r in spec.runs.ranges]
        self.min_length = spec.runs.min_length
        self.value = value_in_combination
        trump = deck.trump_index
        self.sets = [(s.id, frozenset([trump[n] for n in s.trumps] + [deck.parse(c) for c in s.cards]))
                     for s in spec.sets]
        self.same_rank = [(s.id, tuple(i for i, r in enumerate(deck.rank) if r == s.rank and deck.suit[i]), s.min)
                          for s in spec.same_rank]
        self.wildcard = deck.parse(spec.wildcard.card) if spec.wildcard else None
        self.wildcard_points = spec.wildcard.bonus_per_combination if spec.wildcard else 0
        self.trumps = frozenset(trump.values())
        self.number_bit = tuple(0 if n is None else 1 << n for n in deck.number)   # bit n for trump n
        # A fixed set wholly held is always the same combination.
        self.set_combination = {sid: Combination(sid, tuple(sorted(cards)), combination_score(cards, self.value))
                                for sid, cards in self.sets}

    def form(self, cards: Sequence[int]) -> list[Combination]:
        """Every combination in ``cards``, before the wildcard's bonus."""
        return self._form(set(cards))

    def _form(self, held: set[int]) -> list[Combination]:
        numbers = sum(map(self.number_bit.__getitem__, held.intersection(self.trumps)))
        trump, value = self.deck.trump_index, self.value
        out = []
        for run in runs_within_ranges(numbers, self.ranges, self.min_length):
            idx = tuple(map(trump.__getitem__, run))
            out.append(Combination("run", idx, combination_score(idx, value)))
        for sid, _ in held_sets(held, self.sets):
            out.append(self.set_combination[sid])
        for sid, of_rank, minimum in self.same_rank:
            found = same_rank_set(held, of_rank, minimum)
            if found:
                out.append(Combination(sid, found, combination_score(found, value)))
        return out

    def bonus(self, combos: Sequence[Combination], cards: Sequence[int]) -> int:
        if self.wildcard is None:
            return 0
        return wildcard_bonus(combos, self.wildcard, set(cards), self.wildcard_points)

    def score(self, cards: Sequence[int]) -> int:
        """The total the combinations in ``cards`` score, with the wildcard's bonus."""
        held = set(cards)
        combos = self._form(held)
        total = sum(c.score for c in combos)
        if self.wildcard is not None:
            total += wildcard_bonus(combos, self.wildcard, held, self.wildcard_points)
        return total
