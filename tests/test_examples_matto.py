"""A worked trick's points are what its winners take (``engine.examples.trick``): in Minchiate the
Matto never wins a trick and stays with its owner's team (RULES.md, "Matto (the excuse)", MIN-P3),
so its 5 points are not the winners'. The engine's play does the same (the Matto goes back to its
team's pile, the ``trick`` event leaves its points out); the checker accepts a text that states
the points on the table (the Matto's 5 in) as well as one that states the points taken.

Values by hand (RULES.md "Card values"): trump 36 is worth 10, each Re 5, the Matto 5, trump 1 5,
the 4 and 5 of Cups 0.
"""

import random

import pytest

from checking import Ex, errors
from engine import examples, games
from toolkit.phrasing import Phraser


@pytest.fixture(scope="module")
def minchiate():
    return games.load("minchiate")


# ---------------------------------------------------------------- the worked example's outcome

MATTO_TRICKS = [
    # trump 36 (10), Re of Cups (5), Matto (5), 4 of Cups (0): 20 on the table, 15 taken by the 36
    (("36T", "RC", "M", "4C"), 0, 15),
    # the same cards, the Re led: the trump 36 wins, still 15
    (("RC", "M", "36T", "4C"), 2, 15),
    # the Matto led: the Re of Cups sets Cups, trump 36 wins; 15
    (("M", "RC", "36T", "4C"), 2, 15),
    # 7 of Batons, the Matto, 10 of Batons, 2 of Batons: the 10 wins nothing (the Matto's 5 is not theirs)
    (("7B", "M", "10B", "2B"), 2, 0),
]


@pytest.mark.parametrize("cards,winner,points", MATTO_TRICKS)
def test_the_winners_of_a_trick_with_the_matto_do_not_take_its_points(minchiate, cards, winner, points):
    assert examples.outcome(minchiate, Ex("trick", cards=cards)) == {"winner": winner, "points": points}


def test_without_the_matto_the_points_are_every_card_played(minchiate):
    # trump 36 (10), Re of Cups (5), trump 1 (5), 4 of Cups (0): 20, all taken
    assert examples.outcome(minchiate, Ex("trick", cards=("36T", "RC", "1T", "4C"))) == {"winner": 0, "points": 20}
    # Re of Cups (5), 5 of Cups (0), trump 36 (10), 4 of Cups (0): 15
    assert examples.outcome(minchiate, Ex("trick", cards=("RC", "5C", "36T", "4C"))) == {"winner": 2, "points": 15}


def test_briscola_tricks_are_unchanged():
    briscola = games.load("briscola")
    # 3 of Coins (10) and Asso of Coins (11), Swords trumps: the Asso, 21 (BRI-X4)
    assert examples.outcome(briscola, Ex("trick", cards=("3D", "AD"), trump="S")) == {"winner": 1, "points": 21}
    # Re of Cups (4), 2 of Swords (0), Swords trumps: the 2, 4 (BRI-X5)
    assert examples.outcome(briscola, Ex("trick", cards=("RC", "2S"), trump="S")) == {"winner": 1, "points": 4}


def test_the_page_sentence_gives_the_points_taken(minchiate):
    said = Phraser("en").example(minchiate, Ex("trick", cards=("36T", "RC", "M", "4C")))
    assert "15 points" in said and "20" not in said, said


# ---------------------------------------------------------------- the engine's own play

def test_in_play_the_matto_stays_with_its_team_and_the_trick_event_agrees(minchiate):
    """Random deals: every trick with the Matto puts it in its owner's team's pile (never the
    winning card), and the ``trick`` event's points are the worked example's."""
    g = minchiate
    seen = 0
    for seed in range(12):
        rng = random.Random(seed)
        state = g.deal(rng)
        while not state.over:
            move = g.sample_move(state, rng)
            trick, seats = state.trick + [move.card], state.trick_seats + [move.seat]
            full = state.phase == "play" and len(trick) == g.players
            before = [len(p) for p in state.piles]
            events = g.move_events(state, move)
            if not (full and g.excuse in trick) or state.over:
                continue            # at the end the Matto's team may pay with a card: piles change again
            seen += 1
            event = next(e for e in events if e["event"] == "trick")
            owner = g.team_of[seats[trick.index(g.excuse)]]
            assert g.excuse in state.piles[owner][before[owner]:]
            assert g.excuse not in state.piles[1 - owner][before[1 - owner]:]
            assert trick[seats.index(event["winner"])] != g.excuse
            worked = examples.outcome(g, Ex("trick", cards=tuple(g.deck.codes(trick))))
            assert event["points"] == worked["points"] == sum(g.value[c] for c in trick) - g.value[g.excuse]
    assert seen >= 5


# ---------------------------------------------------------------- the checker: either reading

CHECKED = [
    ("it", "Anna esce col Re di Coppe, Bruno gioca il Matto, Carla taglia col tarocco 36 e Dario il 4 di Coppe. "
           "Vince il tarocco 36, e nella presa ci sono {} punti."),
    ("en", "Anna leads the Re of Cups, Bruno plays the Matto, Carla trumps with trump 36 and Dario plays the 4 of Cups. "
           "Trump 36 wins the trick, worth {} points."),
]


@pytest.mark.parametrize("lang,text", CHECKED, ids=[c[0] for c in CHECKED])
def test_the_checker_accepts_the_points_taken_and_the_points_on_the_table(lang, text):
    assert errors(text.format(15), lang, "minchiate") == []         # taken: the Matto stays with its team
    assert errors(text.format(20), lang, "minchiate") == []         # on the table, the Matto's 5 in
    assert "example: the trick holds a different number of points" in errors(text.format(17), lang, "minchiate")
    assert "example: the trick holds a different number of points" in errors(text.format(10), lang, "minchiate")
