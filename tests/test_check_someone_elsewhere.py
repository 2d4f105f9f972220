"""Someone, not everyone: an indefinite person next to a place or group that holds a practice
("at the village bar someone still plays …", "qualcuno al circolo …") tells others' practice, at
most a warning; the same pronoun after a word of condition ("if someone at the club …") is a case
of the rule the text states."""

import pytest

from checking import an_error, no_error

SOMEONE_ELSEWHERE = [
    ("it", "cicera", "Attenzione: alla trattoria del paese qualcuno gioca ancora a 31 punti su più smazzate."),
    ("en", "cicera", "Be warned: at the village pub somebody still plays to 31 points over several deals."),
    ("en", "briscola", "Someone at the club still plays the best of three games."),
    ("fr", "cicera", "Au café du village, quelqu'un joue encore en 31 points sur plusieurs donnes."),
    ("es", "cicera", "En el bar del pueblo alguien todavía juega a 31 puntos en varias manos."),
    ("pt", "cicera", "No clube do bairro alguém ainda joga até 31 pontos em várias mãos."),
]

OUR_CASE_OR_OUR_RULE = [
    ("it", "cicera", "Al circolo, se qualcuno non può prendere, si gioca a 31 punti su più smazzate."),
    ("en", "cicera", "At the club, if someone cannot capture, we play to 31 points over several deals."),
    ("en", "cicera", "The game is played to 31 points over several deals."),
]


@pytest.mark.parametrize("lang, game, text", SOMEONE_ELSEWHERE)
def test_someone_next_to_a_place_holds_a_practice_not_ours(lang, game, text):
    no_error(lang, game, text)


@pytest.mark.parametrize("lang, game, text", OUR_CASE_OR_OUR_RULE)
def test_someone_after_a_condition_is_a_case_of_the_rule_stated(lang, game, text):
    an_error(lang, game, text, "claims")
