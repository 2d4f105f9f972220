"""A rule the text marks as false is not stated by it (toolkit/check/scope.py ``refuted_here``,
``refutes_previous``; toolkit/check/terms.py ``said_mistakenly``; cue data ``clause_cues.refuted``,
``refutes_previous``, ``belief_now``, ``says``, ``mistaken``, ``dont_think`` in nine languages):

- a label opening the sentence ("Myth:", "Idée reçue :", "Irrtum:", "Миф:") marks what follows as
  false: no error, a note;
- a sentence opening with a refutation ("Wrong!", "Not in our rules:", "Faux !") refutes the one
  before it;
- others' present belief ("many think that ...") is their practice, at most a warning;
- "whoever says X is mistaken: Y" and "don't think X: Y" blank X; Y, the correction, is read, and
  a correction that misstates our rule is still an error.

Sentences written for these tests (a myths-and-facts page, a quiz's rejected answer, a columnist's
corrections), one per language at least.
"""

import pytest

from checking import errors, findings

FOLLOW = "following suit is compulsory"
CAPTURE = "capturing is compulsory"


def _errors(text, lang, game):
    return [e for e in errors(text, lang, game) if e.startswith("claims")]


@pytest.mark.parametrize("lang,text", [
    ("en", "Myth: you have to follow suit. Fact: any card may be played."),
    ("it", "Falso mito: bisogna rispondere al seme. In realtà si può giocare qualsiasi carta."),
    ("fr", "Idée reçue : il faut fournir à la couleur demandée. En vérité, toute carte est permise."),
    ("de", "Irrtum: Man muss Farbe bedienen. Richtig: Jede Karte darf gespielt werden."),
    ("es", "Mito: es obligatorio asistir al palo. Realidad: vale cualquier carta."),
    ("pt", "Mito: é preciso seguir o naipe. Verdade: qualquer carta pode ser jogada."),
    ("ru", "Миф: обязательно ходить в масть. На самом деле можно сыграть любую карту."),
    ("fi", "Myytti: maata on pakko tunnustaa. Tosiasia: minkä tahansa kortin saa pelata."),
    ("vi", "Lầm tưởng: bắt buộc phải đi theo chất. Thực tế: được đánh bất kỳ lá nào."),
])
def test_a_claim_labelled_as_a_myth_is_no_error(lang, text):
    assert not _errors(text, lang, "briscola")


def test_a_myth_keeps_a_note_with_the_reason():
    notes = [f for f in findings("Myth: you have to follow suit.", "en", "briscola")
             if f.check == "claims" and f.severity == "info"]
    assert notes and notes[0].message.endswith("the text marks it as false")


@pytest.mark.parametrize("lang,text", [
    ("en", "It is often said that you must capture whenever you can. Wrong: capturing is never compulsory."),
    ("it", "Al bar dicono che bisogna sempre prendere. Falso! Prendere non è mai obbligatorio."),
    ("fr", "On entend qu'il faut toujours prendre. Faux : prendre n'est jamais obligatoire."),
    ("de", "Es heißt, man müsse immer stechen, wenn man kann. Stimmt nicht: Nehmen ist nie Pflicht."),
])
def test_a_sentence_refuted_by_the_next_is_no_error(lang, text):
    assert not _errors(text, lang, "cicera")


@pytest.mark.parametrize("lang,text", [
    ("en", "Myth: you may play any card. Fact: you must always follow suit."),
    ("it", "Falso mito: si può giocare qualsiasi carta. In realtà bisogna sempre rispondere al seme."),
    ("de", "Irrtum: Jede Karte darf gespielt werden. Richtig ist: Man muss immer Farbe bedienen."),
])
def test_a_fact_that_misstates_our_rule_is_still_an_error(lang, text):
    assert any(FOLLOW in e for e in _errors(text, lang, "briscola"))


@pytest.mark.parametrize("lang,text", [
    ("en", "Anyone who tells you that you must follow suit is mistaken: play any card you like."),
    ("it", "Chi dice che bisogna rispondere al seme si sbaglia: si può giocare qualsiasi carta."),
    ("fr", "Ceux qui disent qu'il faut fournir se trompent : on joue la carte qu'on veut."),
    ("de", "Wer behauptet, man müsse Farbe bedienen, irrt sich: Jede Karte darf gespielt werden."),
    ("es", "Quien diga que hay que asistir al palo se equivoca: se puede jugar cualquier carta."),
    ("pt", "Quem diz que é preciso seguir o naipe está enganado: pode-se jogar qualquer carta."),
    ("ru", "Кто говорит, что нужно ходить в масть, ошибается: можно сыграть любую карту."),
    ("de", "Glaub nicht, dass du Farbe bedienen musst: Jede Karte ist erlaubt."),
    ("it", "Non pensare di dover rispondere al seme: puoi giocare qualsiasi carta."),
])
def test_a_rule_said_to_be_a_mistake_is_no_error(lang, text):
    assert not _errors(text, lang, "briscola")


@pytest.mark.parametrize("lang,text", [
    ("en", "Anyone who says you may play any card is wrong: you must follow suit."),
    ("it", "Chi dice che si può giocare qualsiasi carta si sbaglia: bisogna sempre rispondere al seme."),
])
def test_the_correction_after_the_verdict_is_read(lang, text):
    assert any(FOLLOW in e for e in _errors(text, lang, "briscola"))


@pytest.mark.parametrize("lang,text", [
    ("en", "Many people think that you must capture whenever you can."),
    ("it", "Molti pensano che bisogna sempre prendere quando si può."),
])
def test_others_present_belief_is_at_most_a_warning(lang, text):
    assert not _errors(text, lang, "cicera")
    assert [f for f in findings(text, lang, "cicera") if f.severity == "warning" and CAPTURE in f.message]


@pytest.mark.parametrize("lang,text", [
    ("en", "No exceptions: you must capture whenever you can."),
    ("de", "Fehler beim Geben: Wer falsch gibt, gibt neu. Man muss immer nehmen, wenn man kann."),
])
def test_a_word_of_no_or_error_that_refutes_nothing_leaves_the_rule(lang, text):
    assert any(CAPTURE in e for e in _errors(text, lang, "cicera"))
