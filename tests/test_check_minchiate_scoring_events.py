"""Minchiate worked examples read by structure (toolkit/check/examples.py): a scoring event in
play told by its numbers alone (a lead, the points scored right before the lead they make: the
sum), then what comes of it (``_resto_by_sum``); a versicola told by its cards (trump numbers,
Re, the Matto), then numbers: the engine's score anywhere after the cards is right, a number a
plausible mistake gives (the Matto counted twice, 29 counted as 0, a run not merged, ...) or the
one amount named as points is wrong, a denial of the combination is wrong
(``_combination_told``). Sentences written for this test; every example is checked on the engine
first."""

from __future__ import annotations

import pytest

from engine import tricks_primitives as tp
from engine.games import load
from checking import messages


def test_the_engine_settles_these_leads():
    assert tp.settle_lead(33 + 27, 60) == (0, 1, 0)       # exactly 60: one resto, nothing carried
    assert tp.settle_lead(41 + 22, 60) == (0, 1, 3)
    g = load("minchiate")
    assert g.combos.score(g.cards(["28T", "29T", "30T", "31T"])) == 20
    assert g.combos.score(g.cards(["1T", "2T", "3T", "M"])) == 16
    assert g.combos.score(g.cards(["RS", "RC", "RD", "M"])) == 20
    assert g.combos.score(g.cards(["1T", "40T", "M"])) == 20
    assert g.combos.score(g.cards(["2T", "3T", "4T"])) == 9


# a lead of 33, 27 points scored: exactly 60
RESTO_60 = {
    "it": ("Stavamo sopra di 33, poi una presa ci porta 27 punti e arriviamo a 60.",
           "Si segna un resto e si riparte da zero.", "Con 60 giusti non si segna ancora nessun resto."),
    "es": ("Íbamos 33 arriba, la baza siguiente nos dio 27: sesenta clavados.",
           "Eso ya es un resto y quedamos a cero.", "Con 60 justos todavía no hay resto."),
    "de": ("Wir waren 33 vorn, der nächste Stich brachte 27, macht 60.",
           "Das ist ein Resto, danach 0 Vorsprung.", "Genau 60 reicht noch nicht, kein Resto."),
}
# a lead of 41, 22 points scored: 63, one resto and 3 carried
RESTO_63 = {
    "fr": ("Nous avions 41 d'avance et nous avons pris 22 points : 63.",
           "Un resto, et il reste 3 d'avance.", "Un resto, et il reste 63 d'avance."),
    "fi": ("Johto oli 41, ja tikistä tuli 22: yhteensä 63.",
           "Kirjataan yksi resto ja johtoa jää 3.", "Kirjataan yksi resto ja johtoa jää 63."),
    "en": ("We were 41 up and took 22 more: 63.",
           "One resto is booked and 3 stays as our lead.", "One resto is booked and all 63 stays as our lead."),
}


@pytest.mark.parametrize("lang", sorted(RESTO_60))
def test_exactly_a_unit_earning_nothing_is_an_error(lang):
    told, right, wrong = RESTO_60[lang]
    assert "the lead earns a different number of resti" in messages(f"{told} {wrong}", lang, "minchiate", only="example")
    assert messages(f"{told} {right}", lang, "minchiate", only="example") == []


@pytest.mark.parametrize("lang", sorted(RESTO_63))
def test_the_whole_lead_carried_is_an_error(lang):
    told, right, wrong = RESTO_63[lang]
    assert "a different lead is kept after the resti" in messages(f"{told} {wrong}", lang, "minchiate", only="example")
    assert messages(f"{told} {right}", lang, "minchiate", only="example") == []


def test_a_rule_with_the_unit_is_not_a_scoring_event():
    text = "Quando il vantaggio supera 60 punti si segna un resto e il vantaggio cala di 60."
    assert messages(text, "it", "minchiate", only="example") == []


COMBINATIONS = {    # (right, wrong: a plausible mistake)
    "pt": ("Tenho na mão os trunfos 28, 29, 30 e 31. A versicola? Vale 20 pontos.",
           "Tenho na mão os trunfos 28, 29, 30 e 31. A versicola? Vale 15 pontos, o 29 não conta."),
    "ru": ("Козыри 1, 2, 3 и Matto: это versicola. Сколько? 16 очков.",
           "Козыри 1, 2, 3 и Matto: это versicola. Сколько? 21 очко."),
    "vi": ("Ba lá Re và Matto tạo thành một versicola, được tính 20 điểm.",
           "Ba lá Re và Matto tạo thành một versicola, được tính 25 điểm."),
    "en": ("Trump 1, trump 40 and the Matto: a versicola. Its score is 20.",
           "Trump 1, trump 40 and the Matto: a versicola. Its score is 25."),
}


@pytest.mark.parametrize("lang", sorted(COMBINATIONS))
def test_a_score_a_mistake_gives_is_an_error(lang):
    right, wrong = COMBINATIONS[lang]
    assert "the combination scores a different number of points" in messages(wrong, lang, "minchiate", only="example")
    assert messages(right, lang, "minchiate", only="example") == []


def test_a_combination_denied_is_an_error():
    assert "the cards form a different number of combinations" in \
        messages("Hai i trionfi 2, 3 e 4? Peccato, non è una versicola: manca l'1.", "it", "minchiate", only="example")
    assert messages("Hai i trionfi 2, 3 e 4? Bene, è una versicola da 9 punti.", "it", "minchiate", only="example") == []



END_20 = {      # a final lead of 20: (right, wrong: "not a single resto")
    "fi": ("Pelin lopussa johtomme oli 20 pistettä, mikä tuottaa yhden reston.",
           "Pelin lopussa johtomme oli 20 pistettä, mikä ei tuota yhtään restoa."),
    "de": ("Am Ende der Partie führen wir mit 20 Punkten; das bringt einen Resto.",
           "Am Ende der Partie führen wir mit 20 Punkten; das bringt keinen einzigen Resto."),
    "pt": ("No fim da mão, com 20 pontos de vantagem, a equipa recebe um resto.",
           "No fim da mão, com 20 pontos de vantagem, a equipa não recebe um único resto."),
    "en": ("At the end of the deal we lead by 20 points, which earns a single resto.",
           "At the end of the deal we lead by 20 points, which does not earn a single resto."),
}


@pytest.mark.parametrize("lang", sorted(END_20))
def test_a_final_lead_denied_any_resto_is_an_error(lang):
    assert tp.resti_at_end(20, 60) == 1
    right, wrong = END_20[lang]
    assert "the final lead earns a different number of resti" in messages(wrong, lang, "minchiate", only="example")
    assert messages(right, lang, "minchiate", only="example") == []


BEYOND_49 = {   # 49 cards captured, the threshold said as an ordinal (no number): (right, wrong)
    "es": ("Conteo final: 49 cartas en nuestro montón. Por las que exceden de la cuadragésima segunda, 7 puntos.",
           "Conteo final: 49 cartas en nuestro montón. Por las que exceden de la cuadragésima segunda, 9 puntos."),
    "it": ("A fine mano le nostre carte: 49. Premio per quelle oltre la quarantaduesima: 7 punti.",
           "A fine mano le nostre carte: 49. Premio per quelle oltre la quarantaduesima: 14 punti."),
}


@pytest.mark.parametrize("lang", sorted(BEYOND_49))
def test_a_bonus_a_mistake_gives_is_an_error_and_the_right_one_confirmed(lang):
    assert tp.cards_beyond(49, 42, 1) == 7
    right, wrong = BEYOND_49[lang]
    assert "the cards captured earn a different bonus" in messages(wrong, lang, "minchiate", only="example")
    assert messages(right, lang, "minchiate", only=("example", "numbers")) == []
