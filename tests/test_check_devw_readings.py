"""Readings built on claims dev-w (the sixteenth writer's single claims, opened at the
twenty-seventh session): its four false errors, each a reading's condition, and the kinds of
construction behind its misses, with cases written for this test in several languages, no
sentence copied from the claims.

False errors (each must stay silent, and the reading it spoiled still fires where it should):

- **a card led in the passive, then the opponent answering in a clause of its own** ("the 7 of
  Coins is led, the opponent answers with the 3"): the opponent is the subject of its own verb,
  not of the lead cue beside it (not "buys before the other player, but the next lead is his",
  where the other player ends its clause);
- **a negation before the relative that names the dealer** ("decided by lot, not by who dealt"):
  it denies the dealer, not "the one who did not deal";
- **a number that counts the noun right after it** ("two versicole declared, the Fola turned"):
  the versicole's count, not the Fola's;
- **a how-many answer that opens with its number word and a colon** ("Thirteen: of the 97 cards
  84 are dealt"): the number word is the answer, no label, and the reason after the colon is read
  alone; a part of cards counted right before it ("of 97 cards, 84 are dealt") is the deal's count.

Misses read:

- **an award's value after 'that is' and its card set off by commas** ("La Mata, es decir, el 2
  de Espadas, da 2 puntos"): both appositions are cut before the value (ours: 1);
- **a Napula denied in the next sentence after the card it opens with as not held** ("… 5 and 6
  of Swords. Without the 4 there is no Napula"): the denial is of the run listed (ours: Asso–2–3
  score 3);
- **a short label before a colon that names where the words come from** (data
  ``clause_cues.source_frame``: "Regolamento del circolo, art. 3: …", "Aus dem Rundbrief: …"): its
  tournament, club or place does not make the rule after it others' (not a label naming a variant,
  a date or a habit), and its numbers ("tavolo 4", "tehtävä 6") are references, no cards.
"""

from __future__ import annotations

import pytest

from tests.checking import an_error, no_error
from toolkit.check.leaders import next_leader
from toolkit.check.lexicon import lexicon


# ---------------------------------------------------------------- false errors of dev-w

@pytest.mark.parametrize("lang, text", [
    ("it", "Briscola a Denari. Il Re di Coppe è giocato per primo, l'avversario risponde col 2 di Coppe e il Re vince la presa."),
    ("de", "Trumpf ist Kelche. Die 7 Münzen wird ausgespielt, der Gegner antwortet mit dem Asso Münzen: das Asso gewinnt den Stich."),
    ("fr", "Atout : Coupes. Le 7 de Deniers est joué en premier, l'adversaire répond avec le 3 de Deniers : le 3 remporte le pli."),
    ("pt", "Trunfo: Copas. O 7 de Ouros é jogado primeiro, o adversário responde com o 3 de Ouros: o 3 ganha a vaza."),
])
def test_opponent_answering_a_card_led_in_the_passive_is_no_leader(lang, text):
    no_error(lang, "briscola", text)


@pytest.mark.parametrize("lang, text", [
    ("it", "Chi vince la presa pesca per primo e poi l'avversario esce."),
    ("en", "Whoever wins the trick draws first and then the opponent leads."),
])
def test_opponent_said_to_lead_in_the_cue_clause_still_read(lang, text):
    assert next_leader(text, lexicon(lang)) == "loser"
    an_error(lang, "briscola", text, "claims")


@pytest.mark.parametrize("lang, text", [
    ("it", "Chi apre la partita lo stabilisce il caso, non chi ha distribuito."),
    ("es", "Quién sale primero lo decide el azar, no quien ha repartido las cartas."),
    ("pt", "Quem começa é decidido pela sorte, não por quem deu as cartas."),
    ("it", "Inizia il giocatore scelto dalla sorte, non chi ha distribuito."),
])
def test_dealer_denied_before_the_relative_is_no_non_dealer(lang, text):
    no_error(lang, "briscola", text)


@pytest.mark.parametrize("lang, text", [
    ("it", "Comincia chi non ha distribuito le carte."),
    ("es", "Empieza quien no ha repartido."),
    ("ru", "Начинает тот, кто не сдавал карты."),
    ("de", "Es beginnt, wer nicht gegeben hat."),
])
def test_the_one_who_did_not_deal_still_read(lang, text):
    an_error(lang, "briscola", text, "claims")


@pytest.mark.parametrize("lang, text", [
    ("en", "From the card club's minutes: three tricks won by North, then the Fola shown to everyone."),
    ("it", "Dal verbale del circolo di carte: due versicole dichiarate, poi la Fola scoperta sul tavolo."),
    ("fr", "Notes d'un joueur de cartes : deux versicole annoncées, puis la Fola retournée."),
    ("es", "Del club de cartas: dos versicole declaradas y luego la Fola boca arriba."),
    ("pt", "Notas do clube de cartas: duas versicole declaradas, depois a Fola virada."),
])
def test_a_number_counting_another_noun_is_no_fola_count(lang, text):
    no_error(lang, "minchiate", text)


@pytest.mark.parametrize("lang, text", [
    ("en", "Twelve cards go to the Fola."),
    ("it", "Le carte non distribuite, dodici, formano la Fola."),
])
def test_a_fola_count_still_read(lang, text):
    an_error(lang, "minchiate", text, "claims")


@pytest.mark.parametrize("lang, text", [
    ("en", "How many cards go to the Fola? Thirteen: of 97 cards, 84 are dealt."),
    ("it", "Quante carte vanno nella Fola? Tredici: delle 97 carte se ne distribuiscono 84."),
    ("es", "¿Cuántas cartas quedan en la Fola? Trece: de las 97 se reparten 84."),
    ("ru", "Сколько карт остаётся в Fola? Тринадцать: из 97 карт раздают 84."),
    ("de", "Wie viele Karten bleiben in der Fola? Dreizehn, denn von 97 Karten werden 84 verteilt."),
    ("en", "How many cards stay in the Fola? Thirteen, since of the 97 cards only 84 are dealt."),
])
def test_how_many_answer_and_its_reason(lang, text):
    no_error(lang, "minchiate", text)


@pytest.mark.parametrize("lang, text", [
    ("en", "How many cards go to the Fola? Twelve: the rest are dealt."),
    ("pt", "Quantas cartas ficam na Fola? Doze; as outras 85 são distribuídas."),
    ("de", "Wie viele Karten bleiben in der Fola? Dreizehn, denn von 97 Karten werden 80 verteilt."),
])
def test_how_many_answer_still_read(lang, text):
    an_error(lang, "minchiate", text)


# ---------------------------------------------------------------- misses of dev-w, as kinds

@pytest.mark.parametrize("lang, text", [
    ("es", "La Mata, es decir, el 2 de Espadas, da 2 puntos al final de la mano."),
    ("it", "La Mata, ossia, il 2 di Spade, vale 2 punti."),
    ("fr", "La Mata, autrement dit, le 2 d'Épées, vaut 2 points."),
])
def test_award_value_after_that_is_and_its_card(lang, text):
    an_error(lang, "cicera", text, "example")


@pytest.mark.parametrize("lang, text", [
    ("es", "La Mata, es decir, el 2 de Espadas, da 1 punto al final de la mano."),
    ("it", "Il 2 di Spade, la Mata, vale un punto."),
])
def test_award_value_after_apposition_ours(lang, text):
    no_error(lang, "cicera", text)


@pytest.mark.parametrize("lang, text", [
    ("es", "Teníamos el Asso, el 2, el 3, el 5 y el 6 de Espadas. Sin el 4 no hay Napula: cero puntos."),
    ("en", "We held the Asso, 2, 3, 5 and 6 of Swords. Without the 4 there is no Napula: zero points."),
    ("fr", "Nous avions l'Asso, le 2, le 3, le 5 et le 6 d'Épées. Sans le 4, pas de Napula."),
    ("pt", "Tínhamos o Asso, o 2, o 3, o 5 e o 6 de Espadas. Sem o 4 não há Napula."),
    ("it", "Avevamo l'Asso, il 2, il 3, il 5 e il 6 di Spade. Senza il 4 non c'è Napula."),
    ("de", "Wir hatten das Asso, die 2, die 3, die 5 und die 6 der Schwerter. Ohne die 4 gibt es keine Napula."),
])
def test_napula_denied_for_want_of_a_card_beyond_the_third(lang, text):
    an_error(lang, "cicera", text, "example")


@pytest.mark.parametrize("lang, text", [
    ("it", "Avevamo Asso, 2, 4 e 5 di Spade. Senza il 3 niente Napula."),
    ("en", "We held the 2, 3, 4 and 5 of Swords. Without the Asso, no Napula."),
    ("es", "Teníamos el Asso, el 2, el 4 y el 5 de Espadas. Sin el 3 no hay Napula."),
    ("de", "Wir hatten das Asso, die 2, die 4 und die 5 der Schwerter. Ohne die 3 gibt es keine Napula."),
])
def test_napula_denied_for_want_of_one_of_the_first_three_is_ours(lang, text):
    no_error(lang, "cicera", text)


@pytest.mark.parametrize("lang, game, text", [
    ("it", "briscola", "Regolamento del circolo di Prato, art. 3: per vincere la partita bastano 60 punti."),
    ("de", "briscola", "Aus dem Rundbrief des Skatvereins Nord: Bei der Briscola gewinnt man schon mit 60 Punkten."),
    ("es", "briscola", "Reglamento del torneo de la peña, artículo 2: con 60 puntos ya se gana la partida."),
    ("en", "briscola", "Notice from the pub's tournament committee: 60 points are enough to win a game of Briscola."),
])
def test_rule_after_a_source_label_is_stated(lang, game, text):
    an_error(lang, game, text, "claims")


@pytest.mark.parametrize("lang, game, text", [
    ("it", "briscola", "Appunti del 1890: per vincere bastavano 60 punti."),
    ("en", "briscola", "Note from 1890: a game was won with 60 points."),
    ("it", "briscola", "Regolamento del circolo, art. 3: per vincere la partita servono almeno 61 punti."),
])
def test_source_label_that_sets_the_rule_aside_or_ours(lang, game, text):
    no_error(lang, game, text)


@pytest.mark.parametrize("lang, text", [
    ("it", "Verbale della gara, tavolo 4, smazzata 7: col 6 di Spade ho preso il 2 e il 4 di Spade, le uniche due carte in tavola. Segnati 3 punti: Scùa, Simili e Quadriglia."),
    ("es", "Ficha 2, ejercicio 5: con el 7 de Copas me llevo el 3 y el 4 de Oros, las únicas cartas de la mesa: Scùa y Simili, 2 puntos."),
])
def test_numbers_of_a_source_label_are_no_cards(lang, text):
    an_error(lang, "cicera", text, "example")


@pytest.mark.parametrize("lang, text", [
    ("es", "Ficha 2, ejercicio 5: con el 7 de Copas me llevo el 3 y el 4 de Oros, las únicas cartas de la mesa: Scùa, 1 punto."),
    ("en", "Worksheet 3, exercise 4: the 7 of Cups takes the 3 and the 4 of Coins from the table, the only cards there: Scùa, 1 point."),
])
def test_numbers_of_a_source_label_example_ours(lang, text):
    no_error(lang, "cicera", text)
