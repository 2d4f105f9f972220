"""A worked example's error only when the passage cannot be read to agree.

The example readers bind a passage's words to roles (the card played, the cards on the table, the
trick's cards, the number that states the outcome) and report the engine's disagreement with that
reading. When the reading misplaces a role, the error is the reader's, not the text's. Before an
example's disagreement becomes an error (``checks.check_worked_example``), the passage is read
the other ways its sentences allow; where one of them makes the text's statement the engine's, or
where the reading leaves part of the passage without a role, the finding is a warning that says
why (quoted), never an error:

- **another number as the outcome** (errors on an amount, ``Finding.role`` not a card, not an
  amount said of a card — "Fante: 3", where another number is another card's; the engine's
  outcome one number of ``expected``; the reader's one number in ``found``): the passage
  may state the outcome with another number than the one read ("… a gap at 8, 9 and 10. Result: 7
  points", a rubric's marks beside the game's points). The number read is taken out (blanked,
  positions kept) and the passage read again, up to ``TRIES`` times (each time the reader's next
  candidate). When the reader then finds no error, a number of the passage equal to the engine's
  outcome states it if the reader reads it there (changed, the same error comes back quoting it)
  or if its unit says so (the word after it a point word or a word for resto: "7 Punkte",
  "seitsemän pistettä"); not a part of a breakdown ("Scùa 1 + Simili 1 = 2"). The passage can then
  be read to agree. The passage is read alone, then with the rest of its paragraph (a window of
  sentences may end before the outcome);
- **a card named with no place** (completeness, captures): a capture (the card played, the
  table, the cards taken, the card just left) read from a passage that names a card with its
  rank and suit the reading places nowhere: the reading is incomplete ("… на столе ещё лежал
  Fante Денариев", a card still lying on the table told after the capture; read with the rest of
  the paragraph where it reads the same card played), so the engine's outcome is another
  situation's. Not a card in a sentence that names ``OWN_GIVENS`` cards or more the reading leaves
  out: that sentence tells another example, with givens of its own. Where the reading placed a card by its rank alone (a bare number, "mesa 4", a
  rhyme's "два, три, четыре"), that rank may be no card and the card left out its place: the
  passage is read again without the bare ranks, and it agrees only if the reader then places
  every card named and finds no error (else the error stands: no reading that places every card
  agrees).

A text that really states another outcome keeps its error: its only statement of the outcome is
the one read, and its cards all have a place.
"""

from __future__ import annotations

import re
from collections import Counter

from ..findings import CARD
from .lexicon import Lexicon, norm
from .numbers import find_numbers
from .terms import blanked, word_matches

OWN_GIVENS = 2          # cards a sentence names to hold an example's givens of its own (as checks.OWN_GIVENS)
SENTENCE_END = re.compile(r"[.!?;](?=\s|$)|\n")
TRIES = 3               # numbers taken out in turn, each the reader's next candidate for the outcome
DIGITS = re.compile(r"\d+")
PART = re.compile(r"[+=]")
PART_AFTER = re.compile(r"^\s*+(?:[^\W\d_]++\s*+)?[+=]")
WORD_AFTER = re.compile(r"^\s*([^\W\d_]+)")


def _values(s: str, lang: str) -> set[int]:
    return {n.value for n in find_numbers(s or "", lang)} | {int(d) for d in DIGITS.findall(s or "")}



def _errors(engine, example, text: str, lex: Lexicon, message: str) -> list:
    from .examples import check_example

    return [i for i in check_example(engine, example, text, lex) if i.severity == "error" and i.message == message]


def _said_at(text: str, found: str, values: set[int], lang: str) -> list[tuple[int, int]]:
    """Where in ``text`` the finding's quoted words state the numbers it rests on (``values``)."""
    out = []
    at = text.find(found) if found else -1
    while at >= 0:
        out += [(at + n.start, at + n.end) for n in find_numbers(found, lang) if n.value in values]
        at = text.find(found, at + 1)
    return out


def outcome_value(expected: str, lang: str) -> int | None:
    """The engine's outcome in a finding's ``expected``, where it is one number: the one number
    after its last colon ("Asso bis zur 7: 7", the run and then its score), else its only number
    ("5"); none where it holds several ("3 10", a card and its value; "5, 10, 15", candidates)."""
    tail = expected.rsplit(": ", 1)[-1] if ": " in (expected or "") else expected or ""
    nums = find_numbers(tail, lang)
    return nums[0].value if len(nums) == 1 else None


def _units(lex: Lexicon) -> list[str]:
    return [w for w in (*lex.point_words, *(lex.terms.get("resto") or [])) if w.strip() and " " not in w.strip()]


def _with_unit(text: str, n, lex: Lexicon) -> bool:
    """The number is an amount by the word right after it: points, resti ("7 Punkte", "seitsemän
    pistettä", "1 очко")."""
    m = WORD_AFTER.match(text[n.end:])
    return bool(m) and any(word_matches(norm(m.group(1)), norm(u)) for u in _units(lex))


def _names_a_card(engine, found: str, lex: Lexicon) -> bool:
    """The quoted words name a card by a word (its rank's name or its suit), not a bare number."""
    from .cardwords import card_words

    return any(w.rank and (w.suit or not found[w.start:w.end].strip().isdigit())
               for w in card_words(found or "", lex, engine.deck) if not w.spelled)


def another_number(engine, example, text: str, lex: Lexicon, issue) -> str | None:
    """The passage states the engine's outcome with another number than the one read (module
    docstring): that number, quoted, else None."""
    lang = lex.lang
    if issue.role == CARD:
        return None             # a card's place (a trick's winner), not an amount
    if _names_a_card(engine, issue.found, lex):
        return None             # an amount said of a card ("Fante: 3"): another number is another card's
    ours = _values(issue.expected, lang)
    value = outcome_value(issue.expected, lang)
    if value is None:
        return None
    told = text
    current = issue
    for _ in range(TRIES):
        said = _values(current.found, lang) - ours
        spans = _said_at(told, current.found, said, lang)
        if len(said) != 1 or not spans:
            return None         # the reader quotes a phrase (the situation's numbers in it): no one number read
        for s, e in spans:
            told = blanked(told, [(s, e)])
        again = _errors(engine, example, told, lex, issue.message)
        if not again:
            break
        current = again[0]
        if _values(current.expected, lang) != ours:
            return None         # the reading itself changed with the number: not the same example
    else:
        return None
    # no error now: does a number of the passage state the engine's outcome? Read as the outcome
    # (changed, the error comes back) or an amount by its unit ("Ergebnis: 7 Punkte")
    for n in find_numbers(told, lang):
        if n.value != value or PART.search(told[max(0, n.start - 3):n.start]) or PART_AFTER.match(told[n.end:]):
            continue            # a part of a breakdown ("Scùa 1 + Simili 1 = 2"), not its outcome
        if _with_unit(told, n, lex):
            return told[n.start:n.end + len(WORD_AFTER.match(told[n.end:]).group(0))].strip()
        changed = told[:n.start] + str(n.value + 1) + told[n.end:]
        if any(_values(e.found, lang) & {n.value + 1} and str(n.value + 1) in e.found
               for e in _errors(engine, example, changed, lex, issue.message)):
            return told[n.start:n.end]      # the reader quotes it as the outcome: it reads it there
    return None


def _capture_cards(engine, text: str, lex: Lexicon):
    from .cicera_examples import read_situation

    sit = read_situation(engine, text, lex)
    if sit is None or sit.unseen:
        return None
    return [sit.play, *sit.table], [*(sit.taken or ()), *(sit.taken_in_clause or ()),
                                    *(w for alt in sit.alternatives for w in alt), *([sit.last_left] if sit.last_left else [])]


def _unplaced(engine, text: str, lex: Lexicon, read) -> list:
    """The cards ``text`` names with rank and suit that the capture ``read`` places nowhere."""
    from .cardwords import card_words, shared_suits

    situation, more = read
    placed = [*situation, *more]
    have = {(w.rank, w.suit) for w in placed if w.rank and w.suit}
    ranks = {w.rank for w in placed if w.rank and not w.suit}
    spans = [(w.start, w.end) for w in placed]
    out = []
    for w in shared_suits(card_words(text, lex, engine.deck), text, lex):
        if not (w.rank and w.suit) or w.spelled:
            continue
        if (w.rank, w.suit) in have or any(s <= w.start < e or w.start <= s < w.end for s, e in spans):
            continue
        if w.rank in ranks:
            continue            # a card of its rank is placed with no suit: it may be this one
        out.append(w)
    # a sentence naming OWN_GIVENS cards or more that the reading places nowhere tells another
    # example (its own givens: "… Juegas el 7 de Oros sobre el 3 y el 4 de Oros"), not this one's
    ends = [m.end() for m in SENTENCE_END.finditer(text)]
    sentence = lambda w: next((k for k, e in enumerate(ends) if w.start < e), len(ends))
    per = Counter(sentence(w) for w in out)
    return [w for w in out if per[sentence(w)] < OWN_GIVENS]


def unplaced_card(engine, example, text: str, lex: Lexicon, issue, around: str = "") -> str | None:
    """A card the passage names with its rank and suit that the reading of a capture gives no
    place (module docstring): the reason to quote, else None. ``around``: the passage with the
    rest of its paragraph, where the situation may go on ("… Скуа нет, на столе ещё лежал Fante
    Денариев"), read when it reads the same card played. Where the reading placed a card by its
    rank alone (a bare number: "mesa 4", a rhyme's "два, три, четыре"), that rank may be no card
    and the card left out its place: the passage is read again without the bare ranks, and it
    agrees only if the reader then places every card named and finds no error."""
    if not example.kind.startswith("capture"):
        return None
    read = _capture_cards(engine, text, lex)
    if not read:
        return None
    if around and around != text:
        wider = _capture_cards(engine, around, lex)
        if wider and (wider[0][0].rank, wider[0][0].suit) == (read[0][0].rank, read[0][0].suit):
            text, read = around, wider
    left = _unplaced(engine, text, lex, read)
    if not left:
        return None
    bare = [w for w in read[0] if not w.suit]
    card = text[left[0].start:left[0].end]
    if not bare:
        return f"the reading gives no place to the card named \"{card}\": another situation than the text's"
    told = text
    for w in bare:
        told = blanked(told, [(w.start, w.end)])
    again = _capture_cards(engine, told, lex)
    if not again or _unplaced(engine, told, lex, again) or _errors(engine, example, told, lex, issue.message):
        return None             # no reading that places every card named agrees: the error stands
    words = ", ".join(f"\"{text[w.start:w.end]}\"" for w in bare)
    return f"read with {words} as no card, the passage places \"{card}\" and agrees"


BONUS_ERRORS = ("the capture earns other bonuses", "the bonuses add up to a different total")


def _bonuses_go_on(engine, text: str, around: str, lex: Lexicon) -> bool:
    """A capture's outcome told over the sentences after the passage ("¡Mesa limpia, Scùa! ¡Y
    todo del mismo palo, Simili!"): a window of sentences that ends inside it reads part of the
    bonuses. True when the passage with the rest of its paragraph reads the same card played and
    agrees with the engine (its bonuses read, no error)."""
    from .cicera_examples import check_bonus_claim, read_situation

    sit, more = read_situation(engine, text, lex), read_situation(engine, around, lex)
    if sit is None or more is None or (sit.play.rank, sit.play.suit) != (more.play.rank, more.play.suit):
        return False
    return check_bonus_claim(engine, around, lex) == []


def agreeing_reading(engine, example, text: str, lex: Lexicon, issue, around: str = "") -> str | None:
    """Why the passage can be read to agree with the engine where the reading of ``issue`` did
    not (a reason to quote), else None. ``around``: the passage with the rest of its paragraph."""
    if issue.check != "example" or issue.severity != "error":
        return None
    why = unplaced_card(engine, example, text, lex, issue, around)
    if why:
        return why
    if around and around != text and issue.message in BONUS_ERRORS and _bonuses_go_on(engine, text, around, lex):
        return "read with the sentences after it in its paragraph, where its outcome goes on, the passage agrees"
    number = another_number(engine, example, text, lex, issue) or \
        (around and around != text and another_number(engine, example, around, lex, issue))
    if number:
        return f"read with \"{number}\" as its outcome, the passage agrees"
    return None
