"""Readings mended on claims dev-o (the ninth writer's single claims, opened at the twentieth
session), each as a phenomenon with cases written for this test in several languages, no sentence
copied from the claims:

- **a range of ordinals** ("с 30-го по 35-й", "from the 36th to the 40th", "dal 36° al 40°",
  "thứ 36 đến thứ 40": data ``claim_cues.ordinal_suffix``) is a range of trumps like "30–35"; its
  word between the numbers (ru "по") gives no amount each;
- **one trick's points told** ("the trick is worth 8 points", "la presa vale 8 punti", "le pli vaut
  8 points") are a worked outcome, not the number of a rule that names no trick;
- **a count taken from a whole** ("at least 27 of them", "27 of the 52 cards", "Of the 52 cards, …":
  data ``claim_cues.partitive``) counts the cards, the number after the partitive is the whole; a
  count bounded ("at least 27") comes before the pack's size told with "with" ("With 52 cards
  dealt"); a value given before a card across a clause break ("8 puntos, porque el Matto …") is no
  value of that card;
- **a focus particle inside a comparison** ("ahead even of the Asso", "höher sogar als", "au-dessus
  même de": data ``rule_claims.focus``) changes no order: the comparison is read without it;
- **a superlative said of one of two cards named** ("Between the Cavallo and the Re of Cups, the
  Cavallo is the strongest", "c'est le 6 qui est le plus fort": data ``claim_cues.higher_alone``)
  ranks it above the other; a suit after the pair ("the 7 and the Fante of Cups") is both cards';
- **whom the Matto goes to** when played to a trick ("the Matto goes to the winning team", "il
  Matto va a chi vince", "Matto достаётся победителю": data ``claim_cues.goes_to``,
  ``trick_winners``): ours keeps it with its team; negated, it agrees;
- **a suit as the label of a trick's sentence** ("Bastoni: esce il 4, poi arrivano il 9, …") gives
  its suit to every bare rank of that sentence, whatever words play them;
- **a sum stated as a score** ("Napula: … 1 + 2 + 3 + 4 = 10 points"): the numbers added are no
  cards, the result is the run's score; **a run of two cards** named with the award after them
  ("only the Asso and the 2 of Swords, still a Napula of 2") is read as a run;
- **a capture taking a card other than the one just left** ("… has just put down the 3 of Cups.
  With my 6 I take the 6 of Swords"): the card taken lay on the table too, the card left stays, no
  Picada; "from the table with my 6" names the card played; a bonus after a word for "without"
  ("sin Picada", "без Picada": data ``rule_claims.without``) is denied;
- **a card's name translated among names kept in Italian** ("The Knight … between the Re and the
  Fante"): a slip, an error, not the text's own naming policy (one note); a gloss beside the kept
  name ("the Re (King)") is none;
- **a capture said to earn another turn** ("after you capture, you play again", "chi fa una presa
  gioca di nuovo": data ``claim_cues.again``): ours passes the turn on after every play;
- **an apposition naming the card itself** ("La Mata, cioè il 2 di Spade, vale …", "La Mata,
  c'est-à-dire le 2 d'Épées, vaut …") stands between the award and its value;
- **the lead left after the resti told in the next sentence**, which tells no event of its own
  ("… also 2 resti. Die Differenz steht danach bei 0."): the lead carried, against the engine's.

Ours: Minchiate: trumps 36–40 are worth 10 each, 30–35 5 each (MIN-SC1); Cìcera: of the 52 cards
a team needs 27 for the most-cards award (CIC-E2); Briscola: Asso > 3 > Re > Cavallo > Fante > 7
(BRI-P3); Minchiate: the Matto never wins a trick and stays with its team (MIN-P3), in Swords and
Batons the 10 is the highest numeral (MIN-P2); Cìcera: a Napula scores the length of the run from
the Asso, 3 at least (CIC-E3); a Picada is taking only the card just left (CIC-B2)."""

from __future__ import annotations

import pytest

from tests.checking import an_error, errors, no_error


# ---------------------------------------------------------------- a range of ordinals

@pytest.mark.parametrize("lang, text", [
    ("ru", "Карты с 36-й по 40-й — Stella, Luna, Sole, Mondo, Trombe — дают по 10 очков каждая."),
])
def test_a_range_of_ordinals_gives_no_amount_each(lang, text):
    no_error(lang, "minchiate", text)


def test_an_ordinal_range_is_dashed():
    from toolkit.check.claims import _ranges_dashed
    from toolkit.check.lexicon import lexicon

    assert _ranges_dashed("с 36-го по 40-й", lexicon("ru")) == "с 36–40"
    assert _ranges_dashed("dal 36° al 40°", lexicon("it")) == "dal 36–40"
    assert _ranges_dashed("từ thứ 36 đến thứ 40", lexicon("vi")) == "từ thứ 36–40"
    assert _ranges_dashed("от 40 до 1", lexicon("ru")) == "от 40 до 1"       # a bound, downwards


# ---------------------------------------------------------------- one trick's points

@pytest.mark.parametrize("lang, text", [
    ("en", "Trump 5 takes it, and the trick is worth 8 points."),
    ("fr", "L'atout 5 gagne, et le pli vaut 8 points, car le Matto reste à son équipe."),
    ("es", "Gana el triunfo 5, y la baza vale 8 puntos, porque el Matto se queda con su equipo."),
])
def test_one_tricks_points_are_no_rules_number(lang, text):
    no_error(lang, "minchiate", text)


# ---------------------------------------------------------------- a count taken from a whole

@pytest.mark.parametrize("lang, text", [
    ("en", "With 52 cards dealt, a side needs at least 27 of them for the most-cards point."),
    ("en", "Of the 52 cards, a side needs at least 27 for the most-cards point."),
    ("es", "Para el punto de la mayoría de cartas, un equipo necesita al menos 27 de las 52 cartas."),
    ("pt", "Para o ponto da maioria das cartas, uma equipa precisa de pelo menos 27 das 52 cartas."),
])
def test_a_count_from_a_whole_is_read_as_the_count(lang, text):
    no_error(lang, "cicera", text)


@pytest.mark.parametrize("lang, text", [
    ("en", "With 52 cards dealt, a side needs at least 31 of them for the most-cards point."),
    ("it", "Per il punto della maggioranza delle carte una squadra deve avere almeno 31 delle 52 carte."),
    ("es", "Para el punto de la mayoría de cartas, un equipo necesita al menos 31 de las 52 cartas."),
])
def test_a_count_from_a_whole_that_differs_isan_error(lang, text):
    found = errors(text, lang, "cicera")
    assert any("31" in f for f in found), f"the count 31 not read: {text}: {found}"


# ---------------------------------------------------------------- a focus particle in a comparison

@pytest.mark.parametrize("lang, agrees, differs", [
    ("en", "The Asso is the strongest card, ahead even of the 3.", "In every suit the Re comes first, ahead even of the Asso."),
    ("en", "The Re ranks higher even than the Cavallo.", "The Cavallo ranks higher even than the Re."),
    ("de", "Der Re ist höher sogar als der Cavallo.", "Der Cavallo ist höher sogar als der Re."),
    ("fr", "Le Re est placé au-dessus même du Fante.", "Le Fante est placé au-dessus même du Re."),
])
def test_a_focus_particle_changes_no_order(lang, agrees, differs):
    no_error(lang, "briscola", agrees)
    an_error(lang, "briscola", differs)


# ---------------------------------------------------------------- a superlative of two

@pytest.mark.parametrize("lang, agrees, differs", [
    ("en", "Compare the 6 and the Cavallo of Swords: the Cavallo is the strongest, though it scores 3.",
     "Compare the 6 and the Cavallo of Swords: the 6 is the strongest, though it scores nothing."),
    ("fr", "Entre le 5 et le Re de Bâtons, c'est le Re qui est le plus fort.",
     "Entre le 5 et le Re de Bâtons, c'est le 5 qui est le plus fort."),
    ("es", "Entre el 6 y el Cavallo de Oros, el Cavallo es la carta más fuerte.",
     "Entre el 6 y el Cavallo de Oros, el 6 es la carta más fuerte."),
    ("de", "Zwischen der 4 und dem Re von Kelchen ist der Re am stärksten.",
     "Zwischen der 4 und dem Re von Kelchen ist die 4 am stärksten."),
])
def test_a_superlative_of_one_of_two_ranks_it_above_the_other(lang, agrees, differs):
    no_error(lang, "briscola", agrees)
    an_error(lang, "briscola", differs)


# ---------------------------------------------------------------- whom the Matto goes to

@pytest.mark.parametrize("lang, agrees, differs", [
    ("en", "The Matto does not go to whoever wins the trick.",
     "Played to a trick, the Matto passes to whoever wins the trick."),
    ("it", "Il Matto giocato non passa al vincitore della presa.", "Il Matto giocato passa al vincitore della presa."),
    ("fr", "Le Matto ne revient jamais au gagnant du pli : il reste à son équipe.",
     "Le Matto revient au gagnant du pli, comme les autres cartes."),
    ("es", "Gana el 40; el Matto (5) no pasa al ganador, se queda con su equipo.",
     "Gana el 40; el Matto (5) pasa al ganador con las demás cartas."),
    ("pt", "O Matto nunca fica com quem leva a vaza.", "O Matto fica com quem leva a vaza."),
    ("ru", "Сыгранный Matto не переходит к победителю взятки.", "Сыгранный Matto переходит к победителю взятки."),
    ("vi", "Lá Matto đã đánh ra không thuộc về người thắng nước bài.", "Lá Matto đã đánh ra thuộc về người thắng nước bài."),
])
def test_the_matto_said_to_go_to_the_tricks_winners_isan_error(lang, agrees, differs):
    no_error(lang, "minchiate", agrees)
    an_error(lang, "minchiate", differs)


# ---------------------------------------------------------------- a suit labelling a trick's sentence

@pytest.mark.parametrize("lang, agrees, differs", [
    ("it", "Bastoni: esce il 4, poi arrivano il 9, l'Asso e il 2. Prende il 9.",
     "Bastoni: esce il 4, poi arrivano il 9, l'Asso e il 2. Prende l'Asso."),
    ("en", "Swords: North leads the 2, then come the 8, the Asso and the 5. The 8 wins.",
     "Swords: North leads the 2, then come the 8, the Asso and the 5. The Asso wins."),
    ("fr", "Bâtons : Nord entame le 3, puis viennent le 9, l'Asso et le 6. Le 9 prend le pli.",
     "Bâtons : Nord entame le 3, puis viennent le 9, l'Asso et le 6. L'Asso prend le pli."),
])
def test_a_suit_labelling_the_sentence_gives_its_ranks_their_suit(lang, agrees, differs):
    no_error(lang, "minchiate", agrees)
    an_error(lang, "minchiate", differs)


# ---------------------------------------------------------------- a run's score as a sum, a run of two

@pytest.mark.parametrize("lang, agrees, differs", [
    ("en", "Napula: we hold the Asso, 2, 3 and 4 of Swords. It scores 4 points.",
     "Napula: we hold the Asso, 2, 3 and 4 of Swords. Add up the cards: 1 + 2 + 3 + 4 = 10 points."),
    ("it", "Napula: abbiamo Asso, 2, 3 e 4 di Spade. Vale 4 punti.",
     "Napula: abbiamo Asso, 2, 3 e 4 di Spade. Sommiamo i valori: 1 + 2 + 3 + 4 = 10 punti."),
])
def test_a_sum_told_as_the_runs_score_is_its_score(lang, agrees, differs):
    no_error(lang, "cicera", agrees)
    an_error(lang, "cicera", differs)


@pytest.mark.parametrize("lang, text", [
    ("en", "With just the Asso and the 2 of Swords we scored a Napula of 2 points."),
    ("it", "Avevamo solo l'Asso e il 2 di Spade, e abbiamo fatto lo stesso una Napula da 2 punti."),
    ("es", "Solo teníamos el Asso y el 2 de Espadas, y aun así nos dio una Napula de 2 puntos."),
    ("de", "Wir hatten nur das Asso und die 2 der Schwerter, trotzdem gab das eine Napula von 2 Punkten."),
])
def test_a_run_of_two_given_a_score_isan_error(lang, text):
    an_error(lang, "cicera", text)


# ---------------------------------------------------------------- a capture of another card than the one left

@pytest.mark.parametrize("lang, agrees, differs", [
    ("en", "The previous player had just put down the 3 of Cups. I took the 6 of Swords with my 6 of Batons: no Picada.",
     "The previous player had just put down the 3 of Cups. I took the 6 of Swords from the table with my 6 of Batons: Picada, 1 point."),
    ("it", "Il giocatore prima di me ha appena calato il 3 di Coppe. Con il mio 6 di Bastoni prendo il 6 di Spade: niente Picada.",
     "Il giocatore prima di me ha appena calato il 3 di Coppe. Con il mio 6 di Bastoni prendo il 6 di Spade: Picada, 1 punto."),
    ("es", "El jugador anterior acaba de dejar el 3 de Copas. Con mi 6 de Bastos me llevo el 6 de Espadas, sin Picada.",
     "El jugador anterior acaba de dejar el 3 de Copas. Con mi 6 de Bastos me llevo el 6 de Espadas: Picada, 1 punto."),
    ("ru", "Предыдущий игрок только что положил тройку Кубков. Шестёркой Жезлов я беру шестёрку Мечей: без Picada.",
     "Предыдущий игрок только что положил тройку Кубков. Шестёркой Жезлов я беру шестёрку Мечей: Picada, 1 очко."),
])
def test_taking_another_card_than_the_one_left_is_no_picada(lang, agrees, differs):
    no_error(lang, "cicera", agrees)
    an_error(lang, "cicera", differs)


# ---------------------------------------------------------------- a translated name among Italian ones

@pytest.mark.parametrize("lang, game, gloss, slip", [
    ("en", "briscola", "The Cavallo (Knight) scores 3 and sits below the Re but above the Fante.",
     "The Knight scores 3 and sits below the Re but above the Fante."),
    ("de", "minchiate", "Der Matto (der Narr) zählt 5 Punkte wie jeder Re; Regina und Cavallo zählen weniger.",
     "Der Narr zählt 5 Punkte wie jeder Re; Regina und Cavallo zählen weniger."),
    ("fr", "briscola", "Le Cavallo, ou Cavalier, vaut 3 points, moins que le Re, plus que le Fante.",
     "Le Cavalier vaut 3 points, moins que le Re, plus que le Fante."),
])
def test_a_card_translated_among_italian_names_isan_error(lang, game, gloss, slip):
    assert not any(f.startswith("names:") for f in errors(gloss, lang, game)), gloss
    found = errors(slip, lang, game)
    assert any(f.startswith("names:") for f in found), f"the translated name not reported: {slip}: {found}"


# ---------------------------------------------------------------- another turn after a capture

@pytest.mark.parametrize("lang, agrees, differs", [
    ("en", "After a capture the turn passes on; you never play again straight away.",
     "Whoever captures plays again at once."),
    ("it", "Dopo una presa il turno passa al giocatore di destra.", "Chi fa una presa gioca di nuovo."),
    ("fr", "Après une prise, c'est au joueur de droite de jouer.", "Après une prise, on joue à nouveau."),
    ("es", "Después de capturar, el turno pasa al jugador de la derecha.", "Quien captura juega otra vez."),
    ("pt", "Depois de capturar, a vez passa ao jogador da direita.", "Quem captura joga de novo."),
])
def test_a_capture_said_to_earn_another_turn_isan_error(lang, agrees, differs):
    no_error(lang, "cicera", agrees)
    an_error(lang, "cicera", differs)


# ---------------------------------------------------------------- an apposition naming the card

@pytest.mark.parametrize("lang, agrees, differs", [
    ("it", "La Mata, cioè il 2 di Spade, porta 1 punto.", "La Mata, cioè il 2 di Spade, porta 3 punti."),
    ("en", "La Mata, that is the 2 of Swords, is worth 1 point.", "La Mata, that is the 2 of Swords, is worth 3 points."),
    ("fr", "La Mata, c'est-à-dire le 2 d'Épées, vaut 1 point.", "La Mata, c'est-à-dire le 2 d'Épées, vaut 3 points."),
])
def test_an_apposition_naming_the_card_keeps_the_awards_value(lang, agrees, differs):
    no_error(lang, "cicera", agrees)
    an_error(lang, "cicera", differs)


# ---------------------------------------------------------------- the lead left, in the next sentence

@pytest.mark.parametrize("lang, agrees, differs", [
    ("de", "Vorsprung 100, dann ein Stich mit 30 Punkten für uns: macht 130, also 2 resti. Die Differenz liegt danach bei 10.",
     "Vorsprung 100, dann ein Stich mit 30 Punkten für uns: macht 130, also 2 resti. Die Differenz liegt danach bei 0."),
    ("de", "Vorsprung 100, dann ein Stich mit 30 Punkten für uns: macht 130, also 2 resti. Danach beträgt der Vorsprung noch 10.",
     "Vorsprung 100, dann ein Stich mit 30 Punkten für uns: macht 130, also 2 resti. Danach beträgt der Vorsprung noch 20."),
])
def test_the_lead_left_told_in_the_next_sentence_is_read(lang, agrees, differs):
    no_error(lang, "minchiate", agrees)
    an_error(lang, "minchiate", differs)
