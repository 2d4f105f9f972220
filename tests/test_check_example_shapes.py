"""An audit of worked examples in the shapes writers use (h155, twenty-fourth session).

Each probe is a worked example of one of the engine's kinds (a capture's options, its bonuses, a
Napula, a majority, a trick, a deal's settlement, the pack's points, two ranks compared, a
Minchiate combination, resti in play and at the end, cards beyond 42), written for this test in
a shape writers use (a story in the past tense, a score sheet or table row, a question and its
answer, a numbered list of moves, an exercise and its solution on separate lines, the givens in
one sentence and the outcome two sentences later, numbers in words, a commentary), in a RIGHT
version (the engine's outcome, checked with ``engine.examples.outcome``: no error) and a WRONG one
(one thing changed: an error), each inside a short document of its game (a few plain rule
sentences of ours around it, so placement accepts it).

The readings built for the shapes they found unread or misread:

- a table row of a worked example under a header of points ("trumps 28, 29, 30 | 15", "the four
  Re | 20") states that many points, as its sentence would; a card's row ("Asso | 11"), a range
  ("Trümpfe 36–40 | 5") or a kind of run ("3 trumps or more in 1–5") does not;
- a capture's bonuses are not an award's points: points said in a sentence that names an award
  (Napula) and no bonus, or in the answer to a question that does, are the award's;
- a question after a label's colon ("Frage: Was bringt …?") states no outcome of our capture;
- a card governed by a word for 'with' ("con el 3: 13 puntos") is what a player won or took
  with: the amount after it is the act's, not the card's value;
- a majority's counts held by sides named as the speaker's and the others' ("we had 27 cards and
  they had 25", "noi 27, loro 25", "у нас 27, у них 25"), and a later sentence of the passage
  giving the award's points to one of them by the same words ("went to them"): the smaller
  count's side getting them is an error (data ``award_cues.our_side``, ``their_side``); the
  counted thing may be named in a lead-in before a colon ("Contamos las cartas: nosotros 27, …");
- a Napula's cards inside a question naming it, its score in the answer on the next line;
- a hundred said without its "one" ("a hundred and twenty", de "hundertzwanzig"; data
  ``number_prefixes``).

Probes still misread are strict xfails, with what they miss.
"""

import pytest

from checking import errors

FRAMES = {
    ("it", "cicera"): "# Cìcera\n\nLa Cìcera si gioca in quattro, due contro due, con il mazzo bresciano di 52 carte. Con una carta si prende una carta dello stesso valore oppure più carte numerali la cui somma è uguale al valore della carta giocata.\n\n{p}\n",
    ("fr", "cicera"): "# Cìcera\n\nLa Cìcera se joue à quatre, deux contre deux, avec le jeu bresciano de 52 cartes. Une carte prend une carte de même rang ou plusieurs cartes numérales dont la somme égale sa valeur.\n\n{p}\n",
    ("de", "cicera"): "# Cìcera\n\nCìcera spielen vier Spieler, zwei gegen zwei, mit dem Bresciane-Blatt zu 52 Karten. Eine Karte nimmt eine Karte gleichen Rangs oder mehrere Zahlenkarten, deren Summe ihren Wert ergibt.\n\n{p}\n",
    ("es", "cicera"): "# Cìcera\n\nLa Cìcera la juegan cuatro jugadores, dos contra dos, con la baraja bresciana de 52 cartas. Una carta captura una carta del mismo rango o varias cartas numéricas cuya suma iguala su valor.\n\n{p}\n",
    ("en", "cicera"): "# Cìcera\n\nCìcera is played by four players, two against two, with the Bresciane pack of 52 cards. A card captures one card of the same rank or several number cards whose sum equals its value.\n\n{p}\n",
    ("ru", "cicera"): "# Чичера (Cìcera)\n\nВ Cìcera играют вчетвером, двое на двое, брешианской колодой из 52 карт. Карта берёт карту того же ранга или несколько числовых карт, сумма которых равна её значению.\n\n{p}\n",
    ("pt", "cicera"): "# Cìcera\n\nA Cìcera joga-se a quatro, dois contra dois, com o baralho bresciano de 52 cartas. Uma carta captura uma carta do mesmo valor ou várias cartas numéricas cuja soma é igual ao seu valor.\n\n{p}\n",
    ("it", "briscola"): "# Briscola\n\nLa Briscola si gioca in due con un mazzo di 40 carte. Ognuno riceve tre carte e non c'è obbligo di rispondere al seme.\n\n{p}\n",
    ("fr", "briscola"): "# Briscola\n\nLa Briscola se joue à deux avec un jeu de 40 cartes. Chacun reçoit trois cartes et on n'est pas obligé de fournir la couleur.\n\n{p}\n",
    ("de", "briscola"): "# Briscola\n\nBriscola spielen zwei Spieler mit 40 Karten. Jeder bekommt drei Karten, und es gibt keinen Farbzwang.\n\n{p}\n",
    ("es", "briscola"): "# Briscola\n\nLa Briscola se juega entre dos con una baraja de 40 cartas. Cada uno recibe tres cartas y no hay obligación de seguir el palo.\n\n{p}\n",
    ("en", "briscola"): "# Briscola\n\nBriscola is a game for two players with a pack of 40 cards. Each receives three cards and nobody has to follow suit.\n\n{p}\n",
    ("ru", "briscola"): "# Брискола (Briscola)\n\nВ Briscola играют вдвоём колодой из 40 карт. Каждый получает три карты, ходить в масть не обязательно.\n\n{p}\n",
    ("pt", "briscola"): "# Briscola\n\nA Briscola joga-se a dois com um baralho de 40 cartas. Cada um recebe três cartas e não é obrigatório seguir o naipe.\n\n{p}\n",
    ("it", "minchiate"): "# Minchiate\n\nLe Minchiate si giocano con un mazzo di 97 carte: 40 tarocchi numerati, il Matto e quattro semi.\n\n{p}\n",
    ("fr", "minchiate"): "# Minchiate\n\nLes Minchiate se jouent avec un jeu de 97 cartes : 40 atouts numérotés, le Matto et quatre couleurs.\n\n{p}\n",
    ("de", "minchiate"): "# Minchiate\n\nMinchiate wird mit 97 Karten gespielt: 40 nummerierte Trümpfe, der Matto und vier Farben.\n\n{p}\n",
    ("es", "minchiate"): "# Minchiate\n\nLas Minchiate se juegan con una baraja de 97 cartas: 40 triunfos numerados, el Matto y cuatro palos.\n\n{p}\n",
    ("en", "minchiate"): "# Minchiate\n\nMinchiate is played with a pack of 97 cards: 40 numbered trumps, the Matto and four suits.\n\n{p}\n",
    ("ru", "minchiate"): "# Минкьяте (Minchiate)\n\nВ Minchiate играют колодой из 97 карт: 40 пронумерованных козырей, Matto и четыре масти.\n\n{p}\n",
    ("pt", "minchiate"): "# Minchiate\n\nAs Minchiate jogam-se com um baralho de 97 cartas: 40 trunfos numerados, o Matto e quatro naipes.\n\n{p}\n",
    ("vi", "cicera"): "# Cìcera\n\nCìcera chơi bốn người, hai đấu hai, với bộ bài Bresciane 52 lá. Một lá bài ăn một lá cùng hạng hoặc nhiều lá số có tổng bằng giá trị của nó.\n\n{p}\n",
    ("vi", "briscola"): "# Briscola\n\nBriscola chơi hai người với bộ bài 40 lá. Mỗi người nhận ba lá và không bắt buộc theo chất.\n\n{p}\n",
    ("fi", "cicera"): "# Cìcera\n\nCìceraa pelaa neljä pelaajaa, kaksi kahta vastaan, 52 kortin bresciane-pakalla. Kortti ottaa samanarvoisen kortin tai useita numerokortteja, joiden summa on sen arvo.\n\n{p}\n",
    ("fi", "minchiate"): "# Minchiate\n\nMinchiatea pelataan 97 kortin pakalla: 40 numeroitua valttia, Matto ja neljä maata.\n\n{p}\n",
}

# (lang, game, scenario, shape, right text, old, new, right read right now, wrong read right now):
# the wrong text is the right one with ``old`` replaced by ``new``
PROBES = [
    ("it", "cicera", "cap7", "story", "Ieri ho giocato il 7 di Denari; sul tavolo c'erano il 7 di Spade, il 3 di Coppe e il 4 di Bastoni. Potevo prendere il 7 di Spade oppure il 3 e il 4 insieme.", "oppure il 3 e il 4 insieme", "oppure tutte e tre le carte insieme", True, True),
    ("it", "cicera", "bon_sq", "sheet", "| Mossa | Bonus | Punti |\n|---|---|---|\n| 10 di Coppe prende 2 di Denari, 3 di Bastoni e 5 di Spade (tavolo vuoto) | Scùa + Quadriglia | 2 |", "| 2 |", "| 3 |", True, True),
    ("it", "cicera", "bon_sim", "qa", "— Quanti punti fa il 10 di Coppe che prende il 2, il 3 e il 5 di Coppe, ultime carte del tavolo?\n— Tre: Scùa, Simili e Quadriglia.", "— Tre:", "— Due:", True, False),
    ("it", "cicera", "nap4", "words", "Marco ha raccolto l'Asso, il 2, il 3 e il 4 di Spade: la sua Napula vale quattro punti.", "quattro punti", "cinque punti", True, True),
    ("it", "cicera", "nap0", "exsol", "Esercizio 3. A fine mano una squadra ha Asso, 2, 4 e 5 di Spade. Quanto vale la Napula?\nSoluzione: zero, perché manca il 3.", "Soluzione: zero, perché manca il 3.", "Soluzione: due punti.", True, True),
    ("it", "cicera", "maj27", "far", "Abbiamo contato le carte: noi 27, loro 25. Poi abbiamo contato le Spade. I 2 punti delle carte sono andati a noi.", "I 2 punti delle carte sono andati a noi.", "I 2 punti delle carte sono andati a loro.", True, True),
    ("it", "cicera", "maj26", "comment", "Ventisei carte a testa: parità perfetta, e i 2 punti delle carte non li prende nessuno.", "non li prende nessuno", "li prendono entrambe le squadre", True, True),
    ("it", "briscola", "tr_3A", "story", "Ho aperto con il 3 di Denari, briscola Spade, e Luca ha risposto con l'Asso di Denari: la presa è sua, 21 punti.", "la presa è sua", "la presa è mia", True, True),   # read since h221: "Ho aperto" is I (the auxiliary's person)
    ("it", "briscola", "tr_7A", "list", "Briscola: Denari.\n1. Anna gioca il 7 di Spade.\n2. Bruno risponde con l'Asso di Coppe.\n3. Vince Anna, che incassa 11 punti.", "Vince Anna", "Vince Bruno", True, True),
    ("it", "briscola", "tr_R2", "qa", "D: Esce il Re di Coppe, briscola Spade; l'avversario mette il 2 di Spade. Chi prende?\nR: Il 2 di Spade, perché è briscola: 4 punti.", "R: Il 2 di Spade, perché è briscola", "R: Il Re di Coppe, perché è più alto", True, True),
    ("it", "briscola", "set6357", "sheet", "Partita del martedì — Giulia 63, Paolo 57: vince Giulia.", "vince Giulia", "vince Paolo", True, True),
    ("it", "briscola", "set60", "words", "Sessanta a sessanta: la partita finisce pari.", "finisce pari", "la vince chi ha mescolato", True, True),
    ("it", "briscola", "cp", "comment", "Contando tutte le carte del mazzo si arriva a 120 punti.", "120 punti", "130 punti", True, True),
    ("it", "minchiate", "c123", "story", "Ho scoperto il tarocco 1, il 2 e il 3 e ho segnato 11 punti per la combinazione.", "11 punti", "12 punti", True, True),
    ("it", "minchiate", "cRe4", "sheet", "| Combinazione | Punti |\n|---|---|\n| i quattro Re | 20 |", "| 20 |", "| 15 |", True, True),
    ("it", "minchiate", "c1M40", "qa", "Domanda: quanto vale la versicola con il tarocco 1, il Matto e il 40?\nRisposta: 20 punti.", "Risposta: 20 punti.", "Risposta: 25 punti.", True, True),
    ("it", "minchiate", "bey52", "far", "Alla fine avevamo preso 52 carte. L'altra coppia ne aveva di meno. Per le carte oltre le 42 ci spettano 10 punti.", "ci spettano 10 punti", "ci spettano 12 punti", True, True),
    ("it", "minchiate", "rip56", "list", "1. Siamo avanti di 56.\n2. Ammazziamo un Re e un papa: 8 punti.\n3. Segniamo un resto e restiamo avanti di 4.", "restiamo avanti di 4", "restiamo avanti di 14", False, True),
    ("it", "minchiate", "re61", "exsol", "Esercizio: a fine mano il vantaggio è di 61 punti. Quanti resti?\nSoluzione: 2 resti.", "Soluzione: 2 resti.", "Soluzione: 1 resto.", True, True),
    ("it", "minchiate", "c282930", "words", "Il 28, il 29 e il 30 insieme fanno quindici punti.", "quindici punti", "diciotto punti", True, True),
    ("fr", "cicera", "cap7", "qa", "— Je joue le 7 de Deniers ; sur la table il y a le 7 d'Épées, le 3 de Coupes et le 4 de Bâtons. Qu'est-ce que je peux prendre ?\n— Soit le 7 d'Épées, soit le 3 et le 4 ensemble.", "soit le 3 et le 4 ensemble", "soit les trois cartes ensemble", True, False),
    ("fr", "cicera", "bon_sq", "story", "Hier soir, mon partenaire a posé le 10 de Coupes et a ramassé le 2 de Deniers, le 3 de Bâtons et le 5 d'Épées, toute la table : Scùa et Quadriglia, 2 points.", "2 points", "3 points", True, True),
    ("fr", "cicera", "bon_sim", "sheet", "| Coup | Bonus | Points |\n|---|---|---|\n| 10 de Coupes prend 2, 3 et 5 de Coupes, table vidée | Scùa, Simili, Quadriglia | 3 |", "| 3 |", "| 2 |", True, True),
    ("fr", "cicera", "nap4", "exsol", "Exercice : une équipe a ramassé l'As… pardon, l'Asso, le 2, le 3 et le 4 d'Épées. Combien vaut sa Napula ?\nRéponse : 4 points.", "Réponse : 4 points.", "Réponse : 5 points.", True, True),
    ("fr", "cicera", "maj27", "words", "Vingt-sept cartes contre vingt-cinq : les deux points des cartes vont à l'équipe qui en a vingt-sept.", "qui en a vingt-sept", "qui en a vingt-cinq", True, False),
    ("fr", "cicera", "sw76", "far", "Nous avions 7 Épées, eux 6. Le décompte a été long. Le point des Épées est pour nous.", "est pour nous", "est pour eux", True, True),
    ("fr", "cicera", "nap0", "comment", "Asso, 2, 4 et 5 d'Épées sans le 3 : pas de Napula, zéro point.", "zéro point", "deux points", True, True),
    ("fr", "briscola", "tr_3A", "list", "Atout : Épées.\n1. Je joue le 3 de Deniers.\n2. Mon adversaire répond avec l'Asso de Deniers.\n3. Il remporte le pli, qui vaut 21 points.", "Il remporte le pli", "Je remporte le pli", True, True),
    ("fr", "briscola", "tr_7A", "story", "L'atout était Deniers. Paul a entamé le 7 d'Épées et j'ai posé l'Asso de Coupes : Paul a gardé le pli, 11 points.", "Paul a gardé le pli", "j'ai gagné le pli", True, True),
    ("fr", "briscola", "tr_R2", "comment", "Le Re de Coupes est coupé par le 2 d'Épées, l'atout : le 2 ramasse 4 points.", "le 2 ramasse 4 points", "le Re ramasse 4 points", True, True),
    ("fr", "briscola", "set6357", "sheet", "Résultat de la donne : Claire 63, Marc 57. Gagnante : Claire.", "Gagnante : Claire", "Gagnant : Marc", True, True),
    ("fr", "briscola", "set60", "qa", "Q : Et si chacun a 60 points ?\nR : Alors la partie est nulle.", "la partie est nulle", "c'est le donneur qui gagne", True, True),
    ("fr", "briscola", "rvp", "words", "Le 3 de Bâtons bat le Re de Bâtons et vaut dix points, le Re n'en vaut que quatre.", "vaut dix points", "vaut onze points", True, True),
    ("fr", "minchiate", "c123", "qa", "— Combien vaut la suite des atouts 1, 2 et 3 ?\n— Onze points.", "— Onze points.", "— Douze points.", True, True),
    ("fr", "minchiate", "cRe3", "story", "J'ai abattu trois Re et j'ai marqué 15 points.", "15 points", "20 points", True, True),
    ("fr", "minchiate", "c102030", "sheet", "| Combinaison | Points |\n|---|---|\n| atouts 10, 20 et 30 | 15 |", "| 15 |", "| 25 |", True, True),
    ("fr", "minchiate", "bey47", "far", "Nous avons fini avec 47 cartes. Les autres en avaient 50. Nos cartes au-delà de 42 nous ont rapporté 5 points.", "5 points", "7 points", True, True),
    ("fr", "minchiate", "rip27", "list", "1. Nous menons de 27.\n2. Nous perdons le papa un, 5 points.\n3. Il nous reste une avance de 22, aucun resto.", "une avance de 22", "une avance de 32", True, False),
    ("fr", "minchiate", "re121", "exsol", "Exercice : écart final de 121 points. Combien de resti ?\nSolution : 3 resti.", "Solution : 3 resti.", "Solution : 2 resti.", True, True),
    ("fr", "minchiate", "c383940", "words", "Les atouts 38, 39 et 40 valent trente points.", "trente points", "vingt points", True, True),
    ("de", "cicera", "cap7", "list", "1. Auf dem Tisch: 7 Schwerter, 3 Kelche, 4 Stäbe.\n2. Ich spiele die 7 Münzen.\n3. Ich kann die 7 Schwerter nehmen oder 3 + 4.", "oder 3 + 4", "oder alle drei Karten", True, True),
    ("de", "cicera", "bon_sq", "qa", "Frage: Was bringt die 10 Kelche, die 2 Münzen, 3 Stäbe und 5 Schwerter vom Tisch räumt?\nAntwort: Scùa und Quadriglia, also 2 Punkte.", "also 2 Punkte", "also 3 Punkte", True, True),
    ("de", "cicera", "bon_sim", "story", "Gestern hat Oma mit der 10 Kelche die 2, 3 und 5 Kelche abgeräumt – Scùa, Simili und Quadriglia, drei Punkte auf einmal.", "drei Punkte", "zwei Punkte", True, False),
    ("de", "cicera", "nap4", "sheet", "| Gesammelt | Napula |\n|---|---|\n| Asso, 2, 3, 4 Schwerter | 4 |", "| 4 |", "| 3 |", True, True),
    ("de", "cicera", "nap0", "qa", "Frage: Asso, 2, 4 und 5 Schwerter – wie viel bringt die Napula?\nAntwort: nichts, die 3 fehlt.", "Antwort: nichts, die 3 fehlt.", "Antwort: 2 Punkte.", True, True),
    ("de", "cicera", "maj27", "far", "Wir hatten 27 Karten, die anderen 25. Dann wurden die Schwerter gezählt. Die 2 Punkte für die Karten gingen an uns.", "gingen an uns", "gingen an die anderen", True, True),
    ("de", "cicera", "maj26", "words", "Sechsundzwanzig zu sechsundzwanzig: Gleichstand, keiner bekommt die zwei Punkte.", "keiner bekommt die zwei Punkte", "jedes Team bekommt die zwei Punkte", True, True),
    ("de", "briscola", "tr_3A", "qa", "Frage: Trumpf ist Schwerter, ausgespielt wird die 3 Münzen, darauf kommt das Asso Münzen. Wer gewinnt?\nAntwort: das Asso, 21 Punkte.", "Antwort: das Asso", "Antwort: die 3", True, True),
    ("de", "briscola", "tr_R2", "story", "Ich habe den Re Kelche ausgespielt, Trumpf war Schwerter, und Tom hat mit der 2 Schwerter gestochen. Der Stich ging an Tom, 4 Punkte.", "Der Stich ging an Tom", "Der Stich ging an mich", True, True),
    ("de", "briscola", "tr_7A", "list", "Trumpf: Münzen.\n1. Lea spielt die 7 Schwerter aus.\n2. Ben legt das Asso Kelche.\n3. Lea macht den Stich, 11 Punkte.", "Lea macht den Stich", "Ben macht den Stich", True, True),
    ("de", "briscola", "set6357", "sheet", "Endstand: Anna 63, Jonas 57 – Anna gewinnt.", "Anna gewinnt", "Jonas gewinnt", True, True),
    ("de", "briscola", "cp", "words", "Alle Karten zusammen zählen hundertzwanzig Punkte.", "hundertzwanzig", "hundertdreißig", True, True),
    ("de", "briscola", "rvp", "comment", "Die 3 Stäbe steht über dem Re Stäbe und zählt 10 Punkte, der Re nur 4.", "zählt 10 Punkte", "zählt 11 Punkte", True, True),
    ("de", "minchiate", "c12345", "story", "Ich hatte die Trümpfe 1 bis 5 und habe dafür 17 Punkte geschrieben.", "17 Punkte", "20 Punkte", False, True),
    ("de", "minchiate", "cRe4", "qa", "Frage: Was zählen alle vier Re zusammen?\nAntwort: 20 Punkte.", "Antwort: 20 Punkte.", "Antwort: 25 Punkte.", True, False),
    ("de", "minchiate", "c10203040", "sheet", "| Kombination | Punkte |\n|---|---|\n| Trümpfe 10, 20, 30, 40 | 25 |", "| 25 |", "| 35 |", True, True),
    ("de", "minchiate", "bey52", "far", "Am Ende hatten wir 52 Karten. Die Gegner hatten den Rest. Für die Karten über 42 bekamen wir 10 Punkte.", "10 Punkte", "12 Punkte", True, True),
    ("de", "minchiate", "rip50", "list", "1. Wir führen mit 50.\n2. Wir erzielen 15 Punkte.\n3. Ein Resto wird notiert, wir führen noch mit 5.", "wir führen noch mit 5", "wir führen noch mit 15", True, False),
    ("de", "minchiate", "re75", "exsol", "Aufgabe: Am Ende führt ein Team mit 75 Punkten. Wie viele Resti?\nLösung: 2 Resti.", "Lösung: 2 Resti.", "Lösung: 1 Resto.", True, False),
    ("de", "minchiate", "c282931", "comment", "28, 29 und 31 sind keine Folge: dafür gibt es nichts.", "dafür gibt es nichts", "dafür gibt es 15 Punkte", True, False),
    ("es", "cicera", "cap9", "story", "Jugué el 9 de Espadas; en la mesa estaban el 4 de Oros, el 5 de Copas y el Re de Bastos. Me llevé el 4 y el 5.", "Me llevé el 4 y el 5", "Me llevé el 4, el 5 y el Re", True, True),
    ("es", "cicera", "bon_sq", "sheet", "| Jugada | Bonos | Puntos |\n|---|---|---|\n| 10 de Copas se lleva 2 de Oros, 3 de Bastos y 5 de Espadas (mesa limpia) | Scùa y Quadriglia | 2 |", "| 2 |", "| 3 |", True, True),
    ("es", "cicera", "bon_pic", "qa", "—Mi rival acaba de tirar el 6 de Oros y en la mesa también está el 2 de Espadas. Lo levanto con el 6 de Bastos. ¿Qué gano?\n—Una Picada: 1 punto.", "1 punto", "2 puntos", True, True),
    ("es", "cicera", "nap4", "words", "Con el Asso, el dos, el tres y el cuatro de Espadas la Napula vale cuatro puntos.", "vale cuatro puntos", "vale cinco puntos", True, True),
    ("es", "cicera", "maj27", "far", "Contamos las cartas: nosotros 27, ellos 25. Luego contamos las Espadas. Los 2 puntos de las cartas fueron para nosotros.", "fueron para nosotros", "fueron para ellos", True, True),
    ("es", "cicera", "sw55", "comment", "Cinco Espadas por bando: empate, y el punto de las Espadas no es para nadie.", "no es para nadie", "es para los dos", True, False),
    ("es", "cicera", "nap6", "exsol", "Ejercicio: un equipo tiene Asso, 2, 3, 4, 5, 6 y 9 de Espadas. ¿Cuánto vale su Napula?\nSolución: 6 puntos.", "Solución: 6 puntos.", "Solución: 7 puntos.", True, True),
    ("es", "briscola", "tr_3A", "list", "Triunfo: Espadas.\n1. Salgo con el 3 de Oros.\n2. Mi rival pone el Asso de Oros.\n3. Gana mi rival: 21 puntos.", "Gana mi rival", "Gano yo", True, True),
    ("es", "briscola", "tr_7A", "story", "El triunfo era Oros. Marta salió con el 7 de Espadas y yo eché el Asso de Copas: la baza fue de Marta, 11 puntos.", "la baza fue de Marta", "la baza fue mía", True, True),   # read since h221: "yo eché …", a clause opening on its player
    ("es", "briscola", "tr_C3", "qa", "—Sale el Cavallo de Bastos, triunfo Copas, y respondo con el 3 de Bastos. ¿Quién gana?\n—Tú, con el 3: 13 puntos.", "—Tú, con el 3: 13 puntos.", "—Tú, con el 3: 14 puntos.", True, True),   # read since h221: "respondo", the subject in the verb's ending
    ("es", "briscola", "set6357", "sheet", "Resultado: Lucía 63, Andrés 57. Gana Lucía.", "Gana Lucía", "Gana Andrés", True, True),
    ("es", "briscola", "set60", "words", "Sesenta y sesenta: la mano termina en empate.", "termina en empate", "la gana quien repartió", True, False),
    ("es", "briscola", "cp", "comment", "Todas las cartas juntas suman 120 puntos.", "120 puntos", "130 puntos", True, False),
    ("es", "minchiate", "c123", "story", "Mostré los triunfos 1, 2 y 3 y me anoté 11 puntos.", "11 puntos", "12 puntos", True, True),
    ("es", "minchiate", "cRe3", "sheet", "| Combinación | Puntos |\n|---|---|\n| tres Re | 15 |", "| 15 |", "| 20 |", True, True),
    ("es", "minchiate", "c1M40", "qa", "—¿Cuánto vale la versicola del 1, el Matto y el 40?\n—Veinte puntos.", "—Veinte puntos.", "—Veinticinco puntos.", True, True),
    ("es", "minchiate", "bey40", "far", "Terminamos con 40 cartas. Los otros se llevaron el resto. Por cartas de más no ganamos nada.", "no ganamos nada", "ganamos 2 puntos", True, False),
    ("es", "minchiate", "rip56", "list", "1. Vamos ganando por 56.\n2. Matamos un Re y un papa: 8 puntos.\n3. Anotamos un resto y seguimos con 4 de ventaja.", "seguimos con 4 de ventaja", "seguimos con 14 de ventaja", False, True),
    ("es", "minchiate", "re59", "exsol", "Ejercicio: la ventaja final es de 59 puntos. ¿Cuántos resti?\nSolución: 1 resto.", "Solución: 1 resto.", "Solución: 0 resti.", True, True),
    ("es", "minchiate", "c383940", "words", "El 38, el 39 y el 40 juntos valen treinta puntos.", "treinta puntos", "veinte puntos", True, True),
    ("en", "cicera", "cap7", "exsol", "Puzzle: you hold the 7 of Coins; the table shows the 7 of Swords, the 3 of Cups and the 4 of Batons. What can you take?\nAnswer: the 7 of Swords, or the 3 and the 4 together.", "or the 3 and the 4 together", "or all three cards together", True, False),
    ("en", "cicera", "bon_sq", "story", "Last night my partner slapped down the 10 of Cups and swept the 2 of Coins, the 3 of Batons and the 5 of Swords: Scùa and Quadriglia, 2 points.", "2 points", "3 points", True, True),
    ("en", "cicera", "bon_sim", "qa", "Q: The 10 of Cups takes the 2, 3 and 5 of Cups, the last cards on the table. How many bonus points?\nA: Three: Scùa, Simili and Quadriglia.", "A: Three:", "A: Two:", True, False),
    ("en", "cicera", "bon_pic_scua", "comment", "The 6 of Batons picks up the 6 of Coins that was just thrown, the only card left: Picada plus Scùa, 2 points.", "2 points", "1 point", True, False),
    ("en", "cicera", "nap4", "sheet", "| Captured | Napula |\n|---|---|\n| Asso, 2, 3, 4 of Swords | 4 |", "| 4 |", "| 5 |", True, True),
    ("en", "cicera", "maj27", "far", "We had 27 cards and they had 25. Then we counted Swords. The 2 points for cards went to us.", "went to us", "went to them", True, True),
    ("en", "cicera", "maj26", "words", "Twenty-six cards each: a tie, so nobody gets the two points.", "nobody gets the two points", "both teams get the two points", True, True),
    ("en", "briscola", "tr_3A", "story", "I led the 3 of Coins with Swords as trumps, and Sam answered with the Asso of Coins: Sam took the trick, 21 points.", "Sam took the trick", "I took the trick", True, True),
    ("en", "briscola", "tr_R2", "list", "Trumps: Swords.\n1. North leads the Re of Cups.\n2. South plays the 2 of Swords.\n3. South wins the trick, worth 4 points.", "South wins the trick", "North wins the trick", True, True),
    ("en", "briscola", "tr_7A", "qa", "Q: Coins are trumps. Kim leads the 7 of Swords and Lee plays the Asso of Cups. Who wins?\nA: Kim, with 11 points.", "A: Kim, with 11 points.", "A: Lee, with 11 points.", False, True),
    ("en", "briscola", "set6357", "sheet", "Final score: Ruth 63, Ben 57. Winner: Ruth.", "Winner: Ruth", "Winner: Ben", True, True),
    ("en", "briscola", "cp", "words", "All forty cards together hold a hundred and twenty points.", "a hundred and twenty points", "a hundred and thirty points", True, True),
    ("en", "briscola", "rvp67", "comment", "The 7 of Batons outranks the 6 of Batons, though neither is worth any points.", "The 7 of Batons outranks the 6 of Batons", "The 6 of Batons outranks the 7 of Batons", True, True),
    ("en", "minchiate", "c12345", "story", "I laid down trumps 1 to 5 and scored 17 for the run.", "scored 17", "scored 20", True, True),
    ("en", "minchiate", "cRe4", "qa", "Q: What are all four Re worth together?\nA: 20 points.", "A: 20 points.", "A: 25 points.", True, True),
    ("en", "minchiate", "c282930", "sheet", "| Combination | Points |\n|---|---|\n| trumps 28, 29, 30 | 15 |", "| 15 |", "| 18 |", True, True),
    ("en", "minchiate", "bey52", "far", "We finished with 52 cards. The other side had the rest. Our cards beyond 42 earned us 10 points.", "10 points", "12 points", True, True),
    ("en", "minchiate", "rip27", "list", "1. We lead by 27.\n2. We lose papa one, 5 points.\n3. We are still 22 ahead, no resto.", "still 22 ahead", "still 32 ahead", True, False),
    ("en", "minchiate", "re130", "exsol", "Exercise: the final lead is 130 points. How many resti?\nSolution: 3 resti.", "Solution: 3 resti.", "Solution: 2 resti.", True, True),
    ("en", "minchiate", "c383940", "words", "Trumps 38, 39 and 40 together make thirty points.", "thirty points", "twenty points", True, True),
    ("ru", "cicera", "cap7", "story", "Я сыграл семёркой Монет; на столе лежали 7 Мечей, 3 Кубков и 4 Жезлов. Я мог взять 7 Мечей или 3 и 4 вместе.", "или 3 и 4 вместе", "или все три карты вместе", True, True),
    ("ru", "cicera", "bon_sq", "qa", "Вопрос: 10 Кубков забирает со стола 2 Монет, 3 Жезлов и 5 Мечей. Сколько очков?\nОтвет: Scùa и Quadriglia, 2 очка.", "2 очка", "3 очка", True, False),
    ("ru", "cicera", "bon_sim", "sheet", "| Ход | Бонусы | Очки |\n|---|---|---|\n| 10 Кубков берёт 2, 3 и 5 Кубков, стол пуст | Scùa, Simili, Quadriglia | 3 |", "| 3 |", "| 2 |", True, True),
    ("ru", "cicera", "nap4", "words", "Туз… то есть Asso, двойка, тройка и четвёрка Мечей дают Napula в четыре очка.", "в четыре очка", "в пять очков", True, True),
    ("ru", "cicera", "maj27", "far", "У нас было 27 карт, у них 25. Потом считали Мечи. 2 очка за карты достались нам.", "достались нам", "достались им", True, False),
    ("ru", "cicera", "nap0", "exsol", "Задача: у команды Asso, 2, 4 и 5 Мечей. Сколько стоит Napula?\nРешение: ноль, тройки нет.", "Решение: ноль, тройки нет.", "Решение: 2 очка.", True, True),
    ("ru", "cicera", "sw76", "comment", "Семь Мечей против шести: очко за Мечи получает команда с семью.", "команда с семью", "команда с шестью", True, False),
    ("ru", "briscola", "tr_3A", "list", "Козырь: Мечи.\n1. Я хожу тройкой Монет.\n2. Соперник кладёт Asso Монет.\n3. Взятку забирает соперник, 21 очко.", "Взятку забирает соперник", "Взятку забираю я", True, True),
    ("ru", "briscola", "tr_R2", "story", "Козыри были Мечи. Я пошёл с Re Кубков, а Оля побила двойкой Мечей и забрала взятку: 4 очка.", "забрала взятку", "не забрала взятку", True, True),
    ("ru", "briscola", "tr_7A", "qa", "Вопрос: козыри Монеты, Аня ходит 7 Мечей, Боря кладёт Asso Кубков. Кто берёт взятку?\nОтвет: Аня, 11 очков.", "Ответ: Аня, 11 очков.", "Ответ: Боря, 11 очков.", True, True),
    ("ru", "briscola", "set6357", "sheet", "Итог: Маша 63, Петя 57. Победила Маша.", "Победила Маша", "Победил Петя", True, True),
    ("ru", "briscola", "cp", "words", "Все карты колоды вместе дают сто двадцать очков.", "сто двадцать", "сто тридцать", True, True),
    ("ru", "briscola", "set60", "comment", "По 60 очков у каждого — ничья.", "— ничья", "— побеждает сдающий", True, False),
    ("ru", "minchiate", "c123", "story", "Я выложил козыри 1, 2 и 3 и записал 11 очков.", "11 очков", "12 очков", True, True),
    ("ru", "minchiate", "cRe3", "qa", "Вопрос: сколько стоят три Re?\nОтвет: 15 очков.", "Ответ: 15 очков.", "Ответ: 20 очков.", False, False),
    ("ru", "minchiate", "c102030", "sheet", "| Комбинация | Очки |\n|---|---|\n| козыри 10, 20, 30 | 15 |", "| 15 |", "| 25 |", True, True),
    ("ru", "minchiate", "bey47", "far", "В конце у нас было 47 карт. У соперников — остальные. За карты сверх 42 мы получили 5 очков.", "5 очков", "7 очков", True, True),
    ("ru", "minchiate", "rip56", "list", "1. Мы впереди на 56.\n2. Убиваем Re и папу: 8 очков.\n3. Записываем один resto, остаёмся впереди на 4.", "впереди на 4", "впереди на 14", True, False),
    ("ru", "minchiate", "re61", "exsol", "Задача: в конце раздачи перевес 61 очко. Сколько resti?\nРешение: 2 resti.", "Решение: 2 resti.", "Решение: 1 resto.", True, True),
    ("ru", "minchiate", "c282930", "words", "Двадцать восьмой, двадцать девятый и тридцатый козыри вместе дают пятнадцать очков.", "пятнадцать очков", "восемнадцать очков", True, True),
    ("pt", "cicera", "bon_sq", "story", "Ontem joguei o 10 de Copas e levei o 2 de Ouros, o 3 de Paus e o 5 de Espadas, a mesa toda: Scùa e Quadriglia, 2 pontos.", "2 pontos", "3 pontos", True, True),
    ("pt", "cicera", "maj27", "far", "Tínhamos 27 cartas, eles 25. Depois contámos as Espadas. Os 2 pontos das cartas foram para nós.", "foram para nós", "foram para eles", True, False),
    ("pt", "cicera", "nap4", "qa", "— Quanto vale a Napula com Asso, 2, 3 e 4 de Espadas?\n— Quatro pontos.", "— Quatro pontos.", "— Cinco pontos.", True, True),
    ("pt", "briscola", "tr_3A", "list", "Trunfo: Espadas.\n1. Jogo o 3 de Ouros.\n2. O adversário responde com o Asso de Ouros.\n3. Ganha o adversário: 21 pontos.", "Ganha o adversário", "Ganho eu", True, True),
    ("pt", "briscola", "set6357", "sheet", "Resultado: Rita 63, João 57. Vence a Rita.", "Vence a Rita", "Vence o João", True, True),
    ("pt", "minchiate", "cRe4", "qa", "— Quanto valem os quatro Re juntos?\n— 20 pontos.", "— 20 pontos.", "— 25 pontos.", True, False),
    ("pt", "minchiate", "re121", "exsol", "Exercício: vantagem final de 121 pontos. Quantos resti?\nSolução: 3 resti.", "Solução: 3 resti.", "Solução: 2 resti.", True, True),
    ("en", "cicera", "maj27", "story", "We took 27 cards and they took 25, so the 2 points for most cards were ours.", "were ours", "were theirs", True, True),
    ("it", "cicera", "maj27", "story", "Noi abbiamo preso 27 carte e loro 25, quindi i 2 punti delle carte sono nostri.", "sono nostri", "sono loro", True, True),
    ("fr", "cicera", "maj27", "story", "Nous avions 27 cartes et eux 25 : les 2 points des cartes sont pour nous.", "sont pour nous", "sont pour eux", True, True),
    ("de", "cicera", "sw76", "far", "Wir hatten 7 Schwerter, die anderen 6. Es war knapp. Den Punkt für die Schwerter bekamen wir.", "bekamen wir", "bekamen die anderen", True, True),
    ("es", "cicera", "sw76", "story", "Nosotros teníamos 7 Espadas y ellos 6: el punto de las Espadas fue para nosotros.", "fue para nosotros", "fue para ellos", True, True),
    ("ru", "cicera", "sw76", "story", "У нас было 7 Мечей, у них 6, и очко за Мечи досталось нам.", "досталось нам", "досталось им", True, True),
    ("en", "cicera", "sw76", "qa", "Q: We had 7 Swords, they had 6. Who gets the point for Swords?\nA: We get the point for Swords.", "A: We get", "A: They get", True, False),
    ("it", "cicera", "maj27", "sheet", "| Carte | Noi | Loro |\n|---|---|---|\n| prese | 27 | 25 |\n\nI 2 punti delle carte vanno a noi.", "vanno a noi", "vanno a loro", True, False),
    ("es", "minchiate", "c123", "sheet", "| Combinación | Puntos |\n|---|---|\n| triunfos 1, 2 y 3 | 11 |", "| 11 |", "| 12 |", True, True),
    ("de", "minchiate", "c383940", "sheet", "| Kombination | Punkte |\n|---|---|\n| Trümpfe 38, 39, 40 | 30 |", "| 30 |", "| 20 |", True, True),
    ("pt", "minchiate", "cRe3", "sheet", "| Combinação | Pontos |\n|---|---|\n| três Re | 15 |", "| 15 |", "| 20 |", True, True),
    ("ru", "minchiate", "c1M40", "sheet", "| Комбинация | Очки |\n|---|---|\n| козыри 1, Matto и 40 | 20 |", "| 20 |", "| 25 |", True, False),
    ("fr", "minchiate", "c12345", "sheet", "| Combinaison | Points |\n|---|---|\n| atouts 1, 2, 3, 4, 5 | 17 |", "| 17 |", "| 15 |", True, True),
    ("it", "cicera", "nap4", "qa", "— Quanto vale la Napula con Asso, 2, 3 e 4 di Spade?\n— Quattro punti.", "— Quattro punti.", "— Cinque punti.", True, True),
    ("es", "cicera", "nap4", "qa", "—¿Cuánto vale la Napula con el Asso, el 2, el 3 y el 4 de Espadas?\n—Cuatro puntos.", "—Cuatro puntos.", "—Cinco puntos.", True, True),
    ("fr", "cicera", "nap4", "words", "Avec l'Asso, le 2, le 3 et le 4 d'Épées, la Napula vaut quatre points.", "quatre points", "cinq points", True, True),
    ("en", "cicera", "nap4", "words", "Holding the Asso, 2, 3 and 4 of Swords, their Napula is worth four points.", "four points", "five points", True, True),
    ("de", "cicera", "nap4", "words", "Mit Asso, 2, 3 und 4 Schwerter ist die Napula vier Punkte wert.", "vier Punkte", "fünf Punkte", True, True),
    ("it", "briscola", "tr_C3", "qa", "— Esce il Cavallo di Bastoni, briscola Coppe, e rispondo con il 3 di Bastoni. Chi prende?\n— Tu, con il 3: 13 punti.", "— Tu, con il 3: 13 punti.", "— Tu, con il 3: 14 punti.", True, True),   # read since h221 ("rispondo", the subject in the verb's ending); before it, the wrong 14 was "found" only as a number in place of the "due" of "due cose distinte" (BRI-E1); the trick's points in this shape are unread
    ("en", "briscola", "tr_C3", "qa", "Q: The Cavallo of Batons is led, Cups are trumps, and I answer with the 3 of Batons. Who wins?\nA: You, with the 3: 13 points.", "A: You, with the 3: 13 points.", "A: You, with the 3: 14 points.", True, True),
    ("fr", "briscola", "tr_C3", "qa", "— Le Cavallo de Bâtons est entamé, atout Coupes, et je réponds avec le 3 de Bâtons. Qui gagne ?\n— Toi, avec le 3 : 13 points.", "— Toi, avec le 3 : 13 points.", "— Toi, avec le 3 : 14 points.", True, True),
    ("de", "briscola", "tr_C3", "qa", "Frage: Der Cavallo Stäbe wird ausgespielt, Trumpf ist Kelche, ich lege die 3 Stäbe. Wer gewinnt?\nAntwort: du, mit der 3: 13 Punkte.", "Antwort: du, mit der 3: 13 Punkte.", "Antwort: du, mit der 3: 14 Punkte.", True, True),
    ("pt", "briscola", "tr_C3", "qa", "— Sai o Cavallo de Paus, trunfo Copas, e respondo com o 3 de Paus. Quem ganha?\n— Tu, com o 3: 13 pontos.", "— Tu, com o 3: 13 pontos.", "— Tu, com o 3: 14 pontos.", True, True),   # read since h221: "respondo", the subject in the verb's ending
    ("it", "cicera", "bon_sq", "qa", "Domanda: che cosa fa il 10 di Coppe che porta via 2 di Denari, 3 di Bastoni e 5 di Spade?\nRisposta: Scùa e Quadriglia, cioè 2 punti.", "cioè 2 punti", "cioè 3 punti", True, True),
    ("en", "cicera", "bon_sq", "qa", "Question: what does the 10 of Cups earn when it sweeps the 2 of Coins, 3 of Batons and 5 of Swords?\nAnswer: Scùa and Quadriglia, so 2 points.", "so 2 points", "so 3 points", True, True),
    ("fr", "cicera", "bon_sq", "qa", "Question : que rapporte le 10 de Coupes qui ramasse le 2 de Deniers, le 3 de Bâtons et le 5 d'Épées ?\nRéponse : Scùa et Quadriglia, donc 2 points.", "donc 2 points", "donc 3 points", True, False),
    ("vi", "briscola", "set6357", "sheet", "Kết quả: Lan 63, Minh 57. Lan thắng.", "Lan thắng", "Minh thắng", True, True),
    ("vi", "cicera", "maj27", "story", "Chúng tôi có 27 lá, họ có 25 lá, nên 2 điểm về số lá thuộc về chúng tôi.", "thuộc về chúng tôi", "thuộc về họ", True, True),
    ("fi", "cicera", "maj27", "story", "Meillä oli 27 korttia ja heillä 25, joten korttien 2 pistettä tuli meille.", "tuli meille", "tuli heille", True, True),
    ("fi", "minchiate", "c123", "sheet", "| Yhdistelmä | Pisteet |\n|---|---|\n| valtit 1, 2 ja 3 | 11 |", "| 11 |", "| 12 |", True, True),
]

def _errors(lang: str, game: str, probe: str) -> list[str]:
    return errors(FRAMES[(lang, game)].format(p=probe), lang, game, name="t.md")


def _id(p) -> str:
    return f"{p[0]}-{p[1]}-{p[2]}-{p[3]}"


@pytest.mark.parametrize("lang,game,scenario,shape,right,old,new,ok,_w",
                         [pytest.param(*p, id=_id(p), marks=[] if p[7] else
                                       pytest.mark.xfail(strict=True, reason="a right example still gets an error"))
                          for p in PROBES])
def test_right_example_gets_no_error(lang, game, scenario, shape, right, old, new, ok, _w):
    assert _errors(lang, game, right) == []


@pytest.mark.parametrize("lang,game,scenario,shape,right,old,new,_r,ok",
                         [pytest.param(*p, id=_id(p), marks=[] if p[8] else
                                       pytest.mark.xfail(strict=True, reason="the wrong outcome is not read"))
                          for p in PROBES])
def test_wrong_example_gets_an_error(lang, game, scenario, shape, right, old, new, _r, ok):
    assert old in right
    assert _errors(lang, game, right.replace(old, new, 1))


def test_probe_pairs():
    assert len(PROBES) >= 150


# Guards of the sides' reading, in other shapes: the smaller count's side said to lose, a
# hypothetical, the points going to the larger count named by its side, a sentence naming both
# sides or another award, a count of another thing than the award's.
@pytest.mark.parametrize("lang,game,text", [
    ("en", "cicera", "We had 25 cards and they had 27. The 2 points for cards went to them."),
    ("en", "cicera", "We had 27 cards, they had 25; they got the Napula, we got the 2 points for cards."),
    ("it", "cicera", "Noi avevamo 25 carte, loro 27: i 2 punti delle carte sono andati a loro."),
    ("it", "cicera", "Se noi avessimo 27 carte e loro 25, i 2 punti delle carte andrebbero a noi."),
    ("de", "cicera", "Wir hatten 27 Karten, die anderen 25. Die 2 Punkte für die Karten haben wir nicht verloren."),
    ("es", "cicera", "Nosotros teníamos 6 Espadas y ellos 7: el punto de las Espadas fue para ellos."),
    ("ru", "cicera", "У нас было 25 карт, у них 27. 2 очка за карты достались им."),
    ("fr", "cicera", "Nous avions 27 cartes et eux 25 ; eux ont eu la Napula, nous les 2 points des cartes."),
])
def test_sides_named_agreeing_get_no_error(lang, game, text):
    assert _errors(lang, game, text) == []


@pytest.mark.parametrize("lang,game,text", [
    ("en", "cicera", "They had 27 cards and we had 25. Then came the Swords. The 2 points for cards went to us."),
    ("de", "cicera", "Die anderen hatten 27 Karten, wir 25. Die 2 Punkte für die Karten bekamen wir."),
    ("es", "cicera", "Ellos tenían 27 cartas y nosotros 25. Los 2 puntos de las cartas fueron para nosotros."),
    ("ru", "cicera", "Мы взяли 25 карт, они 27. 2 очка за карты достались нам."),
])
def test_sides_named_disagreeing_get_an_error(lang, game, text):
    assert any("larger count" in e for e in _errors(lang, game, text))


# A Napula's cards inside a question naming it, the score in the answer on the next line.
@pytest.mark.parametrize("lang,text,wrong", [
    ("it", "Quanto vale la Napula con Asso, 2, 3 e 4 di Spade?\nQuattro punti.", False),
    ("it", "Quanto vale la Napula con Asso, 2, 3 e 4 di Spade?\nCinque punti.", True),
    ("en", "Q: What is the Napula worth with the Asso, 2, 3 and 4 of Swords?\nA: Four points, the run stops at 4.", False),
    ("en", "Q: What is the Napula worth with the Asso, 2, 3 and 4 of Swords?\nA: Five points.", True),
    ("ru", "Вопрос: сколько стоит Napula с Asso, 2, 3 и 4 Мечей?\nОтвет: 4 очка.", False),
    ("ru", "Вопрос: сколько стоит Napula с Asso, 2, 3 и 4 Мечей?\nОтвет: 5 очков.", True),
    ("de", "Was zählt die Napula mit Asso, 2, 3 und 4 Schwerter?\nVier Punkte.", False),
    ("de", "Was zählt die Napula mit Asso, 2, 3 und 4 Schwerter?\nSechs Punkte.", True),
])
def test_napula_answered_after_its_question(lang, text, wrong):
    assert bool(_errors(lang, "cicera", text)) == wrong


@pytest.mark.parametrize("lang,text,value", [
    ("en", "All the cards hold a hundred and twenty points.", 120),
    ("en", "Not a hundred and thirty: that is wrong.", 130),
    ("de", "Zusammen sind es hundertzwanzig Punkte.", 120),
    ("de", "Das Blatt zählt hundertzweiundvierzig Punkte.", 142),
])
def test_a_hundred_without_its_one(lang, text, value):
    from toolkit.check.numbers import find_numbers

    assert [n.value for n in find_numbers(text, lang)] == [value]
