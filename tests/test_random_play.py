"""Random play's fast paths (``Game.play_random``, ``Game.sample_move``) make exactly the moves
of the random agent choosing from ``legal_moves``, in every game, so seeds keep their deals."""

from __future__ import annotations

import random

import pytest

from engine import games
from engine.agents import RandomAgent
from engine.simulate import deal_rng, play_deal
from engine.state import shuffle


def fast_and_slow(game, seed: int, i: int):
    """Deal ``i`` of ``seed`` played to the end by random agents twice: by ``play_deal`` (the fast
    paths) and one move at a time from ``legal_moves``."""
    agent = RandomAgent(game)
    _, fast = play_deal(game, [agent] * game.players, deal_rng(seed, i))
    rng = deal_rng(seed, i)
    slow = game.deal(rng)
    while not game.is_over(slow):
        game.apply(slow, agent.choose(None, game.legal_moves(slow), rng))
    return fast, slow


@pytest.mark.parametrize("game_id", ["cicera", "briscola", "minchiate"])
def test_fast_random_play_makes_the_random_agents_moves(game_id):
    game = games.load(game_id)
    for i in range(40):
        fast, slow = fast_and_slow(game, 11, i)
        assert fast.history == slow.history and fast.piles == slow.piles
        assert game.result(fast) == game.result(slow)


@pytest.mark.parametrize("game_id", ["briscola", "minchiate"])
def test_fast_random_play_keeps_what_everybody_knows(game_id):
    """The fast paths keep the whole trick state as the moves one by one do: the voids and the
    Re shown (``excluded``), the cards shown in hand (``known``), the hands by suit, the scores."""
    game = games.load(game_id)
    shown = 0
    for i in range(40):
        fast, slow = fast_and_slow(game, 5, i)
        for name in ("excluded", "known", "suits", "scored", "resti", "declared", "fola", "led_before",
                     "tricks_won", "last_winner", "turn", "lead"):
            assert getattr(fast, name) == getattr(slow, name), name
        shown += any(fast.excluded)
    assert shown or game_id == "briscola"   # Minchiate's deals show voids


def test_shuffle_is_the_random_modules():
    for seed in range(200):
        mine, theirs = list(range(97)), list(range(97))
        shuffle(mine, random.Random(seed))
        random.Random(seed).shuffle(theirs)
        assert mine == theirs
        rng_a, rng_b = random.Random(seed), random.Random(seed)
        shuffle(mine, rng_a)
        rng_b.shuffle(theirs)
        assert rng_a.random() == rng_b.random()   # and leaves the generator where it leaves it
    assert mine != list(range(97))
