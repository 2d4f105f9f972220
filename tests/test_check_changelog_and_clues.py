"""A changelog's replaced rules and a crossword's numbers are no rule of ours stated otherwise
(toolkit/check/scope.py ``REPLACED``, ``fixed_here``; toolkit/check/numbers.py ``_clue``; cue
data ``clause_cues.until_now``, ``now``, ``fixed``, ``clue`` in nine languages):

- a sentence telling what held until now, beside one telling what holds now ("Bisher spielte der
  Geber zuerst aus. Jetzt ..."), and a "Fixed:" entry telling a fault, are notes, not errors; the
  sentence telling what holds now is read, and an error when it is not ours;
- a crossword clue's number and direction ("3 senkrecht:") and its letter counts ("(8)") are no
  counts; a count in the clue's words still is.

Sentences written for these tests.
"""

import pytest

from checking import errors, findings, stated_found
from toolkit.check.numbers import find_numbers

DEALER = "the first player is the dealer"


def _claims(text, lang, game):
    return [e for e in errors(text, lang, game) if e.startswith("claims")]


@pytest.mark.parametrize("lang,text", [
    ("de", "Geändert: Bisher spielte der Geber zuerst aus. Jetzt wird der erste Ausspieler ausgelost."),
    ("en", "v2.1 — Fixed: the app let the dealer lead the first trick. It is now drawn at random."),
    ("it", "Finora il mazziere giocava per primo; ora il primo di mano è sorteggiato."),
    ("fr", "Jusqu'ici, le donneur jouait en premier. Désormais, le premier joueur est tiré au sort."),
    ("es", "Hasta ahora el repartidor salía primero; ahora quien sale se sortea."),
    ("ru", "Раньше первым ходил сдающий. Теперь первый ход определяется жребием."),
])
def test_a_replaced_rule_in_a_changelog_is_no_error(lang, text):
    assert not _claims(text, lang, "briscola")


@pytest.mark.parametrize("lang,text", [
    ("de", "Geändert: Bisher spielte der Geber zuerst aus. Jetzt wird der erste Ausspieler ausgelost."),
    ("en", "v2.1 — Fixed: the app let the dealer lead the first trick. It is now drawn at random."),
    ("ru", "Раньше первым ходил сдающий. Теперь первый ход определяется жребием."),
])
def test_the_replaced_rule_keeps_a_note(lang, text):
    assert [f for f in findings(text, lang, "briscola") if f.severity == "info" and DEALER in f.message]


@pytest.mark.parametrize("lang,text", [
    ("en", "Until now the first leader was drawn at random. Now the dealer leads the first trick."),
    ("de", "Bisher wurde der erste Ausspieler ausgelost. Jetzt spielt der Geber zuerst aus."),
])
def test_what_holds_now_is_read(lang, text):
    assert any(DEALER in e for e in _claims(text, lang, "briscola"))


def test_the_dealer_leading_without_a_changelog_is_an_error():
    assert any(DEALER in e for e in _claims("Der Geber spielt zuerst aus.", "de", "briscola"))


@pytest.mark.parametrize("lang,text,gone", [
    ("de", "3 senkrecht: So viele Karten hat die Fola (8) — DREIZEHN.", {3, 8}),
    ("en", "7 across: The bonus for sweeping the table (4)", {7, 4}),
    ("it", "12 orizzontale: la si fa prendendo tutte le carte in tavola (4)", {12, 4}),
    ("fr", "5 verticalement : nombre de joueurs à la Minchiate (6)", {5, 6}),
])
def test_a_clues_number_and_letter_count_are_no_counts(lang, text, gone):
    assert not gone & {n.value for n in find_numbers(text, lang)}
    assert not [f for f in stated_found(text, lang, "minchiate") if "Fola of" in f]


def test_a_count_in_a_clues_words_is_read():
    assert "a Fola of 12 cards" in stated_found("3 down: The Fola holds 12 cards (6)", "en", "minchiate")
    assert {8} <= {n.value for n in find_numbers("So viele Karten hat die Fola (8)", "de")}
