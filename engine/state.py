"""What every game shares: moves, results and the agent's view of a deal."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol, Sequence, runtime_checkable


class Move(NamedTuple):
    """A Cìcera-style move: ``seat`` plays ``card`` and takes ``take`` (empty: places it)."""

    seat: int
    card: int
    take: tuple[int, ...] = ()


@dataclass(frozen=True)
class Result:
    """Team points, the winning team (``None`` for a tie) and where each point came from."""

    points: tuple[int, ...]
    winner: int | None
    breakdown: dict[str, list[int]] = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"points": list(self.points), "winner": self.winner, "breakdown": self.breakdown}


class Observation(NamedTuple):
    """What one seat may see: its own hand, the table, the captured piles and the history.

    Agents receive only this, never the state: other hands are not reachable from here.
    """

    seat: int
    team: int
    hand: tuple[int, ...]
    table: tuple[int, ...]
    piles: tuple[tuple[int, ...], ...]
    history: tuple[Move, ...]
    last_left: int | None
    hand_sizes: tuple[int, ...]


@runtime_checkable
class Game(Protocol):
    """What both engine families (``FishingGame``, ``TrickGame``) offer; agents, records, pages and
    the checker rely on these members only, never on a family's internals."""

    spec: Any                       # the GameSpec
    deck: Any                       # the Deck
    players: int
    n_teams: int
    team_of: list[int]
    value: Sequence[int | None]     # per card: its value (fishing: numeral value; tricks: card points)
    excuse: int | None              # the card that may excuse any play (the Matto), if the game has one
    resto_unit: int | None          # points per resto when the deal is settled in resti, else None

    def deal(self, rng: random.Random) -> Any: ...
    def legal_moves(self, state) -> list: ...
    def sample_move(self, state, rng: random.Random) -> Any: ...
    def check(self, state, move, number: int | None = None) -> None: ...
    def apply(self, state, move, check: bool = True) -> None: ...
    def is_over(self, state) -> bool: ...
    def observation(self, state, seat: int) -> Any: ...
    def result(self, state) -> Result: ...
    def events(self, state) -> list[dict]: ...
    def extra_facts(self) -> dict: ...
    def move_to_json(self, move) -> dict: ...
    def move_from_json(self, data: dict) -> Any: ...
    def initial_json(self, state) -> dict: ...
    def start_from_json(self, data: dict) -> Any: ...


class GameBase:
    """What every engine shares: its spec, deck, seats and teams (seat → team)."""

    excuse: int | None = None
    resto_unit: int | None = None

    def __init__(self, spec, deck) -> None:
        self.spec = spec
        self.deck = deck
        self.players = spec.players
        self.team_of = [0] * spec.players
        for t, seats in enumerate(spec.teams):
            for s in seats:
                self.team_of[s] = t
        self.n_teams = len(spec.teams)

    def first_player(self, dealer: int, rng=None) -> int:
        """The seat that plays first (``deal.first_player``); ``rng`` is needed when it is random."""
        from .primitives import FIRST_PLAYER

        if rng is None and self.spec.deal.first_player == "random":
            raise ValueError("a random first player is drawn when dealing, or read from the record")
        return FIRST_PLAYER[self.spec.deal.first_player](dealer, self.players, rng)

    def is_over(self, state) -> bool:
        return state.over

    def sample_move(self, state, rng: random.Random):
        """``legal_moves(state)[rng.randrange(n)]``: the random agent's move (a family may list
        fewer moves to find the same one)."""
        moves = self.legal_moves(state)
        return moves[rng.randrange(len(moves))]

    def extra_facts(self) -> dict:
        """Facts a family derives for clause templates (beyond the spec's own)."""
        return {}

    def events(self, record: dict) -> list[dict]:
        """What happened in a recorded deal (header and ``moves`` as in ``cardavia-record/1``), in
        order: each move and what it caused (a capture with its bonuses, a trick won with its
        points, a declaration with its points), then the result. Narration reads these instead of
        recomputing the rules."""
        state = self.start_from_json(record)
        out: list[dict] = []
        for raw in record["moves"]:
            move = self.move_from_json(raw)
            out.extend(self.move_events(state, move))
        out.append({"event": "result", **self.result(state).to_json()})
        return out

    def move_events(self, state, move) -> list[dict]:
        """Apply ``move`` (checked) and return the events it caused (see :meth:`events`)."""
        raise NotImplementedError

    def _checked_turn(self, state, move, number: int | None, label: str):
        """Raise unless the deal goes on and it is ``move.seat``'s turn; return the function that
        builds this move's :class:`IllegalMove` for the family's own checks."""
        from .errors import IllegalMove

        number = number or len(state.history) + 1

        def illegal(reason: str) -> IllegalMove:
            return IllegalMove(number, move.seat, label, reason)

        if state.over:
            raise illegal("the deal is over")
        if move.seat != state.turn:
            raise illegal(f"it is seat {state.turn}'s turn")
        return illegal
