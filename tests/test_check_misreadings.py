"""Misreadings that made false errors on text the checker had not seen, each with a real
difference beside it that must stay an error: what others play (a variant reported, not
stated), names misspelt versus inflected or ordinary words, renderings inflected, ranges
written with words. Every text here is written for this test (not taken from the corpus)."""

import pytest

from checking import findings
from toolkit.check.lexicon import lexicon
from toolkit.check.numbers import find_numbers, ranges
from toolkit.check.terms import check_names, misspelt


def _at(found, line: int, severity: str):
    return [f for f in found if f.line == line and f.severity == severity]


# ---------------------------------------------------------------- others' practice

BRISCOLA_IT = """Briscola in due

Si gioca con quaranta carte; il mazziere dà tre carte a testa e scopre la carta successiva, il cui seme è la briscola.
Chi gioca per primo lo decide la sorte.
Non c'è obbligo di rispondere al seme né di giocare briscola.
La presa va alla briscola più alta, altrimenti alla carta più alta del seme di uscita.
Chi prende pesca per primo e gioca per primo la mano seguente.
Con 60 punti a testa la partita è pari.
{line}
"""


@pytest.mark.parametrize("line", [
    "In molte famiglie comincia sempre chi non ha distribuito le carte.",
    "Tradizionalmente comincia chi non ha distribuito le carte.",
    "Alcuni giocatori fanno cominciare chi non ha distribuito le carte.",
])
def test_what_others_play_is_a_warning(line):
    found = findings(BRISCOLA_IT.format(line=line), "it", "briscola", "briscola.txt")
    assert not _at(found, 9, "error")
    warned = _at(found, 9, "warning")
    assert warned and "others play" in warned[0].message


def test_the_same_rule_stated_as_ours_stays_an_error():
    found = findings(BRISCOLA_IT.format(line="Comincia sempre chi non ha distribuito le carte."),
                     "it", "briscola", "briscola.txt")
    assert _at(found, 9, "error")


CICERA_EN = """Cicera

Four players in two teams of two play with the 52-card Bresciane pack; partners sit opposite.
The dealer is chosen at random and deals 12 cards to each player and 4 face up to the table.
The player to the dealer's right starts, and play goes anticlockwise.
{line}
"""


@pytest.mark.parametrize("line, severity", [
    ("In some regions people play several deals up to 31 points.", "warning"),
    ("Historically the game was a match of several deals up to 51.", "warning"),
    ("The game is a match of several deals up to 51 points.", "error"),
])
def test_a_match_of_several_deals_said_of_others_or_of_ours(line, severity):
    found = findings(CICERA_EN.format(line=line), "en", "cicera", "cicera.txt")
    got = [f.severity for f in found if f.line == 6 and f.severity in ("error", "warning")]
    assert got and set(got) == {severity}


@pytest.mark.parametrize("line, severity", [
    ("In Scopa, by contrast, capturing is compulsory.", "warning"),
    ("Capturing is compulsory.", "error"),
])
def test_a_sentence_about_another_game(line, severity):
    found = findings(CICERA_EN.format(line=line), "en", "cicera", "cicera.txt")
    got = {f.severity for f in found if f.line == 6 and f.severity in ("error", "warning")}
    assert got == {severity}


@pytest.mark.parametrize("heading, severity", [
    ("## Briscola a quattro", "warning"),       # a heading that counts players without the word
    ("## Variante a 4", "warning"),
    ("## Briscola a due", "error"),             # our own number of players
])
def test_a_heading_for_another_number_of_players(heading, severity):
    text = "# " + BRISCOLA_IT.format(line="") + f"\n{heading}\n\nComincia sempre chi non ha distribuito le carte.\n"
    found = findings(text, "it", "briscola", "briscola.md")
    assert {f.severity for f in found if f.line == 13 and f.severity in ("error", "warning")} == {severity}


def test_a_variant_heading_makes_its_section_a_variant():
    text = "# " + BRISCOLA_IT.format(line="") + "\n## Varianti\n\nComincia sempre chi non ha distribuito le carte.\n"
    found = findings(text, "it", "briscola", "briscola.md")
    assert not [f for f in found if f.severity == "error"]
    assert [f for f in found if f.severity == "warning" and f.line == 13]


# ---------------------------------------------------------------- names misspelt

@pytest.mark.parametrize("lang, text, token, name", [
    ("fr", "Valet, Fantte, 7, 6, 5, 4, 2.", "Fantte", "Fante"),       # a letter doubled
    ("vi", "Lá Mato được dùng thay cho bất kỳ lá nào.", "Mato", "Matto"),   # a double letter undone
    ("de", "Die Picata zählt einen Punkt.", "Picata", "Picada"),      # a letter replaced, the end kept
    ("it", "La Cicerà si gioca in quattro.", "Cicerà", "Cìcera"),     # an accent moved
    ("en", "The Minchiat deck has 97 cards.", "Minchiat", "Minchiate"),   # the final vowel dropped
    ("pt", "A Birscola joga-se a dois.", "Birscola", "Briscola"),     # two letters swapped
    ("es", "La Brisola se juega con 40 cartas.", "Brisola", "Briscola"),   # a letter dropped
])
def test_a_misspelt_name_is_found(lang, text, token, name):
    assert misspelt(text, lexicon(lang)) == [(token, name)]


@pytest.mark.parametrize("lang, text", [
    ("it", "Fanti e cavalli valgono poco; nelle Briscole di paese la Fantina non c'è."),   # inflections
    ("fi", "Matton ja Fanten arvo; Fantinaa ei ole."),      # inflected forms of the names
    ("de", "Er gibt den Königen die Regie und die Reiter."),    # ordinary words near a name
    ("pt", "Joga-se no Mato Grosso e em Nampula."),
    ("fi", "Nappula siirtyy."),
    ("it", "La folla guarda il regime delle regine."),
    ("en", "Most sets pay off; the regime of the Retina."),
])
def test_inflections_and_ordinary_words_are_no_misspellings(lang, text):
    assert misspelt(text, lexicon(lang)) == []


@pytest.mark.parametrize("lang, text, found, name", [
    ("ru", "Так играют в Чичеру в Брешии.", "Чичеру", "Cìcera"),
    ("es", "Los Caballos valen 3 puntos.", "Caballos", "Cavallo"),
    ("fr", "Les Cavaliers valent 3 points.", "Cavaliers", "Cavallo"),
])
def test_a_rendering_is_found_inflected(lang, text, found, name):
    issues = check_names(text, set(), lexicon(lang))
    assert [(i.found, i.expected) for i in issues] == [(found, name)]


def test_an_inflected_rendering_is_not_a_neighbour_name():
    issues = check_names("Die Königin schlägt den König.", set(), lexicon("de"))
    assert sorted((i.found, i.expected) for i in issues) == [("König", "Re"), ("Königin", "Regina")]


# ---------------------------------------------------------------- ranges in words

@pytest.mark.parametrize("lang, text, want", [
    ("fr", "les atouts 36 à 40 valent 10", [(36, 40)]),
    ("it", "i tarocchi dal 36 al 40 valgono 10", [(36, 40)]),
    ("de", "die Trümpfe 36 bis 40 zählen 10", [(36, 40)]),
    ("es", "los triunfos del 2 al 5 valen 3", [(2, 5)]),
    ("en", "trumps 30 to 35 are worth 5", [(30, 35)]),
    ("it", "vince 61 a 59", []),                 # a score, not a range
    ("fi", "valtit 1 ja 40", []),               # "and", not a range
])
def test_ranges_written_with_words(lang, text, want):
    assert ranges(text, find_numbers(text, None), tuple(lexicon(lang).range_words)) == want


MINCHIATE_FR = """Minchiate

Quatre joueurs jouent deux contre deux avec 97 cartes, dans le sens inverse des aiguilles d'une montre.
{line}
"""


@pytest.mark.parametrize("line, wrong", [
    ("Les atouts 36 à 40 valent 10 points ; les atouts 30 à 35 valent 5 points ; les atouts 2 à 5 valent 3 points.", False),
    ("Les atouts 36 à 40 valent 10 points ; les atouts 30 à 35 valent 3 points.", True),
    ("Les atouts 2 à 5 valent 5 points chacun.", True),
    # groups of trumps separated by commas, each with its value
    ("Les atouts 36 à 40 valent 10 points, les atouts 1, 10, 13, 20, 28 et 30 à 35, le Matto et les Rois 5 points, "
     "les atouts 2 à 5 valent 3 points.", False),
    ("Les atouts 36 à 40 valent 10 points, les atouts 1, 10, 13 et 20 valent 3 points, les atouts 2 à 5 valent 3 points.",
     True),
    # a colon gives a value only when the value follows it
    ("Le jeu compte 97 cartes : 40 atouts numérotés de 1 à 40, le Mat et 56 cartes de couleur.", False),
    ("Atouts 2 à 5 : 5 chacun.", True),
])
def test_trump_values_over_a_range_in_words(line, wrong):
    found = findings(MINCHIATE_FR.format(line=line), "fr", "minchiate", "minchiate.txt")
    errors = [f for f in found if f.severity == "error" and f.line == 4]
    assert bool(errors) == wrong


# ---------------------------------------------------------------- naming policy

def test_a_text_by_others_naming_the_matto_in_its_language_gets_one_note():
    text = MINCHIATE_FR.format(line="Le Mat (ou Fou) peut être joué à la place de n'importe quelle carte.")
    found = findings(text, "fr", "minchiate", "minchiate.txt")
    assert not [f for f in found if f.check == "names" and f.severity == "error"]
    assert [f for f in found if f.check == "names" and "naming policy" in f.message]
