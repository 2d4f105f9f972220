"""Speed figures: random deals per second and legal-move generations per second, per game.

    .venv/bin/python benchmarks/run.py [--deals N] [--games cicera,briscola,minchiate]

One process, one core. The first 2,000 deals of the process are timed apart ("cold": lazily
built tables, the interpreter's warm-up), then ``--deals`` more ("warm"). Times are the
process's CPU time, so that other work on a shared machine does not count.
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


def bench_game(game_id: str, deals: int) -> dict:
    game = games.load(game_id)
    agents = [make_agent("random", game)] * game.players
    start = time.process_time()
    for i in range(2000):
        play_deal(game, agents, deal_rng(12345, i))
    cold = 2000 / (time.process_time() - start)
    start = time.process_time()
    for i in range(deals):
        play_deal(game, agents, deal_rng(1, i))
    deal_seconds = time.process_time() - start
    # Legal-move generation alone, replaying the positions of some of those deals.
    positions = []
    for i in range(min(deals, 300)):
        state = game.deal(deal_rng(1, i))
        while not game.is_over(state):
            moves = game.legal_moves(state)
            positions.append(game.clone(state))
            game.apply(state, moves[len(positions) % len(moves)], check=False)
    start = time.process_time()
    for s in positions:
        game.legal_moves(s)
    gen_seconds = time.process_time() - start
    return {"game": game_id, "cold": cold, "deals_per_second": deals / deal_seconds,
            "legal_moves_per_second": len(positions) / gen_seconds}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--games", default=",".join(games.available()))
    args = parser.parse_args()
    for game_id in args.games.split(","):
        r = bench_game(game_id, args.deals)
        print(f"{r['game']:<10} {r['cold']:6.0f} random deals/s cold, {r['deals_per_second']:6.0f} warm   "
              f"{r['legal_moves_per_second']:9.0f} legal-move generations/s")


if __name__ == "__main__":
    main()
