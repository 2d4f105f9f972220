"""The outcome a worked example states, found by its role: a total (issue #10, h230).

A number the text gives as a total — right after a word of summing ("which makes 13", "soit 13",
"итого 13", "fanno 13"), before a word for the whole ("13 en total") or with its breakdown after
it ("13 Punkte: 10 für …, 3 für …") — is what the text says the trick (or the combination)
scores, whatever sentence it stands in and whether a word for points follows it or not; the
breakdown's parts are no outcome of their own. Data ``stated_outcome`` (nine languages),
``toolkit/check/stated.py``.

Every sentence here was written for this test (none taken from the corpus or the claims files).
The rows of WRONG_TOTAL have no error on the base (main at 27ae583); the rows of RIGHT must stay
silent (no error of the trick's or the combination's points).

The trick: Swords trumps, the Re of Cups led (4 points) and the 3 of Cups on it (10 points): the
3 wins a trick of 14.
"""

import pytest

from checking import errors

POINTS = "the trick holds a different number of points"

WRONG_TOTAL = [
    ("en", "Swords are trumps. I lead the Re of Cups, you play the 3 of Cups and take the trick: "
           "10 for the 3 and 4 for the Re, which makes 13."),
    ("fr", "Atout Épées. J'entame avec le Re de Coupes, tu poses le 3 de Coupes et tu ramasses le pli : "
           "10 pour le 3 et 4 pour le Re, soit 13."),
    ("it", "Briscola a Spade. Apro col Re di Coppe, tu rispondi col 3 di Coppe e prendi la mano: "
           "10 per il 3 e 4 per il Re, fanno 13."),
    ("ru", "Козыри — Мечи. Я хожу с Re Кубков, ты кладёшь тройку Кубков и забираешь взятку: "
           "10 за тройку и 4 за Re, итого 13."),
    ("es", "Triunfo: Espadas. Salgo con el Re de Copas, tú echas el 3 de Copas y te llevas la baza: "
           "10 por el 3 y 4 por el Re, 13 en total."),
    # a card's own value after a word of summing ("il 3 fa 10") is no total: the total is the other
    ("it", "Briscola a Spade. Apro col Re di Coppe, tu rispondi col 3 di Coppe e prendi la mano: "
           "il 3 fa 10 e il Re 4, in tutto 15."),
]

RIGHT = [
    ("en", "Swords are trumps. I lead the Re of Cups, you play the 3 of Cups and take the trick: "
           "10 for the 3 and 4 for the Re, which makes 14."),
    ("fr", "Atout Épées. J'entame avec le Re de Coupes, tu poses le 3 de Coupes et tu ramasses le pli : "
           "10 pour le 3 et 4 pour le Re, soit 14."),
    ("it", "Briscola a Spade. Apro col Re di Coppe, tu rispondi col 3 di Coppe e prendi la mano: "
           "10 per il 3 e 4 per il Re, fanno 14."),
    # a card after a word of summing is no total ("so the 3 …"), nor a card's own value
    ("en", "Swords are trumps. I lead the Re of Cups and you play the 3 of Cups, so the 3 takes the trick."),
    ("es", "Triunfo: Espadas. Salgo con el Re de Copas, tú echas el 3 de Copas y te llevas la baza, "
           "14 en total."),
    ("it", "Briscola a Spade. Apro col Re di Coppe, tu rispondi col 3 di Coppe e prendi la mano: "
           "il 3 fa 10 e il Re 4, in tutto 14."),
    # a count of another unit after a word of summing is no total of points
    ("fr", "Atout Épées. J'entame avec le Re de Coupes, tu poses le 3 de Coupes et tu ramasses le pli, "
           "soit 2 cartes de plus pour toi."),
]


@pytest.mark.parametrize("lang,text", WRONG_TOTAL)
def test_a_total_the_text_gives_is_the_tricks_points(lang, text):
    assert any(POINTS in m for m in errors(text, lang, "briscola")), errors(text, lang, "briscola")


@pytest.mark.parametrize("lang,text", RIGHT)
def test_the_right_total_or_no_total_stays_silent(lang, text):
    assert not any(POINTS in m for m in errors(text, lang, "briscola")), errors(text, lang, "briscola")

