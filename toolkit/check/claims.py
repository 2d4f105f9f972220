"""Claims an aligned rule sentence makes that the engine can answer: rank orders, point values
(also from a table row "Asso: 11"), trump values and resti.

A clause's claims are found from the facts its template prints (``{rank_order}``, ``{points.A}``,
``{values.ten_point}``, ``{resto.unit}``). Each claim read from a translated sentence is compared
with the engine, never with our text: a wrong order or value in a translation is an error even
where every number in it also occurs somewhere in our rules. (Rules a sentence states wherever it
is — obligations, who starts, direction, the winner — are read by ``facts.py``.)
"""

from __future__ import annotations

import collections
import functools
import re
from typing import Callable

from toolkit.catalog import PLACEHOLDER

from ..findings import AMOUNT, CARD, Finding, evidence
from .cardwords import card_words
from .examples import rank_codes
from .terms import TOKEN, alternation, find_term, phrase_spans, word_matches, words
from .cues import all_but_words, cues, rule_cues
from .values import card_values
from .lexicon import Lexicon, cue_block, norm
from .structure import structure_cues
from .memo import per_object
from .numbers import find_numbers, ranges
from .obligations import cue_spans

CLAIMS: dict[str, Callable] = {}      # placeholder prefix → check(engine, clause, text, lex)
SEP = r"\s*+(?:>|[–—−-]|,)\s*+"
ITEM = r"(?<![^\W_])(?:\d++|[^\W\d_]++)"       # a whole number or word: no backtracking into it
RANK_LIST = re.compile(rf"{ITEM}(?:{SEP}{ITEM}){{2,}}")
GROUPS = re.compile(r"[;.]\s|;|\s[·•]\s+(?!\d)")     # a middle dot or bullet between words parts items ("je 10 · Trümpfe 1, …: je 5"), not a product ("4 · 12")
COLON_VALUE = re.compile(r"[:=]\s*\d+(?:\s+[^\W\d]+){0,2}[\s,;.]*$")   # "Trumps 36–40: 10 each", "= 10 p", not "97 cards: 40 trumps ..."
RUN = re.compile(r"\d+(?:[-–—]\d+){2,}")      # trumps named as a run: 1-13-28, 2-3-4-5, 1–2–3–4


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


MEMBERS_REACH = 2        # words between a count and the colon that opens the list of what it counts ("10 cards:")


def _members_listed(before: str, lex: Lexicon) -> bool:
    """The text right before a list is a count of cards and a colon ("Each suit has 10 cards:"):
    the list names the cards counted, in no order of rank."""
    m = re.search(r":\s*$", before)
    if not m:
        return False
    head = before[:m.start()]
    nums = find_numbers(head, lex.lang)
    if not nums:
        return False
    tail = words(head[nums[-1].end:])
    return 0 < len(tail) <= MEMBERS_REACH and bool(phrase_spans(tail, {"c": lex.cards}))


@claim("rank_order")
def check_rank_order(engine, clause, text: str, lex: Lexicon) -> list[Finding]:
    """A list of three or more ranks, in the engine's order from the highest; a part of the
    order, or the order from the lowest when the sentence says so (data: ``lower``, ``ascending``)."""
    codes = {**_rank_words(engine, lex), **rank_codes(engine, lex)}     # "Asso, Re, тройка, …": a rank in a word too
    want = _rank_order(engine)
    lowest_first = bool(phrase_spans(words(text), {"lower": [*lex.lower, *lex.ascending]}))    # "ordem crescente"
    highest_first = bool(phrase_spans(words(text), {"d": lex.descending}))
    ranked = bool(phrase_spans(words(text), {"r": [*lex.ranking, *lex.ascending, *lex.descending, *lex.beats]}))
    for m in RANK_LIST.finditer(text):
        if not ranked and _members_listed(text[:m.start()], lex):
            continue        # "Each suit has 10 cards: Ace, 2, 3, ...": what a count is made of, no order
        # a list with no word for its direction and no ">" may run either way ("Rangfolge: 2 – 4 – … – Asso")
        lowest_first = lowest_first or not highest_first and not re.search(r"[<>]", m.group())
        items = re.split(SEP, m.group())
        got = [codes.get(norm(i)) for i in items]
        if None in got or len(got) < 3:
            continue
        if not (lowest_first and not highest_first and phrase_spans(words(text), {"a": lex.ascending})) and \
                not highest_first and _counting_order(got, set(), [], m.group()):
            continue        # "Ranks: 2, 3, 4, 5, 6, 7": the ranks counted, in no order of strength
        if not _in_order(got, want) and not (lowest_first and _in_order(got[::-1], want)):
            names = {r.code: r.name for r in engine.deck.ranks}
            return [evidence("example", "error", "the rank order differs from the engine's",
                          " > ".join(names[c] for c in want), m.group(), role=CARD)]
        return []
    return []


@functools.cache
def _rank_words_of(lang: str, ranks: tuple[str, ...]) -> dict[str, str]:
    from .lexicon import lexicon

    return {norm(w): str(v) for v, forms in lexicon(lang).number_words.items() if str(v) in ranks
            for w in forms if " " not in w.strip()}


def _rank_words(engine, lex: Lexicon) -> dict[str, str]:
    """A numeral rank written as a word (the glossary's rank nouns, ru "тройка", fr "Trois", and
    the language's number words) → its code, for a list of ranks."""
    return _rank_words_of(lex.lang, tuple(r.code for r in engine.deck.ranks if r.code.isdigit())) if lex.lang else {}


@claim("points")
def check_rank_points(engine, clause, text: str, lex: Lexicon) -> list[Finding]:
    """"Asso = 11, 3 = 10, Re 4", "el Caballo 3 y la Sota 2": each rank with the value the
    sentence gives it, against the engine's (``values.py``, which every sentence also gets)."""
    return card_values(engine, text, lex)


# ---------------------------------------------------------------- Minchiate trump values

COUNTED_REACH = 2        # words from a count to the cards it counts (an adjective between: "56 мастевых карт")


def _counts_card(piece: str, n, lex: Lexicon) -> bool:
    """The number ``n`` of the piece counts cards ("97 cards", "40 trumps", "56 мастевых карт")."""
    counted = [*lex.cards, *(lex.terms.get("trump") or []), *(lex.terms.get("court_card") or []),
               *(w for w in lex.terms.get("numeral") or [] if " " not in w)]    # "-10 numerales y 4 figuras": counts of cards
    after = list(words(re.split(r"[,;:.()—–-]", piece[n.end:])[0]))[:COUNTED_REACH]
    if len(after) > 1 and phrase_spans(after[:1], {"e": [*lex.each, *lex.point_words]}):
        after = after[:1]   # "8 je Karte": a value per card, not eight cards
    return any(word_matches(w, c) for w in after for c in map(norm, counted))


def _digit_values(piece: str, lex: Lexicon) -> tuple[list[int], set[int], set[int]]:
    """The digit numbers of a piece that are not counts of cards, with ranges expanded: (list in
    order, range members, the indices of the numbers that bound a range)."""
    quantities = {n.start for n in find_numbers(piece, lex.lang)}     # not "section 4.2", "50 %"
    nums = [n for n in find_numbers(piece, None)     # "97 cards", "40 trumps", "56 мастевых карт": counts, not trumps
            if n.start in quantities and not _counts_card(piece, n, lex)]
    members: set[int] = set()
    bounds: set[int] = set()
    for i in range(len(nums) - 1):
        for a, b in ranges(piece, nums[i:i + 2], tuple(lex.range_words)):
            members |= set(range(a, b + 1))
            bounds |= {i, i + 1}
    return [n.value for n in nums], members, bounds


def _digit_nums(piece: str, lex: Lexicon) -> list:
    """The numbers :func:`_digit_values` lists, with their places."""
    quantities = {n.start for n in find_numbers(piece, lex.lang)}
    return [n for n in find_numbers(piece, None) if n.start in quantities and not _counts_card(piece, n, lex)]


CARD_POINTS_REACH = 4   # words after an amount of points where the card they belong to is named ("les 5 points du Re")


def _points_of_cards_blanked(engine, piece: str, lex: Lexicon) -> str:
    """``piece`` with each amount of points said to be a suit card's blanked: a number, a word for
    points, then a court card or a suit card named within ``CARD_POINTS_REACH`` words ("les 5
    points du Re", "i 5 punti del Re", "the 5 points of the Re"), no digit between: what that
    card brings, not a trump's value."""
    from .cardwords import card_words

    out = piece
    points = {"p": lex.point_words}
    for n in find_numbers(piece, None):
        after = piece[n.end:]
        toks = words(after)[:CARD_POINTS_REACH]
        spans = phrase_spans(toks, points)
        if not spans or spans[0][0] != 0:
            continue
        stop = re.search(r"\d|[,;:.!?()]", after)
        reach = after[:stop.start()] if stop else after
        if any(w.rank and not w.rank.isdigit() for w in card_words(reach, lex, engine.deck)):
            out = out[:n.start] + " " * (n.end - n.start) + out[n.end:]
    return out


VALUE_MARK = re.compile(r"[:=—–]|\s-\s")      # "36–40: 10", "Matto — 5", "Re = 5", "2–5 - 3"
BARE_MARK = re.compile(r"\s*[:=]\s*")          # a colon or equals sign alone between two numbers


def _value_linked(piece: str, places: list, at: int, lex: Lexicon, value_cues: dict) -> bool:
    """The number at ``at``, read as the value of the others, is joined to them by a word or mark
    that gives a value (``worth``, ``each``, a colon or dash) between it and its neighbour, or is
    followed by a word for points or 'each' ("5 points: trumps 1, 13", "2-5 3 each"), or by the
    verb that gives it, within the trumps' clause ("weil die 36 hier 5 zählt")."""
    other = places[at - 1] if at else places[at + 1]
    value = places[at]
    gap = piece[min(other.end, value.end):max(other.start, value.start)]
    if re.fullmatch(r"\s+:\s+", gap) and not phrase_spans(words(piece), {"t": lex.terms.get("trump") or []}):
        return False        # "В среду вышло 2 : 2, ничья": a score line, no trump named
    if value.start < other.start and BARE_MARK.fullmatch(gap):
        return False        # "Matto lisää 5: 25": what follows a colon is the value (here a total), not what precedes it
    if value.start > other.start and _party_scores(gap, lex, value_cues):
        return False        # "the player of the 40, that side scores 5": the side's score, not the trump's value
    if VALUE_MARK.search(gap) or phrase_spans(words(gap), value_cues):
        return True
    after = words(piece[value.end:])[:2]
    if after and phrase_spans(after[:1], {"p": [*lex.point_words, *lex.each]}):
        return True
    # the verb after the value, in the trumps' own clause ("weil die 36 hier 5 zählt"; not "..., die
    # eigene 4 bringt dabei nichts", where the 4 is what brings)
    return bool(after) and not re.search(r"[,;:()]", gap) and any(a == 0 for a, _, _ in phrase_spans(after, value_cues))


CLAUSE_MARK = re.compile(r"[,;]")


def _party_scores(gap: str, lex: Lexicon, value_cues: dict) -> bool:
    """After the last comma or semicolon between a card and a number, a word for a side or a
    player (data ``clause_cues.party``) comes before the word that gives a value: the clause's
    subject is who scores ("…, that side scores 5", "…, quella squadra segna 5"), and the number
    is its score."""
    marks = list(CLAUSE_MARK.finditer(gap))
    if not marks:
        return False
    tail = words(gap[marks[-1].end():])
    party = [a for a, _, _ in phrase_spans(tail, {"p": list(cue_block(lex.lang, "clause_cues").get("party", ()))})]
    worth = [a for a, _, _ in phrase_spans(tail, value_cues)]
    return bool(party and worth) and min(party) < max(worth)


VALUE_AFTER = re.compile(r"\s*+[:=]?\s*+\d")     # a number right after, whose points the word gives


def _valued_trumps(piece: str, places: list, at: int, lex: Lexicon) -> list[int]:
    """The numbers a value at ``at`` gives to, less a number with a word for points after it (an
    amount, "одиннадцать козырей по 5 очков — 55") and a number outside the bracket the value is
    in, or in a bracket of its own ("week 5 (trumps 36-40 are 10 each)")."""
    value = places[at]
    out = []
    for k, n in enumerate(places):
        if k == at:
            continue
        if phrase_spans(words(piece[n.end:])[:1], {"p": lex.point_words}) and not VALUE_AFTER.match(piece, n.end):
            continue            # (not "o 13: 10 pontos": the points are the value's)
        a, b = sorted((n.end, value.start))
        between = piece[a:b]
        if between.count("(") != between.count(")"):
            continue
        out.append(n.value)
    return out


def _value_groups(piece: str, value_cues: dict[str, list[str]], lex: Lexicon) -> list[str]:
    """A piece cut after each group of trumps that states its value, at the comma that follows
    ("trumps 36 to 40 are worth 10, trumps 1, 10 and 13 5 each, the Re 5 points, trumps 2 to 5 3
    each": four groups; the commas inside a list of trumps stay)."""
    groups, current = [], ""
    points = {norm(w) for w in lex.point_words}
    for part in re.split(r"(?<=,)\s", piece):
        current += (" " if current else "") + part
        if COLON_VALUE.search(part) or phrase_spans(words(part), value_cues) or \
                re.search(r"\d\s+(\w+)", part) and norm(re.findall(r"\d\s+(\w+)", part)[-1]) in points:
            groups.append(current)
            current = ""
    return groups + [current] if current else groups


def _card_in_words(piece: str, lex: Lexicon) -> bool:
    """A card named by its number in words, capitalised, after the last digit ("la carta
    dell'Uno conta cinque", "die Eins zählt fünf"): the value that follows is that card's."""
    found = find_numbers(piece, lex.lang)
    last_digit = max((n.end for n in found if not n.word), default=None)
    return last_digit is not None and any(n.word and n.start > last_digit and n.text[:1].isupper() for n in found)


def _value_in_words(piece: str, lex: Lexicon) -> int | None:
    """The value a group of trumps is given in words after its last digit ("… 10 e 1, il Matto e
    i quattro Re cinque ciascuno"), or None."""
    found = find_numbers(piece, lex.lang)
    last_digit = max((n.end for n in found if not n.word), default=None)
    spelt = [n for n in found if n.word and n.value > 1 and last_digit is not None and n.start > last_digit]  # not "cada uno"
    cues = {"v": [*lex.point_words, *lex.each]}
    valued = [n for n in spelt if phrase_spans(words(piece[n.end:])[:2], cues)]    # "cinque ciascuno", "five points"
    closing = [n for n in spelt if CLAUSE_END.match(piece, n.end)]     # "… 28 e 1 cinque.", not "si conta due volte)"
    chosen = valued or closing
    return chosen[-1].value if chosen else None


CLAUSE_END = re.compile(r"\s*+(?:[,;:.!?)\]]|$)")


def _spelt_points(piece: str, lex: Lexicon) -> int | None:
    """The one value a piece gives in words with a word for points right after it ("fünf
    Punkte", "cinque punti"), before or after the trump it names; None when none or several."""
    found = {n.value for n in find_numbers(piece, lex.lang)
             if n.word and n.value != 1 and phrase_spans(words(piece[n.end:])[:1], {"p": lex.point_words})}
    return found.pop() if len(found) == 1 else None


def _same_value(text: str, lex: Lexicon, trump_value: dict[int, int]) -> list[Finding]:
    """"El 1 de triunfo vale cinco puntos, y lo mismo cada uno de los triunfos 2, 3, 4 y 5": a
    value stated (one number with a word for points right after it), then a word for "the same"
    (``claim_cues_order.same_value``) and trumps named after it by their numbers: those trumps
    are given that value."""
    from .terms import TOKEN

    out = []
    for sentence in GROUPS.split(text):
        for a, _b, _ in phrase_spans(words(sentence), {"s": cues(lex, "same_value")}):
            tokens = list(TOKEN.finditer(sentence))
            if a >= len(tokens):
                continue
            at = tokens[a].start()
            before, after = sentence[:at], sentence[at:]
            said = {n.value for n in find_numbers(before, lex.lang)
                    if (not n.word or n.value > 1) and phrase_spans(words(before[n.end:])[:1], {"p": lex.point_words})}
            if len(said) != 1 or find_numbers(after, None) and any(
                    phrase_spans(words(after[n.end:])[:1], {"p": lex.point_words}) for n in find_numbers(after, lex.lang)):
                continue        # no one value before, or a value of their own after
            value = said.pop()
            nums, members, _ = _digit_values(after, lex)
            trumps = set(nums) | members
            if len(trumps) < 1 or not all(t in trump_value for t in trumps):
                continue
            wrong = sorted(t for t in trumps if trump_value[t] != value)
            if wrong:
                out.append(evidence("example", "error", "trumps are given a point value the engine does not give them",
                                    "; ".join(f"{t}: {trump_value[t]}" for t in wrong), sentence.strip(), role=AMOUNT))
            break
    return out


def _value_each(piece: str, lex: Lexicon) -> tuple[int, int] | None:
    """(where, value) of the one number a piece gives in points each ("les atouts 2 à 5 (3 points
    chacun) : 142 points en tout"): the value of the trumps named before it, whatever other
    numbers (a total, a score) follow; None when no number or several are given so."""
    points, each = alternation(lex.point_words), alternation(lex.each)
    if not points or not each:
        return None
    found = list(re.finditer(rf"(?<![\w.,])(\d+)\s+(?:{points})(?!\w)\s*,?\s*(?:{each})(?!\w)", piece, flags=re.IGNORECASE))
    return (found[0].start(), int(found[0].group(1))) if len(found) == 1 else None


@functools.cache
def _ordinal_marks(lang: str) -> tuple[str, str]:
    """The language's ordinal endings after a digit ("36-го", "36th", "36e", "36°", "36.º", "36.")
    and words before one ("thứ 36") as regex alternatives (data ``claim_cues.ordinal_suffix`` and
    ``ordinal_prefix`` in ``rule_claims``), each optional."""
    suffixes = sorted(cue_block(lang, "claim_cues").get("ordinal_suffix", ()), key=len, reverse=True)
    prefixes = sorted(cue_block(lang, "rule_claims").get("ordinal_prefix", ()), key=len, reverse=True)
    suffix = f"(?:{'|'.join(map(re.escape, suffixes))})?(?!\\w)" if suffixes else ""
    prefix = f"(?:(?:{'|'.join(map(re.escape, prefixes))})\\s+)?" if prefixes else ""
    return suffix, prefix


def _ranges_dashed(piece: str, lex: Lexicon) -> str:
    """The piece with a range's word between its numbers written as a dash ("từ 36 đến 40": the
    "đến" of a range is no bound "up to"), ordinals too ("с 36-го по 40-й", "from the 36th to
    the 40th", "thứ 36 đến thứ 40": a range of places, whose "по" gives no amount each)."""
    suffix, prefix = _ordinal_marks(lex.lang)
    for w in lex.range_words:       # a range runs upwards ("36 đến 40"); "от 40 до 1" keeps its bound
        piece = re.sub(rf"(\d+){suffix}\s+{re.escape(w)}\s+{prefix}(\d+){suffix}",
                       lambda m: f"{m.group(1)}–{m.group(2)}" if int(m.group(1)) < int(m.group(2)) else m.group(),
                       piece, flags=re.IGNORECASE)
    return piece


ALONE_REACH = 3         # words between a trump's value and the words for 'on its own' ("5 on its own")


ONLY_REACH = 3          # words between a word for 'only' and the combination it restricts a value to


OR_REACH = 3            # words between "inside or" and the combination it names ("dentro o fuori da una versicola")


OUTSIDE_REACH = 2       # words between "outside" (or "without") and the combination's word (an article: "outside a versicola")


def _either_way(toks: list[str], lex: Lexicon) -> bool:
    """A value said to hold whether or not its trump is in a combination, in the structure and
    not only in the words of ``rule_claims.regardless``: a word for 'only' negated ("nicht nur
    innerhalb einer Versicola", "non soltanto dentro"), a word for outside or without right
    before the combination's word (``value_alone.outside``, ``rule_claims.without``: "auch ohne
    Versicola", "even outside a versicola"), or a word for inside (``value_alone.inside``)
    joined by 'or' to another place before the combination's word ("dentro o fuori da una
    versicola", "inside or outside a versicola")."""
    from .examples import _block

    if phrase_spans(toks, {"r": rule_cues(lex, "regardless")}):
        return True
    block = _block(lex.lang, "value_alone")
    only, inside = block.get("only", []), block.get("inside", [])
    negated = {b for _a, b, _ in phrase_spans(toks, {"n": lex.negation})}
    if any(a in negated for a, _b, _ in phrase_spans(toks, {"o": only})):
        return True             # "not only": the value holds outside too
    combos = lex.terms.get("versicola") or []
    if any(0 <= c - b <= OUTSIDE_REACH for _, b, _ in phrase_spans(toks, {"x": [*block.get("outside", []), *rule_cues(lex, "without")]})
           for c, _, _ in phrase_spans(toks, {"c": combos})):
        return True             # "auch ohne Versicola", "even outside a versicola": the card's own value
    ors = {norm(w) for w in lex.or_words}
    for _a, b, _ in phrase_spans(toks, {"i": inside}):
        if b < len(toks) and toks[b] in ors and phrase_spans(toks[b + 1:b + 2 + OR_REACH], {"c": combos}):
            return True
    return False


def _only_in_combination(clause: str, lex: Lexicon) -> bool:
    """The clause restricts a value to a combination: a word for 'only' (``value_alone.only``)
    with a word for the combination within ``ONLY_REACH`` words after it ("vaut 5 seulement dans
    une versicola", "solo en una combinación"), and no phrase of two words or more for 'on its own'
    or 'whether or not' ("solo, fuera de una combinación")."""
    from .examples import _block

    block = _block(lex.lang, "value_alone")
    only = block.get("only", [])
    if not only:
        return False
    toks = words(clause)
    if _either_way(list(toks), lex):
        return False            # "not only in a versicola": no restriction
    combos = lex.terms.get("versicola") or []
    longer = [p for p in [*block.get("alone", []), *rule_cues(lex, "regardless")] if len(words(p)) > 1]
    if longer and phrase_spans(toks, {"a": longer}):
        return False
    for _a, b, _ in phrase_spans(toks, {"o": only}):
        if phrase_spans(toks[b:b + ONLY_REACH], {"c": combos}):
            return True
    return False


ALONE_CLAUSE = 6        # words after a trump's value to a clause saying it is alone ("5 points even when it is alone")


def _alone_later(rest: str, lex: Lexicon) -> list[str]:
    """The words right after a trump's value, up to a comma, a number or a combination's word,
    within ``ALONE_CLAUSE`` words, where they say the card is alone ("vale 5 punti anche quando è
    da solo", "worth 5 even when it stands alone"): the value is the card's alone. Else none."""
    head = re.split(r"[,;:()\d]", rest, maxsplit=1)[0]
    toks = list(words(head))[:ALONE_CLAUSE]
    combos = lex.terms.get("versicola") or []
    cut = min((a for a, _b, _ in phrase_spans(toks, {"c": combos})), default=len(toks) + 1) - 1
    return toks[:cut]           # (not the word before the combination's: "une seule combinaison", a single one)


def _value_alone(engine, text: str, lex: Lexicon, trump_value: dict[int, int]) -> list[Finding] | None:
    """"trump 29 is worth 5 on its own (as well as in a combination)": the value a clause gives a
    trump by itself (data ``value_alone.alone``: "on its own", "da solo"), against the engine's
    value of the card alone, even where the text speaks of combinations; None when no clause gives
    one (an empty list: the value given is right, and no other trump of the text is valued by it)."""
    from .examples import _block

    said = _block(lex.lang, "value_alone").get("alone", [])
    if not said:
        return None
    trump_terms = lex.terms.get("trump") or []
    out, read = [], False
    for clause in re.split(r"[;.!?]\s|[;]", text):
        if _only_in_combination(clause, lex):
            continue                    # "l'atout 29 vaut 5 seulement dans une versicola": its value there
        nums = find_numbers(clause, lex.lang)
        for a, b in zip(nums, nums[1:]):
            if a.word or a.value not in trump_value or not phrase_spans(words(clause[:a.start])[-2:], {"t": trump_terms}):
                continue
            gap = words(clause[a.end:b.start])
            after = list(words(clause[b.end:]))
            unit = [e for x, e, _ in phrase_spans(after[:2], {"p": lex.point_words}) if x == 0]
            # (past the unit: "5 puntos por sí solo", "5 points on its own")
            near = [*words(clause[a.end:b.start]), *after[:(unit[0] if unit else 0) + ALONE_REACH],
                    *_alone_later(clause[b.end:], lex)]
            before = words(clause[:a.start])     # "even outside a combination, trump 29 is worth 5"
            worth = {"w": [*lex.worth, *cues(lex, "worth")]}
            first_worth = min((x for x, _, _ in phrase_spans(gap, worth)), default=len(gap))
            # "29 on its own is worth 0", "29 zählt für sich allein 5", "29 zählt auch für sich allein 5"
            told = sum(y - x for x, y, _ in phrase_spans(gap, {"a": said}))
            if (b.word and b.value == 1) or "," in clause[a.end:b.start] or len(gap) - told > 4 or \
                    phrase_spans(gap[-2:], {"t": trump_terms}) or phrase_spans(gap, {"n": lex.negation}) or \
                    not (phrase_spans(gap, worth) or phrase_spans(words(clause[b.end:])[:1], worth)) or \
                    not (phrase_spans(near, {"a": said}) or phrase_spans(before, {"a": said})):
                continue
            read = True
            if b.value != trump_value[a.value]:
                out.append(evidence("example", "error", "trumps are given a point value the engine does not give them",
                                    f"{a.value}: {trump_value[a.value]}", clause[a.start:b.end].strip(), role=AMOUNT))
            break
    return out if read else None


def _listed_total(engine, piece: str, lex: Lexicon, trumps: set[int], trump_value: dict[int, int]) -> int:
    """The points of the trumps a piece lists and of the other cards it names (the Matto, a Re)."""
    from .examples import _named_extras

    extras = {code for _, _, code in _named_extras(piece, engine, lex)}
    return sum(trump_value.get(t, 0) for t in trumps) + sum(engine.value[c] or 0 for c in engine.cards(sorted(extras)))


def _valued_in_listed_combination(engine, text: str, lex: Lexicon, wrong: set[int], value: int) -> bool:
    """The trumps given a value are among a list of trumps the text names ("28, 29 und 30"; three
    or more joined by commas and 'and') that forms a combination, and the value is what each is
    worth in it: the value the text gives is the one in the combination, not alone."""
    from .counts import _rank_lists
    from .examples import _block
    from .scope import says_any

    combos = getattr(engine, "combos", None)
    if combos is None or not wrong or says_any(text, _block(lex.lang, "value_alone").get("alone", [])):
        return False            # "… because the 29 counts 5 on its own": its value alone, said
    nums = [n for n in find_numbers(text, None) if not n.word]
    starts = _rank_lists(text, nums, lex)
    listed = {n.value for n in nums if n.start in starts}
    if not wrong <= listed:
        return False
    cards = engine.cards(_trump_codes_of(engine, listed))
    return len(cards) == len(listed) and bool(combos.form(cards)) and \
        all(engine.value_in_combination[c] == value for c in engine.cards(_trump_codes_of(engine, wrong)))


def _counts_people(piece: str, value: int, lex: Lexicon) -> bool:
    """Every time the piece states the value, it counts people right after it (``claim_cues.people``,
    the players' word: "tavoli 1–3: 6 persone ciascuno", "Tables 1–3: six people each"): no
    value, which is of points."""
    said = [n for n in find_numbers(piece, lex.lang) if n.value == value]
    if not said:
        return False
    people = [*cues(lex, "people"), *(lex.roles.get("players") or [])]
    for n in said:
        if not phrase_spans(words(piece[n.end:])[:2], {"p": people}) or \
                phrase_spans(words(piece[n.end:])[:1], {"p": lex.point_words}):
            return False
    return True


INSIDE_REACH = 3        # words between a trump's value and a word for 'inside' that restricts it ("counts 5 inside one")


def _valued_inside(engine, piece: str, lex: Lexicon, wrong: set[int], value: int) -> bool:
    """The value is said to hold inside something (data ``value_alone.inside``: "inside",
    "within", "dentro", "innerhalb"; within ``INSIDE_REACH`` words after the value) and it is what
    each trump is worth in a combination: the text gives the value in a combination, whatever it
    calls the combination ("a set", "one")."""
    from .examples import _block

    inside = _block(lex.lang, "value_alone").get("inside", [])
    if not inside or not wrong or not all(engine.value_in_combination[c] == value
                                          for c in engine.cards(_trump_codes_of(engine, wrong))):
        return False
    return any(phrase_spans(words(piece[n.end:])[:INSIDE_REACH + 1], {"i": inside}) and
               not _either_way(list(words(piece[n.end:])), lex)     # "dentro o fuori da una versicola": both
               for n in find_numbers(piece, lex.lang) if n.value == value)


def _trump_codes_of(engine, numbers: set[int]) -> list[str]:
    from .examples import _trump_codes

    trumps = _trump_codes(engine)
    return [trumps[n] for n in sorted(numbers) if n in trumps]


def _stated_values(piece: str, lex: Lexicon) -> list[str]:
    """A piece cut after each value it states that a word for 'and' follows ("el triunfo 1 vale 5
    y del 2 al 5 valen 3 cada uno": two groups, each with its own value)."""
    from .examples import _word_spans

    ands = alternation(lex.and_words)
    points = alternation(lex.point_words)
    if not ands:
        return [piece]
    cuts = []
    for _a, e in _word_spans(piece, [*lex.worth, *cues(lex, "worth")]):
        m = re.match(rf"\s*\d+(?:\s+(?:{points or '(?!)'})(?!\w))?\s*,?\s*(?=(?:{ands})(?!\w))", piece[e:], flags=re.IGNORECASE)
        if m and e + m.end() < len(piece):
            cuts.append(e + m.end())
    out, last = [], 0
    for c in sorted(set(cuts)):
        out.append(piece[last:c])
        last = c
    return [*out, piece[last:]]


def _continues_list(piece: str, lex: Lexicon) -> bool:
    """The piece's first digit number is followed by another digit number after a comma or a
    word for 'and' only ("1, 2 und 3", "2 e 3"): it begins a list of trumps."""
    first = next((n for n in find_numbers(piece, lex.lang) if not n.word), None)
    if first is None:
        return False
    ands = alternation(lex.and_words)
    glue = rf"\s*(?:,|(?:{ands})(?!\w))\s*\d" if ands else r"\s*,\s*\d"
    return bool(re.match(glue, piece[first.end:], flags=re.IGNORECASE))


def _within_range(piece: str, lex: Lexicon) -> str:
    """``piece`` with each range a run lies within blanked out (``examples.ranges_within``: "a
    run inside 28–40"): it values no trumps. Offsets kept."""
    from .examples import ranges_within

    for a, b in ranges_within(piece, lex):
        piece = piece[:a] + " " * (b - a) + piece[b:]
    return piece


@claim("values")
def check_trump_values(engine, clause, text: str, lex: Lexicon) -> list[Finding]:
    """"trumps 36–40 are worth 10 each; trumps 30–35, 28 ... 5 each": each group of trumps with
    the value it states (first or last number of the group), against the engine's values."""
    deck = engine.deck
    trump_value = {n: engine.value[i] for i, n in enumerate(deck.number)
                   if n is not None and deck.suit[i] is None}
    if not trump_value:
        return []
    from .values import asides_masked

    text = asides_masked(text, lex)     # "Re (ognuno dei quattro): 4": no trump 4
    top = max(v for v in engine.value if v is not None)
    alone = _value_alone(engine, text, lex, trump_value)
    if alone is not None or phrase_spans(words(text), {"c": lex.terms.get("versicola") or []}) and \
            not _either_way(list(words(text)), lex):
        return alone or []              # a combination's score is not its trumps' values; but "5 whether or not in a versicola" is the card's; a trump valued alone ("trump 29 alone is worth 0") is the value the piece gives
    value_cues = {"v": [*lex.worth, *cues(lex, "worth"), *lex.each]}
    issues = _same_value(text, lex, trump_value)
    if issues:
        return issues
    for piece in (c for p in GROUPS.split(text) for g in _value_groups(p, value_cues, lex)
                  for c in _stated_values(g, lex)):
        piece = _within_range(piece, lex)   # "a run inside 28–40": the range a run lies within, no trumps valued
        if RUN.search(piece) or _qualified_as_written(words(_ranges_dashed(piece, lex)), lex):
            continue                    # "2-3-4-5", "at least three trumps": a combination
        if phrase_spans(words(piece), {"t": lex.terms.get("trick") or []}):
            continue                    # "Ganha o trunfo 2, e a vaza vale 8 pontos": a trick's points
        if not COLON_VALUE.search(piece) and not phrase_spans(words(piece), value_cues):
            continue                    # trumps named, no value given ("three in a row between 1 and 5")
        from .values import SUM

        piece = SUM.sub(lambda m: " " * len(m.group()), piece)     # "5 + 5 + 10": values added up, not trumps
        piece = _points_of_cards_blanked(engine, piece, lex)      # "rapporte les 5 points du Re": the Re's value
        if any(_counts_card(piece, n, lex) for n in find_numbers(piece, None)):
            continue                    # "97 cards: 40 trumps numbered 1 to 40, …": the pack's make-up, not values
        nums, members, bounds = _digit_values(piece, lex)
        one_spelt = _spelt_points(piece, lex) if len(nums) == 1 and not members else None
        if len(nums) < 2 and one_spelt is None:
            continue
        readings, spelt, explicit = [], None, None
        if one_spelt is not None:       # "Fünf Punkte ist der Trumpf 29 immer wert", "il Trionfo 29 vale cinque punti"
            spelt = one_spelt
            readings.append(([t for t in nums if trump_value.get(t) != one_spelt], one_spelt, set(nums)))
        elif explicit := _value_each(piece, lex):     # "les atouts 2 à 5 (3 points chacun) : 142 points en tout"
            before, members_before, _ = _digit_values(piece[:explicit[0]], lex)
            trumps = set(before) | members_before
            if not trumps or all(trump_value.get(t) == explicit[1] for t in trumps):
                continue
            readings.append((sorted(t for t in trumps if trump_value.get(t) != explicit[1]), explicit[1], trumps))
        elif spelt := _value_in_words(piece, lex):   # "30-35, 28 e 1 cinque ciascuno": every digit is a trump
            if _card_in_words(piece, lex):
                continue            # "1, 2, 3, 4 e 5, che la carta dell'Uno conta cinque": the value of the card named
            trumps = set(nums) | members
            readings.append((sorted(t for t in trumps if trump_value.get(t) != spelt), spelt, trumps))
        each = phrase_spans(words(_ranges_dashed(piece, lex)), {"e": lex.each})  # not a range's "по"
        places = _digit_nums(piece, lex)
        for at, value, rest in ((len(nums) - 1, nums[-1], nums[:-1]), (0, nums[0], nums[1:])):
            if at in bounds or spelt or explicit:
                continue
            if len(places) == len(nums) and len(nums) > 1:
                if not _value_linked(piece, places, at, lex, value_cues):
                    continue    # "die Partei schreibt 5 für den Re, die eigene 4 bringt nichts": no word gives one number as the other's value
                rest = _valued_trumps(piece, places, at, lex)
                if not rest and not members:
                    continue    # no trump left for this value: no reading ("1 được 3 điểm" read from the 1)
            if value > top and not each:
                continue        # "..., die Papi bringen 11 Punkte": more than any card is worth, a score
            if not at and _continues_list(piece, lex):
                continue        # "1, 2 und 3 ...": the first number begins a list of trumps, not a value
            trumps = set(rest) | members
            wrong = sorted(t for t in trumps if trump_value.get(t) != value)
            readings.append((wrong, value, trumps))
        if not readings or any(not wrong for wrong, _, _ in readings):
            continue
        if not each and any(len(tr) > 1 and v == _listed_total(engine, piece, lex, tr, trump_value) for _, v, tr in readings):
            continue                    # "o 20 e o 13: 10 pontos": the cards' points added up, not each one's
        wrong, value, trumps = min(readings, key=lambda r: len(r[0]))
        from .values import _combination_score

        if (_combination_score(engine, piece, lex, leave=value) == value or
                _combination_score(engine, piece, lex) == value) and \
                not phrase_spans(words(_ranges_dashed(piece, lex)), {"e": lex.each}):    # (ru "с 36 по 40": a range's "по")
            continue                    # "1 and 40 with the Matto give 20": the combination's score (not "50 each")
        in_runs = {int(x) for m in RUN.finditer(text) for x in re.split(r"[-–—]", m.group())}
        if set(wrong) <= in_runs and all(engine.value_in_combination[c] == value
                                         for c in engine.cards(_trump_codes_of(engine, set(wrong)))):
            continue                    # "28-29-30-31 bringt 20, weil die 29 hier 5 zählt": its value in the run named
        if _valued_in_listed_combination(engine, text, lex, set(wrong), value):
            continue                    # "28, 29 und 30 ergeben 15, weil die 29 in der Folge 5 zählt": the same, listed
        if _valued_inside(engine, piece, lex, set(wrong), value):
            continue                    # "a set scores the sum of its cards; trump 29 counts 5 inside one": in a combination
        if _counts_people(piece, value, lex):
            continue                    # "tables 1–3: 6 people each": the number counts something else, no value
        if all(t in trump_value for t in trumps):
            issues.append(evidence("example", "error", "trumps are given a point value the engine does not give them",
                                "; ".join(f"{t}: {trump_value[t]}" for t in wrong),
                                piece.strip(), role=AMOUNT))
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
        nums = find_numbers(piece, lex.lang)      # "61–120 kaksi": the resti may be a number word
        rs = ranges(piece, [n for n in nums if not n.word])
        if len(rs) != 1:
            continue
        a, b = rs[0]
        end = piece.index(f"{b}", piece.index(f"{a}") + len(str(a))) + len(str(b))
        # the resti, in digits or words, before an aside ("61–120 kaksi (esim. ero 100 = 2 resti)")
        told = piece[end:].split("(")[0]
        after = [n.value for n in find_numbers(told, lex.lang)]
        if not after:
            continue
        stated = after[0]
        wrong = [lead for lead in range(a, b + 1) if tp.resti_at_end(lead, unit) != stated]
        if wrong:
            issues.append(evidence("example", "error", "a lead earns a different number of resti at the end",
                                f"{a}–{b}: " + ", ".join(sorted({f"{tp.resti_at_end(x, unit)} resti for {x}"
                                                                 for x in (a, b)})),
                                piece.strip(), role=AMOUNT))
    return issues


# ---------------------------------------------------------------- rank order stated anywhere

CHEVRONS = str.maketrans("›‹≻≺＞＜", "><><><")    # "Asso › 3 › Re": a typographic 'greater than'
RANK_TOKEN = re.compile(r"[^\W_]++|[<>]")
ARITHMETIC = re.compile(r"\d+(?:\s*+[+=−×]\s*+\d+)+")     # "5 + 3 = 8", "2+3": a sum worked out
BRACKETED_AFTER = re.compile(r"[^\W_] ?\($")     # a bracket opened right after a word or number ("Q(", "Re (")
RANK_GAP = 3                # words between two ranks of one list or chain ("X beats Y, which beats Z")


@functools.cache
def _suits_named(lang: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    from .cardwords import ITALIAN
    from .lexicon import lexicon

    out = {code: list(names) for code, names in lexicon(lang).suits.items()}
    if lang != ITALIAN:
        for code, names in lexicon(ITALIAN).suits.items():
            out.setdefault(code, []).extend(n for n in names if n not in out[code])
    return tuple((code, tuple(names)) for code, names in out.items())


def _suit_names(lex: Lexicon) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Each suit's names in the language and, as the cards' names are kept, in Italian ("In
    Denari und Coppe ist die 10 die höchste", "Át … Coppe"): the suits a claim names."""
    return _suits_named(lex.lang)


def _suit_orders(engine, suits: set[str]) -> list[list[str]]:
    """Each suit's ranks from the highest, as the engine ranks them (only ``suits`` if given)."""
    deck = engine.deck
    out = []
    for suit in deck.suits:
        if suits and suit.code not in suits:
            continue
        cards = [i for i, s in enumerate(deck.suit) if s == suit.code]
        order = [deck.rank[i] for i in sorted(cards, key=lambda i: -engine.strength[i])]
        if order not in out:
            out.append(order)
    return out


def _mentions(engine, text: str, lex: Lexicon, number_words: bool) -> tuple[list[str], list[tuple[int, str]]]:
    """The sentence's tokens and each rank it names: (token index, rank code), a name of two or
    three words once; with ``number_words``, also a numeral by its number word ("Zehn", "tre",
    "lá ba")."""
    codes = {**_suit_rank_names(engine, lex), **rank_codes(engine, lex)}
    digits = {r.code for r in engine.deck.ranks if r.code.isdigit()}
    for value, said in lex.number_words.items() if number_words else ():
        if str(value) in digits:
            for w in said:
                codes.setdefault(norm(w), str(value))
    found = list(RANK_TOKEN.finditer(text))
    tokens = [norm(m.group()) for m in found]
    # a name in a case ("Ässän", "Kolmosen", "семёркой") where the language declines nouns: the
    # card vocabulary reads it by its stem (not in German: "unten" is no "Unter")
    # (not a card of several words one of which names its rank as written: "Sauvoissa Asso", a suit
    # in a case then the rank, is the Asso of Batons, named once, by its "Asso"; the suit word is no
    # second Asso)
    inflected = {w.start: w.rank for w in card_words(text, lex, engine.deck) if w.rank and not w.spelled
                 and not any(norm(m.group()) in codes for m in RANK_TOKEN.finditer(text, w.start, w.end))} \
        if lex.declines_names else {}
    phrases = {tuple(k.split()): c for k, c in codes.items() if " " in k}
    ordinal = {norm(w) for w in rule_cues(lex, "ordinal_prefix")}
    out, skip = [], -1
    worked = [m.span() for m in ARITHMETIC.finditer(text)] if "+" in text or "=" in text else []
    for i, t in enumerate(tokens):
        if i <= skip:
            continue
        if t.isdigit() and any(a <= found[i].start() < b for a, b in worked):
            continue            # "(5 + 3 = 8)": the numbers of a sum worked out are points, no ranks
        if t.isdigit() and BRACKETED_AFTER.search(text, 0, found[i].start()) and \
                text[found[i].end():found[i].end() + 1] == ")":
            continue            # "A(11), 3(10), Q(3)": a number alone in brackets after a card is its points
        hit = next(((n, phrases[p]) for n in (3, 2) if (p := tuple(tokens[i:i + n])) in phrases), None)
        if hit:                 # a name of several words ("kỵ sĩ", "lá ba"): one mention, at its last word
            out.append((i + hit[0] - 1, hit[1]))    # (so that its words are no gap in a list: "lá 3, thứ hai là Asso")
            skip = i + hit[0] - 1
        elif t in codes:
            if not t.isdigit() and i and tokens[i - 1] in ordinal and codes[t].isdigit():
                continue        # vi "thứ hai là Asso": the second place, no 2
            out.append((i, codes[t]))
        elif found[i].start() in inflected and not t.isdigit():
            out.append((i, inflected[found[i].start()]))
    if number_words and "1" not in digits and "A" in {r.code for r in engine.deck.ranks} and \
            any(c.isdigit() for _, c in out) and not any(t.isdigit() and t not in digits and t != "1" for t in tokens):
        # "from 10 down to 1", "от 1 до 10": beside another numeral, and no number that is no rank
        # ("40-1", the trumps), 1 is the Asso written as a number
        out = sorted([*out, *((i, "A") for i, t in enumerate(tokens) if t == "1")])
    own = _suit_rank_names(engine, lex)
    if own:
        # a suit's own name beside the rank's pack name names the same card ("Re, Regina, Cavallo,
        # Fante (Fantina à Coupes et à Deniers)"): one mention, the pack name's
        # (a phrase's mention may stand past the last token: vi "lá ba" matched at the end)
        said = {i: tokens[i] if i < len(tokens) else "" for i, _ in out}
        named = {c for i, c in out if said[i] not in own}
        out = [(i, c) for i, c in out if said[i] not in own or c not in named]
    return tokens, out


def _suit_rank_names(engine, lex: Lexicon) -> dict[str, str]:
    """A rank's own name in some suits (the deck's ``suits[].names``: Minchiate's Fante is the
    Fantina in Cups and Coins), with the glossary's forms of that name in the language ("Fantine",
    fi "Fantinan") → the rank's code: an order naming the Fantina orders the Fante's rank."""
    out: dict[str, str] = {}
    for suit in engine.deck.suits:
        for code, name in (suit.names or {}).items():
            out[norm(name)] = code
            for n in lex.names:
                if norm(n.name) == norm(name):
                    out.update((norm(f), code) for f in n.forms)
    return out


def _pair_ways(run: list[tuple[int, str]], tokens: list[str], ends: set[int], lex: Lexicon) -> list[set[str]]:
    """Which way each two neighbours of a run are compared: "down" (a beating word or "above"
    between them), "up" ("below", or a word of losing that names the second as what the first
    loses to), or neither."""
    table = {"down": [*lex.beats, *_above(lex)], "up": lex.below, "lost": list(_loses_to(lex))}
    out = []
    for (a, _), (b, _) in zip(run, run[1:]):
        ways = set()
        after = _compared_after(tokens, b, lex)
        if after and not any(a < e < b for e in ends):
            out.append({after})     # fi "Cavallo on Reä vahvempi": the second rank is what the first is compared with
            continue
        for c, e, k in phrase_spans(tokens[a + 1:b], table):
            if a + 1 + c in ends:
                continue
            if k == "lost":
                if not _loser_of(tokens[a + 1 + e:b], lex):
                    continue
                k = "up"
            ways.add(k)
        out.append(ways)
    return out


STANDARD_REACH = 1          # words between a comparative's standard and the comparative after it ("Reä selvästi vahvempi")
CASE_ENDING = 3             # letters of a case ending written after digits ("7:ää", "10:tä")


def _compared_after(tokens: list[str], at: int, lex: Lexicon) -> str | None:
    """Where the language sets the standard of a comparison before its comparative, in a case of
    its own (fi "Cavallo on Reä vahvempi", "Asso on kolmosta vahvempi", "7:ää heikompi"; data
    ``claim_cues.above_after`` / ``below_after`` and the case's ``standard_endings``): the rank at
    ``at`` is what the rank before it is compared with — "down" when the first is the higher, "up"
    when it is the lower. A rank named in its base form is no standard ("seiska on vahvempi": the
    seiska is the subject, its second term left out)."""
    above, below, endings = _after_cues(lex.lang)
    if not endings:
        return None
    word, k = tokens[at], at + 1
    if word.isdigit() and k < len(tokens) and len(tokens[k]) <= CASE_ENDING and tokens[k].endswith(endings):
        k += 1                      # "7:ää": the case's ending written after the digits
    elif word in _base_names(lex.lang) or not word.endswith(endings):
        return None
    for c in range(k, min(k + STANDARD_REACH + 1, len(tokens))):
        if tokens[c] in above:
            return "down"
        if tokens[c] in below:
            return "up"
    return None


@functools.cache
def _after_cues(lang: str) -> tuple[frozenset[str], frozenset[str], tuple[str, ...]]:
    from .lexicon import lexicon

    lex = lexicon(lang)
    return (frozenset(norm(w) for w in cues(lex, "above_after")), frozenset(norm(w) for w in cues(lex, "below_after")),
            tuple(norm(w) for w in cues(lex, "standard_endings")))


@functools.cache
def _compared_words(lang: str) -> tuple[str, ...]:
    above, below, _ = _after_cues(lang)
    return tuple(sorted(above | below))


@functools.cache
def _base_names(lang: str) -> frozenset[str]:
    """The ranks' names as a dictionary gives them (the pack's names, their translations, the
    first of each number's words): a rank in its base form."""
    from .lexicon import lexicon

    lex = lexicon(lang)
    out = {norm(n.name) for n in lex.names} | {norm(t) for n in lex.names for t in n.translations}
    return frozenset(out | {norm(ws[0]) for ws in lex.number_words.values() if ws})


LOSER_REACH = 2             # short words from a word of losing to the rank it loses to ("loses to the", "perde contro il")


def _loser_of(between: list[str], lex: Lexicon) -> bool:
    """The words from a word of losing to the next rank name that rank as what it loses to: a
    preposition and an article at most, no "then" or "and" ("the Cavallo loses to the Re"; not
    "I played the Asso and lost, then the 3 won")."""
    stops = {norm(w) for w in (*_then_words(lex), *lex.and_words)}
    return len(between) <= LOSER_REACH and not stops & set(between)


def _compared_runs(runs: list[list[tuple[int, str]]], tokens: list[str], ends: set[int],
                   lex: Lexicon) -> list[list[tuple[int, str]]]:
    """Runs cut between two ranks compared by nothing where other neighbours are compared: "the 3
    beats the Re, and the Asso beats the 3" is two comparisons, not the chain 3 > Re > Asso."""
    out = []
    for run in runs:
        ways = _pair_ways(run, tokens, ends, lex)
        marked = [bool(w) or bool({"<", ">"} & set(tokens[a + 1:b])) for w, (a, _), (b, _) in zip(ways, run, run[1:])]
        if not any(marked) or all(marked):
            out.append(run)
            continue
        part = [run[0]]
        for m, r in zip(marked, run[1:]):
            if not m:
                out.append(part)
                part = []
            part.append(r)
        out.append(part)
    return out


def _runs(mentions: list[tuple[int, str]], cue: frozenset[int] = frozenset()) -> list[list[tuple[int, str]]]:
    """Ranks named close together, each once; the words of a comparative between two ranks
    (``cue``: "is higher than") do not count as words between them."""
    runs: list[list[tuple[int, str]]] = []
    for i, code in mentions:
        gap = sum(1 for k in range(runs[-1][-1][0] + 1, i) if k not in cue) if runs else 0
        if runs and gap <= RANK_GAP and code not in {c for _, c in runs[-1]}:
            runs[-1].append((i, code))
        else:
            runs.append([(i, code)])
    return runs


def stated_rank_order(engine, text: str, lex: Lexicon) -> list[Finding]:
    """The order of ranks a sentence states, wherever it is: in a sentence about ranking (data
    ``ranking``, a beating word, ">"), a list or chain of ranks ("Asso, 3, Re", "the 3 beats the
    Re, which beats the Cavallo"); two ranks only when one beats the other or the sentence says
    which way the list runs; or one rank called the highest or the lowest (data ``top`` /
    ``bottom``; among the numerals when the sentence says numeral); a comparative between two
    ranks says which way they go ("the Re is higher than the 3", "più forte del", "старше":
    data ``above``; ``below``). A list runs from the
    highest unless the sentence says from the lowest (``ascending``); with neither said, either
    way is read. Compared with the engine's order in the suits the sentence names, else in any
    suit. A sentence about points (``value_headers``) or trumps is not about the suits' ranks."""
    if not getattr(engine, "strength", None):
        return []
    text = text.translate(CHEVRONS)
    out = []
    before = None
    for piece in _pieces(text, lex):
        piece, before = _same_order(engine, piece, before, lex), piece
        piece = _focus_dropped(piece, lex.lang)
        but = _all_but(engine, piece, lex)
        if but is not None:
            out += but
            continue
        piece, behind = _ahead_of(piece, lex)
        piece = _points_clauses_blanked(engine, piece, lex)
        piece = _label_blanked(engine, piece, lex)
        out += [*_rank_order_in(engine, piece, lex), *_behind(engine, piece, behind, lex),
                *_trump_extremes(engine, piece, lex, text)]
    return out[:1]


LABEL_COLON = re.compile(r"\s?:\s")
ARTICLE_CHARS = 3           # a word this short beside a rank in a label is its article ("El 10:", "Die 3:")


def _label_blanked(engine, piece: str, lex: Lexicon) -> str:
    """The piece with its label blanked: the words before its first colon, where they name ranks
    by numbers only ("Player's guide, three stars:", "ROBOT v2.3 — ANALYSE :", "Ficha 5, nivel
    dos:") and say nothing of an order (no word of ranking, of an end, of comparing or beating),
    and are more than the rank with an article (not "Тройка:", an answer's subject), and the words
    after the colon name a rank: a label's numbers are no ranks of the rule after it."""
    m = LABEL_COLON.search(piece)
    if m is None:
        return piece
    label = piece[:m.start()]
    tokens, mentions = _mentions(engine, label, lex, True)
    at = {i for i, _ in mentions}
    others = [t for k, t in enumerate(tokens) if k not in at]
    if not mentions or set(words(label)) & _rank_name_words(engine, lex) or \
            all(len(t) <= ARTICLE_CHARS for t in others):
        return piece            # (a label that is a rank, "Тройка:", "El 10:": the entry's subject)
    cues_ = [*lex.ranking, *lex.top, *lex.bottom, *lex.above, *lex.below, *lex.beats, *lex.ascending, *lex.descending]
    if phrase_spans(list(words(label)), {"o": cues_}) or not _mentions(engine, piece[m.end():], lex, True)[1]:
        return piece
    return " " * len(label) + piece[len(label):]


def _rank_name_words(engine, lex: Lexicon) -> frozenset[str]:
    """The ranks' names (not their numbers) as tokens: a label naming one ("Asso:") is no label."""
    return frozenset(k for k in {**_suit_rank_names(engine, lex), **rank_codes(engine, lex)} if not k.isdigit())


LIST_ENTRY_WORDS = 2     # words besides its ranks an entry of a list of ranks may hold ("poi 7, 6, 5, 4 e 2")
LIST_RANKS = 3           # ranks a list announced by the sentence before it must name to state an order


def list_entry_ranks(engine, text: str, lex: Lexicon) -> list[str] | None:
    """The ranks a bare entry of a list names ("Asso", "Cavallo", "poi 7, 6, 5, 4 e 2", "Asso, Tre,
    Re, Fante, Cavallo"), None where the text says more than a rank or two words of glue."""
    tokens, mentions = _mentions(engine, text, lex, True)
    if not mentions or len(tokens) - len(mentions) > LIST_ENTRY_WORDS:
        return None
    return [code for _, code in mentions]


ANSWER_WORDS = 2         # words besides its rank a short answer's first clause may hold ("The 10.", "El 10, por supuesto")
ANSWER_END = re.compile(r"[,.;:!—–(]")


def answered_rank(engine, question: str, answer: str, lex: Lexicon) -> list[Finding]:
    """A question that asks which rank is the highest or the lowest (data ``top``, ``bottom``;
    naming no rank: "Which numeral is the highest in Cups and Coins?") or which of two ranks is
    higher or lower (``above``, ``below``; the two named: "Which is higher, the 3 or the Re?"),
    and the answer after it whose first clause names one rank and little else ("The 10.", "El
    10, por supuesto", "Il Re."): the answer's rank read in the question's place, compared with
    the engine's order in the suits the question names."""
    if not getattr(engine, "strength", None):
        return []
    for head in (answer.lstrip(" —–-"), LABEL_HEAD.sub("", answer.lstrip(" —–-"))):
        a_tokens, said = _mentions(engine, ANSWER_END.split(head, 1)[0], lex, True)
        if len(said) == 1 and len(a_tokens) - 1 <= ANSWER_WORDS:
            break
    else:
        return []
    code = said[0][1]
    plain = words(question.translate(CHEVRONS))
    tokens, asked = _mentions(engine, question, lex, True)
    if phrase_spans(plain, {"v": lex.value_headers}) or _trumps_with(question, lex):
        return []
    suits = {c for c, names in _suit_names(lex) for n in names if find_term(plain, n) is not None}
    orders = _suit_orders(engine, suits)
    up, down = _asked_comparatives(lex)
    compare = phrase_spans(tokens, {"up": [*_above(lex), *up, *lex.top], "down": [*lex.below, *down, *lex.bottom]})
    seconds = _second_tops(tokens, lex)         # "¿cuál es la segunda carta más fuerte?": no end asked
    ends = {k for a, _, k in phrase_spans(tokens, {"top": lex.top, "bottom": lex.bottom})
            if a in _superlatives(tokens, lex) and a not in seconds}
    if len(asked) == 2 and compare and code in {c for _, c in asked} and len({c for _, c in asked}) == 2:
        other = next(c for _, c in asked if c != code)
        got = [code, other] if compare[0][2] == "up" else [other, code]
        if any(set(got) <= set(o) and not _in_order(got, o) for o in orders) and \
                not any(set(got) <= set(o) and _in_order(got, o) for o in orders):
            names = {r.code: r.name for r in engine.deck.ranks}
            return [evidence("example", "error", "the rank order differs from the engine's",
                             " > ".join(names[c] for c in _rank_order(engine)), " > ".join(names[c] for c in got), role=CARD)]
        return []
    if not asked and not phrase_spans(tokens, {"c": [*_above(lex), *lex.below]}) and len(ends) == 1:
        return _extreme(engine, plain, a_tokens, said[0], ends.pop(), orders, lex,
                        every=bool(phrase_spans(plain, {"e": lex.every_suit})))
    return []


@per_object
def _asked_comparatives(lex: Lexicon) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The comparatives of data ``above`` and ``below`` without the word for 'than' that closes
    most of them ("higher than" → "higher", "stärker als" → "stärker", "korkeampi kuin" →
    "korkeampi"): a question names both cards before it asks "which is higher, the 3 or the Re?"."""
    phrases = [words(p) for p in [*lex.above, *lex.below] if len(words(p)) > 1]
    lasts = collections.Counter(p[-1] for p in phrases)
    than = [w for w, n in lasts.most_common(1) if n >= 2]
    if not than:
        return (), ()
    cut = lambda ps: tuple(" ".join(words(p)[:-1]) for p in ps if len(words(p)) > 1 and words(p)[-1] == than[0])
    return cut(lex.above), cut(lex.below)


LABEL_HEAD = re.compile(r"^\s*\w{1,12}\s*:\s*(?=\S)")     # "Answer: The 10", "Resposta: o 1"


def announces_order(lead: str, lex: Lexicon) -> bool:
    """The sentence speaks of an order of ranks (data ``ranking``, ``ascending``, ``descending``)."""
    return bool(phrase_spans(words(lead), {"r": [*lex.ranking, *lex.ascending, *lex.descending]}))


def announced_order(engine, lead: str, entries: list[str], lex: Lexicon) -> tuple[list[Finding], int]:
    """An order of ranks announced by one sentence and listed after it, in the list's entries or
    in the next sentence ("Ordine di presa, dalla più forte:" then "- Asso", "- Re", "- Tre", …;
    "Card strength, from the highest to the lowest." then "Asso, 3, Re, Fante, Cavallo."): the
    lead speaks of an order (data ``ranking``, ``ascending``, ``descending``) and names no more
    than one rank, the entries (each a bare list of ranks, ``list_entry_ranks``) name at least
    ``LIST_RANKS``. Read as one sentence (the lead, a colon, the entries joined by commas);
    returned with the index of the entry where the order first breaks (0 where none can be told)."""
    plain = words(lead)
    if not announces_order(lead, lex) or len(_mentions(engine, lead, lex, True)[1]) > 1 or \
            stated_rank_order(engine, lead, lex):
        return [], 0
    ranks = [list_entry_ranks(engine, e, lex) or [] for e in entries]
    if sum(len(r) for r in ranks) < LIST_RANKS:
        return [], 0
    joined = lead.strip().rstrip(":.;").rstrip() + ": " + ", ".join(e.strip().rstrip(".;,") for e in entries)
    found = stated_rank_order(engine, joined, lex)
    if not found:
        return [], 0
    lowest_first = bool(phrase_spans(plain, {"a": lex.ascending})) and not phrase_spans(plain, {"d": lex.descending})
    orders = [o[::-1] if lowest_first else o for o in _suit_orders(engine, set())]
    seen: list[str] = []
    for k, rs in enumerate(ranks):
        seen += rs
        if not any(set(seen) <= set(o) and _in_order(seen, o) for o in orders):
            return found, k
    return found, 0


def _points_clauses_blanked(engine, piece: str, lex: Lexicon) -> str:
    """A piece that compares two ranks in a clause of its own (data ``above``, ``below``: "lá 2
    mạnh hơn lá 8") and gives points in another ("…, và cả hai đều không có điểm", "…, and
    neither is worth a point"): the clauses that give points blanked (offsets kept), so that the
    comparison is read; a piece about points (a word of ``value_headers``) is otherwise not read
    for an order. The comparing clause names two ranks, one on each side of the comparative, and
    no colon ("…: старше Re, и стоит он 4 очка": the subject named before the colon, not read;
    "… prende il 4, che sta sopra il 2, e nella presa non c'è nemmeno un punto": one rank, a
    trick told). Unchanged where no clause so compares."""
    headers = {"v": lex.value_headers}
    if not phrase_spans(words(piece), headers):
        return piece
    parts = re.split(r"(?<=,)", piece)

    def compares(part: str) -> bool:
        if ":" in part or phrase_spans(words(part), headers):
            return False
        tokens, mentions = _mentions(engine, part, lex, True)
        cues = phrase_spans(tokens, {"c": [*_above(lex), *lex.below]})
        return len({c for _, c in mentions}) == 2 and \
            any(any(i < a for i, _ in mentions) and any(i >= b for i, _ in mentions) for a, b, _ in cues)

    if not any(compares(p) for p in parts):
        return piece
    return "".join(" " * len(p) if phrase_spans(words(p), headers) else p for p in parts)


def _same_order(engine, piece: str, before: str | None, lex: Lexicon) -> str:
    """A piece that gives other suits the order the piece before it stated, by a word of sameness
    (data ``same_order``: "…; bei Schwertern und Stäben ist es genauso", "…, and likewise in
    Swords and Batons", "…; in Spade e Bastoni è lo stesso") and no rank of its own: read as that
    piece said of its own suits (the suits before blanked). Not where it names no suit, names the
    same suits, or the piece before names none."""
    if before is None:
        return piece
    same = cues(lex, "same_order")
    toks = words(piece)
    if not same or not phrase_spans(toks, {"s": same}) or _mentions(engine, piece, lex, True)[1]:
        return piece            # (a rank of its own: "in Swords the same holds for the Asso")
    names = _suit_names(lex)
    said = {code for code, ns in names for n in ns if find_term(toks, n) is not None}
    if not said:
        return piece
    at = [(code, span) for code, ns in names for n in ns if (span := _suit_at(before, n)) is not None]
    if not at or any(code in said for code, _ in at):
        return piece            # the piece before names no suit, or one of these
    spans = [span for _, span in at]
    blanked = before
    for a, b in spans:
        blanked = blanked[:a] + " " * (b - a) + blanked[b:]
    return f"{piece} {blanked}"


def _suit_at(text: str, name: str):
    """Where the suit's ``name`` stands in ``text`` as whole words (its stem's forms: "Kelchen")."""
    toks = words(text)
    at = find_term(toks, name)
    if at is None:
        return None
    found = list(TOKEN.finditer(text))
    n = len(words(name))
    return (found[at].start(), found[at + n - 1].end()) if at + n - 1 < len(found) else None


@functools.cache
def _focus_words(lang: str) -> re.Pattern | None:
    said = sorted(cue_block(lang, "rule_claims").get("focus", ()), key=len, reverse=True)
    return re.compile(rf"(?<![^\W_])(?:{'|'.join(map(re.escape, said))})\s+", re.IGNORECASE) if said else None


def _focus_dropped(piece: str, lang: str) -> str:
    """The piece without its focus particles (data ``rule_claims.focus``: "even", "sogar",
    "perfino", "даже"): "ahead even of the Asso", "höher sogar als das Asso" compare as "ahead of
    the Asso", "höher als das Asso"; the particle stresses, it changes no order."""
    focus = _focus_words(lang)
    return focus.sub("", piece) if focus else piece


def _all_but(engine, piece: str, lex: Lexicon) -> list[Finding] | None:
    """"The 3 beats every card except the Asso", "Il tre perde solo contro l'Asso": the one rank
    above the subject named, after a word for every card and one for "except" (data
    ``rule_claims.all_but``: "every … except") with a word that beats or wins before them, or
    after a word for losing to one card only (``loses_only``). The rank named right after is the
    highest of the suits' orders and the subject, the rank named last before, is right below it.
    None when the piece says no such thing: it is read as any other."""
    if not all_but_words(lex.lang) & set(words(piece)):
        return None
    tokens, mentions = _mentions(engine, piece, lex, True)
    if len(mentions) < 2:
        return None
    beating = [a for a, _, _ in phrase_spans(tokens, {"b": lex.beats, "w": lex.winning})]
    for a, b, kind in sorted(cue_spans(tokens, {"a": rule_cues(lex, "all_but"), "o": rule_cues(lex, "loses_only")})):
        subject = next((m for m in reversed(mentions) if m[0] < a), None)
        ref = next((m for m in mentions if b <= m[0] <= b + AFTER_REACH), None)
        if subject is None or ref is None or subject[1] == ref[1]:
            continue
        if kind == "a" and not any(subject[0] < w < a for w in beating):
            continue            # "all the cards except the Asso are dealt": no card beats them
        above = [ref]           # "except the Asso and the 3": each rank of the list is above it
        ands = {norm(w) for w in lex.and_words}
        for m in mentions:
            if m[0] > above[-1][0] and all(t in ands or len(t) <= 3 for t in tokens[above[-1][0] + 1:m[0]]):
                above.append(m)
        codes = {c for _, c in above}
        plain = words(piece)
        suits = {code for code, names in _suit_names(lex) for n in names if find_term(plain, n) is not None}
        orders = [o for o in _suit_orders(engine, suits) if subject[1] in o and codes <= set(o)]
        if subject[1] in codes or not orders:
            return []
        if all(set(o[:len(codes)]) == codes and len(o) > len(codes) and o[len(codes)] == subject[1] for o in orders):
            return []
        names = {r.code: r.name for r in engine.deck.ranks}
        return [evidence("example", "error", "the rank order differs from the engine's",
                         "; ".join(" > ".join(names[c] for c in o) for o in orders),
                         f"{', '.join(names[c] for _, c in above)} > {names[subject[1]]} > …", role=CARD)]
    return None


def _ahead_of(piece: str, lex: Lexicon) -> tuple[str, str]:
    """The piece cut before "ahead of", "devant" (data ``rule_claims.ahead_of``): what it says of
    its subject, and the ranks it puts the subject ahead of ("the Re is the strongest card,
    ahead of the Asso and the 3")."""
    for cue in sorted(rule_cues(lex, "ahead_of"), key=len, reverse=True):
        m = re.search(rf"(?<![^\W_]){re.escape(cue)}(?![^\W_])", piece, re.IGNORECASE)
        if m:
            return piece[:m.start()], piece[m.end():]
    return piece, ""


def _behind(engine, piece: str, behind: str, lex: Lexicon) -> list[Finding]:
    """The ranks a sentence puts its subject (the first rank it names) ahead of must rank below
    it, in the suits' orders."""
    if not behind.strip():
        return []
    _, before = _mentions(engine, piece, lex, False)
    _, after = _mentions(engine, behind, lex, False)
    if not before or not after:
        return []
    subject = before[0][1]
    orders = [o for o in _suit_orders(engine, set()) if subject in o]
    names = {r.code: r.name for r in engine.deck.ranks}
    for _, code in after:
        if code != subject and orders and all(code in o and not _in_order([subject, code], o) for o in orders):
            return [evidence("example", "error", "the rank order differs from the engine's",
                             " > ".join(names[c] for c in orders[0]), f"{names[subject]} > {names[code]}", role=CARD)]
    return []


DIGIT_LETTERS = str.maketrans("0123456789", "abcdefghij")
TRUMP_NUMBER = re.compile(r"(?<![\d.,])\d{1,2}(?![\d.,]\d)")


@per_object
def _taking(lex: Lexicon) -> tuple[str, ...]:
    """The trick reader's verbs of taking a trick that are no verb of winning ("он и берёт"; not
    "ykkönen voittaa kaikki muut valtit", which is the rule's)."""
    from .tricks import trick_roles_cue

    return tuple(p for p in trick_roles_cue(lex.lang, "takes") if not phrase_spans(list(words(p)), {"w": lex.winning}))


def _trump_extremes(engine, text: str, lex: Lexicon, sentence: str = "") -> list[Finding]:
    """Numbered trumps called the highest or the lowest ("among the trumps number 1 is the
    strongest and 40 the weakest", "старший — 1"): in a sentence naming trumps, each trump's
    number paired with its word for the highest or lowest as ``_extremes`` pairs ranks, against
    the engine's strongest and weakest trump."""
    deck = engine.deck
    trumps = {deck.number[i]: engine.strength[i] for i in range(len(deck)) if deck.suit[i] is None and deck.number[i]}
    names = [*(lex.terms.get("trump") or []), *rule_cues(lex, "trump_forms")]     # fi "valteista", de "Trümpfen"
    if len(trumps) < 3 or not any(find_term(words(text), t) is not None for t in names):
        return []
    if cue_spans(list(words(text)), {"t": lex.trick_taker}) or phrase_spans(list(words(text)), {"t": _taking(lex)}):
        return []           # "D's trump 12 is the highest, so D takes the trick", "Старший из козырей — 5,
        #                     он и берёт": the highest of a trick told
    takes = [w for w in lex.beats if w not in lex.above]       # "takes", not "ranks above"
    whole = words(sentence or text)
    if phrase_spans(whole, {"b": takes}) and any(find_term(whole, t) is not None for t in lex.terms.get("trick") or []):
        return []           # "the highest of the trumps is the 5, it takes; the trick holds ...": the highest of those played
    marked = TRUMP_NUMBER.sub(lambda m: f" numx{m.group().translate(DIGIT_LETTERS)} ", text)
    tokens = list(words(marked))
    mentions = [(i, t[4:]) for i, t in enumerate(tokens) if t.startswith("numx")]
    values = {code: int(code.translate(str.maketrans("abcdefghij", "0123456789"))) for _, code in mentions}
    if not mentions or any(v not in trumps for v in values.values()):
        return []
    ends = {"top": max(trumps, key=trumps.get), "bottom": min(trumps, key=trumps.get)}
    for (at, code), end in _extremes(tokens, mentions, lex):
        if values[code] != ends[end]:
            word = "highest" if end == "top" else "lowest"
            return [evidence("example", "error", f"the {word} trump differs from the engine's",
                             str(ends[end]), f"{values[code]} {word}", role=CARD)]
    return []


PIECE_BREAK = re.compile(r";|\.\s")      # "en Copas ... más alta; en Espadas ... al revés": suits named per piece
DASHED_ASIDE = re.compile(r"\s[—–]\s[^—–,]{1,40},[^—–,]{1,40},[^—–]{1,200}?\s[—–](?=\s)")    # a list (two commas at least) between spaced dashes: " — Asso, Re, …, 2 —"


def _aside_closed(piece: str) -> list[str]:
    """``piece`` cut after the closing dash of an aside it holds."""
    m = DASHED_ASIDE.search(piece)
    return [piece[:m.end()], piece[m.end():]] if m and piece[m.end():].strip() else [piece]


@per_object
def _concessive(lex: Lexicon) -> tuple[str, ...]:
    """Words opening a concession (data ``clause_cues.concessive``: "even though", "auch wenn")."""
    return tuple(cue_block(lex.lang, "clause_cues").get("concessive", ()))


@per_object
def _then_words(lex: Lexicon) -> tuple[str, ...]:
    """Words for 'then' between two cards listed (data ``example_structure.then``)."""
    return tuple(structure_cues(lex.lang).get("then", ()))


CHAIN_RANKS = 3         # ranks one after another, each after a word for 'then', that state an order
THEN_BEFORE = 2         # words between a word for 'then' and the rank it brings ("then the Asso", "poi viene il Re")


def _superlative_chain(tokens: list[str], mentions: list[tuple[int, str]], then: frozenset[int],
                       lex: Lexicon) -> tuple[list[str], bool] | None:
    """A rank called the highest (or the lowest) and the ranks after it each brought by a word
    for 'then' ("The 3 is the strongest card, then the Asso, then the Re", "Kolmonen on vahvin,
    sitten Asso, sitten Re", "el 3 es la más fuerte, luego el As"): the order from that end, its
    ranks (the first within ``EXTREME_REACH`` words before the word for the end, no rank between) and
    whether it runs down (from the highest); one rank after the first at least. None where the
    sentence says no such thing."""
    ends = sorted({(a, k) for a, _, k in phrase_spans(tokens, {"top": lex.top, "bottom": lex.bottom})
                   if a in _superlatives(tokens, lex)})
    if len(ends) != 1 or len(mentions) < 2 or not then:
        return None
    at, end = ends[0]
    # ("la plus forte après l'Asso", "più forte dopo il 3": 'after' the highest, data
    # ``after_top``, names the rank above, no order brought by 'then')
    then = then - {k for a, b, _ in phrase_spans(tokens, {"a": lex.after_top}) for k in range(a, b)}
    first = [m for m in mentions if 0 < at - m[0] <= EXTREME_REACH]
    if not first or any(first[-1][0] < i < at for i, _ in mentions):
        return None
    chain = [first[-1]]
    for i, code in mentions:
        if i <= at:
            continue
        if not any(i - THEN_BEFORE - 1 <= k < i for k in then) or code in {c for _, c in chain}:
            break
        chain.append((i, code))
    if len(chain) < 2:
        return None
    return [c for _, c in chain], end == "top"


def _trumps_with(text: str, lex: Lexicon) -> bool:
    """The piece speaks of trumps where it names ranks: a word for trumps in the part of the piece
    that holds its ranks, not in a clause before a comma and a word for 'and' that opens another
    subject ("the trumps rank from forty down to one, and the court cards go Re, then …")."""
    trump = lex.terms.get("trump") or []
    if not any(find_term(words(text), t) is not None for t in trump):
        return False
    ands = "|".join(re.escape(w) for w in lex.and_words)
    parts = re.split(rf",\s+(?:{ands})\s", text, flags=re.IGNORECASE) if ands else [text]
    if len(parts) == 1:
        return True
    court = [*(lex.terms.get("court_card") or []), *(lex.terms.get("numeral") or [])]
    return any(any(find_term(words(p), t) is not None for t in trump) or
               not any(find_term(words(p), c) is not None for c in court) for p in parts[1:])


def _chained_ranks(tokens: list[str], mentions: list[tuple[int, str]], lex: Lexicon) -> bool:
    """The ranks of a kind of card (a word for court cards or numerals in the piece) told one
    after another, at least ``CHAIN_RANKS``, a word for 'then' before each after the first
    ("Re, then Cavallo, then Regina", "Re, poi Cavallo, poi Regina"): an order stated."""
    court = [*(lex.terms.get("court_card") or []), *(lex.terms.get("numeral") or [])]
    ends = [e for c in court for e in [_term_end(tokens, c)] if e is not None]
    if not ends:
        return False
    then = {k for a, b, _ in phrase_spans(tokens, {"t": _then_words(lex)}) for k in range(a, b)}
    if not then:
        return False
    run, first = 1, mentions[0][0]
    for (i, _), (j, _) in zip(mentions, mentions[1:]):
        if then & set(range(i + 1, j)):
            run += 1
        else:
            run, first = 1, j
        # the kind of card right before the chain, its subject ("the court cards go Re, then …"; not
        # "the dealer shows the court cards one by one: Re, then …", a sequence of showing)
        if run >= CHAIN_RANKS and any(0 <= first - e <= CHAIN_SUBJECT for e in ends):
            return True
    return False


CHAIN_SUBJECT = 2       # words between the kind of card and the first rank of its chain ("die Bildkarten: kommt der Re")


def _term_end(tokens: list[str], term: str) -> int | None:
    """The index after the first place ``term`` stands in ``tokens``, if it does."""
    n = len(words(term))
    at = find_term(tokens, term)
    return None if at is None else at + n


SUIT_OPENS = 3          # words of a clause before the suit that opens it ("in Schwertern und Stäben das Ass")
SAID_AFTER = 2          # words after a clause's last suit that say something of it ("die 10 als höchste")


def _per_suit(piece: str, lex: Lexicon) -> list[str]:
    """The piece cut at each comma that opens a clause of other suits, its verb left out ("in
    Münzen und Kelchen gilt die 10 als höchste, in Schwertern und Stäben das Ass", "in Coins the 10
    is highest, in Swords the Asso"): what the first clause says is said of its own suits."""
    if piece.count(",") == 0:
        return [piece]

    def suits(part: str) -> set[str]:
        toks = words(part)
        return {code for code, names in _suit_names(lex) for n in names if find_term(toks, n) is not None}

    def said_after_suits(part: str) -> bool:     # "in Münzen und Kelchen die 10 als höchste": not a bare frame
        toks = words(part)
        last = max((find_term(toks, n) for _, names in _suit_names(lex) for n in names
                    if find_term(toks, n) is not None), default=None)
        return last is not None and len(toks) - last - 1 >= SAID_AFTER

    out, start = [], 0
    commas = [m.start() for m in re.finditer(",", piece)]
    for k, c in enumerate(commas):
        right = piece[c + 1:commas[k + 1] if k + 1 < len(commas) else len(piece)]
        opening = words(right)[:SUIT_OPENS]
        before, after = suits(piece[start:c]), suits(right)
        # (not "Aux Coupes et aux Deniers, comme aux Épées et aux Bâtons, le 10 est …": a bare frame,
        # then the same said of other suits, data ``every_suit``)
        if before and after and before.isdisjoint(after) and suits(" ".join(opening)) and \
                said_after_suits(piece[start:c]) and not phrase_spans(opening, {"e": lex.every_suit}):
            out.append(piece[start:c])
            start = c + 1
    out.append(piece[start:])
    return out


@per_object
def _piece_openers(lex: Lexicon) -> re.Pattern | None:
    """A contrast or concession word that opens a piece of ``_pieces`` (compiled once per language)."""
    cues = sorted({norm(c) for c in (*lex.contrast, *_concessive(lex))}, key=len, reverse=True)
    return re.compile(r"(?<![^\W_])(?:" + "|".join(re.escape(c).replace(r"\ ", r"\s+") for c in cues) + r")(?![^\W_])",
                      re.IGNORECASE) if cues else None


def _pieces(text: str, lex: Lexicon) -> list[str]:
    """The sentence cut at semicolons and full stops, and before a contrast word (data
    ``contrast``: "..., mentre in Coppe e Denari succede il contrario", "whereas in Cups"): each
    piece names its own suits. A concession is a piece of its own (data
    ``clause_cues.concessive``: "…, der Fante, auch wenn der Fante zwei Augen zählt": the points
    granted do not make the order before them a sentence about points)."""
    out = []
    pattern = _piece_openers(lex)
    # a list set off between two spaced dashes ("la força das cartas — Asso, Re, …, 2 — e a contagem
    # dos pontos"): what follows the closing dash is the main clause's, a piece of its own
    wholes = [q for w in PIECE_BREAK.split(text) for p in _aside_closed(w) for q in _per_suit(p, lex)]
    for piece in wholes:
        starts = [m.start() for m in pattern.finditer(piece)] if pattern else []
        bounds = [0, *starts, len(piece)]
        out += [piece[a:b] for a, b in zip(bounds, bounds[1:]) if piece[a:b].strip()]
    return out


def _taken_inside(run: list, mentions: list, tokens: list[str], lex: Lexicon) -> bool:
    """After the listed ranks, a word that takes, beats or wins and then a card named between the list's
    first and last (a rank of the list, or a card it names that no rank reads: "Fantina"): the
    list is the cards of a trick, the card named the one that takes it, not an order of ranks."""
    first, last = run[0][0], run[-1][0]
    inside = {t for t in tokens[first + 1:last] if t.isdigit() or len(t) >= TAKER_CHARS}
    for a, b, _ in phrase_spans(tokens, {"b": lex.beats, "w": lex.winning}):
        if a > last:        # "prende la Fantina", "the Fantina takes it", "→ vince il Fante"
            return bool(inside & {*tokens[b:b + TAKER_REACH], *tokens[max(last + 1, a - TAKER_REACH):a]})
    return False


TAKER_CHARS = 4         # a word that may name a card (not an article or 'and')
TAKER_REACH = 3         # tokens between the word that takes and the rank that takes ("prende la Fantina")


def _above(lex: Lexicon) -> list[str]:
    return lex.above


@per_object
def _loses_to(lex: Lexicon) -> tuple[str, ...]:
    """Words of losing said in one piece (data ``losing``: "loses", "perde contro", "häviää";
    not "cedeu … vaza", a trick given up): between two ranks, the second is the higher ("the
    Cavallo loses to the Re")."""
    return tuple(w for w in lex.losing if "…" not in w)


def _rank_order_in(engine, text: str, lex: Lexicon) -> list[Finding]:
    plain = words(text)
    suits = {code for code, names in _suit_names(lex) for n in names if find_term(plain, n) is not None}
    numeral = any(find_term(plain, t) is not None for t in lex.terms.get("numeral") or [])
    about = bool(phrase_spans(plain, {"r": [*lex.ranking, *lex.beats, *_above(lex), *lex.below, *_loses_to(lex), *lex.ascending,
                                            *lex.descending, *_compared_words(lex.lang)]})) or bool({"<", ">"} & set(text))
    tokens, mentions = _mentions(engine, text, lex, about or bool(suits) or numeral)
    if not mentions or phrase_spans(plain, {"v": lex.value_headers}) or _trumps_with(text, lex):
        return []
    if not about and _chained_ranks(tokens, mentions, lex):
        about = True        # "the court cards go Re, then Cavallo, then Regina": a kind of card, its ranks one after another
    plain = [t for t in tokens if t not in "<>"]
    orders = _suit_orders(engine, suits)
    every = bool(phrase_spans(plain, {"e": lex.every_suit}))    # "as in Swords", "in every suit": each suit holds
    names = {r.code: r.name for r in engine.deck.ranks}
    way = {k for _, _, k in phrase_spans(tokens, {"up": lex.ascending, "down": lex.descending})}
    ends = _superlatives(tokens, lex)
    compare = frozenset(k for a, b, _ in phrase_spans(tokens, {"c": [*lex.beats, *_above(lex), *lex.below, *_loses_to(lex)]})
                        if a not in ends for k in range(a, b))
    then = frozenset(k for a, b, _ in phrase_spans(tokens, {"t": _then_words(lex)}) for k in range(a, b))
    unread: set[int] = set()
    # a trick told card after card: a verb of playing, or the trick named ("Numa vaza saem, nesta ordem, …")
    order_words = [b for _, b, _ in phrase_spans(plain, {"r": lex.ranking})]
    played = bool(phrase_spans(plain, {"p": lex.plays, "l": lex.led}) or [
        a for a, _, _ in phrase_spans(plain, {"t": lex.terms.get("trick") or []})
        if not any(0 <= a - b <= 1 for b in order_words)])      # (not "l'ordine di presa": the order of taking)
    order_of_play = {norm(w) for w in cues(lex, "play_order")} if played else set()
    ranked = bool(phrase_spans(plain, {"r": [*(w for w in lex.ranking if norm(w) not in order_of_play),
                                             *lex.ascending, *lex.descending]})) or \
        bool({"<", ">"} & set(text))     # ... unless the sentence speaks of an order (of rank: "played in that
    #                                     order" is the order of play, data ``play_order``)
    chain = _superlative_chain(tokens, mentions, then, lex)
    if chain is not None:
        got, down = chain
        if all(set(got) <= set(o) for o in orders) and \
                not any(_in_order(got if down else got[::-1], o) for o in orders):
            said = (" > " if down else " < ").join(names[c] for c in got)
            return [evidence("example", "error", "the rank order differs from the engine's",
                             "; ".join(" > ".join(names[c] for c in o) for o in orders), said, role=CARD)]
    for run in _compared_runs(_runs(mentions, compare | then) if about else [], tokens, ends, lex):
        got = [c for _, c in run]
        if len(got) < 2:
            continue
        ways = way if len(way) == 1 else {"up", "down"}
        pairs = _pair_ways(run, tokens, ends, lex)
        if len({k for p in pairs for k in p}) > 1:
            # "the 3 is higher than the Re but lower than the Asso": no one order, but the first
            # rank compared with each of the other two
            if len(run) == 3 and all(len(p) == 1 for p in pairs):
                subject = got[0]
                for other, p in zip(got[1:], pairs):
                    said = [subject, other] if p == {"down"} else [other, subject]
                    if all(set(said) <= set(o) for o in orders) and not any(_in_order(said, o) for o in orders):
                        return [evidence("example", "error", "the rank order differs from the engine's",
                                         "; ".join(" > ".join(names[c] for c in o) for o in orders),
                                         " > ".join(names[c] for c in said), role=CARD)]
            continue
        if played and not any(pairs) and not ranked:
            continue            # "ход двойкой Жезлов, дальше десятка Жезлов, Asso Жезлов": the order of play
        if _counting_order(got, way, pairs, text):
            continue            # "Ranks: 1, 2, 3, 4, 5, 6, 7, 10, 11, 12": the pack's ranks counted, no order of strength
        if not ranked and _taken_inside(run, mentions, tokens, lex):
            continue            # "6, 2, Fantina e 9 di Denari: prende la Fantina": a trick's cards, then the one that takes
        if len(got) == 2:
            between = tokens[run[0][0] + 1:run[1][0]]
            said = pairs[0]
            if ">" in between or said == {"down"}:
                ways = {"down"}
            elif "<" in between or said == {"up"}:
                ways = {"up"}
            elif then & set(range(run[0][0] + 1, run[1][0])) and not said:
                ways = way if len(way) == 1 else {"down"}     # "below comes the 7, only then the Fante":
                #                                             the next one down, unless the list runs up
            elif between or len(way) != 1:
                if any(k in ends for k in range(run[0][0] + 1, run[1][0])):
                    unread |= {i for i, _ in run}   # "старшая — десятка, младший — Asso": each called an end
                continue        # two ranks side by side, in no stated order
        fits = [o for o in orders for w in ways if set(got) <= set(o)
                and _in_order(got if w == "down" else got[::-1], o)]
        if every and len(orders) > 1 and all(set(got) <= set(o) for o in orders):
            fits = fits if all(any(_in_order(got if w == "down" else got[::-1], o) for w in ways) for o in orders) else []
        if not fits and all(set(got) <= set(o) for o in orders):
            said = (" < " if ways == {"up"} else " > ").join(names[c] for c in got)
            return [evidence("example", "error", "the rank order differs from the engine's",
                             "; ".join(" > ".join(names[c] for c in o) for o in orders), said, role=CARD)]
    listed = {i for run in _runs(mentions, compare) if len(run) > 1 for i, _ in run} - unread if about else set()
    compared = {i for i, _ in mentions for a, b, _ in phrase_spans(tokens, {"c": [*_above(lex), *lex.below]})
                if a not in ends and b <= i <= b + COMPARED_REACH}        # "la más alta, por encima incluso del Asso": not called the highest
    second = _right_below(tokens, mentions, orders, names, lex) or \
        _second_highest(tokens, mentions, orders, lex, numeral, names,
                        _numeral_codes(engine.deck))
    if second:
        return second
    for mention, end in _none_beyond(tokens, mentions, lex):
        issues = _extreme(engine, plain, tokens, mention, end, orders, lex, every)
        if issues:
            return issues
    if len({c for _, c in mentions}) == 2 and _pair_named(tokens, mentions, lex):
        return []               # "Between the 4 and the Re, the Re is the strongest": of the two, not of the suit
    for mention, end in _extremes(tokens, [m for m in mentions if m[0] not in listed | compared], lex):
        issues = _extreme(engine, plain, tokens, mention, end, orders, lex, every)
        if issues:
            return issues
    # the two ends of a range, its way said by a label or a word of going down or up (read last:
    # an end called the highest in a superlative is read above, with its own message)
    ranged = _ranged(text, tokens, mentions, lex)
    if ranged is not None and all(set(ranged) <= set(o) for o in orders) and not any(_in_order(ranged, o) for o in orders):
        return [evidence("example", "error", "the rank order differs from the engine's",
                         "; ".join(" > ".join(names[c] for c in o) for o in orders),
                         " > ".join(names[c] for c in ranged), role=CARD)]
    return []


RANGE_GAP = 4               # words between the two ranks of a range ("10 (fort) à l'Asso", "Asso hinunter bis zur 10")
LABEL_AT = 2                # words after a rank where its label starts, an article between ("10 (la plus forte)")


def _ranged(text: str, tokens: list[str], mentions: list[tuple[int, str]], lex: Lexicon) -> list[str] | None:
    """Two ranks given as the ends of a range, high first: "from the 10 (high) to the Asso (low)",
    "du 10 (fort) à l'Asso (faible)", "vom Asso hinunter bis zur 10", "dall'Asso giù fino al 10":
    a word for 'to' (``range_words``) or for going down or up (data ``claim_cues.range_down`` /
    ``range_up``) between them, and which way the range runs said by a label right after either
    end (data ``claim_cues.rank_high`` / ``rank_low``: "(fort)", "(la più alta)") or by the word
    of going down or up. None where nothing says the way ("dal 10 all'Asso": a range either way), nor
    for a range said only by a word of going down or up in a sentence that counts cards ("Each suit
    holds ten cards, from the Asso up to the Re": the members counted, in no order of rank)."""
    table = {"hi": cues(lex, "rank_high"), "lo": cues(lex, "rank_low"), "down": cues(lex, "range_down"),
             "up": cues(lex, "range_up"), "to": lex.range_words}
    if not (table["hi"] or table["down"]) or len(mentions) < 2:
        return None
    spans = phrase_spans(tokens, table)
    if not any(k != "to" for _, _, k in spans):
        return None
    ms = sorted(mentions)
    cards = {norm(w) for w in lex.cards}
    counted = any(any(w in cards for w in words(text[n.end:])[:COUNTED_REACH]) for n in find_numbers(text, lex.lang))

    def label(at: int) -> set[str]:
        return {k for a, _, k in spans if k in ("hi", "lo") and
                (a == at + 1 or a == at + LABEL_AT and len(tokens[at + 1]) <= 3)}

    for (i, x), (j, y) in zip(ms, ms[1:]):
        if x == y or j - i - 1 > RANGE_GAP:
            continue
        inside = {k for a, b, k in spans if i < a and b <= j and k in ("to", "down", "up")}
        if not inside:
            continue
        first, last = label(i), label(j)
        if not first | last and counted:
            continue        # "Each suit holds ten cards, from the Asso up to the Re": the members counted
        down = "hi" in first or "lo" in last or "down" in inside
        up = "lo" in first or "hi" in last or "up" in inside
        if down != up:
            return [x, y] if down else [y, x]
    return None


COUNTED_RANKS = 3           # numerals in a row, each one more than the one before: the ranks counted


def _counting_order(got: list[str], way: set[str], pairs: list[set[str]], text: str) -> bool:
    """The ranks are numerals named in counting order ("1, 2, 3, 4, 5, 6, 7", "2–3–4–5"), with no
    word for the way the list runs, no comparative between them and no "<" or ">": what ranks
    the pack holds, listed as one counts them, not their order of strength."""
    if way or any(pairs) or {"<", ">"} & set(text) or len(got) < COUNTED_RANKS or not all(c.isdigit() for c in got):
        return False
    values = [int(c) for c in got]
    return all(b == a + 1 for a, b in zip(values, values[1:]))


PAIR_REACH = 3              # words between "between" and the first of the two ranks, and between the two


def _pair_named(tokens: list[str], mentions: list[tuple[int, str]], lex: Lexicon) -> bool:
    """The two ranks are named as a pair right after a word for 'between' (data
    ``claim_cues.between_two``: "between the 4 and the Re", "tra il 6 e il Fante"; not "tra le
    carte numerali", among a kind)."""
    firsts = sorted(mentions)
    for _, b, _ in phrase_spans(tokens, {"b": cues(lex, "between_two")}):
        after = [m for m in firsts if m[0] >= b]
        if len(after) >= 2 and after[0][0] - b <= PAIR_REACH and after[1][0] - after[0][0] <= PAIR_REACH + 1:
            return True
    return False


AFTER_REACH = 2             # words between "after" and the rank it names ("après l'Asso", "after the Asso")


def _right_below(tokens: list[str], mentions: list[tuple[int, str]], orders: list[list[str]],
                 names: dict[str, str], lex: Lexicon) -> list[Finding]:
    """"The Re is the strongest card after the Asso", "Dopo l'Asso, la più forte è il Tre",
    "Ässän jälkeen vahvin on 3": one word for the highest, one rank after "after" (or before it,
    where the language puts it after its noun: data ``after_top``), and the rank called so —
    the nearest other rank to the word — must be right below that one in the suits' orders.
    "Just below the Asso", "subito dopo l'Asso" (data ``right_below``) say it with no word for
    the highest."""
    tops = sorted({a for a, _, _ in phrase_spans(tokens, {"t": lex.top})})
    if len(mentions) < 2:
        return []
    if len(tops) == 1:
        afters = phrase_spans(tokens, {"a": lex.after_top})
    else:       # "the Re ranks just below the Asso", "Il Re viene subito dopo l'Asso": no word for the highest
        afters = phrase_spans(tokens, {"a": lex.right_below})
        if tops or len(afters) != 1:
            return []
        tops = [afters[0][0]]
    refs = [m for m in mentions for a, b, _ in afters if 1 <= m[0] - b + 1 <= AFTER_REACH or m[0] == a - 1]
    if len(refs) != 1:
        return []
    ref = refs[0]
    ands = {norm(w) for w in lex.and_words}
    for m in sorted(mentions):      # "after the Asso and the 3": right below the last of the list
        if m[0] > ref[0] and all(t in ands or len(t) <= 3 for t in tokens[ref[0] + 1:m[0]]) and \
                any(t in ands for t in tokens[ref[0] + 1:m[0]]):
            ref = m
    listed = [m for m in mentions if refs[0][0] <= m[0] <= ref[0]]
    subject = min((m for m in mentions if m not in listed), key=lambda m: abs(m[0] - tops[0]), default=None)
    return [] if subject is None else _below_of(subject, ref, orders, names)


def _below_of(subject: tuple[int, str], ref: tuple[int, str], orders: list[list[str]],
              names: dict[str, str]) -> list[Finding]:
    """The rank ``subject`` said to be right below ``ref``, against the suits' orders."""
    x, y = subject[1], ref[1]
    fits = [o for o in orders if x in o and y in o and o.index(y) + 1 < len(o)]
    if not fits or any(o[o.index(y) + 1] == x for o in fits):
        return []
    want = sorted({o[o.index(y) + 1] for o in fits})
    return [evidence("example", "error", "the rank right below another differs from the engine's",
                     " / ".join(f"{names[w]} right below {names[y]}" for w in want),
                     f"{names[x]} right below {names[y]}", role=CARD)]


NONE_REACH = 4              # words between "no card" and the comparative it is the subject of ("nenhuma carta numérica supera")


def _none_beyond(tokens: list[str], mentions: list[tuple[int, str]], lex: Lexicon) -> list[tuple[tuple[int, str], str]]:
    """A rank no card is above ("nenhuma carta numérica supera o Asso", "ни одна карта не старше
    туза", "mikään numerokortti ei voita Assoa", "không lá số nào cao hơn Asso"; data
    ``claim_cues.none_of``): the highest; one no card is below, the lowest. The rank named right
    after the comparative, or between it and the word for "no card" (fi "ei ole Assoa korkeampi")."""
    nones = [b for _, b, _ in cue_spans(tokens, {"n": cues(lex, "none_of")})]
    if not nones:
        return []
    out = []
    for a, b, end in phrase_spans(tokens, {"top": [*lex.above, *lex.beats], "bottom": lex.below}):
        opened = [n for n in nones if n <= a and a - n <= NONE_REACH]
        if not opened:
            continue
        named = [m for m in mentions if max(opened) <= m[0] < a or b <= m[0] <= b + COMPARED_REACH]
        if len(named) == 1:
            out.append((named[0], end))
    return out


def _numeral_codes(deck) -> set[str]:
    """The ranks that are numerals: the Asso and the numbered ranks."""
    return {r.code for r in deck.ranks if r.code.isdigit() or r.code == "A"}


SECOND_REACH = 2            # words between "second" and the word for the highest it qualifies ("la deuxième carte la plus forte")


def _second_tops(tokens: list[str], lex: Lexicon) -> dict[int, int]:
    """Where a word for the highest is the second highest (→ where its word for second starts): a word for second (data ``second``:
    "second", "toiseksi", "la segunda carta más alta") right before it, nothing but a word for card
    or a short word between ("the second trick, the highest card" is no such word)."""
    seconds = [(a, b) for a, b, _ in phrase_spans(tokens, {"s": lex.second})] if lex.second else []
    if not seconds:
        return {}
    cards = {norm(w) for w in lex.cards}
    return {top: a for top, _, _ in phrase_spans(tokens, {"t": lex.top}) for a, b in seconds
            if 0 <= top - b <= SECOND_REACH and all(len(t) <= 3 or t in cards for t in tokens[b:top])}


def _second_highest(tokens: list[str], mentions: list[tuple[int, str]], orders: list[list[str]], lex: Lexicon,
                    numeral: bool, names: dict[str, str], numbers: set[str]) -> list[Finding]:
    """"Kolmonen on toiseksi vahvin", "the Re is the second highest card": the rank named nearest
    before the word for the second highest (else right after it) is second in a suit's order, or
    among its numerals when the sentence says numeral."""
    for top, at in sorted(_second_tops(tokens, lex).items()):
        before = [m for m in mentions if 0 < at - m[0] <= EXTREME_REACH]
        after = [m for m in mentions if 0 < m[0] - top <= EXTREME_REACH]
        if not before and not after:
            continue
        code = before[-1][1] if before else after[0][1]
        ranked = [[c for c in o if c in numbers] if numeral else o for o in orders if code in o]
        if not ranked or any(len(o) > 1 and o[1] == code for o in ranked):
            continue
        want = sorted({names[o[1]] for o in ranked if len(o) > 1})
        return [evidence("example", "error", "the second highest rank differs from the engine's",
                         " / ".join(want), f"{names[code]} second highest", role=CARD)]
    return []


def _superlatives(tokens: list[str], lex: Lexicon) -> set[int]:
    """Where a word for the highest or lowest is written out in full and a comparative only
    shares its stem ("старшая", not "старше"; "higher" stays a comparative of "higher than")."""
    exact = {tuple(words(p)) for p in [*lex.top, *lex.bottom]}
    compared = {tuple(words(p)) for p in [*lex.above, *lex.below]}
    return {a for a, b, _ in phrase_spans(tokens, {"t": lex.top, "b": lex.bottom})
            if tuple(tokens[a:b]) in exact and not _comparative_at(tokens, a, compared, lex)
            and not _compared_bare(tokens, a, lex)}


OF_ALL_REACH = 2         # words after a comparative where what it is said of names the suit or all cards ("più forte del seme", "più forte di tutte")


def _comparative_at(tokens: list[str], at: int, compared: set[tuple[str, ...]], lex: Lexicon) -> bool:
    """A comparative (data ``above``, ``below``) starts at ``at`` ("più forte del"), unless what
    follows it is the suit, the pack or all the cards (data ``claim_cues.superlative_of``: "la
    carta più forte del seme", "la più forte di tutte"): a language that writes its superlative
    as the comparative with an article calls that card the highest."""
    of_all = _of_all(lex.lang)
    return any(tuple(tokens[at:at + len(c)]) == c and not of_all & set(tokens[at + len(c):at + len(c) + OF_ALL_REACH])
               for c in compared)


@functools.lru_cache(maxsize=None)
def _of_all(lang: str) -> frozenset[str]:
    from .lexicon import lexicon

    return frozenset(norm(w) for w in cues(lexicon(lang), "superlative_of"))


def _compared_bare(tokens: list[str], at: int, lex: Lexicon) -> bool:
    """The word for the highest or lowest at ``at`` is a comparative: where the superlative
    takes an article ("il più forte", "le plus fort", "la más alta"), the same words right after
    "is" or a degree word (data ``claim_cues.compares_bare``: "il 3 è più forte", "é bem mais
    forte", "est plus fort") compare two cards; they call none the highest of all."""
    return any(at >= len(p) and tuple(tokens[at - len(p):at]) == p for p in _bare_cues(lex.lang))


@functools.lru_cache(maxsize=None)
def _bare_cues(lang: str) -> tuple[tuple[str, ...], ...]:
    from .lexicon import lexicon

    return tuple(tuple(words(p)) for p in cues(lexicon(lang), "compares_bare") if words(p))


ATTACHED = 1                # words between a rank and the word for an end set right after it ("10 (la más alta)")
EXTREME_REACH = 5           # words between a rank and "the highest" that calls it so
COMPARED_REACH = 2          # words between "above" and the rank it compares with ("por encima incluso del Asso")


def _extremes(tokens: list[str], mentions: list[tuple[int, str]], lex: Lexicon) -> list[tuple[tuple[int, str], str]]:
    """Ranks called the highest or the lowest (data ``top`` / ``bottom``; not the words of a
    list's direction, "da mais forte para a mais fraca"), each with its word: ranks and words
    must alternate, one word per rank, the word after each rank ("el 10 es la más alta y el
    Asso la más baja") or before each ("korkein on Asso ja matalin 10"). Any other pattern
    ("dall'Asso (la più alta) al 10") is not read."""
    ways = phrase_spans(tokens, {"way": [*lex.ascending, *lex.descending]})
    compared = {tuple(words(p)) for p in [*lex.above, *lex.below]}     # "старше": a comparative, not "старшая"
    seconds = _second_tops(tokens, lex)
    bounds = _bounds_at(tokens, lex)
    spans = sorted((a, b, k) for a, b, k in phrase_spans(tokens, {"top": lex.top, "bottom": lex.bottom})
                   if not any(c <= a < d for c, d, _ in ways) and a not in seconds
                   and not _comparative_at(tokens, a, compared, lex)
                   and not _compared_bare(tokens, a, lex)           # "il 3 è più forte": of two
                   and not any(c <= a < d for c, d in bounds))      # de "höchstens 16", "at most": a count's bound
    # one word for an end once, however many of its phrases match ("самая младшая карта":
    # "самая младшая", "младшая карта", "младшая")
    cues = sorted({(a, k) for a, b, k in spans if not any(c < a < d for c, d, _ in spans)})
    last = {a: max(b for c, b, _ in spans if c == a) for a, _ in cues}    # where each cue ends
    if not mentions:
        return []
    if len(cues) != len(mentions):
        # "from 10 (highest) down to 1", "del 10 (la más alta) al Asso": a word for an end set
        # right after a rank, the next rank after it, calls that rank so
        # (the word written in full: de "höchstens", at most, is no "höchste")
        exact = {tuple(words(p)) for p in [*lex.top, *lex.bottom]}
        named = _end_named_after(tokens, cues, last, mentions, lex)
        if named:
            return named
        return [(m, k) for a, k in cues for m in mentions
                if 1 <= a - m[0] <= ATTACHED + 1 and not any(m[0] < n < a for n, _ in mentions)
                and any(n > a for n, _ in mentions) and any(tuple(tokens[a:a + len(e)]) == e for e in exact)]
    events = sorted([(i, "m") for i, _ in mentions] + [(a, "c") for a, _ in cues])
    kinds = "".join(k for _, k in events)
    if kinds not in ("mc" * len(mentions), "cm" * len(mentions)):
        return []
    pairs = list(zip(mentions, cues))
    # (the words between them: "самая младшая карта в каждой масти — четвёрка"; the suits they
    # are said of do not count: "the highest numeral in Cups and Coins is the 10")
    suited = _suit_phrase_at(tokens, lex)
    return [(m, k) for m, (a, k) in pairs
            if (m[0] - last[a] + 1 if m[0] > a else a - m[0]) - _suits_between(tokens, last[a], m[0], suited, lex)
            <= EXTREME_REACH]


def _suits_between(tokens: list[str], end: int, at: int, suited: set[int], lex: Lexicon) -> int:
    """The words of a suit phrase (``_suit_phrase_at``) between a word for an end and the rank
    after it that "is" that end ("the highest numeral in Cups and Coins is the 10": data
    ``claim_cues.end_is`` only, one word at least, between the suits and the rank); 0 otherwise
    ("самая младшая — Fante (в кубках и монетах — Fantina)": no verb brings the Fantina)."""
    inside = sorted(suited & set(range(end, at)))
    if not inside:
        return 0
    link = {w for p in cues(lex, "end_is") for w in words(p)}
    gap = tokens[inside[-1] + 1:at]
    return len(inside) if gap and all(t in link for t in gap) else 0


SUIT_PREPOSITION_CHARS = 3      # a word this short right before a suit's name is its preposition ("in", "en", "a", "em", "в")


def _suit_phrase_at(tokens: list[str], lex: Lexicon) -> set[int]:
    """Where the sentence names suits: each suit's name, a short word right before it (its
    preposition: "in Cups", "en Deniers", "a Coppe") and a word for 'and' between two of them
    ("in Cups and Coins", "Maljoissa ja Kolikoissa"): the indices of these tokens."""
    named = {i + k for _, names in _suit_names(lex) for n in names for ws in [words(n)]
             for i in range(len(tokens) - len(ws) + 1)
             if all(word_matches(tokens[i + k], w) for k, w in enumerate(ws)) for k in range(len(ws))}
    if not named:
        return set()
    ands = {norm(w) for w in lex.and_words}
    out = set(named)
    for i in named:
        if i and i - 1 not in named and len(tokens[i - 1]) <= SUIT_PREPOSITION_CHARS and not tokens[i - 1].isdigit():
            out.add(i - 1)
    out |= {i for i, t in enumerate(tokens) if t in ands and i - 1 in out and any(j in named for j in (i + 1, i + 2))}
    return out


BOUNDS = ("at_most", "at_least")


def _qualified_as_written(tokens, lex: Lexicon) -> bool:
    """A qualifier of a count ("at least", "höchstens", "не более", "korkeintaan") among ``tokens``,
    written exactly as the data lists it: a bound is an adverb or a fixed phrase and takes no
    ending, while an adjective that shares its stem is a superlative naming cards ("die fünf
    höchsten Trümpfe", "пять старших козырей", "viisi korkeinta valttia": the top trumps, whose
    value the sentence gives), no bound."""
    tokens = list(tokens)
    return any(tuple(tokens[i:i + len(q)]) == q for q in lex.qualifier_index for i in range(len(tokens) - len(q) + 1))


def _bounds_at(tokens: list[str], lex: Lexicon) -> list[tuple[int, int]]:
    """Where a count's bound stands, written exactly as the data lists it (qualifiers ``at_most``,
    ``at_least``: de "höchstens", "mindestens", it "al massimo", fi "korkeintaan", en "at the
    most"): a word that shares its start with the highest ("höchste") bounds a number, it calls no
    rank the highest ("Mindestens 8, höchstens 16 Teilnehmende")."""
    phrases = [q for q, kinds in lex.qualifier_index.items() if kinds & set(BOUNDS)]
    firsts = {q[0] for q in phrases}
    return [(i, i + len(q)) for i, t in enumerate(tokens) if t in firsts
            for q in phrases if tuple(tokens[i:i + len(q)]) == q]


def _end_named_after(tokens: list[str], ends: list[tuple[int, str]], last: dict[int, int],
                     mentions: list[tuple[int, str]], lex: Lexicon) -> list[tuple[tuple[int, str], str]]:
    """A word for an end set right after a rank that is the subject of "is" with the next rank
    ("…, 4 and the lowest is the 2", "… 4 và thấp nhất là 2": data ``claim_cues.end_is``, the
    verb and articles only between them): that rank is the end, not the one before the word."""
    link = {w for p in cues(lex, "end_is") for w in words(p)}
    out = []
    for a, k in ends:
        if not any(1 <= a - n <= ATTACHED + 1 for n, _ in mentions):
            continue            # no rank right before the word that it could be taken for
        after = min((n for n, _ in mentions if n >= last[a]), default=None)
        gap = tokens[last[a]:after] if after is not None else []
        if gap and all(t in link for t in gap):
            out.append((next(m for m in mentions if m[0] == after), k))
    return out


def _extreme(engine, plain: list[str], tokens: list[str], mention: tuple[int, str], end: str,
             orders: list[list[str]], lex: Lexicon, every: bool = False) -> list[Finding]:
    """A rank called the highest or the lowest, not a count of cards ("3 cards"): among the
    numerals when the sentence says so; where courts outrank numerals and the sentence does not
    say which, a rank at the end of either is not an error. With ``every`` (the sentence says
    the claim holds in each suit it names, or in every suit), the rank must be at that end in
    each suit's order, not only in one."""
    at, code = mention
    if at + 1 < len(tokens) and phrase_spans(tokens[at + 1:at + 2], {"c": lex.cards}):
        return []
    numeral = any(find_term(plain, t) is not None for t in lex.terms.get("numeral") or [])
    deck = engine.deck
    numbers = _numeral_codes(deck)
    names = {r.code: r.name for r in deck.ranks}
    tops = []
    each = []                           # per suit order: the ends the rank may be at
    for order in orders:
        here = []
        for ranked in ([c for c in order if c in numbers],) if numeral else (order, [c for c in order if c in numbers]):
            if code in ranked:          # a court card is not at the end of the numerals
                here.append(ranked[0] if end == "top" else ranked[-1])
        tops += here
        each.append(here)
    if every and len(orders) > 1 and all(each) and any(code not in here for here in each):
        tops = [t for here in each if code not in here for t in here]
    elif not tops or code in tops:
        return []
    word = "highest" if end == "top" else "lowest"
    return [evidence("example", "error", f"the {word} rank differs from the engine's",
                     " / ".join(sorted({names[c] for c in tops})), f"{names[code]} {word}", role=CARD)]
