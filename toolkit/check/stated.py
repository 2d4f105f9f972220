"""The outcome a worked example states, found by its role rather than by its phrase.

Once a passage's situation is read (the example's kind and its cards), the engine knows which
outcome fields the kind has (a trick: its winner and its points; a combination: its score; …).
What fills a field is found by the role a number plays in the passage, not by the sentence it
stands in:

- **a total**: a number the text gives as the sum of something — right after a word of
  summing ("… macht dreizehn", "soit 35", "итого 25", "Total: 31", "so 35 points"), right before
  a word that says it is the whole ("8 en total", "13 in all", "14 ao todo"), or a number whose
  breakdown follows it and adds up to it ("20 Punkte: 10 für die 40, 5 für die 1 und 5 für den
  Matto"). A breakdown's parts are no outcome of their own: the total is.

The words of summing are a class, written in each language as its speakers say it (data
``stated_outcome`` in ``rules/checker/<lang>.yaml``), not the forms met in a text; a number in
words counts as one in digits (``numbers.find_numbers``).
"""

from __future__ import annotations

import functools
import re

from .lexicon import Lexicon, cue_block, norm
from .memo import recent
from .numbers import Num, find_numbers

WORD = re.compile(r"[^\W\d_]+")
TOTAL_GAP = 0           # words between a word of summing and its total: none ("macht 13"; "so the 3 wins" names a card)
UNIT_GAP = 1            # words between a total and the word after it that makes it one ("8 puntos en total")
BREAKDOWN_PARTS = 2     # parts a breakdown after a total has at least
PARTS_REACH = re.compile(r"\s*[:(]\s*|\s+[—–-]\s+")      # what opens a breakdown after its total ("20 Punkte: 10 für …", "13 (11 + 2)", "13 – 11 …"; not a run's dash, "20-30")
CLAUSE_STOP = re.compile(r"[.;!?]")
HEAD_STOP = re.compile(r"[,.;!?]")
PIECE_CUT = re.compile(r"[,+]")     # what parts the pieces of a breakdown


@functools.cache
def _words(lang: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    block = cue_block(lang, "stated_outcome")
    reading = cue_block(lang, "combination_reading")
    before = _phrases((*block.get("total_before", ()), *reading.get("in_all", ())))
    after = _phrases(block.get("total_after", ()))      # not 'together' ("10, 20 and 30 together": listed)
    units = _phrases(block.get("units", ()))
    return before, after, units


def _phrases(cues) -> tuple[str, ...]:
    """Cue phrases as the words ``WORD`` reads ("that's": "that s")."""
    return tuple(" ".join(WORD.findall(norm(w))) for w in cues)


OTHER_ENDING = 3        # letters a count noun's form may add to its cue ("tikkiä", "korttia")


def _counts_other(word: str, others: tuple[str, ...]) -> bool:
    """``word`` is a noun of another count than points: cards, tricks."""
    return any(word == o or word.startswith(o[:max(3, len(o) - OTHER_ENDING)]) and len(word) - len(o) <= OTHER_ENDING
               for o in others)


def _ends_with(words: list[str], phrases: tuple[str, ...]) -> bool:
    joined = " ".join(words)
    return any(joined == p or joined.endswith(" " + p) for p in phrases if p)


def _starts_with(words: list[str], phrases: tuple[str, ...]) -> bool:
    joined = " ".join(words)
    return any(joined == p or joined.startswith(p + " ") for p in phrases if p)


@recent(64, copy=None)
def totals(text: str, lex: Lexicon) -> tuple[Num, ...]:
    """The numbers ``text`` gives as totals (see the module's docstring), in the order they
    stand. The language's words for points may stand between a total and the word after it
    that makes it one ("8 puntos en total")."""
    before, after, units = _words(lex.lang)
    if not before and not after:
        return ()
    units = (*units, *(norm(w) for w in lex.point_words))
    others = tuple(norm(w) for w in (*lex.cards, *lex.trick_counts, *(lex.terms.get("trick") or ())) if " " not in w)
    nums = find_numbers(text, lex.lang)
    ands = tuple(norm(w) for w in lex.and_words)
    out = []
    for k, n in enumerate(nums):
        if n.word and n.value <= 1:
            continue            # 'one' is an article as often as a number ("fanno una sola combinazione")
        head = HEAD_STOP.split(text[:n.start])[-1]     # the word of summing in the number's clause ("juntos, onze e dez": no)
        # a colon may stand between the word of summing and its total ("Total: 31", "итого: 25")
        prev = [norm(w) for w in WORD.findall(head)]
        said_before = any(_ends_with(prev[:len(prev) - gap], before) for gap in range(TOTAL_GAP + 1)
                          if len(prev) > gap) and not re.search(r"\d\s*$", head)
        tail = CLAUSE_STOP.split(text[n.end:])[0]
        nxt = [norm(w) for w in WORD.findall(tail)][:UNIT_GAP + 3]
        if nxt and _counts_other(nxt[0], others):
            continue            # a count of another unit ("52 korttia eli 13 tikkiä", "soit 13 plis"): no total of points
        if nxt and nxt[0] in units:
            nxt = nxt[1:]
        said_after = _starts_with(nxt, after) and not re.match(r"\s*[,;:]", tail)
        parts = _breakdown_after(text, n, nums[k + 1:], ands)
        if said_before or said_after or parts:
            out.append(n)
    return tuple(out)


def _breakdown_after(text: str, n: Num, later: list[Num], ands: tuple[str, ...]) -> bool:
    """``n`` is followed, after a colon, a bracket or a dash, by a breakdown in its sentence:
    two pieces at least (parted by commas, pluses or the word for 'and'), the number each opens
    adding up to ``n`` ("20 Punkte: 10 für die 40, 5 für die 1 und 5 für den Matto", "13 (11 +
    2)"); the cards a piece names after its number are not its parts."""
    rest = text[n.end:]
    unit = re.match(r"\s*[^\W\d_]+", rest)           # its word for points first ("20 Punkte: …")
    at = n.end + (unit.end() if unit else 0)
    opened = PARTS_REACH.match(text, at)
    if not opened:
        return False
    stop = CLAUSE_STOP.search(text, opened.end())
    end = stop.start() if stop else len(text)
    cuts = [opened.end(), *(m.end() for m in PIECE_CUT.finditer(text, opened.end(), end)),
            *(m.end() for w in ands for m in re.finditer(rf"(?<!\w){re.escape(w)}(?!\w)", text[:end], re.I)
              if m.start() >= opened.end())]
    parts = {}
    for cut in cuts:
        first = next((m for m in later if cut <= m.start < end), None)
        if first is not None and not WORD.search(text, cut, first.start):
            parts[first.start] = first.value
    return len(parts) >= BREAKDOWN_PARTS and sum(parts.values()) == n.value and \
        all(v < n.value for v in parts.values())


def stated_totals(text: str, lex: Lexicon, start: int = 0) -> list[Num]:
    """The totals ``text`` states from ``start`` on."""
    return [n for n in totals(text, lex) if n.start >= start]
