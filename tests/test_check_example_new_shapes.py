"""Worked examples told in shapes the readers missed (session h119), each phenomenon a set of
agree / differ pairs in several languages, sentences written for this test. Outcomes worked out
on our rules: Cìcera, a numeral takes an equal card or numerals adding up to it, a court card one
court card of its rank, or the card is laid down; Minchiate, a point for each card captured
beyond 42.

- a word that looks like a suit's name under the stemmer and names something else is no suit
  (fr "d'un coup", a move, is not "Coupes"; en "a coin"; vi "tiền cược", a stake):
  ``example_structure.not_suits``;
- a rate per card for the cards beyond 42 ("two points for each", "по два очка за каждую"): the
  bonus is the rate times the cards beyond: ``beyond_reading.per_card``;
- a capture denied ("you cannot take the 2 and the 6") that the engine allows, or one said to be
  the only one allowed ("you may take only the 3 and the 5") when the engine allows another:
  ``cicera_examples.denied`` (with a negation, a word of ``permitted`` denies too) and
  ``cicera_examples.only``; ru "забрать" after a permission is no passive "забрана" (the card
  after it is no card played)."""

import pytest

from checking import error_findings

NOT_ALLOWED = "the engine does not allow this capture"
ALLOWED = "the engine allows this capture"
ANOTHER = "the engine allows another capture too"
BEYOND = "the cards captured earn a different bonus"


def example_errors(text: str, lang: str, game: str) -> list[str]:
    return [f.message for f in error_findings(text, lang, game, only="example")]


# ---------------------------------------------------------------- words that only look like a suit

@pytest.mark.parametrize("lang,text,wrong", [
    # two Cavalli on the table, a Cavallo played: it takes one of them, not both
    ("fr", "Sur le tapis, le Cavallo de Deniers et le Cavallo d'Épées. Je pose le Cavallo de Bâtons "
           "et je prends le Cavallo de Deniers d'un coup.", False),
    ("fr", "Sur le tapis, le Cavallo de Deniers et le Cavallo d'Épées. Je pose le Cavallo de Bâtons "
           "et je prends les deux Cavallo d'un coup.", True),
    ("en", "After a coin toss I play first. On the table are the Fante of Swords and the Fante of Coins; "
           "my Fante of Batons picks up the Fante of Swords.", False),
    ("en", "After a coin toss I play first. On the table are the Fante of Swords and the Fante of Coins; "
           "my Fante of Batons picks up both Fante.", True),
    ("vi", "Trên bàn có Re Gậy và Re Tiền. Tôi đánh Re Cốc và ăn lá Re Gậy, kiếm thêm điểm.", False),
    ("vi", "Trên bàn có Re Gậy và Re Tiền. Tôi đánh Re Cốc và ăn cả hai lá Re, kiếm thêm điểm.", True),
])
def test_a_word_that_looks_like_a_suit_names_none(lang, text, wrong):
    errs = example_errors(text, lang, "cicera")
    assert (NOT_ALLOWED in errs) == wrong, errs
    if not wrong:
        assert errs == []


def test_not_suits_leave_the_suit_itself():
    from engine.games import load
    from toolkit.check.cardwords import card_words
    from toolkit.check.lexicon import lexicon

    deck = load("cicera").deck
    fr = lexicon("fr")
    assert [(w.rank, w.suit) for w in card_words("le 7 de Coupes d'un coup", fr, deck)] == [("7", "C")]
    vi = lexicon("vi")
    assert [(w.rank, w.suit) for w in card_words("lá 5 Tiền, không có tiền cược", vi, deck)] == [("5", "D")]


# ---------------------------------------------------------------- a rate per card beyond 42

@pytest.mark.parametrize("lang,text,wrong", [
    ("ru", "Мы собрали 50 карт, то есть 8 карт сверх 42, по одному очку за каждую, итого 8.", False),
    ("ru", "Мы собрали 50 карт, то есть 8 карт сверх 42, по два очка за каждую, итого 16.", True),
    ("ru", "Мы собрали 50 карт, то есть 8 карт сверх 42, по 2 очка за каждую.", True),
    ("en", "We took 51 cards: 9 cards beyond 42, one point for each, so 9.", False),
    ("en", "We took 51 cards: 9 cards beyond 42, two points for each, so 18.", True),
    ("fr", "Nous avons ramassé 50 cartes, soit 8 de plus que 42, à un point chacune : 8 points.", False),
    ("fr", "Nous avons ramassé 50 cartes, soit 8 de plus que 42, à deux points chacune : 16 points.", True),
    ("es", "Reunimos 50 cartas, 8 por encima de 42, a un punto por carta: 8.", False),
    ("es", "Reunimos 50 cartas, 8 por encima de 42, a dos puntos por carta: 16.", True),
    ("de", "Wir haben 51 Karten, also 9 über 42, je einen Punkt: 9.", False),
    ("de", "Wir haben 51 Karten, also 9 über 42, je zwei Punkte: 18.", True),
])
def test_a_rate_per_card_beyond_the_threshold(lang, text, wrong):
    errs = example_errors(text, lang, "minchiate")
    assert (BEYOND in errs) == wrong, errs
    if not wrong:
        assert errs == []


# ---------------------------------------------------------------- a capture denied, or the only one

@pytest.mark.parametrize("lang,text,error", [
    # 8 on 3, 5, 2, 6: both 3 + 5 and 2 + 6 are allowed
    ("en", "On the table: the 3 of Swords, the 5 of Coins, the 2 of Batons and the 6 of Cups. "
           "With the 8 of Cups you cannot take the 2 and the 6.", ALLOWED),
    ("en", "On the table: the 3 of Swords, the 5 of Coins, the 2 of Batons and the 6 of Cups. "
           "With the 8 of Cups you can take only the 3 and the 5.", ANOTHER),
    # 8 on 3, 5, 6: only 3 + 5
    ("en", "On the table: the 3 of Swords, the 5 of Coins and the 6 of Cups. "
           "With the 8 of Cups you cannot take the 3 and the 6.", None),
    ("en", "On the table: the 3 of Swords, the 5 of Coins and the 6 of Cups. "
           "With the 8 of Cups you can take only the 3 and the 5.", None),
    # "only" a capture the engine does not allow: that error still
    ("en", "On the table: the 3 of Swords, the 5 of Coins and the 6 of Cups. "
           "With the 8 of Cups you can take only the 3 and the 6.", NOT_ALLOWED),
    # a capture told as made, "only" these: nothing said of the others
    ("en", "On the table: the 3 of Swords, the 5 of Coins, the 2 of Batons and the 6 of Cups. "
           "With the 8 of Cups I took only the 3 and the 5.", None),
    ("it", "In tavola ci sono il 3 di Spade, il 5 di Denari, il 2 di Bastoni e il 6 di Coppe. "
           "Con l’8 di Coppe non puoi prendere il 2 e il 6.", ALLOWED),
    ("it", "In tavola ci sono il 3 di Spade, il 5 di Denari, il 2 di Bastoni e il 6 di Coppe. "
           "Con l’8 di Coppe puoi prendere solo il 3 e il 5.", ANOTHER),
    ("it", "In tavola ci sono il 3 di Spade, il 5 di Denari e il 6 di Coppe. "
           "Con l’8 di Coppe puoi prendere solo il 3 e il 5.", None),
    ("it", "In tavola ci sono il 3 di Spade, il 5 di Denari e il 6 di Coppe. "
           "Con l’8 di Coppe non puoi prendere il 3 e il 6.", None),
    ("ru", "На столе тройка Мечей, пятёрка Монет, двойка Жезлов и шестёрка Кубков. "
           "Восьмёркой Кубков можно забрать только тройку и пятёрку.", ANOTHER),
    ("ru", "На столе тройка Мечей, пятёрка Монет и двойка Жезлов. "
           "Восьмёркой Кубков можно забрать только тройку и пятёрку.", None),
    ("ru", "На столе тройка Мечей, пятёрка Монет, двойка Жезлов и шестёрка Кубков. "
           "Ты играешь восьмёрку Кубков: забрать двойку и шестёрку нельзя.", ALLOWED),
    ("ru", "На столе тройка Мечей, пятёрка Монет и шестёрка Кубков. "
           "Ты играешь восьмёрку Кубков: забрать тройку и шестёрку нельзя.", None),
])
def test_a_capture_denied_or_the_only_one(lang, text, error):
    errs = example_errors(text, lang, "cicera")
    assert errs == ([error] if error else []), errs


@pytest.mark.parametrize("lang,text,error", [
    # fr "ne ... que" is 'only', no denial: 8 on 3, 5, 2, 6 also allows 2 + 6
    ("fr", "Sur la table : le 3 de Coupes, le 5 de Deniers, le 2 d’Épées et le 6 de Bâtons. "
           "Avec le 8 de Coupes, vous ne pouvez prendre que le 3 et le 5.", ANOTHER),
    ("fr", "Sur la table : le 3 de Coupes, le 5 de Deniers et le 6 de Bâtons. "
           "Avec le 8 de Coupes, vous ne pouvez prendre que le 3 et le 5.", None),
    # another capture offered after 'only' ("just the 5, or 2 + 3"): the 'only' names the card alone
    ("en", "On the table: the 5 of Swords, the 2 of Coins and the 3 of Cups. "
           "Playing the 5 of Batons, you can take only the 5, or the 2 and the 3, or lay it down.", None),
])
def test_only_after_a_negation_and_other_captures_offered(lang, text, error):
    errs = example_errors(text, lang, "cicera")
    assert errs == ([error] if error else []), errs


# ---------------------------------------------------------------- the card taken with, in its case

@pytest.mark.parametrize("text,wrong", [
    # 8 takes 3 + 5, two cards of the table: no Quadriglia, no bonus
    ("На столе тройка Мечей, пятёрка Монет и шестёрка Кубков. Я забрал тройку и пятёрку "
     "восьмёркой Мечей, и бонусов нет.", False),
    ("На столе тройка Мечей, пятёрка Монет и шестёрка Кубков. Я забрал тройку и пятёрку "
     "восьмёркой Мечей, это Quadriglia.", True),
])
def test_the_card_taken_with_in_the_instrumental(text, wrong):
    errs = example_errors(text, "ru", "cicera")
    assert bool(errs) == wrong, errs
