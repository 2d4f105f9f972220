"""The one language registry (site/languages.yaml): complete, read everywhere, and a new language
(right-to-left, or written without spaces) is a data edit."""

from pathlib import Path

import pytest

from engine.errors import SpecError
from toolkit import catalog, siteconfig
from toolkit.check import lexicon
from toolkit.languages import LANGUAGES_FILE, REQUIRED_LABELS, Language, codes, load_languages
from toolkit.server import views, words

LANGUAGES = load_languages()


def test_the_nine_languages_in_order_with_every_label():
    assert codes() == ("en", "it", "fr", "pt", "ru", "vi", "fi", "de", "es")
    material = Path(__import__("material").__file__).parent / "templates" / "partials" / "languages"
    for lang in LANGUAGES:
        assert (material / f"{lang.theme_language}.html").is_file(), lang.code
        for key in (*REQUIRED_LABELS, "section.games", "section.decks"):
            assert lang.labels.get(key), (lang.code, key)
        assert siteconfig.search_language(lang) == lang.code  # lunr supports all nine


def test_every_reader_takes_its_languages_from_the_registry():
    assert lexicon.LANGUAGES == views.LANGUAGES == codes()


@pytest.mark.parametrize("lang", codes())
def test_each_language_has_its_catalogs_checker_data_and_glossary(lang):
    assert catalog.po_path(lang).is_file() and words.po_path(lang).is_file()
    assert (lexicon.CHECKER_DIR / f"{lang}.yaml").is_file()
    glossary = lexicon.glossary()
    assert set(glossary["suits"][lang]) == {"S", "C", "D", "B"}
    assert glossary["numbers"][lang]["rank_words"]


def _registry(tmp_path, entries: str) -> Path:
    path = tmp_path / "languages.yaml"
    en = LANGUAGES_FILE.read_text(encoding="utf-8").split("  - code: it\n")[0]
    path.write_text(en + entries, encoding="utf-8")
    return path


def test_arabic_and_japanese_are_data_edits(tmp_path):
    path = _registry(tmp_path, "  - {code: ar, name: العربية, direction: rtl, theme: ar}\n"
                               "  - {code: ja, name: 日本語, locale: ja, separator: '[\\s、。]+'}\n")
    en, ar, ja = load_languages(path)
    assert ar.labels["display"] == en.labels["display"]     # missing labels fall back to the default
    base = siteconfig.load_base_config()
    config = siteconfig.language_config(base, ar, [en, ar, ja], tmp_path / "ar", tmp_path / "site", ["index.md"])
    assert config["theme"]["direction"] == "rtl" and config["theme"]["language"] == "ar"
    [search] = [p["search"] for p in config["plugins"] if isinstance(p, dict) and "search" in p]
    assert search["lang"] == ["ar"] and search["separator"] == base["plugins"][0]["search"]["separator"]
    config = siteconfig.language_config(base, ja, [en, ar, ja], tmp_path / "ja", tmp_path / "site", ["index.md"])
    [search] = [p["search"] for p in config["plugins"] if isinstance(p, dict) and "search" in p]
    assert search == {"lang": ["ja"], "separator": "[\\s、。]+"}
    assert ja.babel_locale == "ja" and Language(code="pl", name="Polski").theme_language == "pl"


@pytest.mark.parametrize("entries,message", [
    ("  - {code: pl, name: Polski, script: latin}\n", "unknown key 'script'"),
    ("  - {code: pl, name: Polski, direction: up}\n", "languages.1.direction: Input should be 'ltr' or 'rtl'"),
    ("  - {code: en, name: English again}\n", "duplicate language code 'en'"),
    ("  - {code: pl, name: Polski, default: true}\n", "exactly one language must have default: true"),
])
def test_a_bad_entry_is_named_by_file_and_line(tmp_path, entries, message):
    path = _registry(tmp_path, entries)
    with pytest.raises(SpecError) as err:
        load_languages(path)
    assert err.value.path == str(path) and err.value.line is not None
    assert message in str(err.value)
