"""The number of players, said as a writer says it: the game named in lower case, as Italian,
Spanish, Portuguese and French write a game's name ("a briscola giocano quattro giocatori"), or the
players as the subject of the verb of playing ("juegan cuatro jugadores", "jogam quatro
jogadores"). Ours: Briscola is for two players. A count in a condition ("se giocano quattro
giocatori, ...") or one of several listed is a variant, not the game's number. Sentences written
for this test."""

import pytest

from checking import error_findings


def player_errors(text, lang):
    return [f for f in error_findings(text, lang, "briscola")
            if f.check in ("claims", "numbers") and ("4 players" in f.message or "4 where ours is 2" in f.message)]


@pytest.mark.parametrize("lang,text", [
    ("it", "A briscola giocano quattro giocatori, a coppie."),
    ("it", "Nella nostra briscola giocano sempre quattro giocatori."),
    ("es", "A la briscola juegan cuatro jugadores por parejas."),
    ("es", "En esta briscola juegan cuatro jugadores."),
    ("pt", "Na briscola jogam quatro jogadores, dois contra dois."),
    ("fr", "À la briscola jouent quatre joueurs."),
    ("de", "Bei der Briscola spielen vier Spieler gegeneinander."),
    ("ru", "В брисколу играют четыре игрока."),
    ("de", "Bei uns ist Briscola ein Spiel für vier Spieler, jeder gegen jeden."),
])
def test_four_players_is_an_error(lang, text):
    assert player_errors(text, lang)


@pytest.mark.parametrize("lang,text", [
    ("it", "Se giocano quattro giocatori, si gioca a coppie."),
    ("es", "Si juegan cuatro jugadores, se forman parejas."),
    ("it", "La briscola si gioca in due; esistono varianti per tre o quattro giocatori."),
    ("pt", "Quando jogam quatro jogadores, formam-se duplas."),
    ("it", "A briscola giocano due giocatori."),
    ("es", "A la briscola juegan dos jugadores."),
    ("de", "Bei vier Spielern spielt man zu zweit gegen zwei."),
    ("it", "Con quattro giocatori si gioca a coppie, e la briscola è il seme della carta scoperta."),
])
def test_no_error_for_a_condition_a_variant_or_ours(lang, text):
    assert not player_errors(text, lang)
