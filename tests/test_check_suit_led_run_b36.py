"""A Minchiate trick told with its suit named once, as the suit led (issue #10, h237).

"Swords are led with the 4, then come the 9 and the 2 …", "Kelche werden ausgespielt: zuerst die
8, danach die 4 …": the suit is said of the lead, the cards are named by their ranks alone, each
with its own verb ("then come", "danach", "perään tulivat"). The readers gave a suit said to be led
to one rank in its clause, or to a list of ranks right after a colon; a run told card after card
got none, so no trick was read — and in Minchiate the numerals' order depends on the suit (Coins
and Cups: the Asso high, the 10 low; Swords and Batons the reverse). Now a suit named alone in a
clause with a word for leading gives its suit to every rank with no suit of its own after it (two
at least), up to a card of another suit, another suit named alone, or a word for trumps
(``cardwords._suit_led_run``).

Every sentence here was written for this test (none taken from the corpus or the claims files).
The rows of WRONG have no error on the base (main at 005b61fb); the rows of RIGHT must stay silent.
"""

import pytest

from checking import errors

WINNER = "another card wins the trick"

WRONG = [
    # Swords: the 10 high, so the 9 wins
    ("en", "Swords are led with the 4, then come the 9 and the 2, and the last player adds the 6. The 4 wins the trick."),
    # Cups: the Asso high, so the 4 wins
    ("de", "Kelche werden ausgespielt: zuerst die 8, danach die 4, die 6 und die 9. Den Stich gewinnt die 9."),
    # Batons: the 10 high, so the 7 wins
    ("fr", "On entame à Bâtons : d'abord le 3, puis le 7, le 5 et le 2. C'est le 3 qui prend le pli."),
    # Coins: the Asso high, so the 2 wins
    ("es", "Se sale a Oros: primero el 2, luego el 6, el 4 y el 9. Gana la baza el 9."),
]

RIGHT = [
    ("en", "Swords are led with the 4, then come the 9 and the 2, and the last player adds the 6. The 9 wins the trick."),
    ("de", "Kelche werden ausgespielt: zuerst die 8, danach die 4, die 6 und die 9. Den Stich gewinnt die 4."),
    ("es", "Se sale a Oros: primero el 2, luego el 6, el 4 y el 9. Gana la baza el 2."),
    # a number after a word for trumps is a trump, no card of the suit led
    ("en", "Swords are led with the 4, then come the 9 and the 2, and the last player plays trump 6. "
           "Trump 6 wins the trick."),
]


@pytest.mark.parametrize("lang,text", WRONG)
def test_a_trick_in_the_suit_led_is_replayed(lang, text):
    assert any(WINNER in m for m in errors(text, lang, "minchiate")), errors(text, lang, "minchiate")


@pytest.mark.parametrize("lang,text", RIGHT)
def test_the_right_winner_or_a_trump_stays_silent(lang, text):
    assert not any(WINNER in m for m in errors(text, lang, "minchiate")), errors(text, lang, "minchiate")
