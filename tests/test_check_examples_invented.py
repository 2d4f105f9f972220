"""Worked examples a text makes up with its own cards, replayed against the engine.

Every sentence here is written for this test; the expected outcomes are worked out by hand from
RULES.md (Cìcera 1.2/1.4, Minchiate 3.1/3.5), not copied from the program."""

import pytest

from checking import error_findings
from engine import games
from engine.examples import by_id
from toolkit.check.examples import check_example
from toolkit.check.lexicon import lexicon


def _messages(game: str, example: str, lang: str, text: str) -> list[str]:
    engine = games.load(game)
    return [i.message for i in check_example(engine, by_id(engine, example), text, lexicon(lang))]


TOTAL = "the bonuses add up to a different total"
OTHER = "the capture earns other bonuses"


@pytest.mark.parametrize("lang,text,found", [
    # 9 of Coins on the 4 and 5 of Coins: the table is cleared (Scùa) and all share a suit (Simili): 2
    ("fr", "Sur la table, le 4 et le 5 de Deniers ; vous jouez le 9 de Deniers et ramassez les deux. "
           "Scùa et Simili : 2 points.", []),
    ("fr", "Sur la table, le 4 et le 5 de Deniers ; vous jouez le 9 de Deniers et ramassez les deux. "
           "Vous marquez 1 point, pas plus.", [TOTAL]),
    # inverted order: the play first, the table after it
    ("en", "You play the 9 of Coins on the 4 and the 5 of Coins and take both: 2 points, Scùa and Simili.", []),
    ("en", "You play the 9 of Coins on the 4 and the 5 of Coins and take both: 3 points in all.", [TOTAL]),
    # 10 of Cups takes 2 + 3 + 5 of three suits, the Re stays: no Scùa, only Quadriglia: 1
    ("es", "En la mesa están el 2 de Bastos, el 3 de Espadas, el 5 de Oros y el Re de Copas. "
           "Juegas el 10 de Copas y te llevas 2 + 3 + 5: un punto, la Quadriglia.", []),
    ("es", "En la mesa están el 2 de Bastos, el 3 de Espadas, el 5 de Oros y el Re de Copas. "
           "Juegas el 10 de Copas y te llevas 2 + 3 + 5: Quadriglia y Scùa, dos puntos.", [OTHER, TOTAL]),
    # a rank capture of a card the previous player may have left: Picada is possible, 1 or 2 with the Scùa
    ("it", "Sul tavolo c'è solo il 6 di Bastoni: giochi il 6 di Spade e lo prendi, Scùa e Picada, 2 punti.", []),
    ("it", "Sul tavolo c'è solo il 6 di Bastoni: giochi il 6 di Spade e lo prendi, 3 punti.", [TOTAL]),
    # a bonus's own value is not the capture's total
    ("en", "With the 2, 3 and 5 of Cups on the table, the 10 of Cups takes all three: a Scùa (1 point), "
           "Simili and Quadriglia, 3 points in all.", []),
    # cards of no suit: every suiting is tried; 10 on 2, 3 and 5 clears the table with three cards:
    # Scùa + Quadriglia = 2, or 3 with Simili when all four share a suit
    ("de", "Auf dem Tisch liegen eine 2, eine 3 und eine 5; du spielst eine 10 und nimmst alle drei: 1 Punkt.", [TOTAL]),
    ("de", "Auf dem Tisch liegen eine 2, eine 3 und eine 5; du spielst eine 10 und nimmst alle drei: 2 Punkte.", []),
    # a list of cards taken is no card played
    ("de", "Nur wer Asso, 2 und 3 der Schwerter genommen hat, punktet (Asso–2–3–4 ergibt 4 Punkte).", []),
    # a rule with no cards, and a card played that is also on the table: no situation to replay
    ("en", "Quadriglia: capturing three or more table cards at once scores 1 point.", []),
    ("en", "On the table the 9 of Coins; you play the 9 of Coins and take it: 5 points.", []),
])
def test_a_capture_the_text_tells_earns_the_engine_s_bonuses(lang, text, found):
    assert _messages("cicera", "CIC-X4", lang, text) == found


RUN = "the run scores a different number of points"


@pytest.mark.parametrize("lang,text,found", [
    # Napula counts the unbroken run from the Asso: Asso–6 plus the 8 is 6
    ("de", "Beispiel: Ass, 2, 3, 4, 5, 6 und 8 Schwerter ergeben 8 Punkte.", [RUN]),
    ("de", "Beispiel: Ass, 2, 3, 4, 5, 6 und 8 Schwerter ergeben 6 Punkte.", []),
    ("en", "With the Asso, 2, 3 and 5 of Swords the Napula scores 5 points.", [RUN]),
    ("it", "Chi ha preso Asso, 2, 3 e 4 di Spade segna 4 punti di Napula.", []),
    # another suit is no Napula; the rule's cap is no score
    ("it", "Chi ha preso Asso, 2, 3 e 4 di Coppe segna 4 punti.", []),
    ("pt", "É preciso ter Asso, 2 e 3 de Espadas; conta-se a sequência até ao 10.", []),
])
def test_a_napula_written_as_a_list(lang, text, found):
    assert _messages("cicera", "CIC-X2", lang, text) == found


NOBODY = "the majority earns points: the larger count scores"
MAJORITY = "the majority earns a different number of points"


@pytest.mark.parametrize("lang,text,found", [
    # 7 Swords to 6 is a majority: 1 point to the 7 side; 27 cards to 25: 2 points
    ("ru", "Например, если у одной команды 7 Мечей, а у другой 6, очко за Мечи не получает никто.", [NOBODY]),
    ("de", "Hat eine Partei 7 Schwerter und die andere 6, bekommt niemand den Punkt.", [NOBODY]),
    ("en", "If one team has 27 cards and the other 25, nobody scores the 2 points.", [NOBODY]),
    ("en", "If one team has 27 cards and the other 25, the team with 27 scores 2 points.", []),
    ("it", "Se una squadra ha 8 Spade e l'altra 5, la prima prende 2 punti.", [MAJORITY]),
    ("es", "Si un equipo tiene 30 cartas y el otro 22, ese equipo suma 2 puntos.", []),
    # a tie, a count beside an amount, counts larger than the suit: no majority to replay
    ("it", "Una maggioranza in parità non dà punti: con 26 carte a testa i 2 punti non vanno a nessuno.", []),
    ("en", "With 9 Swords against 8, nobody scores.", []),
])
def test_a_majority_the_text_tells(lang, text, found):
    assert _messages("cicera", "CIC-X13", lang, text) == found


COMBINATION = "the combination scores a different number of points"


@pytest.mark.parametrize("lang,text,found", [
    # 10-20-30-40 held together: one combination of 25; 33-34-35: 15; 28-29-30: 15 (29 counts 5)
    ("vi", "Ví dụ 33-34-35 được 15 điểm, còn giữ đủ 10, 20, 30 và 40 thì được 35 điểm.", [COMBINATION]),
    ("vi", "Ví dụ 33-34-35 được 15 điểm, còn giữ đủ 10, 20, 30 và 40 thì được 25 điểm.", []),
    ("de", "Eine Kombination zählt die Summe ihrer Karten; 28–30 bringt 10 Punkte.", [COMBINATION]),
    ("it", "Le combinazioni: 20, 30 e 40 valgono 20 punti; 10, 20 e 30 valgono 20 punti.", [COMBINATION]),
    ("en", "Trumps 33, 34 and 35 score 20.", [COMBINATION]),
    # values per card, in a row or each
    ("fi", "Valtit 36–40 ovat 10 pisteen arvoisia, valtit 2–5 3 pisteen.", []),
    ("vi", "Điểm: lá chủ 36–40 mỗi lá 10 điểm; 2–5 mỗi lá 3 điểm.", []),
])
def test_a_combination_listed_without_a_word_for_trump(lang, text, found):
    assert _messages("minchiate", "MIN-X2", lang, text) == found


@pytest.mark.parametrize("lang,text,found", [
    # a captured-cards bonus of 1 point per card beyond 42: 52 cards give 10
    ("vi", "Cuối ván, mỗi lá ăn được vượt quá 42 lá thêm 1 điểm.", []),
    ("vi", "Điểm: lá chủ 36–40 mỗi lá 10 điểm.", []),
    ("en", "A team that captures 52 cards adds 12 points.", ["the cards captured earn a different bonus"]),
])
def test_cards_beyond_is_not_a_value_per_card_or_the_rate(lang, text, found):
    assert _messages("minchiate", "MIN-X21", lang, text) == found


@pytest.mark.parametrize("lang,text", [
    # "1-40 with the Matto" names a combination's three cards: it is no range of card points
    ("pt", "Formam versicola os trunfos seguidos de 1 a 5 e de 28 a 40, e ainda os trios 1-13-28 e 1-40 "
           "com o Matto; os trunfos 36–40 valem 10 cada."),
    ("pt", "Pontos: os trunfos 36–40 valem 10 cada; também contam os conjuntos 1-13-28 e 1-40 com o Matto."),
    ("en", "Points: trumps 36–40 are worth 10 each; the sets 1-13-28 and 1-40 with the Matto count as well."),
])
def test_a_pair_that_names_a_combination_s_cards_is_not_a_range(lang, text):
    found = error_findings(f"# Minchiate\n\n{text}\n", lang, "minchiate", "rules.md")
    assert [f.found for f in found if "range" in f.message] == []


def test_a_changed_range_is_still_an_error():
    text = "# Minchiate\n\nOs trunfos 36–40 valem 10 cada; os trunfos 2–6 valem 3 cada.\n"
    assert [f.found for f in error_findings(text, "pt", "minchiate", "rules.md") if "range" in f.message] == ["2–6"]


WINNER = "another card wins the trick"


@pytest.mark.parametrize("lang,right,wrong", [
    # Cups trumps, the Re of Coins led, the 3 of Coins replies: the 3 ranks above the Re and wins (14 points)
    ("en", "Say Cups are trumps. The Re of Coins is led and the 3 of Coins answers: the trick goes to the 3.",
           "Say Cups are trumps. The Re of Coins is led and the 3 of Coins answers: the trick goes to the Re."),
    ("de", "Trumpf ist Kelche. Ausgespielt wird der König Münzen, dann die Drei Münzen: Der Stich geht an die Drei.",
           "Trumpf ist Kelche. Ausgespielt wird der König Münzen, dann die Drei Münzen: Der Stich geht an den König."),
    ("es", "Con triunfo Copas, sale el Rey de Oros y tú echas el 3 de Oros: la baza es del 3.",
           "Con triunfo Copas, sale el Rey de Oros y tú echas el 3 de Oros: la baza es del Rey."),
    ("ru", "Козыри — Кубки. Соперник ходит королём Монет, вы кладёте тройку Монет, и взятку забирает тройка.",
           "Козыри — Кубки. Соперник ходит королём Монет, вы кладёте тройку Монет, и взятку забирает король."),
    ("pt", "Com trunfo em Copas, o adversário joga o Re de Ouros e você o 3 de Ouros; quem leva a vaza é o 3.",
           "Com trunfo em Copas, o adversário joga o Re de Ouros e você o 3 de Ouros; quem leva a vaza é o Re."),
    # Coins trumps, the Cavallo of Swords led, the Re of Swords replies: the Re wins
    ("it", "La briscola è Denari: esce il Cavallo di Spade, rispondi con il Re di Spade e la presa va al Re.",
           "La briscola è Denari: esce il Cavallo di Spade, rispondi con il Re di Spade e la presa va al Cavallo."),
])
def test_the_trick_s_winner_named_after_the_verb(lang, right, wrong):
    assert _messages("briscola", "BRI-X4", lang, right) == []
    assert _messages("briscola", "BRI-X4", lang, wrong) == [WINNER]


@pytest.mark.parametrize("lang,text,found", [
    # Asso (11) + 3 (10) of one suit: 21 whatever the trump; Re (4) + Fante (2): 6
    ("en", "The Asso of Coins and the 3 of Coins together make a trick worth 20 points.",
     ["the trick holds a different number of points"]),
    ("en", "The Asso of Coins and the 3 of Coins together make a trick worth 21 points.", []),
    ("it", "Il Re di Bastoni e il Fante di Bastoni: una presa da 7 punti.", ["the trick holds a different number of points"]),
    ("en", "The Asso of Coins is worth 11 points and the 3 of Coins 10 points.", []),
])
def test_the_points_of_a_trick_named_by_its_word(lang, text, found):
    assert _messages("briscola", "BRI-X4", lang, text) == found


ILLEGAL = "the engine does not allow this option: no card or sum on the table matches it"
MISSING = "a legal option of the example is missing"


@pytest.mark.parametrize("lang,text,found", [
    # a 7 on 5, 2 and 7: take the 7, or 5 + 2 (a sum), or place; never all three (14)
    ("en", "If you play a 7 on a table with 5, 2 and 7 you may take the 7 or the 5 and 2.", []),
    ("en", "If you play a 7 on a table with 5, 2 and 7 you may take the 7 or the 5 and 3.", [ILLEGAL, MISSING]),
    ("en", "If you play a 7 on a table with 5, 2 and 7 you must take the 7.", [MISSING]),
    ("en", "If you play a 7 on a table with 5, 2 and 7 you may take the 7.", []),      # not all said, nothing wrong
    # an 8 on 8, 5 and 3
    ("it", "Se giochi un 8 e in tavola ci sono 8, 5 e 3, puoi prendere l'8 oppure il 5 e il 3.", []),
    ("it", "Se giochi un 8 e in tavola ci sono 8, 5 e 3, puoi prendere l'8 oppure il 5 e il 2.", [ILLEGAL, MISSING]),
    ("es", "Si juegas un 10 con 10, 6 y 4 en la mesa, puedes llevarte el 10 o el 6 y el 4.", []),
    ("ru", "Если вы сыграете 7, а на столе 7, 3 и 4, можно взять 7 или 2 и 4.", [ILLEGAL, MISSING]),
    # the card played not named by a number: the first number is a table card, nothing is read
    ("ru", "Если вы играете семёркой, а на столе 7, 3 и 4, можно взять 7 или 2 и 4.", []),
    ("en", "With 3 players, deal 12 cards each and 4 to the table; a player may take 2 cards.", []),
])
def test_a_capture_stated_in_one_sentence(lang, text, found):
    assert _messages("cicera", "CIC-X1", lang, text) == found
