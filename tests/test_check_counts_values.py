"""Numbers by role, in prose and in table rows, and values by what they score: cards on the
table wherever the sentence says "on the table" (before the number or after it, in the number's
own part of the sentence first), the Fola named after its size, two numbers that are not a list,
values in brackets after a rank, a court card given a value where it has none (Cìcera), the
points of a bonus or an award after a word that scores them or in the item that defines it.
Sentences written for this test, in several languages; expected outcomes from RULES.md."""

import pytest

from checking import messages
from toolkit.check.canon import load
from toolkit.check.counts import roles_stated
from toolkit.check.facts import stated_facts
from toolkit.check.lexicon import lexicon
from toolkit.check.values import award_values, bonus_values, card_values


def _count_errors(game: str, lang: str, text: str) -> list[str]:
    return sorted(s.found for s in stated_facts(load(game), text, lexicon(lang)) if s.number is not None)


def _roles(game: str, lang: str, text: str) -> dict[str, int]:
    return {role: said for role, said, _ in roles_stated(load(game).engine, text, lexicon(lang))}


# ---------------------------------------------------------------- the table's cards

@pytest.mark.parametrize("lang,text,table", [
    ("vi", "Mỗi người nhận 12 lá, trên bàn lật ngửa 6 lá.", 6),
    ("vi", "Mỗi người nhận 12 lá, trên bàn lật ngửa 4 lá.", 4),
    ("fi", "Jokainen saa 12 korttia, ja pöytään käännetään kuvapuoli ylöspäin viisi korttia.", 5),
    ("pt", "Cada jogador recebe 12 cartas e outras duas são colocadas na mesa.", 2),
    ("ru", "Каждый игрок получает 12 карт, а на стол кладут шесть карт.", 6),
    ("de", "Jeder Spieler bekommt 12 Karten, auf den Tisch kommen offen drei Karten.", 3),
])
def test_the_table_phrase_belongs_to_the_number_of_its_own_part(lang, text, table):
    roles = _roles("cicera", lang, text)
    assert roles.get("table") == table
    assert roles.get("hand") in (12, None)      # never the 12 as the table's


def test_a_wrong_table_count_is_an_error_and_the_hand_is_not():
    assert _count_errors("cicera", "vi", "Mỗi người nhận 12 lá, trên bàn lật ngửa 6 lá.") == \
        ["6 cards dealt to the table"]
    assert _count_errors("cicera", "vi", "Mỗi người nhận 12 lá, trên bàn lật ngửa 4 lá: 4 × 12 + 4 = 52.") == []
    assert _count_errors("cicera", "pt", "Cada jogador recebe 12 cartas e outras três são colocadas na mesa.") == \
        ["3 cards dealt to the table"]


# ---------------------------------------------------------------- lists and the Fola

@pytest.mark.parametrize("game,lang,text", [
    ("briscola", "en", "Briscola can be played by 2 or 4 players."),
    ("briscola", "ru", "В брисколу играют колодой в 36 или 52 листа."),
    ("briscola", "it", "La Briscola si gioca in 2, 3 o 4 giocatori."),
    ("briscola", "es", "La Brisca se juega de 2 a 4 jugadores."),
])
def test_numbers_of_a_list_state_no_count(game, lang, text):
    assert _count_errors(game, lang, text) == []


@pytest.mark.parametrize("lang,text,expected", [
    ("it", "Ognuno riceve 21 carte; le carte che restano, quindici in tutto, formano la Fola.", ["a Fola of 15 cards"]),
    ("it", "Ognuno riceve 21 carte; le carte che restano, tredici in tutto, formano la Fola.", []),
    ("en", "Each player gets 21 cards; the cards left over, twelve in all, make up the Fola.", ["a Fola of 12 cards"]),
    ("fr", "Chacun reçoit 21 cartes ; les cartes restantes, treize en tout, forment la Fola.", []),
    # a number after the Fola is no size of it: "takes from the Fola ... the 29"
    ("it", "Le dodici carte avanzate formano la Fola: il mazziere prende dalla Fola le carte che contano e il 29.",
     ["a Fola of 12 cards"]),
    # a number that names a trump counts nothing
    ("en", "The dealer then takes the counting cards and trump 29 from the Fola.", []),
])
def test_the_fola_named_after_its_size(lang, text, expected):
    assert _count_errors("minchiate", lang, text) == expected


# ---------------------------------------------------------------- card values

def _values(game: str, lang: str, text: str) -> list[str]:
    return [f.message for f in card_values(load(game).engine, text, lexicon(lang))]


@pytest.mark.parametrize("lang,text,wrong", [
    ("es", "El valor de las cartas: as (11), tres (10), rey (4), caballo (3), sota (2).", False),
    ("es", "El valor de las cartas: as (11), tres (10), rey (4), sota (3), caballo (2).", True),
    ("en", "The cards count: Asso (11 points), 3 (10 points), Re (4 points), Cavallo (2 points).", True),
    ("it", "I punti: Asso (11), Tre (10), Re (4), Cavallo (3), Fante (2).", False),
    # a bracket that numbers the card, in a sentence not about points; a gloss before the value
    ("en", "Each suit goes from 1 (Ace) to 7, then the Jack (8), the Horse (9) and the King (10).", False),
    ("de", "Die Punkte: Drei (3) 10, König 4.", False),
])
def test_a_value_in_brackets_after_its_rank(lang, text, wrong):
    assert bool(_values("briscola", lang, text)) is wrong


def test_a_bracket_of_cards_is_no_value():
    # "(3 carte)" counts cards, it gives the Asso no value
    assert _values("briscola", "it", "Si distribuiscono le carte a partire dall'Asso (3 carte a testa).") == []


@pytest.mark.parametrize("lang,text,wrong", [
    ("pt", "Nas somas o Fante vale 8, o Cavallo 9 e o Re 10.", True),
    ("it", "Nelle somme il Re vale 10.", True),
    ("en", "In sums the Fante counts for 8.", True),
    ("it", "L'Asso vale 1, il 7 vale 7.", False),
    ("fr", "Le Fante de Coupes vaut 1 point.", False),        # a card's award, not the rank's value
])
def test_a_court_card_has_no_value_in_cicera(lang, text, wrong):
    got = _values("cicera", lang, text)
    assert bool(got) is wrong
    if wrong:
        assert got[0] == "a card is given a value it does not have in this game"


# ---------------------------------------------------------------- bonuses and awards

def _bonus(lang: str, text: str) -> list[str]:
    return [f.expected for f in bonus_values(load("cicera").engine, text, lexicon(lang))]


@pytest.mark.parametrize("lang,text,expected", [
    ("de", "Scùa (Abräumen): Wer den ganzen Tisch leer macht, bekommt 2 Punkte.", ["Scùa 1"]),
    ("de", "Scùa (Abräumen): Wer den ganzen Tisch leer macht, bekommt 1 Punkt.", []),
    ("en", "Picada: taking the only card the previous player left scores 2 points.", ["Picada 1"]),
    ("it", "La Scùa vale 3 punti.", ["Scùa 1"]),
    ("es", "Quadriglia: quien captura tres cartas o más de una vez gana 1 punto.", []),
    ("fr", "Scùa : on ramasse toute la table ; on joue ensuite 4 cartes.", []),     # no points said
    ("ru", "Scùa + Quadriglia = 2 очка.", []),          # what two bonuses score together
    ("ru", "Scùa = 2 очка.", ["Scùa 1"]),
])
def test_a_bonus_scores_its_points(lang, text, expected):
    assert _bonus(lang, text) == expected


@pytest.mark.parametrize("lang,text,expected", [
    ("fr", "L'équipe qui a ramassé le plus de cartes en marque 3.", ["most cards 2"]),
    ("fr", "L'équipe qui a ramassé le plus de cartes en marque 2.", []),
    ("it", "Chi ha più carte segna 3 punti.", ["most cards 2"]),
    ("pt", "A dupla com mais cartas ganha 2 pontos.", []),
    ("en", "The side with most cards scores 27 against 25.", []),      # a count, not the award's points
])
def test_an_award_scored_by_a_word_that_scores_it(lang, text, expected):
    assert [f.expected for f in award_values(load("cicera").engine, text, lexicon(lang))] == expected


# ---------------------------------------------------------------- as a whole check

def test_in_a_checked_text():
    assert messages("Cada jogador recebe 12 cartas e outras três são colocadas na mesa, viradas para cima.",
                    "pt", "cicera")
    assert not messages("Cada jogador recebe 12 cartas e outras quatro são colocadas na mesa, viradas para cima.",
                        "pt", "cicera")


def test_a_bonus_defined_in_a_list_item():
    text = "- **Scùa** (Abräumen): Wer mit einem Zug den ganzen Tisch leer macht, bekommt 2 Punkte.\n"
    assert messages(text, "de", "cicera", "claim.md") == ["a bonus scores a different number of points"]
    text = "- **Scùa** (Abräumen): Wer mit einem Zug den ganzen Tisch leer macht, bekommt 1 Punkt.\n"
    assert not messages(text, "de", "cicera", "claim.md")
