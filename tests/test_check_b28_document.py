"""Where a document's sentences state a rule of ours and where they do not: readings mended on the
false errors of corpus batch 2026-12-28 (opened at the eighteenth session). Each phenomenon has
agree and differ cases written for this test in several languages; no sentence is copied from the
corpus.

- **a form's field name** (an HTML ``<label>`` standing alone, a ``<legend>``) is a heading: an
  example above it does not run on into the next field's name and help; a label that is a
  sentence is still read as one;
- **a card of a suit that stays on the table** in a capture ("the 2 of Swords stays on the
  table: Simili") is no rule on the cards left at the end of the deal;
- **an article's number** ("Art. 5. —", "§ 3", "Статья 4.") is no count, and "Art." no sentence end;
- **a lead's resti** ("a lead of 60 points gives a resto and drops by 60") state no total of the pack;
- **a relative pronoun opening the clause** is its subject ("qui ne le peut pas doit jouer un
  atout": the negation is the subject's, not the duty's);
- **a rule said not to exist** with the duty in its relative clause ("non c'è nessuna regola che
  ti obblighi a prendere") is no duty;
- **a match said not to exist** by a word of absence after it (ru "партий до трёх побед нет") or
  an "either" negation (es "tampoco", it "neanche", pt "tampouco");
- **a card's value of ours** ("Horse: 3 points", "Three: 10 points") is no number of the clause on
  the pack's points; a value not ours is still an error;
- **a count worked out** ("97 − 84 = 13") has its operands for no count; a count before a
  semicolon is not the Fola named after it; the stock said with the pack's word ("34 cartas en
  el mazo") is no other pack.
"""

import pytest

from checking import errors, messages, stated_found
from toolkit.check.document import parse, sentences
from toolkit.check.numbers import find_numbers

# ---------------------------------------------------------------- a form's field names

FORM = """<html><body><form><fieldset>
<legend>Bonificaciones</legend>
<label for="a">Scùa</label>
<input type="number" id="a">
<p>Scùa: dejar la mesa vacía con una captura.</p>
<p>Ejemplo: con el 7 de Copas te llevás el 4 y el 3 de Oros, la mesa queda vacía: Scùa, 1 punto.</p>
<label for="b">{label}</label>
<input type="number" id="b">
<p>{help}</p>
</fieldset></form></body></html>
"""


@pytest.mark.parametrize("label,help_", [
    ("Simili", "Simili: la carta jugada y todas las capturadas son del mismo palo."),
    ("Quadriglia", "Quadriglia: capturar tres cartas o más de una vez."),
])
def test_a_forms_field_name_stops_the_example_above_it(label, help_):
    html = FORM.format(label=label, help=help_)
    assert not [m for m in messages(html, "es", "cicera", "form.html") if "other bonuses" in m]


def test_a_field_name_and_a_legend_are_headings_a_label_sentence_is_not():
    html = ("<form><fieldset><legend>Puntos</legend>\n<label for=\"x\">Picada</label><input id=\"x\">\n"
            "<label for=\"y\">A Scùa is worth 1 point.</label><input id=\"y\"></fieldset></form>")
    blocks = {b.text: b.heading for b in parse(html.encode(), "f.html").blocks}
    assert blocks["Puntos"] and blocks["Picada"]
    assert blocks["A Scùa is worth 1 point."] is False


def test_a_capture_example_that_is_wrong_under_a_field_name_is_still_an_error():
    html = FORM.format(label="Simili", help="Simili: todas del mismo palo.").replace("Scùa, 1 punto", "Scùa, 3 puntos")
    assert messages(html, "es", "cicera", "form.html")


# ---------------------------------------------------------------- a card that stays on the table

LEFT = "the cards left on the table at the end go to the last capturer with a bonus"


@pytest.mark.parametrize("lang,text", [
    ("es", "Con el 9 de Copas te llevás el 5 y el 4 de Copas, y el Re de Bastos queda en la mesa: Simili, 1 punto."),
    ("en", "With the 9 of Cups you take the 5 and the 4 of Cups; the Re of Clubs is left on the table: Simili, 1 point."),
    ("it", "Col 9 di Coppe prendi il 5 e il 4 di Coppe; il Re di Bastoni resta in tavola: Simili, 1 punto."),
])
def test_a_card_left_by_a_capture_is_no_rule_on_the_last_cards(lang, text):
    assert LEFT not in stated_found(text, lang, "cicera")


@pytest.mark.parametrize("lang,text", [
    ("es", "Al terminar, las cartas que quedan en la mesa son para quien capturó último y valen una Scùa."),
    ("en", "At the end the cards left on the table go to the last player to capture and count as a Scùa."),
])
def test_the_last_cards_given_a_bonus_are_still_read(lang, text):
    assert LEFT in stated_found(text, lang, "cicera")


# ---------------------------------------------------------------- article numbers

@pytest.mark.parametrize("lang,text", [
    ("fr", "Art. 5. — Les cartes non distribuées forment la Fola."),
    ("de", "§ 5 Die nicht ausgeteilten Karten bilden die Fola."),
    ("ru", "Статья 5. Нерозданные карты образуют Фолу."),
    ("it", "Articolo 5 — Le carte non distribuite formano la Fola."),
])
def test_an_articles_number_is_no_count(lang, text):
    assert 5 not in [n.value for n in find_numbers(text, lang)]
    assert not [m for m in messages(text, lang, "minchiate") if "Fola of" in m]


def test_an_articles_abbreviation_ends_no_sentence_and_a_count_after_it_is_read():
    assert len(sentences("Art. 4. — Chaque joueur reçoit 21 cartes. Le reste forme la Fola.", "fr")) == 2
    assert "a Fola of 5 cards" in stated_found("Art. 5. — La Fola compte 5 cartes.", "fr", "minchiate")


# ---------------------------------------------------------------- a lead's resti, no pack total

@pytest.mark.parametrize("lang,text", [
    ("fr", "Art. 16. — Après chaque marque en cours de jeu, une avance de 60 points ou plus donne un resto "
           "et se réduit de 60."),
    ("it", "Durante il gioco un vantaggio di 60 punti o più dà un resto e si riduce di 60."),
])
def test_a_leads_resti_state_no_total_of_the_pack(lang, text):
    assert not [m for m in messages(text, lang, "minchiate") if "pack holds" in m]


def test_a_wrong_total_of_the_pack_is_still_an_error():
    assert [m for m in messages("Le jeu entier vaut 150 points.", "fr", "minchiate") if "pack holds" in m]


# ---------------------------------------------------------------- the subject's own negation

OPTIONAL_TRUMP = "playing a trump is optional"


@pytest.mark.parametrize("lang,text", [
    ("fr", "Il faut fournir à la couleur demandée ; qui ne le peut pas doit jouer un atout."),
    ("fr", "Qui ne peut pas fournir doit couper."),
    ("es", "Hay que seguir el palo; quien no puede debe jugar un triunfo."),
    ("pt", "É preciso seguir o naipe; quem não pode deve jogar um trunfo."),
])
def test_a_relative_opening_the_clause_keeps_its_negation(lang, text):
    assert OPTIONAL_TRUMP not in stated_found(text, lang, "minchiate")


@pytest.mark.parametrize("lang,text", [
    ("fr", "Qui ne peut pas fournir n'est pas obligé de couper."),
    ("es", "Quien no puede seguir el palo no está obligado a jugar un triunfo."),
])
def test_a_duty_denied_after_such_a_subject_is_still_optional(lang, text):
    assert OPTIONAL_TRUMP in stated_found(text, lang, "minchiate")


# ---------------------------------------------------------------- a rule said not to exist

COMPULSORY = "capturing is compulsory"


@pytest.mark.parametrize("lang,text", [
    ("it", "Non c'è nessuna regola che ti obblighi a prendere."),
    ("it", "Non esiste regola che ti costringa a prendere."),
    ("es", "No hay ninguna regla que te obligue a capturar."),
    ("fr", "Il n'y a aucune règle qui vous oblige à prendre."),
])
def test_a_duty_in_the_relative_clause_of_a_denied_rule_is_no_duty(lang, text):
    assert COMPULSORY not in stated_found(text, lang, "cicera")


@pytest.mark.parametrize("lang,text", [
    ("it", "C'è una regola che ti obbliga a prendere."),
    ("es", "Hay una regla que te obliga a capturar."),
])
def test_a_rule_that_exists_still_obliges(lang, text):
    assert COMPULSORY in stated_found(text, lang, "cicera")


# ---------------------------------------------------------------- a match said not to exist

MATCH = "the game is a match of several deals"


@pytest.mark.parametrize("lang,text", [
    ("ru", "И партий до трёх побед у нас тоже нет."),
    ("ru", "Матчей до двух побед нет: одна раздача."),
    ("es", "Tampoco hay partidas a tres victorias."),
    ("it", "E neanche partite ai tre vinti: si gioca una sola smazzata."),
])
def test_a_match_said_not_to_exist_is_no_match(lang, text):
    assert MATCH not in stated_found(text, lang, "briscola")


@pytest.mark.parametrize("lang,text", [
    ("ru", "Играют партию до трёх побед."),
    ("es", "Se juegan partidas a tres victorias."),
])
def test_a_match_stated_is_still_read(lang, text):
    assert MATCH in stated_found(text, lang, "briscola")


# ---------------------------------------------------------------- a card's value, no clause number

VALUES = "The point values of the cards are:\nAce: 11 points\nThree: {three} points\nKing: 4 points\n" \
         "Horse: {horse} points\nJack: 2 points\n"


def test_our_card_values_in_a_list_are_not_the_packs_points():
    assert not [e for e in errors(VALUES.format(three=10, horse=3), "en", "briscola") if e.startswith("numbers")]


def test_a_card_value_not_ours_is_still_an_error():
    assert errors(VALUES.format(three=10, horse=5), "en", "briscola")
    assert errors("// mỗi lá Re = 7 điểm → tổng các lá tính điểm trong bộ bài = 150", "vi", "minchiate")


# ---------------------------------------------------------------- counts worked out

FOLA = "a Fola of {} cards"


@pytest.mark.parametrize("lang,text", [
    ("en", "Four players get 21 cards each, 84 in all; the Fola keeps 97 − 84 = 13 cards."),
    ("fi", "Neljä pelaajaa saa kukin 21 korttia, yhteensä 84; Folaan jää 97 − 84 = 13 korttia."),
    ("it", "Quattro giocatori ricevono 21 carte, 84 in tutto; nella Fola restano 97 − 84 = 13 carte."),
])
def test_a_count_worked_out_reads_no_operand(lang, text):
    assert not [f for f in stated_found(text, lang, "minchiate") if f.startswith("a Fola")]


def test_a_wrong_fola_is_still_read_after_a_semicolon():
    assert FOLA.format(12) in stated_found("Each player gets 21 cards, 84 in all; the Fola keeps 12 cards.", "en",
                                           "minchiate")


def test_the_stock_named_by_the_packs_word_is_no_other_pack():
    text = "Cuenta rápida: 40 − 6 = 34 cartas en el mazo; cada uno roba 17 veces."
    assert "a pack of 34 cards" not in stated_found(text, "es", "briscola")
    assert errors("La Briscola se juega con una baraja de 52 cartas.", "es", "briscola")


# ---------------------------------------------------------------- a capture denied after the options

@pytest.mark.parametrize("lang,text", [
    ("it", "Sul tavolo ci sono il 2 di Denari, il 5 di Coppe, il 7 di Bastoni e il Re di Spade. Giocando il 7 di "
           "Spade potete prendere il 7 di Bastoni da solo, oppure il 2 e il 5 insieme; non potete prendere tutte e "
           "tre le carte."),
    ("en", "The table holds the 2 of Coins, the 5 of Cups, the 7 of Clubs and the Re of Swords. Playing the 7 of "
           "Swords you may take the 7 of Clubs alone, or the 2 and the 5 together; you cannot take all three cards."),
])
def test_a_capture_denied_after_the_options_is_no_option(lang, text):
    assert not [m for m in messages(text, lang, "cicera") if "does not allow this option" in m]


def test_an_option_the_engine_does_not_allow_is_still_an_error():
    text = "Giocando il 7 su un tavolo con 7, 2 e 5 puoi prendere il 7 oppure il 2 e il 3."
    assert [m for m in messages(text, "it", "cicera") if "does not allow this option" in m]
