"""The strict spec loader: every mistake is one SpecError naming file, line and column."""

from pathlib import Path

import pytest

from engine.errors import SpecError
from engine.paths import RULES_DIR
from engine.spec import load_game_file, load_deck_file

CICERA = (RULES_DIR / "games" / "cicera.yaml").read_text(encoding="utf-8")


def write(tmp_path: Path, text: str, name: str = "game.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def test_the_real_specs_load():
    game = load_game_file(RULES_DIR / "games" / "cicera.yaml")
    assert game.players == 4 and game.deal.hand == 12 and game.deal.table == 4
    assert [b.id for b in game.bonuses] == ["scua", "picada", "simili", "quadriglia"]
    deck = load_deck_file(RULES_DIR / "decks" / "bresciane-52.yaml")
    assert len(deck.suits) * len(deck.ranks) == 52


def test_broken_yaml_names_the_line(tmp_path):
    text = CICERA.replace("players: 4", "players: [4")
    with pytest.raises(SpecError) as err:
        load_game_file(write(tmp_path, text))
    assert err.value.path.endswith("game.yaml") and err.value.line is not None
    assert str(err.value).startswith(str(tmp_path / "game.yaml") + ":")


def test_unknown_key_names_its_line(tmp_path):
    text = CICERA.replace("players: 4\n", "players: 4\nbonus_stack: true\n")
    with pytest.raises(SpecError) as err:
        load_game_file(write(tmp_path, text))
    assert "unknown key 'bonus_stack'" in err.value.message
    assert err.value.line == line_of(text, "bonus_stack")


def test_duplicate_key_is_an_error(tmp_path):
    text = CICERA.replace("  hand: 12\n", "  hand: 12\n  hand: 13\n")
    with pytest.raises(SpecError) as err:
        load_game_file(write(tmp_path, text))
    assert "duplicate key 'hand'" in err.value.message
    assert err.value.line == line_of(text, "hand: 13")


def test_wrong_type_names_the_field(tmp_path):
    text = CICERA.replace("  hand: 12", "  hand: twelve")
    with pytest.raises(SpecError) as err:
        load_game_file(write(tmp_path, text))
    assert "deal.hand" in err.value.message
    assert err.value.line == line_of(text, "hand: twelve")


def test_yaml_1_1_no_is_not_false(tmp_path):
    # In YAML 1.1 `no` is false; here it stays the string "no", which is not a boolean.
    text = CICERA.replace("  optional: true", "  optional: no")
    with pytest.raises(SpecError) as err:
        load_game_file(write(tmp_path, text))
    assert "capture.optional" in err.value.message
    assert err.value.line == line_of(text, "optional: no")


def test_unknown_primitive_is_an_error(tmp_path):
    text = CICERA.replace("when: same_suit", "when: same_colour")
    with pytest.raises(SpecError) as err:
        load_game_file(write(tmp_path, text))
    assert "unknown primitive 'same_colour'" in err.value.message
    assert err.value.line == line_of(text, "same_colour")


def test_teams_must_cover_the_seats(tmp_path):
    text = CICERA.replace("teams: [[0, 2], [1, 3]]", "teams: [[0, 2], [1, 2]]")
    with pytest.raises(SpecError, match="each of the 4 seats"):
        load_game_file(write(tmp_path, text))


def test_bad_encoding_and_missing_file(tmp_path):
    path = tmp_path / "latin1.yaml"
    path.write_bytes("name: C\xecera\n".encode("latin-1"))
    with pytest.raises(SpecError, match="not UTF-8") as err:
        load_game_file(path)
    assert err.value.line == 1
    with pytest.raises(SpecError, match="cannot read file"):
        load_game_file(tmp_path / "missing.yaml")


def test_clause_needs_text_or_example(tmp_path):
    text = CICERA.replace("    example: CIC-X1\n", "")
    with pytest.raises(SpecError, match="either text or example"):
        load_game_file(write(tmp_path, text))
