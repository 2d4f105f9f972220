"""Placement: which of our games a text is checked against.

A text is checked against a game only when enough of that game's clauses are found in it with
confidence (each aligned sentence scores well against its clause), and refused when it names
another game (Scopa, Tressette, Sueca ...: ``rules/checker/site.yaml``) more often than ours.
``--game`` overrides both.
"""

from __future__ import annotations

import re
import unicodedata

from .align import Alignment, clause_features, score, segment_features
from .canon import Game
from .document import Document, NotChecked
from .lexicon import Lexicon, site_data

CONFIDENT_SCORE = 2.5           # an aligned sentence that clearly states its clause
MIN_CONFIDENT_CLAUSES = 3
MIN_CONFIDENT_SHARE = 0.15      # of the game's phrased clauses
OVERRIDE = "pass --game (cicera, briscola, minchiate) and --lang to check it anyway"


def _fold(text: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFD", text.casefold()) if not unicodedata.combining(ch))


def _name_pattern(names: list[str]) -> re.Pattern | None:
    if not names:
        return None
    alternatives = "|".join(re.escape(_fold(n)) for n in sorted(names, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)")


def named_games(text: str, games: list[Game]) -> tuple[dict[str, int], dict[str, int]]:
    """How often the text names each of our games and each other game (other names first, so that
    "Briscola chiamata" is not counted as Briscola)."""
    folded = _fold(text)
    others: dict[str, int] = {}
    pattern = _name_pattern([str(n) for n in site_data().get("other_games") or []])
    if pattern is not None:
        for m in pattern.finditer(folded):
            others[m.group()] = others.get(m.group(), 0) + 1
        folded = pattern.sub(" ", folded)
    ours = {g.id: len(_name_pattern([g.name]).findall(folded)) for g in games}
    return ours, others


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


def place(doc: Document, al: Alignment, lex: Lexicon, forced: bool) -> list[Game]:
    """The games of the alignment the text is checked against; raises NotChecked saying what was
    detected when none qualifies."""
    if forced:
        return list(al.games)
    found = confident_clauses(al, lex)
    kept = [g for g in al.games
            if found[g.id] >= max(MIN_CONFIDENT_CLAUSES,
                                  MIN_CONFIDENT_SHARE * sum(1 for c in g.clauses if c.phrased))]
    ours, others = named_games(doc.body, al.games)
    if others:
        other, times = max(others.items(), key=lambda x: x[1])
        if times > max((ours.get(g.id, 0) for g in al.games), default=0):
            raise NotChecked(f"not checked: the text is about {other.title()} (named {times} times), "
                             f"not one of our games; {OVERRIDE}", doc.path)
    if not kept:
        detail = ", ".join(f"{g.name}: {found[g.id]} of {sum(1 for c in g.clauses if c.phrased)} clauses"
                           for g in al.games)
        raise NotChecked(f"not checked: not enough of one game's rules found with confidence ({detail}); "
                         f"{OVERRIDE}", doc.path)
    return kept
