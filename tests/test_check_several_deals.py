"""A match of several deals said with a word rather than a number: "played over multiple deals",
"whoever wins the most games", "si gioca in più manche". Our three games are a single deal, so a
sentence that makes the game a series of deals states another rule, in any of the ways a writer
counts deals without a number (data ``several_quant`` before ``deal_words``); deals counted by
"some" or "more", deals played as an activity, a negated series and one framed as others'
practice state nothing of ours."""

import pytest

from checking import an_error, no_error

SEVERAL = [
    ("en", "briscola", "Our app plays the game over multiple deals and keeps a running total."),
    ("en", "cicera", "The match is won by the team that takes the most games."),
    ("it", "briscola", "Vince la partita chi si aggiudica il maggior numero di smazzate."),
    ("it", "cicera", "La partita si svolge in cinque manche, e vince la coppia che ne vince di più."),
    ("de", "briscola", "Gewonnen hat am Ende, wer die meisten Runden für sich entscheidet."),
    ("fr", "minchiate", "Le vainqueur est l'équipe qui remporte le plus de donnes."),
    ("es", "briscola", "Gana el jugador que se lleva el mayor número de partidas."),
    ("pt", "briscola", "Ganha quem vencer o maior número de partidas."),
    ("ru", "briscola", "Побеждает тот, кто выиграл больше всего партий."),
    ("fi", "briscola", "Voittaja on se, joka voittaa eniten jakoja."),
]

OURS = [
    ("en", "briscola", "Last Friday we played several games at the club before dinner."),
    ("en", "briscola", "Unlike the traditional game, which runs over several deals to 51, ours is a single deal."),
    ("it", "briscola", "Non si giocano diverse smazzate: una sola decide la partita."),
    ("es", "briscola", "Algunas partidas terminan empatadas a sesenta."),
    ("fr", "briscola", "Dans certains clubs on joue plusieurs manches ; chez nous, une seule donne fait la partie."),
    ("de", "cicera", "Wer die meisten Karten sammelt, bekommt 2 Punkte."),
    ("pt", "briscola", "Mais mãos não significam mais pontos."),
]


@pytest.mark.parametrize("lang, game, text", SEVERAL)
def test_deals_counted_by_a_word_make_a_match(lang, game, text):
    an_error(lang, game, text, "claims")


@pytest.mark.parametrize("lang, game, text", OURS)
def test_some_deals_an_activity_a_negation_or_others_practice_state_no_match(lang, game, text):
    no_error(lang, game, text)
