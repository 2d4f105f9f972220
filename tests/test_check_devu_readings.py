"""Readings mended on claims dev-u (the fourteenth writer's single claims, opened at the
twenty-fifth session): each a kind of construction, with cases written for this test in several
languages, no sentence copied from the claims.

False errors (a passage read wrong):

- **trumps named in apposition to a word for trumps** ("then come two trumps, the 1 and the 20,
  and last …", "suivent deux atouts : le 1 et le 20"): a comma, colon or dash after the word, then
  numbers joined by commas, 'and' and articles, closed by a clause's end: trumps played, so the
  trick holds their points (not a range, "trumps, 1 to 40", nor amounts, "5 and 10 points");
- **the points after the last of several bonuses named in clauses of their own** ("the table was
  swept, a Scùa, and three cards taken, hence a Quadriglia: 2 points"): their total, when their
  points add up to it (not "La Scùa vaut 1 point, la Quadriglia : 2 points").

Missed disagreements:

- **an award's points said to go to, or be taken by, the side** ("Alla coppia con più carte va 1
  punto", "Chi ha più carte prende 1 punto", "Para a dupla com a maioria das cartas vai 1 ponto":
  data ``scores_points``, verbs that score only with a word for points after the number, nine
  languages);

- **a card named with its suit given a value** ("Le Roi de Coupes vaut 3 points", "Король
  Кубков стоит 3 очка"): the value is its rank's (not an award's card: La Mata, the 2 of Swords);
- **the subject of a beating verb given the value after 'and'** ("Der Re Schwerter schlägt die
  Schwerter-7 und bringt 3 Augen", "Il Cavallo di Coppe batte il 5 di Coppe e vale 4 punti");
- **the card just left named again as staying on the table** ("… had just put down the 4 of
  Cups. I played the 5 of Coins and took the 5 of Swords, leaving the 4 of Cups there"): the
  table holds it once, and a Picada for the other card is an error; and cards taken beside the
  card left, with cards said to stay ("took that 3 together with the 5 of Swords, leaving the 2
  of Batons behind"), lay on the table;
- **every bonus named as earned, with a total after the last** in the sentence after the capture
  ("Scùa, Simili, Quadriglia and, since …, the Picada too: four points"): the outcome said, not
  the rule's list of bonuses.

Ours: Briscola: Asso 11, 3 10, Re 4, Cavallo 3, Fante 2, the rest 0. Cìcera: a Picada only for
taking the very card the previous player has just left, and nothing else; each bonus 1 point;
La Mata (the 2 of Swords) 1 point. Minchiate: trumps 1 and 20 are worth 5 each, the Regina of a
suit 0 in a trick's count here, the highest trump wins."""

from __future__ import annotations

import pytest

from tests.checking import an_error, no_error


# ---------------------------------------------------------------- trumps in apposition

@pytest.mark.parametrize("lang, text", [
    ("en", "The 6 of Coins is led, then come two trumps, the 1 and the 20, and last the Queen of Coins. "
           "The 20 wins the trick, worth 10 points."),
    ("fr", "On entame le 6 de Deniers ; suivent deux atouts : le 1 et le 20, puis la Reine de Deniers. "
           "Le 20 remporte le pli, qui vaut 10 points."),
    ("es", "Sale el 6 de Oros; luego caen dos triunfos, el 1 y el 20, y al final la Regina de Oros. "
           "Gana el 20 y la baza vale 10 puntos."),
    ("pt", "Sai o 6 de Ouros; depois vêm dois trunfos, o 1 e o 20, e por fim a Regina de Ouros. "
           "Ganha o 20, e a vaza vale 10 pontos."),
    ("ru", "Ходят шестёркой Монет, затем идут два козыря, 1 и 20, и последней дама Монет. Берёт 20, во взятке 10 очков."),
])
def test_trumps_in_apposition_are_played(lang, text):
    no_error(lang, "minchiate", text)


@pytest.mark.parametrize("lang, text", [
    ("fr", "On entame le 6 de Deniers ; suivent deux atouts : le 1 et le 20, puis la Reine de Deniers. "
           "Le 20 remporte le pli, qui vaut 5 points."),
    ("es", "Sale el 6 de Oros; luego caen dos triunfos, el 1 y el 20, y al final la Regina de Oros. "
           "Gana el 20 y la baza vale 20 puntos."),
    ("pt", "Sai o 6 de Ouros; depois vêm dois trunfos, o 1 e o 20, e por fim a Regina de Ouros. "
           "Ganha o 20, e a vaza vale 15 pontos."),
])
def test_trumps_in_apposition_a_wrong_total_is_read(lang, text):
    an_error(lang, "minchiate", text, "example")


# ---------------------------------------------------------------- bonuses' total

@pytest.mark.parametrize("lang, text", [
    ("en", "I cleared the table, which is a Scùa, and I had taken three cards, hence a Quadriglia: 2 points for that move."),
    ("fr", "La table est vide, donc Scùa, et trois cartes prises, donc Quadriglia : 2 points."),
    ("vi", "Tôi ăn hết bàn nên được Scùa, lại ăn ba lá nên được Quadriglia: 2 điểm cho nước đó."),
])
def test_points_after_bonuses_in_clauses_are_their_total(lang, text):
    no_error(lang, "cicera", text)


@pytest.mark.parametrize("lang, text", [
    ("en", "I cleared the table, which is a Scùa, and I had taken three cards, hence a Quadriglia: 4 points for that move."),
    ("fr", "La Scùa vaut 1 point, la Quadriglia : 2 points."),
])
def test_a_bonus_value_or_a_wrong_total_is_still_read(lang, text):
    an_error(lang, "cicera", text, "example")


# ---------------------------------------------------------------- a card named with its suit

@pytest.mark.parametrize("lang, game, text", [
    ("fr", "briscola", "Le Roi de Coupes vaut 3 points."),
    ("ru", "briscola", "Король Кубков стоит 3 очка."),
    ("pt", "briscola", "O Cavalo de Copas vale 2 pontos."),
    ("fr", "briscola", "Le 2 de Bâtons vaut 2 points."),
    ("de", "briscola", "Der Re Schwerter schlägt die Schwerter-7 und bringt 3 Augen, die 7 bringt keine."),
    ("it", "briscola", "Il Cavallo di Coppe batte il 5 di Coppe e vale 4 punti."),
    ("en", "briscola", "The Fante of Cups beats the 4 of Cups and is worth 3 points."),
    ("es", "briscola", "El Rey de Oros gana al 6 de Oros y vale 3 puntos."),
    ("de", "briscola", "Die 3 Münzen steht über dem Re Münzen und zählt 11 Punkte."),
])
def test_a_suited_card_valued(lang, game, text):
    an_error(lang, game, text, "example")


@pytest.mark.parametrize("lang, game, text", [
    ("fr", "briscola", "Le Roi de Coupes vaut 4 points."),
    ("ru", "briscola", "Король Кубков стоит 4 очка."),
    ("de", "briscola", "Der Re Schwerter schlägt die Schwerter-7 und bringt 4 Augen, die 7 bringt keine."),
    ("it", "briscola", "Il Cavallo di Coppe batte il 5 di Coppe e vale 3 punti."),
    ("en", "briscola", "The Fante of Cups beats the 4 of Cups and is worth 2 points."),
    ("es", "briscola", "El Rey de Oros gana al 6 de Oros y vale 4 puntos."),
    ("de", "briscola", "Die 3 Münzen steht über dem Re Münzen und zählt 10 Punkte."),
    ("it", "cicera", "Il 2 di Spade vale 1 punto per chi lo prende."),
])
def test_a_suited_card_valued_rightly(lang, game, text):
    no_error(lang, game, text)


# ---------------------------------------------------------------- the card just left, staying

@pytest.mark.parametrize("lang, text", [
    ("en", "The player before me had just put down the 4 of Cups. I played the 5 of Coins and took the 5 of Swords, "
           "leaving the 4 of Cups there. That was a Picada for me."),
    ("it", "Il giocatore prima di me aveva appena calato il 4 di Coppe. Ho giocato il 5 di Denari e ho preso il 5 di "
           "Spade, lasciando il 4 di Coppe. Ho segnato la Picada."),
    ("fr", "Mon voisin venait de poser le 3 de Coupes. J'ai joué le 6 de Deniers et pris le 6 d'Épées, en laissant le "
           "3 de Coupes sur la table : Picada, 1 point."),
    ("es", "El jugador anterior acababa de dejar el 2 de Copas. Jugué el 7 de Oros y me llevé el 7 de Bastos, "
           "dejando el 2 de Copas en la mesa: Picada."),
    ("de", "Mein Vorgänger hatte gerade die Kelche-5 abgelegt. Ich spielte die Münzen-9 und nahm die Schwerter-9, "
           "die Kelche-5 blieb liegen. Das gab eine Picada."),
    ("en", "The player before you left the 3 of Cups. You played the 8 of Coins and took that 3 together with the 5 "
           "of Swords, leaving the 2 of Batons behind. You earned a Picada."),
])
def test_a_picada_for_another_card_than_the_one_left(lang, text):
    an_error(lang, "cicera", text, "example")


@pytest.mark.parametrize("lang, text", [
    ("en", "The player before me had just put down the 4 of Cups. I played the 4 of Coins and took the 4 of Cups, "
           "leaving the 5 of Swords there. That was a Picada for me."),
    ("it", "Il giocatore prima di me aveva appena calato il 4 di Coppe. Ho giocato il 4 di Denari e ho preso il 4 di "
           "Coppe, lasciando il 5 di Spade. Ho segnato la Picada."),
    ("fr", "Mon voisin venait de poser le 3 de Coupes. J'ai joué le 3 de Deniers et pris le 3 de Coupes, en laissant "
           "le 6 d'Épées sur la table : Picada, 1 point."),
    ("de", "Mein Vorgänger hatte gerade die Kelche-5 abgelegt. Ich spielte die Münzen-5 und nahm die Kelche-5, "
           "die Schwerter-9 blieb liegen. Das gab eine Picada."),
])
def test_a_picada_for_the_card_left(lang, text):
    no_error(lang, "cicera", text)


# ---------------------------------------------------------------- every bonus named, a total

@pytest.mark.parametrize("lang, text", [
    ("it", "Sul tavolo restano il 2, il 3 e il 4 di Coppe, e il 4 l'ha appena calato Marco. Io gioco il 9 di Coppe e "
           "porto via tutto! Scùa, Simili, Quadriglia e, siccome c'era il 4 di Marco, anche Picada, in tutto quattro punti."),
    ("en", "On the table lie the 2, the 3 and the 4 of Cups; the player before me has just put down the 4. I play the 9 "
           "of Cups and take everything. Scùa, Simili, Quadriglia and, with the 4 among them, the Picada too, so 4 points."),
    ("fr", "Sur la table restent le 2, le 3 et le 4 de Coupes ; le joueur précédent vient de poser le 4. Je joue le 9 de "
           "Coupes et je ramasse tout. Scùa, Simili, Quadriglia et, puisque le 4 y était, la Picada aussi, soit 4 points."),
])
def test_every_bonus_named_with_a_total(lang, text):
    an_error(lang, "cicera", text, "example")


def test_every_bonus_named_one_denied_agrees():
    no_error("en", "cicera", "On the table lie the 2, the 3 and the 4 of Cups; the player before me has just put down "
                             "the 4. I play the 9 of Cups and take everything. Scùa, Simili, Quadriglia, but no Picada, "
                             "so 3 points.")


# ---------------------------------------------------------------- an award's points go to a side

@pytest.mark.parametrize("lang, text", [
    ("it", "Chi ha più carte prende 1 punto."),
    ("it", "Alla squadra con più carte va 1 punto."),
    ("fr", "À l'équipe qui a le plus de cartes va 1 point."),
    ("es", "Al equipo con la mayoría de las cartas va 1 punto."),
    ("pt", "Para a dupla com a maioria das cartas vai 1 ponto."),
    ("ru", "За большинство карт идёт 1 очко."),
    ("de", "Für die meisten Karten geht 1 Punkt an das Team."),
])
def test_an_award_going_to_a_side(lang, text):
    an_error(lang, "cicera", text, "example")


@pytest.mark.parametrize("lang, text", [
    ("it", "Chi ha più carte prende 2 punti."),
    ("it", "Alla coppia che ha preso più carte vanno 2 punti."),
    ("fr", "L'équipe qui a le plus de cartes prend 2 points."),
    ("it", "Chi ha più carte prende il 5 di Denari."),
])
def test_an_award_going_to_a_side_rightly(lang, text):
    no_error(lang, "cicera", text)
