"""``cardavia play``: a deal against the AI in the terminal, with the Table's views and words.

The same :class:`~toolkit.server.deal.Deal` and views as the service, without HTTP: the screen
shows what the human seat may know, the moves are numbered, and the record is written at the
end (never over an existing file unless asked).
"""

from __future__ import annotations

import json
import os
import secrets
from pathlib import Path
from typing import Callable

import click

from engine.errors import CardaviaError

from .server.deal import Deal
from .server.page import UI
from .server.views import Viewer, advance
from .server.words import Words, table_text

PROMPT = table_text("play", "Your move ({first}–{last}, ? for help, q to quit)")
NOT_A_MOVE = table_text("play", "Not a move: {input}. Type a number from {first} to {last}.")
HELP = table_text("play", "Type the number of a move and press Enter; q quits without saving the record.")
SAVED = table_text("play", "Record saved to {path}.")
ABANDONED = table_text("play", "Deal abandoned; no record was saved.")
SEED = table_text("play", "Seed of this deal: {seed}")

QUIT = {"q", "quit", "exit"}


def check_target(path: Path, force: bool) -> None:
    if path.exists() and not force:
        raise CardaviaError("exists; pass --force to overwrite it, or --record to choose another file", str(path))


def save(record: dict, path: Path, force: bool) -> None:
    """Write the record: atomically, and never over an existing file without ``force``."""
    text = json.dumps(record, ensure_ascii=False, indent=1) + "\n"
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        tmp.write_text(text, encoding="utf-8")
        if force:
            tmp.replace(path)
        else:
            os.link(tmp, path)  # fails if the file appeared meanwhile
    except FileExistsError:
        raise CardaviaError("exists; pass --force to overwrite it", str(path)) from None
    except OSError as exc:
        raise CardaviaError(f"cannot write the record: {exc.strerror or exc}", str(path)) from None
    finally:
        tmp.unlink(missing_ok=True)


class Screen:
    """Prints a view; colour is left to click, which drops it when the output is not a terminal."""

    def __init__(self, lang: str, echo: Callable[[str], None]) -> None:
        self.w = Words(lang)
        self.echo = echo

    def label(self, key: str, count: int | None = None) -> str:
        """A word of the Table; a counted one (``{count}``) in its form for ``count``."""
        if count is None:
            return self.w(UI[key])
        return self.w(UI[key], count, count=str(count))

    def pair(self, key: str, value: str, bold: bool = False) -> str:
        """``Label: value`` with the language's own punctuation; the label in bold if asked."""
        return self.w(UI["pair"], label=click.style(self.label(key), bold=bold), value=value)

    def events(self, view: dict) -> None:
        for e in view["events"]:
            self.echo(click.style("· ", fg="cyan") + e["text"])

    def show(self, view: dict) -> None:
        names = lambda cards: ", ".join(c["name"] for c in cards) or "—"  # noqa: E731
        self.echo("")
        seats = []
        for p in view["players"]:
            mark = f" ({self.label('dealer')})" if p["seat"] == view["dealer"] else ""
            seats.append(f"{p['name']}{mark}: {self.label('cards', p['cards'])}")
        self.echo(" · ".join(seats))
        score = ", ".join(f"{t} {s}" for t, s in zip(view["teams"], view["score"]))
        self.echo(self.w(UI["score"], score=score))
        if "table" in view:
            self.echo(self.pair("table", names(view["table"]), bold=True))
        else:
            if view["trump"]["card"]:
                self.echo(self.pair("trump", view["trump"]["card"]["name"]) + (
                    f" · {self.label('stock', view['stock'])}" if view["stock"] else ""))
            if view["fola"]:
                self.echo(self.pair("fola", names(view["fola"])))
            trick = ", ".join(f"{view['players'][t['seat']]['name']}: {t['card']['name']}" for t in view["trick"])
            self.echo(self.pair("trick", trick or "—", bold=True))
        self.echo(self.pair("hand", names(view["hand"]), bold=True))
        self.echo(click.style(view["status"], fg="yellow", bold=True))

    def moves(self, view: dict) -> None:
        for i, option in enumerate(view["moves"], 1):
            text = option["text"]
            if option["kind"] in ("capture", "place"):  # Cìcera: the card, then what it takes
                text = f"{option['card']['name']} — {text}"
            self.echo(f"  {click.style(str(i), fg='green', bold=True)}. {text}")

    def result(self, view: dict) -> None:
        res = view["result"]
        self.echo("")
        self.echo(click.style(res["text"], bold=True))
        self.echo(self.w(UI["pair"], label=f"{self.label('breakdown')} ({res['unit']})", value=" / ".join(view["teams"])))
        for row in res["rows"]:
            if any(row["values"]):
                self.echo("  " + self.w(UI["pair"], label=row["label"], value=" / ".join(map(str, row["values"]))))
        self.echo("  " + self.pair("total", " / ".join(map(str, res["points"]))))


def play(game_id: str, level: str, seed: int | None, lang: str, record_path: Path | None, force: bool,
         ask: Callable[[str], str], echo: Callable[[str], None]) -> int:
    """Play one deal; returns the exit code (0 finished and saved, 1 abandoned)."""
    seed = secrets.randbelow(2**63 - 1) if seed is None else seed
    path = record_path or Path(f"cardavia-{game_id}-{seed}.json")
    check_target(path, force)
    deal = Deal(game_id, lang, level, seed, secrets.token_urlsafe(12))
    screen = Screen(lang, echo)
    events = advance(deal)
    while True:
        view = Viewer(deal).view(events)
        screen.events(view)
        if view["over"]:
            break
        screen.show(view)
        screen.moves(view)
        choice = _choose(screen, view, ask)
        if choice is None:
            echo(screen.w(ABANDONED))
            return 1
        events = advance(deal, deal.human(view["moves"][choice]["move"]))
    screen.result(view)
    save(view["record"], path, force)
    echo(screen.w(SEED, seed=str(seed)))
    echo(screen.w(SAVED, path=str(path)))
    return 0


def _choose(screen: Screen, view: dict, ask: Callable[[str], str]) -> int | None:
    last = len(view["moves"])
    while True:
        try:
            answer = ask(screen.w(PROMPT, first="1", last=str(last))).strip()
        except (EOFError, click.Abort):
            return None
        if answer.lower() in QUIT:
            return None
        if answer in ("?", "h", "help"):
            screen.echo(screen.w(HELP))
            screen.moves(view)
            continue
        if answer.isdigit() and 1 <= int(answer) <= last:
            return int(answer) - 1
        screen.echo(screen.w(NOT_A_MOVE, input=repr(answer), first="1", last=str(last)))
