"""Cìcera: rule cases and invariants over many seeded deals."""

import itertools
import random
from collections import Counter

import pytest

from engine import games
from engine.record import make_record, replay
from engine.simulate import deal_rng, play_deal
from engine.agents import make_agent
from engine.state import Move

GAME = games.load("cicera")
DECK = GAME.deck


def cards(*codes):
    return [DECK.parse(c) for c in codes]


def test_court_cards_capture_only_by_rank():
    # A Re takes one Re, never a sum; a Fante cannot take a Cavallo.
    assert GAME.capture_options(DECK.parse("RS"), cards("RC", "RD", "3S")) == [tuple(cards("RC")), tuple(cards("RD"))]
    assert GAME.capture_options(DECK.parse("FS"), cards("CC", "3S")) == []


def test_courts_never_enter_sums():
    # 7 on a table of Fante, Cavallo, 3, 4: only 3 + 4; courts have no value.
    options = GAME.capture_options(DECK.parse("7D"), cards("FC", "CB", "3S", "4S"))
    assert [set(DECK.codes(o)) for o in options] == [{"3S", "4S"}]


def test_seven_cannot_take_seven_three_and_four():
    options = {frozenset(DECK.codes(o)) for o in GAME.capture_options(DECK.parse("7D"), cards("7S", "3C", "4B"))}
    assert frozenset({"7S", "3C", "4B"}) not in options


def test_equal_values_give_distinct_captures():
    options = {frozenset(DECK.codes(o)) for o in GAME.capture_options(DECK.parse("7D"), cards("3C", "3B", "4S"))}
    assert options == {frozenset({"3C", "4S"}), frozenset({"3B", "4S"})}


def naive_sums(card, table):
    """Reference: the power set, filtered by the rule (slow, obviously right)."""
    if not GAME.numeral[card]:
        return set()
    nums = [t for t in table if GAME.numeral[t]]
    out = set()
    for k in range(2, len(nums) + 1):
        for combo in itertools.combinations(nums, k):
            if sum(GAME.value[t] for t in combo) == GAME.value[card]:
                out.add(frozenset(combo))
    return out


def test_pruned_search_equals_power_set_on_random_tables():
    rng = random.Random(2024)
    for trial in range(600):
        pack = list(range(52))
        rng.shuffle(pack)
        size = rng.randint(0, 20) if trial % 3 else 20
        table, card = pack[:size], pack[size]
        same_rank = {frozenset([t]) for t in table if DECK.rank[t] == DECK.rank[card]}
        got = [frozenset(o) for o in GAME.capture_options(card, table)]
        assert len(got) == len(set(got)), "no capture listed twice"
        assert set(got) == same_rank | naive_sums(card, table), (DECK.codes(table), DECK.code(card))


def test_sum_captures_on_a_crowded_table():
    # Twenty small numerals: many ways to make 10, all of them sums of distinct cards.
    table = cards(*[f"{r}{s}" for r in ("A", "2", "3", "4", "5") for s in "SCDB"])
    got = {frozenset(o) for o in GAME.capture_options(DECK.parse("10D"), table)}
    assert got == naive_sums(DECK.parse("10D"), table)
    assert len(got) > 500


def test_picada_needs_the_card_just_left():
    state = GAME.start(0, [cards("5C"), cards("5S"), [], []], cards("5D", "RS"))
    state.turn = 0
    GAME.apply(state, Move(0, DECK.parse("5C"), ()))      # seat 0 places the 5 of Cups
    GAME.apply(state, Move(1, DECK.parse("5S"), tuple(cards("5C"))))
    picada = [b for b, *_ in GAME.bonuses].index("picada")
    assert state.bonus_points[picada] == [0, 1]


def test_taking_an_older_card_of_that_rank_is_no_picada():
    # Dealer 3, so seat 0 starts and places a 9; seat 1 then takes the 5 of Coins, which has lain
    # on the table since the deal: not the card just left, so no Picada (and no sweep: Re stays).
    state = GAME.start(3, [cards("9C"), cards("5S"), cards("2D"), cards("3D")], cards("5D", "RS"))
    GAME.apply(state, Move(0, DECK.parse("9C"), ()))
    GAME.apply(state, Move(1, DECK.parse("5S"), tuple(cards("5D"))))
    picada = [b for b, *_ in GAME.bonuses].index("picada")
    assert state.bonus_points[picada] == [0, 0]


def test_first_player_is_on_the_dealers_right():
    for dealer in range(4):
        state = GAME.start(dealer, [[], [], [], []], [])
        assert state.turn == (dealer + 1) % 4


def test_leftovers_go_to_the_last_capturer_without_bonus():
    # Seat 1 (team 1) captures; then everyone places; the table's leftovers go to team 1.
    hands = [cards("2C"), cards("7S"), cards("9D"), cards("FB")]
    state = GAME.start(3, hands, cards("7D", "4C"))   # seat 0 starts (dealer 3)
    GAME.apply(state, Move(0, DECK.parse("2C"), ()))
    GAME.apply(state, Move(1, DECK.parse("7S"), tuple(cards("7D"))))
    GAME.apply(state, Move(2, DECK.parse("9D"), ()))
    GAME.apply(state, Move(3, DECK.parse("FB"), ()))
    assert GAME.is_over(state)
    assert sorted(DECK.codes(state.piles[1])) == sorted(["7S", "7D", "2C", "4C", "9D", "FB"])
    result = GAME.result(state)
    scua = result.breakdown["scua"]
    assert scua == [0, 0], "leftovers are not a sweep"


def test_nobody_captured_is_a_tie_with_cards_unclaimed():
    hands = [cards("2C"), cards("3S"), cards("9D"), cards("FB")]
    state = GAME.start(3, hands, cards("RD", "CS"))
    for seat, code in enumerate(["2C", "3S", "9D", "FB"]):
        GAME.apply(state, Move(seat, DECK.parse(code), ()))
    result = GAME.result(state)
    assert sorted(DECK.codes(state.unclaimed)) == sorted(["2C", "3S", "9D", "FB", "RD", "CS"])
    assert result.winner is None


def test_bonuses_add_up_on_the_last_play():
    # The last card of the deal sweeps 2 + 3 + 5 of Cups with the 10 of Cups: Scùa, Simili,
    # Quadriglia, 3 points (bonuses count on the last play too).
    hands = [cards("10C"), [], [], []]
    state = GAME.start(3, hands, cards("2C", "3C", "5C"))
    GAME.apply(state, Move(0, DECK.parse("10C"), tuple(cards("2C", "3C", "5C"))))
    result = GAME.result(state)
    assert [result.breakdown[b][0] for b in ("scua", "simili", "quadriglia", "picada")] == [1, 1, 1, 0]


INVARIANT_DEALS = 1500


@pytest.mark.parametrize("agents", [("random",), ("greedy", "random")])
def test_invariants_over_seeded_deals(agents):
    players = [make_agent(agents[s % len(agents)], GAME) for s in range(4)]
    deals = INVARIANT_DEALS if agents == ("random",) else 200
    for i in range(deals):
        initial, state = play_deal(GAME, players, deal_rng(99, i))
        assert len(state.history) == 48
        held = [c for p in state.piles for c in p] + state.unclaimed
        assert sorted(held) == list(range(52)), "every card ends in a pile or unclaimed"
        assert not state.table and not any(state.hands)
        result = GAME.result(state)
        assert sum(result.breakdown["most_cards"]) in (0, 2)
        assert sum(sum(v) for v in result.breakdown.values()) == sum(result.points)
        if i % 5 == 0:
            record = make_record(GAME, state, initial)
            again = replay(record)
            assert again.ok and again.result == result


def test_deals_are_deterministic_for_a_seed():
    players = [make_agent("random", GAME)] * 4
    a = play_deal(GAME, players, deal_rng(7, 3))[1].history
    b = play_deal(GAME, players, deal_rng(7, 3))[1].history
    assert a == b


def test_sample_move_is_the_move_random_choice_would_make():
    # The random agent's fast path must pick exactly legal_moves(state)[rng.randrange(n)].
    for i in range(150):
        rng = random.Random(i)
        state = GAME.deal(rng)
        while not GAME.is_over(state):
            probe = random.Random(rng.random())
            twin = random.Random()
            twin.setstate(probe.getstate())
            moves = GAME.legal_moves(state)
            expected = moves[twin.randrange(len(moves))]
            assert GAME.sample_move(state, probe) == expected
            GAME.apply(state, expected)


def test_table_index_follows_the_table():
    players = [make_agent("random", GAME)] * 4
    rng = deal_rng(5, 0)
    state = GAME.deal(rng)
    while not GAME.is_over(state):
        assert sorted(c for cs in state.by_rank for c in cs) == sorted(state.table)
        for v in range(1, GAME.max_value + 1):
            assert state.by_value.get(v, []) == [t for t in state.table if GAME.sum_value[t] == v]
        # The captures by sum counted without listing them: every set of two or more numerals
        # of the table adding up to each value.
        numerals = [GAME.sum_value[t] for t in state.table if GAME.sum_value[t]]
        sums = Counter(sum(s) for k in range(2, len(numerals) + 1) for s in itertools.combinations(numerals, k))
        assert state.sets[-1] == [sums[v] for v in range(GAME.max_value + 1)]
        GAME.apply(state, players[0].choose(None, GAME.legal_moves(state), rng))


def test_legal_moves_equal_the_power_set_on_random_tables():
    # The engine's per-turn capture search (sets of values on the table, unary count masks)
    # against the rule read literally: every card of the same rank, every set of numerals
    # adding up to the card's value, and placing the card.
    rng = random.Random(77)
    for trial in range(400):
        pack = list(range(52))
        rng.shuffle(pack)
        size = rng.randint(0, 20)
        table, hand = pack[:size], pack[size:size + rng.randint(1, 12)]
        state = GAME.start(3, [hand, [], [], []], table)
        got = [(m.card, frozenset(m.take)) for m in GAME.legal_moves(state)]
        assert len(got) == len(set(got)), "no move listed twice"
        expected = set()
        for card in hand:
            expected.add((card, frozenset()))
            expected.update((card, frozenset([t])) for t in table if DECK.rank[t] == DECK.rank[card])
            expected.update((card, take) for take in naive_sums(card, table))
        assert set(got) == expected, (DECK.codes(table), DECK.codes(hand))
