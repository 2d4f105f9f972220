"""Capture options listed with a word for "alone" after the first ("le 7 seul, ou 3 + 4") or a
longer word for "or" ("o bien", "ou bien", "oder aber"): still a list of options, read as one
(issue #10; toolkit/check/cicera_examples.py ``_glue_or``). Sentences written for these tests:
a third option taking all three cards is one the engine does not allow."""

import pytest

from toolkit.check.document import parse
from toolkit.check.run import check_document


def errors(lang: str, text: str):
    report = check_document(parse(text.encode(), "x.txt"), lang, "cicera")
    return [f for f in report.findings if f.severity == "error" and f.check == "example"]


@pytest.mark.parametrize("lang,text", [
    ("es", "Juego un 7 con 7, 3 y 4 en la mesa. Puedo llevarme el 7 solo, o 3 + 4, o las tres cartas juntas."),
    ("es", "Juego un 7 con 7, 3 y 4 en la mesa. Puedo llevarme el 7, o bien 3 + 4, o las tres cartas juntas."),
    ("fr", "Je joue un 7 sur une table de 7, 3 et 4 : je peux prendre le 7 seul, ou bien 3 + 4, ou les trois cartes ensemble."),
    ("en", "I play a 7 on a table of 7, 3 and 4: I can take the 7 alone, or else 3 + 4, or all three cards together."),
    ("de", "Ich spiele eine 7 auf 7, 3 und 4 auf dem Tisch: ich kann die 7 allein nehmen, oder aber 3 + 4, oder alle drei Karten zusammen."),
    ("pt", "Jogo um 7 com 7, 3 e 4 na mesa: posso levar o 7 sozinho, ou então 3 + 4, ou as três cartas juntas."),
])
def test_a_third_option_taking_all_three_is_an_error(lang, text):
    assert errors(lang, text)


@pytest.mark.parametrize("lang,text", [
    ("es", "Juego un 7 con 7, 3 y 4 en la mesa. Puedo llevarme el 7 solo, o bien 3 + 4, o dejar mi carta."),
    ("en", "I play a 7 on a table of 7, 3 and 4: I can take the 7 alone, or else 3 + 4, or just place my card."),
])
def test_our_options_told_so_are_no_error(lang, text):
    assert not errors(lang, text)
