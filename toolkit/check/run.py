"""Checking one document: its language, the game(s) it covers, then the checks of ``checks.py`` in
one of three modes — a catalog (each msgstr names its clause), one of our own pages (each rule
line carries its clause's anchor), or any other text (aligned to our clauses)."""

from __future__ import annotations

import functools
import re
import os
from dataclasses import dataclass
from pathlib import Path

from engine.errors import CardaviaError

from . import canon
from .align import Alignment, align, clause_features, number_set, score, segment_features
from .canon import Clause, Game, fill, suggestion
from .cardwords import card_words
from .terms import word_search
from .memo import readings
from .tricks import DOCUMENT_TEXTS
from .checks import CORRECTED, MISSPELT, Context, charitable, check_clause, check_page, check_worked_example, naming_policy, passage_text, read_passage
from .corroborate import settle
from .detect import Unsupported, language as detect_language
from .document import PART_LABEL, Document, NotChecked, Segment, read
from .examples import ANYWHERE, INVENTED, check_example, example_numbers, invented_readers
from .findings import Finding, Report
from .lexicon import LANGUAGES, lexicon
from .numbers import DIGITS_RE, example_opening, find_numbers
from .placement import OVERRIDE, confident_clauses, place
from .counts import goods
from .facts import COUNT_ROLES
from .scope import (NARRATED, OTHER_GAME, OTHER_PLAYERS, OTHERS_PRACTICE, PROPOSED, REFUTED, REPLACED, player_counts,
                    variant_segments)
from .tables import rank_lists, rank_tables
from toolkit.catalog import PLACEHOLDER

OUT_OF_ORDER_SCORE = 4.0
OWN_PAGE_SHARE = 0.75       # of a game's clauses found with confidence: a translation of our page
INVENTED_REACH = 3      # sentences a made-up example may take (givens, play, outcome)
ASKED_PASSAGES = {"capture_bonuses", "capture_options"}     # ... when one of its sentences asks a question
TOLD_PASSAGES = {"capture_bonuses"}     # ... or when its last sentence names a bonus and none before it does (the outcome of a story told in three; not a list of the bonuses' rules)
TOLD_CARDS = 3          # ... and the story names three cards at least (the one played, two on the table)
LONGER_PASSAGES = {"trick", "pack_total", *ASKED_PASSAGES}   # ... and one more for a trick (the trump, the play, a question, its answer) or a capture (the table, the play, a question, its answer); a question of the pack's total, its number in the answer after it
# The cards (or ranks) an example of a kind names at least: the two cards of a trick; the card
# played and one it takes; the two ends of a run ("from the Asso to the 5"). A shorter passage is
# not read for it.
CARDS_NAMED = {"trick": 2, "capture_options": 2, "capture_bonuses": 2, "napula": 2}


def check_path(path: Path, lang: str | None = None, game: str | None = None, strict: bool = False) -> Report:
    return check_document(read(path), lang, game, strict)


MIN_FILES_PER_JOB = 8       # fewer files than this per extra process: one process is faster ...
# ... unless the files are long: forking a worker costs about 25 ms of CPU, and a text of our
# kind takes about 80 ms a KB to read the first time (``benchmarks/check_speed.py``'s distinct
# text), so 4 KB of text or more per extra process are checked sooner in several (the five seed
# pages: the four after the first in two processes, two pages each).
MIN_BYTES_PER_JOB = 4096


def check_paths(paths: list[Path], lang: str | None = None, game: str | None = None, strict: bool = False,
                jobs: int | None = None) -> list[Report | CardaviaError]:
    """Each path's report, or the error that stopped it, in the order given. Many files, or a
    few long ones (``MIN_BYTES_PER_JOB``), are shared among ``jobs`` processes (default: the CPUs
    this process may use), forked after the first file so that they start with its languages and
    games loaded."""
    if jobs is None:
        jobs = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    rest = list(paths[1:])
    jobs = max(1, min(jobs, max(len(paths) // MIN_FILES_PER_JOB, min(len(rest), _size(rest) // MIN_BYTES_PER_JOB))))
    one = functools.partial(_check_one, lang=lang, game=game, strict=strict)
    out = [one(p) for p in paths[:1]]
    out += _forked(one, rest, jobs) if jobs > 1 else [one(p) for p in rest]
    return [_Failed.error(r) if isinstance(r, _Failed) else r for r in out]


def _size(paths: list[Path]) -> int:
    """The bytes of the files (a file that cannot be read counts none: its error comes later)."""
    total = 0
    for p in paths:
        try:
            total += os.stat(p).st_size
        except (OSError, TypeError, ValueError):
            pass
    return total


def _forked(one, paths: list[Path], jobs: int) -> list:
    """``one`` of each path in ``jobs`` forked processes (in this one where fork is missing).
    Imported here: checking a few files starts no process."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    if "fork" not in multiprocessing.get_all_start_methods():
        return [one(p) for p in paths]
    with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("fork")) as pool:
        return list(pool.map(one, paths, chunksize=max(1, len(paths) // (4 * jobs))))


@dataclass
class _Failed:
    """An error in a worker process, as it crosses back (an exception's own pickling drops the
    path and line)."""

    kind: type
    message: str
    path: str | None
    line: int | None
    col: int | None

    def error(self) -> CardaviaError:
        return self.kind(self.message, self.path, self.line, self.col)


def _check_one(path: Path, lang: str | None, game: str | None, strict: bool) -> Report | _Failed:
    try:
        return check_path(path, lang, game, strict)
    except CardaviaError as exc:
        return _Failed(type(exc), exc.message, exc.path, exc.line, exc.col)


def check_document(doc: Document, lang: str | None = None, game: str | None = None,
                   strict: bool = False) -> Report:
    if lang is None:
        lang = doc.catalog_language
    if lang is None:
        try:
            lang = detect_language(doc.body, doc.language_hint)
        except Unsupported as exc:
            raise NotChecked(f"not checked: {exc.message}; {OVERRIDE}", doc.path) from None
    if lang is None:
        raise NotChecked("not checked: the text is too short to tell its language; pass --lang "
                         + "|".join(LANGUAGES), doc.path)
    if lang not in LANGUAGES:
        raise NotChecked(f"not checked: unsupported language {lang!r}; pass --lang "
                         + "|".join(LANGUAGES) + " to check it anyway", doc.path)
    if game is not None:
        gid = canon.resolve_game(game)
        if gid is None:
            raise NotChecked(f"unknown game {game!r} (known: {', '.join(canon.known_games())})", doc.path)
        candidates = [canon.load(gid)]
    else:
        candidates = canon.games()
    doc.split(lang)
    token = DOCUMENT_TEXTS.set((tuple(s.text for s in doc.segments if not s.heading), {}))
    try:
        return _check_split(doc, lang, candidates, game, strict)
    finally:
        DOCUMENT_TEXTS.reset(token)


def _check_split(doc: Document, lang: str, candidates: list[Game], game: str | None, strict: bool) -> Report:
    ctx = Context(lexicon(lang), Report(doc.path, lang), strict, tuple(s for s in doc.segments if not s.heading))
    if doc.kind == "po" and _names_clauses(doc, candidates):
        _check_catalog(ctx, doc, candidates)
    elif any(s.clause for s in doc.segments if not s.heading) and _names_clauses(doc, candidates):
        _check_anchored(ctx, doc, candidates)
    else:
        _check_aligned(ctx, doc, candidates, forced=game is not None)
    settle(ctx.report.findings, candidates, ctx.lex, doc.segments)
    _finish(ctx.report, candidates, doc.body)
    return ctx.report


def _names_clauses(doc: Document, candidates: list[Game]) -> bool:
    """Whether some anchor of the page names a clause or an example of our rules (our own layout).
    Ids that name none (an EPUB chapter's footnote references, "r1", "n2") are no layout of ours:
    the page is aligned like any other text, its ids forgotten."""
    known = {c.id for g in candidates for c in g.clauses} | {e for g in candidates for e in g.examples}
    if any(s.clause in known for s in doc.segments if not s.heading):
        return True
    for s in doc.segments:
        s.clause = None
    return False


def _finish(report: Report, games: list[Game], body: str = "") -> None:
    titles = {c.id: c.section_title for g in games for c in g.clauses}
    for f in report.findings:
        if f.clause and not f.section:
            f.section = titles.get(f.clause, "")
    report.findings = _one_per_example(_dedupe(report.findings))
    _unsteady_spelling(report.findings)
    _steady_spelling(report.findings, body)


STEADY_LINES = 3        # lines that write a name one same other way, the name never written ours: the text's spelling


def _steady_spelling(findings: list[Finding], body: str) -> None:
    """A text that writes a name one same other way on three lines or more and never as we do
    ("Folla" throughout a 1798 manual, "Minchiata" in a whole article) has a spelling of its own
    (of another age, or of its writer's house), not a translator's slip beside the right form:
    those names are warnings, each saying so. A slip beside the name written ours stays an error."""
    lines: dict[tuple[str, str], set[int]] = {}
    for f in findings:
        if f.check == "names" and f.message.endswith(MISSPELT) and f.severity == "error" and f.expected:
            lines.setdefault((f.expected, f.found.casefold()), set()).add(f.line)
    steady = {key for key, at in lines.items() if len(at) >= STEADY_LINES and
              not word_search(key[0], body, ignore_case=True)}
    for f in findings:
        if f.check == "names" and f.severity == "error" and (f.expected, f.found.casefold()) in steady:
            f.severity = "warning"
            f.message += "; the text writes it so throughout (a spelling of its own, or of another age)"


SPELLINGS = 3           # distinct misspellings of one name that make a text's spelling unsteady


def _unsteady_spelling(findings: list[Finding]) -> None:
    """A text that misspells one name in three ways or more ("verzicolas", "vetzicole",
    "vérzjcola": a transcription read by OCR, or spelling of another age) does not misspell it as
    a translator would: its names and glued words are warnings, each saying so."""
    forms: dict[str, set[str]] = {}
    for f in findings:
        if f.check == "names" and f.message.endswith(MISSPELT) and f.severity == "error":
            forms.setdefault(f.expected, set()).add(f.found.casefold())
    if not any(len(v) >= SPELLINGS for v in forms.values()):
        return
    for f in findings:
        if f.severity == "error" and (f.check == "corruption" or f.check == "names" and f.message.endswith(MISSPELT)):
            f.severity = "warning"
            f.message += "; the text spells names in many ways (a transcription?)"


WINDOW_LINES = 12       # lines a reader's passage of a few sentences may span (windows read for an example overlap)


def _one_per_example(findings: list[Finding]) -> list[Finding]:
    """One verdict per example: passages of a few sentences that overlap read the same example
    ("Bonificaciones … Un ejemplo: … te llevas las tres. Eso es Scùa, o sea un punto"), each
    from its first line; the same verdict (message, what ours gives, what the text says) a few
    lines on is the same example read from a tighter passage, which is kept."""
    keep = []
    for i, f in enumerate(findings):
        if f.check == "example" and f.severity == "error" and any(
                g.check == "example" and g.severity == "error" and g.message == f.message and
                g.expected == f.expected and g.found == f.found and 0 < g.line - f.line <= WINDOW_LINES
                for g in findings[i + 1:]):
            continue
        keep.append(f)
    return keep


def _dedupe(findings: list[Finding]) -> list[Finding]:
    """One finding per wrong word ("sorteados" matches sorteado, sortear and sorteio) and one per
    fact stated twice in a sentence."""
    out: list[Finding] = []
    seen: set[tuple] = set()
    for f in sorted(findings, key=lambda f: (f.line, f.column, f.severity != "error", f.check, -len(f.found))):
        if f.check == "terms" and f.found and any(
                g.check == "terms" and g.line == f.line and f.found.casefold() in g.found.casefold()
                for g in out):
            continue
        key = (f.line, f.check, f.message, f.found, f.expected)
        if key in seen:
            continue
        seen.add(key)
        out.append(f)
    return out


def _drop_in(clause_segments: dict[str, list[Segment]], owners: dict[int, set[str]], cid: str) -> bool:
    """Our sentence can replace the text's as it stands when the text's sentences state this
    clause and nothing else."""
    return all(owners.get(id(s), set()) == {cid} for s in clause_segments.get(cid, []))


# ---------------------------------------------------------------- any text: aligned

def _check_aligned(ctx: Context, doc: Document, candidates: list[Game], forced: bool) -> None:
    body = [s for s in doc.segments if not s.heading]
    lang = ctx.lex.lang
    al = place(doc, body, candidates, ctx.lex, forced)
    games = [g for g in al.games if any(c is not None and c.game == g.id for _, c in al.pairs)] or al.games
    report = ctx.report
    report.games = [g.id for g in games]
    ids = set(report.games)
    pairs = [(s, c if c is not None and c.game in ids else None) for s, c in al.pairs]
    al = Alignment(games, al.total, pairs)
    groups: dict[str, list[Segment]] = {}
    for seg, clause in pairs:
        if clause is not None:
            groups.setdefault(clause.id, []).append(seg)
    clauses = {c.id: c for g in games for c in g.clauses}
    by_id = {g.id: g for g in games}
    tolerated, merged = _attach_examples(games, groups, lang)
    owners: dict[int, set[str]] = {}
    for cid, segs in list(groups.items()) + list(merged.items()):
        for s in segs:
            owners.setdefault(id(s), set()).add(cid)
    _check_structure(ctx, al, merged)
    for cid, segs in groups.items():
        clause = clauses[cid]
        game = by_id[clause.game]
        ours = suggestion(game, clause, lang) if _drop_in(groups, owners, cid) else None
        check_clause(ctx, game, clause, segs, ours, tolerated=tolerated.get(cid, frozenset()), aligned=True)
    for cid, segs in merged.items():
        clause = clauses[cid]
        check_worked_example(ctx, by_id[clause.game], clause, segs, None)
    _examples_moved(ctx, games, set(groups) | set(merged), pairs,
                    frozenset(s.line for s in doc.segments if s.heading or example_opening(s.text, lang)))
    _numbers_of_examples(ctx, games, pairs)
    check_page(ctx, doc.segments, games, {id(s): c for s, c in pairs})
    rank_tables(ctx, doc.blocks, doc.segments, games)
    rank_lists(ctx, doc.blocks, doc.segments, games)
    _variants_warned(ctx, doc.segments, games)
    naming_policy(ctx, doc.segments, games, own_page=doc.site_layout or _our_page(al, ctx.lex),
                  layout=doc.site_layout)


VARIANT_CHECKS = ("claims", "numbers", "example")
# A forbidden rendering that is the opposite rule ("clockwise" for our anticlockwise: glossary
# reason "the opposite direction") states a rule: said of others' practice, it is theirs.
RULE_RENDERINGS = (": the opposite direction",)
VARIANT_NOTES = {OTHER_PLAYERS: "; the text says it of a game with another number of players",
                 OTHERS_PRACTICE: "; the text says it of how others play or of a variant",
                 OTHER_GAME: "; the text says it of another game",
                 REFUTED: "; the text marks it as false",
                 PROPOSED: "; the text proposes it",
                 NARRATED: "; the text says it of a game it tells",
                 REPLACED: "; the text says it of a version it replaces"}
# A rule proposed or a past game told: only what the sentence states as a rule is not asserted;
# a worked example told of that game is still checked.
CLAIMS_ONLY = {PROPOSED: ("claims", "numbers"), NARRATED: ("claims",)}


def _variants_warned(ctx: Context, segments: list[Segment], games: list[Game]) -> None:
    """What the text states of a variant our rules do not have (another number of players,
    others' practice: "in some regions ...", another game) is no rule of ours to contradict: a warning with the
    sentence quoted, not an error; what the text marks as false ("Myth: ...") a note. The number of players itself stays an error ("Briscola is for
    four players")."""
    if len(games) != 1:
        return
    variant = variant_segments(segments, games[0], ctx.lex, ours_apart=True)
    why = {s.text: variant[id(s)] for s in segments if id(s) in variant}
    for f in ctx.report.findings:
        rule_term = f.check == "terms" and f.message.endswith(RULE_RENDERINGS) and \
            why.get(f.sentence) in (OTHERS_PRACTICE, OTHER_GAME)
        if f.severity != "error" or not rule_term and (f.check not in VARIANT_CHECKS or f.sentence not in why or
                                                       f.check not in CLAIMS_ONLY.get(why[f.sentence], VARIANT_CHECKS)):
            continue
        if why[f.sentence] == OTHERS_PRACTICE and f.message.endswith(CORRECTED):
            continue        # "Many think the Re is worth 4, but it is worth 5": the belief is theirs, its correction the text's
        if why[f.sentence] == OTHER_PLAYERS and f.found in {x for n in player_counts(f.sentence, ctx.lex)
                                                           for x in (str(n), COUNT_ROLES["players"][0].format(n=n))}:
            continue        # "4", or the counts reader's "4 players": the number of players itself
        f.severity = "info" if why[f.sentence] in (REFUTED, REPLACED) else "warning"     # a claim the text itself refutes or replaces: nothing to act on
        f.message += VARIANT_NOTES[why[f.sentence]]


def _our_page(al: Alignment, lex) -> bool:
    """A translation of our own page (it states nearly every clause of ours), not a text of
    someone else's that covers a game."""
    found = confident_clauses(al, lex)
    return any(found[g.id] >= OWN_PAGE_SHARE * sum(1 for c in g.clauses if c.phrased) for g in al.games)


def _examples_moved(ctx: Context, games: list[Game], aligned: set[str],
                    pairs: list[tuple[Segment, Clause | None]], headings: frozenset[int] = frozenset()) -> None:
    """Worked examples the alignment did not place (the text moved them, or invented them with
    our givens): a reader that recognises its example anywhere reads each sentence, with the
    one before it (the givens may come first). A reader of examples the text invents reads every
    passage of up to three sentences of its game's part of the page, once per game."""
    body = [s for s, _ in pairs]
    part: dict[int, str] = {}           # sentence → the game of the page's part it is in
    current = games[0].id if games else ""
    for s, c in pairs:
        current = c.game if c is not None else current
        part[id(s)] = current
    for game in games:
        # (not a sentence of goods, "Jeu de 52 cartes bresciane · Tapis de jeu 60 × 60 cm", "€4.50
        # each": a shop's or a price's numbers are no example's givens)
        own = [s for s in body if part[id(s)] == game.id and not goods(s.text, ctx.lex)]
        deck = game.engine.deck
        ranks = {id(s): _cards_named(game.engine, s.text, ctx.lex) for s in own}
        gives = {id(s) for s in own if ranks[id(s)] or _gives(s.text, ctx.lex, deck)}
        by_part = _answered_by_part(own)
        linked = [_Window.of(w, gives | {id(s) for s in w if _gives(s.text, ctx.lex, deck)},
                             ranks | {id(s): _cards_named(game.engine, s.text, ctx.lex) for s in w}, linked=True)
                  for w in _answered_by_number(own) + by_part]
        answers = {id(s) for w in by_part for s in w if _part(s.text)}     # a part is read with its question and answer, not alone
        windows = {reach: [_Window.of(w, gives, ranks) for w in _passages(own, reach, every=True, headings=headings)
                           if not any(id(s) in answers for s in w)]
                   + linked for reach in (INVENTED_REACH, INVENTED_REACH + 1)}
        bonus_names = tuple(b.name for b in getattr(game.engine.spec, "bonuses", None) or ())
        read: dict[tuple[int, ...], tuple] = {}     # a passage's sentences → ``read_passage``, once for every reader
        for clause, example in invented_readers(game):
            longer = example.kind in LONGER_PASSAGES
            least = CARDS_NAMED.get(example.kind, 0)
            for w in windows[INVENTED_REACH + longer]:
                if w.room > INVENTED_REACH and example.kind in ASKED_PASSAGES and not w.asks and \
                        not (example.kind in TOLD_PASSAGES and w.ranks >= TOLD_CARDS and
                             _names_any(w.segments[-1].text, bonus_names) and
                             not any(_names_any(s.text, bonus_names) for s in w.segments[:-1])):
                    continue        # the sentence more of a capture: a question's answer only, or the
                    #                 outcome in a sentence of its own naming a bonus, after a story told
                    #                 in three ("He plays the 10. On the table lie the 4 and the 6. He
                    #                 takes both. Scùa and Quadriglia, two points!")
                if (w.starts_given or (w.single or longer or w.opens_colon or w.linked) and w.given) and w.ranks >= least:
                    key = tuple(map(id, w.segments))    # (the sentences live as long as ``own``: their ids are theirs)
                    passage = read.get(key) or read.setdefault(key, read_passage(w.segments, ctx))
                    check_worked_example(ctx, game, clause, w.segments, None, example=example,
                                         answer=w.segments[-1] if w.linked else None, passage=passage)
        for clause in game.clauses:
            if clause.example is None:
                continue
            kind = game.examples[clause.example].kind
            if kind in INVENTED or clause.id in aligned or kind not in ANYWHERE:
                continue
            for window in _passages(body, 2):
                check_worked_example(ctx, game, clause, window, None)
    _points_said_twice(ctx)


def _points_said_twice(ctx: Context) -> None:
    """The points-of-cards check (``points_check``) reports an outcome another reader of examples
    reports on the same line with the same words: one finding, the reader's (it says more)."""
    from .points_check import MESSAGE

    mine = [f for f in ctx.report.findings if f.message == MESSAGE]
    if not mine:
        return
    others = [f for f in ctx.report.findings if f.check == "example" and f.message != MESSAGE
              and f.severity in ("error", "warning")]
    for f in mine:
        if any((g.line == f.line or g.sentence == f.sentence) and re.search(rf"(?<!\d){re.escape(f.found)}(?!\d)", g.found or "") for g in others):
            ctx.report.findings.remove(f)


@dataclass(frozen=True)
class _Window:
    """A passage ``_passages`` yields, with what the readers of invented examples ask of it
    (worked out once, not once per reader)."""

    segments: list[Segment]
    room: int               # the sentences it takes (``_room``)
    asks: bool              # a sentence before its last asks a question
    starts_given: bool      # its first sentence names a number or a card
    given: bool             # one of its sentences does
    single: bool            # one sentence
    opens_colon: bool       # its first sentence ends in a colon (a lead-in)
    ranks: int              # the cards or ranks its sentences name
    linked: bool = False    # a question and its answer the document's labels join ("Q4." and "R4.", "b)" and "b)")

    @classmethod
    def of(cls, window: list[Segment], gives: set[int], ranks: dict[int, int], linked: bool = False) -> "_Window":
        return cls(window, _room(window), any(QUESTION_END.search(s.text) for s in window[:-1]),
                   id(window[0]) in gives, any(id(s) in gives for s in window), len(window) == 1,
                   window[0].text.rstrip().endswith(":"), sum(ranks[id(s)] for s in window), linked)


@readings(copy=None)
def _cards_named(engine, text: str, lex) -> int:
    """How many cards or ranks a sentence names; in a pack with trumps of their own, a trump
    named by its number too ("el triunfo 12")."""
    words = card_words(text, lex, engine.deck)
    if re.search(r"[A-Z0-9][A-Z]\b", text):
        from .cardwords import with_codes

        # a card written as a code ("Him: RS."), one a sentence in a note
        words = with_codes(words, text, lex, engine.deck, least=1)
    if "trump" in engine.deck.kind and re.search(r"\d", text):
        from .tricks import named_trumps

        words = named_trumps(engine, text, lex, words)
    return sum(1 for w in words if w.rank) + _whole_suits_named(engine, text, lex, words)


def _whole_suits_named(engine, text: str, lex, words) -> int:
    """The cards of a whole suit told by its count and name ("all 13 Swords", "alle dreizehn
    Schwerter"): that many cards named."""
    size = len(engine.deck.ranks)
    suits = [w for w in words if w.suit and not w.rank]
    if not suits:
        return 0
    return sum(size for n in find_numbers(text, lex.lang) if n.value == size and any(
        w.start >= n.end and len(re.findall(r"[^\W\d_]+", text[n.end:w.start])) <= 1 for w in suits))


@readings(copy=None)
def _gives(text: str, lex, deck) -> bool:
    """A sentence that could hold an example's givens: it names a number or a card. Passages
    with no such sentence hold no worked example."""
    return bool(find_numbers(text, lex.lang)) or bool(card_words(text, lex, deck))


def _numbers_of_examples(ctx: Context, games: list[Game], pairs: list[tuple[Segment, Clause | None]]) -> None:
    """A number the numbers check takes for another of our rules, in a worked example the text
    states (its own or ours) that the engine agrees with, is the example's given or outcome: the
    error becomes information. The example may take the sentence and up to two around it."""
    errors = [f for f in ctx.report.findings if f.check == "numbers" and f.severity == "error"]
    if not errors:
        return
    body = [s for s, _ in pairs]
    readers = [(g, ex) for g in games for _, ex in invented_readers(g)] + \
        [(g, ex) for g in games for ex in g.examples.values()]
    seen: dict[int, set[int]] = {}
    for f in errors:
        at = [i for i, s in enumerate(body) if s.line == f.line and s.text == f.sentence] or \
            [i for i, s in enumerate(body) if s.text == f.sentence]
        if not at:
            continue
        i = at[0]
        if i not in seen:
            seen[i] = set()
            kinds = set()
            for first in range(max(0, i - INVENTED_REACH + 1), i + 1):
                for last in range(i, min(len(body), first + INVENTED_REACH)):
                    text = passage_text(body[first:last + 1])
                    for game, ex in readers:
                        if (ex.kind, first, last) in kinds and ex.kind in INVENTED:
                            continue
                        kinds.add((ex.kind, first, last))
                        seen[i] |= example_numbers(game.engine, ex, text, ctx.lex)
        value = f.found.strip()
        if value.isdigit() and int(value) in seen[i]:
            f.severity = "info"
            f.message += "; a number of a worked example the engine agrees with"


QUESTION_END = re.compile(r"[?？]\s*$")


def _opens_entry(before: Segment, question: Segment) -> bool:
    """A question after a blank line, starting as the sentence before it starts (a FAQ's next
    entry: "<dt>Какие бывают versicole?</dt>"), opens a passage; not one that asks about the
    givens before it ("Salgo con el 3 de Copas ... ¿Quién se lleva la baza?", or on the next line)."""
    if not QUESTION_END.search(question.text) or question.column > before.column:
        return False
    end = before.locate(max(0, len(before.text.rstrip()) - 1))[0] if before.locate else before.line
    return question.line > end + 1      # a blank line between: "givens\nWho takes it?" stays one passage


def _passages(body: list[Segment], reach: int, every: bool = False, headings: frozenset[int] = frozenset()):
    """Each sentence with up to ``reach - 1`` sentences before it, of the same passage (no gap of
    more than a line between them, no heading: a question of a FAQ, a section's title);
    ``every``: also each shorter such window (the givens may be one sentence back, and another
    example two). A window does not start in the middle of a paragraph or list item and run past
    its end (``_whole_blocks``)."""
    for i, seg in enumerate(body):
        start, taken = i, 1
        parts = {_part(seg.text)} - {None}
        while start > 0 and body[start - 1].line >= body[start].line - 2 and \
                not any(body[start - 1].line < h <= body[start].line for h in headings) and \
                not _opens_entry(body[start - 1], body[start]) and \
                not _parallel_entries(body[start - 1], body[start]) and \
                not _other_part(body[start - 1].text, parts):
            # "Q3.", "A:" (a label), the items of a list after the first ("- 2 di Denari"): no room
            # ... and an exclamation that says nothing between a capture and its outcome ("GIANNI: Abgeräumt!")
            free = _label(body[start - 1].text) or _exclamation(body[start - 1].text) or \
                (_item(body[start - 1].text) and _item(body[start].text))
            if taken >= reach and not free:
                break
            start -= 1
            taken += not free
        if not every:
            start = _whole_blocks(body, start, i)
        for first in (range(i, start - 1, -1) if every else [start]):
            if first > start and _item(body[first - 1].text) and _item(body[first].text):
                continue        # a passage does not start inside a list ("- 2 di Denari" after "- 6 di Coppe")
            if every and _whole_blocks(body, first, i) != first:
                continue
            yield body[first:i + 1]


def _part(text: str) -> str | None:
    """The label of the part the sentence opens ("a" for "a) Kupit: 10, 2, Regina, Asso."), folded."""
    m = PART_LABEL.match(text)
    return m.group(1).casefold() if m else None


def _other_part(text: str, parts: set[str]) -> bool:
    """The sentence opens another part than the one a passage is in (question b)'s cards are not
    answer a)'s trick); it joins ``parts`` when it opens none or the same one."""
    label = _part(text)
    if label is None:
        return False
    if parts and label not in parts:
        return True
    parts.add(label)
    return False


PART_QUESTION_REACH = 3     # sentences before a run of parts where the question they share may be
PART_ANSWER_REACH = 4       # sentences between a run of parts and the run that answers it


def _answered_by_part(body: list[Segment]) -> list[list[Segment]]:
    """An exercise's parts and their answers apart ("a) Kupit: 10, 2, Regina, Asso. b) ... c) ..."
    asked, "Mallivastaus. a) Regina ...; 0 pistettä. b) ..." answered): each part's question
    with the answer of the same label, and the question they share, as one passage."""
    runs: list[tuple[int, int]] = []        # [first, last] of each run of labelled parts
    i = 0
    while i < len(body):
        if _part(body[i].text) is None:
            i += 1
            continue
        j = i
        while j + 1 < len(body) and _part(body[j + 1].text) not in (None, _part(body[i].text)):
            j += 1
        runs.append((i, j))
        i = j + 1
    out = []
    for (a, b), (c, d) in zip(runs, runs[1:]):
        if c - b - 1 > PART_ANSWER_REACH:
            continue
        first = a
        while first > max(0, a - PART_QUESTION_REACH) and not body[first - 1].block_end:
            first -= 1      # the question's own sentences before its parts, in its paragraph ("Trumps are Coins. Who takes it?")
        asked = body[first:a]
        if not any(QUESTION_END.search(s.text) for s in body[first:b + 1]):
            continue        # no question: two lists of cases, not a question and its answers
        answers = {_part(s.text): s for s in body[c:d + 1]}
        givens = [s for s in asked if not QUESTION_END.search(s.text)]
        questions = [s for s in asked if QUESTION_END.search(s.text)]
        for s in body[a:b + 1]:
            answer = answers.get(_part(s.text))
            if answer is not None:      # read as a worked example is told: its givens, the question, the answer
                out.append(givens + [s] + questions + [answer])
    return out


def _parallel_entries(before: Segment, after: Segment) -> bool:
    """Two entries of a bulleted list or rows of a table, each a case of its own, with its own
    numbers (two or more each): parallel cases (a worksheet's "Vantaggio 52, poi altri 8 punti:
    60, un resto" above "Fine smazzata: 59 → un resto; …"; a table's rows of situations and
    results), so no passage runs from one into the next. An entry that goes on with the one
    before ("- You play a 7 and take 3 + 4." / "- That capture is a Quadriglia, 1 point."), or
    that only names things ("- 2 di Denari"), is read with it."""
    return before.block_end and before.item and after.item and \
        len(DIGITS_RE.findall(before.text)) >= ENTRY_NUMBERS and len(DIGITS_RE.findall(after.text)) >= ENTRY_NUMBERS


ENTRY_NUMBERS = 2       # numbers an entry states to be a case of its own


NUMBER_LABEL = re.compile(r"\s*+([^\W\d_]{1,10})\s*+(\d{1,2})\s*+[.:)]\s*+")     # "Q4.", "R4.", "Domanda 4:" alone


def _answered_by_number(body: list[Segment]) -> list[list[Segment]]:
    """A quiz's questions and answers apart, each labelled with its number ("Q4. ... Qui ramasse ?"
    far above "R4. C'est lui qui ramasse ..."): each question's block, its label first, with the
    block of the later answer of the same number under another label word, as one passage."""
    blocks: list[tuple[str, int, list[Segment]]] = []
    for i, s in enumerate(body):
        m = NUMBER_LABEL.fullmatch(s.text)
        if not m or s.block_end:
            continue
        j = next((k for k in range(i, len(body)) if body[k].block_end), len(body) - 1)
        blocks.append((m.group(1).casefold(), int(m.group(2)), body[i:j + 1]))
    out = []
    for k, (word, number, segs) in enumerate(blocks):
        if not any(x.text.rstrip().endswith("?") for x in segs):
            continue
        answer = next((b for w, n, b in blocks[k + 1:] if n == number and w != word), None)
        if answer is not None:
            out.append(segs + answer)
    return out


def _whole_blocks(body: list[Segment], first: int, last: int) -> int:
    """Where a passage from ``first`` to ``last`` may start: not in the middle of a paragraph or
    list item whose end it crosses (the verdict of one item's trick is not about the next item's
    cards: "... Gana el Asso. La baza no vale nada." / "Sale el 7 de Espadas ..."), but at the
    start of the next block."""
    if first == 0 or body[first - 1].block_end:
        return first
    end = next((j for j in range(first, last) if body[j].block_end), None)
    return first if end is None else end + 1


def _room(window: list[Segment]) -> int:
    """The sentences a passage takes, as ``_passages`` counts them (labels and a list's later items
    take no room)."""
    return 1 + sum(not (_label(a.text) or _exclamation(a.text) or (_item(a.text) and _item(b.text)))
                   for a, b in zip(window, window[1:]))


LABEL = re.compile(r"\W*+[^\W\d_]{0,8}+\d{0,3}+\W*+")


@functools.lru_cache(maxsize=1 << 12)
def _label(text: str) -> bool:
    """A sentence that only labels what follows ("Q3.", "A:", "Risposta:"), no words of its own
    (kept: ``_passages`` asks it of a sentence once per window and per reach)."""
    return len(text) <= 12 and bool(LABEL.fullmatch(text))


EXCLAMATION_WORDS = 3   # words of an exclamation that says nothing ("Abgeräumt!", "Che colpo!", "What a sweep!")
EXCLAMATION = re.compile(r"(?:[^:]*:\s*)?(?:\([^()]*\)\s*)?(?P<said>[^\d():,;«»\"“”]+)!\s*")


def _names_any(text: str, names: tuple[str, ...]) -> bool:
    """``text`` names one of ``names`` (a game's bonuses, as written: they are not translated)."""
    folded = text.casefold()
    return any(word_search(n, text, ignore_case=True, folded=folded) for n in names)


@functools.lru_cache(maxsize=1 << 12)
def _exclamation(text: str) -> bool:
    """A sentence that only exclaims, after a speaker's label if any ("GIANNI (triumphierend):
    Abgeräumt!", "Boom!"): a few words, no digit, no comma or quotation mark (not a claim
    quoted, "« Napula, huit points ! »"), ending in '!'; it takes no room in a passage (a story's
    outcome may follow it)."""
    m = EXCLAMATION.fullmatch(text)
    return m is not None and 0 < len(LABEL_WORDS.findall(m.group("said"))) <= EXCLAMATION_WORDS


ITEM_WORDS = 4          # words of a list item that names one thing ("6 di Coppe", "Asso of Cups")


@functools.lru_cache(maxsize=1 << 12)
def _item(text: str) -> bool:
    """A segment that is an item of a list, not a sentence: a few words, no end mark (kept, as
    ``_label``)."""
    return len(LABEL_WORDS.findall(text)) <= ITEM_WORDS and not text.rstrip().endswith((".", "!", "?", ":"))


LABEL_WORDS = re.compile(r"[^\W_]+")


def _attach_examples(games: list[Game], groups: dict[str, list[Segment]], lang: str
                     ) -> tuple[dict[str, frozenset[int]], dict[str, list[Segment]]]:
    """Worked examples stated inside the rule they illustrate (the live site never had separate
    example clauses). A sentence of a rule's group that states numbers only its following example
    has becomes the example's; a sentence holding both is checked against the rule with the
    example's numbers allowed, and the example is replayed on it.

    Returns the numbers each rule may also state, and example id → sentences it shares."""
    tolerated: dict[str, frozenset[int]] = {}
    merged: dict[str, list[Segment]] = {}
    for game in games:
        cl = list(game.clauses)
        for i, rule in enumerate(cl):
            if rule.example_only or rule.id not in groups:
                continue
            rule_nums = number_set(rule.english, "en")
            for ex in cl[i + 1:]:
                if not ex.example_only or ex.section != rule.section:
                    break
                if ex.id in groups or not ex.phrased:
                    continue
                own = number_set(ex.english, "en") - rule_nums
                for seg in list(groups[rule.id]):
                    nums = number_set(seg.text, lang)
                    if not nums & own:
                        continue
                    if nums - number_set(ex.english, "en"):
                        merged.setdefault(ex.id, []).append(seg)
                        tolerated[rule.id] = tolerated.get(rule.id, frozenset()) | number_set(ex.english, "en")
                    else:
                        groups[rule.id].remove(seg)
                        groups.setdefault(ex.id, []).append(seg)
                if not groups[rule.id]:
                    del groups[rule.id]
                    break
    return tolerated, merged


def _check_structure(ctx: Context, al: Alignment, merged: dict[str, list[Segment]]) -> None:
    """Clauses not found and passages our rules do not have: notes, one per passage."""
    report, lex = ctx.report, ctx.lex
    present = {c.id for _, c in al.pairs if c is not None}
    lines = [(s, c) for s, c in al.pairs]
    extras = [s for s, c in al.pairs if c is None]
    for game in al.games:
        for clause in game.clauses:
            if clause.id in present or not clause.phrased or merged.get(clause.id):
                continue
            cf = clause_features(clause, game, lex.lang)
            fits = [(score(s, segment_features(s, lex), cf), s) for s in extras]
            fits = [(v, s) for v, s in fits if v >= OUT_OF_ORDER_SCORE]
            if fits:
                seg = max(fits, key=lambda x: x[0])[1]
                extras.remove(seg)
                report.add(seg, "info", "structure", clause.id, "this sentence seems to state a clause "
                           "of another place in our rules")
                continue
            near = _segment_near(lines, clause, game)
            if near is not None:
                f = report.add(near, "info", "structure", clause.id,
                               "a worked example of our rules is not in the text" if clause.example_only
                               else "a clause of our rules is not found in the text", clause.english, "")
                f.sentence = ""
    index = {id(s): i for i, (s, _) in enumerate(al.pairs)}
    previous = -2
    for seg in extras:
        i = index[id(seg)]
        if i != previous + 1:
            report.add(seg, "info", "structure", None, "a passage our rules do not have")
        previous = i


def _segment_near(lines: list[tuple[Segment, Clause | None]], clause: Clause, game: Game) -> Segment | None:
    """The sentence after which a missing clause belonged: the last present clause before it."""
    order = {c.id: i for i, c in enumerate(game.clauses)}
    target = order[clause.id]
    best = lines[0][0] if lines else None
    for seg, c in lines:
        if c is not None and c.game == game.id and order[c.id] < target:
            best = seg
    return best


# ---------------------------------------------------------------- our own pages: anchored

def _check_anchored(ctx: Context, doc: Document, candidates: list[Game]) -> None:
    """A page in our own layout: each rule line carries its clause's anchor, so clauses are known
    without alignment; only the unanchored header and intro are aligned. Other unanchored text
    (sample deal, statistics) is checked page-wide only."""
    body = [s for s in doc.segments if not s.heading]
    anchors = {s.clause for s in body if s.clause}

    def known(g: Game) -> int:
        return len(anchors & ({c.id for c in g.clauses} | set(g.examples)))

    games = [g for g in candidates if known(g)]
    if not games:
        raise NotChecked("not a rules text: no anchor names a clause of our rules", doc.path)
    game = max(games, key=known)
    lex, report = ctx.lex, ctx.report
    report.games = [game.id]
    clauses = {c.id: c for c in game.clauses}
    groups: dict[str, list[Segment]] = {}
    examples: dict[str, list[Segment]] = {}
    for s in body:
        if s.clause in clauses:
            groups.setdefault(s.clause, []).append(s)
        elif s.clause in game.examples:
            examples.setdefault(s.clause, []).append(s)
    rest = [c for c in game.clauses if c.id not in groups and c.section in ("header", "intro")]
    first = next(i for i, s in enumerate(body) if s.clause)
    free = [s for s in body[:first] if not s.clause]     # our layout: header and intro come first
    pairs: list[tuple[Segment, Clause | None]] = []
    if rest and free:
        al = align(free, [Game(game.id, game.name, tuple(rest), game.engine, game.examples)], lex.lang)
        pairs = [(s, c) for s, c in al.pairs if c is not None]
        for s, c in pairs:
            groups.setdefault(c.id, []).append(s)
    located = sorted(pairs + [(s, clauses[s.clause]) for s in body if s.clause in clauses],
                     key=lambda x: (x[0].line, x[0].column))
    for clause in game.clauses:
        if clause.id in groups or not clause.phrased:
            continue
        near = _segment_near(located, clause, game)
        if near is not None:
            f = report.add(near, "info", "structure", clause.id, "a clause of our rules is not on the page",
                           clause.english, "")
            f.sentence = ""
    for cid, segs in groups.items():
        check_clause(ctx, game, clauses[cid], segs, suggestion(game, clauses[cid], lex.lang))
    for eid, segs in examples.items():
        text = passage_text(segs)
        for issue in check_example(game.engine, game.examples[eid], text, lex):
            if issue.severity == "error" and issue.check == "example":
                issue = charitable(game.engine, game.examples[eid], text, lex, issue)
            report.add(segs[0], issue.severity, issue.check, eid, issue.message, issue.expected, issue.found,
                       role=issue.role)
    clause_of = {id(s): clauses.get(s.clause) for s in body if s.clause in clauses}
    clause_of.update({id(s): c for s, c in pairs})
    check_page(ctx, doc.segments, [game], clause_of)
    naming_policy(ctx, doc.segments, [game])


# ---------------------------------------------------------------- catalogs

def _check_catalog(ctx: Context, doc: Document, candidates: list[Game]) -> None:
    """Each translation against the clause its msgctxt names, facts filled into placeholders;
    placeholders lost, unknown or with unbalanced braces; a msgstr left in English."""
    lex, report = ctx.lex, ctx.report
    clauses = {c.id: (g, c) for g in candidates for c in g.clauses}
    games: list[str] = []
    prefixes = {cid.split("-")[0] + "-" for cid in clauses}
    filled_segments: list[Segment] = []
    for s in doc.segments:
        if s.text.count("{") != s.text.count("}"):
            report.add(s, "error", "numbers", s.clause, "unbalanced braces in the translation", "", s.text)
        if s.clause is None or not s.clause.startswith(tuple(prefixes)):
            continue   # interface text (sections, suits, example phrasing): no clause to check against
        if s.clause not in clauses:
            report.add(s, "warning", "structure", s.clause, "the entry names no clause of our rules", "", s.clause)
            continue
        game, clause = clauses[s.clause]
        if game.id not in games:
            games.append(game.id)
        want = set(PLACEHOLDER.findall(clause.template))
        got = set(PLACEHOLDER.findall(s.text))
        if want - got:
            report.add(s, "error", "numbers", clause.id, "placeholders missing from the translation",
                       " ".join(f"{{{p}}}" for p in sorted(want)), " ".join(f"{{{p}}}" for p in sorted(got)))
        if got - want:
            report.add(s, "error", "numbers", clause.id, "placeholders our rules do not have",
                       " ".join(f"{{{p}}}" for p in sorted(want)), " ".join(f"{{{p}}}" for p in sorted(got - want)))
        if lex.lang != canon.SOURCE_LANGUAGE and " ".join(s.text.split()) == clause.template:
            report.add(s, "warning", "terms", clause.id, "the translation is left in English", "", s.text)
            continue
        filled, _ = fill(s.text, game, lex.lang)
        filled_segments.append(Segment(s.line, filled, clause=s.clause, column=s.column))
        check_clause(ctx, game, clause, [s], suggestion(game, clause, lex.lang), text_of=lambda _, f=filled: f)
    report.games = games
    check_page(ctx, filled_segments, [], {})
