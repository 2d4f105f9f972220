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
    return {"score": game.napula([game.deck.parse(c) for c in ex.cards])}


@outcome_of("capture_bonuses")
def capture_bonuses(game, ex) -> dict:
    """The bonuses one capture earns, in the spec's order."""
    from .primitives import Capture

    deck = game.deck
    played, table = deck.parse(ex.play), [deck.parse(c) for c in ex.table]
    take = tuple(deck.parse(c) for c in ex.take)
    if set(take) not in [set(o) for o in game.capture_options(played, table)]:
        raise SpecError(f"example {ex.id}: {ex.play} cannot take {' + '.join(ex.take)}",
                        str(game.spec.source))
    last_left = deck.parse(ex.last_left) if ex.last_left else None
    event = Capture(played, take, len(table), last_left, deck.suit, deck.rank)
    earned = [bid for bid, rule, param, _ in game.bonuses
              if (rule(event) if param is None else rule(event, param))]
    return {"bonuses": earned}


@outcome_of("majority")
def majority(game, ex) -> dict:
    """The points of an award given each team's count (cards, or cards of a suit)."""
    from .primitives import majority as share

    for aid, _rule, _param, points, tie in game.awards:
        if aid == ex.award:
            return {"points": share(ex.counts, points, tie)}
    raise SpecError(f"example {ex.id}: unknown award {ex.award!r}", str(game.spec.source))
