"""Worked examples in shapes written for this test after the session's readers were built: a
trick told with players' names or "I" and "you", a trick that "stays with the leader", captures
given as the table first and the card played after, in a condition or a second sentence. Each
outcome worked out by hand on our rules (Briscola: a trump beats any other suit, in the suit led
the higher rank wins, A 3 Re Cavallo Fante 7 … 2, points A 11, 3 10, Re 4, Cavallo 3, Fante 2;
Cìcera: a card takes an equal card or cards adding up to it, or is laid down)."""

import pytest

from checking import check, errors


@pytest.mark.parametrize("game,lang,text,wrong", [
    ("briscola", "en", "Cups are trumps. Anna leads the 3 of Coins, Bruno plays the 2 of Cups: Bruno wins the trick, worth 10 points.", False),
    ("briscola", "en", "Cups are trumps. Anna leads the 3 of Coins, Bruno plays the 2 of Cups: Anna wins the trick, worth 10 points.", True),
    ("briscola", "en", "With Swords as trumps, a Re of Batons led and answered by the Asso of Coins stays with the leader: 15 points.", False),
    ("briscola", "en", "With Swords as trumps, a Re of Batons led and answered by the Asso of Coins goes to the Asso: 15 points.", True),
    ("briscola", "it", "Briscola a Denari. Esce il Fante di Spade, l'avversario risponde col 7 di Spade: prende il 7, la presa vale 2 punti.", True),
    ("briscola", "it", "Briscola a Denari. Esce il Fante di Spade, l'avversario risponde col 7 di Spade: prende il Fante, la presa vale 2 punti.", False),
    ("briscola", "fr", "Atout Bâtons. Je joue le Cavallo de Coupes, tu réponds avec le 3 de Coupes : tu remportes le pli, qui vaut 13 points.", False),
    ("briscola", "fr", "Atout Bâtons. Je joue le Cavallo de Coupes, tu réponds avec le 3 de Coupes : je remporte le pli, qui vaut 13 points.", True),
    ("cicera", "en", "On the table lie a 4, a 2 and a 6. Playing a 6, you may take the 6 alone or the 4 and the 2, or just lay your card down.", False),
    ("cicera", "en", "On the table lie a 4, a 2 and a 6. Playing a 6, you must take the 6 alone; the 4 and the 2 cannot be taken together.", True),
    ("cicera", "it", "Sul tavolo ci sono un 5 e un 3; con un 8 li prendi entrambi.", False),
    ("cicera", "it", "Sul tavolo ci sono un 5 e un 3; con un 7 li prendi entrambi.", True),
    ("cicera", "de", "Liegen eine 2 und eine 5 auf dem Tisch, kann eine 7 beide nehmen.", False),
    ("cicera", "de", "Liegen eine 2 und eine 5 auf dem Tisch, kann eine 6 beide nehmen.", True),
    ("cicera", "es", "En la mesa hay un 3 y un 4. Si juegas un 7 te llevas las dos cartas.", False),
    ("cicera", "es", "En la mesa hay un 3 y un 4. Si juegas un 8 te llevas las dos cartas.", True),
])
def test_worked_example_shapes(game, lang, text, wrong):
    check(lang, game, text, wrong)


def test_a_wrong_winner_is_the_only_error_of_a_trick_whose_points_are_right():
    # Cavallo (3) and 3 (10) of Cups, Batons trumps: the 3 wins, and the trick holds 13 points
    # whoever takes it; fr "je" is no "jeu" (the pack), so 13 is no total of the pack either
    text = ("Atout Bâtons. Je joue le Cavallo de Coupes, tu réponds avec le 3 de Coupes : "
            "je remporte le pli, qui vaut 13 points.")
    assert errors(text, "fr", "briscola") == ["example: another card wins the trick"]
    assert "example: the pack holds a different number of points" in errors("Le jeu compte 130 points en tout.", "fr", "briscola")
    assert errors("Le jeu compte 120 points en tout.", "fr", "briscola") == []
