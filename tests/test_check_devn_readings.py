"""Readings mended on claims dev-n (the eighth writer's single claims, opened at the nineteenth
session), each as a phenomenon with cases written for this test in several languages, no sentence
copied from the claims:

- **the pack's size after the word for the pack** ("a deck of 40", "una baraja de 40", "колода
  из 40": data ``claim_cues.deck_of``) is its count of cards, not the points it holds;
- **trumps numbered in Roman numerals** after a word for trump ("trump XVII", "tarocco XXII",
  "triunfo XVII": data ``claim_cues.trump_numeral``) are those trumps;
- **the cards of a trick counted** ("21 tricks of four cards", "plis de quatre cartes"): one a
  player, ours, no count of the deal;
- **the bonus for cards beyond 42 told before the count** ("Eight points more: your tricks hold
  50 cards") is the example's outcome;
- **a number right before a suit's name** (fi "kaksi kolikkoa", two Coins) counts cards of the
  suit, it is no award's value;
- **bounds said "at most"** in more words ("como mucho", "quando muito", "maksimissaan": data
  ``qualifiers.at_most``);
- **who starts said by an infinitive with a modal** ("Anfangen muss …", "Debe comenzar …": data
  ``starts``);
- **the side with more points said to win** ("the team with the most card points wins") where
  ours decides by resti;
- **a tie said in the words for a drawn game** ("partie nulle", "a draw", "tablas", "patta":
  data ``equal``), after a sentence that gives the gap between the totals ("the margin is below
  7 points": data ``claim_cues.margin``);
- de **"unter" in lower case** is the preposition, not the card "Unter";
- **a majority award named by a word for the majority and what it counts** ("la maggioranza
  delle Spade", "die Mehrheit der Schwerter": data ``award_cues.majority``);
- **a comparative without its second term** after two cards named ("… the 3 of Cups: the Re is
  higher", vi "Re lớn hơn": data ``claim_cues.higher_alone``) ranks the card it names above the
  other;
- **a bulleted list of ranks under a lead-in that ends with a colon and says the order**
  ("Xếp hạng từ cao xuống thấp:") is read as a ranking table of one column;
- **a suit named before a colon, then bare ranks** ("Coins are led: 8, 3, 10, 6", "In Münzen
  wird ausgespielt: …") are cards of that suit; de "den Stich macht" is a card winning the trick;
- **the Napula named as a run's label** ("Napula: … Le 4 manque … : 7 points") owns the points of
  the next sentence; **the whole suit told by its count** ("alle dreizehn Schwerter") is a run;
  **a run denied in the next sentence** ("Napula không được tính") scores none by the text; a
  number spelled out before the word for cards or a classifier ("ba lá") counts cards;
- **two chains of trumps, then a bare total with "in all" after it** ("…: 35 in tutto") is the
  score of all their cards together;
- **a number word right before a rank's name, or inside a phrase for 'both'** ("les deux Re", "los
  dos Re", "tutti e due i Re", "tous les deux") counts those cards, it names no card 2.

Ours: Briscola: 40 cards, 120 points in the pack, the higher total wins, 60–60 a tie (BRI-E2);
Minchiate: 97 cards, 21 tricks, the cutter robs up to 13 (MIN-S1), each card beyond 42 adds 1
point (MIN-SC6), the net resti decide (MIN-O1); Cìcera: the player on the dealer's right starts
(CIC-S1), the 10 of Coins scores 1 point."""

from __future__ import annotations

import pytest

from tests.checking import an_error, errors, no_error, pair


# ---------------------------------------------------------------- the pack's size

@pytest.mark.parametrize("lang, text", [
    ("es", "¿Cuántos puntos tiene una baraja de 40? Cada palo da 30, y la baraja 120."),
    ("pt", "Quantos pontos tem um baralho de 40? Cada naipe dá 30, e o baralho 120."),
    ("ru", "Сколько очков в колоде из 40? Каждая масть даёт 30, вся колода 120."),
])
def test_the_packs_size_after_its_word_holds_no_points(lang, text):
    no_error(lang, "briscola", text)


# ---------------------------------------------------------------- trumps in Roman numerals

@pytest.mark.parametrize("lang, agrees, differs", [
    ("en",
     "North leads the 4 of Cups, East plays the 9 of Cups, South has no Cups and trumps with trump XVII, "
     "West plays the Re of Cups. Trump XVII takes the trick.",
     "North leads the 4 of Cups, East plays the 9 of Cups, South has no Cups and trumps with trump XVII, "
     "West plays the Re of Cups. The Re of Cups takes the trick."),
    ("fr",
     "Nord entame le 4 de Coupes, Est joue le 9 de Coupes, Sud n'a plus de Coupes et coupe avec l'atout XVII, "
     "Ouest pose le Re de Coupes. L'atout XVII remporte le pli.",
     "Nord entame le 4 de Coupes, Est joue le 9 de Coupes, Sud n'a plus de Coupes et coupe avec l'atout XVII, "
     "Ouest pose le Re de Coupes. Le Re de Coupes remporte le pli."),
    ("es",
     "Norte sale con el 4 de Copas, Este juega el 9 de Copas, Sur no tiene Copas y corta con el triunfo XVII, "
     "Oeste echa el Re de Copas. Gana la baza el triunfo XVII.",
     "Norte sale con el 4 de Copas, Este juega el 9 de Copas, Sur no tiene Copas y corta con el triunfo XVII, "
     "Oeste echa el Re de Copas. Gana la baza el Re de Copas."),
    ("it",
     "Nord esce col 4 di Coppe, Est gioca il 9 di Coppe, Sud non ha Coppe e taglia col tarocco XXII, "
     "Ovest cala il Re di Coppe. Prende il tarocco XXII.",
     "Nord esce col 4 di Coppe, Est gioca il 9 di Coppe, Sud non ha Coppe e taglia col tarocco XXII, "
     "Ovest cala il Re di Coppe. Prende il Re di Coppe."),
])
def test_a_trump_numbered_in_roman_numerals_is_that_trump(lang, agrees, differs):
    pair(lang, "minchiate", agrees, differs)


def test_roman_numerals_become_digits_in_place():
    from toolkit.check.document import roman_trumps

    assert roman_trumps("puis l'atout XIV, la carte la plus forte", "fr") == "puis l'atout 14 , la carte la plus forte"
    assert roman_trumps("die Trümpfe XX–XXIX heißen Sopraventi", "de") == "die Trümpfe XX–XXIX heißen Sopraventi"   # groups
    assert roman_trumps("im XVI Jahrhundert", "de") == "im XVI Jahrhundert"      # no word for trump before it


# ---------------------------------------------------------------- the cards of a trick

@pytest.mark.parametrize("lang, text", [
    ("en", "The deal is 21 tricks of four cards each, 84 cards in all."),
    ("fr", "La donne compte 21 plis de quatre cartes, soit 84 cartes."),
    ("it", "Si giocano 21 prese da quattro carte, cioè 84 carte."),
])
def test_the_cards_of_a_trick_counted_are_no_count_of_the_deal(lang, text):
    no_error(lang, "minchiate", text)


# ---------------------------------------------------------------- the bonus told before the count

@pytest.mark.parametrize("lang, agrees, differs", [
    ("en", "Eight points more for you: your tricks hold 50 cards, and each card past 42 is worth one.",
     "Nine points more for you: your tricks hold 50 cards, and each card past 42 is worth one."),
    ("fr", "Six points de plus : vos plis comptent 48 cartes, et chaque carte au-delà de 42 vaut un point.",
     "Sept points de plus : vos plis comptent 48 cartes, et chaque carte au-delà de 42 vaut un point."),
])
def test_the_bonus_beyond_42_told_before_the_count(lang, agrees, differs):
    no_error(lang, "minchiate", agrees)
    assert "example: the cards captured earn a different bonus" in errors(differs, lang, "minchiate")


# ---------------------------------------------------------------- a count of a suit's cards

def test_a_number_before_a_suits_name_counts_cards_it_is_no_value():
    no_error("fi", "cicera", "Pöydällä ovat kolikoiden 4 ja 6 sekä miekkojen Re. "
                              "Otat kolikoiden kympillä kaksi kolikkoa (4 + 6).")


# ---------------------------------------------------------------- "at most" in more words

@pytest.mark.parametrize("lang, agrees, differs", [
    ("es", "Quien corta puede robar como mucho 13 cartas.", "Quien corta puede robar como mucho 10 cartas."),
    ("pt", "Quem corta pode roubar quando muito 13 cartas.", "Quem corta pode roubar quando muito 10 cartas."),
    ("fi", "Nostaja saa ryöstää maksimissaan 13 korttia.", "Nostaja saa ryöstää maksimissaan 9 korttia."),
])
def test_at_most_in_more_words_bounds_the_rob(lang, agrees, differs):
    pair(lang, "minchiate", agrees, differs)


# ---------------------------------------------------------------- who starts, by an infinitive

@pytest.mark.parametrize("lang, agrees, differs", [
    ("de", "Anfangen muss der Spieler rechts vom Geber.", "Anfangen muss der Spieler links vom Geber."),
    ("es", "Debe comenzar el jugador a la derecha del que reparte.",
     "Debe comenzar el jugador a la izquierda del que reparte."),
])
def test_who_starts_said_by_an_infinitive_with_a_modal(lang, agrees, differs):
    pair(lang, "cicera", agrees, differs)


# ---------------------------------------------------------------- the side with more points wins

@pytest.mark.parametrize("lang, text", [
    ("en", "The team with the most card points wins the deal."),
    ("fr", "À la fin de la donne, l'équipe qui a le plus de points l'emporte."),
    ("de", "Am Ende gewinnt die Partei mit mehr Punkten."),
    ("ru", "В конце раздачи побеждает команда, у которой больше очков."),
    ("vi", "Đội nào nhiều điểm hơn thì thắng ván."),
    ("pt", "No fim, vence a dupla que tiver mais pontos."),
])
def test_more_points_winning_is_not_our_resti(lang, text):
    assert "claims: the text states a different rule: the side with the most points wins" in errors(text, lang, "minchiate")
    no_error(lang, "briscola", text.replace("team", "player").replace("deal", "game"))   # Briscola's rule, ours there


# ---------------------------------------------------------------- a draw after the gap

@pytest.mark.parametrize("lang, agrees, differs", [
    ("fr", "Score final : 62 à 58, le joueur à 62 gagne.",
     "Score final : 62 à 58. Comme l'écart ne dépasse pas 5 points, la partie est déclarée nulle."),
    ("en", "The deal ends 63 to 57, and the player with 63 wins.",
     "The deal ends 63 to 57. As the margin is below 7 points, it ends in a draw."),
    ("es", "La mano acaba 62 a 58: gana el que tiene 62.",
     "La mano acaba 62 a 58. Como la diferencia es menor de 5 puntos, queda en tablas."),
    ("it", "Si chiude 62 a 58: vince chi ha 62.",
     "Si chiude 62 a 58. Visto che lo scarto è sotto i 5 punti, è patta."),
])
def test_a_draw_said_after_the_gap_between_two_totals(lang, agrees, differs):
    pair(lang, "briscola", agrees, differs)


# ---------------------------------------------------------------- de "unter"

def test_lower_case_unter_is_no_card():
    no_error("de", "briscola", "Bei einem Vorsprung unter 3 Punkten wird neu gegeben.")
    assert errors("Der Unter zählt 3 Punkte.", "de", "briscola")       # the card, capitalised, still read


# ---------------------------------------------------------------- "the majority of Swords"

@pytest.mark.parametrize("lang, agrees, differs", [
    ("it", "La maggioranza delle Spade vale 1 punto.", "La maggioranza delle Spade vale 2 punti."),
    ("fr", "La majorité des Épées rapporte 1 point.", "La majorité des Épées rapporte 3 points."),
    ("es", "La mayoría de Espadas vale 1 punto.", "La mayoría de Espadas vale 2 puntos."),
    ("de", "Die Mehrheit der Schwerter zählt 1 Punkt.", "Die Mehrheit der Schwerter zählt 2 Punkte."),
])
def test_a_majority_award_named_by_the_majority_of_what_it_counts(lang, agrees, differs):
    pair(lang, "cicera", agrees, differs)


# ---------------------------------------------------------------- "the Re is higher"

@pytest.mark.parametrize("lang, agrees, differs", [
    ("en", "Put the Re of Cups next to the 3 of Cups: the 3 is higher, though the Re is worth 4 points.",
     "Put the Re of Cups next to the 3 of Cups: the Re is higher, though the 3 is worth 10 points."),
    ("vi", "Đặt Re Cốc cạnh lá 3 Cốc: lá 3 lớn hơn.", "Đặt Re Cốc cạnh lá 3 Cốc: Re lớn hơn."),
    ("de", "Vergleicht man den Re mit dem Cavallo, ist der Re höher.",
     "Vergleicht man den Re mit dem Cavallo, ist der Cavallo höher."),
])
def test_a_comparative_without_its_second_term_ranks_the_card_named_before(lang, agrees, differs):
    pair(lang, "briscola", agrees, differs)


def test_a_third_rank_said_higher_is_not_one_of_the_two_compared():
    from toolkit.check.cardwords import card_words
    from toolkit.check.canon import load
    from toolkit.check.examples import _one_of_two_higher
    from toolkit.check.lexicon import lexicon

    engine, lex = load("briscola").engine, lexicon("en")
    text = "Put the Re of Cups next to the 3 of Cups: the Asso is higher still."
    assert _one_of_two_higher(engine, text, lex, card_words(text, lex, engine.deck)) == []


# ---------------------------------------------------------------- a bulleted list of ranks

@pytest.mark.parametrize("lang, agrees, differs", [
    ("vi", "Xếp hạng từ cao xuống thấp:\n- Asso\n- 3\n- Re\n- Cavallo\n- Fante\n",
     "Xếp hạng từ cao xuống thấp:\n- Asso\n- Re\n- 3\n- Cavallo\n- Fante\n"),
    ("en", "The ranks, from the strongest:\n- Asso\n- 3\n- Re\n- Cavallo\n- Fante\n- 7, 6, 5, 4, 2\n",
     "The ranks, from the strongest:\n- Asso\n- 3\n- Re\n- Fante\n- Cavallo\n- 7, 6, 5, 4, 2\n"),
    ("es", "Orden de mayor a menor:\n* Asso\n* 3\n* Re\n* Cavallo\n",
     "Orden de mayor a menor:\n* Asso\n* 3\n* Cavallo\n* Re\n"),
])
def test_a_bulleted_list_under_an_order_lead_in_ranks_the_cards(lang, agrees, differs):
    pair(lang, "briscola", agrees, differs, name="t.md")


# ---------------------------------------------------------------- a suit before a colon, its ranks after

@pytest.mark.parametrize("lang, agrees, differs", [
    ("en", "Coins are led: 8, 3, 10, 6. The 3 takes the trick.", "Coins are led: 8, 3, 10, 6. The 10 takes the trick."),
    ("de", "In Münzen wird ausgespielt: 8, 3, 10, 6. Den Stich macht die Drei.",
     "In Münzen wird ausgespielt: 8, 3, 10, 6. Den Stich macht die Zehn."),
])
def test_ranks_listed_after_a_suit_and_a_colon_are_of_that_suit(lang, agrees, differs):
    pair(lang, "minchiate", agrees, differs)


# ---------------------------------------------------------------- the Napula: label, whole suit, denied after

@pytest.mark.parametrize("lang, agrees, differs", [
    ("fr", "Napula : l'équipe a ramassé l'As, le 2, le 3, le 5 et le 6 d'Épées. Le 4 manque, la suite s'arrête au 3 : 3 points.",
     "Napula : l'équipe a ramassé l'As, le 2, le 3, le 5 et le 6 d'Épées. Le 4 manque, on compte quand même tout : 6 points."),
    ("en", "Napula: your team took the Asso, 2, 3, 5 and 6 of Swords. Without the 4, the run stops at the 3: 3 points.",
     "Napula: your team took the Asso, 2, 3, 5 and 6 of Swords. Without the 4, the run goes on anyway: 6 points."),
])
def test_the_award_labelling_a_run_owns_the_points_of_the_next_sentence(lang, agrees, differs):
    pair(lang, "cicera", agrees, differs)


@pytest.mark.parametrize("lang, agrees, differs", [
    ("de", "Wer alle dreizehn Schwerter hat, erhält für die Napula 10 Punkte.",
     "Wer alle dreizehn Schwerter hat, erhält für die Napula 13 Punkte."),
    ("it", "Chi ha tutte le 13 Spade ottiene per la Napula 10 punti.",
     "Chi ha tutte le 13 Spade ottiene per la Napula 13 punti."),
])
def test_the_whole_suit_told_by_its_count_is_a_run(lang, agrees, differs):
    pair(lang, "cicera", agrees, differs)


@pytest.mark.parametrize("lang, text", [
    ("vi", "Đội kia có Asso, 2, 3, 5 và 6 Kiếm. Napula không được tính, vì phải có ít nhất bốn lá liền nhau."),
    ("en", "Their team holds the Asso, 2, 3, 5 and 6 of Swords. Napula is not scored, since a run needs four cards."),
    ("it", "La loro squadra ha Asso, 2, 3, 5 e 6 di Spade. Napula non ne fanno, perché servono quattro carte di fila."),
])
def test_a_run_denied_in_the_next_sentence(lang, text):
    assert "example: the run scores points: the text says it scores none" in errors(text, lang, "cicera")


# ---------------------------------------------------------------- two chains, then a bare total "in all"

@pytest.mark.parametrize("lang, agrees, differs", [
    ("fr", "Avec les atouts 10, 20, 30 et 40, on marque 10-20-30 (15 points) et 20-30-40 (20 points) : 25 en tout.",
     "Avec les atouts 10, 20, 30 et 40, on marque 10-20-30 (15 points) et 20-30-40 (20 points) : 35 en tout."),
    ("en", "Holding trumps 10, 20, 30 and 40 you score 10-20-30 (15 points) and 20-30-40 (20 points): 25 in all.",
     "Holding trumps 10, 20, 30 and 40 you score 10-20-30 (15 points) and 20-30-40 (20 points): 35 in all."),
])
def test_a_bare_total_with_in_all_after_it_scores_the_chains_together(lang, agrees, differs):
    pair(lang, "minchiate", agrees, differs)


# ---------------------------------------------------------------- "les deux Re": how many, no card

@pytest.mark.parametrize("lang, agrees, differs", [
    ("fr", "Sur la table il y a le Re de Deniers et un 5 de Bâtons. Vous jouez le Re de Coupes et vous ramassez le Re de Deniers.",
     "Sur la table il y a le Re de Deniers, le Re d'Épées et un 5 de Bâtons. Vous jouez le Re de Coupes et vous ramassez les deux Re."),
    ("es", "En la mesa están el Re de Oros y un 5 de Bastos. Juegas el Re de Copas y te llevas el Re de Oros.",
     "En la mesa están el Re de Oros, el Re de Espadas y un 5 de Bastos. Juegas el Re de Copas y te llevas los dos Re."),
    ("it", "Sul tavolo ci sono il Re di Denari e un 5 di Bastoni. Giochi il Re di Coppe e prendi il Re di Denari.",
     "Sul tavolo ci sono il Re di Denari, il Re di Spade e un 5 di Bastoni. Giochi il Re di Coppe e prendi tutti e due i Re."),
])
def test_a_number_word_before_a_rank_counts_those_cards(lang, agrees, differs):
    pair(lang, "cicera", agrees, differs)


def test_a_number_word_before_a_rank_is_no_card():
    from toolkit.check.cardwords import card_words
    from toolkit.check.canon import load
    from toolkit.check.lexicon import lexicon

    text = "vous ramassez les deux Re, puis le deux de Coupes"
    read = [(w.rank, w.suit) for w in card_words(text, lexicon("fr"), load("cicera").engine.deck)]
    assert read == [("R", None), ("2", "C")]
