"""A trick said to go to the highest card whatever its suit (real rules texts by others: "the
player that played the highest value card wins the round"), against our rule: the highest trump,
else the highest card of the suit led. Sentences written for the phenomenon, checked by hand
against RULES.md (Briscola BRI-P2, Minchiate MIN-P1)."""

import pytest

from checking import errors

MESSAGE = "claims: the text states a different rule: a trick is won by the highest card, whatever its suit"

WRONG = [
    ("en", "briscola", "Whoever plays the highest card wins the round and takes both cards."),
    ("it", "briscola", "Vince la presa chi gioca la carta più alta."),
    ("fr", "briscola", "Le joueur qui pose la carte la plus forte remporte le tour."),
    ("es", "briscola", "Gana la ronda quien juega la carta más alta."),
    ("de", "minchiate", "Wer die höchste Karte spielt, gewinnt den Stich."),
    ("pt", "briscola", "Quem jogar a carta mais alta ganha a rodada."),
]

RIGHT = [
    ("en", "briscola", "The highest trump wins the trick; with no trump, the highest card of the suit led wins."),
    ("it", "briscola", "Se nessuno gioca briscola, vince la carta più alta del seme di uscita."),
    ("fr", "briscola", "Au moment de désigner la carte qui gagne le pli, on suit l'ordre des cartes, de la plus forte à la plus faible."),
    ("es", "briscola", "¿Gana siempre la ronda la carta más alta?"),
    ("de", "minchiate", "Die höchste Karte gewinnt nicht immer den Stich."),
    ("en", "briscola", "The player with the highest total wins the game."),
]


@pytest.mark.parametrize("lang,game,text", WRONG)
def test_the_highest_card_whatever_its_suit_is_another_rule(lang, game, text):
    assert MESSAGE in errors(text, lang, game)


@pytest.mark.parametrize("lang,game,text", RIGHT)
def test_our_rule_a_ranking_a_question_or_a_negation_is_no_such_claim(lang, game, text):
    assert MESSAGE not in errors(text, lang, game)


def test_a_fishing_game_has_no_trick_rule():
    assert MESSAGE not in errors("Whoever plays the highest card wins the round.", "en", "cicera")
