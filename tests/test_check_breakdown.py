"""The numbers in brackets after a trick's points that add up to them are the cards' points
("8 punti (5 del Re e 3 del tarocco)"), not cards played (trump 3): batch 2026-12-15's Italian FAQ
was read as a trick of the Re, trump 5 and trump 3. A wrong total is still an error. Sentences
written for this test; engine.examples.outcome(minchiate, kind=trick, cards=[RS, 5T]) gives the
trump the trick, 8 points (Re 5, trump 5 is worth 3)."""

import pytest

from checking import error_findings

RIGHT = [
    ("it", "Esce il Re di Spade e l'avversario gioca il tarocco 5: vince il tarocco, e nella presa ci sono 8 punti (5 del Re e 3 del tarocco)."),
    ("es", "Sale el Re de Espadas y el rival juega el triunfo 5: gana el triunfo, y la baza vale 8 puntos (5 del Re y 3 del triunfo)."),
    ("pt", "Sai o Re de Espadas e o adversário joga o trunfo 5: ganha o trunfo, e a vaza vale 8 pontos (5 do Re e 3 do trunfo)."),
]


@pytest.mark.parametrize("lang,text", RIGHT)
def test_a_breakdown_of_the_points_names_no_card(lang, text):
    assert not error_findings(text, lang, "minchiate")


def test_a_wrong_total_with_its_breakdown_is_still_an_error():
    text = ("Esce il Re di Spade e l'avversario gioca il tarocco 5: vince il tarocco, e nella presa ci "
            "sono 11 punti (5 del Re e 6 del tarocco).")
    assert [f for f in error_findings(text, "it", "minchiate") if "points" in f.message]
