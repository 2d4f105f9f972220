"""Cìcera worked examples read by role, not by sentence shape.

A passage that tells a capture is read for its parts, in any order and any language:

- the **situation** — the card played (named after a word for playing, after a word for "with"
  near a word for taking, right before a word for taking, or the one card the passage names
  besides the table's), the table (the cards named before the play or the taking), the card the
  previous player has just left (named after a cue such as "the player before you has just put
  down"), each from the card words of ``cardwords.py``;
- the **outcome** the text states — which cards are taken (named after the word for taking, "all
  three", or the one capture there is), whether the text says it may not be done, the bonuses
  it names (affirmed, negated, "only" these) and the points it gives the capture.

The situation is replayed on the engine (``capture_options``, ``engine.examples.outcome``); an
error is given only where both are read with confidence and no reading the text leaves open (a
suit it does not give, the card the previous player left when it does not say) agrees with it.
A passage read only in part gives nothing. Cue words are data: ``cicera_examples`` in
``rules/checker/<lang>.yaml``.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from dataclasses import dataclass, replace

from engine.examples import outcome

from ..findings import AMOUNT, Finding, evidence
from .captures import CLAUSE, MAX_UNKNOWN, SENTENCE, _sentences
from .cardwords import CardWord, card_words, list_glue, shared_suits
from .structure import list_also, structure_cues
from .cues import asked_only, rule_cues
from .lexicon import CHECKER_DIR, Lexicon, _load_yaml, norm
from .memo import KEPT_READINGS, recent
from .examples import _points_words, rank_of_value, _word_spans

BREAK = re.compile(r"[,;:()—–.!?]")     # a clause or a sentence ends between two words
WORDS = re.compile(r"[^\W\d_]+")
PLAY_REACH = 3          # words between a word for playing and the card played ("vous jouez le 9")
WITH_REACH = 2          # words between "with" and the card one captures with ("with the 9 of Swords")
TAKE_REACH = 2          # words between the card played and a word for taking ("the 10 of Cups takes")
LEFT_REACH = 6          # words between the previous player's cue and the card left ("... has just put down the 9")
ALL_REACH = 3           # words between a word for taking and "all" ("забираете их все")
NEGATION_REACH = 3      # words between a negation and the bonus it negates ("kein Simili")
SUBJECT_REACH = 6       # words after a bonus that opens its clause to the negation of its verb ("Scùa за взятие суммой не засчитывается")
COMPOUND_TAIL = 5       # a word for cards that ends a compound noun counts too ("Zahlenkarten")
SUM_RESULT = re.compile(r"=\s*$")    # a number right after '=' is a sum's result
ADDEND = re.compile(r"^\s*\+")      # a card right before '+' is an item of a sum, not the card played
MAX_BACK = 2            # sentences before the play's that may give the table
MANY_UNKNOWN = 3        # cards of no suit beyond those whose suitings are all enumerated


@functools.cache
def cues(lang: str) -> dict[str, tuple[str, ...]]:
    path = CHECKER_DIR / f"{lang}.yaml"
    data = _load_yaml(path) if path.exists() else {}
    return {k: tuple(str(p) for p in v) for k, v in (data.get("cicera_examples") or {}).items()}


@functools.cache
def roles(lang: str) -> dict[str, tuple[str, ...]]:
    """The role words of a worked example (``example_roles``): the table, playing, taking, an
    empty table."""
    path = CHECKER_DIR / f"{lang}.yaml"
    data = _load_yaml(path) if path.exists() else {}
    return {k: tuple(str(p) for p in v) for k, v in (data.get("example_roles") or {}).items()}


def _table_words(lex: Lexicon) -> list[str]:
    return [*(lex.roles.get("table") or []), *roles(lex.lang).get("table", ())]


def _play_words(lex: Lexicon) -> list[str]:
    return [*lex.plays, *roles(lex.lang).get("play", ())]


def _spans(text: str, phrases, lex: Lexicon | None = None) -> list[tuple[int, int]]:
    """Where any of ``phrases`` occurs, a word matching by the glossary's stem rule or, with the
    language's stemmer, by its Snowball stem ("jouant" ~ "jouer", "porto" ~ "portare")."""
    found = list(_spans_kept(text, tuple(phrases), lex.stemmer if lex is not None else None))
    if lex is None or not found:
        return found
    # a number word is no other word its stem looks like ("three" is not "threw"): a cue
    # starts on one only when it is that very word
    nums = _number_words(text, lex.lang)
    if not any(a in nums for a, _ in found):
        return found
    firsts = {norm(w[0]) for w in (WORDS.findall(p) for p in phrases) if w}
    return [(a, e) for a, e in found if a not in nums or norm(WORDS.match(text, a).group()) in firsts]


DUAL_REACH = 2          # words before a rank where a word for 'both' names its two cards
ONE_OF_REACH = 3        # words before the word for 'both' where "one of" is looked for


def _after_dual(text: str, w, lex: Lexicon) -> bool:
    """A rank right after a word for 'both' (data ``dual``: "both 3s", "die beiden Dreien",
    "entrambi i 3", "обе тройки"): the two cards of that rank, not a count of the cards taken
    ("all three", "tutti e tre": a number after a word for 'all'); not after "one of" (data
    ``one_of``: "uno de los dos doses", "một trong hai lá Re": one card of them)."""
    c = cues(lex.lang)
    if not c.get("dual"):
        return False
    before = WORDS.findall(text[:w.start])
    if not _spans(" ".join(before[-DUAL_REACH:]), c["dual"], lex):
        return False
    return not _spans(" ".join(before[-DUAL_REACH - ONE_OF_REACH:-1]), c.get("one_of", ()), lex)


def _plural_article(text: str, w, table, lex: Lexicon) -> bool:
    """A number right after an article that marks the plural (data ``plural_article``: fr "on
    prend les trois", es "se lleva las tres", it "prende le tre"), where the table holds at most
    one card of that rank: a count of the cards taken, not a card ("le trois", "el tres" would be
    one card); none in a language whose article does not mark it (de "die Drei", en "the three")."""
    articles = cues(lex.lang).get("plural_article")
    if not articles or sum(x.rank == w.rank for x in table) > 1:
        return False
    before = WORDS.findall(text[:w.start])[-1:]
    return bool(before) and bool(_spans(before[0], articles, lex))


def _both_of_rank(text: str, taken: list, table, lex: Lexicon) -> list:
    """Each card of no suit named after a word for 'both' stands for the table's cards of its
    rank, when the table holds two or more of them."""
    out = []
    for w in taken:
        same = [x for x in table if x.rank == w.rank] if w.suit is None and _after_dual(text, w, lex) else []
        out += same if len(same) >= 2 else [w]
    return out


@functools.lru_cache(maxsize=1 << 12)
def _number_words(text: str, lang: str) -> frozenset[int]:
    from .numbers import find_numbers

    return frozenset(n.start for n in find_numbers(text, lang) if n.word)


@functools.lru_cache(maxsize=1 << 14)
def _spans_kept(text: str, phrases: tuple[str, ...], stemmer: str | None) -> tuple[tuple[int, int], ...]:
    """``_spans`` by content: the readers of one passage ask for the same cue lists in turn."""
    found = _word_spans(text, phrases)
    if not stemmer:
        return tuple(found)
    toks, stems = _stems(text, stemmer)
    at = _stem_positions(text, stemmer)
    for phrase in phrases:
        p = _stems(phrase, stemmer)[1]
        for i in at.get(p[0], ()) if p else ():
            if stems[i:i + len(p)] == p:
                found.append((toks[i][0], toks[i + len(p) - 1][1]))
    return tuple(sorted(set(found)))


@functools.lru_cache(maxsize=1 << 12)
def _stem_positions(text: str, stemmer: str) -> dict[str, tuple[int, ...]]:
    """Where each stem of ``text`` occurs (word indices)."""
    out: dict[str, list[int]] = {}
    for i, s in enumerate(_stems(text, stemmer)[1]):
        out.setdefault(s, []).append(i)
    return {s: tuple(v) for s, v in out.items()}


@functools.lru_cache(maxsize=1 << 12)
def _stems(text: str, stemmer: str) -> tuple[tuple[tuple[int, int], ...], tuple[str, ...]]:
    """The words of ``text`` (start, end) and their stems (``stem_of``), worked out once per text."""
    from .cardwords import _key

    toks = list(WORDS.finditer(text))
    return tuple([t.span() for t in toks]), tuple([_key(t.group(), stemmer) for t in toks])


CLEFT_REACH = 2         # words a pseudo-cleft's 'what' may stand after the start of its clause, and its copula after the clause it frames


def _cleft_denied(head: str, clause: str, negs, lex: Lexicon) -> bool:
    """The taking is what a negated pseudo-cleft frames ("Ce que tu ne peux pas faire, c'est
    prendre les trois", "What you can't do is take all three"): the clause before opens with a
    word of ``clause_cues.cleft_what`` and holds a negation, the taking's clause opens with the
    copula (``cleft_is``), so the negation is the taking's."""
    from .lexicon import cue_block

    block = cue_block(lex.lang, "clause_cues")
    what, copula = block.get("cleft_what"), block.get("cleft_is")
    if not what or not copula or not _negations(head, negs):
        return False
    opening = " ".join(WORDS.findall(head)[:CLEFT_REACH + 2])
    framed = " ".join(WORDS.findall(clause)[:CLEFT_REACH])
    return any(a == 0 for a, _ in _spans(opening, what, lex)) and any(a == 0 for a, _ in _spans(framed, copula, lex))


def _negations(text: str, negs) -> list[tuple[int, int]]:
    """Where a negation stands: not on a name, a word written with a capital inside its
    sentence ("North" is no "nor", "Nora" no "no")."""
    exact = {norm(w[0]) for w in (WORDS.findall(n) for n in negs) if w}
    out = []
    for a, e in _spans(text, negs):
        word = norm(WORDS.match(text, a).group())
        if text[a].isupper() and word not in exact:
            # a capital at a sentence's start: a negation with a short ending ("Keinen"), not a name
            initial = not text[:a].strip() or re.search(r"[.!?:;\n(\[«\"“]\s*$", text[:a])
            if not initial or not any(word.startswith(x) and len(word) - len(x) <= 1 for x in exact):
                continue
        out.append((a, e))
    return out


PARTITIVE_REACH = 2      # words between 'one' or a negation and the word for 'all' it bounds ("einen der beiden")


def _all_said(text: str, all_words, negs, lex: Lexicon) -> bool:
    """A word for 'all' or 'both' that says the whole table is taken: not one after the number
    one ("one of the two", "einen der beiden": a choice between them) or after a negation ("not
    both", "nicht beide")."""
    from .numbers import find_numbers

    ones = [n.end for n in find_numbers(text, lex.lang) if n.value == 1]
    nots = [e for _a, e in _negations(text, negs)]
    for a, _e in _spans(text, all_words):
        if not any(0 <= len(WORDS.findall(text[end:a])) <= PARTITIVE_REACH for end in (*ones, *nots) if end <= a):
            return True
    return False


def _nwords(text: str) -> int:
    return len(WORDS.findall(text))


CLAUSE_END = re.compile(rf"{CLAUSE.pattern}|\s[–—]\s")     # a dash between spaces ends a clause too ("1 Punkt – eine Scùa ist es nicht")
CLAUSE_OR_SENTENCE_END = re.compile(rf"{CLAUSE_END.pattern}|[.!?]")


def _clause(text: str, at: int, lo: int, hi: int, dash: bool = False) -> tuple[int, int]:
    """The clause of ``text[lo:hi]`` around offset ``at`` (``dash``: a dash ends one too, as in
    what is said of the bonuses; not in the givens, where dashes set off an aside: "die 2, 3 und 5
    Münzen – den ganzen Tisch –")."""
    marks = CLAUSE_END if dash else CLAUSE
    a = max([m.end() for m in marks.finditer(text, lo, at)], default=lo)
    m = marks.search(text, at, hi)
    return a, (m.start() if m else hi)


@dataclass(frozen=True)
class Situation:
    """A capture a passage tells: card words (rank, suit or None) and what the text says of it."""

    play: CardWord
    table: tuple[CardWord, ...]
    last_left: CardWord | None      # the card the previous player has just left, when said
    taken: tuple[CardWord, ...] | None   # the cards named as taken (None: not named)
    whole: bool                     # "takes all three": the whole table
    negated: bool                   # "cannot take all three"
    take_at: int
    outcome_from: int
    outcome_to: int
    taken_in_clause: tuple[CardWord, ...] | None = None  # the taken without a list run over a comma ("2 + 3 + 5, il Re resta")
    alternatives: tuple[tuple[CardWord, ...], ...] = ()     # "take the 8 or the 5 and the 3": each a capture
    unseen: bool = False            # the table read from the cards taken: others may lie there
    after: bool = False             # a capture told after another: the earlier one's cards may be gone
    not_left: bool = False          # the text says the card taken is not the one just left: no Picada


def attempted(text: str, lex: Lexicon) -> bool:
    """``text`` tells that a capture is only tried or claimed ("tries to take", "pretendendo di
    portarsi via"), not that it may be made; "if you want, ..." is a condition, not a try."""
    for a, _e in _spans(text, cues(lex.lang).get("attempt") or (), lex):
        if not _spans(" ".join(WORDS.findall(text[:a])[-2:]), lex.condition):
            return True
    return False


def _sum_results(text: str, words: list[CardWord], lex: Lexicon) -> list[CardWord]:
    """The number a sum makes ("la somma del 4 e del 5 dà 9"): after a word for a sum, the list
    of its items, then a numeral of no suit not joined to the list."""
    out = []
    for _a, e in _spans(text, [*(lex.terms.get("sum") or [])], lex):
        stop = re.search(r"[.;!?]", text[e:])
        hi = e + stop.start() if stop else len(text)
        after = [w for w in words if e <= w.start < hi]
        for x, y in zip(after, after[1:]):
            gap = text[x.end:y.start]
            if list_glue(gap, lex) and (re.search(r"[,+&]", gap) or _spans(gap, lex.and_words)):
                continue        # an item of the sum (a short verb alone is no list's glue: "dà 9")
            if y.suit is None and y.rank.isdigit() and not BREAK.search(text[x.end:y.start]):
                out.append(y)
            break
    return out


def _name_forms(name: str, lex: Lexicon) -> list[str]:
    """A name of ours as the text may inflect it: the glossary's forms for the language (fi
    "Picadan", "Scùan")."""
    return list(dict.fromkeys([name, *(f for n in lex.names if n.name == name for f in n.forms)]))


CASE_READ, CASE_CHANGED = 1, 2


def _another_case(said: str, at: int, sit: "Situation", engine, lex: Lexicon) -> int:
    """``at`` is in a sentence after the capture's own that opens on a condition ("If it was the
    only card there, ...", ru "Если все четыре карты одной масти, ..."): another case of it,
    ``CASE_READ`` (one of the readings the capture leaves open: checked against them) or
    ``CASE_CHANGED`` where it names a card of a suit or one that stays ("If a Re of Cups stays on
    the table, ...": other cards than the capture's); 0 when not."""
    opened = max([0, *(m.end() for m in SENTENCE.finditer(said, 0, at))])
    if not opened or sit.outcome_from + opened <= sit.take_at or not _conditional_opening(said[opened:at], lex):
        return 0
    m = SENTENCE.search(said, at)
    sentence = said[opened:m.start() if m else len(said)]
    if _spans(sentence, _stay_words(lex), lex) or any(w.suit for w in card_words(sentence, lex, engine.deck)):
        return CASE_CHANGED
    return CASE_READ


EMPTY_REACH = 3         # words after a verb of leaving to the word saying the table is left empty ("dejé la mesa limpia")


def _left_empty(text: str, e: int, hi: int, words: list[CardWord], lex: Lexicon) -> bool:
    """The verb of leaving that ends at ``e`` leaves the table empty (a word of ``example_roles.empty``
    within ``EMPTY_REACH`` words after it, no card in its clause: "dejé la mesa limpia", "left the
    table empty"), not a card the player before has just put down."""
    m = BREAK.search(text, e, hi)
    stop = m.start() if m else hi
    if any(e <= w.start < stop for w in words):
        return False        # fi "jättää tyhjään pöytään seiskan": a card put on the empty table
    return any(_nwords(text[e:e + a]) <= EMPTY_REACH for a, _ in _spans(
        text[e:stop], [*roles(lex.lang).get("empty", ()), *(cues(lex.lang).get("empty") or ())], lex))


PUT_REACH = 3           # words after the card just put down that still tell where it went ("put a 6 on the table")


def _put_there(text: str, lo: int, hi: int, cue: tuple[int, int], card, lex: Lexicon) -> bool:
    """The passage names the table only as where the player before has just put the card (fi
    "Edellinen pelaaja jätti pöytään 5:n", "the player before you put a 6 on the table"): every
    word for the table lies between the cue and the card or right after it, and the passage
    never says the table is empty or holds that card alone ("on an empty table", "nothing else
    lies on the table", vi "Trên bàn chỉ còn lá 7 mà ..."): what else lies there is not told."""
    a, e = min(cue[0], card.start), max(cue[1], card.end)
    for t, _ in _spans(text[lo:hi], _table_words(lex), lex):
        t += lo
        if not (a <= t < e or t >= e and _nwords(text[e:t]) <= PUT_REACH and not BREAK.search(text[e:t])):
            return False
    c = cues(lex.lang)
    return not _spans(text[lo:hi], [*roles(lex.lang).get("empty", ()), *(c.get("empty") or ())], lex) and \
        not _spans(text[lo:card.start], [*(c.get("only") or ()), *roles(lex.lang).get("one", ())], lex)


def _conditional_opening(sentence: str, lex: Lexicon) -> bool:
    """A sentence that opens with a condition: a word for 'if' first ("If a Fante stayed too,
    ...", "Se resta anche un Fante, ...") or, where the language tells it so, its finite verb
    first before a comma (de "Bleibt dabei ein Fante liegen, ...": ``verb_first``)."""
    from .facts import verb_first
    from .terms import words

    first = words(sentence)[:1]
    return bool(first) and first[0] in {norm(c) for c in lex.condition} or verb_first(sentence, lex)


def _stay_words(lex: Lexicon) -> tuple[str, ...]:
    """Words for cards staying on the table ("the 5 and the 3 stay"): ``example_structure.stays``."""
    from .structure import structure_cues

    return structure_cues(lex.lang).get("stays", ())


def _leaving_words(lex: Lexicon) -> tuple[str, ...]:
    """Verbs of leaving cards on the table ("leaving the 3 and the 5"): ``example_structure.leaving``."""
    from .structure import structure_cues

    return structure_cues(lex.lang).get("leaving", ())


def _take_words(lex: Lexicon) -> list[str]:
    return [*(lex.terms.get("capture") or []), *lex.beats, *(cues(lex.lang).get("take") or ()),
            *roles(lex.lang).get("take", ()), *roles(lex.lang).get("taken_by", ())]


def read_situation(engine, text: str, lex: Lexicon) -> Situation | None:
    """The capture ``text`` tells, if it tells one (kept for the last passages read: the
    readers of captures, bonuses and the Napula read the same passage in turn)."""
    return _read_situation(text, engine, lex)


# a bare number opening the answer to a question, after its label if any ("Wie viele Punkte?
# Lösung: 2 – …", "How many? Answer key: 2"): the answer, no card
ANSWERED_NUMBER = re.compile(r"\?[\s\W]*+(?:[^\W\d_]++\s*+){0,3}[:–—-]?\s*+$")


@recent(KEPT_READINGS, copy=None)
def _read_situation(text: str, engine, lex: Lexicon) -> Situation | None:
    c = cues(lex.lang)

    # a number counting what the next word names is no card: "2 очка", "an example with two bonuses"
    points = [*_points_words(lex), *lex.point_words]
    counted = [*(lex.terms.get("bonus") or []), *lex.players, *lex.cards]     # "trois cartes": a count

    card_nouns = [n for n in (norm(x) for x in lex.cards) if len(n) >= COMPOUND_TAIL]

    def counts(w) -> bool:      # the very next word, nothing between ("two bonuses"; not "десятку, игрок")
        m = re.match(r"\s++([^\W\d_]++)(?:\s++([^\W\d_]++))?", text[w.end:])
        # ... or a compound ending in a word for cards ("die drei Zahlenkarten"), or a word for
        # cards after one word more ("the two numeral cards")
        if not m:
            return False
        if _spans(m.group(1), counted):
            return True
        # (a number only: "ein gespielter Fante beide Karten" names the Fante)
        return w.rank.isdigit() and (any(norm(m.group(1)).endswith(n) for n in card_nouns) or bool(
            m.group(2) and _spans(m.group(2), lex.cards) and not list_glue(f" {m.group(1)} ", lex)))  # not "lá 4 và lá 5"

    # the result of a sum ("2 + 3 + 4 = 9") is a value, not a card on the table
    raw = card_words(text, lex, engine.deck)
    named = shared_suits(raw, text, lex)
    bare = frozenset(w.start for w in raw if w.suit is None)     # ranks named with no suit of their own
    # a rank spelled as a number word names a card when a card of that rank is named with its
    # suit in the passage and it stands in a list with another card ("take the Three and the
    # Four"; not "both pairs that make eight", a sum's value)
    suited = {w.rank for w in named if w.suit and w.rank}

    def listed(i: int) -> bool:
        return any(0 <= j < len(named) and named[j].rank and
                   list_glue(text[min(named[i].end, named[j].end):max(named[i].start, named[j].start)], lex)
                   for j in (i - 1, i + 1))

    words = [w for i, w in enumerate(named) if w.rank and (not w.spelled or w.rank in suited and listed(i))
             and not (w.suit is None and (_spans(" ".join(WORDS.findall(text[w.end:])[:1]), points) or counts(w)
                                          or SUM_RESULT.search(text[:w.start])
                                          or text[w.start:w.start + 1].isdigit() and
                                          ANSWERED_NUMBER.search(text[max(0, w.start - 60):w.start])))]
    # ... nor a count of cards named with their suit ("les trois cartes étant d'Épées", "all three cards of Cups")
    words = [w for w in words if not (w.suit and _spans(" ".join(WORDS.findall(text[w.start:w.end])[1:2]), lex.cards))]
    words = [w for w in words if w not in _sum_results(text, words, lex)]
    words = _ones_listed(text, words, engine, lex)
    words = _not_in_reasons(text, words, lex)
    scores = _scores(text, words, lex)
    words = [w for w in words if w.start not in scores]
    # a number word after a word for 'all' counts the cards taken ("li ha presi tutti e tre",
    # "take all three"), no card

    all_words = (*(c.get("all_taken") or ()), *structure_cues(lex.lang).get("all_taken", ()))
    words = [w for w in words if not (w.start in _number_words(text, lex.lang) and
                                      _spans(" ".join(WORDS.findall(text[:w.start])[-2:]), all_words, lex)
                                      and not _after_dual(text, w, lex))]
    words, aliases = _named_again(text, words, bare, lex)
    if len(words) < 2:
        return None
    sentences = _sentences(text)

    def sentence_of(at: int) -> int:
        return next(i for i, (a, b) in enumerate(sentences) if a <= at <= b)

    onto = [norm(w) for w in c.get("onto_table") or ()]
    takes = [a for a, e in _spans(text, _take_words(lex), lex)
             if not (onto and norm(next(iter(WORDS.findall(text[e:])), "")) in onto)]    # fi "lyö pöytään": a play
    if not takes:
        return None
    # the card the previous player has just left
    last_left, not_left, left_cue = None, False, None
    negs = [*lex.negation, *(norm(w) for w in c.get("not_allowed") or ())]
    for a_, e in _spans(text, c.get("last_left") or (), lex):
        lo, hi = sentences[sentence_of(e)]
        if _left_empty(text, e, hi, words, lex):
            continue            # es "dejé la mesa limpia", "left the table empty": the table swept, no card put down
        # the card named after the cue in its clause ("the player before you has just put down
        # the 9"), else the card right before it, in its clause or the one before, a relative
        # clause's ("le 5 de Coupes, que le joueur précédent vient de poser, et le Cavallo";
        # "the 8 was just put down by the player before you, next to the 2")
        after = [w for w in words if e <= w.start < hi and _nwords(text[e:w.start]) <= LEFT_REACH
                 and not BREAK.search(text[e:w.start]) and not any(e <= t < w.start for t in takes)]
        before = [w for w in words if lo <= w.start and w.end <= a_ and _nwords(text[w.end:a_]) <= LEFT_REACH and
                  not BREAK.search(text[w.end:a_].replace(",", "", 1))]
        if after and any(not BREAK.search(text[w.end:a_]) for w in before):
            break               # a card on either side in its clause ("Die 8 Kelche hat der Spieler vor dir gerade neben die 2 Schwerter gelegt"): which one is not read
        # a negation in the cue's clause before it: a card was not just left ("and it was not the
        # card the previous player had just put down")
        negated_cue = bool(_negations(text[_clause(text, a_, lo, hi)[0]:a_], negs))
        if after or before:
            last_left, left_cue = (after or before[-1:])[0], (a_, e)
            # ... or between the card and the cue, or right before the cue ("Lá 10 đó không phải
            # người trước vừa đặt xuống", "the 9 was not just put down")
            gap = text[last_left.end:a_] if last_left.end <= a_ else text[e:last_left.start]
            if negated_cue or _negations(gap, negs) or _negations(" ".join(WORDS.findall(text[lo:a_])[-NEGATION_REACH:]), negs):
                last_left, not_left = None, True
            break
        if negated_cue:
            not_left = True
            break
    if last_left is None and not not_left and _spans(text, c.get("since_deal") or (), lex):
        not_left = True         # "le 4 de Deniers, seule carte sur la table, posée là dès la distribution"
    play = _played(text, words, lex, takes, last_left, c)
    if play is None:
        return None
    def table_between(i: int) -> bool:
        # a sentence that names the table and its cards, and tells no taking, no play and no case
        lo_, hi_ = sentences[i]
        at_table = [e for _, e in _spans(text[lo_:hi_], _table_words(lex), lex)]
        # (a verb right after the table is its own, not a play: "On the table lay the 4 and the 6")
        plays_ = [a for a, _ in _spans(text[lo_:hi_], _play_words(lex), lex)
                  if not any(t <= a and _nwords(text[lo_ + t:lo_ + a]) <= 1 for t in at_table)]
        return any(lo_ <= w.start < hi_ for w in words) and bool(at_table) and not plays_ \
            and not any(lo_ <= t < hi_ for t in takes) and not _conditional_opening(text[lo_:hi_], lex)

    def taking(play) -> int | None:
        k = sentence_of(play.start)
        # the word for taking: in the play's sentence (before it: "you take it with the 9"), else the next
        in_k = [t for t in takes if sentences[k][0] <= t < sentences[k][1]]
        nxt = [t for t in takes if k + 1 < len(sentences) and sentences[k + 1][0] <= t < sentences[k + 1][1]]
        if not in_k and not nxt and k + 2 < len(sentences) and table_between(k + 1):
            # ... or the one after a sentence of its own that tells the table, told between the
            # play and the taking ("Gianni legt die 10. Auf dem Tisch liegen die 4 und die 6. Er
            # nimmt beide."; "I put down my 9. On the table were the 4 and the 5. I took both.")
            nxt = [t for t in takes if sentences[k + 2][0] <= t < sentences[k + 2][1]]
        # the nearest in the play's own clause ("you take it with the 9"), else the first after it
        plo, phi = _clause(text, play.start, *sentences[k])
        own = sorted((abs(t - play.start), t) for t in in_k if plo <= t < phi)
        # a verb that takes up the card to capture with, right before it, and a word for taking
        # right after it ("Tôi lấy lá 3 Kiếm ăn lá đó": a serial verb, the capture is the second)
        right_after = [t for t in in_k if play.end <= t < phi and _nwords(text[play.end:t]) <= TAKE_REACH]
        if own and own[0][1] < play.start and _nwords(text[own[0][1]:play.start]) <= WITH_REACH and right_after:
            return right_after[0]
        # (a word for taking may open the text: position 0 is a position)
        return next((x for x in (own[0][1] if own else None, next((t for t in in_k if t > play.end), None),
                                 in_k[0] if in_k else None, nxt[0] if nxt else None) if x is not None), None)

    take = taking(play)
    if take is None:
        return None
    t_k = sentence_of(take)
    if t_k > sentence_of(play.start) and t_k + 1 < len(sentences):
        # the options listed in a sentence of their own ("Il avait trois possibilités : prendre
        # le 6 d'Épées, prendre 2 + 4, ou poser sa carte."), then the one taken: the capture told
        lo_, hi_ = sentences[t_k]
        listed = [t for t in takes if lo_ <= t < hi_]
        chosen = [t for t in takes if sentences[t_k + 1][0] <= t < sentences[t_k + 1][1]]
        # (the capture told names a card: not a rule list after the options, "Les primes de
        # prise, un point chacune : Scùa : vider la table en une seule prise")
        names_card = any(sentences[t_k + 1][0] <= w.start < sentences[t_k + 1][1] for w in words)
        if len(listed) > 1 and chosen and names_card and _spans(text[listed[0]:hi_], lex.or_words):
            take = chosen[0]
    after_capture = False
    if sentence_of(take) > sentence_of(play.start):
        # the taking a sentence later, after another card played there ("Marta drops a 5. Paolo
        # answers with his own 5 and picks it up"; captures told in turn): that play's
        t_lo = sentences[sentence_of(take)][0]
        for _, e in _spans(text[t_lo:take], _play_words(lex), lex):
            other = next((w for w in words if w.start >= t_lo + e), None)
            if other is not None and other is not last_left and other.start < take and \
                    not BREAK.search(text[t_lo + e:other.start]) and _nwords(text[t_lo + e:other.start]) <= PLAY_REACH:
                # (the earlier play a capture too when its sentence tells a taking)
                old = sentences[sentence_of(play.start)]
                after_capture = any(old[0] <= t < old[1] for t in takes)
                play, take = other, taking(other)
                break
        if take is None:
            return None
    # the card that captures told by 'with' in the taking's clause, after a card another player
    # played in a clause before ("legte Jonas den Re der Münzen auf den Tisch, und Mia nahm ihn
    # mit ihrem Re der Stäbe"; "… colocou um 4 de Espadas … Eu levei o 8 de Copas com o meu 8 de
    # Ouros"): the earlier card was laid on the table, the later one plays
    own_card = _captured_with(text, words, take, sentences[sentence_of(take)], last_left, lex)
    if own_card is not None and own_card is not play and play.end <= take and \
            _clause(text, play.start, *sentences[sentence_of(play.start)]) != _clause(text, take, *sentences[sentence_of(take)]) and \
            _object_of_play(text, play, lex) and not any(play.end <= t < own_card.start and t != take for t in takes):
        play = own_card

    k = sentence_of(play.start)
    # a capture only tried or claimed ("tries to take", "pretendendo di portarsi via"): no
    # statement of what may be taken
    if play.start < take and attempted(text[play.end:take], lex):
        return None
    # the passage of this capture: back over sentences that do not tell another capture
    first = k
    while first > 0 and k - first < MAX_BACK and not any(
            sentences[first - 1][0] <= t < sentences[first - 1][1] for t in takes):
        first -= 1
    start = sentences[first][0]
    before = min(play.start, take)
    table = [w for w in words if start <= w.start < before and w is not play]
    k_lo = sentences[k][0]
    own = [w for w in table if w.start >= k_lo]
    if own and len(own) < len(table) and any(
            t + k_lo < own[0].start for t, _ in _spans(text[k_lo:own[0].start], _table_words(lex), lex)):
        # the play's own sentence tells the table before its cards ("..., y la partida siguió. A mitad
        # de la mano, en la mesa estaban el 2, el 3 y el 5, y Marcos jugó el 10"): a card of an
        # earlier sentence is another moment's
        table = own
    told_by_take = False
    between: list[CardWord] = []
    if play.start < take:       # cards between the play and the taking, told as the table's
        between = [w for w in words if play.end <= w.start < take]
        # a phrase for the table says so; with no table before the play, they are the table
        # ("spielst du eine 10 auf eine 6 und eine 4, nimmst du beide")
        if between and (not table or _spans(text[play.end:take], _table_words(lex), lex)):
            # the table told only as the cards the play takes: a card the outcome names besides
            # them ("..., weil der Re liegen bleibt") may lie there too
            told_by_take = not table and not _spans(text[play.end:take], _table_words(lex), lex)
            if not told_by_take and _spans(text[play.end:take], _table_words(lex), lex):
                # the play's sentence tells the table ("played the 6 on a table of ..."): a card
                # of an earlier sentence is another moment's ("..., since the 4 stayed put.")
                table = [w for w in table if w.start >= sentences[k][0]]
            table += between
    # every card a word for playing lays on the table before the capture's own clause
    play_clause = _clause(text, play.start, *sentences[sentence_of(play.start)])
    laid = [w for w in table if w.end <= min(play.start, take) and w.start < play_clause[0] and _object_of_play(text, w, lex)]
    if laid and not not_left and (last_left is None or laid[-1].start > last_left.start):
        # the last card laid before the capture, still on the table as told, is the one the
        # previous player has just left (the latest told: "O meu parceiro tinha deixado um 8 …;
        # depois o adversário colocou um 4"; not one a table told afresh leaves out: "Much later
        # the table held …")
        last_left = laid[-1]
    if last_left is not None and last_left.suit is None:
        # the card left named again by its rank ("il 6 di Bastoni ...; ... aveva appena calato quel
        # 6"): the one card of that rank the table names before it, not another
        same = [w for w in table if w is not last_left and w.rank == last_left.rank and w.start < last_left.start]
        if len(same) == 1:
            table = [w for w in table if w is not last_left]
            last_left = same[0]
    if last_left is not None and last_left not in table:
        if last_left.start >= start:
            table.append(last_left)
        else:
            last_left = None
    unseen = False
    if told_by_take:
        ts = sentences[sentence_of(take)]
        unseen = any(take < w.start < ts[1] and w not in table for w in words if w is not play)
    just_left = len(table) == 1 and table[0] is last_left and left_cue is not None and \
        _put_there(text, start, max(take, play.end), left_cue, last_left, lex)
    if len(table) == 1 and (just_left or not _spans(text[start:max(take, play.end)], _table_words(lex), lex)) and \
            not any(_spans(text[a:b], roles(lex.lang).get("empty", ()), lex) and
                    not _conditional_opening(text[a:b], lex) for a, b in sentences[first:sentence_of(take) + 1]):
        # the table told only by the one card taken, the table never named ("if the player before
        # me puts down an 8 and I take it with my 8?"): other cards may lie there, unless the
        # passage says the table is swept ("ein Abräumen ...: Nimmt die 6 die einzige 6"), not
        # in a sentence of another case ("Lag sonst nichts auf dem Tisch, ist der Tisch leer");
        # the card the player before has just put on the table is no more (fi "Edellinen pelaaja
        # jätti pöytään 5:n": the table word is where it went, not all the table holds), unless
        # the table is said to hold only it (vi "Trên bàn chỉ còn lá 7 mà người chơi trước ...")
        unseen = True
    if not table:
        # the cards taken are the table's when the taking's clause names the table ("con un 10 se
        # recogen el 2, el 3 y el 5 que había en la mesa", "Nimmst du mit der 10 Münzen die 2, 3
        # und 5 Münzen – den ganzen Tisch –"); other cards may lie there unless the text says the
        # table is left empty
        ts = sentences[sentence_of(take)]
        after = [w for w in words if max(take, play.end) <= w.start < ts[1] and w is not play and w is not last_left]
        run = after[:1]
        for a, b in zip(after, after[1:]):
            if not list_glue(text[a.end:b.start], lex):
                break
            run.append(b)
        # the list's last items in a clause of their own that says they stay are no cards taken
        # ("забираете со стола 2, 3 и 4 Монет, а Re Мечей остаётся лежать")
        kept = next((i for i in range(1, len(run)) if _spans(text[slice(*_clause(text, run[i].start, *ts))],
                                                               _stay_words(lex), lex)
                     and _clause(text, run[i].start, *ts)[0] > run[i - 1].end), None)
        staying = run[kept:] if kept is not None else []
        run = run[:kept] if kept is not None else run
        own = _clause(text, run[-1].end, *ts) if run else None
        # ... or set off right after them, naming no card and no taking ("took the 3 and the 5
        # of Cups, the only cards on the table", "le 2, le 3 et le 5, qui formaient toute la table")
        aside = _clause(text, own[1] + 1, *ts) if run and own[1] < ts[1] and text[own[1]] == "," else None
        if aside is not None and (any(aside[0] <= w.start < aside[1] for w in words) or
                                  any(aside[0] <= t < aside[1] for t in takes)):
            aside = None
        def stayed_after(run) -> list[CardWord]:
            # the cards of a later clause (of the taking's sentence or the next) that says they
            # stay or names the table and takes nothing ("levou o 4 e o 5 de Ouros; na mesa ainda
            # ficou o Re")
            t = sentence_of(take)
            hi_ = sentences[t + 1][1] if t + 1 < len(sentences) else ts[1]
            stays = [*_stay_words(lex), *_table_words(lex)]
            at = run[-1].end
            stayed: list[CardWord] = []
            while at < hi_:
                m = CLAUSE_OR_SENTENCE_END.search(text, at, hi_)
                end_ = m.start() if m else hi_
                here = sentence_of(max(at, end_ - 1))
                if here != t and _conditional_opening(text[slice(*sentences[here])], lex):
                    break       # "Bleibt dabei ein Kelche-Fante liegen, entfällt die Scùa": another case, supposed
                told = [w for w in words if at <= w.start < end_ and w is not play and w not in run]
                # (a word for staying outweighs a word for taking after it: fi "jäi vielä", whose
                # "vielä" looks like "vie"; not "fica com", a word for taking itself)
                stay_at = [at + a for a, _ in _spans(text[at:end_], _stay_words(lex), lex)]
                took_at = [x for x in takes if at <= x < end_]
                if told and (stay_at and all(x > min(stay_at) for x in took_at) or
                             _spans(text[at:end_], stays, lex) and not took_at):
                    stayed += told
                at = (m.end() if m else hi_)
            return stayed

        # (the word for the table may stand between the taking and the list, in the taking's
        # clause, the list right there or set off after it: "ottaa pöydästä Asson, kakkosen ja
        # seiskan", "снимаете со стола всё, что там было, — двойку, тройку и пятёрку")
        took_from = _clause(text, take, *ts) if run else None
        named_table = run and (_spans(text[slice(*own)], _table_words(lex), lex) or
                               aside is not None and _spans(text[slice(*aside)], _table_words(lex), lex) or
                               _spans(text[took_from[0]:min(took_from[1], run[0].start)], _table_words(lex), lex)
                               and not any(take < x < run[0].start for x in takes))
        stayed = staying + [w for w in (stayed_after(run) if run and play.start < take else []) if w not in staying]
        taken = _taken_first(text, words, take, play, last_left, lex) if run and take < play.start else []
        # ... or the taking's sentence says the table is left empty ("takes the 5 of Coins and the
        # 3 of Batons; the table is empty"): the cards taken, named whole, were the whole table
        # (not "prenez les deux": a count)
        emptied = bool(run) and all(w.suit for w in run) and play.start < take and \
            bool(_spans(text[slice(*ts)], roles(lex.lang).get("empty", ()), lex)) and not _conditional_opening(text[slice(*ts)], lex)
        if taken and sentence_of(taken[-1].start) == sentence_of(play.start) and \
                _spans(text[slice(*own)], _stay_words(lex), lex):
            # the cards taken named before the card that takes them, then the ones that stay ("se
            # você levar o 3 e o 4 de Copas com o 7 de Copas, …, e o 7 de Ouros fica na mesa"):
            # the table is both
            table = taken + run
        elif (named_table or emptied) and not stayed:
            table = run
            unseen = not _spans(text[start:], roles(lex.lang).get("empty", ()), lex)
        elif run and play.start < take:
            # the table told after the play by what stays on it: the cards taken and those
            if stayed:
                table = run + stayed
    if not table and take < play.start:
        # the outcome said first ("cleared the table in one go: just the 3 and the 5 of Cups were
        # lying there, and she came down on them with the 8 of Cups"): the cards of the clause of a
        # word for the table, between the taking and the play
        table = [w for w in _table_clause(text[:play.start], [w for w in words if w.end <= play.start], lex)
                 if w.start > take and w is not play]
    if not table:
        # the table told after the play, in a sentence of its own that names the table and
        # tells no capture ("I play a 9 and take the 4 and the 5. The table held a 4, a 5 and a 9.")
        t = sentence_of(take)
        for lo_, hi_ in sentences[t + 1:t + 1 + MAX_BACK]:
            told = [w for w in words if lo_ <= w.start < hi_ and w is not play]
            if told and _spans(text[lo_:hi_], _table_words(lex), lex) and not any(lo_ <= x < hi_ for x in takes):
                table = told
                break
    if not table:
        return None
    # more cards said to stay on the table in a later clause of the taking's sentence, which
    # names the table and takes nothing ("Tôi lấy lá 3 Kiếm ăn lá đó, để lại 5 Cốc và Re
    # Tiền trên bàn", "... e ficaram na mesa o 5 e o Re"), or leaves them there by a verb
    # of leaving, which needs no table named ("..., leaving the 3 and the 5": data
    # ``example_structure.leaving``); the play told before the taking or after it ("lo prendo
    # col 5, mentre in tavola resta un Re")
    ts = sentences[sentence_of(take)]
    m = CLAUSE_OR_SENTENCE_END.search(text, max(take, play.start), ts[1])
    at = m.end() if m else ts[1]
    stayed: list[CardWord] = []
    while at < ts[1]:
        m = CLAUSE_OR_SENTENCE_END.search(text, at, ts[1])
        end_ = m.start() if m else ts[1]
        told = [w for w in words if at <= w.start < end_ and w is not play and w not in table]
        if told and (_spans(text[at:end_], _stay_words(lex), lex) and _spans(text[at:end_], _table_words(lex), lex)
                     or _spans(text[at:end_], _leaving_words(lex), lex)) and not any(at <= x < end_ for x in takes):
            # (not the card just left named again as the one staying there: "… had just put down
            # the 4. I … took the 5, leaving the 4 there")
            stayed += told
            table = [*table, *(w for w in told if not (w.suit and last_left is not None and last_left.suit and
                                                       (last_left.rank, last_left.suit) == (w.rank, w.suit)))]
        at = m.end() if m else ts[1]
    # a card named again by a demonstrative is the table's card it names, not one more
    table = [w for w in table if w.start not in aliases or not any(
        x.start not in aliases and (x.rank, x.suit) == (w.rank, w.suit) for x in (*table, play))]
    if last_left is not None and last_left not in table:
        # (the card left named by a demonstrative: the table's card it names)
        last_left = next((x for x in table if (x.rank, x.suit) == (last_left.rank, last_left.suit)), None)
    seen: list[tuple[str, str]] = []
    for w in table:
        if w.suit and (w.rank, w.suit) in seen:
            return None         # the same card twice: a card named again, not read
        if w.suit:
            seen.append((w.rank, w.suit))
    # what is taken: the cards named in the taking's clause (a list may run over commas)
    sk = sentences[sentence_of(take)]
    lo, hi = _clause(text, take, *sk)
    end_taken = play.start if play.start > take and play.start < hi else hi
    # before the word for taking, after the play, in its clause: a verb at the end ("die 6 und die 4 nehmen")
    region = max(lo, play.end) if play.start < take else lo
    taken = [w for w in words if take <= w.start < end_taken and w is not play]
    if not taken:
        taken = [w for w in words if region <= w.start < take and w is not play and w not in table]
        # a verb at the end of a list that runs back over commas ("mit einer 9 die 2, die 3 und
        # die 4 nimmt"): the list's first items, after the card played
        j = words.index(taken[0]) - 1 if taken else -1
        while j >= 0 and words[j] is not play and words[j].start > play.end and words[j] not in table and \
                sk[0] <= words[j].start and list_glue(text[words[j].end:words[j + 1].start], lex):
            taken.insert(0, words[j])
            j -= 1
    if not taken and between and table == between and play.start < take and all(w.suit for w in between) and \
            all(region <= w.start for w in between) and not _spans(text[between[-1].end:take], lex.or_words) and \
            _nwords(text[take:hi]) <= TAKE_REACH:
        # the cards between the card played and a verb of taking that ends its clause, told as
        # coming from the table ("Sie haben mit dem Cavallo die 3 und die 4 vom Tisch genommen"):
        # the table's cards, and the ones taken (each named whole: not "von einem Tisch mit Re
        # Stäbe und Cavallo Münzen nur den Re nehmen", a card named again by its rank)
        taken = list(between)
    in_clause = tuple(taken)
    if taken:
        j = words.index(taken[-1]) + 1
        while j < len(words) and words[j] is not play and words[j].start < sk[1] and \
                (_glue_or(text[words[j - 1].end:words[j].start], lex) or
                 _or_past_verb(text, words[j - 1].end, words[j].start, take, lex) or
                 _take_again(text, words[j - 1].end, words[j].start, sk, take, lex)):
            taken.append(words[j])
            j += 1
        # the run's last items in a clause of their own that says they stay are not taken
        # ("забираете со стола 2, 3 и 4 Монет, а Re Мечей остаётся лежать")
        def stays_here(i: int) -> bool:
            # a word for staying in the card's clause, with no other card between it and the card
            lo_, hi_ = _clause(text, taken[i].start, *sk)
            nxt_ = taken[i + 1].start if i + 1 < len(taken) else hi_
            return lo_ > taken[i - 1].end and any(
                taken[i - 1].end <= lo_ + a < taken[i].start or taken[i].end <= lo_ + a < nxt_
                for a, _ in _spans(text[lo_:hi_], _stay_words(lex), lex))

        cut = next((i for i in range(len(in_clause), len(taken)) if i and stays_here(i)), None)
        stop_ = sk[1]
        if cut is not None:
            stop_ = _clause(text, taken[cut].start, *sk)[0]
            taken = taken[:cut]
        # a list run over commas and closed by 'and' ("scoop up the 8, the 5 and the 3") is what
        # is taken, unless its last items are said to stay ("prendi l'8, il 5 e il 3 restano")
        # (a sum's parts are one item: "the 9 and also 4 + 5", the list closed before the sum)
        gaps = [text[x.end:y.start] for x, y in zip(taken, taken[1:])]
        closing = next((g for g in reversed(gaps) if g.strip() != "+"), "")
        if len(taken) > len(in_clause) and _spans(closing, lex.and_words) and \
                not _spans(text[taken[-1].end:stop_], _stay_words(lex), lex):
            in_clause = tuple(taken)
    # a verb at the end of the first option ("die 9 Schwerter nehmen oder 4 + 5"): its cards are
    # the first option, the word for 'or' after the verb
    if taken and take > region and _spans(text[take:taken[0].start], lex.or_words):
        first_option = [w for w in words if region <= w.start < take and w is not play and w not in table]
        taken = first_option + taken
    # "the 8 or the 5 and the 3": options, each a capture of its own
    groups: list[list[CardWord]] = [taken[:1]] if taken else []
    for a, b in zip(taken, taken[1:]):
        if _spans(text[a.end:b.start], lex.or_words) or _take_again(text, a.end, b.start, sk, take, lex):
            groups.append([b])
        else:
            groups[-1].append(b)
    alternatives = tuple(tuple(g) for g in groups) if len(groups) > 1 else ()
    if taken:
        # "both 2s", "los dos doses": the two cards of that rank on the table
        taken = _both_of_rank(text, taken, table, lex)
        alternatives = tuple(tuple(_both_of_rank(text, list(g), table, lex)) for g in alternatives)
    # "all three", "both": the whole table
    whole = False
    after_take = WORDS.findall(text[take:end_taken])
    window = " ".join(after_take[1:1 + ALL_REACH + 1])
    before_take = " ".join(WORDS.findall(text[region:take]))

    all_words = (*(c.get("all_taken") or ()), *structure_cues(lex.lang).get("all_taken", ()))
    # the card played after the word for taking, 'all' after it ("räumt der Re Münzen beide ab")
    after_play = " ".join(WORDS.findall(text[play.end:hi])[:ALL_REACH]) if take < play.start < hi else ""
    negs = [*lex.negation, *(norm(w) for w in c.get("not_allowed") or ())]
    all_cue = any(_all_said(s, all_words, negs, lex) for s in (window, before_take, after_play))
    # "alle drei Karten", "as três": a count of the table's cards, not a card taken
    counts = [w for w in taken if w.suit is None and w.rank == str(len(table)) and len(table) > 1 and
              (all_cue or _spans(" ".join(WORDS.findall(text[w.end:hi])[:2]), lex.cards)
               or _plural_article(text, w, table, lex))
              and not _after_dual(text, w, lex)]
    if counts:
        taken = [w for w in taken if w not in counts]
        whole = not taken
    if all_cue:
        whole = not taken
        # "both Re", "cả hai lá Re": all the table's cards of the ranks named without a suit
        if taken and all(w.suit is None for w in taken):
            ranks = {w.rank for w in taken}
            of_ranks = [w for w in table if w.rank in ranks]
            if len(of_ranks) > len(taken):
                taken = of_ranks
                in_clause = tuple(of_ranks)
    if not whole and not taken:
        from .numbers import find_numbers

        for n in find_numbers(text[region:end_taken], lex.lang):
            tail = WORDS.findall(text[region + n.end:end_taken])[:2]
            if n.value == len(table) and len(table) > 1 and _spans(" ".join(tail), lex.cards):
                whole = True
    if alternatives:
        alternatives = _count_alternative(text, alternatives, table, all_words, lex)
        alternatives += _all_of_them(text, alternatives, sk[1], all_words, negs, lex)
    elif taken and len(table) > len(taken):
        alternatives = _or_all(text, tuple(taken), tuple(table), sk[1], all_words, negs, lex)
    neg_at = [a for a, _ in _negations(text[lo:hi], negs)]
    if taken and any(take - lo <= a <= taken[-1].start - lo for a in neg_at):
        return None             # "the 7 and not the 3": which are taken is not read
    # a negation after a word for 'but' is the outcome's ("ăn cả hai nhưng không được Scùa"), not the taking's

    buts = [a for a, _ in _spans(text[lo:hi], structure_cues(lex.lang).get("but", ()))]
    negated = any(not buts or a < buts[0] for a in neg_at) or \
        not neg_at and _cleft_denied(text[sk[0]:lo], text[lo:hi], negs, lex)
    # the outcome: from the taking to the end of the sentence after, unless that one tells another capture
    out_to = sentences[sentence_of(take)][1]
    s = sentence_of(take)
    acts = [*takes, *(a for a, _ in _spans(text, _play_words(lex), lex))]
    # a sentence naming a bonus says the outcome ("Fa la Picada, ma niente Scùa: i due bonus ...")
    bonus_names = [b.name for b in engine.spec.bonuses]
    after_text = text[slice(*sentences[s + 1])] if s + 1 < len(sentences) else ""
    # ... a sentence naming some of them, with no condition (not the rule that lists them all:
    # "Há quatro bônus ...: a Scùa, quando ...; a Picada, quando ...")
    names_outcome = after_text and len({n for n in bonus_names if _spans(after_text, [n])}) in range(1, len(bonus_names)) \
        and not _spans(after_text, lex.condition) and not (
            # ... not one that sets a table of its own and plays on it: another capture
            _spans(after_text, _table_words(lex), lex) and
            any(sentences[s + 1][0] <= t < sentences[s + 1][1] for t in takes))
    # (a sentence naming every bonus is the rule's list: "Há quatro bônus ...: a Scùa, quando ...")
    lists_all = after_text and all(_spans(after_text, [n]) for n in bonus_names)
    if lists_all and not _spans(after_text, [*lex.condition, *(lex.terms.get("bonus") or [])]) and \
            _points_after_names(after_text, bonus_names, lex):
        # ... unless it gives them a total after the last name, with no condition and no word
        # for bonus ("Scùa, Simili, Quadriglia e … pure la Picada: quattro punti"): what the
        # capture is said to earn
        lists_all, names_outcome = False, True
    if s + 1 < len(sentences) and (not (
            any(sentences[s + 1][0] <= t < sentences[s + 1][1] for t in acts) and
            any(sentences[s + 1][0] <= w.start < sentences[s + 1][1] for w in words)) and
            not lists_all or names_outcome):
        out_to = sentences[s + 1][1]
    # ... and on through each further short sentence that names one bonus of it, one at a time
    # ("¡Mesa limpia, Scùa! ¡Y todo del mismo palo, Simili!"): no condition, negation, number or
    # act of its own (not "Für eine Quadriglia fehlt dir eine dritte Tischkarte", a bonus denied)
    q = sentence_of(out_to)
    while q > s and q + 1 < len(sentences):
        nxt = text[slice(*sentences[q + 1])]
        if not (len({n for n in bonus_names if _spans(nxt, [n])}) == 1 and _nwords(nxt) <= BONUS_ALONE_WORDS
                and not _spans(nxt, [*lex.condition, *negs]) and not re.search(r"\d", nxt)
                and not any(sentences[q + 1][0] <= t < sentences[q + 1][1] for t in acts)):
            break
        q += 1
        out_to = sentences[q][1]
    # a question is answered by the sentence after it ("How many points? A: three, ...",
    # "Montako bonuspistettä? Vastaus: kaksi, ..."), unless that one tells another capture
    q = sentence_of(out_to)
    while text[:out_to].rstrip().endswith("?") and q + 1 < len(sentences) and not (
            any(sentences[q + 1][0] <= t < sentences[q + 1][1] for t in acts) and
            any(sentences[q + 1][0] <= w.start < sentences[q + 1][1] for w in words)):
        q += 1
        out_to = sentences[q][1]
    # an exclamation that says nothing of the outcome ("Abgeräumt!", "Boom!", "GIANNI
    # (triumphierend): Che colpo!": a speaker's label, a few words, no card, number or bonus) is
    # passed over: the outcome is in the sentence after it, unless that one tells another capture
    q = sentence_of(out_to)
    while q > s and q + 1 < len(sentences) and q - s <= MAX_BACK and _says_nothing(text[slice(*sentences[q])], bonus_names, lex) \
            and not (any(sentences[q + 1][0] <= t < sentences[q + 1][1] for t in acts) and
                     any(sentences[q + 1][0] <= w.start < sentences[q + 1][1] for w in words)):
        q += 1
        out_to = sentences[q][1]
    # a rank named alone in a later sentence than the table's cards named whole, of a rank they
    # or the card played have, names them again ("Sie durfte einen der beiden Fanti nehmen"): no
    # card more on the table
    whole_cards = [w for w in (play, *table) if w.suit]
    if whole_cards:
        last = sentence_of(max(w.start for w in whole_cards))
        table = [w for w in table if w.suit or sentence_of(w.start) <= last
                 or not any(x.rank == w.rank for x in whole_cards)]
    if last_left is not None and all(x is last_left or x in stayed for x in table) and taken and \
            all(w.start > last_left.end for w in taken):     # (the capture told after the card was left)
        # the card just left is not all the table holds, and the play takes another card it
        # names whole ("… has just put down the 3 of Cups. I take the 6 of Swords with my 6"): that
        # one lay there too, the card left stays (others may lie there as well); so too beside
        # cards said to stay there ("… took that 2 together with the 4 of Batons, leaving the 6 of
        # Swords behind"): each card taken whole that the table does not hold lay there
        extra = [w for w in taken if w.suit and not any((w.rank, w.suit) == (x.rank, x.suit) for x in table)]
        if extra and (stayed or len(extra) == len(taken)):
            table = [*table, *extra]
    if any(w.suit is None and _after_dual(text, w, lex) and sum(1 for x in table if x.rank == w.rank) < 2
           for w in (*table, *(taken or ()))):
        return None             # "die beiden Dreien" where the passage names no two 3s on the table: not read
    return Situation(play, tuple(table), last_left, tuple(taken) if taken else None, whole, negated,
                     take, min(take, play.end), out_to,
                     tuple(w for w in in_clause if w in taken) or None, alternatives, unseen, after_capture, not_left)


BONUS_ALONE_WORDS = 6     # words of a sentence that names one bonus of a capture told before it ("And all of one suit, Simili!")
EXCLAMATION_WORDS = 4      # words of an exclamation that says nothing of the outcome ("Abgeräumt!", "What a move!")


def _says_nothing(sentence: str, bonus_names: list[str], lex: Lexicon) -> bool:
    """An exclamation between a capture and its outcome: a few words after a speaker's label if
    any ("GIANNI (triumphierend): Abgeräumt!"), ending on '!', with no digit, no number word, no
    card word and no bonus's name."""
    body = sentence.rsplit(":", 1)[-1]
    body = re.sub(r"\([^()]*\)", " ", body)
    if not sentence.rstrip().endswith("!") or re.search(r"\d", body) or _nwords(body) > EXCLAMATION_WORDS:
        return False
    from .numbers import find_numbers

    return not find_numbers(body, lex.lang) and not _spans(body, bonus_names) and \
        not _spans(body, [*lex.cards, *(lex.terms.get("bonus") or []), *lex.point_words], lex)


def _named_again(text: str, words: list[CardWord], bare: frozenset[int], lex: Lexicon) -> tuple[list[CardWord], frozenset[int]]:
    """A rank named alone right after a demonstrative ("he took only that 5", "prese solo quel
    5", "nahm nur diese 5", vi "lá 5 đó" before it: data ``cicera_examples.demonstrative``,
    ``demonstrative_after``) names again the card of that rank the passage named whole before
    it, when it named one suit of that rank: that card (its span kept; ``bare``: the starts of
    the ranks named with no suit of their own, a suit the list after it may have lent them, as
    "quel 5 col suo 5 di Coppe" does). The starts of the cards so named are returned too: each
    is the table's card, not one more on it."""
    c = cues(lex.lang)
    before_, after_ = c.get("demonstrative") or (), c.get("demonstrative_after") or ()
    if not before_ and not after_:
        return words, frozenset()
    out, aliases = list(words), set()
    for i, w in enumerate(words):
        if w.start not in bare:
            continue
        prev = " ".join(WORDS.findall(text[:w.start])[-1:])
        nxt = " ".join(WORDS.findall(text[w.end:])[:1])
        if not (before_ and prev and _spans(prev, before_, lex) or after_ and nxt and _spans(nxt, after_, lex)):
            continue
        suits = {x.suit for x in words[:i] if x.rank == w.rank and x.suit}
        if len(suits) == 1:
            out[i] = replace(w, suit=suits.pop())
            aliases.add(w.start)
    return out, frozenset(aliases)


def _points_after_names(sentence: str, names: list[str], lex: Lexicon) -> bool:
    """A number with a word for points after the last bonus name of ``sentence``."""
    from .numbers import find_numbers

    last = max(e for n in names for _, e in _spans(sentence, [n]))
    return any(_spans(" ".join(WORDS.findall(sentence[n.end:])[:2]), lex.point_words)
               for n in find_numbers(sentence, lex.lang) if n.start >= last)


def _taken_first(text: str, words: list[CardWord], take: int, play: CardWord, last_left, lex: Lexicon) -> list[CardWord]:
    """The cards listed between the word for taking and the card played after it ("take the 3
    and the 4 of Cups with the 7"): the cards taken."""
    between = [w for w in words if take < w.start < play.start and w is not last_left]
    out = between[:1]
    for a, b in zip(between, between[1:]):
        if not list_glue(text[a.end:b.start], lex):
            break
        out.append(b)
    return out


def _not_in_reasons(text: str, words: list[CardWord], lex: Lexicon) -> list[CardWord]:
    """Less a rank named alone in a reason ("... ăn cả hai vì Re lớn nhất", "Re là lá lớn nhất,
    nên ..."): after a word for 'because' in its clause, or in a clause that a word for 'so'
    follows (``cicera_examples.because``, ``so``), when a card of that rank is named whole
    elsewhere: the reason speaks of the card again, it is no card on the table or taken."""
    c = cues(lex.lang)
    because, so = c.get("because") or (), c.get("so") or ()
    if not (because or so):
        return words
    whole = {w.rank for w in words if w.suit}
    if not any(w.suit is None and w.rank in whole for w in words):
        return words
    # (whole words only: "car" is no "cartes", "da" no "dann")
    toks = [(m.start(), norm(m.group())) for m in WORDS.finditer(text)]

    def said(phrases, lo: int, hi: int, first: bool = False) -> bool:
        inside = [t for t in toks if lo <= t[0] < hi]
        return any(p and tuple(t for _, t in inside[k:k + len(p)]) == p
                   for p in (tuple(norm(x) for x in WORDS.findall(q)) for q in phrases)
                   for k in ((0,) if first else range(len(inside))))

    out = []
    for w in words:
        if w.suit is None and w.rank in whole:
            lo = max([x.end() for x in CLAUSE_OR_SENTENCE_END.finditer(text, 0, w.start)], default=0)
            stop = CLAUSE_OR_SENTENCE_END.search(text, w.end)
            hi = stop.start() if stop else len(text)
            m = re.match(r"\s*,\s*", text[hi:])
            if said(because, lo, w.start) or m and said(so, hi + m.end(), len(text), first=True):
                continue
        out.append(w)
    return out


def _ones_listed(text: str, words: list[CardWord], engine, lex: Lexicon) -> list[CardWord]:
    """A "1" listed with cards is the card of value 1 ("a table with 1, 4 and 2": the Asso)."""
    code = rank_of_value(1, engine)
    if code is None or code.isdigit():
        return words
    out = list(words)
    for m in re.finditer(r"(?<![\w.,])1(?![\w.,]\w|\d)", text):
        if any(w.start <= m.start() < w.end for w in words):
            continue
        prev = next((w for w in reversed(words) if w.end <= m.start()), None)
        nxt = next((w for w in words if w.start >= m.end()), None)
        if any(x is not None and x.suit is None and list_glue(text[a:b], lex) and re.search(r"[,+&]|\w", text[a:b])
               for x, a, b in ((prev, prev.end if prev else 0, m.start()), (nxt, m.end(), nxt.start if nxt else 0))):
            out.append(CardWord(m.start(), m.end(), code, None))
    return sorted(out, key=lambda w: w.start)


SCORE = re.compile(r"\s*+(\S+?)\s*+(\d++)(?!\w)")


def _scores(text: str, words: list[CardWord], lex: Lexicon) -> set[int]:
    """Where two numbers of no suit joined by a word for 'against' or a dash make a score, not
    cards ("Íbamos 3 a 1", "it was 5-1"): the starts of both."""
    joins = {norm(w) for w in lex.against if " " not in w} - {norm(w) for w in lex.and_words}
    out: set[int] = set()
    for w in words:
        m = SCORE.match(text, w.end)
        if w.suit is None and w.rank.isdigit() and text[w.start:w.end].isdigit() and m and \
                (norm(m.group(1)) in joins or m.group(1) in ("-", "–", "—")):
            other = next((x for x in words if x.start == m.start(2)), None)
            if other is None or other.suit is None:
                out |= {w.start, m.start(2)}
    return out


def _glue_or(gap: str, lex: Lexicon) -> bool:
    """``gap`` joins two items of a list, or two options ("il 6, oppure il 2", "the 9, or the 4",
    "el 7 solo, o bien 3 + 4": a word for "alone" after the first option, data
    ``cicera_examples.only``; of overlapping words for "or", "o" in "o bien", the longer)."""
    if list_glue(gap, lex):
        return True
    also = list_also(lex.lang)
    if also and any(norm(w) in also for w in WORDS.findall(gap)) and \
            list_glue(" ".join(w for w in re.split(r"(\s+)", gap) if norm(w) not in also), lex):
        return True         # "ottaa 9:n ja samalla myös 4 + 5": the cards taken go on after words of addition
    ors = _spans(gap, lex.or_words)
    ors = [(a, e) for a, e in ors if not any(b <= a and e <= f and (b, f) != (a, e) for b, f in ors)]
    if len(ors) != 1:
        return False
    head = gap[:ors[0][0]]
    alone = [(a, e) for a, e in _spans(head, cues(lex.lang).get("only", ())) if not WORDS.search(head[:a])]
    if alone:
        head = head[alone[0][1]:]
    return list_glue(head + " " + gap[ors[0][1]:], lex)


ALL_OF_REACH = 2         # words between 'all' and the count of the cards it takes ("alle drei", "as quatro cartas")


def _all_of_them(text: str, alternatives: tuple, stop: int, all_words, negs, lex: Lexicon) -> tuple:
    """Options told, then "all N" of them at once in the same sentence ("die 9 nehmen oder 4 + 5,
    sie darf aber auch alle drei auf einmal nehmen", "ou então as quatro cartas numéricas"): N the
    cards the options name, the union of the options is one more capture the text allows. Not
    when a negation comes before it ("but not all three")."""
    from .numbers import find_numbers

    union = tuple(w for g in alternatives for w in g)
    at = alternatives[-1][-1].end
    tail = text[at:stop]
    for n in find_numbers(tail, lex.lang):
        if n.value != len(union):
            continue
        before = " ".join(WORDS.findall(tail[:n.start])[-ALL_OF_REACH:])
        after = " ".join(WORDS.findall(tail[n.end:])[:1])
        if not (_spans(before, all_words) or _spans(after, lex.cards)):
            continue
        rest = CLAUSE_END.split(tail[n.end:], 1)[0]
        if _spans(tail[:n.start], negs, lex) or _negations(rest, negs):
            return ()           # "but not all three", "las tres cartas juntas no"
        return (union,)
    return ()


def _or_past_verb(text: str, a: int, b: int, take: int, lex: Lexicon) -> bool:
    """Between two cards the verb of taking at the end of the first option, then a word for 'or'
    and glue only ("Du darfst Asso + 4 nehmen, oder 2 + 3"): the next option."""
    if not a <= take < b:
        return False
    verb = WORDS.match(text, take)
    if verb is None or text[a:take].strip(" ,"):
        return False
    rest = text[verb.end():b]
    return bool(_spans(rest, lex.or_words)) and _glue_or(rest, lex)


def _take_again(text: str, a: int, b: int, sentence: tuple[int, int], take: int, lex: Lexicon) -> bool:
    """Between two cards (``a``, ``b``) a word for taking said again, with list glue or a word for
    'or' only besides it ("you may take the 6, take 2 + 4, or lay it down", "du kannst die 8
    nehmen, 3 + 5 nehmen oder ...", "levar só o 7, levar 3 + 4"): each card opens an option of
    its own, in a list of options that a word for 'or' closes later in the sentence. Not after a
    colon that ends the givens ("jouez 7 sur 7, 3 et 4 : prenez le 7, prenez ..."): the options
    after it are read against the givens (``examples.check_capture_options``)."""
    gap = text[a:b]
    takes = _spans(gap, _take_words(lex), lex)
    if not takes or ":" in text[sentence[0]:take] or \
            not (_spans(gap, lex.or_words) or _spans(text[b:sentence[1]], lex.or_words)):
        return False
    kept, at = [], 0
    for a, e in takes:
        kept.append(gap[at:a])
        at = e
    return _glue_or(" ".join([*kept, gap[at:]]), lex)


def _or_all(text: str, taken: tuple, table: tuple, stop: int, all_words, negs, lex: Lexicon) -> tuple:
    """One capture, then a word for 'or' and, within a few words, one for 'all' ("3 und 7 nehmen
    oder gleich alle drei Karten", "the 3 and the 7, or all of them at once"): two options, the
    capture and the whole table; a count said after 'all' must be the table's. Not when a
    negation follows ("or all of them? No")."""
    from .numbers import find_numbers

    tail = text[taken[-1].end:stop]
    ors = _spans(tail, lex.or_words)
    if not ors:
        return ()
    after = tail[ors[0][1]:]
    if not _spans(" ".join(WORDS.findall(after)[:ALL_OF_REACH + 1]), all_words, lex):
        return ()
    if _negations(after, negs) or _spans(tail[:ors[0][0]], negs, lex):
        return ()
    clause = CLAUSE_END.split(after, 1)[0]
    counted = find_numbers(clause, lex.lang)
    if counted and counted[0].value != len(table):
        return ()
    return (taken, table)


COUNT_TAIL = 3           # words after a count of cards where a word for 'at once' or for cards is looked for


def _count_alternative(text: str, alternatives: tuple, table, all_words, lex: Lexicon) -> tuple:
    """An option that is a lone number word with no suit, followed by a word for 'at once' (data
    ``at_once``) or for cards, or after a word for 'all' ("o 2 com o 8, ou então os três de uma
    vez", "o las cuatro cartas juntas"): a count of the cards taken, no card of that rank. Where
    it equals the count of the cards the other options name, it takes them all at once; where it
    equals the table's, the whole table."""
    nums = _number_words(text, lex.lang)
    if not any(len(g) == 1 and g[0].suit is None and g[0].start in nums for g in alternatives):
        return alternatives
    at_once = (*cues(lex.lang).get("at_once", ()), *lex.cards)
    out = []
    for g in alternatives:
        w = g[0]
        n = int(w.rank) if len(g) == 1 and w.suit is None and w.start in nums and w.rank.isdigit() else 0
        if n > 1 and not _after_dual(text, w, lex) and \
                (_spans(" ".join(WORDS.findall(text[w.end:])[:COUNT_TAIL]), at_once, lex) or
                 _spans(" ".join(WORDS.findall(text[:w.start])[-2:]), all_words, lex)):
            others = {}
            for h in alternatives:
                if h is not g:
                    others.update({(x.rank, x.suit): x for x in h})
            if n == len(others):
                out.append(tuple(others.values()))
                continue
            if n == len(table):
                out.append(tuple(table))
                continue
        out.append(g)
    return tuple(out)


def _played(text: str, words: list[CardWord], lex: Lexicon, takes: list[int], last_left, c) -> CardWord | None:
    """The card played: after a word for playing, after "with" near a word for taking, right
    before a word for taking (not an item of a list), or the one card besides the table's."""
    table_at = [e for _, e in _spans(text, _table_words(lex), lex)]
    # not a verb whose subject is the table ("the table holds 2, 3 and 5")
    plays = [(a, e) for a, e in _spans(text, _play_words(lex), lex)
             if not any(t <= a and not BREAK.search(text[t:a]) and _nwords(text[t:a]) <= 1 and
                        not _spans(text[t:a], lex.and_words) for t in table_at)]
    for w in words:
        if w is last_left:
            continue
        for _, end in plays:
            gap = text[end:w.start]
            if end <= w.start and not BREAK.search(gap) and _nwords(gap) <= PLAY_REACH and \
                    not any(end <= x.start and x.end <= w.start for x in words):
                return w        # (the verb's object is the first card after it: not "vừa đặt 5 Tiền cạnh Re Kiếm")
    # a passive capture: the card after "taken by" is the card played ("was taken by the 4 of Cups")
    for _, end in _passive_spans(text, roles(lex.lang).get("taken_by", ())):
        after = [w for w in words if w.start >= end and w is not last_left]
        if after and not BREAK.search(text[end:after[0].start]) and _nwords(text[end:after[0].start]) <= WITH_REACH:
            return after[0]
    # a verb of taking opening its clause, then two cards, no 'with' between: the first is its
    # subject, the card played (de "Nimmt die 6 die einzige 6 vom Tisch": ``verb_first``)
    for a, e in _spans(text, c.get("verb_first") or (), lex):
        lo = max([0, *(m.end() for m in CLAUSE_OR_SENTENCE_END.finditer(text, 0, a))])
        hi = m.start() if (m := CLAUSE_OR_SENTENCE_END.search(text, e)) else len(text)
        after = [w for w in words if e <= w.start < hi and w is not last_left]
        if not text[lo:a].strip() and len(after) >= 2 and not _spans(text[e:after[1].start], c.get("with_card") or (), lex):
            return after[0]
    # a card in the case of the instrument, no preposition before it, in a sentence with a word
    # for taking ("забрал тройку и пятёрку восьмёркой Мечей", "Восьмёркой можно забрать ..."):
    # the card taken with (``cicera_examples.played_case``, ru only for now)
    endings = tuple(norm(x) for x in c.get("played_case") or ())
    if endings:
        preps = {norm(x) for x in c.get("played_case_not_after") or ()}
        for w in words:
            # (the rank's word: the first, or the last where the suit comes first: "Kuppien kasilla")
            own = WORDS.findall(text[w.start:w.end])
            rank_word = own[-1] if lex.suit_first and own else own[0] if own else None
            prev = WORDS.findall(text[:w.start])[-1:]
            if w is last_left or rank_word is None or not norm(rank_word).endswith(endings) or \
                    (prev and norm(prev[0]) in preps):
                continue
            at = next(x for x in _sentences(text) if x[0] <= w.start <= x[1])
            if any(at[0] <= t < at[1] for t in takes):
                return w
    table_words = {norm(t) for p in _table_words(lex) for t in WORDS.findall(p)}
    from .tricks import trick_roles

    owners = {" ".join(x) for x in trick_roles(lex.lang).get("possessive") or ()}
    for _, end in _spans(text, c.get("with_card") or ()):
        prev = WORDS.findall(text[:end])[-2:-1]
        mine = norm(next(iter(WORDS.findall(text[end:])), "")) in owners
        if prev and norm(prev[0]) in table_words and not mine:
            continue            # "a table with a 7 and a 3" (not "from the table with my 6": the card played)
        for w in words:
            gap = text[end:w.start]
            if w is not last_left and end <= w.start and not BREAK.search(gap) and _nwords(gap) <= WITH_REACH:
                if _spans(gap, _table_words(lex), lex) or ADDEND.match(text[w.end:]):
                    break       # "con in tavola Asso, 2 e 3": with these on the table, not the card played
                # a word for taking near it, or in its sentence ("Con il 6 di Denari su un tavolo
                # dove ci sono ... puoi prendere")
                at = next(x for x in _sentences(text) if x[0] <= end <= x[1])
                if any(abs(t - end) < 80 or at[0] <= t < at[1] for t in takes):
                    return w
                break
    for i, w in enumerate(words):
        listed = i and list_glue(text[words[i - 1].end:w.start], lex)
        for t in takes:
            gap = text[w.end:t]
            if w.suit and w is not last_left and not listed and t >= w.end and not BREAK.search(gap) and \
                    _nwords(gap) <= TAKE_REACH:
                return w
    # the one card besides a table list ("на столе двойка, тройка и пятёрка кубков ... десяткой кубков")
    table = _table_list(text, words, lex)
    after = next((t for t in takes if table and t > table[-1].end), None)
    if table and after is not None:        # the card taken with comes with the word for taking
        rest = [w for w in words if w.start > after and w is not last_left and
                not any(x.rank == w.rank and (x.suit is None or w.suit is None or x.suit == w.suit) for x in table)]
        if len(rest) == 1 and rest[0].suit and any(t < rest[0].start for t in takes):
            return rest[0]
    return _played_by_order(text, words, lex, takes, last_left)


def _object_of_play(text: str, card: CardWord, lex: Lexicon) -> bool:
    """``card`` is the object of a word for playing or laying before it in its clause ("legte
    Jonas den Re der Münzen", "a posé le 5 de Deniers"), within ``PLAY_REACH`` words."""
    table_at = [e for _, e in _spans(text[:card.start], _table_words(lex), lex)]
    for a, end in _spans(text[:card.start], _play_words(lex), lex):
        gap = text[end:card.start]
        if any(t <= a and not BREAK.search(text[t:a]) and _nwords(text[t:a]) <= 1 for t in table_at):
            continue            # the table's own verb ("On the table lay the Re"), no play
        if not BREAK.search(gap) and _nwords(gap) <= PLAY_REACH:
            return True
    return False


def _captured_with(text: str, words: list[CardWord], take: int, sentence: tuple[int, int], last_left,
                   lex: Lexicon) -> CardWord | None:
    """The card a capture is made with, told by a word for 'with' in the taking's clause ("nahm
    ihn mit ihrem Re der Stäbe", "levei o 8 de Copas com o meu 8 de Ouros"): the first card within
    ``WITH_REACH`` words after it (a possessive may stand between), not a table "with" cards."""
    from .tricks import trick_roles

    lo, hi = _clause(text, take, *sentence)
    table_words = {norm(t) for p in _table_words(lex) for t in WORDS.findall(p)}
    owners = {" ".join(x) for x in trick_roles(lex.lang).get("possessive") or ()}
    for a, end in _spans(text[lo:hi], cues(lex.lang).get("with_card") or (), lex):
        a, end = lo + a, lo + end
        prev = WORDS.findall(text[:a])[-1:]
        if prev and norm(prev[0]) in table_words:
            continue
        for w in words:
            if w.start < end or w is last_left:
                continue
            gap = text[end:w.start]
            skip = 1 if WORDS.findall(gap)[:1] and norm(WORDS.findall(gap)[0]) in owners else 0
            if w.suit and w.start < hi and not BREAK.search(gap) and _nwords(gap) <= WITH_REACH + skip:
                return w
            break
    return None


def _passive_spans(text: str, phrases: tuple[str, ...]) -> list[tuple[int, int]]:
    """Where a passive of taking occurs: a phrase of several words as other cues match, a single
    word only as written (ru "взят", "забрана" are no "взять", "забрать", the infinitive a
    permission takes: "можно забрать тройку" names no card played after it)."""
    singles = [p for p in phrases if len(WORDS.findall(p)) == 1]
    found = list(_spans(text, [p for p in phrases if p not in singles]))
    if singles:
        alts = "|".join(re.escape(p) for p in sorted(singles, key=len, reverse=True))
        found += [m.span() for m in re.finditer(rf"(?<!\w)(?:{alts})(?!\w)", text, re.IGNORECASE)]
    return sorted(found)


def _table_clause(text: str, words: list[CardWord], lex: Lexicon) -> list[CardWord]:
    """The cards the clause of a word for the table names ("a 5 on an otherwise empty table",
    "Pöydällä on 6, 2 ja 4"), with the list they are items of."""
    out: list[CardWord] = []
    for a, _e in _spans(text, _table_words(lex), lex):
        lo, hi = _clause(text, a, *next(x for x in _sentences(text) if x[0] <= a <= x[1]))
        inside = [i for i, w in enumerate(words) if lo <= w.start < hi]
        if not inside:
            continue
        i, j = inside[0], inside[-1]
        while i > 0 and list_glue(text[words[i - 1].end:words[i].start], lex):
            i -= 1
        while j + 1 < len(words) and list_glue(text[words[j].end:words[j + 1].start], lex):
            j += 1
        out += [w for w in words[i:j + 1] if w not in out]
        break
    return out


def _played_by_order(text: str, words: list[CardWord], lex: Lexicon, takes: list[int], last_left) -> CardWord | None:
    """The card played, by order of mention: the table's cards are named first (in the clause of
    a word for the table); the one other card named after them, in a sentence with a word for
    taking, is the card played ("Вы берёте её своей пятёркой")."""
    table = _table_clause(text, words, lex)
    if not table:
        return _held_card(text, words, _table_list(text, words, lex), lex, takes, last_left)
    last = table[-1]
    # (not the list's last item, joined to it by 'and': "..., il 2 di Spade e il 4 di Bastoni puoi prendere")
    if len(table) > 1 and last.suit and not _spans(text[table[-2].end:last.start], lex.and_words) and any(t >= last.end and not BREAK.search(text[last.end:t]) and
                                            _nwords(text[last.end:t]) <= TAKE_REACH for t in takes):
        return last         # the list's last card takes: "..., il 5 di Spade, il 10 di Coppe prende"
    sentences = _sentences(text)
    taking = [x for x in sentences if any(x[0] <= t < x[1] for t in takes)]
    rest = [w for w in words if w not in table and w is not last_left and w.start > table[-1].end and
            any(a <= w.start < b for a, b in taking) and
            not _spans(" ".join(WORDS.findall(text[w.end:])[:2]), lex.cards)]   # "tutte e tre le carte": a count
    suited = [w for w in rest if w.suit]
    if len(rest) > 1 and len(suited) == 1:
        return suited[0]    # the one card of a suit ("räumt der Re Münzen beide ab – er zählt wie eine Zehn")
    if len(rest) == 1:
        return rest[0]
    return _held_card(text, words, table, lex, takes, last_left)


def _held_card(text: str, words: list[CardWord], table: list[CardWord], lex: Lexicon, takes: list[int],
               last_left) -> CardWord | None:
    """The card played read by its place in the capture, not by a verb: a passage that names the
    table's cards and one card besides them, wherever it stands ("У меня Re Мечей, на столе …",
    "Your 7 arrives on the 7, the 3 and the 4", "du hast die 5"), tells that card as the one
    played, the hand's; every other card it names is one of the table's named again (a rank
    alone, "both Re") — else which card is played is not read. Only with a word for taking after
    the table's cards."""
    if not table or not any(t > table[0].start for t in takes):
        return None

    def on_table(w: CardWord) -> bool:
        return any(x.rank == w.rank and (w.suit is None or x.suit is None or x.suit == w.suit) for x in table)

    others = [w for w in words if w not in table and w is not last_left and
              not _spans(" ".join(WORDS.findall(text[w.end:])[:2]), lex.cards)]     # "all three cards": a count
    held = [w for w in others if not on_table(w)]
    if len(held) != 1:
        return None
    if any(w.suit is None and w.rank == held[0].rank and not _after_dual(text, w, lex) for w in others):
        return None     # "ich hatte die 6 …, auf dem Tisch die 6 … Ich konnte die 6 allein nehmen": which 6 is not read
    # (a card of the table's rank named with another suit is the hand's only when no suit is missing:
    # "… the Re of Coins and the Re of Cups. I take both Re" names the Re of Swords besides them)
    return held[0] if held[0].suit or not any(w.suit for w in table) else None


def _table_list(text: str, words: list[CardWord], lex: Lexicon) -> list[CardWord]:
    """The list of cards named right after a phrase for the table ("on the table: 2, 3 and 5")."""
    for _, e in _spans(text, _table_words(lex), lex):
        first = next((w for w in words if w.start >= e), None)
        if first is None or _nwords(text[e:first.start]) > 3 or re.search(r"[.;!?]", text[e:first.start]):
            continue
        out = [first]
        j = words.index(first) + 1
        while j < len(words) and list_glue(text[words[j - 1].end:words[j].start], lex):
            out.append(words[j])
            j += 1
        return out
    return []


@dataclass(frozen=True)
class Reading:
    """One way of giving the situation's cards their suits: codes, and the captures the engine allows."""

    play: str
    table: tuple[str, ...]
    index: dict                     # id of a card word → its code
    options: tuple[tuple[str, ...], ...]    # the engine's captures (without placing)


def readings(engine, sit: Situation) -> list[Reading]:
    deck = engine.deck
    cards = [sit.play, *sit.table]
    unknown = [i for i, w in enumerate(cards) if w.suit is None]
    if len(unknown) > MAX_UNKNOWN + MANY_UNKNOWN:
        return []
    suits_ = [s.code for s in deck.suits]
    # many cards of no suit: the suits change only the Simili, so two suitings tell every
    # outcome (one suit for all, where the ranks allow it; the suits in turn)
    # (up to renaming the suits no card is given: the suits the text gives are suits too, a card
    # of no suit may share one, as the Simili asks: "o 2, o 3 e o 4" with "o 9 de Copas")
    known = list(dict.fromkeys(w.suit for w in cards if w.suit))
    given_all = _suitings_around(len(unknown), suits_, known) if len(unknown) <= MAX_UNKNOWN else \
        ([(known or suits_)[0]] * len(unknown), [suits_[i % len(suits_)] for i in range(len(unknown))])
    out = []
    for given in given_all:
        suits = [w.suit for w in cards]
        for i, s in zip(unknown, given):
            suits[i] = s
        codes = [f"{w.rank}{s}" for w, s in zip(cards, suits)]
        if len(set(codes)) < len(codes):
            continue
        played, on_table = deck.parse(codes[0]), [deck.parse(x) for x in codes[1:]]
        options = tuple(tuple(deck.codes(o)) for o in engine.capture_options(played, on_table) if o)
        out.append(Reading(codes[0], tuple(codes[1:]), {id(w): x for w, x in zip(cards, codes)}, options))
    return out


def _suitings_around(n: int, suits: list[str], known: list[str]):
    """Every way of giving ``n`` cards suits, up to renaming the suits not in ``known`` (the suits
    the text gives other cards): restricted growth over those."""
    fresh = [s for s in suits if s not in known]

    def grow(prefix: list[str], new: int):
        if len(prefix) == n:
            yield prefix
            return
        for s in (*known, *fresh[:new + 1]):
            yield from grow([*prefix, s], new + (s in fresh and fresh.index(s) == new))
    yield from grow([], 0)


def _with_unseen(engine, r: Reading) -> tuple[str, ...] | None:
    """The reading's table with one more card that changes no capture of the card played (a court
    card of another rank): the table the text does not say is left empty."""
    deck = engine.deck
    played = deck.parse(r.play)
    base = [deck.parse(x) for x in r.table]
    want = len(engine.capture_options(played, base))
    for rank in reversed([x.code for x in deck.ranks]):
        for suit in (x.code for x in deck.suits):
            code = f"{rank}{suit}"
            if rank == r.play[:-1] or code in r.table or any(x[:-1] == rank for x in r.table):
                continue
            if len(engine.capture_options(played, [*base, deck.parse(code)])) == want:
                return (*r.table, code)
    return None


def _taken_codes(sit: Situation, r: Reading) -> tuple[str, ...] | None:
    """The cards the text says are taken, in this reading, when the engine allows taking them;
    () when it does not; None when not read."""
    if sit.whole:
        return r.table if set(r.table) in [set(o) for o in r.options] else ()
    if sit.taken:
        got = [_named_take(named, r) for named in dict.fromkeys([sit.taken, sit.taken_in_clause or sit.taken])]
        return next((g for g in got if g), None if None in got else ())
    if len(r.options) == 1:
        return r.options[0]
    return None


def _named_take(named: tuple[CardWord, ...], r: Reading) -> tuple[str, ...] | None:
    want = Counter(w.rank for w in named)
    if sum(want.values()) > len(r.table) or any(
            want[rank] > sum(1 for x in r.table if x[:-1] == rank) for rank in want):
        return None         # cards named that are not the table's: another reading
    fitting = [o for o in r.options if Counter(x[:-1] for x in o) == want]
    # a card named with its suit is that card ("me llevo el 2 de Copas", not the 2 of Oros)
    suited = [f"{w.rank}{w.suit}" for w in named if w.suit]
    if suited and len(fitting) > 1:
        fitting = [o for o in fitting if all(x in o for x in suited)] or fitting
    if len(fitting) == 1:
        return fitting[0]
    if not fitting:
        return ()           # named, and no capture of the engine takes them
    return None


NOT_ALLOWED = "the engine does not allow this capture"


def check_capture_claim(engine, text: str, lex: Lexicon) -> list[Finding]:
    """A capture the text says may be made (or is made) that the engine does not allow: "on 7, 3
    and 4 a 7 takes all three"; one said not to be allowed, or to be the only one, that is not
    (``_denied_or_only``)."""
    sit = read_situation(engine, text, lex)
    if sit is not None and not (sit.whole or sit.taken):
        return _nothing_allowed(engine, text, sit, lex)
    if sit is None or not (sit.whole or sit.taken) or (sit.after and sit.whole):
        return []
    if asked_only(text, sit.take_at, lex) and not answered_yes(text, sit.take_at, lex):
        return []           # a capture asked about ("Можно забрать все три карты?"), not claimed
    if sit.negated:
        return _denied_or_only(engine, text, sit, lex)
    if _only_permitted(text, sit, lex):
        found = _denied_or_only(engine, text, sit, lex)
        if found:
            return found        # (else the capture itself is judged below)
    if _spans(text[sit.take_at:], cues(lex.lang).get("against_rules") or (), lex):
        return []           # "… vom Tisch genommen, und das war regelwidrig": a capture told as made and called illegal
    if sit.alternatives:
        from dataclasses import replace

        return [f for group in sit.alternatives
                for f in _not_allowed(engine, text, replace(sit, taken=group, taken_in_clause=None, alternatives=()))][:1]
    return _not_allowed(engine, text, sit)


NOTHING_REACH = 2       # words between 'nothing' and the verb of taking it is the object of ("Nothing can be taken")
ANSWER_HEAD = 6         # words of an answer's label before its colon ("Resposta fixada pelo moderador:")


def answered_yes(text: str, at: int, lex: Lexicon) -> bool:
    """The question asked at ``at`` is answered yes in what follows it: after the question mark
    (and an answer's label ending in a colon, a few words), the first words hold a yes (data
    ``answer_yes``) or a word of permission ("pode, sim", "Yes, you can", "Да, можно") and no
    negation: the capture asked about is claimed."""
    q = text.find("?", at)
    if q < 0:
        return False
    rest = text[q + 1:]
    head = re.match(r"[^:.!?]*:", rest)
    if head and len(WORDS.findall(head.group())) <= ANSWER_HEAD:
        rest = rest[head.end():]
    first = " ".join(WORDS.findall(re.split(r"[.!?;]", rest)[0])[:3])
    if not first or _negations(first, lex.negation):
        return False
    return bool(_spans(first, rule_cues(lex, "answer_yes"), lex) or _spans(first, lex.permitted, lex))


def _nothing_allowed(engine, text: str, sit: Situation, lex: Lexicon) -> list[Finding]:
    """Nothing said to be takeable in the taking's clause ("Nothing can be taken", "ничего взять
    нельзя — …", "no se puede llevar nada": data ``nothing_taken`` with a word of permission and a
    negation, or a word of denial) where every reading allows a capture: an error. Not a question,
    not a capture told as made ("I took nothing": no permission said)."""
    if asked_only(text, sit.take_at, lex):
        return []
    # the taking's clause, inside its sentence: a denial in the next sentence is of another capture
    # ("… or lay your 7 down taking nothing. Taking all three is impossible.")
    s_lo, s_hi = next(((a, b) for a, b in _sentences(text) if a <= sit.take_at <= b), (0, len(text)))
    lo, hi = _clause(text, sit.take_at, s_lo, s_hi)
    clause = text[lo:hi]
    c = cues(lex.lang)
    near = [(a, b) for a, b in _spans(clause, c.get("nothing_taken", ()), lex)
            if _nwords(clause[b:sit.take_at - lo]) <= NOTHING_REACH if b <= sit.take_at - lo
            or _nwords(clause[sit.take_at - lo:a]) <= NOTHING_REACH + 1]
    if not near or not (_spans(clause, lex.permitted, lex) or _spans(clause, c.get("denied", ()), lex)):
        return []       # (not "… tai laskea korttini pöytään ottamatta mitään": another verb's object)
    rs = readings(engine, sit)
    if not rs or not all(r.options for r in rs):
        return []
    r = rs[0]
    return [evidence("example", "error", ALLOWED,
                     f"{r.play[:-1]} on {', '.join(x[:-1] for x in r.table)}: "
                     + "; ".join("take " + " + ".join(x[:-1] for x in o) for o in r.options) + "; or place",
                     clause.strip())]


ALLOWED = "the engine allows this capture"
ANOTHER_ALLOWED = "the engine allows another capture too"
ONLY_REACH = 3          # words between a word for 'only' and the taking or the first card taken


def _taking_clause(text: str, sit: Situation) -> str:
    """The clause of the taking, up to the last card named taken."""
    lo, hi = _clause(text, sit.take_at, 0, len(text))
    if sit.taken:
        hi = max(hi, sit.taken[-1].end)
    return text[lo:hi]


def _only_permitted(text: str, sit: Situation, lex: Lexicon) -> bool:
    """The capture is said to be the only one the card played may make: a word for 'only' right
    before the taking or the cards taken, and a word of permission in the taking's clause ("you
    may take only the 3 and the 5", "можно взять только двойку с пятёркой"); a capture told as
    made ("I took only the 5") says nothing of the others."""
    if not sit.taken or sit.whole:
        return False
    lo, _ = _clause(text, sit.take_at, 0, len(text))
    head = text[lo:sit.taken[0].start]
    if _spans(head, cues(lex.lang).get("only_possible", ()), lex):
        return True         # "a única captura possível é o 6", "the only capture allowed is the 6"
    only = cues(lex.lang).get("only", ())
    near = " ".join(WORDS.findall(head)[-(ONLY_REACH + 1):])
    return bool(_spans(near, only, lex)) and bool(_spans(head, lex.permitted, lex))


def _denied_or_only(engine, text: str, sit: Situation, lex: Lexicon) -> list[Finding]:
    """A capture said not to be allowed ("with the 8 you cannot take the 2 and the 6": a word of
    ``cicera_examples.denied`` in the taking's clause,
    or with a negation and a word of permission ("non puoi prendere"), that the engine allows in
    every reading; or one said to be the only one allowed when the engine allows another in every
    reading."""
    rs = readings(engine, sit)
    if not rs:
        return []
    said = _taking_clause(text, sit).strip()
    c = cues(lex.lang)
    if sit.taken:
        # "vous ne pouvez prendre que le Cavallo": a negation closed by a word for 'but', no denial
        lo, _ = _clause(text, sit.take_at, 0, len(text))
        if _spans(text[sit.take_at:sit.taken[0].start], c.get("only_after_negation", ()), lex):
            if not _spans(text[lo:sit.taken[0].start], lex.permitted, lex):
                return []
            sit = replace(sit, negated=False)
        # other choices offered among or after the cards taken ("just the 7, take 3 + 4 or lay
        # your card down", "pelkän vitosen, tai 2 + 3"): the 'only' names a card alone, no claim
        t0 = sit.taken[0].start
        s_end = next((b for a, b in _sentences(text) if a <= sit.taken[-1].end <= b), len(text))
        if _spans(text[t0:s_end], lex.or_words, lex):
            return []
    takes = [_taken_codes(sit, r) for r in rs]
    if any(not t for t in takes):
        return []           # not read, or not allowed in some reading: nothing to say
    if sit.negated:
        if not (_spans(said, cues(lex.lang).get("denied", ()), lex) or _spans(said, lex.permitted, lex)):
            return []       # "you need not take both", "I did not take the 5": no denial of the right
        r = rs[0]
        return [evidence("example", "error", ALLOWED,
                         f"{r.play[:-1]} on {', '.join(x[:-1] for x in r.table)}: "
                         + "; ".join("take " + " + ".join(x[:-1] for x in o) for o in r.options) + "; or place", said)]
    others = [[o for o in r.options if set(o) != set(t)] for r, t in zip(rs, takes)]
    if not all(others):
        return []
    r = rs[0]
    return [evidence("example", "error", ANOTHER_ALLOWED,
                     f"{r.play[:-1]} on {', '.join(x[:-1] for x in r.table)}: "
                     + "; ".join("take " + " + ".join(x[:-1] for x in o) for o in r.options) + "; or place", said)]


def _not_allowed(engine, text: str, sit: Situation) -> list[Finding]:
    rs = readings(engine, sit)
    if not rs:
        return []
    takes = [_taken_codes(sit, r) for r in rs]
    if any(t is None or t for t in takes):
        return []
    r = rs[0]
    ranks = [x[:-1] for x in r.table] if sit.whole else [w.rank for w in sit.taken]
    legal = "; ".join("take " + " + ".join(x[:-1] for x in o) for o in r.options) or "none"
    lo, hi = _clause(text, sit.take_at, 0, len(text))
    said = text[sit.take_at:hi].strip()
    if len(said.split()) == 1:
        # a verb alone at the end of its clause ("Sie dürfen die 7 nehmen, …"): its clause from the
        # start of its sentence, where that names a card, so that the words quoted are found in one place
        lo = max([lo, *(m.end() for m in re.finditer(r"[.!?]\s+", text[:sit.take_at]))])
        if re.search(r"\d", text[lo:sit.take_at]):
            said = text[lo:hi].strip()
    return [evidence("example", "error", NOT_ALLOWED,
                     f"{r.play[:-1]} on {', '.join(x[:-1] for x in r.table)}: {legal}; or place",
                     said or " + ".join(ranks))]


def check_bonus_claim(engine, text: str, lex: Lexicon, ours=None) -> list[Finding] | None:
    """The bonuses and points the text gives a capture it tells, against the engine's bonuses
    for every reading the text leaves open. None when the capture is not read. ``ours``: an
    example of ours; a capture of its very cards is played on its table (no unseen cards)."""
    from .examples import BONUS_VALUE_REACH, _Capture, _points_words
    from .numbers import find_numbers

    sit = read_situation(engine, text, lex)
    if sit is None or sit.negated or sit.alternatives or sit.after:
        return None
    outcomes = []
    for r in readings(engine, sit):
        take = _taken_codes(sit, r)
        if not take:
            continue            # not read, or not a capture the engine allows (the options' reader says it)
        lefts = [r.index[id(sit.last_left)]] if sit.last_left is not None else [None] if sit.not_left else [None, *take]
        of_ours = ours is not None and getattr(ours, "play", None) == r.play and \
            sorted(getattr(ours, "table", None) or ()) == sorted(r.table)
        tables = [r.table, *([x] if sit.unseen and not of_ours and (x := _with_unseen(engine, r)) else [])]
        for left in lefts:
            for table in tables:
                outcomes.append(outcome(engine, _Capture("capture_bonuses", "text", r.play, table, take, left)))
    if not outcomes:
        return None
    said = text[sit.outcome_from:sit.outcome_to]
    c = cues(lex.lang)
    bonuses = {b.id: b for b in engine.spec.bonuses}
    # the outcome said first, before a colon that opens the capture's sentence, naming no card
    # ("Two points, a Picada and a Scùa: the player before you has just put down a 9 ...")
    lo_ = max([m.end() for m in re.finditer(r"[.!?]\s", text[:sit.outcome_from])], default=0)
    colon = text.find(":", lo_, min(w.start for w in (sit.play, *sit.table)))
    if colon > 0 and not any(lo_ <= w.start < colon for w in card_words(text[:colon], lex, engine.deck) if w.suit or
                             not _spans(" ".join(WORDS.findall(text[w.end:colon])[:1]), [*lex.point_words])):
        said = text[lo_:colon] + "; " + said
    names = sorted((a, e, bid) for bid, b in bonuses.items() for a, e in _spans(said, _name_forms(b.name, lex), lex))
    # the points the text gives the capture: not a bonus's own value right after its name
    point_cues = [*_points_words(lex), *lex.point_words]
    stated, case_stated, case_named, case_negated = [], [], set(), set()
    from .examples import _block

    in_all = _block(lex.lang, "combination_reading").get("in_all", [])
    for n in find_numbers(said, lex.lang):
        nxt = WORDS.findall(re.split(r"[,;:.()\d]", said[n.end:])[0])[:2]
        prv = WORDS.findall(re.split(r"[,;:.()\d]", said[:n.start])[-1])[-2:]
        if not (_spans(" ".join(nxt), point_cues) or _spans(" ".join(prv), point_cues)):
            continue
        only_cues = [*(c.get("only") or ()), *roles(lex.lang).get("only", ())]
        if n.word and n.value == 1 and not _spans(" ".join(nxt[:1]), point_cues) and not (
                _spans(" ".join(nxt[:1]), only_cues) and _spans(" ".join(nxt[1:2]), point_cues)):
            continue            # "a" is a number word only right before "point" ("un solo punto")
        if _spans(" ".join(WORDS.findall(said[n.end:])[:2] + prv), lex.each):
            continue
        if any(n.value == bonuses[bid].points and 0 <= n.start - e and
               _nwords(said[e:n.start]) <= BONUS_VALUE_REACH and not CLAUSE.search(said[e:n.start].replace(",", ""))
               and not (len(names) == 1 and _spans(said[e:n.start], in_all))    # "Picadan, yhteensä 1 piste": a total
               for _, e, bid in names):
            continue
        if _award_points(engine, said, n, names, lex):
            continue
        # "... Picada, 1 point. If it was the only card there, Scùa too: 2 points": a sentence after
        # the capture's that opens on a condition tells another case's total
        case = _another_case(said, n.start, sit, engine, lex)
        if case != CASE_CHANGED:
            (case_stated if case else stated).append(n)
    totals = sorted({o["points"] for o in outcomes})
    # bonuses named: affirmed, negated ("kein Simili", "Simili gibt es nicht"), "only" these; a
    # name in a clause of a condition ("if the previous player had left it, a Picada") is no claim
    negs = [*lex.negation, *(norm(w) for w in c.get("not_allowed") or ()),
            *(norm(w) for w in rule_cues(lex, "without"))]      # "sin Picada", "без Scùa": none earned
    affirmed, negated = set(), set()
    for a, e, bid in names:
        lo, hi = _clause(said, a, 0, len(said), dash=True)
        # a sentence starts and ends a clause too ("..., due punti. Simili no, i semi non sono
        # uguali"; "saat Picada-bonuksen eli 1 pisteen. Mökkiä ei tule")
        lo = max([lo, *(m.end() for m in SENTENCE.finditer(said, lo, a))])
        hi = next((m.start() for m in SENTENCE.finditer(said, e, hi)), hi)
        if _spans(said[lo:hi], lex.condition):
            continue
        case = _another_case(said, a, sit, engine, lex)
        if case:
            # "... = 2 очка. Если все четыре карты одной масти, плюс Simili": another case's; one
            # that changes the cards ("If a Re of Cups stays, no Scùa") is not read
            if case == CASE_READ:
                pre = " ".join(WORDS.findall(said[lo:a])[-NEGATION_REACH:])
                (case_negated if _negations(pre, negs) else case_named).add(bid)
            continue
        opened = max([0, *(m.end() for m in SENTENCE.finditer(said, 0, a))])
        if opened and _spans(said[opened:a], lex.condition) and \
                (not any(w.rank for w in card_words(said[opened:hi], lex, engine.deck)) and not re.search(r"\d", said[opened:a])
                 or _spans(said[opened:a], _stay_words(lex), lex) and not _spans(said[opened:a], _take_words(lex), lex)):
            continue        # "... deux points. Mais si vous la prenez dans une somme, ce n'est pas une Picada":
            #                 a sentence after the example's that opens on a condition and names no card tells
            #                 another case (not "Si te llevas Asso + 2 + 5, te anotas Quadriglia y Scùa"), as
            #                 does one on a card that stays ("If a Re stays on the table, no Scùa")
        pre = " ".join(WORDS.findall(said[lo:a])[-NEGATION_REACH:])
        clause_first = _nwords(said[lo:a]) <= 1
        post = " ".join(WORDS.findall(said[e:hi])[:SUBJECT_REACH if clause_first else NEGATION_REACH])
        # (after the name, a word that says it is absent: ru "Picada нет", de "Simili gibt es nicht": data ``absent``)
        if _negations(pre, negs) or (clause_first and (_negations(post, negs) or _spans(post, lex.absent, lex))):
            negated.add(bid)
        else:
            affirmed.add(bid)
    affirmed -= negated
    # "no bonus", "nenhum bônus": the word for a bonus negated: none is earned when no bonus is
    # named; with names besides ("No bonus: the Picada is only for the card just laid"), which
    # are said to be earned is not read
    none_said, denied_at, denial = False, (0, 0), ""
    for a, _e in _spans(said, lex.terms.get("bonus") or []):
        lo, hi = _clause(said, a, 0, len(said))
        if not _spans(said[lo:hi], lex.condition) and \
                _negations(" ".join(WORDS.findall(said[lo:a])[-NEGATION_REACH:]), negs):
            none_said, denied_at = True, (a, hi)
            denial = re.split(r"[.!?;]\s", said[lo:hi])[-1].strip()     # (its own sentence's words)
            break
    explained = none_said and affirmed and all(_explains_denial(said, denied_at, a, lex)
                                               for a, _e, bid in names if bid in affirmed)
    if explained:
        affirmed = set()        # "Aucun bonus : pour le Simili, il aurait fallu …": the denial's reason names it
    if none_said and not affirmed:
        negated = set(bonuses)
    elif none_said and affirmed:
        affirmed, negated = set(), set()
    only = bool(affirmed) and bool(_spans(said, [*(c.get("only") or ()), *roles(lex.lang).get("only", ())]))
    # bonuses named with a total that is theirs ("Scùa and Quadriglia, 2 points"): all of them
    only = only or (bool(affirmed) and any(n.value == sum(bonuses[b].points for b in affirmed) for n in stated))

    def agrees(o: dict) -> bool:
        got = set(o["bonuses"])
        return (not stated or any(n.value == o["points"] for n in stated)) and affirmed <= got and \
            not (negated & got) and (not only or affirmed == got)

    def case_fits(o: dict) -> bool:
        # the case a condition tells after the capture: one of the readings the text leaves open
        got = set(o["bonuses"])
        return (not case_stated or any(n.value == o["points"] for n in case_stated)) and \
            (affirmed | case_named) <= got and not (case_negated & got)
    # (a capture the text tells whole has one reading: a condition then changes its givens, "Se le
    # tre carte fossero di semi diversi, sarebbero 2 punti", and is not checked)
    open_readings = len({(tuple(sorted(o["bonuses"])), o["points"]) for o in outcomes}) > 1
    if open_readings and (case_stated or case_named) and not any(case_fits(o) for o in outcomes):
        case = [evidence("example", "error", "the bonuses add up to a different total",
                         " or ".join(map(str, totals)), said[case_stated[-1].start:case_stated[-1].end], role=AMOUNT)
                if case_stated and not any(n.value in totals for n in case_stated) else
                evidence("example", "error", "the capture earns other bonuses",
                         ", ".join(bonuses[b].name for b in outcomes[-1]["bonuses"]) or "none",
                         ", ".join(bonuses[b].name for b in sorted(affirmed | case_named)))]
    else:
        case = []
    if any(agrees(o) for o in outcomes):
        return case
    issues = []

    def names_fit(o: dict) -> bool:
        got = set(o["bonuses"])
        return affirmed <= got and not (negated & got) and (not only or affirmed == got)

    if (affirmed or negated) and not any(names_fit(o) for o in outcomes):
        want = ", ".join(bonuses[b].name for b in outcomes[0]["bonuses"]) or "none"
        found = denial if explained else said[names[0][0]:names[-1][1]].strip() if names else said.strip()
        #       (the text's own words for them; the denial, when the names only say why)
        issues.append(evidence("example", "error", "the capture earns other bonuses", want, found))
    if stated and (not any(n.value in totals for n in stated) or not issues):
        issues.append(evidence("example", "error", "the bonuses add up to a different total",
                               " or ".join(map(str, totals)), said[stated[-1].start:stated[-1].end], role=AMOUNT))
    if not issues:
        issues.append(evidence("example", "error", "the capture earns other bonuses or points",
                               " or ".join(map(str, totals)), said[stated[-1].start:stated[-1].end], role=AMOUNT))
    return issues + [f for f in case if f.message not in {x.message for x in issues}]


def _explains_denial(said: str, denied: tuple[int, int], at: int, lex: Lexicon) -> bool:
    """A bonus named at ``at`` where the text denies every bonus (``denied``: the word for bonus
    negated, to its clause's end) is named to say why, not said to be earned: after the denial,
    past a colon or a word for 'because' ("Aucun bonus : pour le Simili, il aurait fallu …", "Kein
    Bonus, denn für ein Simili müsste …"), or asked in a question before it ("¿Hay Simili? No: …
    ningún bono"). A name before the denial and not asked ("Scùa, but no other bonus") is not."""
    if at >= denied[1]:
        gap = said[denied[1]:at]
        because = [*(cues(lex.lang).get("because") or ())]
        return ":" in said[denied[0]:at] or bool(_spans(gap, because, lex))
    if at < denied[0]:
        stop = re.search(r"[.!?？]", said[at:denied[0]])
        return bool(stop) and stop.group() in "?？"
    return False


def _award_points(engine, said: str, n, names, lex: Lexicon) -> bool:
    """Points said in a sentence that names one of the game's awards and no bonus ("…: la sua
    Napula vale quattro punti", "pas de Napula, zéro point"), or in the answer to a question that
    does ("Quanto vale la Napula con …?" / "Quattro punti."): the award's points, not the
    capture's bonuses."""
    starts = [0, *(m.end() for m in SENTENCE.finditer(said, 0, n.start))]
    lo = starts[-1]
    m = SENTENCE.search(said, n.end)
    hi = m.start() if m else len(said)
    if len(starts) > 1 and said[:lo].rstrip().endswith(("?", "？")):
        lo = starts[-2]         # the answer's question
    if any(lo <= a < hi for a, _e, _b in names):
        return False
    return any(_spans(said[lo:hi], _name_forms(a.name, lex), lex)
               for a in engine.spec.awards if a.name and a.name[:1].isupper())


# ---------------------------------------------------------------- Napula

def award_name(engine, award: str) -> list[str]:
    return [a.name for a in engine.spec.awards if a.id == award and a.name]


def napula_denied(engine, ex, text: str, start: int, end: int, lex: Lexicon) -> str | None:
    """The text says a run of cards it lists scores nothing: a negation in the clause of the
    award's name after the list ("..., nên chưa đủ để tính Napula"), none before the list in
    its sentence ("without the Asso, 2 and 3 there is no Napula" lists what is missing)."""
    names = award_name(engine, ex.award)
    negs = [*lex.negation, *(norm(w) for w in cues(lex.lang).get("not_allowed") or ())]
    sentence_start = max([m.end() for m in SENTENCE.finditer(text, 0, start)], default=0)
    if _spans(text[sentence_start:start], [*negs, *lex.not_whole]):
        return None
    stop = re.search(r"[.;!?]", text[end:])
    hi = end + stop.start() if stop else len(text)
    words = [w for w in card_words(text, lex, engine.deck) if w.rank and end <= w.start < hi]
    for a, e in _spans(text[end:hi], names):
        # after the cards named before the award's name (a card named after it, in a clause of its
        # own, is what is missing: "... chưa được tính Napula đâu — phải có thêm lá 4 Kiếm nữa")
        after = max([w.end for w in words if w.end <= end + a], default=end)
        if after > end + a:
            continue
        lo, c_hi = _clause(text, end + a, after, hi, dash=True)
        if _spans(text[lo:c_hi], negs) and not any(lo <= w.start < c_hi for w in words):
            return text[lo:c_hi].strip()
    if stop and not _spans(text[end:hi], names):
        # ... or the next sentence opens with the award's name, denied in its first clause, no
        # card named there ("... 5 và 6 Kiếm. Napula không được tính, vì …", "… Swords. No
        # Napula for them, though.")
        nxt_at = hi + 1
        nxt = text[nxt_at:]
        lead = _missing_lead(engine, nxt, lex)     # "Sin el 4 no hay Napula": the card not held set aside
        nxt = nxt[lead:]
        first = re.split(r"[,;:.!?—–]", nxt)[0]
        said = _spans(first, names)
        if said and (said[0][0] <= len(first) - len(first.lstrip()) + 12 or
                     lead and len(WORDS.findall(first[:said[0][0]])) <= MISSING_LEAD_WORDS) and _spans(first, negs) and \
                not any(w.rank for w in card_words(first, lex, engine.deck)):
            return first.strip()
    return None


MISSING_LEAD_WORDS = 3      # words before the card a sentence opens with as not held ("Sin el 4", "Without the 4")


def _missing_lead(engine, text: str, lex: Lexicon) -> int:
    """Where a sentence goes on after the card it opens with as not held, and a comma after it
    ("Sin el 4 no hay Napula", "Without the 4, no Napula", "Senza il 4 niente Napula"): the
    denial after it is of the run the sentence before lists; 0 where it opens otherwise."""
    from .examples import _missing_before

    words = [w for w in card_words(text, lex, engine.deck) if w.rank]
    if not words or len(WORDS.findall(text[:words[0].start])) > MISSING_LEAD_WORDS or \
            not _missing_before(text[:words[0].start], lex):
        return 0
    end = words[0].end
    m = re.match(r"\s*+,", text[end:])
    return end + m.end() if m else end


def situation_cards(engine, text: str, lex: Lexicon) -> set[int]:
    """Where the cards of a capture the text tells are named ("prendi il 9 col 9 di Coppe"): a
    card's rank, not a number of a rule."""
    sit = read_situation(engine, text, lex)
    if sit is not None:
        return {w.start for w in (sit.play, *sit.table, *(sit.taken or ()))}
    # cards named with their suit where the text names the table or a card played or held ("Sul
    # tavolo restano il Fante di Coppe e il 7 di Denari"): a game's moment, not a rule's numbers
    suited = {w.start for w in card_words(text, lex, engine.deck) if w.rank and w.suit} if (
        _spans(text, _table_words(lex), lex) or _spans(text, _play_words(lex), lex)) else set()
    # a sentence of a capture told over several (its table in the one before): the cards named
    # where it takes, and plays or captures with a card
    if not _spans(text, _take_words(lex), lex) or not (
            _spans(text, lex.plays, lex) or _spans(text, cues(lex.lang).get("with_card") or ())):
        return suited
    return suited | {w.start for w in card_words(text, lex, engine.deck) if w.rank and not w.spelled and
                     not _spans(" ".join(WORDS.findall(text[w.end:])[:1]), [*lex.cards, *lex.point_words])}


def rank_range(engine, codes: list[str]) -> list[str]:
    """"Asso–5": two ranks a dash joins that are not next to each other name the run between them."""
    order = [r.code for r in engine.deck.ranks]
    if len(codes) == 2 and all(c in order for c in codes) and order.index(codes[1]) > order.index(codes[0]) + 1:
        return order[order.index(codes[0]):order.index(codes[1]) + 1]
    return codes


RANGE_REACH = 3         # words between the first rank of a range and the last ("dall'Asso fino al 5")


def napula_ranges(engine, text: str, lex: Lexicon, suit: str) -> list[tuple[int, int, list[str]]]:
    """Runs told as a range of ranks: "from the Asso to the 5 of Swords", "dall'Asso al 6", "от
    Asso до 5": (start, end, rank codes), of ``suit`` (the range's own suit, or the only suit
    its sentence names)."""
    words = [w for w in shared_suits(card_words(text, lex, engine.deck), text, lex)]
    order = [r.code for r in engine.deck.ranks]
    out = []
    for a, b in zip(words, words[1:]):
        if a.rank != order[0] or not b.rank or b.rank == order[0] or b.spelled:     # "del Asso al Re" too
            continue
        gap = text[a.end:b.start]
        if BREAK.search(gap) or _nwords(gap) > RANGE_REACH or not _spans(gap, lex.range_words):
            continue
        lo, hi = _sentences(text)[0][0], len(text)
        for x, y in _sentences(text):
            if x <= a.start <= y:
                lo, hi = x, y
        named = {w.suit for w in words if w.suit and lo <= w.start <= hi}
        if (b.suit or a.suit or (next(iter(named)) if len(named) == 1 else None)) != suit:
            continue
        out.append((a.start, b.end, order[:order.index(b.rank) + 1]))
    return out


def _whole_suit_spans(engine, text: str, lex: Lexicon, suit: str, nums) -> list[tuple[int, int, list[str]]]:
    """The whole suit told by its count and name ("all 13 Swords", "tutte le 13 Spade"): the
    count's span to the suit's name, and every rank of the suit."""
    ranks = [r.code for r in engine.deck.ranks]
    if not any(n.value == len(ranks) for n in nums):
        return []
    words_ = card_words(text, lex, engine.deck)
    out = []
    for n in nums:
        named = next((w for w in words_ if n.value == len(ranks) and w.suit == suit and not w.rank and
                      w.start >= n.end and len(re.findall(r"[^\W\d_]+", text[n.end:w.start])) <= 1), None)
        if named is not None:
            out.append((n.start, named.end, ranks))
    return out


def napula_numbers(engine, text: str, lex: Lexicon) -> set[int]:
    """Where a run of the Napula's suit is named (its ranks: "Asso, 2, 3", "dall'Asso al 6") and
    the score the text gives it when the engine agrees: an example's numbers, not a rule's."""
    from .examples import _rank_lists, _rank_runs
    from .numbers import find_numbers

    award = next((a for a in engine.spec.awards if isinstance(a.when, dict) and "napula" in a.when), None)
    if award is None:
        return set()
    suit = award.when["napula"].get("suit")
    spans = [(a, b, rank_range(engine, c)) for a, b, c in _rank_runs(text, lex, engine)] + \
        napula_ranges(engine, text, lex, suit) + \
        [(a, b, c) for a, b, c, suits in _rank_lists(text, lex, engine) if suits <= {suit}]
    out: set[int] = set()
    nums = find_numbers(text, lex.lang)
    spans += _whole_suit_spans(engine, text, lex, suit, nums)
    for a, b, codes in spans:
        known = {r.code for r in engine.deck.ranks}
        if any(c not in known for c in codes):
            continue
        score = engine.award(award.id, [[engine.deck.parse(f"{c}{suit}") for c in codes]])[0]
        out |= {n.start for n in nums if a <= n.start < b}
        stop = re.search(r"[.;!?]", text[b:])
        out |= {n.start for n in nums if b <= n.start < (b + stop.start() if stop else len(text)) and n.value == score}
    return out
