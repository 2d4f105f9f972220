"""Time of a full `cardavia build` (3 games × 9 languages), cold and warm.

    .venv/bin/python benchmarks/build_time.py [--stats-deals N]

Cold: an empty build directory, so the statistics of every game are simulated (in a pool of 2
processes, while the catalogs and the published pages are checked). Warm: the same directory
again; statistics come from the cache (they are keyed by the spec's and the engine's
fingerprint), everything else is redone. Goal: under 30 s cold on two cores. Each figure is wall
time, with the CPU time of the build's processes beside it (what a shared machine cannot inflate).

4,000 deals of statistics per game by default: the 95 % interval of a win share is then ±1.5
points of percentage (±1.0 at 10,000), of the mean card points of a Briscola team ±0.6, of any
Minchiate source ±0.6 (at most; sd 18.6), of a Cìcera team's points ±0.15.
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def run(out: Path, deals: int) -> tuple[float, float]:
    """Wall and CPU seconds of one build (the CPU of every process it ran)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "toolkit", "build", "--out", str(out), "--stats-deals", str(deals)],
                   check=True, cwd=Path(__file__).resolve().parent.parent, stderr=subprocess.DEVNULL,
                   stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--stats-deals", type=int, default=4_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "build"
        cold = run(out, args.stats_deals)
        warm = run(out, args.stats_deals)
    print(f"cardavia build, {args.stats_deals} deals of statistics per game: "
          f"cold {cold[0]:.1f} s ({cold[1]:.1f} s CPU), warm {warm[0]:.1f} s ({warm[1]:.1f} s CPU)")


if __name__ == "__main__":
    main()
