"""Placement: which of our games a text is checked against.

A text is checked against a game only when enough of that game's clauses are found in it with
confidence (each aligned sentence scores well against its clause), and refused when it names
another game (Scopa, Tressette, Sueca ...: ``rules/checker/site.yaml``) in its title, or far
more often than ours (a Cìcera text may say it is a kind of Scopa), or when the rules it states
are another game's: its pack, its deal, its point table, bidding or melds where ours have none
(``family``: Whist's sentences align with Briscola's clauses, its 52 cards do not).
``--game`` overrides all three.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from .align import Alignment, align, best_alignment, clause_features, score, segment_features
from .canon import SOURCE_LANGUAGE, Game
from .document import Document, NotChecked, Segment
from .family import MIN_UNNAMED, Evidence, evidence
from .lexicon import Lexicon, glossary, lexicon, site_data
from .memo import per_object

CONFIDENT_SCORE = 2.5           # an aligned sentence that clearly states its clause
MIN_CONFIDENT_CLAUSES = 3
MIN_CONFIDENT_SHARE = 0.15      # of the game's phrased clauses
UNNAMED_FACTOR = 2              # a game the text never names, beside one it names
NAMED_FACTOR = 0.5              # a game the text names: its name counts for half the evidence
OWN_RULES_FACTOR = 2            # a game's clauses found this many times the evidence needed: its rules are there
UNNAMED_AGREEMENT = 2           # a game the text never names: its facts stated as ours, this many times its counts stated otherwise
COUNT_FACT = "count."           # the pack, the deal, the players (family.evidence): a variant's partnership or mechanic is not one
MIN_RULES_STATED = 2            # a game the text is about, by its name: rules of it stated (clauses found with confidence, its facts stated as ours); a brochure, a novel, a review names it and states one at most
OTHER_GAME_RATIO = 2            # another game named this many times more often than ours: refused
NAMED_OFTEN = 2                 # a game of ours named this often (or in the title), more than any other: the text's game
OVERRIDE = "pass --game (cicera, briscola, minchiate) and --lang to check it anyway"


@functools.lru_cache(maxsize=1 << 12)
def _fold(text: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFD", text.casefold()) if not unicodedata.combining(ch))


@functools.cache
def _name_pattern(names: tuple[str, ...], endings: tuple[str, ...] = ()) -> re.Pattern | None:
    if not names:
        return None
    alternatives = "|".join(re.escape(_fold(n)) for n in sorted(names, key=len, reverse=True))
    inflected = "|".join(re.escape(_fold(e)) for e in sorted(endings, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alternatives})(?:{inflected})?(?!\w)")


@functools.lru_cache(maxsize=1 << 12)
def _other_games_named(text: str, lang: str, pattern: re.Pattern | None) -> tuple[tuple[tuple[str, int], ...], str]:
    """How often the text names each other game (``pattern``: their names), and the text folded
    with their names blanked out: the same whichever games of ours it is read for (kept by
    content: a sentence is read for each game a text may be about)."""
    folded = _fold(text)
    others: dict[str, int] = {}
    if pattern is not None:
        compared = _compared_pattern(lang)
        for m in pattern.finditer(folded):
            if compared is not None and compared.search(folded, max(0, m.start() - COMPARED_REACH), m.start()):
                continue        # "tiene cierta semejanza con el tute": a comparison, not the text's game
            others[m.group()] = others.get(m.group(), 0) + 1
        folded = pattern.sub(" ", folded)
    return tuple(others.items()), folded


def named_games(text: str, games: list[Game], lex: Lexicon) -> tuple[dict[str, int], dict[str, int]]:
    """How often the text names each of our games (by its Italian name or a name the language
    gives it, es "Brisca"; inflected, fi "Briscolassa"; once for each bonus or award only that
    game has) and each other game (other names first, so that "Briscola chiamata" is not counted
    as Briscola)."""
    named, folded = _other_games_named(text, lex.lang, _names_pattern(site_data().get("other_games") or ()))
    others = dict(named)
    endings = tuple(lex.name_suffixes)
    ours = {g.id: len(_name_pattern((g.name, *lex.game_names.get(g.id, [])), endings).findall(folded))
            for g in games}
    ordinary = _ordinary(lex)
    for g in games:
        for forms in _own_names(g, tuple(games), lex.lang):
            if not ordinary & set(forms) and _name_pattern(forms).search(folded):
                ours[g.id] += 1
    return ours, others


@per_object
def _names_pattern(names) -> re.Pattern | None:
    """``_name_pattern`` of a list of names as the site data holds it (``other_games``: a few
    hundred), worked out once per list: every sentence is read for them."""
    return _name_pattern(tuple(str(n) for n in names))


@per_object
def _ordinary(lex: Lexicon) -> frozenset[str]:
    """The language's ordinary words that are also names, folded (worked out once per lexicon)."""
    return frozenset(_fold(w) for w in lex.ordinary_words)


COMPARED_REACH = 60         # characters before a game's name where its comparison's words are looked for


@functools.cache
def _compared_pattern(lang: str) -> re.Pattern | None:
    """The language's words of comparison (``placement_cues.compared``: "similar to", "ressemble
    à"), folded, ending a few characters before another game's name."""
    from .lexicon import CHECKER_DIR, _load_yaml

    path = CHECKER_DIR / f"{lang}.yaml"
    data = (_load_yaml(path).get("placement_cues") if path.exists() else None) or {}
    phrases = [_fold(str(p)) for p in data.get("compared") or []]
    if not phrases:
        return None
    alternatives = "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)(?:\W+\w+){{0,2}}?\W+$")


OWN_NAME_KINDS = ("bonus", "award", "term")     # Napula, Scùa; Fola, versicola (not a term that is an ordinary word: ``ordinary_words``)


@functools.cache
def _own_names(game: Game, games: tuple[Game, ...], lang: str) -> list[tuple[str, ...]]:
    """The folded forms of each bonus or award name only this game's rules have (Napula, Scùa):
    a text that names one speaks of the game, whatever else it compares it with."""
    from .terms import names_in

    en, lex = lexicon(SOURCE_LANGUAGE), lexicon(lang)
    kinds = {n["name"]: n.get("kind") for n in glossary().get("names") or []}
    used = {g.id: set().union(*(names_in(c.english, en.names) for c in g.clauses)) for g in games}
    others = set().union(*(used[g.id] for g in games if g is not game))
    own = {n for n in used[game.id] - others if kinds.get(n) in OWN_NAME_KINDS}
    return [tuple(sorted({_fold(f) for f in n.forms})) for n in lex.names if n.name in own]


def confident_clauses(al: Alignment, lex: Lexicon) -> dict[str, int]:
    """Game id → how many of its clauses are stated by some sentence with confidence."""
    games = {g.id: g for g in al.games}
    best: dict[str, float] = {}
    for seg, clause in al.pairs:
        if clause is None:
            continue
        v = score(seg, segment_features(seg, lex), clause_features(clause, games[clause.game], lex.lang))
        best[clause.id] = max(best.get(clause.id, v), v)
    out: dict[str, int] = {}
    for g in al.games:
        out[g.id] = sum(1 for c in g.clauses if best.get(c.id, -1.0) >= CONFIDENT_SCORE)
    return out


def _enough(game: Game, found: int, factor: float = 1.0) -> bool:
    return found >= factor * max(MIN_CONFIDENT_CLAUSES,
                                 MIN_CONFIDENT_SHARE * sum(1 for c in game.clauses if c.phrased))


def _of_our_family(doc: Document, candidates: list[Game], ours: dict[str, int], found: dict[str, int],
                   facts: dict[str, Evidence]) -> list[Game]:
    """The games the text may be about, by the facts that make each itself (``family``): not
    one whose pack, deal, players, point table or mechanics the text contradicts more than it
    confirms, and, if the text never names it, only one with at least two of them stated as
    ours (trick games' sentences look alike: Whist's align with Briscola's clauses), and more
    than twice as many as the counts it states otherwise (Casino: our pack and our table, not
    our deal; a four-player Briscola's partnership is a variant, not a count) —
    unless its clauses are found with confidence twice over (our page translated, with its errors).
    Raises NotChecked, saying what the text states otherwise, when none is left."""
    kept, against = [], {}
    for g in candidates:
        if _enough(g, found[g.id], OWN_RULES_FACTOR):
            kept.append(g)
            continue
        ev = facts[g.id]
        if ev.against():
            against[g] = ev.contradicts
        elif ours.get(g.id) or len(ev.agrees) >= MIN_UNNAMED and \
                len(ev.agrees) > UNNAMED_AGREEMENT * sum(1 for k in ev.contradicts if k.startswith(COUNT_FACT)):
            kept.append(g)
        elif ev.contradicts:
            against[g] = ev.contradicts     # unnamed, and a fact of its own not ours (a deal of 4 beside our pack)
    if kept:
        return kept
    if against:
        game, said = max(against.items(), key=lambda x: found[x[0].id])
        detail = ", ".join(f"{k.split('.')[-1]} {v}" for k, v in sorted(said.items()))
        raise NotChecked(f"not checked: the text describes another game than {game.name} (it states {detail}); "
                         f"{OVERRIDE}", doc.path)
    raise NotChecked("not checked: the text states none of the facts that make one of our games "
                     f"(its pack, its deal, its players, its card points); {OVERRIDE}", doc.path)


def _not_contradicted(ev: Evidence) -> bool:
    """The text states no count of the game otherwise (its pack, its deal, its players, its
    Fola), or more of its facts as ours than such counts; and it does not describe another game."""
    counts = sum(1 for k in ev.contradicts if k.startswith(COUNT_FACT))
    return not ev.against() and (not counts or len(ev.agrees) > counts)


class _Lazy(dict):
    """A game's evidence (``family.evidence``), worked out the first time it is asked for: a text
    most games drop out of on their clauses alone needs none of theirs."""

    def __init__(self, make):
        super().__init__()
        self._make = make

    def __missing__(self, key):
        value = self[key] = self._make(key)
        return value


def place(doc: Document, body: list[Segment], candidates: list[Game], lex: Lexicon, forced: bool) -> Alignment:
    """The alignment of the text's sentences to the games it is checked against: each game
    whose rules are found with confidence on its own (a page may hold two in sequence); raises
    NotChecked saying what was detected when none qualifies or the text is about another game."""
    if forced:
        return align(body, candidates, lex.lang)
    ours, others = named_games(doc.body, candidates, lex)
    if others:
        other, times = max(others.items(), key=lambda x: x[1])
        title = doc.blocks[0].text if doc.blocks else ""
        title_ours, title_others = named_games(title, candidates, lex)
        # a title naming a game of ours and no other says what the text is about, however often
        # it compares that game with another ("Na bisca portuguesa o 7 vale 10. E aqui?")
        ours_titled = any(title_ours.values()) and not title_others
        if (title_others and not any(title_ours.values())) or \
                times > OTHER_GAME_RATIO * sum(ours.values()) and not ours_titled:
            raise NotChecked(f"not checked: the text is about {other.title()} (named {times} times), "
                             f"not one of our games; {OVERRIDE}", doc.path)
    if others:
        # a game of ours named only in a list with two or more games not ours ("ideal for Scopa,
        # Briscola and Tressette": a shop's pack, a history) is one game among others there, not
        # the subject
        alone: dict[str, int] = dict.fromkeys(ours, 0)
        for s in doc.segments:
            mine, theirs = named_games(s.text, candidates, lex)
            if len(theirs) < 2:         # one other game compared is no list ("close to Scopa")
                for gid, n in mine.items():
                    alone[gid] += n
        ours = alone
    feats = [segment_features(s, lex) for s in body]
    cache: dict = {}
    found = {g.id: confident_clauses(align(body, [g], lex.lang, feats, cache), lex)[g.id] for g in candidates}
    facts = _Lazy(lambda gid: evidence(by_id[gid], doc.segments, lex))
    by_id = {g.id: g for g in candidates}

    def enough(g: Game, factor: float) -> bool:
        """Its clauses found with confidence, each fact of its own the text states as ours (its
        pack, its deal, its Fola, its point table: a rule stated in the text's own words, "si
        danno ventuna carta per ciascuno") counting as one more, less those it states otherwise."""
        if _enough(g, found[g.id], factor):
            return True
        if not found[g.id] or not _enough(g, found[g.id] + len(facts[g.id].agrees), factor):
            return False
        ev = facts[g.id]
        return _enough(g, found[g.id] + max(0, len(ev.agrees) - len(ev.contradicts)), factor)

    if any(ours.values()):
        # the text names a game of ours: its name is evidence too, and a game it does not name
        # needs twice the evidence (trick games' rules look alike); a game it names and whose
        # own facts it states (its pack and its deal), contradicting none, needs only a clause;
        # so does one it is about (named often or in its title, more than any other game: a
        # deck maker's page, a history, a text about one aspect), stating more of its facts as
        # ours than otherwise
        title = named_games(doc.blocks[0].text, candidates, lex)[0] if doc.blocks else {}
        named_often = {g.id for g in candidates if (ours[g.id] >= NAMED_OFTEN or title.get(g.id)) and
                       ours[g.id] > sum(others.values()) and ours[g.id] == max(ours.values())}
        kept = [g for g in candidates
                if enough(g, NAMED_FACTOR if ours[g.id] else UNNAMED_FACTOR) or
                ours[g.id] and found[g.id] and len(facts[g.id].agrees) >= MIN_UNNAMED and not facts[g.id].contradicts or
                g.id in named_often and found[g.id] + len(facts[g.id].agrees) >= MIN_RULES_STATED and
                _not_contradicted(facts[g.id])]
    else:
        kept = [g for g in candidates if enough(g, 1.0)]
    if not kept:
        detail = ", ".join(f"{g.name} {found[g.id]} of {sum(1 for c in g.clauses if c.phrased)} clauses"
                           for g in candidates)
        raise NotChecked(f"not checked: not enough of one game's rules found with confidence ({detail}); "
                         f"{OVERRIDE}", doc.path)
    kept = _of_our_family(doc, kept, ours, found, facts)
    kept.sort(key=lambda g: -found[g.id])
    al = best_alignment(body, kept, lex.lang, feats=feats, cache=cache)
    if len(al.games) > 1 and any(ours[g.id] for g in al.games):
        # a game the text never names, whose own facts (its pack, its deal, its card values) the
        # text states only otherwise, is not what the text is about (a Briscola page's "40 cards,
        # 3 each" are no Cìcera rules stated wrong); asked only here, where it decides (the facts
        # of a game are costly to read)
        named = [g for g in al.games if ours[g.id] or facts[g.id].agrees or not facts[g.id].contradicts]
        if len(named) < len(al.games):
            al = best_alignment(body, named, lex.lang, feats=feats, cache=cache)
    if len(al.games) > 1:
        # two games' rules look alike (trick games): each must still be found with confidence in
        # its own part of the page, else the page is one game
        split = confident_clauses(al, lex)
        alone = [g for g in al.games if _enough(g, split[g.id])]
        if len(alone) < len(al.games):
            best = max(alone or al.games, key=lambda g: split[g.id])
            al = align(body, [best], lex.lang, feats, cache)
    return al
