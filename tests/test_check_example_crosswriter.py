"""Worked examples in shapes another writer uses: written for this test (h64) before any reader was
changed for them, from the rules alone (RULES.md), in all three games and nine languages. Each
situation is told once rightly (the engine's outcome: no error at all) and once wrongly (another
outcome: an error). The roles are told in ways the readers were not shaped on: the table named as
"what is waiting", the cards taken named as "scoops up", the outcome in a sentence of its own
after the play, players by name or by compass point, the winner told by who "keeps" the trick, a
score said as what something "brings", a run told with the card missing from it. ``ROUND3`` was
written after the readers were tuned on the first cases and on another writer's file, and
measured before any reader was changed for it: the table as a Markdown list, a trick as an HTML
list of roles, cards in words, a passive capture, a run told as a range, a final score joined by
a dash.

``FACTS`` checks on the engine, for each situation, the outcome it was worked out with by hand
from RULES.md (Briscola: a trump beats any other suit, in the suit led the higher rank wins,
A 3 Re Cavallo Fante 7 6 5 4 2, points A 11, 3 10, Re 4, Cavallo 3, Fante 2; Cìcera: a card takes
an equal card, a court only one court of its rank, a numeral numerals adding up to it, or is laid
down; Scùa clears the table, Picada takes only the card the previous player left, Simili one suit,
Quadriglia three table cards or more; Minchiate: trumps beat suits, Coins and Cups numerals Asso
high to 10 low, Swords and Batons 10 high, the Matto never wins; versicole the sum of their
cards' values, the Matto adds 5; resti every 60 of lead in play, the end lead rounded up in
units of 60; 1 point a card beyond 42)."""

from __future__ import annotations

import pytest

from engine.examples import outcome
from engine.games import load
from checking import Ex, errors, reader_name

# (id, lang, game, (Ex, outcome worked out by hand), right passage, wrong passage)
CASES = [
    # ------------------------------------------------------------ Cìcera
    ("c-en-choices", "en", "cicera",
     # 8 of Batons on 5C 3D 8S RC: the 8, or 5 + 3, or lay it down
     (Ex("capture_options", play="8B", table=("5C", "3D", "8S", "RC")), {"options": [["8S"], ["3D", "5C"], []]}),
     "Say the table shows the 5 of Cups, the 3 of Coins, the 8 of Swords and the Re of Cups, and you hold the 8 of Batons. "
     "Your choices: pick up the other 8, pick up the 5 and the 3 together, or simply lay your 8 down.",
     "Say the table shows the 5 of Cups, the 3 of Coins, the 8 of Swords and the Re of Cups, and you hold the 8 of Batons. "
     "With it you scoop up the 8, the 5 and the 3 all in one go."),
    ("c-it-scua-simili", "it", "cicera",
     # 6 of Coins takes 2 + 4 of Coins, the whole table: Scùa + Simili = 2
     (Ex("capture_bonuses", play="6D", table=("2D", "4D"), take=("2D", "4D")), {"bonuses": ["scua", "simili"], "points": 2}),
     "Sul tavolo restano soltanto il 2 e il 4 di Denari. Il mio compagno cala il 6 di Denari e li raccoglie entrambi. "
     "Tavolo pulito e carte tutte dello stesso seme: Scùa più Simili, 2 punti.",
     "Sul tavolo restano soltanto il 2 e il 4 di Denari. Il mio compagno cala il 6 di Denari e li raccoglie entrambi. "
     "Tavolo pulito, ma semi diversi: solo la Scùa, 1 punto."),
    ("c-fr-quadriglia", "fr", "cicera",
     # 9 of Cups takes 2S 3B 4D, the Re of Cups stays: Quadriglia only = 1
     (Ex("capture_bonuses", play="9C", table=("2S", "3B", "4D", "RC"), take=("2S", "3B", "4D")),
      {"bonuses": ["quadriglia"], "points": 1}),
     "Quatre cartes attendent sur le tapis : le 2 d'Épées, le 3 de Bâtons, le 4 de Deniers et le Re de Coupes. "
     "Avec le 9 de Coupes, Léa ramasse le 2, le 3 et le 4. Cela lui vaut une Quadriglia, donc 1 point ; pas de Scùa, le Re reste en place.",
     "Quatre cartes attendent sur le tapis : le 2 d'Épées, le 3 de Bâtons, le 4 de Deniers et le Re de Coupes. "
     "Avec le 9 de Coupes, Léa ramasse le 2, le 3 et le 4. Cela lui vaut une Quadriglia et une Scùa, donc 2 points."),
    ("c-de-picada", "de", "cicera",
     # the Fante of Swords just left alone on the table, taken by the Fante of Coins: Scùa + Picada = 2
     (Ex("capture_bonuses", play="FD", table=("FS",), take=("FS",), last_left="FS"), {"bonuses": ["scua", "picada"], "points": 2}),
     "Dein Gegner vor dir hat gerade den Fante der Schwerter auf den sonst leeren Tisch gelegt. "
     "Du antwortest mit dem Fante der Münzen und nimmst ihn: Das ist eine Picada und zugleich eine Scùa, zusammen 2 Punkte.",
     "Dein Gegner vor dir hat gerade den Fante der Schwerter auf den sonst leeren Tisch gelegt. "
     "Du antwortest mit dem Fante der Münzen und nimmst ihn: Das ist eine Picada, aber keine Scùa, also nur 1 Punkt."),
    ("c-es-napula", "es", "cicera",
     # Asso to 6 of Swords: Napula 6
     (Ex("napula", award="napula", cards=("AS", "2S", "3S", "4S", "5S", "6S")), {"score": 6}),
     "Al final, entre las cartas que ganamos mi pareja y yo están el Asso, el 2, el 3, el 4, el 5 y el 6 de Espadas. La Napula nos da 6 puntos.",
     "Al final, entre las cartas que ganamos mi pareja y yo están el Asso, el 2, el 3, el 4, el 5 y el 6 de Espadas. La Napula nos da 5 puntos."),
    ("c-pt-napula-gap", "pt", "cicera",
     # Asso, 2, 3 and 5 of Swords, the 4 missing: Napula 3
     (Ex("napula", award="napula", cards=("AS", "2S", "3S", "5S")), {"score": 3}),
     "Vocês capturaram o Asso, o 2, o 3 e o 5 de Espadas, mas o 4 ficou com os adversários. A sequência para no 3, por isso a Napula vale 3 pontos.",
     "Vocês capturaram o Asso, o 2, o 3 e o 5 de Espadas, mas o 4 ficou com os adversários. Mesmo assim a Napula vale 4 pontos."),
    ("c-ru-swords", "ru", "cicera",
     # Swords 8 to 5: most Swords, 1 point
     (Ex("majority", award="most_swords", counts=(8, 5)), {"points": [1, 0]}),
     "В конце партии у нас оказалось 8 Мечей против 5 у соперников. За большинство Мечей нам начисляется 1 очко.",
     "В конце партии у нас оказалось 8 Мечей против 5 у соперников. За большинство Мечей нам начисляется 2 очка."),
    ("c-vi-kings", "vi", "cicera",
     # the Re of Batons on the Re of Cups and the Re of Coins: one Re, either, or lay it down
     (Ex("capture_options", play="RB", table=("RC", "RD")), {"options": [["RC"], ["RD"], []]}),
     "Trên bàn có Re Cốc và Re Tiền. Bạn đánh Re Gậy: bạn chỉ được ăn một trong hai lá Re đó, hoặc đặt lá bài xuống bàn.",
     "Trên bàn có Re Cốc và Re Tiền. Bạn đánh Re Gậy và ăn luôn cả hai lá Re."),
    ("c-fi-ten", "fi", "cicera",
     # the 10 of Swords on AC 9D 4B 6S: Asso + 9, or 4 + 6, or lay it down; never all four
     (Ex("capture_options", play="10S", table=("AC", "9D", "4B", "6S")), {"options": [["AC", "9D"], ["4B", "6S"], []]}),
     "Pöydällä ovat kuppien Asso, kolikoiden 9, sauvojen 4 ja miekkojen 6. Pelaat miekkojen 10:n. "
     "Voit ottaa Asson ja 9:n tai 4:n ja 6:n, tai jättää kortin pöytään.",
     "Pöydällä ovat kuppien Asso, kolikoiden 9, sauvojen 4 ja miekkojen 6. Pelaat miekkojen 10:n ja otat kaikki neljä korttia kerralla."),
    ("c-en-cards", "en", "cicera",
     # 30 cards against 22: most cards, 2 points
     (Ex("majority", award="most_cards", counts=(30, 22)), {"points": [2, 0]}),
     "Final count: our pile holds 30 cards, theirs 22. The award for most cards is ours, and it brings two points.",
     "Final count: our pile holds 30 cards, theirs 22. The award for most cards is ours, and it brings one point."),
    ("c-it-sum", "it", "cicera",
     # the 10 of Spade on AC 9D 4B 6S taken as Asso + 9: legal; "all four" is not
     (Ex("capture_options", play="10S", table=("AC", "9D", "4B", "6S")), {"options": [["AC", "9D"], ["4B", "6S"], []]}),
     "Ci sono in tavola l'Asso di Coppe, il 9 di Denari, il 4 di Bastoni e il 6 di Spade. Giocando il 10 di Spade, Marco si porta a casa l'Asso e il 9.",
     "Ci sono in tavola l'Asso di Coppe, il 9 di Denari, il 4 di Bastoni e il 6 di Spade. Giocando il 10 di Spade, Marco si porta a casa tutte e quattro le carte."),
    # ------------------------------------------------------------ Briscola
    ("b-en-keeps", "en", "briscola",
     # Coins trumps; Fante of Cups led, 2 of Cups follows: the Fante wins, 2 points
     (Ex("trick", cards=("FC", "2C"), trump="D"), {"winner": 0, "points": 2}),
     "Coins are trumps. Marta opens with the Fante of Cups; Paolo follows with the 2 of Cups. Marta keeps the trick, which is worth 2 points.",
     "Coins are trumps. Marta opens with the Fante of Cups; Paolo follows with the 2 of Cups. Paolo keeps the trick, which is worth 2 points."),
    ("b-it-small-trump", "it", "briscola",
     # Bastoni trumps; 6 of Spade led, 5 of Bastoni: the trump 5 wins, 0 points
     (Ex("trick", cards=("6S", "5B"), trump="B"), {"winner": 1, "points": 0}),
     "Briscola a Bastoni. Esce il 6 di Spade e l'avversario risponde con il 5 di Bastoni: la presa va all'avversario, anche se non contiene punti.",
     "Briscola a Bastoni. Esce il 6 di Spade e l'avversario risponde con il 5 di Bastoni: la presa resta a chi ha giocato il 6, che è più alto."),
    ("b-fr-offsuit", "fr", "briscola",
     # Coupes trumps; As de Bâtons led, 3 d'Épées: the As wins, 21 points
     (Ex("trick", cards=("AB", "3S"), trump="C"), {"winner": 0, "points": 21}),
     "Atout Coupes. J'entame avec l'As de Bâtons, tu réponds par le 3 d'Épées. Le pli est pour moi et il rapporte 21 points.",
     "Atout Coupes. J'entame avec l'As de Bâtons, tu réponds par le 3 d'Épées. Le pli est pour moi et il rapporte 11 points."),
    ("b-de-re", "de", "briscola",
     # Swords trumps; Cavallo of Coins then Re of Coins: the Re wins, 7 points
     (Ex("trick", cards=("CD", "RD"), trump="S"), {"winner": 1, "points": 7}),
     "Trumpf sind Schwerter. Zuerst liegt der Cavallo der Münzen, danach kommt der Re der Münzen dazu. Der Re holt den Stich, 7 Punkte.",
     "Trumpf sind Schwerter. Zuerst liegt der Cavallo der Münzen, danach kommt der Re der Münzen dazu. Der Cavallo holt den Stich, 7 Punkte."),
    ("b-es-rank", "es", "briscola",
     # the 3 outranks the Re; 10 points against 4
     (Ex("rank_vs_points", cards=("RS", "3S")), {"higher": 1, "points_0": 4, "points_1": 10}),
     "¿Qué carta es más fuerte, el Re o el 3 de Espadas? El 3 le gana al Re y además cuenta 10 puntos, frente a los 4 del Re.",
     "¿Qué carta es más fuerte, el Re o el 3 de Espadas? El Re le gana al 3, aunque el 3 cuenta 10 puntos y el Re solo 4."),
    ("b-pt-settle", "pt", "briscola",
     # 58 against 62: 62 wins
     (Ex("settle", points=(58, 62)), {"winner": 1}),
     "No fim da mão, a Ana somou 58 pontos e o Rui 62. Quem vence é o Rui.",
     "No fim da mão, a Ana somou 58 pontos e o Rui 62. Quem vence é a Ana."),
    ("b-ru-trump-ace", "ru", "briscola",
     # Swords trumps; 7 of Cups led, Asso of Swords: the Asso wins, 11 points
     (Ex("trick", cards=("7C", "AS"), trump="S"), {"winner": 1, "points": 11}),
     "Козыри — Мечи. Соперник выходит семёркой Кубков, я кладу туза Мечей и забираю взятку: в ней 11 очков.",
     "Козыри — Мечи. Соперник выходит семёркой Кубков, я кладу туза Мечей и забираю взятку: в ней 18 очков."),
    ("b-vi-re", "vi", "briscola",
     # Kiếm trumps; Cavallo Tiền led, Re Tiền: the Re wins, 7 points
     (Ex("trick", cards=("CD", "RD"), trump="S"), {"winner": 1, "points": 7}),
     "Chất Kiếm là chất chủ. Người thứ nhất ra Cavallo Tiền, người thứ hai đánh Re Tiền. Re Tiền ăn nước bài này, được 7 điểm.",
     "Chất Kiếm là chất chủ. Người thứ nhất ra Cavallo Tiền, người thứ hai đánh Re Tiền. Cavallo Tiền ăn nước bài này, được 7 điểm."),
    ("b-fi-offsuit", "fi", "briscola",
     # Kolikot trumps; Asso of Batons led, 3 of Swords: the Asso wins, 21 points
     (Ex("trick", cards=("AB", "3S"), trump="D"), {"winner": 0, "points": 21}),
     "Valttina ovat kolikot. Aloitan sauvojen Assolla, vastustaja laittaa miekkojen 3:n. Tikki on minun, ja siinä on 21 pistettä.",
     "Valttina ovat kolikot. Aloitan sauvojen Assolla, vastustaja laittaa miekkojen 3:n. Tikki on vastustajan, koska 3 on arvokkaampi."),
    # ------------------------------------------------------------ Minchiate
    ("m-it-four", "it", "minchiate",
     # Re of Spade, trump 3, trump 14, Regina of Spade: the 14 wins
     (Ex("trick", cards=("RS", "3T", "14T", "QS")), {"winner": 2, "points": 8}),
     "Primo giro di Spade: Anna mette il Re di Spade, Bruno gioca il trionfo 3, Carla il trionfo 14 e Dario la Regina di Spade. La presa va al 14 di Carla.",
     "Primo giro di Spade: Anna mette il Re di Spade, Bruno gioca il trionfo 3, Carla il trionfo 14 e Dario la Regina di Spade. La presa va al 3 di Bruno."),
    ("m-en-cups", "en", "minchiate",
     # in Cups the 5 outranks the 9: the leader's 5 wins
     (Ex("trick", cards=("5C", "9C")), {"winner": 0, "points": 0}),
     "In Cups a low number is strong: if West leads the 5 of Cups and North follows with the 9 of Cups, the trick stays with West.",
     "In Cups the higher number is strong: if West leads the 5 of Cups and North follows with the 9 of Cups, the trick goes to North."),
    ("m-fr-matto", "fr", "minchiate",
     # 7 of Batons, the Matto, 10 of Batons, 2 of Batons: the 10 wins; the winners take 0 (the Matto stays with its team)
     (Ex("trick", cards=("7B", "M", "10B", "2B")), {"winner": 2, "points": 0}),
     "Tour à Bâtons : le 7 de Bâtons, puis le Matto, puis le 10 de Bâtons, enfin le 2 de Bâtons. C'est le 10 qui remporte la levée ; le Matto ne gagne jamais.",
     "Tour à Bâtons : le 7 de Bâtons, puis le Matto, puis le 10 de Bâtons, enfin le 2 de Bâtons. C'est le 7 qui remporte la levée, car aux Bâtons l'ordre est inversé."),
    ("m-de-versicola", "de", "minchiate",
     # trumps 1, 13 and 28: 15
     (Ex("combination", cards=("1T", "13T", "28T")), {"score": 15, "combinations": 1}),
     "Wer die Trümpfe 1, 13 und 28 besitzt, hat eine Versicola im Wert von 15 Punkten.",
     "Wer die Trümpfe 1, 13 und 28 besitzt, hat eine Versicola im Wert von 20 Punkten."),
    ("m-es-arie", "es", "minchiate",
     # trumps 36, 37, 38: 30
     (Ex("combination", cards=("36T", "37T", "38T")), {"score": 30, "combinations": 1}),
     "Si reúnes los triunfos 36, 37 y 38, esa escalera te da 30 puntos.",
     "Si reúnes los triunfos 36, 37 y 38, esa escalera te da 25 puntos."),
    ("m-pt-matto", "pt", "minchiate",
     # trumps 1, 2, 3 with the Matto: 11 + 5 = 16
     (Ex("combination", cards=("1T", "2T", "3T", "M")), {"score": 16, "combinations": 1}),
     "Os trunfos 1, 2 e 3 formam uma versicola de 11 pontos; com o Matto ao lado, ela passa a valer 16.",
     "Os trunfos 1, 2 e 3 formam uma versicola de 11 pontos; com o Matto ao lado, ela passa a valer 21."),
    ("m-ru-resto", "ru", "minchiate",
     # lead 50, then 15 scored: 65, 1 resto, 5 carried
     (Ex("resto_in_play", lead=50, scored=15), {"resti": 1, "carried": 5}),
     "Наш перевес — 50 очков. Мы забираем у соперников карты на 15 очков, и перевес становится 65 очков: записываем 1 ресто, остаётся перевес 5.",
     "Наш перевес — 50 очков. Мы забираем у соперников карты на 15 очков, и перевес становится 65 очков: записываем 1 ресто, остаётся перевес 15."),
    ("m-fi-end", "fi", "minchiate",
     # an end lead of 100: 2 resti
     (Ex("resto_end", lead=100), {"resti": 2}),
     "Jaon lopussa johtomme on 100 pistettä, ja siitä tulee 2 restoa.",
     "Jaon lopussa johtomme on 100 pistettä, ja siitä tulee 1 resto."),
    ("m-vi-beyond", "vi", "minchiate",
     # 48 cards captured: 6 points
     (Ex("beyond_cards", lead=0), {"bonus": 6}),
     "Cuối ván, đội bạn thu được 48 lá bài, nên được cộng thêm 6 điểm.",
     "Cuối ván, đội bạn thu được 48 lá bài, nên được cộng thêm 5 điểm."),
    ("m-en-end", "en", "minchiate",
     # an end lead of 45: rounded up to 1 resto
     (Ex("resto_end", lead=45), {"resti": 1}),
     "We finish the deal 45 points ahead of the other pair. That rounds up to one resto for us.",
     "We finish the deal 45 points ahead of the other pair. That is less than 60, so we get no resto."),
    ("m-it-beyond", "it", "minchiate",
     # 48 cards captured: 6 points
     (Ex("beyond_cards", lead=0), {"bonus": 6}),
     "La nostra coppia ha raccolto 48 carte in tutto: 6 oltre le 42, e quindi 6 punti di premio.",
     "La nostra coppia ha raccolto 48 carte in tutto: 6 oltre le 42, e quindi 8 punti di premio."),
    ("m-de-kings", "de", "minchiate",
     # all four Re: 20
     (Ex("combination", cards=("RS", "RC", "RD", "RB")), {"score": 20, "combinations": 1}),
     "Hält ein Team alle vier Re, so ergibt das eine Versicola von 20 Punkten.",
     "Hält ein Team alle vier Re, so ergibt das eine Versicola von 25 Punkten."),
    # ------------------------------------------------------------ the phenomena another writer's file
    # (dev-f.jsonl) showed, told here in new sentences and situations
    ("c-en-said-first", "en", "cicera",
     # the taking said first, the table "lying there", the play after: 6 of Coins on 2D 4D = Scùa + Simili
     (Ex("capture_bonuses", play="6D", table=("2D", "4D"), take=("2D", "4D")), {"bonuses": ["scua", "simili"], "points": 2}),
     "My partner cleared the table at once: the 2 and the 4 of Coins were lying there and he put the 6 of Coins on them. "
     "Scùa and Simili, two points.",
     "My partner cleared the table at once: the 2 and the 4 of Coins were lying there and he put the 6 of Coins on them. "
     "Scùa, Simili and Quadriglia, three points."),
    ("c-de-not-next", "de", "cicera",
     # 7 of Coins takes 2S + 5S, the whole table: Scùa only (the suits differ)
     (Ex("capture_bonuses", play="7D", table=("2S", "5S"), take=("2S", "5S")), {"bonuses": ["scua"], "points": 1}),
     "Auf dem Tisch liegen die 2 und die 5 der Schwerter, du spielst die 7 der Münzen und nimmst beide: Scùa, 1 Punkt. "
     "Simili nicht, die Farben sind verschieden.",
     "Auf dem Tisch liegen die 2 und die 5 der Schwerter, du spielst die 7 der Münzen und nimmst beide: Scùa und Simili, 2 Punkte."),
    ("c-es-count-of-cards", "es", "cicera",
     # 9 of Cups takes 2C 3C 4C, the whole table: Scùa + Simili + Quadriglia = 3
     (Ex("capture_bonuses", play="9C", table=("3C", "2C", "4C"), take=("3C", "2C", "4C")),
      {"bonuses": ["scua", "simili", "quadriglia"], "points": 3}),
     "En la mesa: 3, 2 y 4 de Copas. Juego el 9 de Copas y me llevo todo. Resultado: Scùa, Simili y Quadriglia (tres cartas), 3 puntos.",
     "En la mesa: 3, 2 y 4 de Copas. Juego el 9 de Copas y me llevo todo. Resultado: Scùa, Simili y Quadriglia (tres cartas), 2 puntos."),
    ("b-en-values-against", "en", "briscola",
     # 3 of Cups against Re of Cups: the 3 ranks higher; 10 points against 4
     (Ex("rank_vs_points", cards=("3C", "RC")), {"higher": 0, "points_0": 10, "points_1": 4}),
     "The 3 of Cups beats the Re of Cups and is worth more, too: 10 points against 4.",
     "The Re of Cups beats the 3 of Cups, although it is worth less: 4 points against 10."),
    ("b-it-labels", "it", "briscola",
     # Coppe trumps; Cavallo of Bastoni led, Asso of Spade: the Cavallo wins, 14 points
     (Ex("trick", cards=("CB", "AS"), trump="C"), {"winner": 0, "points": 14}),
     "D.\nBriscola a Coppe. Io gioco il Cavallo di Bastoni, tu rispondi con l'Asso di Spade. Chi prende?\nR.\nLa presa è mia: l'Asso di un altro seme non vince.",
     "D.\nBriscola a Coppe. Io gioco il Cavallo di Bastoni, tu rispondi con l'Asso di Spade. Chi prende?\nR.\nLa presa è tua: l'Asso è più forte."),
    ("b-de-points-not-cards", "de", "briscola",
     # the Cavallo and the 7 of one suit: the Cavallo wins whoever leads
     (Ex("trick", cards=("CB", "7B"), trump="S"), {"winner": 0, "points": 3}),
     "Der Cavallo zählt 3 Punkte, die 7 keinen; treffen sie in derselben Farbe aufeinander, gewinnt der Cavallo.",
     "Der Cavallo zählt 3 Punkte, die 7 keinen; treffen sie in derselben Farbe aufeinander, gewinnt die 7."),
    ("m-es-matto-played", "es", "minchiate",
     # trump 12, the Matto, trump 30, trump 7: the 30 wins; the winners take the 30's 5, not the Matto's
     (Ex("trick", cards=("12T", "M", "30T", "7T")), {"winner": 2, "points": 5}),
     "Se juega así: el triunfo 12, luego el Matto, el triunfo 30 y el triunfo 7. La baza es del triunfo 30.",
     "Se juega así: el triunfo 12, luego el Matto, el triunfo 30 y el triunfo 7. La baza es del Matto."),
    ("c-it-tie-next", "it", "cicera",
     # 26 cards each: a tied majority scores nothing
     (Ex("majority", award="most_cards", counts=(26, 26)), {"points": [0, 0]}),
     "A fine smazzata contiamo le carte: 26 a testa. In questo caso nessuno prende i 2 punti delle carte.",
     "A fine smazzata contiamo le carte: 26 a testa. In questo caso ciascuna squadra segna 1 punto."),
    ("c-de-dashed", "de", "cicera",
     # 30 cards to 22: 2 points
     (Ex("majority", award="most_cards", counts=(30, 22)), {"points": [2, 0]}),
     "Die Kartenmehrheit (30–22) bringt am Ende 2 Punkte.",
     "Die Kartenmehrheit (30–22) bringt am Ende 1 Punkt."),
    ("m-en-implicit", "en", "minchiate",
     # a lead of 50, then 10 more: 60, 1 resto, 0 carried
     (Ex("resto_in_play", lead=50, scored=10), {"resti": 1, "carried": 0}),
     "We were 50 points ahead when we took the opponents' Mondo (10 points): that makes 1 resto, and the lead goes back to 0.",
     "We were 50 points ahead when we took the opponents' Mondo (10 points): that makes 1 resto, and we keep a lead of 10."),
    ("c-es-one-of-two", "es", "cicera",
     # the Cavallo of Cups on the Cavallo of Coins and the Cavallo of Batons: one of them, or place
     (Ex("capture_options", play="CC", table=("CD", "CB")), {"options": [["CD"], ["CB"], []]}),
     "Sobre la mesa hay el Cavallo de Oros y el Cavallo de Bastos; con el Cavallo de Copas te llevas uno de los dos Cavallos, el que quieras.",
     "Sobre la mesa hay el Cavallo de Oros y el Cavallo de Bastos; con el Cavallo de Copas te llevas los dos Cavallos a la vez."),
]

ROUND3 = [
    ("c-en-passive", "en", "cicera",
     (Ex("capture_bonuses", play="4C", table=("4S",), take=("4S",)), {"bonuses": ["scua"], "points": 1}),
     "The 4 of Swords, the only card on the table, was taken by the 4 of Cups: a Scùa worth 1 point.",
     "The 4 of Swords, the only card on the table, was taken by the 4 of Cups: a Scùa and a Simili, 2 points."),
    ("c-it-md-list", "it", "cicera",
     (Ex("capture_options", play="6B", table=("6C", "2D", "4S")), {"options": [["6C"], ["2D", "4S"], []]}),
     "In tavola:\n\n- 6 di Coppe\n- 2 di Denari\n- 4 di Spade\n\nGiochi il 6 di Bastoni: puoi prendere il 6 di Coppe oppure il 2 e il 4 insieme.",
     "In tavola:\n\n- 6 di Coppe\n- 2 di Denari\n- 4 di Spade\n\nGiochi il 6 di Bastoni: puoi prendere il 6, il 2 e il 4 tutti insieme."),
    ("b-fr-words", "fr", "briscola",
     (Ex("trick", cards=("7C", "2D"), trump="D"), {"winner": 1, "points": 0}),
     "Atout : Deniers. Paul entame le sept de Coupes ; Marie coupe avec le deux de Deniers et gagne le pli.",
     "Atout : Deniers. Paul entame le sept de Coupes ; Marie coupe avec le deux de Deniers, mais c'est Paul qui gagne le pli."),
    ("b-es-html", "es", "briscola",
     (Ex("trick", cards=("CC", "AC"), trump="S"), {"winner": 1, "points": 14}),
     "<ul><li>Triunfo: Espadas</li><li>Sale: Caballo de Copas</li><li>Responde: As de Copas</li><li>Gana: As de Copas (14 puntos)</li></ul>",
     "<ul><li>Triunfo: Espadas</li><li>Sale: Caballo de Copas</li><li>Responde: As de Copas</li><li>Gana: Caballo de Copas (14 puntos)</li></ul>"),
    ("c-pt-range", "pt", "cicera",
     (Ex("napula", award="napula", cards=("AS", "2S", "3S", "4S", "5S", "6S", "7S")), {"score": 7}),
     "Vocês juntaram as Espadas do Asso ao 7, sem falhas: a Napula vale 7 pontos.",
     "Vocês juntaram as Espadas do Asso ao 7, sem falhas: a Napula vale 6 pontos."),
    ("m-ru-arie", "ru", "minchiate",
     (Ex("combination", cards=("38T", "39T", "40T")), {"score": 30, "combinations": 1}),
     "Козыри 38, 39 и 40 вместе дают версиколу в 30 очков.",
     "Козыри 38, 39 и 40 вместе дают версиколу в 25 очков."),
    ("m-de-end", "de", "minchiate",
     (Ex("resto_end", lead=130), {"resti": 3}),
     "Am Ende der Partie liegen wir noch 130 Punkte vorn; das ergibt 3 Resti.",
     "Am Ende der Partie liegen wir noch 130 Punkte vorn; das ergibt 2 Resti."),
    ("b-fi-score", "fi", "briscola",
     (Ex("settle", points=(63, 57)), {"winner": 0}),
     "Lopputulos 63–57: voittaja on se, jolla on 63 pistettä.",
     "Lopputulos 63–57 on tasapeli."),
    ("c-vi-swords", "vi", "cicera",
     (Ex("majority", award="most_swords", counts=(9, 4)), {"points": [1, 0]}),
     "Đội tôi có 9 lá Kiếm, đội kia 4 lá: đội tôi được 1 điểm Kiếm.",
     "Đội tôi có 9 lá Kiếm, đội kia 4 lá: đội tôi được 2 điểm Kiếm."),
    ("m-en-compass", "en", "minchiate",
     (Ex("trick", cards=("3S", "8S", "CS", "10S")), {"winner": 2, "points": 0}),
     "Swords are led: North plays the 3 of Swords, East the 8 of Swords, South the Cavallo of Swords and West the 10 of Swords. South's Cavallo takes it.",
     "Swords are led: North plays the 3 of Swords, East the 8 of Swords, South the Cavallo of Swords and West the 10 of Swords. West's 10 takes it."),
    ("m-it-beyond-45", "it", "minchiate",
     (Ex("beyond_cards", lead=0), {"bonus": 3}),
     "Con 45 carte prese la squadra guadagna 3 punti extra.",
     "Con 45 carte prese la squadra guadagna 5 punti extra."),
    ("c-de-words", "de", "cicera",
     (Ex("capture_options", play="7D", table=("3S", "4C")), {"options": [["3S", "4C"], []]}),
     "Auf dem Tisch liegen eine Drei und eine Vier. Mit einer Sieben darfst du beide nehmen oder die Sieben einfach ablegen.",
     "Auf dem Tisch liegen eine Drei und eine Vier. Mit einer Sieben darfst du nur die Vier nehmen."),
    # ... and, after tuning on the dev corpus's example misses, their phenomena in new sentences
    ("m-it-reset", "it", "minchiate",
     # a lead of 55, then 10 more: 65, 1 resto, 5 carried (not back to zero)
     (Ex("resto_in_play", lead=55, scored=10), {"resti": 1, "carried": 5}),
     "Siamo avanti di 55; il compagno prende agli avversari il Mondo, 10 punti, e il vantaggio sale a 65: un resto, e restano 5 punti di vantaggio.",
     "Siamo avanti di 55; il compagno prende agli avversari il Mondo, 10 punti, e il vantaggio sale a 65: un resto, e si riparte da zero."),
    ("c-fi-inflected", "fi", "cicera",
     # the 7 of Coins takes the 7 of Swords the previous player has just left alone: Scùa + Picada = 2
     (Ex("capture_bonuses", play="7D", table=("7S",), take=("7S",), last_left="7S"), {"bonuses": ["scua", "picada"], "points": 2}),
     "Pöydällä on vain miekkojen 7, jonka edellinen pelaaja juuri jätti. Otat sen kolikoiden 7:llä ja saat Scùan ja Picadan, yhteensä 2 pistettä.",
     "Pöydällä on vain miekkojen 7, jonka edellinen pelaaja juuri jätti. Otat sen kolikoiden 7:llä ja saat Picadan, yhteensä 1 piste."),
    ("c-es-all-of-them", "es", "cicera",
     # the 8 of Coins on 2D 6C 3B 5S RC: 2 + 6 or 3 + 5, never the four together
     (Ex("capture_options", play="8D", table=("2D", "6C", "3B", "5S", "RC")),
      {"options": [["2D", "6C"], ["3B", "5S"], []]}),
     "En la mesa hay el 2 de Oros, el 6 de Copas, el 3 de Bastos, el 5 de Espadas y el Re de Copas. "
     "Con el 8 de Oros puedes llevarte el 2 y el 6, o el 3 y el 5, pero no las cuatro cartas a la vez.",
     "En la mesa hay el 2 de Oros, el 6 de Copas, el 3 de Bastos, el 5 de Espadas y el Re de Copas. "
     "Con el 8 de Oros puedes llevarte el 2 y el 6, o el 3 y el 5, o incluso las cuatro cartas a la vez."),
    ("c-de-verb-final", "de", "cicera",
     # the 6 of Cups on 6S 2D 4B: the 6, or 2 + 4
     (Ex("capture_options", play="6C", table=("6S", "2D", "4B")), {"options": [["6S"], ["2D", "4B"], []]}),
     "Auf dem Tisch liegen die 6 Schwerter, die 2 Münzen und die 4 Stäbe. Mit der 6 Kelche darfst du die 6 Schwerter nehmen oder 2 + 4.",
     "Auf dem Tisch liegen die 6 Schwerter, die 2 Münzen und die 4 Stäbe. Mit der 6 Kelche darfst du die 2 Münzen nehmen oder 2 + 4."),
]
# A fourth round, written and measured the same way after the third was mended (9/12 wrong told,
# 2/12 right given an error, one of them a misspelt "versícola" of the passage itself, written
# "versicola" since): a dialogue in quotes, a run without its 3, counts in words, a final
# score by name, the lead named far from its number, a passive Russian capture, a table of tricks.
ROUND4 = [
    ("b-en-quotes", "en", "briscola",
     (Ex("trick", cards=("FD", "4C"), trump="C"), {"winner": 1, "points": 2}),
     '"I lead the Fante of Coins," says Ada. "I trump it with the 4 of Cups," says Bo. Cups are trumps, so Bo takes the trick: 2 points.',
     '"I lead the Fante of Coins," says Ada. "I trump it with the 4 of Cups," says Bo. Cups are trumps, but Ada keeps the trick: 2 points.'),
    ("c-it-no-napula", "it", "cicera",
     (Ex("napula", award="napula", cards=("AS", "2S", "4S")), {"score": 0}),
     "Avete l'Asso, il 2 e il 4 di Spade ma non il 3: niente Napula.",
     "Avete l'Asso, il 2 e il 4 di Spade ma non il 3: la Napula vale comunque 2 punti."),
    ("c-fr-words", "fr", "cicera",
     (Ex("majority", award="most_cards", counts=(28, 24)), {"points": [2, 0]}),
     "Vous avez ramassé vingt-huit cartes, vos adversaires vingt-quatre : la majorité des cartes vous rapporte deux points.",
     "Vous avez ramassé vingt-huit cartes, vos adversaires vingt-quatre : la majorité des cartes vous rapporte un point."),
    ("b-de-names", "de", "briscola",
     (Ex("settle", points=(70, 50)), {"winner": 0}),
     "Endstand: Lena 70, Tom 50. Lena gewinnt.",
     "Endstand: Lena 70, Tom 50. Tom gewinnt."),
    ("m-es-papi", "es", "minchiate",
     (Ex("combination", cards=("1T", "2T", "3T", "4T", "5T")), {"score": 17, "combinations": 1}),
     "Con los triunfos 1, 2, 3, 4 y 5 tienes una versicola de 17 puntos.",
     "Con los triunfos 1, 2, 3, 4 y 5 tienes una versicola de 15 puntos."),
    ("m-pt-end", "pt", "minchiate",
     (Ex("resto_end", lead=61), {"resti": 2}),
     "No fim, a vantagem da nossa dupla é de 61 pontos, o que vale 2 resti.",
     "No fim, a vantagem da nossa dupla é de 61 pontos, o que vale 1 resto."),
    ("c-ru-instrumental", "ru", "cicera",
     (Ex("capture_options", play="10D", table=("AC", "9S")), {"options": [["AC", "9S"], []]}),
     "На столе туз Кубков и девятка Мечей. Вы ходите десяткой Монет и забираете туза с девяткой.",
     "На столе туз Кубков и девятка Мечей. Вы ходите десяткой Монет и забираете только девятку."),
    ("b-vi-rank", "vi", "briscola",
     (Ex("rank_vs_points", cards=("3B", "RB")), {"higher": 0, "points_0": 10, "points_1": 4}),
     "Lá 3 mạnh hơn lá Re, và lá 3 được 10 điểm còn lá Re được 4 điểm.",
     "Lá Re mạnh hơn lá 3, dù lá 3 được 10 điểm còn lá Re chỉ được 4 điểm."),
    ("m-fi-coins", "fi", "minchiate",
     (Ex("trick", cards=("2D", "9D")), {"winner": 0, "points": 0}),
     "Pelataan kolikoita: ensin kolikoiden 2, sitten kolikoiden 9. Tikin vie kolikoiden 2.",
     "Pelataan kolikoita: ensin kolikoiden 2, sitten kolikoiden 9. Tikin vie kolikoiden 9."),
    ("m-en-tricks", "en", "minchiate",
     (Ex("beyond_cards", lead=0), {"bonus": 14}),
     "Winning 14 tricks means 56 cards, which is worth 14 extra points.",
     "Winning 14 tricks means 56 cards, which is worth 10 extra points."),
    ("b-it-html-table", "it", "briscola",
     (Ex("trick", cards=("RC", "AB"), trump="D"), {"winner": 0, "points": 15}),
     "<table><tr><th>Briscola</th><th>Prima carta</th><th>Seconda carta</th><th>Prende</th><th>Punti</th></tr>"
     "<tr><td>Denari</td><td>Re di Coppe</td><td>Asso di Bastoni</td><td>Re di Coppe</td><td>15</td></tr></table>",
     "<table><tr><th>Briscola</th><th>Prima carta</th><th>Seconda carta</th><th>Prende</th><th>Punti</th></tr>"
     "<tr><td>Denari</td><td>Re di Coppe</td><td>Asso di Bastoni</td><td>Asso di Bastoni</td><td>15</td></tr></table>"),
    ("c-de-dash-aside", "de", "cicera",
     (Ex("capture_bonuses", play="10D", table=("2D", "3D", "5D"), take=("2D", "3D", "5D")),
      {"bonuses": ["scua", "simili", "quadriglia"], "points": 3}),
     "Nimmst du mit der 10 Münzen die 2, 3 und 5 Münzen – den ganzen Tisch –, gibt das Scùa, Simili und Quadriglia: 3 Punkte.",
     "Nimmst du mit der 10 Münzen die 2, 3 und 5 Münzen – den ganzen Tisch –, gibt das Scùa und Quadriglia: 2 Punkte."),
]

# The phenomena behind the false errors on another writer's clean documents (clean_dev_f), told
# in new sentences: a numbered example ("Example 4."), a trump range with an aside ("from 40 (the
# highest) to 1"), a question that moves on after a trick.
ROUND_CLEAN = [
    ("c-en-numbered", "en", "cicera",
     (Ex("capture_bonuses", play="8D", table=("3D", "5D"), take=("3D", "5D")), {"bonuses": ["scua", "simili"], "points": 2}),
     "Example 4. Only the 3 and the 5 of Coins are on the table. You play the 8 of Coins and take them both: Scùa and Simili, 2 points.",
     "Example 4. Only the 3 and the 5 of Coins are on the table. You play the 8 of Coins and take them both: Scùa, Simili and Quadriglia, 3 points."),
    ("m-fr-aside", "fr", "minchiate",
     (Ex("trick", cards=("12T", "30T", "5T")), {"winner": 1, "points": 8}),
     "Les atouts vont de 40 (le plus fort) à 1. Exemple : on entame l'atout 12, puis viennent l'atout 30 et l'atout 5 ; l'atout 30 remporte le pli.",
     "Les atouts vont de 40 (le plus fort) à 1. Exemple : on entame l'atout 12, puis viennent l'atout 30 et l'atout 5 ; l'atout 12 remporte le pli."),
    ("m-en-moves-on", "en", "minchiate",
     (Ex("trick", cards=("RC", "40T")), {"winner": 1, "points": 15}),
     "North leads the Re of Cups and East plays trump 40: trump 40 takes the trick, 15 points. Which combinations score? Trumps 1 and 40 with the Matto, or 1, 13 and 28.",
     "North leads the Re of Cups and East plays trump 40: the Re takes the trick, 15 points. Which combinations score? Trumps 1 and 40 with the Matto, or 1, 13 and 28."),
    ("m-en-declared", "en", "minchiate",
     # a lead of 30, then a run 38-40 declared (30 points): 60, 1 resto, 0 carried
     (Ex("resto_in_play", lead=30, scored=30), {"resti": 1, "carried": 0}),
     "We were 30 points ahead when we declared the run from trump 38 to trump 40 (30 points): that makes 1 resto, and the lead goes back to 0.",
     "We were 30 points ahead when we declared the run from trump 38 to trump 40 (30 points): that makes 2 resti, and the lead goes back to 0."),
]
# Left: German number nouns ("eine Vier") are number words to the checker unless the glossary
# lists them as rank words; listing them makes "vier Farben" (four suits) a card too, which gave a
# false error on a dev item, so the capture told with them is not read. Quoted speech ('"I lead
# the Fante of Coins," says Ada'): each speaker's "I" is another player, which the reader of
# players does not tell.
NOT_YET = {"c-de-words", "b-en-quotes"}
ALL = CASES + ROUND3 + ROUND4 + ROUND_CLEAN


@pytest.fixture(scope="module")
def games():
    return {g: load(g) for g in ("cicera", "briscola", "minchiate")}


@pytest.mark.parametrize("case", ALL, ids=[c[0] for c in ALL])
def test_the_outcome_worked_by_hand_is_the_engines(case, games):
    _id, _lang, game, (ex, want), *_ = case
    if ex.kind == "beyond_cards":
        from engine import tricks_primitives as tp

        end = games[game].spec.end_bonus
        cards = {"m-it-beyond-45": 45, "m-en-tricks": 56}.get(_id, 48)
        assert tp.cards_beyond(cards, end.cards_beyond, end.per_card) == want["bonus"]
        return
    assert outcome(games[game], ex) == want


@pytest.mark.parametrize("case", ALL, ids=[c[0] for c in ALL])
def test_the_right_passage_gets_no_error(case):
    _id, lang, game, _fact, right, _wrong = case
    assert errors(right, lang, game, reader_name(right)) == []


@pytest.mark.parametrize("case", [pytest.param(c, marks=pytest.mark.xfail(strict=True, reason="number nouns"))
                                  if c[0] in NOT_YET else c for c in ALL], ids=[c[0] for c in ALL])
def test_the_wrong_passage_gets_an_example_error(case):
    _id, lang, game, _fact, _right, wrong = case
    assert errors(wrong, lang, game, reader_name(wrong), only="example")


@pytest.mark.parametrize("lang,game,text", [
    ("de", "cicera", "Nein, der Re zählt nicht 10: Hofkarten haben keinen Zahlenwert."),
    ("fi", "minchiate", "Lopussa ero pyöristetään ylöspäin: 1–60 antaa yhden reston, 61–120 kaksi (esim. ero 90 = 2 restiä)."),
    ("fi", "minchiate", "Jos pari ei saanut yhtään tikkiä, Matosta maksetaan itse Matto."),
])
def test_a_clean_sentence_of_another_writer_gets_no_error(lang, game, text):
    """A value said not to be a card's, resti said in words after a range, an inflected Matto."""
    assert errors(text, lang, game) == []
