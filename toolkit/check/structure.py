"""The structure of a worked example's passage, shared by the readers of every kind: the words
that end a list of cards ("but", "without"), who is named by their place in the play ("the
first player", "the second"), the words that give an outcome to a count ("the team with 24").
Cue words are data: the ``example_structure`` block of ``rules/checker/<lang>.yaml``."""

from __future__ import annotations

import functools
import re

from .lexicon import cue_block


def structure_cues(lang: str) -> dict[str, tuple[str, ...]]:
    return cue_block(lang, "example_structure")


@functools.cache
def list_breaks(lang: str) -> frozenset[str]:
    """Words that end a list of cards however short they are ("но", "sem", "not"): the card
    after them is not one of the list's ("Asso, 3 и 4 Мечей, но нет двойки")."""
    from .lexicon import norm

    return frozenset(norm(w) for w in structure_cues(lang).get("list_breaks", ()))


@functools.cache
def list_also(lang: str) -> frozenset[str]:
    """Words of addition that go on with the cards a capture takes ("ottaa 9:n ja samalla myös
    4 + 5"): no break between them, whatever their length (``example_structure.list_also``; read
    by the capture reader alone: "1, 2 e 3 e anche 33, 34 e 35" are two combinations)."""
    from .lexicon import norm

    return frozenset(norm(w) for p in structure_cues(lang).get("list_also", ()) for w in p.split())


@functools.cache
def not_suits(lang: str) -> re.Pattern | None:
    """Words a suit's name looks like under the stemmer that name something else ("d'un coup", a
    move, is no "Coupes"; "toss a coin" no "Coins"; vi "tiền cược", a stake, no "Tiền"):
    ``example_structure.not_suits``, whole words, the phrase's words next to each other."""
    phrases = structure_cues(lang).get("not_suits", ())
    if not phrases:
        return None
    alts = sorted((r"\s+".join(re.escape(w) for w in p.split()) for p in phrases), key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(alts) + r")(?!\w)", re.IGNORECASE)


@functools.cache
def numbering(lang: str) -> frozenset[str]:
    """Words a number after which numbers a passage, no card ("Ejemplo 2", "Beispiel 3"):
    ``example_structure.numbering``."""
    from .lexicon import norm

    return frozenset(norm(w) for w in structure_cues(lang).get("numbering", ()))
