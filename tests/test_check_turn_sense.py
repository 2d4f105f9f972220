"""fr "tour" is the wrong word for a trick ("pli"), but the right one for a turn: near a phrase
that states the order of play (glossary ``right_by: [directions]``: "sens horaire", "sens inverse
des aiguilles", "vers la droite") it names the turn and is no error. "Remporter le tour" is still
one. Sentences written for this test."""

import pytest

from checking import error_findings


def trick_term_errors(text, game="minchiate"):
    return [f for f in error_findings(text, "fr", game) if f.check == "terms" and "'trick'" in f.message]


@pytest.mark.parametrize("text", [
    "Le tour passe d'un joueur à l'autre dans le sens inverse des aiguilles d'une montre.",
    "À la fin de chaque pli, le tour continue vers la droite.",
    "Sens du tour : sens antihoraire.",
])
def test_tour_near_the_order_of_play_is_a_turn(text):
    assert not trick_term_errors(text)


@pytest.mark.parametrize("text", [
    "Le joueur qui remporte le tour ramasse les cartes.",
    "Le joueur qui remporte le tour ramasse les cartes, puis on joue vers la gauche.",
])
def test_tour_for_a_trick_is_still_an_error(text):
    assert trick_term_errors(text)
