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
from .numbers import Num, find_numbers



REGISTRY: dict[str, Callable] = {}
ANYWHERE: set[str] = set()      # kinds whose reader recognises its example in any sentence


def kind(name: str, anywhere: bool = False):
    """Register the check of one kind of example: (engine, example, text, lexicon) -> issues.
    What our sentence says comes from the page phrasing; these read what a text claims.
    ``anywhere``: the reader finds nothing in a sentence that does not state this very example
    (its givens), so the example is also looked for where the text moved it."""
    def wrap(check: Callable) -> Callable:
        REGISTRY[name] = check
        if anywhere:
            ANYWHERE.add(name)
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

@kind("capture_options")
def check_capture_options(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    issues: list[Finding] = []
    setup, sep, rest = text.partition(":")
    if not sep:
        return issues
    lang = lex.lang
    setup_nums = [n for n in find_numbers(setup, lang) if not (n.word and n.value == 1)]
    if not setup_nums:
        return issues
    deck = engine.deck
    want_play = deck.card(ex.play).rank
    want_table = Counter(deck.card(c).rank for c in ex.table)
    play = rank_of_value(setup_nums[0].value, engine)
    table = Counter(rank_of_value(n.value, engine) for n in setup_nums[1:])
    if play != want_play or table != want_table:
        issues.append(evidence("example", "error", "the example plays a different card or table",
                            f"play {_value(engine, ex.play)} to "
                            f"{', '.join(_value(engine, c) for c in ex.table)}",
                            setup.strip()))
        return issues
    legal = [Counter(deck.card(c).rank for c in deck.codes(opt))
             for opt in engine.capture_options(deck.parse(ex.play), [deck.parse(c) for c in ex.table])]
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


def _ranks_text(ranks: Counter) -> list[str]:
    return [str(r) for r in sorted(ranks.elements(), key=str)]


def _options_text(options: list[Counter]) -> str:
    return "; ".join("take " + " + ".join(_ranks_text(o)) for o in options) + "; or place"


# ---------------------------------------------------------------- Cìcera: napula

RUN_DASH = "–—-−"


RANK_RUN = re.compile(rf"(?<![^\W_])(?:\d++|[^\W\d_]++)(?:[{RUN_DASH}](?:\d++|[^\W\d_]++))+")
RUN_SPLIT = re.compile(f"[{RUN_DASH}]")


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


@kind("napula")
def check_napula(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    runs = _rank_runs(text, lex, engine)
    if not runs:
        return []
    start, end, codes = runs[0]
    want = [engine.deck.card(c).rank for c in ex.cards]
    if codes != want:
        return [evidence("example", "error", "the example's run is not the one our rules give",
                      "–".join(want), text[start:end])]
    score = outcome(engine, ex)["score"]
    claimed = [n.value for n in find_numbers(text[end:], lex.lang) if not (n.word and n.value == 1)]
    if claimed and claimed[0] != score:
        return [evidence("example", "error", "the run scores a different number of points",
                      str(score), str(claimed[0]))]
    return []


# ---------------------------------------------------------------- Cìcera: capture bonuses

@kind("capture_bonuses")
def check_capture_bonuses(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """"...: Scùa and Quadriglia, 2 points in all": the bonus names (untranslated) and the total
    after the colon, against the bonuses the engine awards for that capture."""
    _, sep, claim = text.rpartition(":")
    if not sep:
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

@kind("trick", anywhere=True)
def check_trick(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    """"... and takes 21 points": the points the text gives the trick, against the engine's
    (the last amount of points stated: a sum follows its parts); "...: the Re wins": the card
    the text says wins (or loses) the trick, against the engine's trick winner."""
    from .terms import find_term, phrase_spans, words

    issues = _trick_winner(engine, ex, text, lex)
    codes = rank_codes(engine, lex)
    named = {codes.get(norm(w)) for w in re.findall(r"[^\W_]+", text)}
    tokens = words(text)
    if not {engine.deck.card(c).rank for c in ex.cards} <= named or not any(find_term(tokens, t) is not None for t in lex.terms.get("trick") or []) or \
            not phrase_spans(tokens, {"wins": lex.winning}):
        return issues       # other cards, or no trick taken: no points of this trick stated
    stated = [n.value for n in amounts(text, lex, _points_words(lex))]
    want = outcome(engine, ex)["points"]
    if stated and want not in stated:
        issues.append(evidence("example", "error", "the trick holds a different number of points",
                            str(want), str(stated[-1])))
    return issues


CLAUSE_END = ",;:.()!?"
NEGATION_REACH = 2      # words before a verb that negate it ("does not win", "ne gagne pas")


@dataclass(frozen=True)
class Mention:
    """A card of the trick named in a sentence: its position in the example, its token span."""

    card: int
    start: int
    end: int            # past its suit, when the suit follows ("the 2 of Swords")


def _card_mentions(engine, ex, tokens: list[str], lex: Lexicon) -> list[Mention] | None:
    """Where the sentence names the trick's cards; None when it names one of their ranks with
    another suit (another trick). A rank shared by the trick's cards is told apart by its suit."""
    deck = engine.deck
    from .terms import word_matches

    codes = rank_codes(engine, lex)
    spelled = [(norm(form), rank) for value, forms in lex.number_words.items() if value > 1
               for form in forms if (rank := rank_of_value(value, engine))]
    suit_of = {norm(name): code for code, names in lex.suits.items() for name in names}
    cards = [deck.card(c) for c in ex.cards]
    out = []
    for i, token in enumerate(tokens):
        rank = codes.get(token) or next((r for form, r in spelled if word_matches(token, form)), None)
        if rank is None:
            continue
        suit, end = None, i + 1
        for j in range(i + 1, min(i + 4, len(tokens))):
            if tokens[j] in CLAUSE_END:
                break
            if tokens[j] in suit_of:
                suit, end = suit_of[tokens[j]], j + 1
                break
        which = [k for k, c in enumerate(cards) if c.rank == rank and suit in (None, c.suit)]
        if suit is not None and not which and any(c.rank == rank for c in cards):
            return None
        if len(which) == 1:
            out.append(Mention(which[0], i, end))
    return out


def _clauses(tokens: list[str], lex: Lexicon) -> list[tuple[int, int, str]]:
    """Clauses as token ranges, each with what opens it: "and" (its subject may be the first card
    of the clause before: "the Asso beats the 3 and wins"), "," (a relative clause: "the 2,
    which wins") or another mark."""
    ands = {norm(w) for w in lex.and_words}
    out, start, opened = [], 0, "."
    for i, token in enumerate([*tokens, "."]):
        if token in CLAUSE_END or token in ands:
            if i > start:
                out.append((start, i, opened))
            elif opened == "and":
                token = "and"           # ", and": the 'and' opens the clause whichever mark is next
            opened = "and" if token in ands else token
            start = i + 1
    return out


def _trick_winner(engine, ex, text: str, lex: Lexicon) -> list[Finding]:
    from .terms import phrase_spans

    found = list(re.finditer(rf"[^\W_]+|[{re.escape(CLAUSE_END)}]", text))
    tokens = [norm(m.group()) for m in found]
    mentions = _card_mentions(engine, ex, tokens, lex)
    if not mentions or {m.card for m in mentions} != set(range(len(ex.cards))):
        return []
    want = outcome(engine, ex)["winner"]
    negations = set(lex.negation)
    clauses = _clauses(tokens, lex)
    issues = []
    cues = {"winner": lex.winning, "beats": lex.beats, "loser": lex.losing}
    for start, end, cue in phrase_spans(tokens, cues):
        verdict = "loser" if cue == "loser" else "winner"
        if any(t in negations for t in tokens[max(0, start - NEGATION_REACH):start]):
            verdict = "loser" if verdict == "winner" else "winner"
        k = next(n for n, (a, b, _) in enumerate(clauses) if a <= start < b)
        a, b, opened = clauses[k]
        # "X beats Y", "X takes the points of Y": the card after such a verb is its object
        near = [m for m in mentions if a <= m.start < (start if cue == "beats" else b)]
        if near:
            said = min(near, key=lambda m: (max(start - m.end, m.start - end + 1), m.start > start))
        elif opened in ("and", ",") and k and \
                (prev := [m for m in mentions if clauses[k - 1][0] <= m.start < clauses[k - 1][1]]):
            said = prev[0] if opened == "and" else prev[-1]
        else:
            continue
        wrong = said.card != want if verdict == "winner" else said.card == want
        if wrong:
            issues.append(evidence("example", "error", "another card wins the trick",
                                f"{_card_text(engine, ex.cards[want])} wins",
                                text[found[a].start():found[b - 1].end()]))
            break
    return issues


def _card_text(engine, code: str) -> str:
    return engine.deck.card(code).name


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
    for term_end in sorted({e for _, e in _word_spans(text, lex.terms.get("trump") or [])}):
        listed, end = _listed_trumps(text, term_end, nums, ands)
        if len(listed) < 2 or any(t not in trumps for t in listed):
            continue
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
