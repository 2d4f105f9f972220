"""Compiled engines cached on disk: :func:`load` returns the engine :func:`engine.games.load`
builds, read back in milliseconds without parsing YAML or importing pydantic.

On a miss the spec is validated (``engine/spec.py``: pydantic stays the judge of bad input, with
its ``file:line`` errors), checked and compiled as usual, and the game object is pickled with
every schema model turned into a :class:`SpecData`: its fields and properties as plain
attributes. The file's name holds a hash of the game's spec, the decks and the engine's source
(the schema's included), so editing any of them builds a new one. A spec that fails is never
cached. The cache lives in ``$XDG_CACHE_HOME/cardavia/engines`` (else ``~/.cache``); a cache that
cannot be written only costs the time.
"""

from __future__ import annotations

import functools
import hashlib
import os
import pickle
from pathlib import Path

from .paths import rules_dir
from .state import Game

ENGINE_DIR = Path(__file__).resolve().parent


class SpecData:
    """A validated schema model as plain data: the same attribute names and values (nested models
    are :class:`SpecData` too); ``model`` names the schema class it came from, ``fields`` its
    fields (the other attributes are its properties)."""

    def __init__(self, model: str, data: dict, fields: tuple[str, ...] = ()) -> None:
        self.__dict__.update(data)
        self.__dict__["model"] = model
        self.__dict__["fields"] = fields

    def model_dump(self, exclude: set[str] = frozenset()) -> dict:
        """The fields as plain data, like the schema model's ``model_dump``."""
        return {name: _dump(getattr(self, name)) for name in self.fields if name not in exclude}

    def __repr__(self) -> str:
        fields = ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items() if k not in ("model", "fields"))
        return f"{self.model}({fields})"


def _dump(value):
    if isinstance(value, SpecData):
        return value.model_dump()
    if isinstance(value, (list, tuple)):
        return [_dump(v) for v in value]
    if isinstance(value, dict):
        return {k: _dump(v) for k, v in value.items()}
    return value


def _model_data(obj) -> dict:
    """A model's fields and the values of its properties (``source``, ``kind``)."""
    cls = type(obj)
    data = {name: getattr(obj, name) for name in cls.model_fields}
    for klass in cls.__mro__:
        for name, member in vars(klass).items():
            if isinstance(member, property) and not name.startswith("_") and name not in data:
                data[name] = getattr(obj, name)
    return data


class _Pickler(pickle.Pickler):
    def reducer_override(self, obj):
        from pydantic import BaseModel

        if isinstance(obj, BaseModel):
            return SpecData, (type(obj).__name__, _model_data(obj), tuple(type(obj).model_fields))
        for plain in (dict, list):   # the YAML loader's located containers (engine.yamlstrict)
            if isinstance(obj, plain) and type(obj) is not plain:
                return plain, (plain(obj),)
        return NotImplemented


def cache_dir() -> Path:
    root = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return root / "cardavia" / "engines"


def cache_key(game_id: str) -> str | None:
    """The hash of what a compiled engine is made from; ``None`` if the game has no spec file."""
    spec = rules_dir() / "games" / f"{game_id}.yaml"
    h = hashlib.sha256(pickle.format_version.encode())
    try:
        h.update(spec.read_bytes())
        for path in sorted((rules_dir() / "decks").glob("*.yaml")) + sorted(ENGINE_DIR.glob("*.py")):
            h.update(path.name.encode())
            h.update(path.read_bytes())
    except OSError:
        return None
    return h.hexdigest()[:20]


@functools.cache
def load(game_id: str) -> Game:
    """The engine for ``game_id``, as :func:`engine.games.load` builds and checks it, from the
    cache when it is fresh."""
    key = cache_key(game_id)
    path = cache_dir() / f"{game_id}-{key}.pickle"
    if key is not None:
        try:
            with path.open("rb") as f:
                return pickle.load(f)
        except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, ValueError, TypeError):
            pass
    from . import games   # validates the spec: a bad one raises its file:line error here

    game = games.load(game_id)
    if key is not None:
        _store(game, path)
    return game


def _store(game: Game, path: Path) -> None:
    """Write ``game`` to ``path`` atomically, and remove the game's stale entries."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        with tmp.open("wb") as f:
            _Pickler(f, pickle.HIGHEST_PROTOCOL).dump(game)
        tmp.replace(path)
        for old in path.parent.glob(f"{game.spec.id}-*.pickle"):
            if old != path and old.name.rsplit("-", 1)[0] == game.spec.id:
                old.unlink(missing_ok=True)
    except OSError:
        pass
