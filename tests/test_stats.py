"""Build statistics are keyed only by what can change them."""

from __future__ import annotations

import sys

from engine import games
from toolkit.stats import engine_modules, fingerprint


def _modules(game_id: str) -> set[str]:
    game = games.load(game_id)
    return {m.__name__ for m in engine_modules(sys.modules[type(game).__module__])}


def test_each_game_is_keyed_by_its_own_engine_modules():
    cicera, briscola = _modules("cicera"), _modules("briscola")
    assert {"engine.fishing", "engine.primitives", "engine.cards", "engine.spec"} <= cicera
    assert "engine.tricks" not in cicera and "engine.combinations" not in cicera
    assert {"engine.tricks", "engine.tricks_primitives", "engine.cards"} <= briscola
    assert "engine.fishing" not in briscola
    prints = {gid: fingerprint(games.load(gid)) for gid in games.available()}
    assert len(set(prints.values())) == len(prints)


def test_measured_strength_is_read_per_game():
    from toolkit.stats import ai_strength

    rows = ai_strength("briscola")
    assert rows and all(r["game"] == "briscola" for r in rows)
    duel = next(r for r in rows if (r["first"], r["second"]) == ("strong", "easy"))
    assert duel["ci95"][0] <= duel["margin"] <= duel["ci95"][1]
    assert ai_strength("no-such-game") == []
