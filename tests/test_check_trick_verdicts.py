"""Which sentence is a verdict on a trick told by another writer (written by helper h77, in
sentences written for this test): a winner named in an aside about another trick (a later one,
or this one as it would have gone under a condition) is no verdict on the trick played, and the
trick's own wrong verdict is still found; a same-suit cue that is negated ("the 3 is not of the
suit led") gives cards named by rank alone no common suit; a verb for cutting plays a card; the
trick said to be a player's ("a vaza é do Rui"), a table of tricks by its outcome column, a
question answered by the next sentence, a card said to be a trump after the suit is named. What
is no total to check: a trick told by some of its cards, values set against each other, players'
shares of the pack, the points it takes to win. Each case's trick is checked on the engine
first."""

from __future__ import annotations

import pytest

from checking import error_findings, errors, messages, trick
from engine.games import load


FACTS = [(["4D", "RD"], "B", (1, 4)), (["AC", "2B"], "B", (1, 11)), (["CS", "AD"], "C", (0, 14)),
         (["7B", "FB"], "S", (1, 2))]


@pytest.mark.parametrize("cards,trump,want", FACTS)
def test_facts(cards, trump, want):
    assert trick("briscola", cards, trump) == want


# right: a trick played, then an aside naming the card that does not win this trick as winning
# another trick or this one under a condition; no error expected
ASIDES = [
    ("en", "Batons are trumps. I lead the 4 of Coins and you put the Re of Coins on it. "
           "On the following trick you lead and I win."),
    ("de", "Stäbe sind Trumpf. Ich spiele die 4 Münzen aus, du legst den Re Münzen darauf. "
           "Im folgenden Stich spielst du aus und ich gewinne."),
    ("it", "Briscola a Bastoni. Esce l'Asso di Coppe e l'altro lo taglia con il 2 di Bastoni. "
           "Se non avesse avuto briscole, avrebbe vinto l'Asso."),
    ("pt", "Trunfo de Paus. Sai o Asso de Copas e o adversário corta com o 2 de Paus. "
           "O Asso só ganharia se ninguém tivesse trunfo."),
    ("es", "Triunfo: Bastos. Sale el Asso de Copas y el rival echa el 2 de Bastos. "
           "Si el rival no tuviera triunfos, ganaría el Asso."),
    ("fr", "Atout Bâtons. On entame l'Asso de Coupes, l'autre joue le 2 de Bâtons. "
           "S'il n'avait pas eu d'atout, l'Asso aurait gagné le pli."),
]


@pytest.mark.parametrize("lang,text", ASIDES)
def test_aside_is_no_verdict(lang, text):
    assert errors(text, lang, "briscola", only="example", with_found=True) == []


# a same-suit cue negated: the cards named by rank alone keep no suit ("Chi prende? Il Cavallo,
# perché l'Asso non è del seme di uscita")
NOT_ONE_SUIT = [
    ("it", "Coppe è briscola. Esce il Cavallo di Spade, poi l'Asso di Denari. Chi prende? Il Cavallo, "
           "perché l'Asso non è del seme di uscita: 14 punti."),
    ("es", "Triunfo: Copas. Sale el Cavallo de Espadas y luego el Asso de Oros. ¿Quién gana? El Cavallo, "
           "porque el Asso no es del mismo palo: 14 puntos."),
]


@pytest.mark.parametrize("lang,text", NOT_ONE_SUIT)
def test_negated_same_suit(lang, text):
    assert errors(text, lang, "briscola", only="example", with_found=True) == []


# the trick's own verdict is still read: a wrong winner, with the same aside after it
WRONG = [
    ("en", "Batons are trumps. I lead the 4 of Coins and you put the Re of Coins on it: my 4 takes it. "
           "On the following trick you lead and I win with my trump."),
    ("es", "Triunfo: Bastos. Sale el Asso de Copas y el rival echa el 2 de Bastos: gana el Asso. "
           "Si el rival no tuviera triunfos, ganaría el Asso."),
]


@pytest.mark.parametrize("lang,text", WRONG)
def test_wrong_winner_still_found(lang, text):
    assert errors(text, lang, "briscola", only="example", with_found=True)


MORE_FACTS = [("briscola", ["RC", "2B"], "B", (1, 4)), ("briscola", ["RD", "3D"], "B", (1, 14)),
              ("minchiate", ["5C", "RC", "20T", "3T"], None, (2, 13))]


@pytest.mark.parametrize("game,cards,trump,want", MORE_FACTS)
def test_more_facts(game, cards, trump, want):
    assert trick(game, cards, trump) == want


# a trump put on the trick by a verb for cutting or over-trumping ("Anne coupe avec l'atout 5",
# "Luc surcoupe"): a card played, so the player who played it is known; a four-player trick
# whose taker is named by the player
CUT = [
    ("fr", "Paul entame le Re de Coupes, Anne coupe avec l'atout 5, Luc surcoupe avec l'atout 12 et Julie "
           "joue le 3 de Coupes. Le pli revient à Luc.", "à Luc", "à Anne"),
    ("es", "Luis sale con el Re de Copas, Eva falla con el triunfo 5, Juan falla con el triunfo 12 y Ana "
           "echa el 3 de Copas. La baza es para Juan.", "para Juan", "para Eva"),
    ("pt", "O Rui sai com o Re de Copas, a Ana corta com o trunfo 5, o Zé corta com o trunfo 12 e a Bia "
           "joga o 3 de Copas. A vaza fica com o Zé.", "o Zé.", "a Ana."),
]


@pytest.mark.parametrize("lang,right,said,wrong", CUT)
def test_cutting_verb_plays_a_card(lang, right, said, wrong):
    assert trick("minchiate", ["RC", "5T", "12T", "3C"], None)[0] == 2
    assert errors(right, lang, "minchiate", only="example", with_found=True) == []
    assert errors(right.replace(said, wrong), lang, "minchiate", only="example", with_found=True)


# the trick said to be a player's ("a vaza é do Rui", "la presa è di Gino")
POSSESSED = [
    ("pt", "Trunfo de Paus. O Rui sai com o Re de Copas e a Ana joga o 2 de Paus: a vaza é do Rui.", "do Rui", "da Ana"),
    ("it", "Briscola a Bastoni. Gino esce con il Re di Coppe e Pia gioca il 2 di Bastoni: la presa è di Gino.", "di Gino", "di Pia"),
]


@pytest.mark.parametrize("lang,text,wrong,right", POSSESSED)
def test_trick_said_to_be_a_players(lang, text, wrong, right):
    assert errors(text, lang, "briscola", only="example", with_found=True)
    assert errors(text.replace(wrong, right), lang, "briscola", only="example", with_found=True) == []


def test_suit_and_rank_not_joined_across_a_sentence():
    """fi names the suit first: "Sauvat. Kolmonen" is the trump suit, then a rank of the trick."""
    text = ("Pelaan Kolikoiden Ren, vastustaja laittaa päälle Kolikoiden kolmosen; valttina ovat Sauvat. "
            "Kolmonen vie tikin, ja siinä on 15 pistettä.")
    assert errors(text, "fi", "briscola", only="example", with_found=True)
    assert errors(text.replace("15", "14"), "fi", "briscola", only="example", with_found=True) == []


def test_trick_told_by_some_of_its_cards_has_no_points_to_check():
    """The second sentence alone names two of the four cards: the points it gives are the whole
    trick's, not theirs."""
    text = ("Zuerst kommt die 5 der Kelche, dann der Re der Kelche, Trumpf 20 und Trumpf 3. "
            "Trumpf 20 schlägt Trumpf 3; im Stich liegen 13 Punkte.")
    assert errors(text, "de", "minchiate", only="example", with_found=True) == []
    assert errors(text.replace("Trumpf 20 schlägt Trumpf 3", "Trumpf 3 schlägt Trumpf 20"), "de", "minchiate", only="example", with_found=True)


# two values set against each other after a word for 'more' are the cards' values, not the gap
COMPARED = [
    ("en", "The Asso outranks the Re and is worth more too: 11 points against 4."),
    ("es", "El Asso supera al Re y además vale más: 11 puntos frente a 4."),
]


@pytest.mark.parametrize("lang,text", COMPARED)
def test_values_against_each_other_are_no_difference(lang, text):
    assert errors(text, lang, "briscola", only="example", with_found=True) == []


# a table of tricks whose headers name the trumps and who wins, with no header for the lead:
# each row is a worked trick
TABLES = [
    ("es", "| Triunfo | Jugador A | Jugador B | Se la lleva | Puntos |\n|---|---|---|---|---|\n"
           "| Oros | Cavallo de Bastos | 5 de Oros | 5 de Oros | 3 |\n", "| 5 de Oros | 3 |", "| Cavallo de Bastos | 3 |"),
    ("de", "| Trumpf | Anna | Ben | Stich geht an | Punkte |\n|---|---|---|---|---|\n"
           "| Münzen | Cavallo Stäbe | 5 Münzen | 5 Münzen | 3 |\n", "| 5 Münzen | 3 |", "| Cavallo Stäbe | 3 |"),
    ("ru", "| Козырь | Анна | Борис | Взятку забирает | Очки |\n|---|---|---|---|---|\n"
           "| Монеты | Cavallo Жезлов | 5 Монет | 5 Монет | 3 |\n", "| 5 Монет | 3 |", "| Cavallo Жезлов | 3 |"),
]


@pytest.mark.parametrize("lang,right,said,wrong", TABLES)
def test_table_of_tricks_by_its_outcome_column(lang, right, said, wrong):
    assert trick("briscola", ["CB", "5D"], "D") == (1, 3)
    assert error_findings(right.replace(said, wrong), lang, "briscola", "t.md", only="example")
    assert not error_findings(right, lang, "briscola", "t.md")


# a question asks which card wins or is stronger; the answer names it (the question's own cards,
# or the card of the clause before, are not its subject)
QUESTIONS = [
    ("it", "Tra il Re e il 3 di Coppe, chi comanda? Il 3.", "Il 3.", "Il Re."),
    ("es", "Entre el Re y el 3 de Bastos, ¿cuál es más fuerte y cuánto vale cada uno? Respuesta: el 3.", "el 3.", "el Re."),
    ("fr", "Entre le Re et le 3 de Deniers, lequel est plus fort ? Réponse : le 3.", "le 3.", "le Re."),
    ("en", "Between the Re and the 3 of Swords, which one is stronger? The 3.", "The 3.", "The Re."),
]


@pytest.mark.parametrize("lang,right,said,wrong", QUESTIONS)
def test_question_answered(lang, right, said, wrong):
    assert trick("briscola", ["RC", "3C"], "S")[0] == 1
    assert errors(right, lang, "briscola", only="example", with_found=True) == []
    assert errors(right.replace(said, wrong), lang, "briscola", only="example", with_found=True)


def test_cards_of_a_trick_played_are_no_rule_numbers():
    """A trick told card after card whose winner is said by a verb the reader does not know: the
    trumps' numbers are the example's cards, not numbers of a rule."""
    assert trick("minchiate", ["4C", "12T", "20T", "RC"], None)[0] == 2
    text = "Ausgespielt wird die 4 der Kelche, es folgen Trumpf 12, Trumpf 20 und der Re der Kelche. Trumpf 20 sticht."
    assert not error_findings(text, "de", "minchiate")


SHARES = [
    ("it", "Alla fine Carla ha 47 punti e Dario 73 punti: in tutto fanno 120, e vince Dario."),
    ("vi", "Cuối ván Hà được 49 điểm, Nam được 71 điểm; cộng lại đủ 120, Nam thắng."),
    ("pt", "No fim, a Rita tem 57 pontos e o João 63 pontos, 120 ao todo: ganha o João."),
]


@pytest.mark.parametrize("lang,text", SHARES)
def test_players_shares_are_no_pack_total(lang, text):
    """Two players' points that add up to the pack's 120: the larger is a share, not a total
    (the reader of the pack's points, on a passage placed at its example)."""
    from toolkit.check.examples import check_card_points
    from toolkit.check.lexicon import lexicon

    game = load("briscola")
    example = next(ex for ex in game.spec.examples if ex.kind == "card_points")
    assert check_card_points(game, example, text, lexicon(lang)) == []
    assert check_card_points(game, example, text.replace("120", "130").replace("73", "83").replace("71", "81")
                             .replace("63", "73"), lexicon(lang))


# what it takes to win is no total of the pack ("victory at 61 points", "si vince con 61 punti")
TO_WIN = [
    ("en", "With this pack, victory comes at 61 points."),
    ("it", "Vittoria nel mazzo con 61 punti."),
    ("es", "Del mazo, la victoria llega con 61 puntos."),
]


@pytest.mark.parametrize("lang,text", TO_WIN)
def test_points_to_win_are_no_pack_total(lang, text):
    assert not [m for m in messages(text, lang, "briscola") if "pack holds" in m]


# a card said to be a trump after it names the trump suit ("le 2 d'Épées, qui est atout")
CARD_TRUMP = [
    ("en", "I lead the Re of Coins and you answer with the 2 of Batons, which is a trump. The Re wins.", "The Re wins", "The 2 wins"),
    ("fr", "J'entame le Re de Deniers, tu réponds avec le 2 de Bâtons, qui est atout. Le Re gagne le pli.", "Le Re gagne", "Le 2 gagne"),
    ("it", "Apro con il Re di Denari e tu rispondi con il 2 di Bastoni, che è briscola: vince il Re.", "vince il Re", "vince il 2"),
]


@pytest.mark.parametrize("lang,wrong,said,right", CARD_TRUMP)
def test_card_said_to_be_a_trump(lang, wrong, said, right):
    assert trick("briscola", ["RD", "2B"], "B") == (1, 4)
    assert errors(wrong, lang, "briscola", only="example", with_found=True)
    assert errors(wrong.replace(said, right), lang, "briscola", only="example", with_found=True) == []
