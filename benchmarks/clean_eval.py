"""False errors on whole texts written for the tests: the clean sets and labelled real-style sets.

    .venv/bin/python benchmarks/clean_eval.py [DIR ...] [--show] [--json]

Each folder (default: every ``tests/data/clean_*`` and ``tests/data/real_*`` folder with texts at
its top level) holds whole rules texts written for this project by writers who had not read the
checker. Every text is checked on its own, as ``cardavia check PATH`` does (language and game
detected: placement is part of what is measured). A folder with a ``labels.json``
(``{"documents": {file: {"differences": [{"line": N, ...}]}}}``) labels where a text really
states another rule than ours: an error within one line of such a line is true, any other error
is false. A folder without one is clean: every error is false.

Per folder it prints the texts, those with a false error, the false and true errors, false errors
per 100 lines, and the texts refused (exit 2). ``--show`` prints each false error (only for dev
data: never run it on a holdout folder).
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.errors import CardaviaError  # noqa: E402
from toolkit.check.run import check_path  # noqa: E402

SUFFIXES = {".txt", ".md", ".html", ".htm"}
TOLERANCE = 1


@dataclass
class Folder:
    path: Path
    texts: int = 0
    lines: int = 0
    with_false: int = 0
    false: list[str] = field(default_factory=list)
    true: int = 0
    refused: list[str] = field(default_factory=list)

    def figures(self) -> dict:
        return {"folder": str(self.path.relative_to(ROOT)) if self.path.is_relative_to(ROOT) else str(self.path),
                "texts": self.texts, "lines": self.lines, "texts_with_false_errors": self.with_false,
                "false_errors": len(self.false), "true_errors": self.true,
                "false_per_100_lines": round(100 * len(self.false) / self.lines, 2) if self.lines else None,
                "refused": self.refused}


def texts(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.is_file() and p.suffix in SUFFIXES and p.name != "README.md")


def measure(folder: Path) -> Folder:
    labels_file = folder / "labels.json"
    labels = json.loads(labels_file.read_text(encoding="utf-8"))["documents"] if labels_file.exists() else {}
    out = Folder(folder)
    for path in texts(folder):
        out.texts += 1
        out.lines += len(path.read_text(encoding="utf-8").splitlines())
        lines = [d["line"] for d in labels.get(path.name, {}).get("differences", [])]
        try:
            report = check_path(path)
        except CardaviaError:
            out.refused.append(path.name)
            continue
        false = 0
        for f in report.findings:
            if f.severity != "error":
                continue
            if f.line is not None and any(abs(f.line - n) <= TOLERANCE for n in lines):
                out.true += 1
            else:
                false += 1
                out.false.append(f"{path.name}:{f.line}: {f.check}: {f.message} [{f.found}]")
        out.with_false += bool(false)
    return out


def default_folders() -> list[Path]:
    data = ROOT / "tests" / "data"
    return sorted(p for p in data.iterdir() if p.is_dir() and p.name.startswith(("clean_", "real_")) and texts(p))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folders", nargs="*", type=Path, help="folders of texts (default: tests/data/clean_* and real_*)")
    parser.add_argument("--show", action="store_true", help="print each false error (dev data only)")
    parser.add_argument("--json", action="store_true", help="figures as JSON")
    args = parser.parse_args()
    folders = [p.resolve() for p in args.folders] or default_folders()
    for p in folders:
        if not p.is_dir():
            parser.error(f"{p}: not a folder")
    results = [measure(p) for p in folders]
    if args.json:
        print(json.dumps([r.figures() for r in results], indent=2))
        return
    for r in results:
        fig = r.figures()
        print(f"{fig['folder']}: {fig['texts']} texts, {fig['lines']} lines; false errors {fig['false_errors']} "
              f"in {fig['texts_with_false_errors']} texts ({fig['false_per_100_lines']} per 100 lines), "
              f"true errors {fig['true_errors']}, refused {len(fig['refused'])}"
              + (f" ({', '.join(fig['refused'])})" if fig["refused"] else ""))
        if args.show:
            for line in r.false:
                print("   ", line)
    total = sum(len(r.false) for r in results)
    lines = sum(r.lines for r in results)
    print(f"all: {sum(r.texts for r in results)} texts, false errors {total} "
          f"({round(100 * total / lines, 2) if lines else None} per 100 lines), "
          f"true errors {sum(r.true for r in results)}, refused {sum(len(r.refused) for r in results)}")


if __name__ == "__main__":
    main()
