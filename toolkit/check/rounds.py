"""Rules about the deal as a whole that texts by others state in their own words: a match played
on "until a team has 31 points" (every engine plays a single deal), a deal where nobody
captured "dealt again" (ours: the cards stay unclaimed and the deal is a tie), the cards left
on the table "counting as a Scùa" (ours: no bonus), and an award for the most of something our
awards do not count ("an extra point for most Scùa").

Cue words are data per language, in the ``round_cues`` block of ``rules/checker/<lang>.yaml``:

- ``until``: the conjunction "until" (not the preposition "up to": "bis zu 10 Punkte" is a bound);
- ``until_reach``: the verbs of having or reaching a score after it ("until a team has 31
  points"), beside the language's ``reach``;
- ``nobody``: "nobody", "no team", "no player";
- ``captured``: forms of capturing beside the glossary's terms ("pris", "capturou");
- ``redealt``: "dealt again", "shuffled and dealt anew", beside the language's ``replayed``;
- ``leftover``: the cards left on the table; ``without``: "without", "no" (before a bonus);
- ``most``: "most", "den meisten" (right before what is counted).
"""

from __future__ import annotations

import re

from .lexicon import Lexicon, cue_block
from .numbers import find_numbers
from .obligations import negation_spans
from .terms import phrase_spans, words

UNTIL_REACH = 8         # words between "until" and the number of points it names
NOBODY_REACH = 4        # words between "nobody" and the capture it denies


def _round_cues(lang: str) -> dict[str, tuple[str, ...]]:
    return cue_block(lang, "round_cues")


def round_cues(lex: Lexicon, key: str) -> list[str]:
    return list(_round_cues(lex.lang).get(key, ()))


def until_score(text: str, lex: Lexicon) -> bool:
    """Deals played on until a side has a score: in one clause (no comma, semicolon or colon
    between), "until" (data ``until``), then a verb of having or reaching (``until_reach``,
    ``reach``) and a number above one with a point word right after it; no negation before
    "until" ("not until" ...; "пока не наберёт" keeps its own)."""
    until = round_cues(lex, "until")
    if not until:
        return False
    reach = [*round_cues(lex, "until_reach"), *lex.reach]
    for part in CLAUSE.split(text):
        tokens = words(part)
        spans = phrase_spans(tokens, {"u": until})
        if not spans:
            continue
        nots = negation_spans(tokens, lex)
        points = {a for a, _, _ in phrase_spans(tokens, {"p": lex.point_words})}
        verbs = [r for r, _, _ in phrase_spans(tokens, {"r": reach})]
        for n in find_numbers(part, lex.lang):
            at, after = len(words(part[:n.start])), len(words(part[:n.end]))
            if n.value < 2 or after not in points:
                continue
            for a, b, _ in spans:
                if b <= at <= b + UNTIL_REACH and not any(x < a for x in nots) and \
                        any(b <= r <= at + 3 for r in verbs):
                    return True
    return False


CLAUSE = re.compile(r"[,;:()]")
EXPLETIVE_REACH = 4     # words between "until" and the negation right before its verb ("пока одна из команд не наберёт")


def negated_outside_until(text: str, lex: Lexicon) -> bool:
    """The sentence holds a negation that is not the one an "until" clause takes before its verb
    of reaching in some languages (ru "пока одна из команд не наберёт 51", it "finché una coppia
    non arriva a 51": no denial, the clause says until when): data ``until``, ``until_negated``,
    ``until_reach``."""
    tokens = words(text)
    nots = negation_spans(tokens, lex)
    if not nots:
        return False
    until = [*round_cues(lex, "until"), *round_cues(lex, "until_negated")]
    if not until:
        return True
    reach = [*round_cues(lex, "until_reach"), *lex.reach]
    expletive = set()
    offset = 0
    for piece in re.split(r"(?<=[,;:()])", text):
        part = words(piece)
        spans = phrase_spans(part, {"u": until})
        if spans:
            verbs = {r for r, _, _ in phrase_spans(part, {"r": reach})}
            for n in negation_spans(part, lex):
                if n + 1 in verbs and any(a <= n <= b + EXPLETIVE_REACH for a, b, _ in spans):
                    expletive.add(offset + n)
        offset += len(part)
    return any(n not in expletive for n in nots)


def no_capture_outcome(text: str, lex: Lexicon) -> str | None:
    """What the text says happens when nobody captured in the whole deal: "nobody" (data
    ``nobody``) with a capture word a few words after it (the glossary's terms, ``captured``),
    then the deal dealt or played again (``redealt``, ``replayed``, the claim readers'
    ``replayed``): "replayed"."""
    nobody = round_cues(lex, "nobody")
    if not nobody:
        return None
    tokens = words(text)
    spans = phrase_spans(tokens, {"n": nobody})
    if not spans:
        return None
    from .cues import cues
    from .obligations import cue_spans  # noqa: PLC0415

    captures = phrase_spans(tokens, {"c": [*(lex.terms.get("capture") or []), *round_cues(lex, "captured")]})
    ends = [c for _, b, _ in spans for a, c, _ in captures if b <= a <= b + NOBODY_REACH]
    if not ends:
        return None
    rest = tokens[min(ends):]
    again = [*round_cues(lex, "redealt"), *lex.replayed, *cues(lex, "replayed")]
    if cue_spans(rest, {"r": again}):
        return "replayed"
    # the cards left going to a side ("as cartas ... vão para a dupla do carteador", data goes_to):
    # a side is given them, no tie
    sides = [*(lex.roles.get("teams") or []), *(lex.roles.get("players") or []), *(lex.terms.get("dealer") or [])]
    nots = negation_spans(list(rest), lex)
    if any(phrase_spans(rest[b:b + SIDE_REACH], {"s": sides}) and not any(a - 2 <= n < b + SIDE_REACH for n in nots)
           for a, b, _ in cue_spans(list(rest), {"g": round_cues(lex, "goes_to")})):
        return "given"      # (not "do not go to the dealer's team")
    return None


SIDE_REACH = 4      # words between "go to" and the side named ("vão para a dupla do carteador")


BONUS_KIND = "bonus"


def _bonus_forms(lex: Lexicon) -> list[str]:
    from .lexicon import glossary

    bonuses = {n["name"] for n in glossary().get("names") or [] if n.get("kind") == BONUS_KIND}
    return [f for n in lex.names if n.name in bonuses for f in (n.name, *n.forms)]


def leftovers_outcome(text: str, lex: Lexicon) -> str | None:
    """What the cards left on the table at the end give: "bonus" where the sentence names them
    (data ``leftover``) and then a bonus (a bonus's name, the glossary's term for a bonus) with no
    word of absence between ("without", "no": ``without``, the language's negation): "zählt
    das als Scùa". A bonus named before the leftovers ("a Scùa on the last play still counts;
    then the cards left go ...") is the last capture's."""
    left = round_cues(lex, "leftover")
    if not left:
        return None
    tokens = words(text)
    spans = phrase_spans(tokens, {"l": left})
    if not spans:
        return None
    if _card_stays(tokens[max(0, spans[0][0] - CARD_REACH):spans[0][0]], lex):
        return None
    start = spans[0][1]
    rest = tokens[start:]
    bonus = phrase_spans(rest, {"b": [*_bonus_forms(lex), *(lex.terms.get("bonus") or [])]})
    if not bonus:
        return None
    before = rest[:bonus[0][0]]
    if phrase_spans(before, {"w": round_cues(lex, "without")}) or negation_spans(list(before), lex):
        return None
    return "bonus"


CARD_REACH = 3          # words before "stays on the table" where a card of a suit is named


def _card_stays(before: list[str], lex: Lexicon) -> bool:
    """A card of a suit named right before "stays on the table" ("the 2 of Swords stays on the
    table: Simili"): the card a capture left, not the cards left at the end of the deal."""
    from .lexicon import lexicon as lexicon_of

    suits = [name for lx in (lex, lexicon_of("it")) for names in lx.suits.values() for name in names]
    return bool(phrase_spans(before, {"s": suits}))


def extra_award(text: str, lex: Lexicon, ours: tuple[str, ...] = ()) -> str | None:
    """An award for the most of something our awards do not count: "most" (data ``most``) right
    before a bonus's name or a suit (the language's and the Italian suit names) not one of
    ``ours``, in a sentence that scores (a point word, a word that scores: ``scores``, or a
    digit), and no negation in that
    sentence ("there is no point for the most Coins"): the thing counted ("bonus", a suit code)."""
    from .values import _score_words

    most = round_cues(lex, "most")
    if not most or not (phrase_spans(words(text), {"p": [*lex.point_words, *_score_words(lex.lang)]})
                        or any(c.isdigit() for c in text)):
        return None
    from .lexicon import lexicon as lexicon_of

    things = {"bonus": _bonus_forms(lex)}
    for lx in (lex, lexicon_of("it")):
        for code, names in lx.suits.items():
            if code not in ours:
                things.setdefault(code, []).extend(names)
    for piece in SENTENCE_BREAK.split(text):
        tokens = words(piece)
        spans = phrase_spans(tokens, {"m": most})
        if not spans or negation_spans(tokens, lex):
            continue
        for _, b, _ in spans:
            hit = phrase_spans(tokens[b:b + MOST_REACH], things)
            if hit and hit[0][0] == 0:
                return hit[0][2]
    return None


MOST_REACH = 2          # words after "most" where what is counted is named
SENTENCE_BREAK = re.compile(r"[.;!?]+(?!\d)")


def majority_suits(engine) -> tuple[str, ...]:
    """The suits our awards count the most of (Cìcera: Swords)."""
    out = []
    for a in getattr(engine.spec, "awards", None) or []:
        if isinstance(a.when, dict) and "majority_of_suit" in a.when:
            out.append(str(a.when["majority_of_suit"]))
    return tuple(out)


def has_majorities(engine) -> bool:
    return any(a.when == "majority_of_cards" or isinstance(a.when, dict) and "majority_of_suit" in a.when
               for a in getattr(engine.spec, "awards", None) or [])

