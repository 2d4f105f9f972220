"""Precision by design (issue #10, item 6): a number that names a card is not an amount.

A reader that binds "the 3" of "without the 3 there is no Napula" as the run's score, or "le 5"
of "I took the 5 and the 3" as a rule's number, reports a rule the text does not state. The
readers skip such numbers (``corroborate.card_numbers``) and, for any reader, an error whose only
number names a card wherever its passage states it becomes a warning (``corroborate.settle``).
Every sentence is written for this test; each pair has a sentence that agrees (no error) and a
near one that really differs (still an error), so every test can fail both ways.
"""

import pytest

from checking import checked, error_findings, findings, pair
from toolkit.check import canon
from toolkit.check.corroborate import card_numbers, counterfactual, settle
from toolkit.check.findings import Finding
from toolkit.check.lexicon import lexicon
from toolkit.findings import AMOUNT, CARD


def _marked(text: str, lang: str, game: str) -> list[str]:
    """The numbers ``card_numbers`` reads as cards, as written."""
    starts = card_numbers(text, lexicon(lang), canon.load(game).engine)
    return [text[s:].split()[0].strip(",.;:()") for s in sorted(starts)]


# ---------------------------------------------------------------- what names a card

CARD_NUMBERS = [
    ("de", "cicera", "Auf dem Tisch liegen die 2, die 6 und die 7 der Schwerter; sie bringen 2 Punkte.", ["2", "6", "7"]),
    ("it", "cicera", "In tavola il 4 e il 5 di Coppe, e io gioco un 9: prendo 2 carte.", ["4", "5", "9"]),
    ("en", "briscola", "The 3 beats the 7 and the trick is worth 10 points.", ["3", "7"]),
    ("es", "cicera", "Con el 6 de Oros me llevo el 2 y el 4: son 3 cartas.", ["6", "2", "4"]),
    ("fr", "cicera", "Avec mon 8 je prends le 5 et le 3, soit 3 points d'un coup.", ["8", "5", "3"]),
    ("vi", "cicera", "Trên bàn có lá 3 và lá 4, tôi đánh lá 7 và ăn 2 lá.", ["3", "4", "7"]),
    ("it", "minchiate", "Prendo un Re e il tarocco 13, cioè 10 punti, e arrivo a 58.", ["13"]),
]


@pytest.mark.parametrize("lang,game,text,cards", CARD_NUMBERS)
def test_numbers_that_name_cards(lang, game, text, cards):
    assert _marked(text, lang, game) == cards


# ---------------------------------------------------------------- the run's score is not a card

NAPULA = [
    ("it", "Con Asso-2-4-6 niente, perché senza il 3 non c'è Napula.",
     "Con Asso-2-3-6 fanno 5 punti, anche se manca il 4."),
    ("es", "Con As-2-4-6 nada, porque sin el 3 no hay Napula.",
     "Con As-2-3-6 son 5 puntos, aunque falte el 4."),
    ("en", "With Asso-2-4-6 nothing, since without the 3 there is no Napula.",
     "With Asso-2-3-6 that is 5 points, even without the 4."),
]


@pytest.mark.parametrize("lang,agrees,differs", NAPULA)
def test_run_score_is_not_a_card_named_after_it(lang, agrees, differs):
    assert error_findings(agrees, lang, "cicera") == []
    assert any(e.check == "example" and e.found == "5" for e in error_findings(differs, lang, "cicera"))


# ---------------------------------------------------------------- any reader: the finding's number

def _finding(message: str, role: str, expected: str, found: str, sentence: str) -> Finding:
    return Finding(1, "error", "numbers", "CIC-P2", message, expected, found, sentence=sentence, role=role)


SETTLE = [
    # (message, what the compared value is, expected, found, sentence, still an error)
    ("a number differs from our rules: 5 where ours is 1", AMOUNT, "1", "5", "J'ai pris le 5 et le 3 :", False),
    ("a number differs from our rules: 5 where ours is 1", AMOUNT, "1", "5", "J'ai pris 5 cartes d'un coup.", True),
    ("a number differs from our rules: 5 where ours is 1", AMOUNT, "1", "5", "J'ai pris le 5, et cela fait 5 points.", True),
    ("the bonuses add up to a different total", AMOUNT, "3", "2", "Sur la table, le 2 et le 3 de Coupes.", False),
    ("another card wins the trick", CARD, "3 wins", "5 wins", "Le 5 et le 3 : le 5 gagne.", True),    # a card's role
    ("a number differs from our rules: 5 where ours is 1", "", "1", "5", "J'ai pris le 5 et le 3 :", True),  # no role: not read
]


@pytest.mark.parametrize("message,role,expected,found,sentence,stays", SETTLE)
def test_an_error_whose_number_names_a_card_is_a_warning(message, role, expected, found, sentence, stays):
    f = _finding(message, role, expected, found, sentence)
    settle([f], [canon.load("cicera")], lexicon("fr"))
    assert (f.severity == "error") == stays
    if not stays:
        assert "names a card" in f.message


RANGES = [
    # our values stated right, then the trumps' numbering: a range whose role is not read
    ("en", "Trumps 2 to 5 score 3 points and 36 to 40 score 10. The virtues are trumps 16-19 and the elements 20-23.",
     "Trumps 2 to 5 score 3 points and 36 to 40 score 12. The virtues are trumps 16-19 and the elements 20-23."),
]


@pytest.mark.parametrize("lang,agrees,differs", RANGES)
def test_a_range_whose_role_is_not_read_is_no_error(lang, agrees, differs):
    assert [f.found for f in findings(agrees, lang, "minchiate") if f.severity == "warning" and "range" in f.message] == ["16–19", "20–23"]
    assert error_findings(agrees, lang, "minchiate") == []
    assert [e.found for e in error_findings(differs, lang, "minchiate")] == ["36 to 40 score 12"]


# ---------------------------------------------------------------- the run's score told next

NEXT_SENTENCE = [
    ("en", "We finished with Swords Asso through 6 plus the 8 and the 9. Napula 6 — only the 7 was missing.",
     "We finished with Swords Asso through 6 plus the 8 and the 9. Napula 8 — only the 7 was missing."),
    ("it", "Abbiamo chiuso con Spade dall'Asso al 6, più l'8 e il 9. Napula da 6: mancava solo il 7.",
     "Abbiamo chiuso con Spade dall'Asso al 6, più l'8 e il 9. Napula da 8: mancava solo il 7."),
]


@pytest.mark.parametrize("lang,agrees,differs", NEXT_SENTENCE)
def test_run_score_in_the_next_sentence(lang, agrees, differs):
    assert error_findings(agrees, lang, "cicera") == []
    assert any(e.check == "example" and e.found == "8" for e in error_findings(differs, lang, "cicera"))


# ---------------------------------------------------------------- a counterfactual changes the cards

COUNTERFACTUAL = [
    ("fr", "Si j'avais répondu avec le Cavallo plutôt qu'avec le 2, son Re aurait fait le pli.", True),
    ("pt", "Se ele tivesse jogado o Asso em vez do Re, dava na mesma.", True),
    ("en", "If the last player had trumped with the 1, the trump would have won.", True),
    ("ru", "Если бы Вика сыграла Re вместо Matto, взятка была бы её.", True),
    ("de", "Statt der 2 hätte ich den Cavallo legen können.", True),
    ("en", "Anna had led the Cavallo of Swords and Ben put the Asso on it.", False),      # a narrative past
    ("ru", "Игорь положил свою 9, хотя мог бы забрать ею все три карты.", False),      # what the rules allowed
    ("ru", "Сыграв Re, вы забираете Re Кубков вместе с тройкой.", False),                # вместе: together
]


@pytest.mark.parametrize("lang,text,yes", COUNTERFACTUAL)
def test_counterfactual_cues(lang, text, yes):
    assert counterfactual(text, lexicon(lang)) == yes


def test_a_worked_example_s_error_in_a_counterfactual_is_a_warning():
    text = "Si j'avais répondu avec le Cavallo plutôt qu'avec le 2, son Re aurait fait le pli, 7 points pour lui."
    example = Finding(1, "error", "example", None, "the trick holds a different number of points", "3", "7", sentence=text)
    claim = Finding(1, "error", "claims", "BRI-P1", "the text states a different rule: following suit is compulsory",
                    "following suit is optional", "following suit is compulsory", sentence=text)
    settle([example, claim], [canon.load("briscola")], lexicon("fr"))
    assert (example.severity, claim.severity) == ("warning", "error")


# ---------------------------------------------------------------- a comparison conceded

CONCEDED = [
    ("es", "Fuerza y puntos van por separado: el 3 gana al Re aunque su número sea más bajo.",
     "Al final gana la pareja con el total más bajo."),
    ("pt", "Repare: o 3 ganha do Re mesmo tendo número menor.",
     "No fim ganha quem tiver o total menor."),
    ("en", "Mind you, the 3 beats the Re even though its number is lower.",
     "At the end the side with the lower total wins."),
]


@pytest.mark.parametrize("lang,agrees,differs", CONCEDED)
def test_a_comparison_granted_is_not_the_winner_rule(lang, agrees, differs):
    pair(lang, "briscola", agrees, differs, by="claims")


# ---------------------------------------------------------------- a belief someone held

BELIEF = [
    ("vi", "Lúc đầu bé Na tưởng phải theo chất, nên cứ giữ lá chủ.", "Ở Briscola phải theo chất khi có thể."),
    ("it", "All'inizio Marta pensava che bisognasse rispondere a colore.", "In Briscola bisogna sempre rispondere a colore."),
]


@pytest.mark.parametrize("lang,belief,rule", BELIEF)
def test_a_rule_told_as_a_belief_is_not_stated(lang, belief, rule):
    text = "# Briscola\n\n{}\n"
    pair(lang, "briscola", text.format(belief), text.format(rule))


# ---------------------------------------------------------------- the Matto stays with its team

def test_a_trick_with_the_matto_may_be_told_without_its_points():
    # Re of Cups led, trump 5 (3 points) wins, the Matto and the 4 of Cups: 13 in the trick, 8 taken
    base = "Anna esce col Re di Coppe, Bruno taglia col tarocco 5, Carla gioca il Matto e Dario il 4 di Coppe. Vince il tarocco, e nella presa ci sono {} punti."
    assert error_findings(base.format(8), "it", "minchiate", only="example") == []
    assert error_findings(base.format(13), "it", "minchiate", only="example") == []
    assert error_findings(base.format(11), "it", "minchiate", only="example")


# ---------------------------------------------------------------- a figure given for comparison

COMPARISON = [
    ("ru", "Для сравнения: в обычной колоде таро 78 карт.", "В колоде Minchiate 78 карт."),
    ("en", "For comparison, an ordinary tarot pack has 78 cards.", "The Minchiate pack has 78 cards."),
    ("it", "Per confronto, un normale mazzo di tarocchi ha 78 carte.", "Il mazzo delle Minchiate ha 78 carte."),
    ("fi", "Vertailun vuoksi: tavallisessa tarot-pakassa on 78 korttia.", "Minchiate-pakassa on 78 korttia."),
]


@pytest.mark.parametrize("lang,compared,ours", COMPARISON)
def test_a_figure_given_for_comparison_is_not_our_rule(lang, compared, ours):
    text = "# Minchiate\n\n{}\n"
    pair(lang, "minchiate", text.format(compared), text.format(ours), by="claims")


# ---------------------------------------------------------------- a total explained by its parts

PACKETS = [
    ("fi", "Jokainen saa ensin 10 kortin ja sitten 11 kortin nipun, eli 21 korttia.",
     "Jokainen saa ensin 10 kortin ja sitten 12 kortin nipun, eli 22 korttia."),
    ("en", "Each player gets 10 cards and then an 11-card packet, 21 cards.",
     "Each player is dealt a packet of 10 and a packet of 12: 22 cards."),
]


@pytest.mark.parametrize("lang,agrees,differs", PACKETS)
def test_the_hand_is_the_sum_of_its_packets(lang, agrees, differs):
    text = "# Minchiate\n\n{}\n"
    pair(lang, "minchiate", text.format(agrees), text.format(differs), by=("claims", "numbers"))


# ---------------------------------------------------------------- a game named in a list of games

SHOP = """Mazzo di carte piacentine, 40 carte
Codice articolo 1182 · disponibile · spedizione in 24 ore

Il mazzo contiene 40 carte in quattro semi da 10: Denari, Coppe, Spade e Bastoni.
In ogni seme ci sono l'Asso, le carte dal 2 al 7 e tre figure: Fante, Cavallo e Re.
Perfetto per giocare a {games} con gli amici.
Cartoncino telato, angoli arrotondati, astuccio di plastica.
Recensioni: «Ottima qualità, colori vivaci» (Lucia, 4 stelle).
"""


def test_a_pack_sold_for_a_list_of_games_is_refused_not_checked():
    from engine.errors import CardaviaError

    with pytest.raises(CardaviaError):
        checked(SHOP.format(games="Scopa, Briscola e Tressette"), name="shop.txt")
    # the same page naming only Briscola is about Briscola's pack: it is read
    report = checked(SHOP.format(games="Briscola"), name="shop.txt")
    assert report.games == ["briscola"]


# ---------------------------------------------------------------- a question answered no

QUESTIONS = [
    ("en", "Q: Does the Re beat the 3 of the same suit? A: No, the 3 beats the Re and is worth more, 10 points against 4.",
     "Q: Does the Re beat the 3 of the same suit? A: Yes, the Re beats the 3, although the 3 is worth more."),
    ("it", "D: Il 7 batte il Fante dello stesso seme? R: No, il Fante è più forte del 7 e vale 2 punti.",
     "D: Il 7 batte il Fante dello stesso seme? R: Sì, il 7 è più forte del Fante."),
    ("ru", "— Семёрка старше Fante той же масти? — Нет: Fante старше семёрки и приносит 2 очка.",
     "— Семёрка старше Fante той же масти? — Да, семёрка старше Fante."),
]


@pytest.mark.parametrize("lang,denied,affirmed", QUESTIONS)
def test_a_question_answered_no_states_nothing(lang, denied, affirmed):
    pair(lang, "briscola", denied, affirmed, by="example")


# ---------------------------------------------------------------- a tie told as two equal counts

TIES = [
    ("fi", "Jos kortteja on 26–26, kumpikaan joukkue ei saa korttien enemmistöstä pisteitä.",
     "Jos kortteja on 26–26, kumpikin joukkue saa korttien enemmistöstä pisteen."),
    ("it", "Con le carte 26-26 nessuna squadra prende i punti della maggioranza.",
     "Con le carte 26-26 ogni squadra prende 1 punto per la maggioranza delle carte."),
]


@pytest.mark.parametrize("lang,agrees,differs", TIES)
def test_a_tie_told_as_two_equal_counts_is_no_rule_number(lang, agrees, differs):
    assert error_findings(agrees, lang, "cicera") == []
    assert [e for e in error_findings(differs, lang, "cicera") if "26" not in e.found]


# ---------------------------------------------------------------- two sides' tallies

TALLIES = [
    ("en", "We finished with thirteen tricks to their eight — 52 cards — so ten points for the cards beyond 42, and another ten for the last trick.",
     "A deal lasts 14 tricks in all."),
    ("en", "They finished with twelve tricks to our nine, 48 cards in all, so six points for the cards beyond 42.",
     "A deal lasts 14 tricks in all."),
    ("it", "Abbiamo finito con 13 prese contro le loro 8, cioè 52 carte in tutto: dieci punti per le carte oltre le 42.",
     "La smazzata dura in tutto 14 prese."),
]


@pytest.mark.parametrize("lang,tally,rule", TALLIES)
def test_two_sides_tallies_are_no_deal_length(lang, tally, rule):
    assert [e for e in error_findings(tally, lang, "minchiate") if "tricks" in e.message] == []
    assert [e for e in error_findings(rule, lang, "minchiate") if "tricks" in e.message]


# ---------------------------------------------------------------- two cards' values set against each other

AGAINST = [
    ("it", "Un consiglio: il 3 di Spade è più forte del Re di Spade e vale anche di più, dieci punti contro quattro.",
     "Il 3 di Spade batte il Re di Spade e la presa vale dodici punti."),
    ("en", "A tip: the 3 of Cups beats the Re of Cups and is worth more too, ten points against four.",
     "The 3 of Cups beats the Re of Cups and the trick is worth twelve points."),
    ("es", "Un consejo: el 3 de Copas gana al Re de Copas y además vale más, diez puntos contra cuatro.",
     "El 3 de Copas gana al Re de Copas y la baza vale doce puntos."),
]


@pytest.mark.parametrize("lang,agrees,differs", AGAINST)
def test_values_in_words_set_against_each_other_are_no_trick_total(lang, agrees, differs):
    pair(lang, "briscola", agrees, differs, by="example")


# ---------------------------------------------------------------- a clause denied at its start

DENIED = [
    ("de", "Trumpf ist Münzen. Ausgespielt wird die 3 der Kelche, darauf kommt der Re der Kelche. Nicht der Re gewinnt, sondern die 3.",
     "Trumpf ist Münzen. Ausgespielt wird die 3 der Kelche, darauf kommt der Re der Kelche. Nicht die 3 gewinnt, sondern der Re."),
    ("it", "Briscola a Denari. Esce il 3 di Coppe, poi il Re di Coppe. Non il Re vince, ma il 3.",
     "Briscola a Denari. Esce il 3 di Coppe, poi il Re di Coppe. Non il 3 vince, ma il Re."),
    ("en", "Trumps are Coins. The 3 of Cups is led and the Re of Cups follows. Not the Re but the 3 wins.",
     "Trumps are Coins. The 3 of Cups is led and the Re of Cups follows. Not the 3 but the Re wins."),
]


@pytest.mark.parametrize("lang,agrees,differs", DENIED)
def test_a_winner_denied_at_the_clause_start(lang, agrees, differs):
    pair(lang, "briscola", agrees, differs, by="example")


ROLES = [
    # (lang, game, text, what the value its error compares is)
    ("en", "briscola", "Trumps are Coins. I led the Re of Cups and you answered with the 3 of Cups, "
                       "so the trick held 20 points.", AMOUNT),     # 4 + 10 = 14
    ("en", "briscola", "Trumps are Coins. I led the Re of Cups and you answered with the 3 of Cups, "
                       "so my Re won the trick.", CARD),             # the 3 wins
    ("en", "minchiate", "After the deal, the Fola holds 11 cards and nobody plays them.", AMOUNT),   # 13
    ("it", "cicera", "Si danno 10 carte a ciascun giocatore e 4 in tavola.", AMOUNT),                # 12 each
]


@pytest.mark.parametrize("lang,game,text,role", ROLES)
def test_readers_say_what_the_value_they_compare_is(lang, game, text, role):
    assert [f.role for f in error_findings(text, lang, game)] == [role]
