"""Worked examples read from the passage's roles (situation, action, stated outcome), in
sentences written for this test before the readers were built for them — not taken from the
claims suite, the corpus or any other test: a dialogue, an FAQ answer, a story with names, a
Markdown table row, a conditional, a passive, a list, an example spread over two or three
sentences, numbers written as words. Each pair states the engine's outcome (right: no error)
and another outcome (wrong: an error). ``FACTS`` checks, on the engine, the outcome each pair
was worked out with by hand from RULES.md."""

from __future__ import annotations

import pytest

from engine.examples import outcome
from engine.games import load
from checking import Ex, errors, reader_name

# (game, example as the pairs below tell it, the outcome worked out by hand)
FACTS = [
    ("cicera", Ex("capture_bonuses", play="10C", table=("2D", "3B", "5S"), take=("2D", "3B", "5S")),
     {"bonuses": ["scua", "quadriglia"], "points": 2}),
    ("cicera", Ex("capture_bonuses", play="10C", table=("2C", "3C", "5C"), take=("2C", "3C", "5C")),
     {"bonuses": ["scua", "simili", "quadriglia"], "points": 3}),     # the suits untold: at most 3
    ("cicera", Ex("capture_bonuses", play="10D", table=("4D", "6D"), take=("4D", "6D")),
     {"bonuses": ["scua", "simili"], "points": 2}),
    ("cicera", Ex("capture_bonuses", play="5C", table=("5D",), take=("5D",), last_left="5D"),
     {"bonuses": ["scua", "picada"], "points": 2}),
    ("cicera", Ex("capture_bonuses", play="7D", table=("7S", "3C", "4B"), take=("3C", "4B")),
     {"bonuses": [], "points": 0}),
    ("cicera", Ex("capture_options", play="6D", table=("6S", "2C", "4B")), {"options": [["6S"], ["2C", "4B"], []]}),
    ("cicera", Ex("capture_options", play="9D", table=("4S", "5C", "RB")), {"options": [["4S", "5C"], []]}),
    ("cicera", Ex("majority", award="most_cards", counts=(30, 22)), {"points": [2, 0]}),
    ("cicera", Ex("majority", award="most_swords", counts=(8, 5)), {"points": [1, 0]}),
    ("cicera", Ex("napula", award="napula", cards=("AS", "2S", "3S", "5S", "6S")), {"score": 3}),
    ("cicera", Ex("napula", award="napula", cards=("AS", "3S", "4S")), {"score": 0}),
    ("briscola", Ex("trick", cards=("3C", "RC"), trump="S"), {"winner": 0, "points": 14}),
    ("briscola", Ex("trick", cards=("FD", "2B"), trump="B"), {"winner": 1, "points": 2}),
    ("briscola", Ex("trick", cards=("AS", "7C"), trump="D"), {"winner": 0, "points": 11}),
    ("briscola", Ex("trick", cards=("CB", "RB"), trump="S"), {"winner": 1, "points": 7}),
    ("briscola", Ex("settle", points=(63, 57)), {"winner": 0}),
    ("minchiate", Ex("resto_in_play", lead=45, scored=20), {"resti": 1, "carried": 5}),
    ("minchiate", Ex("resto_end", lead=90), {"resti": 2}),
    ("minchiate", Ex("resto_end", lead=30), {"resti": 1}),
    ("minchiate", Ex("combination", cards=("1T", "2T", "3T")), {"score": 11, "combinations": 1}),
    ("minchiate", Ex("combination", cards=("RS", "RC", "RD")), {"score": 15, "combinations": 1}),
    ("minchiate", Ex("combination", cards=("28T", "29T", "30T")), {"score": 15, "combinations": 1}),
    ("minchiate", Ex("beyond_cards", cards=48), {"bonus": 6}),
    # second round (written after the first readers were built, before the next ones)
    ("minchiate", Ex("trick", cards=("5D", "10D")), {"winner": 0, "points": 0}),      # Coins: Asso high, 10 low
    ("minchiate", Ex("trick", cards=("RC", "3T")), {"winner": 1, "points": 8}),
    ("briscola", Ex("trick", cards=("7D", "3D"), trump="S"), {"winner": 1, "points": 10}),
    ("briscola", Ex("trick", cards=("AC", "2S"), trump="S"), {"winner": 1, "points": 11}),
    ("cicera", Ex("capture_options", play="FS", table=("FD", "CC")), {"options": [["FD"], []]}),
    ("cicera", Ex("capture_options", play="5S", table=("2D", "3C", "5B")), {"options": [["5B"], ["2D", "3C"], []]}),
    ("cicera", Ex("capture_bonuses", play="3C", table=("AC", "2C"), take=("AC", "2C")),
     {"bonuses": ["scua", "simili"], "points": 2}),
    ("cicera", Ex("capture_bonuses", play="10B", table=("6S", "4D", "RC"), take=("6S", "4D")), {"bonuses": [], "points": 0}),
    ("cicera", Ex("majority", award="most_cards", counts=(28, 24)), {"points": [2, 0]}),
    ("cicera", Ex("majority", award="most_swords", counts=(7, 6)), {"points": [1, 0]}),
    ("cicera", Ex("napula", award="napula", cards=("AS", "2S", "3S", "4S", "5S", "6S", "7S")), {"score": 7}),
    ("cicera", Ex("napula", award="napula", cards=("AS", "2S", "3S", "4S", "6S")), {"score": 4}),
    ("briscola", Ex("settle", points=(59, 61)), {"winner": 1}),
    ("briscola", Ex("settle", points=(70, 50)), {"winner": 0}),
    ("minchiate", Ex("resto_in_play", lead=55, scored=10), {"resti": 1, "carried": 5}),
    ("minchiate", Ex("resto_in_play", lead=30, scored=40), {"resti": 1, "carried": 10}),
    ("minchiate", Ex("resto_end", lead=61), {"resti": 2}),
    ("minchiate", Ex("resto_end", lead=150), {"resti": 3}),
    ("minchiate", Ex("combination", cards=("34T", "35T", "36T")), {"score": 20, "combinations": 1}),
    ("minchiate", Ex("combination", cards=("RS", "RC", "RD", "RB")), {"score": 20, "combinations": 1}),
    ("minchiate", Ex("combination", cards=("1T", "M", "40T")), {"score": 20, "combinations": 1}),
    ("minchiate", Ex("beyond_cards", cards=55), {"bonus": 13}),
    ("minchiate", Ex("trick", cards=("RS", "20T")), {"winner": 1, "points": 10}),
    ("briscola", Ex("trick", cards=("AC", "2D"), trump="D"), {"winner": 1, "points": 11}),
    ("briscola", Ex("settle", points=(58, 62)), {"winner": 1}),
    ("cicera", Ex("capture_bonuses", play="4C", table=("4D",), take=("4D",), last_left="4D"),
     {"bonuses": ["scua", "picada"], "points": 2}),
    ("cicera", Ex("capture_options", play="FS", table=("FD", "CC")), {"options": [["FD"], []]}),
    ("minchiate", Ex("resto_end", lead=59), {"resti": 1}),
    ("cicera", Ex("napula", award="napula", cards=("AS", "2S", "3S", "4S")), {"score": 4}),
    ("cicera", Ex("majority", award="most_cards", counts=(26, 26)), {"points": [0, 0]}),
    ("cicera", Ex("napula", award="napula", cards=tuple(f"{r}S" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "F", "C", "R"))),
     {"score": 10}),
    ("minchiate", Ex("resto_end", lead=100), {"resti": 2}),
    ("minchiate", Ex("resto_in_play", lead=50, scored=10), {"resti": 1, "carried": 0}),
    ("minchiate", Ex("resto_in_play", lead=40, scored=15), {"resti": 0, "carried": 55}),
    ("briscola", Ex("rank_vs_points", cards=("7D", "FD")), {"higher": 1, "points_0": 0, "points_1": 2}),
    ("minchiate", Ex("beyond_cards", cards=50), {"bonus": 8}),
    ("briscola", Ex("trick", cards=("3C", "2D"), trump="D"), {"winner": 1, "points": 10}),
    ("briscola", Ex("trick", cards=("RS", "2C"), trump="C"), {"winner": 1, "points": 4}),
    ("cicera", Ex("capture_options", play="8S", table=("8D", "5C", "3B")), {"options": [["8D"], ["5C", "3B"], []]}),
    ("cicera", Ex("capture_options", play="6S", table=("2D", "3C")), {"options": [[]]}),
    ("cicera", Ex("napula", award="napula", cards=("AS", "2S", "3S", "4S", "5S")), {"score": 5}),
    ("minchiate", Ex("resto_end", lead=121), {"resti": 3}),
    ("minchiate", Ex("trick", cards=("7S", "10S", "RS", "2T")), {"winner": 3, "points": 8}),
    ("cicera", Ex("capture_bonuses", play="8C", table=("8D", "2S"), take=("8D",), last_left="8D"),
     {"bonuses": ["picada"], "points": 1}),
    ("briscola", Ex("settle", points=(61, 59)), {"winner": 0}),
    ("minchiate", Ex("combination", cards=("38T", "39T", "40T")), {"score": 30, "combinations": 1}),
]


@pytest.mark.parametrize("game,ex,hand", FACTS, ids=[f"{g}-{e.kind}-{i}" for i, (g, e, _h) in enumerate(FACTS)])
def test_facts(game, ex, hand):
    got = outcome(load(game), ex)
    if "options" in got:        # the captures, in any order
        got = {"options": sorted(sorted(o) for o in got["options"])}
        hand = {"options": sorted(sorted(o) for o in hand["options"])}
    assert got == hand


# (id, lang, game, wrong, right)
PAIRS = [
    ('bon-en-dialogue', 'en', 'cicera', '"The table shows a 2, a 3 and a 5, and I put down my 10 and sweep up all three. What do I score?" "Just the Scùa: one point."', '"The table shows a 2, a 3 and a 5, and I put down my 10 and sweep up all three. What do I score?" "The Scùa and the Quadriglia: two points."'),
    ('bon-it-faq', 'it', 'cicera', 'D: In tavola ci sono un 2, un 3 e un 5; gioco il 10 e li prendo tutti. Quanto vale? R: Solo la Quadriglia, cioè un punto.', 'D: In tavola ci sono un 2, un 3 e un 5; gioco il 10 e li prendo tutti. Quanto vale? R: Scùa più Quadriglia, cioè due punti.'),
    ('bon-de-split', 'de', 'cicera', 'Auf dem Tisch liegen eine 2, eine 3 und eine 5. Anna spielt ihre 10. Sie nimmt alle drei Karten und bekommt dafür nur einen Punkt.', 'Auf dem Tisch liegen eine 2, eine 3 und eine 5. Anna spielt ihre 10. Sie nimmt alle drei Karten und bekommt dafür zwei Punkte: Scùa und Quadriglia.'),
    ('bon-es-passive', 'es', 'cicera', 'Con un 10 se recogen el 2, el 3 y el 5 que había en la mesa, que queda vacía: la jugada vale un solo punto.', 'Con un 10 se recogen el 2, el 3 y el 5 que había en la mesa, que queda vacía: la jugada vale dos puntos, Scùa y Quadriglia.'),
    ('sim-fr-story', 'fr', 'cicera', 'Il ne reste que le 4 et le 6 de Deniers sur la table. Marc les prend avec le 10 de Deniers : Scùa, Simili et Quadriglia, trois points.', 'Il ne reste que le 4 et le 6 de Deniers sur la table. Marc les prend avec le 10 de Deniers : Scùa et Simili, deux points.'),
    ('sim-pt-cond', 'pt', 'cicera', 'Se na mesa estiverem apenas o 4 e o 6 de Ouros e você os capturar com o 10 de Ouros, ganha só a Simili, 1 ponto.', 'Se na mesa estiverem apenas o 4 e o 6 de Ouros e você os capturar com o 10 de Ouros, ganha a Scùa e a Simili, 2 pontos.'),
    ('pic-en-story', 'en', 'cicera', 'Marta drops a 5 on an otherwise empty table. Paolo, next to play, answers with his own 5 and picks it up: that is a Picada worth one point and nothing more.', 'Marta drops a 5 on an otherwise empty table. Paolo, next to play, answers with his own 5 and picks it up: a Picada and a Scùa, two points.'),
    ('pic-ru-words', 'ru', 'cicera', 'Предыдущий игрок положил пятёрку на пустой стол. Вы берёте её своей пятёркой и получаете три очка.', 'Предыдущий игрок положил пятёрку на пустой стол. Вы берёте её своей пятёркой и получаете два очка: Scùa и Picada.'),
    ('none-en-list', 'en', 'cicera', 'Example: the table holds 7, 3 and 4.\n\n- You play a 7 and take 3 + 4.\n- That capture is a Quadriglia, 1 point.', 'Example: the table holds 7, 3 and 4.\n\n- You play a 7 and take 3 + 4.\n- That capture earns no bonus: the 7 stays on the table.'),
    ('opt-en-cond', 'en', 'cicera', 'If a 6, a 2 and a 4 lie on the table and you play a 6, you may take all three cards at once.', 'If a 6, a 2 and a 4 lie on the table and you play a 6, you may take the 6 or the 2 and the 4, or just leave your card.'),
    ('opt-fi', 'fi', 'cicera', 'Pöydällä on 6, 2 ja 4. Kun pelaat kutosen, voit ottaa kaikki kolme korttia.', 'Pöydällä on 6, 2 ja 4. Kun pelaat kutosen, voit ottaa joko kutosen tai 2 ja 4, tai jättää korttisi pöytään.'),
    ('opt-it-court', 'it', 'cicera', 'Con il 9 in mano e in tavola un 4, un 5 e un Re, puoi prendere il 4, il 5 e il Re insieme.', 'Con il 9 in mano e in tavola un 4, un 5 e un Re, puoi prendere soltanto il 4 e il 5 (il Re non entra nelle somme), oppure calare il 9.'),
    ('maj-en-table', 'en', 'cicera', '| cards taken | points |\n|---|---|\n| 30 against 22 | 1 point to the team with 30 |', '| cards taken | points |\n|---|---|\n| 30 against 22 | 2 points to the team with 30 |'),
    ('maj-de-story', 'de', 'cicera', 'Am Ende haben wir acht Schwerter, die Gegner nur fünf: dafür gibt es zwei Punkte.', 'Am Ende haben wir acht Schwerter, die Gegner nur fünf: dafür gibt es einen Punkt.'),
    ('maj-vi', 'vi', 'cicera', 'Đội bạn có 30 lá, đội kia có 22 lá: đội bạn được 1 điểm.', 'Đội bạn có 30 lá, đội kia có 22 lá: đội bạn được 2 điểm.'),
    ('nap-en-words', 'en', 'cicera', 'Suppose your team captured the Asso, 2, 3, 5 and 6 of Swords: its Napula scores five.', 'Suppose your team captured the Asso, 2, 3, 5 and 6 of Swords: its Napula scores three.'),
    ('nap-es', 'es', 'cicera', 'Si tu equipo tiene el As, el 3 y el 4 de Espadas, la Napula vale 3 puntos.', 'Si tu equipo tiene el As, el 3 y el 4 de Espadas, no hay Napula: falta el 2.'),
    ('tr-en-story', 'en', 'briscola', 'Swords are trumps. Sara leads the 3 of Cups and Luca drops the Re of Cups on it. Luca takes the trick.', 'Swords are trumps. Sara leads the 3 of Cups and Luca drops the Re of Cups on it. Sara takes the trick and its 14 points.'),
    ('tr-it-trump', 'it', 'briscola', 'La briscola è Bastoni. Io apro con il Fante di Denari e tu rispondi con il 2 di Bastoni: la mano è mia.', 'La briscola è Bastoni. Io apro con il Fante di Denari e tu rispondi con il 2 di Bastoni: la mano è tua e vale 2 punti.'),
    ('tr-fr-offsuit', 'fr', 'briscola', "Atout Deniers. Vous entamez avec l'As d'Épées, votre adversaire répond par le 7 de Coupes : il remporte le pli.", "Atout Deniers. Vous entamez avec l'As d'Épées, votre adversaire répond par le 7 de Coupes : vous remportez le pli, qui vaut 11 points."),
    ('tr-es-points', 'es', 'briscola', 'Sin triunfo en la baza: el Caballo de Bastos sale primero y el Rey de Bastos lo mata, y la baza vale 5 puntos.', 'Sin triunfo en la baza: el Caballo de Bastos sale primero y el Rey de Bastos lo mata, y la baza vale 7 puntos.'),
    ('tr-de-pass', 'de', 'briscola', 'Trumpf ist Schwerter. Die Kelch-3 wird ausgespielt, darauf kommt der Kelch-Re; der Stich geht an den Re.', 'Trumpf ist Schwerter. Die Kelch-3 wird ausgespielt, darauf kommt der Kelch-Re; der Stich geht an die 3.'),
    ('set-en', 'en', 'briscola', 'At the end Ada has 63 points and Ben 57, so Ben wins.', 'At the end Ada has 63 points and Ben 57, so Ada wins.'),
    ('res-en-play', 'en', 'minchiate', "Your team is 45 points ahead and kills 20 points of the opponents' cards: the lead becomes 65, so you record 1 resto and keep a lead of 15.", "Your team is 45 points ahead and kills 20 points of the opponents' cards: the lead becomes 65, so you record 1 resto and keep a lead of 5."),
    ('res-it-end', 'it', 'minchiate', 'A fine partita la squadra è avanti di 90 punti: le spettano 1 resto.', 'A fine partita la squadra è avanti di 90 punti: le spettano 2 resti.'),
    ('res-fr-end', 'fr', 'minchiate', 'À la fin, une avance de 30 points ne donne aucun resto.', 'À la fin, une avance de 30 points donne 1 resto.'),
    ('com-en-list', 'en', 'minchiate', 'Some versicole and their value:\n\n- 1-2-3: 9 points\n- three Re: 15 points', 'Some versicole and their value:\n\n- 1-2-3: 11 points\n- three Re: 15 points'),
    ('com-de', 'de', 'minchiate', 'Die Trümpfe 28, 29 und 30 bilden eine Versicola von 10 Punkten.', 'Die Trümpfe 28, 29 und 30 bilden eine Versicola von 15 Punkten.'),
    ('beyond-en', 'en', 'minchiate', 'A team that captures 48 cards gets 8 extra points.', 'A team that captures 48 cards gets 6 extra points.'),
    # second round
    ('mtr-it-round', 'it', 'minchiate', 'Esempio: si apre con il 5 di Denari e il compagno risponde con il 10 di Denari. Prende il 10, che è più alto.', 'Esempio: si apre con il 5 di Denari e il compagno risponde con il 10 di Denari. Prende il 5: nei Denari il 10 è la carta più bassa.'),
    ('mtr-en-trump', 'en', 'minchiate', 'Nina leads the Re of Cups; Omar, who has no Cups, plays trump 3. The Re wins the trick.', 'Nina leads the Re of Cups; Omar, who has no Cups, plays trump 3. The trump wins the trick, worth 8 points.'),
    ('btr-pt-three', 'pt', 'briscola', 'Com trunfo de Espadas, o primeiro jogador sai com o 7 de Ouros e o segundo joga o 3 de Ouros: a vaza fica com o 7.', 'Com trunfo de Espadas, o primeiro jogador sai com o 7 de Ouros e o segundo joga o 3 de Ouros: a vaza fica com o 3, que vale 10 pontos.'),
    ('btr-ru-trump', 'ru', 'briscola', 'Козырь — Мечи. Вы ходите тузом Кубков, соперник кладёт двойку Мечей. Взятку забираете вы.', 'Козырь — Мечи. Вы ходите тузом Кубков, соперник кладёт двойку Мечей. Взятку забирает соперник: 11 очков.'),
    ('btr-fi', 'fi', 'briscola', 'Valttina ovat miekat. Pelaaja A avaa kolikoiden 7:llä ja pelaaja B laittaa kolikoiden 3:n. Tikin voittaa A.', 'Valttina ovat miekat. Pelaaja A avaa kolikoiden 7:llä ja pelaaja B laittaa kolikoiden 3:n. Tikin voittaa B ja saa 10 pistettä.'),
    ('opt-de-court', 'de', 'cicera', 'Liegen ein Fante und ein Cavallo auf dem Tisch, kann ein gespielter Fante beide Karten nehmen.', 'Liegen ein Fante und ein Cavallo auf dem Tisch, kann ein gespielter Fante nur den Fante nehmen.'),
    ('opt-vi', 'vi', 'cicera', 'Trên bàn có 2, 3 và 5. Nếu bạn đánh lá 5, bạn có thể ăn cả ba lá.', 'Trên bàn có 2, 3 và 5. Nếu bạn đánh lá 5, bạn có thể ăn lá 5 hoặc 2 và 3.'),
    ('opt-es-q', 'es', 'cicera', '¿Qué puedo hacer con un 5 si en la mesa hay un 2, un 3 y un 5? Llevarte las tres cartas de una vez.', '¿Qué puedo hacer con un 5 si en la mesa hay un 2, un 3 y un 5? Llevarte el 5, o el 2 y el 3, o dejar tu carta en la mesa.'),
    ('bon-en-3sent', 'en', 'cicera', 'Only the Asso and the 2 of Cups are left on the table. It is your turn. You play the 3 of Cups and take both, for one point in all.', 'Only the Asso and the 2 of Cups are left on the table. It is your turn. You play the 3 of Cups and take both: a Scùa and a Simili, two points.'),
    ('bon-it-none', 'it', 'cicera', 'In tavola: 6 di Spade, 4 di Denari e Re di Coppe. Con il 10 di Bastoni prendi il 6 e il 4 e fai Scùa.', 'In tavola: 6 di Spade, 4 di Denari e Re di Coppe. Con il 10 di Bastoni prendi il 6 e il 4, ma non fai Scùa perché il Re resta.'),
    ('bon-fi', 'fi', 'cicera', 'Pöydällä on vain kuppien ässä ja kuppien 2. Pelaat kuppien 3:n ja otat molemmat: saat yhden pisteen.', 'Pöydällä on vain kuppien ässä ja kuppien 2. Pelaat kuppien 3:n ja otat molemmat: saat kaksi pistettä, Scùa ja Simili.'),
    ('maj-it-cards', 'it', 'cicera', "Se una coppia chiude con 28 carte e l'altra con 24, la prima prende 1 punto.", "Se una coppia chiude con 28 carte e l'altra con 24, la prima prende 2 punti."),
    ('maj-fr-swords', 'fr', 'cicera', 'Nous avons pris 7 Épées, eux 6 : nous marquons 2 points pour les Épées.', 'Nous avons pris 7 Épées, eux 6 : nous marquons 1 point pour les Épées.'),
    ('maj-pt-words', 'pt', 'cicera', 'Com vinte e oito cartas contra vinte e quatro, a equipe ganha um ponto.', 'Com vinte e oito cartas contra vinte e quatro, a equipe ganha dois pontos.'),
    ('nap-de-run', 'de', 'cicera', 'Hat ein Team Asso, 2, 3, 4, 5, 6 und 7 der Schwerter gesammelt, bringt die Napula 6 Punkte.', 'Hat ein Team Asso, 2, 3, 4, 5, 6 und 7 der Schwerter gesammelt, bringt die Napula 7 Punkte.'),
    ('nap-fr-gap', 'fr', 'cicera', "Avec l'As, le 2, le 3, le 4 et le 6 d'Épées, la Napula vaut 6.", "Avec l'As, le 2, le 3, le 4 et le 6 d'Épées, la Napula vaut 4 : la suite s'arrête au 4."),
    ('set-it', 'it', 'briscola', "Se alla fine tu hai 59 punti e l'avversario 61, vinci tu.", "Se alla fine tu hai 59 punti e l'avversario 61, vince l'avversario."),
    ('set-es-names', 'es', 'briscola', 'Al final, Marta suma 70 puntos y Pablo 50: gana Pablo.', 'Al final, Marta suma 70 puntos y Pablo 50: gana Marta.'),
    ('rip-de', 'de', 'minchiate', 'Ein Team liegt mit 55 Punkten vorn und gewinnt 10 weitere dazu: Vorsprung 65, also 1 Resto, und es bleiben 15 Punkte Vorsprung.', 'Ein Team liegt mit 55 Punkten vorn und gewinnt 10 weitere dazu: Vorsprung 65, also 1 Resto, und es bleiben 5 Punkte Vorsprung.'),
    ('rip-es', 'es', 'minchiate', 'Con una ventaja de 30 puntos, el equipo mata 40 puntos: la ventaja sube a 70, se anota 1 resto y queda una ventaja de 0.', 'Con una ventaja de 30 puntos, el equipo mata 40 puntos: la ventaja sube a 70, se anota 1 resto y queda una ventaja de 10.'),
    ('ren-ru', 'ru', 'minchiate', 'В конце раздачи перевес 61 очко даёт 1 resto.', 'В конце раздачи перевес 61 очко даёт 2 resti.'),
    ('ren-pt', 'pt', 'minchiate', 'No fim, uma vantagem de 150 pontos vale 2 resti.', 'No fim, uma vantagem de 150 pontos vale 3 resti.'),
    ('com-fr', 'fr', 'minchiate', 'La versicola 34-35-36 rapporte 25 points.', 'La versicola 34-35-36 rapporte 20 points.'),
    ('com-it-re', 'it', 'minchiate', 'Chi ha tutti e quattro i Re forma una versicola da 15 punti.', 'Chi ha tutti e quattro i Re forma una versicola da 20 punti.'),
    ('com-es-matto', 'es', 'minchiate', 'Los triunfos 1 y 40 con el Matto forman una versicola de 25 puntos.', 'Los triunfos 1 y 40 con el Matto forman una versicola de 20 puntos.'),
    ('beyond-fi', 'fi', 'minchiate', 'Jos joukkue saa 55 korttia, se saa 10 lisäpistettä.', 'Jos joukkue saa 55 korttia, se saa 13 lisäpistettä.'),
    ("btr-fi-names", "fi", "briscola",
     "Valttina ovat miekat. Liisa avaa kolikoiden 7:llä ja Mikko laittaa kolikoiden 3:n. Tikin voittaa Liisa.",
     "Valttina ovat miekat. Liisa avaa kolikoiden 7:llä ja Mikko laittaa kolikoiden 3:n. Tikin voittaa Mikko ja saa 10 pistettä."),

    # third round: fields of a list, a table of tricks, a passive, a dialogue, number words
    ('bon-en-fields', 'en', 'cicera', 'Worked example:\n\n- Table: 2, 3 and 5\n- You play: 10\n- You take: all three cards\n- Score: only the Scùa, 1 point', 'Worked example:\n\n- Table: 2, 3 and 5\n- You play: 10\n- You take: all three cards\n- Score: Scùa and Quadriglia, 2 points'),
    ('tr-en-table', 'en', 'briscola', '| Lead | Reply | Trumps | Trick goes to |\n|---|---|---|---|\n| 3 of Cups | Re of Cups | Swords | Re of Cups |', '| Lead | Reply | Trumps | Trick goes to |\n|---|---|---|---|\n| 3 of Cups | Re of Cups | Swords | 3 of Cups |'),
    ('bon-en-words', 'en', 'cicera', 'On the table lie a 2, a 3 and a 5; you play a 10 and take all three for four points.', 'On the table lie a 2, a 3 and a 5; you play a 10 and take all three for at least two points.'),
    ('tr-en-cond', 'en', 'briscola', "If Coins are trumps and you lead the Asso of Cups, your opponent's 2 of Coins cannot take the trick.", "If Coins are trumps and you lead the Asso of Cups, your opponent's 2 of Coins takes the trick."),
    ('mtr-en-passive', 'en', 'minchiate', 'A trick opened with the Re of Swords and answered with trump 20 is won by the Re.', 'A trick opened with the Re of Swords and answered with trump 20 is won by the trump.'),
    ('maj-en-words', 'en', 'cicera', 'Twenty-eight cards against twenty-four earn the larger pile one point.', 'Twenty-eight cards against twenty-four earn the larger pile two points.'),
    ('nap-en-table', 'en', 'cicera', '| Swords captured | Napula |\n|---|---|\n| Asso–2–3–4 | 3 |', '| Swords captured | Napula |\n|---|---|\n| Asso–2–3–4 | 4 |'),
    ('ren-en-list', 'en', 'minchiate', 'Resti at the end of the deal:\n\n- a final lead of 59: 1 resto\n- a final lead of 61: 1 resto', 'Resti at the end of the deal:\n\n- a final lead of 59: 1 resto\n- a final lead of 61: 2 resti'),
    ('set-de-dialog', 'de', 'briscola', '„Ich habe 58 Punkte, du hast 62 – wer gewinnt?“ „Ich, denn du hast weniger.“', '„Ich habe 58 Punkte, du hast 62 – wer gewinnt?“ „Du, denn du hast mehr.“'),
    ('bon-it-cond', 'it', 'cicera', 'Se il giocatore prima di te ha appena calato un 4 su un tavolo vuoto e tu lo prendi con il tuo 4, guadagni soltanto la Picada.', 'Se il giocatore prima di te ha appena calato un 4 su un tavolo vuoto e tu lo prendi con il tuo 4, guadagni la Picada e la Scùa.'),
    ('opt-ru-court', 'ru', 'cicera', 'На столе лежат Fante и Cavallo. Сыграв Fante, вы можете забрать обе карты.', 'На столе лежат Fante и Cavallo. Сыграв Fante, вы можете забрать только Fante.'),
    ('rip-en-words', 'en', 'minchiate', 'Ahead by fifty-five points, your team kills a card worth ten: the lead is now sixty-five, which gives one resto and leaves a lead of fifteen.', 'Ahead by fifty-five points, your team kills a card worth ten: the lead is now sixty-five, which gives one resto and leaves a lead of five.'),

    # fourth round, after dev-d: a tie both teams have, a range to a court card, 'a single resto',
    # no resto said by a negation, a comparative, two amounts summed, the rule's threshold, a
    # question and its answer, the player who leads named by that role
    ('tie-it', 'it', 'cicera', 'Se entrambe le squadre hanno 26 carte, ciascuna riceve 1 punto per le carte.', 'Se entrambe le squadre hanno 26 carte, nessuna riceve punti per le carte.'),
    ('tie-en', 'en', 'cicera', 'When both teams end with 26 cards, each team scores 1 point for cards.', 'When both teams end with 26 cards, each team scores 0 points for cards.'),
    ('nap-it-court', 'it', 'cicera', "Chi ha tutte le Spade, dall'Asso al Re, fa una Napula da 13 punti.", "Chi ha tutte le Spade, dall'Asso al Re, fa una Napula da 10 punti: il conteggio si ferma al 10."),
    ('single-fr', 'fr', 'minchiate', "À la fin de la donne, une équipe qui garde une avance de 100 points n'obtient qu'un seul resto.", 'À la fin de la donne, une équipe qui garde une avance de 100 points obtient 2 resti.'),
    ('neg-en', 'en', 'minchiate', 'Your team is 50 points ahead and kills a Re (5 points) and a papa worth 5: the lead reaches 60, which is not yet enough for a resto.', 'Your team is 50 points ahead and kills a Re (5 points) and a papa worth 5: the lead reaches 60, which gives 1 resto and leaves a lead of 0.'),
    ('cmp-de', 'de', 'briscola', 'Die 7 ist stärker als der Fante, obwohl der Fante 2 Punkte zählt und die 7 keinen.', 'Die 7 ist schwächer als der Fante, obwohl der Fante 2 Punkte zählt und die 7 keinen.'),
    ('sum-it', 'it', 'minchiate', "Una squadra avanti di 40 punti prende agli avversari un'Aria (10 punti) e un Re (5 punti): il vantaggio sale a 55 e non scatta alcun resto, ma il vantaggio resta 40.", "Una squadra avanti di 40 punti prende agli avversari un'Aria (10 punti) e un Re (5 punti): il vantaggio sale a 55 e non scatta ancora nessun resto."),
    ('thr-en', 'en', 'minchiate', 'A pair that ends the deal with 50 cards gets, for the cards beyond 42, 10 extra points.', 'A pair that ends the deal with 50 cards gets, for the cards beyond 42, 8 extra points.'),
    ('qa-es', 'es', 'briscola', 'P: Triunfan los Oros. Salgo con el 3 de Copas y mi rival echa el 2 de Oros. ¿Quién se lleva la baza?\nR: Tú, porque el 3 vale más.', 'P: Triunfan los Oros. Salgo con el 3 de Copas y mi rival echa el 2 de Oros. ¿Quién se lleva la baza?\nR: Tu rival, porque el 2 es triunfo.'),
    ('lead-it', 'it', 'briscola', "Briscola a Coppe. Chi apre gioca il Re di Spade e l'avversario il 2 di Coppe: la presa va a chi apre.", "Briscola a Coppe. Chi apre gioca il Re di Spade e l'avversario il 2 di Coppe: la presa va all'avversario, che incassa 4 punti."),
    ('lead-en', 'en', 'briscola', 'Cups are trumps. The leader plays the Re of Swords and the opponent the 2 of Cups; the trick goes to the leader.', 'Cups are trumps. The leader plays the Re of Swords and the opponent the 2 of Cups; the opponent takes the trick.'),

    # fifth round: written after the fourth's readers, checked before any change for them
    ('opt-pt-sum', 'pt', 'cicera', 'Na mesa há um 8, um 5 e um 3. Jogando o seu 8, você pode levar as três cartas juntas.', 'Na mesa há um 8, um 5 e um 3. Jogando o seu 8, você pode levar o 8, ou então o 5 e o 3, ou apenas deixar a carta.'),
    ('opt-de-sum', 'de', 'cicera', 'Auf dem Tisch liegen eine 2 und eine 3. Mit einer 6 kann man beide Karten nehmen.', 'Auf dem Tisch liegen eine 2 und eine 3. Mit einer 6 kann man keine der beiden nehmen, denn 2 + 3 ist 5.'),
    ('maj-en-to', 'en', 'cicera', "With 8 Swords to the opponents' 5, your team earns 2 points for Swords.", "With 8 Swords to the opponents' 5, your team earns 1 point for Swords."),
    ('maj-ru', 'ru', 'cicera', 'Если у вашей команды 30 карт, а у соперников 22, вы получаете 1 очко за большинство карт.', 'Если у вашей команды 30 карт, а у соперников 22, вы получаете 2 очка за большинство карт.'),
    ('nap-ru', 'ru', 'cicera', 'Команда собрала Мечи от Asso до 6: Napula приносит 5 очков.', 'Команда собрала Мечи от Asso до 6: Napula приносит 6 очков.'),
    ('nap-vi', 'vi', 'cicera', 'Đội có Asso, 2, 3, 4 và 5 Kiếm thì Napula được 4 điểm.', 'Đội có Asso, 2, 3, 4 và 5 Kiếm thì Napula được 5 điểm.'),
    ('ren-vi', 'vi', 'minchiate', 'Cuối ván, đội dẫn 121 điểm được 2 resti.', 'Cuối ván, đội dẫn 121 điểm được 3 resti.'),
    ('ren-fi', 'fi', 'minchiate', 'Pelin lopussa 59 pisteen johto antaa 0 restoa.', 'Pelin lopussa 59 pisteen johto antaa 1 reston.'),
    ('mtr-pt-four', 'pt', 'minchiate', 'Sai-se com o 7 de Espadas; seguem o 10 de Espadas, o Re de Espadas e o trunfo 2. Ganha o Re.', 'Sai-se com o 7 de Espadas; seguem o 10 de Espadas, o Re de Espadas e o trunfo 2. Ganha o trunfo 2, e a vaza vale 8 pontos.'),
    ('bon-es-picada', 'es', 'cicera', 'El jugador anterior acaba de dejar un 8 en la mesa, junto a un 2. Tú lo recoges con tu 8: haces Scùa y Picada.', 'El jugador anterior acaba de dejar un 8 en la mesa, junto a un 2. Tú lo recoges con tu 8: haces Picada, pero no Scùa, porque el 2 se queda en la mesa.'),
    ('set-fr', 'fr', 'briscola', "À la fin, si vous avez 61 points et votre adversaire 59, c'est votre adversaire qui gagne.", "À la fin, si vous avez 61 points et votre adversaire 59, c'est vous qui gagnez."),
    ('com-vi', 'vi', 'minchiate', 'Ví dụ, ba lá chủ 38, 39 và 40 tạo thành một versicola được 25 điểm.', 'Ví dụ, ba lá chủ 38, 39 và 40 tạo thành một versicola được 30 điểm.'),

]

# players called by a letter ("pelaaja A"): a one-letter name is not told from an article ("a")
# an example given as a list of four fields or more: a passage is read three sentences at a time
XFAIL: set[str] = {"btr-fi", "bon-en-fields"}


@pytest.mark.parametrize("cid,lang,game,wrong,right", PAIRS, ids=[p[0] for p in PAIRS])
def test_wrong_outcome_is_an_error(cid, lang, game, wrong, right):
    if cid in XFAIL:
        pytest.xfail("not read yet")
    assert errors(wrong, lang, game, reader_name(wrong))


@pytest.mark.parametrize("cid,lang,game,wrong,right", PAIRS, ids=[p[0] for p in PAIRS])
def test_right_outcome_is_no_error(cid, lang, game, wrong, right):
    assert errors(right, lang, game, reader_name(right)) == []


# Worked examples stated right, many numbers each (the engine's outcomes, worked by hand from
# RULES.md §1.4, §2.4, §3.5 and the facts above): none may get an error.
RIGHT = [
    ('en', 'cicera', 'Say the table holds 2, 3 and 5 and you play a 10: taking all three clears the table, so you score the Scùa and the Quadriglia, 2 points, plus the Simili if all four cards share a suit.'),
    ('it', 'cicera', 'Esempio: in tavola ci sono 7, 3 e 4; giocando un 7 puoi prendere il 7 oppure 3 + 4, ma non tutte e tre le carte, perché 7 + 3 + 4 fa 14.'),
    ('fr', 'cicera', "Exemple : avec l'As, le 2, le 3 et le 4 d'Épées, la Napula vaut 4 points ; sans le 3, elle ne vaut rien."),
    ('de', 'cicera', 'Beispiel: Ihr habt 27 Karten, die Gegner 25 – dafür bekommt ihr 2 Punkte. Bei 26 zu 26 bekommt niemand etwas.'),
    ('es', 'cicera', 'Si tu equipo se lleva 7 Espadas y el rival 6, ganáis 1 punto por las Espadas.'),
    ('pt', 'briscola', 'Exemplo: sai o 3 de Ouros e o adversário responde com o Ás de Ouros, sem trunfo na vaza; o Ás ganha e a vaza vale 21 pontos.'),
    ('ru', 'briscola', 'Пример: первым ходит король Кубков, второй игрок кладёт двойку козырей; побеждает двойка, во взятке 4 очка.'),
    ('fi', 'minchiate', 'Esimerkiksi jos joukkue johtaa 56 pisteellä ja tappaa kuninkaan ja papin 2 (5 + 3 = 8 pistettä), johto on 64: siitä tulee 1 resto ja johdoksi jää 4.'),
    ('en', 'minchiate', 'At the end, a remaining lead of 59 or 60 gives 1 resto, 61 or 120 gives 2, 121 gives 3, and 0 gives nothing.'),
    ('it', 'minchiate', 'Per esempio 32-33-34 e 36-37-38 con il Matto valgono (15 + 5) + (30 + 5) = 55; aggiungendo il 35 si ha una sola sequenza 32–38 da 50, più 5 per il Matto, cioè sempre 55.'),
    ('de', 'minchiate', 'Eine Mannschaft mit 52 Karten, also 13 Stichen, erhält 10 Punkte zusätzlich; wer 42 oder weniger Karten hat, bekommt nichts.'),
    ('es', 'minchiate', 'Los papi 1-2-3 valen 11 puntos, 1-2-3-4-5 valen 17 y 2-3-4-5 valen 12.'),
    ('fr', 'minchiate', 'La combinaison 1 + Matto + 40 vaut 5 + 5 + 10 = 20 points.'),
    ('pt', 'minchiate', 'Com 3 Reis a versicola vale 15 pontos; com os 4 Reis, 20.'),
    ('en', 'briscola', 'The whole pack holds 4 × (11 + 10 + 4 + 3 + 2) = 120 points, so 61 wins and 60–60 is a tie.'),
    ('ru', 'cicera', 'Вы играете 5, а на столе лежит только пятёрка, которую только что положил предыдущий игрок: вы берёте её и получаете Picada и Scùa, всего 2 очка.'),
    ('vi', 'cicera', 'Trên bàn có 2, 3 và 5; bạn đánh lá 10 và ăn cả ba lá: được Scùa và Quadriglia, tổng cộng 2 điểm.'),
    ('fi', 'cicera', 'Jos pöydällä on 7, 3 ja 4 ja pelaat seiskan, voit ottaa seiskan tai 3 + 4, tai jättää korttisi pöytään.'),
    ('de', 'briscola', 'Wenn Münzen Trumpf sind und du den Re der Kelche ausspielst, sticht die 2 der Münzen deines Gegners und der Stich zählt 4 Punkte.'),
    ('it', 'briscola', 'Il 7 batte il 6 ma entrambi valgono 0 punti; il 3 batte il Re e vale 10 punti contro 4.'),
    ('en', 'minchiate', 'Trumps 28, 29 and 30 form a versicola worth 15 points, because trump 29 counts 5 inside a combination.'),
    ('es', 'briscola', 'Por ejemplo, con 62 puntos contra 58 gana quien tiene 62.'),
    ('fr', 'minchiate', 'Une équipe qui mène de 27 points et perd le papa 1 (5 points) ne mène plus que de 22.'),
]


@pytest.mark.parametrize("lang,game,text", RIGHT, ids=[f"{l}-{g}-{i}" for i, (l, g, _t) in enumerate(RIGHT)])
def test_a_right_example_is_no_error(lang, game, text):
    assert errors(text, lang, game, reader_name(text)) == []
