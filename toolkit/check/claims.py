"""Claims a rule sentence makes that the engine can answer: rank orders, point values, resti, the
direction of play and who starts.

A clause's claims are found from the facts its template prints (``{rank_order}``, ``{points.A}``,
``{values.ten_point}``, ``{resto.unit}``) and, for direction and seats, from what our own English
sentence states. Each claim read from a translated sentence is compared with the engine, never
with our text: a wrong order or value in a translation is an error even where every number in it
also occurs somewhere in our rules. Words for directions and sides are data
(``rules/checker/<lang>.yaml``).
"""

from __future__ import annotations

import re
from typing import Callable

from .examples import Issue
from .lexicon import Lexicon, lexicon, norm
from .numbers import find_numbers, ranges
from .terms import words, word_matches

CLAIMS: dict[str, Callable] = {}      # placeholder prefix → check(engine, clause, text, lex)
SEP = r"\s*(?:>|[–—−-]|,)\s*"
ITEM = r"(?:\d+|[^\W\d_]+)"
# how the spec says who starts → the side of the dealer that player sits on
FIRST_PLAYER_SIDE = {"dealer_right": "right", "dealer_left": "left"}


def claim(prefix: str):
    def wrap(fn: Callable) -> Callable:
        CLAIMS[prefix] = fn
        return fn
    return wrap


def check_claims(engine, clause, texts: list[str], lex: Lexicon) -> list[tuple[int, Issue]]:
    """Every claim the clause makes, read from its sentences and compared with the engine:
    (index of the sentence, issue)."""
    placeholders = set(re.findall(r"\{([\w.]+)\}", clause.template))
    out: list[tuple[int, Issue]] = []
    for prefix, check in CLAIMS.items():
        if any(p == prefix or p.startswith(prefix + ".") for p in placeholders):
            for i, text in enumerate(texts):
                out += [(i, issue) for issue in check(engine, clause, text, lex)]
    out += _stated(texts, clause, lex, "directions", engine.spec.direction,
                   "the direction of play differs: ours is {want}", "the direction of play is not stated")
    out += _stated(texts, clause, lex, "sides", FIRST_PLAYER_SIDE.get(engine.spec.deal.first_player),
                   "the player who starts sits on the dealer's {want}",
                   "the seat of the player who starts is not stated")
    return out


# ---------------------------------------------------------------- ranks

def rank_codes(engine, lex: Lexicon) -> dict[str, str]:
    """A rank as a text writes it (its name, an accepted form of the name, its digits) → code."""
    out: dict[str, str] = {}
    for rank in engine.deck.ranks:
        out[norm(rank.name)] = rank.code
        if rank.code.isdigit():       # letter codes ("A", "R") are not how a text names a rank
            out[rank.code] = rank.code
    for name in lex.names:
        code = out.get(norm(name.name))
        if code:
            for form in name.forms:
                out.setdefault(norm(form), code)
    return out


def _rank_order(engine) -> list[str]:
    """Ranks from highest to lowest, as the engine ranks them (in the first suit)."""
    deck = engine.deck
    suit = deck.suits[0].code
    cards = [i for i, s in enumerate(deck.suit) if s == suit]
    return [deck.rank[i] for i in sorted(cards, key=lambda i: -engine.strength[i])]


@claim("rank_order")
def check_rank_order(engine, clause, text: str, lex: Lexicon) -> list[Issue]:
    codes = rank_codes(engine, lex)
    want = _rank_order(engine)
    for m in re.finditer(rf"{ITEM}(?:{SEP}{ITEM}){{2,}}", text):
        items = re.split(SEP, m.group())
        got = [codes.get(norm(i)) for i in items]
        if None in got or len(got) < 3:
            continue
        if got != want:
            names = {r.code: r.name for r in engine.deck.ranks}
            return [Issue("example", "error", "the rank order differs from the engine's",
                          " > ".join(names[c] for c in want), m.group())]
        return []
    return []


@claim("points")
def check_rank_points(engine, clause, text: str, lex: Lexicon) -> list[Issue]:
    """"Asso = 11, 3 = 10, Re 4": each rank named with a number after it, against its value."""
    codes = rank_codes(engine, lex)
    deck = engine.deck
    value = {}
    for i, r in enumerate(deck.rank):
        value.setdefault(r, engine.value[i])
    issues = []
    for piece in re.split(r"[,;.]\s", text):
        for m in re.finditer(rf"({ITEM})\s*[=:]?\s*(\d+)\b", piece):
            code = codes.get(norm(m.group(1)))
            if code is None or code not in value:
                continue
            if int(m.group(2)) != value[code]:
                issues.append(Issue("example", "error", "a card's point value differs from the engine's",
                                    f"{m.group(1)} {value[code]}", m.group().strip()))
            break
    return issues


# ---------------------------------------------------------------- Minchiate trump values

def _digit_values(piece: str) -> tuple[list[int], set[int]]:
    """The digit numbers of a piece, with ranges expanded: (list in order, range members)."""
    nums = find_numbers(piece, None)
    members: set[int] = set()
    for a, b in ranges(piece, nums):
        members |= set(range(a, b + 1))
    return [n.value for n in nums], members


@claim("values")
def check_trump_values(engine, clause, text: str, lex: Lexicon) -> list[Issue]:
    """"trumps 36–40 are worth 10 each; trumps 30–35, 28 ... 5 each": each group of trumps with
    the value it states (first or last number of the group), against the engine's values."""
    deck = engine.deck
    trump_value = {n: engine.value[i] for i, n in enumerate(deck.number)
                   if n is not None and deck.suit[i] is None}
    if not trump_value:
        return []
    issues = []
    for piece in re.split(r"[;.]\s|;", text):
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
            issues.append(Issue("example", "error", "trumps are given a point value the engine does not give them",
                                "; ".join(f"{t}: {trump_value[t]}" for t in wrong),
                                piece.strip()))
    return issues


# ---------------------------------------------------------------- resti

@claim("resto")
def check_resti(engine, clause, text: str, lex: Lexicon) -> list[Issue]:
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
            issues.append(Issue("example", "error", "a lead earns a different number of resti at the end",
                                f"{a}–{b}: " + ", ".join(sorted({f"{tp.resti_at_end(x, unit)} resti for {x}"
                                                                 for x in (a, b)})),
                                piece.strip()))
    return issues


# ---------------------------------------------------------------- direction and seats

def _matches(text: str, table: dict[str, list[str]]) -> set[str]:
    """Which keys of ``table`` (direction or side) the text states; a phrase inside a longer one
    of another key does not count ("clockwise" inside "anti-clockwise")."""
    tokens = words(text)
    spans = []
    for key, phrases in table.items():
        for phrase in phrases:
            p = words(phrase)
            for i in range(len(tokens) - len(p) + 1):
                if all(word_matches(tokens[i + k], w) for k, w in enumerate(p)):
                    spans.append((i, i + len(p), key))
    kept = set()
    for a, b, key in spans:
        if not any(k != key and c <= a and b <= d and (d - c) > (b - a) for c, d, k in spans):
            kept.add(key)
    return kept


def _stated(texts: list[str], clause, lex: Lexicon, table: str, want: str | None,
            wrong: str, unsaid: str) -> list[tuple[int, Issue]]:
    """A direction or side our English states: the text must state the engine's, not another."""
    ours = _matches(clause.english, getattr(lexicon("en"), table))
    words_of = getattr(lex, table)
    if len(ours) != 1 or want is None or not words_of:
        return []
    expected = " / ".join(words_of.get(want, [want]))
    found = False
    out = []
    for i, text in enumerate(texts):
        got = _matches(text, words_of)
        found = found or bool(got)
        if got - {want}:
            out.append((i, Issue("example", "error", wrong.format(want=want), expected,
                                 ", ".join(sorted(got - {want})))))
    if not found:
        out.append((0, Issue("example", "warning", unsaid, expected, "")))
    return out
