"""The Table page of each game in each language: ``<lang>/games/<game>-table.md`` in the docs tree.

The page is a frame that ``site/overrides/assets/cardavia/table.js`` fills from the service's
API; its words come from the ``table`` catalog and travel in the page as JSON (escaped so that a
catalog cannot close the script element).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Sequence

from engine import games


from ..catalog import CatalogError
from ..phrasing import md_escape
from .words import Msg, Words, extract, problems, table_ntext, table_text

# The words the page's script shows, by key.
UI: dict[str, Msg] = {
    "hand": table_text("ui", "Your hand"),
    "table": table_text("ui", "Table"),
    "trick": table_text("ui", "Trick"),
    "trump": table_text("ui", "Trump"),
    "stock": table_ntext("ui", "{count} card in the stock", "{count} cards in the stock"),
    "cards": table_ntext("ui", "{count} card", "{count} cards"),
    "fola": table_text("ui", "Fola"),
    "declarations": table_text("ui", "Declarations"),
    "dealer": table_text("ui", "dealer"),
    "score": table_text("ui", "Score: {score}"),
    "captured": table_text("ui", "Captured cards: {captured}"),
    "pair": table_text("ui", "{label}: {value}"),
    "level": table_text("ui", "AI level"),
    "new_deal": table_text("ui", "New deal"),
    "download": table_text("ui", "Download record"),
    "skip": table_text("ui", "Skip"),
    "choose": table_text("ui", "Choose what to take with {card}:"),
    "choose_declare": table_text("ui", "Declare a versicola, or end your declarations:"),
    "cancel": table_text("ui", "Cancel"),
    "breakdown": table_text("ui", "Breakdown"),
    "total": table_text("ui", "Total"),
    "refused": table_text("ui", "Move refused: {reason}"),
    "lost": table_text("ui", "The game service did not answer. Try again, or start a new deal."),
    "offline": table_text("ui", "The Table needs the game service: run {command} and open this page from it."),
    "keys": table_text("ui", "Keys: arrows choose a card, Enter plays it, Esc cancels a choice."),
}
INTRO = {
    4: table_text("page", "You and an AI partner against two AI opponents, one deal."),
    2: table_text("page", "You against an AI opponent, one deal."),
}
TITLE = table_text("page", "{game}: play a deal")
NOSCRIPT = table_text("page", "The Table needs JavaScript.")
COMMAND = "cardavia serve"


def words_json(w: Words) -> str:
    """The page's words as JSON that is safe inside a ``<script>`` element."""
    keep = {name: "{%s}" % name for name in ("captured", "card", "cards", "command", "count", "label", "reason",
                                             "score", "value")}
    data = {key: w(msg, **keep) if msg.plural is None else [w(msg, n, **keep) for n in (1, 2, 5)]
            for key, msg in UI.items()}
    text = json.dumps(data, ensure_ascii=False, sort_keys=True)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def table_page(game, lang: str) -> str:
    w = Words(lang)
    attrs = {"game": game.spec.id, "lang": lang, "api": "/api/v1", "deck": game.deck.id,
             "players": str(game.players), "command": COMMAND}
    data = " ".join(f'data-{k}="{_attr(v)}"' for k, v in attrs.items())
    return "\n".join([
        f"# {md_escape(w(TITLE, game=game.spec.name))}",
        "",
        md_escape(w(INTRO[game.players])),
        "",
        f'<div class="cdv-table" id="cdv-table" {data}>',
        f'<noscript>{_html(w(NOSCRIPT))}</noscript>',
        "</div>",
        "",
        f'<script type="application/json" id="cdv-table-words">{words_json(w)}</script>',
        '<link rel="stylesheet" href="../../assets/cardavia/table.css">',
        '<script src="../../assets/cardavia/table.js" defer></script>',
        "",
    ])


def _attr(text: str) -> str:
    return text.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def write_table_pages(docs_root: Path, languages: Sequence) -> list[Path]:
    """Write every game's Table page into each language's docs folder; the languages' ``table``
    catalogs must be complete. The card pictures the Table's script shows are written by
    ``render_pages``."""
    template = extract()
    missing = [p for lang in languages if lang.code != "en" for p in problems(lang.code, template)]
    if missing:
        raise CatalogError(f"{len(missing)} problems in the Table's catalogs; nothing was built:\n  "
                               + "\n  ".join(map(str, missing[:25])))
    written = []
    for lang in languages:
        for gid in games.available():
            path = Path(docs_root) / lang.code / "games" / f"{gid}-table.md"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(table_page(games.load(gid), lang.code), encoding="utf-8")
            written.append(path)
    return written
