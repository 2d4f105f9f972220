"""Counts by role: a number is compared with the spec's value for the role its sentence gives it
(cards dealt to each player, cards on the table, players, the pack, the Fola), never with any
other number of the clause. Sentences written for this test in the nine languages."""

import pytest

from checking import stated_found


@pytest.mark.parametrize("game,lang,text,expected", [
    ("briscola", "en", "Each player is dealt four cards.", ["4 cards dealt to each player"]),
    ("briscola", "en", "Deal 3 cards to each player.", []),
    ("briscola", "en", "The game is played with a 40-card pack.", []),
    ("briscola", "en", "The game is played with a pack of 52 cards.", ["a pack of 52 cards"]),
    ("briscola", "en", "Use a standard 52-card pack without the 8s, 9s and 10s.", []),
    ("briscola", "en", "Briscola is a game for 4 players.", ["4 players"]),
    ("briscola", "en", "Briscola can be played by 2 or 4 players.", []),
    ("briscola", "es", "La Briscola se juega entre 4 jugadores.", ["4 players"]),
    ("briscola", "en", "In the variant for 4 players, partners sit opposite.", []),
    ("briscola", "en", "After each trick, each player draws one card; the remaining 34 cards form the stock.", []),
    ("briscola", "it", "Il mazziere distribuisce 5 carte a ciascun giocatore.", ["5 cards dealt to each player"]),
    ("briscola", "fr", "Chaque joueur reçoit trois cartes.", []),
    ("briscola", "de", "Jeder Spieler erhält vier Karten.", ["4 cards dealt to each player"]),
    ("briscola", "es", "Se juega con una baraja de 48 cartas.", ["a pack of 48 cards"]),
    ("cicera", "en", "Deal 12 cards to each player and 4 face up on the table.", []),
    ("cicera", "en", "Then deal 6 cards face up on the table.", ["6 cards dealt to the table"]),
    ("cicera", "en", "Play a 7 on a table of 5 cards: take the 7, or 3 and 4.", []),
    ("briscola", "en", "The whole pack holds 120 card points.", []),
    ("cicera", "pt", "Cada jogador recebe 10 cartas.", ["10 cards dealt to each player"]),
    ("cicera", "ru", "Каждому игроку раздают по 10 карт.", ["10 cards dealt to each player"]),
    ("cicera", "fi", "Jokainen pelaaja saa 12 korttia ja pöytään jaetaan 4 korttia.", []),
    ("cicera", "vi", "Chia cho mỗi người 10 lá.", ["10 cards dealt to each player"]),
    ("cicera", "it", "Si gioca in 4 giocatori, divisi in due coppie.", []),
    ("briscola", "it", "Tre giocatori, eliminando il 2 di Coppe.", []),
    ("briscola", "de", "Briscola ist ein Spiel für zwei bis sechs Spieler, gespielt mit 40 Karten.", []),
    ("briscola", "de", "Das 40-Karten-Spiel gilt seit 1800.[1] Das Spiel ist verbreitet.", []),
    ("briscola", "fr", "On utilise un jeu de 52 cartes (un jeu français) dont on retire les 8, 9 et 10.", []),
    ("minchiate", "en", "Deal each player a packet of 10 cards and then one of 11, 21 in all.", []),
    ("minchiate", "es", "Las 12 cartas que quedan sin repartir forman la Fola.", ["a Fola of 12 cards"]),
    ("minchiate", "en", "The 13 undealt cards form the Fola.", []),
    ("minchiate", "it", "La Fola, cioè il resto del mazzo, è di quindici carte.", ["a Fola of 15 cards"]),
    ("minchiate", "it", "Le carte avanzate sono la Fola: tredici.", []),
    ("cicera", "en", "Each player gets ten cards, and the other twelve cards are dealt to the table.",
     ["10 cards dealt to each player", "12 cards dealt to the table"]),
    ("minchiate", "en", "The cutter robs up to 13 counting cards.", []),
])
def test_count_by_role(game, lang, text, expected):
    assert stated_found(text, lang, game) == expected
