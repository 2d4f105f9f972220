import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def clear_rule_caches() -> None:
    """Forget every spec, deck and engine loaded so far (they are cached by id)."""
    from engine import cards, compiled, games, spec

    for fn in (spec.load_game, spec.load_deck, cards.Deck.load, games.load, compiled.load):
        fn.cache_clear()


@pytest.fixture
def rules(tmp_path, monkeypatch):
    """A copy of rules/ (games and decks) that $CARDAVIA_RULES points to."""
    from engine.paths import RULES_DIR

    root = tmp_path / "rules"
    for part in ("games", "decks"):
        shutil.copytree(RULES_DIR / part, root / part)
    monkeypatch.setenv("CARDAVIA_RULES", str(root))
    clear_rule_caches()
    yield root
    clear_rule_caches()
