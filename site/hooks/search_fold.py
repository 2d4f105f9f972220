"""MkDocs hook: search that ignores accents.

After Material's search plugin has written ``search/search_index.json``, each page section gets a
second field, ``folded``: its title and text without diacritics (NFD, combining marks dropped, so
"Scùa" → "Scua", "chủ" → "chu", "Épées" → "Epees", "ё" → "е"). The search worker indexes every
field named in the index's ``config.fields``, so a word typed with or without its accents is
found; results still show the text as written.
"""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

FIELD = "folded"
BOOST = 0.5


def fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFC", "".join(c for c in decomposed if not unicodedata.combining(c)))


def add_folded_field(index: dict) -> dict:
    for doc in index.get("docs", []):
        plain = f"{doc.get('title', '')} {doc.get('text', '')}"
        folded = fold(plain)
        if folded != plain:
            doc[FIELD] = folded
    index.setdefault("config", {}).setdefault("fields", {})[FIELD] = {"boost": BOOST}
    return index


def on_post_build(config, **kwargs) -> None:
    path = Path(config["site_dir"]) / "search" / "search_index.json"
    if not path.is_file():
        return
    index = add_folded_field(json.loads(path.read_text(encoding="utf-8")))
    path.write_text(json.dumps(index, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
