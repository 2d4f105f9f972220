"""Our engine behind the conformance protocol (``cardavia-conformance/1``): the reference adapter.

``python -m engine.protocol`` reads one JSON request per line on stdin and writes one JSON answer
per line on stdout (protocol: ``rules/README.md``, "Conformance suites")::

    → {"type": "hello", "protocol": "cardavia-conformance/1"}
    ← {"type": "hello", "protocol": "cardavia-conformance/1", "engine": "cardavia", "games": [...]}
    → {"type": "legal_moves", "id": "briscola/legal/d3-7", "game": "briscola", "record": {...}}
    ← {"id": "briscola/legal/d3-7", "moves": [{"seat": 1, "card": "AS"}, ...]}

A request this engine cannot answer (an illegal record, an unknown example kind) gets
``{"id": ..., "error": "why"}``; a line that is not a request ends the session.
"""

from __future__ import annotations

import json
import sys
from typing import IO, Any, Callable

from pydantic import TypeAdapter, ValidationError

from . import games
from .errors import CardaviaError
from .examples import outcome
from .record import move_from_json, move_to_json, start_from_json
from .spec import Example

PROTOCOL = "cardavia-conformance/1"
_EXAMPLE = TypeAdapter(Example)


class Refused(Exception):
    """This request cannot be answered; the message goes back as ``{"error": ...}``."""


def position(game, record: Any):
    """The state after the moves of ``record`` (a ``cardavia-record/1`` prefix), each checked."""
    if not isinstance(record, dict) or not isinstance(record.get("moves"), list):
        raise Refused("'record' must be a record object with a 'moves' list")
    try:
        state = start_from_json(game, record)
        for number, raw in enumerate(record["moves"], 1):
            try:
                move = move_from_json(game, raw)
            except (KeyError, TypeError, AttributeError):
                raise Refused(f"move {number}: not a valid move object") from None
            game.check(state, move, number)
            game.apply(state, move, check=False)
    except CardaviaError as exc:
        raise Refused(exc.message) from None
    return state


def legal_moves(game, request: dict) -> dict:
    state = position(game, request.get("record"))
    return {"moves": [move_to_json(game, m) for m in game.legal_moves(state)]}


def result(game, request: dict) -> dict:
    state = position(game, request.get("record"))
    if not game.is_over(state):
        raise Refused("the deal is not finished")
    return {"result": game.result(state).to_json()}


def example(game, request: dict) -> dict:
    data = request.get("example")
    if not isinstance(data, dict):
        raise Refused("'example' must be an object")
    try:
        ex = _EXAMPLE.validate_python({**data, "id": str(request.get("id")), "expect": {}})
    except ValidationError as exc:
        raise Refused(f"not an example this engine knows: {exc.errors()[0]['msg']}") from None
    try:
        return {"outcome": outcome(game, ex)}
    except (CardaviaError, KeyError, ValueError) as exc:
        raise Refused(f"cannot compute this example: {exc}") from None


HANDLERS: dict[str, Callable[[Any, dict], dict]] = {
    "legal_moves": legal_moves, "result": result, "example": example}


def answer(request: Any, load: Callable[[str], Any], supported: list[str]) -> dict | None:
    """The answer to one request (``None`` for ``bye``)."""
    if not isinstance(request, dict):
        raise Refused("a request must be a JSON object")
    kind = request.get("type")
    if kind == "hello":
        return {"type": "hello", "protocol": PROTOCOL, "engine": "cardavia", "games": supported}
    if kind == "bye":
        return None
    reply: dict = {"id": request.get("id")}
    game_id = request.get("game")
    if kind not in HANDLERS:
        return {**reply, "error": f"unknown request type {kind!r}"}
    if game_id not in supported:
        return {**reply, "error": f"unsupported game {game_id!r}"}
    try:
        reply.update(HANDLERS[kind](load(game_id), request))
    except Refused as exc:
        reply["error"] = str(exc)
    return reply


def serve(load: Callable[[str], Any] = games.load, supported: list[str] | None = None,
          stdin: IO[str] = sys.stdin, stdout: IO[str] = sys.stdout) -> int:
    """Answer requests until ``bye`` or the end of input; 2 on a line that is not JSON."""
    supported = list(supported if supported is not None else games.available())
    for line in stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
        except json.JSONDecodeError as exc:
            print(f"engine.protocol: not a JSON request: {exc.msg}", file=sys.stderr)
            return 2
        try:
            reply = answer(request, load, supported)
        except Refused as exc:
            reply = {"error": str(exc)}
        if reply is None:
            return 0
        stdout.write(json.dumps(reply, ensure_ascii=False) + "\n")
        stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(serve())
