"""A rule said of another country or of the past is not a rule of ours to contradict.

Real texts by others tell how Briscola is played in Spain or how a pack was printed in 1904;
what such a sentence states is at most a warning (the evidence quoted), never an error
(toolkit/check/scope.py: CLDR's country names in the text's language, a year in digits, a heading
over history). Each pair: the same rule stated as ours (an error: following suit is not compulsory
in our Briscola) and scoped to another country or time (a warning). Sentences written for this test.
"""

import pytest

from checking import findings
from toolkit.check.lexicon import lexicon
from toolkit.check.scope import dated, foreign_place

DEAL = {"en": "Each player gets three cards.", "it": "Ogni giocatore riceve tre carte.",
        "ru": "Каждый игрок получает три карты.", "fi": "Jokainen pelaaja saa kolme korttia.",
        "fr": "Chaque joueur reçoit trois cartes.", "es": "Cada jugador recibe tres cartas."}

PAIRS = [
    ("en", "You must follow suit when you can.", "In Spain you must follow suit when you can."),
    ("it", "Bisogna rispondere al seme quando si può.", "In Spagna bisogna rispondere al seme quando si può."),
    ("ru", "Нужно обязательно ходить в масть, если она есть.",
     "В Испании нужно обязательно ходить в масть, если она есть."),
    ("fi", "Maata on pakko tunnustaa, jos voi.", "Espanjassa maata on pakko tunnustaa, jos voi."),
    ("it", "Bisogna rispondere al seme quando si può.",
     "Secondo un regolamento del 1890 bisogna rispondere al seme quando si può."),
    ("fr", "Il faut fournir la couleur demandée.", "Un peu d'histoire\n\nIl faut fournir la couleur demandée."),
]


def _findings(lang: str, text: str):
    """The claims check's errors and warnings on ``text`` read after a sentence of Briscola's deal."""
    return [f for f in findings(f"{DEAL[lang]}\n\n{text}", lang, "briscola")
            if f.check == "claims" and f.severity in ("error", "warning")]


@pytest.mark.parametrize("lang,ours,scoped", PAIRS, ids=[f"{p[0]}-{i}" for i, p in enumerate(PAIRS)])
def test_a_rule_of_another_country_or_time_is_a_warning(lang, ours, scoped):
    assert [f.severity for f in _findings(lang, ours)] == ["error"]
    found = _findings(lang, scoped)
    assert [f.severity for f in found] == ["warning"]
    assert "how others play" in found[0].message


@pytest.mark.parametrize("lang,text,expected", [
    ("es", "En buena parte de España se juega por parejas.", True),
    ("de", "In Österreich zählt man anders.", True),
    ("vi", "Ở Tây Ban Nha người ta chơi theo cặp.", True),
    ("pt", "No Brasil joga-se com 40 cartas.", True),
    ("it", "In Italia si gioca in due.", False),              # our country
    ("en", "Jordan plays the Ace of Cups.", False),             # a player's name
    ("it", "Francesco gioca il Re di Denari.", False),          # not "Francia"
    ("en", "The Spanish suits are cups, coins, swords and clubs.", False),   # an adjective, not the country
])
def test_foreign_place(lang, text, expected):
    assert foreign_place(text, lexicon(lang)) is expected


def test_a_year_dates_a_sentence_but_a_score_or_a_card_does_not():
    assert dated("Nos anos 1970 a Italcards lançou um baralho de 40 cartas.")
    assert dated("Printed in 1904 by Cassini.")
    assert not dated("The trumps 36-40 are worth 10 each, 142 points in all.")
    assert not dated("He reached 1,250 points over the season.")
