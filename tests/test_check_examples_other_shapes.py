"""Worked examples told in other shapes (written by helper h92), read whatever the order the
passage tells things in: a trick's outcome told before its play (a negation after the suit and
the word for trump negates another verb, a card put on another was led on), the trick owned by a
possessive ("Yours, the trick"); Minchiate's cards beyond 42 and a scoring event told in number
words, the lead an event makes told before the lead and the points behind it, a run within a
range and a quiz answered after its label; Cìcera's tie in words and the table told in an aside
after the cards taken. ``wrong``: the sentence states another outcome than the engine's."""

from checking import check, phenomena

# a negation after both the suit and the word for trump negates another verb, not the trump
NOT_THE_TRUMP = [
    ("en", "Diana wins it. Carl had led the Fante of Coins and Diana laid the Asso of Swords on it; "
           "with Cups as trumps nobody ruffed, and an Asso beats any card that is not a trump.", True),
    ("en", "Carl wins it. Carl had led the Fante of Coins and Diana laid the Asso of Swords on it; "
           "with Cups as trumps nobody ruffed.", False),
    ("it", "Vince l'Asso. Bruno esce col Fante di Denari e Carla ci mette l'Asso di Spade; "
           "con Coppe briscola nessuno taglia.", True),
]

# a card put on another: that one was led
PLAYED_ON = [
    ("fr", "L'atout est Coupes. Ma tante ramasse le pli avec son Roi de Deniers posé sur mon cinq de Bâtons.", True),
    ("fr", "L'atout est Coupes. Mon oncle ramasse le pli avec son Roi de Deniers posé sur mon cinq de Deniers.", False),
    ("es", "Triunfo: Copas. Marta gana la baza con su Caballo de Oros puesto sobre mi 4 de Bastos.", True),
    ("en", "Cups are trumps. My aunt takes the trick with her Re of Coins, laid on my 5 of Batons.", True),
    ("pt", "Trunfo: Copas. A Rita ganha a vaza com o seu Rei de Ouros jogado sobre o meu 5 de Paus.", True),
    ("ru", "Козыри — Кубки. Соседка берёт взятку с помощью короля Монет, положенного на мою пятёрку Жезлов.", True),
    ("vi", "Chất chủ là Cốc. Lan ăn nước bài bằng con Vua Tiền đè lên con 5 Gậy của tôi.", True),
    ("de", "Trumpf: Kelche. Meine Tante holt den Stich mit ihrem König der Münzen, gelegt auf meine Fünf der Stäbe.", True),
]


# cards one clause plays, owned by possessives; the trick's owner set off beside it
OWNED = [
    ("de", "Trumpf: Münzen. Auf meinen Cavallo der Schwerter hast du deine Sieben der Schwerter gelegt. Deiner, der Stich!", True),
    ("de", "Trumpf: Münzen. Auf meinen Cavallo der Schwerter hast du deine Sieben der Schwerter gelegt. Meiner, der Stich!", False),
    ("en", "Cups are trumps. On my Cavallo of Swords you drop your 7 of Swords. Yours, the trick.", True),
    ("en", "Cups are trumps. On my Cavallo of Swords you drop your 7 of Swords. Mine, the trick.", False),
    ("it", "Briscola a Coppe. Sul mio Cavallo di Spade cali il tuo 7 di Spade. Tua, la presa.", True),
    ("it", "Briscola a Coppe. Sul mio Cavallo di Spade cali il tuo 7 di Spade. Mia, la presa.", False),
    ("fr", "L'atout est Coupes. Sur mon Cavalier d'Épées tu poses ton 7 d'Épées. Le pli est à toi.", True),
]


OWNED_ES = [
    ("es", "Triunfo: Oros. Sobre mi Caballo de Copas echas tu 7 de Copas. Tuya, la baza.", True),
    ("es", "Triunfo: Oros. Sobre mi Caballo de Copas echas tu 7 de Copas. Mía, la baza.", False),
]


# a count of cards captured and its bonus told in number words, as a question and its answer
BEYOND_WORDS = [
    ("it", "Cinquanta carte raccolte dalla vostra coppia? Fanno dieci punti di abbuono per le carte oltre le quarantadue.", True),
    ("it", "Cinquanta carte raccolte dalla vostra coppia? Fanno otto punti di abbuono per le carte oltre le quarantadue.", False),
    ("en", "Fifty cards taken by your side at the end of the hand? That is ten bonus points for the cards above forty-two.", True),
    ("en", "Fifty cards taken by your side at the end of the hand? That is eight bonus points for the cards above forty-two.", False),
    ("fr", "Cinquante cartes ramassées par votre camp en fin de donne ? Cela fait dix points de bonus pour les cartes au-delà de quarante-deux.", True),
    ("de", "Fünfzig Karten hat eure Seite am Ende gesammelt? Das gibt zehn Bonuspunkte für die Karten über zweiundvierzig.", True),
    ("es", "¿Cincuenta cartas recogidas por vuestro bando al final? Son diez puntos de bonificación por las cartas por encima de cuarenta y dos.", True),
    ("pt", "Cinquenta cartas recolhidas pela vossa dupla no fim? São dez pontos de bónus pelas cartas acima de quarenta e duas.", True),
    ("ru", "Пятьдесят карт собрала ваша пара к концу раздачи? Это десять бонусных очков за карты сверх сорока двух.", True),
    ("ru", "Пятьдесят карт собрала ваша пара к концу раздачи? Это восемь бонусных очков за карты сверх сорока двух.", False),
]


# a scoring event told by its numbers in words: the lead, the points scored, the lead they make
RESTO_WORDS = [
    ("en", "We were forty-five up and took twenty-five points of their cards. Seventy ahead gives a resto, "
           "and the lead stays at seventy after it.", True),
    ("en", "We were forty-five up and took twenty-five points of their cards. Seventy ahead gives a resto, "
           "and the lead stays at ten after it.", False),
    ("it", "Eravamo avanti di cinquanta e abbiamo preso venti punti di carte. Settanta di vantaggio fanno un resto, "
           "e il vantaggio resta settanta.", True),
    ("it", "Eravamo avanti di cinquanta e abbiamo preso venti punti di carte. Settanta di vantaggio fanno un resto, "
           "e il vantaggio resta dieci.", False),
    ("fr", "Nous avions cinquante d'avance et avons pris vingt points de cartes. Soixante-dix d'avance donnent "
           "un resto, et l'avance reste à soixante-dix.", True),
    ("de", "Wir lagen fünfzig vorn und holten zwanzig Punkte an Karten. Siebzig Vorsprung bringen einen Resto, "
           "und der Vorsprung bleibt bei siebzig.", True),
    ("de", "Wir lagen fünfzig vorn und holten zwanzig Punkte an Karten. Siebzig Vorsprung bringen einen Resto, "
           "und der Vorsprung bleibt bei zehn.", False),
]


# the lead an event makes told first, the lead before and the points scored after it
RESTO_OUTCOME_FIRST = [
    ("en", "Exactly 60 ahead, after we took 6 points from them while 54 up: no resto yet.", True),
    ("en", "Exactly 60 ahead, after we took 6 points from them while 54 up: that makes a resto.", False),
    ("de", "Genau sechzig vorn, nachdem wir bei 52 Punkten Vorsprung noch 8 Punkte geholt hatten: noch kein Resto.", True),
    ("it", "Sessantacinque di vantaggio, dopo che da 50 avanti abbiamo preso 15 punti: nessun resto ancora.", True),
    ("it", "Sessantacinque di vantaggio, dopo che da 50 avanti abbiamo preso 15 punti: fa un resto, e restano 5.", False),
    ("es", "Sesenta justos de ventaja, tras ir 52 por delante y ganar 8 puntos: todavía no hay resto.", True),
    ("pt", "Sessenta de vantagem certinhos, depois de, com 52 de vantagem, ganharmos 8 pontos: ainda não há resto.", True),
    ("fr", "Soixante de marge pile, après avoir pris 4 points alors que nous menions de 56 : pas encore de resto.", True),
]


# trumps asked about, the answer a run within a range and its score: the range is no cards held
RUN_WITHIN = [
    ("en", "Holding trumps 33, 34 and 35? A run inside 28–40, worth fifteen points.", False),
    ("en", "Trumps 33, 34 and 35 are a run within 28–40, worth 15 points.", False),
    ("it", "Chi ha i trionfi 33, 34 e 35? Fa una scala dentro 28–40, che vale quindici punti.", False),
    ("de", "Die Trümpfe 33, 34 und 35 auf der Hand? Eine Folge innerhalb 28–40, fünfzehn Punkte wert.", False),
    ("en", "Holding trumps 33, 34 and 35? A run inside 28–40, worth twenty points.", True),
    ("it", "Chi ha i trionfi 33, 34 e 35? Fa una scala dentro 28–40, che vale venti punti.", True),
    ("fr", "Les atouts 33, 34 et 35 en main ? C'est une suite dans 28–40, qui vaut quinze points.", False),
    ("fr", "Les atouts 33, 34 et 35 en main ? C'est une suite dans 28–40, qui vaut vingt points.", True),
]


# a quiz: the question names the trumps, the answer after its label gives the score
QUIZ = [
    ('de', 'Frage: Was bringen die Trümpfe 10, 20, 30 und 40 auf einer Hand? Antwort: 35 – das sind 10-20-30 (15) und 20-30-40 (20).', True),
    ('en', 'Question: what do trumps 10, 20, 30 and 40 bring in one hand? Answer: 35 – that is 10-20-30 (15) and 20-30-40 (20).', True),
    ('it', 'Domanda: cosa portano i trionfi 10, 20, 30 e 40 in una mano? Risposta: 35 – cioè 10-20-30 (15) e 20-30-40 (20).', True),
    ('es', 'Pregunta: ¿qué dan los triunfos 10, 20, 30 y 40 en una mano? Respuesta: 35 – o sea 10-20-30 (15) y 20-30-40 (20).', True),
    ('fr', 'Question : que rapportent les atouts 10, 20, 30 et 40 dans une main ? Réponse : 35 – soit 10-20-30 (15) et 20-30-40 (20).', True),
    ('de', 'Frage: Was bringen die Trümpfe 10, 20, 30 und 40 auf einer Hand? Antwort: 25 – eine einzige Versicola.', False),
    ('en', 'Question: what do trumps 10, 20, 30 and 40 bring in one hand? Answer: 25 – a single versicola.', False),
]


# a tied count of cards said in words
TIED_IN_WORDS = [
    ("fr", "Égalité aux cartes, vingt-six partout : chaque camp marque donc un point.", True),
    ("it", "Pari alle carte, ventisei per parte: quindi un punto a testa.", True),
    ("it", "Pari alle carte, ventisei per parte: quindi nessun punto.", False),
    ("en", "Dead level on cards, twenty-six each: so neither side scores.", False),
]


# the table told in an aside after the cards taken ("..., the only cards on the table")
TABLE_ASIDE = [
    ("en", "The 8 of Cups took the 3 and the 5 of Cups, the only cards on the table, which makes a Scùa, "
           "a Simili and a Quadriglia.", True),
    ("en", "The 8 of Cups took the 3 and the 5 of Cups, the only cards on the table: Scùa and Simili, 2 points.", False),
    ("it", "Gioco l'8 di Coppe e prendo il 3 e il 5 di Coppe, le sole carte in tavola: Scùa, Simili e Quadriglia, 3 punti.", True),
    ("it", "Gioco l'8 di Coppe e prendo il 3 e il 5 di Coppe, le sole carte in tavola: Scùa e Simili, 2 punti.", False),
    ("fr", "Léa joue un 10 et prend le 2, le 3 et le 5, qui formaient toute la table : la Scùa seulement, 1 point.", True),
    ("fr", "Léa joue un 10 et prend le 2, le 3 et le 5, qui formaient toute la table : Scùa et Quadriglia, 2 points.", False),
    ("de", "Ich spiele die 8 Kelche und nehme die 3 und die 5 Kelche, die einzigen Karten auf dem Tisch: Scùa, Simili und Quadriglia, 3 Punkte.", True),
    ("es", "Juego el 8 de Copas y me llevo el 3 y el 5 de Copas, las únicas cartas de la mesa: Scùa, Simili y Quadriglia, 3 puntos.", True),
]


@phenomena({
    "trick_told_outcome_first": ("briscola", NOT_THE_TRUMP + PLAYED_ON),
    "trick_owned_by_possessive": ("briscola", OWNED + OWNED_ES),
    "beyond_cards_in_words": ("minchiate", BEYOND_WORDS),
    "resto_told_in_words": ("minchiate", RESTO_WORDS),
    "resto_outcome_told_first": ("minchiate", RESTO_OUTCOME_FIRST),
    "run_within_a_range": ("minchiate", RUN_WITHIN),
    "combination_quiz": ("minchiate", QUIZ),
    "tied_count_in_words": ("cicera", TIED_IN_WORDS),
    "table_told_in_an_aside": ("cicera", TABLE_ASIDE),
})
def test_a_worked_example_told_in_another_shape(lang, game, text, wrong):
    """Each table's sentences, of its game: ``wrong`` states another outcome than the engine's."""
    check(lang, game, text, wrong)
