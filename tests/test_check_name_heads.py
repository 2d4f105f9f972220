"""A name of several words misspelt in its last word (issue #10): the glossary's La Mata written
"La Matta" (the award confused with the Matto, its letter doubled) is the name misspelt, right
after the name's first word (capitalised, even where it is a word of the language: it "Matta"); the last word alone ("Matta", a surname) is no name of ours, nor is
it in a game without the name, and the name's right form is no misspelling.

Sentences written for this test (not taken from the corpus or the claims files).
"""

import pytest

from checking import NAME_CHECKS, error_findings


def misspelt_names(text, lang, game):
    return [f.message for f in error_findings(text, lang, game, only=NAME_CHECKS)]


MISSPELT = [
    ("es", "cicera", "La Matta: el 2 de Espadas, que vale 1 punto.", "La Mata"),
    ("es", "cicera", "Quien se queda el dos de Espadas (la Matta) suma un punto.", "La Mata"),
    ("es", "cicera", "Al final se cuentan la Napula y La Máta.", "La Mata"),
    ("pt", "cicera", "No fim contam-se a Napula e La Matta.", "La Mata"),
    ("it", "cicera", "Chi ha il 2 di Spade fa La Matta, un punto.", "La Mata"),
]

RIGHT = [
    ("es", "cicera", "La Mata: el 2 de Espadas, que vale 1 punto."),
    ("es", "cicera", "El cuadro de Roberto Matta cuelga en el club de Cìcera."),
    ("pt", "cicera", "O 2 de Espadas é La Mata e vale um ponto."),
    ("es", "minchiate", "La Matta de la baraja se juega cuando uno quiere."),
    ("it", "cicera", "Mia zia, la matta di famiglia, vince sempre a Cìcera."),
]


@pytest.mark.parametrize("lang,game,text,name", MISSPELT)
def test_a_name_misspelt_in_its_last_word(lang, game, text, name):
    assert any(f"name {name} is misspelt" in m for m in misspelt_names(text, lang, game))


@pytest.mark.parametrize("lang,game,text", RIGHT)
def test_the_last_word_alone_or_right_is_no_misspelling(lang, game, text):
    assert not any("La Mata" in m for m in misspelt_names(text, lang, game))


def test_the_names_of_a_game_are_read_once():
    """``names_of_game`` is asked for each sentence's names; its answer is kept (the La Mata change
    once moved its cache onto ``_heads``, and 1 MB of text took 2.7 times as long)."""
    from toolkit.check.canon import games as canon_games
    from toolkit.check.terms import names_of_game

    game = next(g for g in canon_games() if g.id == "cicera")
    assert names_of_game(game) is names_of_game(game)
    assert "La Mata" in names_of_game(game)
