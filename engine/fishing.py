"""Fishing games (Cìcera): capture table cards by rank or by sum, bonuses, end-of-deal awards.

The class compiles a :class:`GameSpec` once (primitive look-ups, team tables) so that the
per-move work is a few list operations.
"""

from __future__ import annotations

import random
from typing import Sequence

from . import primitives as prim
from .cards import Deck
from .spec import GameSpec
from .state import GameBase, Move, Observation, Result


class FishingState:
    """A deal in progress. Mutable; the engine's methods are the only writers."""

    __slots__ = ("dealer", "turn", "hands", "table", "piles", "bonus_points", "last_capturer",
                 "last_left", "history", "unclaimed", "over", "by_rank", "by_value", "counts")

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
        # The table indexed by rank and by numeral value (in table order), kept up to date by
        # FishingGame.apply so that move generation never rescans the table.
        self.by_rank: dict[str, list[int]] = {}
        self.by_value: dict[int, list[int]] = {}
        self.counts: list[int] = []


class FishingGame(GameBase):
    """The engine for ``family: fishing`` specs."""

    def __init__(self, spec: GameSpec, deck: Deck) -> None:
        super().__init__(spec, deck)
        cap = spec.capture
        self.by_rank = cap.by_rank
        self.min_sum_cards = cap.by_sum.min_cards if cap.by_sum else None
        self.optional = cap.optional
        self.to_pile = cap.played_card_to_pile
        self.bonuses = []
        for b in spec.bonuses:
            name, param = prim.split_primitive(b.when)
            self.bonuses.append((b.id, prim.BONUS_RULES[name], param, b.points))
        self.awards = []
        for a in spec.awards:
            name, param = prim.split_primitive(a.when)
            self.awards.append((a.id, prim.AWARD_RULES[name], param, a.points, a.tie))
        self.value = deck.value
        self.numeral = tuple(v is not None and not c for v, c in zip(deck.value, deck.court))
        self.max_value = max((v for v in deck.value if v is not None), default=0)
        self.sum_value = tuple(v if n else 0 for v, n in zip(deck.value, self.numeral))

    # ------------------------------------------------------------ dealing

    def first_player(self, dealer: int, rng: random.Random | None = None) -> int:
        if self.spec.deal.first_player == "dealer_right":
            return (dealer + 1) % self.players
        return (rng or random).randrange(self.players)

    def deal(self, rng: random.Random) -> FishingState:
        """Shuffle and deal a new hand with a random dealer."""
        cards = list(range(len(self.deck)))
        rng.shuffle(cards)
        dealer = rng.randrange(self.players)
        h = self.spec.deal.hand
        hands = [cards[i * h:(i + 1) * h] for i in range(self.players)]
        table = cards[self.players * h:self.players * h + self.spec.deal.table]
        return self.start(dealer, hands, table)

    def start(self, dealer: int, hands: list[list[int]], table: list[int]) -> FishingState:
        state = FishingState(dealer, self.first_player(dealer), [list(h) for h in hands], list(table),
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
        rank = self.deck.rank
        options: list[tuple[int, ...]] = []
        if self.by_rank:
            r = rank[card]
            options.extend((t,) for t in table if rank[t] == r)
        if self.min_sum_cards is not None and self.numeral[card]:
            by_value = self._by_value(table)
            counts = prim.value_counts(by_value, self.max_value)
            options.extend(prim.sum_captures(by_value, counts, self.value[card], self.min_sum_cards))
        return options

    def _index(self, state: FishingState) -> None:
        state.by_rank, state.by_value = {}, {}
        state.counts = [0] * (self.max_value + 1)
        for t in state.table:
            self._index_add(state, t)

    def _index_add(self, state: FishingState, card: int) -> None:
        state.by_rank.setdefault(self.deck.rank[card], []).append(card)
        v = self.sum_value[card]
        if v:
            state.counts[v] += 1
            state.by_value.setdefault(v, []).append(card)

    def _index_remove(self, state: FishingState, card: int) -> None:
        r = self.deck.rank[card]
        same = state.by_rank[r]
        same.remove(card)
        if not same:
            del state.by_rank[r]
        v = self.sum_value[card]
        if v:
            state.counts[v] -= 1
            numerals = state.by_value[v]
            numerals.remove(card)
            if not numerals:
                del state.by_value[v]

    _NO_SUMS: tuple[dict, dict] = ({}, {})

    def _sums(self, counts: list[int]) -> tuple[dict, dict]:
        """Partitions and capture counts by target value for the table's value counts."""
        if self.min_sum_cards is None or sum(counts) < self.min_sum_cards:
            return self._NO_SUMS
        return prim.sum_captures_table(tuple(counts), self.min_sum_cards)

    def legal_moves(self, state: FishingState) -> list[Move]:
        """All moves of the seat to play, card by card (in hand order): each capture of one card
        of the same rank, each capture by sum, then placing the card."""
        if state.over:
            return []
        seat = state.turn
        rank, sum_value = self.deck.rank, self.sum_value
        new = tuple.__new__
        by_rank = state.by_rank if self.by_rank else {}
        by_value = state.by_value
        sums = self._sums(state.counts)[0]
        place = self.optional
        moves: list[Move] = []
        for card in state.hands[seat]:
            same = by_rank.get(rank[card])
            parts = sums.get(sum_value[card])
            if same is None and parts is None:
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
        without building the list: each card's captures are counted, and only the chosen card's
        are listed. The random agent's fast path."""
        seat = state.turn
        rank, sum_value = self.deck.rank, self.sum_value
        by_rank = state.by_rank if self.by_rank else {}
        by_value = state.by_value
        sums, n_sums = self._sums(state.counts)
        place = self.optional
        sizes = []
        for card in state.hands[seat]:
            n = len(by_rank.get(rank[card], ())) + n_sums.get(sum_value[card], 0)
            sizes.append(n + 1 if place or not n else n)
        pick = rng.randrange(sum(sizes))
        for card, size in zip(state.hands[seat], sizes):
            if pick >= size:
                pick -= size
                continue
            same = by_rank.get(rank[card], [])
            if pick < len(same):
                return Move(seat, card, (same[pick],))
            pick -= len(same)
            parts = sums.get(sum_value[card])
            takes = prim.expand_partitions(by_value, parts) if parts else []
            return Move(seat, card, takes[pick]) if pick < len(takes) else Move(seat, card, ())
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
        seat = move.seat
        state.hands[seat].remove(move.card)
        team = self.team_of[seat]
        if move.take:
            table = state.table
            event = prim.Capture(move.card, move.take, len(table), state.last_left,
                                 self.deck.suit, self.deck.rank)
            for t in move.take:
                table.remove(t)
                self._index_remove(state, t)
            pile = state.piles[team]
            pile.extend(move.take)
            if self.to_pile:
                pile.append(move.card)
            is_last = not any(state.hands)
            if not is_last or self.spec.bonuses_on_last_play:
                earned = False
                for i, (_, rule, param, points) in enumerate(self.bonuses):
                    if rule(event) if param is None else rule(event, param):
                        if earned and not self.spec.bonuses_add_up:
                            break
                        state.bonus_points[i][team] += points
                        earned = True
            state.last_capturer = seat
            state.last_left = None
        else:
            state.table.append(move.card)
            self._index_add(state, move.card)
            state.last_left = move.card
        state.history.append(move)
        state.turn = (seat + 1) % self.players
        if not any(state.hands):
            self._finish(state)

    def _finish(self, state: FishingState) -> None:
        if state.table:
            if state.last_capturer is None:
                state.unclaimed = state.table
            else:
                state.piles[self.team_of[state.last_capturer]].extend(state.table)
            state.table = []
            self._index(state)
        state.over = True

    # ------------------------------------------------------------ scoring

    def napula(self, cards: set[int] | Sequence[int]) -> int:
        n = self.spec.napula
        if n is None:
            return 0
        return prim.napula_run(set(cards), self.deck, n.suit, n.requires, n.cap)

    def award(self, award_id: str, piles: Sequence[Sequence[int]]) -> list[int]:
        for aid, rule, param, points, tie in self.awards:
            if aid == award_id:
                return rule(piles, self.deck, points, tie) if param is None else \
                    rule(piles, self.deck, points, tie, param)
        raise KeyError(award_id)

    def result(self, state: FishingState) -> Result:
        """Team totals with their breakdown: each bonus, each award, napula."""
        breakdown: dict[str, list[int]] = {}
        for (bid, *_), pts in zip(self.bonuses, state.bonus_points):
            breakdown[bid] = list(pts)
        for aid, *_ in self.awards:
            breakdown[aid] = self.award(aid, state.piles)
        if self.spec.napula is not None:
            breakdown["napula"] = [self.napula(p) for p in state.piles]
        points = tuple(sum(v[t] for v in breakdown.values()) for t in range(self.n_teams))
        if state.last_capturer is None and self.spec.end.nobody_captured == "draw":
            winner = None
        else:
            best = max(points)
            leaders = [t for t, p in enumerate(points) if p == best]
            winner = leaders[0] if len(leaders) == 1 else None
        return Result(points, winner, breakdown)

    def observation(self, state: FishingState, seat: int) -> Observation:
        return Observation(seat, self.team_of[seat], tuple(state.hands[seat]), tuple(state.table),
                           tuple(map(tuple, state.piles)), tuple(state.history), state.last_left,
                           tuple(map(len, state.hands)))
