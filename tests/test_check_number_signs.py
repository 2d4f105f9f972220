"""A number after an abbreviated word for 'number' labels a thing (issue #10): "tavolo n. 3",
"Tisch Nr. 5", "mesa n.º 4", "table No. 2", "pöytä nro 3", "table n° 3" name a table, a room or a
form, no card and no amount, as "#3" and "№ 5" already did. The number beside it that states the
rule is still read; a word for 'number' written out ("numero 7") may name a card and is left.

Sentences written for this test (not taken from the corpus or the claims files).
"""

import pytest

from checking import errors

LABELLED = [
    ("es", "cicera", "Las cartas se reparten en la mesa n.º 3 del salón."),
    ("es", "cicera", "Las cartas se reparten en la mesa núm. 3."),
    ("fr", "cicera", "On distribue les cartes sur la table n° 3."),
    ("fr", "cicera", "Les cartes sont données sur la table n° 3."),
    ("pt", "cicera", "As cartas são distribuídas na mesa nº 3 do salão."),
    ("it", "cicera", "Cartoncino da lasciare sul tavolo n. 3 a fine partita."),
    ("de", "briscola", "Bitte die Karten nach dem Spiel an Tisch Nr. 3 zurückgeben."),
    ("en", "briscola", "Scorecards are collected at table No. 3 after the last round."),
    ("fi", "cicera", "Pelipöytä nro 3 on varattu kerholle torstaisin."),
]

STATED = [
    ("es", "cicera", "En la mesa n.º 5 se reparten 3 cartas a cada jugador.", "3"),
    ("de", "briscola", "Am Tisch Nr. 4 sitzen zwei Spieler; jeder erhält vier Karten.", "4"),
    ("fi", "cicera", "Pöytä nro 5: jokainen pelaaja saa kolme korttia.", "3"),
]


@pytest.mark.parametrize("lang,game,text", LABELLED)
def test_a_number_after_a_number_sign_is_a_label(lang, game, text):
    assert errors(text, lang, game) == []


@pytest.mark.parametrize("lang,game,text,number", STATED)
def test_the_rules_number_beside_a_label_is_still_read(lang, game, text, number):
    assert any(number in m for m in errors(text, lang, game)), errors(text, lang, game)
