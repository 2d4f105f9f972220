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
from .terms import find_term, phrase_spans, words

CLAUSE_BREAK = re.compile(r"[,;:()]")
NEGATION_BEFORE = 3         # "does not have to", "n'est pas obligatoire"
NEGATION_AFTER = 2          # "müssen weder ... noch", "must not"


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

def _pieces(text: str) -> list[list[str]]:
    return [words(p) for p in CLAUSE_BREAK.split(text) if p.strip()]


def modality(tokens: list[str], lex: Lexicon) -> str | None:
    """compulsory / optional, as the piece states it; a negated compulsory cue ("does not have
    to", "müssen nicht", "n'est pas obligatoire") is optional."""
    spans = phrase_spans(tokens, lex.modality)
    if not spans:
        return None
    negations = set(lex.negation)
    found = set()
    for a, b, kind in spans:
        negated = any(t in negations for t in tokens[max(0, a - NEGATION_BEFORE):b + NEGATION_AFTER])
        if kind == "compulsory" and negated:
            kind = "optional"
        elif kind == "optional" and negated:
            continue            # "may not": a prohibition, not this fact
        found.add(kind)
    return found.pop() if len(found) == 1 else None


def _modal_about(concept: str) -> Callable[[str, Lexicon], str | None]:
    def read(text: str, lex: Lexicon) -> str | None:
        terms = lex.terms.get(concept) or []
        names = {w for n in lex.names for f in n.forms for w in words(f)}
        for tokens in _pieces(text):
            if names & set(tokens):
                continue        # a named bonus or card: its own condition, not the general rule
            if any(find_term(tokens, t, lex.compounds) is not None for t in terms):
                stated = modality(tokens, lex)
                if stated:
                    return stated
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
    keys = {k for _, _, k in phrase_spans(words(text), {"higher": lex.higher, "lower": lex.lower})}
    return keys.pop() if len(keys) == 1 else None


# ---------------------------------------------------------------- the facts and their spec fields

def _capture(engine) -> str | None:
    spec = engine.spec
    return ("optional" if spec.capture.optional else "compulsory") if spec.family == "fishing" else None


def _follow(engine) -> str | None:
    spec = engine.spec
    if spec.family != "tricks":
        return None
    return "optional" if spec.tricks.follow == "none" else "compulsory"


FIRST_PLAYER_SIDE = {"dealer_right": "right", "dealer_left": "left", "random": "random"}
WINNER = {"higher_total": "higher", "net_resti": "higher"}

FACTS = [
    Fact("capture", _modal_about("capture"), _capture, "capturing is {value}"),
    Fact("follow_suit", _modal_about("follow_suit"), _follow, "following suit is {value}"),
    Fact("direction", _one_of("directions"), lambda e: e.spec.direction, "play goes {value}"),
    Fact("first_player", _with("starts", _one_of("sides")),
         lambda e: FIRST_PLAYER_SIDE.get(e.spec.deal.first_player),
         "the first player is {value}"),
    Fact("winner", _with("winning", _comparison), lambda e: WINNER.get(e.spec.result),
         "the {value} total wins"),
]
VALUE_WORDS = {"right": "on the dealer's right", "left": "on the dealer's left",
               "random": "chosen at random"}


def _say(fact: Fact, value: str) -> str:
    return fact.says.format(value=VALUE_WORDS.get(value, value) if fact.name == "first_player" else value)


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
