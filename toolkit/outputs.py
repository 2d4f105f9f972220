"""Writing outputs safely when several commands run at once.

- :func:`write_new`: a file is written to a temporary file of its own (unique name, same directory)
  and appears complete or not at all; without ``overwrite`` it is created exclusively (a hard
  link, which fails if the name exists), so of two runs to one path only the first gets it.
- :func:`exclusive`: one build per output directory (an ``flock`` on ``OUT/.lock``, released by
  the kernel when the process ends, however it ends).
- :func:`staging_dir` and :func:`replace_dir`: a directory is built beside its target under a name
  that carries the builder's pid (so a later run removes what a killed run left), then exchanged
  with the target in one atomic ``renameat2(RENAME_EXCHANGE)``: at every instant the target path
  holds a complete old or a complete new tree, never nothing (a symlink swap would do too, but
  a server that resolved the link keeps serving the old tree once it is deleted).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import errno
import fcntl
import os
import re
import shutil
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
    umask = os.umask(0)
    os.umask(umask)
    try:
        os.fchmod(fd, 0o666 & ~umask)   # mkstemp's 0600 would outlive the rename
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


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def staging_dir(target: Path) -> Path:
    """A fresh directory beside ``target`` to build it in; stale ones of dead builders are removed."""
    parent = target.parent
    parent.mkdir(parents=True, exist_ok=True)
    stale = re.compile(rf"\.{re.escape(target.name)}\.(\d+)\.[^.]+\.tmp")
    for entry in parent.iterdir():
        m = stale.fullmatch(entry.name)
        if m and int(m.group(1)) != os.getpid() and not _alive(int(m.group(1))):
            shutil.rmtree(entry, ignore_errors=True)
    return Path(tempfile.mkdtemp(prefix=f".{target.name}.{os.getpid()}.", suffix=".tmp", dir=parent))


_RENAME_EXCHANGE = 2
_AT_FDCWD = -100


def _exchange(a: Path, b: Path) -> bool:
    """Swap two paths atomically (Linux ``renameat2``); False where the system cannot."""
    libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
    renameat2 = getattr(libc, "renameat2", None)
    if renameat2 is None:
        return False
    if renameat2(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE) == 0:
        return True
    err = ctypes.get_errno()
    if err in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):
        return False
    raise OSError(err, os.strerror(err), str(b))


def replace_dir(new: Path, target: Path) -> None:
    """Put the complete tree ``new`` at ``target``; the old tree is removed afterwards."""
    if not target.exists():
        new.rename(target)
        return
    if _exchange(new, target):
        shutil.rmtree(new, ignore_errors=True)
        return
    # No atomic exchange on this file system: the shortest gap two renames allow.
    old = target.parent / f".{target.name}.{os.getpid()}.old.tmp"
    target.rename(old)
    new.rename(target)
    shutil.rmtree(old, ignore_errors=True)
