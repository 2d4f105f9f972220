"""An exercise's parts and their answers, lettered or numbered inside one paragraph ("a) ...
b) ... c) ..."): each part is a sentence of its own, a part's question is read with the answer of
the same label (not with the next part's cards), a suit named as a label gives its cards after
the colon ("Coppe: 3, Re"), a reason's cards ("because in Cups the Asso is highest") are no cards of
the trick, and a number after a colon that follows an addition is a total, not a trump valued.
The texts are written for this test; each trick was run on the engine:
engine.examples.outcome(briscola, kind=trick, cards=[3C, RC], trump=D) -> winner 0, 14 points;
[AS, 2D], trump D -> winner 1, 11 points; [7B, CB], trump D -> winner 1, 3 points."""

import pytest

from checking import error_findings
from toolkit.check.document import sentences

SPLIT = [
    ("fi", "Vastaus. a) Kupit voittavat. b) Miekat häviävät.", ["Vastaus.", "a) Kupit voittavat.", "b) Miekat häviävät."]),
    ("ru", "Ответ: а) берёт туз; б) берёт козырь.", ["Ответ:", "а) берёт туз;", "б) берёт козырь."]),
    ("it", "Soluzione. 1) Prende il Re. 2) Prende il 3. (c) Nessuno.", ["Soluzione.", "1) Prende il Re.", "2) Prende il 3.", "(c) Nessuno."]),
    ("en", "Take 7 (the 3 and the 4) or place it. See p. 4 for more.", ["Take 7 (the 3 and the 4) or place it.", "See p. 4 for more."]),
]


@pytest.mark.parametrize("lang,text,want", SPLIT)
def test_a_run_of_labelled_parts_is_cut_into_sentences(lang, text, want):
    assert [s for _, s in sentences(text, lang)] == want


EXERCISES = {
    "it": ("## Esercizio 4\n\n"
           "**Domanda.** La briscola è Denari. Chi prende la mano e quanti punti vale? "
           "a) Coppe: 3, Re. b) Spade: Asso, poi il 2 di Denari. c) Bastoni: 7, Cavallo.\n\n"
           "**Soluzione.** a) Il 3, perché nel seme il 3 sta sopra il Re: 14 punti. "
           "b) {b}. c) Il Cavallo: 3 punti.\n"),
    "en": ("## Exercise 4\n\n"
           "**Question.** Coins are trumps. Who takes the trick, and how many points is it worth? "
           "a) Cups: 3, Re. b) Swords: Asso, then the 2 of Coins. c) Batons: 7, Cavallo.\n\n"
           "**Answer.** a) The 3, because within a suit the 3 ranks above the Re: 14 points. "
           "b) {b}. c) The Cavallo: 3 points.\n"),
}
RIGHT = {"it": "Il 2 di Denari, che è briscola: 11 punti", "en": "The 2 of Coins, a trump: 11 points"}
WRONG = {"it": "L'Asso, che è la carta più alta: 11 punti", "en": "The Asso, the highest card: 11 points"}


@pytest.mark.parametrize("lang", sorted(EXERCISES))
def test_each_part_is_answered_by_its_own_answer(lang):
    text = EXERCISES[lang].replace("{b}", RIGHT[lang])
    assert not error_findings(text, lang, "briscola", name="exercise.md")


@pytest.mark.parametrize("lang", sorted(EXERCISES))
def test_a_wrong_answer_to_one_part_is_an_error_on_that_part(lang):
    text = EXERCISES[lang].replace("{b}", WRONG[lang])
    errors = error_findings(text, lang, "briscola", name="exercise.md", only="example")
    assert errors and all(f.sentence.startswith("b)") for f in errors), [(f.message, f.sentence) for f in errors]


@pytest.mark.parametrize("lang,text", [
    ("fi", "Valtit 20, 30 ja 40 ja Matto: 5 + 5 + 10 = 20, Matto lisää 5: 25."),
    ("en", "Trumps 20, 30, 40 and the Matto: 5 + 5 + 10 = 20, and the Matto adds 5: 25."),
])
def test_a_total_after_a_colon_is_no_trump_valued(lang, text):
    assert not error_findings(text, lang, "minchiate", only="example")


@pytest.mark.parametrize("lang,text", [
    ("fi", "Valtit 36–40: 5 pistettä kukin."),
    ("en", "Trumps 36 to 40: 5 points each."),
])
def test_trumps_valued_after_a_colon_are_still_read(lang, text):
    assert [f for f in error_findings(text, lang, "minchiate") if "point value" in f.message]
