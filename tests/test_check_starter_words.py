"""Who starts, told with the dealer's opponent by another noun ("el oponente del repartidor") or
with the verb in the future ("comenzará"): the non-dealer starts, a different rule from our
Briscola's random first leader. Sentences written for these tests."""

import pytest

from checking import stated_found

NON_DEALER = "the first player is the non-dealer"


@pytest.mark.parametrize("lang,text", [
    ("es", "El oponente del repartidor comenzará la partida."),
    ("es", "Empezará el adversario del repartidor."),
    ("de", "Der Gegenspieler des Gebers spielt als Erster aus."),
    ("pt", "O oponente do carteador começa a partida."),
])
def test_the_dealers_opponent_starts(lang, text):
    assert NON_DEALER in stated_found(text, lang, "briscola", severity="error")
