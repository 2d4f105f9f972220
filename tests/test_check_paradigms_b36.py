"""A cue word's whole paradigm, from a lexical resource, generated once at build time (issue #10, h235).

The cue lists of ``rules/checker/<lang>.yaml`` name a verb in a few forms and the checker's stem
rule (``terms.word_matches``) reaches the forms that only add an ending; a form whose stem
changes — fi "voitat" (voittaa), es "perderá" (pierde), ru "начнёт" (начать), de "begann"
(beginnt) — was not read. ``python -m toolkit.check.gen_forms`` expands the cue words of chosen
fields (winning, losing, won_by, starts, leads, led) into their forms, from simplemma's
dictionaries (pymorphy3 for ru), into ``rules/checker/forms/<lang>.json``;
``lexicon._load_yaml`` adds them to the fields, so every reader sees them.

Every sentence here was written for this test (none taken from the corpus or the claims files).
The rows of WRONG have no error on the base (main at 005b61f); the rows of RIGHT must stay
silent.
"""

import json

import pytest

from checking import errors

from toolkit.check.lexicon import CHECKER_DIR, lexicon

WRONG = [
    # which total wins: fi "voitat", "voitamme" (voittaa: consonant gradation), es "perderá" (pierde)
    ("fi", "briscola", "Voitat, jos sinulla on jaon lopussa vähemmän pisteitä kuin vastustajallasi.",
     "the lower total wins"),
    ("fi", "briscola", "Voitamme jaon, jos meillä on vähemmän pisteitä kuin heillä.", "the lower total wins"),
    ("es", "briscola", "Al final de la mano perderá quien haya sumado más puntos.", "the lower total wins"),
    # who leads after a trick: ru "начнёт" (начать), de "begann" (beginnt)
    ("ru", "briscola", "Следующую взятку начнёт игрок, проигравший предыдущую.", "the trick's loser leads"),
    ("de", "briscola", "Den nächsten Stich begann immer, wer den vorigen verloren hatte.", "the trick's loser leads"),
    # who starts: ru "начнёт", de "begann"
    ("ru", "minchiate", "Первую взятку начнёт сам сдающий.", "the first player is the dealer"),
    ("de", "minchiate", "Den ersten Stich begann bei uns immer der Geber selbst.", "the first player is the dealer"),
]

RIGHT = [
    ("fi", "briscola", "Voitat, jos sinulla on jaon lopussa enemmän pisteitä kuin vastustajallasi."),
    ("es", "briscola", "Al final de la mano perderá quien haya sumado menos puntos."),
    ("es", "briscola", "Al final de la mano ganó quien había sumado más puntos, como siempre."),
    ("ru", "briscola", "Следующую взятку начнёт игрок, взявший предыдущую."),
    ("ru", "minchiate", "Первую взятку начнёт игрок справа от сдающего."),
    ("de", "minchiate", "Den ersten Stich begann bei uns immer der Spieler rechts vom Geber."),
    ("fi", "briscola", "Tikin voittaja aloittaa seuraavan tikin; jos hävisit edellisen, odotat vuoroasi."),
    # homographs the generator leaves out: it "prese" (the tricks; also prendere's past),
    # "partite" (the games; also partire's participle)
    ("it", "briscola", "Alla fine si contano le prese: chi ha più punti vince la partita."),
    ("it", "briscola", "Si parte con tre carte a testa; le partite durano una sola smazzata."),
]


@pytest.mark.parametrize("lang,game,text,rule", WRONG)
def test_a_form_the_cue_list_lacks_is_read(lang, game, text, rule):
    found = errors(text, lang, game)
    assert any(rule in m for m in found), found


@pytest.mark.parametrize("lang,game,text", RIGHT)
def test_our_rule_in_another_form_stays_silent(lang, game, text):
    assert errors(text, lang, game) == []


def _forms(lang: str) -> dict:
    return json.loads((CHECKER_DIR / "forms" / f"{lang}.json").read_text(encoding="utf-8"))["fields"]


def test_the_forms_enter_the_fields_they_were_made_for():
    fi = lexicon("fi")
    assert "=voitat" in fi.winning and "=voitat" not in fi.losing
    assert "=begann" in lexicon("de").starts
    assert not any(p.startswith("=") and p not in ("=prese", "=ha preso") for p in lexicon("it").beats)   # not expanded


@pytest.mark.parametrize("lang,form", [
    ("it", "prese"), ("it", "partite"), ("it", "partita"),     # nouns among partire's and prendere's forms
    ("de", "stich"), ("de", "hören"),                            # Stich (the trick); gehört is gehören's, not hören's
    ("ru", "побежден"), ("ru", "взятый"), ("ru", "заслав"),      # passives (the one beaten, taken); зашли is зайти's, not заслать's
    ("es", "salado"),                                            # sale is salir's, not salar's
])
def test_homographs_and_passives_are_left_out(lang, form):
    assert not any(f"={form}" in added or form in (w for p in added for w in p.split())
                   for field in _forms(lang).values() for added in field.values())


def test_the_generated_forms_are_up_to_date():
    """The committed files are what the generator writes from the cue files (CI installs
    simplemma and pymorphy3: the test extras)."""
    pytest.importorskip("simplemma")
    pytest.importorskip("pymorphy3")
    from toolkit.check import gen_forms

    for lang in gen_forms.LANGS:
        assert (gen_forms.FORMS_DIR / f"{lang}.json").read_text(encoding="utf-8") == gen_forms.render(lang), \
            f"rules/checker/forms/{lang}.json is out of date: run python -m toolkit.check.gen_forms"
