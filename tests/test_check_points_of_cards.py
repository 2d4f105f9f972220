"""Points stated for the cards a passage names, against every quantity the engine derives from
them (thirty-second session, h204; ``toolkit/check/points_check.py``): one consistency check for
any shape (a narrated hand, a quiz answer, a table row, a dialogue), not a reader of one shape.
Sentences written for this test; the wrong ones pass unnoticed on the base (9c69844).
"""

import pytest

from checking import errors, findings

OURS = "the points stated agree with nothing the engine derives from the cards named"

# (lang, game, text): points that no sum of card values, combination score or Napula of the
# cards named gives
WRONG = [
    # a table row (Briscola: Re 4 + Cavallo 3 = 7)
    ("en", "briscola", "| Re of Swords, Cavallo of Swords | 9 points |"),
    ("es", "briscola", "| As de Copas y Rey de Copas | 17 puntos |"),
    ("de", "briscola", "| Ass der Schwerter, Drei der Schwerter | 22 Punkte |"),
    # a quiz answer (Asso 11 + Fante 2 = 13)
    ("it", "briscola", "Risposta alla domanda 3: l'Asso di Denari e il Fante di Denari, presi insieme, fanno 15 punti."),
    # a narrated hand (Tre 10 + Cavallo 3 = 13)
    ("es", "briscola", "Jugué el Tres de Oros y mi primo el Caballo de Oros; ese pliego me dio 12 puntos."),
    # a dialogue (Cavallo 3 + Fante 2 = 5)
    ("it", "briscola", "«Con il Cavallo di Spade e il Fante di Spade ho fatto 6 punti», disse Marco."),
]

# the same shapes with the engine's points, and numbers that are no outcome (a page, a line, a
# track, a year, a price, a threshold to win, a game's total)
RIGHT = [
    ("en", "briscola", "| Re of Swords, Cavallo of Swords | 7 points |"),
    ("es", "briscola", "| As de Copas y Rey de Copas | 15 puntos |"),
    ("de", "briscola", "| Ass der Schwerter, Drei der Schwerter | 21 Punkte |"),
    ("it", "briscola", "Risposta alla domanda 3: l'Asso di Denari e il Fante di Denari, presi insieme, fanno 13 punti."),
    ("es", "briscola", "Jugué el Tres de Oros y mi primo el Caballo de Oros; ese pliego me dio 13 puntos."),
    ("it", "briscola", "«Con il Cavallo di Spade e il Fante di Spade ho fatto 5 punti», disse Marco a pagina 48."),
    ("es", "briscola", "—¿Cuánto vale el Caballo de Espadas? —El Caballo de Espadas vale tres puntos, hija."),
    ("pt", "minchiate", "Na minha mão estavam os trunfos 20, 30 e 40, e anotei 20 pontos por essa versícola."),
    ("fr", "minchiate", "| Atouts 33, 34 et 35 | 15 points |"),
    ("es", "cicera", "En la última mano me llevé el As, el 2, el 3 y el 4 de Espadas: la Napula me dio 4 puntos."),
    ("de", "briscola", "Heft 11, Zeile 88: Wer den Fante von Stäben sticht, nimmt 2 Punkte mit."),
    ("it", "briscola", "Traccia 12 (1998): con l'Asso di Spade in mano si arriva a 61 punti, e il disco costa 15 euro."),
    ("en", "briscola", "With the Asso of Cups in hand we finished the game on 74 points."),
    ("es", "briscola", "Con el As de Oros en la mano, necesitas al menos 61 puntos para ganar."),
]


@pytest.mark.parametrize("lang,game,text", WRONG)
def test_points_no_quantity_of_the_cards_gives_are_an_error(lang, game, text):
    assert f"example: {OURS}" in errors(text, lang, game)


@pytest.mark.parametrize("lang,game,text", RIGHT)
def test_points_the_engine_derives_or_no_outcome_are_not_read(lang, game, text):
    assert not [f for f in findings(text, lang, game) if f.message == OURS]


def test_points_told_apart_from_the_cards_are_a_warning():
    # the points in a sentence of their own, the cards named in the one before (Re 4 + Cavallo 3):
    # a warning, not an error
    text = "Auf dem Zettel stehen der Re der Schwerter und der Cavallo der Schwerter. Zusammen: 9 Punkte."
    found = [f for f in findings(text, "de", "briscola") if f.message == OURS]
    assert found and all(f.severity == "warning" for f in found)
