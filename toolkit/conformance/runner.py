"""Run a suite against an engine under test: a child process speaking the JSON-lines protocol.

The runner sends ``hello``, then one request per case of a game the engine supports, each with a
deadline. A crash, a hang or a line that is not an answer ends the run (:class:`ProtocolError`).
For a failing case built on a deal, it looks for the shortest record prefix of that deal where
the engine already departs from the spec: the first position whose legal moves differ.
"""

from __future__ import annotations

import json
import queue
import subprocess
import tempfile
import threading
from dataclasses import dataclass, field
from typing import Any, Sequence

from engine import games
from engine.errors import CardaviaError
from engine.protocol import PROTOCOL
from engine.record import move_from_json, move_to_json, start_from_json

from . import clauses as cl
from .situations import Tagger, move_tags
from .suite import ANSWER, Case, compare, spec_fingerprint

SHRINK_BUDGET = 3000      # extra requests spent looking for shortest prefixes
STARTUP_TIMEOUT = 30.0    # seconds the engine may take to answer the handshake


class ProtocolError(Exception):
    """The engine could not be run, crashed, hung or wrote something that is not an answer."""


class EngineProcess:
    """The engine under test, one JSON object per line each way."""

    def __init__(self, argv: Sequence[str], timeout: float) -> None:
        self.timeout = timeout
        self.stderr = tempfile.TemporaryFile()
        try:
            self.proc = subprocess.Popen(list(argv), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=self.stderr, text=True, encoding="utf-8", errors="replace",
                                         bufsize=1)
        except OSError as exc:
            self.stderr.close()
            raise ProtocolError(f"cannot start the engine {argv[0]!r}: {exc.strerror or exc}") from None
        self.lines: queue.Queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def _stderr_tail(self) -> str:
        self.stderr.seek(0)
        tail = self.stderr.read()[-400:].decode("utf-8", "replace").strip()
        return f"; its stderr ends: {tail}" if tail else ""

    def _gone(self, what: str) -> ProtocolError:
        try:
            code = self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            code = None
        status = "" if code is None else f" (exit code {code})"
        return ProtocolError(f"the engine {what}{status}{self._stderr_tail()}")

    def ask(self, request: dict, timeout: float | None = None) -> dict:
        try:
            self.proc.stdin.write(json.dumps(request, ensure_ascii=False) + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise self._gone(f"stopped reading before request {request.get('id') or request['type']!r}") from None
        try:
            line = self.lines.get(timeout=timeout or self.timeout)
        except queue.Empty:
            raise ProtocolError(f"the engine did not answer {request.get('id') or request['type']!r} "
                                f"within {timeout or self.timeout:g} s") from None
        if line is None:
            raise self._gone(f"exited before answering {request.get('id') or request['type']!r}")
        try:
            reply = json.loads(line)
        except json.JSONDecodeError:
            raise ProtocolError(f"the engine wrote something that is not JSON: {line.strip()[:120]!r}") from None
        if not isinstance(reply, dict):
            raise ProtocolError(f"the engine's answer is not a JSON object: {line.strip()[:120]!r}")
        if "id" in request and reply.get("id") != request["id"]:
            raise ProtocolError(f"the engine answered {reply.get('id')!r} to request {request['id']!r}")
        return reply

    def close(self) -> None:
        if self.proc.poll() is None:
            try:
                self.proc.stdin.write(json.dumps({"type": "bye"}) + "\n")
                self.proc.stdin.close()
                self.proc.wait(timeout=2)
            except (OSError, subprocess.TimeoutExpired):
                self.proc.kill()
                self.proc.wait()
        self.stderr.close()


@dataclass
class Outcome:
    """One case run: ``pass``, ``fail`` or ``skip`` (a game the engine does not play)."""

    case: Case
    where: str
    status: str
    received: Any = None
    diff: dict | None = None
    clauses: list[str] = field(default_factory=list)    # the clauses the failure points at
    prefix: dict | None = None                          # shortest record prefix that shows it
    prefix_diff: dict | None = None

    def to_json(self) -> dict:
        out = {"id": self.case.id, "kind": self.case.kind, "game": self.case.game, "status": self.status,
               "where": self.where, "clauses": self.case.clauses}
        if self.status == "fail":
            out.update({"failing_clauses": self.clauses, "expected": self.case.expected(),
                        "received": self.received, "diff": self.diff})
            if self.prefix is not None:
                out["shortest_prefix"] = {"moves": len(self.prefix["moves"]), "record": self.prefix,
                                          "diff": self.prefix_diff}
        return out


@dataclass
class Report:
    engine: str
    engine_name: str | None
    games: list[str]
    outcomes: list[Outcome]
    error: str | None = None
    total: int = 0
    notes: list[str] = field(default_factory=list)

    @property
    def failures(self) -> list[Outcome]:
        return [o for o in self.outcomes if o.status == "fail"]

    @property
    def exit_code(self) -> int:
        if self.error is not None:
            return 2
        return 1 if self.failures else 0

    def per_clause(self) -> dict[str, tuple[int, int, int]]:
        """clause → (cases passed, cases run, failures that point at it) over the cases run."""
        out: dict[str, list[int]] = {}
        for o in self.outcomes:
            if o.status == "skip":
                continue
            for cid in o.case.clauses:
                row = out.setdefault(cid, [0, 0, 0])
                row[1] += 1
                row[0] += o.status == "pass"
            for cid in o.clauses:
                out.setdefault(cid, [0, 0, 0])[2] += 1
        return {cid: tuple(row) for cid, row in sorted(out.items())}


TURN_TAGS = ("turn", "first_lead", "winner_leads", "lead")


def blame(game_id: str, tags: list[str], diff: dict, expected: list) -> list[str]:
    """The situation tags that explain why legal moves differ at a position tagged ``tags``:
    a wrong seat blames who is to play; wrong Cìcera moves the capture rules they touch; a
    position under the King rule that rule; otherwise every tag of the position."""
    if "error" in diff:
        return tags
    wrong = [m for m in diff.get("missing", []) + diff.get("extra", []) if isinstance(m, dict)]
    seats = {m.get("seat") for m in expected}
    if any(m.get("seat") not in seats for m in wrong):
        return [t for t in tags if t in TURN_TAGS] or tags
    if games.load(game_id).spec.family == "fishing":
        named = [t for m in wrong for t in move_tags(games.load(game_id), m)]
        return list(dict.fromkeys(named)) or tags
    if "king_rule" in tags:
        return ["king_rule"]
    return tags


@dataclass
class Divergence:
    """The first position of a deal where the engine's legal moves differ from ours."""

    moves: int
    diff: dict
    tags: list[str]


def failing_clauses(case: Case, diff: dict, first: Divergence | None) -> list[str]:
    """The clauses a failure points at: for results the sources that differ, for legal moves
    what :func:`blame` finds at the case's position or at the first position that differs."""
    if case.game not in cl.SITUATIONS or case.kind == "example":
        return case.clauses
    named: list[str] = []
    if case.kind == "result":
        named += cl.for_sources(case.game, diff.get("breakdown", {}))
        if "points" in diff or "winner" in diff:
            named += cl.for_totals(case.game)
    elif "error" not in diff:
        named += cl.for_situations(case.game, blame(case.game, case.situations, diff, case.expected()))
    if first is not None and ("error" in diff or case.kind == "result"):
        named += cl.for_situations(case.game, first.tags)
    return list(dict.fromkeys(named)) or case.clauses


class Shrinker:
    """Finds, per deal, the first position where the engine's legal moves differ from ours."""

    def __init__(self, engine: EngineProcess, budget: int = SHRINK_BUDGET) -> None:
        self.engine = engine
        self.budget = budget
        self.first: dict[tuple[str, str], Divergence | None] = {}

    def shortest(self, case: Case) -> Divergence | None:
        """The first divergence of the case's deal up to the case's own position."""
        key = (case.game, case.deal or case.id)
        moves = case.record["moves"]
        if key in self.first:
            found = self.first[key]
            if found is not None:
                return found if found.moves <= len(moves) else None
        found = self._scan(case)
        self.first[key] = found
        return found

    def _scan(self, case: Case) -> Divergence | None:
        game = games.load(case.game)
        moves = case.record["moves"]
        try:
            state = start_from_json(game, case.record)
        except (CardaviaError, KeyError, TypeError):
            return None
        tagger = Tagger(game, case.record)
        for k in range(len(moves) + 1):
            if self.budget <= 0 or game.is_over(state):
                return None
            self.budget -= 1
            legal = game.legal_moves(state)
            tags = tagger.position(state, legal)
            probe = Case(id=f"{case.id}@{k}", kind="legal-moves", game=case.game, clauses=[], situations=tags,
                         record={**case.record, "moves": moves[:k]},
                         expect={"moves": [move_to_json(game, m) for m in legal]})
            diff = _diff(probe, self.engine.ask(probe.request()))
            if diff is not None:
                return Divergence(k, diff, blame(case.game, tags, diff, probe.expected()))
            if k < len(moves):
                try:
                    game.apply(state, move_from_json(game, moves[k]))
                except (CardaviaError, KeyError, TypeError):
                    return None
        return None


def _diff(case: Case, reply: dict) -> dict | None:
    if "error" in reply:
        return {"error": reply["error"]}
    return compare(case, reply.get(ANSWER[case.kind]))


def run(argv: Sequence[str], cases: list[tuple[str, int, Case]], manifest: dict, timeout: float = 10.0,
        progress=None) -> Report:
    """Run every case against the engine started by ``argv``."""
    report = Report(" ".join(argv), None, [], [], total=len(cases))
    try:
        engine = EngineProcess(argv, timeout)
    except ProtocolError as exc:
        report.error = str(exc)
        return report
    try:
        hello = engine.ask({"type": "hello", "protocol": PROTOCOL}, max(timeout, STARTUP_TIMEOUT))
        if hello.get("type") != "hello" or not isinstance(hello.get("games"), list):
            raise ProtocolError(f"the engine's first answer is not a hello with its games: {json.dumps(hello)[:120]}")
        if hello.get("protocol") != PROTOCOL:
            raise ProtocolError(f"the engine speaks {hello.get('protocol')!r}, not {PROTOCOL!r}")
        report.engine_name = str(hello.get("engine")) if hello.get("engine") is not None else None
        report.games = [g for g in hello["games"] if isinstance(g, str)]
        in_suite = {c.game for _, _, c in cases}
        if in_suite and not in_suite & set(report.games):
            raise ProtocolError(f"the engine plays none of the suite's games ({', '.join(sorted(in_suite))})")
        ours = set(games.available())
        stale = {g for g in in_suite & ours if manifest.get("games", {}).get(g, {}).get("spec_fingerprint")
                 not in (None, spec_fingerprint(g))}
        for g in sorted(stale):
            report.notes.append(f"{g}: the suite was exported from another version of the spec; "
                                "shortest prefixes are not searched")
        shrinker = Shrinker(engine)
        for n, (path, line, case) in enumerate(cases, 1):
            where = f"{path}:{line}"
            if case.game not in report.games:
                report.outcomes.append(Outcome(case, where, "skip"))
                if progress is not None:
                    progress(n)
                continue
            reply = engine.ask(case.request())
            received = reply["error"] if "error" in reply else reply.get(ANSWER[case.kind])
            diff = _diff(case, reply)
            if diff is None:
                report.outcomes.append(Outcome(case, where, "pass"))
            else:
                first = None
                if case.record is not None and case.game in ours and case.game not in stale:
                    first = shrinker.shortest(case)
                out = Outcome(case, where, "fail", received, diff, failing_clauses(case, diff, first))
                if first is not None:
                    out.prefix = {**case.record, "moves": case.record["moves"][:first.moves]}
                    out.prefix_diff = first.diff
                elif case.kind == "result":
                    out.prefix, out.prefix_diff = case.record, diff
                report.outcomes.append(out)
            if progress is not None:
                progress(n)
    except ProtocolError as exc:
        report.error = str(exc)
    finally:
        engine.close()
    return report
