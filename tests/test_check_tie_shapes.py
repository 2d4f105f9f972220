"""A tie told by its score (issue #10; toolkit/check/facts.py ``_tie_mentions``): both sides
named with one score without a noun ("los dos tienen 60 puntos"), a score said to be each side's
after "at" ("a 60 puntos cada uno"), and Minchiate's tie, no resti between the sides, with a zero
in digits or words near the word for resti ("resti nets à zéro", "0 net resti"). A tie broken by
the last trick or by the tricks taken is then a different rule; a tie called a tie is ours. The
words for both sides name no card ("los dos" is not the 2). Sentences written for these tests."""

import pytest

from checking import DECIDED, stated_found
from toolkit.check.document import parse
from toolkit.check.run import check_document


@pytest.mark.parametrize("game,lang,text", [
    ("briscola", "es", "Si los dos acaban con 60 puntos, se lleva la partida quien ganó la última baza."),
    ("briscola", "pt", "Se os dois ficarem com 60 pontos, vence quem fez a última vaza."),
    ("briscola", "es", "A 60 puntos cada uno, gana quien tenga más bazas."),
    ("briscola", "it", "A 60 punti ciascuno vince chi ha fatto l'ultima presa."),
    ("briscola", "en", "At 60 points each, the player with more tricks wins."),
    ("briscola", "de", "Bei 60 Punkten pro Spieler gewinnt, wer den letzten Stich gemacht hat."),
    ("minchiate", "fr", "Quand les resti nets tombent à zéro, la dernière levée décide : son équipe gagne."),
    ("minchiate", "pt", "Com zero resti de diferença, ganha a dupla que fez a última vaza."),
    ("minchiate", "en", "With 0 net resti, the side that took the last trick wins."),
    ("minchiate", "it", "Con zero resti di differenza vince la coppia che ha fatto l'ultima presa."),
])
def test_a_tie_told_by_its_score_broken_by_something_else_is_an_error(game, lang, text):
    assert DECIDED in stated_found(text, lang, game, severity="error")


@pytest.mark.parametrize("game,lang,text", [
    ("briscola", "es", "Si los dos acaban con 60 puntos, la partida queda en empate."),
    ("briscola", "it", "A 60 punti ciascuno la partita è pari."),
    ("minchiate", "en", "With 0 net resti, the deal is a tie."),
    ("minchiate", "fr", "Quand les resti nets tombent à zéro, personne ne gagne : c'est une égalité."),
])
def test_a_tie_told_by_its_score_and_called_a_tie_is_ours(game, lang, text):
    assert DECIDED not in stated_found(text, lang, game)


@pytest.mark.parametrize("lang,text", [
    ("es", "Si los dos tienen 60 puntos, es empate."),
    ("it", "Se i due hanno 60 punti a testa, è pareggio."),
    ("pt", "Se os dois têm 60 pontos, é empate."),
])
def test_the_words_for_both_players_name_no_card(lang, text):
    report = check_document(parse(text.encode(), "x.txt"), lang, "briscola")
    assert not [f for f in report.findings if f.severity == "error"]


@pytest.mark.parametrize("lang,text", [
    ("it", "Con semi uguali vince sempre la carta più alta."),
    ("es", "Con palos iguales gana siempre la carta más alta."),
    ("en", "With equal suits the higher card always wins."),
])
def test_cards_of_the_same_suit_are_no_tie(lang, text):
    assert DECIDED not in stated_found(text, lang, "briscola")
