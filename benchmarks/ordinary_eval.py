"""How much the checker reports on ordinary text that states no rule, with the game forced.

    .venv/bin/python benchmarks/ordinary_eval.py [--split dev|holdout|all] [--batch DATE] [--before DATE] [--show] [--json]

The corpus's texts to refuse (``tests/data/corpus/``) include ordinary documents that name our
games, their cards and plenty of numbers but state no rule of any game: a podcast's episode list,
a recipe, an obituary, a shop page, a league's standings, a wedding's seating plan. They are
labelled ``"states_rules": false`` in ``labels.json``. Unchecked, each must be refused (the corpus
benchmark counts that). Here each one in a language we read is checked as each of our three games
with ``--lang`` and ``--game`` forced, as a user who overrides the refusal would: any error is
then a reading firing on text that states no rule, so every error counts as false. It measures
the checker's precision on text nobody wrote as rules, independently of the labelled defects.

Per split it prints the documents and their lines, the errors (all false) per forced game, per
100 lines of text read three times, the documents with an error, and the warnings. ``--show``
lists each error (only for dev data: never run it on a holdout batch).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from engine.errors import CardaviaError  # noqa: E402
from toolkit.check.lexicon import LANGUAGES  # noqa: E402
from toolkit.check.run import check_paths  # noqa: E402
from checker_eval import select_documents  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "corpus"
GAMES = ("cicera", "briscola", "minchiate")


def ordinary_documents(split: str = "all", batch: str | None = None, before: str | None = None) -> dict[str, dict]:
    """The texts to refuse labelled as stating no rule, in a language the checker reads."""
    documents = json.loads((CORPUS / "labels.json").read_text(encoding="utf-8"))["documents"]
    return {path: meta for path, meta in sorted(select_documents(documents, split, batch, before).items())
            if is_ordinary(meta)}


def is_ordinary(meta: dict) -> bool:
    return meta["kind"] == "refuse" and meta.get("states_rules") is False and meta.get("lang") in LANGUAGES


def forced_errors(documents: dict[str, dict]) -> list[dict]:
    """One row per document and game: its errors and warnings with the game and language forced."""
    rows = []
    by_lang: dict[str, list[str]] = {}
    for path, meta in documents.items():
        by_lang.setdefault(meta["lang"], []).append(path)
    for lang, paths in sorted(by_lang.items()):
        for game in GAMES:
            reports = check_paths([CORPUS / p for p in paths], lang=lang, game=game)
            for path, report in zip(paths, reports):
                if isinstance(report, CardaviaError):
                    rows.append({"path": path, "game": game, "failed": str(report), "errors": [], "warnings": 0})
                    continue
                errors = [{"line": f.line, "check": f.check, "clause": f.clause, "message": f.message}
                          for f in report.findings if f.severity == "error"]
                rows.append({"path": path, "game": game, "errors": errors, "warnings": report.count("warning")})
    return rows


def lines_of(path: str) -> int:
    return sum(1 for line in (CORPUS / path).read_text(encoding="utf-8").splitlines() if line.strip())


def summary(documents: dict[str, dict], rows: list[dict]) -> dict:
    lines = sum(lines_of(p) for p in documents)
    errors = sum(len(r["errors"]) for r in rows)
    per_game = Counter()
    for r in rows:
        per_game[r["game"]] += len(r["errors"])
    return {
        "documents": len(documents),
        "languages": dict(sorted(Counter(m["lang"] for m in documents.values()).items())),
        "lines": lines,
        "errors": errors,
        "errors_per_game": {g: per_game[g] for g in GAMES},
        "errors_per_100_lines": round(100 * errors / (3 * lines), 2) if lines else 0.0,
        "documents_with_error": len({r["path"] for r in rows if r["errors"]}),
        "warnings": sum(r["warnings"] for r in rows),
        "failed": sum(1 for r in rows if "failed" in r),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", choices=("dev", "holdout", "all"), default="all")
    parser.add_argument("--batch", help="only the documents of this batch (labels.json 'batch')")
    parser.add_argument("--before", help="leave out the batches of this date and later")
    parser.add_argument("--show", action="store_true", help="list each error (dev data only)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    splits = ("dev", "holdout") if args.split == "all" else (args.split,)
    out = {}
    for split in splits:
        documents = ordinary_documents(split, args.batch, args.before)
        rows = forced_errors(documents) if documents else []
        out[split] = summary(documents, rows)
        if args.show and split == "dev":
            out[split]["shown"] = [r for r in rows if r["errors"]]
    if args.json:
        print(json.dumps(out, ensure_ascii=False, indent=2))
        return 0
    for split, s in out.items():
        print(f"== {split}: {s['documents']} ordinary documents stating no rule, {s['lines']} lines "
              f"({', '.join(f'{k} {v}' for k, v in s['languages'].items())})")
        if not s["documents"]:
            continue
        games = ", ".join(f"{g} {n}" for g, n in s["errors_per_game"].items())
        print(f"errors with the game forced (all false): {s['errors']} ({games}); "
              f"{s['errors_per_100_lines']} per 100 lines read as each game; "
              f"documents with an error: {s['documents_with_error']}/{s['documents']}; warnings: {s['warnings']}"
              + (f"; not checked: {s['failed']}" if s["failed"] else ""))
        for r in s.get("shown", []):
            for e in r["errors"]:
                print(f"  {r['path']} as {r['game']} L{e['line']} {e['check']}/{e['clause']}: {e['message']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
