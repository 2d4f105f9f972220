"""The findings snapshot refuses a claims file name that would skip nothing (a set kept from
tuners would otherwise be checked and shown in the snapshot)."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "benchmarks" / "findings_snapshot.py"


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), *args], cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_a_name_that_is_no_claims_file_is_an_error(tmp_path):
    out = tmp_path / "snap.tsv"
    proc = run(str(out), "--skip-claims", "dev-nosuch")
    assert proc.returncode == 2
    assert "no claims file dev-nosuch.jsonl" in proc.stderr
    assert not out.exists()


def test_out_after_the_names_is_taken_as_a_name(tmp_path):
    """argparse's ``nargs="*"`` takes OUT as a name when it comes after the option: refused, not
    run with no output file."""
    proc = run("--skip-claims", "dev-a", str(tmp_path / "snap.tsv"))
    assert proc.returncode == 2
    assert not (tmp_path / "snap.tsv").exists()
