"""Rules by id: each primitive declares the clause ids it executes (``@executes("BRI-P2")``), and
each clause of a spec names its ``rules``: primitives, or the spec fields it describes. ``python -m
engine.rulebook`` prints the table of rules/README.md (clause → rules → facts stated → tests).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Callable

PRIMITIVES: dict[str, Callable] = {}
TESTS_DIR = Path(__file__).resolve().parent.parent / "tests"
# Sections whose clauses summarise rules stated elsewhere (the page's header line and intro).
SUMMARY_SECTIONS = ("header", "intro")


def executes(*clause_ids: str) -> Callable:
    """Declare that a primitive executes these clauses (by id, in any game)."""
    def wrap(fn: Callable) -> Callable:
        if fn.__name__ in PRIMITIVES:
            raise ValueError(f"two primitives are named {fn.__name__}")
        fn.clauses = clause_ids
        PRIMITIVES[fn.__name__] = fn
        return fn
    return wrap


def primitives() -> dict[str, Callable]:
    """Every primitive of the engine, by name."""
    from . import combinations, primitives as fishing, tricks_primitives  # noqa: F401 - they register

    return PRIMITIVES


def spec_fields(spec) -> set[str]:
    """The dotted paths of a spec's fields that a clause may name (``capture.optional``)."""
    out: set[str] = set()

    def walk(prefix: str, value) -> None:
        out.add(prefix)
        if isinstance(value, dict):
            for k, v in value.items():
                walk(f"{prefix}.{k}", v)

    for name, value in spec.model_dump(exclude={"sections", "clauses", "examples"}).items():
        walk(name, value)
    return out


def rule_clauses(spec) -> list:
    """The clauses that state a rule: not a summary of rules stated elsewhere."""
    return [c for c in spec.clauses if c.section not in SUMMARY_SECTIONS]


def stating(spec, rules) -> list[str]:
    """The ids of the clauses that state any of these rules (primitives or spec fields), in the
    spec's order; a clause that shows a worked example is left to its example."""
    wanted = set(rules)
    return [c.id for c in rule_clauses(spec) if c.example is None and wanted & set(c.rules)]


def _tests_naming(word: str) -> list[str]:
    pattern = re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])")
    return sorted(p.name for p in TESTS_DIR.glob("test_*.py") if pattern.search(p.read_text(encoding="utf-8")))


def table(games) -> str:
    """The Markdown table clause → rules → facts stated → tests, for these games."""
    from .facts import PLACEHOLDER

    rows = ["| clause | rules (primitives, `fields`) | facts stated | tests |", "|---|---|---|---|"]
    for game in games:
        for clause in game.spec.clauses:
            rules = ", ".join(r if r in PRIMITIVES else f"`{r}`" for r in clause.rules)
            stated = (", ".join(f"`{p}`" for p in dict.fromkeys(PLACEHOLDER.findall(clause.text)))
                      if clause.text else f"example {clause.example}")
            tests = sorted({t for r in clause.rules if r in PRIMITIVES for t in _tests_naming(r)}
                           | set(_tests_naming(clause.id)) | set(_tests_naming(clause.example or clause.id)))
            if any(r not in PRIMITIVES for r in clause.rules):
                tests = sorted(set(tests) | {"test_mutations.py"})
            if clause.example:
                tests = sorted(set(tests) | {"test_examples.py"})
            rows.append(f"| {clause.id} | {rules} | {stated or '—'} | {', '.join(tests)} |")
    return "\n".join(rows) + "\n"


if __name__ == "__main__":  # pragma: no cover - prints the README table
    from engine import games, rulebook  # the registry filled by the decorators, not this __main__ copy

    rulebook.primitives()
    sys.stdout.write(rulebook.table(games.load_all()))
