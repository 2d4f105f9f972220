"""Another case told beside an example, a changelog's removed rules, an arrow before a result, a
word right for another concept (corpus batch 2026-12-26, opened at the sixteenth session:
phenomena, with agree/differ pairs written for this test, no sentence copied from the corpus):

- **a card added hypothetically** ("if there were also a Re on the table ..."): the example's
  cards are changed, so its outcome is not replayed (data ``counterfactual``/``would_have``);
- **bonuses joined by 'and' with articles** ("une Picada et une Scùa : deux points"): the
  number is what they make together, not the last one's value;
- **a later sentence on a condition naming no card** ("But if you take it in a sum, it is no
  Picada") tells another case, not the example's bonuses;
- **a card after 'without'** ("2 to 6 without the Asso: 0 points") is not given that value;
- **a heading over rules no longer in force** (a changelog's "Removed", "Entfernt"; data
  ``withdrawn``, headings only): the rules under it are not asserted;
- **an arrow** ("the other plays the Cavallo → the Re wins") ends the clause: what follows it is
  the result, its card the winner;
- **an aside between a card and its value** ("Ogni Re (sono quattro) vale 5 punti") is blanked for the value readers;
- **a tournament stage** ("in semifinale") is others' practice (data ``elsewhere``); **a number closing a bracket** at the start of a wrapped line, and **a row label set apart by a wide gap** ("2      ..."), are no counts;
- **a name misspelt in three ways or more** in one text (OCR, spelling of another age): its names and glued words are warnings;
- **a finding stands on the line of the words it quotes** (a wrapped sentence spans lines);
- **a numeral worth its printed number** ("leur chiffre imprimé", "своему числу"): the word for number in its right sense (glossary ``right_in``);
- **an equal card is no tie** ("una carta igual");
- **making the trick is winning it** ("le 3 fait le pli": data ``winning``, six languages);
- **a trump led in an example** ("заходит с козырной двойки") is a play, not who leads next;
- **cards each are no table cards** ("3 carte ciascuno e lascia una carta ... sul tavolo");
- **what some books say** is others' practice (data ``elsewhere``);
- **the draw for the deal** ("the lowest card wins" beside the dealer) is no winner rule;
- **a verdict on a rank the trick does not hold** ("the 3 beats the Re" after a trick of the Asso and the 3) is about other cards;
- **the last item of a list of values** (", the Matto and the four Re, 5 points") is no combination;
- **a majority's points in brackets** after its counts ("8 Мечей против 5 (1)"), and **dashed counts after an award** ("most Swords 7–6") are no value;
- **the versicola with its stress written** (pt, es "versícola": glossary ``lang_forms``);
- **a section number opening a line** ("9.1 La Napula ...") is a label, not a count;
- **a word forbidden for one concept and approved for another** (pt "comprar": a tie's forbidden
  rendering, drawing from the stock's term) beside the first concept's own term stands for the
  other.

Ours (rules/games/cicera.yaml, briscola.yaml): Scùa and Picada 1 point each and they add up
(CIC-B1, CIC-B2, CIC-B5); the Asso is worth 1 (CIC-E1); one deal (CIC-H); the higher card of the
suit led wins when no trump is played (BRI-P5)."""

from __future__ import annotations

import pytest

from tests.checking import error_findings
from toolkit.check.corroborate import counterfactual
from toolkit.check.lexicon import lexicon


@pytest.mark.parametrize("lang, text", [
    ("fr", "S'il y avait aussi un Cavallo d'Épées sur la table, il resterait là : seulement Simili et Quadriglia."),
    ("en", "If there were also a Cavallo of Swords on the table, it would stay there: only Simili and Quadriglia."),
    ("it", "Se ci fosse anche un Cavallo di Spade sul tavolo, resterebbe lì: solo Simili e Quadriglia."),
    ("pt", "Se houvesse também um Cavallo de Espadas na mesa, ele ficaria lá: só Simili e Quadriglia."),
    ("de", "Läge auch noch ein Schwerter-Cavallo auf dem Tisch, bliebe er liegen: nur Simili und Quadriglia."),
])
def test_a_card_added_hypothetically_is_a_counterfactual(lang, text):
    """The example's cards are changed: what the passage's reader reads there is a warning
    (``corroborate.counterfactual``)."""
    assert counterfactual(text, lexicon(lang))
    assert not counterfactual("Sur la table il y a aussi un Cavallo d'Épées, qui reste là.", lexicon("fr"))


@pytest.mark.parametrize("lang, text, ours, other", [
    ("fr", "Il vient de poser un 4 d'Épées, seul sur la table, et vous le prenez avec le 4 de Coupes : c'est une "
           "Picada et une Scùa : {n} points.", "deux", "trois"),
    ("it", "Ha appena posato il 4 di Spade, solo sul tavolo, e tu lo prendi con il 4 di Coppe: è una Picada e "
           "una Scùa: {n} punti.", "due", "tre"),
])
def test_bonuses_joined_with_articles_make_the_number_together(lang, text, ours, other):
    assert error_findings(text.format(n=ours), lang, "cicera") == []
    found = error_findings(text.format(n=other), lang, "cicera")
    assert found and all("a bonus scores" not in f.message for f in found)


@pytest.mark.parametrize("lang, text", [
    ("fr", "Il vient de poser un 4 d'Épées, seul sur la table, et vous le prenez avec le 4 de Coupes : une Picada "
           "et une Scùa, deux points. Mais si vous prenez sa carte dans une somme, avec une autre, ce n'est pas une "
           "Picada."),
    ("en", "He has just laid the 4 of Swords, alone on the table, and you take it with the 4 of Cups: a Picada "
           "and a Scùa, two points. But if you take his card in a sum, with another one, it is not a Picada."),
])
def test_a_later_case_on_a_condition_naming_no_card_is_another_case(lang, text):
    assert error_findings(text, lang, "cicera") == []


@pytest.mark.parametrize("lang, text", [
    ("de", "Napula mit Asso bis 8 der Schwerter: 8 Punkte. Schwerter 2 bis 6 ohne das Asso: {n} Punkte."),
    ("it", "Napula dall'Asso all'8 di Spade: 8 punti. Spade dal 2 al 6 senza l'Asso: {n} punti."),
])
def test_a_card_after_without_is_not_valued(lang, text):
    def valued(said: str) -> list:
        return [f for f in error_findings(said, lang, "cicera") if "point value" in f.message]
    assert valued(text.format(n=0)) == []
    assert valued(text.format(n=0) + " Asso: 0.")       # the Asso named on its own is given 0


CHANGELOG = """# Hausregeln

## [3.0.0]

### Geändert
- Eine Partie ist **eine einzige Runde**.

### {heading}
- Die Partie über mehrere Runden bis 51 Punkte.
"""


@pytest.mark.parametrize("lang, heading", [("de", "Entfernt"), ("de", "Abgeschafft")])
def test_rules_under_a_removed_heading_are_not_asserted(lang, heading):
    assert error_findings(CHANGELOG.format(heading=heading), lang, "cicera", "c.md") == []
    found = error_findings(CHANGELOG.format(heading="Hinzugefügt"), lang, "cicera", "c.md")
    assert len(found) == 1 and "several deals" in found[0].message


def test_removed_in_a_sentence_is_still_a_rule():
    """"Removed" is read in headings only: in a sentence it is a rule's own word."""
    text = "The game is played over several deals up to 51 points; the Fante is removed from nothing."
    assert any("several deals" in f.message for f in error_findings(text, "en", "cicera"))


@pytest.mark.parametrize("lang, text, ours, other", [
    ("pt", "Trunfo: Copas. Sai o Re de Ouros, o outro joga o Cavallo de Ouros → ganha o {w}.", "Re", "Cavallo"),
    ("en", "Trump: Cups. The Re of Coins is led, the other plays the Cavallo of Coins → the {w} wins.", "Re", "Cavallo"),
    ("it", "Briscola: Coppe. Esce il Re di Denari, l'altro gioca il Cavallo di Denari → vince il {w}.", "Re", "Cavallo"),
])
def test_an_arrow_ends_the_clause_before_the_result(lang, text, ours, other):
    assert error_findings(text.format(w=ours), lang, "briscola") == []
    found = error_findings(text.format(w=other), lang, "briscola")
    assert len(found) == 1 and "another card wins" in found[0].message


def test_a_word_right_for_another_concept_beside_the_concepts_own_term():
    """pt "comprar" draws from the stock; beside "empate" it is not a tie's wrong rendering; alone
    in a sentence about the tie ("a partida é comprada") it still is."""
    right = "Sobram 34 cartas no monte, então cada um compra 17 vezes; com 60 a 60 é empate."
    assert [f for f in error_findings(right, "pt", "briscola") if f.check == "terms"] == []
    wrong = "Se os dois jogadores ficam com 60 pontos, a partida é comprada e ninguém ganha."
    assert [f for f in error_findings(wrong, "pt", "briscola") if f.check == "terms"]


@pytest.mark.parametrize("lang, text", [
    ("it", "9.1 La Napula si segna solo se la coppia ha preso l'Asso, il 2 e il 3 di Spade.\n"
           "9.2 Il mazziere dà {n} carte a ciascuno.\n"),
    ("en", "4.2 The Napula scores only if the team took the Asso, the 2 and the 3 of Swords.\n"
           "4.3 The dealer gives each player {n} cards.\n"),
])
def test_a_section_number_opening_a_line_is_no_count(lang, text):
    """"9.1 La Napula ...": a regulation's section number, not the run's score; the line is an
    entry, so the number of the next one does not run on into it."""
    assert error_findings(text.format(n=12), lang, "cicera") == []
    found = error_findings(text.format(n=11), lang, "cicera")
    assert len(found) == 1 and found[0].line == 2


@pytest.mark.parametrize("lang, text, other", [
    ("es", "Durante el juego, después de cada mano, el equipo que va ganando anota un punto.",
     "El que gana la baza juega después en la siguiente."),
])
def test_a_cue_of_several_words_stays_within_its_clause(lang, text, other):
    """"juego, después" is no "juega después" (plays after): a comma parts the two words."""
    assert error_findings(text, lang, "briscola") == []
    assert any("leads the next one" in f.message for f in error_findings(other, lang, "briscola"))


@pytest.mark.parametrize("lang, text, ours, other", [
    ("it", "Ogni Re (sono quattro) vale {n} punti.", 5, 4),
    ("en", "Each Re (there are four of them) is worth {n} points.", 5, 4),
    ("it", "| carta | punti |\n|---|---|\n| Matto | 5 |\n| Re (ognuno dei quattro) | {n} |\n", 5, 4),
])
def test_an_aside_between_a_card_and_its_value(lang, text, ours, other):
    """A bracketed remark with no digit and no word for points stands between the card and its
    value; a number word in it ("quattro") is no trump and no value."""
    path = "t.md" if text.startswith("|") else "t.txt"
    assert error_findings(text.format(n=ours), lang, "minchiate", path) == []
    found = error_findings(text.format(n=other), lang, "minchiate", path)
    assert len(found) == 1 and "point value" in found[0].message and "(" in found[0].found


def test_a_number_closing_a_bracket_on_the_next_line_is_no_item():
    """"(10, 20, 30, / 40) count as one": a hard-wrapped line starting "40)" inside an open bracket
    goes on with the line before; it is no numbered item 40."""
    text = ("Le combinazioni: i tarocchi 10, 20 e 30; tutti e quattro (10, 20, 30,\n"
            "40) contano come una sola combinazione da {n} punti.\n")
    assert error_findings(text.format(n=25), "it", "minchiate") == []
    assert len(error_findings(text.format(n=30), "it", "minchiate")) == 1


def test_a_row_label_set_apart_by_a_wide_gap_is_no_count():
    """A manual's table of codes ("2      the deal interrupted"): the row's label, not 2 deals."""
    for lang, text in [("en", "EXIT STATUS\n       0      the deal played to the end;\n       2      deals stopped by the user.\n"),
                       ("ru", "СТАТУС\n       0      всё в порядке;\n       2      раздача остановлена пользователем.\n")]:
        assert error_findings(text, lang, "minchiate") == [], lang


def test_a_name_spelt_in_many_ways_makes_the_spelling_unsteady():
    """Three ways or more of misspelling one name (a transcription read by OCR, or spelling of
    another age) are warnings; one misspelling stays an error."""
    many = ("Quattro Re fanno vetzicole.\nIl Matto entra in ogni vérzjcola.\n"
            "Anche 1, 13 e 28 fanno verzicolas.\n")
    assert [f for f in error_findings(many, "it", "minchiate") if f.check == "names"] == []
    one = "Quattro Re fanno vetzicole.\nIl Matto entra in ogni versicola.\n"
    assert [f.found for f in error_findings(one, "it", "minchiate") if f.check == "names"] == ["vetzicole"]


def test_a_finding_stands_on_the_line_of_the_words_it_quotes():
    """A hard-wrapped sentence spans lines: a misspelt name on its third line is reported there,
    with its column, not at the sentence's start."""
    text = ("Bonus di presa, che si sommano anche sull'ultima giocata:\n"
            "Scùa se ripulisci il tavolo, Picada se prendi la carta appena\n"
            "lasciata, Simili e Quadriglio se prendi tre carte o più.\n")
    found = [f for f in error_findings(text, "it", "cicera") if f.check == "names"]
    assert [(f.line, f.column, f.found) for f in found] == [(3, 20, "Quadriglio")]


@pytest.mark.parametrize("lang, right, wrong", [
    ("fr", "Les cartes de 2 à 10 valent leur chiffre imprimé.", "Les chiffres et les figures se jouent de la même façon."),
    ("ru", "Карты от 2 до 10 стоят по своему числу.", "Числа и фигуры играются одинаково."),
])
def test_a_numeral_worth_its_number_is_the_word_number_in_its_right_sense(lang, right, wrong):
    """"Worth their printed number": the word for number means a number there (glossary
    ``right_in``); calling the cards themselves "numbers" is still the wrong rendering."""
    assert [f for f in error_findings(right, lang, "cicera") if f.check == "terms"] == []
    assert [f for f in error_findings(wrong, lang, "cicera") if f.check == "terms"]


@pytest.mark.parametrize("lang, card, tie", [
    ("es", "Cuando puedes elegir entre una carta igual y una suma, decides tú.",
     "Si los dos equipos quedan iguales, gana el que hizo la última captura."),
    ("en", "When you can choose between an equal card and a sum, you decide.",
     "If both teams end equal, the side that captured last wins."),
])
def test_an_equal_card_is_no_tie(lang, card, tie):
    """"Una carta igual", a card of the same rank: the word for equal said of a card names no tie."""
    assert error_findings(card, lang, "cicera") == []
    assert any("tied result" in f.message for f in error_findings(tie, lang, "cicera"))


@pytest.mark.parametrize("lang, text", [
    ("fr", "Atout Coupes. On entame le 3 de Bâtons, l'autre joue le Re de Bâtons : le {w} fait le pli."),
    ("it", "Briscola a Coppe. Esce il 3 di Bastoni, l'altro risponde con il Re di Bastoni: il {w} fa la presa."),
])
def test_making_the_trick_is_winning_it(lang, text):
    """"Le 3 fait le pli", "il 3 fa la presa": the card that makes the trick wins it."""
    assert error_findings(text.format(w=3), lang, "briscola") == []
    assert any("another card wins" in f.message for f in error_findings(text.format(w="Re"), lang, "briscola"))


@pytest.mark.parametrize("lang, play, rule", [
    ("ru", "Козыри — Монеты. Соперник заходит с козырной двойки, я кладу козырного Asso: взятка моя.",
     "Взятку выигрывает победитель, а заходит в следующую его соперник."),
    ("en", "Trumps are Coins. The opponent leads a trump 2, I play the trump Asso: the trick is mine.",
     "The winner takes the trick, but the opponent leads the next one."),
])
def test_a_trump_led_in_an_example_is_no_rule_of_who_leads(lang, play, rule):
    """"The opponent leads a trump 2": a play of a worked example, like a card named by its suit."""
    assert [f for f in error_findings(play, lang, "briscola") if "leads the next one" in f.message] == []
    assert [f for f in error_findings(rule, lang, "briscola") if "leads the next one" in f.message]


def test_short_suits_are_no_court():
    """it "Coppe e Denari corti": the short suits (glossary ``right_in``), not a royal court."""
    text = "Spade e Bastoni sono semi lunghi, Coppe e Denari corti."
    assert [f for f in error_findings(text, "it", "minchiate") if f.check == "terms"] == []
    assert [f for f in error_findings("Fante, Cavallo e Re sono carte di corte.", "it", "minchiate") if f.check == "terms"]


@pytest.mark.parametrize("lang, text", [
    ("it", "Il mazziere distribuisce {n} carte ciascuno e lascia una carta scoperta sul tavolo."),
    ("en", "The dealer deals {n} cards each and leaves one card face up on the table."),
])
def test_cards_each_are_no_table_cards(lang, text):
    """"3 cards each ... one card on the table": a number said to be each player's is the hand."""
    assert error_findings(text.format(n=3), lang, "briscola") == []
    found = error_findings(text.format(n=4), lang, "briscola")
    assert found and not any("table" in f.message for f in found)


@pytest.mark.parametrize("lang, text", [
    ("en", "At 26-26 nobody gets the 2 points for cards (some books give 1 each)."),
    ("it", "Sul 26 pari nessuno prende i 2 punti delle carte (alcuni libri ne danno 1 a testa)."),
    ("en", "Some books deal 3 cards each."),
    ("it", "Alcuni libri danno 3 carte a testa."),
])
def test_what_some_books_say_is_others_practice(lang, text):
    """"Some books give 1 each": a source's rule, not ours stated (data ``elsewhere``)."""
    assert error_findings(text, lang, "cicera") == []


@pytest.mark.parametrize("lang, draw, rule", [
    ("fr", "Pour choisir le donneur, chacun tire une carte et la plus faible l'emporte.",
     "À la fin, l'équipe qui a le moins de points l'emporte."),
    ("en", "To choose the dealer, each player draws a card and the lowest card wins.",
     "At the end the side with fewer points wins."),
])
def test_the_draw_for_the_deal_is_no_winner_rule(lang, draw, rule):
    """"The lowest card wins" in the draw for the dealer is not who wins the game."""
    assert error_findings(draw, lang, "cicera") == []
    assert any("lower total" in f.message for f in error_findings(rule, lang, "cicera"))


@pytest.mark.parametrize("lang, text", [
    ("it", "Briscola a Coppe. Esce l'Asso di Spade, risponde il 3 di Spade. Il 3 batte {x}."),
    ("en", "Trumps are Cups. The Asso of Swords is led, the 3 of Swords follows. The 3 beats {x}."),
])
def test_a_verdict_on_a_rank_the_trick_does_not_hold_is_about_other_cards(lang, text):
    """"The 3 beats the Re" after a trick of the Asso and the 3: the Re is not in the trick, so the
    verdict compares other cards; "the 3 beats the Asso" is the trick's, and wrong."""
    other, held = ("il Re", "l'Asso") if lang == "it" else ("the Re", "the Asso")
    assert [f for f in error_findings(text.format(x=other), lang, "briscola") if "another card wins" in f.message] == []
    assert [f for f in error_findings(text.format(x=held), lang, "briscola") if "another card wins" in f.message]


@pytest.mark.parametrize("lang, text", [
    ("en", "Values: trumps 1, 10, 13 and 20, the Matto and the four Re, {n} points; trumps 2 to 5, 3 points."),
    ("fr", "Valeurs : atouts 1, 10, 13 et 20, le Matto et les quatre Re, {n} points ; atouts 2 à 5, 3 points."),
])
def test_the_last_item_of_a_list_of_values_is_no_combination(lang, text):
    """"..., the Matto and the four Re, 5 points": each card's value, not four Re scoring 5 together."""
    assert [f for f in error_findings(text.format(n=5), lang, "minchiate") if "combination" in f.message] == []
    assert [f for f in error_findings(text.format(n=4), lang, "minchiate") if f.severity == "error"]


@pytest.mark.parametrize("lang, text, ours, other", [
    ("ru", "Они взяли 28 карт против 24 (2 очка), 8 Мечей против 5 ({n}), La Mata (1).", 1, 2),
    ("en", "They took 28 cards to 24 (2 points), 8 Swords to 5 ({n}), La Mata (1).", 1, 2),
])
def test_a_majority_s_points_in_brackets_after_its_counts(lang, text, ours, other):
    assert [f for f in error_findings(text.format(n=ours), lang, "cicera") if f.check == "example"] == []
    assert [f for f in error_findings(text.format(n=other), lang, "cicera") if "majority" in f.message]


@pytest.mark.parametrize("lang, text", [
    ("vi", "Đội bạn có 4 điểm thưởng, nhiều Kiếm nhất 7–6, 10 Tiền và Fante Cốc."),
    ("en", "They had 4 bonus points, most Swords 7–6, the 10 of Coins and the Fante of Cups."),
])
def test_dashed_counts_after_an_award_are_no_value(lang, text):
    """"Most Swords 7–6": the two sides' counts, not the award's value; the points before them
    are the bonuses'."""
    assert error_findings(text, lang, "cicera") == []


def test_dashed_counts_with_their_points_are_still_read():
    found = error_findings("Most Swords 7–6 gives 2 points.", "en", "cicera")
    assert len(found) == 1 and "majority" in found[0].message


@pytest.mark.parametrize("lang, right, wrong", [
    ("pt", "Três Re na mão? Versícola de 15 pontos.", "Três Re na mão? Versicolla de 15 pontos."),
    ("es", "¿Tres Re en la mano? Una versícola de 15 puntos.", "¿Tres Re en la mano? Una versicolla de 15 puntos."),
])
def test_the_versicola_with_its_stress_written(lang, right, wrong):
    """pt, es "versícola": the name with the stress a reader of the language writes (glossary
    ``lang_forms``); in Italian it stays a misspelling."""
    assert [f for f in error_findings(right, lang, "minchiate") if f.check == "names"] == []
    assert [f for f in error_findings(wrong, lang, "minchiate") if f.check == "names"]
    assert [f for f in error_findings("Tre Re: una versícola da 15 punti.", "it", "minchiate") if f.check == "names"]
