"""Every kind of worked example has a checker reader, or the engine's registry says why not."""

from engine.examples import KINDS
from toolkit.check.examples import REGISTRY


def test_every_example_kind_is_read_or_explicitly_unchecked():
    missing = sorted(k for k, entry in KINDS.items() if k not in REGISTRY and not entry.unchecked_reason)
    assert not missing, f"example kinds with no checker reader and no reason: {missing}"
    stale = sorted(k for k in REGISTRY if KINDS[k].unchecked_reason)
    assert not stale, f"kinds the checker reads but the registry calls unchecked: {stale}"
    assert set(REGISTRY) <= set(KINDS)
