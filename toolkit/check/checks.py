"""The checks: one aligned clause against the sentences that state it (numbers, bounds, terms,
names, claims, worked examples), and the page-wide checks every sentence gets (corrupted names,
forbidden senses, English suit names, the facts a sentence states)."""

from __future__ import annotations

import functools
import dataclasses
import re
from dataclasses import dataclass, field

from engine import facts as engine_facts
from toolkit.catalog import PLACEHOLDER

from ..findings import AMOUNT
from .align import number_set
from .canon import SOURCE_LANGUAGE, Clause, Game, suggestion
from .cicera_examples import napula_numbers, situation_cards
from .claims import check_claims, _concessive
from .corrected import corrected_belief
from .numbers import title_spans
from .counts import goods_at
from .counts import _values as _count_values, ahead_by, attendance, counts_read, deal_arithmetic, card_spans, not_stated, packs_not_cards, rank_lists, tricks_said, tricks_stated
from .cues import cues, rule_cues
from .document import PART_LABEL, Segment
from .charity import agreeing_reading
from .examples import check_example, combination_pairs, settle_totals, team_counts
from .facts import _least_win as least_win, _win_threshold as win_threshold, ORDER_ANSWER_REACH, agreed_numbers, answered_facts, answered_order, asks_who, denies, listed_order, order_asked, stated_facts, states_case, then_opens, tie_carried
from .findings import Report, at_quote
from .lexicon import Lexicon, glossary, lexicon, norm
from .values import award_values, bonus_values, card_values, trump_values, values_clause
from .numbers import find_numbers, ranges
from .terms import SENSE_BY_SITUATION, TOKEN, _any_case, is_question, question_asked, card_words, check_concepts, situations_named, check_names, corrupted, english_concepts, in_play_state, misspelt, names_written, \
    names_of_game, table_label, find_term, compounds_blanked, named_things_blanked, phrase_spans, stem, TRANSLATED_NAME, whole_word, without_other_game, word_search, words
from .scope import refutes_previous

QUALIFIER_WINDOW = 60


@dataclass
class Context:
    """What every check of one document needs."""

    lex: Lexicon
    report: Report
    strict: bool = False
    body: tuple = ()            # the text's sentences in order (no headings): where an example's givens are looked for
    refuted: dict = field(default_factory=dict)     # sentence → whether the one after it turns it down (a cache)


# ---------------------------------------------------------------- one clause

def check_clause(ctx: Context, game: Game, clause: Clause, segs: list[Segment], ours: str | None,
                 text_of=lambda s: s.text, tolerated: frozenset[int] = frozenset(),
                 aligned: bool = False) -> None:
    """Everything ``segs`` state about ``clause``. ``ours`` is our sentence when it can replace
    theirs as it stands (a suggestion), else None. ``aligned``: the clause was found by alignment
    (not named by an anchor or a msgctxt), so the sentences may state another rule of ours."""
    lex, report = ctx.lex, ctx.report
    read = text_of
    text_of = lambda s: compounds_blanked(named_things_blanked(read(s), lex), lex)     # "via del Re", "hotel Briscola": a thing's name, no card
    if not (aligned and clause.example_only):
        # a worked example the text tells with givens of its own is another example, not other
        # numbers: its outcome is replayed below
        _check_numbers(ctx, game, clause, segs, ours, text_of, tolerated, aligned)
    _check_qualifiers(ctx, clause, segs, ours, text_of)
    concepts = set(clause.concepts) | english_concepts(clause.english)
    for s in segs:
        for issue in check_concepts(without_other_game(text_of(s), lex, game.id), concepts, (), lex):   # not another game's words
            report.add(s, issue.severity, "terms", clause.id, issue.message, issue.expected, issue.found, ours)
    text = " ".join(text_of(s) for s in segs)
    if ctx.strict:
        _check_coverage(ctx, game, clause, segs, text, concepts, ours)
    if ctx.strict:
        en_names = {n.name for n in lexicon(SOURCE_LANGUAGE).names if whole_word(n.name).search(clause.english)}
        for issue in check_names(text, en_names, lex):
            if issue.severity == "warning":
                report.add(segs[0], "info", "names", clause.id, issue.message, issue.expected, issue.found)
    if clause.template:
        for i, issue in check_claims(game.engine, clause, [text_of(s) for s in segs], lex):
            report.add(segs[i], issue.severity, issue.check, clause.id, issue.message, issue.expected,
                       issue.found, ours, role=issue.role)
    if clause.example:
        check_worked_example(ctx, game, clause, segs, ours, text_of)


def check_worked_example(ctx: Context, game: Game, clause: Clause, segs: list[Segment],
                         ours: str | None, text_of=lambda s: s.text, example=None, answer: Segment | None = None,
                         passage: tuple[set[int], str, tuple[int, ...]] | None = None) -> None:
    """Replay the example a clause states (or ``example``, of the rule the clause states)
    against the engine; ``answer``: the sentence that answers the passage's question, where its
    outcome is stated (a quiz's "R4.", an exercise's "b)"); ``passage``: ``read_passage`` of
    ``segs`` in this document with ``text_of``, when the caller has it (one passage is read
    for every kind of example in turn)."""
    example = example or game.examples[clause.example]
    refuted, text, at_turns = passage or read_passage(segs, ctx, text_of)
    text_of = _blanked(text_of, refuted)
    from .tricks import TURNS
    turns = TURNS.set(at_turns)
    try:
        issues = check_example(game.engine, example, text, ctx.lex)
    finally:
        TURNS.reset(turns)
    around = None
    for issue in issues:
        if issue.severity == "error" and issue.check == "example":
            around = _paragraph(segs, ctx.body, text_of) if around is None else around
            issue = charitable(game.engine, example, text, ctx.lex, issue, around)
        seg = answer or next((s for s in segs if issue.found and issue.found in text_of(s)), None) or \
            next((s for s in reversed(segs) if issue.found and issue.found.split()[-1] in text_of(s)), segs[0])
        f = ctx.report.add(seg, issue.severity, issue.check, clause.id, issue.message, issue.expected,
                           issue.found, ours, role=issue.role)
        at_found(f, seg, issue.found)
        if f.severity == "error" and len(segs) > 1 and _agrees_from_own_givens(game, example, segs, seg, issue, ctx.lex, text_of,
                                                                         ctx.body):
            f.severity = "warning"
            f.message += " (the passage tells more than one example; read from its own cards, this one agrees)"
        if any(g is not f and (g.line, g.message, g.found) == (f.line, f.message, f.found)
               for g in ctx.report.findings):
            ctx.report.findings.remove(f)   # one sentence read for several examples of a kind
            continue
        # the same sentence read in another passage (a window of other sentences): an error read
        # from a passage complete in itself stands beside the warning of another reading
        same = [g for g in ctx.report.findings if g is not f and (g.line, g.found) == (f.line, f.found)
                and g.check == "example" and _plain(g.message) == _plain(f.message)]
        if same and f.severity != "error":
            ctx.report.findings.remove(f)
        elif same:
            for g in same:
                if g.severity != "error":
                    ctx.report.findings.remove(g)


def _plain(message: str) -> str:
    """A finding's message without the reason a second reading appended ("… (the passage …)")."""
    return message.split(" (", 1)[0]


def charitable(engine, example, text: str, lex: Lexicon, issue, around: str = ""):
    """``issue``, a warning that says why where the passage read another way agrees with the
    engine (``charity.agreeing_reading``): an example's error only when no reading agrees."""
    why = agreeing_reading(engine, example, text, lex, issue, around)
    return dataclasses.replace(issue, severity="warning", message=f"{issue.message} ({why})") if why else issue


PARAGRAPH = 3           # sentences read after a passage's last, within its paragraph (a situation going on)


def _paragraph(segs: list[Segment], body, text_of) -> str:
    """The passage with the sentences after it up to the end of its paragraph (at most
    ``PARAGRAPH``): where the situation it tells may go on."""
    body = list(body)
    if not segs or segs[-1] not in body:
        return ""
    i = body.index(segs[-1])
    more = []
    while not body[i].block_end and i + 1 < len(body) and len(more) < PARAGRAPH and not body[i + 1].heading:
        i += 1
        more.append(body[i])
    return passage_text([*segs, *more], text_of) if more else ""


QUOTED = re.compile(r"[«»\"“”„]")


def read_passage(segs: list[Segment], ctx: Context, text_of=lambda s: s.text) -> tuple[set[int], str, tuple[int, ...]]:
    """What every reader of examples asks of a passage before reading it: the ids of its
    sentences the next one turns down (``_refuted_next``: read as blank), its text
    (``passage_text``) and where its turns begin (``passage_turns``), both without those."""
    refuted = _refuted_next(segs, ctx)
    text_of = _blanked(text_of, refuted)
    return refuted, passage_text(segs, text_of), passage_turns(segs, text_of)


def _blanked(text_of, refuted: set[int]):
    """``text_of`` reading the sentences in ``refuted`` as blank ("Y me suelta: «¡Napula de
    diez!». No, Anselmo, no.": what the next sentence turns down is no outcome)."""
    return (lambda s: "" if id(s) in refuted else text_of(s)) if refuted else text_of


def _refuted_next(segs: list[Segment], ctx: Context) -> set[int]:
    """The passage's sentences that the sentence after them turns down ("«Napula of ten!» — No,
    Anselmo, no.", "Falsch!", "Нет."; data ``clause_cues.refutes_previous``): said, not told as
    the example's outcome."""
    if not ctx.refuted:
        ctx.refuted[None] = False
        for s, nxt in zip(ctx.body, ctx.body[1:]):
            ctx.refuted[id(s)] = not s.heading and not nxt.heading and refutes_previous(nxt.text, ctx.lex.lang)
    out = set()
    for k, s in enumerate(segs):
        if s.heading or not QUOTED.search(s.text):
            continue        # what is turned down is something said, in quotes (not the play told: "Théo pose le
            #                 2 d'Épées. THÉO : Raté… ton Re gagne")
        if k + 1 < len(segs):
            if not segs[k + 1].heading and refutes_previous(segs[k + 1].text, ctx.lex.lang):
                out.add(id(s))
        elif ctx.refuted.get(id(s)):
            out.add(id(s))
    return out


OWN_GIVENS = 2          # cards a sentence names to hold an example's givens of its own


def _agrees_from_own_givens(game: Game, example, segs: list[Segment], seg: Segment, issue, lex: Lexicon,
                            text_of, body: list[Segment] = ()) -> bool:
    """A passage of several sentences may tell two examples ("... juegas el 9 de Oros, te lo llevas
    todo: Scùa y Quadriglia. ... tu tía, con un 4 de Copas, se llevó el 4 de Oros. Scùa y Picada"):
    the error's sentence, read with the sentences before it in the text (``body``) from the nearest
    one that names cards of its own (its givens), a passage other than the one read, reads no
    error: the passage's reading mixed two examples' cards."""
    text = list(body) if seg in body and segs[0] in body else list(segs)
    if seg not in text:
        return False
    first = text.index(segs[0])
    last = max(text.index(s) for s in segs if s in text)
    ends = [text.index(seg)]
    head = (issue.found or "").split(". ")[0]
    if head and head != issue.found:
        # the outcome quoted runs over sentences ("Scùa y Quadriglia, 2 puntos. Scùa y Picada"):
        # the sentence it starts in, read with its own givens, may tell an example of its own
        ends += [text.index(s) for s in segs if head in text_of(s) and s in text]
    deck = game.engine.deck
    from .cardwords import card_words as named_cards

    for end in ends:
        for start in range(end, first - 1, -1):
            window = text[start:end + 1]
            if window == list(segs):
                break                   # the passage read: the reading that erred
            if sum(1 for w in named_cards(text_of(text[start]), lex, deck) if w.rank) < OWN_GIVENS:
                continue
            if not _other_cards(window, text[first:last + 1], lex, deck, text_of):
                break                   # the rest of the passage names no example's cards of its own
            told = passage_text(window, text_of)
            again = check_example(game.engine, example, told, lex)
            if not any(i.severity == "error" and i.message == issue.message for i in again) and \
                    _reads(game.engine, example, told, lex):
                return True
            break
    return False


def _other_cards(window: list[Segment], segs: list[Segment], lex: Lexicon, deck, text_of) -> bool:
    """The sentences of the passage (``segs``, from its first to its last in the text) outside ``window`` name at least ``OWN_GIVENS`` cards the
    window does not: another example's givens."""
    from .cardwords import card_words as named_cards

    def cards(part) -> set[tuple[str, str | None]]:
        return {(w.rank, w.suit) for s in part for w in named_cards(text_of(s), lex, deck) if w.rank}

    inside = cards(window)
    ranks = {r for r, _ in inside}
    other = {(r, u) for r, u in cards([s for s in segs if s not in window])
             if (r, u) not in inside and not (u is None and r in ranks) and (r, None) not in inside}
    return len(other) >= OWN_GIVENS


def _reads(engine, example, text: str, lex: Lexicon) -> bool:
    """The passage holds this kind of example with all its givens (a trick: its cards, order and
    trump; a capture: the card played and the table, told), or its numbers agree with the
    engine's where the kind says so; another kind is read where it names its cards."""
    from .examples import CONFIRMS, example_numbers
    from .tricks import read_trick

    if example.kind == "trick":
        return read_trick(engine, text, lex, example) is not None
    if example.kind.startswith("capture"):
        from .cicera_examples import read_situation

        sit = read_situation(engine, text, lex)
        return sit is not None and not sit.unseen and bool(sit.table)     # the table told, not read from the cards taken
    if example.kind in CONFIRMS:
        return bool(example_numbers(engine, example, text, lex))
    return True


CLOSED = re.compile(r"[.;:!?]\s*$")       # a sentence's or clause's closing mark


def passage_text(segs, text_of=lambda s: s.text) -> str:
    """The text of a passage of segments: a table row is a statement of its own, so one that does
    not end a sentence is closed with a full stop ("Versicola 36-37-38-39-40: 50" is not read on
    into "Versicola dal 28 al 40: 90"); a block of its own that ends with no mark (a list item),
    followed by another, ends its clause ("Responde: As de Copas; Gana: Caballo de Copas"), not its
    sentence."""
    def end(s, last: bool) -> str:
        if CLOSED.search(text_of(s)):
            return ""
        return "." if s.table else ";" if getattr(s, "block_end", False) and not last else ""

    return " ".join(_unlabelled(text_of(s)) + end(s, k == len(segs) - 1) for k, s in enumerate(segs))


def passage_turns(segs, text_of=lambda s: s.text) -> tuple[int, ...]:
    """Where in :func:`passage_text` an entry of a dashed or bulleted list begins (its first
    sentence): a dialogue set out line by line ("— Tu entames …" / "— Et qui prend le pli ?" /
    "— Moi"), each line a turn; the marks are gone from the segments' text."""
    out, at = [], 0
    for k, s in enumerate(segs):
        piece = _unlabelled(text_of(s))
        if s.item and not s.table and (k == 0 or getattr(segs[k - 1], "block_end", False)):
            out.append(at)
        at += len(piece) + (0 if CLOSED.search(text_of(s)) else
                            len("." if s.table else ";" if getattr(s, "block_end", False) and k < len(segs) - 1 else "")) + 1
    return tuple(out)


def _unlabelled(text: str) -> str:
    """The sentence with the label of the part it opens blanked ("b) The Asso, 11 points":
    the part's letter is no card, no word of its answer)."""
    m = PART_LABEL.match(text)
    return " " * m.end() + text[m.end():] if m else text


def at_found(finding, seg: Segment, found: str) -> None:
    """Put the finding on the line where the sentence states what it is about (a wrapped
    sentence spans several lines): the last place the sentence says ``found``."""
    at_quote(finding, seg, found, last=True)


def _check_coverage(ctx: Context, game: Game, clause: Clause, segs: list[Segment], text: str,
                    concepts: set[str], ours: str | None) -> None:
    """(--strict) A concept our clause declares that the text does not express with an approved
    term, where our own sentence expresses it in words the matcher recognises."""
    ours_missing = {i.message for i in check_concepts(ours, concepts, clause.concepts, ctx.lex)
                    if i.severity == "warning"} if ours else set()
    for issue in check_concepts(text, concepts, clause.concepts, ctx.lex):
        if issue.severity == "warning" and issue.message not in ours_missing:
            ctx.report.add(segs[0], "info", "terms", clause.id, issue.message, issue.expected, "")


def expand(rs) -> set[int]:
    return {v for a, b in rs for v in range(a, b + 1)}


def _check_numbers(ctx: Context, game: Game, clause: Clause, segs: list[Segment], ours: str | None,
                   text_of, tolerated: frozenset[int], aligned: bool) -> None:
    """Numbers by value; a range stands for every value in it ("30–35" = 30, 31, ..., 35); a
    bound stated the other way round is the same number ("at least 61" = "more than 60").

    A number of the text that our clause does not have is an error only where it takes the place
    of one of ours: it stands among the same words as a number of our sentence in the text's
    language that the text does not state ("10 lá" where ours says "12 lá"). Another number is
    extra content: a warning when our rules never state it, nothing when they do elsewhere."""
    lang = ctx.lex.lang
    text = " ".join(text_of(s) for s in segs)
    expected = number_set(clause.english, SOURCE_LANGUAGE)
    found = set(number_set(text, lang))
    if 0 in expected and phrase_spans(words(text), {"z": rule_cues(ctx.lex, "no_value")}):
        found.add(0)            # "não vale nada", "is worth nothing": our 0, said in words
    for s in segs:
        for n, kinds in bounded_numbers(text_of(s), ctx.lex):
            if n.value not in expected:
                found.discard(n.value)
                found |= {v for v in equivalent_bounds(n.value, kinds) if v in expected} or {n.value}
    want_ranges = set(ranges(clause.english, find_numbers(clause.english, None)))
    said_as_words = {n.value for n in find_numbers(clause.english, SOURCE_LANGUAGE) if n.word and n.value <= 1}
    covered_ours = expected | expand(want_ranges) | tolerated | said_as_words   # "zero-point": 0
    got_ranges = {r for s in segs for r in ranges(text_of(s), find_numbers(text_of(s), None), tuple(ctx.lex.range_words))}
    missing = expected - found - expand(got_ranges)
    if not clause.unresolved:
        ours_here = suggestion(game, clause, lang)
        roles = number_roles(ours_here, ctx.lex) if ours_here else []
        for s in segs:
            t = text_of(s)
            if in_play_state(t, ctx.lex):
                continue        # "if you already have 45 points": scores so far, not a rule's numbers
            kinds = {e.kind for e in game.examples.values()}
            # two teams' counts ("27 against 25", "52 cards, the other 32"): an example's givens
            counts = team_counts(t, ctx.lex, game.engine) if kinds & {"majority", "beyond_cards"} else set()
            if "settle" in kinds:                   # two sides' totals of a deal ("Rosa, 61; Ben, 59"): givens
                counts |= settle_totals(game.engine, t, ctx.lex)
            if "capture_bonuses" in kinds:          # the cards of a capture told: ranks, not rule numbers
                counts |= situation_cards(game.engine, t, ctx.lex)
            if "napula" in kinds:                   # a run's ranks and the score the engine gives it
                counts |= napula_numbers(game.engine, t, ctx.lex)
            agreed = agreed_numbers(game, t, ctx.lex)     # "to win you need 61 points or more": our rule
            conceded = conceded_spans(t, ctx.lex)
            run = run_cards(t)
            for n, context in number_roles(t, ctx.lex):
                if n.value in covered_ours or (n.word and n.value <= 1) or n.value not in found or \
                        n.start in counts or n.value in agreed:      # two teams' counts: a majority example's givens
                    continue
                if not_stated(t, n.start, n.end, ctx.lex) or ahead_by(t, n.start, ctx.lex) or n.start in rank_lists(t, ctx.lex) or \
                        any(a <= n.start < b for a, b in card_spans(t, ctx.lex, game.engine.deck)) or \
                        t[max(0, n.start - 1):n.start].isalpha():
                    continue        # asked, denied or listed: a given, what the rule is not, cards named;
                                    # digits glued to a letter name something ("G2", a player)
                if any(a <= n.start < b for a, b in conceded):
                    continue        # "…, vaikka kortteja oli viisi", "even though it had five cards": a
                                    # concession grants an example's given, it states no rule's number
                if card_label(game.engine, t, n, ctx.lex) or _classified_rank(t, n, ctx.lex):
                    continue        # "12 Card (King)", "Sota (10)", "lá 3 mạnh hơn lá 7": the card's number, not a value
                if value_row(game.engine, t, n, ctx.lex):
                    continue        # "Horse: 3 points", "Three (3): 10 points": a card's value, the values reader's
                if tie_pair(t, n):
                    continue        # "26–26", "60-60": two equal counts, a tie told, not a rule's number
                if n.value in run:
                    continue        # "4-5-6 is worth nothing, the 6 is outside 1–5": the cards of a run told
                if packs_not_cards(t, n, ctx.lex):
                    continue        # "servono 6 mazzi", "decks of 78 cards for tarot": packs counted or in general
                if any(a <= n.start < b for a, b in title_spans(t)):
                    continue        # 'Ep. 42 – "Um baralho de 97 cartas"': a title's number, no rule's
                if goods_at(t, n.start, ctx.lex):
                    continue        # "Combo bắp + 2 nước: 89.000đ", "2 packs for €9": a part of a sentence that
                                    # prices or sells something counts goods, no rule's number (no rule of ours has a price)
                if attendance(t, n, ctx.lex):
                    continue        # "about 40 people came", "năm người bạn": who came or who they are, no players
                if sum_result(t, n):
                    continue        # "5 + 5 + 5 + 10 = 25 points": the result of a sum told with its parts
                if range_bound(t, n) and not clause.unresolved and want_ranges and not valued_range(t, n, ctx.lex):
                    continue        # "the virtues are trumps 16-19": a bound of a range, whose role is not read
                                    # (the range is compared as a whole, below)
                if str(n.value) == least_win(game.engine) == win_threshold(t, ctx.lex):
                    continue        # "you need at least 61 points": our "more than half of 120", said as its least total
                if n.value in tricks_said(game.engine, t, ctx.lex) == {engine_facts.facts(game.engine).get("tricks.count")} or \
                        _our_trick_count(game.engine, t, n, ctx.lex):
                    continue        # "a deal is played in 20 tricks", "all twenty tricks played": our deal's length
                if trick_size(game.engine, t, n, ctx.lex):
                    continue        # "21 plis de quatre cartes": the cards of a trick, one a player
                if deal_count_agrees(game.engine, t, n, ctx.lex):
                    continue        # "the 34 cards of the stock", "Folaan jää 13 korttia": a count of the deal
                if ours_here and trick_points(t, n, ours_here, ctx.lex):
                    continue        # "e la presa vale 8 punti": one trick's points told, a worked outcome
                                    # (the tricks reader's), not the number of a rule that names no trick
                # (not ours said as a word for one that is no amount: "одной комбинацией", a single one)
                shared = {m.value: len(c & context) for m, c in roles if m.value in missing and c & context
                          and not (m.word and m.value <= 1 and not in_points(ours_here, m, ctx.lex))
                          and not other_card_count(game.engine, t, n, ours_here, m, ctx.lex)
                          and not other_side(t, n, ours_here, m, c & context, ctx.lex)
                          and not cards_amount(game.engine, t, n, ours_here, m, c & context, ctx.lex)
                          and not (in_points(t, n, ctx.lex) and not in_points(ours_here, m, ctx.lex))}
                kinds = qualifiers_before(t, n.start, ctx.lex)
                if not shared and kinds:
                    # a bound in place of our bound ("at most 15" where ours is "up to 13"), of the
                    # same kind when ours has one
                    bounds = {m.value: qualifiers_before(ours_here, m.start, ctx.lex) for m, _ in roles
                              if m.value in missing}
                    same = {v for v, k in bounds.items() if k & kinds}
                    shared = dict.fromkeys(same or {v for v, k in bounds.items() if k}, 1)
                replaced = sorted(shared)
                if replaced and aligned and \
                        _stated_elsewhere(game, ctx.lex, n.value, context) >= max(shared.values()):
                    continue        # another rule of ours, said where the text says it ("40 cards")
                if replaced:
                    ctx.report.add(s, "error", "numbers", clause.id,
                                   f"a number differs from our rules: {n.value} where ours is "
                                   f"{', '.join(map(str, replaced))}",
                                   ", ".join(map(str, replaced)), str(n.value), ours, role=AMOUNT)
                elif n.value not in game_numbers(game):
                    ctx.report.add(s, "info", "numbers", clause.id,
                                   f"a number our rules do not state: {n.value}",
                                   ", ".join(map(str, sorted(expected))) or "no number", str(n.value))
    if missing and ctx.strict:
        ctx.report.add(segs[0], "info", "numbers", clause.id, "a number of our rule is not stated",
                       ", ".join(map(str, sorted(missing))), "")
    for s in segs:
        t = text_of(s)
        sets = combination_pairs(game.engine, t, ctx.lex)     # "1-40 com o Matto": cards, not bounds
        for r in ranges(t, find_numbers(t, None)):
            if want_ranges and not clause.unresolved and not expand({r}) <= covered_ours and r not in sets \
                    and r not in game_ranges(game):     # another rule's range ("versicole within 28–40")
                # an error when a value follows the range in its clause ("trumps 2–6 are worth 3");
                # else a warning: what the range ranges over (trumps' numbers, a deal's scores) is
                # not read, so it is no evidence of another rule
                ctx.report.add(s, "error" if valued_range(t, r, ctx.lex) else "warning", "numbers", clause.id,
                               "a range differs from our rules",
                               ", ".join(f"{a}–{b}" for a, b in sorted(want_ranges)), f"{r[0]}–{r[1]}", ours)


RANGE_AFTER = re.compile(r"\s*+[-–—]\s*+\d")
RANGE_BEFORE = re.compile(r"\d\s*+[-–—]\s*+$")


def valued_range(text: str, r, lex: Lexicon) -> bool:
    """A value follows the range (a number, or its bound ``r`` when it is a ``Num``) in its
    clause: a worth word or a number of points ("2–6 valem 3 cada", "36 to 40 score 10")."""
    if hasattr(r, "end"):
        end = r.end
    else:
        m = re.search(rf"(?<!\d){r[0]}\s*+[-–—]\s*+{r[1]}(?!\d)", text)
        if not m:
            return True         # a range in words ("from 2 to 6"): as before, compared
        end = m.end()
    clause = re.split(r"[;.:!?]", text[end:])[0]
    toks = [norm(w) for w in re.findall(r"[^\W\d_]+", clause)]
    return any(phrase_spans(toks, {"w": [*lex.worth, *lex.point_words]}))


TIE_PAIR = re.compile(r"(?<![\d.,])(\d+)\s*+[-–—:]\s*+(\d+)(?!\d|[.,]\d)")


def tie_pair(text: str, n) -> bool:
    """``n`` is one of two equal numbers joined by a dash or colon ("26–26", "60-60", "2 : 2")."""
    return not n.word and any(m.group(1) == m.group(2) and m.start() <= n.start < m.end()
                              for m in TIE_PAIR.finditer(text))


CARD_RUN = re.compile(r"(?<![\d–—-])\d+(?:-\d+){2,}(?![\d–—-])")


def run_cards(text: str) -> set[int]:
    """The numbers of the runs of cards the text names by three or more numbers joined by hyphens
    ("4-5-6", "28-29-30"): cards held in an example, named again anywhere in the sentence."""
    return {int(x) for m in CARD_RUN.finditer(text) for x in m.group().split("-")}


SUM_BEFORE = re.compile(r"(\d+(?:\s*+\+\s*+\d+)+)\s*+=\s*+$")
# the parts after the result, within two words of it: "14 punti (5 + 3 + 3 + 3)", "17 = 12 + 5"
SUM_AFTER = re.compile(r"\s*+(?:[^\W\d_]+\s*+){0,2}[(=:]\s*+(\d+(?:\s*+\+\s*+\d+)+)(?!\s*+[=\d])")


def _our_trick_count(engine, text: str, n, lex: Lexicon) -> bool:
    """``n`` is the number of tricks our deal has, said right before a word for tricks ("all
    twenty tricks played", "kaikki kaksikymmentä tikkiä"): whatever the sentence says of them, the
    number is ours."""
    if n.value != engine_facts.facts(engine).get("tricks.count"):
        return False
    after = words(text[n.end:])[:2]
    return any(tuple(after[:len(p)]) == p for p in (tuple(words(c)) for c in lex.trick_counts) if p)


def sum_result(text: str, n) -> bool:
    """``n`` is the result of a sum told with its parts, before it or after it, and the sum is
    right ("4 + 2 = 6", "14 points (5 + 3 + 3 + 3)"): an example's arithmetic, not a rule's number."""
    m = SUM_BEFORE.search(text[:n.start]) or SUM_AFTER.match(text, n.end)
    if m:
        return sum(int(x) for x in re.findall(r"\d+", m.group(1))) == n.value
    # a breakdown in words, then its total after a colon: "12 for the run, 5 more for the Matto: 17"
    before = re.split(r"[.!?;]\s", text[:n.start])[-1]
    parts = [int(x) for x in re.findall(r"(?<![\w.])\d+(?![\w.])", before)]
    # (the parts the last ones before it: "il 28, il 29, il 30 e il 31 insieme al Matto, cioè una
    # versicola da 20, più i 5 del Matto: 25": the cards named first, then the breakdown)
    return bool(re.search(r":\s*+$", before)) and any(sum(parts[-k:]) == n.value for k in range(2, len(parts) + 1))


def range_bound(text: str, n) -> bool:
    """``n`` is a bound of a range written with a dash ("16-19", "36–40")."""
    return not n.word and bool(RANGE_AFTER.match(text, n.end) or RANGE_BEFORE.search(text[max(0, n.start - 8):n.start]))


def deal_count_agrees(engine, text: str, n, lex: Lexicon) -> bool:
    """The number counts cards as the deal does: the role the counts reader gives it (a hand,
    the table, the pack, the Fola) has the spec's value, or, with no role read and no word for
    each player in its part of the sentence, it is one of the counts the deal makes (the cards
    dealt in all, the stock, the undealt rest: ``deal_arithmetic``), and no bound."""
    read = {start: (role, value) for role, value, start in counts_read(engine, text, lex)}
    if n.start in read:
        role, value = read[n.start]
        return _count_values(engine).get(role) == value
    if n.value not in deal_arithmetic(engine) or \
            not (counts_cards(text, n, lex) or _kind_of_cards(text, n, lex) or _part_of_cards(text, n, lex)) or \
            qualifiers_before(text, n.start, lex):
        return False            # "at most ten cards": a bound of a rule, not a count the deal makes
    piece = list(words(ROLE_STOP.split(text[:n.start])[-1] + " " + ROLE_STOP.split(text[n.end:])[0]))
    if any(find_term(piece, t, lex.compounds) is not None for t in lex.terms.get("suit") or []):
        return True             # "jede Farbe hat dreizehn Karten": each suit's cards
    return not phrase_spans(piece, {"e": [*lex.each, *cues(lex, "each"), *cues(lex, "hand_words")]})


TRICK_SIZE_REACH = 3     # words between a word for trick and the count of its cards ("tricks of four cards", "Stiche zu je vier Karten")


def trick_size(engine, text: str, n, lex: Lexicon) -> bool:
    """``n`` counts the cards of a trick: as many as the players, a word for cards right after it
    (or its genitive, fi "neljän kortin"), and a word for trick within reach before it or right
    after the word for cards, in its part of the sentence ("21 plis de quatre cartes", "взятки по
    четыре карты", "neljän kortin tikit"): one card a player, ours, not a count of the deal."""
    if n.value != engine.players:
        return False
    after = list(words(ROLE_STOP.split(text[n.end:])[0]))[:3]
    stems = [c[:max(4, len(c) - 2)] for c in (norm(w) for w in lex.cards) if " " not in c]
    if not after or not (counts_cards(text, n, lex) or any(after[0].startswith(c) for c in stems)):
        return False
    before = list(words(ROLE_STOP.split(text[:n.start])[-1]))[-TRICK_SIZE_REACH:]
    return any(find_term(before, t) is not None or find_term(after[1:], t) is not None
               for t in lex.terms.get("trick") or [])


LABEL_GAP = re.compile(r"[\s()\[\]/–—-]*+")     # what may stand between a card's number and its name
LABEL_NAME_WORDS = 3    # the words after the number where the card's name stands ("12 Card (King)")


VALUE_ROW = re.compile(r"\W*+(?P<label>[^\W\d_][^:\d]{0,40}?)\s*+(?:\((?P<mark>[^\W_]{1,2})\)\s*+)?[*_]*+:\s*+(?P<n>\d{1,3})(?!\d)")
ROW_LABEL_WORDS = 3     # words of a card's name in a row's label ("Jack", "Three", "Re di Coppe")


def value_row(engine, text: str, n, lex: Lexicon) -> bool:
    """``n`` is the value of a row that opens with a card's name, a colon and points ("Three (3):
    10 points", "Horse: 3 points", "Queen (Q): 3 points"): the label names one rank, or ends in
    a card's index in brackets; the values reader judges the value, no rule's number is in its place."""
    from .claims import _mentions
    from .terms import phrase_spans, words

    m = VALUE_ROW.match(text)
    if not m or m.start("n") != n.start or not phrase_spans(words(text[n.end:])[:1], {"p": lex.point_words}):
        return False
    label = m.group("label")
    return len(words(label)) <= ROW_LABEL_WORDS and \
        (bool(m.group("mark")) or len({c for _, c in _mentions(engine, label, lex, True)[1]}) == 1)


@functools.cache
def card_labels(engine) -> dict[str, frozenset[int]]:
    """A card's rank code → the numbers a numbered pack prints on it: its place in the suit
    (Fante 8, Cavallo 9, Re 10) and, in a suit of ten, the Spanish numbering that skips 8 and 9
    (Sota 10, Caballo 11, Rey 12)."""
    ranks = engine.deck.ranks
    out = {}
    for i, r in enumerate(ranks, 1):
        if not r.code.isdigit():
            out[r.code] = frozenset({i, i + 2} if len(ranks) == 10 and i > 7 else {i})
    return out


def card_label(engine, text: str, n, lex: Lexicon) -> bool:
    """``n`` is the number a numbered pack gives a card, said next to the card's name: before
    it, with only the card word or brackets between ("12 Card (King)", "10 (Sota)"), or after
    it in brackets ("Rey (12)"). A number after a name without brackets is its value ("o Re 4")."""
    if n.word:
        return False
    from .examples import rank_codes
    labels = card_labels(engine)
    codes = {k: c for k, c in rank_codes(engine, lex).items() if c in labels}
    cards = {norm(w) for w in lex.cards}
    after = TOKEN.findall(text[n.end:n.end + 40])
    gap = text[n.end:n.end + 40]
    words = []
    for w in after[:LABEL_NAME_WORDS]:
        words.append(norm(w))
        if norm(w) in codes:
            between = gap[:gap.find(w)]
            for c in cards:
                between = re.sub(rf"(?i)\b{re.escape(c)}\b", " ", between)
            if LABEL_GAP.fullmatch(between) and n.value in labels[codes[norm(w)]]:
                return True
            break
        if norm(w) not in cards:
            break
    before = text[max(0, n.start - 40):n.start]
    m = re.search(r"([^\W\d_]+)\s*[(\[]\s*$", before)
    return bool(m and norm(m.group(1)) in codes and n.value in labels[codes[norm(m.group(1))]]
                and re.match(r"\s*[)\]]", text[n.end:]))


def _card_word_at(text: str, lex: Lexicon, after: bool) -> bool:
    """The word right after (or right before) a point of the text is a card word ("cards")."""
    cards = [tuple(norm(w) for w in TOKEN.findall(c)) for c in lex.cards]
    words = [norm(w) for w in (TOKEN.findall(ROLE_STOP.split(text)[0]) if after else
                               TOKEN.findall(ROLE_STOP.split(text)[-1]))]
    return any(tuple(words[:len(c)] if after else words[-len(c):]) == c for c in cards if c)


def in_points(text: str, n, lex: Lexicon) -> bool:
    """``n`` is an amount of points: a word for points right after it, past a word for each ("по 5
    очков", "5 points each"), or before it in its clause ("the points total 142"), or a word of
    worth right before it ("vale 5"). Such a number does not
    take the place of one of ours that is no amount ("four Re at 5 points each" is no "three or
    four Re")."""
    after = [w for w in words(ROLE_STOP.split(text[n.end:n.end + 40])[0])][:2]
    each = {norm(w) for w in lex.each}
    after = [w for w in after if w not in each][:1]
    before = list(words(ROLE_STOP.split(text[max(0, n.start - 40):n.start])[-1]))[-3:]     # "Tổng điểm ... là 142"
    return bool(phrase_spans(after, {"p": lex.point_words}) or phrase_spans(before, {"p": lex.point_words})) or \
        _worth_before(text, n, lex)


TRICK_REACH = 4         # words between a word for a trick and the points it is said to hold


def trick_points(text: str, n, ours: str, lex: Lexicon) -> bool:
    """``n`` is the points one trick holds ("the trick is worth 8 points", "la presa vale 8
    punti", "der Stich ist 8 Punkte wert", "8 очков во взятке"): an amount of points with a word
    for a trick within ``TRICK_REACH`` words before it in its clause (or right after its word for
    points), where our sentence names no trick nor capture (a rule that does, "the last trick
    adds 10", keeps its number)."""
    tricks = [*(lex.terms.get("trick") or []), *(lex.terms.get("capture") or [])]
    if not tricks or not in_points(text, n, lex) or phrase_spans(words(ours), {"t": tricks}):
        return False
    before = list(words(ROLE_STOP.split(text[max(0, n.start - 60):n.start])[-1]))[-TRICK_REACH:]
    after = list(words(ROLE_STOP.split(text[n.end:n.end + 40])[0]))
    points = phrase_spans(after[:1], {"p": lex.point_words})
    # ... or the trick is the subject of the clause before, in its sentence, and this one opens with
    # a word for 'with' ("La presa è andata alla Stella, con dentro 15 punti", "the trick went to the 40, with 15 points in it")
    clauses = re.split(r"[,;:]", re.split(r"[.!?]\s", text[:n.start])[-1])
    with_opens = len(clauses) > 1 and phrase_spans(list(words(clauses[-1]))[:1], {"w": _with_words(lex)}) and \
        phrase_spans(list(words(clauses[-2]))[:TRICK_REACH], {"t": lex.terms.get("trick") or []})
    return bool(phrase_spans(before, {"t": lex.terms.get("trick") or []}) or with_opens or
                points and phrase_spans(after[1:1 + TRICK_REACH], {"t": lex.terms.get("trick") or []}))


def _with_words(lex: Lexicon) -> list[str]:
    from .cicera_examples import cues as cicera_cues

    return list(cicera_cues(lex.lang).get("with_card") or ())


def _worth_before(text: str, n, lex: Lexicon) -> bool:
    """A word of worth ends the words right before the number ("zählen 0", "vale 11")."""
    before = list(words(ROLE_STOP.split(text[max(0, n.start - 40):n.start])[-1]))
    return any(b == len(before) for _, b, _ in phrase_spans(before, {"w": lex.worth}))


def _kind_of_cards(text: str, n, lex: Lexicon) -> bool:
    """One word between the number and the card word names a kind of card ("56 suit cards",
    "56 мастевых карт"): the number counts cards of that kind."""
    after = text[n.end:n.end + 40]
    first = re.match(r"\s*+[^\W\d_]++", after)
    return bool(first) and _card_word_at(after[first.end():], lex, after=True)


PART_OF_REACH = 4           # words from "of 97 cards" to the number that counts a part of them ("из 97 карт раздают 84")


def _part_of_cards(text: str, n, lex: Lexicon) -> bool:
    """The number counts a part of cards counted right before it in its sentence ("of the 97
    cards, 84 are dealt", "из 97 карт раздают 84", "von 97 Karten werden 84 verteilt"): a larger
    number with the card word after it, at most ``PART_OF_REACH`` words before this one."""
    head = re.split(r"[.;!?]", text[:n.start])[-1]
    for m in find_numbers(head, lex.lang):
        if m.value > n.value and counts_cards(head, m, lex):
            end = _card_word_end(head, m, lex)
            if end is not None and len(words(head[end:])) <= PART_OF_REACH:
                return True
    return False


def _card_word_end(text: str, m, lex: Lexicon) -> int | None:
    """Where the card word after the number ``m`` ends (the first word after it)."""
    first = re.match(r"\s*+[^\W\d_]++", text[m.end:])
    return m.end + first.end() if first else None


def counts_cards(text: str, n, lex: Lexicon) -> bool:
    """The number counts cards: the card word follows it ("cinco cartas", "40 Karten", "12 lá")."""
    return _card_word_at(text[n.end:n.end + 40], lex, after=True)


def cards_amount(engine, text: str, n, ours: str, m, shared: frozenset[str], lex: Lexicon) -> bool:
    """The text's number is an amount of points worked out (a total told with its parts, or one of
    the parts) and said of cards its sentence names (a combination, the Matto, a Re, a trump by its
    number, a card with its suit: "that versicola is worth twelve points, and the Matto five more:
    seventeen in all", "die Reihe zu 30 und die drei Re zu 15, zusammen 45 Punkte"), and ours an
    amount said of no card ("the counting cards total 142 points"), the two sharing no word but
    the unit: an example's amount (the example readers judge it), said of another thing than
    ours, not ours changed. A total said of the whole again ("the counting cards total 140
    points") keeps its error; so does a score told alone ("tutti e quattro i Re … 15 punti"),
    whose number is not worked out before the reader's eyes."""
    if not shared or not shared <= _unit_stems(lex.lang) or not in_points(text, n, lex) or _a_lead(text, n, lex) or \
            not _in_breakdown(engine, text, n, lex):
        return False
    from .points_check import _sentence_of

    said_of = ours[slice(*_sentence_of(ours, m.start))]
    if _names_combination(text, lex) and not _names_combination(said_of, lex):
        return True     # "that versicola is worth twelve points": no card's worth ("trumps 36–40 are worth 10 each")
    return _names_cards(engine, text, lex) and not _names_cards(engine, said_of, lex)


BREAKDOWN_PARTS = 3     # the most parts of a total told with them ("30 … 15, zusammen 45"; "18 : 10, plus 5, plus 3")


def _in_breakdown(engine, text: str, n, lex: Lexicon) -> bool:
    """The number is a total told with its parts, or one of those parts: the two or three amounts
    told right before it, or right after it, add up to it ("19 punti: 14 per la versicola e 5 …",
    "versicola de quinze points, et le Matto y ajouta cinq : vingt points en tout"). A number that
    counts the things named after it ("drei Re", "zwei Versicole", "3 carte") is no amount: "die
    Reihe zu 30 und die drei Re zu 15, zusammen 45 Punkte" is 30 + 15. An amount worked out, not
    a rule's number."""
    from .examples import counted_courts

    counts = {m.start for m, _codes, _end in counted_courts(engine, text, lex)}
    nums = [m for m in find_numbers(text, lex.lang) if not (m.word and m.value <= 1) and m.start not in counts
            and not counts_cards(text, m, lex) and not _names_combination(" ".join(words(text[m.end:m.end + 30])[:1]), lex)]
    for i, total in enumerate(nums):
        for k in range(2, BREAKDOWN_PARTS + 1):
            for parts in (nums[max(0, i - k):i], nums[i + 1:i + 1 + k]):
                if len(parts) == k and sum(m.value for m in parts) == total.value and \
                        (total.start == n.start or any(m.start == n.start for m in parts)):
                    return True
    return False


def _a_lead(text: str, n, lex: Lexicon) -> bool:
    """The number is named as a side's lead ("our lead was then 46 points", "Unsere 45 Punkte
    Vorsprung"): said of the sides' standing, not of the cards the sentence names."""
    from .examples import LEAD_REACH, _block, _named_amounts

    words_ = [*(lex.terms.get("point_lead") or []), *_block(lex.lang, "resto_reading").get("lead", []),
              *_block(lex.lang, "resto_reading_more").get("lead", [])]
    return any(m.start == n.start for m in _named_amounts(text, lex, words_, LEAD_REACH, exact=False))


@functools.cache
def _unit_stems(lang: str) -> frozenset[str]:
    """The role stems (``role_sides``) of the language's words for points, of worth and for 'in
    all' ("points", "worth", "vale", "zusammen"): what an amount measures and how it is given,
    not what it is said of."""
    from .lexicon import cue_block

    lex = lexicon(lang)
    in_all = cue_block(lang, "combination_reading").get("in_all") or ()
    return frozenset(stem(norm(w))[:5] for w in (*lex.point_words, *lex.worth, *in_all)
                     if w.strip() and " " not in w.strip())


def _names_combination(text: str, lex: Lexicon) -> bool:
    """The text names a combination by its word ("versicola", "Kombination")."""
    tokens = list(words(text))
    return any(find_term(tokens, t) is not None for t in lex.terms.get("versicola") or ())


def _names_cards(engine, text: str, lex: Lexicon) -> bool:
    """The text names particular cards: a combination by its word ("versicola"), a card of no suit
    by name (the Matto), a court by its rank's name or any card with its suit ("the three Re",
    "the 7 of Cups"), a trump by the word for trump and its number ("Trumpf 38")."""
    from .cardwords import card_words as named_cards
    from .examples import _named_extras

    if _names_combination(text, lex) or _named_extras(text, engine, lex):
        return True
    courts = {r.code for r in engine.deck.ranks if r.court}
    if any(w.suit and w.rank or w.rank in courts and not w.spelled
           for w in named_cards(text, lex, engine.deck)):
        return True
    trump = "|".join(re.escape(t) for t in lex.terms.get("trump") or () if t.strip())
    return bool(trump) and re.search(rf"(?i)(?<!\w)(?:{trump})\w{{0,3}}\s+\d", text) is not None


def other_card_count(engine, text: str, n, ours: str, m, lex: Lexicon) -> bool:
    """The text's number ``n`` counts cards in another role than our number ``m`` it shares the
    card word with: ours is a card's value after the card word ("all other cards 0") where the
    text counts cards ("only five cards of each suit score"); or ours is the whole pack ("all 40
    cards") where the text counts fewer cards than one suit holds and names no pack ("cuts fewer
    than four cards", "a trick of two cards"): a part, not another pack."""
    if not counts_cards(text, n, lex):
        return False
    if not counts_cards(ours, m, lex) and (_card_word_at(ours[max(0, m.start - 40):m.start], lex, after=False)
                                           or _worth_before(ours, m, lex)):
        return True     # ours is a value ("all other cards 0", "Alle anderen Karten zählen 0")
    piece = ROLE_STOP.split(text[n.end:])[0] + ROLE_STOP.split(text[:n.start])[-1]
    if m.value == len(engine.deck.cards) and _names_stock(piece, lex) and n.value in stock_sizes(engine):
        return True         # "the stock then holds 32 cards": the stock at some moment of the deal
    return m.value == len(engine.deck.cards) and n.value < len(engine.deck.ranks) and \
        not phrase_spans(list(words(piece)), {"d": lex.roles.get("deck") or []})


@functools.cache
def stock_sizes(engine) -> frozenset[int]:
    """The counts the stock has during a deal: after the deal (the face-up trump in it or not),
    then fewer by one card per player after each trick (spec: pack, players, hand)."""
    spec = engine.spec
    players = spec.players if isinstance(spec.players, int) else len(spec.players)
    if not spec.stock or not players:
        return frozenset()
    full = len(engine.deck.cards) - players * spec.deal.hand - (spec.deal.table or 0)
    return frozenset(v for start in (full, full - 1) for v in range(start, -1, -players))


def _names_stock(text: str, lex: Lexicon) -> bool:
    """The words around a number name the stock with a word that never names the whole pack (the glossary's
    terms for 'stock' that are not terms for 'deck': fr "pioche", not it "mazzo")."""
    deck = {norm(t) for t in lex.terms.get("deck") or []}
    stock = [t for t in lex.terms.get("stock") or [] if norm(t) not in deck]
    return bool(stock) and any(find_term(list(words(text)), t) is not None for t in stock)


ROLE_WORDS = 2          # words either side of a number that say what it counts
ROLE_MIN_CHARS = 4      # shorter words ("the", "di") say nothing of a number's role, unless a classifier
ROLE_STOP = re.compile(r"[,;:.()\[\]\d·•|]|\s[—–]\s")     # a dash between spaces sets off an aside, like a comma; a middle dot or bar parts items ("4 jogadores · Você e …")


def number_roles(text: str, lex: Lexicon) -> list[tuple]:
    """Each number of ``text`` with the stems of the words right around it, up to the next
    punctuation or number ("12 lá" → {"lá"}; in "trumps 1, 10, 13" only 1 has "trump")."""
    out = []
    for n in find_numbers(text, lex.lang):
        before, after = role_sides(text, n, lex)
        out.append((n, before | after))
    return out


def role_sides(text: str, n, lex: Lexicon) -> tuple[frozenset[str], frozenset[str]]:
    """The role words of ``n`` (see ``number_roles``) right before it and right after it."""
    classifiers, distributive = _role_word_sets(lex.lang)
    before = ROLE_STOP.split(text[max(0, n.start - 60):n.start])[-1]
    after = ROLE_STOP.split(text[n.end:n.end + 60])[0]
    near_before = [norm(w) for w in TOKEN.findall(before) if norm(w) not in distributive][-ROLE_WORDS:]
    near_after = [norm(w) for w in TOKEN.findall(after) if norm(w) not in distributive][:ROLE_WORDS]
    return tuple(frozenset(stem(w)[:5] for w in near if len(w) >= ROLE_MIN_CHARS or w in classifiers)
                 for near in (near_before, near_after))


@functools.cache
def _role_word_sets(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """The classifiers (a role word however short) and the words for each ("each", "every": how a
    number is given, not what it counts) of ``lang``."""
    lex = lexicon(lang)
    return frozenset(norm(c) for c in lex.classifiers), frozenset(norm(w) for w in lex.each)


def other_side(text: str, n, ours: str, m, shared: frozenset[str], lex: Lexicon) -> bool:
    """The text's number counts what it names right after it, and ours names that thing before
    it, or the other way round: "40 numbered trumps" against "trumps above 20" or "trump 29",
    "21 cards in two packets" against "a packet of 10 cards". A count and a card's number (or the
    size of what is named before it) are two roles: the one does not take the other's place."""
    for counting, at, naming, other in ((text, n, ours, m), (ours, m, text, n)):
        counted = shared.intersection(_counted(counting, at, lex))
        if counted:
            before, after = role_sides(naming, other, lex)
            return all(w in before and w not in after for w in counted)
    return False


def _counted(text: str, n, lex: Lexicon) -> tuple[str, ...]:
    """The stems of the words a number may count: the word right after it, and the one after that
    when the first has ``ROLE_MIN_CHARS`` letters or more ("40 numbered trumps"); none past
    punctuation or a number ("15 for the three Re": no count of Re)."""
    after = [norm(w) for w in TOKEN.findall(ROLE_STOP.split(text[n.end:n.end + 60])[0])][:2]
    nouns = _count_nouns(lex.lang)
    out = []
    for i, w in enumerate(after):
        if find_numbers(w, lex.lang) or i and len(after[0]) < ROLE_MIN_CHARS:
            break
        if len(w) >= COUNTED_MIN_CHARS or w in nouns:
            out.append(stem(w)[:5])
    return tuple(out)


def _classified_rank(text: str, n, lex: Lexicon) -> bool:
    """The number stands right after a classifier (vi "lá": "lá 7" is the 7, "12 lá" twelve cards)
    and no word for points follows it ("mỗi lá 10 điểm", each card 10 points): it names a card by
    its rank, no amount of a rule."""
    classifiers = {norm(c) for c in lex.classifiers}
    m = re.search(r"([^\W\d_]+)\s+$", text[:n.start])     # the very word before it, nothing but a space between
    if not classifiers or m is None or norm(m.group(1)) not in classifiers or n.word:
        return False        # (not "bao nhiêu lá? — 20 lá": a question's last word, then the answer's count)
    return not phrase_spans(list(words(text[n.end:]))[:2], {"p": lex.point_words})


COUNTED_MIN_CHARS = 5   # shorter words after a number are seldom what it counts ("10 como máximo", "oito mais dois"), unless a card word or a classifier


@functools.cache
def _count_nouns(lang: str) -> frozenset[str]:
    """Short words a number counts all the same: the card words and the classifiers ("40 карт", "12 lá")."""
    lex = lexicon(lang)
    return frozenset(norm(w) for w in (*lex.cards, *lex.classifiers) if " " not in w)


@functools.cache
def _roles_of_ours(game: Game, lang: str) -> dict[int, list[frozenset[str]]]:
    """Value → the role words of each number of that value our sentences in ``lang`` state."""
    out: dict[int, list[frozenset[str]]] = {}
    for c in game.clauses:
        ours = suggestion(game, c, lang)
        if ours and not c.unresolved:
            for n, context in number_roles(ours, lexicon(lang)):
                out.setdefault(n.value, []).append(context)
    return out


CONCESSION_OPENS = 1        # words before a concessive word at its clause's start ("…, ja vaikka …", "…, and although …")


def conceded_spans(text: str, lex: Lexicon) -> list[tuple[int, int]]:
    """The clauses a concession opens (data ``clause_cues.concessive``: "although", "vaikka",
    "anche se", "хотя", "mặc dù"), each to its clause's end: what they grant is a given of the
    example told ("the Napula stays at three, although there were five cards"), no rule's number."""
    words_ = _concessive(lex)
    if not words_ or not _concession_firsts(lex.lang) & set(words(text)):
        return []
    out = []
    start = 0
    for piece in re.split(r"(?<=[,;:.()!?])", text):
        tokens = words(piece)
        if any(a <= CONCESSION_OPENS for a, _, _ in phrase_spans(tokens[:CONCESSION_OPENS + 3], {"c": list(words_)})):
            out.append((start, start + len(piece)))
        start += len(piece)
    return out


@functools.cache
def _concession_firsts(lang: str) -> frozenset[str]:
    """The first word of each concessive cue, as ``words`` gives it: a text with none of them
    opens no concession (most texts: nothing more to read)."""
    from .claims import _concessive
    from .lexicon import lexicon

    return frozenset(words(p)[0] for p in _concessive(lexicon(lang)) if words(p))


def _stated_elsewhere(game: Game, lex: Lexicon, value: int, context: frozenset[str]) -> int:
    """How many role words the number shares with the same number in another of our rules."""
    return max((len(c & context) for c in _roles_of_ours(game, lex.lang).get(value, [])), default=0)


@functools.cache
def game_numbers(game: Game) -> frozenset[int]:
    """Every number our rules state for the game (all clauses, ranges expanded)."""
    out: set[int] = set()
    for c in game.clauses:
        if c.english:
            out |= number_set(c.english, SOURCE_LANGUAGE)
            out |= expand(ranges(c.english, find_numbers(c.english, None)))
    return frozenset(out)


@functools.cache
def game_ranges(game: Game) -> frozenset[tuple[int, int]]:
    """Every range our rules state for the game, in any clause."""
    return frozenset(r for c in game.clauses if c.english for r in ranges(c.english, find_numbers(c.english, None)))


def equivalent_bounds(value: int, kinds: set[str]) -> set[int]:
    """The same bound stated with the other comparison: more than 60 = at least 61."""
    out = set()
    if "at_least" in kinds:
        out.add(value - 1)
    if "more_than" in kinds:
        out.add(value + 1)
    if "at_most" in kinds:
        out.add(value + 1)
    if "fewer_than" in kinds:
        out.add(value - 1)
    return out


def bounded_numbers(text: str, lex: Lexicon) -> list[tuple]:
    return [(n, kinds) for n in find_numbers(text, lex.lang)
            if (kinds := qualifiers_before(text, n.start, lex))]


def _segment_of(segs: list[Segment], values: list[int], lang: str, text_of) -> Segment:
    for s in segs:
        if any(n.value in values for n in find_numbers(text_of(s), lang)):
            return s
    return segs[0]


NUMBER_BEFORE = re.compile(r"[\d.:;]\s*+$")
STOP_BEFORE = re.compile(r"[\d.:;,][^\d.:;,]*+$")


def qualifiers_before(text: str, start: int, lex: Lexicon) -> set[str]:
    """Qualifier kinds ("at_most", "down_to" ...) stated by the words right before a number."""
    tail = text[max(0, start - QUALIFIER_WINDOW):start]
    before = TOKEN.findall(tail)
    if NUMBER_BEFORE.search(tail) or STOP_BEFORE.search(tail) and not before:
        return set()
    words = [norm(w) for w in before[-3:]]
    kinds: set[str] = set()
    for k in range(1, len(words) + 1):
        kinds |= lex.qualifier_index.get(tuple(words[-k:]), set())
    return kinds


def _check_qualifiers(ctx: Context, clause: Clause, segs: list[Segment], ours: str | None, text_of) -> None:
    en = lexicon(SOURCE_LANGUAGE)
    want: dict[int, set[str]] = {}
    bare: set[int] = set()          # values our English also states without a bound
    for n in find_numbers(clause.english, SOURCE_LANGUAGE):
        kinds = qualifiers_before(clause.english, n.start, en)
        if kinds:
            want.setdefault(n.value, set()).update(kinds)
        else:
            bare.add(n.value)
    # a placeholder without a value (draft clauses): its bound still says what kind of number it is
    unknown: set[str] = set()
    for m in PLACEHOLDER.finditer(clause.english):
        unknown |= qualifiers_before(clause.english, m.start(), en)
    known = number_set(clause.english, SOURCE_LANGUAGE)
    for s in segs:
        t = text_of(s)
        for n, kinds in bounded_numbers(t, ctx.lex):
            kinds = _negated_bound(t, n, kinds, ctx.lex)     # "never more than 10": at most 10
            if n.value in known:
                expected = want.get(n.value, set())
            elif unknown:
                expected = unknown
            else:
                continue
            if not expected or n.value in bare or kinds & expected or any(
                    v in want and kinds_equivalent(kinds, want[v]) for v in equivalent_bounds(n.value, kinds)):
                continue      # the same bound, or ours states none: not a different rule
            said = f"{'/'.join(sorted(kinds)).replace('_', ' ')} {n.value}"
            ctx.report.add(s, "error", "numbers",
                           clause.id, f"the bound on {n.value} differs from our rules",
                           f"{'/'.join(sorted(expected)).replace('_', ' ')} {n.value}",
                           t[max(0, n.start - 25):n.end].strip() or said, ours)


NEGATED_BOUND = {"more_than": "at_most", "fewer_than": "at_least", "at_least": "fewer_than", "at_most": "more_than"}
NEGATED_REACH = 5       # words between a negation and the number whose bound it turns ("never counts more than 10")


def _negated_bound(text: str, n, kinds: set[str], lex: Lexicon) -> set[str]:
    """A bound negated in its clause is the opposite bound: "never more than 10" is at most 10,
    "nicht weniger als 3" at least 3."""
    if not kinds or not kinds <= set(NEGATED_BOUND):
        return kinds
    clause = [norm(w) for w in TOKEN.findall(re.split(r"[,;:.()!?]", text[:n.start])[-1])]
    own = max((k for k in range(1, 4) if tuple(clause[-k:]) in lex.qualifier_index), default=0)
    before = clause[:len(clause) - own]     # the bound's own words apart ("не меньше", "nicht mehr als")
    if not set(before[-NEGATED_REACH:]) & set(lex.negation):
        return kinds
    return {NEGATED_BOUND[k] for k in kinds}


def kinds_equivalent(kinds: set[str], ours: set[str]) -> bool:
    pairs = {("at_least", "more_than"), ("more_than", "at_least"), ("at_most", "fewer_than"),
             ("fewer_than", "at_most")}
    return any((k, o) in pairs for k in kinds for o in ours)


# ---------------------------------------------------------------- every sentence

def check_page(ctx: Context, segments: list[Segment], games: list[Game],
               clause_of: dict[int, Clause | None]) -> None:
    """Checks that need no alignment: corrupted names, page-wide forbidden senses, names, English
    suit names, and the facts a sentence states compared with the engine."""
    lex, report = ctx.lex, ctx.report
    by_id = {g.id: g for g in games}
    current = games[0] if games else None     # a page covers its games in sequence
    cards = card_words(lex.lang)
    labels = [table_label(s) for s in segments]
    written = names_written([s.text for s in segments], lex)     # the names the text writes right somewhere
    for i, s in enumerate(segments):
        c = clause_of.get(id(s))
        cid = c.id if c is not None else None
        if c is not None and c.game in by_id:
            current = by_id[c.game]
        slot = labels[i] is not None and any(      # a row among rows that name cards
            0 <= k < len(labels) and labels[k] and norm(labels[k]) in cards for k in (i - 1, i + 1))
        for token, name in corrupted(s.text, lex):
            report.add(s, "error", "corruption", cid,
                       f"corrupted word: the name {name} is glued to a fragment of another word", name, token)
        for token, name in misspelt(s.text, lex, names_of_game(current) if current is not None else None, slot,
                                    written):
            report.add(s, "error", "names", cid, f"the name {name}{MISSPELT}", name, token)
        plain = without_other_game(s.text, lex, current.id if current is not None else None)  # "unlike Scopa, which goes clockwise"
        for issue in check_concepts(plain, set(), (), lex, page_wide_only=True):
            if cid is None or not any(f.line == s.line and f.found == issue.found for f in report.findings):
                report.add(s, issue.severity, "terms", cid, issue.message, issue.expected, issue.found)
        named = situations_named(plain, lex) if not s.heading else set()
        sensed = named & SENSE_BY_SITUATION
        for issue in [*(check_concepts(plain, named - sensed, (), lex, own_sense=True) if named - sensed else ()),
                      *(check_concepts(plain, sensed, (), lex) if sensed else ())]:
            # a concept the sentence names by its situation, whatever clause it is aligned to
            if issue.severity == "error" and not any(f.sentence == s.text and f.found == issue.found and
                                                     f.message == issue.message for f in report.findings):
                report.add(s, issue.severity, "terms", cid, issue.message, issue.expected, issue.found)
        for issue in check_names(s.text, set(), lex, _absent_cards(current)):
            report.add(s, issue.severity, "names", cid, issue.message, issue.expected, issue.found)
        for code, english, found in english_suits(s.text, lex):
            report.add(s, "error", "terms", cid, f"the suit name {english} is left in English",
                       " / ".join(lex.suits.get(code, [])), found)
        if not s.heading and current is not None:
            # the answer to a question asking who ("Who leads the next trick?" / "The loser.") is
            # read with its question; an answer to a yes/no question keeps or turns its reading
            question = segments[i - 1].text if i and is_question(segments[i - 1].text) else None
            asked = segments[i - 1].text if i and (asks_who(segments[i - 1].text, lex) or question and (then_opens(s.text, lex) or states_case(question, s.text, lex))) and \
                not is_question(s.text) and not denies(s.text, lex) else None
            how_many = question and asked is None and "?" not in s.text and _asks_how_many(question, s.text, lex)
            if how_many:
                asked = question_asked(question)   # "Até quantas cartas pode roubar?" / "Até doze": the answer's number asked
            label = LABELLED.match(s.text)
            labelled = label is not None and not find_numbers(label.group(), lex.lang)    # "Thirteen: …" is the answer, no label
            if asked and labelled:
                # a card's "Q: … ? A: Ten, …", "Frage 3: … ? Antwort: zehn": the labels are no words of
                # the question or its answer (the answer read as if it followed the question's words)
                asked = LABELLED.sub("", asked.split("—")[-1])
            answered = [*answered_facts(current, question, s.text, lex),
                        *answered_order(current, question, s.text, lex)] if question and "?" not in s.text else []
            carried = tie_carried(current, segments[i - 1].text, s.text, lex) if i and asked is None and \
                not segments[i - 1].heading else []       # "… bei 60 zu 60. Weil Lena mehr Trümpfe hat, gewinnt sie"
            said = LABELLED.sub("", s.text) if asked and labelled else s.text
            rest = ""
            if how_many:
                said, rest = _answer_head(said, lex)    # "Thirteen: of 97 cards, 84 are dealt": the answer, then its reason
            stated = stated_facts(current, f"{asked} {said}" if asked else s.text, lex)
            if rest:
                stated += [c for c in stated_facts(current, rest, lex) if c not in stated]
            for claim in [*stated, *answered, *carried]:
                if not any(f.line == s.line and (f.message == claim.message or f.severity == "error" and
                                                 claim.number is not None and f.found == claim.number)
                           for f in report.findings):
                    f = report.add(s, claim.severity, "claims", claim.clause, claim.message, claim.expected,
                                   claim.found, role=claim.role)
                    if claim in stated and not asked:
                        _at_line_said(f, s, current, claim, lex)
            ordered = next((q.text for q in reversed(segments[max(0, i - ORDER_ANSWER_REACH):i])
                            if q.heading or is_question(q.text)), None)
            if ordered is not None and is_question(ordered) and not is_question(s.text):
                # "Q : Quel est l'ordre des cartes ?" … "Les figures : Re, Cavallo, Regina, puis Fante."
                for claim in order_asked(current, ordered, s.text, lex):
                    if not any(f.line == s.line and f.message == claim.message for f in report.findings):
                        report.add(s, claim.severity, "claims", claim.clause, claim.message, claim.expected,
                                   claim.found, role=claim.role)
            listed, at = listed_order(current, segments, i, lex)
            for claim in listed:     # "Ordine di presa, dalla più forte:" then "- Asso", "- Re", "- Tre", …
                if not any(f.line == segments[at].line and f.message == claim.message for f in report.findings):
                    report.add(segments[at], claim.severity, "claims", claim.clause, claim.message, claim.expected,
                               claim.found, role=claim.role)
            _belief_corrected(ctx, s, segments[i - 1] if i and not segments[i - 1].heading else None, current, games)
            for said, want in tricks_stated(current.engine, s.text, lex):
                report.add(s, "error", "claims", cid, f"the text states a different rule: a deal of {said} tricks",
                           f"a deal of {want} tricks", f"a deal of {said} tricks", role=AMOUNT)
            _check_values(ctx, s, current, games)
            if question and "?" not in s.text and len(games) == 1 and _asks_number(question, s.text, lex):
                # "Q: What is the Asso worth in a sum? A: Eleven.", "Một lần Scùa được mấy điểm? Đáp: Hai điểm.":
                # the number that opens a short answer fills the question's gap; the values read in the two together
                head, _ = _answer_head(LABELLED.sub("", s.text), lex)
                asked_words = LABELLED.sub("", question_asked(question).split("—")[-1])
                _check_values(ctx, s, current, games, f"{asked_words} {head}")


def _at_line_said(finding, s: Segment, game: Game, claim, lex: Lexicon) -> None:
    """A sentence wrapped over several lines (a bookmark's, a poem's short lines) states the rule
    where the words that decide it stand: the finding goes to the last line from which the rest
    of the sentence still states it ("Der Spieler rechts vom Geber / beginnt, dann geht es / im
    Uhrzeigersinn weiter.": the direction, on the third line). Read only for a claim found, in a
    sentence of more than one line."""
    locate = getattr(s, "locate", None)
    if locate is None:
        return
    starts, last = [], None
    for m in TOKEN.finditer(s.text):
        line = locate(m.start())[0]
        if last is not None and line != last:
            starts.append(m.start())
        last = line
    for at in reversed(starts):
        if any(c.message == claim.message for c in stated_facts(game, s.text[at:], lex)):
            finding.line, finding.column = locate(at)
            return


LABELLED = re.compile(r"^\s*+[^\W\d_]{1,9}+(?:\s++\d{1,3})?\s*+[:：)]\s*+")     # "A: ", "Antwort: ", "Frage 3: ", "R) ": a label
ANSWER_NUMBER_AT = 2    # words before the number that opens an answer ("Up to twelve", "Até doze")
SHORT_ANSWER = 15       # words of an answer read in its question (not a worked answer of many numbers)


ANSWER_BREAK = re.compile(r"\s*(?:[:;]|\s[–—-]\s)\s*")


def _answer_head(answer: str, lex: Lexicon) -> tuple[str, str]:
    """A short answer to "how many" and what follows it after a colon, a semicolon or a dash
    ("Thirteen: of the 97 cards, 84 are dealt", "Тринадцать: из 97 карт раздают 84"): the
    answer is the number's clause, read with the question; the rest gives its reason, read
    alone (its numbers are not the one asked)."""
    first = next(iter(find_numbers(answer, lex.lang)), None)
    if first is None:
        return answer, ""
    m = ANSWER_BREAK.search(answer, first.end)
    if m is None or not words(answer[m.end():]):
        return answer, ""
    return answer[:m.start()], answer[m.end():]


def _asks_how_many(question: str, answer: str, lex: Lexicon) -> bool:
    """The question asks one number (data ``claim_cues.how_many``: "how many", "quantas",
    "сколько"; not several: "how many cards, and how many ...?") and a short answer opens with
    one, within ``ANSWER_NUMBER_AT`` words."""
    if len({a for a, _, _ in phrase_spans(words(question), {"h": cues(lex, "how_many")})}) != 1 or \
            len(words(answer)) > SHORT_ANSWER:
        return False
    first = next(iter(find_numbers(answer, lex.lang)), None)
    return first is not None and len(words(answer[:first.start])) <= ANSWER_NUMBER_AT


CORRECTED = "; the text states it as the correction of a belief"


def _belief_corrected(ctx: Context, s: Segment, before: Segment | None, current: Game, games: list[Game]) -> None:
    """A belief set right ("Many think the Re is worth 4, but it is worth 5", "Molti credono che
    non si debba rispondere, ma in realtà è obbligatorio"): the correction states the text's
    rule with the belief's subject (``corrected.corrected_belief``): read so, the facts, the
    counts and the values it states that differ from ours are errors, not demoted as others'
    practice (the belief is theirs, the correction the text's). A belief denied without a
    number read for the obligations only (the denial turns them)."""
    lex = ctx.lex
    found = corrected_belief(s.text, lex) or (corrected_belief(s.text, lex, before.text) if before is not None else None)
    if not found or len(games) > 1:
        return
    correction, said = found
    denied = said is not None and not find_numbers(said, lex.lang)
    stated = [*stated_facts(current, correction, lex),
              *(c for c in (stated_facts(current, said, lex) if said else ()) if not denied or c.expected in _duties_said(current))]
    issues = [(prefix, i) for text in (correction, None if denied else said) if text
              for prefix, read in (("points", card_values), ("values", trump_values)) for i in read(current.engine, text, lex)]
    for check, clause, said in [*(("claims", c.clause, c) for c in stated),
                                *((i.check, values_clause(current, prefix), i) for prefix, i in issues)]:
        if said.severity != "error":
            continue
        same = [f for f in ctx.report.findings if f.line == s.line and f.severity == "error" and f.message.startswith(said.message)]
        for f in same:      # the sentence's own reading already says it: it is the correction's, not the belief's
            if not f.message.endswith(CORRECTED):
                f.message += CORRECTED
        if not same:
            ctx.report.add(s, "error", check, clause, said.message + CORRECTED, said.expected, said.found, role=said.role)


def _duties_said(game: Game) -> set[str]:
    """The words of our rule on capturing, following suit and trumping (the facts a denial turns)."""
    from .facts import ANSWERED, FACTS, _say

    return {_say(f, f.value(game.engine)) for f in FACTS if f.name in ANSWERED and f.value(game.engine) is not None}


def _asks_number(question: str, answer: str, lex: Lexicon) -> bool:
    """The question asks what or how many (data ``claim_cues.asks_what``, ``how_many``) and a
    short answer opens with a number (``ANSWER_NUMBER_AT``): its value is the question's gap."""
    asked = words(question)
    if not phrase_spans(asked, {"a": [*cues(lex, "asks_what"), *cues(lex, "how_many")]}) or len(words(answer)) > SHORT_ANSWER:
        return False
    said = LABELLED.sub("", answer)
    first = next(iter(find_numbers(said, lex.lang)), None)
    return first is not None and len(words(said[:first.start])) <= ANSWER_NUMBER_AT


def _check_values(ctx: Context, s: Segment, current: Game, games: list[Game], text: str | None = None) -> None:
    """Card, award and trump values stated anywhere (in ``text``, read for the segment, where
    given: a question and its answer); on a page of several games, a value one of
    them gives is no error (the sentence may be that game's)."""
    others = [g for g in games if g is not current]
    said = s.text if text is None else text
    for prefix, read in (("points", card_values), ("award", award_values), ("bonus", bonus_values),
                         ("values", trump_values)):
        for issue in read(current.engine, said, ctx.lex):
            if text is not None and any(f.line == s.line and f.message == issue.message for f in ctx.report.findings):
                continue
            if any(issue.found not in {i.found for i in read(g.engine, said, ctx.lex)} for g in others):
                continue
            f = ctx.report.add(s, issue.severity, issue.check, values_clause(current, prefix),
                               issue.message, issue.expected, issue.found, role=issue.role)
            at_found(f, s, issue.found)


@functools.cache
def _absent_cards(game: Game | None) -> frozenset[str]:
    """Card names of our other decks that this game's deck does not have."""
    if game is None:
        return frozenset()
    from . import canon

    ranks = {r.name for gid in canon.known_games() for r in canon.load(gid).engine.deck.ranks}
    return frozenset(ranks - {r.name for r in game.engine.deck.ranks})


MISSPELT = " is misspelt"


def naming_policy(ctx: Context, segments: list[Segment], games: list[Game], own_page: bool = True,
                  layout: bool = True) -> None:
    """A text that names a card in its own language throughout (es "Sota" and never "Fante")
    follows another naming policy: one note per document instead of an error per sentence. A
    translation of our page (``own_page``) that keeps some Italian card names and translates
    others is inconsistent: each translation stays an error, except, in a text that is not in
    our site's ``layout``, the numerals' name (fr "l'As … le Fante, le Cavallo et le Re"): a
    text by others that covers our rules names its Ace as its language does, one note. Any
    other text names cards as it likes ("the Ace, the Cavallo"): one note. Any other name (a
    deck, a bonus) translated stays an error."""
    cards = {norm(r.name) for g in games for r in g.engine.deck.ranks} | \
        {norm(n["name"]) for n in glossary().get("names") or [] if n.get("kind") == "card"}   # the Matto too
    by_name = {n.name: n for n in ctx.lex.names if norm(n.name) in cards and n.translations}
    text = "\n".join(s.text for s in segments)
    kept = translated = 0       # counted for a translation of our page only: where they decide
    if own_page:
        kept = sum(len(whole_word(f).findall(text)) for n in by_name.values() for f in n.forms if f in text)
        translated = sum(len(whole_word(t, re.IGNORECASE if _any_case(t, n, ctx.lex) else 0).findall(text))
                         for n in by_name.values() for t in n.translations)
    numerals = {norm(r.name) for g in games for r in g.engine.deck.ranks if r.code.isdigit() or r.code == "A"}
    if own_page and translated <= kept:
        if layout:
            return
        by_name = {k: n for k, n in by_name.items() if norm(k) in numerals}     # the numerals' name only
    report = ctx.report
    policy: dict[str, set[str]] = {}
    figures = {k: n for k, n in by_name.items() if norm(k) not in numerals}     # courts and the Matto
    renamed = {f.expected for f in report.findings if f.check == "names" and f.severity == "error"
               and f.expected in by_name and f.message == TRANSLATED_NAME.format(name=f.expected)}
    # one card renamed, the others kept: a slip ("Ace" and "King" with "Cavallo" kept: a policy)
    slips = {id(f) for f in report.findings if f.check == "names" and f.severity == "error"
             and f.expected in figures and len(renamed) == 1 and _slip(f, figures)}
    # a card the text names by its Italian name at least as often as by a translation, translated
    # in a sentence that keeps other cards' Italian names and not its own ("Át > 3 > Re > Cavallo
    # …" over a table of "Asso", "Re", "Cavallo"): the text's own policy keeps the name, the
    # translation is a slip, the numerals' name too (not a gloss or a mention of other packs'
    # names, "the Matto, the Fool of the tarot": no other names kept beside it)
    mixed = {k: n for k, n in by_name.items() if 0 < _said(n.translations, text, True) <= _said(n.forms, text)}
    slips |= {id(f) for f in report.findings if f.check == "names" and f.severity == "error"
              and f.expected in mixed and f.message == TRANSLATED_NAME.format(name=f.expected)
              and _slip(f, {**figures, **mixed})}
    for f in report.findings:
        n = by_name.get(f.expected)
        if f.check == "names" and f.severity == "error" and n is not None and id(f) not in slips and \
                f.message == TRANSLATED_NAME.format(name=n.name) and not _other_pack(n, f.found):
            policy.setdefault(n.name, set()).add(f.found)
    if not policy:
        return
    first = next(f for f in report.findings if f.check == "names" and f.expected in policy)
    report.findings = [f for f in report.findings if not (f.check == "names" and f.expected in policy
                                                          and id(f) not in slips and f.message.startswith("the name ")
                                                          and not f.message.endswith(MISSPELT)
                                                          and not _other_pack(by_name[f.expected], f.found))]
    said = ", ".join(sorted({w for ws in policy.values() for w in ws}))
    note = report.add(segments[0], "info", "names", None,
                      "the text names cards in its own language; our naming policy keeps the Italian names",
                      ", ".join(sorted(policy)), said)
    note.line, note.column, note.sentence = first.line, first.column, first.sentence


def _said(names, text: str, translations: bool = False) -> int:
    """How often ``text`` writes one of ``names`` as a whole word (a translation of two letters or
    fewer in its case: vi "K", "J")."""
    return sum(len(whole_word(t, re.IGNORECASE if translations and len(t) > 2 else 0).findall(text)) for t in names)


def _slip(f, by_name: dict) -> bool:
    """A figure's name (a court card, the Matto), the one card the text renames, translated in a
    sentence that keeps two other figures' Italian names and not this one's ("The Knight …
    ranks between the Re and the Fante", "Der Narr … wie der Re und der Cavallo"): a slip among
    the names kept, no naming policy of the text's own (not a gloss, "the Cavallo (Knight)",
    which keeps the name beside it; nor "l'As … le Re, le Cavallo": the numerals' names are the
    text's to give)."""
    sentence = f.sentence or ""
    own = by_name[f.expected]
    if any(whole_word(x).search(sentence) for x in own.forms):
        return False
    others = {n.name for n in by_name.values() if n is not own and any(whole_word(x).search(sentence) for x in n.forms)}
    translated = [t for n in by_name.values() if n is not own for t in n.translations
                  if whole_word(t, re.IGNORECASE if len(t) > 2 else 0).search(sentence)]
    return len(others) >= 2 and not translated


def _other_pack(name, found: str) -> bool:
    """A figure of another pack standing for the name ("Ober" for the Cavallo): an error under
    any naming policy, not a translation."""
    return norm(found) in {norm(w) for w in name.other_pack}


SUIT_CONTEXT_REACH = 24     # characters either side of an English suit name where a rank names its card


def _card_near(text: str, start: int, end: int, lang: str) -> bool:
    """A number or a card's name (any form or rendering the glossary gives in ``lang``) within
    ``SUIT_CONTEXT_REACH`` characters of ``text[start:end]``."""
    window = text[max(0, start - SUIT_CONTEXT_REACH):end + SUIT_CONTEXT_REACH]
    cards = card_words(lang)
    return any(c.isdigit() for c in window) or any(norm(t) in cards for t in TOKEN.findall(window))


def english_suits(text: str, lex: Lexicon) -> list[tuple[str, str, str]]:
    """English suit names in a text of another language, unless that language uses the same word.
    The name is read as a suit where it is written as one (capitalised, not as the sentence's
    first word) or where a card is named around it (a number or a rank's Italian name: "Swords
    Asso–2–3", "le 7 de Clubs", "le Roi de clubs"); "dans certains clubs on joue", lower case with no card, is the
    language's own word."""
    if lex.lang == SOURCE_LANGUAGE:
        return []
    out = []
    folded = text.casefold()
    for code, names in lexicon(SOURCE_LANGUAGE).suits.items():
        own = {norm(n) for n in lex.suits.get(code, [])}
        for name in names:
            if norm(name) in own:
                continue
            m = word_search(name, text, True, folded)
            if m and ((m.group(0)[0].isupper() and re.search(r"\w", text[:m.start()])) or
                      _card_near(text, m.start(), m.end(), lex.lang)):
                out.append((code, name, m.group(0)))
    return out
