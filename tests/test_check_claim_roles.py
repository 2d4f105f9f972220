"""Rule claims read by role and scope, in sentences written for this test by helper h65 before the
readers were changed (nine languages): capturing is optional in Cìcera; in Briscola one need not
follow suit or trump; in Minchiate one must follow suit, else trump; the player on the dealer's
right starts Cìcera and Minchiate, Briscola's first leader is random; play goes anticlockwise; the
trick's winner leads the next; the higher total wins and equal totals (60–60 in Briscola, net
resti 0 in Minchiate) are a tie (RULES.md, rules/games/*.yaml). Shapes: passives, nouns for verbs,
conditions put first or told by the verb, a negation before the subject, double negation, "it is
up to", "nobody is forced to", a question and its answer, "the player to X's right", list items
and table rows, a role in a relative clause ("the one who did not win it").

``says`` is a part of the error the sentence must get (it states another rule); None: the
sentence states our rule, or none, and must get no error at all."""

import pytest

from checking import errors

LEFT = "the first player is on the dealer's left"
DEALER = "the first player is the dealer"
CW = "play goes clockwise"
LOSER = "the trick's loser"
NEIGHBOUR = "the trick's winner's neighbour or partner leads the next one"
DECIDED = "a tied result is won by one side"
LOWER = "the lower total wins"
MUST_CAPTURE = "capturing is compulsory"
MUST_FOLLOW = "following suit is compulsory"
MAY_FOLLOW = "following suit is optional"
MUST_TRUMP = "playing a trump is compulsory"
MAY_TRUMP = "playing a trump is optional"

CASES = [
    # English
    ("cicera", "en", "Nobody is forced to take a card from the table, even when a capture is possible.", None),
    ("cicera", "en", "It is up to the player whether to capture or simply place the card.", None),
    ("cicera", "en", "A capture, whenever one is available, cannot be turned down.", MUST_CAPTURE),
    ("briscola", "en", "Following suit is not required, and neither is trumping.", None),
    ("briscola", "en", "Is a player obliged to follow suit? No.", None),
    ("briscola", "en", "Players are not free to discard another suit while they hold a card of the suit led.", MUST_FOLLOW),
    ("minchiate", "en", "You can never refuse to follow suit when you are able to.", None),
    ("minchiate", "en", "Holding no card of the suit led, a player may play whatever card he likes.", MAY_TRUMP),
    ("cicera", "en", "The player to the right of the dealer makes the opening play.", None),
    ("cicera", "en", "The first card of the deal is played by the player sitting on the dealer's left.", LEFT),
    ("minchiate", "en", "It is the dealer himself who leads to the first trick.", DEALER),
    ("briscola", "en", "The trick's loser leads next.", LOSER),
    ("briscola", "en", "After each trick, the lead goes to whoever won it.", None),
    ("minchiate", "en", "The player who did not win the trick starts the next one.", LOSER),
    ("briscola", "en", "With 60 points apiece, the game is a draw; otherwise the higher score wins.", None),
    ("briscola", "en", "If both players finish on 60, the one who took the last trick wins.", DECIDED),
    ("cicera", "en", "The team with the lower total takes the game.", LOWER),
    ("minchiate", "en", "Should the net resti be zero, neither team wins.", None),
    ("cicera", "en", "Play moves to the left around the table.", CW),
    ("briscola", "en", "Who leads the first trick is decided by drawing lots.", None),
    # Italian
    ("cicera", "it", "Nessuno è obbligato a prendere: si può sempre calare la carta senza prendere.", None),
    ("cicera", "it", "La presa, quando è possibile, va sempre fatta.", MUST_CAPTURE),
    ("briscola", "it", "Non c'è alcun obbligo di rispondere al seme.", None),
    ("briscola", "it", "Chi ha una carta del seme di uscita è tenuto a giocarla.", MUST_FOLLOW),
    ("minchiate", "it", "Se non si ha il seme, si deve tagliare con un trionfo.", None),
    ("minchiate", "it", "Chi non può rispondere al seme è libero di giocare qualsiasi carta.", MAY_TRUMP),
    ("cicera", "it", "Apre il gioco il giocatore alla destra del mazziere.", None),
    ("briscola", "it", "La presa successiva la apre chi ha vinto quella precedente.", None),
    ("minchiate", "it", "Dopo ogni presa esce per primo il giocatore alla destra di chi l'ha vinta.", NEIGHBOUR),
    ("cicera", "it", "In caso di parità di punti vince la squadra che ha fatto l'ultima presa.", DECIDED),
    ("briscola", "it", "Vince chi totalizza meno punti.", LOWER),
    # French
    ("cicera", "fr", "Rien n'oblige un joueur à prendre une carte de la table.", None),
    ("cicera", "fr", "Prendre est obligatoire dès qu'une prise est possible.", MUST_CAPTURE),
    ("briscola", "fr", "Il n'est pas nécessaire de fournir ni de couper.", None),
    ("minchiate", "fr", "Quand on ne peut pas fournir, on est tenu de couper.", None),
    ("minchiate", "fr", "Le joueur qui ne peut pas fournir n'est pas obligé de couper.", MAY_TRUMP),
    ("cicera", "fr", "C'est le joueur à gauche du donneur qui commence.", LEFT),
    ("briscola", "fr", "Le pli suivant est entamé par le joueur qui a remporté le précédent.", None),
    ("briscola", "fr", "C'est le perdant du pli qui joue en premier au pli suivant.", LOSER),
    ("minchiate", "fr", "Si les deux équipes ont autant de resti, la donne est nulle.", None),
    ("cicera", "fr", "À égalité de points, c'est l'équipe du donneur qui l'emporte.", DECIDED),
    # German
    ("cicera", "de", "Niemand ist gezwungen, Karten vom Tisch zu nehmen.", None),
    ("briscola", "de", "Farbe bedienen muss man nicht.", None),
    ("briscola", "de", "Wer die ausgespielte Farbe hat, muss sie bedienen.", MUST_FOLLOW),
    ("minchiate", "de", "Kann man nicht bedienen, muss man trumpfen.", None),
    ("minchiate", "de", "Wer nicht bedienen kann, darf eine beliebige Karte abwerfen.", MAY_TRUMP),
    ("cicera", "de", "Es beginnt der Spieler links vom Geber.", LEFT),
    ("minchiate", "de", "Den nächsten Stich spielt aus, wer den letzten gewonnen hat.", None),
    ("briscola", "de", "Wer den Stich verliert, spielt zum nächsten Stich aus.", LOSER),
    ("briscola", "de", "Bei 60 zu 60 Punkten endet das Spiel unentschieden.", None),
    ("cicera", "de", "Es gewinnt das Team mit der niedrigeren Punktzahl.", LOWER),
    # Spanish
    ("cicera", "es", "Nadie está obligado a capturar.", None),
    ("cicera", "es", "Siempre que se pueda capturar, hay que hacerlo.", MUST_CAPTURE),
    ("briscola", "es", "No es obligatorio asistir ni echar triunfo.", None),
    ("minchiate", "es", "Quien no tenga cartas del palo de salida debe jugar un triunfo.", None),
    ("briscola", "es", "La baza siguiente la abre el jugador que perdió la anterior.", LOSER),
    ("cicera", "es", "Empieza el jugador situado a la derecha del repartidor.", None),
    ("briscola", "es", "En caso de empate a 60, gana quien haya ganado la última baza.", DECIDED),
    ("minchiate", "es", "El juego avanza en el sentido de las agujas del reloj.", CW),
    # Portuguese
    ("cicera", "pt", "Ninguém é obrigado a capturar.", None),
    ("briscola", "pt", "É obrigatório seguir o naipe.", MUST_FOLLOW),
    ("briscola", "pt", "Quem ganhou a vaza é quem começa a seguinte.", None),
    ("cicera", "pt", "Quem começa é o jogador à esquerda do carteador.", LEFT),
    ("cicera", "pt", "Se as duas duplas empatarem em pontos, a partida termina empatada.", None),
    # Russian
    ("cicera", "ru", "Брать карты со стола не обязательно.", None),
    ("briscola", "ru", "Игрок обязан ходить в масть.", MUST_FOLLOW),
    ("minchiate", "ru", "Если нет карты нужной масти, надо бить козырем.", None),
    ("briscola", "ru", "Следующую взятку начинает тот, кто забрал предыдущую.", None),
    ("cicera", "ru", "Побеждает команда, набравшая меньше очков.", LOWER),
    ("minchiate", "ru", "Игру начинает сидящий по левую руку от сдающего.", LEFT),
    # Finnish
    ("briscola", "fi", "Maata ei tarvitse tunnustaa.", None),
    ("minchiate", "fi", "Jos maata ei ole, on pakko lyödä valtilla.", None),
    ("briscola", "fi", "Tikin voittaja aloittaa seuraavan tikin.", None),
    ("briscola", "fi", "Tikin hävinnyt pelaaja aloittaa seuraavan tikin.", LOSER),
    ("cicera", "fi", "Tasapelissä voittaa jakajan joukkue.", DECIDED),
    # Vietnamese
    ("cicera", "vi", "Không ai bắt buộc phải ăn bài.", None),
    ("briscola", "vi", "Người chơi bắt buộc phải đánh theo chất.", MUST_FOLLOW),
    ("briscola", "vi", "Ai ăn được nước bài thì được đánh trước ở nước kế tiếp.", None),
    ("cicera", "vi", "Người đi đầu tiên là người ngồi bên tay trái người chia bài.", LEFT),
    ("briscola", "vi", "Nếu hai người cùng được 60 điểm thì người ăn nước cuối cùng thắng.", DECIDED),
    # second part, harder shapes (written before any change, like the first)
    ("briscola", "en", "It is not the loser but the winner of a trick who leads the next one.", None),
    ("briscola", "en", "Not the winner but the loser of each trick opens the next.", LOSER),
    ("minchiate", "en", "The player on the left of the trick's winner leads to the following trick.", NEIGHBOUR),
    ("briscola", "en", "Whoever takes a trick draws first; the opponent then leads to the next trick.", LOSER),
    ("cicera", "en", "The side that ends with fewer points loses.", None),
    ("cicera", "en", "The losing side is the one with the higher total.", LOWER),
    ("briscola", "en", "At 60–60 the game is not drawn: the last trick decides it.", DECIDED),
    ("cicera", "en", "Equal totals: nobody wins.", None),
    ("cicera", "en", "The dealer's right-hand neighbour plays first.", None),
    ("minchiate", "en", "The first to play is the dealer's left-hand neighbour.", LEFT),
    ("minchiate", "en", "Turns pass to the right.", None),
    ("cicera", "en", "Players may not refuse a capture.", MUST_CAPTURE),
    ("briscola", "en", "A player who holds the suit led cannot play another suit.", MUST_FOLLOW),
    ("minchiate", "en", "There is no duty to trump.", MAY_TRUMP),
    ("briscola", "en", "Trumping is never obligatory.", None),
    ("briscola", "en", "Unless void in the suit led, a player must follow suit.", MUST_FOLLOW),
    ("cicera", "en", "You are not required to capture, but you may.", None),
    ("minchiate", "en", "- Follow suit: compulsory\n- Trump when void: compulsory", None),
    ("briscola", "en", "| Rule | Briscola |\n|---|---|\n| Follow suit | required |", MUST_FOLLOW),
    ("cicera", "it", "Sta al giocatore decidere se prendere o no.", None),
    ("cicera", "it", "Non si può mai rinunciare a una presa possibile.", MUST_CAPTURE),
    ("briscola", "it", "Non è vero che si debba rispondere al seme: si gioca la carta che si vuole.", None),
    ("minchiate", "it", "Il giocatore che ha vinto la presa non è quello che esce dopo: esce il perdente.", LOSER),
    ("cicera", "it", "Perde la squadra che fa più punti.", LOWER),
    ("briscola", "fr", "Libre à chacun de fournir ou non.", None),
    ("minchiate", "fr", "Libre à chacun de fournir ou non.", MAY_FOLLOW),
    ("cicera", "fr", "Personne ne peut refuser une prise.", MUST_CAPTURE),
    ("cicera", "fr", "Le joueur assis à droite du donneur ouvre le jeu, puis on tourne vers la droite.", None),
    ("briscola", "fr", "En cas d'égalité à 60, personne ne gagne.", None),
    ("briscola", "de", "Es steht jedem frei, Farbe zu bedienen.", None),
    ("minchiate", "de", "Ob man bedient, bleibt jedem selbst überlassen.", MAY_FOLLOW),
    ("minchiate", "de", "Ausgespielt wird zum nächsten Stich von dem Spieler rechts neben dem Stichgewinner.", NEIGHBOUR),
    ("cicera", "de", "Bei gleicher Punktzahl gewinnt niemand.", None),
    ("cicera", "es", "Queda a criterio del jugador capturar o no.", None),
    ("briscola", "es", "Quien pierde la baza es quien sale en la siguiente.", LOSER),
    ("cicera", "es", "Gana el equipo que menos puntos obtiene.", LOWER),
    ("cicera", "pt", "Fica a critério do jogador capturar ou não.", None),
    ("minchiate", "pt", "Quem não tem o naipe de saída não é obrigado a jogar trunfo.", MAY_TRUMP),
    ("briscola", "pt", "Em caso de empate em 60 pontos, vence quem fez a última vaza.", DECIDED),
    ("cicera", "ru", "Каждый сам решает, брать карты или нет.", None),
    ("minchiate", "ru", "Следующую взятку начинает игрок справа от взявшего взятку.", NEIGHBOUR),
    ("briscola", "ru", "При равенстве очков (60 на 60) побеждает тот, кто взял последнюю взятку.", DECIDED),
    ("cicera", "fi", "Pelaaja saa itse päättää, ottaako hän kortteja pöydästä.", None),
    ("minchiate", "fi", "Maata ei ole pakko tunnustaa.", MAY_FOLLOW),
    ("briscola", "fi", "Seuraavan tikin aloittaa se, joka hävisi edellisen.", LOSER),
    ("cicera", "vi", "Người chơi tự quyết định có ăn bài hay không.", None),
    ("minchiate", "vi", "Người thua nước bài sẽ đi trước ở nước tiếp theo.", LOSER),
    ("cicera", "vi", "Đội ít điểm hơn sẽ thắng.", LOWER),
    # third part, what the trick and the totals decide (written before any change, like the first)
    ("briscola", "en", "The player who did not take the trick plays first in the next one.", LOSER),
    ("briscola", "en", "After a trick, its winner plays second in the next one.", LOSER),
    ("briscola", "en", "Whoever collects the cards of a trick lets the other player start the next.", LOSER),
    ("minchiate", "en", "The lead passes to the right after every trick, whoever won it.", "neighbour in turn"),
    ("minchiate", "en", "The winner's partner leads to the next trick.", NEIGHBOUR),
    ("briscola", "en", "The player who won the last trick also leads the next.", None),
    ("briscola", "en", "The player who takes more tricks wins the game.", "tricks"),
    ("cicera", "en", "The team that captures more cards wins the deal.", "cards"),
    ("briscola", "en", "Whoever has more points at the end wins, and a 60–60 score means nobody wins.", None),
    ("briscola", "en", "If the points are even, the deal is replayed.", "void"),
    ("minchiate", "en", "The team with more card points wins, whatever the resti.", "points"),
    ("cicera", "en", "When the totals are the same, the team that made the last capture wins.", DECIDED),
    ("briscola", "it", "Chi non ha preso la mano gioca per primo nella successiva.", LOSER),
    ("briscola", "it", "Vince chi fa più prese.", "tricks"),
    ("minchiate", "it", "Dopo ogni presa l'uscita passa al giocatore successivo, chiunque l'abbia vinta.", "neighbour in turn"),
    ("cicera", "it", "A parità di punti si rigioca la smazzata.", "void"),
    ("briscola", "fr", "Celui qui n'a pas remporté le pli joue le premier au pli suivant.", LOSER),
    ("briscola", "fr", "Le gagnant est celui qui a remporté le plus de plis.", "tricks"),
    ("cicera", "fr", "En cas d'égalité, on rejoue la donne.", "void"),
    ("briscola", "de", "Wer den Stich nicht gemacht hat, spielt als Erster zum nächsten Stich aus.", LOSER),
    ("briscola", "de", "Es gewinnt, wer die meisten Stiche macht.", "tricks"),
    ("cicera", "de", "Bei Gleichstand wird die Runde neu gegeben.", "void"),
    ("briscola", "es", "El que no se llevó la baza sale primero en la siguiente.", LOSER),
    ("briscola", "es", "Gana quien consiga más bazas.", "tricks"),
    ("briscola", "es", "Si ambos tienen 60 puntos, se vuelve a repartir.", "void"),
    ("briscola", "pt", "Quem não levou a vaza joga primeiro na seguinte.", LOSER),
    ("briscola", "pt", "Vence quem fizer mais vazas.", "tricks"),
    ("briscola", "ru", "Тот, кто не взял взятку, ходит первым в следующей.", LOSER),
    ("briscola", "ru", "Побеждает тот, кто взял больше взяток.", "tricks"),
    ("briscola", "fi", "Se, joka ei voittanut tikkiä, aloittaa seuraavan.", LOSER),
    ("briscola", "fi", "Eniten tikkejä voittanut pelaaja voittaa pelin.", "tricks"),
    ("briscola", "vi", "Người không ăn được nước bài sẽ đánh trước ở nước sau.", LOSER),
    ("briscola", "vi", "Ai ăn được nhiều nước bài hơn thì thắng.", "tricks"),
    ("cicera", "vi", "Nếu hai đội bằng điểm thì chia bài lại.", "void"),
    ("briscola", "it", "Vince chi ha più punti alla fine; se si è 60 a 60 la partita è pari.", None),
    ("cicera", "de", "Die Mannschaft mit mehr Punkten gewinnt, bei Gleichstand gibt es keinen Sieger.", None),
    ("cicera", "es", "Gana el equipo con más puntos; si empatan, no gana nadie.", None),
    ("cicera", "ru", "Побеждает команда, набравшая больше очков; при равенстве — ничья.", None),
]


@pytest.mark.parametrize("game, lang, text, says", CASES)
def test_a_claim_is_read_by_role_and_scope(game, lang, text, says):
    found = errors(lang, game, text, "claim.md" if text.startswith(("-", "|")) else "claim.txt")
    if says is None:
        assert not found, f"an error on a sentence stating our rule: {text}: {found}"
    else:
        assert any(says in e for e in found), f"{text}: expected '{says}', got {found}"
