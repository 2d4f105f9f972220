"""Whether a text describes one of our games or another game of its family: the facts that make
the game itself, read from the text and compared with our spec.

Trick games look alike (a trump, tricks, points counted at the end): sentences of Whist, Belote
or Preferans align with Briscola's clauses. What tells them apart are the pack's size, the cards
dealt to each player and to the table, the number of players, the Fola, the cards' point values,
and the mechanics a game has or lacks (bidding for the trump or a contract, melds announced for
points, fixed partnerships), and one rule no game of ours has: the lowest total wins. A fact the
text states as ours agrees, one it states otherwise contradicts; one stated both ways ("40
cards; some play with 52") agrees. Rules of play that real texts of our own games vary (the
direction, who starts, following suit once the stock is out, several deals) are not counted.
Passages about a variant (another number of players, others' practice, another game named) are
left out.

Numbers by role come from ``counts.roles_stated``, card values from ``values.stated_values``,
the lowest-total rule from ``facts.FACTS``; the mechanics' cue words (the very words, inflected
forms listed) are data per language (``other_mechanics`` in ``rules/checker/<lang>.yaml``);
whether a game has a mechanic is its spec's (``teams``, ``declarations``, ``combinations``; no
spec has bidding).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

from .canon import Game
from .document import Segment
from .lexicon import CHECKER_DIR, Lexicon, _load_yaml
from .terms import words

# Rules of play that real texts of our own games vary (the direction, who starts, following
# suit once the stock is out, how many deals) tell nothing of which game a text is about; a
# rule no game of ours or of its family has is telling: the lowest total wins.
TELLING_FACTS = ("winner",)
MIN_VALUES = 2          # ranks given a value, for a point table to agree with ours
NEGATION_REACH = 4      # words before a mechanic's cue that deny it ("there is no bidding")
THING_FACTS = frozenset({"count.deck"})     # facts of a thing the world has outside play (the pack): ``Evidence.agreed_beyond``
VALUES = "values"       # the key of the card values (a point table) agreed or contradicted
MIN_UNNAMED = 2         # facts of ours a text that never names the game must state as ours


@dataclass
class Evidence:
    """Facts of our game the text states as ours, and facts it states otherwise (fact → what
    the text says)."""

    agrees: set[str] = field(default_factory=set)
    contradicts: dict[str, str] = field(default_factory=dict)
    values: dict[str, set[int]] = field(default_factory=dict)    # rank → values the text gives it
    players_apart: str = ""     # the players a sentence sets the game for, none of them ours, when no sentence states ours ("de 3 a 6 jugadores")
    where: dict[str, set[int]] = field(default_factory=dict)    # fact agreed → the ids of the sentences that state it

    def agreed_beyond(self, sentences: frozenset[int]) -> set[str]:
        """The facts agreed, less the pack's (``THING_FACTS``) when only ``sentences`` (those that
        state a clause) state it: a pack of so many cards is a thing too (a gift, a prize, a
        cake's decoration), and a sentence that names one and aligns with the pack's clause states
        one rule at most ("una carta do baralho italiano de 40 cartas" is not the pack's clause
        and its fact too); the deal, the players, the Fola, the point table exist only in play
        ("jeder bekommt 3 Karten" is the deal's clause and its fact)."""
        return {k for k in self.agrees if k not in THING_FACTS or self.where.get(k, set()) - sentences}

    def against(self) -> bool:
        """The text describes another game: it contradicts at least two of our facts, and more
        than it agrees with."""
        return len(self.contradicts) >= 2 and len(self.contradicts) > len(self.agrees)


@functools.cache
def mechanics(lang: str) -> dict[str, list[str]]:
    """Cue words of mechanics a game may have or lack: ``bidding``, ``melds``, ``partnership``."""
    path = CHECKER_DIR / f"{lang}.yaml"
    data = _load_yaml(path) if path.exists() else {}
    return {k: [str(p) for p in v or []] for k, v in (data.get("other_mechanics") or {}).items()}


@functools.cache
def _mechanic_pattern(lang: str, name: str | None = None):
    """Any mechanic's cue word (``other_mechanics``; with ``name``, that mechanic's), folded, as a
    whole word."""
    import re

    from .lexicon import norm

    firsts = sorted({norm(w[0]) for k, v in mechanics(lang).items() if name in (None, k) for p in v if (w := words(p))},
                    key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(f) for f in firsts) + r")(?!\w)") if firsts else None


def mechanic_cued(text: str, lang: str, name: str | None = None) -> bool:
    """Whether the text holds the first word of a mechanic's cue (``other_mechanics``; with
    ``name``, of that mechanic's): a cheap test before its facts are read (``evidence``)."""
    from .lexicon import norm

    pattern = _mechanic_pattern(lang, name)
    return pattern is not None and pattern.search(norm(text)) is not None


def has_mechanic(game: Game, name: str) -> bool:
    """Whether our game has this mechanic, from its spec."""
    spec = game.engine.spec
    if name == "bidding":
        return getattr(spec, "bidding", None) is not None or getattr(spec, "contract", None) is not None
    if name == "melds":
        return spec.declarations is not None or spec.combinations is not None
    if name == "partnership":
        return any(len(t) > 1 for t in spec.teams or [])
    return True


def evidence(game: Game, segments: list[Segment], lex: Lexicon) -> Evidence:
    from .corrected import likened_game_blanked
    from .counts import roles_stated
    from .facts import FACTS, read_fact
    from .scope import variant_segments
    from .values import _values_before, other_games_masked, rank_values, stated_values

    from .scope import OTHER_PLAYERS, player_counts

    out = Evidence()
    engine = game.engine
    variants = variant_segments(segments, game, lex)
    apart: set[int] = set()
    wants = {f.name: f.value(engine) for f in FACTS}
    points = rank_values(engine)
    cues = {k: v for k, v in mechanics(lex.lang).items() if v and not has_mechanic(game, k)}
    for seg in segments:
        if seg.heading:
            continue
        if id(seg) in variants:
            if variants[id(seg)] == OTHER_PLAYERS:
                apart |= player_counts(seg.text, lex)      # its own count, not its heading's: "de 3 a 6 jugadores"
            continue
        text = seg.text
        for role, said, want in roles_stated(engine, text, lex):
            _note(out, f"count.{role}", said == want, str(said), id(seg))
        for fact in FACTS:
            want = wants[fact.name]
            if want is None or fact.name not in TELLING_FACTS:
                continue
            got = read_fact(fact, text, lex)
            here = None if got is None else fact.here(engine, got) if fact.here else got
            if here is not None and here != want:
                _note(out, f"fact.{fact.name}", False, str(got), id(seg))
        masked = other_games_masked(text)
        for group, number, quote in [*stated_values(engine, masked, lex), *_values_before(engine, masked, lex)]:
            for r in group:
                out.values.setdefault(r, set()).add(number)
            out.where.setdefault(VALUES, set()).add(id(seg))
        toks = words(likened_game_blanked(text, lex, game.id))   # "Un peu comme à la Belote, …": the game a likeness names is no mechanic said
        negations = [i for i, t in enumerate(toks) if t in lex.negation]
        for name, phrases in cues.items():
            for a in _occurrences(toks, phrases):
                if not any(a - NEGATION_REACH <= i < a for i in negations):
                    _note(out, f"mechanic.{name}", False, toks[a], id(seg))
    if "count.players" in out.contradicts and not has_mechanic(game, "partnership"):
        # four players "in two pairs": the partnerships come with the count, one difference, not
        # two ("se juega de a 4, dos parejas enfrentadas" is Briscola for four, not another game)
        out.contradicts.pop("mechanic.partnership", None)
    if apart and engine.players not in apart and "count.players" not in out.agrees:
        out.players_apart = "–".join(str(n) for n in sorted(apart))
    right = {r for r, said in out.values.items() if points.get(r) in said}
    wrong = {r for r, said in out.values.items() if points.get(r) not in said}
    if wrong:
        names = {r.code: r.name for r in engine.deck.ranks}
        out.contradicts["values"] = ", ".join(f"{names.get(r, r)} {sorted(out.values[r])[0]}" for r in sorted(wrong))
    elif len(right) >= MIN_VALUES:
        out.agrees.add(VALUES)
    return out


def _occurrences(tokens: tuple[str, ...], phrases: list[str]) -> list[int]:
    """Where each phrase occurs as the very words (no stem: "cante" is not "cantidad")."""
    out = []
    present = set(tokens)
    for p in phrases:
        w = words(p)
        if w and w[0] in present:
            out += [i for i in range(len(tokens) - len(w) + 1) if tokens[i:i + len(w)] == w]
    return sorted(out)


def _note(out: Evidence, key: str, agrees: bool, said: str, sentence: int = 0) -> None:
    """A fact stated both ways (a text that gives our value and another's) stays unsettled: an
    agreement, not a contradiction. ``sentence``: the id of the sentence that states it."""
    if agrees:
        out.agrees.add(key)
        out.where.setdefault(key, set()).add(sentence)
        out.contradicts.pop(key, None)
    elif key not in out.agrees:
        out.contradicts.setdefault(key, said)
