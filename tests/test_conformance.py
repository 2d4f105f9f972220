"""Conformance suites: export, the reference adapter, wrong engines caught by clause, bad suites."""

import hashlib
import io
import json
import sys
from collections import Counter
from xml.etree import ElementTree as ET

import pytest
from click.testing import CliRunner

from engine import examples, games, rulebook
from engine.protocol import PROTOCOL, serve
from engine.paths import rules_dir
from toolkit.cli import main
from toolkit.conformance import clauses as cl
from toolkit.conformance import export
from toolkit.conformance.suite import Case, compare

PY = sys.executable
REFERENCE = f"{PY} -m engine.protocol"


def mutant(name, *args):
    return " ".join([PY, "-m", "toolkit.conformance.mutants", name, *map(str, args)])


def run(*args):
    result = CliRunner().invoke(main, [str(a) for a in args])
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture(scope="module")
def suite(tmp_path_factory):
    out = tmp_path_factory.mktemp("suite")
    code, text, err = run("conformance", "export", "--out", out)
    assert code == 0, err
    return out


def lines(path):
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


# ---------------------------------------------------------------- export

def test_same_seed_same_bytes_and_another_seed_other_deals(tmp_path):
    for name, seed in (("a", 3), ("b", 3), ("c", 4)):
        assert run("conformance", "export", "--game", "briscola", "--cases", 30, "--seed", seed,
                   "--out", tmp_path / name)[0] == 0
    for f in ("manifest.json", "briscola.jsonl"):
        assert (tmp_path / "a" / f).read_bytes() == (tmp_path / "b" / f).read_bytes()
    assert (tmp_path / "a" / "briscola.jsonl").read_bytes() != (tmp_path / "c" / "briscola.jsonl").read_bytes()


def test_manifest_counts_what_the_files_hold_and_every_rule_clause_has_a_case(suite):
    manifest = json.loads((suite / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["format"] == "cardavia-conformance/1"
    assert manifest["uncovered"] == []
    total_kinds, total_clauses = Counter(), Counter()
    for game_id in games.available():
        entry = manifest["games"][game_id]
        data = (suite / entry["file"]).read_bytes()
        assert hashlib.sha256(data).hexdigest() == entry["sha256"]
        cases = lines(suite / entry["file"])
        kinds = Counter(c["kind"] for c in cases)
        assert entry["kinds"] == {k: kinds[k] for k in ("example", "legal-moves", "result")}
        assert kinds["legal-moves"] + kinds["result"] == 300
        spec = games.load(game_id).spec
        assert kinds["example"] == len(spec.examples)
        counted = Counter(cid for c in cases for cid in c["clauses"])
        assert entry["clauses"] == {c.id: counted[c.id] for c in spec.clauses}
        for clause in spec.clauses:
            if clause.section not in ("header", "intro"):
                assert counted[clause.id] > 0, clause.id
        spec_bytes = spec.source.read_bytes()
        deck = rules_dir() / "decks"
        decks = {"cicera": ["bresciane-52"], "briscola": ["briscola-40", "bresciane-52"],
                 "minchiate": ["minchiate-97"]}[game_id]
        h = hashlib.sha256(spec_bytes)
        for d in decks:
            h.update((deck / f"{d}.yaml").read_bytes())
        assert entry["spec_fingerprint"] == h.hexdigest()
        total_kinds.update(kinds)
        total_clauses.update(counted)
    assert manifest["kinds"] == dict(total_kinds)
    assert manifest["clauses"] == dict(sorted(total_clauses.items()))


def test_the_rare_situations_are_in_the_default_suite(suite):
    seen = {g: Counter(t for c in lines(suite / f"{g}.jsonl") for t in c.get("situations", []))
            for g in games.available()}
    for tag in ("capture_by_sum", "court_capture", "rank_or_sum", "last_play", "nobody_captured"):
        assert seen["cicera"][tag], tag
    for tag in ("stock_empty", "turn_up_drawn"):
        assert seen["briscola"][tag], tag
    for tag in ("king_rule", "matto_led", "rob_limit", "discard_no_zero", "declare", "discard"):
        assert seen["minchiate"][tag], tag


def test_every_example_of_the_spec_with_its_expected_outcome(suite):
    for game_id in games.available():
        spec = games.load(game_id).spec
        examples = {c["id"]: c for c in lines(suite / f"{game_id}.jsonl") if c["kind"] == "example"}
        for ex in spec.examples:
            case = examples[f"{game_id}/example/{ex.id}"]
            assert case["expect"] == {"outcome": ex.expect}
            assert "expect" not in case["example"] and case["example"]["kind"] == ex.kind
    x1 = json.loads(next(line for line in (suite / "cicera.jsonl").read_text().splitlines() if "CIC-X1" in line))
    # the clause that shows it, then those stating the rules of its kind, in the spec's order
    assert x1["clauses"] == ["CIC-P3", "CIC-S2", "CIC-P1", "CIC-P2"]


def test_robbing_deal_runs_out_of_zero_point_cards():
    """The cutter robs 13 counting cards and holds the other 12: after its 8 zero-point cards,
    only the lowest-valued cards may go, the four 3-point trumps (2–5)."""
    game = games.load("minchiate")
    walked = next(w for w in export.walked_deals(game, 0, 5) if w.label == "robbing")
    discards = [(tags, moves) for _k, tags, moves in walked.positions if "discard" in tags]
    cutter = (walked.record["dealer"] - 1) % 4
    assert sum(1 for _t, moves in discards if moves[0]["seat"] == cutter) == 13
    first_no_zero = next(moves for tags, moves in discards if "discard_no_zero" in tags)
    assert sorted(m["discard"] for m in first_no_zero) == ["2T", "3T", "4T", "5T"]
    assert all("rob_limit" in tags for tags, moves in discards if moves[0]["seat"] == cutter)


def test_a_deal_where_nobody_captures_is_a_tie():
    game = games.load("cicera")
    walked = next(w for w in export.walked_deals(game, 0, 5) if w.label == "placing")
    assert walked.result["points"] == [0, 0] and walked.result["winner"] is None
    assert "nobody_captured" in walked.tags


def test_export_refuses_to_overwrite_a_suite(suite, tmp_path):
    code, _, err = run("conformance", "export", "--game", "briscola", "--cases", 10, "--out", suite)
    assert code == 2 and "manifest.json: exists; pass --force" in err
    code, _, err = run("conformance", "export", "--game", "chess", "--out", tmp_path)
    assert code == 2 and "unknown game 'chess'" in err


def test_the_clause_map_is_read_from_the_rulebook():
    """Situations, scoring categories and example kinds name rules; the clauses stating them come
    from the clauses' own ``rules`` lists (summaries and example clauses left out)."""
    for game_id, situations in cl.SITUATIONS.items():
        spec = games.load(game_id).spec
        for tag in situations:
            assert cl.for_situations(game_id, [tag]), (game_id, tag)
        for ex in spec.examples:
            assert rulebook.stating(spec, examples.KINDS[ex.kind].rules), (game_id, ex.kind)
        assert set(cl.WANTED[game_id]) <= set(situations)
        walked = next(iter(export.walked_deals(games.load(game_id), 0, 1)))
        for key in walked.result["breakdown"]:
            assert cl.for_sources(game_id, [key]), (game_id, key)
    assert cl.for_situations("cicera", ["capture_by_sum"]) == ["CIC-S2", "CIC-P1"]
    assert cl.for_situations("briscola", ["winner_leads"]) == ["BRI-P2", "BRI-P3", "BRI-P4"]
    assert cl.for_situations("minchiate", ["king_rule", "matto"]) == ["MIN-P3"]
    assert cl.for_totals("briscola") == ["BRI-O1", "BRI-E2"]
    assert cl.for_sources("cicera", ["napula"]) == ["CIC-E3"]          # the award's own primitive
    assert cl.for_sources("cicera", ["scua", "picada"]) == ["CIC-B1", "CIC-B2"]
    assert cl.for_sources("minchiate", ["resti_end"]) == ["MIN-SC8"]


def test_a_clause_that_names_another_rule_takes_its_cases():
    spec = games.load("briscola").spec
    assert rulebook.stating(spec, ["any_card"]) == ["BRI-P1"]
    clauses = [c.model_copy(update={"rules": [*c.rules, "any_card"]}) if c.id == "BRI-P4" else c
               for c in spec.clauses]
    assert rulebook.stating(spec.model_copy(update={"clauses": clauses}), ["any_card"]) == ["BRI-P1", "BRI-P4"]


# ---------------------------------------------------------------- comparing answers

def test_legal_moves_compare_as_a_set_of_moves_with_unordered_captures():
    case = Case(id="x", kind="legal-moves", game="cicera", clauses=[], record={"moves": []},
                expect={"moves": [{"seat": 0, "card": "7D", "take": ["3C", "4B"]}, {"seat": 0, "card": "7D", "take": []}]})
    same = [{"seat": 0, "card": "7D", "take": []}, {"seat": 0, "card": "7D", "take": ["4B", "3C"]}]
    assert compare(case, same) is None
    diff = compare(case, same[:1] + same[:1] + [{"seat": 0, "card": "RD", "take": ["3C", "4B"]}])
    assert diff == {"missing": [{"seat": 0, "card": "7D", "take": ["3C", "4B"]}],
                    "extra": [{"seat": 0, "card": "RD", "take": ["3C", "4B"]}],
                    "twice": [{"seat": 0, "card": "7D", "take": []}]}


def test_result_difference_names_the_sources():
    expected = {"points": [3, 1], "winner": 0, "breakdown": {"scua": [1, 0], "napula": [2, 1]}}
    case = Case(id="x", kind="result", game="cicera", clauses=[], record={"moves": []}, expect={"result": expected})
    diff = compare(case, {"points": [3, 1], "winner": 0, "breakdown": {"scua": [1, 0], "napula": [1, 1]}})
    assert diff == {"breakdown": {"napula": {"expected": [2, 1], "received": [1, 1]}}}


# ---------------------------------------------------------------- the reference adapter

def test_reference_adapter_passes_the_whole_default_suite(suite, tmp_path):
    junit = tmp_path / "junit.xml"
    code, out, err = run("conformance", "run", "--engine", REFERENCE, "--format", "json", "--junit", junit, suite)
    assert code == 0, out + err
    data = json.loads(out)
    assert data["failed"] == 0 and data["error"] is None and data["passed"] == data["total"] > 900
    assert set(data["clauses"]) >= {"CIC-S2", "BRI-P3", "MIN-P3"}
    root = ET.parse(junit).getroot()
    assert root.get("failures") == "0" and int(root.get("tests")) == data["total"]


def test_run_without_a_suite_runs_the_default_suite(suite):
    code, out, _ = run("conformance", "run", "--engine", REFERENCE, "--format", "json")
    assert code == 0
    data = json.loads(out)
    manifest = json.loads((suite / "manifest.json").read_text(encoding="utf-8"))
    assert data["passed"] == data["total"] == sum(manifest["kinds"].values())


def test_protocol_exchange_in_process():
    record = {"format": "cardavia-record/1", "game": "briscola", "dealer": 0, "leader": 1,
              "hands": [["4D", "3S", "2C"], ["2S", "FB", "3B"]],
              "stock": ["RS", "FC", "AS", "5S", "7S", "6S", "4S", "CS", "FS", "AC", "3C", "4C", "5C", "6C", "7C",
                        "RC", "CC", "AD", "2D", "3D", "5D", "6D", "7D", "FD", "CD", "RD", "AB", "2B", "4B",
                        "5B", "6B", "7B", "CB", "RB"],
              "moves": [{"seat": 1, "card": "3B"}]}
    requests = [{"type": "hello", "protocol": PROTOCOL},
                {"type": "legal_moves", "id": "a", "game": "briscola", "record": record},
                {"type": "legal_moves", "id": "b", "game": "briscola",
                 "record": {**record, "moves": [{"seat": 0, "card": "3B"}]}},
                {"type": "example", "id": "c", "game": "cicera",
                 "example": {"kind": "capture_options", "play": "7D", "table": ["7S", "3C", "4B"]}},
                {"type": "result", "id": "d", "game": "chess", "record": record},
                {"type": "bye"}]
    out = io.StringIO()
    assert serve(stdin=io.StringIO("".join(json.dumps(r) + "\n" for r in requests)), stdout=out) == 0
    hello, a, b, c, d = [json.loads(line) for line in out.getvalue().splitlines()]
    assert hello["games"] == ["briscola", "cicera", "minchiate"]
    # Seat 1 led the 3 of Batons; seat 0 may answer with any of its three cards.
    assert a == {"id": "a", "moves": [{"seat": 0, "card": "4D"}, {"seat": 0, "card": "3S"}, {"seat": 0, "card": "2C"}]}
    assert b["id"] == "b" and "seat 1's turn" in b["error"]
    assert c == {"id": "c", "outcome": {"options": [["7S"], ["3C", "4B"], []]}}
    assert d == {"id": "d", "error": "unsupported game 'chess'"}


# ---------------------------------------------------------------- wrong engines

@pytest.mark.parametrize("name, game_id, clause", [
    ("briscola-3-re", "briscola", "BRI-P3"),
    ("cicera-court-sum", "cicera", "CIC-S2"),
    ("minchiate-no-king", "minchiate", "MIN-P3"),
])
def test_a_wrong_rule_is_caught_with_its_clause(suite, name, game_id, clause):
    code, out, _ = run("conformance", "run", "--engine", mutant(name), "--format", "json", suite / f"{game_id}.jsonl")
    assert code == 1
    data = json.loads(out)
    assert data["error"] is None and data["failed"] > 0
    assert clause in data["failing_clauses"]
    assert data["clauses"][clause]["passed"] < data["clauses"][clause]["run"]
    assert data["clauses"][clause]["failures"] > 0
    cases = {c["id"]: c for c in lines(suite / f"{game_id}.jsonl")}
    for failure in data["failures"]:
        case = cases[failure["id"]]
        assert failure["game"] == game_id and failure["expected"] != failure["received"]
        if failure["kind"] != "example":
            prefix = failure["shortest_prefix"]
            assert prefix["record"]["moves"] == case["record"]["moves"][:prefix["moves"]]
    if name == "minchiate-no-king":
        assert data["failing_clauses"] == ["MIN-P3"]
        assert all("king_rule" in cases[f["id"]]["situations"] for f in data["failures"])


def test_text_report_shows_the_failure_and_its_shortest_prefix(suite, tmp_path):
    part = tmp_path / "part.jsonl"
    part.write_text("".join((suite / "cicera.jsonl").read_text(encoding="utf-8").splitlines(True)[:120]),
                    encoding="utf-8")
    code, out, _ = run("conformance", "run", "--engine", mutant("cicera-court-sum"), part)
    assert code == 1
    assert "FAIL cicera/legal/" in out and "clauses: CIC-S2, CIC-P1" in out
    assert "moves that are not legal:" in out and "shortest prefix:" in out
    assert "failing clauses: CIC-P1, CIC-S2" in out.splitlines()[-1]


@pytest.mark.parametrize("fault, message", [
    ("crash", "exited before answering"),
    ("hang", "did not answer"),
    ("garbage", "not JSON"),
])
def test_a_broken_engine_stops_the_run_with_exit_2(suite, tmp_path, fault, message):
    junit = tmp_path / "junit.xml"
    code, out, err = run("conformance", "run", "--engine", mutant(fault, "--after", 5), "--timeout", 1,
                         "--junit", junit, suite / "briscola.jsonl")
    assert code == 2
    assert message in err and "Traceback" not in out + err
    assert "4 of " in out.splitlines()[-2]       # hello and four cases answered, then the fault
    assert ET.parse(junit).getroot().get("errors") == "1"


def test_a_suite_from_another_spec_runs_without_prefix_search(tmp_path):
    assert run("conformance", "export", "--game", "briscola", "--cases", 10, "--out", tmp_path)[0] == 0
    manifest = json.loads((tmp_path / "manifest.json").read_text(encoding="utf-8"))
    manifest["games"]["briscola"]["spec_fingerprint"] = "0" * 64
    (tmp_path / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    code, out, _ = run("conformance", "run", "--engine", REFERENCE, tmp_path)
    assert code == 0
    assert "note: briscola: the suite was exported from another version of the spec" in out


def test_an_engine_that_cannot_start(suite):
    code, out, err = run("conformance", "run", "--engine", "/nonexistent/engine", suite / "briscola.jsonl")
    assert code == 2 and "cannot start the engine" in err


# ---------------------------------------------------------------- bad suites

@pytest.mark.parametrize("text, line, message", [
    ('{"id": "a", "kind": "example", "game": "cicera", "clauses": [], "example": {}, "expect": {"outcome": {}}}\n'
     '{"id": "b", "kind": "result"\n', 2, "invalid JSON"),
    ('\n{"id": "a", "kind": "perft", "game": "cicera", "clauses": [], "expect": {}}\n', 2, "not a conformance case: kind"),
    ('{"id": "a", "kind": "result", "game": "cicera", "clauses": [], "expect": {"result": {}}}\n', 1,
     "a result case needs 'record'"),
    ('{"id": "a", "kind": "example", "game": "cicera", "clauses": [], "example": {}, "expect": {"outcome": {}}}\n' * 2,
     2, "appears twice"),
    ('{"id": "a", "kind": "legal-moves", "game": "cicera", "clauses": [], "record": {"moves": 3},'
     ' "expect": {"moves": []}}\n', 1, "'moves' must be a list"),
    ('{"id": "a", "kind": "legal-moves", "game": "cicera", "clauses": [], "record": {"moves": []},'
     ' "expect": {"moves": {}}}\n', 1, "expect.moves: must be a JSON array"),
])
def test_a_bad_suite_file_is_one_line_and_exit_2(tmp_path, text, line, message):
    path = tmp_path / "bad.jsonl"
    path.write_text(text, encoding="utf-8")
    code, out, err = run("conformance", "run", "--engine", REFERENCE, path)
    assert code == 2
    assert err.startswith(f"cardavia: {path}:{line}: ") and message in err
    assert len(err.strip().splitlines()) == 1


def test_a_suite_directory_without_manifest_or_in_latin_1(tmp_path):
    code, _, err = run("conformance", "run", "--engine", REFERENCE, tmp_path)
    assert code == 2 and "manifest.json: not a suite directory" in err
    path = tmp_path / "latin.jsonl"
    path.write_bytes(b'{"id": "caf\xe9"}\n')
    code, _, err = run("conformance", "run", "--engine", REFERENCE, path)
    assert code == 2 and f"{path}:1: not UTF-8" in err
