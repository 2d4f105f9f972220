"""Where the checker's time goes on distinct text, in one process (issue #10's speed goals; the
JOURNAL's speed entries): the dev corpus's rules texts that ``check_speed.py`` times, checked by
``check_paths(jobs=1)`` after others were checked first (so loads and compiled patterns are in
place), with the collector set as ``cardavia check`` sets it.

    .venv/bin/python benchmarks/check_profile.py [--every 11] [--offset 0] [--skip TEXT ...]
                                                 [--profile OUT.prof] [--readers]

Prints the CPU seconds of the sample; ``--profile``: cProfile's statistics written to OUT.prof
(read with ``pstats``; cProfile's own cost inflates small callers) and the stages' inclusive
shares printed (a reading kept and shared is charged to the stage that makes it first: placement's
``evidence`` of a game not placed reads, for the most part, what ``check_page`` reads later, so a
stage's share is not what leaving it out saves); ``--readers``: each reader of worked examples timed around its call (calls, CPU
seconds, calls that found something), the readers' figures from one run without cProfile.
"""

from __future__ import annotations

import argparse
import collections
import gc
import sys
import time
from pathlib import Path

from check_speed import dev_documents

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from toolkit.cli import GC_YOUNG  # noqa: E402

STAGES = ("run.py:_examples_moved", "checks.py:check_worked_example", "checks.py:check_page",
          "facts.py:stated_facts", "placement.py:place", "family.py:evidence", "scope.py:variant_segments",
          "checks.py:check_clause", "terms.py:phrase_spans", "cardwords.py:card_words", "numbers.py:find_numbers")


def _readers_timed() -> dict:
    from toolkit.check import examples

    tally: dict = collections.defaultdict(lambda: [0, 0.0, 0])

    def timed(kind, fn):
        def reader(engine, ex, text, lex):
            start = time.process_time()
            found = fn(engine, ex, text, lex)
            row = tally[kind]
            row[0] += 1
            row[1] += time.process_time() - start
            row[2] += bool(found)
            return found
        return reader

    for kind, fn in list(examples.REGISTRY.items()):
        examples.REGISTRY[kind] = timed(kind, fn)
    for kind, (rules, fn) in list(examples.READERS_OF_NO_KIND.items()):
        examples.READERS_OF_NO_KIND[kind] = (rules, timed(kind, fn))
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--every", type=int, default=11, help="every Nth dev rules text")
    parser.add_argument("--offset", type=int, default=0, help="the first of them")
    parser.add_argument("--skip", nargs="+", default=[], metavar="TEXT", help="leave out paths holding TEXT")
    parser.add_argument("--profile", metavar="OUT", help="write cProfile's statistics here")
    parser.add_argument("--readers", action="store_true", help="time each reader of worked examples")
    args = parser.parse_args()
    from toolkit.check.run import check_paths

    paths = [Path(p) for p in dev_documents(tuple(args.skip))]
    sample, warm = paths[args.offset::args.every], paths[args.offset + 1::args.every][:30]
    tally = _readers_timed() if args.readers else None
    gc.freeze()
    gc.set_threshold(GC_YOUNG, 50, 100)
    check_paths(warm, jobs=1)
    if tally is not None:
        tally.clear()
    start = time.process_time()
    if args.profile:
        import cProfile
        import pstats

        prof = cProfile.Profile()
        prof.enable()
        check_paths(sample, jobs=1)
        prof.disable()
        prof.dump_stats(args.profile)
    else:
        check_paths(sample, jobs=1)
    cpu = time.process_time() - start
    size = sum(p.stat().st_size for p in sample)
    print(f"{len(sample)} files, {size / 1024:.0f} KB: {cpu:.2f} s CPU ({cpu / (size / (1 << 20)):.1f} s a MB)")
    if args.profile:
        stats = pstats.Stats(args.profile).stats
        total = max(v[3] for v in stats.values())
        for name in STAGES:      # (file:function; the cached wrappers of a reader are left out)
            row = max((v for k, v in stats.items() if f"{Path(k[0]).name}:{k[2]}" == name), default=None,
                      key=lambda v: v[3])
            if row:
                print(f"  {name:36s} {row[1]:8d} calls {row[3]:7.2f} s ({100 * row[3] / total:.0f} %)")
    if tally:
        for kind, (calls, secs, found) in sorted(tally.items(), key=lambda x: -x[1][1]):
            print(f"  reader {kind:20s} {calls:6d} calls {secs:6.2f} s, {found} finding something")


if __name__ == "__main__":
    main()
