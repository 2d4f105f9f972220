"""A worked example's error only when the passage cannot be read to agree (issue #10;
``toolkit/check/charity.py``).

The example readers bind a passage's words to roles and report the engine's disagreement with
that reading; where the reading misplaced a role, the error was the reader's. Two readings of the
passage are tried before an example's disagreement becomes an error:

- **another number as the outcome**: the number the reader took as the outcome is taken out and
  the passage read again; when a number of the passage then states the engine's outcome (the
  reader quotes it, or it carries the unit: "Total: 5 points"), the passage can be read to agree;
- **a card named with no place** (completeness): a capture read from a passage that names a card
  with its rank and suit the reading places nowhere (a card still lying on the table, told after
  the capture) is another situation than the text's; a card placed by its rank alone is read
  again as no card, and the passage agrees only if every card named is then placed.

Every sentence here was written for this test (none taken from the corpus or the claims files).
Each row of AGREES had an example error on the base (main 27ae583) and has none now (a warning
that quotes the other reading); each row of STILL_WRONG states an outcome no reading makes the
engine's, and keeps its error.
"""

import pytest

from checking import findings


def example_errors(text: str, lang: str, game: str) -> list:
    return [f for f in findings(text, lang, game) if f.check == "example" and f.severity == "error"]


AGREES = [
    # a card still on the table told after the capture: the table is not cleared, no Scùa
    ("en", "cicera", "On the table: the 2 of Swords and the 5 of Swords. I play the 7 of Swords and take the 2 and "
                     "the 5: Simili, 1 point. No Scùa, since the Knight of Coins was also lying on the table."),
    ("it", "cicera", "In tavola: il 2 di Spade e il 5 di Spade. Gioco il 7 di Spade e prendo il 2 e il 5: Simili, "
                     "1 punto. Niente Scùa: in tavola c'era anche il Cavallo di Denari."),
    ("de", "cicera", "Auf dem Tisch: die 2 der Schwerter und die 5 der Schwerter. Ich spiele die 7 der Schwerter und "
                     "nehme die 2 und die 5: Simili, 1 Punkt. Keine Scùa, denn auf dem Tisch lag noch der Cavallo "
                     "der Münzen."),
    ("es", "cicera", "En la mesa: el 2 de Espadas y el 5 de Espadas. Juego el 7 de Espadas y me llevo el 2 y el 5: "
                     "Simili, 1 punto. No hay Scùa: en la mesa quedaba también el Caballo de Oros."),
    ("pt", "cicera", "Na mesa: o 2 de Espadas e o 5 de Espadas. Jogo o 7 de Espadas e levo o 2 e o 5: Simili, "
                     "1 ponto. Sem Scùa: na mesa ainda estava o Cavalo de Ouros."),
    # the gap's cards read as the score, the score stated after with its unit
    ("en", "cicera", "In Swords I held everything from the Asso up to the 5, then a hole at 6 and 7; the Re sits "
                     "alone and adds nothing. Total: 5 points."),
]


@pytest.mark.parametrize("lang,game,text", AGREES)
def test_a_passage_that_can_be_read_to_agree_gets_no_error(lang, game, text):
    assert example_errors(text, lang, game) == []
    said = [f for f in findings(text, lang, game) if f.check == "example" and f.severity == "warning"]
    assert said and all("(" in f.message for f in said)     # the warning says which reading agrees


STILL_WRONG = [
    # the table cleared, nothing else named: Scùa and Simili, not Simili alone
    ("en", "cicera", "On the table: the 2 of Swords and the 5 of Swords. I play the 7 of Swords and take the 2 "
                     "and the 5: only Simili, 1 point, no Scùa."),
    # the run stops at the 5, the total says 7
    ("en", "cicera", "In Swords I held everything from the Asso up to the 5, then a hole at 6 and 7; the Re sits "
                     "alone and adds nothing. Total: 7 points."),
    ("it", "cicera", "In tavola: il 2 di Spade e il 5 di Spade. Gioco il 7 di Spade e prendo il 2 e il 5: solo "
                     "Simili, 1 punto, niente Scùa."),
    ("de", "cicera", "Auf dem Tisch: die 2 der Schwerter und die 5 der Schwerter. Ich spiele die 7 der Schwerter und "
                     "nehme die 2 und die 5: nur Simili, 1 Punkt, keine Scùa."),
]


@pytest.mark.parametrize("lang,game,text", STILL_WRONG)
def test_a_passage_no_reading_makes_agree_keeps_its_error(lang, game, text):
    assert example_errors(text, lang, game)
