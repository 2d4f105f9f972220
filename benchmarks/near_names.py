"""Make rules/checker/near_names.yaml: the words of each language close to one of our names,
with how common each is, so that the checker can tell a misspelt name from a word of the language.

    .venv/bin/pip install wordfreq==3.1.1     # only to remake the file; the checker never imports it
    .venv/bin/python benchmarks/near_names.py

For every language of the checker, every word of wordfreq's list for it (its commonest
``TOP_WORDS`` words, as far as the list goes) that the checker's own closeness test
(toolkit/check/terms.py ``_near``: one letter added, dropped, changed, doubled, an accent, two
letters swapped, with or without an ending of the language) puts next to a name's form or
rendering, and that is no right form of a name, is written with its Zipf frequency (log10 of
its uses per billion words), if at least ``FLOOR_ZIPF``: rarer entries of the lists are as often
misspellings as words. The checker (``misspelt``) never reports a word this common as a
misspelling where it is at least ``COMMON_ZIPF``, and a rarer one only in a text about the game
the name belongs to. Remake the file when the glossary's names or the closeness test change.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TOP_WORDS = 200_000
FLOOR_ZIPF = 2.5


def main() -> None:
    from wordfreq import top_n_list, zipf_frequency

    from toolkit.check.lexicon import LANGUAGES, lexicon, norm
    from toolkit.check.terms import NEAR_NAMES, _misspelt_index, _near, _unaccented

    out: dict[str, dict[str, float]] = {}
    for lang in sorted(LANGUAGES):
        lex = lexicon(lang)
        forms, _, right = _misspelt_index(lang)
        near: dict[str, float] = {}
        for word in top_n_list(lang, TOP_WORDS):
            key = norm(word)
            if key in right or not key.isalpha():
                continue
            zipf = zipf_frequency(word, lang)
            if zipf < FLOOR_ZIPF:
                break       # the list is in order of frequency
            if any(_near(key, nf, lex, right) for _, _, nf in forms.get(_unaccented(key[:1]), ())):
                near[key] = round(zipf, 2)
        out[lang] = dict(sorted(near.items()))
        print(f"{lang}: {len(near)} words close to a name", file=sys.stderr)
    lines = ["# Words of each language close to one of our names, with their Zipf frequency (log10 of uses",
             "# per billion words, wordfreq 3.1.1): made by benchmarks/near_names.py, do not edit by hand.",
             "# toolkit/check/terms.py misspelt: such a word is no misspelt name where it is common, nor",
             "# where the text's game does not have the name."]
    for lang, words in out.items():
        lines.append(f"{lang}:")
        lines.extend(f'  "{w}": {z}' for w, z in words.items())
        if not words:
            lines[-1] = f"{lang}: {{}}"
    NEAR_NAMES.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
