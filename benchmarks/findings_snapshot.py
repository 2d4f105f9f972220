"""Every finding the checker makes on the project's data, one line each: a snapshot to diff
between two versions of the checker.

    .venv/bin/python benchmarks/findings_snapshot.py OUT [--split dev|all] [--before DATE]
                                                      [--skip-claims NAME ...] [--no-claims] [--errors-only]

A change that should not move any finding (a speed-up, a tidy-up) must give the same snapshot
before and after (``diff`` of the two files is empty); a change to a reader shows, line by line,
each finding it adds or removes, labelled ``TRUE`` (within one line of a labelled defect or
difference) or ``false`` where the data has labels.

What it reads: the corpus (``tests/data/corpus``; ``--split dev`` keeps its dev documents only,
``--before DATE`` leaves out the holdout batches of DATE and later), the ``clean_*``, ``real_*``
and seed folders of ``tests/data``, and the claims suite (``--split dev`` keeps the dev files;
``--skip-claims`` leaves out named files, with or without ``.jsonl``, e.g. a holdout file nobody
may see yet; a name that is no claims file is an error, and OUT goes first, since the option takes
every name after it). Each document is
checked with its language and game detected, as ``cardavia check PATH`` does; each claim with its
own, as ``claims_eval.py`` does. Lines are tab-separated: where, line:column, severity, check,
message, [quoted text], label.

Keep first-contact sets out (``--before``, ``--skip-claims``) until they are measured, and never
read holdout lines while tuning: the snapshot is for diffs, its counts for the notes.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import claims_eval  # noqa: E402

from engine.errors import CardaviaError  # noqa: E402
from toolkit.check.document import parse  # noqa: E402
from toolkit.check.run import check_document  # noqa: E402

DATA = ROOT / "tests" / "data"
CORPUS = DATA / "corpus"
SUFFIXES = {".txt", ".md", ".html", ".htm", ".po"}
TOLERANCE = 1


def _line(where: str, f, labels: list[int] | None) -> str:
    label = "" if labels is None else \
        ("\tTRUE" if f.line is not None and any(abs(f.line - n) <= TOLERANCE for n in labels) else "\tfalse")
    return f"{where}\t{f.line}:{f.column}\t{f.severity}\t{f.check}\t{f.message}\t[{f.found}]{label}"


def _document(where: str, data: bytes, name: str, labels: list[int] | None, errors_only: bool) -> list[str]:
    try:
        report = check_document(parse(data, name), None, None)
    except CardaviaError:
        return [f"{where}\tREFUSED"]
    return [_line(where, f, labels) for f in report.findings if not errors_only or f.severity == "error"]


def corpus_lines(split: str, before: str | None, errors_only: bool) -> list[str]:
    docs = json.loads((CORPUS / "labels.json").read_text(encoding="utf-8"))["documents"]
    out = []
    for path, meta in sorted(docs.items()):
        if split != "all" and meta["split"] != split or before and (meta.get("batch") or "") >= before and \
                meta["split"] == "holdout":
            continue
        labels = None if meta["kind"] == "refuse" else \
            [d["line"] for d in (*meta.get("defects", []), *meta.get("differences", []))]
        out += _document(f"corpus/{meta['split']}/{path}", (CORPUS / path).read_bytes(), path, labels, errors_only)
    return out


def folder_lines(errors_only: bool) -> list[str]:
    out = []
    for folder in sorted(p for p in DATA.iterdir() if p.is_dir() and p.name.startswith(("clean_", "real_", "seeds"))):
        labels_file = folder / "labels.json"
        labels = json.loads(labels_file.read_text(encoding="utf-8"))["documents"] if labels_file.exists() else {}
        for path in sorted(p for p in folder.iterdir() if p.suffix in SUFFIXES and p.name != "README.md"):
            lines = None if folder.name == "seeds" else \
                [d["line"] for d in labels.get(path.name, {}).get("differences", [])]
            out += _document(f"{folder.name}/{path.name}", path.read_bytes(), str(path), lines, errors_only)
    return out


def claims_lines(split: str, skip: set[str], errors_only: bool) -> list[str]:
    out = []
    for item in claims_eval.load(split):
        if item["file"].split(":")[0] in skip:
            continue
        o = claims_eval.check(item)
        where = f"claims/{item['file']}/{item['id']}/{'agrees' if item['agrees'] else 'differs'}"
        if o.refused:
            out.append(f"{where}\tREFUSED")
        out += [f"{where}\terror\t{e}" for e in o.errors]
        out += [] if errors_only else [f"{where}\twarning\t{w}" for w in o.warnings]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="the snapshot file to write")
    parser.add_argument("--split", choices=["dev", "all"], default="dev")
    parser.add_argument("--before", metavar="DATE", help="leave out the corpus's holdout batches of DATE and later")
    parser.add_argument("--skip-claims", nargs="*", default=[], metavar="NAME", help="claims files to leave out")
    parser.add_argument("--no-claims", action="store_true", help="documents only")
    parser.add_argument("--errors-only", action="store_true")
    args = parser.parse_args()
    skip = {name if name.endswith(".jsonl") else f"{name}.jsonl" for name in args.skip_claims}
    unknown = sorted(name for name in skip if not (claims_eval.CLAIMS / name).is_file())
    if unknown:     # a name that skips nothing would let the file's findings through unseen
        parser.error(f"--skip-claims: no claims file {', '.join(unknown)} in {claims_eval.CLAIMS}")
    if args.out.exists():
        print(f"{args.out}: exists; give another name (a snapshot is never overwritten)", file=sys.stderr)
        sys.exit(2)
    lines = corpus_lines(args.split, args.before, args.errors_only) + folder_lines(args.errors_only)
    if not args.no_claims:
        lines += claims_lines(args.split, skip, args.errors_only)
    args.out.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
    print(f"{args.out}: {len(lines)} lines")


if __name__ == "__main__":
    main()
