"""`cardavia play` driven by scripted input: whole deals, input validation, the saved record."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine import games
from engine.record import replay
from toolkit.cli import main
from toolkit.server.deal import agent_names


def play(tmp_path, *args, input="1\n" * 400, color=False):
    runner = CliRunner()
    with runner.isolated_filesystem(temp_dir=tmp_path):
        result = runner.invoke(main, ["play", *args], input=input, color=color)
        files = {p: open(p, encoding="utf-8").read() for p in os.listdir(".")}
    return result, files


@pytest.mark.parametrize("game", games.available())
def test_a_whole_deal_ends_with_a_replayable_record(tmp_path, game):
    result, files = play(tmp_path, "--game", game, "--seed", "5", "--lang", "de")
    assert result.exit_code == 0, result.output
    path = f"cardavia-{game}-5.json"
    assert list(files) == [path]
    record = json.loads(files[path])
    assert replay(record).ok
    assert f"Aufzeichnung gespeichert in {path}." in result.output
    assert "Punkteaufstellung" in result.output and "\x1b[" not in result.output


def test_input_is_validated_with_a_helpful_prompt(tmp_path):
    result, files = play(tmp_path, "--game", "briscola", "--seed", "2", input="x\n0\n9\n?\n" + "1\n" * 60)
    assert result.exit_code == 0, result.output
    assert "Not a move: 'x'. Type a number from 1 to 3." in result.output
    assert "Not a move: '0'." in result.output and "Not a move: '9'." in result.output
    assert "Type the number of a move and press Enter" in result.output
    assert result.output.count("Your move (1–3, ? for help, q to quit)") >= 5


def test_quitting_saves_nothing(tmp_path):
    result, files = play(tmp_path, "--game", "cicera", "--seed", "1", input="1\nq\n")
    assert result.exit_code == 1 and files == {}
    assert "Deal abandoned; no record was saved." in result.output
    result, files = play(tmp_path, "--game", "cicera", "--seed", "1", input="1\n")   # input ends
    assert result.exit_code == 1 and files == {}


def test_an_existing_record_is_never_overwritten_without_force(tmp_path):
    target = tmp_path / "mine.json"
    target.write_text("keep me", encoding="utf-8")
    result = CliRunner().invoke(main, ["play", "--game", "briscola", "--record", str(target)], input="1\n" * 60)
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [f"cardavia: {target}: exists; pass --force to overwrite it, "
                                                  "or --record to choose another file"]
    assert target.read_text(encoding="utf-8") == "keep me"
    result = CliRunner().invoke(main, ["play", "--game", "briscola", "--record", str(target), "--force"],
                                input="1\n" * 60)
    assert result.exit_code == 0, result.output
    assert replay(json.loads(target.read_text(encoding="utf-8"))).ok


def test_colour_only_on_a_terminal(tmp_path):
    result, _ = play(tmp_path, "--game", "briscola", "--seed", "3", color=True)
    assert result.exit_code == 0 and "\x1b[" in result.output


def test_bad_options_are_one_line(tmp_path):
    for args, words in ((["--game", "poker"], "unknown game 'poker'"),
                        (["--game", "cicera", "--level", "godlike"], "--level: unknown level 'godlike'"),
                        (["--game", "cicera", "--lang", "xx"], "--lang: unknown language 'xx'")):
        result, files = play(tmp_path, *args)
        assert result.exit_code == 2 and files == {}
        assert len(result.output.strip().splitlines()) == 1 and words in result.output, result.output
    result, _ = play(tmp_path, "--game", "cicera", "--level", "godlike")
    assert ", ".join(agent_names("cicera")) in result.output


def run_play(*args: str, env: dict) -> subprocess.CompletedProcess:
    """`cardavia play` in a fresh process that quits at once (exit 1); stderr ends with whether
    engine.games validated a spec (``games.load`` called) in that process."""
    code = ("import sys\nfrom toolkit.cli import main\ntry:\n    main(sys.argv[1:])\nexcept SystemExit:\n"
            "    games = sys.modules.get('engine.games')\n"
            "    print('validated', bool(games and games.load.cache_info().currsize), file=sys.stderr)\n    raise\n")
    return subprocess.run([sys.executable, "-c", code, "play", *args], input="q\n", capture_output=True, text=True,
                          cwd=tmp_cwd(env), env={**os.environ, **env})


def tmp_cwd(env: dict) -> str:
    return str(Path(env["XDG_CACHE_HOME"]).parent)


def test_play_loads_the_compiled_engine_and_a_broken_spec_is_one_line(rules, tmp_path):
    env = {"CARDAVIA_RULES": str(rules), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    first = run_play("--game", "briscola", "--seed", "5", env=env)   # a miss: validated and compiled
    assert first.returncode == 1 and first.stderr.split()[-2:] == ["validated", "True"], first.stderr
    again = run_play("--game", "briscola", "--seed", "5", env=env)   # a hit: read from the cache
    assert again.returncode == 1 and again.stderr.split()[-2:] == ["validated", "False"], again.stderr
    assert again.stdout == first.stdout and "Play" in again.stdout
    path = rules / "games" / "briscola.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("players: 2", "players: 2\nplayers: 3"), encoding="utf-8")
    broken = run_play("--game", "briscola", "--seed", "5", env=env)
    assert broken.returncode == 2
    assert broken.stderr.startswith(f"cardavia: {path}:") and "duplicate key 'players'" in broken.stderr
    assert "Traceback" not in broken.stderr
