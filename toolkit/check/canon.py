"""The canonical clauses a text is checked against: our own English, facts filled in, and our own
translation in the text's language (the suggestion a finding carries).

A game's clauses come from ``rules/games/<id>.yaml``; a game that has only draft clause texts
(``rules/drafts/<id>.clauses.yaml``) is checked against them with its placeholders unresolved.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path

from engine.spec import RULES_DIR, game_ids

from .lexicon import glossary, norm

PLACEHOLDER = re.compile(r"\{([A-Za-z0-9_.]+)\}")
SOURCE_LANGUAGE = "en"           # the templates are English: msgid is the source sentence
CATALOG = RULES_DIR / "locales" / "{lang}" / "LC_MESSAGES" / "cardavia.po"


@dataclass(frozen=True)
class Clause:
    game: str
    id: str
    section: str
    order: int                    # 0 header/intro, then 1.. as the game's sections
    template: str                 # English template (msgid); an example's English rendering
    english: str                  # facts filled in; unresolved placeholders stay as {name}
    concepts: tuple[str, ...]
    example: str | None = None
    unresolved: bool = False      # some placeholder has no known value (draft clauses)


@dataclass(frozen=True, eq=False)
class Game:
    id: str
    name: str
    clauses: tuple[Clause, ...]
    facts: dict
    engine: object | None         # None for games known only from drafts
    examples: dict


def fact_text(value) -> str:
    """A fact as English text (the language-neutral parts are what the checker compares)."""
    from engine import facts as F

    if isinstance(value, F.CardRef):
        return _card_english(value.code)
    if isinstance(value, F.SuitRef):
        return _suit_english(value.code)
    if isinstance(value, F.RankList):
        return "–".join(_rank_name(c) for c in value.codes)
    if isinstance(value, F.NumberList):
        nums = [str(n) for n in value.numbers]
        return ", ".join(nums[:-1]) + " and " + nums[-1] if len(nums) > 1 else "".join(nums)
    if isinstance(value, F.NumberRange):
        return f"{value.low}–{value.high}"
    return str(value)


def _rank_name(code: str) -> str:
    from engine.cards import Deck

    deck = Deck.load("bresciane-52")
    return next((r.name for r in deck.ranks if r.code == code), code)


def _suit_english(code: str) -> str:
    return ((glossary().get("suits") or {}).get("en") or {}).get(code, {}).get("name", code)


def _card_english(code: str) -> str:
    return f"{_rank_name(code[:-1])} of {_suit_english(code[-1])}"


def fill(template: str, facts: dict, render=fact_text) -> tuple[str, bool]:
    """The template with every known placeholder replaced; whether some stayed unresolved."""
    unresolved = False

    def sub(m: re.Match) -> str:
        nonlocal unresolved
        if m.group(1) in facts:
            return render(facts[m.group(1)])
        unresolved = True
        return m.group(0)

    return PLACEHOLDER.sub(sub, template), unresolved


def _section_orders(sections: list[dict]) -> dict[str, int]:
    orders = {"header": 0, "intro": 0}
    for i, s in enumerate(sections, start=1):
        orders[s["id"]] = i
    return orders


def _draft(game_id: str) -> Game | None:
    import yaml

    path = RULES_DIR / "drafts" / f"{game_id}.clauses.yaml"
    if not path.exists():
        return None
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    orders = _section_orders(data.get("sections") or [])
    clauses = []
    for c in data.get("clauses") or []:
        english, unresolved = fill(" ".join(c["text"].split()), {})
        clauses.append(Clause(game_id, c["id"], c["section"], orders.get(c["section"], 0), c["text"],
                              english, tuple(c.get("concepts") or ()), None, unresolved))
    return Game(game_id, game_id.capitalize(), tuple(clauses), {}, None, {})


@functools.cache
def load(game_id: str) -> Game | None:
    if game_id not in game_ids():
        return _draft(game_id)
    from engine import games
    from engine.facts import facts as all_facts

    from .examples import english_example

    engine = games.load(game_id)
    spec = engine.spec
    facts = all_facts(engine)
    examples = {e.id: e for e in spec.examples}
    orders = _section_orders([s.model_dump() for s in spec.sections])
    clauses = []
    for c in spec.clauses:
        if c.text is not None:
            template = " ".join(c.text.split())
        else:
            template = english_example(engine, examples[c.example])
        english, unresolved = fill(template, facts)
        clauses.append(Clause(game_id, c.id, c.section, orders.get(c.section, 0), template, english,
                              tuple(c.concepts), c.example, unresolved))
    return Game(game_id, spec.name, tuple(clauses), facts, engine, examples)


def known_games() -> list[str]:
    drafts = [p.name.split(".")[0] for p in (RULES_DIR / "drafts").glob("*.clauses.yaml")]
    return sorted(set(game_ids()) | set(drafts))


def resolve_game(name: str) -> str | None:
    """A game id from an id or a name as a user types it ("Cicera", "cìcera")."""
    import unicodedata

    def key(s: str) -> str:
        return "".join(ch for ch in unicodedata.normalize("NFD", norm(s)) if ch.isalnum())

    for gid in known_games():
        game = load(gid)
        if key(name) in (key(gid), key(game.name if game else gid)):
            return gid
    return None


# ---------------------------------------------------------------- our translation (suggestions)

@functools.cache
def catalog(lang: str) -> dict[str, str]:
    """clause id → translated template (msgstr) from our own catalog for ``lang``."""
    path = Path(str(CATALOG).format(lang=lang))
    if not path.exists():
        return {}
    from .document import parse_po

    doc = parse_po(path.read_text(encoding="utf-8"), str(path))
    return {s.clause: s.text for s in doc.segments if s.clause}


def suggestion(game: Game, clause: Clause, lang: str) -> str | None:
    """Our own sentence for ``clause`` in ``lang``: the page renderer's when it exists, else the
    catalog's template with facts filled in."""
    try:
        from toolkit import render  # the page renderer (lead's module), when present
    except ImportError:
        render = None
    if render is not None and hasattr(render, "render_clause") and game.engine is not None:
        try:
            return render.render_clause(game.id, clause.id, lang)
        except (KeyError, LookupError):
            pass
    template = catalog(lang).get(clause.id)
    if template is None:
        return clause.english if lang == SOURCE_LANGUAGE else None
    return fill(template, game.facts)[0]
