"""Who leads after a trick: a role binds to the lead verb of its own clause.

"The winner draws first, then the opponent, and the winner leads": the opponent of the middle
clause draws; the lead cue's subject is in its own clause, and where the sentence names it in
words the reader does not take for a role ("chi ha preso", who took it), the reader declines
rather than give the lead to the opponent of another clause. A word for "other" is no cue for
playing second (fi "toisen", of another suit). Sentences written for this test; our rule (BRI-P4):
the trick's winner leads the next trick.
"""

import pytest

from checking import errors

RIGHT = [
    ("it", "Chi ha preso pesca per primo dal tallone, poi l'avversario, e chi ha preso esce di nuovo."),
    ("it", "Pesca prima chi ha fatto la presa, poi l'avversario; e chi ha fatto la presa gioca la carta successiva."),
    ("fi", "Toisen maan kortti ei voi koskaan voittaa tikkiä."),
    ("fi", "Toisen pelaajan kortti ei voita, jos se ei ole valtti."),
]
WRONG = [
    ("it", "Chi ha preso pesca per primo dal tallone, poi l'avversario, e l'avversario esce."),
    ("it", "Dopo ogni presa esce l'avversario di chi l'ha vinta."),
    ("fi", "Tikin hävinnyt pelaaja aloittaa seuraavan tikin."),
]


@pytest.mark.parametrize("lang,text", RIGHT)
def test_our_rule_or_no_rule_of_who_leads_is_no_error(lang, text):
    assert errors(text, lang, "briscola") == []


@pytest.mark.parametrize("lang,text", WRONG)
def test_the_loser_leading_is_an_error(lang, text):
    assert any("leads" in e for e in errors(text, lang, "briscola")), text
