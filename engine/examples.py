"""Worked examples: the engine computes each outcome from the structured data in the spec, with
the functions it plays with (move generation, bonus scoring, awards, trick winner, resti).

:data:`KINDS` is the registry of example kinds: each holds its outcome function and the rules it
applies (so a conformance case of the example names their clauses); the translation checker has a
reader for every kind (``toolkit/check/examples.py``). ``outcome(game, example)`` returns a dict with the same keys as the example's
``expect``; :func:`engine.games.check` refuses a spec whose ``expect`` differs, and the pages print
the engine's outcome, never the spec's. A kind's phrasing lives in ``toolkit/phrasing.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from . import primitives as prim
from . import tricks_primitives as tp
from .errors import SpecError


@dataclass(frozen=True)
class ExampleKind:
    name: str
    outcome: Callable[[Any, Any], dict]
    rules: tuple[str, ...]                # the rules (primitives, spec fields) the outcome applies


KINDS: dict[str, ExampleKind] = {}

def kind(name: str, rules: tuple[str, ...]) -> Callable:
    def wrap(fn: Callable) -> Callable:
        KINDS[name] = ExampleKind(name, fn, rules)
        return fn
    return wrap


def outcome(game, example) -> dict:
    try:
        compute = KINDS[example.kind].outcome
    except KeyError:
        raise SpecError(f"example {example.id}: no engine outcome for kind {example.kind!r}",
                        str(game.spec.source)) from None
    return compute(game, example)


def by_id(game, example_id: str):
    for ex in game.spec.examples:
        if ex.id == example_id:
            return ex
    raise KeyError(example_id)


# ---------------------------------------------------------------- fishing games

def _table_state(game, play: str, table: list[str]):
    """A deal where the first player holds only ``play`` and ``table`` is on the table."""
    deck = game.deck
    first = game.first_player(0, _FirstSeat())
    hands = [[] for _ in range(game.players)]
    hands[first] = [deck.parse(play)]
    return game.start(0, hands, [deck.parse(c) for c in table], first)


class _FirstSeat:
    """A random source for a random first player in an example: seat 0."""

    @staticmethod
    def randrange(n: int) -> int:
        return 0


@kind("capture_options", ("rank_captures", "sum_captures", "capture.optional"))
def capture_options(game, ex) -> dict:
    """Every legal way to play ``play`` on ``table``: each capture, then placing the card (``[]``)."""
    state = _table_state(game, ex.play, ex.table)
    return {"options": [game.deck.codes(m.take) for m in game.legal_moves(state)]}


@kind("napula", ("napula",))
def napula(game, ex) -> dict:
    """What the award ``ex.award`` scores for a team that captured ``ex.cards``."""
    return {"score": game.award(ex.award, [[game.deck.parse(c) for c in ex.cards]])[0]}


@kind("capture_bonuses", ("bonuses_add_up",))
def capture_bonuses(game, ex) -> dict:
    """The bonuses one capture earns, in the spec's order, and their points in all."""
    deck = game.deck
    played, table = deck.parse(ex.play), [deck.parse(c) for c in ex.table]
    take = tuple(deck.parse(c) for c in ex.take)
    if set(take) not in [set(o) for o in game.capture_options(played, table)]:
        raise SpecError(f"example {ex.id}: {ex.play} cannot take {' + '.join(ex.take)}",
                        str(game.spec.source))
    last_left = deck.parse(ex.last_left) if ex.last_left else None
    earned = game.bonuses_earned(prim.Capture(played, take, len(table), last_left, deck.suit, deck.rank))
    return {"bonuses": [game.bonuses[i][0] for i in earned], "points": sum(game.bonuses[i][3] for i in earned)}


@kind("majority", ("majority",))
def majority(game, ex) -> dict:
    """The points of an award given each team's count (cards, or cards of a suit)."""
    for aid, _rule, _param, points, tie in game.awards:
        if aid == ex.award:
            return {"points": prim.majority(ex.counts, points, tie)}
    raise SpecError(f"example {ex.id}: unknown award {ex.award!r}", str(game.spec.source))


def majority_awards(game) -> dict[str, object]:
    """The awards a majority example can be about, each with its parameter (the suit counted, or
    ``None`` for all cards)."""
    return {aid: param for aid, rule, param, *_ in game.awards if rule in prim.MAJORITY_RULES}


# ---------------------------------------------------------------- trick games

@kind("card_points", ("card_points",))
def card_points(game, ex) -> dict:
    """The points in the whole pack."""
    return {"total": tp.card_points(range(len(game.deck)), game.value)}


@kind("settle", ("higher_total",))
def settle(game, ex) -> dict:
    """Who wins with these totals (-1: a tie)."""
    winner = tp.higher_total(ex.points)
    return {"winner": -1 if winner is None else winner}


@kind("trick", ("trick_winner", "card_points"))
def trick(game, ex) -> dict:
    """Which card (by position) wins the trick, and the points its winners take from it: the
    excuse (the Matto) never goes to them, it stays with its owner's team (MIN-P3), so its points
    are not theirs. The same count as the ``trick`` event of play (``TrickGame.move_events``)."""
    cards = game.cards(ex.cards)
    trump = game.TRUMPS if ex.trump is None else [s.code for s in game.deck.suits].index(ex.trump)
    taken = [c for c in cards if c != game.excuse]
    return {"winner": game.trick_winner(cards, trump), "points": tp.card_points(taken, game.value)}


@kind("rank_vs_points", ("rank_strength", "card_points"))
def rank_vs_points(game, ex) -> dict:
    """Which of two cards ranks higher, and what each is worth."""
    a, b = game.cards(ex.cards)
    return {"higher": 0 if game.strength[a] > game.strength[b] else 1,
            "points_0": game.value[a], "points_1": game.value[b]}


@kind("combination", ("runs_within_ranges", "held_sets", "combination_score"))
def combination(game, ex) -> dict:
    """The score of the combinations these cards form, and how many there are."""
    cards = game.cards(ex.cards)
    return {"score": game.combos.score(cards), "combinations": len(game.combos.form(cards))}


@kind("resto_in_play", ("resti_in_play", "settle_lead"))
def resto_in_play(game, ex) -> dict:
    """Resti earned when ``scored`` points land on a ``lead``, and the lead carried."""
    _side, resti, carried = tp.settle_lead(ex.lead + ex.scored, game.resto_unit)
    return {"resti": resti, "carried": carried}


@kind("resto_end", ("resti_at_end",))
def resto_end(game, ex) -> dict:
    """Resti for the lead left at the end."""
    return {"resti": tp.resti_at_end(ex.lead, game.resto_unit)}


@kind("beyond_cards", ("cards_beyond",))
def beyond_cards(game, ex) -> dict:
    """The bonus for capturing ``cards`` cards."""
    end = game.spec.end_bonus
    return {"bonus": tp.cards_beyond(ex.cards, end.cards_beyond, end.per_card)}
