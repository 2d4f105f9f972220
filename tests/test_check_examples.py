"""Every kind of worked example in our specs has a checker reader, or says why it has none."""

from engine import examples as engine_examples
from engine import games
from engine.spec import game_ids
from toolkit.check.examples import REGISTRY, UNCHECKED


def test_every_example_kind_is_read_or_explicitly_unchecked():
    kinds = {ex.kind for gid in game_ids() for ex in games.load(gid).spec.examples}
    kinds |= set(engine_examples.OUTCOMES)
    missing = sorted(k for k in kinds if k not in REGISTRY and k not in UNCHECKED)
    assert not missing, f"example kinds with no checker reader and no reason: {missing}"
    assert not set(REGISTRY) & set(UNCHECKED)
    assert all(reason.strip() for reason in UNCHECKED.values())
    assert set(UNCHECKED) <= kinds        # no reason kept for a kind that no longer exists
