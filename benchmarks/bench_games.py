"""Random deals per second for each game, in one process: ``python benchmarks/bench_games.py``.

Each deal is dealt and played to the end by random agents (as ``cardavia simulate`` does) and
scored. Aims: Briscola >= 2,000 deals/s, Minchiate >= 300 deals/s on one core.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import games  # noqa: E402
from engine.agents import make_agent  # noqa: E402
from engine.simulate import deal_rng, play_deal  # noqa: E402

DEALS = {"briscola": 10_000, "minchiate": 2_000, "cicera": 2_000}


def bench(game_id: str, deals: int) -> float:
    game = games.load(game_id)
    agents = [make_agent("random", game)] * game.players
    start = time.perf_counter()
    for i in range(deals):
        _, state = play_deal(game, agents, deal_rng(0, i))
        game.result(state)
    return deals / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=[g for g in DEALS if g in games.available()])
    parser.add_argument("--scale", type=float, default=1.0, help="multiply the number of deals")
    args = parser.parse_args()
    for game_id in args.games:
        deals = max(1, int(DEALS.get(game_id, 1000) * args.scale))
        print(f"{game_id:<10} {bench(game_id, deals):8.0f} random deals/s  ({deals} deals)")


if __name__ == "__main__":
    main()
