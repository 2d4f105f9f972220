"""A direction said of a thing that travels a way is no direction of play (the thirtieth session;
JOURNAL, "Added in the thirtieth session (mine, a mover's way)"). Sentences of our own, none
copied from the corpus, read with the game forced (as ``benchmarks/ordinary_eval.py`` reads an
ordinary document): a coach's loop, a van round a flower bed, a run round a lake, a queue round the
tables name the clock's way or a side, and no word of playing, of the turn, of leading or starting
(data ``movers``; terms.py ``movers_way``), and the clock's way named there is no forbidden
rendering of our direction of play either. The near sentences say the same way of play, beside
a mover, and are still errors: our play goes anticlockwise in all three games.
"""

import pytest

from checking import errors

MOVERS = [
    ("en", "cicera", "The shuttle bus runs a clockwise loop from the station to the club house every twenty minutes."),
    ("en", "briscola", "Walkers follow the lake path clockwise and meet at the kiosk."),
    ("it", "cicera", "Il pullman per la sagra fa il giro della rotonda in senso orario e si ferma davanti al municipio."),
    ("it", "minchiate", "La corsa non competitiva gira intorno al lago in senso orario, partenza alle 9."),   # read right since h205: the race named, nothing of the game
    ("fr", "cicera", "La navette fait une boucle dans le sens des aiguilles d'une montre autour de la vieille ville."),
    ("de", "minchiate", "Der Bus fährt die Schleife im Uhrzeigersinn und hält vor dem Vereinsheim."),
    ("es", "briscola", "El autobús de la excursión da la vuelta a la glorieta en sentido horario."),
    ("pt", "cicera", "O ônibus do passeio contorna a praça no sentido horário antes de parar no clube."),
    ("ru", "briscola", "Автобус до клуба идёт по кольцу по часовой стрелке."),
    ("fi", "cicera", "Bussi kiertää reitin myötäpäivään ja pysähtyy seurantalon edessä."),
]

PLAY = [    # near: the way of play, beside a mover, still an error
    ("en", "cicera", "On the coach home we played Cìcera, and play went clockwise."),
    ("it", "cicera", "Sul pullman si gioca a Cìcera e il turno passa in senso orario."),
    ("de", "minchiate", "Im Bus spielen wir Minchiate im Uhrzeigersinn."),
    ("fi", "cicera", "Bussissa pelattiin Cìceraa, ja vuoro kiersi myötäpäivään."),
]


@pytest.mark.parametrize("lang,game,text", MOVERS)
def test_a_movers_way_is_no_play(lang, game, text):
    assert not errors(text, lang, game)


@pytest.mark.parametrize("lang,game,text", PLAY)
def test_play_beside_a_mover_still_errs(lang, game, text):
    assert errors(text, lang, game)
