"""Each trick-game primitive on small hand-made inputs (cards are plain ints here)."""

from engine import combinations as cb
from engine import games
from engine import tricks_primitives as tp

# suits: 0 and 1 plain, 2 trumps, EXCUSE for card 9
SUIT = {0: 0, 1: 0, 2: 0, 3: 1, 4: 1, 5: 2, 6: 2, 9: tp.EXCUSE}
STRENGTH = {0: 1, 1: 2, 2: 3, 3: 5, 4: 1, 5: 1, 6: 40, 9: 0}
SUIT_OF = [SUIT.get(i, 0) for i in range(10)]
STR = [STRENGTH.get(i, 0) for i in range(10)]


def test_trick_winner_trump_then_suit_led():
    assert tp.trick_winner([0, 2], SUIT_OF, STR, trump=2) == 1        # higher of the suit led
    assert tp.trick_winner([2, 3], SUIT_OF, STR, trump=2) == 0        # off-suit never wins, even stronger
    assert tp.trick_winner([2, 3, 5], SUIT_OF, STR, trump=2) == 2     # any trump beats the suit led
    assert tp.trick_winner([5, 6], SUIT_OF, STR, trump=2) == 1        # highest trump
    assert tp.trick_winner([9, 3, 4, 0], SUIT_OF, STR, trump=2) == 1  # excuse leads: next card sets the suit


def test_hand_by_suit_keeps_hand_order_and_the_excuse_last():
    by_suit = tp.hand_by_suit([4, 0, 9, 3, 6, 1], SUIT_OF, 3)
    assert by_suit == [[0, 1], [4, 3], [6], [9]]
    assert by_suit[tp.EXCUSE] == [9]


def _follow(rule, hand, led):
    return rule(hand, tp.hand_by_suit(hand, SUIT_OF, 3), led, 2)


def test_follow_else_trump():
    assert _follow(tp.follow_else_trump, [0, 3, 5, 9], 0) == [0]
    assert _follow(tp.follow_else_trump, [3, 5, 6, 9], 0) == [5, 6]
    assert _follow(tp.follow_else_trump, [3, 9, 4], 0) == [3, 4]       # void in both: any card but the excuse
    assert _follow(tp.follow_else_trump, [4, 6, 3], tp.EXCUSE) == [4, 6, 3]   # the excuse led: any card
    assert _follow(tp.any_card, [3, 0, 5], 0) == [3, 0, 5]


def test_king_rule():
    assert tp.king_rule(True, True, True)
    assert not tp.king_rule(False, True, True)   # the suit was led before
    assert not tp.king_rule(True, False, True)   # nobody has trumped
    assert not tp.king_rule(True, True, False)


def test_draw_order_and_stock():
    assert tp.draw_order(1, 2) == [1, 0]
    assert tp.draw_order(3, 4) == [3, 0, 1, 2]
    assert tp.stock_with_turn_up_last([4, 5], 7) == [4, 5, 7]


def test_points_and_bonuses():
    assert tp.card_points([0, 1, 2], [11, 0, 4]) == 15
    assert tp.cards_beyond(52, 42, 1) == 10
    assert tp.cards_beyond(42, 42, 1) == 0
    assert tp.last_trick_bonus(1, 10, 2) == [0, 10]
    assert tp.higher_total([61, 59]) == 0 and tp.higher_total([60, 60]) is None


def test_rob_run_stops_at_first_worthless_card_and_cap():
    robbable = [True, True, False, True]
    assert tp.rob_run([0, 1, 2, 3], robbable, 13) == 2
    assert tp.rob_run([0, 1, 3], robbable, 2) == 2
    assert tp.rob_run([2, 0], robbable, 13) == 0


def test_discardable():
    value = [0, 5, 0, 3]
    assert tp.discardable([0, 1, 2, 3], value, protected=2) == [0]
    assert tp.discardable([1, 2, 3], value, protected=2) == [3]   # no zero-point card left: the lowest


def test_excuse_payment():
    value = [0, 5, 0, 0]
    is_trump = [True, False, False, True]
    assert tp.excuse_payment([9, 0, 1, 2], 9, value, is_trump) == 2   # zero-point suit card first
    assert tp.excuse_payment([9, 1, 0], 9, value, is_trump) == 0
    assert tp.excuse_payment([9], 9, value, is_trump) == 9            # took no tricks: the excuse itself


def test_resti():
    assert tp.resti_in_play(64, 60) == (1, 4)
    assert tp.resti_in_play(60, 60) == (1, 0)
    assert tp.resti_in_play(59, 60) == (0, 59)
    assert tp.resti_in_play(130, 60) == (2, 10)
    assert [tp.resti_at_end(x, 60) for x in (0, 1, 59, 60, 61, 120, 121)] == [0, 1, 1, 1, 2, 2, 3]


def bits(*numbers: int) -> int:
    """The bit mask of trump numbers that runs_within_ranges reads: bit n for each n."""
    return sum(1 << n for n in set(numbers))


def test_runs_merge_and_stay_in_ranges():
    ranges = [(1, 5), (28, 40)]
    assert cb.runs_within_ranges(bits(1, 2, 3, 4), ranges, 3) == [(1, 2, 3, 4)]
    assert cb.runs_within_ranges(bits(4, 5, 6, 7), ranges, 3) == []          # 6, 7 lie outside 1–5
    assert cb.runs_within_ranges(bits(32, 33, 34, 36, 37, 38), ranges, 3) == [(32, 33, 34), (36, 37, 38)]
    assert cb.runs_within_ranges(bits(32, 33, 34, 35, 36), ranges, 3) == [(32, 33, 34, 35, 36)]
    assert cb.runs_within_ranges(bits(1, 2, 4, 5, 27, 28, 29, 30, 39, 40, 41), ranges, 3) == [(28, 29, 30)]
    assert cb.runs_within_ranges(bits(*range(45)), ranges, 3) == [(1, 2, 3, 4, 5), tuple(range(28, 41))]
    assert cb.runs_within_ranges(bits(2, 3, 4, 30, 31), ranges, 2) == [(2, 3, 4), (30, 31)]


def test_held_sets_drop_contained_sets():
    sets = [("low", frozenset({10, 20, 30})), ("high", frozenset({20, 30, 40})),
            ("all", frozenset({10, 20, 30, 40}))]
    assert [s for s, _ in cb.held_sets({10, 20, 30, 40}, sets)] == ["all"]
    assert [s for s, _ in cb.held_sets({10, 20, 30}, sets)] == ["low"]


def test_same_rank_and_wildcard():
    assert cb.same_rank_set({1, 2, 3}, (1, 2, 3, 4), 3) == (1, 2, 3)
    assert cb.same_rank_set({1, 2}, (1, 2, 3, 4), 3) is None
    combos = [cb.Combination("run", (1, 2, 3), 11), cb.Combination("matto", (1, 9, 40), 20)]
    assert cb.wildcard_bonus(combos, 9, {1, 2, 3, 9, 40}, 5) == 5     # not for the set holding it
    assert cb.wildcard_bonus(combos, 9, {1, 2, 3, 40}, 5) == 0


def test_combinations_of_a_hand_whatever_its_order_or_repeats():
    m = games.load("minchiate")
    cards = m.cards("3T 1T 2T M 40T RC RD RB 13T 28T 29T 31T")
    assert sorted(c.kind for c in m.combos.form(cards)) == ["kings", "matto", "papa", "run"]
    assert m.combos.form(cards + cards[:3]) == m.combos.form(cards)
    # 1-2-3: 5 + 3 + 3; 1-40-Matto: 5 + 10 + 5; 1-13-28: 3 × 5; three Re: 3 × 5; the Matto's 5 for
    # each of the three combinations without it (28-29 and 31 make no run)
    assert m.combos.score(cards[::-1]) == 11 + 20 + 15 + 15 + 3 * 5
