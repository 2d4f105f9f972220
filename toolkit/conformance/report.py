"""A conformance run as text, JSON or JUnit XML."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any
from xml.etree import ElementTree as ET

from .runner import Outcome, Report

SHOWN = 20       # failures detailed in the text report


def _short(value: Any, limit: int = 240) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text if len(text) <= limit else text[:limit - 1] + "…"


def describe(diff: dict | None) -> list[str]:
    """What differs, one line per part."""
    if not diff:
        return []
    lines = []
    if "error" in diff:
        lines.append(f"the engine refused: {diff['error']}")
    for key, label in (("missing", "legal moves missing"), ("extra", "moves that are not legal"),
                       ("twice", "moves listed twice")):
        if key in diff:
            lines.append(f"{label}: {_short(diff[key])}")
    for key in ("points", "winner"):
        if key in diff:
            lines.append(f"{key}: expected {_short(diff[key]['expected'])}, received {_short(diff[key]['received'])}")
    for source, d in diff.get("breakdown", {}).items():
        lines.append(f"breakdown {source}: expected {_short(d['expected'])}, received {_short(d['received'])}")
    return lines


def _failure_lines(o: Outcome) -> list[str]:
    c = o.case
    lines = [f"FAIL {c.id} ({c.kind}) {o.where}",
             f"  clauses: {', '.join(o.clauses)}"]
    lines.append(f"  expected: {_short(c.expected())}")
    lines.append(f"  received: {_short(o.received)}")
    if c.kind != "example":
        lines += [f"  {d}" for d in describe(o.diff)]
    if o.prefix is not None:
        moves = o.prefix["moves"]
        if c.kind == "legal-moves" and len(moves) == len(c.record["moves"]):
            lines.append(f"  shortest prefix: this position ({len(moves)} moves of deal {c.deal})")
        else:
            shown = _short(moves[-6:], 400)
            lines.append(f"  shortest prefix: {len(moves)} moves of deal {c.deal}"
                         + (f" (last moves {shown})" if moves else " (before the first move)"))
            if o.prefix_diff is not o.diff:
                lines += [f"    there: {d}" for d in describe(o.prefix_diff)]
    return lines


def to_text(report: Report) -> str:
    lines = [f"engine: {report.engine}" + (f" ({report.engine_name})" if report.engine_name else "")
             + (f"; plays {', '.join(report.games)}" if report.games else "")]
    lines += [f"note: {n}" for n in report.notes]
    per_clause = report.per_clause()
    if per_clause:
        lines.append("clause      cases passed   failures pointing here")
        for cid, (passed, run, blamed) in per_clause.items():
            lines.append(f"{cid:<11} {f'{passed}/{run}':<14} {blamed or ''}".rstrip())
    for o in report.failures[:SHOWN]:
        lines += _failure_lines(o)
    if len(report.failures) > SHOWN:
        lines.append(f"... and {len(report.failures) - SHOWN} more failures (--format json lists them all)")
    counts = Counter(o.status for o in report.outcomes)
    failing = sorted({cid for o in report.failures for cid in o.clauses})
    summary = (f"{len(report.outcomes)} of {report.total} cases run: {counts['pass']} passed, "
               f"{counts['fail']} failed, {counts['skip']} skipped")
    if failing:
        summary += f"; failing clauses: {', '.join(failing)}"
    lines.append(summary)
    if report.error:
        lines.append(f"error: {report.error}")
    return "\n".join(lines)


def to_json(report: Report) -> str:
    counts = Counter(o.status for o in report.outcomes)
    data = {"engine": report.engine, "engine_name": report.engine_name, "games": report.games,
            "total": report.total, "passed": counts["pass"], "failed": counts["fail"],
            "skipped": counts["skip"], "error": report.error, "notes": report.notes,
            "clauses": {cid: {"passed": p, "run": r, "failures": f} for cid, (p, r, f) in report.per_clause().items()},
            "failing_clauses": sorted({cid for o in report.failures for cid in o.clauses}),
            "failures": [o.to_json() for o in report.failures]}
    return json.dumps(data, ensure_ascii=False, indent=2)


def to_junit(report: Report) -> bytes:
    """JUnit XML: one test suite per game, one test case per case; a broken protocol is an error."""
    root = ET.Element("testsuites", name="cardavia-conformance")
    by_game: dict[str, list[Outcome]] = {}
    for o in report.outcomes:
        by_game.setdefault(o.case.game, []).append(o)
    totals = Counter()
    for game_id, outcomes in by_game.items():
        counts = Counter(o.status for o in outcomes)
        suite = ET.SubElement(root, "testsuite", name=game_id, tests=str(len(outcomes)),
                              failures=str(counts["fail"]), errors="0", skipped=str(counts["skip"]))
        for o in outcomes:
            case = ET.SubElement(suite, "testcase", classname=f"{game_id}.{o.case.kind}", name=o.case.id)
            if o.status == "skip":
                ET.SubElement(case, "skipped", message=f"the engine does not play {game_id}")
            elif o.status == "fail":
                failure = ET.SubElement(case, "failure", type=o.case.kind,
                                        message=f"{', '.join(o.clauses)}: {(describe(o.diff) or ['answer differs'])[0]}")
                failure.text = "\n".join(_failure_lines(o))
        totals.update(tests=len(outcomes), failures=counts["fail"], skipped=counts["skip"])
    errors = 0
    if report.error:
        errors = 1
        suite = ET.SubElement(root, "testsuite", name="protocol", tests="1", failures="0", errors="1", skipped="0")
        case = ET.SubElement(suite, "testcase", classname="protocol", name="engine")
        ET.SubElement(case, "error", message=report.error)
    root.set("tests", str(totals["tests"] + errors))
    root.set("failures", str(totals["failures"]))
    root.set("errors", str(errors))
    root.set("skipped", str(totals["skipped"]))
    ET.indent(root)
    return ET.tostring(root, encoding="utf-8", xml_declaration=True) + b"\n"
