"""Who starts, where the dealer and the first player are named in clauses of their own (issue
#10; toolkit/check/facts.py ``_first_player``): "player 1 deals; player 2 leads to the first
trick" names two players, and the one who deals is not the one who starts. The dealer named in
the same clause as the start is still the starter. Sentences written for these tests."""

import pytest

from checking import stated_found

DEALER_STARTS = "the first player is the dealer"


@pytest.mark.parametrize("lang,text", [
    ("it", "Il giocatore 1 fa il mazziere; il giocatore 2 apre la prima presa."),
    ("fr", "Le joueur 1 donne ; le joueur 2 entame le premier pli."),
    ("en", "Player A deals; player B leads to the first trick."),
    ("es", "El jugador 1 reparte; el jugador 2 sale en la primera baza."),
    ("pt", "O jogador 1 dá as cartas; o jogador 2 abre a primeira vaza."),
])
def test_a_dealer_in_a_clause_of_his_own_is_not_the_starter(lang, text):
    assert DEALER_STARTS not in stated_found(text, lang, "briscola")


@pytest.mark.parametrize("lang,text", [
    ("fr", "C'est le donneur qui entame le premier pli."),
    ("en", "The dealer leads to the first trick."),
    ("it", "Il mazziere gioca per primo; poi si gioca in senso antiorario."),
])
def test_the_dealer_named_with_the_start_is_the_starter(lang, text):
    assert DEALER_STARTS in stated_found(text, lang, "briscola", severity="error")
