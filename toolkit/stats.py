"""Statistics for the game pages: simulated deals per game, cached by what affects them, and the
measured strength of the agent levels.

A game's statistics are keyed by its spec, its deck(s), the engine modules its family uses (the
family's engine module and, transitively, the engine modules it imports) and the modules that
play the deals (agents, simulation): editing one game, or one family's engine, recomputes only
the statistics it can change.
"""

from __future__ import annotations

import concurrent.futures
import hashlib
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Sequence

from engine import agents, games, simulate
from engine.simulate import Stats, Tally, seat_agents, tally
from engine.paths import rules_dir

STATS_SEED = 1
STATS_AGENTS = ("greedy",)
STRENGTH = Path(__file__).resolve().parent.parent / "benchmarks" / "ai_strength.json"


def engine_modules(root: ModuleType) -> list[ModuleType]:
    """``root`` and the ``engine`` modules it uses, transitively (modules and objects it imported)."""
    seen: dict[str, ModuleType] = {}
    todo = [root]
    while todo:
        module = todo.pop()
        if module.__name__ in seen:
            continue
        seen[module.__name__] = module
        for value in vars(module).values():
            name = value.__name__ if isinstance(value, ModuleType) else getattr(value, "__module__", None)
            if isinstance(name, str) and name.startswith("engine.") and name not in seen and name in sys.modules:
                todo.append(sys.modules[name])
    return [seen[name] for name in sorted(seen)]


def game_modules(game) -> list[ModuleType]:
    """The ``engine`` modules that build and play ``game``'s deals: its family's engine, its deck's
    and the schema's (a default of the schema is a rule too), with the modules they use."""
    from engine import spec

    roots = (sys.modules[type(game).__module__], sys.modules[type(game.deck).__module__], spec)
    modules = {m.__name__: m for root in roots for m in engine_modules(root)}
    return [modules[name] for name in sorted(modules)]


def fingerprint(game) -> str:
    """Changes whenever the game's spec, its deck or code that plays its deals changes."""
    h = hashlib.sha256()
    h.update(game.spec.source.read_bytes())
    deck_ids = [game.deck.id] + ([game.deck.spec.derived_from.base] if game.deck.spec.derived_from else [])
    for deck_id in deck_ids:
        h.update((rules_dir() / "decks" / f"{deck_id}.yaml").read_bytes())
    modules = {m.__name__: m for m in game_modules(game)}
    modules.update({m.__name__: m for m in (agents, simulate)})
    for name in sorted(modules):
        h.update(name.encode())
        h.update(Path(modules[name].__file__).read_bytes())
    return h.hexdigest()[:16]


def _tally_chunk(args) -> Tally:
    game_id, first, deals = args
    return tally(games.load(game_id), first, deals, STATS_SEED, STATS_AGENTS)


class StatsRun:
    """The statistics of ``deals`` simulated deals per game, cached by the game's
    :func:`fingerprint`: those not in the cache are simulated in a pool of ``jobs`` processes
    from the moment the run is made, so that the caller can do other work meanwhile."""

    def __init__(self, game_ids: Sequence[str], deals: int, cache_dir: Path, jobs: int = 2) -> None:
        self.deals, self.cache_dir = deals, cache_dir
        self.cached: dict[str, Stats] = {}
        self.todo: list[tuple[str, Path]] = []
        for gid in game_ids:
            path = cache_dir / f"stats-{gid}-{deals}-{fingerprint(games.load(gid))}.json"
            if path.exists():
                self.cached[gid] = Stats(**json.loads(path.read_text(encoding="utf-8")))
            else:
                self.todo.append((gid, path))
        self.chunks = [(gid, first, min(500, deals - first)) for gid, _ in self.todo for first in range(0, deals, 500)]
        self.pool = None
        self.parts: list = []
        if self.chunks and jobs > 1:
            self.pool = concurrent.futures.ProcessPoolExecutor(max_workers=jobs)
            self.parts = [self.pool.submit(_tally_chunk, c) for c in self.chunks]

    def result(self) -> dict[str, Stats]:
        """Wait for the simulations, write them to the cache and return every game's statistics."""
        if self.pool is None:
            parts = [_tally_chunk(c) for c in self.chunks]
        else:
            parts = [f.result() for f in self.parts]
            self.close()
        out = dict(self.cached)
        for gid, path in self.todo:
            game = games.load(gid)
            total = Tally(game.n_teams)
            for chunk, part in zip(self.chunks, parts):
                if chunk[0] == gid:
                    total = total.merge(part)
            names = [a.name for a in seat_agents(game, STATS_AGENTS)]
            stats = Stats.from_tally(gid, STATS_SEED, names, total)
            out[gid] = stats
            self.cache_dir.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            tmp.write_text(json.dumps(stats.__dict__), encoding="utf-8")
            tmp.replace(path)
        self.todo, self.chunks, self.cached = [], [], out
        return out

    def close(self) -> None:
        """Stop the pool (unfinished simulations are dropped)."""
        if self.pool is not None:
            self.pool.shutdown(cancel_futures=True)
            self.pool = None


def game_stats(game_ids: Sequence[str], deals: int, cache_dir: Path, jobs: int = 2) -> dict[str, Stats]:
    """Statistics of ``deals`` simulated deals per game, cached by the game's :func:`fingerprint`."""
    return StatsRun(game_ids, deals, cache_dir, jobs).result()


def ai_strength(game_id: str) -> list[dict]:
    """The measured duels of the agent levels in ``game_id`` (``benchmarks/ai_strength.py
    --json benchmarks/ai_strength.json``): per pair the first agent's mean margin a deal, its
    95 % interval, win rate and decision times. Empty when not measured."""
    if not STRENGTH.exists():
        return []
    return [row for row in json.loads(STRENGTH.read_text(encoding="utf-8")) if row["game"] == game_id]
