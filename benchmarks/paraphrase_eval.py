"""How much of what the checker reads survives rewording: each paraphrase item of the claims suite
against the item it restates.

    .venv/bin/python benchmarks/paraphrase_eval.py dev-p1.jsonl [dev-p2.jsonl ...] [--show] [--json]

A paraphrase file (``tests/data/claims/dev-p*.jsonl``) restates dev items in other shapes and
words, same language, same claim, same label; each item names its source (``"source":
"<file>:<id>"``). Both are checked as ``claims_eval.py`` checks an item. Where the checker is right
on the source and wrong on the paraphrase, the content was read and the wording was not: a
minimal pair. Per file it prints, for items that differ from our rules (detected) and items that
agree (false errors), the figure on the sources and on their paraphrases, overall and for worked
examples, and the pairs by outcome. ``--show`` lists the minimal pairs (dev files only: never
give it a file that measures you).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import claims_eval  # noqa: E402


def pairs(name: str) -> list[tuple[dict, claims_eval.Outcome, claims_eval.Outcome]]:
    """(paraphrase item, outcome on its source, outcome on it) for each item of the file ``name``."""
    items = claims_eval.load("all")
    by_id = {(i["file"].split(":")[0], i["id"]): i for i in items}
    out = []
    for item in (i for i in items if i["file"].split(":")[0] == name):
        file, sid = item["source"].split(":", 1)
        out.append((item, claims_eval.check(by_id[(file, sid)]), claims_eval.check(item)))
    return out


def figures(rows) -> dict:
    def tally(group) -> dict:
        differs = [(s, p) for item, s, p in group if not item["agrees"]]
        agrees = [(s, p) for item, s, p in group if item["agrees"]]
        return {"differs": len(differs), "agrees": len(agrees),
                "detected": [sum(bool(s.errors) for s, _ in differs), sum(bool(p.errors) for _, p in differs)],
                "false_errors": [sum(bool(s.errors) for s, _ in agrees), sum(bool(p.errors) for _, p in agrees)]}

    outcomes = Counter(("agrees" if i["agrees"] else "differs", "source " + ("right" if s.right else "wrong"),
                        "paraphrase " + ("right" if p.right else "wrong")) for i, s, p in rows)
    return {"all": tally(rows), "examples": tally([r for r in rows if r[0]["kind"] == "example_outcome"]),
            "pairs": {" / ".join(k): v for k, v in sorted(outcomes.items())}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", metavar="NAME", help="paraphrase files, e.g. dev-p1.jsonl")
    parser.add_argument("--show", action="store_true", help="list the minimal pairs")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = {}
    for name in args.files:
        if name.startswith("holdout") and args.show:
            print(f"{name}: --show lists items, never those of a holdout file", file=sys.stderr)
            sys.exit(2)
        rows = pairs(name)
        result[name] = figures(rows)
        if args.json:
            continue
        for label, f in (("all", result[name]["all"]), ("worked examples", result[name]["examples"])):
            print(f"{name}, {label}: detected {f['detected'][0]}/{f['differs']} on the sources, "
                  f"{f['detected'][1]}/{f['differs']} on their paraphrases; false errors "
                  f"{f['false_errors'][0]}/{f['agrees']} and {f['false_errors'][1]}/{f['agrees']}")
        for k, v in result[name]["pairs"].items():
            print(f"  {k}: {v}")
        if args.show:
            for item, s, p in rows:
                if s.right and not p.right:
                    print(f"\n{item['id']} ({item['kind']}, {'agrees' if item['agrees'] else 'differs'}; "
                          f"source {item['source']})\n  {item['text']}\n  errors: {p.errors or 'none'}")
    if args.json:
        print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
