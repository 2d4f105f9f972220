"""Tables the checker derives from a game, a deck or a lexicon, worked out once instead of for
every sentence.

Engines, decks and lexicons are built once (``engine.games.load``, ``lexicon()``) and never
changed afterwards, so a table derived from them is keyed by their identity. The objects are kept
with the table: while an entry exists no other object can take their ids.
"""

from __future__ import annotations

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
