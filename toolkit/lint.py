"""Source lint: our English templates avoid the words that misled every translator.

The glossary lists them per concept under ``en.ambiguous`` (``court`` unless followed by
``card``, ``is drawn``, ``stack`` …). Every English msgid of the catalog template is checked, with
the file and line it was extracted from.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from babel.messages.catalog import Catalog

from .catalog import extract
from .check.lexicon import glossary
from .findings import Finding


@dataclass(frozen=True)
class Rule:
    phrase: str
    use: str
    reason: str
    pattern: re.Pattern


def rules() -> list[Rule]:
    out = []
    for concept in glossary().get("concepts", {}).values():
        for entry in (concept.get("en") or {}).get("ambiguous", []) or []:
            phrase = entry["phrase"]
            body = r"\s+".join(re.escape(w) for w in phrase.rstrip(".").split())
            end = r"(?=\s*(?:$|\.\s|\.$))" if phrase.endswith(".") else r"\b"
            unless = entry.get("except_followed_by") or []
            guard = "".join(rf"(?!\s+{re.escape(w)}\b)" for w in unless)
            out.append(Rule(phrase, entry.get("use", ""), entry.get("reason", ""),
                            re.compile(rf"(?<![\w-]){body}{end}{guard}", re.IGNORECASE)))
    return out


def lint(template: Catalog | None = None) -> list[Finding]:
    """Every ambiguous phrase in an English msgid, placeholders removed first."""
    template = template or extract()
    found = []
    checks = rules()
    for msg in template:
        if not msg.id:
            continue
        ids = msg.id if isinstance(msg.id, (list, tuple)) else [msg.id]
        path, line = msg.locations[0] if msg.locations else ("<catalog>", 0)
        for text in ids:
            plain = re.sub(r"\{[^}]*\}", "X", text)
            for rule in checks:
                if rule.pattern.search(plain):
                    found.append(Finding(line, "error", "lint", msg.context,
                                         f"avoid {rule.phrase!r} (use {rule.use!r}): {rule.reason}",
                                         expected=rule.use, found=rule.phrase, sentence=text, path=path))
    return found
