"""A hand dealt in packets told by "then" ("jeder bekommt erst 10, dann 11 Karten", "10 cards,
then 11 more"): the first number is a packet, not the hand (issue #10; toolkit/check/counts.py
``_then_more``). A number of the table after "then", or one card turned face up, leaves the hand
count as it is. Sentences written for these tests."""

import pytest

from checking import stated_found

HAND_10 = "10 cards dealt to each player"


@pytest.mark.parametrize("lang,text", [
    ("de", "Jeder bekommt erst 10, dann 11 Karten."),
    ("en", "Each player gets 10 cards, then 11 more."),
    ("fr", "Chacun reçoit d'abord 10 cartes, puis 11."),
    ("it", "Ognuno riceve prima 10 carte, poi altre 11."),
    ("es", "Cada jugador recibe primero 10 cartas y luego 11 más."),
])
def test_a_first_packet_is_not_the_hand(lang, text):
    assert HAND_10 not in stated_found(text, lang, "minchiate")


@pytest.mark.parametrize("lang,game,text,want", [
    ("it", "cicera", "Ognuno riceve 10 carte, poi 4 carte vanno in tavola.", HAND_10),
    ("en", "briscola", "Each player gets 5 cards, then 1 card is turned face up.", "5 cards dealt to each player"),
])
def test_a_hand_followed_by_the_table_or_one_card_is_still_the_hand(lang, game, text, want):
    assert want in stated_found(text, lang, game, severity="error")
