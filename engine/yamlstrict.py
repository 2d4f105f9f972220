"""A strict YAML loader that remembers where every value came from.

YAML 1.2 scalars only (``no``, ``on``, ``0o12``, ``1:20`` stay strings), duplicate keys and aliases
(``*name``) are errors,
and mappings and sequences come back as :class:`LocDict` / :class:`LocList`, which know the
line and column of each key and item so that schema errors can name them.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml
from yaml.constructor import ConstructorError
from yaml.resolver import BaseResolver

from .errors import SpecError


class LocDict(dict):
    """A mapping with ``start`` (line, col) and ``key_pos[key]`` (line, col), 1-based."""

    __slots__ = ("start", "key_pos")


class LocList(list):
    """A sequence with ``start`` (line, col) and ``item_pos[i]`` (line, col), 1-based."""

    __slots__ = ("start", "item_pos")


class _Resolver(BaseResolver):
    """The YAML 1.2 core schema: only true/false, null, decimal ints and floats are implicit."""

    yaml_implicit_resolvers: dict = {}


_Resolver.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
                                list("tTfF"))
_Resolver.add_implicit_resolver("tag:yaml.org,2002:int", re.compile(r"^[-+]?[0-9]+$"), list("-+0123456789"))
_Resolver.add_implicit_resolver("tag:yaml.org,2002:float",
                                re.compile(r"^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$"),
                                list("-+0123456789."))
_Resolver.add_implicit_resolver("tag:yaml.org,2002:null", re.compile(r"^(?:~|null|Null|NULL|)$"),
                                ["~", "n", "N", ""])


def _pos(node: yaml.Node) -> tuple[int, int]:
    return node.start_mark.line + 1, node.start_mark.column + 1


class _Constructor(yaml.constructor.SafeConstructor):
    def construct_object(self, node, deep=False):
        # A node met twice is an alias (``*name``): refused, so that no document can expand to
        # more values than it has nodes (a "billion laughs" bomb).
        if node in self.constructed_objects or node in self.recursive_objects:
            raise ConstructorError(None, None, "aliases (*name) are not allowed; repeat the value",
                                   node.start_mark)
        return super().construct_object(node, deep)

    def construct_mapping(self, node, deep=False):  # noqa: D401 - PyYAML hook
        if not isinstance(node, yaml.MappingNode):
            raise ConstructorError(None, None, "expected a mapping", node.start_mark)
        result = LocDict()
        result.start = _pos(node)
        result.key_pos = {}
        for key_node, value_node in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                raise ConstructorError(None, None, "merge keys (<<) are not allowed", key_node.start_mark)
            key = self.construct_object(key_node, deep=True)
            if not isinstance(key, (str, int)):
                raise ConstructorError(None, None, "mapping keys must be strings", key_node.start_mark)
            if key in result:
                first = result.key_pos[key]
                raise ConstructorError(None, None, f"duplicate key {key!r} (first at line {first[0]})",
                                       key_node.start_mark)
            result[key] = self.construct_object(value_node, deep=True)
            result.key_pos[key] = _pos(key_node)
        return result

    def construct_sequence(self, node, deep=False):
        result = LocList(self.construct_object(child, deep=True) for child in node.value)
        result.start = _pos(node)
        result.item_pos = [_pos(child) for child in node.value]
        return result

    def construct_yaml_map(self, node):
        yield self.construct_mapping(node)

    def construct_yaml_seq(self, node):
        yield self.construct_sequence(node)


_Constructor.add_constructor("tag:yaml.org,2002:map", _Constructor.construct_yaml_map)
_Constructor.add_constructor("tag:yaml.org,2002:seq", _Constructor.construct_yaml_seq)
for _tag in ("timestamp", "binary", "set", "omap", "pairs"):
    _Constructor.yaml_constructors.pop(f"tag:yaml.org,2002:{_tag}", None)


class _PureStrictLoader(yaml.reader.Reader, yaml.scanner.Scanner, yaml.parser.Parser, yaml.composer.Composer,
                        _Constructor, _Resolver):
    def __init__(self, stream):
        yaml.reader.Reader.__init__(self, stream)
        yaml.scanner.Scanner.__init__(self)
        yaml.parser.Parser.__init__(self)
        yaml.composer.Composer.__init__(self)
        _Constructor.__init__(self)
        _Resolver.__init__(self)


try:
    from yaml.cyaml import CParser as _CParser  # libyaml
except ImportError:  # pragma: no cover - PyYAML built without libyaml
    _CParser = None

if _CParser is not None:
    class StrictLoader(_CParser, _Constructor, _Resolver):
        """libyaml parses (fast); our constructor and resolver keep the YAML 1.2 rules."""

        def __init__(self, stream):
            _CParser.__init__(self, stream)
            _Constructor.__init__(self)
            _Resolver.__init__(self)
else:  # pragma: no cover - PyYAML built without libyaml
    StrictLoader = _PureStrictLoader


def load_text(text: str, path: str | Path) -> Any:
    """Parse YAML text strictly; errors become :class:`SpecError` with path, line and column."""
    try:
        return yaml.load(text, Loader=StrictLoader)  # noqa: S506 - StrictLoader is a safe loader
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = exc.problem or exc.context or "invalid YAML"
        line, col = (mark.line + 1, mark.column + 1) if mark else (None, None)
        raise SpecError(problem, str(path), line, col) from None
    except yaml.YAMLError as exc:
        raise SpecError(f"invalid YAML: {exc}", str(path)) from None


def load_file(path: str | Path) -> Any:
    """Read and parse a YAML file; unreadable files and bad encodings are :class:`SpecError`."""
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise SpecError(f"cannot read file: {exc.strerror or exc}", str(path)) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise SpecError(f"not UTF-8 (byte 0x{data[exc.start]:02x})", str(path), line) from None
    return load_text(text, path)


def position(data: Any, loc: tuple) -> tuple[int | None, int | None]:
    """The line and column of the deepest node along ``loc`` (a pydantic error location). A part
    that is not a key of a mapping (the tag of a tagged union) is skipped."""
    best: tuple[int | None, int | None] = getattr(data, "start", (None, None))
    node = data
    for part in loc:
        if isinstance(node, LocDict):
            if part in node:
                best = node.key_pos.get(part, best)
                node = node[part]
        elif isinstance(node, LocList) and isinstance(part, int) and 0 <= part < len(node):
            best = node.item_pos[part]
            node = node[part]
        else:
            break
    return best
