"""Play many deals with agents and gather statistics; deterministic for a seed."""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass, field
from typing import IO, Sequence

from .agents import make_agent
from .record import make_record


@dataclass
class Stats:
    game: str
    deals: int
    seed: int
    agents: list[str]
    points: list[float] = field(default_factory=list)            # mean per team
    sources: dict[str, list[float]] = field(default_factory=dict)  # mean per source per team
    frequency: dict[str, float] = field(default_factory=dict)    # share of deals where a source scored
    wins: list[float] = field(default_factory=list)
    draws: float = 0.0
    seconds: float = 0.0

    @property
    def deals_per_second(self) -> float:
        return self.deals / self.seconds if self.seconds else 0.0

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
    initial = game.initial_json(state)
    legal, apply, observe = game.legal_moves, game.apply, game.observation
    while not game.is_over(state):
        moves = legal(state)
        seat = moves[0].seat
        agent = agents[seat]
        move = agent.choose(observe(state, seat) if agent.name != "random" else None, moves, rng)
        apply(state, move, check=False)
    return initial, state


def simulate(game, deals: int, seed: int = 0, agent_names: Sequence[str] = ("random",),
             record: IO[str] | None = None, progress=None) -> Stats:
    """Play ``deals`` deals. ``agent_names`` are given to seats in order, cycling (two names:
    one per team in a partnership game). ``record`` receives one JSON record per line."""
    agents = [make_agent(agent_names[s % len(agent_names)], game) for s in range(game.players)]
    n_teams = game.n_teams
    totals = [0] * n_teams
    wins = [0] * n_teams
    draws = 0
    sources: dict[str, list[int]] = {}
    scored: dict[str, int] = {}
    start = time.perf_counter()
    for i in range(deals):
        initial, state = play_deal(game, agents, deal_rng(seed, i))
        result = game.result(state)
        for t in range(n_teams):
            totals[t] += result.points[t]
        if result.winner is None:
            draws += 1
        else:
            wins[result.winner] += 1
        for key, values in result.breakdown.items():
            acc = sources.setdefault(key, [0] * n_teams)
            for t in range(n_teams):
                acc[t] += values[t]
            if any(values):
                scored[key] = scored.get(key, 0) + 1
            else:
                scored.setdefault(key, 0)
        if record is not None:
            record.write(json.dumps(make_record(game, state, initial), ensure_ascii=False) + "\n")
        if progress is not None:
            progress(i + 1)
    seconds = time.perf_counter() - start
    n = max(deals, 1)
    return Stats(game.spec.id, deals, seed, [a.name for a in agents],
                 points=[t / n for t in totals],
                 sources={k: [x / n for x in v] for k, v in sources.items()},
                 frequency={k: v / n for k, v in scored.items()},
                 wins=[w / n for w in wins], draws=draws / n, seconds=seconds)
