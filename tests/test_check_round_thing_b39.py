"""A way round a thing is that thing's circuit, no direction of play (h258, thirty-ninth session;
JOURNAL, "Added in the thirty-ninth session (h258, texts that state no rule)"). Sentences of our
own, none taken from the corpus.

Directions to a club's room ("walk clockwise round the atrium: the Briscola club is the fourth
door") name our game on the sign they lead to, so the way was read as play's direction, and with
the game forced an error said "play goes clockwise" (each ordinary sentence below fails on the
base cc53302c). A way round a thing that is no thing of the game (``facts._round_a_thing``: data
``round_thing_after``, ``round_thing_before``) is that thing's. Play goes round the table or the
players: those sentences still state the direction, and a wrong one is still an error.
"""

import pytest

from toolkit.check.document import parse
from toolkit.check.run import check_document

ORDINARY = [      # a way round a place, our game named on the room it leads to
    ("en", "Take the lift to the second floor and walk clockwise round the atrium: the Briscola club meets in the fourth room."),
    ("it", "Salite al secondo piano e girate in senso orario intorno al cortile: il circolo della Briscola è la quarta porta."),
    ("fr", "Montez au deuxième étage et tournez dans le sens des aiguilles d'une montre autour du patio : le club de Briscola est la quatrième porte."),
    ("es", "Suban a la segunda planta y caminen en el sentido de las agujas del reloj alrededor del patio: el club de Briscola es la cuarta puerta."),
    ("vi", "Lên tầng 2, đi theo chiều kim đồng hồ quanh sân trong, phòng thứ tư là câu lạc bộ Briscola."),
    ("ru", "Поднимитесь на второй этаж и идите по часовой стрелке вокруг атриума: клуб Briscola — четвёртая дверь."),
]

RULES = [         # play round the table or the players: Briscola goes anticlockwise, so clockwise is an error
    ("en", "In Briscola play goes clockwise round the table.", True),
    ("en", "In Briscola play goes anticlockwise round the table.", False),
    ("it", "Nella Briscola si gioca in senso orario intorno al tavolo.", True),
    ("fr", "À la Briscola, on joue dans le sens des aiguilles d'une montre autour de la table.", True),
    ("es", "En la Briscola se juega en el sentido de las agujas del reloj alrededor de la mesa.", True),
    ("ru", "В Брисколе ходят по часовой стрелке вокруг стола.", True),
    ("en", "In Briscola the turn passes clockwise around the players.", True),
]


def _errors(lang: str, text: str) -> list:
    report = check_document(parse(("# Note\n\n" + text + "\n").encode(), "note.md"), lang=lang, game="briscola")
    return [f for f in report.findings if f.severity == "error"]


@pytest.mark.parametrize("lang,text", ORDINARY)
def test_way_round_a_place_states_no_direction(lang, text):
    assert _errors(lang, text) == []


@pytest.mark.parametrize("lang,text,wrong", RULES)
def test_play_round_the_table_still_read(lang, text, wrong):
    found = [f for f in _errors(lang, text) if "clockwise" in f.message]
    assert bool(found) == wrong, [f.message for f in found]
