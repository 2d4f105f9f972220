"""Rank orders stated anywhere in a text, in the shapes a writer uses: a list from the highest or
the lowest, a chain of beating words, two ranks and ">", one rank called the highest or the lowest
(of the numerals, in named suits). Sentences written for this test, compared with the engine's
order per suit."""

import pytest

from toolkit.check.canon import load
from toolkit.check.claims import stated_rank_order
from toolkit.check.lexicon import lexicon


def _errors(game: str, lang: str, text: str) -> list[str]:
    return [i.message for i in stated_rank_order(load(game).engine, text, lexicon(lang))]


ORDER = "the rank order differs from the engine's"
HIGHEST = "the highest rank differs from the engine's"
LOWEST = "the lowest rank differs from the engine's"


@pytest.mark.parametrize("game,lang,text,expected", [
    ("briscola", "en", "Cards rank, from highest to lowest: Asso, 3, Re, Cavallo, Fante, 7, 6, 5, 4, 2.", []),
    ("briscola", "en", "Cards rank, from highest to lowest: Asso, Re, 3, Cavallo, Fante.", [ORDER]),
    ("briscola", "en", "From the lowest: 2, 4, 5, 6, 7, Fante, Cavallo, Re, 3, Asso.", []),
    ("briscola", "en", "Ranking from the lowest: Asso, 3, Re, Cavallo.", [ORDER]),
    ("briscola", "en", "The Asso beats the 3, which beats the Re.", []),
    ("briscola", "en", "The Re beats the 3, which beats the Cavallo.", [ORDER]),
    ("briscola", "en", "Order: Re > 3.", [ORDER]),
    ("briscola", "it", "Ordine delle carte, dalla più alta: Asso, Tre, Re, Cavallo, Fante.", []),
    ("briscola", "it", "L'ordine di presa è: Re, Asso, Tre, Cavallo.", [ORDER]),
    ("briscola", "fr", "Ordre des cartes, du plus fort au plus faible : As, Roi, 3, Cavallo.", [ORDER]),
    ("briscola", "de", "Die Rangfolge absteigend: Asso, 3, Re, Cavallo, Fante, 7.", []),
    ("briscola", "de", "Die Rangfolge aufsteigend: Asso, 3, Re.", [ORDER]),
    ("briscola", "ru", "Порядок карт от старшей к младшей: 3, Asso.", [ORDER]),
    ("briscola", "pt", "Ordem de força: Asso, 3, Re, Cavallo, Fante, 7, 6, 5, 4, 2.", []),
    ("briscola", "pt", "Ordem das cartas, da mais forte para a mais fraca: Asso, 3, Re, Cavallo, Fante.", []),
    ("briscola", "pt", "Ordem das cartas, da mais forte para a mais fraca: 3, Asso, Re.", [ORDER]),
    ("briscola", "en", "The Asso is the highest card.", []),
    ("briscola", "en", "The 3 is the highest card.", [HIGHEST]),
    ("briscola", "es", "El 2 es la carta más baja.", []),
    ("briscola", "vi", "Lá 7 là lá thấp nhất.", [LOWEST]),
    # two ranks side by side, a list of values, a count of cards: no order stated
    ("briscola", "en", "Asso and 3 are the cards worth the most points: 11 and 10.", []),
    ("briscola", "en", "Deal 3 cards to each player; the highest trump wins.", []),
    ("briscola", "en", "The order of play: each player plays one card, Re or 7 or 2, as they like.", []),
    # Minchiate: numerals run the other way in Cups and Coins
    ("minchiate", "es", "En Copas y Oros el 10 es la carta numérica más alta.", [HIGHEST]),
    ("minchiate", "en", "In Cups and Coins the Asso is the highest numeral.", []),
    ("minchiate", "en", "In Swords the numerals rank 10, 9, 8, 7.", []),
    ("minchiate", "en", "In Coins the numerals rank 10, 9, 8, 7.", []),     # either way: Coins run up
    ("minchiate", "en", "In Coins the numerals rank from the highest: 10, 9, 8, 7.", [ORDER]),
    ("minchiate", "en", "Numerals rank 10, 9, 8, 7 in some suits and Asso, 2, 3 in others.", []),
    ("minchiate", "fi", "Kuvakorttien järjestys: Re, Regina, Cavallo, Fante.", []),
    # highest and lowest in one sentence, the adjective before or after the rank
    ("minchiate", "es", "En Oros el Asso es la numérica más alta y el 10 la más baja; en Espadas es al revés.", []),
    ("minchiate", "es", "En Oros el 10 es la numérica más alta y el Asso la más baja; en Espadas es al revés.", [HIGHEST]),
    ("minchiate", "fi", "Kolikoissa numerokorteista korkein on Asso ja matalin 10.", []),
    ("minchiate", "fi", "Kolikoissa numerokorteista korkein on 10.", [HIGHEST]),
    ("minchiate", "de", "Bei den Münzen ist die Zehn der höchste Stich, das Ass der kleinste.", [HIGHEST]),
    ("minchiate", "de", "Bei den Schwertern ist die Zehn der höchste Stich, das Ass der kleinste.", []),
    ("briscola", "en", "Players usually play best of three deals.", []),
    ("minchiate", "it", "A Coppe e Denari i numerali vanno dall'Asso (la più alta) al 10.", []),
])
def test_rank_order_stated(game, lang, text, expected):
    assert _errors(game, lang, text) == expected


SECOND = "the rank right below another differs from the engine's"


@pytest.mark.parametrize("game,lang,text,expected", [
    # "the highest after the Asso" names the rank right below the Asso (Briscola: the 3)
    ("briscola", "fr", "Le Re est la carte la plus forte après l'Asso, devant le 3.", [SECOND]),
    ("briscola", "fr", "Le 3 est la carte la plus forte après l'Asso, devant le Re.", []),
    ("briscola", "en", "After the Asso, the strongest card is the Re.", [SECOND]),
    ("briscola", "en", "After the Asso, the strongest card is the 3.", []),
    ("briscola", "it", "Dopo l'Asso, la carta più forte è il Re.", [SECOND]),
    ("briscola", "it", "Dopo l'Asso, la carta più forte è il Tre.", []),
    ("briscola", "es", "Después del As, la carta más alta es el Rey.", [SECOND]),
    ("briscola", "pt", "Depois do Asso, a carta mais forte é o 3.", []),
    ("briscola", "fi", "Ässän jälkeen vahvin kortti on Re.", [SECOND]),
    ("briscola", "fi", "Ässän jälkeen vahvin kortti on kolmonen.", []),
    # "right below", "just after": the same claim without a word for the highest
    ("briscola", "en", "The Re ranks just below the Asso.", [SECOND]),
    ("briscola", "en", "The 3 ranks just below the Asso.", []),
    ("briscola", "it", "Il Re viene subito dopo l'Asso.", [SECOND]),
    ("briscola", "it", "Il Cavallo viene subito dopo il Re.", []),
    ("briscola", "de", "Der Fante kommt direkt nach dem Cavallo.", []),
    ("briscola", "de", "Der 7 kommt direkt nach dem Cavallo.", [SECOND]),
    ("briscola", "ru", "Сразу после Asso идёт Re.", [SECOND]),
    # the highest alone, and "after" of time: not this reading
    ("briscola", "en", "The Asso is the highest card; after it comes the 3.", []),
    ("briscola", "en", "After the deal, the highest trump wins.", []),
])
def test_the_highest_after_another(game, lang, text, expected):
    assert _errors(game, lang, text) == expected
