"""Findings and their three outputs: text for people, JSON for tools, SARIF 2.1.0 for code hosts."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
CHECKS = {
    "structure": "Clauses missing, extra or out of order",
    "numbers": "Numbers by value: digits, number words, ranges, bounds",
    "terms": "Glossary concepts and forbidden renderings",
    "names": "Names that stay untranslated",
    "corruption": "A name glued to a fragment of another word",
    "example": "Worked examples replayed against the engine",
}


@dataclass
class Finding:
    line: int
    severity: str           # error | warning
    check: str
    clause: str | None
    message: str
    expected: str = ""
    found: str = ""
    suggestion: str | None = None

    def to_json(self) -> dict:
        return asdict(self)


@dataclass
class Report:
    path: str
    language: str | None = None
    games: list[str] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)

    @property
    def errors(self) -> int:
        return sum(f.severity == "error" for f in self.findings)

    def to_json(self) -> dict:
        return {"path": self.path, "language": self.language, "games": self.games,
                "findings": [f.to_json() for f in self.findings]}


def to_json(reports: list[Report]) -> str:
    return json.dumps({"documents": [r.to_json() for r in reports]}, ensure_ascii=False, indent=2)


SEVERITY_COLOURS = {"error": "red", "warning": "yellow", "info": "blue"}


def to_text(reports: list[Report]) -> str:
    """Grouped by file. Severities carry ANSI colours, which ``click.echo`` strips unless the
    output is a terminal."""
    import click

    out = []
    for r in reports:
        errors, warnings = r.errors, len(r.findings) - r.errors
        out.append(click.style(f"{r.path}", bold=True) + f" [{r.language}; {', '.join(r.games) or 'no game'}]: "
                   f"{errors} error{'s' * (errors != 1)}, {warnings} warning{'s' * (warnings != 1)}")
        for f in r.findings:
            clause = f" {f.clause}" if f.clause else ""
            severity = click.style(f"{f.severity:<7}", fg=SEVERITY_COLOURS.get(f.severity))
            out.append(f"  {f.line:>4} {severity} {f.check:<10}{clause}: {f.message}")
            if f.expected or f.found:
                out.append(f"{'':>7}expected: {f.expected}   found: {f.found}")
            if f.suggestion:
                out.append(f"{'':>7}ours: {f.suggestion}")
    return "\n".join(out)


def to_sarif(reports: list[Report], version: str = "0.1.0") -> str:
    results = []
    for r in reports:
        for f in r.findings:
            text = f.message
            if f.expected or f.found:
                text += f" (expected: {f.expected}; found: {f.found})"
            result = {
                "ruleId": f.check,
                "level": "error" if f.severity == "error" else "warning",
                "message": {"text": text},
                "locations": [{"physicalLocation": {
                    "artifactLocation": {"uri": r.path},
                    "region": {"startLine": max(f.line, 1)}}}],
                "properties": {"clause": f.clause, "expected": f.expected, "found": f.found,
                               "language": r.language},
            }
            if f.suggestion:
                result["properties"]["suggestion"] = f.suggestion
            results.append(result)
    sarif = {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "cardavia-check", "version": version,
                "informationUri": "https://cardavia.example/translation-status",
                "rules": [{"id": k, "shortDescription": {"text": v}} for k, v in CHECKS.items()]}},
            "results": results,
        }],
    }
    return json.dumps(sarif, ensure_ascii=False, indent=2)
