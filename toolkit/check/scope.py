"""Passages about a variant our rules do not have: "with four players, the player on the dealer's
right leads" states the four-player game's rule, not ours for two. What such a passage states is
at most a warning (the evidence quoted), never an error.

A passage is about another variant when it, or the heading it stands under, counts players with
a number other than the game's (per-language data: ``players`` in ``rules/checker/<lang>.yaml``,
the words a count of players is of).
"""

from __future__ import annotations

from .document import Segment
from .lexicon import Lexicon
from .numbers import find_numbers
from .terms import TOKEN, phrase_spans, words

PLAYER_WORD_GAP = 1        # "four players", "a 4 giocatori", "four-player game"


def player_counts(text: str, lex: Lexicon) -> set[int]:
    """The numbers of players the text speaks of: a number right before a word for players."""
    if not lex.players:
        return set()
    tokens = words(text)
    spans = phrase_spans(tokens, {"players": lex.players})
    if not spans:
        return set()
    starts = [m.start() for m in TOKEN.finditer(text)]
    out = set()
    for n in find_numbers(text, lex.lang):
        after = sum(1 for s in starts if s < n.end)     # the index of the first token after the number
        if any(0 <= a - after <= PLAYER_WORD_GAP for a, _, _ in spans):
            out.add(n.value)
    return out


def variant_segments(segments: list[Segment], players: int, lex: Lexicon) -> set[int]:
    """ids of the segments about another number of players than ``players``: the sentence
    itself says so, or the heading it stands under does."""
    out: set[int] = set()
    heading_other = False
    for s in segments:
        counts = player_counts(s.text, lex)
        if s.heading:
            heading_other = bool(counts) and players not in counts
            continue
        if heading_other or (counts and players not in counts):
            out.add(id(s))
    return out
