"""Precision by design: an error stands only where a second, independent reading agrees.

After every reader has reported, this pass reads each error's sentence once more, for what the
reader that reported it does not model, and lowers the severity where the two readings disagree
(the finding stays, quoted, with the reason):

- **a number's role**: the readers bind a sentence's numbers to roles (a count, a score, an
  outcome); when the only number an error rests on names a card wherever its passage states it
  ("the 7", "die 2 der Münzen", "il tarocco 2"), the text states no such amount: a warning;
- **a counterfactual** ("if I had played the Cavallo instead of the 2"): a worked example whose
  cards are changed is not the one told before it, so its outcome is not replayed: a warning;
- **a question answered no** ("Does the Re beat the 3? — No, ..."): what the question asks is
  not stated; its answer is read on its own: a note.

What names a card: a rank with its suit after it (``cardwords.card_words``), a trump named with
its number (``tricks.named_trumps``), or a number right after a word that puts a card in that place
(an article or determiner, a word for card or trump: ``number_roles.card_before`` in
``rules/checker/<lang>.yaml``) and not followed by a unit (points, cards, players: the language's
``point_words``, ``cards`` and ``players``).
"""

from __future__ import annotations

import functools
import re

from ..findings import AMOUNT
from .cardwords import card_words
from .canon import Game
from .findings import Finding
from .lexicon import Lexicon, cue_block, norm
from .numbers import Num, find_numbers
from .scope import says_any

DIGITS = re.compile(r"\d+")
BARE = re.compile(r"^\s*\d+\s*$")
WORD_BEFORE = re.compile(r"([^\W\d_]+)['’]?\s*$")
WORD_AFTER = re.compile(r"^\s*([^\W\d_]+)")
PASSAGE = 4            # sentences read after the finding's own, within its paragraph
DOUBT = "the number {n} names a card here, not {role}"


@functools.cache
def _card_before(lang: str) -> frozenset[str]:
    return frozenset(norm(w) for w in cue_block(lang, "number_roles").get("card_before", ()))


def counterfactual(text: str, lex: Lexicon) -> bool:
    """The sentence puts a card in place of another or says what would have happened ("if he had
    played the Re instead", "c'est son Re qui aurait fait le pli"; by the verb's mood alone, data
    ``would_have``, unless it says what could have been done: ``could_have``, "мог бы забрать").
    Cue words as written, whole words (a stem would take ru "вместе", together, for "вместо",
    instead of)."""
    block = cue_block(lex.lang, "clause_cues")
    return says_any(text, list(block.get("counterfactual", ()))) or \
        says_any(text, list(block.get("would_have", ()))) and not says_any(text, list(block.get("could_have", ())))


def _reason_supposes(f: Finding, lex: Lexicon) -> bool:
    """The sentence supposes only in the reason it gives after the words the finding quotes, past
    a colon or a word for 'because' ("No bonus at all: a Simili would have needed the whole table
    in one suit", "Aucun bonus, car pour le Simili il aurait fallu …"): the example told is the
    one before, as it happened; the supposition is why, not another example."""
    from .cicera_examples import cues

    quoted = (f.found or "").strip()
    at = f.sentence.find(quoted) if len(quoted) > 1 else -1
    if at < 0:
        return False
    head, rest = f.sentence[:at + len(quoted)], f.sentence[at + len(quoted):]
    marks = [m.start() for m in re.finditer(":", rest)]
    because = cues(lex.lang).get("because") or ()
    marks += [m.start() for m in (re.search(rf"(?<!\w){re.escape(w)}(?!\w)", rest, re.IGNORECASE) for w in because) if m]
    if not marks:
        return False
    return not counterfactual(head + rest[:min(marks)], lex)


def _units(lex: Lexicon) -> frozenset[str]:
    return frozenset(norm(w) for w in [*lex.point_words, *lex.cards, *lex.players])


def card_numbers(text: str, lex: Lexicon, engine) -> set[int]:
    """Where ``text`` names a card by a number: the start of each such number."""
    out: set[int] = set()
    nums = find_numbers(text, lex.lang)
    if not nums:
        return out
    words = card_words(text, lex, engine.deck)
    trumps = {norm(t) for t in lex.terms.get("trump") or [] if t.strip() and " " not in t.strip()}
    befores, units = _card_before(lex.lang), _units(lex)
    for n in nums:
        after = WORD_AFTER.match(text[n.end:])
        if after and norm(after.group(1)) in units:
            continue                # "3 points", "27 cards": an amount
        before = WORD_BEFORE.search(text[:n.start])
        word = norm(before.group(1)) if before else ""
        if any(w.rank and w.suit and w.start == n.start and w.end > n.end for w in words):
            out.add(n.start)        # "5 der Münzen", "le 3 de Coupes": a rank with its suit after it
        elif word in trumps and not n.word:
            out.add(n.start)        # "tarocco 2", "trump 13": a trump named by its number
        elif word in befores and any(w.rank and (w.start == n.start or w.end == n.end) and w.start <= n.start
                                     for w in words):
            out.add(n.start)        # "die 2", "el 3", "the 7": a card's place, no unit after it
    return out


def _said_number(f: Finding) -> int | None:
    """The one number the finding says the text states where ours differs (in ``found`` and
    not in ``expected``), if there is exactly one."""
    said = {int(d) for d in DIGITS.findall(f.found or "")} - {int(d) for d in DIGITS.findall(f.expected or "")}
    return said.pop() if len(said) == 1 else None


def _occurrences(text: str, value: int, lex: Lexicon) -> list[Num]:
    return [n for n in find_numbers(text, lex.lang) if n.value == value]


class _Passages:
    """The sentences around a finding's, found by its line and sentence (indexed once)."""

    def __init__(self, segments) -> None:
        self.segments = list(segments)
        self.at = {(seg.line, seg.text): i for i, seg in reversed(list(enumerate(self.segments)))}

    def before(self, f: Finding) -> str:
        """The sentence before the finding's, in its paragraph (a question the finding's answers)."""
        i = self.at.get((f.line, f.sentence))
        return self.segments[i - 1].text if i and not self.segments[i - 1].block_end else ""

    def passage(self, f: Finding) -> str:
        """The finding's sentence and the rest of its paragraph (up to ``PASSAGE`` sentences): an
        example's outcome is often told in the sentence after its cards ("... the 8 and the 9.
        Napula 8")."""
        i = self.at.get((f.line, f.sentence))
        if i is None:
            return f.sentence
        out = [self.segments[i].text]
        while not self.segments[i].block_end and i + 1 < len(self.segments) and len(out) < PASSAGE:
            i += 1
            out.append(self.segments[i].text)
        return " ".join(out)


def _names_a_card_in_ours(f: Finding, games: list[Game], lex: Lexicon) -> bool:
    """Our sentence states the expected number as a card's name."""
    ours = {int(d) for d in DIGITS.findall(f.expected or "")}
    for g in games:
        cards = card_numbers(f.suggestion, lex, g.engine)
        if any(n.start in cards for n in find_numbers(f.suggestion, lex.lang) if n.value in ours):
            return True
    return False


ANSWER_LABEL = re.compile(r"^\s*+(?:[-—–]\s*+)?(?:[^\W\d_]{1,8}\s*+[:.)]\s*+)?(?:[-—–]\s*+)?")


def denied_question(f: Finding, text: str, lex: Lexicon) -> bool:
    """What the finding quotes is asked in a question that the next words answer with a no
    ("Does the Re beat the 3? — No, the 3 beats the Re"): the question states nothing, and its
    answer is read on its own."""
    from .cues import rule_cues
    from .terms import words

    i = text.find(f.found) if f.found else -1
    if i < 0:
        return False
    q = text.find("?", i)
    if q < 0 or re.search(r"[.!;]", text[i:q]):
        return False
    no = {norm(w) for w in rule_cues(lex, "answer_no")}
    after = text[q + 1:]
    return any(first[:1] and first[0] in no for first in
               (words(after.lstrip(" -—–"))[:1], words(ANSWER_LABEL.sub("", after, count=1))[:1]))


def settle(findings: list[Finding], games: list[Game], lex: Lexicon, segments=()) -> None:
    """Lower the severity of each error a second reading does not bear out (module docstring)."""
    around = _Passages(segments)
    for f in findings:
        if f.severity != "error" or not f.sentence:
            continue
        if f.check == "example" and counterfactual(f.sentence, lex) and not _reason_supposes(f, lex):
            f.severity = "warning"
            f.message += " (a counterfactual: the example's cards are changed, so its outcome is not replayed)"
        elif f.check == "example" and denied_question(f, " ".join(filter(None, (around.before(f), around.passage(f)))), lex):
            f.severity = "info"
            f.message += " (asked in a question the text answers no: not stated)"
        elif _card_not_amount(f, games, lex, around):
            f.severity = "warning"
            f.message += f" ({DOUBT.format(n=_said_number(f), role='a count or an outcome')})"


def _card_not_amount(f: Finding, games: list[Game], lex: Lexicon, around: _Passages) -> bool:
    """The one number an amount's error rests on (a count, points, resti, a total:
    ``Finding.role``) names a card wherever its passage states it."""
    if f.role != AMOUNT:
        return False
    if not (BARE.match(f.found or "") or f.check == "claims"):
        return False                # the reader quotes a phrase: its number is not the one compared
    value = _said_number(f)
    if value is None or f.suggestion and _names_a_card_in_ours(f, games, lex):
        return False                # ours names a card there too ("trump 29 is worth 0 alone"): the roles agree
    text = around.passage(f)
    places = _occurrences(text, value, lex)
    if not places:
        return False
    owners = [g for g in games if f.clause and f.clause.split("-")[0] == g.clauses[0].id.split("-")[0]] or games
    return any(all(n.start in card_numbers(text, lex, g.engine) for n in places) for g in owners)
