"""Where the specs live: ``rules/`` of the repository, or ``$CARDAVIA_RULES``."""

from __future__ import annotations

import os
from pathlib import Path

RULES_DIR = Path(__file__).resolve().parent.parent / "rules"


def rules_dir() -> Path:
    """The rules directory: ``$CARDAVIA_RULES`` if set, else the repository's ``rules/``."""
    return Path(os.environ.get("CARDAVIA_RULES") or RULES_DIR)


def game_ids() -> list[str]:
    return sorted(p.stem for p in (rules_dir() / "games").glob("*.yaml"))
