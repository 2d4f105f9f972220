"""Games said won by someone, told in the past ("the Rossi pair won three games in a row"), are a
result reached, not a match of several deals; the same count after a condition or "until", or
in a passive, is the match's rule ("play until a pair has won three games")."""

import pytest

from checking import an_error, no_error

RESULTS = [
    ("en", "Star of the evening: the Rossi pair won three games in a row."),
    ("it", "La coppia più brava della serata: Rossi e Bianchi hanno vinto tre partite di fila."),
    ("pt", "Destaque da noite: a dupla Souza venceu três partidas seguidas."),
    ("de", "Das Paar Huber gewann an diesem Abend drei Partien hintereinander."),
    ("fr", "La paire Martin a gagné trois parties d'affilée samedi."),
    ("es", "La pareja García ganó tres partidas seguidas."),
]

RULES = [
    ("en", "We play until one pair has won three games."),
    ("en", "Once a pair has won three games, the match is over."),
    ("it", "Si gioca finché una coppia ha vinto tre partite."),
    ("de", "Gespielt wird, bis ein Paar drei Partien gewonnen hat."),
    ("en", "The match is won by the first pair to win three games."),
]


@pytest.mark.parametrize("lang, text", RESULTS)
def test_games_won_told_in_the_past_are_a_result(lang, text):
    no_error(lang, "briscola", text)


@pytest.mark.parametrize("lang, text", RULES)
def test_games_won_after_a_condition_are_the_match_rule(lang, text):
    an_error(lang, "briscola", text, "claims")
