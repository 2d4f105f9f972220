"""A range of ranks with its end named, the second highest, a sum worked out beside a count
(corpus batch 2026-12-26, opened at the sixteenth session: phenomena, with agree/differ pairs
written for this test, no sentence copied from the corpus):

- **a range with its end named** ("from 10 (highest) down to 1", "dal 10, il più alto, fino
  all'Asso"): the word for the highest set right after a rank, the other end after it, calls that
  rank the highest; beside another numeral and no number that is no rank, 1 is the Asso;
- **the second highest** ("the Re is the second highest card", "kolmonen on toiseksi vahvin"): a
  word for second before the word for the highest (data ``second``, nine languages) makes it the
  second in the suit's order, not the highest;
- **a sum worked out** ("13 cards (97 − 4 × 21)"): the numbers of an expression with a product are
  its operands, not a count of ours.

Ours: Minchiate numerals (MIN-P2) run 10 (highest) to Asso in Swords and Batons, Asso (highest) to
10 in Cups and Coins, below the four courts; the Fola is 97 − 4 × 21 = 13 cards (MIN-S2).
Briscola (BRI-P3): Asso > 3 > Re > Cavallo > Fante > 7 > 6 > 5 > 4 > 2."""

from __future__ import annotations

import pytest

from tests.checking import error_findings


def _rank_errors(text: str, lang: str, game: str) -> list:
    return [f for f in error_findings(text, lang, game) if "rank" in f.message]


@pytest.mark.parametrize("lang, ours, other", [
    ("en", "In Swords the numerals run from 10 (highest) down to 1.",
     "In Cups the numerals run from 10 (highest) down to 1."),
    ("en", "In Coins they run the other way, from 1 (highest) down to 10.",
     "In Batons they run the other way, from 1 (highest) down to 10."),
    ("es", "En Copas las numerales van del Asso (la más alta) al 10.",
     "En Copas las numerales van del 10 (la más alta) al Asso."),
    ("it", "In Spade i numeri vanno dal 10, il più alto, fino all'Asso.",
     "In Denari i numeri vanno dal 10, il più alto, fino all'Asso."),
    ("ru", "В Мечах числовые карты идут от 10 (старшая) до 1.",
     "В Кубках числовые карты идут от 10 (старшая) до 1."),
])
def test_a_range_of_ranks_with_its_highest_named(lang, ours, other):
    assert _rank_errors(ours, lang, "minchiate") == []
    found = _rank_errors(other, lang, "minchiate")
    assert len(found) == 1 and "highest" in found[0].message


def test_one_is_no_asso_beside_a_number_that_is_no_rank():
    """"Trumps 40-1, then the long suits' 10 9 ... 2 1": 1 is the trumps' number there."""
    assert _rank_errors("Ranking: 40-1 long suits 10 9 8 7 6 5 4 3 2 1 short suits 1 2 3 4 5 6 7 8 9 10",
                        "en", "minchiate") == []


@pytest.mark.parametrize("lang, ours, other", [
    ("en", "The 3 is the second highest card.", "The Re is the second highest card."),
    ("it", "Il tre è la seconda carta più forte.", "Il Re è la seconda carta più forte."),
    ("fr", "Le 3 est la deuxième carte la plus forte.", "Le Re est la deuxième carte la plus forte."),
    ("es", "El 3 es la segunda carta más alta.", "El Re es la segunda carta más alta."),
    ("fi", "Kolmonen on toiseksi vahvin kortti.", "Kuningas on toiseksi vahvin kortti."),
])
def test_the_second_highest_is_not_the_highest(lang, ours, other):
    assert _rank_errors(ours, lang, "briscola") == []
    found = _rank_errors(other, lang, "briscola")
    assert len(found) == 1 and "second highest" in found[0].message


def test_the_highest_is_still_read_beside_a_second_of_something_else():
    """"In the second trick ... the Re is the highest": a trick between them, no second highest."""
    found = _rank_errors("In the second trick of a deal, the Re is the highest card.", "en", "briscola")
    assert len(found) == 1 and "highest rank" in found[0].message


@pytest.mark.parametrize("lang, text", [
    ("ru", "Оставшиеся {n} карт (97 - 4 x 21) - это Fola."),
    ("en", "The remaining {n} cards (97 − 4 × 21) form the Fola."),
])
def test_a_sum_worked_out_is_no_count(lang, text):
    assert error_findings(text.format(n=13), lang, "minchiate") == []
    assert len(error_findings(text.format(n=12), lang, "minchiate")) == 1


@pytest.mark.parametrize("lang, played, ranked", [
    ("en", "In Coins the 2, 9, Asso and 5 were played in that order.", "In Coins the order is 2, 9, Asso, 5."),
    ("fi", "Kolikoissa pelattiin järjestyksessä 2, 9, Asso ja 5.", "Kolikoissa järjestys on 2, 9, Asso, 5."),
])
def test_cards_played_in_that_order_are_no_rank_order(lang, played, ranked):
    """A word for order beside a verb of playing is the order of play (data ``play_order``)."""
    assert _rank_errors(played, lang, "minchiate") == []
    assert len(_rank_errors(ranked, lang, "minchiate")) == 1


@pytest.mark.parametrize("lang, text", [
    ("fr", "<p>Du plus fort au plus faible, dans chaque couleur :</p>\n<p><strong>{order}</strong></p>\n"),
    ("it", "<p>Dalla più forte alla più debole:</p>\n<p>{order}</p>\n"),
])
def test_a_typographic_chevron_orders_ranks(lang, text):
    """"Asso › 3 › Re": a chevron is a 'greater than' between ranks."""
    ours = "Asso › 3 › Re › Cavallo › Fante › 7 › 6 › 5 › 4 › 2"
    other = "Asso › 3 › Re › Fante › Cavallo › 7 › 6 › 5 › 4 › 2"
    assert error_findings(text.format(order=ours), lang, "briscola", "t.html") == []
    found = error_findings(text.format(order=other), lang, "briscola", "t.html")
    assert len(found) == 1 and "rank order" in found[0].message


@pytest.mark.parametrize("lang, text", [
    ("de", "In Münzen und Kelchen ist {top} die höchste Zahlenkarte – umgekehrt wie in Schwertern und Stäben."),
    ("en", "In Coins and Cups {top} is the highest numeral, unlike in Swords and Batons."),
    ("it", "In Coppe e Denari {top} è il numerale più alto, all'opposto di Spade e Bastoni."),
])
def test_suits_named_for_a_contrast_are_not_the_claims(lang, text):
    """"Unlike in Swords and Batons", "umgekehrt wie in ...": a word of contrast starts a piece of
    its own (data ``contrast``); the suits it names are not those the claim is made of."""
    asso, ten = {"de": ("das Asso", "die 10"), "en": ("the Asso", "the 10"), "it": ("l'Asso", "il 10")}[lang]
    assert _rank_errors(text.format(top=asso), lang, "minchiate") == []
    assert len(_rank_errors(text.format(top=ten), lang, "minchiate")) == 1
