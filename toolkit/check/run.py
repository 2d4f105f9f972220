"""Checking one document: language, games, alignment, then every check on every aligned clause."""

from __future__ import annotations

import re
from pathlib import Path

from . import canon
from .align import Alignment, align, best_alignment, clause_features, number_set, score, \
    segment_features
from .canon import Clause, Game, fill, suggestion
from .detect import language as detect_language
from .document import Document, NotChecked, Segment, read
from .claims import check_claims
from .examples import check_example
from .findings import Finding, Report
from .lexicon import LANGUAGES, Lexicon, lexicon, norm
from .numbers import find_numbers, ranges
from .terms import check_concepts, check_names, corrupted, whole_word

MIN_ALIGNED = 3
OUT_OF_ORDER_SCORE = 4.0


def check_path(path: Path, lang: str | None = None, game: str | None = None) -> Report:
    return check_document(read(path), lang, game)


def check_document(doc: Document, lang: str | None = None, game: str | None = None) -> Report:
    lang = lang or doc.catalog_language or detect_language(doc.body, doc.language_hint)
    if lang not in LANGUAGES:
        raise NotChecked("unknown language: pass --lang " + "|".join(LANGUAGES), doc.path)
    lex = lexicon(lang)
    if game is not None:
        gid = canon.resolve_game(game)
        if gid is None:
            raise NotChecked(f"unknown game {game!r} (known: {', '.join(canon.known_games())})", doc.path)
        candidates = [canon.load(gid)]
    else:
        candidates = [g for g in (canon.load(gid) for gid in canon.known_games()) if g is not None]
    report = Report(doc.path, lang)
    if doc.kind == "po":
        _check_catalog(doc, candidates, lex, report)
        return report
    body = [s for s in doc.segments if not s.heading]
    if any(s.clause for s in body):
        _check_anchored(doc, body, candidates, lex, report)
        return report
    al = align(body, candidates, lang) if game is not None else best_alignment(body, candidates, lang)
    aligned = [c for _, c in al.pairs if c is not None]
    if len(aligned) < MIN_ALIGNED:
        raise NotChecked("not a rules text: no game's clauses recognised", doc.path)
    report.games = [g.id for g in al.games if any(c.game == g.id for c in aligned)]
    games = {g.id: g for g in al.games}
    groups: dict[str, list[Segment]] = {}
    for seg, clause in al.pairs:
        if clause is not None:
            groups.setdefault(clause.id, []).append(seg)
    clauses = {c.id: c for g in al.games for c in g.clauses}
    tolerated, merged = _attach_examples(al.games, groups, lang)
    _check_structure(al, games, lex, report, merged)
    for cid, segs in groups.items():
        clause = clauses[cid]
        _check_clause(games[clause.game], clause, segs, lex, report, tolerated=tolerated.get(cid, frozenset()))
    for cid, segs in merged.items():
        clause = clauses[cid]
        _check_example(games[clause.game], clause, segs, lex, report)
    _check_page(doc.segments, lex, report, al)
    report.findings = _dedupe(report.findings)
    return report


def _check_anchored(doc: Document, body: list[Segment], candidates: list[Game], lex: Lexicon,
                    report: Report) -> None:
    """A page in our own layout: each rule line carries its clause's anchor, so clauses are known
    without alignment; only the unanchored header and intro are aligned. Other unanchored text
    (sample deal, statistics) is checked page-wide only."""
    anchors = {s.clause for s in body if s.clause}

    def known(g: Game) -> int:
        return len(anchors & ({c.id for c in g.clauses} | set(g.examples)))

    games = [g for g in candidates if known(g)]
    if not games:
        raise NotChecked("not a rules text: no anchor names a clause of our rules", doc.path)
    game = max(games, key=known)
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
    lines = [(s.line, c) for s, c in pairs] + [(s.line, clauses[s.clause]) for s in body if s.clause in clauses]
    for clause in game.clauses:
        if clause.id in groups or not clause.phrased:
            continue
        severity = "info" if clause.example_only else "warning"
        report.findings.append(Finding(_line_near(sorted(lines, key=lambda x: x[0]), clause, game), severity,
                                       "structure", clause.id, "clause missing", clause.english, "",
                                       suggestion(game, clause, lex.lang)))
    for cid, segs in groups.items():
        _check_clause(game, clauses[cid], segs, lex, report)
    for eid, segs in examples.items():
        text = " ".join(s.text for s in segs)
        for issue in check_example(game.engine, game.examples[eid], text, lex):
            report.findings.append(Finding(segs[0].line, issue.severity, issue.check, eid, issue.message,
                                           issue.expected, issue.found))
    clause_of = [(s, clauses.get(s.clause)) for s in body if s.clause in clauses] + pairs
    _check_page(doc.segments, lex, report, Alignment([game], 0.0, clause_of))
    report.findings = _dedupe(report.findings)


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


def _dedupe(findings: list[Finding]) -> list[Finding]:
    """One finding per wrong word: "sorteados" matches sorteado, sortear and sorteio; keep one."""
    out: list[Finding] = []
    for f in sorted(findings, key=lambda f: (f.line, f.severity != "error", f.check, -len(f.found))):
        if f.check == "terms" and f.found and any(
                g.check == "terms" and g.line == f.line and f.found.casefold() in g.found.casefold()
                for g in out):
            continue
        out.append(f)
    return out


# ---------------------------------------------------------------- structure

def _check_structure(al: Alignment, games: dict[str, Game], lex: Lexicon, report: Report,
                     merged: dict[str, list[Segment]] | None = None) -> None:
    merged = merged or {}
    used = [g for g in al.games if g.id in report.games]
    present = {c.id for _, c in al.pairs if c is not None}
    lines = [(s.line, c) for s, c in al.pairs]
    extras = [s for s, c in al.pairs if c is None]
    for game in used:
        for clause in game.clauses:
            if clause.id in present or not clause.phrased:
                continue
            # an extra segment that fits the missing clause well: it is there, out of order
            cf = clause_features(clause, game, lex.lang)
            fits = [(score(s, segment_features(s, lex), cf), s) for s in extras]
            fits = [(v, s) for v, s in fits if v >= OUT_OF_ORDER_SCORE]
            if fits:
                seg = max(fits, key=lambda x: x[0])[1]
                extras.remove(seg)
                report.findings.append(Finding(seg.line, "warning", "structure", clause.id,
                                               "clause out of order", "", seg.text,
                                               suggestion(game, clause, lex.lang)))
                continue
            line = _line_near(lines, clause, game)
            if clause.example_only:
                # our pages add worked examples the live site never had: not a defect of the text
                if not merged.get(clause.id):
                    report.findings.append(Finding(line, "info", "structure", clause.id,
                                                   "worked example of our rules not on the page",
                                                   clause.english, "", suggestion(game, clause, lex.lang)))
                continue
            report.findings.append(Finding(line, "warning", "structure", clause.id,
                                           "clause missing", clause.english, "",
                                           suggestion(game, clause, lex.lang)))
    for seg in extras:
        report.findings.append(Finding(seg.line, "warning", "structure", None,
                                       "text matches no clause of our rules", "", seg.text))


def _line_near(lines: list[tuple[int, Clause | None]], clause: Clause, game: Game) -> int:
    """The line where a missing clause belonged: after the last present clause before it."""
    order = {c.id: i for i, c in enumerate(game.clauses)}
    target = order[clause.id]
    best = lines[0][0] if lines else 1
    for line, c in lines:
        if c is not None and c.game == game.id and order[c.id] < target:
            best = line
    return best


# ---------------------------------------------------------------- one clause

def _check_clause(game: Game, clause: Clause, segs: list[Segment], lex: Lexicon, report: Report,
                  text_of=lambda s: s.text, tolerated: frozenset[int] = frozenset()) -> None:
    ours = suggestion(game, clause, lex.lang)
    lang = lex.lang
    add = report.findings.append
    text = " ".join(text_of(s) for s in segs)
    # numbers by value; a range stands for every value in it ("30–35" = "30, 31, ..., 35")
    expected = number_set(clause.english, "en")
    found = number_set(text, lang)
    want_ranges = set(ranges(clause.english, find_numbers(clause.english, None)))
    got_ranges = {r for s in segs for r in ranges(text_of(s), find_numbers(text_of(s), None))}
    said_as_words = {n.value for n in find_numbers(clause.english, "en") if n.word and n.value <= 1}
    covered_ours = expected | _expand(want_ranges) | tolerated | said_as_words   # "zero-point": 0
    covered_text = found | _expand(got_ranges)
    missing = sorted(expected - covered_text)
    extra = sorted(found - covered_ours) if not clause.unresolved else []
    if missing or extra:
        digits_extra = [v for v in extra if any(n.value == v and not n.word
                                                for s in segs for n in find_numbers(text_of(s), lang))]
        # a different number stated is an error; a number left unsaid or an extra number word
        # (words for small numbers double as ordinary words) is doubtful wording
        severity = "error" if digits_extra else "warning"
        line = _line_of(segs, extra or missing, lang, text_of)
        what = []
        if missing:
            what.append("missing " + ", ".join(map(str, missing)))
        if extra:
            what.append("not in our rules " + ", ".join(map(str, extra)))
        add(Finding(line, severity, "numbers", clause.id, "numbers differ: " + "; ".join(what),
                    ", ".join(map(str, sorted(expected))), ", ".join(map(str, sorted(found))), ours))
    for s in segs:
        t = text_of(s)
        for r in ranges(t, find_numbers(t, None)):
            if want_ranges and not clause.unresolved and not _expand({r}) <= covered_ours:
                add(Finding(s.line, "error", "numbers", clause.id, "a range differs from our rules",
                            ", ".join(f"{a}–{b}" for a, b in sorted(want_ranges)), f"{r[0]}–{r[1]}", ours))
    _check_qualifiers(clause, segs, lex, report, ours, text_of)
    # terms and names, sentence by sentence so that each finding has its line
    concepts = set(clause.concepts) | _english_concepts(clause)
    en_names = {n.name for n in lexicon("en").names
                if whole_word(n.name).search(clause.english)}
    seen_missing: set[str] = set()
    for s in segs:
        for issue in check_concepts(text_of(s), concepts, (), lex):
            add(Finding(s.line, issue.severity, "terms", clause.id, issue.message, issue.expected,
                        issue.found, ours))
    # A concept counts as missing only where our own sentence expresses it in words the
    # matcher recognises; otherwise the warning would say more about the glossary than the text.
    if ours:
        seen_missing |= {i.message for i in check_concepts(ours, concepts, clause.concepts, lex)
                         if i.severity == "warning"}
    for issue in check_concepts(text, concepts, clause.concepts, lex):
        if issue.severity == "warning" and issue.message not in seen_missing:
            seen_missing.add(issue.message)
            add(Finding(segs[0].line, "warning", "terms", clause.id, issue.message, issue.expected, "", ours))
    for issue in check_names(text, en_names, lex):
        if issue.severity == "warning":
            add(Finding(segs[0].line, "warning", "names", clause.id, issue.message, issue.expected,
                        issue.found, ours))
    # claims the engine answers (rank orders, point values, resti, direction, who starts)
    if clause.template:
        for i, issue in check_claims(game.engine, clause, [text_of(s) for s in segs], lex):
            add(Finding(segs[i].line, issue.severity, issue.check, clause.id, issue.message,
                        issue.expected, issue.found, ours))
    # worked examples
    if clause.example:
        _check_example(game, clause, segs, lex, report, text_of)


def _check_example(game: Game, clause: Clause, segs: list[Segment], lex: Lexicon, report: Report,
                   text_of=lambda s: s.text) -> None:
    """Replay the example a clause states against the engine."""
    example = game.examples[clause.example]
    ours = suggestion(game, clause, lex.lang)
    text = " ".join(text_of(s) for s in segs)
    for issue in check_example(game.engine, example, text, lex):
        report.findings.append(Finding(segs[0].line, issue.severity, issue.check, clause.id,
                                       issue.message, issue.expected, issue.found, ours))


def _expand(rs) -> set[int]:
    return {v for a, b in rs for v in range(a, b + 1)}


def _english_concepts(clause: Clause) -> set[str]:
    from .terms import english_concepts

    return english_concepts(clause.english)


def _line_of(segs: list[Segment], values: list[int], lang: str, text_of) -> int:
    for s in segs:
        if any(n.value in values for n in find_numbers(text_of(s), lang)):
            return s.line
    return segs[0].line


def _qualifiers_before(text: str, start: int, lex: Lexicon) -> set[str]:
    """Qualifier kinds ("at_most", "down_to" ...) stated by the words right before a number."""
    before = re.findall(r"[^\W\d_]+(?:['’][^\W\d_]+)*", text[max(0, start - 60):start])
    tail = text[max(0, start - 60):start]
    if re.search(r"[\d.:;]\s*$", tail) or re.search(r"[\d.:;,][^\d.:;,]*$", tail) and not before:
        return set()
    words = [norm(w) for w in before[-3:]]
    kinds: set[str] = set()
    for k in range(1, len(words) + 1):
        kinds |= lex.qualifier_index.get(tuple(words[-k:]), set())
    return kinds


def _check_qualifiers(clause: Clause, segs: list[Segment], lex: Lexicon, report: Report,
                      ours: str | None, text_of) -> None:
    en = lexicon("en")
    want: dict[int, set[str]] = {}
    bare: set[int] = set()          # values our English also states without a bound
    for n in find_numbers(clause.english, "en"):
        kinds = _qualifiers_before(clause.english, n.start, en)
        if kinds:
            want.setdefault(n.value, set()).update(kinds)
        else:
            bare.add(n.value)
    # a placeholder without a value (draft clauses): its bound still says what kind of number it is
    unknown: set[str] = set()
    for m in re.finditer(r"\{[\w.]+\}", clause.english):
        unknown |= _qualifiers_before(clause.english, m.start(), en)
    known = number_set(clause.english, "en")
    for s in segs:
        t = text_of(s)
        for n in find_numbers(t, lex.lang):
            kinds = _qualifiers_before(t, n.start, lex)
            if not kinds:
                continue
            if n.value in known:
                expected = want.get(n.value, set())
            elif unknown:
                expected = unknown
            else:
                continue
            if not (kinds & expected):
                # our English bounds this number differently: error; it states no bound: doubtful
                report.findings.append(Finding(
                    s.line, "error" if expected and n.value not in bare else "warning", "numbers", clause.id,
                    f"the bound on {n.value} differs: the text says {'/'.join(sorted(kinds))}",
                    f"{'/'.join(sorted(expected)) or 'exactly'} {n.value}",
                    t[max(0, n.start - 25):n.end].strip(), ours))


# ---------------------------------------------------------------- whole page

def _check_page(segments: list[Segment], lex: Lexicon, report: Report, al: Alignment | None) -> None:
    clause_of = {id(s): c for s, c in al.pairs} if al else {}
    for s in segments:
        cid = clause_of.get(id(s))
        cid = cid.id if cid is not None else None
        for token, name in corrupted(s.text, lex):
            report.findings.append(Finding(s.line, "error", "corruption", cid,
                                           f"corrupted token: the name {name} is glued to a fragment "
                                           "of another word", name, token))
        for issue in check_concepts(s.text, set(), (), lex, page_wide_only=True):
            if cid is None or not any(f.line == s.line and f.found == issue.found for f in report.findings):
                report.findings.append(Finding(s.line, issue.severity, "terms", cid, issue.message,
                                               issue.expected, issue.found))
        for issue in check_names(s.text, set(), lex):
            report.findings.append(Finding(s.line, issue.severity, "names", cid, issue.message,
                                           issue.expected, issue.found))
        for code, english, found in english_suits(s.text, lex):
            report.findings.append(Finding(s.line, "error", "terms", cid,
                                           f"the suit name {english} is left in English",
                                           " / ".join(lex.suits.get(code, [])), found))


def english_suits(text: str, lex: Lexicon) -> list[tuple[str, str, str]]:
    """English suit names in a text of another language, unless that language uses the same word."""
    from .canon import SOURCE_LANGUAGE

    if lex.lang == SOURCE_LANGUAGE:
        return []
    out = []
    for code, names in lexicon(SOURCE_LANGUAGE).suits.items():
        own = {norm(n) for n in lex.suits.get(code, [])}
        for name in names:
            if norm(name) in own:
                continue
            m = whole_word(name, re.IGNORECASE).search(text)
            if m:
                out.append((code, name, m.group(0)))
    return out


# ---------------------------------------------------------------- catalogs

def _check_catalog(doc: Document, candidates: list[Game], lex: Lexicon, report: Report) -> None:
    """Each translation against the clause its msgctxt names, facts filled into placeholders."""
    clauses = {c.id: (g, c) for g in candidates for c in g.clauses}
    games: list[str] = []
    prefixes = {cid.split("-")[0] + "-" for cid in clauses}
    for s in doc.segments:
        if s.clause is None or not s.clause.startswith(tuple(prefixes)):
            continue   # interface text (sections, suits, example phrasing): no clause to check against
        if s.clause not in clauses:
            report.findings.append(Finding(s.line, "warning", "structure", s.clause,
                                           "entry names no clause of our rules", "", s.text))
            continue
        game, clause = clauses[s.clause]
        if game.id not in games:
            games.append(game.id)
        filled, _ = fill(s.text, game, lex.lang)
        missing = sorted(set(re.findall(r"\{[\w.]+\}", clause.template)) -
                         set(re.findall(r"\{[\w.]+\}", s.text)))
        if missing:
            report.findings.append(Finding(s.line, "error", "numbers", clause.id,
                                           "placeholders missing from the translation",
                                           " ".join(missing), s.text))
        _check_clause(game, clause, [s], lex, report, text_of=lambda seg, f=filled: f)
    _check_page([Segment(s.line, fill(s.text, clauses[s.clause][0], lex.lang)[0] if s.clause in clauses
                         else s.text) for s in doc.segments if s.clause in clauses], lex, report, None)
    report.games = games
    report.findings = _dedupe(report.findings)
