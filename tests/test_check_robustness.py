"""The checker never crashes: any input is checked, or refused with exit 2 and one line."""

import subprocess
import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from toolkit.check.document import NotChecked, parse
from toolkit.check.run import check_document

ROOT = Path(__file__).resolve().parent.parent
SEED = (ROOT / "tests/data/seeds/000_1222fef91f3c576c.txt").read_bytes()


def _check(raw: bytes, name: str = "input.txt"):
    try:
        return check_document(parse(raw, name))
    except NotChecked as exc:
        assert str(exc) and "\n" not in str(exc)
        return None


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text())
def test_random_unicode(text):
    _check(text.encode("utf-8"))


@settings(max_examples=40, deadline=None)
@given(st.binary())
def test_random_bytes(raw):
    _check(raw)
    _check(raw, "input.po")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(min_size=1, max_size=200), st.integers(min_value=0, max_value=len(SEED.decode())))
def test_seed_with_random_insertion(noise, at):
    page = SEED.decode()
    _check((page[:at] + noise + page[at:]).encode())


def _cli(path: Path):
    """Run ``cardavia check PATH``; a hang fails through the timeout (speed lives in benchmarks/)."""
    return subprocess.run([sys.executable, "-m", "toolkit", "check", str(path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)


def test_empty_binary_and_huge_files_exit_2_with_one_line(tmp_path):
    cases = {
        "empty.txt": b"",
        "blank.txt": b"\n \n\t\n",
        "binary.txt": bytes(range(256)) * 4,
        "latin1.txt": "Règles du jeu".encode("latin-1"),
        "huge.txt": (b"Lorem ipsum dolor sit amet. " * 400_000)[:10_000_000],
        "long-line.txt": b"a" * 1_000_000,
        "notes.txt": "Shopping list: milk, bread, eggs. Call Anna at five.".encode(),
    }
    for name, raw in cases.items():
        path = tmp_path / name
        path.write_bytes(raw)
        run = _cli(path)
        assert run.returncode == 2, (name, run.stdout, run.stderr)
        assert run.stderr.count("\n") == 1 and name in run.stderr, (name, run.stderr)
    run = _cli(tmp_path / "missing.txt")
    assert run.returncode == 2 and run.stderr.count("\n") == 1


def test_unknown_language_needs_lang(tmp_path):
    path = tmp_path / "digits.txt"
    path.write_text("- 1\n- 12 4 52\n- 2–10\n")
    run = _cli(path)
    assert run.returncode == 2 and "--lang" in run.stderr
    assert "too short to tell its language" in run.stderr and "None" not in run.stderr
