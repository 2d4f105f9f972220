"""Instructions a random deal, per game: load-independent speed figures of the engine (#12).

    .venv/bin/python benchmarks/engine_instructions.py [--games briscola,minchiate,cicera] [--deals N]

Each game is played under ``valgrind --tool=cachegrind --cache-sim=no`` with ``PYTHONHASHSEED=0``
twice in a fresh process: N random deals (``play_deal`` with random agents, as
``cardavia simulate --agents random`` plays them: deals 0 .. N-1 of seed 1), then 1 deal. The
difference divided by N-1 is what a deal costs, start-up, imports and the first deal's lazily
built tables left out. N is 1,000 for Briscola and 300 for the others unless ``--deals`` says.
Without valgrind it says so and measures nothing.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEALS = {"briscola": 1000}
DEFAULT_DEALS = 300

PLAY = """
import sys
sys.path.insert(0, {root!r})
from engine import compiled
from engine.agents import make_agent
from engine.simulate import deal_rng, play_deal
game = compiled.load({game!r})
agents = [make_agent("random", game)] * game.players
for i in range({deals}):
    play_deal(game, agents, deal_rng(1, i))
"""


def instructions(game_id: str, deals: int) -> int:
    """Instructions executed by a fresh process playing ``deals`` random deals of ``game_id``."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "cachegrind.out"
        env = dict(os.environ, PYTHONHASHSEED="0")
        run = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", f"--cachegrind-out-file={out}",
                              sys.executable, "-c", PLAY.format(root=str(ROOT), game=game_id, deals=deals)],
                             env=env, capture_output=True, text=True, check=True)
        found = re.search(r"I\s+refs:\s+([\d,]+)", run.stderr)
        return int(found.group(1).replace(",", ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", default="briscola,minchiate,cicera")
    parser.add_argument("--deals", type=int, default=None, help="deals of the long run (default 1,000 / 300)")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        print("valgrind is not installed: no instruction counts measured")
        return
    for game_id in args.games.split(","):
        # The compiled engine is cached first, so that neither measured run validates the spec.
        subprocess.run([sys.executable, "-c", PLAY.format(root=str(ROOT), game=game_id, deals=1)], check=True)
        n = args.deals or DEALS.get(game_id, DEFAULT_DEALS)
        many, one = instructions(game_id, n), instructions(game_id, 1)
        print(f"{game_id:<10} {(many - one) / (n - 1) / 1e6:.3f} M instructions a deal "
              f"({n} deals: {many:,}; 1 deal: {one:,})")


if __name__ == "__main__":
    main()
