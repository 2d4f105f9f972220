"""Worked examples: the engine computes each outcome from the structured data in the spec.

``outcome(game, example)`` returns a dict with the same keys as the example's ``expect``; the
tests assert they agree, and the pages print the engine's outcome, never the spec's.
"""

from __future__ import annotations

from typing import Any, Callable

from .errors import SpecError

OUTCOMES: dict[str, Callable[[Any, Any], dict]] = {}


def outcome_of(kind: str) -> Callable:
    def wrap(fn: Callable) -> Callable:
        OUTCOMES[kind] = fn
        return fn
    return wrap


def outcome(game, example) -> dict:
    try:
        compute = OUTCOMES[example.kind]
    except KeyError:
        raise SpecError(f"example {example.id}: no engine outcome for kind {example.kind!r}",
                        str(game.spec.source)) from None
    return compute(game, example)


def by_id(game, example_id: str):
    for ex in game.spec.examples:
        if ex.id == example_id:
            return ex
    raise KeyError(example_id)


@outcome_of("capture_options")
def capture_options(game, ex) -> dict:
    """Every way to play ``play`` on ``table``: each capture, then placing the card (``[]``)."""
    deck = game.deck
    table = [deck.parse(c) for c in ex.table]
    options = [deck.codes(o) for o in game.capture_options(deck.parse(ex.play), table)]
    if game.optional or not options:
        options.append([])
    return {"options": options}


@outcome_of("napula")
def napula(game, ex) -> dict:
    """What the award ``ex.award`` scores for a team that captured ``ex.cards``."""
    return {"score": game.award(ex.award, [[game.deck.parse(c) for c in ex.cards]])[0]}


@outcome_of("capture_bonuses")
def capture_bonuses(game, ex) -> dict:
    """The bonuses one capture earns, in the spec's order, and their points in all."""
    from .primitives import Capture

    deck = game.deck
    played, table = deck.parse(ex.play), [deck.parse(c) for c in ex.table]
    take = tuple(deck.parse(c) for c in ex.take)
    if set(take) not in [set(o) for o in game.capture_options(played, table)]:
        raise SpecError(f"example {ex.id}: {ex.play} cannot take {' + '.join(ex.take)}",
                        str(game.spec.source))
    last_left = deck.parse(ex.last_left) if ex.last_left else None
    event = Capture(played, take, len(table), last_left, deck.suit, deck.rank)
    earned = game.bonuses_earned(event)
    return {"bonuses": [game.bonuses[i][0] for i in earned], "points": sum(game.bonuses[i][3] for i in earned)}


@outcome_of("majority")
def majority(game, ex) -> dict:
    """The points of an award given each team's count (cards, or cards of a suit)."""
    from .primitives import majority as share

    for aid, _rule, _param, points, tie in game.awards:
        if aid == ex.award:
            return {"points": share(ex.counts, points, tie)}
    raise SpecError(f"example {ex.id}: unknown award {ex.award!r}", str(game.spec.source))


# ---------------------------------------------------------------- trick games

@outcome_of("card_points")
def card_points(game, ex) -> dict:
    """The points in the whole pack."""
    return {"total": sum(game.value)}


@outcome_of("settle")
def settle(game, ex) -> dict:
    """Who wins with these totals (-1: a tie)."""
    from . import tricks_primitives as tp

    winner = tp.higher_total(ex.points)
    return {"winner": -1 if winner is None else winner}


@outcome_of("trick")
def trick(game, ex) -> dict:
    """Which card (by position) wins the trick, and the points in it."""
    from . import tricks_primitives as tp

    cards = game.cards(ex.cards)
    trump = game.TRUMPS if ex.trump is None else [s.code for s in game.deck.suits].index(ex.trump)
    return {"winner": tp.trick_winner(cards, game.suit_of, game.strength, trump),
            "points": tp.card_points(cards, game.value)}


@outcome_of("rank_vs_points")
def rank_vs_points(game, ex) -> dict:
    """Which of two cards ranks higher, and what each is worth."""
    a, b = game.cards(ex.cards)
    return {"higher": 0 if game.strength[a] > game.strength[b] else 1,
            "points_0": game.value[a], "points_1": game.value[b]}


@outcome_of("combination")
def combination(game, ex) -> dict:
    """The score of the combinations these cards form, and how many there are."""
    cards = game.cards(ex.cards)
    return {"score": game.combos.score(cards), "combinations": len(game.combos.form(cards))}


@outcome_of("resto_in_play")
def resto_in_play(game, ex) -> dict:
    """Resti earned when ``scored`` points land on a ``lead``, and the lead carried."""
    from . import tricks_primitives as tp

    lead = ex.lead + ex.scored
    resti, carried = tp.resti_in_play(abs(lead), game.resto_unit)
    return {"resti": resti, "carried": carried if lead >= 0 else -carried}


@outcome_of("resto_end")
def resto_end(game, ex) -> dict:
    """Resti for the lead left at the end."""
    from . import tricks_primitives as tp

    return {"resti": tp.resti_at_end(ex.lead, game.resto_unit)}


@outcome_of("beyond_cards")
def beyond_cards(game, ex) -> dict:
    """The bonus for capturing ``cards`` cards."""
    from . import tricks_primitives as tp

    end = game.spec.end_bonus
    return {"bonus": tp.cards_beyond(ex.cards, end.cards_beyond, end.per_card)}
