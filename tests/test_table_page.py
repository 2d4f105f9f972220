"""The Table's catalogs and page: complete in every language, current with the code, and safe
whatever a translation says."""

from __future__ import annotations

import io
import json
import re

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.support import Translations

from engine import games
from toolkit import catalog
from toolkit.languages import codes
from toolkit.server import page, words


def test_table_catalogs_are_complete_and_current():
    template = words.extract()
    on_disk = catalog.read_catalog(words.POT)
    assert {(m.context, str(m.id)) for m in template if m.id} == {(m.context, str(m.id)) for m in on_disk if m.id}, \
        "rules/locales/table.pot is stale: run words.update()"
    for lang in codes():
        assert words.problems(lang, template) == []


def test_the_table_words_stay_out_of_the_pages_catalog():
    ids = {str(m.id) for m in catalog.extract() if m.id}
    assert "Place only" not in ids and "Download record" not in ids


def test_a_hostile_translation_cannot_break_out_of_the_page(monkeypatch):
    hostile = '</script><script>alert(1)</script>"><img src=x onerror=alert(1)>'
    fake = Catalog(locale="fr")
    for msg in words.extract():
        if msg.id:
            fake.add(msg.id, tuple([hostile] * 2) if isinstance(msg.id, tuple) else hostile, context=msg.context)

    class Hostile(words.Words):
        def __init__(self, lang):
            buf = io.BytesIO()
            write_mo(buf, fake)
            buf.seek(0)
            self.lang, self.tr = lang, Translations(buf)

    monkeypatch.setattr(page, "Words", Hostile)
    text = page.table_page(games.load("briscola"), "fr")
    assert "<script>alert" not in text and "<img" not in text
    blob = re.search(r'<script type="application/json" id="cdv-table-words">(.*?)</script>', text).group(1)
    assert json.loads(blob)["hand"] == hostile
    assert text.count("<script") == 2 and text.startswith("# ")


def test_each_game_has_a_table_page_in_each_language(tmp_path):
    from toolkit.languages import load_languages

    languages = [lang for lang in load_languages() if lang.code in ("en", "vi")]
    written = page.write_table_pages(tmp_path, languages)
    assert len(written) == 2 * len(games.available())
    vi = (tmp_path / "vi" / "games" / "cicera-table.md").read_text(encoding="utf-8")
    assert vi.startswith("# Cìcera: chơi một ván") and 'data-lang="vi"' in vi and 'data-deck="bresciane-52"' in vi
