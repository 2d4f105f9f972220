"""Errors that reach the user as one line: ``path:line:col: message``."""

from __future__ import annotations


class CardaviaError(Exception):
    """Bad input named by file and position. The CLI prints ``str(error)`` and exits 2."""

    exit_code = 2

    def __init__(self, message: str, path: str | None = None, line: int | None = None,
                 col: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.path = path
        self.line = line
        self.col = col

    def where(self) -> str:
        parts = [str(self.path) if self.path else "<input>"]
        if self.line is not None:
            parts.append(str(self.line))
            if self.col is not None:
                parts.append(str(self.col))
        return ":".join(parts)

    def __str__(self) -> str:
        if self.path is None and self.line is None:
            return self.message
        return f"{self.where()}: {self.message}"


class SpecError(CardaviaError):
    """A deck or game spec that is not valid YAML or does not match the schema."""


class CardError(CardaviaError):
    """A card code that the deck does not contain."""


class RecordError(CardaviaError):
    """A game record that cannot be read (not JSON, wrong shape, wrong deal)."""


class IllegalMove(CardaviaError):
    """A move that the rules forbid. ``number`` counts moves from 1."""

    exit_code = 1

    def __init__(self, number: int, seat: int, card: str, reason: str, **where) -> None:
        super().__init__(f"move {number} (seat {seat}, {card}): {reason}", **where)
        self.number = number
        self.seat = seat
        self.card = card
        self.reason = reason
