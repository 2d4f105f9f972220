"""How fast `cardavia check` is, start-up included (issue #10: the five seed pages in < 2 s, 1 MB
of text in < 10 s, time linear in the input).

    .venv/bin/python benchmarks/check_speed.py [--runs 3] [--no-mb] [--skip TEXT ...] [--every N]

Each figure is the median of ``--runs`` runs of a fresh `cardavia check` process: wall time and
CPU time (user + sys of the process and the processes it forks). CPU time is the figure to trust
on a shared machine; wall time also counts waiting for a core. Inputs:

- the five seed pages (tests/data/seeds/);
- the dev documents of the corpus that are rules texts (translations and real texts): distinct
  text, so no cache of a sentence already read helps; a "distinct text" line gives its CPU time
  per MB (2^20 bytes), the figure to hold against the goal, since copies of the seed pages repeat
  sentences that caches have already read;
- 0.25 MB and 1 MB of text: copies of the seed pages in turn (as ``checker_eval.py`` times them),
  one run each; the ratio of the two shows whether time grows linearly with the input.

``--skip TEXT``: leave out the dev documents whose path holds TEXT (a batch nobody may check
yet, ``--skip _b0117``); ``--every N``: every Nth of the rest only (a subset that two versions
can be timed on in turn).

Every input is timed twice: with Python's bytecode cached, as on a normal install (a private
``PYTHONPYCACHEPREFIX``, filled by a first run that is not counted), and with
``PYTHONDONTWRITEBYTECODE=1`` and no cache, where every run compiles every module it imports.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from checker_eval import CORPUS, ROOT, SEEDS, seed_copies

DISTINCT = "dev corpus rules texts"     # the input of distinct text
MB = 1 << 20


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _check(paths: list[str], env: dict[str, str]) -> tuple[float, float]:
    start, cpu = time.perf_counter(), _children_cpu()
    done = subprocess.run([sys.executable, "-m", "toolkit", "check", *paths], cwd=ROOT, env=env,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if done.returncode not in (0, 1, 2) or "Traceback" in done.stderr:     # 2: some text refused
        sys.exit(f"cardavia check failed (exit {done.returncode}): {done.stderr.strip()}")
    return time.perf_counter() - start, _children_cpu() - cpu


def timed(paths: list[str], runs: int, env: dict[str, str]) -> dict:
    walls, cpus = zip(*(_check(paths, env) for _ in range(runs)))
    return {"files": len(paths), "bytes": sum(Path(p).stat().st_size for p in paths),
            "seconds": round(statistics.median(walls), 2), "cpu_seconds": round(statistics.median(cpus), 2)}


def dev_documents(skip: tuple[str, ...] = (), every: int = 1) -> list[str]:
    documents = json.loads((CORPUS / "labels.json").read_text(encoding="utf-8"))["documents"]
    return [str(CORPUS / path) for path, meta in documents.items()
            if meta["split"] == "dev" and meta["kind"] in ("translation", "real")
            and not any(s in path for s in skip)][::every]


def environments(cache: Path) -> dict[str, dict[str, str]]:
    cached = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    cached["PYTHONPYCACHEPREFIX"] = str(cache)
    plain = {k: v for k, v in os.environ.items() if k != "PYTHONPYCACHEPREFIX"}
    plain["PYTHONDONTWRITEBYTECODE"] = "1"
    return {"bytecode cached": cached, "no bytecode": plain}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3, help="runs per figure (the median is kept)")
    parser.add_argument("--no-mb", action="store_true", help="leave out the 0.25 MB and 1 MB inputs")
    parser.add_argument("--skip", nargs="+", default=[], metavar="TEXT",
                        help="leave out the dev documents whose path holds TEXT")
    parser.add_argument("--every", type=int, default=1, metavar="N", help="every Nth dev document only")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        inputs = {"five seed pages": list(map(str, SEEDS)), DISTINCT: dev_documents(tuple(args.skip), args.every)}
        if not args.no_mb:
            for label, size in (("0.25 MB", 1 << 18), ("1 MB", 1 << 20)):
                inputs[label] = seed_copies(Path(tmp), size)
        for mode, env in environments(Path(tmp) / "pycache").items():
            if mode == "bytecode cached":
                _check(list(map(str, SEEDS)), env)      # fills the bytecode cache
            for label, paths in inputs.items():
                runs = 1 if label.endswith("MB") else args.runs
                t = timed(paths, runs, env)
                print(f"{mode}, {label} ({t['files']} files, {t['bytes'] / 1024:.0f} KB, median of {runs}): "
                      f"{t['seconds']} s wall, {t['cpu_seconds']} s CPU", flush=True)
                if label == DISTINCT:
                    per_mb = t["cpu_seconds"] / (t["bytes"] / MB)
                    print(f"{mode}, distinct text ({label}): {t['bytes']} bytes, {t['seconds']} s wall, "
                          f"{t['cpu_seconds']} s CPU, {per_mb:.1f} s CPU per MB", flush=True)


if __name__ == "__main__":
    main()
