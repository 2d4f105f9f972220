"""Game records (``cardavia-record/1``), like PGN for chess.

A record is one JSON object::

    {"format": "cardavia-record/1", "game": "cicera", "dealer": 3,
     "hands": [["7S", ...], ...], "table": ["AS", ...],
     "moves": [{"seat": 0, "card": "7D", "take": ["3C", "4B"]}, ...],
     "result": {"points": [7, 4], "winner": 0, "breakdown": {...}}}

Seats are numbered in playing order; seat ``(dealer + 1) % n`` sits on the dealer's right.
Families may add their own keys (trick games: ``stock``); see docs in ``rules/README.md``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

from . import games
from .errors import CardaviaError, IllegalMove, RecordError
from .state import Result

FORMAT = "cardavia-record/1"


@dataclass
class Replayed:
    """The outcome of replaying one record."""

    path: str
    index: int
    ok: bool
    result: Result | None
    error: str | None

    def to_json(self) -> dict:
        res = self.result
        return {"path": self.path, "index": self.index, "ok": self.ok,
                "points": list(res.points) if res else None,
                "winner": res.winner if res else None,
                "breakdown": res.breakdown if res else {},
                "error": self.error}


def make_record(game, state, initial: dict) -> dict:
    """The record of a finished (or unfinished) deal that started from ``initial``."""
    record = {"format": FORMAT, "game": game.spec.id, **initial,
              "moves": [game.move_to_json(m) for m in state.history]}
    if game.is_over(state):
        record["result"] = game.result(state).to_json()
    return record


def read_records(path: Path) -> Iterator[tuple[int, int, Any]]:
    """Yield ``(index, line, data)`` for each record in a ``.json`` or ``.jsonl`` file."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise RecordError(f"cannot read file: {exc.strerror or exc}", str(path)) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError("not UTF-8", str(path), raw[: exc.start].count(b"\n") + 1) from None
    if path.suffix == ".jsonl":
        index = 0
        for lineno, line in enumerate(text.splitlines(), 1):
            if not line.strip():
                continue
            yield index, lineno, _parse_json(line, path, lineno)
            index += 1
    else:
        yield 0, 1, _parse_json(text, path, 0)


def _parse_json(text: str, path: Path, line_offset: int) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        line = exc.lineno + max(line_offset - 1, 0)
        raise RecordError(f"invalid JSON: {exc.msg}", str(path), line, exc.colno) from None


def _shape_error(message: str, path: str, line: int) -> RecordError:
    return RecordError(message, path, line)


def replay(data: Any, path: str = "<record>", line: int = 1, index: int = 0) -> Replayed:
    """Validate every move of a record. Shape errors raise :class:`RecordError` (unreadable);
    an illegal move or a result that differs gives ``ok=False`` with the reason."""
    if not isinstance(data, dict):
        raise _shape_error("a record must be a JSON object", path, line)
    if data.get("format") != FORMAT:
        raise _shape_error(f"not a {FORMAT} record (format: {data.get('format')!r})", path, line)
    game_id = data.get("game")
    if game_id not in games.available():
        raise _shape_error(f"unknown game {game_id!r}", path, line)
    game = games.load(game_id)
    moves = data.get("moves")
    if not isinstance(moves, list):
        raise _shape_error("'moves' must be a list", path, line)
    try:
        state = game.start_from_json(data)
    except CardaviaError as exc:
        raise _shape_error(exc.message, path, line) from None
    for number, raw in enumerate(moves, 1):
        try:
            move = game.move_from_json(raw)
        except (KeyError, TypeError, AttributeError):
            raise _shape_error(f"move {number}: not a valid move object: {json.dumps(raw)[:80]}",
                               path, line) from None
        except CardaviaError as exc:
            raise _shape_error(f"move {number}: {exc.message}", path, line) from None
        try:
            game.check(state, move, number)
        except IllegalMove as exc:
            return Replayed(path, index, False, None, exc.message)
        game.apply(state, move, check=False)
    if not game.is_over(state):
        return Replayed(path, index, False, None, f"the deal is unfinished after {len(moves)} moves")
    result = game.result(state)
    recorded = data.get("result")
    if recorded is not None and recorded != result.to_json():
        return Replayed(path, index, False, result,
                        f"recorded result {json.dumps(recorded, sort_keys=True)} differs from the replay")
    return Replayed(path, index, True, result, None)


def replay_file(path: Path) -> list[Replayed]:
    return [replay(data, str(path), line, index) for index, line, data in read_records(path)]
