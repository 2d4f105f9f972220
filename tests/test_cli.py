"""The `cardavia` command: replay and simulate contracts, and bad input as one line + exit 2."""

import json
import os
import subprocess
import sys

import pytest
from click.testing import CliRunner

from engine import games
from engine.agents import make_agent
from engine.record import make_record, move_from_json, start_from_json
from engine.simulate import deal_rng, play_deal
from toolkit.cli import main

GAME = games.load("cicera")


def run(*args):
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def a_record(seed=1, index=0):
    initial, state = play_deal(GAME, [make_agent("random", GAME)] * 4, deal_rng(seed, index))
    return make_record(GAME, state, initial)


def test_simulate_json_is_deterministic_and_complete(tmp_path):
    code, out, _ = run("simulate", "--game", "cicera", "--deals", "50", "--seed", "4", "--format", "json")
    assert code == 0
    data = json.loads(out)
    again = json.loads(run("simulate", "--game", "cicera", "--deals", "50", "--seed", "4", "--format", "json")[1])
    data.pop("deals_per_second"), again.pop("deals_per_second")
    assert data == again
    assert set(data["sources"]) == {"scua", "picada", "simili", "quadriglia", "most_cards", "most_swords",
                                    "la_mata", "ten_of_coins", "fante_of_cups", "napula"}
    assert abs(sum(data["wins"]) + data["draws"] - 1) < 1e-9


def test_simulate_records_replay_to_the_same_results(tmp_path):
    out = tmp_path / "deals.jsonl"
    code, _, _ = run("simulate", "--game", "cicera", "--deals", "30", "--seed", "2", "--record", str(out),
                     "--agents", "greedy,random")
    assert code == 0
    lines = out.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 30
    code, text, _ = run("replay", str(out), "--format", "json")
    assert code == 0
    results = json.loads(text)["results"]
    assert [r["index"] for r in results] == list(range(30))
    for line, r in zip(lines, results):
        recorded = json.loads(line)["result"]
        assert r["ok"] and r["error"] is None
        assert r["points"] == recorded["points"] and r["winner"] == recorded["winner"]
        assert r["breakdown"] == recorded["breakdown"]


def test_simulate_refuses_to_overwrite_without_force(tmp_path):
    out = tmp_path / "mine.jsonl"
    out.write_text("precious\n", encoding="utf-8")
    code, _, err = run("simulate", "--game", "cicera", "--deals", "2", "--record", str(out))
    assert code == 2 and "--force" in err
    assert out.read_text(encoding="utf-8") == "precious\n"


def test_illegal_move_is_reported_by_number_and_reason(tmp_path):
    record = a_record()
    move = record["moves"][16]
    other = next(c for c in record["hands"][(move["seat"] + 1) % 4])
    record["moves"][16] = {"seat": move["seat"], "card": other, "take": []}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    code, text, _ = run("replay", str(path), "--format", "json")
    assert code == 1
    (r,) = json.loads(text)["results"]
    assert not r["ok"]
    assert r["error"] == f"move 17 (seat {move['seat']}, {other}): {other} is not in seat {move['seat']}'s hand"


def test_illegal_capture_is_rejected(tmp_path):
    record = a_record(seed=3)
    # Find a placing move and claim it took a card that does not match.
    for i, move in enumerate(record["moves"]):
        if not move["take"]:
            break
    state = start_from_json(GAME, record)
    for m in record["moves"][:i]:
        GAME.apply(state, move_from_json(GAME, m))
    card = GAME.deck.parse(move["card"])
    wrong = [t for t in state.table if frozenset([t]) not in
             {frozenset(o) for o in GAME.capture_options(card, state.table)}]
    if not wrong:
        pytest.skip("no non-matching table card at that point")
    record["moves"][i] = {**move, "take": [GAME.deck.code(wrong[0])]}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    code, text, _ = run("replay", str(path))
    assert code == 1
    assert f"move {i + 1} (seat {move['seat']}, {move['card']}): cannot take" in text


def test_one_bad_record_among_good_ones(tmp_path):
    good, bad = a_record(1, 0), a_record(1, 1)
    bad["moves"] = bad["moves"][:10]
    path = tmp_path / "mixed.jsonl"
    path.write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\n", encoding="utf-8")
    code, text, _ = run("replay", str(path), "--format", "json")
    results = json.loads(text)["results"]
    assert code == 1
    assert [r["ok"] for r in results] == [True, False]
    assert "unfinished" in results[1]["error"]


@pytest.mark.parametrize("content, message", [
    ('{"format": "cardavia-record/1", "game": "cicera", "moves": [', "invalid JSON"),
    ('[1, 2]', "a record must be a JSON object"),
    ('{"format": "pgn"}', "not a cardavia-record/1 record"),
])
def test_unreadable_records_exit_2(tmp_path, content, message):
    path = tmp_path / "r.json"
    path.write_text(content, encoding="utf-8")
    code, out, err = run("replay", str(path))
    assert code == 2 and out == ""
    assert err.startswith(f"cardavia: {path}:") and message in err
    assert len(err.strip().splitlines()) == 1


def test_unknown_card_code_names_the_line(tmp_path):
    good = a_record()
    bad = a_record(1, 1)
    bad["hands"][2][5] = "11S"
    path = tmp_path / "r.jsonl"
    path.write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\n", encoding="utf-8")
    code, _, err = run("replay", str(path))
    assert code == 2
    assert err.strip() == f"cardavia: {path}:2: unknown card code '11S' for the Bresciane deck"


def test_truncated_jsonl_names_the_line(tmp_path):
    text = json.dumps(a_record()) + "\n" + json.dumps(a_record(1, 1))[:200] + "\n"
    path = tmp_path / "r.jsonl"
    path.write_text(text, encoding="utf-8")
    code, _, err = run("replay", str(path))
    assert code == 2 and f"{path}:2:" in err and "invalid JSON" in err


def test_missing_file_without_traceback(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "toolkit", "replay", str(tmp_path / "nope.json")],
                          capture_output=True, text=True)
    assert proc.returncode == 2
    assert proc.stderr.strip() == f"cardavia: {tmp_path / 'nope.json'}: cannot read file: No such file or directory"
    assert "Traceback" not in proc.stderr


def test_broken_spec_exits_2_with_its_line(tmp_path):
    from engine import paths

    rules = tmp_path / "rules"
    (rules / "games").mkdir(parents=True)
    src = (paths.RULES_DIR / "games" / "cicera.yaml").read_text(encoding="utf-8")
    (rules / "games" / "cicera.yaml").write_text(src.replace("players: 4", "players: 4\nplayers: 5"),
                                                 encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "toolkit", "simulate", "--game", "cicera", "--deals", "1"],
                          capture_output=True, text=True, env={**os.environ, "CARDAVIA_RULES": str(rules)})
    assert proc.returncode == 2, proc.stderr
    line = src.splitlines().index("players: 4") + 2
    assert proc.stderr.strip() == (f"cardavia: {rules / 'games' / 'cicera.yaml'}:{line}:1: "
                                   f"duplicate key 'players' (first at line {line - 1})")
