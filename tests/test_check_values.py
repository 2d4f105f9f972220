"""Card values a text states in prose or in a table row, against the engine's values
(toolkit/check/values.py): sentences written for this test, in several shapes and languages."""

import pytest

from engine import games
from toolkit.check.document import table_row
from toolkit.check.lexicon import lexicon
from toolkit.check.values import card_values


def _found(game: str, lang: str, text: str) -> list[str]:
    return [f.expected for f in card_values(games.load(game), text, lexicon(lang))]


@pytest.mark.parametrize("lang,text,wrong", [
    # a verb that gives a value, the value elided after the first ("o Re 4")
    ("pt", "O Asso vale 11, o 3 vale 10, o Re 4, o Cavallo 3 e o Fante 2.", []),
    ("pt", "O Asso vale 11, o 3 vale 10, o Re 4, o Cavallo 4 e o Fante 2.", ["Cavallo 3"]),
    # the language's own card names, plural, inflected
    ("fr", "Les rois valent 4 points et les as 11.", []),
    ("fr", "Les rois valent 3 points et les as 11.", ["Re 4"]),
    ("de", "Der König zählt 4 Punkte, der Reiter 3 und der Bube 2.", []),
    ("de", "Der König zählt 4 Punkte, der Reiter 2 und der Bube 2.", ["Cavallo 3"]),
    ("fi", "Ässä on arvoltaan 11 pistettä ja Kuningas 3.", ["Re 4"]),
    # a list of ranks sharing one value, with a name of another pack inside it
    ("it", "Fante, Donna, 8, 7, 6, 5, 4 e 2: 0 punti", ["Fante 2"]),
    ("it", "Donna, 8, 7, 6, 5, 4 e 2: 0 punti", []),
    # bare pairs, more than one: a list of values
    ("it", "Asso 11, Tre 10, Re 4, Cavallo 3, Fante 2", []),
    ("it", "Asso 11, Tre 10, Re 4, Cavallo 4, Fante 2", ["Cavallo 3"]),
    ("ru", "Очки карт: Asso — 11, тройка — 10, Re — 4, Cavallo — 4, Fante — 2, остальные — 0.", ["Cavallo 3"]),
    # ranks alternating with their values, a comma between each rank and its value (a digit
    # there is the value, not the rank 4)
    ("es", "El As vale 11, el Tres, 10, el Rey, 4, el Caballo vale 3 y la sota 2.", []),
    ("es", "El As vale 11, el Tres, 10, el Rey, 3, el Caballo vale 3 y la sota 2.", ["Re 4"]),
    ("en", "Card points: Ace, 11, Three, 10, King, 4, Knight, 3, Jack, 2.", []),
    ("it", "Punti: Asso, 11, Tre, 10, Re, 4, Cavallo, 2, Fante, 2.", ["Cavallo 3"]),
    # ... not a rank order, where two ranks follow each other ("Re, Cavallo, 7")
    ("fi", "Vahvuusjärjestys vahvimmasta alkaen: Asso, 3, Re, Cavallo, 7, Fante, 6, 5, 4, 2.", []),
    # digits as ranks: only where the sentence is about points
    ("en", "The Ace is worth 11 points and the 3 is worth 11.", ["3 10"]),
    ("en", "Deal 3 cards: 2 go to each player.", []),
    # a rank order, a run: no values
    ("en", "From the highest: Asso - 3 - Re - Cavallo - Fante - 7.", []),
    ("es", "El orden es As > 3 > Rey > Caballo > Sota > 7.", []),
])
def test_card_values_in_prose(lang, text, wrong):
    assert _found("briscola", lang, text) == wrong


def test_a_run_and_a_card_of_a_suit_are_not_rank_values():
    assert _found("cicera", "pt", "Quem tem Asso, 2, 3 e 4 de Espadas: a sequência vale 4.") == []
    assert _found("cicera", "fr", "La suite Asso‑2‑3‑4‑5 vaut 5.") == []
    assert _found("cicera", "it", "Il 10 di Denari vale 1 punto.") == []


def test_digits_name_trumps_where_the_pack_has_numbered_trumps():
    assert _found("minchiate", "it", "Tarocchi 2, 3, 4 e 5: 3 punti ciascuno; ogni Re 5.") == []
    assert _found("minchiate", "it", "Ogni Re vale 3 punti.") == ["Re 5"]


@pytest.mark.parametrize("lang,cells,header,wrong", [
    ("it", ["Cavallo", "4"], ["Carta", "Punti"], ["Cavallo 3"]),
    ("es", ["Caballo", "3"], ["Carta", "Puntos"], []),
    ("en", ["Re", "2nd", "4"], ["Card", "Rank", "Points"], []),
    ("en", ["Re", "2nd", "5"], ["Card", "Rank", "Points"], ["Re 4"]),
])
def test_card_values_in_a_table_row(lang, cells, header, wrong):
    assert _found("briscola", lang, table_row(cells, header, lang)) == wrong


@pytest.mark.parametrize("lang,text,wrong", [
    ("fr", table_row(["Le plus de cartes", "3"], ["Prime", "Points"], "fr"), ["most cards 2"]),
    ("fr", table_row(["Le plus de cartes", "2"], ["Prime", "Points"], "fr"), []),
    # the award's card, with its name in brackets
    ("fr", table_row(["2 d'Épées (La Mata)", "2"], ["Prime", "Points"], "fr"), ["La Mata 1"]),
    ("en", "The 10 of Coins scores 2 at the end of the deal.", ["10 of Coins 1"]),
    ("ru", "Больше всего карт — 3 очка, больше всего мечей — 1.", ["most cards 2"]),
    ("de", "Die meisten Karten bringen 2 Punkte, die meisten Schwerter 1.", []),
    # a count of cards is the majority's business, not the award's points
    ("it", "Più carte: 27 contro 25.", []),
])
def test_award_values(lang, text, wrong):
    from toolkit.check.values import award_values

    assert [f.expected for f in award_values(games.load("cicera"), text, lexicon(lang))] == wrong


@pytest.mark.parametrize("lang,text,wrong", [
    ("it", "Tarocchi 2, 3, 4 e 5: 5 punti ciascuno.", True),
    ("it", "Tarocchi 2, 3, 4 e 5: 3 punti ciascuno.", False),
    ("es", "Triunfos del 36 al 40: 5 puntos cada uno.", True),
    # combinations: their scores are not card values
    ("en", "Trumps 28, 29 and 30 form a versicola worth 15.", False),
])
def test_trump_values_anywhere(lang, text, wrong):
    from toolkit.check.values import trump_values

    assert bool(trump_values(games.load("minchiate"), text, lexicon(lang))) == wrong


@pytest.mark.parametrize("lang,text,wrong", [
    ("en", "Trumps 36 to 40 are worth 10 each; trumps 2 to 5 are worth 5 each.", True),
    # a sentence of an aligned scoring clause about combinations: runs, "three or more", a trump
    # that counts only inside a versicola
    ("en", "Examples: 2-3-4-5 scores 12; 35-36-37 scores 25.", False),
    ("it", "Tre o più tarocchi di fila tra 1 e 5 oppure tra 28 e 40.", False),
    ("it", "Il tarocco 29 da solo non vale nulla, ma in una versicola conta 5.", False),
    ("fr", "Les atouts 2 à 5 valent 5 chacun ; les atouts 36 à 40 en valent 10.", True),
    # the value in words after the trumps in digits; "cada uno" is no value
    ("it", "Tarocchi 30-35, 28, 20, 13, 10 e 1, il Matto e i quattro Re: cinque punti ciascuno.", False),
    ("it", "Tarocchi 36-40, 28 e 1: dieci punti ciascuno.", True),
    ("es", "Triunfos 1, 10, 13, 20, 28 y del 30 al 35, el Matto y cada Re: 5 puntos cada uno.", False),
])
def test_trump_values_of_a_scoring_clause(lang, text, wrong):
    from toolkit.check.claims import check_trump_values

    assert bool(check_trump_values(games.load("minchiate"), None, text, lexicon(lang))) == wrong


@pytest.mark.parametrize("lang,text,wrong", [
    ("de", table_row(["Matto", "0"], ["Karte", "Punkte"], "de"), ["Matto 5"]),
    ("it", "Il Matto vale 5 punti, come ogni Re.", []),
    ("en", "The Fool is worth 0 points.", ["Matto 5"]),
    # a set of Re scored as one combination, not a Re's value
    ("pt", "Exemplos: quatro Re valem 20.", []),
])
def test_the_value_of_a_card_known_by_name(lang, text, wrong):
    assert _found("minchiate", lang, text) == wrong
