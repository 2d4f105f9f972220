"""An English suit name left in a text of another language is an error where it is written as a
suit (capitalised inside a sentence, or beside a card's number or rank); the same letters as the
language's own word, in lower case with no card near (fr "dans certains clubs", a club as a
society), are no suit."""

import pytest

from checking import an_error, no_error

LEFT_IN_ENGLISH = [
    ("fr", "briscola", "Le 7 de clubs bat le 6 de clubs quand personne ne coupe."),
    ("it", "briscola", "Quando il seme di briscola è Swords, il 2 di Swords batte l'Asso di Coppe."),
    ("pt", "cicera", "O Fante de Cups não entra em nenhuma soma."),
]

OWN_WORD = [
    ("fr", "briscola", "Dans certains clubs on se retrouve le jeudi soir pour jouer."),
    ("fr", "cicera", "Les clubs de la région organisent un tournoi chaque printemps."),
]


@pytest.mark.parametrize("lang, game, text", LEFT_IN_ENGLISH)
def test_an_english_suit_name_written_as_a_suit_is_an_error(lang, game, text):
    an_error(lang, game, text, "terms")


@pytest.mark.parametrize("lang, game, text", OWN_WORD)
def test_the_languages_own_word_is_no_suit(lang, game, text):
    no_error(lang, game, text)
