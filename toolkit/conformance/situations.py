"""What a position or a finished deal shows: situation tags (see :mod:`.clauses` for their
clauses), read from the engine's public view (legal moves, observations, results)."""

from __future__ import annotations

from collections import defaultdict

from engine import tricks_primitives as tp


class Tagger:
    """Tags the positions of one deal in playing order (it remembers what the deal has shown)."""

    def __init__(self, game, initial: dict) -> None:
        self.game = game
        self.dealer = initial.get("dealer")
        self.stock = "stock" in initial       # a record names a stock when the game has one
        self.first_discards: dict[int, int] = {}

    def position(self, state, moves) -> list[str]:
        if self.game.spec.family == "fishing":
            return self._fishing(state, moves)
        return self._tricks(state, moves)

    # ------------------------------------------------------------ Cìcera

    def _fishing(self, state, moves) -> list[str]:
        game = self.game
        court = game.deck.court
        obs = game.observation(state, moves[0].seat)
        tags = ["turn"]
        takes: dict[int, list[tuple]] = defaultdict(list)
        for m in moves:
            takes[m.card].append(m.take)
        for card, options in takes.items():
            by_rank = any(len(t) == 1 for t in options)
            by_sum = any(len(t) > 1 for t in options)
            if by_rank:
                tags.append("court_capture" if court[card] else "capture_by_rank")
            if by_sum:
                tags.append("capture_by_sum")
            if by_rank and by_sum:
                tags.append("rank_or_sum")
            if (by_rank or by_sum) and () in options:
                tags.append("capture_optional")
            if options == [()]:
                tags.append("place")
        numerals = [c for c in obs.table if not court[c]]
        court_in_hand = any(court[c] for c in obs.hand)
        if (court_in_hand and len(numerals) >= 2) or \
                (any(court[c] for c in obs.table) and numerals and not all(court[c] for c in obs.hand)):
            tags.append("court_and_numerals")
        if sum(obs.hand_sizes) == 1:
            tags.append("last_play")
        return list(dict.fromkeys(tags))

    # ------------------------------------------------------------ Briscola, Minchiate

    def _tricks(self, state, moves) -> list[str]:
        game = self.game
        seat = moves[0].seat
        obs = game.observation(state, seat)
        if obs.phase == "discard":
            return self._discard(obs, moves)
        if obs.phase == "declare":
            return ["deal", "declare"] if not obs.history else ["declare"]
        played = any(m.action == "play" for m in obs.history)
        if self.stock:
            return self._stock_play(obs, played)
        tags = ["deal"] if not obs.history else []
        if not obs.trick:
            tags.append("winner_leads" if played else "lead")
        else:
            tags.extend(self._reply(obs, moves))
        if game.excuse is not None and any(m.card == game.excuse for m in moves) and len(moves) > 1:
            tags.append("matto")
        return tags

    def _discard(self, obs, moves) -> list[str]:
        game = self.game
        tags = ["deal"] if not obs.history else []
        tags.append("discard")
        if all(game.value[m.card] > 0 for m in moves):
            tags.append("discard_no_zero")
        first = self.first_discards.setdefault(obs.seat, obs.to_discard)
        if obs.seat == self.dealer:
            tags.append("dealer_robs")
        elif first == game.spec.rob.cap:
            tags.append("rob_limit")
        return tags

    def _stock_play(self, obs, played: bool) -> list[str]:
        tags = ["any_card"]
        if obs.trick:
            tags.append("reply")
        else:
            tags.append("winner_leads" if played else "first_lead")
        if played:
            tags.append("drawn")
        if obs.stock_size == 0:
            tags.append("stock_empty")
            if sum(obs.hand_sizes) == self.game.players * self.game.spec.deal.hand and not obs.trick:
                tags.append("turn_up_drawn")
        return tags

    def _reply(self, obs, moves) -> list[str]:
        game = self.game
        suit_of, hand = game.suit_of, obs.hand
        led = tp.suit_led([c for _, c in obs.trick], suit_of)
        tags = ["matto_led"] if suit_of[obs.trick[0][1]] == tp.EXCUSE else []
        if led != tp.EXCUSE:
            if any(suit_of[c] == led for c in hand):
                tags.append("follow_suit")
            elif any(suit_of[c] == obs.trump for c in hand):
                tags.append("must_trump")
            else:
                tags.append("free")
        allowed = set(game.follow(hand, tp.hand_by_suit(hand, suit_of, game.TRUMPS + 1), led, obs.trump))
        if game.excuse in hand:
            allowed.add(game.excuse)
        if {m.card for m in moves} != allowed:
            tags.append("king_rule")
        return tags

    def finished(self, state, history_bonuses: list[int]) -> list[str]:
        """Tags of a finished deal: ``history_bonuses`` counts the bonuses each move earned
        (fishing games)."""
        game = self.game
        result = game.result(state)
        obs = game.observation(state, 0)
        if game.spec.family == "fishing":
            tags = ["deal"]
            captured = sum(len(m.take) + 1 for m in obs.history if m.take)
            if not captured:
                tags.append("nobody_captured")
            elif sum(map(len, obs.piles)) > captured:
                tags.append("leftovers")
            if any(n > 1 for n in history_bonuses):
                tags.append("bonuses_add_up")
            if history_bonuses and history_bonuses[-1]:
                tags.append("last_play_bonus")
            return tags
        tags = ["deal"] if self.stock else ["deal", "result"]
        if result.winner is None:
            tags.append("tie")
        if game.excuse is not None and any(m.card == game.excuse and m.action == "play" for m in obs.history):
            tags.append("matto_played")
        return tags


def move_tags(game, move: dict) -> list[str]:
    """Tags of one move as an engine gave it (possibly an illegal one): which rule it touches."""
    if game.spec.family != "fishing" or not isinstance(move, dict):
        return []
    take = move.get("take") or []
    if not isinstance(take, list) or not all(isinstance(c, str) for c in take):
        return []
    deck = game.deck
    codes = [move.get("card")] + take
    courts = any(c in deck.index and deck.court[deck.index[c]] for c in codes if isinstance(c, str))
    if len(take) > 1:
        return ["capture_by_sum", "court_in_sum"] if courts else ["capture_by_sum"]
    if len(take) == 1:
        return ["court_capture"] if courts else ["capture_by_rank"]
    return ["place"]
