"""Differences from our variant as real rules texts by others state them (issue #10): a match of
several deals (a count of deals or games, a race to a score, the deal passed on), a tie played
on, the face-up trump card taken in exchange for another, counts of players listed together.
Sentences written for these tests, in the shapes such texts take; each agreeing sentence is the
same phenomenon's neighbour that must stay silent."""

import pytest

from checking import VOID as PLAYED_ON
from checking import SEVERAL, stated_found
from toolkit.check.lexicon import lexicon
from toolkit.check.scope import player_counts

EXCHANGE = "the face-up trump card is taken in exchange for another card"


@pytest.mark.parametrize("game,lang,text", [
    # a count of deals or games above one
    ("briscola", "it", "Per vincere bisogna aggiudicarsi almeno tre smazzate."),
    ("briscola", "it", "Di solito si gioca al meglio di 2 partite su tre."),
    ("briscola", "fr", "On joue en général deux manches gagnantes."),
    ("briscola", "es", "Se suelen jugar tres partidas seguidas."),
    ("briscola", "de", "Gespielt werden meist drei Partien hintereinander."),
    ("briscola", "en", "The winner is the first to win 3 games."),
    # a race to a score
    ("cicera", "en", "The first team that reaches 31 points wins."),
    ("cicera", "fr", "Le premier joueur à atteindre 41 points gagne la partie."),
    ("cicera", "it", "Vince la squadra che arriva per prima a 31 punti."),
    ("cicera", "es", "Gana la pareja que alcanza primero los 41 puntos."),
    # a match's target named, the deal passed on
    ("briscola", "es", "Gana la partida quien llega a la puntuación establecida."),
    ("briscola", "it", "Finito il mazzo si contano i punti e si riparte cambiando mazziere."),
    ("briscola", "de", "Danach werden die Punkte notiert, und der Geber wechselt."),
    ("briscola", "fr", "On compte les points, puis le donneur change."),
])
def test_a_match_of_several_deals_is_an_error(game, lang, text):
    assert SEVERAL in stated_found(text, lang, game, severity="error")


@pytest.mark.parametrize("game,lang,text", [
    ("briscola", "it", "Si gioca una sola smazzata."),
    ("briscola", "it", "Ogni giocatore riceve 3 carte."),                       # a count of cards, not of deals
    ("briscola", "en", "Each player is dealt 3 cards and the game is a single deal."),
    ("briscola", "en", "The player with more than 60 points wins."),             # a bound, no race
    ("briscola", "fr", "Le premier joueur pose une carte."),                     # "first" without a score reached
    ("briscola", "es", "La partida no se juega a tres partidas."),               # negated
    ("cicera", "de", "Am Ende werden die Punkte gezählt."),
    ("briscola", "en", "The AI wins 54% of its games (100 deals, each played twice)."),   # a measurement, not a match
    ("briscola", "it", "Intervallo: da 20,1 a 27,7; 100 smazzate, ognuna giocata due volte."),
    ("briscola", "ru", "Интервал: от 20,1 до 27,7; раздач всего 100."),        # the 7 of a decimal, not 7 deals
    ("cicera", "en", "The first dealer is chosen at random; the deal passes to the right."),   # dealers rotating
    ("briscola", "de", "Es spielen zwei Spieler gegeneinander."),              # Spieler: players, not games
])
def test_one_deal_or_no_statement_is_not_an_error(game, lang, text):
    assert SEVERAL not in stated_found(text, lang, game, severity="error")


@pytest.mark.parametrize("game,lang,text", [
    ("cicera", "fr", "Si les scores sont identiques, d'autres donnes sont jouées."),
    ("cicera", "it", "In caso di parità si continua con altre smazzate."),
    ("briscola", "de", "Bei Gleichstand gibt es ein Entscheidungsspiel."),
    ("briscola", "en", "If both players have 60 points, another game is played to decide."),
])
def test_a_tie_played_on_is_not_a_draw(game, lang, text):
    assert PLAYED_ON in stated_found(text, lang, game, severity="error")


def test_a_tie_that_is_a_draw_is_silent():
    assert stated_found("Se finisce 60 a 60 la partita è pari.", "it", "briscola", severity="error") == []


@pytest.mark.parametrize("lang,text", [
    ("en", "A player holding the 7 of trumps may swap it for the face-up card."),
    ("it", "Chi ha il 7 di briscola può scambiarlo con la carta scoperta."),
    ("es", "El que tenga el siete de triunfo puede cambiarlo por la carta boca arriba."),
    ("fr", "Le joueur qui a le 7 d'atout peut l'échanger contre la carte retournée."),
    ("de", "Wer die Trumpf-Sieben hat, darf sie gegen die offene Karte tauschen."),
    ("pt", "Quem tiver o 7 de trunfo pode trocar pela carta virada para cima."),
    ("en", "The card under the stock can be changed by the 2 of the same suit."),       # the suit named, not "trump"
    ("es", "La carta que marca el triunfo puede cambiarse por el dos."),
])
def test_the_trump_exchange_is_an_error_in_briscola(lang, text):
    assert EXCHANGE in stated_found(text, lang, "briscola", severity="error")


@pytest.mark.parametrize("game,lang,text", [
    ("briscola", "en", "The face-up card is the last card drawn from the stock."),      # no exchange
    ("briscola", "en", "You may not exchange the 7 for the face-up card."),             # negated
    ("briscola", "it", "Scambiarsi le carte con il compagno non è ammesso."),            # no trump, no number
    ("minchiate", "de", "Den Matto kann man gegen eine schlechte Karte austauschen."),   # no stock: not this rule
    ("briscola", "en", "You can change 2 cards of your hand."),                          # no trump, face-up card or suit
    ("briscola", "en", "Each player holds 3 cards of any suit, and the lead can change."),   # a count of cards, no card given
])
def test_no_exchange_of_the_trump_card_is_silent(game, lang, text):
    assert EXCHANGE not in stated_found(text, lang, game, severity="error")


@pytest.mark.parametrize("lang,text,counts", [
    ("it", "Si dispone il mazzo tra i 2 o i 4 giocatori.", {2, 4}),
    ("en", "It is played by two, three or four players.", {2, 3, 4}),
    ("es", "Es un juego para dos o cuatro jugadores.", {2, 4}),
    ("en", "Deal 5 cards to the 4 players.", {4}),          # a count of cards is no count of players
    ("fr", "Avec quatre joueurs, on joue par équipes.", {4}),
])
def test_counts_of_players_listed_together(lang, text, counts):
    assert player_counts(text, lexicon(lang)) == counts


@pytest.mark.parametrize("lang,text,expected", [
    # the order of drawing follows the trick's winner: not the direction of play
    ("de", "Nach jedem Stich ziehen die Spieler im Uhrzeigersinn eine Karte vom Stapel.", []),
    ("en", "Each player draws a card from the stock, clockwise.", []),
    ("it", "Dopo ogni presa si pesca in senso orario.", []),
    # playing named as well: the direction of play
    ("de", "Die Spieler ziehen und spielen im Uhrzeigersinn.", ["play goes clockwise"]),
    ("en", "Play and draw clockwise.", ["play goes clockwise"]),
])
def test_the_order_of_drawing_is_not_the_direction_of_play(lang, text, expected):
    assert stated_found(text, lang, "briscola", severity="error") == expected


@pytest.mark.parametrize("lang,text", [
    ("it", "Vince chi arriva per primo a 31 punti; in caso di parità si gioca con altre smazzate."),
    ("en", "The first team to reach 41 points wins, and if both reach it in the same deal, another deal is played."),
])
def test_a_match_and_its_tie_in_one_sentence_are_one_difference(lang, text):
    assert stated_found(text, lang, "cicera", severity="error") == [SEVERAL]


def test_a_tie_played_on_in_its_own_sentence_is_reported():
    assert stated_found("In caso di parità si gioca con altre smazzate.", "it", "cicera", severity="error") == [PLAYED_ON]


@pytest.mark.parametrize("lang,text,expected", [
    ("es", "Comienza el juego quien recibe el as de oros.", ["the first player is whoever is dealt a given card"]),
    ("it", "Inizia a giocare chi riceve il sette di denari.", ["the first player is whoever is dealt a given card"]),
    ("en", "The player who is dealt the highest card leads first.", ["the first player is whoever is dealt a given card"]),
    ("en", "The player who receives the cards plays.", []),                         # no one said to start
    ("fr", "Le joueur qui reçoit la première carte ne commence pas.", []),           # negated
])
def test_a_card_dealt_deciding_who_starts(lang, text, expected):
    assert stated_found(text, lang, "briscola", severity="error") == expected
