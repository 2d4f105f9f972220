"""Findings and their three outputs: text for people, JSON for tools, SARIF 2.1.0 for code hosts.

A finding quotes the sentence it is about (line and column), says what the text states and what
our rules state, and names the clause with its section title. Severities: ``error`` (the text
states a different rule, number or outcome, or a forbidden sense of a term), ``warning`` (a likely
problem, with the evidence quoted), ``info`` (a clause not found, content our rules do not have).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

from ..findings import Finding

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
CHECKS = {
    "structure": "Clauses missing, extra or out of order",
    "numbers": "Numbers by value: digits, number words, ranges, bounds",
    "terms": "Glossary concepts and forbidden renderings",
    "names": "Names that stay untranslated",
    "corruption": "A name glued to a fragment of another word",
    "example": "Worked examples replayed against the engine",
    "claims": "Rules the text states (obligations, who starts, direction, ties, rank order, values) "
              "compared with the engine",
}
SARIF_LEVELS = {"error": "error", "warning": "warning", "info": "note"}
CLASS_DIGITS = re.compile(r"\d+")


def message_class(check: str, message: str) -> str:
    """What kind of finding it is, without the words it quotes: its check and its message up to
    the first colon, semicolon or bracket, digits as "#" ("claims: the text states a different
    rule"). The benchmarks count errors by class, true and false, on holdout data too, where no
    sentence may be quoted."""
    head = CLASS_DIGITS.sub("#", re.split(r"[:;(]", message, maxsplit=1)[0].strip())
    return f"{check or '?'}: {head}" if head else check or "?"
QUOTE_CHARS = 160


@dataclass
class Report:
    path: str
    language: str | None = None
    games: list[str] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)

    @property
    def errors(self) -> int:
        return self.count("error")

    def count(self, severity: str) -> int:
        return sum(f.severity == severity for f in self.findings)

    def add(self, seg, severity: str, check: str, clause: str | None, message: str,
            expected: str = "", found: str = "", suggestion: str | None = None, role: str = "") -> Finding:
        """A finding about segment ``seg`` (its line, column and sentence)."""
        f = Finding(seg.line, severity, check, clause, message, expected, found, suggestion,
                    getattr(seg, "column", 1), seg.text, role=role)
        if found and LETTER.search(found) and len(found) >= QUOTED_CHARS:
            at_quote(f, seg, found)         # a wrapped sentence: the line of the words quoted
        self.findings.append(f)
        return f

    def to_json(self) -> dict:
        return {"path": self.path, "language": self.language, "games": self.games,
                "findings": [f.to_json() for f in self.findings]}


def to_json(reports: list[Report]) -> str:
    return json.dumps({"documents": [r.to_json() for r in reports]}, ensure_ascii=False, indent=2)


def at_quote(finding: Finding, seg, found: str, last: bool = False) -> None:
    """Put the finding where its sentence says ``found`` (a wrapped sentence spans several
    lines): the first place it stands (a quote may end inside a word: "quatre cartes de l"), or
    with ``last`` the last place it stands as whole words."""
    locate = getattr(seg, "locate", None)
    if not found or locate is None:
        return
    if last:
        where = [m.start() for m in re.finditer(rf"(?<![\w.]){re.escape(found)}(?![\w])", seg.text)]
    else:
        where = [at] if (at := seg.text.find(found)) > 0 else []
    if where:
        finding.line, finding.column = locate(where[-1])


LETTER = re.compile(r"[^\W\d_]")
QUOTED_CHARS = 3        # a quote this long at least is the text's own words, placed where it stands


SEVERITY_COLOURS = {"error": "red", "warning": "yellow", "info": "blue"}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' * (n != 1)}"


def _quote(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= QUOTE_CHARS else text[:QUOTE_CHARS - 1] + "…"


ODD_SPACE = re.compile(r"[\t\n\r\x0b\x0c]")


def to_text(reports: list[Report], width: int | None = None) -> str:
    """Grouped by file, wrapped to the terminal's width. Severities carry ANSI colours, which
    ``click.echo`` strips unless the output is a terminal."""
    import click

    width = width or shutil.get_terminal_size((100, 24)).columns
    width = max(width, 40)
    out = []

    wrappers = {(indent, plain): textwrap.TextWrapper(
        width, initial_indent=indent, subsequent_indent=indent or "    ", break_long_words=False,
        break_on_hyphens=False, expand_tabs=not plain, replace_whitespace=not plain)
        for indent in ("", "    ") for plain in (False, True)}

    def para(text: str, indent: str) -> None:
        plain = not ODD_SPACE.search(text)      # no tab or line break: nothing for textwrap to replace
        if plain and len(indent) + len(text) <= width and text and text == text.strip():
            out.append(indent + text)       # what textwrap gives a line that fits, without its cost
            return
        out.extend(wrappers[indent, plain].wrap(text) or [indent])

    for r in reports:
        head = (f"{r.path} [{r.language}; {', '.join(r.games) or 'no game'}]: "
                f"{_plural(r.count('error'), 'error')}, {_plural(r.count('warning'), 'warning')}, "
                f"{_plural(r.count('info'), 'note')}")
        out.append(click.style(head, bold=True))
        for f in r.findings:
            where = f"{r.path}:{f.line}:{f.column}"
            label = "note" if f.severity == "info" else f.severity
            clause = f" {f.clause}" + (f" ({f.section})" if f.section else "") if f.clause else ""
            first = len(out)
            para(f"{where}: {label}{clause}: {f.message}", "")
            out[first] = out[first].replace(f": {label}", ": " + click.style(
                label, fg=SEVERITY_COLOURS.get(f.severity), bold=True), 1)
            if f.sentence:
                para(f"“{_quote(f.sentence)}”", "    ")
            if f.found or f.expected:
                said = f"the text says {f.found}" if f.found else "the text does not say it"
                para(f"{said}; our rules say {f.expected}" if f.expected else said, "    ")
            if f.suggestion:
                para(f"suggestion: {f.suggestion}", "    ")
    return "\n".join(out)


def relative_uri(path: str) -> str:
    """The path relative to the current directory when inside it (a repository-relative URI),
    with forward slashes."""
    p = Path(path)
    try:
        p = p.resolve().relative_to(Path.cwd().resolve())
    except ValueError:
        return p.as_posix()
    return p.as_posix()


def _fingerprint(r: Report, f: Finding) -> str:
    """Stable across edits elsewhere in the file: the check, clause, what was found and the
    sentence, not the line."""
    key = "\x1f".join([f.check, f.clause or "", f.message, f.found, " ".join(f.sentence.split())])
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:32]


def to_sarif(reports: list[Report], version: str = "0.1.0") -> str:
    results = []
    for r in reports:
        uri = relative_uri(r.path)
        for f in r.findings:
            text = f.message
            if f.found or f.expected:
                text += f": the text says {f.found or 'nothing'}; our rules say {f.expected or '-'}"
            if f.clause:
                text += f" ({f.clause}" + (f", {f.section})" if f.section else ")")
            result = {
                "ruleId": f.check,
                "level": SARIF_LEVELS.get(f.severity, "warning"),
                "message": {"text": text},
                "locations": [{"physicalLocation": {
                    "artifactLocation": {"uri": uri, **({"uriBaseId": "%SRCROOT%"}
                                                        if not os.path.isabs(uri) else {})},
                    "region": {"startLine": max(f.line, 1), "startColumn": max(f.column, 1),
                               **({"snippet": {"text": f.sentence}} if f.sentence else {})}}}],
                "partialFingerprints": {"cardaviaFinding/v1": _fingerprint(r, f)},
                "properties": {"clause": f.clause, "section": f.section, "expected": f.expected,
                               "found": f.found, "language": r.language},
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
            "originalUriBaseIds": {"%SRCROOT%": {"uri": Path.cwd().resolve().as_uri() + "/"}},
            "results": results,
        }],
    }
    return json.dumps(sarif, ensure_ascii=False, indent=2)
