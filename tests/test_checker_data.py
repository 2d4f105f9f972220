"""The checker's data files (rules/checker/*.yaml, rules/glossary.yaml) say what they mean.

The checker reads them with PyYAML's fast loader, which keeps the last of two equal keys without a
word (a cue list added twice, for instance by two merged branches, silently loses one of them) and
reads YAML 1.1 scalars (a bare ``no`` or ``off`` in a list of words becomes a boolean). Here every
file is read with the strict loader of the specs as well, and every word list holds strings only.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from engine import yamlstrict
from engine.errors import SpecError

RULES = Path(__file__).resolve().parent.parent / "rules"
FILES = sorted((RULES / "checker").glob("*.yaml")) + [RULES / "glossary.yaml"]


def _words(node, where: str):
    """(where, item) for every item of every list in ``node``."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _words(value, f"{where}/{key}")
    elif isinstance(node, list):
        for i, item in enumerate(node):
            if isinstance(item, (dict, list)):
                yield from _words(item, f"{where}[{i}]")
            else:
                yield f"{where}[{i}]", item


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_no_key_is_given_twice(path):
    yamlstrict.load_file(path)      # raises SpecError naming the line of the second key


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_listed_word_is_a_string(path):
    data = yaml.load(path.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    odd = [(where, item) for where, item in _words(data, path.name) if not isinstance(item, str)]
    assert not odd, f"not words (quote them): {odd[:5]}"


def test_a_key_given_twice_is_caught(tmp_path):
    bad = tmp_path / "xx.yaml"
    bad.write_text("or_also: [oppure]\nled: [esce]\nor_also: [ovvero]\n", encoding="utf-8")
    with pytest.raises(SpecError) as err:
        yamlstrict.load_file(bad)
    assert err.value.line == 3 and "duplicate key" in str(err.value)


def test_a_bare_no_in_a_word_list_is_caught():
    data = yaml.load("negation: [not, no, never]\n", Loader=yaml.SafeLoader)
    assert [item for _, item in _words(data, "x") if not isinstance(item, str)] == [False]
