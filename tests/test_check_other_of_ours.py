"""Another of our games named, the one checked not: a sentence that names Minchiate in a text of
Briscola ("the Minchiate pack has 97 cards"), or Briscola in a text of Cìcera, states that game's
rule, not the checked one's (as a game not ours does: "In Scopa, capturing is compulsory"): a
warning at most. A sentence that names the game checked still states its rule."""

import pytest

from checking import an_error, errors, no_error

ANOTHER_OF_OURS = [
    ("it", "briscola", "La Briscola si gioca in due. Il mazzo delle Minchiate ha 97 carte."),
    ("en", "briscola", "Briscola is played by two with 40 cards. Cìcera, its cousin from Brescia, uses a pack of 52 cards."),
    ("fr", "briscola", "La Briscola se joue à deux avec 40 cartes. Le jeu des Minchiate compte 97 cartes."),
    ("de", "cicera", "Cìcera spielen vier Personen mit 52 Karten. Bei der Briscola bekommt jeder nur drei Karten."),
    ("ru", "minchiate", "В Минкьяте играют вчетвером. В Брисколу играют вдвоём колодой из 40 карт."),
    ("fi", "cicera", "Cìceraa pelataan neljästään. Briscolassa kummallekin jaetaan kolme korttia."),
    ("vi", "briscola", "Briscola chơi hai người với bộ 40 lá. Bộ bài Minchiate có 97 lá."),
]

THE_GAME_CHECKED_NAMED = [
    ("it", "briscola", "La Briscola si gioca in due, con un mazzo di 97 carte come le Minchiate."),
    ("en", "cicera", "In Cìcera, as in Briscola, each player gets three cards."),
    ("en", "cicera", "Cìcera is played by four with a pack of 40 cards, like Briscola."),
]


@pytest.mark.parametrize("lang, game, text", ANOTHER_OF_OURS)
def test_a_sentence_about_another_of_our_games_states_no_rule_of_this_one(lang, game, text):
    no_error(lang, game, text)


@pytest.mark.parametrize("lang, game, text", THE_GAME_CHECKED_NAMED)
def test_a_sentence_naming_the_game_checked_still_states_its_rule(lang, game, text):
    an_error(lang, game, text)


UNDER_ANOTHER_GAMES_HEADING = [
    ("it", "minchiate", "# Minchiate\n\nLe Minchiate si giocano in quattro.\n\n## La Briscola, per confronto\n\n"
                        "Si gioca in due, con tre carte a testa.\n"),
    ("en", "cicera", "# Cìcera\n\nCìcera is played by four.\n\n## Briscola at the same club\n\n"
                     "Two players, three cards each, and a trump card turned face up.\n"),
    ("pt", "briscola", "# Briscola\n\nA Briscola joga-se a dois.\n\n## Minchiate — demonstração\n\n"
                       "Sessão com o baralho de 97 cartas para quatro jogadores.\n"),
]


@pytest.mark.parametrize("lang, game, text", UNDER_ANOTHER_GAMES_HEADING)
def test_under_a_heading_naming_another_of_our_games_the_rules_are_that_games(lang, game, text):
    assert not errors(text, lang, game, "t.md")


def test_under_another_games_heading_a_sentence_naming_ours_states_ours():
    assert errors("# Minchiate\n\nLe Minchiate si giocano in quattro.\n\n## La Briscola\n\n"
                  "Si gioca in due. Le Minchiate si giocano in sei.\n", "it", "minchiate", "t.md")
