"""Helpers shared by the checker's phenomenon tests: a short text checked on its own, with its
language and game given, and an example as the engine reads it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from toolkit.check.document import parse
from toolkit.check.run import check_document


def texts_in(folder: Path) -> list[Path]:
    """The rules texts of a test-data folder (plain text, Markdown, HTML), its README aside."""
    return sorted(p for p in folder.iterdir() if p.suffix in (".txt", ".md", ".html") and p.name != "README.md")


def errors(lang: str, game: str, text: str, name: str = "claim.txt") -> list[str]:
    """The error findings of ``text`` read as the file ``name`` (its extension picks the reader)."""
    report = check_document(parse(text.encode("utf-8"), name), lang, game)
    return [f"{f.check}: {f.message}" for f in report.findings if f.severity == "error"]


# The rule an error names instead of ours, as the claim readers say it (toolkit/check/facts.py
# VALUE_WORDS): a part of the message, for the play-order and winner tests.
LEFT = "the first player is on the dealer's left"
DEALER = "the first player is the dealer"
CW = "play goes clockwise"
LOSER = "the trick's loser"             # also "the trick's loser (the other player)"
NEIGHBOUR = "the trick's winner's neighbour or partner leads the next one"
DECIDED = "a tied result is won by one side"


def says(lang: str, game: str, text: str, said: str | None, name: str = "claim.txt") -> None:
    """A sentence stating another rule gets an error naming ``said``; one stating ours (``said``
    None) gets no error at all."""
    found = errors(lang, game, text, name)
    if said is None:
        assert not found, f"an error on a sentence stating our rule: {text}: {found}"
    else:
        assert any(said in f for f in found), f"{text}: want an error saying {said!r}, got {found}"


def check(lang: str, game: str, text: str, wrong: bool, name: str = "claim.txt") -> None:
    """A sentence stating another rule (``wrong``) gets an error; one stating ours gets none."""
    found = errors(lang, game, text, name)
    if wrong:
        assert found, f"no error on a sentence stating another rule: {text}"
    else:
        assert not found, f"an error on a sentence stating our rule: {text}: {found}"


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
