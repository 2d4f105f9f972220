"""gettext catalogs of the rule pages (domain ``cardavia``, Babel).

Sources of messages, each with its line numbers:

- game specs: every clause ``text`` (msgctxt = clause id), section titles (``section``), award
  names (``award``); deck specs: suit names (``suit``), description and history (``deck``) —
  :func:`extract_spec`, a Babel extractor;
- ``toolkit/*.py``: ``pgettext``/``npgettext`` calls (example phrasing, sample deals);
- ``toolkit/templates/*.j2``: the page templates (Jinja2 i18n).

``cardavia catalog extract|update|stats``. Fuzzy entries count as untranslated everywhere.
"""

from __future__ import annotations

import copy
import html
import io
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Sequence

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import PoFileError, read_po, write_po
from babel.support import Translations

from engine import yamlstrict
from engine.errors import CardaviaError
from engine.facts import PLACEHOLDER  # a message argument is written like a fact: {name}
from engine.inputs import read_text
from engine.paths import RULES_DIR

from .findings import Finding
from .languages import codes

DOMAIN = "cardavia"
ROOT = RULES_DIR.parent
LOCALES = RULES_DIR / "locales"
POT = LOCALES / f"{DOMAIN}.pot"
MAX_CATALOG_BYTES = 20_000_000   # our catalogs are about 100 kB

METHOD_MAP = [
    ("rules/games/**.yaml", "toolkit.catalog:extract_spec"),
    ("rules/decks/**.yaml", "toolkit.catalog:extract_spec"),
    ("toolkit/**.py", "python"),
    ("toolkit/templates/**.j2", "jinja2"),
]
KEYWORDS = {"_": None, "gettext": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2),
            "npgettext": ((1, "c"), 2, 3)}


class CatalogError(CardaviaError):
    """A catalog that cannot be read (a broken ``.po`` line, not UTF-8, too big). What is wrong
    inside a readable catalog is a :class:`~toolkit.findings.Finding` of :func:`problems`."""


_LOOKALIKES = str.maketrans({"<": "\u2039", ">": "\u203a"})


def plain_text(text: str) -> str:
    """A translation as text that no renderer can turn into markup, whatever it decodes or strips.

    HTML entities are decoded until none is left (``&amp;lt;`` is no way around), then ``<`` and
    ``>`` become the lookalikes ``‹ ›``. Every msgstr passes here when a catalog is loaded
    (:class:`PlainTranslations`); :func:`problems` refuses the same characters with the line."""
    while (decoded := html.unescape(text)) != text:
        text = decoded
    return text.translate(_LOOKALIKES)


class PlainTranslations(Translations):
    """gettext translations whose every msgstr went through :func:`plain_text` when read."""

    def _parse(self, fp) -> None:
        super()._parse(fp)
        self._catalog = {key: value if key == "" else plain_text(value)
                         for key, value in self._catalog.items()}


def extract_spec(fileobj, keywords, comment_tags, options) -> Iterator[tuple]:
    """Babel extraction method for ``rules/games`` and ``rules/decks`` YAML files."""
    path = getattr(fileobj, "name", "<spec>")
    data = yamlstrict.load_text(fileobj.read().decode("utf-8"), path)
    if not isinstance(data, dict):
        return
    for section in data.get("sections") or []:
        yield section.key_pos["title"][0], "pgettext", ("section", section["title"]), []
    for clause in data.get("clauses") or []:
        if "text" in clause:
            yield clause.key_pos["text"][0], "pgettext", (clause["id"], clause["text"]), \
                [f"concepts: {', '.join(clause.get('concepts', []))}"]
    for award in data.get("awards") or []:
        if "name" in award:
            yield award.key_pos["name"][0], "pgettext", ("award", award["name"]), []
    region = data.get("region") or []
    for i, place in enumerate(region):
        yield region.item_pos[i][0], "pgettext", ("region", place), []
    for key in ("description", "history"):
        if key in data:
            yield data.key_pos[key][0], "pgettext", ("deck", data[key]), []
    for suit in data.get("suits") or []:
        yield suit.key_pos["english"][0], "pgettext", ("suit", suit["english"]), []


def extract() -> Catalog:
    """A fresh template catalog from every source, with line references."""
    catalog = Catalog(project="CARDAVIA", domain=DOMAIN, fuzzy=False, charset="utf-8")
    for filename, lineno, message, comments, context in extract_from_dir(
            str(ROOT), METHOD_MAP, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",),
            options_map={"toolkit/templates/**.j2": {"extensions": "jinja2.ext.i18n"}}):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return catalog


def po_path(lang: str) -> Path:
    return LOCALES / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def read_catalog(path: Path, locale: str | None = None) -> Catalog:
    return parse_po(read_text(path, MAX_CATALOG_BYTES, CatalogError), str(path), locale)


# One line of a catalog: a keyword and one complete string, or a continuation string.
_PO_LINE = re.compile(r'(?:(?:msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+)?"(?:[^"\\]|\\.)*"')


def parse_po(text: str, path: str, locale: str | None = None) -> Catalog:
    """The one reader of ``.po`` text, for the build, the catalog commands and ``check``: Babel's
    parser, once every line is known to be a comment, a keyword with one complete string, or a
    string (Babel reads ``msgstr "abc`` as ``ab``)."""
    for number, line in enumerate(text.split("\n"), 1):
        line = line.strip()
        if line and not line.startswith("#") and not _PO_LINE.fullmatch(line):
            what = "an unterminated string" if line.count('"') % 2 else "not a catalog line"
            raise CatalogError(f"invalid catalog: {what}: {line[:60]}", path, number)
    try:
        return read_po(io.StringIO(text), locale=locale, abort_invalid=True)
    except PoFileError as exc:
        message = str(exc).rsplit(" on ", 1)[0]
        raise CatalogError(f"invalid catalog: {message}", path, exc.lineno + 1) from None
    except ValueError as exc:   # a header Babel cannot use (plural forms, locale)
        raise CatalogError(f"invalid catalog: {exc}", path) from None


def _write_atomically(path: Path, catalog: Catalog, **options) -> None:
    buf = io.BytesIO()
    write_po(buf, catalog, width=100, **options)
    tmp = path.with_name(path.name + ".tmp")
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp.write_bytes(buf.getvalue())
    tmp.replace(path)


def write_template(catalog: Catalog | None = None) -> Path:
    _write_atomically(POT, catalog or extract(), omit_header=False)
    return POT


def update(languages: Sequence[str] | None = None) -> dict[str, int]:
    """Merge the template into each registered language's catalog (or those of ``languages``);
    returns the count of new or fuzzy entries."""
    template = extract()
    write_template(template)
    changed = {}
    for lang in languages or codes():
        path = po_path(lang)
        catalog = read_catalog(path, lang) if path.exists() else Catalog(locale=lang, domain=DOMAIN)
        # Babel's update shares Message objects with the template: give each language its own copy.
        catalog.update(copy.deepcopy(template), no_fuzzy_matching=True)
        if lang == "en":  # the source language: every translation is its msgid
            for msg in catalog:
                if msg.id:
                    msg.string = tuple(msg.id) if isinstance(msg.id, (list, tuple)) else msg.id
                    msg.flags.discard("fuzzy")
        changed[lang] = sum(1 for m in catalog if m.id and (not _translated(m)))
        _write_atomically(path, catalog)
    return changed


def _translated(msg) -> bool:
    if msg.fuzzy:
        return False
    strings = msg.string if isinstance(msg.string, (list, tuple)) else [msg.string]
    return all(strings)


@dataclass
class Stats:
    lang: str
    total: int
    translated: int
    fuzzy: int

    @property
    def untranslated(self) -> int:
        return self.total - self.translated

    @property
    def coverage(self) -> float:
        return self.translated / self.total if self.total else 1.0


def stats(lang: str, template: Catalog | None = None) -> Stats:
    """Coverage of one language against the template (fuzzy counts as untranslated)."""
    template = template or extract()
    catalog = read_catalog(po_path(lang), lang) if po_path(lang).exists() else Catalog(locale=lang)
    total = translated = fuzzy = 0
    for msg in template:
        if not msg.id:
            continue
        total += 1
        found = catalog.get(msg.id, msg.context)
        if found is None:
            continue
        if found.fuzzy:
            fuzzy += 1
        elif _translated(found):
            translated += 1
    return Stats(lang, total, translated, fuzzy)


def problem(message: str, path: Path, line: int | None, clause: str | None) -> Finding:
    """A catalog problem: it stops the build, so it is an error."""
    return Finding(line, "error", "catalog", clause, message, path=str(path))


def problems(lang: str, template: Catalog | None = None) -> list[Finding]:
    """Missing or fuzzy translations and placeholder mismatches, each with the catalog's line."""
    path = po_path(lang)
    catalog = read_catalog(path, lang)
    template = template or extract()
    out: list[Finding] = []
    for msg in template:
        if not msg.id:
            continue
        found = catalog.get(msg.id, msg.context)
        label = f"{msg.context + ': ' if msg.context else ''}{_first(msg.id)!r}"
        if found is None or not _translated(found):
            line = found.lineno if found is not None else None
            state = "fuzzy" if found is not None and found.fuzzy else "missing"
            out.append(problem(f"{state} translation of {label}", path, line, msg.context))
            continue
        strings = found.string if isinstance(found.string, (list, tuple)) else [found.string]
        if any(plain_text(s) != s for s in strings):
            out.append(problem(f"markup in the translation of {label}: a translation is plain text "
                               "(no <, > or HTML entities)", path, found.lineno, msg.context))
            continue
        ids = msg.id if isinstance(msg.id, (list, tuple)) else [msg.id]
        expected, _ = message_args(ids[-1])
        for s in strings:
            try:
                got, selectors = message_args(s)
            except ValueError as exc:
                out.append(problem(f"broken message in {label}: {exc}", path, found.lineno, msg.context))
                break
            detail = []
            if expected - got:
                detail.append("missing " + ", ".join("{%s}" % p for p in sorted(expected - got)))
            if got - expected:
                detail.append("unknown " + ", ".join("{%s}" % p for p in sorted(got - expected)))
            if selectors - SELECTORS:
                detail.append("unknown selector " + ", ".join(sorted(selectors - SELECTORS)))
            if detail:
                out.append(problem(f"placeholders differ in {label}: {'; '.join(detail)}",
                                   path, found.lineno, msg.context))
                break
    return out


# Arguments a translation may choose on (``{form, select, …}``) without printing them; see
# rules/locales/README.md. ``form`` is given to card and suit messages, the keys to card messages.
SELECTORS = frozenset({"form", "rank_key", "suit_key"})


def message_args(text: str) -> tuple[set[str], set[str]]:
    """The placeholders a message prints (``{name}``) and the arguments it selects on
    (``{name, select, key {…} other {…}}``, ICU MessageFormat), at any depth.
    ``ValueError`` for unbalanced braces."""
    printed: set[str] = set()
    selected: set[str] = set()

    def message(i: int, depth: int) -> int:
        while i < len(text):
            ch = text[i]
            if ch == "}":
                if depth == 0:
                    raise ValueError(f"unmatched '}}' at column {i + 1}")
                return i
            if ch == "{":
                i = argument(i + 1, depth)
            i += 1
        if depth:
            raise ValueError("a '{' is never closed")
        return i

    def argument(i: int, depth: int) -> int:
        end = i
        while end < len(text) and text[end] not in ",}":
            end += 1
        if end == len(text):
            raise ValueError("a '{' is never closed")
        name = text[i:end].strip()
        if text[end] == "}":
            printed.add(name)
            return end
        selected.add(name)
        j = text.index(",", end + 1) + 1 if text.count(",", end + 1) else len(text)
        while j < len(text):  # branches: keyword {submessage} … until the closing brace
            if text[j] == "}":
                return j
            if text[j] == "{":
                j = message(j + 1, depth + 1)
            j += 1
        raise ValueError(f"the choice on {{{name}}} is never closed")

    message(0, 0)
    return printed, selected


def _first(msgid) -> str:
    text = msgid[0] if isinstance(msgid, (list, tuple)) else msgid
    return text if len(text) <= 50 else text[:47] + "..."


def translations(lang: str) -> PlainTranslations:
    """gettext translations for ``lang`` from its ``.po`` (fuzzy entries ignored).

    The compiled ``.mo`` beside the catalog (ignored by git) is reused while it is newer than the
    ``.po``; otherwise it is compiled again (and rewritten when the directory is writable)."""
    if lang == "en":
        return PlainTranslations()
    po = po_path(lang)
    mo = po.with_suffix(".mo")
    try:
        if mo.stat().st_mtime_ns >= po.stat().st_mtime_ns:
            with mo.open("rb") as f:
                return PlainTranslations(f, domain=DOMAIN)
    except OSError:
        pass
    catalog = read_catalog(po, lang)
    buf = io.BytesIO()
    write_mo(buf, catalog, use_fuzzy=False)
    try:
        tmp = mo.with_name(f"{mo.name}.{os.getpid()}.tmp")
        tmp.write_bytes(buf.getvalue())
        tmp.replace(mo)
    except OSError:
        pass
    buf.seek(0)
    return PlainTranslations(buf, domain=DOMAIN)
