"""Rules a sentence states, read wherever they are in the text and compared with the spec the
engine executes: capturing optional or compulsory, following suit, the direction of play, who
starts, which total wins, the least total that wins, what decides the winner (resti or points),
what a tie gives, who scores a tied award, the least count of a majority award.

Each fact names the spec field it is compared with; the words that state it are data per
language (``rules/checker/<lang>.yaml``: ``modality``, ``negation``, ``directions``, ``sides``,
``starts``, ``winning``, ``higher``, ``lower``) and the glossary's terms for the action. A fact
the text does not state is not an error. The clause a fact belongs to is the clause whose
English sentence states it, read by the same reader. More cue words for who deals, starts, leads
and wins are in the ``claim_cues_order`` block at the end of each language's file. A question
asking who is read with its answer ("Who leads the next trick? The loser.").
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Callable

from ..findings import AMOUNT
from .canon import SOURCE_LANGUAGE, Game
from .claims import announced_order, announces_order, answered_rank, list_entry_ranks, stated_rank_order
from .counts import roles_stated
from .cues import cues, rule_cues
from .leaders import first_drawer, leading_cued, leads_words, next_leader, next_leader_here, word_clauses
from .lexicon import Lexicon, cue_block, lexicon, norm, site_data
from .memo import Kept, per_object, readings
from .obligations import NEGATION_BEFORE, cue_spans, match_preferred, modal_cued, negates, negation_spans, obligation, only_conditions, window_start
from .numbers import find_numbers
from .rounds import extra_award, has_majorities, leftovers_outcome, majority_suits, negated_outside_until, no_capture_outcome, until_score
from .terms import PIECE, TOKEN, alternation, loose_of_game, is_question, card_words, cue_words, find_term, in_play_state, names_in, names_play, EXACT, phrase_spans, stem, things_way, without_other_game, word_matches, words

CLAUSE_BREAK = re.compile(r"[,;()]|:(?!\d)")       # not "60:60"
EXCUSE = "Matto"           # the excuse card's name (glossary names): the rule on playing it
KING = "Re"                # the card of the excuse's King rule (glossary names)


@dataclass(frozen=True)
class Stated:
    severity: str
    message: str
    expected: str
    found: str
    clause: str | None
    number: str | None = None       # the number the text states, when the claim is a count
    role: str = ""                  # what the value compared is, when a number (AMOUNT or CARD)


@dataclass(frozen=True)
class Fact:
    name: str
    read: Callable[[str, Lexicon], str | None]      # the value a sentence states, if any
    value: Callable[[object], str | None]           # the spec's value (None: not in this game)
    says: str                                       # "{value}" in the message
    rules: tuple[str, ...] = ()                     # spec fields and primitives that execute it
    here: Callable[[object, str], str | None] | None = None     # a value read, in the spec's terms
    say_here: bool = False                                      # the message names the value in the spec's terms
    role: str = ""                                              # AMOUNT: the value is a number of cards or points
    cued: Callable[[Lexicon], list[str]] | None = None          # phrases one of which the reader needs (``read_fact``'s gate)


# ---------------------------------------------------------------- readers


def _joiners(kind: str) -> str:
    return alternation(str(w) for w in ((site_data().get("score_joiners") or {}).get(kind) or ()))


@functools.cache
def tie_score(lang: str | None = None) -> "_TieScore":
    """The same score twice, joined by a dash, a colon, a slash or a word (``score_joiners.tie`` in
    ``rules/checker/site.yaml``): "60–60", "26 zu 26"; with ``lang``, also the same number word
    of the language twice ("sixty–sixty", "sessanta a sessanta"). Its ``search`` and ``finditer``
    are a pattern's."""
    return _TieScore(lang)


class _TieScore:
    """One pattern for a word or a number said twice around a joiner, its matches kept where the
    word is a number (digits, or a number word of the language): an alternation of every number
    word would cost a second to compile."""

    def __init__(self, lang: str | None) -> None:
        said = r"\d{1,3}|[^\W\d_]{2,}" if lang else r"\d{1,3}"
        self.pattern = re.compile(rf"(?<![\w\d])({said})(?:\s*+[–—:/-]\s*+|\s++(?:{_joiners('tie')})\s++)\1(?![\w\d])",
                                  re.IGNORECASE)
        self.lang = lang

    def _number(self, m: re.Match) -> bool:
        said = m.group(1)
        return said.isdigit() or (norm(said),) in _number_words(self.lang)

    def finditer(self, text: str):
        return (m for m in self.pattern.finditer(text) if self._number(m))

    def search(self, text: str) -> re.Match | None:
        return next(self.finditer(text), None)


@functools.cache
def _number_words(lang: str) -> frozenset[tuple[str, ...]]:
    """The language's one-word numbers from 2 up, as ``norm`` writes them."""
    from .numbers import word_table

    return frozenset((norm(k[0]),) for k, v in word_table(lang).items() if len(k) == 1 and v >= 2)


@functools.cache
def games_to() -> re.Pattern:
    """Right after a count, a word or mark joining it to another side's count (``score_joiners.tally``):
    "3 partidas a 2" is a tally of games between two sides, no rule."""
    return re.compile(rf"\s*+(?:{_joiners('tally')}|[–—:-])\s*+\d")

def _one_of(table: str) -> Callable[[str, Lexicon], str | None]:
    def read(text: str, lex: Lexicon) -> str | None:
        keys = {k for _, _, k in phrase_spans(words(text), getattr(lex, table))}
        return keys.pop() if len(keys) == 1 else None
    return read


DEAL_COUNT_GAP = 0          # words between a number and the deals it counts ("2 partite", not "60 a 60 la partita")
MATCH_DEALS = 11            # a match counts a few deals (best of three, four segni, "da una a undici partite"); more are a sample ("100 deals, each played twice") or tricks ("24 rounds")
DECIMAL_BEFORE = re.compile(r"\d[.,]$")
DECIMAL_AFTER = re.compile(r"[.,]\d")
RACE_REACH = 3              # words between "the first" and the verb of reaching ("arriva per primo a 51")


def _deals(text: str, lex: Lexicon) -> str | None:
    """A match of several deals or a single deal; "no best of three" says neither; several deals
    only where the sentence says what they decide (:func:`_deals_decide`). Several deals
    also where the text counts deals or games above one ("vincere almeno due smazzate", "2 partite
    su tre": data ``deal_words``), makes a race to a score ("the first pair that reaches 51":
    ``first_to`` near ``reach``, with a number), names a match's target (``target_score``) or
    passes the deal on after the points are counted (``dealer_passes``), in a sentence not negated."""
    tokens = words(text)
    nots = negation_spans(tokens, lex)

    gone = [a for a, _, _ in phrase_spans(tokens, {"absent": lex.absent})]

    def kept(a: int) -> bool:       # not "no best of three", not "partite ai tre vinti non ce ne sono" ("нет": data absent)
        return not any(a - 3 <= n < a for n in nots) and not any(g > a for g in gone)
    keys = {k for a, b, k in phrase_spans(tokens, lex.deals) if kept(a) and (
        k != "several" or not phrase_spans(tokens[a:b], {"d": lex.deal_words}) or _deals_decide(tokens, [(a, b, k)], lex))}
    if not keys and (until_score(text, lex) or not negated_outside_until(text, lex) and not gone and (_deal_count(text, lex) or _played_to(text, lex) or any(
            kept(a) for a, _, _ in phrase_spans(tokens, {"t": lex.target_score})) or _next_deal(tokens, lex))):
        keys = {"several"}
    if not keys and not gone and _quantified_deals(tokens, lex, kept):
        keys = {"several"}
    if not keys and not gone and _later_deals(tokens, lex, kept):
        keys = {"several"}
    if not keys and not negates(tokens, lex) and not gone and _race(text, tokens, lex):
        nums = {n.value for n in find_numbers(text, lex.lang)}
        keys = {f"race {nums.pop()}" if len(nums) == 1 else "several"}     # "the first to reach 61 points wins"
    return keys.pop() if len(keys) == 1 else None


def _later_deals(tokens: tuple[str, ...], lex: Lexicon, kept: Callable[[int], bool]) -> bool:
    """Who deals said of the deals or games that follow (data ``later_deals``: "El turno de dar, en
    los juegos siguientes, continúa …", "in the following deals the dealer is the previous
    winner"): a rule of later deals, so there are several; a word of dealing or for the dealer
    (glossary ``deal``, ``dealer``, data ``dealer_passes``, ``roles.dealt``, ``deal_turn``) in the sentence, the
    phrase not negated. Not "la mano successiva" (a trick in Italian: no deal word listed)."""
    later = [a for a, _, _ in phrase_spans(tokens, {"l": cues(lex, "later_deals")}) if kept(a)]
    if not later:
        return False
    dealing = [*(lex.terms.get("deal") or []), *(lex.terms.get("dealer") or []), *lex.dealer_passes,
               *(lex.roles.get("dealt") or []), *cues(lex, "deal_turn")]
    return bool(phrase_spans(tokens, {"d": dealing}))


def _summed_deals(tokens: tuple[str, ...], lex: Lexicon, kept: Callable[[int], bool]) -> bool:
    """Points summed over all the games or deals (data ``all_deals`` right before ``deal_words``,
    and a word for a total, ``total_words``: "decidono i punti totali fatti in tutte le partite",
    "the total points of all the games decide"), not negated: a rule of a match of several, whose
    tie it settles (:func:`stated_facts`; not "in every game the higher total wins": no sum over
    them). The match itself is reported where the text says the game is one."""
    alls = phrase_spans(tokens, {"a": cues(lex, "all_deals")})
    if not alls:
        return False
    deals = {a for a, _, _ in phrase_spans(tokens, {"d": lex.deal_words})}
    if not any(b in deals and kept(a) for a, b, _ in alls):
        return False
    return bool(phrase_spans(tokens, {"t": cues(lex, "total_words")}))


def _quantified_deals(tokens: tuple[str, ...], lex: Lexicon, kept: Callable[[int], bool]) -> bool:
    """Deals counted by a word rather than a number, right before them ("the game is played over
    multiple deals", "vince chi si aggiudica il maggior numero di smazzate", "mehrere Runden
    werden gespielt": data ``several_quant`` before ``deal_words``), not negated, in a sentence
    that says what the deals decide (:func:`_deals_decide`: "we played several games last night"
    is an activity, not the game's length)."""
    if not lex.several_quant:
        return False
    quants = phrase_spans(tokens, {"q": lex.several_quant})
    if not quants:
        return False
    deals = phrase_spans(tokens, {"d": lex.deal_words})
    counted = [(c, d, "several") for a, b, _ in quants if kept(a) for c, d, _ in deals if c == b]
    return bool(counted) and _deals_decide(tokens, counted, lex)


PLAYED_TO_REACH = 6         # words between "played to" and the score or wins it names ("joga-se até um dos jogadores fazer 4 jogos")


def _played_to(text: str, lex: Lexicon) -> bool:
    """A game played to a score or a number of wins ("games are played to 5 points", "si gioca
    ai 3 punti", "la partie se joue en 121 points", "играют до трёх побед": data ``played_to``):
    after the cue, in the same clause, a number above one with a word for points, deals or wins
    (``match_wins``) right after it."""
    if not lex.played_to:
        return False
    for part in re.split(r"[,;:.!?()]", text):
        tokens = words(part)
        cues_at = [b for _, b, _ in phrase_spans(tokens, {"p": lex.played_to})]
        if not cues_at:
            continue
        winning = [a for a, _, _ in phrase_spans(tokens, {"w": lex.winning})]
        after_words = {"a": [*lex.point_words, *lex.deal_words, *lex.match_wins]}
        for n in find_numbers(part, lex.lang):
            if n.value < 2:
                continue
            at, end = len(words(part[:n.start])), len(words(part[:n.end]))
            counted = [b for a, b, _ in phrase_spans(tokens[end:end + 2], after_words) if a == 0]
            if any(0 <= at - b <= PLAYED_TO_REACH for b in cues_at) and counted and \
                    not any(w < end or w >= end + counted[0] for w in winning):
                return True     # not "se juega a 61 puntos o más para ganar": what wins a deal
    return False


def _deals_here(engine, value: str) -> str | None:
    """A race to a score in the spec's terms: the least total that wins one deal ("the first
    player to reach 61 points wins", Briscola) is the single deal's rule; another target makes
    a match of several deals."""
    if value.startswith("race "):
        return "single" if value[5:] == _least_win(engine) else "several"
    return value


def _next_deal(tokens: tuple[str, ...], lex: Lexicon) -> bool:
    """The points counted, then the deal passed on ("si contano i punti, poi si ricomincia
    cambiando mazziere"): another deal follows the scoring. The deal passing alone ("the turn to
    deal passes to the right") is how dealers rotate, not that the game has several deals."""
    return bool(phrase_spans(tokens, {"d": lex.dealer_passes})) and bool(phrase_spans(tokens, {"p": lex.point_words}))


def _deal_count(text: str, lex: Lexicon) -> bool:
    """A number above one, and no more than a match counts, right before a word for deals or games
    ("2 partite", "1, 3 o 5 round"; not "100 deals" of a measurement, nor the "7" of "27.7; 100 deals":
    no other number between, nor a mark: "Fall 1 (Tisch 4, Runde 1)" numbers a table), in a
    sentence that ties the deals to the game's outcome (:func:`_deals_decide`)."""
    if not lex.deal_words:
        return False
    spans = phrase_spans(words(text), {"d": lex.deal_words})
    if not spans:
        return False
    from .terms import cue_words

    if phrase_spans(words(text), {"t": list(cue_words(lex.lang, "deal_tally"))}):
        return False            # "3 partidas de 5 este mes": games counted over a time, not a match's deals
    if _won_told(words(text), lex):
        return False            # "the Rossi pair won three games in a row": a result told, not a match's deals
    starts = [m.start() for m in TOKEN.finditer(text)]
    ends = [m.end() for m in TOKEN.finditer(text)]
    counted = []
    for n in find_numbers(text, lex.lang):
        if DECIMAL_BEFORE.search(text[:n.start]) or DECIMAL_AFTER.match(text[n.end:]):
            continue            # "27,7": a decimal's part, not a count
        after = sum(1 for s in starts if s < n.end)
        if 1 < n.value <= MATCH_DEALS:
            counted += [(n, (a, b, k)) for a, b, k in spans if 0 <= a - after <= DEAL_COUNT_GAP and a < len(starts)
                        and not re.search(r"[\d,;:()\[\]]", text[n.end:starts[a]])
                        and not (b <= len(ends) and games_to().match(text, ends[b - 1]))]
    if not counted:
        return False
    numbers = [n for n in find_numbers(text, lex.lang) if n.value > 1]
    return _deals_decide(words(text), [span for _, span in counted], lex) or any(
        _out_of(text, n, ends[b - 1], numbers, lex) for n, (_, b, _) in counted if b <= len(ends))


WON_RELATIVE_REACH = 2      # words between "who" and the past verb of winning it makes a rule's ("who has won")


def _won_told(tokens: tuple[str, ...], lex: Lexicon) -> bool:
    """Games said won or lost in the past (data ``won_past``: "won", "ha vinto", "venceu", "gewann";
    ``lost_past``: "lost", "perse", "a perdu"; not a passive, ``won_past_not_after``: "the match
    is won by …"), no word of condition or "until" before the verb ("once a pair has won three
    games, the match ends", "play until a pair has won three" are rules): a result someone
    reached, told ("perse tre partite di fila": an evening's news, not a match's deals)."""
    from .terms import cue_words

    forms = [tuple(norm(w) for w in words(c)) for c in (*cue_words(lex.lang, "won_past"), *cue_words(lex.lang, "lost_past"))]
    past = [(i, i + len(f)) for f in forms if f for i in range(len(tokens) - len(f) + 1) if tokens[i:i + len(f)] == f]
    past += _won_by_someone(tokens, lex)
    if not past:
        return False            # (the very words: "gagna" is no stem of "gagnantes")
    passive = {norm(w) for w in cue_words(lex.lang, "won_past_not_after")}
    relative = {norm(w) for w in lex.relative}
    told = [a for a, _ in past if not (a and tokens[a - 1] in passive)      # "the match is won by ...": a passive, a rule
            and not relative.intersection(tokens[max(0, a - WON_RELATIVE_REACH):a])]   # "тот, кто выиграл две": whoever won, a rule
    until = list(cue_block(lex.lang, "round_cues").get("until", ()))
    conditions = [c for c, _, _ in phrase_spans(tokens, {"c": [*lex.condition, *until]})]    # "until a pair has won three"
    return any(not any(c < a for c in conditions) for a in told)


TOLD_PERSON_REACH = 5       # words from a person named to the verb of winning they are the subject of ("hai ông khách Đà Nẵng thắng")


def _won_by_someone(tokens: tuple[str, ...], lex: Lexicon) -> list[tuple[int, int]]:
    """Where a verb of winning or losing (``winning``, ``losing``) has a particular person or
    people before it as its subject (data ``told_persons``: a language whose verbs tell no tense
    names the persons instead — vi "tụi mình thua chú 2 ván", "hai ông khách thắng liền 3
    ván", "ông tôi thắng 5 ván"): what they won or lost is told, as a past verb tells it
    elsewhere; a rule's subject is anyone ("ai thắng 2 ván trước", "đội nào thắng")."""
    from .terms import cue_words

    persons = phrase_spans(tokens, {"p": list(cue_words(lex.lang, "told_persons"))})
    if not persons:
        return []
    verbs = phrase_spans(tokens, {"w": [*lex.winning, *lex.losing]})
    return [(a, b) for a, b, _ in verbs if any(0 <= a - e <= TOLD_PERSON_REACH for _, e, _ in persons)]


def _out_of(text: str, n, end: int, numbers: list, lex: Lexicon) -> bool:
    """The deals counted are some out of a number ("due partite su tre", "two games out of three",
    "zwei von drei Partien": data ``out_of``, after the deals or between the numbers): a best-of,
    a match's by itself. Not all of them ("trois parties sur trois", "three out of three"): a
    record told, every game won or lost, no best-of (whose wins needed are fewer than its games)."""
    for cue in lex.out_of:
        cue_re = r"\s+" + re.escape(cue) + r"\s+"
        after = re.match(cue_re, text[end:], re.I)
        if after and any(m.start == end + after.end() and m.value > n.value for m in numbers):
            return True
        before = re.search(cue_re + "$", text[:n.start], re.I)
        if before and any(m.end == before.start() and m.value < n.value for m in numbers):
            return True
    return False


def _deals_decide(tokens: tuple[str, ...], deals: list[tuple[int, int, str]], lex: Lexicon) -> bool:
    """The sentence says what the deals it counts are for: the game or match as a whole (data
    ``match_words``, or a word for games besides the deals counted: "a match is played over four
    deals", "le partite si giocano a 1, 3 o 5 round"), winning, points, wins, a target or a score
    reached ("più smazzate, finché una coppia arriva a dieci resti"). Deals
    counted with none of these are an activity, not the game's length: "play two deals at home",
    "jouer deux donnes en binôme (20 minutes)", "wir spielen jeden Freitag drei Runden". The words
    counted are not their own match ("two games"), nor the same word again ("mehrere Runden ... jede Runde"); a phrase that counts no deals is a match's by
    itself ("best of three")."""
    counted = {i for a, b, _ in deals for i in range(a, b)}
    nouns = [tokens[a:b] for a, b, _ in phrase_spans(tokens, {"d": lex.deal_words}) if set(range(a, b)) <= counted]

    def again(a: int, b: int) -> bool:
        return any(len(n) == b - a and all(word_matches(x, y) or word_matches(y, x) for x, y in zip(n, tokens[a:b]))
                   for n in nouns)
    table = {"m": [*lex.match_words, *lex.winning, *lex.point_words, *lex.match_wins, *lex.target_score, *lex.reach],
             "d": lex.deal_words}
    return any(not counted & set(range(a, b)) and (k == "m" or not again(a, b))
               for a, b, k in phrase_spans(tokens, table))


def _race(text: str, tokens: list[str], lex: Lexicon) -> bool:
    """The first to reach a score ("la première paire à atteindre 51 points"): a match to a target."""
    firsts = phrase_spans(tokens, {"f": lex.first_to})
    reach = cue_spans(tokens, {"r": lex.reach}) if firsts else []
    return bool(reach) and bool(find_numbers(text, lex.lang)) and any(
        abs(r - b) <= RACE_REACH or abs(a - s) <= RACE_REACH for a, b, _ in firsts for r, s, _ in reach)


def _comparison(text: str, lex: Lexicon, verbs: list[str] | None = None) -> str | None:
    """higher / lower, as the sentence compares totals; a bound on a number ("at least 61",
    "al menos 61 puntos") is not a comparison of totals, nor a card that beats another (data
    ``beats``: "le carte di briscola vincono su quelle di valore minore"), nor a trick won (or
    lost: ``verbs``)."""
    tokens = words(text)
    wins = phrase_spans(tokens, {"w": _winning(lex)})
    if any(not any(c <= a and b <= d for c, d, _ in wins) for a, b, _ in phrase_spans(tokens, {"b": lex.beats})):
        return None             # a card beats another; not "takes the game"
    if _trick_won(tokens, lex, verbs):
        return None             # "welche Karte einen bestimmten Stich gewinnt": a trick won, not totals
    bounds = phrase_spans(tokens, lex.qualifiers) if find_numbers(text, lex.lang) else []   # a bound is on a number ("thấp hơn": no "hơn 60")
    # (a card compared is no total: "a menor carta do naipe ... ganha", "the lowest card wins")
    points_at = {a for a, _, _ in phrase_spans(tokens, {"p": lex.point_words})}
    card_at = {a for a, b, _ in phrase_spans(tokens, {"c": lex.cards}) if not points_at & {b, b + 1}}
    conceded = [c for c, _, _ in phrase_spans(tokens, {"c": list(cue_block(lex.lang, "clause_cues").get("concessive", ()))})]
    nots = [n for n in negation_spans(tokens, lex) if not any(n == wb or n == wa - 1 for wa, wb, _ in wins)]  # not the verb's ("gewinnt nicht")
    no_longer = phrase_spans(tokens, {"n": list(cue_block(lex.lang, "clause_cues").get("no_longer", ()))})
    # "they lose even more often than at bowling", "perde più spesso": how often, no total (data ``frequency``)
    often = {a for a, _, _ in phrase_spans(tokens, {"f": list(cue_words(lex.lang, "frequency"))})}
    keys = {k for a, b, k in phrase_spans(tokens, {"higher": lex.higher, "lower": lex.lower})
            if not any(a < d and c < b for c, d, _ in bounds) and not card_at & {a - 1, b, b + 1}
            and not often & {a - 1, b, b + 1}
            and not any(0 < a - c <= CONCEDED_REACH for c in conceded)    # "aunque el número sea más bajo": granted
            and not (k == "higher" and any(0 < a - n <= NO_LONGER_REACH for n in nots) and not
                     any(n < w < a for n in nots for w, _, _ in wins))
            and not (k == "higher" and any(c < b and a < d for c, d, _ in no_longer))}    # "kein Mensch mehr", "non ha più carte": no longer, no comparison
    if len(keys) != 1:
        return None
    key = keys.pop()
    return {"higher": "lower", "lower": "higher"}[key] if _win_negated(text, lex, verbs) else key


NO_LONGER_REACH = 2         # words from a negation to a word for more that it makes "no longer", "no more" ("nicht mehr", "kein Mensch mehr", "non ha più", "não tem mais")
CONCEDED_REACH = 6          # words from a concession ("although") to the comparison it grants
CLAUSE_OPENS = 3            # words at a clause's start where a negation denies the whole clause ("It is not the team ...")


def _win_negated(text: str, lex: Lexicon, verbs: list[str] | None = None) -> bool:
    """The clause that compares and says who wins (or loses: ``verbs``) denies it: a negation
    right before the verb or right after it ("the lower total never wins", "gewinnt nicht") or
    at the clause's start ("It is not the team with fewer points that wins"); not a clause
    opened by a condition ("if neither has more points, nobody wins": the negation is the
    condition's)."""
    table = {"higher": lex.higher, "lower": lex.lower}
    split = CLAUSE_BREAK.split(text)
    for k, piece in enumerate(split):
        tokens = words(piece)
        wins = phrase_spans(tokens, {"w": verbs or _winning(lex)})
        after = words(split[k + 1]) if k + 1 < len(split) else ()     # "Побеждает не тот, | у кого меньше очков"
        compared = phrase_spans(tokens, table) or phrase_spans(after, table) and not phrase_spans(after, {"w": verbs or _winning(lex)})
        if not wins or not compared or phrase_spans(tokens[:1], {"if": lex.condition}):
            continue
        nots = negation_spans(tokens, lex)
        if any(window_start(tokens, a) <= n < a or n == b or n < CLAUSE_OPENS and n < a for a, b, _ in wins for n in nots):
            return True
    return False


def _winner(text: str, lex: Lexicon) -> str | None:
    """Which total wins: the comparison of a sentence saying someone wins (``_comparison``), or,
    where it names only who loses ("the side that ends with fewer points loses", "perde la
    squadra che fa più punti"), the loser's comparison turned."""
    tokens = words(text)
    if any(find_term(tokens, t, lex.compounds) is not None for t in lex.terms.get("dealer") or []):
        return None         # "to choose the dealer, whoever draws the lowest card wins": the draw for the deal
    if phrase_spans(tokens, {"w": _winning(lex)}):
        return _comparison(text, lex)
    if not phrase_spans(tokens, {"l": lex.losing}):
        return None
    return {"higher": "lower", "lower": "higher"}.get(_comparison(text, lex, lex.losing))


def _winner_measure(text: str, lex: Lexicon) -> str | None:
    """What the comparison that decides the winner counts, where it is not points: "tricks" or
    "cards" in a sentence saying someone wins the game (not a trick) by more of them ("whoever
    takes more tricks wins", "vince chi fa più prese", "ai ăn được nhiều nước bài hơn thì
    thắng": a word for more, data ``claim_cues_order.more_of``, a few words before a word for
    tricks, the glossary's term or data ``trick_counts``, or for cards, data ``cards``); not a
    sentence naming points or a number (an award for the most cards scores points), nor a negated
    one."""
    tokens = words(text)
    if phrase_spans(tokens, {"w": _winning(lex)}) and not negates(tokens, lex) and _most_points(text, tokens, lex):
        return "points"
    if not phrase_spans(tokens, {"w": _winning(lex)}) or negates(tokens, lex) or find_numbers(text, lex.lang) \
            or phrase_spans(tokens, {"p": lex.point_words}):
        return None
    more = phrase_spans(tokens, {"m": cues(lex, "more_of")})
    if not more:
        return None
    counted = {"tricks": [*(lex.terms.get("trick") or []), *lex.trick_counts, *cues(lex, "trick_forms")], "cards": lex.cards}
    said = [(a, k) for a, _, k in phrase_spans(tokens, counted) for _, b, _ in more
            if a == b or a - b == 1 and len(tokens[b]) <= ARTICLE]     # "the most tricks", not "more valuable cards"
    if not said or _trick_won(tokens, lex, skip={a for a, _ in said}):
        return None             # "the player who wins the trick with the most cards": a trick won
    keys = {k for _, k in said}
    return keys.pop() if len(keys) == 1 else None


def _most_points(text: str, tokens: tuple[str, ...], lex: Lexicon) -> bool:
    """The sentence that says someone wins says it of more points: a word for more (data
    ``more_of``) right before a word for points or card points, one word between at most ("the
    team with more card points wins", "vince chi ha più punti"), no amount of points given (not
    "61 points win": a threshold), no trick won, no award or resto named (not "the most
    cards score a point")."""
    more = phrase_spans(tokens, {"m": cues(lex, "more_of")})
    if not more:
        return False
    points = phrase_spans(tokens, {"p": [*lex.point_words, *(lex.terms.get("card_points") or [])]})
    said = [a for a, _, _ in points for _, b, _ in more if 0 <= a - b <= 1]
    if not said or _trick_won(tokens, lex, skip=set()):
        return False
    if phrase_spans(tokens, {"r": [*(lex.terms.get("resto") or []), *(lex.terms.get("award") or [])]}):
        return False
    return not any(phrase_spans(words(text[n.end:])[:1], {"p": lex.point_words}) for n in find_numbers(text, lex.lang))


def _trick_won(tokens: tuple[str, ...], lex: Lexicon, table: list[str] | None = None, skip: set[int] = frozenset()) -> bool:
    """A word for winning (or ``table``'s) right beside a word for a trick: a trick won ("welche
    Karte einen bestimmten Stich gewinnt"), not the game; not a trick word at ``skip`` (tricks
    counted: "the player who takes more tricks wins")."""
    tricks = [i for i, t in enumerate(tokens) for w in lex.terms.get("trick") or []
              if " " not in w and word_matches(t, norm(w)) and i not in skip]
    return any(abs(i - a) <= TRICK_WON_REACH or abs(i - b + 1) <= TRICK_WON_REACH
               for i in tricks for a, b, _ in phrase_spans(tokens, {"w": table or lex.winning}))


TRICK_WON_REACH = 2         # words between a word for winning and the trick it wins ("einen bestimmten Stich gewinnt")
DEALER_REACH = 2            # words between the dealer and the verb that makes them start
RELATIVE_DEALT = 4          # words between "who" and the negated verb of dealing ("qui n'a pas donné")


def _first_player(text: str, lex: Lexicon) -> str | None:
    """Who plays first, in a sentence saying someone starts or leads the first trick (data
    ``first_trick``; not a trick's winner or loser):
    a side of the dealer or a random choice (data ``sides``), the non-dealer (``non_dealer``, or a
    verb of dealing negated: "celui qui n'a pas donné", data ``deals_verb``),
    or the dealer named right beside the verb ("the dealer leads", "inizia il mazziere"; inside a
    cue in two parts: "spielt der Geber an"), or whoever is dealt a given card (``dealt_card``:
    "starts the one who receives the Queen"). A word for the person himself ("le donneur
    lui-même", "o próprio carteador": data ``self``) is no word between. A negated reading is
    no reading: what the sentence sets in its place after it is ("non a sorte: è sempre il
    mazziere"); the dealer is also who starts where the sentence makes the one who dealt its
    subject ("if you dealt, you lead the first trick")."""
    tokens = words(text)
    aims = [a for a, _, _ in phrase_spans(tokens, {"p": cues(lex, "purpose")})]
    if any(not any(p < a for p in aims) for a, _, _ in phrase_spans(tokens, {"w": lex.winning, "l": lex.losing})):
        # (a word of winning in a purpose clause, "… con lo scopo di aggiudicarsi la mano", is what a player aims at)
        # "the first trick is led by the dealer, the others by the winner of the one before":
        # the part that names the first trick, read alone
        parts = re.split(r"[,;:]", text)
        firsts = [p for p in parts if phrase_spans(words(p), {"f": lex.first_trick})]
        if not firsts:
            # "comienza el juego; el jugador a la derecha de quien repartió es el encargado de abrir
            # la partida, ..., no es obligatorio ganar la mano": the parts that name no winner or
            # loser, read together
            rest = [p for p in parts if not phrase_spans(words(p), {"w": lex.winning, "l": lex.losing})]
            firsts = [",".join(rest)] if rest and len(rest) < len(parts) else []
        if len(firsts) != 1 or firsts[0].strip() == text.strip():
            return None
        return _first_player(firsts[0], lex)
    tokens = _without_self(tokens, lex, always=True)
    nouns = {norm(w) for w in cues(lex, "noun_before")}
    frame = _start_frames(tokens, lex, text)
    starts = [s for s in cue_spans(tokens, {"s": _starts(lex)}) if not _reveals_card(tokens, s, lex)
              and not (s[1] - s[0] == 1 and s[0] and tokens[s[0] - 1] in nouns)    # "dalla parte superiore": a noun
              and not any(k in frame for k in range(s[0], s[1]))]
    if not starts and phrase_spans(tokens, {"f": lex.first_trick}):
        starts = cue_spans(tokens, {"s": leads_words(lex)})     # "na primeira vaza, quem sai é ...": who starts
    if not starts and len(tokens) == len(words(text)):
        starts = _clause_brackets(text, lex)    # "… spielt der Spieler links vom Geber den ersten Stich aus; danach …"
    players = {norm(w) for w in lex.players}
    # "gives the first card to the player": the verb of a cue in two parts ("first card … played")
    # is not the noun for a player that begins like it
    starts = [s for s in starts if not (s[1] - s[0] > 2 and tokens[s[1] - 1] in players)]
    if _i_dealt(tokens, lex):
        return "dealer"
    if not starts:
        return None
    nots = negation_spans(tokens, lex)

    def negated(a: int) -> bool:
        return any(window_start(tokens, a) <= n < a for n in nots)
    sides = _sides(tokens, lex)
    keys = {k for a, _, k in sides if not negated(a)}
    if len(keys) > 1:
        return _starter_clause(text, lex)
    if keys:
        return keys.pop()
    relatives = [a for a, _, _ in phrase_spans(tokens, {"r": lex.relative})]
    if phrase_spans(tokens, {"n": lex.non_dealer}) or any(
            any(0 < a - r <= RELATIVE_DEALT and any(r < n < a and window_start(tokens, a) <= n for n in nots)
                for r in relatives)
            for a, _, _ in phrase_spans(tokens, {"d": _dealing_verbs(lex)})):
        return "non_dealer"     # "celui qui n'a pas donné": the one who did not deal (or shuffle); not a
        # negation before the relative, which denies the dealer ("lo decide il caso, non chi ha dato le carte")
    dealer = _dealer_at(tokens, lex)
    if sides:               # every side negated: the dealer named after them takes their place
        return "dealer" if any(i >= sides[-1][1] and not negated(i) for i in dealer) else None
    if _you_dealt(text, lex):
        return "dealer"
    if _negated_here(text, tokens, lex, [*dealer, *(a for a, _, _ in starts)]):
        # "the first lead is never the dealer's: it falls to the other player", "not the dealer
        # but the other player": the dealer denied, the other player named after him, not denied
        others = [a for a, _, _ in phrase_spans(tokens, {"o": lex.other_player})]
        nots = negation_spans(tokens, lex)
        clause = word_clauses(text, dashes=True)
        clause = clause if len(clause) == len(tokens) else [0] * len(tokens)    # the words are not the text's own
        if dealer and any(o > min(dealer) and not any(window_start(tokens, o) <= n < o and clause[n] == clause[o] for n in nots)
                          and any(n < o for n in nots) for o in others):
            return "non_dealer"
        return None
    if phrase_spans(tokens, {"c": lex.dealt_card}):
        return "card"           # "el que empieza es el que recibe la reina": a card dealt decides
    always = {k for a, b, _ in phrase_spans(tokens, {"a": lex.always}) for k in range(a, b)}
    # "quem dá as cartas é também quem começa", "the dealer is also the one who leads": the words
    # of an identity (a copula, 'also', 'the one who': data ``same_one``) are no words between
    same = {norm(w) for w in cues(lex, "same_one")}
    always |= {k for k, t in enumerate(tokens) if t in same}

    def apart(i: int, j: int) -> int:       # words between, not counting "always" ("quem sai é sempre o carteador")
        return sum(1 for k in range(min(i, j) + 1, max(i, j)) if k not in always)
    # "Il giocatore 1 fa il mazziere; il giocatore 2 apre la prima presa": the dealer and who
    # starts in clauses of their own, each with its subject
    piece = [n for n, part in enumerate(text.split(";")) for _ in words(part)]
    piece = piece if len(piece) == len(tokens) else [0] * len(tokens)
    if any((i < a and apart(i, a) <= DEALER_REACH or b <= i and apart(b - 1, i) <= DEALER_REACH or a < i < b - 1)
           and piece[i] == piece[min(a, len(piece) - 1)]
           for i in dealer for a, b, _ in starts):
        return "dealer"
    return None


def _negated_here(text: str, tokens, lex: Lexicon, at: list[int]) -> bool:
    """A negation in a clause (counted at commas, semicolons, colons and dashes set off by spaces)
    that holds one of the words at ``at``: not one of an aside of its own ("— не спорь,
    дружище!", ", non discutere!", "— don't argue")."""
    nots = negation_spans(tokens, lex)
    if not nots:
        return False
    clause = word_clauses(text, dashes=True)
    full = words(text)
    if len(clause) == len(full) and len(full) != len(tokens):
        # the words without one for the person himself (``_without_self``): their clauses
        kept = _kept_without_self(full, lex, always=True)
        clause = [clause[i] for i in kept] if len(kept) == len(tokens) else clause
    if len(clause) != len(tokens) or not at:
        return True
    held = {clause[i] for i in at if i < len(clause)}
    return any(clause[n] in held for n in nots)


def _clause_brackets(text: str, lex: Lexicon) -> list[tuple[int, int, str]]:
    """Verbs of starting in two parts read clause by clause, so that a part closing its clause
    may stand far from the first (de "spielt … aus" around a long middle field, before a
    semicolon): the spans, as indices in the sentence's words."""
    gapped = [c for c in (*_starts(lex), *leads_words(lex)) if "…" in c]
    tails = [c.split("…", 1)[1].strip() for c in gapped]
    if not gapped or not phrase_spans(words(text), {"t": [t for t in tails if t]}):
        return []           # no second part of such a verb in the sentence
    out, at = [], 0
    for part in re.split(r"[;:,]", text):
        tokens = words(part)
        out += [(a + at, b + at, k) for a, b, k in cue_spans(tokens, {"s": gapped}) if b - a > 2]
        at += len(tokens)
    return out


FRAME_REACH = 3             # words between a time clause's opening word and its verb of starting ("when a new deal begins")


def _exact_spans(tokens: tuple[str, ...], phrases: list[str]) -> list[tuple[int, int]]:
    """Where each phrase occurs as the very words, no stem (fi "aloittaen", starting with, is not
    "aloittaa", starts; "jakaa", deals, is not "jakajan", the dealer's)."""
    out = []
    present = set(tokens)
    for p in phrases:
        w = words(p)
        if w and w[0] in present:
            out += [(i, i + len(w)) for i in range(len(tokens) - len(w) + 1) if tokens[i:i + len(w)] == w]
    return out


def _start_frames(tokens: tuple[str, ...], lex: Lexicon, text: str = "") -> set[int]:
    """Where the sentence names the start of a deal or game as a time, not a player who starts:
    a phrase of data ``start_frame`` ("at the start of a deal", "all'inizio", "zu Beginn", "al
    comenzar la mano", "jaon alkaessa"), or a verb of starting whose subject is the deal or the
    game (``start_frame_of``, within two words either side) in a clause opened a few words before
    by a word of time (``start_frame_when``: "when the deal begins", "quando inizia la mano",
    "kun jako alkaa", "khi bắt đầu mỗi ván"). The token indices they cover."""
    out = {k for a, b, _ in phrase_spans(tokens, {"f": cues(lex, "start_frame")}) for k in range(a, b)}
    froms = _exact_spans(tokens, cues(lex, "deal_from"))
    if froms:
        # "deals three cards to each, one at a time, starting with the player on his right",
        # "distribui 3 cartas … a começar pelo jogador à sua direita": where the deal begins,
        # after a verb of dealing (``deal_verbs``), names no one who plays first
        # after a verb of dealing (``deal_verbs``) in the same clause (no semicolon or colon
        # between: "quem dá baralha; o jogo segue, a começar pelo …" is play that starts), with no
        # word of starting or leading between
        deals = [a for a, _b in _exact_spans(tokens, cues(lex, "deal_verbs"))]
        between = [a for a, _b, _ in phrase_spans(tokens, {"l": lex.leads, "s": _starts(lex)})]
        piece = [n for n, part in enumerate(re.split(r"[;:]", text)) for _ in words(part)]
        piece = piece if len(piece) == len(tokens) else [0] * len(tokens)
        out |= {k for a, b in froms
                if any(d < a and piece[d] == piece[a] and not any(d < p < a for p in between) for d in deals)
                for k in range(a, b)}
    out |= _gerund_frames(tokens, lex, text)
    whens = [b for _a, b, _ in phrase_spans(tokens, {"w": cues(lex, "start_frame_when")})]
    if not whens:
        return out
    ofs = [a for a, _b, _ in phrase_spans(tokens, {"o": cues(lex, "start_frame_of")})]
    verbs = sorted(set(cue_spans(tokens, {"s": _starts(lex)})))
    for a, b, _ in verbs:
        for w in whens:
            if any(w <= c < a for c, _d, _k in verbs):
                continue        # another verb of starting stands between: this one is the main clause's
            if 0 <= a - w <= FRAME_REACH and any(w <= o < a for o in ofs) or \
                    0 <= a - w <= 1 and any(0 <= o - b <= 2 for o in ofs):
                out |= set(range(a, b))     # "when the deal begins", "quando inizia la mano"
    return out


GERUND_REACH = 3            # words between a gerund of starting and the game it starts ("iniziando una nuova partita")


def _gerund_frames(tokens: tuple[str, ...], lex: Lexicon, text: str) -> set[int]:
    """A gerund of starting (data ``start_gerund``: "Cominciando a giocare, …", "Starting a new
    game, …", "En commençant une partie, …", "Начиная новую партию, …") whose object is the game,
    the deal or play (``start_frame_of``) a few words after it, in a clause that names no side:
    the time the sentence speaks of, not who starts; what is said of a seat after it (the
    opponent on the left who cuts) is another action's. "Cominciando dal giocatore alla destra"
    names a side in its clause: it is read."""
    gerunds = phrase_spans(tokens, {"g": cues(lex, "start_gerund")})
    if not gerunds:
        return set()

    clause = word_clauses(text)
    if len(clause) != len(tokens):
        return set()            # the words are not the text's own: no clause to read
    ofs = [a for a, _b, _ in phrase_spans(tokens, {"o": cues(lex, "start_frame_of")})]
    sides = [a for a, _b, _ in _sides(tokens, lex)]
    out: set[int] = set()
    for a, b, _ in gerunds:
        objects = [o for o in ofs if 0 <= o - b <= GERUND_REACH and clause[o] == clause[a]]
        if not objects or any(clause[x] == clause[a] for x in sides):
            continue
        out |= set(range(a, objects[0] + 1))      # the gerund and the game it starts ("partita" is no verb of starting here)
    return out


REVEAL_REACH = 3            # words between a verb of turning up and the card it turns ("открывает свою последнюю карту")


def _reveals_card(tokens: tuple[str, ...], span: tuple, lex: Lexicon) -> bool:
    """The cue at ``span`` is a verb that also means turning a card face up (data
    ``claim_cues_order.reveals``: ru "открывает", it "scopre") with a word for card within
    ``REVEAL_REACH`` words after it ("Сдающий открывает свою последнюю карту", "il mazziere scopre
    una carta"): a card shown, nobody said to start."""
    a, b = span[0], span[1]
    if not phrase_spans(tokens[a:b], {"r": cues(lex, "reveals")}):
        return False
    return bool(phrase_spans(tokens[b:b + REVEAL_REACH], {"c": lex.cards}))


def _starter_clause(text: str, lex: Lexicon) -> str | None:
    """Sides of the dealer named for several acts ("the player to the dealer's right cuts, and the
    player to the dealer's left leads"): the side in the clause that says who starts; a side word
    alone there (``claim_cues_order.side_left`` / ``side_right``: "et celui de gauche commence")
    is of the dealer the sentence named before. A clause opened by a relative word is read with
    the one before it: the subject of a fronted verb ("anfangen darf dann, wer links vom Geber
    sitzt", "начинает тот, кто сидит слева от сдающего", "aloittaa se, joka istuu …")."""
    found = set()
    relatives = {norm(w) for w in lex.relative}
    pieces: list[str] = []
    marks = [m.group() for m in CLAUSE_BREAK.finditer(text)]
    for n, piece in enumerate(CLAUSE_BREAK.split(text)):
        head = words(piece)[:1]
        opened = n and marks[n - 1] == "("
        if pieces and head and head[0] in relatives:
            pieces[-1] += " " + piece
        elif pieces and opened and _ends_starting(words(pieces[-1]), lex):
            pieces[-1] += " " + piece       # "… y quién es mano (el que se sitúe a la derecha del que reparte)": who that is
        else:
            pieces.append(piece)
    for piece in pieces:
        tokens = words(piece)
        if not cue_spans(tokens, {"s": _starts(lex)}) or negates(tokens, lex):
            continue
        sides = _sides(tokens, lex)
        keys = {k for _, _, k in sides} or \
            {k for _, _, k in phrase_spans(tokens, {k: cues(lex, f"side_{k}") for k in SIDE_KEYS})}
        if "random" in keys and len(keys) > 1 and _random_of_dealer(tokens, sides, lex):
            keys.discard("random")
        found |= keys or {None}
    return found.pop() if len(found) == 1 else None


RANDOM_DEALER_REACH = 5     # words between a random choice and the dealer it is of ("si sceglie a sorte chi fa le carte")


def _ends_starting(tokens: tuple[str, ...], lex: Lexicon) -> bool:
    """The clause ends with a verb of starting ("… and who leads"): a bracket after it says who."""
    return any(b == len(tokens) for _, b, _ in cue_spans(tokens, {"s": _starts(lex)}))


def _random_of_dealer(tokens: tuple[str, ...], sides: list[tuple[int, int, str]], lex: Lexicon) -> bool:
    """Every random choice of the clause is said of the dealer ("the dealer is drawn by lot and
    the player on his right starts", "se echa a suertes quién reparte … y quién es mano (el de
    la derecha del que reparte)"): the dealer named within a few words of it, no verb of
    starting between. The seat the clause names is then who starts."""
    dealer = _dealer_at(tokens, lex)
    starts = [a for a, _, _ in cue_spans(tokens, {"s": _starts(lex)})]
    randoms = [(a, b) for a, b, k in sides if k == "random"]
    return bool(randoms) and all(any(
        (0 <= d - b < RANDOM_DEALER_REACH or 0 <= a - d <= RANDOM_DEALER_REACH)
        and not any(min(d, a) < s < max(d, b) for s in starts) for d in dealer) for a, b in randoms)


SIDE_REACH = 4              # words between a side and the dealer it is of ("on the left-hand side of the dealer")
SIDE_KEYS = ("right", "left", "partner")    # seats named by the dealer (claim_cues_order.side_*): "the dealer's partner" is not the dealer


def _sides(tokens: tuple[str, ...], lex: Lexicon) -> list[tuple[int, int, str]]:
    """A side of the dealer or a random choice (data ``sides``); also a side word
    (``claim_cues_order.side_right`` / ``side_left``: "right-hand", "left") a few words before the
    dealer ("seated on the left-hand side of the dealer") or right after "dealer's"."""
    spans = phrase_spans(tokens, lex.sides)
    if spans and lex.directions:        # "poi gira a destra", "passa a destra": the way something goes (data ``directions``), no seat
        ways = phrase_spans(tokens, lex.directions)
        spans = [(a, b, k) for a, b, k in spans if k == "random" or not any(c <= a and b <= d for c, d, _ in ways)]
    words_ = {k: cues(lex, f"side_{k}") for k in SIDE_KEYS}
    if spans or not any(words_.values()):
        return spans
    dealer = [(a, b) for t in lex.terms.get("dealer") or [] if (a := find_term(tokens, t)) is not None
              for b in [a + len(words(t))]]
    dealer += [(a, b) for a, b, _ in phrase_spans(tokens, {"d": cues(lex, "who_dealt")})]     # "the person dealing"
    return [(a, b, k) for a, b, k in phrase_spans(tokens, words_)
            if any(0 <= d - b < SIDE_REACH or 0 <= a - e <= 2 for d, e in dealer)]   # ru "партнёр сдающего": no word between


def _starts(lex: Lexicon) -> list[str]:
    """Words saying someone plays first (data ``starts`` and ``claim_cues_order.starts_more``)."""
    return [*lex.starts, *cues(lex, "starts_more")]


def _without_self(tokens: tuple[str, ...], lex: Lexicon, always: bool = False) -> tuple[str, ...]:
    """The words without one for the person himself (data ``self``: "lui-même", "próprio",
    "selbst"): "le donneur joue lui-même la première carte" is "le donneur joue la première
    carte". With ``always``, also without a one-word adverb of always (data ``always``: "le
    donneur joue toujours la première carte", "jakaja pelaa aina ensimmäisen kortin"), which
    stands inside the verb's phrase."""
    kept = _kept_without_self(tokens, lex, always)
    return tokens if len(kept) == len(tokens) else tuple(tokens[i] for i in kept)


def _kept_without_self(tokens: tuple[str, ...], lex: Lexicon, always: bool = False) -> list[int]:
    """The indices ``_without_self`` keeps."""
    spans = phrase_spans(tokens, {"s": cues(lex, "self")})
    if always:
        spans += phrase_spans(tokens, {"a": [w for w in lex.always if " " not in w]})
    drop = {k for a, b, _ in spans for k in range(a, b)}
    return [i for i in range(len(tokens)) if i not in drop]


def _dealing_verbs(lex: Lexicon) -> list[str]:
    """Verbs that make their subject the dealer: dealing (data ``deals_verb``) or shuffling
    (``shuffles_verb``: whoever shuffles the pack deals it)."""
    return [*cues(lex, "deals_verb"), *cues(lex, "shuffles_verb")]


def _deals_now(lex: Lexicon) -> list[str]:
    """A verb of dealing said of someone (data ``claim_cues_order.deals_verb``, ``deals_now``)."""
    return [*cues(lex, "deals_verb"), *cues(lex, "deals_now")]


def _dealer_named(lex: Lexicon) -> list[str]:
    """What ``_dealer_at`` needs: the glossary's term for the dealer, a relative clause of
    dealing (``who_dealt``) or a verb of dealing (``_dealing_verbs``)."""
    return [*(lex.terms.get("dealer") or []), *cues(lex, "who_dealt"), *_dealing_verbs(lex)]


def _dealer_at(tokens: tuple[str, ...], lex: Lexicon) -> list[int]:
    """Where the dealer is named: by a term, or a relative clause ("the player who dealt", data
    ``who_dealt``; or a relative word a few words before a verb of dealing or shuffling, not
    negated: "whoever shuffled and dealt", "celui qui a mélangé"), at each of its words; a name
    of several words ("người chia bài", "el que reparte") at each of its words."""
    dealer = [i + k for t in lex.terms.get("dealer") or [] if (i := find_term(tokens, t)) is not None
              for k in range(len(words(t)))]
    dealer += [k for a, b, _ in phrase_spans(tokens, {"d": cues(lex, "who_dealt")}) for k in range(a, b)]
    relatives = [a for a, _, _ in phrase_spans(tokens, {"r": lex.relative})]
    verbs = phrase_spans(tokens, {"d": _dealing_verbs(lex)})
    if relatives and verbs:
        nots = negation_spans(tokens, lex)
        for a, b, _ in verbs:
            rel = [r for r in relatives if 0 < a - r <= RELATIVE_DEALT]
            if rel and not any(rel[-1] < n < a for n in nots):
                dealer += range(rel[-1], b)
    return sorted(set(dealer))


def _i_dealt(tokens: tuple[str, ...], lex: Lexicon) -> bool:
    """The speaker says he dealt and that he starts ("Comincio io, che ho dato le carte", "I dealt,
    so I go first": data ``starts_me``, ``dealt_me``; a dialogue, a radio play), with no negation:
    the dealer starts."""
    return bool(phrase_spans(tokens, {"s": cues(lex, "starts_me")})) and \
        bool(phrase_spans(tokens, {"d": cues(lex, "dealt_me")})) and not negates(tokens, lex)


def _you_dealt(text: str, lex: Lexicon) -> bool:
    """"If you dealt, you lead the first trick", "Si c'est vous qui avez donné, c'est vous qui
    entamez": a piece opening with a condition names the dealer (a term, or a verb of dealing:
    data ``deals_verb``) with a word for the person addressed (``you``), and the piece after it
    says that person starts, naming no other player (``players``, ``other_player``,
    ``neighbour``) and no negation."""
    you = cues(lex, "you")
    if not you:
        return False
    pieces = re.split(r"[,;:]", text)
    for i, piece in enumerate(pieces[:-1]):
        head = words(piece)
        if not phrase_spans(head[:2], {"if": lex.condition}) or not phrase_spans(head, {"y": you}):
            continue
        if not (_dealer_at(head, lex) or phrase_spans(head, {"d": cues(lex, "deals_verb")})):
            continue
        main = _without_self(words(pieces[i + 1]), lex)
        others = {"p": [*lex.players, *lex.other_player, *lex.neighbour, *cues(lex, "neighbour")]}
        return bool(phrase_spans(main, {"y": you})) and bool(cue_spans(main, {"s": _starts(lex)})) \
            and not phrase_spans(main, others) and not negates(main, lex)
    return False


def _dealer_choice(text: str, lex: Lexicon) -> str | None:
    """How the dealer is chosen, in a sentence naming the dealer (the glossary's term, or a verb of
    dealing: data ``deals_verb``, ``deals_now``): "criterion" where it names a rule of choice
    (``claim_cues_order.dealer_criterion``: the youngest, who draws the highest card, who lost
    the last game), "random" where it says at random (data ``sides``); not negated."""
    tokens = words(text)
    if not (_dealer_at(tokens, lex) or phrase_spans(tokens, {"d": _deals_now(lex)})):
        return None
    nots = negation_spans(tokens, lex)

    def kept(a: int) -> bool:
        return not any(window_start(tokens, a) <= n < a for n in nots)
    random = any(kept(a) for a, _, k in phrase_spans(tokens, lex.sides) if k == "random")
    if any(_dealer_criterion(words(piece), lex) for piece in CLAUSE_BREAK.split(text)) and not random:
        return "criterion"      # (a card drawn at random, "ognuno sceglie a caso una carta": a random choice)
    return "random" if random else None


def _dealer_criterion(tokens: tuple[str, ...], lex: Lexicon) -> bool:
    """A clause stating a rule of choosing the dealer, not negated ("the youngest deals", "Geber
    ist, | wer die höchste Karte zieht"); not a clause about a trick that does not name the
    dealer ("..., every trick is led by whoever won the previous one")."""
    if not (_dealer_at(tokens, lex) or phrase_spans(tokens, {"d": _deals_now(lex)})) \
            and any(find_term(tokens, t, lex.compounds) is not None for t in lex.terms.get("trick") or []):
        return False
    nots = negation_spans(tokens, lex)
    return any(not any(window_start(tokens, a) <= n < a for n in nots)
               for a, _, _ in phrase_spans(tokens, {"c": cues(lex, "dealer_criterion")}))


def _first_player_here(engine, value: str) -> str | None:
    """A starter in the spec's terms: with two players, the non-dealer sits on either side."""
    if value in ("left", "right", "non_dealer"):
        return "right" if engine.spec.players == 2 else None if value == "non_dealer" else value
    return value


ZERO_RESTI_REACH = 5        # words between the resti and the zero they stand at ("resti netos quedan en 0")


def _zero_resti(tokens: list[str], part: str, lex: Lexicon) -> list[int]:
    """Net resti at zero ("Si los resti netos quedan en 0", "Stehen die resti am Ende netto bei 0",
    "with zero net resti"): the resti term and the number 0 within ``ZERO_RESTI_REACH`` words of it,
    no other number in the piece: a tie of resti (the index after the later of the two)."""
    resti = [i for t in lex.terms.get("resto") or [] for i, tok in enumerate(tokens) if word_matches(tok, norm(t))]
    if not resti or not part:
        return []
    nums = find_numbers(part, lex.lang)
    if len(nums) != 1 or nums[0].value != 0:
        return []
    at = len(words(part[:nums[0].start]))
    return [max(at + 1, r + 1) for r in resti if abs(at - r) <= ZERO_RESTI_REACH]


def _tie_mentions(tokens: list[str], part: str, lex: Lexicon) -> list[int]:
    """Where the piece has named a tie (the index after it): a tie term, an equal count ("the
    resti are equal", "both have 60"), a tied score ("60–60", "60 a 60"), each side's points
    ("chacun a 60 points": data ``each_has``), nobody capturing (``claim_cues_order.nobody`` before
    the glossary's word for capturing: "se nessuno riesce a prendere", the deal our rules call a
    tie)."""
    ends = [i + len(words(t)) for t in lex.terms.get("tie") or []
            if (i := find_term(tokens, t, lex.compounds)) is not None]
    cards = {norm(w) for w in lex.cards}
    suits = lex.terms.get("suit") or []
    ends += [b for a, b, _ in phrase_spans(tokens, {"equal": [*lex.equal, *cues(lex, "equal_more")]})
             if not cards & {*tokens[max(0, a - 1):a], *tokens[b:b + 1]}     # "una carta igual": a card's rank, no tie
             and not any(_suit_word(t, suits) for t in [*tokens[max(0, a - 1):a], *tokens[b:b + 1]])]   # "con semi uguali": the same suit, no tie
    ends += _each_has_points(tokens, part, lex)
    ends += [len(words(part[:m.end()])) for m in tie_score(lex.lang).finditer(part)]
    ends += [len(words(part[:m.end()])) for w in cues(lex, "score_all")      # "at 60 all": a tied score
             for m in re.finditer(rf"\d\s+{re.escape(w)}\b", part, re.IGNORECASE)]
    ends += _each_score(part, lex)
    ends += _zero_resti(tokens, part, lex)
    captures = [i for t in lex.terms.get("capture") or [] if (i := find_term(tokens, t)) is not None]
    captures += [a for a, _, _ in phrase_spans(tokens, {"c": cues(lex, "nobody_captured")})]    # ru "никто не взял", fi "kukaan ei ota"
    ends += [c + 1 for a, b, _ in phrase_spans(tokens, {"n": cues(lex, "nobody")})      # "if nobody captured anything": no capture, a tie
             for c in captures if 0 <= c - b < NOBODY_REACH]
    deals = [i for t in lex.terms.get("deal") or [] if (i := find_term(tokens, t)) is not None]
    ends += [c + 1 for a, b, _ in phrase_spans(tokens, {"x": rule_cues(lex, "without")})   # "a deal without a single capture"
             for c in captures if 0 <= c - b < NOBODY_REACH and any(d < a for d in deals)]
    both = phrase_spans(tokens, {"b": cues(lex, "both_sides")}) if part else []
    if both:
        nums = find_numbers(part, None)     # "si los dos jugadores acaban con 60 puntos": one score for both
        at = len(words(part[:nums[0].start])) if len(nums) == 1 else -1
        if len(nums) == 1 and (phrase_spans(words(part[nums[0].end:])[:1], {"p": lex.point_words})
                               or not words(part[nums[0].end:])      # "Should both players reach 60, ..."
                               or any(0 <= at - b < BOTH_REACH for _, b, _ in both)       # "Both on 60 at the end?"
                               and phrase_spans(words(part[nums[0].end:])[:3], {"e": lex.at_end})):   # not "both reach 51 in the same hand"
            ends.append(len(words(part[:nums[0].end])) + 1)
    return ends


def _each_has_points(tokens: tuple[str, ...], part: str, lex: Lexicon) -> list[int]:
    """Each side said to have one number of points ("chacun a 60 points", "chaque joueur a
    soixante points", "у каждого 60 очков": data ``each_has``, then the number in digits or words
    and a word for points): a tie, at the index after the word for points."""
    digits = {len(words(part[:n.start])): not n.word for n in find_numbers(part, lex.lang)} if part else {}
    out = []
    for _, b, _ in phrase_spans(tokens, {"each": lex.each_has}):
        if b in digits:
            at = b if digits[b] else b + 1      # a number in digits is no word
            if phrase_spans(tokens[at:at + 1], {"p": lex.point_words}):
                out.append(at + 1)
    return out


def _suit_word(token: str, suits: list[str]) -> bool:
    """The glossary's word for a suit, in the singular or the plural ("seme", "semi"; not "sempre")."""
    return any(token == (w := norm(s)) or len(w) >= 4 and token.startswith(w[:-1]) and len(token) <= len(w) + 1
               for s in suits)


def _scored_tie(part: str, lex: Lexicon) -> bool:
    """A score with a tie word right after its number ("à 60 partout", "60 all": data ``equal``,
    ``claim_cues_order.score_all``; "with 60 points each": ``_each_score``): the tie's condition,
    like "60–60"."""
    return any(re.search(rf"\d\s+{re.escape(w)}\b", part, re.IGNORECASE) for w in [*lex.equal, *cues(lex, "score_all")]) \
        or bool(_each_score(part, lex))


EACH_OPENS = 2              # words between "with" (or "if") and the score said to be each side's


def _each_score(part: str, lex: Lexicon) -> list[int]:
    """"With 60 points each", "avec 60 points chacun", "у нас по шестьдесят", "haben beide je
    sechzig Punkte": one score, in digits or words, said to be each side's — by a word for "each"
    after the number and its word for points (data ``claim_cues_order.score_each``) or by a
    distributive word right before the number (``score_each_before``: ru "по", de "je") — as a
    condition or the sides' own (a word for "with", ``with_total``, for "at" or a possessor,
    ``score_at``, "if", or the sides, ``both_sides``, ``each_has``, right before it): a tie, at
    the index after it; not a card's value ("worth 10 points each", "стоят по 11 очков")."""
    each, before_each = cues(lex, "score_each"), cues(lex, "score_each_before")
    if not each and not before_each:
        return []
    opening = {"w": cues(lex, "with_total"), "if": lex.condition, "at": cues(lex, "score_at"),
               "both": cues(lex, "both_sides"), "each": lex.each_has}
    cards = {"c": [*lex.cards, *card_words(lex.lang)]}
    out = []
    for n in find_numbers(part, lex.lang):
        if n.word and n.value <= 1:
            continue        # "each one", "по одному": no score
        before, after = words(part[:n.start]), words(part[n.end:])[:4]
        said_before = bool(before) and bool(phrase_spans(before[-1:], {"e": before_each}))
        points = [b for a, b, _ in phrase_spans(after[:2], {"p": lex.point_words}) if a == 0]
        rest = after[max(points, default=0):]
        said = [b for a, b, _ in phrase_spans(rest, {"e": each}) if a == 0]
        if not said and not (said_before and (points or not after)):
            continue        # "по три карты": a count of cards each, no score
        opens = before[-EACH_OPENS - 1 - said_before:len(before) - said_before]
        if phrase_spans(opens, opening) and not phrase_spans(opens, cards):    # "у тузов по 11 очков": a card's value
            # the index after the score (and its word for "each")
            out.append(len(words(part[:n.end])) + max(points, default=0) + (said[0] if said else 0))
    return out


CONDITION_AFTER = 2         # words after a tie a condition word may follow it ("tasapelin sattuessa")


def verb_first(text: str, lex: Lexicon) -> bool:
    """A sentence opening with a condition told by its finite verb first and going on after a
    comma (de "Sind die Resti am Ende gleich, ...", "Steht es 60 zu 60, ..."; data
    ``verb_first_condition``): no question, the verb its first word."""
    from .examples import _block

    verbs = {norm(w) for w in _block(lex.lang, "condition_more").get("verb_first", [])}
    sentence = re.split(r"(?<=[.!?])\s+", text.strip(), maxsplit=1)[0]
    first = TOKEN.findall(sentence)[:1]
    return bool(verbs) and bool(first) and norm(first[0]) in verbs and "," in sentence and not sentence.endswith("?")


def _tie_outcome(text: str, lex: Lexicon) -> str | None:
    """What a tie gives: a piece naming a tie under a condition ("if it ends 60 to 60", "in case
    of a tie", "at 60–60", fi "tasapelin sattuessa"), then the first piece that says someone
    wins or something decides ("the last trick decides", "départage"), without naming a tie
    again or saying "otherwise": "decided"; or the deal is void and played again (data
    ``replayed``): "replayed". Not a tie of the draw that chooses who starts or deals
    (:func:`_seat_draw`)."""
    if _seat_draw(text, lex):
        return None
    raw = [p for p in CLAUSE_BREAK.split(text) if words(p) or tie_score(lex.lang).search(p)]
    for i, part in enumerate(raw):
        tokens = words(part)
        ends = _tie_mentions(tokens, part, lex)
        opened = any(phrase_spans(words(p)[:1], {"if": lex.condition}) for p in raw[:i]) or \
            (i == 0 and verb_first(text, lex))        # "Si, une fois ..., chacun a 60"; de "Sind die Resti gleich, ..."
        if not ends or not (tie_score(lex.lang).search(part) or _scored_tie(part, lex) or opened or
                            phrase_spans(tokens[:max(ends) + CONDITION_AFTER], {"if": lex.condition, "at": cues(lex, "tie_condition")})
                            or any(a == 0 for a, _, _ in phrase_spans(tokens[:max(ends)], {"w": cues(lex, "with_total")}))    # "Con zero resti di differenza vince ...": a tie put first by "with"
                            or phrase_spans(tokens[max(ends):max(ends) + CONDITION_AFTER], {"then": lex.then})    # vi "hai đội bằng điểm nhau thì ...": a condition told by its "then" alone
                            or _fronted_condition(text, raw, i, lex)):
            continue
        tied = {n.value for n in find_numbers(part, lex.lang)}
        for k, piece in enumerate([tokens[max(ends):], *(words(p) for p in raw[i + 1:])]):
            if phrase_spans(piece, {"o": lex.otherwise}) or _bare_if_not(piece, lex) or _tie_mentions(piece, "", lex):
                break
            if cue_spans(piece, {"r": _replays(lex)}):
                return "replayed"
            if k and phrase_spans(piece, {"w": _deciding(lex)}) and any(
                    n.value not in tied and not (n.word and n.value <= 1) for n in find_numbers(raw[i + k], lex.lang)):
                break           # "60 a 60 é empate, e quem faz 61 ou mais vence", "27 a 25 da el premio a quien tiene 27": a score of its own wins, another case
            decides = phrase_spans(piece, {"w": _deciding(lex)})
            if decides:
                if not _decision_denied(piece, [(a, b) for a, b, _ in decides], lex):
                    return "decided"
                break
    return _tie_decided(text, lex)


def _replays(lex: Lexicon) -> list[str]:
    """A tied deal played again ("is replayed", "more hands are played": data ``replayed``,
    ``further_deals``, ``claim_cues.replayed``)."""
    return [*lex.replayed, *lex.further_deals, *cues(lex, "replayed")]


def _deciding(lex: Lexicon) -> list[str]:
    """A word for winning or deciding a tie (``_winning``, data ``tie_break``)."""
    return [*_winning(lex), *lex.tie_break]


def _seat_draw(text: str, lex: Lexicon) -> bool:
    """A sentence choosing who starts or deals by a card drawn or cut, or by lot (data
    ``seat_draw``: "pescando una carta a testa", "each draws a card", "tire une carte"), that
    names who starts (``starts``) or the dealer: a tie there is the draw's ("la più alta inizia,
    e a parità decide la moneta"; "on a tie, draw again"), not the game's; not where it names a
    tied score of its own ("60–60")."""
    tokens = words(text)
    if not phrase_spans(tokens, {"d": cues(lex, "seat_draw")}) or tie_score(lex.lang).search(text):
        return False
    return bool(phrase_spans(tokens, {"s": lex.starts}) or _dealer_at(tokens, lex) or
                phrase_spans(tokens, {"d": cues(lex, "deals_verb")}))


NEGATION_CLOSES = 2         # words at a clause's end where a negation denies its verb ("… nicht gegeben")


def _decision_denied(piece: list[str], decides: list[tuple[int, int]], lex: Lexicon) -> bool:
    """The verbs (or nouns) of deciding at ``decides`` are denied in the clause ``piece``: a
    negation or a word for 'without' before them in their window, right after them, at the
    clause's start ("there is no tie-break"), or closing the clause after them ("ein Stechen gibt
    es nicht", "un spareggio da noi non c'è"; not a relative clause's: "… who did not deal")."""
    nots = negation_spans(piece, lex) + [a for a, _, _ in phrase_spans(piece, {"x": rule_cues(lex, "without")})]
    relatives = [a for a, _, _ in phrase_spans(piece, {"r": lex.relative})]
    endings = tuple(cues(lex, "without_endings"))
    if endings and any(piece[i].endswith(endings) for a, b in decides for i in range(a, b)):
        return True         # fi "kenellekään kuulumatta": the verb in its abessive, "without belonging"
    return any(window_start(piece, a) <= n < a or n == b or n < CLAUSE_OPENS or
               b < n and n >= len(piece) - NEGATION_CLOSES and not any(b <= r < n for r in relatives)
               for a, b in decides for n in nots)


def _bare_if_not(piece: list[str], lex: Lexicon) -> bool:
    """A clause that is only a word for "if" and a negation ("si no, gana ...", "se no", "if
    not", "wenn nicht", "jos ei"): "otherwise", the case the condition before leaves."""
    conds = [(a, b) for a, b, _ in phrase_spans(piece, {"if": lex.condition}) if a == 0]
    nots = negation_spans(piece, lex) + [a for a, _, _ in phrase_spans(piece, {"n": rule_cues(lex, "answer_no")})]   # ru "если нет"
    return bool(conds) and bool(nots) and len(piece) <= conds[0][1] + 2 and all(n >= conds[0][1] for n in nots)


def _tie_decided(text: str, lex: Lexicon) -> str | None:
    """"decided" where a clause makes the tie the subject or object of a verb of deciding ("Ties
    are settled by the number of tricks", "L'égalité est tranchée par le dernier pli",
    "Tasapelin ratkaisee viimeinen tikki": a tie term of the glossary and data ``tie_break``), with
    no negation at the clause's start or before the verb ("there is no tie-break")."""
    ties = [t for t in lex.terms.get("tie") or []]
    for piece in CLAUSE_BREAK.split(text):
        tokens = words(piece)
        at = [i for t in ties if (i := find_term(tokens, t, lex.compounds)) is not None]
        at += [a for a, _, _ in phrase_spans(tokens, {"t": cues(lex, "tie_subject")})]   # "equal totals go to …"
        at = [i for i in at if not _listed_outcome(tokens, i, lex)]
        decides = [(a, b) for a, b, _ in phrase_spans(tokens, {"d": lex.tie_break})
                   if not any(a <= i < b for i in at)]       # "tie-break" is the verb, not a tie
        if not at or not decides:
            continue
        if not _decision_denied(tokens, decides, lex):
            return "decided"
    return None


OUTCOME_LIST = 2            # words between a tie and another outcome listed with it ("Sieg, Niederlage oder Unentschieden")


def _listed_outcome(tokens: list[str], at: int, lex: Lexicon) -> bool:
    """The tie at ``at`` is one item of a list of a game's outcomes ("decide win, loss or tie",
    "über Sieg, Niederlage oder Unentschieden entscheiden", "décident de la victoire, de la défaite
    ou du nul": data ``claim_cues_order.outcomes``, within ``OUTCOME_LIST`` words, only a word
    for "or" or "and" or an article between): what is decided is which of them, no tie broken."""
    near = tokens[max(0, at - OUTCOME_LIST - 1):at + OUTCOME_LIST + 2]
    links = {norm(w) for w in [*lex.or_words, *lex.and_words]}
    return bool(links & set(near)) and bool(phrase_spans(near, {"o": cues(lex, "outcomes")}))


RESTI_ASIDE = 4             # words between "no matter" and the resti it sets aside ("não importa quantos resti")


def _what_decides(text: str, lex: Lexicon) -> str | None:
    """What decides the winner, in a sentence saying who wins and naming resti (the glossary's
    term): "points" where the resti are set aside ("no matter how many resti", data
    ``regardless``) or only break a tie ("os resti servem só para desempatar": a piece naming
    resti with ``claim_cues_order.tie_breaking``)."""
    tokens = words(text)
    resti = [i for i, t in enumerate(tokens) for r in lex.terms.get("resto") or [] if word_matches(t, norm(r))]
    if not resti or not phrase_spans(tokens, {"w": lex.winning}):
        return None
    aside = [b for _, b, _ in phrase_spans(tokens, {"r": [*lex.regardless, *cues(lex, "regardless")]})]
    if any(0 <= r - b <= RESTI_ASIDE for r in resti for b in aside):
        return "points"
    for piece in CLAUSE_BREAK.split(text):
        part = words(piece)
        if any(word_matches(t, norm(r)) for t in part for r in lex.terms.get("resto") or []) and \
                phrase_spans(part, {"t": cues(lex, "tie_breaking")}):
            return "points"
    return None


def _fronted_condition(text: str, raw: list[str], i: int, lex: Lexicon) -> bool:
    """"Stehen die resti am Ende gleich, gewinnt das Team, ...", "With zero net resti, the team
    with more card points wins": the sentence's first piece names equal counts (no word for a tie
    itself, no word for winning), and the piece right after the comma says someone wins (de: its
    first word): a condition put first with no word for "if"."""
    if i != 0 or i + 1 >= len(raw) or any(find_term(words(raw[0]), t) is not None for t in lex.terms.get("tie") or []) \
            or phrase_spans(words(raw[0]), {"w": _winning(lex)}):
        return False
    after = text[text.find(raw[0]) + len(raw[0]):].lstrip()
    return after.startswith(",") and bool(phrase_spans(words(raw[1]), {"w": lex.winning}))


NOBODY_REACH = 4            # words between "nobody" and the verb of capturing it negates ("nessuno riesce a prendere")


def _tie_share(text: str, lex: Lexicon) -> str | None:
    """Who scores an award when the counts are equal: a tie cue ("equal", "tied", a tie term),
    then each side or nobody ("each team scores 1", "neither team scores")."""
    tokens = words(text)
    ties = [b for _, b, _ in phrase_spans(tokens, {"equal": lex.equal})]      # after the cue: "if both teams have ..." is no share
    ties += [i for t in lex.terms.get("tie") or [] if (i := find_term(tokens, t)) is not None]
    ties += [len(words(text[:m.start()])) for m in tie_score(lex.lang).finditer(text)]       # "26 zu 26 Karten"
    ties += _counted_each(text, tokens, lex)
    ties += _both_counted(text, lex)
    if not ties:
        return None
    shares = {k: [*v, *cues(lex, f"tie_{k}")] for k, v in lex.tie_shares.items()}
    if not phrase_spans(tokens, {"w": lex.winning}):    # "vince la squadra che ...": who wins a tied total, not an award
        shares["one"] = cues(lex, "tie_one")    # "i 2 punti vanno alla squadra del mazziere": one side named
    nots = negation_spans(tokens, lex)
    keys = {"nobody" if k == "each" and (_zero_after(text, tokens, b, lex) or _zero_before(text, a) or
                                         _zero_points_before(text, a, lex) or     # "the points are not shared": nobody scores
                                         any(window_start(tokens, a) <= n < a for n in nots)) else k
            for a, b, k in phrase_spans(tokens, shares) if a >= min(ties)}    # words hold no digits: "26–26, each team" has each at the score's index
    return keys.pop() if len(keys) == 1 else None


ZERO_REACH = 4              # words between "each team" and the amount it scores ("each team scores 0 points")


def _zero_after(text: str, tokens: tuple[str, ...], at: int, lex: Lexicon) -> bool:
    """The amount right after "each team" ... is 0 ("each team scores 0 points for cards"):
    nobody scores."""
    starts = [m.start() for m in TOKEN.finditer(text)]
    if at >= len(starts):
        return False
    nums = find_numbers(text[starts[at]:], None)
    return bool(nums) and nums[0].value == 0 and len(words(text[starts[at]:][:nums[0].start])) <= ZERO_REACH


def _zero_points_before(text: str, at: int, lex: Lexicon) -> bool:
    """A word for zero with a word for points right after it, right before "each team" in its
    clause ("zero punti per entrambe le coppie", "zéro point pour chaque paire"): nobody scores
    (a word for zero alone is no amount: "none to each" is the language's nobody cue)."""
    starts = [m.start() for m in TOKEN.finditer(text)]
    if at >= len(starts) or at == 0:
        return False
    before = text[:starts[at]]
    nums = find_numbers(before, lex.lang)
    if not nums or nums[-1].value != 0 or CLAUSE_BREAK.search(before[nums[-1].end:]):
        return False
    rest = words(before[nums[-1].end:])
    return bool(rest) and bool(phrase_spans(rest[:1], {"p": lex.point_words})) and len(rest) <= ZERO_BEFORE + 1


ZERO_BEFORE = 3             # words between the amount 0 and the "each team" it is given to ("gives 0 points to each side")


def _zero_before(text: str, at: int) -> bool:
    """The amount right before "each team", in its clause, is 0 ("26–26 gives 0 to each side",
    "0 Punkte für jede Seite", "0 очков каждой команде"): nobody scores. Digits only: a word for
    zero is no amount given ("none to each" is the language's nobody cue)."""
    starts = [m.start() for m in TOKEN.finditer(text)]
    if at >= len(starts) or at == 0:
        return False
    before = text[:starts[at]]
    last = None
    for m in re.finditer(r"\d+", before):
        last = m
    if last is None or last.group() != "0" or CLAUSE_BREAK.search(before[last.end():]):
        return False
    return len(words(before[last.end():])) <= ZERO_BEFORE


BOTH_REACH = 3              # words between "both teams" and the one count they have ("as duas duplas tiverem 26 cartas")


def _both_counted(text: str, lex: Lexicon) -> list[int]:
    """"Se as duas duplas tiverem 26 cartas": both sides named (data ``both_sides``) and one count
    of cards right after them in the same piece: an equal count, at the index after the cards."""
    out = []
    for piece in PIECE.finditer(text):
        part = piece.group()
        tokens = words(part)
        both = phrase_spans(tokens, {"b": cues(lex, "both_sides")})
        nums = [n for n in find_numbers(part, None) if n.value > 1]
        if not both or len(nums) != 1:
            continue
        at = len(words(part[:nums[0].start]))
        after = words(part[nums[0].end:])[:1]
        if phrase_spans(after, {"c": lex.cards}) and any(0 <= at - b <= BOTH_REACH for _, b, _ in both):
            out.append(len(words(text[:piece.start()])) + at + 1)
    return out


def _counted_each(text: str, tokens: list[str], lex: Lexicon) -> list[int]:
    """A count given to each side alike under a condition, "if both end with 26 cards each" (a
    number, a card word, then a word for each, data ``cards`` and ``each``; not a deal: "douze
    cartes chacun"): an equal count, at the index of the word after it."""
    out = []
    conditions = [a for a, _, _ in phrase_spans(tokens, {"if": lex.condition})]
    if not conditions or not phrase_spans(tokens, {"e": lex.each}):
        return out              # most sentences: no condition, or no word for each
    for n in find_numbers(text, lex.lang):
        if not any(a < len(words(text[:n.start])) for a in conditions):
            continue
        m = re.match(r"[^\W\d_]+(?:\s+[^\W\d_]+){0,3}", text[n.end:].lstrip())     # no punctuation between
        after = words(m.group()) if m else []
        spans = phrase_spans(after, {"c": lex.cards})
        if not spans or spans[0][0] != 0:
            continue
        rest = after[spans[0][1]:]
        each = max((b for a, b, _ in phrase_spans(rest, {"e": lex.each}) if a == 0), default=0)
        if each and not any(a == 0 and b > each for a, b, _ in phrase_spans(rest, lex.tie_shares)):
            # "26 cartas cada uno"; not "12 cards, each team ...": the share
            out.append(len(words(text[:n.end])) + spans[0][1] + each)
    return out


ALWAYS_REACH = 6            # tokens between a play word and the "always" that qualifies it


def _excuse_freedom(text: str, lex: Lexicon) -> str | None:
    """When the excuse card may be played, in a sentence naming it (also by a translated name):
    "always" near a play word ("den Matto kann man immer spielen", "si può giocare ...,
    senza eccezioni"), or "restricted" where the sentence states an exception, or "conditional"
    where it makes the Matto playable only under a condition (data ``only_if``) and names no Re
    (the King rule's card)."""
    tokens = words(text)
    names = [f for n in lex.names if n.name == EXCUSE for f in (*n.forms, *n.translations)]
    if not any(find_term(tokens, t) is not None for t in (*names, *(lex.terms.get("matto") or []))):
        return None
    kings = [f for n in lex.names if n.name == KING for f in n.forms]
    king = any(find_term(tokens, f) is not None for f in kings)
    if king and (_in_kings_place(text, tokens, lex) or _king_kept(text, tokens, names, lex)):
        return "in_kings_place"     # before an exception's word: "one exception: ... must play the Re; ... may play the Matto instead"
    if king and _even_in_kings_case(tokens, kings, lex):
        return "always"
    if _exception_stated(tokens, lex):
        return "restricted"
    if not king and only_conditions(text, tokens, lex, lex.plays):
        return "conditional"    # "only when void": a condition of its own, not the King rule
    plays = [a for a, _, _ in phrase_spans(tokens, {"play": lex.plays})]
    always = [a for a, _, _ in phrase_spans(tokens, {"always": lex.always})
              if not negates(tokens[max(0, a - NEGATION_BEFORE):a], lex)]
    if always and _obliged_play(tokens, lex):
        return None     # "you must trump ..., though the Matto can always be played instead": in place of that duty
    return "always" if any(abs(a - p) <= ALWAYS_REACH for a in always for p in plays) else None


def _even_in_kings_case(tokens, kings: list[str], lex: Lexicon) -> bool:
    """A permission, not negated and nothing made compulsory before it, stretched by a word for
    'even when' (data ``claim_cues.even_when``) over a case that names the Re ("il peut remplacer
    n'importe quelle carte, même quand la couleur vient d'être coupée et que l'on tient son Re",
    "you may play it even when you hold the Re of the suit"): the Matto allowed in the King
    rule's case, where ours asks for the Re."""
    for a, b, _ in phrase_spans(tokens, {"e": cues(lex, "even_when")}):
        head = tokens[:a]
        if not phrase_spans(head, {"p": lex.permitted}) or negation_spans(head, lex) or \
                phrase_spans(head, {"m": lex.modality.get("compulsory") or []}):
            continue
        if phrase_spans(tokens[b:], {"k": kings}):
            return True
    return False


def _exception_stated(tokens: tuple[str, ...], lex: Lexicon) -> bool:
    """A word of exception (data ``exceptions``) that states one: not inside a phrase denying any
    ("without exception", "sin excepciones", "ausnahmslos": data ``always``), nor negated ("with
    no exception", "sin ninguna excepción", "sans aucune exception")."""
    always = [(a, b) for a, b, _ in phrase_spans(tokens, {"always": lex.always})]
    nots = negation_spans(tokens, lex)
    return any(not any(c < b and a < d for c, d in always) and not any(a - NEGATION_BEFORE <= n < a for n in nots)
               for a, b, _ in phrase_spans(tokens, {"except": lex.exceptions}))


BRACKETED_NUMBER = re.compile(r"\(\s*\d+[^()\w]*\)")
OWNER_REACH = 4             # words between a verb of going to and the trick's winners it names ("passa all'equipo ganador")


def _excuse_owner(text: str, lex: Lexicon) -> str | None:
    """Whom the excuse card goes to when played to a trick, in a clause naming it: "winners" where
    a verb of going to someone (data ``claim_cues.goes_to``: "goes to", "pasa al", "va a",
    "revient à", "geht an", "достаётся") has the trick's winners after it (``claim_cues.trick_winners``:
    "the winning team", "chi prende", "equipo ganador", "победителю"), "own" where that is negated
    ("il Matto non va a chi prende": it stays with its team). A bracketed value after the card
    ("el Matto (5) pasa …") is an aside of its clause."""
    text = BRACKETED_NUMBER.sub(lambda m: " " * len(m.group()), text)
    tokens = words(text)
    names = [f for n in lex.names if n.name == EXCUSE for f in (*n.forms, *n.translations)]
    at = next((i for t in (*names, *(lex.terms.get("matto") or [])) if (i := find_term(tokens, t)) is not None), None)
    if at is None:
        return None
    winners = cues(lex, "trick_winners")
    ids = word_clauses(text)
    for a, b, _ in phrase_spans(tokens, {"g": cues(lex, "goes_to")}):
        if a < at or len(ids) == len(tokens) and ids[a] != ids[at]:
            continue            # the verb's subject is the Matto, in its clause
        if not any(c <= OWNER_REACH for c, _, _ in phrase_spans(tokens[b:b + OWNER_REACH + 3], {"w": winners})):
            continue
        return "own" if negates(tokens[at:a], lex) else "winners"
    return None


AGAIN_REACH = 3             # words between a word for playing and the word for 'again' ("you play again straight away")


def _turn_after_capture(text: str, lex: Lexicon) -> str | None:
    """"After you capture, you play again": a capture earning another turn, in a sentence naming a
    capture, a word for playing with a word for 'again' within ``AGAIN_REACH`` words after it (or
    a word for another turn alone: data ``claim_cues.again``), not negated. "again", or None."""
    again = cues(lex, "again")
    if not again:
        return None
    tokens = words(text)
    if not any(find_term(tokens, t) is not None for t in lex.terms.get("capture") or []):
        return None
    plays = [b for _, b, _ in phrase_spans(tokens, {"p": lex.plays})]
    for a, _, _ in phrase_spans(tokens, {"a": again}):
        near = [p for p in plays if 0 <= a - p <= AGAIN_REACH]
        if near and not negates(tokens[max(0, near[0] - 1 - NEGATION_BEFORE):a], lex):
            return "again"
    return None


def _excuse_stays(engine) -> str | None:
    return None if engine.spec.excuse is None else "own"


def _in_kings_place(text: str, tokens: list[str], lex: Lexicon) -> bool:
    """The sentence lets the Matto be played in the Re's place: in a clause with a word for 'may'
    (not negated, nothing made compulsory), a word for 'instead' whose object is the Re
    ("puedes jugar el Matto en lugar del Re") or, said alone ("stattdessen", "instead"), stands
    after the Re ("muss den Re spielen; hat er den Matto, darf er stattdessen den Matto
    spielen"). Where the King rule asks for the Re, ours does not let the Matto stand in for it.
    "Instead of any card" is the Matto's own rule; "you must play the Re, not the Matto
    instead" states the King rule."""
    kings = [f for n in lex.names if n.name == KING for f in n.forms]
    others = list(lex.cards)       # "instead of any card"
    ids = word_clauses(text)
    if len(ids) != len(tokens):
        return False
    for a, b, _ in phrase_spans(tokens, {"i": cues(lex, "instead")}):
        clause = [t for t, c in zip(tokens, ids) if c == ids[a]]
        after = tokens[b:b + INSTEAD_OBJECT]
        cut = [x for x, _, _ in phrase_spans(after, {"x": lex.exceptions})]
        after = after[:cut[0]] if cut else after    # "instead of any card (except when the King rule asks for the Re)": the Re is the exception's
        if not phrase_spans(after, {"k": kings}) and \
                (phrase_spans(after, {"c": others}) or not phrase_spans(tokens[:a], {"k": kings})):
            continue                # "instead of any card", or a bare "instead" with no Re before it
        if phrase_spans(clause, {"m": lex.modality.get("compulsory") or []}) or negation_spans(clause, lex):
            continue
        if phrase_spans(clause, {"p": lex.permitted}):
            return True
    return False


INSTEAD_OBJECT = 3      # words after "instead of" that name what is replaced ("en lugar del Re")


def _king_kept(text: str, tokens: list[str], names: list[str], lex: Lexicon) -> bool:
    """The sentence naming the Re lets it be kept back by playing the Matto ("puoi sempre salvarlo
    giocando il Matto", "you may keep the Re back by playing the Matto", "можно сохранить Re,
    сыграв Matto": a permission, a verb of keeping, data ``kept_back``, and the Matto played after
    it, a play word before or right after its name, in one clause or the next; nothing made
    compulsory, nothing negated): the Matto stands in for the Re."""
    ids = word_clauses(text)
    if len(ids) != len(tokens):
        return False
    mattos = [a for n in names for a, _, _ in phrase_spans(tokens, {"m": [n]})]
    plays = {"p": lex.plays}
    for a, b, _ in phrase_spans(tokens, {"k": cues(lex, "kept_back")}):
        clause = [t for t, c in zip(tokens, ids) if c == ids[a]]
        if not any(m >= b and ids[m] - ids[a] <= 1 and (phrase_spans(tokens[b:m], plays) or
                                                         phrase_spans(tokens[m + 1:m + 3], plays)) for m in mattos):
            continue        # the Matto played (not "keep the Matto for the end": the card kept)
        if phrase_spans(clause, {"m": lex.modality.get("compulsory") or []}) or negation_spans(clause, lex):
            continue
        if phrase_spans(clause, {"p": lex.permitted}):
            return True
    return False


def _obliged_play(tokens: list[str], lex: Lexicon) -> bool:
    """The sentence makes following suit or trumping compulsory (a word of the data's
    ``modality.compulsory`` and the glossary's term for the action): "always" said of the excuse
    card there is in place of that duty, not at every turn of the game."""
    from .obligations import action_words

    acts = [w for c in ("follow_suit", "trump") for w in action_words(lex, c)]
    return bool(cue_spans(tokens, {"a": acts})) and bool(phrase_spans(tokens, {"m": lex.modality.get("compulsory") or []}))


def _discard_freedom(text: str, lex: Lexicon) -> str | None:
    """"any" where a sentence about discarding (the glossary's term) lets any card be discarded
    (data ``alternatives.any_card``: "được bỏ bất kỳ lá nào", "may discard any card"), not
    negated, with no exception; not a sentence about a trick or the suit led ("if you cannot
    follow suit, discard any card" is the play of a void hand)."""
    tokens = words(text)
    if not any(find_term(tokens, t, lex.compounds) is not None for t in lex.terms.get("discard") or []):
        return None
    if any(find_term(tokens, t, lex.compounds) is not None for c in ("trick", "suit_led", "follow_suit")
           for t in lex.terms.get(c) or []):
        return None
    kept = _kept_let_go(text, lex)
    if kept or phrase_spans(tokens, {"x": lex.exceptions}):
        return kept
    anys = [a for a, _, _ in phrase_spans(tokens, {"any": (lex.alternatives.get("any_card") or [])})]
    if not anys or any(a - NEGATION_BEFORE <= n < a for a in anys for n in negation_spans(tokens, lex)):
        return _trump_added(text, tokens, lex)
    return "any"


CLAUSE_EDGES = re.compile(r"[,;:()—–]|\s-\s")


def _kept_let_go(text: str, lex: Lexicon) -> str | None:
    """The cards our discard keeps, said to be let go (in a sentence about discarding): a clause
    with a word of permission (data ``permitted``) whose object is the counting cards (the
    glossary's ``counting_card``, in any case: "darf auch Zählkarten abwerfen", "saa hylätä myös
    pistekortteja"; a word of its own, not a compound's head: fi "nollapistekortit" are zero-point
    cards) or a numbered trump ("trump 29 may be discarded", "se puede descartar el triunfo 29"),
    the clause naming the discard too: "counting cards", "trump N". Not in a clause with a negation ("no se puede
    descartar el triunfo 29", "keine Zählkarten"), nor where an exception comes before the cards
    ("any card except the counting cards"), nor a trump said kept (data ``rule_claims.kept``)."""
    counting = lex.terms.get("counting_card") or []
    trump = lex.terms.get("trump") or []
    kept = rule_cues(lex, "kept")
    edges = [0, *(m.start() for m in CLAUSE_EDGES.finditer(text)), len(text)]
    for lo, hi in zip(edges, edges[1:]):
        piece = text[lo:hi]
        clause = list(words(piece))
        if not clause or not phrase_spans(clause, {"p": lex.permitted}) or negation_spans(clause, lex) or \
                not any(find_term(clause, t, lex.compounds) is not None for t in lex.terms.get("discard") or []):
            continue            # (a permission to take, "снимающий может забрать … очковых карт": no discard)
        excepted = min((a for a, _, _ in phrase_spans(clause, {"x": lex.exceptions})), default=len(clause) + 1)
        # the term as a word of its own, not the head of a compound ("nollapistekortit": zero-point cards)
        at = min((i for t in counting if (i := find_term(clause, t)) is not None), default=None)
        if at is not None and at < excepted:
            return "counting cards"
        if phrase_spans(clause, {"k": kept}):
            continue
        for n in find_numbers(piece, lex.lang):
            before = list(words(piece[:n.start]))
            if not n.word and len(before) < excepted and \
                    any(find_term(before[-2:], t, lex.compounds) is not None for t in trump):
                return f"trump {n.value}"
    return None


ADDED_WORDS = 1         # words of an added item besides its trump, its number, 'and', an article ("and trump 29 too")


def _trump_added(text: str, tokens: list[str], lex: Lexicon) -> str | None:
    """"trump N" where a sentence that lets cards be discarded (a word of permission before)
    adds a numbered trump to them as an item of its own, set off by commas or a dash, with a
    word for 'too' or 'including' (``rule_claims.inclusion``: "any zero-point card may go, and
    trump 29 too", "— в том числе и козырь 29"), not negated, not an exception, not said kept
    (``rule_claims.kept``); which trump our rules keep is the engine's (``_discard_here``)."""
    permitted = [a for a, _, _ in phrase_spans(tokens, {"p": lex.permitted})]
    added = rule_cues(lex, "inclusion")
    if not permitted or not added:
        return None
    trump = lex.terms.get("trump") or []
    short = {norm(w) for w in lex.and_words}
    edges = [0, *(m.start() for m in CLAUSE_EDGES.finditer(text)), len(text)]
    for n in find_numbers(text, lex.lang):
        if n.word:
            continue
        lo = max(e for e in edges if e <= n.start)
        hi = min(e for e in edges if e >= n.end)
        if lo == 0:
            continue            # the sentence's own subject, no item added to a list before it
        clause = list(words(text[lo:hi]))
        before = list(words(text[lo:n.start]))
        if len(words(text[:lo])) <= min(permitted) or \
                not any(find_term(before[-2:], t, lex.compounds) is not None for t in trump):
            continue
        inc = phrase_spans(clause, {"i": added})
        if not inc or negation_spans(clause, lex) or phrase_spans(clause, {"x": [*lex.exceptions, *rule_cues(lex, "kept")]}):
            continue
        taken = {i for a, b, _ in [*inc, *phrase_spans(clause, {"t": trump})] for i in range(a, b)}
        rest = [t for i, t in enumerate(clause) if i not in taken and t not in short and not t.isdigit() and len(t) > 3]
        if len(rest) <= ADDED_WORDS:
            return f"trump {n.value}"
    return None


def _discardable(engine) -> str | None:
    rule = engine.spec.discard
    return None if rule is None else "restricted" if rule.only_zero_point or rule.never_trump else "any"


def _discard_here(engine, value: str) -> str | None:
    """A trump said discardable, in the spec's terms: the trump our rules keep ("kept", another
    rule), or one they let go with the zero-point cards ("restricted", ours)."""
    rule = engine.spec.discard
    if value == "counting cards":
        return None if rule is None else value if rule.only_zero_point else _discardable(engine)
    if not value.startswith("trump "):
        return value
    if rule is None:
        return None
    return "kept" if rule.never_trump == int(value.split()[1]) else _discardable(engine)


def _excuse(engine) -> str | None:
    excuse = engine.spec.excuse
    return None if excuse is None else "restricted" if excuse.king_rule else "always"


def _award_tie(engine) -> str | None:
    """Who scores a tied award (spec ``awards[].tie``), when the game has awards."""
    ties = {a.tie for a in engine.spec.awards}
    return ties.pop() if len(ties) == 1 else None


def _win_threshold(text: str, lex: Lexicon) -> str | None:
    """The least total a sentence says wins, in a sentence about winning: a number said to be
    enough or needed (data ``enough``: "60 points are enough to win", "voittoon tarvitaan") or
    bounded ("at least 62", "more than 60": data ``qualifiers``), a number of points (data
    ``point_words``) or a bare one ("reaching 60 is enough"); not a tied score ("60–60"), a count
    of something else ("at least 2 games"), a card beating another, or a negated sentence ("60 is
    not enough")."""
    tokens = words(text)
    wins = phrase_spans(tokens, {"w": _winning(lex)})
    beats = [(a, b) for a, b, _ in phrase_spans(tokens, {"b": lex.beats})
             if not any(c <= a and b <= d for c, d, _ in wins)]     # "pour l'emporter": winning, not "l'emporte sur"
    if not wins or beats or _negated_total(text, lex):
        return None
    if in_play_state(text, lex):        # "if you already have 50 points, 11 more win"
        reached = _with_total(text, lex)    # "mit 60 Punkten hat man bereits gewonnen": a total, not a state
        return f"{reached}+" if reached is not None else None
    trick = [t for t in lex.terms.get("trick") or [] if " " not in t]
    if any(phrase_spans(list(tokens[b:b + 2]), {"t": trick}) for _, b, _ in phrase_spans(tokens, {"w": lex.winning})):
        return None             # "el 2 gana la baza, que vale 2 puntos": a trick won, in a worked example
    if any(set(tokens[b:b + 2]) & card_words(lex.lang) for _, b, _ in phrase_spans(tokens, {"w": lex.winning})):
        return None             # "gana el Cavallo, que es triunfo; 14 puntos": a card wins, a trick's points
    tied = [(m.start(), m.end()) for m in tie_score(lex.lang).finditer(text)]
    enough = bool(phrase_spans(tokens, {"e": lex.enough}))
    found, bounded, told = set(), set(), set()
    nums = [n for n in find_numbers(text, lex.lang) if not n.word or n.value >= WORD_TOTAL]   # "Sixty points are enough"
    partitive = {"o": cues(lex, "partitive")}
    wholes = {m.start: n for n, m in zip(nums, nums[1:])        # "61 of the 120 points": 120 is the whole
              if (gap := words(text[n.end:m.start])) and not re.search(r"[,;:.]", text[n.end:m.start])
              and any(a == 0 and b == len(gap) for a, b, _ in phrase_spans(gap, partitive))}
    parts = {n.start: m for m in nums for n in [wholes.get(m.start)] if n is not None}
    # "61 against 59 — that is enough": the other side's total after 'against' is no threshold
    paired = {n.start: m for n, m in zip(nums, nums[1:])
              if (gap := words(text[n.end:m.start])) and any(a == 0 and b == len(gap) for a, b, _ in
                                                             phrase_spans(gap, {"v": lex.against}))}
    versus = {m.start for m in paired.values()}     # (what follows the pair is said of the first: "61 to 59 — enough")
    cue_table = {"p": lex.point_words, "e": lex.enough, "w": _winning(lex), "q": [q for qs in lex.qualifiers.values() for q in qs]}
    for n in nums:
        if n.start in wholes or n.start in versus:
            continue
        whole = parts.get(n.start) or paired.get(n.start)
        after = words(text[(whole or n).end:])[:5]
        # "61 or more points", "61 points or more": a bound after the number, or after its word for points
        lead = 1 if after[:1] and phrase_spans(after[:1], {"p": lex.point_words}) else 0
        more = [b for a, b, _ in phrase_spans(after, {"m": cues(lex, "or_more")}) if a <= lead]
        after = after[max(more, default=0):][:3]
        before = words(text[:n.start])
        half = _half_of(before, lex)
        if half is not None:        # "more than half of the 120 points": the whole, halved
            before = before[:half]
        kinds = _bound_before(before, lex) | ({"at_least"} if more else set())
        if half is not None and not kinds:      # "mehr als die Hälfte": an article between; "più della metà"
            kinds = _bound_before(before[:-1], lex) or \
                {k for _, b, k in phrase_spans(before[-3:], {"more_than": cues(lex, "more_than_half"),
                                                             "at_least": cues(lex, "at_least_half")}) if b == len(before[-3:])}
        if any(a <= n.start < b for a, b in tied) or \
                not any(a == 0 or (k == "w" and kinds and a <= WIN_AFTER) or (k == "e" and a <= ENOUGH_AFTER)
                        for a, _, k in phrase_spans(after, cue_table)) \
                and (after and own_clause_goes_on(text, (whole or n).end) or not kinds):
            # (a bound's number may come before "to win", "pour gagner", or end its clause: "to win
            # you need at least 66, so nobody won")
            continue            # "almeno 2 partite", "2 manches sur 3": a count of something else than points
        if half is not None:
            if kinds & {"at_least", "more_than"} or not kinds and enough:     # "half of the 120 is enough": 60
                found.add(n.value // 2 + 1 if "more_than" in kinds or n.value % 2 else n.value // 2)
        elif "at_least" in kinds:
            bounded.add(n.value)
        elif "more_than" in kinds:
            bounded.add(n.value + 1)
        elif not kinds and enough and phrase_spans(words(_clause_of(text, n)), {"e": lex.enough}):
            # enough said of it, in its own clause ("O baralho tem 120 pontos; ... 61 já bastam": 61);
            # a side's total against the other's ("62 gegen 58 reicht") is enough, not the least
            (told if n.start in paired else found).add(n.value)
    found = bounded or found     # "30 points per suit, 120 in the pack, so you need at least 61": the bound
    if found:
        return str(found.pop()) if len(found) == 1 else None
    if told:
        return f"{told.pop()}+" if len(told) == 1 else None
    reached = _with_total(text, lex)
    return f"{reached}+" if reached is not None else None


def own_clause_goes_on(text: str, end: int) -> bool:
    """Words follow ``end`` in its clause (before a comma, a semicolon, a colon or a stop)."""
    return bool(words(re.split(r"[,;:.!?]", text[end:], maxsplit=1)[0]))


WIN_AFTER = 2               # words between a bounded number and the word for winning ("at least 61 to win")
ENOUGH_AFTER = 2            # words between a number and the word saying it is enough ("61 já bastam", "61 are already enough")
CLAUSE_END = re.compile(r"[;:]")


def _clause_of(text: str, n) -> str:
    """The clause of ``text`` (between semicolons or colons) the number ``n`` stands in."""
    start = max((m.end() for m in CLAUSE_END.finditer(text, 0, n.start)), default=0)
    end = CLAUSE_END.search(text, n.end)
    return text[start:end.start() if end else len(text)]
WORD_TOTAL = 20             # a total said in words ("sessanta punti"); smaller number words count other things
ASIDE = re.compile(r"[,;:()—–]|\s-\s")       # a clause of its own ("60 points and you've won — you need no more")


def _negated_total(text: str, lex: Lexicon) -> bool:
    """A negation in a clause that names a number or says someone wins ("60 is not enough to
    win", "with 60 you do not win yet"); not one in a clause of its own that names neither
    ("Sixty points and you've won — you don't need any more than that": the negation denies a
    need for more, it does not deny the win)."""
    pieces = ASIDE.split(text)
    so = cue_block(lex.lang, "cicera_examples").get("so") or ()
    bounds = [q for qs in lex.qualifiers.values() for q in qs]
    # "… at least 66 are needed, so neither won": a consequence told after a bound needed, in a
    # clause of its own with no number, is the example's outcome; it does not deny the bound
    stated = any(find_numbers(c, lex.lang) and phrase_spans(words(c), {"e": lex.enough}) and
                 phrase_spans(words(c), {"q": bounds}) and not negates(words(c), lex) for c in re.split(r"[,;:]", text))
    def outcome(clause: str) -> bool:
        return stated and not find_numbers(clause, lex.lang) and bool(phrase_spans(words(clause)[:1], {"s": list(so)}))

    return any(negates(words(piece), lex) and (find_numbers(piece, lex.lang) or phrase_spans(words(piece), {"w": _winning(lex)}))
               and not (stated and all(outcome(c) for c in re.split(r"[,;:]", piece) if negates(words(c), lex)))
               for piece in pieces)


def _and_wins(piece: str, end: int, lex: Lexicon) -> bool:
    """A total of points told first and joined by "and" to a clause that says someone wins,
    with nothing before the total ("Sixty points and you've won", "Sessanta punti e hai vinto",
    "Sechzig Punkte und du hast gewonnen"): the total is the condition of the win."""
    after = words(piece[end:])[:AND_WINS + 2]
    points = [b for a, b, _ in phrase_spans(after[:2], {"p": lex.point_words}) if a == 0]
    if not points or not lex.and_words:
        return False
    rest = after[points[0]:]
    joined = [b for a, b, _ in phrase_spans(rest[:2], {"e": lex.and_words}) if a == 0]
    return bool(joined) and any(a < AND_WINS for a, _, _ in phrase_spans(rest[joined[0]:], {"w": _winning(lex)}))


AND_WINS = 3                # words between "and" and the word for winning ("and you have won")


def _winning(lex: Lexicon) -> list[str]:
    """Words for winning, nouns too ("victory", "vittoria": ``claim_cues_order.winning_more``)."""
    return [*lex.winning, *cues(lex, "winning_more")]


def _with_total(text: str, lex: Lexicon) -> int | None:
    """"With 60 points you win", "Con 60 puntos ya se gana": a total of points (data
    ``with_total`` right before the number, a word for points right after) in a piece that says
    someone wins and nobody loses: that total is enough to win (it may be more than the least)."""
    withs = [*cues(lex, "with_total"), *lex.reach]     # "chi arriva a 60 punti ha vinto": reaching it wins
    makes = cues(lex, "makes_total")        # "se você fizer 60 pontos": making it, under a condition
    if not withs:
        return None
    found = set()
    named = card_words(lex.lang)
    for piece in re.split(r"[;.!?]", text):         # "Avec 60 points, on gagne": the total put first
        tokens = words(piece)
        if not phrase_spans(tokens, {"w": _winning(lex)}) or phrase_spans(tokens, {"l": lex.losing}):
            continue
        totals = [n for n in find_numbers(piece, lex.lang) if not n.word or n.value >= WORD_TOTAL]   # "With sixty points"
        if len(totals) != 1 or named & set(tokens):
            continue            # "con 58 punti e l'avversario con 62": two totals; "vence o Ás, com 21": a card's trick
        for n in totals:
            before, after = words(piece[:n.start]), words(piece[n.end:])[:1]
            if not before and _and_wins(piece, n.end, lex) and not tie_score(lex.lang).search(piece):
                found.add(n.value)      # "Sixty points and you've won"
                continue
            said = [b - a for a, b, _ in phrase_spans(before[-3:], {"w": withs}) if b == len(before[-3:])]
            if not said and phrase_spans(before, {"c": lex.condition}) and \
                    not any(find_term(tokens, t) is not None for t in lex.terms.get("trick") or []):
                said = [b - a for a, b, _ in phrase_spans(before[-3:], {"m": makes}) if b == len(before[-3:])]
            # "with 60 points": the points named after; "a score of 60": named before; "wer 60
            # Punkte erreicht": the verb of reaching after the points
            later = words(piece[n.end:])[:3]
            reached = phrase_spans(after, {"p": lex.point_words}) and \
                any(a == 1 for a, _, _ in phrase_spans(later, {"r": lex.reach}))
            if (said and (max(said) > 1 or phrase_spans(after, {"p": lex.point_words})) or reached) \
                    and not tie_score(lex.lang).search(piece) and not _each_score(piece, lex):
                found.add(n.value)
    return found.pop() if len(found) == 1 else None


def _threshold_here(engine, value: str) -> str | None:
    """A total said to be enough ("60+": with 60 points one wins) is no other rule where it is
    at least the least that wins."""
    if value.endswith("+"):
        least = _least_win(engine)
        said = int(value[:-1])
        return least if least is not None and said >= int(least) else str(said)
    return value


def _bound_before(before: list[str], lex: Lexicon) -> set[str]:
    """The qualifier kinds the last words state ("at least", "more than"); a verb of exceeding
    (data ``exceed``: "dépasser 60", "supera los 60", an article between) is "more than"."""
    kinds = set().union(*(lex.qualifier_index.get(tuple(before[-k:]), set()) for k in (1, 2, 3) if len(before) >= k))
    if not kinds and before:
        tail = list(before[-3:])
        if any(b == len(tail) or b == len(tail) - 1 and len(tail[-1]) <= ARTICLE
               for _, b, _ in phrase_spans(tail, {"x": cues(lex, "exceed")})):
            kinds = {"more_than"}
    return kinds


ARTICLE = 3                 # a word this short between a verb of exceeding and its number is an article ("supera los 60")


RESTO_LEAST = 30            # a smaller number bounded in a sentence on resti is no lead that earns one
RESTO_COUNT_REACH = 3       # words between a count and its word for resti ("2 resti", "deux autres resti")
BOUND_NEGATED = 4           # words before a bounded number where a negation turns the bound ("not more than 60")


@functools.cache
def _resto_forms(lang: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The words for a resto (the glossary's, and ``resto_reading.resto``) and their first
    letters, the cheap test of a sentence."""
    lex = lexicon(lang)
    forms = (*(lex.terms.get("resto") or ()), *(cue_block(lang, "resto_reading").get("resto") or ()))
    return tuple(forms), tuple(sorted({norm(f)[:4] for f in forms if f.strip()}))


@functools.cache
def _lead_words(lang: str) -> tuple[str, ...]:
    """The words for a lead in points (the glossary's ``point_lead``, ``resto_reading.lead`` and
    ``resto_reading_more.lead``: "lead", "vantaggio", "Vorsprung", "перевес")."""
    lex = lexicon(lang)
    return tuple(w for w in (*(lex.terms.get("point_lead") or ()), *(cue_block(lang, "resto_reading").get("lead") or ()),
                             *(cue_block(lang, "resto_reading_more").get("lead") or ())) if str(w).strip())


def _resto_threshold(text: str, lex: Lexicon) -> str | None:
    """The least lead a sentence says earns a resto, where it bounds that lead: a word for resto, a
    word for the lead, and a number of at least ``RESTO_LEAST`` bounded as more than it ("only a lead of more than 60
    earns a resto", "é preciso passar dos 60": data ``qualifiers``, ``claim_cues.exceed``) or at
    least it (before or after: "60 or more"). Not a bound negated ("not more than 60", "chưa vượt
    quá 60"), nor a sentence giving more than one resto ("more than 60 gives 2 resti", "a second
    resto": the end's rule of rounding up, another number's)."""
    forms, firsts = _resto_forms(lex.lang)
    low = text.casefold()
    if not forms or not any(f in low for f in firsts):
        return None
    tokens = words(text)
    if not any(find_term(tokens, f) is not None for f in forms):
        return None
    if not phrase_spans(tokens, {"l": _lead_words(lex.lang)}):
        return None             # "there you need at least 61 of the 120 points; here … resti": no lead named
    if lex.second and phrase_spans(tokens, {"s": lex.second}):
        return None             # "above 60, a second resto"
    nums = find_numbers(text, lex.lang)
    named = [a for a, _, _ in phrase_spans(tokens, {"r": list(forms)})]
    for n in nums:
        at, end = len(words(text[:n.start])), len(words(text[:n.end]))
        if 2 <= n.value < RESTO_LEAST and any(0 <= a - end <= RESTO_COUNT_REACH or 0 < at - a <= RESTO_COUNT_REACH
                                             for a in named):
            return None         # "121 gives 3 resti", "Quanti resti? Due": a count of resti besides one
    if phrase_spans(tokens, {"r": cue_block(lex.lang, "resto_reading").get("rounding") or []}):
        return None             # "the part above 60 is rounded up": the end's rule of rounding
    found = set()
    for n in nums:
        if n.value < RESTO_LEAST:
            continue
        before = words(text[:n.start])
        kinds = _bound_before(before, lex)
        after = words(text[n.end:])[:4]
        lead = 1 if after[:1] and phrase_spans(after[:1], {"p": lex.point_words}) else 0
        if not kinds and any(a <= lead for a, _, _ in phrase_spans(after, {"m": cues(lex, "or_more")})):
            kinds = {"at_least"}
        if kinds not in ({"more_than"}, {"at_least"}):
            continue
        clause = words(re.split(r"[,;:.()!?]", text[:n.start])[-1])
        if any(len(clause) - a <= BOUND_NEGATED for a in negation_spans(clause, lex)) and \
                not (kinds == {"more_than"} and any(0 < a - k <= BOUND_NEGATED for a in named
                                                    for k in negation_spans(tokens, lex))):
            continue            # "not more than 60 gives one resto" (at the end: 1–60); but "no resto
            #                     while the lead does not go past 60" is "more than 60" still
        found.add(n.value + 1 if kinds == {"more_than"} else n.value)
    return str(found.pop()) if len(found) == 1 else None


def _resto_unit(engine) -> str | None:
    return str(engine.resto_unit) if engine.spec.resto and getattr(engine, "resto_unit", None) else None


def _resto_here(engine, value: str) -> str | None:
    """A least lead read far from the unit is another number's bound (three resti's, a score's)."""
    unit = _resto_unit(engine)
    return value if unit is not None and abs(int(value) - int(unit)) <= 1 else None


HALF_REACH = 4              # words between "half" and the whole it halves ("half of the pack's 120")


def _half_of(before: list[str], lex: Lexicon) -> int | None:
    """Where a word for half stands right before a number, within a few words (data
    ``claim_cues.half``: "more than half of the 120"): the index of the half word."""
    tail = list(before[-HALF_REACH:])
    spans = phrase_spans(tail, {"h": cues(lex, "half")})
    return len(before) - len(tail) + spans[-1][0] if spans else None


COUNTED_REACH = 2           # words between a word for points and what a majority counts ("i 2 punti delle carte")


TABLE_AFTER = 3     # words after the cards counted (and a bound's "or more") where the table says they are one capture's ("de la mesa")


def _majority_least(text: str, lex: Lexicon) -> str | None:
    """The least count a sentence says earns a majority award: a number of cards (data ``cards``)
    or of a suit's cards (its name right after the number), bounded ("at least 27 cards", "more
    than 26", "27 cards or more") or said enough ("bastano 26 carte", "genügen 6 Schwerter"), in
    a sentence naming a majority (the glossary's term) or the points of what is counted ("i 2
    punti delle carte"), not negated. Read as "<count> <cards|suit code>"."""
    tokens = words(text)
    if _negated_outside_bounds(tokens, lex):
        return None
    nums = [n for n in find_numbers(text, lex.lang) if n.value > 1]   # ("otto Spade", "восьми Мечей": a count in words too)
    if not nums:
        return None
    suit_names = {code: names for code, names in lex.suits.items()}
    counted_table = {"cards": lex.cards, **suit_names}
    points = [b for _, b, _ in phrase_spans(tokens, {"p": lex.point_words})]
    # (the word for 'more' of a bound after its number, "tres cartas o más", "trois cartes ou plus",
    # is no majority named, though the glossary's word for the majority is it: es "más", fr "plus")
    bounds = {i for a, b, _ in phrase_spans(tokens, {"m": cues(lex, "or_more")}) for i in range(a, b)}
    unbound = ["" if i in bounds else t for i, t in enumerate(tokens)]
    named = any(find_term(unbound, t) is not None for t in lex.terms.get("majority") or []) or any(
        a - b <= COUNTED_REACH and a >= b for b in points for a, _, _ in phrase_spans(tokens, counted_table))
    if not named:
        return None
    enough = bool(phrase_spans(tokens, {"e": lex.enough}))
    table = [t for t in lex.terms.get("table") or [] if " " not in t]
    found = set()
    every = find_numbers(text, lex.lang)
    for n in nums:
        if any(m.end <= n.start and _listed_rank_glue(text[m.end:n.start], lex) for m in every):
            continue            # "Asso, 2 and 3 of Swords": the last of a list of cards, no count
        after = words(text[n.end:])[:4]
        what = [(b, k) for a, b, k in phrase_spans(after[:2], counted_table) if a == 0]
        if what and what[0][1] == "cards":
            # "bảy lá Kiếm", "7 cards of Swords", "7 cartas de Espadas": the cards of a suit
            suited = [(what[0][0] + b, k) for a, b, k in phrase_spans(after[what[0][0]:what[0][0] + 2], suit_names)]
            what = suited[:1] or what
        if not what:
            what = _counted_partitive(text, n, tokens, counted_table, lex)
        if what and (more := [b for a, b, _ in phrase_spans(after[what[0][0]:], {"m": cues(lex, "or_more")}) if a == 0]):
            after = [*after[:what[0][0]], *words(text[n.end:])[what[0][0] + more[0]:][:TABLE_AFTER]]
        if not what or phrase_spans(after[what[0][0]:what[0][0] + TABLE_AFTER], {"t": table}):
            continue            # "at least 3 table cards", "3 cards or more from the table": the cards of one capture, not a majority
        end, counted = what[0]
        if any(_partitive_between(text, m.end if m else 0, n, lex) for m in [None, *nums] if not m or m.end <= n.start):
            continue            # "at least 27 of the 52 cards": the whole the count is taken from
        kinds = _bound_before(words(text[:n.start]), lex)
        if any(a == 0 for a, _, _ in phrase_spans(after[end:], {"m": cues(lex, "or_more")})):
            kinds |= {"at_least"}
        before = words(text[:n.start])
        if kinds & {"at_least", "more_than"}:
            found.add((0, n.value + ("at_least" not in kinds), counted, ""))
        elif not kinds and enough:
            found.add((1, n.value, counted, ""))
        elif not kinds and before and any(b == len(before) for _, b, _ in
                                          phrase_spans(before[-2:], {"w": cues(lex, "with_total")})):
            found.add((2, n.value, counted, "+"))     # "con 26 cartas ya se ganan los 2 puntos": 26 is enough
    # a count bounded ("at least 27") before one said enough, before one said with ("with 52 cards
    # dealt, a team needs at least 27 of them": the pack's size told, then the least)
    found = {f[1:] for f in found if f[0] == min((g[0] for g in found), default=0)}
    if len(found) != 1:
        return None
    least, counted, more = found.pop()
    return f"{least}{more} {counted}"


def _listed_rank_glue(gap: str, lex: Lexicon) -> bool:
    """``gap`` joins two ranks of one list of cards ("2 and 3 of Swords", "2, 3"): a comma or a
    word for 'and', an article, nothing else (not "or": "26 or 27 cards" may be counts)."""
    from .cardwords import list_glue

    return bool(gap.strip()) and list_glue(gap, lex)


def _negated_outside_bounds(tokens, lex: Lexicon) -> bool:
    """A negation in the sentence that is not a bound's own word ("не меньше восьми", "non meno
    di 8", "no fewer than 8": at least, data ``qualifiers``)."""
    nots = negation_spans(tokens, lex)
    if not nots:
        return False
    bounds = [(a, b) for a, b, _ in phrase_spans(tokens, lex.qualifiers)]
    return any(not any(a <= n < b for a, b in bounds) for n in nots)


def _partitive_between(text: str, start: int, n, lex: Lexicon) -> bool:
    """Only a partitive stands between a number (or the sentence's start) and ``n`` ("27 of the
    52", "27 из 52", "Of the 52 cards, …"): ``n`` is the whole a count is taken from."""
    gap = words(text[start:n.start])
    return bool(gap) and any(a == 0 and b == len(gap) for a, b, _ in phrase_spans(gap, {"o": cues(lex, "partitive")}))


PARTITIVE_REACH = 3         # words between a partitive ("of the") and the cards it counts ("27 of the 52 cards")


def _counted_partitive(text: str, n, tokens, counted_table, lex: Lexicon) -> list[tuple[int, str]]:
    """What a count followed by a partitive counts ("27 of them", "27 of the 52 cards", "27
    d'entre elles", "27 davon", "27 из них"; data ``claim_cues.partitive``): the cards named
    within ``PARTITIVE_REACH`` words after it, else the one kind of cards the sentence names (the
    pronoun's antecedent). As (index after the count's words, kind), or none."""
    after = words(text[n.end:])
    end = max((b for a, b, _ in phrase_spans(after[:3], {"o": cues(lex, "partitive")}) if a == 0), default=None)
    if end is None:
        return []
    named = [(a, k) for a, _, k in phrase_spans(after[end:end + PARTITIVE_REACH + 1], counted_table)]
    if named:
        return [(1, named[0][1])]
    kinds = {k for _, _, k in phrase_spans(tokens, counted_table)}
    return [(1, kinds.pop())] if len(kinds) == 1 else []


@per_object
def _majority_counts(engine) -> dict[str | None, int]:
    """The least count that earns each majority award, by what it counts (None: all cards; a
    suit code), from the engine's award rule."""
    from engine import primitives as prim
    from engine.examples import majority_awards

    out = {}
    for aid, param in majority_awards(engine).items():
        total = sum(1 for s in engine.deck.suit if param is None or s == param)
        _, _, _, points, tie = next(a for a in engine.awards if a[0] == aid)
        out[param] = next((n for n in range(total + 1) if prim.majority((n, total - n), points, tie)[0]), total)
    return out


def _majority_say(engine, counts: dict[str | None, int]) -> str:
    names = {s.code: s.name for s in engine.deck.suits}
    return ", ".join(f"{n} {'cards' if p is None else names.get(p, p)}" for p, n in counts.items())


@per_object
def _majority_value(engine) -> str | None:
    counts = _majority_counts(engine) if engine.spec.awards else {}
    return _majority_say(engine, counts) if counts else None


def _majority_here(engine, value: str) -> str | None:
    """A count read ("26 cards", "6 S") against the engine's least for what it counts: the spec's
    value where it is that, else the count read (named for the message)."""
    count, counted = value.split(" ", 1)
    counts = _majority_counts(engine)
    param = None if counted == "cards" else counted
    if param not in counts:
        return None
    said = int(count.rstrip("+"))       # "26+": 26 said to be enough, which is wrong only below the least
    if counts[param] == said or count.endswith("+") and said > counts[param]:
        return _majority_value(engine)
    return _majority_say(engine, {param: said})


def _least_win(engine) -> str | None:
    """The least total that wins where the card points are all that is scored and two sides
    share them: more than half the pack's points (a tie at half)."""
    spec = engine.spec
    if spec.family != "tricks" or spec.combinations or spec.resto or spec.end_bonus or spec.declarations \
            or spec.awards or spec.bonuses or len(spec.teams) != 2:
        return None
    total = sum(v for v in engine.value if v)
    return str(total // 2 + 1) if total else None


def _play_direction(text: str, lex: Lexicon) -> str | None:
    """The direction of play a sentence states (data ``directions``, ``claim_cues_order.direction_*``); not the order of drawing
    from the stock ("the players draw clockwise, the trick's winner first": the glossary's term
    for drawing and no word for playing), which follows the trick's winner, not the direction."""
    tokens = words(text)
    if any(find_term(tokens, t, lex.compounds) is not None for t in lex.terms.get("draw") or []) \
            and not {norm(w) for w in lex.plays} & set(tokens):      # whole words: "Spieler" is no "spielen"
        return None
    table = _direction_table(lex)
    clock = list(cue_words(lex.lang, "clock_ways"))
    if not names_play(tokens, lex) and not any(phrase_spans(tokens[a:b], {"c": clock})
                                                      for a, b, _ in phrase_spans(tokens, table)):
        return None         # "girate a sinistra dopo il forno", "налево от лифта": the way to a place, no play
    if things_way(text, lex):
        return None         # "the replacement coach took the clockwise loop", "il pedale si svita in senso orario"
    if _round_a_thing(tokens, lex):
        return None         # "walk clockwise round the atrium: the Briscola club is the fourth door"
    nots = negation_spans(tokens, lex)
    turned = {"clockwise": "anticlockwise", "anticlockwise": "clockwise"}
    keys = {turned.get(k, k) if any(window_start(tokens, a) <= n < a for n in nots) else k    # "play never goes clockwise"
            for a, _, k in phrase_spans(tokens, table)}
    if not keys:
        return _turn_side(text, lex)
    return keys.pop() if len(keys) == 1 else None


ROUND_THING_REACH = 3       # words after a word of going round that may name the thing gone round ("round the inner courtyard")


def _round_a_thing(tokens: list[str], lex: Lexicon) -> bool:
    """The sentence tells a way round a thing (data ``round_thing_after``: "round", "intorno",
    "autour", "вокруг", "quanh", the thing after it; ``round_thing_before``: fi "ympäri", the
    thing right before it) that is no thing of the game (``terms.about_game``: the players, the
    cards) and no word of a way or of going on (``terms._way_fillers``, which hold the table play
    goes round: "intorno al tavolo", "вокруг стола"): the way is that thing's circuit — people
    walking round an atrium, a plough round a block —, no direction of play, even where the
    sentence names our games (a sign on the door it leads to)."""
    from .terms import _way_fillers, about_game

    after, before = cue_words(lex.lang, "round_thing_after"), cue_words(lex.lang, "round_thing_before")
    if not after and not before:
        return False
    from .detect import _function_words

    fillers, function = _way_fillers(lex.lang), _function_words(lex.lang)[0]
    for a, b, k in phrase_spans(tokens, {"a": list(after), "b": list(before)}):
        near = tokens[b:b + ROUND_THING_REACH] if k == "a" else tokens[max(0, a - 1):a]
        # the first word past the articles: a way's own word there ("goes round anticlockwise")
        # makes the word of going round an adverb, no thing named
        thing = next((w for w in near if w not in function and not w.isdigit()), None)
        if thing is not None and thing not in fillers and not about_game([thing], lex):
            return True
    return False


def _direction_table(lex: Lexicon) -> dict[str, list[str]]:
    """Each direction's phrases (data ``directions``, ``claim_cues_order.direction_*``)."""
    return {k: [*v, *cues(lex, f"direction_{k}")] for k, v in lex.directions.items()}


SIDE_DIRECTION = {"left": "clockwise", "right": "anticlockwise"}     # the next player on one's left: play goes clockwise


def _turn_side(text: str, lex: Lexicon) -> str | None:
    """The direction said by where the next player sits: a clause saying whose turn comes next
    (data ``claim_cues_order.turn_next``: "the turn passes to", "after you", "tocca a") and a
    side word (``side_left`` / ``side_right``: "the player on your left"), naming no dealer (the
    dealer's left is who starts) and no negation."""
    turns = cues(lex, "turn_next")
    if not turns:
        return None
    found = set()
    for piece in CLAUSE_BREAK.split(text):
        tokens = words(piece)
        if not cue_spans(tokens, {"t": turns}) or negates(tokens, lex) or _dealer_at(tokens, lex):
            continue
        found |= {SIDE_DIRECTION[k] for _, _, k in phrase_spans(tokens, {k: cues(lex, f"side_{k}") for k in SIDE_DIRECTION})}
    if len(found) == 1 and not _dealer_at(words(text), lex):
        return found.pop()
    return None


TOP_CARD_REACH = 3          # words between the word for the highest and the card it is said of ("highest value card")
NO_TRUMP_REACH = 8          # words between a condition and the trump word it denies ("if in that round no trump was played")
WITHOUT_REACH = 2           # words between "without" and the trump word ("without any trump", "senza alcuna briscola")
NO_TRUMP_TAIL = 3           # words after the trump word that still belong to the condition ("was played", "ei pelattu")


def _trump_at(tokens: list[str], lex: Lexicon) -> list[tuple[int, int]]:
    """Where a word for trumps stands (the glossary's terms, and the Italian name of a trump that
    texts in other languages use, data ``trick_rule.trump_names``: "if no Briscola was played"):
    (start, end) of each."""
    out = []
    for t in _trump_words(lex):
        size = len(words(t))
        out += [(i, i + size) for i in range(len(tokens)) if find_term(tokens[i:i + size], t, lex.compounds) == 0]
    return out


def _trump_words(lex: Lexicon) -> list[str]:
    return [*(lex.terms.get("trump") or []), *cue_block(lex.lang, "trick_rule").get("trump_names", ())]


def _without_trumps(text: str, tokens: list[str], lex: Lexicon) -> set[int] | None:
    """The words of a condition that no trump was played ("if no trump was played", "se nessuno
    ha giocato briscola", "jos valttia ei pelattu", "sin triunfo", "без козырей"): a word for
    trumps with a word of absence right before it (data ``trick_rule.without``), or with a
    condition (``condition``) before it and a negation between them or just after it. The span
    runs from the condition (or the word of absence) to a few words after the trump word,
    stopping at a clause's end or a word for the highest, card or winning. None when no trump word is in such a
    condition, when a trump word stands outside every such span, or when the condition is of a
    hand (data ``trick_rule.held``: "if you have no trump", a player's choice, not the trick)."""
    trumps = _trump_at(tokens, lex)
    if not trumps:
        return None
    block = cue_block(lex.lang, "trick_rule")
    absent = [a for a, _, _ in phrase_spans(tokens, {"w": block.get("without", ())})]
    conds = [a for a, _, _ in phrase_spans(tokens, {"c": lex.condition})]
    nots = [*negation_spans(tokens, lex), *absent]
    stop = {a for a, _, _ in phrase_spans(tokens, {"t": lex.top, "c": lex.cards, "w": _winning(lex)})}
    clauses = word_clauses(text, dashes=True)
    if len(clauses) != len(tokens):
        clauses = [0] * len(tokens)
    span: set[int] = set()
    for a, b in trumps:
        cond = next((c for c in sorted(conds, reverse=True) if 0 <= a - c <= NO_TRUMP_REACH
                     and any(c < n < b + NO_TRUMP_TAIL for n in nots)), None)
        start = cond if cond is not None else next((w for w in absent if 0 <= a - w <= WITHOUT_REACH + 1), None)
        if start is None:
            return None         # a trump word outside a condition that none was played: ours, or another rule
        end = b
        while end < min(len(tokens), b + NO_TRUMP_TAIL) and end not in stop and clauses[end] == clauses[b - 1]:
            end += 1
        first = next((c for c in sorted(conds, reverse=True) if 0 <= a - c <= NO_TRUMP_REACH), start)
        clause = tokens[min(first, start):end]
        if phrase_spans(clause, {"h": block.get("held", ())}) and not phrase_spans(clause, {"p": lex.plays}):
            return None         # "if you hold no trump, play your highest card to win it": a hand, and advice
        span |= set(range(start, end))
    return span


def _trick_rule(text: str, lex: Lexicon) -> str | None:
    """"highest_any" where a sentence says the highest card wins a trick or round whatever its
    suit: a word for the highest, one for card and one for winning, with a word for a trick or
    round (data ``trick_rule.round``), and no word for trumps, suit or the card led (those state
    our rule, or a part of it); not negated, not a question. A condition that no trump was played
    (:func:`_without_trumps`: "if no Briscola was played, the player with the highest card wins")
    is the case the sentence speaks of: its words are set aside, and it stands for the word for a
    trick (the rule of a trick without trumps, given without the suit led)."""
    tokens = words(text)
    if text.rstrip().endswith("?"):
        return None
    rounds = [*(lex.terms.get("trick") or []), *cue_block(lex.lang, "trick_rule").get("round", ())]
    tops = [a for a, _, _ in phrase_spans(tokens, {"t": lex.top})]
    if not tops and not set(tokens) & card_words(lex.lang):
        # the higher of the cards played ("chi ha la carta dal valore maggiore vince il turno"); not
        # a comparison of named cards ("Asso thắng nước bài vì mạnh hơn lá 3": stronger than the 3)
        tops = [a for a, _, _ in phrase_spans(tokens, {"t": list(cue_block(lex.lang, "trick_rule").get("higher", ()))})]
    cards = [a for a, _, _ in phrase_spans(tokens, {"c": lex.cards})]
    # the highest said of the card ("the highest card", "la carta più alta"), not of a ranking
    # ("which card wins ... a ranking from the highest to the lowest")
    if phrase_spans(tokens, {"b": lex.bottom}):
        return None         # "from the highest to the lowest": a ranking, not who wins
    if not any(abs(a - b) <= TOP_CARD_REACH for a in tops for b in cards):
        return None
    wins = phrase_spans(tokens, {"w": _winning(lex)})
    no_trump = _without_trumps(text, tokens, lex) if wins or phrase_spans(tokens, {"w": [*lex.beats, *lex.won_by]}) else None
    if not (wins or no_trump):
        return None         # a verb of taking ("takes the trick", "goes to") says who wins only after that condition
    if no_trump:
        tokens = [t for i, t in enumerate(tokens) if i not in no_trump]
    if negates(tokens, lex) or not (no_trump or phrase_spans(tokens, {"r": rounds})):
        return None
    if any(find_term(tokens, t, lex.compounds) is not None
           for c in ("trump", "suit") for t in lex.terms.get(c) or []) or phrase_spans(tokens, {"l": lex.led}):
        return None
    return "highest_any"


TOP_NUMERAL = 10            # the highest number a card of an Italian pack of 40 bears (the card given for the face-up trump)


def _trump_exchange(text: str, lex: Lexicon) -> str | None:
    """"exchange" where a sentence lets a card be exchanged for the face-up trump (data
    ``exchange``: "swap", "in exchange", "take the briscola"), names trumps, the face-up card or
    the suit (the glossary's terms: "by the 7 of the same suit") and the card given for it (a
    number: "the 7 of trumps", "a 2"; not the number of a trick, "trick 9: Swords are trumps");
    not negated."""
    tokens = words(text)
    if not cue_spans(tokens, {"x": lex.exchange}) or negates(tokens, lex):
        return None
    if not any(find_term(tokens, t, lex.compounds) is not None
               for c in ("trump", "face_up", "suit") for t in lex.terms.get(c) or []):
        return None
    from .tricks import _trick_labels_masked

    told = _trick_labels_masked(text, lex)      # "trick 9:", "Stich Nr. 7": which trick, no card given
    ranks = [n for n in find_numbers(told, lex.lang)
             if not phrase_spans(words(told[n.end:])[:1], {"c": lex.cards})    # "3 cards": a count, not a card
             and n.value <= TOP_NUMERAL and not (n.start and told[n.start - 1].isalpha())
             and not told[n.end:n.end + 1].isupper()]
    #         (a number no card bears, or glued to letters, is a label: "room 12", "lớp K48", "B7", "3B")
    return "exchange" if ranks else None


def _exchange(engine) -> str | None:
    """A game with a stock turns a card face up and it is the stock's last card (primitive
    ``stock_with_turn_up_last``): nobody takes it earlier in exchange for another."""
    spec = engine.spec
    return "none" if spec.family == "tricks" and spec.stock else None


DECLARE_REACH = 6            # words between a modal word and the verb of declaring it rules ("declaring versicole before play is not allowed")


def _declaring(text: str, lex: Lexicon) -> str | None:
    """Whether versicole may, must or may not be declared, in a sentence with a verb of declaring
    (data ``rule_claims.declare``) and a word for them (the glossary's ``versicola``): a
    prohibition ("it is forbidden to declare", "declaring is not allowed") or a negated
    permission ("you may not declare") is "forbidden"; a permission or a word of choice
    "optional"; a duty "compulsory" (``modality``, with its negations)."""
    from .obligations import SUBJECT_REACH, _cues, modality, window_start

    tokens = words(text)
    said = [a for a, _, _ in phrase_spans(tokens, {"d": rule_cues(lex, "declare")})]
    if not said or not any(find_term(tokens, t, lex.compounds) is not None for t in lex.terms.get("versicola") or []):
        return None
    at = said[0]
    nots = negation_spans(tokens, lex)
    cued = [(a, b, k) for a, b, k in _cues(tokens, lex) if abs(a - at) <= DECLARE_REACH or abs(b - at) <= DECLARE_REACH]
    if any(k == "forbidden" and not any(window_start(tokens, a) <= n < a for n in nots) for a, _, k in cued):
        return "forbidden"
    if cued:
        kinds = {k for _, _, k in cued}
        if "forbidden" in kinds:
            return "optional"       # "not forbidden to declare"
        return modality(tokens, lex, at)
    perms = [(a, b) for a, b, _ in phrase_spans(tokens, {"p": lex.permitted}) if b <= at and at - b <= DECLARE_REACH]
    if perms:
        a, b = perms[-1]
        negated = any(window_start(tokens, a) <= n < at or n == 0 and a <= SUBJECT_REACH for n in nots)
        return "forbidden" if negated else "optional"
    return None


def _declarations(engine) -> str | None:
    """Declaring versicole before play is each player's choice (a decision: rules/README.md)."""
    rule = getattr(engine.spec, "declarations", None)
    return "optional" if rule is not None and rule.before_play else None


# ---------------------------------------------------------------- the facts and their spec fields

def _capture(engine) -> str | None:
    spec = engine.spec
    return ("optional" if spec.capture.optional else "compulsory") if spec.family == "fishing" else None


def _follow(engine) -> str | None:
    spec = engine.spec
    if spec.family != "tricks":
        return None
    return "optional" if spec.tricks.follow == "none" else "compulsory"


def _trump(engine) -> str | None:
    spec = engine.spec
    if spec.family != "tricks":
        return None
    return "optional" if spec.tricks.follow == "none" else "compulsory"


_follow_duty = obligation("follow_suit")


def _follow_suit(text: str, lex: Lexicon) -> str | None:
    """Following suit, as a modality says it, or as a permission to trump stretched over holding
    the suit led (``_trump_despite_suit``): optional."""
    said = _follow_duty(text, lex)
    if said is None and _trump_despite_suit(text, lex):
        return "optional"
    return said


def _trump_despite_suit(text: str, lex: Lexicon) -> bool:
    """A permission to trump, not negated, stretched by a word for 'even when' (data
    ``claim_cues.even_when``) over holding the suit ("mesmo tendo cartas do naipe puxado, você
    pode cortar com trunfo", "even if you hold cards of the suit led, you may trump", "даже имея
    карты заказанной масти, можно бить козырем"): the player need not follow suit. The suit is
    named after the word for 'even when'; the trump before or after ("saa lyödä valtilla, vaikka
    kädessä olisi pelattua maata")."""
    from .obligations import action_words

    tokens = words(text)
    evens = phrase_spans(tokens, {"e": cues(lex, "even_when")})
    if not evens or negation_spans(tokens, lex) or not phrase_spans(tokens, {"p": lex.permitted}):
        return False
    suits = [a for a, _, _ in phrase_spans(tokens, {"s": [*(lex.terms.get("suit") or []), *(lex.terms.get("suit_led") or [])]})]
    trumps = [a for a, _, _ in phrase_spans(tokens, {"t": [t for t in action_words(lex, "trump") if "…" not in t]})]
    return any(b <= s and t != s for _a, b, _ in evens for s in suits for t in trumps)


# ``Fact.cued``: the cue phrases without one of which a reader states nothing (each is the
# table, or the union of the tables, that every way the reader has to a value goes through), so
# that ``read_fact`` may leave a sentence holding none of them unread (``cue_gate``).

def _tie_cued(lex: Lexicon) -> list[str]:
    """``_tie_outcome``: a tied deal played again (``_replays``) or a word deciding it
    (``_deciding``; ``_tie_decided``'s ``tie_break``)."""
    return [*_replays(lex), *_deciding(lex)]


def _direction_cued(lex: Lexicon) -> list[str]:
    """``_play_direction``: a direction (``_direction_table``) or, for ``_turn_side``, a turn
    passing on (``claim_cues_order.turn_next``)."""
    return [*(p for v in _direction_table(lex).values() for p in v), *cues(lex, "turn_next")]


def _dealer_cued(lex: Lexicon) -> list[str]:
    """``_dealer_choice``: the dealer named (``_dealer_named``) or dealing said (``_deals_now``)."""
    return [*_dealer_named(lex), *_deals_now(lex)]


def _winner_cued(lex: Lexicon) -> list[str]:
    """``_winner``: a word for winning or losing."""
    return [*_winning(lex), *lex.losing]


# (``_winner_measure`` and ``_win_threshold``: a word for winning, ``_winning``; ``next_leader``:
# ``leaders.leading_cued``; the obligations: ``obligations.modal_cued``)


def _first_player_cued(lex: Lexicon) -> list[str]:
    """``_first_player``: a verb of starting or leading (``_starts``, ``leaders.leads_words``, in
    one or two parts: ``_clause_brackets``) or the speaker starting (``_i_dealt``'s ``starts_me``)."""
    return [*_starts(lex), *leads_words(lex), *cues(lex, "starts_me")]


def _owner_cued(lex: Lexicon) -> list[str]:
    """``_excuse_owner``: a verb of going to someone."""
    return cues(lex, "goes_to")


FIRST_PLAYER_SIDE = {"dealer_right": "right", "dealer_left": "left", "random": "random"}

FACTS = [
    Fact("capture", obligation("capture"), _capture, "capturing is {value}", ("capture.optional",), cued=modal_cued),
    Fact("follow_suit", _follow_suit, _follow, "following suit is {value}",     # (``_trump_despite_suit``: a permission)
         ("any_card", "follow_else_trump"), cued=modal_cued),
    Fact("trump", obligation("trump", doing=True), _trump, "playing a trump is {value}", ("any_card", "follow_else_trump"),
         cued=modal_cued),
    Fact("match_first", match_preferred,
         lambda e: "choice" if e.spec.family == "fishing" and e.spec.capture.by_rank and e.spec.capture.by_sum else None,
         "{value}", ("capture.optional",)),
    Fact("next_leader", next_leader,
         lambda e: "winner" if e.spec.family == "tricks" else None,     # a constant of the family (spec)
         "the trick's {value} leads the next one", (), next_leader_here, cued=leading_cued),
    Fact("first_drawer", first_drawer,
         lambda e: "winner" if e.spec.family == "tricks" and getattr(e.spec, "stock", None) else None,
         "the trick's {value} draws first from the stock", ("draw_order",)),
    Fact("tie", _tie_outcome, lambda e: "tie", "a tied result is {value}", ("higher_total",), cued=_tie_cued),
    Fact("award_tie", _tie_share, _award_tie, "when an award is tied, {value} scores it", ("majority",)),
    Fact("majority_least", _majority_least, _majority_value, "a majority award needs at least {value}",
         ("majority",), _majority_here, say_here=True),    # no role: "6 Spade" counts cards and reads as a card's name
    Fact("excuse", _excuse_freedom, _excuse, "the Matto may be played {value}", ("king_rule",)),
    Fact("turn_after_capture", _turn_after_capture, lambda e: "passes" if e.spec.family == "fishing" else None,
         "after a capture, the turn {value}", ("dealer_right",)),
    Fact("excuse_owner", _excuse_owner, _excuse_stays, "the Matto played to a trick goes to {value}", ("king_rule",),
         cued=_owner_cued),
    Fact("direction", _play_direction, lambda e: e.spec.direction, "play goes {value}", ("direction",), cued=_direction_cued),
    Fact("first_player", _first_player, lambda e: FIRST_PLAYER_SIDE.get(e.spec.deal.first_player),
         "the first player is {value}", ("deal.first_player", "random_seat", "dealer_right"), _first_player_here,
         cued=_first_player_cued),
    Fact("dealer", _dealer_choice, lambda e: "random",     # every engine: the dealer is chosen at random (rules/README.md)
         "the dealer is {value}", ("random_seat",), cued=_dealer_cued),
    Fact("deals", _deals, lambda e: "single",     # every engine plays one deal (RULES.md)
         "the game is {value}", (), _deals_here, say_here=True),
    Fact("decides", _what_decides, lambda e: "resti" if e.spec.resto else None,
         "the winner is decided by {value}", ("teams", "higher_total")),
    Fact("winner", _winner, lambda e: "higher",   # every engine: the higher total
         "the {value} total wins", cued=_winner_cued),
    Fact("winner_measure", _winner_measure, lambda e: "resti" if e.spec.resto else "points",
         "the side with the most {value} wins", ("higher_total",), cued=_winning),
    Fact("win_threshold", _win_threshold, _least_win, "a total of {value} points is enough to win", ("higher_total",),
         _threshold_here, say_here=True, role=AMOUNT, cued=_winning),
    Fact("declare", _declaring, _declarations, "declaring versicole before play is {value}", ("declarations.before_play",)),
    Fact("discard", _discard_freedom, _discardable, "{value} may be discarded", ("discardable",), _discard_here),
    Fact("no_capture", no_capture_outcome, lambda e: "tie" if e.spec.family == "fishing" else None,
         "when nobody captured, the deal is {value}", ("leftovers_team",)),
    Fact("leftovers", leftovers_outcome, lambda e: "none" if e.spec.family == "fishing" else None,
         "the cards left on the table at the end go to the last capturer {value}", ("leftovers_team",)),
    Fact("extra_award", extra_award, lambda e: "ours" if has_majorities(e) else None,
         "an award is scored for the most {value}", ("majority_of_cards", "majority_of_suit"),
         lambda e, got: "ours" if got in majority_suits(e) else got),
    Fact("trick_rule", _trick_rule, lambda e: "ours" if e.spec.family == "tricks" else None,
         "a trick is won by {value}", ("trick_winner",)),
    Fact("exchange", _trump_exchange, _exchange, "the face-up trump card is {value}", ("stock_with_turn_up_last", "stock")),
    Fact("resto_threshold", _resto_threshold, _resto_unit, "a lead of {value} points or more earns a resto",
         ("resti_in_play",), _resto_here, role=AMOUNT),
]
VALUE_WORDS = {("turn_after_capture", "again"): "stays with the player who captured: they play again",
               ("turn_after_capture", "passes"): "passes to the next player, as after any play",
               ("excuse_owner", "own"): "its own team (it never goes to the trick's winners)",
               ("excuse_owner", "winners"): "the team that wins the trick",
               ("next_leader", "neighbour"): "winner's neighbour or partner",
               ("next_leader", "other"): "loser (the other player)",
               ("match_first", "match_first"): "a single match must be taken before a sum",
               ("match_first", "choice"): "with a single match and a sum both possible, the player chooses either",
               ("next_leader", "rotation"): "neighbour in turn (not its winner)",
               ("next_leader", "seat"): "player in a seat fixed by the dealer (not its winner)",
               ("next_leader", "same"): "same player as every other trick (not its winner)",
               ("next_leader", "not_winner"): "other player (not its winner)",
               ("deals", "several"): "a match of several deals", ("deals", "single"): "a single deal",
               ("dealer", "random"): "chosen at random", ("dealer", "criterion"): "chosen by a rule of its own (age, a card drawn, the last game)",
               ("first_player", "right"): "on the dealer's right", ("first_player", "left"): "on the dealer's left",
               ("first_player", "partner"): "the dealer's partner, opposite him",
               ("first_player", "random"): "chosen at random", ("first_player", "dealer"): "the dealer",
               ("first_player", "non_dealer"): "the non-dealer", ("first_player", "card"): "whoever is dealt a given card", ("tie", "decided"): "won by one side",
               ("decides", "points"): "the points, the resti aside or only breaking a tie",
               ("decides", "resti"): "the net resti",
               ("tie", "tie"): "a tie", ("award_tie", "one"): "one side named by the text", ("tie", "replayed"): "void, and the deal played again", ("award_tie", "each"): "each side",
               ("excuse", "restricted"): "except when the King rule applies", ("excuse", "always"): "at any time",
               ("excuse", "conditional"): "only under a condition of its own",
               ("excuse", "in_kings_place"): "in place of the Re the King rule asks for",
               ("no_capture", "replayed"): "void, and dealt again", ("no_capture", "tie"): "a tie, the cards unclaimed",
               ("no_capture", "given"): "given to a side, the cards left going to it",
               ("leftovers", "bonus"): "with a bonus", ("leftovers", "none"): "with no bonus",
               ("extra_award", "ours"): "cards and the most Swords only", ("extra_award", "bonus"): "bonuses (Scùa ...)",
               ("extra_award", "D"): "Coins", ("extra_award", "C"): "Cups", ("extra_award", "B"): "Batons",
               ("trick_rule", "highest_any"): "the highest card, whatever its suit",
               ("trick_rule", "ours"): "the highest trump, else the highest card of the suit led",
               ("exchange", "exchange"): "taken in exchange for another card",
               ("exchange", "none"): "the stock's last card, never exchanged",
               ("declare", "optional"): "optional (each player's choice)",
               ("discard", "any"): "any card", ("discard", "restricted"): "only the cards the rules allow (zero-point cards, not the kept trump)"}


def _say(fact: Fact, value: str) -> str:
    return fact.says.format(value=VALUE_WORDS.get((fact.name, value), value))


@functools.cache
def fact_clauses(game_id: str) -> dict[str, str]:
    """Fact name → the clause whose English sentence states it, else the first clause that
    names a spec field or primitive executing it (``rules``)."""
    from engine.rulebook import stating

    from .canon import load

    game = load(game_id)
    en = lexicon(SOURCE_LANGUAGE)
    out: dict[str, str] = {}
    for fact in FACTS:
        want = fact.value(game.engine)
        for c in game.clauses:
            if c.template and c.english and want is not None and fact.read(c.english, en) == want:
                out[fact.name] = c.id
                break
        else:
            ids = stating(game.engine.spec, fact.rules)
            if ids:
                out[fact.name] = ids[0]
    return out


QUESTION = re.compile(r"[^.!?;]*\?")      # "— Обязательно ли брать? — Нет.": a question states no rule


def unasked(text: str, lex: Lexicon) -> str:
    """The text without its questions: a question states no rule. A question asking who (data
    ``who_asks``: "Who leads the next trick?") with its answer after it is kept, as the start of
    the answer's sentence ("Who leads the next trick: the player who lost the last one")."""
    asks = cues(lex, "who_asks")

    def one(m: re.Match) -> str:
        told = known_asserted(m.group()[:-1], lex)
        if told is not None:
            return f" {told}."
        if asks and text[m.end():].strip() and phrase_spans(words(m.group()), {"w": asks}) \
                and not denies(text[m.end():], lex):
            return m.group()[:-1] + ":"
        if lex.condition and (then_opens(text[m.end():], lex) or states_case(m.group(), text[m.end():], lex)):
            # "Level on points at the end? Then the last capture wins.": the question is the condition
            return f" {lex.condition[0]} {m.group()[:-1].strip()},"
        return " "
    return QUESTION.sub(one, text)


def known_asserted(question: str, lex: Lexicon) -> str | None:
    """What a question asking whether one knows it states (data ``claim_cues.known_that``: "Did
    you know that you must follow suit?", "Lo sa che … è obbligato a rispondere?", "Wusstest du,
    dass …"): the words after the frame, a statement; None where the question has no such frame
    or asks whether, not that (a word of condition right after it: "Do you know if …")."""
    frames = cues(lex, "known_that")
    if not frames:
        return None
    tokens = words(question)
    spans = phrase_spans(tokens, {"k": frames})
    if not spans:
        return None
    end = max(b for a, b, _ in spans if a == min(a2 for a2, _, _ in spans))
    if end >= len(tokens) or phrase_spans(tokens[end:end + 1], {"if": lex.condition}):
        return None
    # the text after the frame's last word, as written
    found = list(re.finditer(r"\w+", question))
    at = next((m.end() for m in found if norm(m.group()) == tokens[end - 1] and
               len(words(question[:m.end()])) == end), None)
    return None if at is None else question[at:].lstrip(" ,:—–-'’")


ASKS_OPEN = 2               # words at a question's start where "when" asks (later it is a condition: "Level when it ends?")


def states_case(question: str, answer: str, lex: Lexicon) -> bool:
    """A question that names a case and the statement after it that says what happens then,
    with no "then" ("Resti netti in parità alla fine? Vince la coppia dell'ultima presa.",
    "Nobody captured all deal? The dealer's team takes it."): the question is the answer's
    condition. Not a question asking what, how or when (data ``asks_what``) or who, not one
    asking an obligation or a permission (its answer settles it: ``answered_facts``), not an
    answer opening with a yes, a no or a negation, not an answer that is a question again, not
    a question that names an outcome itself (winning, scoring, deciding, one card beating another:
    it asks about that)."""
    from .values import _score_words

    asked = LABEL.sub("", question).strip()
    reply = LABEL.sub("", answer).strip()
    first = re.split(r"(?<=[.!?])\s+", reply, maxsplit=1)[0]
    if not words(asked) or not words(first) or first.rstrip().endswith("?") or denies(reply, lex):
        return False
    tokens = words(asked)
    conds = {a for a, _, _ in phrase_spans(tokens, {"if": lex.condition})}
    if any(a < ASKS_OPEN or a not in conds for a, _, _ in phrase_spans(tokens, {"a": cues(lex, "asks_what")})) or \
            phrase_spans(tokens, {"a": [*cues(lex, "who_asks"), *lex.permitted, *(w for v in lex.modality.values() for w in v)]}):
        return False        # "How does it end ...?" (not "Level when the game ends?"), "Who ...?", "Must I ...?"
    if phrase_spans(tokens, {"w": [*_winning(lex), *_score_words(lex.lang), *lex.tie_break, *lex.beats]}):
        return False        # "If tied, does each team score?", "Does the Re beat the 3?": it asks an outcome, it names no case
    said = phrase_spans(words(reply)[:2], {"y": rule_cues(lex, "answer_yes"), "n": rule_cues(lex, "answer_no")})
    # a yes is set off from what follows ("Sì, …", "Yes.", "Да —"); a word of its spelling that
    # runs on into a clause is another word ("Si rigioca subito …": it the impersonal "si")
    set_off = re.match(r"\s*[^\W\d_]+\s*(?:[,.;:!?—–-]|$)", reply) is not None
    return not any(a == 0 and (k == "n" or set_off) for a, _, k in said)


def then_opens(answer: str, lex: Lexicon) -> bool:
    """The sentence opens with a word for "then" (data ``then``): after a question, the question
    is its condition ("Finita 60 a 60? Allora vince chi ha fatto l'ultima presa.")."""
    return any(a == 0 for a, _, _ in phrase_spans(words(answer)[:1], {"t": lex.then}))


ANSWER_OPENS = 3            # words at an answer's start (a label "A:" first) where "Nobody" denies the question


def denies(answer: str, lex: Lexicon) -> bool:
    """The answer opens with a negation ("Nobody did", "Not the dealer"): it denies the question's
    predicate, which is then not read as stated."""
    return any(a < ANSWER_OPENS for a in negation_spans(words(answer), lex))


def asks_who(text: str, lex: Lexicon) -> bool:
    """The text is a question asking who ("Who starts?"): the next sentence answers it. Not a
    question asking another thing first ("How is it dealt and who leads?", "How is it dealt, who
    leads?": ``claim_cues.other_asks``): the answer's first sentence may answer that."""
    asks = cues(lex, "who_asks")
    if not asks or not is_question(text):
        return False
    tokens = words(text)
    spans = phrase_spans(tokens, {"w": asks})
    ands = {norm(w) for w in lex.and_words}
    # ... nor one asking how, what or when first ("Chia bài thế nào, ai đi trước?")
    return bool(spans) and not any(t in ands for t in tokens[:spans[0][0]]) and \
        not phrase_spans(tokens[:spans[0][0]], {"o": cues(lex, "other_asks")})


# The facts the last sentences state, by (fact, sentence, lexicon): the detection reads every
# sentence once per game, and the checks read it again. Lexicons are built once and kept with the
# entry, so their ids stay theirs.
FACTS_READ = 1 << 13
_facts_read: Kept = Kept(FACTS_READ)      # (fact, text, lexicon's id) → (lexicon, value)


def read_fact(fact: Fact, text: str, lex: Lexicon) -> str | None:
    """``fact.read(text, lex)``, kept for the last sentences read; None without reading where
    the fact has cue phrases (``Fact.cued``) and the sentence holds none (``cue_gate``)."""
    key = (fact.name, text, id(lex))
    hit = _facts_read.get(key)
    if hit is None:
        said = fact.cued is None or fact.name in cue_gate(text, lex)
        hit = _facts_read.keep(key, (lex, fact.read(text, lex) if said else None))
    return hit[1]


@per_object
def _gate_words(lex: Lexicon) -> tuple[tuple[str, frozenset[str], tuple[str, ...]], ...]:
    """Each gated fact's name, the longest word of each of its cue phrases (every word of a
    phrase must match for the phrase to: the longest is the one fewest sentences hold; a gapped
    phrase's parts are both needed) and their stems (``stem``)."""
    out = []
    for fact in FACTS:
        if fact.cued is None:
            continue
        longest = {max(w, key=len) for p in fact.cued(lex) if (w := words(p.replace("…", " ").lstrip(EXACT)))}
        out.append((fact.name, frozenset(longest), tuple({stem(w) for w in longest})))
    return tuple(out)


_gates: Kept = Kept(FACTS_READ)      # (text, lexicon's id) → (lexicon, the gated facts it may state)


def cue_gate(text: str, lex: Lexicon) -> frozenset[str]:
    """The gated facts whose cue phrases may stand in the sentence, read once for all of them: a
    word equal to a phrase's longest word or starting with its stem (looser than ``phrase_spans``'
    and ``cue_spans``' match of each word of a phrase, which also asks a stem of three letters or
    more and a short ending, and no name of ours: an inflected, capitalised or elided form
    passes, so does a longer word that starts like a cue word)."""
    key = (text, id(lex))
    hit = _gates.get(key)
    if hit is None:
        tokens = words(text)
        present = set(tokens)
        hit = _gates.keep(key, (lex, frozenset(name for name, firsts, stems in _gate_words(lex)
                                               if not firsts.isdisjoint(present) or any(t.startswith(stems) for t in tokens))))
    return hit[1]


ANSWERED = ("capture", "follow_suit", "trump")     # yes/no facts a question can ask and its answer settle
LABEL = re.compile(r"^\s*+[^\W\d_]{1,2}\s*+[:)]\s*+|^\s*+[—–-]\s*+")   # "Q:", "A:", "R)", "В:", "— " before a question or answer (not "Sí.")
YES_NO = {"yes": "answer_yes", "no": "answer_no"}


def answered_facts(game: Game, question: str, answer: str, lex: Lexicon) -> list[Stated]:
    """A question that asks an obligation ("Do I have to follow suit?", "Must I capture?") and
    the answer after it, opened by a yes or a no (data ``rule_claims.answer_yes`` /
    ``answer_no``): the question read as the rule it asks, kept by a yes and turned by a no. An
    answer that states the rule itself is read as it is (``stated_facts``)."""

    asked = LABEL.sub("", question).strip().rstrip("?")
    reply = words(LABEL.sub("", answer))[:2]
    said = {k for k, key in YES_NO.items() if any(a == 0 for a, _, _ in phrase_spans(reply, {"a": rule_cues(lex, key)}))}
    if len(said) != 1 or not asked:
        return []
    yes = said == {"yes"}
    out = []
    for fact in FACTS:
        if fact.name not in ANSWERED:
            continue
        want = fact.value(game.engine)
        if want is None or read_fact(fact, answer, lex) is not None:
            continue
        got = read_fact(fact, asked, lex)
        if got is None:
            continue
        got = got if yes else {"compulsory": "optional", "optional": "compulsory"}.get(got)
        if got not in (None, want):
            out.append(Stated("error", f"the text states a different rule: {_say(fact, got)}",
                              _say(fact, want), _say(fact, got), fact_clauses(game.id).get(fact.name), role=fact.role))
    return out


@readings()
def stated_facts(game: Game, text: str, lex: Lexicon) -> list[Stated]:
    """Each fact the sentence states that differs from the spec: an error. A question states
    nothing (its answer may). A tie played on in a sentence that makes the game a match of
    several deals is the match's rule: the match is the one difference. A sentence naming no
    thing of the game and a thing of its own (``terms.loose_of_game``) states no rule of it."""
    asked = QUESTION.search(text)
    out = [*answered_facts(game, asked.group(), text[asked.end():], lex),
           *answered_order(game, asked.group(), text[asked.end():], lex),
           *order_asked(game, asked.group(), text[asked.end():], lex)] if asked else []
    text = without_other_game(unasked(text, lex), lex, game.id)     # "unlike Scopa, where ...": not ours
    text = verdict_dropped(text, lex)      # "It doesn't: whoever won the trick leads": the verdict's negation stays its own
    rejected = rejected_dropped(text, lex)     # "Gana quien haya hecho más bazas, no quien sume más puntos": the rule, then what it is not
    loose = loose_of_game(text, lex)    # "Em caso de empate, vence a foto com maior nota": a photo contest's tie, no game's
    deals = _deals(text, lex)
    match = deals is not None and _deals_here(game.engine, deals) == "several" or \
        _summed_deals(words(text), lex, lambda a: not any(a - 3 <= n < a for n in negation_spans(words(text), lex)))
    for fact in FACTS:
        want = fact.value(game.engine)
        if want is None or loose:
            continue
        got = read_fact(fact, text, lex)
        if got is None and rejected != text:
            got = read_fact(fact, rejected, lex)
        here = fact.here(game.engine, got) if fact.here and got is not None else got
        if got is None or here in (None, want):
            continue
        if fact.say_here:
            got = here          # "60+" read: "60" said; "6 S": "6 Spade"
        if match and (fact.name == "tie" or fact.name == "win_threshold"):
            continue        # "first to 51, and on a tie more hands", "on a tie the totals of all the games decide": the match's rule, one difference
        out.append(Stated("error", f"the text states a different rule: {_say(fact, got)}",
                          _say(fact, want), _say(fact, got), fact_clauses(game.id).get(fact.name), role=fact.role))
    out += _order_stated(game, stated_rank_order(game.engine, text, lex))
    for role, said, want in roles_stated(game.engine, text, lex):
        if said != want:
            words_, rules = COUNT_ROLES[role]
            out.append(Stated("error", f"the text states a different rule: {words_.format(n=said)}",
                              words_.format(n=want), words_.format(n=said), _clause(game, rules), str(said), AMOUNT))
    return out


VERDICT = re.compile(r"^[\W_]*+([^:;.!?]{1,40}?)\s*[:;—–]\s+(?=\S)")
VERDICT_WORDS = 3           # words of a verdict before its colon ("It doesn't:", "No tie, though:", "Non è così:")


def verdict_dropped(text: str, lex: Lexicon) -> str:
    """The sentence without a short verdict that opens it before a colon, a semicolon or a
    dash, holding a negation ("It doesn't: whoever won the trick leads the next one", "No tie,
    though: whoever took more tricks wins", "Non è così: …", "Нет: …"): the verdict answers the
    sentence or the belief before; its negation does not reach into the rule after the colon.
    Not a verdict with no negation ("Farbzwang: nein" is a label, then its value)."""
    m = VERDICT.match(text)
    if not m or not text[m.end():].strip():
        return text
    head = words(m.group(1))
    if not head or len(head) > VERDICT_WORDS or not negation_spans(head, lex) or find_numbers(m.group(1), lex.lang):
        return text
    return text[m.end():]


REJECTED_PIECES = 2         # pieces the rejected alternative may take at the sentence's end ("…, а не тот, | у кого больше очков")


def rejected_dropped(text: str, lex: Lexicon) -> str:
    """The sentence without its last pieces when they open with a word of rejection (data
    ``rule_claims.rejected_not``: "not", "а не", "eikä") and name the alternative rejected, after a
    rule stated without one ("Gana la partida quien haya hecho más bazas, no quien sume más
    puntos", "Побеждает тот, кто взял больше взяток, а не тот, у кого больше очков", "The dealer
    leads, not his opponent"): what the rule is not, no rule of its own; read with it, its
    negation turns or blocks the rule's reading. Not pieces with a modal word, a permission, a
    condition, a word of "whatever" ("não importa quantos resti": ``regardless``) or of ours
    ("… seine Hausregel, nicht unsere"), nor after a rule with a negation of its own or opened by
    a condition. Read only for the facts the whole sentence leaves unread (``stated_facts``)."""
    marks = [m.start() for m in re.finditer(r",", text)]
    opens = [tuple(words(w)) for w in rule_cues(lex, "rejected_not")]
    ours = list(cue_block(lex.lang, "reported_practice").get("ours_who", ()))
    for at in reversed(marks[-REJECTED_PIECES:]):
        piece, rest = words(text[at + 1:]), words(text[:at])
        if not piece or not rest or negation_spans(rest, lex) or re.search(r"[;:.!?]\s+\S", text[at + 1:]):
            continue
        if not any(tuple(piece[:len(o)]) == o for o in opens if o):
            continue
        clause = cue_block(lex.lang, "clause_cues")
        if cue_spans(piece, {**lex.modality, "p": lex.permitted}) or phrase_spans(rest[:2], {"c": lex.condition}) or \
                phrase_spans(piece, {"c": lex.condition, "r": [*lex.regardless, *cues(lex, "regardless")], "o": ours,
                                     "n": list(clause.get("not_rules", ()))}) or \
                phrase_spans(rest, {"h": list(clause.get("habit", ()))}):
            return text     # (nor "… es costumbre de allí, no regla", "это наша привычка, не правило": a practice disowned)
        return text[:at] + "."
    return text


TIME_AROUND = re.compile(r"(?::|\d)\||.*\|[:,.]\d")     # a score's neighbours that make it part of a time ("00:02:02,200")


def tie_carried(game: Game, before: str, text: str, lex: Lexicon) -> list[Stated]:
    """A tied score told as a fact in one sentence ("Lena und Tom stehen nach allen 40 Karten
    bei 60 zu 60.", "The deal ends 60 to 60.") and what follows from it in the next, which
    names no tie of its own ("Weil Lena mehr Trümpfe hat, gewinnt sie die Partie"): the two
    read together for what a tie gives, against the spec. Not a question (its answer is read
    with it already)."""
    fact = next((f for f in FACTS if f.name == "tie"), None)
    if fact is None or is_question(before) or is_question(text) or not re.search(r"\d", before) or \
            not any(not TIME_AROUND.match(before[max(0, m.start() - 1):m.start()] + "|" + before[m.end():m.end() + 2])
                    for m in tie_score(lex.lang).finditer(before)) or \
            _tie_mentions(words(text), text, lex) or phrase_spans(words(text), {"c": cues(lex, "win_claimed")}):
        return []       # (not "00:02:02,200": a subtitle's time; not "Who won?"; not "A demanded the win")
    told = words(before)
    if phrase_spans(told, {"w": [*_winning(lex), *lex.tie_break, *lex.equal, *cues(lex, "tie_subject")]}) or \
            any(find_term(told, t) is not None for t in lex.terms.get("tie") or []):
        return []           # "Bei 60 zu 60 gibt es keinen Sieger, …": the sentence says what the tie gives itself
    tied = {n.value for n in find_numbers(before, lex.lang)}
    if any(n.value not in tied and not (n.word and n.value <= 1) for n in find_numbers(text, lex.lang)):
        return []           # "Gewonnen hat, wer mindestens 61 Punkte holt": a score of its own, another case
    want = fact.value(game.engine)
    got = read_fact(fact, f"{before.rstrip()} {text}", lex)
    if want is None or got is None or got == want or read_fact(fact, before, lex) is not None:
        return []
    return [Stated("error", f"the text states a different rule: {_say(fact, got)}", _say(fact, want), _say(fact, got),
                   fact_clauses(game.id).get(fact.name), role=fact.role)]


def agreed_numbers(game: Game, text: str, lex: Lexicon) -> set[int]:
    """Numbers the sentence states as a rule of ours, read by the facts: the least total that wins
    ("to win you need 61 points or more") and the least count of a majority, where the engine
    agrees. Such a number is no number in place of another of the clause's."""
    out = set()
    for fact in FACTS:
        if fact.name not in ("win_threshold", "majority_least"):
            continue
        want = fact.value(game.engine)
        got = read_fact(fact, text, lex) if want is not None else None
        if got is not None and (fact.here(game.engine, got) if fact.here else got) == want:
            out |= {int(m) for m in re.findall(r"\d+", got)}
    return out


COUNT_ROLES = {"hand": ("{n} cards dealt to each player", ("deal.hand",)),
               "table": ("{n} cards dealt to the table", ("deal.table",)),
               "players": ("{n} players", ("players",)),
               "deck": ("a pack of {n} cards", ("deck", "deck.size")),
               "fola": ("a Fola of {n} cards", ("fola_taken",)),
               "rob": ("at most {n} cards robbed", ("rob.cap", "cutter_robs")),
               "first_packet": ("a first packet of {n} cards", ("deal.first_packet",)),
               "second_packet": ("a second packet of {n} cards", ("deal.second_packet",))}


def _order_stated(game: Game, found: list) -> list[Stated]:
    """The rank-order readers' findings as facts stated, each under the clause that states the
    ranks' strength."""
    return [Stated(f.severity, f.message, f.expected, f.found, _clause(game, ("rank_strength",)), role=f.role)
            for f in found]


def answered_order(game: Game, question: str, answer: str, lex: Lexicon) -> list[Stated]:
    """The rank a short answer gives to a question asking which rank is the highest, the lowest,
    or the higher of two (``claims.answered_rank``), as facts stated."""
    return _order_stated(game, answered_rank(game.engine, question, answer, lex))


ORDER_ANSWER_REACH = 3      # sentences after a question asking the order of the cards that answer it


def order_asked(game: Game, question: str, answer: str, lex: Lexicon) -> list[Stated]:
    """A question asking the order of the cards ("Quel est l'ordre des cartes ?", "What beats
    what?": data ``ranking``, ``ascending``, ``descending``; naming no more than one rank) and a
    sentence of its answer that lists ranks with no word of order of its own ("Les figures : Re,
    Cavallo, Regina, puis Fante"): the answer read as the question's order (the question, a colon,
    the answer); what the answer states alone is read by ``stated_facts``."""
    engine = game.engine
    if not getattr(engine, "strength", None) or not announces_order(question, lex) or \
            stated_rank_order(engine, answer, lex):
        return []
    found = stated_rank_order(engine, question.strip().rstrip("?？ ") + ": " + answer.strip(), lex)
    return _order_stated(game, found)


def listed_order(game: Game, segments, i: int, lex: Lexicon) -> tuple[list[Stated], int]:
    """The order of ranks sentence ``i`` announces and the sentences right after it list, each
    a bare list of ranks (``claims.announced_order``): the facts stated, and the index of the
    sentence where the order breaks (``i`` where nothing is read)."""
    if not getattr(game.engine, "strength", None) or i + 1 >= len(segments) or \
            not announces_order(segments[i].text, lex):
        return [], i
    entries = []
    for s in segments[i + 1:]:
        if s.heading or list_entry_ranks(game.engine, s.text, lex) is None:
            break
        entries.append(s.text)
    if not entries:
        return [], i
    found, k = announced_order(game.engine, segments[i].text, entries, lex)
    return _order_stated(game, found), i + 1 + k


def _clause(game: Game, rules: tuple[str, ...]) -> str | None:
    """The first clause naming one of these rules (primitives or spec fields)."""
    from engine.rulebook import stating

    ids = stating(game.engine.spec, rules)
    return ids[0] if ids else None
