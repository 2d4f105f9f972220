"""Compiled engines cached on disk (engine/compiled.py): the same deals as the validated engine,
no pydantic when the cache is fresh, rebuilt when the spec changes, never hiding a bad spec."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import pytest
from conftest import clear_rule_caches

from engine import compiled, games
from engine.paths import RULES_DIR
from engine.simulate import tally

ROOT = RULES_DIR.parent


def fresh_load(game_id: str):
    compiled.load.cache_clear()
    try:
        return compiled.load(game_id)
    finally:
        compiled.load.cache_clear()


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache" / "cardavia" / "engines"


def records(game, agents: tuple[str, ...], deals: int = 40) -> list[dict]:
    out = io.StringIO()
    tally(game, 0, deals, 7, agents, record=out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


@pytest.mark.parametrize("game_id", ["cicera", "briscola", "minchiate"])
def test_the_cached_engine_plays_the_same_deals(game_id, cache):
    built = fresh_load(game_id)              # a miss: validated, compiled and stored
    assert [p.name.split("-")[0] for p in cache.iterdir()] == [game_id]
    read = fresh_load(game_id)               # a hit: read back from the file
    assert type(read.spec).__name__ == "SpecData" and read is not built
    assert read.spec.deal.hand == games.load(game_id).spec.deal.hand
    for agents in (("random",), ("greedy",)):
        assert records(read, agents) == records(games.load(game_id), agents)


def run_cli(*args: str, env: dict) -> subprocess.CompletedProcess:
    code = ("import sys\nfrom toolkit.cli import main\ntry:\n    main(sys.argv[1:])\nexcept SystemExit as e:\n"
            "    print('pydantic' in sys.modules, 'yaml' in sys.modules, file=sys.stderr)\n    raise\n")
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, **env})


def test_simulate_and_replay_from_a_fresh_cache_import_neither_pydantic_nor_yaml(tmp_path):
    env = {"XDG_CACHE_HOME": str(tmp_path / "cache")}
    first = run_cli("simulate", "--game", "briscola", "--deals", "3", "--record", str(tmp_path / "r.jsonl"), env=env)
    assert first.returncode == 0, first.stderr
    assert first.stderr.split() == ["True", "True"]          # the miss validated the spec
    again = run_cli("simulate", "--game", "briscola", "--deals", "3", "--format", "json", env=env)
    assert again.returncode == 0 and again.stderr.split() == ["False", "False"]
    replay = run_cli("replay", str(tmp_path / "r.jsonl"), env=env)
    assert replay.returncode == 0 and replay.stderr.split() == ["False", "False"]
    names = [line.split(": ")[0] for line in replay.stdout.splitlines()]
    assert names == [f"{tmp_path / 'r.jsonl'}#{i}" for i in range(3)]


def test_an_edited_spec_is_compiled_again_and_a_broken_one_is_refused(rules, cache):
    assert compiled.load("briscola").spec.deal.hand == 3
    path = rules / "games" / "briscola.yaml"
    text = path.read_text(encoding="utf-8")
    clear_rule_caches()
    # Still a whole pack: 2 × 5 dealt, a stock of 30 drawn evenly.
    path.write_text(text.replace("  hand: 3", "  hand: 5"), encoding="utf-8")
    assert compiled.load("briscola").spec.deal.hand == 5
    assert len(list(cache.glob("briscola-*.pickle"))) == 1   # the stale entry is gone
    clear_rule_caches()
    path.write_text(text.replace("players: 2", "players: 2\nplayers: 3"), encoding="utf-8")
    env = {"CARDAVIA_RULES": str(rules), "XDG_CACHE_HOME": str(cache.parent.parent)}
    proc = run_cli("simulate", "--game", "briscola", "--deals", "1", env=env)
    assert proc.returncode == 2
    assert proc.stderr.startswith(f"cardavia: {path}:") and "duplicate key 'players'" in proc.stderr


def test_an_unreadable_cache_entry_is_built_again(cache):
    fresh_load("cicera")
    (entry,) = cache.glob("cicera-*.pickle")
    entry.write_bytes(b"not a pickle")
    assert fresh_load("cicera").spec.id == "cicera"
    assert entry.read_bytes()[:1] == b"\x80"   # rewritten
