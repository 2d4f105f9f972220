"""Batch 2027-01-06 (the sixteenth writer's) and rule differences of real texts by others, each
read as a phenomenon (JOURNAL, "Added in the twenty-seventh session (h173 …)"); sentences of our
own in several languages, not copies of the data.

- **A word of leading that names the suit led is not who leads**: "the lead suit", "non-lead",
  "couleur d'entame", "seme giocato per primo", "chất đi đầu" (the glossary's term and data
  ``suit_led_more``); with "cards … cannot win" (a card's winning negated) the sentence was read
  as "the trick's loser leads".
- **A forbidden rendering of a card stands for it only beside cards**: "i campi sono chiusi" (the
  bocce courts), "Platz nehmen" are the words' own senses; "prendere Assi, Tre e campi" is the
  court cards (a word for cards or a card's name within a few words).
- **The suit led's forbidden words in a sentence on following suit** (glossary ``named_with``):
  "rien ne vous oblige à fournir la couleur menée".
- **A trick said to be worth nothing** (data ``no_value`` after the word for trick): "le 2
  d'atout l'emporte et le pli ne vaut rien" where the trick holds the Re's 4 points.
- **A rank order given to other suits by a word of sameness** (data ``same_order``): "in Coins and
  Cups the Asso is highest …; the same goes for Swords and Batons".
"""

import pytest

from checking import messages, no_error
from toolkit.check.lexicon import lexicon
from toolkit.check.terms import check_concepts

LOSER_LEADS = "the trick's loser leads the next one"

SUIT_LED_ATTRIBUTE = [     # silent: which cards can win, the suit led named by a word of leading
    ("en", "briscola", "Cards outside the trump suit and the lead suit do not win, whatever their rank."),
    ("en", "briscola", "Cards of the lead suit lose to any trump."),
    ("en", "briscola", "Any card from a non-trump, non-lead suit cannot win the trick."),
    ("fr", "briscola", "Une carte qui n'est ni atout ni de la couleur d'entame ne peut pas gagner."),
    ("fr", "briscola", "Les cartes hors atout et hors couleur entamée ne gagnent jamais."),
    ("it", "briscola", "Una carta che non è né briscola né del seme giocato per primo non può vincere."),
    ("ru", "briscola", "Карты другой масти, не козырной и не масти захода, не могут выиграть."),
    ("vi", "briscola", "Bài không thuộc chất đi đầu, cũng không phải chủ, sẽ không thắng."),
]

LOSER_LEADS_STILL = [      # the loser still read as who leads, the suit led named beside
    ("en", "briscola", "The player who lost the trick leads the next one, in any suit."),
    ("fr", "briscola", "C'est le perdant du pli qui entame le suivant, dans la couleur de son choix."),
]


@pytest.mark.parametrize("lang, game, text", SUIT_LED_ATTRIBUTE)
def test_suit_led_by_a_word_of_leading_is_not_who_leads(lang, game, text):
    no_error(lang, game, text)


@pytest.mark.parametrize("lang, game, text", LOSER_LEADS_STILL)
def test_loser_leads_still_read(lang, game, text):
    assert LOSER_LEADS in " ".join(messages(text, lang, game)), text


def _court_errors(lang: str, text: str) -> list[str]:
    return [i.message for i in check_concepts(text, {"court_card"}, (), lexicon(lang)) if i.severity == "error"]


COURT_OWN_SENSE = [        # a sentence aligned to a clause on court cards, the word in its own sense
    ("it", "Quando nevica e i campi da bocce sono chiusi, ci si sposta nella saletta del circolo."),
    ("it", "I campi restano aperti fino alle 22: poi si gioca a carte al bar."),
    ("de", "Der Platz vor dem Vereinsheim ist im Winter gesperrt, also sitzen wir drinnen."),
    ("fr", "Après le match sur le terrain de pétanque, on sort les cartes."),
    ("es", "Si llueve y la pista está cerrada, jugamos en el bar del club."),
]

COURT_AS_CARDS = [         # the word among cards: the court cards
    ("it", "Usa le briscole per prendere Assi, Tre e campi di valore."),
    ("it", "Le carte di campo valgono punti: il Re 4, il Cavallo 3, il Fante 2."),
    ("fr", "Les terrains (Re, Cavallo, Fante) valent 4, 3 et 2 points."),
    ("it", "Un campo può prendere soltanto un altro campo dello stesso valore."),    # a card's capture, no word for cards
]


@pytest.mark.parametrize("lang, text", COURT_OWN_SENSE)
def test_court_word_in_its_own_sense(lang, text):
    assert not _court_errors(lang, text), text


@pytest.mark.parametrize("lang, text", COURT_AS_CARDS)
def test_court_word_among_cards(lang, text):
    assert _court_errors(lang, text), text


SUIT_LED_FORBIDDEN = [
    ("fr", "briscola", "On n'est jamais tenu de suivre la couleur menée : toute carte peut être jouée."),
    ("fr", "briscola", "Personne n'est obligé de fournir à la couleur menée, ni de couper."),
]


@pytest.mark.parametrize("lang, game, text", SUIT_LED_FORBIDDEN)
def test_suit_led_forbidden_word_where_following_suit(lang, game, text):
    assert any("'suit_led'" in m for m in messages(text, lang, game)), text


def test_suit_led_approved_word_stays_silent():
    no_error("fr", "briscola", "On n'est jamais tenu de fournir à la couleur demandée : toute carte peut être jouée.")


TRICK_POINTS = "the trick holds a different number of points"

WORTH_NOTHING_WRONG = [    # the Re's 4 points are in the trick
    ("en", "briscola", "Example: Swords are trumps. I lead the Re of Cups and you answer with the 2 of Swords: "
                       "your 2 wins, and the trick is worth nothing."),
    ("it", "briscola", "Esempio: briscola a Spade. Apro con il Re di Coppe, tu rispondi con il 2 di Spade: "
                       "vince il 2 e la presa non vale niente."),
    ("de", "briscola", "Beispiel: Schwerter sind Trumpf. Ich spiele den Re von Kelchen aus, du legst die 2 von "
                       "Schwertern: die 2 gewinnt, und der Stich zählt nichts."),
    ("es", "briscola", "Ejemplo: triunfo Espadas. Salgo con el Re de Copas y respondes con el 2 de Espadas: "
                       "gana el 2 y la baza no vale nada."),
]

WORTH_NOTHING_RIGHT = [    # no point in the trick, or a card's own worth
    ("en", "briscola", "Example: Swords are trumps. I lead the 4 of Cups and you answer with the 2 of Swords: "
                       "your 2 wins, and the trick is worth nothing."),
    ("it", "briscola", "Esempio: briscola a Spade. Apro con il 5 di Coppe, tu rispondi con il 2 di Spade: "
                       "vince il 2 e la presa non vale niente."),
    ("en", "briscola", "Example: Swords are trumps. I lead the Re of Cups and you answer with the 2 of Swords: "
                       "your 2 wins the trick, though the 2 itself is worth nothing."),
]


@pytest.mark.parametrize("lang, game, text", WORTH_NOTHING_WRONG)
def test_trick_said_worth_nothing(lang, game, text):
    assert TRICK_POINTS in " ".join(messages(text, lang, game)), text


@pytest.mark.parametrize("lang, game, text", WORTH_NOTHING_RIGHT)
def test_trick_worth_nothing_that_holds_none(lang, game, text):
    assert TRICK_POINTS not in " ".join(messages(text, lang, game)), text


SAME_ORDER_WRONG = [       # Swords and Batons given Coins and Cups' order (ours: 10 high there)
    ("de", "minchiate", "In Münzen und Kelchen ist das Asso die höchste Karte, die 10 die niedrigste; in "
                        "Schwertern und Stäben gilt dasselbe."),
    ("en", "minchiate", "In Coins and Cups the Asso ranks highest and the 10 lowest; the same goes for Swords and Batons."),
    ("it", "minchiate", "In Denari e Coppe l'Asso è la carta più alta e il 10 la più bassa; in Spade e Bastoni è lo stesso."),
    ("fr", "minchiate", "En Deniers et en Coupes, l'Asso est la plus forte et le 10 la plus faible ; de même en Épées et en Bâtons."),
    ("es", "minchiate", "En Oros y Copas el Asso es la carta más alta y el 10 la más baja; en Espadas y Bastos, igual."),
    ("en", "minchiate", "In Swords and Batons the 10 ranks highest and the Asso lowest; the same goes for Coins and Cups."),
]

SAME_ORDER_RIGHT = [
    ("de", "minchiate", "In Münzen und Kelchen ist das Asso die höchste und die 10 die niedrigste; in "
                        "Schwertern und Stäben ist es umgekehrt."),
    ("en", "minchiate", "In Swords and Batons the 10 ranks highest and the Asso lowest; in Coins and Cups it is the reverse."),
    ("it", "minchiate", "In Spade e Bastoni il 10 è la carta più alta e l'Asso la più bassa; in Denari e Coppe è il contrario."),
    ("en", "briscola", "In Coins the Asso ranks highest and the 2 lowest; likewise in Cups, Swords and Batons."),
]


@pytest.mark.parametrize("lang, game, text", SAME_ORDER_WRONG)
def test_rank_order_given_by_sameness(lang, game, text):
    assert any("rank" in m for m in messages(text, lang, game)), text


@pytest.mark.parametrize("lang, game, text", SAME_ORDER_RIGHT)
def test_rank_order_reversed_or_every_suit_stays_silent(lang, game, text):
    no_error(lang, game, text)


HIGHEST_ANY = "a trick is won by the highest card, whatever its suit"

HIGHER_CARD_WINS = [       # the higher of two cards wins the round, no suit or trump named
    ("it", "briscola", "A ogni giro ciascuno cala una carta e chi ha messo la carta di valore maggiore vince il giro."),
    ("it", "briscola", "A ogni turno vince il turno chi ha giocato la carta di valore più alto."),
    ("de", "briscola", "In jeder Runde legt jeder eine Karte, und die höhere Karte gewinnt die Runde."),
    ("es", "briscola", "En cada ronda gana la carta de mayor valor."),
    ("pt", "briscola", "Em cada rodada, vence a rodada quem jogar a carta de maior valor."),
    ("fr", "briscola", "À chaque tour, la carte de valeur supérieure gagne le tour."),
    ("vi", "briscola", "Mỗi vòng, lá cao hơn thắng vòng đó."),
]

HIGHER_CARD_OURS = [
    ("en", "briscola", "Each round, the higher card of the suit led wins the round."),
    ("it", "briscola", "A ogni giro vince la carta di valore maggiore del seme di uscita, oppure la briscola più alta."),
    ("en", "briscola", "A higher card beats a lower one of the same suit."),
    ("it", "briscola", "Tocca a te: al tuo turno giochi una carta qualsiasi, anche di valore maggiore."),
    ("it", "briscola", "Chi ha il punteggio maggiore vince la partita."),
    ("de", "briscola", "Wer den höheren Wert hat, gewinnt die Partie."),
    ("it", "briscola", "Il Re vince la mano perché ha un valore maggiore del Fante."),     # two named cards compared
]


@pytest.mark.parametrize("lang, game, text", HIGHER_CARD_WINS)
def test_higher_card_wins_whatever_the_suit(lang, game, text):
    assert HIGHEST_ANY in " ".join(messages(text, lang, game)), text


@pytest.mark.parametrize("lang, game, text", HIGHER_CARD_OURS)
def test_higher_card_of_the_suit_led_or_a_score_stays_silent(lang, game, text):
    no_error(lang, game, text)


SEVERAL = "the game is a match of several deals"

LATER_DEALS = [            # who deals said of the following deals or games: there are several
    ("es", "briscola", "En las partidas siguientes reparte quien haya ganado la anterior."),
    ("it", "briscola", "Nelle smazzate successive distribuisce chi ha perso la precedente."),
    ("fr", "briscola", "Dans les donnes suivantes, c'est le perdant qui distribue."),
    ("de", "briscola", "In den folgenden Spielen gibt der Verlierer des vorigen Spiels."),
    ("pt", "briscola", "Nas partidas seguintes, dá as cartas quem perdeu a anterior."),
    ("es", "briscola", "El turno de dar, en las partidas siguientes, pasa al jugador de la izquierda."),
]

LATER_NOT_DEALS = [
    ("it", "briscola", "La mano successiva la apre chi ha preso l'ultima."),
    ("en", "briscola", "In the following tricks, the winner of the previous trick leads."),
    ("en", "briscola", "The dealer deals three cards to each player; the following cards form the stock."),
    ("de", "briscola", "Danach spielt der folgende Spieler eine Karte, und der Geber zieht zuletzt."),
]


@pytest.mark.parametrize("lang, game, text", LATER_DEALS)
def test_dealing_in_the_following_deals(lang, game, text):
    assert SEVERAL in " ".join(messages(text, lang, game)), text


@pytest.mark.parametrize("lang, game, text", LATER_NOT_DEALS)
def test_following_tricks_or_cards_stay_silent(lang, game, text):
    assert SEVERAL not in " ".join(messages(text, lang, game)), text
