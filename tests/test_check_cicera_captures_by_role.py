"""Cìcera captures told by a new writer (h84): the state of the table, the card the previous player
has just left, what is taken and the bonuses the text gives, read by role. Written for this test
from the rules alone (RULES.md) and checked on the engine; each situation is told once rightly (no
error) and once with exactly one thing changed (an error). Each case failed before the change it
names:

- a heading's number ("Esercizio 7.", "Ruling 12:") is the passage's number, whatever the word:
  no card of the table (``cardwords.HEADING``);
- the card just left named before its cue, in a relative clause ("le 7 de Bâtons, que
  l'adversaire précédent vient de jouer, et le Fante"), and not a card after the cue across a comma;
- the card just left named again by its rank ("quel 3") is the table's card of that rank, not
  another;
- a card taken named with its suit is that card ("me llevo el 4 de Bastos", not the 4 just left);
- the card played after "with" in a long sentence, and not the last item of the table's list
  joined by 'and' ("..., il 3 di Denari e il 5 di Bastoni puoi prendere");
- two numbers joined by a word for 'against' are a score ("Íbamos 4 a 2"), no cards;
- a negation between the card and the cue for the card left: it was not just left, no Picada;
- a question is answered by the sentence after it ("How many points? Answer: two, ...");
- a number word is no cue its stem looks like ("three" is not "threw");
- a name written with a capital ("North") is no negation ("nor");
- "no bonus" with a bonus named in its explanation: which are earned is not read;
- a dash between spaces ends a clause ("1 Punkt – eine Scùa ist es nicht");
- options told one after another with "or" after a comma ("il 6, oppure il 2 e il 4, oppure ...");
- the table told after the play by what stays on it ("levou o 3 e o 5; na mesa ficou ainda o Fante");
- cards of no suit may share the suit the text gives the card played (the Simili), in every
  reading of their suits;
- a number word after a word for 'all' counts the cards taken ("tutti e tre"), no card;
- a card's number after its classifier ("lá 7 mà người chơi trước") counts no players;
- a "1" listed with cards is the Asso ("a table with 1, 4 and 2").
"""

from __future__ import annotations

import pytest

from engine.examples import outcome
from engine.games import load
from checking import Ex, errors

CASES = [
    ("heading", "it", (Ex("capture_bonuses", play="6D", table=("2D", "4D"), take=("2D", "4D")), {"bonuses": ["scua", "simili"], "points": 2}),
     "Esercizio 7. Sul tavolo ci sono il 2 e il 4 di Denari. Giochi il 6 di Denari e li prendi entrambi: Scùa e Simili, 2 punti.",
     "Esercizio 7. Sul tavolo ci sono il 2 e il 4 di Denari. Giochi il 6 di Denari e li prendi entrambi: Scùa, Simili e Quadriglia, 3 punti."),
    ("relative", "fr", (Ex("capture_bonuses", play="7D", table=("7B", "FC"), take=("7B",), last_left="7B"), {"bonuses": ["picada"], "points": 1}),
     "Sur la table, le 7 de Bâtons, que l'adversaire précédent vient de jouer, et le Fante de Coupes. Je joue le 7 de Deniers et prends le 7 : Picada, 1 point.",
     "Sur la table, le 7 de Bâtons, que l'adversaire précédent vient de jouer, et le Fante de Coupes. Je joue le 7 de Deniers et prends le 7 : Picada et Scùa, 2 points."),
    ("named-again", "it", (Ex("capture_bonuses", play="3C", table=("3S", "RB"), take=("3S",), last_left="3S"), {"bonuses": ["picada"], "points": 1}),
     "In tavola c'erano il 3 di Spade e il Re di Bastoni; l'avversario aveva appena calato quel 3 e io l'ho preso col 3 di Coppe. Una Picada, un punto.",
     "In tavola c'erano il 3 di Spade e il Re di Bastoni; l'avversario aveva appena calato quel 3 e io l'ho preso col 3 di Coppe. Picada e Scùa, due punti."),
    ("suited-take", "es", (Ex("capture_bonuses", play="4D", table=("4C", "4B"), take=("4B",), last_left="4C"), {"bonuses": [], "points": 0}),
     "El jugador anterior acaba de dejar el 4 de Copas; en la mesa ya estaba el 4 de Bastos. Juego el 4 de Oros y me llevo el 4 de Copas: Picada, 1 punto.",
     "El jugador anterior acaba de dejar el 4 de Copas; en la mesa ya estaba el 4 de Bastos. Juego el 4 de Oros y me llevo el 4 de Bastos: Picada, 1 punto."),
    ("not-left", "en", (Ex("capture_bonuses", play="6S", table=("6C",), take=("6C",)), {"bonuses": ["scua"], "points": 1}),
     "The 6 of Cups lay alone on the table, and it was not the card the previous player had just put down. You take it with the 6 of Swords: a Scùa, 1 point.",
     "The 6 of Cups lay alone on the table, and it was not the card the previous player had just put down. You take it with the 6 of Swords: a Scùa and a Picada, 2 points."),
    ("question", "en", (Ex("capture_bonuses", play="7D", table=("3D", "4D", "FC"), take=("3D", "4D")), {"bonuses": ["simili"], "points": 1}),
     "Quiz: the table holds the 3 and the 4 of Coins and the Fante of Cups. You play the 7 of Coins and take the 3 and the 4. How many points? Answer: one, the Simili.",
     "Quiz: the table holds the 3 and the 4 of Coins and the Fante of Cups. You play the 7 of Coins and take the 3 and the 4. How many points? Answer: two, the Simili and the Scùa."),
    ("three", "en", (Ex("capture_bonuses", play="10B", table=("AC", "4S", "5D"), take=("AC", "4S", "5D")), {"bonuses": ["scua", "quadriglia"], "points": 2}),
     "Q: the table shows the Asso of Cups, the 4 of Swords and the 5 of Coins; you play the 10 of Batons and take all three. How many points? A: two, a Scùa and a Quadriglia.",
     "Q: the table shows the Asso of Cups, the 4 of Swords and the 5 of Coins; you play the 10 of Batons and take all three. How many points? A: three, a Scùa, a Quadriglia and a Simili."),
    ("north", "en", (Ex("capture_bonuses", play="5D", table=("5C", "2S"), take=("5C",), last_left="5C"), {"bonuses": ["picada"], "points": 1}),
     "West had just laid the 5 of Cups next to the 2 of Swords. North played the 5 of Coins and took the 5 of Cups. North scores a Picada, 1 point.",
     "West had just laid the 5 of Cups next to the 2 of Swords. North played the 5 of Coins and took the 5 of Cups. North scores a Picada and a Scùa, 2 points."),
    ("dash", "de", (Ex("capture_bonuses", play="9B", table=("4D", "5C", "CS"), take=("4D", "5C")), {"bonuses": [], "points": 0}),
     "Auf dem Tisch liegen die 4 Münzen, die 5 Kelche und der Cavallo Schwerter. Du spielst die 9 Stäbe und nimmst die 4 und die 5. Null Punkte – eine Quadriglia ist es nicht, der Cavallo bleibt liegen.",
     "Auf dem Tisch liegen die 4 Münzen, die 5 Kelche und der Cavallo Schwerter. Du spielst die 9 Stäbe und nimmst die 4 und die 5. Eine Quadriglia, 1 Punkt – der Cavallo bleibt liegen."),
    ("stays", "pt", (Ex("capture_bonuses", play="8S", table=("3S", "5S", "FC"), take=("3S", "5S")), {"bonuses": ["simili"], "points": 1}),
     "O Jorge jogou o 8 de Espadas e levou o 3 e o 5 de Espadas; na mesa ficou ainda o Fante de Copas. Ganhou a Simili, 1 ponto.",
     "O Jorge jogou o 8 de Espadas e levou o 3 e o 5 de Espadas; na mesa ficou ainda o Fante de Copas. Ganhou a Simili e a Scùa, 2 pontos."),
    ("suit-given", "en", (Ex("capture_bonuses", play="9C", table=("2C", "3C", "4C", "RS"), take=("2C", "3C", "4C")), {"bonuses": ["simili", "quadriglia"], "points": 2}),
     "You play the 9 of Cups and take the 2, the 3 and the 4: a Simili and a Quadriglia, 2 points. No Scùa, since the Re stays on the table.",
     "You play the 9 of Cups and take the 2, the 3 and the 4: a Simili and a Quadriglia, 2 points. A Scùa too, although the Re stays on the table."),
    ("all-three", "it", (Ex("capture_bonuses", play="10B", table=("2B", "3B", "5B"), take=("2B", "3B", "5B")), {"bonuses": ["scua", "simili", "quadriglia"], "points": 3}),
     "Lo zio aveva in mano il 10 di Bastoni. In tavola c'erano il 2, il 3 e il 5 di Bastoni: li ha presi tutti e tre, Scùa, Simili e Quadriglia, tre punti.",
     "Lo zio aveva in mano il 10 di Bastoni. In tavola c'erano il 2, il 3 e il 5 di Bastoni: li ha presi tutti e tre, Scùa e Quadriglia, due punti."),
    ("classifier", "vi", (Ex("capture_bonuses", play="7C", table=("7D",), take=("7D",), last_left="7D"), {"bonuses": ["scua", "picada"], "points": 2}),
     "Trên bàn chỉ còn lá 7 mà người chơi trước vừa đặt xuống; bạn ăn nó bằng lá 7 của mình và được Scùa cùng Picada, 2 điểm.",
     "Trên bàn chỉ còn lá 7 mà người chơi trước vừa đặt xuống; bạn ăn nó bằng lá 7 của mình và chỉ được 1 điểm Picada."),
    ("one-listed", "en", (Ex("capture_options", play="8C", table=("AS", "5D", "2B")), {"options": [["AS", "2B", "5D"], []]}),
     "You play an 8 on a table with 1, 5 and 2: you may take all three, or lay your card.",
     "You play an 8 on a table with 1, 5 and 2: you may take all three, or the 5 alone, or lay your card."),
    ("with-long", "it", (Ex("capture_options", play="8C", table=("8S", "3D", "5B")), {"options": [["8S"], ["3D", "5B"], []]}),
     "Con l'8 di Coppe su un tavolo dove stanno l'8 di Spade, il 3 di Denari e il 5 di Bastoni puoi prendere l'8, oppure il 3 e il 5, oppure limitarti a posare.",
     "Con l'8 di Coppe su un tavolo dove stanno l'8 di Spade, il 3 di Denari e il 5 di Bastoni puoi prendere l'8, oppure il 3 e il 5, oppure tutte e tre le carte."),
]


@pytest.mark.parametrize("cid,lang,case,right,wrong", CASES, ids=[c[0] for c in CASES])
def test_facts(cid, lang, case, right, wrong):
    ex, want = case
    assert outcome(load("cicera"), ex) == want


@pytest.mark.parametrize("cid,lang,case,right,wrong", CASES, ids=[c[0] for c in CASES])
def test_right_has_no_error(cid, lang, case, right, wrong):
    assert not errors(right, lang, "cicera"), (right, errors(right, lang, "cicera"))


@pytest.mark.parametrize("cid,lang,case,right,wrong", CASES, ids=[c[0] for c in CASES])
def test_wrong_has_an_error(cid, lang, case, right, wrong):
    assert errors(wrong, lang, "cicera"), wrong


def test_score_is_no_card():
    """"Íbamos 4 a 2": a score, not cards on the table."""
    assert not errors("Íbamos 4 a 2 cuando mi compañero, con el 9 de Espadas, se llevó el 9 de Copas que "
                      "el rival acababa de dejar, la única carta de la mesa. Scùa y Picada: 6 a 2.", "es", "cicera")


def test_no_bonus_with_a_name_is_not_read():
    """"No bonus: the Picada is only for ...": the Picada named to explain, not as earned."""
    assert not errors("Ruling 4: East had just laid the 8 of Cups on a table that already held the 8 of "
                      "Swords. South played the 8 of Coins and took the 8 of Swords. No bonus: the Picada is only for the "
                      "card just laid, and the 8 of Cups stays.", "en", "cicera")
