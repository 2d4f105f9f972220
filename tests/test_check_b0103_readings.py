"""Readings built for the thirteenth writer's batch (2027-01-03), each for a kind of construction,
tested in sentences of our own in several languages: a denial read only in the taking's own
sentence; a transliteration glossed by the name itself; the Fola's count read only in the number's
own sentence (a heading run into the sentence after it)."""

from __future__ import annotations

import pytest

from tests.checking import an_error, errors, no_error

# ---------------------------------------------------------------- a denial is of its own sentence's capture

NOT_DENIED = [
    ("it", "Esempio: in tavola ci sono un 2, un 3 e un 5; giocate un 5. Potete prendere il 5, oppure 2 + 3, "
           "oppure calare il 5 senza prendere niente. Prendere tutte e tre non si può: 2 + 3 + 5 fa 10."),
    ("pt", "Exemplo: na mesa estão um 2, um 3 e um 5; joga-se um 5. Pode levar o 5, ou 2 + 3, ou baixar o 5 "
           "sem levar nada. Impossível levar as três: 2 + 3 + 5 = 10."),
    ("ru", "Пример: на столе 2, 3 и 5, вы играете 5. Можно взять 5, или 2 + 3, или положить 5, ничего не беря. "
           "Взять все три нельзя."),
]


@pytest.mark.parametrize("lang,text", NOT_DENIED)
def test_nothing_taken_in_one_sentence_and_a_denial_in_the_next(lang, text):
    no_error(lang, "cicera", text)


@pytest.mark.parametrize("lang,text", [
    ("en", "Example: the table holds a 2, a 3 and a 5, and you play a 5. Nothing can be taken."),
    ("fr", "Exemple : sur la table, un 2, un 3 et un 5 ; vous jouez un 5. Vous ne pouvez rien prendre."),
])
def test_nothing_takeable_in_the_taking_sentence_is_still_an_error(lang, text):
    an_error(lang, "cicera", text, "example")


# ---------------------------------------------------------------- a transliteration glossed by the name

@pytest.mark.parametrize("game,text", [
    ("minchiate", "Миньяте (Minchiate) — флорентийская игра с колодой из 97 карт."),
    ("briscola", "Брисколла (Briscola) — игра для четырёх."),
    ("briscola", "Сегодня разберём Briscola (Брисколла) по шагам."),
])
def test_a_transliteration_glossed_by_the_name_is_no_misspelling(game, text):
    assert not errors(text, "ru", game, only="names"), text


@pytest.mark.parametrize("game,text", [
    ("minchiate", "Мы играем в Миньяте по пятницам."),
    ("briscola", "Брисколла — игра для четырёх."),
])
def test_an_unglossed_misspelt_transliteration_is_still_an_error(game, text):
    assert errors(text, "ru", game, only="names"), text


# ---------------------------------------------------------------- the Fola's count is of the number's sentence

HEADED = [
    ("de", "<ul><li><strong>Zweiter Abend – Austeilen und Fola.</strong> Vier Runden werden gespielt, danach wird gezählt.</li></ul>"),
    ("en", "<ul><li><strong>Evening two – the deal and the Fola.</strong> Three rounds are played before the count.</li></ul>"),
    ("it", "<ul><li><strong>Seconda serata – distribuzione e Fola.</strong> Si giocano tre mani prima del conteggio.</li></ul>"),
    ("es", "<ul><li><strong>Segunda noche: reparto y Fola.</strong> Dos parejas juegan enfrentadas.</li></ul>"),
]


@pytest.mark.parametrize("lang,text", HEADED)
def test_a_heading_naming_the_fola_gives_no_count_to_the_next_sentence(lang, text):
    assert not errors(text, lang, "minchiate", name="t.html", only="claims"), text


@pytest.mark.parametrize("lang,text", [
    ("en", "<ul><li><strong>Evening two – the deal.</strong> The cards left over, eleven of them, make up the Fola.</li></ul>"),
    ("de", "<ul><li><strong>Zweiter Abend – Austeilen und Fola.</strong> Die restlichen elf Karten bilden die Fola.</li></ul>"),
])
def test_a_fola_count_in_its_own_sentence_is_still_read(lang, text):
    found = errors(text, lang, "minchiate", name="t.html", only="claims")
    assert any("a Fola of 11 cards" in f for f in found), found


# ---------------------------------------------------------------- a count stated for the table

@pytest.mark.parametrize("lang,text,said", [
    ("pt", "No começo cada um recebe doze cartas e seis cartas vão para a mesa.", "6 cards dealt to the table"),
    ("es", "Se reparten doce cartas a cada jugador y seis van a la mesa.", "6 cards dealt to the table"),
    ("en", "Five cards are then dealt onto the table.", "5 cards dealt to the table"),
])
def test_a_count_sent_to_the_table_is_the_table_s(lang, text, said):
    assert any(said in f for f in errors(text, lang, "cicera", only="claims")), text


@pytest.mark.parametrize("lang,text", [
    ("pt", "No início, quatro cartas vão para a mesa e cada um recebe doze."),
    ("es", "Se reparten doce cartas a cada jugador y cuatro van a la mesa."),
])
def test_our_table_count_sent_to_the_table_is_no_error(lang, text):
    no_error(lang, "cicera", text)


@pytest.mark.parametrize("lang,text", [
    ("en", "Each player is dealt three cards and the next card goes to the table face up: it is the trump."),
    ("it", "Si danno tre carte a testa e la carta successiva va in tavola scoperta: è la briscola."),
    ("de", "Jeder Spieler erhält drei Karten und die nächste Karte kommt offen auf den Tisch."),
])
def test_each_player_s_count_before_another_subject_going_to_the_table(lang, text):
    assert not errors(text, lang, "briscola", only="claims"), text


# ---------------------------------------------------------------- a bold title of an item is a sentence of its own

@pytest.mark.parametrize("name,text", [
    ("t.md", "- **Freitag – Punkte und Versicole.** Trümpfe 36 bis 40 je 5 Punkte; Trümpfe 2 bis 5 je 3."),
    ("t.html", "<ul><li><strong>Tag fünf – Werte, Versicole.</strong> Die Trümpfe 36 bis 40 zählen je 5; "
               "die Trümpfe 2 bis 5 je 3.</li></ul>"),
])
def test_a_titled_item_s_values_are_read_without_its_title(name, text):
    found = errors(text, "de", "minchiate", name=name, only="example")
    assert any("point value" in f for f in found), found


# ---------------------------------------------------------------- a majority named with the card word's classifier form

@pytest.mark.parametrize("text", [
    "Đội nhiều lá bài nhất ghi 1 điểm.",
    "Cuối ván, đội nào giữ nhiều lá bài nhất thì được 3 điểm.",
])
def test_most_cards_named_with_la_bai_is_read_for_its_value(text):
    found = errors(text, "vi", "cicera", only="example")
    assert any("an award scores a different number of points" in f for f in found), found


@pytest.mark.parametrize("text", [
    "Đội nhiều lá bài nhất được 2 điểm.",
    "Đội nhiều lá bài nhất: 27 lá, đội kia 25 lá.",
])
def test_most_cards_named_with_la_bai_and_our_value_or_a_count_is_no_error(text):
    no_error("vi", "cicera", text)


# ---------------------------------------------------------------- 'stack' for bonuses that add up (en)

@pytest.mark.parametrize("text", [
    "If one capture earns several bonuses, they all stack: a Scùa and a Picada give 2 points.",
    "Several bonuses from one capture stack, so a Scùa with a Quadriglia is worth 2.",
])
def test_bonuses_that_stack(text):
    found = errors(text, "en", "cicera", only="terms")
    assert any("add_up" in f for f in found), found


@pytest.mark.parametrize("text", [
    "All the bonuses of a single capture are added up.",
    "Keep the cards you capture in a stack in front of you.",
])
def test_bonuses_added_up_or_a_stack_of_cards(text):
    no_error("en", "cicera", text)


# ---------------------------------------------------------------- a kind of card's ranks told one after another

@pytest.mark.parametrize("lang,text", [
    ("it", "Le figure vanno Re, poi Cavallo, poi Regina, poi Fante."),
    ("fr", "Chez les figures, le Re, puis le Cavallo, puis la Regina, puis le Fante."),
    ("de", "Bei den Bildkarten kommt der Re, dann der Cavallo, dann die Regina, dann der Fante."),
    ("en", "The trumps count down from forty to one, and the court cards go Re, then Cavallo, then Regina, then Fante."),
])
def test_court_cards_chained_by_then_in_another_order(lang, text):
    found = errors(text, lang, "minchiate", only="claims")
    assert any("rank order" in f for f in found), found


@pytest.mark.parametrize("lang,text", [
    ("it", "Le figure vanno Re, poi Regina, poi Cavallo, poi Fante."),
    ("es", "En las figuras va el Re, luego la Regina, luego el Cavallo y luego el Fante."),
    ("en", "The dealer shows the court cards one by one: Re, then Cavallo, then Regina."),
])
def test_court_cards_chained_in_our_order_or_a_sequence_of_showing(lang, text):
    assert not errors(text, lang, "minchiate", only="claims"), text


# ---------------------------------------------------------------- per-suit clauses sharing one verb

@pytest.mark.parametrize("lang,text", [
    ("it", "Tra le carte numerali, a Coppe e Denari il 10 è la più alta, a Spade e Bastoni l'Asso."),
    ("fr", "Pour les cartes numérales, en Coupes et Deniers le 10 est la plus forte, en Épées et Bâtons l'As."),
    ("es", "En las cartas numéricas, en Copas y Oros el 10 es la más alta, en Espadas y Bastos el As."),
])
def test_the_highest_numeral_said_per_suit_reversed(lang, text):
    found = errors(text, lang, "minchiate", only="claims")
    assert any("highest rank" in f for f in found), found


@pytest.mark.parametrize("lang,text", [
    ("it", "Tra le carte numerali, a Coppe e Denari l'Asso è la più alta, a Spade e Bastoni il 10."),
    ("es", "En las cartas numéricas, en Copas y Oros el As es la más alta, en Espadas y Bastos el 10."),
])
def test_the_highest_numeral_said_per_suit_as_ours(lang, text):
    assert not errors(text, lang, "minchiate", only="claims"), text


# ---------------------------------------------------------------- a permission stretched by 'even when' over the King rule's case

@pytest.mark.parametrize("lang,text", [
    ("en", "You may play the Matto even when the suit has been trumped and you hold its Re."),
    ("it", "Il Matto si può giocare anche quando il seme è già stato tagliato e si ha il Re."),
    ("es", "El Matto se puede jugar incluso cuando se tiene el Re del palo ya fallado."),
])
def test_the_matto_allowed_even_in_the_king_rule_s_case(lang, text):
    found = errors(text, lang, "minchiate", only="claims")
    assert any("the Matto may be played" in f for f in found), found


@pytest.mark.parametrize("lang,text", [
    ("en", "Even if you would rather keep your Re, you must play it once the suit has been trumped; "
           "the Matto cannot stand in for it."),
    ("it", "Chi ha il Re del seme tagliato deve giocarlo, anche se avrebbe il Matto."),
])
def test_the_king_rule_with_even_if_is_no_error(lang, text):
    assert not errors(text, lang, "minchiate", only="claims"), text
