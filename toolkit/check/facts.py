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
from .claims import stated_rank_order
from .counts import roles_stated
from .lexicon import Lexicon, lexicon
from .lexicon import norm
from .memo import per_object
from .terms import find_term, has_form, phrase_spans, word_matches, words

CLAUSE_BREAK = re.compile(r"[,;()]|:(?!\d)")       # not "60:60"
TIE_SCORE = re.compile(r"(?<!\d)(\d{1,3})(?:\s*+[–—:/-]\s*+| (?:a|à|to|zu|на|đều|all) )\1(?!\d)")
VOWELS = frozenset("aeiouyàáâãèéêìíòóôõùú")
NEGATION_BEFORE = 3         # "does not have to", "n'est pas obligatoire"
EXCUSE = "Matto"           # the excuse card's name (glossary names): the rule on playing it
MODAL_CONCEPTS = ("capture", "follow_suit", "trump")     # actions a rule makes compulsory or optional


@dataclass(frozen=True)
class Stated:
    severity: str
    message: str
    expected: str
    found: str
    clause: str | None
    number: str | None = None       # the number the text states, when the claim is a count


@dataclass(frozen=True)
class Fact:
    name: str
    read: Callable[[str, Lexicon], str | None]      # the value a sentence states, if any
    value: Callable[[object], str | None]           # the spec's value (None: not in this game)
    says: str                                       # "{value}" in the message
    rules: tuple[str, ...] = ()                     # spec fields and primitives that execute it
    here: Callable[[object, str], str | None] | None = None     # a value read, in the spec's terms


# ---------------------------------------------------------------- readers

ASIDE_BREAK = re.compile(r"([,;()]|:(?!\d))")
ASIDE_WORDS = 2             # "You do not, however, have to": an aside this short does not end a clause


def _pieces(text: str, lex: Lexicon | None = None) -> list[list[str]]:
    """The sentence's clauses as word lists: split at punctuation (an aside of one or two words
    between commas is dropped and its neighbours joined) and, with ``lex``, before a condition
    word ("you must play a trump | if you cannot follow suit") or a "then" word."""
    chunks = ASIDE_BREAK.split(text)          # text, mark, text, mark, ...
    joined: list[list[str]] = []
    glue = False
    for k in range(0, len(chunks), 2):
        tokens = words(chunks[k])
        if not tokens:
            continue
        aside = 0 < k < len(chunks) - 1 and chunks[k - 1] == chunks[k + 1] == "," and len(tokens) <= ASIDE_WORDS
        if joined and not glue and aside:
            glue = True
        elif glue:
            joined[-1] = joined[-1] + tokens
            glue = False
        else:
            joined.append(tokens)
    out = []
    for tokens in joined:
        cues = {"if": lex.condition, "then": lex.then} if lex else {}
        cuts = sorted({a for a, _, _ in phrase_spans(tokens, cues)} - {0}) if lex else []
        for a, b in zip([0, *cuts], [*cuts, len(tokens)]):
            out.append(tokens[a:b])
    return out


def negation_spans(tokens: list[str], lex: Lexicon) -> list[int]:
    """Where a negation starts ("not", "don't", "ne ... pas", "kein")."""
    return [a for a, _, _ in phrase_spans(tokens, {"not": lex.negation})]


def window_start(tokens: list[str], i: int, words: int = NEGATION_BEFORE) -> int:
    """Where the ``words`` words before ``tokens[i]`` start; an elided l', c', d' (a lone
    consonant) is not a word apart, a lone vowel ("o", "a", "y") is."""
    while i > 0 and words:
        i -= 1
        words -= len(tokens[i]) > 1 or tokens[i] in VOWELS
    return i


def negates(tokens: list[str], lex: Lexicon) -> bool:
    return bool(negation_spans(tokens, lex))


def _action_spans(tokens: list[str], lex: Lexicon) -> list[tuple[int, str]]:
    """Where an action a rule can make compulsory is named: (index, concept)."""
    out = []
    for concept in MODAL_CONCEPTS:
        for term in action_words(lex, concept):
            i = find_term(tokens, term, lex.compounds)
            if i is not None:
                out.append((i, concept))
    return out


def modality(tokens: list[str], lex: Lexicon, action: int | None = None) -> str | None:
    """compulsory / optional, as the piece states it. A negation before the cue (not when it
    belongs to an action named between them: "who cannot follow suit must trump") or between
    the cue and the ``action`` it rules ("muss die Farbe nicht bedienen") turns it: a negated
    compulsory cue is optional, a negated optional one ("not optional") compulsory. A cue that
    holds its own negation ("need not", "не обязан") keeps its sense after another negation
    ("никто не обязан": negative concord). A prohibition ("not allowed") of a negated action
    ("not to follow suit") is compulsory; of anything else, not this fact."""
    spans = []
    for a, b, kind in sorted(phrase_spans(tokens, lex.modality)):
        if spans and spans[-1][2] == kind and spans[-1][1] == a:
            spans[-1] = (spans[-1][0], b, kind)        # "bắt buộc phải", "obliged to have to": one cue
        else:
            spans.append((a, b, kind))
    if not spans:
        return None
    nots = negation_spans(tokens, lex)
    acts = [i for i, _ in _action_spans(tokens, lex)]
    found = set()
    for a, b, kind in spans:
        before = any(window_start(tokens, a) <= n < a and not any(n < i < a for i in acts) for n in nots)
        between = action is not None and any(b <= n < action for n in nots)
        if kind == "forbidden":
            if between:
                found.add("compulsory")
            continue
        if (before or between) and not any(a <= n < b for n in nots):
            kind = "optional" if kind == "compulsory" else "compulsory"
        found.add(kind)
    return found.pop() if len(found) == 1 else None


def action_words(lex: Lexicon, concept: str) -> list[str]:
    """The glossary's terms for an action and the checker data's other words for it ("couper")."""
    return [*(lex.terms.get(concept) or []), *(lex.actions.get(concept) or [])]


def _named(tokens: list[str], lex: Lexicon, concept: str) -> int | None:
    """Where the piece names ``concept`` as an action, not under a negation of its own ("who
    cannot follow suit": the condition of being void, not the rule on following)."""
    nots = negation_spans(tokens, lex)
    cues = [a for a, _, _ in phrase_spans(tokens, lex.modality)]
    for term in action_words(lex, concept):
        i = find_term(tokens, term, lex.compounds)
        if i is not None and not any(i - NEGATION_BEFORE <= n < i and
                                     not any(n - NEGATION_BEFORE <= a <= i for a in cues) for n in nots):
            return i
    return None


def _void(tokens: list[str], lex: Lexicon) -> bool:
    """The piece says a player cannot follow suit: what it rules next is the trump rule."""
    return any(c == "follow_suit" for _, c in _action_spans(tokens, lex)) and \
        _named(tokens, lex, "follow_suit") is None


def _modal_about(concept: str, doing: bool = False) -> Callable[[str, Lexicon], str | None]:
    """The modality a sentence states for ``concept``, in the piece that names it or in the piece
    after a condition that names it ("when a capture is possible, | you must make it"; "if you
    cannot follow suit, | you may play any card" rules the trump). ``doing``: the concept's term
    is also a thing (a trump card), so the piece must also say a play word, one of the data's
    verbs for the action or another action ("must play a trump", "doit couper", "has to follow
    suit or trump", not "the trump card must be drawn last")."""
    def read(text: str, lex: Lexicon) -> str | None:
        names, verbs = _modal_words(lex, concept)
        if any(has_form(text, forms) for forms in names):
            return None         # a named bonus or card: its own condition, not the general rule
        named = False           # a condition before names the action
        for tokens in _pieces(text, lex):
            at = _named(tokens, lex, concept)
            void = concept == "trump" and _void(tokens, lex)
            other = any(c != concept for _, c in _action_spans(tokens, lex))
            if (at is not None and (not doing or phrase_spans(tokens, verbs))) or (named and not other):
                stated = modality(tokens, lex, at)
                if stated:
                    return stated
            named = (at is not None or void) and bool(phrase_spans(tokens, {"if": lex.condition})) or \
                (named and not other and at is None)
        return None
    return read


@per_object
def _modal_words(lex: Lexicon, concept: str) -> tuple[list[frozenset[str]], dict[str, list[str]]]:
    """The forms of each name that is not the action's own term, and the play words (``_modal_about``)."""
    own = {norm(t) for t in action_words(lex, concept)}
    names = [n.forms for n in lex.names if not {norm(f) for f in n.forms} & own]
    verbs = {"v": [*lex.plays, *(lex.actions.get(concept) or []),
                   *(t for c in MODAL_CONCEPTS if c != concept for t in action_words(lex, c))]}
    return names, verbs


def _one_of(table: str) -> Callable[[str, Lexicon], str | None]:
    def read(text: str, lex: Lexicon) -> str | None:
        keys = {k for _, _, k in phrase_spans(words(text), getattr(lex, table))}
        return keys.pop() if len(keys) == 1 else None
    return read


def _deals(text: str, lex: Lexicon) -> str | None:
    """A match of several deals or a single deal; "no best of three" says neither."""
    tokens = words(text)
    nots = negation_spans(tokens, lex)
    keys = {k for a, _, k in phrase_spans(tokens, lex.deals) if not any(a - 3 <= n < a for n in nots)}
    return keys.pop() if len(keys) == 1 else None


GAP = 4                     # words a gapped cue may hold between its parts ("spielt … aus")


def cue_spans(tokens: list[str], table: dict[str, list[str]]) -> list[tuple[int, int, str]]:
    """``phrase_spans``, and phrases in two parts with up to GAP words between them ("spielt …
    aus": "spielt zum nächsten Stich aus")."""
    out = phrase_spans(tokens, {k: [p for p in ps if "…" not in p] for k, ps in table.items()})
    for key, phrases in table.items():
        for head, tail in (tuple(words(part) for part in p.split("…", 1)) for p in phrases if "…" in p):
            for i in range(len(tokens) - len(head) + 1):
                if not _at(tokens, i, head):
                    continue
                end = i + len(head)
                j = next((j for j in range(end, min(len(tokens), end + GAP + 1)) if _at(tokens, j, tail)), None)
                if j is not None:
                    out.append((i, j + len(tail), key))
    return out


def _at(tokens: list[str], i: int, phrase: list[str]) -> bool:
    return i + len(phrase) <= len(tokens) and all(word_matches(tokens[i + k], w) for k, w in enumerate(phrase))


def _with(cue: str, reader: Callable[[str, Lexicon], str | None]) -> Callable[[str, Lexicon], str | None]:
    """``reader`` only in sentences that also say ``cue`` (lexicon table of phrases)."""
    def read(text: str, lex: Lexicon) -> str | None:
        if not cue_spans(words(text), {cue: getattr(lex, cue)}):
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


WINNER_NEGATION = 2         # "did not win", "nicht gewinnt": the winner negated is the loser


def _next_leader(text: str, lex: Lexicon) -> str | None:
    """Who leads after a trick, in a sentence about leading: its winner or its loser (a negated
    winner: "whoever did not win the trick")."""
    tokens = words(text)
    if not cue_spans(tokens, {"leads": lex.leads}):
        return None
    nots = negation_spans(tokens, lex)
    others = [b for _, b, _ in cue_spans(tokens, {"n": lex.neighbour})]
    keys = set()
    for a, _, key in phrase_spans(tokens, {"winner": lex.winning, "loser": lex.losing}):
        if any(a - WINNER_NEGATION <= n < a for n in nots):
            key = "loser" if key == "winner" else "winner"
        if any(a - NEIGHBOUR_REACH <= n <= a for n in others):
            key = "neighbour"       # "the player to the right of whoever won"
        keys.add(key)
    return keys.pop() if len(keys) == 1 else None


NEIGHBOUR_REACH = 4         # words between "the player to the right of" and the winner it names


DEALER_REACH = 2            # words between the dealer and the verb that makes them start


def _first_player(text: str, lex: Lexicon) -> str | None:
    """Who plays first, in a sentence saying someone starts (not a trick's winner or loser):
    a side of the dealer or a random choice (data ``sides``), the non-dealer (``non_dealer``),
    or the dealer named right beside the verb ("the dealer leads", "inizia il mazziere")."""
    tokens = words(text)
    starts = cue_spans(tokens, {"s": lex.starts})
    if not starts or phrase_spans(tokens, {"w": lex.winning, "l": lex.losing}):
        return None
    keys = {k for _, _, k in phrase_spans(tokens, lex.sides)}
    if keys:
        return keys.pop() if len(keys) == 1 else None
    if phrase_spans(tokens, {"n": lex.non_dealer}):
        return "non_dealer"
    if negates(tokens, lex):
        return None
    dealer = [i for t in lex.terms.get("dealer") or [] if (i := find_term(tokens, t)) is not None]
    if any(a - DEALER_REACH - 1 <= i < a or b <= i <= b + DEALER_REACH for i in dealer for a, b, _ in starts):
        return "dealer"
    return None


def _first_player_here(engine, value: str) -> str | None:
    """A starter in the spec's terms: with two players, the non-dealer sits on either side."""
    if value in ("left", "right", "non_dealer"):
        return "right" if engine.spec.players == 2 else None if value == "non_dealer" else value
    return value


def _tie_mentions(tokens: list[str], part: str, lex: Lexicon) -> list[int]:
    """Where the piece has named a tie (the index after it): a tie term, an equal count ("the
    resti are equal", "both have 60"), a tied score ("60–60", "60 a 60")."""
    ends = [i + len(words(t)) for t in lex.terms.get("tie") or []
            if (i := find_term(tokens, t, lex.compounds)) is not None]
    ends += [b for _, b, _ in phrase_spans(tokens, {"equal": lex.equal})]
    ends += [len(words(part[:m.end()])) for m in TIE_SCORE.finditer(part)]
    return ends


def _tie_outcome(text: str, lex: Lexicon) -> str | None:
    """What a tie gives: a piece naming a tie under a condition ("if it ends 60 to 60", "in case
    of a tie", "at 60–60"), then the first piece that says someone wins, without naming a tie
    again or saying "otherwise": "decided"."""
    raw = [p for p in CLAUSE_BREAK.split(text) if words(p) or TIE_SCORE.search(p)]
    for i, part in enumerate(raw):
        tokens = words(part)
        ends = _tie_mentions(tokens, part, lex)
        if not ends or not (TIE_SCORE.search(part) or phrase_spans(tokens[:max(ends)], {"if": lex.condition})):
            continue
        for piece in [tokens[max(ends):], *(words(p) for p in raw[i + 1:])]:
            if phrase_spans(piece, {"o": lex.otherwise}) or _tie_mentions(piece, "", lex):
                break
            if phrase_spans(piece, {"w": lex.winning}):
                if not negates(piece, lex):
                    return "decided"
                break
    return None


def _tie_share(text: str, lex: Lexicon) -> str | None:
    """Who scores an award when the counts are equal: a tie cue ("equal", "tied", a tie term),
    then each side or nobody ("each team scores 1", "neither team scores")."""
    tokens = words(text)
    ties = [a for a, _, _ in phrase_spans(tokens, {"equal": lex.equal})]
    ties += [i for t in lex.terms.get("tie") or [] if (i := find_term(tokens, t)) is not None]
    ties += [len(words(text[:m.start()])) for m in TIE_SCORE.finditer(text)]       # "26 zu 26 Karten"
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
    Fact("capture", _modal_about("capture"), _capture, "capturing is {value}", ("capture.optional",)),
    Fact("follow_suit", _modal_about("follow_suit"), _follow, "following suit is {value}",
         ("any_card", "follow_else_trump")),
    Fact("trump", _modal_about("trump", doing=True), _trump, "playing a trump is {value}", ("any_card", "follow_else_trump")),
    Fact("next_leader", _next_leader,
         lambda e: "winner" if e.spec.family == "tricks" else None,     # a constant of the family (spec)
         "the trick's {value} leads the next one"),
    Fact("tie", _tie_outcome, lambda e: "tie", "a tied result is {value}", ("higher_total",)),
    Fact("award_tie", _tie_share, _award_tie, "when an award is tied, {value} scores it", ("majority",)),
    Fact("excuse", _excuse_freedom, _excuse, "the Matto may be played {value}", ("king_rule",)),
    Fact("direction", _one_of("directions"), lambda e: e.spec.direction, "play goes {value}", ("direction",)),
    Fact("first_player", _first_player, lambda e: FIRST_PLAYER_SIDE.get(e.spec.deal.first_player),
         "the first player is {value}", ("deal.first_player", "random_seat", "dealer_right"), _first_player_here),
    Fact("deals", _deals, lambda e: "single",     # every engine plays one deal (RULES.md)
         "the game is {value}"),
    Fact("winner", _with("winning", _comparison), lambda e: "higher",   # every engine: the higher total
         "the {value} total wins"),
]
VALUE_WORDS = {("next_leader", "neighbour"): "winner's neighbour or partner",
               ("deals", "several"): "a match of several deals", ("deals", "single"): "a single deal",
               ("first_player", "right"): "on the dealer's right", ("first_player", "left"): "on the dealer's left",
               ("first_player", "random"): "chosen at random", ("first_player", "dealer"): "the dealer",
               ("first_player", "non_dealer"): "the non-dealer", ("tie", "decided"): "won by one side",
               ("tie", "tie"): "a tie", ("award_tie", "each"): "each side",
               ("excuse", "restricted"): "except when the King rule applies", ("excuse", "always"): "at any time"}


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


def stated_facts(game: Game, text: str, lex: Lexicon) -> list[Stated]:
    """Each fact the sentence states that differs from the spec: an error."""
    out = []
    for fact in FACTS:
        want = fact.value(game.engine)
        if want is None:
            continue
        got = fact.read(text, lex)
        if got is None or (fact.here(game.engine, got) if fact.here else got) in (None, want):
            continue
        out.append(Stated("error", f"the text states a different rule: {_say(fact, got)}",
                          _say(fact, want), _say(fact, got), fact_clauses(game.id).get(fact.name)))
    for issue in stated_rank_order(game.engine, text, lex):
        out.append(Stated(issue.severity, issue.message, issue.expected, issue.found, _clause(game, ("rank_strength",))))
    for role, said, want in roles_stated(game.engine, text, lex):
        if said != want:
            words_, rules = COUNT_ROLES[role]
            out.append(Stated("error", f"the text states a different rule: {words_.format(n=said)}",
                              words_.format(n=want), words_.format(n=said), _clause(game, rules), str(said)))
    return out


COUNT_ROLES = {"hand": ("{n} cards dealt to each player", ("deal.hand",)),
               "table": ("{n} cards dealt to the table", ("deal.table",)),
               "players": ("{n} players", ("players",)),
               "deck": ("a pack of {n} cards", ("deck", "deck.size")),
               "fola": ("a Fola of {n} cards", ("fola_taken",))}


def _clause(game: Game, rules: tuple[str, ...]) -> str | None:
    """The first clause naming one of these rules (primitives or spec fields)."""
    from engine.rulebook import stating

    ids = stating(game.engine.spec, rules)
    return ids[0] if ids else None
