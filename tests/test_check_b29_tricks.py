"""Worked tricks of corpus batch 2026-12-29 (opened at the nineteenth session) the checker read
wrong, each mended as a phenomenon, with cases written for this test in several languages, no
sentence copied from the corpus:

- **the reach of a trump named for a deal** (``tricks.deal_trump``): a worked trick that names no
  trump is played with the trump named nearest before it, unless another scene, page or example
  begins between the naming and the trick's last card (data ``trick_roles_more.new_scene``: "Page
  8", "Example 2", "Another one!"), or a question was asked on cards named after the naming
  before the trick's first card (the trump was that question's own given);
- **a label of the word for trump, a comma and the suit** ("Trumps, Coins.", "Triunfo, Oros.")
  names the trump as a colon does;
- **an answer turned down** ("HOST: (shaking her head) Sorry.", "NURIA: ¡No!"): the answer before
  is no claim of the text (data ``clause_cues.refutes_previous``, after a speaker's label or a
  stage direction).

Ours: Briscola's trick goes to the highest trump, else the highest card of the suit led; a card of
another suit that is no trump never wins (BRI-P5)."""

from __future__ import annotations

import pytest

from tests.checking import error_findings


def _trick_errors(text, lang):
    return [f.message for f in error_findings(text, lang, "briscola", only="example")]


# ---------------------------------------------------------------- another example, another scene

EXAMPLES = [
    ("en", "Example 1. Trumps are Cups. I lead the 4 of Coins and you play the 2 of Cups: the 2 takes it.\n\n"
           "{mark}\n\n"
           "I lead the 3 of Swords and you play the Asso of Cups. The 3 of Swords wins the trick."),
    ("it", "Esempio 1. La briscola è Coppe. Gioco il 4 di Denari e tu il 2 di Coppe: prende il 2.\n\n"
           "{mark}\n\n"
           "Gioco il 3 di Spade e tu rispondi con l'Asso di Coppe. Il 3 di Spade vince la mano."),
    ("vi", "Trang 1. Chủ là Cốc. Tôi ra lá 4 Tiền, bạn đánh lá 2 Cốc: lá 2 thắng.\n\n"
           "{mark}\n\n"
           "Tôi ra lá 3 Kiếm, bạn đáp bằng Asso Cốc. Lá 3 Kiếm thắng nước bài."),
]
MARKS = {"en": "Example 2", "it": "Esempio 2", "vi": "Trang 2"}
NO_MARK = {"en": "Then:", "it": "Poi:", "vi": "Sau đó:"}


@pytest.mark.parametrize("lang, text", EXAMPLES)
def test_a_trump_named_for_one_example_does_not_reach_the_next(lang, text):
    assert not _trick_errors(text.format(mark=MARKS[lang]), lang)
    # with no new example begun, the trump named before still holds: the Asso of Cups wins
    assert _trick_errors(text.format(mark=NO_MARK[lang]), lang)


QUIZ = [
    ("es", "Pregunta uno: el triunfo es Bastos. Sale el 5 de Oros y el rival echa el 2 de Bastos. {ask}\n\n"
           "Respuesta: el 2 de Bastos.\n\n"
           "Sale el Re de Espadas y el rival echa el Asso de Bastos. Gana el Re de Espadas."),
    ("fr", "Première question : l'atout est Bâtons. J'entame le 5 de Deniers et tu poses le 2 de Bâtons. {ask}\n\n"
           "Réponse : le 2 de Bâtons.\n\n"
           "J'entame le Re d'Épées et tu poses l'Asso de Bâtons. Le Re d'Épées gagne."),
]
ASKED = {"es": "¿Quién gana?", "fr": "Qui gagne ?"}
TOLD = {"es": "Gana el 2.", "fr": "Le 2 gagne."}


@pytest.mark.parametrize("lang, text", QUIZ)
def test_a_questions_own_trump_does_not_reach_the_next_question(lang, text):
    assert not _trick_errors(text.format(ask=ASKED[lang]), lang)
    assert _trick_errors(text.format(ask=TOLD[lang]), lang)    # told, not asked: the trump holds on


# ---------------------------------------------------------------- "Trumps, Coins."

@pytest.mark.parametrize("lang, text, agrees, differs", [
    ("en", "The last one. Trumps, Cups. I lead the 7 of Swords and you throw the 2 of Cups. {end}",
     "The 2 of Cups wins.", "The 7 of Swords wins."),
    ("es", "La última: triunfo, Copas. Salgo con el 7 de Espadas y tú echas el 2 de Copas. {end}",
     "Gana el 2 de Copas.", "Gana el 7 de Espadas."),
    ("pt", "Agora outra. Trunfo, Copas. Saio com o 7 de Espadas e tu jogas o 2 de Copas. {end}",
     "Ganha o 2 de Copas.", "Ganha o 7 de Espadas."),
])
def test_the_word_for_trump_a_comma_and_the_suit(lang, text, agrees, differs):
    assert not _trick_errors(text.format(end=agrees), lang)
    assert _trick_errors(text.format(end=differs), lang)


# ---------------------------------------------------------------- an answer turned down

@pytest.mark.parametrize("lang, text, down", [
    ("en", "HOST: Trumps are Coins. I lead the 7 of Swords and you throw the Asso of Cups. Who wins?\n"
           "ANNA: The Asso of Cups wins!\n"
           "HOST: {down} Over to Mark.", "(shaking her head) Sorry."),
    ("es", "PRESENTADORA: El triunfo es Oros. Salgo con el 7 de Espadas y tú echas el Asso de Copas. ¿Quién gana?\n"
           "ANA: ¡Gana el Asso de Copas!\n"
           "PRESENTADORA: {down} Rebote para Marcos.", "Lo siento."),
    ("de", "MODERATOR: Trumpf ist Münzen. Ich spiele die 7 Schwerter aus, du legst das Asso Becher. Wer gewinnt?\n"
           "ANNA: Das Asso Becher gewinnt!\n"
           "MODERATOR: {down} Die Frage geht an Mark.", "(schüttelt den Kopf) Leider falsch."),
])
def test_an_answer_turned_down_is_no_claim(lang, text, down):
    assert not _trick_errors(text.format(down=down), lang)
    assert _trick_errors(text.format(down="Hmm."), lang)
