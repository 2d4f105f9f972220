"""A number that counts what it names (the noun after it: "40 numbered trumps", "in two packets")
does not take the place of one of ours that names a card by its number or a bound on one, or the
size of what the noun before it names ("trumps above 20", "a packet of 10 cards"): two roles of a
number, told by the side its role word stands on. The same role word on the same side is still
compared ("a packet of 12 cards" where ours is 10)."""

import pytest

from checking import error_findings

SETUP = {
    "en": """## Setup

**Table.** Four players in two teams, partners facing each other. Play runs anticlockwise.

**Cards.** 97 in all: 40 numbered trumps, the Matto and 56 suit cards.

**Deal.** Every player receives 21 cards in two packets. The cards left over form the Fola.

**Robbing.** The cutter may rob up to thirteen counting cards or trumps above {bound}, and scores them at once.
""",
    "it": """## Preparazione

**Tavolo.** Quattro giocatori in due coppie, i compagni uno di fronte all'altro. Si gioca in senso antiorario.

**Carte.** 97 in tutto: 40 tarocchi numerati, il Matto e 56 carte di seme.

**Distribuzione.** Ogni giocatore riceve 21 carte in due pacchetti. Le carte che avanzano formano la Fola.

**Rubare.** Chi taglia può rubare fino a tredici carte che contano o tarocchi sopra {bound}, e le segna subito.
""",
    "de": """## Vorbereitung

**Tisch.** Vier Spieler in zwei Paaren, die Partner sitzen sich gegenüber. Gespielt wird gegen den Uhrzeigersinn.

**Karten.** 97 insgesamt: 40 nummerierte Trümpfe, der Matto und 56 Farbkarten.

**Geben.** Jeder Spieler bekommt 21 Karten in zwei Paketen. Die übrigen Karten bilden die Fola.

**Rauben.** Wer abhebt, darf bis zu dreizehn zählende Karten oder Trümpfe über {bound} rauben und zählt sie sofort.
""",
}


@pytest.mark.parametrize("lang", sorted(SETUP))
def test_a_count_does_not_take_the_place_of_a_cards_number(lang):
    text = SETUP[lang].format(bound="20" if lang != "it" else "il 20")
    assert [f.message for f in error_findings(text, lang, "minchiate", "t.md", only="numbers")] == []


PACKET_SIZE = [
    ("en", "Each player gets a packet of 9 cards and then a packet of 11.", "9"),
    ("it", "Ogni giocatore riceve un pacchetto di 12 carte e poi un pacchetto di 11.", "12"),
    ("de", "Jeder Spieler bekommt ein Paket von 12 Karten und dann eines von 11.", "12"),
]


@pytest.mark.parametrize("lang, text, number", PACKET_SIZE)
def test_the_same_role_on_the_same_side_is_still_compared(lang, text, number):
    assert number in [f.found for f in error_findings(text, lang, "minchiate", only="numbers")]


def test_a_cards_number_in_place_of_ours_is_still_compared():
    text = SETUP["en"].format(bound="25")
    assert "25" in [f.found for f in error_findings(text, "en", "minchiate", "t.md", only="numbers")]


COUNTS_NO_VALUE = [
    ("it", "Tavoli 1–3: gruppo della gita (6 persone ciascuno), tavolo 4: direttivo."),
    ("en", "Tables 1–3: six people each; table 4: the committee."),
    ("fr", "Tables 1 à 3 : six personnes chacune ; table 4 : le bureau."),
]

VALUES = [
    ("it", "I tarocchi 36–40 valgono 5 punti ciascuno."),
    ("en", "Trumps 36 to 40 are worth 5 apiece."),
    ("it", "Tarocchi 1–3: 6 ciascuno."),
]


@pytest.mark.parametrize("lang, text", COUNTS_NO_VALUE)
def test_a_number_that_counts_people_gives_no_trump_a_value(lang, text):
    assert [f.message for f in error_findings(text, lang, "minchiate")] == []


@pytest.mark.parametrize("lang, text", VALUES)
def test_a_value_of_points_is_still_compared(lang, text):
    assert error_findings(text, lang, "minchiate", only="example")
