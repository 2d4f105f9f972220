"""Bad input and hostile conditions at the command line: one ``file:line: message``, exit 2, every
readable input still reported, outputs complete or absent."""

import errno
import json
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine import games
from engine.agents import make_agent
from engine.record import make_record
from engine.simulate import deal_rng, play_deal
from toolkit.cli import main

CICERA = games.load("cicera")
MINCHIATE = games.load("minchiate")
SEED = Path(__file__).parent / "data" / "seeds" / "000_1222fef91f3c576c.txt"


def run(*args):
    result = CliRunner().invoke(main, [str(a) for a in args])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout, result.stderr


def record(game=CICERA, index=0):
    initial, state = play_deal(game, [make_agent("random", game)] * game.players, deal_rng(3, index))
    return json.loads(json.dumps(make_record(game, state, initial)))


def one_error(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


def last_error(err: str) -> str:
    """The error after a build's progress lines."""
    assert "Traceback" not in err and err.count("cardavia: ") == 1, err
    return err.strip().splitlines()[-1]


# ------------------------------------------------------------------ records (item 5)

def with_first_move(game, **changes) -> dict:
    r = record(game)
    r["moves"][0] = {**r["moves"][0], **changes}
    return r


@pytest.mark.parametrize("content, message", [
    ("[" * 100_000, "invalid JSON: nested too deeply"),
    ('{"format": "cardavia-record/1", "game": "cicera", "dealer": ' + "7" * 5000 + "}",
     f"invalid JSON: a number of more than {sys.get_int_max_str_digits()} digits"),
    (json.dumps(with_first_move(CICERA, seat=1.0)), "move 1: 'seat' must be an integer seat, not 1.0"),
    (json.dumps(with_first_move(CICERA, seat="1")), "move 1: 'seat' must be an integer seat, not \"1\""),
    (json.dumps(with_first_move(CICERA, discard="2C")), "move 1: unexpected 'discard' in {"),
    (json.dumps(with_first_move(CICERA, note="x")), "move 1: unexpected 'note' in {"),
    (json.dumps(with_first_move(MINCHIATE, card="AS", discard="2C")),
     "move 1: not a move (a move has exactly one of 'card', 'discard', 'declare')"),
    (json.dumps(with_first_move(MINCHIATE, why=1)), "move 1: unexpected 'why' in {"),
    (json.dumps({**record(), "moves": [[0, "AS"]]}), "move 1: a move must be a JSON object, not [0, \"AS\"]"),
])
def test_hostile_records_get_one_line_and_exit_2(tmp_path, content, message):
    path = tmp_path / "r.json"
    path.write_text(content, encoding="utf-8")
    code, out, err = run("replay", path)
    assert code == 2 and out == ""
    assert one_error(err).startswith(f"cardavia: {path}:1: {message}")


def test_a_5000_digit_number_in_a_subprocess_has_no_traceback(tmp_path):
    path = tmp_path / "r.jsonl"
    path.write_text(json.dumps(record()) + '\n{"seat": ' + "9" * 5000 + "}\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "toolkit", "replay", str(path)], capture_output=True,
                          text=True)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert proc.stdout.startswith(f"{path}#0: ")
    assert one_error(proc.stderr).startswith(f"cardavia: {path}:2: invalid JSON: a number of more than")


# ------------------------------------------------------------------ unbounded reads (item 3)

@pytest.mark.parametrize("command", ["replay", "check"])
def test_devices_directories_and_fifos_are_refused_at_once(tmp_path, command):
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    # A FIFO with no writer used to block forever: run in a thread so a regression fails, not hangs.
    box = {}
    worker = threading.Thread(target=lambda: box.update(result=run(command, "/dev/zero", tmp_path, fifo)),
                              daemon=True)
    worker.start()
    worker.join(120)
    assert not worker.is_alive(), f"{command} blocked on a FIFO with no writer"
    code, _, err = box["result"]
    assert code == 2
    assert err.splitlines() == [
        "cardavia: /dev/zero: cannot read: a device, not a regular file",
        f"cardavia: {tmp_path}: cannot read: a directory, not a regular file",
        f"cardavia: {fifo}: cannot read: a FIFO (named pipe), not a regular file",
    ]


def test_files_over_budget_are_refused_without_reading_them_whole(tmp_path):
    big = tmp_path / "big.json"
    with big.open("wb") as f:
        f.truncate(50_000_000)  # sparse: 50 MB of zero bytes
    code, _, err = run("replay", big)
    assert code == 2 and one_error(err) == f"cardavia: {big}: too large: over 1 000 000 bytes"
    page = tmp_path / "page.md"
    page.write_text("Regole. " * 300_000, encoding="utf-8")
    code, _, err = run("check", page)
    assert code == 2 and one_error(err) == f"cardavia: {page}: too large: over 2 000 000 bytes"


def test_utf8_errors_name_file_and_line(tmp_path):
    path = tmp_path / "r.jsonl"
    path.write_bytes(json.dumps(record()).encode() + b'\n{"game": "ci\xe8cera"}\n')
    code, out, err = run("replay", path)
    assert code == 2 and out.startswith(f"{path}#0: ")
    assert one_error(err) == f"cardavia: {path}:2:13: not UTF-8 (byte 0xe8)"
    page = tmp_path / "page.txt"
    page.write_bytes("Règles du jeu\n".encode() + b"Distribuez \xff cartes.\n")
    code, _, err = run("check", page)
    assert code == 2 and one_error(err) == f"cardavia: {page}:2:12: not UTF-8 (byte 0xff)"


# ------------------------------------------------------------------ one bad input hides nothing (item 6)

def test_replay_reports_every_readable_line_then_the_bad_ones(tmp_path):
    good, illegal = record(index=0), record(index=1)
    illegal["moves"] = illegal["moves"][:5]
    first = tmp_path / "a.jsonl"
    first.write_text("\n".join([json.dumps(good), "{not json", json.dumps(illegal), json.dumps(good)]) + "\n",
                     encoding="utf-8")
    second = tmp_path / "b.json"
    second.write_text(json.dumps(good), encoding="utf-8")
    code, out, err = run("replay", first, tmp_path / "missing.json", second)
    assert code == 2
    lines = out.splitlines()
    assert [line.split(":")[0] for line in lines] == [f"{first}#0", f"{first}#2", f"{first}#3", f"{second}#0"]
    assert "illegal: the deal is unfinished after 5 moves" in lines[1]
    assert err.splitlines() == [
        f"cardavia: {first}:2:2: invalid JSON: Expecting property name enclosed in double quotes",
        f"cardavia: {tmp_path / 'missing.json'}: cannot read file: No such file or directory",
    ]
    code, out, _ = run("replay", first, "--format", "json")
    data = json.loads(out)
    assert [r["ok"] for r in data["results"]] == [True, False, True]
    assert data["errors"] == [{"path": str(first), "line": 2,
                               "message": "invalid JSON: Expecting property name enclosed in double quotes"}]


def test_replay_exits_with_the_worst_code(tmp_path):
    illegal = record()
    illegal["moves"] = illegal["moves"][:5]
    path = tmp_path / "r.jsonl"
    path.write_text(json.dumps(record()) + "\n" + json.dumps(illegal) + "\n", encoding="utf-8")
    assert run("replay", path)[0] == 1
    assert run("replay", path, tmp_path / "none.json")[0] == 2


def test_a_wrong_recorded_result_is_shown_beside_the_engines(tmp_path):
    r = record()
    engine = dict(r["result"])
    r["result"] = {**engine, "points": [99, 0], "winner": 0}
    path = tmp_path / "r.json"
    path.write_text(json.dumps(r), encoding="utf-8")
    code, out, _ = run("replay", path)
    assert code == 1
    assert out.strip() == (f"{path}#0: wrong result: the recorded result {json.dumps(r['result'], sort_keys=True)} "
                           f"differs from the engine's {json.dumps(engine, sort_keys=True)}")


def test_check_reports_every_readable_file_then_the_bad_ones(tmp_path):
    empty = tmp_path / "empty.txt"
    empty.write_text("", encoding="utf-8")
    code, out, err = run("check", empty, SEED, tmp_path / "missing.txt", "--format", "json")
    assert code == 2
    assert [r["path"] for r in json.loads(out)["documents"]] == [str(SEED)]
    assert err.splitlines() == [
        f"cardavia: {empty}: empty: no rules text to check",
        f"cardavia: {tmp_path / 'missing.txt'}: cannot read file: No such file or directory",
    ]


# ------------------------------------------------------------------ CLI cases of item 5, writers (item 4)

def test_no_agents_is_a_usage_error():
    code, _, err = run("simulate", "--game", "cicera", "--deals", "1", "--agents", " , ")
    assert code == 2 and "Invalid value for --agents: name at least one agent" in err


def read_only(directory: Path):
    """Make ``directory`` read-only, even for root (immutable flag); skip where impossible."""
    directory.chmod(0o555)
    if os.geteuid() == 0 and subprocess.run(["chattr", "+i", str(directory)], capture_output=True).returncode:
        directory.chmod(0o755)
        pytest.skip("cannot make a directory read-only for root here")
    probe = directory / ".probe"
    try:
        probe.touch()
    except OSError:
        return
    probe.unlink()
    pytest.skip("cannot make a directory read-only here")


@pytest.fixture
def locked_dir(tmp_path):
    directory = tmp_path / "ro"
    directory.mkdir()
    yield directory
    if os.geteuid() == 0:
        subprocess.run(["chattr", "-i", str(directory)], capture_output=True)
    directory.chmod(0o755)


def test_record_into_a_read_only_directory(locked_dir):
    read_only(locked_dir)
    target = locked_dir / "deals.jsonl"
    code, _, err = run("simulate", "--game", "briscola", "--deals", "2", "--record", target)
    assert code == 2
    assert one_error(err).startswith(f"cardavia: {locked_dir}") and ("Permission denied" in err
                                                                     or "Operation not permitted" in err)


def test_build_into_a_read_only_directory(locked_dir):
    read_only(locked_dir)
    code, _, err = run("build", "--out", locked_dir / "out", "--lang", "fr", "--stats-deals", "2")
    assert code == 2
    assert last_error(err).startswith(f"cardavia: {locked_dir / 'out'}: cannot write: ")


def test_build_into_a_full_disk(tmp_path, monkeypatch):
    from toolkit import pages

    def full(self, *args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(self))

    monkeypatch.setattr(pages.Path, "write_text", full)
    out = tmp_path / "out"
    code, _, err = run("build", "--out", out, "--lang", "fr", "--stats-deals", "2")
    assert code == 2
    assert last_error(err).startswith(f"cardavia: {out}/") and err.strip().endswith(
        "cannot write: No space left on device")
    assert not (out / "site").exists()


def test_concurrent_records_to_one_path_give_one_valid_file(tmp_path):
    target = tmp_path / "deals.jsonl"
    cmd = [sys.executable, "-m", "toolkit", "simulate", "--game", "briscola", "--deals", "3000",
           "--record", str(target)]
    procs = [subprocess.Popen(cmd + ["--seed", str(seed)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              text=True) for seed in (1, 2, 3, 4)]
    results = [(p.wait(), p.stderr.read()) for p in procs]
    assert sorted(code for code, _ in results).count(0) >= 1
    for code, err in results:
        assert code == 0 or (code == 2 and one_error(err).startswith(f"cardavia: {target}: exists")), err
    lines = target.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 3000 and all(json.loads(line)["game"] == "briscola" for line in lines)
    assert [p.name for p in tmp_path.iterdir()] == ["deals.jsonl"], "no temporary file left"
    umask = os.umask(0)
    os.umask(umask)
    assert target.stat().st_mode & 0o777 == 0o666 & ~umask
    assert run("replay", target)[0] == 0


def test_a_second_build_on_one_out_is_told_another_is_running(tmp_path):
    from toolkit.outputs import exclusive

    out = tmp_path / "out"
    with exclusive(out):
        proc = subprocess.run([sys.executable, "-m", "toolkit", "build", "--out", str(out), "--lang", "fr",
                               "--stats-deals", "2"], capture_output=True, text=True)
    assert proc.returncode == 2
    assert one_error(proc.stderr) == f"cardavia: another build is running on {out}"


def test_a_broken_data_file_of_ours_is_told_once_for_all_inputs(tmp_path):
    """A generated forms file that cannot be read stops every input checked in its language: one
    line naming the file and where it breaks, exit 2, no traceback — not the same line per input."""
    forms = tmp_path / "forms"
    forms.mkdir()
    (forms / "de.json").write_text('{"fields": \n', encoding="utf-8")
    texts = []
    for n in range(3):
        texts.append(tmp_path / f"regeln_{n}.txt")
        texts[-1].write_text("Briscola wird zu zweit mit 40 Karten gespielt.\n", encoding="utf-8")
    code = ("import pathlib, sys; import toolkit.check.lexicon as lexicon; "
            "lexicon.FORMS_DIR = pathlib.Path(sys.argv[1]); "
            "from toolkit.cli import main; main(sys.argv[2:], prog_name='cardavia')")
    done = subprocess.run([sys.executable, "-c", code, str(forms), "check", "--lang", "de", "--game", "briscola",
                           *map(str, texts)], capture_output=True, text=True, cwd=Path(__file__).parent.parent)
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2, done.stderr
    assert len(lines) == 1 and "de.json" in lines[0] and "cannot read the generated forms" in lines[0], lines
    assert "Traceback" not in done.stderr
