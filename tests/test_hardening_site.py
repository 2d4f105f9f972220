"""Leftovers: stale staging removed, a complete site at every instant, one reader for .po files."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from toolkit import catalog, site
from toolkit.catalog import CatalogError
from toolkit.cli import main

FIXTURE = Path(__file__).parent / "data" / "site_fixture"


def dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_a_build_removes_what_killed_builds_left(tmp_path):
    out = tmp_path / "site"
    stale = tmp_path / f".site.{dead_pid()}.abc123.tmp"
    (stale / "build").mkdir(parents=True)
    (stale / "build" / "big.bin").write_bytes(b"x" * 1000)
    running = tmp_path / f".site.{os.getppid()}.def456.tmp"   # a live process: maybe building now
    running.mkdir()
    site.build_site(FIXTURE, out, ["en", "fr"], jobs=1)
    assert sorted(p.name for p in tmp_path.iterdir()) == [running.name, "site"]


def test_a_crash_during_the_swap_leaves_a_complete_site(tmp_path, monkeypatch):
    out = tmp_path / "site"
    site.build_site(FIXTURE, out, ["en", "fr"], jobs=1)
    (out / "marker").write_text("old", encoding="utf-8")
    rename = Path.rename

    def killed_when_moving_into_out(self, target):
        if Path(target) == out:
            raise KeyboardInterrupt("killed")
        return rename(self, target)

    monkeypatch.setattr(Path, "rename", killed_when_moving_into_out)
    try:
        site.build_site(FIXTURE, out, ["en", "fr"], jobs=1)
    except KeyboardInterrupt:
        pass
    assert (out / "index.html").is_file() and (out / "fr" / "index.html").is_file()
    assert not (out / "marker").exists(), "the new site replaced the old one in one step"
    assert [p.name for p in tmp_path.iterdir()] == ["site"]


def test_replace_dir_swaps_a_directory_in_one_step(tmp_path):
    from toolkit.outputs import replace_dir

    target, new = tmp_path / "t", tmp_path / "n"
    target.mkdir()
    (target / "old").touch()
    new.mkdir()
    (new / "new").touch()
    inode = os.stat(new).st_ino
    replace_dir(new, target)
    assert [p.name for p in target.iterdir()] == ["new"] and os.stat(target).st_ino == inode
    assert not new.exists()


UNTERMINATED = 'msgctxt "section"\nmsgid "Objective"\nmsgstr "But du jeu\n'


def broken_fr(tmp_path) -> Path:
    locales = tmp_path / "locales"
    shutil.copytree(catalog.LOCALES / "fr", locales / "fr")
    path = locales / "fr" / "LC_MESSAGES" / "cardavia.po"
    text = path.read_text(encoding="utf-8")
    start = text.index('msgctxt "section"\nmsgid "Objective"\n')
    end = text.index("\n\n", start)
    path.write_text(text[:start] + UNTERMINATED + text[end:], encoding="utf-8")
    return path


def test_an_unterminated_msgstr_is_refused_by_build_and_check_alike(tmp_path, monkeypatch):
    path = broken_fr(tmp_path)
    line = path.read_text(encoding="utf-8").split("\n").index('msgstr "But du jeu') + 1
    message = f'{path}:{line}: invalid catalog: an unterminated string: msgstr "But du jeu'
    monkeypatch.setattr(catalog, "LOCALES", tmp_path / "locales")
    with pytest.raises(CatalogError) as err:
        catalog.problems("fr")
    assert str(err.value) == message
    result = CliRunner().invoke(main, ["build", "--out", str(tmp_path / "out"), "--lang", "fr"])
    assert result.exit_code == 2 and result.stderr.strip().splitlines()[-1] == f"cardavia: {message}"
    result = CliRunner().invoke(main, ["check", str(path)])
    assert result.exit_code == 2 and result.stderr.strip() == f"cardavia: {message}"
