"""Play many deals with agents and gather statistics; deterministic for a seed.

Deal ``i`` of seed ``s`` always uses the same random source (:func:`deal_rng`), so a run can be
split into ranges played in parallel and merged (:meth:`Tally.merge`) with the same result.
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass, field
from typing import IO, Sequence

from .agents import make_agent
from .record import initial_json, make_record


@dataclass
class Tally:
    """Sums over deals; :meth:`stats` turns them into means."""

    n_teams: int
    deals: int = 0
    totals: list[int] = field(default_factory=list)
    wins: list[int] = field(default_factory=list)
    draws: int = 0
    sources: dict[str, list[int]] = field(default_factory=dict)
    scored: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0

    def __post_init__(self) -> None:
        self.totals = self.totals or [0] * self.n_teams
        self.wins = self.wins or [0] * self.n_teams

    def add(self, result) -> None:
        self.deals += 1
        for t in range(self.n_teams):
            self.totals[t] += result.points[t]
        if result.winner is None:
            self.draws += 1
        else:
            self.wins[result.winner] += 1
        for key, values in result.breakdown.items():
            acc = self.sources.setdefault(key, [0] * self.n_teams)
            for t in range(self.n_teams):
                acc[t] += values[t]
            self.scored[key] = self.scored.get(key, 0) + (1 if any(values) else 0)

    def merge(self, other: "Tally") -> "Tally":
        out = Tally(self.n_teams, self.deals + other.deals,
                    [a + b for a, b in zip(self.totals, other.totals)],
                    [a + b for a, b in zip(self.wins, other.wins)], self.draws + other.draws,
                    dict(self.sources), dict(self.scored), self.seconds + other.seconds)
        for key, vals in other.sources.items():
            mine = out.sources.get(key, [0] * self.n_teams)
            out.sources[key] = [a + b for a, b in zip(mine, vals)]
            out.scored[key] = out.scored.get(key, 0) + other.scored.get(key, 0)
        return out


@dataclass
class Stats:
    game: str
    deals: int
    seed: int
    agents: list[str]
    points: list[float]                # mean per team
    sources: dict[str, list[float]]    # mean per source per team
    frequency: dict[str, float]        # share of deals where a source scored for some team
    wins: list[float]
    draws: float
    seconds: float

    @property
    def deals_per_second(self) -> float:
        return self.deals / self.seconds if self.seconds else 0.0

    @classmethod
    def from_tally(cls, game: str, seed: int, agents: list[str], t: Tally) -> "Stats":
        n = max(t.deals, 1)
        return cls(game, t.deals, seed, agents, [x / n for x in t.totals],
                   {k: [x / n for x in v] for k, v in t.sources.items()},
                   {k: v / n for k, v in t.scored.items()}, [w / n for w in t.wins], t.draws / n, t.seconds)

    def to_json(self) -> dict:
        r = lambda x: round(x, 4)  # noqa: E731
        return {"game": self.game, "deals": self.deals, "seed": self.seed, "agents": self.agents,
                "points": [r(p) for p in self.points],
                "sources": {k: [r(x) for x in v] for k, v in self.sources.items()},
                "frequency": {k: r(v) for k, v in self.frequency.items()},
                "wins": [r(w) for w in self.wins], "draws": r(self.draws),
                "deals_per_second": round(self.deals_per_second, 1)}


def deal_rng(seed: int, index: int) -> random.Random:
    """The random source of deal ``index``: independent of how many deals run before it."""
    return random.Random(seed * 1_000_003 + index)


def play_deal(game, agents: Sequence, rng: random.Random):
    """Deal and play one hand to the end; returns ``(initial, state)``."""
    state = game.deal(rng)
    initial = initial_json(game, state)
    if all(agent.name == "random" for agent in agents):
        game.play_random(state, rng)
        return initial, state
    legal, apply, observe = game.legal_moves, game.apply, game.observation
    sample = game.sample_move
    while not game.is_over(state):
        if agents[state.turn].name == "random":
            # The same move RandomAgent would choose from legal_moves, without listing them all.
            apply(state, sample(state, rng), check=False)
            continue
        moves = legal(state)
        seat = moves[0].seat
        agent = agents[seat]
        move = agent.choose(observe(state, seat) if agent.name != "random" else None, moves, rng)
        apply(state, move, check=False)
    return initial, state


def seat_agents(game, agent_names: Sequence[str]) -> list:
    """Agents by seat: the names are given to seats in order, cycling (two names in a
    partnership game: one per team)."""
    return [make_agent(agent_names[s % len(agent_names)], game) for s in range(game.players)]


def tally(game, first: int, deals: int, seed: int, agent_names: Sequence[str],
          record: IO[str] | None = None, progress=None) -> Tally:
    """Play deals ``first`` .. ``first + deals - 1`` of ``seed``."""
    agents = seat_agents(game, agent_names)
    t = Tally(game.n_teams)
    start = time.perf_counter()
    for i in range(first, first + deals):
        initial, state = play_deal(game, agents, deal_rng(seed, i))
        t.add(game.result(state))
        if record is not None:
            record.write(json.dumps(make_record(game, state, initial), ensure_ascii=False) + "\n")
        if progress is not None:
            progress(i - first + 1)
    t.seconds = time.perf_counter() - start
    return t


def simulate(game, deals: int, seed: int = 0, agent_names: Sequence[str] = ("random",),
             record: IO[str] | None = None, progress=None) -> Stats:
    """Play ``deals`` deals and return their statistics; ``record`` receives one JSON record per line."""
    t = tally(game, 0, deals, seed, agent_names, record, progress)
    return Stats.from_tally(game.spec.id, seed, [a.name for a in seat_agents(game, agent_names)], t)
