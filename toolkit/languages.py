"""The one language registry: ``site/languages.yaml``, read by the pages, the site build, the
catalogs, the checker and the game service.

A language is a data entry (its fields are documented at the head of the file); what else a
language needs is data named by its code: the gettext catalogs ``rules/locales/<code>/``, the
checker's locale data ``rules/checker/<code>.yaml`` and its glossary entries
(``tests/test_languages.py`` checks that each registered language has them all).
"""

from __future__ import annotations

import functools
import logging
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator

from engine import yamlstrict
from engine.spec import Document, Located, Strict, validate

log = logging.getLogger("cardavia.languages")

LANGUAGES_FILE = Path(__file__).resolve().parent.parent / "site" / "languages.yaml"
# Labels our templates need in every language (site/overrides/partials/*.html).
REQUIRED_LABELS = ("display", "contrast", "grain", "temperature", "reset", "permalink", "description",
                   "not_found", "not_found_text")


class Language(Strict):
    code: str = Field(pattern=r"^[a-z]{2,3}$")
    name: str
    direction: Literal["ltr", "rtl"] = "ltr"
    theme: str = ""
    search: str | None = None
    separator: str | None = None
    default: bool = False
    labels: dict[str, str] = Field(default_factory=dict)
    locale: str = ""

    @property
    def theme_language(self) -> str:
        return self.theme or self.code

    @property
    def babel_locale(self) -> str:
        """The CLDR locale for numbers and lists (``en_GB``: "7, 3 and 4")."""
        return self.locale or self.code


class Registry(Document):
    format: Literal["cardavia-languages/1"]
    languages: list[Language]

    @model_validator(mode="after")
    def _one_default_with_every_label(self) -> "Registry":
        seen: set[str] = set()
        for i, lang in enumerate(self.languages):
            if lang.code in seen:
                raise Located(("languages", i, "code"), f"duplicate language code {lang.code!r}")
            seen.add(lang.code)
        defaults = [i for i, lang in enumerate(self.languages) if lang.default]
        if len(defaults) != 1:
            raise Located(("languages",), "exactly one language must have default: true")
        missing = [k for k in REQUIRED_LABELS if k not in self.languages[defaults[0]].labels]
        if missing:
            raise Located(("languages", defaults[0], "labels"), f"the default language lacks labels {missing}")
        return self


def load_languages(path: Path = LANGUAGES_FILE) -> list[Language]:
    """The registered languages in order; labels missing in a language fall back to the default's."""
    return list(_load(Path(path)))


@functools.cache
def _load(path: Path) -> tuple[Language, ...]:
    registry = validate(Registry, yamlstrict.load_file(path), path)
    default = next(lang for lang in registry.languages if lang.default)
    out = []
    for lang in registry.languages:
        absent = [k for k in default.labels if k not in lang.labels]
        if absent and not lang.default:
            log.warning("language %s: labels %s fall back to %s", lang.code, absent, default.code)
        out.append(lang.model_copy(update={"theme": lang.theme_language,
                                           "labels": {**default.labels, **lang.labels}}))
    return tuple(out)


def codes() -> tuple[str, ...]:
    """The registered language codes, in the order of the file."""
    return tuple(lang.code for lang in load_languages())
