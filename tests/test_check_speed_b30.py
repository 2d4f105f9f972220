"""Readings the checker keeps (``toolkit.check.memo.readings``) give what the reader itself gives.

A kept reading is keyed by the reader's arguments (texts by value, engines, games, lexicons and
examples by identity) and, for the worked-example readers, by the sentences of the document being
checked (a trick that names no trump is played with the trump the document names for the deal).
These tests read every sentence and passage of the seed pages twice through each kept reader and
once through the reader itself, and check a document after another that differs only in what
the kept reading may not see.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from toolkit.check import align, counts, examples, facts, placement, run, terms, values  # noqa: F401 (the readers' modules)
from toolkit.check.canon import load
from toolkit.check.document import read
from toolkit.check.lexicon import lexicon
from toolkit.check.memo import kept_readers
from toolkit.check.run import check_path
from toolkit.check.tricks import DOCUMENT_TEXTS

ROOT = Path(__file__).resolve().parent.parent
SEEDS = sorted((ROOT / "tests" / "data" / "seeds").glob("*.txt"))


def _same(a, b) -> bool:
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if dataclasses.is_dataclass(a):
        return dataclasses.asdict(a) == dataclasses.asdict(b)
    return a == b


def _report(path: Path, **kw) -> list[tuple]:
    r = check_path(path, **kw)
    return [(f.line, f.severity, f.check, f.clause, f.message, f.expected, f.found) for f in r.findings]


def _clear() -> None:
    for reader in kept_readers():
        reader.cache_clear()


def test_the_readers_are_kept():
    kept = {r.__name__ for r in kept_readers()}
    assert {"check_example", "stated_facts", "card_values", "award_values", "bonus_values", "trump_values",
            "stated_values", "_values_before", "goods", "_cards_named", "_gives", "_states_rule",
            "_concepts_checked", "_scores"} <= kept


@pytest.mark.parametrize("seed", SEEDS, ids=lambda p: p.name)
def test_kept_readings_are_the_readers_own(seed):
    """Each sentence of a seed page read by the sentence readers: the kept reading, asked twice,
    is what the reader itself gives."""
    doc = read(seed)
    report = check_path(seed)
    lex = lexicon(report.language)
    kept = {r.__name__: r for r in kept_readers()}
    token = DOCUMENT_TEXTS.set((tuple(s.text for s in doc.segments if not s.heading), {}))
    try:
        for gid in report.games:
            game = load(gid)
            engine = game.engine
            for s in doc.segments:
                text = s.text
                calls = [("stated_facts", (game, text, lex)), ("card_values", (engine, text, lex)),
                         ("award_values", (engine, text, lex)), ("bonus_values", (engine, text, lex)),
                         ("trump_values", (engine, text, lex)), ("stated_values", (engine, text, lex)),
                         ("_values_before", (engine, text, lex)), ("goods", (text, lex)),
                         ("_cards_named", (engine, text, lex)), ("_gives", (text, lex, engine.deck)),
                         ("_concepts_checked", (text, frozenset(), (), lex, True, False))]
                calls += [("check_example", (engine, ex, text, lex)) for ex in game.examples.values()]
                for name, args in calls:
                    first, again = kept[name](*args), kept[name](*args)
                    assert _same(first, kept[name].uncached(*args)), (name, text)
                    assert _same(again, first), (name, text)
    finally:
        DOCUMENT_TEXTS.reset(token)


def test_a_kept_result_changed_by_its_caller_stays_as_read():
    """A caller that adds to the list it got, or changes a finding in it, changes its own copy."""
    seed = SEEDS[0]
    report = check_path(seed)
    game, lex = load(report.games[0]), lexicon(report.language)
    text = next(s.text for s in read(seed).segments if values.card_values(game.engine, s.text, lex)) \
        if any(values.card_values(game.engine, s.text, lex) for s in read(seed).segments) else "Asso: 7."
    got = values.card_values(game.engine, text, lex)
    want = values.card_values.uncached(game.engine, text, lex)
    for f in got:
        f.severity, f.message = "info", "changed"
    got.append(None)
    assert _same(values.card_values(game.engine, text, lex), want)


DEALS = {   # the same trick, played with the trump the document names for the deal
    "swords": "# Briscola\n\nTrumps this deal: Swords.\n\nAnna leads the 3 of Cups and Ben plays the 2 of Swords. "
              "Anna takes the trick.\n",
    "cups": "# Briscola\n\nTrumps this deal: Cups.\n\nAnna leads the 3 of Cups and Ben plays the 2 of Swords. "
            "Anna takes the trick.\n",
    "de": "# Briscola\n\nBriscola dieser Runde: Schwerter.\n\nAnna spielt die 3 Becher aus, Ben legt die 2 Schwerter. "
          "Anna gewinnt den Stich.\n",
    "it": "# Briscola\n\nBriscola di questa mano: Spade.\n\nAnna gioca il 3 di Coppe e Ben il 2 di Spade. "
          "Anna prende la mano.\n",
}


def test_a_document_read_after_another_is_read_as_alone(tmp_path):
    """The worked-example readers read the document's trump (``tricks.deal_trump``): a passage
    kept from a document naming another trump is not this document's reading."""
    paths = {}
    for name, text in DEALS.items():
        paths[name] = tmp_path / f"{name}.md"
        paths[name].write_text(text, encoding="utf-8")
    lang = {"swords": "en", "cups": "en", "de": "de", "it": "it"}
    alone = {}
    for name, p in paths.items():
        _clear()
        alone[name] = _report(p, lang=lang[name], game="briscola")
    assert any(f[2] == "example" and f[1] == "error" for f in alone["swords"])     # the 2 of Swords, a trump, wins
    assert not any(f[2] == "example" for f in alone["cups"])                       # the 3 of Cups, a trump, wins
    _clear()
    for name in ["swords", "cups", "swords", "de", "it", "cups", "de", "it", "swords"]:
        assert _report(paths[name], lang=lang[name], game="briscola") == alone[name], name


def test_seed_pages_checked_in_turn_as_alone():
    """The five seed pages, each checked alone with nothing kept, then in turn twice: the same
    findings."""
    alone = {}
    for p in SEEDS:
        _clear()
        alone[p] = _report(p)
    for p in SEEDS + SEEDS[::-1]:
        assert _report(p) == alone[p], p.name
