"""Counts by role: a number a sentence gives a role (cards dealt to each player, cards on the
table, players, the pack's size, the Fola's size) is compared with the spec's value for that
role, not with whatever numbers the clause holds.

A number's role comes from the words around it, per language (``rules/checker/<lang>.yaml``:
``roles``, ``cards``, ``each``, ``not_whole``, ``variant``). A sentence that gives several numbers
of one role, a bound ("up to 13"), a part of the pack ("the remaining cards", "without the 8s")
or a variant of the game states no count we compare; a count of players only in a sentence that
names the game (real texts list the variants: "Tre giocatori, ..."); numbers of a list ("2 or 4
players", "36 или 52 листа") state none. The table's phrase ("on the table") and the Fola's
belong to the nearest number either side of them, one in their own part of the sentence first
("Mỗi người nhận 12 lá, trên bàn lật ngửa 4 lá": the 4). Values come from the engine's facts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine import facts as engine_facts

from .lexicon import Lexicon, norm
from .numbers import Num, find_numbers
from .terms import TOKEN, has_form, phrase_spans, words

PIECE = re.compile(r"(?<!\d),|,(?!\d)|[;:()]")     # not the comma of a decimal ("100,0 %")
CARDS_REACH = 2         # words between a number and "cards" ("12 carte ciascuno", "12 lá")
CUE_REACH = 8           # words between a number and the word giving its role
NEAR_NUMBER = 3         # words between two numbers of a list ("2 or 4 players")
FOLA_REACH = 3          # words between "the Fola" and a number that says its size without "cards"
TABLE_CLOSE = 3         # words between a number and "on the table" that give it the role without "cards"


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


# Counts stated by the last sentences read, by (sentence, engine, lexicon): the detection of the
# game and the checks of its facts read the same sentences. Engines and lexicons are built once and
# kept with the entry, so their ids stay theirs.
STATED_READ = 256
_stated_read: dict[tuple[str, int, int], tuple[tuple, list[tuple[str, int, int]]]] = {}


def roles_stated(engine, text: str, lex: Lexicon) -> list[tuple[str, int, int]]:
    """(role, value stated, spec value) for each count the sentence gives a role it states once."""
    key = (text, id(engine), id(lex))
    hit = _stated_read.get(key)
    if hit is None:
        if len(_stated_read) >= STATED_READ:
            del _stated_read[next(iter(_stated_read))]
        hit = _stated_read[key] = ((engine, lex), _roles_stated(engine, text, lex))
    return list(hit[1])


def _roles_stated(engine, text: str, lex: Lexicon) -> list[tuple[str, int, int]]:
    values = _values(engine)
    sentence = words(text)
    if not values or phrase_spans(sentence, {"v": lex.variant}):
        return []
    found: dict[str, list[int]] = {}
    everywhere = _numbers(text, lex)
    whole = not phrase_spans(sentence, {"n": lex.not_whole})
    named = has_form(text, {engine.spec.name, *(f for n in lex.names if n.name == engine.spec.name for f in n.forms)})
    on_table = _attached(text, everywhere, lex.roles.get("table") or [])
    in_fola = _attached(text, everywhere, lex.roles.get("fola") or [], after_only=True)
    offset = 0
    for piece in PIECE.split(text):
        nums = _numbers(piece, lex)
        for n in nums:
            at = _index(piece, n)
            listed = any(m is not n and _listed(piece, n, m, lex) for m in nums)
            here = Place(words(piece), at, tuple(_index(piece, m) for m in nums if m is not n))
            there = Place(sentence, _index(text, n, offset),
                          tuple(_index(text, m) for m in everywhere if m.start != n.start + offset),
                          on_table.get(n.start + offset), in_fola.get(n.start + offset))
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
    table: int | None = None      # words to the table's phrase that belongs to this number, if one does
    fola: int | None = None       # ... to the Fola's


def _listed(piece: str, n: Num, m: Num, lex: Lexicon) -> bool:
    """Two numbers of one list ("2 or 4 players", "36 или 52 листа", "2, 3, 4"): near each
    other, nothing but "and", "or" or a range word between them ("12 cartas e outras três" is
    no list)."""
    a, b = (n, m) if n.start < m.start else (m, n)
    between = words(piece[a.end:b.start])
    joins = {norm(w) for w in (*lex.and_words, *lex.or_words, *lex.range_words)}
    return len(between) <= NEAR_NUMBER and all(w in joins for w in between)


def _attached(text: str, nums: list[Num], phrases: list[str], after_only: bool = False) -> dict[int, int]:
    """Number's start → how many words from it a phrase of ``phrases`` stands ("on the
    table"), for the number each phrase belongs to: the nearest within CUE_REACH words either
    side (``after_only``: after it), one in the phrase's own piece of the sentence first
    ("ricevono 12 carte, e in tavola se ne mettono 4": the table is the 4's; "Mỗi người nhận 12
    lá, trên bàn lật ngửa 4 lá": so it is)."""
    tokens = words(text)
    starts = [m.start() for m in TOKEN.finditer(text)]
    out: dict[int, int] = {}
    for a, b, _ in phrase_spans(tokens, {"t": phrases}):
        piece = _piece(text, starts[a])
        near = []
        for n in nums:
            at = _index(text, n)
            gap = a - at if at <= a else -1 if after_only else at - b
            if 0 <= gap <= CUE_REACH:
                near.append((_piece(text, n.start) != piece, gap, n.start))
        if near:
            _, gap, start = min(near)
            out[start] = min(gap, out.get(start, gap))
    return out


def _piece(text: str, at: int) -> int:
    return len(PIECE.findall(text, 0, at))


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
    if dealt and not points and there.table is not None and (cards or there.table <= TABLE_CLOSE):
        return "table"          # dealt to the table, not a table during play ("a table of 5 cards")
    fola = roles.get("fola") or []
    if not points and (_near(there.tokens, there.at, fola, FOLA_REACH if not cards else CUE_REACH,
                             CUE_REACH if cards else 0, there.others) or
                       there.fola is not None and phrase_spans(there.tokens, {"c": lex.cards}) and
                       not phrase_spans(there.tokens[max(0, there.at - 1):there.at], {"t": lex.terms.get("trump") or []})):
        return "fola"           # also named after it, in a sentence about cards: "le carte che avanzano, dodici,
        # formano la Fola" (not a number that names a trump: "takes trump 29 from the Fola")
    if not cards:
        return None
    dealer = {i for t in lex.terms.get("dealer") or [] for i, _, _ in phrase_spans(tokens, {"d": [t]})}
    decks = [a for a, _, _ in phrase_spans(tokens, {"p": roles.get("deck") or []}) if a not in dealer]
    if whole and any(abs(a - at) <= 3 for a in decks):
        return "deck"
    if alone and dealt and not phrase_spans(tokens, {"n": lex.not_whole}) and phrase_spans(tokens, {"e": lex.each}):
        return "hand"
    return None


def tricks_stated(engine, text: str, lex: Lexicon) -> list[tuple[int, int]]:
    """(tricks stated, the spec's tricks) for a sentence that says how many tricks a deal lasts:
    a number right before a trick word (data ``trick_counts``) in a sentence with a word of the
    whole deal (``whole_deal``: "lasts", "in all"); not the tricks a side takes in an example,
    not a bound, a list or a variant."""
    want = engine_facts.facts(engine).get("tricks.count")
    sentence = words(text)
    if not isinstance(want, int) or not phrase_spans(sentence, {"w": lex.whole_deal}) or \
            phrase_spans(sentence, {"v": lex.variant}):
        return []
    tricks = [tuple(words(p)) for p in lex.trick_counts if words(p)]
    said = set()
    for piece in PIECE.split(text):
        nums = _numbers(piece, lex)
        tokens = words(piece)
        for n in nums:
            at = _index(piece, n)
            if any(tuple(tokens[at:at + len(p)]) == p for p in tricks) and not _bounded(piece, n, lex) and \
                    not any(m is not n and _listed(piece, n, m, lex) for m in nums):
                said.add(n.value)
    return [(v, want) for v in said if v != want] if len(said) == 1 else []
