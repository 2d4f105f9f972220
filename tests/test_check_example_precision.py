"""Worked examples an error needs read with confidence (issue #10, item 6): the situation and
the stated outcome. A right example gets no error; a near one that states a wrong outcome still
gets one, so every test can fail both ways. Every sentence is written for this test (not taken
from the corpus or the claims files).

- a play during the deal that states only the new lead (no resti, the lead under a resto's
  worth) is complete: its numbers are the play's givens, not a rule's ("ahead by 30, loses the
  Matto (5): the lead falls to 25");
- a lead told as "N points up" is a lead;
- the card played is the number right after the word for playing, wherever the givens put it
  ("the table holds a 4, a 2 and a 6 and you play a 6");
- "all three" (a word for all before the count of the table's cards) takes the whole table;
  a capture the text refuses ("but not all three cards") or a score ("2 points") is no option;
- a piece of the options the reader cannot read (an inflected card word) may be the option said
  to be missing: nothing is said of a missing option then;
- a run's score is not a card added to it after a word for 'and' ("Asso bis 4 und dazu die 6,
  zählt 4"): the added card is held, and the engine scores run and card together;
- a card the text says is not held ("..., mas não o 4") does not join the run's list;
- two teams' counts named again after their pair ("7 against 6: the team with the 7 ...") are
  the example's givens, not a rule's number;
- the cards captured and the bonus: what the bonus counts stands before a bracket or a rate
  ("6 points (1/card beyond 42)" counts points, not cards);
- who leads: "the opponent" beside a player named by the trick's outcome is that player's
  opponent ("whoever loses the trick draws after the opponent, and the opponent leads" is the
  winner), unless a card is led (a play of an example);
- a count of cards of one named rank ("Tre Re", one of each suit) forming a combination, and the
  points the clause gives it: the engine's score, read (a wrong score is an error).
"""

import pytest

from checking import error_findings, pair


# ---------------------------------------------------------------- a play that states the new lead only

NEW_LEAD_ONLY = [
    ("en", "We were 40 points up when our partner took the Matto with trump 3 (5 points); our lead was then 45 points.",
     "We were 40 points up when our partner took the Matto with trump 3 (5 points); our lead was then 46 points."),
    ("it", "La squadra è avanti di 30 punti e perde il Matto (5 punti): il vantaggio scende a 25 punti.",
     "La squadra è avanti di 30 punti e perde il Matto (5 punti): il vantaggio scende a 24 punti."),
    ("de", "Ein Team liegt 40 Punkte vorn und gewinnt einen Re (5 Punkte); der Vorsprung beträgt dann 45 Punkte.",
     "Ein Team liegt 40 Punkte vorn und gewinnt einen Re (5 Punkte); der Vorsprung beträgt dann 44 Punkte."),
]


@pytest.mark.parametrize("lang,agrees,differs", NEW_LEAD_ONLY)
def test_play_stating_only_the_new_lead(lang, agrees, differs):
    pair(lang, "minchiate", agrees, differs)


def test_points_up_is_a_lead_and_a_wrong_resto_still_found():
    right = "They are 50 points up, then capture a Re and trump 1 (10 points): the lead is 60, so they book one resto."
    wrong = "They are 50 points up, then capture a Re and trump 1 (10 points): the lead is 60, so they book two resti."
    pair("en", "minchiate", right, wrong, by="example")


# ---------------------------------------------------------------- Cìcera capture options

PLAY_AFTER_TABLE = [
    ("en", "The table holds a 4, a 2 and a 6 and you play a 6: you may take the 6 or the 4 and 2, or lay your card.",
     "The table holds a 4, a 2 and a 6 and you play a 6: you may take the 6, or the 4 and 2, or the 4 alone, or lay your card."),
    ("it", "Sul tavolo ci sono un 4, un 2 e un 6 e giochi un 6: puoi prendere il 6 oppure il 4 e il 2, oppure lasciare la carta.",
     "Sul tavolo ci sono un 4, un 2 e un 6 e giochi un 6: puoi prendere il 6 oppure il 4 da solo, oppure lasciare la carta."),
]


@pytest.mark.parametrize("lang,agrees,differs", PLAY_AFTER_TABLE)
def test_card_played_after_the_table(lang, agrees, differs):
    pair(lang, "cicera", agrees, differs, by="example")


ALL_OF_THE_TABLE = [
    ("en", "You play a 7 on a table with 1, 4 and 2: you may take all three, or lay your card.",
     "You play a 7 on a table with 1, 4 and 2: you may take all three, or the 4 alone, or lay your card."),
    ("fr", "Vous jouez un 7 sur une table avec 1, 4 et 2 : vous pouvez prendre les trois cartes, ou poser votre carte.",
     "Vous jouez un 7 sur une table avec 1, 4 et 2 : vous pouvez prendre les trois cartes, ou le 4 seul, ou poser votre carte."),
]


@pytest.mark.parametrize("lang,agrees,differs", ALL_OF_THE_TABLE)
def test_all_three_is_the_whole_table(lang, agrees, differs):
    pair(lang, "cicera", agrees, differs, by="example")


REFUSED_OR_SCORE = [
    ("it", "Giochi un 6 su un tavolo con 6, 4 e 2: puoi prendere il 6 oppure il 4 e il 2, ma non tutte e tre le carte, oppure lasciare la carta.",
     "Giochi un 6 su un tavolo con 6, 4 e 2: puoi prendere il 6 oppure il 4 e il 2 oppure tutte e tre le carte, oppure lasciare la carta."),
    ("fr", "Vous jouez un 7 sur une table avec 7, 4 et 3 : vous pouvez prendre le 7 ou le 4 et le 3, mais pas les trois cartes, ou poser votre carte.",
     "Vous jouez un 7 sur une table avec 7, 4 et 3 : vous pouvez prendre le 7 ou le 4 et le 3 ou les trois cartes, ou poser votre carte."),
    ("en", "You play a 6 on a table with 6, 4 and 2: you may take the 6, or the 4 and 2, with 2 points, or lay your card.",
     "You play a 6 on a table with 6, 4 and 2: you may take the 6, or the 4 alone, with 2 points, or lay your card."),
]


@pytest.mark.parametrize("lang,agrees,differs", REFUSED_OR_SCORE)
def test_refused_capture_or_score_is_no_option(lang, agrees, differs):
    pair(lang, "cicera", agrees, differs, by="example")


def test_unread_piece_silences_the_missing_option_only():
    unread = "Pelaat seitsemän pöytään, jossa on 7, 5 ja 2: voit ottaa pelkän seiskan tai 5 + 2, tai vain laskea korttisi pöytään."
    missing = "Pelaat seitsemän pöytään, jossa on 7, 5 ja 2: voit ottaa 5 + 2 tai vain laskea korttisi pöytään."
    wrong = "Pelaat seitsemän pöytään, jossa on 7, 5 ja 2: voit ottaa pelkän seiskan tai 5 + 3, tai vain laskea korttisi pöytään."
    pair("fi", "cicera", unread, missing, by="example")
    assert any(e.check == "example" for e in error_findings(wrong, "fi", "cicera"))


# ---------------------------------------------------------------- Cìcera napula

ADDED_CARD = [
    ("de", "Habt ihr Asso bis 4 der Schwerter und dazu die 6, zählt die Napula 4.",
     ["Habt ihr Asso bis 4 der Schwerter und dazu die 5, zählt die Napula 4.",
      "Habt ihr Asso bis 4 der Schwerter und dazu die 6, zählt die Napula 6."]),
    ("en", "If you hold Asso–2–3 of Swords and also the 6, the Napula scores 3.",
     ["If you hold Asso–2–3 of Swords and also the 4, the Napula scores 3.",
      "If you hold Asso–2–3 of Swords and also the 6, the Napula scores 6."]),
]


@pytest.mark.parametrize("lang,agrees,differ", ADDED_CARD)
def test_card_added_to_a_run_is_not_its_score(lang, agrees, differ):
    assert error_findings(agrees, lang, "cicera") == []
    for text in differ:
        assert any(e.check == "example" for e in error_findings(text, lang, "cicera")), text


def test_card_not_held_leaves_the_run_list():
    right = "Se a equipe tem o Asso, o 2, o 4 e o 5 de Espadas, mas não o 3, não marca Napula."
    wrong = "Se a equipe tem o Asso, o 2, o 3 e o 5 de Espadas, mas não o 4, marca 4 pontos de Napula."
    right_it = "Se la squadra ha l'Asso, il 2, il 3 e il 5 di Spade, ma non il 4, la Napula vale 3 punti."
    wrong_it = "Se la squadra ha l'Asso, il 2, il 3 e il 5 di Spade, ma non il 4, la Napula vale 5 punti."
    pair("pt", "cicera", right, wrong, by="example")
    pair("it", "cicera", right_it, wrong_it, by="example")


# ---------------------------------------------------------------- Cìcera majority

COUNT_NAMED_AGAIN = [
    ("fr", "À 6 Épées contre 5, l'équipe aux 6 Épées marque le point des Épées.",
     "À 6 Épées contre 5, l'équipe aux 6 Épées marque 2 points."),
    ("en", "With 6 Swords against 5, the side with the 6 Swords takes the Swords point.",
     "With 6 Swords against 5, the side with the 6 Swords takes 2 points."),
    ("it", "Con 9 Spade contro 4, la squadra con le 9 Spade prende il punto delle Spade.",
     "Con 9 Spade contro 4, la squadra con le 9 Spade prende 2 punti."),
]


@pytest.mark.parametrize("lang,agrees,differs", COUNT_NAMED_AGAIN)
def test_team_count_named_again_is_a_given(lang, agrees, differs):
    pair(lang, "cicera", agrees, differs)


# ---------------------------------------------------------------- Minchiate cards beyond

BEYOND_WITH_RATE = [
    ("it", "Abbiamo preso 12 prese, cioè 48 carte: 6 punti (1/carta oltre le 42).",
     "Abbiamo preso 12 prese, cioè 48 carte: 7 punti (1/carta oltre le 42)."),
    ("it", "Abbiamo preso 50 carte, quindi 8 punti (1/carta oltre le 42).",
     "Abbiamo preso 50 carte, quindi 9 punti (1/carta oltre le 42)."),
    ("fi", "Meillä oli 12 tikkiä eli 48 korttia -> 6 pistettä (1/kortti yli 42:n).",
     "Meillä oli 12 tikkiä eli 48 korttia -> 7 pistettä (1/kortti yli 42:n)."),
]


@pytest.mark.parametrize("lang,agrees,differs", BEYOND_WITH_RATE)
def test_bonus_before_its_rate_is_read(lang, agrees, differs):
    pair(lang, "minchiate", agrees, differs, by="example")


# ---------------------------------------------------------------- who leads, told from one side

OPPONENT_LEADS = [
    ("en", "Whoever loses the trick draws after the opponent, and the opponent leads the next trick.",
     "The winner of the trick draws first and the other player leads the next trick."),
    ("fr", "Celui qui perd le pli pioche après l'adversaire, et c'est l'adversaire qui entame le pli suivant.",
     "Celui qui gagne le pli pioche avant l'adversaire, et c'est l'adversaire qui entame le pli suivant."),
    ("pt", "Quem perde a vaza compra depois do adversário, e quem abre a vaza seguinte é o adversário.",
     "Quem ganha a vaza compra antes do adversário, e quem abre a vaza seguinte é o adversário."),
]


@pytest.mark.parametrize("lang,agrees,differs", OPPONENT_LEADS)
def test_opponent_of_the_named_player_leads(lang, agrees, differs):
    pair(lang, "briscola", agrees, differs, by="claims")


def test_opponent_playing_a_card_is_no_leader():
    text = "On entame le Cavallo de Deniers et l'adversaire coupe avec le 4 d'atout : le 4 gagne un pli qui vaut 3 points."
    assert error_findings(text, "fr", "briscola") == []


# ---------------------------------------------------------------- Minchiate: cards of one rank

SAME_RANK = [
    ("it", "Tre Re formano una versicola da 15 punti.", "Tre Re formano una versicola da 10 punti."),
    ("it", "Quattro Re formano una versicola da 20 punti.", "Quattro Re formano una versicola da 15 punti."),
    ("fr", "Trois Re forment une versicola de 15 points.", "Trois Re forment une versicola de 10 points."),
]


@pytest.mark.parametrize("lang,agrees,differs", SAME_RANK)
def test_cards_of_one_rank_form_a_combination(lang, agrees, differs):
    pair(lang, "minchiate", agrees, differs, by="example")
