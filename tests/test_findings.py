"""One finding type for the checker, the catalogs and the English lint."""

import json

from babel.messages.catalog import Catalog

from toolkit.check.findings import Report, to_json
from toolkit.findings import Finding
from toolkit.lint import lint


def test_a_lint_finding_names_its_file_line_and_clause():
    bad = Catalog()
    bad.add("Fante, Cavallo and Re are courts.", context="CIC-S2", locations=[("rules/games/x.yaml", 3)])
    [f] = lint(bad)
    assert isinstance(f, Finding)
    assert (f.path, f.line, f.severity, f.check, f.clause) == ("rules/games/x.yaml", 3, "error", "lint", "CIC-S2")
    assert (f.found, f.sentence) == ("courts", "Fante, Cavallo and Re are courts.")
    assert str(f) == f"rules/games/x.yaml:3: avoid 'courts' (use {f.expected!r}): {f.message.split(': ', 1)[1]}"
    assert f.expected and f.expected != "courts"


def test_a_finding_without_a_line_prints_its_file_alone():
    f = Finding(None, "error", "catalog", "CIC-S1", "missing translation of 'x'", path="fr.po")
    assert str(f) == "fr.po: missing translation of 'x'"


def test_the_json_of_a_finding_holds_its_path_only_outside_a_report():
    inside = Finding(3, "error", "numbers", "CIC-S1", "a number differs")
    alone = Finding(3, "error", "catalog", "CIC-S1", "fuzzy translation", path="fr.po")
    assert "path" not in inside.to_json() and alone.to_json()["path"] == "fr.po"
    doc = json.loads(to_json([Report("page.txt", "fr", ["cicera"], [inside])]))["documents"][0]
    assert doc["path"] == "page.txt" and "path" not in doc["findings"][0]
