"""Games of ours named once each, as a list, are no text's subject (the thirtieth session;
JOURNAL, "Added in the thirtieth session (mine, games named as a list)"). Documents of our own in
several languages, none copied from the corpus.

A newsletter, a programme or a notice that names Briscola, Cìcera and Minchiate once each ("the
tables for Briscola, Cìcera and Minchiate were full") names them as a list of what the club plays:
no one of them is its subject, so no game's name lowers the evidence placement asks for
(``placement._listed_once``). Two rules said in passing are then too few for any game, and the
document is refused; the same document naming Briscola alone is about Briscola, and is checked.
"""

import pytest

from checking import checked
from toolkit.check.document import NotChecked
from toolkit.check.placement import _listed_once

LISTED = [
    ("en_news.md", """\
# Parish newsletter — Advent issue

Our Italian evening raised £412 for the roof fund. Thank you to everyone who came!

The card tables for Briscola, Cìcera and Minchiate were full all night.

- The choir meets on Thursdays at 7:30 pm; new voices always welcome.
- Each family may bring two dishes to the shared supper on 20 December.
- Father Luca explained that each player is dealt three cards and that the rest of the pack is placed face down as the stock.
- He also reminded us that the player who wins a trick leads the next one.
- The raffle was won by table 4; the second prize went to the Rossi family.

If you would like to help next year, speak to Margaret after the 10 o'clock service.
"""),
    ("it_bollettino.txt", """\
Circolo Ricreativo Aurora — Notiziario di dicembre

Il circolo apre alle 15 ogni giorno tranne il lunedì.
Giovedì scorso la sala grande era piena per la serata di Briscola, Cìcera e Minchiate.
Il maestro Gino ha ricordato ai nuovi soci che si danno tre carte a testa e che il resto del mazzo forma il tallone.
Ha ricordato anche che chi vince la presa gioca per primo nella presa seguente.
Ogni socio può portare un ospite; gli ospiti pagano 3 euro.
Il bar resta aperto fino alle 23; l'ultimo giro lo offre il presidente.
"""),
    ("es_hoja.html", """\
<html lang="es"><body>
<h1>Hoja informativa del Hogar del Jubilado</h1>
<p>El hogar abre de lunes a sábado de 10 a 20 h.</p>
<p>Este mes, los martes por la tarde, hay mesas de Briscola, Cìcera y Minchiate en la sala del fondo.</p>
<p>Don Aurelio explicó a los nuevos que se reparten tres cartas a cada jugador y que el resto de la baraja queda boca abajo como montón.</p>
<p>También recordó que quien gana una baza sale en la baza siguiente.</p>
<p>El café cuesta 0,80 euros; la merienda del jueves, 2 euros.</p>
</body></html>
"""),
]

ONE_NAMED = [   # near: the same document naming one game only is about it
    ("en_news.md", """\
# Parish newsletter — Advent issue

Our Italian evening raised £412 for the roof fund. Thank you to everyone who came!

The card tables for Briscola were full all night.

- The choir meets on Thursdays at 7:30 pm; new voices always welcome.
- Each family may bring two dishes to the shared supper on 20 December.
- Father Luca explained that each player is dealt three cards and that the rest of the pack is placed face down as the stock.
- He also reminded us that the player who wins a trick leads the next one.
- The raffle was won by table 4; the second prize went to the Rossi family.

If you would like to help next year, speak to Margaret after the 10 o'clock service.
"""),
]


@pytest.mark.parametrize("name,text", LISTED)
def test_games_named_as_a_list_are_no_subject(name, text):
    with pytest.raises(NotChecked):
        checked(text, name=name)


@pytest.mark.parametrize("name,text", ONE_NAMED)
def test_one_game_named_is_the_subject(name, text):
    assert checked(text, name=name).games == ["briscola"]


def test_listed_once():
    assert _listed_once({"briscola": 1, "cicera": 1, "minchiate": 1}, {}) == {"briscola", "cicera", "minchiate"}
    assert _listed_once({"briscola": 1, "cicera": 1, "minchiate": 0}, {}) == {"briscola", "cicera"}
    assert _listed_once({"briscola": 2, "cicera": 1, "minchiate": 1}, {}) == frozenset()   # one named more
    assert _listed_once({"briscola": 1, "cicera": 0, "minchiate": 0}, {}) == frozenset()   # one game alone
    assert _listed_once({"briscola": 1, "cicera": 1, "minchiate": 0}, {"briscola": 1}) == frozenset()  # a title
