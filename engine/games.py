"""Game engines by family, built from the specs in ``rules/``."""

from __future__ import annotations

import functools

from .cards import Deck
from .fishing import FishingGame
from .spec import game_ids, load_game
from .tricks import TrickGame

FAMILIES: dict[str, type] = {"fishing": FishingGame, "tricks": TrickGame}


@functools.cache
def load(game_id: str):
    """The engine for ``game_id`` (``"cicera"``, ``"briscola"``, ``"minchiate"``): spec compiled against its deck."""
    spec = load_game(game_id)
    return FAMILIES[spec.family](spec, Deck.load(spec.deck))


def available() -> list[str]:
    return game_ids()
