"""A narrated trick whose outcome is told by naming a card again, with no verb of winning
("End result: the Re of Cups", "Resultado da vaza: Re de Copas"): the card the passage comes back
to once the trick is played is its stated winner (``tricks.concluded``). Sentences written for
this test; the trick is checked on the engine first: with Clubs (Bastoni) trumps, the 4 of Clubs
takes the Re of Cups that was led."""

from __future__ import annotations

import pytest

from checking import messages, winner

OPENINGS = {
    "en": "Trumps are Clubs. I lead the Re of Cups and my opponent plays the 4 of Clubs.",
    "pt": "Trunfo é Paus. Saí com o Re de Copas, ele jogou o 4 de Paus por cima.",
    "de": "Trumpf ist Stäbe. Ich spiele den Re der Kelche aus, mein Gegner legt die 4 der Stäbe darauf.",
    "it": "Briscola a Bastoni. Esco con il Re di Coppe, l'avversario risponde con il 4 di Bastoni.",
}
WRONG = {
    "en": "End result: the Re of Cups, the bigger card.",
    "pt": "Resultado da vaza: Re de Copas.",
    "de": "Ergebnis: der Re der Kelche, die höhere Karte.",
    "it": "Alla fine resta una domanda sola, e la risposta è il Re: più alto del 4.",
}
RIGHT = {
    "en": "End result: the 4 of Clubs, a trump.",
    "pt": "Resultado da vaza: 4 de Paus.",
    "de": "Ergebnis: die 4 der Stäbe, ein Trumpf.",
    "it": "Alla fine resta una domanda sola, e la risposta è il 4 di Bastoni, che è briscola.",
}
OTHER = {       # the conclusion denies the card, or names it in a trick that was not played
    "en": "End result: not the Re of Cups.",
    "pt": "Resultado da vaza: não o Re de Copas.",
    "de": "Ergebnis: nicht der Re der Kelche.",
    "it": "Se avesse risposto con una carta di Denari, il Re di Coppe.",
}


def test_the_engine_gives_the_trick_to_the_trump():
    assert winner("briscola", ["RC", "4B"], "B") == 1


@pytest.mark.parametrize("lang", sorted(OPENINGS))
def test_a_wrong_card_named_as_the_outcome_is_an_error(lang):
    assert "another card wins the trick" in messages(f"{OPENINGS[lang]} {WRONG[lang]}", lang, "briscola", only="example")


@pytest.mark.parametrize("lang", sorted(OPENINGS))
def test_the_right_card_named_as_the_outcome_is_no_error(lang):
    assert messages(f"{OPENINGS[lang]} {RIGHT[lang]}", lang, "briscola", only="example") == []


@pytest.mark.parametrize("lang", sorted(OPENINGS))
def test_a_card_denied_or_named_under_a_condition_is_no_verdict(lang):
    assert messages(f"{OPENINGS[lang]} {OTHER[lang]}", lang, "briscola", only="example") == []


def test_a_rule_naming_cards_tells_no_trick():
    text = ("The highest trump takes the trick, otherwise the highest card of the suit led. "
            "Court cards rank Re, Cavallo, Fante.")
    assert messages(text, "en", "briscola", only="example") == []


def test_the_losing_card_named_with_its_points_is_no_verdict():
    # "the 4 points of the Re": the card's value in the trick, not its winner
    text = f"{OPENINGS['en']} Afterwards my opponent counts the 4 points of the Re."
    assert messages(text, "en", "briscola", only="example") == []


def test_a_card_named_before_the_play_does_not_make_its_play_a_conclusion():
    # the Re named alone first: its play is part of the trick, not the trick's outcome
    text = "The Re is a high card. Trumps are Clubs. I lead the 4 of Clubs and my opponent plays the Re of Cups."
    assert messages(text, "en", "briscola", only="example") == []
