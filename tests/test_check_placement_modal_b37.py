"""A modal that rules a verb of its own (h242, thirty-seventh session; JOURNAL, "Added in the
thirty-seventh session (h242, placement)"). Sentences of our own, none taken from the corpus.

A verb of taking in a subject clause before the modal ("Anyone who would like to take the club's
cards home … must sign …", "chi dei soci vuole prendere … deve firmare …") says who the duty is
about; the duty is the modal's own verb after it (sign, write, tell), not the capture. The reader
took the capture for the ruled action unless the relative stood within two words of it
(``obligations._subject``); now also further into the subject clause, when the modal has a verb of
its own after it (``obligations._own_verb_after``): a word that is no function word, no number,
no negation, and neither an action of a rule, a form of the same verb ("está obligado a
llevárselas") nor "do so" taking it up again. Each ORDINARY sentence, checked as Cìcera (capturing
optional), gives "capturing is compulsory" on the base (464055c); each RULE, a duty to capture
told with a subject clause, stays an error.
"""

import pytest

from toolkit.check.document import parse
from toolkit.check.run import check_document

ORDINARY = [      # a duty of another verb: "capturing is compulsory" on the base
    ("en", "Anyone who would like to take the club's cards home over the holidays must sign the lending book."),
    ("it", "Chi dei soci vuole prendere le carte del circolo per le vacanze deve firmare il registro in segreteria."),
    ("it", "Dopo il torneo di carte c'è un pulmino per la stazione: chi dei giocatori lo vuole prendere deve scriverlo sul foglio in bacheca."),
    ("fr", "Celui qui voudrait bien prendre les cartes du club chez lui doit signer le cahier de prêt."),
]

RULES = [       # the duty is the capture's: still an error against Cìcera's optional capture
    ("en", "A player who is able to capture a card must capture it."),
    ("en", "Anyone who at that moment can capture must do so."),
    ("it", "Chi dei giocatori può prendere una carta deve prenderla."),
    ("it", "Chi in quel momento può prendere deve farlo."),
    ("fr", "Le joueur qui à ce moment peut prendre doit le faire."),
    ("fr", "Celui qui peut alors prendre une carte doit la prendre."),
    ("es", "El jugador que puede llevarse cartas está obligado a llevárselas."),
]


def _capture_duty(lang: str, text: str) -> bool:
    report = check_document(parse(text.encode(), "doc.txt"), lang=lang, game="cicera")
    return any(f.severity == "error" and "capturing is compulsory" in f.message for f in report.findings)


@pytest.mark.parametrize("lang,text", ORDINARY)
def test_modal_of_another_verb_states_no_capture_duty(lang, text):
    assert not _capture_duty(lang, text)


@pytest.mark.parametrize("lang,text", RULES)
def test_capture_duty_with_subject_clause_stays_an_error(lang, text):
    assert _capture_duty(lang, text)
