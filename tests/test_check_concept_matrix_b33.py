"""The core rule concepts as natives say them: a coverage matrix per language (the thirty-third
session, h215). Fresh texts miss rules because a common way of saying a core concept is not in
a language's data ("se hai una carta del seme uscito devi giocarla", "no vale dejar la carta en
la mesa si puedes capturar"); fixing one phrase at a time has not generalised, so this matrix
lists, for each of the nine languages and each concept the claim readers compare, the common
ways a rules writer says it — in the persons a rules text uses (you, one, he, the passive, the
infinitive, the imperative) — written for this test, none copied from the corpus or the claims.

Each row states a rule; the matrix reads it with the claim readers (``facts.stated_facts``):

- a row that **differs** from ours is read as the concept's other rule (an error naming it);
- a row that **agrees** gets no error at all.

The follow / trump rows are one sentence read twice: against a game where it differs
(Briscola: no duty to follow or trump) and one where it agrees (Minchiate: follow suit, else
trump). Capture, first player, direction, next leader, winner and tie rows are pairs of
sentences (differs, agrees) read against one game. ``_alt`` concepts state the duty as a
prohibition of the alternative ("you may not place a card when you can capture": compulsory).

Rows not read right yet are strict xfails with why (``XFAIL``, ``XFAIL_AGREES`` for a false error on
a row that agrees): the matrix is never shortened to pass.
"""

from __future__ import annotations

import pytest

from tests.checking import (CW, DEALER, DECIDED, LEFT, LOSER, LOWER, MAY_FOLLOW, MAY_TRUMP, MUST_CAPTURE,
                            MUST_FOLLOW, MUST_TRUMP, VOID, stated)

# concept → (game where its "differs" sentence differs, the rules an error may name, game where its "agrees" sentence agrees)
CONCEPTS = {
    "follow_must": ("briscola", (MUST_FOLLOW,), "minchiate"),     # the suit led, following it compulsory
    "follow_may": ("minchiate", (MAY_FOLLOW,), "briscola"),       # following suit optional
    "follow_alt": ("briscola", (MUST_FOLLOW,), "minchiate"),      # another suit forbidden while holding the suit led
    "trump_must": ("briscola", (MUST_TRUMP,), "minchiate"),
    "trump_may": ("minchiate", (MAY_TRUMP,), "briscola"),
    "trump_alt": ("briscola", (MUST_TRUMP,), "minchiate"),        # discarding forbidden while holding a trump
    "capture_must": ("cicera", (MUST_CAPTURE,), "cicera"),
    "capture_alt": ("cicera", (MUST_CAPTURE,), "cicera"),         # placing without capturing forbidden
    "dealer_first": ("minchiate", (DEALER,), "minchiate"),        # the dealer starts; ours: the dealer's right
    "dealer_side": ("cicera", (LEFT,), "cicera"),                 # the dealer's left; ours: the right
    "direction": ("minchiate", (CW,), "minchiate"),
    "winner_leads": ("minchiate", (LOSER,), "minchiate"),         # the trick's loser leads; ours: its winner
    "higher_wins": ("briscola", (LOWER,), "briscola"),
    "tie": ("briscola", (VOID, DECIDED), "briscola"),              # replayed or decided; ours: a draw
}

MATRIX = {
    "it": {
        "follow_must": [
            "Se hai una carta del seme uscito devi giocarla.",
            "Bisogna rispondere al seme di uscita quando si può.",
            "Chi ha carte del seme giocato per primo è obbligato a giocarne una.",
            "Si deve sempre rispondere a seme, se possibile.",
            "Rispondi al seme richiesto, se ce l'hai.",
            "Il giocatore deve seguire il seme della carta uscita.",
            "C'è l'obbligo di rispondere al seme.",
        ],
        "follow_may": [
            "Non è obbligatorio rispondere al seme uscito.",
            "Non c'è obbligo di rispondere al seme.",
            "Puoi giocare qualsiasi carta, anche se hai il seme di uscita.",
            "Il giocatore non è tenuto a seguire il seme giocato.",
        ],
        "follow_alt": [
            "Non si può giocare un altro seme se si ha il seme uscito.",
            "È vietato giocare una carta di un altro seme quando hai il seme di uscita.",
            "Non puoi giocare un seme diverso finché hai carte del seme giocato.",
            "Non vale giocare un altro seme se hai carte del seme uscito.",
        ],
        "trump_must": [
            "Se non hai carte del seme uscito, devi giocare un trionfo.",
            "Chi non può rispondere al seme è obbligato a tagliare.",
            "Quando manca il seme di uscita bisogna giocare un tarocco.",
            "In mancanza del seme si è obbligati a giocare una briscola.",
        ],
        "trump_may": [
            "Se non hai il seme uscito puoi giocare un trionfo oppure qualsiasi altra carta.",
            "Chi non ha il seme non è obbligato a tagliare.",
            "Non è obbligatorio giocare un tarocco quando manca il seme.",
        ],
        "trump_alt": [
            "Se non hai il seme uscito, è vietato scartare una carta di un altro seme quando hai un trionfo.",
            "Chi non ha il seme non può scartare quando ha un tarocco.",
            "Senza il seme di uscita non vale scartare se si hanno trionfi.",
        ],
        "capture_must": [
            ("Se puoi prendere, devi prendere.", "Se puoi prendere, puoi anche non prendere."),
            ("La presa è obbligatoria.", "La presa è facoltativa."),
            ("Chi può fare una presa è obbligato a farla.", "Chi può fare una presa non è obbligato a farla."),
            ("Prendere è obbligatorio quando è possibile.", "Prendere non è obbligatorio, nemmeno quando è possibile."),
        ],
        "capture_alt": [
            ("Non puoi calare la carta in tavola se puoi prendere.", "Puoi calare la carta in tavola anche se puoi prendere."),
            ("Non è permesso lasciare la carta sul tavolo quando si può prendere.", "È permesso lasciare la carta sul tavolo anche quando si può prendere."),
            ("Non vale posare una carta senza prendere, se c'è una presa.", "Vale posare una carta senza prendere, anche se c'è una presa."),
            ("È vietato scartare in tavola se una presa è possibile.", "Non è vietato scartare in tavola anche se una presa è possibile."),
        ],
        "dealer_first": [
            ("Il mazziere gioca per primo.", "Gioca per primo il giocatore alla destra del mazziere."),
            ("Comincia il mazziere.", "Comincia chi sta alla destra del mazziere."),
            ("La prima carta la gioca chi ha distribuito.", "La prima carta la gioca chi siede alla destra di chi ha distribuito."),
        ],
        "dealer_side": [
            ("Inizia il giocatore alla sinistra del mazziere.", "Inizia il giocatore alla destra del mazziere."),
            ("Gioca per primo chi sta a sinistra di chi ha dato le carte.", "Gioca per primo chi sta a destra di chi ha dato le carte."),
            ("Il primo a giocare è il vicino di sinistra del mazziere.", "Il primo a giocare è il vicino di destra del mazziere."),
            ("Esce per primo chi siede alla sinistra del mazziere.", "Esce per primo chi siede alla destra del mazziere."),
        ],
        "direction": [
            ("Si gioca in senso orario.", "Si gioca in senso antiorario."),
            ("Il gioco gira come le lancette dell'orologio.", "Il gioco gira in senso contrario alle lancette dell'orologio."),
            ("Il turno procede in senso orario.", "Il turno procede in senso antiorario."),
        ],
        "winner_leads": [
            ("Chi perde la presa esce per primo nella successiva.", "Chi vince la presa esce per primo nella successiva."),
            ("La mano successiva la apre chi ha perso la precedente.", "La mano successiva la apre chi ha vinto la precedente."),
            ("Il perdente della presa gioca per primo alla mano dopo.", "Il vincitore della presa gioca per primo alla mano dopo."),
        ],
        "higher_wins": [
            ("Vince chi ha meno punti.", "Vince chi ha più punti."),
            ("Vince chi totalizza il punteggio più basso.", "Vince chi totalizza il punteggio più alto."),
            ("Chi fa meno punti vince la partita.", "Chi fa più punti vince la partita."),
        ],
        "tie": [
            ("Con 60 punti a testa la partita si rigioca.", "Con 60 punti a testa la partita finisce pari."),
            ("In caso di parità vince il mazziere.", "In caso di parità nessuno vince."),
            ("Se finisce 60 a 60 si ridistribuisce.", "Se finisce 60 a 60 è patta."),
        ],
    },
    "en": {
        "follow_must": [
            "If you have a card of the suit led, you must play it.",
            "You must follow suit if you can.",
            "A player who holds the suit that was led has to play it.",
            "Players are required to follow suit whenever possible.",
            "Follow suit if you are able to.",
            "One must play a card of the same suit as the first card of the trick.",
            "Following suit is compulsory.",
        ],
        "follow_may": [
            "You do not have to follow suit.",
            "There is no obligation to follow suit.",
            "You may play any card, even if you hold the suit led.",
            "Players need not follow the suit that was led.",
        ],
        "follow_alt": [
            "You may not play another suit if you hold the suit led.",
            "Playing a card of a different suit is not allowed while you hold the suit that was led.",
            "A player who can follow suit cannot discard from another suit.",
            "Discarding another suit when you could follow is forbidden.",
        ],
        "trump_must": [
            "If you cannot follow suit, you must play a trump.",
            "A player who has no card of the suit led is obliged to trump.",
            "When you are void in the suit led you have to trump.",
            "Without the suit led, a trump must be played.",
        ],
        "trump_may": [
            "If you cannot follow suit, you may trump or discard any card.",
            "A player who is void in the suit led need not trump.",
            "Trumping is optional when you have no card of the suit led.",
        ],
        "trump_alt": [
            "If you cannot follow suit, you may not discard when you hold a trump.",
            "A player void in the suit led is not allowed to discard while holding trumps.",
            "Without the suit led, discarding a plain card is forbidden if you have a trump.",
        ],
        "capture_must": [
            ("If you can capture, you must.", "If you can capture, you may, but you need not."),
            ("Capturing is compulsory.", "Capturing is optional."),
            ("A player who can take a card from the table is obliged to take it.", "A player who can take a card from the table is not obliged to take it."),
            ("You have to capture whenever you can.", "You do not have to capture, even when you can."),
        ],
        "capture_alt": [
            ("You may not place a card on the table when you can capture.", "You may place a card on the table even when you can capture."),
            ("Laying a card on the table without capturing is not allowed if a capture is possible.", "Laying a card on the table without capturing is allowed even if a capture is possible."),
            ("A player who can capture cannot simply place his card.", "A player who can capture can simply place his card."),
            ("Trailing a card is forbidden when a capture is available.", "Trailing a card is allowed even when a capture is available."),
        ],
        "dealer_first": [
            ("The dealer plays first.", "The player on the dealer's right plays first."),
            ("The dealer leads to the first trick.", "The player to the dealer's right leads to the first trick."),
            ("Play begins with the dealer.", "Play begins with the player on the dealer's right."),
        ],
        "dealer_side": [
            ("The player on the dealer's left plays first.", "The player on the dealer's right plays first."),
            ("The player to the left of the dealer starts.", "The player to the right of the dealer starts."),
            ("Play starts with the dealer's left-hand neighbour.", "Play starts with the dealer's right-hand neighbour."),
            ("The first card is played by the person sitting left of the dealer.", "The first card is played by the person sitting right of the dealer."),
        ],
        "direction": [
            ("Play goes clockwise.", "Play goes counter-clockwise."),
            ("Turns pass clockwise around the table.", "Turns pass anticlockwise around the table."),
            ("Play proceeds to the left.", "Play proceeds to the right."),
        ],
        "winner_leads": [
            ("The loser of the trick leads the next one.", "The winner of the trick leads the next one."),
            ("Whoever loses a trick leads to the next.", "Whoever wins a trick leads to the next."),
            ("The player who lost the last trick plays first in the next.", "The player who took the last trick plays first in the next."),
        ],
        "higher_wins": [
            ("The player with fewer points wins.", "The player with more points wins."),
            ("The lowest score wins the game.", "The highest score wins the game."),
            ("Whoever scores the fewest points wins.", "Whoever scores the most points wins."),
        ],
        "tie": [
            ("If both have sixty points, the deal is replayed.", "If both have sixty points, the game is a draw."),
            ("In case of a tie the dealer wins.", "In case of a tie nobody wins."),
            ("A tie at 60 points is won by the player who took the last trick.", "A tie at 60 points is a draw."),
        ],
    },
    "de": {
        "follow_must": [
            "Wer die ausgespielte Farbe hat, muss sie bedienen.",
            "Es herrscht Farbzwang.",
            "Man muss Farbe bedienen, wenn man kann.",
            "Hast du eine Karte der angespielten Farbe, musst du sie spielen.",
            "Bediene die verlangte Farbe, wenn du kannst.",
            "Die ausgespielte Farbe muss bedient werden.",
            "Es besteht Bedienpflicht.",
        ],
        "follow_may": [
            "Man muss nicht Farbe bedienen.",
            "Es gibt keinen Farbzwang.",
            "Du darfst jede beliebige Karte spielen, auch wenn du die ausgespielte Farbe hast.",
            "Die angespielte Farbe braucht nicht bedient zu werden.",
        ],
        "follow_alt": [
            "Wer die ausgespielte Farbe hat, darf keine andere Farbe spielen.",
            "Eine andere Farbe abzuwerfen ist verboten, solange man die angespielte Farbe hat.",
            "Du darfst nicht abwerfen, wenn du bedienen kannst.",
        ],
        "trump_must": [
            "Wer nicht bedienen kann, muss trumpfen.",
            "Kannst du die ausgespielte Farbe nicht bedienen, musst du einen Trumpf spielen.",
            "Wer die Farbe nicht hat, muss stechen.",
            "Ist man frei in der angespielten Farbe, muss ein Trumpf gespielt werden.",
        ],
        "trump_may": [
            "Wer nicht bedienen kann, darf trumpfen oder eine beliebige Karte abwerfen.",
            "Wer die Farbe nicht hat, muss nicht stechen.",
            "Es besteht kein Trumpfzwang.",
        ],
        "trump_alt": [
            "Wer nicht bedienen kann, darf nicht abwerfen, solange er einen Trumpf hat.",
            "Kann man nicht bedienen, ist Abwerfen verboten, wenn man Trumpf hat.",
            "Wer die ausgespielte Farbe nicht hat, darf keine Fehlkarte abwerfen, wenn er trumpfen kann.",
        ],
        "capture_must": [
            ("Wer nehmen kann, muss nehmen.", "Wer nehmen kann, muss nicht nehmen."),
            ("Man ist verpflichtet zu nehmen, wenn es geht.", "Man ist nicht verpflichtet zu nehmen, auch wenn es geht."),
            ("Kannst du eine Karte vom Tisch nehmen, musst du sie nehmen.", "Kannst du eine Karte vom Tisch nehmen, darfst du es auch lassen."),
            ("Das Nehmen ist Pflicht.", "Das Nehmen ist freiwillig."),
        ],
        "capture_alt": [
            ("Man darf keine Karte ablegen, wenn man nehmen kann.", "Man darf eine Karte ablegen, auch wenn man nehmen kann."),
            ("Wer nehmen kann, darf seine Karte nicht einfach auf den Tisch legen.", "Wer nehmen kann, darf seine Karte auch einfach auf den Tisch legen."),
            ("Eine Karte ohne zu nehmen abzulegen ist verboten, wenn ein Nehmen möglich ist.", "Eine Karte ohne zu nehmen abzulegen ist erlaubt, auch wenn ein Nehmen möglich ist."),
        ],
        "dealer_first": [
            ("Der Geber spielt zuerst aus.", "Der Spieler rechts vom Geber spielt zuerst aus."),
            ("Der Geber beginnt.", "Es beginnt der rechte Nachbar des Gebers."),
            ("Wer gegeben hat, spielt die erste Karte.", "Wer rechts vom Geber sitzt, spielt die erste Karte."),
        ],
        "dealer_side": [
            ("Der Spieler links vom Geber spielt aus.", "Der Spieler rechts vom Geber spielt aus."),
            ("Es beginnt der linke Nachbar des Gebers.", "Es beginnt der rechte Nachbar des Gebers."),
            ("Wer links vom Geber sitzt, fängt an.", "Wer rechts vom Geber sitzt, fängt an."),
            ("Die erste Karte spielt der Spieler zur Linken des Gebers.", "Die erste Karte spielt der Spieler zur Rechten des Gebers."),
        ],
        "direction": [
            ("Gespielt wird im Uhrzeigersinn.", "Gespielt wird gegen den Uhrzeigersinn."),
            ("Es geht reihum im Uhrzeigersinn.", "Es geht reihum entgegen dem Uhrzeigersinn."),
            ("Das Spiel läuft nach links.", "Das Spiel läuft nach rechts."),
        ],
        "winner_leads": [
            ("Der Verlierer des Stichs spielt zum nächsten Stich aus.", "Der Gewinner des Stichs spielt zum nächsten Stich aus."),
            ("Wer den Stich verliert, spielt als Nächster aus.", "Wer den Stich macht, spielt als Nächster aus."),
            ("Wer den Stich nicht bekommen hat, eröffnet den nächsten.", "Wer den Stich bekommen hat, eröffnet den nächsten."),
        ],
        "higher_wins": [
            ("Es gewinnt, wer weniger Punkte hat.", "Es gewinnt, wer mehr Punkte hat."),
            ("Die niedrigste Punktzahl gewinnt.", "Die höchste Punktzahl gewinnt."),
            ("Sieger ist der Spieler mit den wenigsten Augen.", "Sieger ist der Spieler mit den meisten Augen."),
        ],
        "tie": [
            ("Bei 60 zu 60 wird neu gegeben.", "Bei 60 zu 60 ist das Spiel unentschieden."),
            ("Bei Gleichstand gewinnt der Geber.", "Bei Gleichstand gewinnt niemand."),
            ("Haben beide 60 Augen, wird das Spiel wiederholt.", "Haben beide 60 Augen, endet das Spiel remis."),
        ],
    },
    "fr": {
        "follow_must": [
            "Si vous avez une carte de la couleur demandée, vous devez la jouer.",
            "Il faut fournir à la couleur.",
            "On est obligé de fournir si on le peut.",
            "Le joueur doit jouer dans la couleur d'entame.",
            "Fournissez la couleur jouée si vous le pouvez.",
            "Il est obligatoire de suivre la couleur.",
        ],
        "follow_may": [
            "On n'est pas obligé de fournir.",
            "Il n'y a pas d'obligation de fournir à la couleur.",
            "Vous pouvez jouer n'importe quelle carte, même si vous avez la couleur demandée.",
            "Le joueur n'est pas tenu de suivre la couleur jouée.",
        ],
        "follow_alt": [
            "Il est interdit de jouer une autre couleur si l'on possède la couleur demandée.",
            "Vous ne pouvez pas vous défausser d'une autre couleur si vous avez la couleur d'entame.",
            "On n'a pas le droit de jouer une autre couleur quand on peut fournir.",
        ],
        "trump_must": [
            "Si vous ne pouvez pas fournir, vous devez couper.",
            "Le joueur qui n'a pas la couleur demandée est obligé de jouer atout.",
            "Faute de pouvoir fournir, il faut couper avec un atout.",
            "Quand on n'a pas la couleur, on doit couper.",
        ],
        "trump_may": [
            "Si vous ne pouvez pas fournir, vous pouvez couper ou vous défausser.",
            "Le joueur qui n'a pas la couleur n'est pas obligé de couper.",
            "Couper n'est pas obligatoire.",
        ],
        "trump_alt": [
            "Si vous ne pouvez pas fournir, il est interdit de vous défausser quand vous avez un atout.",
            "On ne peut pas se défausser si l'on a de l'atout et pas la couleur demandée.",
            "Le joueur qui n'a pas la couleur n'a pas le droit de se défausser s'il a un atout.",
        ],
        "capture_must": [
            ("Si vous pouvez prendre, vous devez prendre.", "Si vous pouvez prendre, vous n'êtes pas obligé de le faire."),
            ("La prise est obligatoire.", "La prise est facultative."),
            ("Un joueur qui peut ramasser une carte est obligé de la ramasser.", "Un joueur qui peut ramasser une carte n'est pas obligé de la ramasser."),
            ("Il faut prendre dès que c'est possible.", "Il ne faut pas forcément prendre, même quand c'est possible."),
        ],
        "capture_alt": [
            ("Vous ne pouvez pas poser une carte sur la table si vous pouvez prendre.", "Vous pouvez poser une carte sur la table même si vous pouvez prendre."),
            ("Il est interdit de poser sa carte sans prendre quand une prise est possible.", "Il est permis de poser sa carte sans prendre même quand une prise est possible."),
            ("On n'a pas le droit de se défausser sur la table si l'on peut prendre.", "On a le droit de se défausser sur la table même si l'on peut prendre."),
        ],
        "dealer_first": [
            ("Le donneur joue en premier.", "Le joueur à droite du donneur joue en premier."),
            ("C'est le donneur qui entame.", "C'est le joueur à la droite du donneur qui entame."),
            ("Celui qui a distribué commence.", "Celui qui est assis à droite de celui qui a distribué commence."),
        ],
        "dealer_side": [
            ("Le joueur à gauche du donneur commence.", "Le joueur à droite du donneur commence."),
            ("C'est le voisin de gauche du donneur qui entame.", "C'est le voisin de droite du donneur qui entame."),
            ("Le joueur assis à la gauche du donneur joue la première carte.", "Le joueur assis à la droite du donneur joue la première carte."),
        ],
        "direction": [
            ("On joue dans le sens des aiguilles d'une montre.", "On joue dans le sens inverse des aiguilles d'une montre."),
            ("Le jeu tourne dans le sens horaire.", "Le jeu tourne dans le sens antihoraire."),
            ("Le tour passe vers la gauche.", "Le tour passe vers la droite."),
        ],
        "winner_leads": [
            ("Le perdant du pli entame le pli suivant.", "Le gagnant du pli entame le pli suivant."),
            ("Celui qui perd le pli joue le premier au pli suivant.", "Celui qui remporte le pli joue le premier au pli suivant."),
            ("Le joueur qui n'a pas fait le pli ouvre le suivant.", "Le joueur qui a fait le pli ouvre le suivant."),
        ],
        "higher_wins": [
            ("Le joueur qui a le moins de points gagne.", "Le joueur qui a le plus de points gagne."),
            ("Le score le plus bas l'emporte.", "Le score le plus élevé l'emporte."),
            ("Celui qui marque le moins de points gagne la partie.", "Celui qui marque le plus de points gagne la partie."),
        ],
        "tie": [
            ("À 60 partout, on redistribue.", "À 60 partout, la partie est nulle."),
            ("En cas d'égalité, le donneur gagne.", "En cas d'égalité, personne ne gagne."),
            ("Si les deux ont 60 points, la donne est rejouée.", "Si les deux ont 60 points, c'est un match nul."),
        ],
    },
    "es": {
        "follow_must": [
            "Si tienes una carta del palo de salida, debes jugarla.",
            "Hay que asistir al palo.",
            "Es obligatorio seguir el palo jugado.",
            "El jugador tiene que echar una carta del palo que se jugó primero.",
            "Asiste al palo si puedes.",
            "Se debe servir al palo pedido.",
        ],
        "follow_may": [
            "No es obligatorio asistir.",
            "No hay obligación de seguir el palo.",
            "Puedes jugar cualquier carta aunque tengas el palo de salida.",
            "El jugador no tiene que seguir el palo jugado.",
        ],
        "follow_alt": [
            "No se puede jugar otro palo si se tiene el palo de salida.",
            "Está prohibido echar una carta de otro palo cuando tienes el palo jugado.",
            "No vale jugar otro palo si puedes asistir.",
        ],
        "trump_must": [
            "Si no puedes asistir, debes fallar.",
            "Quien no tenga el palo de salida está obligado a jugar triunfo.",
            "Hay que matar con triunfo cuando no se tiene el palo.",
            "Si no tienes cartas del palo jugado, tienes que echar un triunfo.",
        ],
        "trump_may": [
            "Si no puedes asistir, puedes fallar o descartarte.",
            "Quien no tenga el palo no está obligado a fallar.",
            "No es obligatorio jugar triunfo.",
        ],
        "trump_alt": [
            "Si no puedes asistir, no puedes descartarte mientras tengas triunfos.",
            "Está prohibido descartarse teniendo triunfo si no se tiene el palo de salida.",
            "No vale tirar otra carta si no tienes el palo y tienes triunfo.",
        ],
        "capture_must": [
            ("Si puedes capturar, debes hacerlo.", "Si puedes capturar, no estás obligado a hacerlo."),
            ("Capturar es obligatorio.", "Capturar es opcional."),
            ("El jugador que puede llevarse una carta está obligado a llevársela.", "El jugador que puede llevarse una carta no está obligado a llevársela."),
            ("Hay que levantar siempre que se pueda.", "No hace falta levantar aunque se pueda."),
        ],
        "capture_alt": [
            ("No vale dejar la carta en la mesa si puedes capturar.", "Vale dejar la carta en la mesa aunque puedas capturar."),
            ("No se puede dejar una carta en la mesa cuando se puede capturar.", "Se puede dejar una carta en la mesa aunque se pueda capturar."),
            ("Está prohibido tirar una carta sin capturar si hay una captura posible.", "Está permitido tirar una carta sin capturar aunque haya una captura posible."),
            ("No está permitido descartar en la mesa si puedes llevarte una carta.", "Está permitido descartar en la mesa aunque puedas llevarte una carta."),
        ],
        "dealer_first": [
            ("El repartidor juega primero.", "El jugador a la derecha del repartidor juega primero."),
            ("Sale el que reparte.", "Sale el jugador a la derecha del que reparte."),
            ("Empieza quien ha repartido.", "Empieza quien está a la derecha de quien ha repartido."),
        ],
        "dealer_side": [
            ("Empieza el jugador a la izquierda del repartidor.", "Empieza el jugador a la derecha del repartidor."),
            ("Sale el jugador sentado a la izquierda del que reparte.", "Sale el jugador sentado a la derecha del que reparte."),
            ("Es mano el jugador a la izquierda del repartidor.", "Es mano el jugador a la derecha del repartidor."),
        ],
        "direction": [
            ("Se juega en el sentido de las agujas del reloj.", "Se juega en sentido contrario a las agujas del reloj."),
            ("El turno pasa en sentido horario.", "El turno pasa en sentido antihorario."),
            ("El juego gira hacia la izquierda.", "El juego gira hacia la derecha."),
        ],
        "winner_leads": [
            ("El perdedor de la baza sale en la siguiente.", "El ganador de la baza sale en la siguiente."),
            ("Quien pierde la baza juega primero en la siguiente.", "Quien gana la baza juega primero en la siguiente."),
            ("Sale en la próxima baza el jugador que no se la llevó.", "Sale en la próxima baza el jugador que se la llevó."),
        ],
        "higher_wins": [
            ("Gana el jugador con menos puntos.", "Gana el jugador con más puntos."),
            ("Gana quien sume la puntuación más baja.", "Gana quien sume la puntuación más alta."),
            ("El que hace menos tantos gana la partida.", "El que hace más tantos gana la partida."),
        ],
        "tie": [
            ("Con 60 puntos cada uno, se vuelve a repartir.", "Con 60 puntos cada uno, la partida queda en empate."),
            ("En caso de empate gana el repartidor.", "En caso de empate no gana nadie."),
            ("Si ambos tienen 60, la mano se repite.", "Si ambos tienen 60, hay empate."),
        ],
    },
    "pt": {
        "follow_must": [
            "Se tiver uma carta do naipe jogado, tem de jogá-la.",
            "É obrigatório assistir ao naipe de saída.",
            "Deve-se seguir o naipe sempre que possível.",
            "O jogador tem que servir o naipe puxado.",
            "Se você tem cartas do naipe pedido, é obrigado a jogar uma delas.",
            "Siga o naipe da primeira carta, se puder.",
        ],
        "follow_may": [
            "Não é obrigatório assistir.",
            "Não há obrigação de seguir o naipe.",
            "Pode jogar qualquer carta, mesmo tendo o naipe de saída.",
            "O jogador não precisa seguir o naipe jogado.",
        ],
        "follow_alt": [
            "Não se pode jogar outro naipe quando se tem o naipe de saída.",
            "É proibido jogar uma carta de outro naipe se você tem o naipe puxado.",
            "Não vale jogar outro naipe se puder assistir.",
        ],
        "trump_must": [
            "Se não puder assistir, tem de cortar com trunfo.",
            "Quem não tem o naipe de saída é obrigado a jogar trunfo.",
            "Não tendo o naipe jogado, deve-se jogar um trunfo.",
            "Sem cartas do naipe pedido, você tem que trunfar.",
        ],
        "trump_may": [
            "Se não puder assistir, pode cortar ou descartar qualquer carta.",
            "Quem não tem o naipe não é obrigado a cortar.",
            "Não é obrigatório jogar trunfo.",
        ],
        "trump_alt": [
            "Se não puder assistir, não pode descartar enquanto tiver trunfos.",
            "É proibido descartar tendo trunfo, quando não se tem o naipe de saída.",
            "Não vale baldar-se se não tem o naipe e tem trunfo.",
        ],
        "capture_must": [
            ("Se puder capturar, tem de capturar.", "Se puder capturar, não é obrigado a fazê-lo."),
            ("Capturar é obrigatório.", "Capturar é opcional."),
            ("O jogador que pode levar uma carta da mesa é obrigado a levá-la.", "O jogador que pode levar uma carta da mesa não é obrigado a levá-la."),
            ("Deve-se pegar sempre que possível.", "Não é preciso pegar, mesmo quando possível."),
        ],
        "capture_alt": [
            ("Não vale deixar a carta na mesa se puder capturar.", "Vale deixar a carta na mesa mesmo que possa capturar."),
            ("Não se pode largar uma carta na mesa quando se pode capturar.", "Pode-se largar uma carta na mesa mesmo quando se pode capturar."),
            ("É proibido descartar na mesa se houver uma captura possível.", "É permitido descartar na mesa mesmo havendo uma captura possível."),
            ("Não é permitido pôr a carta na mesa sem capturar quando é possível capturar.", "É permitido pôr a carta na mesa sem capturar mesmo quando é possível capturar."),
        ],
        "dealer_first": [
            ("O carteador joga primeiro.", "O jogador à direita do carteador joga primeiro."),
            ("Quem dá as cartas começa.", "Começa o jogador à direita de quem dá as cartas."),
            ("A primeira carta é jogada por quem distribuiu.", "A primeira carta é jogada por quem está à direita de quem distribuiu."),
        ],
        "dealer_side": [
            ("Começa o jogador à esquerda do carteador.", "Começa o jogador à direita do carteador."),
            ("Sai o jogador sentado à esquerda de quem dá as cartas.", "Sai o jogador sentado à direita de quem dá as cartas."),
            ("Joga primeiro quem está à esquerda do carteador.", "Joga primeiro quem está à direita do carteador."),
        ],
        "direction": [
            ("Joga-se no sentido dos ponteiros do relógio.", "Joga-se no sentido contrário aos ponteiros do relógio."),
            ("O jogo segue em sentido horário.", "O jogo segue em sentido anti-horário."),
            ("A vez passa para a esquerda.", "A vez passa para a direita."),
        ],
        "winner_leads": [
            ("Quem perde a vaza sai na seguinte.", "Quem ganha a vaza sai na seguinte."),
            ("O perdedor da vaza joga primeiro na próxima.", "O vencedor da vaza joga primeiro na próxima."),
            ("Começa a vaza seguinte o jogador que não levou a anterior.", "Começa a vaza seguinte o jogador que levou a anterior."),
        ],
        "higher_wins": [
            ("Ganha quem tiver menos pontos.", "Ganha quem tiver mais pontos."),
            ("Vence o jogador com a pontuação mais baixa.", "Vence o jogador com a pontuação mais alta."),
            ("Quem fizer menos pontos ganha a partida.", "Quem fizer mais pontos ganha a partida."),
        ],
        "tie": [
            ("Com 60 pontos para cada um, dá-se de novo.", "Com 60 pontos para cada um, a partida fica empatada."),
            ("Em caso de empate, ganha o carteador.", "Em caso de empate, ninguém ganha."),
            ("Se ambos fizerem 60, a mão é repetida.", "Se ambos fizerem 60, há empate."),
        ],
    },
    "ru": {
        "follow_must": [
            "Если у тебя есть карта масти хода, ты должен её сыграть.",
            "Ходить в масть обязательно.",
            "Игрок обязан класть карту заходной масти, если она у него есть.",
            "Нужно отвечать в масть первой карты.",
            "Если есть карты той же масти, что и первая карта, надо играть в масть.",
            "Кладите карту в масть, если можете.",
        ],
        "follow_may": [
            "Ходить в масть не обязательно.",
            "Играть в масть игрок не обязан.",
            "Можно положить любую карту, даже если есть карта масти хода.",
            "Отвечать в масть не нужно.",
        ],
        "follow_alt": [
            "Нельзя класть другую масть, если есть масть хода.",
            "Запрещено играть карту другой масти, когда у тебя есть заходная масть.",
            "Не допускается сбрасывать другую масть, если можно ходить в масть.",
        ],
        "trump_must": [
            "Если нет карт масти хода, нужно бить козырем.",
            "Игрок, у которого нет нужной масти, обязан сыграть козырь.",
            "При отсутствии масти необходимо положить козырь.",
            "Нет масти — ходи козырем.",
        ],
        "trump_may": [
            "Если нет масти хода, можно бить козырем или сбросить любую карту.",
            "Игрок без нужной масти не обязан бить козырем.",
            "Козырять не обязательно.",
        ],
        "trump_alt": [
            "Если нет масти хода, нельзя сбрасывать другую карту, пока есть козыри.",
            "Игроку без нужной масти запрещено сбрасывать карту, если у него есть козырь.",
            "Не допускается сброс при наличии козыря, если нет масти.",
        ],
        "capture_must": [
            ("Если можешь взять, ты должен брать.", "Если можешь взять, ты не обязан брать."),
            ("Брать обязательно.", "Брать не обязательно."),
            ("Игрок, который может взять карту со стола, обязан её взять.", "Игрок, который может взять карту со стола, может её и не брать."),
            ("Нужно забирать всегда, когда это возможно.", "Забирать не нужно, даже когда это возможно."),
        ],
        "capture_alt": [
            ("Нельзя класть карту на стол, если можно взять.", "Можно класть карту на стол, даже если можно взять."),
            ("Запрещено сбрасывать карту на стол, когда возможно взятие.", "Разрешено сбрасывать карту на стол, даже когда возможно взятие."),
            ("Не допускается выкладывать карту без взятия, если можно что-то забрать.", "Допускается выкладывать карту без взятия, даже если можно что-то забрать."),
        ],
        "dealer_first": [
            ("Первым ходит сдающий.", "Первым ходит игрок справа от сдающего."),
            ("Игру начинает сдатчик.", "Игру начинает игрок, сидящий справа от сдатчика."),
            ("Первую карту кладёт тот, кто сдавал.", "Первую карту кладёт тот, кто сидит справа от сдававшего."),
        ],
        "dealer_side": [
            ("Первым ходит игрок слева от сдающего.", "Первым ходит игрок справа от сдающего."),
            ("Начинает сосед сдатчика слева.", "Начинает сосед сдатчика справа."),
            ("Игру начинает тот, кто сидит по левую руку от сдающего.", "Игру начинает тот, кто сидит по правую руку от сдающего."),
        ],
        "direction": [
            ("Игра идёт по часовой стрелке.", "Игра идёт против часовой стрелки."),
            ("Ход передаётся по часовой стрелке.", "Ход передаётся против часовой стрелки."),
            ("Ходят по кругу налево.", "Ходят по кругу направо."),
        ],
        "winner_leads": [
            ("Проигравший взятку ходит первым в следующей.", "Выигравший взятку ходит первым в следующей."),
            ("Следующую взятку начинает тот, кто проиграл предыдущую.", "Следующую взятку начинает тот, кто взял предыдущую."),
            ("Кто не взял взятку, тот и заходит.", "Кто взял взятку, тот и заходит."),
        ],
        "higher_wins": [
            ("Побеждает тот, у кого меньше очков.", "Побеждает тот, у кого больше очков."),
            ("Выигрывает игрок с наименьшим числом очков.", "Выигрывает игрок с наибольшим числом очков."),
            ("Кто наберёт меньше очков, тот и выиграл.", "Кто наберёт больше очков, тот и выиграл."),
        ],
        "tie": [
            ("При 60 очках у каждого карты пересдаются.", "При 60 очках у каждого объявляется ничья."),
            ("При равенстве очков побеждает сдающий.", "При равенстве очков никто не побеждает."),
            ("Если у обоих по 60, партия переигрывается.", "Если у обоих по 60, это ничья."),
        ],
    },
    "fi": {
        "follow_must": [
            "Maata on tunnustettava.",
            "Jos sinulla on avattua maata, sinun täytyy pelata sitä.",
            "Pelaajan on pakko tunnustaa maata, jos pystyy.",
            "Tunnusta maata aina kun voit.",
            "Pelattua maata on pelattava, jos sitä on kädessä.",
            "Maantunnustus on pakollinen.",
        ],
        "follow_may": [
            "Maata ei tarvitse tunnustaa.",
            "Maantunnustus ei ole pakollinen.",
            "Saat pelata minkä tahansa kortin, vaikka sinulla olisi avattua maata.",
            "Pelaajan ei ole pakko tunnustaa maata.",
        ],
        "follow_alt": [
            "Muuta maata ei saa pelata, jos kädessä on avattua maata.",
            "On kiellettyä pelata toista maata, kun voi tunnustaa.",
            "Toisen maan pelaaminen ei ole sallittua, jos sinulla on pelattua maata.",
        ],
        "trump_must": [
            "Jos et voi tunnustaa maata, sinun on lyötävä valtilla.",
            "Pelaajan, jolla ei ole avattua maata, täytyy pelata valtti.",
            "Ellei maata ole, on pakko lyödä valttia.",
            "Jos maata ei ole, on pelattava valtti.",
        ],
        "trump_may": [
            "Jos et voi tunnustaa maata, saat lyödä valtilla tai pelata minkä tahansa kortin.",
            "Valttia ei ole pakko lyödä, vaikka maata ei olisi.",
            "Valtin pelaaminen ei ole pakollista.",
        ],
        "trump_alt": [
            "Jos et voi tunnustaa maata, et saa sakata, kun sinulla on valtti.",
            "Sakaaminen on kiellettyä, jos kädessä on valtti eikä avattua maata.",
            "Ei ole sallittua pelata muuta korttia, jos maata ei ole mutta valtti on.",
        ],
        "capture_must": [
            ("Jos voit ottaa, sinun täytyy ottaa.", "Jos voit ottaa, sinun ei ole pakko ottaa."),
            ("Ottaminen on pakollista.", "Ottaminen on vapaaehtoista."),
            ("Pelaajan, joka voi ottaa kortin pöydästä, on otettava se.", "Pelaajan, joka voi ottaa kortin pöydästä, ei tarvitse ottaa sitä."),
            ("Aina kun voi kerätä, on kerättävä.", "Vaikka voisi kerätä, ei ole pakko kerätä."),
        ],
        "capture_alt": [
            ("Korttia ei saa laskea pöytään, jos voi ottaa.", "Kortin saa laskea pöytään, vaikka voisi ottaa."),
            ("On kiellettyä laittaa kortti pöytään ottamatta, jos ottaminen on mahdollista.", "On sallittua laittaa kortti pöytään ottamatta, vaikka ottaminen olisi mahdollista."),
            ("Ei ole sallittua pudottaa korttia pöytään, kun voi ottaa.", "On sallittua pudottaa kortti pöytään, vaikka voisi ottaa."),
        ],
        "dealer_first": [
            ("Jakaja aloittaa.", "Jakajan oikealla puolella istuva aloittaa."),
            ("Jakaja pelaa ensimmäisenä.", "Jakajasta oikealla oleva pelaa ensimmäisenä."),
            ("Ensimmäisen kortin pelaa jakaja.", "Ensimmäisen kortin pelaa jakajan oikeanpuoleinen naapuri."),
        ],
        "dealer_side": [
            ("Jakajan vasemmalla puolella istuva aloittaa.", "Jakajan oikealla puolella istuva aloittaa."),
            ("Jakajasta vasemmalla oleva pelaa ensimmäisenä.", "Jakajasta oikealla oleva pelaa ensimmäisenä."),
            ("Peli alkaa jakajan vasemmanpuoleisesta naapurista.", "Peli alkaa jakajan oikeanpuoleisesta naapurista."),
        ],
        "direction": [
            ("Pelataan myötäpäivään.", "Pelataan vastapäivään."),
            ("Vuoro kiertää myötäpäivään.", "Vuoro kiertää vastapäivään."),
            ("Peli etenee kellon suuntaan.", "Peli etenee vastapäivään."),
        ],
        "winner_leads": [
            ("Tikin hävinnyt aloittaa seuraavan tikin.", "Tikin voittanut aloittaa seuraavan tikin."),
            ("Seuraavan tikin avaa se, joka hävisi edellisen.", "Seuraavan tikin avaa se, joka voitti edellisen."),
            ("Tikin häviäjä pelaa ensimmäisenä seuraavaan tikkiin.", "Tikin voittaja pelaa ensimmäisenä seuraavaan tikkiin."),
        ],
        "higher_wins": [
            ("Voittaja on se, jolla on vähemmän pisteitä.", "Voittaja on se, jolla on enemmän pisteitä."),
            ("Pienimmät pisteet saanut voittaa.", "Eniten pisteitä saanut voittaa."),
            ("Peli voitetaan keräämällä vähiten pisteitä.", "Peli voitetaan keräämällä eniten pisteitä."),
        ],
        "tie": [
            ("Jos molemmilla on 60 pistettä, jako uusitaan.", "Jos molemmilla on 60 pistettä, peli päättyy tasapeliin."),
            ("Tasapelissä jakaja voittaa.", "Tasapelissä kukaan ei voita."),
            ("Tilanteessa 60–60 jaetaan uudelleen.", "Tilanteessa 60–60 peli on tasan."),
        ],
    },
    "vi": {
        "follow_must": [
            "Nếu bạn có lá cùng chất với lá ra đầu, bạn phải đánh lá đó.",
            "Bắt buộc phải theo chất.",
            "Người chơi phải đi theo chất đi đầu nếu có.",
            "Có chất được ra thì phải đánh chất đó.",
            "Hãy theo chất nếu bạn có thể.",
        ],
        "follow_may": [
            "Không bắt buộc phải theo chất.",
            "Người chơi không cần theo chất ra đầu.",
            "Bạn có thể đánh bất kỳ lá nào, kể cả khi có chất đi đầu.",
        ],
        "follow_alt": [
            "Không được đánh chất khác nếu bạn có chất ra đầu.",
            "Cấm đánh lá khác chất khi còn lá cùng chất đi đầu.",
            "Không được phép bỏ chất khác khi có thể theo chất.",
        ],
        "trump_must": [
            "Nếu không theo được chất, bạn phải đánh lá chủ.",
            "Người không có chất ra đầu bắt buộc phải chặt bằng chủ.",
            "Hết chất thì phải đánh chủ.",
        ],
        "trump_may": [
            "Nếu không theo được chất, bạn có thể đánh chủ hoặc bỏ bất kỳ lá nào.",
            "Người không có chất không bắt buộc phải đánh chủ.",
            "Đánh chủ là không bắt buộc.",
        ],
        "trump_alt": [
            "Nếu không theo được chất, không được bỏ lá khác khi còn lá chủ.",
            "Cấm bỏ bài khi không có chất ra đầu mà còn lá chủ.",
            "Không được phép bỏ lá khác nếu hết chất nhưng còn chủ.",
        ],
        "capture_must": [
            ("Nếu ăn được thì bạn phải ăn.", "Nếu ăn được, bạn không bắt buộc phải ăn."),
            ("Bắt buộc phải ăn bài.", "Ăn bài là không bắt buộc."),
            ("Người chơi nào ăn được lá trên bàn thì buộc phải ăn.", "Người chơi nào ăn được lá trên bàn cũng không buộc phải ăn."),
        ],
        "capture_alt": [
            ("Không được đặt lá xuống bàn nếu bạn ăn được.", "Bạn được đặt lá xuống bàn kể cả khi ăn được."),
            ("Cấm bỏ bài xuống bàn khi có thể ăn.", "Được phép bỏ bài xuống bàn dù có thể ăn."),
            ("Không được phép hạ bài mà không ăn khi có lá ăn được.", "Được phép hạ bài mà không ăn dù có lá ăn được."),
        ],
        "dealer_first": [
            ("Người chia bài đi trước.", "Người ngồi bên phải người chia bài đi trước."),
            ("Người chia bài ra lá đầu tiên.", "Người bên phải người chia bài ra lá đầu tiên."),
            ("Nhà cái đánh trước.", "Người ngồi bên phải nhà cái đánh trước."),
        ],
        "dealer_side": [
            ("Người ngồi bên trái người chia bài đi trước.", "Người ngồi bên phải người chia bài đi trước."),
            ("Người bên tay trái người chia bài ra lá đầu tiên.", "Người bên tay phải người chia bài ra lá đầu tiên."),
            ("Người chơi bên trái người chia bài bắt đầu.", "Người chơi bên phải người chia bài bắt đầu."),
        ],
        "direction": [
            ("Chơi theo chiều kim đồng hồ.", "Chơi ngược chiều kim đồng hồ."),
            ("Lượt đi theo chiều kim đồng hồ.", "Lượt đi ngược chiều kim đồng hồ."),
            ("Vòng chơi đi sang trái.", "Vòng chơi đi sang phải."),
        ],
        "winner_leads": [
            ("Người thua nước bài đi trước ở nước tiếp theo.", "Người thắng nước bài đi trước ở nước tiếp theo."),
            ("Ai thua nước thì ra bài trước ở nước sau.", "Ai thắng nước thì ra bài trước ở nước sau."),
            ("Người không ăn được nước trước sẽ đi đầu nước sau.", "Người ăn được nước trước sẽ đi đầu nước sau."),
        ],
        "higher_wins": [
            ("Ai ít điểm hơn thì thắng.", "Ai nhiều điểm hơn thì thắng."),
            ("Người có điểm thấp nhất thắng.", "Người có điểm cao nhất thắng."),
            ("Bên ghi ít điểm nhất thắng ván.", "Bên ghi nhiều điểm nhất thắng ván."),
        ],
        "tie": [
            ("Nếu mỗi bên 60 điểm thì chia bài lại.", "Nếu mỗi bên 60 điểm thì hòa."),
            ("Khi hòa điểm, người chia bài thắng.", "Khi hòa điểm, không ai thắng."),
            ("Hai bên cùng 60 điểm thì ván đấu được chơi lại.", "Hai bên cùng 60 điểm thì ván đấu hòa."),
        ],
    },
}

# (lang, text) → why the row is not read right yet (a strict xfail: it fails once it is)
# why a row is not read yet (diagnosed by reading the readers; each row a strict xfail)
VOID_AFTER = ("the hand void of the suit said after the prohibition or in a subject clause: the discarding is read as another suit while holding it (following suit), or not at all (obligations.obligation: a void condition rules the alternative only before it)")
DISCARD_VERB = ("a verb of discarding alone ('scartare', 'discard', 'abwerfen', 'сбрасывать', 'sakata') is no alternative to the "
                "trump: Minchiate discards after the robbing with the same verbs (as other_suit they gave ten false errors on dev)")
VOID_NOUN = ("void said by a noun or participle ('void in', 'without', 'при отсутствии', 'vaikka maata ei olisi', 'hết chất'): not a void condition for the trump's alternative")
XFAIL: dict[tuple[str, str], str] = {
 ("it", "Senza il seme di uscita non vale scartare se si hanno trionfi."): DISCARD_VERB,
 ("en", "If you cannot follow suit, you may not discard when you hold a trump."): DISCARD_VERB,
 ("de", "Wer nicht bedienen kann, darf nicht abwerfen, solange er einen Trumpf hat."): DISCARD_VERB,
 ("de", "Kann man nicht bedienen, ist Abwerfen verboten, wenn man Trumpf hat."): DISCARD_VERB,
 ("fr", "Si vous ne pouvez pas fournir, il est interdit de vous défausser quand vous avez un atout."): DISCARD_VERB,
 ("ru", "Игроку без нужной масти запрещено сбрасывать карту, если у него есть козырь."): DISCARD_VERB,
 ("fi", "Jos et voi tunnustaa maata, et saa sakata, kun sinulla on valtti."): DISCARD_VERB,
 ("de", "Du darfst nicht abwerfen, wenn du bedienen kannst."): DISCARD_VERB,
 ("it", "Se non hai il seme uscito puoi giocare un trionfo oppure qualsiasi altra carta."): "a permission of two acts joined by 'oppure … qualsiasi altra carta' (either/or with a free choice) is not read as the trump made optional",
 ("it", "Chi non ha il seme non può scartare quando ha un tarocco."): VOID_AFTER,
 ("en", "Players need not follow the suit that was led."): "'follow' with the suit led as object (not the term 'follow suit'): no follow action found",
 ("en", "A player who can follow suit cannot discard from another suit."): "the negated 'can' beside the action's own 'can' is taken for an ability (ABILITY_REACH), not a negated permission",
 ("en", "If you cannot follow suit, you may trump or discard any card."): "a permission of two acts ('may trump or discard any card'): no single reading of the trump",
 ("en", "Trumping is optional when you have no card of the suit led."): "'trumping' as a noun-like gerund subject of 'is optional' with a void condition after: read as compulsory (a void before the cue flips)",
 ("en", "A player void in the suit led is not allowed to discard while holding trumps."): VOID_NOUN,
 ("en", "Without the suit led, discarding a plain card is forbidden if you have a trump."): VOID_NOUN,
 ("en", "Laying a card on the table without capturing is not allowed if a capture is possible."): "the condition names the capture by its noun ('a capture is possible'): the alternative is not consulted when the action is named",
 ("en", "A player who can capture cannot simply place his card."): "the negated 'can' right after the subject clause's 'can capture' is taken for an ability (ABILITY_REACH)",
 ("en", "Trailing a card is forbidden when a capture is available."): "the condition names the capture by its noun ('a capture is available'): the alternative is not consulted when the action is named",
 ("en", "A tie at 60 points is won by the player who took the last trick."): "a tie 'won by' someone (passive): the tie-break cues are active verbs and 'goes to'",
 ("de", "Eine andere Farbe abzuwerfen ist verboten, solange man die angespielte Farbe hat."): "'solange' (as long as) is no condition word: the holding of the suit led is not read as the case",
 ("de", "Wer die ausgespielte Farbe nicht hat, darf keine Fehlkarte abwerfen, wenn er trumpfen kann."): VOID_AFTER,
 ("fr", "On ne peut pas se défausser si l'on a de l'atout et pas la couleur demandée."): VOID_AFTER,
 ("fr", "Le joueur qui n'a pas la couleur n'a pas le droit de se défausser s'il a un atout."): VOID_AFTER,
 ("es", "Si no puedes asistir, no puedes descartarte mientras tengas triunfos."): "'mientras' (while) opens no condition and the trump held is named after the prohibition: the trump is not ruled",
 ("es", "Está prohibido descartarse teniendo triunfo si no se tiene el palo de salida."): VOID_AFTER,
 ("es", "No vale tirar otra carta si no tienes el palo y tienes triunfo."): VOID_AFTER,
 ("pt", "Quem não tem o naipe não é obrigado a cortar."): "'cortar' (to trump) is not a trump action in pt (only 'cortar com trunfo')",
 ("pt", "Se não puder assistir, não pode descartar enquanto tiver trunfos."): "'enquanto' (while) opens no condition and the trump held is named after the prohibition: the trump is not ruled",
 ("pt", "É proibido descartar tendo trunfo, quando não se tem o naipe de saída."): VOID_AFTER,
 ("pt", "Não vale baldar-se se não tem o naipe e tem trunfo."): VOID_AFTER,
 ("pt", "Sai o jogador sentado à esquerda de quem dá as cartas."): "the dealer named by a clause 'quem dá as cartas' after 'à esquerda de': the side is not tied to the dealer",
 ("pt", "Com 60 pontos para cada um, dá-se de novo."): "'para cada um' is not read as each side's score (a tie)",
 ("ru", "Нет масти — ходи козырем."): "an imperative after a dash, no modal word and no 'if able': no duty read",
 ("ru", "Если нет масти хода, нельзя сбрасывать другую карту, пока есть козыри."): "'пока есть козыри' (while one holds trumps) after the prohibition: the trump held is not the case; read as following suit",
 ("ru", "Не допускается сброс при наличии козыря, если нет масти."): VOID_AFTER,
 ("fi", "Toisen maan pelaaminen ei ole sallittua, jos sinulla on pelattua maata."): "the alternative in the genitive with a verbal noun ('toisen maan pelaaminen'): the other_suit forms are partitive",
 ("fi", "Valttia ei ole pakko lyödä, vaikka maata ei olisi."): VOID_NOUN,
 ("fi", "Valtin pelaaminen ei ole pakollista."): "the trump as a genitive before a verbal noun ('valtin pelaaminen'): no trump action",
 ("fi", "Sakaaminen on kiellettyä, jos kädessä on valtti eikä avattua maata."): VOID_AFTER,
 ("fi", "Ei ole sallittua pelata muuta korttia, jos maata ei ole mutta valtti on."): VOID_AFTER,
 ("fi", "Peli alkaa jakajan vasemmanpuoleisesta naapurista."): "a side in a compound adjective ('vasemmanpuoleisesta naapurista'): the dealer is read as the first player",
 ("vi", "Không được phép bỏ chất khác khi có thể theo chất."): "the condition names the follow action ('có thể theo chất'): the alternative is not consulted when the action is named",
 ("vi", "Người không có chất không bắt buộc phải đánh chủ."): "'đánh chủ' after a negated duty in a subject clause 'người không có chất': the trump is not read",
 ("vi", "Nếu không theo được chất, không được bỏ lá khác khi còn lá chủ."): VOID_AFTER,
 ("vi", "Cấm bỏ bài khi không có chất ra đầu mà còn lá chủ."): VOID_AFTER,
 ("vi", "Không được phép bỏ lá khác nếu hết chất nhưng còn chủ."): VOID_AFTER,
 ("vi", "Nhà cái đánh trước."): "'nhà cái' (the house) is no word for the dealer in the glossary",
 ("vi", "Nếu mỗi bên 60 điểm thì chia bài lại."): "'mỗi bên 60 điểm' with no verb is not read as a tie",
}
# ... rows whose "agrees" reading gets an error (a false error where the text states our rule)
XFAIL_AGREES: dict[tuple[str, str], str] = {
 ("en", "Trumping is optional when you have no card of the suit led."): XFAIL[("en", "Trumping is optional when you have no card of the suit led.")],
 ("fi", "Peli alkaa jakajan oikeanpuoleisesta naapurista."): "a side in a compound adjective ('oikeanpuoleisesta naapurista'): the dealer is read as the first player (a false error)",
}


def _rows(side: str) -> list:
    """The matrix's rows read one way (``side``: "differs" or "agrees"), each
    ``(lang, concept, game, text)``, ids concept-lang-n; a row of ``XFAIL`` is a strict xfail."""
    params = []
    for lang, concepts in MATRIX.items():
        for concept, rows in concepts.items():
            differs_in, _, agrees_in = CONCEPTS[concept]
            for i, row in enumerate(rows):
                differs, agrees = row if isinstance(row, tuple) else (row, row)
                text, game = (differs, differs_in) if side == "differs" else (agrees, agrees_in)
                why = (XFAIL if side == "differs" else XFAIL_AGREES).get((lang, text))
                marks = [pytest.mark.xfail(strict=True, reason=why)] if why else []
                params.append(pytest.param(lang, concept, game, text, id=f"{concept}-{lang}-{i}", marks=marks))
    return params


def _errors(text: str, lang: str, game: str) -> list[str]:
    """The rules the claim readers find ``text`` stating against ours (errors only)."""
    return [s.found for s in stated(text, lang, game, claims_only=True) if s.severity == "error"]


@pytest.mark.parametrize("lang,concept,game,text", _rows("differs"))
def test_concept_differs(lang, concept, game, text):
    found = _errors(text, lang, game)
    want = CONCEPTS[concept][1]
    assert any(w in f for w in want for f in found), f"{text}: want {want}, got {found}"


@pytest.mark.parametrize("lang,concept,game,text", _rows("agrees"))
def test_concept_agrees(lang, concept, game, text):
    found = _errors(text, lang, game)
    assert not found, f"{text}: an error on a sentence stating our rule: {found}"


# Near misses of the new vocabulary: the everyday sense of a prohibition ("non vale niente": is
# worth nothing; "no vale la pena": is not worth it), a placing that deals or sets up, an "if you
# can" of an invitation, advice on one card: no rule stated, no error (the game each is read against).
NEAR_MISSES = [
    ("it", "cicera", "Il Fante non vale niente se lo prendi con una somma."),
    ("es", "cicera", "No vale la pena capturar el siete si tu rival puede hacer escoba."),
    ("pt", "cicera", "Não vale a pena capturar um Ás se o adversário pode levar a mesa."),
    ("en", "cicera", "Place the deck face down on the table and deal four cards to each player."),
    ("de", "cicera", "Der Geber legt vier Karten offen auf den Tisch."),
    ("fr", "cicera", "Le donneur pose quatre cartes sur la table."),
    ("ru", "cicera", "Сдающий кладёт четыре карты на стол."),
    ("fi", "cicera", "Jakaja laskee neljä korttia pöytään."),
    ("vi", "cicera", "Người chia bài đặt bốn lá xuống bàn."),
    ("es", "cicera", "El que reparte deja cuatro cartas en la mesa."),
    ("en", "briscola", "Come to our club night if you can, and bring a friend."),
    ("it", "briscola", "Vieni al torneo se puoi: si gioca a Briscola ogni venerdì."),
    ("en", "briscola", "At the end of the deal, players discard their remaining cards."),
    ("it", "cicera", "Prendi il Settebello se puoi: vale un punto."),
    ("en", "cicera", "Capture the Re if you can, it counts for the majority."),
    ("es", "cicera", "Captura el siete de oros siempre que puedas."),
    ("it", "minchiate", "Il seme uscito si vede dalla prima carta della presa."),
]


@pytest.mark.parametrize("lang,game,text", NEAR_MISSES)
def test_concept_near_misses(lang, game, text):
    found = _errors(text, lang, game)
    assert not found, f"{text}: an error on a sentence stating no rule: {found}"
