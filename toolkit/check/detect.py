"""The language of a text: offline detection (lingua, restricted to our nine languages), with the
site's language control ("Language:Português") as a fallback."""

from __future__ import annotations

import functools

from .lexicon import LANGUAGES, lexicon, norm

SAMPLE_CHARS = 4_000     # a page's first few paragraphs are plenty for nine distinct languages
MIN_LETTERS = 20


@functools.cache
def _detector():
    from lingua import IsoCode639_1, LanguageDetectorBuilder

    codes = [getattr(IsoCode639_1, code.upper()) for code in LANGUAGES]
    return LanguageDetectorBuilder.from_iso_codes_639_1(*codes).with_low_accuracy_mode().build()


def from_hint(hint: str | None) -> str | None:
    if not hint:
        return None
    for code in LANGUAGES:
        if norm(hint) in {norm(n) for n in lexicon(code).display_names if n}:
            return code
    return None


def language(text: str, hint: str | None = None) -> str | None:
    sample = text[:SAMPLE_CHARS]
    if sum(ch.isalpha() for ch in sample) < MIN_LETTERS:
        return from_hint(hint)
    detected = _detector().detect_language_of(sample)
    if detected is None:
        return from_hint(hint)
    return detected.iso_code_639_1.name.lower()
