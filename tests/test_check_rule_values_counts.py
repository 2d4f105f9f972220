"""Rule claims of kinds other than worked examples, read by phenomenon (the twenty-eighth
session, h178): sentences written for this test in several languages, none copied from the
claims or the corpus.

- **a trump's value said to hold either way**: "not only inside a versicola", "inside or outside
  one", the words for 'on its own' between the verb and the value or in a clause right after it;
- **a hand named by a noun phrase**: N cards then a phrase for "per player", no verb of dealing;
  not N cards then a bare word for each (of a suit);
- **the kept trump added to the cards one may discard** ("…, and trump 29 too":
  ``rule_claims.inclusion``, ``kept``);
- **who draws first from the stock** after a trick (``rule_claims.draws_first``, ``draws_second``);
- **a suit in a case then a rank** (fi "Sauvoissa Asso"): one rank named, once.
"""

from __future__ import annotations

import pytest

from tests.checking import errors


def _has(lang: str, game: str, text: str, words: str) -> None:
    found = errors(text, lang, game)
    assert any(words in f for f in found), f"no error saying '{words}' on: {text}: {found}"


def _silent(lang: str, game: str, text: str) -> None:
    found = errors(text, lang, game)
    assert not found, f"an error on a sentence stating our rule: {text}: {found}"


TRUMP_VALUE = "trumps are given a point value"
DRAWS = "draws first from the stock"
DISCARD = "may be discarded"


# ---------------------------------------------------------------- a trump's value either way

@pytest.mark.parametrize("lang, text", [
    ("en", "Trump 29 scores 5 points even when it stands alone, not only inside a versicola."),
    ("it", "Il tarocco 29 conta 5 punti, non soltanto dentro una versicola."),
    ("de", "Der Trumpf 29 bringt für sich allein 5 Punkte, nicht nur innerhalb einer Versicola."),
    ("en", "Trump 29 is worth 5 points, inside or outside a versicola."),
    ("it", "Il tarocco 29 vale 5 punti anche quando resta da solo."),
])
def test_trump_value_said_to_hold_either_way(lang, text):
    _has(lang, "minchiate", text, TRUMP_VALUE)


@pytest.mark.parametrize("lang, text", [
    ("en", "Trump 29 is worth 5 points only inside a versicola, nothing on its own."),
    ("it", "Il tarocco 29 vale 5 punti dentro una versicola e nulla da solo."),
    ("en", "Trump 29 is not worth 5 points on its own, only inside a versicola."),
    ("de", "Der Trumpf 29 zählt nur innerhalb einer Versicola 5 Punkte, allein nichts."),
])
def test_trump_value_only_in_a_combination_stays_silent(lang, text):
    _silent(lang, "minchiate", text)


# ---------------------------------------------------------------- a hand named by a noun phrase

@pytest.mark.parametrize("lang, text", [
    ("it", "Mano iniziale: cinque carte a testa."),
    ("de", "Startblatt: vier Karten pro Kopf."),
])
def test_hand_by_noun_phrase(lang, text):
    _has(lang, "briscola", text, "cards dealt to each player")


@pytest.mark.parametrize("lang, text", [
    ("en", "The pack has four suits of ten cards each."),
    ("fr", "Quatre couleurs de dix cartes chacune."),
    ("it", "Dopo ogni presa si pesca una carta a testa dal tallone."),
])
def test_cards_each_of_a_suit_or_drawn_stay_silent(lang, text):
    _silent(lang, "briscola", text)


# ---------------------------------------------------------------- the kept trump discarded

@pytest.mark.parametrize("lang, text", [
    ("it", "Dopo il furto si possono scartare le carte senza punti, e anche il tarocco 29."),
    ("de", "Abwerfen darf man alle Nullkarten, auch den Trumpf 29."),
    ("es", "Se pueden descartar las cartas sin puntos, incluso el triunfo 29."),
    ("fr", "On peut écarter les cartes sans points, y compris l'atout 29."),
    ("vi", "Được bỏ các lá không có điểm, kể cả lá chủ 29."),
])
def test_kept_trump_added_to_the_discards(lang, text):
    _has(lang, "minchiate", text, DISCARD)


@pytest.mark.parametrize("lang, text", [
    ("en", "Only zero-point cards may be discarded, but never trump 29."),
    ("en", "You may discard zero-point cards; trump 29 too is kept."),
    ("de", "Abwerfen darf man alle Nullkarten, nicht aber den Trumpf 29."),
    ("fr", "On peut écarter les cartes sans points, sauf l'atout 29."),
    ("it", "Si possono scartare le carte senza punti, ma il tarocco 29 si deve tenere."),
])
def test_kept_trump_kept_stays_silent(lang, text):
    _silent(lang, "minchiate", text)


# ---------------------------------------------------------------- who draws first

@pytest.mark.parametrize("lang, text", [
    ("en", "The winner of the trick draws second."),
    ("es", "Quien gana la baza roba después del rival."),
    ("ru", "Взявший взятку добирает вторым."),
    ("de", "Wer den Stich gewinnt, zieht als Zweiter."),
    ("fr", "Celui qui perd le pli pioche en premier."),
])
def test_draw_order_reversed(lang, text):
    _has(lang, "briscola", text, DRAWS)


@pytest.mark.parametrize("lang, text", [
    ("en", "The winner of the trick draws first, then the other player."),
    ("it", "Chi vince la presa pesca per primo, poi l'avversario."),
    ("fr", "Le gagnant du pli pioche en premier."),
    ("de", "Wer den Stich verliert, zieht als Zweiter."),
    ("en", "The winner of the trick does not draw second."),
])
def test_draw_order_ours_stays_silent(lang, text):
    _silent(lang, "briscola", text)


# ---------------------------------------------------------------- a suit in a case, then a rank

def test_suit_in_a_case_then_rank_named_once():
    _has("fi", "minchiate", "Sauvoissa ja Miekoissa Asso on numerokorteista vahvin.", "highest rank differs")
    _has("fi", "minchiate", "Miekoissa ja Sauvoissa Ässä on numerokorteista korkein ja kymppi matalin.", "highest rank differs")


def test_suit_in_a_case_then_rank_ours_stays_silent():
    _silent("ru", "minchiate", "В Мечах Asso самая младшая числовая карта, в Кубках — самая старшая.")
    _silent("fi", "minchiate", "Miekoissa ja Sauvoissa 10 on numerokorteista korkein ja Asso matalin.")
