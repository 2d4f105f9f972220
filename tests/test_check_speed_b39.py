"""Two readings made cheaper on distinct text give what they gave before (h259).

- ``numbers.may_mask``: ``find_numbers`` and ``priced`` try the masks of ``NOT_QUANTITIES``
  only on a text holding what one of them needs; where ``may_mask`` says no, the masks find
  nothing (texts of every mask kind in several languages, random texts over the characters the
  masks turn on), and the numbers found are those found with the masks always tried.
- ``scope._says_any`` tries a sentence only for the cue phrases that start with one of its words,
  and ``others_said`` joins its cue lists once per lexicon: the same answers as every phrase tried.
"""

from __future__ import annotations

import random

import pytest

from toolkit.check import numbers, scope
from toolkit.check.lexicon import lexicon
from toolkit.check.terms import words

MASKED = [      # one mask or more each, in several languages
    "3.4 Nei quarti di finale si gioca al meglio di tre.\n  12.1 Poi si contano 60 punti.",
    "Art. 5. — Ogni giocatore riceve 3 carte; Artikel 12 dice 40.",
    "§ 7: chaque joueur reçoit 3 cartes.",
    "Согласно статья 4 и ст. 9, каждому сдают 3 карты.",
    "Theo Điều 9, mỗi người chơi nhận 3 lá; pykälä 3 sanoo 4.",
    "00:04:58,700 --> 00:05:01,900 Jeder bekommt 3 Karten.",
    "Ab 20:00 Uhr, von 10:00–12:00, 18h30–20h, à 20 h 30 et à 19:03, on joue à 4.",
    "Kartenhai_67 schrieb in Beitrag #6: jeder bekommt 3 Karten.",
    "Un mazzo costa €4.50, o 5 €, R$ 30, 950 ₽, 1 200 đồng, 600.000 lire, 24,90 e $12.",
    "Vedi EX-F-04, CT-01, REQ_12, TC04 e ТК-3: si danno 3 carte.",
    "#: rules/cicera.py:70 e at game.js:12:5, Regeln.tex:88, cut at py:70.",
    "Siehe [0018] und [note 3]; semillas1 und “Corte”2 sind Fußnoten.",
    "Guarda https://example.org/briscola?x=40 e www.carte.it/3 oppure xhttp://a2.b.",
    "El 3.2.2026, el 14/03/25, en 1790 y en los años 1880 el 50 % y el 3‰ jugaban con 4.",
]

ONE_MASK = [     # each alternative of ``MASKED`` alone, with nothing else ``may_mask`` looks for
    "3.4 Nei quarti", "Art. 5 dice", "artículo 3", "статья 4", "ст. 4", "Điều 9", "pykälä 3", "§ 7",
    "00:04:58 ora", "10:00–12:00", "18h30–20h", "alle 19:03", "à 20 h", "8h15", "alle 20:00",
    "Kartenhai_67", "player_21", "Beitrag #6", "€4", "5 €", "R$ 30", "30 $", "600.000 lire",
    "1,320 cards", "24,90 e", "EX-F-04", "TC04", "ТК-3", "REQ_12", "a.py:70", "cut at py:70",
    "[0018]", "[note 3]", "semillas1", "“Corte”2", "www.carte.it", "https://x", "14/03/25",
    "3.2.2026", "nel 1790", "nel 2024", "50 %", "3‰",
]

NOT_MASKED = [  # quantities only: no mask may be found, every number read
    ("it", "Si danno 3 carte a testa e 4 restano in tavola, 40 in tutto."),
    ("fr", "Chaque joueur reçoit 3 cartes, puis 4 sont posées: 10 points."),
    ("de", "Jeder bekommt 3 Karten und 4 liegen offen, 11 Punkte."),
    ("es", "Se reparten 3 cartas a cada uno y 4 a la mesa (2 jugadores)."),
    ("ru", "Каждому сдают 3 карты, 4 кладут на стол; 60 очков."),
    ("vi", "Mỗi người nhận 3 lá, 4 lá lật trên bàn; 61 điểm thắng."),
]


@pytest.mark.parametrize("text", [*MASKED, *ONE_MASK])
def test_every_mask_kind_may_be_masked(text):
    assert numbers.NOT_QUANTITIES.search(text)
    assert numbers.may_mask(text)


@pytest.mark.parametrize("lang, text", NOT_MASKED)
def test_quantities_alone_are_not_tried_and_still_read(lang, text):
    assert not numbers.may_mask(text)
    assert numbers.NOT_QUANTITIES.search(text) is None
    assert [n.value for n in numbers.find_numbers(text, lang) if not n.word][:2] == [3, 4]


def test_random_texts_that_may_not_be_masked_hold_no_mask():
    """Texts drawn from the characters the masks turn on (and each sub-pattern's fragments): where
    ``may_mask`` says no, ``NOT_QUANTITIES`` finds nothing; an alternative added to ``MASKED``
    that none of ``may_mask``'s patterns finds makes this fail."""
    pieces = list("0123456789  \t\n.,:;/-_§$€£₽₫¥₴R#[]()%‰hH”’»AaBZТКxé") + \
        ["Art", "ст", "статья", "điều", "pykälä", "http://", "www.", "py", "tex", "md", " h ", "12:00",
         "1999", "2024", "–", "—", "EX-", "REQ_", "a.py:", "00"]
    rnd = random.Random(39)
    tried = 0
    for _ in range(40000):
        text = "".join(rnd.choice(pieces) for _ in range(rnd.randint(1, 14)))
        if not numbers.may_mask(text):
            tried += 1
            assert numbers.NOT_QUANTITIES.search(text) is None, text
    assert tried > 1000


def _numbers_masks_always_tried(text, lang, monkeypatch):
    with monkeypatch.context() as m:
        m.setattr(numbers, "may_mask", lambda text: True)
        return numbers.find_numbers.__wrapped__(text, lang), numbers.priced.__wrapped__(text, lang)


@pytest.mark.parametrize("lang, text", [*NOT_MASKED, *(("it", t) for t in MASKED),
                                        ("fr", "Le 7 de Deniers vaut 21 points; 3,50 € la partie."),
                                        ("de", "Die 7 zählt 21, die Partie kostet 5 Euro.")])
def test_numbers_found_are_those_with_every_mask_tried(lang, text, monkeypatch):
    found = numbers.find_numbers.__wrapped__(text, lang), numbers.priced.__wrapped__(text, lang)
    assert found == _numbers_masks_always_tried(text, lang, monkeypatch)


def _says_any_every_phrase(text, cues):     # the reading before h259: every phrase of the list tried
    tokens = words(text)
    present = set(tokens)
    numbered = dict(scope._numbered(cues))
    return any(tokens[i:i + len(p)] == p and (p not in numbered or numbered[p].search(text))
               for p in scope._phrases(cues) if p[0] in present
               for i in range(len(tokens) - len(p) + 1))


SAID = [        # others' practice, beliefs, a number in a cue, and plain rules (near misses)
    ("it", "Alcuni giocatori danno 4 carte a testa, ma la regola dice 3."),
    ("it", "Si danno 3 carte a testa."),
    ("es", "Tradicionalmente se juega con 40 cartas; aquí también."),
    ("es", "Se reparten 3 cartas a cada jugador."),
    ("fr", "Certains joueurs comptent la dernière levée, d'autres non."),
    ("fr", "Chaque joueur reçoit trois cartes."),
    ("de", "Manche Spieler zählen den letzten Stich doppelt."),
    ("de", "Jeder Spieler bekommt drei Karten."),
    ("en", "Unlike the standard 78-card pack, this one has 97 cards."),
    ("en", "The standard 40-card deck is used."),
]


@pytest.mark.parametrize("lang, text", SAID)
def test_says_any_by_first_word_is_every_phrase_tried(lang, text):
    lex = lexicon(lang)
    cues = scope._others_cues(lex)
    extra = (*cues, "the standard 78-card", "78-card pack", "standard")
    for c in (cues, extra, tuple(lex.elsewhere)):
        assert scope._says_any.__wrapped__(text, c) == _says_any_every_phrase(text, c)
    not_rules, habit, _asks, variants_back = scope._disowned(lang)
    joined = lex.elsewhere + scope._not_asserted(lang) + not_rules + habit + variants_back
    assert scope._others_cues(lex) == tuple(joined)
    assert scope.says_any(text, joined) == _says_any_every_phrase(text, tuple(joined))


def test_says_any_reads_others_practice_and_not_rules():
    """The readings themselves, so that the comparison above is not between two silent readers."""
    assert scope.others_said("Alcuni giocatori danno 4 carte a testa.", lexicon("it"))
    assert not scope.others_said("Si danno 3 carte a testa.", lexicon("it"))
    assert scope._says_any("Unlike the standard 78-card pack, this one has 97 cards.", ("the standard 78-card",))
    assert not scope._says_any("The standard 40-card deck is used.", ("the standard 78-card",))
