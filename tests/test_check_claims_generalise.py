"""Rule claims read by phenomenon on sentences written for these tests before the readers were
changed (not taken from the claims suite, the corpus or our pages): who leads the next trick, the
winner and a tie, counts by role, card values. Each phenomenon in several languages, stated in
agreement with our rules (no error) and against them (an error), so that a reader fitted to a
few phrasings fails here.

Our rules (RULES.md): Briscola: 2 players, 40 cards, 3 each, the first leader chosen at random,
the trick's winner leads the next one, 20 tricks, Asso 11, 3 10, Re 4, Cavallo 3, Fante 2, others
0; the higher total (61 or more of 120) wins and 60–60 is a draw. Cìcera: 4 players, 52 cards, 12
each and 4 face up on the table; tied majorities score nothing; the higher team total wins and
equal totals are a draw. Minchiate: 4 players, 97 cards, 21 each, a Fola of 13, 21 tricks, the
winner leads next; each Re worth 5, trumps 36–40 worth 10.
"""

from __future__ import annotations

import pytest

import checking


def check(lang: str, game: str, text: str, wrong: bool) -> None:
    checking.check(lang, game, text, wrong, "claim.md" if text.lstrip().startswith("|") else "claim.txt")


def cases(rows: list[tuple[str, str, str, bool]]):
    return pytest.mark.parametrize("lang,game,text,wrong", rows, ids=[f"{r[0]}-{r[1]}-{i}" for i, r in enumerate(rows)])


# ---------------------------------------------------------------- who leads the next trick

LEAD = [
    # the winner leads (ours)
    ("en", "briscola", "The taker of a trick leads to the next one.", False),
    ("en", "briscola", "Whoever won the last trick plays first in the next.", False),
    ("en", "minchiate", "The next trick is opened by the player who took the previous one.", False),
    ("en", "briscola", "The first lead goes to a player drawn at random; after that, each trick is led by whoever won the one before.", False),
    ("it", "briscola", "Chi si aggiudica la presa apre la mano successiva.", False),
    ("it", "minchiate", "La mano seguente la comincia chi ha vinto quella precedente.", False),
    ("fr", "briscola", "Le joueur qui a remporté le pli entame le suivant.", False),
    ("de", "briscola", "Wer den Stich gewinnt, spielt zum nächsten Stich aus.", False),
    ("es", "minchiate", "Quien gana la baza sale en la siguiente.", False),
    ("pt", "briscola", "Quem ganhou a vaza joga primeiro na seguinte.", False),
    ("ru", "briscola", "Следующую взятку начинает тот, кто взял предыдущую.", False),
    ("fi", "minchiate", "Tikin voittaja aloittaa seuraavan tikin.", False),
    ("vi", "briscola", "Người thắng nước bài sẽ đánh trước ở nước tiếp theo.", False),
    ("en", "briscola", "A random draw decides who leads the first trick; from then on the winner of each trick leads the next.", False),
    ("en", "briscola", "Players take turns to play, and whoever wins a trick leads to the next one.", False),
    ("it", "briscola", "La prima mano la apre un giocatore estratto a sorte, le successive chi ha preso l'ultima.", False),
    ("de", "minchiate", "Wer einen Stich gewinnt, eröffnet auch den nächsten.", False),
    ("es", "briscola", "El que se lleva la baza es quien sale en la siguiente.", False),
    ("pt", "briscola", "Quem leva a vaza sai na seguinte.", False),
    ("es", "briscola", "En los torneos, la pareja perdedora sale y se sienta otra.", False),
    ("en", "minchiate", "The player on the dealer's right leads to the first trick; after that, the lead passes to whoever took the last trick.", False),
    ("it", "minchiate", "Nella prima mano apre il giocatore alla destra del mazziere; poi apre sempre chi ha preso.", False),
    ("de", "briscola", "Wer den ersten Stich eröffnet, wird ausgelost; danach spielt immer der Gewinner des letzten Stichs aus.", False),
    # another rule
    ("en", "briscola", "The player who lost the trick leads to the next one.", True),
    ("en", "briscola", "The next trick is led by whoever did not win the previous one.", True),
    ("en", "minchiate", "The lead passes to the next player on the right after every trick, whoever won it.", True),
    ("en", "minchiate", "Each new trick is opened by the player on the dealer's right.", True),
    ("it", "briscola", "Chi ha perso la presa comincia quella successiva.", True),
    ("fr", "briscola", "C'est le perdant du pli qui entame le suivant.", True),
    ("de", "briscola", "Den nächsten Stich eröffnet der Spieler, der den letzten verloren hat.", True),
    ("es", "briscola", "La siguiente baza la abre el jugador que perdió la anterior.", True),
    ("ru", "briscola", "Следующую взятку начинает игрок, проигравший предыдущую.", True),
    ("fi", "briscola", "Seuraavan tikin aloittaa se, joka hävisi edellisen.", True),
    ("pt", "minchiate", "A vaza seguinte é iniciada pelo jogador à direita de quem a ganhou.", True),
    ("vi", "briscola", "Người thua nước bài sẽ đánh trước ở nước sau.", True),
    ("en", "minchiate", "The player on the dealer's right leads to every trick.", True),
    ("ru", "minchiate", "Ход переходит по кругу к следующему игроку, независимо от того, кто взял взятку.", True),
    ("fi", "minchiate", "Aloitusvuoro siirtyy joka tikin jälkeen vasemmalle, riippumatta siitä kuka tikin voitti.", True),
    ("vi", "minchiate", "Quyền đánh trước luân phiên chuyển sang người bên phải sau mỗi nước.", True),
    ("fr", "minchiate", "Le pli suivant est toujours entamé par le joueur à droite du donneur.", True),
    ("de", "minchiate", "Den nächsten Stich spielt immer der Spieler links vom Geber aus.", True),
    # who starts the first trick, said of the dealer by a relative clause (ours: a random player)
    ("en", "briscola", "The player who dealt always leads to the first trick.", True),
    ("it", "briscola", "La prima carta la gioca sempre chi ha distribuito.", True),
    ("fr", "briscola", "Le premier pli est entamé par le donneur, les suivants par le gagnant du pli précédent.", True),
    ("es", "minchiate", "Tras cada baza, sale el jugador a la derecha del que salió antes.", True),
    ("en", "minchiate", "After every trick, the player to the right of the previous leader leads.", True),
]


@cases(LEAD)
def test_who_leads_the_next_trick(lang, game, text, wrong):
    check(lang, game, text, wrong)


# ---------------------------------------------------------------- winner and tie

WINNER_TIE = [
    # ours
    ("en", "briscola", "The player with more points at the end wins; if both have 60, it is a tie.", False),
    ("en", "briscola", "To win you must score more than 60 points.", False),
    ("en", "briscola", "Winning takes over half of the 120 points, so 61 or more.", False),
    ("en", "briscola", "You need at least 61 of the 120 points to win.", False),
    ("it", "briscola", "Vince chi totalizza almeno 61 punti; con 60 a testa la partita è pari.", False),
    ("fr", "briscola", "Il faut plus de 60 points pour gagner ; à 60 partout, il y a égalité.", False),
    ("es", "briscola", "Gana quien sume más puntos; un empate a 60 queda en tablas.", False),
    ("de", "briscola", "Wer am Ende mehr Punkte hat, gewinnt; bei 60 zu 60 ist das Spiel unentschieden.", False),
    ("ru", "briscola", "Побеждает тот, кто наберёт больше 60 очков; при 60 на 60 — ничья.", False),
    ("fi", "briscola", "Voittaja on se, jolla on enemmän pisteitä; 60–60 on tasapeli.", False),
    ("pt", "briscola", "Ganha quem tiver mais pontos; 60 a 60 é empate.", False),
    ("vi", "briscola", "Ai nhiều điểm hơn thì thắng; 60–60 là hòa.", False),
    ("en", "cicera", "If both teams take 26 cards, nobody scores the 2 points for most cards.", False),
    ("it", "cicera", "A parità di carte nessuna delle due coppie prende i due punti.", False),
    ("en", "cicera", "The team with the higher total wins, and equal totals are a draw.", False),
    ("de", "briscola", "Um zu wissen, welche Karte einen Stich gewinnt, ordnet man die Karten vom höchsten zum niedrigsten Wert.", False),
    ("it", "briscola", "Per vincere serve più della metà dei 120 punti.", False),
    ("fr", "briscola", "Il faut au moins 61 des 120 points pour gagner.", False),
    ("de", "briscola", "Zum Gewinnen braucht man mehr als die Hälfte der 120 Punkte.", False),
    ("es", "briscola", "Para ganar hacen falta al menos 61 de los 120 puntos.", False),
    ("ru", "briscola", "Чтобы выиграть, нужно набрать больше половины из 120 очков.", False),
    ("pt", "briscola", "Para vencer é preciso ter mais de 60 pontos.", False),
    ("fi", "cicera", "Jos joukkueilla on yhtä monta korttia, kumpikaan ei saa pisteitä.", False),
    ("pt", "cicera", "Se as equipes empatam em cartas, nenhuma equipe recebe os pontos.", False),
    ("en", "cicera", "A tie for most Swords gives the point to neither team.", False),
    ("en", "briscola", "A score of 61 or more wins.", False),
    ("en", "briscola", "If both players finish with 60 points, the game is a tie.", False),
    ("de", "briscola", "Mit 61 oder mehr Punkten gewinnt man.", False),
    # another rule
    ("en", "briscola", "If the score ends 60–60, the player who took the last trick wins.", True),
    ("en", "briscola", "The player with the lower total wins the game.", True),
    ("en", "briscola", "You need at least 60 points to win.", True),
    ("en", "briscola", "60 points are enough to win.", True),
    ("it", "briscola", "In caso di parità a 60 si gioca un'altra mano.", True),
    ("fr", "briscola", "Celui qui a le moins de points gagne la partie.", True),
    ("es", "briscola", "Bastan 60 puntos para ganar.", True),
    ("de", "briscola", "Bei einem Gleichstand von 60 zu 60 gewinnt, wer den letzten Stich gemacht hat.", True),
    ("ru", "briscola", "Для победы достаточно 60 очков.", True),
    ("fi", "briscola", "Jos pisteet ovat 60–60, viimeisen tikin voittaja voittaa pelin.", True),
    ("pt", "briscola", "Em caso de empate a 60, a mão é jogada de novo.", True),
    ("vi", "briscola", "Nếu hai bên hòa 60–60, người ăn nước cuối cùng thắng.", True),
    ("en", "cicera", "When the cards are split 26–26, each team scores one point.", True),
    ("fr", "cicera", "En cas d'égalité aux cartes, chaque équipe marque 1 point.", True),
    ("en", "cicera", "If the totals are equal, the team that made the last capture wins.", True),
    ("en", "briscola", "At least half of the 120 points wins the game.", True),
    ("it", "briscola", "Per vincere bastano almeno 60 dei 120 punti.", True),
    ("es", "briscola", "Para ganar basta con la mitad de los 120 puntos.", True),
    ("es", "briscola", "En caso de empate a 60, gana quien haya hecho la última baza.", True),
    ("ru", "briscola", "При равенстве очков выигрывает тот, кто взял последнюю взятку.", True),
    ("de", "cicera", "Bei gleich vielen Karten bekommt jedes Team einen Punkt.", True),
    ("vi", "cicera", "Nếu số lá bằng nhau, mỗi đội được 1 điểm.", True),
    ("en", "briscola", "If both have 60 points, another deal is played to settle it.", True),
    ("en", "briscola", "The player with fewer points wins.", True),
    ("de", "briscola", "Es gewinnt, wer weniger Punkte hat.", True),
    ("it", "briscola", "Vince chi fa meno punti.", True),
    ("ru", "briscola", "Побеждает тот, у кого меньше очков.", True),
    ("fi", "briscola", "Voittoon riittää 60 pistettä.", True),
    ("vi", "briscola", "Chỉ cần 60 điểm là thắng.", True),
    ("en", "briscola", "A score of 60 or more wins.", True),
    ("de", "briscola", "Mit 60 oder mehr Punkten gewinnt man.", True),
    ("en", "briscola", "If both players finish with 60 points, the last trick decides.", True),
    ("it", "briscola", "Se entrambi arrivano a 60 punti, vince chi ha fatto l'ultima presa.", True),
]


@cases(WINNER_TIE)
def test_winner_and_tie(lang, game, text, wrong):
    check(lang, game, text, wrong)


# ---------------------------------------------------------------- counts by role

COUNT = [
    # ours, in other words
    ("en", "briscola", "Each player is dealt three cards.", False),
    ("en", "briscola", "Two people play, each with a hand of three, and the other 34 cards make the stock.", False),
    ("en", "cicera", "Cìcera is for four players; each gets twelve cards and four go face up on the table.", False),
    ("en", "minchiate", "The four players each receive 21 cards, and the 13 left over form the Fola.", False),
    ("en", "briscola", "A deal lasts 20 tricks.", False),
    ("it", "cicera", "Si danno dodici carte a testa e quattro si scoprono in tavola.", False),
    ("it", "minchiate", "Il mazzo delle Minchiate conta novantasette carte.", False),
    ("it", "minchiate", "A ciascuno vanno ventuno carte; le tredici che restano sono la Fola.", False),
    ("it", "briscola", "La Briscola si gioca in due con un mazzo di quaranta carte, tre per giocatore.", False),
    ("fi", "briscola", "Kumpikin pelaaja saa kolme korttia.", False),
    ("fi", "briscola", "Pakassa on neljäkymmentä korttia.", False),
    ("fi", "cicera", "Jokaiselle pelaajalle jaetaan kaksitoista korttia ja pöytään neljä korttia.", False),
    ("ru", "briscola", "Каждому игроку сдают по три карты.", False),
    ("ru", "cicera", "Каждый получает двенадцать карт, а четыре карты кладут на стол.", False),
    ("de", "briscola", "Jeder Spieler bekommt drei Karten.", False),
    ("es", "briscola", "Cada jugador recibe tres cartas.", False),
    ("fr", "briscola", "Chaque joueur reçoit trois cartes.", False),
    ("pt", "cicera", "Cada jogador recebe doze cartas e quatro ficam viradas na mesa.", False),
    ("vi", "briscola", "Mỗi người được chia ba lá.", False),
    ("en", "cicera", "Deal out the whole pack of 52, so that every player holds 12 and four lie face up.", False),
    ("en", "briscola", "Each of the 2 players starts with 3 cards in hand.", False),
    ("en", "minchiate", "Every player ends up with 21 cards: first a packet of 10, then one of 11.", False),
    ("en", "minchiate", "The 84 cards dealt leave 13 for the Fola.", False),
    ("ru", "briscola", "Играют вдвоём колодой из сорока карт, у каждого на руке по три карты.", False),
    ("ru", "minchiate", "В колоде девяносто семь карт.", False),
    ("fi", "briscola", "Peliä pelataan neljänkymmenen kortin pakalla, ja kumpikin saa kolme korttia.", False),
    ("it", "minchiate", "Dalle novantasette carte ne restano tredici, che formano la Fola.", False),
    ("de", "briscola", "Gespielt wird zu zweit mit einem Blatt von vierzig Karten; jeder hält drei Karten.", False),
    ("es", "briscola", "Se reparten tres cartas a cada uno de los dos jugadores.", False),
    ("fr", "cicera", "On joue à quatre, avec douze cartes chacun et quatre cartes retournées sur la table.", False),
    ("vi", "briscola", "Bộ bài có 40 lá, mỗi người cầm 3 lá.", False),
    ("pt", "minchiate", "Cada um dos quatro jogadores recebe vinte e uma cartas.", False),
    ("en", "cicera", "With four players and 52 cards, everyone gets 12 and 4 are placed face up.", False),
    ("fr", "minchiate", "Chaque joueur reçoit d'abord un paquet de 10 cartes puis un de 11, soit 21 cartes.", False),
    ("de", "minchiate", "Jeder der vier Spieler erhält einundzwanzig Karten, die restlichen dreizehn bilden die Fola.", False),
    ("es", "cicera", "Cada uno de los cuatro jugadores recibe doce cartas.", False),
    ("ru", "cicera", "Играют вчетвером: каждому по 12 карт и 4 карты в открытую на стол.", False),
    ("fi", "cicera", "Neljä pelaajaa saa kukin 12 korttia, ja pöytään tulee 4 korttia kuvapuoli ylöspäin.", False),
    ("vi", "cicera", "Bốn người chơi, mỗi người 12 lá, 4 lá ngửa trên bàn.", False),
    ("pt", "briscola", "Joga-se a dois, com três cartas na mão de cada um.", False),
    ("en", "briscola", "Once the stock is empty, the last three cards of each hand are played out.", False),
    ("en", "briscola", "Twenty tricks are played in all.", False),
    ("en", "briscola", "There are 20 tricks in each deal.", False),
    ("de", "minchiate", "Pro Runde werden 21 Stiche gespielt.", False),
    ("en", "minchiate", "The hand is dealt as a packet of 10 cards followed by a packet of 11.", False),
    ("it", "minchiate", "Si distribuisce prima un pacchetto di 10 carte e poi uno di 11.", False),
    ("it", "minchiate", "Una smazzata dura ventuno mani.", False),
    ("en", "cicera", "Each player gets twelve cards and four more are laid face up on the table.", False),
    ("en", "cicera", "Each suit has thirteen cards, so the pack has 52.", False),
    ("en", "briscola", "Counting every point in the pack gives 120.", False),
    ("en", "minchiate", "The cutter may rob up to thirteen cards.", False),
    ("it", "minchiate", "Chi taglia può rubare fino a tredici carte.", False),
    ("pt", "minchiate", "Depois do roubo, cada um descarta até voltar a 21 cartas.", False),
    # numbers near the words of a count that are no count of a hand
    ("en", "briscola", "Each suit holds ten cards, from the Asso up to the Re.", False),
    ("fi", "minchiate", "Jokainen otettu kortti 42:n yli tuo yhden pisteen.", False),
    ("it", "minchiate", "Chi ha in mano il 28, il 29 e il 30 ha una versicola.", False),
    ("en", "briscola", "After each trick both players draw one card, so they hold three until the 34 cards of the stock run out.", False),
    ("it", "briscola", "Con 40 carte e due giocatori, dopo aver dato tre carte a testa restano 34 carte nel tallone.", False),
    ("fr", "briscola", "Les 40 cartes donnent 20 plis de deux cartes.", False),
    ("en", "cicera", "12 cards to each of the 4 players plus 4 on the table use up all 52.", False),
    ("de", "cicera", "Vier Spieler, je zwölf Karten, vier Karten offen in der Mitte: so sind alle 52 Karten verteilt.", False),
    ("en", "minchiate", "Each player first receives a packet of 10 cards and then one of 11, 21 in all.", False),
    ("ru", "minchiate", "Каждый получает сначала 10 карт, затем ещё 11, всего 21 карту.", False),
    ("fi", "minchiate", "Jokainen pelaaja saa ensin 10 kortin ja sitten 11 kortin nipun, yhteensä 21 korttia.", False),
    ("es", "minchiate", "Las 97 cartas se reparten 21 a cada jugador y quedan 13 en la Fola.", False),
    ("pt", "briscola", "São 40 cartas; cada jogador fica com 3 na mão e as restantes 34 formam o monte.", False),
    ("vi", "briscola", "Sau khi chia mỗi người 3 lá, 34 lá còn lại làm nọc.", False),
    ("es", "cicera", "Se juega con la baraja de 52 cartas: doce para cada jugador y cuatro boca arriba en la mesa.", False),
    ("de", "briscola", "Nach jedem Stich ziehen beide Spieler eine Karte nach, sodass jeder wieder drei Karten hat.", False),
    ("it", "cicera", "Quattro giocatori, due coppie: ognuno riceve 12 carte e 4 vanno in tavola.", False),
    ("it", "minchiate", "Si gioca in quattro, due contro due, con 97 carte.", False),
    ("fi", "minchiate", "Folaan jää kolmetoista korttia.", False),
    # another number
    ("en", "briscola", "Each player is dealt five cards.", True),
    ("en", "cicera", "Each player gets ten cards and four go face up on the table.", True),
    ("en", "minchiate", "The Fola is made of the 15 cards nobody was dealt.", True),
    ("it", "cicera", "Si danno dieci carte a testa e quattro in tavola.", True),
    ("de", "cicera", "Jeder bekommt zwölf Karten, und sechs kommen offen auf den Tisch.", True),
    ("es", "minchiate", "Cada jugador recibe veinte cartas.", True),
    ("ru", "minchiate", "Каждому игроку раздают по двадцать карт.", True),
    ("fi", "briscola", "Pakassa on 52 korttia.", True),
    ("pt", "briscola", "Cada jogador recebe cinco cartas.", True),
    ("vi", "cicera", "Mỗi người nhận 10 lá.", True),
    ("fr", "briscola", "Chaque joueur reçoit cinq cartes.", True),
    ("en", "briscola", "A deal lasts 18 tricks.", True),
    ("en", "briscola", "Two players each hold a hand of four cards.", True),
    ("en", "cicera", "Deal twelve to each player and six face up to the table.", True),
    ("ru", "minchiate", "Минкиате играют колодой из 98 карт.", True),
    ("fi", "briscola", "Pakassa on neljäkymmentäkaksi korttia.", True),
    ("es", "briscola", "Se juega con una baraja de cuarenta y ocho cartas.", True),
    ("it", "briscola", "Il mazzo è di cinquantadue carte.", True),
    ("it", "minchiate", "Ognuno riceve ventotto carte.", True),
    ("pt", "briscola", "A mão de cada jogador tem quatro cartas.", True),
    ("vi", "briscola", "Mỗi người cầm bốn lá bài.", True),
    ("de", "minchiate", "Die Fola besteht aus elf Karten.", True),
    ("en", "briscola", "After the deal, each player holds four cards and the remaining 32 form the stock.", True),
    ("fr", "cicera", "Chaque joueur reçoit dix cartes, et six cartes sont posées sur la table.", True),
    ("ru", "cicera", "Каждому раздают по десять карт, а на стол кладут четыре.", True),
    ("es", "minchiate", "La Fola está formada por las quince cartas que no se reparten.", True),
    ("it", "briscola", "Si gioca in due: ognuno riceve cinque carte.", True),
    ("pt", "cicera", "Cada jogador recebe onze cartas.", True),
    ("vi", "minchiate", "Mỗi người được chia 20 lá.", True),
    ("de", "minchiate", "Jeder Spieler bekommt zuerst 10 und dann 10 weitere Karten, insgesamt 20.", True),
    ("en", "cicera", "With four players and 52 cards, everyone gets 13.", True),
    ("fr", "minchiate", "Chaque joueur reçoit vingt-deux cartes.", True),
    ("de", "cicera", "Die vier Spieler bekommen je zehn Karten.", True),
    ("es", "briscola", "Se reparten cuatro cartas a cada jugador.", True),
    ("ru", "briscola", "Каждому игроку сдают по пять карт.", True),
    ("fi", "minchiate", "Kukin pelaaja saa 20 korttia.", True),
    ("vi", "cicera", "Mỗi người nhận 12 lá, trên bàn lật ngửa 6 lá.", True),
    ("pt", "minchiate", "A Fola tem 12 cartas.", True),
    ("it", "minchiate", "Una smazzata dura diciotto mani.", True),
    ("en", "briscola", "There are 18 tricks in each deal.", True),
    ("fi", "minchiate", "Jokaisessa jaossa pelataan 20 tikkiä.", True),
    ("en", "minchiate", "The hand is dealt as a packet of 11 cards followed by a packet of 10.", True),
    ("es", "minchiate", "Primero se reparte un paquete de 11 cartas y luego un paquete de 10.", True),
    ("en", "cicera", "Each player gets twelve cards and six more are laid face up on the table.", True),
    ("en", "minchiate", "The cutter may rob at most ten cards.", True),
    ("de", "minchiate", "Der Abheber darf höchstens zehn Karten rauben.", True),
    ("it", "minchiate", "Chi taglia può rubare fino a dieci carte.", True),
]


@cases(COUNT)
def test_counts_by_role(lang, game, text, wrong):
    check(lang, game, text, wrong)


# ---------------------------------------------------------------- card values

CARD_VALUES = [
    # ours
    ("en", "briscola", "The Asso is worth eleven points, the 3 ten, the Re four, the Cavallo three and the Fante two.", False),
    ("en", "briscola", "Threes count ten points each and every Asso eleven.", False),
    ("it", "briscola", "Asso 11, Tre 10, Re 4, Cavallo 3, Fante 2; le altre carte non valgono nulla.", False),
    ("it", "briscola", "| Carta | Punti |\n|---|---|\n| Asso | 11 |\n| Tre | 10 |\n| Re | 4 |", False),
    ("fr", "briscola", "Les Assi valent 11 points chacun et les trois 10.", False),
    ("de", "briscola", "Ein Asso zählt elf Punkte, eine Drei zehn.", False),
    ("es", "briscola", "Cada Asso vale once puntos y cada tres, diez.", False),
    ("fi", "briscola", "Asso on 11 pisteen arvoinen ja kolmonen 10 pisteen.", False),
    ("pt", "briscola", "O Re vale 4 pontos, o Cavallo 3 e o Fante 2.", False),
    ("en", "minchiate", "Each Re is worth 5 points.", False),
    ("en", "briscola", "Each player is dealt three cards, and the 3 is worth ten points.", False),
    ("en", "briscola", "The Asso scores eleven and the three scores ten.", False),
    ("it", "briscola", "Il Re vale quattro punti, il Cavallo tre e il Fante due.", False),
    ("de", "briscola", "Der Re zählt vier Punkte, der Cavallo drei und der Fante zwei.", False),
    ("fr", "briscola", "Le Re vaut quatre points et le Cavallo trois.", False),
    ("es", "briscola", "El Re vale cuatro puntos; el Cavallo, tres; el Fante, dos.", False),
    ("ru", "briscola", "Re стоит четыре очка, Cavallo — три, Fante — два.", False),
    ("fi", "briscola", "Re on neljän pisteen arvoinen.", False),
    ("pt", "briscola", "O Asso vale onze pontos e o três vale dez.", False),
    ("vi", "briscola", "Lá Asso được 11 điểm, lá 3 được 10 điểm.", False),
    ("en", "minchiate", "The Matto and each Re are worth five points.", False),
    ("it", "minchiate", "Ogni Re vale cinque punti.", False),
    ("it", "briscola", "Gli Assi valgono 11 punti ciascuno e i Tre 10.", False),
    ("de", "briscola", "Die Assi zählen je 11 Punkte, die Dreier je 10.", False),
    ("ru", "briscola", "Каждый Asso стоит 11 очков, каждая тройка — 10.", False),
    ("fi", "briscola", "Assot ovat 11 pisteen arvoisia ja kolmoset 10 pisteen.", False),
    ("es", "briscola", "Los Assi valen 11 y los treses 10 puntos.", False),
    ("it", "minchiate", "La Fantina non vale nulla, il Re vale 5 punti.", False),
    ("vi", "minchiate", "Các lá chủ từ 36 đến 40, mỗi lá được 10 điểm.", False),
    # number words that are no value: a word sharing a stem with one that gives a value
    ("it", "briscola", "Si gioca anche due contro due, con i compagni di fronte.", False),
    ("pt", "briscola", "Também se joga três contra três, com seis jogadores.", False),
    ("fr", "briscola", "Valeur 11 points 10 points 4 points 3 points 2 points", False),
    ("fr", "briscola", "Le 3 bat le Re et vaut 10 points contre 4 pour le Re.", False),
    # another value
    ("en", "briscola", "The Re is worth three points and the Cavallo four.", True),
    ("en", "briscola", "Threes count eleven points each.", True),
    ("it", "briscola", "Il Tre vale 11 punti e l'Asso 10.", True),
    ("it", "briscola", "| Carta | Punti |\n|---|---|\n| Asso | 11 |\n| Tre | 10 |\n| Re | 5 |", True),
    ("fr", "briscola", "Les Re valent 5 points chacun.", True),
    ("de", "briscola", "Eine Drei zählt elf Punkte.", True),
    ("es", "briscola", "Los treses valen once puntos.", True),
    ("pt", "briscola", "O Fante vale 4 pontos.", True),
    ("fi", "briscola", "Fante on 3 pisteen arvoinen.", True),
    ("vi", "briscola", "Lá Re được 3 điểm.", True),
    ("en", "minchiate", "Each Re is worth 3 points.", True),
    ("it", "briscola", "Il Cavallo vale quattro punti.", True),
    ("de", "briscola", "Der Fante zählt drei Punkte.", True),
    ("ru", "briscola", "Re стоит пять очков.", True),
    ("fr", "briscola", "Le trois vaut onze points.", True),
    ("pt", "briscola", "O Re vale três pontos.", True),
    ("es", "briscola", "El Asso vale diez puntos y el tres once.", True),
    ("de", "minchiate", "Jeder Re zählt drei Punkte.", True),
    ("vi", "briscola", "Lá Fante được 3 điểm.", True),
    ("fi", "briscola", "Cavallo on neljän pisteen arvoinen.", True),
    ("it", "briscola", "Gli Assi valgono 10 punti ciascuno.", True),
    ("ru", "briscola", "Каждая тройка стоит 11 очков.", True),
    ("fi", "briscola", "Kolmoset ovat 11 pisteen arvoisia.", True),
    ("de", "briscola", "Die Dreier zählen je 11 Punkte.", True),
    ("vi", "briscola", "Mỗi lá Asso được 10 điểm.", True),
    ("it", "briscola", "| Carta | Valore |\n|---|---|\n| Asso | 11 punti |\n| Tre | 10 punti |\n| Cavallo | 4 punti |", True),
    ("en", "minchiate", "| Card | Points |\n|---|---|\n| Re | 4 |\n| Matto | 5 |", True),
    ("it", "minchiate", "La Fantina vale 2 punti.", True),
    ("vi", "minchiate", "Các lá chủ từ 36 đến 40, mỗi lá được 5 điểm.", True),
]


@cases(CARD_VALUES)
def test_card_values(lang, game, text, wrong):
    check(lang, game, text, wrong)
