"""Fishing games (Cìcera): capture table cards by rank or by sum, bonuses, end-of-deal awards.

The class compiles a :class:`GameSpec` once (primitive look-ups, team tables) so that the
per-move work is a few list operations.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Sequence

from . import primitives as prim
from .state import GameBase, Move, Observation, Prefix, Result, deal_hidden, shuffle
from .tricks_primitives import higher_total

if TYPE_CHECKING:
    from .cards import Deck
    from .spec import GameSpec


class FishingState:
    """A deal in progress. Mutable; the engine's methods are the only writers."""

    __slots__ = ("dealer", "turn", "hands", "table", "piles", "bonus_points", "last_capturer",
                 "last_left", "history", "unclaimed", "over", "by_rank", "by_value", "numerals", "sets")

    def __init__(self, dealer: int, first: int, hands: list[list[int]], table: list[int],
                 n_teams: int, n_bonuses: int) -> None:
        self.dealer = dealer
        self.turn = first
        self.hands = hands
        self.table = table
        self.piles: list[list[int]] = [[] for _ in range(n_teams)]
        self.bonus_points = [[0] * n_teams for _ in range(n_bonuses)]
        self.last_capturer: int | None = None
        self.last_left: int | None = None
        self.history: list[Move] = []
        self.unclaimed: list[int] = []
        self.over = False
        # The table indexed by rank (FishingGame.rank_id) and by numeral value (in table order),
        # kept up to date by FishingGame.apply so that move generation never rescans the table.
        self.by_rank: list[list[int]] = []
        self.by_value: dict[int, list[int]] = {}
        self.numerals = 0   # how many numerals of each value are on the table, in unary (FishingGame._sums)
        # sets[k][d]: how many sets of k table numerals add up to d; the last row counts the sets
        # of min_cards numerals or more, the captures by sum (FishingGame._count_add); all zero
        # in a game without captures by sum.
        self.sets: list[list[int]] = []


class FishingGame(GameBase):
    """The engine for ``family: fishing`` specs."""

    def __init__(self, spec: GameSpec, deck: Deck) -> None:
        super().__init__(spec, deck)
        cap = spec.capture
        self.by_rank = cap.by_rank
        self.min_sum_cards = cap.by_sum.min_cards if cap.by_sum else None
        self.optional = cap.optional
        self.to_pile = cap.played_card_to_pile
        ranks = {r: i for i, r in enumerate(dict.fromkeys(deck.rank))}
        self.rank_id = tuple(ranks[r] for r in deck.rank)
        self._no_ranks = ((),) * len(ranks)   # the table by rank when no capture goes by rank
        self.bonuses = []
        for b in spec.bonuses:
            _, rule, param = prim.compile_primitive(prim.BONUS_RULES, b.when)
            self.bonuses.append((b.id, rule, param, b.points))
        self.awards = []
        for a in spec.awards:
            _, rule, param = prim.compile_primitive(prim.AWARD_RULES, a.when)
            self.awards.append((a.id, rule, param, a.points, a.tie))
        self.value = deck.value
        self.numeral = tuple(v is not None for v in deck.value)   # court cards have no value
        self.max_value = max((v for v in deck.value if v is not None), default=0)
        self.sum_value = tuple(v if n else 0 for v, n in zip(deck.value, self.numeral))
        # FishingState.numerals holds n numerals of value v as n one bits in field v; a field is
        # as wide as the deck has numerals of one value.
        self._have = [sum(1 for w in self.sum_value if w == v) for v in range(self.max_value + 1)]
        self._field = max(self._have[1:], default=1)
        self._present = sum(1 << self._field * v for v in range(1, self.max_value + 1))
        self._by_present: dict[int, dict[int, tuple[list | None, list | None]]] = {}

    def __getstate__(self) -> dict:
        """Pickled (``engine.compiled``) without the tables filled on first use."""
        return {**self.__dict__, "_by_present": {}}

    # ------------------------------------------------------------ dealing

    def deal(self, rng: random.Random) -> FishingState:
        """Shuffle and deal a new hand with a random dealer."""
        cards = list(range(len(self.deck)))
        shuffle(cards, rng)
        dealer = rng.randrange(self.players)
        h = self.spec.deal.hand
        hands = [cards[i * h:(i + 1) * h] for i in range(self.players)]
        table = cards[self.players * h:self.players * h + self.spec.deal.table]
        return self.start(dealer, hands, table, self.first_player(dealer, rng))

    def start(self, dealer: int, hands: list[list[int]], table: list[int], first: int | None = None) -> FishingState:
        """A deal; ``first`` is needed only when the first player is random."""
        if first is None:
            first = self.first_player(dealer)
        state = FishingState(dealer, first, [list(h) for h in hands], list(table),
                             self.n_teams, len(self.bonuses))
        self._index(state)
        return state

    # ------------------------------------------------------------ moves

    def _by_value(self, table: Sequence[int]) -> dict[int, list[int]]:
        value, numeral = self.value, self.numeral
        by_value: dict[int, list[int]] = {}
        for t in table:
            if numeral[t]:
                v = value[t]
                if v in by_value:
                    by_value[v].append(t)
                else:
                    by_value[v] = [t]
        return by_value

    def capture_options(self, card: int, table: Sequence[int]) -> list[tuple[int, ...]]:
        """Every set of table cards ``card`` may take: one card of its rank, or (a numeral)
        numerals adding up to its value. Placing the card is not included."""
        options: list[tuple[int, ...]] = []
        if self.by_rank:
            options.extend(prim.rank_captures(card, table, self.deck.rank))
        if self.min_sum_cards is not None and self.numeral[card]:
            by_value = self._by_value(table)
            target = self.value[card]
            parts = prim.sum_captures(by_value, (target,), self.min_sum_cards).get(target, ())
            options.extend(prim.expand_partitions(by_value, parts))
        return options

    def _index(self, state: FishingState) -> None:
        state.by_rank, state.by_value = [[] for _ in self._no_ranks], {}
        state.numerals = 0
        state.sets = [[0] * (self.max_value + 1) for _ in range((self.min_sum_cards or 0) + 1)]
        for t in state.table:
            self._index_add(state, t)

    def _index_add(self, state: FishingState, card: int) -> None:
        state.by_rank[self.rank_id[card]].append(card)
        v = self.sum_value[card]
        if v:
            same = state.by_value.setdefault(v, [])
            state.numerals |= 1 << self._field * v + len(same)
            same.append(card)
            if self.min_sum_cards is not None:
                self._count_add(state.sets, v)

    def _index_remove(self, state: FishingState, card: int) -> None:
        state.by_rank[self.rank_id[card]].remove(card)
        v = self.sum_value[card]
        if v:
            numerals = state.by_value[v]
            numerals.remove(card)
            state.numerals ^= 1 << self._field * v + len(numerals)
            if not numerals:
                del state.by_value[v]
            if self.min_sum_cards is not None:
                self._count_remove(state.sets, v)

    def _count_add(self, sets: list[list[int]], u: int) -> None:
        """A numeral of value ``u`` joins the table: every set that could take it now can
        (``FishingState.sets``; the counting form of the subset-sum search)."""
        m, top = self.min_sum_cards, self.max_value
        row, fewer = sets[m], sets[m - 1]   # the sets of m or more: each of m - 1 or more, with u
        for d in range(top, u - 1, -1):     # in decreasing order: row[d - u] is not updated yet
            row[d] += fewer[d - u] + row[d - u]
        for k in range(m - 1, 1, -1):
            row, fewer = sets[k], sets[k - 1]
            for d in range(top, u - 1, -1):
                row[d] += fewer[d - u]
        sets[1][u] += 1

    def _count_remove(self, sets: list[list[int]], u: int) -> None:
        """A numeral of value ``u`` leaves the table: :meth:`_count_add` undone."""
        m, top = self.min_sum_cards, self.max_value
        sets[1][u] -= 1
        for k in range(2, m):
            row, fewer = sets[k], sets[k - 1]
            for d in range(u, top + 1):
                row[d] -= fewer[d - u]
        row, fewer = sets[m], sets[m - 1]
        for d in range(u, top + 1):   # in increasing order: row[d - u] is already restored
            row[d] -= fewer[d - u] + row[d - u]

    def _sums(self, state: FishingState, values=None) -> dict[int, list[tuple]]:
        """The table's captures by sum for each of ``values`` (default: the values in the hand
        to play), as partitions (:func:`prim.sum_captures`), once a turn. The partitions into values the table holds are
        listed once per set of values (:meth:`_candidates`); those that need more than one
        numeral of a value are tested with one mask (unary counts)."""
        if self.min_sum_cards is None:
            return {}
        numerals = state.numerals
        present = numerals & self._present
        candidates = self._by_present.get(present)
        if candidates is None:
            candidates = self._by_present[present] = self._candidates(state.by_value)
        out = {}
        if candidates:
            if values is None:
                sum_value = self.sum_value
                values = {sum_value[c] for c in state.hands[state.turn]}
            for v in values:
                found = candidates.get(v)
                if found:
                    parts, tests = found
                    out[v] = parts if tests is None else [p for need, p in tests if need & numerals == need]
        return out

    def _candidates(self, by_value: dict[int, list[int]]) -> dict[int, tuple[list | None, list | None]]:
        """For a set of values on the table (``by_value``'s keys), the partitions of each target
        into those values: ``(partitions, None)`` when each needs one numeral per value (the
        table has them), else ``(None, [(need, partition), ...])`` with the numerals each needs
        as a unary mask. At most one entry per set of values (2 ** 10 for numerals 1 to 10)."""
        width, top = self._field, self.max_value
        most = {v: [0] * min(self._have[v], top // v) for v in by_value}
        out = {}
        for target, parts in prim.sum_captures(most, range(1, top + 1), self.min_sum_cards).items():
            if all(k == 1 for p in parts for _, k in p):
                out[target] = (parts, None)
            else:
                out[target] = (None, [(sum(((1 << k) - 1) << width * v for v, k in p), p) for p in parts])
        return out

    def legal_moves(self, state: FishingState) -> list[Move]:
        """All moves of the seat to play, card by card (in hand order): each capture of one card
        of the same rank, each capture by sum, then placing the card."""
        if state.over:
            return []
        seat = state.turn
        rank, sum_value = self.rank_id, self.sum_value
        new = tuple.__new__
        by_rank = state.by_rank if self.by_rank else self._no_ranks
        by_value = state.by_value
        sums = self._sums(state)
        place = self.optional
        moves: list[Move] = []
        for card in state.hands[seat]:
            same = by_rank[rank[card]]
            parts = sums.get(sum_value[card])
            if not same and not parts:
                moves.append(new(Move, (seat, card, ())))
                continue
            if same:
                moves.extend([new(Move, (seat, card, (t,))) for t in same])
            if parts:
                moves.extend([new(Move, (seat, card, take)) for take in prim.expand_partitions(by_value, parts)])
            if place:
                moves.append(new(Move, (seat, card, ())))
        return moves

    def sample_move(self, state: FishingState, rng: random.Random) -> Move:
        """``legal_moves(state)[rng.randrange(n)]`` (the same move for the same random state),
        without building the list: each card's captures are counted (``FishingState.sets``),
        and only the chosen card's are listed. The random agent's fast path."""
        seat = state.turn
        rank, sum_value = self.rank_id, self.sum_value
        by_rank = state.by_rank if self.by_rank else self._no_ranks
        by_sum = state.sets[-1]
        hand = state.hands[seat]
        sizes = [len(by_rank[rank[card]]) + by_sum[sum_value[card]] for card in hand]
        sizes = [n + 1 for n in sizes] if self.optional else [n or 1 for n in sizes]
        pick = rng.randrange(sum(sizes))
        for card, size in zip(hand, sizes):
            if pick >= size:
                pick -= size
                continue
            same = by_rank[rank[card]]
            if pick < len(same):
                return Move(seat, card, (same[pick],))
            pick -= len(same)
            v = sum_value[card]
            if pick < by_sum[v]:
                return Move(seat, card, prim.expand_partitions(state.by_value, self._sums(state, (v,))[v])[pick])
            return Move(seat, card, ())
        raise AssertionError("unreachable: pick is below the number of moves")

    def check(self, state: FishingState, move: Move, number: int | None = None) -> None:
        """Raise :class:`IllegalMove` unless ``move`` is legal now."""
        code = self.deck.code(move.card)
        illegal = self._checked_turn(state, move, number, code)
        if move.card not in state.hands[move.seat]:
            raise illegal(f"{code} is not in seat {move.seat}'s hand")
        missing = [t for t in move.take if t not in state.table]
        if missing:
            raise illegal(f"{', '.join(self.deck.codes(missing))} not on the table")
        if len(set(move.take)) != len(move.take):
            raise illegal("a table card is taken twice")
        options = {frozenset(o) for o in self.capture_options(move.card, state.table)}
        if move.take:
            if frozenset(move.take) not in options:
                raise illegal(f"cannot take {' + '.join(self.deck.codes(move.take))}: "
                              "neither a card of the same rank nor numerals adding up to its value")
        elif options and not self.optional:
            raise illegal("a capture is compulsory")

    def apply(self, state: FishingState, move: Move, check: bool = True) -> None:
        """Play ``move``; with ``check`` it is validated first (replays, human players)."""
        if check:
            self.check(state, move)
        seat, card, take = move
        hands = state.hands
        hands[seat].remove(card)
        if take:
            team = self.team_of[seat]
            table = state.table
            event = prim.Capture(card, take, len(table), state.last_left, self.deck.suit, self.deck.rank)
            for t in take:
                table.remove(t)
                self._index_remove(state, t)
            pile = state.piles[team]
            pile.extend(take)
            if self.to_pile:
                pile.append(card)
            if self.bonuses and (any(hands) or self.spec.bonuses_on_last_play):
                bonus_points = state.bonus_points
                for i in self.bonuses_earned(event):
                    bonus_points[i][team] += self.bonuses[i][3]
            state.last_capturer = seat
            state.last_left = None
        else:
            state.table.append(card)
            self._index_add(state, card)
            state.last_left = card
        state.history.append(move)
        state.turn = (seat + 1) % self.players
        if not any(hands):
            self._finish(state)

    def bonuses_earned(self, event: prim.Capture) -> list[int]:
        """The bonuses (indices in the spec's order) one capture earns: all of them when bonuses
        add up, else only the first."""
        earned = []
        for i, (_, rule, param, _points) in enumerate(self.bonuses):
            if rule(event) if param is None else rule(event, param):
                earned.append(i)
                if not self.spec.bonuses_add_up:
                    break
        return earned

    def move_events(self, state: FishingState, move: Move) -> list[dict]:
        from .record import move_to_json   # record imports the engines
        deck, seat = self.deck, move.seat
        out = [{"event": "move", **move_to_json(self, move)}]
        if move.take:
            capture = prim.Capture(move.card, move.take, len(state.table), state.last_left, deck.suit, deck.rank)
            last = sum(map(len, state.hands)) == 1
            earned = self.bonuses_earned(capture) if not last or self.spec.bonuses_on_last_play else []
            out.append({"event": "capture", "seat": seat, "team": self.team_of[seat],
                        "cards": deck.codes(move.take), "bonuses": [self.bonuses[i][0] for i in earned],
                        "points": sum(self.bonuses[i][3] for i in earned)})
        self.apply(state, move)
        return out

    def _finish(self, state: FishingState) -> None:
        if state.table:
            team = prim.leftovers_team(state.last_capturer, self.team_of)
            if team is None:
                state.unclaimed = state.table
            else:
                state.piles[team].extend(state.table)
            state.table = []
            self._index(state)
        state.over = True

    # ------------------------------------------------------------ scoring

    def award(self, award_id: str, piles: Sequence[Sequence[int]]) -> list[int]:
        for aid, rule, param, points, tie in self.awards:
            if aid == award_id:
                return rule(piles, self.deck, points, tie) if param is None else \
                    rule(piles, self.deck, points, tie, param)
        raise KeyError(award_id)

    def result(self, state: FishingState) -> Result:
        """Team totals with their breakdown: each bonus, each award. If nobody captured anything
        the deal is a tie."""
        breakdown: dict[str, list[int]] = {}
        for (bid, *_), pts in zip(self.bonuses, state.bonus_points):
            breakdown[bid] = list(pts)
        for aid, *_ in self.awards:
            breakdown[aid] = self.award(aid, state.piles)
        points = tuple(sum(v[t] for v in breakdown.values()) for t in range(self.n_teams))
        winner = None if state.last_capturer is None else higher_total(points)
        return Result(points, winner, breakdown)

    def observation(self, state: FishingState, seat: int) -> Observation:
        return Observation(seat, self.team_of[seat], tuple(state.hands[seat]), tuple(state.table),
                           tuple([Prefix(p) for p in state.piles]), Prefix(state.history), state.last_left,
                           tuple(map(len, state.hands)), state.dealer, state.turn, state.last_capturer,
                           tuple(map(tuple, state.bonus_points)), tuple(state.unclaimed))

    # ------------------------------------------------------------ search

    def clone(self, state: FishingState, history: bool = True) -> FishingState:
        """An independent copy of ``state``; without ``history`` the copy records no moves (play-outs)."""
        new = FishingState.__new__(FishingState)
        new.dealer, new.turn = state.dealer, state.turn
        new.hands = [h[:] for h in state.hands]
        new.table = state.table[:]
        new.piles = [p[:] for p in state.piles]
        new.bonus_points = [b[:] for b in state.bonus_points]
        new.last_capturer, new.last_left, new.over = state.last_capturer, state.last_left, state.over
        new.history = state.history[:] if history else []
        new.unclaimed = state.unclaimed[:]
        new.by_rank = [cards[:] for cards in state.by_rank]
        new.by_value = {v: cards[:] for v, cards in state.by_value.items()}
        new.numerals = state.numerals
        new.sets = [row[:] for row in state.sets]
        return new

    def determinize(self, obs: Observation, rng: random.Random) -> FishingState:
        """A full deal consistent with everything ``obs.seat`` has seen: its hand, the table and
        the captured piles as they are; the cards it has not seen dealt at random to the other
        hands (every card is seen once played: nothing else is known of them)."""
        seen = set(obs.hand) | set(obs.table) | set(obs.unclaimed)
        for p in obs.piles:
            seen.update(p)
        hidden = [c for c in range(len(self.deck)) if c not in seen]
        others = [s for s in range(self.players) if s != obs.seat]
        everything = (1 << len(self.deck)) - 1
        parts = deal_hidden(hidden, [obs.hand_sizes[s] for s in others], [everything] * len(others), rng)
        hands: list[list[int]] = [[] for _ in range(self.players)]
        hands[obs.seat] = list(obs.hand)
        for s, part in zip(others, parts):
            hands[s] = part
        state = FishingState(obs.dealer, obs.turn, hands, list(obs.table), self.n_teams, len(self.bonuses))
        state.piles = [list(p) for p in obs.piles]
        state.bonus_points = [list(b) for b in obs.bonus_points]
        state.last_capturer, state.last_left = obs.last_capturer, obs.last_left
        state.history = list(obs.history)
        state.unclaimed = list(obs.unclaimed)
        state.over = not any(obs.hand_sizes)
        self._index(state)
        return state
