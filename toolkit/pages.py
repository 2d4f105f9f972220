"""Render every page in every language as Markdown: home, decks, games, translation status.

Numbers, names and examples come from the specs and the engine (via :mod:`toolkit.phrasing`);
words come from the catalogs. Jinja2 finalizes every ``{{ value }}`` through
:func:`~toolkit.phrasing.md_escape`, so a catalog can never inject markup into a page; only
values built here as :class:`~markupsafe.Markup` (links, anchors) pass through unescaped.
"""

from __future__ import annotations

import shutil
import urllib.parse
from pathlib import Path
from typing import Sequence

import jinja2
from markupsafe import Markup

from engine import examples as engine_examples
from engine import games
from engine.cards import Deck
from engine.record import make_record
from engine.simulate import Stats, play_deal, seat_agents, deal_rng
from engine.facts import facts

from . import catalog
from .cardart import write_assets
from .jinjacache import COMPILED
from .outputs import replace_dir, staging_dir
from .stats import ai_strength, game_stats
from .phrasing import Phraser, md_escape, npgettext, pgettext
from .sampledeal import Pictures, deal_view
from .server.page import write_table_pages

TEMPLATES = Path(__file__).parent / "templates"
IMPLEMENTERS_PAGE = Path(__file__).parent / "conformance" / "implementers.md"
SAMPLE_SEED = 7


# ------------------------------------------------------------------ engine-derived data

def sample_deal(game) -> dict:
    """The record of one deal between greedy agents (the same deal in every language)."""
    initial, state = play_deal(game, seat_agents(game, ("greedy",)), deal_rng(SAMPLE_SEED, 0))
    return make_record(game, state, initial)


def source_label(ph: Phraser, game, key: str) -> str:
    """The name of a scoring source (bonus, award, napula, ...) in this language."""
    spec = game.spec
    for b in spec.bonuses:
        if b.id == key:
            return b.name
    for a in spec.awards:
        if a.id == key:
            if a.name:
                return ph.p("award", a.name)
            return ph.card(game.deck, a.when["holds_card"])
    label = SOURCE_LABELS.get(key)
    if label is None:
        raise KeyError(f"{spec.id}: no label for the scoring source {key!r} (add it to SOURCE_LABELS)")
    return ph.fill(ph.p("source", label), facts(game))


# Scoring sources that are not named in a spec (trick games), as msgids of context "source".
SOURCE_LABELS: dict[str, str] = {
    "card_points": pgettext("source", "card points"),
    "robbed": pgettext("source", "robbed cards"),
    "exposed": pgettext("source", "exposed card"),
    "fola": pgettext("source", "cards taken from the Fola"),
    "declared": pgettext("source", "versicole declared before play"),
    "morti": pgettext("source", "opponents' counting cards captured during play"),
    "combinations": pgettext("source", "combinations in captured cards"),
    "declared_end": pgettext("source", "declared versicole, counted again"),
    "last_trick": pgettext("source", "last trick"),
    "beyond_cards": pgettext("source", "captured cards beyond {bonus.cards_beyond}"),
    "resti_play": pgettext("source", "resti during play"),
    "resti_end": pgettext("source", "resti at the end"),
}


def _stats_view(ph: Phraser, game, stats: Stats) -> dict:
    rows = []
    for key, per_team in stats.sources.items():
        rows.append({"label": source_label(ph, game, key),
                     "mean": ph.number(round(sum(per_team) / len(per_team), 2)),
                     "share": ph.percent(stats.frequency[key])})
    intro = ph.fill(ph.p("stats", pgettext(
        "stats", "Means over {deals} deals between greedy AI players, per team and deal.")),
        {"deals": ph.number(stats.deals)})
    outcome = ph.fill(ph.p("stats", pgettext("stats", "Team 1 wins {a}, team 2 wins {b}, ties {ties}.")),
                      {"a": ph.percent(stats.wins[0]), "b": ph.percent(stats.wins[1]),
                       "ties": ph.percent(stats.draws)})
    return {"intro": intro, "rows": rows, "outcome": outcome, "strength": _strength(ph, game)}


# The measured strength of the strong AI against the easy one, by the unit the game scores in.
STRENGTH: dict[str, str] = {
    "points": pgettext("stats", "The strong AI scores {margin} points a deal more than the easy AI "
                       "({confidence} interval: {low} to {high}; {deals} deals, each played twice with the "
                       "teams swapped)."),
    "resti": pgettext("stats", "The strong AI scores {margin} resti a deal more than the easy AI "
                      "({confidence} interval: {low} to {high}; {deals} deals, each played twice with the "
                      "teams swapped)."),
}


def _strength(ph: Phraser, game) -> str:
    """The strong-versus-easy sentence (benchmarks/ai_strength.json), empty when not measured.
    Points with one decimal, resti with two: the numbers always read as decimals."""
    for row in ai_strength(game.spec.id):
        if (row["first"], row["second"]) == ("strong", "easy"):
            places = 2 if row["unit"] == "resti" else 1
            return ph.fill(ph.p("stats", STRENGTH[row["unit"]]),
                           {"margin": ph.decimal(row["margin"], places),
                            "low": ph.decimal(row["ci95"][0], places), "high": ph.decimal(row["ci95"][1], places),
                            "deals": ph.number(row["deals"]), "confidence": ph.percent(0.95, decimals=False)})
    return ""


# ------------------------------------------------------------------ pages

_HTML = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), undefined=jinja2.StrictUndefined,
                           autoescape=True, trim_blocks=True, lstrip_blocks=True, bytecode_cache=COMPILED)


def _html(template: str, **values) -> Markup:
    """An HTML fragment of a page (autoescaped: catalog text stays text)."""
    return Markup(_HTML.get_template(template).render(**values).strip())


def _env(ph: Phraser) -> jinja2.Environment:
    """The Markdown page templates with this Phraser's catalog (one environment per Phraser)."""
    env = getattr(ph, "_pages_env", None)
    if env is None:
        env = jinja2.Environment(
            loader=jinja2.FileSystemLoader(TEMPLATES), extensions=["jinja2.ext.i18n"],
            undefined=jinja2.StrictUndefined, keep_trailing_newline=True, trim_blocks=True,
            lstrip_blocks=True, autoescape=False, bytecode_cache=COMPILED,
            finalize=lambda v: v if isinstance(v, Markup) else md_escape(v))
        env.install_gettext_translations(ph.tr, newstyle=False)
        env.globals["anchor"] = lambda cid: Markup(f'<a id="{cid}"></a>')
        ph._pages_env = env
    return env


def link(label: str, target: str) -> Markup:
    return Markup(f"[{md_escape(label)}]({target})")


def example_figure(game, ex, pics: Pictures) -> Markup:
    """The cards of a worked example: the table, the card played and the capture, or the trick
    with its winner marked; empty for examples without cards."""
    arrow = Markup('<span class="cdv-arrow" aria-hidden="true">→</span>')
    if ex.kind == "capture_bonuses":
        cards = pics.row(ex.table) + arrow + pics(ex.play) + arrow + pics.row(ex.take, marked=set(ex.take))
    elif ex.kind == "capture_options":
        cards = pics.row(ex.table) + arrow + pics(ex.play)
    elif ex.kind == "trick":
        winner = ex.cards[engine_examples.outcome(game, ex)["winner"]]
        cards = pics.row(ex.cards, marked={winner})
    elif ex.kind in ("napula", "rank_vs_points", "combination"):
        cards = pics.row(ex.cards)
    else:
        return Markup("")
    return Markup('<span class="cdv-cards cdv-cards--example">{}</span>').format(cards)


def game_page(ph: Phraser, game, stats: Stats, sample: dict, root: str = "../../") -> str:
    """``root``: the path from the page to the site root, where the card pictures are."""
    spec = game.spec
    pics = Pictures(ph, game.deck, root)
    figures = {ex.id: example_figure(game, ex, pics) for ex in spec.examples}
    by_section: dict[str, list] = {}
    for clause in spec.clauses:
        by_section.setdefault(clause.section, []).append(
            {"id": clause.id, "text": ph.clause(game, clause), "figure": figures.get(clause.example, "")})
    sections = [{"title": ph.p("section", s.title), "clauses": by_section.get(s.id, [])} for s in spec.sections]
    in_clauses = {c.example for c in spec.clauses if c.example}
    worked = [{"id": ex.id, "text": ph.example(game, ex), "figure": figures[ex.id]}
              for ex in spec.examples if ex.id not in in_clauses]
    header = by_section.get("header", [])
    intro = by_section.get("intro", [])
    deck = game.deck
    return _env(ph).get_template("game.md.j2").render(
        game=game, header=header, intro=intro, sections=sections, worked=worked,
        deck_line=ph.fill_markup(ph.p("page", pgettext("page", "Deck: {deck}")),
                                 {"deck": link(deck.spec.name, f"../decks/{deck.id}.md")}),
        play_line=link(ph.p("page", pgettext("page", "Play a deal against the AI")), f"{spec.id}-table.md"),
        sample=_html("deal.html.j2", deal=deal_view(ph, game, sample, pics, source_label)),
        stats=_stats_view(ph, game, stats))


def _size(ph: Phraser, n: int) -> str:
    singular, plural = npgettext("deck", "{count} card", "{count} cards", n)
    return ph.fill(ph.np("deck", singular, plural, n), {"count": ph.number(n)})


def _ranks(ph: Phraser, deck: Deck) -> str:
    """The ranks of a suit, with a rank's other name in some suits ("Fante (Fantina in Cups and Coins)")."""
    out = []
    for rank in deck.ranks:
        others: dict[str, list[str]] = {}
        for suit in deck.suits:
            other = (suit.names or {}).get(rank.code)
            if other:
                others.setdefault(other, []).append(ph.suit(deck, suit.code, "in"))
        text = rank.name
        for other, suits in others.items():
            text = ph.fill(ph.p("deck", pgettext("deck", "{rank} ({other} in {suits})")),
                           {"rank": text, "other": other, "suits": ph.and_list(suits)})
        out.append(text)
    return ", ".join(out)


def _encyclopedia(ph: Phraser, deck: Deck) -> Markup:
    """The deck's encyclopedia article in the reader's language, else the English one, said so."""
    url = deck.spec.links.get(ph.lang)
    if url or ph.lang == "en":
        template = ph.p("page", pgettext("page", "Encyclopedia: {link}"))
    else:
        template = ph.p("page", pgettext("page", "Encyclopedia (in English): {link}"))
    url = url or deck.spec.reference
    title = urllib.parse.unquote(url.rstrip("/").rsplit("/", 1)[-1]).replace("_", " ")
    return ph.fill_markup(template, {"link": link(title, url)})


def deck_page(ph: Phraser, deck: Deck, game_list: list, root: str = "../../") -> str:
    parts = []
    if deck.suits and deck.ranks:
        parts.append(ph.fill(ph.p("deck", pgettext("deck", "Suits: {suits}. Ranks in each suit: {ranks}.")),
                             {"suits": ph.and_list([ph.suit(deck, s.code) for s in deck.suits]),
                              "ranks": _ranks(ph, deck)}))
    extra = [c.code for c in deck.cards if c.suit is None]
    if extra:
        parts.append(ph.fill(ph.p("deck", pgettext("deck", "Also {count} cards outside the suits: {cards}.")),
                             {"count": ph.number(len(extra)), "cards": ph.cards(deck, extra, "subject")}))
    spec = deck.spec
    games = [{"link": link(g.spec.name, f"../games/{g.spec.id}.md"),
              "intro": next((ph.clause(g, c) for c in g.spec.clauses if c.section == "intro"), "")}
             for g in game_list]
    return _env(ph).get_template("deck.md.j2").render(
        deck=deck, region=" · ".join(ph.p("region", r) for r in spec.region), size=_size(ph, len(deck)),
        description=ph.p("deck", spec.description) if spec.description else "",
        history=ph.p("deck", spec.history) if spec.history else "",
        composition=" ".join(parts), reference=_encyclopedia(ph, deck), games=games,
        pack=_html("pack.html.j2", rows=_pack_rows(ph, deck, Pictures(ph, deck, root))))


def _pack_rows(ph: Phraser, deck: Deck, pics: Pictures) -> list[tuple[str, Markup]]:
    """The whole pack, one row per suit, then the cards outside the suits."""
    rows = [(ph.sentence(ph.suit(deck, s.code)), pics.row([c.code for c in deck.cards if c.suit == s.code]))
            for s in deck.suits]
    extra = [c.code for c in deck.cards if c.suit is None]
    if extra:
        rows.append((ph.p("deck", pgettext("deck", "Outside the suits")), pics.row(extra)))
    return rows


def home_page(ph: Phraser, game_list: list, decks: list[Deck]) -> str:
    gs = []
    for g in game_list:
        clauses = {c.id: c for c in g.spec.clauses}
        header = " ".join(ph.clause(g, c) for c in g.spec.clauses if c.section == "header")
        summary = " ".join(ph.clause(g, c) for c in g.spec.clauses if c.section == "intro")
        gs.append({"link": link(g.spec.name, f"games/{g.spec.id}.md"), "header": header, "summary": summary})
        del clauses
    ds = [{"link": link(d.spec.name, f"decks/{d.id}.md"), "size": _size(ph, len(d))} for d in decks]
    return _env(ph).get_template("index.md.j2").render(games=gs, decks=ds)


def status_page(ph: Phraser, languages, coverage: dict, all_checked: dict[str, list[dict]]) -> str:
    """Catalog coverage of every language; the published pages checked, counted per language,
    and this language's pages with their findings."""
    names = {lang.code: lang.name for lang in languages}
    summary = [{"name": names.get(code, code), "pages": ph.number(len(docs)),
                "errors": ph.number(sum(f["severity"] == "error" for d in docs for f in d["findings"])),
                "warnings": ph.number(sum(f["severity"] == "warning" for d in docs for f in d["findings"]))}
               for code, docs in sorted(all_checked.items(), key=lambda kv: list(names).index(kv[0])
                                        if kv[0] in names else len(names))]
    severities = {"error": ph.p("status", pgettext("status", "error")),
                  "warning": ph.p("status", pgettext("status", "warning"))}
    live = ph.p("status", pgettext("status", "Live page: {games}"))
    checked = [{"title": ph.fill(live, {"games": ph.and_list([games.load(g).spec.name for g in doc["games"]])
                                        or Path(doc["path"]).name}),
                "findings": [{**f, "severity": severities.get(f["severity"], f["severity"]),
                              "clause_link": link(f["clause"], f["link"]) if f.get("link") else f.get("clause") or ""}
                             for f in doc["findings"]]}
               for doc in all_checked.get(ph.lang, [])]
    rows = [{"name": lang.name, "translated": f"{coverage[lang.code].translated}/{coverage[lang.code].total}",
             "coverage": ph.percent(coverage[lang.code].coverage)} for lang in languages]
    return _env(ph).get_template("status.md.j2").render(coverage=rows, summary=summary, checked=checked)


def render_pages(out: Path, languages, stats_deals: int = 4_000, cache_dir: Path | None = None,
                 checked: dict[str, list[dict]] | None = None, jobs: int = 2,
                 stats: dict[str, Stats] | None = None, template: catalog.Catalog | None = None) -> None:
    """Write ``out/<lang>/...`` for every language; ``out`` is replaced only when all succeed.
    ``stats`` and ``template`` (the extracted catalog), when the caller has them, are not redone."""
    game_list = [games.load(gid) for gid in games.available()]
    deck_ids = sorted({g.deck.id for g in game_list})
    decks = [Deck.load(d) for d in deck_ids]
    if stats is None:
        stats = game_stats([g.spec.id for g in game_list], stats_deals, cache_dir or out.parent / "cache", jobs)
    samples = {g.spec.id: sample_deal(g) for g in game_list}
    template = template or catalog.extract()
    coverage = {lang.code: catalog.stats(lang.code, template) for lang in languages}
    staging = staging_dir(out)
    try:
        for lang in languages:
            ph = Phraser(lang.code, lang.babel_locale)
            root = staging / lang.code
            up = "../../" if lang.default else "../../../"  # from games/x/ and decks/x/ to the site root
            (root / "games").mkdir(parents=True)
            (root / "decks").mkdir()
            (root / "index.md").write_text(home_page(ph, game_list, decks), encoding="utf-8")
            for g in game_list:
                (root / "games" / f"{g.spec.id}.md").write_text(
                    game_page(ph, g, stats[g.spec.id], samples[g.spec.id], up), encoding="utf-8")
            for d in decks:
                users = [g for g in game_list if g.deck.id == d.id]
                (root / "decks" / f"{d.id}.md").write_text(deck_page(ph, d, users, up), encoding="utf-8")
            (root / "status.md").write_text(
                status_page(ph, languages, coverage, checked or {}), encoding="utf-8")
            shutil.copyfile(IMPLEMENTERS_PAGE, root / "implementers.md")   # English in every language
        # One set of card pictures, at the site root (the default language's docs root).
        default = next(lang for lang in languages if lang.default)
        write_assets(staging / default.code, decks)
        write_table_pages(staging, languages)
        replace_dir(staging, out)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
