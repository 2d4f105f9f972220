"""A number the sentence does not state as a rule is not compared with ours: a given of a question
("a team has taken 47 cards: how many points?"), a number in a negated clause ("not with a pack of
40 cards": what the rule is not), and numbers listed as ranks ("with the 8, 9 and 10"). A bound
keeps its reading when negated ("never more than 15"), the cards left undealt named with a
negation are still counted ("nicht ausgeteilt bleiben 15 Karten"), and the same numbers stated as
a rule are still errors. Also: trumps listed and called a combination the engine does not form
("trumps 5, 6 and 7 in a row make a versicola"). Sentences written for this test."""

import pytest

from checking import error_findings


def number_errors(text, lang, game):
    return [f for f in error_findings(text, lang, game)
            if f.check in ("numbers", "claims") and any(c.isdigit() for c in f.message)]


@pytest.mark.parametrize("lang,game,text", [
    ("it", "minchiate", "Ogni carta presa oltre la quarantaduesima vale un punto. "
                        "Esercizio: una coppia ha preso 47 carte; quanti punti guadagna?"),
])
def test_the_givens_of_a_question_are_no_rule(lang, game, text):
    assert not number_errors(text, lang, game)


@pytest.mark.parametrize("lang,game,text", [
    ("it", "minchiate", "Domanda 2: una coppia è avanti di 45 punti e ne segna altri 15."),
    ("en", "minchiate", "Question 7: a team leads by 45 points and scores 15 more."),
])
def test_the_givens_of_a_labelled_exercise_are_no_rule(lang, game, text):
    assert not number_errors(text, lang, game)


@pytest.mark.parametrize("lang,game,text", [
    ("de", "cicera", "Gespielt wird mit 52 Karten. Bitte nicht mit einem Blatt von 40 Karten spielen."),
    ("fr", "cicera", "On joue avec 52 cartes. Ne jouez pas avec un jeu de 40 cartes."),
    ("es", "briscola", "Se juega con 40 cartas. No se juega con la baraja española de 48 cartas."),
    ("it", "briscola", "Si usa il mazzo da 40 carte. Non si gioca con il mazzo francese da 52 carte."),
    ("pt", "briscola", "Usa-se o baralho de 40 cartas. Nunca se joga com o baralho de 48 cartas."),
])
def test_a_number_in_a_denied_clause_is_what_the_rule_is_not(lang, game, text):
    assert not number_errors(text, lang, game)


@pytest.mark.parametrize("lang,game,text", [
    ("es", "briscola", "Se juega con la baraja española de 48 cartas."),
    ("it", "briscola", "Si gioca con il mazzo francese da 52 carte."),
    ("pt", "briscola", "Sempre se joga com o baralho de 48 cartas."),
    ("en", "minchiate", "The cutter may never rob more than 15 cards."),        # a bound, negated: at most 15
    ("de", "minchiate", "Nicht ausgeteilt bleiben 15 Karten, die Fola."),       # the undealt cards, counted
])
def test_the_same_numbers_stated_as_a_rule_are_errors(lang, game, text):
    assert number_errors(text, lang, game)


def test_ranks_listed_are_no_count():
    text = "Kein Blatt mit 40 Karten verwenden: man braucht alle 52 Karten samt 8, 9 und 10."
    assert not number_errors(text, "de", "cicera")


COMBINATIONS = "the cards form a different number of combinations"


@pytest.mark.parametrize("lang,text", [
    ("pt", "No meu caderno: os trunfos 6, 7 e 8 seguidos formam uma versicola de 3 pontos."),
    ("it", "I trionfi 5, 6 e 7 in fila formano una versicola."),
    ("en", "Trumps 5, 6 and 7 in a row make a versicola."),
    ("fr", "Les atouts 11, 12 et 13 forment une versicola."),
])
def test_trumps_called_a_combination_the_engine_does_not_form(lang, text):
    assert [f for f in error_findings(text, lang, "minchiate") if COMBINATIONS in f.message]


@pytest.mark.parametrize("lang,text", [
    ("en", "Trumps 5, 6 and 7 in a row make no versicola."),
    ("de", "Die Trümpfe 5, 6 und 7 bilden keine Versicola."),
    ("it", "I trionfi 6, 7 e 8 non formano una versicola."),
    ("en", "Trumps 1, 2 and 3 in a row make a versicola."),
])
def test_trumps_denied_a_combination_or_forming_one_are_no_error(lang, text):
    assert not [f for f in error_findings(text, lang, "minchiate") if COMBINATIONS in f.message]


@pytest.mark.parametrize("lang,text", [
    ("de", "Am Ende wird der verbleibende Vorsprung in Einheiten von 60 aufgerundet: "
           "59 ergibt 1 resto, 121 ergibt 3 resti, 0 ergibt nichts."),
    ("it", "Alla fine il vantaggio rimasto si arrotonda per eccesso a unità di 60: "
           "59 dà 1 resto, 121 ne dà 3, 0 non dà niente."),
])
def test_a_final_lead_of_nothing_is_an_example_the_engine_agrees_with(lang, text):
    assert not error_findings(text, lang, "minchiate")


def test_a_final_lead_said_to_give_nothing_is_replayed():
    text = "Am Ende wird der verbleibende Vorsprung in Einheiten von 60 aufgerundet: 59 ergibt 1 resto, 30 ergibt nichts."
    assert [f for f in error_findings(text, "de", "minchiate") if f.check == "example"]


def test_a_result_told_before_its_parts_is_no_rule():
    text = "Sul mio taccuino: la versicola 1·2·3·4 fa 14 punti (5 + 3 + 3 + 3)."
    assert not number_errors(text, "it", "minchiate")


def test_a_wrong_result_before_its_parts_is_still_an_error():
    text = "Die Folge 1-2-3-4 zählt 15 Punkte (5 + 3 + 3 + 3)."
    assert error_findings(text, "de", "minchiate")


@pytest.mark.parametrize("lang,text", [
    ("fi", "Pöydällä on Miekkojen kakkonen ja Kuppien kuutonen; pelaan Kolikoiden Fanten enkä saa ottaa mitään."),
    ("de", "Auf dem Tisch liegen die Schwerter-Sechs und der Münzen-Fante; ich spiele den Kelch-Fante und nehme nur den Fante."),
])
def test_a_card_named_with_its_suit_is_no_count(lang, text):
    assert not number_errors(text, lang, "cicera")


@pytest.mark.parametrize("lang,text", [
    ("fi", "Kun kaikki kaksikymmentä tikkiä on pelattu, kumpikin laskee pisteensä."),
    ("es", "Jugadas las veinte bazas, cada jugador cuenta los puntos de sus cartas."),
    ("ru", "Когда сыграны все двадцать взяток, каждый считает очки."),
])
def test_our_number_of_tricks_is_ours_whatever_the_sentence_says_of_them(lang, text):
    assert not number_errors(text, lang, "briscola")


def test_another_number_of_tricks_is_not_excused():
    assert number_errors("Una mano dura 24 prese.", "it", "minchiate")


def test_digits_glued_to_a_letter_name_something():
    """A real text (tests/data/corpus/real/en_briscola_trinacry_b25.txt) names its players G1 and
    G2: "eg. G1 plays '4 di MAZZE'. G2 plays '8 di COPPE' . winner -> G1"; the 2 is no amount."""
    from pathlib import Path

    from toolkit.check.run import check_path

    report = check_path(Path(__file__).parent / "data/corpus/real/en_briscola_trinacry_b25.txt")
    assert not [f for f in report.findings if f.line == 14 and f.check == "numbers" and f.severity == "error"]


def test_a_total_after_its_breakdown_in_words_is_arithmetic():
    assert not error_findings("Nel mio quaderno: tarocchi 2, 3, 4 e 5 col Matto. 12 la sequenza, 5 il Matto: 17 punti.",
                              "it", "minchiate")
    assert number_errors("Nel mio quaderno: tarocchi 2, 3, 4 e 5 col Matto. 12 la sequenza, 5 il Matto: 19 punti.",
                         "it", "minchiate")
