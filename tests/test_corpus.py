"""The evaluation corpus (tests/data/corpus/): every file labelled, every label on a real line.

Checker figures on the corpus are not asserted here; `benchmarks/checker_eval.py` measures them.
"""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest

from checking import benchmark

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "data" / "corpus"
LABELS = json.loads((CORPUS / "labels.json").read_text(encoding="utf-8"))
DOCUMENTS = LABELS["documents"]
DEFECT_KINDS = {"obligation", "start_direction", "lead", "winner_tie", "rank_order", "card_values", "count",
                "example_outcome", "forbidden_term", "corrupted_name", "other"}
OUR_LANGUAGES = {"en", "it", "fr", "pt", "ru", "vi", "fi", "de", "es"}
GAMES = {"cicera", "briscola", "minchiate"}
SUBDIRS = {"translation": "translations", "real": "real", "refuse": "refuse"}
# Batches without real texts (translations and refusals only): 2026-12-17 was written offline; for
# 2027-01-10 the search tools gave no source not taken before under an open licence.
WITHOUT_REAL_TEXTS = {"2026-12-17", "2027-01-10", "2027-01-11"}


def of_kind(kind: str) -> dict[str, dict]:
    return {path: meta for path, meta in DOCUMENTS.items() if meta["kind"] == kind}


def test_the_kinds_of_defect_are_the_fixed_list():
    assert set(LABELS["kinds"]) == DEFECT_KINDS
    assert all(LABELS["kinds"].values())


def test_every_file_is_labelled_and_every_label_names_a_file():
    files = {str(p.relative_to(CORPUS)) for sub in SUBDIRS.values() for p in (CORPUS / sub).iterdir()}
    assert files == set(DOCUMENTS)


@pytest.mark.parametrize("path", sorted(DOCUMENTS))
def test_document_metadata(path):
    meta = DOCUMENTS[path]
    assert path.startswith(SUBDIRS[meta["kind"]] + "/")
    assert meta["split"] in {"dev", "holdout"}
    if "batch" in meta:
        assert datetime.date.fromisoformat(meta["batch"]).isoformat() == meta["batch"]
    assert set(meta["games"]) <= GAMES
    (CORPUS / path).read_text(encoding="utf-8")
    if meta["kind"] == "refuse":
        assert "defects" not in meta and meta["reason"]
        return
    assert meta["games"] and meta["lang"] in OUR_LANGUAGES
    if meta["kind"] == "translation":
        assert meta["format"] in {"text", "markdown", "html"}
        assert meta["clean"] == (not meta["defects"])
    else:
        assert meta["source"]["url"] and meta["source"]["site"] and meta["source"]["licence"]


@pytest.mark.parametrize("path", sorted(p for p, m in DOCUMENTS.items() if m.get("defects")))
def test_every_label_points_at_its_quote(path):
    lines = (CORPUS / path).read_text(encoding="utf-8").splitlines()
    for defect in DOCUMENTS[path]["defects"]:
        assert defect["kind"] in DEFECT_KINDS
        assert defect["note"]
        assert 1 <= defect["line"] <= len(lines), defect
        assert defect["quote"] in lines[defect["line"] - 1], defect
        assert sum(defect["quote"] in line for line in lines) == 1, f"ambiguous quote {defect['quote']!r}"


def test_the_corpus_covers_what_the_issue_asks():
    translations, real, refuse = of_kind("translation"), of_kind("real"), of_kind("refuse")
    assert len(translations) >= 14 and len(real) >= 8 and len(refuse) >= 6
    assert len({m["lang"] for m in translations.values()} - {"en"}) >= 7
    assert {g for m in translations.values() for g in m["games"]} == GAMES
    assert {m["format"] for m in translations.values()} == {"text", "markdown", "html"}
    kinds = {d["kind"] for m in translations.values() for d in m["defects"]}
    assert kinds == DEFECT_KINDS
    assert any(m["clean"] for m in translations.values())
    assert any(m["split"] == "holdout" and m["clean"] for m in translations.values())
    for group in (translations, real):
        unbatched = [m for m in group.values() if "batch" not in m]
        holdout = sum(m["split"] == "holdout" for m in unbatched) / len(unbatched)
        assert 0.25 <= holdout <= 0.45
    assert {m["lang"] for m in refuse.values()} - OUR_LANGUAGES, "no unsupported language among refusals"


@pytest.mark.parametrize("batch", sorted({m["batch"] for m in DOCUMENTS.values() if "batch" in m}))
def test_every_batch_can_be_measured_on_its_own(batch):
    documents = {path: meta for path, meta in DOCUMENTS.items() if meta.get("batch") == batch}
    translations = [m for m in documents.values() if m["kind"] == "translation"]
    assert len({m["split"] for m in documents.values()}) == 1, "a batch is wholly dev or wholly holdout"
    kinds = set(SUBDIRS) - ({"real"} if batch in WITHOUT_REAL_TEXTS else set())
    assert {m["kind"] for m in documents.values()} == kinds
    assert len({m["lang"] for m in translations} - {"en"}) >= 7
    assert {g for m in translations for g in m["games"]} == GAMES
    assert {m["format"] for m in translations} == {"text", "markdown", "html"}
    assert {d["kind"] for m in translations for d in m["defects"]} == DEFECT_KINDS
    assert any(m["clean"] for m in translations) and not all(m["clean"] for m in translations)


def load_benchmark():
    return benchmark("checker_eval")


def test_benchmark_matches_one_error_per_label_within_one_line():
    match = load_benchmark().match_labels
    assert match([10], [11]) == [True]
    assert match([10], [12]) == [False]
    assert match([10, 10], [10]) == [True, False]
    assert match([10, 11], [11]) == [False, True]  # the exact line is preferred
    assert match([10, 11], [10, 12]) == [True, True]


def test_benchmark_selects_documents_by_split_and_batch():
    select = load_benchmark().select_documents
    documents = {"a": {"split": "dev"}, "b": {"split": "holdout"}, "c": {"split": "holdout", "batch": "2026-12-01"}}
    assert set(select(documents)) == {"a", "b", "c"}
    assert set(select(documents, "holdout")) == {"b", "c"}
    assert set(select(documents, "all", "2026-12-01")) == {"c"}
    assert set(select(documents, "dev", "2026-12-01")) == set()
    assert set(select(documents, "all", "1999-01-01")) == set()
    assert set(select(documents, "holdout", before="2026-12-01")) == {"b"}     # a later batch kept unseen
    assert set(select(documents, "all", before="2026-12-02")) == {"a", "b", "c"}


def test_benchmark_reads_findings_from_any_nesting():
    bench = load_benchmark()
    output = {"documents": [{"path": "x.md", "findings": [
        {"line": 3, "severity": "error", "message": "m"},
        {"location": {"line": 5, "column": 2}, "severity": "warning"},
        {"region": {"startLine": 7}, "level": "note"},
        {"severity": "error"},
    ]}]}
    assert bench.walk_findings(output) == [bench.Finding(3, "error", "", "m"), bench.Finding(5, "warning"),
                                           bench.Finding(7, "info")]


def test_benchmark_counts_errors_by_message_class_without_quoting():
    """``--by-class``: each error's check and message up to its first colon, true within one line
    of a label, else false; numbers blanked, nothing quoted (safe on holdout data)."""
    bench = load_benchmark()
    f = bench.Finding
    assert bench.message_class(f(3, "error", "claims", "the text states a different rule: 4 cards dealt")) == \
        "claims: the text states a different rule"
    assert bench.message_class(f(3, "error", "numbers", "a number differs from our rules: 12 where ours is 10")) == \
        "numbers: a number differs from our rules"
    assert bench.message_class(f(3, "error", "example", "")) == "example"
    translation = bench.Result("t.md", {"kind": "translation", "defects": [{"line": 10}]}, 1, [
        f(10, "error", "claims", "the text states a different rule: x"),
        f(20, "error", "claims", "the text states a different rule: y"),
        f(30, "warning", "claims", "the text states a different rule: z"),
        f(11, "error", "terms", "wrong rendering of 'trick': a turn")])
    refused = bench.Result("r.md", {"kind": "real", "defects": []}, 2, [f(1, "error", "claims", "m")])
    assert bench.errors_by_class([translation, refused]) == {
        "claims: the text states a different rule": {"true": 1, "false": 1},
        "terms: wrong rendering of 'trick'": {"true": 1, "false": 0}}


def test_benchmark_counts_defects_flagged_as_warnings_apart_from_recall():
    """Recall counts errors only; a defect reported as a warning is counted apart ("flagged"), and
    so are the warnings on clean documents, so that a change of severity shows as one."""
    bench = load_benchmark()
    f = bench.Finding
    defective = bench.Result("d.md", {"kind": "translation", "clean": False, "defects": [
        {"line": 10, "kind": "count"}, {"line": 20, "kind": "lead"}, {"line": 30, "kind": "lead"}]}, 1, [
        f(10, "error", "numbers", "m"), f(21, "warning", "claims", "m"), f(40, "warning", "claims", "m")])
    clean = bench.Result("c.md", {"kind": "translation", "clean": True, "defects": []}, 1, [
        f(3, "warning", "claims", "m"), f(5, "error", "claims", "m")])
    t = bench.translation_figures([defective, clean])
    assert (t["found"], t["flagged"], t["labels"]) == (1, 2, 3)
    assert (t["errors_on_clean"], t["warnings_on_clean"], t["errors_away_from_labels"]) == (1, 1, 0)


def test_only_texts_to_refuse_are_labelled_as_stating_no_rule():
    """`states_rules: false` marks the ordinary documents `benchmarks/ordinary_eval.py` forces to
    each of our games; only a text to refuse can state no rule."""
    marked = {path for path, meta in DOCUMENTS.items() if "states_rules" in meta}
    assert marked, "no ordinary document labelled"
    for path in marked:
        assert DOCUMENTS[path]["kind"] == "refuse" and DOCUMENTS[path]["states_rules"] is False, path


def test_ordinary_benchmark_forces_only_refusals_stating_no_rule_in_our_languages():
    module = benchmark("ordinary_eval")
    ordinary = module.is_ordinary
    assert ordinary({"kind": "refuse", "lang": "it", "states_rules": False})
    assert not ordinary({"kind": "refuse", "lang": "it"})                       # another game's rules
    assert not ordinary({"kind": "refuse", "lang": "pl", "states_rules": False})  # a language we do not read
    assert not ordinary({"kind": "translation", "lang": "it", "states_rules": False})
    chosen = module.ordinary_documents("dev")
    assert chosen and all(DOCUMENTS[p]["split"] == "dev" and DOCUMENTS[p]["states_rules"] is False for p in chosen)
