"""How well `cardavia check` does on text it was not shaped on: the corpus of tests/data/corpus/.

    .venv/bin/python benchmarks/checker_eval.py [--split dev|holdout|all] [--batch DATE] [--before DATE] [--json] [--no-timing] [--jobs 2] [--by-class]

Every document is checked on its own (`cardavia check --format json PATH`, no --lang or --game:
detection is part of what is measured). Per split it prints:

- translations: recall, i.e. labelled defects reported as an error on the labelled line, with a
  tolerance of one line either side (a merged paragraph or a wrapped sentence may be reported on
  its neighbour); each error counts for at least one label; and the labelled defects reported as
  an error or a warning. Errors (and warnings) on clean translations, and errors on defective
  translations away from any label.
- real texts by others: errors and warnings per 100 lines, false errors (errors not within one
  line of a labelled difference) per 100 lines, and precision (errors within one line of a
  labelled difference / all errors); the labelled differences found, for information. A real text
  that really differs from our variant in many places has many true errors: the false errors per
  100 lines are what a reader of the findings pays.
- texts to refuse: how many the checker refused (exit 2).

`--batch 2026-12-01` restricts every per-document figure to the documents of that batch
(labels.json `batch`): a batch is written without reading the checker and measured as a whole,
on text nobody tuned on. `--before 2026-12-16` keeps only the documents of no batch or of an
earlier one: a holdout batch written for a later session stays unmeasured.

Timing (unless --no-timing): checking the five seed pages in one process (median of three runs),
and 0.25 MB and 1 MB of text (copies of the seed pages, in one process), start-up included; the
ratio of the last two shows whether time grows linearly with the input.

The reader of the JSON output is tolerant: whatever the shape, a finding is an object with a
line (``line`` or ``location.line`` / ``region.startLine``) and a severity (``severity`` or
``level``: error, warning, info or note).
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from toolkit.check.findings import message_class as finding_class  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "corpus"
SEEDS = sorted((ROOT / "tests" / "data" / "seeds").glob("*.txt"))
TOLERANCE = 1
TIMEOUT = 600
SEVERITIES = {"error": "error", "warning": "warning", "warn": "warning", "info": "info", "note": "info"}


@dataclass
class Finding:
    line: int
    severity: str
    check: str = ""
    message: str = ""


@dataclass
class Result:
    path: str
    meta: dict
    exit_code: int
    findings: list[Finding] = field(default_factory=list)
    stderr: str = ""

    @property
    def refused(self) -> bool:
        return self.exit_code == 2

    def lines(self, severity: str) -> list[int]:
        return [f.line for f in self.findings if f.severity == severity]

    def false_errors(self) -> list[Finding]:
        """Errors not within one line of a label (every error of a clean text)."""
        labels = [d["line"] for d in self.meta.get("defects", [])]
        return [f for f in self.findings if f.severity == "error" and not near_label(f.line, labels)]


def cardavia(*args: str, timeout: float = TIMEOUT) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "toolkit", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout)


def finding_line(item: dict) -> int | None:
    for candidate in (item.get("line"), (item.get("location") or {}).get("line"),
                      (item.get("region") or {}).get("startLine")):
        if isinstance(candidate, int):
            return candidate
    return None


def walk_findings(data) -> list[Finding]:
    """Every object with a line and a known severity, wherever the output nests it."""
    found = []
    if isinstance(data, dict):
        severity = SEVERITIES.get(str(data.get("severity") or data.get("level") or "").lower())
        line = finding_line(data)
        if severity and line is not None:
            message = data.get("message")
            message = message.get("text", "") if isinstance(message, dict) else str(message or "")
            found.append(Finding(line, severity, str(data.get("check") or data.get("ruleId") or ""), message))
        else:
            for value in data.values():
                found += walk_findings(value)
    elif isinstance(data, list):
        for value in data:
            found += walk_findings(value)
    return found


def check_document(path: str, meta: dict) -> Result:
    proc = cardavia("check", "--format", "json", str(CORPUS / path))
    findings = []
    if proc.stdout.strip():
        try:
            findings = walk_findings(json.loads(proc.stdout))
        except json.JSONDecodeError:
            pass
    return Result(path, meta, proc.returncode, findings, proc.stderr.strip())


def match_labels(labels: list[int], errors: list[int]) -> list[bool]:
    """One error per label, within TOLERANCE lines; exact lines are matched first."""
    free = sorted(errors)
    found = [False] * len(labels)
    for distance in range(TOLERANCE + 1):
        for i, line in enumerate(labels):
            if found[i]:
                continue
            for candidate in (line - distance, line + distance):
                if candidate in free:
                    free.remove(candidate)
                    found[i] = True
                    break
    return found


def near_label(line: int, labels: list[int]) -> bool:
    return any(abs(line - label) <= TOLERANCE for label in labels)


def line_count(path: str) -> int:
    return len((CORPUS / path).read_text(encoding="utf-8").splitlines())


def translation_figures(results: list[Result]) -> dict:
    by_kind: dict[str, list[int]] = {}
    found_total = flagged_total = labels_total = clean_errors = clean_warnings = clean_docs_with_errors = stray = 0
    refused = []
    for r in results:
        labels = [d["line"] for d in r.meta["defects"]]
        errors = r.lines("error")
        hits = match_labels(labels, errors)
        flagged_total += sum(match_labels(labels, errors + r.lines("warning")))
        for defect, hit in zip(r.meta["defects"], hits):
            by_kind.setdefault(defect["kind"], [0, 0])
            by_kind[defect["kind"]][0] += hit
            by_kind[defect["kind"]][1] += 1
        found_total += sum(hits)
        labels_total += len(labels)
        if r.refused:
            refused.append(r.path)
        if r.meta["clean"]:
            clean_errors += len(errors)
            clean_warnings += len(r.lines("warning"))
            clean_docs_with_errors += bool(errors)
        else:
            stray += sum(not near_label(line, labels) for line in errors)
    return {"documents": len(results), "labels": labels_total, "found": found_total,
            "recall": ratio(found_total, labels_total), "flagged": flagged_total,
            "recall_by_kind": {k: {"found": f, "labels": n} for k, (f, n) in sorted(by_kind.items())},
            "clean_documents": sum(r.meta["clean"] for r in results),
            "errors_on_clean": clean_errors, "warnings_on_clean": clean_warnings,
            "clean_documents_with_errors": clean_docs_with_errors,
            "errors_away_from_labels": stray, "refused": refused}


def real_figures(results: list[Result]) -> dict:
    lines = errors = warnings = true_errors = labels_total = found_total = 0
    refused = []
    for r in results:
        labels = [d["line"] for d in r.meta["defects"]]
        error_lines = r.lines("error")
        lines += line_count(r.path)
        errors += len(error_lines)
        warnings += len(r.lines("warning"))
        true_errors += sum(near_label(line, labels) for line in error_lines)
        labels_total += len(labels)
        found_total += sum(match_labels(labels, error_lines))
        if r.refused:
            refused.append(r.path)
    return {"documents": len(results), "lines": lines, "errors": errors, "warnings": warnings,
            "errors_per_100_lines": per_100(errors, lines), "warnings_per_100_lines": per_100(warnings, lines),
            "false_errors_per_100_lines": per_100(errors - true_errors, lines),
            "precision": ratio(true_errors, errors), "true_errors": true_errors,
            "differences": labels_total, "differences_found": found_total, "refused": refused}


def refuse_figures(results: list[Result]) -> dict:
    return {"documents": len(results), "refused": sum(r.refused for r in results),
            "not_refused": [{"path": r.path, "exit_code": r.exit_code} for r in results if not r.refused]}


def ratio(part: int, whole: int) -> float | None:
    return round(part / whole, 3) if whole else None


def per_100(count: int, lines: int) -> float | None:
    return round(100 * count / lines, 1) if lines else None


def of_kind(results: list[Result], kind: str) -> list[Result]:
    return [r for r in results if r.meta["kind"] == kind]


def false_by_check(results: list[Result]) -> dict[str, int]:
    """False errors (on translations and real texts) counted by the check that reported them:
    where precision is lost, without quoting any text (safe on holdout data)."""
    counts: dict[str, int] = {}
    for r in results:
        if r.meta["kind"] in ("translation", "real") and not r.refused:
            for f in r.false_errors():
                counts[f.check or "?"] = counts.get(f.check or "?", 0) + 1
    return dict(sorted(counts.items(), key=lambda item: (-item[1], item[0])))


def message_class(f: Finding) -> str:
    """What kind of error a finding is, without the words it quotes (``toolkit.check.findings``)."""
    return finding_class(f.check, f.message)


def errors_by_class(results: list[Result]) -> dict[str, dict[str, int]]:
    """Errors (on translations and real texts) by message class, true (within one line of a
    label) and false: a class's precision, without quoting any text (safe on holdout data, where
    first contact is the only measure a class's precision has on text it was not tuned on)."""
    counts: dict[str, dict[str, int]] = {}
    for r in results:
        if r.meta["kind"] not in ("translation", "real") or r.refused:
            continue
        labels = [d["line"] for d in r.meta.get("defects", [])]
        for f in r.findings:
            if f.severity == "error":
                entry = counts.setdefault(message_class(f), {"true": 0, "false": 0})
                entry["true" if near_label(f.line, labels) else "false"] += 1
    return dict(sorted(counts.items(), key=lambda item: (-sum(item[1].values()), item[0])))


def split_figures(results: list[Result]) -> dict:
    return {"translations": translation_figures(of_kind(results, "translation")),
            "real": real_figures(of_kind(results, "real")), "refuse": refuse_figures(of_kind(results, "refuse")),
            "false_errors_by_check": false_by_check(results), "errors_by_class": errors_by_class(results)}


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(*args: str, runs: int) -> dict:
    """Median wall and CPU time of `cardavia check ARGS`, start-up included, and its exit code.

    CPU time is the figure to trust on a shared machine, where wall time also counts waiting."""
    walls, cpus, exit_code = [], [], None
    for _ in range(runs):
        start, cpu = time.perf_counter(), children_cpu()
        try:
            exit_code = cardavia("check", *args).returncode
        except subprocess.TimeoutExpired:
            return {"seconds": None, "cpu_seconds": None, "exit_code": None}
        walls.append(time.perf_counter() - start)
        cpus.append(children_cpu() - cpu)
    return {"seconds": round(statistics.median(walls), 2), "cpu_seconds": round(statistics.median(cpus), 2),
            "exit_code": exit_code}


def seed_copies(folder: Path, total_bytes: int) -> list[str]:
    """Copies of the five seed pages, in turn, until they hold total_bytes of text."""
    paths, size = [], 0
    while size < total_bytes:
        seed = SEEDS[len(paths) % len(SEEDS)]
        target = folder / f"{total_bytes}_{len(paths):04d}_{seed.name}"
        target.write_bytes(seed.read_bytes())
        paths.append(str(target))
        size += target.stat().st_size
    return paths


def timing_figures() -> dict:
    figures = {"seeds": timed(*map(str, SEEDS), runs=3)}
    with tempfile.TemporaryDirectory() as tmp:
        for label, size in (("quarter_mb", 1 << 18), ("one_mb", 1 << 20)):
            paths = seed_copies(Path(tmp), size)
            figures[label] = {**timed(*paths, runs=1), "files": len(paths)}
    return figures


def print_by_class(figures: dict) -> None:
    for cls, n in figures["errors_by_class"].items():
        print(f"  {n['true']:4d} true {n['false']:4d} false  {cls}")


def print_split(name: str, figures: dict) -> None:
    t, r, f = figures["translations"], figures["real"], figures["refuse"]
    print(f"== {name}")
    print(f"translations ({t['documents']} documents, {t['labels']} labelled defects): "
          f"recall {pct(t['recall'])} ({t['found']}/{t['labels']}, error within ±{TOLERANCE} line; "
          f"{t['flagged']}/{t['labels']} as an error or a warning)")
    print("  by kind: " + ", ".join(f"{k} {v['found']}/{v['labels']}" for k, v in t["recall_by_kind"].items()))
    print(f"  clean documents: {t['errors_on_clean']} errors "
          f"({t['clean_documents_with_errors']} of {t['clean_documents']} documents with errors), "
          f"{t['warnings_on_clean']} warnings; "
          f"errors away from labels in defective documents: {t['errors_away_from_labels']}")
    if t["refused"]:
        print(f"  refused (exit 2): {', '.join(t['refused'])}")
    print(f"real texts ({r['documents']} documents, {r['lines']} lines): "
          f"{r['errors_per_100_lines']} errors ({r['false_errors_per_100_lines']} of them false) and "
          f"{r['warnings_per_100_lines']} warnings per 100 lines "
          f"({r['errors']} errors, {r['warnings']} warnings); precision {pct(r['precision'])} "
          f"({r['true_errors']}/{r['errors']}); labelled differences found {r['differences_found']}/{r['differences']}")
    if r["refused"]:
        print(f"  refused (exit 2): {', '.join(r['refused'])}")
    if figures["false_errors_by_check"]:
        print("false errors by check: " + ", ".join(f"{k} {n}" for k, n in figures["false_errors_by_check"].items()))
    print(f"texts to refuse: {f['refused']}/{f['documents']} refused"
          + "".join(f"\n  not refused: {n['path']} (exit {n['exit_code']})" for n in f["not_refused"]))


def duration(run: dict) -> str:
    if run["seconds"] is None:
        return f"> {TIMEOUT} s (timed out)"
    files = f", {run['files']} files" if "files" in run else ""
    refused = " (refused: exit 2)" if run["exit_code"] == 2 else ""
    return f"{run['seconds']} s wall, {run['cpu_seconds']} s CPU{refused}{files}"


def pct(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.0f} %"


def select_documents(documents: dict[str, dict], split: str = "all", batch: str | None = None,
                     before: str | None = None) -> dict[str, dict]:
    """The documents of one split (or all) and, if given, of one batch only, or only those
    written before a batch (no batch, or an earlier one: a holdout batch kept for later stays
    unmeasured)."""
    return {path: meta for path, meta in documents.items()
            if split in ("all", meta["split"]) and batch in (None, meta.get("batch"))
            and (before is None or (meta.get("batch") or "") < before)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--split", choices=["dev", "holdout", "all"], default="all",
                        help="all (default) prints dev, holdout and both together")
    parser.add_argument("--batch", metavar="DATE", help="only the documents of this batch (labels.json 'batch')")
    parser.add_argument("--before", metavar="DATE",
                        help="only documents of no batch or of a batch before DATE (keeps later holdout batches unseen)")
    parser.add_argument("--json", action="store_true", help="print the figures and per-document results as JSON")
    parser.add_argument("--no-timing", action="store_true")
    parser.add_argument("--jobs", type=int, default=2, help="documents checked in parallel (default 2)")
    parser.add_argument("--by-class", action="store_true",
                        help="also print errors by message class, true and false (no text quoted: a first contact's ledger)")
    args = parser.parse_args()

    documents = select_documents(json.loads((CORPUS / "labels.json").read_text(encoding="utf-8"))["documents"],
                                 args.split, args.batch, args.before)
    if not documents:
        parser.error(f"no documents in split {args.split!r}" + (f" and batch {args.batch!r}" if args.batch else ""))
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(lambda item: check_document(*item), documents.items()))

    splits = {"dev": [r for r in results if r.meta["split"] == "dev"],
              "holdout": [r for r in results if r.meta["split"] == "holdout"]}
    splits = {name: rs for name, rs in splits.items() if rs}
    if len(splits) > 1:
        splits["all"] = results
    figures = {name: split_figures(rs) for name, rs in splits.items()}
    timing = None if args.no_timing else timing_figures()

    if args.json:
        per_document = [{"path": r.path, "split": r.meta["split"], "batch": r.meta.get("batch"), "kind": r.meta["kind"],
                         "exit_code": r.exit_code,
                         "errors": r.lines("error"), "warnings": r.lines("warning"),
                         "labels": [d["line"] for d in r.meta.get("defects", [])]} for r in results]
        print(json.dumps({"tolerance_lines": TOLERANCE, "splits": figures, "timing": timing,
                          "documents": per_document}, ensure_ascii=False, indent=2))
        return
    for name, split in figures.items():
        print_split(name, split)
        if args.by_class:
            print("errors by message class:")
            print_by_class(split)
    if timing:
        print("timing (start-up included): " + "; ".join(
            f"{name} {duration(timing[key])}" for name, key in
            (("five seed pages (median of 3)", "seeds"), ("0.25 MB", "quarter_mb"), ("1 MB", "one_mb"))))


if __name__ == "__main__":
    main()
