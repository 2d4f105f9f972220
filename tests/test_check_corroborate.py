"""Precision by design (issue #10, item 6): a number that names a card is not an amount.

A reader that binds "the 3" of "without the 3 there is no Napula" as the run's score, or "le 5"
of "I took the 5 and the 3" as a rule's number, reports a rule the text does not state. The
readers skip such numbers (``corroborate.card_numbers``) and, for any reader, an error whose only
number names a card wherever its passage states it becomes a warning (``corroborate.settle``).
Every sentence is written for this test; each pair has a sentence that agrees (no error) and a
near one that really differs (still an error), so every test can fail both ways.
"""

import pytest

from toolkit.check import canon
from toolkit.check.corroborate import card_numbers, settle
from toolkit.check.document import parse
from toolkit.check.findings import Finding
from toolkit.check.lexicon import lexicon
from toolkit.check.run import check_document


def _errors(text: str, lang: str, game: str) -> list[tuple]:
    report = check_document(parse(text.encode(), "t.txt"), lang, game)
    return [(f.check, f.found, f.message) for f in report.findings if f.severity == "error"]


def _marked(text: str, lang: str, game: str) -> list[str]:
    """The numbers ``card_numbers`` reads as cards, as written."""
    starts = card_numbers(text, lexicon(lang), canon.load(game).engine)
    return [text[s:].split()[0].strip(",.;:()") for s in sorted(starts)]


# ---------------------------------------------------------------- what names a card

CARD_NUMBERS = [
    ("de", "cicera", "Auf dem Tisch liegen die 2, die 6 und die 7 der Schwerter; sie bringen 2 Punkte.", ["2", "6", "7"]),
    ("it", "cicera", "In tavola il 4 e il 5 di Coppe, e io gioco un 9: prendo 2 carte.", ["4", "5", "9"]),
    ("en", "briscola", "The 3 beats the 7 and the trick is worth 10 points.", ["3", "7"]),
    ("es", "cicera", "Con el 6 de Oros me llevo el 2 y el 4: son 3 cartas.", ["6", "2", "4"]),
    ("fr", "cicera", "Avec mon 8 je prends le 5 et le 3, soit 3 points d'un coup.", ["8", "5", "3"]),
    ("vi", "cicera", "Trên bàn có lá 3 và lá 4, tôi đánh lá 7 và ăn 2 lá.", ["3", "4", "7"]),
    ("it", "minchiate", "Prendo un Re e il tarocco 13, cioè 10 punti, e arrivo a 58.", ["13"]),
]


@pytest.mark.parametrize("lang,game,text,cards", CARD_NUMBERS)
def test_numbers_that_name_cards(lang, game, text, cards):
    assert _marked(text, lang, game) == cards


# ---------------------------------------------------------------- the run's score is not a card

NAPULA = [
    ("it", "Con Asso-2-4-6 niente, perché senza il 3 non c'è Napula.",
     "Con Asso-2-3-6 fanno 5 punti, anche se manca il 4."),
    ("es", "Con As-2-4-6 nada, porque sin el 3 no hay Napula.",
     "Con As-2-3-6 son 5 puntos, aunque falte el 4."),
    ("en", "With Asso-2-4-6 nothing, since without the 3 there is no Napula.",
     "With Asso-2-3-6 that is 5 points, even without the 4."),
]


@pytest.mark.parametrize("lang,agrees,differs", NAPULA)
def test_run_score_is_not_a_card_named_after_it(lang, agrees, differs):
    assert _errors(agrees, lang, "cicera") == []
    assert any(e[0] == "example" and e[1] == "5" for e in _errors(differs, lang, "cicera"))


# ---------------------------------------------------------------- any reader: the finding's number

def _finding(message: str, expected: str, found: str, sentence: str) -> Finding:
    return Finding(1, "error", "numbers", "CIC-P2", message, expected, found, sentence=sentence)


SETTLE = [
    # (message, expected, found, sentence, still an error)
    ("a number differs from our rules: 5 where ours is 1", "1", "5", "J'ai pris le 5 et le 3 :", False),
    ("a number differs from our rules: 5 where ours is 1", "1", "5", "J'ai pris 5 cartes d'un coup.", True),
    ("a number differs from our rules: 5 where ours is 1", "1", "5", "J'ai pris le 5, et cela fait 5 points.", True),
    ("the bonuses add up to a different total", "3", "2", "Sur la table, le 2 et le 3 de Coupes.", False),
    ("another card wins the trick", "3 wins", "5 wins", "Le 5 et le 3 : le 5 gagne.", True),    # a card's role
]


@pytest.mark.parametrize("message,expected,found,sentence,stays", SETTLE)
def test_an_error_whose_number_names_a_card_is_a_warning(message, expected, found, sentence, stays):
    f = _finding(message, expected, found, sentence)
    settle([f], [canon.load("cicera")], lexicon("fr"))
    assert (f.severity == "error") == stays
    if not stays:
        assert "names a card" in f.message


RANGES = [
    # our values stated right, then the trumps' numbering: a range whose role is not read
    ("en", "Trumps 2 to 5 score 3 points and 36 to 40 score 10. The virtues are trumps 16-19 and the elements 20-23.",
     "Trumps 2 to 5 score 3 points and 36 to 40 score 12. The virtues are trumps 16-19 and the elements 20-23."),
]


@pytest.mark.parametrize("lang,agrees,differs", RANGES)
def test_a_range_whose_role_is_not_read_is_no_error(lang, agrees, differs):
    report = check_document(parse(agrees.encode(), "t.txt"), lang, "minchiate")
    assert [f.found for f in report.findings if f.severity == "warning" and "range" in f.message] == ["16–19", "20–23"]
    assert _errors(agrees, lang, "minchiate") == []
    assert [e[1] for e in _errors(differs, lang, "minchiate")] == ["36 to 40 score 12"]
