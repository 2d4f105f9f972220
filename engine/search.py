"""The strong agent: determinized Monte Carlo search (perfect-information Monte Carlo, PIMC).

For each decision the agent samples deals consistent with what its seat has seen
(``game.determinize(observation, rng)``), plays each candidate move out to the end of the deal
on every sample with a fast policy (the greedy agent, reading the sampled state) and keeps the
move with the best total. It sees only its observation, so its choice cannot depend on hidden
cards; one random source seeded from the ``rng`` it is given makes it deterministic.

A deal is scored for the agent's team, partner included: its points minus the best opponent's
(with resti, plus a fraction of the point margin, so that moves still differ when the resti do).
"""

from __future__ import annotations

import random
from typing import Sequence

PLAY = "play"


class StrongAgent:
    """Determinized Monte Carlo over the legal moves, greedy play-outs.

    ``budget`` is the number of moves simulated per decision, shared among the candidate moves
    (each searched on at least ``min_samples`` deals): early in a deal, when play-outs are
    long, fewer deals; near its end more. ``max_moves`` bounds the candidates, the policy's
    best first, where the policy can score moves (fishing games)."""

    name = "strong"

    def __init__(self, game, policy, budget: int = 6000, min_samples: int = 12, max_moves: int = 8,
                 resto_share: float = 0.5) -> None:
        self.game = game
        self.policy = policy
        self.budget = budget
        self.min_samples = min_samples
        self.max_moves = max_moves
        unit = getattr(game, "resto_unit", None)
        self.fine = resto_share / unit if unit else 0.0

    def choose(self, obs, moves: Sequence, rng: random.Random):
        if len(moves) == 1:
            return moves[0]
        if getattr(obs, "phase", PLAY) != PLAY:   # discards and declarations: the policy's choice
            return self.policy.choose(obs, moves, rng)
        candidates = self.candidates(obs, moves)
        if len(candidates) == 1:
            return candidates[0]
        game, team = self.game, obs.team
        search_rng = random.Random(rng.getrandbits(64))
        left = sum(obs.hand_sizes) + getattr(obs, "stock_size", 0)
        samples = max(self.min_samples, self.budget // (len(candidates) * left))
        totals = [0.0] * len(candidates)
        for _ in range(samples):
            world = game.determinize(obs, search_rng)
            seed = search_rng.getrandbits(64)
            for i, move in enumerate(candidates):
                state = game.clone(world, history=False)
                game.apply(state, move, check=False)
                totals[i] += self.playout(state, team, random.Random(seed))
        best = max(range(len(candidates)), key=totals.__getitem__)
        return candidates[best]

    def candidates(self, obs, moves: Sequence) -> list:
        """The moves worth searching: all of them, or the ``max_moves`` the policy scores best."""
        score = getattr(self.policy, "score", None)
        if score is None or len(moves) <= self.max_moves:
            return list(moves)
        ranked = sorted(range(len(moves)), key=lambda i: -score(obs, moves[i]))
        return [moves[i] for i in sorted(ranked[:self.max_moves])]

    def playout(self, state, team: int, rng: random.Random) -> float:
        """Play ``state`` to the end with the policy in every seat; the deal's value for ``team``."""
        game = self.game
        legal, apply, choose = game.legal_moves, game.apply, self.policy.choose_in
        while not state.over:
            moves = legal(state)
            apply(state, moves[0] if len(moves) == 1 else choose(state, moves, rng), check=False)
        return self.value(state, team)

    def value(self, state, team: int) -> float:
        points = self.game.result(state).points
        value = points[team] - max(p for t, p in enumerate(points) if t != team)
        if self.fine:
            totals = state.totals
            value += self.fine * (totals[team] - max(p for t, p in enumerate(totals) if t != team))
        return value
