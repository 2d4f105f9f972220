"""Readings mended on claims dev-r (the eleventh writer's single claims, opened at the
twenty-second session): each a kind of construction, with cases written for this test in several
languages, no sentence copied from the claims.

False errors (a worked example read wrong):

- **a trick's points told in a clause opened by "with" after the trick's own clause** ("the trick
  went to trump 40, with 15 points in it: …") are one trick's points, no number of a rule;
- **a sentence the next one turns down** ("He shouts: «Napula, eight points!» Wrong, uncle.") is
  no outcome of the example (data ``clause_cues.refutes_previous``); **a list of ranks added to a
  run goes on after commas** ("and then the 8, the 9 and the 10");
- **a combination's score that is a part of a sum** ("22 + 15 (versicola 33-34-35) = 37"): the
  total after "=" is no score of the combination;
- **a number opening the answer to a question** ("How many? Answer: 2 – …") is no card on the
  table; **a count of cards named with their suit** ("the three cards being Swords") is no card;
- **"in this order" in a sentence naming the trick** is the order of play, no rank order (not
  "the order of taking", it "l'ordine di presa");
- **the trick's cards listed after the word for trick, then the verb and its subject** ("In the
  trick of …, 9, Asso and 10 – the trick takes the Asso", fi "tikin vie Asso", ru "Во взятке из …
  берёт Asso"): the card after the verb takes it; fi forms of the trick (data ``trick_forms``);
- **a difference of points** ("only 1 point more", vi "chỉ hơn 1 điểm", data ``points_apart``) is
  no trick's total;
- **de "ohne … zu müssen"**: a 'without' opening an infinitive clause the duty's cue closes
  (data ``rule_claims.without_close``) denies the duty.

Missed disagreements:

- **a trick's total followed by its breakdown per card after a comma** ("10 points, 5 each for
  the Re and the Regina") is the trick's total, not a value per card;
- **an award said due** ("1 point is due", "spetta", "revient", "положено": data
  ``claim_cues.worth``); **a classifier inside an award's name** (vi "nhiều lá Kiếm nhất");
- **two counts given as an instance of a majority named, with its suit, in the clause before**
  ("the most Swords, say 7 cards against 6, gets 2");
- **a third person taking up the player just named** ("Answer: Ben – the Re is higher, and he
  pockets 4 points") is that player, not the other one;
- **ru past forms of "the trick goes to"** ("взятка досталась мне");
- **"the only possible capture is …" in one phrase** (data ``cicera_examples.only_possible``).

Ours: Minchiate: the highest trump wins (MIN-P1), court cards over numerals and the Asso highest
in Coins and Cups (MIN-P2); Re 5, Regina 0, 36–40 10 (MIN-SC1); 33-34-35 scores 15 (MIN-SC4).
Briscola: a card of another suit that is no trump never wins (BRI-P2); Asso 11, 3 10 (BRI-E1);
following and trumping are free (BRI-P1). Cìcera: a Napula stops at the first gap (CIC-E3); most
cards 2 points, most Swords 1 (CIC-E2); a numeral takes any set of numerals adding up to it
(CIC-P1)."""

from __future__ import annotations

import pytest

from tests.checking import an_error, no_error


# ---------------------------------------------------------------- false errors

@pytest.mark.parametrize("lang, text", [
    ("de", "Der Stich ging an Trumpf 40, mit 15 Punkten darin: 5 für den König und 10 für die 40."),
    ("es", "La baza fue para el triunfo 40, con 15 puntos dentro: 5 por el Re y 10 por el 40."),
])
def test_trick_points_in_a_clause_with_with(lang, text):
    no_error(lang, "minchiate", text)


@pytest.mark.parametrize("lang, text", [
    ("fr", "Mon oncle a toutes les Épées sauf le 5 : As, 2, 3, 4, puis 6, 7 et 8. Il crie : « Napula, "
           "huit points ! » Non, tonton. La Napula s'arrête avant le 5 manquant : 4 points."),
    ("es", "Mi tío tiene todas las Espadas salvo el 5: del Asso al 4, y luego el 6, el 7 y el 8. Grita: "
           "«¡Napula de ocho!». No, tío, no. La Napula se corta en el 5: son 4 puntos."),
])
def test_a_score_the_next_sentence_turns_down(lang, text):
    no_error(lang, "cicera", text)


def test_a_score_turned_down_or_not():
    """The same passage without the sentence that turns the score down: the score is read."""
    no_error("fr", "cicera", "Mon oncle a toutes les Épées sauf le 5 : As, 2, 3, 4, puis 6, 7 et 8. Il crie : "
                              "« Napula, huit points ! » Faux, tonton.")
    an_error("fr", "cicera", "Mon oncle a toutes les Épées sauf le 5 : As, 2, 3, 4, puis 6, 7 et 8. "
                              "Il crie : « Napula, huit points ! »", "example")


@pytest.mark.parametrize("lang, text", [
    ("de", "Punktestand Süd: 22 + 15 (Versicola 33-34-35 gemeldet) = 37."),
    ("fi", "Etelän pisteet: 22 + 15 (versicola 33-34-35 ilmoitettu) = 37."),
    ("en", "South's tally: 22 + 15 (versicola 33-34-35 declared) = 37."),
])
def test_a_combination_inside_a_sum(lang, text):
    no_error(lang, "minchiate", text)


@pytest.mark.parametrize("lang, text", [
    ("en", "On the table only the Asso and the 4 of Swords are left. Tom plays the 5 of Swords and takes "
           "both cards. How many bonus points? Answer: 2 – a Scùa, as the table is left empty, and "
           "Simili, all three cards being Swords."),
])
def test_an_answer_number_is_no_table_card(lang, text):
    no_error(lang, "cicera", text)


@pytest.mark.parametrize("lang, text", [
    ("de", "In einem Stich kommen in dieser Reihenfolge die 7, die 9, die Regina und die 2 der Schwerter."),
    ("pt", "Numa vaza caem, por esta ordem, o 7, o 9, a Regina e o 2 de Espadas."),
])
def test_in_this_order_in_a_trick_is_the_order_of_play(lang, text):
    no_error(lang, "minchiate", text)


def test_the_order_of_play_or_of_taking():
    no_error("de", "minchiate", "Im Stich fallen in dieser Reihenfolge die 7, die 9, die Regina und die 2 der Schwerter.")
    an_error("it", "briscola", "L'ordine di presa è: Re, Asso, Tre, Cavallo.", "example")


@pytest.mark.parametrize("lang, text", [
    ("fi", "Esimerkki: tikissä on Kolikoiden 4, 9, Asso ja 10 – tikin vie Asso. Pisteitä ei ole."),
    ("de", "Beispiel: im Stich liegen 4, 9, Asso und 10 der Münzen – den Stich holt das Asso. Punkte gibt es keine."),
])
def test_the_trick_before_its_verb_is_its_object(lang, text):
    no_error(lang, "minchiate", text)


@pytest.mark.parametrize("lang, text", [
    ("ru", "Во взятке из Asso, 10, пятёрки и Fantina Кубков берёт Asso."),
    ("it", "Nella presa con l'Asso, il 10, il 5 e la Fantina di Coppe prende l'Asso."),
    ("de", "Im Stich mit Asso, 10, 5 und Fantina der Kelche gewinnt das Asso."),
])
def test_the_card_after_the_verb_of_a_listed_trick_takes_it(lang, text):
    an_error(lang, "minchiate", text, "example")


@pytest.mark.parametrize("lang, text", [
    ("en", "The Asso of Batons (11 points) > the 3 of Batons (10 points): the Asso is stronger and worth "
           "more, but only 1 point more."),
    ("ru", "Туз Жезлов (11 очков) > тройка Жезлов (10 очков): туз сильнее и стоит больше, но всего на 1 очко больше."),
])
def test_a_difference_is_no_trick_total(lang, text):
    no_error(lang, "briscola", text)


@pytest.mark.parametrize("text", [
    "Jeder Spieler darf eine beliebige Karte spielen, ohne trumpfen zu müssen.",
    "Wer keine Karte der Farbe hat, darf eine beliebige Karte spielen, ohne dann einen Trumpf legen zu müssen.",
])
def test_without_closing_an_infinitive_denies_the_duty(text):
    no_error("de", "briscola", text)


def test_without_and_a_duty_read():
    no_error("de", "briscola", "Man darf jede Karte spielen, ohne bedienen zu müssen oder stechen zu müssen.")
    an_error("de", "briscola", "Man muss immer trumpfen, ohne Ausnahme, und hat keine Wahl.", check="claims")


# ---------------------------------------------------------------- missed disagreements

@pytest.mark.parametrize("lang, text", [
    ("de", "Beispielstich: Regina der Stäbe, Re der Stäbe, Trumpf 14, Trumpf 8. Trumpf 14 gewinnt und "
           "bekommt 10 Punkte, je 5 für Re und Regina."),
    ("en", "Sample trick: Regina of Batons, Re of Batons, trump 14, trump 8. Trump 14 wins and collects "
           "10 points, 5 each for the Re and the Regina."),
    ("fr", "Pli d'exemple : Regina de Bâtons, Re de Bâtons, atout 14, atout 8. L'atout 14 gagne et "
           "récolte 10 points, 5 chacun pour le Re et la Regina."),
])
def test_a_total_then_its_breakdown_per_card(lang, text):
    an_error(lang, "minchiate", text, "example")


@pytest.mark.parametrize("lang, text", [
    ("ru", "За большинство карт положено 1 очко."),
    ("it", "Per la maggioranza delle carte spetta 1 punto."),
    ("fr", "À l'équipe qui a la majorité des cartes revient 1 point."),
    ("vi", "Đội có nhiều lá Kiếm nhất được 2 điểm."),
])
def test_an_award_said_due(lang, text):
    an_error(lang, "cicera", text, "example")


@pytest.mark.parametrize("lang, text", [
    ("en", "Grandpa says the team with the most Swords, say 7 cards against 6, gets 2 points."),
    ("vi", "Ông bảo đội nào có nhiều lá Kiếm nhất, như 7 lá so với 6 lá, thì được cộng 2 điểm."),
])
def test_counts_as_an_instance_of_a_majority_named_before(lang, text):
    an_error(lang, "cicera", text, "example")


def test_counts_of_a_majority_named_before_agree():
    no_error("en", "cicera", "Grandpa says the team with the most Swords, say 7 cards against 6, gets 1 point.")


@pytest.mark.parametrize("lang, text", [
    ("de", "Schwerter sind Trumpf. Anna spielt die 2 der Kelche aus, Ben legt den Re der Stäbe dazu. Wer "
           "bekommt den Stich? Auflösung: Ben – der Re ist höher, und er kassiert 4 Punkte."),
    ("fr", "Les Épées sont atout. Anna entame le 2 de Coupes, Ben pose le Re de Bâtons. Qui prend le pli ? "
           "Solution : Ben – le Re est plus fort, et il empoche 4 points."),
])
def test_a_pronoun_takes_up_the_player_just_named(lang, text):
    an_error(lang, "briscola", text, "example")


def test_a_pronoun_for_the_player_just_named_agrees():
    an_error("fr", "briscola", "Les Coupes sont atout. Anna entame le 2 d'Épées, Ben pose le 3 de Bâtons. Qui prend le "
                                "pli ? Solution : Ben – son 3 est plus fort, et il empoche 10 points.", "example")
    no_error("en", "briscola", "Swords are trumps. Anna leads the 2 of Cups, Ben adds the Re of Batons. "
                                "Who gets the trick? Answer: Anna – Ben's Re is of another suit, so she pockets 4 points.")


def test_ru_trick_went_to_in_the_past():
    an_error("ru", "briscola", "Козыри — Монеты. Он зашёл с шестёрки Кубков, я ответил шестёркой Мечей, и взятка, "
                                "как всегда при равных картах, досталась мне, сыгравшему вторым.", "example")


@pytest.mark.parametrize("lang, text", [
    ("pt", "Exemplo: com o 6 de Paus na mão e, na mesa, o Asso de Copas, o 2 de Ouros, o 3 de Espadas e "
           "o 6 de Copas, a única captura possível é o 6 de Copas."),
    ("en", "Example: with the 6 of Batons in hand and, on the table, the Asso of Cups, the 2 of Coins, the "
           "3 of Swords and the 6 of Cups, the only capture possible is the 6 of Cups."),
    ("it", "Esempio: col 6 di Bastoni in mano e, in tavola, l'Asso di Coppe, il 2 di Denari, il 3 di "
           "Spade e il 6 di Coppe, l'unica presa possibile è il 6 di Coppe."),
])
def test_the_only_possible_capture(lang, text):
    an_error(lang, "cicera", text, "example")


def test_the_only_possible_capture_agrees():
    an_error("fr", "cicera", "Exemple : avec le 7 de Bâtons en main et, sur la table, le 3 de Coupes, le 4 de Deniers et "
                              "le 7 d'Épées, la seule prise possible est le 7 d'Épées.", "example")
    no_error("it", "cicera", "Esempio: col 6 di Bastoni in mano e, in tavola, l'Asso di Coppe, il 2 di Denari "
                              "e il 6 di Coppe, l'unica presa possibile è il 6 di Coppe.")


@pytest.mark.parametrize("lang, text", [
    ("en", "Tip: whoever holds trumps 10, 20, 30 and 40 scores two versicole, 10-20-30 (15) and 20-30-40 (20): 35 points."),
    ("it", "Consiglio: chi ha i trionfi 10, 20, 30 e 40 segna due versicole, 10-20-30 (15) e 20-30-40 (20): 35 punti."),
])
def test_a_count_of_combinations_then_the_combinations_listed(lang, text):
    """The count told, then the combinations listed instead of a score: the count is read."""
    an_error(lang, "minchiate", text, "example")
    no_error(lang, "minchiate", text.replace("two versicole, 10-20-30 (15) and 20-30-40 (20): 35", "one versicola, 25")
              .replace("due versicole, 10-20-30 (15) e 20-30-40 (20): 35", "una versicola, 25"))


@pytest.mark.parametrize("game, text", [
    ("minchiate", "Kun molemmilla joukkueilla on yhtä monta restoa, voiton vie se, jolla on enemmän korttipisteitä."),
    ("minchiate", "Jos resteja on yhtä monta, voiton saa joukkue, jolla on enemmän korttipisteitä."),
    ("briscola", "Briscolassa 60–60 meni sille, joka oli vienyt viimeisen tikin."),
])
def test_fi_a_tie_said_to_go_to_a_side(game, text):
    an_error("fi", game, text, check="claims")


@pytest.mark.parametrize("lang, text", [
    ("en", "The booklet gives the cards' strength, from highest to lowest — Asso, Re, Cavallo, Fante, 7, 6, 5, "
           "4, 3, 2 — and the counting of points."),
    ("de", "Das Heft zeigt die Stärke der Karten, von der höchsten zur niedrigsten – Asso, Re, Cavallo, Fante, "
           "7, 6, 5, 4, 3, 2 – und die Zählung der Punkte."),
])
def test_a_rank_list_between_dashes_then_the_points(lang, text):
    """What follows the closing dash (the points) is the main clause's, not the list's."""
    an_error(lang, "briscola", text, check="claims")
    no_error(lang, "briscola", text.replace("Asso, Re", "Asso, 3, Re").replace("4, 3, 2", "4, 2"))


@pytest.mark.parametrize("lang, text", [
    ("en", "Puzzle #3: on the table lie the Asso and the 4 of Swords. You play the 5 of Swords and take both cards, a Scùa."),
    ("de", "Rätsel #2: Auf dem Tisch liegen das Asso und die 4 der Schwerter. Du spielst die 5 der Schwerter und nimmst beide Karten."),
])
def test_a_number_after_a_number_sign_is_no_card(lang, text):
    no_error(lang, "cicera", text)
