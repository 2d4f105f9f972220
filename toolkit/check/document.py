"""Reading a document to check: plain text in the site's layouts, Markdown, or a gettext catalog.

Every input becomes a list of :class:`Segment` (one sentence, or one catalog translation) with the
line it starts on. Site chrome (controls, the language switch) is dropped; section markers ("- 1",
"1. Objectif") set the section number of the segments that follow.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from engine.errors import CardaviaError
from engine.inputs import read_bytes

from .lexicon import site_data

MAX_BYTES = 2_000_000        # a rules page is a few kB; larger input is not a rules text
MAX_SEGMENTS = 1500
MAX_SEGMENT_CHARS = 4000      # a sentence longer than this is not rules text

SENTENCE_END = re.compile(r"(?<=[.!?…])\s+(?=\S)")
MD_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
MD_MARKUP = re.compile(r"(\*\*|__|`|<[^>]{1,400}>)")
MD_EMPHASIS = re.compile(r"(?<!\w)[*_](\S(?:.*?\S)?)[*_](?!\w)")
WORDS = re.compile(r"[^\W\d_]+", re.UNICODE)
ANCHOR = re.compile(r'<a id="([A-Za-z0-9_.-]+)"></a>')   # our pages: the clause's anchor


@dataclass
class Segment:
    line: int
    text: str
    section: int | None = None     # the numbered section the segment is in, when the page says
    heading: bool = False          # a title or label line: checked for names, not aligned
    clause: str | None = None      # a catalog entry names its clause (msgctxt); our pages' anchor
    template: bool = False         # a catalog msgstr: {placeholders} still in it


@dataclass
class Document:
    path: str
    kind: str                      # text | markdown | po
    segments: list[Segment] = field(default_factory=list)
    language_hint: str | None = None   # from the site's language control
    catalog_language: str | None = None

    @property
    def body(self) -> str:
        return "\n".join(s.text for s in self.segments)


class NotChecked(CardaviaError):
    """The input cannot be checked (unreadable, binary, not a rules text)."""


def read(path: Path) -> Document:
    raw = read_bytes(path, MAX_BYTES, NotChecked, utf8=True)
    return parse(raw, str(path))


def decode(raw: bytes, path: str) -> str:
    if b"\x00" in raw:
        raise NotChecked("not a text file (binary data)", path)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise NotChecked(f"not UTF-8 text (byte {exc.start})", path) from None
    if not text.strip():
        raise NotChecked("empty: no rules text to check", path)
    return text


def parse(raw: bytes, path: str) -> Document:
    text = decode(raw, path)
    if path.endswith((".po", ".pot")):
        doc = parse_po(text, path)
    else:
        doc = parse_text(text, path, markdown=path.endswith((".md", ".markdown")))
    if not any(not s.heading for s in doc.segments):
        raise NotChecked("not a rules text: no sentences found", path)
    if len(doc.segments) > MAX_SEGMENTS:
        raise NotChecked(f"not a rules page: {len(doc.segments)} segments", path)
    long = next((s for s in doc.segments if len(s.text) > MAX_SEGMENT_CHARS), None)
    if long is not None:
        raise NotChecked(f"not a rules page: a sentence of {len(long.text)} characters", path, long.line)
    return doc


def _strip_markdown(line: str) -> str:
    line = MD_LINK.sub(r"\1", line)
    line = MD_MARKUP.sub("", line)
    return MD_EMPHASIS.sub(r"\1", line)


def parse_text(text: str, path: str, markdown: bool = False) -> Document:
    site = site_data()
    chrome = [re.compile(p) for p in site.get("chrome") or []]
    markers = [re.compile(p) for p in site.get("section_markers") or []]
    lang_control = re.compile(site["language_control"]) if site.get("language_control") else None
    bullets = tuple(site.get("bullets") or ())
    doc = Document(path, "markdown" if markdown else "text")
    section: int | None = None
    in_front_matter = False
    for number, raw_line in enumerate(text.split("\n"), start=1):
        line = raw_line.strip().replace("\u00a0", " ")
        if markdown:
            if number == 1 and line == "---":
                in_front_matter = True
                continue
            if in_front_matter:
                in_front_matter = line != "---"
                continue
        if not line:
            continue
        if lang_control and (m := lang_control.match(line)):
            doc.language_hint = m.group("language").strip()
            continue
        if any(p.match(line) for p in chrome):
            continue
        heading = False
        if markdown and line.startswith("#"):
            line = line.lstrip("#").strip()
            heading = True
        marker = next((m for p in markers if (m := p.match(line))), None)
        if marker:
            section = int(marker.group("number"))
            title = marker.groupdict().get("title")
            if title:
                doc.segments.append(Segment(number, title.strip(), section, heading=True))
            continue
        bullet = line.startswith(bullets)
        if bullet:
            line = line[2:].strip()
        anchor = None
        if markdown:
            if m := ANCHOR.search(line):
                anchor = m.group(1)
            line = _strip_markdown(line)
        if not line:
            continue
        if not heading and not bullet:
            heading = _looks_like_heading(line)
            if not heading:
                section = None     # a paragraph outside the numbered list: header or intro text
        if heading:
            doc.segments.append(Segment(number, line, section, heading=True))
            continue
        for sentence in SENTENCE_END.split(line):
            doc.segments.append(Segment(number, sentence, section, clause=anchor))
    return doc


def _looks_like_heading(line: str) -> bool:
    """A short label without sentence punctuation or numbers ("Règles", "Mise en place")."""
    return (len(WORDS.findall(line)) <= 4 and not re.search(r"[.!?:;·\d]", line))


# ---------------------------------------------------------------- gettext catalogs

def parse_po(text: str, path: str) -> Document:
    """Each translated entry becomes one segment at the line of its ``msgstr``; the catalog is read
    by the build's reader (:func:`toolkit.catalog.parse_po`)."""
    from toolkit.catalog import CatalogError, parse_po as read_po_text

    try:
        catalog = read_po_text(text, path)
    except CatalogError as exc:
        raise NotChecked(exc.message, path, exc.line) from None
    doc = Document(path, "po")
    if catalog.locale_identifier:
        doc.catalog_language = catalog.locale_identifier.split("_")[0].split("-")[0]
    lines = text.split("\n")
    for msg in catalog:
        msgstr = msg.string[0] if isinstance(msg.string, (list, tuple)) else msg.string
        if msg.id and msgstr and msgstr.strip():
            line = next((n for n in range(msg.lineno, len(lines) + 1)
                         if lines[n - 1].lstrip().startswith("msgstr")), msg.lineno)
            doc.segments.append(Segment(line, " ".join(msgstr.split()), clause=msg.context, template=True))
    return doc
