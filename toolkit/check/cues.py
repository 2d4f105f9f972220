"""Cue phrases of the claim readers kept in one block per language (``claim_cues`` in
``rules/checker/<lang>.yaml``), read once per language: who leads later tricks, a count's head
noun, a share of a total, a value given in words. The block ``claim_cues_order`` (who deals,
starts, leads and wins, at the end of each file) adds its keys to it.
"""

from __future__ import annotations


from .lexicon import Lexicon, cue_block


def _claim_cues(lang: str) -> dict[str, tuple[str, ...]]:
    return cue_block(lang, "claim_cues", "claim_cues_order")


def cues(lex: Lexicon, key: str) -> list[str]:
    """The phrases of ``key`` in the language's ``claim_cues`` block (none when it has none)."""
    return list(_claim_cues(lex.lang).get(key, ()))


def _rule_cues(lang: str) -> dict[str, tuple[str, ...]]:
    return cue_block(lang, "rule_claims")


def rule_cues(lex: Lexicon, key: str) -> list[str]:
    """The phrases of ``key`` in the language's ``rule_claims`` block (obligations, counts and
    values stated as rules: a verb of refusing, an answer's yes and no, "for each")."""
    return list(_rule_cues(lex.lang).get(key, ()))
