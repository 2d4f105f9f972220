"""Conformance suites (``cardavia-conformance/1``): cases, their files, the manifest, and how an
answer is compared with the expected one.

A suite is a directory: ``manifest.json`` and one ``<game>.jsonl`` per game, one case per line.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from engine.errors import CardaviaError
from engine.paths import rules_dir
from engine.spec import load_deck, load_game

FORMAT = "cardavia-conformance/1"
KINDS = ("example", "legal-moves", "result")
REQUEST = {"example": "example", "legal-moves": "legal_moves", "result": "result"}
ANSWER = {"example": "outcome", "legal-moves": "moves", "result": "result"}
# Lists whose order carries no meaning: compared as sets (an option's cards, too).
UNORDERED = {"options", "bonuses", "take", "declare"}


class SuiteError(CardaviaError):
    """A suite file that cannot be used."""


class Case(BaseModel):
    """One case: a request for the engine under test and the answer the spec expects."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    kind: Literal["example", "legal-moves", "result"]
    game: str
    clauses: list[str]
    situations: list[str] = []
    deal: str | None = None
    example: dict[str, Any] | None = None
    record: dict[str, Any] | None = None
    expect: dict[str, Any]

    def request(self) -> dict:
        body = {"example": self.example} if self.kind == "example" else {"record": self.record}
        return {"type": REQUEST[self.kind], "id": self.id, "game": self.game, **body}

    def expected(self) -> Any:
        return self.expect[ANSWER[self.kind]]

    def to_line(self) -> str:
        return json.dumps(self.model_dump(exclude_none=True, exclude_defaults=True), ensure_ascii=False,
                          separators=(",", ":"))


def _check_shape(case: Case) -> None:
    needed = "example" if case.kind == "example" else "record"
    if getattr(case, needed) is None:
        raise ValueError(f"a {case.kind} case needs '{needed}'")
    if ANSWER[case.kind] not in case.expect:
        raise ValueError(f"a {case.kind} case expects '{ANSWER[case.kind]}'")
    if case.record is not None and not isinstance(case.record.get("moves"), list):
        raise ValueError("record: 'moves' must be a list")
    shape = {"example": dict, "legal-moves": list, "result": dict}[case.kind]
    if not isinstance(case.expected(), shape):
        raise ValueError(f"expect.{ANSWER[case.kind]}: must be a JSON {'array' if shape is list else 'object'}")


def read_cases(path: Path) -> list[tuple[int, Case]]:
    """``(line, case)`` for each line of a ``.jsonl`` suite file; any bad line is a :class:`SuiteError`."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SuiteError(f"cannot read suite file: {exc.strerror or exc}", str(path)) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SuiteError("not UTF-8", str(path), raw[: exc.start].count(b"\n") + 1) from None
    return parse_cases(text, str(path))


def parse_cases(text: str, path: str) -> list[tuple[int, Case]]:
    """``(line, case)`` for each line of a suite file's text (``path`` names it in errors)."""
    cases = []
    seen: set[str] = set()
    for lineno, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except (json.JSONDecodeError, RecursionError) as exc:
            msg = exc.msg if isinstance(exc, json.JSONDecodeError) else "nested too deeply"
            raise SuiteError(f"invalid JSON: {msg}", path, lineno) from None
        try:
            case = Case.model_validate(data)
            _check_shape(case)
        except ValidationError as exc:
            err = exc.errors()[0]
            where = ".".join(str(p) for p in err["loc"])
            raise SuiteError(f"not a conformance case: {where + ': ' if where else ''}{err['msg']}",
                             path, lineno) from None
        except ValueError as exc:
            raise SuiteError(f"not a conformance case: {exc}", path, lineno) from None
        if case.id in seen:
            raise SuiteError(f"case {case.id!r} appears twice", path, lineno)
        seen.add(case.id)
        cases.append((lineno, case))
    return cases


def read_suite(path: Path) -> tuple[dict, list[tuple[str, int, Case]]]:
    """The manifest (``{}`` for a lone ``.jsonl`` file) and ``(file, line, case)`` of every case."""
    if path.is_dir():
        manifest_path = path / "manifest.json"
        try:
            manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
        except OSError as exc:
            raise SuiteError(f"not a suite directory: {exc.strerror or exc}", str(manifest_path)) from None
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            line = getattr(exc, "lineno", None)
            raise SuiteError(f"invalid manifest: {getattr(exc, 'msg', exc)}", str(manifest_path), line) from None
        if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
            raise SuiteError(f"not a {FORMAT} manifest", str(manifest_path), 1)
        files = []
        for game_id, entry in sorted((manifest.get("games") or {}).items()):
            if not isinstance(entry, dict) or not isinstance(entry.get("file"), str):
                raise SuiteError(f"games.{game_id}: no 'file'", str(manifest_path))
            files.append(path / entry["file"])
    else:
        manifest, files = {}, [path]
    cases = [(str(f), line, case) for f in files for line, case in read_cases(f)]
    return manifest, cases


def spec_fingerprint(game_id: str) -> str:
    """SHA-256 of the game's spec and of its deck (and the deck it derives from)."""
    spec = load_game(game_id)
    h = hashlib.sha256(spec.source.read_bytes())
    deck_id = spec.deck
    while deck_id:
        h.update((rules_dir() / "decks" / f"{deck_id}.yaml").read_bytes())
        base = load_deck(deck_id).derived_from
        deck_id = base.base if base else None
    return h.hexdigest()


def canonical(value: Any, key: str | None = None) -> Any:
    """``value`` with the lists of :data:`UNORDERED` keys sorted (recursively)."""
    if isinstance(value, dict):
        return {k: canonical(v, k) for k, v in sorted(value.items())}
    if isinstance(value, list):
        items = [canonical(v, key) for v in value]
        if key in UNORDERED:
            return sorted(items, key=lambda v: json.dumps(v, sort_keys=True))
        return items
    return value


def _dump(value: Any) -> str:
    return json.dumps(canonical(value), sort_keys=True, ensure_ascii=False)


def compare(case: Case, received: Any) -> dict | None:
    """``None`` when ``received`` is the expected answer, else what differs."""
    expected = case.expected()
    if case.kind == "legal-moves":
        if not isinstance(received, list):
            return {"not_a_list": True}
        want = {_dump(m): m for m in expected}
        got: dict[str, Any] = {}
        twice = []
        for m in received:
            key = _dump(m)
            if key in got:
                twice.append(m)
            got[key] = m
        diff = {"missing": [want[k] for k in want if k not in got],
                "extra": [got[k] for k in got if k not in want], "twice": twice}
        return {k: v for k, v in diff.items() if v} or None
    if canonical(received) == canonical(expected):
        return None
    if case.kind == "result" and isinstance(received, dict):
        keys = ("points", "winner")
        diff = {k: {"expected": expected.get(k), "received": received.get(k)}
                for k in keys if received.get(k) != expected.get(k)}
        want, got = expected.get("breakdown", {}), received.get("breakdown")
        got = got if isinstance(got, dict) else {}
        sources = {k: {"expected": want.get(k), "received": got.get(k)}
                   for k in list(want) + [k for k in got if k not in want] if want.get(k) != got.get(k)}
        if sources:
            diff["breakdown"] = sources
        return diff or {"differs": True}
    return {"differs": True}
