"""The checker's canonical sentences are the page phrasing's, in every language."""

from pathlib import Path

import pytest

from engine import games
from engine.paths import game_ids
from toolkit.check import canon
from toolkit.check.run import check_path
from toolkit.phrasing import Phraser
from toolkit.languages import load_languages

LANGUAGES = load_languages()
SEEDS = Path(__file__).parent / "data" / "seeds"


@pytest.mark.parametrize("lang", LANGUAGES, ids=[language.code for language in LANGUAGES])
def test_suggestion_is_the_sentence_our_page_prints(lang):
    ph = Phraser(lang.code, lang.babel_locale)
    compared = 0
    for gid in game_ids():
        engine = games.load(gid)
        game = canon.load(gid)
        assert [c.id for c in game.clauses] == [c.id for c in engine.spec.clauses]
        for spec_clause, clause in zip(engine.spec.clauses, game.clauses):
            assert canon.suggestion(game, clause, lang.code) == ph.clause(engine, spec_clause), clause.id
            compared += 1
    assert compared == sum(len(games.load(gid).spec.clauses) for gid in game_ids())


def test_portuguese_suggestion_names_the_suit_in_portuguese():
    """Our Portuguese sentences for the Napula rule and its example name the suit in Portuguese."""
    game = canon.load("cicera")
    clauses = {c.id: c for c in game.clauses}
    rule = canon.suggestion(game, clauses["CIC-E3"], "pt")
    assert "Espadas" in rule and "Swords" not in rule
    assert canon.suggestion(game, clauses["CIC-E4"], "pt") == "Por exemplo, Asso–2–3–4 de Espadas vale 4."


def test_suggestion_only_where_it_replaces_the_sentence():
    """A suggestion is our whole clause: given only where the text's sentences state that clause
    and nothing else (never for a sentence that also holds an example or another clause)."""
    report = check_path(SEEDS / "001_4ced75c8663d5fa6.txt")
    with_suggestion = [f for f in report.findings if f.suggestion]
    assert with_suggestion
    assert not [f for f in with_suggestion if f.line == 40]     # rule and example share line 40


def test_example_on_the_rule_line_is_its_own_clause():
    """'Asso–2–3–4, por exemplo, marca 4.' shares the Napula line: it is CIC-E4, replayed."""
    report = check_path(SEEDS / "001_4ced75c8663d5fa6.txt")
    assert not [f for f in report.findings if f.clause == "CIC-E4" and f.check == "structure"]
    assert not [f for f in report.findings if f.line == 40 and f.severity == "error"]
