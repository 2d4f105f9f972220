"""Bad decks and game specs: `cardavia build` stops with one `file:line: message` line and exit 2,
before anything is built (issue #8, item 5). Each case edits a copy of rules/ given to the build
through $CARDAVIA_RULES."""

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine import games
from toolkit.cli import main

BOMB = ("{took_at_least: [&a [1, 1, 1, 1, 1, 1, 1, 1, 1], &b [*a, *a, *a, *a, *a, *a, *a, *a, *a], "
        "&c [*b, *b, *b, *b, *b, *b, *b, *b, *b], &d [*c, *c, *c, *c, *c, *c, *c, *c, *c], "
        "&e [*d, *d, *d, *d, *d, *d, *d, *d, *d], &f [*e, *e, *e, *e, *e, *e, *e, *e, *e], "
        "&g [*f, *f, *f, *f, *f, *f, *f, *f, *f], &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]]}")

# (file under rules/, text replaced, replacement, the line that must be named, message fragment)
CASES = {
    "hand 20": ("games/cicera.yaml", "  hand: 12", "  hand: 20", "  hand: 20",
                "the deal needs 4 × 20 + 4 = 84 cards; the Bresciane deck has 52"),
    "primitive parameter of the wrong type": (
        "games/cicera.yaml", "when: {took_at_least: 3}", "when: {took_at_least: three}", "took_at_least: three",
        "took_at_least: Input should be a valid integer"),
    "award of a card the deck lacks": (
        "games/cicera.yaml", "when: {holds_card: FC}", "when: {holds_card: FX}", "holds_card: FX",
        "unknown card 'FX'"),
    "napula suit X": ("games/cicera.yaml", "{napula: {suit: S,", "{napula: {suit: X,", "suit: X",
                      "unknown suit 'X'"),
    "deck derived from itself": ("decks/briscola-40.yaml", "  base: bresciane-52", "  base: briscola-40",
                                 "base: briscola-40", "deck briscola-40 is derived from itself"),
    "example trump X": ("games/briscola.yaml", "    cards: [3D, AD]\n    trump: S", "    cards: [3D, AD]\n    trump: X",
                        "trump: X", "unknown suit 'X'"),
    "clause naming a missing fact": ("games/cicera.yaml", "Deal {deal.hand} cards", "Deal {deal.hands} cards",
                                     "{deal.hands}", "clause CIC-S1: {deal.hands} is not a fact of cicera"),
    "section without a title": ("games/cicera.yaml", "  - {id: setup, title: Setup}", "  - {id: setup}",
                                "{id: setup}", "sections.1.title: Field required"),
    "text 42": ("games/briscola.yaml", '    text: "{players} players · You vs the AI · Single deal"',
                "    text: 42", "text: 42", "clauses.0.text: Input should be a valid string"),
    "duplicate rank": ("decks/bresciane-52.yaml", "  - {code: \"3\", name: \"3\", value: 3}",
                       "  - {code: \"A\", name: \"3\", value: 3}", '{code: "A", name: "3"',
                       "duplicate rank 'A'"),
    "duplicate extra card": ("decks/minchiate-97.yaml", "  - {code: M, name: Matto}",
                             "  - {code: 2T, name: Matto}", "name: Matto",
                             "duplicate card '2T'"),
    "deal larger than the pack": ("games/briscola.yaml", "  hand: 3", "  hand: 25", "  hand: 25",
                                  "the deal needs 2 × 25 + 1 face-up card = 51 cards; the Bresciane 40 deck has 40"),
    "alias bomb in a when parameter": ("games/cicera.yaml", "when: {took_at_least: 3}", "when: " + BOMB,
                                       "when: {took_at_least: [&a", "aliases (*name) are not allowed"),
    "expect contradicting the engine": ("games/cicera.yaml", "    cards: [AS, 2S, 3S, 4S]\n    expect: {score: 4}",
                                        "    cards: [AS, 2S, 3S, 4S]\n    expect: {score: 5}", "expect: {score: 5}",
                                        "example CIC-X2: expect {'score': 5} but the engine gives {'score': 4}"),
    "unknown deck": ("games/minchiate.yaml", "deck: minchiate-97", "deck: minchiate-98", "deck: minchiate-98",
                     "deck: unknown deck 'minchiate-98'"),
}


def build(tmp_path: Path):
    return CliRunner().invoke(main, ["build", "--out", str(tmp_path / "build"), "--stats-deals", "1"])


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_a_bad_spec_stops_the_build_naming_its_line(case, rules, tmp_path):
    name, old, new, needle, message = CASES[case]
    path = rules / name
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    text = text.replace(old, new)
    path.write_text(text, encoding="utf-8")
    line = next(i for i, t in enumerate(text.splitlines(), 1) if needle in t)
    result = build(tmp_path)
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    out = result.output.strip()
    assert "\n" not in out and "Traceback" not in out, out
    assert re.match(rf"cardavia: {re.escape(str(path))}:{line}(:\d+)?: ", out), out
    assert message in out, out
    assert not (tmp_path / "build").exists(), "nothing is built from a bad spec"


def test_a_spec_that_is_not_utf8(rules, tmp_path):
    path = rules / "games" / "cicera.yaml"
    path.write_bytes(path.read_bytes().replace("name: Cìcera".encode(), "name: Cìcera".encode("latin-1")))
    result = build(tmp_path)
    assert result.exit_code == 2
    assert re.fullmatch(rf"cardavia: {re.escape(str(path))}:\d+: not UTF-8 \(byte 0xec\)\n", result.output), result.output


def test_the_real_rules_pass_the_same_checks(rules):
    assert [g.spec.id for g in games.load_all()] == ["briscola", "cicera", "minchiate"]
