"""What the thirty-second session's speed-ups keep as it was.

- The parsed cue files kept on disk (``toolkit.check.lexicon._read_yaml``) give what parsing the
  file gives: on a first read and on a read from the cache, never the data of an earlier version
  of the file, and the same when the cache cannot be written or holds a broken file.
- A few long files are shared among processes (``run.MIN_BYTES_PER_JOB``), a few short ones are
  not, and the reports are those of one process, in the order given.
- A site's language control is matched without building every language's lexicon.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import yaml

from toolkit.check import lexicon
from toolkit.check.lexicon import CHECKER_DIR, _read_yaml, glossary_path, yaml_cache_dir

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return yaml_cache_dir()


def _parsed(path: Path) -> dict:
    with path.open(encoding="utf-8") as fh:
        data = yaml.load(fh, Loader=yaml.SafeLoader)
    return data if isinstance(data, dict) else {}


@pytest.mark.parametrize("path", [*sorted(CHECKER_DIR.glob("*.yaml")), glossary_path()], ids=lambda p: p.name)
def test_cached_data_is_the_parsed_data(cache, path):
    first = _read_yaml(path)            # parsed, and kept
    assert len(list(cache.glob("*.pickle"))) == 1
    second = _read_yaml(path)           # read back from the cache
    assert first == second == _parsed(path)
    assert second is not first


def test_an_edited_file_is_parsed_again(cache, tmp_path):
    path = tmp_path / "xx.yaml"
    path.write_text("claim_cues:\n  people: [persone, gente]\n", encoding="utf-8")
    assert _read_yaml(path) == {"claim_cues": {"people": ["persone", "gente"]}}
    path.write_text("claim_cues:\n  people: [persone]\n", encoding="utf-8")       # same length class, new text
    assert _read_yaml(path) == {"claim_cues": {"people": ["persone"]}}
    path.write_text("claim_cues:\n  people: [persone, gente]\n", encoding="utf-8")
    assert _read_yaml(path) == {"claim_cues": {"people": ["persone", "gente"]}}
    assert len(list(cache.glob("*.pickle"))) == 1      # the file's last version only, none left half-written
    assert not list(cache.glob("*.tmp"))


def test_files_of_one_name_in_other_folders_keep_their_own(cache, tmp_path):
    a, b = tmp_path / "one" / "en.yaml", tmp_path / "two" / "en.yaml"
    for path, word in ((a, "uno"), (b, "due")):
        path.parent.mkdir()
        path.write_text(f"cards: [{word}]\n", encoding="utf-8")
    assert _read_yaml(a) == {"cards": ["uno"]} and _read_yaml(b) == {"cards": ["due"]}
    assert _read_yaml(a) == {"cards": ["uno"]} and _read_yaml(b) == {"cards": ["due"]}
    assert len(list(cache.glob("*.pickle"))) == 2


def test_a_broken_cache_entry_is_parsed_again(cache, tmp_path):
    path = tmp_path / "xx.yaml"
    path.write_text("rank_words: {1: [uno], 2: [due]}\n", encoding="utf-8")
    want = _read_yaml(path)
    (entry,) = cache.glob("*.pickle")
    entry.write_bytes(b"\x80\x05 not a pickle")
    assert _read_yaml(path) == want == {"rank_words": {1: ["uno"], 2: ["due"]}}
    entry.write_bytes(b"")
    assert _read_yaml(path) == want


def test_an_unwritable_cache_costs_only_the_parse(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))      # a file where the directory should be
    path = tmp_path / "xx.yaml"
    path.write_text("or_also: [oppure]\n", encoding="utf-8")
    assert _read_yaml(path) == {"or_also": ["oppure"]}
    assert _read_yaml(path) == {"or_also": ["oppure"]}


def test_bad_yaml_is_still_an_error_with_its_line(cache, tmp_path):
    path = tmp_path / "xx.yaml"
    path.write_text("a: [1, 2\nb: 3\n", encoding="utf-8")
    with pytest.raises(lexicon.CardaviaError) as err:
        _read_yaml(path)
    assert "invalid YAML" in err.value.message and err.value.line is not None
    assert not list(cache.glob("*.pickle"))


def test_the_cache_is_outside_the_repository(cache):
    _read_yaml(CHECKER_DIR / "site.yaml")
    assert ROOT not in cache.parents
    assert os.path.commonpath([cache, ROOT]) != str(ROOT)


SEEDS = sorted((ROOT / "tests" / "data" / "seeds").glob("*.txt"))


def _spy_forks(monkeypatch) -> list[int]:
    from toolkit.check import run

    forks: list[int] = []
    forked = run._forked

    def spy(one, paths, jobs):
        forks.append(jobs)
        return forked(one, paths, jobs)

    monkeypatch.setattr(run, "_forked", spy)
    return forks


def test_a_few_long_files_are_shared_among_processes(monkeypatch):
    from toolkit.check.run import check_paths

    forks = _spy_forks(monkeypatch)
    serial = check_paths(SEEDS, jobs=1)
    shared = check_paths(SEEDS, jobs=2)
    assert forks == [2]         # the five seed pages: the four after the first in two processes
    assert [(r.path, r.language, r.games, [f.to_json() for f in r.findings]) for r in shared] == \
        [(r.path, r.language, r.games, [f.to_json() for f in r.findings]) for r in serial]


def test_a_few_short_files_are_checked_in_one_process(monkeypatch, tmp_path):
    from toolkit.check.run import check_paths

    forks = _spy_forks(monkeypatch)
    short = []
    for i, text in enumerate(("In Cìcera the Asso is worth 1 point.", "Nella Briscola l'Asso vale 11 punti.",
                              "Bei der Briscola zählt das Ass 11 Punkte.")):
        short.append(tmp_path / f"{i}.txt")
        short[-1].write_text(text + "\n", encoding="utf-8")
    check_paths(short, jobs=2)
    check_paths(SEEDS[:2], jobs=2)         # one page after the first: nothing to share
    assert forks == []


def test_a_hint_is_matched_without_other_lexicons(monkeypatch):
    from toolkit.check import detect

    built: list[str] = []
    real = detect.lexicon

    def spy(code):
        built.append(code)
        return real(code)

    monkeypatch.setattr(detect, "lexicon", spy)
    assert detect.from_hint("Português") == "pt"
    assert detect.from_hint("Tiếng Việt") == "vi"
    assert detect.from_hint("suomi") == "fi"
    assert detect.from_hint("Finnish") == "fi"
    assert detect.from_hint("Polski") is None
    assert built == []
