"""Readings built for the fourteenth writer's batch (2027-01-04), each for a kind of construction,
tested in sentences of our own in several languages: a number no card bears is no card given for
the face-up trump; a next sentence that disowns a practice as no part of our game; a rule wrapped
over short lines, reported on the line that states it; a count of cards after a bonus's name (a
bound "or more", a compound noun for cards); a tied award given to each pair; a sentence that goes
on after its colon on the next line; a suit named in Italian in a text of another language; a
forbidden rendering of a tie or a deal in a sentence aligned to another clause."""

from __future__ import annotations

import pytest

from tests.checking import an_error, error_findings, errors, no_error

# ---------------------------------------------------------------- a label number is no card given

LABELS = [
    ("vi", "Năm 2019 câu lạc bộ trao đổi sinh viên với Napoli; thầy chủ nhiệm lớp B15 dạy cả lớp chơi Briscola."),
    ("en", "Last spring Room 14 swapped tables with Suite 22, where the trump club meets on Fridays."),
    ("it", "Nel 2023 la classe 3B ha fatto uno scambio con un liceo di Lecce, dove si gioca a briscola in cortile."),
]


@pytest.mark.parametrize("lang,text", LABELS)
def test_a_number_no_card_bears_is_no_card_exchanged(lang, text):
    assert not [m for m in errors(text, lang, "briscola", only="claims") if "exchange" in m], text


@pytest.mark.parametrize("lang,text", [
    ("en", "Whoever holds the 7 of trumps may swap it for the face-up card at any time."),
    ("vi", "Người có lá 2 chất chủ được đổi lấy lá chủ lật ngửa trên bàn."),
])
def test_the_trump_seven_given_for_the_face_up_card_is_still_an_error(lang, text):
    assert [m for m in errors(text, lang, "briscola", only="claims") if "exchange" in m], text


# ---------------------------------------------------------------- disowned by the next sentence

DISOWNED = [
    ("en", "At the pub near the station they deal five cards each. That is not part of our game, so deal three."),
    ("it", "Al circolo del paese danno cinque carte a testa. Questo non fa parte del nostro gioco."),
    ("fr", "Chez mon oncle, on distribue cinq cartes à chacun. Cela ne fait pas partie de notre jeu."),
    ("de", "Im Nachbardorf bekommt jeder fünf Karten. Das gehört nicht zu unserem Spiel."),
    ("es", "En el bar de la esquina reparten cinco cartas a cada uno. Eso no forma parte de nuestro juego."),
    ("pt", "No café da vila dão cinco cartas a cada um. Isso não faz parte do nosso jogo."),
    ("ru", "В деревне у бабушки каждому раздают по пять карт. Это не входит в наши правила."),
]


@pytest.mark.parametrize("lang,text", DISOWNED)
def test_a_practice_the_next_sentence_disowns_is_not_stated_as_ours(lang, text):
    no_error(lang, "briscola", text)


@pytest.mark.parametrize("lang,text", [
    ("en", "Each player is dealt five cards. Jokers are not part of our game."),
    ("it", "Si danno cinque carte a testa. I jolly non fanno parte del nostro gioco."),
])
def test_a_thing_left_out_of_the_game_disowns_nothing_before_it(lang, text):
    an_error(lang, "briscola", text)


# ---------------------------------------------------------------- a rule on the line that states it

WRAPPED = [
    ("en", "The dealer shuffles and\ndeals; the player on his right\nleads the first card, and play\nthen moves clockwise\nround the table.", 4),
    ("it", "Il mazziere distribuisce;\nil giocatore alla sua destra\napre, e poi si gira\nin senso orario\nfino alla fine.", 4),
    ("fr", "Le donneur distribue ;\nle joueur à sa droite\nentame, puis le jeu\ntourne dans le sens horaire\njusqu'à la fin.", 4),
]


@pytest.mark.parametrize("lang,text,line", WRAPPED)
def test_a_claim_wrapped_over_short_lines_is_on_the_line_that_states_it(lang, text, line):
    found = [f for f in error_findings(text, lang, "cicera", only="claims") if "clockwise" in f.message]
    assert found and found[0].line == line, [(f.line, f.message) for f in found]


# ---------------------------------------------------------------- a count of cards after a bonus's name

CARDS_COUNTED = [
    ("en", "Quadriglia: awarded for taking three or more table cards in a single capture."),
    ("de", "Quadriglia = 3 oder mehr Tischkarten mit einem Zug."),
    ("it", "Quadriglia: 3 o più carte del tavolo prese in un colpo solo."),
    ("fi", "Quadriglia: 3 tai enemmän pöytäkorttia yhdellä otolla."),
    ("pt", "Quadriglia: 3 ou mais cartas da mesa de uma só vez."),
]


@pytest.mark.parametrize("lang,text", CARDS_COUNTED)
def test_a_count_of_cards_after_a_bonus_is_no_value(lang, text):
    assert not errors(text, lang, "cicera", only="example"), text


@pytest.mark.parametrize("lang,text", [
    ("en", "Quadriglia: 3 points."),
    ("de", "Quadriglia – 3 Punkte."),
    ("de", "Quadriglia: 3 Kartenpunkte."),
])
def test_a_bonus_given_points_is_still_read(lang, text):
    an_error(lang, "cicera", text, "example")


# ---------------------------------------------------------------- a tied award given to each pair

@pytest.mark.parametrize("lang,text", [
    ("en", "If the cards come out 26 to 26, each pair still gets 1 point."),
    ("it", "Con le carte 26 a 26, ogni coppia prende 1 punto."),
    ("fr", "Si les cartes sont à 26 partout, chaque paire marque 1 point."),
    ("de", "Steht es bei den Karten 26 zu 26, bekommen beide Paare 1 Punkt."),
    ("vi", "Nếu hai bên bằng nhau 26 lá, mỗi cặp được 1 điểm."),
])
def test_a_tied_award_given_to_each_pair(lang, text):
    assert any("tied" in m for m in errors(text, lang, "cicera")), text


@pytest.mark.parametrize("lang,text", [
    ("en", "Each pair keeps the cards it captures in one pile."),
    ("fr", "Chaque paire garde ses cartes prises devant elle."),
])
def test_each_pair_without_a_tie_shares_nothing(lang, text):
    assert not [m for m in errors(text, lang, "cicera") if "tied" in m], text


# ---------------------------------------------------------------- a sentence goes on after its colon

@pytest.mark.parametrize("lang,text", [
    ("it", "La Briscola\n\nMia nonna mette le carte in quest'ordine, dalla più forte alla più debole:\n"
           "l'Asso, poi il Re, poi il 3, il Cavallo, il Fante e via via le altre."),
    ("en", "Briscola\n\nMy uncle always sorted his hand like this, from the strongest card to the weakest:\n"
           "the Asso, then the Re, then the 3, the Cavallo, the Fante and the rest."),
    ("es", "La Briscola\n\nEl abuelo ordena las cartas así, de la más fuerte a la más débil, sin dudar:\n"
           "el Asso, luego el Re, luego el 3, el Cavallo, el Fante y las demás."),
])
def test_a_sentence_wrapped_after_its_colon_is_read_whole(lang, text):
    an_error(lang, "briscola", text)


@pytest.mark.parametrize("lang,text", [
    ("it", "La Briscola\n\nMia nonna mette le carte in quest'ordine, dalla più forte alla più debole:\n"
           "l'Asso, poi il 3, poi il Re, il Cavallo, il Fante e via via le altre."),
    ("en", "Briscola\n\nMy uncle always sorted his hand like this, from the strongest card to the weakest:\n"
           "the Asso, then the 3, then the Re, the Cavallo, the Fante and the rest."),
])
def test_the_right_order_after_a_colon_is_no_error(lang, text):
    no_error(lang, "briscola", text)


# ---------------------------------------------------------------- a suit named in Italian

@pytest.mark.parametrize("lang,text", [
    ("de", "Bei Denari und Coppe ist die 10 die höchste Zahlkarte, bei Spade und Bastoni das Asso."),
    ("fr", "Le 10 est la plus forte des cartes numérales en Coppe."),
    ("pt", "Em Denari e Coppe o 10 é a carta numérica mais alta, em Spade e Bastoni é o Asso."),
])
def test_a_suit_named_in_italian_bounds_the_rank_claim(lang, text):
    an_error(lang, "minchiate", text)


@pytest.mark.parametrize("lang,text", [
    ("de", "Bei Spade und Bastoni ist die 10 die höchste Zahlkarte, bei Denari und Coppe das Asso."),
    ("fr", "Le 10 est la plus forte des cartes numérales en Spade."),
])
def test_a_suit_named_in_italian_where_the_claim_holds(lang, text):
    no_error(lang, "minchiate", text)


# ---------------------------------------------------------------- a forbidden rendering by its situation

@pytest.mark.parametrize("lang,game,text", [
    ("en", "minchiate", "When both teams finish on the same number of resti, the game is drawn."),
    ("en", "minchiate", "Zero resti on balance means the deal is drawn."),
    ("pt", "briscola", "Depois de cada negócio, o baralho passa ao jogador seguinte."),
    ("ru", "briscola", "После каждой сделки колоду перетасовывают заново."),
])
def test_a_forbidden_rendering_where_its_situation_is_named(lang, game, text):
    assert any(m.startswith("terms") for m in errors(text, lang, game)), text


@pytest.mark.parametrize("lang,game,text", [
    ("en", "briscola", "Briscola is played by two with 40 cards. Each player is dealt three cards. "
                       "After each trick the winner draws first from the stock, then the other player; "
                       "the last card drawn is the face-up trump."),
])
def test_drawing_from_the_stock_is_no_tie(lang, game, text):
    assert not [m for m in errors(text, lang, game) if "tie" in m], text
