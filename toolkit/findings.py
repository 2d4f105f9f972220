"""One type for "something is wrong here": checker findings, catalog problems, source lint.

The checker's findings live in a :class:`toolkit.check.findings.Report` of one document (which
holds the path, the language and the games) and are written as text, JSON or SARIF from there;
the build's findings (an incomplete catalog, an ambiguous English word) carry their own path and
print as one ``path:line: message`` line.
A checker reader's evidence is a finding too, made by :func:`evidence` before the report places
it on a line and a clause.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

# What a finding's compared value is, where it rests on a number (``Finding.role``): an amount (a
# count, points, a total, resti, a lead) or a card (a trick's winner, a rank's place). A second
# reading (``toolkit.check.corroborate``) asks whether the number the text states is really in
# that role.
AMOUNT = "amount"
CARD = "card"


@dataclass
class Finding:
    line: int | None
    severity: str           # error | warning | info
    check: str              # a checker check (toolkit.check.findings.CHECKS), "catalog" or "lint"
    clause: str | None      # the clause id (msgctxt of a catalog message)
    message: str
    expected: str = ""      # what our rules say (lint: the word to use)
    found: str = ""         # what the text says (lint: the word to avoid)
    suggestion: str | None = None   # our sentence, only where it replaces the text's as it stands
    column: int = 1
    sentence: str = ""      # the sentence of the text the finding is about
    section: str = ""       # the clause's section title
    path: str | None = None  # the file, when the finding is not in a report of its document
    role: str = ""          # AMOUNT or CARD: what the compared value is, when it is a number of the text

    def to_json(self) -> dict:
        data = asdict(self)
        if self.path is None:
            del data["path"]
        if not self.role:
            del data["role"]
        return data

    def __str__(self) -> str:
        where = [self.path or "<input>"] + ([str(self.line)] if self.line is not None else [])
        return f"{':'.join(where)}: {self.message}"


def evidence(check: str, severity: str, message: str, expected: str = "", found: str = "",
             role: str = "") -> Finding:
    """What a reader found wrong in a text, before the report places it on a line and a clause."""
    return Finding(None, severity, check, None, message, expected, found, role=role)
