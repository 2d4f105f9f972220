"""Worked examples: read the example a text states and replay it against the engine.

A registry keyed by example kind (``capture_options``, ``napula`` ...): each entry reads what a
translated sentence claims and compares it with the engine's outcome
(:data:`engine.examples.OUTCOMES`). Our own sentence for an example comes from the page phrasing.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Callable

from engine.examples import majority_awards, outcome

from ..findings import Finding, evidence
from .lexicon import Lexicon, norm
from .memo import per_object
from .numbers import Num, find_numbers
from .tricks import check_trick_winner, read_trick



REGISTRY: dict[str, Callable] = {}
ANYWHERE: set[str] = set()      # kinds whose reader recognises its example in any sentence
INVENTED: set[str] = set()      # kinds whose reader reads any example of the kind, not only ours


def kind(name: str, anywhere: bool = False, invented: bool = False):
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
        return check
    return wrap


def check_example(engine, example, text: str, lex: Lexicon) -> list[Finding]:
    entry = REGISTRY.get(example.kind)
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
    return [norm(w) for w in re.findall(r"[^\W\d_]+", text[a.end:b.start])]


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
    return Option(ranks, piece.strip(), run_together)


def split_options(text: str, lex: Lexicon) -> list[str]:
    or_words = "|".join(re.escape(w) for w in lex.or_words)
    pattern = r"[,;]" + (rf"|(?<!\w)(?:{or_words})(?!\w)" if or_words else "")
    return [p for p in re.split(pattern, text, flags=re.IGNORECASE) if p.strip()]


# ---------------------------------------------------------------- Cìcera: capture options

@kind("capture_options", invented=True)
def check_capture_options(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    issues: list[Finding] = []
    setup, sep, rest = text.partition(":")
    if not sep:
        return issues
    setup = re.split(r"[.!?]\s", setup)[-1]          # the givens and the options: one sentence
    rest = re.split(r"[.!?](?:\s|$)", rest)[0]
    lang = lex.lang
    setup_nums = [n for n in find_numbers(setup, lang) if not (n.word and n.value == 1)]
    if not setup_nums:
        return issues
    deck = engine.deck
    play = rank_of_value(setup_nums[0].value, engine)
    table = [rank_of_value(n.value, engine) for n in setup_nums[1:]]
    if play is None or None in table or len(table) < 2:
        return issues
    ours = play == deck.card(ex.play).rank and Counter(table) == Counter(deck.card(c).rank for c in ex.table)
    if not ours and not _plays_a_capture(setup, rest, lex):
        return issues
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
    stated: list[Option] = []
    for piece in split_options(rest, lex):
        opt = read_option(piece, lang, lex, engine)
        if not opt.ranks:
            placed = placed or bool(re.search(r"[^\W\d_]{2,}", piece))
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
        if option not in [o.ranks for o in stated]:
            issues.append(evidence("example", "error", "a legal option of the example is missing",
                                "take " + " + ".join(_ranks_text(option)),
                                "; ".join(o.text for o in stated) or rest.strip()))
    if engine.optional and not placed:
        issues.append(evidence("example", "warning", "placing the card without capturing is not offered",
                            "leave your card on the table", rest.strip()))
    return issues


def _plays_a_capture(setup: str, rest: str, lex: Lexicon) -> bool:
    """An example the text invents says that a card is played, then what it may capture."""
    from .terms import find_term, phrase_spans, words

    capture = lex.terms.get("capture") or []
    return bool(phrase_spans(words(setup), {"p": lex.plays})) and \
        any(find_term(words(rest), t) is not None for t in capture)


def _ranks_text(ranks: Counter) -> list[str]:
    return [str(r) for r in sorted(ranks.elements(), key=str)]


def _options_text(options: list[Counter]) -> str:
    return "; ".join("take " + " + ".join(_ranks_text(o)) for o in options) + "; or place"


# ---------------------------------------------------------------- Cìcera: napula

RUN_DASH = "–—-−"


RANK_RUN = re.compile(rf"(?<![^\W_])(?:\d++|[^\W\d_]++)(?:[{RUN_DASH}](?:\d++|[^\W\d_]++))+")
RUN_SPLIT = re.compile(f"[{RUN_DASH}]")
RUN_SCORE_GAP = 6       # words between a run and its score ("di Spade la Napula vale 2")


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
    runs = _rank_runs(text, lex, engine)
    if not runs:
        return []
    start, end, codes = runs[0]
    suit = engine.deck.card(ex.cards[0]).suit
    known = {r.code for r in engine.deck.ranks}
    if any(c not in known for c in codes):
        return []
    if len(set(codes)) < len(codes):
        return [evidence("example", "error", "the run names the same card twice",
                         "–".join(engine.deck.card(c).rank for c in ex.cards), text[start:end])]
    score = engine.award(ex.award, [[engine.deck.parse(f"{c}{suit}") for c in codes]])[0]
    from .checks import qualifiers_before

    rest = re.split(r"[.;!?]", text[end:])[0]
    claimed = [n.value for n in find_numbers(rest, lex.lang) if not (n.word and n.value == 1)
               and len(re.findall(r"[^\W\d_]+", rest[:n.start])) <= RUN_SCORE_GAP
               and not qualifiers_before(rest, n.start, lex)]
    if claimed and claimed[0] != score:
        return [evidence("example", "error", "the run scores a different number of points",
                         f"{text[start:end]}: {score}", str(claimed[0]))]
    return []


# ---------------------------------------------------------------- Cìcera: capture bonuses

def _other_cards(engine, ex, text: str, lex: Lexicon) -> bool:
    """The text names cards of a suit that are not this example's play and table: its own
    example (or another of ours), which this one's outcome does not answer."""
    from .cardwords import card_words

    cards = {f"{w.rank}{w.suit}" for w in card_words(text, lex, engine.deck) if w.rank and w.suit}
    return bool(cards - {ex.play, *ex.table})


@kind("capture_bonuses")
def check_capture_bonuses(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """"...: Scùa and Quadriglia, 2 points in all": the bonus names (untranslated) and the total
    after the colon, against the bonuses the engine awards for that capture."""
    _, sep, claim = text.rpartition(":")
    if not sep or _other_cards(engine, ex, text, lex):
        return []
    bonuses = {b.id: b for b in engine.spec.bonuses}
    want = outcome(engine, ex)["bonuses"]
    named = [bid for bid, b in bonuses.items()
             if re.search(rf"(?<!\w){re.escape(b.name)}(?!\w)", claim, re.IGNORECASE)]
    issues = []
    if set(named) != set(want):
        issues.append(evidence("example", "error", "the capture earns other bonuses",
                            ", ".join(bonuses[b].name for b in want),
                            ", ".join(bonuses[b].name for b in named) or claim.strip()))
    total = outcome(engine, ex)["points"]
    stated = [n.value for n in find_numbers(claim, lex.lang) if not n.word or n.value > 1]
    if stated and stated[-1] != total:
        issues.append(evidence("example", "error", "the bonuses add up to a different total",
                            str(total), str(stated[-1])))
    return issues


# ---------------------------------------------------------------- amounts named by a word

AMOUNT_REACH = 2        # words between a number and the word that says what it counts


def amounts(text: str, lex: Lexicon, cues: list[str]) -> list[Num]:
    """The numbers a sentence gives for what ``cues`` name, in order: "13 pontos", "1 resto",
    "a lead of 14", "очков: 21" (a cue within two words before or after, no punctuation between)."""
    from .terms import TOKEN, word_matches, words

    phrases = [words(c) for c in cues if words(c)]
    out = []
    for n in find_numbers(text, lex.lang):
        if n.word and n.value <= 1:
            continue
        before = re.split(r"[,;:.()]", text[max(0, n.start - 40):n.start])[-1]
        after = re.split(r"[,;:.()\d]", text[n.end:n.end + 40])[0]
        near = [norm(w) for w in TOKEN.findall(before)][-AMOUNT_REACH:] + \
            [norm(w) for w in TOKEN.findall(after)][:AMOUNT_REACH]
        if any(len(p) == 1 and any(word_matches(w, p[0]) for w in near) for p in phrases):
            out.append(n)
    return out


def _points_words(lex: Lexicon) -> list[str]:
    return [*lex.value_headers, *(lex.terms.get("card_points") or [])]


# ---------------------------------------------------------------- Briscola: the points of a trick, of the pack

@kind("trick", anywhere=True, invented=True)
def check_trick(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """Any trick the text states (ours or its own cards): "...: the Re wins" against the engine's
    trick winner; "... and takes 21 points" against the points of its cards (the last amount of
    points stated: a sum follows its parts)."""
    from .terms import find_term, phrase_spans, words

    trick = read_trick(engine, text, lex, ex)
    if trick is None:
        return []
    issues = check_trick_winner(engine, trick, text, lex)
    tokens = words(text)
    if not any(find_term(tokens, t) is not None for t in lex.terms.get("trick") or []) or \
            not phrase_spans(tokens, {"wins": lex.winning, "beats": lex.beats}):
        return issues       # no trick taken: no points of this trick stated
    stated = [n.value for n in amounts(text, lex, _points_words(lex))]
    want = sum(engine.value[c] for c in engine.cards(list(trick.codes)))
    if stated and want not in stated:
        issues.append(evidence("example", "error", "the trick holds a different number of points",
                            str(want), str(stated[-1])))
    return issues


@kind("card_points")
def check_card_points(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """"The pack holds 120 points": the largest amount of points the text states (the total;
    card values may come first), against the engine's total."""
    stated = [n.value for n in amounts(text, lex, _points_words(lex))]
    want = outcome(engine, ex)["total"]
    if stated and max(stated) != want and max(stated) > max(engine.value):
        return [evidence("example", "error", "the pack holds a different number of points",
                      str(want), str(max(stated)))]
    return []


# ---------------------------------------------------------------- Cìcera: majorities

COUNTS_GAP = 4          # words between two teams' counts ("27 cards against 25")


@dataclass(frozen=True)
class _Majority:
    kind: str
    award: str
    counts: tuple[int, int]


@kind("majority", anywhere=True)
def check_majority(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """"8 Swords against 5 give 1 point": two teams' counts (of cards, or of a suit the text
    names), and the points the text gives the larger, against the engine's award; the text may
    invent its own counts. A tie is the facts' business (who scores then)."""
    suit_of = {norm(name): code for code, names in lex.suits.items() for name in names}
    nums = [n for n in find_numbers(text, lex.lang) if not n.word or n.value > 1]
    issues = []
    for a, b in zip(nums, nums[1:]):
        gap = text[a.end:b.start]
        if re.search(r"[,;:.()!?]", gap) or len(re.findall(r"[^\W\d_]+", gap)) > COUNTS_GAP or \
                not _word_spans(gap, lex.against) or a.value == b.value:
            continue
        counted = gap + " " + " ".join(re.findall(r"[^\W\d_]+", text[b.end:])[:2])
        suits = {suit_of[w] for w in (norm(t) for t in re.findall(r"[^\W\d_]+", counted)) if w in suit_of}
        award = next((aid for aid, param in majority_awards(engine).items()
                      if (param in suits if suits else _word_spans(counted, lex.cards) and param is None)), None)
        if award is None:
            continue
        stated = amounts(text[b.end:], lex, _points_words(lex))
        if not stated:
            continue
        want = max(outcome(engine, _Majority("majority", award, (a.value, b.value)))["points"])
        if stated[0].value != want:
            issues.append(evidence("example", "error", "the majority earns a different number of points",
                                str(want), text[a.start:b.end + stated[0].end].strip()))
    return issues


# ---------------------------------------------------------------- Minchiate: combinations

LIST_GAP = re.compile(r"[\s,+&]*")
AMOUNT_GAP = 4          # words between a list of cards and the score the text gives it
EACH_REACH = 2          # words either side of an amount that make it a value per card


def _word_spans(text: str, phrases: list[str]) -> list[tuple[int, int]]:
    """Where any of ``phrases`` (words of the language, inflected) occurs: character spans."""
    from .terms import word_matches

    toks = list(re.finditer(r"[^\W\d_]+", text))
    out = []
    for phrase in phrases:
        p = [norm(w) for w in re.findall(r"[^\W\d_]+", phrase)]
        for i in range(len(toks) - len(p) + 1):
            if p and all(word_matches(norm(toks[i + k].group()), w) for k, w in enumerate(p)):
                out.append((toks[i].start(), toks[i + len(p) - 1].end()))
    return sorted(out)


def _listed_trumps(text: str, start: int, nums: list[Num], ands: set[str]) -> tuple[list[int], int]:
    """The trump numbers listed from ``start``: "33, 34 and 35", "28–30" (a run), and where the
    list ends."""
    listed: list[int] = []
    end = start
    for n in nums:
        if n.start < start:
            continue
        gap = text[end:n.start]
        words = [norm(w) for w in re.findall(r"[^\W\d_]+", gap)]
        joined = LIST_GAP.fullmatch(re.sub(r"[^\W\d_]+", " ", gap)) and all(w in ands for w in words)
        dash = listed and re.fullmatch(rf"\s*[{RUN_DASH}]\s*", gap)
        if dash and n.value > listed[-1]:
            listed.extend(range(listed[-1] + 1, n.value + 1))
        elif joined and not n.word or (not listed and len(words) <= 1 and not n.word):
            listed.append(n.value)
        else:
            break
        end = n.end
    return listed, end


@kind("combination", anywhere=True)
def check_combination(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """"Trumps 33, 34 and 35 score 20": the trumps a text lists (with the Matto, when it names
    it) and the score it gives them, against the engine's score of those cards; the text may
    invent its own combination. Read where the text speaks of combinations (versicole), and not
    for a value per card ("10 each")."""
    deck = engine.deck
    if not _word_spans(text, lex.terms.get("versicola") or []):
        return []
    nums = [n for n in find_numbers(text, lex.lang) if not (n.word and n.value <= 1)]
    ands = {norm(w) for w in lex.and_words}
    cards_all = [deck.card(code) for code in deck.codes(range(len(deck)))]
    trumps = {c.number: c.code for c in cards_all if c.kind == "trump"}
    # a card of its own called by name (the Matto): joins a combination when the text names it
    by_name = {c.name: c.code for c in cards_all if c.kind not in ("trump", "suit") and c.suit is None}
    extras = [(m.start(), by_name[name.name]) for name in lex.names if name.name in by_name
              for form in name.forms for m in re.finditer(rf"(?<!\w){re.escape(form)}(?!\w)", text)]
    issues = []
    named = [*(lex.terms.get("trump") or []), *(lex.terms.get("versicola") or [])]
    read: set[int] = set()
    for term_end in sorted({e for _, e in _word_spans(text, named)}):   # "trumps 33, 34", "versicola 1–2–3"
        listed, end = _listed_trumps(text, term_end, nums, ands)
        if len(listed) < 2 or any(t not in trumps for t in listed) or end in read:
            continue
        read.add(end)           # "versicola of trumps 1, 2, 3": one list after two words
        stop = next((n.start for n in nums if n.start >= end), len(text))
        codes = [trumps[t] for t in listed] + sorted({c for at, c in extras if term_end <= at < stop})
        cards = engine.cards(codes)
        if not engine.combos.form(cards):
            continue            # no combination: the text lists card values
        counted = None
        for amount in [n for n in nums if n.start >= end][:2]:
            gap = text[end:amount.start]
            if re.search(r"[.;!?]", gap) or len(re.findall(r"[^\W\d_]+", gap)) > AMOUNT_GAP or \
                    _word_spans(gap, lex.terms.get("trump") or []):
                break
            next_words = " ".join(re.findall(r"[^\W\d_]+", text[amount.end:])[:3])
            if counted is None and any(a == 0 for a, _ in _word_spans(next_words, lex.terms.get("versicola") or [])):
                counted, end = amount, amount.end      # "1 combination worth 25": how many there are
                continue
            around = re.findall(r"[^\W\d_]+", text[:amount.start])[-EACH_REACH:] + \
                re.findall(r"[^\W\d_]+", text[amount.end:])[:EACH_REACH]
            if _word_spans(" ".join(around), lex.each):
                break           # a value per card
            score, many = engine.combos.score(cards), len(engine.combos.form(cards))
            if amount.value != score:
                issues.append(evidence("example", "error", "the combination scores a different number of points",
                                    str(score), text[term_end:amount.end].strip()))
            if counted is not None and counted.value != many:
                issues.append(evidence("example", "error", "the cards form a different number of combinations",
                                    str(many), text[term_end:counted.end].strip()))
            break
    return issues


# ---------------------------------------------------------------- Minchiate: resti during play

@kind("resto_in_play", anywhere=True)
def check_resto_in_play(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """"... so you book 1 resto and keep a lead of 4": the resti and the lead carried the text
    states, against the engine's settlement of the lead."""
    given = {n.value for n in find_numbers(text, lex.lang)}
    stated = [e for e in engine.spec.examples if e.kind == ex.kind and e.lead in given]
    if ex not in stated:
        if not stated:
            return []       # the text's example starts from another lead: not one of ours
        ex = stated[0]      # the text states another of our examples of this kind
    want = outcome(engine, ex)
    issues = []
    resti = amounts(text, lex, lex.terms.get("resto") or [])
    if resti and want["resti"] not in [n.value for n in resti]:
        issues.append(evidence("example", "error", "the lead earns a different number of resti",
                            str(want["resti"]), str(resti[-1].value)))
    # the lead kept is stated after the resti (the lead before them is the example's start)
    kept = [n for n in amounts(text, lex, lex.terms.get("point_lead") or []) if resti and n.start > resti[0].start]
    if kept and kept[-1].value != want["carried"]:
        issues.append(evidence("example", "error", "a different lead is kept after the resti",
                            str(want["carried"]), str(kept[-1].value)))
    return issues


# ---------------------------------------------------------------- Briscola: who wins with these totals

TOTALS_JOIN = re.compile(r"\s*+[:/–—‐‑−-]\s*+")


def _clause_after(text: str, end: int) -> str:
    return re.split(r"[.;!?]", text[end:])[0]


def _negated(tokens: list[str], start: int, lex: Lexicon) -> bool:
    return any(t in set(lex.negation) for t in tokens[max(0, start - 2):start])


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
        if a.value + b.value != total or a.value == b.value or not (
                TOTALS_JOIN.fullmatch(gap) or
                (len(re.findall(r"[^\W\d_]+", gap)) <= 2 and _word_spans(gap, lex.against))):
            continue
        winner = max(a.value, b.value)
        rest = _clause_after(text, b.end)
        tokens = words(rest)
        spans = phrase_spans(tokens, {"tie": lex.equal, "wins": lex.winning})
        said = text[a.start:b.end + len(rest)].strip()
        for start, _end, cue in spans:
            if _negated(tokens, start, lex):
                continue
            if cue == "tie":
                issues.append(evidence("example", "error", "these totals do not tie",
                                       f"{a.value}–{b.value}: the side with {winner} wins", said))
                break
            named = [n for n in find_numbers(rest, lex.lang) if n.value in (a.value, b.value)]
            if len(named) == 1 and named[0].value != winner:
                issues.append(evidence("example", "error", "the other side wins with these totals",
                                       f"{a.value}–{b.value}: the side with {winner} wins", said))
                break
    return issues


# ---------------------------------------------------------------- Briscola: rank against points

@kind("rank_vs_points", invented=True)
def check_rank_vs_points(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """"The 3 ranks above the Re; the 3 is worth 10 and the Re 4": the values the text gives the
    ranks (``values.card_values``), and "X beats Y" between two ranks named without a suit,
    against the engine's rank strength."""
    from .cardwords import card_words
    from .terms import phrase_spans, words
    from .values import card_values

    issues = card_values(engine, text, lex)
    named = card_words(text, lex, engine.deck)
    if any(w.suit for w in named):
        return issues           # cards of a suit: a trick, read as one
    ranks = [w for w in named if w.rank and not w.spelled]
    deck = engine.deck
    strength = {}
    for i, r in enumerate(deck.rank):
        if deck.suit[i] == deck.suits[0].code:
            strength[r] = engine.strength[i]
    for x, y in zip(ranks, ranks[1:]):
        gap = text[x.end:y.start]
        tokens = words(gap)
        if re.search(r"[,;:.!?]", gap) or len(tokens) > 3 or not phrase_spans(tokens, {"b": lex.beats}) or \
                _negated(words(text[:y.start]), len(words(text[:y.start])) - len(tokens), lex):
            continue
        if x.rank in strength and y.rank in strength and strength[x.rank] < strength[y.rank]:
            names = {r.code: r.name for r in deck.ranks}
            issues.append(evidence("example", "error", "the other card ranks higher",
                                   f"{names[y.rank]} above {names[x.rank]}", text[x.start:y.end]))
    return issues


# ---------------------------------------------------------------- Minchiate: resti at the end, cards beyond

@kind("resto_end", invented=True)
def check_resto_end(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """"A final lead of 59 gives 1 resto": in a sentence about the end of the deal, a lead and
    the resti the text gives it, against ``resti_at_end``. Ranges ("1–60 gives 1 resto") are
    the resti claim's; a bound ("60 or more") is a rule, not an example."""
    from engine import tricks_primitives as tp

    from .terms import phrase_spans, words

    unit = engine.resto_unit
    if not unit or not phrase_spans(words(text), {"end": lex.at_end}):
        return []
    bounds = [p for ps in lex.qualifiers.values() for p in ps]
    issues = []
    for piece in re.split(r"[,;.]\s", text):
        if phrase_spans(words(piece), {"q": bounds}) or re.search(r"\d\s*+[–—‐‑−-]\s*+\d", piece):
            continue
        resti = amounts(piece, lex, lex.terms.get("resto") or [])
        leads = [n for n in amounts(piece, lex, lex.terms.get("point_lead") or []) if not resti or n.end <= resti[0].start]
        if len(leads) != 1 or len(resti) != 1:
            continue
        want = tp.resti_at_end(leads[0].value, unit)
        if resti[0].value != want:
            issues.append(evidence("example", "error", "the final lead earns a different number of resti",
                                   f"{want} for a lead of {leads[0].value}", piece[leads[0].start:resti[0].end]))
    return issues


@kind("beyond_cards", invented=True)
def check_beyond_cards(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """"A team that captures 52 cards adds 10 points": a count of cards and the points the text
    gives it right after, against ``cards_beyond``. A bound ("more than 42 cards") states the
    rule, not an example; the amount must be points (or our example's count)."""
    from engine import tricks_primitives as tp

    from .terms import phrase_spans, words

    end = engine.spec.end_bonus
    if end is None or not end.cards_beyond:
        return []
    bounds = [p for ps in lex.qualifiers.values() for p in ps]
    issues = []
    for piece in re.split(r"[;.]\s", text):
        nums = [n for n in find_numbers(piece, lex.lang) if not n.word or n.value > 1]
        for n, m in zip(nums, nums[1:]):
            after = words(piece[n.end:m.start])
            if not after or not phrase_spans(after[:AMOUNT_REACH], {"c": lex.cards}) or \
                    len(after) > AMOUNT_GAP + 1 or phrase_spans(words(piece[:n.start])[-2:], {"q": bounds}):
                continue
            tail = words(piece[m.end:])[:AMOUNT_REACH]
            if phrase_spans(tail, {"c": lex.cards}):
                continue
            if not (phrase_spans(tail, {"p": _points_words(lex)}) or n.value == getattr(ex, "cards", None)):
                continue
            want = tp.cards_beyond(n.value, end.cards_beyond, end.per_card)
            if m.value != want:
                issues.append(evidence("example", "error", "the cards captured earn a different bonus",
                                       f"{want} for {n.value} cards", piece[n.start:m.end]))
            break
    return issues
