"""False errors on text that states our rule (the thirtieth session, h191): sentences written
for this test in several languages, none copied from the corpus or the claims suite; each
phenomenon with near sentences that state another rule and still get an error. Found on batch
2027-01-09 and claims dev-z; each fixed as a phenomenon:

- **local_practice**: a holder named as a place ("al bar del porto", "at the harbour bar", "im
  Nachbardorf": data ``clause_cues.others_where`` before a ``holders`` word, a compound's head in
  de) with a verb of "they" near it (``others_they``: "giocano", "they", "spielen sie", "ils";
  not after a reflexive, ``others_they_not_beside``: "si giocano" is impersonal): that place's
  practice (``scope._local_practice``), a warning. "Here we play", "Al circolo si giocano …",
  "Bei uns im Dorf spielt man …" (an impersonal is the rule's own voice, as
  test_check_b31_readings has "In der Kneipe spielt man meistens …" alone) stay errors.
- **napula_list**: "Asso, 2 and 3 of Swords": the last rank of a list of cards is no count of the
  suit (``facts._listed_rank_glue``): Napula's cards read as a majority's least count.
- **taken_from**: a person in the dative beside a verb of taking ("nimmt mir den Re weg", "mi
  porta via il Re", "me prend le Cavallo": data ``trick_roles_more.taken_from``) is whom it is
  taken from; the taker is the one who played in the clause before, or of two cards the other.
- **deal_totals**: a sentence giving an amount of points no trick of so many cards holds ("Anna
  had 58 points and Ben 62, so Ben won") tells who won the deal, not the trick
  (``tricks._deal_totals``).
- **case_colon**: fi "pelaat Kolikoiden 7:n" — a colon between a digit and a letter is a case
  ending, no colon between an example's givens and its options (``examples._givens_colon``).
- **trick_subject**: "La presa va al 3 e vale 13 punti" — the verb after 'and' in a sentence whose
  subject is the trick is the trick's: its amount is the trick's points, no card's value
  (``values._trick_subject``), and it is checked as the trick's (``examples.trick_subject_before``).
- **rounded_to**: "der restliche Vorsprung wird auf volle 60 aufgerundet" — what the lead is
  rounded up to is the unit, no lead (data ``resto_reading.rounded_to``, ``examples._rounded_to``).
- **sum_parts**: "… il 28, il 29, il 30 e il 31 …, cioè una versicola da 20, più i 5 del Matto:
  25" — the breakdown's last parts sum to the total after the colon (``checks.sum_result``).
- **demanded**: what a party demanded, or wanted counted, told in the past ("A wollte 59 zu 61 als
  Unentschieden werten", "A wanted to count …": data ``clause_cues.demanded``, a wish
  ``demanded_wish`` only with a verb of counting ``demanded_count``), is a claim in a dispute,
  not the text's rule (``scope._demanded``), a warning.
- **without_ending**: fi "kenellekään kuulumatta" — a verb of deciding in its abessive ("without
  belonging") decides nothing (data ``claim_cues.without_endings``).
"""

from __future__ import annotations

from tests.checking import check, phenomena

GROUPS = {
    "local_practice": ("cicera", [
        ('it', 'Al circolo del paese giocano tre smazzate di fila, fino a 51 punti.', False),
        ('it', 'Al circolo si giocano tre smazzate di fila, fino a 51 punti.', True),
        ('it', 'Qui giochiamo tre smazzate di fila, fino a 51 punti.', True),
        ('en', 'At the harbour bar they play several deals in a row, up to 51 points.', False),
        ('en', 'Here we play several deals in a row, up to 51 points.', True),
        ('de', 'Im Nachbardorf spielen sie mehrere Runden bis 51 Punkte.', False),
        ('de', 'Bei uns im Dorf spielt man mehrere Runden bis 51 Punkte.', True),
        ('de', 'In der Hafenkneipe spielen sie mehrere Runden hintereinander bis 51 Punkte.', False),
        ('de', 'Man spielt mehrere Runden bis 51 Punkte.', True),
        ('fr', "Au café du port, ils jouent plusieurs donnes d'affilée jusqu'à 51 points.", False),
        ('es', 'En el bar del puerto juegan varias manos seguidas hasta 51 puntos.', False),
        ('es', 'Jugamos varias manos seguidas hasta 51 puntos.', True),
        ('fi', 'Satamabaarissa he pelaavat useita jakoja peräkkäin 51 pisteeseen asti.', False),
    ]),
    "napula_list": ("cicera", [
        ('it', 'Per la Napula servono l\'Asso, il 2 e il 3 di Spade; vale più punti chi ha la scala più lunga.', False),
        ('it', 'Per la maggioranza di Spade bastano 5 Spade.', True),
        ('de', 'Für die Napula braucht man Asso, 2 und 3 der Schwerter; gezählt wird die Folge, höchstens bis 10, wer die meisten hat, punktet.', False),
        ('de', 'Für die meisten Schwerter braucht man mindestens 6 Schwerter.', True),
        ('en', 'The Napula needs the Asso, 2 and 3 of Swords and scores most when the run is long.', False),
        ('en', 'For most Swords a team needs at least 6 Swords.', True),
    ]),
    "taken_from": ("briscola", [
        ('de', 'Trumpf sind Schwerter. Ich spiele den Re der Kelche aus, Nicola legt die kleine 2 der Schwerter drauf und nimmt mir damit den Re weg.', False),
        ('de', 'Trumpf sind Kelche. Ich spiele den Re der Kelche aus, Nicola legt die kleine 2 der Schwerter drauf und nimmt mir damit den Re weg.', True),
        ('de', 'Trumpf sind Kelche. Ich spiele den Re der Kelche aus, du legst die kleine 2 der Schwerter drauf und nimmst mir damit den Re weg.', True),
        ('it', 'Spade è briscola. Io gioco il Re di Coppe, Nicola ci butta sopra il 2 di Spade e mi porta via il Re.', False),
        ('it', 'Coppe è briscola. Io gioco il Re di Coppe, Nicola ci butta sopra il 2 di Spade e mi porta via il Re.', True),
        ('it', "Briscola a Denari. Tu apri con l'Asso di Bastoni, io ci metto sopra il 4 di Denari e ti porto via l'Asso.", False),
        ('it', "Briscola a Bastoni. Tu apri con l'Asso di Bastoni, io ci metto sopra il 4 di Denari e ti porto via l'Asso.", True),
        ('fr', "L'atout est Bâtons. Je joue le Cavallo de Bâtons, Lucie pose le 4 de Deniers et me prend le Cavallo.", True),
    ]),
    "deal_totals": ("briscola", [
        ('en', 'Coins were trumps. Anna led the 3 of Clubs and Ben answered with the Re of Clubs. At the end of the game Anna had 58 points and Ben 62, so Ben won.', False),
        ('en', 'Coins were trumps. Anna led the 3 of Clubs and Ben answered with the Re of Clubs, so Ben won.', True),
        ('es', 'Oros eran triunfo. Chiara salió con el 3 de Bastos y Álvaro contestó con el Re de Bastos. En la final, Chiara terminó con 59 puntos y Álvaro con 61: ganó Álvaro.', False),
        ('es', 'Oros eran triunfo. Chiara salió con el 3 de Bastos y Álvaro contestó con el Re de Bastos: ganó Álvaro, que se llevó 14 puntos.', True),
        ('fr', "Deniers était l'atout. Anne a entamé le 3 de Bâtons et Benoît a répondu avec le Re de Bâtons. À la fin, Anne avait 58 points et Benoît 62 : Benoît a gagné.", False),
        ('pt', 'Ouros era trunfo. A Ana saiu com o 3 de Paus e o Beto respondeu com o Re de Paus. No fim, a Ana tinha 58 pontos e o Beto 62: ganhou o Beto.', False),
    ]),
    "case_colon": ("cicera", [
        ('fi', 'Esimerkki: pöydässä on 7, 3 ja 4, ja pelaat Kolikoiden 7:n. Voit ottaa 7:n, tai 3:n ja 4:n yhdessä, tai laskea korttisi pöytään.', False),
        ('fi', 'Pöydällä on 2, 5 ja 6, ja pelaat Miekkojen 7:n. Voit ottaa 2:n ja 5:n yhdessä tai laskea korttisi pöytään.', False),
        ('fi', 'Esimerkki: pöydässä on 7, 3 ja 4, ja pelaat Kolikoiden 7:n: voit ottaa 7:n, tai 3:n ja 4:n yhdessä, tai laskea korttisi pöytään.', False),
        ('fi', 'Esimerkki: pöydässä on 7, 3 ja 4, ja pelaat Kolikoiden 7:n: voit ottaa vain 7:n tai laskea korttisi pöytään.', True),
    ]),
    "trick_subject": ("briscola", [
        ('it', 'La presa va al 3 e vale 13 punti.', False),
        ('it', 'Il 3 vale 13 punti.', True),
        ('de', 'Der Stich geht an die Zwei und bringt 11 Augen.', False),
        ('en', 'The trick goes to the 3 and is worth 13 points.', False),
        ('fr', 'Le pli revient au 3 et vaut 13 points.', False),
        ('es', 'La baza es para el 3 y vale 13 puntos.', False),
        ('it', 'Esce il Cavallo di Denari, risponde il 3 di Denari, e la briscola è Bastoni. La presa va al 3 e vale 14 punti.', True),
        ('pt', 'Saiu o Re de Copas, o outro jogou o Asso de Copas, e o trunfo era Espadas. A vaza foi do Asso e valeu 15 pontos.', False),
        ('pt', 'Saiu o Re de Copas, o outro jogou o Asso de Copas, e o trunfo era Espadas. A vaza foi do Asso e valeu 14 pontos.', True),
        ('de', 'Du spielst das Asso der Münzen aus, dein Gegner sticht mit der Schwerter-Zwei, und Schwerter sind Trumpf. Der Stich geht an die Zwei und bringt 13 Augen.', True),
    ]),
    "rounded_to": ("minchiate", [
        ('de', 'Zum Schluss wird die Differenz auf 60 aufgerundet: 121 Punkte Differenz geben 3 Resti.', False),
        ('de', 'Bei der Schlussabrechnung wird der Abstand bis auf 60 aufgerundet, also bringen 121 Punkte Abstand 3 Resti.', False),
        ('de', 'Am Ende der Runde wird ein Vorsprung von 60 aufgerundet: das gibt 2 Resti.', True),
        ('de', 'Zum Schluss wird der Vorsprung auf volle 60 aufgerundet: 121 Punkte Vorsprung ergeben 2 Resti.', True),
        ('fi', 'Jaon lopussa johto täyteen 60:een pyöristettynä: 121 pisteen johdolla saa 3 restiä.', False),
    ]),
    "sum_parts": ("minchiate", [
        ('it', 'Dal foglio dei punti: la coppia aveva il 28, il 29, il 30 e il 31 insieme al Matto, cioè una versicola da 20, più i 5 del Matto: 25 in tutto.', False),
        ('it', 'Il mio compagno teneva il 38, il 39 e il 40 con il Matto: versicola da 10, più 5 per il Matto: 15 in tutto.', False),
        ('it', 'Dal foglio dei punti: la coppia aveva il 28, il 29, il 30 e il 31 insieme al Matto, cioè una versicola da 20, più i 5 del Matto: 27 in tutto.', True),
    ]),
    "without_ending": ("cicera", [
        ('fi', 'Jos kukaan ei ota mitään koko jaon aikana, pöydän kortit jäävät kenellekään kuulumatta ja jako on tasapeli.', False),
        ('fi', 'Jos kukaan ei ota mitään, pöydän kortit annetaan jakajalle ja jako on tasapeli.', True),
    ]),
    "demanded": ("briscola", [
        ('de', 'Fall 8: A wollte 59 zu 61 wegen Rundung als Unentschieden werten.', False),
        ('de', 'Bei 59 zu 61 ist es unentschieden.', True),
        ('en', 'Case 8: A wanted to count 59 to 61 as a tie because of rounding.', False),
        ('en', '59 to 61 counts as a tie.', True),
        ('es', 'Caso 8: B quería contar el 59 a 61 como empate por redondeo.', False),
        ('it', 'Il 59 a 61 è un pareggio.', True),
    ]),
}


@phenomena(GROUPS)
def test_false_errors_b30(lang, game, text, wrong):
    check(lang, game, text, wrong)
