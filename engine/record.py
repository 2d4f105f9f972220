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
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

from . import compiled
from .errors import CardaviaError, IllegalMove, RecordError
from .inputs import read_lines, read_text
from .paths import game_ids
from .state import Move, Result
from .tricks import DECLARE, DISCARD, PLAY, TrickMove

FORMAT = "cardavia-record/1"
MAX_RECORD_BYTES = 1_000_000   # a record of the longest game (Minchiate) is about 4 kB


@dataclass
class Replayed:
    """The outcome of replaying one record."""

    path: str
    index: int
    ok: bool
    result: Result | None
    error: str | None
    line: int = 1

    def to_json(self) -> dict:
        res = self.result
        return {"path": self.path, "index": self.index, "line": self.line, "ok": self.ok,
                "points": list(res.points) if res else None,
                "winner": res.winner if res else None,
                "breakdown": res.breakdown if res else {},
                "error": self.error}


# ------------------------------------------------------------------ codecs, one per engine family

def _seat(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise RecordError(f"{what} must be an integer seat, not {json.dumps(value)[:40]}")
    return value


def _move_error(data: Any, required: set[str], allowed: set[str], otherwise: str) -> RecordError:
    """Why ``data`` is not a move object with the ``required`` keys and no key outside ``allowed``."""
    if not isinstance(data, dict):
        return RecordError(f"a move must be a JSON object, not {json.dumps(data)[:60]}")
    missing = sorted(required - set(data))
    if missing:
        return RecordError(f"missing {', '.join(map(repr, missing))} in {json.dumps(data)[:80]}")
    extra = sorted(set(data) - allowed)
    if extra:
        return RecordError(f"unexpected {', '.join(map(repr, extra))} in {json.dumps(data)[:80]}")
    return RecordError(f"{otherwise}: {json.dumps(data)[:80]}")


def _card_list(game, value: Any, what: str) -> list[int]:
    if not isinstance(value, list):
        raise RecordError(f"'{what}' must be a list of card codes")
    return [game.deck.parse(c) for c in value]


class FishingCodec:
    """Cìcera: ``{"seat", "card", "take": [codes]}``; the header gives dealer, hands and table."""

    @staticmethod
    def move_to_json(game, move: Move) -> dict:
        return {"seat": move.seat, "card": game.deck.code(move.card), "take": game.deck.codes(move.take)}

    KEYS = {"seat", "card", "take"}

    @staticmethod
    def move_from_json(game, data: Any) -> Move:
        if not (isinstance(data, dict) and "seat" in data and "card" in data
                and data.keys() <= FishingCodec.KEYS):
            raise _move_error(data, {"seat", "card"}, FishingCodec.KEYS, "not a move")
        return Move(_seat(data["seat"], "'seat'"), game.deck.parse(data["card"]),
                    tuple(_card_list(game, data.get("take", []), "take")))

    @staticmethod
    def initial_json(game, state) -> dict:
        """The deal as a record header: dealer, hands and table (before any move)."""
        header = {"dealer": state.dealer, "hands": [game.deck.codes(h) for h in state.hands],
                  "table": game.deck.codes(state.table)}
        if game.spec.deal.first_player == "random":
            header["leader"] = state.turn
        return header

    @staticmethod
    def start_from_json(game, data: dict):
        """Rebuild the deal of a record, checking that it deals the whole pack exactly once."""
        deal = game.spec.deal
        dealer = _dealer_seat(game, data, "dealer")
        hands = data.get("hands")
        if not isinstance(hands, list) or len(hands) != game.players or \
                not all(isinstance(h, list) and len(h) == deal.hand for h in hands):
            raise RecordError(f"'hands' must be {game.players} lists of {deal.hand} cards")
        table = data.get("table", [])
        if not isinstance(table, list) or len(table) != deal.table:
            raise RecordError(f"'table' must list {deal.table} cards")
        parsed_hands = [[game.deck.parse(c) for c in h] for h in hands]
        parsed_table = [game.deck.parse(c) for c in table]
        _whole_pack(game, [c for h in parsed_hands for c in h] + parsed_table)
        first = _dealer_seat(game, data, "leader") if deal.first_player == "random" else None
        return game.start(dealer, parsed_hands, parsed_table, first)


class TrickCodec:
    """Briscola, Minchiate: ``{"seat", "card"}`` plays, ``{"seat", "discard"}`` discards,
    ``{"seat", "declare": [codes]}`` declares (``[]`` ends the seat's declarations)."""

    @staticmethod
    def move_to_json(game, move) -> dict:
        if move.action == DECLARE:
            return {"seat": move.seat, "declare": game.deck.codes(move.cards)}
        key = "card" if move.action == PLAY else "discard"
        return {"seat": move.seat, key: game.deck.code(move.card)}

    KEYS = {"seat", "card", "discard", "declare"}

    @staticmethod
    def move_from_json(game, data: Any):
        if not (isinstance(data, dict) and len(data) == 2 and "seat" in data
                and data.keys() <= TrickCodec.KEYS):
            raise _move_error(data, {"seat"}, TrickCodec.KEYS,
                              "not a move (a move has exactly one of 'card', 'discard', 'declare')")
        seat = _seat(data["seat"], "'seat'")
        if "card" in data:
            return TrickMove(seat, game.deck.parse(data["card"]))
        if "discard" in data:
            return TrickMove(seat, game.deck.parse(data["discard"]), DISCARD)
        return TrickMove(seat, -1, DECLARE, tuple(sorted(_card_list(game, data["declare"], "declare"))))

    @staticmethod
    def initial_json(game, state) -> dict:
        """The deal as a record header: stock games give hands, leader and stock; others the pack."""
        return dict(state.initial)

    @staticmethod
    def start_from_json(game, data: dict):
        """Rebuild the deal of a record, checking that it uses the whole pack exactly once."""
        dealer = _dealer_seat(game, data, "dealer")
        if not game.spec.stock:
            pack = _codes(game, data, "pack", len(game.deck))
            _whole_pack(game, pack)
            leader = _dealer_seat(game, data, "leader") if game.spec.deal.first_player == "random" else None
            return game.start_from_pack(dealer, pack, leader)
        leader = _dealer_seat(game, data, "leader")
        h = game.spec.deal.hand
        hands = data.get("hands")
        if not isinstance(hands, list) or len(hands) != game.players or \
                not all(isinstance(x, list) and len(x) == h for x in hands):
            raise RecordError(f"'hands' must be {game.players} lists of {h} cards")
        parsed = [[game.deck.parse(c) for c in x] for x in hands]
        stock = _codes(game, data, "stock", len(game.deck) - game.players * h)
        _whole_pack(game, [c for x in parsed for c in x] + stock)
        return game.start(dealer, leader, parsed, stock)


CODECS = {"fishing": FishingCodec, "tricks": TrickCodec}


def _dealer_seat(game, data: dict, key: str) -> int:
    seat = data.get(key)
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < game.players:
        raise RecordError(f"'{key}' must be a seat from 0 to {game.players - 1}")
    return seat


def _codes(game, data: dict, key: str, size: int) -> list[int]:
    codes = data.get(key)
    if not isinstance(codes, list) or len(codes) != size:
        raise RecordError(f"'{key}' must list {size} cards")
    return [game.deck.parse(c) for c in codes]


def _whole_pack(game, cards: list[int]) -> None:
    if len(set(cards)) != len(cards):
        raise RecordError("a card is dealt twice")
    if len(cards) != len(game.deck):
        raise RecordError(f"the deal must use all {len(game.deck)} cards")


def move_to_json(game, move) -> dict:
    return CODECS[game.spec.family].move_to_json(game, move)


def move_from_json(game, data: Any):
    """The engine's move for a record's move object; :class:`RecordError` for any other shape."""
    return CODECS[game.spec.family].move_from_json(game, data)


def initial_json(game, state) -> dict:
    return CODECS[game.spec.family].initial_json(game, state)


def start_from_json(game, data: dict):
    """The deal a record starts from; :class:`RecordError` unless it uses the whole pack once."""
    return CODECS[game.spec.family].start_from_json(game, data)


def make_record(game, state, initial: dict) -> dict:
    """The record of a finished (or unfinished) deal that started from ``initial``."""
    record = {"format": FORMAT, "game": game.spec.id, **initial,
              "moves": [move_to_json(game, m) for m in state.history]}
    if game.is_over(state):
        record["result"] = game.result(state).to_json()
    return record


# ------------------------------------------------------------------ reading and replaying

def read_records(path: Path) -> Iterator[tuple[int, int, Any]]:
    """``(index, line, data)`` for each record of a ``.json`` or ``.jsonl`` file, read as it
    goes; a record that cannot be read gives its :class:`RecordError` as ``data`` and reading goes
    on. A file that cannot be opened raises."""
    if path.suffix != ".jsonl":
        yield 0, 1, _parse_json(read_text(path, MAX_RECORD_BYTES, RecordError), path, 1)
        return
    index = 0
    for lineno, line in read_lines(path, MAX_RECORD_BYTES, RecordError):
        if isinstance(line, str) and not line.strip():
            continue
        yield index, lineno, line if isinstance(line, RecordError) else _parse_json(line, path, lineno)
        index += 1


def _parse_json(text: str, path: Path, line: int) -> Any:
    """The JSON value of ``text``, or the :class:`RecordError` that says why not."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        return RecordError(f"invalid JSON: {exc.msg}", str(path), exc.lineno + line - 1, exc.colno)
    except RecursionError:
        return RecordError("invalid JSON: nested too deeply", str(path), line)
    except ValueError:   # Python refuses to convert an integer of more digits than this
        return RecordError(f"invalid JSON: a number of more than {sys.get_int_max_str_digits()} digits",
                           str(path), line)


def _shape_error(message: str, path: str, line: int) -> RecordError:
    return RecordError(message, path, line)


def replay(data: Any, path: str = "<record>", line: int = 1, index: int = 0) -> Replayed:
    """Validate every move of a record. Shape errors raise :class:`RecordError` (unreadable);
    an illegal move or a result that differs gives ``ok=False`` with the reason."""
    if not isinstance(data, dict):
        raise _shape_error("a record must be a JSON object", path, line)
    if data.get("format") != FORMAT:
        raise _shape_error(f"not a {FORMAT} record (format: {json.dumps(data.get('format'))[:40]})",
                           path, line)
    game_id = data.get("game")
    if not isinstance(game_id, str) or game_id not in game_ids():
        raise _shape_error(f"unknown game {json.dumps(game_id)[:40]}", path, line)
    game = compiled.load(game_id)
    moves = data.get("moves")
    if not isinstance(moves, list):
        raise _shape_error("'moves' must be a list", path, line)
    try:
        state = start_from_json(game, data)
    except CardaviaError as exc:
        raise _shape_error(exc.message, path, line) from None
    for number, raw in enumerate(moves, 1):
        try:
            move = move_from_json(game, raw)
        except CardaviaError as exc:
            raise _shape_error(f"move {number}: {exc.message}", path, line) from None
        try:
            game.check(state, move, number)
        except IllegalMove as exc:
            return Replayed(path, index, False, None, exc.message, line)
        game.apply(state, move, check=False)
    if not game.is_over(state):
        return Replayed(path, index, False, None, f"the deal is unfinished after {len(moves)} moves", line)
    result = game.result(state)
    recorded = data.get("result")
    if recorded is not None and recorded != result.to_json():
        return Replayed(path, index, False, result,
                        f"the recorded result {json.dumps(recorded, sort_keys=True)} differs from the "
                        f"engine's {json.dumps(result.to_json(), sort_keys=True)}", line)
    return Replayed(path, index, True, result, None, line)


def replay_file(path: Path) -> Iterator[Replayed | RecordError]:
    """Each record's outcome as it is read, or the :class:`RecordError` of a record that cannot be
    used (reading goes on); one error when the file cannot be opened."""
    try:
        for index, line, data in read_records(path):
            if isinstance(data, RecordError):
                yield data
                continue
            try:
                yield replay(data, str(path), line, index)
            except RecordError as exc:
                yield exc
    except RecordError as exc:
        yield exc
