"""A belief set right: "many think X, but Y", the rule said as the correction of a wrong belief.

A rules text often states a rule by contrast with what people wrongly think: "Many players think
the Re is worth 4, but it is worth 5", "Molti credono che non si debba rispondere al seme, ma in
realtà è obbligatorio", "Многие думают, что Re стоит 4 очка, но на самом деле он стоит 5". The
believed clause is others' (``scope.believed_now`` makes what it says at most a warning), and the
correction after the contrast says the text's own rule, but with its subject and its action left
in the belief ("it is worth 5", "è obbligatorio", "он стоит 5"): read alone it states nothing.

The shape is read from its grammar, in every language, with the data the scope already has
(``clause_cues.belief_who`` + ``belief_verbs``: "many think", "molti credono", "многие думают";
``clause_cues.belief``: "thought that", "pensava che"; ``reported_practice.contrast``: "but",
"ma", "но", "а"): the belief's clause runs from its verb to the contrast word that opens a piece
(after a comma, a semicolon, a dash, or as the next sentence's first word); the correction is
what follows the contrast word. What the text states is then

- where the correction gives one number and the belief one: the belief's clause with the
  correction's number in its place ("the Re is worth 5");
- where the correction gives no number: the belief's clause denied (data
  ``rule_claims.denied_that``: "it is not true that you need not follow suit"), which the
  obligation readers turn (``obligations._denied_clause``).
"""

from __future__ import annotations

import functools
import re

from .cues import _rule_cues, rule_cues
from .lexicon import Lexicon, cue_block, norm
from .numbers import find_numbers
from .terms import TOKEN, words

BELIEF_REACH = 3            # words between the holders ("many players") and their verb of believing
CONTRAST_OPENS = 2          # words at a piece's start where its contrast word stands ("…, but in fact", "…, а на самом деле")
PIECE_OPEN = re.compile(r"[,;:.!?—–]\s*$|^\s*$")     # what stands right before a word that opens a piece


@functools.cache
def _data(lang: str) -> tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...],
                              tuple[tuple[str, ...], ...]]:
    """(holders, present verbs, past verbs, contrast words), tokenised."""
    clause = cue_block(lang, "clause_cues")
    reported = cue_block(lang, "reported_practice")
    corrects = cue_block(lang, "rule_claims").get("belief_corrected", ())

    def toks(items) -> tuple[tuple[str, ...], ...]:
        return tuple(p for p in (tuple(norm(w) for w in TOKEN.findall(c)) for c in items) if p)
    return (toks(clause.get("belief_who", ())), toks(clause.get("belief_verbs", ())), toks(clause.get("belief", ())),
            toks((*reported.get("contrast", ()), *corrects)))


def _at(tokens: list[str], i: int, phrase: tuple[str, ...]) -> bool:
    return tuple(tokens[i:i + len(phrase)]) == phrase


@functools.cache
def _by_first(phrases: tuple[tuple[str, ...], ...]) -> dict[str, tuple[tuple[str, ...], ...]]:
    """The phrases under their first word, each list in the phrases' own order: only the phrases
    whose first word is the token at i can stand at i."""
    index: dict[str, list[tuple[str, ...]]] = {}
    for p in phrases:
        index.setdefault(p[0], []).append(p)
    return {k: tuple(v) for k, v in index.items()}


def _any_at(tokens: list[str], phrases: tuple[tuple[str, ...], ...]) -> bool:
    index = _by_first(phrases)
    return any(_at(tokens, i, p) for i, t in enumerate(tokens) for p in index.get(t, ()))


def _belief_end(tokens: list[str], lang: str) -> int | None:
    """The index of the word after the first verb of believing that others' belief opens ("many
    think", "molti credono", a past "thought that"), or None."""
    who, verbs, past, _ = _data(lang)
    who_at, past_at = _by_first(who), _by_first(past)
    ends = []
    for i, t in enumerate(tokens):
        for p in who_at.get(t, ()):
            if _at(tokens, i, p):
                e = i + len(p)
                ends += [j + len(v) for v in verbs for j in range(e, min(e + BELIEF_REACH + 1, len(tokens))) if _at(tokens, j, v)]
        ends += [i + len(p) for p in past_at.get(t, ()) if _at(tokens, i, p)]
    return min(ends) if ends else None


def _contrast_at(text: str, spans: list[tuple[int, int]], tokens: list[str], start: int, lang: str) -> tuple[int, int] | None:
    """(index of the contrast word, index after it) of the first piece after ``start`` opened by a
    contrast word (within ``CONTRAST_OPENS`` words of the piece's start), or None."""
    contrast = _data(lang)[3]
    for i in range(start + 1, len(tokens)):
        for p in contrast:
            if not _at(tokens, i, p):
                continue
            # the piece opens at most CONTRAST_OPENS words before the contrast word
            opens = next((k for k in range(i, max(start, i - CONTRAST_OPENS) - 1, -1)
                          if PIECE_OPEN.search(text[spans[k - 1][1] if k else 0:spans[k][0]])), None)
            if opens is not None and opens > start:
                return i, i + len(p)
    return None


def corrected_belief(text: str, lex: Lexicon, before: str = "") -> tuple[str, str | None] | None:
    """(the correction, what it states with the belief's subject) where the sentence corrects a
    belief (see the module's docstring; the second None where the correction gives another
    number of numbers than the belief), or None when it corrects none. ``before``: the sentence before, when this one opens
    with the contrast ("Many think the Re is worth 4. But it is worth 5.")."""
    whole = f"{before.rstrip()} {text}" if before else text
    spans = [m.span() for m in TOKEN.finditer(whole)]
    tokens = [norm(whole[a:b]) for a, b in spans]
    end = _belief_end(tokens, lex.lang)
    if end is None or end >= len(tokens):
        return None
    found = _contrast_at(whole, spans, tokens, end, lex.lang)
    if found is None:
        return None
    c, after = found
    contrast = _data(lex.lang)[3]
    while (more := next((p for p in contrast if _at(tokens, after, p)), None)) is not None:
        after += len(more)      # "but in fact", "ma in realtà", "но на самом деле": the correction after them all
    if before and spans[c][0] < len(before.rstrip()):
        return None         # the contrast is the sentence before's own: read with it alone
    believed = whole[spans[end][0]:spans[c][0]].rstrip(" ,;:—–-")
    correction = whole[spans[after - 1][1]:]
    said, given = find_numbers(believed, lex.lang), find_numbers(correction, lex.lang)
    if len(said) == 1 and len(given) == 1 and said[0].value != given[0].value:
        n, m = said[0], given[0]
        return correction, believed[:n.start] + correction[m.start:m.end] + believed[n.end:]
    if not given and (denied := rule_cues(lex, "denied_that")):
        opener = TOKEN.match(believed)          # "that", "che", "que", "dass", "что": the denial's own
        joins = {norm(TOKEN.findall(d)[-1]) for d in denied if TOKEN.findall(d)}
        if opener and norm(opener.group()) in joins:
            believed = believed[opener.end():]
        return correction, f"{denied[0]} {believed.strip()}"
    return correction, None


@functools.cache
def _likenesses(lang: str) -> tuple[tuple[str, ...], ...]:
    """The words of likeness (``rule_claims.likened_game``: "wie beim", "just like in"), tokenised,
    longest first."""
    likes = _rule_cues(lang).get("likened_game", ())
    return tuple(sorted({tuple(norm(w) for w in TOKEN.findall(p)) for p in likes} - {()}, key=len, reverse=True))


LIKENED_REACH = 4           # words after a word of likeness where the game it names may stand ("wie beim Skat", "like in a game of Skat")


def likened_game_blanked(text: str, lex: Lexicon, game_id: str | None) -> str:
    """The text with each likeness to another game blanked ("Wie beim Skat geht es auch hier im
    Uhrzeigersinn", "Just like in Scopa, play goes clockwise", "…: eleven, the same as in
    Briscola"; data ``rule_claims.likened_game``): the game is named as a comparison, and the rule
    said is the text's own, the same there (not a frame that makes it that game's, as "In
    Scopa, …" is). Not in a sentence that contrasts ("like in Scopa you must take a match
    first, but …": data ``reported_practice.contrast``), where the likeness may frame that game's
    rule. Offsets are kept."""
    phrases = _likenesses(lex.lang)
    if not phrases:
        return text
    tokens = words(text)        # (the sentence's words, kept: most sentences liken nothing)
    if not _any_at(tokens, phrases) or _any_at(tokens, _data(lex.lang)[3]):
        return text         # no likeness, or a sentence that contrasts
    from . import canon
    from .placement import named_games

    spans = [m.span() for m in TOKEN.finditer(text)]
    by_first = _by_first(phrases)
    games = [g for g in canon.games() if g.id != game_id]
    out = list(text)
    i = 0
    while i < len(tokens):
        p = next((p for p in by_first.get(tokens[i], ()) if _at(tokens, i, p)), None)
        if p is None:
            i += 1
            continue
        end = i + len(p)
        for j in range(end, min(len(tokens), end + LIKENED_REACH)):
            piece = text[spans[end][0] if end < len(spans) else spans[-1][1]:spans[j][1]]
            if re.search(r"[,;:.!?()]", text[spans[i][1]:spans[j][0]]):
                break       # the likeness's phrase ends at a mark
            ours, others = named_games(piece, games, lex)
            if any(ours.values()) or others:
                out[spans[i][0]:spans[j][1]] = " " * (spans[j][1] - spans[i][0])
                i = j
                break
        i += 1
    return "".join(out)
