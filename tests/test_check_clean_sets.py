"""The clean whole documents the checker was tuned on give no error, placed as `cardavia check`
places them (language and game detected). tests/data/clean_dev_h/ is the cross-writer check of
the eighth session (not tuned on): it is measured by benchmarks/clean_eval.py, not held here."""

from pathlib import Path

import pytest

from toolkit.check.run import check_path

DATA = Path(__file__).parent / "data"
TUNED = ("clean_fresh", "clean_h66", "clean_dev_f", "clean_dev_g")
FILES = sorted(p for d in TUNED for p in (DATA / d).iterdir()
               if p.suffix in {".txt", ".md", ".html"} and p.name != "README.md")


def test_the_sets_are_there():
    assert len(FILES) >= 40


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_clean_document_gives_no_error(path):
    report = check_path(path)
    assert [(f.line, f.check, f.message) for f in report.findings if f.severity == "error"] == []
