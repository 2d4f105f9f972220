"""Search support: clone, determinize (a deal consistent with one seat's observation), the
strong agent's blindness to hidden cards and its determinism, the agent levels."""

from __future__ import annotations

import json
import random

import pytest

from engine import games
from engine.agents import AGENT_NAMES, GREEDY, LEVELS, make_agent
from engine.record import make_record
from engine.search import StrongAgent
from engine.simulate import deal_rng, play_deal
from engine.state import deal_hidden

GAMES = ("cicera", "briscola", "minchiate")


def _cards(state) -> list[int]:
    """Every card of a deal wherever it is: hands, table, trick, stock, piles, Fola, unclaimed."""
    out = [c for h in state.hands for c in h]
    for name in ("table", "trick", "stock", "fola", "unclaimed"):
        out += list(getattr(state, name, []))
    return out + [c for p in state.piles for c in p]


def positions(game, deals: int, seed: int, every: int = 3):
    """(state, seat) pairs from deals between greedy and random agents, copied along the way."""
    agents = [make_agent("greedy" if s % 2 else "random", game) for s in range(game.players)]
    for i in range(deals):
        rng = deal_rng(seed, i)
        state = game.deal(rng)
        n = 0
        while not game.is_over(state):
            if n % every == 0:
                for seat in range(game.players):
                    yield game.clone(state), seat
            moves = game.legal_moves(state)
            agent = agents[moves[0].seat]
            game.apply(state, agent.choose(game.observation(state, moves[0].seat), moves, rng))
            n += 1
        yield state, 0


@pytest.mark.parametrize("game_id,deals", [("cicera", 6), ("briscola", 12), ("minchiate", 4)])
def test_determinized_deals_agree_with_the_observation(game_id, deals):
    game = games.load(game_id)
    deck = list(range(len(game.deck)))
    differed = 0
    for state, seat in positions(game, deals, seed=31):
        obs = game.observation(state, seat)
        known = getattr(obs, "known", ())
        excluded = getattr(obs, "excluded", ())
        for s in range(game.players):   # what the engine infers holds for the real deal
            hand = sum(1 << c for c in state.hands[s])
            if known:
                assert known[s] & ~hand == 0, f"seat {s} is said to hold a card it has not"
                assert excluded[s] & hand == 0, f"seat {s} holds a card said to be void"
        for k in range(3):
            world = game.determinize(obs, random.Random(k))
            assert game.observation(world, seat) == obs
            assert world.hands[seat] == state.hands[seat]
            assert sorted(_cards(world)) == deck
            assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
            for s in range(game.players):
                hand = sum(1 << c for c in world.hands[s])
                if known:
                    assert known[s] & ~hand == 0 and excluded[s] & hand == 0
            if state.turn == seat and not state.over:
                assert game.legal_moves(world) == game.legal_moves(state)
            differed += world.hands != state.hands
            # The sampled deal is a deal: it plays to the end.
            agents = [make_agent("random", game)] * game.players
            rng = random.Random(k)
            while not game.is_over(world):
                moves = game.legal_moves(world)
                game.apply(world, agents[0].choose(None, moves, rng))
            assert sorted(_cards(world)) == deck
    assert differed > 0


@pytest.mark.parametrize("game_id", GAMES)
def test_a_clone_is_independent_and_plays_the_same(game_id):
    game = games.load(game_id)
    state = game.deal(deal_rng(3, 0))
    agents = [make_agent("greedy", game)] * game.players
    rng = random.Random(1)
    for _ in range(7):
        moves = game.legal_moves(state)
        game.apply(state, agents[0].choose(game.observation(state, moves[0].seat), moves, rng))
    before = json.dumps(make_record(game, state, {}))
    copy = game.clone(state)
    twin = game.clone(state)
    for s in (copy, twin):
        r = random.Random(5)
        while not game.is_over(s):
            moves = game.legal_moves(s)
            game.apply(s, moves[r.randrange(len(moves))])
    assert json.dumps(make_record(game, state, {})) == before
    assert game.result(copy) == game.result(twin)
    assert copy.history == twin.history and len(copy.history) > len(state.history)


def small_strong(game) -> StrongAgent:
    return StrongAgent(game, GREEDY[game.spec.family](game), budget=200, min_samples=2, max_moves=4)


@pytest.mark.parametrize("game_id,deals", [("cicera", 1), ("briscola", 2), ("minchiate", 1)])
def test_the_strong_agent_never_reads_hidden_cards(game_id, deals):
    """Re-deal the hidden cards consistently with the seat's observation: the observation built
    from the new deal is the same, and so is the agent's choice for a fixed seed."""
    game = games.load(game_id)
    agent = small_strong(game)
    checked = 0
    for state, seat in positions(game, deals, seed=8, every=7):
        if state.over or state.turn != seat:
            continue
        obs = game.observation(state, seat)
        moves = game.legal_moves(state)
        redealt = game.determinize(obs, random.Random(checked + 100))
        if redealt.hands == state.hands:
            continue
        obs2 = game.observation(redealt, seat)
        moves2 = game.legal_moves(redealt)
        assert obs2 == obs and moves2 == moves
        assert agent.choose(obs2, moves2, random.Random(42)) == agent.choose(obs, moves, random.Random(42))
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seeded_strong_agent_is_deterministic(game_id):
    game = games.load(game_id)
    agents = [small_strong(game) if s % 2 == 0 else make_agent("easy", game) for s in range(game.players)]
    records = []
    for _ in range(2):
        initial, state = play_deal(game, agents, deal_rng(4, 0))
        records.append(json.dumps(make_record(game, state, initial)))
    assert records[0] == records[1]


def test_levels_by_name():
    game = games.load("briscola")
    assert set(AGENT_NAMES) == set(LEVELS) >= {"random", "easy", "greedy", "strong"}
    assert make_agent("easy", game).name == "easy" and make_agent("greedy", game).name == "greedy"
    assert make_agent("strong", game).name == "strong"
    with pytest.raises(ValueError, match="unknown agent 'expert'"):
        make_agent("expert", game)


def test_hidden_cards_go_only_where_allowed():
    # Cards 0-3 may go only to place 0, 4-5 only to place 2, 6-9 anywhere.
    anywhere = 0b1111000000
    allowed = [anywhere | 0b1111, anywhere, anywhere | 0b110000]
    for seed in range(200):
        parts = deal_hidden(range(10), [5, 2, 3], allowed, random.Random(seed))
        assert [len(p) for p in parts] == [5, 2, 3]
        assert sorted(c for p in parts for c in p) == list(range(10))
        for part, ok in zip(parts, allowed):
            assert all(ok >> c & 1 for c in part)
        assert set(range(4)) <= set(parts[0]) and {4, 5} <= set(parts[2])
