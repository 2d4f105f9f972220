"""The number of players said without a word for players: a number closing its clause after a verb
of playing ("si gioca in quattro", "la briscola se joue à quatre", "joga-se a quatro", "is played by
four"; data ``claim_cues.played_by_count``) or a word that is itself a count of people together
("zu viert", "вчетвером", "neljästään"; ``claim_cues.players_together``). Ours: Briscola is for two,
Cìcera and Minchiate for four. Said as allowed, with "also", or under a condition, it is a variant.
Sentences written for this test."""

import pytest

from checking import error_findings


def player_errors(text, lang, game):
    return [f for f in error_findings(text, lang, game) if f.check == "claims" and "players" in f.message]


@pytest.mark.parametrize("lang,text", [
    ("it", "A briscola si gioca in quattro, a coppie."),
    ("it", "Si gioca in quattro."),
    ("fr", "La briscola se joue à quatre, deux contre deux."),
    ("pt", "Joga-se a quatro."),
    ("de", "Briscola spielt man zu viert."),
    ("ru", "В брисколу играют вчетвером, пара на пару."),
    ("fi", "Briscolaa pelataan neljästään."),
    ("en", "Briscola is played by four."),
])
def test_four_together_is_an_error(lang, text):
    assert [f.found for f in player_errors(text, lang, "briscola")] == ["4 players"]


@pytest.mark.parametrize("lang,game,text", [
    ("it", "briscola", "Si gioca in due."),
    ("it", "briscola", "Si gioca anche in quattro, a coppie."),
    ("it", "briscola", "Se si gioca in quattro, si fanno le coppie."),
    ("fr", "briscola", "On peut aussi y jouer à quatre."),
    ("pt", "briscola", "Joga-se a dois."),
    ("de", "briscola", "Man kann Briscola auch zu viert spielen."),
    ("ru", "briscola", "В брисколу можно играть и вчетвером."),
    ("fi", "briscola", "Briscolaa pelataan kahdestaan."),
    ("en", "briscola", "Briscola can also be played by four."),
    ("it", "cicera", "La Cìcera si gioca in quattro, a coppie."),
    ("de", "cicera", "Cìcera spielt man zu viert."),
    ("ru", "minchiate", "В минкьяте играют вчетвером."),
    ("it", "briscola", "Si gioca a 40 carte."),
])
def test_ours_or_a_variant_is_no_error(lang, game, text):
    assert not player_errors(text, lang, game)
