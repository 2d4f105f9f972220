"""Session 37 (h243, speed on distinct text): the readings made faster must read as before.

``terms.forms_of`` works a cue list's stems out once and tests a list of words against all of
them in one pass (``examples.amounts`` and ``examples._named_amounts`` ask it for every number of
a passage); ``terms.phrase_spans`` looks up a sentence's first letters by intersecting them with
its table's index. Each test fails when that index is too narrow (a stem or a first-letter group
left out) or too wide (a form it should refuse). Sentences are our own."""

from __future__ import annotations

import pytest

from toolkit.check.examples import AMOUNT_REACH, _named_amounts, _resto_words, amounts
from toolkit.check.lexicon import lexicon
from toolkit.check.terms import forms_of, phrase_spans, stem, word_matches, words


def _values(nums) -> list[int]:
    return [n.value for n in nums]


# An amount named by a form of the word for points that is not the listed word itself: only
# the cue's stem finds it (an index of the listed words alone would not).
@pytest.mark.parametrize("lang,text,want", [
    ("it", "Alla fine Marco conta 47 puntini e Sara nessuno.", [47]),
    ("es", "Ana suma 12 puntitos en esa mano.", [12]),
    ("de", "Am Ende hat Jonas 50 Punkten gesammelt.", [50]),
    ("fr", "Elle marque 14 points et garde la main.", [14]),
])
def test_amount_named_by_a_form_of_the_word(lang, text, want):
    lex = lexicon(lang)
    assert _values(amounts(text, lex, lex.point_words)) == want


# Near misses: a longer word that only starts like the cue (an ending past MAX_ENDING), and a
# number with no word for points near it.
@pytest.mark.parametrize("lang,text", [
    ("it", "Marco ha 47 puntiformeggiamenti nel quaderno."),
    ("en", "She has 33 cousins in town."),
    ("es", "Ana tiene 12 primos y ningún perro."),
])
def test_no_amount_without_a_form_of_the_word(lang, text):
    lex = lexicon(lang)
    assert amounts(text, lex, lex.point_words) == []


def test_named_amounts_exact_takes_a_case_ending_not_another_word():
    # fi: "restiä", "restin" are resti with a case ending; it "restano" only starts like "resti"
    fi = lexicon("fi")
    assert _values(_named_amounts("Liisa sai 3 restiä ja Pekka yhden restin.", fi, _resto_words(fi),
                                  AMOUNT_REACH, exact=True)) == [3, 1]
    it = lexicon("it")
    assert _values(_named_amounts("Il mazziere ha 2 resti.", it, _resto_words(it), AMOUNT_REACH, exact=True)) == [2]
    assert _named_amounts("Ne restano 2 in mano.", it, _resto_words(it), AMOUNT_REACH, exact=True) == []


def test_forms_of_short_cue_only_as_written():
    # a cue whose stem is under three letters matches only itself ("re" is no stem of "resto")
    formed = forms_of(["re", "punti"])
    assert formed(["re"]) and formed(["puntini"])
    assert not formed(["resto"]) and not formed(["rete"]) and not formed([])


@pytest.mark.parametrize("lang", ["it", "de", "fi", "ru", "pt"])
def test_forms_of_agrees_with_word_matches(lang):
    """Every word of the language's cue tables, and those words with endings added and cut,
    against every cue list of the lexicon's terms: the one-pass test says what ``word_matches``
    says pair by pair."""
    lex = lexicon(lang)
    tables = [list(v) for v in lex.terms.values() if v] + [lex.point_words, lex.negation]
    vocabulary = {w for t in tables for c in t for w in words(c)}
    tokens = sorted(vocabulary | {w + e for w in vocabulary for e in ("a", "en", "ista", "issimo")}
                    | {w[:-1] for w in vocabulary if len(w) > 3} | {stem(w) for w in vocabulary})
    checked = 0
    for table in tables:
        lemmas = [p[0] for p in (words(c) for c in table) if len(p) == 1]
        formed = forms_of(lemmas)
        for i in range(0, len(tokens), 7):
            window = tokens[i:i + 3]
            assert formed(window) == any(word_matches(t, lemma) for t in window for lemma in lemmas), (table, window)
            checked += 1
    assert checked > 100


@pytest.mark.parametrize("lang,text", [
    ("en", "If nobody can follow suit, the player who led the highest trump must take the trick."),
    ("it", "Chi non può rispondere al seme gioca una briscola oppure scarta una carta qualsiasi."),
    ("de", "Wer nicht bedienen kann, darf stechen oder eine beliebige Karte abwerfen."),
    ("ru", "Кто не может ответить в масть, кладёт козырь или сбрасывает любую карту."),
])
def test_phrase_spans_first_letters_index(lang, text):
    """A sentence's words as a tuple are looked up by their first letters (the index); as a list
    they are read word by word: both ways give the same spans for every cue table of the
    language, so a first-letter group the intersection dropped would show."""
    lex = lexicon(lang)
    tokens = words(text)
    tables = [{k: list(v)} for k, v in lex.terms.items() if v] + [dict(lex.terms), {"n": lex.negation, "c": lex.condition, "p": lex.permitted}]
    found = 0
    for table in tables:
        spans = phrase_spans(tokens, table)
        assert spans == phrase_spans(list(tokens), table), table
        found += len(spans)
    assert found >= 2      # the sentence holds cue words, so the test reads something
