"""Make rules/checker/near_names.yaml: the words of each language close to one of our names,
with how common each is, so that the checker can tell a misspelt name from a word of the language.

    .venv/bin/pip install wordfreq==3.1.1     # only to remake the file; the checker never imports it
    .venv/bin/python benchmarks/near_names.py

or, with wordfreq installed elsewhere, from its lists dumped to a JSON file ({lang: [[word, zipf],
...]}, each list in order of frequency, as ``top_n_list`` and ``zipf_frequency`` give them):

    .venv/bin/python benchmarks/near_names.py --words WORDS.json

For every language of the checker, every word of wordfreq's list for it (its commonest
``TOP_WORDS`` words, as far as the list goes) that the checker's own closeness test
(toolkit/check/terms.py ``_near``: one letter added, dropped, changed, doubled, an accent, two
letters swapped, with or without an ending of the language) puts next to a name's form or
rendering, or that the corrupted-name test (``corrupted``: a name glued to a fragment, "Reír",
"Assoir") takes, and that is no right form of a name, is written with its Zipf frequency (log10
of its uses per billion words), if at least ``FLOOR_ZIPF``: rarer entries of the lists are as
often misspellings as words. The checker (``misspelt``, ``corrupted``) never reports such a word
as a misspelling, but in the name's slot (``terms._name_slot``) and where it is a long name
respelt by the language's own spelling (pt "Quadrilha", es "Cuadrilla": the name half
translated). Remake the file when the glossary's names or the closeness test change.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TOP_WORDS = 200_000
FLOOR_ZIPF = 2.3      # the 60,000 commonest words of every language, and more


def _lists(path: str | None, langs):
    """Each language's words with their Zipf frequency, commonest first, down to ``FLOOR_ZIPF``."""
    if path:
        import json

        data = json.loads(Path(path).read_text(encoding="utf-8"))
        for lang in langs:
            yield lang, ((w, z) for w, z in data.get(lang) or [] if z >= FLOOR_ZIPF)
        return
    from wordfreq import top_n_list, zipf_frequency

    for lang in langs:
        yield lang, ((w, z) for w in top_n_list(lang, TOP_WORDS)
                     if (z := zipf_frequency(w, lang)) >= FLOOR_ZIPF)


def main() -> None:
    from toolkit.check.lexicon import LANGUAGES, lexicon, norm
    from toolkit.check.terms import NEAR_NAMES, _misspelt_index, _near, _respelt_index, _unaccented, \
        corrupted

    path = sys.argv[sys.argv.index("--words") + 1] if "--words" in sys.argv else None
    out: dict[str, dict[str, float]] = {}
    for lang, words in _lists(path, sorted(LANGUAGES)):
        lex = lexicon(lang)
        forms, _, right = _misspelt_index(lang)
        near: dict[str, float] = {}
        for word, zipf in words:
            key = norm(word)
            if key in right or not key.isalpha():
                continue
            initial = _unaccented(key[:1])
            close = (*forms.get(initial, ()), *_respelt_index(lang).get(initial, ()))
            if any(_near(key, nf, lex, right) for _, _, nf in close) or \
                    corrupted(word[:1].upper() + word[1:], lex, known={}):
                near[key] = round(zipf, 2)
        out[lang] = dict(sorted(near.items()))
        print(f"{lang}: {len(near)} words close to a name", file=sys.stderr)
    lines = ["# Words of each language close to one of our names, with their Zipf frequency (log10 of uses",
             "# per billion words, wordfreq 3.1.1): made by benchmarks/near_names.py, do not edit by hand.",
             "# toolkit/check/terms.py misspelt, corrupted: such a word is no misspelt name, but in the",
             "# name's slot."]
    for lang, words in out.items():
        lines.append(f"{lang}:")
        lines.extend(f'  "{w}": {z}' for w, z in words.items())
        if not words:
            lines[-1] = f"{lang}: {{}}"
    NEAR_NAMES.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
