"""Who leads after a trick, told with the other player named in a clause that leaves out its verb
("the winner draws first, then the opponent, and leads the next trick": the opponent draws next,
the winner leads): the lead is the sentence's subject's, not the other player's. Where the other
player has a verb of its own ("then the opponent draws and leads") or is named again as the
subject of the lead, it leads. Sentences written for this test."""

import pytest

from checking import error_findings


def lead_errors(text, lang):
    return [f for f in error_findings(text, lang, "briscola") if f.check == "claims" and "leads the next" in f.message]


@pytest.mark.parametrize("lang,text", [
    ("en", "The trick winner draws first, then the opponent, and leads the next trick."),
    ("it", "Il vincitore della presa pesca per primo, poi l'avversario, e gioca per primo nella mano successiva."),
    ("es", "El ganador de la baza roba primero, luego el rival, y sale en la siguiente."),
    ("de", "Der Gewinner des Stichs zieht zuerst, dann der Gegner, und spielt zum nächsten Stich aus."),
    ("pt", "O vencedor da vaza compra primeiro, depois o adversário, e sai na vaza seguinte."),
])
def test_the_lead_belongs_to_the_sentences_subject(lang, text):
    assert not lead_errors(text, lang)


@pytest.mark.parametrize("lang,text", [
    ("en", "The trick winner draws first, then the opponent draws and leads the next trick."),
    ("en", "Whoever wins the trick draws first, then the other player, and the other player leads."),
    ("it", "Il vincitore della presa pesca per primo, poi l'avversario pesca e gioca per primo nella mano successiva."),
])
def test_the_other_player_with_a_verb_of_its_own_still_leads(lang, text):
    assert lead_errors(text, lang)
