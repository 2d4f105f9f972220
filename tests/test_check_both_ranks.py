"""A rank after a word for 'both' names the two cards of that rank ("take both 3s", "die beiden
Dreien", "entrambi i 3", "обе тройки"), not a count of the cards taken ("all three"): a 6 that
takes both 3s makes a legal capture (3 + 3), a 7 that takes them does not. Where the passage names
no two cards of that rank on the table, the capture is not read. Sentences written for this test."""

import pytest

from checking import error_findings

NOT_ALLOWED = "the engine does not allow this capture"


def capture_errors(text, lang):
    return [f for f in error_findings(text, lang, "cicera") if f.message == NOT_ALLOWED]


@pytest.mark.parametrize("lang,text", [
    ("en", "On the table lie the 3 of Cups, the 3 of Swords and the 6 of Batons. "
           "If you play the 6 of Swords and take both 3s, you score nothing."),
    ("de", "Auf dem Tisch liegen Kelch-3, Schwerter-3 und Stäbe-6. "
           "Wer mit der Schwerter-6 die beiden 3 nimmt, bekommt keinen Bonus."),
    ("de", "Auf dem Tisch liegen Kelch-3, Schwerter-3 und Stäbe-6. "
           "Wer mit der Schwerter-6 die beiden Dreien nimmt, bekommt keinen Bonus."),
    ("fr", "Sur la table : le 3 de Coupes, le 3 d'Épées et le 6 de Bâtons. "
           "Avec le 6 d'Épées, on ramasse les deux 3."),
    ("es", "En la mesa hay un 3 de Copas, un 3 de Espadas y un 6 de Bastos. "
           "Con el 6 de Espadas me llevo ambos 3."),
    # among options: "or both 2s"
    ("en", "The table holds the Asso of Cups, the 3 of Swords, the 2 of Coins and the 2 of Batons. "
           "With the 4 of Swords you may take the Asso and the 3, or both twos."),
    ("es", "En la mesa: el Asso de Copas, el 3 de Espadas, el 2 de Oros y el 2 de Bastos. "
           "Con el 4 de Espadas te llevas el Asso y el 3, o bien los dos doses."),
])
def test_both_of_a_rank_are_two_cards_taken(lang, text):
    assert not capture_errors(text, lang)


@pytest.mark.parametrize("lang,text", [
    ("en", "On the table lie the 3 of Cups, the 3 of Swords and the 7 of Batons. "
           "If you play the 7 of Swords and take both 3s, you score nothing."),
    ("de", "Auf dem Tisch liegen Kelch-3, Schwerter-3 und Stäbe-7. "
           "Wer mit der Schwerter-7 die beiden Dreien nimmt, bekommt keinen Bonus."),
    ("it", "In tavola ci sono il 3 di Coppe, il 3 di Spade e il 7 di Bastoni. "
           "Con il 7 di Spade prendi entrambi i 3."),
    ("ru", "На столе тройка кубков, тройка мечей и семёрка жезлов. Семёркой мечей он забирает обе тройки."),
])
def test_both_of_a_rank_that_do_not_add_up_are_still_an_error(lang, text):
    assert capture_errors(text, lang)


@pytest.mark.parametrize("lang,text", [
    ("de", "Wer mit der Schwerter-6 die beiden Dreien nimmt, bekommt keinen Bonus."),
    ("en", "Whoever takes both 3s with the 6 of Swords scores no bonus."),
])
def test_both_of_a_rank_with_no_table_named_is_not_read(lang, text):
    assert not capture_errors(text, lang)


@pytest.mark.parametrize("lang,text", [
    ("en", "On the table lie the 2 of Cups, the 4 of Swords and the 5 of Batons. "
           "With the Re you take all three."),
    ("it", "In tavola ci sono il 2 di Coppe, il 4 di Spade e il 5 di Bastoni. "
           "Con il Re le prendi tutte e tre."),
])
def test_all_three_is_still_a_count(lang, text):
    assert capture_errors(text, lang)


@pytest.mark.parametrize("lang,text", [
    ("es", "En la mesa hay un 3 de Copas, un 3 de Espadas y un 6 de Bastos. "
           "Con el 3 de Oros solo puedes llevarte uno de los dos 3."),
    ("vi", "Trên bàn có lá 3 Cốc và lá 3 Kiếm. Với lá 3 Tiền bạn chỉ được ăn một trong cả hai lá 3 đó."),
    ("de", "Auf dem Tisch liegen Kelch-3 und Schwerter-3. Mit der Münzen-3 nimmt man einen der beiden Dreien."),
])
def test_one_of_both_is_one_card(lang, text):
    assert not capture_errors(text, lang)


@pytest.mark.parametrize("lang,text", [
    ("es", "En la mesa hay un 3 de Copas, un 3 de Espadas y un 6 de Bastos. "
           "Con el 3 de Oros te llevas los dos 3."),
    ("de", "Auf dem Tisch liegen Kelch-3 und Schwerter-3. Mit der Münzen-3 nimmt man die beiden Dreien."),
])
def test_a_card_that_takes_both_of_its_rank_is_an_error(lang, text):
    assert capture_errors(text, lang)
