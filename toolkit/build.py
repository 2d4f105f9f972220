"""`cardavia build`: catalogs checked, English lint, pages rendered, pages checked, site built."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Callable, Sequence

from engine import games
from engine.errors import CardaviaError

from . import catalog
from .check.status import check_published
from .lint import lint
from .pages import render_pages
from .languages import load_languages
from .site import build_site
from .stats import StatsRun


MAX_SHOWN = 25


class BuildError(CardaviaError):
    """The build stopped: the message lists every problem found, one per line."""


def build_all(out: Path, stats_deals: int = 4_000, langs: Sequence[str] | None = None,
              published: Path | None = None, echo: Callable[[str], None] = print) -> None:
    start = time.perf_counter()
    games.load_all()  # every spec, its deck, its clauses' facts and its examples, before anything is built
    # The statistics are simulated in their own processes while the catalogs and the published
    # pages are checked.
    stats = StatsRun(games.available(), stats_deals, out / "cache")
    try:
        _build(out, stats, langs, published, echo, start)
    finally:
        stats.close()


def _build(out: Path, stats: StatsRun, langs: Sequence[str] | None, published: Path | None,
           echo: Callable[[str], None], start: float) -> None:
    languages = load_languages()
    if langs:
        unknown = set(langs) - {lang.code for lang in languages}
        if unknown:
            raise BuildError(f"unknown languages: {', '.join(sorted(unknown))}")
        languages = [lang for lang in languages if lang.code in langs or lang.default]
    template = catalog.extract()
    problems = [p for lang in languages if lang.code != "en" for p in catalog.problems(lang.code, template)]
    if problems:
        shown = "\n".join(f"  {p}" for p in problems[:MAX_SHOWN])
        more = f"\n  ... and {len(problems) - MAX_SHOWN} more" if len(problems) > MAX_SHOWN else ""
        raise BuildError(f"{len(problems)} catalog problems; nothing was built:\n{shown}{more}\n"
                         "  (run `cardavia catalog update`, translate, then build again)")
    echo(f"catalogs: {len(languages)} languages complete ({time.perf_counter() - start:.1f}s)")
    ambiguous = lint(template)
    if ambiguous:
        raise BuildError("the English source uses ambiguous words:\n" + "\n".join(f"  {f}" for f in ambiguous))
    checked: dict[str, list[dict]] = {}
    if published is not None:
        paths = sorted(p for p in Path(published).iterdir()
                       if p.suffix in (".txt", ".md") and not p.name.upper().startswith("README"))
        checked = check_published(paths)
        findings = sum(len(d["findings"]) for docs in checked.values() for d in docs)
        echo(f"published pages (live site): {findings} findings — see /status/")
    pages = out / "pages"
    render_pages(pages, languages, checked=checked, stats=stats.result(), template=template)
    echo(f"pages: rendered into {pages} ({time.perf_counter() - start:.1f}s)")
    build_site(pages, out / "site", languages)
    echo(f"site: built into {out / 'site'} ({time.perf_counter() - start:.1f}s)")
