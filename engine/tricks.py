"""Trick-taking games (Briscola, Minchiate) from one spec family, ``family: tricks``.

The spec's optional sections switch rules on: ``stock`` (draw after each trick, the face-up card
sets trumps), ``rob``/``fola``/``discard`` (robbing and discarding back to the hand size),
``declarations`` and ``combinations`` (versicole), ``excuse`` (the Matto and the King rule),
``end_bonus`` and ``resto``. The rules themselves are the functions of
``engine/tricks_primitives.py`` and ``engine/combinations.py``.

A deal goes through phases: ``discard`` (robbers, one card per move), ``declare`` (each seat in
turn declares combinations from its hand, one per move, and ends with an empty declaration),
``play`` (one card per move). Every move carries its seat.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, NamedTuple, Sequence

from . import tricks_primitives as tp
from .combinations import CombinationRules
from .errors import SpecError
from .facts import NumberList, NumberRange, RangeList, RankOrder
from .state import GameBase, Prefix, Result, deal_hidden, shuffle

if TYPE_CHECKING:
    from .cards import Deck
    from .spec import GameSpec

PLAY, DISCARD, DECLARE = "play", "discard", "declare"


def mask(cards) -> int:
    """The bit mask of a set of cards (bit ``c`` for card ``c``)."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


class TrickMove(NamedTuple):
    """``seat`` plays or discards ``card``, or declares the combination ``cards`` (``card`` -1;
    an empty declaration ends the seat's declarations)."""

    seat: int
    card: int
    action: str = PLAY
    cards: tuple[int, ...] = ()


class TrickObservation(NamedTuple):
    """What one seat may see. Other hands are not reachable from here; other players' discards
    are hidden until the Fola is shown."""

    seat: int
    team: int
    phase: str
    hand: tuple[int, ...]
    trick: tuple[tuple[int, int], ...]   # (seat, card) in playing order
    trump: int                           # suit id of trumps (see TrickGame.suit_of)
    turned_up: int | None                # the face-up trump card while it is still in the stock
    stock_size: int
    piles: tuple[tuple[int, ...], ...]
    history: tuple[TrickMove, ...]
    hand_sizes: tuple[int, ...]
    fola: tuple[int, ...]
    scored: tuple[int, ...]              # points scored so far per team
    to_discard: int
    known: tuple[int, ...] = ()          # per seat, a bit mask of the cards all know it holds
    excluded: tuple[int, ...] = ()       # per seat, a bit mask of the cards it cannot hold (voids shown)
    public: "TrickPublic | LazyPublic | tuple" = ()   # the rest of the public bookkeeping


class TrickPublic(NamedTuple):
    """The public bookkeeping of a deal that a seat's observation does not show otherwise: what
    :meth:`TrickGame.determinize` needs besides the cards."""

    dealer: int
    leader: int
    turn: int
    scored: tuple[tuple[str, tuple[int, ...]], ...]
    led_before: frozenset[int]
    to_discard: tuple[tuple[int, int], ...]
    declared: tuple[tuple[int, ...], ...]
    passed: int
    excuse_debt: int | None
    resti: tuple[tuple[str, tuple[int, ...]], ...]
    lead: int
    last_winner: int | None
    tricks_won: tuple[int, ...]


class LazyPublic:
    """An observation's :class:`TrickPublic`, built when first read (only a search reads it):
    greedy and random play never pay for it. It describes the state as it was when the
    observation was made, so reading it after a move has been applied is an error."""

    __slots__ = ("_game", "_state", "_moves", "_snapshot")

    def __init__(self, game: "TrickGame", state: "TrickState") -> None:
        self._game, self._state, self._moves, self._snapshot = game, state, len(state.history), None

    def snapshot(self) -> TrickPublic:
        if self._snapshot is None:
            if len(self._state.history) != self._moves:
                raise RuntimeError("the observation is stale: its deal has moved on since it was made")
            self._snapshot = self._game.public(self._state)
        return self._snapshot

    def __getattr__(self, name: str):
        return getattr(self.snapshot(), name)

    def __eq__(self, other) -> bool:
        other = other.snapshot() if isinstance(other, LazyPublic) else other
        return self.snapshot() == other

    def __hash__(self) -> int:
        return hash(self.snapshot())


class TrickState:
    """A deal in progress. Mutable; the engine's methods are the only writers."""

    __slots__ = ("dealer", "leader", "phase", "turn", "hands", "trick", "trick_seats", "stock", "trump",
                 "piles", "scored", "history", "led_before", "fola", "to_discard", "declared",
                 "declarable", "passed", "excuse_debt", "resti", "lead", "last_winner", "tricks_won",
                 "over", "initial", "totals", "known", "excluded", "suits")

    def __init__(self, dealer: int, leader: int, hands: list[list[int]], n_teams: int, sources: Sequence[str]) -> None:
        self.dealer = dealer
        self.leader = leader
        self.phase = PLAY
        self.turn = leader
        self.hands = hands
        self.trick: list[int] = []
        self.trick_seats: list[int] = []
        self.stock: list[int] = []
        self.trump = -1
        self.piles: list[list[int]] = [[] for _ in range(n_teams)]
        self.scored: dict[str, list[int]] = {s: [0] * n_teams for s in sources}
        self.totals = [0] * n_teams   # the sum over ``scored`` per team, kept for observations
        self.history: list[TrickMove] = []
        self.led_before: set[int] = set()
        self.fola: list[int] = []
        self.to_discard: dict[int, int] = {}
        self.declared: list[list[int]] = [[] for _ in range(n_teams)]   # scores of declared combinations
        self.declarable: dict[int, list[tuple[int, ...]]] = {}
        self.passed = 0
        self.excuse_debt: int | None = None
        self.resti = {"resti_play": [0] * n_teams, "resti_end": [0] * n_teams}
        self.lead = 0            # team 0's points minus team 1's, less the resti already counted
        self.last_winner: int | None = None
        self.tricks_won = [0] * n_teams
        self.over = False
        self.initial: dict = {}
        # What everybody knows of each hand, as bit masks of cards: cards shown in it (robbed,
        # exposed, declared, the face-up trump drawn) and cards it cannot hold (voids revealed).
        self.known = [0] * len(hands)
        self.excluded = [0] * len(hands)
        # Each hand by suit (tp.hand_by_suit) once play starts, in games whose follow rule, King
        # rule or excuse asks which suits a hand holds; kept as cards are played and drawn.
        self.suits: list[list[list[int]]] = []


PLAY_SOURCES = ("robbed", "exposed", "fola", "declared", "morti")
END_SOURCES = ("card_points", "combinations", "declared_end", "last_trick", "beyond_cards")


class TrickGame(GameBase):
    """The engine for ``family: tricks`` specs."""

    def __init__(self, spec: GameSpec, deck: Deck) -> None:
        super().__init__(spec, deck)
        n_suits = len(deck.suits)
        suit_ids = {s.code: i for i, s in enumerate(deck.suits)}
        self.TRUMPS = n_suits
        self.suit_names = [s.english for s in deck.suits] + ["trumps"]
        self.suit_of = tuple(suit_ids[s] if s is not None else (n_suits if k == "trump" else tp.EXCUSE)
                             for s, k in zip(deck.suit, deck.kind))
        tricks = spec.tricks
        order = (lambda _s: tricks.rank_order) if tricks.rank_order else deck.rank_order
        if tricks.rank_order and sorted(tricks.rank_order) != sorted(r.code for r in deck.ranks):
            raise SpecError(f"tricks.rank_order must list each rank of {deck.id} once", str(spec.source))
        self.strength = tp.rank_strength(deck.rank, deck.suit, order, deck.number)
        self.value, self.value_in_combination = self._points(spec.points, deck)
        self.is_trump = tuple(s == n_suits for s in self.suit_of)
        self.follow = tp.FOLLOW_RULES[tricks.follow]
        self._reveals = self.follow is not tp.any_card   # a play can show a void
        self.excuse = deck.kind.index("excuse") if spec.excuse else None
        self.king_of: dict[int, int] = {}
        if spec.excuse and spec.excuse.king_rule:
            self.king_of = {suit_ids[s.code]: deck.parse(f"R{s.code}") for s in deck.suits}
        self.robbable = ()
        if spec.rob:
            above = spec.rob.trumps_above
            self.robbable = tuple(v > 0 or (n is not None and n > above) for v, n in zip(self.value, deck.number))
        self.fola_trump = deck.trump_index[spec.fola.also_take] if spec.fola else None
        self.protected = deck.trump_index[spec.discard.never_trump] if spec.discard else None
        self.only_zero_point = spec.discard.only_zero_point if spec.discard else True
        self.combos = (CombinationRules(spec.combinations, deck, self.value_in_combination)
                       if spec.combinations else None)
        self.resto_unit = spec.resto.unit if spec.resto else None
        self.sources = (PLAY_SOURCES + END_SOURCES) if spec.resto else ("card_points",)
        self.n_tricks = len(deck) // spec.players if spec.stock else spec.deal.hand
        self._moves = [[TrickMove(s, c) for c in range(len(deck))] for s in range(spec.players)]
        # The cards the Fola may hold before it is shown: no counting card (the dealer takes
        # them), and discards are zero-point cards other than the protected trump.
        self.fola_pool = mask(c for c, v in enumerate(self.value)
                              if v == 0 and c not in (self.fola_trump, self.protected))
        self.suit_mask = [mask(c for c, s in enumerate(self.suit_of) if s == suit) for suit in range(n_suits + 1)]
        self._simple = self.excuse is None and self.resto_unit is None
        self._by_suit = self._reveals or bool(self.king_of) or self.excuse is not None   # keep state.suits
        self._next = tuple((s + 1) % spec.players for s in range(spec.players))
        self._order = [tuple((s + k) % spec.players for k in range(spec.players)) for s in range(spec.players)]
        # tp.card_key of every card as one int (-1: cannot win), by trump suit and suit led (the
        # excuse's row last): the trick winner's rule as look-up tables.
        self._key_tables = [[self._keys(trump, led) for led in [*range(n_suits + 1), tp.EXCUSE]]
                            for trump in range(n_suits + 1)]
        self._draw_order = [tp.draw_order(w, spec.players) for w in range(spec.players)]

    @staticmethod
    def _points(table, deck: Deck) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Per-card points, and per-card points inside a combination."""
        by_number = {n: t.points for t in table.trumps for n in t.members()}
        value = []
        for card in deck.cards:
            if card.code in table.cards:
                value.append(table.cards[card.code])
            elif card.number is not None:
                value.append(by_number.get(card.number, 0))
            elif card.suit is not None:
                value.append(table.ranks.get(card.rank, 0))
            else:
                value.append(0)
        in_combo = [table.in_combination.get(n, v) if n is not None else v for v, n in zip(value, deck.number)]
        return tuple(value), tuple(in_combo)

    def extra_facts(self) -> dict:
        """Derived facts for clause templates: ``points.total``, ``points.half``, ``points.<rank>``,
        ``rank_order``, ``tricks.count``, ``trumps.high/low``, ``values.*``, ``runs.*``,
        ``combos.*``, ``<wildcard id>.bonus_per_combination``, ``bonus.*`` and ``resto.*``."""
        spec, deck = self.spec, self.deck
        total = sum(self.value)
        out: dict = {"points.total": total, "points.half": total // 2, "values.total": total,
                     "tricks.count": self.n_tricks}
        for rank, pts in spec.points.ranks.items():
            out[f"points.{rank}"] = pts
        for entry in spec.points.trumps:
            out[f"values.{entry.id}"] = (NumberList(tuple(entry.numbers)) if entry.numbers is not None
                                         else NumberRange(entry.low, entry.high))
        for number, pts in spec.points.in_combination.items():
            out[f"values.in_combination.{number}"] = pts
        if spec.tricks.rank_order:
            out["rank_order"] = RankOrder(tuple(spec.tricks.rank_order))
        numbers = [n for n in deck.number if n is not None]
        if numbers:
            out["trumps.high"], out["trumps.low"] = max(numbers), min(numbers)
        combos = spec.combinations
        if combos is not None:
            out["runs.min_length"] = combos.runs.min_length
            out["runs.ranges"] = RangeList(tuple(NumberRange(lo, hi) for lo, hi in combos.runs.ranges))
            for s in combos.sets:
                out[f"combos.{s.id}"] = NumberList(tuple(s.trumps))
                members = [deck.trump_index[n] for n in s.trumps] + self.cards(s.cards)
                out[f"combos.{s.id}_value"] = self.combos.score(members)
            if combos.wildcard is not None:
                out[f"{combos.wildcard.id}.bonus_per_combination"] = combos.wildcard.bonus_per_combination
        end = spec.end_bonus
        if end is not None:
            out["bonus.last_trick"] = end.last_trick
            out["bonus.per_card"] = end.per_card
            if end.cards_beyond is not None:
                out["bonus.cards_beyond"] = end.cards_beyond
        if spec.resto is not None:
            out["resto.unit_plus_one"] = spec.resto.unit + 1
            out["resto.two_units"] = 2 * spec.resto.unit
        return out

    def cards(self, codes: str | Sequence[str]) -> list[int]:
        """Card indices from codes (a list, or one string separated by spaces)."""
        if isinstance(codes, str):
            codes = codes.split()
        return [self.deck.parse(c) for c in codes]

    # ------------------------------------------------------------ dealing

    def deal(self, rng: random.Random) -> TrickState:
        """Shuffle and deal a new hand with a random dealer."""
        cards = list(range(len(self.deck)))
        shuffle(cards, rng)
        dealer = rng.randrange(self.players)
        leader = self.first_player(dealer, rng)
        if self.spec.stock:
            h = self.spec.deal.hand
            n = self.players * h
            hands = [cards[i * h:(i + 1) * h] for i in range(self.players)]
            return self._start(dealer, leader, hands, tp.stock_with_turn_up_last(cards[n + 1:], cards[n]))
        return self.start_from_pack(dealer, cards, leader)

    def _new_state(self, dealer: int, leader: int, hands: list[list[int]]) -> TrickState:
        return TrickState(dealer, leader, hands, self.n_teams, self.sources)

    def start(self, dealer: int, leader: int, hands: list[list[int]], stock: list[int]) -> TrickState:
        """A stock game's deal: hands, and the stock whose last card is the face-up trump."""
        return self._start(dealer, leader, [list(h) for h in hands], list(stock))

    def _start(self, dealer: int, leader: int, hands: list[list[int]], stock: list[int]) -> TrickState:
        """:meth:`start` with lists the state may keep."""
        state = self._new_state(dealer, leader, hands)
        state.stock = stock
        state.trump = self.suit_of[stock[-1]]
        self._sort_hands(state)
        state.initial = {"dealer": dealer, "leader": leader, "hands": [self.deck.codes(h) for h in hands],
                         "stock": self.deck.codes(stock)}
        return state

    def start_from_pack(self, dealer: int, pack: Sequence[int], leader: int | None = None) -> TrickState:
        """Cut, rob, deal and rob again from the pack (top card first). All automatic: the
        decisions left are the robbers' discards, the declarations and the plays. ``leader`` is
        needed only when the first player is random."""
        spec, n = self.spec, self.players
        pack = list(pack)
        if leader is None:
            leader = self.first_player(dealer)
        state = self._new_state(dealer, leader, [[] for _ in range(n)])
        state.trump = self.TRUMPS
        state.initial = {"dealer": dealer, "pack": self.deck.codes(pack)}
        if spec.deal.first_player == "random":
            state.initial["leader"] = leader
        right = (dealer + 1) % n
        rob, value = spec.rob, self.value
        cutter = (dealer - 1) % n
        robbed: list[int] = []
        if rob and "cutter" in rob.robbers:
            k = tp.rob_run(pack[::-1], self.robbable, rob.cap)
            robbed = pack[len(pack) - k:][::-1]
            pack = pack[:len(pack) - k]
        packets = ((spec.deal.first_packet, spec.deal.second_packet) if spec.deal.first_packet
                   else (spec.deal.hand,))
        pos = 0
        for size in packets:
            for k in range(n):
                state.hands[(right + k) % n].extend(pack[pos:pos + size])
                pos += size
        remainder = pack[pos:]
        self._score(state, "robbed", self.team_of[cutter], tp.card_points(robbed, value))
        state.hands[cutter].extend(robbed)
        state.known[cutter] |= mask(robbed)
        if spec.deal.expose == "dealer_last":
            exposed = state.hands[dealer][spec.deal.hand - 1]
            self._score(state, "exposed", self.team_of[dealer], value[exposed])
            state.known[dealer] |= 1 << exposed
        dealer_extra = 0
        if rob and "dealer" in rob.robbers:
            k = tp.rob_run(remainder, self.robbable, rob.cap)
            self._score(state, "robbed", self.team_of[dealer], tp.card_points(remainder[:k], value))
            state.hands[dealer].extend(remainder[:k])
            state.known[dealer] |= mask(remainder[:k])
            remainder = remainder[k:]
            dealer_extra = k
        if spec.fola:
            taken = tp.fola_taken(remainder, value, self.fola_trump)
            self._score(state, "fola", self.team_of[dealer], tp.card_points(taken, value))
            state.hands[dealer].extend(taken)
            state.known[dealer] |= mask(taken)
            remainder = [c for c in remainder if c not in taken]
            dealer_extra += len(taken)
        state.fola = remainder
        if spec.discard and spec.discard.back_to_hand:
            state.to_discard = {s: k for s, k in ((cutter, len(robbed)), (dealer, dealer_extra)) if k}
        self._next_setup_phase(state)
        return state

    def _next_setup_phase(self, state: TrickState) -> None:
        if state.to_discard:
            state.phase = DISCARD
            state.turn = next(iter(state.to_discard))
        elif self.spec.declarations and self.spec.declarations.before_play and state.passed < self.players:
            state.phase = DECLARE
            state.turn = (state.leader + state.passed) % self.players
            self._open_declarations(state, state.turn)
        else:
            state.phase = PLAY
            state.turn = state.leader
            self._sort_hands(state)

    def _sort_hands(self, state: TrickState) -> None:
        """``state.suits`` from the hands, when play starts (only games that read it)."""
        if self._by_suit:
            state.suits = [tp.hand_by_suit(h, self.suit_of, self.TRUMPS + 1) for h in state.hands]

    def _open_declarations(self, state: TrickState, seat: int) -> None:
        state.declarable[seat] = [tuple(sorted(c.cards)) for c in self.combos.form(state.hands[seat])]

    # ------------------------------------------------------------ scoring events

    def _score(self, state: TrickState, source: str, team: int, points: int) -> None:
        """A scoring event; with resti, a lead of a unit or more is converted at once."""
        if not points:
            return
        state.scored[source][team] += points
        state.totals[team] += points
        unit = self.resto_unit
        if unit is None:
            return
        side, resti, state.lead = tp.settle_lead(state.lead + (points if team == 0 else -points), unit)
        if resti:
            state.resti["resti_play"][side] += resti

    def declared_score(self, hand: Sequence[int], cards: Sequence[int]) -> int:
        """A declared combination: its score, plus the wildcard's bonus if the hand holds it."""
        combos = self.combos
        score = sum(self.value_in_combination[c] for c in cards)
        if combos.wildcard is not None and combos.wildcard in hand and combos.wildcard not in cards:
            score += combos.wildcard_points
        return score

    # ------------------------------------------------------------ moves

    def playable(self, state: TrickState, seat: int) -> list[int]:
        """The cards ``seat`` may play to the current trick."""
        hand = state.hands[seat]
        trick = state.trick
        if not trick:
            return list(hand)
        by_suit = state.suits[seat] if state.suits else ()
        led = self.suit_of[trick[0]]
        if led == tp.EXCUSE:
            led = tp.suit_led(trick, self.suit_of)
        if self.king_of and self._king_forced(state, led, by_suit[led]):
            return [self.king_of[led]]
        options = self.follow(hand, by_suit, led, state.trump)
        if by_suit and by_suit[tp.EXCUSE] and self.excuse not in options:
            options.append(self.excuse)
        return options

    def trick_winner(self, cards: Sequence[int], trump: int) -> int:
        """The index in ``cards`` of the card that wins (so far)."""
        return tp.trick_winner(cards, self.suit_of, self.strength, trump)

    def _led(self, trick: Sequence[int]) -> int:
        led = self.suit_of[trick[0]]
        return led if led != tp.EXCUSE else tp.suit_led(trick, self.suit_of)

    def key_table(self, trump: int, led: int) -> list[int]:
        """``tp.card_key`` of every card as one int (-1 for a card that cannot win), for a
        trump suit and a suit led: the trick winner's rule as a look-up table."""
        return self._key_tables[trump][led]

    def _keys(self, trump: int, led: int) -> list[int]:
        return [-1 if k is None else k[0] * 1000 + k[1]
                for k in (tp.card_key(c, led, self.suit_of, self.strength, trump) for c in range(len(self.deck)))]

    def _king_forced(self, state: TrickState, led: int, cards: Sequence[int]) -> bool:
        """Whether the King rule makes a seat holding ``cards`` play the Re of ``led`` now."""
        king = self.king_of.get(led)
        if king is None or king not in cards or led in state.led_before:
            return False   # tp.king_rule's first and last conditions fail
        return tp.king_rule(True, state.trump in map(self.suit_of.__getitem__, state.trick), True)

    def legal_moves(self, state: TrickState) -> list[TrickMove]:
        """All moves of the seat to act."""
        if state.over:
            return []
        seat = state.turn
        if state.phase == PLAY:
            moves = self._moves[seat]
            return [moves[c] for c in self.playable(state, seat)]
        if state.phase == DISCARD:
            return [TrickMove(seat, c, DISCARD)
                    for c in tp.discardable(state.hands[seat], self.value, self.protected, self.only_zero_point)]
        return [TrickMove(seat, -1, DECLARE, cards) for cards in state.declarable[seat]] + \
            [TrickMove(seat, -1, DECLARE, ())]

    def sample_move(self, state: TrickState, rng: random.Random) -> TrickMove:
        """``legal_moves(state)[rng.randrange(n)]`` (the same move for the same random state),
        without listing the moves in play. The random agent's fast path."""
        seat = state.turn
        if state.phase == DISCARD:
            cards = tp.discardable(state.hands[seat], self.value, self.protected, self.only_zero_point)
            return TrickMove(seat, cards[rng.randrange(len(cards))], DISCARD)
        if state.phase == DECLARE:   # the combinations left, then the empty declaration
            left = state.declarable[seat]
            k = rng.randrange(len(left) + 1)
            return TrickMove(seat, -1, DECLARE, left[k] if k < len(left) else ())
        if state.phase != PLAY:
            moves = self.legal_moves(state)
            return moves[rng.randrange(len(moves))]
        trick = state.trick
        if not trick:
            hand = state.hands[seat]
            return self._moves[seat][hand[rng.randrange(len(hand))]]
        cards = self.playable(state, seat)
        return self._moves[seat][cards[rng.randrange(len(cards))]]

    def play_random(self, state: TrickState, rng: random.Random) -> None:
        """Play the deal to its end with random moves, each the one :meth:`sample_move` picks;
        in play a trick at a time, without building the moves first."""
        moves, history, hands, play = self._moves, state.history, state.hands, self._play
        below = rng._randbelow   # rng.randrange(n) for n > 0, without checking its arguments
        playable, by_suit = self.playable, self._by_suit
        while not state.over:
            if state.phase != PLAY or state.trick:   # setup moves, or a trick begun before
                self.apply(state, self.sample_move(state, rng), check=False)
                continue
            seats = self._order[state.turn]
            if by_suit:
                leader = seats[0]
                hand = hands[leader]
                card = hand[below(len(hand))]
                history.append(moves[leader][card])
                play(state, leader, card)
                if self._reveals and card != self.excuse:
                    self._follow_random(state, seats, self.suit_of[card], below)
                    continue
                for seat in seats[1:]:   # the excuse led: the suit led is the next card's
                    cards = playable(state, seat)
                    card = cards[below(len(cards))]
                    history.append(moves[seat][card])
                    play(state, seat, card)   # the last play ends the trick
                continue
            # Any card may be played and a play shows nothing: _play, the trick's plays inlined.
            trick, known = state.trick, state.known
            for seat in seats:
                hand = hands[seat]
                card = hand.pop(below(len(hand)))
                history.append(moves[seat][card])
                if known[seat]:
                    known[seat] &= ~(1 << card)
                trick.append(card)
            state.trick_seats.extend(seats)
            self._end_trick(state)

    def _follow_random(self, state: TrickState, seats: Sequence[int], led: int, below) -> None:
        """The rest of a trick led with a card of suit ``led``, each follower playing the card of
        :meth:`playable` that ``below`` picks: :meth:`_play` and :meth:`_reveal` inlined, with
        the suit led and whether the King rule may apply worked out once."""
        hands, suits, known, excluded = state.hands, state.suits, state.known, state.excluded
        trick, trick_seats, history, moves = state.trick, state.trick_seats, state.history, self._moves
        suit_of, trump, excuse, follow = self.suit_of, state.trump, self.excuse, self.follow
        king = self.king_of.get(led) if led not in state.led_before else None   # None: no King rule
        led_mask, trump_mask = self.suit_mask[led], self.suit_mask[trump]
        for seat in seats[1:]:
            hand, by_suit = hands[seat], suits[seat]
            if king is not None and self._king_forced(state, led, by_suit[led]):
                cards = [king]
            else:
                cards = follow(hand, by_suit, led, trump)
                if by_suit[tp.EXCUSE] and excuse not in cards:
                    cards.append(excuse)
            card = cards[below(len(cards))]
            history.append(moves[seat][card])
            hand.remove(card)
            suit = suit_of[card]
            by_suit[suit].remove(card)
            if suit == led:   # what the play shows (_reveal)
                if king is not None and card != king and self._king_forced(state, led, (king,)):
                    excluded[seat] |= 1 << king
            elif card != excuse:
                excluded[seat] |= led_mask if suit == trump else led_mask | trump_mask
            if known[seat]:
                known[seat] &= ~(1 << card)
            trick.append(card)
            trick_seats.append(seat)
        self._end_trick(state)

    def move_label(self, move: TrickMove) -> str:
        if move.action == DECLARE:
            return "+".join(self.deck.codes(move.cards)) or "no declaration"
        return self.deck.code(move.card) if 0 <= move.card < len(self.deck) else str(move.card)

    def check(self, state: TrickState, move: TrickMove, number: int | None = None) -> None:
        """Raise :class:`IllegalMove` unless ``move`` is legal now."""
        code = self.move_label(move)
        illegal = self._checked_turn(state, move, number, code)
        hand = state.hands[move.seat]
        if move.action != state.phase:
            if state.phase == DISCARD:
                raise illegal(f"seat {move.seat} must first discard {state.to_discard[move.seat]} more "
                              f"card(s) back to {self.spec.deal.hand}")
            if state.phase == DECLARE:
                raise illegal("declarations come first: declare a combination or end with an empty declaration")
            raise illegal(f"no {move.action} once play has started")
        if move.action == DECLARE:
            if move.cards and move.cards not in state.declarable[move.seat]:
                if any(c not in hand for c in move.cards):
                    raise illegal(f"not all of these cards are in seat {move.seat}'s hand")
                raise illegal("not a combination of this hand, or already declared")
            return
        if move.card not in hand:
            raise illegal(f"{code} is not in seat {move.seat}'s hand")
        if move.action == DISCARD:
            if move.card == self.protected:
                raise illegal(f"trump {self.spec.discard.never_trump} may never be discarded")
            if move.card not in tp.discardable(hand, self.value, self.protected, self.only_zero_point):
                raise illegal(f"only zero-point cards may be discarded ({code} is worth {self.value[move.card]})")
            return
        if move.card not in self.playable(state, move.seat):
            raise illegal(self._why_not(state, hand, move.card))

    def _why_not(self, state: TrickState, hand: Sequence[int], card: int) -> str:
        led = tp.suit_led(state.trick, self.suit_of)
        if self._king_forced(state, led, hand):
            king = self.deck.code(self.king_of[led])
            what = "the Matto may not excuse this play" if card == self.excuse else f"must play {king}"
            return (f"{what}: {self.suit_names[led]} led for the first time and trumped, so the Re "
                    f"must be played (the King rule)")
        same = [c for c in hand if self.suit_of[c] == led]
        if same:
            return f"must follow suit: {self.suit_names[led]} led and the hand holds {', '.join(self.deck.codes(same))}"
        return f"must play a trump: no {self.suit_names[led]} in hand"

    def apply(self, state: TrickState, move: TrickMove, check: bool = True) -> None:
        """Play ``move``; with ``check`` it is validated first (replays, human players)."""
        if check:
            self.check(state, move)
        state.history.append(move)
        seat = move.seat
        if move.action == PLAY:
            self._play(state, seat, move.card)
        elif move.action == DISCARD:
            state.hands[seat].remove(move.card)
            state.known[seat] &= ~(1 << move.card)
            state.fola.append(move.card)
            left = state.to_discard[seat] - 1
            if left:
                state.to_discard[seat] = left
            else:
                del state.to_discard[seat]
                self._next_setup_phase(state)
        elif move.cards:
            state.declarable[seat].remove(move.cards)
            team = self.team_of[seat]
            score = self.declared_score(state.hands[seat], move.cards)
            state.declared[team].append(score)
            state.known[seat] |= mask(move.cards)
            if score != sum(self.value_in_combination[c] for c in move.cards):
                state.known[seat] |= 1 << self.combos.wildcard   # its bonus shows the wildcard
            self._score(state, "declared", team, score)
        else:
            state.passed += 1
            self._next_setup_phase(state)

    def move_events(self, state: TrickState, move: TrickMove) -> list[dict]:
        from .record import move_to_json   # record imports the engines
        out = [{"event": {PLAY: "play", DISCARD: "discard", DECLARE: "declaration"}[move.action],
                **move_to_json(self, move)}]
        if move.action == DECLARE and move.cards:
            out[0]["points"] = self.declared_score(state.hands[move.seat], move.cards)
        trick, seats = state.trick + [move.card], state.trick_seats + [move.seat]
        self.apply(state, move)
        if move.action == PLAY and len(trick) == self.players:
            kept = [c for c in trick if c != self.excuse]   # the excuse stays with its own team
            out.append({"event": "trick", "winner": state.last_winner, "team": self.team_of[state.last_winner],
                        "cards": self.deck.codes(trick), "seats": seats,
                        "points": tp.card_points(kept, self.value)})
        return out

    def _play(self, state: TrickState, seat: int, card: int) -> None:
        state.hands[seat].remove(card)
        trick = state.trick
        suits = state.suits
        if suits:
            suit = self.suit_of[card]
            suits[seat][suit].remove(card)
            if trick and self._reveals:
                self._reveal(state, seat, card, suit)
        known = state.known
        if known[seat]:
            known[seat] &= ~(1 << card)
        trick.append(card)
        state.trick_seats.append(seat)
        if len(trick) < self.players:
            state.turn = self._next[seat]
        else:
            self._end_trick(state)

    def _reveal(self, state: TrickState, seat: int, card: int, suit: int) -> None:
        """What ``seat`` shows by playing ``card`` (of ``suit``) to the trick so far (follow suit,
        else trump): not following, a void in the suit led; not trumping either, a void in trumps;
        not playing the Re the King rule would force, that it does not hold it. The excuse shows
        nothing."""
        trick = state.trick
        led = self.suit_of[trick[0]]
        if led == tp.EXCUSE:
            led = tp.suit_led(trick, self.suit_of)
            if led == tp.EXCUSE:
                return
        if suit == led:
            king = self.king_of.get(led)
            if king is not None and card != king and self._king_forced(state, led, (king,)):
                state.excluded[seat] |= 1 << king
        elif card != self.excuse:   # a void in the suit led, its Re included
            state.excluded[seat] |= self.suit_mask[led]
            if suit != state.trump:
                state.excluded[seat] |= self.suit_mask[state.trump]

    def _end_trick(self, state: TrickState) -> None:
        """The full trick goes to its winner's team, who leads next after everybody draws."""
        trick = state.trick
        led = self.suit_of[trick[0]]
        if led < 0:   # the excuse led
            led = tp.suit_led(trick, self.suit_of)
        keys = self._key_tables[state.trump][led]
        winner = state.trick_seats[trick.index(max(trick, key=keys.__getitem__))]   # tp.trick_winner
        wteam = self.team_of[winner]
        if self._simple:
            state.piles[wteam] += trick
        else:
            self._collect(state, wteam, led)
        state.tricks_won[wteam] += 1
        state.trick = []
        state.trick_seats = []
        state.turn = state.last_winner = winner
        hands, stock = state.hands, state.stock
        if stock:
            excluded, suits = state.excluded, state.suits
            for s in self._draw_order[winner]:
                card = stock.pop(0)
                hands[s].append(card)
                if suits:
                    suits[s][self.suit_of[card]].append(card)
                excluded[s] = 0   # a void may be filled by the card drawn
            if not stock:   # the face-up trump, drawn last: everybody saw who drew it
                state.known[s] |= 1 << card
        if not hands[winner]:
            self._finish(state)

    def _collect(self, state: TrickState, wteam: int, led: int) -> None:
        """The winners take the trick, except an opponent's excuse, which stays with its team
        (owing a card at the end); the opponents' counting cards score at once (morti)."""
        team_of, excuse, trick = self.team_of, self.excuse, state.trick
        pile = state.piles[wteam]
        if excuse in trick and team_of[state.trick_seats[trick.index(excuse)]] != wteam:
            owner = team_of[state.trick_seats[trick.index(excuse)]]
            state.piles[owner].append(excuse)
            state.excuse_debt = owner
            pile += [c for c in trick if c != excuse]
        else:
            pile += trick
        if self.resto_unit is not None:
            self._score(state, "morti", wteam, tp.opponents_points(trick, state.trick_seats, team_of, wteam,
                                                                   self.value, excuse))
        if self.king_of:
            state.led_before.add(led)

    def _finish(self, state: TrickState) -> None:
        state.over = True
        state.phase = "over"
        piles, value, n_teams = state.piles, self.value, self.n_teams
        debt = state.excuse_debt
        if debt is not None:
            payment = tp.excuse_payment(piles[debt], self.excuse, value, self.is_trump)
            # A new list: observations keep views of the old one (piles otherwise only grow).
            piles[debt] = [c for c in piles[debt] if c != payment]
            piles[1 - debt].append(payment)
        if self.resto_unit is None:
            state.scored["card_points"] = [tp.card_points(p, value) for p in piles]
            state.totals = list(map(sum, zip(*state.scored.values())))
            return
        end = self.spec.end_bonus
        declared_again = self.spec.declarations and self.spec.declarations.score_again_at_end
        for t in range(n_teams):
            self._add(state, "card_points", t, tp.card_points(piles[t], value))
            if self.combos is not None:
                self._add(state, "combinations", t, self.combos.score(piles[t]))
            if declared_again:
                self._add(state, "declared_end", t, sum(state.declared[t]))
            if end and end.cards_beyond is not None:
                self._add(state, "beyond_cards", t, tp.cards_beyond(len(piles[t]), end.cards_beyond, end.per_card))
        if end and end.last_trick:
            bonus = tp.last_trick_bonus(self.team_of[state.last_winner], end.last_trick, n_teams)
            for t in range(n_teams):
                self._add(state, "last_trick", t, bonus[t])
        lead = state.lead
        state.resti["resti_end"][0 if lead > 0 else 1] += tp.resti_at_end(abs(lead), self.resto_unit)

    def _add(self, state: TrickState, source: str, team: int, points: int) -> None:
        """End-of-deal points: added to the lead, which is rounded into resti once at the end."""
        state.scored[source][team] += points
        state.totals[team] += points
        state.lead += points if team == 0 else -points

    # ------------------------------------------------------------ results

    def result(self, state: TrickState) -> Result:
        """Briscola-like: card points, the higher total wins. With resti: resti per team
        (the net decides), with every point source and the resti in the breakdown."""
        breakdown = {k: list(v) for k, v in state.scored.items()}
        if self.resto_unit is None:
            points = tuple(breakdown["card_points"])
        else:
            breakdown.update({k: list(v) for k, v in state.resti.items()})
            points = tuple(state.resti["resti_play"][t] + state.resti["resti_end"][t] for t in range(self.n_teams))
        return Result(points, tp.higher_total(points), breakdown)

    def observation(self, state: TrickState, seat: int) -> TrickObservation:
        shown = state.phase in (PLAY, "over")
        # Other players' discards stay hidden until the Fola is shown.
        history = Prefix(state.history) if shown else \
            tuple(m for m in state.history if m.action != DISCARD or m.seat == seat)
        return tuple.__new__(TrickObservation, (   # TrickObservation(...), without its Python-level __new__
            seat, self.team_of[seat], state.phase, tuple(state.hands[seat]),
            tuple(zip(state.trick_seats, state.trick)), state.trump,
            state.stock[-1] if state.stock else None, len(state.stock),
            tuple(map(Prefix, state.piles)), history, tuple(map(len, state.hands)),
            tuple(state.fola) if shown else (), tuple(state.totals), state.to_discard.get(seat, 0),
            tuple(state.known), tuple(state.excluded), LazyPublic(self, state)))

    def public(self, state: TrickState) -> TrickPublic:
        """The public bookkeeping of ``state`` that :meth:`determinize` needs besides the cards."""
        return TrickPublic(
            state.dealer, state.leader, state.turn, tuple((k, tuple(v)) for k, v in state.scored.items()),
            frozenset(state.led_before), tuple(state.to_discard.items()), tuple(map(tuple, state.declared)),
            state.passed, state.excuse_debt, tuple((k, tuple(v)) for k, v in state.resti.items()), state.lead,
            state.last_winner, tuple(state.tricks_won))

    # ------------------------------------------------------------ search

    def clone(self, state: TrickState, history: bool = True) -> TrickState:
        """An independent copy of ``state``; without ``history`` the copy records no moves (play-outs)."""
        new = TrickState.__new__(TrickState)
        new.dealer, new.leader, new.phase, new.turn = state.dealer, state.leader, state.phase, state.turn
        new.hands = [h[:] for h in state.hands]
        new.trick, new.trick_seats, new.stock = state.trick[:], state.trick_seats[:], state.stock[:]
        new.trump = state.trump
        new.piles = [p[:] for p in state.piles]
        new.scored = {k: v[:] for k, v in state.scored.items()}
        new.totals = state.totals[:]
        new.history = state.history[:] if history else []
        new.led_before = set(state.led_before)
        new.fola = state.fola[:]
        new.to_discard = dict(state.to_discard)
        new.declared = [d[:] for d in state.declared]
        new.declarable = {s: d[:] for s, d in state.declarable.items()}
        new.passed, new.excuse_debt = state.passed, state.excuse_debt
        new.resti = {k: v[:] for k, v in state.resti.items()}
        new.lead, new.last_winner, new.over = state.lead, state.last_winner, state.over
        new.tricks_won = state.tricks_won[:]
        new.initial = state.initial
        new.known, new.excluded = state.known[:], state.excluded[:]
        new.suits = [[cards[:] for cards in hand] for hand in state.suits]
        return new

    def determinize(self, obs: TrickObservation, rng: random.Random) -> TrickState:
        """A full deal consistent with everything ``obs.seat`` has seen: its hand, the cards
        played, captured and shown (robbed, exposed, declared, the face-up trump and who drew
        it), the voids revealed by not following, the Fola once shown (before, its own discards
        in it); the other cards dealt at random among the other hands, the stock and the hidden
        part of the Fola (which holds no counting card)."""
        n, seat, pub = self.players, obs.seat, obs.public
        shown = obs.phase in (PLAY, "over")
        own_discards = [] if shown else [m.card for m in obs.history if m.action == DISCARD and m.seat == seat]
        seen = mask(obs.hand) | mask(obs.fola) | mask(own_discards) | mask(c for _, c in obs.trick)
        for p in obs.piles:
            seen |= mask(p)
        if obs.turned_up is not None:
            seen |= 1 << obs.turned_up
        others = [s for s in range(n) if s != seat]
        for s in others:
            seen |= obs.known[s]
        hidden = [c for c in range(len(self.deck)) if not seen >> c & 1]
        everything = (1 << len(self.deck)) - 1
        sizes = [obs.hand_sizes[s] - obs.known[s].bit_count() for s in others]
        allowed = [everything & ~obs.excluded[s] for s in others]
        stock_hidden = obs.stock_size - (obs.turned_up is not None)
        sizes.append(stock_hidden)
        allowed.append(everything)
        sizes.append(len(hidden) - sum(sizes))   # the Fola's hidden cards
        allowed.append(self.fola_pool)
        parts = deal_hidden(hidden, sizes, allowed, rng)
        hands: list[list[int]] = [[] for _ in range(n)]
        hands[seat] = list(obs.hand)
        for s, part in zip(others, parts):
            hands[s] = [c for c in range(len(self.deck)) if obs.known[s] >> c & 1] + part
        state = self._new_state(pub.dealer, pub.leader, hands)
        state.phase, state.turn, state.trump = obs.phase, pub.turn, obs.trump
        state.trick_seats = [s for s, _ in obs.trick]
        state.trick = [c for _, c in obs.trick]
        state.stock = parts[-2] + ([obs.turned_up] if obs.turned_up is not None else [])
        state.piles = [list(p) for p in obs.piles]
        state.scored = {k: list(v) for k, v in pub.scored}
        state.totals = list(obs.scored)
        state.history = list(obs.history)
        state.led_before = set(pub.led_before)
        state.fola = list(obs.fola) if shown else own_discards + parts[-1]
        state.to_discard = dict(pub.to_discard)
        state.declared = [list(d) for d in pub.declared]
        if obs.phase == DECLARE:
            for k in range(pub.passed + 1):
                s = (pub.leader + k) % n
                done = {m.cards for m in obs.history if m.action == DECLARE and m.seat == s}
                self._open_declarations(state, s)
                state.declarable[s] = [c for c in state.declarable[s] if c not in done]
        state.passed, state.excuse_debt, state.lead = pub.passed, pub.excuse_debt, pub.lead
        state.resti = {k: list(v) for k, v in pub.resti}
        state.last_winner, state.tricks_won = pub.last_winner, list(pub.tricks_won)
        state.over = obs.phase == "over"
        state.known, state.excluded = list(obs.known), list(obs.excluded)
        if state.phase == PLAY:
            self._sort_hands(state)
        return state
