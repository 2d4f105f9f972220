"""A verb of playing takes the first card after it as its object: in "Người bên trái vừa đặt 5 Tiền
cạnh Re Kiếm; đánh 5 Cốc, chỉ ăn lá 5" (a Vietnamese cheat-sheet, batch 2026-12-24) the 5 of Coins
is the card just put down and the Re of Swords the card beside it on the table; the Re was read as
the card played, and the Picada as a capture the engine does not allow. A card with another card
between it and the verb is not the verb's. Sentences written for this test."""

import pytest

from checking import error_findings

NOT_ALLOWED = "the engine does not allow this capture"


@pytest.mark.parametrize("lang,text", [
    ("vi", "Người chơi trước vừa đặt 5 Tiền bên cạnh Re Kiếm; bạn đánh 5 Cốc, chỉ ăn lá 5: Picada = 1."),
    ("ru", "Предыдущий игрок только что положил 5 Монет рядом с Re Мечей; вы играете 5 Кубков и забираете только 5: Picada, 1 очко."),
])
def test_the_card_beside_the_one_put_down_is_not_played(lang, text):
    assert not [f for f in error_findings(text, lang, "cicera") if NOT_ALLOWED in f.message]


@pytest.mark.parametrize("lang,text", [
    ("vi", "Người chơi trước vừa đặt 5 Tiền bên cạnh Re Kiếm; bạn đánh 5 Cốc, ăn cả 5 và Re."),
    ("ru", "Предыдущий игрок только что положил 5 Монет рядом с Re Мечей; вы играете 5 Кубков и забираете 5 и Re."),
])
def test_a_capture_the_engine_refuses_is_still_an_error(lang, text):
    assert [f for f in error_findings(text, lang, "cicera") if NOT_ALLOWED in f.message]
