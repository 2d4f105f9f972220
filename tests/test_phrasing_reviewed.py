"""Generated sentences as a native reader wants them, pinned per language.

Each expected sentence was written (and read) by a reviewer, not copied from the program: articles
and contractions (it l'Asso, fr d'Épées, de das Asso / den Re), cases (fi accusative 10:n,
ru genitive мечей), classifiers (vi lá). Kinds: a fishing move (the sample deal's first three
moves) and a trick example with its winner (Briscola's three trick examples)."""

import pytest

from engine import games
from toolkit.pages import sample_deal, source_label
from toolkit.phrasing import Phraser
from toolkit.sampledeal import Pictures, deal_view
from toolkit.languages import load_languages

LOCALES = {lang.code: lang.babel_locale for lang in load_languages()}

MOVES = {
    "en": ["Player 2 plays the 10 of Coins and takes the 10 of Swords.", "Player 3 plays the 7 of Swords and takes the 7 of Batons.", "Player 4 places the 2 of Cups."],
    "it": ["Il giocatore 2 gioca il 10 di Denari e prende il 10 di Spade.", "Il giocatore 3 gioca il 7 di Spade e prende il 7 di Bastoni.", "Il giocatore 4 posa in tavola il 2 di Coppe."],
    "fr": ["Le joueur 2 joue le 10 de Deniers et prend le 10 d’Épées.", "Le joueur 3 joue le 7 d’Épées et prend le 7 de Bâtons.", "Le joueur 4 pose le 2 de Coupes sur la table."],
    "pt": ["O jogador 2 joga o 10 de Ouros e leva o 10 de Espadas.", "O jogador 3 joga o 7 de Espadas e leva o 7 de Paus.", "O jogador 4 coloca o 2 de Copas na mesa."],
    "ru": ["Игрок 2 выкладывает 10 монет и забирает 10 мечей.", "Игрок 3 выкладывает 7 мечей и забирает 7 жезлов.", "Игрок 4 кладёт на стол 2 кубков."],
    "vi": ["Người chơi 2 đánh lá 10 Tiền và ăn lá 10 Kiếm.", "Người chơi 3 đánh lá 7 Kiếm và ăn lá 7 Gậy.", "Người chơi 4 đặt lá 2 Cốc xuống bàn."],
    "fi": ["Pelaaja 2 pelaa kolikoiden 10:n ja ottaa miekkojen 10:n.", "Pelaaja 3 pelaa miekkojen 7:n ja ottaa sauvojen 7:n.", "Pelaaja 4 laskee pöytään kuppien 2:n."],
    "de": ["Spieler 2 spielt die 10 der Münzen und nimmt die 10 der Schwerter.", "Spieler 3 spielt die 7 der Schwerter und nimmt die 7 der Stäbe.", "Spieler 4 legt die 2 der Kelche auf den Tisch."],
    "es": ["El jugador 2 juega el 10 de Oros y se lleva el 10 de Espadas.", "El jugador 3 juega el 7 de Espadas y se lleva el 7 de Bastos.", "El jugador 4 deja el 2 de Copas en la mesa."],
}

TRICKS = {
    "en": ["Swords are trumps; the 3 of Coins and the Asso of Coins are played in this order: the Asso of Coins wins the trick, worth 21 points.",
           "Swords are trumps; the Re of Cups and the 2 of Swords are played in this order: the 2 of Swords wins the trick, worth 4 points.",
           "Coins are trumps; the 7 of Swords and the Asso of Cups are played in this order: the 7 of Swords wins the trick, worth 11 points."],
    "it": ["Briscola: Spade; si giocano in quest'ordine il 3 di Denari e l’Asso di Denari: l’Asso di Denari vince la presa, che vale 21 punti.",
           "Briscola: Spade; si giocano in quest'ordine il Re di Coppe e il 2 di Spade: il 2 di Spade vince la presa, che vale 4 punti.",
           "Briscola: Denari; si giocano in quest'ordine il 7 di Spade e l’Asso di Coppe: il 7 di Spade vince la presa, che vale 11 punti."],
    "fr": ["Atout\xa0: Épées\xa0; le 3 de Deniers et l’Asso de Deniers sont joués dans cet ordre\xa0: l’Asso de Deniers remporte le pli, qui vaut 21 points.",
           "Atout\xa0: Épées\xa0; le Re de Coupes et le 2 d’Épées sont joués dans cet ordre\xa0: le 2 d’Épées remporte le pli, qui vaut 4 points.",
           "Atout\xa0: Deniers\xa0; le 7 d’Épées et l’Asso de Coupes sont joués dans cet ordre\xa0: le 7 d’Épées remporte le pli, qui vaut 11 points."],
    "pt": ["Trunfo: Espadas; jogam-se, nesta ordem, o 3 de Ouros e o Asso de Ouros: o Asso de Ouros ganha a vaza, que vale 21 pontos.",
           "Trunfo: Espadas; jogam-se, nesta ordem, o Re de Copas e o 2 de Espadas: o 2 de Espadas ganha a vaza, que vale 4 pontos.",
           "Trunfo: Ouros; jogam-se, nesta ordem, o 7 de Espadas e o Asso de Copas: o 7 de Espadas ganha a vaza, que vale 11 pontos."],
    "ru": ["Козыри — мечи; карты 3 монет и Asso монет сыграны в таком порядке: взятку берёт Asso монет, в ней 21 очко.",
           "Козыри — мечи; карты Re кубков и 2 мечей сыграны в таком порядке: взятку берёт 2 мечей, в ней 4 очка.",
           "Козыри — монеты; карты 7 мечей и Asso кубков сыграны в таком порядке: взятку берёт 7 мечей, в ней 11 очков."],
    "vi": ["Chất chủ là Kiếm; lá 3 Tiền và lá Asso Tiền được đánh theo thứ tự này: lá Asso Tiền thắng nước bài, trị giá 21 điểm.",
           "Chất chủ là Kiếm; lá Re Cốc và lá 2 Kiếm được đánh theo thứ tự này: lá 2 Kiếm thắng nước bài, trị giá 4 điểm.",
           "Chất chủ là Tiền; lá 7 Kiếm và lá Asso Cốc được đánh theo thứ tự này: lá 7 Kiếm thắng nước bài, trị giá 11 điểm."],
    "fi": ["Valttimaa: miekat; kortit kolikoiden 3 ja kolikoiden Asso pelataan tässä järjestyksessä: tikin voittaa kolikoiden Asso, ja tikin arvo on 21 pistettä.",
           "Valttimaa: miekat; kortit kuppien Re ja miekkojen 2 pelataan tässä järjestyksessä: tikin voittaa miekkojen 2, ja tikin arvo on 4 pistettä.",
           "Valttimaa: kolikot; kortit miekkojen 7 ja kuppien Asso pelataan tässä järjestyksessä: tikin voittaa miekkojen 7, ja tikin arvo on 11 pistettä."],
    "de": ["Schwerter sind Trumpf; die 3 der Münzen und das Asso der Münzen werden in dieser Reihenfolge gespielt: das Asso der Münzen gewinnt den Stich, der 21 Punkte wert ist.",
           "Schwerter sind Trumpf; der Re der Kelche und die 2 der Schwerter werden in dieser Reihenfolge gespielt: die 2 der Schwerter gewinnt den Stich, der 4 Punkte wert ist.",
           "Münzen sind Trumpf; die 7 der Schwerter und das Asso der Kelche werden in dieser Reihenfolge gespielt: die 7 der Schwerter gewinnt den Stich, der 11 Punkte wert ist."],
    "es": ["Triunfo: Espadas; se juegan en este orden el 3 de Oros y el Asso de Oros: el Asso de Oros gana la baza, que vale 21 puntos.",
           "Triunfo: Espadas; se juegan en este orden el Re de Copas y el 2 de Espadas: el 2 de Espadas gana la baza, que vale 4 puntos.",
           "Triunfo: Oros; se juegan en este orden el 7 de Espadas y el Asso de Copas: el 7 de Espadas gana la baza, que vale 11 puntos."],
}

# Card names in the object form, where articles and cases differ most (Minchiate's pack).
OBJECTS = {
    "it": ["l’Asso di Spade", "la Fantina di Coppe", "il tarocco 29", "il Matto"],
    "fr": ["l’Asso d’Épées", "la Fantina de Coupes", "l’atout 29", "le Matto"],
    "de": ["das Asso der Schwerter", "die Fantina der Kelche", "den Trumpf 29", "den Matto"],
    "es": ["el Asso de Espadas", "la Fantina de Copas", "el triunfo 29", "el Matto"],
    "pt": ["o Asso de Espadas", "a Fantina de Copas", "o trunfo 29", "o Matto"],
    "fi": ["miekkojen Asson", "kuppien Fantinan", "valtin 29", "Matton"],
    "ru": ["Asso мечей", "Fantina кубков", "козырь 29", "Matto"],
    "vi": ["lá Asso Kiếm", "lá Fantina Cốc", "lá chủ 29", "lá Matto"],
}


def _first_steps(game_id: str, lang: str) -> list[str]:
    game = games.load(game_id)
    ph = Phraser(lang, LOCALES[lang])
    view = deal_view(ph, game, sample_deal(game), Pictures(ph, game.deck, ""), source_label)
    return [s.text for s in view.steps[:3]]


@pytest.mark.parametrize("lang", sorted(MOVES))
def test_fishing_moves_read_naturally(lang):
    assert _first_steps("cicera", lang) == MOVES[lang]


@pytest.mark.parametrize("lang", sorted(TRICKS))
def test_trick_examples_read_naturally(lang):
    game = games.load("briscola")
    ph = Phraser(lang, LOCALES[lang])
    assert [ph.example(game, ex) for ex in game.spec.examples if ex.kind == "trick"] == TRICKS[lang]


@pytest.mark.parametrize("lang", sorted(OBJECTS))
def test_card_names_take_their_article_or_case(lang):
    deck = games.load("minchiate").deck
    ph = Phraser(lang, LOCALES[lang])
    assert [ph.card(deck, c, "object") for c in ("AS", "FC", "29T", "M")] == OBJECTS[lang]


TRICK_LINES = {
    "en": ["Player 2 plays the 4 of Coins and Player 1 plays the 2 of Cups; Player 2 wins the trick (0 points).",
           "Player 2 plays the 2 of Swords and Player 1 plays the Asso of Swords; Player 1 wins the trick (11 points).",
           "Player 1 plays the 2 of Batons and Player 2 plays the 6 of Batons; Player 2 wins the trick (0 points)."],
    "it": ["Il giocatore 2 gioca il 4 di Denari e il giocatore 1 gioca il 2 di Coppe; la presa va al giocatore 2 (0 punti).",
           "Il giocatore 2 gioca il 2 di Spade e il giocatore 1 gioca l’Asso di Spade; la presa va al giocatore 1 (11 punti).",
           "Il giocatore 1 gioca il 2 di Bastoni e il giocatore 2 gioca il 6 di Bastoni; la presa va al giocatore 2 (0 punti)."],
    "fr": ["Le joueur 2 joue le 4 de Deniers et le joueur 1 joue le 2 de Coupes\xa0; le joueur 2 remporte le pli (0 point).",
           "Le joueur 2 joue le 2 d’Épées et le joueur 1 joue l’Asso d’Épées\xa0; le joueur 1 remporte le pli (11 points).",
           "Le joueur 1 joue le 2 de Bâtons et le joueur 2 joue le 6 de Bâtons\xa0; le joueur 2 remporte le pli (0 point)."],
    "pt": ["O jogador 2 joga o 4 de Ouros e o jogador 1 joga o 2 de Copas; o jogador 2 ganha a vaza (0 pontos).",
           "O jogador 2 joga o 2 de Espadas e o jogador 1 joga o Asso de Espadas; o jogador 1 ganha a vaza (11 pontos).",
           "O jogador 1 joga o 2 de Paus e o jogador 2 joga o 6 de Paus; o jogador 2 ganha a vaza (0 pontos)."],
    "ru": ["Игрок 2 кладёт 4 монет и игрок 1 кладёт 2 кубков; взятку берёт игрок 2 (0 очков).",
           "Игрок 2 кладёт 2 мечей и игрок 1 кладёт Asso мечей; взятку берёт игрок 1 (11 очков).",
           "Игрок 1 кладёт 2 жезлов и игрок 2 кладёт 6 жезлов; взятку берёт игрок 2 (0 очков)."],
    "vi": ["Người chơi 2 đánh lá 4 Tiền và người chơi 1 đánh lá 2 Cốc; người chơi 2 thắng nước bài (0 điểm).",
           "Người chơi 2 đánh lá 2 Kiếm và người chơi 1 đánh lá Asso Kiếm; người chơi 1 thắng nước bài (11 điểm).",
           "Người chơi 1 đánh lá 2 Gậy và người chơi 2 đánh lá 6 Gậy; người chơi 2 thắng nước bài (0 điểm)."],
    "fi": ["Pelaaja 2 pelaa kolikoiden 4:n ja pelaaja 1 pelaa kuppien 2:n; tikin voittaa pelaaja 2 (0 pistettä).",
           "Pelaaja 2 pelaa miekkojen 2:n ja pelaaja 1 pelaa miekkojen Asson; tikin voittaa pelaaja 1 (11 pistettä).",
           "Pelaaja 1 pelaa sauvojen 2:n ja pelaaja 2 pelaa sauvojen 6:n; tikin voittaa pelaaja 2 (0 pistettä)."],
    "de": ["Spieler 2 spielt die 4 der Münzen und Spieler 1 spielt die 2 der Kelche; Spieler 2 gewinnt den Stich (0 Punkte).",
           "Spieler 2 spielt die 2 der Schwerter und Spieler 1 spielt das Asso der Schwerter; Spieler 1 gewinnt den Stich (11 Punkte).",
           "Spieler 1 spielt die 2 der Stäbe und Spieler 2 spielt die 6 der Stäbe; Spieler 2 gewinnt den Stich (0 Punkte)."],
    "es": ["El jugador 2 juega el 4 de Oros y el jugador 1 juega el 2 de Copas; el jugador 2 gana la baza (0 puntos).",
           "El jugador 2 juega el 2 de Espadas y el jugador 1 juega el Asso de Espadas; el jugador 1 gana la baza (11 puntos).",
           "El jugador 1 juega el 2 de Bastos y el jugador 2 juega el 6 de Bastos; el jugador 2 gana la baza (0 puntos)."],
}

# The capture examples with three, two and one card on the table (no verb agreeing with the table).
CAPTURES = {
    "en": ["With the 2 of Cups, the 3 of Cups and the 5 of Cups on the table, play the 10 of Cups and take the 2 of Cups, the 3 of Cups and the 5 of Cups: Scùa, Simili and Quadriglia, 3 points in all.",
           "With the 5 of Coins and the Re of Swords on the table, play the 5 of Cups and take the 5 of Coins: Picada, 1 point in all.",
           "With the 5 of Coins on the table, play the 5 of Cups and take the 5 of Coins: Scùa and Picada, 2 points in all."],
    "it": ["Con il 2 di Coppe, il 3 di Coppe e il 5 di Coppe in tavola, giochi il 10 di Coppe e prendi il 2 di Coppe, il 3 di Coppe e il 5 di Coppe: Scùa, Simili e Quadriglia, 3 punti in tutto.",
           "Con il 5 di Denari e il Re di Spade in tavola, giochi il 5 di Coppe e prendi il 5 di Denari: Picada, 1 punto in tutto.",
           "Con il 5 di Denari in tavola, giochi il 5 di Coppe e prendi il 5 di Denari: Scùa e Picada, 2 punti in tutto."],
    "fr": ["Avec le 2 de Coupes, le 3 de Coupes et le 5 de Coupes sur la table, vous jouez le 10 de Coupes et prenez le 2 de Coupes, le 3 de Coupes et le 5 de Coupes\xa0: Scùa, Simili et Quadriglia, soit 3 points en tout.",
           "Avec le 5 de Deniers et le Re d’Épées sur la table, vous jouez le 5 de Coupes et prenez le 5 de Deniers\xa0: Picada, soit 1 point en tout.",
           "Avec le 5 de Deniers sur la table, vous jouez le 5 de Coupes et prenez le 5 de Deniers\xa0: Scùa et Picada, soit 2 points en tout."],
    "pt": ["Com o 2 de Copas, o 3 de Copas e o 5 de Copas na mesa, jogue o 10 de Copas e leve o 2 de Copas, o 3 de Copas e o 5 de Copas: Scùa, Simili e Quadriglia, 3 pontos ao todo.",
           "Com o 5 de Ouros e o Re de Espadas na mesa, jogue o 5 de Copas e leve o 5 de Ouros: Picada, 1 ponto ao todo.",
           "Com o 5 de Ouros na mesa, jogue o 5 de Copas e leve o 5 de Ouros: Scùa e Picada, 2 pontos ao todo."],
    "ru": ["На столе: 2 кубков, 3 кубков и 5 кубков; вы кладёте 10 кубков и забираете 2 кубков, 3 кубков и 5 кубков: Scùa, Simili и Quadriglia, всего 3 очка.",
           "На столе: 5 монет и Re мечей; вы кладёте 5 кубков и забираете 5 монет: Picada, всего 1 очко.",
           "На столе: 5 монет; вы кладёте 5 кубков и забираете 5 монет: Scùa и Picada, всего 2 очка."],
    "vi": ["Trên bàn có lá 2 Cốc, lá 3 Cốc và lá 5 Cốc; đánh lá 10 Cốc rồi ăn lá 2 Cốc, lá 3 Cốc và lá 5 Cốc: Scùa, Simili và Quadriglia, tổng cộng 3 điểm.",
           "Trên bàn có lá 5 Tiền và lá Re Kiếm; đánh lá 5 Cốc rồi ăn lá 5 Tiền: Picada, tổng cộng 1 điểm.",
           "Trên bàn có lá 5 Tiền; đánh lá 5 Cốc rồi ăn lá 5 Tiền: Scùa và Picada, tổng cộng 2 điểm."],
    "fi": ["Pöydässä on kuppien 2, kuppien 3 ja kuppien 5; pelaat kuppien 10:n ja otat kuppien 2:n, kuppien 3:n ja kuppien 5:n: Scùa, Simili ja Quadriglia, yhteensä 3 pistettä.",
           "Pöydässä on kolikoiden 5 ja miekkojen Re; pelaat kuppien 5:n ja otat kolikoiden 5:n: Picada, yhteensä 1 piste.",
           "Pöydässä on kolikoiden 5; pelaat kuppien 5:n ja otat kolikoiden 5:n: Scùa ja Picada, yhteensä 2 pistettä."],
    "de": ["Auf dem Tisch: die 2 der Kelche, die 3 der Kelche und die 5 der Kelche. Sie spielen die 10 der Kelche und nehmen die 2 der Kelche, die 3 der Kelche und die 5 der Kelche: Scùa, Simili und Quadriglia, insgesamt 3 Punkte.",
           "Auf dem Tisch: die 5 der Münzen und der Re der Schwerter. Sie spielen die 5 der Kelche und nehmen die 5 der Münzen: Picada, insgesamt 1 Punkt.",
           "Auf dem Tisch: die 5 der Münzen. Sie spielen die 5 der Kelche und nehmen die 5 der Münzen: Scùa und Picada, insgesamt 2 Punkte."],
    "es": ["Con el 2 de Copas, el 3 de Copas y el 5 de Copas en la mesa, juegas el 10 de Copas y te llevas el 2 de Copas, el 3 de Copas y el 5 de Copas: Scùa, Simili y Quadriglia, 3 puntos en total.",
           "Con el 5 de Oros y el Re de Espadas en la mesa, juegas el 5 de Copas y te llevas el 5 de Oros: Picada, 1 punto en total.",
           "Con el 5 de Oros en la mesa, juegas el 5 de Copas y te llevas el 5 de Oros: Scùa y Picada, 2 puntos en total."],
}


@pytest.mark.parametrize("lang", sorted(TRICK_LINES))
def test_trick_narration_reads_naturally(lang):
    assert _first_steps("briscola", lang) == TRICK_LINES[lang]


@pytest.mark.parametrize("lang", sorted(CAPTURES))
def test_capture_examples_read_naturally(lang):
    game = games.load("cicera")
    ph = Phraser(lang, LOCALES[lang])
    assert [ph.example(game, ex) for ex in game.spec.examples if ex.kind == "capture_bonuses"][1:] == CAPTURES[lang]
