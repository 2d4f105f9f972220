"""Generate ``rules/checker/forms/<lang>.json``: the inflected forms of the cue words of chosen
fields, from a lexical resource, once, at build time (the checker never imports the resource).

A cue list names a word in one or a few forms ("voittaa", "voitti"); a text may use another
("voitin", "voittivat"). For each cue phrase of the fields in ``FIELDS`` this finds the word's
lemma and every form of that lemma — simplemma's form → lemma dictionary inverted (de, en, es,
fi, fr, it, pt), pymorphy3's lexeme (ru) — and keeps the forms the checker's own stem rule
(``terms.word_matches``) does not already match from a phrase of the same field, each marked
exact ("=voitat": no stem of it is matched). Only verbs are expanded (a lemma with a verb's
citation ending; ru by its part of speech, no passive form). A cue word the resource gives two
lemmas (de "gehört": gehören, hören) is not expanded, and a form it also gives another lemma, or
that is another word's lemma ("partite": partire and partita; "prese": prendere and presa), is
left out: a homograph would bring in another word's sentences. A phrase of several words is
expanded at its head word only: the word whose lemma is that of a one-word cue of the same field
("sale primero" → "saldrá primero"). The checker reads the file in ``lexicon._load_yaml`` (one
place: every reader of a cue field sees the forms). vi is not inflected: no file.

    python -m toolkit.check.gen_forms            # write the files
    python -m toolkit.check.gen_forms --check    # exit 1 when a file differs from what it would write
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from functools import cache
from pathlib import Path

import yaml

from .lexicon import CHECKER_DIR, FORMS_DIR, norm
from .terms import EXACT, word_matches, words

LANGS = ("de", "en", "es", "fi", "fr", "it", "pt", "ru")

# the fields where a verb's or a noun's inflection says the same thing: winning, losing,
# beating and taking a trick, starting, leading and playing, a permission, trumping
# (``actions.trump``: de "sticht", "stach", it "tagliò", es "falló": a card played by it is no card
# of the suit led, ``cardwords._suit_led_run``, and a trump, ``tricks.named_trumps``); block fields
# as "block.key"
# (not ``beats``: it is read as a rank order too, and its passive participle turns the roles
# round, "geschlagen", "lyöty"; not ``permitted``: a modal's past or conditional reports or
# supposes, fi "sai" is "got", de "konnte" "could"; not ``plays`` nor ``cicera_examples.take``:
# tried, their forms moved the readers of worked examples on claims dev, es "Julia puso el Matto"
# lost a trick's winner, "llévese las tres Copas" made a capture the engine refuses; nor
# ``trick_roles.takes``: it "tiene" → "tenuto" read "il Matto se l'è tenuto chi l'aveva giocato",
# the Matto kept by its owner, as the trick's taker, and nothing was gained on claims dev)
FIELDS = ("winning", "losing", "won_by", "starts", "leads", "led", "actions.trump")

# forms a field does not take when the data lists them by hand in another: a form of leading
# listed in ``led`` (the card played first in a worked example: "salió", "aprì") tells an
# example's play, not who leads or starts (es "quien salió se lleva 11 puntos")
NOT_IN = {"starts": ("led",), "leads": ("led",)}

# a verb's citation form (simplemma's lemma): only verbs are expanded, an adjective's or a noun's
# forms name other things ("ensimmäisenä", as first → "ensimmäinen tikki", the first trick)
VERB_LEMMA = {
    "de": re.compile(r"(?:en|[lr]n)$"), "en": None, "es": re.compile(r"(?:ar|er|ir)(?:se)?$"),
    "fi": re.compile(r"(?:[aeiouyäö][aä]|[dtlnr][aä])$"), "fr": re.compile(r"(?:er|ir|re|oir)$"),
    "it": re.compile(r"(?:are|ere|ire|rre)(?:si)?$"), "pt": re.compile(r"(?:ar|er|ir|or|ôr)(?:-se)?$"),
}
# simplemma gives a form one lemma; where it gives the other verb's, the cue's own is set here
# (es "sale", "sales", "salgo" are salir's: simplemma says salar, salgar)
LEMMA_FIXES = {"es": {"sale": "salir", "sales": "salir", "salgo": "salir"}}
RU_VERB = {"VERB", "INFN", "GRND", "PRTF", "PRTS"}

MIN_FORM = 3        # shorter forms are function words as often as not ("va", "da")


@cache
def _simplemma(lang: str) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """simplemma's dictionary for ``lang``, normalised: lemma → its forms, and form → every lemma
    it is given (a homograph has two). (simplemma has no public call for the whole dictionary: its
    loader is used, the version pinned in pyproject.toml.)"""
    from simplemma.strategies.dictionaries.dictionary_factory import _load_dictionary_from_disk

    forms: dict[str, set[str]] = {}
    lemmas: dict[str, set[str]] = {}
    for f, l in _load_dictionary_from_disk(lang).items():
        f, l = norm(f.decode()), norm(l.decode())
        forms.setdefault(l, set()).add(f)
        lemmas.setdefault(f, set()).add(l)
    for l in list(forms):
        forms[l].add(l)
        lemmas.setdefault(l, set()).add(l)
    return forms, lemmas


@cache
def _morph():
    import pymorphy3

    return pymorphy3.MorphAnalyzer(lang="ru")


def _lemma(word: str, lang: str) -> str:
    if word in LEMMA_FIXES.get(lang, {}):
        return LEMMA_FIXES[lang][word]
    if lang == "ru":
        parses = _morph().parse(word)
        return norm(parses[0].normal_form) if parses else word
    import simplemma

    return norm(simplemma.lemmatize(word, lang=lang))


def paradigm(word: str, lang: str) -> tuple[str, frozenset[str]]:
    """The lemma of ``word`` and the forms that belong to that lemma alone; none when ``word`` is
    no verb or is itself a form of two lemmas (de "gehört": gehören, hören; ru "зашли": зайти,
    заслать). ru: no passive form (a passive participle names the one beaten or taken)."""
    word = norm(word)
    if lang == "ru":
        parses = _morph().parse(word)
        if not parses or len({norm(q.normal_form) for q in parses}) > 1 or parses[0].tag.POS not in RU_VERB:
            return word, frozenset()
        p = parses[0]
        lemma = norm(p.normal_form)
        out = set()
        for f in p.lexeme:
            w = norm(f.word)
            if "pssv" not in f.tag and all(norm(q.normal_form) == lemma for q in _morph().parse(w)):
                out.add(w)
        return lemma, frozenset(out)
    forms, lemmas = _simplemma(lang)
    lemma = _lemma(word, lang)
    verb = VERB_LEMMA.get(lang)
    two_lemmas = word not in LEMMA_FIXES.get(lang, {}) and len(lemmas.get(word, {lemma})) > 1
    if two_lemmas or (verb is not None and not verb.search(lemma)) or \
            (word != lemma and len(forms.get(word, ())) > 1):     # en "lay": a verb of its own and lie's past
        return lemma, frozenset()
    # a form that is another word's lemma with forms of its own is a homograph (it "partita", a
    # game, among partire's forms)
    return lemma, frozenset(f for f in forms.get(lemma, ()) if lemmas.get(f, {lemma}) == {lemma}
                            and (f == lemma or len(forms.get(f, ())) <= 1))


def _field(data: dict, name: str) -> list[str]:
    block, _, key = name.partition(".")
    node = data.get(block)
    if key:
        node = (node or {}).get(key) if isinstance(node, dict) else None
    return [str(p) for p in node or []] if isinstance(node, list) else []


def _new_forms(word: str, lang: str, field_words: list[str], elsewhere: set[str]) -> list[str]:
    lemma, forms = paradigm(word, lang)
    # nor the citation form where the data does not list it: a verb of leading is the everyday
    # verb of going out or opening there (it "per uscire a destra", to drive out, is no lead)
    return sorted(f for f in forms if len(f) >= MIN_FORM and f.isalpha() and f not in elsewhere
                  and f != lemma and not any(word_matches(f, w) for w in field_words))


def expand(lang: str, data: dict) -> dict[str, dict[str, list[str]]]:
    """field → cue phrase → the phrases its forms add (single words marked exact, "=voitin")."""
    out: dict[str, dict[str, list[str]]] = {}
    for name in FIELDS:
        phrases = _field(data, name)
        if not phrases:
            continue
        field_words = sorted({w for p in phrases for w in words(p.lstrip(EXACT))})
        elsewhere = {norm(p.lstrip(EXACT)) for other in NOT_IN.get(name, ()) for p in _field(data, other)}
        singles = {norm(p) for p in phrases if len(words(p)) == 1 and not p.startswith(EXACT)}
        heads = {_lemma(w, lang) for w in singles}
        added: dict[str, list[str]] = {}
        seen: set[str] = set()
        for phrase in phrases:
            if phrase.startswith(EXACT) or "…" in phrase:
                continue            # a form the data limits on purpose; a phrase in two parts
            ws = list(words(phrase))
            if len(ws) == 1:
                new = [f"{EXACT}{f}" for f in _new_forms(ws[0], lang, field_words, elsewhere) if f not in seen]
                seen.update(n[len(EXACT):] for n in new)
            else:
                at = next((i for i, w in enumerate(ws) if len(w) >= MIN_FORM and _lemma(w, lang) in heads), None)
                if at is None:
                    continue
                new = [" ".join([*ws[:at], f, *ws[at + 1:]]) for f in _new_forms(ws[at], lang, field_words, elsewhere)]
            if new:
                added[phrase] = new
        if added:
            out[name] = added
    return out


def source() -> str:
    from importlib.metadata import version

    return f"simplemma {version('simplemma')}; pymorphy3 {version('pymorphy3')}, pymorphy3-dicts-ru {version('pymorphy3-dicts-ru')}"


def render(lang: str) -> str:
    data = yaml.safe_load((CHECKER_DIR / f"{lang}.yaml").read_text(encoding="utf-8")) or {}
    doc = {"made_by": "python -m toolkit.check.gen_forms (do not edit: generated)", "from": source(),
           "fields": expand(lang, data)}
    return json.dumps(doc, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="compare, do not write")
    ap.add_argument("langs", nargs="*", default=list(LANGS))
    args = ap.parse_args(argv)
    stale = []
    for lang in args.langs:
        text = render(lang)
        path = FORMS_DIR / f"{lang}.json"
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(str(path))
        else:
            FORMS_DIR.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            n = sum(len(v) for f in json.loads(text)["fields"].values() for v in f.values())
            print(f"{path}: {n} phrases")
    if stale:
        print("out of date (run python -m toolkit.check.gen_forms):", *stale, sep="\n  ", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
