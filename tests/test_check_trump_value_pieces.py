"""Which number of a sentence about trumps is their value.

- A sentence that counts the pack's cards ("97 cards: 40 trumps numbered 1 to 40 …") states the
  pack's make-up, not point values: none of its numbers is a trump's value.
- A number given in points each ("trumps 2 to 5, 3 points each: 142 points in all") is the value of
  the trumps named before it, whatever total or score follows.

Sentences written for this test; the near versions state another value and must still be errors."""

from __future__ import annotations

import pytest

from checking import errors

VALUE_ERROR = "example: trumps are given a point value the engine does not give them"


@pytest.mark.parametrize("lang,text", [
    ("it", "Si gioca con un mazzo di 97 carte: 40 tarocchi che vanno da 1 a 40, il Matto, e 56 carte "
           "dei quattro semi, 14 per seme."),
    ("it", "Le carte sono 97: 40 tarocchi numerati da 1 a 40, il Matto, e per ciascuno dei quattro semi "
           "le figure e le carte dall'Asso al 10."),
    ("de", "Das Spiel hat 97 Karten, nämlich 40 Trümpfe von 1 bis 40, den Matto und 56 Farbkarten, "
           "je 14 pro Farbe."),
    ("pt", "O baralho tem 97 cartas: 40 trunfos numerados de 1 a 40, o Matto e 56 cartas de naipe, "
           "14 em cada naipe."),
    ("en", "The pack: 97 cards, that is 40 trumps numbered from 1 up to 40, the Matto, and 56 suit cards, "
           "fourteen to a suit."),
])
def test_the_pack_counted_states_no_value(lang, text):
    assert VALUE_ERROR not in errors(text, lang, "minchiate")


@pytest.mark.parametrize("lang,text", [
    ("it", "I tarocchi dal 2 al 5 valgono 4 punti ciascuno."),
    ("de", "Die Trümpfe 2 bis 5 zählen je 4 Punkte."),
    ("en", "Trumps 2 to 5 are worth 4 points each."),
])
def test_a_value_stated_is_still_read(lang, text):
    assert VALUE_ERROR in errors(text, lang, "minchiate")


@pytest.mark.parametrize("lang,text,wrong", [
    ("fr", "Comptent aussi les atouts 2 à 5 (3 points chacun), soit 142 points en tout dans le jeu.", False),
    ("fr", "Comptent aussi les atouts 2 à 5 (4 points chacun), soit 142 points en tout dans le jeu.", True),
    ("en", "Then trumps 2 to 5 at 3 points each, which brings the pack to 142 points.", False),
    ("en", "Then trumps 2 to 5 at 2 points each, which brings the pack to 142 points.", True),
    ("it", "Infine i tarocchi dal 2 al 5, 3 punti ciascuno: in tutto il mazzo vale 142 punti.", False),
    ("it", "Infine i tarocchi dal 2 al 5, 5 punti ciascuno: in tutto il mazzo vale 142 punti.", True),
])
def test_the_value_given_each_is_the_trumps_value(lang, text, wrong):
    assert (VALUE_ERROR in errors(text, lang, "minchiate")) == wrong
