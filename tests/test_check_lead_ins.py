"""A lead-in with a colon of its own before a worked example ("Esempio 2:", "Note:", "Abschnitt 3:")
names no play and no table: the example's givens are after it, up to the colon that opens the
options (``examples._givens_colon``). Before, the first colon was taken for the givens' end and
the example went unread: a missing option was never reported.

Agree/differ pairs written for this test (no sentence copied from the corpus or the claims
suite). Every outcome checked on the engine: ``capture_options`` 7 on 7, 3, 4 → the 7, 3 + 4, or
place; 9 on 4, 5, 9, 2 → the 9, 4 + 5, or place; 8 on 8, 6, 2 → the 8, 6 + 2, or place."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from engine.examples import outcome
from engine.games import load
from tests.checking import error_findings

CASES = {   # lang: (text with {options}, all options listed, one option left out)
    "it": ("Esempio 2: sul tavolo ci sono il 7 di Bastoni, il 3 di Coppe e il 4 di Denari e tu giochi "
           "il 7 di Spade: {options}",
           "puoi prendere il 7 di Bastoni, oppure il 3 e il 4 insieme, oppure posare la carta.",
           "puoi prendere solo il 7 di Bastoni, oppure posare la carta."),
    "en": ("Note: with the 4 of Swords, the 5 of Cups, the 9 of Batons and the 2 of Coins on the "
           "table, you play the 9 of Coins: {options}",
           "you may take the 9 of Batons or 4 + 5, or just place your card.",
           "you may take the 9 of Batons, or just place your card."),
    "de": ("Abschnitt 3: Auf dem Tisch liegen die 8 der Schwerter, die 6 der Kelche und die 2 der "
           "Stäbe, und du spielst die 8 der Münzen: {options}",
           "du kannst die 8 der Schwerter oder 6 + 2 nehmen oder die Karte nur ablegen.",
           "du kannst die 6 und die 2 nehmen oder die Karte nur ablegen."),
}


def test_the_cases_are_the_engines():
    game = load("cicera")
    options = {
        ("7S", ("7B", "3C", "4D")): [["7B"], ["3C", "4D"], []],
        ("9D", ("4S", "5C", "9B", "2D")): [["9B"], ["4S", "5C"], []],
        ("8D", ("8S", "6C", "2B")): [["8S"], ["6C", "2B"], []],
    }
    for (play, table), want in options.items():
        got = outcome(game, SimpleNamespace(kind="capture_options", play=play, table=list(table)))["options"]
        assert sorted(map(sorted, got)) == sorted(map(sorted, want))


@pytest.mark.parametrize("lang", sorted(CASES))
def test_all_options_listed_after_a_lead_in(lang):
    text, listed, _ = CASES[lang]
    assert error_findings(text.format(options=listed), lang, "cicera", only="example") == []


@pytest.mark.parametrize("lang", sorted(CASES))
def test_an_option_left_out_after_a_lead_in(lang):
    text, _, short = CASES[lang]
    found = error_findings(text.format(options=short), lang, "cicera", only="example")
    assert any(f.message == "a legal option of the example is missing" for f in found)


@pytest.mark.parametrize("lang", sorted(CASES))
def test_the_same_example_without_a_lead_in(lang):
    text, _, short = CASES[lang]
    body = text.split(": ", 1)[1]
    found = error_findings(body.format(options=short), lang, "cicera", only="example")
    assert any(f.message == "a legal option of the example is missing" for f in found)
