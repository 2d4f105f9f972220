"""Writing outputs safely when several commands run at once.

- :func:`write_new`: a file is written to a temporary file of its own (unique name, same directory)
  and appears complete or not at all; without ``overwrite`` it is created exclusively (a hard
  link, which fails if the name exists), so of two runs to one path only the first gets it.
- :func:`exclusive`: one build per output directory (an ``flock`` on ``OUT/.lock``, released by
  the kernel when the process ends, however it ends).
"""

from __future__ import annotations

import fcntl
import os
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Iterator

from engine.errors import CardaviaError


class OutputError(CardaviaError):
    """An output that cannot be written (read-only or full directory, taken by another run)."""


def _cannot_write(exc: OSError, path: Path) -> OutputError:
    return OutputError(f"cannot write: {exc.strerror or exc}", str(exc.filename or path))


@contextmanager
def write_new(path: Path, overwrite: bool = False) -> Iterator[IO[str]]:
    """A text file to write ``path`` through; it replaces ``path`` (``overwrite``) or is created
    next to it only if ``path`` still does not exist, when the block ends without an error."""
    path = Path(path)
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    except OSError as exc:
        raise _cannot_write(exc, path) from None
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            yield out
        if overwrite:
            tmp.replace(path)
        else:
            os.link(tmp, path)
    except FileExistsError:
        raise OutputError("exists (written meanwhile by another run); pass --force to overwrite it",
                          str(path)) from None
    except OSError as exc:
        raise _cannot_write(exc, path) from None
    finally:
        tmp.unlink(missing_ok=True)


@contextmanager
def exclusive(out: Path) -> Iterator[None]:
    """Hold the lock of the output directory ``out`` (created if needed) for the block."""
    try:
        out.mkdir(parents=True, exist_ok=True)
        fd = os.open(out / ".lock", os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
    except OSError as exc:
        raise _cannot_write(exc, out) from None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise OutputError(f"another build is running on {out}") from None
        yield
    finally:
        os.close(fd)
