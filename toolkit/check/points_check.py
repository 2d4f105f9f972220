"""Points stated for cards the passage names, against every quantity the engine derives from them.

A general, conservative consistency check of worked examples, not a reader of one shape: a
passage (the windows of up to three sentences the readers of invented examples read) names the
cards of a situation (a trick's cards, a hand held, trumps listed, a suit's run) and states a
number *as points*, bound to the language's word for points. Every quantity the engine derives
from those cards is worked out (``derived``): each card's value, the sum of any of them, the
difference of two, the combinations' score of any of them, a combination's score of some plus the
values of others; in a pack of capture values (Cìcera) only the Napula of any of each suit's
cards, where the passage names the Napula. A stated number that agrees with none (and is at most
twice the most the cards give) is an error where its sentence names every card, a warning where
the cards are told in another sentence of the passage.

Read only where the cards are known: every card named with its suit (a rank alone only when the
passage names it with its suit too), no bare digit or trump number of unknown role, at least two
cards, and no card named in the sentence before the passage. Not read: a number that is a label,
a card's own, a count of a rank, a threshold to win, a lead, a bound; one card's value in a clause
of its own; values per card ('each', a table of values); a resto's passage.
"""

from __future__ import annotations

import functools
import itertools
import re

from ..findings import AMOUNT, Finding, evidence
from .cardwords import card_words
from .lexicon import Lexicon, norm
from .numbers import find_numbers

MESSAGE = "the points stated agree with nothing the engine derives from the cards named"
CLAUSE_END = re.compile(r"[,;:.!?()|]")
MAX_CARDS = 8           # cards a situation names at most (more: a list of the pack, not one situation)
BEYOND = 2              # a stated number above this many times the most the cards can give is about
#                         something else (a game's total, a target): not read


def _examples():
    from . import examples
    return examples


def _cards(engine, text: str, lex: Lexicon) -> list[tuple[int, int, tuple[str, ...]]]:
    """The cards the passage names: (start, end, the codes it may be), a card named by rank only
    standing for each suit (a rank's value is the same in every suit of our packs)."""
    from .tricks import named_trumps

    E = _examples()
    words = card_words(text, lex, engine.deck)
    codes = set(engine.deck.codes(range(len(engine.deck))))
    told = {n.start for n in E.amounts(text, lex, E._points_words(lex))}
    if "trump" in engine.deck.kind and re.search(r"\d", text):
        words = named_trumps(engine, text, lex, words)
    out = []
    for w in words:
        if not w.rank:
            continue
        if not w.suit and text[w.start:w.end][:1].isdigit():
            if w.start in told:
                continue    # the amount itself ("ho fatto 6 punti")
            return None     # a bare digit ("the 13 and a Re", "| 3 | 10 |"): a card or an amount, not known
        if not w.suit and w.spelled:
            continue        # a number word ("zwei Punkte"): an amount as often as a rank
        if w.suit:
            out.append((w.start, w.end, (w.rank + w.suit,)))
        elif any(x.rank == w.rank and x.suit for x in words):
            continue        # the card named again by its rank ("The Re wins"): named already
        else:
            return None     # a rank alone may be a card named before the passage, or several ("three Re")
    for at, stop, code in E._named_extras(text, engine, lex):
        if not any(a <= at < b for a, b, _ in out):
            out.append((at, stop, (code,)))
    if getattr(engine, "combos", None) is not None:
        # trumps listed by their numbers ("10, 20, 30 e 40", "33-34-35", "36 bis 40"): every list
        # of the passage, all its numbers trumps, no sum ("5 + 10 + 5") and no amount of points
        trumps = E._trump_codes(engine)
        nums = [n for n in find_numbers(text, lex.lang) if not n.word]
        for start, end, listed in E._trump_lists(text, nums, lex, E.combination_pairs(engine, text, lex)):
            if len(listed) < 2 or "+" in text[start:end] or not all(t in trumps for t in listed):
                continue
            out = [c for c in out if not start <= c[0] < end]
            out.append((start, end, ("+".join(trumps[t] for t in listed),)))
    return sorted(c for c in out if c[2][0])


def _codes(cards) -> tuple[str, ...] | None:
    """One code per card, each the first reading (a rank without a suit: any suit, same value);
    a combination read as a whole splits into its cards."""
    out = []
    for _a, _b, codes in cards:
        if not codes:
            return None
        out.extend(codes[0].split("+"))
    return tuple(out)


@functools.lru_cache(maxsize=1 << 12)
def derived(engine, codes: tuple[str, ...]) -> frozenset[int]:
    """Every number of points the engine derives from these cards: each card's value and the sum
    of any of them, the combinations' score of any of them, a combination's score of some and the
    values of others added up; in a pack of no card points, the Napula of each suit's cards."""
    from engine.errors import CardError

    try:
        cards = [engine.deck.parse(c) for c in codes]
    except (CardError, KeyError, ValueError):
        return frozenset()
    cards = list(dict.fromkeys(cards))
    if len(cards) > MAX_CARDS:
        return frozenset()
    out = {0}
    awards = {a[0] for a in getattr(engine, "awards", ()) or ()}
    if "napula" in awards:
        suit = engine.deck.suit
        for s in {suit[c] for c in cards}:
            own = [c for c in cards if suit[c] == s]
            for k in range(1, len(own) + 1):        # the cards named may be more than those taken
                for sub in itertools.combinations(own, k):
                    out.add(engine.award("napula", [list(sub)])[0])
        return frozenset(out)
    value = [v or 0 for v in engine.value]
    combos = getattr(engine, "combos", None)
    n = len(cards)
    scores = {}
    for k in range(n + 1):
        for sub in itertools.combinations(range(n), k):
            chosen = [cards[i] for i in sub]
            scores[sub] = (sum(value[c] for c in chosen),
                           combos.score(chosen) if combos is not None and k >= 2 else 0)
    out |= {abs(value[a] - value[b]) for a in cards for b in cards}     # "worth 1 point more"
    full = frozenset(range(n))
    for sub, (v, s) in scores.items():
        out.add(v)
        out.add(s)
        if combos is not None and s:
            rest = tuple(sorted(full - set(sub)))
            for k in range(len(rest) + 1):
                for other in itertools.combinations(rest, k):
                    out.add(s + scores[other][0])
    return frozenset(out)


def _stated(engine, text: str, lex: Lexicon, cards) -> list:
    """The numbers the passage states as points: bound to the word for points (``amounts``, and a
    number word for 'one' right next to it), not a card's own number, not a threshold to win, a
    lead, a bound or the pack's total."""
    from .checks import qualifiers_before

    E = _examples()
    words = E._points_words(lex)
    found = list(E.amounts(text, lex, words))
    for n in find_numbers(text, lex.lang):
        if n.word and n.value == 1 and _one_alone(text, n, words):
            found.append(n)
    lead_words = [*(lex.terms.get("point_lead") or []), *E._block(lex.lang, "resto_reading").get("lead", [])]
    leads = {n.start for n in E._named_amounts(text, lex, lead_words, E.LEAD_REACH, exact=False)}
    resto = list(lex.terms.get("resto") or [])
    from .numbers import label_spans

    labels = {a for a, _ in label_spans(text, lex.lang)}
    out = []
    for n in found:
        if n.start in labels or re.match(r"\s*+[:.)]", text[n.end:]) and text[:n.start].rstrip()[-1:].isalpha() and \
                text[:n.start].split()[-1][:1].isupper():
            continue        # "Punkt 4:", "Frage 3.": a label's number
        if any(a <= n.start < b or 0 <= a - n.end <= 1 for a, b, _ in cards):
            continue        # a card's own number, or a count of a rank ("three Re", "4 Re")
        if n.start in leads or E._to_win(text, n, lex) or \
                qualifiers_before(text, n.start, lex) or (resto and _near(text, n, resto)):
            continue
        out.append(n)
    return out


def _one_alone(text: str, n, words: list[str]) -> bool:
    """A number word for 'one' told as points: the word for points, as written, right after it
    ("un punto"); not an article before a noun ("un Asso", "eine punktlose Karte"), nor a name
    ("il papa uno")."""
    from .terms import TOKEN

    def points(t: str) -> bool:     # the word itself, not a compound ("eine punktlose Karte")
        return norm(t) in {norm(p) for p in words if " " not in p}

    after = TOKEN.findall(re.split(r"[,;:.()!?«»\"“”–—]", text[n.end:])[0])
    return bool(after) and points(after[0])


def _near_all(text: str, cue_words: list[str]) -> bool:
    from .terms import TOKEN, word_matches

    return any(word_matches(norm(t), norm(p)) for t in TOKEN.findall(text) for p in cue_words if " " not in p)


def _near(text: str, n, cue_words: list[str]) -> bool:
    from .terms import TOKEN, word_matches

    clause = re.split(r"[,;:.()!?]", text[:n.start])[-1] + " " + re.split(r"[,;:.()!?]", text[n.end:])[0]
    return any(word_matches(norm(t), norm(p)) for t in TOKEN.findall(clause) for p in cue_words if " " not in p)


def _sentence_of(text: str, at: int) -> tuple[int, int]:
    E = _examples()
    for a, s in E._sentences(text):
        if a <= at < a + len(s) + 1:
            return a, a + len(s)
    return 0, len(text)


def check_points(engine, ex, text: str, lex: Lexicon) -> list[Finding]:  # noqa: C901
    """The points a passage states for the cards it names, against every quantity the engine
    derives from them (module docstring): an error where the sentence of the points names every
    card, a warning where the cards are told around it."""
    cards = _cards(engine, text, lex)
    if not cards or _told_before(engine, text, lex) or _each_said(text, lex) or _near_all(text, list(lex.terms.get("resto") or [])):
        return []           # values given per card ("10 punti l'una", a table of values), a resto's
        #                     passage (its points are a lead's): no outcome of these cards
    codes = _codes(cards)
    if codes is None or len(set(codes)) < 2:
        return []           # one card: what it is worth is a value (``values.py``), not a situation's outcome
    awards = {a[0] for a in getattr(engine, "awards", ()) or ()}
    if "napula" in awards and not _napula_named(engine, text, lex):
        return []           # a fishing game's points near cards are its bonuses': not the cards'
    can = derived(engine, codes)
    if len(can) <= 1:
        return []
    top = max(can)
    stated = _stated(engine, text, lex, cards)
    if "trump" in engine.deck.kind:
        trumps = _examples()._trump_codes(engine)
        from .numbers import label_spans

        told = {n.start for n in stated} | {n.start for n in _examples().amounts(text, lex, list(lex.worth))} | \
            {a for a, _ in label_spans(text, lex.lang)}     # "vale 15", "Exercício 8": an amount, a label
        if any(n.value in trumps and n.start not in told and not any(a <= n.start < b for a, b, _ in cards)
               for n in find_numbers(text, lex.lang) if not n.word):
            return []       # a trump's number the passage names that is no card read ("1, Matto and 40"): cards unknown
    issues = []
    for n in stated:
        left = max(m.end() for m in CLAUSE_END.finditer(text, 0, n.start)) if CLAUSE_END.search(text, 0, n.start) else 0
        right = m.start() if (m := CLAUSE_END.search(text, n.end)) else len(text)
        if sum(1 for c in cards if left <= c[0] < right) == 1:
            continue        # "Trump 29 is worth 5 only in a versicola, ...": one card's value (``values.py``)
        if n.value in can or n.value > BEYOND * top:
            continue
        a, b = _sentence_of(text, n.start)
        told = {x for c in cards if a <= c[0] < b for x in c[2][0].split("+")}
        everything = told >= set(codes)         # the sentence of the points names every card
        issues.append(evidence("example", "error" if everything else "warning",
                               MESSAGE,
                               ", ".join(str(v) for v in sorted(can) if v) or "0", str(n.value), role=AMOUNT))
    return issues


def _told_before(engine, text: str, lex: Lexicon) -> bool:
    """The sentence before the passage names cards: the situation may begin there (a trick's first
    cards), so the passage's cards may not be all of it."""
    from .tricks import DOCUMENT_TEXTS

    texts = DOCUMENT_TEXTS.get()[0]
    for i, sentence in enumerate(texts):
        if sentence and text.startswith(sentence):
            return i > 0 and any(w.rank for w in card_words(texts[i - 1], lex, engine.deck))
    return False


def _each_said(text: str, lex: Lexicon) -> bool:
    """The passage gives values per card: a word for 'each', or a table whose rows give one card's
    value ("| Asso | 11 |")."""
    from .terms import TOKEN, phrase_spans

    if re.search(r"\|\s*+[^|\d]{1,20}\|\s*+\d++\s*+\|", text):
        return True
    tokens = [norm(t) for t in TOKEN.findall(text)]
    return bool(phrase_spans(tokens, {"e": lex.each}))


def _napula_named(engine, text: str, lex: Lexicon) -> bool:
    """The passage names the Napula (the spec's name of the award, in the forms the lexicon
    accepts, with any ending)."""
    from .cicera_examples import award_name

    spec = set(award_name(engine, "napula"))
    names = [norm(f) for nm in lex.names if nm.name in spec for f in nm.forms] or [norm(n) for n in spec]
    return any(t.startswith(w) for t in (norm(x) for x in re.findall(r"[^\W\d_]+", text)) for w in names)
