""""For four people" counts players where what is for them is a game or a deal ("a game for four
people"), not a recipe's servings or a table booked ("ingredienti per 4 persone", "a table for
four people at 8 pm")."""

import pytest

from checking import an_error, no_error

NOT_A_GAME = [
    ("it", "Ingredienti per 4 persone: 300 g di cicerchie, una cipolla, due foglie di alloro."),
    ("it", "Tavolo per 4 persone, prenotato alle 20 a nome del circolo."),
    ("en", "A table for four people at 8 pm, booked in the club's name."),
    ("de", "Tisch für vier Personen um 20 Uhr, reserviert auf den Namen des Vereins."),
    ("fr", "Une table pour quatre personnes à 20 heures, au nom du club."),
]

A_GAME = [
    ("it", "La Briscola è un gioco per 4 persone."),
    ("en", "Briscola is a game for four people."),
    ("de", "Briscola ist ein Spiel für vier Personen."),
]


@pytest.mark.parametrize("lang, text", NOT_A_GAME)
def test_people_for_something_else_are_no_players(lang, text):
    no_error(lang, "briscola", text)


@pytest.mark.parametrize("lang, text", A_GAME)
def test_a_game_for_people_counts_its_players(lang, text):
    an_error(lang, "briscola", text, "claims")
