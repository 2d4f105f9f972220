"""A title that names one of our games and no other says what the text is about: another game
named often in its body, to compare ("in Tressette the 3 is also high; here ..."), does not make
the text that game's (batch 2026-12-24's Portuguese guide was refused for "bisca" named three
times in one question and answer). The texts are written for this test."""

import pytest

from checking import checked
from toolkit.check.document import NotChecked

TITLED = {
    "pt": ("# Briscola a dois: as regras do clube\n\n"
           "Joga-se a dois com um baralho de 40 cartas. Dão-se 3 cartas a cada jogador e vira-se uma carta: "
           "o seu naipe é o trunfo. Quem ganha a vaza compra primeiro do monte e sai na vaza seguinte.\n\n"
           "Não é obrigatório assistir ao naipe nem jogar trunfo: na Sueca assiste-se, aqui não. "
           "Na Sueca joga-se com parceiros; aqui cada um joga por si. Quem vem da Sueca estranha "
           "ao princípio, e a Sueca fica para o serão de sábado.\n\n"
           "No fim contam-se os pontos: 120 ao todo, ganha quem tiver mais de 60; 60 a 60 é empate.\n"),
    "en": ("# Briscola at our club\n\n"
           "Two players use a 40-card pack. Deal 3 cards to each player and turn one card face up: its "
           "suit is trumps. The winner of a trick draws first from the stock and leads the next one.\n\n"
           "You need not follow suit or play a trump: unlike in Tressette, any card may be played. "
           "Tressette players count in thirds; we do not. Forget Tressette here.\n\n"
           "When all cards are played, count the points: 120 in all; more than 60 wins, 60 each is a tie.\n"),
}


@pytest.mark.parametrize("lang", sorted(TITLED))
def test_a_title_naming_our_game_keeps_the_text_ours(lang):
    report = checked(TITLED[lang], name="guide.md")
    assert report.games == ["briscola"]
    assert not [f for f in report.findings if f.severity == "error"]


@pytest.mark.parametrize("lang", sorted(TITLED))
def test_without_the_title_the_other_game_named_more_often_refuses_it(lang):
    body = TITLED[lang].split("\n", 2)[2]
    with pytest.raises(NotChecked, match="Tressette|Sueca"):
        checked(body, name="guide.md")
