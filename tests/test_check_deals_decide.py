"""A count of deals is a match's rule only where the sentence says what the deals decide (issue
#10; toolkit/check/facts.py ``_deals_decide``, data ``match_words``): the game or match they make
up, best of, in a row, winning, points, resti or a target. Deals counted with none of these are
something people do (homework, a club evening, a lesson's timetable), not the game's length.
Sentences written for these tests, in every language, each activity beside a match of the same
shape."""

import pytest

from checking import SEVERAL, stated_found


@pytest.mark.parametrize("game,lang,text", [
    ("cicera", "en", "For next week, play two deals with your family and keep the score sheet."),
    ("briscola", "en", "Warm-up: three deals with your neighbour (15 minutes)."),
    ("cicera", "it", "Compito per casa: giocate due smazzate con i nonni."),
    ("briscola", "it", "Ieri al bar abbiamo giocato tre smazzate con Gino."),
    ("briscola", "fr", "Atelier : deux donnes avec votre voisin (15 minutes)."),
    ("cicera", "fr", "Le mardi, au club, nous jouons souvent trois donnes avant le café."),
    ("briscola", "de", "Am Sonntag haben wir mit Opa drei Runden gespielt."),
    ("cicera", "de", "Zum Aufwärmen zwei Runden mit dem Nachbarn, danach Pause."),
    ("briscola", "es", "El domingo jugamos tres partidas con los abuelos."),
    ("cicera", "pt", "No intervalo jogamos duas mãos no pátio da escola."),
    ("briscola", "ru", "Вчера вечером мы с дедом сыграли три раздачи."),
    ("cicera", "fi", "Pelasimme eilen kahvilassa kolme jakoa ennen lounasta."),
    ("briscola", "vi", "Tối qua chúng tôi chơi ba ván ở quán cà phê."),
    ("cicera", "de", "Bei uns spielen wir mehrere Runden, und jede Runde wird einzeln aufgeschrieben."),
    ("cicera", "vi", "Nhà mình hay chơi nhiều ván cho vui, ghi riêng từng ván."),
])
def test_deals_counted_as_an_activity_are_no_match(game, lang, text):
    assert SEVERAL not in stated_found(text, lang, game)


@pytest.mark.parametrize("game,lang,text", [
    ("cicera", "en", "A game is made of three deals, and the scores of the three are added."),
    ("briscola", "en", "The match is played over two deals."),
    ("briscola", "it", "La partita si gioca in tre smazzate."),
    ("briscola", "it", "Si giocano tre smazzate di fila, e vince chi ne vince due."),
    ("briscola", "fr", "Une partie se joue en trois donnes."),
    ("briscola", "de", "Eine Partie besteht aus zwei Runden."),
    ("briscola", "es", "La partida se compone de tres manos."),
    ("briscola", "pt", "Uma partida tem duas mãos, e somam-se os pontos das duas."),
    ("briscola", "ru", "Партия состоит из двух раздач."),
    ("cicera", "fi", "Peli kestää kolme jakoa."),
    ("cicera", "vi", "Một trận gồm ba ván."),
    ("minchiate", "it", "Si giocano più smazzate, finché una coppia arriva a cinque resti."),
    ("minchiate", "en", "Three deals are played in a row and the resti are added up."),
    ("briscola", "es", "Se juegan tres partidas seguidas."),
    # some deals out of a number: a best-of
    ("briscola", "en", "The family plays two games out of three."),
    ("briscola", "fr", "On joue deux parties sur trois."),
    ("briscola", "de", "Man spielt zwei von drei Partien."),
    ("briscola", "ru", "Играют две раздачи из трёх."),
])
def test_deals_that_make_up_a_game_are_a_match(game, lang, text):
    assert SEVERAL in stated_found(text, lang, game, severity="error")
