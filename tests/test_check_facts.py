"""Rules a sentence states, read by phenomenon (a bound, a modality and its negation, a tie) and
compared with the engine: each reader on sentences in several languages and shapes."""

import pytest

from checking import stated_found
from toolkit.check.facts import _comparison
from toolkit.check.lexicon import lexicon


@pytest.mark.parametrize("lang,text,expected", [
    ("es", "Gana la pareja que alcanza al menos 61 puntos.", None),      # a bound, not a comparison
    ("en", "The player with at least 61 points wins.", None),
    ("en", "The lower total wins.", "lower"),
    ("es", "Gana quien tenga menos puntos.", "lower"),
    ("it", "Vince chi ha il totale più alto.", "higher"),
])
def test_which_total_wins(lang, text, expected):
    assert _comparison(text, lexicon(lang)) == expected


def test_a_bound_on_the_winning_score_is_not_the_lower_total():
    assert stated_found("Gana la pareja que alcanza al menos 61 puntos.", "es", "briscola") == []
    assert stated_found("Gana la pareja con menos puntos.", "es", "briscola") == ["the lower total wins"]


def test_a_translation_beside_the_kept_name_is_a_gloss():
    from toolkit.check.terms import check_names

    de = lexicon("de")
    assert check_names("Matto (Sküs, Narr)", set(), de) == []
    assert [i.found for i in check_names("Den Narr kann man immer spielen.", set(), de)] != []


@pytest.mark.parametrize("lang,text,expected", [
    # the action named in a condition, the obligation in the next clause ("... make it")
    ("fr", "Dès qu'une prise est possible, vous êtes obligé de la faire.", ["capturing is compulsory"]),
    ("en", "When a capture is possible, you must make it.", ["capturing is compulsory"]),
    ("en", "When a capture is possible, you may still choose to place a card.", []),
    # a named bonus's condition is not the capture rule
    ("fr", "Napula : il faut avoir pris l'Asso, le 2 et le 3 d'Épées.", []),
])
def test_capture_obligation(lang, text, expected):
    assert stated_found(text, lang, "cicera") == expected


@pytest.mark.parametrize("lang,text,expected", [
    ("vi", "Nếu hai đội bằng nhau về số lá bài thì mỗi đội được 1 điểm.", ["when an award is tied, each side scores it"]),
    ("en", "If both teams took the same number of cards, each team scores 2.",
     ["when an award is tied, each side scores it"]),
    ("it", "In caso di parità nessuna squadra prende il punto.", []),
    ("fr", "En cas d'égalité, chaque équipe marque le point.", ["when an award is tied, each side scores it"]),
    ("en", "Each team scores its awards; equal totals are a tie.", []),    # "each" before the tie
    ("de", "Steht es 26 zu 26, erhalten beide Seiten den Punkt.", ["when an award is tied, each side scores it"]),
])
def test_who_scores_a_tied_award(lang, text, expected):
    assert stated_found(text, lang, "cicera") == expected


def test_a_game_without_awards_has_no_tied_award_rule():
    assert stated_found("If both teams took the same number of cards, each team scores 2.", "en", "briscola") == []


ALWAYS = "the Matto may be played at any time"


@pytest.mark.parametrize("lang,text,expected", [
    ("de", "Den Matto kann man immer spielen.", [ALWAYS]),
    ("it", "Il Matto si può giocare al posto di qualsiasi carta, senza eccezioni.", [ALWAYS]),
    ("en", "The Fool can be played at any time.", [ALWAYS]),          # a translated name: still the rule
    ("it", "Il Matto si può giocare sempre, tranne quando si deve rispondere con il Re.", []),
    ("it", "Il Matto resta sempre alla sua coppia anche se è stato giocato nella prima mano.", []),
    ("de", "Den Matto kann man nicht immer spielen.", []),
])
def test_when_the_matto_may_be_played(lang, text, expected):
    assert stated_found(text, lang, "minchiate") == expected


def test_a_game_without_the_matto_has_no_rule_on_it():
    assert stated_found("Den Matto kann man immer spielen.", "de", "briscola") == []
