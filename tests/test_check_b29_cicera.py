"""Readings mended on corpus batch 2026-12-29's Cìcera translations (opened at the nineteenth
session), each as a phenomenon with cases written for this test in several languages, no
sentence copied from the corpus:

- **a quoted belief refuted by the verdict after it**: the closing quotation mark after the full
  stop (French « … . », with its space) belongs to the sentence, not to a "sentence" of its own
  that the verdict would refute instead; a quotation of several sentences is refuted whole; the
  verdict ("Faux.", "Wrong.") opens the true rule, which is read, not refuted with the belief;
- **the card the player before has just put on the table** is not all the table holds: the word
  for the table there is where it went (fi "jätti pöytään"), so a Picada without a Scùa agrees;
  a sentence after the capture's that opens on a condition ("If it was the only card, ...")
  tells another case's total;
- **a bonus added to what the capture scored** ("you also get the Scùa: 2 points", ru
  "добавляется Scùa: 2 очка"): the number after a colon is the new total, not the bonus's value.

Ours: Cìcera capturing is optional (CIC-P2), the first player on the dealer's right (CIC-S1),
bonuses 1 point each, the Picada for taking by rank only the card the previous player has just
put down (CIC-B2)."""

from __future__ import annotations

import pytest

from tests.checking import error_findings


def _errors(text, lang, game="cicera", name="t.txt"):
    return [f.message for f in error_findings(text, lang, game, name)]


# ---------------------------------------------------------------- a quoted belief refuted

MYTH_FR = """# Vrai ou pas ?

### Croyance n° 3
> « Dès qu'une prise existe, il faut la faire. »

**Faux.** Personne n'est jamais tenu de prendre : on peut toujours poser sa carte.
"""

MYTH_FR_TRUTH_WRONG = """# Vrai ou pas ?

### Croyance n° 3
> « On peut poser sa carte même quand une prise existe. »

**Faux.** Dès qu'une prise existe, il faut la faire.
"""

MYTH_EN = """# Table talk

At the club: "The dealer plays first. Each player gets twelve cards." Wrong. The player on the dealer's right opens.
"""

MYTH_IT = """Al bar: «Il mazziere gioca per primo e poi si gira in senso antiorario. Ognuno riceve dodici carte.» Falso. Apre chi siede alla destra del mazziere.
"""


def test_a_french_quote_closed_after_its_stop_is_refuted_whole():
    assert _errors(MYTH_FR, "fr", name="t.md") == []


def test_the_verdict_opens_the_true_rule_which_is_read():
    assert any("compulsory" in m for m in _errors(MYTH_FR_TRUTH_WRONG, "fr", name="t.md"))


@pytest.mark.parametrize("text, lang", [(MYTH_EN, "en"), (MYTH_IT, "it")])
def test_a_quotation_of_two_sentences_is_refuted_whole(text, lang):
    assert _errors(text, lang) == []


# ---------------------------------------------------------------- the card just put down

@pytest.mark.parametrize("text, lang", [
    ("Esimerkki: edellinen pelaaja laittoi pöytään 6:n, ja otat vain sen omalla 6:lläsi: Picada, 1 piste.", "fi"),
    ("Example: the player before you put a 6 on the table, and you take only that card with your own 6: Picada, 1 point.", "en"),
    ("Esempio: il giocatore precedente ha appena lasciato sul tavolo un 6 e tu prendi solo quello con il tuo 6: Picada, 1 punto.", "it"),
])
def test_the_card_just_put_on_the_table_is_not_all_it_holds(text, lang):
    assert _errors(text, lang) == []


@pytest.mark.parametrize("text, lang", [
    ("Esimerkki: edellinen pelaaja laittoi pöytään 6:n, ja otat vain sen omalla 6:lläsi: Picada, 1 piste. "
     "Jos se oli pöydän ainoa kortti, tulee myös Scùa: 2 pistettä.", "fi"),
    ("Example: the player before you put a 6 on the table, and you take only that card with your own 6: Picada, 1 point. "
     "If it was the only card there, you also score the Scùa: 2 points.", "en"),
])
def test_a_conditional_case_after_the_capture_has_its_own_total(text, lang):
    assert _errors(text, lang) == []


# ---------------------------------------------------------------- a bonus added: the new total

@pytest.mark.parametrize("added, valued, lang", [
    ("Un 9 prende il 9 appena calato: Picada. Se il tavolo resta vuoto si aggiunge la Scùa: 2 punti in tutto.",
     "La Scùa vale 2 punti.", "it"),
    ("Ты забрал девятку, которую только что положил сосед: Picada. Стол опустел — добавляется Scùa: 2 очка.",
     "Scùa — 2 очка.", "ru"),
    ("Du nimmst die eben gelegte 9 mit deiner 9: Picada. Der Tisch ist leer, dazu kommt die Scùa: 2 Punkte.",
     "Die Scùa zählt 2 Punkte.", "de"),
])
def test_a_bonus_added_is_followed_by_the_new_total(added, valued, lang):
    assert not any("bonus scores a different number" in m for m in _errors(added, lang))
    assert any("bonus scores a different number" in m for m in _errors(valued, lang))


# ---------------------------------------------------------------- a case told on a condition

CASE = {"en": ("On the table lie a 2, a 3 and a 5; you play a 10 and take them all: Scùa and Quadriglia, 2 points. "
               "If all four cards are of one suit, add the {bonus}: {n} points in all."),
        "ru": ("На столе 2, 3 и 5; ходишь десяткой и забираешь всё: Scùa и Quadriglia, 2 очка. "
               "Если все четыре карты одной масти, ещё {bonus}, всего {n} очка.")}


AGREEING_CASE = {"en": CASE["en"].format(bonus="Simili", n=3),
                 "ru": ("На столе 2, 3 и 5; ходишь десяткой и забираешь всё: Scùa и Quadriglia, 2 очка. "
                        "Если все четыре карты одной масти, ещё и Simili, всего 3.")}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_conditional_case_named_after_the_capture_is_another_case_and_checked(lang):
    assert _errors(AGREEING_CASE[lang], lang) == []
    assert _errors(CASE[lang].format(bonus="Simili", n=4), lang)
    assert _errors(CASE[lang].format(bonus="Picada", n=3), lang)
    # a capture told whole has one reading: a case on a condition then changes its givens, unread
    assert _errors("On the table the 2, 3 and 5 of Cups; the 10 of Cups takes them all: Scùa, Simili and "
                   "Quadriglia, 3 points. If the three cards were of different suits, it would be 2 points "
                   "(Scùa and Quadriglia).", "en") == []


# ---------------------------------------------------------------- a card said not held in a run

@pytest.mark.parametrize("agree, differ, lang", [
    ("| Miekat | Napula |\n|---|---|\n| Asso–2–3–4 ja 6 (ei 5:tä) | 4 |\n",
     "| Miekat | Napula |\n|---|---|\n| Asso–2–3–4 ja 6 (ei 5:tä) | 6 |\n", "fi"),
    ("| Miekat | Napula |\n|---|---|\n| Asso–2–4 (ilman 3:a) | 0 |\n",
     "| Miekat | Napula |\n|---|---|\n| Asso–2–4 (ilman 3:a) | 3 |\n", "fi"),
])
def test_a_number_said_not_held_is_no_score(agree, differ, lang):
    assert _errors(agree, lang, name="t.md") == []
    assert any("run scores" in m for m in _errors(differ, lang, name="t.md"))


# ---------------------------------------------------------------- a tie told as a score pair

def test_a_score_pair_counts_no_cards_dealt():
    assert _errors("Счёт 26:26 по картам означает, что премию за большинство не получает никто.", "ru") == []
    assert any("cards dealt" in m for m in _errors("Каждому раздают по 10 карт.", "ru"))


# ---------------------------------------------------------------- a duty that says which card

@pytest.mark.parametrize("which, duty, lang", [
    ("Picada is the trickiest bonus. You have to take, by rank, only the card the previous player has just put down.",
     "You must capture only if you can.", "en"),
    ("La Picada è il bonus più furbo. Devi prendere per valore soltanto la carta appena calata dal giocatore precedente.",
     "Bisogna prendere solo se si può.", "it"),
    ("La Picada es la bonificación más difícil. Hay que capturar por valor únicamente la carta que acaba de dejar el jugador anterior.",
     "Si se puede capturar, hay que capturar.", "es"),
    ("Picada: нужно забрать своей картой только ту, что сосед положил последней.",
     "Если можно взять, нужно взять.", "ru"),
])
def test_a_duty_naming_only_which_card_is_no_duty_to_capture(which, duty, lang):
    assert _errors(which, lang) == []
    assert any("compulsory" in m for m in _errors(duty, lang))


# ---------------------------------------------------------------- the table left empty

@pytest.mark.parametrize("text, lang", [
    ("Con mi 4 de Espadas me llevé el 4 de Copas y dejé la mesa vacía: Scùa, 1 punto. "
     "No hubo Picada, porque Ana no había dejado ninguna carta.", "es"),
    ("Com o meu 4 de Espadas levei o 4 de Copas e deixei a mesa vazia: Scùa, 1 ponto. "
     "Não houve Picada, porque o jogador anterior tinha capturado.", "pt"),
])
def test_leaving_the_table_empty_puts_no_card_down(text, lang):
    assert _errors(text, lang) == []


# ---------------------------------------------------------------- the table told in the play's sentence

@pytest.mark.parametrize("text, lang", [
    ("Anna could only put down a 5 of Clubs, and play went on. Much later the table held the 2, the 3 and "
     "the 5 of Cups, and Marco played the 10 of Cups and took all three.", "en"),
    ("Anna poté solo calare un 5 di Bastoni, e si andò avanti. Molto dopo sul tavolo c'erano il 2, il 3 e "
     "il 5 di Coppe, e Marco giocò il 10 di Coppe e se li prese tutti.", "it"),
    ("Anna konnte nur eine 5 Stäbe ablegen, und es ging weiter. Viel später lagen auf dem Tisch die 2, die 3 "
     "und die 5 Kelche, und Marco spielte die 10 Kelche und nahm alle drei.", "de"),
])
def test_the_table_told_in_the_plays_sentence_is_all_of_it(text, lang):
    assert _errors(text, lang) == []


# ---------------------------------------------------------------- a value given in a relative clause

@pytest.mark.parametrize("differ, agree, lang", [
    ("El 10 de Oros, que vale dos puntos, fue para ellos.", "El 10 de Oros, que vale un punto, fue para ellos.", "es"),
    ("The 10 of Coins, which is worth two points, went to them.", "The 10 of Coins, which is worth one point, went to them.", "en"),
    ("Il 10 di Denari, che vale due punti, è andato a loro.", "Il 10 di Denari, che vale un punto, è andato a loro.", "it"),
    ("Le 10 de Deniers, qui vaut deux points, est allé chez eux.", "Le 10 de Deniers, qui vaut un point, est allé chez eux.", "fr"),
])
def test_a_value_given_in_a_relative_clause_is_read(differ, agree, lang):
    assert any("scores a different number" in m for m in _errors(differ, lang))
    assert _errors(agree, lang) == []

