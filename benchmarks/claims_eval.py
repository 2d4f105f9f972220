"""How well `cardavia check` reads single rule claims it was not shaped on: the claims suite of
tests/data/claims/.

    .venv/bin/python benchmarks/claims_eval.py [--split dev|holdout|all] [--file NAME] [--json] [--show] [--by-class]

Each item is a short paragraph (1–4 sentences) stating one rule of one game in one language, in
words nobody tuned the checker on: a modality, who starts or leads, a winner or tie rule, a rank
order, card values, a count, a worked example's outcome, a term or a name. ``agrees`` says whether
it states our rule. Each item is checked on its own with its game and language given (placement
is not what is measured here; the corpus benchmark measures it), in this one process.

Per split it prints:

- **detected**: items that state a different rule and get at least one error;
- **false errors**: items that state our rule and get an error anyway;
- both by kind and by language;
- with ``--by-class``, the items with an error of each message class, true and false, quoting no
  text (safe on holdout): a class's precision on single claims, beside its precision in whole
  documents (``checker_eval.py --by-class``; the seventeenth session found them far apart).

``--show`` lists each dev item the checker gets wrong, with its findings, to work on. It never
lists holdout items: nobody who tunes the checker reads them (tests/data/claims/README.md). Nor
does it list a paraphrase file (``dev-p*.jsonl``) unless ``--file`` names it: a paraphrase set may
be kept from a session's tuners as the cross-writer check, so it is shown only when asked for by
name (``paraphrase_eval.py NAME --show`` lists its minimal pairs).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLAIMS = ROOT / "tests" / "data" / "claims"
sys.path.insert(0, str(ROOT))

from engine.errors import CardaviaError  # noqa: E402
from toolkit.check.document import parse  # noqa: E402
from toolkit.check.findings import message_class  # noqa: E402
from toolkit.check.run import check_document  # noqa: E402

HTML = re.compile(r"<(p|li|ul|ol|tr|td|th|table|div|span|b|strong|em|br)\b", re.I)
MARKDOWN = re.compile(r"^\s*(\||[-*+] |\d+\. |#)", re.M)


def split_of(path: Path) -> str:
    """dev-a.jsonl, dev-b.jsonl … are dev; holdout*.jsonl are holdout."""
    return "holdout" if path.name.startswith("holdout") else "dev"


def load(split: str = "all", name: str | None = None) -> list[dict]:
    """The items of ``split`` (dev, holdout or all), or of the one file ``name`` (e.g.
    ``holdout-2.jsonl``) to measure a fresh file alone."""
    items = []
    for path in sorted(CLAIMS.glob("*.jsonl")):
        if split not in ("all", split_of(path)) or name not in (None, path.name):
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.strip():
                items.append({**json.loads(line), "split": split_of(path), "file": f"{path.name}:{n}"})
    return items


def suffix(text: str) -> str:
    """The format an item is read as: HTML if it has tags, Markdown if it has a table, list or
    heading, otherwise plain text."""
    if HTML.search(text):
        return ".html"
    if MARKDOWN.search(text):
        return ".md"
    return ".txt"


@dataclass
class Outcome:
    item: dict
    errors: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    refused: str | None = None
    classes: set[str] = field(default_factory=set)     # the errors' message classes (no text quoted)

    @property
    def right(self) -> bool:
        return bool(self.errors) != self.item["agrees"]


def check(item: dict) -> Outcome:
    out = Outcome(item)
    try:
        doc = parse(item["text"].encode("utf-8"), item["id"] + suffix(item["text"]))
        report = check_document(doc, item["lang"], item["game"])
    except CardaviaError as exc:
        out.refused = exc.message
        return out
    for f in report.findings:
        line = f"{f.check}: {f.message}"
        if f.severity == "error":
            out.errors.append(line)
            out.classes.add(message_class(f.check, f.message))
        elif f.severity == "warning":
            out.warnings.append(line)
    return out


def figures(outcomes: list[Outcome]) -> dict:
    def tally(group: list[Outcome]) -> dict:
        differs = [o for o in group if not o.item["agrees"]]
        agrees = [o for o in group if o.item["agrees"]]
        return {"differs": len(differs), "detected": sum(bool(o.errors) for o in differs),
                "agrees": len(agrees), "false_errors": sum(bool(o.errors) for o in agrees),
                "refused": sum(o.refused is not None for o in group)}

    by_kind, by_lang = defaultdict(list), defaultdict(list)
    for o in outcomes:
        by_kind[o.item["kind"]].append(o)
        by_lang[o.item["lang"]].append(o)
    return {"all": tally(outcomes), "by_kind": {k: tally(v) for k, v in sorted(by_kind.items())},
            "by_lang": {k: tally(v) for k, v in sorted(by_lang.items())}}


def errors_by_class(outcomes: list[Outcome]) -> dict[str, dict[str, int]]:
    """Items with an error of each message class, true (the item states another rule) and false
    (it states ours), quoting no text: a class's precision on single-claim paragraphs, to set
    beside its precision in whole documents (``checker_eval.py --by-class``)."""
    counts: dict[str, dict[str, int]] = {}
    for o in outcomes:
        for cls in o.classes:
            entry = counts.setdefault(cls, {"true": 0, "false": 0})
            entry["false" if o.item["agrees"] else "true"] += 1
    return dict(sorted(counts.items(), key=lambda item: (-sum(item[1].values()), item[0])))


def pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f} %" if whole else "n/a"


def print_split(name: str, fig: dict) -> None:
    a = fig["all"]
    print(f"== {name}: {a['differs'] + a['agrees']} items")
    print(f"detected (an error on an item stating another rule): {pct(a['detected'], a['differs'])} "
          f"({a['detected']}/{a['differs']}); false errors (an error on an item stating our rule): "
          f"{pct(a['false_errors'], a['agrees'])} ({a['false_errors']}/{a['agrees']})"
          + (f"; not checked: {a['refused']}" if a["refused"] else ""))
    for label, key in (("by kind", "by_kind"), ("by language", "by_lang")):
        print(f"  {label}: " + ", ".join(f"{k} {v['detected']}/{v['differs']} ({v['false_errors']}/{v['agrees']} false)"
                                         for k, v in fig[key].items()))


def is_paraphrase(item: dict) -> bool:
    """The item restates another (a ``dev-p*.jsonl`` file, with its ``source``)."""
    return bool(item.get("source"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--split", choices=["dev", "holdout", "all"], default="all")
    parser.add_argument("--json", action="store_true", help="figures as JSON (no items)")
    parser.add_argument("--show", action="store_true", help="list the dev items the checker gets wrong")
    parser.add_argument("--file", metavar="NAME", help="only the items of this file (e.g. holdout-2.jsonl)")
    parser.add_argument("--by-class", action="store_true",
                        help="also print the items with an error of each message class, true and false (no text quoted)")
    args = parser.parse_args()

    items = load(args.split, args.file)
    if not items:
        where = f"file {args.file!r}" if args.file else f"split {args.split!r}"
        parser.error(f"no claims items in {where} under {CLAIMS}")
    ids = Counter((i["split"], i["id"]) for i in items)
    if dup := [i for i, n in ids.items() if n > 1]:
        parser.error(f"duplicate ids: {dup}")
    outcomes = [check(i) for i in items]
    splits = {s: [o for o in outcomes if o.item["split"] == s] for s in ("dev", "holdout")}
    splits = {s: os_ for s, os_ in splits.items() if os_}
    if len(splits) > 1:
        splits["all"] = outcomes
    figs = {s: figures(os_) for s, os_ in splits.items()}
    if args.json:
        print(json.dumps(figs, indent=2))
    else:
        for s, fig in figs.items():
            print_split(s, fig)
            if args.by_class:
                print("items with an error, by message class:")
                for cls, n in errors_by_class(splits[s]).items():
                    print(f"  {n['true']:4d} true {n['false']:4d} false  {cls}")
    if args.show:
        for o in outcomes:
            if o.item["split"] != "dev" or o.right:
                continue
            if not args.file and is_paraphrase(o.item):
                continue
            what = "missed (states another rule, no error)" if not o.item["agrees"] else "false error"
            print(f"\n{o.item['file']} {o.item['id']} [{o.item['kind']}] {what}\n  text: {o.item['text']}"
                  f"\n  note: {o.item.get('note', '')}")
            for e in o.errors:
                print(f"  error: {e}")
            for w in o.warnings:
                print(f"  warning: {w}")
            if o.refused:
                print(f"  not checked: {o.refused}")


if __name__ == "__main__":
    main()
