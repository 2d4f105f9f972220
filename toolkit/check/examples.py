"""Worked examples: read the example a text states and replay it against the engine.

A registry keyed by example kind (``capture_options``, ``napula`` ...): each entry reads what a
translated sentence claims and compares it with the engine's outcome
(:data:`engine.examples.OUTCOMES`). Our own sentence for an example comes from the page phrasing.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections import Counter
from dataclasses import dataclass
from typing import Callable

from engine.errors import CardError
from engine.examples import majority_awards, outcome

from ..findings import AMOUNT, CARD, Finding, evidence
from .cues import all_but_said, asked_only, cues
from .lexicon import Lexicon, norm
from .memo import copied_findings, lazy_module, per_object, readings, recent
from .numbers import Num, find_numbers, ranges
from .tricks import DOCUMENT_TEXTS, check_trick_winner, read_trick, said_by_role, said_of_trick, said_winners
from .cardwords import card_words, list_glue
from .stated import stated_totals
from .structure import structure_cues
from .terms import forms_of, words, word_matches, phrase_spans, TOKEN

_cicera_examples = lazy_module("toolkit.check.cicera_examples")     # it imports this module



REGISTRY: dict[str, Callable] = {}
ANYWHERE: set[str] = set()      # kinds whose reader recognises its example in any sentence
INVENTED: set[str] = set()      # kinds whose reader reads any example of the kind, not only ours


ANY_GAME: set[str] = set()      # invented kinds read in every game whose rules the kind applies


def kind(name: str, anywhere: bool = False, invented: bool = False, any_game: bool = False):
    """Register the check of one kind of example: (engine, example, text, lexicon) -> issues.
    What our sentence says comes from the page phrasing; these read what a text claims.
    ``anywhere``: the reader finds nothing in a sentence that does not state this very example
    (its givens), so the example is also looked for where the text moved it. ``invented``: the
    reader reads the givens from the text itself (an example the text makes up), so every
    passage is read, once per game."""
    def wrap(check: Callable) -> Callable:
        REGISTRY[name] = check
        if anywhere or invented:
            ANYWHERE.add(name)
        if invented:
            INVENTED.add(name)
        if any_game:
            ANY_GAME.add(name)
        return check
    return wrap


# ---------------------------------------------------------------- numbers of an example that agrees

CONFIRMS: dict[str, Callable] = {}


def confirms(name: str):
    """Register what an example of kind ``name`` the text states and the engine agrees with
    holds: (engine, example, text, lexicon) -> its numbers. They are the example's givens and
    outcome, not numbers of a rule (the numbers check leaves them be)."""
    def wrap(fn: Callable) -> Callable:
        CONFIRMS[name] = fn
        return fn
    return wrap


def example_numbers(engine, example, text: str, lex: Lexicon) -> set[int]:
    entry = CONFIRMS.get(example.kind)
    return entry(engine, example, text, lex) if entry else set()


@per_object
def invented_readers(game) -> tuple[tuple[object, object], ...]:
    """(clause, example) for each kind of example ``game`` has whose reader reads the text's own
    givens: the clause that states an example of the kind, else the last rule after the
    introduction that applies the kind's rules (a majority the text invents is CIC-E2's). Worked
    out once per game: the readers' results are kept by the example's identity."""
    from engine.examples import KINDS

    out, seen = [], set()
    for ex in game.examples.values():
        if ex.kind not in INVENTED or ex.kind in seen:
            continue
        seen.add(ex.kind)
        stating = [c for c in game.clauses if c.example and game.examples[c.example].kind == ex.kind]
        rules = set(KINDS[ex.kind].rules)
        applying = [c for c in game.clauses if c.order > 0 and set(getattr(c.spec, "rules", None) or ()) & rules]
        clause = (stating or applying[-1:] or [None])[0]
        if clause is not None:
            out.append((clause, game.examples[clause.example] if stating else ex))
    for name in sorted(ANY_GAME - seen):
        # a trick the text plays in a game none of whose examples is a trick (Minchiate)
        rules = set(KINDS[name].rules)
        applying = [c for c in game.clauses if c.order > 0 and set(getattr(c.spec, "rules", None) or ()) & rules]
        if applying and name in INVENTED:
            out.append((applying[0], _StandIn(name, f"{applying[0].id}-{name}")))
    for name, (rules, _reader) in sorted(READERS_OF_NO_KIND.items()):
        applying = [c for c in game.clauses if c.order > 0 and set(getattr(c.spec, "rules", None) or ()) & set(rules)]
        if applying:
            out.append((applying[0], _StandIn(name, f"{applying[0].id}-{name}")))
    return tuple(out)


@dataclass(frozen=True)
class _StandIn:
    """An example of a kind a game has none of: the reader reads the text's own givens."""

    kind: str
    id: str
    cards: tuple = ()
    trump: str | None = None


@readings(copy=copied_findings, context=lambda: DOCUMENT_TEXTS.get()[0])    # a trick's trump may be the document's (``deal_trump``)
def check_example(engine, example, text: str, lex: Lexicon) -> list[Finding]:
    entry = REGISTRY.get(example.kind) or READERS_OF_NO_KIND.get(example.kind, (None, None))[1]
    return entry(engine, example, text, lex) if entry else []


# ---------------------------------------------------------------- shared reading

def rank_of_value(value: int, engine) -> str | None:
    """The rank code a numeral value names (1 → Asso's code, 7 → "7")."""
    for rank in engine.deck.ranks:
        if rank.value == value and not rank.court:
            return rank.code
    return None


@per_object
def rank_codes(engine, lex: Lexicon) -> dict[str, str]:
    """A rank as a text writes it (its name, an accepted form of the name, its digits) → code."""
    out: dict[str, str] = {}
    for rank in engine.deck.ranks:
        out[norm(rank.name)] = rank.code
        if rank.code.isdigit():       # letter codes ("A", "R") are not how a text names a rank
            out[rank.code] = rank.code
    for name in lex.names:
        code = out.get(norm(name.name))
        if code:
            # a claim about a card is read whatever the text calls it (es "Sota" for Fante:
            # the naming policy is another finding)
            for form in (*name.forms, *name.translations):
                out.setdefault(norm(form), code)
    return out


def _value(engine, code: str) -> str:
    card = engine.deck.card(code)
    return str(card.value) if card.value is not None else card.name.split(" of ")[0]


@dataclass
class Option:
    ranks: Counter
    text: str
    run_together: bool = False   # "3 4": two numbers with nothing joining them


def _words_between(text: str, a: Num, b: Num) -> list[str]:
    return [norm(w) for w in WORD.findall(text[a.end:b.start])]


def read_option(piece: str, lang: str, lex: Lexicon, engine) -> Option:
    """The cards one option takes: "3+4", "одну 7" (one 7), "3 lá 4" (three 4s)."""
    nums = find_numbers(piece, lang)
    classifiers = {norm(c) for c in lex.classifiers}
    ranks: Counter = Counter()
    run_together = False
    i = 0
    while i < len(nums):
        a = nums[i]
        b = nums[i + 1] if i + 1 < len(nums) else None
        if b is not None:
            gap = piece[a.end:b.start]
            between = _words_between(piece, a, b)
            counted = (a.word and not b.word and not gap.strip()) or \
                (between and all(w in classifiers for w in between) and not re.search(r"[^\w\s]", gap))
            if counted:
                rank = rank_of_value(b.value, engine)
                ranks[rank] += a.value
                i += 2
                continue
            if not a.word and not b.word and not gap.strip():
                run_together = True
        if not (a.word and a.value == 1):
            ranks[rank_of_value(a.value, engine)] += 1
        i += 1
    from .cardwords import card_words

    for w in asso_by_name(piece, card_words(piece, lex, engine.deck), nums, engine):    # "Asso + 2 + 5"
        ranks[w.rank] += 1
    return Option(ranks, piece.strip(), run_together)


def asso_by_name(text: str, named, nums: list[Num], engine) -> list:
    """The card words of ``text`` that name the Asso by its name ("Asso Tiền", "l'Asso"), none of
    ``nums`` (the numbers read) inside them: a 1 the numbers do not give."""
    asso = rank_of_value(1, engine)
    return [w for w in named if w.rank == asso and not text[w.start:w.end][:1].isdigit()
            and not any(w.start <= n.start < w.end or n.start <= w.start < n.end for n in nums)]


def split_options(text: str, lex: Lexicon) -> list[str]:
    or_words = "|".join(re.escape(w) for w in lex.or_words)
    pattern = r"[,;]" + (rf"|(?<!\w)(?:{or_words})(?!\w)" if or_words else "")
    return [p for p in re.split(pattern, text, flags=re.IGNORECASE) if p.strip()]


# ---------------------------------------------------------------- Cìcera: capture options

@kind("capture_options", invented=True)
def check_capture_options(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    from .cicera_examples import check_capture_claim

    claimed = check_capture_claim(engine, text, lex)     # a capture told by role: "a 7 takes all three"
    if claimed:
        return claimed
    issues: list[Finding] = []
    lang = lex.lang
    setup, sep, rest = _givens_colon(text, lang)
    if not sep:
        return _check_capture_sentence(engine, ex, text, lex)
    from .cardwords import card_words
    from .cicera_examples import _sum_results

    named = card_words(setup, lex, engine.deck)
    made = {w.start for w in _sum_results(setup, named, lex)}    # "la somme du 4 et du 5 fait 9"
    made |= {m.end() - len(m.group(1)) for m in SUM_MADE.finditer(setup)}     # "(2 + 3 + 4 = 9)": the sum's result
    setup_nums = [n for n in find_numbers(setup, lang) if not (n.word and n.value == 1) and n.start not in made]
    setup_nums = sorted(setup_nums + [     # "trên bàn có 8 Kiếm, Asso Tiền, 2 Gậy và 5 Cốc": the Asso by its name is a 1
        Num(1, w.start, w.end, False, setup[w.start:w.end]) for w in asso_by_name(setup, named, setup_nums, engine)],
        key=lambda n: n.start)
    if not setup_nums:
        return issues
    deck = engine.deck
    played = _played_number(setup, setup_nums, lex)
    play = rank_of_value(played.value, engine)
    table = [rank_of_value(n.value, engine) for n in setup_nums if n is not played]
    if play is None or None in table or len(table) < 2:
        return issues
    ours = play == deck.card(ex.play).rank and Counter(table) == Counter(deck.card(c).rank for c in ex.table)
    if not ours and not _plays_a_capture(setup, rest, lex):
        return issues
    if _taken_before_colon(setup, played, lex):
        return issues       # "plays the 9 and takes all three: a sweep, ...": the capture made, then its outcome, no options
    # the text's own play and table (ours, or one it invents): one suit per copy of a rank
    suits = [s.code for s in deck.suits]
    seen: Counter = Counter([play])
    cards = []
    for rank in table:
        if seen[rank] >= len(suits):
            return issues
        cards.append(deck.parse(f"{rank}{suits[seen[rank]]}"))
        seen[rank] += 1
    legal = [Counter(deck.card(c).rank for c in deck.codes(opt))
             for opt in engine.capture_options(deck.parse(f"{play}{suits[0]}"), cards)]
    placed = False
    unread = 0
    stated: list[Option] = []
    for piece in split_options(rest, lex):
        if _not_an_option(piece, len(table), lex):
            continue
        whole = _whole_table(piece, table, lex)
        if whole is None and _counts_cards_only(piece, lex):
            continue        # "ăn từ 3 lá trở lên nên thêm Quadriglia": a count of cards, what a bonus asks
        opt = whole or read_option(piece, lang, lex, engine)
        if not opt.ranks:
            if re.search(r"[^\W\d_]{2,}", piece):
                unread += bool(placed)
                placed = True
            continue
        stated.append(opt)
        if opt.run_together:
            issues.append(evidence("example", "error",
                                "numbers of one option are run together: the '+' of the sum is lost",
                                " + ".join(_ranks_text(opt.ranks)), opt.text))
        if opt.ranks not in legal:
            issues.append(evidence("example", "error",
                                "the engine does not allow this option: no card or sum on the table "
                                "matches it", _options_text(legal), opt.text))
    for option in legal:
        if unread:
            break           # a piece the reader could not read may be the option: say nothing
        if option not in [o.ranks for o in stated]:
            issues.append(evidence("example", "error", MISSING_OPTION,
                                "take " + " + ".join(_ranks_text(option)),
                                "; ".join(o.text for o in stated) or rest.strip()))
    if engine.optional and not placed:
        issues.append(evidence("example", "warning", "placing the card without capturing is not offered",
                            "leave your card on the table", rest.strip()))
    return issues


GIVENS = 3        # numbers that name a play and a table of two cards at least


def _givens_colon(text: str, lang: str) -> tuple[str, str, str]:
    """(givens, ":", options): the colon that ends the givens' sentence part. A lead-in with a
    colon of its own ("Abschnitt 3:", "Hinweis:", "Esempio:") names no play and no table: the
    givens are after it, up to the next colon. Without a colon that follows givens, the first."""
    def givens(part: str) -> bool:
        return sum(1 for n in find_numbers(part, lang) if not (n.word and n.value == 1)) >= GIVENS

    first = None
    # (a colon between a digit and a letter is a case ending, no colon: fi "pelaat Kolikoiden 7:n")
    for m in re.finditer(r"(?<!\d):|:(?![^\W\d_])", text):
        setup = re.split(r"[.!?]\s", text[:m.start()])[-1]      # the givens and the options: one sentence
        rest = re.split(r"[.!?](?:\s|$)", text[m.end():])[0]
        if first is None:
            first = (setup, ":", rest)
            if givens(setup):
                return first
            continue
        own = re.split(r";|(?<!\d):|:(?![^\W\d_])", setup)[-1]        # after the label's colon, in the clause this colon ends ("- You play: 10": a field)
        if givens(own):
            return own, ":", rest
    return first or (text, "", "")


def _played_number(setup: str, nums: list[Num], lex: Lexicon) -> Num:
    """The card played among the givens: the number right after a word for playing ("the table
    shows a 2, a 3 and a 5 and you play a 10": the 10), else the first."""
    for _, e in _word_spans(setup, lex.plays):
        after = [n for n in nums if n.start >= e]
        if after and not re.search(r"[,;:()]", setup[e:after[0].start]) and \
                len(WORD.findall(setup[e:after[0].start])) <= PLAY_GAP:
            return after[0]
    return nums[0]


def _option_words(lex: Lexicon) -> dict[str, list[str]]:
    return _block(lex.lang, "capture_options_reading")


def _not_an_option(piece: str, table: int, lex: Lexicon) -> bool:
    """A piece of the options that states no capture: a capture it refuses ("but not all three
    cards": a negation before its numbers; a word of denial anywhere, data
    ``cicera_examples.denied``: fi "kaikkia kolmea ei voi ottaa"), the reason one is refused (a
    word for "because" first: "since 7 + 3 + 4 = 14"), or a score ("2 points in all": a number counted in
    points)."""
    from .terms import phrase_spans, words

    nums = [n for n in find_numbers(piece, lex.lang) if not (n.word and n.value == 1)]
    if not nums:
        return False
    if phrase_spans(words(piece[:nums[0].start]), {"n": lex.negation}):
        return True
    said = _block(lex.lang, "cicera_examples")
    if _word_spans(piece, said.get("denied", [])):
        return True         # fi "kaikkia kolmea ei voi ottaa": a capture denied after its numbers
    if any(a == 0 for a, _, _ in phrase_spans(words(piece)[:1], {"b": said.get("because", [])})):
        return True         # "since 7 + 3 + 4 = 14", "koska …": the reason an option is refused, no option
    points = [*_points_words(lex), *lex.point_words]
    return any(phrase_spans(words(piece[n.end:])[:AMOUNT_REACH], {"p": points}) for n in nums)


def _taken_before_colon(setup: str, played: Num, lex: Lexicon) -> bool:
    """The givens' sentence tells the capture made, a word for taking after the card played and
    no word for 'may' or 'or' ("Hùng đánh 9 Gậy ăn cả ba: ..."): what follows the colon is its
    outcome, not the options."""
    from .cicera_examples import _spans, _take_words

    after = setup[played.end:]
    return bool(_spans(after, _take_words(lex), lex)) and not _word_spans(after, [*lex.permitted, *lex.or_words])


SUM_MADE = re.compile(r"\d+(?:\s*+\+\s*+\d+)+\s*+=\s*+(\d+)")


def _counts_cards_only(piece: str, lex: Lexicon) -> bool:
    """Every number of the piece counts cards: a word for cards right after it, and no number
    after that word ("three cards or more", "3 lá trở lên"; not "3 lá 4", three 4s)."""
    from .terms import phrase_spans, words

    nums = [n for n in find_numbers(piece, lex.lang) if not (n.word and n.value == 1)]
    if not nums:
        return False
    for n in nums:
        after = words(piece[n.end:])
        if not phrase_spans(after[:1], {"c": lex.cards}) or re.match(r"\s*[^\W\d_]+\s+\d", piece[n.end:]):
            return False
    return True


def _whole_table(piece: str, table: list, lex: Lexicon) -> Option | None:
    """"take all three": a word for all before the count of the table's cards is the whole table,
    not a card of that rank."""
    from .terms import phrase_spans, words

    nums = [n for n in find_numbers(piece, lex.lang) if n.word]
    for n in nums:
        if n.value == len(table) and phrase_spans(words(piece[:n.start])[-2:], {"a": _option_words(lex).get("all", [])}):
            return Option(Counter(table), piece.strip())
    return None


def _check_capture_sentence(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """"If you play a 7 on a table with 5, 2 and 7 you may take the 7 or the 5 and 2": the
    givens before the word for taking, the options after it, in one sentence. An option the
    engine does not allow is an error; a legal option left out only where the text lists
    options (two or more) or says the capture is compulsory ("you must take the 7")."""
    out: list[Finding] = []
    for sentence in re.split(r"(?<=[.!?])\s+", text):
        nums = [n for n in find_numbers(sentence, lex.lang) if not (n.word and n.value == 1)]
        if len(nums) < 3:
            continue
        takes = [a for a, _ in _word_spans(sentence, lex.terms.get("capture") or []) if a > nums[2].start]
        played = [e for _, e in _word_spans(sentence[:nums[0].start], lex.plays)
                  if not re.search(r"[,;:()]", sentence[e:nums[0].start])
                  and len(WORD.findall(sentence[e:nums[0].start])) <= PLAY_GAP]
        if not takes or not played:
            continue            # the first number is the card played only right after a word for playing
        if len(set(_word_spans(sentence, lex.plays))) > 1 and \
                len(set(_word_spans(sentence, [*(lex.terms.get("capture") or []), *lex.beats]))) > 1:
            continue            # two captures told in one sentence: not one example's givens
        setup, rest = sentence[:takes[0]], sentence[takes[0]:]
        clause = re.split(r"[,;:()]", setup)[-1]
        if _word_spans(clause, lex.negation):
            continue            # "...; non potete prendere tutte e tre le carte": a capture denied, no options given
        from .cicera_examples import attempted

        if attempted(sentence[played[0]:takes[0]], lex):
            continue            # a capture only tried or claimed ("tries to take all three")
        found = check_capture_options(engine, ex, f"{setup}: {rest}", lex)
        stated = [p for p in split_options(rest, lex) if read_option(p, lex.lang, lex, engine).ranks]
        must = _word_spans(setup[-40:] + rest[:20], lex.modality.get("compulsory") or [])
        out += [f for f in found if f.severity == "error" and
                (f.message != MISSING_OPTION or len(stated) >= 2 or must)]
    return out


MISSING_OPTION = "a legal option of the example is missing"
PLAY_GAP = 3            # words between a word for playing and the card played ("play a 7", "giochi un 8")


def _plays_a_capture(setup: str, rest: str, lex: Lexicon) -> bool:
    """An example the text invents says that a card is played, then what it may capture."""
    from .terms import find_term, phrase_spans, words

    capture = lex.terms.get("capture") or []
    return bool(phrase_spans(words(setup), {"p": lex.plays})) and \
        any(find_term(words(rest), t) is not None for t in capture)


def _ranks_text(ranks: Counter) -> list[str]:
    """Ranks in order, as a player reads them: "Asso + 2 + 5" (the Asso's code is "A")."""
    def order(r) -> tuple:
        r = str(r)
        return (0, 1) if r == "A" else (1, int(r)) if r.isdigit() else (2, r)

    return ["Asso" if str(r) == "A" else str(r) for r in sorted(ranks.elements(), key=order)]


def _options_text(options: list[Counter]) -> str:
    return "; ".join("take " + " + ".join(_ranks_text(o)) for o in options) + "; or place"


# ---------------------------------------------------------------- Cìcera: napula

RUN_DASH = "–—−-"       # the hyphen last: a character class takes it as itself


RANK_RUN = re.compile(rf"(?<![^\W_])(?:\d++|[^\W\d_]++)(?:[{RUN_DASH}](?:\d++|[^\W\d_]++))+")
RUN_SPLIT = re.compile(f"[{RUN_DASH}]")
RUN_SCORE_GAP = 6       # words between a run and its score ("di Spade la Napula vale 2")
BARE_SCORE_GAP = 2      # ... and a bare number after a list of the run's ranks, no word for points ("… di Spade danno 4")


def _rank_runs(text: str, lex: Lexicon, engine) -> list[tuple[int, int, list[str]]]:
    """Runs of ranks joined by dashes: "Asso–2–3–4" → (start, end, ["A", "2", "3", "4"])."""
    codes_of = rank_codes(engine, lex)
    named = {c for c in codes_of.values() if not c.isdigit()}
    out = []
    for m in RANK_RUN.finditer(text):
        codes = [codes_of.get(norm(p), p) for p in RUN_SPLIT.split(m.group())]
        if codes[0] in named:
            out.append((m.start(), m.end(), codes))
    return out


@kind("napula", invented=True)
def check_napula(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """"Asso–2–3–4 scores 4", "Asso–2–4–5: nothing": any run of the award's suit the text
    states (ours or its own), and the first number after it, against what the engine's award
    scores for a team holding those cards."""
    from .cicera_examples import napula_ranges, rank_range

    runs = _rank_runs(text, lex, engine)
    suit = engine.deck.card(ex.cards[0]).suit
    if not runs:
        runs = [(a, b, c) for a, b, c in napula_ranges(engine, text, lex, suit)]   # "from the Asso to the 5"
        if not runs:
            whole = _whole_suit_run(engine, ex, text, lex, suit)
            if whole is not None:
                return whole
            return _check_napula_list(engine, ex, text, lex, suit)
    start, end, codes = runs[0]
    codes = rank_range(engine, codes)       # "Asso–5": the run from the Asso to the 5
    known = {r.code for r in engine.deck.ranks}
    if any(c not in known for c in codes):
        return []
    if len(set(codes)) < len(codes):
        return [evidence("example", "error", "the run names the same card twice",
                         "–".join(engine.deck.card(c).rank for c in ex.cards), text[start:end])]
    from .checks import qualifiers_before

    rest = re.split(r"[.;!?]", text[end:])[0]
    added, at = _added_cards(engine, rest, lex)     # "... und dazu die 7": held too, not the score
    if set(added) & set(codes):
        return []
    told = len(rest)                # the run's sentence after it, added cards included
    rest = rest[at:]
    score = engine.award(ex.award, [[engine.deck.parse(f"{c}{suit}") for c in [*codes, *added]]])[0]
    from .cicera_examples import award_name

    names = award_name(engine, ex.award)
    from .corroborate import card_numbers

    cards = card_numbers(rest, lex, engine)         # "..., nothing: without the 3 there is no Napula"
    claimed = [n.value for n in find_numbers(rest, lex.lang) if not (n.word and n.value == 1) and n.start not in cards
               and (len(WORD.findall(rest[:n.start])) <= RUN_SCORE_GAP or (      # "..., thì Napula được tính 13 điểm"
                   _word_spans(re.split(r"[,;:()]", rest[:n.start])[-1], names) and n in amounts(rest, lex, _points_words(lex))))
               and not qualifiers_before(rest, n.start, lex)
               and not _missing_before(rest[:n.start], lex)]       # "thiếu 8", "without the 8": a card not held
    if not claimed and len(runs) == 1:
        claimed = [n.value for n in _run_points_later(engine, ex, text, rest, cards, lex)]
    if not claimed and not re.search(r"[;!?]", text[end:end + told + 1] or ""):
        # the score in the next sentence, which names the award ("... plus the 8 and the 9.
        # Napula 8 — only the 7 was missing."), not a card's number there
        after = text[end + told:].lstrip(".;!? ")
        nxt = re.split(r"(?<=[.;!?])\s", after)[0] if after else ""
        # ... or the award named before the run, as the passage's label ("Napula : l'équipe a
        # ramassé l'Asso, … Le 4 manque, … : 7 points"): the points the next sentence gives
        if _word_spans(nxt, names) or _word_spans(text[:start], names) and amounts(nxt, lex, _points_words(lex)):
            cards = card_numbers(nxt, lex, engine)
            claimed = [n.value for n in amounts(nxt, lex, [*_points_words(lex), *names]) if n.start not in cards]
    if claimed and claimed[0] != score:
        return [evidence("example", "error", "the run scores a different number of points",
                         f"{text[start:end]}: {score}", str(claimed[0]), role=AMOUNT)]
    return []


def _run_points_later(engine, ex, text: str, rest: str, cards: set[int], lex: Lexicon) -> list[Num]:
    """The run's score told further on in its sentence, past a count or a remark ("Asso, 2, 4, 5
    e 6 di Spade sono cinque carte in fila, a parte il buco del 3, quindi fanno 5 punti"): the
    first amount of points there (a number with a word for points after it), when the passage
    names the award and nothing between the run and the amount names another award or bonus, a
    condition ("if the 3 were there, 6 points"), a card that is missing, a bracket, a colon or
    cards of another run."""
    from .checks import qualifiers_before
    from .cicera_examples import award_name

    if not _word_spans(text, award_name(engine, ex.award)):
        return []
    found = [n for n in amounts(rest, lex, _points_words(lex)) if n.start not in cards]
    if not found:
        return []
    n = found[0]
    gap = rest[:n.start]
    if "(" in gap or ":" in gap or sum(1 for c in cards if c < n.start) > 1:
        return []       # "… (Asso, 2, 3 e 4 valem 4 pontos)": another run, an instance in brackets or after a colon
        #                 ("La Napula exige Asso, 2 y 3 … con un máximo de 10: para nosotros, 4 puntos")
    if _word_spans(gap, [*_award_names(engine, but=ex.award), *lex.condition]) or \
            qualifiers_before(rest, n.start, lex) or _missing_before(gap, lex) or _said_missing(rest[n.end:], lex):
        return []
    return [n]


def _whole_suit_run(engine, ex, text: str, lex: Lexicon, suit: str) -> list[Finding] | None:
    """The whole suit held, told by its count of cards and the suit's name ("alle dreizehn
    Schwerter", "all 13 Swords", "tutte e tredici le Spade"), and the points the sentence then
    gives the award it names ("…, bekommt für die Napula 13 Punkte"): against what the engine's
    award scores for the whole suit. None when no such count and amount are read."""
    from .cicera_examples import award_name

    ranks = [r.code for r in engine.deck.ranks]
    names = award_name(engine, ex.award)
    words_ = _card_words(engine, text, lex)
    for n in find_numbers(text, lex.lang):
        if n.value != len(ranks):
            continue
        named = next((w for w in words_ if w.suit == suit and not w.rank and w.start >= n.end and
                      len(WORD.findall(text[n.end:w.start])) <= 1), None)
        if named is None:
            continue
        sentence = re.split(r"[.;!?]", text[named.end:])[0]
        if not _word_spans(sentence, names):
            # ... or the score an answer gives to the question after it, which names the award
            # ("Saimme kaikki kolmetoista Miekkaa. Paljonko Napula antaa? Vastaus: 13 pistettä.")
            stated = _answered_amount(engine, text[named.end + len(sentence):].lstrip(".;!? "), names, lex)
            if not stated:
                continue
        else:
            stated = [m for m in amounts(sentence, lex, [*_points_words(lex), *names])]
        if not stated:
            continue
        score = engine.award(ex.award, [[engine.deck.parse(f"{c}{suit}") for c in ranks]])[0]
        if stated[0].value != score:
            return [evidence("example", "error", "the run scores a different number of points",
                             f"{text[n.start:named.end]}: {score}", str(stated[0].value), role=AMOUNT)]
        return []
    return None


def _negation_in(gap: str, lex: Lexicon) -> bool:
    """A word of negation in ``gap``, or a word negated by its own affix (``privative``)."""
    from .terms import phrase_spans, words

    tokens = words(gap)
    return bool(phrase_spans(tokens, {"n": lex.negation})) or any(map(_privative(lex.lang), tokens))


PRIVATIVE_STEM = 3      # letters a privative word has besides its affixes ("unawarded": "award")


@functools.cache
def _privative(lang: str):
    """Whether a word is negated by its affixes (data ``privative`` in rules/checker/<lang>.yaml,
    "un…ed", "…matta"): "the 2 points go unawarded", "die Punkte bleiben unvergeben", "pisteet jäävät
    jakamatta" say that nobody scores them, as "not awarded" does."""
    from .terms import cue_words

    pairs = [tuple(norm(x) for x in str(p).split("…", 1)) for p in cue_words(lang, "privative") if "…" in str(p)]

    def negated(word: str) -> bool:
        return any(word.startswith(a) and word.endswith(b) and len(word) >= len(a) + len(b) + PRIVATIVE_STEM
                   for a, b in pairs)
    return negated


def _added_cards(engine, rest: str, lex: Lexicon) -> tuple[list[str], int]:
    """Cards the text adds to a run's after a word for 'and' ("Asso bis 5 und dazu die 7"): their
    rank codes, and where in ``rest`` they end (the score is looked for after them)."""
    from .terms import phrase_spans, words

    codes, at = [], 0
    also = [*lex.and_words, *_block(lex.lang, "run_cards").get("also", [])]
    for n in find_numbers(rest, lex.lang):
        before = words(rest[at:n.start])
        joins = [sp[0] for sp in phrase_spans(before, {"a": also})] if before else []
        if codes and not joins and re.fullmatch(r"\s*+,\s*+", re.split(r"[^\W\d_]", rest[at:n.start])[0] + " ") \
                and len(before) <= 1:
            joins = [-1]        # the list goes on after a comma, an article at most ("and then the 8, the 9 and the 10")
        # the suit may stand between ("Asso–2–3 of Swords and also the 6")
        if not joins or joins[0] > SUIT_WORDS or len(before) - joins[0] - 1 > ADDED_GAP:
            break
        rank = rank_of_value(n.value, engine)
        if rank is None or _said_missing(rest[n.end:], lex):
            break
        codes.append(rank)
        at = n.end
    return codes, at


MISSING_REACH = 2       # words between a card and the word that says it is missing ("die 7 fehlte")


def _said_missing(after: str, lex: Lexicon) -> bool:
    """The words right after a card, in its clause, say it is missing ("die 7 fehlte", "8
    puuttuu", "the 8 was missing")."""
    from .terms import phrase_spans, words

    clause = re.split(r"[,;:.()!?]", after)[0]
    if re.search(r"\d", clause):
        return False        # a card after the word is the one missing ("..., 2 và 3 Kiếm nhưng không có 4 Kiếm")
    return bool(phrase_spans(words(clause)[:MISSING_REACH + 1], {"m": _block(lex.lang, "run_cards").get("missing", [])}))


def _missing_before(before: str, lex: Lexicon) -> bool:
    """The words right before a number, in its clause, say it is missing ("thiếu 8", "manca il
    7", "missing the 8"): a card not held, not a score."""
    from .terms import phrase_spans, words

    clause = re.split(r"[,;:.()!?]", before)[-1]
    block = _block(lex.lang, "run_cards")
    return bool(phrase_spans(words(clause)[-MISSING_REACH:], {"m": block.get("missing", [])})) or \
        bool(phrase_spans(words(clause)[-NOT_HELD_REACH:], {"n": block.get("not_held", [])}))


NOT_HELD_REACH = 2      # words between "without" or "not" and the card's number ("sans le 6", "ei 6:ta")


ADDED_GAP = 3           # words between 'and' and a card added to a run ("und dazu die 7")
SUIT_WORDS = 3          # words between a run and that 'and' ("of Swords")


def _rank_lists(text: str, lex: Lexicon, engine, short: bool = False) -> list[tuple[int, int, list[str], set[str]]]:
    """Lists of ranks that start with a named rank: "Ass, 2, 3, 4 und 8 Schwerter" → (start, end,
    ["A", "2", "3", "4", "8"], {"S"}) (the suits the list names); a number a word for points
    follows ends a list, the score and not a rank ("…of Swords, 2 points"). ``short``: also two
    ranks ("the Asso and the 2 of Swords"), a list that starts with a numeral ("the 2, 3, 4 and 5
    of Swords") and ranks in words after the first ("Asso und Zwei")."""
    out: list[tuple[int, int, list[str], set[str]]] = []
    current: list = []
    spans: set[int] = set()         # items a range word joins to the one before ("Asso bis 6")
    order = [r.code for r in engine.deck.ranks]

    def ranks_of(items: list) -> list[str]:
        codes = []
        for k, c in enumerate(items):
            if k in spans and codes and codes[-1] in order and c.rank in order:
                codes += order[order.index(codes[-1]) + 1:order.index(c.rank)]
            codes.append(c.rank)
        return codes

    points = {"p": _points_words(lex)}
    for w in [*card_words(text, lex, engine.deck), None]:
        if w is not None and current and w.rank and w.suit is None and \
                phrase_spans(words(text[w.end:])[:1], points):
            w = None                # "…, 2 points": the score, which ends the list
        if w is not None and w.rank and (not w.spelled or short) and current and list_glue(text[current[-1].end:w.start], lex) \
                and not _negation_in(text[current[-1].end:w.start], lex) \
                and not _said_missing(text[w.end:], lex):     # "..., mas não o 3", "die 7 fehlte": not held
            if phrase_spans(words(text[current[-1].end:w.start]), {"r": lex.range_words}):
                spans.add(len(current))
            current.append(w)
            continue
        if (len(current) >= RUN_LIST or len(current) >= 2 and (spans or short)) and \
                (short or not current[0].rank.isdigit()):
            out.append((current[0].start, current[-1].end, ranks_of(current),
                        {c.suit for c in current if c.suit}))
        current = [w] if w is not None and w.rank and not w.spelled else []
        spans = set()
    return out


RUN_LIST = 3            # ranks a list names to be a run of cards ("Asso, 2 e 3 di Spade")


def _labels_run(head: str, nxt: str, names: list[str], engine, lex: Lexicon) -> bool:
    """The award labels the run's sentence, its name then a colon ("Napula : l'équipe a ramassé
    …"), and the next sentence names no run of its own and no other award or bonus: the points it gives are the award's ("Le 4
    manque, …, on compte jusqu'à la plus haute carte : 7 points")."""
    labels = [e for _, e in _word_spans(head, names)]
    if not labels or not any(re.match(r"\s*+[:：]", head[e:]) for e in labels):
        return False            # the award's name as a label, a colon after it ("Napula :"), not "la napula, pour …"
    if _word_spans(nxt, lex.each):
        return False            # "cada carta da sequência vale 1 ponto": a rate, not the run's score
    from .values import SUM

    sums = [m.span() for m in SUM.finditer(nxt)]      # "1 + 2 + 3 + 4 = 10 points": values added up, no cards
    if sum(1 for w in _card_words(engine, nxt, lex) if w.rank and not any(a <= w.start < b for a, b in sums)) >= RUN_LIST:
        return False            # "Например, Asso, 2, 3, 4 … дают 8 очков": a run of its own, another example
    others = [n for n in lex.names if n.name not in names and n.name in _scored_names(engine)]
    return not any(_word_spans(nxt, list(n.forms)) for n in others)


@per_object
def _scored_names(engine) -> frozenset[str]:
    """The names of the game's awards and bonuses (Scùa, Picada, La Mata …)."""
    specs = [*(getattr(engine.spec, "awards", None) or []), *(getattr(engine.spec, "bonuses", None) or [])]
    return frozenset(s.name for s in specs if getattr(s, "name", None))


ASKED = re.compile(r"(?<=[.;!?])[»\"”’)]*\s+")     # a sentence's end, a closing quote after it


def _answered_amount(engine, after: str, names: list[str], lex: Lexicon) -> list:
    """The amount answering a question about the award right after the cards ("... 7 di Spade.
    Quanto vale la Napula? Sei punti", a closing quote after the question too): the first amount
    of points in the answer, before any card it names (its reason: "..., perché Asso, 2 e 3 ...")."""
    told = ASKED.split(after.strip(), maxsplit=2)
    if len(told) < 2 or not told[0].rstrip("»\"”’) ").endswith("?") or not _word_spans(told[0], names):
        return []
    answer = told[1]
    first_card = min((w.start for w in _card_words(engine, answer, lex) if w.suit or w.rank and not w.rank.isdigit()),
                     default=len(answer))      # (a number may be the amount: "Sei punti")
    return [n for n in amounts(answer, lex, [*_points_words(lex), *names]) if n.end <= first_card][:1]


def _asso_before(engine, text: str, start: int, lowest: str, lex: Lexicon) -> bool:
    """The lowest rank is named earlier in the sentence of a list that starts after it ("l'Asso
    d'Épées et toutes les Épées du 2 au 9"): the list goes on from it, and is not a run without it."""
    head = re.split(r"[.;!?]\s", text[:start])[-1]
    return any(w.rank == lowest for w in _card_words(engine, head, lex))


def _sentence_around(text: str, start: int, end: int, more: int = 0) -> str:
    """The sentence (up to a stop, a semicolon, a question or exclamation mark) around a span,
    and ``more`` sentences after it."""
    after = re.split(r"(?<=[.;!?])(?:\s|$)", text[end:])
    return re.split(r"[.;!?]\s", text[:start])[-1] + text[start:end] + " ".join(after[:1 + more])


def _check_napula_list(engine, ex, text: str, lex: Lexicon, suit: str) -> list[Finding]:
    """A run written as a list of its suit's ranks, and the points the text then gives it."""
    from .checks import qualifiers_before
    from .cicera_examples import award_name, napula_denied

    names = award_name(engine, ex.award)
    lists = _rank_lists(text, lex, engine)
    if not lists and _word_spans(text, names):
        # no run listed: in a sentence naming the award (or before one that does), two ranks, a
        # list from the 2, ranks in words ("We only had the Asso and the 2 of Swords: a Napula
        # of 2", "el 2, el 3, el 4 y el 5 de Espadas, sin el Asso: Napula de 4"); not a list
        # from another rank ("the Fante and the Cavallo of Swords")
        first = [r.code for r in engine.deck.ranks][:2]
        lists = [x for x in _rank_lists(text, lex, engine, short=True)
                 if x[2][0] in first and _word_spans(_sentence_around(text, x[0], x[1], 1), names) and
                 not (x[2][0] == first[1] and _asso_before(engine, text, x[0], first[0], lex))]
    for start, end, codes, suits in lists:
        head = re.split(r"[.;!?]", text[:start])[-1]
        rest = re.split(r"[.;!?]", text[end:])[0]
        if len(codes) < RUN_LIST and not _word_spans(rest, names):
            continue            # two cards only ("only the Asso and the 2 of Swords, still a Napula worth 2"):
            #                     a run where the award is named after them in their sentence
        if not suits and (_word_spans(head + " " + rest, names) or any(
                w.suit == suit and not w.rank for w in _card_words(engine, head + " " + rest, lex))):
            suits = {suit}      # the award's cards, named by the award or the suit around the list
        if suits != {suit} or len(set(codes)) < len(codes):
            continue
        stated = [n for n in amounts(rest, lex, [*_points_words(lex), *names])
                  if (len(WORD.findall(rest[:n.start])) <= RUN_SCORE_GAP or
                      _word_spans(re.split(r"[,;:()]", rest[:n.start])[-1], names))
                  and not _missing_before(rest[:n.start], lex)       # "(ei 6:ta)", "without the 6": a card not held
                  and not _said_missing(rest[n.end:], lex)              # "mutta 4 puuttui", "but the 4 was missing"
                  and not qualifiers_before(rest, n.start, lex)]       # "vaut au moins 3 points": a bound, not its score
        if not stated and _word_spans(text, names):
            # a bare number right after the list, in a passage naming the award ("Napula: … Asso, 2,
            # 3 и 5 мечей дают 4", "… of Swords give 4"), as the run's own score is read; no card's number
            from .corroborate import card_numbers

            cards = card_numbers(rest, lex, engine)
            stated = [n for n in find_numbers(rest, lex.lang) if not n.word and n.start not in cards     # (a rank in words may go on with the list)
                      and len(WORD.findall(rest[:n.start])) <= BARE_SCORE_GAP and not _said_missing(rest[n.end:], lex)
                      and not _missing_before(rest[:n.start], lex) and not qualifiers_before(rest, n.start, lex)][:1]
        if not stated and len(lists) == 1:
            # (one list in the passage: with two, "teníamos el Asso, el 2, el 3 y el 4 … La Napula
            # exige Asso, 2 y 3 …: para nosotros, 4 puntos", the amount may be the other's)
            from .corroborate import card_numbers

            stated = _run_points_later(engine, ex, text, rest, card_numbers(rest, lex, engine), lex)
        one = _one_point(rest, lex)
        if one is not None and (not stated or one.start < stated[0].start) and len(WORD.findall(rest[:one.start])) <= RUN_SCORE_GAP:
            stated = [one, *stated]     # "holding the Asso, 2 and 3 of Swords scores a single point"
        if not stated and not _word_spans(rest, names):
            # the score in the next sentence, which names the award and no cards ("..., mutta
            # miekkakakkonen päätyi vastustajille. Napula tuo teille silti 5 pistettä.")
            after = text[end + len(rest):].lstrip(".;!? ")
            nxt = re.split(r"(?<=[.;!?])\s", after)[0] if after else ""
            nxt_cards = _card_words(engine, nxt, lex)
            if (_word_spans(nxt, names) or _labels_run(head, nxt, names, engine, lex) and
                    text[end + len(rest):end + len(rest) + 1] in ".!?") and \
                    not any(w.suit for w in nxt_cards):
                stated = amounts(nxt, lex, [*_points_words(lex), *names])
                summed = [m.span() for m in SUMMED.finditer(nxt)]     # "1 + 2 + 3 + 4 = 10": the list's cards added up
                ranks = [w.rank for w in nxt_cards if w.rank and not any(w.start == n.start for n in stated)
                         and not any(a <= w.start < b for a, b in summed)
                         and not _missing_before(nxt[:w.start], lex)]    # "Without the 3 …": not held, no run's card
                if len(ranks) >= RUN_LIST and set(ranks) != set(codes):
                    stated = []     # the next sentence lists a run of its own, other cards than this list's
                    #                 ("Marta had Asso, 2, 3 and 4: Napula of 4", after the rule's "whoever
                    #                 holds Asso, 2 and 3 of Swords"): its own run's score, not this list's
                    #                 (not "… for the Asso and the 2 in a row": two of this list's cards that count)
            if not stated:
                stated = _answered_amount(engine, after, names, lex)
        if not stated and text[end + len(rest):end + len(rest) + 1] in ("?", "？") and _word_spans(head + rest, names):
            # the list inside a question naming the award, the score in its answer ("Quanto vale la
            # Napula con Asso, 2, 3 e 4 di Spade? — Quattro punti."): its first amount, before any card
            answer = re.split(r"(?<=[.;!?])\s", text[end + len(rest) + 1:].strip(), maxsplit=1)[0]
            first_card = min((w.start for w in _card_words(engine, answer, lex) if w.suit or w.rank and not w.rank.isdigit()),
                             default=len(answer))
            stated = [n for n in amounts(answer, lex, [*_points_words(lex), *names]) if n.end <= first_card][:1]
        if not stated and _word_spans(head, names):
            # the score said first, in the clause naming the award ("Vale 5 la Napula di chi ha
            # preso Asso, 2, 3 ...")
            stated = [n for n in amounts(head, lex, [*_points_words(lex), *names])
                      if _word_spans(re.split(r"[,;:()]", head[n.start:])[0] + head[n.end:], names)]
        score = engine.award(ex.award, [[engine.deck.parse(f"{c}{suit}") for c in codes]])[0]
        if not stated:
            denied = napula_denied(engine, ex, text, start, end, lex)   # "... so no Napula yet"
            if denied and score:
                return [evidence("example", "error", "the run scores points: the text says it scores none",
                                 f"{text[start:end]}: {score}", denied, role=AMOUNT)]
            continue
        if stated[0].value != score:
            return [evidence("example", "error", "the run scores a different number of points",
                             f"{text[start:end]}: {score}", str(stated[0].value), role=AMOUNT)]
    return []


# ---------------------------------------------------------------- Cìcera: capture bonuses

def _other_cards(engine, ex, text: str, lex: Lexicon) -> bool:
    """The text names cards of a suit that are not this example's play and table: its own
    example (or another of ours), which this one's outcome does not answer."""
    from .cardwords import card_words

    cards = {f"{w.rank}{w.suit}" for w in card_words(text, lex, engine.deck) if w.rank and w.suit}
    return bool(cards - {ex.play, *ex.table})


@dataclass(frozen=True)
class _Capture:
    """A capture the text tells, as an example the engine's outcome reads."""

    kind: str
    id: str
    play: str
    table: tuple[str, ...]
    take: tuple[str, ...]
    last_left: str | None


BONUS_VALUE_REACH = 3   # words between a bonus's name and its own points ("a Scùa worth 1 point")


@kind("capture_bonuses", invented=True)
def check_capture_bonuses(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """A capture the text tells with its own cards (or ours), replayed: the points it says the
    capture earns, against the engine's bonuses. Which card the previous player left is seldom
    said: the text's total is wrong only when no such card makes it right."""
    from .captures import read_capture
    from .cicera_examples import check_bonus_claim

    by_role = check_bonus_claim(engine, text, lex, ex)      # the capture read by role, when it is
    if by_role is not None:
        return by_role
    captures = read_capture(engine, text, lex)
    if captures is None:
        return _check_our_capture(engine, ex, text, lex)
    capture = captures[0]
    outcomes = [outcome(engine, _Capture("capture_bonuses", ex.id, c.play, c.table, c.take, left))
                for c in captures for left in (None, *c.take)]
    said = text[capture.outcome_from:capture.outcome_to]
    bonuses = {b.id: b for b in engine.spec.bonuses}
    names = [(e, b.points) for b in bonuses.values() for _, e in _word_spans(said, [b.name])]
    stated = [n for n in amounts(said, lex, _points_words(lex))
              if not any(n.value == points and 0 <= n.start - e and
                         len(WORD.findall(said[e:n.start])) <= BONUS_VALUE_REACH for e, points in names)]
    totals = sorted({o["points"] for o in outcomes})
    if not stated or any(n.value in totals for n in stated):
        return []
    want = " or ".join(map(str, totals))
    issues = []
    clause = said[:stated[-1].start].rsplit(".", 1)[-1] + re.split(r"[.;!?]", said[stated[-1].start:])[0]
    spans = {bid: _word_spans(clause, [b.name]) for bid, b in bonuses.items()}
    named = [bid for bid, at in spans.items() if at]
    if named and all(set(named) != set(o["bonuses"]) for o in outcomes) and not _word_spans(clause, lex.negation):
        at = sorted(a for bid in named for a in spans[bid])
        issues.append(evidence("example", "error", "the capture earns other bonuses",
                               ", ".join(bonuses[b].name for b in outcomes[0]["bonuses"]) or "none",
                               clause[at[0][0]:at[-1][1]]))
    issues.append(evidence("example", "error", "the bonuses add up to a different total", want,
                           said[stated[-1].start:stated[-1].end], role=AMOUNT))
    return issues


def _check_our_capture(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """"...: Scùa and Quadriglia, 2 points in all": the bonus names (untranslated) and the total
    after the colon, against the bonuses the engine awards for our example's capture, when the
    text names its cards and no other cards."""
    from .cardwords import card_words, shared_suits

    _, sep, claim = text.rpartition(":")
    named = {f"{w.rank}{w.suit}" for w in shared_suits(card_words(text, lex, engine.deck), text, lex)
             if w.rank and w.suit}
    if not sep or not {ex.play, *ex.table} <= named or _other_cards(engine, ex, text, lex):
        return []
    if QUESTION_MARK.search(claim):
        return []       # a question after a label's colon ("Frage: Was bringt …?"): asked, not said
    bonuses = {b.id: b for b in engine.spec.bonuses}
    want = outcome(engine, ex)["bonuses"]
    from .cicera_examples import NEGATION_REACH, WORDS, _negations
    from .cues import rule_cues

    negs = [*lex.negation, *(norm(w) for w in rule_cues(lex, "without"))]
    named, denied = [], []
    # the bonuses named after the colon, or, when none is earned there, between the last card and
    # the colon ("… 5 di Spade fate Scùa e Quadriglia: 2 punti (niente Simili)": the names, then the total)
    colon = len(text) - len(claim) - 1
    last_card = max((w.end for w in card_words(text[:colon], lex, engine.deck) if w.rank and w.suit), default=colon)
    for zone in (claim, text[last_card:colon]):
        for bid, b in bonuses.items():
            for m in re.finditer(rf"(?<!\w){re.escape(b.name)}(?!\w)", zone, re.IGNORECASE):
                pre = " ".join(WORDS.findall(re.split(r"[,;:()=+]", zone[:m.start()])[-1])[-NEGATION_REACH:])
                # "(no Simili)", "(sans Simili)", "kein Simili": the bonus said not to be earned
                (denied if _negations(pre, negs) else named).append(bid)
        if [bid for bid in named if bid not in denied]:
            break
    named = [bid for bid in dict.fromkeys(named) if bid not in denied]
    issues = []
    if set(named) != set(want) or set(denied) & set(want):
        issues.append(evidence("example", "error", "the capture earns other bonuses",
                            ", ".join(bonuses[b].name for b in want),
                            ", ".join(bonuses[b].name for b in named) or claim.strip()))
    total = outcome(engine, ex)["points"]
    stated = [n.value for n in find_numbers(claim, lex.lang) if not n.word or n.value > 1]
    if stated and stated[-1] != total:
        issues.append(evidence("example", "error", "the bonuses add up to a different total",
                            str(total), str(stated[-1]), role=AMOUNT))
    return issues


QUESTION_MARK = re.compile(r"[?？]\s*$")


# ---------------------------------------------------------------- amounts named by a word

AMOUNT_REACH = 2        # words between a number and the word that says what it counts


def amounts(text: str, lex: Lexicon, cues: list[str]) -> list[Num]:
    """The numbers a sentence gives for what ``cues`` name, in order: "13 pontos", "1 resto",
    "a lead of 14", "очков: 21" (a cue within two words before or after, no punctuation between)."""
    return list(_amounts(text, lex.lang, tuple(cues)))


@functools.lru_cache(maxsize=1 << 12)
def _amounts(text: str, lang: str, cues: tuple[str, ...]) -> tuple[Num, ...]:
    """``amounts`` by content: the readers of a passage ask it for the same cues in turn."""
    from .terms import TOKEN, forms_of, words

    formed = forms_of([p[0] for p in (words(c) for c in cues) if len(p) == 1])
    out = []
    for n in find_numbers(text, lang):
        if n.word and n.value <= 1:
            continue
        before = re.split(r"[,;:.()]", text[max(0, n.start - 40):n.start])[-1]
        after = re.split(r"[,;:.()\d]", text[n.end:n.end + 40])[0]
        near = [norm(w) for w in TOKEN.findall(before)][-AMOUNT_REACH:] + \
            [norm(w) for w in TOKEN.findall(after)][:AMOUNT_REACH]
        if formed(near):
            out.append(n)
    return tuple(out)


def gains(text: str) -> list[Num]:
    """The points a score line gives by a plus sign (``GAIN``), in order: "8–5 → +2" scores 2
    whether or not a word for points follows."""
    return [Num(int(m.group(1)), m.start(1), m.end(1), False, m.group(1)) for m in GAIN.finditer(text)]


def _points_words(lex: Lexicon) -> list[str]:
    return [*lex.value_headers, *(lex.terms.get("card_points") or []), *_cicera_examples().roles(lex.lang).get("points", ())]


# ---------------------------------------------------------------- Briscola: the points of a trick, of the pack

TRICK_REACH = 4         # words between the word for trick and its points ("a trick worth 21 points")


def trick_subject_before(text: str, at: int, lex: Lexicon) -> bool:
    """The amount at ``at`` comes after a word for 'and' in a sentence (or a piece after a colon or
    semicolon) whose subject is the trick, named among its first words: "La presa va al 3 e vale
    13 punti", "Der Stich geht an die Zwei und bringt 11 Augen", "a vaza foi do Asso e valeu 14
    pontos": the verb after 'and' is the trick's, the amount the trick's points (values.py
    ``trick_opens``)."""
    from .values import trick_opens
    from .terms import words

    tokens = list(words(re.split(r"[.!?:;|]", text[:at])[-1]))
    ands = {norm(w) for w in lex.and_words}
    return any(t in ands for t in tokens[1:]) and trick_opens(text[:at], lex)


@kind("trick", anywhere=True, invented=True, any_game=True)
def check_trick(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """Any trick the text states (ours or its own cards): "...: the Re wins" against the engine's
    trick winner; "... and takes 21 points" against the points of its cards (the last amount of
    points stated: a sum follows its parts)."""
    from .terms import find_term, phrase_spans, words

    trick = read_trick(engine, text, lex, ex)
    if trick is None:
        return []
    issues = check_trick_winner(engine, trick, text, lex)
    if _partly_told(engine, trick, text, lex):
        return issues           # a trick told by some of its cards: the points of the others are not told
    tokens = words(text)
    trick_words = lex.terms.get("trick") or []
    most = engine.spec.players * max(engine.value)         # a trick holds one card per player
    found = [n for n in amounts(text, lex, _points_words(lex))      # not a value per card ("valgono 10 punti ciascuno")
             if not _word_spans(" ".join(WORD.findall(re.split(r"[,;:(]", text[n.end:])[0])[:EACH_REACH + 1]), lex.each)
             # (in its clause: "10 Punkte, je 5 für Re und Regina" is a total, then its breakdown)
             and n.value <= most]           # nor the pack's total ("En total hay 120 puntos")
    first_card = min((w.start for w in trick.words if w.rank and w.suit), default=0)
    from .tricks import _breakdowns_masked, counterfactual_spans

    other = counterfactual_spans(text, lex)      # "with the 2 I'd have taken it for 4 points": not the trick told
    parted = _breakdowns_masked(text)           # "13 points: 11 for the Asso, 2 for my two": parts of a total
    apart = [*(_block(lex.lang, "points_apart").get(k, []) for k in ("more", "fewer"))]
    apart = [w for ws in apart for w in ws]
    each_own = _values_each(engine, trick.codes, text, lex)     # "o 3 vale 10 pontos, o Re vale 4"
    found = [n for n in found if n.start > first_card     # not another trick's, told before this one is played
             and n.start not in each_own
             and not parted[n.start].isspace()
             and not _a_gap(text, n, apart)                # nor a difference ("only 1 point more", "chỉ hơn 1 điểm")
             and not compared(text, n, lex)              # nor one card's value against another's ("10 puntos frente a 4")
             and not any(a <= n.start < b for a, b in other)]
    of_trick = [n for n in found           # "a trick worth 21 points", "la presa vale 21 punti"
                if _word_spans(" ".join(re.split(r"[,;:.()!?]", text[:n.start])[-1].split()[-TRICK_REACH:]), trick_words)
                or trick_subject_before(text, n.start, lex)]    # "A vaza foi do Asso e valeu 14 pontos"
    from .tricks import trick_roles

    taken = of_trick or (any(find_term(tokens, t) is not None for t in trick_words) and
                         phrase_spans(tokens, {"wins": lex.winning, "beats": lex.beats, "won_by": lex.won_by,
                                               "takes": trick_roles(lex.lang).get("takes") and
                                               [" ".join(p) for p in trick_roles(lex.lang)["takes"]] or []}))
    said = None if taken else said_by_role(engine, trick, text, lex) or said_winners(trick, text, lex)
    if taken or said:
        # the trick taken or its winner said: a total the text gives is the trick's points, its
        # parts none
        summed = _trick_total(engine, trick, text, lex, first_card, other, most)
        if summed is not None:
            return issues + summed
    if not taken:
        if not said:
            return issues       # no trick taken: no points of this trick stated
        # the trick taken ("the trick is mine", "the 3 beats the Re: 14 points"): the points
        # stated after it, not a card's own ("the Asso is worth 11 points")
        after = max(start for _, _, (start, _) in said)     # "... и забирает десять очков": the verdict's own clause too
        ranks = [w for w in trick.words if w.rank]
        # a number right after a card is its value, unless 'and' opens a clause of taking between
        # them ("соперник бьёт её тузом Кубков и забирает десять очков"; not "el 3 gana al Re y
        # además cuenta 10 puntos") or no card is worth as much ("que com o Re dá 15 pontos")
        top = max(v for v in engine.value if v is not None)
        played_ranks = {c[:-1] for c in trick.codes}
        found = [n for n in found if n.start >= after and not any(
            (w.start <= n.start < w.end and (w.suit or n.start != w.start or not (
                _taken_by_winners(text, n, lex) or
                # "… the 7 of Cups. The trick held 7 points": the rank of a card played, a word for points after it
                w.rank in played_ranks and _unit_right_after(text, n, lex)))) or (w.end <= n.start and n.value <= top and
                                           not re.search(r"[,;:.()!?]", text[w.end:n.start]) and
                                           len(WORD.findall(text[w.end:n.start])) <= TRICK_REACH and
                                           not _takes_after_and(text[w.end:n.start], lex))
            for w in ranks)]
    want, taken = trick_points(engine, trick.codes)
    parts = {}
    for m in PARTS.finditer(text):      # "козырь 39 и их Re (10 + 5)": the parts of a sum, not amounts of their own
        values = [int(x) for x in re.findall(r"\d+", m.group())]
        parts.update({m.start() + k.start(): sum(values) for k in re.finditer(r"\d+", m.group())})
    stated = [parts[n.start] if n.start in parts else n.value for n in found]
    nothing = None
    if not stated and want:
        nothing = _trick_worth_nothing(text, lex, trick_words, first_card, other)
        stated = [0] if nothing else []     # "le 2 d'atout l'emporte et le pli ne vaut rien": a trick said to hold no points
    if stated and found and taken != want and _taken_by_winners(text, found[-1], lex):
        want = taken            # "the winners get 10 points": what they take, the excuse's points not among them
    if stated and want not in stated and taken not in stated:
        issues.append(evidence("example", "error", "the trick holds a different number of points",
                            str(want), nothing or str(stated[-1]), role=AMOUNT))
    return issues


def _trick_total(engine, trick, text: str, lex: Lexicon, first_card: int, other, most: int) -> list[Finding] | None:
    """The trick's points found by their role: a total the passage gives after the play (a
    number after a word of summing, before a word for the whole, or one its breakdown adds up to:
    ``stated.stated_totals``), none of the cards played, none of a case the text only supposes.
    None when the passage gives no such total; no error when one of them is the trick's points
    (held or taken) or when they disagree among themselves (the filling is not unambiguous)."""
    spans = [(w.start, w.end) for w in trick.words if w.rank]
    said = {n.value for n in stated_totals(text, lex, first_card)
            if not any(a <= n.start < b for a, b in spans) and not any(a <= n.start < b for a, b in other)
            and not _card_in_clause(text, n, spans) and 0 < n.value <= most}
    if not said:
        return None
    want, taken = trick_points(engine, trick.codes)
    if want in said or taken in said or len(said) > 1:
        return []
    return [evidence("example", "error", "the trick holds a different number of points",
                     str(want), str(said.pop()), role=AMOUNT)]


def _card_in_clause(text: str, n: Num, spans: list[tuple[int, int]]) -> bool:
    """A card played is named in ``n``'s clause before it: ``n`` is that card's value ("il 3 fa
    10"), no total of the trick."""
    start = n.start - len(re.split(r"[,;:()]", text[:n.start])[-1])
    return any(start <= a < n.start for a, _ in spans)


def _trick_worth_nothing(text: str, lex: Lexicon, trick_words: list[str], first_card: int,
                        other: list[tuple[int, int]]) -> str | None:
    """After the trick's cards, the word for trick then, within TRICK_REACH words of its clause, a
    phrase of worth nothing (data ``no_value``: "le pli ne vaut rien", "the trick is worth nothing",
    "la presa non vale nulla"); not a card's own ("puisque le 2 vaut zéro"), nor a trick told
    otherwise (``other``: "with the 2 the trick would have been worth nothing")."""
    from .cues import rule_cues
    from .terms import word_search
    folded = text.casefold()
    for phrase in rule_cues(lex, "no_value"):
        m = word_search(phrase.casefold(), folded)
        if m is None or m.start() < first_card or any(a <= m.start() < b for a, b in other):
            continue
        before = re.split(r"[,;:.()!?]", text[:m.start()])[-1].split()[-TRICK_REACH:]
        if _word_spans(" ".join(before), trick_words):
            return text[m.start():m.end()]      # the words as written: where the finding is put
    return None


WORTH_BEFORE = 2         # words between a verb of worth and the number it gives ("vale 10", "is worth only 10")


def _values_each(engine, codes, text: str, lex: Lexicon) -> set[int]:
    """Where a text gives each card its own value, card by card: two numbers or more, each right
    after a verb of worth in its clause (data ``worth``: "o 3 vale 10 pontos, o Re vale 4", "the
    Asso is worth 11, the 3 is worth 10"), whose values are those of as many different cards of
    the trick: the starts of those numbers, which are no trick's total."""
    from .terms import phrase_spans, words

    worth = [n for n in find_numbers(text, lex.lang) if not (n.word and n.value <= 1)      # "cada um"
             and (before := words(re.split(r"[,;:.()!?]", text[:n.start])[-1])[-WORTH_BEFORE - 1:])
             and any(b >= len(before) - WORTH_BEFORE for _a, b, _ in phrase_spans(before, {"w": lex.worth}))]
    if len(worth) < 2:
        return set()
    left = [trick_points(engine, (c,))[0] for c in codes]
    for n in worth:
        if n.value not in left:
            return set()
        left.remove(n.value)
    return {n.start for n in worth}


def _a_gap(text: str, n: Num, apart: list[str]) -> bool:
    """The amount ``n`` is a difference between two amounts: a word for more or fewer (data
    ``points_apart``) in its clause right before it or within ``MORE_REACH`` words after its
    word for points ("one point more", "chỉ hơn 1 điểm", "на 1 очко больше")."""
    before = re.split(r"[,;:.()!?]", text[:n.start])[-1]
    after = re.split(r"[,;:.()!?]", text[n.end:])[0]
    near = " ".join([*WORD.findall(before)[-1:], "|", *WORD.findall(after)[:MORE_REACH + 1]])
    return bool(apart and _word_spans(near, apart))


def _unit_right_after(text: str, n: Num, lex: Lexicon) -> bool:
    """The word right after ``n`` is a word for points ("… held 7 points", "siinä oli 7
    pistettä", "conteneva 7 punti"): an amount, though a card of that rank was played."""
    from .terms import phrase_spans

    after = [norm(t) for t in WORD.findall(re.split(r"[,;:.()!?]", text[n.end:])[0])[:2]]
    return any(a == 0 for a, _, _ in phrase_spans(after, {"p": lex.point_words}))


def _taken_by_winners(text: str, n: Num, lex: Lexicon) -> bool:
    """The amount ``n`` is told as what the trick's winners take ("voittajat saavat tikistä 10
    pistettä", "the winners get 10 points", "i vincitori prendono 10 punti"): a verb of taking
    in its clause before it (data ``trick_roles.takes``), not one of the trick's holding."""
    from .terms import phrase_spans
    from .tricks import trick_roles

    clause = re.split(r"[,;:.()!?]", text[:n.start])[-1]
    takes = [" ".join(p) for p in trick_roles(lex.lang).get("takes") or []]
    return bool(takes) and bool(phrase_spans([norm(t) for t in WORD.findall(clause)], {"t": takes}))


def trick_points(engine, codes) -> tuple[int, int]:
    """The points of a trick's cards: all those on the table, and those its winners take. The
    excuse (the Matto) stays with its team: "the trick holds" its points, "the winner takes" the
    trick without them (``engine.examples.trick``); a text may state either."""
    cards = engine.cards(list(codes))
    held = sum(engine.value[c] for c in cards)
    excuse = getattr(engine, "excuse", None)
    return held, held - (engine.value[excuse] if excuse in cards else 0)


def _takes_after_and(gap: str, lex: Lexicon) -> bool:
    """``gap`` opens a clause with 'and' whose verb takes the trick ("... и забирает")."""
    from .terms import phrase_spans
    from .tricks import trick_roles

    tokens = [norm(x) for x in WORD.findall(gap)]
    ands = {norm(a) for a in lex.and_words}
    at = next((i for i, t in enumerate(tokens) if t in ands), None)
    takes = [" ".join(p) for p in trick_roles(lex.lang).get("takes") or []]
    return at is not None and bool(phrase_spans(tokens[at + 1:], {"t": [*takes, *lex.won_by, *lex.winning]}))


def _partly_told(engine, trick, text: str, lex: Lexicon) -> bool:
    """The passage names fewer cards than a trick holds and plays none of them ("Trumpf 14
    sticht, obwohl Trumpf 1 Punkte hat; im Stich liegen 10 Punkte"): the trick was told before
    it, and the points it gives are the whole trick's, not those of the cards it names. So too when
    it names by its number a card of none of the trick's ranks ("Gana Luis con el 3")."""
    from .terms import words
    from .tricks import SEATS, _exact, _plays_in, trick_roles

    if len(trick.codes) >= engine.players:
        return False
    tokens = list(words(text))
    if not _plays_in(tokens, lex):
        return True
    # ... or names a later place in the play than it has cards ("Второй игрок ... кроет козырем 5;
    # третий ..., четвёртый — козырь 2": three cards told, the lead in a sentence before)
    roles = trick_roles(lex.lang)
    places = [k + 1 for k, seat in enumerate(SEATS) if _exact(tokens, roles.get(seat) or [])]
    if places and max(places) > len(trick.codes):
        return True
    # ... or names by its number a card of none of the trick's ranks ("Gana Luis con el 3", the
    # trump 3 played in a sentence before the passage): a card of the trick told before it
    from .corroborate import card_numbers

    ranks = {c[:-1] for c in trick.codes}
    return any(str(n.value) not in ranks for n in find_numbers(text, lex.lang)
               if n.start in card_numbers(text, lex, engine))


COMPARED_REACH = 3      # words between two values compared and the word for 'against' ("10 points against 4")


def compared(text: str, n: Num, lex: Lexicon, reach: int = COMPARED_REACH) -> bool:
    """``n`` is one of two values set against each other ("10 puntos frente a 4", "4 against 10
    points"): a word for 'against' and another number within reach, in its clause."""
    after = re.split(r"[,;:.()!?]", text[n.end:])[0]
    before = re.split(r"[,;:.()!?]", text[:n.start])[-1]
    for part, at_end in ((after, False), (before, True)):
        nums = find_numbers(part, lex.lang)
        other = (nums[-1] if at_end else nums[0]) if nums else None
        if other is None or other.word and not n.word:
            continue            # a number word against digits may be anything ("one"); two words are parallel
        gap = part[other.end:] if at_end else part[:other.start]
        if len(WORD.findall(gap)) <= reach and _word_spans(gap, lex.against):
            return True
    return False


@confirms("trick")
def _trick_numbers(engine, ex, text: str, lex: Lexicon) -> set[int]:
    """A trick read (its cards, the order and trump told) and the points it says the trick holds,
    if the engine's: those points, and the numbers of its cards. Whoever the text says wins: the
    points are the cards' whatever the winner, and a wrong winner is its own error."""
    trick = read_trick(engine, text, lex, ex)
    if trick is None:
        return set()
    from .terms import words
    from .tricks import _plays_in

    verdicts = said_of_trick(engine, trick, text, lex)
    if not verdicts and not _plays_in(list(words(text)), lex):
        return set()            # cards named, none played nor said to win: no trick told
    stated = [] if _partly_told(engine, trick, text, lex) else [n.value for n in amounts(text, lex, _points_words(lex))]
    said = [p for p in trick_points(engine, trick.codes) if p in stated]    # with the Matto's points or without
    if stated and not said:
        return set()
    # the cards' numbers (a trump's too: "el triunfo 40"), and the points when the text says them
    return {*said, *(int(c[:-1]) for c in trick.codes if c[:-1].isdigit())}


@kind("card_points")
def check_card_points(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """"The pack holds 120 points": the largest amount of points the text states (the total;
    card values may come first), against the engine's total."""
    if read_trick(engine, text, lex) is not None:
        return []               # a trick the text plays: its points are the trick's, not the pack's
    extra = _block(lex.lang, "resto_reading")
    lead_words = [*(lex.terms.get("point_lead") or []), *extra.get("lead", []),
                  *_block(lex.lang, "resto_reading_more").get("lead", [])]
    leads = {(n.start, n.end) for n in _named_amounts(text, lex, lead_words, LEAD_REACH, exact=False)}
    found = [n for n in amounts(text, lex, _points_words(lex))
             if (n.start, n.end) not in leads and not _to_win(text, n, lex)]
    stated = [n.value for n in found]       # not a lead ("avanti di 58 punti"), not a threshold ("victory at 61"): no total
    want = outcome(engine, ex)["total"]
    larger = [n.value for n in find_numbers(text, lex.lang) if not n.word and stated and n.value > max(stated)]
    if larger:
        # a larger number follows ("Linh 52 điểm, Quân 68 điểm; cộng lại đúng 120"): the amounts
        # are parts; the larger one is the total only where the parts add up to it
        adds_up = [t for t in larger if any(a + b == t for i, a in enumerate(stated) for b in stated[i + 1:])]
        if adds_up and want not in larger and adds_up[-1] != want:
            return [evidence("example", "error", "the pack holds a different number of points",
                             str(want), str(adds_up[-1]), role=AMOUNT)]
        return []
    one_trick = sum(sorted((v for v in engine.value if v is not None), reverse=True)[:engine.players])
    deck_words = [norm(w) for w in lex.terms.get("deck") or [] if " " not in w]
    if stated and max(stated) <= one_trick and not _names_pack(text, deck_words):
        return []               # points one trick can hold, the pack unnamed: a trick's, not the pack's
    if len(stated) >= 2 and any(a + b == want for i, a in enumerate(stated) for b in stated[i + 1:]):
        return []               # "Linh 52 điểm, Quân 68 điểm; cộng lại đúng 120": the players' shares of the pack
    if stated and max(stated) != want and max(stated) > max(engine.value):
        return [evidence("example", "error", "the pack holds a different number of points",
                      str(want), str(max(stated)), role=AMOUNT)]
    return []


WIN_REACH = 4           # words between an amount and the word for winning it takes ("victory at 61 points")


def _to_win(text: str, n: Num, lex: Lexicon) -> bool:
    """``n`` is what it takes to win ("Deck's victory at 61 points", "si vince con 61 punti"): a
    word for winning within reach in its clause; a threshold, not the pack's total."""
    from .cues import cues

    before = " ".join(WORD.findall(re.split(r"[,;:.()!?]", text[:n.start])[-1])[-WIN_REACH:])
    after = " ".join(WORD.findall(re.split(r"[,;:.()!?]", text[n.end:])[0])[:WIN_REACH])
    return bool(_word_spans(before + " " + after, [*lex.winning, *cues(lex, "winning_more")]))


READERS_OF_NO_KIND: dict[str, tuple[tuple[str, ...], Callable]] = {}    # name → (rules read, reader)


def reads(name: str, rules: tuple[str, ...]):
    """Register a reader of examples no example kind of the engine states (a total the text gives
    of the pack's points): read in every passage of a game whose clauses apply ``rules``."""
    def wrap(check: Callable) -> Callable:
        READERS_OF_NO_KIND[name] = (rules, check)
        return check
    return wrap


@reads("pack_total", rules=("card_points",))
def check_pack_total(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """The points of the whole pack, in a total the text gives ("Somando todos os pontos do
    baralho chega-se a 100"): a clause naming the pack and points, with one number above any
    card's value (not a bound, not a sum's part), against the engine's total."""
    from engine import tricks_primitives as tp

    from .checks import qualifiers_before
    from .values import SUM

    want = tp.card_points(range(len(engine.deck)), engine.value)
    top = max(v for v in engine.value if v is not None)
    cards = {norm(c) for c in lex.cards}
    # (the pack's name in one word or several, vi "bộ bài"; not a word for a card, vi "lá bài")
    deck_words = [norm(w) for w in lex.terms.get("deck") or [] if norm(w) not in cards]
    trumps = _trump_codes(engine)
    # words for a part of the pack ("half", "without"; not fr "paquet", a packet and the pack)
    part_words = [w for w in lex.not_whole if not _names_pack(w, deck_words)]
    lead_words = [*(lex.terms.get("point_lead") or []), *_block(lex.lang, "resto_reading").get("lead", []),
                  *_block(lex.lang, "resto_reading_more").get("lead", [])]
    issues = []
    # (a spaced dash parts clauses as a colon does: "Asso 11, …, Fante 2 — ce qui fait 100 points";
    # so does a list's item, not a line wrapped: "… i punti delle carte … mani\n• 12 lingue — …")
    for clause in re.split(r"[.;:!?()•]|\s[—–]\s|\n\s*+(?:[-*+]|\d+[.)])\s", text):
        if not _names_pack(clause, deck_words) or \
                not _word_spans(clause, [*(lex.terms.get("card_points") or []), *lex.point_words]):
            continue
        bare = SUM.sub(lambda m: " " * len(m.group()), clause)
        leads = {n.start for n in _named_amounts(bare, lex, lead_words, LEAD_REACH, exact=False)}
        if leads and _word_spans(clause, list(lex.terms.get("resto") or [])):
            continue            # a lead's resti ("une avance de 60 points donne un resto et se réduit de 60"): no total of the pack
        # (a total in words, "сто тридцать очков", "hundertzehn Augen": above any card's value, so
        # not the "one" of "one point" nor a card's value told in words, and named by the word for
        # points, not an ordinal or a year: "the ninety-seventh card … counts five points")
        said = {n.start for n in amounts(bare, lex, [*(lex.terms.get("card_points") or []), *lex.point_words])}
        nums = [n for n in find_numbers(bare, lex.lang) if (not n.word or n.value > top)
                and not qualifiers_before(bare, n.start, lex)
                and not _to_win(bare, n, lex) and n.start not in leads     # "60 points d'avance": a lead, not the pack's
                
                and n.value not in trumps and not _word_spans(" ".join(words(bare[n.end:])[:AMOUNT_REACH]), lex.cards)
                and not _each_not_the_pack(_comma_part(bare, n), deck_words, lex)
                and not _pack_size(bare, n, deck_words, lex)]     # "nel mazzo da 40": its cards, not its points
        if len(nums) > 1:
            # several numbers: the one alone in its part between commas that names the pack and
            # points, and no smaller than the others, is the pack's total ("В колоде ровно сто
            # тридцать очков, а у вас на двоих только сто двадцать": the other, the players'
            # shares; not "there the pack makes 120 points, here the counting cards 142")
            nums = [n for n in nums if _names_pack(part := _comma_part(bare, n), deck_words) and
                    _word_spans(part, [*(lex.terms.get("card_points") or []), *lex.point_words]) and
                    sum(_comma_part(bare, m) == part for m in nums) == 1 and all(m.value <= n.value for m in nums)]
        totals = {n.value for n in nums if n.value > top}
        if len(nums) != 1 or len(totals) != 1 or _word_spans(_comma_part(bare, nums[0]), part_words) or \
                nums[0].word and nums[0].start not in said:
            continue            # (a part of the pack's points: "Sixty is only half the pack's points")
        stated = totals.pop()
        if stated != want:
            issues.append(evidence("example", "error", "the pack holds a different number of points",
                                   str(want), str(stated), role=AMOUNT))
    return issues or _pack_total_answered(engine, text, lex, deck_words, want)


def _pack_total_answered(engine, text: str, lex: Lexicon, deck_words: list[str], want: int) -> list[Finding]:
    """A question asking the points of the whole pack, with no number of its own ("How many
    points are in the whole pack?"), and its answer after it, a number alone, in digits or words
    ("«Сто!»", "Cento.", "A hundred!"), a host's confirmation after it or not: the one number
    above any card's value the text gives after the question is the total it states (two
    numbers, a correction: none read)."""
    q = text.find("?")
    while q >= 0:
        asked = re.split(r"[.;:!?()«»\"“”]", text[:q])[-1]
        end, q = q + 1, text.find("?", q + 1)
        if find_numbers(asked, lex.lang) or not _names_pack(asked, deck_words) or \
                not _word_spans(asked, [*(lex.terms.get("card_points") or []), *lex.point_words]):
            continue
        top = max(v for v in engine.value if v is not None)
        after = text[end:]
        said = {n.value for n in find_numbers(after, lex.lang) if n.value > top}
        if len(said) == 1 and (stated := said.pop()) != want and not asked_only(text, len(text), lex):
            return [evidence("example", "error", "the pack holds a different number of points",
                             str(want), str(stated), role=AMOUNT)]
        return []
    return []


def _names_pack(text: str, deck_words: list[str]) -> bool:
    """The text names the pack: a word for it as written, or with a short ending (not "mazziere",
    nor fr "je" for "jeu"); a name of several words, as written (vi "bộ bài")."""
    tokens = [norm(t) for t in words(text)]
    joined = f" {' '.join(tokens)} "
    return any(t.startswith(w[:-1]) and 0 <= len(t) - len(w) <= 2 for t in tokens for w in deck_words if " " not in w) or \
        any(f" {w} " in joined for w in deck_words if " " in w)


def _pack_size(text: str, n: Num, deck_words: list[str], lex: Lexicon) -> bool:
    """``n`` is the pack's size in cards, set right after the word for the pack by a word of
    ``claim_cues.deck_of`` ("nel mazzo da 40", "a deck of 40", "колода из 40"): what the pack is,
    not the points it holds."""
    from .terms import phrase_spans, words

    before = list(words(re.split(r"[,;:.()!?]", text[:n.start])[-1])[-3:])
    for k in (1, 2):
        if len(before) > k and _names_pack(before[-k - 1], deck_words) and \
                phrase_spans(before[-k:], {"o": cues(lex, "deck_of")}) == [(0, k, "o")]:
            return True
    return False


def _each_not_the_pack(part: str, deck_words: list[str], lex: Lexicon) -> bool:
    """The part of a clause a number stands in says "each" and does not name the pack ("в каждой
    масти 30 очков", "each suit holds 30"): each one's amount, not the pack's ("every point in the
    pack gives 120" names it)."""
    return bool(_word_spans(part, lex.each)) and not _names_pack(part, deck_words)


def _comma_part(text: str, n: Num) -> str:
    """The part of ``text`` between the commas around the number ``n``."""
    return text[text.rfind(",", 0, n.start) + 1:(text.find(",", n.end) + 1 or len(text) + 1) - 1]


# ---------------------------------------------------------------- Cìcera: majorities

COUNTED_BEFORE = 2      # words before two teams' counts that say what they count ("cards taken 30 against 22")
COUNTS_GAP = 4          # words between two teams' counts ("27 cards against 25")
GAP_PUNCT = re.compile(r"[,;:.()!?]")   # what parts two counts in ``_two_counts`` (a comma too, or no comma)
GAP_STOPS = re.compile(r"[;:.()!?]")


@dataclass(frozen=True)
class _Majority:
    kind: str
    award: str
    counts: tuple[int, int]


@kind("majority", invented=True)
def check_majority(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """"8 Swords against 5 give 1 point": two teams' counts (of cards, or of a suit the text
    names), and the points the text gives the larger, against the engine's award; the text may
    invent its own counts. A tie is the facts' business (who scores then)."""
    nums = [n for n in find_numbers(text, lex.lang) if not n.word or n.value > 1]
    issues = []
    for a, b in zip(nums, nums[1:]):
        gap = text[a.end:b.start]
        # a score joined by a dash ("Korttienemmistöstä (28–24) saa ..."), not a run of a chain
        # ("Asso–2–3"): what is counted may stand before its bracket
        dashed = bool(re.fullmatch(rf"\s*[{RUN_DASH}]\s*", gap)) and \
            not re.search(rf"[{RUN_DASH}]\s*$", text[:a.start]) and not re.match(rf"\s*[{RUN_DASH}]", text[b.end:])
        named = not dashed and not _two_counts(gap, lex, _counts_named(engine, gap, lex)) and \
            _named_sides(engine, text, a, b, lex)
        if not (dashed or named or _two_counts(gap, lex, _counts_named(engine, gap, lex))):
            continue
        tie = a.value == b.value        # "26 a 26", "26–26": a tie told as two equal counts
        # what is counted: named between or after the counts, or right before the first
        # in its clause ("cards taken 30 against 22", a table row under its header; "Cartas:
        # Norte 24, Sur 28", the header before the named sides)
        before = re.split(r"[,;:.!?]" if dashed else r"[,;.!?()]" if named else r"[,;:.!?()]", text[:a.start])[-1]
        counted = " ".join(WORD.findall(before)[-COUNTED_BEFORE:]) + " " + gap + " " + \
            " ".join(WORD.findall(text[b.end:])[:2])
        suits = {w.suit for w in card_words(counted, lex, engine.deck) if w.suit and not w.rank}
        if not suits and not _names_cards(counted, lex) and _sides_only(before, lex):
            # counts held by sides named by pronouns after a lead-in that names what is counted
            # ("Contamos las cartas: nosotros 27, ellos 25", "Swords: we 7, they 6")
            lead = re.split(r"[;.!?]", text[:a.start])[-1].rsplit(":", 1)
            if len(lead) == 2:
                head_words = card_words(lead[0], lex, engine.deck)
                head_suits = {w.suit for w in head_words if w.suit}
                if not any(w.rank for w in head_words) and len(head_suits) <= 1 and \
                        (head_suits or _names_cards(lead[0], lex)):
                    suits = head_suits
                    counted = lead[0] + " " + counted
        if not suits and not _names_cards(counted, lex):
            # what is counted named at the head of the counts' clause, a topic ("Bei den
            # Schwertern stand es 7 zu 6", "Swords came out 9 to 4", "Korttien enemmistö meni
            # meille lukemin 27–25"): one suit, or cards, and no rank
            if not WORD.findall(before):
                # ... or as a label before a comma ("Espadas, 4 para nosotros y 9 para ellos",
                # "Swords, 9 for us and 4 for them"): a short clause of its own right before
                label = re.split(r"[;:.!?()]", text[:a.start])[-1].rsplit(",", 2)
                if len(label) > 1 and len(WORD.findall(label[-2])) <= LABEL_WORDS:
                    before = label[-2]
            head_words = card_words(before, lex, engine.deck)
            head_suits = {w.suit for w in head_words if w.suit}
            if not any(w.rank for w in head_words) and len(head_suits) <= 1:
                suits = head_suits
                counted = before + " " + counted
        if not suits:
            # the majority named with its suit in the clause before, the counts as its instance
            # ("most Swords, like 7 cards against 6, score 2"; vi "nhiều lá Kiếm nhất, như 7 lá so với 6 lá")
            suits = _majority_named_before(engine, text, a.start, lex)
        award = next((aid for aid, param in majority_awards(engine).items()
                      if (param in suits if suits else _names_cards(counted, lex) and param is None)), None)
        of_points = any(n.start == 0 for n in amounts(text[b.start:], lex, _points_words(lex)))
        if award is None or of_points or a.value + b.value > _counted(engine, majority_awards(engine)[award]) or \
                dashed and 2 * (a.value + b.value) <= _counted(engine, majority_awards(engine)[award]):
            continue            # "26 cards each, the 2 points ...": a count and an amount, not two counts
        want = max(outcome(engine, _Majority("majority", award, (a.value, b.value)))["points"])
        # the points said in the counts' sentence, or in the next one when it names no other suit and
        # no other award ("... 30 cards to 22. Their Napula ran Asso to 6: six points" is the Napula's)
        ends = [m.end() for m in re.finditer(r"[.;!?](?:\s|$)", text[b.end:])]
        scope = text[b.end:b.end + ends[0]] if ends else text[b.end:]
        if len(ends) > 1:
            nxt = text[b.end + ends[0]:b.end + ends[1]]
            if not _names_another(engine, nxt, lex, award) and not DASHED_PAIR.search(nxt):
                scope = text[b.end:b.end + ends[1]]
        elif ends:
            nxt = text[b.end + ends[0]:]
            if not _names_another(engine, nxt, lex, award) and not DASHED_PAIR.search(nxt):
                scope = text[b.end:]        # (not a sentence with counts of its own: "… 0–0. 27–25 thì …")
        bracket = COUNT_BRACKET.match(scope)
        stated = [Num(int(bracket.group(1)), bracket.start(1), bracket.end(1), False, bracket.group(1))] if bracket else \
            [n for n in amounts(scope, lex, _points_words(lex)) if n.value not in (a.value, b.value)] or \
            gains(scope) or \
            [n for n in find_numbers(scope, lex.lang) if n.word and n.value == 1 and     # "un punto solo"
             _word_spans(" ".join(WORD.findall(scope[n.end:])[:1]), [*lex.point_words, *_points_words(lex)])]
        # ("8 Мечей против 5 (1), La Mata (1)": the points in brackets right after the counts)
        rest = re.split(r"[.;!?]", text[b.end:])[0]
        head = re.split(r"[.;!?]", text[:a.start])[-1]
        if not stated:
            # the points said first ("Zwei Punkte gehen an das Team mit 28 Karten, wenn ..."; not
            # "4 điểm thưởng, nhiều Kiếm nhất 7–6": points named as the bonuses')
            bonus = lex.terms.get("bonus") or []
            stated = [n for n in amounts(head, lex, _points_words(lex))
                      if not _word_spans(" ".join(WORD.findall(head[n.end:])[:BONUS_AFTER]), bonus)]
            stated = [dataclasses.replace(n, start=-1, end=-1) for n in stated[:1]]
        if not tie:
            issues += _majority_recipient(text, a, b, head, want, lex) or \
                _side_recipient(engine, text, a, b, award, want, lex)
        nobody = [(s, e) for s, e in _word_spans(rest, lex.tie_shares.get("nobody") or [])
                  if not find_numbers(rest[:s], lex.lang)]
        if not nobody and not tie:
            # "seven Swords against six is not enough for the point", "das reichte nicht für den
            # Punkt": the counts said not to earn the award (data ``award_cues.not_enough``, a word
            # for points or the award right after), in their sentence, before any points said
            nobody = [(s, e) for s, e in _word_spans(rest, _block(lex.lang, "award_cues").get("not_enough", []))
                      if not find_numbers(rest[:s], lex.lang) and
                      _word_spans(" ".join(WORD.findall(rest[e:])[:NOT_ENOUGH_REACH]),
                                  [*lex.point_words, *_points_words(lex), *_block(lex.lang, "award_cues").get("majority", [])])]
        if not nobody and scope != rest:
            # "... 27 cards to 25. A majority of the 52 needs more than 27, so nobody gets the 2
            # points": in the next sentence, after numbers that are only the counts and the whole
            known = {a.value, b.value, _counted(engine, majority_awards(engine)[award])}
            nobody = [(s, e) for s, e in _word_spans(scope, lex.tie_shares.get("nobody") or [])
                      if s > len(rest) and all(n.value in known or n.word and n.value <= 1
                                               for n in find_numbers(scope[len(rest):s], lex.lang))
                      and not _word_spans(scope[len(rest):s], lex.condition)]    # not "Si …, personne ne marque": a case of its own
        if tie and stated and (nobody or _negation_in(re.split(r"[,;:.!?]", scope[max(stated[0].end, 0):])[0], lex)):
            continue            # "nobody gets the 2 points", "i 2 punti non vanno a nessuno"
        if stated and stated[0].start >= 0 and asked_only(text, b.end + stated[0].end, lex):
            continue            # "Карт 26 на 26 — кому 2 очка?": the points asked about, not said
        if stated and (not nobody or stated[0].start < nobody[0][0]):
            if stated[0].value != want:
                # (a tie quoted as the text says it, so that its line is found: "26 a 26 si dà un punto")
                quote = text[a.start:b.end + stated[0].end].strip() if tie and stated[0].start >= 0 else \
                    text[a.start:b.end].strip() + f": {stated[0].value}"
                issues.append(evidence("example", "error", "a tied majority scores nothing" if tie and not want else
                                       "the majority earns a different number of points", str(want), quote, role=AMOUNT))
        elif nobody and want:
            issues.append(evidence("example", "error", "the majority earns points: the larger count scores",
                                   str(want), text[a.start:b.end + nobody[0][1]].strip(), role=AMOUNT))
    return issues or _tied_counts(engine, text, lex)


NOT_ENOUGH_REACH = 4    # words between "not enough" and the points or award it denies ("not enough for the point")
LABEL_WORDS = 2         # words of a label naming what two counts count, a comma after it ("Espadas, 4 … y 9 …")
DASHED_PAIR = re.compile(rf"\d+\s*[{RUN_DASH}]\s*\d+")     # "27–25", "28–40": two numbers joined by a dash


def _names_cards(text: str, lex: Lexicon) -> bool:
    """``text`` names cards: the word for cards, or in a compounding language a compound that
    starts with it (fi "korttienemmistö", the majority of cards)."""
    from .terms import stem

    if _word_spans(text, lex.cards):
        return True
    stems = [stem(norm(c)) for c in lex.cards if " " not in c.strip()]
    return lex.compounds and any(len(s) >= 4 and norm(w).startswith(s) for w in WORD.findall(text) for s in stems)


def _names_another(engine, sentence: str, lex: Lexicon, award: str) -> bool:
    """A sentence naming cards of another suit than the majority's, or another award or bonus
    of the game: its points are not this majority's ("Their Napula ran Asso to 6: six points");
    one that names the same majority again ("the most Swords bring us 1 point") goes on with it."""
    from .cardwords import card_words

    param = majority_awards(engine)[award]
    suits = {w.suit for w in card_words(sentence, lex, engine.deck) if w.suit}
    return bool(suits - {param}) or bool(_word_spans(sentence, _award_names(engine, but=award)))


def _award_names(engine, but: str = "") -> list[str]:
    """The names of the game's awards and bonuses (Napula, La Mata, Scùa ...), as the spec has
    them, but the one with id ``but``."""
    spec = engine.spec
    return [x.name for x in (*(getattr(spec, "awards", None) or ()), *(getattr(spec, "bonuses", None) or ()))
            if getattr(x, "name", None) and getattr(x, "id", None) != but]


BONUS_AFTER = 3         # words after an amount that name it the bonuses' ("4 điểm thưởng", "4 points de bonus")
# A score line's gain: a number set off by a plus sign ("Swords 8–5 → +2", "meille +2"), the sign
# after a space, an arrow, a colon, a bracket or a bar, not after an operand ("5 + 3", "(15 + 5) + 2"),
# nor a country's code ("+39 030 …"), a temperature or a percentage ("+22°", "+5 %"), a time zone ("UTC+2")
GAIN = re.compile(r"(?:^|(?<=[\s:→>|=(·,—–]))(?<![\d)]\s)\+(\d{1,3})(?![\d.,]?\d)(?!\s*[%°€$£])(?!\s*\(?\d)")
COUNT_BRACKET = re.compile(r"\s*+\(\s*+(\d{1,2})\s*+\)")     # "8 Swords against 5 (1)": the award's points in brackets
TIE_REACH = 4           # words between "both teams" and their one count ("beide Teams am Ende 26 Karten")
WITH_COUNT = 2          # words between a word for 'with' and the count that names a side ("the team with 24")


def _majority_recipient(text: str, a: Num, b: Num, head: str, want: int, lex: Lexicon) -> list[Finding]:
    """The side the points said first go to, named by its count ("Zwei Punkte gehen an das Team
    mit 24 Karten, wenn das andere 28 hat"): the smaller count getting the award's points is an
    error (the larger scores them)."""
    from .structure import structure_cues

    withs = list(structure_cues(lex.lang).get("with_count", ()))
    if not want or not withs or a.value >= b.value or not amounts(head, lex, _points_words(lex)):
        return []
    clause = re.split(r"[,;:()]", text[:a.start])[-1]
    if not _word_spans(" ".join(WORD.findall(clause)[-(WITH_COUNT + 1):]), withs):
        return []
    return [evidence("example", "error", "the majority's points go to the larger count",
                     str(b.value), text[a.start:b.end].strip(), role=AMOUNT)]


SIDE_REACH = 3          # words between a side's pronoun and its count ("we had 27", "they had 25")


def _sides_only(text: str, lex: Lexicon) -> bool:
    """``text`` is only a side's pronoun ("nosotros", "we"): a count's holder, no thing counted."""
    block = _block(lex.lang, "award_cues")
    words = WORD.findall(text)
    return 0 < len(words) <= 2 and bool(_word_spans(text, [*block.get("our_side", []), *block.get("their_side", [])]))


def _side_of(text: str, lex: Lexicon, sides: dict[str, list[str]]) -> str | None:
    """The side a count belongs to, named by a pronoun among the last words before it in its
    clause ("We had 27", "noi 27", "у них 25"): ``our`` or ``their``, or None."""
    words = " ".join(WORD.findall(re.split(r"[,;:.!?()]", text)[-1])[-SIDE_REACH:])
    found = {k for k, v in sides.items() if _word_spans(words, v)}
    return found.pop() if len(found) == 1 else None


def _side_recipient(engine, text: str, a: Num, b: Num, award: str, want: int, lex: Lexicon) -> list[Finding]:
    """Two counts held by sides named as the speaker's and the others' ("We had 27 cards and they
    had 25", "noi 27, loro 25"), and a later sentence of the passage giving the award's points
    to one of them by the same words ("The 2 points for cards went to them", "i 2 punti delle
    carte sono andati a loro"): the smaller count's side getting them is an error. The sentence
    names points and what the award counts (cards, or its suit), no other suit or award, one side
    only, and no negation, loss or condition."""
    block = _block(lex.lang, "award_cues")
    sides = {"our": block.get("our_side", []), "their": block.get("their_side", [])}
    if not want or a.value == b.value or not all(sides.values()):
        return []
    held = {_side_of(text[:a.start], lex, sides): a.value, _side_of(text[a.end:b.start], lex, sides): b.value}
    if set(held) != {"our", "their"}:
        return []
    param = majority_awards(engine)[award]
    later = text[b.end:]
    for m in re.finditer(r"[^.;!?]+", later):
        sentence = m.group()
        if find_numbers(sentence, lex.lang) and not amounts(sentence, lex, _points_words(lex)):
            continue
        if not _word_spans(sentence, [*lex.point_words, *_points_words(lex)]) or \
                _names_another(engine, sentence, lex, award) or \
                _word_spans(sentence, [*lex.negation, *lex.losing, *lex.condition]):
            continue
        if param is None and not _names_cards(sentence, lex):
            continue
        if param is not None and param not in {w.suit for w in _card_words(engine, sentence, lex) if w.suit}:
            continue
        named = [k for k, v in sides.items() if _word_spans(sentence, v)]
        if len(named) != 1:
            return []
        if held[named[0]] < max(held.values()):
            return [evidence("example", "error", "the majority's points go to the larger count",
                             str(max(held.values())), sentence.strip(" :,–—-"), role=AMOUNT)]
        return []
    return []


def _tied_counts(engine, text: str, lex: Lexicon) -> list[Finding]:
    """"Haben beide Teams am Ende 26 Karten, bekommt jedes Team einen Punkt": one count both
    teams have (half of what the award counts), and the points the text then gives, against the
    engine's award for a tie."""
    both = [*(lex.tie_shares.get("each") or []), *lex.equal]
    each_side = structure_cues(lex.lang).get("each_side", ())
    issues = []
    told = _sentences(text)
    for k, (sentence_start, sentence) in enumerate(told):
        nums = find_numbers(sentence, lex.lang)
        # the points said in the next sentence, when this one ends with the count ("... : 26 de
        # chaque côté. Dans ce cas, chaque équipe inscrit 1 point pour les cartes.")
        nxt = told[k + 1][1] if k + 1 < len(told) else ""
        for n in nums:
            if n.value < 2:
                continue        # (a count in words too: "vingt-six partout", half the cards exactly)
            before = re.split(r"[,;:()]", sentence[:n.start])[-1]
            # "both teams have 26 cards", or the count said each side's after what it counts
            # ("6 Espadas por bando", "26 cartes partout")
            after = re.split(r"[,;:()]", sentence[n.end:])[0]
            if not _word_spans(" ".join(WORD.findall(before)[-TIE_REACH:]), both) and \
                    not _word_spans(" ".join(WORD.findall(after)[:1 + TIE_REACH]), list(each_side)):
                continue
            # what is counted: named after the count, or right before it ("on compte les cartes : 26")
            counted = " ".join(WORD.findall(sentence[n.end:])[:2]) + " " + \
                " ".join(WORD.findall(sentence[:n.start])[-COUNTED_BEFORE:])
            award = next((aid for aid, param in majority_awards(engine).items()
                          if _counted(engine, param) - (param is not None) <= 2 * n.value <= _counted(engine, param) and
                          (_word_spans(counted, lex.cards) if param is None else
                           any(w.suit == param and not w.rank for w in _card_words(engine, counted, lex)))), None)
            if award is None:
                continue
            want = outcome(engine, _Majority("majority", award, (n.value, n.value)))["points"]
            rest = sentence[n.end:]
            if nxt and not [m for m in find_numbers(rest, lex.lang) if not (m.word and m.value <= 1)] and \
                    not [m for m in find_numbers(nxt, lex.lang) if m.value not in (0, 1) and not (m.word and m.value <= 2)][1:]:
                rest = rest + " " + nxt
            stated = [m for m in find_numbers(rest, lex.lang) if m.value != n.value and
                      _word_spans(" ".join(WORD.findall(rest[m.end:])[:1]), [*lex.point_words, *_points_words(lex)])]
            nobody = [a for a, _ in _word_spans(rest, lex.tie_shares.get("nobody") or [])]
            if stated and nobody and nobody[0] < stated[0].start:
                continue        # "nobody scores the 2 points": the points nobody gets, not a score
            if stated and (nobody or _negation_in(re.split(r"[,;:.!?]", rest[stated[0].end:])[0], lex)):
                continue        # "i 2 punti non vanno a nessuno": the points said not to be scored
            if stated and stated[0].value != max(want):
                issues.append(evidence("example", "error", "a tied majority scores nothing" if not max(want) else
                                       "the majority earns a different number of points",
                                       f"{n.value}–{n.value}: {max(want)}", sentence[n.start:n.end + stated[0].end].strip(),
                                       role=AMOUNT))
    return issues


def _card_words(engine, text: str, lex: Lexicon):
    from .cardwords import card_words

    return card_words(text, lex, engine.deck)


def team_counts(text: str, lex: Lexicon, engine=None) -> set[int]:
    """Where two teams' counts stand ("Мечей у вас семь, у соперников шесть", "27 against 25"):
    the start of each number of such a pair — an example's givens, not a number of a rule."""
    nums = [n for n in find_numbers(text, lex.lang) if not n.word or n.value > 1]
    pairs = [(a, b) for a, b in zip(nums, nums[1:]) if _two_counts(
        text[a.end:b.start], lex, engine is not None and _counts_named(engine, text[a.end:b.start], lex))
        or engine is not None and _dashed_counts(engine, text, a, b, lex)]
    # a count named again after its pair is the same given ("7 contre 6 : l'équipe aux 7 ...")
    given = {x.value for a, b in pairs for x in (a, b)}
    first = min((a.start for a, _ in pairs), default=len(text))
    return {x.start for a, b in pairs for x in (a, b)} | {n.start for n in nums if n.start > first and n.value in given}


def _dashed_counts(engine, text: str, a: Num, b: Num, lex: Lexicon) -> bool:
    """"most Swords 7–6", "cards 28–24": two counts joined by a dash (no chain of ranks around
    them), right after words naming what is counted (cards, or a suit)."""
    from .cardwords import card_words

    if not re.fullmatch(rf"\s*[{RUN_DASH}]\s*", text[a.end:b.start]) or \
            re.search(rf"[{RUN_DASH}]\s*$", text[:a.start]) or re.match(rf"\s*[{RUN_DASH}]", text[b.end:]):
        return False
    before = " ".join(WORD.findall(re.split(r"[,;:.!?()]", text[:a.start])[-1])[-COUNTED_BEFORE:])
    return bool(_word_spans(before, lex.cards) or any(w.suit and not w.rank for w in card_words(before, lex, engine.deck)))


def _counts_named(engine, gap: str, lex: Lexicon) -> bool:
    """The words right after a count name what it counts: cards, or a suit."""
    head = " ".join(WORD.findall(gap)[:1])     # right after it: "7 Espadas", not "7 de Paus" (a card)
    return bool(_word_spans(head, lex.cards) or any(w.suit and not w.rank for w in card_words(head, lex, engine.deck)))


def _majority_named_before(engine, text: str, at: int, lex: Lexicon) -> set[str]:
    """The suit of a majority named in the clause right before the one at ``at``, in its
    sentence: a word for most (data ``award_cues.majority``), one suit, no rank."""
    from .cardwords import card_words
    from .lexicon import cue_block

    clauses = re.split(r"[.;!?]", text[:at])[-1].rsplit(",", 2)
    if len(clauses) < 2:
        return set()
    prev = clauses[-2]
    named = card_words(prev, lex, engine.deck)
    suits = {w.suit for w in named if w.suit}
    most = list(cue_block(lex.lang, "award_cues").get("majority", ()))
    if len(suits) != 1 or any(w.rank for w in named):
        return set()
    if _word_spans(prev, most):
        return suits
    from .cardwords import stem_of
    from .values import _awards

    stems = [stem_of(w, lex) for w in re.findall(r"[^\W\d_]+", prev)]     # its award's name ("nhiều lá Kiếm nhất")
    return suits if any(tuple(stems[i:i + len(l)]) == l for award in _awards(engine, lex) for l in award.labels
                        for i in range(len(stems))) else set()


def _counted(engine, suit: str | None) -> int:
    """How many cards a majority counts from: the pack, or one suit's cards."""
    return sum(1 for s in engine.deck.suit if suit is None or s == suit)


NAMED_SIDE = re.compile(r"(?:\s+([^\W\d_]+))?\s*,\s*([^\W\d_]+)\s*:?\s*")


def _named_sides(engine, text: str, a, b, lex: Lexicon) -> bool:
    """Two sides each named right before its count, in a list ("Cartas: Norte 24, Sur 28", "North
    24 cards, South 28"): a capitalised name opening the first count's clause and another after
    the comma, neither a card or a suit."""
    m = NAMED_SIDE.fullmatch(text[a.end:b.start])
    before = WORD.findall(re.split(r"[,;:.!?()\n]", text[:a.start])[-1])
    if not m or len(before) != 1:
        return False
    names = [before[0], m.group(2)]
    return all(n[:1].isupper() for n in names) and names[0] != names[1] and \
        not any(w.suit or w.rank for n in names for w in card_words(n, lex, engine.deck))


def _two_counts(gap: str, lex: Lexicon, suit_or_cards: bool = False) -> bool:
    """What stands between two teams' counts: "against" ("8 Swords against 5"), or the other
    team named in the same sentence ("7 Мечей, а у другой 6", "27 cards and the other 25")."""
    cicera = _cicera_examples()
    cues, roles = cicera.cues, cicera.roles

    words = len(WORD.findall(gap))
    if not GAP_PUNCT.search(gap) and words <= COUNTS_GAP and _word_spans(gap, lex.against):
        return True
    if not GAP_PUNCT.search(gap) and words == 1 and _word_spans(gap, list(roles(lex.lang).get("against", ()))):
        return True             # a word that is 'against' only between two counts ("30 на 22")

    others = [*lex.other_side, *(cues(lex.lang).get("other_side") or ()), *(lex.terms.get("opponent") or []),
              *structure_cues(lex.lang).get("other_side", ())]
    if not GAP_STOPS.search(gap) and words <= COUNTS_GAP + 2 and bool(_word_spans(gap, others)):
        return True
    # "7 Espadas y el rival 6": what is counted, 'and', and a short phrase for the other side
    ands = {norm(w) for w in lex.and_words}
    tokens = [norm(w) for w in WORD.findall(gap)]
    k = next((i for i, t in enumerate(tokens) if t in ands), None)
    if not (suit_or_cards and k is not None and 0 < k <= 2 and 1 <= len(tokens) - k - 1 <= 3 and
            not GAP_STOPS.search(gap)):
        return False
    # the phrase after 'and' names the other holder: a team, a player, a person, a name
    holder = " ".join(tokens[k + 1:])
    sides = [*(lex.roles.get("teams") or []), *(lex.roles.get("players") or [])]
    return bool(_word_spans(holder, sides) or _holders(" ".join(WORD.findall(gap)).split(None, k + 1)[-1], lex))


# ---------------------------------------------------------------- Minchiate: combinations

LIST_GAP = re.compile(r"[\s,+&]*")
AMOUNT_GAP = 4          # words between a list of cards and the score the text gives it
EACH_REACH = 2          # words either side of an amount that make it a value per card


def _word_spans(text: str, phrases) -> list[tuple[int, int]]:
    """Where any of ``phrases`` (words of the language, inflected) occurs: character spans.
    Readers ask the same passage for the same cue lists many times (once per example looked
    for), so the answer is kept by content."""
    return list(_spans_of(text, tuple(phrases)))


WORD = re.compile(r"[^\W\d_]+")


@functools.lru_cache(maxsize=1 << 14)
def _spans_of(text: str, phrases: tuple[str, ...]) -> tuple[tuple[int, int], ...]:
    toks, words = _tokens(text)
    joined = " ".join(words)    # a word matching the first one starts with its stem: a fast pre-check
    out = []
    for p, s, exact in _phrases_stemmed(phrases):
        if len(p) > len(toks) or s not in joined:
            continue
        first, rest = p[0], p[1:]
        last = len(toks) - len(p)
        if exact:       # "=voitan": the words as written (a generated form, ``terms.EXACT``)
            out += [(toks[i][0], toks[i + len(p) - 1][1]) for i, w in enumerate(words)
                    if w == first and i <= last and words[i:i + len(p)] == p]
            continue
        # a word matching the first one starts with its stem: only those are tried
        for i in [i for i, w in enumerate(words) if w.startswith(s) and i <= last]:
            if word_matches(words[i], first) and all(word_matches(words[i + k], w) for k, w in enumerate(rest, 1)):
                out.append((toks[i][0], toks[i + len(p) - 1][1]))
    return tuple(sorted(out))


@functools.lru_cache(maxsize=1 << 12)
def _tokens(text: str) -> tuple[tuple[tuple[int, int], ...], tuple[str, ...]]:
    """The words of ``text``: their spans and their normalised forms (``terms.words``, kept by
    content: other readers of the text read them too)."""
    return tuple(m.span() for m in WORD.finditer(text)), words(text)


@functools.lru_cache(maxsize=1 << 12)
def _phrases_stemmed(phrases: tuple[str, ...]) -> tuple[tuple[tuple[str, ...], str, bool], ...]:
    """Each phrase's words, the stem of its first word and whether it is marked exact ("=voitan":
    its first word whole) (blank phrases left out): worked out once per cue list, which readers
    ask for again and again."""
    from .terms import EXACT, stem

    out = []
    for phrase in phrases:
        p = _phrase_words(phrase)
        if p:
            exact = phrase.startswith(EXACT)
            out.append((p, p[0] if exact else stem(p[0]), exact))
    return tuple(out)


@functools.lru_cache(maxsize=1 << 14)
def _phrase_words(phrase: str) -> tuple[str, ...]:
    return tuple(norm(w) for w in WORD.findall(phrase))


ARTICLE = 3             # letters of a word that may be an article before a card named in a list ("el", "den", "the")


def _listed_trumps(text: str, start: int, nums: list[Num], ands: set[str],
                   pairs: set[tuple[int, int]] = frozenset(), named: tuple = ()) -> tuple[list[int], int]:
    """The trump numbers listed from ``start``: "33, 34 and 35", "28–30" (a run), and where the
    list ends. ``named``: spans of cards called by name (the Matto), members of the list where
    they stand in it ("the 1, the Matto and the 40")."""
    listed: list[int] = []
    end = start
    chain = 1
    for n in nums:
        if n.start < start:
            continue
        gap = text[end:n.start]
        blanked = False
        if listed:
            for a, b in named:
                if end <= a and b <= n.start:
                    gap = gap[:a - end] + " " * (b - a) + gap[b - end:]
                    blanked = True
        words = [norm(w) for w in WORD.findall(gap)]
        if blanked:
            words = [w for w in words if len(w) > ARTICLE]    # "1, il Matto e il 40": the articles of the names
        joined = LIST_GAP.fullmatch(re.sub(r"[^\W\d_]+", " ", gap)) and all(w in ands for w in words)
        dash = listed and re.fullmatch(rf"\s*[{RUN_DASH}]\s*", gap)
        # a chain of three or more joined by dashes names its cards ("10-20-30-40", "33-34-35");
        # a pair is a run ("28–30")
        chained = dash and (chain > 1 or re.match(rf"\s*[{RUN_DASH}]\s*\d", text[n.end:]))
        if joined and not dash and chain >= 3:
            break               # "1-13-28, 10-20-30": a chain of three is a combination of its own
        if chained:
            listed.append(n.value)
            chain += 1
        elif dash and (listed[-1], n.value) in pairs:
            listed.append(n.value)      # "1-40 con il Matto": the pair names a combination's cards
        elif dash and n.value > listed[-1]:
            listed.extend(range(listed[-1] + 1, n.value + 1))
        elif joined and not n.word or (not listed and len(words) <= 1 and not n.word):
            listed.append(n.value)
            chain = 1
        else:
            break
        end = n.end
    return listed, end


@per_object
def _extra_forms(engine, lex: Lexicon) -> list[tuple[re.Pattern, str]]:
    """Each form of the name of a card of no suit and no number (the Matto), as a pattern of a
    whole word, with the card's code (worked out once per game and language)."""
    deck = engine.deck
    by_name = {c.name: c.code for c in (deck.card(code) for code in deck.codes(range(len(deck))))
               if c.kind not in ("trump", "suit") and c.suit is None}
    return [(re.compile(rf"(?<!\w){re.escape(form)}(?!\w)"), by_name[name.name])
            for name in lex.names if name.name in by_name for form in name.forms]


@recent(256, copy=None)
def _named_extras(text: str, engine, lex: Lexicon) -> tuple[tuple[int, int, str], ...]:
    """Cards of no suit and no number a text calls by name (the Matto): (start, end, code)."""
    return tuple((m.start(), m.end(), code) for form, code in _extra_forms(engine, lex) for m in form.finditer(text))


@per_object
def _trump_codes(engine) -> dict[int, str]:
    """Trump number -> card code (engines are built once: worked out once per game; callers
    must not change the dict)."""
    deck = engine.deck
    return {c.number: c.code for c in (deck.card(code) for code in deck.codes(range(len(deck))))
            if c.kind == "trump"}


EXTRA_REACH = 3         # words between a pair of trumps and the card named with them ("1-40 com o Matto")


def combination_pairs(engine, text: str, lex: Lexicon) -> set[tuple[int, int]]:
    """Pairs of trumps joined by a dash that name a combination's cards, not a range: with the
    card named right after them ("1-40 com o Matto"), the pair forms a combination of the engine."""
    combos = getattr(engine, "combos", None)
    if combos is None:
        return set()
    trumps = _trump_codes(engine)
    extras = _named_extras(text, engine, lex)
    out = set()
    nums = find_numbers(text, None)
    for a, b in ranges(text, nums):
        ends = [n.end for n in nums if n.value == b]
        for end, (at, _, code) in ((e, x) for e in ends for x in extras if x[0] >= e):
            gap = text[end:at]
            if re.search(r"[,;:.!?()]", gap) or len(WORD.findall(gap)) > EXTRA_REACH:
                continue
            if a in trumps and b in trumps and combos.form(engine.cards([trumps[a], trumps[b], code])):
                out.add((a, b))
    return out


SUMMED = re.compile(r"\d++(?:\s*+\+\s*+\d++)++(?:\s*+=\s*+\d++)?")     # "1 + 2 + 3 + 4 = 10": numbers added up


# a sum told by its parts, with no total after it ("(10 + 5)", "4 + 3"): its numbers are parts
PARTS = re.compile(r"(?<![\d=])\d++(?:\s*+\+\s*+\d++)++(?!\s*+=)(?!\d)")

# parts added up after a number, in brackets or not, then the total: "15 + 5 = 20", "(15 + 5) + (30 + 5) = 55"
SUMMED = re.compile(r"[\s)]*+(?:[+×x][\s(]*+\d++[\s)]*+)++=\s*+(\d++)")


@kind("combination", invented=True)
def check_combination(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """"Trumps 33, 34 and 35 score 20": the trumps a text lists (with the Matto, when it names
    it) and the score it gives them, against the engine's score of those cards; the text may
    invent its own combination. Read where the text speaks of combinations (versicole), and not
    for a value per card ("10 each")."""
    nums = [n for n in find_numbers(text, lex.lang) if not (n.word and n.value <= 1)]
    ands = {norm(w) for w in lex.and_words}
    trumps = _trump_codes(engine)
    # a card of its own called by name (the Matto): joins a combination when the text names it
    extras = [(at, code) for at, _, code in _named_extras(text, engine, lex)]
    named_spans = tuple((a, b) for a, b, _ in _named_extras(text, engine, lex))
    issues = []
    named = [*(lex.terms.get("trump") or []), *(lex.terms.get("versicola") or [])]
    read: set[int] = set()
    about = bool(_word_spans(text, lex.terms.get("versicola") or []))
    pairs = combination_pairs(engine, text, lex) if about else set()
    for term_end in sorted({e for _, e in _word_spans(text, named)} if about else ()):   # "trumps 33, 34", "versicola 1–2–3"
        listed, end = _listed_trumps(text, term_end, nums, ands, pairs, named_spans)
        if len(listed) < 2 or len(set(listed)) < len(listed) or any(t not in trumps for t in listed) or end in read:
            continue
        read.add(end)           # "versicola of trumps 1, 2, 3": one list after two words
        stop = next((n.start for n in nums if n.start >= end), len(text))
        codes = [trumps[t] for t in listed] + sorted({c for at, c in extras if term_end <= at < stop})
        cards = engine.cards(codes)
        if not engine.combos.form(cards):
            if len(listed) >= 3 and _called_combination(text, term_end, end, lex):
                # "trumps 5, 6 and 7 in a row make a versicola": the engine forms none of them
                issues.append(evidence("example", "error", "the cards form a different number of combinations",
                                       "0", text[term_end:end].strip(), role=AMOUNT))
            continue            # no combination: the text lists card values
        counted, listed_next = None, False
        for k, amount in enumerate([n for n in nums if n.start >= end][:2]):
            gap = text[end:amount.start]
            if not k and _score_next_sentence(gap, lex):      # (a number after the list first: its own score)
                gap = re.split(r"[.;!?]\s", gap)[-1]       # "... tạo thành một versicola. Versicola này được 14 điểm."
            elif not k and (asked := _answer_label(gap)) is not None:
                gap = asked     # "Was zählen die Trümpfe 10, 20, 30 und 40? Antwort: 35": the answer's number
            if counted is not None and k and re.fullmatch(r"\s*(?:[^\W\d_]+\s*){0,2},\s*", gap) and \
                    re.match(rf"\s*[{RUN_DASH}]\s*\d", text[amount.end:]):
                listed_next = True      # "… duas versicole, 10-20-30 (15) e …": the combinations listed after their count
            if re.search(r"[.;!?]", gap) or len(WORD.findall(gap)) > AMOUNT_GAP or \
                    _word_spans(gap, lex.terms.get("trump") or []) or \
                    re.match(rf"\s*[{RUN_DASH}]\s*\d", text[amount.end:]) or \
                    not re.search(r"[,:;()]", gap) and _word_spans(gap, lex.range_words) or \
                    _opens_range(text[amount.end:], lex):
                break           # another run ("väliltä 1–5 tai 28–40", "e dal 30 al 35"), not a score
            if _counts_cards(engine, text[amount.end:], lex):
                break           # "..., and three or more Re": how many cards the next combination holds
            if ASKED_AFTER.match(text, amount.end):
                break           # "Quanto vale a versicola 2-3-4-5? E com o 1?": a number asked about, no score
            if "=" in gap and re.search(r"\d\s*+\+\s*+\d++[^\d.;!?=]*+$", re.split(r"[.;!?]\s", text[:term_end])[-1]):
                break           # "38 + 30 (versicola 38-39-40) = 68": the total of a sum the combination's score is a part of
            if _word_spans(gap, lex.or_words):
                break           # "1 and 40 with the Matto, or 1, 13 and 28": another combination, not a score
            if _word_spans(re.split(r"[,;:()]", gap)[-1], lex.negation):
                break           # "… 30 e 40, non si contano 15 + 20": a score the text rejects, not its own
            next_words = " ".join(WORD.findall(text[amount.end:])[:3])
            if counted is None and any(a == 0 for a, _ in _word_spans(next_words, lex.terms.get("versicola") or [])):
                counted, end = amount, amount.end      # "1 combination worth 25": how many there are
                continue
            around = WORD.findall(text[:amount.start])[-EACH_REACH:] + \
                WORD.findall(text[amount.end:])[:EACH_REACH]
            if _word_spans(" ".join(around), lex.each) or \
                    amount.value in {engine.value[c] for c in cards} and len(listed) > 3:
                break           # a value per card ("Tarocchi 1, 10, 13, 20, 28, ..., il Matto e ogni Re: 5 punti")
            score, many = engine.combos.score(cards), len(engine.combos.form(cards))
            summed = SUMMED.match(text, amount.end)
            if summed:          # "30-31-32 con il Matto fa 15 + 5 = 20", "(15 + 5) + (30 + 5) = 55": the parts, then the score
                amount = Num(int(summed.group(1)), amount.start, summed.end(), False, summed.group(1))
            if amount.value != score and (_worth_only(text[end:amount.start], lex) or
                                          amount.value not in _other_scores(engine, text, lex, amount.start, cards)):
                issues.append(evidence("example", "error", "the combination scores a different number of points",
                                    str(score), text[term_end:amount.end].strip(), role=AMOUNT))
            if counted is not None and counted.value != many:
                issues.append(evidence("example", "error", "the cards form a different number of combinations",
                                    str(many), text[term_end:counted.end].strip(), role=AMOUNT))
            counted = None
            break
        if listed_next and counted is not None and counted.value != len(engine.combos.form(cards)):
            # the count of combinations told, then no score read after it (the combinations listed
            # next: "10, 20, 30 e 40 marca duas versicole, 10-20-30 (15) e 20-30-40 (20)")
            issues.append(evidence("example", "error", "the cards form a different number of combinations",
                                   str(len(engine.combos.form(cards))), text[term_end:counted.end].strip(), role=AMOUNT))
    issues += _check_listed_combinations(engine, text, lex, nums, read, extras)
    if not issues and not about:
        issues += _dashed_chain_scores(engine, text, lex, extras)
    # "Tre Re ... da 10 punti", "Tre Re valgono 15": cards of one rank, one of each suit (not a
    # value per card: "i quattro Re valgono 5 punti ciascuno")
    for count, cards, stated in _same_rank_sets(engine, text, lex):
        if stated is not None:
            if stated.value != engine.combos.score(cards):
                issues.append(evidence("example", "error", "the combination scores a different number of points",
                                       str(engine.combos.score(cards)), text[count.start:stated.end].strip(), role=AMOUNT))
    for total, cards, said in _chains_total(engine, text, lex):
        if total.value != engine.combos.score(cards):
            issues.append(evidence("example", "error", "the combination scores a different number of points",
                                   str(engine.combos.score(cards)), said, role=AMOUNT))
    issues = issues or _check_combination_total(engine, text, lex)
    if issues:
        return issues
    told = _combination_told(engine, text, lex)
    return told.issues if told is not None else []


CALLED_REACH = 6        # words between a list of trumps and the word for a combination that names it


def _called_combination(text: str, term_end: int, end: int, lex: Lexicon) -> bool:
    """The trumps listed between ``term_end`` and ``end`` are called a combination: the word for
    it is the one right before the list ("la versicola 5-6-7") or comes within a few words after
    it ("5, 6 e 7 seguidos formam uma versicola"), and no negation is in the clause."""
    from .obligations import negates
    from .terms import words

    terms = lex.terms.get("versicola") or []
    clause = re.split(r"[.;:!?]", text[end:], maxsplit=1)[0]
    after = " ".join(WORD.findall(clause)[:CALLED_REACH])
    before = any(e == term_end for _, e in _word_spans(text[:term_end], terms))
    if not (before or _word_spans(after, terms)):
        return False
    start = max((m.end() for m in re.finditer(r"[.;:!?]", text[:term_end])), default=0)
    return not negates(words(text[start:end] + clause), lex)


@dataclass
class _CombinationTold:
    numbers: set[int]           # the score, when the text states the engine's
    issues: list[Finding]


def _combination_givens(engine, text: str, lex: Lexicon, joined: tuple[str, ...] = ()) -> tuple[list, int, int, list[int]] | None:
    """The one combination a passage tells by its cards: a list of trump numbers (digits), or a
    count of Re, with the Matto when the sentence names it, or when ``joined`` holds it (the
    Matto said elsewhere in the passage to add nothing: :func:`_matto_adds_nothing`): (its
    cards, where they start and end, the trump numbers). None when the passage names no such
    cards, or more than one group of them (the role of each number is then not plain)."""
    trumps = _trump_codes(engine)
    nums = [n for n in find_numbers(text, lex.lang) if not (n.word and n.value <= 1)]
    groups = []
    for start, end, listed in _trump_lists(text, nums, lex, combination_pairs(engine, text, lex)):
        if "+" in text[start:end]:
            continue            # a sum of values ("5 + 10 + 5"), not cards
        if len(listed) >= 2 and len(set(listed)) == len(listed) and all(t in trumps for t in listed):
            groups.append(([trumps[t] for t in listed], start, end, listed))
        elif len(listed) >= 2 and any(t in trumps for t in listed):
            return None         # numbers in a list that are not one set of trumps
    for n, codes, rank_end in counted_courts(engine, text, lex):
        groups.append((codes, n.start, rank_end, []))
    if not groups:
        groups += _worded_trumps(text, nums, lex, trumps)
    if not groups:
        # trumps each named by the word for trump, in one sentence ("trunfo 1, trunfo 40 e o Matto")
        term = [e for _, e in _word_spans(text, [*(lex.terms.get("trump") or []),
                                                 *_block(lex.lang, "combination_reading").get("trumps", [])])]
        for at, sentence in _sentences(text):
            each = [n for n in nums if at <= n.start < at + len(sentence) and not n.word and
                    any(e <= n.start and not text[e:n.start].strip() for e in term)]
            if len(each) >= 2 and len({n.value for n in each}) == len(each) and all(n.value in trumps for n in each):
                groups.append(([trumps[n.value] for n in each], each[0].start, each[-1].end, [n.value for n in each]))
    if len(groups) > 1 and len({frozenset(g[0]) for g in groups}) == 1:
        groups = groups[:1]     # the same cards named again ("alle vier Re ... die vier Re sind 5 + 5 + 5 + 5")
    if len(groups) != 1:
        return None
    codes, start, end, listed = groups[0]
    sentence = next(((a, a + len(p)) for a, p in _sentences(text) if a <= start < a + len(p) + 1), (0, len(text)))
    from .cardwords import card_words

    if listed and any(w.rank and w.suit for w in card_words(text[sentence[0]:sentence[1]], lex, engine.deck)):
        return None             # cards of a suit named with the trumps ("..., Re of Swords ..."): not all read
    # the Matto named in the combination's sentence, but not one added to other trumps in a
    # clause of its own past a semicolon ("10-20-30-40 is worth 25; 1 + Matto + 40 is 20": another
    # combination; not "1, 13 e 28 vale 15; com o Matto junto, vai a 25")
    bounds = [sentence[0], *(m.start() for m in SEMICOLON.finditer(text, *sentence)), sentence[1]]

    def clause_of(at: int) -> int:      # where the clause holding ``at`` starts
        return max(b for b in bounds[:-1] if b <= at)

    named = [x for x in _named_extras(text, engine, lex) if sentence[0] <= x[0] < sentence[1]]
    added = {(clause_of(at), code) for at, stop, code in named
             if ADDED_TRUMP_BEFORE.search(text, 0, at) or ADDED_TRUMP_AFTER.match(text, stop)}
    extras = sorted({code for at, _, code in named
                     if clause_of(at) == clause_of(start) or (clause_of(at), code) not in added} | set(joined))
    try:
        cards = engine.cards(codes + extras)
    except CardError:       # a card the pack has not
        return None
    if not engine.combos.form(cards):
        return None
    return cards, start, end, listed


SEMICOLON = re.compile(";")
ADDED_TRUMP_BEFORE = re.compile(r"\d\s*+[+&]\s*+$")     # "1 + Matto": the card added to a trump's number
ADDED_TRUMP_AFTER = re.compile(r"\s*+[+&]\s*+\d")      # "Matto + 40"


WORDED_TRUMPS = 3       # number words in a list that name trumps ("dos, tres y cuatro: triunfos")
TRUMP_TERM_REACH = 2    # words between such a list and the word for trumps


def _worded_trumps(text: str, nums: list, lex: Lexicon, trumps: dict[int, str]) -> list:
    """Trumps named by number words, three or more in a list joined by commas and 'and', with the
    word for trumps right after the list (past a colon) or right before it ("Dos, tres y cuatro:
    triunfos en hilera", "les atouts deux, trois et quatre"): (codes, start, end, numbers)."""
    ands = {norm(w) for w in lex.and_words}
    terms = [*(lex.terms.get("trump") or []), *_block(lex.lang, "combination_reading").get("trumps", [])]
    runs: list[list] = []
    for n in nums:
        if not n.word:
            runs.append([])
            continue
        gap = text[runs[-1][-1].end:n.start] if runs and runs[-1] else None
        if gap is not None and re.fullmatch(r"[\s,]*", re.sub(r"[^\W\d_]+", lambda m: "" if norm(m.group()) in ands else "x", gap)):
            runs[-1].append(n)
        else:
            runs.append([n])
    out = []
    for run in runs:
        values = [n.value for n in run]
        if len(run) < WORDED_TRUMPS or len(set(values)) < len(values) or any(v not in trumps for v in values):
            continue
        after = WORD.findall(re.sub(r"^[\s:]+", "", text[run[-1].end:]))[:TRUMP_TERM_REACH + 1]
        before = WORD.findall(text[:run[0].start])[-TRUMP_TERM_REACH:]
        if _word_spans(" ".join(after), terms) or _word_spans(" ".join(before), terms):
            out.append(([trumps[v] for v in values], run[0].start, run[-1].end, values))
    return out


def _combination_mistakes(engine, cards: list) -> set[int]:
    """The scores plausible mistakes give ``cards``: the Matto counted twice or not at all, a
    card counted at its own value rather than its value in a combination (29 as 0), runs not
    merged (two overlapping parts each scored, or one part only), a Re too many."""
    combos = engine.combos
    score = combos.score(cards)
    out: set[int] = set()
    wild = combos.wildcard
    if wild is not None and wild in cards:
        rest = [c for c in cards if c != wild]
        out |= {score + combos.wildcard_points, combos.score(rest)}
    out |= {score - combos.value[c] + engine.value[c] for c in cards if combos.value[c] != engine.value[c]}
    parts = [[c for c in cards if c != x] for x in cards if x != wild]
    parts = [p for p in parts if combos.form(p)]
    out |= {combos.score(p) for p in parts}
    out |= {combos.score(p) + combos.score(q) for i, p in enumerate(parts) for q in parts[i + 1:]}
    for _sid, of_rank, _minimum in combos.same_rank:
        held = [c for c in of_rank if c in cards]
        missing = [c for c in of_rank if c not in cards]
        if held and missing:
            out.add(combos.score([*cards, missing[0]]))
    return out - {score}


def _of_the_combination(text: str, at: int, start: int, lex: Lexicon) -> bool:
    """An amount at ``at`` said of the combination whose cards start at ``start``: in a sentence
    with the cards or the word for a versicola, or in the answer to a question that has them
    ("Quanto vale la versicola? Risposta: 10 punti"); not in a sentence about a trick."""
    told = _sentences(text)
    k = next((i for i, (a, p) in enumerate(told) if a <= at < a + len(p)), None)
    if k is None or _word_spans(told[k][1], lex.terms.get("trick") or []):
        return False

    def has(i: int) -> bool:
        a, p = told[i]
        return a <= start < a + len(p) or bool(_word_spans(p, lex.terms.get("versicola") or []))

    return has(k) or k > 0 and told[k - 1][1].rstrip().endswith("?") and has(k - 1)


def _score_after_term(after: str, lex: Lexicon) -> list[Num]:
    """A number right after the word for a versicola, past one word for 'of' at most (data
    ``combination_reading.worth_of``: "una versicola da 15", "a versicola of 15", "une
    versicola de 15"): the combination's worth, told without a word for points."""
    of = _block(lex.lang, "combination_reading").get("worth_of", [])
    out = []
    for _a, e in _word_spans(after, lex.terms.get("versicola") or []):
        m = re.match(r"\s*+(?:([^\W\d_]++)\s++)?(\d{1,3})(?![\d.,]\d)", after[e:])
        if m and (m.group(1) is None or _word_spans(m.group(1), of)):
            out += [n for n in find_numbers(after, lex.lang) if n.start == e + m.start(2) and n not in out]
    return out


DENIED_REACH = 3        # words between a negation and the word for a versicola ("это не versicola", "keine Versicola")


def _combination_told(engine, text: str, lex: Lexicon) -> _CombinationTold | None:
    """A passage about a versicola that tells one combination by its cards (closed vocabulary:
    trump numbers, Re, the Matto) and then states numbers: the engine's score said anywhere
    after the cards is right; else a number after them that a plausible mistake gives
    (:func:`_combination_mistakes`), or the one amount named as points after them, is the
    text's score, and wrong. Not for a value per card ("5 each"). None when not read."""
    if getattr(engine, "combos", None) is None:
        return None
    joined = _matto_adds_nothing(engine, text, lex)
    about = bool(joined) or bool(_word_spans(text, lex.terms.get("versicola") or []))
    if not about and not _only_trumps_named(engine, text, lex):
        return None
    found = _combination_givens(engine, text, lex, joined)
    if found is None:
        return None
    cards, start, end, listed = found
    if not about and not (len(listed) >= 3 and len(cards) == len(listed) and engine.combos.form(cards) and
                          min(listed) > _top_numeral(engine) and not re.search(rf"[{RUN_DASH}]", text[start:end])
                          and not _word_spans(text[start:end], lex.range_words)):
        # (no word for a versicola: trumps listed bare, three or more numbers no suit card
        # bears, that the engine forms into a combination: "il 38, il 39 e il 40 fanno trenta";
        # not a range, dashed or told with a word for 'to', the span a rule speaks of: "a run
        # inside 28–40", vi "20 đến 30 người" (people); nor the Matto
        # joined by its name alone: "… 30 punti; senza il Matto non si aggiunge nulla")
        return None
    score = engine.combos.score(cards)
    after = text[end:]
    nums = [n for n in find_numbers(after, lex.lang) if not (n.word and n.value <= 1)]
    if not any(n.value == score for n in nums):
        # "... but this is not a versicola": a negation right before the word for it
        negation = {norm(w) for w in lex.negation}
        for a, e in _word_spans(after, lex.terms.get("versicola") or []):
            before = [norm(w) for w in WORD.findall(re.split(r"[,;:.!?()—–]", after[:a])[-1])][-DENIED_REACH:]
            if negation & set(before):
                return _CombinationTold(set(), [evidence("example", "error", "the cards form a different number of combinations",
                                                         str(len(engine.combos.form(cards))), text[start:end + e].strip(),
                                                         role=AMOUNT)])
    if not nums:
        return None
    if any(n.value == score for n in nums):
        return _CombinationTold({score}, [])     # (not the trumps: "über 40" in a later sentence is no card)
    if _word_spans(text, lex.each):
        return None             # a value per card
    mistakes = _combination_mistakes(engine, cards)
    wrong = [n for n in nums if n.value in mistakes]
    named = amounts(after, lex, _points_words(lex)) or _score_after_term(after, lex)
    own = {engine.value[c] for c in cards} | {engine.combos.value[c] for c in cards} | {engine.combos.wildcard_points}
    if not wrong and len(named) == 1 and named[0].value not in own and _of_the_combination(text, end + named[0].start, start, lex):
        wrong = named
    said = _score_summed_or_called(after, nums, lex)
    if not wrong and said is not None and said.value not in own:
        wrong = [said]
    if not wrong:
        return None
    said = wrong[-1]
    return _CombinationTold(set(), [evidence("example", "error", "the combination scores a different number of points",
                                             str(score), text[start:end + said.end].strip(), role=AMOUNT)])


SUMMED_REACH = 2        # words between a verb of adding up and the number it gives ("ça fait vingt-cinq", "das macht 25")
QUOTE_OPENS = re.compile(r"[«“„\"‹‘]\s*+$")        # a quotation opening right before a number
QUOTE_CLOSES = re.compile(r"\s*+[!.]?\s*+[»”“\"›’]")      # ... and closing right after it, an exclamation between


def _top_numeral(engine) -> int:
    """The highest number a suit card bears (10): a bare number above it names a trump."""
    return max((int(r.code) for r in engine.deck.ranks if r.code.isdigit()), default=0)


def _only_trumps_named(engine, text: str, lex: Lexicon) -> bool:
    """The passage names a number no suit card bears (above the numerals' highest rank, in digits
    or words): trumps may be listed there without the word for a versicola."""
    top = _top_numeral(engine)
    return any(n.value > top for n in find_numbers(text, lex.lang))


def _score_summed_or_called(after: str, nums: list[Num], lex: Lexicon) -> Num | None:
    """The score said right after a combination's cards without a word for points: the number
    after a verb of adding up (data ``combination_reading.sums``, ``stated_outcome.total_before``:
    "… le 36, ça fait vingt-cinq", "… fanno quaranta", "das macht fünfundzwanzig"), in the cards'
    sentence, or the one word of a quotation right after them ("… 35 sur la table : « Vingt ! »"):
    what the player announces on showing them. Not a value per card ("… fanno dieci ciascuno")."""
    sums = [*_block(lex.lang, "combination_reading").get("sums", []),
            *_block(lex.lang, "stated_outcome").get("total_before", [])]
    stop = re.search(r"[.;!?](?:\s|$)", after)
    first = [n for n in nums if n.start < (stop.end() if stop else len(after))][:1]
    if first and QUOTE_OPENS.search(after[:first[0].start]) and QUOTE_CLOSES.match(after, first[0].end) and \
            len(WORD.findall(after[:first[0].start])) <= CALLED_WORDS:
        return first[0]
    for n in first:
        before = re.split(r"[,;:()]", after[:n.start])[-1]
        if not _word_spans(" ".join(WORD.findall(before)[-SUMMED_REACH - 1:]), sums):
            continue
        if _word_spans(" ".join(WORD.findall(after[n.end:])[:EACH_REACH]), lex.each):
            continue
        return n
    return None


CALLED_WORDS = 6        # words between the cards and a quotation of their score ("sur la table : « Vingt ! »")


ADDS_REACH = 2          # words between a negation and the verb of adding it denies ("ничего не добавляет", "ei tuo tähän mitään lisää")


def _matto_adds_nothing(engine, text: str, lex: Lexicon) -> tuple[str, ...]:
    """The card of no suit (the Matto) said to add nothing to a combination ("the Matto, held
    too, adds nothing to it", "der Matto bringt hier nichts", "Matto у нас тоже был, но он ничего
    не добавляет", "Matto ei tuo tähän mitään lisää"): named, not after a word for 'without',
    then in its sentence a verb of adding (data ``combination_reading.adds``) with a negation
    within a few words, no number between: it is held with the combination the passage tells
    (the text's score is then the one without it). Its codes; none where not so said."""
    named = _named_extras(text, engine, lex)
    adds = _block(lex.lang, "combination_reading").get("adds", []) if named else []
    if not adds:
        return ()
    from .cues import rule_cues

    without = rule_cues(lex, "without")
    out = set()
    for at, sentence in _sentences(text):
        stop = at + len(sentence)
        for a, e, code in named:
            if not at <= a < stop or code in out:
                continue
            if _word_spans(" ".join(WORD.findall(text[at:a])[-2:]), without):
                continue        # "without the Matto nothing is added"
            rest = text[e:stop]
            verbs = [(v0, v1) for v0, v1 in _word_spans(rest, adds) if not re.search(r"\d", rest[:v0])]
            nots = _word_spans(rest, lex.negation)
            near = [(v0, v1) for v0, v1 in verbs
                    if any(len(WORD.findall(rest[min(v1, n1):max(v0, n0)])) <= ADDS_REACH for n0, n1 in nots)]
            if not near:
                continue
            v0, v1 = near[0]
            if any(n1 <= v0 and len(WORD.findall(rest[n1:v0])) > ADDS_REACH for n0, n1 in nots):
                continue        # a negation of its own between ("wer den Matto nicht hat, bekommt nichts dazu")
            if _word_spans(rest[v1:], [*lex.condition, *lex.exceptions]) or _denied_combination(sentence, lex):
                continue        # "adds nothing if there is no combination": our rule, no score told
            out.add(code)
    return tuple(sorted(out))


def _denied_combination(sentence: str, lex: Lexicon) -> bool:
    """A negation within a few words before the word for a versicola ("tant qu'on n'a pas de
    combinaison", "when there is no combination")."""
    negation = {norm(w) for w in lex.negation}
    return any(negation & {norm(w) for w in WORD.findall(sentence[:a])[-DENIED_REACH:]}
               for a, _ in _word_spans(sentence, lex.terms.get("versicola") or []))


def _opens_range(after: str, lex: Lexicon) -> bool:
    """A number a word for 'to' and another number follow ("30 al 35", "36 bis 40"): the start of
    a range of cards, not an amount."""
    from .terms import alternation

    to = alternation(lex.range_words)
    return bool(to) and bool(re.match(rf"\s+(?:{to})\s+\d", after, flags=re.IGNORECASE))


def _other_scores(engine, text: str, lex: Lexicon, at: int, cards: list) -> set[int]:
    """The scores of the other combinations a sentence lists besides ``cards`` (the one read at
    ``at``), alone and all together: a number equal to one of them may be that one's score
    ("1, 2 und 3 sowie 38, 39 und 40: die Papi bringen 11 Punkte, ..."), so it is not read
    as the score of ``cards``."""
    trumps = _trump_codes(engine)
    out: set[int] = set()
    for start, sentence in _sentences(text):
        if not start <= at <= start + len(sentence):
            continue
        nums = [n for n in find_numbers(sentence, lex.lang) if not (n.word and n.value <= 1)]
        # (told before the number: not "10-20-30 (25 punti), 20-30-40", whose 25 is no sum of both)
        lists = [engine.cards([trumps[t] for t in listed])
                 for _a, b, listed in _trump_lists(sentence, nums, lex)
                 if len(set(listed)) == len(listed) >= 3 and all(t in trumps for t in listed) and start + b <= at]
        lists = [c for c in lists if engine.combos.form(c) and set(c) != set(cards)]
        if not lists:
            return set()
        out = {engine.combos.score(c) for c in lists}
        out.add(engine.combos.score(list(dict.fromkeys([*cards, *(x for c in lists for x in c)]))))
        # two of them together ("10-20-30 or 20-30-40 (all four together are one combination worth 25)")
        out |= {engine.combos.score(list(dict.fromkeys([*a, *b]))) for a in [cards, *lists] for b in lists if a is not b}
    return out


def _chains_total(engine, text: str, lex: Lexicon) -> list[tuple[Num, list, str]]:
    """"dos combinaciones: 10-20-30 (15 puntos) y 20-30-40 (20 puntos), o sea, 35 puntos": two or
    more lists of trumps in a sentence, each a combination, then a total (a word for 'in all'
    before it): the engine scores all their cards together (10-20-30-40 is one combination of
    25): (the total, the cards, the words)."""
    trumps = _trump_codes(engine)
    in_all = _block(lex.lang, "combination_reading").get("in_all", [])
    if not in_all:
        return []
    out = []
    for at, sentence in _sentences(text):
        nums = [n for n in find_numbers(sentence, lex.lang) if not (n.word and n.value <= 1)]
        chains = [(a, b, listed) for a, b, listed in _trump_lists(sentence, nums, lex, combination_pairs(engine, sentence, lex))
                  if len(set(listed)) == len(listed) >= 3 and all(t in trumps for t in listed)
                  and engine.combos.form(engine.cards([trumps[t] for t in listed]))]
        if len(chains) < 2:
            continue
        last = chains[-1][1]
        tail = sentence[last:]
        # the total with 'in all' after it, its unit left unsaid ("…: 35 in tutto", "35 en tout")
        extras = any(w.rank and not w.rank.isdigit() for w in _card_words(engine, sentence, lex)) or \
            _word_spans(sentence, lex.each)     # "three Re …, with the Matto", "5 points chacun": more than the chains
        after_all = [] if extras else [n for n in find_numbers(tail, lex.lang) if not n.word and
                     _word_spans(" ".join(WORD.findall(re.split(r"[,;:()]", tail[n.end:])[0])[:TOTAL_REACH]), in_all)
                     and not re.search(r"\d", tail[n.end:])]
        for n in [*amounts(tail, lex, _points_words(lex)), *after_all]:
            before = " ".join(WORD.findall(sentence[last:last + n.start])[-TOTAL_REACH:])
            if _word_spans(before, in_all) or n in after_all:
                codes = list(dict.fromkeys(trumps[t] for _, _, listed in chains for t in listed))
                total = Num(n.value, at + last + n.start, at + last + n.end, n.word, n.text)
                out.append((total, engine.cards(codes), sentence[chains[0][0]:last + n.end].strip()))
                break
    return out


TOTAL_REACH = 3         # words between a word for 'in all' and the total ("zusammen also 35 Punkte")
DASHED_CHAIN = re.compile(rf"(?<![\d{RUN_DASH}])\d{{1,2}}(?:[{RUN_DASH}]\d{{1,2}}){{2,}}(?![\d{RUN_DASH}])")   # "38-39-40": no range
CHAIN_GAP = 4           # words between a chain and the colon before its score ("avec le Matto")


def _dashed_chain_scores(engine, text: str, lex: Lexicon, extras) -> list[Finding]:
    """"38-39-40 avec le Matto : 30 + 5 + 5 = 40": three trumps or more joined by dashes (no
    space: a chain, not a range), then a colon after at most a few words (a card named there,
    the Matto, joins them) and the score (the result of a sum worked out after it), where the
    text names no versicola: the chain that forms a combination told with its score, against the
    engine's score of those cards."""
    combos = getattr(engine, "combos", None)
    if combos is None:
        return []
    trumps = _trump_codes(engine)
    out = []
    for m in DASHED_CHAIN.finditer(text):
        listed = [int(x) for x in re.split(rf"[{RUN_DASH}]", m.group())]
        if len(set(listed)) < len(listed) or any(t not in trumps for t in listed):
            continue
        opened = max([0, *(k.end() for k in re.finditer(r"[.;:!?|]", text[:m.start()]))])
        if re.search(r"\d", text[opened:m.start()]):
            continue            # "10-20-30 / 20-30-40: 15 / 20": one score for each chain, not the last's
        start = m.end()
        aside = EACH_ASIDE.match(text, start)
        if aside and re.search(r"\d", aside.group(1)) and _word_spans(aside.group(1), lex.each):
            start = aside.end()     # "33-34-35-36, jede Karte 5 wert, macht zusammen 20": a value per card told between
        colon = text.find(":", start)
        if colon < 0 or re.search(r"[.;!?\d]", text[start:colon]) or len(WORD.findall(text[start:colon])) > CHAIN_GAP:
            colon = _summed_to(text, start, lex)       # "29-30-31 suman 10", "38-39-40 make 30"
            if colon < 0:
                continue
        codes = [trumps[t] for t in listed] + sorted({c for at, c in extras if m.end() <= at < colon})
        cards = engine.cards(codes)
        if not combos.form(cards):
            continue
        said = re.match(r"\s*+(\d++)(?![\d,.]\d)", text[colon + 1:])
        if not said:
            continue
        value, end = int(said.group(1)), colon + 1 + said.end()
        summed = SUMMED.match(text, end)
        if summed:
            value, end = int(summed.group(1)), summed.end()
        elif re.match(r"\s*+[+×x]", text[end:]):
            continue            # a sum with no result
        if value != combos.score(cards):
            out.append(evidence("example", "error", "the combination scores a different number of points",
                                str(combos.score(cards)), text[m.start():end].strip(), role=AMOUNT))
    return out


EACH_ASIDE = re.compile(r"\s*,([^,;:.!?]*),")      # a clause set off by commas after a chain of trumps


def _summed_to(text: str, end: int, lex: Lexicon) -> int:
    """Where a verb of adding up or of worth (data ``combination_reading.sums``, ``worth``) stands
    right after a chain of trumps, a few words at most, with its number next ("29-30-31 suman 10",
    "38-39-40 make 30", "1-2-3 fanno 11"; not a value per card: "… 5 each"): the place just before
    that number, as a colon's would be; -1 when there is none."""
    digit = re.search(r"\d", text[end:])
    if not digit:
        return -1
    between = text[end:end + digit.start()]
    if re.search(r"[.;!?:()]", between) or len(WORD.findall(between)) > CHAIN_GAP or \
            not _word_spans(between, [*_block(lex.lang, "combination_reading").get("sums", []), *lex.worth]):
        return -1
    number = re.match(r"\d++", text[end + digit.start():])
    if re.match(rf"\s*+[{RUN_DASH}]\s*+\d", text[end + digit.start() + number.end():]):
        return -1       # another chain ("… together with 36-37-38"), not a score
    after = WORD.findall(text[end + digit.start() + number.end():])[:EACH_REACH]
    if _word_spans(" ".join(after), lex.each):
        return -1
    return end + digit.start() - 1


ASKED_AFTER = re.compile(r"\s*[?？]")


def _score_next_sentence(gap: str, lex: Lexicon) -> bool:
    """The score of a combination given in the next sentence, which names the combination again
    and what comes before its score: one sentence end between, the list's sentence ending within
    a few words, the next naming a versicola before the score."""
    parts = re.split(r"[.;!?]\s", gap)
    if len(parts) == 2 and re.search(r"\?\s", gap) and len(WORD.findall(parts[0])) <= AMOUNT_GAP and \
            len(WORD.findall(parts[1])) <= ANSWER_REACH:
        return True     # the list asked about, its score the answer ("Holding trumps 29, 30 and 31? That's a run ..., worth 15")
    return len(parts) == 2 and len(WORD.findall(parts[0])) <= AMOUNT_GAP and \
        bool(_word_spans(parts[1], lex.terms.get("versicola") or [])) and len(WORD.findall(parts[1])) <= AMOUNT_GAP


def _answer_label(gap: str) -> str | None:
    """A gap that ends a question and opens its answer with a one-word label before a colon, or
    nothing ("... auf einer Hand? Antwort: ", "...? R : "): what follows the question, else None."""
    m = re.fullmatch(r"[^.;!?]*\?\s+((?:[^\W\d_]+\s*:\s*)?)", gap)
    return m.group(1) if m else None


ANSWER_REACH = 8        # words of an answer before the score it gives the list a question asks about


COUNT_REACH = 3         # words between a count and the cards it counts ("three or more Re", "три или четыре Re")


def _counts_cards(engine, after: str, lex: Lexicon) -> bool:
    """A number followed by the cards it counts ("three or more Re", "tre o quattro Re", "три или
    четыре Re"): past words for 'or', 'more' and other numbers, the next word names a rank of
    court cards or the word for cards, so the number is how many cards, not a score."""
    skip = {norm(w) for w in (*lex.or_words, *lex.higher)}
    courts = {k for k, code in rank_codes(engine, lex).items() if not code.isdigit()}
    cards = {norm(w) for w in lex.cards}
    nums = find_numbers(after[:80], lex.lang)
    for m in list(WORD.finditer(after))[:COUNT_REACH + 1]:
        w = norm(m.group())
        if w in courts or w in cards:
            return True
        if w in skip or any(n.start <= m.start() < n.end for n in nums):
            continue
        return False
    return False


def _held_combination(engine, sentence: str, lex: Lexicon) -> tuple[int, list[int], list] | None:
    """The trumps a sentence lists after a word for trumps or combinations ("Wer die Trümpfe 10,
    20, 30 und 40 hält", "Trumps 1, 2 and 3 are consecutive"), with the named cards by them, when
    they form a combination: (where the list ends, the trumps, the cards)."""
    trumps = _trump_codes(engine)
    nums = [n for n in find_numbers(sentence, lex.lang) if not (n.word and n.value <= 1)]
    ands = {norm(w) for w in lex.and_words}
    named = [*(lex.terms.get("trump") or []), *(lex.terms.get("versicola") or []),
             *_block(lex.lang, "combination_reading").get("trumps", [])]
    pairs = combination_pairs(engine, sentence, lex)
    spans = tuple((a, b) for a, b, _ in _named_extras(sentence, engine, lex))
    for _, term_end in _word_spans(sentence, named):
        listed, end = _listed_trumps(sentence, term_end, nums, ands, pairs, spans)
        after = WORD.findall(sentence[end:])[:EACH_REACH + 2]
        each = _word_spans(" ".join(after[:EACH_REACH + 1]), lex.each)
        # (not 'each' of the combinations: "..., kumpikin versicola lasketaan erikseen")
        if each and any(_word_spans(w, lex.each) and k + 1 < len(after) and
                        _word_spans(after[k + 1], lex.terms.get("versicola") or []) for k, w in enumerate(after)):
            each = []
        if len(listed) < 2 or len(set(listed)) < len(listed) or any(t not in trumps for t in listed) or each:
            continue            # "Valtit 2–5: 3 kukin": a value per card, not cards held
        from .cardwords import card_words, shared_suits

        suited = [f"{w.rank}{w.suit}" for w in shared_suits(card_words(sentence, lex, engine.deck), sentence, lex)
                  if w.rank and w.suit]     # "the Re of Swords, of Cups and of Coins": held too
        codes = [trumps[t] for t in listed] + sorted({c for _, _, c in _named_extras(sentence, engine, lex)}) + \
            list(dict.fromkeys(suited))
        cards = engine.cards(codes)
        if engine.combos.form(cards):
            return end, listed, cards
    return None


def _check_combination_total(engine, text: str, lex: Lexicon) -> list[Finding]:
    """The score a text gives the cards it says a team holds, where it gives it apart from the
    list: a total ("..., zusammen also 35 Punkte": a word for 'in all' before it), or a later
    sentence about the combination that names no trump ("The versicola is therefore worth 9"),
    against the engine's score of all the cards held."""
    from .terms import words

    extra = _block(lex.lang, "combination_reading")
    held = None
    issues = []
    for _, sentence in _sentences(text):
        found = _held_combination(engine, sentence, lex)
        stated = None
        if found is not None:
            held, rest = found, sentence[found[0]:]
            told = amounts(rest, lex, _points_words(lex))
            # ... or a bare number right after a word for 'in all' that ends the sentence ("...,
            # yhteensä 35."): the total, its unit left unsaid
            bare = [n for n in find_numbers(rest, lex.lang) if not n.word and not re.search(r"\w", rest[n.end:])
                    and _word_spans(" ".join(WORD.findall(re.split(r"[,;:]", rest[:n.start])[-1])[-1:]),
                                    extra.get("in_all", []))]
            for n in sorted({(x.start, x): x for x in [*told, *bare]}.values(), key=lambda x: x.start):
                clause = re.split(r"[,;:]", rest[:n.start])[-1]
                before = " ".join(list(words(clause))[-TOTAL_REACH:])
                # "... zusammen also 35 Punkte", "forman una versicola de 40 puntos"; "hat eine
                # Versicola im Wert von 20 Punkten": the word for a versicola within reach, no
                # number between
                named = [e for _, e in _word_spans(clause, lex.terms.get("versicola") or [])]
                of_versicola = bool(named) and not re.search(r"\d", clause[named[-1]:]) and \
                    len(WORD.findall(clause[named[-1]:])) <= AMOUNT_GAP
                if (_word_spans(before, extra.get("in_all", [])) or of_versicola) and \
                        not _word_spans(before, lex.each):
                    stated = n
            if stated is None and not _word_spans(rest, lex.each):
                # ... or the total the sentence gives by its role (not where it gives values per
                # card, "… (5 points chacun) : 142 points en tout": the counting cards' total;
                # ``stated.stated_totals``: "…, so 35 points", "итого 25", "Total: 31"), when it
                # gives one
                said = {n.value: n for n in stated_totals(rest, lex) if not _word_spans(
                    " ".join(WORD.findall(rest[n.end:])[:EACH_REACH]), lex.each)}
                stated = next(iter(said.values())) if len(said) == 1 else None
            text_said = rest
            # a card named after that score joins the combination then ("..., de 11 pontos; com o
            # Matto, ela passa a valer 16"): the score said first is the list's without it, the
            # number after it the score with it
            later = [(at, code) for at, _, code in _named_extras(sentence, engine, lex)
                     if stated is not None and at >= found[0] + stated.end]
            if later:
                base = [c for c in held[2] if c not in engine.cards([code for _, code in later])]
                if stated.value == engine.combos.score(base):
                    after = sentence[later[0][0]:]
                    nums = [n for n in find_numbers(after, lex.lang) if not (n.word and n.value <= 1)]
                    stated, text_said = (nums[0], after) if nums else (None, rest)
        elif held is not None and _word_spans(sentence, lex.worth) and not _word_spans(sentence, lex.each) and \
                not _word_spans(sentence, lex.cards):    # "In tutto le carte di conto fanno 142": cards, not the combination
            # "The versicola is therefore worth 9", "Elle vaut donc 9": of the combination, when
            # the sentence names no card and no trump
            from .cardwords import card_words

            nums = [n for n in find_numbers(sentence, lex.lang) if not (n.word and n.value <= 1)]
            if len(nums) == 1 and not _word_spans(sentence, lex.terms.get("trump") or []) and \
                    not any(w.rank for w in card_words(sentence, lex, engine.deck) if sentence[w.start:w.end] != nums[0].text) and \
                    not _named_extras(sentence, engine, lex):
                stated, text_said = nums[0], sentence
        if stated is not None and held is not None:
            score = engine.combos.score(held[2])
            at = sentence.find(text_said) + stated.end if text_said in sentence else 0
            if stated.value != score and stated.value not in _other_scores(engine, sentence, lex, at, held[2]):
                issues.append(evidence("example", "error", "the combination scores a different number of points",
                                       str(score), text_said[:stated.end].strip(), role=AMOUNT))
    return issues


@functools.cache
def _block(lang: str, key: str) -> dict[str, list[str]]:
    """A block of lists in ``rules/checker/<lang>.yaml``."""
    from .lexicon import cue_block

    return {k: list(v) for k, v in cue_block(lang, key).items()}


def _shift(n: Num, by: int) -> Num:
    return Num(n.value, n.start + by, n.end + by, n.word, n.text)


def _trump_lists(text: str, nums: list[Num], lex: Lexicon,
                 pairs: set[tuple[int, int]] = frozenset()) -> list[tuple[int, int, list[int]]]:
    """Lists of numbers (digits): "10, 20, 30 and 40", "33-34-35" (a chain of three or more
    names its cards), "28–30" (a pair joined by a dash is a run): (start, end, numbers)."""
    def dash(a: Num, b: Num) -> bool:
        return bool(re.fullmatch(rf"\s*[{RUN_DASH}]\s*", text[a.end:b.start]))

    # a run said with the language's word for 'to' ("36 bis 40", "de 36 a 40", "36 đến 40"): a pair
    worded = {(a.start, b.start) for a, b in zip(nums, nums[1:])
              if ranges(text[a.start:b.end], [_shift(a, -a.start), _shift(b, -a.start)], tuple(lex.range_words))
              and not dash(a, b)}
    # a number named as points joins no list by a comma ("valtit 36–40, eli 50 pistettä": the run's score)
    scores = {a.start for a in amounts(text, lex, lex.point_words)}
    groups: list[list[list[Num]]] = []      # lists of dash chains
    for prev, n in zip([None, *nums], nums):
        if n.word:
            prev = None
        if prev is not None and not prev.word and (prev.start, n.start) in worded and len(groups[-1][-1]) == 1:
            groups[-1][-1].append(n)
        elif prev is not None and not prev.word and dash(prev, n):
            groups[-1][-1].append(n)
        elif prev is not None and not prev.word and len(groups[-1][-1]) < 3 and n.start not in scores and \
                list_glue(text[prev.end:n.start], lex) and \
                (re.search(r"[,;]", text[prev.end:n.start]) or not WORD.search(text[prev.end:n.start]) or
                 any(norm(w) in {norm(a) for a in (*lex.and_words, *lex.or_words)} for w in WORD.findall(text[prev.end:n.start]))):
            groups[-1].append([n])      # not "33-34-35 son 15": a short verb is no list's glue; not
            # after a chain of three ("1-13-28, 10-20-30 (15 puntos)": each chain a combination)
        elif not n.word:
            groups.append([[n]])
    out = []
    for chains in groups:
        values: list[int] = []
        for chain in chains:
            a, b = chain[0].value, chain[-1].value
            values.extend(range(a, b + 1) if len(chain) == 2 and a < b and (a, b) not in pairs
                          else [n.value for n in chain])      # "1-40 with the Matto": a combination's pair
        out.append((chains[0][0].start, chains[-1][-1].end, values))
    return out


def _parallel_amounts(text: str, lex: Lexicon, nums: list[Num]) -> set[int]:
    """Amounts a list of parallel examples gives without the word for points, after the word
    an amount named as points follows in the same sentence ("1-2-3 valen 11 puntos, 1-2-3-4-5
    valen 17 y 2-3-4-5 valen 12"): where they start."""
    import bisect

    named = {n.start for n in amounts(text, lex, _points_words(lex))}
    if not named or len(nums) < 2:
        return set()
    ends = [m.end() for m in re.finditer(r"[.!?](?:\s|$)", text)]

    def word_before(n: Num) -> tuple[str, int]:
        words = WORD.findall(re.split(r"[,;:()]", text[max(0, n.start - 40):n.start])[-1])
        return (norm(words[-1]) if words else "", bisect.bisect_right(ends, n.start))

    before = {n.start: word_before(n) for n in nums}
    verbs = {before[n.start] for n in nums if n.start in named}
    return {n.start for n in nums if n.start not in named and before[n.start][0] and before[n.start] in verbs}


WITHIN_REACH = 2        # words between 'within' and the range it names ("within the 28–40")


def ranges_within(text: str, lex: Lexicon) -> list[tuple[int, int]]:
    """Each dash range right after a word for 'within' ("a run inside 28–40", "una scala dentro
    28–40"; data ``combination_reading.within``): the range a run lies within, which names no
    cards held and values no trumps. Character spans."""
    within = _block(lex.lang, "combination_reading").get("within", [])
    if not within:
        return []
    return [(m.start(), m.end()) for m in DASHED_PAIR.finditer(text)
            if _word_spans(" ".join(WORD.findall(text[:m.start()])[-WITHIN_REACH:]), within)]


def _check_listed_combinations(engine, text: str, lex: Lexicon, nums: list[Num], read: set[int],
                               extras: list[tuple[int, str]]) -> list[Finding]:
    """"Ví dụ 33-34-35 được 15 điểm, còn giữ đủ 10, 20, 30 và 40 thì được 35 điểm": a list of
    trumps no word for trump introduces, forming a combination, and the points the text gives it
    right after (not a value per card: "36–40: 10 points", "2–5 valgono 3 punti ciascuno")."""
    from .cardwords import list_glue

    trumps = _trump_codes(engine)
    issues = []
    parallel: set[int] | None = None       # worked out only when an amount is not named as points
    lists = _trump_lists(text, nums, lex, combination_pairs(engine, text, lex))
    within = ranges_within(text, lex)
    for li, (start, end, listed) in enumerate(lists):
        if not text[:start].strip() or end in read or len(listed) < 3 or len(set(listed)) < len(listed) or \
                any(t not in trumps for t in listed):     # a list the passage starts with may have begun before
            continue
        if any(len(set(held)) >= 2 and set(held) < set(listed) and not re.search(r"[.!]\s", text[b:start])
               for _a, b, held in lists[:li]):
            continue            # the range the cards before lie within ("29, 30 and 31, a run within 28–40";
            # or the answer to a question about them: "Holding 29, 30 and 31? A run within 28–40")
        if re.fullmatch(rf"\s*\d+\s*[{RUN_DASH}]\s*\d+\s*", text[start:end]) and \
                any(start <= a and b <= end for a, b in within):
            continue            # a range a run lies within ("a run inside 28–40, worth 15"), not cards held
        after = [n for n in nums if n.start >= end and not any(a <= n.start < b for a, b in within)]
        if not after:
            continue
        amount = after[0]
        gap = text[end:amount.start]
        # the list asked about, the answer giving its score ("Holding trumps 30, 31 and 32? A run
        # inside 28–40, worth 20"): the answer's words, the range it names left out
        answered = _answer_label(gap) is not None and len(WORD.findall(gap)) <= ANSWER_REACH    # "...? Antwort: 35"
        asked = re.fullmatch(r"([^.;!?]*)\?\s([^.;!?]*)", gap)
        if asked and len(WORD.findall(asked.group(1))) <= AMOUNT_GAP and \
                len(WORD.findall(DASHED_PAIR.sub(" ", asked.group(2)))) <= ANSWER_REACH:
            at = end + asked.start(2)
            gap = text[max([b for a, b in within if at <= a < amount.start], default=at):amount.start]
            summed = SUMMED.match(text, amount.end)
            if summed and not gap.strip():
                # the answer a sum worked out ("Valeur de 35-36-37 ? 5 + 10 + 10 = 30"): its total
                amount, answered = Num(int(summed.group(1)), summed.start(1), summed.end(1), False, summed.group(1)), True
        if re.search(r"[.;!?]", gap) or len(WORD.findall(gap)) > AMOUNT_GAP or \
                _word_spans(gap, lex.terms.get("trump") or []) or \
                not (answered or any(n.start + end == amount.start for n in amounts(text[end:], lex, _points_words(lex))) or
                     amount.start in (parallel := _parallel_amounts(text, lex, nums) if parallel is None else parallel)):
            continue
        around = WORD.findall(text[:amount.start])[-EACH_REACH:] + \
            WORD.findall(text[amount.end:])[:EACH_REACH]
        codes = [trumps[t] for t in listed] + sorted({c for at, c in extras if start <= at < amount.start})
        cards = engine.cards(codes)
        values = {engine.value[c] for c in cards}
        more = nums[nums.index(amount) + 1:nums.index(amount) + 2]
        if _word_spans(" ".join(around), lex.each) or amount.value in values or \
                more and list_glue(text[amount.end:more[0].start], lex) and \
                not re.match(rf"\s*[{RUN_DASH}]\s*\d", text[more[0].end:]) or not engine.combos.form(cards):
            continue            # a value per card ("33–35: 5 points", "1–5: 5, 3, 3, 3, 3"), or no combination
        score = engine.combos.score(cards)
        if amount.value != score and (_worth_only(gap, lex) or
                                      amount.value not in _other_scores(engine, text, lex, amount.start, cards)):
            issues.append(evidence("example", "error", "the combination scores a different number of points",
                                   str(score), text[start:amount.end].strip(), role=AMOUNT))
    return issues


# ---------------------------------------------------------------- Minchiate: resti during play

@kind("resto_in_play", anywhere=True, invented=True)
def check_resto_in_play(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """"... so you book 1 resto and keep a lead of 4": the resti and the lead carried the text
    states, against the engine's settlement of the lead. An example the text makes up is read
    by role (:func:`_read_resto_play`); else one of ours, known by its lead."""
    read = _read_resto_play(engine, text, lex)
    by_sum = _resto_by_sum(engine, text, lex)
    if read is not None and not _no_outcome(read) and not (by_sum is not None and by_sum.event[2] == read.lead.value):
        by_sum = None           # (a lead read first that is the sum of two after it is the event's outcome, told first)
    if by_sum is not None:
        read = None             # nothing read of what comes of it: the event told by its sum
    if read is not None:
        issues = []
        if read.resti is not None and read.resti.value != read.want_resti:
            issues.append(evidence("example", "error", "the lead earns a different number of resti",
                                   str(read.want_resti), text[read.resti.start if read.implicit else read.new.start:read.resti.end],
                                   role=AMOUNT))
        elif read.resti is None and read.nothing and read.want_resti:
            issues.append(evidence("example", "error", "the lead earns a different number of resti",
                                   str(read.want_resti), read.nothing, role=AMOUNT))
        if read.kept is not None and read.kept.value != read.want_kept:
            issues.append(evidence("example", "error", "a different lead is kept after the resti",
                                   str(read.want_kept), read.kept.text if read.kept.word else str(read.kept.value),
                                   role=AMOUNT))
        return issues
    if by_sum is not None:
        return by_sum.issues
    if not getattr(ex, "lead", None):
        return []
    counted = [*lex.cards, *(lex.terms.get("trick") or []), *lex.trick_counts]
    given = {n.value for n in find_numbers(text, lex.lang)      # not a count of cards ("con 56 carte")
             if not _word_spans(" ".join(WORD.findall(text[n.end:])[:2]), counted)}
    # one of ours, known by its givens: the lead and the points scored (or the lead they make),
    # not the lead alone (a number of the text that happens to equal it)
    stated = [e for e in engine.spec.examples if e.kind == ex.kind and e.lead in given and
              (abs(e.scored) in given or e.lead + e.scored in given)]
    if ex not in stated:
        if not stated:
            return []       # the text's example starts from another lead: not one of ours
        ex = stated[0]      # the text states another of our examples of this kind
    want = outcome(engine, ex)
    issues = []
    # the resti told after the example's lead (not a rule's "1 resto" in a sentence before it)
    start = min((n.start for n in find_numbers(text, lex.lang) if n.value == ex.lead and not n.word), default=0)
    # (the word for resto as written: "ti restano 4" is "4 remain", no resti)
    resti = [n for n in _named_amounts(text, lex, _resto_words(lex), AMOUNT_REACH, exact=True) if n.start > start and
             not _of_points_or_end(text, n, lex)]
    if resti and want["resti"] not in [n.value for n in resti]:
        issues.append(evidence("example", "error", "the lead earns a different number of resti",
                            str(want["resti"]), str(resti[-1].value), role=AMOUNT))
    # the lead kept is stated after the resti (the lead before them is the example's start)
    # (in the sentence of the resti: a later sentence's lead is another moment's)
    stop = resti[0].start + re.search(r"[.!?](?:\s|$)|$", text[resti[0].start:]).start() if resti else 0
    kept = [n for n in amounts(text, lex, lex.terms.get("point_lead") or []) if resti and resti[0].start < n.start < stop]
    if kept and kept[-1].value != want["carried"]:
        issues.append(evidence("example", "error", "a different lead is kept after the resti",
                            str(want["carried"]), str(kept[-1].value), role=AMOUNT))
    return issues


def _of_points_or_end(text: str, n: Num, lex: Lexicon) -> bool:
    """A number that counts points or a lead ("yksi resto ja 4 pisteen johto": the lead kept), or
    stands in a sentence about the deal's end ("Lopussa … 59 antaa yhden reston, … 120 edelleen
    kaksi"): no count of resti earned in play."""
    from .terms import phrase_spans, words

    if phrase_spans(words(text[n.end:])[:1], {"p": [*lex.point_words, *(lex.terms.get("point_lead") or [])]}):
        return True
    start = max((m.end() for m in re.finditer(r"[.!?](?:\s|$)", text[:n.start])), default=0)
    end = n.end + (re.search(r"[.!?](?:\s|$)|$", text[n.end:]).start())
    return bool(phrase_spans(words(text[start:end]), {"e": _end_words(lex)}))


def _end_words(lex: Lexicon) -> list[str]:
    """Words that put a lead at the deal's end ("at the end", "Fine smazzata": ``at_end`` and
    ``resto_reading.at_end``)."""
    return [*lex.at_end, *_block(lex.lang, "resto_reading").get("at_end", [])]


def _no_outcome(read) -> bool:
    """A scoring event read with nothing said of what comes of it (no resti, none, or lead kept)."""
    return read.resti is None and read.kept is None and not read.nothing


@dataclass
class _RestoSum:
    numbers: set[int]           # the givens and the outcome the text states
    issues: list[Finding]
    event: tuple[int, int, int] = (0, 0, 0)    # the lead, the points scored, the lead they make


SUM_WORD_LEAD = 10      # a lead told in words is at least this ("fifty up"; not "the three of them")
# a clause, as far as a punctuation mark or a dash set off by spaces ("… но resto ещё не положено —
# нужно больше шестидесяти": the bound is the rule's, after the dash, not the resto denied before it)
BOUND_CLAUSE = re.compile(r"(?:(?!\s[—–]\s)[^,;:.!?])+")


def _resto_by_sum(engine, text: str, lex: Lexicon) -> _RestoSum | None:
    """A scoring event told by its numbers alone, in the order any writer tells it: a lead, the
    points scored, then the lead they make (the third number is the first plus or minus the
    second, which comes right before it: "avanti di 55 ... altri 5, sessanta tondi"; the
    first below the unit, as every lead an event starts from, the second not the unit); then
    what the text says comes of it, after that new lead: the resti (a number a word for resto
    names, or the word alone), none (a negation in the clause of the word for resto), and the
    lead carried (the first number after the resti, in their sentence). Against the engine's
    settlement and the outcomes of plausible mistakes (a lead of exactly a unit earning
    nothing, the whole lead carried): the number of resti is named by its word, so any other
    is an error; a lead carried is an error only where it fits a mistake and the engine's is
    not said. None when no such event is read, or nothing is said of it."""
    from engine import tricks_primitives as tp

    from .terms import phrase_spans, words

    unit = engine.resto_unit
    if not unit or not _word_spans(text, _resto_words(lex)):
        return None
    extra = _block(lex.lang, "resto_reading")
    if phrase_spans(words(text), {"end": _end_words(lex)}) or \
            re.search(r"\d\s*+[–—‐‑−-]\s*+\d", text):
        return None             # the end of the deal, or a range: a rule, not play
    # a clause with a bound on the unit ("more than 60") states the rule; a bound on another
    # number is a lead ("eravamo sopra di 52")
    # (a bound after its number too: "60 puntos o más", claim cues ``or_more``)
    bounds = [p for k, ps in lex.qualifiers.items() if k != "down_to" for p in ps] + cues(lex, "or_more")
    text = re.sub(BOUND_CLAUSE, lambda m: " " * len(m.group()) if _bounded(m.group(), bounds) and
                  any(n.value and not n.value % unit for n in find_numbers(m.group(), lex.lang)) else m.group(), text)
    text = _without_respectively(text, lex, extra)
    # not a count of cards or of resti ("con 50 cartas", "1 resto")
    counted = [*lex.cards, *_resto_words(lex)]
    nums = [n for n in find_numbers(text, lex.lang) if not (n.word and n.value <= 1)
            and not _word_spans(" ".join(WORD.findall(re.split(r"[,;:.!?()\d]", text[n.end:])[0])[:AMOUNT_REACH]), counted)]
    # the bounds of a range in words ("atouts 36 à 40, 10 points"): card numbers, no lead or points
    nums = [n for n in nums if n not in _range_bounds(text, nums, lex)]
    ends = [m.end() for m in re.finditer(r"[.!?](?:\s|$)", text)]

    def sentence_of(n: Num) -> int:
        return sum(e <= n.start for e in ends)

    found = None
    # the lead told first: the earliest number that starts such an event, its sum within the
    # next sentence (not "(5 + 3 = 8)", the parts of the points scored, after the lead 56)
    # a lead in words is one of two digits at least ("We were fifty up"), not "one of the three"
    for i, a in enumerate(nums):
        if (a.word and a.value < SUM_WORD_LEAD) or not 0 < a.value < unit:
            continue            # the lead before an event is below the unit (each event settles it)
        if re.match(r"\s*+[+=]", text[a.end:]) or re.search(r"[+=]\s*+$", text[:a.start]) or \
                _sum_in_words(text, a, lex, extra):
            continue            # a part of a sum ("(5 + 3 = 8)", "5 plus 3"), not a lead
        for k in range(i + 2, len(nums)):
            b, c = nums[k - 1], nums[k]
            # (the points a sum's result, told in a line of their own: a scoresheet, "Vantagem: 56. /
            # ... (5 + 3 = 8). / Vantagem: 64")
            if sentence_of(c) > sentence_of(a) + 1 + bool(re.search(r"=\s*+$", text[:b.start])):
                break
            if not c.value or not b.value % unit or c.value == b.value:
                continue        # (the unit is the rule's: "reduced by 60")
            if c.value in (a.value + b.value, a.value - b.value):
                found = (a, b, c)
                break
        if found:
            break
    told_last = None
    if found is None:
        # the lead it makes told first, the event after it in its sentence ("Genau 60 Vorsprung,
        # nachdem wir bei 57 Punkten Führung den Trumpf 3 abgenommen hatten"): what comes of it
        # is said after the event. The lead told first is named as one ("Genau 60 Vorsprung"; not
        # "valtin 2 (5 + 3)"), the two after it no sum's parts
        lead_words = [*(lex.terms.get("point_lead") or []), *extra.get("lead", []),
                      *_block(lex.lang, "resto_reading_more").get("lead", [])]
        named = {n.start for n in _named_amounts(text, lex, lead_words, LEAD_REACH, exact=False)}
        for i, c in enumerate(nums):
            if c.start not in named:
                continue
            for j in range(i + 1, len(nums) - 1):
                a, b = nums[j], nums[j + 1]
                if sentence_of(a) != sentence_of(c) or sentence_of(b) != sentence_of(c):
                    break
                if (a.word and a.value < SUM_WORD_LEAD) or not 0 < a.value < unit or not b.value % unit or \
                        c.value == b.value or c.value == a.value or re.search(r"[+=×]", text[a.end:b.start]):
                    continue
                if c.value in (a.value + b.value, a.value - b.value):
                    found, told_last = (a, b, c), b
                    break
            if found:
                break
    if found is None:
        return None
    a, b, c = found
    _side, want_r, want_k = tp.settle_lead(c.value, unit)
    want_k = abs(want_k)
    after = text[(told_last or c).end:]
    said = _named_amounts(after, lex, _resto_words(lex), AMOUNT_REACH, exact=True)
    resti = [n for n in said if not _negated_amount(after, n, lex, extra)]
    nothing = ""
    for clause in re.split(r"[,;:.!?]", after):
        tokens = words(clause)
        if phrase_spans(tokens, {"r": _resto_words(lex)}) and \
                phrase_spans(tokens, {"n": [*lex.negation, *extra.get("nothing", [])]}):
            nothing = clause.strip()
            break
    if said and not resti and not nothing:
        nothing = after[max(0, said[0].start - 40):said[0].end].strip()
    spans = _word_spans(after, _resto_words(lex))
    if not resti and not nothing and not spans:
        return None
    told_at = resti[0].end if resti else spans[0][1] if spans else 0
    sentence = re.split(r"[.!?](?:\s|$)", after[told_at:])[0]
    rest_nums = [n for n in find_numbers(sentence, lex.lang) if not (n.word and n.value == 1)]
    kept = rest_nums[0] if rest_nums else None
    issues = []
    got_r = resti[0].value if resti else 0 if nothing else None
    if got_r is not None and got_r != want_r and want_r not in {n.value for n in resti}:
        # quoted from the lead it makes to its resti: a bare "un" would be placed at the first
        # "un resto" of the passage, a rule's article before the event
        issues.append(evidence("example", "error", "the lead earns a different number of resti",
                               str(want_r), (text[c.start:(told_last or c).end + resti[0].end] if resti else nothing),
                               role=AMOUNT))
    mistakes = {c.value} | ({want_k + unit} if not want_k and want_r else set())
    if kept is not None and kept.value != want_k and kept.value in mistakes and \
            want_k not in {n.value for n in rest_nums}:
        issues.append(evidence("example", "error", "a different lead is kept after the resti",
                               str(want_k), kept.text, role=AMOUNT))
    told = {a.value, b.value, c.value} | ({got_r} if got_r else set()) | ({kept.value} if kept is not None else set())
    return _RestoSum(set() if issues else told, issues, (a.value, c.value - a.value, c.value))


@dataclass
class _RestoPlay:
    lead: Num               # the lead before ("ihr liegt mit 56 Punkten vorn")
    scored: int             # the points that land on it ("a Re and the papa 2: 8 points")
    new: Num                # the lead after ("Der Vorsprung steigt auf 64"): lead ± scored
    resti: Num | None       # the resti the text gives ("1 resto")
    kept: Num | None        # the lead it says is carried ("4 Punkte Vorsprung bleiben")
    nothing: str            # it says no resto comes of it ("mitään ei vielä tule")
    want_resti: int
    want_kept: int
    parts: tuple[int, ...] = ()
    implicit: bool = False  # the new lead left unsaid: ``new`` is the points scored


SUM_PARTS = re.compile(r"(\d++(?:\s*+\+\s*+\d++)++)(?:\s*+=\s*+(\d++))?")


def _card_taken(engine, text: str, lead: Num, nums: list[Num], lex: Lexicon) -> tuple[Num, int] | None:
    """After a lead, one card named without its value (a rank worth the same in every suit, "un
    Re"), then in its sentence a number that is the lead plus or minus the card's value: (that
    number, the new lead; the value, the points scored)."""
    from .cardwords import card_words
    from .values import rank_values

    values = rank_values(engine)
    cards = [w for w in card_words(text, lex, engine.deck) if w.start >= lead.end and w.rank in values]
    if not cards:
        return None
    card = cards[0]
    value = values[card.rank]
    if not value or any(n.start < card.start for n in nums if n.start >= lead.end):
        return None             # a number told between: the points are said, not the card's
    stop = re.search(r"[.!?](?:\s|$)|$", text[card.end:]).start() + card.end
    new = next((n for n in nums if card.end <= n.start < stop), None)
    if new is None or new.value not in (lead.value + value, lead.value - value) or new.value == value or \
            any(card.end <= w.start < new.start for w in cards[1:]) or \
            _word_spans(text[lead.end:new.start], _resto_words(lex)):
        return None
    return new, value


def _resto_words(lex: Lexicon) -> list[str]:
    """The words for a resto: the glossary's, and the forms texts write besides them
    (``resto_reading.resto``: a transliteration, "ресто")."""
    return [*(lex.terms.get("resto") or []), *_block(lex.lang, "resto_reading").get("resto", [])]


THEN_REACH = 2      # words more between the lead and its amount in a sentence that tells only the lead ("die Differenz steht danach bei 0")


def _read_resto_play(engine, text: str, lex: Lexicon, end_guard: bool = True, reordered: bool = False) -> _RestoPlay | None:
    """A scoring event during play the text tells: a lead (a number a word for the lead, or for
    being ahead, names), the points then scored (named as points, or a sum "5 + 3"), the lead
    that makes (the lead plus or minus them: the text must state it, which gives the sign), and
    what it says comes of it: resti, the lead carried, or nothing. None unless the lead, the
    points and the new lead are all read."""
    from engine import tricks_primitives as tp

    from .terms import phrase_spans, words

    unit = engine.resto_unit
    if not unit:
        return None
    extra = _block(lex.lang, "resto_reading")
    lead_words = [*(lex.terms.get("point_lead") or []), *extra.get("lead", []),
                  *_block(lex.lang, "resto_reading_more").get("lead", [])]
    if end_guard and _end_said(text, lex, _end_words(lex), lead_words) or \
            re.search(r"\d\s*+[–—‐‑−-]\s*+\d", text):
        return None             # the end of the deal, or a range: a rule, not play
    # a clause with a bound ("kun ero ylittää 60 pistettä") states a rule: its numbers are left out
    # (a bound after its number too: "60 puntos o más", claim cues ``or_more``)
    bounds = [p for k, ps in lex.qualifiers.items() if k != "down_to" for p in ps] + cues(lex, "or_more")
    text = re.sub(BOUND_CLAUSE, lambda m: " " * len(m.group()) if _bounded(m.group(), bounds)
                  else m.group(), text)
    text = _without_respectively(text, lex, extra)
    lead_words = [*(lex.terms.get("point_lead") or []), *extra.get("lead", []),
                  *_block(lex.lang, "resto_reading_more").get("lead", [])]
    leads = [n for n in _named_amounts(text, lex, lead_words, LEAD_REACH, exact=False)
             if not (n.word and n.value <= 1)]
    # a number word before the word for the lead whose own number in digits follows it ("se sei
    # avanti di 56": "sei" is "you are"; "wir sind zwei vorn mit 56"): the digits are the lead
    leads = [n for i, n in enumerate(leads)
             if not (n.word and i + 1 < len(leads) and not leads[i + 1].word and
                     not re.search(r"[,;:.!?()]", text[n.end:leads[i + 1].start]) and
                     len(WORD.findall(text[n.end:leads[i + 1].start])) <= LEAD_REACH)]
    if not leads:
        return None
    lead = leads[0]
    if not reordered:
        moved = _lead_clause_first(text, lead, lex, extra)
        if moved is not None:
            read = _read_resto_play(engine, moved[0], lex, end_guard, reordered=True)
            if read is None:
                return None
            from dataclasses import replace

            def back(n: Num | None) -> Num | None:     # a number of the moved text, where the text has it
                return None if n is None else replace(n, start=moved[1](n.start), end=moved[1](n.end - 1) + 1)

            return replace(read, lead=back(read.lead), new=back(read.new), resti=back(read.resti), kept=back(read.kept))
    nums = [n for n in find_numbers(text, lex.lang) if n.start >= lead.end and not (n.word and n.value <= 1)]
    sums = [(m.start(), m.end(), sum(int(x) for x in re.findall(r"\d+", m.group(1))),
             tuple(int(x) for x in re.findall(r"\d+", m.group(1))))
            for m in SUM_PARTS.finditer(text) if m.start() >= lead.end]
    points = [n for n in amounts(text[lead.end:], lex, _points_words(lex))]
    points = sorted([*points, *(n for n in _more_bare(text[lead.end:], lex) if n not in points)], key=lambda n: n.start)
    # the new lead may be named by a verb of rising to it ("passe à 68", "steigt auf 64")
    rises = _block(lex.lang, "resto_new_lead").get("rises_to", [])
    named_leads = {(n.start, n.end) for n in _named_amounts(text, lex, [*lead_words, *rises], LEAD_REACH + 1, exact=False)}
    # the points scored: a sum ("5 + 3"), else an amount named as points, else any number after
    # the lead ("gewinnt 10 weitere dazu"); the first of them that a new lead, named as one
    # after it, is the lead plus or minus
    # (the value of each of a number of cards told: "dois trunfos de 10 pontos" scores 20)
    named_points = [_times_cards(text, lead.end, n, lex) for n in points if n.value != lead.value]
    candidates = [(total, end, ps) for _at, end, total, ps in sums[:1]] + \
        [(n.value, lead.end + n.end, ()) for n in named_points] + \
        [(sum(n.value for n in named_points[i:j]), lead.end + named_points[j - 1].end,
          tuple(n.value for n in named_points[i:j]))       # "una Arie (10 điểm) và một lá Re (5 điểm)"
         for i in range(len(named_points)) for j in range(i + 2, min(len(named_points), i + 3) + 1)] + \
        [(n.value, n.end, ()) for n in nums if n.value != lead.value]
    # the values of the cards killed, each in its own brackets ("il Mondo (10) e un Re (5)")
    bare = [n for n in nums if n.value != lead.value]
    candidates += [(sum(n.value for n in bare[i:j]), bare[j - 1].end, tuple(n.value for n in bare[i:j]))
                   for i in range(len(bare)) for j in range(i + 2, min(len(bare), i + 3) + 1)]
    new = scored = None
    parts: tuple[int, ...] = ()
    for value, after_sum, ps in candidates:
        if not value:
            continue
        # (the resti come of the new lead: it is said before them; a lead after them is another
        # event's, "... 1 resto, und 4 bleiben stehen. Bei 52 Vorsprung ...")
        new = next((n for n in nums if n.start >= after_sum and n.value in (lead.value + value, lead.value - value)
                    and n.value != value and (n.start, n.end) in named_leads
                    and not _word_spans(text[lead.end:n.start], _resto_words(lex))), None)
        if new is not None:
            scored, parts = value, ps
            break
    if new is None:
        # the points told by a card taken, named without its value ("capturamos un Re de los
        # rivales: con 55 ya teníamos un resto"): the card's value scored
        taken = _card_taken(engine, text, lead, nums, lex)
        if taken is not None:
            new, scored = taken
    totals = None
    if new is None:
        # the new lead left unsaid ("Đang dẫn 110 điểm, đội ta ăn được lá chủ 36 (10 điểm) ...:
        # được 1 resto"): points told as taken, in the clause after the lead; the lead then grows
        # or shrinks by them, and the text is right if either reading agrees
        implicit = _points_taken(text, lead, [_times_cards(text, lead.end, n, lex) for n in points], lex)
        #                                                       (as much as the lead itself, too)
        if implicit is None:
            return None
        new, scored = implicit, implicit.value
        totals = [t for t in (lead.value + scored, lead.value - scored) if t > 0]
        if _more_points(text, implicit, lex):
            totals = [lead.value + scored]      # "получает ещё 5 очков", "scores 15 more": the lead grows
        # the new lead said bare right after the points ("(15 points) : 60 pile, ..."): its sign
        said_new = next((n for n in nums if n.start >= new.end and not n.word), None)
        if said_new is not None and said_new.value in totals and \
                not re.search(r"[.!?]\s", text[new.end:said_new.start]) and said_new.value != scored:
            totals = [said_new.value]
    total = new.value if totals is None else totals[0]
    _side, want_resti, want_kept = tp.settle_lead(total, unit)
    after = text[new.end:]
    said_resti = _named_amounts(after, lex, _resto_words(lex), AMOUNT_REACH, exact=True)
    resti = [n for n in said_resti if not _negated_amount(after, n, lex, extra)]
    shift = new.end
    resto_at = Num(resti[0].value, resti[0].start + shift, resti[0].end + shift, resti[0].word, resti[0].text) \
        if resti else None
    kept = None
    bare = None
    if not resti and not said_resti:
        # "записываем ресто, и отрыв обнуляется": the word for a resto with no number (a language
        # without articles): how many is left unsaid, but the lead kept after it is read
        sentence = re.split(r"[.;!?]", after)[0]
        spans = _word_spans(sentence, _resto_words(lex))
        # no negation in the sentence ("which is not yet enough for a resto", "mutta resto
        # kirjataan vasta, ..., joten mitään ei vielä tule")
        if spans and not phrase_spans(words(sentence), {"n": [*lex.negation, *extra.get("nothing", [])]}):
            bare = spans[0][1]
    if resti or bare is not None:
        rest = after[resti[0].end if resti else bare:]
        # the lead kept is said in the sentence of the resti: a later sentence's lead is another
        # event's ("... 1 resto, with 5 carried forward. A side 40 ahead ...")
        told = re.split(r"[.!?](?:\s|$)", rest)
        rest = told[0]
        base = shift + (resti[0].end if resti else bare)
        # ... or in the next sentence, when it tells no event of its own (no resto, no points
        # scored) and names the lead: what the lead is then ("… 2 resti. Der Rest von 5 verfällt,
        # die Differenz steht danach bei 0.")
        nxt = told[1] if len(told) > 1 else ""
        named_resto = any(re.search(rf"(?<!\w){re.escape(w)}(?!\w)", nxt, re.IGNORECASE) for w in _resto_words(lex))
        then = nxt if nxt and not named_resto and not _word_spans(nxt, [*lex.point_words, *extra.get("gains", [])]) and \
            (_word_spans(nxt, lead_words) or _word_spans(nxt, extra.get("reset", []))) else ""
        for said, at, reach in ((rest, base, LEAD_REACH),
                                (then, shift + after.find(then, base - shift + len(rest)) if then else 0, LEAD_REACH + THEN_REACH)):
            if not said or kept is not None:
                continue
            kept_at = [n for n in _named_amounts(said, lex, [*lead_words, *_block(lex.lang, "resto_new_lead").get("carried", [])],
                                                 reach, exact=False)
                       if not (n.word and n.value == 1)]        # "una ventaja de 10": an article; "carried 65": kept
            kept = kept_at[0] if kept_at else None
            if kept is None:
                # the lead said to start again from nothing ("et on repart de zéro", "johto nollautuu")
                reset = _word_spans(said, extra.get("reset", []))
                if reset:
                    kept = Num(0, at + reset[0][0], at + reset[0][1], True, said[reset[0][0]:reset[0][1]])
    nothing = ""
    if not resti and bare is None:
        for clause in re.split(r"[,;:.!?]", after):
            if phrase_spans(words(clause), {"n": extra.get("nothing", [])}):
                nothing = clause.strip()
                break
        if not nothing and said_resti:
            # "ne suffit pas encore pour un resto": the resto said not to come of it
            n = said_resti[0]
            nothing = after[max(0, n.start - 40):n.end].strip()
        if not nothing:
            # "which is not yet enough for a resto": a negation in the clause of the word for resto
            for clause in re.split(r"[,;:.!?]", after):
                tokens = words(clause)
                if phrase_spans(tokens, {"r": _resto_words(lex)}) and phrase_spans(tokens, {"n": lex.negation}):
                    nothing = clause.strip()
                    break
        if nothing:
            # the lead kept when no resto comes of it ("..., ma il vantaggio resta 40")
            rest = after[after.find(nothing) + len(nothing):] if nothing in after else ""
            kept_at = [n for n in _named_amounts(rest, lex, lead_words, LEAD_REACH, exact=False)
                       if not (n.word and n.value == 1)]
            kept = kept_at[0] if kept_at else None
    if totals is not None:
        if resto_at is None and kept is None and not nothing:
            return None         # nothing said of the lead then
        said = (resto_at.value if resto_at else 0 if nothing else None, kept.value if kept else None)
        for t in totals:
            _side, r, k = tp.settle_lead(t, unit)
            if said[0] in (None, r) and said[1] in (None, abs(k)):
                want_resti, want_kept = r, k
                break
    return _RestoPlay(lead, scored, new, resto_at, kept, nothing, want_resti, abs(want_kept), parts, totals is not None)


def _end_said(text: str, lex: Lexicon, ends: list[str], leads: list[str]) -> bool:
    """``text`` speaks of the end of the deal: a word for the end in it, unless it names the
    lead carried after resti given before it in its sentence ("ghi một resto, phần dẫn còn lại
    là 65": a word for the lead right beside it, "the remaining lead")."""
    for m in re.finditer(r"[^.!?]+", text):
        sentence = m.group()
        first_resto = min([a for a, _ in _word_spans(sentence, _resto_words(lex))], default=len(sentence))
        lead_at = _word_spans(sentence, leads)
        for a, e in _word_spans(sentence, ends):
            carried = a > first_resto and any(
                len(WORD.findall(sentence[min(e, la):max(a, le)])) <= 1 for la, le in lead_at)
            if not carried:
                return True
    return False


def _lead_clause_first(text: str, lead: Num, lex: Lexicon, extra: dict):
    """The scoring event told first and the lead it came on after it, in a clause opened by a
    word for 'when' ("Khai versicola ... (90 điểm) khi đội ta đã dẫn 35: ...", "We killed their
    Re (5 points) when we were 27 ahead: ..."): the text with that clause moved to the front, as
    the lead is told first, and where an offset of it stands in the text; None when the points
    are not told before the lead in its sentence."""
    sentence_at = max([m.end() for m in re.finditer(r"[.!?]\s", text[:lead.start])], default=0)
    if not amounts(text[sentence_at:lead.start], lex, _points_words(lex)):
        return None
    opens = [*lex.condition, *extra.get("when", [])]
    clause_at = max([m.end() for m in re.finditer(r"[,;:]", text[sentence_at:lead.start])], default=0) + sentence_at
    spans = [(a, e) for a, e in _word_spans(text[clause_at:lead.start], opens)]
    if not spans:
        return None
    cut = clause_at + spans[-1][0]
    if amounts(text[cut:lead.start], lex, _points_words(lex)):
        return None
    m = re.compile(r"[,;:.!?]").search(text, lead.end)
    end = m.start() if m else len(text)
    parts = [(sentence_at, 0), (end - cut, cut), (2, None), (len(text[sentence_at:cut].rstrip()), sentence_at),
             (len(text) - end, end)]

    def where(at: int) -> int:      # an offset of the moved text, in the text
        for size, origin in parts:
            if at < size:
                return end if origin is None else origin + at
            at -= size
        return len(text)

    return text[:sentence_at] + text[cut:end] + ", " + text[sentence_at:cut].rstrip() + text[end:], where


def _bounded(clause: str, bounds: list[str]) -> bool:
    """A clause that states a bound ("kun ero ylittää 60 pistettä"), not one whose words for a
    bound all join two numbers as a range ("từ lá chủ 28 đến lá chủ 40": the cards of a run)."""
    if not phrase_spans(words(clause), {"q": bounds}):
        return False
    spans = _word_spans(clause, bounds)
    return not spans or any(not (re.search(r"\d\D{0,25}$", clause[:a]) and re.match(r"\D{0,25}\d", clause[e:]))
                            for a, e in spans)


def _without_respectively(text: str, lex: Lexicon, extra: dict) -> str:
    """``text`` with each sentence that pairs lists in order blanked ("Respectively 1, 1, 2 and
    3 resti": ``resto_reading.respectively``): its numbers are several examples' outcomes, no
    scoring event of one (``_read_resto_end`` pairs them)."""
    said = extra.get("respectively", [])
    if not said:
        return text
    return re.sub(r"[^.!?]+[.!?]?", lambda m: " " * len(m.group()) if _word_spans(m.group(), said) else m.group(), text)


def _range_bounds(text: str, nums: list[Num], lex: Lexicon) -> list[Num]:
    """The numbers of ``nums`` that bound a range written with a word ("36 à 40", "dal 36 al 40":
    ``range_words``) or a dash."""
    out = []
    range_words = {norm(w) for w in lex.range_words}
    for a, b in zip(nums, nums[1:]):
        gap = text[a.end:b.start]
        if a.word or b.word or a.value >= b.value:
            continue
        if gap.strip() in RANGE_DASHES_SET or (gap[:1].isspace() and gap[-1:].isspace() and norm(gap.strip()) in range_words):
            out += [a, b]
    return out


RANGE_DASHES_SET = {"–", "—", "-", "−", "‐", "‑"}


def _sum_in_words(text: str, n: Num, lex: Lexicon, extra: dict) -> bool:
    """``n`` is a part of a sum said in words: the word for 'plus' between it and another number
    ("5 mais 3, 8", "3 plus 5": ``resto_reading.plus``)."""
    from .terms import alternation

    pluses = alternation(extra.get("plus", []))
    if not pluses:
        return False
    return bool(re.match(rf"\s*+(?:{pluses})\s++\d", text[n.end:], flags=re.IGNORECASE) or
                re.search(rf"\d\s*+(?:{pluses})\s*+$", text[:n.start], flags=re.IGNORECASE))


PER_CARD_GAP = 3        # words between a count of cards and the value each is worth ("dois trunfos de 10 pontos")


def _times_cards(text: str, shift: int, n: Num, lex: Lexicon) -> Num:
    """An amount of points (``n``, at ``shift`` in ``text``) that is the value of each of a number
    of cards counted right before it, in its clause: a count (two or more) before a word for
    trump or for cards, then at most PER_CARD_GAP words ("dois trunfos de 10 pontos", "zwei
    Trümpfe zu je 10 Punkten", "два козыря по 10 очков"), or right before the amount whose word
    for points is followed by one (fi "kaksi 10 pisteen valttia"): the points the cards bring,
    count times value (the amount's place kept). Else ``n``."""
    from .values import counts_trumps

    at = shift + n.start
    clause = re.split(r"[,;:.!?()]", text[:at])[-1]
    start = at - len(clause)
    for c in reversed(find_numbers(clause, lex.lang)):
        if c.value < 2 or c.value > 10 or (c.word is False and c.value == n.value):
            continue
        between = clause[c.end:]
        if between.strip():
            nouns = [*lex.cards, *(lex.terms.get("trump") or [])]
            if len(WORD.findall(between)) > PER_CARD_GAP + 1 or \
                    not (counts_trumps(clause, c.end, lex) or _word_spans(" ".join(WORD.findall(between)[:2]), lex.cards)):
                break
        else:
            after = WORD.findall(text[shift + n.end:])[1:3]
            if not _word_spans(" ".join(after), [*lex.cards, *(lex.terms.get("trump") or [])]):
                break
        return Num(c.value * n.value, n.start, n.end, n.word, n.text)
    return n


MORE_REACH_POINTS = 2   # words either side of the points scored where a word of addition says they add to the lead


def _more_points(text: str, n: Num, lex: Lexicon) -> bool:
    """A word of addition right beside the points ``n`` in their clause ("5 more points", "ещё 5
    очков", "altri 15 punti": ``resto_new_lead.more_points``), not negated: the side already
    ahead scores them."""
    words_ = _block(lex.lang, "resto_new_lead").get("more_points", [])
    before = re.split(r"[,;:.!?()]", text[:n.start])[-1]
    after = re.split(r"[,;:.!?()]", text[n.end:])[0]
    near = " ".join(WORD.findall(before)[-MORE_REACH_POINTS:] + WORD.findall(after)[:MORE_REACH_POINTS + 1])
    return bool(words_) and bool(_word_spans(near, words_)) and not _word_spans(near, lex.negation)


def _more_bare(text: str, lex: Lexicon) -> list[Num]:
    """Numbers in digits with a word of addition right after them that closes their clause ("…
    del rival, 15 más.", "…, 15 more.", "…, 15 in più": ``resto_new_lead.more_points``), the word
    for points left out after a lead named with it: amounts of points scored."""
    more = _block(lex.lang, "resto_new_lead").get("more_points", [])
    if not more:
        return []
    out = []
    for n in find_numbers(text, lex.lang):
        if n.word:
            continue
        after = re.split(r"[,;:.!?()]", text[n.end:])[0]
        tail = WORD.findall(after)
        if tail and len(tail) <= 2 and not re.search(r"\d", after) and \
                _word_spans(" ".join(tail), more) and not _word_spans(" ".join(tail), lex.negation) and \
                any(" ".join(tail).casefold() == m.casefold() for m in more):
            out.append(n)
    return out


def _points_taken(text: str, lead: Num, points: list[Num], lex: Lexicon) -> Num | None:
    """The first amount of points after the lead (``points``: positions after it) in a clause
    that tells them taken or scored ("ăn được lá chủ 36 (10 điểm)", "khai versicola ... (90
    điểm)": ``resto_reading.gains``), as a position in ``text``."""
    from .cicera_examples import _take_words

    gains = [*_take_words(lex), *_block(lex.lang, "resto_reading").get("gains", [])]
    for n in points:
        at = lead.end + n.start
        if re.search(r"[.!?](?:\s|$)", text[lead.end:at]):
            return None         # the lead told in a sentence before (a rule's threshold), not this play's
        # the points may follow the verb of taking after a comma ("ammazzato due Re, cioè 10 punti")
        lo = max([m.end() for m in re.finditer(r"[;:.!?]", text[:at])], default=0)
        if _word_spans(text[max(lo, lead.end):at], gains):
            return Num(n.value, at, lead.end + n.end, n.word, n.text)
    return None


@confirms("resto_in_play")
def _resto_play_numbers(engine, ex, text: str, lex: Lexicon) -> set[int]:
    """The lead, the points scored (and their parts), the new lead, the resti and the lead
    kept, when the engine agrees with all the text states of them."""
    read = _read_resto_play(engine, text, lex)
    by_sum = _resto_by_sum(engine, text, lex) if read is None or _no_outcome(read) else None
    if read is None or by_sum is not None:
        return by_sum.numbers if by_sum is not None else set()
    # an outcome the text leaves unsaid (only the new lead: "the lead is now 22") is no outcome
    # against the engine: its numbers are the play's givens, not a rule's
    said = read.resti.value if read is not None and read.resti is not None else 0 if read is not None and read.nothing else None
    if read is None or (said is not None and said != read.want_resti) or \
            (said is None and read.want_resti and read.kept is not None) or \
            (read.kept is not None and read.kept.value != read.want_kept):
        return set()
    out = {read.lead.value, read.scored, read.new.value, *read.parts} | ({read.resti.value} if read.resti else set())
    return out | ({read.kept.value} if read.kept is not None else set())


# ---------------------------------------------------------------- Briscola: who wins with these totals

TOTALS_JOIN = re.compile(r"\s*+[:/–—‐‑−-]\s*+")


def _clause_after(text: str, end: int) -> str:
    return re.split(r"[.;!?]", text[end:])[0]


def _tie_said_before(text: str, a: Num, lex: Lexicon) -> str:
    """A tie said in the sentence of two totals, before them, which follow a word for 'for
    instance' (``example_structure.for_instance``) in the clause right before them: the text
    of that sentence up to the totals, or ""."""
    from .structure import structure_cues
    from .terms import phrase_spans, words

    sentence_start = max([m.end() for m in re.finditer(r"[.!?]\s", text[:a.start])], default=0)
    before = text[sentence_start:a.start]
    clause_at = max(before.rfind(","), before.rfind(";"), before.rfind(":"), before.rfind("—"))
    if clause_at < 0 or not _word_spans(before[clause_at:], structure_cues(lex.lang).get("for_instance", ())):
        return ""
    tokens = words(before[:clause_at])
    spans = phrase_spans(tokens, {"tie": lex.equal})
    if not spans or any(_negated(tokens, st, lex) for st, _e, _c in spans):
        return ""
    return before.strip()


def _winner_said_first(text: str, a: Num, b: Num, winner: int, lex: Lexicon) -> list[Finding]:
    """The winner said before the totals, in a clause of its own ("Ben wins the game: at the
    close he has 64 points against Ada's 56"), against the engine's."""
    side = _side_said_first(text, a, b, lex)
    if side is None or (a, b)[side].value == winner:
        return []
    sentence_start = max([m.end() for m in re.finditer(r"[.!?]\s", text[:a.start])], default=0)
    return [evidence("example", "error", "the other side wins with these totals",
                     f"{a.value}–{b.value}: the side with {winner} wins", text[sentence_start:b.end].strip(), role=CARD)]


def _side_said_first(text: str, a: Num, b: Num, lex: Lexicon) -> int | None:
    """Which total's holder a clause before the totals says wins: the player it names is the
    holder of the total named with them, or, named with neither, the one the text names by no
    name (a pronoun's)."""
    from .structure import structure_cues
    from .terms import phrase_spans, words

    sentence_start = max([m.end() for m in re.finditer(r"[.!?]\s", text[:a.start])], default=0)
    before = text[sentence_start:a.start]
    cut = max(before.rfind(":"), before.rfind(";"))
    if cut < 0:
        return None
    head, first = before[:cut], before[cut + 1:]
    tokens = words(head)
    spans = phrase_spans(tokens, {"wins": [*lex.winning, *structure_cues(lex.lang).get("winning_persons", ())]})
    if not spans or any(_negated(tokens, st, lex) for st, _e, _c in spans):
        return None
    named = _names(head)
    if len(named) != 1:
        return None
    who = next(iter(named))
    holders = (_names(first), _names(text[a.end:b.start] + text[b.end:b.end + 12]))
    side = next((k for k in (0, 1) if who in holders[k] and who not in holders[1 - k]), None)
    if side is None and who not in holders[0] | holders[1]:
        named_sides = [k for k in (0, 1) if holders[k]]
        side = 1 - named_sides[0] if len(named_sides) == 1 else None     # the other side is the pronoun's
    return side


def _settle_rest(text: str, end: int, lex: Lexicon, totals: tuple[int, ...] = ()) -> str:
    """What the text says of two totals: the rest of their clause, or, when they end their
    sentence, the next sentence ("... y tú 62. Ganas tú.", "62 à 58. Le joueur aux 62 points
    l'emporte."), unless it gives totals of its own (numbers other than ``totals``)."""
    rest = _clause_after(text, end)
    if totals:      # "61 a 59 é vitória, 60 a 60 é empate": other totals begin what is said of them
        # (not their gap: "à 62 contre 58, l'écart de 4 points est jugé trop faible et …")
        gap = max(totals) - min(totals)
        other = next((n for n in find_numbers(rest, lex.lang) if n.value > 1 and n.value not in totals and
                      not (n.value == gap or _margin(rest, n, lex))), None)
        rest = rest[:other.start] if other is not None else rest
    if WORD.findall(rest):
        return rest
    nxt = _clause_after(text, end + len(rest) + 1)
    if any(n.value > 1 and n.value not in totals and not _margin(nxt, n, lex) for n in find_numbers(nxt, lex.lang)):
        return rest
    return text[end:end + len(rest) + 1 + len(nxt)]


MARGIN_REACH = 5        # words between a word for the gap and its number ("l'écart étant inférieur à 3")


def _margin(text: str, n: Num, lex: Lexicon) -> bool:
    """``n`` is a gap between two totals: a word for it (data ``claim_cues.margin``) among the
    words before it in its clause ("the gap being under 3 points"), not a total of its own."""
    from .terms import phrase_spans, words

    before = list(words(re.split(r"[,;:.!?()]", text[:n.start])[-1]))[-MARGIN_REACH:]
    return bool(phrase_spans(before, {"m": cues(lex, "margin")}))


def _negated(tokens: list[str], start: int, lex: Lexicon) -> bool:
    return any(t in set(lex.negation) for t in tokens[max(0, start - 2):start])


def _settle_spans(rest: str, table: dict[str, list]) -> list[tuple[list[str], int, int, str]]:
    """The cues of ``table`` said of two totals, each with the words of its own clause (a comma,
    a semicolon or a parenthesis parts them: "the 61 side wins, a tie there is not")."""
    from .facts import CLAUSE_BREAK
    from .terms import phrase_spans, words

    out = []
    for piece in CLAUSE_BREAK.split(rest):
        tokens = words(piece)
        out += [(tokens, a, b, cue) for a, b, cue in phrase_spans(tokens, table)]
    return out


def _settle_denied(tokens: list[str], start: int, end: int, lex: Lexicon) -> bool:
    """A winner or a tie said of two totals is denied: a negation right before it, or in its
    clause as ``facts._decision_denied`` reads one (at the clause's start, right after the cue, or
    closing the clause after it: "ein Unentschieden liegt nicht vor", "pareggio non ce n'è",
    "ничьей нет", "tasapeliä ei ole")."""
    from .facts import NEGATION_CLOSES, _decision_denied
    from .terms import phrase_spans

    if _negated(tokens, start, lex) or _decision_denied(tokens, [(start, end)], lex):
        return True
    return any(a >= end and b == len(tokens) and a >= len(tokens) - NEGATION_CLOSES      # ru "ничьей нет"
               for a, b, _ in phrase_spans(tokens, {"absent": lex.absent}))


@kind("settle", invented=True)
def check_settle(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """"59 to 61: the side with 61 wins", "61 a 59 è pareggio": two totals of one deal (they add
    up to the pack's points), joined by a dash or a word for 'against', and what the text then
    says of them — a tie, or the side with one of them wins — against the engine
    (``higher_total``). Equal totals are the facts' business (who wins at 60–60)."""
    from engine import tricks_primitives as tp

    from .terms import phrase_spans, words

    total = tp.card_points(range(len(engine.deck)), engine.value)
    nums = [n for n in find_numbers(text, lex.lang) if not n.word or n.value > 1]
    issues = []
    for a, b in zip(nums, nums[1:]):
        gap = text[a.end:b.start]
        if a.value + b.value != total or a.value == b.value or not _totals_joined(text, a, b, lex):
            continue
        winner = max(a.value, b.value)
        rest = _settle_rest(text, b.end, lex, (a.value, b.value))
        from .structure import structure_cues

        spans = _settle_spans(rest, {"tie": lex.equal,
                                     "wins": [*lex.winning, *structure_cues(lex.lang).get("winning_persons", ())]})
        said = text[a.start:b.end + len(rest)].strip()
        if not spans:
            issues += _winner_said_first(text, a, b, winner, lex)
            # ... or the rule first, the totals after it as an instance ("Chênh nhau dưới 5 điểm
            # thì coi như hòa, chẳng hạn ván kết thúc 62–58", "It's a tie, for example 62–58")
            tie_first = _tie_said_before(text, a, lex)
            if tie_first:
                issues.append(evidence("example", "error", "these totals do not tie",
                                       f"{a.value}–{b.value}: the side with {winner} wins",
                                       (tie_first + " " + text[a.start:b.end]).strip(), role=AMOUNT))
        for tokens, start, end, cue in spans:
            if _settle_denied(tokens, start, end, lex):
                continue
            if cue == "tie":
                issues.append(evidence("example", "error", "these totals do not tie",
                                       f"{a.value}–{b.value}: the side with {winner} wins", said, role=AMOUNT))
                break
            named = [n for n in find_numbers(rest, lex.lang) if n.value in (a.value, b.value)]
            by_name = _winner_by_name(text, a, b, _answer(text, b.end + len(rest)) or rest, lex)
            if by_name is not None and not named:
                named = [a if by_name == 0 else b]
            if len(named) == 1 and named[0].value != winner:
                issues.append(evidence("example", "error", "the other side wins with these totals",
                                       f"{a.value}–{b.value}: the side with {winner} wins", said, role=CARD))
                break
    return issues


@confirms("settle")
def _settle_numbers(engine, ex, text: str, lex: Lexicon) -> set[int]:
    """Two totals of a deal (they add up to the pack's points) and a winner said of them, with
    no tie and no other winner said: the two totals."""
    from engine import tricks_primitives as tp

    from .terms import phrase_spans, words
    from .tricks import trick_roles

    if check_settle(engine, ex, text, lex):
        return set()
    total = tp.card_points(range(len(engine.deck)), engine.value)
    nums = [n for n in find_numbers(text, lex.lang) if not n.word or n.value > 1]
    out: set[int] = set()
    takes = [" ".join(p) for p in trick_roles(lex.lang).get("takes") or []]
    from .structure import structure_cues

    persons = structure_cues(lex.lang).get("winning_persons", ())
    for a, b in zip(nums, nums[1:]):
        gap = text[a.end:b.start]
        if a.value + b.value != total or a.value == b.value or not _totals_joined(text, a, b, lex):
            continue
        spans = _settle_spans(_settle_rest(text, b.end, lex, (a.value, b.value)),
                              {"tie": lex.equal, "wins": [*lex.winning, *takes, *persons]})
        if not spans and _side_said_first(text, a, b, lex) is not None:
            out |= {a.value, b.value}       # the winner said first (and the engine's: no error above)
        elif spans and all(cue == "wins" and not _negated(tokens, start, lex) or
                           cue == "tie" and _settle_denied(tokens, start, end, lex) for tokens, start, end, cue in spans) \
                and any(cue == "wins" for _t, _s, _e, cue in spans):
            out |= {a.value, b.value}
    return out


SETTLE_GAP = 5          # words between two players' totals ("61 pistettä ja vastustajalla 59")


def _totals_joined(text: str, a: Num, b: Num, lex: Lexicon) -> bool:
    """Two numbers stand as two sides' totals: joined by a dash, a colon or a slash ("61–59"), a
    word for 'against', the other player named between them, or listed each after its holder
    (``_listed_totals``)."""
    gap = text[a.end:b.start]
    return bool(TOTALS_JOIN.fullmatch(gap) or _other_players_total(gap, lex) or
                (len(WORD.findall(gap)) <= 2 and _word_spans(gap, lex.against)) or _listed_totals(text, a, b, lex))


def _listed_totals(text: str, a: Num, b: Num, lex: Lexicon) -> bool:
    """A score sheet's entries: each total right after its holder, the entries parted by a comma
    or a semicolon ("Rosa, 61 puntos; Julián, 59", "Anna 61 Punkte, Ben 59", "мы — 61, они — 59"):
    between the totals only a word for points, the mark, the second holder (a name, a person or
    the other side) and a mark after it; before the first total, its own holder, another one, in
    its clause."""
    gap = text[a.end:b.start]
    m = re.fullmatch(r"\s*+([^\W\d_]+)?\s*+[,;]\s*+([^\W\d_][^,;:.!?()\d]{0,40}?)\s*+[,:—–-]?\s*+", gap)
    if not m or (m.group(1) and not _word_spans(m.group(1), lex.point_words)):
        return False
    second = m.group(2)
    if len(WORD.findall(second)) > 3:
        return False
    clause = re.split(r"[,;:.!?()]", text[:a.start].rstrip(" ,:—–-"))[-1]
    if len(WORD.findall(clause)) > 3:
        return False
    first_holder, second_holder = _side_named(clause, lex), _side_named(second, lex)
    return bool(first_holder and second_holder and first_holder != second_holder)


def _side_named(text: str, lex: Lexicon) -> frozenset[str]:
    """Who a short stretch names as a side: its proper names and persons (``_holders``), or the
    other side ("the opponents")."""
    named = _holders(text, lex)
    if not named and _word_spans(text, [*lex.other_side, *lex.other_player]):
        named = {"other"}
    return frozenset(named)


def settle_totals(engine, text: str, lex: Lexicon) -> set[int]:
    """Where two sides' totals of one deal stand (they add up to the pack's points, joined as
    ``check_settle`` reads them): the start of each, an example's givens, not a rule's number
    ("Rosa 61 Punkte, Ben 59": no "61 where ours is 120")."""
    from engine import tricks_primitives as tp

    total = tp.card_points(range(len(engine.deck)), engine.value)
    nums = [n for n in find_numbers(text, lex.lang) if not n.word or n.value > 1]
    return {x.start for a, b in zip(nums, nums[1:])
            if a.value + b.value == total and a.value != b.value and _totals_joined(text, a, b, lex) for x in (a, b)}


def _names(text: str) -> set[str]:
    """The proper names of a stretch of text: capitalised words ("Ada", "Ben")."""
    return {w for w in re.findall(r"[^\W\d_]{2,}", text) if w[0].isupper() and w[1:].islower()}


def _answer(text: str, at: int) -> str:
    """The answer to a question that ends at ``at`` ("... wer gewinnt?" „Ich, denn ..."): the
    first clause of the sentence after it; "" when no question ends there."""
    m = re.match(r"\?[\s\"'«»„“”‚‘’]*", text[at:])
    if not m:
        return ""
    return re.split(r"[,;:.!?]", text[at + m.end():])[0]


def _holders(text: str, lex: Lexicon | None) -> set[str]:
    """Who a stretch of text names: proper names, and the speaker, the reader or the other
    player (``trick_roles``)."""
    from .terms import words
    from .tricks import PERSONS, _exact, trick_roles

    out = _names(text)
    if lex is not None:
        tokens = list(words(text))
        roles = trick_roles(lex.lang)
        out |= {p for p in PERSONS if _exact(tokens, roles.get(p) or [])}
    return out


def _winner_by_name(text: str, a: Num, b: Num, rest: str, lex: Lexicon | None = None) -> int | None:
    """Which of two totals the text says wins by its holder: a name or a person after the
    first total (before the second) or before the first in its sentence, named again in what
    follows ("Ada has 63 points and Ben 57, so Ben wins", "tu hai 59 punti e l'avversario 61,
    vinci tu")."""
    sentence_start = max([m.end() for m in re.finditer(r"[.!?]\s", text[:a.start])], default=0)
    first, second = _holders(text[sentence_start:a.start], lex), _holders(text[a.end:b.start], lex)
    again = _holders(rest, lex)
    hits = {0 for n in again if n in first and n not in second} | {1 for n in again if n in second and n not in first}
    return hits.pop() if len(hits) == 1 else None


def _other_players_total(gap: str, lex: Lexicon) -> bool:
    """The second total is the other player's: "61 points and my opponent 59", "61 pistettä ja
    vastustajalla 59" (a word for the other player, or a person, between them, in one clause)."""
    from .tricks import PERSONS, _exact, trick_roles
    from .terms import words

    tokens = list(words(gap))
    if re.search(r"[.;:!?()]", gap) or not tokens or len(tokens) > SETTLE_GAP:
        return False
    roles = trick_roles(lex.lang)
    return bool(_word_spans(gap, [*lex.other_side, *lex.other_player]) or
                any(_exact(tokens, roles.get(p) or []) for p in PERSONS) or _names(gap))


# ---------------------------------------------------------------- Briscola: rank against points

TRUMP_REACH = 2         # words beside a card where a word for trump makes it one ("le 2 d'atout", "trump 2")


@kind("rank_vs_points", invented=True)
def check_rank_vs_points(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """"The 3 ranks above the Re; the 3 is worth 10 and the Re 4": the values the text gives the
    ranks (``values.card_values``), and "X beats Y" between two ranks named without a suit,
    against the engine's rank strength."""
    from .cardwords import card_words
    from .terms import phrase_spans, words
    from .values import card_values

    # a trick the text plays: an amount after one of its cards that is the whole trick's points
    # is what the trick brings ("chi gioca l'Asso porta a casa quindici punti"), not that card's
    # (the trick's points only take values away: the trick is read where a value differs)
    issues = card_values(engine, text, lex)
    if issues:
        trick = read_trick(engine, text, lex)
        if trick is not None:
            held = sum(engine.value[c] for c in engine.cards(list(trick.codes)))
            issues = card_values(engine, text, lex, trick_points=held)
    named = card_words(text, lex, engine.deck)
    issues += _one_of_two_higher(engine, text, lex, named)
    if any(w.suit for w in named):
        return issues           # cards of a suit: a trick, read as one
    ranks = [w for w in named if w.rank and not w.spelled]
    issues += _points_apart(engine, text, lex, ranks)
    deck = engine.deck
    strength = {}
    for i, r in enumerate(deck.rank):
        if deck.suit[i] == deck.suits[0].code:
            strength[r] = engine.strength[i]
    trump_words = lex.terms.get("trump") or []
    other_suit = bool(phrase_spans(words(text), {"o": lex.alternatives.get("other_suit") or []}))
    for x, y in zip(ranks, ranks[1:]):
        gap = text[x.end:y.start]
        tokens = words(gap)
        if other_suit and any(phrase_spans(near, {"t": trump_words}) for near in
                              (words(text[:x.start])[-TRUMP_REACH:], tokens[:TRUMP_REACH], words(text[y.end:])[:TRUMP_REACH])):
            continue            # "le 2 d'atout prend le Re : … bat n'importe quelle carte d'une autre couleur":
            # a trump beats a card of another suit (not "el 7 de triunfo gana al 3": two trumps ranked)
        if _held_trump_beats(text, x, y, tokens, trump_words, lex):
            continue            # "Mon petit 4 d'atout ramasse ton Asso !": a trump played on a card held, a trick
        said = phrase_spans(tokens, {"b": [*lex.beats, *lex.above], "w": lex.below})
        if all_but_said(lex.lang, tokens):
            continue            # "die 3 schlägt alles außer dem Ass": all but the card named (claims._all_but)
        if re.search(r"[,;:.!?]", gap) or len(tokens) > 4 or not said or \
                _negated(words(text[:y.start]), len(words(text[:y.start])) - len(tokens), lex) or \
                any(t in set(lex.negation) for t in tokens):       # "does not beat"
            continue
        if asked_only(text, y.end, lex):
            continue            # "le Re bat-il le 3 ?": asked, not stated (unless a yes answers it)
        if {cue for *_x, cue in said} == {"w"}:
            x, y = y, x         # "the 7 ranks below the Fante": the second is the higher
        if x.rank in strength and y.rank in strength and strength[x.rank] < strength[y.rank]:
            names = {r.code: r.name for r in deck.ranks}
            issues.append(evidence("example", "error", "the other card ranks higher",
                                   f"{names[y.rank]} above {names[x.rank]}", text[x.start:y.end], role=CARD))
    if not any(f.message == "the other card ranks higher" for f in issues):
        issues += _one_of_two_wins(engine, text, lex, ranks, strength)
    return issues


LIST_NUMBER = re.compile(r"(?:(?<![^\n])|(?<=[.!?:;]\s))\d++[.)]\s")     # "5. …" opening a line or after a sentence: a list item's number
HIGHER_ALONE_REACH = 3  # words between a card named alone and the comparative said of it ("the Re is higher")


def _one_of_two_higher(engine, text: str, lex: Lexicon, named: list) -> list[Finding]:
    """Two cards of two ranks named first (of one suit, or none: "compare the Re of Swords with
    the 3 of Swords"), then a clause naming one of them alone with a comparative whose second
    term is left out ("the Re is higher", vi "Re lớn hơn": data ``claim_cues.higher_alone``):
    that one ranks above the other, against the engine. Not a trick told (a card played), nor
    a comparative negated or of a number ("higher than 60")."""
    from .terms import phrase_spans, words

    cue = cues(lex, "higher_alone")
    ranks = [w for w in named if w.rank and not LIST_NUMBER.match(text, w.start)]     # not "5. Тройка бьёт Re": an item's number
    firsts = sorted({w.rank: w for w in reversed(ranks)}.values(), key=lambda w: w.start)[:2]     # the first two ranks named
    if not cue or len(firsts) != 2 or len({w.suit for w in firsts if w.suit}) > 1:
        return []
    a, b = firsts
    if a.suit is None and b.suit is not None and text[a.end:b.start].count(",") or \
            b.suit is None and a.suit is not None:
        return []       # (but "the 7 and the Fante of Cups": the suit after the pair is both cards')
    try:
        suit = a.suit or b.suit or engine.deck.suits[0].code
        strength = {w.rank: engine.strength[engine.deck.parse(f"{w.rank}{suit}")] for w in firsts}
    except Exception:       # noqa: BLE001 - a rank the suit has not
        return []
    for m in re.finditer(r"[^,;:.!?()—–]+", text[b.end:]):
        at = b.end + m.start()
        if LIST_NUMBER.search(text, b.end, at + 1) or \
                any(b.end <= w.start < at and w.rank not in strength for w in ranks):
            break               # "… берёт Asso, 21 очко. 5. Тройка бьёт Re …": the next item, a third rank: another example
        inside = [w for w in ranks if at <= w.start < at + len(m.group())]
        if len({w.rank for w in inside}) != 1 or find_numbers(m.group(), lex.lang) and \
                not all(any(w.start <= at + n.start < w.end for w in inside) for n in find_numbers(m.group(), lex.lang)):
            continue
        one = inside[0]
        if one.rank not in strength:
            continue            # a third rank, not one of the two compared
        tokens = words(text[one.end:at + len(m.group())])
        said = phrase_spans(tokens[:HIGHER_ALONE_REACH + 2], {"h": cue})
        if not said or said[0][0] > HIGHER_ALONE_REACH or any(t in set(lex.negation) for t in tokens[:said[0][0] + 1]):
            continue
        other = b.rank if one.rank == a.rank else a.rank
        if strength[one.rank] < strength[other]:
            names = {r.code: r.name for r in engine.deck.ranks}
            return [evidence("example", "error", "the other card ranks higher",
                             f"{names[other]} above {names[one.rank]}", m.group().strip(), role=CARD)]
        return []
    return []


def _held_trump_beats(text: str, x, y, gap: list[str], trump_words: list[str], lex: Lexicon) -> bool:
    """Two ranks compared where a word for trump stands beside one of them and a possessive
    right before one of them ("mon petit 4 d'atout ramasse ton Asso", "your Asso falls to my
    trump 2"): cards held by players, a trump played on a card of another suit in a told trick,
    not two ranks of one suit (a rule's "el 7 de triunfo gana al 3" names no holder)."""
    from .terms import phrase_spans, words
    from .tricks import _exact, trick_roles

    near = (words(text[:x.start])[-TRUMP_REACH:], gap[:TRUMP_REACH], words(text[y.end:])[:TRUMP_REACH])
    if not any(phrase_spans(n, {"t": trump_words}) for n in near):
        return False
    owners = trick_roles(lex.lang).get("possessive") or []
    return any(_exact(list(before), owners) for before in (words(text[:x.start])[-TRUMP_REACH:], gap[-TRUMP_REACH:]))


def _one_of_two_wins(engine, text: str, lex: Lexicon, ranks: list, strength: dict) -> list[Finding]:
    """Two ranks named, then a clause that names one of them alone as the one that wins ("4 para
    o Re, 3 para o Cavallo —, quando os dois se encontram numa vaza quem ganha é o Cavallo", "the
    Cavallo wins when the two meet"): that one ranks higher. Not where a trump is named (a trump
    beats any rank), nor a winning negated."""
    from .terms import phrase_spans, words

    # (ranks named by a word: a number here may be a value, "4 para o Re", or "os dois")
    ranks = [w for w in ranks if not re.match(r"\d", text[w.start:w.end]) and not w.rank.isdigit()]
    distinct = list({w.rank: w for w in ranks})
    if len(distinct) != 2 or any(r not in strength for r in distinct) or \
            _word_spans(text, lex.terms.get("trump") or []):
        return []
    for m in re.finditer(r"[^,;:.!?()—–]+", text):
        inside = {w.rank for w in ranks if m.start() <= w.start < m.end()}
        if len(inside) != 1:
            continue
        tokens = words(m.group())
        if not phrase_spans(tokens, {"w": lex.winning, "g": lex.won_by}) or any(t in set(lex.negation) for t in tokens):
            continue
        x = inside.pop()
        y = next(r for r in distinct if r != x)
        if strength[x] < strength[y]:
            names = {r.code: r.name for r in engine.deck.ranks}
            return [evidence("example", "error", "the other card ranks higher",
                             f"{names[y]} above {names[x]}", m.group().strip(), role=CARD)]
        return []
    return []


MORE_REACH = 2          # words between an amount of points and 'more' / 'fewer' ("one point more")
OR_MORE_REACH = 1       # words between an amount and a bound after it: its word for points ("61 Punkten oder mehr")


def _points_apart(engine, text: str, lex: Lexicon, ranks: list) -> list[Finding]:
    """"The 7 outranks the 6, so it brings one point more": two ranks, then an amount of points
    with a word for more (or fewer): the first is worth that much more (or less) than the
    second, against the engine's values."""
    from .terms import phrase_spans, words
    from .values import rank_values

    extra = _block(lex.lang, "points_apart")
    point_words = _points_words(lex) + lex.point_words + extra.get("points", [])
    counted = {(n.start, n.end) for n in _named_amounts(text, lex, point_words, AMOUNT_REACH, exact=False)}
    ranks = [w for w in ranks if (w.start, w.end) not in counted]      # "2 очка": an amount, not a rank
    # two ranks, one of them maybe named again ("Tra Fante e Cavallo comanda il Cavallo, che vale
    # due punti in più"): which one the amount is said of is then not told, and the amount is
    # compared with the engine's gap either way
    firsts = list({w.rank: w for w in reversed(ranks)}.values())[::-1]
    if len(firsts) != 2:
        return []
    either = len(ranks) > 2
    values = rank_values(engine)
    a, b = firsts
    if a.rank not in values or b.rank not in values:
        return []
    rest = text[b.end:]
    out = []
    for n in _named_amounts(rest, lex, point_words, AMOUNT_REACH, exact=False):
        if compared(rest, n, lex):
            continue            # "worth more: 10 points against 4": each card's value, not the gap
        after = words(rest[n.end:])[:OR_MORE_REACH + 2]
        if any(a <= OR_MORE_REACH for a, _, _ in phrase_spans(after, {"m": cues(lex, "or_more")})):
            continue            # "mit 61 Punkten oder mehr": a bound on a total (claim cues ``or_more``), no gap between the two
        near = " ".join(WORD.findall(rest[n.end:])[:MORE_REACH + 1] +
                        WORD.findall(rest[:n.start])[-MORE_REACH:])
        more = bool(_word_spans(near, [*lex.higher, *extra.get("more", [])]))
        fewer = bool(_word_spans(near, [*lex.lower, *extra.get("fewer", [])]))
        if more == fewer or _word_spans(near, lex.negation):
            continue
        said = n.value if more else -n.value
        diff = values[a.rank] - values[b.rank]
        if said != diff and not (either and said == -diff):
            names = {r.code: r.name for r in engine.deck.ranks}
            out.append(evidence("example", "error", "a card's point value differs from the engine's",
                                f"{names[a.rank]} {values[a.rank]}, {names[b.rank]} {values[b.rank]}",
                                text[a.start:b.end + n.end].strip(), role=AMOUNT))
        break
    return out


# ---------------------------------------------------------------- Minchiate: resti at the end, cards beyond

@kind("resto_end", invented=True)
def check_resto_end(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """"A final lead of 59 gives 1 resto", "En fin de donne, une avance de 61 points ne donne
    qu'un seul resto": in a sentence about the end of the deal, the lead (a number a word for the
    lead names) and the resti it earns (a number, "one" included, a word for resti names), against
    ``resti_at_end``. A clause with a bound ("60 or more", "for two you need at least 120") or a
    range ("1–60 gives 1 resto") states the rule, not the example: it is left out."""
    return [evidence("example", "error", "the final lead earns a different number of resti",
                     f"{want} for a lead of {lead}", said, role=AMOUNT)
            for lead, got, want, said in _read_resto_end(engine, text, lex) if got != want]


@confirms("resto_end")
def _resto_end_numbers(engine, ex, text: str, lex: Lexicon) -> set[int]:
    return {v for lead, got, want, _ in _read_resto_end(engine, text, lex) if got == want for v in (lead, got)}


def _read_resto_end(engine, text: str, lex: Lexicon) -> list[tuple[int, int, int, str]]:
    """(final lead, resti the text gives it, the engine's, the passage) for each final lead a
    sentence about the end of the deal gives resti (or nothing) for."""
    from engine import tricks_primitives as tp

    from .terms import phrase_spans, words

    from .checks import qualifiers_before

    unit = engine.resto_unit
    extra = _block(lex.lang, "resto_reading")
    ends = [*lex.at_end, *extra.get("at_end", []), *_block(lex.lang, "example_structure").get("at_end", [])]
    if not unit or not phrase_spans(words(text), {"end": ends}):
        return []
    issues = []
    resto_words = _resto_words(lex)
    # the words for a lead, as the reader of resti during play has them ("avanti di 90 punti")
    lead_words = [*(lex.terms.get("point_lead") or []), *extra.get("lead", []),
                  *_block(lex.lang, "resto_reading_more").get("lead", [])]

    def resti_of(piece: str) -> tuple[int | None, str]:
        """The resti a piece of a sentence says (a number of them, or none: "nothing"), and the
        piece up to where it says so."""
        got = [n for n in _named_amounts(piece, lex, resto_words, AMOUNT_REACH, exact=True)
               if not _negated_amount(piece, n, lex, extra)]
        if len({n.value for n in got}) == 1:
            return got[0].value, piece[:got[0].end]
        if not got and (nothing := _word_spans(piece, extra.get("nothing", []))):
            return 0, piece[:nothing[0][1]]
        if not got and (named := _word_spans(piece, resto_words)) and \
                phrase_spans(words(piece[:named[0][0]]), {"n": lex.negation}) and \
                not any(not n.word and n.value != unit for n in find_numbers(piece, lex.lang)):
            # a negation before the word for resto, no number but the resto's own unit, said as
            # the bar not reached ("chưa đủ 60 nên không được resto nào"): none
            return 0, piece[:named[0][1]]
        if not got and (one := _one_of(piece, lex, resto_words)):
            return 1, piece[:one]       # "a single resto"
        return None, ""

    end_words = {"end": ends}
    reached = read_one = False
    told = re.split(r"(?<=[.!?])\s+", text)
    for si, sentence in enumerate(told):
        k_next = told[si + 1] if si + 1 < len(told) else None
        # the end of the deal is read from the sentence that speaks of it on: the sentences
        # before tell play ("Une équipe qui mène de 20 et gagne 30 points n'a encore aucun resto")
        reached = reached or bool(phrase_spans(words(sentence), end_words))
        read_one = False            # parallel examples follow one in the same sentence
        if reached and _word_spans(sentence, extra.get("respectively", [])):
            # "... 59, 61 or 121? Respectively 1, 2 and 3 resti": the leads and the resti
            # paired in order; the sentence states no other example
            issues += _respectively_paired(sentence, told[si - 1] if si else "", lex, unit, extra)
            continue
        if not reached or any(_read_resto_play(engine, piece, lex, end_guard=False) is not None
                              for piece in (sentence, *re.split(r"[:;]", sentence)[1:])):
            continue                # (a scoring event during play told: "con 110 de ventaja, si se capturan 15 ...")
        spans = [(m.start(), m.group()) for m in re.finditer(r"(?:[^,;:]|[,;:](?!\s))+", sentence)]
        clauses = [None if re.search(r"\d\s*+[–—‐‑−-]\s*+\d", c) else c for _, c in spans]
        for i, clause in enumerate(clauses):
            if clause is None:
                continue
            at = spans[i][0]
            of_resti = {(n.start, n.end) for n in _named_amounts(clause, lex, resto_words, AMOUNT_REACH, exact=True)}
            # a bound ("more than 60", "almeno 120") states the rule, not the example's lead
            leads = {n.value: n for n in _named_amounts(clause, lex, lead_words, LEAD_REACH, exact=False, heads=True)
                     if not (n.word and n.value <= 1) and (n.start, n.end) not in of_resti
                     and not qualifiers_before(clause, n.start, lex) - {"down_to"}
                     and not _rounded_to(clause, n, unit, extra)}
            if not leads:
                # the lead named further back in its clause, the number of points said of it
                # ("a vantagem da nossa dupla é de 61 pontos"): the first amount of points, no
                # number before it
                for n in amounts(clause, lex, _points_words(lex))[:1]:
                    if _word_spans(clause[:n.start], lead_words) and not find_numbers(clause[:n.start], lex.lang) and \
                            (n.start, n.end) not in of_resti and not qualifiers_before(clause, n.start, lex) - {"down_to"}:
                        leads[n.value] = n
            # ("down to" is no bound of a lead: vi "còn 121 được 3 resti" is "while 121 gives 3")
            if any(qualifiers_before(clause, n.start, lex) - {"down_to"} and n.value > 1
                   for n in find_numbers(clause, lex.lang) if (n.start, n.end) not in of_resti):
                continue
            before = [n for n in _named_amounts(clause, lex, resto_words, AMOUNT_REACH, exact=True)
                      if leads and n.end <= min(m.start for m in leads.values())]
            colon = sentence.find(":", 0, at)
            listed = colon >= 0 and bool(_word_spans(sentence[:colon], lead_words))
            if not leads and (read_one or listed):
                # parallel examples after one read ("120 en donnent 2 et 121 en donnent 3", "còn
                # 121 được 3 resti"), or after a colon ending the rule about the lead ("the
                # remaining lead is rounded up: 45 gives 1 resto, 130 gives 3"): a lead and its
                # resti, two numbers and a few words between
                paired = _parallel_resti(clause, at, sentence, lex, unit, resto_words)
                alone = [n for n in find_numbers(clause, lex.lang) if not n.word]
                if not paired and read_one and len(alone) == 1 and len(find_numbers(clause, lex.lang)) == 1 and \
                        len(WORD.findall(clause)) <= ELLIPTIC_WORDS and \
                        i + 1 < len(clauses) and clauses[i + 1] is not None:
                    # the lead alone in its clause, its count in the next with no word for resti
                    # ("con 59 de ventaja, un resto; con 61, también uno solo")
                    got, said = _bare_count(clauses[i + 1], lex)
                    if got is not None:
                        paired = [(alone[0].value, got, tp.resti_at_end(alone[0].value, unit),
                                   sentence[at + alone[0].start:spans[i + 1][0] + len(said)].strip())]
                issues += paired
                continue
            if len(leads) != 1 or before:
                continue
            lead = next(iter(leads.values()))
            # what comes of it: in the rest of its clause, else in the clauses after it
            got, said = resti_of(clause[lead.end:])
            end = at + lead.end + len(said)
            for k in range(i + 1, min(len(clauses), i + 1 + LATER_CLAUSES)):
                if got is not None or clauses[k] is None:
                    break
                got, said = resti_of(clauses[k])
                end = spans[k][0] + len(said)
            if got is None and read_one and i + 1 < len(clauses) and clauses[i + 1] is not None:
                # a parallel example after one read, its word for resti left out ("con 59 de
                # ventaja, un resto; con 61, también uno solo"): a short clause of one count
                got, said = _bare_count(clauses[i + 1], lex)
                end = spans[i + 1][0] + len(said)
            if got is None and k_next is not None and not _word_spans(k_next, extra.get("respectively", [])) and \
                    not re.search(r"\d\s*+=\s*+\d", k_next) and not {
                    (n.start, n.end) for n in _named_amounts(k_next, lex, lead_words, LEAD_REACH, exact=False)} - {
                    (n.start, n.end) for n in _named_amounts(k_next, lex, resto_words, AMOUNT_REACH, exact=True)}:
                # the outcome in the next sentence, which gives no lead of its own ("... dẫn trước
                # đúng 60 điểm. Khoản chênh lệch này được quy thành 2 resti.")
                got, said = resti_of(k_next)
                if got is None and si + 2 < len(told):
                    # ... or a question that asks for the resti, answered by the sentence after
                    # ("... 61 очко перевеса. Сколько это resti? Один, а ...")
                    got, said = _answered_count(k_next, told[si + 2], lex, resto_words)
                if got is not None:
                    issues.append((lead.value, got, tp.resti_at_end(lead.value, unit),
                                   (sentence[at + lead.start:] + " " + said).strip()))
                continue
            if got is None:
                continue
            issues.append((lead.value, got, tp.resti_at_end(lead.value, unit), sentence[at + lead.start:end].strip()))
            read_one = True
    return issues


ROUNDED_TO_REACH = 1     # words between the word for "to" and the unit a lead is rounded up to ("auf volle 60", "to a full 60")


def _rounded_to(clause: str, n, unit: int, extra: dict) -> bool:
    """The number is what the lead is rounded up to, no lead (data ``resto_reading.rounded_to``
    right before it, at most ``ROUNDED_TO_REACH`` words between, and a word for rounding,
    ``rounding``, in the clause): "der restliche Vorsprung wird auf volle 60 aufgerundet", "si
    arrotonda a 60 pieni", "is rounded up to a full 60" — a multiple of the unit. "A lead of 60
    is rounded up" is a lead."""
    if n.value % unit or not _word_spans(clause, extra.get("rounding", [])):
        return False
    before = WORD.findall(clause[:n.start])[-(ROUNDED_TO_REACH + 3):]
    for cue in extra.get("rounded_to", []):
        cue_words = [w.lower() for w in WORD.findall(cue)]
        for k in range(ROUNDED_TO_REACH + 1):
            end = len(before) - k
            if end >= len(cue_words) and before[end - len(cue_words):end] and \
                    [w.lower() for w in before[end - len(cue_words):end]] == cue_words:
                return True
    return False


ELLIPTIC_WORDS = 3       # words of a parallel example's clause that gives its lead alone ("con 61", "with 90"; not "rounded up to multiples of 60")
BARE_COUNT_WORDS = 4     # words of a clause that gives a parallel example's resti with no word for them ("también uno solo")


def _bare_count(clause: str, lex: Lexicon) -> tuple[int | None, str]:
    """A short clause holding one number and nothing else to count: the count, and the clause up
    to it."""
    nums = find_numbers(clause, lex.lang)
    if len(nums) != 1 or len(WORD.findall(clause)) > BARE_COUNT_WORDS or len(WORD.findall(clause[:nums[0].start])) > 2:
        return None, ""
    return nums[0].value, clause[:nums[0].end]


def _respectively_paired(sentence: str, before: str, lex: Lexicon, unit: int,
                         extra: dict) -> list[tuple[int, int, int, str]]:
    """A list of resti after a word for 'respectively' and the list of final leads it answers (in
    the sentence before the word, else in the sentence before it): each lead with the resti in
    the same place, when both lists are as long (two at least)."""
    from engine import tricks_primitives as tp

    cue = _word_spans(sentence, extra.get("respectively", []))[0]
    said = find_numbers(sentence[cue[1]:], lex.lang)
    leads = [n for n in find_numbers(sentence[:cue[0]], lex.lang) if not n.word]
    source = sentence[:cue[0]]
    if len(leads) < 2:
        leads = [n for n in find_numbers(before, lex.lang) if not n.word]
        source = before
    if len(said) < 2 or len(said) != len(leads):
        return []
    return [(lead.value, got.value, tp.resti_at_end(lead.value, unit),
             f"{source[leads[0].start:leads[-1].end]} … {sentence[cue[0]:cue[1] + said[-1].end]}".strip())
            for lead, got in zip(leads, said)]


RESTI_ANSWER_REACH = 2       # words of an answer before the number it gives ("Vastaus: kaksi", "Một thôi")


def _answered_count(question: str, answer: str, lex: Lexicon, counted: list[str]) -> tuple[int | None, str]:
    """A question asking how many of ``counted`` there are ("Сколько это resti?", "Quantos
    resti?"), with no number of its own, and the number that opens the answer after it ("Один, а
    лишнее очко ...", "Um só."): (the number, the question and the answer up to it)."""
    if not question.rstrip().endswith("?") or find_numbers(question, lex.lang) or not _word_spans(question, counted):
        return None, ""
    for n in find_numbers(answer, lex.lang)[:1]:
        if len(WORD.findall(answer[:n.start])) <= RESTI_ANSWER_REACH:
            return n.value, question.strip() + " " + answer[:n.end]
    one = _one_of(answer, lex, counted) if _word_spans(answer, counted) else None
    return (1, question.strip() + " " + answer[:one]) if one else (None, "")


PARALLEL_GAP = 3        # words between a parallel example's lead and its resti ("121 en donnent 3")


def _parallel_resti(clause: str, at: int, sentence: str, lex: Lexicon, unit: int,
                    resto_words: list[str] = ()) -> list[tuple[int, int, int, str]]:
    from engine import tricks_primitives as tp

    from .terms import alternation

    out = []
    ands = alternation(lex.and_words)
    nothing_words = _block(lex.lang, "resto_reading").get("nothing", [])
    for part in re.finditer(rf"(?:(?!\b(?:{ands})\b).)+", clause, flags=re.IGNORECASE) if ands else ():
        # the lead in digits; its resti in digits, or in words before the word for resti ("130 gibt drei Resti")
        named = {(n.start, n.end) for n in _named_amounts(part.group(), lex, list(resto_words), AMOUNT_REACH, exact=True)}
        nums = [n for n in find_numbers(part.group(), lex.lang)
                if not n.word or (n.start, n.end) in named and n.value > 1]
        if len(nums) == 1 and not nums[0].word and \
                (nothing := _word_spans(part.group()[nums[0].end:], nothing_words)) and \
                len(WORD.findall(part.group()[nums[0].end:nothing[0][0]])) <= PARALLEL_GAP:
            # "..., 0 ergibt nichts": a lead that gives no resto
            nums.append(Num(0, nums[0].end + nothing[0][0], nums[0].end + nothing[0][1], True, "0"))
        if len(nums) != 2 or len(WORD.findall(part.group()[nums[0].end:nums[1].start])) > PARALLEL_GAP:
            continue
        lead, got = nums
        gap = part.group()[lead.end:got.start]
        if got.value > lead.value or re.search(rf"[{RUN_DASH}]", gap) or \
                _word_spans(gap, lex.range_words):
            continue            # "61 to 120 gives two": a range of leads, not a lead and its resti
        if _names_a_thing(part.group()[:lead.start], lex):
            continue            # "quello della presa 12 fanno 4": the number names a trick, not a lead
        start = at + part.start()
        out.append((lead.value, got.value, tp.resti_at_end(lead.value, unit),
                    sentence[start + lead.start:start + got.end].strip()))
    return out


def _names_a_thing(before: str, lex: Lexicon) -> bool:
    """The word right before a number is a word for a trick, a card or a trump ("presa 12",
    "trick 12", "trump 12"): the number names that thing, it is no amount."""
    last = WORD.findall(before)[-1:]
    if not last or re.search(r"[,;:.!?()]\s*$", before):
        return False
    things = [*(lex.terms.get("trick") or []), *(lex.terms.get("trump") or []), *lex.cards]
    return bool(_word_spans(last[0], things))


def _one_point(text: str, lex: Lexicon) -> Num | None:
    """The first "one point" the text gives: the number word for one, or a word for exactly one
    (``example_roles.one``: "a single point", "un solo punto", "einen einzigen Punkt"), then the
    word for points right after it (a word for exactly one between: "un seul point")."""
    from .cicera_examples import roles

    points = _points_words(lex)
    single = list(roles(lex.lang).get("one", ()))
    starts = [(n.start, n.end) for n in find_numbers(text, lex.lang) if n.word and n.value == 1]
    starts += [(a, e) for a, e in _word_spans(text, single)]
    for a, e in sorted(starts):
        tail = text[e:]
        more = _word_spans(tail, single)
        if more and more[0][0] == len(tail) - len(tail.lstrip()):
            tail = tail[more[0][1]:]        # "un seul", "einen einzigen"
        nxt = re.match(r"\s*([^\W\d_]+)", tail)
        if nxt and _word_spans(nxt.group(1), points):
            return Num(1, a, e, True, text[a:e])
    return None


def _one_of(piece: str, lex: Lexicon, nouns: list[str]) -> int | None:
    """Where "a single" and one of ``nouns`` right after it end ("is credited with a single
    resto"): a word for exactly one (``example_roles.one``) that is no number word."""
    from .cicera_examples import roles

    for _a, e in _word_spans(piece, list(roles(lex.lang).get("one", ()))):
        nxt = re.match(r"\s*([^\W\d_]+)", piece[e:])
        if nxt and _word_spans(nxt.group(1), nouns):
            return e + nxt.end()
    return None


LATER_CLAUSES = 2       # clauses after a lead where the text may say what comes of it


LEAD_REACH = 3          # words between a lead and the word for it ("61 punti di vantaggio")


COMPOUND_HEAD = 6        # letters of a cue that heads a compound in a compounding language ("Restvorsprung")


def _named_amounts(text: str, lex: Lexicon, cues: list[str], reach: int, exact: bool,
                   heads: bool = False) -> list[Num]:
    """The numbers (digits, or a number word: "un resto", "one resto") a word of ``cues`` names,
    within ``reach`` words before or after and no punctuation between; ``exact``: the cue as
    written, or with a case ending of the language (a resto, fi "restin"; not "restano"); ``heads``: in a compounding language a word the cue ends
    (of ``COMPOUND_HEAD`` letters or more) names it too (de "Restvorsprung" a lead, "Vorsprung")."""
    phrases = [tuple(norm(w) for w in TOKEN.findall(c)) for c in cues]
    phrases = [p for p in phrases if p]
    heads = heads and lex.compounds
    endings = {norm(e) for e in lex.name_suffixes}

    # a word of ``ws`` names the amount when it is a one-word cue as written, or (``exact``) with
    # one of the language's case endings (fi "yhden restin", "kaksi restiä" of resti: not another
    # word that starts like it, it "restano"), or else a form of a cue of four letters or more
    # (``word_matches``) or, with ``heads``, a compound the cue ends; a cue of several words
    # stands in them as written
    singles = [p[0] for p in phrases if len(p) == 1]
    same = frozenset(singles)
    formed = forms_of([p for p in singles if len(p) >= 4]) if not exact else None
    ends = [p for p in singles if len(p) >= COMPOUND_HEAD] if heads and not exact else []
    longer = [" ".join(p) for p in phrases if len(p) > 1]

    def hit(ws: list[str]) -> bool:
        if not same.isdisjoint(ws):
            return True
        if exact:
            if any(w.startswith(p) and w[len(p):] in endings for w in ws for p in singles):
                return True
        elif formed(ws) or any(w.endswith(p) for w in ws for p in ends):
            return True
        return any(p in " ".join(ws) for p in longer)

    out = []
    for n in find_numbers(text, lex.lang):
        if n.word and n.value < 1:
            continue
        before = re.split(r"[,;:.()\d]", text[max(0, n.start - 60):n.start])[-1]
        after = re.split(r"[,;:.()\d]", text[n.end:n.end + 60])[0]
        if hit([norm(w) for w in TOKEN.findall(after)][:reach]) or \
                ((not n.word or n.value > 1) and hit([norm(w) for w in TOKEN.findall(before)][-reach:])):
            # a number word named by a cue before it: not "a" / "one" ("a lead of fifteen")
            out.append(n)
    return out


def _negated_amount(text: str, n: Num, lex: Lexicon, extra: dict) -> bool:
    """A negation right before the number ("does not give 2 resti"), unless the language's "only"
    follows it ("ne donne qu'un seul resto")."""
    from .terms import TOKEN

    before = [norm(w) for w in TOKEN.findall(text[max(0, n.start - 40):n.start])][-3:]
    negation = {norm(w) for w in lex.negation}
    neg = [i for i, w in enumerate(before) if w in negation]
    only = {norm(w) for w in extra.get("only", [])}
    if neg and not any(w in only for w in before[neg[-1]:]):
        return True
    # "ein Resto ist es noch nicht": the negation after the amount, in its clause, negating no
    # other number ("un resto, non due"), and no word for 'only' in the clause
    clause = re.split(r"[,;:.!?()]", text[n.end:])[0]
    after = [norm(w) for w in TOKEN.findall(clause)][:NEGATED_AFTER]
    ands = {norm(w) for w in lex.and_words}
    after = after[:next((i for i, w in enumerate(after) if w in ands), len(after))]   # not "1 resto et il ne reste rien"
    at = next((i for i, w in enumerate(after) if w in negation), None)
    return at is not None and not any(m.value > 1 or not m.word for m in find_numbers(clause, lex.lang)) and \
        not any(w in only for w in after)


NEGATED_AFTER = 5       # words after an amount where a negation denies it ("ein Resto ist es noch nicht")


@kind("beyond_cards", invented=True)
def check_beyond_cards(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """"A team that captures 52 cards adds 10 points": a count of cards and the points the text
    gives it, against ``cards_beyond``. A bound ("more than 42 cards") states the rule, not an
    example; the amount must be points (or our example's count); a number between them that
    counts tricks ("52 carte, cioè 13 prese") is passed over."""
    read = _read_beyond(engine, ex, text, lex)
    if not read:
        told = _beyond_told(engine, text, lex)
        return told[1] if told is not None else []
    return [evidence("example", "error", "the cards captured earn a different bonus",
                     f"{want} for {n.value} cards", said, role=AMOUNT)
            for n, m, want, said in read if m.value != want]


COUNT_REACH_CARDS = 2   # words between a count of cards and the word for cards ("Carte prese: 47", "47 carte")


def _beyond_told(engine, text: str, lex: Lexicon) -> tuple[set[int], list[Finding]] | None:
    """A count of cards captured told by its number alone (the one number above the threshold
    and below the pack's size that the word for cards names, before or after it), then numbers:
    the engine's bonus among them is right (its numbers are the example's); an amount of points
    a plausible mistake gives (a threshold one or two lower, two points a card) is wrong. None when no single such count is read."""
    from engine import tricks_primitives as tp

    from .checks import qualifiers_before
    from .terms import phrase_spans, words

    end = engine.spec.end_bonus
    if end is None or not end.cards_beyond:
        return None
    # a number word counts too when it is more than one ("Quarantasette carte ...? Fanno dieci
    # punti"): 'one' is an article as often as a number
    nums = [n for n in find_numbers(text, lex.lang) if not n.word or n.value > 1]
    counts = []
    for n in nums:
        if not end.cards_beyond < n.value < len(engine.deck) or qualifiers_before(text, n.start, lex):
            continue
        before = re.split(r"[,;.!?()\d]", text[max(0, n.start - 60):n.start])[-1]
        after = re.split(r"[,;:.!?()\d]", text[n.end:n.end + 60])[0]
        if phrase_spans(words(before)[-COUNT_REACH_CARDS:], {"c": lex.cards}) or \
                phrase_spans(words(after)[:COUNT_REACH_CARDS], {"c": lex.cards}):
            counts.append(n)
    if len(counts) != 1:
        return None
    count = counts[0]
    want = tp.cards_beyond(count.value, end.cards_beyond, end.per_card)
    later = [n for n in nums if n.start > count.end and n.value not in (end.cards_beyond, count.value)]
    # a total the text gives after the count is the bonus it states, its parts none ("ten over
    # 42, each worth 2, so that's 20": not the ten): one such total is the outcome
    summed = {n.value: n for n in stated_totals(text, lex, count.end) if n.value not in (end.cards_beyond, count.value)}
    counts_too = [n for n in nums if n is not count and n.value > end.cards_beyond and n.value not in summed]
    most = (len(engine.deck) - end.cards_beyond) * end.per_card
    threshold = any(n.value == end.cards_beyond for n in nums)
    if len(summed) == 1 and not counts_too and threshold and next(iter(summed)) <= most:
        # (another count above the threshold: which one the total is of is not told; no threshold
        # named: a count of the pack's cards, "56 suit cards … Total: 97", no bonus told)
        (value, total), = summed.items()
        if value == want:
            return {count.value, want}, []
        return set(), [evidence("example", "error", "the cards captured earn a different bonus",
                                f"{want} for {count.value} cards",
                                text[count.start:total.end].strip(), role=AMOUNT)]
    if any(n.value == want for n in later):
        return {count.value, want}, []
    beyond = count.value - end.cards_beyond
    mistakes = ({(beyond + k) * end.per_card for k in (1, 2)} | {2 * beyond * end.per_card}) - {want}
    named = {n.start for n in amounts(text, lex, _points_words(lex))}
    # the outcome told first, as points ("Cinq points de plus : vos plis font 47 cartes"): the
    # one amount of points before the count, in its sentence
    first = [n for n in nums if n.end <= count.start and n.start in named and n.value not in (end.cards_beyond, count.value)
             and not re.search(r"[.!?]\s", text[n.end:count.start])]
    if len(first) == 1 and first[0].value == want:
        return {count.value, want}, []
    if len(first) == 1 and not later:
        later = first
    wrong = [n for n in later if n.value in mistakes and n.start in named]     # (not "56 Farbkarten")
    if not wrong:
        return None
    return set(), [evidence("example", "error", "the cards captured earn a different bonus",
                            f"{want} for {count.value} cards",
                            text[min(count.start, wrong[0].start):max(count.end, wrong[0].end)].strip(), role=AMOUNT)]


def _read_beyond(engine, ex, text: str, lex: Lexicon) -> list[tuple[Num, Num, int, str]]:
    """(count of cards, points stated, the engine's bonus, the passage) for each count of cards
    captured the text gives points to."""
    from engine import tricks_primitives as tp

    from .terms import phrase_spans, words

    end = engine.spec.end_bonus
    if end is None or not end.cards_beyond:
        return []
    bounds = [p for ps in lex.qualifiers.values() for p in ps]
    trick_words = lex.terms.get("trick") or []
    out = []
    pieces = re.split(r"[;.]\s", text)
    for k, piece in enumerate(pieces):
        nums = [n for n in find_numbers(piece, lex.lang) if not n.word or n.value > 1]
        if len(nums) == 1 and k + 1 < len(pieces) and phrase_spans(words(piece[nums[0].end:])[:AMOUNT_REACH], {"c": lex.cards}) \
                and not words(piece[nums[0].end:])[AMOUNT_REACH:]:
            # a count of cards that ends its sentence: its points in the next ("Joukkue kerää 50
            # korttia. Niistä se saa 8 lisäpistettä.")
            piece = piece + ", " + pieces[k + 1]
            nums = [n for n in find_numbers(piece, lex.lang) if not n.word or n.value > 1]
        for i, n in enumerate(nums):
            rest = nums[i + 1:]
            # a number counting tricks right after the count is passed over ("cioè 13 prese")
            while len(rest) > 1 and phrase_spans(words(piece[rest[0].end:rest[1].start])[:AMOUNT_REACH], {"t": trick_words}):
                rest = rest[1:]
            # the cards beyond the threshold, told with it ("48 carte: 6 oltre le 42, quindi 6 punti")
            if len(rest) > 2 and rest[0].value == n.value - end.cards_beyond and rest[1].value == end.cards_beyond and \
                    not re.search(r"[,;:()]", piece[rest[0].end:rest[1].start]) and \
                    not phrase_spans(words(piece[rest[0].end:rest[1].start]), {"p": [*_points_words(lex), *lex.point_words]}):
                rest = rest[1:]
            # the bonus worked out from the count ("50 cartes. Bonus ? 50 − 42 = 8 points"): the
            # difference after '=' is the amount
            worked = len(rest) > 2 and rest[0].value == n.value and rest[1].value == end.cards_beyond and \
                bool(WORKED_BEYOND.fullmatch(piece[rest[0].start:rest[2].start]))
            if worked:
                rest = rest[2:]
            # the rule's own threshold between them ("47 carte, l'abbuono per le carte oltre le 42 vale 10")
            while len(rest) > 1 and rest[0].value == end.cards_beyond != n.value:
                rest = rest[1:]
                # ... and the cards beyond it told after it ("47 lá, vượt 42 là 5 lá, nên … 5 điểm",
                # "47 cards, 5 over the 42, so 5 points"): a count of cards, not the amount
                if len(rest) > 1 and rest[0].value == n.value - end.cards_beyond > 0 and \
                        not phrase_spans(words(piece[rest[0].end:rest[1].start])[:AMOUNT_REACH],
                                         {"p": [*_points_words(lex), *lex.point_words]}):
                    rest = rest[1:]
            if any(p.value - end.cards_beyond == n.value for p in nums[:i] if p.value > end.cards_beyond):
                continue        # the cards beyond a count told before ("47 карт, 5 сверх 42"), not a count captured
            if not rest:
                continue
            m = rest[0]
            if not worked and re.search(r"[+=×]", piece[n.end:m.start]):
                continue        # a sum ("Set mit 52 Karten + 4 Damen"): the pack's make-up, no bonus
            skipped = nums[i + 1:nums.index(m)]
            after = words(piece[n.end:m.start])
            if not after or not phrase_spans(after[:AMOUNT_REACH], {"c": lex.cards}) or \
                    len(after) > AMOUNT_GAP + 2 + (AMOUNT_REACH + 1) * len(skipped) or phrase_spans(words(piece[:n.start])[-2:], {"q": bounds}):
                continue
            if _ranks_counted(engine, piece[n.end:m.start], lex):
                continue        # "cả bốn lá Re": the cards of a rank, a combination, not a count captured
            # what the amount counts stands before a bracket or a rate ("10 pisteet (1/kortti ...)")
            tail = words(re.split(r"[(/,;:]", piece[m.end:])[0])[:AMOUNT_REACH]
            if phrase_spans(tail, {"c": lex.cards}):
                continue
            points_named = phrase_spans(tail, {"p": [*_points_words(lex), *lex.point_words]})
            if not points_named and not tail and \
                    phrase_spans(after, {"n": _block(lex.lang, "beyond_reading").get("points_pronoun", [])}) and \
                    phrase_spans(words(piece[:n.start]), {"p": [*_points_words(lex), *lex.point_words]}):
                points_named = True     # "... vale un punto: con 56 carte se ne aggiungono 14": 'ne' is the points
            if not (points_named or n.value == getattr(ex, "cards", None)):
                continue
            beyond = n.value - end.cards_beyond
            if 0 < beyond and n.value <= len(engine.deck) and m.value != end.per_card and \
                    _rate_per_card(piece, m, lex):
                # a rate per card beyond the threshold ("по два очка за каждую — итого 28", "two
                # points for each"): the bonus it gives, or the total told after it, is the amount
                total = next((t for t in nums if t.start > m.end and t.value == m.value * beyond), None)
                stated = total or dataclasses.replace(m, value=m.value * beyond)
                want = tp.cards_beyond(n.value, end.cards_beyond, end.per_card)
                stated = _total_after(piece, n, total or m, lex) or stated
                out.append((n, stated, want, piece[n.start:stated.end]))
                break
            if _each_in(after, lex) or m.value == end.per_card != n.value - end.cards_beyond and \
                    (n.value != end.cards_beyond or _rate_per_card(piece, m, lex)):
                continue        # a value per card ("36–40: 10 each"), or the rule's rate ("1 point per card");
                #                 not a point said to be earned by the threshold's own count ("exactly 42 cards … 1 point")
            if phrase_spans(after, {"o": lex.other_side}):
                continue        # the other team's count ("52 cartes, l'autre 32"), not an amount
            want = tp.cards_beyond(n.value, end.cards_beyond, end.per_card)
            m = _total_after(piece, n, m, lex) or m
            out.append((n, m, want, piece[n.start:m.end]))
            break
    return out


def _total_after(piece: str, n: Num, m: Num, lex: Lexicon) -> Num | None:
    """The one total ``piece`` gives after the amount ``m`` read for the count ``n``: the bonus
    it states, ``m`` one of its parts ("52 cards, ten over 42, each worth 2, so that's 20");
    None when it gives none or several (``stated.stated_totals``)."""
    summed = {t.value: t for t in stated_totals(piece, lex, m.end) if t.value != n.value}
    return next(iter(summed.values())) if len(summed) == 1 else None


def _each_in(after: tuple[str, ...], lex: Lexicon) -> bool:
    """The words between a count and an amount hold a word for 'each'; one that is 'each' only
    right before its number (data ``beyond_reading.before_number``: ru "по два очка", de "je 2
    Punkte") only there ("42 карты — по правилам это даёт 1 очко": "according to the rules")."""
    from .terms import phrase_spans

    only_before = {norm(w) for w in _block(lex.lang, "beyond_reading").get("before_number", [])}
    return any(b == len(after) or not (b - a == 1 and after[a] in only_before)
               for a, b, _ in phrase_spans(after, {"e": lex.each}))


WORKED_BEYOND = re.compile(r"\d+\s*+[−–-]\s*+\d+\s*+=\s*+")     # "50 − 42 = ": the cards beyond the threshold worked out
RATE_REACH = 4          # words after an amount to the word that makes it a rate ("два очка за каждую")


def _rate_per_card(piece: str, m: Num, lex: Lexicon) -> bool:
    """The amount ``m`` is given per card: a word for 'each' right before it ("по два очка", "je
    zwei Punkte"), or a word for 'per card' after it and its unit ("two points for each card",
    ``beyond_reading.per_card``), in its clause."""
    from .terms import phrase_spans, words

    if phrase_spans(words(re.split(r"[(,;:.!?—–]", piece[:m.start])[-1])[-AMOUNT_REACH:], {"e": lex.each}):
        return True
    tail = words(re.split(r"[(,;:.!?—–]", piece[m.end:])[0])[:RATE_REACH]
    return bool(phrase_spans(tail, {"r": _block(lex.lang, "beyond_reading").get("per_card", [])}))


def _ranks_counted(engine, gap: str, lex: Lexicon) -> bool:
    """A count's next words name a rank (after the word for cards, or as the counted noun: "bốn
    lá Re", "four Kings"): the cards of that rank."""
    from .cardwords import card_words

    head = " ".join(WORD.findall(gap)[:2])
    return any(w.rank and not w.rank.isdigit() for w in card_words(head, lex, engine.deck))


@confirms("beyond_cards")
def _beyond_numbers(engine, ex, text: str, lex: Lexicon) -> set[int]:
    """The count of cards, the bonus, and the tricks those cards are (cards / players)."""
    out: set[int] = set()
    read = _read_beyond(engine, ex, text, lex)
    if not read:
        told = _beyond_told(engine, text, lex)
        return told[0] if told is not None else out
    for n, m, want, _ in read:
        if m.value == want:
            out |= {n.value, m.value}
            if n.value % engine.players == 0:
                out.add(n.value // engine.players)
    return out


def counted_courts(engine, text: str, lex: Lexicon) -> list[tuple[Num, list[str], int]]:
    """"tres Re", "ba lá Re": a count of cards of one named court rank (one of each suit): (the
    count, the cards' codes, where the rank's word ends)."""
    codes_of = rank_codes(engine, lex)
    suits = [s.code for s in engine.deck.suits]
    classifiers = {norm(c) for c in lex.classifiers}
    out = []
    for n in find_numbers(text, lex.lang):
        if not 2 <= n.value <= len(suits):
            continue
        m = re.match(r"\s*+([^\W\d_]++)", text[n.end:])
        if m and norm(m.group(1)) in classifiers:
            m = re.match(r"\s*+[^\W\d_]++\s*+([^\W\d_]++)", text[n.end:])   # vi "ba lá Re"
        code = codes_of.get(norm(m.group(1))) if m else None
        if code and not code.isdigit():
            out.append((n, [f"{code}{s}" for s in suits[:n.value]], n.end + m.end()))
    return out


def _same_rank_sets(engine, text: str, lex: Lexicon) -> list[tuple[Num, list, Num | None]]:
    """"Tre Re formano una versicola da 15 punti": a count of cards of one named rank (one of
    each suit), and the points the clause then gives them: (the count, the cards, the points
    or None), where those cards form a combination."""
    points = [*_points_words(lex), *lex.point_words, *lex.worth]      # "tre Re valgono 15"
    out = []
    for at, piece in _sentences(text):
        offset = at
        for clause in re.split(r"[;]", piece):
            clause_at, offset = offset, offset + len(clause) + 1
            for n, codes, rank_end in counted_courts(engine, clause, lex):
                try:
                    cards = engine.cards(codes)
                except Exception:       # noqa: BLE001 - a rank the pack has not
                    continue
                if not engine.combos.form(cards):
                    continue
                after = clause[rank_end:]
                stated = amounts(after, lex, points)
                first = [x for x in find_numbers(after, lex.lang) if not (x.word and x.value <= 1)][:1]
                if stated and first and first[0].start != stated[0].start:
                    stated = []     # the first number after them is not named as points: "quattro Re e Matto | 25"
                if stated and [code for at_, _, code in _named_extras(after[:stated[0].start], engine, lex)]:
                    continue        # "quattro Re e Matto": other cards join the set
                if stated and (_word_spans(" ".join(WORD.findall(after[stated[0].end:])[:EACH_REACH + 1]), lex.each) or
                               _word_spans(" ".join(WORD.findall(clause[:n.start])[-(EACH_REACH + 1):]), lex.each)):
                    stated = []     # a value per card ("i quattro Re valgono 5 punti ciascuno", "ognuno dei quattro Re")
                if stated and stated[0].value == engine.value[cards[0]] and \
                        (find_numbers(clause[:n.start], lex.lang) or _named_extras(clause[:n.start], engine, lex)):
                    stated = []     # the last item of a list of values ("1, 10, 13 ..., le Matto et les quatre Re,
                    #                 5 points"): each card's value, which the set's cards have
                shift = clause_at + rank_end        # where the text holds them
                out.append((Num(n.value, clause_at + n.start, clause_at + n.end, n.word, n.text), cards,
                            Num(stated[0].value, stated[0].start + shift, stated[0].end + shift, stated[0].word,
                                stated[0].text) if stated else None))
    return out


@confirms("combination")
def _combination_numbers(engine, ex, text: str, lex: Lexicon) -> set[int]:
    """A list of trumps (with the named cards by it) forming a combination, and the score the
    sentence then gives it (the last points before the sentence ends: a sum follows its parts),
    when the engine agrees: the trumps and the score."""
    out: set[int] = set()
    trumps = _trump_codes(engine)
    extras = [(at, code) for at, _, code in _named_extras(text, engine, lex)]
    points = _points_words(lex)
    told = _sentences(text)
    for si, (sentence_start, sentence) in enumerate(told):
        nums = [n for n in find_numbers(sentence, lex.lang) if not (n.word and n.value <= 1)]
        nxt_sentence = told[si + 1][1] if si + 1 < len(told) else ""
        lists = _trump_lists(sentence, nums, lex, combination_pairs(engine, sentence, lex))
        for li, (start, end, listed) in enumerate(lists):
            if len(listed) < 2 or len(set(listed)) < len(listed) or any(t not in trumps for t in listed):
                continue
            stop = next((n.start for n in nums if n.start >= end), len(sentence))
            # the next list of the sentence has its own score ("1-2-3-4 vale 14 y 36 a 40 vale 50")
            # (not the range the list is a run within: "29, 30 and 31, a run within 28–40, worth 15")
            upto = next((a for a, b, more in lists[li + 1:]
                         if len(set(more)) == len(more) >= 2 and "+" not in sentence[a:b]
                         and not set(listed) < set(more)), len(sentence))
            # the cards named with the list, before the number that follows it (not "(33-34-35
            # son 15 puntos) y el Matto puede sumar 5")
            codes = [trumps[t] for t in listed] + sorted({c for at, c in extras
                                                          if sentence_start + start <= at < sentence_start + stop})
            cards = engine.cards(codes)
            if not engine.combos.form(cards):
                continue
            stated = [n for n in amounts(sentence[end:upto], lex, points)]
            later = [n for n in amounts(nxt_sentence, lex, points)      # (not a range's end: "within 28–40, worth 15")
                     if not re.search(rf"\d\s*[{RUN_DASH}]\s*$", nxt_sentence[:n.start]) and
                     not re.match(rf"\s*[{RUN_DASH}]\s*\d", nxt_sentence[n.end:])][:1]
            if not stated and later and upto == len(sentence) and \
                    _score_next_sentence(sentence[end:] + " " + nxt_sentence[:later[0].start], lex):
                stated = later          # the score in the next sentence, naming the combination
            nxt = next((n for n in nums if n.start >= end), None)
            if nxt is not None and nxt.value == engine.combos.score(cards) and \
                    (nxt.start in _parallel_amounts(sentence, lex, nums) or
                     _worth_only(sentence[end:nxt.start], lex)):    # "1-2-3-4 vale 14"
                out |= {nxt.value, *listed}
            elif stated and stated[-1].value == engine.combos.score(cards):
                out |= {stated[-1].value, *listed}
            # a card named after the list's score joins the combination ("..., de 11 pontos; com o
            # Matto, ela passa a valer 16"): the number after it, when it is the score with it
            later = [(at, code) for at, _, code in _named_extras(sentence, engine, lex) if at >= stop]
            if later and (nxt is None or nxt.value == engine.combos.score(cards)):
                whole = engine.cards(codes + sorted({code for _, code in later}))
                after = [n for n in nums if n.start > later[0][0]][:1]
                if after and engine.combos.form(whole) and after[0].value == engine.combos.score(whole):
                    out.add(after[0].value)
    for count, cards, stated in _same_rank_sets(engine, text, lex):
        if stated is not None and stated.value == engine.combos.score(cards):
            out |= {count.value, stated.value}
    by_cards = _combination_told(engine, text, lex)
    if by_cards is not None:
        out |= by_cards.numbers
    out |= {total.value for total, cards, _ in _chains_total(engine, text, lex) if total.value == engine.combos.score(cards)}
    # two or more combinations listed in a sentence, then their scores and the sum ("1, 2 und 3
    # sowie 38, 39 und 40: die Papi bringen 11 Punkte, die drei obersten Trümpfe 30, zusammen 41")
    for _start, sentence in told:
        nums = [n for n in find_numbers(sentence, lex.lang) if not (n.word and n.value <= 1)]
        lists = [(b, engine.cards([trumps[t] for t in listed])) for _a, b, listed in _trump_lists(sentence, nums, lex)
                 if len(set(listed)) == len(listed) >= 3 and all(t in trumps for t in listed)]
        lists = [(b, c) for b, c in lists if engine.combos.form(c)]
        if len(lists) < 2:
            continue
        scores = {engine.combos.score(c) for _, c in lists} | \
            {engine.combos.score(list(dict.fromkeys(x for _, c in lists for x in c)))}
        out |= {n.value for n in nums if n.start >= lists[-1][0] and n.value in scores}
    return out


def _worth_only(gap: str, lex: Lexicon) -> bool:
    """Between a list and a number only a word saying what it is worth ("vale", "zählt",
    "được"): the number is the list's score."""
    if re.search(r"[.;:!?()]", gap):
        return False
    said = " ".join(norm(w) for w in WORD.findall(gap))
    return bool(said) and said in {" ".join(norm(x) for x in WORD.findall(w)) for w in lex.worth}


def _sentences(text: str) -> list[tuple[int, str]]:
    out, at = [], 0
    for piece in re.split(r"(?<=[.!?])\s+", text):
        at = text.index(piece, at)
        out.append((at, piece))
        at += len(piece)
    return out


# ---------------------------------------------------------------- points stated for the cards named, of any shape

def _points_of_cards(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    from .points_check import check_points

    return check_points(engine, ex, text, lex)


reads("points_of_cards", rules=("card_points", "napula"))(_points_of_cards)
