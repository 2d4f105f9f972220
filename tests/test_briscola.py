"""Briscola: invariants over seeded deals, records, illegal moves."""

import json
import random
import re

import pytest

from engine import games
from engine.cards import Deck
from engine.errors import IllegalMove, RecordError
from engine.facts import facts
from engine.record import make_record, replay
from engine.simulate import deal_rng, play_deal
from engine.agents import make_agent
from engine.tricks import TrickMove

GAME = games.load("briscola")


def test_deck_is_bresciane_without_8_9_10():
    deck = Deck.load("briscola-40")
    base = Deck.load("bresciane-52")
    assert len(deck) == 40
    assert {c.rank for c in deck.cards} == {"A", "2", "3", "4", "5", "6", "7", "F", "C", "R"}
    assert {c.code for c in deck.cards} == {c.code for c in base.cards if c.rank not in {"8", "9", "10"}}
    assert deck.spec.region and deck.spec.reference.startswith("https://")


def test_every_placeholder_resolves():
    known = facts(GAME)
    for clause in GAME.spec.clauses:
        for name in re.findall(r"{([^}]+)}", clause.text or ""):
            assert name in known, (clause.id, name)


def test_off_suit_card_never_wins():
    rng = random.Random(3)
    suits = "SCDB"
    for _ in range(2000):
        a, b = rng.sample(range(40), 2)
        trump = rng.randrange(4)
        cards = [a, b]
        winner = GAME.trick_winner(cards, trump)
        sa, sb = GAME.suit_of[a], GAME.suit_of[b]
        if sb != sa and sb != trump:
            assert winner == 0, (GAME.deck.codes(cards), suits[trump])
        if sb == trump and sa != trump:
            assert winner == 1


def test_winner_draws_first_and_the_face_up_trump_last():
    cards = GAME.cards
    hands = [cards("AS 2C 3C"), cards("4S 5C 6C")]
    rest = [c for c in range(40) if c not in hands[0] + hands[1]]
    turned_up = GAME.deck.parse("7D")
    rest.remove(turned_up)
    stock = rest + [turned_up]
    state = GAME.start(0, 0, hands, stock)
    assert GAME.suit_of[turned_up] == state.trump            # Coins are trumps
    GAME.apply(state, TrickMove(0, GAME.deck.parse("AS")))
    GAME.apply(state, TrickMove(1, GAME.deck.parse("4S")))   # the Asso wins: seat 0 draws first
    assert stock[0] in state.hands[0] and stock[1] in state.hands[1]
    assert state.turn == 0 and state.piles[0] == cards("AS 4S")
    while len(state.stock) > 2:
        GAME.apply(state, GAME.legal_moves(state)[0])
        GAME.apply(state, GAME.legal_moves(state)[0])
    GAME.apply(state, GAME.legal_moves(state)[0])
    GAME.apply(state, GAME.legal_moves(state)[0])
    loser = 1 - state.last_winner
    assert turned_up in state.hands[loser] and not state.stock


@pytest.mark.parametrize("agents", [("random",), ("greedy", "random")])
def test_invariants_over_seeded_deals(agents):
    players = [make_agent(agents[s % len(agents)], GAME) for s in range(2)]
    for i in range(1500):
        _, state = play_deal(GAME, players, deal_rng(11, i))
        piles = state.piles
        assert sorted(piles[0] + piles[1]) == list(range(40))
        assert len(piles[0]) % 2 == 0 and sum(state.tricks_won) == 20
        assert len(state.history) == 40
        res = GAME.result(state)
        assert sum(res.points) == 120
        if res.points[0] == 60:
            assert res.winner is None
        else:
            assert res.winner == (0 if res.points[0] > 60 else 1)


def test_any_card_may_be_played():
    state = GAME.deal(random.Random(5))
    GAME.apply(state, GAME.legal_moves(state)[0])
    assert sorted(m.card for m in GAME.legal_moves(state)) == sorted(state.hands[state.turn])


def test_record_round_trip():
    agents = [make_agent("greedy", GAME), make_agent("random", GAME)]
    for i in range(50):
        initial, state = play_deal(GAME, agents, deal_rng(2, i))
        record = json.loads(json.dumps(make_record(GAME, state, initial)))
        assert len(record["stock"]) == 34 and set(record) >= {"dealer", "leader", "hands", "stock", "moves"}
        out = replay(record)
        assert out.ok, out.error
        assert out.result == GAME.result(state)


def _record(seed=4):
    initial, state = play_deal(GAME, [make_agent("random", GAME)] * 2, deal_rng(seed, 0))
    return json.loads(json.dumps(make_record(GAME, state, initial)))


def test_replay_rejects_a_card_not_in_hand_with_its_number():
    record = _record()
    move = record["moves"][4]
    other = record["moves"][5]
    record["moves"][4] = {"seat": move["seat"], "card": other["card"]}
    out = replay(record)
    assert not out.ok
    assert out.error.startswith(f"move 5 (seat {move['seat']}, {other['card']}): ")
    assert "not in seat" in out.error


def test_replay_rejects_the_wrong_seat():
    record = _record()
    record["moves"][0]["seat"] = 1 - record["moves"][0]["seat"]
    out = replay(record)
    assert not out.ok and "move 1" in out.error and "turn" in out.error


def test_replay_rejects_a_changed_result():
    record = _record()
    record["result"]["points"] = [0, 120]
    assert not replay(record).ok


def test_record_with_a_card_dealt_twice_is_unreadable():
    record = _record()
    record["stock"][0] = record["hands"][0][0]
    with pytest.raises(RecordError, match="twice"):
        replay(record)


def test_check_names_move_and_reason():
    state = GAME.deal(random.Random(9))
    seat = state.turn
    not_mine = state.hands[1 - seat][0]
    with pytest.raises(IllegalMove) as exc:
        GAME.check(state, TrickMove(seat, not_mine), 1)
    assert exc.value.number == 1 and exc.value.seat == seat
    assert exc.value.card == GAME.deck.code(not_mine)
