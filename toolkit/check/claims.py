"""Claims an aligned rule sentence makes that the engine can answer: rank orders, point values
(also from a table row "Asso: 11"), trump values and resti.

A clause's claims are found from the facts its template prints (``{rank_order}``, ``{points.A}``,
``{values.ten_point}``, ``{resto.unit}``). Each claim read from a translated sentence is compared
with the engine, never with our text: a wrong order or value in a translation is an error even
where every number in it also occurs somewhere in our rules. (Rules a sentence states wherever it
is — obligations, who starts, direction, the winner — are read by ``facts.py``.)
"""

from __future__ import annotations

import re
from typing import Callable

from toolkit.catalog import PLACEHOLDER

from ..findings import Finding, evidence
from .examples import rank_codes
from .values import card_values
from .terms import phrase_spans, words
from .lexicon import Lexicon, norm
from .numbers import find_numbers, ranges

CLAIMS: dict[str, Callable] = {}      # placeholder prefix → check(engine, clause, text, lex)
SEP = r"\s*+(?:>|[–—−-]|,)\s*+"
ITEM = r"(?<![^\W_])(?:\d++|[^\W\d_]++)"       # a whole number or word: no backtracking into it
RANK_LIST = re.compile(rf"{ITEM}(?:{SEP}{ITEM}){{2,}}")
GROUPS = re.compile(r"[;.]\s|;")


def claim(prefix: str):
    def wrap(fn: Callable) -> Callable:
        CLAIMS[prefix] = fn
        return fn
    return wrap


def check_claims(engine, clause, texts: list[str], lex: Lexicon) -> list[tuple[int, Finding]]:
    """Every claim the clause makes, read from its sentences and compared with the engine:
    (index of the sentence, issue)."""
    placeholders = set(PLACEHOLDER.findall(clause.template))
    groups = {f"values.{g.id}" for g in getattr(engine.spec.points, "trumps", None) or []}
    out: list[tuple[int, Finding]] = []
    for prefix, check in CLAIMS.items():
        if prefix == "values":
            stated = placeholders & groups        # trump groups' values, not a combination's
        else:
            stated = {p for p in placeholders if p == prefix or p.startswith(prefix + ".")}
        if stated:
            for i, text in enumerate(texts):
                out += [(i, issue) for issue in check(engine, clause, text, lex)]
    return out


# ---------------------------------------------------------------- ranks

def _rank_order(engine) -> list[str]:
    """Ranks from highest to lowest, as the engine ranks them (in the first suit)."""
    deck = engine.deck
    suit = deck.suits[0].code
    cards = [i for i, s in enumerate(deck.suit) if s == suit]
    return [deck.rank[i] for i in sorted(cards, key=lambda i: -engine.strength[i])]


def _in_order(got: list[str], want: list[str]) -> bool:
    """``got`` lists ranks in the order of ``want`` (a part of the order may be given)."""
    position = {c: i for i, c in enumerate(want)}
    return all(position[a] < position[b] for a, b in zip(got, got[1:]))


@claim("rank_order")
def check_rank_order(engine, clause, text: str, lex: Lexicon) -> list[Finding]:
    """A list of three or more ranks, in the engine's order from the highest; a part of the
    order, or the order from the lowest when the sentence says so (data: ``lower``)."""
    codes = rank_codes(engine, lex)
    want = _rank_order(engine)
    lowest_first = bool(phrase_spans(words(text), {"lower": lex.lower}))
    for m in RANK_LIST.finditer(text):
        items = re.split(SEP, m.group())
        got = [codes.get(norm(i)) for i in items]
        if None in got or len(got) < 3:
            continue
        if not _in_order(got, want) and not (lowest_first and _in_order(got[::-1], want)):
            names = {r.code: r.name for r in engine.deck.ranks}
            return [evidence("example", "error", "the rank order differs from the engine's",
                          " > ".join(names[c] for c in want), m.group())]
        return []
    return []


@claim("points")
def check_rank_points(engine, clause, text: str, lex: Lexicon) -> list[Finding]:
    """"Asso = 11, 3 = 10, Re 4", "el Caballo 3 y la Sota 2": each rank with the value the
    sentence gives it, against the engine's (``values.py``, which every sentence also gets)."""
    return card_values(engine, text, lex)


# ---------------------------------------------------------------- Minchiate trump values

def _digit_values(piece: str) -> tuple[list[int], set[int]]:
    """The digit numbers of a piece, with ranges expanded: (list in order, range members)."""
    nums = find_numbers(piece, None)
    members: set[int] = set()
    for a, b in ranges(piece, nums):
        members |= set(range(a, b + 1))
    return [n.value for n in nums], members


@claim("values")
def check_trump_values(engine, clause, text: str, lex: Lexicon) -> list[Finding]:
    """"trumps 36–40 are worth 10 each; trumps 30–35, 28 ... 5 each": each group of trumps with
    the value it states (first or last number of the group), against the engine's values."""
    deck = engine.deck
    trump_value = {n: engine.value[i] for i, n in enumerate(deck.number)
                   if n is not None and deck.suit[i] is None}
    if not trump_value:
        return []
    issues = []
    for piece in GROUPS.split(text):
        nums, members = _digit_values(piece)
        if len(nums) < 2:
            continue
        readings = []
        for value, rest in ((nums[-1], nums[:-1]), (nums[0], nums[1:])):
            if value in members:
                continue
            trumps = set(rest) | members
            wrong = sorted(t for t in trumps if trump_value.get(t) != value)
            readings.append((wrong, value, trumps))
        if not readings or any(not wrong for wrong, _, _ in readings):
            continue
        wrong, value, trumps = min(readings, key=lambda r: len(r[0]))
        if all(t in trump_value for t in trumps):
            issues.append(evidence("example", "error", "trumps are given a point value the engine does not give them",
                                "; ".join(f"{t}: {trump_value[t]}" for t in wrong),
                                piece.strip()))
    return issues


# ---------------------------------------------------------------- resti

@claim("resto")
def check_resti(engine, clause, text: str, lex: Lexicon) -> list[Finding]:
    """"a lead of 1–60 gives 1 resto, 61–120 gives 2 resti": every lead in each range must earn
    the stated resti at the end (engine: resti_at_end)."""
    from engine import tricks_primitives as tp

    unit = engine.resto_unit
    if not unit:
        return []
    issues = []
    for piece in re.split(r"[,;]\s", text):
        nums = find_numbers(piece, None)
        rs = ranges(piece, nums)
        if len(rs) != 1:
            continue
        a, b = rs[0]
        after = [n.value for n in nums if n.start > piece.index(f"{b}", piece.index(f"{a}") + len(str(a)))]
        if not after:
            continue
        stated = after[0]
        wrong = [lead for lead in range(a, b + 1) if tp.resti_at_end(lead, unit) != stated]
        if wrong:
            issues.append(evidence("example", "error", "a lead earns a different number of resti at the end",
                                f"{a}–{b}: " + ", ".join(sorted({f"{tp.resti_at_end(x, unit)} resti for {x}"
                                                                 for x in (a, b)})),
                                piece.strip()))
    return issues
