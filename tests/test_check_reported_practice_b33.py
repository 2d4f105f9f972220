"""A practice reported as others' (the thirty-third session, h211): a sentence that tells how
other people play, or used to play — a generic or third-party subject, or no one in particular
with a place named or a contrast after it that states ours, and a habitual or past-habitual
aspect — states no rule of the text (``toolkit/check/reported.py``). Sentences written for this
test, none copied from the corpus or the claims suite.

- **others_habit**: the practice is others' and gets no error ("I nonni giocavano sempre tre
  smazzate di fila", "Обычно играют …, но мы ограничимся одной", "Kyläkapakassa pelattiin yleensä …",
  the contrast in the next sentence: "… Noi però giochiamo una sola smazzata").
- **house_rule**: near sentences that state the text's own rule stay errors: "we", "our club",
  "here" with a word of habit, a plain present, an impersonal with a habit but neither a place nor
  a contrast ("On joue généralement plusieurs donnes …", "Обычно играют несколько раздач …").
"""

from __future__ import annotations

from tests.checking import check, phenomena

GROUPS = {
    "others_habit": [
        ('it', 'briscola', 'I nonni giocavano sempre tre smazzate di fila e segnavano i punti col gesso.', False),
        ('es', 'cicera', 'Muchos jugaban varias manos hasta 51 puntos, pero en este taller explicamos una sola.', False),
        ('fi', 'cicera', 'Kyläkapakassa pelattiin yleensä useita jakoja 51 pisteeseen, mutta tässä pelataan yksi.', False),
        ('ru', 'cicera', 'Обычно играют несколько раздач до 51 очка, но мы ограничимся одной.', False),
        ('ru', 'cicera', 'В Твери обычно играют несколько раздач подряд до 51 очка.', False),
        ('it', 'briscola', 'In Brescia di solito si gioca a più smazzate fino a 51 punti. Noi però giochiamo una sola smazzata.', False),
        ('pt', 'cicera', 'Na aldeia jogavam várias mãos até 51 pontos; nós ficamos por uma só.', False),
        ('de', 'briscola', 'In der Hafenkneipe werden meistens mehrere Partien bis 51 Punkte gespielt, aber wir spielen nur eine.', False),
        ('vi', 'cicera', 'Ở Hà Nội người ta hay chơi nhiều ván liền, nhưng bài này chỉ nói về một ván.', False),
    ],
    "house_rule": [
        ('en', 'briscola', 'We usually play best of three deals.', True),
        ('it', 'briscola', 'Nel nostro circolo di solito si gioca al meglio delle tre smazzate.', True),
        ('it', 'briscola', 'Di solito il mazziere gioca per primo.', True),
        ('es', 'cicera', 'En nuestro club normalmente jugamos varias manos hasta 51 puntos.', True),
        ('pt', 'briscola', 'Aqui costumamos jogar à melhor de três.', True),
        ('de', 'briscola', 'Wir spielen meistens mehrere Partien bis 51 Punkte.', True),
        ('de', 'briscola', 'Gespielt werden meistens mehrere Partien bis 51 Punkte.', True),
        ('fr', 'cicera', "On joue généralement plusieurs donnes jusqu'à 51 points.", True),
        ('ru', 'cicera', 'Обычно играют несколько раздач до 51 очка.', True),
        ('fi', 'cicera', 'Yleensä pelataan useita jakoja 51 pisteeseen.', True),
        ('vi', 'cicera', 'Người ta thường chơi nhiều ván đến 51 điểm.', True),
        ('en', 'briscola', 'Here the players usually swap the 2 of trumps for the face-up card.', True),
    ],
}


@phenomena(GROUPS)
def test_reported_practice_b33(lang, game, text, wrong):
    check(lang, game, text, wrong)
