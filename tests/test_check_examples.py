"""Every kind of worked example has a checker reader; each reader against sentences written here."""

from engine.examples import KINDS
from toolkit.check.examples import REGISTRY


def test_every_example_kind_has_a_reader():
    missing = sorted(set(KINDS) - set(REGISTRY))
    assert not missing, f"example kinds the checker cannot read: {missing} (add a reader in toolkit/check/examples.py)"
    assert set(REGISTRY) <= set(KINDS)


import pytest

from checking import findings
from engine import games
from engine.examples import by_id
from toolkit.check.examples import check_example
from toolkit.check.lexicon import lexicon


def _issues(game: str, example: str, lang: str, text: str) -> list[str]:
    engine = games.load(game)
    return [i.found for i in check_example(engine, by_id(engine, example), text, lexicon(lang))]


@pytest.mark.parametrize("lang,text,found", [
    # BRI-X4: the 3 and the Asso of Coins, Swords trumps: 21 points
    ("pt", "Você sai com o 3 de Moedas e o adversário responde com o Asso de Moedas. "
           "O Asso ganha a vaza, que vale 13 pontos.", ["13"]),
    ("pt", "Você sai com o 3 de Moedas e o adversário responde com o Asso de Moedas. "
           "O Asso ganha a vaza, que vale 21 pontos.", []),
    ("en", "The Asso of Coins beats the 3 of Coins and wins the trick: 10 + 11 = 21 points.", []),
    ("en", "The Asso of Coins beats the 3 of Coins and wins the trick, worth 20 points.", ["20"]),
    ("en", "The Asso is worth 11 points and the 3 is worth 10 points.", []),     # no trick taken
])
def test_trick_points(lang, text, found):
    assert _issues("briscola", "BRI-X4", lang, text) == found


WRONG_WINNER = "another card wins the trick"


@pytest.mark.parametrize("lang,example,right,wrong", [
    # BRI-X5: Swords trumps, the Re of Cups led, the 2 of Swords replies: the 2 (a trump) wins
    ("en", "BRI-X5", "Swords are trumps, the Re of Cups is led and the 2 of Swords is played: the 2 wins.",
                     "Swords are trumps, the Re of Cups is led and the 2 of Swords is played: the Re wins."),
    ("en", "BRI-X5", "The Re of Cups does not win: the 2 of Swords is a trump.",
                     "The 2 of Swords does not win against the Re of Cups."),
    ("it", "BRI-X5", "Briscola a Spade: si gioca il Re di Coppe e l'avversario risponde con il 2 di Spade, "
                     "che vince la presa.",
                     "Briscola a Spade: si gioca il Re di Coppe, l'avversario risponde con il 2 di Spade "
                     "e il Re vince la presa."),
    ("es", "BRI-X5", "Triunfo Espadas: sale el Re de Copas y el rival contesta con el 2 de Espadas; gana el 2.",
                     "Triunfo Espadas: sale el Re de Copas y el rival contesta con el 2 de Espadas; gana el Re."),
    ("ru", "BRI-X5", "Козырь — Мечи. Выходят с Re Кубков, соперник отвечает двойкой Мечей; двойка бьёт Re.",
                     "Козырь — Мечи. Выходят с Re Кубков, соперник отвечает двойкой Мечей; Re бьёт двойку."),
    # BRI-X6: Coins trumps, the 7 of Swords led, the Asso of Cups replies: the 7 (the suit led) wins
    ("fr", "BRI-X6", "Atout Deniers : on entame le 7 d'Épées, l'adversaire répond avec l'As de Coupes ; "
                     "le 7 remporte le pli.",
                     "Atout Deniers : on entame le 7 d'Épées, l'adversaire répond avec l'As de Coupes ; "
                     "l'As remporte le pli."),
    ("de", "BRI-X6", "Münzen sind Trumpf. Die 7 Schwerter wird ausgespielt, das Ass Kelche folgt: "
                     "die 7 gewinnt den Stich.",
                     "Münzen sind Trumpf. Die 7 Schwerter wird ausgespielt, das Ass Kelche folgt: "
                     "das Ass gewinnt den Stich."),
    ("pt", "BRI-X6", "O trunfo é Ouros; sai o 7 de Espadas e o Ás de Copas, que perde a vaza.",
                     "O trunfo é Ouros; sai o 7 de Espadas e o Ás de Copas, que ganha a vaza."),
    # BRI-X4: the Asso of Coins beats the 3 of Coins (the subject of "wins" is the one of "beats")
    ("en", "BRI-X4", "The Asso of Coins beats the 3 of Coins and wins the trick: 10 + 11 = 21 points.",
                     "The 3 of Coins beats the Asso of Coins and wins the trick: 10 + 11 = 21 points."),
])
def test_trick_winner(lang, example, right, wrong):
    _read_right_not_wrong("briscola", example, lang, right, wrong, WRONG_WINNER)


def _read_right_not_wrong(game: str, example: str, lang: str, right: str, wrong: str, message: str) -> None:
    """The reader finds nothing wrong in ``right`` and reports ``message`` on ``wrong``."""
    engine = games.load(game)
    ex = by_id(engine, example)
    assert message not in [i.message for i in check_example(engine, ex, right, lexicon(lang))]
    assert message in [i.message for i in check_example(engine, ex, wrong, lexicon(lang))]


def test_the_card_a_verb_takes_is_not_its_subject():
    engine = games.load("briscola")
    text = ("El triunfo es Espadas. Tú sales con el Rey de Copas y el rival contesta con el Dos de Espadas. "
            "Gana el Dos, porque es triunfo, y se lleva los 4 puntos del Rey.")
    assert check_example(engine, by_id(engine, "BRI-X5"), text, lexicon("es")) == []
    wrong = text.replace("Gana el Dos", "Gana el Rey")
    assert [i.message for i in check_example(engine, by_id(engine, "BRI-X5"), wrong, lexicon("es"))] == \
        [WRONG_WINNER]


def test_a_trick_of_other_cards_is_not_read_as_the_example():
    engine = games.load("briscola")
    # the Re and the 2 of another suit: another trick, whichever wins it
    text = "The Re of Swords is led and the 2 of Swords is played: the Re wins."
    assert check_example(engine, by_id(engine, "BRI-X5"), text, lexicon("en")) == []


@pytest.mark.parametrize("example,text,found", [
    # MIN-X23: lead 56, 8 points more: 1 resto, a lead of 4 kept
    ("MIN-X23", "Your team is 56 ahead and kills a Re plus papa 2 (5 + 3 = 8): you are now 64 ahead, "
                "so you book 1 resto and keep a lead of 14.", ["14"]),
    ("MIN-X23", "Your team is 56 ahead and scores 8 more: 1 resto, and a lead of 4 stays.", []),
    ("MIN-X23", "Your team is 56 ahead and scores 8 more: 2 resti, and a lead of 4 stays.", ["2"]),
    # the text's example starts from a lead none of ours has: not read as ours
    ("MIN-X23", "Your team is 57 ahead and scores 8 more: 1 resto, and a lead of 5 stays.", []),
    # the text states MIN-X25 (lead 27): read as that example, whichever one the alignment chose
    ("MIN-X23", "With a lead of 27, losing papa uno (5) leaves 0 resti and a lead of 12.", ["12"]),
])
def test_resti_during_play(example, text, found):
    assert _issues("minchiate", example, "en", text) == found


def test_points_of_the_pack():
    assert _issues("briscola", "BRI-X1", "es", "En total hay 130 puntos en juego.") == ["130"]
    assert _issues("briscola", "BRI-X1", "es", "El As vale 11 puntos; en total hay 120 puntos.") == []


def test_an_example_moved_to_another_section_is_still_replayed():
    text = ("Pontos das cartas: Asso 11, 3 10, Re 4, Cavallo 3, Fante 2; as outras cartas valem 0.\n\n"
            "Exemplo: o trunfo é Espadas. Você sai com o 3 de Moedas e o adversário responde com o "
            "Asso de Moedas. O Asso ganha a vaza, que vale 13 pontos.\n")
    assert [(f.line, f.found) for f in findings(text, "pt", "briscola", "regras.md") if f.check == "example"] == [(3, "13")]


def test_card_values_in_prose_every_card_and_by_the_text_s_own_names():
    from toolkit.check.claims import check_rank_points

    engine = games.load("briscola")
    text = "Los puntos: el As vale 11, el Tres 10, el Rey 4, el Caballo 3 y la Sota 0; el resto nada."
    assert [i.found for i in check_rank_points(engine, None, text, lexicon("es"))] == ["Sota 0"]
    right = text.replace("Sota 0", "Sota 2")
    assert check_rank_points(engine, None, right, lexicon("es")) == []


WRONG_COMBINATION = "the combination scores a different number of points"


@pytest.mark.parametrize("lang,right,wrong", [
    # the engine's scores: 33–35 → 15; 36–40 → 50; 1, 40 and the Matto → 20; 1–3 → 11 (29 counts 5 in a run)
    ("en", "Versicole: for instance trumps 33, 34 and 35 score 15.",
           "Versicole: for instance trumps 33, 34 and 35 score 20."),
    ("en", "A versicola of trumps 36–40 is worth fifty points.", "A versicola of trumps 36–40 is worth 45 points."),
    ("en", "A versicola of trumps 1, 40 and the Matto scores 20.",
           "A versicola of trumps 1, 40 and the Matto scores 15."),
    ("it", "Una versicola: i tarocchi 33, 34 e 35 valgono 15 punti.",
           "Una versicola: i tarocchi 33, 34 e 35 valgono 20 punti."),
    ("fr", "Combinaison : les atouts 28, 29 et 30 rapportent 15 points.",
           "Combinaison : les atouts 28, 29 et 30 rapportent 10 points."),
    ("de", "Eine Versicola mit Trumpf 10, 20 und 30 zählt fünfzehn Punkte.",
           "Eine Versicola mit Trumpf 10, 20 und 30 zählt 25 Punkte."),
    ("es", "Una combinación de triunfos 20, 30 y 40 vale 20 puntos.",
           "Una combinación de triunfos 20, 30 y 40 vale 30 puntos."),
    ("ru", "Комбинация из козырей 1, 2 и 3 приносит 11 очков.", "Комбинация из козырей 1, 2 и 3 приносит 9 очков."),
])
def test_a_combination_the_text_states_is_scored_by_the_engine(lang, right, wrong):
    # any example of the kind: the reader scores the cards the text lists
    _read_right_not_wrong("minchiate", "MIN-X2", lang, right, wrong, WRONG_COMBINATION)


@pytest.mark.parametrize("lang,text", [
    ("en", "In a versicola, trumps 36–40 are worth 10 each."),      # a value per card
    ("ru", "В комбинации козыри 36–40 стоят по 10 очков."),
    ("en", "Trumps 33, 34 and 35 score 5 points."),                  # a value per card, "each" unsaid
    ("en", "Trumps 1, 2, 3, 4 and 5 score 5, 3, 3, 3 and 3 points."),  # values listed per card
    ("en", "A versicola needs three trumps in a row: 28 and 31 are not one."),
])
def test_values_per_card_and_other_lists_are_not_combinations(lang, text):
    engine = games.load("minchiate")
    assert check_example(engine, by_id(engine, "MIN-X2"), text, lexicon(lang)) == []


def test_a_combination_stated_once_is_reported_once():
    text = "# Minchiate\n\nVersicole score points. For instance trumps 33, 34 and 35 score 20. Play goes on.\n"
    assert [(f.line, f.found) for f in findings(text, "en", "minchiate", "rules.md") if f.message == WRONG_COMBINATION] == \
        [(3, "33, 34 and 35 score 20")]


@pytest.mark.parametrize("lang,text,found", [
    ("en", "Versicole: trumps 35–36–37: 1 combination worth 25.", []),
    ("en", "Versicole: trumps 35–36–37: 2 combinations worth 25.", ["the cards form a different number of combinations"]),
    ("it", "Tarocchi 35–36–37: 1 versicola da 30 punti.", ["the combination scores a different number of points"]),
    ("vi", "Với các lá chủ 35–36–37: 1 tổ hợp, tổng trị giá 25 điểm.", []),
])
def test_how_many_combinations_and_what_they_score(lang, text, found):
    engine = games.load("minchiate")
    assert [i.message for i in check_example(engine, by_id(engine, "MIN-X6"), text, lexicon(lang))] == found


WRONG_MAJORITY = "the majority earns a different number of points"


@pytest.mark.parametrize("lang,right,wrong", [
    # the spec's awards: most cards 2 points, most Swords 1 point; whatever counts the text invents
    ("en", "With 8 Swords against 5 your team scores 1 point.", "With 8 Swords against 5 your team scores 2 points."),
    ("en", "27 cards against 25 give 2 points.", "27 cards against 25 give 3 points."),
    ("it", "Con 8 Spade contro 5 si prende 1 punto.", "Con 8 Spade contro 5 si prendono 2 punti."),
    ("fr", "Avec 30 cartes contre 22, l'équipe marque 2 points.", "Avec 30 cartes contre 22, l'équipe marque 1 point."),
    ("de", "Wer 7 Schwerter gegen 6 hat, bekommt einen Punkt.", "Wer 7 Schwerter gegen 6 hat, bekommt zwei Punkte."),
    ("es", "28 cartas contra 24 dan 2 puntos.", "28 cartas contra 24 dan 1 punto."),
    ("ru", "27 карт против 25 приносят 2 очка.", "27 карт против 25 приносят 1 очко."),
])
def test_a_majority_the_text_states_is_awarded_by_the_engine(lang, right, wrong):
    # any example of the kind: the reader awards the counts the text gives
    _read_right_not_wrong("cicera", "CIC-X11", lang, right, wrong, WRONG_MAJORITY)


def test_a_tie_or_counts_of_nothing_named_are_not_read_as_a_majority():
    engine = games.load("cicera")
    example = by_id(engine, "CIC-X11")
    for text in ("26 cards against 26: nobody scores the 2 points.",   # a tie: the facts read who scores
                 "A score of 27 against 25 wins 3 points."):             # neither cards nor a suit counted
        assert check_example(engine, example, text, lexicon("en")) == []


def _trick_messages(lang: str, text: str) -> list[str]:
    """What the trick reader finds in ``text``, read as a trick the text invents (any of ours
    is passed: the reader takes the cards and the trump from the text)."""
    engine = games.load("briscola")
    return [i.message for i in check_example(engine, by_id(engine, "BRI-X4"), text, lexicon(lang))]


@pytest.mark.parametrize("lang,right,wrong", [
    # the text's own trick: Batons trumps, the Re of Cups led, the 4 of Batons replies: the 4 wins
    ("en", "Batons are trumps. You lead the King of Cups and your opponent plays the four of Batons, "
           "which takes the trick.",
           "Batons are trumps. You lead the King of Cups and your opponent plays the four of Batons; "
           "the King takes the trick."),
    # inflected card words: instrumental rank word and genitive suit
    ("ru", "Козыри — Жезлы. Вы заходите тройкой Мечей, соперник отвечает семёркой Мечей. "
           "Тройка старше, поэтому взятку забираете вы.",
           "Козыри — Жезлы. Вы заходите тройкой Мечей, соперник отвечает семёркой Мечей. "
           "Семёрка старше, поэтому взятку забирает соперник."),
    # a plural French name and the trump named after the cards
    ("fr", "On entame le Cavallo de Coupes, l'adversaire répond avec le 2 de Deniers, et comme "
           "l'atout est Deniers, le 2 remporte le pli.",
           "On entame le Cavallo de Coupes, l'adversaire répond avec le 2 de Deniers, et comme "
           "l'atout est Deniers, le Cavallo remporte le pli."),
    # the suit first, in Finnish
    ("fi", "Valttimaa on kupit. Miekkojen Fante pelataan ensin, sitten miekkojen 7: Fante voittaa tikin.",
           "Valttimaa on kupit. Miekkojen Fante pelataan ensin, sitten miekkojen 7: 7 voittaa tikin."),
    # passive, the winner before the cards
    ("it", "Vince il Re di Bastoni: la briscola è Bastoni, e sul 5 di Spade si risponde con il Re di Bastoni.",
           "Vince il 5 di Spade: la briscola è Bastoni, e sul 5 di Spade si risponde con il Re di Bastoni."),
])
def test_a_trick_the_text_invents_is_replayed(lang, right, wrong):
    assert WRONG_WINNER not in _trick_messages(lang, right)
    assert WRONG_WINNER in _trick_messages(lang, wrong)


@pytest.mark.parametrize("lang,text", [
    # no trump named, and the winner depends on it: not read
    ("en", "You lead the 7 of Swords and your opponent plays the Ace of Cups: the Ace wins."),
    # one card only, or three: not a trick of two players
    ("en", "Swords are trumps: the Ace of Cups wins nothing against a trump."),
    ("es", "El triunfo es Oros. Salen el 3 de Copas, el As de Copas y el Rey de Oros; gana el 3."),
    # the card named first is not the one led: the order of play is not given
    ("en", "Coins are trumps. The Ace of Cups loses to the 7 of Swords, which was led."),
])
def test_a_trick_that_cannot_be_replayed_is_not_an_error(lang, text):
    assert _trick_messages(lang, text) == []


def test_the_points_of_a_trick_the_text_invents():
    text = "Coins are trumps: the Ace of Cups beats the Re of Cups and wins the trick, worth {} points."
    assert _trick_messages("en", text.format(15)) == []
    assert _trick_messages("en", text.format(14)) == ["the trick holds a different number of points"]


@pytest.mark.parametrize("lang,text,found", [
    ("en", "59 to 61: the side with 61 wins.", []),
    ("en", "59 to 61: the side with 59 wins.", ["the other side wins with these totals"]),
    ("it", "Con 61 punti contro 59 si ha un pareggio.", ["these totals do not tie"]),
    ("it", "Con 61 punti contro 59 vince chi ne ha 61.", []),
    ("de", "Bei 70 zu 50 gewinnt, wer 50 hat.", ["the other side wins with these totals"]),
    # equal totals, totals of another sum, a negated verdict: not read here
    ("en", "60 to 60 is a tie.", []),
    ("en", "40 to 61: the side with 40 wins.", []),
    ("fr", "À 58 contre 62, celui qui a 58 ne gagne pas.", []),
])
def test_who_wins_with_these_totals(lang, text, found):
    engine = games.load("briscola")
    assert [i.message for i in check_example(engine, by_id(engine, "BRI-X3"), text, lexicon(lang))] == found


@pytest.mark.parametrize("lang,text,found", [
    ("en", "The 3 beats the Re, and the 3 is worth 10 points and the Re 4.", []),
    ("en", "The Re beats the 3, although the 3 is worth 10 points.", ["the other card ranks higher"]),
    ("es", "El Rey vale 3 puntos y el 3 vale 10.", ["a card's point value differs from the engine's"]),
    ("it", "Il 7 batte il 6, ma entrambi valgono 0 punti.", []),
    ("it", "Il 6 batte il 7, ma entrambi valgono 0 punti.", ["the other card ranks higher"]),
    ("en", "The Re does not beat the 3.", []),
])
def test_rank_against_points(lang, text, found):
    engine = games.load("briscola")
    assert [i.message for i in check_example(engine, by_id(engine, "BRI-X8"), text, lexicon(lang))] == found


@pytest.mark.parametrize("lang,text,found", [
    ("en", "A final lead of 59 gives 1 resto.", []),
    ("en", "A final lead of 61 gives 1 resto.", ["the final lead earns a different number of resti"]),
    ("it", "Alla fine, un vantaggio di 121 vale 2 resti.", ["the final lead earns a different number of resti"]),
    ("fr", "À la fin, une avance de 120 donne 2 resti.", []),
    # a range, a bound, or play rather than the end: another claim
    ("en", "At the end a lead of 1–60 gives 1 resto.", []),
    ("en", "A lead of 61 during play books 1 resto.", []),
])
def test_resti_at_the_end(lang, text, found):
    engine = games.load("minchiate")
    assert [i.message for i in check_example(engine, by_id(engine, "MIN-X28"), text, lexicon(lang))] == found


@pytest.mark.parametrize("lang,text,found", [
    ("en", "A team that captures 52 cards adds 10 points.", []),
    ("en", "A team that captures 50 cards adds 10 points.", ["the cards captured earn a different bonus"]),
    ("pt", "Uma equipe que captura 47 cartas ganha 5 pontos a mais.", []),
    ("ru", "Команда, взявшая 45 карт, получает 5 очков.", ["the cards captured earn a different bonus"]),
    # the rule's bound, and a count of something else: not an example
    ("en", "Each card beyond 42 cards adds 1 point.", []),
    ("en", "Each team takes 40 cards, and 2 cards stay.", []),
])
def test_cards_beyond(lang, text, found):
    engine = games.load("minchiate")
    assert [i.message for i in check_example(engine, by_id(engine, "MIN-X21"), text, lexicon(lang))] == found


@pytest.mark.parametrize("lang,text,found", [
    ("en", "Asso–2–3–4–5–7 of Swords scores 5.", []),
    ("en", "Asso–2–3–4–5–7 of Swords scores 6.", ["6"]),
    ("it", "Con Asso–2–4–5 di Spade la Napula vale 2 punti.", ["2"]),     # the 3 is missing: nothing
    ("es", "Con As–2–3–4–5–6 de Espadas la Napula vale 6 puntos.", []),
    # the rule's cap, not a score
    ("es", "Napula: hay que tener Asso–2–3 de Espadas, y se cuenta la escalera hasta el 10.", []),
])
def test_a_napula_the_text_states_is_scored_by_the_engine(lang, text, found):
    assert _issues("cicera", "CIC-X2", lang, text) == found


@pytest.mark.parametrize("lang,text,found", [
    # the text's own play and table, replayed with the engine
    ("en", "Play a 9 on a table of 9, 5 and 4: you may capture the 9 or 5 + 4, or place your card.", []),
    ("en", "Play a 9 on a table of 9, 5 and 4: you may capture the 9, or place your card.",
     ["a legal option of the example is missing"]),
    ("it", "Se giochi un 6 su un tavolo con 2, 4 e 6: puoi prendere il 6 oppure 2 + 4, o lasciare la carta.", []),
    ("it", "Se giochi un 6 su un tavolo con 2, 4 e 6: puoi prendere il 6 oppure 2 + 3, o lasciare la carta.",
     ["the engine does not allow this option: no card or sum on the table matches it",
      "a legal option of the example is missing"]),
    # numbers before a colon that are no play at all
    ("en", "With 2, 3 or 4 players: take turns clockwise.", []),
])
def test_a_capture_the_text_invents_is_replayed(lang, text, found):
    engine = games.load("cicera")
    assert [i.message for i in check_example(engine, by_id(engine, "CIC-X1"), text, lexicon(lang))] == found


@pytest.mark.parametrize("lang,text,found", [
    ("fi", "Esimerkiksi versicola 1–2–3 on 9 pisteen arvoinen.", ["1–2–3 on 9"]),
    ("fi", "Esimerkiksi versicola 1–2–3 on 11 pisteen arvoinen.", []),
])
def test_a_combination_listed_after_the_word_versicola(lang, text, found):
    assert _issues("minchiate", "MIN-X2", lang, text) == found


@pytest.mark.parametrize("lang,text,found", [
    # CIC-X8: the 10 of Cups takes the 2, 3 and 5 of Cups: Scùa, Simili, Quadriglia, 3 points
    ("en", "The 10 of Cups takes the 2, 3 and 5 of Cups from the table: Scùa, Simili and Quadriglia, 3 points.", []),
    ("en", "The 10 of Cups takes the 2, 3 and 5 of Cups from the table: Scùa and Quadriglia, 2 points.", ["Scùa and Quadriglia", "2"]),
    # the text's own capture (other cards): our example's outcome says nothing of it
    ("it", "Con in tavola il 2 di Denari, il 3 di Bastoni e il 5 di Spade, il 10 di Coppe prende tutte e "
           "tre le carte: Scùa e Quadriglia, 2 punti.", []),
    ("en", "The table holds the 4 and the 5 of Coins and you play the 9 of Coins, taking both: Scùa "
           "and Simili, 2 points. It is no Quadriglia.", []),
])
def test_capture_bonuses_only_for_the_example_s_own_cards(lang, text, found):
    assert _issues("cicera", "CIC-X8", lang, text) == found
