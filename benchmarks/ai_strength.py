"""How strong the agent levels are: per game, strong vs easy and easy vs random on duplicate deals.

    .venv/bin/python benchmarks/ai_strength.py [--games briscola,cicera,minchiate] [--deals N]
        [--pairs strong-easy,easy-random] [--seed S] [--json out.json]

Each deal is played twice, the first agent on team 0's seats and then on team 1's, so the luck
of the cards cancels out. Per deal the score is the first agent's mean margin over the two
plays (points; resti in Minchiate); the figures are its mean with a 95 % confidence interval
(normal approximation, ±1.96 standard errors), the share of plays the first agent won (ties
count as half) and the first agent's decision time, p50 and p95, in CPU seconds of this one
process (only decisions with a choice to make). ``--json`` writes the figures for the pages.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import games  # noqa: E402
from engine.agents import make_agent  # noqa: E402
from engine.simulate import deal_rng, play_deal  # noqa: E402


class Timed:
    """An agent whose decisions with more than one legal move are timed (CPU time)."""

    def __init__(self, agent) -> None:
        self.agent = agent
        self.name = agent.name
        self.seconds: list[float] = []

    def choose(self, obs, moves, rng):
        start = time.process_time()
        move = self.agent.choose(obs, moves, rng)
        if len(moves) > 1:
            self.seconds.append(time.process_time() - start)
        return move


def duel(game_id: str, first: str, second: str, deals: int, seed: int) -> dict:
    game = games.load(game_id)
    a, b = Timed(make_agent(first, game)), make_agent(second, game)
    margins, wins = [], 0.0
    for i in range(deals):
        per_deal = []
        for side in (0, 1):
            agents = [a if game.team_of[s] == side else b for s in range(game.players)]
            _, state = play_deal(game, agents, deal_rng(seed, i))
            points = game.result(state).points
            margin = points[side] - points[1 - side]
            per_deal.append(margin)
            wins += 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
        margins.append(sum(per_deal) / 2)
    mean = statistics.fmean(margins)
    half = 1.96 * statistics.stdev(margins) / len(margins) ** 0.5 if len(margins) > 1 else float("nan")
    times = sorted(a.seconds) or [0.0]
    return {"game": game_id, "first": first, "second": second, "deals": deals,
            "unit": "resti" if getattr(game, "resto_unit", None) else "points",
            "margin": round(mean, 3), "ci95": [round(mean - half, 3), round(mean + half, 3)],
            "win_rate": round(wins / (2 * deals), 4),
            "decision_p50": round(times[len(times) // 2], 4),
            "decision_p95": round(times[min(len(times) - 1, int(len(times) * 0.95))], 4)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", default=",".join(games.available()))
    parser.add_argument("--pairs", default="strong-easy,easy-random")
    parser.add_argument("--deals", type=int, default=100, help="duplicate deals per game and pair")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--json", type=Path, help="also write the figures to this JSON file")
    args = parser.parse_args()
    rows = []
    for game_id in args.games.split(","):
        for pair in args.pairs.split(","):
            first, second = pair.split("-")
            r = duel(game_id, first, second, args.deals, args.seed)
            rows.append(r)
            print(f"{game_id:<10} {first:>6} vs {second:<6} {r['deals']:4d} deals  "
                  f"{r['margin']:+7.2f} {r['unit']:<6} a deal (95 % CI {r['ci95'][0]:+.2f} … {r['ci95'][1]:+.2f})  "
                  f"wins {100 * r['win_rate']:5.1f} %  decision p50 {r['decision_p50']:.3f} s, "
                  f"p95 {r['decision_p95']:.3f} s", flush=True)
    if args.json:
        tmp = args.json.with_name(args.json.name + ".part")
        tmp.write_text(json.dumps(rows, indent=2) + "\n", encoding="utf-8")
        tmp.replace(args.json)


if __name__ == "__main__":
    main()
