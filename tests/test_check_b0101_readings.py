"""Readings built on the eleventh writer's batch (2027-01-01), each for a phenomenon, each from
sentences written for this test in several languages:

- a match format set by a tournament's own regulations ("the tournament format", "Turnierordnung",
  "regolamento del torneo") or by "many people" is others' practice, and so is a practice the
  next sentence calls "these variants" ("we don't use these variants");
- a bound after an amount and its word for points ("61 points or more") is the least total that
  wins, no other number, and no gap between two cards' values;
- a dash typed as two hyphens between digits ("32--38") is a dash;
- a place in a source file ("rules/cicera.py:70", "game.js:12") is no number;
- a rank spelled as a number word names a card when a card of that rank is named with its suit
  on the table ("take the Three and the Four");
- a number right before a word for points ("1 point for each card taken") is no card of a trick;
- a numbered item that is a quoted sentence, or holds one and goes on, is an item, not a title;
- a gettext catalogue saved as plain text is read entry by entry, its translations only;
- words of addition go on with a list of cards taken ("the 9 and at the same time also 4 + 5");
- a table whose first column numbers the rows ("#") has its label out of the row's sentence.
"""

import pytest

from checking import error_findings, errors

SEVERAL_DEALS = "the game is a match of several deals"


@pytest.mark.parametrize("lang,text", [
    ("en", "Each game is one deal. At the club, the tournament format has each pair play the best of three games."),
    ("fr", "Le règlement du tournoi prévoit des rencontres en deux manches gagnantes sur trois parties."),
    ("es", "En verano mucha gente juega al mejor de tres."),
    ("de", "Am Vereinsabend gilt die Turnierordnung: gespielt werden mehrere Spiele gegen denselben Gegner."),
    ("it", "In paese molta gente gioca al meglio delle tre partite."),
])
def test_a_tournament_regulation_or_many_people_is_others_practice(lang, text):
    assert not [e for e in errors(text, lang, "briscola") if SEVERAL_DEALS in e]
    assert [e for e in errors("The game is a match of three deals.", "en", "briscola") if SEVERAL_DEALS in e]


@pytest.mark.parametrize("lang,text", [
    ("it", "Al circolo si gioca al meglio delle tre partite. Qui però non adottiamo queste varianti."),
    ("pt", "No verão joga-se à melhor de três. Aqui não usamos essas variações."),
    ("de", "Im Sommer spielt man oft zwei Runden hintereinander. Diese Varianten gibt es bei uns nicht."),
    ("fi", "Kesämökillä pelataan usein kolmen pelin otteluita. Näitä muunnelmia emme käytä."),
])
def test_a_practice_called_these_variants_after_it_is_others(lang, text):
    assert not [e for e in errors(text, lang, "briscola") if SEVERAL_DEALS in e]


@pytest.mark.parametrize("lang,text", [
    ("en", "Whoever has 61 points or more wins."),
    ("de", "Wer 61 Punkte oder mehr hat, gewinnt."),
    ("es", "Gana quien tenga 61 puntos o más."),
    ("it", "Vince chi ha 61 punti o più."),
])
def test_a_bound_after_the_points_word_is_the_least_winning_total(lang, text):
    assert not errors(text, lang, "briscola", only="numbers")
    assert errors("Whoever has 71 points or more wins.", "en", "briscola", only="numbers")


@pytest.mark.parametrize("lang,text", [
    ("de", "Die 7 sticht die 6, beide zählen aber nichts. Am Ende zählt jeder seine Punkte; "
           "wer 61 Punkte oder mehr hat, gewinnt."),
    ("en", "The 7 beats the 6, yet both are worth nothing. At the end each counts his points; "
           "whoever has 61 points or more wins."),
    ("ru", "Семёрка бьёт шестёрку, но обе ничего не стоят. Побеждает тот, у кого 61 очко или больше."),
])
def test_a_bound_on_a_total_is_no_gap_between_two_cards(lang, text):
    assert not [e for e in errors(text, lang, "briscola") if "point value differs" in e]
    assert [e for e in errors("The Re beats the Cavallo and brings 3 points more.", "en", "briscola")
            if "point value differs" in e]


@pytest.mark.parametrize("lang,text", [
    ("de", "Kommt die 35 dazu, wird daraus eine Folge 32--38 mit 50 Punkten, plus 5 für den Matto."),
    ("en", "With the 35 added, the run 32--38 is worth 50 points, plus 5 for the Matto."),
])
def test_a_dash_typed_as_two_hyphens_is_a_dash(lang, text):
    assert not errors(text, lang, "minchiate", only="numbers")


def test_a_place_in_a_source_file_is_no_number():
    text = ("Napula: from rules/napula.py:70 the team holding Swords Asso, 2 and 3 scores the length of "
            "the unbroken run from the Asso, up to 10.")
    assert not [e for e in errors(text, "en", "cicera") if "run scores a different" in e]
    from toolkit.check.numbers import find_numbers
    assert [n.value for n in find_numbers("see game.js:12:5 and Regeln.tex:88 for 40 cards", "en")] == [40]


@pytest.mark.parametrize("lang,text", [
    ("en", "A player lays the Seven of Coins on a table with the Seven of Swords, Three of Cups and Four of "
           "Clubs: he may take the Seven alone, or the Three and Four, or place the card."),
    ("it", "Un giocatore cala il Sette di Denari su un tavolo con Sette di Spade, Tre di Coppe e Quattro di "
           "Bastoni: può prendere il solo Sette, oppure Tre e Quattro, oppure posare la carta."),
    ("es", "Un jugador echa el Siete de Oros en una mesa con Siete de Espadas, Tres de Copas y Cuatro de "
           "Bastos: puede llevarse el Siete, o el Tres y el Cuatro, o dejar la carta."),
])
def test_a_rank_spelled_names_the_table_card_of_that_rank(lang, text):
    assert not [e for e in errors(text, lang, "cicera") if "does not allow this capture" in e]
    wrong = ("A player lays the Seven of Coins on a table with the Seven of Swords, Three of Cups and Four "
             "of Clubs: he may take the Three and the Five.")
    assert [e for e in errors(wrong, "en", "cicera") if "does not allow this capture" in e]


def test_a_number_before_a_word_for_points_is_no_card_of_a_trick():
    text = ("Trumps 36–40 are worth 10 points each; trumps 1, 10, 13, 20, the Matto and each Re 5 points; "
            "trumps 2–5 3 points each; other cards 0.\n\n"
            "Each team scores 1 point for each card taken beyond 42.\n")
    assert not [e for e in errors(text, "en", "minchiate", name="t.md") if "another card wins" in e]


@pytest.mark.parametrize("lang,text,message", [
    ("en", "1. Setup\n2. \"The player on the dealer's left leads the first trick.\"\n",
     "the first player is on the dealer's left"),
    ("fr", "1. Mise en place\n2. « Le joueur à gauche du donneur entame le premier pli. »\n",
     "the first player is on the dealer's left"),
    ("en", "1. Setup\n2. \"Each of you plays one card. If you can, you must follow suit; if you\n"
           "   cannot, play anything.\"\n", "following suit is compulsory"),
])
def test_a_numbered_quoted_sentence_is_an_item(lang, text, message):
    assert [e for e in errors(text, lang, "briscola") if message in e]


PO_TEXT = """# Finnish translation of a card app.
msgid ""
msgstr ""
"Language: fi\\n"

#: app/rules.py:12
msgid "Use the whole pack of 52. Give 12 cards to each player and put four on the table face up."
msgstr "Käytä koko 52 kortin pakkaa. Anna jokaiselle 12 korttia ja laita pöytään kuusi korttia kuvapuoli ylöspäin."

#: app/rules.py:15
msgid "Capturing is always optional: you may choose to place your card."
msgstr "Jos voit ottaa, sinun on pakko ottaa."

#: app/rules.py:18
msgid "The team with most cards scores 2 points."
msgstr "Eniten kortteja saanut pari saa 2 pistettä."
"""


def test_a_catalogue_saved_as_text_is_read_by_its_entries():
    found = error_findings(PO_TEXT, "fi", "cicera")
    compulsory = [f for f in found if "capturing is compulsory" in f.message]
    assert compulsory and all("msgid" not in f.sentence and "Capturing" not in f.sentence for f in compulsory)
    assert [f for f in found if "6 where ours is 4" in f.message]


@pytest.mark.parametrize("lang,text", [
    ("fi", "Esimerkki: pelaat 9:n, pöydässä on 9, 4 ja 5: voit ottaa 9:n ja samalla myös 4 + 5."),
    ("fi", "Pelaat yhdeksikön 9, ja pöydässä on 9, 4 ja 5: saat ottaa 9:n ja samalla myös 4 + 5."),
])
def test_words_of_addition_go_on_with_the_cards_taken(lang, text):
    assert [e for e in errors(text, lang, "cicera") if "does not allow this capture" in e]
    assert not errors("Pelaat 9:n, pöydässä on 9, 4 ja 5: voit ottaa 9:n tai 4 + 5.", "fi", "cicera")


def test_a_column_numbering_the_rows_is_no_part_of_the_row():
    page = ("<html><body><h2>Test cases</h2><table>"
            "<tr><th>#</th><th>Input</th><th>Expected</th></tr>"
            "<tr><td>T1</td><td>Napula, team holds Swords Asso, 2, 3, 4 and 6</td><td>6</td></tr>"
            "</table></body></html>")
    assert [e for e in errors(page, "en", "cicera", name="t.html") if "run scores a different" in e]
