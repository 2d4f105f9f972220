"""Worked examples whose outcome the checker did not read (thirty-first session, h200), each for a
phenomenon, each from sentences written for this test in several languages:

- a list of capture options in which the word for taking is said again before each option ("you
  may take the 6, take 2 + 4, take all three cards together, or lay it down", "du kannst die 8
  nehmen, 3 + 5 nehmen, ..."): each option is a capture of its own, and "all three" one more, the
  union of the others, that the engine may not allow;
- a final lead that earns no resto, told with the bar it did not reach ("not yet 60, so no
  resto", "como não chega a 60, não marcamos resto"): the resto's unit said as a reason is no
  count of resti, and "no resto" is the outcome (ours: any lead of 1 to 60 at the end is 1 resto).
"""

import pytest

from checking import errors

# a 7, a 3 and a 4 on the table (or the like): the match, the sum, and "all three" besides
OPTIONS_TAKE_AGAIN = [
    ("en", "There is a 6, a 2 and a 4 on the table and you play a 6. You may take the 6, take 2 + 4, "
           "take all three cards together, or simply lay your card down."),
    ("pt", "Na mesa há um 9, um 4 e um 5, e você joga um 9. Você pode levar só o 9, levar 4 + 5, "
           "levar as três cartas de uma vez, ou só colocar a sua carta na mesa."),
    ("it", "In tavola ci sono un 9, un 4 e un 5; giochi un 9. Puoi prendere il 9, prendere 4 + 5, "
           "prendere tutte e tre le carte insieme, oppure calare e basta."),
    ("de", "Auf dem Tisch liegen eine 8, eine 3 und eine 5, und du spielst eine 8. Du kannst die 8 "
           "nehmen, 3 + 5 nehmen, alle drei Karten zugleich nehmen oder die Karte einfach ablegen."),
    ("fr", "Sur la table, un 8, un 6 et un 2 ; vous jouez un 8. Vous pouvez prendre le 8, prendre "
           "6 + 2, prendre les trois cartes à la fois, ou poser simplement votre carte."),
    ("es", "En la mesa hay un 5, un 2 y un 3 y juegas un 5. Puedes llevarte el 5, o llevarte 2 + 3, "
           "o llevarte las tres cartas juntas."),
    ("ru", "На столе 7, 3 и 4, вы играете семёркой. Можно забрать 7, забрать 3 + 4, забрать все три "
           "карты сразу или просто положить карту."),
    ("fi", "Pöydällä on 8, 3 ja 5, ja pelaat 8:n. Voit ottaa 8:n, ottaa 3 + 5, ottaa kaikki kolme "
           "korttia kerralla tai vain laskea korttisi pöytään."),
    ("vi", "Trên bàn có 7, 3 và 4, bạn đánh lá 7. Bạn có thể ăn lá 7, ăn 3 + 4, ăn cả ba lá một "
           "lượt, hoặc chỉ đặt bài xuống."),
]

# the same lists without the option the engine does not allow, or with it denied
OPTIONS_TAKE_AGAIN_OURS = [
    ("en", "There is a 6, a 2 and a 4 on the table and you play a 6. You may take the 6, take 2 + 4, "
           "or simply lay your card down, but never take all three cards together."),
    ("pt", "Na mesa há um 9, um 4 e um 5, e você joga um 9. Você pode levar só o 9, levar 4 + 5, "
           "ou só colocar a sua carta na mesa."),
    ("it", "In tavola ci sono un 9, un 4 e un 5; giochi un 9. Puoi prendere il 9, prendere 4 + 5, "
           "oppure calare e basta."),
    ("de", "Auf dem Tisch liegen eine 8, eine 3 und eine 5, und du spielst eine 8. Du kannst die 8 "
           "nehmen, 3 + 5 nehmen oder die Karte einfach ablegen."),
    ("fr", "Sur la table, un 8, un 6 et un 2 ; vous jouez un 8. Vous pouvez prendre le 8, prendre "
           "6 + 2, ou poser simplement votre carte."),
    ("ru", "На столе 7, 3 и 4, вы играете семёркой. Можно забрать 7, забрать 3 + 4 или просто "
           "положить карту."),
    ("fi", "Pöydällä on 8, 3 ja 5, ja pelaat 8:n. Voit ottaa 8:n, ottaa 3 + 5 tai vain laskea "
           "korttisi pöytään."),
]


@pytest.mark.parametrize("lang,text", OPTIONS_TAKE_AGAIN)
def test_an_option_list_with_the_verb_said_again_is_replayed(lang, text):
    assert any(e.startswith("example:") for e in errors(text, lang, "cicera"))


@pytest.mark.parametrize("lang,text", OPTIONS_TAKE_AGAIN_OURS)
def test_an_option_list_of_ours_with_the_verb_said_again_is_no_error(lang, text):
    assert not errors(text, lang, "cicera")


NO_RESTO_UNDER_THE_BAR = [
    ("vi", "Cuối ván, đội mình dẫn trước 40 điểm. Chưa tới 60 nên không được resto nào."),
    ("pt", "No fim da partida ficamos 40 pontos à frente. Como não chega a 60, não marcamos resto."),
    ("fr", "À la fin de la partie nous avions 35 points d'avance. Comme on n'atteint pas 60, on n'a pas de resto."),
    ("es", "Al final de la partida íbamos 35 puntos por delante. Sin llegar a 60 no hay resto."),
]

ONE_RESTO_UNDER_THE_BAR = [
    ("en", "We ended the deal with a 45-point lead. Even though it was short of 60, we scored one resto."),
    ("vi", "Cuối ván, đội mình dẫn trước 40 điểm. Chưa tới 60 nhưng vẫn được 1 resto."),
    ("es", "Al final de la partida íbamos 35 puntos por delante. Sin llegar a 60, nos anotamos un resto."),
]


@pytest.mark.parametrize("lang,text", NO_RESTO_UNDER_THE_BAR)
def test_no_resto_said_with_the_bar_not_reached_is_read(lang, text):
    assert any(e.startswith("example:") for e in errors(text, lang, "minchiate"))


@pytest.mark.parametrize("lang,text", ONE_RESTO_UNDER_THE_BAR)
def test_one_resto_said_with_the_bar_not_reached_is_no_error(lang, text):
    assert not errors(text, lang, "minchiate")
