"""Helpers shared by the checker's tests: a short text checked on its own (its language and game
given, read as a file whose extension picks the reader), its findings in the forms the tests
compare, the rules the claim readers find a sentence stating, the both-ways assertions (a sentence
stating our rule or another one, a passage that agrees and a near one that differs), a trick
worked out on the engine, and an example as the engine reads it.

The readers take ``(text, lang, game, ...)``; ``pair``, ``check``, ``says`` and ``phenomena`` take
table rows as the tables hold them, ``(lang, game, ...)``. A file's name only picks the reader by its
extension (``.txt``, ``.md``, ``.html``): the report names the file, nothing else is read from it."""

from __future__ import annotations

import functools
import importlib.util
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from engine import tricks_primitives as tp
from engine.games import load
from toolkit.check import canon
from toolkit.check.document import parse
from toolkit.check.facts import stated_facts
from toolkit.check.findings import Finding, Report
from toolkit.check.lexicon import lexicon
from toolkit.check.run import check_document

Checks = str | tuple[str, ...] | None
ROOT = Path(__file__).resolve().parent.parent


@functools.cache
def benchmark(name: str):
    """The module of ``benchmarks/<name>.py`` (not a package: loaded from its file), once."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "benchmarks" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module       # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module
NAME_CHECKS = ("names", "corruption")      # the checks that judge how a name is spelt


def texts_in(folder: Path) -> list[Path]:
    """The rules texts of a test-data folder (plain text, Markdown, HTML), its README aside."""
    return sorted(p for p in folder.iterdir() if p.suffix in (".txt", ".md", ".html") and p.name != "README.md")


# ---------------------------------------------------------------- a text checked on its own

def checked(text: str, lang: str | None = None, game: str | None = None, name: str = "t.txt") -> Report:
    """The checker's report on ``text`` read as the file ``name``; a language or game not given is
    found as ``cardavia check`` finds it."""
    return check_document(parse(text.encode("utf-8"), name), lang, game)


def findings(text: str, lang: str | None = None, game: str | None = None, name: str = "t.txt") -> list[Finding]:
    """Every finding on ``text`` (errors, warnings and notes), in the report's order."""
    return checked(text, lang, game, name).findings


def _in(check: str, only: Checks) -> bool:
    return only is None or (check == only if isinstance(only, str) else check in only)


def errors_in(rep: Report, only: Checks = None) -> list[Finding]:
    """The errors of a report; ``only``: those of this check (or these checks) alone."""
    return [f for f in rep.findings if f.severity == "error" and _in(f.check, only)]


def error_findings(text: str, lang: str | None = None, game: str | None = None, name: str = "t.txt",
                   only: Checks = None) -> list[Finding]:
    """The errors on ``text`` as findings; ``only``: those of this check (or these checks) alone."""
    return errors_in(checked(text, lang, game, name), only)


def errors(text: str, lang: str | None = None, game: str | None = None, name: str = "t.txt",
           only: Checks = None, with_found: bool = False) -> list[str]:
    """The errors on ``text``, each as ``"check: message"`` (``"check: message (found)"`` with
    ``with_found``: the words as the text wrote them)."""
    return [f"{f.check}: {f.message} ({f.found})" if with_found else f"{f.check}: {f.message}"
            for f in error_findings(text, lang, game, name, only)]


def messages(text: str, lang: str | None = None, game: str | None = None, name: str = "t.txt",
             only: Checks = None) -> list[str]:
    """The errors' messages alone."""
    return [f.message for f in error_findings(text, lang, game, name, only)]


def errors_found(text: str, lang: str | None = None, game: str | None = None, name: str = "t.txt",
                 only: Checks = None) -> list[str]:
    """The words each error was found on, as the text wrote them (``Finding.found``)."""
    return [f.found for f in error_findings(text, lang, game, name, only)]


def has(found: list[str], part: str) -> bool:
    """One of ``found`` holds ``part``."""
    return any(part in f for f in found)


MARKDOWN = re.compile(r"^\s*(\||[-*+] |\d+\. |#)", re.M)


def reader_name(text: str) -> str:
    """A file name whose extension reads ``text`` as a page would hold it: tags as HTML; a table
    row, a list item, a numbered item or a heading on any line as Markdown; plain text else."""
    if text.lstrip().startswith("<"):
        return "claim.html"
    return "claim.md" if MARKDOWN.search(text) else "claim.txt"


# ---------------------------------------------------------------- a sentence's rules

def stated(text: str, lang: str, game: str, claims_only: bool = False) -> list:
    """What the claim readers find ``text`` stating against our rules (``facts.stated_facts``), in
    the text's order; ``claims_only``: the rules it states, not its counts or rank orders."""
    found = stated_facts(canon.load(game), text, lexicon(lang))
    return [s for s in found if s.number is None and "rank" not in s.message] if claims_only else found


def stated_found(text: str, lang: str, game: str, claims_only: bool = False,
                 severity: str | None = None) -> list[str]:
    """The rules ``stated`` finds, as our rules would say them (``found``), sorted; ``severity``:
    those of that severity alone."""
    return sorted(s.found for s in stated(text, lang, game, claims_only) if severity in (None, s.severity))


# ---------------------------------------------------------------- what an error says

# The rule an error names instead of ours, as the claim readers say it (toolkit/check/facts.py
# VALUE_WORDS), for the tests that compare it; files that call them by shorter names import them
# under those names.
LEFT = "the first player is on the dealer's left"
RIGHT = "the first player is on the dealer's right"
DEALER = "the first player is the dealer"
CW = "play goes clockwise"
LOSER = "the trick's loser"             # a part: also "the trick's loser (the other player)"
NEIGHBOUR = "the trick's winner's neighbour or partner leads the next one"
DECIDED = "a tied result is won by one side"
VOID = "a tied result is void, and the deal played again"
EACH = "when an award is tied, each side scores it"
LOWER = "the lower total wins"
SEVERAL = "the game is a match of several deals"
MUST_FOLLOW = "following suit is compulsory"
MAY_FOLLOW = "following suit is optional"
MUST_TRUMP = "playing a trump is compulsory"
MAY_TRUMP = "playing a trump is optional"
MUST_CAPTURE = "capturing is compulsory"


# ---------------------------------------------------------------- both ways

def pair(lang: str, game: str, agrees: str, differs: str, name: str = "t.txt", only: Checks = None,
         by: Checks = None) -> None:
    """A passage that agrees with our rules gets no error, a near one that differs gets one.
    ``only``: the check read on both (a sentence out of its page may get another check's finding);
    ``by``: the check (or checks) the differing passage's error must come from."""
    found = errors(agrees, lang, game, name, only)
    assert not found, f"an error on a passage that agrees: {agrees}: {found}"
    assert errors(differs, lang, game, name, by or only), f"no error on a passage that differs: {differs}"


def no_error(lang: str, game: str, text: str) -> None:
    """A passage that agrees with our rules gets no error."""
    found = errors(text, lang, game)
    assert not found, f"an error on a passage that agrees: {text}: {found}"


def an_error(lang: str, game: str, text: str, check: str | None = None) -> None:
    """A passage that differs gets an error; with ``check``, one of that check ("example", "claims")."""
    found = errors(text, lang, game)
    if check is None:
        assert found, f"no error on a passage that differs: {text}"
    else:
        assert any(f.startswith(check) for f in found), f"no {check} error on: {text}: {found}"


def check(lang: str, game: str, text: str, wrong: bool, name: str = "t.txt") -> None:
    """A sentence stating another rule (``wrong``) gets an error; one stating ours gets none."""
    found = errors(text, lang, game, name)
    if wrong:
        assert found, f"no error on a sentence stating another rule: {text}"
    else:
        assert not found, f"an error on a sentence stating our rule: {text}: {found}"


def says(lang: str, game: str, text: str, said: str | None, name: str = "t.txt") -> None:
    """A sentence stating another rule gets an error naming ``said``; one stating ours (``said``
    None) gets no error at all."""
    found = errors(text, lang, game, name)
    if said is None:
        assert not found, f"an error on a sentence stating our rule: {text}: {found}"
    else:
        assert any(said in f for f in found), f"{text}: want an error saying {said!r}, got {found}"


def phenomena(groups: dict[str, list[tuple] | tuple[str, list[tuple]]], xfail: dict[str, str] | None = None,
              columns: str = "lang,game,text,wrong"):
    """A parametrize mark over ``columns`` for tables grouped by phenomenon: a group's rows are
    ``(lang, game, ...)``, or a game and its rows ``(lang, ...)``; ids phenomenon-lang-n (n: the
    row's place in its table). ``xfail``: texts (the third column) not read right yet, each with
    why (a strict xfail: it fails the run once the text is read right)."""
    params = []
    for name, group in groups.items():
        game, rows = group if isinstance(group, tuple) else (None, group)
        for i, row in enumerate(rows):
            row = (row[0], game, *row[1:]) if game else tuple(row)
            marks = [pytest.mark.xfail(strict=True, reason=xfail[row[2]])] if xfail and row[2] in xfail else []
            params.append(pytest.param(*row, id=f"{name}-{row[0]}-{i}", marks=marks))
    return pytest.mark.parametrize(columns, params)


# ---------------------------------------------------------------- on the engine

def trick(game: str, cards: list[str], trump: str | None = None) -> tuple[int, int]:
    """The engine on a trick: the winning card's place in the play (0 the lead) and the points
    the trick holds. ``trump``: the trump suit's code; None where the game has trumps of its own
    (Minchiate)."""
    g = load(game)
    t = g.TRUMPS if trump is None else [s.code for s in g.deck.suits].index(trump)
    cs = g.cards(cards)
    return g.trick_winner(cs, t), tp.card_points(cs, g.value)


def winner(game: str, cards: list[str], trump: str | None = None) -> int:
    """The winning card's place in the play, as ``trick`` finds it."""
    return trick(game, cards, trump)[0]


@dataclass(frozen=True)
class Ex:
    """An example as the engine reads it (codes), for the hand check."""

    kind: str
    play: str = ""
    table: tuple = ()
    take: tuple = ()
    last_left: str | None = None
    cards: tuple = ()
    award: str = ""
    counts: tuple = ()
    trump: str | None = None
    lead: int = 0
    scored: int = 0
    points: tuple = ()
    id: str = "test"
