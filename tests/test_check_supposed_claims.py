"""A rule the text only supposes, proposes or tells of a past game is not the rule it states
(toolkit/check/terms.py ``supposed``; toolkit/check/scope.py ``PROPOSED``, ``NARRATED``; cue data
``clause_cues.unreal_mood``, ``unreal_first``, ``hypothetical``, ``proposed``, ``narrated`` in
nine languages):

- the condition of an unreal conditional ("if capturing were compulsory, the game would be
  dull", de "Wäre Nehmen Pflicht, wäre ...") and a clause opened by "imagine"/"suppose" up to its
  colon are blanked; a real condition with its rule ("if you cannot follow suit, you must trump")
  is read, and so is what follows the colon;
- a rule proposed ("I propose that ...", "Proposta: ...") and what a sentence tells of a past
  evening ("yesterday I had to capture every time") are at most a warning;
- a worked example told of a past evening is still checked.

Sentences written for these tests.
"""

import pytest

from checking import errors, findings

CAPTURE = "capturing is compulsory"
TRUMP = "playing a trump is optional"


def _claims(text, lang, game):
    return [e for e in errors(text, lang, game) if e.startswith("claims")]


@pytest.mark.parametrize("lang,text", [
    ("en", "If capturing were compulsory, the game would be far less interesting."),
    ("en", "The game would be dull if capturing were compulsory."),
    ("en", "If capturing were compulsory the game would be dull."),
    ("it", "Se prendere fosse obbligatorio, il gioco sarebbe molto meno interessante."),
    ("fr", "Si prendre était obligatoire, le jeu serait ennuyeux."),
    ("de", "Wäre Nehmen Pflicht, wäre das Spiel viel langweiliger."),
    ("es", "Si capturar fuera obligatorio, el juego sería mucho menos interesante."),
    ("pt", "Se capturar fosse obrigatório, o jogo seria bem menos interessante."),
    ("ru", "Если бы брать было обязательно, игра была бы скучнее."),
    ("en", "Imagine a variant where capturing is compulsory: every deal would end quickly."),
    ("es", "Imagina una variante en la que capturar es obligatorio: todo cambiaría."),
])
def test_a_supposed_rule_is_no_error(lang, text):
    assert not _claims(text, lang, "cicera")


@pytest.mark.parametrize("lang,text", [
    ("en", "If you cannot follow suit, you need not play a trump."),
    ("it", "Se non puoi rispondere al seme, non sei obbligato a giocare un trionfo."),
    ("de", "Wenn man nicht bedienen kann, muss man nicht trumpfen."),
    ("en", "Suppose you cannot follow suit: then you need not play a trump."),
])
def test_a_real_condition_and_what_follows_a_supposition_are_read(lang, text):
    assert any(TRUMP in e for e in _claims(text, lang, "minchiate"))


@pytest.mark.parametrize("lang,text", [
    ("en", "I propose that we make capturing compulsory in the next version."),
    ("it", "Proposta: rendere obbligatoria la presa nella prossima versione."),
    ("de", "Ich schlage vor, dass Nehmen Pflicht wird."),
    ("de", "Ich musste gestern jedes Mal nehmen, weil Nehmen bei uns Pflicht ist."),
    ("fr", "Hier soir, chez Paul, prendre était obligatoire."),
])
def test_a_proposed_rule_or_a_past_evening_is_a_warning(lang, text):
    assert not _claims(text, lang, "cicera")
    assert [f for f in findings(text, lang, "cicera") if f.severity == "warning" and CAPTURE in f.message]


def test_an_example_told_of_a_past_evening_is_still_checked():
    text = "Yesterday I played the 7 of Cups on a table of 3 and 4 of Coins and took both: Simili, 1 point."
    assert [e for e in errors(text, "en", "cicera") if e.startswith("example")]


# ---------------------------------------------------------------- a variant of another country

MATCH = "the game is a match of several deals"


@pytest.mark.parametrize("lang,text", [
    ("en", "In Spanish Brisca they play to three wins."),
    ("ru", "В испанской бриске играют до трёх побед."),
    ("es", "En la brisca española se juega a tres victorias."),
    ("pt", "Na brisca espanhola joga-se até três vitórias."),
])
def test_the_game_of_another_country_is_a_warning(lang, text):
    assert not _claims(text, lang, "briscola")
    assert [f for f in findings(text, lang, "briscola") if f.severity == "warning" and MATCH in f.message]


@pytest.mark.parametrize("lang,text", [
    ("en", "Briscola is played with the Spanish deck of 48 cards."),
    ("es", "La brisca se juega con la baraja española de 48 cartas."),
    ("es", "En la brisca se juega a tres victorias."),
])
def test_a_country_beside_the_pack_or_no_country_leaves_the_error(lang, text):
    assert errors(text, lang, "briscola")
