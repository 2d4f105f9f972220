"""Reading a user's file: regular files only, within a byte budget, UTF-8 errors by line.

Every command that reads a file it was given (``check``, ``replay``, the catalogs) reads it here.
A device (``/dev/zero``), a FIFO with no writer or a directory is refused at once, without reading
or blocking; a file larger than its budget is refused after reading one byte more than the budget
(``st_size`` is not trusted: it is 0 for devices and may change while the file is read).
"""

from __future__ import annotations

import errno
import os
import stat
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO, Iterator

from .errors import CardaviaError

KINDS = {stat.S_IFDIR: "a directory", stat.S_IFIFO: "a FIFO (named pipe)", stat.S_IFCHR: "a device",
         stat.S_IFBLK: "a device", stat.S_IFSOCK: "a socket"}


@contextmanager
def open_regular(path: Path, error: type[CardaviaError] = CardaviaError) -> Iterator[BinaryIO]:
    """The file opened for reading in binary, or ``error`` when it is not a readable regular file."""
    try:
        # O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one.
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        if exc.errno == errno.EISDIR:
            raise error("cannot read: a directory, not a file", str(path)) from None
        raise error(f"cannot read file: {exc.strerror or exc}", str(path)) from None
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        kind = KINDS.get(stat.S_IFMT(mode), "not a regular file")
        raise error(f"cannot read: {kind}, not a regular file", str(path))
    os.set_blocking(fd, True)
    with os.fdopen(fd, "rb") as f:
        yield f


def _too_large(limit: int) -> str:
    return f"too large: over {limit:,} bytes".replace(",", " ")


def read_bytes(path: Path, limit: int, error: type[CardaviaError] = CardaviaError, *,
               utf8: bool = False) -> bytes:
    """At most ``limit`` bytes of a regular file; a larger file is refused. ``utf8``: refuse bytes
    that are not UTF-8, naming the line."""
    with open_regular(path, error) as f:
        try:
            raw = f.read(limit + 1)
        except OSError as exc:
            raise error(f"cannot read file: {exc.strerror or exc}", str(path)) from None
    if len(raw) > limit:
        raise error(_too_large(limit), str(path))
    if utf8:
        decode(raw, path, error)
    return raw


def read_text(path: Path, limit: int, error: type[CardaviaError] = CardaviaError) -> str:
    """A UTF-8 text file (a leading BOM is dropped) of at most ``limit`` bytes."""
    return decode(read_bytes(path, limit, error), path, error)


def decode(raw: bytes, path: Path | str, error: type[CardaviaError] = CardaviaError,
           first_line: int = 1) -> str:
    try:
        return raw.decode("utf-8-sig" if first_line == 1 else "utf-8")
    except UnicodeDecodeError as exc:
        line = first_line + raw.count(b"\n", 0, exc.start)
        col = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        raise error(f"not UTF-8 (byte 0x{raw[exc.start]:02x})", str(path), line, col) from None


def read_lines(path: Path, line_limit: int, error: type[CardaviaError] = CardaviaError
               ) -> Iterator[tuple[int, str | CardaviaError]]:
    """``(line number, text)`` for each line of a regular file, read one line at a time. A line that
    cannot be used (longer than ``line_limit`` bytes, not UTF-8) gives ``(number, error)`` instead
    and reading goes on; only a file that cannot be opened or read raises."""
    with open_regular(path, error) as f:
        number = 0
        while True:
            try:
                raw = f.readline(line_limit + 1)
                if not raw:
                    return
                number += 1
                if len(raw) > line_limit and not raw.endswith(b"\n"):
                    while (rest := f.readline(line_limit)) and not rest.endswith(b"\n"):
                        pass
                    yield number, error(f"line {_too_large(line_limit)}", str(path), number)
                    continue
            except OSError as exc:
                raise error(f"cannot read file: {exc.strerror or exc}", str(path), number + 1) from None
            try:
                yield number, decode(raw, path, error, number)
            except CardaviaError as exc:
                yield number, exc
