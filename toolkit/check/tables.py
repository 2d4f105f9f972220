"""A table that ranks the cards: one row a card, in order of strength.

A rank order is often given as a table rather than a sentence ("| 1ª | Asso | 11 |", "| 2ª | Re |
4 |" …, or rows listed under "from the strongest to the weakest"). Each row alone says nothing
of the order; the table does. A table ranks the cards where one column names one rank a row and
either another column numbers the rows' places (1, 2, 3 …; "1ª", "2nd", "3.") or the table's
header or the sentence just before it says the rows run in order of strength (data ``ranking``,
``ascending``, ``descending``, ``top``, ``bottom``). Its ranks, in that order, are read by the
rank-order reader of sentences (:func:`toolkit.check.claims.stated_rank_order`) as the chain
"Asso > Re > 3 …" (from the weakest where the lead-in says so), and a difference is reported at
the row where the order, read from the top, first goes wrong, quoting the whole table.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .claims import _mentions, stated_rank_order
from .facts import _clause
from .terms import phrase_spans, words

PLACE = re.compile(r"^\s*(\d{1,2})\s*(?:\.?\s*[ªº°]|st|nd|rd|th|ème|er|re|e|\.)?\s*$", re.IGNORECASE)
MIN_ROWS = 3            # fewer rows rank too few cards to tell an order from a list
CELL_EXTRA = 1          # words in a cell besides the ranks it names ("il Re"; not "Аня: 4 Монет", a card played)
CELL_WORD = re.compile(r"[^\W_]+")
RANGE_SPLIT = re.compile(r"\s*(?:[-–—]|\b(?:a|à|to|bis|al|até|до)\b)\s*", re.IGNORECASE)


def rank_tables(ctx, blocks, segments, games) -> None:
    """Report the rank order each ranking table states, where it differs from the engine's."""
    for rows, before in _tables(blocks):
        _report_order(ctx, rows, before, segments, games, table=True)


def _report_order(ctx, rows, before: str, segments, games, table: bool) -> None:
    """The rank order ``rows`` state (a table's rows, or a list's items read as rows of one cell),
    reported at the row where the order, read from the top, first goes wrong; the finding quotes
    the whole table or list, not one row."""
    for game in games:
        ordered = _ordered(game.engine, rows, before, ctx.lex)
        if not ordered:
            continue
        issues = stated_rank_order(game.engine, _chain(ordered), ctx.lex)
        if issues:
            row = next((ordered[k - 1][0] for k in range(2, len(ordered) + 1)
                        if stated_rank_order(game.engine, _chain(ordered[:k]), ctx.lex)), rows[0])
            seg = next((s for s in segments if s.table == table and s.line == row.line), None)
            if seg is not None:
                issue = issues[0]
                f = ctx.report.add(seg, issue.severity, "claims", _clause(game, ("rank_strength",)), issue.message,
                                   issue.expected, issue.found, role=issue.role)
                f.sentence = " / ".join(" | ".join(c.strip() for c in r.cells) for r in rows)
        break


def _tables(blocks):
    """Each run of table rows (without their header row), with the text just before it."""
    rows, before, last_text = [], "", ""
    for b in [*blocks, None]:
        if b is not None and b.table and b.cells:
            if not rows:
                before = last_text
            if not b.heading:
                rows.append(b)
            else:
                before = f"{before} {' '.join(b.cells)}"
            continue
        if len(rows) >= MIN_ROWS:
            yield rows, before
        rows = []
        if b is not None:
            last_text = b.text


def _chain(ordered) -> str:
    return " > ".join(rank for _, rank in ordered)


def _ordered(engine, rows, before: str, lex) -> list | None:
    """The rows and their ranks from the strongest (to be read as "Asso > Re > 3"), or None where
    the table does not rank them. A row may hold several ranks over a range of places ("6ª a 10ª |
    7, 6, 5, 4, 2"): they take those places in the order listed."""
    width = min(len(r.cells) for r in rows)
    card = None
    for c in range(width):
        said = [_mentions(engine, r.cells[c], lex, False) for r in rows]
        if all(named and len(CELL_WORD.findall(r.cells[c])) <= len(named) + CELL_EXTRA
               for r, (_, named) in zip(rows, said)) and sum(len(n) == 1 for _, n in said) >= MIN_ROWS:
            card = c
            names = [[tokens[i] for i, _ in named] for tokens, named in said]
            break
    if card is None:
        return None
    ranks = [(r, name) for r, row_names in zip(rows, names) for name in row_names]
    places = None
    for c in range(width):
        if c == card:
            continue
        spans = [_places(r.cells[c]) for r in rows]
        if all(spans) and all(len(range(a, b + 1)) == len(n) for (a, b), n in zip(spans, names)):
            numbers = [p for a, b in spans for p in range(a, b + 1)]
            if sorted(numbers) == list(range(1, len(numbers) + 1)):      # places, not trick numbers "1, 4, 7"
                places = numbers
                break
    header = " ".join([before, *(rows[0].header or [])])
    tokens = words(header)
    ascending = bool(phrase_spans(tokens, {"a": lex.ascending}))
    ranked = bool(phrase_spans(tokens, {"r": [*lex.ranking, *lex.descending, *lex.ascending, *lex.top, *lex.bottom]}))
    if places is not None:
        ranks = [r for _, r in sorted(zip(places, ranks), key=lambda pr: pr[0])]
    elif not ranked:
        return None
    return ranks[::-1] if ascending else ranks


def _places(cell: str) -> tuple[int, int] | None:
    """The place a cell gives ("1", "2ª", "3rd") or the range of places ("6ª a 10ª", "6–10")."""
    one = PLACE.match(cell)
    if one:
        return int(one.group(1)), int(one.group(1))
    parts = RANGE_SPLIT.split(cell.strip(), maxsplit=1)
    if len(parts) == 2 and all(PLACE.match(p) for p in parts):
        a, b = (int(PLACE.match(p).group(1)) for p in parts)
        return (a, b) if a < b else None
    return None


@dataclass
class _Item:
    """A list item read as a one-cell row of a table."""

    block: object
    cells: list[str]
    header: list[str] = field(default_factory=list)

    @property
    def line(self) -> int:
        return self.block.line


LEAD_IN_END = re.compile(r"[:：]\s*$")     # a list's lead-in ends with a colon ("Order from the highest:")


def rank_lists(ctx, blocks, segments, games) -> None:
    """A bulleted list that ranks the cards, one item a rank (or a few: "7, 6, 5, 4, 2") under a
    lead-in ending with a colon that says the items run in order of strength ("Thứ tự từ cao
    xuống thấp:", "From the strongest:"): read as a table of one column, the order reported at
    the item where it first goes wrong (as ``rank_tables``)."""
    for items, before in _lists(blocks):
        _report_order(ctx, [_Item(b, [b.text]) for b in items], before, segments, games, table=False)


def _lists(blocks):
    """Each run of bulleted list items (not a table's rows) right after a lead-in that ends with
    a colon, with the lead-in."""
    items, before, last = [], "", None
    for b in [*blocks, None]:
        if b is not None and b.item and not b.table and not b.heading:
            if not items:
                before = last.text if last is not None and LEAD_IN_END.search(last.text) else None
            items.append(b)
            continue
        if len(items) >= MIN_ROWS and before:
            yield items, before
        items = []
        last = b
