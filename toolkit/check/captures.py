"""A capture a text tells with its own cards, read as a situation the engine can replay.

"Sur la table, le 4 et le 5 de Deniers ; vous jouez le 9 de Deniers et prenez les deux", "En la
mesa hay el 2 de Bastos, el 3 de Espadas y el 5 de Oros. Juegas el 10 de Copas y te llevas
2 + 3 + 5": the card played (a card named after a word for playing, or before a word for taking),
the table (the other cards the passage names with their suits, in the sentence of the play or in
the sentence before it when that one speaks of the table), and what is taken (the cards named
after the word for taking, or the one capture the engine allows). A passage whose situation cannot
be read in full gives None: nothing is judged on a partial reading.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from .cardwords import CardWord, card_words, list_glue, shared_suits
from .examples import _word_spans as _spans
from .lexicon import Lexicon

SENTENCE = re.compile(r"(?<=[.!?])\s+")
CLAUSE = re.compile(r"[,;:()]")
PLAY_REACH = 3          # words between a word for playing and the card played ("vous jouez le 9")
TAKE_REACH = 2          # words between the card played and a word for taking ("the 10 of Cups takes")


@dataclass(frozen=True)
class Capture:
    """One capture the text states: card codes, and where the outcome may be stated (after the play)."""

    play: str
    table: tuple[str, ...]
    take: tuple[str, ...]
    outcome_from: int       # character offset where what the text says of the outcome starts
    outcome_to: int


def _words_between(text: str) -> int:
    return len(re.findall(r"[^\W\d_]+", text))


def _sentences(text: str) -> list[tuple[int, int]]:
    out, start = [], 0
    for m in SENTENCE.finditer(text):
        out.append((start, m.start()))
        start = m.end()
    out.append((start, len(text)))
    return out


def _played(text: str, cards: list[CardWord], lex: Lexicon) -> CardWord | None:
    """The card played: the first card named right after a word for playing ("du spielst eine
    10"), or a card of a suit right before a verb for taking that is not an item of a list ("the
    10 of Cups takes", not "wer Asso, 2 und 3 der Schwerter genommen hat")."""
    plays = _spans(text, lex.plays)
    takes = _spans(text, lex.beats)
    for i, w in enumerate(cards):
        if w.rank is None or w.spelled:
            continue
        for _, end in plays:
            gap = text[end:w.start]
            if end <= w.start and not CLAUSE.search(gap) and _words_between(gap) <= PLAY_REACH:
                return w
        listed = i and cards[i - 1].rank and list_glue(text[cards[i - 1].end:w.start], lex)
        for start, _ in takes:
            gap = text[w.end:start]
            if w.suit and not listed and start >= w.end and not CLAUSE.search(gap) and \
                    _words_between(gap) <= TAKE_REACH:
                return w
    return None


def _take_words(lex: Lexicon) -> list[str]:
    return [*(lex.terms.get("capture") or []), *lex.beats]


def read_capture(engine, text: str, lex: Lexicon) -> list[Capture] | None:
    """The capture the passage tells, once for every way of giving a suit to the cards it names
    without one (a Simili may hang on them); None when it tells none, or what is taken cannot be
    told."""
    deck = engine.deck
    sentences = _sentences(text)
    words = shared_suits(card_words(text, lex, deck), text, lex)
    play = _played(text, words, lex)
    if play is None:
        return None
    k = next(i for i, (a, b) in enumerate(sentences) if a <= play.start < b)
    first = k
    if k and _spans(text[slice(*sentences[k - 1])], list(lex.roles.get("table") or [])):
        first = k - 1
    end = sentences[k + 1][1] if k + 1 < len(sentences) else sentences[k][1]
    # the sentence after the play says the outcome, unless it tells another capture
    if k + 1 < len(sentences) and any(w.rank and sentences[k + 1][0] <= w.start for w in words):
        end = sentences[k][1]
    # the table: cards of a suit around the play, and ranks named before it (after it, a rank
    # alone names a card taken: "te llevas 2 + 3 + 5")
    table: list[tuple[str, str | None]] = []
    for w in words:
        if w.rank and w is not play and sentences[first][0] <= w.start < sentences[k][1] and \
                (w.suit or (w.start < play.start and not w.spelled)):
            if not w.suit or (w.rank, w.suit) not in table:
                table.append((w.rank, w.suit))
    unknown = [i for i, (_, suit) in enumerate([(play.rank, play.suit), *table]) if suit is None]
    if not table or len(unknown) > MAX_UNKNOWN:
        return None
    out = []
    for given in _suitings(len(unknown), [s.code for s in deck.suits]):
        cards = [(play.rank, play.suit), *table]
        for i, suit in zip(unknown, given):
            cards[i] = (cards[i][0], suit)
        codes = [f"{r}{s}" for r, s in cards]
        if len(set(codes)) < len(codes):
            continue                # the same card twice: not this way
        played, on_table = deck.parse(codes[0]), [deck.parse(c) for c in codes[1:]]
        options = [tuple(deck.codes(o)) for o in engine.capture_options(played, on_table)]
        take = _taken(text, words, play, sentences[k][1], options, lex)
        if take is None:
            return None
        out.append(Capture(codes[0], tuple(codes[1:]), take, play.end, end))
    return out or None


MAX_UNKNOWN = 4         # cards of no suit a situation may have (their suitings are enumerated)


def _suitings(n: int, suits: list[str]):
    """Every way of giving ``n`` cards suits, up to renaming the suits (restricted growth)."""
    def grow(prefix: list[int]):
        if len(prefix) == n:
            yield [suits[i] for i in prefix]
            return
        for i in range(min(len(suits), max(prefix, default=-1) + 2)):
            yield from grow([*prefix, i])
    yield from grow([])


def _taken(text: str, words: list[CardWord], play: CardWord, stop: int, options: list[tuple],
           lex: Lexicon) -> tuple[str, ...] | None:
    """What the play takes: the one capture the engine allows, else the option whose ranks the
    text names after its word for taking."""
    if len(options) == 1:
        return options[0]
    after = [s for s, _ in _spans(text[play.end:stop], _take_words(lex))]
    if not after:
        return None
    at = play.end + after[0]
    named = Counter(w.rank for w in words if at <= w.start < stop and w.rank and not w.spelled)
    fitting = [o for o in options if Counter(c[:-1] for c in o) == named]
    return fitting[0] if len(fitting) == 1 else None
