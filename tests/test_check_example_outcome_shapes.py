"""Worked examples read from how their sentences are built (the twenty-eighth session, h179), with
cases written for this test in several languages, no sentence copied from the claims suite or the
corpus. Who a worked trick's sentence says wins:

- **a card named twice is no list of the trick** (``tricks._listed_in_trick``): "the trick to the
  3 against the Re, since the 3 is stronger than the Re" names the 3 as the verb's subject; the
  cards before a verb are a list the word for trick opens only when each is named once;
- **an aside telling what a card was played on** (``tricks._played_on_asides``, data
  ``trick_roles.played_on``): "the 3 of Cups, played on the Asso of Cups, wins" — the card in the
  aside is not the subject of the verdict after it;
- **a verb last in its clause** (``tricks._verb_last``, data ``trick_roles.verb_last_after``: de
  "dass", "weil"): "…, dass das Asso die 3 schlägt" — the first card before the verb is its
  subject, not the one next to it;
- **a word for trick inside a relative clause after the card** (``tricks._trick_in_relative``,
  data ``trick_roles.card_relative``): "the 5 that opened the trick beats the 2" — the trick is
  the relative clause's object, the card before it the verb's subject;
- **a card said to rank higher than another** (data ``trick_roles.higher_than``): "the Cavallo is
  higher than the Re" in a trick told says the Cavallo takes it.

Ours (BRI-P2, BRI-P3): the highest trump wins, else the highest card of the suit led; Asso > 3 >
Re > Cavallo > Fante > 7 > … > 2.

And the outcome of other examples:

- **a Napula's score told further on in its sentence** (``examples._run_points_later``), past a
  count or a remark ("Asso, 2, 3 and 5 of Swords are four cards, so that makes 4 points"): the
  first amount of points, no other award, condition or missing card between (ours, CIC-E3: the
  run from the Asso, 3 for Asso-2-3-5);
- **a versicola "of N"** (``examples._score_after_term``, data ``combination_reading.worth_of``):
  the number right after the word for it is its worth (ours, MIN-SC4/SC5: 20-30-40 is 20);
- **the cards between the card played and a verb of taking that ends its clause**, told as from
  the table (``cicera_examples._read_situation``: "Ich habe mit dem Re die 2 und die 5 vom Tisch
  genommen"): the table's cards and the ones taken (ours, CIC-P1/S2: a court card takes no sum);
  a capture told as made and called illegal (data ``cicera_examples.against_rules``) is no
  claim that the engine allows it.
"""

from __future__ import annotations

import pytest

from tests.checking import error_findings


def _trick_errors(text: str, lang: str) -> list[str]:
    return [f.message for f in error_findings(text, lang, "briscola", only="example")
            if f.message == "another card wins the trick"]


WRONG = [
    # a card named twice: the verdict's subject is the 3 of the comparative's clause
    ("pt", "Resposta do suporte: o jogo acerta ao entregar a vaza ao 3 de Paus contra o Re de Ouros, "
           "mesmo com Ouros de trunfo, pois o 3 é mais forte que o Re."),
    ("es", "Nota del árbitro: correcto dar la baza al 3 de Bastos frente al Re de Oros, aunque Oros es "
           "triunfo, porque el 3 es más fuerte que el Re."),
    # an aside telling what the subject was played on
    ("it", "Ricordate che il 3 di Bastoni, calato sull'Asso di Bastoni quando la briscola è Coppe, vince la mano."),
    ("en", "Remember that the 3 of Batons, played on the Asso of Batons while Cups are trumps, wins the trick."),
    ("fr", "Retenez que le 3 de Bâtons, posé sur l'As de Bâtons quand l'atout est Coupes, gagne le pli."),
    # a relative clause with the trick in it
    ("pt", "Aprendi que o 6 de Copas que abriu a vaza ganha do 4 de Paus mesmo com Paus de trunfo."),
    ("es", "Aprendí que el 6 de Copas que abrió la baza supera al 4 de Bastos aunque Bastos es triunfo."),
    ("it", "Ho imparato che il 6 di Coppe che ha aperto la mano batte il 4 di Bastoni anche con briscola a Bastoni."),
    # a verb last in its clause: the first card is its subject
    ("de", "Der Lehrer meint, dass die 2 der Kelche das zuvor gespielte Asso der Kelche schlägt, wenn Münzen Trumpf sind."),
    # higher than
    ("en", "Trumps are Coins. I lead the Re of Swords and you play the Cavallo of Swords; the Cavallo is higher than the Re."),
    ("it", "Briscola a Denari. Esco col Re di Spade, tu rispondi col Cavallo di Spade: il Cavallo è più alto del Re."),
    ("fr", "Atout Deniers. J'entame le Re d'Épées, tu joues le Cavallo d'Épées : le Cavallo est plus haut que le Re."),
    ("de", "Münzen sind Trumpf. Ich spiele den Schwerter-Re, du legst den Schwerter-Cavallo. Der Cavallo ist höher als der Re."),
]

RIGHT = [
    ("pt", "Resposta do suporte: o jogo acerta ao entregar a vaza ao Re de Ouros contra o 3 de Paus, "
           "pois com Ouros de trunfo o Re é mais forte que o 3."),
    ("it", "Ricordate che l'Asso di Bastoni, calato sul 3 di Bastoni quando la briscola è Coppe, vince la mano."),
    ("en", "Remember that the Asso of Batons, played on the 3 of Batons while Cups are trumps, wins the trick."),
    ("pt", "Aprendi que o 2 de Paus que cortou a vaza ganha do 6 de Copas, com Paus de trunfo."),
    ("de", "Der Lehrer meint, dass das Asso der Kelche die zuvor gespielte 2 der Kelche schlägt, wenn Münzen Trumpf sind."),
    ("de", "Jonas weiß, dass das Asso der Stäbe die 3 der Stäbe schlägt, wenn Schwerter Trumpf sind."),
    ("en", "Trumps are Coins. I lead the Re of Swords and you play the Cavallo of Swords; the Re is higher than the Cavallo."),
    ("it", "Briscola a Denari. Esco col Re di Spade, tu rispondi col Cavallo di Spade: il Re è più alto del Cavallo."),
    ("fi", "Valttina Kolikot. Avaan Miekkojen Re:llä, sinä laitat Miekkojen Cavallon; Re on korkeampi kuin Cavallo, joten tikki on minun."),
]


@pytest.mark.parametrize("lang,text", WRONG)
def test_a_verdict_read_from_the_sentence_built_so_is_checked(lang, text):
    assert _trick_errors(text, lang), text


@pytest.mark.parametrize("lang,text", RIGHT)
def test_the_same_shapes_stating_our_winner_are_silent(lang, text):
    assert not _trick_errors(text, lang), text


def _example_errors(text: str, lang: str, game: str) -> list[str]:
    return [f.message for f in error_findings(text, lang, game, only="example")]


SHAPES_WRONG = [
    ("it", "cicera", "La nostra Napula: Asso, 2, 3 e 5 di Spade sono quattro carte, quindi fanno 4 punti."),
    ("en", "cicera", "Our Napula: the Asso, 2, 3 and 5 of Swords are four cards in all, so that is 4 points."),
    ("fr", "cicera", "Notre Napula : l'As, le 2, le 3 et le 5 d'Épées font quatre cartes, donc cela fait 4 points."),
    ("en", "minchiate", "Uncle's rule: trumps 20, 30 and 40 together form a versicola of 15."),
    ("de", "minchiate", "Onkels Regel: die Trümpfe 20, 30 und 40 bilden zusammen eine Versicola von 25."),
    ("it", "minchiate", "La regola dello zio: i tarocchi 20, 30 e 40 insieme fanno una versicola da 25."),
    ("de", "cicera", "Ich habe gestern mit dem Re der Kelche die 2 der Münzen und die 5 der Schwerter vom Tisch genommen."),
    ("de", "cicera", "Sie hat mit dem Fante der Stäbe die 4 der Kelche und die 4 der Münzen vom Tisch genommen, ganz nach den Regeln."),
]

SHAPES_RIGHT = [
    ("it", "cicera", "La nostra Napula: Asso, 2, 3 e 5 di Spade sono quattro carte, ma si conta fino al 3, quindi fanno 3 punti."),
    ("en", "cicera", "Our Napula: the Asso, 2, 3 and 4 of Swords are four cards in a row, so that is 4 points."),
    ("en", "minchiate", "Uncle's rule: trumps 20, 30 and 40 together form a versicola of 20."),
    ("it", "minchiate", "La regola dello zio: i tarocchi 20, 30 e 40 insieme fanno una versicola da 20."),
    ("de", "cicera", "Ich habe gestern mit der 10 der Kelche die 3 der Münzen und die 7 der Schwerter vom Tisch genommen."),
    ("de", "cicera", "Du hast mit dem Re der Kelche die 2 der Münzen und die 5 der Schwerter vom Tisch genommen, und das war regelwidrig."),
]


@pytest.mark.parametrize("lang,game,text", SHAPES_WRONG)
def test_an_example_outcome_told_in_these_shapes_is_checked(lang, game, text):
    assert _example_errors(text, lang, game), text


@pytest.mark.parametrize("lang,game,text", SHAPES_RIGHT)
def test_the_same_shapes_with_our_outcome_are_silent(lang, game, text):
    assert not _example_errors(text, lang, game), text
