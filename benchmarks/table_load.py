"""Load on the game service: N players each play whole deals at once against `cardavia serve`.

    .venv/bin/python benchmarks/table_load.py [--players 50] [--deals 1] [--workers 2] [--level easy]

Starts `cardavia serve --workers W` on a free port (a tiny site, a fresh secret and ledger), then
runs N simulated players concurrently (async httpx, one connection each): each starts a deal of
a game (the three games in turn), thinks (uniformly 0 to 2 × --think seconds), plays a random
legal move, and so on to the end (--think 0: no pause, the service saturated). A move's latency is the time of its request, the AI seats' replies included. Prints
p50/p95/max move latency, moves per second and errors. Goal: p95 < 200 ms with 50 concurrent
deals at the easy level, 0 errors.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

REPO = Path(__file__).resolve().parent.parent
GAMES = ("cicera", "briscola", "minchiate")


async def player(client: httpx.AsyncClient, index: int, deals: int, level: str | None, think: float,
                 latencies: list[float], errors: list[str]) -> None:
    rng = random.Random(index)
    for d in range(deals):
        body = {"game": GAMES[(index + d) % len(GAMES)], "lang": "en"}
        if level:
            body["level"] = level
        r = await client.post("/api/v1/deals", json=body)
        if r.status_code != 201:
            errors.append(f"start: {r.status_code} {r.text[:100]}")
            return
        view = r.json()
        while not view["over"]:
            if think:
                await asyncio.sleep(rng.uniform(0, 2 * think))
            choice = rng.choice(view["moves"])
            start = time.perf_counter()
            r = await client.post("/api/v1/deals/move", json={"token": view["token"], "move": choice["move"]})
            latencies.append(time.perf_counter() - start)
            if r.status_code != 200:
                errors.append(f"move: {r.status_code} {r.text[:100]}")
                return
            view = r.json()


async def load(base: str, players: int, deals: int, level: str | None,
               think: float) -> tuple[list[float], list[str], float]:
    latencies: list[float] = []
    errors: list[str] = []
    clients = [httpx.AsyncClient(base_url=base, timeout=60) for _ in range(players)]
    start = time.perf_counter()
    try:
        await asyncio.gather(*(player(c, i, deals, level, think, latencies, errors) for i, c in enumerate(clients)))
    finally:
        for c in clients:
            await c.aclose()
    return latencies, errors, time.perf_counter() - start


def serve(workers: int, home: Path) -> tuple[subprocess.Popen, str]:
    site = home / "site"
    site.mkdir(parents=True)
    (site / "index.html").write_text("<html>bench</html>", encoding="utf-8")
    env = {**os.environ, "CARDAVIA_HOME": str(home)}
    env.pop("CARDAVIA_SECRET", None)
    proc = subprocess.Popen([sys.executable, "-m", "toolkit", "serve", "--out", str(home), "--port", "0",
                             "--workers", str(workers)], cwd=REPO, env=env, stderr=subprocess.PIPE, text=True)
    line = proc.stderr.readline()
    base = line.split(" on ")[1].split()[0].rstrip("/")
    for _ in range(300):
        try:
            httpx.get(base + "/api/v1/games", timeout=5)
            break
        except httpx.HTTPError:
            time.sleep(0.1)
    return proc, base


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=50)
    parser.add_argument("--deals", type=int, default=1, help="deals per player")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--level", default="easy", help="AI level; the service's default if it has no such level")
    parser.add_argument("--think", type=float, default=1.0,
                        help="a player's mean thinking time before each move, in seconds (0: no pause)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        proc, base = serve(args.workers, Path(tmp))
        try:
            offered = {lv["id"] for g in httpx.get(base + "/api/v1/games").json()["games"] for lv in g["levels"]}
            level = args.level if args.level in offered else None
            latencies, errors, seconds = asyncio.run(load(base, args.players, args.deals, level, args.think))
        finally:
            proc.terminate()
            proc.wait(timeout=30)
    ms = sorted(x * 1000 for x in latencies)
    p95 = ms[int(0.95 * (len(ms) - 1))] if ms else float("nan")
    print(f"{args.players} players x {args.deals} deal(s), {args.workers} workers, level {level or 'default'}, "
          f"thinking {args.think:g} s: "
          f"{len(ms)} moves in {seconds:.1f} s")
    print(f"  move latency (AI replies included): p50 {statistics.median(ms):.0f} ms, p95 {p95:.0f} ms, "
          f"max {ms[-1]:.0f} ms")
    print(f"  {len(ms) / seconds:.0f} moves/s, errors: {len(errors)}")
    for e in errors[:5]:
        print(f"    {e}")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
