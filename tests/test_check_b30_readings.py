"""Readings built on the ninth writer's batch (2026-12-30), each for a phenomenon, each from
sentences written for this test in several languages:

- the start of a deal or game named as a time ("at the start of a deal", "quando inizia la
  mano", "kun jako alkaa") says nobody starts;
- whose points a trick's winner takes ("… and takes your 10 points") is not who takes them;
- a patent's bracketed paragraph number and a specification's requirement or test-case
  identifier ("[0018]", "EX-F-04", "TC-07") are labels, no quantities;
- what a specification or a paper lists as out of its scope states no rule;
- the place a pack is named after (Brescia) in the language's forms is no misspelt name;
- a word of an identifier in camel case ("BriscolaEnv") is no fragment glued to a name;
- cards "drawn in 17 rounds" count rounds of drawing, not the deal's tricks;
- ranks listed in counting order ("Ranks: 1, 2, 3, 4, 5, 6, 7") are the ranks the pack holds;
- the game's Spanish name, Brisca, names Briscola in every language.
"""

import pytest

from checking import error_findings, errors, findings

FIRST_RANDOM = "the first player is chosen at random"


@pytest.mark.parametrize("lang,text", [
    ("en", "At the beginning of every deal the software picks the dealer at random."),
    ("en", "When a new game starts, the dealer is drawn by lot."),
    ("it", "Quando comincia la partita, il mazziere viene estratto a sorte."),
    ("fr", "Lorsque la partie commence, le donneur est désigné au hasard."),
    ("de", "Bevor das Spiel beginnt, wird der Geber durch das Los bestimmt."),
    ("es", "Al iniciar la partida, el repartidor se escoge al azar."),
    ("pt", "Quando começa o jogo, o carteador é sorteado."),
    ("ru", "Когда начинается игра, сдающего выбирают случайно."),
    ("fi", "Kun peli alkaa, jakaja arvotaan sattumanvaraisesti."),
    ("vi", "Khi bắt đầu trò chơi, người chia bài được chọn ngẫu nhiên."),
])
def test_the_start_of_a_deal_as_a_time_says_nobody_starts(lang, text):
    assert not [f for f in error_findings(text, lang, "cicera") if FIRST_RANDOM in f.message]


@pytest.mark.parametrize("lang,framed,ruled", [
    ("en", "When a new game starts, the dealer is drawn by lot.",
     "When the game starts, the player on the dealer's left plays first."),
    ("it", "Quando comincia la partita, il mazziere viene estratto a sorte.",
     "Quando comincia la partita, inizia il giocatore alla sinistra del mazziere."),
    ("fi", "Kun peli alkaa, jakaja arvotaan sattumanvaraisesti.",
     "Kun peli alkaa, jakajan vasemmalla istuva aloittaa."),
    ("ru", "Когда начинается игра, сдающего выбирают случайно.",
     "Когда начинается игра, первым ходит игрок слева от сдающего."),
])
def test_who_starts_after_such_a_time_is_still_read(lang, framed, ruled):
    assert not [f for f in error_findings(framed, lang, "cicera") if FIRST_RANDOM in f.message]
    assert [f for f in error_findings(ruled, lang, "cicera") if "dealer's left" in f.message]


WINS = "another card wins the trick"


@pytest.mark.parametrize("lang,text", [
    ("en", "Trumps are Cups. You lead the Re of Coins and your opponent answers with the 4 of Cups: "
           "the little trump wins and collects your 4 points."),
    ("it", "Briscola a Coppe. Tu apri con il Re di Denari, l'avversario risponde con il 4 di Coppe: "
           "la briscoletta vince e incassa i tuoi 4 punti."),
    ("fr", "Atout Coupes. Vous entamez le Re de Deniers, l'adversaire répond avec le 4 de Coupes : "
           "le petit atout gagne et empoche vos 4 points."),
    ("vi", "Chủ là Cốc. Bạn ra Re Tiền, đối thủ đánh lá 4 Cốc: lá chủ nhỏ thắng và ăn 4 điểm của bạn."),
])
def test_whose_points_are_taken_is_not_who_takes_them(lang, text):
    assert WINS not in [f.message for f in error_findings(text, lang, "briscola")]


def test_a_player_who_takes_is_still_read():
    text = ("Trumps are Cups. You lead the Re of Coins and your opponent answers with the 4 of Cups: "
            "you win and collect his 4 points.")
    assert WINS in [f.message for f in error_findings(text, "en", "briscola")]


@pytest.mark.parametrize("lang,game,text", [
    ("en", "cicera", "[0018] Napula: a side holding the Asso, 2 and 3 of Swords scores the length of its run."),
    ("en", "minchiate", "- **REQ-M-07** Dealing: a packet of 10 cards to each player, then one of 11."),
    ("it", "minchiate", "- **RQ-D-03** Distribuzione: un pacchetto di 10 carte e poi uno di 11 a ciascuno."),
])
def test_paragraph_numbers_and_identifiers_are_no_quantities(lang, game, text):
    assert errors(text, lang, game, name="t.md") == []


def test_a_number_after_an_identifier_is_still_read():
    assert errors("- **REQ-M-07** Dealing: a packet of 10 cards to each player, then one of 11.", "en", "minchiate",
                  name="t.md") == []
    assert errors("- **REQ-M-07** Each player is dealt a packet of 12 cards and then one of 9, 21 cards in all.",
                  "en", "minchiate", name="t.md")


SEVERAL = "the game is a match of several deals"


@pytest.mark.parametrize("lang,text", [
    ("en", "House variants and matches of several deals are out of scope for this release."),
    ("it", "Varianti locali e partite su più mani esulano dall'ambito di questo documento."),
    ("de", "Hausregeln und Partien über mehrere Spiele sind nicht Gegenstand dieser Spezifikation."),
    ("es", "Las variantes locales y las partidas de varias manos quedan fuera del alcance."),
    ("ru", "Домашние варианты и партии из нескольких раздач не реализуются."),
])
def test_what_is_out_of_scope_states_no_rule(lang, text):
    assert not [f for f in error_findings(text, lang, "minchiate") if SEVERAL in f.message]


@pytest.mark.parametrize("lang,text", [
    ("fi", "Peli on kotoisin Brescian maakunnasta, ja Bresciassa sitä pelataan yhä."),
    ("en", "The game is dealt from a Brescian pack of 52 cards."),
    ("en", "The game is played with 52 Brescian cards."),
])
def test_the_place_a_pack_is_named_after_is_no_misspelt_name(lang, text):
    assert errors(text, lang, "cicera", only="names") == []
    assert errors("Pakka: 52 Brescane-korttia.", "fi", "cicera", only="names")    # the pack misspelt is still found


@pytest.mark.parametrize("lang,text", [
    ("en", "Our solver, MinchiateEngine, was trained on ten million deals."),
    ("it", "Il modulo BriscolaEngine gestisce le prese."),
])
def test_a_camel_case_identifier_is_no_corrupted_name(lang, text):
    game = "minchiate" if "Minchiate" in text else "briscola"
    assert errors(text, lang, game, only="corruption") == []


DEAL = "a deal of 17 tricks"


@pytest.mark.parametrize("lang,text", [
    ("en", "Thus 34 cards are drawn in 17 rounds, and the face-up trump is always the last card taken."),
])
def test_rounds_told_after_drawing_count_no_tricks(lang, text):
    assert not [f for f in error_findings(text, lang, "briscola") if DEAL in f.message]
    assert [f for f in error_findings("A deal always lasts 17 rounds in all.", lang, "briscola") if DEAL in f.message]


ORDER = "the rank order differs from the engine's"


@pytest.mark.parametrize("lang,text", [
    ("en", "Ranks in the pack: 1, 2, 3, 4, 5, 6, 7, 10, 11, 12."),
    ("de", "Ränge: 2, 3, 4, 5, 6, 7."),
    ("fr", "Rangs : 2, 3, 4, 5, 6, 7."),
])
def test_ranks_in_counting_order_are_no_order_of_strength(lang, text):
    assert ORDER not in [f.message for f in error_findings(text, lang, "briscola")]
    # said to run from the lowest, the same list is an order of strength, and a wrong one
    assert ORDER in [f.message for f in error_findings("From the lowest to the highest: 2, 3, 4, 5, 6, 7.", "en", "briscola")]


BRISCA = """# A game from Spain

Brisca is played by two people with a pack of 40 cards. Each player gets three cards and the next
card is turned up for trumps. In Brisca the winner of a trick draws first from the stock.

The Asso is worth 11 points, the 3 is worth 10, the Re 4, the Cavallo 3 and the Fante 2.
"""


def test_the_name_brisca_names_briscola():
    rep = findings(BRISCA, "en", None, name="t.md")
    assert rep is not None and all(f.check != "placement" for f in rep)


# - a chain of trumps and the verb of adding up after it ("29-30-31 add up to 10") scores the chain;
# - "without exception", "sin ninguna excepción" deny an exception, they state none;
# - a side named with its article ("à la droite de celui qui ...") is the winner's neighbour;
# - a clause after a semicolon that refers back ("…; that makes 12 cards") counts what the clause
#   before named;
# - a test-case table's identifier column is a label: the row is read from the cells after it;
# - a sentence inside a paragraph wrapped over lines is placed on its own line.

COMBINATION = "the combination scores a different number of points"


@pytest.mark.parametrize("lang,text", [
    ("en", "For instance 29-30-31 adds up to 10."),
    ("es", "29-30-31 suman 10, ya que el 29 no cuenta."),
    ("de", "28-29-30 ergeben 10, weil der 29 nichts zählt."),
])
def test_a_chain_of_trumps_summed_by_a_verb_is_scored(lang, text):
    assert COMBINATION in [f.message for f in error_findings(text, lang, "minchiate")]
    assert COMBINATION not in [f.message for f in error_findings("36-37-38 are worth 10 each.", "en", "minchiate")]


ANY_TIME = "the Matto may be played at any time"


@pytest.mark.parametrize("lang,text", [
    ("en", "The Matto may be played at any time, without exception."),
    ("es", "El Matto puede jugarse en cualquier momento y sin ninguna excepción."),
    ("fr", "Le Matto peut être joué à tout moment, sans aucune exception."),
])
def test_without_exception_states_no_exception(lang, text):
    assert any(ANY_TIME in f.message for f in error_findings(text, lang, "minchiate"))


NEIGHBOUR = "the trick's winner's neighbour or partner leads the next one"


@pytest.mark.parametrize("lang,text", [
    ("fr", "Le pli d'après est ouvert par la personne assise à la gauche de celui qui a gagné."),
    ("de", "Den folgenden Stich eröffnet der Spieler zur Linken des Gewinners."),
])
def test_a_side_named_with_its_article_is_the_winners_neighbour(lang, text):
    assert any(NEIGHBOUR in f.message for f in error_findings(text, lang, "minchiate"))


@pytest.mark.parametrize("lang,text", [
    ("de", "Die übrigen Karten legt man als Fola beiseite; vor dem Rauben sind das 11 Karten."),
    ("en", "The cards left over are put aside as the Fola; that makes 11 cards."),
])
def test_a_count_that_refers_back_counts_the_fola(lang, text):
    assert errors(text, lang, "minchiate")


def test_an_identifier_column_is_a_label():
    text = ("| ID | Case | Expected |\n|---|---|---|\n"
            "| TC-11 | a side that took 47 cards | a bonus of 6 points |\n")
    assert errors(text, "en", "minchiate", name="t.md")


def test_a_sentence_in_a_wrapped_paragraph_is_on_its_own_line():
    text = ("<p>You must follow suit; if you have none, you must trump. No one may pass, and if\n"
            "no trump is played the highest card of the suit led wins. The Matto may be played\n"
            "at any time, without exception: it never wins.</p>\n")
    found = [f for f in error_findings(text, "en", "minchiate", name="t.html") if ANY_TIME in f.message]
    assert found and found[0].line == 2
