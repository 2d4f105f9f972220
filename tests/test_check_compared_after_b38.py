"""A comparative set after its standard, the standard in a case of its own (issue #10, the
thirty-eighth session, the lead's own work).

Finnish compares with the standard in the partitive before the comparative: "Cavallo on Reä
vahvempi" (the Cavallo is stronger than the Re), "Asso on kolmosta vahvempi"; Russian can do the same
with the genitive: "Король Коня старше". The reader of rank orders read a comparative only between
the two ranks ("vahvempi kuin", "старше Коня"), so these said no order and a changed order went
unseen. Now a comparative right after a rank in the standard's case (data ``claim_cues.above_after``,
``below_after``, ``standard_endings``) says how that rank and the one before it go
(``claims._compared_after``); a rank in its base form is the subject, not the standard ("seiska on
vahvempi": its second term left out), and the Finnish partitives of the ranks' number nouns
("kolmosta", "kuutosta") are read as the ranks.

Every text here was written for this test (none taken from the corpus or the claims files). The
rows of WRONG have no rank-order error on the base (main at 66411055); the rows of RIGHT must stay
silent.
"""

import pytest

from checking import error_findings

ORDER = "the rank order differs from the engine's"

WRONG = [
    # Briscola: the Cavallo is below the Re
    ("fi", "briscola", "Valttimaassa Cavallo on Reä vahvempi, joten Re kannattaa pelata vasta myöhemmin."),
    # Briscola: the 3 is below the Asso (a partitive of a -nen noun: kolmosta)
    ("fi", "briscola", "Muista, että Kolmonen on Assoa vahvempi."),
    ("fi", "briscola", "Kuutosta heikompi on vain Kakkonen, ja Kakkonen on kolmosta vahvempi."),
    # Briscola: the Fante is above the 7, said with the lower first
    ("fi", "briscola", "Fante on seiskaa heikompi, vaikka se tuo kaksi pistettä."),
    # the digits with their case ending
    ("fi", "briscola", "Samassa maassa 4 on 7:ää vahvempi."),
    # Russian: the genitive standard before the comparative
    ("ru", "briscola", "В одной масти Конь Короля старше."),
    ("ru", "briscola", "Запомните: Валет Коня сильнее."),
    ("ru", "briscola", "Тройка туза сильнее, поэтому туз лучше придержать."),
]

RIGHT = [
    ("fi", "briscola", "Valttimaassa Re on Cavalloa vahvempi, joten Cavallo kannattaa pelata aikaisin."),
    ("fi", "briscola", "Muista, että Asso on kolmosta vahvempi."),
    ("fi", "briscola", "Fante on seiskaa vahvempi, vaikka se tuo vain kaksi pistettä."),
    ("fi", "briscola", "Samassa maassa 7 on 4:ää vahvempi."),
    ("fi", "minchiate", "Kupeissa Cavallo, Regina ja Re ovat kukin Fantinaa vahvempia."),
    # the rank in its base form is the subject, the second term left out: no order of two read
    ("fi", "briscola", "Pelasin Reen ja kaveri Cavallon. Re on vahvempi, joten tikki on minun."),
    ("ru", "briscola", "В одной масти Король Коня старше."),
    ("ru", "briscola", "Запомните: Конь Валета сильнее."),
    ("ru", "briscola", "Туз тройки сильнее, поэтому тройку лучше придержать."),
    # the usual order, the standard after the comparative, read as before
    ("ru", "briscola", "Король старше Коня, а Конь старше Валета."),
    ("fi", "briscola", "Re on vahvempi kuin Cavallo."),
]


def _orders(text, lang, game):
    return [f for f in error_findings(text, lang, game, "t.md") if f.message == ORDER]


@pytest.mark.parametrize("lang,game,text", WRONG)
def test_a_comparative_after_its_standard_is_read(lang, game, text):
    assert _orders(text, lang, game)


@pytest.mark.parametrize("lang,game,text", RIGHT)
def test_the_right_order_stays_silent(lang, game, text):
    assert not _orders(text, lang, game), [(f.line, f.found) for f in _orders(text, lang, game)]
