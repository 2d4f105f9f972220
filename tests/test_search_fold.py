"""Accent-insensitive search: the folded field of the search index (site/hooks/search_fold.py)."""

import importlib.util
from pathlib import Path

import pytest

from toolkit.languages import load_languages

HOOK = Path(__file__).resolve().parent.parent / "site" / "hooks" / "search_fold.py"
spec = importlib.util.spec_from_file_location("search_fold", HOOK)
search_fold = importlib.util.module_from_spec(spec)
spec.loader.exec_module(search_fold)


@pytest.mark.parametrize("text, folded", [
    ("Scùa (sweep)", "Scua (sweep)"),
    ("lá chủ", "la chu"),
    ("Épées, Bâtons", "Epees, Batons"),
    ("Ёлка, козырь", "Елка, козырь"),
    ("Kelche und Stäbe", "Kelche und Stabe"),
])
def test_fold_drops_accents_and_keeps_letters(text, folded):
    assert search_fold.fold(text) == folded


def test_index_gets_a_folded_field_only_where_accents_were():
    index = {"config": {"fields": {"title": {"boost": 1000.0}, "text": {"boost": 1.0}}},
             "docs": [{"location": "a/", "title": "Cìcera", "text": "Scùa"}, {"location": "b/", "title": "Plain", "text": "words"}]}
    out = search_fold.add_folded_field(index)
    assert out["docs"][0]["folded"] == "Cicera Scua"
    assert "folded" not in out["docs"][1]
    assert out["config"]["fields"]["folded"] == {"boost": 0.5}


def test_every_language_has_the_chrome_labels():
    for lang in load_languages():
        for key in ("permalink", "description", "not_found", "not_found_text"):
            assert lang.labels[key].strip(), (lang.code, key)
    labels = {lang.code: lang.labels for lang in load_languages()}
    assert labels["ru"]["permalink"] == "Постоянная ссылка" and labels["en"]["permalink"] == "Permanent link"
