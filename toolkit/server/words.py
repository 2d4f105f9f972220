"""The Table's words: gettext domain ``table`` (``rules/locales/<lang>/LC_MESSAGES/table.po``).

Kept apart from the rule pages' ``cardavia`` domain. Messages are marked with :func:`table_text`
(context, message) and :func:`table_ntext`, which the ``cardavia`` extraction does not collect;
:func:`extract` collects them from ``toolkit/server/``, ``toolkit/play.py`` and the Table's
page template.
"""

from __future__ import annotations

import copy
import functools
import io
from pathlib import Path
from typing import NamedTuple, Sequence

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo

from .. import catalog
from ..findings import Finding
from ..languages import codes

DOMAIN = "table"
POT = catalog.LOCALES / f"{DOMAIN}.pot"
METHOD_MAP = [("toolkit/server/**.py", "python"), ("toolkit/play.py", "python")]
KEYWORDS = {"table_text": ((1, "c"), 2), "table_ntext": ((1, "c"), 2, 3)}


class Msg(NamedTuple):
    """A message of the Table's catalog, translated by :class:`Words`."""

    context: str
    message: str
    plural: str | None = None


def table_text(context: str, message: str) -> Msg:
    return Msg(context, message)


def table_ntext(context: str, singular: str, plural: str) -> Msg:
    return Msg(context, singular, plural)


def po_path(lang: str) -> Path:
    return catalog.LOCALES / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def extract() -> Catalog:
    out = Catalog(project="CARDAVIA", domain=DOMAIN, fuzzy=False, charset="utf-8")
    for filename, lineno, message, comments, context in extract_from_dir(
            str(catalog.ROOT), METHOD_MAP, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",)):
        out.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return out


def update(languages: Sequence[str] | None = None) -> dict[str, int]:
    """Write ``table.pot`` and merge it into each registered language's ``table.po`` (or those of
    ``languages``); returns what is left to translate per language."""
    from babel.messages.pofile import write_po

    template = extract()
    left = {}
    for path, cat in [(POT, template)] + [(po_path(lang), _merged(lang, template)) for lang in languages or codes()]:
        buf = io.BytesIO()
        write_po(buf, cat, width=100, omit_header=False)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_bytes(buf.getvalue())
        tmp.replace(path)
        if path != POT:
            left[cat.locale_identifier] = sum(1 for m in cat if m.id and (m.fuzzy or not _done(m)))
    return left


def _merged(lang: str, template: Catalog) -> Catalog:
    path = po_path(lang)
    cat = catalog.read_catalog(path, lang) if path.exists() else Catalog(locale=lang, domain=DOMAIN)
    cat.update(copy.deepcopy(template), no_fuzzy_matching=True)
    cat.obsolete.clear()  # messages the code no longer has
    if lang == "en":
        for msg in cat:
            if msg.id:
                msg.string = msg.id
                msg.flags.discard("fuzzy")
    return cat


def _done(msg) -> bool:
    strings = msg.string if isinstance(msg.string, (list, tuple)) else [msg.string]
    return all(strings)


def problems(lang: str, template: Catalog | None = None) -> list[Finding]:
    """Missing or fuzzy translations and changed placeholders of one language, with lines."""
    path = po_path(lang)
    cat = catalog.read_catalog(path, lang)
    out = []
    for msg in template or extract():
        if not msg.id:
            continue
        found = cat.get(msg.id, msg.context)
        if found is None or found.fuzzy or not _done(found):
            out.append(catalog.problem(f"no translation of {msg.context}: {msg.id!r}", path,
                                       found.lineno if found else 1, msg.context))
            continue
        ids = msg.id if isinstance(msg.id, (list, tuple)) else [msg.id]
        strings = found.string if isinstance(found.string, (list, tuple)) else [found.string]
        want = set(catalog.PLACEHOLDER.findall(ids[-1]))
        if any(set(catalog.PLACEHOLDER.findall(s)) != want for s in strings):
            out.append(catalog.problem(f"placeholders of {msg.context}: {msg.id!r} differ", path, found.lineno,
                                       msg.context))
    return out


@functools.cache
def translations(lang: str) -> catalog.PlainTranslations:
    """The Table's translations for ``lang`` (fuzzy entries ignored; English is the source), plain
    text like every translation (:func:`toolkit.catalog.plain_text`)."""
    if lang == "en":
        return catalog.PlainTranslations()
    buf = io.BytesIO()
    write_mo(buf, catalog.read_catalog(po_path(lang), lang), use_fuzzy=False)
    buf.seek(0)
    return catalog.PlainTranslations(buf, domain=DOMAIN)


class Words:
    """The Table's messages in one language, filled like the pages' (``{name}`` placeholders)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.tr = translations(lang)

    def __call__(self, msg: Msg, n: int | None = None, /, **values: str) -> str:
        """``msg`` translated (a plural message in its form for ``n``) with its values filled in."""
        if msg.plural is None:
            text = self.tr.pgettext(msg.context, msg.message)
        else:
            text = self.tr.npgettext(msg.context, msg.message, msg.plural, n)
        return self._fill(text, values)

    @staticmethod
    def _fill(text: str, values: dict[str, str]) -> str:
        return catalog.PLACEHOLDER.sub(lambda m: values[m.group(1)], text)
