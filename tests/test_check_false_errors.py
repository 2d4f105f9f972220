"""False errors removed by phenomenon (issue #10, item 6): for each, a sentence that agrees with
our rules gets no error and a near sentence that really differs still gets one, so every test can
fail both ways. Every sentence is written for this test (not taken from the corpus or the claims).

- a card's number in a numbered pack, beside its name, is its label, not a value
  ("12 Card (King) = 4 points", "Re (10) = 4 punti");
- a count of cards is not a card's value ("only five cards of each suit score" is not "all
  other cards 0"), nor, smaller than one suit, the whole pack ("each trick holds two cards" is not
  "all 40 cards");
- the tricks a deal lasts are compared with the engine's ("lasts 20 tricks").
"""

import pytest

from checking import error_findings


# ---------------------------------------------------------------- a card's number is its label

LABELS = [
    ("en", "Card Value:\n- 1 Card (Ace) = 11 points\n- 3 Card = 10 points\n- 12 Card (King) = 4 points",
     "Card Value:\n- 1 Card (Ace) = 11 points\n- 3 Card = 10 points\n- The King = 12 points"),
    ("es", "Valor de las cartas:\n- El 1 (As) vale 11 puntos\n- El 12 (Rey) vale 4 puntos",
     "Valor de las cartas:\n- El 1 (As) vale 11 puntos\n- El Rey vale 12 puntos"),
    ("it", "Punti delle carte:\n- Asso (1) = 11 punti\n- Re (10) = 4 punti",
     "Punti delle carte:\n- Asso (1) = 11 punti\n- Re = 10 punti"),
]


@pytest.mark.parametrize("lang,agrees,differs", LABELS)
def test_card_number_beside_its_name_is_a_label(lang, agrees, differs):
    assert error_findings(agrees, lang, "briscola") == []
    assert [e for e in error_findings(differs, lang, "briscola") if e.line == differs.count("\n") + 1]


# ---------------------------------------------------------------- a count of cards is not a value

COUNTS = [
    ("en", "Only five cards in each suit score: Asso 11, 3 10, Re 4, Cavallo 3, Fante 2; the rest nothing.",
     "Only five cards in each suit score: Asso 11, 3 10, Re 4, Cavallo 3, Fante 2; all other cards 1."),
    ("fr", "Seules cinq cartes par couleur comptent : Asso 11, 3 10, Re 4, Cavallo 3, Fante 2 ; les autres rien.",
     "Seules cinq cartes par couleur comptent : Asso 11, 3 10, Re 4, Cavallo 3, Fante 2 ; les autres cartes 1."),
]


@pytest.mark.parametrize("lang,agrees,differs", COUNTS)
def test_count_of_cards_is_not_a_value(lang, agrees, differs):
    assert error_findings(agrees, lang, "briscola") == []
    assert any(e.check == "numbers" and e.found == "1" for e in error_findings(differs, lang, "briscola"))


# ---------------------------------------------------------------- the tricks of a deal

TRICKS = [
    ("en", "briscola", "A deal of Briscola lasts 20 tricks in all.", "A deal of Briscola lasts 22 tricks in all."),
    ("es", "briscola", "La mano dura 20 bazas en total.", "La mano dura 24 bazas en total."),
    ("de", "minchiate", "Eine Partie dauert 21 Stiche.", "Eine Partie dauert 24 Stiche."),
    ("it", "minchiate", "Una mano consiste di 21 prese in tutto.", "Una mano consiste di 24 prese in tutto."),
]


@pytest.mark.parametrize("lang,game,agrees,differs", TRICKS)
def test_tricks_of_a_deal(lang, game, agrees, differs):
    assert error_findings(agrees, lang, game) == []
    assert any("tricks" in e.message for e in error_findings(differs, lang, game))


def test_tricks_a_side_took_are_no_count_of_the_deal():
    assert error_findings("Im Beispiel machen wir 12 Stiche und gewinnen.", "de", "briscola") == []
    assert error_findings("We took 12 tricks and won the deal.", "en", "briscola") == []


# ---------------------------------------------------------------- a part of the pack is not the pack

def _pack_number(lang: str, clause_id: str):
    from toolkit.check.canon import load, suggestion
    from toolkit.check.numbers import find_numbers
    game = load("briscola")
    ours = suggestion(game, next(c for c in game.clauses if c.id == clause_id), lang)
    return game.engine, ours, next(m for m in find_numbers(ours, lang) if m.value == 40)


PARTS = [   # (lang, a part of the pack, a pack stated with another size)
    ("en", "The trick consists of two cards, one from each hand.", "The whole pack of 36 cards is played."),
    ("es", "Quien corta no puede dejar menos de cuatro cartas.", "Se juega con una baraja de 48 cartas."),
    ("de", "Der Abheber muss mindestens drei Karten abheben.", "Gespielt wird mit einem Paket von 32 Karten."),
]


@pytest.mark.parametrize("lang,part,pack", PARTS)
def test_few_cards_are_a_part_not_the_pack(lang, part, pack):
    from toolkit.check.checks import other_card_count
    from toolkit.check.lexicon import lexicon
    from toolkit.check.numbers import find_numbers
    engine, ours, m = _pack_number(lang, "BRI-I2")
    lex = lexicon(lang)
    n = find_numbers(part, lang)[0]
    assert other_card_count(engine, part, n, ours, m, lex)
    n = find_numbers(pack, lang)[0]
    assert not other_card_count(engine, pack, n, ours, m, lex)
