"""The player of a card told by the clause 'and' joins to the one that names them (issue #10, h241).

"Ben has no Cups and plays the 7 of Swords", "Bruno non ha Coppe e gioca il 7 di Spade": the
clause that puts the card on the trick has no subject of its own; its subject is the player the
clause before names, which plays no card. ``tricks.said_by_role`` read a player only from the
clause of the card, so a winner given by that player's name ("Ben takes the trick") was not read.
Now a play clause with no player, joined by 'and' to a clause that names no card of the trick,
takes that clause's subject. And a capitalised word of our terms for the game's things (de
"Stich", "Trumpf") is no player's name ("Im ersten Stich spielt Anna …": not a player "Stich").

Every sentence here was written for this test (none taken from the corpus or the claims files).
The rows of WRONG have no error on the base (main at 464055c1); the rows of RIGHT stay silent.
"""

import pytest

from checking import errors

WINNER = "another card wins the trick"

# the player named wins, but the card they played cannot
WRONG = [
    ("en", "briscola", "Coins are trumps. Ann leads the Re of Cups; Ben has no Cups and plays the 7 of Swords. Ben takes the trick."),
    ("it", "briscola", "Briscola a Bastoni. Anna esce col Re di Coppe, Bruno non ha Coppe e gioca il 7 di Spade. Bruno prende la mano."),
    ("fr", "briscola", "Atout Épées. Anne entame le Re de Coupes, Bruno n'a pas de Coupes et joue le 7 de Deniers. Bruno remporte le pli."),
    ("es", "briscola", "Triunfo: Espadas. Ana sale con el Re de Copas, Bruno no tiene Copas y juega el 7 de Oros. Bruno gana la baza."),
    ("pt", "briscola", "Trunfo: Espadas. A Ana sai com o Re de Copas, o Bruno não tem Copas e joga o 7 de Ouros. O Bruno leva a vaza."),
    ("de", "briscola", "Trumpf sind Schwerter. Anna spielt den Re Kelche aus, Ben hat keine Kelche und legt die 7 Münzen. Ben nimmt den Stich."),
    ("de", "minchiate", "Im ersten Stich spielt Anna den Re Kelche aus; Ben hat keine Kelche mehr und legt die 7 Münzen; "
                        "Carla bedient mit der Regina Kelche; Dora spielt die 5 Kelche. Ben gewinnt den Stich."),
]

RIGHT = [
    ("en", "briscola", "Coins are trumps. Ann leads the Re of Cups; Ben has no Cups and plays the 7 of Swords. Ann takes the trick."),
    ("en", "briscola", "Coins are trumps. Ann leads the Re of Cups; Ben has no Cups and plays the 7 of Coins. Ben takes the trick."),
    ("it", "briscola", "Briscola a Bastoni. Anna esce col Re di Coppe, Bruno non ha Coppe e gioca il 7 di Bastoni. Bruno prende la mano."),
    ("es", "briscola", "Triunfo: Espadas. Ana sale con el Re de Copas, Bruno no tiene Copas y juega el 7 de Oros. Ana gana la baza."),
    # the trump played by a verb of trumping wins (h241's named_trumps), the player told by 'and'
    ("de", "minchiate", "Im ersten Stich spielt Anna den Re Kelche aus; Ben hat keine Kelche mehr und trumpft mit der 7; "
                        "Carla bedient mit der Regina Kelche; Dora spielt die 5 Kelche. Ben gewinnt den Stich."),
    ("de", "briscola", "Trumpf sind Schwerter. Im letzten Stich spielt Anna den Re Kelche aus, Ben hat keine Kelche und "
                       "legt die 7 Münzen. Anna nimmt den Stich."),
]


@pytest.mark.parametrize("lang,game,text", WRONG)
def test_a_winner_named_by_the_player_of_a_coordinated_clause_is_read(lang, game, text):
    assert any(WINNER in m for m in errors(text, lang, game)), errors(text, lang, game)


@pytest.mark.parametrize("lang,game,text", RIGHT)
def test_the_right_winner_stays_silent(lang, game, text):
    assert not any(WINNER in m for m in errors(text, lang, game)), errors(text, lang, game)
