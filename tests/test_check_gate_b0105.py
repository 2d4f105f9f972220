"""The document gate (twenty-sixth session, h167): which texts are checked and which refused.
Cases in our own words, several languages:

- a language is told by its function words and its letters, not by the Italian names a text
  keeps: a text in a language we never listed (Indonesian, Basque, Icelandic, Swahili) that names
  our cards in Italian is refused, whatever of ours its letters' n-grams resemble; texts in our
  languages full of Italian names are still read as theirs;
- a text whose every line of some length opens with a capital and none ends a sentence (a
  program's printed rules, one statement a line) is read one statement a line, not as one long
  wrapped sentence: its errors are found on their lines; wrapped prose is still joined;
- a text about our game by its name that states several of its rules, ours or a variant's (a
  README's "four players in pairs, four cards each"), is checked and its differences reported;
  one that states a mechanic none of our games has (bidding: another family) or no rule at all (a
  review) stays refused.
"""

from __future__ import annotations

import pytest

from tests.checking import checked
from toolkit.check.detect import language
from toolkit.check.document import NotChecked, parse


def _refusal(text: str, name: str = "t.txt") -> str:
    with pytest.raises(NotChecked) as caught:
        checked(text, name=name)
    return str(caught.value)


def _errors_by_line(text: str, name: str = "t.txt") -> dict[int, list[str]]:
    out: dict[int, list[str]] = {}
    for f in checked(text, name=name).findings:
        if f.severity == "error":
            out.setdefault(f.line, []).append(f.message)
    return out


# ---------------------------------------------------------------- a language we never listed

OTHER_LANGUAGES = [
    # Indonesian, Basque, Swahili: plain Latin letters, taken for Finnish by their n-grams
    "Briscola adalah permainan kartu dari Italia untuk dua orang pemain. Setiap pemain mendapat tiga kartu "
    "dan satu kartu dibuka untuk menentukan briscola. Asso bernilai sebelas poin, Tre sepuluh poin, Re empat, "
    "Cavallo tiga, dan Fante dua. Pemain yang mengumpulkan lebih dari enam puluh poin menang, dan jika sama "
    "kuat permainan diulang.",
    "Briscola bi jokalarirentzako karta joko italiarra da. Jokalari bakoitzak hiru karta jasotzen ditu, eta "
    "karta bat irauli egiten da triunfoa erabakitzeko. Assok hamaika puntu balio ditu, Trek hamar, Rek lau, "
    "Cavallok hiru eta Fantek bi. Hirurogei puntu baino gehiago biltzen dituenak irabazten du partida osoa.",
    "Briscola ni mchezo wa karata kutoka Italia kwa wachezaji wawili. Kila mchezaji anapewa karata tatu na "
    "karata moja inafunguliwa kuamua turufu. Asso ina thamani ya pointi kumi na moja, Tre kumi, Re nne, "
    "Cavallo tatu na Fante mbili. Anayepata zaidi ya pointi sitini anashinda mchezo huo.",
    # Icelandic: letters Portuguese does not have (þ, ð, æ)
    "Briscola er ítalskt spil fyrir tvo leikmenn. Hver leikmaður fær þrjú spil og eitt spil er lagt upp til "
    "að ákveða tromp. Asso er ellefu stiga virði, Tre tíu, Re fjögur, Cavallo þrjú og Fante tvö. Sá sem fær "
    "meira en sextíu stig vinnur leikinn, en jafntefli er ef báðir fá sextíu.",
]


@pytest.mark.parametrize("text", OTHER_LANGUAGES)
def test_unlisted_language_refused(text):
    reason = _refusal(text)
    assert "unsupported language" in reason, reason


OURS_WITH_NAMES = [
    ("fi", "Briscolan pistearvot: Asso 11, Tre 10, Re 4, Cavallo 3, Fante 2. Muut kortit eivät tuo pisteitä. "
           "Pakassa on 40 korttia ja jokainen pelaaja saa kolme korttia. Valttimaa ratkaistaan kääntämällä yksi "
           "kortti pöydälle. Tikin voittaja nostaa ensin pakasta, sitten toinen pelaaja."),
    ("en", "Cìcera scoring at the end of the deal: Scùa, Picada, Simili and Quadriglia earn one point each, and "
           "so do La Mata, the Settebello and the Fante di Coppe. Napula is a run of Spade from the Asso, Due and "
           "Tre upwards. The team with more points wins; a tie is no win for anyone."),
    ("ru", "Очки в Бришкола: Asso — 11, Tre — 10, Re — 4, Cavallo — 3, Fante — 2. Каждому игроку сдают по три "
           "карты, одну карту открывают, её масть — козырь. Взятку забирает старший козырь или старшая карта "
           "масти хода. Побеждает тот, кто набрал больше шестидесяти очков."),
    ("vi", "Trong Briscola, Asso được 11 điểm, Tre được 10 điểm, Re 4 điểm, Cavallo 3 điểm và Fante 2 điểm. Mỗi "
           "người chơi nhận ba lá bài và một lá được lật lên để chọn chất chủ. Người thắng nước bài rút trước từ "
           "chồng bài. Ai được hơn 60 điểm thì thắng ván."),
]


@pytest.mark.parametrize("lang, text", OURS_WITH_NAMES)
def test_our_language_with_italian_names_kept(lang, text):
    assert language(text) == lang


# ---------------------------------------------------------------- one statement a line

LINES_EN = """BRISCOLA - HOW TO PLAY
The pack has 40 cards in four suits and one card turned up gives the trump suit
Each player holds three cards and draws a new one from the stock after every trick
Whoever plays the highest trump takes the trick, otherwise the highest card of the suit led
The Ace is worth 11 points and the Three 10, the King 4, the Knight 3 and the Jack 2
The player who collects more than {} points wins the game
"""

LINES_FR = """Briscola : les règles du jeu
On joue à deux avec un jeu de 40 cartes italiennes en quatre couleurs
Chaque joueur reçoit trois cartes et la carte suivante retournée donne l'atout
Celui qui remporte le pli pioche le premier dans le talon
L'As vaut 11 points, le Trois 10, le Roi 4, le Cavalier 3 et le Valet 2
Le joueur qui totalise plus de 70 points gagne la partie
"""

LINES_IT = """REGOLE DELLA BRISCOLA
Si gioca in due con un mazzo di 40 carte diviso in quattro semi
Ogni giocatore riceve cinque carte e se ne scopre una che decide il seme di briscola
Dopo ogni presa si pesca una carta dal mazzo, prima chi ha preso e poi l'altro
Asso vale 11 punti, Tre 10, Re 4, Cavallo 3 e Fante 2
Vince chi supera i 60 punti alla fine della mano
"""


@pytest.mark.parametrize("text, line", [(LINES_EN.format(50), 6), (LINES_FR, 6), (LINES_IT, 3)])
def test_one_statement_a_line_error_on_its_line(text, line):
    found = _errors_by_line(text)
    assert line in found, found
    assert set(found) == {line}, found


def test_one_statement_a_line_agreeing_no_error():
    assert _errors_by_line(LINES_EN.format(60)) == {}


def test_wrapped_prose_still_joined():
    text = ("Reglas de la Brisca\n\nSe juega con una baraja española de cuarenta cartas y cada jugador\n"
            "recibe tres cartas al principio; la siguiente carta se pone boca arriba\n"
            "y su palo es el triunfo. Quien gana la baza roba primero del mazo.\n")
    doc = parse(text.encode("utf-8"), "t.txt")
    assert [b.line for b in doc.blocks] == [1, 3]


# ---------------------------------------------------------------- a variant's rules by our game's name

VARIANT_ES = """# brisca-por-parejas
Brisca para cuatro jugadores hecha en Python.

## Reglas
La Brisca se juega aquí entre cuatro jugadores, por parejas. A cada jugador se le reparten cuatro cartas. Se juegan varias manos hasta que una pareja llega a cien puntos.
"""

VARIANT_PT = """# briscola-duplas
Jogo de Briscola feito em Java para a faculdade.

## Regras
Nesta Briscola jogam quatro pessoas, em duas duplas. Cada jogador recebe quatro cartas. Jogam-se várias mãos até uma dupla chegar a 100 pontos.
"""


@pytest.mark.parametrize("text", [VARIANT_ES, VARIANT_PT])
def test_variant_readme_checked_with_its_differences(text):
    rep = checked(text, name="t.md")
    assert rep.games == ["briscola"]
    messages = [f.message for f in rep.findings if f.severity == "error"]
    assert any("4 players" in m or "where ours is 2" in m for m in messages), messages
    assert any("several deals" in m for m in messages), messages


BIDDING_EN = """# briscola-auction
Web app for Briscola with friends.

## Rules
Five people sit at the table and the whole pack is dealt out, eight cards each. Then comes the bidding: the highest bidder names a card and whoever holds it is the secret partner.
"""

REVIEW_EN = """# Five stars for Briscola Deluxe

I have played Briscola on my phone for years and this is the best app so far. The cards are the Piacentine ones and the animations are smooth. Briscola fans will love the online rooms; my only wish is a dark theme for playing Briscola at night. The tutorial is short and the ads are few.
"""


@pytest.mark.parametrize("text", [BIDDING_EN, REVIEW_EN])
def test_other_family_or_no_rules_refused(text):
    _refusal(text, name="t.md")


BIDDING_TABLE_EN = """# briscola-five
A Briscola table for five players, built with Django.

## Game flow
When five players have joined, all the cards are dealt, eight to each player. Then the bidding begins and the highest bidder calls a card; its holder is the bidder's partner and its suit is trump. Each player plays one card to the trick and the highest trump or the highest card of the suit led wins it.
"""


def test_bidding_family_refused_as_another_game():
    reason = _refusal(BIDDING_TABLE_EN, name="t.md")
    assert "another game than Briscola" in reason and "bidding" in reason, reason
