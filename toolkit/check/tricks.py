"""A trick a text states — ours or one it invents — read and replayed with the engine.

The cards played are the cards the passage names with their suits, in order; the trump suit is a
suit it names beside a word for trump ("Swords are trumps", "Козыри — Монеты", "Atout Deniers").
When the text names no trump, the trick is read only if every trump suit gives it the same winner.
What the text says of the winner ("the 2 wins", "l'As remporte le pli", "Asso старше": data
``winning``, ``beats``, ``losing`` with negation) is compared with ``engine.trick_winner``.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from contextvars import ContextVar
from dataclasses import dataclass
from itertools import permutations

from ..findings import CARD, Finding, evidence
from .cardwords import CardWord, _trumping, card_words, code_legend, shared_suits, trump_nouns, with_codes
from .lexicon import Lexicon, norm
from .numbers import find_numbers
from .terms import EXACT, alternation, phrase_spans, word_matches
from .terms import words as words_of_text

LETTER_WORDS = re.compile(r"[^\W\d_]+")     # a text's words of letters

ARROWS = "→⇒➔➜⟶"          # "Sai o Re, o outro joga o Cavallo → ganha o Re": what follows an arrow is its result
CLAUSE_END = ",;:.()!?" + ARROWS
LABEL_REACH = 4         # words of a label before a colon that names the winner after it ("Gana: ...", "Trick goes to: ...")
NEGATION_REACH = 2      # words before a verb that negate it ("does not win", "ne gagne pas")
CLAUSE_OPENS = 2        # words at a clause's start where a negation denies it ("Nicht der Re gewinnt")
TRUMP_REACH = 3         # words between a suit and the word for trump ("Swords are trumps")
HEAD_MORE = 2           # words more after the word for trump opening a sentence before a colon or dash and the suit
# a slash, a cross or a bar between spaces parts the entries of a note ("Moi : 3 d'Épées / lui : Re",
# "eu 3O × ele RO"): a clause's end in a trick told (not inside "10/20/30", a run of trumps)
SEPARATORS = "/×|"
TOKEN = re.compile(rf"\d++|[^\W\d_]++|[{re.escape(CLAUSE_END)}]|(?<=\s)[{re.escape(SEPARATORS)}](?=\s)")


@dataclass(frozen=True)
class Trick:
    codes: tuple[str, ...]      # the cards played, in order ("3D", "AD")
    winner: int                 # which of them the engine says wins
    words: tuple[CardWord, ...]


@dataclass(frozen=True)
class Mention:
    """A card of the trick named in a sentence: its position in the trick, its token span."""

    card: int
    start: int
    end: int


# The sentences of the document being checked (``run.check_document`` sets them, with a dict for
# what is worked out of them once): a worked trick that names no trump is played with the one
# trump suit the document names for the deal.
DOCUMENT_TEXTS: ContextVar[tuple[tuple[str, ...], dict]] = ContextVar("document_texts", default=((), {}))


def deal_trump(engine, lex: Lexicon, text: str = "", first: int = 0, last: int = 0) -> str | None:
    """The one suit the document being checked names as trumps ("Trumps this deal: Swords",
    "Козырь в этой раздаче — Мечи"; None where it names none or several, or says of a suit that
    it is none), where it reaches the passage ``text``, whose played cards stand from ``first`` to
    ``last`` (offsets in it): from the nearest naming before them, no scene, page or example
    begins before the last card, and no question whose givens (cards named after the naming) the
    naming belonged to is asked before the first card ("El triunfo es Espadas. Sale el 3 …
    ¿Quién gana? … Sale el Re de Copas …": the question's own trump). Named only after the
    trick: no scene or example begins between them. A passage not found among the document's
    sentences: the suit."""
    texts, known = DOCUMENT_TEXTS.get()
    if not texts or "trump" in engine.deck.kind:
        return None
    key = (id(engine), lex.lang)
    if key not in known:            # worked out once per document and game
        known[key] = _deal_trumps(engine, texts, lex)
    only, namings, stops, asked, carded, index = known[key]
    if only is None:
        return None         # no suit named, several, or one said to be none
    where = _passage_at(text, texts, index) if text else None
    if where is None:
        return only
    a, b = where(first), where(last)
    n = max((i for i in namings if i < a), default=None)     # one in the first card's sentence is
    #                                                             after it: another example's ("… Trunfo: Ouros.")
    if n is None:
        # named only after the trick ("… (Ván Briscola này Kiếm là chủ.)"): the document's one
        # trump, where no scene or example begins between the trick and the naming
        later = min(i for i in namings if i >= a)
        return None if any(b < k <= later for k in stops) else only
    if any(n < k <= b for k in stops):
        return None         # "Trang 8", "Example 2", "Otra.": another scene or example begins
    if any(n < q < a and any(n < c <= q for c in carded) for q in asked):
        return None         # a question asked on the cards named after the trump: its givens end there
    return only


def _document_legend(lex: Lexicon) -> dict[str, str]:
    """The suit letters a legend anywhere in the document being checked gives ("Trunfo: Copas (O =
    Ouros). Vaza 5: eu 3O × ele RO"), worked out once per document and language."""
    texts, known = DOCUMENT_TEXTS.get()
    if not texts:
        return {}
    key = ("legend", lex.lang)
    if key not in known:
        known[key] = {k: v for t in texts if "=" in t or ":" in t for k, v in code_legend(t, lex).items()}
    return known[key]


PREFIX = 24                 # characters of a sentence that find it at a passage's start


def _deal_trumps(engine, texts: tuple[str, ...], lex: Lexicon):
    """What ``deal_trump`` reads of the document's sentences, once: the one suit named (or None),
    the sentences naming trumps, those that begin a scene or example, those that ask a question,
    those naming a card of a suit (each as indices), and an index of sentences by their opening."""
    named, negated = set(), set()
    namings, stops, asked, carded = [], [], [], []
    index: dict[str, list[int]] = {}
    scene = _scene_opening(lex.lang)
    for i, t in enumerate(texts):
        words = card_words(t, lex, engine.deck)
        n, neg = _trump_words(t, words, lex)
        named |= n
        negated |= neg
        if n or neg:
            namings.append(i)
        if scene is not None and scene.match(norm(t)):
            stops.append(i)
        if re.search(r"\?[\W_]{0,3}$", t):
            asked.append(i)
        if any(w.rank and w.suit for w in words):
            carded.append(i)
        index.setdefault(t[:PREFIX], []).append(i)
    only = next(iter(named)) if len(named) == 1 and not negated else None
    return only, namings, stops, asked, carded, index


@functools.cache
def _scene_opening(lang: str) -> re.Pattern | None:
    """A sentence that begins another scene, page or example (data ``trick_roles_more.new_scene``:
    "Trang 8", "Page 3", "Example 2:", "Otra.", "Another one!"): the word, after a speaker's label
    if any, followed by a number or ending the sentence."""
    cues = [" ".join(p) for p in trick_roles(lang).get("new_scene") or []]
    if not cues:
        return None
    alts = "|".join(re.escape(c).replace(r"\ ", r"[\W_]+") for c in sorted(cues, key=len, reverse=True))
    return re.compile(rf"^[\W_]{{0,3}}(?:{SPEAKER}\s*)?(?:{alts})(?:\s+\d+\b|\s*[.!:]?\s*$)", re.IGNORECASE)


SPEAKER = r"[^\W\d_][^\W\d_]*(?:\s[^\W\d_]+)?:"      # "NURIA:", "Lena K:": who speaks, in a script


def _passage_at(text: str, texts: tuple[str, ...], index: dict[str, list[int]]):
    """Where the passage ``text`` (sentences of the document joined by ``checks.passage_text``)
    stands: a function from an offset in it to the index of the document's sentence holding it;
    None where the passage is not those sentences joined."""
    starts = index.get(text[:PREFIX], [])
    if not starts:
        starts = [i for k in range(1, min(PREFIX, len(text)) + 1) for i in index.get(text[:k], [])
                  if len(texts[i]) == k]
    for i in starts:
        pos, bounds = 0, []
        for m in range(i, len(texts)):
            if not text.startswith(texts[m], pos):
                break
            bounds.append((pos, m))
            pos += len(texts[m])
            while pos < len(text) and text[pos] in ".; ":
                pos += 1
            if pos >= len(text):
                return lambda off, b=tuple(bounds): next(m for p, m in reversed(b) if p <= off)
    return None


def read_trick(engine, text: str, lex: Lexicon, ours=None) -> Trick | None:
    """The trick ``text`` states, with the engine's winner; None when it states none, or the
    winner depends on a trump or an order of play it does not give. ``ours``: an example of ours
    (cards, trump): when the text plays its very cards, they are played in our order, and with
    our trump unless the text names one."""
    deck = engine.deck
    masked = _breakdowns_masked(_trick_labels_masked(text, lex))
    words = with_codes(shared_suits(card_words(masked, lex, deck), masked, lex), masked, lex, deck, _document_legend(lex))
    if "trump" in deck.kind:
        words = _not_in_ranges(named_trumps(engine, masked, lex, words), text, lex, {u.code for u in deck.suits})
    played: list[str] = []
    if "trump" not in deck.kind:
        words = _of_trumps(text, words, lex)
    words = _one_suit(engine, text, words, lex)
    words = _from_the_play(text, words, lex)
    words = _not_counterfactual(text, words, lex)
    reasons = _in_reasons(text, words, lex)
    cut = _after_question(text, words, lex)
    for w in words:
        if w.rank and w.suit and f"{w.rank}{w.suit}" not in played and w.start < cut and w not in reasons:
            played.append(f"{w.rank}{w.suit}")
    words, played = _with_extras(engine, text, lex, words, played, cut)
    if not 2 <= len(played) <= engine.players:
        return None             # a trick of four may be told by two of its cards ("the 5 of Coins beats the 10")
    suits = [s.code for s in deck.suits]
    trump_cards = "trump" in deck.kind       # trumps are cards of their own (Minchiate): no trump suit
    # a trump named after the play's sentence is another example's ("... Trunfo: Ouros.")
    last = max(w.end for w in words if w.rank and w.suit)
    stop = re.search(r"[.!?](?:\s|$)", text[last:])
    limit = last + (stop.end() if stop else len(text))
    named, negated = _trump_words(text, [w for w in words if w.start < limit], lex) if not trump_cards else (set(), set())
    if not trump_cards and not named and not negated and not any(w.start >= limit and w.rank for w in words) and \
            _word_spans_in(text[limit:], trick_roles_cue(lex.lang, "trump_was")):
        # ... unless the passage ends by saying what the trump was, in the past of a story told
        # ("... que é mais alto. O trunfo era Ouros."; not "Triunfo Oros.", the next example's)
        named, negated = _trump_words(text, words, lex)
    if not trump_cards and not named and not negated and BRACKETED_END.fullmatch(text, limit):
        # ... or by an aside in brackets that closes the passage ("… perché il 3 sta sopra il
        # Cavallo. (Briscola a Denari.)", "… wins. [Trumps: Cups]"): a note on the trick told,
        # not the next example's opening, which would not stand in brackets
        named, negated = _trump_words(text, [w for w in words if w.start >= limit], lex)
    if not trump_cards and not named and _no_trump_played(text, words, lex):
        negated |= {c[-1] for c in played}      # "Kein Trumpf, und ...": none of the cards played is a trump
    trump = named.pop() if len(named) == 1 else None
    narrated = _first_is_led(text, words, lex) or _narrated_in_order(text, words, lex) or \
        _told_in_sequence(text, words, lex)
    led = None if narrated else (_led_said_after(text, words, lex) or _played_on(text, words, lex))
    if narrated:
        orders = [played]
    elif led in played:         # "the Asso of Cups, which was led, ...": the rest follow it
        orders = [[led, *p] for p in permutations([c for c in played if c != led])]
    else:
        orders = [list(p) for p in permutations(played)]
    if ours is not None and set(getattr(ours, "cards", None) or ()) == set(played):
        trump, orders = trump or ours.trump, [list(ours.cards)]
    elif trump is None and not trump_cards and not named and not negated:
        played_at = [w.start for w in words if w.rank and w.suit and f"{w.rank}{w.suit}" in played]
        trump = deal_trump(engine, lex, text, min(played_at), max(played_at)) if played_at else None
        #       "… Trumps this deal: Swords. …  You lead the Asso of Cups, …"
    trumps = [engine.TRUMPS] if trump_cards else \
        [suits.index(t) for t in ([trump] if trump else [u for u in suits if u not in negated])]
    winners = {order[engine.trick_winner(engine.cards(order), t)] for order in orders for t in trumps}
    if len(winners) != 1:
        return None
    return Trick(tuple(played), played.index(winners.pop()), tuple(words))


SENTENCE = re.compile(r"[^.!?]+[.!?]*")
BRACKETED_END = re.compile(r"\s*[(\[][^()\[\]]+[)\]][.!]?\s*")     # one aside in brackets, and nothing after it


REASON_END = re.compile(r"[.!?](?:\s|$)")
MIN_PLAYED_BESIDE_REASON = 2    # cards named outside a reason for its cards to be a rule's, not the trick's


@functools.cache
def _because(lang: str) -> re.Pattern | None:
    """The language's words for 'because' (``cicera_examples.because``) as whole words."""
    from .cicera_examples import cues

    phrases = cues(lang).get("because") or ()
    if not phrases:
        return None
    alts = "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alts})(?!\w)", re.IGNORECASE)


def _in_reasons(text: str, words: list[CardWord], lex: Lexicon) -> list[CardWord]:
    """The cards a reason names, from a word for 'because' to its sentence's end ("c) Asso,
    sillä Kupeissa ja Kolikoissa numerokortit menevät Assosta kymppiin; Miekoissa ja Sauvoissa
    kympistä Assoon": the ranks of a rule), when the trick's cards are named outside it (not
    "gana el Asso porque el rival echó el 3 de Copas", its only other card): no cards played
    (the card a reason names may still be the winner the text says: "perché l'Asso vale 11")."""
    spans = _reason_spans(text, lex)
    if not spans:
        return []
    inside = [w for w in words if any(a <= w.start < b for a, b in spans)]
    outside = {(w.rank, w.suit) for w in words if w.rank and w.suit and w not in inside}
    return inside if len(outside) >= MIN_PLAYED_BESIDE_REASON else []


def _not_counterfactual(text: str, words: list[CardWord], lex: Lexicon) -> list[CardWord]:
    """The cards less those a counterfactual sentence names ("Se ele tivesse jogado o Asso de Paus
    em vez do Re, dava na mesma"): not played in the trick told, when the passage names cards
    outside it."""

    if len(words) < 2 or not lex.lang:
        return words
    spans = counterfactual_spans(text, lex)
    if not spans:
        return words
    kept = [w for w in words if not any(a <= w.start < b for a, b in spans)]
    return kept if any(w.rank and w.suit for w in kept) else words


def counterfactual_spans(text: str, lex: Lexicon) -> list[tuple[int, int]]:
    """Where the sentences of ``text`` that say what would have happened stand (``corroborate.
    counterfactual``); none when the text is one such sentence (it tells nothing else)."""
    from .corroborate import counterfactual

    if not lex.lang:
        return []
    spans = [(m.start(), m.end()) for m in SENTENCE.finditer(text) if counterfactual(m.group(), lex)]
    return [] if len(spans) == 1 and not text[:spans[0][0]].strip() and not text[spans[0][1]:].strip() else spans


@functools.cache
def trick_roles_cue(lang: str, key: str) -> tuple[str, ...]:
    """A cue list of ``trick_roles`` as phrases (worked out once per language and key)."""
    return tuple(" ".join(p) for p in trick_roles(lang).get(key) or [])


def _word_spans_in(text: str, phrases: tuple[str, ...]) -> bool:
    return bool(phrases) and bool(phrase_spans([norm(t) for t in LETTER_WORDS.findall(text)], {"p": phrases}))


TRUMP_ADJ_REACH = 1     # words between a card named without its suit and the word for trump ("козырного Fante", "the trump Fante")


def _of_trumps(text: str, words: list[CardWord], lex: Lexicon) -> list[CardWord]:
    """A card named by its rank and the word for trump in place of its suit ("козырного Fante",
    "o Fante de trunfo", "valtti-Fante", "lá Fante chủ"): a card of the one suit the passage names
    as trumps."""
    loose = [w for w in words if w.rank and not w.suit]
    if not loose:
        return words
    named, _negated = _trump_words(text, words, lex)
    if len(named) != 1:
        return words
    trump = next(iter(named))
    terms = [t for t in lex.terms.get("trump") or [] if t.strip()]
    out = []
    for w in words:
        if w in loose:
            head = LETTER_WORDS.findall(re.split(rf"[{re.escape(CLAUSE_END)}]", text[:w.start])[-1])[-1 - TRUMP_ADJ_REACH:]
            tail = LETTER_WORDS.findall(re.split(rf"[{re.escape(CLAUSE_END)}]", text[w.end:])[0])[:1 + TRUMP_ADJ_REACH]
            if any(phrase_spans([norm(t)], {"t": terms}) for t in (*head, *tail)) and \
                    not any(v.suit == trump and v.rank == w.rank for v in words):
                w = CardWord(w.start, w.end, w.rank, trump, w.spelled)
        out.append(w)
    return out


def _trick_labels_masked(text: str, lex: Lexicon) -> str:
    """``text`` with the numbers that label a trick blanked out ("Pli 5 — atout Bâtons", "Trick 3:",
    "Stich Nr. 7"): a number right after a word for trick counts tricks, it is no card; offsets kept."""
    terms = [t for t in lex.terms.get("trick") or [] if t.strip()]
    if not terms or not re.search(r"\d", text):
        return text
    from .terms import cue_words

    signs = {norm(w) for w in cue_words(lex.lang, "number_sign")}
    found = list(TOKEN.finditer(text))
    tokens = [norm(m.group()) for m in found]
    out = text
    for _a, b, _ in phrase_spans(tokens, {"t": terms}):
        k = b
        if k < len(tokens) and tokens[k] in signs:
            k += 1 + (k + 1 < len(tokens) and tokens[k + 1] == ".")     # "Nr. 7"
        if k < len(found) and found[k].group().isdigit():
            m = found[k]
            out = out[:m.start()] + " " * (m.end() - m.start()) + out[m.end():]
    return out


BREAKDOWN = re.compile(r"(?<![\d.,])(\d{1,3})(?:\s+[^\W\d_]+){0,2}\s*\(([^()]*)\)")
BRACKET_NUMBER = re.compile(r"(?<![\d.,])\d{1,3}(?![\d.,]\d)")


BREAKDOWN_COLON = re.compile(r"(?<![\d.,])(\d{1,3})(?:\s+[^\W\d_]+){0,2}\s*:\s*([^.;:!?()«»\"“”]*)")


def _breakdowns_masked(text: str) -> str:
    """``text`` with the numbers of a total's breakdown blanked ("8 punti (5 del Re e 3 del
    tarocco)": the numbers in brackets after a total, two or more adding up to it, are the
    cards' points, no cards; so too after a colon, "13 points : 11 pour l'Asso, 2 pour mon
    deux"); offsets kept."""
    if "(" not in text and ":" not in text:
        return text
    out = text
    for m in [*BREAKDOWN.finditer(text), *BREAKDOWN_COLON.finditer(text)]:
        parts = list(BRACKET_NUMBER.finditer(m.group(2)))
        if len(parts) >= 2 and sum(int(x.group()) for x in parts) == int(m.group(1)):
            at = m.start(2)
            for x in parts:
                out = out[:at + x.start()] + " " * len(x.group()) + out[at + x.end():]
    return out


EXTRA = "*"             # the suit of a card word naming a card of no suit and no number (the Matto)


def card_code(w: CardWord) -> str:
    """The code of a card a trick's word names."""
    return w.rank if w.suit == EXTRA else f"{w.rank}{w.suit}"


def _after_question(text: str, words: list[CardWord], lex: Lexicon) -> int:
    """Where the cards played stop being told: after a question that follows two cards of a
    suit, or one that follows a card and asks of something else than the trick (it names no
    card, no trick, no winning: "... 25 очков. Какие бывают versicole? ... козыри 1 и 40"), the
    passage has moved on (an answer may name the trick's cards again, by rank). The text's end
    otherwise."""
    cards = [w for w in words if w.rank and w.suit]
    for m in re.finditer(r"\?", text):
        before = sum(1 for w in cards if w.end <= m.start())
        if before >= 2:
            return m.end()
        lo = max([x.end() for x in re.finditer(r"[.!?]\s", text[:m.start()])], default=0)
        tokens = [norm(x) for x in LETTER_WORDS.findall(text[lo:m.start()])]
        if before and not any(lo <= w.start < m.start() for w in words if w.rank or w.suit) and \
                not _outcome_cue(tokens, lex) and not phrase_spans(tokens, {"t": lex.terms.get("trick") or []}):
            return m.end()
    return len(text)


def _with_extras(engine, text: str, lex: Lexicon, words: list[CardWord], played: list[str], cut: int):
    """Cards called by name (the Matto) named among the cards played, between the first and the
    last ("l'atout 10, puis l'atout 4, le Matto et l'atout 2"), are played too; named elsewhere
    ("le Matto ne gagne jamais") they are the rule's, not the trick's. Every mention is kept, so
    that the outcome may name them ("le pli revient au joueur du Matto")."""
    from .examples import _named_extras

    cards = [w for w in words if w.rank and w.suit and w.start < cut]
    extras = _named_extras(text, engine, lex) if cards and "trump" in engine.deck.kind else []
    if not extras:
        return words, played

    first, last = cards[0].start, cards[-1].end
    mentions = [CardWord(a, e, code, EXTRA) for a, e, code in extras]

    def played_with(m: CardWord) -> bool:   # an item of the list of cards played, or put on the trick
        before = max((w for w in cards if w.end <= m.start), key=lambda w: w.end)
        after = min((w for w in cards if w.start >= m.end), key=lambda w: w.start)
        lo, hi = before.end, after.start
        clause = re.split(rf"[{re.escape(CLAUSE_END)}]", text[:m.start])[-1] + " " + \
            re.split(rf"[{re.escape(CLAUSE_END)}]", text[m.end:])[0]
        return _sequence_gap(text[lo:m.start], lex) or _sequence_gap(text[m.end:hi], lex) or \
            _plays_in([norm(x) for x in LETTER_WORDS.findall(clause)], lex)

    inside = [m for m in mentions if first < m.start < last and played_with(m)]
    if not inside:
        return words, played
    order = sorted([*cards, *inside], key=lambda w: w.start)
    played = list(dict.fromkeys(card_code(w) for w in order))
    kept = [w for w in words if not any(m.start < w.end and w.start < m.end for m in mentions)]
    return sorted([*kept, *mentions], key=lambda w: w.start), played


def _sequence_gap(gap: str, lex: Lexicon) -> bool:
    """``gap`` only joins two cards of a sequence of play: the glue of a list, words for 'then'
    (``example_structure.then``) and the word for trump that names the next card ("luego el
    Matto, el triunfo 30")."""
    from .cardwords import list_glue
    from .structure import structure_cues

    drop = [*structure_cues(lex.lang).get("then", ()), *(lex.terms.get("trump") or [])]
    tokens = LETTER_WORDS.findall(gap)
    keep = [w for w in tokens if not phrase_spans([norm(w)], {"d": drop})]
    rest = re.sub(r"[^\W\d_]+", " ", gap) + " " + " ".join(keep)
    return list_glue(rest, lex)


def _from_the_play(text: str, words: list[CardWord], lex: Lexicon) -> list[CardWord]:
    """The cards from the first sentence that plays one on: a card only a sentence before it names,
    which plays none, is one of a rule or of what a hand holds ("В Кубках и Монетах старшая
    числовая карта — Asso ... Пример: ход двойкой Жезлов, ..."), not of this trick. All of them
    when no sentence plays a card."""
    from .terms import words as tokens_of

    for m in re.finditer(r"[^.!?]+(?:[.!?]+|$)", text):
        if m.start() == 0:
            if _plays_in(list(tokens_of(m.group())), lex):
                return words        # the passage opens with the play
            continue
        if _plays_in(list(tokens_of(m.group())), lex) and any(
                m.start() <= w.start < m.end() and w.rank and w.suit for w in words):
            # an earlier card named again in the play is this trick's ("The trick goes to trump
            # 12. ... trumped with the 12"); one that is not is another matter
            later = {(w.rank, w.suit) for w in words if w.start >= m.start()}
            return [w for w in words if w.start >= m.start() or not (w.rank and w.suit) or (w.rank, w.suit) in later]
    return words


TRUMP_CARD_REACH = 1    # words between a word for trump and its number ("козырем 5", "trump 3", "the 3 of trumps")


def _not_in_ranges(words: list[CardWord], text: str, lex: Lexicon, suits: set[str]) -> list[CardWord]:
    """The trumps a text names, less those that bound a range or join a run ("trumps 36 to 40 are
    worth 10", "dal 2 al 5", "28-29-30"): a list of values or a combination, no card played."""
    dash = "–—−-"
    joins = alternation(lex.range_words)
    between = rf"[{dash}]" + (rf"|(?:{joins})(?!\w)" if joins else "")
    after = re.compile(rf"\s*+(?:\([^()]{{0,30}}\)\s*+)?(?:{between})\s*+\d")     # "от 40 (старший) до 1"
    before = re.compile(rf"(?:[{dash}]" + (rf"|(?<!\w)(?:{joins})" if joins else "") + r")\s*+$", re.IGNORECASE)
    return [w for w in words if not (w.suit and w.rank and w.rank.isdigit() and w.suit not in suits
                                     and (after.match(text, w.end) or before.search(text[max(0, w.start - 20):w.start])))]


SUM_SIGN = re.compile(r"[+=×]")


def _own_number_after(tokens: list[str], b: int) -> bool:
    """A number follows the word for trump that ends at token ``b`` ("Re 5 + Trumpf 4"): that
    number is the trump's, not the one before the word."""
    return any(t.isdigit() for t in tokens[b:b + TRUMP_CARD_REACH + 1] if t not in CLAUSE_END) and \
        not any(t in CLAUSE_END for t in tokens[b:b + 1])


def named_trumps(engine, text: str, lex: Lexicon, words: list[CardWord]) -> list[CardWord]:
    """The trumps of a deck whose trumps are cards of their own (Minchiate), named by a word for
    trump and a number next to it, in either order: each a card word (the trump's code split as
    rank and suit), in place of the bare number ``card_words`` reads there."""
    from .examples import _trump_codes
    from .numbers import find_numbers

    import bisect

    if not re.search(r"\d", text):
        return words            # no number: no trump named by one
    codes = _trump_codes(engine)
    terms = [t for t in lex.terms.get("trump") or [] if t.strip()]
    found = list(TOKEN.finditer(text))
    tokens = [norm(m.group()) for m in found]
    spans = phrase_spans(tokens, {"t": terms})
    by_verb = _played_by_trumping(text, found, tokens, lex, words, codes)
    if not spans and not by_verb:
        return words
    starts = [m.start() for m in found]
    out: list[CardWord] = []
    bare = []
    from .checks import qualifiers_before

    listed = _listed_after_trumps(text, found, spans, lex)
    for n in find_numbers(text, lex.lang):
        if n.word or n.value not in codes:
            continue
        if n.start in listed or n.start in by_verb:
            code = codes[n.value]
            out.append(CardWord(n.start, n.end, code[:-1], code[-1]))
            continue
        if qualifiers_before(text, n.start, lex):
            continue            # "козырей старше 20", "trumps above 20": a bound, no card named
        i = bisect.bisect_left(starts, n.start)
        if i >= len(found):
            continue
        near = any((0 <= i - b <= TRUMP_CARD_REACH or
                    (0 <= a - i - 1 <= TRUMP_CARD_REACH and not _own_number_after(tokens, b)
                     and not SUM_SIGN.search(text[n.end:found[a].start()])))
                   and not any(t in CLAUSE_END for t in tokens[min(b, i):max(a, i + 1)])
                   for a, b, _ in spans)
        if near:
            code = codes[n.value]
            out.append(CardWord(n.start, n.end, code[:-1], code[-1]))
        else:
            bare.append(n)
    if not out:
        return words
    # a trump named again by its number alone ("Se lleva la baza el 40"), not a suit card's rank
    named = {w.rank for w in out}
    suited = [(w.start, w.end) for w in words if w.suit]
    for n in bare:
        if str(n.value) in named and not any(a <= n.start < b for a, b in suited):
            code = codes[n.value]
            out.append(CardWord(n.start, n.end, code[:-1], code[-1]))
    taken = [(w.start, w.end) for w in out]
    kept = [w for w in words if not any(a < w.end and w.start < b for a, b in taken)]
    return sorted(kept + out, key=lambda w: w.start)


TRUMPING_GAP = 4        # words from a verb of trumping to the 'with' of the card it plays ("sticht Anna mit der 9")


def _played_by_trumping(text: str, found: list, tokens: list[str], lex: Lexicon, words: list[CardWord],
                        codes: dict) -> set[int]:
    """Where a number is a trump played by a verb of trumping (data ``actions.trump`` with its
    generated forms): after the verb, in its clause, with a word for 'with' right before it ("dann
    sticht Anna mit der 9", "poi Marco tagliò con il 9", "Ann ruffed with the 9"), or as the verb's
    subject ("the 9 ruffs", "die 9, die sticht"): the number's start. A number without 'with'
    after the verb is the card trumped ("sticht die 7 mit der 9": the 7 is no trump), and the verb
    said of the pack is cutting it (``cardwords._trumping``)."""
    verbs = [p for p in lex.actions.get("trump") or [] if p.strip()]
    if not verbs or not phrase_spans(list(words_of_text(text)), {"v": verbs}):
        return set()
    nouns = trump_nouns(lex)
    out = set()
    suited = [(w.start, w.end) for w in words if w.rank and w.suit]
    for k, m in enumerate(found):
        if not m.group().isdigit() or int(m.group()) not in codes or any(a <= m.start() < b for a, b in suited) or \
                SUM_SIGN.match(text[m.end():].lstrip()) or SUM_SIGN.search(text[max(0, m.start() - 3):m.start()]):
            continue            # (a card named with its suit, "die 5 der Kelche", is no trump; nor a sum's part, "3 + 5 = 8")
        clause = k
        while clause > 0 and tokens[clause - 1] not in CLAUSE_END and k - clause < 3 * TRUMPING_GAP:
            clause -= 1
        at = [i for i in range(clause, k) if not tokens[i].isdigit()]
        gap = [tokens[i] for i in at]
        for a, b, _ in phrase_spans(gap, {"v": verbs}):
            if gap[a] in nouns:
                continue        # the noun for trumps ("Der Trumpf 2 gewinnt … mit 3 + 5"), no verb
            # ... past the cards the verb played before ("tagliano col 2 e con l'1", "coupent avec
            # le 3 et avec le 5"): each 'with' and its card counted out of the reach
            before = sum(1 for t in tokens[at[b - 1] + 1:k] if t.isdigit())
            if len(gap) - b <= TRUMPING_GAP + (WITH_REACH + 1) * before and _with_card(gap[b:], lex) and \
                    _trumping(text, found[clause].start(), m.start(), words, lex):
                out.add(m.start())
        nxt = next((f.start() for f in found[k + 1:] if f.group().isdigit() or f.group() in ".;:!?"), len(text))
        if m.start() not in out and _trumping(text, m.end(), nxt, words, lex, subject=True):
            out.add(m.start())
    return out


APPOSITION = re.compile(r"\s*[,:\u2013\u2014]\s*")     # "two trumps, the 1 and the 20", "deux atouts : le 1 et le 20"
ELISION = re.compile(r"['\u2019]")      # "l'1": an article elided before the number
LIST_END = re.compile(r"\s*(?:[,;:.()!?\u2013\u2014]|$)")


def _listed_after_trumps(text: str, found: list, spans, lex: Lexicon) -> set[int]:
    """The trumps a list in apposition to a word for trumps names by their numbers ("escono due
    tarocchi, l'1 e il 20, e infine …", "two trumps: the 1 and the 13"): a comma, colon or dash
    right after the word, then digits joined only by commas, 'and' and articles
    (``cardwords.list_glue``), the list closed by a clause's end (not "trumps, 5 and 10 points",
    nor "trumps 1 to 40": a range word is no glue). The starts of those numbers."""
    from .cardwords import list_glue
    from .numbers import find_numbers

    out: set[int] = set()
    for _, b, _ in spans:
        if not 0 < b <= len(found):
            continue
        end = found[b - 1].end()
        m = APPOSITION.match(text, end)
        if not m:
            continue
        at, items = m.end(), []
        for n in find_numbers(text[at:at + 120], lex.lang):
            gap = ELISION.sub(" ", text[at:at + n.start] if not items else text[items[-1][1]:at + n.start])
            if n.word or not (list_glue(gap, lex) if items else len(re.findall(r"[^\W\d_]+", gap)) <= 1
                              and list_glue(gap, lex)):
                break
            items.append((at + n.start, at + n.end))
        if items and LIST_END.match(text, items[-1][1]) and (len(items) > 1 or LIST_END.match(text, items[-1][1])):
            out.update(a for a, _ in items)
    return out


def _first_is_led(text: str, words: list[CardWord], lex: Lexicon) -> bool:
    """The passage says the first card it names is the one led ("You lead the 7 of Swords",
    "on entame le 7"): a word for leading in the clause before it. Otherwise the order the text
    names the cards in need not be the order of play ("the Asso loses to the 7, which was led").
    The clause may name the lead after the card ("die 7 Schwerter wird ausgespielt")."""
    first = next(w for w in words if w.rank and w.suit)
    clause = re.split(rf"[{re.escape(CLAUSE_END)}]", text[:first.start])[-1] + " " + \
        re.split(rf"[{re.escape(CLAUSE_END)}]", text[first.end:])[0]
    # ... or a label before a colon right before it ("Lead: Fante of Coins", "Uscita: il 3")
    label = re.fullmatch(r".*?([^.!?;,()\n:]*):\s*", text[:first.start], re.S)
    if label and len(LETTER_WORDS.findall(label.group(1))) <= LABEL_REACH and \
            not LETTER_WORDS.findall(re.split(r":", text[:first.start])[-1]):
        clause += " " + label.group(1)
    return bool(phrase_spans([norm(t) for t in LETTER_WORDS.findall(clause)], {"led": lex.led}))


def _led_said_after(text: str, words: list[CardWord], lex: Lexicon) -> str | None:
    """The card a relative clause right after it says was led ("the Asso of Cups, which was led,
    beats ...", "le Re, joué en premier, ..."): a clause after its comma that names no card and
    has a word for leading. None unless exactly one card is so marked."""
    marked = set()
    for w in words:
        if not (w.rank and w.suit):
            continue
        m = re.match(r"\s*,([^,;:.!?()]*)", text[w.end:])
        if not m or any(v.start >= w.end + m.start(1) and v.end <= w.end + m.end(1) for v in words if v.rank):
            continue
        if phrase_spans([norm(t) for t in LETTER_WORDS.findall(m.group(1))], {"led": lex.led}):
            marked.add(f"{w.rank}{w.suit}")
    return marked.pop() if len(marked) == 1 else None


ON_REACH = 2            # words between 'on' and the card it names ("sur mon six", "auf meinen Cavallo")


def _played_on(text: str, words: list[CardWord], lex: Lexicon) -> str | None:
    """The card another was put on, in the same sentence ("son Asso d'Épées posé sur mon six de
    Coupes", "echó el Re sobre el 3 de Copas", "Auf meinen Cavallo hast du die Sieben gelegt",
    finnish "Ässä Kuninkaan päälle"): it lay on the trick first, so it was led. The word for 'on'
    (data ``trick_roles.played_on``, after the card ``played_on_after``) within reach of the card,
    the other card in its sentence, and no word of winning or beating between the two ("l'As
    l'emporte sur le Roi" compares, it does not play). None unless exactly one card is so marked."""
    roles = trick_roles(lex.lang)
    before_cue, after_cue = roles.get("played_on") or [], roles.get("played_on_after") or []
    which_cue = roles.get("played_on_which") or []
    if not (before_cue or after_cue or which_cue):
        return None
    cards = [w for w in words if w.rank and w.suit]
    marked = set()
    for w in cards:
        head = [norm(t) for t in LETTER_WORDS.findall(re.split(rf"[{re.escape(CLAUSE_END)}]", text[:w.start])[-1])]
        tail = [norm(t) for t in LETTER_WORDS.findall(re.split(rf"[{re.escape(CLAUSE_END)}]", text[w.end:])[0])]
        on = any(p and tuple(head[len(head) - len(p) - k:len(head) - k]) == p
                 for p in before_cue for k in range(ON_REACH + 1) if len(head) >= len(p) + k) or \
            any(p and tuple(tail[k:k + len(p)]) == p for p in after_cue for k in range(ON_REACH + 1))
        # ... or a relative clause after it says another was put on it ("Re Мечей, на который
        # положили ...", "o Re, sobre o qual ele jogou ...": ``played_on_which``)
        rel = re.match(r"\s*,([^,;:.!?()]*)", text[w.end:])
        if not on and rel and which_cue:
            lead = tuple(norm(t) for t in LETTER_WORDS.findall(rel.group(1)))
            on = any(p and lead[:len(p)] == p for p in which_cue)
        if not on:
            continue
        start = max([text.rfind(ch, 0, w.start) for ch in ".!?"]) + 1
        stop = min([i for i in (text.find(ch, w.end) for ch in ".!?") if i >= 0] or [len(text)])
        others = [v for v in cards if card_code(v) != card_code(w) and start <= v.start < stop]
        if len(others) != 1:
            continue
        v = others[0]
        gap = text[min(v.end, w.end):max(v.start, w.start)]
        if _outcome_cue([norm(t) for t in LETTER_WORDS.findall(gap)], lex):
            continue
        marked.add(card_code(w))
    return marked.pop() if len(marked) == 1 else None


def _trump_named(text: str, words: list[CardWord], lex: Lexicon) -> str | None:
    """The suit the passage names as trumps: a suit named on its own (not a card's) with a word
    for trump within reach, in its clause; None when there is none or more than one."""
    named, _negated = _trump_words(text, words, lex)
    return named.pop() if len(named) == 1 else None


NO_TRUMP_REACH = 2      # words from a clause's start to the word for trump after a negation ("pas d'atout", "kein Trumpf")


def _no_trump_played(text: str, words: list[CardWord], lex: Lexicon) -> bool:
    """A clause of its own saying no trump is played: it opens with a negation and the word for
    trump ("Kein Trumpf, und das Asso gewinnt", "No trump on the table.", "Pas d'atout sur la
    table.", "nessuna briscola in tavola") and names no card or suit: the trick's cards are of
    suits that are not trumps, whichever suit is."""
    terms = [p for p in ([norm(w) for w in LETTER_WORDS.findall(t)] for t in lex.terms.get("trump") or []) if len(p) == 1]
    nots = set(lex.negation) | {t for phrase in trick_roles(lex.lang).get("no_trump") or [] for t in phrase}
    for m in re.finditer(rf"[^{re.escape(CLAUSE_END)}]+", text):
        if any(m.start() <= w.start < m.end() for w in words):
            continue
        toks = [norm(t) for t in LETTER_WORDS.findall(m.group())]
        if not toks or toks[0] not in nots:
            continue
        if any(any(word_matches(t, p[0]) for p in terms) for t in toks[1:1 + NO_TRUMP_REACH]):
            return True
    return False


def _trump_words(text: str, words: list[CardWord], lex: Lexicon) -> tuple[set[str], set[str]]:
    """The suits the passage names as trumps, and those it says are not ("sem Copas ser trunfo",
    "Cups are not trumps")."""
    terms = [[norm(w) for w in LETTER_WORDS.findall(t)] for t in lex.terms.get("trump") or []]
    no_trump = {t for phrase in trick_roles(lex.lang).get("no_trump") or [] for t in phrase}
    named, negated = set(), set()
    for w in words:
        if w.rank is not None:
            # a card said to be a trump in a clause set off after it ("le 2 d'Épées, qui est
            # atout", "the 2 of Swords (a trump)"): its suit is trumps
            m = re.match(r"\s*[,(]([^,;:.!?()]*)", text[w.end:]) if w.suit else None
            if m and any(w.end + m.start(1) <= v.start < w.end + m.end(1) for v in words):
                m = None        # the clause names a suit or a card of its own ("..., Trumps Cups", "sem Copas
                #               ser trunfo", "Re Мечей, на который положили козырного Fante")
            said = [norm(t) for t in LETTER_WORDS.findall(m.group(1))][:TRUMP_REACH + 1] if m else []   # "which is a trump"
            if said and any(len(p) == 1 and any(word_matches(n, p[0]) for n in said) for p in terms if p):
                (negated if any(t in lex.negation or t in no_trump for t in said) else named).add(w.suit)
            continue
        before = re.split(rf"[{re.escape(CLAUSE_END)}]", text[:w.start])[-1]
        after = re.split(rf"[{re.escape(CLAUSE_END)}]", text[w.end:])[0]
        near = [norm(t) for t in LETTER_WORDS.findall(before)][-TRUMP_REACH:] + \
            [norm(t) for t in LETTER_WORDS.findall(after)][:TRUMP_REACH]
        # "Triunfo: Bastos", "Trumps: Cups": the word for trump heads the suit's sentence
        head = [norm(t) for t in LETTER_WORDS.findall(re.split(r"[.;!?()]", text[:w.start])[-1])]
        if re.search(r":\s*$", text[:w.start]) and 0 < len(head) <= TRUMP_REACH:
            near += head
        elif re.search(r"(?::|\s[—–-])\s*$", text[:w.start]) and 0 < len(head) <= TRUMP_REACH + HEAD_MORE and \
                any(len(p) == 1 and word_matches(head[0], p[0]) for p in terms if p):
            near += head[:1]    # "Козырь в этой раздаче — Мечи", "Trumps this deal: Swords": the sentence opens on the word
        elif _comma_label(text, w, terms):
            near += head[-1:]   # "Otra. Triunfo, Espadas.", "Last one: trumps, Coins.": the word for trump, a comma, the suit
        if any(len(p) == 1 and any(word_matches(n, p[0]) for n in near) for p in terms if p):
            # a negation negates the suit's being trumps when it comes before the later of the
            # two words ("Cups are not trumps", "sem Copas ser trunfo"); one after both negates
            # another verb ("with Batons as trumps nobody trumped")
            n_before = len(LETTER_WORDS.findall(before)[-TRUMP_REACH:])
            n_after = len(LETTER_WORDS.findall(after)[:TRUMP_REACH])
            is_trump = [any(len(p) == 1 and word_matches(n, p[0]) for p in terms if p) for n in near]
            later = max(n_before, next((i for i in range(n_before, n_before + n_after) if is_trump[i]), n_before))
            if any((t in lex.negation or t in no_trump) and not (later <= i < n_before + n_after)
                   for i, t in enumerate(near)):
                negated.add(w.suit)     # "are not trumps", "sem Copas ser trunfo"
            else:
                named.add(w.suit)
    return named, negated


def _comma_label(text: str, w: CardWord, terms: list[list[str]]) -> bool:
    """A clause of nothing but the word for trump, a comma and the suit, ending its sentence
    ("Triunfo, Espadas.", "…: briscola, Coppe."): a label naming the trump, as with a colon."""
    opening = re.split(r"[.;:!?()«»\"“”]", text[:w.start])[-1]
    m = re.fullmatch(r"\s*([^\W\d_]+)\s*,\s*", opening)
    return bool(m) and re.match(r"\s*(?:[.;!?)»\"”]|$)", text[w.end:]) is not None and \
        any(len(p) == 1 and word_matches(norm(m.group(1)), p[0]) for p in terms if p)


def _mentions(trick: Trick, found: list[re.Match]) -> list[Mention]:
    """Where the passage names the trick's cards, as token spans (a rank alone names the one
    card of the trick with that rank)."""
    out = []
    starts = [m.start() for m in found]
    for w in trick.words:
        if w.rank is None:
            continue
        which = [k for k, c in enumerate(trick.codes) if c == card_code(w)] if w.suit == EXTRA else \
            [k for k, c in enumerate(trick.codes) if c[:-1] == w.rank and w.suit in (None, c[-1])]
        if len(which) != 1:
            continue
        a = next((i for i, s in enumerate(starts) if s >= w.start), None)
        b = next((i for i, m in enumerate(found) if m.end() >= w.end), None)
        if a is not None and b is not None:
            out.append(Mention(which[0], a, b + 1))
    return out


def _clauses(tokens: list[str], lex: Lexicon) -> list[tuple[int, int, str]]:
    """Clauses as token ranges, each with what opens it: "and" (its subject may be the first card
    of the clause before: "the Asso beats the 3 and wins"), "," (a relative clause: "the 2,
    which wins") or another mark."""
    ands = {norm(w) for w in lex.and_words}
    out, start, opened = [], 0, "."
    for i, token in enumerate([*tokens, "."]):
        if token in CLAUSE_END or token in SEPARATORS or token in ands:
            if i > start:
                out.append((start, i, opened))
            elif opened == "and":
                token = "and"           # ", and": the 'and' opens the clause whichever mark is next
            opened = "and" if token in ands else token
            start = i + 1
    return out


LIST_OPENS = 3         # tokens between the word for trick and the first card it lists ("Во взятке из Asso")


def _listed_in_trick(tokens: list[str], mentions: list, start: int, trick: Trick, trick_words: list[str]) -> bool:
    """Every card of the trick is named before the verb at ``start``, in its sentence, as a list
    the word for trick opens ("In the trick of the Asso, 10, 5 and Fantina …", "tikissä on 4, 9,
    Asso ja 10 – …"): a list, not the verb's subject."""
    opened = max((i + 1 for i in range(start) if tokens[i] in ".!?;"), default=0)
    before = [m for m in mentions if opened <= m.start < start]
    if not before or {m.card for m in before} != set(range(len(trick.codes))):
        return False
    if len({m.start for m in before}) > len({m.card for m in before}):
        return False        # a card named twice is no list of the trick ("a vaza ao 3 … contra o Re …, pois o 3 é mais forte")
    first = min(m.start for m in before)
    return any(e <= first and first - e <= LIST_OPENS
               for _, e, _ in phrase_spans(tokens[opened:first], {"t": trick_words}) for e in [opened + e])


AGENT_REACH = 3         # words between the agent's word and its card ("par l'Asso", "by the Asso", "von der 2")


@functools.cache
def _passive_voice(lang: str) -> dict[str, tuple[str, ...]]:
    """The ``passive_voice`` block of ``rules/checker/<lang>.yaml``, normalised: the passive's
    auxiliary in every form, the word before the agent, the endings of a past participle, the
    participles of the verbs of beating and taking the stem rule does not reach, and (ru) the
    agent's case endings."""
    from .lexicon import cue_block

    return {k: tuple(norm(w) for w in v) for k, v in cue_block(lang, "passive_voice").items()}


def _passive_agents(tokens: list[str], clauses: list, mentions: list[Mention], lex: Lexicon) -> dict[int, Mention]:
    """Verbs of beating or taking told in the passive, each with its agent's card: the card that
    beats the verb's subject ("the 7 is beaten by the Asso", "il 7 viene battuto dall'Asso", "le
    7 est battu par l'Asso", "die 7 wird vom Asso geschlagen", "семёрка побита тузом", "lá 7 bị lá
    Asso chặt"): verb's first token → the agent. The voice is the language's (``passive_voice``:
    data), not the verb's: a participle (its ending, or the list) with the word before the agent
    right after it, its card within ``AGENT_REACH``; or, the agent's word and card before it, an
    auxiliary in its clause (or in the clause 'and' joins it to: "wird ausgespielt und vom Asso
    geschlagen") and the participle last (de); with no word for the agent, the card in its case
    (ru) or the card between the auxiliary and the verb (vi "bị"). The perfect with 'have' ("has
    beaten", "ha battuto") is active: no auxiliary of the passive."""
    data = _passive_voice(lex.lang)
    aux = set(data.get("auxiliary", ()))
    if not aux:
        return {}
    agents = set(data.get("agent", ()))
    parts = set(data.get("participles", ()))
    endings = data.get("participle_endings", ())
    case = data.get("agent_case", ())
    spans = {(a, b) for a, b, _ in phrase_spans(tokens, {"b": lex.beats}) if b - a == 1} | \
        set(_exact(tokens, [(p,) for p in parts]))
    out: dict[int, Mention] = {}
    for s, e in sorted(spans):
        v = tokens[s]
        k = next((n for n, (a, b, _) in enumerate(clauses) if a <= s < b), None)
        if k is None:
            continue
        a, b, opened = clauses[k]
        has_aux = any(tokens[i] in aux for i in range(a, s)) or \
            (opened == "and" and k > 0 and any(tokens[i] in aux for i in range(*clauses[k - 1][:2])))
        participle = v in parts or any(v.endswith(x) and len(v) > len(x) + 2 for x in endings) or \
            (not parts and not endings)          # a language with no participle's form (vi): the verb itself
        if not participle:
            continue
        agent = None
        if agents:
            j = e if e < b and tokens[e] in agents else e + 1 if e + 1 < b and tokens[e + 1] in agents else None
            if j is not None:
                agent = next((m for m in mentions if j < m.start <= j + AGENT_REACH and m.start < b), None)
            elif has_aux and e == b and v in parts:
                # "die 7 wird vom Asso geschlagen": the agent before the participle, which ends the clause
                agent = next((m for m in reversed(mentions) if a <= m.start and m.end <= s and
                              any(tokens[i] in agents for i in range(max(a, m.start - AGENT_REACH), m.start))), None)
            elif has_aux and not parts and not endings:
                # "lá 7 bị lá Asso chặt": the agent between the passive's word and the verb
                agent = next((m for m in mentions if a <= m.start and m.end <= s and
                              any(tokens[i] in aux for i in range(a, m.start))), None)
        elif v in parts:
            # "семёрка побита тузом": no word for the agent, its case tells it (not a suit's: "тузом Мечей")
            agent = next((m for m in mentions if a <= m.start < b and any(tokens[m.start].endswith(x) for x in case)), None)
            inside = [m for m in mentions if a <= m.start < b]
            if agent is None and len(inside) == 1 and inside[0].start >= e:
                agent = inside[0]       # "… и была побита Asso Мечей": an indeclinable card, the only one of its clause
        if agent is not None:
            out[s] = agent
    return out


def said_winners(trick: Trick, text: str, lex: Lexicon, deck=None) -> list[tuple[int, bool, tuple[int, int]]]:
    """What the passage says of the trick's winner: (card, wins?, character span of its clause)
    for every winning, beating or losing verb whose card can be told; with ``deck``, not a
    verb whose object is a rank the trick does not hold ("5. Тройка бьёт Re" below an item whose
    trick is the Asso and the 3: another pair of cards compared)."""
    found = list(TOKEN.finditer(text))
    tokens = [norm(m.group()) for m in found]
    mentions = _mentions(trick, found)
    if {m.card for m in mentions} != set(range(len(trick.codes))):
        return []
    # a number in digits right before a word for points is an amount, no card ("1 point for each
    # card taken", "3 Punkte für den Stich")
    points = {norm(p) for p in lex.point_words}
    mentions = [m for m in mentions if not (m.end < len(tokens) and tokens[m.end] in points
                                            and tokens[m.start].isdigit())]
    negations = set(lex.negation)
    clauses = _clauses(tokens, lex)
    out = []
    # a card said to keep or hold the trick wins it ("le 3 garde le pli", "Kolmonen piti tikin")
    cues = {"winner": [*lex.winning, *trick_roles_cue(lex.lang, "keeps_trick")], "beats": [*lex.beats, *trick_roles_cue(lex.lang, "beats_over"),
                                             *trick_roles_cue(lex.lang, "higher_than")], "loser": lex.losing,
            "won_by": [*lex.won_by, *_more_won_by(lex.lang)]}
    from .cues import cues as claim_cues

    trick_words = [*(lex.terms.get("trick") or []), *claim_cues(lex, "trick_forms")]    # fi "tikin": its forms
    names = _told_names(found, trick)
    which = trick_roles(lex.lang).get("played_on_which") or []
    relative = {j for j, (a, b, opened) in enumerate(clauses)
                if opened == "," and any(p and tuple(tokens[a:a + len(p)]) == p for p in which)}
    relative |= _played_on_asides(tokens, clauses, mentions, lex)
    passive = _passive_agents(tokens, clauses, mentions, lex)
    spans = phrase_spans(tokens, cues)
    spans += [(s, s + 1, "beats") for s in passive if not any(x <= s < y for x, y, _ in spans)]
    for start, end, cue in spans:
        wins = cue != "loser"
        k = next(n for n, (a, b, _) in enumerate(clauses) if a <= start < b)
        a, b, opened = clauses[k]
        opening = [i for i in range(a, min(start, a + CLAUSE_OPENS)) if tokens[i] in negations]
        reach = start - NEGATION_REACH
        object_at = [a + x for x, y, _ in phrase_spans(tokens[a:start], {"t": trick_words}) if a + y == start]
        if object_at:       # "der nie einen Stich gewinnt": the trick, its article before it, between the negation and the verb
            reach = min(reach, object_at[0] - NEGATION_REACH)
        if any(t in negations for t in tokens[max(a, reach):start]) or \
                opening and sum(opening[0] < m.start < start for m in mentions) == 1:
            # "does not win"; "Nicht der Re gewinnt, sondern die 3": the clause denied (not "Not the
            # Re but the 3 wins", where the negation denies one of two cards before the verb)
            wins = not wins
        if cue == "beats" and start in passive:
            # "the 7 is beaten by the Asso": the agent beats the subject
            out.append((passive[start].card, wins, (found[a].start(), found[b - 1].end())))
            continue
        # "X beats Y", "X takes the points of Y": the card after such a verb is its object
        near = [m for m in mentions if a <= m.start < (start if cue == "beats" else b)]
        if cue == "loser":      # "verliert gegen die Sieben", "loses to the 7": the card after 'against' is the other one
            near = [m for m in near if not (m.start > start and _against_before(tokens, m.start, end, lex))]
            if near and all(m.start >= end for m in near) and _subject_not_card(tokens[a:start], lex):
                continue        # "nos adversaires perdent l'atout 40": a player loses the card, its object
        after = [m for m in mentions if end <= m.start < b]
        if cue == "won_by" or (cue == "beats" and after and (not near or any(
                e >= start - a - 1 for _, e, _ in phrase_spans(tokens[a:start], {"t": trick_words}))) and
                               phrase_spans(tokens[a:start], {"t": trick_words}) and
                               not _trick_in_relative(tokens, near, start, trick_words, lex)):
            # (the trick right before the verb is its object whatever card comes before it: "…, 9,
            # Asso ja 10 – tikin vie Asso", "…, die 10 – den Stich holt das Asso")
            # "the trick goes to the Re", "взятку забирает король": the trick is the object, the
            # card after the verb its subject
            near = after[:1]
        elif cue in ("beats", "winner") and near and after and _listed_in_trick(tokens, mentions, start, trick, trick_words):
            # "Во взятке из Asso, 10, пятёрки и Fantina Кубков берёт Asso", "Nella presa con …
            # e la Fantina prende l'Asso": the cards before the verb are the trick's, listed after
            # the word for it; the verb's subject comes after it
            near = after[:1]
        elif cue == "beats" and not near and after and _with_card(tokens[end:after[0].start], lex):
            # "qui ramasse le pli avec son Asso", "holt den Stich mit Trumpf 28": the card the
            # trick is taken with is the winner
            near = after[:1]
        elif cue == "beats" and opened in ".:!?" + ARROWS and not near and len(after) == 1 and start - a <= 1 and \
                not _persons(tokens[a:b], set(), lex):
            # the verb opens its sentence and one card follows: the card is its subject
            # ("Prende il 10", "Gana el As"; not "the Asso, which was led, beats the 2")
            near = after
        # a question asks who wins ("tra il Fante e il 7 chi comanda?", "qual é mais forte e quanto
        # vale?"): the card is the answer's, not one the question names nor the clause before
        ends = next((i for i in range(b, len(tokens)) if tokens[i] in ".!?"), len(tokens))
        question = ends < len(tokens) and tokens[ends] == "?"
        if question:
            near = []
        asked = next((j for j, c in enumerate(clauses) if c[1] == ends), k) if question else k
        answer = _answer_cards(tokens, clauses, asked, mentions) if question else []
        if not near and not answer and b < len(tokens) and tokens[b] == ":" and b - a <= LABEL_REACH and k + 1 < len(clauses):
            # a label before a colon ("Gana: As de Copas", "Winner: the 3"): the card after it
            answer = [m for m in mentions if clauses[k + 1][0] <= m.start < clauses[k + 1][1]][:1]
        if cue == "beats" and deck is not None and end < b and _other_rank_beaten(trick, text[found[end].start():found[b - 1].end()],
                                                                           lex, deck):
            continue
        if cue == "winner" and near and all(m.start >= end for m in near) and start > a and \
                phrase_spans(tokens[a:start], {"t": lex.terms.get("trump") or []}):
            # "lá chủ nhỏ nhất vẫn thắng Re": a trump described, not named ("the smallest trump"),
            # is the verb's subject; the card after it is the one beaten
            out.append((near[0].card, not wins, (found[a].start(), found[b - 1].end())))
            continue
        if cue == "beats" and _verb_last(tokens, a, start, near, mentions, end, b, lex):
            # "dass das Asso die zuvor gespielte 3 schlägt": the verb last in its clause, its
            # subject the first card before it, its object the one next to it
            said = min(near, key=lambda m: m.start)
        elif near:
            said = min(near, key=lambda m: (max(start - m.end, m.start - end + 1), m.start > start))
        elif answer:
            # "Chi prende? Risposta: il 3": the question's verb, the answer's card
            said = answer[0]
        elif cue != "won_by" and not question and opened in ("and", ",") and k and \
                not _persons(tokens[a:b], names | _noun_players(text, trick, tokens, lex), lex) and \
                (prev := _card_before(mentions, clauses, k, relative)):
            # the card of the clause before is the subject (past a relative clause naming none:
            # "the Asso, which was led, beats ..."), unless this clause names a player
            # ("..., tu prends le pli")
            said = prev[0] if opened == "and" else prev[-1]
        else:
            continue
        out.append((said.card, wins, (found[a].start(), found[b - 1].end())))
    return out


def _subject_not_card(before: list[str], lex: Lexicon) -> bool:
    """The words of a clause before its verb name a player, its subject ("nos adversaires perdent
    l'atout 40", "I lose my Asso"; a word for a player or one of its forms): the card after the
    verb is what the player loses, not the card said to lose; not "Am Ende verliert die Sieben
    gegen das Asso", where the card after the verb is its subject."""
    roles = trick_roles(lex.lang)
    words = {p[0] for key in PERSONS for p in roles.get(key) or [] if len(p) == 1}
    return any(t in words or (len(t) > 3 and any(len(w) > 4 and word_matches(t, w) for w in words)) for t in before)


def _played_on_asides(tokens: list[str], clauses: list, mentions: list[Mention], lex: Lexicon) -> set[int]:
    """Clauses set off by a comma whose every card is named right after a word for 'on' (data
    ``trick_roles.played_on``, within ``ON_REACH`` words: "il 3 di Coppe, giocato sull'Asso di
    Coppe, vince", "the 3, played on the Asso, wins"): an aside telling what the card before it
    was put on, not the subject of a verdict after it."""
    on = trick_roles(lex.lang).get("played_on") or []
    out = set()
    for j, (a, b, opened) in enumerate(clauses):
        inside = [m for m in mentions if a <= m.start < b]
        if opened != "," or not inside or not on:
            continue
        if all(any(p and tuple(tokens[m.start - len(p) - k:m.start - k]) == p and m.start - len(p) - k >= a
                   for p in on for k in range(ON_REACH + 1)) for m in inside):
            out.add(j)
    return out


def _verb_last(tokens: list[str], a: int, start: int, near: list[Mention], mentions: list[Mention],
               end: int, b: int, lex: Lexicon) -> bool:
    """The beating verb at ``start`` ends a clause opened by a word after which the verb comes
    last (data ``trick_roles.verb_last_after``: de "dass", "weil"), two different cards before
    it and none after it in the clause: the first is its subject."""
    openers = trick_roles(lex.lang).get("verb_last_after") or []
    if not openers or len({m.card for m in near}) < 2 or any(end <= m.start < b for m in mentions):
        return False
    return any(p and tuple(tokens[a:a + len(p)]) == p for p in openers) and all(m.start < start for m in near)


def _trick_in_relative(tokens: list[str], near: list[Mention], start: int, trick_words: list[str],
                       lex: Lexicon) -> bool:
    """The word for trick right before the verb closes a relative clause after the card before
    it ("o 5 de Espadas que abriu a vaza ganha do 2", "the 5 that opened the trick beats the 2"):
    the trick is that clause's object, the card the verb's subject. A relative word after a card
    (data ``trick_roles.card_relative``) between the card and the word for trick."""
    rel = {p for p in trick_roles(lex.lang).get("card_relative") or [] if len(p) == 1}
    before = [m.end for m in near if m.end <= start]
    return bool(rel) and bool(before) and any((t,) in rel for t in tokens[max(before):start])


AGAINST_REACH = 2       # words between a word for 'against' and the card it names ("gegen die Sieben")


def _against_before(tokens: list[str], at: int, verb_end: int, lex: Lexicon) -> bool:
    """A word for 'against' (data ``against``: "gegen", "to", "contre") right after the verb and
    within ``AGAINST_REACH`` words before the token at ``at``."""
    against = {norm(w) for w in lex.against}
    return any(tokens[k] in against for k in range(max(verb_end, at - AGAINST_REACH - 1), at))


def _other_rank_beaten(trick: Trick, after: str, lex: Lexicon, deck) -> bool:
    """The words after a beating verb, in its clause, name a rank by name (not a bare number)
    that no card of the trick has."""
    held = {c[:-1] if len(c) > 1 else c for c in trick.codes}
    return any(w.rank and not w.rank.isdigit() and w.rank not in held for w in card_words(after, lex, deck))


WITH_REACH = 2          # words between 'with' and the card it names ("avec son Asso", "mit der 28")


def _with_card(gap: list[str], lex: Lexicon) -> bool:
    """``gap``, the tokens between a verb of taking and a card, ends in a word for 'with' (data
    ``cicera_examples.with_card``) within reach of the card, past the trick at most ("takes the
    trick with the 3"): the card is what the trick is taken with."""
    from .cicera_examples import cues as cicera_cues

    phrases = [tuple(norm(w) for w in LETTER_WORDS.findall(p)) for p in cicera_cues(lex.lang).get("with_card") or ()]
    return any(p and tuple(gap[i:i + len(p)]) == p and len(gap) - i - len(p) <= WITH_REACH
               and not any(t in CLAUSE_END for t in gap)
               for p in phrases for i in range(len(gap)))


@functools.cache
def _more_won_by(lang: str) -> tuple[str, ...]:
    """More phrases naming the trick's winner after them (``trick_roles_more.won_by``: "bleibt beim")."""
    from .lexicon import CHECKER_DIR, _load_yaml

    path = CHECKER_DIR / f"{lang}.yaml"
    data = _load_yaml(path) if path.exists() else {}
    block = data.get("trick_roles_more") or {}
    place = data.get("example_structure") or {}
    return tuple(str(p) for p in [*(block.get("won_by") or ()), *(place.get("won_by") or ())])


def _card_before(mentions: list[Mention], clauses: list, k: int, relative: set[int] = frozenset()) -> list[Mention]:
    """The cards the clause before clause ``k`` names; past one clause that names none and is
    set off by commas (a relative clause), or one of ``relative`` (a relative clause that puts
    a card on the one before it: "Fante Монет, на который положили семёрку, берёт взятку")."""
    for j in (k - 1, k - 2):
        if j < 0:
            break
        found = [m for m in mentions if clauses[j][0] <= m.start < clauses[j][1]]
        if found and j not in relative:
            return found
        if clauses[j][2] != ",":
            break
    return []


def _asides(trick: Trick, text: str, lex: Lexicon) -> list[tuple[int, int]]:
    """Sentences of the passage that say who wins another trick than the one played: a later one
    ("On the next trick ... you win", ``claim_cues.later_tricks``), or this one as it would have
    gone, a sentence with a word for 'if' once every card of the trick is told ("Had you ...: se
    avessi risposto ..., avrebbe vinto l'Asso", "o 7 só ganharia se fosse de Copas"). What they
    name as winning is no verdict on the trick: character spans."""
    from .lexicon import cue_block
    from .terms import words as tokens_of

    later = list(cue_block(lex.lang, "claim_cues").get("later_tricks", ()))
    all_told = _all_told(trick)
    first = min((w.start for w in trick.words if w.rank and w.suit), default=0)
    out = []
    for m in re.finditer(r"[^.!?]+(?:[.!?]+|$)", text):
        if m.end() <= first:
            continue
        tokens = list(tokens_of(m.group()))
        if (m.start() > first and phrase_spans(tokens, {"l": later})) or \
                (all_told is not None and m.start() >= all_told and _conditional(tokens, lex)):
            # a verdict before a colon, the aside after it ("Взятка моя: кто ходил первым, тот и
            # забирает при одинаковой масти"): the aside begins with the first part that holds its cue
            start = m.start()
            for c in re.finditer(r":\s", m.group()):
                head = list(tokens_of(m.group()[:c.start()]))
                if phrase_spans(head, {"l": later}) or _conditional(head, lex):
                    break
                start = m.start() + c.end()
            out.append((start, m.end()))
    return out


def _conditional(tokens: list[str], lex: Lexicon) -> bool:
    """A word for 'if' in a sentence, as written (not by its stem: de "bei" is no "beim"), and
    not part of a phrase naming the trick's winner ("der Stich bleibt bei Anna")."""
    conditions = [tuple(norm(w) for w in LETTER_WORDS.findall(c)) for c in lex.condition]
    winners = [tuple(norm(w) for w in LETTER_WORDS.findall(c)) for c in [*lex.won_by, *_more_won_by(lex.lang)]]
    taken = [range(a, b) for a, b in _exact(tokens, winners)]
    return any(not any(a in r for r in taken) for a, _b in _exact(tokens, conditions))


def _not_mid_play(trick: Trick, text: str, verdicts: list, lex: Lexicon) -> list:
    """The verdicts less a card said to win or beat in the very clause that puts it on the trick
    while more cards are put on it after ("…; người bên phải tôi chặt bằng chủ 29, …, người cuối
    cùng đè bằng chủ 30": "trumps with the 29", "the last one overtrumps with the 30"): it beats
    what was played so far, the trick's outcome is told once every card is down. The later card
    must be named in the same sentence ("… Asso der Münzen drauf – das Asso gewinnt. 10 und Asso
    der Schwerter …": another trick after it)."""
    first: dict[int, tuple[int, int]] = {}
    for w in trick.words:
        if w.rank and w.suit and card_code(w) in trick.codes:
            first.setdefault(trick.codes.index(card_code(w)), (w.start, w.end))
    if len(first) != len(trick.codes):
        return verdicts
    out = []
    for v in verdicts:
        c, wins, (a, b) = v
        stop = REASON_END.search(text, b)
        stop = stop.start() if stop else len(text)
        if wins and a <= first[c][0] < b and any(b <= start < stop for start, _end in first.values()) and \
                _plays_in([norm(t) for t in LETTER_WORDS.findall(text[a:b])], lex):
            continue            # (a later card of the same sentence: not "… drauf – das Asso gewinnt. 10 und …")
        out.append(v)
    return out


def said_of_trick(engine, trick: Trick, text: str, lex: Lexicon) -> list[tuple[int, bool, tuple[int, int]]]:
    """What the passage says of this trick's winner, by card and by player, less what it says in
    an aside about another trick or a hypothetical one (:func:`_asides`)."""
    verdicts = _not_mid_play(trick, text, said_winners(trick, text, lex, engine.deck), lex) + \
        said_by_role(engine, trick, text, lex)
    asides = _asides(trick, text, lex) if verdicts else []
    return [v for v in verdicts if not any(a <= v[2][0] < b for a, b in asides)]


def check_trick_winner(engine, trick: Trick, text: str, lex: Lexicon) -> list[Finding]:
    """An error when what the passage says of the winner contradicts the engine (and nothing it
    says agrees with it)."""
    verdicts = _reasons_backing(trick, said_of_trick(engine, trick, text, lex), text, lex,
                                lambda: concluded(engine, trick, text, lex))
    agree = [v for v in verdicts if (v[0] == trick.winner) == v[1]]
    wrong = [v for v in verdicts if (v[0] == trick.winner) != v[1]]
    if not wrong or agree:
        return []
    a, b = wrong[0][2]
    name = engine.deck.card(trick.codes[trick.winner]).name
    return [evidence("example", "error", "another card wins the trick", f"{name} wins", text[a:b], role=CARD)]


def _reason_spans(text: str, lex: Lexicon) -> list[tuple[int, int]]:
    """Where the passage's reasons stand: from a word for 'because' (``cicera_examples.because``)
    to its sentence's end."""
    pattern = _because(lex.lang)
    if pattern is None:
        return []
    out = []
    for m in pattern.finditer(text):
        end = REASON_END.search(text, m.end())
        out.append((m.start(), end.start() if end else len(text)))
    return out


def _winners_said(trick: Trick, verdict: tuple[int, bool, tuple[int, int]]) -> set[int]:
    """The cards a verdict leaves as the trick's winner: the card said to win, or every other."""
    k, wins, _ = verdict
    return {k} if wins else set(range(len(trick.codes))) - {k}


def _reasons_backing(trick: Trick, verdicts: list, text: str, lex: Lexicon, otherwise) -> list:
    """The verdicts less those a reason gives against the passage's own verdict: a reason backs
    the outcome it follows ("Tikki kuului silti Assolle, koska Assoa ei voi voittaa
    kakkosella", "the trick stays with the Asso, because you cannot beat an Asso with a 2": the
    Asso is the object of the denied beating, not a card said to lose), so a verdict read in it
    that leaves another winner than the one said outside every reason is a misreading. The
    verdict outside is the passage's verdicts outside its reasons or, when there is none, the
    card it comes back to (``otherwise``: :func:`concluded`). Without any reason's verdict: the
    verdicts, or ``otherwise``'s, as before."""
    spans = _reason_spans(text, lex) if verdicts else []
    inside = [v for v in verdicts if any(a <= v[2][0] < b for a, b in spans)]
    if not inside:
        return verdicts or otherwise()
    outside = [v for v in verdicts if v not in inside]
    claims = outside or otherwise()
    if not claims:
        return verdicts
    said = set.intersection(*(_winners_said(trick, v) for v in claims))
    if not said:
        return verdicts         # the passage's own verdicts disagree: nothing to back
    return [*outside, *(v for v in inside if _winners_said(trick, v) & said)] if outside else \
        [*claims, *(v for v in inside if _winners_said(trick, v) & said)]


def _all_told(trick: Trick) -> int | None:
    """Where the passage has named every card of the trick whole (rank and suit) once: the end of
    the last first naming; None when some card is never named whole."""
    first: dict[str, int] = {}
    for w in trick.words:
        if w.rank and w.suit:
            first.setdefault(card_code(w), w.end)
    return max(first[c] for c in trick.codes) if set(first) >= set(trick.codes) else None


def concluded(engine, trick: Trick, text: str, lex: Lexicon) -> list[tuple[int, bool, tuple[int, int]]]:
    """The card the passage names again once the whole trick is played, where no verb tells its
    winner ("Tikin vie Re, koska ...", "... e a vaza: o Re é mais alto"): a narrated trick's
    outcome is what it comes back to. A verdict only when that is one card, named in no negated,
    conditional or valued clause ("the Re is worth 4"), and the engine's winner is not named again
    at all; an aside about another trick is no conclusion. The passage must narrate the play (the
    first card led, or each card played in turn): a rule that names cards tells no trick. A card
    named again after a verb of playing in its clause ("so she must play the Re") is played, not
    come back to."""
    if not (_first_is_led(text, list(trick.words), lex) or _narrated_in_order(text, list(trick.words), lex)):
        return []
    told = _all_told(trick)         # the play: each card named whole
    if told is None:
        return []
    mentions = []
    for w in trick.words:
        code = card_code(w) if w.rank and w.suit else None
        if code not in trick.codes and w.rank and not w.rank.isdigit():
            # a court named alone again ("vie Re"); a bare number may count anything
            same = [c for c in trick.codes if c[:-1] == w.rank]
            code = same[0] if len(same) == 1 else None
        if code in trick.codes:
            mentions.append((w.start, w.end, trick.codes.index(code)))
    asides = _asides(trick, text, lex)
    named, spoken = {}, set()
    for a, b, k in mentions:
        if a < told or any(x <= a < y for x, y in asides):
            continue
        spoken.add(k)
        start = max(text.rfind(ch, 0, a) for ch in CLAUSE_END) + 1
        stop = min([i for i in (text.find(ch, b) for ch in CLAUSE_END) if i >= 0] or [len(text)])
        clause = [norm(t) for t in LETTER_WORDS.findall(text[start:stop])]
        if set(clause) & set(lex.negation) or _conditional(clause, lex) or \
                find_numbers(text[start:a] + " " + text[b:stop], lex.lang):
            continue        # "the 11 points of the Asso": the card's value, not the trick's winner
        if _word_spans_in(text[start:a], _play_verbs(lex.lang)):
            continue        # "... so she must play the Re": a card played again, not the trick's outcome
        if _beaten_after(text[start:a], lex) or _trump_subject(text[start:a], lex):
            continue        # "the smallest trump beats the Asso", "der kleinste Trumpf sticht das Asso": the
            #                 card beaten, named after a beating verb or a trump said to be played on it
        named.setdefault(k, (start, stop))
    if trick.winner in spoken or len(named) != 1:
        return []
    k, span = next(iter(named.items()))
    return [(k, True, span)]


def _beaten_after(before: str, lex: Lexicon) -> bool:
    """A beating verb before a card in its clause with a subject before the verb ("the smallest
    trump beats the Asso"): the card is the one beaten. Not a verb opening its clause ("b)
    prende l'Asso": the card after it is its subject)."""
    tokens = [norm(t) for t in LETTER_WORDS.findall(before)]
    spans = phrase_spans(tokens, {"b": _beat_verbs(lex.lang)})
    return any(any(len(t) > 1 for t in tokens[:a]) for a, _, _ in spans)


TRUMP_SUBJECT_GAP = 2   # words between a word for trump and a card named after it that it beat ("Trumpf sticht das Asso")


def _trump_subject(before: str, lex: Lexicon) -> bool:
    """A word for trump in a clause before a card, ``TRUMP_SUBJECT_GAP`` words or more before it
    (not "briscola 2", "Trumpf Zwei", where the word names the card itself)."""
    tokens = [norm(t) for t in LETTER_WORDS.findall(before)]
    trumps = lex.terms.get("trump") or []
    return any(len(tokens) - b >= TRUMP_SUBJECT_GAP for _, b, _ in phrase_spans(tokens, {"t": trumps}))


@functools.cache
def _beat_verbs(lang: str) -> tuple[str, ...]:
    from .lexicon import lexicon

    return tuple(lexicon(lang).beats)


@functools.cache
def _play_verbs(lang: str) -> tuple[str, ...]:
    from .lexicon import lexicon

    return tuple(lexicon(lang).plays)


# ---------------------------------------------------------------- a trick read by role

@functools.cache
def trick_roles(lang: str) -> dict[str, list[tuple[str, ...]]]:
    """The ``trick_roles`` block of ``rules/checker/<lang>.yaml``: key → phrases as word tuples."""
    from .lexicon import CHECKER_DIR, _load_yaml

    path = CHECKER_DIR / f"{lang}.yaml"
    whole = _load_yaml(path) if path.exists() else {}
    data = {**(whole.get("trick_roles") or {}), **(whole.get("trick_roles_more") or {})}
    # players named by their place in the play ("the first player", "người thứ hai"): the
    # first is the leader, the second a person of its own
    place = whole.get("example_structure") or {}
    data = {**data, "leader": [*(data.get("leader") or []), *(place.get("first_player") or [])],
            "second": [*(place.get("second_player") or []), *(data.get("second") or [])]}
    return {k: [_role_words(str(p)) for p in v or []] for k, v in data.items()}


def _role_words(phrase: str) -> tuple[str, ...]:
    """A phrase's words; a phrase marked exact ("=возьмёт", a generated form) keeps the mark on
    its first word, so that joined again it is matched as written (``phrase_spans``), not by its
    stem ("взять" is no "взятка")."""
    out = tuple(norm(w) for w in LETTER_WORDS.findall(phrase))
    return (EXACT + out[0], *out[1:]) if out and phrase.startswith(EXACT) else out


PERSONS = ("me", "you", "other", "leader", "second", "third", "fourth")
SEATS = ("leader", "second", "third", "fourth")     # players named by their place in the play


def _exact(tokens: list[str], phrases: list[tuple[str, ...]]) -> list[tuple[int, int]]:
    """Where any of ``phrases`` occurs as whole words: token spans."""
    out = []
    present = set(tokens)
    for p in filter(None, phrases):
        if p[0].startswith(EXACT):        # a phrase marked exact (``_role_words``): whole words are matched here anyway
            p = (p[0][len(EXACT):], *p[1:])
        if p[0] not in present:
            continue
        n = len(p)
        out += [(i, i + n) for i in range(len(tokens) - n + 1) if tokens[i] == p[0] and tuple(tokens[i:i + n]) == p]
    return out


def _card_clauses(text: str, words: list[CardWord], lex: Lexicon):
    """The passage's tokens, its clauses, and the clause each card of a suit is first named in."""
    found = list(TOKEN.finditer(text))
    tokens = [norm(m.group()) for m in found]
    clauses = _clauses(tokens, lex)
    starts = [m.start() for m in found]
    where: dict[str, int] = {}
    for w in words:
        if not (w.rank and w.suit):
            continue
        at = next((i for i, s in enumerate(starts) if s >= w.start), None)
        k = next((n for n, (a, b, _) in enumerate(clauses) if at is not None and a <= at < b), None)
        if k is not None:
            where.setdefault(card_code(w), k)
    return found, tokens, clauses, where


def _plays_in(tokens: list[str], lex: Lexicon) -> bool:
    roles = trick_roles(lex.lang)
    return bool(phrase_spans(tokens, {"p": lex.plays, "l": lex.led}) or _exact(tokens, roles.get("play_on") or []))


def _outcome_cue(tokens: list[str], lex: Lexicon) -> bool:
    return bool(phrase_spans(tokens, {"w": lex.winning, "b": lex.beats, "l": lex.losing, "g": lex.won_by}))


def _narrated_in_order(text: str, words: list[CardWord], lex: Lexicon) -> bool:
    """The passage tells the play card after card ("I play the 7 of Swords, he throws the Asso
    of Cups on it", "Marc entame ..., Julie répond ..."): each card of the trick in a clause of its
    own with a verb that puts it on the trick, the first one said of no outcome, no later one
    said to be led. Then the order told is the order of play."""
    _found, tokens, clauses, where = _card_clauses(text, words, lex)
    ks = list(where.values())
    if len(ks) < 2 or len(set(ks)) < len(ks) or ks != sorted(ks):
        return False
    for n, k in enumerate(ks):
        a, b, opened = clauses[k]
        part = tokens[a:b]
        # "Gioco il Re di Denari e tu il Fante di Spade": the verb of the clause before, elided
        gapped = n > 0 and opened in ("and", ",") and k == ks[n - 1] + 1 and len(part) <= GAPPED_WORDS and \
            not _outcome_cue(part, lex)
        # "PEKKA: Ja minä Sauvojen Ren": a clause opening on its player, its verb left out or one of its own
        subject = n > 0 and _opening_subject(part, set(), lex) is not None
        if not (_plays_in(part, lex) or gapped or subject) or (n == 0 and _outcome_cue(part, lex)) or \
                (n > 0 and phrase_spans(part, {"l": lex.led})):
            return False
    return True


GAPPED_WORDS = 7        # a clause this short after a play, with no verb of its own, plays with its verb
SEQUENCE_GAP = 4        # words between two cards joined by a word for 'then' ("the Asso of Cups and after it the Asso of Coins")


def _told_in_sequence(text: str, words: list[CardWord], lex: Lexicon) -> bool:
    """The passage lists the cards of the trick joined by words for 'then' ("kuppien Asso ja sen
    perään kolikoiden Asso", "el 4, luego el 10 y por último el Asso"): each card after the first
    follows a word for 'then' (``example_structure.then``) in the few words since the one before,
    with no sentence end, outcome or lead between them. Then the order told is the order of play."""
    from .structure import structure_cues

    then = structure_cues(lex.lang).get("then", ())
    if not then:
        return False
    cards = [w for w in words if w.rank and w.suit]
    seen: list[CardWord] = []
    for w in cards:
        if all(card_code(v) != card_code(w) for v in seen):
            seen.append(w)
    if len(seen) < 2 or any(b.start < a.end for a, b in zip(seen, seen[1:])):
        return False
    for a, b in zip(seen, seen[1:]):
        gap = text[a.end:b.start]
        tokens = [norm(t) for t in LETTER_WORDS.findall(gap)]
        if re.search(r"[.!?;:]", gap) or len(tokens) > SEQUENCE_GAP or not phrase_spans(tokens, {"t": list(then)}) \
                or _outcome_cue(tokens, lex) or phrase_spans(tokens, {"l": lex.led}):
            return False
    return True


def _persons(tokens: list[str], names: set[str], lex: Lexicon, subject: bool = False) -> list[tuple[int, str]]:
    """The players a clause names: (token, "me" | "you" | "other" | a name); a possessive right
    before a word for the opponent is part of it ("my opponent", "il tuo avversario"). In the
    clause that plays a card (``subject``), a possessive before another noun names no player ("a
    minha tia jogou ..."); elsewhere it names the card's player ("mon petit atout remporte le pli")."""
    roles = trick_roles(lex.lang)
    spans = sorted((a, b, p) for p in PERSONS for a, b in _exact(tokens, roles.get(p) or []))
    possessive = {w for phrase in roles.get("possessive") or [] for w in phrase}
    out = []
    for a, b, p in spans:
        if p != "other" and any(c == b and q == "other" for c, _d, q in spans):
            continue
        if subject and b - a == 1 and tokens[a] in possessive and b < len(tokens) and tokens[b].isalpha() and \
                not any(c == b for c, _d, _q in spans):
            continue            # "a minha avó jogou ...": the grandmother plays, not I
        out.append((a, p))
    # "the opponent of Caio", "đối thủ của Nam": a player named after a word for the other
    # player (past a word for 'of', ``trick_roles.of``) is whose opponent; the other is meant
    of = {w for phrase in roles.get("of") or [] for w in phrase}
    others_end = {b for _a, b, p in spans if p == "other"}
    after_other = {j for b in others_end for j in (b, b + 1)
                   if j == b or (b < len(tokens) and tokens[b] in of)}
    out = [(i, p) for i, p in out if not (i in after_other and p != "other")]
    out += [(i, t) for i, t in enumerate(tokens) if t in names and i not in after_other]
    return out


def _refers_to_card(part: list[str], before: tuple, a: int, tokens: list[str], mentions: list, caps: set[str],
                    lex: Lexicon) -> bool:
    """A clause opening on a pronoun of the third person, right after a clause of the same
    sentence that names a card of the trick and no player but by a possessive ("Ваш Asso — самая
    сильная карта, он забирает взятку", "your Asso is the highest card, it takes the trick"): the
    pronoun is the card, not the other player."""
    c, d, _ = before
    if any(t in ".!?" for t in tokens[d:a]) or not any(c <= m.start < d for m in mentions):
        return False
    persons = _persons(part, caps, lex)
    opens = _reason_opens(part, lex)        # "Берёт тройка, ведь она старше": "because it", the card
    if not persons or persons[0][0] != opens or persons[0][1] != "other":
        return False
    possessive = {w for phrase in trick_roles(lex.lang).get("possessive") or [] for w in phrase}
    return all(p != "other" and tokens[c + i] in possessive for i, p in _persons(tokens[c:d], caps, lex))


def _reason_opens(part: list[str], lex: Lexicon) -> int:
    """How many words a word for 'because' (``cicera_examples.because``) takes at the clause's
    start: 0 when it opens with none."""
    from .cicera_examples import cues as example_cues

    return max((b for a, b, _ in phrase_spans(part[:3], {"b": list(example_cues(lex.lang).get("because") or ())})
                if a == 0), default=0)


SWAPPED = {"me": "you", "you": "me"}


# a turn of a dialogue begins: a dash at the passage's start or right after a sentence's end, a
# closing quote before it or none ("—¿Y quién se lleva la baza? —Yo, …", "…Cavallo.« – »Und wer …")
TURN = re.compile(r"(?:^|[.!?…][»«“”\"]?)\s*[—–―]\s*")


# where the passage being checked begins an entry of a dashed or bulleted list (``checks.passage_turns``:
# the dash of "— Et qui prend le pli ?" is gone from the segment's text)
TURNS: ContextVar[tuple[int, ...]] = ContextVar("turns", default=())


def _turn_between(text: str, x: int, y: int) -> bool:
    """A turn of a dialogue begins between offsets ``x`` and ``y`` of ``text``."""
    return any(x <= m.end() <= y for m in TURN.finditer(text, max(0, x - 2), y)) or \
        any(x <= t <= y for t in TURNS.get())


def _answered(tokens: list[str], clauses: list, k: int, caps: set[str], lex: Lexicon,
              found: list[re.Match] | None = None, text: str = "", play_end: int | None = None) -> tuple[set[str], bool]:
    """Who the answer to the question of clause ``k`` names ("Who takes the trick? A: You do"),
    past a one-word label before a colon; the answer speaks to the asker: its "you" is the
    question's "I". In a dialogue whose play is told in one turn, the question asked in the next
    and answered in the one after (``found``, ``text``, ``play_end``: where the play's last
    clause ends), the answer's speaker is the one who told the play, the asker the other: its
    "I" is the play's ("—Sales con el Asso y yo pongo el 2. —¿Y quién se lleva la baza? —Yo"),
    not swapped. Also whether the answer denies ("Du nicht": not you)."""
    for j in (k + 1, k + 2):
        if j >= len(clauses):
            break
        a, b, _ = clauses[j]
        if b - a == 1 and b < len(tokens) and tokens[b] == ":":
            continue            # "A:", "R:", "Answer:"
        said = {p for _, p in _persons(tokens[a:b], caps, lex)}
        denied = any(t in set(lex.negation) for t in tokens[a:b])
        if found and play_end is not None:
            q = found[clauses[k][0]].start()
            if _turn_between(text, play_end, q) and _turn_between(text, found[clauses[k][1] - 1].end(),
                                                                   found[a].start()):
                return said, denied         # the teller of the play answers
        return {SWAPPED.get(p, p) for p in said}, denied
    return set(), False


def said_by_role(engine, trick: Trick, text: str, lex: Lexicon) -> list[tuple[int, bool, tuple[int, int]]]:
    """What the passage says of the winner by naming a player ("the trick is yours", "he takes
    it", "c'est Julie qui remporte le pli"), with the player who played each card read from the
    clause that puts it on the trick ("you answer with the Asso", "Bruno joga o Re"): (card, wins?,
    character span of the clause). A player read only when the clause names one player."""
    roles = trick_roles(lex.lang)
    if not roles:
        return []
    words = list(trick.words)
    found, tokens, clauses, where = _card_clauses(text, words, lex)
    if set(where) != set(trick.codes):
        return []
    # names: capitalised words (no card word) told both playing a card and taking the trick
    card_spans = [(w.start, w.end) for w in words]
    persons = {w for p in PERSONS for phrase in roles.get(p) or [] for w in phrase}
    lower = {m.group() for m in found if m.group().islower()}     # "The ... the": no name
    # a name is capitalised also inside a sentence ("Se sale ... Se lleva": no name)
    inside = {norm(m.group()) for k, m in enumerate(found) if k and found[k - 1].group() not in ".!?"}
    # a player may be a capital letter told inside a sentence ("pelaaja A avaa ..., pelaaja B
    # ...; tikin saa B"), then also where it opens one ("...; B fournit le 9 ... . B ramasse le
    # pli"); not a capital letter only ever opening a sentence ("A vaza foi dela")
    letters = {norm(m.group()) for k, m in enumerate(found) if len(m.group()) == 1 and m.group().isupper()
               and k and found[k - 1].group() not in ".!?"}
    things = _thing_words(lex)
    caps = {norm(m.group()) for m in found if m.group()[:1].isupper()
            and (m.group()[1:].islower() or (len(m.group()) == 1 and norm(m.group()) in letters))
            and not any(a <= m.start() < b for a, b in card_spans) and norm(m.group()) not in persons
            and norm(m.group()) not in lower and norm(m.group()) not in things}
    labels = _row_labels(tokens, clauses, where, lex)
    caps_all = set(caps)

    def with_subject(k: int) -> tuple[int, int]:
        """Clause ``k``, with the clause before it when 'and' joins them and that one names no
        card of the trick: one subject for both ("B hat keine Kelche und legt die 7", "she has no
        Cups and plays the 7")."""
        a, b, opened = clauses[k]
        if opened == "and" and k and k - 1 not in where.values():
            return clauses[k - 1][0], b
        return a, b

    # a name plays a card and is told again (taking the trick): a capitalised word in a clause
    # that puts a card on the trick, and in another clause ("Si tu entames ...": no name)
    plays = [with_subject(k) for k, (a, b, _) in enumerate(clauses) if k in where.values() and _plays_in(tokens[a:b], lex)]
    caps = {c for c in caps if any(c in tokens[a:b] for a, b in plays)
            # only ever opening a sentence ("Anna leads ... Anna wins"): a name if it plays one
            # card only ("Se sale ... Se lleva": no name)
            and (c in inside or sum(c in tokens[a:b] for a, b in plays) == 1)}
    # names that only open sentences when the play is told by names, one per card, at least two
    # ("Mara leads ... Olli answers ..."; not "Se sale con el Re ...; el segundo jugador ...")
    by_name = [{c for c in caps if c in tokens[a:b]} for a, b in plays]
    if not (len(plays) >= 2 and all(len(n) == 1 for n in by_name) and len(set().union(*by_name)) == len(plays)):
        caps = {c for c in caps if c in inside}
    caps = {c for c in caps if sum(c in tokens[a:b] for a, b, _ in clauses) >= 2}
    caps |= {c for c in caps_all if list(labels.values()).count(c) == 1}     # "Nord : Cavallo de Coupes ; Sud : ..."
    labelled = _label_players(labels, caps, lex)       # ... or "Я: тройка Мечей, он: Asso Мечей", "lui 7B, moi FB"
    roles_named = _role_nouns(tokens, clauses, plays, found, card_spans, persons, lex)
    for i, t in enumerate(tokens):
        tokens[i] = next((r for r in roles_named if word_matches(t, r)), t)    # "деду" takes up "дед"
    caps |= roles_named
    player: dict[int, str] = {}
    play_clauses = set()
    for code, k in where.items():
        a, b, _ = clauses[k]
        if k in labelled:
            play_clauses.add(k)
            player[trick.codes.index(code)] = labelled[k]
            continue
        if not _plays_in(tokens[a:b], lex):
            if (subject := _opening_subject(tokens[a:b], caps, lex)) and list(where.values()).count(k) == 1:
                # "e eu botei o 7 de Ouros por cima": a clause that opens on a player and first
                # names one card of the trick puts it on the trick, whatever its verb
                play_clauses.add(k)
                player[trick.codes.index(code)] = subject
            continue
        play_clauses.add(k)
        who = {p for _, p in _persons(tokens[a:b], caps, lex, subject=True)} or verb_person(tokens[a:b], lex)
        if not who and with_subject(k)[0] < a:
            # "B hat keine Kelche und legt die 7 Münzen": the subject of the clause 'and' joins it to
            c = with_subject(k)[0]
            who = {p for _, p in _persons(tokens[c:a], caps, lex, subject=True)} or verb_person(tokens[c:a], lex)
        if len(who) == 1 and list(where.values()).count(k) == 1:    # one player of two cards: none read
            player[trick.codes.index(code)] = who.pop()
    player.update(_owned_in_clause(trick, found, tokens, clauses, where, play_clauses, player, caps, lex))
    player = _told_apart(trick, tokens, clauses, where, player, lex)
    if len(set(player.values())) < len(player):
        # two cards played by persons not told apart ("Ele sai com o 5 …, ela responde com o 6",
        # both a third person): no card has a player, a winner named by place may still be read
        player = {}
    # the play told in order (or its first card led): a player named by place is that card's seat
    # ("the second player", "il quarto"), whichever clause named them
    in_order = _first_is_led(text, words, lex) or _narrated_in_order(text, words, lex) or \
        _told_in_sequence(text, words, lex)
    if in_order and any(q in SEATS and SEATS.index(q) != c for c, q in player.items()):
        return []               # a place told of another card than the one at that place
    takes = roles.get("takes") or []
    owns = roles.get("owns") or []
    trick_words = [tuple(norm(w) for w in LETTER_WORDS.findall(t)) for t in lex.terms.get("trick") or []]
    mentions = _mentions(trick, found)
    firsts: dict[int, int] = {}
    for m in mentions:
        firsts.setdefault(m.card, m.end)
    told = max(firsts.values()) if len(firsts) == len(trick.codes) else None
    first_card = min((m.start for m in mentions), default=None)
    out = []
    for k, (a, b, _) in enumerate(clauses):
        part = tokens[a:b]
        if k in play_clauses or k in where.values():
            continue
        if _deal_totals(engine, trick, text, found, tokens, a, b, lex):
            continue
        taken = _owners_taken(part, lex)
        who = {p for i, p in _persons(part, caps, lex) if i not in taken}
        if not who and not taken:
            who = verb_person(part, lex)        # "Levei a vaza com o 7": the verb's ending, its subject left out
        if not who and not taken and phrase_spans(part, {"t": lex.terms.get("trick") or []}):
            # "взятка его": a possessive of the third person beside the trick (``possessive_other``;
            # alone it may be the card or the trick, "её берёт семёрка", no player)
            who = {p for p in PERSONS for i, t in enumerate(part) if (t,) in (roles.get(f"possessive_{p}") or [])}
        if not who and k and clauses[k][2] in ("and", ",") and k - 1 in play_clauses and \
                any(part[i] in persons for i in taken):
            # "Nicola legt die 2 drauf – und nimmt mir damit den Re weg": the clause names only
            # whom it takes from; its subject is the one who played in the clause before
            who = {q for c, q in player.items() if where.get(trick.codes[c]) == k - 1}
            robbed = {q for i, q in _persons(part, caps, lex) if i in taken}
            if not who and len(robbed) == 1 and len(trick.codes) == 2 and \
                    (mine := [c for c, q in player.items() if q in robbed]) and _exact(part, roles.get("taken_from") or []):
                # ... or, of two cards, the one not played by whom it is taken from
                out.append((1 - mine[0], not _winning_denied(part, takes, set(), lex),
                            (found[a].start(), found[b - 1].end())))
                continue
        if who == {"other"} and first_card is not None and b <= first_card and \
                any(t in ".!?" for t in tokens[b:first_card]):
            continue        # "... et c'est lui qui le ramasse. Il entame le Re ...": a third person in a
            #                 sentence before the trick's first card is an earlier trick's player ("Deiner,
            #                 der Stich! Auf meinen Cavallo ...": the you and I of a story told outcome first)
        if who == {"other"} and k and _refers_to_card(part, clauses[k - 1], a, tokens, mentions, caps, lex):
            continue        # "Ваш Asso — самая сильная карта, он забирает взятку": "it", the card just named
        asked = denied = False
        if not who and b < len(tokens) and tokens[b] == "?":
            asked = True
            told_before = [found[clauses[j][1] - 1].end() for j in play_clauses if clauses[j][1] <= a]
            who, denied = _answered(tokens, clauses, k, caps, lex, found, text, max(told_before, default=None))
        elif not who and b < len(tokens) and tokens[b] == ":" and b - a <= LABEL_REACH and k + 1 < len(clauses) \
                and phrase_spans(part, {"w": lex.winning}):
            # a label of winning before a colon, the player after it ("gagnant : Nord")
            c, d, _ = clauses[k + 1]
            who = {p for _, p in _persons(tokens[c:d], caps, lex)} if d - c <= 2 else set()
        if len(who) != 1:
            continue
        p = who.pop()
        if p == "other" and (g := _genders(part, lex)) and len(g) == 1 and f"other:{next(iter(g))}" in player.values():
            p = f"other:{g.pop()}"          # "…, and she takes the trick": the player of her gender
        elif p == "other" and _genders(part, lex) and "other" in player.values() and \
                (any(q not in ("me", "you", "other") for q in player.values()) or
                 (len(trick.codes) > 2 and len(player) < len(trick.codes))):
            continue        # "… l'adversaire suivant coupe …; le dernier surcoupe … . Pli pour lui": a third
            #                 person that may be any of the third persons who played, not only "the opponent"
        said = phrase_spans(part, {"w": lex.winning, "b": lex.beats, "g": [*lex.won_by, *_more_won_by(lex.lang)],
                                   "t": lex.trick_taker}) or \
            _exact(part, takes) or (any(_exact(part, [t]) or phrase_spans(part, {"t": [" ".join(t)]}) for t in trick_words)
                                    and _exact(part, owns))
        if not said and len(part) <= 2 and _exact(part, owns):
            # "Deiner, der Stich!", "Tuya, la baza": the owner set off before or after the trick,
            # a clause of its own next to one that names only the trick
            said = any(0 <= j < len(clauses) and clauses[j][1] - clauses[j][0] <= 2 and
                       not any(t in ".!?" for t in tokens[min(b, clauses[j][1]):max(a, clauses[j][0])]) and
                       phrase_spans(tokens[clauses[j][0]:clauses[j][1]], {"t": lex.terms.get("trick") or []})
                       for j in (k - 1, k + 1))
        if not said and told is not None and a >= told:
            said = _trick_of(part, k, tokens, clauses, mentions, lex)
        if not said and told is not None and a >= told and clauses[k][2] in ARROWS and b - a <= ARROW_VERDICT:
            # a player alone after an arrow, once the trick is told: a note's verdict ("eu 3O × ele RO → ele, 14 pts")
            said = True
        if not said and asked:
            # "E la presa di chi è? — Mia": a question about the trick, answered by a player
            said = any(_exact(part, [t]) or phrase_spans(part, {"t": [" ".join(t)]}) for t in trick_words)
        if not said:
            continue
        wins = not _winning_denied(part, takes, {i for i, q in _persons(part, caps, lex) if q == p}, lex)
        if phrase_spans(part, {"l": lex.losing}):
            wins = not wins
        if denied:
            wins = not wins         # "Wer kriegt den Stich? – Du nicht."
        cards = [c for c, q in player.items() if q == p]
        if not cards and in_order and p in SEATS and SEATS.index(p) < len(trick.codes):
            cards = [SEATS.index(p)]
        if not cards and p in PERSONS and len(trick.codes) == 2 and len(player) == 1:
            cards = [c for c in range(2) if c not in player]    # of two players, the one not named
            opened = max((i + 1 for i in range(a) if tokens[i] in ".!?"), default=0)
            if told is not None and any(t == q for t in tokens[max(opened, told):a] for q in player.values() if q in caps):
                cards = list(player)    # ... unless the named one was just named in its sentence: "Ben – der
                #                         Re ist höher, und er kassiert 4 Punkte" ("er" takes up Ben)
        if len(cards) != 1:
            continue
        out.append((cards[0], wins, (found[a].start(), found[b - 1].end())))
    return out


def _thing_words(lex: Lexicon) -> frozenset[str]:
    """The words of our terms for the things of the game — the trick, trumps, a suit, the pack,
    a card, points: capitalised nouns in German ("Im dritten Stich spielt A …"), no player's name."""
    return _things_of(lex.lang)


@functools.cache
def _things_of(lang: str) -> frozenset[str]:
    from .lexicon import lexicon
    from .terms import words as words_of

    lex = lexicon(lang)
    return frozenset(w for concept in ("trick", "trump", "suit", "suit_led", "deck", "last_trick")
                     for p in lex.terms.get(concept) or [] for w in words_of(p)) | \
        frozenset(w for p in [*lex.cards, *lex.point_words] for w in words_of(p))


@functools.cache
def _verb_persons(lang: str) -> dict[str, tuple[str, ...]]:
    """The ``verb_person`` block of ``rules/checker/<lang>.yaml``, normalised: the endings of a
    finite verb of the first and second person singular (``me``, ``you``), the auxiliaries of each
    person (``me_aux``, ``you_aux``), the endings of forms with no person (``no_person``:
    participles, infinitives, the passive) and words with a person's ending that are no verb of
    it (``not_verbs``)."""
    from .lexicon import cue_block

    return {k: tuple(norm(w) for w in v) for k, v in cue_block(lang, "verb_person").items()}


def _ending_person(word: str, table: dict[str, tuple[str, ...]]) -> str | None:
    """The person a verb's ending marks ("rispondo", "levei", "pelaan" → "me"; "giochi",
    "pelaat", "ходишь" → "you"), the longest ending deciding; None for a form with no person."""
    if word in table.get("not_verbs", ()) or any(word.endswith(e) for e in table.get("no_person", ())):
        return None
    best = max(((len(e), p) for p in ("me", "you") for e in table.get(p, ())
                if word.endswith(e) and (len(word) >= len(e) + 2 or len(e) >= 4)), default=None)
    return best[1] if best else None


def verb_person(part: list[str], lex: Lexicon) -> set[str]:
    """Who a clause that names no player speaks of by its verb alone, where the language leaves
    the subject out (it, es, pt, fi, ru): the person the ending of each verb of playing, leading,
    answering, taking or winning marks ("rispondo con l'Asso", "Levei a vaza com o 7", "Pelaan
    Kuppien 2:n", "хожу шестёркой"), or an auxiliary right before it ("ho preso", "he ganado").
    The verbs are the words that start such a phrase of the language's data (``plays``, ``led``,
    ``trick_roles.play_on`` and ``takes``, ``winning``, ``trick_taker``); a language whose
    verbs need their subject has no endings, and so no person here. Empty when the verbs mark
    no person or more than one."""
    table = _verb_persons(lex.lang)
    if not table.get("me") and not table.get("you"):
        return set()
    roles = trick_roles(lex.lang)
    spans = phrase_spans(part, {"p": lex.plays, "l": lex.led, "w": lex.winning, "t": lex.trick_taker})
    starts = {a for a, _b, _k in spans} | {a for a, _b in _exact(part, [*(roles.get("play_on") or []),
                                                                          *(roles.get("takes") or [])])}
    out = set()
    for a in starts:
        aux = part[a - 1] if a else ""
        if aux in table.get("not_after", ()):
            continue            # "il gioco": a noun, the game
        person = "me" if aux in table.get("me_aux", ()) else "you" if aux in table.get("you_aux", ()) else \
            _ending_person(part[a], table)
        if person:
            out.add(person)
    return out if len(out) == 1 else set()


def _opening_subject(part: list[str], caps: set[str], lex: Lexicon) -> str | None:
    """The player a clause opens on, past function words and words of sequence ("e eu botei o
    7 …", "und dann ich …"), when it names that player only and tells no outcome (no winning,
    beating, losing or taking): the subject of the clause."""
    from .detect import _function_words
    from .structure import structure_cues

    persons = _persons(part, caps, lex, subject=True)
    if len({p for _, p in persons}) != 1 or _outcome_cue(part, lex) or _exact(part, trick_roles(lex.lang).get("takes") or []):
        return None
    common, _floor = _function_words(lex.lang)
    common |= {w for p in structure_cues(lex.lang).get("then", ()) for w in LETTER_WORDS.findall(norm(p))}
    i, p = persons[0]
    if any(t not in common for t in part[:i]) or i + 1 >= len(part):
        return None
    return p


def _genders(part: list[str], lex: Lexicon) -> set[str]:
    """The genders of the third persons a clause names (``trick_roles_more.he``, ``she``)."""
    roles = trick_roles(lex.lang)
    return {g for g, key in (("m", "he"), ("f", "she")) if _exact(part, roles.get(key) or [])}


def _told_apart(trick: Trick, tokens: list[str], clauses: list, where: dict[str, int], player: dict[int, str],
                lex: Lexicon) -> dict[int, str]:
    """Cards played by a third person each ("he leads the Re …, she answers with the 3 …", "ele
    sai com o 5, ela responde com o 6"), told apart by the pronoun's gender: each "other" card's
    player becomes "other:m" or "other:f" when every such clause names one gender and no two the
    same; otherwise as they were."""
    others = [c for c, q in player.items() if q == "other"]
    if len(others) < 2:
        return player
    genders = {}
    for c in others:
        a, b, _ = clauses[where[trick.codes[c]]]
        g = _genders(tokens[a:b], lex)
        if len(g) != 1:
            return player
        genders[c] = g.pop()
    if len(set(genders.values())) < len(genders):
        return player
    return {**player, **{c: f"other:{g}" for c, g in genders.items()}}


def _noun_players(text: str, trick: Trick, tokens: list[str], lex: Lexicon) -> set[str]:
    """The forms in ``tokens`` of the players the passage names by a common noun
    (:func:`_role_nouns`): "..., and the priest takes the trick" names a player, not the card
    of the clause before."""
    words = list(trick.words)
    found, own, clauses, where = _card_clauses(text, words, lex)
    plays = [(a, b) for k, (a, b, _) in enumerate(clauses) if k in where.values() and _plays_in(own[a:b], lex)]
    persons = {w for p in PERSONS for phrase in trick_roles(lex.lang).get(p) or [] for w in phrase}
    roots = _role_nouns(own, clauses, plays, found, [(w.start, w.end) for w in words], persons, lex)
    return {t for t in tokens if any(word_matches(t, r) for r in roots)}


def _role_nouns(tokens: list[str], clauses: list, plays: list[tuple[int, int]], found: list[re.Match],
                card_spans: list[tuple[int, int]], persons: set[str], lex: Lexicon) -> set[str]:
    """Players named by a common noun ("il nonno esce col 7 ..., la zia risponde ..., e la presa
    va al nonno"; "the priest leads ..., the mayor plays ..., the priest takes the trick"): the
    one word before the verb that puts a card on the trick that is no function word of the
    language (``language_cues.function_words``, articles and auxiliaries among them) or word of
    sequence, in a clause that opens on it, neither a word for a player nor part of a card
    ("j'ai posé l'Asso": "ai" follows "j'", no subject); a player when that word is the subject of one such
    clause only and is told again after it, in a clause that puts no card on the trick (where the
    outcome is told; its case ending may differ: "досталась деду"; not a rule told before the
    example: "der Gewinner spielt den nächsten Stich aus. Beispiel: …, der Nächste legt …").
    Capitalised names are read apart."""
    from .detect import _function_words
    from .structure import structure_cues

    common, _floor = _function_words(lex.lang)
    common |= {w for p in structure_cues(lex.lang).get("then", ()) for w in LETTER_WORDS.findall(norm(p))}   # "poi esce ...": a word of sequence
    subjects: list[tuple[str, int]] = []
    for a, b in plays:
        part = tokens[a:b]
        verbs = [c for c, _d, _k in phrase_spans(part, {"p": lex.plays, "l": lex.led})] + \
            [c for c, _d in _exact(part, trick_roles(lex.lang).get("play_on") or [])]
        if not verbs or not (at := min(verbs)):
            continue            # "esce il Re ...": the verb first, no subject before it
        content = [i for i in range(at) if part[i] not in common]
        if len(content) != 1:
            continue            # the clause opens on its subject alone, past articles and auxiliaries ("il nonno ha
            #                     giocato"); not "j'ai posé", "e poi mia zia gioca"
        t = part[content[0]]
        start = found[a + content[0]].start()
        if t.isalpha() and len(t) > 1 and t not in persons and not any(c <= start < d for c, d in card_spans):
            subjects.append((t, b))
    said = [t for t, _ in subjects]
    return {t for t, end in subjects if said.count(t) == 1 and
            any(word_matches(w, t) for a, b, _ in clauses if a >= end and (a, b) not in plays for w in tokens[a:b])}


def _deal_totals(engine, trick: Trick, text: str, found: list[re.Match], tokens: list[str], a: int, b: int,
                 lex: Lexicon) -> bool:
    """The clause's sentence gives an amount of points no trick of so many cards holds (more than
    the highest card's value times the cards: "Chiara terminó con 59 puntos y Álvaro con 61: ganó
    Álvaro", "am Ende hatte Nicola 68 Punkte und gewann"), and the clause names no trick: who
    wins there wins the deal, not the trick."""
    from .examples import amounts

    values = getattr(engine, "value", None)
    if not values:
        return False
    if phrase_spans(tokens[a:b], {"t": [*(lex.terms.get("trick") or [])]}):
        return False
    opened = max((i + 1 for i in range(a) if tokens[i] in ".!?"), default=0)
    ends = next((i for i in range(b, len(tokens)) if tokens[i] in ".!?"), len(tokens))
    sentence = text[found[opened].start():found[ends - 1].end()] if ends > opened else ""
    cap = max(v or 0 for v in values) * len(trick.codes)
    return any(n.value > cap for n in amounts(sentence, lex, list(lex.point_words)))


def _winning_denied(part: list[str], takes, person_at: set[int], lex: Lexicon) -> bool:
    """A negation in the clause denies its verb of winning or taking: one at the clause's
    opening before the player ("Nicht Matteo gewinnt", "Non è Anna a vincere"), within reach before the verb ("Anna doesn't take it") or
    right before the player named ("it is not Anna who wins"), or after the verb ("gewinnt den Stich nicht").
    One farther before them, with words of its own between, is another predicate's, though no
    comma parts them ("Coppe ist kein Trumpf – Matteo gewinnt den Stich", "Cups being no trump
    Anna takes it"). With no verb found (an owner named: "the trick is yours"), any negation."""
    part = _before_condition(part, takes, lex)
    negations = set(lex.negation)
    nots = [i for i, t in enumerate(part) if t in negations]
    if not nots:
        return False
    verbs = [a for a, _b, _ in phrase_spans(part, {"w": lex.winning, "b": lex.beats, "g": lex.won_by,
                                                   "t": lex.trick_taker})] + [a for a, _b in _exact(part, takes)]
    if not verbs:
        return True
    verb = min(verbs)
    return any(i >= verb or verb - NEGATION_REACH <= i or i + 1 in person_at or
               (i < CLAUSE_OPENS and any(i < q <= i + NEGATION_REACH for q in person_at)) for i in nots)


def _before_condition(part: list[str], takes, lex: Lexicon) -> list[str]:
    """A clause's words up to a condition opened after its verb of winning or taking ("quem sai
    leva sempre que ninguém trunfa", "the leader takes it whenever nobody trumps"): a negation in
    the condition negates its own verb, not the winning."""
    verbs = [b for a, b, _ in phrase_spans(part, {"w": lex.winning, "b": lex.beats, "g": lex.won_by})] + \
        [b for a, b in _exact(part, takes)]
    if not verbs:
        return part
    after = [a for a, _, _ in phrase_spans(part, {"c": lex.condition}) if a >= min(verbs)]
    return part[:min(after)] if after else part


def _owners_taken(part: list[str], lex: Lexicon) -> set[int]:
    """Players a clause names after its verb of taking or winning as the owners of what is taken
    ("… and takes your 10 points", "prende i tuoi punti", "ăn 10 điểm của bạn", "забирает ваши
    очки"): a possessive before a word (data ``trick_roles_more.possessive``) or a person after
    a word for 'of' (``trick_roles.of``), or a person in the dative in a phrase of taking from
    (``trick_roles_more.taken_from``: "nimmt mir", "mi porta", "me quita"). Whose points are taken
    is not who takes them."""
    roles = trick_roles(lex.lang)
    verbs = phrase_spans(part, {"w": lex.winning, "b": lex.beats, "t": lex.trick_taker}) or \
        [(a, b, "t") for a, b in _exact(part, roles.get("takes") or [])]
    if not verbs:
        return set()
    end = min(b for _a, b, _k in verbs)
    possessive = {w for phrase in roles.get("possessive") or [] for w in phrase}
    of = {w for phrase in roles.get("of") or [] for w in phrase}
    persons = {w for p in PERSONS for phrase in roles.get(p) or [] for w in phrase}
    # a person in the dative beside a verb of taking in the third person ("nimmt mir den Re weg",
    # "mi porta via il Re", "me quita el Re", "me prend le Re"): whom it is taken from
    robbed = {i for a, b in _exact(part, roles.get("taken_from") or []) for i in range(a, b) if part[i] in persons}
    return robbed | {i for i in range(end, len(part))
                     if part[i] in possessive and i + 1 < len(part) and part[i + 1] not in ".,;:!?"
                     or i > end and part[i - 1] in of}


def _owned_in_clause(trick: Trick, found: list[re.Match], tokens: list[str], clauses: list, where: dict[str, int],
                     play_clauses: set[int], player: dict[int, str], caps: set[str], lex: Lexicon) -> dict[int, str]:
    """Players of cards that one clause plays together ("Auf meinen Cavallo hast du die Sieben
    gelegt", "tu poses ton Re sur mon 3"): a card right after a possessive is that person's; of
    two cards, the one with no possessive is played by the one other person the clause names."""
    roles = trick_roles(lex.lang)
    possessive = {w for phrase in roles.get("possessive") or [] for w in phrase}
    whose = {w: p for p in PERSONS for phrase in [*(roles.get(p) or []), *(roles.get(f"possessive_{p}") or [])]
             if len(phrase) == 1 for w in phrase}
    starts = [m.start() for m in found]
    out: dict[int, str] = {}
    for k in play_clauses:
        codes = [c for c, q in where.items() if q == k]
        if len(codes) != 2 or any(trick.codes.index(c) in player for c in codes):
            continue
        a, b, _ = clauses[k]
        owners: dict[int, str] = {}
        for code in codes:
            w = next(w for w in trick.words if w.rank and w.suit and card_code(w) == code)
            at = next((i for i, x in enumerate(starts) if x >= w.start), None)
            if at is not None and a < at and tokens[at - 1] in possessive:
                # the person's own word, or its declined form ("meinen" of "mein")
                of = {p for w, p in whose.items() if tokens[at - 1] == w} or \
                    {p for w, p in whose.items() if len(w) >= 3 and tokens[at - 1].startswith(w)}
                if len(of) == 1:
                    owners[trick.codes.index(code)] = of.pop()
        if not owners or len(set(owners.values())) != len(owners):
            continue
        rest = [trick.codes.index(c) for c in codes if trick.codes.index(c) not in owners]
        if rest:
            who = {p for _, p in _persons(tokens[a:b], caps, lex, subject=True)} - set(owners.values())
            if len(who) != 1:
                continue
            owners[rest[0]] = who.pop()
        out.update(owners)
    return out


ARROW_VERDICT = 2       # words of a player named alone after an arrow: the trick's winner ("→ ele", "→ a Marco")
LABELLED_ENTRY = 6      # words of a note's entry a pronoun labels ("eu 3 de Espadas", "ele Re de Espadas")


def _row_labels(tokens: list[str], clauses: list, where: dict[str, int], lex: Lexicon) -> dict[int, str]:
    """A row of the trick's cards each told with a label, a note's entries ("— Nord : Cavallo de
    Coupes ; Sud : 4 de Bâtons", "Я: тройка Мечей, он: Asso Мечей", "lui 7B, moi FB", "eu 3O ×
    ele RO"): the clause of each card → its label, when every card has one, each its own. A
    label is the last word of a clause right before a colon that opens the card's clause, or a
    personal pronoun of the language (``trick_roles`` me, you, other: data) that opens the card's
    clause right before the card, in a clause that plays nothing (no verb: a note's entry)."""
    out = {}
    for k in set(where.values()):
        a, b, _ = clauses[k]
        if k and (c := clauses[k - 1]) and c[1] > c[0] and c[1] < len(tokens) and tokens[c[1]] == ":" and a == c[1] + 1:
            out[k] = tokens[c[1] - 1]
            continue
        opening = [(i, p) for i, p in _persons(tokens[a:b], set(), lex) if i == 0 and p in ("me", "you", "other")]
        if opening and 1 < b - a <= LABELLED_ENTRY and not _plays_in(tokens[a:b], lex) and not _outcome_cue(tokens[a:b], lex):
            out[k] = tokens[a]
    return out if len(out) == len(where) and len(set(out.values())) == len(out) else {}


def _label_players(labels: dict[int, str], caps: set[str], lex: Lexicon) -> dict[int, str]:
    """The player each label of :func:`_row_labels` names: a name (``caps``), or the person a
    personal pronoun is ("Я" → me, "lui" → other, "du" → you); {} unless every label names one,
    each its own."""
    out = {}
    for k, label in labels.items():
        if label in caps:
            out[k] = label
            continue
        persons = {p for _i, p in _persons([label], set(), lex)}
        if len(persons) != 1 or not persons <= {"me", "you", "other"}:
            return {}
        out[k] = persons.pop()
    return out if len(set(out.values())) == len(out) else {}


def _trick_of(part: list[str], k: int, tokens: list[str], clauses: list, mentions: list[Mention],
              lex: Lexicon) -> bool:
    """A clause told once every card of the trick is played that names the trick and one player,
    and no card, no play, no 'if' and no question: it gives the trick to that player, whatever its
    verb, or with none ("la presa è rimasta a me", "Взятка его", "Presa di Marco", "der Stich ging
    an Bernd", "la baza fue para mí")."""
    a, b, _ = clauses[k]
    if any(a <= m.start < b for m in mentions) or _plays_in(part, lex) or _conditional(part, lex):
        return False
    ends = next((i for i in range(b, len(tokens)) if tokens[i] in ".!?"), len(tokens))
    if ends < len(tokens) and tokens[ends] == "?":
        return False
    return bool(phrase_spans(part, {"t": lex.terms.get("trick") or []}))


def _answer_cards(tokens: list[str], clauses: list, k: int, mentions: list[Mention]) -> list[Mention]:
    """The cards the answer to the question of clause ``k`` names first ("Who takes it? A: the
    3"), past a one-word label before a colon."""
    for j in (k + 1, k + 2):
        if j >= len(clauses):
            break
        a, b, _ = clauses[j]
        if b - a == 1 and b < len(tokens) and tokens[b] == ":":
            continue
        return [m for m in mentions if a <= m.start < b][:1]
    return []


def _told_names(found: list[re.Match], trick: Trick) -> set[str]:
    """Players named in the passage: a capitalised word inside a sentence, no card's, that the
    passage names twice ("..., Clara den Re der Kelche ..., so gewinnt Clara den Stich")."""
    spans = [(w.start, w.end) for w in trick.words]
    seen: Counter = Counter()
    inside: set[str] = set()
    for k, m in enumerate(found):
        g = m.group()
        if g[:1].isupper() and g[1:].islower() and not any(a <= m.start() < b for a, b in spans):
            seen[norm(g)] += 1      # a sentence may start with the name too ("Paul entame ...")
            if k and found[k - 1].group() not in ".!?:;":
                inside.add(norm(g))
    lower = {norm(m.group()) for m in found if m.group().islower()}
    return {w for w, n in seen.items() if n >= 2 and w in inside and w not in lower}


def _one_suit(engine, text: str, words: list[CardWord], lex: Lexicon) -> list[CardWord]:
    """Cards named by their ranks alone that the text says are of one suit ("a Re of the suit
    led beats a 3 of the same suit"): they are given one suit (any: in one suit the higher rank
    wins whatever the trump), so that the trick is read."""
    from .structure import structure_cues

    from .examples import _points_words

    # a number of points is no card ("il Fante vale 2 punti e il 7 nessuno")
    points = [*_points_words(lex), *lex.point_words]
    bare = [w for w in words if w.rank and not w.suit and not w.spelled and
            not phrase_spans([norm(t) for t in LETTER_WORDS.findall(text[w.end:])[:1]], {"p": points})]
    if not 2 <= len({w.rank for w in bare}) <= engine.players or any(w.rank and w.suit for w in words):
        return words
    from .terms import words as words_of

    if "trump" in engine.deck.kind and sum(1 for w in bare if w.rank.isdigit() or w.rank == "A") > 1:
        return words            # two numerals: their order depends on the suit (Minchiate)
    cues = structure_cues(lex.lang).get("same_suit", ())
    tokens = list(words_of(text))
    negations = set(lex.negation)
    # "the 3 is not of the suit led": a same-suit cue negated says the cards are of two suits
    said = [a for a, _b, _ in phrase_spans(tokens, {"s": list(cues)})
            if not any(t in negations for t in tokens[max(0, a - NEGATION_REACH - 1):a])] if cues else []
    if not said:
        return words
    suit = engine.deck.suits[0].code
    return [CardWord(w.start, w.end, w.rank, suit, w.spelled) if w in bare else w for w in words]
