"""Distributive and ranged numbers (the thirty-third session, h213): a count or a value said per
player or over a range of cards rather than one by one. Sentences written for this test in
several languages, none copied from the corpus or the claims suite; each phenomenon with
sentences stating our rule and near sentences whose numbers are no count or value (a price per
head, an hour, a page, a count of players), which must stay free of errors.

- **hand_per_person**: a count of cards given per player by a phrase that names the person,
  with no verb of dealing: the phrase before the number ("Каждому по пять карт", "A cada uno
  cinco cartas", "Kullekin viisi korttia", "À chacun cinq cartes", "Mỗi người năm lá") or after a
  bare number in a sentence about the cards or the pack ("Mescolato il mazzo, cinque a testa"),
  the spoken pt "pra cada um" (``counts._person_before``, ``counts._bare_share``, data
  ``claim_cues.each``); against the spec's deal. A bare number read so opens its part of the
  sentence, its verb left out; one a verb takes is that verb's ("the Matto adds 5 to each one").
  A price per head ("cinque euro a testa", "5 € pro Kopf") is no hand.
- **ranked_range_value**: a range of numbered ranks given one value ("dal 4 al 7 valgono un
  punto ciascuna", "4 bis 7 je einen Punkt", "с 4 по 7 по 1 очку", "4–7 kukin 1 pisteen"):
  each rank of the range, in the spec's order, compared with the engine's value
  (``values.ranged_values``), the value beside a word for each and one of worth or points. A
  range of counts ("da 2 a 4 giocatori", "6–9 человек: столы по 4"), hours and pages are no
  ranks valued.
- **top_trumps_range**: a range of trumps named with a superlative ("die fünf höchsten Trümpfe",
  "пять старших козырей", "viisi korkeinta valttia") given one value each: a superlative shares
  its stem with a bound ("höchstens", "korkeintaan") but is no bound; bounds are read as
  written (``claims._qualified_as_written``).
"""

from __future__ import annotations

from tests.checking import check, phenomena

GROUPS = {
    "hand_per_person": [
        ('it', 'briscola', 'Mescolato il mazzo, cinque a testa e la briscola scoperta sotto il tallone.', True),
        ('it', 'briscola', 'Mescolato il mazzo, tre a testa e la briscola scoperta sotto il tallone.', False),
        ('ru', 'briscola', 'Каждому по пять карт, следующая карта — козырь.', True),
        ('ru', 'briscola', 'Каждому по три карты, следующая карта — козырь.', False),
        ('es', 'briscola', 'A cada uno cinco cartas y la siguiente boca arriba como triunfo.', True),
        ('es', 'briscola', 'A cada uno tres cartas y la siguiente boca arriba como triunfo.', False),
        ('pt', 'briscola', 'Cinco cartas pra cada jogador e a seguinte fica virada.', True),
        ('pt', 'briscola', 'Três cartas pra cada jogador e a seguinte fica virada.', False),
        ('fi', 'briscola', 'Kullekin viisi korttia, seuraava käännetään valtiksi.', True),
        ('fi', 'briscola', 'Kullekin kolme korttia, seuraava käännetään valtiksi.', False),
        ('fr', 'briscola', "À chacun cinq cartes, la suivante est retournée pour l'atout.", True),
        ('fr', 'briscola', "À chacun trois cartes, la suivante est retournée pour l'atout.", False),
        ('vi', 'briscola', 'Mỗi người năm lá, lá kế tiếp lật ngửa làm chủ.', True),
        ('vi', 'briscola', 'Mỗi người ba lá, lá kế tiếp lật ngửa làm chủ.', False),
        ('it', 'cicera', 'Il mazzo si divide tutto: undici a testa e otto scoperte sul tavolo.', True),
        ('it', 'cicera', 'Il mazzo si divide tutto: dodici a testa e quattro scoperte sul tavolo.', False),
        # near misses: a price per head, a distributive word counting a suit's cards
        ('it', 'briscola', 'Il torneo costa cinque euro a testa, mazzi di carte compresi.', False),
        ('ru', 'briscola', 'Взнос по пять евро с каждого, карты выдаёт клуб.', False),
        ('es', 'briscola', 'La entrada cuesta cinco euros por cabeza, cartas incluidas.', False),
        ('de', 'briscola', 'Das Turnier kostet fünf Euro pro Kopf, Karten werden gestellt.', False),
        ('fr', 'briscola', "L'inscription est de cinq euros par tête, cartes fournies.", False),
        ('en', 'briscola', 'Entry is five euros a head, cards provided.', False),
        ('ru', 'briscola', 'В каждой масти по 10 карт.', False),
        ('de', 'briscola', 'Es gibt vier Farben mit je zehn Karten.', False),
        # a number a verb takes, given to each of something else: points added, no hand
        ('en', 'minchiate', 'Each versicola is worth the points of its cards, and holding the Matto adds 5 to each one.', False),
        ('it', 'minchiate', 'Ogni versicola vale i punti delle sue carte e chi ha il Matto aggiunge 5 a ciascuna.', False),
    ],
    "ranked_range_value": [
        ('it', 'briscola', 'Le carte dal 4 al 7 valgono un punto ciascuna.', True),
        ('it', 'briscola', 'Le carte dal 4 al 7 valgono 0 punti ciascuna.', False),
        ('en', 'briscola', 'The cards from the 4 to the 7 are worth 1 point each.', True),
        ('en', 'briscola', 'The cards from the 4 to the 7 are worth 0 points each.', False),
        ('de', 'briscola', 'Die Karten 4 bis 7 zählen je einen Punkt.', True),
        ('de', 'briscola', 'Die Karten 4 bis 7 zählen je 0 Punkte.', False),
        ('fr', 'briscola', 'Les cartes du 4 au 7 valent 1 point chacune.', True),
        ('es', 'briscola', 'Las cartas del 4 al 7 valen 1 punto cada una.', True),
        ('pt', 'briscola', 'As cartas do 4 ao 7 valem 1 ponto cada.', True),
        ('ru', 'briscola', 'Карты с 4 по 7 стоят по 1 очку.', True),
        ('fi', 'briscola', 'Kortit 4–7 ovat kukin 1 pisteen arvoisia.', True),
        ('vi', 'briscola', 'Các lá từ 4 đến 7 mỗi lá 1 điểm.', True),
        ('vi', 'briscola', 'Các lá từ 4 đến 7 mỗi lá 0 điểm.', False),
        ('it', 'cicera', 'Le carte dal 2 al 10 valgono da 2 a 10, come il numero stampato.', False),
        # near misses: hours, pages, counts of players, a price
        ('it', 'briscola', 'Il circolo apre dalle 4 alle 7, la quota è di 5 euro a testa.', False),
        ('de', 'briscola', 'Die Seiten 4 bis 7 zeigen je 2 Beispiele.', False),
        ('en', 'briscola', 'The club meets from 4 to 7 and the fee is 5 euros each.', False),
        ('fr', 'briscola', 'Le tournoi se joue de 2 à 4 joueurs, 3 euros chacun.', False),
        ('es', 'briscola', 'Las partidas son de 4 a 7 de la tarde, 2 euros cada uno.', False),
        ('ru', 'cicera', 'Турнир для 6–9 человек: столы по 4, карты на каждом столе.', False),
    ],
    "top_trumps_range": [
        ('de', 'minchiate', 'Die fünf höchsten Trümpfe, 36 bis 40, bringen je 5.', True),
        ('de', 'minchiate', 'Die fünf höchsten Trümpfe, 36 bis 40, bringen je 10.', False),
        ('ru', 'minchiate', 'Пять старших козырей с 36 по 40 стоят по 5 очков.', True),
        ('ru', 'minchiate', 'Пять старших козырей с 36 по 40 стоят по 10 очков.', False),
        ('fi', 'minchiate', 'Viisi korkeinta valttia 36–40 ovat kukin 5 pisteen arvoisia.', True),
        ('fi', 'minchiate', 'Viisi korkeinta valttia 36–40 ovat kukin 10 pisteen arvoisia.', False),
        ('de', 'minchiate', 'Höchstens dreizehn Karten darf der Abheber rauben.', False),
    ],
}


XFAIL = {
    'Each versicola is worth the points of its cards, and holding the Matto adds 5 to each one.':
        "already read so on the base: 'holding' is a word for the hand (claim_cues.hand_words) and 'Each' one "
        "for each player, so the 5 a verb of adding takes is read as each player's hand (counts._role's "
        "held-and-per-player reading, not the distributive phrase built here)",
}


@phenomena(GROUPS, XFAIL)
def test_distributive_b33(lang, game, text, wrong):
    check(lang, game, text, wrong)
