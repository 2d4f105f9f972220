"""Worked Cìcera captures told as stories (the twenty-ninth session, h187): sentences written for
this test in several languages, none copied from the claims suite or the corpus; each that states
another outcome beside its twin that states ours. The engine's outcomes (``engine.examples.outcome``,
kind ``capture_bonuses``; CIC-B1..B5), checked in ``test_outcomes_on_the_engine``:

- 9 of Swords on the 4 and the 5 of Swords, both taken: Scùa + Simili = 2 (two table cards are no
  Quadriglia);
- 10 of Coins on the 4 of Cups and the 6 of Swords, both taken: Scùa = 1;
- 5 of Cups on the 5 of Coins just left and the Re of Swords, the 5 taken: Picada = 1 (no Scùa:
  the Re stays).

The phenomena:

- **narrated**: a capture told in the past with a narrator's verb of taking ("lifted", "raccolse",
  "eingesammelt", "подобрал", "barrió", "empocha", "arrebanhou": data ``example_roles.take``,
  nine languages);
- **table_after**: the table told after the play in a sentence of its own, then the taking in the
  next ("Gianni legt die 10. Auf dem Tisch liegen die 4 und die 6. Er nimmt beide.":
  ``cicera_examples._read_situation``'s ``table_between``), the outcome in a fourth sentence that
  names a bonus (``run.TOLD_PASSAGES``);
- **exclamation**: a speaker's exclamation between the capture and its outcome ("GIANNI
  (jubelnd): Abgeräumt! Scùa und Quadriglia, zwei Punkte!": ``run._exclamation`` takes no room in
  a passage, ``cicera_examples._says_nothing`` is passed over to the outcome);
- **demonstrative**: the card just left named again by a demonstrative ("prese solo quel 5 col suo
  5 di Coppe": data ``cicera_examples.demonstrative``, ``cicera_examples._named_again``), no card
  more on the table, and not the suit of the card after it ("quel 5 col suo 5 di Coppe" lent the
  Coppe to the 5 before). English, French and German sentences of this shape were read on the
  base already (an unknown card more, a total no reading gives): not among these.
"""

from __future__ import annotations

import pytest

from engine.examples import outcome
from engine.games import load
from tests.checking import check, phenomena
from toolkit.check.examples import _Capture

GROUPS = {
    "narrated": ("cicera", [
        ('en', "Last night Marco's 9 of Swords lifted the 4 and the 5 of Swords, the only two cards on the table: Scùa, Simili and Quadriglia, three points.",
         True),
        ('en', "Last night Marco's 9 of Swords lifted the 4 and the 5 of Swords, the only two cards on the table: Scùa and Simili, two points.",
         False),
        ('it', 'Ieri sera Marco calò il 9 di Spade e raccolse il 4 e il 5 di Spade, le sole due carte in tavola: Scùa, Simili e Quadriglia, tre punti.',
         True),
        ('it', 'Ieri sera Marco calò il 9 di Spade e raccolse il 4 e il 5 di Spade, le sole due carte in tavola: Scùa e Simili, due punti.',
         False),
        ('de', 'Gestern Abend hat Marco mit der 9 der Schwerter die 4 und die 5 der Schwerter eingesammelt, die einzigen zwei Karten auf dem Tisch: Scùa, Simili und Quadriglia, drei Punkte.',
         True),
        ('de', 'Gestern Abend hat Marco mit der 9 der Schwerter die 4 und die 5 der Schwerter eingesammelt, die einzigen zwei Karten auf dem Tisch: Scùa und Simili, zwei Punkte.',
         False),
        ('ru', 'Вчера Марко девяткой Мечей подобрал 4 и 5 Мечей, единственные две карты на столе: Scùa, Simili и Quadriglia, три очка.',
         True),
        ('ru', 'Вчера Марко девяткой Мечей подобрал 4 и 5 Мечей, единственные две карты на столе: Scùa и Simili, два очка.',
         False),
        ('es', 'Anoche Marco jugó el 9 de Espadas y barrió el 4 y el 5 de Espadas, las dos únicas cartas de la mesa: Scùa, Simili y Quadriglia, tres puntos.',
         True),
        ('es', 'Anoche Marco jugó el 9 de Espadas y barrió el 4 y el 5 de Espadas, las dos únicas cartas de la mesa: Scùa y Simili, dos puntos.',
         False),
        ('fr', "Hier soir, Marco joua le 9 d'Épées et empocha le 4 et le 5 d'Épées, les deux seules cartes sur la table : Scùa, Simili et Quadriglia, trois points.",
         True),
        ('fr', "Hier soir, Marco joua le 9 d'Épées et empocha le 4 et le 5 d'Épées, les deux seules cartes sur la table : Scùa et Simili, deux points.",
         False),
        ('pt', 'Ontem o Marco jogou o 9 de Espadas e arrebanhou o 4 e o 5 de Espadas, as duas únicas cartas da mesa: Scùa, Simili e Quadriglia, três pontos.',
         True),
        ('pt', 'Ontem o Marco jogou o 9 de Espadas e arrebanhou o 4 e o 5 de Espadas, as duas únicas cartas da mesa: Scùa e Simili, dois pontos.',
         False),
    ]),
    "table_after": ("cicera", [
        ('de', 'Gianni legt die 10 der Münzen. Auf dem Tisch liegen nur noch die 4 der Kelche und die 6 der Schwerter. Er nimmt beide. Scùa und Quadriglia, zwei Punkte!',
         True),
        ('de', 'Gianni legt die 10 der Münzen. Auf dem Tisch liegen nur noch die 4 der Kelche und die 6 der Schwerter. Er nimmt beide. Scùa, ein Punkt!',
         False),
        ('en', 'Gianni put down the 10 of Coins. On the table lay only the 4 of Cups and the 6 of Swords. He took both. Scùa and Quadriglia, two points!',
         True),
        ('en', 'Gianni put down the 10 of Coins. On the table lay only the 4 of Cups and the 6 of Swords. He took both. Scùa, one point!',
         False),
        ('it', 'Gianni cala il 10 di Denari. In tavola ci sono soltanto il 4 di Coppe e il 6 di Spade. Li prende tutti e due. Scùa e Quadriglia, due punti!',
         True),
        ('it', 'Gianni cala il 10 di Denari. In tavola ci sono soltanto il 4 di Coppe e il 6 di Spade. Li prende tutti e due. Scùa, un punto!',
         False),
        ('es', 'Gianni juega el 10 de Oros. En la mesa solo quedan el 4 de Copas y el 6 de Espadas. Se lleva los dos. Scùa y Quadriglia, dos puntos.',
         True),
        ('es', 'Gianni juega el 10 de Oros. En la mesa solo quedan el 4 de Copas y el 6 de Espadas. Se lleva los dos. Scùa, un punto.',
         False),
        ('fr', "Gianni joue le 10 de Deniers. Sur la table, il ne reste que le 4 de Coupes et le 6 d'Épées. Il prend les deux. Scùa et Quadriglia, deux points !",
         True),
        ('fr', "Gianni joue le 10 de Deniers. Sur la table, il ne reste que le 4 de Coupes et le 6 d'Épées. Il prend les deux. Scùa, un point !",
         False),
    ]),
    "exclamation": ("cicera", [
        ('de', 'ERZÄHLER: Gianni legt die 10 der Münzen. Auf dem Tisch liegen nur noch die 4 der Kelche und die 6 der Schwerter. Er nimmt beide.\nGIANNI (jubelnd): Abgeräumt! Scùa und Quadriglia, zwei Punkte!',
         True),
        ('de', 'ERZÄHLER: Gianni legt die 10 der Münzen. Auf dem Tisch liegen nur noch die 4 der Kelche und die 6 der Schwerter. Er nimmt beide.\nGIANNI (jubelnd): Abgeräumt! Scùa, ein Punkt!',
         False),
        ('en', 'NARRATOR: Gianni puts down the 10 of Coins and takes the 4 of Cups and the 6 of Swords, the only cards on the table.\nGIANNI (beaming): What a sweep! Scùa and Quadriglia, two points!',
         True),
        ('en', 'NARRATOR: Gianni puts down the 10 of Coins and takes the 4 of Cups and the 6 of Swords, the only cards on the table.\nGIANNI (beaming): What a sweep! Scùa, one point!',
         False),
        ('it', 'NARRATORE: Gianni cala il 10 di Denari e prende il 4 di Coppe e il 6 di Spade, le sole carte in tavola.\nGIANNI (raggiante): Che colpo! Scùa e Quadriglia, due punti!',
         True),
        ('it', 'NARRATORE: Gianni cala il 10 di Denari e prende il 4 di Coppe e il 6 di Spade, le sole carte in tavola.\nGIANNI (raggiante): Che colpo! Scùa, un punto!',
         False),
        ('es', 'NARRADOR: Gianni juega el 10 de Oros y se lleva el 4 de Copas y el 6 de Espadas, las únicas cartas de la mesa.\nGIANNI (feliz): ¡Qué jugada! Scùa y Quadriglia, dos puntos.',
         True),
        ('es', 'NARRADOR: Gianni juega el 10 de Oros y se lleva el 4 de Copas y el 6 de Espadas, las únicas cartas de la mesa.\nGIANNI (feliz): ¡Qué jugada! Scùa, un punto.',
         False),
    ]),
    "demonstrative": ("cicera", [
        ('it', 'Il suo amico aveva appena lasciato il 5 di Denari; lui prese solo quel 5 col suo 5 di Coppe, mentre il Re di Spade restò in tavola. Picada e Scùa, 2 punti.',
         True),
        ('it', 'Il suo amico aveva appena lasciato il 5 di Denari; lui prese solo quel 5 col suo 5 di Coppe, mentre il Re di Spade restò in tavola. Picada, 1 punto.',
         False),
        ('es', 'Su amigo acababa de dejar el 5 de Oros; él se llevó solo ese 5 con su 5 de Copas, y el Re de Espadas se quedó en la mesa. Picada y Scùa, 2 puntos.',
         True),
        ('es', 'Su amigo acababa de dejar el 5 de Oros; él se llevó solo ese 5 con su 5 de Copas, y el Re de Espadas se quedó en la mesa. Picada, 1 punto.',
         False),
        ('pt', 'O amigo dele tinha acabado de deixar o 5 de Ouros; ele levou só esse 5 com o 5 de Copas, e o Re de Espadas ficou na mesa. Picada e Scùa, 2 pontos.',
         True),
        ('pt', 'O amigo dele tinha acabado de deixar o 5 de Ouros; ele levou só esse 5 com o 5 de Copas, e o Re de Espadas ficou na mesa. Picada, 1 ponto.',
         False),
    ]),
}


@phenomena(GROUPS)
def test_told_capture(lang, game, text, wrong):
    check(lang, game, text, wrong)


@pytest.mark.parametrize("play,table,take,left,bonuses,points", [
    ("9S", ("4S", "5S"), ("4S", "5S"), None, ["scua", "simili"], 2),
    ("10D", ("4C", "6S"), ("4C", "6S"), None, ["scua"], 1),
    ("5C", ("5D", "RS"), ("5D",), "5D", ["picada"], 1),
])
def test_outcomes_on_the_engine(play, table, take, left, bonuses, points):
    got = outcome(load("cicera"), _Capture("capture_bonuses", "t", play, table, take, left))
    assert got == {"bonuses": bonuses, "points": points}
