"""Tables the checker derives from a game, a deck or a lexicon, worked out once instead of for
every sentence.

Engines, decks and lexicons are built once (``engine.games.load``, ``lexicon()``) and never
changed afterwards, so a table derived from them is keyed by their identity. The objects are kept
with the table: while an entry exists no other object can take their ids.
"""

from __future__ import annotations

import copy as _copy
import functools
import importlib
from collections import OrderedDict
from types import ModuleType
from typing import Callable, TypeVar

T = TypeVar("T")


def per_object(fn: Callable[..., T]) -> Callable[..., T]:
    """``fn``'s result cached by the identity of its arguments (objects built once and never
    changed: engines, decks, lexicons). Callers share the result: they must not change it."""
    cache: dict[tuple[int, ...], tuple[tuple, T]] = {}

    @functools.wraps(fn)
    def cached(*args):
        key = tuple(map(id, args))
        hit = cache.get(key)
        if hit is None:
            hit = cache[key] = (args, fn(*args))
        return hit[1]

    cached.cache_clear = cache.clear
    return cached


class Kept(OrderedDict):
    """The last ``size`` entries kept, the oldest dropped first. Not a plain ``dict``: dropping
    its first key (``del d[next(iter(d))]``) walks over the holes earlier deletions left at the
    front, so once the dict is full every entry costs time in proportion to its size."""

    def __init__(self, size: int):
        super().__init__()
        self.size = size

    def keep(self, key, value):
        """``value`` stored under ``key`` (the oldest entry dropped when full), and returned."""
        if len(self) >= self.size:
            self.popitem(last=False)
        self[key] = value
        return value


def recent(size: int, copy: Callable = list) -> Callable[[Callable[..., list]], Callable[..., list]]:
    """A reading of a text (its first argument) kept for the last ``size`` texts read: one
    passage is read by several readers in turn. The other arguments are objects built once
    (lexicons, decks), compared by identity. Each caller gets its own copy of the list
    (``copy``; an immutable reading is given as it is with ``copy=None``)."""
    def wrap(fn: Callable[..., list]) -> Callable[..., list]:
        cache = Kept(size)

        @functools.wraps(fn)
        def cached(text: str, *objects):
            key = (text, *map(id, objects))
            hit = cache.get(key)
            if hit is None:
                hit = cache.keep(key, (objects, fn(text, *objects)))
            return copy(hit[1]) if copy is not None else hit[1]

        cached.cache_clear = cache.clear
        return cached
    return wrap


def lazy_module(name: str) -> Callable[[], ModuleType]:
    """The module ``name`` (absolute), imported at its first use and then given as it is: for a
    module that imports the caller's own (a cycle), whose import inside a function costs a lookup
    and a Python-level call each time the function runs."""
    @functools.cache
    def module() -> ModuleType:
        return importlib.import_module(name)
    return module


KEPT_READINGS = 1 << 12     # a reading kept for the last this many calls: a page's sentences and passages, read by several readers in turn


def _as_key(arg):
    """An argument as part of a cache key: a value (text, number, None, a frozenset or tuple of
    values) as it is, any other object (an engine, a game, a lexicon, an example: built once and
    never changed) by its identity."""
    if arg is None or type(arg) in (str, int, bool, frozenset):
        return arg
    if type(arg) is tuple and all(x is None or type(x) in (str, int, bool) for x in arg):
        return arg
    return ("#", id(arg))


def readings(size: int = KEPT_READINGS, copy: Callable | None = list, context: Callable[[], object] | None = None):
    """A pure reader's result kept for its last ``size`` distinct calls (the oldest dropped
    first). Its arguments are values (texts, numbers, frozensets: compared by value) or objects
    built once and never changed (engines, games, lexicons, examples: compared by identity, and
    kept with the entry so that no other object takes their ids). ``context``: what else the
    reading depends on, as a hashable value (the sentences of the document being checked, for a
    reader that looks at them). Each caller gets ``copy`` of the result (``None``: as it is, for an
    immutable result). Not for arguments that change after the call (a list being filled, a set
    of the document's names)."""
    def wrap(fn: Callable[..., T]) -> Callable[..., T]:
        cache = Kept(size)

        @functools.wraps(fn)
        def cached(*args, **kwargs):
            key = tuple(map(_as_key, args))
            if kwargs:
                key += tuple(sorted((k, _as_key(v)) for k, v in kwargs.items()))
            if context is not None:
                key += (context(),)
            hit = cache.get(key)
            if hit is None:
                hit = cache.keep(key, (args, fn(*args, **kwargs)))
            return copy(hit[1]) if copy is not None else hit[1]

        cached.cache_clear = cache.clear
        cached.uncached = fn
        _READINGS.append(cached)
        return cached
    return wrap


_READINGS: list = []        # every reader ``readings`` keeps


def kept_readers() -> list:
    """The readers ``readings`` keeps (each with ``uncached``, the reader itself, and
    ``cache_clear``)."""
    return list(_READINGS)


def copied_findings(found: list) -> list:
    """A list of findings (``toolkit.findings.Finding``, mutable dataclasses), each copied: the
    caller may change its list or a finding in it without changing the one kept."""
    return [_copy.copy(f) for f in found]
