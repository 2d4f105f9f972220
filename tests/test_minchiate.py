"""Minchiate: invariants over seeded deals, records, illegal moves."""

import json
import re

import pytest

from engine import games
from engine.agents import make_agent
from engine.cards import Deck
from engine.errors import IllegalMove
from engine.facts import facts
from engine.record import make_record, move_from_json, replay, start_from_json
from engine.simulate import deal_rng, play_deal
from engine.tricks import DECLARE, DISCARD, PLAY, TrickMove

GAME = games.load("minchiate")
DECK = GAME.deck
POINT_SOURCES = ("robbed", "exposed", "fola", "declared", "morti", "card_points", "combinations",
                 "declared_end", "last_trick", "beyond_cards")


def test_deck_has_97_cards():
    deck = Deck.load("minchiate-97")
    assert len(deck) == 97
    assert sorted(n for n in deck.number if n is not None) == list(range(1, 41))
    assert sum(1 for k in deck.kind if k == "excuse") == 1
    assert sum(1 for s in deck.suit if s is not None) == 56
    assert deck.card("FC").name == "Fantina of Cups" and deck.card("FS").name == "Fante of Swords"
    assert deck.card("QB").name == "Regina of Batons"
    assert deck.spec.region and deck.spec.reference.startswith("https://")


def test_suit_orders():
    s = GAME.strength
    c = GAME.cards
    # round suits: Asso high to 10 low, below the court cards
    assert s[c("RD")[0]] > s[c("QD")[0]] > s[c("CD")[0]] > s[c("FD")[0]] > s[c("AD")[0]] > s[c("2D")[0]] > s[c("10D")[0]]
    # long suits: 10 high to Asso low
    assert s[c("FS")[0]] > s[c("10S")[0]] > s[c("9S")[0]] > s[c("AS")[0]]
    assert s[c("40T")[0]] > s[c("29T")[0]] > s[c("1T")[0]]


def test_every_placeholder_resolves():
    known = facts(GAME)
    for clause in GAME.spec.clauses:
        for name in re.findall(r"{([^}]+)}", clause.text or ""):
            assert name in known, (clause.id, name)
    assert known["values.total"] == 142 and known["combos.decine_all_value"] == 25


def test_trick_winner_with_the_matto_leading():
    c = GAME.cards
    # the Matto leads: the next card sets the suit led; an off-suit card never wins
    assert GAME.trick_winner(c("M 5S 9S RC"), GAME.TRUMPS) == 2
    assert GAME.trick_winner(c("5S M 1T 9S"), GAME.TRUMPS) == 2


def _resti_check(state, res):
    points = [sum(res.breakdown[k][t] for k in POINT_SOURCES) for t in range(2)]
    play = res.breakdown["resti_play"]
    end = res.breakdown["resti_end"]
    remaining = points[0] - points[1] - 60 * (play[0] - play[1])
    assert remaining == state.lead
    expected_end = -(-abs(remaining) // 60)
    assert end == ([expected_end, 0] if remaining > 0 else [0, expected_end])
    assert res.points == (play[0] + end[0], play[1] + end[1])


@pytest.mark.parametrize("agents,deals", [(("random",), 1500), (("greedy", "random"), 500)])
def test_invariants_over_seeded_deals(agents, deals):
    players = [make_agent(agents[s % len(agents)], GAME) for s in range(4)]
    m = DECK.parse("M")
    for i in range(deals):
        _, state = play_deal(GAME, players, deal_rng(23, i))
        piles, fola = state.piles, state.fola
        assert sorted(piles[0] + piles[1] + fola) == list(range(97))
        assert len(fola) == 13 and len(piles[0]) + len(piles[1]) == 84
        assert all(GAME.value[c] == 0 for c in fola)
        plays = [mv for mv in state.history if mv.action == PLAY]
        assert [sum(1 for mv in plays if mv.seat == s) for s in range(4)] == [21] * 4
        assert not set(mv.card for mv in plays) & set(fola)
        assert sum(state.tricks_won) == 21
        for t in range(2):
            assert len(piles[t]) == 4 * state.tricks_won[t]
        owner = GAME.team_of[next(mv.seat for mv in plays if mv.card == m)]
        assert (m in piles[owner]) == (state.tricks_won[owner] > 0)
        res = GAME.result(state)
        assert sum(res.breakdown["card_points"]) == 142
        assert res.breakdown["last_trick"] in ([10, 0], [0, 10])
        _resti_check(state, res)
        net = res.points[0] - res.points[1]
        assert res.winner == (None if net == 0 else (0 if net > 0 else 1))


def test_record_round_trip():
    agents = [make_agent(a, GAME) for a in ("greedy", "random", "random", "greedy")]
    kinds = set()
    for i in range(60):
        initial, state = play_deal(GAME, agents, deal_rng(5, i))
        record = json.loads(json.dumps(make_record(GAME, state, initial)))
        assert len(record["pack"]) == 97
        for mv in record["moves"]:
            kinds |= set(mv) - {"seat"}
        out = replay(record)
        assert out.ok, out.error
        assert out.result == GAME.result(state)
    assert kinds == {"card", "discard", "declare"}


# ---------------------------------------------------------------- hand-built deals

CUPS = " ".join(c.code for c in DECK.cards if c.suit == "C")
FOLA_POOL = [c for c in range(97) if GAME.value[c] == 0 and not GAME.robbable[c]]


def build_pack(dealer, fixed, avoid=None):
    """A pack whose deal gives ``fixed`` (seat → codes) and no robbing: the 13 undealt cards are
    zero-point cards that cannot be robbed, and each other card goes to the first seat (0, 1, 2,
    3) with room whose ``avoid`` codes do not list it."""
    hands = {s: GAME.cards(fixed.get(s, "")) for s in range(4)}
    avoid = {s: set(GAME.cards(codes)) for s, codes in (avoid or {}).items()}
    used = {c for h in hands.values() for c in h}
    fola = [c for c in FOLA_POOL if c not in used][:13]
    used |= set(fola)
    for c in range(97):
        if c not in used:
            seat = next(s for s in range(4) if len(hands[s]) < 21 and c not in avoid.get(s, ()))
            hands[seat].append(c)
    pack = []
    for start, size in ((0, 10), (10, 11)):
        for k in range(4):
            pack.extend(hands[(dealer + 1 + k) % 4][start:start + size])
    return pack + fola


def to_play(state):
    while state.phase == DECLARE:
        GAME.apply(state, TrickMove(state.turn, -1, DECLARE, ()))
    assert state.phase == PLAY


def play(state, code):
    GAME.apply(state, TrickMove(state.turn, DECK.parse(code)))


def illegal(state, code):
    with pytest.raises(IllegalMove) as exc:
        GAME.check(state, TrickMove(state.turn, DECK.parse(code)))
    return exc.value


def test_must_follow_suit_then_trump():
    # dealer 0: seat 1 leads. Seat 2 holds Cups; seat 3 holds no Cups but trumps.
    state = GAME.start_from_pack(0, build_pack(0, {1: "5C 6S", 2: "7C 8C 6T", 3: "7T 6B 7B"},
                                                avoid={3: CUPS}))
    to_play(state)
    assert state.turn == 1
    play(state, "5C")
    err = illegal(state, "6T")
    assert err.number == 6 and err.seat == 2 and err.card == "6T"   # 4 ends of declarations, 1 lead
    cups = ", ".join(DECK.code(c) for c in state.hands[2] if DECK.suit[c] == "C")
    assert "7C, 8C" in cups
    assert err.reason == f"must follow suit: Cups led and the hand holds {cups}"
    play(state, "7C")
    assert not any(DECK.suit[c] == "C" for c in state.hands[3])
    err = illegal(state, "6B")
    assert err.reason == "must play a trump: no Cups in hand"


def test_king_rule_forbids_the_matto():
    # seat 1 leads Cups for the first time, seat 2 (no Cups) trumps, seat 3 holds RC and the Matto
    state = GAME.start_from_pack(0, build_pack(0, {1: "5C 6S", 2: "6T 7S", 3: "RC M 2C 7B"}, avoid={2: CUPS}))
    to_play(state)
    play(state, "5C")
    play(state, "6T")
    assert [m.card for m in GAME.legal_moves(state)] == GAME.cards("RC")
    err = illegal(state, "M")
    assert "the Matto may not excuse this play" in err.reason and "King rule" in err.reason
    assert "must play RC" in illegal(state, "2C").reason
    play(state, "RC")


def test_matto_may_excuse_when_the_king_rule_does_not_apply():
    # not trumped yet: seat 2 follows with the Matto instead of its Cups
    state = GAME.start_from_pack(0, build_pack(0, {1: "5C 6S", 2: "M 7C", 3: "RC 2C"}))
    to_play(state)
    play(state, "5C")
    assert DECK.parse("M") in [m.card for m in GAME.legal_moves(state)]
    play(state, "M")
    play(state, "RC")   # not the first lead trumped: the Re is not forced, but legal


def _discard_state(seed_from, want):
    """The first seeded deal whose discarding seat holds a card satisfying ``want``."""
    for i in range(seed_from, seed_from + 2000):
        state = GAME.deal(deal_rng(77, i))
        if state.phase == DISCARD:
            hand = state.hands[state.turn]
            found = [c for c in hand if want(c)]
            if found:
                return state, found[0]
    raise AssertionError("no such deal in the seeds")


def test_discarding_a_counting_card_is_illegal():
    state, card = _discard_state(0, lambda c: GAME.value[c] > 0)
    with pytest.raises(IllegalMove) as exc:
        GAME.check(state, TrickMove(state.turn, card, DISCARD), 1)
    assert exc.value.number == 1
    assert exc.value.reason == f"only zero-point cards may be discarded ({DECK.code(card)} is worth {GAME.value[card]})"


def test_discarding_trump_29_is_illegal():
    t29 = DECK.parse("29T")
    state, card = _discard_state(0, lambda c: c == t29)
    with pytest.raises(IllegalMove) as exc:
        GAME.check(state, TrickMove(state.turn, card, DISCARD))
    assert exc.value.reason == "trump 29 may never be discarded"
    assert t29 not in [m.card for m in GAME.legal_moves(state)]


def test_playing_before_discarding_is_illegal():
    state, card = _discard_state(0, lambda c: True)
    with pytest.raises(IllegalMove, match="must first discard"):
        GAME.check(state, TrickMove(state.turn, card, PLAY))


def test_replay_reports_an_unfollowed_suit_by_move_number():
    agents = [make_agent("random", GAME)] * 4
    for i in range(200):
        initial, state = play_deal(GAME, agents, deal_rng(8, i))
        record = json.loads(json.dumps(make_record(GAME, state, initial)))
        replayed = start_from_json(GAME, record)
        for number, raw in enumerate(record["moves"], 1):
            move = move_from_json(GAME, raw)
            if move.action == PLAY and replayed.trick and replayed.phase == PLAY:
                led = GAME.suit_of[replayed.trick[0]]
                hand = replayed.hands[move.seat]
                follow = [c for c in hand if GAME.suit_of[c] == led]
                other = [c for c in hand if GAME.suit_of[c] not in (led, -1)]
                if led < 4 and follow and other:
                    record["moves"][number - 1] = {"seat": move.seat, "card": DECK.code(other[0])}
                    out = replay(record)
                    assert not out.ok
                    assert out.error.startswith(f"move {number} (seat {move.seat}, {DECK.code(other[0])}): ")
                    assert "must follow suit" in out.error or "King rule" in out.error
                    return
            GAME.apply(replayed, move)
    raise AssertionError("no deal offered a chance to revoke")


def test_declaration_scores_at_once_and_again_at_end():
    state = GAME.start_from_pack(0, build_pack(0, {1: "1T 2T 3T 5C"}, avoid={1: "4T 5T"}))
    assert state.phase == DECLARE and state.turn == 1
    run = tuple(sorted(GAME.cards("1T 2T 3T")))
    assert TrickMove(1, -1, DECLARE, run) in GAME.legal_moves(state)
    GAME.apply(state, TrickMove(1, -1, DECLARE, run))
    assert state.scored["declared"] == [0, 11]
    with pytest.raises(IllegalMove, match="already declared"):
        GAME.check(state, TrickMove(1, -1, DECLARE, run))
    agents = [make_agent("random", GAME)] * 4
    import random
    rng = random.Random(1)
    while not GAME.is_over(state):
        moves = GAME.legal_moves(state)
        GAME.apply(state, agents[0].choose(None, moves, rng))
    assert GAME.result(state).breakdown["declared_end"][1] == 11


def test_the_public_snapshot_is_built_when_read_and_only_for_the_position_observed():
    state = GAME.deal(deal_rng(3, 0))
    while state.phase != PLAY:
        GAME.apply(state, GAME.legal_moves(state)[0])
    GAME.apply(state, GAME.legal_moves(state)[0])
    obs = GAME.observation(state, state.turn)
    assert obs.public.turn == state.turn and obs.public == GAME.public(state)
    assert obs.public.scored == tuple((k, tuple(v)) for k, v in state.scored.items())
    later = GAME.observation(state, state.turn)
    GAME.apply(state, GAME.legal_moves(state)[0])
    with pytest.raises(RuntimeError, match="stale"):
        later.public.turn
