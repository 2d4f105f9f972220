"""The language of a text: offline detection (lingua) among our nine languages and the languages
most easily taken for them, with the site's language control ("Language:Português") as a hint.

A text is given one of our languages only when that language is clearly ahead: Polish rules
text is not "Portuguese with a few odd words" but an unsupported language (exit 2).

Loading a language model is most of lingua's time, so detection runs in two steps: among our
languages first, then the best one against the languages a text in it may really be in
(``confused_with`` in ``rules/checker/<lang>.yaml``). A text with letters outside that language's
alphabet (CLDR exemplars, plus the basic Latin of names) is checked against every neighbour.
"""

from __future__ import annotations

import functools
import re

from .lexicon import LANGUAGES, cue_block, display_names, lexicon, norm

SAMPLE_CHARS = 1_000     # a page's first paragraphs are plenty (detection time grows with the sample; 1,000 and 1,500 decide every corpus text alike)
MIN_LETTERS = 20
# Languages a text in one of ours can be confused with, or that a rules text of another country
# is written in: detected only to be refused.
NEIGHBOURS = ("pl", "ro", "ca", "nl", "cs", "sk", "uk", "sv", "da", "nb", "hu", "tr", "hr", "sl", "et",
              "id", "sq", "bg", "be", "mk", "sr")
MIN_CONFIDENCE = 0.5     # the best supported language's share of the detector's confidence
MIN_MARGIN = 0.2         # ... ahead of the next language by this much
MAX_FOREIGN_LETTERS = 0.01   # share of letters outside the language's alphabet ("Cìcera" in fr is fine)
# Languages written in a script none of ours or of our neighbours uses (not Latin, not Cyrillic):
# a text mostly in such letters is ranked among these, so that its reason names what it is (a
# Chinese text is not "Albanian" because Albanian was the closest Latin-script language at hand).
OTHER_SCRIPTS = ("zh", "ja", "ko", "ar", "fa", "ur", "he", "el", "th", "hi", "mr", "bn", "pa", "gu",
                 "ta", "te", "ka", "hy")
OUR_SCRIPTS = ("LATIN", "CYRILLIC")
MAX_OTHER_SCRIPT = 0.5       # share of letters in another script than ours above which the text is in it
# A language is told by its function words and its letters, not by the names a text keeps: a text
# in a language we never listed (Lithuanian, Latin, Dutch) that holds our Italian card names is
# taken for one of ours by its letters' n-grams ("-os", "-as" read as Spanish); it is that language
# only if its commonest words (``language_cues.function_words``) make a share of its words
# (``function_floor``) and its letters, our names' aside, are the language's.
MIN_FUNCTION_SAMPLE = 40     # words of the sample below which the share of function words is not asked
MAX_FOREIGN_WORDS = 0.03     # share of letters outside the language's alphabet, our names aside: not the language


@functools.cache
def _detector(codes: tuple[str, ...]):
    from lingua import IsoCode639_1, LanguageDetectorBuilder

    return LanguageDetectorBuilder.from_iso_codes_639_1(
        *(getattr(IsoCode639_1, code.upper()) for code in codes)).with_low_accuracy_mode().build()


def _ranked(sample: str, codes: tuple[str, ...]) -> list[tuple[str, float]]:
    values = _detector(codes).compute_language_confidence_values(sample)
    return [(v.language.iso_code_639_1.name.lower(), v.value) for v in values]


@functools.cache
def _alphabet(code: str):
    import icu

    letters = icu.UnicodeSet(icu.LocaleData(code).getExemplarSet(0, icu.ULocaleDataExemplarSetType.ES_STANDARD))
    letters.addAll(icu.UnicodeSet("[a-z]"))
    return letters


def foreign_share(sample: str, code: str) -> float:
    """The share of the sample's letters that ``code``'s alphabet does not have."""
    letters = [ch for ch in norm(sample) if ch.isalpha()]
    alphabet = _alphabet(code)
    return sum(not alphabet.contains(ch) for ch in letters) / max(len(letters), 1)


def other_script_share(sample: str) -> float:
    """The share of the sample's letters written in another script than ours (``OUR_SCRIPTS``):
    Han, kana, Hangul, Arabic, Hebrew, Greek, Thai, Devanagari ..."""
    import unicodedata

    letters = [ch for ch in sample if ch.isalpha()]
    other = sum(1 for ch in letters if ch > "\u024f" and not unicodedata.name(ch, "").startswith(OUR_SCRIPTS))
    return other / max(len(letters), 1)


@functools.cache
def _function_words(code: str) -> tuple[frozenset[str], float]:
    cues = cue_block(code, "language_cues")
    floor = cues.get("function_floor") or ("0",)
    return frozenset(norm(w) for w in cues.get("function_words", ())), float(floor[0])


LETTER_WORD = re.compile(r"[^\W\d_]+")


@functools.cache
def _our_names() -> frozenset[str]:
    """The folded forms of our glossary's names in Italian (Cìcera, Scùa, Napula, Fante ...):
    words a text in any language may keep, which say nothing of its language."""
    return frozenset(norm(f) for n in lexicon("it").names for f in n.forms if " " not in f)


def not_the_language(sample: str, code: str) -> str | None:
    """Why a sample detected as ``code`` (one of ours) is not in it, or None: its letters outside
    ``code``'s alphabet, our names aside, are more than ``MAX_FOREIGN_WORDS`` of its letters
    (Lithuanian's ė, ų, š read as Spanish), or the language's commonest words are fewer than its
    floor (``_function_words``): a text is not Spanish, whatever Italian names it holds and however
    Spanish its endings look, when it has next to no "de", "la", "que", "y"."""
    kept = [w for w in LETTER_WORD.findall(norm(sample)) if w not in _our_names()]
    alphabet = _alphabet(code)
    letters = sum(len(w) for w in kept)
    outside = [ch for w in kept for ch in w if not alphabet.contains(ch)]
    foreign = set(outside)
    if len(outside) > MAX_FOREIGN_WORDS * max(letters, 1):
        return (f"its letters are not {language_name(code)}'s ({', '.join(sorted(foreign)[:6])}, "
                "beside our games' names)")
    common, floor = _function_words(code)
    if common and len(kept) >= MIN_FUNCTION_SAMPLE:
        share = sum(w in common for w in kept) / len(kept)
        if share < floor:
            return f"{language_name(code)}'s commonest words are {share:.0%} of its words, too few for a text in it"
    return None


def from_hint(hint: str | None) -> str | None:
    if not hint:
        return None
    for code in LANGUAGES:
        if norm(hint) in {norm(n) for n in display_names(code) if n}:
            return code
    return None


@functools.cache
def language_name(code: str) -> str:
    from babel import Locale

    try:
        return Locale.parse(code).get_display_name("en") or code
    except (ValueError, LookupError):
        return code


class Unsupported(Exception):
    """The text is written in a language we do not check (or none is clearly ahead)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def language(text: str, hint: str | None = None) -> str | None:
    """One of our languages, or None when the text is too short to tell and has no hint.
    Raises :class:`Unsupported` when the text is in another language or no language is clearly
    ahead."""
    sample = text[:SAMPLE_CHARS]
    if sum(ch.isalpha() for ch in sample) < MIN_LETTERS:
        return from_hint(hint)
    ours = _ranked(sample, LANGUAGES)
    if not ours:
        return from_hint(hint)
    best = ours[0][0]
    if other_script_share(sample) > MAX_OTHER_SCRIPT:
        ranked = _ranked(sample, OTHER_SCRIPTS) or [("und", 1.0)]
        raise Unsupported(f"unsupported language: the text reads as {language_name(ranked[0][0])}")
    if foreign_share(sample, best) > MAX_FOREIGN_LETTERS:
        ranked = _ranked(sample, (*LANGUAGES, *NEIGHBOURS))
    else:
        ranked = _ranked(sample, (best, *lexicon(best).confused_with))
        if ranked and ranked[0][0] == best:
            ranked = ours       # not another language: how clearly ahead of our others
    best, conf = ranked[0]
    runner_up = ranked[1][1] if len(ranked) > 1 else 0.0
    if best not in LANGUAGES:
        raise Unsupported(f"unsupported language: the text reads as {language_name(best)}")
    if conf < MIN_CONFIDENCE or conf - runner_up < MIN_MARGIN:
        hinted = from_hint(hint)
        if hinted == best:
            return best
        other = ranked[1][0]
        raise Unsupported(f"language not clearly one we check: {language_name(best)} "
                          f"{conf:.0%}, {language_name(other)} {runner_up:.0%}")
    if from_hint(hint) != best and (why := not_the_language(sample, best)):
        raise Unsupported(f"unsupported language: the text reads as {language_name(best)} by its "
                          f"letters' patterns, but {why}")
    return best
