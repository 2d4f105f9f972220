"""A sentence counts once as evidence of a rule (h250, thirty-eighth session; JOURNAL, "Added in
the thirty-eighth session (h250, texts that state no rule)"). Documents of our own, none taken
from the corpus.

A game the text names needs little evidence of its rules (``placement.NAMED_FACTOR``; a game it is
about, two clauses or facts), and each fact of the game the text states as ours (its pack, its
deal: ``family.evidence``) counts as one more. One sentence that names a pack of 40 cards as a
thing (a gift, a prize: "a pack of 40 cards so that he can teach us Briscola") was counted twice:
as the pack's clause, aligned with confidence, and as the pack's fact. The pack is the one fact
that is also a thing outside play: in a text whose title does not name the game it now adds to
the evidence only when a sentence other than those behind the clauses states it
(``family.Evidence.agreed_beyond``, ``THING_FACTS``); a title naming the game names the text's
subject, whose pack it is (a deck maker's page, the last two RULES texts), and the deal stated in
a clause's sentence still counts (``test_check_placement_b37``'s "jeder bekommt 3 Karten"). On the base (66411055) each ORDINARY text is placed
as Briscola; each RULES text, short, still is, and its changed rule is still found.
"""

import pytest

from engine.errors import CardaviaError
from toolkit.check.document import parse
from toolkit.check.run import check_document

ORDINARY = [      # one sentence names a pack of 40 cards as a thing; placed on the base
    ("en", """\
# Christmas list

For Grandpa: a pack of 40 cards, so that he can teach us Briscola on Sunday afternoons.

A blue scarf for Aunt Lina, and the Briscola mug she liked at the market.

Chocolates for the neighbours.
"""),
    ("es", """\
# Sorteo de verano

El ganador recibirá una baraja de 40 cartas para jugar a la Briscola en la playa.

Para participar basta dejar un comentario. La Briscola es el juego del verano en nuestro pueblo.

El sorteo se hará el 30 de julio.
"""),
    ("pt", """\
# Sorteio de verão

O vencedor recebe um baralho de 40 cartas para jogar Briscola na praia.

Para participar basta deixar um comentário. A Briscola é o jogo do verão na nossa vila.

O sorteio será no dia 30 de julho.
"""),
    ("fr", """\
# Liste de Noël

Pour papi : un jeu de 40 cartes pour nous apprendre la Briscola le dimanche.

Pour tante Lina, une écharpe bleue et le mug de la Briscola qu'elle aimait au marché.

Des chocolats pour les voisins.
"""),
]

RULES = [       # a short rules text: its pack and its deal in one sentence or two; placed on both
    ("en", """\
# Briscola in brief

Briscola is played by two players with a pack of 40 cards. Each player is dealt three cards, and the next card is turned face up: its suit is the trump.

After each trick both players draw a card from the pack, the winner first.
""", None),
    ("es", """\
# La Briscola en pocas palabras

La Briscola se juega entre dos con una baraja de 40 cartas. Se reparten tres cartas a cada jugador y la siguiente se pone boca arriba: su palo es el triunfo.

Tras cada baza los dos roban una carta del mazo, primero el que la ganó.
""", None),
    ("pt", """\
# A Briscola em resumo

A Briscola joga-se a dois com um baralho de 40 cartas. Dão-se três cartas a cada jogador e a carta seguinte fica virada para cima: o seu naipe é o trunfo.

Depois de cada vaza, os dois compram uma carta do monte, primeiro quem a ganhou.
""", None),
    ("en", """\
# Briscola in brief

Briscola is played by two players with a pack of 52 cards. Each player is dealt three cards, and the next card is turned face up: its suit is the trump.

After each trick both players draw a card from the pack, the winner first.
""", "a pack of 52 cards"),
    ("es", """\
# La Briscola en pocas palabras

La Briscola se juega entre dos con una baraja de 40 cartas. Se reparten cinco cartas a cada jugador y la siguiente se pone boca arriba: su palo es el triunfo.

Tras cada baza los dos roban una carta del mazo, primero el que la ganó.
""", "5 where ours is 3"),
    ("pt", """\
# A Briscola em resumo

A Briscola joga-se a dois com um baralho de 40 cartas. Dão-se quatro cartas a cada jogador e a carta seguinte fica virada para cima: o seu naipe é o trunfo.

Depois de cada vaza, os dois compram uma carta do monte, primeiro quem a ganhou.
""", "4 cards dealt to each player"),
    ("it", """\
# Carte da Briscola, edizione bergamasca

Il mazzo contiene 40 carte nei quattro semi di Coppe, Denari, Spade e Bastoni, dall'Asso al Re.

Cartoncino telato, stampato a Bergamo; astuccio di latta.
""", None),
    ("en", """\
# Briscola cards, Bergamo pattern

The pack holds 40 cards in the four suits of Cups, Coins, Swords and Batons, from the Ace to the King.

Linen card stock, printed in Bergamo; tin box.
""", None),
]


def _check(text: str):
    try:
        return check_document(parse(text.encode(), "doc.md"))
    except CardaviaError:
        return None


@pytest.mark.parametrize("lang,text", ORDINARY)
def test_pack_named_as_a_thing_once_is_no_rules_text(lang, text):
    assert _check(text) is None


@pytest.mark.parametrize("lang,text,error", RULES)
def test_short_rules_text_stays_placed_and_checked(lang, text, error):
    report = _check(text)
    assert report is not None and report.games == ["briscola"]
    errors = [f.message for f in report.findings if f.severity == "error"]
    if error is None:
        assert errors == []
    else:
        assert any(error in e for e in errors), errors
