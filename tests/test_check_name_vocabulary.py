"""Words of a language that only look like one of our names: a word of the language close to a
name is no misspelt name (it "Fanne", "Malto", fr "Recto", de "Falte", ru "Броски"), but in the
name's slot ("il Mato") or as a long name respelt by the language's spelling (pt "Quadrilha"); a
word that begins as a name is no name glued to a fragment when it is a word of the language (es
"Reír", pt "Reúne", fr "Assoiffés"); a card's rendering inflected is one of its own forms (es
"Reinas", ru "короля"), not a word of its stem ("reinar", "excusez", "cavalaria"), and in a
language that capitalises nouns a rendering in lower case is another word (de "unter dem Tisch").
Measured over each language's 60,000 commonest words (wordfreq): toolkit/check/JOURNAL.md, h174."""

import pytest

from checking import NAME_CHECKS, checked

ORDINARY_WORDS = [      # a word of the language at a sentence's start or capitalised: no name misspelt
    ("it", "minchiate", "Malto e orzo non c'entrano: qui si gioca a carte."),
    ("it", "cicera", "Fanne due mazzetti uguali prima di distribuire."),
    ("fr", "minchiate", "Recto verso, la feuille des règles tient sur une seule page."),
    ("es", "minchiate", "Regida por el reglamento del club, la partida dura una hora."),
    ("pt", "cicera", "Pitada de sorte à parte, o jogo é simples."),
    ("de", "briscola", "Falte das Blatt nicht, sonst sieht jeder die Karten."),
    ("en", "briscola", "Fates decide nothing here: memory does."),
    ("ru", "briscola", "Броски монеты решают, кто сдаёт первым."),
    ("fi", "minchiate", "Matkoille otetaan mukaan vain yksi pakka."),
    # a word glued to nothing: a word of the language that begins as a name
    ("es", "cicera", "Reír está permitido, hablar de las cartas no."),
    ("pt", "briscola", "Reúne-se o baralho e corta-se antes de dar."),
    ("fr", "cicera", "Assoiffés ou pas, les joueurs finissent la donne."),
    # a word of a rendering's stem that is none of its forms; a preposition in lower case
    ("es", "minchiate", "Reinar en la mesa exige memoria y paciencia."),
    ("fr", "minchiate", "Excusez le retard : la partie commence à neuf heures."),
    ("pt", "cicera", "Cavalaria à parte, este jogo é de mesa e de cabeça."),
    ("de", "briscola", "Die Karten liegen unter dem Tisch, wenn niemand spielt."),
]

STILL_A_NAME = [        # the name misspelt, glued or translated: still found
    ("it", "minchiate", "Chi gioca il Mato non vince mai la presa."),
    ("pt", "cicera", "Três cartas tiradas de uma vez fazem a Quadrilha."),
    ("es", "cicera", "Al final se cuenta también la Cuadrilla."),
    ("es", "minchiate", "Las trece cartas que sobran forman la Folla."),
    ("fi", "cicera", "Jokainen Fantinaottaa yhden pisteen."),
    ("es", "minchiate", "Las dos Reinas quedan en la mesa."),
    ("ru", "minchiate", "Он сбросил короля и взял взятку."),
    ("de", "briscola", "Den Unter legt man am besten zuletzt."),
    ("fr", "minchiate", "On peut jouer le Fou à la place de n'importe quelle carte."),
    ("fr", "cicera", "Trois cartes ramassées d'un coup valent la Quadrilla."),     # no form of Quadrille
]


def _names(lang, game, text):
    """The findings on a name, of any severity (a card translated alone is the text's naming policy:
    one note)."""
    return [f"{f.check}: {f.message} [{f.found}]" for f in checked(text, lang, game).findings if f.check in NAME_CHECKS]


@pytest.mark.parametrize("lang, game, text", ORDINARY_WORDS)
def test_a_word_of_the_language_is_no_name(lang, game, text):
    assert not _names(lang, game, text)


@pytest.mark.parametrize("lang, game, text", STILL_A_NAME)
def test_a_name_misspelt_glued_or_translated_is_still_found(lang, game, text):
    assert _names(lang, game, text)
