"""Cue phrases of the claim readers kept in one block per language (``claim_cues`` in
``rules/checker/<lang>.yaml``), read once per language: who leads later tricks, a count's head
noun, a share of a total, a value given in words. The block ``claim_cues_order`` (who deals,
starts, leads and wins, at the end of each file) adds its keys to it.
"""

from __future__ import annotations

import functools

from .lexicon import CHECKER_DIR, Lexicon, _load_yaml


@functools.cache
def _claim_cues(lang: str) -> dict[str, tuple[str, ...]]:
    path = CHECKER_DIR / f"{lang}.yaml"
    loaded = _load_yaml(path) if path.exists() else {}
    out: dict[str, tuple[str, ...]] = {}
    for block in ("claim_cues", "claim_cues_order"):
        for k, v in (loaded.get(block) or {}).items():
            out[k] = out.get(k, ()) + tuple(str(p) for p in v or [])
    return out


def cues(lex: Lexicon, key: str) -> list[str]:
    """The phrases of ``key`` in the language's ``claim_cues`` block (none when it has none)."""
    return list(_claim_cues(lex.lang).get(key, ()))


@functools.cache
def _rule_cues(lang: str) -> dict[str, tuple[str, ...]]:
    path = CHECKER_DIR / f"{lang}.yaml"
    data = (_load_yaml(path).get("rule_claims") if path.exists() else None) or {}
    return {k: tuple(str(p) for p in v or []) for k, v in data.items()}


def rule_cues(lex: Lexicon, key: str) -> list[str]:
    """The phrases of ``key`` in the language's ``rule_claims`` block (obligations, counts and
    values stated as rules: a verb of refusing, an answer's yes and no, "for each")."""
    return list(_rule_cues(lex.lang).get(key, ()))
