"""Aligning a text's segments to canonical clauses, and finding which game(s) a page covers.

Each (segment, clause) pair gets a score from what survives any translation: numbers by value,
untranslated names, glossary concepts, the numbered section, and — when our catalog has the
language — word overlap with our own translation. A monotone alignment (dynamic programming)
maps segments to clauses in order; several sentences may map to one clause; a segment may be
extra and a clause missing. A page can hold several games in sequence without a heading between
them, so ordered sequences of up to two games are tried and the best kept.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from itertools import permutations

from .canon import Clause, Game, suggestion
from .document import Segment
from .lexicon import Lexicon, lexicon
from .memo import readings
from .numbers import find_numbers
from .terms import english_concepts, find_term, names_in, stem, words

NEW_CLAUSE = 0.75
LINE_PRIOR = 1.0
MIN_SHARE_PER_GAME = 0.3
SECOND_GAME_MARGIN = 4.0
MIN_CLAUSES_PER_GAME = 3
_EXTRA, _REPEAT = -1, -2          # how a segment is placed (else: the clause index before it)


@dataclass
class SegFeatures:
    nums: frozenset[int]
    names: frozenset[str]
    concepts: frozenset[str]
    stems: frozenset[str]


@dataclass
class ClauseFeatures:
    clause: Clause
    nums: frozenset[int]
    names: frozenset[str]
    concepts: frozenset[str]
    stems: frozenset[str]          # of our own translation, if any


def number_set(text: str, lang: str) -> frozenset[int]:
    """Values a sentence states. Words for zero and one are left out: they double as ordinary
    words (articles "un", "uma"; vi "không" is also "not")."""
    return frozenset(n.value for n in find_numbers(text, lang) if not (n.word and n.value <= 1))


def _stems(text: str) -> frozenset[str]:
    return frozenset(stem(w)[:6] for w in words(text) if len(w) > 3)


@functools.cache
def _terms_by_prefix(lang: str) -> dict[str, list[tuple[str, str]]]:
    """(concept, term) by the first three letters of the term's first word: a word matches a
    lemma only when it starts with them (``terms.word_matches``)."""
    lex = lexicon(lang)
    pairs = [(c, t) for c, terms in lex.terms.items() for t in terms]
    pairs += [(f.concept, f.term) for f in lex.forbidden]
    out: dict[str, list[tuple[str, str]]] = {}
    for concept, term in pairs:
        first = words(term)[:1]
        if first:
            out.setdefault(first[0][:3], []).append((concept, term))
    return out


def concept_hits(text: str, lex: Lexicon) -> frozenset[str]:
    """Concepts the text names with an approved or a forbidden term."""
    tokens = words(text)
    index = _terms_by_prefix(lex.lang)
    candidates = {pair for token in set(tokens) for pair in index.get(token[:3], ())}
    return frozenset(c for c, term in candidates if find_term(tokens, term) is not None)


@functools.lru_cache(maxsize=1 << 16)
def _text_features(text: str, lang: str) -> SegFeatures:
    lex = lexicon(lang)
    return SegFeatures(number_set(text, lang), frozenset(names_in(text, lex.names)),
                       concept_hits(text, lex), _stems(text))


def segment_features(seg: Segment, lex: Lexicon) -> SegFeatures:
    return _text_features(seg.text, lex.lang)


@functools.cache
def clause_features(clause: Clause, game: Game, lang: str) -> ClauseFeatures:
    en = lexicon("en")
    ours = suggestion(game, clause, lang)
    stems = _stems(ours) if ours else frozenset()
    return ClauseFeatures(clause, number_set(clause.english, "en"),
                          frozenset(names_in(clause.english, en.names)),
                          frozenset(set(clause.concepts) | english_concepts(clause.english)), stems)


def score(seg: Segment, sf: SegFeatures, cf: ClauseFeatures) -> float:
    return score_row(seg, sf, [cf])[0]


def score_row(seg: Segment, sf: SegFeatures, cfs: list[ClauseFeatures]) -> list[float]:
    """How well the segment states each clause: shared numbers, names, concepts, the numbered
    section and (when our catalog has the language) shared word stems; one loop per segment,
    as alignment scores every segment against every clause."""
    return _score_row(seg.section, sf, cfs)


def _score_row(section: int | None, sf: SegFeatures, cfs) -> list[float]:
    nums, names, concepts, stems = sf.nums, sf.names, sf.concepts, sf.stems
    stem_weight = 8.0 / max(len(stems), 1)
    out = []
    for cf in cfs:
        c = cf.clause
        s = -1.5
        if nums:
            inter = len(nums & cf.nums)
            s += 2.0 * inter
            if not c.unresolved:
                s -= 0.5 * (len(nums) - inter)
            if cf.nums and not inter:
                s -= 1.0
        if names:
            shared = len(names & cf.names)
            s += 2.5 * shared - 1.0 * (len(names) - shared)
        if concepts:
            s += 0.8 * len(concepts & cf.concepts)
        if section is not None:
            s += 2.5 if section == c.order else -4.0
        else:
            s += 1.5 if c.order == 0 else -1.0
        if stems and cf.stems:
            s += stem_weight * len(stems & cf.stems)
        out.append(s)
    return out


@dataclass
class Alignment:
    games: list[Game]
    total: float
    pairs: list[tuple[Segment, Clause | None]] = field(default_factory=list)


def _slots(game: Game) -> list[Clause]:
    """The game's clauses in order, with the header offered again after the intro: pages put the
    header line ("4 players · ...") before or after the intro sentences."""
    clauses = [c for c in game.clauses if c.phrased]    # an example without phrasing: not sought
    head = [c for c in clauses if c.section == "header"]
    intro = [c for c in clauses if c.section == "intro"]
    rest = [c for c in clauses if c.section not in ("header", "intro")]
    return head + intro + head + rest


def _game_scores(segments: list[Segment], feats: list[SegFeatures], game: Game, lang: str
                 ) -> list[list[float]]:
    return [_scores(f, seg.section, game, lang) for seg, f in zip(segments, feats)]


@readings(copy=None)
def _scores(sf: SegFeatures, section: int | None, game: Game, lang: str) -> tuple[float, ...]:
    """``score_row`` of a sentence's features (``_text_features``, kept per text) and section
    against the game's clauses in their slots, kept for the last sentences read: a page is
    aligned to each game alone and to several together."""
    return tuple(_score_row(section, sf, _clause_feats(game, lang)))


@functools.lru_cache(maxsize=64)
def _clause_feats(game: Game, lang: str) -> tuple[ClauseFeatures, ...]:
    return tuple(clause_features(c, game, lang) for c in _slots(game))


def align(segments: list[Segment], games: list[Game], lang: str,
          feats: list[SegFeatures] | None = None, cache: dict | None = None) -> Alignment:
    lex = lexicon(lang)
    clauses = [(g, c) for g in games for c in _slots(g)]
    if feats is None:
        feats = [segment_features(s, lex) for s in segments]
    cache = {} if cache is None else cache
    done = ("alignment", *(g.id for g in games))
    if done in cache:
        return cache[done]
    for g in games:
        if g.id not in cache:      # a (sentence, clause) score does not depend on the other game
            cache[g.id] = _game_scores(segments, feats, g, lang)
    n, m = len(segments), len(clauses)
    scores = [[v for g in games for v in cache[g.id][i]] for i in range(n)]
    # a worked example may share the line of the rule it illustrates (the live site's layout:
    # "... its length is the score. Asso–2–3–4, for example, scores 4.")
    follows = [j > 0 and c.example_only and clauses[j - 1][1].section == c.section
               for j, (_, c) in enumerate(clauses)]
    neg = float("-inf")
    bonus_new = [NEW_CLAUSE if f else None for f in follows]
    # exact[j]: best score so far with the last assigned clause exactly j (1-based; 0 = none yet);
    # the best of exact[0..j-1] is carried along j. A clause's first sentence earns NEW_CLAUSE.
    # back[i][j]: how segment i reached j: EXTRA, REPEAT, or (>= 0) the clause before it.
    exact = [0.0] + [neg] * m
    back: list[list[int]] = []
    for i in range(n):
        row = scores[i]
        same_line = i > 0 and segments[i - 1].line == segments[i].line
        # the site's layout: one bullet line per clause, mostly
        new_bonus = NEW_CLAUSE - (LINE_PRIOR if same_line else 0.0)
        repeat_bonus = 0.0 if same_line or i == 0 else -LINE_PRIOR
        new_exact = [exact[0]] + [neg] * m
        choice = [_EXTRA] * (m + 1)
        run_val, run_arg = exact[0], 0
        for j in range(1, m + 1):
            e = exact[j]
            r = row[j - 1]
            best, how = e, _EXTRA
            if e + r + repeat_bonus > best:
                best, how = e + r + repeat_bonus, _REPEAT
            bonus = bonus_new[j - 1]
            v = run_val + r + (new_bonus if bonus is None else bonus)
            if v > best:
                best, how = v, run_arg
            new_exact[j] = best
            choice[j] = how
            if e >= run_val:
                run_val, run_arg = e, j
        exact = new_exact
        back.append(choice)
    j = max(range(m + 1), key=lambda k: exact[k])
    total = exact[j]
    pairs: list[tuple[Segment, Clause | None]] = []
    for i in range(n - 1, -1, -1):
        how = back[i][j]
        if how == _EXTRA:
            pairs.append((segments[i], None))
        else:
            pairs.append((segments[i], clauses[j - 1][1]))
            if how != _REPEAT:
                j = how
    pairs.reverse()
    cache[done] = Alignment(games, total, pairs)
    return cache[done]


def used_games(al: Alignment) -> list[str]:
    counts: dict[str, int] = {}
    for c in {c for _, c in al.pairs if c is not None}:
        counts[c.game] = counts.get(c.game, 0) + 1
    return [g.id for g in al.games
            if counts.get(g.id, 0) >= max(MIN_CLAUSES_PER_GAME, MIN_SHARE_PER_GAME * len(g.clauses))]


def best_alignment(segments: list[Segment], candidates: list[Game], lang: str,
                   max_games: int = 2, feats: list[SegFeatures] | None = None,
                   cache: dict | None = None) -> Alignment:
    """Try each game, and each ordered pair of the first two games (the candidates come best
    first), and keep the best-scoring alignment."""
    best: Alignment | None = None
    if feats is None:
        feats = [segment_features(s, lexicon(lang)) for s in segments]
    cache = {} if cache is None else cache
    for k in range(1, max_games + 1):
        for seq in permutations(candidates if k == 1 else candidates[:max_games], k):
            al = align(segments, list(seq), lang, feats, cache)
            if len(used_games(al)) < k:
                continue
            margin = SECOND_GAME_MARGIN if best is not None and len(best.games) < k else 0.0
            if best is None or al.total > best.total + margin:
                best = al
    return best if best is not None else align(segments, candidates[:1], lang, feats, cache)
