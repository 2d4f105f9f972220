"""Players that choose moves from an :class:`Observation` and the legal moves, never the state.

Levels, by the name a player sees (:data:`LEVELS`): ``random``, ``easy`` (the family's greedy
agent, also called ``greedy``) and ``strong`` (:class:`engine.search.StrongAgent`, a search over
deals sampled from the observation). ``make_agent(name, game)`` builds one for a game.
"""

from __future__ import annotations

import random
from typing import Protocol, Sequence

from . import primitives as prim
from . import tricks_primitives as tp
from .state import Move, Observation
from .tricks import DECLARE, DISCARD


class Agent(Protocol):
    name: str

    def choose(self, obs: Observation, moves: Sequence[Move], rng: random.Random) -> Move: ...


class RandomAgent:
    """Uniform over the legal moves."""

    name = "random"

    def __init__(self, game=None) -> None:
        self.game = game

    def choose(self, obs: Observation, moves: Sequence[Move], rng: random.Random) -> Move:
        return moves[rng.randrange(len(moves))]


class FishingGreedy:
    """Best immediate gain for a fishing game, avoiding tables an opponent can sweep at once.

    Gain of a move: the capture bonuses it earns, plus the spec's awards as a guide (a card an
    award names is worth its points, each card and each card of a majority suit a little, the
    napula suit's low ranks a little more), minus a penalty when the table left behind can be
    cleared by one card. Ties are broken at random.
    """

    name = "greedy"
    CARD, SUIT_CARD, NAPULA_CARD, SWEEP_RISK, PICADA_RISK = 0.12, 0.2, 0.3, 0.9, 0.4

    def __init__(self, game) -> None:
        self.game = game
        deck = game.deck
        self.card_worth = [self.CARD] * len(deck)
        for _aid, rule, param, points, _tie in game.awards:
            if rule is prim.AWARD_RULES["holds_card"]:
                self.card_worth[deck.parse(param)] += points
            elif rule is prim.AWARD_RULES["majority_of_suit"]:
                for i, s in enumerate(deck.suit):
                    if s == param:
                        self.card_worth[i] += self.SUIT_CARD
            elif rule is prim.AWARD_RULES["napula"]:
                for rank in deck.ranks[:param.cap]:
                    self.card_worth[deck.index[f"{rank.code}{param.suit}"]] += self.NAPULA_CARD

    def score(self, obs: Observation, move: Move, table_sum: int | None = None,
              table_courts: int | None = None) -> float:
        """The move's immediate gain; ``table_sum`` / ``table_courts`` (the numerals' total and
        the number of other cards on the table) may be passed in when scoring many moves."""
        game = self.game
        numeral, value, worth = game.numeral, game.value, self.card_worth
        table = obs.table
        if table_sum is None:
            table_sum = sum(value[t] for t in table if numeral[t])
            table_courts = sum(1 for t in table if not numeral[t])
        gain = 0.0
        if move.take:
            event = prim.Capture(move.card, move.take, len(table), obs.last_left,
                                 game.deck.suit, game.deck.rank)
            for _bid, rule, param, points in game.bonuses:
                if rule(event) if param is None else rule(event, param):
                    gain += points
            gain += worth[move.card]
            left_sum, left_courts = table_sum, table_courts
            for t in move.take:
                gain += worth[t]
                if numeral[t]:
                    left_sum -= value[t]
                else:
                    left_courts -= 1
            left = len(table) - len(move.take)
        else:
            gain -= worth[move.card] * 0.5 + self.PICADA_RISK
            left = len(table) + 1
            left_sum = table_sum + (value[move.card] if numeral[move.card] else 0)
            left_courts = table_courts + (0 if numeral[move.card] else 1)
        # The next player can clear a single card, or numerals adding up to at most a numeral.
        if left == 1 or (left and not left_courts and left_sum <= game.max_value):
            gain -= self.SWEEP_RISK
        return gain

    def choose_in(self, state, moves: Sequence[Move], rng: random.Random) -> Move:
        """:meth:`choose` reading the table from a state (a search's play-outs): the state has
        the two fields it reads, ``table`` and ``last_left``."""
        return self.choose(state, moves, rng)

    def choose(self, obs: Observation, moves: Sequence[Move], rng: random.Random) -> Move:
        game = self.game
        numeral, value, worth, max_value = game.numeral, game.value, self.card_worth, game.max_value
        table_sum = sum(value[t] for t in obs.table if numeral[t])
        table_courts = sum(1 for t in obs.table if not numeral[t])
        after_place = len(obs.table) + 1
        best, best_moves = None, []
        for m in moves:
            if m.take:
                s = self.score(obs, m, table_sum, table_courts)
            else:  # placing, inlined: the most frequent move by far (same formula as score)
                card = m.card
                s = -(worth[card] * 0.5 + self.PICADA_RISK)
                if numeral[card]:
                    if not table_courts and table_sum + value[card] <= max_value:
                        s -= self.SWEEP_RISK
                elif after_place == 1:
                    s -= self.SWEEP_RISK
            if best is None or s > best + 1e-9:
                best, best_moves = s, [m]
            elif abs(s - best) <= 1e-9:
                best_moves.append(m)
        return best_moves[rng.randrange(len(best_moves))]


class TrickGreedy:
    """Immediate gain for a trick game, from the observation only.

    Discards: the weakest card offered. Declarations: the best-scoring one first. Plays: win the
    trick with the cheapest winning card when it holds points (or this is the last card to it),
    unless the partner is already winning it; otherwise throw the cheapest card (the excuse
    first, since it stays with its team). Cheap means few points, not a trump, low rank.
    """

    name = "greedy"

    def __init__(self, game) -> None:
        self.game = game
        g = game
        cost = [(0 if c == g.excuse else g.value[c], g.is_trump[c], g.strength[c]) for c in range(len(g.deck))]
        order = {k: i for i, k in enumerate(sorted(set(cost)))}
        self.cost = [order[k] for k in cost]   # the rank of each card's cost: same order, faster

    def choose(self, obs, moves: Sequence, rng: random.Random):
        return self.pick([s for s, _ in obs.trick], [c for _, c in obs.trick], obs.trump, obs.team, moves)

    def choose_in(self, state, moves: Sequence, rng: random.Random):
        """:meth:`choose` reading the trick from a state (a search's play-outs)."""
        return self.pick(state.trick_seats, state.trick, state.trump, self.game.team_of[state.turn], moves)

    def pick(self, seats: Sequence[int], played: Sequence[int], trump: int, team: int, moves: Sequence):
        g, cost = self.game, self.cost
        first = moves[0]
        if first.action == DISCARD:
            return min(moves, key=lambda m: cost[m.card])
        if first.action == DECLARE:
            return max(moves, key=lambda m: (len(m.cards) > 0, sum(g.value_in_combination[c] for c in m.cards)))
        if not played:
            return min(moves, key=lambda m: cost[m.card])
        # The card winning so far (tp.trick_winner's rule): the highest key; the suit led is the
        # first non-excuse card's, and after an excuse alone the next card leads.
        led = tp.suit_led(played, g.suit_of)
        keys = g.key_table(trump, led)   # tp.card_key as ints, -1 for a card that cannot win
        best, current = -1, seats[-1]
        for seat, card in zip(seats, played):
            if keys[card] > best:
                best, current = keys[card], seat
        at_stake = sum(g.value[c] for c in played if c != g.excuse)
        last = len(played) == g.players - 1
        if g.team_of[current] == team:
            return min(moves, key=lambda m: cost[m.card])
        winning = []
        for m in moves:
            if m.card == g.excuse:
                continue
            key = (g.key_table(trump, g.suit_of[m.card]) if led == tp.EXCUSE else keys)[m.card]
            if key > best:
                winning.append(m)
        if winning and (at_stake > 0 or last):
            return min(winning, key=lambda m: cost[m.card])
        return min(moves, key=lambda m: cost[m.card])


GREEDY: dict[str, type] = {"fishing": FishingGreedy, "tricks": TrickGreedy}


def _greedy(game) -> Agent:
    return GREEDY[game.spec.family](game)


def _easy(game) -> Agent:
    agent = _greedy(game)
    agent.name = "easy"
    return agent


def _strong(game) -> Agent:
    from .search import StrongAgent

    return StrongAgent(game, _greedy(game), **STRONG.get(game.spec.family, {}))


# Search budgets (moves simulated per decision) by family, for a p95 decision time under 0.5 s
# on one core (benchmarks/ai_strength.py). Cìcera needs many sampled deals per candidate (at
# 3,000 moves and 8 deals its edge over greedy play was +1.9 points a deal, at 8,000 and 16 it is
# +5.7), which its faster capture search affords.
STRONG: dict[str, dict] = {"fishing": {"budget": 8000, "min_samples": 16, "max_moves": 6},
                           "tricks": {"budget": 5000, "min_samples": 10}}

LEVELS: dict[str, object] = {"random": RandomAgent, "greedy": _greedy, "easy": _easy, "strong": _strong}
AGENT_NAMES = tuple(LEVELS)


def make_agent(name: str, game) -> Agent:
    """The agent of level ``name`` (:data:`LEVELS`) for ``game``."""
    if name not in LEVELS:
        raise ValueError(f"unknown agent {name!r} for {game.spec.id} (known: {', '.join(LEVELS)})")
    return LEVELS[name](game)
