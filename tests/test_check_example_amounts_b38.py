"""An amount of points said of cards a sentence names is no rule's number said of others (issue #10, h249).

"Quella versicola vale dodici punti, e il Matto ne porta altri cinque: diciassette in tutto", "die Reihe
zu 30 und die drei Re zu 15, zusammen 45 Punkte": an amount worked out before the reader's eyes (a
total with its parts, or a part), said of a combination or of cards the sentence names (the Matto, a Re, a trump by its number, a card
with its suit) — a worked example's amount, which the example readers judge. The numbers check took
it for our number standing among the same words, "The counting cards total 142 points", whose
sentence names no card: the two shared only the unit ("points"), a word of worth or of 'in all'.
Now such a number takes the place of no number of ours said of no card
(``checks.cards_amount``); a total said of the whole again ("the counting cards total 140
points") keeps its error, and so does a score told alone ("tutti e quattro i Re … 15 punti":
``test_check_example_roles``, whose wrong score only the numbers check reads). A number named as a side's lead ("our lead was then 46 points") is said
of the sides' standing, not of the cards: it is left as it was (``test_check_example_precision``'s
new lead told wrong keeps its error).

Every sentence here was written for this test (none taken from the corpus or the claims files).
The rows of EXAMPLE_AMOUNTS have a numbers error on the base (main at 66411055); the rows of
TOTALS keep theirs.
"""

import pytest

from checking import errors

NUMBERS = "numbers: a number differs from our rules"

EXAMPLE_AMOUNTS = [
    ("it", "minchiate", "Marta aveva il Matto e i papi due, tre, quattro e cinque. Quella versicola vale dodici punti, "
                        "e il Matto ne porta altri cinque: diciassette in tutto."),
    ("es", "minchiate", "Marta tenía el Matto y los papi dos, tres, cuatro y cinco. Esa versícola vale doce puntos, "
                        "y el Matto aporta cinco más: diecisiete en total."),
    ("de", "minchiate", "Am Ende zeigten wir die Trümpfe 38, 39 und 40 und dazu drei Re. Die Versicola gab 30, die Re gaben 15, "
                        "zusammen 45 Punkte."),
]

# our total of the counting cards, said of the whole with another number: still an error
TOTALS = [
    ("en", "minchiate", "The counting cards total 140 points."),
    ("de", "minchiate", "Die Zählkarten ergeben zusammen 140 Punkte."),
    ("fr", "minchiate", "Les cartes de comptage totalisent 140 points."),
]


@pytest.mark.parametrize("lang,game,text", EXAMPLE_AMOUNTS)
def test_an_amount_said_of_named_cards_is_no_total_of_ours(lang, game, text):
    assert not any(NUMBERS in m for m in errors(text, lang, game)), errors(text, lang, game)


@pytest.mark.parametrize("lang,game,text", TOTALS)
def test_a_total_said_of_the_whole_keeps_its_error(lang, game, text):
    assert any(NUMBERS in m for m in errors(text, lang, game)), errors(text, lang, game)

