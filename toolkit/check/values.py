"""Card values a text states, in prose or in a table row, against the engine's values.

"The Asso is worth 11", "les rois valent 4", "O Asso vale 11, o 3 vale 10, o Re 4", "Fante,
Donna, 8, 7 e 2: 0 punti", a row "Cavallo | 3": ranks (one or a list) and the value that follows
them, joined by a word that gives a value (data: ``worth``), a colon or dash, or nothing at all
once the sentence has given a value that way. A rank named by digits only counts when the value is
given as points, with such a word or in a sentence about points (a digit may count anything), and
not where the pack has
numbered trumps (digits name trumps there). Values come from ``engine.value``; a rank whose value
differs by suit is not read; one that has none (a court card in Cìcera) is an error when
given a value. A value in brackets after a rank ("as (11)") is read as after a colon. Awards and
bonuses are read by their names (``award_values``, ``bonus_values``): the points right after
the name, after a word that gives a value or scores it (``scores``), or the one value of an item
that defines the name ("Scùa: whoever clears the table scores 1 point").
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ..findings import AMOUNT, Finding, evidence
from .cardwords import ARTICLE, card_words, stem_of
from .cues import _claim_cues, asked_only, cues, rule_cues
from .lexicon import Lexicon, norm, CHECKER_DIR, _load_yaml, cue_block
from .memo import KEPT_READINGS, copied_findings, lazy_module, per_object, readings, recent
from .numbers import find_numbers, ranges
from .terms import find_term, phrase_spans, words
from .cicera_examples import _take_words
from .examples import _block, _two_counts, _word_spans
from .obligations import negation_spans
from .tricks import _plays_in

_facts = lazy_module("toolkit.check.facts")     # these import this module
_claims = lazy_module("toolkit.check.claims")

LETTER_WORDS = re.compile(r"[^\W\d_]+")     # a text's words of letters

DASHES = "–—‐‑−-"
SEPARATOR = re.compile(rf"\s*+[:={DASHES}]\s*+")
BREAK = re.compile(r"[;!?()\n]|\.(?!\d)")
LABEL_BEFORE = re.compile(r"(?:^|\n)[\s*•·|–-]*$")      # nothing but a bullet before a line's label
LABEL_AFTER = re.compile(r"\s*[:=|]\s*\d+")            # the label's colon, equals sign or cell border, then a value in digits
RUN = re.compile(rf"\s*+[>{DASHES}]\s*+\w")      # "Asso–2–3", "Asso - 3 - Re": a run or an order, not a value
DIGIT = re.compile(r"\d")
# "as (11), tres (10)": a value in brackets right after a rank, read as "as: 11", in a sentence
# about points (else the bracket may number the card: "the Jack (8), the Horse (9)"; a bracket
# elsewhere ends the piece: "(see below)"); not where a value follows ("Drei (3)  10")
BRACKETED = re.compile(r"([^\W\d_])\s*+\(\s*+(\d{1,3}(?:\s*+[^\W\d_]{1,12})?)\s*+\)(?!\s*+[:=–—-]?\s*+\d)")
# "FANTE (vaut 8)", "the Cavallo (worth 9)": a word giving a value and a number in brackets right
# after a name (the words grouped)
WORTH_BRACKETED = re.compile(r"(?<=[^\W\d_])\s*+\(\s*+((?:[^\W\d_]++\s++){1,2})(\d{1,3})\s*+\)")
NOT_A_VALUE = re.compile(r"[.,]\d|\s*+%")     # "92.0%": a share, a decimal
RUN_BEFORE = re.compile(rf"\w\s*+[>{DASHES}]\s*+$")
LIST_WORDS = 2          # words between two ranks of one list ("Fante, Donna, 8 e 2": an unknown name)
SHORT_WORD = 3          # an article ("o", "le", "il") between list items
WORTH_GAP = 4           # words between a rank and its value ("the Asso is worth 11")
RUN_LENGTH = 3          # ranks in a row that make a run ("Asso, 2, 3")
AFTER_REACH = 2         # words after a value that say what it counts


@dataclass(frozen=True)
class _Item:
    start: int
    end: int
    rank: str | None        # a rank, or None for a number
    value: int | None = None
    digits: bool = False


@per_object
def rank_values(engine) -> dict[str, int]:
    """Each rank's value, where it is the same in every suit."""
    deck = engine.deck
    seen: dict[str, set] = {}
    for i, r in enumerate(deck.rank):
        if deck.suit[i] is not None:
            seen.setdefault(r, set()).add(engine.value[i])
    out = {r: v.pop() for r, v in seen.items() if len(v) == 1 and None not in v}
    return out | {code: engine.value[i] for code, i in _named_cards(deck).items()}


@per_object
def _named_cards(deck) -> dict[str, int]:
    """Cards of no suit and no number, known by their name (the Matto): code → index."""
    return {deck.codes([i])[0]: i for i in range(len(deck)) if deck.suit[i] is None and deck.number[i] is None}


@per_object
def _award_card_set(engine, lex: Lexicon) -> frozenset[str]:
    return frozenset(a.card for a in _awards(engine, lex) if a.card)


@per_object
def _suit_codes(deck) -> frozenset[str]:
    return frozenset(u.code for u in deck.suits)


def _suited_rank(text: str, w, lex: Lexicon) -> bool:
    """A card named with its suit ("le Re de Bâtons", "die Schwerter-7", "Kuppien kolmonen") whose
    value the sentence gives right after it, a verb of worth (data ``worth``, as the data writes it:
    "contro" is no "conta") within three words and before any number: a value is a rank's,
    whatever its suit."""
    after = re.split(r"[,;:.()!?]", text[w.end:])[0]
    head = re.split(r"\d", after)[0]       # the verb before any number ("8 Spade contro 5 si prende 1": a count)
    return bool(WORTH_AFTER.match(after)) and bool(_exact_worth(list(words(head))[:SUITED_WORTH_REACH], lex))


SUITED_WORTH_REACH = 3  # words between a card named with its suit and the verb giving its value ("and is worth")
WORTH_AFTER = re.compile(r"\s*+[^\W\d_]")


@per_object
def _numbered_trumps(deck) -> bool:
    return any(n is not None and s is None for n, s in zip(deck.number, deck.suit))


@per_object
def _named_card_forms(deck, lex: Lexicon) -> list[tuple[re.Pattern, str]]:
    """Each form of the name of a card known by its name (the Matto), as a pattern of a whole
    word in any case, with the card's code (worked out once per deck and language)."""
    out = []
    for code in _named_cards(deck):
        name = deck.card(code).name
        out += [(re.compile(rf"(?<!\w){re.escape(form)}(?!\w)", re.IGNORECASE), code)
                for n in lex.names if n.name == name for form in (*n.forms, *n.translations)]
    return out


@recent(KEPT_READINGS, copy=None)
def _items(text: str, lex: Lexicon, deck, awarded: frozenset[str] | None = None) -> tuple[_Item, ...]:
    """The ranks (and cards known by name) and the numbers a text names, in order (kept for the
    last texts read: a sentence is read for its values again and again). ``awarded``: the cards
    awards are for, when a card named with its suit may stand for its rank (``_suited_rank``)."""
    trumps = _numbered_trumps(deck)
    ranks = []
    for w in card_words(text, lex, deck):
        if awarded is not None and w.rank is not None and w.suit is not None and not w.spelled and \
                f"{w.rank}{w.suit}" not in awarded and not (trumps and w.suit not in _suit_codes(deck)) \
                and _suited_rank(text, w, lex):
            ranks.append(_Item(w.start, w.end, w.rank))     # "le Re de Bâtons vaut 3": the value of its rank
            continue
        if w.spelled and w.rank is not None and w.suit is None and LABEL_BEFORE.search(text, 0, w.start) and \
                (label := LABEL_AFTER.match(text, w.end)) and _an_amount(text, label.end(), lex):
            # "Sette: 1 punto", a table's row "| Sieben | 1 |" (read "Sieben: 1 Augen"): a number
            # word that labels a line, a value in digits and a word for points after it, is the
            # rank so named, no count (not "Tres Re: 15; cuatro: 20", four of them)
            ranks.append(_Item(w.start, w.end, w.rank))
            continue
        if w.rank is None or w.suit is not None or w.spelled:
            continue            # a suit, a whole card (an award's card), or a number word
        digits = text[w.start:w.end].isdigit()
        if digits and (trumps or _a_count(text, w.start, w.end, lex) or _an_amount(text, w.end, lex)):
            continue            # a count of cards, or an amount of points ("Königin 3 Punkte"), not a rank
        if counts_trumps(text, w.end, lex):
            continue            # "due trionfi da 10 punti", "zwei Trümpfe": a count of trumps, no rank
        if phrase_spans(words(text[w.end:])[:1], {"p": [*lex.players, *(lex.roles.get("players") or [])]}):
            continue            # "dei due giocatori": a count of players, not the 2
        if digits and _counts_against(text, w.start, w.end, lex):
            continue            # "7 против 6 даёт 1 очко": two sides' counts, not the 6
        ranks.append(_Item(w.start, w.end, w.rank, digits=digits))
    for form, code in _named_card_forms(deck, lex):
        ranks += [_Item(m.start(), m.end(), code) for m in form.finditer(text)]      # "il matto conta cinque"
    ranks.sort(key=lambda r: r.start)
    found = find_numbers(text, lex.lang)
    spelt = {(n.start, n.end) for n in found if n.word}
    # "the Re is worth three points": a rank's number word after a word giving a value, or before
    # a word for points, is the value
    ranks = [r for r in ranks if (r.start, r.end) not in spelt or not _a_value_word(text, r, lex)]
    # "tre Re valgono 15": a number word right before a court card's name counts those cards
    # (below); it is no card of that number either
    courts = {r.code for r in deck.ranks if r.court}
    counts = {(a.start, a.end) for a, b in zip(ranks, ranks[1:])
              if (a.start, a.end) in spelt and b.rank in courts and not text[a.end:b.start].strip()}
    taken = [(r.start, r.end) for r in ranks]
    ranks = [r for r in ranks if (r.start, r.end) not in counts]
    # "quatro Re valem 20": a number word before a rank counts its cards (a set, scored as one);
    # not "one" ("Eine Drei zählt elf Punkte": an article); "com os 4 Reis, 20": a digit before a
    # rank named by a word counts them too
    classifiers = {norm(c) for c in lex.classifiers}     # vi "ba lá Re": a classifier between the count and the rank

    def adjacent(gap: str) -> bool:
        return all(norm(w) in classifiers for w in re.findall(r"[^\W\d_]+", gap)) and not re.sub(r"[^\W\d_]+", "", gap).strip()

    ranks = [r for r in ranks if not any(((n.word and n.value > 1) or (not n.word and not text[r.start:r.end][:1].isdigit()))
                                         and n.end < r.start and adjacent(text[n.end:r.start]) for n in found)]
    nums = [_Item(n.start, n.end, None, n.value, not n.word) for n in found
            if not any(a <= n.start < b for a, b in taken)]
    return tuple(sorted(ranks + nums, key=lambda i: i.start))


def _counts_against(text: str, start: int, end: int, lex: Lexicon) -> bool:
    """A number set against another by a word for 'against' (``against``: "7 против 6", "27
    contro 25"): two sides' counts, neither of them a card (what stands between them read as
    the majority reader reads it, ``examples._two_counts``)."""
    before = re.search(r"\d+(\D{1,24})$", text[:start])
    after = re.match(r"(\D{1,24})\d", text[end:])
    return any(m is not None and _two_counts(m.group(1), lex) for m in (before, after))


def _worth_words(lex: Lexicon) -> list[str]:
    return [*lex.worth, *cues(lex, "worth")]


def _exact_worth(toks: list[str], lex: Lexicon) -> list[int]:
    """Where a word giving a value ends among ``toks``, written as the data has it (a value in
    words is read only after one: "contro" shares the stem of "conta" and gives no value)."""
    cues = [tuple(words(w)) for w in _worth_words(lex) if "…" not in w]
    return [i + len(c) for c in cues if c for i in range(len(toks) - len(c) + 1) if tuple(toks[i:i + len(c)]) == c]


def _a_value_word(text: str, item: _Item, lex: Lexicon) -> bool:
    """A rank's number word that gives a value: right after a word that gives one ("is worth
    three"), or right before a word for points ("three points")."""
    before = list(words(text[:item.start])[-WORTH_GAP:])
    label = LABEL_AFTER.match(text, item.end)
    after = words(text[item.end:])[:1] if not (label and _an_amount(text, label.end(), lex)) else ()
    # (a word before a colon labels what follows: "Sette: 1 punto" names the 7, no "seven points")
    return len(before) in _exact_worth(before, lex) or bool(phrase_spans(after, {"p": lex.point_words}))


def _an_amount(text: str, end: int, lex: Lexicon) -> bool:
    """A digit right before a word for points ("3 Punkte"): an amount, not a card."""
    m = re.match(r"\s*+([^\W\d_]+)", text[end:])     # the very next word: "3 Punkte", not "2: 0 punti"
    return bool(m) and bool(phrase_spans(list(words(m.group(1))), {"p": lex.point_words}))


def _a_count(text: str, start: int, end: int, lex: Lexicon) -> bool:
    """A digit that counts cards ("almeno 3 carte", "up to 3"), not a rank."""
    after = words(text[end:])[:AFTER_REACH]
    before = tuple(words(text[:start])[-2:])
    return bool(phrase_spans(after, {"c": lex.cards})) or \
        any(before[len(before) - len(b):] == b for b in _bounds(lex) if b)


def counts_trumps(text: str, end: int, lex: Lexicon) -> bool:
    """The number ending at ``end`` stands right before a word for trump (a classifier between
    allowed, vi "hai lá chủ"): it counts trumps ("dois trunfos", "deux atouts", "два козыря",
    "kaksi valttia"), it names no card; a trump's own number follows the word ("il trionfo
    due", "trump 20") or a preposition ("the 2 of trumps")."""
    if re.match(r"\s*[^\s\w]", text[end:]):
        return False            # a mark between: "3, Trümpfe ...", "2 (Trumpf)"
    after = list(words(text[end:])[:3])
    classifiers = {norm(c) for c in lex.classifiers}
    bare = after[1:] if after and after[0] in classifiers else after
    return any(find_term(tokens[:2], t) == 0 for tokens in (after, bare) if tokens for t in _trump_words(lex))


@per_object
def _trump_words(lex: Lexicon) -> tuple[str, ...]:
    """The glossary's words for trump and their plural forms (``combination_reading.trumps``)."""
    from .lexicon import cue_block

    return tuple(t for t in (*(lex.terms.get("trump") or []), *cue_block(lex.lang, "combination_reading").get("trumps", ()))
                 if t.strip())


@per_object
def _bounds(lex: Lexicon) -> set[tuple[str, ...]]:
    return {tuple(norm(w) for w in p.split()) for ps in lex.qualifiers.values() for p in ps}


@functools.cache
def _other_games():
    from .lexicon import site_data

    names = sorted((str(n) for n in site_data().get("other_games") or []), key=len, reverse=True)
    # one alternation between the word bounds: some two hundred names, each with bounds of its
    # own, cost a tenth of a page's check
    return re.compile(rf"(?<!\w)(?:{'|'.join(re.escape(n) for n in names)})(?!\w)", re.IGNORECASE) if names else None


@functools.lru_cache(maxsize=1 << 12)
def other_games_masked(text: str) -> str:
    """The sentence with other games' names blanked out, offsets kept: "il gioco del Sette e
    mezzo" names no card (the 7) whose value the sentence would give. (Kept by content: some two
    hundred names are searched, and a passage is read for values by several readers.)"""
    pattern = _other_games()
    return pattern.sub(lambda m: " " * len(m.group()), text) if pattern is not None else text


def _a_sum(text: str, quote: str, group, lex: Lexicon) -> bool:
    """Numerals in the clause of a word for a sum ("ninguna suma con el 2 da 9"): the number
    is what the sum makes, not the card's value."""
    at = text.find(quote)
    if at < 0 or not all(str(g).isdigit() or g == "A" for g in group):     # numerals only
        return False
    lo = max([m.end() for m in re.finditer(r"[,;:.!?]", text[:at])], default=0)
    return bool(phrase_spans(words(text[lo:at]), {"s": [*(lex.terms.get("sum") or []), *(lex.terms.get("add_up") or [])]}))


DENIED_REACH = 2        # words between a negation and the card it says is not there ("pas d'Asso", "no Asso")


def _denied_card(text: str, quote: str, lex: Lexicon) -> bool:
    """The card whose value ``quote`` gives is negated right before it, in its clause ("pas
    d'Asso : 0", "kein Asso: 0", "2 bis 6 ohne das Asso: 0": data ``without``): a card not held,
    the number is what its absence scores."""
    at = text.find(quote)
    if at < 0:
        return False
    lo = max([m.end() for m in re.finditer(r"[,;:.!?()]", text[:at])], default=0)
    return bool(phrase_spans(list(words(text[lo:at]))[-DENIED_REACH:], {"n": [*lex.negation, *rule_cues(lex, "without")]}))


ADDED_BEFORE = re.compile(r"[+＋]\s*+$")


def _last_of_a_sum(text: str, quote: str) -> bool:
    """The card whose value ``quote`` gives ends a sum of cards ("1 + 40 + Matto: 20", "Re + Cavallo
    = 7"): the number is the sum's."""
    at = text.find(quote)
    return at > 0 and bool(ADDED_BEFORE.search(text[max(0, at - 4):at]))


def _total_of_parts(text: str, quote: str, number: int) -> bool:
    """The number ``quote`` gives is the total of two or more amounts told before it in its
    sentence ("12 for the run, 5 more for the Matto: 17 points", "10 per il Re, 5 per il
    Matto: 15"): the breakdown's sum, not the last card's value."""
    at = text.find(quote)
    if at < 0:
        return False
    before = re.split(r"[.!?](?:\s|$)", text[:at])[-1]
    parts = [int(x) for x in re.findall(r"(?<![\d.,\-–])\d{1,3}(?![\d\-–])", before)]
    return len(parts) >= 2 and sum(parts[-2:]) == number or len(parts) >= 3 and sum(parts) == number


def _tells_taken(text: str, lex: Lexicon) -> bool:
    """The text tells cards taken, killed or scored in play (a verb of taking, or of points
    gained): a value after several cards is then what they bring in all, not each one's."""
    return bool(_word_spans(text, [*_take_words(lex), *_block(lex.lang, "resto_reading").get("gains", [])]))


ASIDE = re.compile(r"\([^()\d]*+\)")


def asides_masked(text: str, lex: Lexicon) -> str:
    """The sentence with its bracketed asides that hold no digit and no word for points blanked,
    offsets kept: "Re (ognuno dei quattro): 4", "Ogni Re (sono quattro) vale 4 punti": a remark
    between a card and its value, no card or value of its own."""
    if "(" not in text:
        return text
    points = [*lex.point_words, *lex.value_headers]
    return ASIDE.sub(lambda m: m.group() if phrase_spans(words(m.group()), {"p": points}) else " " * len(m.group()), text)


def both_masked(text: str, lex: Lexicon) -> str:
    """The sentence with its words for both sides blanked, offsets kept: "los dos tienen 60
    puntos", "i due hanno 60 punti" name both players, not the 2 and its value (data
    ``both_sides``)."""
    for pattern in _both_sides(lex.lang):
        text = pattern.sub(_blanked, text)
    return text


@functools.cache
def _both_sides(lang: str) -> tuple[re.Pattern, ...]:
    """``both_masked``'s patterns, one per phrase in the data's order, compiled once."""
    return tuple(re.compile(rf"(?<!\w){re.escape(phrase)}(?!\w)", re.IGNORECASE)
                 for phrase in _claim_cues(lang).get("both_sides", ()))


def _blanked(m: re.Match) -> str:
    return " " * len(m.group())


WITH_CARD_REACH = 2     # words between a word for 'with' and the card it governs ("con el 3", "with the 3")


def _acted_with(text: str, quote: str, lex: Lexicon) -> bool:
    """The card of ``quote`` governed by a word for 'with' right before it (data
    ``example_structure.with_card``: "con el 3: 13 puntos", "mit der 3: 13 Punkte"): what a player
    won or took with; the amount after it is the act's. (Not the Matto, which a word for 'with'
    adds to a combination: "1, 13 y 28 con el Matto: 15" is the combination's, and said wrongly.)"""
    from .structure import structure_cues

    at = text.find(quote)
    withs = structure_cues(lex.lang).get("with_card", ())
    if at < 0 or not withs:
        return False
    before = re.split(r"[,;:.!?()]", text[:at])[-1]
    cue = {w.casefold() for w in withs}
    return any(w.casefold() in cue for w in re.findall(r"[^\W\d_]+", before)[-WITH_CARD_REACH:])


TRICK_OPENS = 3         # words at a sentence's (or a clause's) start where the trick stands as its subject ("La presa va al 3", "Der Stich geht an")


def _trick_subject(text: str, quote: str, lex: Lexicon) -> bool:
    """The quote's value comes after a word for 'and' ("3 e vale 13", "Zwei und bringt 11") in a
    sentence whose subject is the trick (a word for the trick among its first words: "La presa va
    al 3 e vale 13 punti", "Der Stich geht an die Zwei und bringt 11 Augen", "The trick goes to
    the 3 and is worth 13"): the verb after 'and' is the trick's, its amount the trick's points."""
    at = text.find(quote)
    if at < 0:
        return False
    ands = {norm(w) for w in lex.and_words}
    return any(norm(w) in ands for w in re.findall(r"[^\W\d_]+", quote)) and trick_opens(text[:at], lex)


def trick_opens(before: str, lex: Lexicon) -> bool:
    """The clause ``before`` ends in (after the last mark that ends a sentence or a label) opens
    with a word for the trick among its first ``TRICK_OPENS`` words: the trick is its subject."""
    opened = re.split(r"[.!?:;|]", before)[-1]
    first = list(words(opened))[:TRICK_OPENS]
    return any(a < TRICK_OPENS for a, _, _ in phrase_spans(first, {"t": lex.terms.get("trick") or []}))


@readings(copy=copied_findings)
def card_values(engine, text: str, lex: Lexicon, trick_points: int | None = None) -> list[Finding]:
    """Each rank (or card known by name) with the value the text gives it, against the engine's;
    values in digits ("vale 11", "Asso: 11"). ``trick_points``: the points of a trick the text
    plays; that amount after one card is the trick's, not the card's."""
    said = text
    text = asides_masked(other_games_masked(both_masked(text, lex)), lex)
    values = rank_values(engine)
    names = {r.code: r.name for r in engine.deck.ranks} | \
        {code: engine.deck.card(code).name for code in _named_cards(engine.deck)}
    issues = []
    top = max((v for v in engine.value if v is not None), default=0)
    each = bool(phrase_spans(words(text), {"e": lex.each}))
    taken = _tells_taken(text, lex)

    played = taken and _plays_in(list(words(text)), lex)
    courts = _courts_valued(engine, text, lex)
    both = both_values(engine, asides_masked(other_games_masked(said), lex), lex)     # "os dois valem 4 cada"
    read = [*stated_values(engine, text, lex), *_values_before(engine, text, lex), *courts, *both,
            *ranged_values(engine, text, lex)]
    respective = _respective_values(engine, text, lex)      # "Re, Cavallo e Fante valgono 4, 3 e 2": not all 4
    if respective:
        lists = {q for _, _, q in respective}
        read = [r for r in read if not any(r[2] in q for q in lists)]
        read += [r for q in lists for r in [x for x in respective if x[2] == q and values.get(x[0][0]) != x[1]][:1]]
    for group, number, quote in read:
        wrong = next((g for g in group if values.get(g) != number), None)
        if wrong is None or _a_sum(text, quote, group, lex) or (trick_points is not None and number == trick_points):
            continue
        if len(group) > 1 and "+" in quote and all(g in values for g in group) and \
                sum(values[g] for g in group) == number:
            continue            # "il Re + il Cavallo fanno 7": a sum told by its parts, which the engine's values give
        if _denied_card(text, quote, lex):
            continue            # "Napula: pas d'Asso : 0", "no Asso: 0": a card not held, the score of its absence
        if (at := text.find(quote)) >= 0 and asked_only(text, at, lex):
            continue            # "«Il Re vale dieci?»": a value asked about (and not answered yes), not given
        if phrase_spans(list(words(quote)), {"b": lex.beats}):
            continue            # "le Fante bat le 7": the number names the card beaten, not the Fante's value
        if _acted_with(text, quote, lex) and not set(group) & set(_named_cards(engine.deck)):
            continue            # "Tú, con el 3: 13 puntos": the card a player won or took with, the act's points
        if _beaten_then_valued(text, quote, lex):
            # "it beats the Re and is worth ten points": the value is the subject's, not the Re's;
            # a card named as that subject ("Der Re Schwerter schlägt die 7 und bringt 3 Augen") is given it
            subject = _beating_subject(engine, text, quote, lex)
            if subject is not None and subject.rank in values and values[subject.rank] != number:
                at = text.find(quote)
                issues.append(evidence("example", "error", "a card's point value differs from the engine's",
                                       f"{names[subject.rank]} {values[subject.rank]}",
                                       text[subject.start:at + len(quote)], role=AMOUNT))
            continue
        if _trick_subject(text, quote, lex):
            continue            # "La presa va al 3 e vale 13 punti": the trick is worth 13, not the 3
        if _compared_total(engine, text, quote, number, lex):
            continue            # "Re über Cavallo: 7 Augen für Lea": the two cards compared, their points together
        if _last_of_a_sum(text, quote) or _total_of_parts(text, quote, number):
            continue            # "Trümpfe 1 + 40 + Matto | 20": what the cards added up make, not the last one's value
        if len(group) > 1 and not each and (number > top or taken) and (group, number, quote) not in courts:
            continue            # "Мы убили Короля и двойку (8 очков)": the points the cards taken bring, in all
        if played and taken and number > top and not each:
            continue            # "chi gioca l'Asso porta a casa quindici punti": more than any card holds, played and taken: a trick's
        if wrong in values:
            issues.append(evidence("example", "error", "a card's point value differs from the engine's",
                                   f"{names[wrong]} {values[wrong]}", quote, role=AMOUNT))
        else:
            issues.append(evidence("example", "error", "a card is given a value it does not have in this game",
                                   f"{names[wrong]}: no value", quote, role=AMOUNT))
    for f in issues:            # quoted as written, asides included
        at = text.find(f.found)
        if at >= 0 and text != said:
            f.found = said[at:at + len(f.found)]
    return issues


BEATEN_REACH = 2        # words between a beating verb and the card it beats (an article)
SUITED_AND_REACH = 3    # words of the card beaten before 'and' (its rank, a preposition and its suit: "Re de Bâtons et")


def _beaten_then_valued(text: str, quote: str, lex: Lexicon) -> bool:
    """The card a value is read for is the object of a beating verb (or one of standing above)
    right before it, and a word for 'and' joins a second predicate that gives the value ("it beats
    the Re and is worth ten points", "batte il Re e vale dieci punti", "steht über dem Re Stäbe und
    zählt 10"): the value is the subject's. (The card's suit may stand between: "le Re de Bâtons
    et vaut dix".)"""
    at = text.find(quote)
    if at < 0:
        return False
    before = words(text[:at])[-(BEATEN_REACH + 1):]
    if not phrase_spans(before, {"b": _over_words(lex)}):
        return False
    inner = words(quote)
    return any(a < SUITED_AND_REACH for a, _, _ in phrase_spans(inner[1:], {"a": lex.and_words}))


def _over_words(lex: Lexicon) -> list[str]:
    """Words by which one card beats or stands above the next (``beats``, ``above``,
    ``example_structure.over``)."""
    from .lexicon import cue_block

    return [*lex.beats, *lex.above, *cue_block(lex.lang, "example_structure").get("over", ())]


def _beating_subject(engine, text: str, quote: str, lex: Lexicon):
    """The one card named in the clause before the beating verb that ``_beaten_then_valued``
    found ("Der Re Schwerter schlägt die 7 und bringt 3 Augen", "il Fante batte il 7 e vale 3
    punti"): the subject the value after 'and' is said of; None when the clause names no card
    or more than one before the verb, or a negation."""
    at = text.find(quote)
    lo = max([m.end() for m in re.finditer(r"[,;:.!?()]", text[:at])], default=0)
    clause = text[lo:at]
    toks = list(words(clause))
    verb = phrase_spans(toks, {"b": _over_words(lex)})
    if not verb or phrase_spans(toks, {"n": lex.negation}):
        return None
    from .terms import TOKEN

    head = clause[:[m.start() for m in TOKEN.finditer(clause)][verb[-1][0]]]     # (the words before the verb, digits kept)
    cards = [w for w in card_words(head, lex, engine.deck) if w.rank]
    if len({w.rank for w in cards}) != 1:
        return None
    named = [w for w in card_words(clause, lex, engine.deck) if w.rank == cards[0].rank]
    return _Item(lo + named[0].start, lo + named[0].end, cards[0].rank) if named else None


def _compared_total(engine, text: str, quote: str, number: int, lex: Lexicon) -> bool:
    """Two cards or more named up to ``quote``, one said to beat or stand above another (a word
    of ``beats`` or ``above`` between the first and the last), whose values add up to
    ``number`` ("Re über Cavallo: 7 Augen für Lea", "le Re bat le Cavallo : 7 points"): the
    trick's points, not the last card's value."""
    at = text.find(quote)
    if at < 0:
        return False
    values = rank_values(engine)
    named = [w for w in card_words(text[:at + len(quote)], lex, engine.deck) if w.rank in values]
    if len(named) < 2 or sum(values[w.rank] for w in named) != number:
        return False
    from .lexicon import cue_block

    between = words(text[named[0].end:named[-1].start])
    over = list(cue_block(lex.lang, "example_structure").get("over", ()))
    return bool(phrase_spans(between, {"b": [*lex.beats, *lex.above, *over]}))


def _courts_valued(engine, text: str, lex: Lexicon) -> list[tuple[tuple[str, ...], int, str]]:
    """The court cards named as a group (the glossary's term: "as figuras", "фигуры") given a
    value, a word giving one and a number after them ("as figuras valem 8, 9 e 10 nas somas"),
    where our courts have no value at all (Cìcera: they take part in no sum); a value of 0 is
    ours."""
    nothing = valueless(engine)
    courts = tuple(r.code for r in engine.deck.ranks if r.court and r.code in nothing)
    if not courts:
        return []
    tokens = words(text)
    out = []
    for t in lex.terms.get("court_card") or []:
        at = find_term(tokens, t, lex.compounds)
        if at is None:
            continue
        after = tokens[at + len(words(t)):at + len(words(t)) + WORTH_GAP]
        worth = phrase_spans(after, {"w": _worth_words(lex)})
        nums = [n for n in find_numbers(text, lex.lang) if n.value and not (n.word and n.value == 1)]
        if worth and nums and not phrase_spans(tokens, {"n": lex.negation}):
            n = next((n for n in nums if len(words(text[:n.start])) > at), None)
            if n is not None and len(words(text[:n.start])) - at <= WORTH_GAP + 1:
                out.append((courts, n.value, text[n.start:n.end]))
        if not out and nums and not phrase_spans(tokens, {"n": lex.negation}):
            # "… the court cards take part, each counting as ten", "jokainen niistä lasketaan
            # kymmenen arvoiseksi": a word for each after the group, its number right after it
            eaches = [a + at for a, _, _ in phrase_spans(tokens[at:at + EACH_AFTER_GROUP], {"e": lex.each})]
            n = next((n for n in nums for e in eaches if 0 < len(words(text[:n.start])) - e <= EACH_VALUE_REACH + 1), None)
            if n is not None:
                out.append((courts, n.value, text[n.start:n.end]))
        break
    return out


EACH_AFTER_GROUP = 10   # words from a group of cards to a word for each that takes it up ("the courts take part, each …")
EACH_VALUE_REACH = 3    # words between that word for each and the value it gives ("each counting as ten")


PER_REACH = 2           # words between "for each" and the card it names (an article)


@readings()
def _values_before(engine, text: str, lex: Lexicon) -> list[tuple[tuple[str, ...], int, str]]:
    """Values said before their card or said as none: "3 points for each Re", "5 punti per ogni
    Re" (a number, a word for points, then ``rule_claims.for_each`` and the card), and "the Matto
    is worth no points", "el Matto no vale ningún punto" (the card, then within a few words and
    no comma or number a phrase of ``rule_claims.no_value``): (ranks, value, quote)."""
    each = rule_cues(lex, "for_each")
    none = rule_cues(lex, "no_value")
    if not each and not none:
        return []
    values = rank_values(engine)
    out = []
    worth = _worth_words(lex)
    for body in _pieces(text):
        items = _items(body, lex, engine.deck)
        ranks = [it for it in items if it.rank is not None and not it.digits and it.rank in values]
        for n in (it for it in items if it.rank is None and it.value is not None):
            after = words(body[n.end:])
            points = [b for a, b, _ in phrase_spans(after[:2], {"p": lex.point_words}) if a == 0]
            if not points:
                continue
            # "once puntos valen los Ases", "cuatro puntos vale el Rey": the value, a word for
            # points and one giving a value, then the card (an article between)
            card = next((r for r in ranks if r.start > n.end), None)
            said = [b for a, b, _ in phrase_spans(after[points[0]:points[0] + 2], {"w": worth}) if a == 0]
            if not said and card is not None and not re.search(r"[\d,;:]", body[n.end:card.start]):
                # de "Fünf Punkte ist jeder Re wert": the word giving a value closes the clause, after the card
                rest = re.split(r"[,;:.!?]", body[card.end:], maxsplit=1)[0]
                tail = words(rest) if not DIGIT.search(rest) else []     # not "… e o Três vale 10": its own value
                said = [points[0]] if any(b == len(tail) and a < WORTH_GAP + 1 for a, b, _ in phrase_spans(tail, {"w": worth})) else []
            if said and card is not None and not re.search(r"[\d,;:]", body[n.end:card.start]) and \
                    len(words(body[n.end:card.start])) <= points[0] + said[0] + PER_REACH - 1 and \
                    not any(it.rank is None and n.end < it.start < card.start for it in items):
                out.append(((card.rank,), n.value, body[n.start:card.end].strip()))
                continue
            if not n.digits:
                continue
            per = [b for a, b, _ in phrase_spans(after[points[0]:points[0] + 3], {"e": each}) if a == 0]
            card = next((r for r in ranks if r.start > n.end), None)
            if per and card is not None and len(words(body[n.end:card.start])) <= points[0] + per[0] + PER_REACH \
                    and not re.search(r"[\d,;:]", body[n.end:card.start]):     # not "8 puntos, porque el Matto …": a clause of its own
                out.append(((card.rank,), n.value, body[n.start:card.end].strip()))
        for r in ranks:
            rest = body[r.end:]
            aside = len(rest) - len(_apposition_cut(rest))     # "Le Matto, lui, ne vaut rien": a word set off by commas
            head = re.split(r"[,;:\d]", rest[aside:], maxsplit=1)[0]     # no other card's value between
            if phrase_spans(words(head)[:WORTH_GAP + 2], {"n": none}):
                out.append(((r.rank,), 0, body[r.start:r.end + aside + len(head)].strip()))
    return out


@per_object
def valueless(engine) -> frozenset[str]:
    """Ranks with no value in any suit (court cards in Cìcera: they take part in no sum)."""
    deck = engine.deck
    seen: dict[str, set] = {}
    for i, r in enumerate(deck.rank):
        if deck.suit[i] is not None:
            seen.setdefault(r, set()).add(engine.value[i])
    return frozenset(r for r, v in seen.items() if v == {None})


@readings()
def stated_values(engine, text: str, lex: Lexicon) -> list[tuple[tuple[str, ...], int, str]]:
    """(ranks of ours that have a value or none at all, the value the text gives them, the words
    that say so)
    for each rank or list of ranks the text gives one value: "Asso: 11", "o Re 4", "Fante,
    Donna, 8, 7 e 2: 0 punti"."""
    if not DIGIT.search(text) and not (phrase_spans(words(text), {"w": [*_worth_words(lex), *lex.point_words]})
                                       and find_numbers(text, lex.lang)):
        return []               # no value in digits, nor in words after a word giving one ("the Re is worth four")
    values = rank_values(engine)
    if not values:
        return []
    nothing = valueless(engine)
    order = [r.code for r in engine.deck.ranks]
    joiners = {norm(w) for w in (*lex.and_words, *lex.or_words)}
    points = [*lex.value_headers, *(lex.terms.get("card_points") or [])]
    if phrase_spans(words(text), {"p": [*points, *lex.point_words]}):
        text = BRACKETED.sub(r"\1: \2 ", text)
    text = _worth_unbracketed(text, lex)
    entries = _comma_entries(engine, text, lex, joiners)
    issues = _record_values(engine, text, values, nothing, lex)
    for body in _pieces(text):
        # "11 + 10 + 4 + 3 + 2 = 30": a sum of values, not ranks with values
        body = SUM.sub(lambda m: " " * len(m.group()), body)
        items = _items(body, lex, engine.deck, _award_card_set(engine, lex))
        # "Asso 11, Tre 10": named ranks each with a bare number, more than once, are a list of values
        about_points = bool(phrase_spans(words(body), {"p": points}))
        said_worth = sum(1 for a, b in zip(items, items[1:]) if a.rank and not a.digits and
                         b.rank is None and not body[a.end:b.start].strip()) >= 2
        # "el Tres, 10, el Rey, 4, el Caballo …": named ranks alternating with numbers, comma
        # between each rank and its number, more than once: a list of values (a digit there is
        # the value, not a rank)
        paired = _alternating_pairs(body, items, joiners)
        said_worth = said_worth or len(paired) >= 2 or entries >= 2 and len(paired) == 1
        paired = paired if len(paired) >= 2 or entries >= 2 else set()
        group: list[_Item] = []
        for k, item in enumerate(items):
            gap = body[group[-1].end:item.start] if group else ""
            after = words(body[item.end:])[:AFTER_REACH]
            as_points = bool(phrase_spans(after, {"p": points}))
            if group and (item.rank is None or item.digits) and \
                    (how := "sep" if k in paired else
                     _connector(gap, said_worth, lex) or _copula(gap, as_points, joiners, group, lex)):
                if phrase_spans(words(gap), {"n": lex.negation}):
                    group = []
                    continue        # "il Re non vale 10": a value denied, none given
                number = item.value if item.rank is None else int(body[item.start:item.end])
                if phrase_spans(words(gap), {"n": lex.negation}):
                    group = []
                    continue        # "il Re non vale 10": the value it has not
                if item.rank is None and not item.digits and not as_points and not said_worth and \
                        not _exact_worth(list(words(gap)), lex):
                    group = []
                    continue        # "due contro due": a number in words is a value only after a word giving one
                # "Asso to the 5 ... 5 points", "dall'Asso al 7": a range of ranks, not a value
                ranged = (len(group) > 1 and group[-1].digits and
                          bool(phrase_spans(words(body[group[0].start:group[-1].start]), {"r": lex.range_words}))) or \
                    (item.digits and not as_points and bool(phrase_spans(words(gap), {"r": lex.range_words})))
                first = items.index(group[0])
                counts_else = ranged or phrase_spans(after, {"c": lex.cards}) or \
                    RUN.match(body, item.end) and not (said_worth and _pair_at(body, items, k + 1)) or \
                    _a_difference(body, item.end, lex) or \
                    _counts_a_noun(body, item.end, points, joiners, lex) or \
                    NOT_A_VALUE.match(body, item.end) or _rank_range(group[-1], gap, number, order) or \
                    RUN_BEFORE.search(body, 0, group[0].start) and not (said_worth and _pair_at(body, items, first - 2)) or \
                    _ascending_run(group, order) or \
                    _run_award(engine, group, number) or \
                    (k + 1 < len(items) and items[k + 1].rank is None and
                     not body[item.end:items[k + 1].start].strip())
                # (a numeral and its value after a colon or an equals sign in a list of values already
                # read as one: "Asso: 11, 3: 11, Re: 4")
                if not counts_else and (how != "bare" or as_points or said_worth) and \
                        (as_points or how == "worth" or about_points or not any(g.digits for g in group) or
                         said_worth and how == "sep" and len(group) == 1):
                    said_worth = said_worth or how == "worth" or as_points or \
                        (how == "sep" and not any(g.digits for g in group))     # "Re: 4": a list of values
                    # the value of another card the clause names ("the 3 beats the Re and is worth
                    # 10"), or the score of the combination it names ("1 and 40 with the Matto
                    # give 20"): not this card's value
                    clause_start = max((m.end() for m in re.finditer(r"[,;:=]", body[:group[0].start])), default=0)
                    elsewhere = any(it.rank and it not in group and values.get(it.rank) == number
                                    and it.start >= clause_start and not OWN_VALUE.match(body, it.end)
                                    and items[items.index(it) + 1].rank is not None     # no value of its own
                                    for it in items[:k]) or \
                        _combination_score(engine, body, lex) == number or \
                        _cards_total(items[:k], values, number)
                    ranks = tuple(g.rank for g in group if g.rank in values or g.rank in nothing)
                    if ranks and not elsewhere:
                        issues.append((ranks, number, body[group[0].start:item.end].strip()))
                group = []
                continue
            if item.rank is not None and group and _joins(gap, joiners) and not phrase_spans(words(gap), {"b": lex.beats}):
                group.append(item)
            elif item.rank is not None:
                group = [item]
            elif not (group and _joins(gap, joiners) and _list_goes_on(body, item.end, joiners)):
                group = []
    return issues


BOTH_REACH = 6          # words from "both" to the value it is given ("both are worth the same, 4 points each")


def both_values(engine, text: str, lex: Lexicon) -> list[tuple[tuple[str, ...], int, str]]:
    """:func:`_both_valued` in each piece of ``text`` (read before the words for both sides are
    blanked: there "os dois" names the two ranks before it)."""
    values, nothing = rank_values(engine), valueless(engine)
    return [found for body in _pieces(SUM.sub(lambda m: " " * len(m.group()), text))
            for found in _both_valued(body, _items(body, lex, engine.deck), values, nothing, lex)]


def _both_valued(body: str, items: tuple, values: dict, nothing, lex: Lexicon) -> list[tuple[tuple[str, ...], int, str]]:
    """"O Re é mais forte que o Cavallo, mas os dois valem o mesmo, 4 pontos cada": a word for both
    (data ``rule_claims.both``) after exactly two ranks named by their names, then one number, a
    word for each near it: each of the two is given that number."""
    out = []
    toks = words(body)
    for a, b, _ in phrase_spans(toks, {"b": rule_cues(lex, "both")}):
        at, past = _token_offset(body, a), _token_offset(body, b - 1, end=True)
        ranks = list(dict.fromkeys(i.rank for i in items if i.rank and not i.digits and i.end <= at))
        after = [i for i in items if i.start >= past]       # (not "dos" of "los dos")
        nums = [i for i in after if i.digits or i.rank is None and (i.value or 0) > 1]   # not "cada uno"
        if len(ranks) != 2 or len(nums) != 1 or any(i.rank and not i.digits for i in after) or \
                len(words(body[at:nums[0].start])) > BOTH_REACH or \
                not phrase_spans(words(body[at:])[:BOTH_REACH + 3], {"e": lex.each}):
            continue
        number = nums[0].value if nums[0].rank is None else int(body[nums[0].start:nums[0].end])
        if all(r in values or r in nothing for r in ranks):
            out.append((tuple(ranks), number, body[at:nums[0].end].strip()))
    return out


RESPECTIVE_GAP = 6      # words between a list of ranks and the list of their values ("count in sums with the values")


def _respective_values(engine, text: str, lex: Lexicon) -> list[tuple[tuple[str, ...], int, str]]:
    """Two lists of one length, the ranks named by their names, then their values in the same
    order, a word giving a value between ("Fante, Cavallo ja Re lasketaan summissa arvoilla 8, 9 ja
    10", "Fante, Cavallo e Re valgono 8, 9 e 10", "the Re, the Cavallo and the Fante are worth 4,
    3 and 2"): each rank is given its number. Not a list of ranks in digits, nor a list of
    numbers that goes on or counts something (cards, players). The caller reports one pair of the
    lists at most (the first whose value is not ours)."""
    values, nothing = rank_values(engine), valueless(engine)
    joiners = {norm(w) for w in (*lex.and_words, *lex.or_words)}
    worth = [*_worth_words(lex), *lex.value_headers]
    out = []
    for body in _pieces(SUM.sub(lambda m: " " * len(m.group()), text)):
        if not DIGIT.search(body):
            continue
        items = _items(body, lex, engine.deck)
        k = 0
        while k < len(items):
            ranks = [items[k]]
            while k + len(ranks) < len(items) and items[k + len(ranks)].rank is not None and \
                    not items[k + len(ranks)].digits and _joins(body[ranks[-1].end:items[k + len(ranks)].start], joiners):
                ranks.append(items[k + len(ranks)])
            k += len(ranks)
            if len(ranks) < 2 or any(r.rank is None or r.digits for r in ranks):
                continue
            nums = []
            while k + len(nums) < len(items) and items[k + len(nums)].digits and \
                    (not nums or _number_glue(body[nums[-1].end:items[k + len(nums)].start], joiners)):
                nums.append(items[k + len(nums)])
            if len(nums) != len(ranks):
                continue
            gap = body[ranks[-1].end:nums[0].start]
            rest = body[nums[-1].end:]
            if re.search(r"[:;=\d]", gap) or len(words(gap)) > RESPECTIVE_GAP or \
                    not phrase_spans(words(gap), {"w": worth}) or phrase_spans(words(gap), {"n": lex.negation}) or \
                    re.match(r"\s*+(?:,\s*+)?\d", rest) or phrase_spans(words(rest)[:1], {"c": [*lex.cards, *lex.players]}):
                continue
            if all(r.rank in values or r.rank in nothing for r in ranks):
                quote = body[ranks[0].start:nums[-1].end].strip()
                out += [((r.rank,), int(body[n.start:n.end]), quote) for r, n in zip(ranks, nums)]
    return out


def _number_glue(gap: str, joiners: set[str]) -> bool:
    """Two numbers of one list: a comma, 'and' or 'or' between, nothing else."""
    toks = [norm(w) for w in LETTER_WORDS.findall(gap)]
    return len(toks) <= 1 and all(t in joiners for t in toks) and not re.search(r"[:;=.]", gap)


def _token_offset(body: str, k: int, end: bool = False) -> int:
    """Where the ``k``-th word of ``body`` (as ``words`` counts them) starts (or ends)."""
    found = list(re.finditer(r"[^\W\d_]+", body))
    return (found[k].end() if end else found[k].start()) if k < len(found) else len(body)


def _rank_range(last: _Item, gap: str, number: int, order: list[str]) -> bool:
    """A range of ranks, not a value: a numeral, a dash and a number ("2 - 7"), or a rank and a
    higher numeral joined by a dash with no space ("Asso–10", the suit cards from the Asso to
    the 10)."""
    if last.rank.isdigit():
        return bool(re.search(f"[{DASHES}]", gap))
    return bool(TIGHT_DASH.fullmatch(gap)) and str(number) in order and last.rank in order and \
        order.index(last.rank) < order.index(str(number))


TIGHT_DASH = re.compile(f"[{DASHES}]")


def _pair_at(body: str, items: tuple[_Item, ...], k: int) -> bool:
    """Items ``k`` and ``k + 1`` are a named rank and its bare number ("Cavallo 4"): in a list of
    such pairs parted by dashes ("Asso 11 – kolmonen 10 – Cavallo 4"), a dash parts two entries,
    it is no run of ranks ("Asso–2–3")."""
    return 0 <= k and k + 1 < len(items) and items[k].rank is not None and not items[k].digits and \
        (items[k + 1].rank is None or items[k + 1].digits) and not body[items[k].end:items[k + 1].start].strip()


def _alternating_pairs(body: str, items: tuple[_Item, ...], joiners: set[str]) -> set[int]:
    """The numbers (indices in ``items``) that each follow a named rank after a comma and are
    followed by the next named rank of the list, or end it: "Tres, 10, el Rey, 4, el Caballo",
    in a piece where named ranks and numbers strictly alternate."""
    named = [bool(i.rank and not i.digits) for i in items]
    if any(x == y for x, y in zip(named, named[1:])):
        return set()        # two ranks or two numbers in a row: an order or a run, not pairs
    out = set()
    for k in range(1, len(items)):
        a, b = items[k - 1], items[k]
        if not (a.rank and not a.digits and (b.rank is None or b.digits)):
            continue
        if body[a.end:b.start].strip() != ",":
            continue
        nxt = items[k + 1] if k + 1 < len(items) else None
        if nxt is None or nxt.rank and not nxt.digits and _joins(body[b.end:nxt.start], joiners):
            out.add(k)
    return out


LABELLED_VALUE = re.compile(rf"\s*+([^\W\d_]++)\s*+[:={DASHES}]\s*+(?=\d|[^\W\d_]+\s)")   # "стоимость — 5 очков"


def _record_values(engine, text: str, values: dict, nothing, lex: Lexicon) -> list[tuple[tuple[str, ...], int, str]]:
    """A card's record: a title naming one rank before the first colon ("Паспорт карты «Re
    Кубков»:", "Scheda del Re:"), then fields parted by semicolons, one of them a value's label
    and its number ("стоимость — 5 очков", "valore: 5 punti"; data ``value_headers``): the
    value of that rank."""
    title, colon, rest = text.partition(":")
    ranks = {w.rank for w in card_words(title, lex, engine.deck) if w.rank is not None and not w.spelled}
    if not colon or len(ranks) != 1 or DIGIT.search(title) or not (ranks <= set(values) | set(nothing)):
        return []
    headers = {norm(h) for h in lex.value_headers}
    out = []
    for field in _pieces(rest):
        m = LABELLED_VALUE.match(field)
        nums = find_numbers(field, lex.lang)
        if m and norm(m.group(1)) in headers and nums and nums[0].start == m.end():
            out.append((tuple(ranks), nums[0].value, field.strip()))
    return out


def _worth_unbracketed(text: str, lex: Lexicon) -> str:
    """The text with a bracket that gives the name before it a value by a word giving one ("ASSO
    (vaut 1), FANTE (vaut 8)", "the Cavallo (worth 9)", data ``worth``) opened: "FANTE vaut 8"."""
    worth = _worth_words(lex)

    def opened(m: re.Match) -> str:
        return f" {m.group(1)}{m.group(2)} " if phrase_spans(words(m.group(1)), {"w": worth}) else m.group()
    return WORTH_BRACKETED.sub(opened, text)


def _comma_entries(engine, text: str, lex: Lexicon, joiners: set[str]) -> int:
    """The pieces (between semicolons) that are one entry of a list of values, a named rank, a
    comma and its number, nothing else ("Asso, 11 punti; Tre, 10; Re, 4; Fante, 1"): with two
    or more, each entry's comma gives its value."""
    count = 0
    for body in _pieces(text):
        items = _items(body, lex, engine.deck, _award_card_set(engine, lex))
        if len(items) != 2 or not _alternating_pairs(body, items, joiners):
            continue
        after = body[items[1].end:]
        if not LETTER_WORDS.search(body[:items[0].start] + after) or phrase_spans(words(after), {"p": lex.point_words}):
            count += 1      # the entry alone, or its number said to be points ("Asso, 11 punti")
    return count


def _a_difference(body: str, end: int, lex: Lexicon) -> bool:
    """"brings 1 point more", "на 2 очка больше": a difference between two values, not a value
    (data ``points_apart`` in ``rules/checker/<lang>.yaml``)."""
    extra = _block(lex.lang, "points_apart")
    after = " ".join(LETTER_WORDS.findall(body[end:])[:3])
    return bool(_word_spans(after, [*extra.get("more", []), *extra.get("fewer", [])]))


OWN_VALUE = re.compile(rf"\s*+(?:[:={DASHES}]\s*+)?\d")    # "Cavallo 2", "Re — 4": a rank with its own value


SUM = re.compile(r"\d++(?:\s*+[+×*]\s*+\d++)++(?:\s*+=\s*+\d++)?")


def _combination_score(engine, body: str, lex: Lexicon, leave: int | None = None) -> int | None:
    """The score of the combination a clause's numbered trumps and named cards form, if any
    (``leave``: the score stated, not one of the trumps; a sum's parts are values, not trumps)."""
    combos = getattr(engine, "combos", None)
    if combos is None:
        return None
    from .examples import _named_extras, _trump_codes, combination_pairs, counted_courts

    trumps = _trump_codes(engine)
    body = SUM.sub(lambda m: " " * len(m.group()), body)
    courts = counted_courts(engine, body, lex)        # "tres Re y el Matto": three Re of the set
    counts = {n.start for n, _, _ in courts}
    nums = [n for n in find_numbers(body, None) if n.start not in counts]
    listed = [n.value for n in nums]
    pairs = combination_pairs(engine, body, lex)      # "1-40 with the Matto": a pair, not a run
    for a, b in ranges(body, nums, tuple(lex.range_words)):    # "36 bis 40", "36–40": a run's trumps
        if (a, b) not in pairs:
            listed += range(a + 1, b)
    codes = [trumps[n] for n in listed if n in trumps and n != leave]
    codes += [code for _, _, code in _named_extras(body, engine, lex)]
    codes += [code for _, cards, _ in courts for code in cards]
    codes = list(dict.fromkeys(codes))
    cards = engine.cards(codes) if codes else []
    return combos.score(cards) if cards and combos.form(cards) else None


def _counts_a_noun(body: str, end: int, points: list[str], joiners: set[str], lex: Lexicon) -> bool:
    """"Matto: 3 combinations": the number counts the word after it, unless that word says points
    or 'each', joins the next rank of a list ("Re 4 e Fante 2"), or is a word for 'in' (data
    ``claim_cues.value_in``: not "Matto: 30 for the run", the points of something else)."""
    m = re.match(r"\s*+([^\W\d_]++)", body[end:])
    if not m:
        return False
    word = norm(m.group(1))
    # (a word for 'in' counts nothing: "il Re vale 10 nelle somme", "the Re counts 13 in sums"
    # give the value, then where it holds; data ``claim_cues.value_in``)
    return word not in joiners and word not in {norm(w) for w in cues(lex, "value_in")} and \
        not phrase_spans([word], {"p": [*points, *lex.each]})


def _cards_total(before: tuple[_Item, ...], values: dict[str, int], number: int) -> bool:
    """"ganha o meu 3, que com o Re dá 14 pontos": the points of the cards the sentence names
    together (the last two or more ranks), where no card is worth that much: a trick's total, not
    the last card's value."""
    if number <= max((v for v in values.values() if v is not None), default=0):
        return False
    named = [values[it.rank] for it in before if it.rank and values.get(it.rank) is not None]
    return any(sum(named[-k:]) == number for k in range(2, len(named) + 1))


def _run_award(engine, group: list[_Item], number: int) -> bool:
    """"Asso, 2, 3 e 5 di Spade danno 3": ranks listed with what an award of a run (the
    game's examples of kind napula) gives a team that captured them, in some suit: the award's
    score, not the last card's value."""
    awards = {ex.award for ex in getattr(engine.spec, "examples", None) or () if ex.kind == "napula"}
    if not awards or number <= 0 or len(group) < 3 or any(g.rank is None for g in group):
        return False
    deck = engine.deck
    for suit in deck.suits:
        try:
            cards = [deck.parse(f"{g.rank}{suit.code}") for g in group]
        except Exception:       # noqa: BLE001 - a rank the suit has not
            continue
        if any(engine.award(a, [cards])[0] == number for a in awards):
            return True
    return False


def _ascending_run(group: list[_Item], order: list[str]) -> bool:
    """"Asso, 2, 3 e 4 valgono 4": ranks in a row, upwards — a run scored as a whole, not a value."""
    if any(g.rank not in order for g in group):
        return False
    at = [order.index(g.rank) for g in group]
    return len(at) >= RUN_LENGTH and all(b == a + 1 for a, b in zip(at, at[1:]))


RANGE_GAP_WORDS = 3     # words between a range's two ranks: its word and articles ("to the", "bis zur", "al")
RANGE_DASH = re.compile(r"\s*[-–—]\s*")
VALUE_REACH = 4         # words from a range's last rank to the value it is given ("… 7 are worth 1 point each")


def ranged_values(engine, text: str, lex: Lexicon) -> list[tuple[tuple[str, ...], int, str]]:
    """A range of numbered ranks given one value ("le carte dal 4 al 7 valgono un punto ciascuna",
    "Die Karten 4 bis 7 zählen je einen Punkt", "Карты с 4 по 7 стоят по 1 очку", "Kortit 4–7
    ovat kukin 1 pisteen arvoisia"): the two numbers joined by a dash or the language's word for
    a range (``range_words``, articles beside it), the value the first number after them within
    ``VALUE_REACH`` words with a word for each and one of worth or points beside it (the distributive word gives every card
    of the range the value; a range of a suit's cards given one value without it is a run's score:
    "Spade dal 2 al 6: 8 punti"). At least ``RANGE_LEAST`` ranks, and not two numbers of a run
    ("Asso-2-3-4-5-6 vaut 6"). Each rank of the
    range, in the spec's order of ranks, is given that value (the engine's values compare each
    one). Not in a pack with numbered trumps (a bare range there is one of trumps, read by the
    trumps' reader), not a range of counts (a word for cards or players right after it: "2 bis 5
    Spieler", "4 to 7 cards"), nor a value that is itself a range or negated ("valgono da 2 a
    10", "non valgono nulla"), nor a number followed by what it counts that is no value (a price,
    an hour, a page: no word for each beside the value)."""
    if _numbered_trumps(engine.deck) or not DIGIT.search(text):
        return []
    numbered = {int(r.code): r.code for r in engine.deck.ranks if r.code.isdigit()}
    ranged_words = {norm(w) for w in lex.range_words}
    counted = {"c": [*lex.cards, *(lex.roles.get("players") or [])]}
    each = {"e": [*lex.each, *cues(lex, "each")]}
    worth = {"w": [*_worth_words(lex), *lex.point_words]}     # and a word of worth or points: "5–8 участников, команды по 4" values nothing
    out = []
    for piece in _pieces(text):
        nums = find_numbers(piece, lex.lang)
        for k, (a, b) in enumerate(zip(nums, nums[1:])):
            gap = piece[a.end:b.start]
            toks = list(words(gap))
            joined = RANGE_DASH.fullmatch(gap) or toks and len(toks) <= RANGE_GAP_WORDS and \
                any(t in ranged_words for t in toks) and all(t in ranged_words or len(t) <= ARTICLE for t in toks)
            if a.word or b.word or not joined or b.value - a.value + 1 < RANGE_LEAST or \
                    a.value not in numbered or b.value not in numbered or RUN_BEFORE.search(piece, 0, a.start) or \
                    RUN_ON.match(piece, b.end):
                continue        # (not "Asso-2-3-4-5-6 vaut 6", "4–5–6": a run, a combination's score)
            if phrase_spans(list(words(piece[b.end:]))[:CARDS_AFTER], counted):
                continue        # "2 bis 5 Spieler", "da 4 a 7 carte": a range of counts, no ranks
            value = nums[k + 2] if k + 2 < len(nums) else None
            if value is None:
                continue
            between = list(words(piece[b.end:value.start]))
            after = list(words(piece[value.end:]))[:AFTER_REACH]
            if len(between) > VALUE_REACH or RANGE_DASH.fullmatch(piece[value.end:value.end + 3].rstrip() or " ") or \
                    k + 3 < len(nums) and piece[value.end:nums[k + 3].start].strip().casefold() in ranged_words | {"-", "–", "—"}:
                continue        # "valgono da 2 a 10": the values are a range too, each card its own
            if not (phrase_spans(between, each) or phrase_spans(after, each)) or \
                    not (phrase_spans(between, worth) or phrase_spans(after, worth)) or \
                    phrase_spans([*words(piece[:a.start]), *between], {"n": lex.negation}):
                continue        # the value given to each card ("je", "ciascuna", "по", "kukin", "mỗi"); without
                # it, "Spade dal 2 al 6: 8 punti" is a run's score, one value for the combination
            codes = tuple(numbered[v] for v in range(a.value, b.value + 1) if v in numbered)
            opener = OPENER.search(piece[:a.start])     # the range's preposition in the quote ("с 4 по 7", "dal 4"): no card played "with"
            out.append((codes, value.value, piece[opener.start() if opener else a.start:value.end]))
    return out


OPENER = re.compile(rf"(?:(?<!\w)[^\W\d_]{{1,{ARTICLE}}}\s+){{1,2}}$")    # short words right before a range: its preposition and article
RANGE_LEAST = 3         # ranks a range spans at least ("4–7"; "2-3 con il 5" is two cards named)
RUN_ON = re.compile(rf"\s*+[{DASHES}]\s*+\w")     # a dash after a range's last number: a run goes on ("4–5–6")
CARDS_AFTER = 1         # the word right after a range that says what it counts ("2 bis 5 Spieler", "4 to 7 cards")


def _pieces(text: str) -> list[str]:
    return BREAK.split(text)


def _joins(gap: str, joiners: set[str]) -> bool:
    """Two ranks of one list: commas, 'and'/'or', articles, an unknown name between them."""
    if re.search(rf"[:;=>{DASHES}]", gap):
        return False
    toks = LETTER_WORDS.findall(gap)
    if "," in gap and any(norm(w) in joiners for w in toks):
        return False            # ", and": a new clause ("the 3 beats the Re, and the 3 is worth 10")
    others = [w for w in toks if norm(w) not in joiners]
    return len(others) <= LIST_WORDS and all(len(w) <= SHORT_WORD or w[:1].isupper() for w in others)


def _list_goes_on(body: str, end: int, joiners: set[str]) -> bool:
    """A number inside a list of ranks ("Fante, 8, 7"): a comma or 'and' follows it."""
    rest = body[end:end + 12]
    m = re.match(r"\s*+(,|[^\W\d_]++)", rest)
    return bool(m) and (m.group(1) == "," or norm(m.group(1)) in joiners)


QUOTES = re.compile(r"[\"“”«»]")


def _connector(gap: str, said_worth: bool, lex: Lexicon) -> str | None:
    """How a value follows its ranks: "sep" (a colon, dash, equals sign), "worth" (a word that
    gives a value, within a few words), "bare" (nothing between: "o Re 4"), else None."""
    if SEPARATOR.fullmatch(QUOTES.sub("", gap)) or _value_label(gap, lex):
        return "sep"            # (a key in quotes: "Asso": 11)
    if not gap.strip():
        return "bare"
    toks = words(gap)
    if said_worth and len(toks) == 1 and not re.search(r"[,;:]", gap) and phrase_spans(toks, {"c": cues(lex, "copula")}):
        return "worth"          # "Asso 11 điểm, 3 là 10, Re 4": "is" alone, in a list of values
    if len(toks) <= WORTH_GAP and not re.search(r"[,;:]", gap) and phrase_spans(toks, {"w": _worth_words(lex)}) and \
            not phrase_spans(toks, {"t": lex.terms.get("trick") or []}):
        return "worth"          # not "gana el Asso y la baza vale 15": the trick's points
    return None


VALUE_LABEL = re.compile(rf"\s*+[:,]?\s*+([^\W\d_]++)\s*+[:,={DASHES}]\s*+")     # ": стоимость — ", ": Wert: "


def _value_label(gap: str, lex: Lexicon) -> bool:
    """A field's label for a value between a rank and its number, set off by a colon, comma or
    dash ("Re: стоимость — 5 очков", "Der Re: Wert – 5", "Il Re, valore: 5"; data
    ``value_headers``): the number is the rank's value."""
    m = VALUE_LABEL.fullmatch(QUOTES.sub("", gap))
    return m is not None and norm(m.group(1)) in {norm(h) for h in lex.value_headers}


COPULA_WORDS = 2        # words between a rank and its value in points ("Fante on 3 pistettä", "Re được 3 điểm")


def _copula(gap: str, as_points: bool, joiners: set[str], group: list, lex: Lexicon) -> str | None:
    """A value in points after a named rank and a word or two that are no list and no points
    ("il Re ha 4 punti", "Fante on 3 pisteen arvoinen"; not "4 points3 points" of a table run
    together): "worth"."""
    toks = words(gap)
    if as_points and group and not group[-1].digits and 0 < len(toks) <= COPULA_WORDS and \
            not re.search(r"[,;:()]", gap) and not any(t in joiners for t in toks) and \
            not phrase_spans(toks, {"p": [*lex.point_words, *lex.value_headers, *lex.range_words]}):
        return "worth"          # not "from the Asso to the 5 scores ...": a range of ranks
    return None


def values_clause(game, prefix: str = "points") -> str | None:
    """The clause of ours that gives the cards' values (its text prints ``{points.…}``), or
    the awards' (``{award.…}``)."""
    return next((c.id for c in game.clauses if "{" + prefix + "." in (c.template or "")), None)


# ---------------------------------------------------------------- awards: "most cards | 2", "La Mata (2 of Swords): 1"

AWARD_BREAK = re.compile(r"[;!?\n]|\.(?!\d)")
AWARD_GAP = re.compile(r"\s*+(?:\([^()]*+\)\s*+)?(?:[:=–—‐‑−-]\s*+)?")   # a card or a name in brackets, a colon


@dataclass(frozen=True)
class _Award:
    id: str
    name: str
    points: int
    labels: tuple[tuple[str, ...], ...]     # stemmed words of its name, ours and the language's
    card: str | None                        # the card it is for (La Mata: the 2 of Swords)


@per_object
def _awards(engine, lex: Lexicon) -> tuple[_Award, ...]:
    """The awards scored for a fixed number of points: majorities (a name) and cards (worked out
    once per game and language)."""
    from .canon import phraser
    from .cardwords import stem_of

    codes = set(engine.deck.codes(range(len(engine.deck))))
    out = []
    for spec in getattr(engine.spec, "awards", None) or []:
        param = next(iter(spec.when.values())) if isinstance(spec.when, dict) else None
        card = param if isinstance(param, str) and param in codes else None
        if param is not None and card is None and not (isinstance(param, str) and len(param) == 1):
            continue        # a run (Napula): its score is the run's length, not a fixed value
        names = {spec.name, phraser(lex.lang).p("award", spec.name)} if spec.name else set()
        labels = tuple(tuple(stem_of(w, lex) for w in LETTER_WORDS.findall(n)) for n in names)
        # a classifier may stand before a noun of the name (vi "nhiều lá Kiếm nhất": most Swords)
        clf = [stem_of(c, lex) for c in lex.classifiers]
        labels += tuple(l[:i] + (c,) + l[i:] for l in labels for c in clf if c not in l for i in range(1, len(l)))
        # the word for cards in any of the language's forms, one of several words too (vi "lá" and
        # "lá bài": "nhiều lá bài nhất", most cards)
        forms = [tuple(stem_of(w, lex) for w in LETTER_WORDS.findall(f)) for f in lex.cards]
        single = {f[0] for f in forms if len(f) == 1}
        labels += tuple(l[:i] + f + l[i + 1:] for l in labels for i, w in enumerate(l) if w in single
                        for f in forms if len(f) > 1 and f != l[i:i + len(f)])
        title = spec.name or engine.deck.card(card).name
        out.append(_Award(spec.id, title, spec.points, tuple(l for l in labels if l), card))
    return tuple(out)


@per_object
def _bonuses(engine, lex: Lexicon) -> tuple[_Award, ...]:
    """The bonuses (Scùa, Picada ...), each scored for a fixed number of points (worked out once
    per game and language)."""
    from .canon import phraser
    from .cardwords import stem_of

    out = []
    for spec in getattr(engine.spec, "bonuses", None) or []:
        names = {spec.name, phraser(lex.lang).p("bonus", spec.name)}
        labels = tuple(tuple(stem_of(w, lex) for w in LETTER_WORDS.findall(n)) for n in names)
        out.append(_Award(spec.id, spec.name, spec.points, tuple(l for l in labels if l), None))
    return tuple(out)


@readings(copy=copied_findings)
def award_values(engine, text: str, lex: Lexicon) -> list[Finding]:
    """An award named (by its name, or by its card) with the points the text gives it right
    after, against the spec's points. A count ("most cards, 27 against 25") is the majority
    reader's business."""
    return _named_values(engine, text, lex, _awards(engine, lex), "an award scores a different number of points")


@readings(copy=copied_findings)
def bonus_values(engine, text: str, lex: Lexicon) -> list[Finding]:
    """A bonus named with the points the text gives it (right after its name, after a word that
    scores it, or as the one value of the item that defines it: "Scùa: whoever clears the
    table scores 2 points"), against the spec's points."""
    return _named_values(engine, text, lex, _bonuses(engine, lex), "a bonus scores a different number of points") + \
        _bonus_thresholds(engine, text, lex)


THRESHOLD_CARDS = 2     # words between a bonus's number and the word for cards it counts ("quatro cartas", "4 table cards")


def _bonus_thresholds(engine, text: str, lex: Lexicon) -> list[Finding]:
    """The least number of cards a bonus needs (spec ``when: {took_at_least: N}``), in a sentence
    naming the bonus: a number of cards after "at least" or "more than" (data ``qualifiers``) is
    the threshold stated; a bare number of cards below ours also states one (above ours it may be
    an example's capture: not read)."""
    _bound_before = _facts()._bound_before

    specs = {b.id: b for b in getattr(engine.spec, "bonuses", None) or []}
    needs = {a.id: (a, specs[a.id].when["took_at_least"]) for a in _bonuses(engine, lex)
             if isinstance(specs[a.id].when, dict) and "took_at_least" in specs[a.id].when}
    if not needs:
        return []
    issues = []
    without = {tuple(words(w)) for w in rule_cues(lex, "without")}
    for piece in _defined_pieces(text):
        toks = list(words(piece))
        if negation_spans(toks, lex) or any(tuple(toks[i:i + len(w)]) == w for w in without if w for i in range(len(toks))):
            continue            # "it is no Quadriglia, since only two cards were taken", "sin Quadriglia porque ...": not the bonus
        stems = [stem_of(t, lex) for t in LETTER_WORDS.findall(piece)]
        for award, least in needs.values():
            if not any(tuple(stems[i:i + len(l)]) == l for l in award.labels for i in range(len(stems))):
                continue
            for n in find_numbers(piece, lex.lang):
                after = list(words(piece[n.end:]))
                held = [b for _a, b, _k in phrase_spans(after[:THRESHOLD_CARDS], {"c": lex.cards})]
                if not held:
                    continue
                kinds = _bound_before(list(words(piece[:n.start])), lex)
                if not kinds and any(a == 0 for a, _b, _k in phrase_spans(after[held[0]:], {"m": cues(lex, "or_more")})):
                    kinds = {"at_least"}    # "cuatro cartas o más": a bound after the cards counted
                said = n.value if "at_least" in kinds else n.value + 1 if "more_than" in kinds else \
                    n.value if not kinds and 1 < n.value < least else None     # "una carta": an article
                if said is not None and said != least:
                    issues.append(evidence("example", "error", "a bonus needs a different number of cards",
                                           f"{award.name}: at least {least} cards", piece[n.start:n.end + 12].strip(),
                                           role=AMOUNT))
    return issues


LABEL_WORDS = 3         # words of a label before its colon ("Quadriglia:", "La Scùa (sweep):")


def _defined_pieces(text: str) -> list[str]:
    """The clauses of ``text`` (split where ``AWARD_BREAK`` and commas and colons split it), a
    label before a colon or a full stop kept with the clause that defines it: "Quadriglia:
    capturing at least 4 table cards", "**Quadriglia.** Prendre au moins quatre cartes" name the
    bonus in the label and the count in the definition."""
    bits = re.split(r"([,:;!?\n]|\.(?!\d))\s*", text)
    pieces, label = [], ""
    for i in range(0, len(bits), 2):
        piece = label + bits[i]
        label = ""
        if i + 1 < len(bits) and bits[i + 1] in ":." and 0 < len(LETTER_WORDS.findall(bits[i])) <= LABEL_WORDS:
            label = piece + bits[i + 1] + " "
            continue
        pieces.append(piece)
    return pieces + ([label] if label else [])


def _named_values(engine, text: str, lex: Lexicon, awards: tuple[_Award, ...], message: str) -> list[Finding]:
    if not awards or not DIGIT.search(text) and not any(n.word for n in find_numbers(text, lex.lang)):
        return []       # a value in words too ("il Fante di Coppe vale due punti")
    issues = []
    for piece in AWARD_BREAK.split(text):
        toks = list(re.finditer(r"[^\W\d_]+", piece))
        stems = [stem_of(t.group(), lex) for t in toks]
        named: list[tuple[int, int, _Award]] = []     # where the name or card is, which award
        for award in awards:
            for label in award.labels:
                for i in range(len(stems) - len(label) + 1):
                    if tuple(stems[i:i + len(label)]) == label:
                        named.append((toks[i].start(), toks[i + len(label) - 1].end(), award))
        named += _majority_by_object(piece, toks, stems, awards, lex)
        named += _majority_of(toks, stems, awards, lex, {n[0] for n in named})
        cards = [w for w in card_words(piece, lex, engine.deck) if w.suit]
        for w in cards:
            for award in awards:
                if award.card == f"{w.rank}{w.suit}":
                    named.append((w.start, w.end, award))
        nums = [n for n in find_numbers(piece, lex.lang) if not any(w.start <= n.start < w.end for w in cards)]
        points = [*lex.point_words, *lex.value_headers]
        tallies = _tallies(piece)
        for start, end, award in sorted(named, key=lambda x: x[0]):
            if any(a <= start < b for a, b in tallies):
                continue        # "Scùa 2, Quadriglia 1, Simili 1, Picada 1) = 15": a side's points added up, not values
            if _summed(piece, start, end, named, lex) or ADDED_BEFORE.search(piece[:start]):
                continue        # "Scùa + Quadriglia = 2", "Abräumen + Quadriglia = 2": what two score together
            if _lost_before(piece[:start], lex):
                continue        # "entfällt die Scùa: 2 Punkte", "no Scùa: 2 points": what is left, not its value
            gap = AWARD_GAP.match(piece, end).end()
            n = next((n for n in nums if n.start == gap), None) or next((n for n in nums if n.start >= end), None)
            bracket = VALUE_BRACKET.match(piece, end)
            bracketed = next((m for m in nums if bracket and m.start == bracket.start(1)), None)
            valued = [m for m in nums if m.start >= end and
                      phrase_spans(words(piece[m.end:])[:AFTER_REACH], {"p": points})]
            if bracketed is not None:
                n = bracketed   # "Nhiều lá nhất (2): 0": the value in brackets after the name, then a side's score
            elif _defines(piece, start, end) and len(valued) == 1:
                n = valued[0]   # "Scùa (sweep): whoever clears the table scores 2 points": the item's one value
            elif n is not None and n.start != gap and _connector(_relative_cut(_apposition_cut(piece[end:n.start], True), lex), False, lex) != "worth" \
                    and not _scored(piece[end:n.start], lex) and not _worth_closes_relative(piece, end, n, lex) \
                    and not _takes_points(piece, end, n, lex):
                continue
            if n is None or n.word and n.value <= 1 or NOT_A_VALUE.match(piece, n.end) or TALLY_AFTER.match(piece, n.end):
                continue        # (not "most Swords 7–6": the two sides' counts)
            after = words(piece[n.end:])[:AFTER_REACH]
            if phrase_spans(after, {"c": lex.cards, "a": lex.against}) or _cards_counted(piece[n.end:], lex):
                continue
            if n.value > award.points and len({a.id for _, _, a in named}) == 1 and _added_total(piece, start, end, n, lex):
                continue        # "saat lisäksi Scùan: 2 pistettä": the capture's new total
            if _suit_counted(piece, n, lex):
                continue        # "kolikoiden kympillä kolme kolikkoa", "with the 10, three Coins": cards of a suit counted
            if n.value != award.points and _total_of_named(piece, start, end, n, named, nums, award, lex):
                continue        # "… nên có Scùa, … nên có Quadriglia: 2 điểm": what the bonuses named score together
            if n.value != award.points:
                issues.append(evidence("example", "error", message,
                                       f"{award.name} {award.points}", piece[start:n.end].strip(), role=AMOUNT))
    return issues


def _total_of_named(piece: str, start: int, end: int, n, named: list, nums: list, award, lex: Lexicon) -> bool:
    """The points after the last of several awards the piece names, each in a clause of its own
    ("Bàn sạch nên có Scùa, ăn ba lá nên có Quadriglia: 2 điểm", "we swept the table for the Scùa
    and took three cards for the Quadriglia: 2 points"), are what they score together: another
    award named before it with no number between (none of them said lost: "no Scùa"), the number
    right after the name's colon or dash ("…: 2 points", not "…: si segnano 4 punti", a verb's), and
    the number their points added up."""
    if not AWARD_TOTAL_COLON.search(piece[end:n.start]) or n.start != AWARD_GAP.match(piece, end).end():
        return False
    before = [(s, e, a) for s, e, a in named if e <= start and a.id != award.id and not _lost_before(piece[:s], lex)]
    points = [*lex.point_words, *lex.value_headers]
    if not before or any(before[0][0] <= m.start < start and (m.start == AWARD_GAP.match(piece, e).end() or phrase_spans(
            words(re.split(r"[,;:]", piece[m.end:start])[0])[:AFTER_REACH], {"p": points})) for m in nums for _, e, _ in before):
        return False        # (a number between that is an award's own value: "Scùa 1, Quadriglia: 2")
    ids = {a.id: a.points for _, _, a in before} | {award.id: award.points}
    return len(ids) > 1 and sum(ids.values()) == n.value


AWARD_TOTAL_COLON = re.compile(r"[:=\u2013\u2014]")
OR_MORE_WORDS = 3       # words of a bound after a number ("or more", "oder mehr", "tai enemmän")


def _cards_counted(after: str, lex: Lexicon) -> bool:
    """The number before ``after`` counts cards: a bound may follow it (claim cues ``or_more``:
    "three or more table cards", "3 o più carte"), then within ``AFTER_REACH`` words a word for
    cards (data ``cards``), or in a compounding language a word ending in one ("3+
    Tischkarten", "kolme pöytäkorttia"): a Quadriglia's cards, no value."""
    tokens = words(after)[:AFTER_REACH + OR_MORE_WORDS]
    bound = [b for a, b, _ in phrase_spans(tokens, {"m": cues(lex, "or_more")}) if a == 0]
    tokens = tokens[bound[0]:] if bound else tokens
    tokens = tokens[:AFTER_REACH]
    if phrase_spans(tokens, {"c": lex.cards}):
        return True
    if not lex.compounds:
        return False
    forms = [norm(c) for c in lex.cards if " " not in c]
    return any(len(t) > len(f) + 2 and t.endswith(f) for t in tokens for f in forms)


def _suit_counted(piece: str, n, lex: Lexicon) -> bool:
    """The word right after ``n`` is a suit's name in any form its stem allows ("tre Denari",
    fi "kolme kolikkoa", which ``not_suits`` keeps from naming the suit of a card): the number
    counts cards of that suit, it is no value."""
    from .cardwords import stem_of

    m = re.match(r"\s*+([^\W\d_]++)", piece[n.end:])
    return bool(m) and stem_of(m.group(1), lex) in _suit_stems(lex.lang)


@functools.cache
def _suit_stems(lang: str) -> frozenset[str]:
    from .cardwords import stem_of
    from .lexicon import lexicon

    lex = lexicon(lang)
    return frozenset(stem_of(w, lex) for names in lex.suits.values() for name in names for w in LETTER_WORDS.findall(name))


LOST_REACH = 3          # words between a word of losing and the bonus it takes away ("entfällt die Scùa")


def _lost_before(before: str, lex: Lexicon) -> bool:
    """A word saying the bonus named next is lost or not scored (data ``award_cues.lost``:
    "entfällt die", "no", "sans la") among the last ``LOST_REACH`` words before its name."""
    from .lexicon import cue_block

    cues = list(cue_block(lex.lang, "award_cues").get("lost", ()))
    if not cues:
        return False
    toks = words(before)[-LOST_REACH:]
    return bool(phrase_spans(toks, {"l": cues}))


ADDED_AFTER_REACH = 2   # words right after a bonus's name that add it ("Scùa en plus", "Scùa too")


def _added_total(piece: str, start: int, end: int, n, lex: Lexicon) -> bool:
    """The bonus named is added to what the capture already scored (data ``award_cues.added``
    among the last words before its name, ``added_after`` right after it: "you also get the
    Scùa: 2 points", ru "добавляется Scùa: 2 очка", fr "Scùa en plus : 2 points"), and the number
    follows it by a colon or a comma, not by a word that gives its value ("also the Scùa, worth
    2"): the number is the capture's new total, not the bonus's value. (Read where the bonus is
    the one named and the number above its value; after a list of bonuses, "Scùa, Simili e pure
    la Picada: 4 punti", the number is theirs.)"""
    from .lexicon import cue_block

    block = cue_block(lex.lang, "award_cues")
    before, after = list(block.get("added", ())), list(block.get("added_after", ()))
    gap = piece[end:n.start]
    if not (before and phrase_spans(words(piece[:start])[-LOST_REACH:], {"a": before}) or
            after and phrase_spans(words(gap)[:ADDED_AFTER_REACH], {"a": after})):
        return False
    return _connector(_relative_cut(_apposition_cut(gap), lex), False, lex) != "worth" and not _scored(gap, lex)


RELATIVE_OPENING = re.compile(r"\s*+,\s*+")


def _worth_closes_relative(piece: str, end: int, n, lex: Lexicon) -> bool:
    """A relative clause right after the name whose verb of value comes after the number, as a
    language with the verb last puts it ("die Zehn der Münzen, die zwei Punkte wert ist"): the
    pronoun alone before the number, a word giving a value within the three words after it."""
    gap = piece[end:n.start]
    if not RELATIVE_OPENING.match(gap) or words(_relative_cut(gap, lex)):
        return False
    return bool(_exact_worth(list(words(piece[n.end:]))[:AFTER_REACH + 1], lex))


def _relative_cut(gap: str, lex: Lexicon) -> str:
    """The words between a name and its value less a comma and a relative pronoun opening them
    (data ``award_cues.which``: "El 10 de Oros, que vale dos puntos", "the 10 of Coins, which is
    worth two"): the relative clause gives the value."""
    from .lexicon import cue_block

    m = RELATIVE_OPENING.match(gap)
    if not m:
        return gap
    rest = gap[m.end():]
    toks = words(rest)
    which = list(cue_block(lex.lang, "award_cues").get("which", ()))
    found = phrase_spans(toks, {"w": which}) if which else []
    first = next((b for a, b, _ in found if a == 0), None)
    if first is None:
        return gap
    # the words after the pronoun, as the text has them
    at = 0
    for _ in range(first):
        at = re.search(r"[^\W_]+", rest[at:]).end() + at
    return rest[at:]


# ", la Mata,": the card's name set off by commas; ", cioè il 2 di Spade,": the card itself, after a word
APPOSITIONS = 2             # appositions in a row after a name (", es decir, el 2 de Espadas,")
APPOSITION = re.compile(r"\s*+,((?:\s*+[^\W\d_]++){1,4}|\s*+[^\W\d_][^\s,]*+(?:\s++[^\s,]++){1,5})\s*+,")


def _apposition_cut(gap: str, twice: bool = False) -> str:
    """The words between a card or award and its value, less an apposition of one to four words
    set off by commas right after the name ("il 2 di Spade, la Mata, vale due punti"); with
    ``twice`` (an award's value), a second one right after the first, where the first is a word
    for 'that is' set off by commas of its own ("la Mata, es decir, el 2 de Espadas, da …", "the Mata, that is, the 2 of Swords,
    scores …")."""
    cut = None
    for _ in range(APPOSITIONS if twice else 1):
        m = APPOSITION.match(gap, 0 if cut is None else cut - 1)     # (the closing comma opens the next one)
        if not m:
            break
        cut = m.end()
    return gap if cut is None else gap[cut:]


TALLY_AFTER = re.compile(r"\s*+[–—-]\s*+\d")
TOTAL = re.compile(r"=\s*+(\d++)")
VALUE_BRACKET = re.compile(r"\s*+\((\d++)\)")


def _tallies(piece: str) -> list[tuple[int, int]]:
    """The stretches of a score sheet whose numbers add up to the total after them ("carte 2,
    Spade 1, …, Napula 5 = 10, più i bonus (Scùa 2, …) = 15", a running total counted on): what a
    side scored, each number its points there, not an award's value."""
    out, start, total = [], 0, None
    for m in TOTAL.finditer(piece):
        got = [int(x) for x in re.findall(r"(?<![\d.,])\d++(?![\d.,]\d)", piece[start:m.start()])]
        want = int(m.group(1))
        if len(got) >= 2 and want in (sum(got), (total or 0) + sum(got)):
            out.append((start, m.start()))
        start, total = m.end(), want
    return out


MAJORITY_BRACKET = re.compile(r"\s*+\(([^()]*+)\)")


def _majority_by_object(piece: str, toks: list, stems: list[str], awards: list[_Award], lex: Lexicon) -> list:
    """A majority award named by what is counted, with the majority said in brackets right after
    it ("Spade (la maggioranza, almeno 7): 2", "Swords (majority)"): the label's last word, then
    a bracket holding a word for the majority (``award_cues.majority``)."""
    if "(" not in piece:
        return []       # no bracket: the language's cues are not looked up (most pieces)
    path = CHECKER_DIR / f"{lex.lang}.yaml"
    cues = [str(p) for p in ((_load_yaml(path).get("award_cues") or {}).get("majority") or [])] if path.exists() else []
    if not cues or "(" not in piece:
        return []
    out = []
    for award in awards:
        objects = {label[-1] for label in award.labels if len(label) > 1}
        for i, st in enumerate(stems):
            if st not in objects:
                continue
            m = MAJORITY_BRACKET.match(piece, toks[i].end())
            if m and phrase_spans(words(m.group(1)), {"m": cues}):
                out.append((toks[i].start(), toks[i].end(), award))
    return out


MAJORITY_OF_REACH = 2   # words between a word for the majority and what it counts ("la maggioranza delle Spade")


def _majority_of(toks: list, stems: list[str], awards, lex: Lexicon, taken: set[int]) -> list:
    """A majority award named by a word for the majority and then what is counted ("la
    maggioranza di Spade", "the majority of the Swords", "die Mehrheit der Schwerter":
    ``award_cues.majority``, one word each), a preposition or article between: that award, named
    from the majority word to the object."""
    cues = {stem_of(c, lex) for c in cue_block(lex.lang, "award_cues").get("majority", ()) if " " not in c}
    if not cues or not cues & set(stems):
        return []
    out = []
    for i, st in enumerate(stems):
        if st not in cues or toks[i].start() in taken:
            continue
        for award in awards:
            objects = {label[-1] for label in award.labels if len(label) > 1}
            j = next((j for j in range(i + 1, min(len(stems), i + 2 + MAJORITY_OF_REACH)) if stems[j] in objects), None)
            if j is not None and all(len(toks[k].group()) <= 5 for k in range(i + 1, j)):
                out.append((toks[i].start(), toks[j].end(), award))
    return out


def _summed(piece: str, start: int, end: int, named: list, lex: Lexicon) -> bool:
    """The name is joined to another name by "+" or "and" (articles beside it), before it or after it."""
    joins = {norm(w) for w in lex.and_words}

    def joined(gap: str) -> bool:
        said = words(gap)       # "une Picada et une Scùa": a word for 'and', articles beside it
        return gap.strip() in ("+", "&") or (any(w in joins for w in said) and all(w in joins or len(w) <= ARTICLE for w in said)
                                             and not re.search(r"[^\w\s]", gap))
    spans = sorted({(s, e) for s, e, _ in named} | {(start, end)})
    gaps = [piece[e:s] for (_s, e), (s, _e) in zip(spans, spans[1:])]
    here = spans.index((start, end))
    for k, gap in enumerate(gaps):
        if k not in (here - 1, here):
            continue
        if joined(gap):
            return True
        # "Scùa, Simili và Quadriglia": a list's items joined by commas up to the 'and' before its last
        if gap.strip() == "," and any(joined(g) for g in gaps[k + 1:k + 1 + len(gaps)]) and \
                all(g.strip() == "," or joined(g) for g in gaps[k:next((j for j in range(k, len(gaps)) if joined(gaps[j])), k) + 1]):
            return True
    return False


def _defines(piece: str, start: int, end: int) -> bool:
    """The name opens the piece and a colon follows it (a bracket between): an item that
    defines it ("- **Scùa** (Abräumen): ...")."""
    return not re.search(r"[^\W\d_]", piece[:start]) and ":" in piece[end:AWARD_GAP.match(piece, end).end()]


def _takes_points(piece: str, end: int, n, lex: Lexicon) -> bool:
    """Between a name and its value, a verb of taking that scores (data ``scores_points``: "leva",
    "takes", "забирает"), with a word for points right after the number ("the side with most cards
    takes 3 points"; "the 10 of Coins takes the 5" is a capture, no value)."""
    verbs = list(_score_words(lex.lang, "scores_points"))
    gap = piece[end:n.start]
    toks = words(gap)
    return bool(verbs) and len(toks) <= WORTH_GAP and not re.search(r"[,;]", gap) and \
        bool(phrase_spans(toks, {"s": verbs})) and \
        bool(phrase_spans(words(piece[n.end:])[:AFTER_REACH], {"p": list(lex.point_words)}))


@functools.cache
def _score_words(lang: str, key: str = "scores") -> tuple[str, ...]:
    """Words by which a player or side scores what follows ("marque 3", "bekommt 2 Punkte"):
    ``scores`` in rules/checker/<lang>.yaml."""
    from .lexicon import CHECKER_DIR, _load_yaml

    path = CHECKER_DIR / f"{lang}.yaml"
    data = _load_yaml(path) if path.exists() else {}
    return tuple(str(w) for w in data.get(key) or [])


def _scored(gap: str, lex: Lexicon) -> bool:
    """Between a name and its value, a word that scores it, within a few words and no comma
    ("la plupart des cartes en marque 3")."""
    toks = words(gap)
    return len(toks) <= WORTH_GAP and not re.search(r"[,;]", gap) and \
        bool(phrase_spans(toks, {"s": list(_score_words(lex.lang))}))


# ---------------------------------------------------------------- numbered trumps: "trumps 36–40: 10 each"

@readings(copy=copied_findings)
def trump_values(engine, text: str, lex: Lexicon) -> list[Finding]:
    """Groups of numbered trumps with the value a sentence gives them ("Tarocchi 2, 3, 4 e 5: 5
    ciascuno"), wherever the sentence is: read only where it speaks of trumps and gives a value
    (a word that gives one, or "each"); ``check_trump_values`` leaves out combinations, whose
    scores are another thing, and bounds ("up to 13 counting cards or trumps above 20")."""
    claims = _claims()
    GROUPS, check_trump_values = claims.GROUPS, claims.check_trump_values

    trump = {"trump": lex.terms.get("trump") or []}
    value_cues = {"v": [*_worth_words(lex), *lex.each]}
    issues = []
    for piece in GROUPS.split(text):
        toks = words(piece)
        if not phrase_spans(toks, trump) or not phrase_spans(toks, value_cues):
            continue
        issues += check_trump_values(engine, None, piece, lex)
    return issues
