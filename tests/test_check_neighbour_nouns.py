"""Who leads after a trick, where the text names the winner's neighbour by a noun ("le voisin de
droite du gagnant", "der rechte Nachbar des Stichgewinners": data ``neighbour`` in nine
languages) rather than a preposition ("à droite du gagnant"): the neighbour leads, not the
winner, a different rule. Sentences written for these tests."""

import pytest

from checking import NEIGHBOUR, stated_found


@pytest.mark.parametrize("lang,text", [
    ("fr", "Au pli suivant, c'est le voisin de gauche du gagnant qui entame."),
    ("de", "Den nächsten Stich eröffnet der linke Nachbar des Gewinners."),
    ("it", "Dopo ogni presa, apre il vicino di sinistra del vincitore."),
    ("es", "Tras cada baza sale el vecino de la izquierda del ganador."),
    ("pt", "Depois de cada vaza, abre o vizinho da esquerda do vencedor."),
    ("ru", "Следующую взятку начинает левый сосед победителя."),
    ("en", "After each trick the neighbour on the left of the winner leads."),
])
def test_the_winners_neighbour_named_by_a_noun_leads(lang, text):
    assert NEIGHBOUR in stated_found(text, lang, "minchiate", severity="error")


@pytest.mark.parametrize("lang,text", [
    ("fr", "Au pli suivant, c'est le gagnant qui entame, puis son voisin de droite joue."),
    ("de", "Den nächsten Stich eröffnet der Gewinner; sein rechter Nachbar spielt danach."),
])
def test_the_winner_leads_and_the_neighbour_plays_after(lang, text):
    assert NEIGHBOUR not in stated_found(text, lang, "minchiate")
