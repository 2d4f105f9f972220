"""Time of a full `cardavia build` (3 games × 9 languages), cold and warm.

    .venv/bin/python benchmarks/build_time.py [--stats-deals N]

Cold: an empty build directory, so the statistics of every game are simulated (in a pool of 2
processes). Warm: the same directory again; statistics come from the cache (they are keyed by
the spec's and the engine's fingerprint), everything else is redone. Goal: under 30 s.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def run(out: Path, deals: int) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "toolkit", "build", "--out", str(out), "--stats-deals", str(deals)],
                   check=True, cwd=Path(__file__).resolve().parent.parent, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--stats-deals", type=int, default=10_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "build"
        cold = run(out, args.stats_deals)
        warm = run(out, args.stats_deals)
    print(f"cardavia build, {args.stats_deals} deals of statistics per game: "
          f"cold {cold:.1f} s, warm {warm:.1f} s")


if __name__ == "__main__":
    main()
