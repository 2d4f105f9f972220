"""A rendered page and a catalog must agree: the checker finds no error in our own pages and
catalogs, and finds a number changed or a forbidden term inserted in a catalog on its line."""

import re
from pathlib import Path

import pytest

from engine.spec import game_ids
from toolkit import catalog
from toolkit.check import canon
from toolkit.check.run import check_path
from toolkit.pages import render_pages
from toolkit.site import load_languages

LANGUAGES = load_languages()
CODES = [language.code for language in LANGUAGES]
PO = Path(catalog.LOCALES)


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    out = tmp_path_factory.mktemp("site") / "docs"
    render_pages(out, LANGUAGES, stats_deals=50, cache_dir=out.parent / "cache", jobs=1)
    return out


def _complete(lang: str) -> bool:
    s = catalog.stats(lang, catalog.extract())
    return s.translated == s.total


@pytest.mark.parametrize("lang", CODES)
def test_rule_clauses_of_our_pages_have_no_errors(pages, lang):
    """Every rule line (anchored clause with rule text), header and intro: zero errors in all nine
    languages. (Worked examples are phrased by messages not all translated yet: next test.)"""
    for gid in game_ids():
        report = check_path(pages / lang / "games" / f"{gid}.md", lang=lang)
        assert report.games == [gid]
        text_clauses = {c.id for c in canon.load(gid).clauses if not c.example_only}
        rules = [f for f in report.findings if f.severity == "error" and f.clause in text_clauses]
        assert not rules, [(f.line, f.clause, f.message, f.found) for f in rules]


@pytest.mark.parametrize("lang", CODES)
def test_whole_page_has_no_errors_once_the_catalog_is_complete(pages, lang):
    """Examples, sample deal and statistics too; a page with untranslated messages prints English
    (a German page saying 'trick' is a defect the checker reports), so this waits for the catalog."""
    if not _complete(lang):
        pytest.skip(f"{lang} catalog has untranslated messages")
    for gid in game_ids():
        report = check_path(pages / lang / "games" / f"{gid}.md", lang=lang)
        assert not [f for f in report.findings if f.severity == "error"], report.findings


@pytest.mark.parametrize("lang", CODES)
def test_our_catalog_has_no_errors(lang):
    report = check_path(PO / lang / "LC_MESSAGES" / "cardavia.po")
    errors = [f for f in report.findings if f.severity == "error"]
    assert report.language == lang and not errors, [(f.line, f.clause, f.message, f.found) for f in errors]


def _po_with(tmp_path, lang, clause, old, new):
    """The catalog with ``old`` replaced by ``new`` in the msgstr of ``clause``; the msgstr's line."""
    lines = (PO / lang / "LC_MESSAGES" / "cardavia.po").read_text(encoding="utf-8").split("\n")
    start = lines.index(f'msgctxt "{clause}"')
    msgstr = next(i for i in range(start, len(lines)) if lines[i].startswith("msgstr"))
    end = next(i for i in range(msgstr, len(lines)) if not lines[i].strip())
    hit = next(i for i in range(msgstr, end) if old in lines[i])
    lines[hit] = lines[hit].replace(old, new, 1)
    path = tmp_path / f"{lang}.po"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path, msgstr + 1


def test_number_changed_in_a_msgstr_is_an_error_on_its_line(tmp_path):
    # pt MIN-SC5: "O trunfo 29 vale 0 sozinho" → trunfo 28: the rule is about trump 29
    path, line = _po_with(tmp_path, "pt", "MIN-SC5", "trunfo 29", "trunfo 28")
    errors = [f for f in check_path(path).findings if f.severity == "error"]
    assert [(f.line, f.clause, f.check) for f in errors] == [(line, "MIN-SC5", "numbers")], errors
    assert "not in our rules 28" in errors[0].message


def test_forbidden_term_in_a_msgstr_is_an_error_on_its_line(tmp_path):
    # fr CIC-E5: "(égalité)" → "(tirée)": 'tirée' (drawn) is forbidden for 'tie'
    path, line = _po_with(tmp_path, "fr", "CIC-E5", "(égalité)", "(tirée)")
    errors = [f for f in check_path(path).findings if f.severity == "error"]
    assert errors and all((f.line, f.clause, f.check) == (line, "CIC-E5", "terms") for f in errors), errors
    assert any("tirée" in f.found for f in errors)
