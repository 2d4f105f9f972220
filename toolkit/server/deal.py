"""A deal between one human seat and AI seats, rebuilt from its seed and its moves.

A :class:`Deal` holds no engine state between requests: the seed gives the deal, and each move
is stored as its index in the legal moves of its turn, so replaying the list gives the state
back exactly (a few milliseconds even for Minchiate). The AI's choices are drawn from a random
source fixed by the seed and the move number, so a seeded deal is reproducible.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass, field

from engine import agents, compiled
from engine.errors import CardaviaError, IllegalMove
from engine.paths import game_ids
from engine.record import initial_json, make_record, move_from_json
from engine.simulate import deal_rng

HUMAN = 0
# Levels named for players, offered on the Table when the engine has them (engine.agents); with
# none of them, every agent of the registry is offered under its own name, the random one last.
PLAYER_LEVELS = ("easy", "strong")
LAST = "random"


class DealError(CardaviaError):
    """A request the deal cannot take: ``status`` is the HTTP status the service answers."""

    def __init__(self, message: str, status: int = 422) -> None:
        super().__init__(message)
        self.status = status


@functools.cache
def agent_names(game_id: str) -> tuple[str, ...]:
    """Every agent of the engine's registry (``engine.agents``) that can play this game."""
    game = compiled.load(game_id)
    out = []
    for name in agents.AGENT_NAMES:
        try:
            agents.make_agent(name, game)
        except ValueError:
            continue
        out.append(name)
    return tuple(out)


def levels(game_id: str) -> list[str]:
    """The AI levels offered for this game, easiest first (any agent name is accepted too)."""
    names = agent_names(game_id)
    named = [n for n in PLAYER_LEVELS if n in names]
    return named or sorted(names, key=lambda n: n == LAST)


def default_level(game_id: str) -> str:
    return levels(game_id)[0]


def _key(move) -> tuple:
    """A move with its captured cards as a set: two orders of one capture are one move."""
    take = getattr(move, "take", None)
    return (*move[:2], frozenset(take)) if take is not None else tuple(move)


@dataclass
class Deal:
    """``moves`` are indices into ``game.legal_moves`` at each turn, from the first move on."""

    game_id: str
    lang: str
    level: str
    seed: int
    deal_id: str
    moves: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.game_id not in game_ids():
            raise DealError(f"unknown game {self.game_id!r} (known: {', '.join(game_ids())})", 404)
        if self.level not in agent_names(self.game_id):
            raise DealError(f"unknown level {self.level!r} for {self.game_id} "
                            f"(known: {', '.join(agent_names(self.game_id))})")
        self.game = compiled.load(self.game_id)   # the engine from the cache when it is fresh
        self.state = self.game.deal(deal_rng(self.seed, 0))
        self.initial = initial_json(self.game, self.state)
        self._options = None
        legal, apply = self.game.legal_moves, self.game.apply
        for number, index in enumerate(self.moves, 1):
            options = legal(self.state)
            if not 0 <= index < len(options):
                raise DealError(f"move {number} of this deal is not a legal move (engine changed?)", 409)
            apply(self.state, options[index], check=False)

    # ---------------------------------------------------------------- turns

    @property
    def ply(self) -> int:
        return len(self.moves)

    @property
    def over(self) -> bool:
        return self.game.is_over(self.state)

    def options(self) -> list:
        """The legal moves of the seat to play now (computed once per move)."""
        if self._options is None:
            self._options = self.game.legal_moves(self.state)
        return self._options

    def legal(self) -> list:
        """The human seat's legal moves (empty when it is not its turn)."""
        if self.over or self.state.turn != HUMAN:
            return []
        return self.options()

    def play(self, move) -> list[dict]:
        """Apply one engine move, remember its index, and return the events it caused."""
        self.moves.append(self.options().index(move))
        events = self.game.move_events(self.state, move)
        self._options = None
        return events

    def human(self, data: object) -> object:
        """The human seat's move from its record form (``{"card": "7S", "take": [...]}``;
        ``seat`` may be omitted); raises :class:`DealError` with the engine's reason."""
        if self.over:
            raise DealError("the deal is over", 409)
        if self.state.turn != HUMAN:
            raise DealError(f"it is seat {self.state.turn}'s turn, not yours", 409)
        if not isinstance(data, dict):
            raise DealError("a move must be a JSON object such as {\"card\": \"7S\"}")
        data = {"seat": HUMAN, **data}
        if data["seat"] != HUMAN or isinstance(data["seat"], bool):
            raise DealError(f"you play seat {HUMAN}, not {data['seat']!r}", 403)
        allowed = {"seat", "card", "take"} if self.game.spec.family == "fishing" else {"seat", "card", "discard", "declare"}
        unknown = sorted(set(data) - allowed)
        if unknown:
            raise DealError(f"unknown keys in the move: {', '.join(map(repr, unknown))} "
                            f"(a move has {', '.join(sorted(allowed - {'seat'}))})")
        try:
            move = move_from_json(self.game, data)
        except (KeyError, TypeError, AttributeError, ValueError):
            raise DealError(f"not a move of this game: {data!r:.120}") from None
        except CardaviaError as exc:
            raise DealError(exc.message) from None
        try:
            self.game.check(self.state, move, self.ply + 1)
        except IllegalMove as exc:
            raise DealError(f"illegal move: {exc.reason}") from None
        # The engine's own form of the move (a capture may list its cards in another order).
        key = _key(move)
        return next(m for m in self.options() if _key(m) == key)

    def ai_move(self):
        """The AI's choice for the seat to play (from its observation only)."""
        seat = self.state.turn
        agent = self.agent
        options = self.options()
        rng = random.Random(f"{self.seed}:{self.ply}")
        return agent.choose(self.game.observation(self.state, seat), options, rng)

    @functools.cached_property
    def agent(self):
        """The AI of this deal's level (one per request: agents keep nothing between moves)."""
        return agents.make_agent(self.level, self.game)

    def record(self) -> dict:
        return make_record(self.game, self.state, self.initial)
