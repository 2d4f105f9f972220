"""What would have happened in another case (a past counterfactual: "would have won", "avrebbe
vinto", "hätte gewonnen", "выиграл бы") states no rule: batch 2026-12-25's leaflet said "Had the
fourth player not held it, the 10 would have won, and the Asso would have been the lowest of the
three", read as "the lower total wins". The same rule stated plainly is still an error. Sentences
written for this test."""

import pytest

from checking import error_findings

LOWER = "the lower total wins"

COUNTERFACTUAL = [
    ("en", "If Anna had kept her trump, the player with fewer points would have won the deal."),
    ("fr", "Sans son atout, c'est le joueur qui a le moins de points qui aurait gagné."),
    ("de", "Ohne den Trumpf hätte der Spieler mit weniger Punkten gewonnen."),
    ("es", "Sin el triunfo, habría ganado el jugador con menos puntos."),
    ("pt", "Sem o trunfo, teria ganhado o jogador com menos pontos."),
    ("it", "Senza la briscola avrebbe vinto chi aveva meno punti."),
    ("ru", "Без козыря выиграл бы игрок, у которого меньше очков."),
]
PLAIN = [
    ("en", "The player with fewer points wins the deal."),
    ("de", "Der Spieler mit weniger Punkten gewinnt."),
    ("it", "Vince chi ha meno punti."),
    ("ru", "Выигрывает игрок, у которого меньше очков."),
]


@pytest.mark.parametrize("lang,text", COUNTERFACTUAL)
def test_a_past_counterfactual_states_no_rule(lang, text):
    assert not [f for f in error_findings(text, lang, "briscola") if LOWER in f.message]


@pytest.mark.parametrize("lang,text", PLAIN)
def test_the_rule_stated_plainly_is_still_an_error(lang, text):
    assert [f for f in error_findings(text, lang, "briscola") if LOWER in f.message]
