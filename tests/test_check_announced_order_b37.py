"""An order of ranks announced by one sentence and listed after it (issue #10, the thirty-seventh
session, the lead's own work).

"Card strength, from the highest:" then a Markdown list "- Asso", "- Re", "- 3", …; "Figures, de la
plus forte à la plus faible :" then a numbered list; "Die Rangfolge, von oben nach unten." then
"Asso, Re, 3, Cavallo, Fante." in the next sentence. The reader of rank orders read one sentence at
a time: the sentence that says which way the order runs names no rank, and each entry after it
names one, so no order was read. Now a sentence that speaks of an order (data ``ranking``,
``ascending``, ``descending``) and names at most one rank is read together with the sentences right
after it that are bare lists of ranks (``claims.announced_order``, ``facts.listed_order``), and the
error is given at the entry where the order breaks.

Every text here was written for this test (none taken from the corpus or the claims files). The
rows of WRONG have no rank-order error on the base (main at 464055c1); the rows of RIGHT must stay
silent.
"""

import pytest

from checking import error_findings

ORDER = "the rank order differs from the engine's"

WRONG = [
    # Briscola: the Re put above the 3; the break is at the 3 (line 5)
    ("en", "briscola", "Card strength, from the highest:\n\n- Asso\n- Re\n- 3\n- Cavallo\n- Fante\n- then 7, 6, 5, 4 and 2\n", 5),
    # Minchiate: the Cavallo above the Regina; the break is at the Regina (line 4)
    ("fr", "minchiate", "Figures, de la plus forte à la plus faible :\n\n1. Re\n2. Cavallo\n3. Regina\n4. Fante\n", 5),
    # Briscola: the Fante above the Cavallo, the list in the next sentence
    ("de", "briscola", "Die Rangfolge der Karten, von der höchsten zur niedrigsten.\nAsso, 3, Re, Fante, Cavallo, dann 7, 6, 5, 4 und 2.\n", 2),
    # Briscola: from the lowest, the 3 put below the Re; the break is at the Re (line 7)
    ("it", "briscola", "Le carte in ordine crescente di forza:\n\n- 2, 4, 5, 6, 7\n- Fante\n- Cavallo\n- 3\n- Re\n- Asso\n", 7),
]

RIGHT = [
    ("en", "briscola", "Card strength, from the highest:\n\n- Asso\n- 3\n- Re\n- Cavallo\n- Fante\n- then 7, 6, 5, 4 and 2\n"),
    ("fr", "minchiate", "Figures, de la plus forte à la plus faible :\n\n1. Re\n2. Regina\n3. Cavallo\n4. Fante\n"),
    ("de", "briscola", "Die Rangfolge der Karten, von der höchsten zur niedrigsten.\nAsso, 3, Re, Cavallo, Fante, dann 7, 6, 5, 4 und 2.\n"),
    ("it", "briscola", "Le carte in ordine crescente di forza:\n\n- 2, 4, 5, 6, 7\n- Fante\n- Cavallo\n- Re\n- 3\n- Asso\n"),
    # the lead speaks of no order: the cards of a trick listed, in the order played
    ("en", "briscola", "Coins are trumps. In the first trick these cards were played:\n\n- Re of Cups\n- 3 of Cups\n"),
    # the entries say more than a rank: rules, not a list of ranks
    ("en", "briscola", "Card strength, from the highest:\n\n- The Re wins against every card but the Asso and the 3.\n"
                       "- The Fante takes a 7.\n- The Cavallo is worth 3 points.\n"),
]


def _orders(text, lang, game):
    return [f for f in error_findings(text, lang, game, "t.md") if f.message == ORDER]


@pytest.mark.parametrize("lang,game,text,line", WRONG)
def test_an_order_announced_then_listed_is_read(lang, game, text, line):
    found = _orders(text, lang, game)
    assert any(f.line == line for f in found), [(f.line, f.found) for f in found]


@pytest.mark.parametrize("lang,game,text", RIGHT)
def test_the_right_order_or_no_list_stays_silent(lang, game, text):
    assert not _orders(text, lang, game), [(f.line, f.found) for f in _orders(text, lang, game)]


# ------------------------------------------------------------------ "the highest X in <suits> is Y"
# The superlative's noun phrase names the suits it is said of, and "is" brings the rank: the words
# of the suit phrase ("in Cups and Coins", "en Coupes et en Deniers", "Maljoissa ja Kolikoissa")
# no longer count in the distance between the word for an end and the rank it calls so
# (``claims._suits_between``). Minchiate: in Cups and Coins the Asso is the highest numeral, the 10
# the lowest; in Swords and Batons the reverse.

HIGHEST = "the highest rank differs from the engine's"

SUITED_WRONG = [
    ("en", "The highest numeral card in Cups and Coins is the 10."),
    ("it", "La carta numerale più alta a Coppe e Denari è il 10."),
    ("de", "Die höchste Zahlkarte in Kelchen und Münzen ist die 10."),
    ("pt", "A carta numérica mais alta em Copas e Ouros é o 10."),
    ("fi", "Korkein numerokortti Maljoissa ja Kolikoissa on 10."),
    ("ru", "Самая старшая числовая карта в Кубках и Монетах — это 10."),
]

SUITED_RIGHT = [
    ("en", "The highest numeral card in Cups and Coins is the Asso."),
    ("it", "La carta numerale più alta a Coppe e Denari è l'Asso."),
    ("de", "Die höchste Zahlkarte in Schwertern und Stäben ist die 10."),
    ("fi", "Korkein numerokortti Miekoissa ja Sauvoissa on 10."),
    # the suits in an aside, no verb bringing the rank after them: the Fante is the lowest court card
    ("ru", "Порядок фигур: Re, за ним Regina, потом Cavallo, и самая младшая — Fante (в кубках и монетах — Fantina)."),
]


@pytest.mark.parametrize("lang,text", SUITED_WRONG)
def test_the_highest_of_named_suits_is_read(lang, text):
    assert HIGHEST in [f.message for f in error_findings(text, lang, "minchiate")]


@pytest.mark.parametrize("lang,text", SUITED_RIGHT)
def test_the_right_highest_of_named_suits_stays_silent(lang, text):
    assert not [f for f in error_findings(text, lang, "minchiate") if "rank" in f.message]


# ------------------------------------------------------------------ a question and its short answer
# "Which numeral is the highest in Cups and Coins? The 10.", "Which is higher, the 3 or the Re? The
# Re.": the question asks for an end of the order (naming no rank) or for the higher or lower of two
# ranks it names (a comparative without its 'than': "higher", "stärker", "vahvempi"), and the answer's
# first clause names one rank (``claims.answered_rank``), in one sentence or the next.

ANSWERED_WRONG = [
    ("en", "minchiate", "Which numeral is the highest in Cups and Coins? The 10."),
    ("es", "minchiate", "—En Oros y Copas, ¿cuál es la carta numérica más alta? —El 10, claro."),
    ("it", "briscola", "Qual è la carta più forte? Il Re."),
    ("fr", "briscola", "Qui est plus fort, le 3 ou le Re ? Le Re."),
    ("de", "briscola", "Was ist stärker, die 3 oder der Re? Der Re."),
    ("fi", "briscola", "Kumpi on vahvempi, kolmonen vai Re? Re."),
    ("en", "briscola", "Which is lower, the 3 or the Re? The 3."),
]

ANSWERED_RIGHT = [
    ("en", "minchiate", "Which numeral is the highest in Cups and Coins? The Asso."),
    ("es", "minchiate", "—En Oros y Copas, ¿cuál es la carta numérica más alta? —El Asso, claro."),
    ("it", "briscola", "Qual è la carta più forte? L'Asso."),
    ("fr", "briscola", "Qui est plus fort, le 3 ou le Re ? Le 3."),
    ("de", "briscola", "Was ist stärker, die 3 oder der Re? Die 3."),
    ("fi", "briscola", "Kumpi on vahvempi, kolmonen vai Re? Kolmonen."),
    ("en", "briscola", "Which is lower, the 3 or the Re? The Re."),
    # the second strongest is asked, not an end
    ("es", "briscola", "¿Cuál es la segunda carta más fuerte de cada palo? Respuesta: el 3."),
]


def _rank_errors(text, lang, game):
    return [f.message for f in error_findings(text, lang, game) if "rank" in f.message]


@pytest.mark.parametrize("lang,game,text", ANSWERED_WRONG)
def test_a_rank_answered_is_read_in_the_questions_place(lang, game, text):
    assert _rank_errors(text, lang, game)


@pytest.mark.parametrize("lang,game,text", ANSWERED_RIGHT)
def test_the_right_rank_answered_stays_silent(lang, game, text):
    assert not _rank_errors(text, lang, game), _rank_errors(text, lang, game)


# ------------------------------------------------------------------ a question asking the order
# "Q: What is the order of the cards? A: The trumps go from 40 down to 1. The court cards: Re,
# Cavallo, Regina, then Fante.": the answer's sentences (up to three, until a heading or the next
# question) are read as the question's order when they state none of their own
# (``facts.order_asked``).

ASKED_WRONG = [
    ("fr", "minchiate", "Q : Quel est l'ordre des cartes ?\nR : Les atouts vont de 40 à 1. Les figures : Re, Cavallo, Regina, puis Fante.\n"),
    ("en", "minchiate", "What is the order of the cards?\nThe trumps run from 40 down to 1. Court cards: Re, Cavallo, Regina, then Fante.\n"),
    ("it", "briscola", "Domanda: qual è l'ordine delle carte?\nRisposta: Asso, Re, 3, Cavallo, Fante, poi 7, 6, 5, 4 e 2.\n"),
]

ASKED_RIGHT = [
    ("fr", "minchiate", "Q : Quel est l'ordre des cartes ?\nR : Les atouts vont de 40 à 1. Les figures : Re, Regina, Cavallo, puis Fante.\n"),
    ("en", "minchiate", "What is the order of the cards?\nThe trumps run from 40 down to 1. Court cards: Re, Regina, Cavallo, then Fante.\n"),
    ("it", "briscola", "Domanda: qual è l'ordine delle carte?\nRisposta: Asso, 3, Re, Cavallo, Fante, poi 7, 6, 5, 4 e 2.\n"),
    # a question of another thing: the cards listed are a hand, no order
    ("en", "briscola", "What did you hold at the start?\nI held the Re of Cups, the Cavallo of Swords and the 3 of Coins.\n"),
]


@pytest.mark.parametrize("lang,game,text", ASKED_WRONG)
def test_an_answer_to_the_order_asked_is_read_as_that_order(lang, game, text):
    assert _rank_errors(text, lang, game)


@pytest.mark.parametrize("lang,game,text", ASKED_RIGHT)
def test_the_right_order_answered_or_another_question_stays_silent(lang, game, text):
    assert not _rank_errors(text, lang, game), _rank_errors(text, lang, game)
