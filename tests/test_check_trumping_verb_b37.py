"""A card said to trump is no card of the suit led (issue #10, h241).

h237's run (``cardwords._suit_led_run``) gives a suit said to be led to every rank told after it in
its sentence, up to another suit, a card of another suit or the noun for trumps. A rank played by
a *verb* of trumping ("dann sticht Anna mit der 9", "poi Marco tagliò con il 9", "y Juan falló con
el 9", "and Ann ruffed with the 9"), or said to trump ("… die 9, die sticht"), got the suit led
too: in Minchiate, where the numerals of Cups and Coins rank the Asso high and the 10 low, a 9 of
Cups loses to the 4 led, so a trick the text tells right ("the 9 wins") was an error. The verb
comes in many forms the stemmer does not reach (de "sticht", "stach" of "stechen"): the run now
leaves out a rank played by any form of the field behind ``actions.trump`` (generated forms:
``gen_forms``), said before the rank or right after it, and that rank named again, and goes on
past it (the Re a later player adds is of the suit led); not at the same verb said of the pack (it "tagliare il mazzo",
fr "couper le paquet": cutting, a homograph), and not at a word of a card (fr "Coupes", the suit).

A number played by the verb, after a word for 'with' ("mit der 9", "con il 9"), or the verb's
subject ("the 9 ruffs it") is now a trump card of its own (``tricks.named_trumps``), as one named
by the noun ("trump 9") was: the trick is replayed with it, and a wrong winner is an error.

Every sentence here was written for this test (none taken from the corpus or the claims files).
The rows of TRUMPED have an error on the base (main at 464055c1) and the rows of TRUMPED_WRONG and
TWO_TRUMPS_WRONG none; every row of RIGHT must stay silent and every row of WRONG keep its error.
"""

import pytest

from checking import error_findings, errors

WINNER = "another card wins the trick"

# Cups (Asso high, 10 low): the 4 led beats a 9 of Cups; the 9 here is a trump and wins
TRUMPED = [
    ("de", "Kelche werden ausgespielt: zuerst die 4, dann die 7, dann sticht Anna mit der 9, und die 9 nimmt den Stich."),
    ("de", "Kelche werden ausgespielt: zuerst die 4, dann die 7, dann stach Anna mit der 9. Die 9 gewinnt den Stich."),
    ("de", "Kelche werden ausgespielt: zuerst die 4, dann die 7, und du stichst mit der 9. Die 9 gewinnt den Stich."),
    ("de", "Kelche werden ausgespielt: zuerst die 4, dann die 7, dann die 9, die sticht. Die 9 gewinnt den Stich."),
    ("it", "Si esce a Coppe: prima il 4, poi il 7, poi Marco taglia con il 9. Il 9 vince la presa."),
    ("it", "Si esce a Coppe: prima il 4, poi il 7, poi Marco tagliò con il 9. Il 9 vince la presa."),
    ("it", "Si esce a Coppe: prima il 4, poi il 7, poi tagliamo noi con il 9. Il 9 vince la presa."),
    ("es", "Se sale a Copas: primero el 4, luego el 7, y Juan falló con el 9. Gana la baza el 9."),
    ("es", "Se sale a Copas: primero el 4, luego el 7, y tú fallas con el 9. Gana la baza el 9."),
    ("en", "Cups are led with the 4, then comes the 7, and Ann ruffed with the 9. The 9 wins the trick."),
    ("en", "Cups are led with the 4, then comes the 7, and then the 9 ruffs it. The 9 wins the trick."),
    ("fr", "On entame à Deniers : d'abord le 4, puis le 7, puis vous coupez avec le 9. Le 9 remporte le pli."),
]

# the same tricks told with the wrong winner: the trump wins, not the 4 led
TRUMPED_WRONG = [
    ("de", "Kelche werden ausgespielt: zuerst die 4, dann die 7, dann sticht Anna mit der 9, und die 4 nimmt den Stich."),
    ("it", "Si esce a Coppe: prima il 4, poi il 7, poi Marco tagliò con il 9. Vince il 4."),
    ("en", "Cups are led with the 4, then comes the 7, and Ann ruffed with the 9. The 4 wins the trick."),
    ("en", "Cups are led with the 4, then comes the 7, and then the 9 ruffs it. The 4 wins the trick."),
    ("es", "Se sale a Copas: primero el 4, luego el 7, y Juan falló con el 9. Gana la baza el 4."),
    ("fr", "On entame à Deniers : d'abord le 4, puis le 7, puis vous coupez avec le 9. Le 4 remporte le pli."),
]

# two trumps played by one verb, each after its 'with' ("tagliano col 3 e con il 5"), the players
# counted by a number word ("due giocatori", "two players": a count, no 2 of Cups); trumps rank
# 40 down to 1, so the 5 wins
TWO_TRUMPS_WRONG = [
    ("it", "Esce il Re di Coppe, poi la Regina di Coppe, poi due giocatori senza Coppe tagliano col 3 e con il 5. Vince il 3."),
    ("en", "The Re of Cups is led, then the Regina of Cups, then two players with no Cups ruff with the 3 and with the 5. The 3 wins."),
    ("fr", "On entame le Re de Coupes, puis la Regina de Coupes, puis deux joueurs sans Coupes coupent avec le 3 et avec le 5. Le 3 gagne."),
    ("es", "Sale el Re de Copas, luego la Regina de Copas, luego dos jugadores sin Copas fallan con el 3 y con el 5. Gana el 3."),
]

# the run goes on past the trump: the Re after it is of the suit led (7, 3 of Cups, trump 9, Re of
# Cups: the 9 wins 5 points, the Re's); the base gave the 9 the suit led and the Re the trick
RESUMED = [
    ("de", "Kelche werden ausgespielt: zuerst die 7, dann die 3, dann sticht Anna mit der 9, und Ben gibt den Re dazu. Die 9 nimmt den Stich, {} Punkte."),
    ("it", "Si esce a Coppe: prima il 7, poi il 3, poi Marco taglia con il 9, e Luca mette il Re. Il 9 prende la mano, {} punti."),
    ("en", "Cups are led with the 7, then comes the 3, then Ann ruffs with the 9, and Ben adds the Re. The 9 takes the trick, {} points."),
]

RIGHT = [
    # the noun's stem already reaches the verb (ru "козырнул", pt "trunfou"): silent before and after
    ("ru", "Заходят с кубков: сначала 4, потом 7, затем Иван козырнул 9. Взятку берёт 9."),
    ("pt", "Sai-se a Copas: primeiro o 4, depois o 7, e o João trunfou com o 9. O 9 ganha a vaza."),
    # no trumping: the run reaches the 9, a 9 of Cups, and the 4 led wins, as said
    ("de", "Kelche werden ausgespielt: zuerst die 4, dann die 7, dann die 9. Die 4 gewinnt den Stich."),
    ("it", "Si esce a Coppe: prima il 4, poi il 7 (Marco aveva tagliato il mazzo), poi il 9. Vince il 4."),
    ("it", "Si esce a Coppe: prima il 4, poi il 7, e chi ha tagliato il mazzo mette il 9. Vince il 4."),
    ("it", "Esce il Re di Coppe, poi la Regina di Coppe, poi due giocatori senza Coppe tagliano col 3 e con il 5. Vince il 5."),
    ("en", "The Re of Cups is led, then the Regina of Cups, then two players with no Cups ruff with the 3 and with the 5. The 5 wins."),
    ("es", "Sale el Re de Copas, luego la Regina de Copas, luego dos jugadores sin Copas fallan con el 3 y con el 5. Gana el 5."),
    # the noun for trumps is no verb of trumping, and a sum's parts are no cards played
    ("de", "Schwerter-4 wird ausgespielt, dann Schwerter-6, dann sticht Ben mit Trumpf 3; Dora gibt den Re di Spade zu. "
           "Der Trumpf 3 gewinnt den Stich mit 3 + 5 = 8 Punkten."),
    ("en", "The 4 of Swords is led, then the 6 of Swords, then Ben ruffs with trump 3; Dora adds the Re of Swords. "
           "Trump 3 wins the trick with 3 + 5 = 8 points."),
]

WRONG = [
    # no verb of trumping: the 9 is of Cups and loses to the 4
    ("de", "Kelche werden ausgespielt: zuerst die 4, dann die 7, dann die 9. Die 9 gewinnt den Stich."),
    ("es", "Se sale a Copas: primero el 4, luego el 7, y Juan juega el 9. Gana la baza el 9."),
    ("en", "Cups are led with the 4, then comes the 7, and Ann plays the 9. The 9 wins the trick."),
    # the verb of trumping said of the pack is cutting it: the run goes on, the 9 is of Cups
    ("it", "Si esce a Coppe: prima il 4, poi il 7 (Marco aveva tagliato il mazzo), poi il 9. Il 9 vince la presa."),
    ("it", "Si esce a Coppe: prima il 4, poi il 7, e chi ha tagliato il mazzo mette il 9. Il 9 vince la presa."),
    ("fr", "On entame à Coupes : d'abord le 4, puis le 7, et celui qui a coupé le paquet joue le 9. Le 9 remporte le pli."),
    # a card of the suit led named whole keeps the run going past it ("Coupes" is no verb of trumping)
    ("fr", "On entame à Coupes : d'abord le 4, puis le 7 de Coupes, puis Paul joue le 9. Le 9 remporte le pli."),
]


@pytest.mark.parametrize("lang,text", TRUMPED)
def test_a_rank_played_by_a_verb_of_trumping_is_no_card_of_the_suit_led(lang, text):
    assert not any(WINNER in m for m in errors(text, lang, "minchiate")), errors(text, lang, "minchiate")


@pytest.mark.parametrize("lang,text", TRUMPED_WRONG)
def test_a_card_played_by_a_verb_of_trumping_is_a_trump(lang, text):
    assert any("Trump 9 wins" == f.expected for f in error_findings(text, lang, "minchiate")), \
        errors(text, lang, "minchiate")


@pytest.mark.parametrize("lang,text", TWO_TRUMPS_WRONG)
def test_two_trumps_played_by_one_verb_are_read(lang, text):
    assert any("Trump 5 wins" == f.expected for f in error_findings(text, lang, "minchiate")), \
        errors(text, lang, "minchiate")


@pytest.mark.parametrize("lang,text", RESUMED)
def test_the_run_goes_on_past_the_trump(lang, text):
    assert not errors(text.format(5), lang, "minchiate"), errors(text.format(5), lang, "minchiate")
    assert errors(text.format(10), lang, "minchiate") == ["example: the trick holds a different number of points"]


@pytest.mark.parametrize("lang,text", RIGHT)
def test_right_tricks_stay_silent(lang, text):
    assert not any(WINNER in m for m in errors(text, lang, "minchiate")), errors(text, lang, "minchiate")


@pytest.mark.parametrize("lang,text", WRONG)
def test_the_run_still_reaches_ranks_that_do_not_trump(lang, text):
    assert any(WINNER in m for m in errors(text, lang, "minchiate")), errors(text, lang, "minchiate")
