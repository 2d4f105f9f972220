"""The readers whose cue tables the thirty-fifth session (h231, speed on distinct text) builds once
per language instead of once per sentence: they read the same as before.

A speed-up must change no finding, so these sentences pass on the base as well (nothing here
fails there by design); they pin what each reader answers, with near misses that must stay
silent, so that a table built once and shared cannot drift from the per-sentence reading it
replaces (phrase order, a pattern compiled for the wrong language, a cached list changed by a
caller)."""

from __future__ import annotations

import pytest

from toolkit.check.cardwords import list_glue
from toolkit.check.corrected import likened_game_blanked
from toolkit.check.lexicon import lexicon
from toolkit.check.obligations import _denied_clause


@pytest.mark.parametrize("lang, text, clause", [
    ("en", "It's a myth that you have to follow suit when you can.", " you have to follow suit when you can"),
    ("it", "Non è vero che bisogna sempre rispondere al seme; si gioca liberamente.", " bisogna sempre rispondere al seme"),
    ("de", "Es stimmt nicht, dass man immer stechen muss.", " man immer stechen muss"),
    ("fr", "Il est faux de croire que l'on doit toujours couper.", " l'on doit toujours couper"),
])
def test_denied_clause(lang, text, clause):
    assert _denied_clause(text, lexicon(lang)) == clause


@pytest.mark.parametrize("lang, text", [
    ("en", "It is true that you have to follow suit."),         # affirmed, not denied
    ("it", "È vero che bisogna rispondere al seme."),
    ("de", "Es stimmt, dass man bedienen muss."),
])
def test_no_denial(lang, text):
    assert _denied_clause(text, lexicon(lang)) is None


@pytest.mark.parametrize("lang, text, game", [
    ("en", "Just like in Scopa, play goes counter-clockwise.", "Scopa"),
    ("de", "Wie beim Skat wird im Uhrzeigersinn gespielt.", "Skat"),
    ("it", "Come nella Scopa, si gioca in senso antiorario.", "Scopa"),
])
def test_likeness_blanked(lang, text, game):
    out = likened_game_blanked(text, lexicon(lang), "briscola")
    assert len(out) == len(text) and game not in out and out.strip()


@pytest.mark.parametrize("lang, text", [
    ("en", "In Scopa, play goes counter-clockwise, but here it is the other way."),   # a frame, no likeness
    ("de", "Man spielt im Uhrzeigersinn."),                                            # no game named
    ("it", "Come sempre, si gioca in senso antiorario."),                               # likeness word, no game
])
def test_no_likeness(lang, text):
    assert likened_game_blanked(text, lexicon(lang), "briscola") == text


@pytest.mark.parametrize("lang, gap, joins", [
    ("en", ", ", True), ("en", " and the ", True), ("en", " but not the ", False),
    ("it", " e il ", True), ("de", " und die ", True), ("de", " aber nicht die ", False),
])
def test_list_glue(lang, gap, joins):
    assert list_glue(gap, lexicon(lang)) is joins
