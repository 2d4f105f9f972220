"""Who starts, which way play goes, who leads after a trick, and what a tie gives: read from
sentences written for this test in the nine languages (inverted order, passive, a condition
before the rule, a negated winner) and compared with each game's spec."""

import pytest

from checking import CW as CLOCKWISE
from checking import SEVERAL as MATCH
from checking import DEALER, DECIDED, LEFT, NEIGHBOUR, stated_found

LOSER = "the trick's loser leads the next one"
NON_DEALER = "the first player is the non-dealer"


@pytest.mark.parametrize("lang,text,expected", [
    ("en", "The player who lost the trick leads to the next one.", [LOSER]),
    ("en", "Whoever did not win the trick plays first in the next.", [LOSER]),
    ("en", "The player who took the trick leads next.", []),
    ("en", "The next trick is led by the loser of the previous one.", [LOSER]),
    ("it", "La presa successiva la apre chi ha vinto la precedente.", []),
    ("it", "Chi perde la presa esce per primo nella successiva.", [LOSER]),
    ("fr", "C'est le perdant du pli qui entame le pli suivant.", [LOSER]),
    ("fr", "Celui qui remporte le pli entame le suivant.", []),
    ("de", "Wer den Stich verliert, spielt zum nächsten Stich aus.", [LOSER]),
    ("de", "Wer den Stich nicht gewinnt, spielt als Nächster aus.", [LOSER]),
    ("es", "El que pierde la baza sale en la siguiente.", [LOSER]),
    ("pt", "Quem perdeu a vaza sai na seguinte.", [LOSER]),
    ("ru", "Следующую взятку начинает игрок, проигравший предыдущую.", [LOSER]),
    ("fi", "Tikin hävinnyt pelaaja aloittaa seuraavan tikin.", [LOSER]),
    ("vi", "Người thua nước bài sẽ đi trước ở nước tiếp theo.", [LOSER]),
    ("fr", "Le pli suivant, c'est celui qui a perdu le précédent qui rejoue en premier.", [LOSER]),
    ("en", "The player to the left of the trick's winner leads the next trick.", [NEIGHBOUR]),
    ("de", "Den nächsten Stich spielt der Spieler rechts vom Gewinner aus.", [NEIGHBOUR]),
])
def test_who_leads_after_a_trick(lang, text, expected):
    assert stated_found(text, lang, "briscola") == expected


@pytest.mark.parametrize("game,lang,text,expected", [
    ("briscola", "en", "At 60–60 the player who took the last trick wins.", [DECIDED]),
    ("briscola", "en", "If both players have 60 points, the dealer wins.", [DECIDED]),
    ("briscola", "en", "A 60–60 result is a tie.", []),
    ("briscola", "en", "If the score is 60–60, nobody wins.", []),
    ("briscola", "it", "In caso di parità a 60 vince chi ha fatto l'ultima presa.", [DECIDED]),
    ("briscola", "fr", "En cas d'égalité à 60 points, c'est le donneur qui gagne.", [DECIDED]),
    ("briscola", "de", "Bei 60 zu 60 gewinnt, wer den letzten Stich gemacht hat.", [DECIDED]),
    ("briscola", "es", "Si hay empate a 60, gana el que hizo la última baza.", [DECIDED]),
    ("briscola", "pt", "Em caso de empate a 60 pontos, ganha quem fez a última vaza.", [DECIDED]),
    ("briscola", "ru", "При счёте 60:60 побеждает тот, кто взял последнюю взятку.", [DECIDED]),
    ("briscola", "fi", "Jos pisteet ovat 60–60, voittaa viimeisen tikin ottanut.", [DECIDED]),
    ("briscola", "vi", "Nếu hai bên hòa 60–60 thì người ăn nước bài cuối thắng.", [DECIDED]),
    ("minchiate", "en", "If the resti are equal, the team that won the last trick wins.", [DECIDED]),
    ("minchiate", "de", "Bei gleich vielen Resti ist das Spiel unentschieden.", []),
])
def test_what_a_tie_gives(game, lang, text, expected):
    assert stated_found(text, lang, game) == expected


@pytest.mark.parametrize("game,lang,text,expected", [
    ("briscola", "en", "The non-dealer leads first.", [NON_DEALER]),
    ("briscola", "en", "The dealer plays first.", [DEALER]),
    ("briscola", "en", "After the dealer has dealt, the game starts.", []),
    ("briscola", "en", "The first leader is drawn by lot.", []),
    ("briscola", "it", "Il primo a giocare è il mazziere.", [DEALER]),
    ("briscola", "fr", "Le donneur entame la première levée.", [DEALER]),
    ("briscola", "de", "Der Geber spielt zuerst aus.", [DEALER]),
    ("briscola", "es", "Sale primero el jugador que no ha repartido.", [NON_DEALER]),
    ("cicera", "en", "The dealer leads.", [DEALER]),
    ("cicera", "en", "The player on the dealer's left plays first.", [LEFT]),
    ("cicera", "en", "Play starts with the player to the right of the dealer.", []),
    ("cicera", "pt", "Começa o jogador à esquerda do carteador.", [LEFT]),
    ("cicera", "it", "Il primo giocatore è quello alla sinistra del mazziere.", [LEFT]),
    ("briscola", "de", "Die Vorhand spielt zuerst aus.", [NON_DEALER]),
    ("briscola", "it", "Esce per primo chi non ha distribuito.", [NON_DEALER]),
    ("cicera", "ru", "Первым ходит игрок слева от сдающего.", [LEFT]),
    ("cicera", "fi", "Jakajan vasemmalla puolella istuva pelaaja aloittaa.", [LEFT]),
    ("cicera", "vi", "Người ngồi bên trái người chia bài đi trước.", [LEFT]),
    ("minchiate", "en", "The player on the dealer's right leads first.", []),
])
def test_who_starts(game, lang, text, expected):
    assert stated_found(text, lang, game) == expected


@pytest.mark.parametrize("lang,text,expected", [
    ("en", "Play passes to the left.", [CLOCKWISE]),
    ("en", "Play passes to the right.", []),
    ("it", "Il gioco procede verso sinistra.", [CLOCKWISE]),
    ("it", "Si gioca verso destra.", []),
    ("fr", "Le jeu tourne vers la gauche.", [CLOCKWISE]),
    ("de", "Gespielt wird nach links.", [CLOCKWISE]),
    ("es", "El juego sigue hacia la izquierda.", [CLOCKWISE]),
    ("pt", "O jogo segue para a esquerda.", [CLOCKWISE]),
    ("ru", "Ход переходит налево.", [CLOCKWISE]),
    ("fi", "Vuoro siirtyy vasemmalle.", [CLOCKWISE]),
    ("vi", "Lượt chơi chuyển sang trái.", [CLOCKWISE]),
])
def test_which_way_play_goes(lang, text, expected):
    assert stated_found(text, lang, "cicera") == expected


@pytest.mark.parametrize("game,lang,text,expected", [
    ("briscola", "en", "A match is usually the best of three deals.", [MATCH]),
    ("briscola", "en", "Two players, a single deal.", []),
    ("briscola", "es", "Se suele jugar al mejor de cinco manos.", [MATCH]),
    ("minchiate", "it", "Di solito si giocano più smazzate, fino a dieci resti.", [MATCH]),
    ("cicera", "de", "Man spielt mehrere Runden, bis ein Team 21 Punkte hat.", [MATCH]),
    ("cicera", "fr", "La partie se joue en une seule donne.", []),
    ("briscola", "it", "Niente partite al meglio delle tre: si gioca una volta.", []),
])
def test_a_match_of_several_deals(game, lang, text, expected):
    assert stated_found(text, lang, game) == expected
