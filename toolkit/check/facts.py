"""Rules a sentence states, read wherever they are in the text and compared with the spec the
engine executes: capturing optional or compulsory, following suit, the direction of play, who
starts, which total wins.

Each fact names the spec field it is compared with; the words that state it are data per
language (``rules/checker/<lang>.yaml``: ``modality``, ``negation``, ``directions``, ``sides``,
``starts``, ``winning``, ``higher``, ``lower``) and the glossary's terms for the action. A fact
the text does not state is not an error. The clause a fact belongs to is the clause whose
English sentence states it, read by the same reader.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Callable

from .canon import SOURCE_LANGUAGE, Game
from .lexicon import Lexicon, lexicon
from .terms import find_term, names_in, phrase_spans, word_matches, words

CLAUSE_BREAK = re.compile(r"[,;:()]")
TIE_SCORE = re.compile(r"(?<!\d)(\d{1,3}) (?:a|à|to|zu|a|на|đều|–) \1(?!\d)")
NEGATION_BEFORE = 3         # "does not have to", "n'est pas obligatoire"
NEGATION_AFTER = 2          # "müssen weder ... noch", "must not"
EXCUSE = "Matto"           # the excuse card's name (glossary names): the rule on playing it
MODAL_CONCEPTS = ("capture", "follow_suit", "trump")     # actions a rule makes compulsory or optional


@dataclass(frozen=True)
class Stated:
    severity: str
    message: str
    expected: str
    found: str
    clause: str | None


@dataclass(frozen=True)
class Fact:
    name: str
    read: Callable[[str, Lexicon], str | None]      # the value a sentence states, if any
    value: Callable[[object], str | None]           # the spec's value (None: not in this game)
    says: str                                       # "{value}" in the message


# ---------------------------------------------------------------- readers

def _pieces(text: str, lex: Lexicon | None = None) -> list[list[str]]:
    """The sentence's clauses as word lists: split at punctuation and, with ``lex``, before a
    condition word ("you must play a trump | if you cannot follow suit")."""
    out = []
    for p in CLAUSE_BREAK.split(text):
        tokens = words(p)
        if not tokens:
            continue
        cuts = sorted({a for a, _, _ in phrase_spans(tokens, {"if": lex.condition})} - {0}) if lex else []
        for a, b in zip([0, *cuts], [*cuts, len(tokens)]):
            out.append(tokens[a:b])
    return out


def negates(tokens: list[str], lex: Lexicon) -> bool:
    return any(word_matches(t, n) for t in tokens for n in lex.negation)


def modality(tokens: list[str], lex: Lexicon) -> str | None:
    """compulsory / optional, as the piece states it; a negated compulsory cue ("does not have
    to", "müssen nicht", "n'est pas obligatoire") is optional."""
    spans = phrase_spans(tokens, lex.modality)
    if not spans:
        return None
    found = set()
    for a, b, kind in spans:
        before = [t for t in tokens[:a] if len(t) > 1]   # elided l', c', d' are not words apart
        near = [*before[max(0, len(before) - NEGATION_BEFORE):], *tokens[b:b + NEGATION_AFTER]]
        negated = negates(near, lex)
        if kind == "compulsory" and negated:
            kind = "optional"
        elif kind == "optional" and negated:
            continue            # "may not": a prohibition, not this fact
        found.add(kind)
    return found.pop() if len(found) == 1 else None


def _modal_about(concept: str) -> Callable[[str, Lexicon], str | None]:
    def read(text: str, lex: Lexicon) -> str | None:
        terms = lex.terms.get(concept) or []
        if names_in(text, lex.names):
            return None         # a named bonus or card: its own condition, not the general rule
        others = [t for c in MODAL_CONCEPTS if c != concept for t in lex.terms.get(c) or []]
        named = False           # the previous piece names the action ("when a capture is possible,")
        for tokens in _pieces(text, lex):
            here = any(find_term(tokens, t, lex.compounds) is not None for t in terms)
            if here or (named and not any(find_term(tokens, t, lex.compounds) is not None for t in others)):
                stated = modality(tokens, lex)
                if stated:
                    return stated
            named = here
        return None
    return read


def _one_of(table: str) -> Callable[[str, Lexicon], str | None]:
    def read(text: str, lex: Lexicon) -> str | None:
        keys = {k for _, _, k in phrase_spans(words(text), getattr(lex, table))}
        return keys.pop() if len(keys) == 1 else None
    return read


def _with(cue: str, reader: Callable[[str, Lexicon], str | None]) -> Callable[[str, Lexicon], str | None]:
    """``reader`` only in sentences that also say ``cue`` (lexicon table of phrases)."""
    def read(text: str, lex: Lexicon) -> str | None:
        if not phrase_spans(words(text), {cue: getattr(lex, cue)}):
            return None
        return reader(text, lex)
    return read


def _comparison(text: str, lex: Lexicon) -> str | None:
    """higher / lower, as the sentence compares totals; a bound on a number ("at least 61",
    "al menos 61 puntos") is not a comparison of totals."""
    tokens = words(text)
    bounds = phrase_spans(tokens, lex.qualifiers)
    keys = {k for a, b, k in phrase_spans(tokens, {"higher": lex.higher, "lower": lex.lower})
            if not any(a < d and c < b for c, d, _ in bounds)}
    return keys.pop() if len(keys) == 1 else None


def _next_leader(text: str, lex: Lexicon) -> str | None:
    """Who leads after a trick, in a sentence about leading: its winner or its loser."""
    tokens = words(text)
    if not phrase_spans(tokens, {"leads": lex.leads}):
        return None
    keys = {k for _, _, k in phrase_spans(tokens, {"winner": lex.winning, "loser": lex.losing})}
    return keys.pop() if len(keys) == 1 else None


def _tie_outcome(text: str, lex: Lexicon) -> str | None:
    """What a tie gives: a conditional piece naming a tie ("if it ends 60 to 60", "in case of a
    tie"), then a piece saying someone wins without naming a tie again: "decided"; a piece
    that calls the result a tie: "tie"."""
    tie_terms = lex.terms.get("tie") or []
    raw = [p for p in CLAUSE_BREAK.split(text) if words(p)]
    pieces = [words(p) for p in raw]
    for i, tokens in enumerate(pieces):
        tie_here = any(find_term(tokens, t, lex.compounds) is not None for t in tie_terms) or \
            bool(TIE_SCORE.search(raw[i]))
        if not tie_here or not phrase_spans(tokens, {"if": lex.condition}):
            continue
        rest = [tokens] + pieces[i + 1:]
        for piece in rest:
            wins = phrase_spans(piece, {"w": lex.winning})
            if wins and not any(find_term(piece, t, lex.compounds) is not None for t in tie_terms) \
                    and not negates(piece, lex):
                after = piece[wins[0][0]:] if piece is tokens else piece
                if after:
                    return "decided"
    return None


def _tie_share(text: str, lex: Lexicon) -> str | None:
    """Who scores an award when the counts are equal: a tie cue ("equal", "tied", a tie term),
    then each side or nobody ("each team scores 1", "neither team scores")."""
    tokens = words(text)
    ties = [a for a, _, _ in phrase_spans(tokens, {"equal": lex.equal})]
    ties += [i for t in lex.terms.get("tie") or [] if (i := find_term(tokens, t)) is not None]
    if not ties:
        return None
    keys = {k for a, _, k in phrase_spans(tokens, lex.tie_shares) if a > min(ties)}
    return keys.pop() if len(keys) == 1 else None


ALWAYS_REACH = 6            # tokens between a play word and the "always" that qualifies it


def _excuse_freedom(text: str, lex: Lexicon) -> str | None:
    """When the excuse card may be played, in a sentence naming it (also by a translated name):
    "always" near a play word ("den Matto kann man immer spielen", "si può giocare ...,
    senza eccezioni"), or "restricted" where the sentence states an exception."""
    tokens = words(text)
    names = [f for n in lex.names if n.name == EXCUSE for f in (*n.forms, *n.translations)]
    if not any(find_term(tokens, t) is not None for t in (*names, *(lex.terms.get("matto") or []))):
        return None
    if phrase_spans(tokens, {"except": lex.exceptions}):
        return "restricted"
    plays = [a for a, _, _ in phrase_spans(tokens, {"play": lex.plays})]
    always = [a for a, _, _ in phrase_spans(tokens, {"always": lex.always})
              if not negates(tokens[max(0, a - NEGATION_BEFORE):a], lex)]
    return "always" if any(abs(a - p) <= ALWAYS_REACH for a in always for p in plays) else None


def _excuse(engine) -> str | None:
    excuse = engine.spec.excuse
    return None if excuse is None else "restricted" if excuse.king_rule else "always"


def _award_tie(engine) -> str | None:
    """Who scores a tied award (spec ``awards[].tie``), when the game has awards."""
    ties = {a.tie for a in engine.spec.awards}
    return ties.pop() if len(ties) == 1 else None


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


FIRST_PLAYER_SIDE = {"dealer_right": "right", "dealer_left": "left", "random": "random"}

FACTS = [
    Fact("capture", _modal_about("capture"), _capture, "capturing is {value}"),
    Fact("follow_suit", _modal_about("follow_suit"), _follow, "following suit is {value}"),
    Fact("trump", _modal_about("trump"), _trump, "playing a trump is {value}"),
    Fact("next_leader", _next_leader,
         lambda e: "winner" if e.spec.family == "tricks" else None,     # a constant of the family (spec)
         "the trick's {value} leads the next one"),
    Fact("tie", _tie_outcome, lambda e: "tie", "a tied result is {value}"),
    Fact("award_tie", _tie_share, _award_tie, "when an award is tied, {value} scores it"),
    Fact("excuse", _excuse_freedom, _excuse, "the Matto may be played {value}"),
    Fact("direction", _one_of("directions"), lambda e: e.spec.direction, "play goes {value}"),
    Fact("first_player", _with("starts", _one_of("sides")),
         lambda e: FIRST_PLAYER_SIDE.get(e.spec.deal.first_player),
         "the first player is {value}"),
    Fact("winner", _with("winning", _comparison), lambda e: "higher",   # every engine: the higher total
         "the {value} total wins"),
]
VALUE_WORDS = {("first_player", "right"): "on the dealer's right", ("first_player", "left"): "on the dealer's left",
               ("first_player", "random"): "chosen at random", ("tie", "decided"): "won by one side",
               ("tie", "tie"): "a tie", ("award_tie", "each"): "each side",
               ("excuse", "restricted"): "except when the King rule applies", ("excuse", "always"): "at any time"}


def _say(fact: Fact, value: str) -> str:
    return fact.says.format(value=VALUE_WORDS.get((fact.name, value), value))


@functools.cache
def fact_clauses(game_id: str) -> dict[str, str]:
    """Fact name → the clause whose English sentence states it."""
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
    return out


def stated_facts(game: Game, text: str, lex: Lexicon) -> list[Stated]:
    """Each fact the sentence states that differs from the spec: an error."""
    out = []
    for fact in FACTS:
        want = fact.value(game.engine)
        if want is None:
            continue
        got = fact.read(text, lex)
        if got is None or got == want:
            continue
        out.append(Stated("error", f"the text states a different rule: {_say(fact, got)}",
                          _say(fact, want), _say(fact, got), fact_clauses(game.id).get(fact.name)))
    return out
