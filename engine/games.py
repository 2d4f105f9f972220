"""Game engines by family, built from the specs in ``rules/`` and checked against them."""

from __future__ import annotations

import functools

from . import examples, rulebook
from .cards import Deck
from .errors import CardaviaError
from .facts import PLACEHOLDER, facts
from .fishing import FishingGame
from .paths import game_ids
from .spec import GameSpec, load_game
from .state import Game
from .tricks import TrickGame

FAMILIES: dict[str, type] = {"fishing": FishingGame, "tricks": TrickGame}


def compile_spec(spec: GameSpec) -> Game:
    """The engine of a spec, compiled against its deck (no check of its text or examples)."""
    return FAMILIES[spec.family](spec, Deck.load(spec.deck))


@functools.cache
def load(game_id: str) -> Game:
    """The engine for ``game_id`` (``"cicera"``, ``"briscola"``, ``"minchiate"``), checked by :func:`check`."""
    game = compile_spec(load_game(game_id))
    check(game)
    return game


def check(game: Game) -> None:
    """What the schema cannot see: every placeholder of a clause is a fact of the game, and every
    worked example's ``expect`` is what the engine computes. Each problem names its YAML line."""
    spec = game.spec
    values = facts(game)
    known = rulebook.primitives().keys() | rulebook.spec_fields(spec)
    for i, clause in enumerate(spec.clauses):
        for j, rule in enumerate(clause.rules):
            if rule not in known:
                raise spec.error(f"clause {clause.id}: {rule!r} is neither a primitive nor a field of the spec",
                                 "clauses", i, "rules", j)
        for name in PLACEHOLDER.findall(clause.text or ""):
            if name not in values:
                raise spec.error(f"clause {clause.id}: {{{name}}} is not a fact of {spec.id}", "clauses", i, "text",
                                 needle=f"{{{name}}}")
    for i, ex in enumerate(spec.examples):
        try:
            got = examples.outcome(game, ex)
        except CardaviaError as exc:
            raise spec.error(f"example {ex.id}: {exc.message}", "examples", i) from None
        if got != ex.expect:
            raise spec.error(f"example {ex.id}: expect {ex.expect} but the engine gives {got}",
                             "examples", i, "expect")


def load_all() -> list[Game]:
    """Every game of ``rules/games``, each checked: the first problem is raised."""
    return [load(g) for g in game_ids()]


def available() -> list[str]:
    return game_ids()
