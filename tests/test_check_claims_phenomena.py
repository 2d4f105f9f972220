"""Rule claims read by phenomenon, on sentences written for these tests (not from the claims
suite): who leads after a trick (regardless of who won, the role in the lead's own clause), who
starts (the first trick, the first card), rank orders (a contrast between suits, a claim for
every suit, a rank compared with another, a superlative), obligations (a question, "do so", a
trump said as "beat with a trump"), the Matto's condition, a tie (shared, decided by "goes to")
and the least winning total. Each phenomenon in five or more languages, stated against our rules
(an error) and in agreement with them (no error).

Our rules (RULES.md): Briscola: the first leader is chosen at random, any card may be played,
the trick's winner leads the next one, Asso > 3 > Re > Cavallo > Fante > 7 ... 2, 60–60 is a draw
and the higher total (61 or more) wins. Cìcera: capturing is optional, the player on the
dealer's right starts, tied majorities give nobody the points. Minchiate: the winner leads next;
Re > Regina > Cavallo > Fante; in Cups and Coins the numerals rank Asso high down to 10, in
Swords and Batons 10 high down to Asso; the Matto may excuse any play except under the King rule.
"""

from __future__ import annotations

import pytest

from checking import check, phenomena


@pytest.mark.parametrize("lang,text,expected", [
    ("en", "Reaching 60 is enough to win.", "60"),
    ("ru", "Для победы достаточно 60 очков.", "60"),
    ("vi", "Chỉ cần 60 điểm là đủ để thắng.", "60"),
    ("es", "Gana quien consigue más de 60 puntos.", "61"),
    ("fi", "Voittoon tarvitaan vähintään 62 pistettä.", "62"),
    # a count of something else than points, a tied score, a negation: no total stated
    ("it", "È necessario vincere almeno 2 partite su tre.", None),
    ("en", "You need to win at least 11 tricks.", None),
    ("fr", "Il faut gagner au moins 2 manches sur 3.", None),
    ("de", "Bei 60 zu 60 gewinnt niemand.", None),
    ("pt", "60 pontos não bastam para vencer.", None),
])
def test_the_winning_total_read(lang, text, expected):
    from toolkit.check.facts import _win_threshold
    from toolkit.check.lexicon import lexicon

    assert _win_threshold(text, lexicon(lang)) == expected


PHENOMENA = {
    # ---------------------------------------------------------------- who leads after a trick
    "a_role_set_aside_by_regardless": ("briscola", [
        # "regardless of who won": the lead goes round, not to the winner
        ("de", "Nach jedem Stich wechselt das Ausspielen, egal wer den Stich gewonnen hat.", True),
        ("en", "After each trick the lead passes round to the next player, no matter who won it.", True),
        ("it", "Dopo ogni presa l'uscita passa al successivo, indipendentemente da chi ha vinto.", True),
        ("es", "Tras cada baza la salida pasa al siguiente, sin importar quién la ha ganado.", True),
        ("pt", "Depois de cada vaza a saída passa ao seguinte, independentemente de quem ganhou.", True),
        # a role after "regardless of" that is not the trick's outcome: the winner still leads
        ("en", "No matter who led, the winner of the trick leads the next one.", False),
        ("de", "Egal wer ausgespielt hat: der Gewinner des Stichs spielt zum nächsten Stich aus.", False),
    ]),
    "the_role_in_the_leads_own_clause": ("briscola", [
        # two roles, one with another duty (drawing), the other in the lead's own clause
        ("es", "El ganador de la baza roba primero del mazo, pero sale primero en la baza siguiente el que la perdió.", True),
        ("it", "Il vincitore pesca per primo dal mazzo, ma nella mano successiva esce per primo chi ha perso.", True),
        ("fr", "Le gagnant pioche le premier, mais celui qui a perdu le pli entame le pli suivant.", True),
        ("en", "The loser draws second from the stock; the one who leads the next trick is the winner.", False),
        ("pt", "O perdedor compra depois do monte, mas quem sai na vaza seguinte é o vencedor.", False),
    ]),
    "leading_the_next_trick_in_other_words": ("briscola", [
        ("ru", "После взятки следующим ходит проигравший.", True),
        ("ru", "После взятки следующим ходит тот, кто её выиграл.", False),
        ("vi", "Người thua ra bài ở nước tiếp theo.", True),
        ("vi", "Người thắng ra bài ở nước tiếp theo.", False),
        ("en", "The loser of a trick leads the next trick.", True),
        ("en", "The winner of a trick leads the next trick.", False),
    ]),
    # ---------------------------------------------------------------- who starts
    "who_leads_the_first_trick_starts": ("briscola", [
        ("pt", "Na primeira vaza, quem sai é o carteador.", True),
        ("en", "In the first trick the dealer always leads.", True),
        ("es", "En la primera baza sale siempre el repartidor.", True),
        ("fr", "Au premier pli, c'est le donneur qui entame.", True),
        ("it", "Nella prima mano esce sempre il mazziere.", True),
        ("en", "In the first trick, the player who leads is chosen at random.", False),
        ("es", "En la primera baza, quien sale se elige al azar.", False),
    ]),
    "who_plays_the_first_card_starts": ("cicera", [
        ("it", "La prima carta la gioca chi siede alla sinistra del mazziere.", True),
        ("en", "The player on the dealer's left plays the first card.", True),
        ("es", "Juega la primera carta el jugador sentado a la izquierda del repartidor.", True),
        ("de", "Die erste Karte spielt der Spieler links vom Geber.", True),
        ("fr", "Le joueur assis à gauche du donneur joue la première carte.", True),
        ("it", "La prima carta la cala chi siede alla destra del mazziere.", False),
        ("en", "The player on the dealer's right plays the first card.", False),
        ("de", "Die erste Karte legt der Spieler rechts vom Geber.", False),
    ]),
    # ---------------------------------------------------------------- rank orders
    "a_contrast_between_suits": ("minchiate", [
        # a contrast word starts another claim with its own suits
        ("it", "In Spade e Bastoni l'Asso è la numerale più alta, mentre in Coppe e Denari è il contrario.", True),
        ("en", "In Swords and Batons the Asso is the highest numeral, whereas in Cups and Coins it is the reverse.", True),
        ("es", "En Espadas y Bastos el Asso es la carta numeral más alta, mientras que en Copas y Oros ocurre al revés.", True),
        ("de", "In Schwertern und Stäben ist das Asso die höchste Zahlkarte, während es in Kelchen und Münzen umgekehrt ist.", True),
        ("fr", "Aux Épées et aux Bâtons l'Asso est la plus forte des cartes numérales, alors qu'aux Coupes et aux Deniers c'est l'inverse.", True),
        ("it", "In Coppe e Denari l'Asso è la numerale più alta, mentre in Spade e Bastoni è il 10 la più alta.", False),
        ("en", "In Cups and Coins the Asso is the highest numeral, whereas in Swords and Batons the 10 is the highest.", False),
        ("es", "En Copas y Oros el Asso es la numeral más alta, mientras que en Espadas y Bastos la más alta es el 10.", False),
    ]),
    "a_claim_for_every_suit_named": ("minchiate", [
        # a claim said to hold for each suit named, or for every suit
        ("fr", "Aux Épées, comme aux Coupes, le 10 est la plus forte des cartes numérales.", True),
        ("en", "In every suit the 10 is the highest numeral.", True),
        ("it", "In tutti i semi il 10 è la numerale più alta.", True),
        ("es", "En todos los palos el 10 es la carta numeral más alta.", True),
        ("de", "In allen Farben ist die 10 die höchste Zahlkarte.", True),
        ("pt", "Em todos os naipes o 10 é a carta numeral mais alta.", True),
        ("en", "In Cups, as in Coins, the Asso is the highest numeral.", False),
        ("it", "In Spade, come in Bastoni, il 10 è la numerale più alta.", False),
        ("en", "In every suit the Re is the highest card.", False),
    ]),
    "a_rank_compared_is_not_called_the_highest": ("briscola", [
        # a rank compared with another after "above" is not the one called the highest
        ("es", "El Tres es la carta más alta de cada palo, por encima incluso del Asso.", True),
        ("en", "The 3 is the highest card of each suit, above even the Asso.", True),
        ("it", "Il 3 è la carta più alta di ogni seme, sopra anche l'Asso.", True),
        ("pt", "O 3 é a carta mais alta de cada naipe, acima até do Asso.", True),
        ("es", "El Asso es la carta más alta de cada palo, por encima incluso del Tres.", False),
        ("en", "The Asso is the highest card of each suit, above even the 3.", False),
        ("it", "L'Asso è la carta più alta di ogni seme, sopra anche il 3.", False),
    ]),
    "a_court_above_another": ("minchiate", [
        # two courts in a comparative: "above", "über", "sopra"
        ("de", "Bei den Bildkarten steht die Regina über dem Re.", True),
        ("it", "Tra le figure la Regina sta sopra il Re.", True),
        ("en", "Among the courts the Regina is above the Re.", True),
        ("es", "Entre las figuras la Regina está por encima del Re.", True),
        ("fr", "Parmi les figures, la Regina est au-dessus du Re.", True),
        ("de", "Bei den Bildkarten steht der Re über der Regina.", False),
        ("it", "Tra le figure il Re sta sopra la Regina.", False),
        ("en", "Among the courts the Re is above the Regina.", False),
    ]),
    "a_superlative_is_not_a_comparative": ("minchiate", [
        # a superlative ("старшая") is not the comparative it shares a stem with ("старше")
        ("ru", "В мечах старшая из числовых карт — Asso, младшая — десятка.", True),
        ("ru", "В кубках старшая из числовых карт — десятка, младшая — Asso.", True),
        ("ru", "В кубках старшая из числовых карт — Asso, младшая — десятка.", False),
        ("ru", "В мечах старшая из числовых карт — десятка, младшая — Asso.", False),
    ]),
    # ---------------------------------------------------------------- obligations
    "a_question_states_no_rule": ("cicera", [
        # a question states no rule
        ("ru", "Обязательно ли брать, если есть что взять?", False),
        ("en", "Must you capture whenever you can?", False),
        ("it", "È obbligatorio prendere quando si può?", False),
        ("fr", "Est-on obligé de prendre quand on le peut ?", False),
        ("de", "Muss man nehmen, wenn man kann?", False),
        # its answer does
        ("en", "Must you capture whenever you can? Yes: capturing is compulsory.", True),
        ("ru", "Обязательно ли брать? Да, брать обязательно.", True),
    ]),
    "do_so_after_the_action": ("cicera", [
        # "do so" after a clause naming the action
        ("de", "Wer eine Karte nehmen kann, muss das auch tun.", True),
        ("it", "Chi può prendere una carta, deve farlo.", True),
        ("es", "Quien pueda capturar, debe hacerlo.", True),
        ("en", "Whoever is able to capture, must do so.", True),
        ("fr", "Celui qui peut prendre une carte, doit le faire.", True),
        ("de", "Wer eine Karte nehmen kann, muss das nicht tun.", False),
        ("it", "Chi può prendere una carta, non è obbligato a farlo.", False),
        ("en", "Whoever is able to capture, need not do so.", False),
    ]),
    "trumping_said_as_beating_with_a_trump": ("briscola", [
        ("ru", "Если нет карты масти хода, нужно бить козырем.", True),
        ("ru", "Кто не может ответить в масть, обязан побить козырем.", True),
        ("ru", "Если нет карты масти хода, бить козырем не обязательно.", False),
        ("es", "Si no tienes cartas del palo de salida, debes matar con triunfo.", True),
        ("pt", "Sem cartas do naipe de saída, é obrigatório cortar com trunfo.", True),
    ]),
    "when_the_matto_may_be_played": ("minchiate", [
        # the Matto under a condition of its own, or at any time (ours: except the King rule)
        ("ru", "Matto можно сыграть только тогда, когда нечем ответить в масть.", True),
        ("en", "The Matto may be played only when you cannot follow suit.", True),
        ("it", "Il Matto si può giocare solo quando non si può rispondere al seme.", True),
        ("fr", "Le Matto ne peut être joué que si l'on ne peut pas fournir.", True),
        ("es", "Puedes jugar el Matto cuando quieras, en lugar de cualquier carta.", True),
        ("de", "Den Matto kann man spielen, wann immer man will.", True),
        ("en", "The Matto may replace any card, except that a player holding the Re of a suit first led and already trumped must play the Re.", False),
        ("it", "Il Matto può sostituire qualsiasi carta, tranne quando chi ha il Re del seme deve giocarlo.", False),
    ]),
    # ---------------------------------------------------------------- ties and the winning total
    "a_tied_majority_shared": ("cicera", [
        # a tied majority shared (ours: nobody scores it)
        ("it", "Se le due squadre hanno lo stesso numero di carte, i punti si dividono.", True),
        ("en", "If both teams have the same number of cards, the two points are split between them.", True),
        ("fr", "Si les deux équipes ont le même nombre de cartes, les points se partagent.", True),
        ("es", "Si los dos equipos tienen el mismo número de cartas, los puntos se reparten.", True),
        ("de", "Haben beide Teams gleich viele Karten, werden die Punkte geteilt.", True),
        ("it", "Se le due squadre hanno lo stesso numero di carte, nessuna squadra prende i punti.", False),
        ("en", "If both teams have the same number of cards, nobody scores the two points.", False),
        ("es", "Si los dos equipos tienen el mismo número de cartas, ningún equipo se lleva los puntos.", False),
    ]),
    "a_tie_given_to_one_side": ("briscola", [
        # a tie the text gives to one side (ours: 60–60 is a draw)
        ("fr", "Si, à la fin, chacun a 60 points, la partie revient à celui qui a fait le dernier pli.", True),
        ("en", "If, at the end, each has 60 points, the game goes to whoever took the last trick.", True),
        ("it", "Se, alla fine, ciascuno ha 60 punti, la partita va a chi ha fatto l'ultima presa.", True),
        ("es", "Si, al final, cada uno tiene 60 puntos, la partida es para quien hizo la última baza.", True),
        ("de", "Bei 60 zu 60 geht das Spiel an den, der den letzten Stich gemacht hat.", True),
        ("fr", "Si chacun a 60 points, la partie est nulle.", False),
        ("en", "If each has 60 points, the game is a draw.", False),
    ]),
    "the_least_winning_total": ("briscola", [
        # the least winning total (ours: 61, more than half the pack's 120 points)
        ("en", "Reaching 60 points is enough to win the game.", True),
        ("it", "Per vincere bastano 60 punti.", True),
        ("fr", "Il suffit de 60 points pour gagner.", True),
        ("es", "Para ganar basta con llegar a 60 puntos.", True),
        ("fi", "Voittoon tarvitaan vähintään 62 pistettä.", True),
        ("de", "Zum Gewinnen reichen 60 Punkte.", True),
        ("en", "The player with at least 61 points wins.", False),
        ("it", "Vince chi fa almeno 61 punti.", False),
        ("es", "Gana quien consigue más de 60 puntos.", False),
        ("de", "60 Punkte reichen nicht zum Gewinnen.", False),
        ("fi", "Voittoon tarvitaan vähintään 61 pistettä.", False),
    ]),
    "a_card_led_in_an_example": ("briscola", [
        # a lead with a card named is a play in an example, not who leads after a trick
        ("it", "L'avversario esce col 7 di Coppe e tu rispondi con l'Asso di Coppe.", False),
        ("en", "Your opponent leads the 7 of Cups and you answer with the Asso of Cups.", False),
        ("fr", "L'adversaire entame avec le 7 de Coupes et vous répondez avec l'Asso de Coupes.", False),
        ("es", "El rival sale con el 7 de Copas y tú respondes con el Asso de Copas.", False),
        ("pt", "O adversário sai com o 7 de Copas e você responde com o Asso de Copas.", False),
        # the other player said to lead after a trick (ours: the winner)
        ("en", "After each trick, the other player leads the next one.", True),
        ("it", "Dopo ogni presa, nella mano successiva esce per primo l'altro giocatore.", True),
    ]),
    "what_may_be_discarded": ("minchiate", [
        # discarding after the robbing (ours: only zero-point cards, never trump 29)
        ("vi", "Sau khi cướp bài, người chia bài được bỏ bất kỳ lá nào.", True),
        ("en", "After robbing, the dealer may discard any card, even trump 29.", True),
        ("it", "Dopo aver rubato, il mazziere può scartare qualsiasi carta.", True),
        ("fr", "Après le vol, le donneur peut écarter n'importe quelle carte.", True),
        ("es", "Después del robo, el repartidor puede descartar cualquier carta.", True),
        ("pt", "Depois do roubo, o carteador pode descartar qualquer carta.", True),
        ("en", "After robbing, the dealer may discard only zero-point cards, never trump 29.", False),
        ("it", "Dopo aver rubato, il mazziere non può scartare qualsiasi carta: solo quelle senza punti.", False),
        # the play of a hand void in the suit led and in trumps is not the discard after robbing
        ("en", "If you cannot follow suit or play a trump, you may discard any card to the trick.", False),
        ("es", "Si no puedes servir el palo ni fallar, puedes descartar cualquier carta en la baza.", False),
    ]),
    "a_hand_void_of_suit_and_trumps": ("minchiate", [
        # a hand void of the suit led and of trumps: any card, which says nothing about trumping
        ("en", "If you cannot follow suit or play a trump, you may play any card.", False),
        ("es", "Si no puedes servir el palo ni fallar, puedes jugar cualquier carta.", False),
        ("fr", "Si vous ne pouvez ni fournir ni couper, vous pouvez jouer n'importe quelle carte.", False),
        ("de", "Wer weder bedienen noch trumpfen kann, darf eine beliebige Karte spielen.", False),
        ("pt", "Se não puder servir o naipe nem trunfar, pode jogar qualquer carta.", False),
        ("it", "Se non hai carte del seme di uscita né tarocchi, puoi giocare qualsiasi carta.", False),
        # void of the suit led only: any card makes trumping optional (ours: follow suit, otherwise trump)
        ("en", "If you cannot follow suit, you may play any card.", True),
        ("es", "Si no puedes servir el palo, puedes jugar cualquier carta.", True),
        ("fr", "Si vous ne pouvez pas fournir, vous pouvez jouer n'importe quelle carte.", True),
    ]),
    "each_having_cards_is_no_tie": ("cicera", [
        # "each has" a number of cards is a deal, not a tie: "each team scores" after it is no tied award
        ("en", "Each player has 12 cards, and each team scores the awards it wins.", False),
        ("it", "Ciascuno ha 12 carte in mano e ogni squadra segna i propri punti.", False),
        ("fr", "Chacun a 12 cartes en main et chaque équipe marque ses points.", False),
        ("ru", "У каждого игрока 12 карт, и каждая команда считает свои очки.", False),
        ("pt", "Cada um tem 12 cartas; cada dupla marca os seus pontos.", False),
        ("es", "Cada jugador tiene 12 cartas y cada pareja se anota sus puntos.", False),
    ]),
    "further_languages": [
        # the same phenomena in Finnish, Vietnamese and Russian
        ("fi", "briscola", "Tikin jälkeen seuraavan tikin aloittaa se, joka hävisi edellisen.", True),
        ("fi", "briscola", "Tikin jälkeen seuraavan tikin aloittaa se, joka voitti edellisen.", False),
        ("fi", "minchiate", "Jokaisen tikin jälkeen aloitusvuoro kiertää, riippumatta siitä kuka voitti.", True),
        ("vi", "minchiate", "Sau mỗi nước, quyền đi trước luân phiên, bất kể ai thắng.", True),
        ("ru", "minchiate", "После каждой взятки заход переходит по кругу, независимо от того, кто её взял.", True),
        ("fi", "minchiate", "Kaikissa maissa 10 on korkein numerokortti.", True),
        ("vi", "minchiate", "Ở mọi chất, lá 10 là lá số cao nhất.", True),
        ("ru", "minchiate", "Во всех мастях десятка — старшая из числовых карт.", True),
        ("vi", "minchiate", "Ở chất Cốc, lá Asso là lá số cao nhất, trong khi ở chất Kiếm thì lá 10 cao nhất.", False),
        ("fi", "cicera", "Jos pöydältä voi ottaa kortin, on pakko tehdä niin.", True),
        ("vi", "cicera", "Nếu có thể ăn bài thì bắt buộc phải làm vậy.", True),
        ("vi", "cicera", "Nếu có thể ăn bài, bạn không bắt buộc phải làm vậy.", False),
        ("fi", "briscola", "Ensimmäisessä tikissä aloittaa aina jakaja.", True),
        ("vi", "briscola", "Ở nước đầu tiên, người chia bài luôn đi trước.", True),
        ("ru", "briscola", "В первой взятке всегда ходит первым сдающий.", True),
        ("fi", "briscola", "Voittoon riittää 60 pistettä.", True),
        ("ru", "briscola", "Для победы нужно больше 60 очков.", False),
        ("vi", "minchiate", "Matto chỉ được đánh khi không có lá cùng chất.", True),
        ("fi", "minchiate", "Matton saa pelata vain kun ei voi tunnustaa maata.", True),
    ],
}


@phenomena(PHENOMENA)
def test_a_rule_claim_by_phenomenon(lang, game, text, wrong):
    """Each phenomenon's sentences: ``wrong`` states another rule than ours (an error), the
    others ours or none (no error)."""
    check(lang, game, text, wrong)
