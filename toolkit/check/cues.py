"""Cue phrases of the claim readers kept in one block per language (``claim_cues`` in
``rules/checker/<lang>.yaml``), read once per language: who leads later tricks, a count's head
noun, a share of a total, a value given in words. The block ``claim_cues_order`` (who deals,
starts, leads and wins, at the end of each file) adds its keys to it.
"""

from __future__ import annotations

import functools
import re

from .lexicon import Lexicon, cue_block


def _claim_cues(lang: str) -> dict[str, tuple[str, ...]]:
    return cue_block(lang, "claim_cues", "claim_cues_order")


def cues(lex: Lexicon, key: str) -> list[str]:
    """The phrases of ``key`` in the language's ``claim_cues`` block (none when it has none)."""
    return list(_claim_cues(lex.lang).get(key, ()))


@functools.cache
def all_but_words(lang: str) -> frozenset[str]:
    """The longest word of each ``rule_claims`` cue of one rank beating all but one (``all_but``:
    "every … except") or losing to one only (``loses_only``), as ``words`` gives them: a piece
    with none of them says no such thing (a filter only: the cue itself is then matched)."""
    from .terms import words

    cues_ = [*_rule_cues(lang).get("all_but", ()), *_rule_cues(lang).get("loses_only", ())]
    return frozenset(max(words(p.replace("…", " ")), key=len) for p in cues_ if words(p.replace("…", " ")))


def all_but_said(lang: str, tokens: list[str]) -> bool:
    """``tokens`` hold a cue of ``all_but`` or ``loses_only`` ("schlägt alles außer dem", "perde
    solo contro"): what follows is the one card above, not a card beaten."""
    if not all_but_words(lang) & set(tokens):
        return False
    from .obligations import cue_spans

    return bool(cue_spans(tokens, {"a": list(_rule_cues(lang).get("all_but", ())),
                                   "o": list(_rule_cues(lang).get("loses_only", ()))}))


def _rule_cues(lang: str) -> dict[str, tuple[str, ...]]:
    return cue_block(lang, "rule_claims")


def rule_cues(lex: Lexicon, key: str) -> list[str]:
    """The phrases of ``key`` in the language's ``rule_claims`` block (obligations, counts and
    values stated as rules: a verb of refusing, an answer's yes and no, "for each")."""
    return list(_rule_cues(lex.lang).get(key, ()))


SENTENCE_END = re.compile(r"[.!?？…]+[\"'»”’)]*[.,]?(?:\s|$)|$")


def asked_only(text: str, at: int, lex: Lexicon) -> bool:
    """The sentence ``at`` stands in is a question (a closing quote may follow its mark: «"prendo
    tutto?".»), and what follows it does not open with a yes ("Does the Re beat the 3? The
    answer is on the back."): it asks, it states nothing."""
    from .terms import phrase_spans, words

    end = SENTENCE_END.search(text, at)
    if not end or not end.group().lstrip("…").startswith(("?", "？")):
        return False
    after = words(text[end.end():])[:2]
    return not any(a == 0 for a, _, _ in phrase_spans(after, {"y": rule_cues(lex, "answer_yes")}))
