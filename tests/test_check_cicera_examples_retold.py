"""Cìcera worked examples by another writer (h76): written for this test from the rules alone
(RULES.md) and checked on the engine, before any reader was changed for them. ``CASES`` tells each
situation once rightly (no error) and once with exactly one thing changed (an error): a capture
told by what stays on the table or passively ("são recolhidos pelo 7"), a hypothetical ("he could
have taken ..."), two captures told in turn, the card the previous player has just left, bonuses
and their total, majorities, a tie, the Napula. ``FIXES`` are the phenomena the readers were
changed for, each a sentence that gave an error (or none) before the change:

- a capture only tried or claimed ("tries to take all three", "vorrebbe portarsi via") states no
  rule: nothing is read from it (``attempt`` cues, nine languages); "if you want, ..." is a condition;
- a taking told a sentence after another card is played is that play's (captures told in turn);
- a card named right before the cue for the card just left ("the 8 was just put down by the player
  before you, next to the 2") makes which card was left unread;
- the result of a sum ("2 + 5 = 7") and a count of cards ("die drei Zahlenkarten", "the two numeral
  cards") are no cards of the table;
- a number's case ending after a colon (fi "otat 2:n ja 5:n") does not break a list;
- the number a sum makes ("la somma del 4 e del 5 dà 9") is neither a card of the table nor
  a numeral's value (a court given a value in sums still is an error);
- a tie told as two equal counts ("26 a 26", "26 contra 26") is read as a majority example: the
  points the text gives it against the engine's (none);
- cards named with their suit where the text names the table or a hand ("Nina holds the 4 of
  Swords, ...") are cards of a moment of the game, not numbers of a rule.
"""

from __future__ import annotations

import pytest

from engine.examples import outcome
from engine.games import load
from checking import Ex, errors

O_A = (Ex("capture_options", play="7C", table=("2C", "5D", "7S", "RB")), {"options": [["7S"], ["2C", "5D"], []]})
O_A2 = (Ex("capture_options", play="CB", table=("CS", "3D", "FC")), {"options": [["CS"], []]})
O_B = (Ex("capture_options", play="9B", table=("4S", "5C", "9D")), {"options": [["9D"], ["4S", "5C"], []]})
B_C = (Ex("capture_bonuses", play="10C", table=("AC", "2C", "7C"), take=("AC", "2C", "7C")),
       {"bonuses": ["scua", "simili", "quadriglia"], "points": 3})
B_C2 = (Ex("capture_bonuses", play="9S", table=("4S", "5S", "RD"), take=("4S", "5S")), {"bonuses": ["simili"], "points": 1})
B_D = (Ex("capture_bonuses", play="8B", table=("8C", "2S"), take=("8C",), last_left="8C"), {"bonuses": ["picada"], "points": 1})
O_E = (Ex("capture_options", play="RS", table=("2D", "4C", "RC")), {"options": [["RC"], []]})
M_28 = (Ex("majority", award="most_cards", counts=(28, 24)), {"points": [2, 0]})
M_TIE = (Ex("majority", award="most_cards", counts=(26, 26)), {"points": [0, 0]})
M_SW = (Ex("majority", award="most_swords", counts=(8, 5)), {"points": [1, 0]})
N_6 = (Ex("napula", award="napula", cards=("AS", "2S", "3S", "4S", "5S", "6S")), {"score": 6})
N_0 = (Ex("napula", award="napula", cards=("AS", "2S", "4S", "5S")), {"score": 0})

# (id, lang, (Ex, outcome), right, wrong)
CASES = [
    # ---------------------------------------------------------------- it
    ("it-stays", "it", O_A,
     "In tavola ci sono il 2 di Coppe, il 5 di Denari, il 7 di Spade e il Re di Bastoni. Gioco il 7 di Coppe: "
     "il 2 e il 5 finiscono nel nostro mazzetto, mentre il 7 di Spade e il Re restano lì.",
     "In tavola ci sono il 2 di Coppe, il 5 di Denari, il 7 di Spade e il Re di Bastoni. Gioco il 7 di Coppe: "
     "il 2, il 5 e il 7 di Spade finiscono nel nostro mazzetto, e sul tavolo resta solo il Re."),
    ("it-picada", "it", B_D,
     "Giulia ha appena calato l'8 di Coppe accanto al 2 di Spade. Rispondo con l'8 di Bastoni e mi porto via il suo 8: "
     "è una Picada, un punto, ma niente Scùa perché il 2 rimane in tavola.",
     "Giulia ha appena calato l'8 di Coppe accanto al 2 di Spade. Rispondo con l'8 di Bastoni e mi porto via il suo 8: "
     "Picada e Scùa insieme, due punti."),
    ("it-two-captures", "it", O_E,
     "Sul tavolo: 6 di Spade, 2 di Denari, 4 di Coppe e Re di Coppe. Anna cala il 6 di Denari e raccoglie il 6 di Spade. "
     "Poi tocca a Bruno, che con il Re di Spade si prende il Re di Coppe; il 2 e il 4 restano in tavola.",
     "Sul tavolo: 6 di Spade, 2 di Denari, 4 di Coppe e Re di Coppe. Anna cala il 6 di Denari e raccoglie il 6 di Spade. "
     "Poi tocca a Bruno, che con il Re di Spade si prende il Re di Coppe e anche il 2 di Denari."),
    # ---------------------------------------------------------------- fr
    ("fr-if", "fr", O_B,
     "Sur la table : le 4 d'Épées, le 5 de Coupes et le 9 de Deniers. Paul se contente de poser son 9 de Bâtons. "
     "Il aurait pourtant pu ramasser le 9 de Deniers, ou bien le 4 et le 5 ensemble.",
     "Sur la table : le 4 d'Épées, le 5 de Coupes et le 9 de Deniers. Paul se contente de poser son 9 de Bâtons. "
     "Il aurait pourtant pu ramasser d'un coup le 9, le 4 et le 5."),
    ("fr-total", "fr", B_C,
     "Il ne reste que l'As, le 2 et le 7 de Coupes sur le tapis. Claire les rafle tous avec le 10 de Coupes : "
     "Scùa, Simili et Quadriglia, soit 3 points pour son équipe.",
     "Il ne reste que l'As, le 2 et le 7 de Coupes sur le tapis. Claire les rafle tous avec le 10 de Coupes : "
     "Scùa, Simili et Quadriglia, soit 4 points pour son équipe."),
    ("fr-cards", "fr", M_28,
     "Au décompte, notre équipe a ramassé 28 cartes et l'autre 24 : la prime des cartes, 2 points, est pour nous.",
     "Au décompte, notre équipe a ramassé 28 cartes et l'autre 24 : la prime des cartes, 1 point, est pour nous."),
    # ---------------------------------------------------------------- de
    ("de-stays", "de", O_A,
     "Auf dem Tisch liegen die 2 Kelche, die 5 Münzen, die 7 Schwerter und der Re der Stäbe. Mit der 7 Kelche "
     "räumst du die 2 und die 5 ab; übrig bleiben die 7 Schwerter und der Re.",
     "Auf dem Tisch liegen die 2 Kelche, die 5 Münzen, die 7 Schwerter und der Re der Stäbe. Mit der 7 Kelche "
     "räumst du die 2, die 5 und die 7 Schwerter ab; übrig bleibt nur der Re."),
    ("de-simili", "de", B_C2,
     "Tisch: 4 Schwerter, 5 Schwerter, Re der Münzen. Ich lege die 9 Schwerter und hole mir die 4 und die 5. "
     "Alles Schwerter, also Simili für einen Punkt; der Re bleibt liegen, eine Scùa ist es nicht.",
     "Tisch: 4 Schwerter, 5 Schwerter, Re der Münzen. Ich lege die 9 Schwerter und hole mir die 4 und die 5. "
     "Alles Schwerter, also Simili, und dazu eine Scùa: zwei Punkte."),
    ("de-napula", "de", N_6,
     "Am Ende hat unser Team Asso, 2, 3, 4, 5 und 6 der Schwerter gesammelt. Das ergibt eine Napula von 6 Punkten.",
     "Am Ende hat unser Team Asso, 2, 3, 4, 5 und 6 der Schwerter gesammelt. Das ergibt eine Napula von 7 Punkten."),
    # ---------------------------------------------------------------- es
    ("es-picada", "es", B_D,
     "El jugador anterior acaba de dejar el 8 de Copas; en la mesa también está el 2 de Espadas. Tú juegas el 8 de Bastos "
     "y te llevas solo ese 8: eso es una Picada y vale 1 punto.",
     "El jugador anterior acaba de dejar el 8 de Copas; en la mesa también está el 2 de Espadas. Tú juegas el 8 de Bastos "
     "y te llevas solo ese 8: eso es una Picada y una Scùa, 2 puntos."),
    ("es-if", "es", O_B,
     "En la mesa hay un 4 de Espadas, un 5 de Copas y un 9 de Oros. Con el 9 de Bastos, Lucía podría llevarse "
     "el 9 de Oros, o el 4 y el 5 juntos, o simplemente dejar su carta.",
     "En la mesa hay un 4 de Espadas, un 5 de Copas y un 9 de Oros. Con el 9 de Bastos, Lucía podría llevarse "
     "las tres cartas de golpe."),
    ("es-tie", "es", M_TIE,
     "Si cada pareja termina con 26 cartas, el premio por más cartas no se da: ninguna de las dos suma puntos por ello.",
     "Si cada pareja termina con 26 cartas, el premio por más cartas se reparte: cada pareja suma 1 punto."),
    # ---------------------------------------------------------------- pt
    ("pt-passive", "pt", O_A,
     "Na mesa estão o 2 de Copas, o 5 de Ouros, o 7 de Espadas e o Rei de Paus. O 2 e o 5 são recolhidos pelo 7 de Copas "
     "do Pedro; o 7 de Espadas e o Rei ficam na mesa.",
     "Na mesa estão o 2 de Copas, o 5 de Ouros, o 7 de Espadas e o Rei de Paus. O 2, o 5 e o 7 de Espadas são recolhidos "
     "pelo 7 de Copas do Pedro; só o Rei fica na mesa."),
    ("pt-two", "pt", O_E,
     "Mesa: 6 de Espadas, 2 de Ouros, 4 de Copas e Re de Copas. A Rita joga o 6 de Ouros e fica com o 6 de Espadas. "
     "A seguir, o Rui joga o Re de Espadas e leva o Re de Copas.",
     "Mesa: 6 de Espadas, 2 de Ouros, 4 de Copas e Re de Copas. A Rita joga o 6 de Ouros e fica com o 6 de Espadas. "
     "A seguir, o Rui joga o Re de Espadas e leva o Re de Copas junto com o 4 de Copas."),
    ("pt-napula0", "pt", N_0,
     "Capturámos o Ás, o 2, o 4 e o 5 de Espadas, mas não o 3: sem o 3 não há Napula, vale 0.",
     "Capturámos o Ás, o 2, o 4 e o 5 de Espadas, mas não o 3: mesmo assim a Napula vale 4 pontos."),
    # ---------------------------------------------------------------- ru
    ("ru-total", "ru", B_C,
     "На столе остались только туз, 2 и 7 Кубков. Ольга кладёт 10 Кубков и забирает все три карты: "
     "Scùa, Simili и Quadriglia, итого 3 очка.",
     "На столе остались только туз, 2 и 7 Кубков. Ольга кладёт 10 Кубков и забирает все три карты: "
     "Scùa и Quadriglia, но без Simili, итого 2 очка."),
    ("ru-if", "ru", O_B,
     "На столе 4 Мечей, 5 Кубков и 9 Монет. Игорь просто положил свою 9 Жезлов, хотя мог бы забрать ею 9 Монет "
     "или 4 и 5 вместе.",
     "На столе 4 Мечей, 5 Кубков и 9 Монет. Игорь просто положил свою 9 Жезлов, хотя мог бы забрать ею сразу все три карты."),
    ("ru-swords", "ru", M_SW,
     "В конце у нас 8 карт масти Мечи, у соперников 5, так что очко за большинство Мечей достаётся нам: 1 очко.",
     "В конце у нас 8 карт масти Мечи, у соперников 5, так что за большинство Мечей мы получаем 2 очка."),
    # ---------------------------------------------------------------- fi
    ("fi-stays", "fi", O_A,
     "Pöydällä on kuppien 2, kolikoiden 5, miekkojen 7 ja sauvojen Re. Pelaat kuppien 7:n ja otat 2:n ja 5:n; "
     "miekkojen 7 ja Re jäävät pöydälle.",
     "Pöydällä on kuppien 2, kolikoiden 5, miekkojen 7 ja sauvojen Re. Pelaat kuppien 7:n ja otat 2:n, 5:n ja "
     "miekkojen 7:n; vain Re jää pöydälle."),
    ("fi-picada", "fi", B_D,
     "Edellinen pelaaja laski juuri pöytään kuppien 8:n, jossa oli jo miekkojen 2. Otat sen 8:n sauvojen 8:lla: "
     "saat Picadan eli 1 pisteen, mutta Scùaa ei tule, koska 2 jää pöytään.",
     "Edellinen pelaaja laski juuri pöytään kuppien 8:n, jossa oli jo miekkojen 2. Otat sen 8:n sauvojen 8:lla: "
     "saat Picadan ja Scùan, yhteensä 2 pistettä."),
    ("fi-napula", "fi", N_6,
     "Joukkueellamme on miekkojen Asso, 2, 3, 4, 5 ja 6, joten Napula on 6 pistettä.",
     "Joukkueellamme on miekkojen Asso, 2, 3, 4, 5 ja 6, joten Napula on 3 pistettä."),
    # ---------------------------------------------------------------- vi
    ("vi-total", "vi", B_C,
     "Trên bàn chỉ còn Át, 2 và 7 Cốc. Lan đánh 10 Cốc và ăn cả ba lá: được Scùa, Simili và Quadriglia, tổng cộng 3 điểm.",
     "Trên bàn chỉ còn Át, 2 và 7 Cốc. Lan đánh 10 Cốc và ăn cả ba lá: được Scùa, Simili và Quadriglia, tổng cộng 4 điểm."),
    ("vi-court", "vi", O_A2,
     "Trên bàn có Cavallo Kiếm, 3 Tiền và Fante Cốc. Minh đánh Cavallo Gậy và chỉ ăn được Cavallo Kiếm; "
     "3 Tiền và Fante Cốc vẫn nằm trên bàn.",
     "Trên bàn có Cavallo Kiếm, 3 Tiền và Fante Cốc. Minh đánh Cavallo Gậy và ăn cả Cavallo Kiếm lẫn Fante Cốc; "
     "chỉ còn 3 Tiền nằm trên bàn."),
    ("vi-cards", "vi", M_28,
     "Cuối ván, đội chúng tôi có 28 lá, đội kia 24 lá, nên chúng tôi được 2 điểm nhiều lá nhất.",
     "Cuối ván, đội chúng tôi có 28 lá, đội kia 24 lá, nên chúng tôi được 3 điểm nhiều lá nhất."),
    # ---------------------------------------------------------------- en
    ("en-if", "en", O_B,
     "The table shows the 4 of Swords, the 5 of Cups and the 9 of Coins. Had Sam wanted to, his 9 of Batons could have "
     "taken the 9 of Coins, or the 4 and the 5 together; he just laid it down instead.",
     "The table shows the 4 of Swords, the 5 of Cups and the 9 of Coins. Had Sam wanted to, his 9 of Batons could have "
     "taken all three cards in one go; he just laid it down instead."),
    ("en-two", "en", O_E,
     "On the table: the 6 of Swords, the 2 of Coins, the 4 of Cups and the Re of Cups. Ann plays the 6 of Coins and "
     "collects the 6 of Swords. Next, Ben drops the Re of Swords and the Re of Cups goes to his pile.",
     "On the table: the 6 of Swords, the 2 of Coins, the 4 of Cups and the Re of Cups. Ann plays the 6 of Coins and "
     "collects the 6 of Swords. Next, Ben drops the Re of Swords and the Re of Cups and the 4 of Cups go to his pile."),
    ("en-picada", "en", B_D,
     "The 8 of Cups was just put down by the player before you, next to the 2 of Swords. You answer with the 8 of Batons "
     "and pick up that 8 alone: a Picada, worth 1 point. The 2 stays, so there is no Scùa.",
     "The 8 of Cups was just put down by the player before you, next to the 2 of Swords. You answer with the 8 of Batons "
     "and pick up that 8 alone: a Picada and a Scùa, worth 2 points."),
]

FIXES = [
    # a capture only tried or claimed (modality): no statement of what may be taken
    ("attempt-en", "en", "The table holds the 3 of Cups, the 5 of Coins and the 8 of Swords. Tom plays the 8 of Batons and "
     "tries to take all three at once; the others stop him, since the 8 takes the 8 of Swords or the 3 and the 5.", False),
    ("attempt-it", "it", "Sul tavolo ci sono il 3 di Coppe, il 5 di Denari e l'8 di Spade. Marco gioca l'8 di Bastoni e "
     "vorrebbe portarsi via tutte e tre le carte, ma gli altri protestano.", False),
    ("attempt-fr", "fr", "Sur la table : le 3 de Coupes, le 5 de Deniers et le 8 d'Épées. Marc joue le 8 de Bâtons et "
     "tente de ramasser les trois cartes d'un coup ; les autres protestent.", False),
    ("attempt-ru", "ru", "На столе 3 Кубков, 5 Монет и 8 Мечей. Марк кладёт 8 Жезлов и пытается забрать все три карты, "
     "но остальные возражают.", False),
    ("attempt-es", "es", "En la mesa están el 3 de Copas, el 5 de Oros y el 8 de Espadas. Marcos juega el 8 de Bastos e "
     "intenta llevarse las tres cartas a la vez, pero los demás protestan.", False),
    # captures told in turn: a taking after another card played is that play's
    ("turns-pt", "pt", "Mesa: 6 de Espadas, 2 de Ouros, 4 de Copas e Re de Copas. A Rita joga o 6 de Ouros e fica com o "
     "6 de Espadas. Depois o Rui joga o Re de Espadas e leva o Re de Copas.", False),
    ("turns-en", "en", "Lia drops a 4 on an otherwise empty table. Max answers with the 4 of Cups and picks it up: "
     "a Picada and a Scùa, 2 points.", False),
    ("turns-en-wrong", "en", "Lia drops a 4 on an otherwise empty table. Max answers with the 4 of Cups and picks it up: "
     "a Picada only, 1 point.", True),
    # a card named before the 'just left' cue: which card was left is not read
    ("left-en", "en", "The 8 of Cups was just put down by the player before you, next to the 2 of Swords. You answer "
     "with the 8 of Batons and pick up that 8 alone: a Picada, worth 1 point. The 2 stays, so there is no Scùa.", False),
    ("left-de", "de", "Die 8 Kelche hat der Spieler vor dir gerade neben die 2 Schwerter gelegt. Mit der 8 Stäbe nimmst "
     "du nur diese 8: eine Picada, 1 Punkt; die 2 bleibt, also keine Scùa.", False),
    # a sum's result and a count of cards are no cards
    ("sum-de", "de", "Auf dem Tisch liegen die 2 Kelche, die 5 Münzen und der Fante der Schwerter. Du legst die 7 Stäbe. "
     "Mit 2 + 5 = 7 holst du dir die beiden Zahlenkarten, der Fante bleibt liegen: keine Scùa.", False),
    ("sum-en", "en", "On the table: the 2 of Cups, the 5 of Coins and the Fante of Swords. You play the 7 of Batons. "
     "With 2 + 5 = 7 you take the two numeral cards; the Fante stays, so no Scùa.", False),
    # a number's case ending glues a list (fi)
    ("case-fi", "fi", "Pöydällä on kuppien 2, kolikoiden 5, miekkojen 7 ja sauvojen Re. Pelaat kuppien 7:n ja otat 2:n ja 5:n; "
     "miekkojen 7 ja Re jäävät pöydälle.", False),
    ("case-fi-wrong", "fi", "Pöydällä on kuppien 2, kolikoiden 5, miekkojen 7 ja sauvojen Re. Pelaat kuppien 7:n ja otat 2:n, 5:n "
     "ja miekkojen 7:n; vain Re jää pöydälle.", True),
]
FIXES += [
    # cards named with their suit on the table or in a hand are a game's moment, not a rule's numbers
    ("moment-fr", "fr", "Sur la table il reste le Cavallo de Coupes et le 6 de Deniers ; Julie a en main le 4 d'Épées, "
     "le 9 de Bâtons et le Re de Bâtons, et elle hésite longtemps.", False),
    ("moment-en", "en", "Two cards lie on the table, the Fante of Cups and the 6 of Coins. Nina holds the 4 of Swords, "
     "the 9 of Batons and the Re of Batons in her hand and thinks it over.", False),
    ("moment-es", "es", "En la mesa quedan el Cavallo de Copas y el 6 de Oros. Julia tiene en la mano el 4 de Espadas, "
     "el 9 de Bastos y el Re de Bastos, y se lo piensa un buen rato.", False),
]

FIXES += [
    # the number a sum makes is neither a card of the table nor a card's value
    ("sum-made-es", "es", "Si juegas un 9, la suma del 4 y el 5 da 9 y te los llevas.", False),
    ("sum-made-it", "it", "Se giochi un 9, la somma del 4 e del 5 dà 9 e li prendi entrambi.", False),
    ("sum-made-de", "de", "Spielst du eine 9, ergibt die Summe aus der 4 und der 5 genau 9, und du nimmst beide.", False),
    ("sum-made-fr", "fr", "Si tu joues un 9, la somme du 4 et du 5 fait 9 : tu prends les deux.", False),
    ("sum-value-fante", "it", "Nelle somme il Fante vale 8.", True),
]

FIXES += [
    # a tie told as two equal counts ("26 a 26", "26 contra 26"): the points it is given
    ("tie-it-wrong", "it", "Se le carte finiscono 26 a 26 si dà un punto per parte.", True),
    ("tie-it", "it", "Se le carte finiscono 26 a 26 nessuno prende i 2 punti.", False),
    ("tie-es-wrong", "es", "Con 26 cartas contra 26, cada pareja se anota 1 punto.", True),
    ("tie-es", "es", "Con 26 cartas contra 26, ninguna pareja se anota los 2 puntos.", False),
    ("tie-pt-wrong", "pt", "Com 26 cartas contra 26, cada dupla marca 1 ponto.", True),
    ("tie-pt", "pt", "Com 26 cartas contra 26, nenhuma dupla marca os 2 pontos.", False),
    ("tie-ru", "ru", "При счёте карт 26 на 26 никто не получает 2 очка.", False),
]

# wrong versions the readers do not find yet (a capture told passively or by what stays, the
# second of two captures told in turn)
MISSED = {"it-stays", "it-two-captures", "pt-passive", "pt-two", "en-two"}


@pytest.mark.parametrize("cid,lang,case,right,wrong", CASES, ids=[c[0] for c in CASES])
def test_facts(cid, lang, case, right, wrong):
    ex, want = case
    assert outcome(load("cicera"), ex) == want


@pytest.mark.parametrize("cid,lang,case,right,wrong", CASES, ids=[c[0] for c in CASES])
def test_right_has_no_error(cid, lang, case, right, wrong):
    assert not errors(right, lang, "cicera"), right


@pytest.mark.parametrize("cid,lang,case,right,wrong", CASES, ids=[c[0] for c in CASES])
def test_wrong_has_an_error(cid, lang, case, right, wrong):
    if cid in MISSED:
        pytest.xfail("not read yet")
    assert errors(wrong, lang, "cicera"), wrong


@pytest.mark.parametrize("fid,lang,text,wrong", FIXES, ids=[f[0] for f in FIXES])
def test_fixes(fid, lang, text, wrong):
    assert bool(errors(text, lang, "cicera")) == wrong, (text, errors(text, lang, "cicera"))


def test_condition_is_no_attempt():
    """"if you want, you may take all three": a rule stated under a condition, still read."""
    assert errors("On the table lie the 3 of Cups, the 5 of Coins and the 8 of Swords. You play the 8 of "
                  "Batons and, if you want to, you may take all three cards.", "en", "cicera")
    assert errors("Sul tavolo ci sono il 3 di Coppe, il 5 di Denari e l'8 di Spade. Giochi l'8 di Bastoni "
                  "e, se vuoi, puoi prendere tutte e tre le carte.", "it", "cicera")
