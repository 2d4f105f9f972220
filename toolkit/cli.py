"""The ``cardavia`` command: one entry point for the engine, the pages and the checker."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from engine.agents import AGENT_NAMES
from engine.errors import CardaviaError
from engine import paths


class Group(click.Group):
    """Turns every :class:`CardaviaError` into one ``file:line: message`` line and its exit code
    (2 for bad input, 1 for an illegal move)."""

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except CardaviaError as exc:
            click.echo(f"cardavia: {exc}", err=True)
            ctx.exit(exc.exit_code)


# New objects the collector lets the checker keep before it looks for cycles among them. What
# grows between two looks is the readings kept (``toolkit.check.memo``, the patterns' and words'
# caches: a few thousand objects a document of distinct text, until the caches are full); the
# objects left in cycles are about a thousand a document (closures of recursive helpers), so a
# rare look frees little less. Each look walks every object kept since the last one: at 20,000
# the looks took 7 % of the CPU of checking distinct text (every third dev rules text in one
# process, timed by ``gc.callbacks``: 3.9 s of 56 s), at 400,000 2 % (1.3 s), the peak memory
# the same (301 → 302 MB).
GC_YOUNG = 400_000


@click.group(cls=Group)
@click.version_option(package_name="cardavia")
def main() -> None:
    """CARDAVIA rules toolchain: engine, rule pages and translation checker."""


def _format_breakdown(breakdown: dict[str, list[int]]) -> str:
    parts = [f"{k} {'-'.join(str(v) for v in vals)}" for k, vals in breakdown.items() if any(vals)]
    return ", ".join(parts) or "nothing scored"


def _report_bad(bad: list[CardaviaError], worst: int) -> None:
    """The inputs that could not be used, after everything else; exit with the worst code. A
    message that several inputs share (a data file of ours that cannot be read stops every one
    of them) is printed once."""
    for message in dict.fromkeys(f"cardavia: {exc}" for exc in bad):
        click.echo(message, err=True)
    sys.exit(max([worst] + [exc.exit_code for exc in bad]))


@main.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def replay(paths: tuple[Path, ...], fmt: str) -> None:
    """Validate every move of game records (.json: one record, .jsonl: one per line).

    Results are printed as the records are read; records and files that cannot be read are
    reported after them. Exit 0 when all records are legal, 1 when some record is illegal or its
    recorded result differs, 2 when some input could not be read.
    """
    from engine.errors import RecordError
    from engine.record import replay_file

    worst, count = 0, 0
    bad: list[CardaviaError] = []
    if fmt == "json":
        click.echo('{"results": [', nl=False)
    for path in paths:
        for r in replay_file(path):
            if isinstance(r, RecordError):
                bad.append(r)
                continue
            worst = max(worst, 0 if r.ok else 1)
            if fmt == "json":
                click.echo(("\n  " if count == 0 else ",\n  ") + json.dumps(r.to_json(), ensure_ascii=False),
                           nl=False)
            else:
                click.echo(f"{r.path}#{r.index}: {_outcome(r)}")
            count += 1
    if fmt == "json":
        errors = [{"path": e.path, "line": e.line, "message": e.message} for e in bad]
        click.echo(f'\n], "errors": {json.dumps(errors, ensure_ascii=False)}}}')
    _report_bad(bad, worst)


def _outcome(r) -> str:
    if r.ok:
        res = r.result
        winner = "tie" if res.winner is None else f"team {res.winner} wins"
        return f"{res.points[0]}-{res.points[1]}, {winner} ({_format_breakdown(res.breakdown)})"
    return f"{'wrong result' if r.result is not None else 'illegal'}: {r.error}"


@main.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--lang", help="Language of the text (a code of site/languages.yaml); detected if omitted.")
@click.option("--game", "game", help="Game the text covers (cicera, briscola, minchiate); detected if omitted.")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "sarif"]), default="text",
              show_default=True)
@click.option("--strict", is_flag=True, help="Also note concepts, names and numbers of our clauses the text leaves out.")
@click.option("--jobs", type=click.IntRange(min=1), help="Processes sharing many files (default: the CPUs available).")
def check(paths: tuple[Path, ...], lang: str | None, game: str | None, fmt: str, strict: bool,
          jobs: int | None) -> None:
    """Check rules texts (plain text, Markdown, HTML, .po) against our rules and engine.

    Exit 0 when no error is found, 1 when some text has errors, 2 when a text could not be checked.
    """
    import gc

    from toolkit.check.findings import to_json, to_sarif, to_text
    from toolkit.check.lexicon import LANGUAGES
    from toolkit.check.run import check_paths

    # The checker keeps what it loads (modules, lexicons, games, compiled patterns) and makes many
    # short-lived objects a sentence, few of them in cycles: at the collector's default pace its
    # collections took about a tenth of the instructions. What is loaded is set aside (and forked
    # workers leave its pages shared), and collections come less often (``GC_YOUNG``).
    gc.freeze()
    gc.set_threshold(GC_YOUNG, 50, 100)
    if lang is not None and lang not in LANGUAGES:
        raise click.BadParameter(f"unknown language {lang!r} (known: {', '.join(LANGUAGES)})",
                                 param_hint="--lang")
    results = check_paths(list(paths), lang, game, strict, jobs)
    reports = [r for r in results if not isinstance(r, CardaviaError)]
    bad = [r for r in results if isinstance(r, CardaviaError)]
    if fmt == "json":
        click.echo(to_json(reports))
    elif fmt == "sarif":
        click.echo(to_sarif(reports))
    elif reports:
        click.echo(to_text(reports))
    _report_bad(bad, 1 if any(r.errors for r in reports) else 0)


@main.command()
@click.option("--game", "game_id", required=True, help="Game id (cicera, briscola, minchiate).")
@click.option("--deals", type=click.IntRange(min=1), default=1000, show_default=True)
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--agents", default="random", show_default=True,
              help=f"Comma-separated agents given to seats in order, cycling ({', '.join(AGENT_NAMES)}).")
@click.option("--record", "record_path", type=click.Path(path_type=Path),
              help="Write every deal as a replayable record to this .jsonl file.")
@click.option("--force", is_flag=True, help="Overwrite the --record file if it exists.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def simulate(game_id: str, deals: int, seed: int, agents: str, record_path: Path | None,
             force: bool, fmt: str) -> None:
    """Play deals between agents and print aggregate statistics (deterministic for a seed)."""
    from engine import compiled
    from engine.simulate import simulate as run

    if game_id not in paths.game_ids():
        raise click.BadParameter(f"unknown game {game_id!r} (known: {', '.join(paths.game_ids())})",
                                 param_hint="--game")
    game = compiled.load(game_id)
    names = [a.strip() for a in agents.split(",") if a.strip()]
    if not names:
        raise click.BadParameter(f"name at least one agent ({', '.join(AGENT_NAMES)})", param_hint="--agents")
    for name in names:
        if name not in AGENT_NAMES:
            raise click.BadParameter(f"unknown agent {name!r} (known: {', '.join(AGENT_NAMES)})",
                                     param_hint="--agents")
    if record_path is not None and record_path.exists() and not force:
        raise CardaviaError("exists; pass --force to overwrite it", str(record_path))
    progress = None
    if sys.stderr.isatty() and deals >= 2000:
        step = max(deals // 20, 1)

        def progress(done: int) -> None:
            if done % step == 0 or done == deals:
                click.echo(f"\r{done}/{deals} deals", err=True, nl=done == deals)
    if record_path is not None:
        from .outputs import write_new

        with write_new(record_path, overwrite=force) as out:
            stats = run(game, deals, seed, names, out, progress)
    else:
        stats = run(game, deals, seed, names, None, progress)
    data = stats.to_json()
    if fmt == "json":
        click.echo(json.dumps(data, ensure_ascii=False, indent=2))
        return
    click.echo(f"{game.spec.name}: {deals} deals, seed {seed}, agents {', '.join(data['agents'])}")
    click.echo(f"  mean points   {'  '.join(f'team {t}: {p:.2f}' for t, p in enumerate(data['points']))}")
    click.echo(f"  wins          {'  '.join(f'team {t}: {w:.1%}' for t, w in enumerate(data['wins']))}"
               f"  ties: {data['draws']:.1%}")
    click.echo("  source          mean per team        deals where scored")
    for key, vals in data["sources"].items():
        per_team = "  ".join(f"{v:6.3f}" for v in vals)
        click.echo(f"  {key:<15} {per_team:<20} {data['frequency'][key]:.1%}")
    click.echo(f"  speed         {data['deals_per_second']:.0f} deals/s")


# ---------------------------------------------------------------- pages, site, catalogs

ROOT = Path(__file__).resolve().parent.parent


@main.command()
@click.option("--out", type=click.Path(path_type=Path), default=ROOT / "build", show_default=True,
              help="Build directory: pages in <out>/pages, the site in <out>/site.")
@click.option("--stats-deals", type=click.IntRange(min=1), default=4_000, show_default=True,
              help="Simulated deals behind each game's statistics (cached in <out>/cache).")
@click.option("--lang", "langs", multiple=True, help="Build only these languages (default: all).")
@click.option("--published", type=click.Path(path_type=Path, file_okay=False, exists=True),
              default=ROOT / "tests" / "data" / "seeds", show_default=True,
              help="Pages of the live site to check for the translation status page.")
def build(out: Path, stats_deals: int, langs: tuple[str, ...], published: Path) -> None:
    """Render every page in every language, check catalogs and pages, build the static site."""
    from engine import games

    from .build import build_all
    from .outputs import OutputError, exclusive

    games.load_all()   # a bad spec stops the build before anything is created under --out
    with exclusive(out):
        try:
            build_all(out, stats_deals=stats_deals, langs=langs or None, published=published,
                      echo=lambda m: click.echo(m, err=True))
        except OSError as exc:   # a read-only or full disk while writing pages, cache or site
            raise OutputError(f"cannot write: {exc.strerror or exc}", str(exc.filename or out)) from None


@main.command()
@click.option("--out", type=click.Path(path_type=Path), default=ROOT / "build", show_default=True)
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", type=int, default=8000, show_default=True)
@click.option("--workers", type=click.IntRange(min=1), default=1, show_default=True,
              help="Server processes sharing the port (deals travel in tokens, so any process serves any deal).")
def serve(out: Path, host: str, port: int, workers: int) -> None:
    """Serve the built site and the game service (API under /api/v1) until Ctrl-C."""
    from .server.run import serve as run

    site = out / "site"
    if not (site / "index.html").exists():
        raise CardaviaError("no built site here; run `cardavia build` first", str(site))
    run(site, host, port, workers,
        announce=lambda url: click.echo(f"serving {site} and the game service on {url} (Ctrl-C to stop)", err=True))


@main.command()
@click.option("--game", "game_id", required=True, help="Game id (cicera, briscola, minchiate).")
@click.option("--level", help="AI level (default: the game's first; see the error message for the list).")
@click.option("--seed", type=click.IntRange(0, 2**63 - 1), help="Play this deal (default: a random one).")
@click.option("--lang", default="en", show_default=True, help="Language of the table's words.")
@click.option("--record", "record_path", type=click.Path(path_type=Path, dir_okay=False),
              help="Where the record goes at the end (default: cardavia-<game>-<seed>.json).")
@click.option("--force", is_flag=True, help="Overwrite the record file if it exists.")
def play(game_id: str, level: str | None, seed: int | None, lang: str, record_path: Path | None,
         force: bool) -> None:
    """Play a deal against the AI in the terminal; the record is saved at the end."""
    from .play import play as run
    from .server.deal import DealError, default_level
    from .server.views import LANGUAGES

    if game_id not in paths.game_ids():
        raise CardaviaError(f"--game: unknown game {game_id!r} (known: {', '.join(paths.game_ids())})")
    if lang not in LANGUAGES:
        raise CardaviaError(f"--lang: unknown language {lang!r} (known: {', '.join(LANGUAGES)})")
    try:
        code = run(game_id, level or default_level(game_id), seed, lang, record_path, force,
                   ask=lambda text: click.prompt(text, prompt_suffix=": ", show_default=False), echo=click.echo)
    except DealError as exc:
        raise CardaviaError(f"--level: {exc.message}" if "level" in exc.message else exc.message) from None
    sys.exit(code)


@main.group("catalog")
def catalog_group() -> None:
    """gettext catalogs: extract the template, update the languages, show coverage."""


@catalog_group.command("extract")
def catalog_extract() -> None:
    """Write rules/locales/cardavia.pot from the specs, the code and the templates."""
    from . import catalog

    path = catalog.write_template()
    click.echo(f"wrote {path.relative_to(ROOT)}")


@catalog_group.command("update")
@click.option("--lang", "langs", multiple=True, help="Only these languages (default: all of site/languages.yaml).")
def catalog_update(langs: tuple[str, ...]) -> None:
    """Merge the template into each language's catalog (new and changed messages become fuzzy);
    the Table's catalogs (table.po) too."""
    from . import catalog
    from .server import words

    for lang, n in catalog.update(langs).items():
        click.echo(f"{lang}: {n} to translate" if n else f"{lang}: complete")
    for lang, n in words.update(langs).items():
        click.echo(f"{lang} (Table): {n} to translate" if n else f"{lang} (Table): complete")


@catalog_group.command("stats")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def catalog_stats(fmt: str) -> None:
    """Coverage per language (fuzzy counts as untranslated)."""
    from . import catalog
    from .languages import codes

    template = catalog.extract()
    rows = [catalog.stats(lang, template) for lang in codes()]
    if fmt == "json":
        click.echo(json.dumps([{"lang": r.lang, "total": r.total, "translated": r.translated,
                                "fuzzy": r.fuzzy, "untranslated": r.untranslated} for r in rows], indent=2))
        return
    for r in rows:
        click.echo(f"{r.lang}  {r.translated:4d}/{r.total:<4d} {r.coverage:6.1%}  fuzzy {r.fuzzy}")


# ---------------------------------------------------------------- conformance suites

@main.group("conformance")
def conformance_group() -> None:
    """Conformance suites: test any implementation of our games against the spec."""


@conformance_group.command("export")
@click.option("--game", "game_ids", multiple=True, help="Only this game (repeatable; default: all).")
@click.option("--cases", type=click.IntRange(min=2), default=300, show_default=True,
              help="Legal-move and result cases per game (the worked examples come on top).")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--out", type=click.Path(path_type=Path), required=True, help="Suite directory to write.")
@click.option("--force", is_flag=True, help="Overwrite the suite files in --out if they exist.")
def conformance_export(game_ids: tuple[str, ...], cases: int, seed: int, out: Path, force: bool) -> None:
    """Write a suite (manifest.json and one <game>.jsonl per game); the same seed gives the same bytes."""
    from .conformance import export

    for gid in game_ids:
        if gid not in paths.game_ids():
            raise click.BadParameter(f"unknown game {gid!r} (known: {', '.join(paths.game_ids())})",
                                     param_hint="--game")
    manifest, files = export.build(list(game_ids) or paths.game_ids(), cases, seed)
    export.write(out, manifest, files, force)
    kinds = ", ".join(f"{n} {k}" for k, n in manifest["kinds"].items())
    click.echo(f"wrote {out}: {sum(g['cases'] for g in manifest['games'].values())} cases ({kinds}); "
               f"{len(manifest['clauses'])} clauses covered"
               + (f", uncovered: {', '.join(manifest['uncovered'])}" if manifest["uncovered"] else ""))


@conformance_group.command("run")
@click.argument("suite", required=False, type=click.Path(path_type=Path))
@click.option("--engine", "engine_cmd", required=True,
              help='Command that starts the engine under test, e.g. "python -m engine.protocol".')
@click.option("--timeout", type=click.FloatRange(min=0.1), default=10.0, show_default=True,
              help="Seconds the engine may take to answer one request.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--junit", "junit", type=click.Path(path_type=Path), help="Also write a JUnit XML report here.")
def conformance_run(suite: Path | None, engine_cmd: str, timeout: float, fmt: str, junit: Path | None) -> None:
    """Run a suite (a directory from `export`, or one .jsonl file; default: the default suite of
    every game) against an engine speaking the protocol of rules/README.md.

    Exit 0 when every case passes, 1 when some fail, 2 when the engine could not be run or broke
    the protocol (crash, hang, garbage on stdout) or the suite could not be read.
    """
    import shlex

    from .conformance import export, report, runner
    from .conformance.suite import parse_cases, read_suite

    try:
        argv = shlex.split(engine_cmd)
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--engine") from None
    if not argv:
        raise click.BadParameter("empty command", param_hint="--engine")
    if suite is None:
        manifest, files = export.build(paths.game_ids())
        cases = [(f"<default suite>/{gid}.jsonl", line, case) for gid, data in files.items()
                 for line, case in parse_cases(data.decode("utf-8"), f"<default suite>/{gid}.jsonl")]
    else:
        manifest, cases = read_suite(suite)
    progress = None
    if sys.stderr.isatty() and len(cases) >= 200:
        def progress(done: int) -> None:
            if done % 100 == 0 or done == len(cases):
                click.echo(f"\r{done}/{len(cases)} cases", err=True, nl=done == len(cases))
    result = runner.run(argv, cases, manifest, timeout, progress)
    if junit is not None:
        tmp_junit = junit.with_name(f".{junit.name}.part")
        try:
            tmp_junit.write_bytes(report.to_junit(result))
            tmp_junit.replace(junit)
        except OSError as exc:
            raise CardaviaError(f"cannot write: {exc.strerror or exc}", str(junit)) from None
    click.echo(report.to_json(result) if fmt == "json" else report.to_text(result))
    if result.error:
        click.echo(f"cardavia: {result.error}", err=True)
    sys.exit(result.exit_code)
