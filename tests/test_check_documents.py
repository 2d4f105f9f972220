"""Documents read as documents: Markdown and HTML by real parsers, hard-wrapped text joined,
sentences split per language with abbreviations kept whole, every sentence with its line and
column; texts in other languages or about other games refused with exit 2."""

import subprocess
import sys
from pathlib import Path

import pytest

from checking import checked
from toolkit.check.document import NotChecked, parse
from toolkit.check.run import check_path

ROOT = Path(__file__).resolve().parent.parent


def _sentences(text: str, name: str, lang: str = "en"):
    doc = parse(text.encode(), name)
    return [(s.line, s.column, s.text) for s in doc.split(lang)]


def test_markdown_paragraph_list_and_table_with_positions():
    md = ("# Briscola\n\nEach player gets three cards. The next card is turned\nface up: its suit is trumps.\n\n"
          "- Play *any* card: you **need not** follow suit.\n\n| Card | Points |\n|---|---|\n| Asso | 11 |\n")
    got = _sentences(md, "rules.md")
    assert (1, 3, "Briscola") in got
    assert (3, 1, "Each player gets three cards.") in got
    assert (3, 31, "The next card is turned face up: its suit is trumps.") in got
    assert (6, 3, "Play any card: you need not follow suit.") in got
    assert any(line == 10 and text == "Asso: 11" for line, _, text in got)


def test_html_blocks_and_rows():
    html = ("<html><body><nav>Home</nav><h2>Setup</h2>\n<p>Deal three cards to each player.\n"
            "The rest forms the stock.</p>\n<table><tr><th>Card</th><th>Rank</th><th>Points</th></tr>\n"
            "<tr><td>Asso</td><td>1</td><td>11</td></tr></table><script>var x = 1;</script></body></html>")
    got = _sentences(html, "rules.html")
    texts = [t for _, _, t in got]
    assert "Home" not in texts and not any("var x" in t for t in texts)
    assert (2, 4, "Deal three cards to each player.") in got
    assert any(line == 3 and text == "The rest forms the stock." for line, _, text in got)
    assert "Asso: 11" in texts          # the points column, not the rank position


def test_hard_wrapped_text_is_joined_and_abbreviations_kept():
    text = ("The dealer gives three cards to each player, e.g. to the player on the right\n"
            "first, and turns the next card face up. Play goes anticlockwise.\n")
    got = _sentences(text, "forum.txt")
    assert [t for _, _, t in got] == [
        "The dealer gives three cards to each player, e.g. to the player on the right first, and turns "
        "the next card face up.", "Play goes anticlockwise."]
    assert got[1][:2] == (2, 41)


def test_a_wrapped_line_starting_with_a_number_is_joined_but_a_numbered_item_is_not():
    text = ("In Briscola each of the two players is dealt, one at a time,\n"
            "3 cards, and the next card is turned face up.\n"
            "1. The non-dealer leads to the first trick.\n")
    got = [t for _, _, t in _sentences(text, "notes.txt")]
    assert got == ["In Briscola each of the two players is dealt, one at a time, 3 cards, and the next card "
                   "is turned face up.", "The non-dealer leads to the first trick."]


def test_text_wrapped_at_a_narrow_width_is_joined():
    lines = ["Ogni giocatore riceve tre carte e la", "carta seguente viene girata: il suo",
             "seme è la briscola per tutta la", "smazzata. Il giocatore che non ha",
             "distribuito gioca per primo e poi", "Luca risponde con una carta qualsiasi", "della sua mano."]
    got = [t for _, _, t in _sentences("\n".join(lines) + "\n", "forum.txt", "it")]
    assert got[-1] == "Il giocatore che non ha distribuito gioca per primo e poi Luca risponde con una carta " \
                      "qualsiasi della sua mano."


def test_german_abbreviation_is_not_a_sentence_end():
    got = _sentences("Man spielt z. B. mit 40 Karten. Jeder bekommt drei.", "regeln.txt", "de")
    assert [t for _, _, t in got] == ["Man spielt z. B. mit 40 Karten.", "Jeder bekommt drei."]


@pytest.mark.parametrize("text,why", [
    ("Każdy gracz otrzymuje trzy karty. Następna karta jest odkrywana i jej kolor to atut. "
     "Gracze nie muszą dokładać do koloru. Wygrywa ten, kto zdobędzie więcej niż sześćdziesiąt punktów.",
     "unsupported language"),
    ("Fiecare jucător primește trei cărți. Următoarea carte se întoarce cu fața în sus și culoarea ei "
     "este atu. Jucătorii nu sunt obligați să răspundă la culoare.", "unsupported language"),
    ("La Scopa si gioca con 40 carte. Ogni giocatore riceve tre carte e quattro vanno in tavola. "
     "Si prende una carta dello stesso valore o più carte la cui somma è uguale. Prendere tutte le carte "
     "del tavolo è una scopa e vale un punto. Alla Scopa vince chi arriva a undici punti.", "Scopa"),
    ("Preheat the oven to 180 degrees. Mix 200 g of flour with three eggs and 100 g of sugar, then "
     "bake for 35 minutes until golden. Let the cake cool before cutting it.", "not enough"),
])
def test_texts_not_ours_are_refused(text, why):
    with pytest.raises(NotChecked) as exc:
        checked(text, name="text.txt")
    assert why in str(exc.value) and "--game" in str(exc.value)


@pytest.mark.parametrize("text,lang", [
    # letters Vietnamese has, but Polish ones too (ł, ą, ę): every neighbour is tried
    ("Każdy gracz otrzymuje trzy karty. Następna karta jest odkrywana, a jej kolor to atut. "
     "Gracze nie muszą dokładać do koloru.", "pl"),
    # only letters German has: German's own neighbours (rules/checker/de.yaml) are tried
    ("Elke speler krijgt drie kaarten. De volgende kaart wordt open gelegd en bepaalt de troefkleur. "
     "Spelers hoeven geen kleur te bekennen en mogen altijd troeven.", "nl"),
    ("Cada jugador rep tres cartes. La carta següent es gira i el seu pal és el trumfo. "
     "Els jugadors no estan obligats a seguir el pal.", "ca"),
])
def test_detection_tries_the_languages_a_text_may_really_be_in(text, lang):
    from toolkit.check.detect import Unsupported, language, language_name

    with pytest.raises(Unsupported) as exc:
        language(text)
    assert language_name(lang) in exc.value.message


def test_detection_gives_our_language_despite_foreign_names():
    from toolkit.check.detect import language

    text = ("La Cìcera se joue à deux avec un jeu de 40 cartes. Chaque joueur reçoit trois cartes et "
            "quatre sont posées sur la table. Prendre est facultatif.")
    assert language(text) == "fr"


def test_cli_refusal_exits_2_with_one_line(tmp_path):
    path = tmp_path / "pl.txt"
    path.write_text("Każdy gracz otrzymuje trzy karty. Następna karta jest odkrywana i jej kolor to atut. "
                    "Gracze nie muszą dokładać do koloru.", encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "toolkit", "check", str(path)], capture_output=True,
                         text=True, cwd=ROOT)
    assert run.returncode == 2 and run.stderr.count("\n") == 1 and "Polish" in run.stderr


def test_a_text_naming_one_of_our_games_is_checked_against_it():
    # a real Cìcera text (the corpus' dev split) whose rules, told in other words, look like a
    # trick game's as much as a fishing game's: its name decides, Briscola is never named
    corpus = Path(__file__).parent / "data" / "corpus"
    assert check_path(corpus / "real" / "it_cicera_wikipedia.txt").games == ["cicera"]
