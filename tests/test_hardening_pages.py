"""Hardening of the pages: a translation is plain text, whatever a theme later decodes or strips."""

import shutil

import pytest
from babel.messages.pofile import read_po, write_po
from markupsafe import Markup

from toolkit import catalog
from toolkit.catalog import plain_text


@pytest.mark.parametrize("hostile", [
    "<script>x</script>",
    "&lt;script&gt;x&lt;/script&gt;",
    "&amp;lt;script&amp;gt;x&amp;lt;/script&amp;gt;",
    "&#60;script&#x3e;x&#60;/script&#62;",
    "&amp;amp;#60;script>",
])
def test_no_decoding_or_stripping_turns_a_translation_into_a_tag(hostile):
    text = plain_text(hostile)
    assert "<" not in text and ">" not in text
    # What themes do to a title: strip tags (decoding entities), then decode again.
    assert "<" not in Markup(text).striptags() and "<" not in Markup(Markup(text).striptags()).unescape()
    assert text.startswith("‹script›")


def test_plain_translations_keep_ordinary_text():
    for text in ("Prenez l'as « Asso » & le roi", 'Wählen Sie "Nur ablegen"', "7 – 3 · 4"):
        assert plain_text(text) == text


def test_every_loaded_msgstr_is_plain_text(tmp_path, monkeypatch):
    locales = _hostile_catalog(tmp_path, "<b onmouseover=x>Objectif</b>")
    monkeypatch.setattr(catalog, "LOCALES", locales)
    tr = catalog.translations("fr")
    assert tr.pgettext("section", "Objective") == "‹b onmouseover=x›Objectif‹/b›"


def test_build_refuses_markup_in_a_translation_with_its_line(tmp_path, monkeypatch):
    locales = _hostile_catalog(tmp_path, "&lt;img src=x onerror=alert(1)&gt;Objectif")
    monkeypatch.setattr(catalog, "LOCALES", locales)
    problems = catalog.problems("fr")
    path = catalog.po_path("fr")
    with path.open("rb") as f:
        line = read_po(f, locale="fr").get("Objective", "section").lineno
    assert [str(p) for p in problems] == [
        f"{path}:{line}: markup in the translation of section: 'Objective': a translation is plain "
        "text (no <, > or HTML entities)"]


def _hostile_catalog(tmp_path, msgstr):
    locales = tmp_path / "locales"
    shutil.copytree(catalog.LOCALES / "fr", locales / "fr")
    path = locales / "fr" / "LC_MESSAGES" / "cardavia.po"
    for mo in path.parent.glob("*.mo"):
        mo.unlink()
    with path.open("rb") as f:
        po = read_po(f, locale="fr")
    po.get("Objective", "section").string = msgstr
    with path.open("wb") as f:
        write_po(f, po)
    return locales
