"""Rule claims in shapes written for this test (helper h78): a rank list that does not say which
way it runs, comparisons joined by "and", following suit named by a synonym, a free choice of
card said in the indicative or in another person, a hand void of the suit led said with
"without", and a start said with an intransitive "begins". ``wrong`` marks a sentence stating
another rule than ours."""

from checking import check, phenomena

# the rows are written game first: (game, lang, text, wrong)
SHAPES = {
    "rank_lists_and_comparisons": [
        # a rank list with no word for its direction and no ">" may run either way
        ("briscola", "de", "Rangfolge: 2 – 4 – 5 – 6 – 7 – Fante – Cavallo – Re – 3 – Asso.", False),
        ("briscola", "en", "Card order: 2, 4, 5, 6, 7, Fante, Cavallo, Re, 3, Asso.", False),
        ("briscola", "en", "Card order: 2 > 4 > 5 > 6 > 7 > Fante > Cavallo > Re > 3 > Asso.", True),
        # "from bottom to top" says the direction
        ("briscola", "de", "Rangfolge von unten nach oben: 2 – 4 – 5 – 6 – 7 – Fante – Cavallo – Re – 3 – Asso.", False),
        ("briscola", "de", "Rangfolge von unten nach oben: 2 – 4 – 5 – 6 – Fante – 7 – Cavallo – Re – 3 – Asso.", True),
        ("briscola", "es", "Orden de abajo arriba: 2, 4, 5, 6, 7, Fante, Cavallo, Re, 3 y Asso.", False),
        ("briscola", "fi", "Järjestys ylhäältä alas: 2, 4, 5, 6, 7, Fante, Cavallo, Re, 3, Asso.", True),
        # two comparisons joined by "and" are not one chain
        ("briscola", "en", "A 3 beats a Re, and an Asso beats a 3.", False),
        ("briscola", "en", "A Re beats a 3, and an Asso beats a Re.", True),
    ],
    "obligation_shapes": [
        # following suit named by a synonym
        ("briscola", "de", "Farbe bekennen muss man nicht, stechen auch nicht.", False),
        ("briscola", "de", "Farbe bekennen muss man, stechen dagegen nicht.", True),
        ("briscola", "pt", "Não é obrigatório assistir ao naipe nem trunfar.", False),
        ("briscola", "pt", "É obrigatório assistir ao naipe, mas não trunfar.", True),
        # a free choice of card in another person, or in the indicative, when void of the suit led
        ("minchiate", "es", "Si te quedas sin cartas del palo de salida, tira la que quieras.", True),
        ("minchiate", "es", "Si te quedas sin cartas del palo de salida, tienes que fallar con un triunfo.", False),
        ("minchiate", "fr", "Si l'on ne peut pas fournir, on pose une carte de son choix.", True),
        ("minchiate", "fr", "Si l'on ne peut pas fournir, on doit couper.", False),
        ("minchiate", "pt", "Sem cartas do naipe de saída, joga-se a carta que se quiser.", True),
        ("minchiate", "pt", "Sem cartas do naipe de saída, é obrigatório jogar trunfo.", False),
        ("briscola", "fr", "Chacun pose la carte de son choix : on n'est jamais tenu de fournir.", False),
        ("briscola", "es", "Cada jugador tira la que quiera, tenga o no cartas del palo de salida.", False),
    ],
    "play_begins_with": [
        ("cicera", "fi", "Peli alkaa jakajasta oikealla istuvasta pelaajasta.", False),
        ("cicera", "fi", "Peli alkaa jakajasta vasemmalla istuvasta pelaajasta.", True),
        ("cicera", "fi", "Peli aloitetaan jakajasta vasemmalla istuvasta pelaajasta.", True),
    ],
    "rules_allow": [
        # the rules "allow" or "do not allow" the alternative: an active verb of permission
        ("briscola", "en", "The rules do not allow you to discard another suit while you hold the suit led.", True),
        ("briscola", "en", "The rules allow you to discard another suit even while you hold the suit led.", False),
        ("briscola", "ru", "Правила не позволяют сбросить карту другой масти, если на руках есть масть хода.", True),
        ("briscola", "ru", "Правила позволяют сбросить карту другой масти, даже если на руках есть масть хода.", False),
    ],
    "rank_compared_both_ways": [
        # a rank compared both ways: "higher than X but lower than Y" says where it sits
        ("briscola", "es", "El 3 es más fuerte que el Re pero más débil que el Asso.", False),
        ("briscola", "es", "El 3 es más fuerte que el Asso pero más débil que el Re.", True),
        ("briscola", "it", "Il Re è più forte del Cavallo ma più debole del 3.", False),
        ("briscola", "it", "Il Cavallo è più forte del Re ma più debole del 3.", True),
        # a masculine "from the strongest"
        ("briscola", "pt", "Do mais forte ao mais fraco: 2, 4, 5, 6, 7, Fante, Cavallo, Re, 3, Asso.", True),
        ("briscola", "pt", "Do mais fraco ao mais forte: 2, 4, 5, 6, 7, Fante, Cavallo, Re, 3, Asso.", False),
    ],
    "first_move_and_necessity": [
        # the first move named by a noun ("the first turn goes to")
        ("cicera", "en", "The opening move belongs to whoever sits on the dealer's right.", False),
        ("cicera", "en", "The opening move belongs to whoever sits on the dealer's left.", True),
        ("cicera", "fr", "Le premier coup est joué par le voisin de gauche du donneur.", True),
        ("cicera", "pt", "A primeira jogada é do jogador à esquerda do carteador.", True),
        ("cicera", "pt", "A primeira jogada é do jogador à direita do carteador.", False),
        # a necessity adjective ("forzoso", "costretto")
        ("cicera", "es", "Llevarse cartas nunca es forzoso.", False),
        ("cicera", "es", "Llevarse cartas es forzoso cada vez que se pueda.", True),
        ("briscola", "it", "Nessuno è costretto a rispondere al seme.", False),
        ("briscola", "it", "Ognuno è costretto a rispondere al seme, se può.", True),
    ],
    "more_obligation_and_lead_shapes": [
        # a German duty with its infinitive after a comma
        ("briscola", "de", "Keiner ist verpflichtet, Farbe zu bedienen.", False),
        ("briscola", "de", "Jeder Spieler ist verpflichtet, Farbe zu bedienen.", True),
        # trumping and following suit by other verbs; "contraint d'", "livre de"
        ("minchiate", "fr", "Qui n'a plus la couleur demandée est contraint d'atouter.", False),
        ("minchiate", "fr", "Qui n'a plus la couleur demandée n'est pas contraint d'atouter.", True),
        ("briscola", "ru", "Поддерживать масть никто не обязан.", False),
        ("briscola", "ru", "Поддерживать масть обязан каждый.", True),
        ("minchiate", "pt", "Faltando o naipe de saída, o jogador fica livre de trunfar ou não.", True),
        # "anything" as the free choice
        ("minchiate", "fi", "Jos pelattua maata ei ole kädessä, saa pelata mitä tahansa.", True),
        # a trick opened ("abre", "inicia", "opens") by a neighbour of its last winner
        ("minchiate", "es", "Inicia cada baza quien ganó la baza anterior.", False),
        ("minchiate", "es", "Inicia cada baza el jugador sentado a la derecha de quien ganó la baza anterior.", True),
    ],
}


@phenomena({name: [(lang, game, text, wrong) for game, lang, text, wrong in rows] for name, rows in SHAPES.items()})
def test_a_rule_claim_in_a_new_shape(lang, game, text, wrong):
    check(lang, game, text, wrong)
