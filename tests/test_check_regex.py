"""No pattern of the checker backtracks super-linearly (issue #8): every compiled pattern of
toolkit/check and of its data (site layout, idioms, other games' names) is fed adversarial
repetitions of its own special characters. Nothing is timed: a pattern that backtracks
catastrophically makes this test hang instead of passing, with a small input budget per run."""

import importlib
import pkgutil
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import toolkit.check
from toolkit.check import facts, numbers, placement
from toolkit.check.document import NotChecked, parse
from toolkit.check.lexicon import LANGUAGES, site_data

BUDGET = 2_000          # characters per generated input


def _patterns() -> dict[str, re.Pattern]:
    out = {}
    for info in pkgutil.iter_modules(toolkit.check.__path__):
        module = importlib.import_module(f"toolkit.check.{info.name}")
        for name, value in vars(module).items():
            if isinstance(value, re.Pattern):
                out[f"{info.name}.{name}"] = value
    site = site_data()
    for key in ("chrome", "section_markers"):
        for i, p in enumerate(site.get(key) or []):
            out[f"site.{key}[{i}]"] = re.compile(p)
    out["site.language_control"] = re.compile(site["language_control"])
    for lang in LANGUAGES:
        if (idioms := numbers._idioms(lang)) is not None:
            out[f"numbers.idioms.{lang}"] = idioms
    out["placement.other_games"] = placement._name_pattern(tuple(str(n) for n in site.get("other_games") or []))
    out["facts.tie_score"] = facts.tie_score("en").pattern      # the pattern behind its number filter
    out["facts.games_to"] = facts.games_to()
    return out


PATTERNS = _patterns()


def test_every_module_pattern_is_collected():
    names = set(PATTERNS)
    for expected in ("claims.RANK_LIST", "values.SEPARATOR", "values.AWARD_GAP", "cardwords.WORD", "examples.RANK_RUN", "terms.TOKEN",
                     "checks.STOP_BEFORE", "document.LEADER", "facts.tie_score", "facts.games_to"):
        assert expected in names
    assert len(names) >= 20


def _alphabet(pattern: re.Pattern) -> list[str]:
    specials = {ch for ch in pattern.pattern if not ch.isalnum() and ch not in "\\"}
    return sorted(specials | {"a", "é", "1", " ", "\n", "-", "–", ",", ".", "*", "_"})


@pytest.mark.parametrize("name", sorted(PATTERNS))
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_pattern_is_linear_on_repetitions(name, data):
    pattern = PATTERNS[name]
    unit = data.draw(st.text(alphabet=_alphabet(pattern), min_size=1, max_size=6), label="unit")
    tail = data.draw(st.text(alphabet=_alphabet(pattern), max_size=3), label="tail")
    text = (unit * (BUDGET // len(unit)))[:BUDGET] + tail
    list(pattern.finditer(text))
    pattern.match(text)
    pattern.split(text)


@pytest.mark.parametrize("unit", ["*a ", "_a ", "[a](", "`a", "<a ", "**a", "# a\n", "- a\n", "| a ",
                                  "a.\t", ".... ", "{a", "1–", "Asso–"])
@pytest.mark.parametrize("suffix", [".md", ".txt", ".html"])
def test_documents_of_repeated_markup_are_read(unit, suffix):
    """The Markdown line that froze the checker ("*a " 40,000 times) and its relatives: read by
    the real parsers in one pass."""
    raw = (unit * (40_000 // len(unit))).encode()
    try:
        parse(raw, f"input{suffix}").split("en")
    except NotChecked as exc:       # a 40,000-character "sentence" is refused, not hung on
        assert "\n" not in str(exc)
