"""Render every page in every language as Markdown: home, decks, games, translation status.

Numbers, names and examples come from the specs and the engine (via :mod:`toolkit.phrasing`);
words come from the catalogs. Jinja2 finalizes every ``{{ value }}`` through
:func:`~toolkit.phrasing.md_escape`, so a catalog can never inject markup into a page; only
values built here as :class:`~markupsafe.Markup` (links, anchors) pass through unescaped.
"""

from __future__ import annotations

import concurrent.futures
import hashlib
import json
import shutil
from pathlib import Path
from typing import Callable, Sequence

import jinja2
from markupsafe import Markup

from engine import games
from engine.cards import Deck
from engine.record import make_record, move_from_json, start_from_json
from engine.simulate import Stats, Tally, play_deal, seat_agents, deal_rng, tally
from engine.facts import facts
from engine.spec import rules_dir

from . import catalog
from .outputs import replace_dir, staging_dir
from .phrasing import Phraser, md_escape, npgettext, pgettext

TEMPLATES = Path(__file__).parent / "templates"
IMPLEMENTERS_PAGE = Path(__file__).parent / "conformance" / "implementers.md"
STATS_SEED = 1
SAMPLE_SEED = 7
STATS_AGENTS = ("greedy",)


# ------------------------------------------------------------------ engine-derived data

def _fingerprint(game) -> str:
    """Changes whenever the game's spec, its deck or the engine's code changes."""
    h = hashlib.sha256()
    h.update(game.spec.source.read_bytes())
    deck_ids = [game.deck.id] + ([game.deck.spec.derived_from.base] if game.deck.spec.derived_from else [])
    for deck_id in deck_ids:
        h.update((rules_dir() / "decks" / f"{deck_id}.yaml").read_bytes())
    for src in sorted((Path(__file__).parent.parent / "engine").glob("*.py")):
        h.update(src.read_bytes())
    return h.hexdigest()[:16]


def _tally_chunk(args) -> Tally:
    game_id, first, deals = args
    return tally(games.load(game_id), first, deals, STATS_SEED, STATS_AGENTS)


def game_stats(game_ids: Sequence[str], deals: int, cache_dir: Path, jobs: int = 2) -> dict[str, Stats]:
    """Statistics of ``deals`` simulated deals per game, cached by the game's fingerprint."""
    out: dict[str, Stats] = {}
    todo = []
    for gid in game_ids:
        game = games.load(gid)
        path = cache_dir / f"stats-{gid}-{deals}-{_fingerprint(game)}.json"
        if path.exists():
            data = json.loads(path.read_text(encoding="utf-8"))
            out[gid] = Stats(**data)
        else:
            todo.append((gid, path))
    if todo:
        chunks = [(gid, first, min(500, deals - first)) for gid, _ in todo for first in range(0, deals, 500)]
        if jobs > 1:
            with concurrent.futures.ProcessPoolExecutor(max_workers=jobs) as pool:
                parts = list(pool.map(_tally_chunk, chunks))
        else:
            parts = [_tally_chunk(c) for c in chunks]
        for gid, path in todo:
            game = games.load(gid)
            total = Tally(game.n_teams)
            for chunk, part in zip(chunks, parts):
                if chunk[0] == gid:
                    total = total.merge(part)
            names = [a.name for a in seat_agents(game, STATS_AGENTS)]
            stats = Stats.from_tally(gid, STATS_SEED, names, total)
            out[gid] = stats
            cache_dir.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            tmp.write_text(json.dumps(stats.__dict__), encoding="utf-8")
            tmp.replace(path)
    return out


def sample_deal(game) -> dict:
    """The record of one deal between greedy agents (the same deal in every language)."""
    initial, state = play_deal(game, seat_agents(game, ("greedy",)), deal_rng(SAMPLE_SEED, 0))
    return make_record(game, state, initial)


# ------------------------------------------------------------------ narration

NARRATORS: dict[str, Callable] = {}


def narrator(family: str) -> Callable:
    def wrap(fn: Callable) -> Callable:
        NARRATORS[family] = fn
        return fn
    return wrap


@narrator("fishing")
def _narrate_fishing(ph: Phraser, game, record: dict) -> dict:
    deck = game.deck
    names = {b.id: b.name for b in game.spec.bonuses}
    state = start_from_json(game, record)
    moves = []
    for raw in record["moves"]:
        before = [sum(p) for p in state.bonus_points]
        game.apply(state, move_from_json(game, raw))
        earned = [bid for (bid, *_), b, p in zip(game.bonuses, before, state.bonus_points) if sum(p) > b]
        values = {"player": ph.number(raw["seat"] + 1), "card": ph.card(deck, raw["card"]),
                  "cards": " + ".join(ph.card(deck, c) for c in raw["take"]),
                  "bonuses": ph.and_list([names[b] for b in earned])}
        if not raw["take"]:
            text = ph.p("deal", pgettext("deal", "Player {player} places {card}."))
        elif earned:
            text = ph.p("deal", pgettext("deal", "Player {player} plays {card} and takes {cards}: {bonuses}."))
        else:
            text = ph.p("deal", pgettext("deal", "Player {player} plays {card} and takes {cards}."))
        moves.append(ph.fill(text, values))
    intro = ph.p("deal", pgettext(
        "deal", "A deal between four AI players, replayed from its record. Players are numbered in "
                "playing order: Player 1 sits on the dealer's right and plays first; Players 1 and 3 "
                "are partners against Players 2 and 4."))
    return {"intro": intro, "moves": moves, "result": _result_line(ph, game, record["result"])}


@narrator("tricks")
def _narrate_tricks(ph: Phraser, game, record: dict) -> dict:
    """Setup decisions (discards, declarations) one per line, then one line per trick."""
    from engine.tricks_primitives import card_points

    deck = game.deck
    state = start_from_json(game, record)
    lines: list[str] = []
    trick: list[tuple[int, str]] = []
    for raw in record["moves"]:
        move = move_from_json(game, raw)
        player = ph.number(raw["seat"] + 1)
        if "discard" in raw:
            lines.append(ph.fill(ph.p("deal", pgettext("deal", "Player {player} discards {card}.")),
                                 {"player": player, "card": ph.card(deck, raw["discard"])}))
        elif "declare" in raw:
            if raw["declare"]:
                score = game.declared_score(state.hands[raw["seat"]], move.cards)
                lines.append(ph.fill(ph.p("deal", pgettext("deal", "Player {player} declares {cards}: {points}.")),
                                     {"player": player, "cards": ph.cards(deck, raw["declare"]),
                                      "points": ph.number(score)}))
        else:
            trick.append((raw["seat"], raw["card"]))
        game.apply(state, move)
        if trick and len(trick) == game.players:
            # The Matto never goes to the trick's winner: its points are not in the trick.
            cards = [deck.parse(c) for _, c in trick if deck.parse(c) != getattr(game, "excuse", None)]
            points = card_points(cards, game.value)
            plays = ph.and_list([ph.fill(ph.p("deal", pgettext("deal", "Player {player} plays {card}")),
                                         {"player": ph.number(s + 1), "card": ph.card(deck, c)}) for s, c in trick])
            singular, plural = npgettext("deal", "{plays}; Player {winner} wins the trick ({points} point).",
                                         "{plays}; Player {winner} wins the trick ({points} points).", points)
            lines.append(ph.fill(ph.np("deal", singular, plural, points),
                                 {"plays": plays, "winner": ph.number(state.last_winner + 1),
                                  "points": ph.number(points)}))
            trick = []
    if game.players == 2:
        intro = ph.p("deal", pgettext(
            "deal", "A deal between two AI players, replayed from its record: one line per trick, with the "
                    "card points it holds."))
    else:
        intro = ph.p("deal", pgettext(
            "deal", "A deal between four AI players, replayed from its record: the discards and declarations, "
                    "then one line per trick with the card points it holds. Players 1 and 3 are partners "
                    "against Players 2 and 4."))
    return {"intro": intro, "moves": lines, "result": _result_line(ph, game, record["result"])}


def _result_line(ph: Phraser, game, result: dict) -> str:
    a, b = result["points"]
    if getattr(game, "resto_unit", None) is not None:
        if result["winner"] is None:
            text = ph.p("deal", pgettext("deal", "Result: {a} to {b} resti, a tie."))
        else:
            text = ph.p("deal", pgettext("deal", "Result: {a} to {b} resti; team {team} wins."))
    elif result["winner"] is None:
        text = ph.p("deal", pgettext("deal", "Result: {a} to {b}, a tie."))
    else:
        text = ph.p("deal", pgettext("deal", "Result: {a} to {b}; team {team} wins."))
    return ph.fill(text, {"a": ph.number(a), "b": ph.number(b),
                          "team": ph.number((result["winner"] or 0) + 1)})


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
    if spec.napula is not None and key == "napula":
        return spec.napula.name
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
    return {"intro": intro, "rows": rows, "outcome": outcome}


# ------------------------------------------------------------------ pages

def _env(ph: Phraser) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES), extensions=["jinja2.ext.i18n"],
        undefined=jinja2.StrictUndefined, keep_trailing_newline=True, trim_blocks=True,
        lstrip_blocks=True, autoescape=False,
        finalize=lambda v: v if isinstance(v, Markup) else md_escape(v))
    env.install_gettext_translations(ph.tr, newstyle=False)
    env.globals["anchor"] = lambda cid: Markup(f'<a id="{cid}"></a>')
    return env


def link(label: str, target: str) -> Markup:
    return Markup(f"[{md_escape(label)}]({target})")


def game_page(ph: Phraser, game, stats: Stats, sample: dict) -> str:
    spec = game.spec
    by_section: dict[str, list] = {}
    for clause in spec.clauses:
        by_section.setdefault(clause.section, []).append({"id": clause.id, "text": ph.clause(game, clause)})
    sections = [{"title": ph.p("section", s.title), "clauses": by_section.get(s.id, [])} for s in spec.sections]
    in_clauses = {c.example for c in spec.clauses if c.example}
    worked = [{"id": ex.id, "text": ph.example(game, ex)} for ex in spec.examples if ex.id not in in_clauses]
    header = by_section.get("header", [])
    intro = by_section.get("intro", [])
    deck = game.deck
    return _env(ph).get_template("game.md.j2").render(
        game=game, header=header, intro=intro, sections=sections, worked=worked,
        deck_line=ph.fill_markup(ph.p("page", pgettext("page", "Deck: {deck}")),
                                 {"deck": link(deck.spec.name, f"../decks/{deck.id}.md")}),
        sample=NARRATORS[spec.family](ph, game, sample), stats=_stats_view(ph, game, stats))


def _size(ph: Phraser, n: int) -> str:
    singular, plural = npgettext("deck", "{count} card", "{count} cards", n)
    return ph.fill(ph.np("deck", singular, plural, n), {"count": ph.number(n)})


def deck_page(ph: Phraser, deck: Deck, game_list: list) -> str:
    parts = []
    if deck.suits and deck.ranks:
        parts.append(ph.fill(ph.p("deck", pgettext("deck", "Suits: {suits}. Ranks in each suit: {ranks}.")),
                             {"suits": ph.and_list([ph.p("suit", s.english) for s in deck.suits]),
                              "ranks": ", ".join(r.name for r in deck.ranks)}))
    extra = [c.code for c in deck.cards if c.suit is None]
    if extra:
        parts.append(ph.fill(ph.p("deck", pgettext("deck", "Also {count} cards outside the suits: {cards}.")),
                             {"count": ph.number(len(extra)), "cards": ph.cards(deck, extra)}))
    return _env(ph).get_template("deck.md.j2").render(
        deck=deck, region=" · ".join(ph.p("region", r) for r in deck.spec.region), size=_size(ph, len(deck)),
        composition=" ".join(parts),
        reference=ph.fill_markup(ph.p("page", pgettext("page", "Reference: {link}")),
                                 {"link": Markup(f"<{deck.spec.reference}>")}),
        games=[link(g.spec.name, f"../games/{g.spec.id}.md") for g in game_list])


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
    checked = all_checked.get(ph.lang, [])
    checked = [{**doc, "findings": [{**f, "clause_link": link(f["clause"], f["link"]) if f.get("link")
                                     else f.get("clause") or ""} for f in doc["findings"]]}
               for doc in checked]
    rows = [{"name": lang.name, "translated": f"{coverage[lang.code].translated}/{coverage[lang.code].total}",
             "coverage": ph.percent(coverage[lang.code].coverage)} for lang in languages]
    return _env(ph).get_template("status.md.j2").render(coverage=rows, summary=summary, checked=checked)


def render_pages(out: Path, languages, stats_deals: int = 10_000, cache_dir: Path | None = None,
                 checked: dict[str, list[dict]] | None = None, jobs: int = 2) -> None:
    """Write ``out/<lang>/...`` for every language; ``out`` is replaced only when all succeed."""
    game_list = [games.load(gid) for gid in games.available()]
    deck_ids = sorted({g.deck.id for g in game_list})
    decks = [Deck.load(d) for d in deck_ids]
    stats = game_stats([g.spec.id for g in game_list], stats_deals, cache_dir or out.parent / "cache", jobs)
    samples = {g.spec.id: sample_deal(g) for g in game_list}
    template = catalog.extract()
    coverage = {lang.code: catalog.stats(lang.code, template) for lang in languages}
    staging = staging_dir(out)
    try:
        for lang in languages:
            ph = Phraser(lang.code, lang.babel_locale)
            root = staging / lang.code
            (root / "games").mkdir(parents=True)
            (root / "decks").mkdir()
            (root / "index.md").write_text(home_page(ph, game_list, decks), encoding="utf-8")
            for g in game_list:
                (root / "games" / f"{g.spec.id}.md").write_text(
                    game_page(ph, g, stats[g.spec.id], samples[g.spec.id]), encoding="utf-8")
            for d in decks:
                users = [g for g in game_list if g.deck.id == d.id]
                (root / "decks" / f"{d.id}.md").write_text(deck_page(ph, d, users), encoding="utf-8")
            (root / "status.md").write_text(
                status_page(ph, languages, coverage, checked or {}), encoding="utf-8")
            shutil.copyfile(IMPLEMENTERS_PAGE, root / "implementers.md")   # English in every language
        replace_dir(staging, out)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
