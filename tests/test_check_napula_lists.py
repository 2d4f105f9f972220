"""A Napula told by a short list of Swords: two ranks ("the Asso and the 2 of Swords"), a list
that starts with a numeral because the Asso is missing ("el 2, el 3, el 4 y el 5 de Espadas"),
ranks in words after the Asso ("Asso und Zwei"), in a sentence naming the award or just before
one that does; a number a word for points follows ends the list ("…of Swords, 2 points": the
score, not a rank). Claims by four writers (dev-k, dev-n, dev-o, dev-h) claimed such runs at 2
or 4 and were missed: ours scores 0 without Asso, 2 and 3. Sentences written for this test."""

import pytest

from checking import error_findings

RUN_SCORE = "the run scores a different number of points"


@pytest.mark.parametrize("lang,text", [
    ("en", "Holding just the Asso and the 2 of Swords gives a Napula of 2 points."),
    ("de", "Nur mit Asso und Zwei der Schwerter zählt die Napula 2 Punkte."),
    ("es", "Con el 2, el 3 y el 4 de Espadas pero sin el Asso, la Napula vale 3 puntos."),
    ("it", "Napula: Asso, 2 e 3 di Spade, 2 punti."),
])
def test_a_wrong_score_of_a_short_run_is_an_error(lang, text):
    assert [f for f in error_findings(text, lang, "cicera") if RUN_SCORE in f.message]


@pytest.mark.parametrize("lang,text", [
    ("en", "With only the Asso and the 2 of Swords, the Napula scores nothing."),
    ("it", "Con il 2, il 3 e il 4 di Spade ma senza Asso, la Napula vale 0."),
    ("fr", "Avec l'Asso, le 2 et le 3 d'Épées, la Napula vaut 3 points."),
    ("it", "Napula: Asso, 2 e 3 di Spade, 3 punti."),
    ("fr", "Gardez le 3 d'Épées tant que l'Asso et le 2 ne sont pas sortis : une Napula vaut au moins 3 points."),
])
def test_the_right_score_is_no_error(lang, text):
    assert not [f for f in error_findings(text, lang, "cicera") if RUN_SCORE in f.message]
