"""Every worked example of every spec, collected without per-game code: the engine's outcome is
the spec's `expect` (checked by hand against RULES.md). A new game's examples are tests as soon as
its spec exists. Each example kind has its outcome, its phrasing and a checker reader (or a reason
why the checker does not read it)."""

import typing

import pytest

from engine import examples, games
from engine.record import move_to_json
from engine.spec import Example
from toolkit.check.examples import REGISTRY as CHECKER_READERS
from toolkit.phrasing import EXAMPLE_PHRASES

CASES = [(g, ex) for g in games.available() for ex in games.load(g).spec.examples]
SCHEMA_KINDS = {typing.get_args(m.model_fields["kind"].annotation)[0]
                for m in typing.get_args(typing.get_args(Example)[0])}


@pytest.mark.parametrize("game_id,example", CASES, ids=[ex.id for _, ex in CASES])
def test_spec_example(game_id, example):
    assert examples.outcome(games.load(game_id), example) == example.expect


def test_every_kind_of_the_schema_has_an_outcome_and_a_phrasing():
    assert SCHEMA_KINDS == set(examples.KINDS)
    assert set(examples.KINDS) <= set(EXAMPLE_PHRASES), set(examples.KINDS) - set(EXAMPLE_PHRASES)


def test_every_kind_is_read_by_the_checker():
    for name in examples.KINDS:
        assert name in CHECKER_READERS, f"{name}: give the checker a reader in toolkit/check/examples.py"


def test_a_contradicting_expect_is_refused_with_its_line(tmp_path):
    from engine.errors import SpecError
    from engine.paths import RULES_DIR
    from engine.spec import load_game_file

    text = (RULES_DIR / "games" / "briscola.yaml").read_text(encoding="utf-8")
    text = text.replace("expect: {winner: 1, points: 21}", "expect: {winner: 0, points: 21}")
    path = tmp_path / "briscola.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SpecError) as err:
        games.check(games.compile_spec(load_game_file(path)))
    assert err.value.line == next(i for i, t in enumerate(text.splitlines(), 1) if "winner: 0, points: 21" in t)
    assert "BRI-X4" in err.value.message and "'winner': 1" in err.value.message


@pytest.mark.parametrize("game_id", games.available())
def test_both_families_implement_the_game_protocol_and_tell_events(game_id):
    import random

    from engine.simulate import play_deal, seat_agents
    from engine.state import Game

    game = games.load(game_id)
    assert isinstance(game, Game)
    initial, state = play_deal(game, seat_agents(game, ["greedy"]), random.Random(7))
    record = {**initial, "moves": [move_to_json(game, m) for m in state.history]}
    events = game.events(record)
    assert events[-1] == {"event": "result", **game.result(state).to_json()}
    start, steps = game.replay(record)
    per_move = list(steps)
    assert len(per_move) == len(state.history) and [e for step in per_move for e in step] == events[:-1]
    assert game.result(start) == game.result(state)       # the replayed state is the deal's end
    moves = [e for e in events if e["event"] in ("move", "play", "discard", "declaration")]
    assert len(moves) == len(state.history)
    if game.spec.family == "fishing":
        bonus_points = sum(e["points"] for e in events if e["event"] == "capture")
        assert bonus_points == sum(sum(game.result(state).breakdown[b.id]) for b in game.spec.bonuses)
    else:
        tricks = [e for e in events if e["event"] == "trick"]
        assert len(tricks) == game.n_tricks
        assert [t["team"] for t in tricks].count(0) == state.tricks_won[0]
