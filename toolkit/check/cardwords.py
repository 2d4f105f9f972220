"""The cards a sentence names, in its language's card vocabulary.

A rank is named by its Italian name (kept under our naming policy), by the language's own name
for it ("Ace", "Roi", "Туз"), by digits or by a rank word ("тройка", "Sept", "kolmonen"); a suit
by its name. Inflected forms ("семёркой Мечей", "les rois", "Miekkojen") are matched by their
Snowball stem (PyStemmer; the algorithm is the language's ``stemmer`` in
``rules/checker/<lang>.yaml``). A card is a rank with its suit after it ("the 7 of Swords",
"l'As de Coupes", "Asso Кубков") or, in a language that puts the suit first, right before it.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

import Stemmer

from .lexicon import Lexicon, cue_block, norm
from .structure import list_breaks, not_suits, numbering
from .memo import per_object, recent
from .numbers import find_numbers, label_spans, _idioms
from .cues import cues
from .terms import phrase_spans, words

WORD = re.compile(r"\d++|[^\W\d_]++")
CLAUSE_MARK = re.compile(r"[,;:.()!?]")
HYPHENS = ("-", "‐", "‑")
SUIT_REACH = 3          # tokens between a rank and its suit ("the 7 of the Swords")
MIN_STEM = 3            # shorter words match only as they are written ("Re", "As")
# a heading that numbers the passage: the first word of the text or of a line, capitalised, a
# number, then a stop, colon or bracket ("Tehtävä 6.", "Ruling 12:", "Question 4 :", "Q3)"):
# the passage's number, whatever the word, no card
HEADING = re.compile(r"(?:^|\n)[\s>*#\-\[\]]*+([^\W\d_][^\W\d_]*+)\s*+(\d++)\s*+[.:)](?![\d.])")


def heading_numbers(text: str, lex: Lexicon, vocab: dict) -> set[int]:
    """Where the numbers of headings stand (``HEADING``): the first word capitalised, and no
    word of a card ("Kuppien 9: ..." names a card). A suit's word names the card only in a
    language that names the suit first: elsewhere "Coup 2." (fr: Coupes) or "Cup 2." numbers a
    passage, as the card would be "le 2 de Coupes"."""
    return {m.start(2) for m in HEADING.finditer(text) if m.group(1)[0].isupper() and
            (not (what := vocab.get((stem_of(m.group(1), lex),))) or what[0] == "suit" and not lex.suit_first)}


@dataclass(frozen=True)
class CardWord:
    """A card, a rank or a suit a sentence names: character span, rank code, suit code."""

    start: int
    end: int
    rank: str | None
    suit: str | None
    spelled: bool = False       # the rank is a number word ("three"), which may count anything


@functools.cache
def _stemmer(algorithm: str | None):
    return Stemmer.Stemmer(algorithm) if algorithm else None


def stem_of(word: str, lex: Lexicon) -> str:
    """A word's key: its stem in the language (whole, when short or with no stemmer)."""
    return _stem(norm(word), lex.stemmer)


@functools.lru_cache(maxsize=1 << 16)
def _stem(w: str, algorithm: str | None) -> str:
    stemmer = _stemmer(algorithm)
    if stemmer is None or len(w) <= MIN_STEM:
        return w
    s = stemmer.stemWord(w)
    return s if len(s) >= MIN_STEM else w


_VOCABULARIES: dict[tuple[str, str], dict] = {}


def _vocabulary(deck, lex: Lexicon) -> dict[tuple[str, ...], tuple[str, str]]:
    """Stemmed phrase → ("rank", code) or ("suit", code), per deck and language."""
    key = (deck.id, lex.lang)
    if key not in _VOCABULARIES:
        _VOCABULARIES[key] = _build_vocabulary(deck, lex)
    return _VOCABULARIES[key]


def _build_vocabulary(deck, lex: Lexicon) -> dict[tuple[str, ...], tuple[str, str]]:
    out: dict[tuple[str, ...], tuple[str, str]] = {}

    def add(phrase: str, what: tuple[str, str]) -> None:
        key = tuple(stem_of(w, lex) for w in WORD.findall(phrase))
        if key:
            out.setdefault(key, what)

    ranks = {norm(r.name): r.code for r in deck.ranks}
    for rank in deck.ranks:
        add(rank.name, ("rank", rank.code))
        if rank.code.isdigit():
            add(rank.code, ("rank", rank.code))
    for suit in deck.suits:     # a rank's name in some suits of its pack ("Fantina" in Cups and Coins)
        for code, name in (getattr(suit, "names", None) or {}).items():
            add(name, ("rank", code))
            ranks.setdefault(norm(name), code)
    for name in lex.names:
        code = ranks.get(norm(name.name))
        if code:
            for form in (*name.forms, *name.translations):
                add(form, ("rank", code))
    numeric = {int(r.code): r.code for r in deck.ranks if r.code.isdigit()}
    for value, forms in lex.number_words.items():
        if value in numeric:
            for form in forms:
                add(form, ("rank", numeric[value]))
    for code, names in lex.suits.items():
        for name in names:
            add(name, ("suit", code))
    if lex.lang != ITALIAN:     # the suits' Italian names, kept as the cards' names are ("Coppe Fante", "7 di Spade")
        from .lexicon import lexicon

        for code, names in lexicon(ITALIAN).suits.items():
            for name in names:
                add(name, ("suit", code))
    return out


ITALIAN = "it"      # the language of the pack's own names


_UNREAD = object()
_LOWER_NOT_CARDS: dict[tuple[str, str], frozenset] = {}


def _lower_not_cards(deck, lex: Lexicon) -> frozenset:
    """In a language that writes every noun with a capital (de), the keys of the names a card is
    wrongly translated by ("Unter", "Bube") that are read only as written, capitalised: the word
    in lower case is another word ("unter 3 Punkten": under)."""
    key = (deck.id, lex.lang)
    if key not in _LOWER_NOT_CARDS:
        ranks = {norm(r.name) for r in deck.ranks}
        _LOWER_NOT_CARDS[key] = frozenset(
            (stem_of(form, lex),) for name in lex.names if norm(name.name) in ranks
            for form in name.translations if " " not in form and form[:1].isupper()) if lex.capitalises_nouns else frozenset()
    return _LOWER_NOT_CARDS[key]



@per_object
def _suffixed(vocab: dict, lex: Lexicon) -> dict[str, tuple[str, str] | None]:
    """``_read_suffix``'s answers so far, per vocabulary and language (a word's answer never changes)."""
    return {}


def _read_suffix(key: str, vocab: dict, lex: Lexicon) -> tuple[str, str] | None:
    """A word the stemmer leaves whole, read without one of the language's name endings ("rois")."""
    for suffix in lex.name_suffixes:
        if key.endswith(suffix) and len(key) - len(suffix) >= 2:
            what = vocab.get((key[:-len(suffix)],)) or vocab.get((stem_of(key[:-len(suffix)], lex),))
            if what:
                return what
    return None


@functools.lru_cache(maxsize=1 << 10)
def _keyed(text: str, stemmer: str | None) -> tuple[tuple[re.Match, ...], tuple[str, ...]]:
    """The text's words and their keys (``stem_of``): the same for every deck read in the text."""
    toks = tuple(WORD.finditer(text))
    return toks, tuple([_key(t.group(), stemmer) for t in toks])


@functools.lru_cache(maxsize=1 << 16)
def _key(word: str, stemmer: str | None) -> str:
    """``stem_of`` a word as written (one look-up a word of a text, not two)."""
    return _stem(norm(word), stemmer)


@recent(1 << 10)
def card_words(text: str, lex: Lexicon, deck) -> list[CardWord]:
    """Every card, rank or suit ``text`` names, in order; a rank joined to its suit is one card.
    Kept for the last thousand texts: each reader of invented examples reads every passage of a
    page in turn, and a page has more passages than the 64 kept before (then one card reading in
    six repeated one already made)."""
    vocab = _vocabulary(deck, lex)
    longest = _longest(vocab)
    firsts = _first_keys(vocab)
    toks, keys = _keyed(text, lex.stemmer)
    numeric = _numeric(deck)
    suffixed = _suffixed(vocab, lex)
    spelled = {n.start: n for n in find_numbers(text, lex.lang) if n.word and n.value in numeric}
    found: list[tuple[int, int, str, str]] = []     # token start, token end, kind, code
    labels = {a for a, _ in label_spans(text, lex.lang)} | heading_numbers(text, lex, vocab)   # "Ejemplo 2.": no card
    lower_not = _lower_not_cards(deck, lex)
    i = 0
    while i < len(toks):
        if labels and toks[i].start() in labels:
            i += 1
            continue
        for k in range(min(longest, len(toks) - i) if keys[i] in firsts else 0, 0, -1):
            what = vocab.get(tuple(keys[i:i + k]))
            if what and k == 1 and lower_not and keys[i:i + 1] in lower_not and toks[i].group()[:1].islower():
                what = None     # de "unter 3 Punkten": the preposition, not the card "Unter"
            if what and k == 1 and what[0] == "rank" and not toks[i].group()[:1].isdigit() and \
                    (_counts_a_rank(toks, keys, i, vocab, text, lex) or
                     (toks[i].start() in spelled and _counts_next(toks, keys, spelled[toks[i].start()], lex))):
                what = None     # "les deux Re", "i tre Re", "tous les deux", "due giocatori": how many, no card
            if what and what[0] == "rank" and toks[i].group()[:1].isdigit() and text[toks[i].start() - 1:toks[i].start()].isalpha():
                what = None     # digits glued to a letter name something ("G2 plays", "P1"): no card
            if what:
                found.append((i, i + k, *what))
                i += k
                break
        else:
            key = keys[i]
            what = suffixed.get(key, _UNREAD)
            if what is _UNREAD:
                what = suffixed[key] = _read_suffix(key, vocab, lex)
            n = spelled.get(toks[i].start())
            if what:
                found.append((i, i + 1, *what))
                i += 1
                continue
            if n is not None and (_counts_next(toks, keys, n, lex) or _counts_a_rank(toks, keys, i, vocab, text, lex)):
                i += 1          # "ba lá", "three cards": a count of cards, no card
                continue
            if n is not None:
                last = next(j for j in range(i, len(toks)) if toks[j].end() >= n.end)
                found.append((i, last + 1, "spelled", numeric[n.value]))
                i = last + 1
            else:
                i += 1
    if found and (false_suits := not_suits(lex.lang)) is not None and any(f[2] == "suit" for f in found):
        # a word that only looks like a suit's name under the stemmer ("d'un coup"): no suit
        spans = [m.span() for m in false_suits.finditer(text)]
        if spans:
            found = [f for f in found if f[2] != "suit" or not any(
                a <= toks[f[0]].start() and toks[f[1] - 1].end() <= b for a, b in spans)]
    out: list[CardWord] = []
    used: set[int] = set()
    labels = numbering(lex.lang)
    for n, (a, b, what, code) in enumerate(found):
        if n in used:
            continue
        if labels and what == "rank" and a and toks[a].group().isdigit() and norm(toks[a - 1].group()) in labels and \
                not (n + 1 < len(found) and found[n + 1][2] == "suit" and found[n + 1][0] - b <= SUIT_REACH):
            continue            # "Ejemplo 2.": the passage's number, no card
        if what in ("rank", "spelled"):
            suit = _suit_of_rank(text, toks, found, n, used, lex.suit_first)
            if suit is not None:
                used.add(suit)
                first, last = sorted((n, suit))
                out = [w for w in out if w.start < toks[found[first][0]].start()]
                out.append(CardWord(toks[found[first][0]].start(), toks[found[last][1] - 1].end(),
                                    code, found[suit][3]))
                continue
            out.append(CardWord(toks[a].start(), toks[b - 1].end(), code, None, what == "spelled"))
        else:
            out.append(CardWord(toks[a].start(), toks[b - 1].end(), None, code))
    return out


def _counts_a_rank(toks, keys, i: int, vocab: dict, text: str, lex: Lexicon) -> bool:
    """A number word read as a rank that counts instead: right before a rank named by a word
    ("les deux Re", "los dos Re", "die beiden Re" — a rank's own name, not a number), or inside a
    phrase for 'both' (``not_numbers``: "tous les deux", "tutti e due")."""
    word = norm(toks[i].group())
    if word not in _number_word_set(lex.lang):
        return False
    if i + 1 < len(toks) and not CLAUSE_MARK.search(text[toks[i].end():toks[i + 1].start()]):
        nxt = vocab.get((keys[i + 1],))
        if nxt and nxt[0] == "rank" and not nxt[1].isdigit() and not toks[i + 1].group()[:1].isdigit():
            return True
    idioms = _idioms(lex.lang)
    return bool(idioms) and any(m.start() <= toks[i].start() < m.end() for m in idioms.finditer(text))


@functools.cache
def _number_word_set(lang: str) -> frozenset[str]:
    from .lexicon import lexicon

    return frozenset(norm(f) for forms in lexicon(lang).number_words.values() for f in forms if " " not in f)


def _counts_next(toks, keys, n, lex: Lexicon) -> bool:
    """A number spelled out right before the word for cards or a classifier ("ba lá", "three
    cards", "tre carte"), or for players ("due giocatori senza Coppe", "two players"): it counts
    them, it names no card."""
    j = next((j for j in range(len(toks)) if toks[j].start() >= n.end), None)
    if j is None:
        return False
    word = norm(toks[j].group())
    return word in _count_nouns(lex.lang)


@functools.cache
def _count_nouns(lang: str) -> frozenset[str]:
    from .lexicon import lexicon

    lex = lexicon(lang)
    return frozenset(norm(w) for w in (*lex.cards, *lex.classifiers, *lex.players) if " " not in w)


@per_object
def _longest(vocab: dict) -> int:
    return max((len(k) for k in vocab), default=1)


@per_object
def _first_keys(vocab: dict) -> frozenset[str]:
    return frozenset(k[0] for k in vocab)


@per_object
def _numeric(deck) -> dict[int, str]:
    return {int(r.code): r.code for r in deck.ranks if r.code.isdigit()}


def _suit_of_rank(text: str, toks: list[re.Match], found: list, n: int, used: set[int],
                  suit_first: bool) -> int | None:
    """The index in ``found`` of rank ``n``'s suit: the suit right before it in a language that
    names the suit first ("miekkojen 7"), else the suit after it within reach, in its clause."""
    if suit_first:
        # not across a clause mark ("valttina ovat Miekat. Asso vie tikin": the trump suit, then a rank)
        if n and n - 1 not in used and found[n - 1][2] == "suit" and found[n - 1][1] == found[n][0] and \
                not CLAUSE_MARK.search(text[toks[found[n - 1][1] - 1].end():toks[found[n][0]].start()]):
            return n - 1
        return None
    if n and n - 1 not in used and found[n - 1][2] == "suit" and found[n - 1][1] == found[n][0] and \
            text[toks[found[n - 1][1] - 1].end():toks[found[n][0]].start()] in HYPHENS:
        return n - 1            # a compound of suit and rank ("Kelch-3", "Münzen-Asso")
    if n + 1 >= len(found):
        return None
    a, _, what, _ = found[n + 1]
    if what != "suit" or a - found[n][1] > SUIT_REACH:
        return None
    if CLAUSE_MARK.search(text[toks[found[n][1] - 1].end():toks[a].start()]):
        return None
    return n + 1


LIST_GLUE = re.compile(r"[\s,+&]*")
CASE_ENDING = re.compile(r"^:(?=[^\W\d_])")
ARTICLE = 3             # a short word between list items ("le", "the", "el", "die")


def list_glue(gap: str, lex: Lexicon) -> bool:
    """``gap`` only joins two items of one list: commas, a word for 'and', articles, classifiers."""
    # a number's case ending after a colon is the item's own ("otat 2:n ja 5:n")
    gap = CASE_ENDING.sub("", gap, count=1)
    gap = ELIDED_HYPHEN.sub("", gap)      # "Schwerter-4, -3 und -2": the compound's suit elided before the hyphen
    if not LIST_GLUE.fullmatch(LETTERS.sub(" ", gap)):
        return False
    glue, breaks = _glue(lex), list_breaks(lex.lang)
    return all((t in glue or len(t) <= ARTICLE) and t not in breaks for t in map(norm, LETTERS.findall(gap)))


LETTERS = re.compile(r"[^\W\d_]+")


@per_object
def _glue(lex: Lexicon) -> frozenset[str]:
    """The words that join a list's items: 'and', classifiers."""
    return frozenset(norm(w) for w in (*lex.and_words, *lex.classifiers))


def _then_glue(gap: str, lex: Lexicon) -> bool:
    """``gap`` joins the ranks of a list told in the order of play by a word of sequence ("le 10
    puis le 5 de Deniers", "die 10 und dann die 5": ``example_structure.list_then``), with commas,
    'and' and articles around it; read for a suit named at the list's end only."""
    from .lexicon import cue_block
    from .terms import phrase_spans, words

    thens = cue_block(lex.lang, "example_structure").get("list_then")
    if not thens or re.search(r"[^\w\s,']", gap):
        return False
    tokens = list(words(gap))
    spans = phrase_spans(tokens, {"t": list(thens)})
    spans = [(a, b) for a, b, _ in spans if not any(c <= a and b <= d and (c, d) != (a, b) for c, d, _ in spans)]
    if len(set(spans)) != 1:
        return False        # ("and then": "then" inside it is the same word of sequence)
    a, b = spans[0]
    return list_glue(" ".join(tokens[:a] + tokens[b:]), lex)


# a card told by its code, rank then suit, as our records write them ("7B", "FB", "RS", "3O"):
# a digit or a capital, then a capital, a word of its own
CARD_CODE = re.compile(r"(?<![\w/.,-])(10|[2-9]|[A-Z])([A-Z])(?![\w/-])")
# a legend that gives a suit's letter in a note ("(O = Ouros)", "D = Deniers")
CODE_LEGEND = re.compile(r"(?<!\w)([A-Z])\s*[=:]\s*([^\W\d_]+)")
MIN_CODES = 2           # codes a passage writes for them to be its cards (one "FB" or "A4" names something else)


def code_legend(text: str, lex: Lexicon) -> dict[str, str]:
    """The suit letters a legend in ``text`` gives ("(O = Ouros)"): letter → suit code."""
    names = {norm(n): code for code, ns in lex.suits.items() for n in ns}
    return {m.group(1): names[norm(m.group(2))] for m in CODE_LEGEND.finditer(text) if norm(m.group(2)) in names}


def coded_cards(text: str, lex: Lexicon, deck, legend: dict[str, str] | None = None,
                least: int = MIN_CODES) -> list[CardWord]:
    """The cards a passage writes as codes, a note's shorthand ("lui 7B, moi FB → pli à lui",
    "Him: RS. Me: 3S."): the rank's code (the deck's: A, 2 … 10, F, C, Q, R) and the suit's (the
    deck's, S C D B, or the letter a legend in the passage gives a suit's name: "(O = Ouros)");
    none unless the passage writes two codes at least, every one of them a card. ``legend``: the
    letters a legend elsewhere in the document gives; ``least``: the codes needed (one, to count
    a sentence's cards where its passage is chosen: "Him: RS. Me: 3S.")."""
    ranks = {r.code for r in deck.ranks}
    suits = {u.code for u in deck.suits}
    legend = {**(legend or {}), **code_legend(text, lex)}
    found = list(CARD_CODE.finditer(text))
    legend_spans = [m.span() for m in CODE_LEGEND.finditer(text)]
    found = [m for m in found if not any(a <= m.start() < b for a, b in legend_spans)]
    if len(found) < least or any(m.group(1) not in ranks or (m.group(2) not in suits and m.group(2) not in legend)
                                     for m in found):
        return []
    return [CardWord(m.start(), m.end(), m.group(1), legend.get(m.group(2), m.group(2))) for m in found]


def with_codes(words: list[CardWord], text: str, lex: Lexicon, deck, legend: dict[str, str] | None = None,
               least: int = MIN_CODES) -> list[CardWord]:
    """``words`` with the cards the passage writes as codes (:func:`coded_cards`, ``least`` of
    them at least) in place of what was read inside them (the rank "7" of "7B"), in the passage's
    order."""
    coded = coded_cards(text, lex, deck, legend, least)
    if not coded:
        return words
    kept = [w for w in words if not any(w.start < c.end and c.start < w.end for c in coded)]
    return sorted([*kept, *coded], key=lambda w: w.start)


def shared_suits(words: list[CardWord], text: str, lex: Lexicon) -> list[CardWord]:
    """Ranks listed before one suit share it: "the 2, 3 and 5 of Cups", "le 4 et le 5 de Deniers"
    (after it, in a language that names the suit first: "kolikoiden 4 ja 5")."""
    out = list(words)
    out = _suit_before_colon(out, text, lex)
    out = _suit_led_with(out, text, lex)
    out = _suit_of_trick(out, text, lex)
    order = range(len(out)) if lex.suit_first else range(len(out) - 1, -1, -1)
    step = -1 if lex.suit_first else 1
    for i in order:
        w = out[i]
        j = i + step
        if w.rank is None or w.suit is not None or w.spelled or not 0 <= j < len(out):
            continue
        other = out[j]
        if other.rank is None or other.suit is None:
            continue
        gap = text[w.end:other.start] if step == 1 else text[other.end:w.start]
        if list_glue(gap, lex) or _then_glue(gap, lex):
            out[i] = CardWord(w.start, w.end, w.rank, other.suit, w.spelled)
    out = _all_of_suit(out, text, lex)
    for i in range(1, len(out)):
        # "Schwerter-4, -3 und -2", "Miekat-4, -3 ja -2": a compound's suit elided before the
        # hyphen, the rank after it, in a list after the whole compound
        w, prev = out[i], out[i - 1]
        if w.rank is None or w.suit is not None or prev.suit is None or prev.rank is None or \
                w.start < 2 or text[w.start - 1] not in HYPHENS or not ELIDED_BEFORE.match(text[w.start - 2]):
            continue
        if list_glue(text[prev.end:w.start - 1], lex):
            out[i] = CardWord(w.start, w.end, w.rank, prev.suit, w.spelled)
    return out


def _all_of_suit(out: list[CardWord], text: str, lex: Lexicon) -> list[CardWord]:
    """A suit after a list of ranks with a word for 'all' between, set off by a comma ("l'Asso, il
    nove e il due, tutti di Bastoni", "the 9 and the 2, both of Batons": data ``all_of``): every
    rank of the list is of that suit (a suit-first language names it before: not read here)."""
    if lex.suit_first:
        return out
    alls = cues(lex, "all_of")
    for i, w in enumerate(out):
        if w.rank is not None or w.suit is None or i == 0:
            continue
        prev = out[i - 1]
        if prev.rank is None or prev.suit is not None:
            continue
        gap = text[prev.end:w.start]
        tokens = [norm(t) for t in re.findall(r"[^\W\d_]+", gap)]
        said = phrase_spans(tokens, {"a": alls})
        if not re.match(r"\s*[,—–]", gap) or re.search(r"[.;:!?()]", gap) or not said or said[0][0] != 0 or \
                not all(len(t) <= ARTICLE for t in tokens[said[0][1]:]):
            continue
        k = i - 1
        while k >= 0 and out[k].rank is not None and out[k].suit is None:      # (ranks in words too: "il nove")
            out[k] = CardWord(out[k].start, out[k].end, out[k].rank, w.suit, out[k].spelled)
            if k == 0 or not list_glue(text[out[k - 1].end:out[k].start], lex):
                break
            k -= 1
    return out


def _mentions_any(text: str, lang: str, key: str, phrases: tuple[str, ...]) -> bool:
    """A quick test before a reader's sentence-by-sentence work: the text holds the first three
    letters of one of the phrases' first words (a phrase's form may change its ending, not those)."""
    folded = norm(text)
    return any(p in folded for p in _prefixes(lang, key, phrases))


@functools.lru_cache(maxsize=64)
def _prefixes(lang: str, key: str, phrases: tuple[str, ...]) -> frozenset[str]:
    return frozenset(norm(p.split()[0])[:3] for p in phrases if p.split())


LED_SUIT_WORDS = 6      # words from a suit said to be led to the rank it is led with ("Swords are led with the 4")


def _suit_led_with(out: list[CardWord], text: str, lex: Lexicon) -> list[CardWord]:
    """A suit named alone as the one led, and the one rank it is led with, in one clause ("Swords
    are led with the 4", "Si esce a Spade col 4", "On entame à Épées avec le 4", "Es wird in
    Schwertern mit der 4 ausgespielt"): that rank is a card of that suit. Cards named with their
    own suit may follow in the sentence ("…, and the next player follows with the Asso of
    Batons"); a clause with another suit named alone or another rank without one, or no word for
    leading (data ``led``), gives none."""
    if not any(w.rank and not w.suit for w in out) or not _mentions_any(text, lex.lang, "led", tuple(lex.led)):
        return out
    for m in re.finditer(r"[^.;:!?]+", text):
        inside = [i for i, w in enumerate(out) if m.start() <= w.start < m.end()]
        suits = [i for i in inside if out[i].rank is None and out[i].suit is not None]
        ranks = [i for i in inside if out[i].rank is not None and out[i].suit is None]
        if len(suits) != 1 or len(ranks) != 1 or out[ranks[0]].spelled or \
                any(out[i].rank is not None and out[i].suit is not None and out[i].start < out[suits[0]].start
                    for i in inside):
            continue            # (a card with its suit before the suit led: "the 3 of Cups; Coins ...")
        s, r = out[suits[0]], out[ranks[0]]
        between = text[min(s.end, r.end):max(s.start, r.start)]
        if len(re.findall(r"[^\W\d_]+", between)) > LED_SUIT_WORDS:
            continue
        if phrase_spans([norm(t) for t in re.findall(r"[^\W\d_]+", m.group())], {"l": lex.led}):
            out[ranks[0]] = CardWord(r.start, r.end, r.rank, s.suit, r.spelled)
    return _suit_led_run(out, text, lex)


def _suit_led_run(out: list[CardWord], text: str, lex: Lexicon) -> list[CardWord]:
    """A suit said to be led, named alone in a clause with a word for leading and no rank of its
    own there ("Münzen werden ausgespielt: erst die 10, dann die 2, …", "Cups are led with the
    Asso, then come the 7 and the 10", "Miekat avattiin 3:lla, perään tulivat 8, 5 ja 2"): the
    trick is told in that suit, so every rank with no suit of its own after it is a card of that
    suit — two ranks at least, however the play is worded — up to the sentence's end, a card with
    a suit of its own, another suit named alone, or a word for trumps (a trump's number is no card
    of the suit led); not a number of points ("its 5 points"), nor a rank played by a verb of
    trumping or said to trump (``_trumping``: "dann sticht Anna mit der 9", "the 9 ruffs it"),
    nor that rank named again. Not where a card is named with its
    suit before the suit led (the trick is told whole: "Sai o Cavallo de Espadas; …") nor where the
    suit's clause is negated ("Copas não foi o naipe de saída")."""
    from .examples import _points_words

    trumps = [t for t in lex.terms.get("trump") or [] if t.strip()]
    points = [*_points_words(lex), *lex.point_words]
    for m in re.finditer(r"[^.;:!?]+", text):
        inside = [i for i, w in enumerate(out) if m.start() <= w.start < m.end()]
        alone = [i for i in inside if out[i].rank is None and out[i].suit is not None]
        if len(alone) != 1 or any(w.rank is not None and w.suit is not None for w in out[:alone[0]]):
            continue        # (a card with its suit before the suit led: "the 3 of Cups; Coins ...")
        tokens = words(m.group())
        if not phrase_spans(tokens, {"l": lex.led}) or set(tokens) & set(lex.negation):
            continue
        s = out[alone[0]]
        stop = re.search(r"[.!?](?:\s|$)", text[s.end:])
        end = s.end + stop.start() if stop else len(text)
        run = []
        trumped: set[str] = set()       # ranks played by a verb of trumping: trumps, named again as such
        since = s.end
        for j in range(alone[0] + 1, len(out)):
            w = out[j]
            if w.start >= end:
                break
            if w.suit == s.suit and w.rank is not None:
                since = w.end
                continue        # a card of the suit led named whole ("… so the 10 of Cups takes it")
            if w.suit is not None or phrase_spans(words(text[s.end:w.start]), {"t": trumps}):
                break
            if phrase_spans(words(text[w.end:])[:1], {"p": points}):
                continue        # "its 5 points": an amount
            if w.rank is not None and not w.spelled:
                nxt = next((v.start for v in out[j + 1:] if v.start > w.end), end)
                if w.rank in trumped or _trumping(text, since, w.start, out, lex) or \
                        _trumping(text, w.end, min(nxt, end), out, lex, subject=True):
                    # a rank played by a verb of trumping ("dann sticht Anna mit der 9"), said to
                    # trump ("… die 9, die sticht", "the 9 ruffs it"), or named again: a trump; the
                    # ranks after it are of the suit led again ("… und du hast den Re")
                    trumped.add(w.rank)
                elif not (trumped and any(out[i].rank == w.rank for i in run)):
                    run.append(j)       # (past a trump, a rank told before is that card named again, left as written)
                since = w.end
        if len({out[j].rank for j in run}) < 2:
            continue
        for j in run:
            out[j] = CardWord(out[j].start, out[j].end, out[j].rank, s.suit, out[j].spelled)
    return out


def trump_nouns(lex: Lexicon) -> frozenset[str]:
    """The words for trumps (``terms.trump``) that are no verb of trumping (``actions.trump``): de
    "Trumpf" (the field has "trumpfen"), en "trump": a form of the verb's stem, but the noun."""
    return _trump_nouns(lex.lang)


@functools.cache
def _trump_nouns(lang: str) -> frozenset[str]:
    from .lexicon import lexicon

    lex = lexicon(lang)
    verbs = {norm(p) for p in lex.actions.get("trump") or []}
    return frozenset(norm(t) for t in lex.terms.get("trump") or [] if " " not in t.strip() and norm(t) not in verbs)


DECK_OBJECT = 2         # words from a verb of cutting to the pack it cuts ("tagliato il mazzo", "couper le paquet")


def _trumping(text: str, start: int, stop: int, out: list[CardWord], lex: Lexicon, subject: bool = False) -> bool:
    """A verb of trumping (data ``actions.trump`` with its generated forms: de "sticht", "stach",
    it "tagliò", es "falló", en "ruffed") in ``text[start:stop]``: a card played by it is a trump,
    no card of the suit led. ``subject``: the text right after a card, the verb its own ("the 9
    ruffs", "die 9, die sticht", "il 9, che taglia": right after it, or after a relative word,
    data ``award_cues.which``), not a clause of another player after a comma ("il 7, poi Marco
    taglia"). Card words are no verbs (fr "Coupes", the suit, shares "couper"'s stem); a verb of
    trumping that is also one of cutting the pack (``terms.cut``: it "tagliare", fr "couper") with
    the pack as its object (``terms.deck`` less the words for a card: "tagliato il mazzo", "coupé
    le paquet") is the cut."""
    verbs = [p for p in lex.actions.get("trump") or [] if p.strip()]
    if not verbs or stop <= start:
        return False
    piece = list(text[start:stop])
    for w in out:
        if w.start < stop and w.end > start:
            a, b = max(w.start, start) - start, min(w.end, stop) - start
            piece[a:b] = " " * (b - a)
    piece = "".join(piece)
    if subject:
        lead = re.match(r"\s*(,\s*)?", piece)
        tokens = words(piece[lead.end():])
        rel = {norm(p) for p in cue_block(lex.lang, "award_cues").get("which", ()) if len(words(p)) == 1}
        if tokens and tokens[0] in rel:
            tokens = tokens[1:]
        elif lead.group(1):
            return False        # a comma and no relative word: another clause
        if re.search(r"[;:.!?()]", piece[:lead.end()]):
            return False
    else:
        tokens = words(piece)
    spans = phrase_spans(tokens, {"v": verbs})
    nouns = trump_nouns(lex)
    spans = [sp for sp in spans if tokens[sp[0]] not in nouns]     # "…, der Trumpf 1": the noun, no verb
    if subject:
        spans = [sp for sp in spans if sp[0] == 0]
    if not spans:
        return False
    cut = [t for t in lex.terms.get("cut") or [] if t.strip()]
    cards = {norm(c) for c in lex.cards}
    pack = [t for t in lex.terms.get("deck") or [] if t.strip() and norm(t) not in cards]
    for a, b, _ in spans:
        if cut and pack and phrase_spans(tokens[a:b], {"c": cut}) and \
                phrase_spans([*tokens[b:], *words(text[stop:stop + 80])][:DECK_OBJECT], {"d": pack}):
            continue        # cutting the pack ("Marco aveva tagliato il mazzo")
        return True
    return False


TRICK_SUIT_WORDS = 2    # words between a suit named alone and the word for trick it names ("a trick in Coins")


def _suit_of_trick(out: list[CardWord], text: str, lex: Lexicon) -> list[CardWord]:
    """A suit named alone beside the word for trick, as the trick's suit ("Kolikoiden tikissä
    ovat … Re, Matto, nelonen ja Regina", "in a trick of Cups: …", "dans un pli à Deniers …"):
    the ranks with no suit of their own in that sentence are cards of that suit. Not where the
    sentence names another suit, a card with its suit, or trumps."""
    terms = [t for t in [*(lex.terms.get("trick") or []), *cues(lex, "trick_forms")] if t.strip()]
    trumps = [t for t in lex.terms.get("trump") or [] if t.strip()]
    if not terms or sum(1 for w in out if w.rank and not w.suit) < 2 or \
            not _mentions_any(text, lex.lang, "trick", tuple(terms)):
        return out
    for m in re.finditer(r"[^.!?]+", text):
        inside = [i for i, w in enumerate(out) if m.start() <= w.start < m.end()]
        suits = {out[i].suit for i in inside if out[i].suit is not None}
        alone = [i for i in inside if out[i].rank is None and out[i].suit is not None]
        bare = [i for i in inside if out[i].rank is not None and out[i].suit is None and not out[i].spelled]
        if len(suits) != 1 or not alone or not bare or any(out[i].rank and out[i].suit for i in inside):
            continue
        tokens = [norm(t) for t in re.findall(r"[^\W\d_]+", m.group())]
        if phrase_spans(tokens, {"t": trumps, "w": [*lex.winning, *lex.beats, *lex.won_by]}):
            continue        # a trick listed, its outcome told in a sentence of its own (not "… e il Matto vince la Regina")
        points = [*lex.point_words, *lex.value_headers]
        bare = [i for i in bare if not phrase_spans([norm(t) for t in re.findall(r"[^\W\d_]+", text[out[i].end:])[:1]],
                                                    {"p": points})]
        if len(bare) < 2:
            continue        # a trick lists two cards or more ("10 punti per l'ultima presa": an amount)
        s = out[alone[0]]
        near = [norm(t) for t in re.findall(r"[^\W\d_]+", text[m.start():s.start])][-TRICK_SUIT_WORDS:] + \
            [norm(t) for t in re.findall(r"[^\W\d_]+", text[s.end:m.end()])][:TRICK_SUIT_WORDS]
        if not phrase_spans(near, {"t": terms}):
            continue
        for i in bare:
            if out[i].start > s.start:
                out[i] = CardWord(out[i].start, out[i].end, out[i].rank, s.suit, out[i].spelled)
    return out


COLON_SUIT_WORDS = 3    # words between a suit named alone and the colon that opens its list ("Coins are led: 8, 3")


def _suit_before_colon(out: list[CardWord], text: str, lex: Lexicon) -> list[CardWord]:
    """A suit named alone before a colon, a few words between ("In Münzen wird ausgespielt:",
    "Coins are led:", "Denari:"), then a list of ranks with no suit of their own ("8, 3, 10, 6"):
    the ranks are cards of that suit. Not past a rank with a suit of its own, nor across the
    end of the list. A suit as the label itself ("Spade: Asso, poi il 2 di Denari", an exercise's
    or a cheat-sheet's cards) gives even one rank its suit, before the ranks listed before a
    suit take that one."""
    for i, w in enumerate(out):
        if w.rank is not None or w.suit is None or i + 1 >= len(out):
            continue
        nxt = out[i + 1]
        if nxt.rank is None or nxt.suit is not None or nxt.spelled:
            continue
        gap = text[w.end:nxt.start]
        colon = gap.find(":")
        label = colon >= 0 and not gap[:colon].strip()
        told = label and _label_heads(text, w.start)     # "Espadas: sai o 7, depois vêm o 10, o Asso e o 3."
        if colon < 0 or gap[colon + 1:].strip() and not told or \
                len(re.findall(r"[^\W\d_]+", gap[:colon])) > COLON_SUIT_WORDS or re.search(r"[.;!?]", gap):
            continue
        k = i + 1
        while k < len(out) and out[k].rank is not None and out[k].suit is None and not out[k].spelled and \
                (k == i + 1 or list_glue(text[out[k - 1].end:out[k].start], lex) or
                 told and not re.search(r"[.;!?:]", text[out[k - 1].end:out[k].start])):
            k += 1      # (a label's sentence: every bare rank up to its end, whatever words play them)
        if k - (i + 1) < (1 if label else 2) or k < len(out) and out[k].rank is None and out[k].suit is not None and \
                not re.search(r"[,;:.]", text[out[k - 1].end:out[k].start]):
            continue            # one rank only ("…: 10 старший"), or a suit of the list's own after it ("Cavallo Coppe")
        for j in range(i + 1, k):
            out[j] = CardWord(out[j].start, out[j].end, out[j].rank, w.suit, out[j].spelled)
    return out


def _label_heads(text: str, at: int) -> bool:
    """The suit at ``at`` opens its line or sentence as a label ("Espadas: sai o 7, depois …"):
    only a bullet, a number or a closing mark before it on its line."""
    line = text[:at].rsplit("\n", 1)[-1]
    return not re.search(r"[^\W\d_]", re.split(r"[.!?]\s", line)[-1])


ELIDED_BEFORE = re.compile(r"[\s,]")
ELIDED_HYPHEN = re.compile(r"(?:(?<=[\s,])|^)[-‐‑]$")      # a hyphen after a space or comma, not inside a compound
