"""Counts by role: a number a sentence gives a role (cards dealt to each player, cards on the
table, players, the pack's size, the Fola's size) is compared with the spec's value for that
role, not with whatever numbers the clause holds.

A number's role comes from the words around it, per language (``rules/checker/<lang>.yaml``:
``roles``, ``cards``, ``each``, ``not_whole``, ``variant``). A sentence that gives several numbers
of one role, a bound ("up to 13"), a part of the pack ("the remaining cards", "without the 8s")
or a variant of the game states no count we compare; a count of players only in a sentence that
names the game (real texts list the variants: "Tre giocatori, ..."). Values come from the
engine's facts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine import facts as engine_facts

from .lexicon import Lexicon
from .numbers import Num, find_numbers
from .terms import has_form, phrase_spans, words

PIECE = re.compile(r"[,;:()]")
CARDS_REACH = 2         # words between a number and "cards" ("12 carte ciascuno", "12 lá")
CUE_REACH = 8           # words between a number and the word giving its role
NEAR_NUMBER = 3         # words between two numbers of a list ("2 or 4 players")
FOLA_REACH = 3          # words between "the Fola" and a number that says its size without "cards"


def _values(engine) -> dict[str, int]:
    """Each role's value in this game (a role the game does not have is left out)."""
    f = engine_facts.facts(engine)
    out = {"players": f.get("players"), "hand": f.get("deal.hand"), "deck": f.get("deck.size")}
    if f.get("deal.table"):
        out["table"] = f["deal.table"]
    if getattr(engine.spec, "fola", None) is not None:
        out["fola"] = f["deck.size"] - f["players"] * f["deal.hand"]
    return {k: v for k, v in out.items() if isinstance(v, int)}


def _index(text: str, n: Num, offset: int = 0) -> int:
    """The word index of a number (starting ``offset`` characters into ``text``): how many words
    come before it."""
    return len(words(text[:n.start + offset]))


def _near(tokens: list[str], at: int, table: list[str], before: int, after: int, others: tuple[int, ...] = ()) -> bool:
    """A phrase of ``table`` within reach of the number at ``at``, nearer to it than to any other
    number ("saa 12 korttia ja pöytään jaetaan 4 korttia": the table is the 4's)."""
    return any(at - before <= a <= at + after and all(abs(a - at) < abs(a - o) for o in others)
               for a, _, _ in phrase_spans(tokens, {"c": table}))


def roles_stated(engine, text: str, lex: Lexicon) -> list[tuple[str, int, int]]:
    """(role, value stated, spec value) for each count the sentence gives a role it states once."""
    values = _values(engine)
    sentence = words(text)
    if not values or phrase_spans(sentence, {"v": lex.variant}):
        return []
    found: dict[str, list[int]] = {}
    everywhere = _numbers(text, lex)
    whole = not phrase_spans(sentence, {"n": lex.not_whole})
    named = has_form(text, {engine.spec.name, *(f for n in lex.names if n.name == engine.spec.name for f in n.forms)})
    offset = 0
    for piece in PIECE.split(text):
        nums = _numbers(piece, lex)
        for n in nums:
            at = _index(piece, n)
            listed = any(m is not n and abs(_index(piece, m) - at) <= NEAR_NUMBER for m in nums)
            here = Place(words(piece), at, tuple(_index(piece, m) for m in nums if m is not n))
            there = Place(sentence, _index(text, n, offset),
                          tuple(_index(text, m) for m in everywhere if m.start != n.start + offset))
            role = _role(here, there, lex, len(nums) == 1, whole)
            if role == "players" and not named:
                continue    # "Tre giocatori, ...": a list of variants; a count of players names the game
            if role in values and not listed and not _bounded(piece, n, lex):
                found.setdefault(role, []).append(n.value)
        offset += len(piece) + 1
    return [(role, said[0], values[role]) for role, said in found.items() if len(set(said)) == 1]


@dataclass(frozen=True)
class Place:
    """A number's place among words: the words, its index, the other numbers' indices."""

    tokens: list[str]
    at: int
    others: tuple[int, ...]


def _numbers(text: str, lex: Lexicon) -> list[Num]:
    """Numbers that may count something: not "one" in words, not a footnote marker ("[1]")."""
    return [n for n in find_numbers(text, lex.lang) if not (n.word and n.value <= 1)
            and not text[:n.start].endswith("[")]


def _bounded(piece: str, n: Num, lex: Lexicon) -> bool:
    before = words(piece[:n.start])[-3:]
    return bool(phrase_spans(before, lex.qualifiers))


def _role(here: Place, there: Place, lex: Lexicon, alone: bool, whole: bool) -> str | None:
    """The role the words around a number give it (nearer to it than to another number):
    ``players`` right after it; for a count of cards, the table or the Fola (anywhere in the
    sentence: "der Rest, zwölf Karten, kommt offen auf den Tisch"; the Fola also without
    "cards": "la Fola, sono quindici"), the pack (a word that is also the dealer's is not the
    pack: it "mazziere", "mazzo"), or, when it is its clause's only number, each player's hand."""
    roles = lex.roles
    tokens, at = here.tokens, here.at
    players = [tuple(words(p)) for p in roles.get("players") or []]
    if any(tuple(tokens[at:at + len(p)]) == p for p in players):       # the very words, not a stem ("Spiel")
        return None if phrase_spans(tokens, {"t": roles.get("teams") or []}) else "players"
    points = bool(phrase_spans(there.tokens, {"v": lex.value_headers}))
    cards = _near(tokens, at, lex.cards, 0, CARDS_REACH) and not points
    dealt = bool(phrase_spans(there.tokens, {"d": roles.get("dealt") or []}))
    table = roles.get("table") or []
    if dealt and not points and _near(there.tokens, there.at, table, 0, CUE_REACH, there.others) and \
            (cards or _near(there.tokens, there.at, table, 0, 3, there.others)):
        return "table"          # dealt to the table, not a table during play ("a table of 5 cards")
    fola = roles.get("fola") or []
    if not points and _near(there.tokens, there.at, fola, FOLA_REACH if not cards else CUE_REACH,
                            CUE_REACH if cards else 0, there.others):
        return "fola"
    if not cards:
        return None
    dealer = {i for t in lex.terms.get("dealer") or [] for i, _, _ in phrase_spans(tokens, {"d": [t]})}
    decks = [a for a, _, _ in phrase_spans(tokens, {"p": roles.get("deck") or []}) if a not in dealer]
    if whole and any(abs(a - at) <= 3 for a in decks):
        return "deck"
    if alone and dealt and not phrase_spans(tokens, {"n": lex.not_whole}) and phrase_spans(tokens, {"e": lex.each}):
        return "hand"
    return None
