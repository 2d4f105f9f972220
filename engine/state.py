"""What every game shares: moves, results and the agent's view of a deal."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import islice
from typing import Any, Iterator, NamedTuple, Protocol, Sequence, runtime_checkable

from .primitives import FIRST_PLAYER


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


class Prefix(Sequence):
    """The first ``n`` items of a list that is only ever appended to: a snapshot taken in
    constant time (an observation's history and piles), immutable as long as the list only grows."""

    __slots__ = ("_items", "_n")

    def __init__(self, items: list, n: int | None = None) -> None:
        self._items = items
        self._n = len(items) if n is None else n

    def __len__(self) -> int:
        return self._n

    def __getitem__(self, i):
        if isinstance(i, slice):
            return tuple(self)[i]
        if i < 0:
            i += self._n
        if not 0 <= i < self._n:
            raise IndexError(i)
        return self._items[i]

    def __iter__(self):
        return islice(self._items, self._n)

    def __eq__(self, other) -> bool:
        return isinstance(other, Sequence) and len(other) == self._n and all(a == b for a, b in zip(self, other))

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return repr(tuple(self))


class Observation(NamedTuple):
    """What one seat may see: its own hand, the table, the captured piles and the history, and
    the public bookkeeping a search needs to rebuild a deal (:meth:`FishingGame.determinize`).

    Agents receive only this, never the state: other hands are not reachable from here.
    """

    seat: int
    team: int
    hand: tuple[int, ...]
    table: tuple[int, ...]
    piles: tuple[Sequence[int], ...]
    history: Sequence[Move]
    last_left: int | None
    hand_sizes: tuple[int, ...]
    dealer: int = 0
    turn: int = 0
    last_capturer: int | None = None
    bonus_points: tuple[tuple[int, ...], ...] = ()
    unclaimed: tuple[int, ...] = ()


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
    def play_random(self, state, rng: random.Random) -> None: ...
    def check(self, state, move, number: int | None = None) -> None: ...
    def apply(self, state, move, check: bool = True) -> None: ...
    def is_over(self, state) -> bool: ...
    def observation(self, state, seat: int) -> Any: ...
    def clone(self, state, history: bool = True) -> Any: ...
    def determinize(self, observation, rng: random.Random) -> Any: ...
    def result(self, state) -> Result: ...
    def move_events(self, state, move) -> list[dict]: ...
    def events(self, record: dict) -> list[dict]: ...
    def replay(self, record: dict) -> tuple[Any, Iterator[list[dict]]]: ...
    def extra_facts(self) -> dict: ...
    # Records (moves, deal headers) are read and written by engine.record, for both families.


class Unpickled:
    """Unpickled (``engine.compiled``) attribute by attribute: the object keeps the compact
    attribute storage that makes ``self.x`` fast in hot loops (a restored ``__dict__`` would not)."""

    def __setstate__(self, state: dict) -> None:
        for name, value in state.items():
            setattr(self, name, value)


class GameBase(Unpickled):
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

    def play_random(self, state, rng: random.Random) -> None:
        """Play the deal to its end with random moves: each the move :meth:`sample_move` picks."""
        sample, apply = self.sample_move, self.apply
        while not state.over:
            apply(state, sample(state, rng), check=False)

    def extra_facts(self) -> dict:
        """Facts a family derives for clause templates (beyond the spec's own)."""
        return {}

    def events(self, record: dict) -> list[dict]:
        """What happened in a recorded deal (header and ``moves`` as in ``cardavia-record/1``), in
        order: each move and what it caused (a capture with its bonuses, a trick won with its
        points, a declaration with its points), then the result. Narration and statistics read
        these instead of recomputing the rules."""
        state, steps = self.replay(record)
        out = [event for events in steps for event in events]
        out.append({"event": "result", **self.result(state).to_json()})
        return out

    def replay(self, record: dict) -> tuple[Any, Iterator[list[dict]]]:
        """The starting state of a recorded deal, and the events of each move in turn (see
        :meth:`events`); each step advances that state, so a narrator reads the position (the
        table, the piles) after the events of the move."""
        from .record import move_from_json, start_from_json   # record imports the engines

        state = start_from_json(self, record)
        return state, (self.move_events(state, move_from_json(self, raw)) for raw in record["moves"])

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


def shuffle(cards: list, rng: random.Random) -> None:
    """``rng.shuffle(cards)``, the same order for the same random state: CPython's swaps from the
    last card down, each partner drawn with ``getrandbits`` until it is below the bound, without
    a Python-level call per card. A subclass of ``random.Random`` shuffles its own way."""
    if type(rng) is not random.Random:
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        k = (i + 1).bit_length()
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


def deal_hidden(cards: Sequence[int], sizes: Sequence[int], allowed: Sequence[int], rng) -> list[list[int]]:
    """Deal ``cards`` at random into places of the given ``sizes`` (they add up to
    ``len(cards)``), each place taking only cards whose bit is set in its ``allowed`` mask.

    The most constrained cards go first, each to an allowed place with room, chosen with
    weights by room left; a dead end starts again. After a few dead ends the cards are placed
    one by one keeping Hall's condition (every set of places has room for the cards that can
    go nowhere else), which always succeeds when any deal does; failing that, the masks are
    ignored (no deal respects them)."""
    cards = list(cards)
    rng.shuffle(cards)
    n = len(sizes)
    open_places = [i for i in range(n) if sizes[i]]
    if all(allowed[i] >> c & 1 for i in open_places for c in cards):
        return _slices(cards, sizes)
    kinds = [sum(1 << i for i in open_places if allowed[i] >> c & 1) for c in cards]
    order = sorted(range(len(cards)), key=lambda i: kinds[i].bit_count())
    for _ in range(8):
        room = list(sizes)
        out: list[list[int]] = [[] for _ in range(n)]
        for i in order:
            places = [p for p in range(n) if kinds[i] >> p & 1 and room[p]]
            if not places:
                break
            p = rng.choices(places, [room[q] for q in places])[0] if len(places) > 1 else places[0]
            room[p] -= 1
            out[p].append(cards[i])
        else:
            return out
    return _deal_by_hall(cards, kinds, list(sizes), rng) or _slices(cards, sizes)


def _slices(cards: list[int], sizes: Sequence[int]) -> list[list[int]]:
    out, pos = [], 0
    for k in sizes:
        out.append(cards[pos:pos + k])
        pos += k
    return out


def _deal_by_hall(cards: list[int], kinds: list[int], room: list[int], rng) -> list[list[int]] | None:
    n = len(room)
    count: dict[int, int] = {}
    for k in kinds:
        count[k] = count.get(k, 0) + 1

    def feasible() -> bool:
        for places in range(1, 1 << n):
            need = sum(c for k, c in count.items() if k & ~places == 0)
            if need > sum(room[p] for p in range(n) if places >> p & 1):
                return False
        return True

    if not feasible():
        return None
    out: list[list[int]] = [[] for _ in range(n)]
    for card, kind in zip(cards, kinds):
        places = [p for p in range(n) if kind >> p & 1 and room[p]]
        rng.shuffle(places)
        count[kind] -= 1
        for p in places:
            room[p] -= 1
            if feasible():
                out[p].append(card)
                break
            room[p] += 1
    return out
