"""The canonical clauses a text is checked against, and our own sentence for each in every language.

Every canonical sentence comes from the page phrasing, :class:`toolkit.phrasing.Phraser`: the
English one (what numbers and names are compared with) and the one in the text's language (the
suggestion a finding carries, and word overlap for alignment). The checker has no phrasing of
its own, so a rendered page and the checker can never disagree about what a clause says.

A clause the phrasing cannot render yet (a kind of worked example without phrasing, a fact type
it does not print) is kept with its English template: its placeholders stay unresolved and are
not compared; an example clause without phrasing is not looked for on pages.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field, replace

from engine.paths import game_ids

from toolkit.catalog import PLACEHOLDER

from .lexicon import norm

SOURCE_LANGUAGE = "en"           # the templates are English: msgid is the source sentence


@dataclass(frozen=True)
class Clause:
    game: str
    id: str
    section: str
    order: int                    # 0 header/intro, then 1.. as the game's sections
    template: str                 # English template (msgid); "" for an example clause
    english: str                  # our English sentence; unresolved placeholders stay as {name}
    concepts: tuple[str, ...]
    example: str | None = None
    unresolved: bool = False      # some placeholder has no phrased value
    spec: object = field(default=None, compare=False, hash=False, repr=False)
    section_title: str = ""       # the section's English title ("Playing a turn")

    @property
    def example_only(self) -> bool:
        """A worked example without rule text of its own (the live site never had these)."""
        return self.example is not None and not self.template

    @property
    def phrased(self) -> bool:
        return bool(self.english)


@dataclass(frozen=True, eq=False)
class Game:
    id: str
    name: str
    clauses: tuple[Clause, ...]
    engine: object
    examples: dict


# ---------------------------------------------------------------- phrasing

@functools.cache
def _locales() -> dict[str, str]:
    from toolkit.languages import load_languages

    return {language.code: language.babel_locale for language in load_languages()}


@functools.cache
def phraser(lang: str):
    """The page phrasing for ``lang``, with the site's CLDR locale for that language."""
    from toolkit.phrasing import Phraser

    return Phraser(lang, _locales().get(lang, lang))


def _phrase_clause(engine, spec_clause, lang: str) -> str | None:
    try:
        return phraser(lang).clause(engine, spec_clause)
    except (KeyError, TypeError, LookupError):
        return None   # no phrasing yet for this example kind or fact type


_FACTS: dict[tuple[str, str], dict[str, str]] = {}


def phrased_facts(game: Game, lang: str) -> dict[str, str]:
    """Every fact of the game as the page prints it in ``lang``; facts the phrasing cannot print
    are left out (their placeholders stay unresolved)."""
    from engine.facts import facts

    if (game.id, lang) in _FACTS:
        return _FACTS[game.id, lang]
    ph = phraser(lang)
    out = _FACTS[game.id, lang] = {}
    for name, value in facts(game.engine).items():
        try:
            out[name] = value if isinstance(value, str) else ph.value(value, game.engine.deck)
        except (TypeError, KeyError, LookupError, StopIteration):
            continue
    return out


def fill(template: str, game: Game, lang: str) -> tuple[str, bool]:
    """A translated template (a catalog's msgstr) with the facts phrased in ``lang``; whether some
    placeholder stayed unresolved."""
    values = phrased_facts(game, lang)
    unresolved = {m for m in PLACEHOLDER.findall(template) if m not in values}
    if unresolved:
        values = {**values, **{name: "{" + name + "}" for name in unresolved}}
    return phraser(lang).fill(template, values), bool(unresolved)


def _section_orders(sections: list) -> dict[str, int]:
    orders = {"header": 0, "intro": 0}
    for i, s in enumerate(sections, start=1):
        orders[s.id] = i
    return orders


@functools.cache
def load(game_id: str) -> Game | None:
    if game_id not in game_ids():
        return None
    from engine import games

    engine = games.load(game_id)
    spec = engine.spec
    orders = _section_orders(spec.sections)
    titles = {s.id: s.title for s in spec.sections} | {"header": "Header", "intro": "Introduction"}
    clauses = []
    for c in spec.clauses:
        template = " ".join(c.text.split()) if c.text is not None else ""
        clauses.append(Clause(game_id, c.id, c.section, orders.get(c.section, 0), template, "",
                              tuple(c.concepts), c.example, False, c,
                              titles.get(c.section, c.section)))
    game = Game(game_id, spec.name, tuple(clauses), engine, {e.id: e for e in spec.examples})
    # our English sentence of each clause (facts phrased once the game is known)
    for i, c in enumerate(clauses):
        english, unresolved = _sentence(game, c, SOURCE_LANGUAGE)
        clauses[i] = replace(c, english=english or "", unresolved=unresolved)
    object.__setattr__(game, "clauses", tuple(clauses))
    return game


def _sentence(game: Game, clause: Clause, lang: str) -> tuple[str | None, bool]:
    """Our sentence for a clause in ``lang`` as the page prints it, and whether some fact in it is
    left unphrased (the phrasing cannot print it yet: the sentence keeps its ``{placeholder}``)."""
    sentence = _phrase_clause(game.engine, clause.spec, lang)
    if sentence is not None or not clause.template:
        return sentence, False
    return fill(phraser(lang).p(clause.id, clause.spec.text), game, lang)


def known_games() -> list[str]:
    return sorted(game_ids())


def games() -> list[Game]:
    """Every game we have, loaded, in ``known_games``' order."""
    return [g for g in map(load, known_games()) if g is not None]


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


# ---------------------------------------------------------------- our sentence (suggestions)

@functools.cache
def _ours(game_id: str, clause_id: str, lang: str) -> str | None:
    game = load(game_id)
    clause = next(c for c in game.clauses if c.id == clause_id)
    if lang == SOURCE_LANGUAGE:
        return clause.english or None
    return _sentence(game, clause, lang)[0]


def suggestion(game: Game, clause: Clause, lang: str) -> str | None:
    """Our own sentence for ``clause`` in ``lang``, exactly as our page prints it."""
    return _ours(game.id, clause.id, lang)
