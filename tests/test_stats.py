"""Build statistics are keyed only by what can change them."""

from __future__ import annotations

from engine import games
from toolkit.stats import fingerprint, game_modules


def _modules(game_id: str) -> set[str]:
    return {m.__name__ for m in game_modules(games.load(game_id))}


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


def test_game_pages_state_the_measured_strength_in_each_language():
    import json

    from toolkit.pages import _strength
    from toolkit.phrasing import Phraser
    from toolkit.stats import STRENGTH

    rows = {(r["game"], r["first"], r["second"]): r for r in json.loads(STRENGTH.read_text(encoding="utf-8"))}
    briscola, minchiate = rows["briscola", "strong", "easy"], rows["minchiate", "strong", "easy"]
    en = _strength(Phraser("en", "en"), games.load("briscola"))
    assert en.startswith(f"The strong AI scores {briscola['margin']:.1f} points a deal more than the easy AI")
    assert f"95% interval: {briscola['ci95'][0]:.1f} to {briscola['ci95'][1]:.1f}; {briscola['deals']} deals" in en
    resti = _strength(Phraser("en", "en"), games.load("minchiate"))
    assert f"{minchiate['margin']:.2f} resti a deal more" in resti
    fr = _strength(Phraser("fr", "fr"), games.load("briscola"))
    assert fr.startswith("L'IA forte marque en moyenne") and f"{briscola['margin']:.1f}".replace(".", ",") in fr
    assert f"intervalle de confiance à 95\xa0% : de {briscola['ci95'][0]:.1f}".replace(".", ",") in fr
    fi = _strength(Phraser("fi", "fi"), games.load("minchiate"))
    assert f"{minchiate['margin']:.2f}".replace(".", ",") + " restoa jakoa kohden" in fi
    for lang in ("it", "de", "es", "pt", "ru", "vi"):
        text = _strength(Phraser(lang, lang), games.load("briscola"))
        assert "{" not in text and "strong" not in text and text.endswith(").")
