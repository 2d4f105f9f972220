"""The document gate (twenty-fifth session, h161): which texts are checked and which refused, and
the readings that decide it. Cases in our own words, several languages:

- a text in a script none of our languages uses is refused with its own language named;
- a message catalogue in code (a game's localisation strings under their keys) is read as its
  strings, with their escapes, so that a short tutorial of our game is checked;
- a regional game of our own family by the name a language gives it (pt "Bisca") is placed as our
  game when the text states our game's facts, and its differences are reported;
- a cue that holds a number ("the standard 78-card", a comparison) needs that number: "the
  standard 40-card deck" states a pack;
- a card's name as another of our languages renders it ("Caballo", "Sota") is no misspelling;
- where a deal begins ("deals three each, starting with the player on the right") names no one
  who leads.
"""

from __future__ import annotations

import pytest

from tests.checking import an_error, checked, errors, no_error
from toolkit.check.document import NotChecked


def _refusal(text: str, name: str = "t.txt") -> str:
    with pytest.raises(NotChecked) as caught:
        checked(text, name=name)
    return str(caught.value)


# ---------------------------------------------------------------- another script: named

@pytest.mark.parametrize("text, language", [
    ("意大利纸牌游戏的规则\n\n这个游戏用四十张牌来玩。发牌的人给每位玩家三张牌，然后翻开一张牌作为王牌花色。"
     "每一轮赢牌的人先出下一张牌，最后点数多的一方获胜。\n", "Chinese"),
    ("카드 게임 안내\n\n이 게임은 마흔 장의 카드로 합니다. 딜러는 각 사람에게 세 장씩 나누어 주고 한 장을 뒤집어 "
     "으뜸패 무늬를 정합니다. 점수가 더 많은 사람이 이깁니다.\n", "Korean"),
    ("Κανόνες του παιχνιδιού\n\nΤο παιχνίδι παίζεται με σαράντα φύλλα. Ο μοιραστής δίνει τρία φύλλα σε κάθε "
     "παίκτη και γυρίζει ένα φύλλο για το ατού. Κερδίζει όποιος μαζέψει τους περισσότερους πόντους.\n", "Greek"),
    ("قواعد اللعبة\n\nتلعب هذه اللعبة بأربعين ورقة. يوزع الموزع ثلاث أوراق على كل لاعب ثم يقلب ورقة لتحديد "
     "الحكم. يفوز من يجمع أكثر النقاط في النهاية.\n", "Arabic"),
])
def test_other_script_named(text, language):
    reason = _refusal(text)
    assert f"reads as {language}" in reason, reason


# ---------------------------------------------------------------- a message catalogue in code

JS_TUTORIAL = """  help: {
    title: "How to play Briscola",
    deal: "Each of the two players gets three cards, and one more card is turned face up to set the trump suit.",
    follow: "After every trick the winner draws first from the stock, then the other player.",
    points: "Aces count 11 and Threes 10; Kings 4, Knights 3 and Jacks 2.",
    goal: "Whoever ends with more than 60 points wins the game. %s",
  },
"""


def test_catalogue_strings_checked():
    rep = checked(JS_TUTORIAL, name="strings.js")
    assert rep.games == ["briscola"]
    assert not [f for f in rep.findings if f.severity == "error"]


def test_catalogue_wrong_deal_reported():
    wrong = JS_TUTORIAL.replace("gets three cards", "gets five cards")
    rep = checked(wrong, name="strings.js")
    assert [f for f in rep.findings if f.severity == "error" and f.line == 3], rep.findings


JSON_PROMPT = """{
  "intro": "Stai giocando a Briscola.\\nRegola: ogni giocatore riceve tre carte; la carta scoperta sotto il mazzo indica il seme di briscola.\\nPunti: Asso 11, Tre 10, Re 4, Cavallo 3, Fante 2, le altre 0.\\nChi supera i 60 punti vince la partita.",
  "turn": "Tocca a te: scegli una carta."
}
"""


def test_catalogue_escapes_read():
    rep = checked(JSON_PROMPT, name="it.json")
    assert rep.games == ["briscola"]
    assert not [f for f in rep.findings if f.severity == "error"]


def test_catalogue_escape_wrong_value_reported():
    rep = checked(JSON_PROMPT.replace("Tre 10", "Tre 7"), name="it.json")
    assert [f for f in rep.findings if f.severity == "error" and f.line == 2], rep.findings


# ---------------------------------------------------------------- a regional name of our game

BISCA = """Regras da Bisca

A Bisca joga-se a dois, com um baralho de 40 cartas. Cada jogador recebe três cartas e a carta seguinte fica virada para cima: o seu naipe é o trunfo.
Quem ganha a vaza tira primeiro uma carta do monte e joga a seguir.
O Ás vale 11 pontos, o Três 10, o Rei 4, o Cavalo 3 e o Valete 2; as outras cartas não valem nada.
No fim, quem tiver mais de 60 pontos ganha.
"""


def test_bisca_checked_as_briscola():
    rep = checked(BISCA, name="bisca.txt")
    assert rep.games == ["briscola"]
    assert not [f for f in rep.findings if f.severity == "error"]


def test_bisca_difference_reported():
    rep = checked(BISCA.replace("Cada jogador recebe três cartas", "Cada jogador recebe nove cartas"), name="bisca.txt")
    assert [f for f in rep.findings if f.severity == "error" and f.line == 3], rep.findings


# ---------------------------------------------------------------- a numbered cue needs its number

def test_standard_pack_of_ours_stated():
    no_error("en", "briscola", "The app deals from the standard 40-card Italian deck, three cards to each player.")


def test_standard_pack_not_ours_reported():
    an_error("en", "briscola", "At the club, Briscola is played with the standard 52-card deck.")


# ---------------------------------------------------------------- a name in another of our languages

def test_spanish_card_names_in_english():
    assert not errors("The engine scores the cards as follows: Caballo = 3, Sota = 2, Rey = 4.",
                      "en", "briscola", only="names")


def test_spanish_card_names_in_a_french_sentence():
    assert not errors("Dans la version espagnole de l'appli, la Sota prend 2 points et le Caballo 3.",
                      "fr", "briscola", only="names")


@pytest.mark.parametrize("lang, text", [
    ("it", "In questo gioco il Cavvallo vale 3 punti e il Fante 2."),
    ("en", "At our table the Cavalo scores three and the Fante two."),
    ("fr", "Le Fante rapporte deux points, le Cavalo trois."),
])
def test_lone_misspelt_name_still_reported(lang, text):
    assert errors(text, lang, "briscola", only="names")


# ---------------------------------------------------------------- where a deal begins

@pytest.mark.parametrize("lang, text", [
    ("pt", "Quem baralha distribui as cartas três a três, a começar pelo parceiro sentado à sua direita."),
    ("fr", "Le donneur distribue les cartes une par une en commençant par le joueur placé à sa droite."),
    ("it", "Il mazziere distribuisce a ognuno tre carte, cominciando dal giocatore seduto alla sua destra."),
    ("ru", "Сдающий раздаёт карты по одной, начиная с соседа справа."),
    ("de", "Der Geber teilt die Karten einzeln aus, beginnend mit dem Nachbarn zu seiner Rechten."),
    ("en", "Three cards are dealt to each player, starting from the seat on the dealer's right."),
])
def test_deal_start_is_no_leader(lang, text):
    no_error(lang, "briscola", text)


@pytest.mark.parametrize("lang, text", [
    ("fi", "Jakaja jakaa kolme korttia kullekin, aloittaen oikealla istuvasta pelaajasta."),
])
def test_deal_start_is_no_leader_fi(lang, text):
    no_error(lang, "briscola", text)


@pytest.mark.parametrize("lang, text", [
    ("fi", "Jakajan oikealla puolella istuva aloittaa pelin."),
    ("pt", "Depois de dar as cartas, começa a jogar quem está à direita de quem deu."),
    ("fr", "Une fois les cartes distribuées, le voisin de droite du donneur commence la partie."),
    ("en", "The dealer deals three cards each; then the player on the dealer's right leads first."),
])
def test_leader_after_deal_still_read(lang, text):
    an_error(lang, "briscola", text)


def test_leader_in_a_clause_of_its_own_still_read():
    # the verb of dealing in a clause before a semicolon: the gerund that follows is play starting
    an_error("pt", "cicera", "Quem dá baralha as cartas; o jogo segue a começar pelo jogador à esquerda de quem dá.")
