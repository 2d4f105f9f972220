"""Two readings made cheaper on distinct text give what they gave before.

- ``numbers.NOT_QUANTITIES`` tries its alternatives (``numbers.MASKED``) only where one of them
  may start (``numbers.MAY_START``): the same matches as the alternatives tried everywhere.
- ``counts._roles_read`` reads a sentence once for every deck that finds the same cards in it
  (``counts._roles_read_among``): the reading is what the sentence's cards for that deck give.
"""

from __future__ import annotations

import random
import re

import pytest

from toolkit.check import counts, numbers
from toolkit.check.canon import games
from toolkit.check.lexicon import lexicon

EVERYWHERE = re.compile(numbers.MASKED, re.UNICODE)     # the alternatives tried at every position

MASKED_TEXTS = [
    "3.4 Nei quarti di finale si gioca al meglio di tre.\n  12.1 Poi si contano 60 punti.",
    "Art. 5. — Ogni giocatore riceve 3 carte; § 7 e Artikel 12 dicono 40; статья 4, điều 9, pykälä 3.",
    "00:04:58,700 --> 00:05:01,900 Ab 20:00 Uhr, 10:00–12:00, 18h30–20h, à 20 h 30 et 19:03.",
    "Kartenhai_67 schrieb in Beitrag #6: player_21 hat 2 Punkte.",
    "Un mazzo costa €4.50, o 5 €, R$ 30, 950 ₽, 1 200 đồng, 600.000 lire, 24,90 e $12; non =55$.",
    "Vedi EX-F-04, CT-01, REQ_12, TC04 e ТК-3; la scala A-2-3 resta.",
    "#: rules/cicera.py:70 e at game.js:12:5, Regeln.tex:88, cut at py:70.",
    "Siehe [0018] und [note 3]; semillas1 und “Corte”2 sind Fußnoten.",
    "Guarda https://example.org/briscola?x=40 e www.carte.it/3 oppure xhttp://a2.b e awww.x9.",
    "Il 3.2.2026, il 14/03/25, nel 1790 e negli anni 1880 il 50 % e il 3‰ giocavano in 4.",
    "Se ne danno 3 a testa, 40 carte in tutto: 10 per seme, il 25 % del mazzo.",
    "_tmp/a-b.md:3 e /x/y.txt:4:2 e -v.py:1",
]


@pytest.mark.parametrize("text", MASKED_TEXTS)
def test_masks_found_where_they_may_start_are_those_found_everywhere(text):
    gated = [(m.span(), m.group("money")) for m in numbers.NOT_QUANTITIES.finditer(text)]
    assert gated == [(m.span(), m.group("money")) for m in EVERYWHERE.finditer(text)]
    assert gated        # each text holds something masked


def test_masks_of_random_texts_are_those_found_everywhere():
    """Texts drawn from the characters the alternatives turn on: the same matches."""
    alphabet = "0123456789  \t\n.,:;/-_§$€£₽R#[]()%‰htpsw:/Art.статьяđiềuAaBZxé”’»" + "12:00–14:30 a.py:12 "
    rnd = random.Random(31)
    for _ in range(20000):
        text = "".join(rnd.choice(alphabet) for _ in range(rnd.randint(1, 30)))
        assert [(m.span(), m.group("money")) for m in numbers.NOT_QUANTITIES.finditer(text)] == \
            [(m.span(), m.group("money")) for m in EVERYWHERE.finditer(text)], text


COUNT_SENTENCES = [
    ("it", "La prima carta era un 4 di Bastoni, e a ciascuno se ne danno 3."),
    ("it", "Si gioca in quattro con un mazzo di 40 carte."),
    ("de", "Die erste Karte war die 7 Schwerter; jeder bekommt 3 Karten."),
    ("fr", "On distribue 3 cartes à chacun et 4 sur la table, le 2 de Coupes en premier."),
    ("en", "Each of the 2 players gets 21 cards; the 5 of Cups is turned over."),
    # a 9 is a card of Cìcera's and Minchiate's packs, none of Briscola's: the decks find other cards
    ("it", "La prima carta era un 9 di Coppe, e a ciascuno se ne danno 3."),
    ("en", "The 9 of Cups was turned, then 3 cards went to each player."),
    ("es", "Salió el 9 de Copas y se reparten 3 cartas a cada jugador."),
]


@pytest.mark.parametrize("lang,text", COUNT_SENTENCES)
def test_a_sentence_read_for_each_deck_is_read_with_that_decks_cards(lang, text):
    lex = lexicon(lang)
    for game in games():
        deck = game.engine.deck
        counts._roles_read.cache_clear()
        got = counts._roles_read(text, lex, deck)
        cards = frozenset(counts.card_spans(text, lex, deck))
        assert got == counts._roles_read_among.uncached(text, lex, cards), (game.id, text)


def test_decks_that_find_other_cards_read_apart():
    lex = lexicon("es")
    text = COUNT_SENTENCES[-1][1]
    spans = {g.id: frozenset(counts.card_spans(text, lex, g.engine.deck)) for g in games()}
    assert not spans["briscola"] and spans["cicera"] == spans["minchiate"]
    read = {g.id: counts._roles_read(text, lex, g.engine.deck) for g in games()}
    assert read["cicera"] is read["minchiate"] and read["briscola"] != read["cicera"]


def test_decks_that_find_the_same_cards_share_one_reading():
    lex = lexicon("it")
    text = "A ciascuno se ne danno 3, e 4 vanno in tavola."
    decks = [g.engine.deck for g in games()]
    assert not any(counts.card_spans(text, lex, d) for d in decks)
    read = [counts._roles_read(text, lex, d) for d in decks]
    assert all(r is read[0] for r in read)
