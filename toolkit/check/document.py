"""Reading a document to check: plain text (the site's layouts, hard-wrapped text), Markdown, HTML,
or a gettext catalog.

A document is first read into :class:`Block` s (a heading, a paragraph, a list item, a table row or
a catalog translation) with the line and column where each starts; once the language is known,
:meth:`Document.split` cuts blocks into sentences with ICU's BreakIterator for that language
(abbreviations kept whole) and gives every :class:`Segment` its own line and column. Markdown is
read with markdown-it-py, HTML with lxml; the site's plain-text layout (chrome, "- 1" section
markers, bullets) is data (``rules/checker/site.yaml``).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from engine.errors import CardaviaError
from engine.inputs import read_bytes

from .lexicon import site_data

MAX_BYTES = 2_000_000        # a rules page is a few kB; larger input is not a rules text
MAX_SEGMENTS = 20_000
MAX_SEGMENT_CHARS = 4000      # a sentence longer than this is not rules text

WORDS = re.compile(r"[^\W\d_]++", re.UNICODE)
HEADING_PUNCT = re.compile(r"[.!?:;·\d]")
ANCHOR = re.compile(r'<a id="([A-Za-z0-9_.-]{1,80})">')   # our pages: the clause's anchor
SENTENCE_END = ".!?…:;。"
# a dash typed as two or three hyphens between digits ("32--38", LaTeX's and many plain texts' en
# dash): one dash, so that ranges and runs read as they do when written "32–38"
DOUBLE_DASH = re.compile(r"(?<=\d)(?:--|---)(?=\d)")
LEADER = re.compile(r"\s*+(?:\.{3,}+|…++|_{3,}+)\s*+")     # "trumps 36-40 ........ 5 each": a table row
WRAP_MIN_CHARS = 55          # a plain-text line this long that ends mid-sentence was wrapped
WRAP_NARROW = 30             # a text whose lines mostly end near a width of this or more was hard-wrapped
WRAP_FLOOR = 24              # … and in it a line this long (or 70 % of the width) ends mid-sentence
LIST_ITEM = re.compile(r"\d{1,2}[.)]\s")     # "1. Deal", "2) Play": a numbered item, not a wrapped line
LABEL_ROW = re.compile(r"\d{1,3}[ \t]{3,}(?=[^\W\d_])")    # "2      раздача прервана": a row's label set apart by a wide gap
SECTION_ITEM = re.compile(r"\d{1,3}(?:\.\d{1,3})+\.?\s+(?=[^\W\d_])")   # "3.4 Nei quarti ...", "2.1.3 The deal": a section's number
KEY_VALUE = re.compile(r"[^\W\d][\w.]{0,40}[ \t]*=[ \t]")     # a settings file's line: "пакет_2 = 11  # …", "players = 4"
ARROW_ENTRY = re.compile(r"(?:\[[^\[\]\n]{1,40}\]\s*)?(?:→|⇒|->|=>)\s")   # a flow chart's entry: "[deal] → 12 cards each", "→ you take the 8"
DASHED_ITEM = re.compile(r"\d{1,2}\s?[-–]\s+(?=[^\W\d_])(?=\w*[A-ZÀ-ÖØ-ÞА-ЯЁ])")   # "1- The deck ...", "2 – Each suit ...": an item's number
HTML_BLOCKS = ("h1", "h2", "h3", "h4", "h5", "h6", "p", "li", "dt", "dd", "blockquote", "caption",
               "figcaption", "pre")
HTML_SKIPPED = ("script", "style", "nav", "footer", "noscript", "template")


@dataclass
class Segment:
    line: int
    text: str
    section: int | None = None     # the numbered section the segment is in, when the page says
    heading: bool = False          # a title or label line: checked for names, not aligned
    clause: str | None = None      # a catalog entry names its clause (msgctxt); our pages' anchor
    template: bool = False         # a catalog msgstr: {placeholders} still in it
    column: int = 1
    table: bool = False            # a table row: cells joined by ": "
    locate: Callable[[int], tuple[int, int]] | None = field(default=None, compare=False, repr=False)
    # an offset in ``text`` → (line, column) in the file, when the text is the file's own
    block_end: bool = field(default=False, compare=False)  # the last sentence of its block (a list item's, a paragraph's)
    item: bool = field(default=False, compare=False)    # in an entry of a bulleted list or a table row (not a numbered step)


@dataclass
class Block:
    """One unit of a document before sentence splitting, with where its text starts in the file.
    ``starts`` maps offsets in ``text`` to (line, column): one entry per joined source line."""

    text: str
    line: int
    column: int = 1
    section: int | None = None
    heading: bool = False
    clause: str | None = None
    template: bool = False
    table: bool = False
    starts: list[tuple[int, int, int]] = field(default_factory=list)   # (offset, line, column)
    anchors: list[tuple[int, str]] = field(default_factory=list)        # (offset, clause) within text
    cells: list[str] = field(default_factory=list)      # a table row's cells
    header: list[str] = field(default_factory=list)     # ... and its table's header cells
    item: bool = False      # an entry of a bulleted list or a table row: one of parallel entries (not a numbered step)
    label: int = 0          # the length of a term set in bold at its start ("**Quadriglia.** Prendre ..."): a label (not a question)

    def clause_at(self, offset: int) -> str | None:
        """Our pages: the clause anchor in force at ``offset`` (one paragraph may hold several)."""
        found = self.clause
        for off, cid in self.anchors:
            if off <= offset:
                found = cid
        return found

    def position(self, offset: int) -> tuple[int, int]:
        line, col = self.line, self.column
        base = 0
        for off, ln, c in self.starts:
            if off > offset:
                break
            base, line, col = off, ln, c
        return line, col + (offset - base)


@dataclass
class Document:
    path: str
    kind: str                      # text | markdown | html | po
    blocks: list[Block] = field(default_factory=list)
    language_hint: str | None = None   # from the site's language control
    catalog_language: str | None = None
    segments: list[Segment] = field(default_factory=list)   # set by split()
    site_layout: bool = False      # the site's chrome or language control: one of our own pages

    @property
    def body(self) -> str:
        return "\n".join(b.text for b in self.blocks)

    def split(self, lang: str) -> list[Segment]:
        """The document's sentences in ``lang`` (a heading, table row or catalog entry stays whole)."""
        out: list[Segment] = []
        for b in self.blocks:
            if b.table and b.cells and not b.heading:
                pieces = [(0, table_row(b.cells, b.header, lang))]
            elif b.heading or b.table or b.template:
                pieces = [(0, b.text)]
            else:
                pieces = sentences(b.text, lang)
                if b.label and len(pieces) > 1 and len(pieces[0][1]) <= b.label and not pieces[0][1].endswith("?") \
                        and not PART_LABEL.match(pieces[1][1]) and _term_label(pieces[0][1]):
                    # "**Quadriglia.** Prendre au moins trois cartes : 1 point.": the term in bold
                    # labels the sentence that defines it, it is no sentence of its own
                    (offset, _), (nxt, second) = pieces[:2]
                    pieces[:2] = [(offset, b.text[offset:nxt + len(second)])]
            for k, (offset, text) in enumerate(pieces):
                text = roman_trumps(text, lang)
                line, col = b.position(offset)
                locate = None if b.table and b.cells else functools.partial(_position_in, b, offset)
                out.append(Segment(line, text, b.section, b.heading, b.clause_at(offset), b.template, col,
                                   b.table, locate, k == len(pieces) - 1, b.table or b.item))
        long = next((s for s in out if len(s.text) > MAX_SEGMENT_CHARS), None)
        if long is not None:
            raise NotChecked(f"not a rules text: a sentence of {len(long.text)} characters", self.path,
                             long.line)
        if len(out) > MAX_SEGMENTS:
            raise NotChecked(f"not a rules text: {len(out)} sentences", self.path)
        self.segments = out
        return out


ROMAN = r"(?=[IVXL])(?:XL|X{0,3})(?:IX|IV|V?I{0,3})(?![\w'’])"


@functools.cache
def _roman_after(lang: str):
    """The words after which a Roman numeral names a trump (``claim_cues.trump_numeral``:
    "tarocco", "atout", "Trumpf", "козырь"), then the numeral, with no list or range after it."""
    from .lexicon import cue_block

    heads = cue_block(lang, "claim_cues").get("trump_numeral")
    if not heads:
        return None
    alts = "|".join(re.escape(w) for w in sorted(heads, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alts})\s++(?:n\.\s*+)?({ROMAN})(?![\s,]*+(?:[–—-]|{ROMAN}))", re.IGNORECASE)


ROMAN_VALUES = {"I": 1, "V": 5, "X": 10, "L": 50}


def _roman_value(numeral: str) -> int:
    vals = [ROMAN_VALUES[c] for c in numeral]
    return sum(-v if k + 1 < len(vals) and v < vals[k + 1] else v for k, v in enumerate(vals))


LABEL_TERM_WORDS = 3        # words of a bold label that names a term ("**La Napula.**"); a longer one titles its item
TITLE_MARKS = re.compile(r"[–—,;:]|\s-\s")    # "**Tuesday – dealing, robbing, the Fola.**": a title's dash or list


def _term_label(label: str) -> bool:
    """A bold lead-in that names one term ("Quadriglia.", "The Fola.") labels the sentence that
    defines it; one of more words, or with a dash or a list inside ("Freitag – Punkte und
    Versicole.", "Day two: dealing, robbing and the Fola."), titles the item: a sentence of its own."""
    body = label.strip().rstrip(".:!")
    return len(body.split()) <= LABEL_TERM_WORDS and not TITLE_MARKS.search(body)


def roman_trumps(text: str, lang: str) -> str:
    """A trump numbered in a Roman numeral right after a word for one trump ("il tarocco III",
    "trump XVII"; not a list or range after the plural, "die Trümpfe XX–XXIX", which names groups
    of trumps), written in digits in the numeral's place, padded to its length
    so that every offset stays ("il tarocco 3  "): the readers of cards and numbers read digits.
    Upper case only (not "vi", "di"), up to 40; a lone "X" (ten) has no room for two digits and
    is left as it is."""
    if not any(c in text for c in "IVX"):
        return text
    pattern = _roman_after(lang)
    if pattern is None:
        return text
    out = list(text)
    changed = False
    for m in pattern.finditer(text):
        for r in re.finditer(ROMAN, m.group(1)):
            numeral = r.group()
            if not numeral or not numeral.isupper():
                continue
            digits = str(_roman_value(numeral))
            if len(digits) > len(numeral) or not 1 <= int(digits) <= 40:
                continue
            at = m.start(1) + r.start()
            out[at:at + len(numeral)] = digits.ljust(len(numeral))
            changed = True
    return "".join(out) if changed else text


def _position_in(block: "Block", start: int, offset: int) -> tuple[int, int]:
    return block.position(start + offset)


class NotChecked(CardaviaError):
    """The input cannot be checked (unreadable, binary, not a rules text)."""


# ---------------------------------------------------------------- sentences

@functools.cache
def _identifier() -> re.Pattern:
    from .numbers import IDENTIFIER

    return re.compile(IDENTIFIER)


ROW_NUMBER_SIGNS = {"#", "№", "n°", "nº", "no.", "nr.", "id"}


def _numbers_rows(head: str, lang: str) -> bool:
    """A first column's header that numbers the rows ("#", "No.", "Nr.", "№": data
    ``number_sign``): its cells label the rows ("T2", "3a"), no thing the row is about."""
    from .lexicon import norm
    from .terms import cue_words

    head = norm(head.strip().strip("*"))
    return head in ROW_NUMBER_SIGNS or head.rstrip(".") in {norm(w) for w in cue_words(lang, "number_sign")}


QA_CELLS = 3        # a row of a question, its answer and a tag or note at least (two cells: "Q: A" as it stands)


def table_row(cells: list[str], header: list[str], lang: str) -> str:
    """A table row as the sentence it stands for: the thing it is about (first cell) and its
    value — the column whose header names points or value (data: ``value_headers``), else the
    last. Other columns (a rank's position, a note) are not read as rule numbers."""
    from .lexicon import lexicon, norm
    from .terms import find_term, is_question, words

    if len(cells) < 2:
        return " ".join(cells)
    if len(cells) >= QA_CELLS and is_question(cells[0]):
        # a flashcard's or a FAQ's row ("¿Se juega al mejor de tres? | Hay quien lo hace, pero aquí
        # … | briscola variantes"): the question and its answer, the cells after them tags or notes
        return f"{cells[0].strip()} {cells[1].strip()}"
    if len(cells) >= 3 and (_identifier().fullmatch(cells[0].strip().strip("*")) or
                            header and _numbers_rows(header[0], lang)):
        # a test case's or a requirement's identifier first ("CT-04 | a team took 50 cards | a
        # bonus of 9"): a label, the row is the cells after it
        return table_row(cells[1:], header[1:], lang)
    lex = lexicon(lang)
    heads = [words(h) for h in header[:len(cells)]]
    trump_head = any(find_term(h, cue) is not None for h in heads for cue in lex.terms.get("trump") or [])
    card_heads = sum(1 for h in heads if any(find_term(h, cue) is not None for cue in lex.cards))
    outcome = [*lex.winning, *lex.beats, *lex.won_by]
    if len(heads) == len(cells) >= 3 and trump_head and (
            card_heads >= 2 or any(find_term(h, cue) is not None for h in heads for cue in [*lex.led, *outcome])):
        # a table of worked tricks ("Lead | Reply | Trumps | Trick goes to"): every cell is part
        # of the example, under its header; the header that says who wins labels its cell
        # ("Prende: Re di Coppe"); a column of trumps and one of who wins is such a table
        return ", ".join(f"{h}: {c}" if any(find_term(words(h), cue) is not None for cue in outcome) else f"{h} {c}"
                         for h, c in zip(header, cells))
    cues = lex.value_headers
    sides = [*(lex.roles.get("teams") or []), *(lex.roles.get("players") or [])]
    if len(header) >= 3 and sum(1 for c in cells[1:] if c.strip().strip("*").isdigit()) >= 2 and \
            all(any(find_term(words(h), cue) is not None for cue in sides) for h in header[1:len(cells)]):
        return cells[0]     # a score sheet: each column is a side's points for the row, not a value
    if len(header) >= len(cells) and all(c.strip().isdigit() for c in cells) and \
            all(re.search(r"[^\W\d_]", h) for h in header[:len(cells)]) and \
            not any(find_term(words(h), cue) is not None for h in header for cue in lex.value_headers):
        # a row of counts under headers that name them ("Players | Cards per player" over "2 | 3"):
        # each number with what it counts; not a card's points ("Card | Points" over "10 | 10")
        return ", ".join(f"{c.strip()} {h.strip()}" for c, h in zip(cells, header))
    column = len(cells) - 1
    for i, h in enumerate(header[1:len(cells)], start=1):
        if any(find_term(words(h), cue) is not None for cue in cues):
            column = i
    first = cells[0]
    resti = _resto_head(header[1:len(cells)], lex)
    if resti is not None and header[0].strip() and re.fullmatch(r"\s*\d+\s*", cells[resti[0] + 1]) and \
            len(re.findall(r"\d+", first)) == 1 and len(re.findall(r"[^\W\d_]+", first)) <= 1:   # one lead, not a range
        # a table of leads and the resti they earn ("Final lead | Resti" over "61 points | 2"): the
        # row says so with its headers ("Final lead 61 points: 2 resti")
        return f"{re.sub(r'[(][^()]*[)]', '', header[0]).strip()} {first}: {cells[resti[0] + 1].strip()} {resti[1]}"
    if not any(find_term(words(header[column]), cue) is not None for cue in cues) if column < len(header) else True:
        if _states_own_amount(first, lex):
            # the first cell states its own outcome ("… = Scùa + Quadriglia = 2", "… scores 5")
            # and the column's number, under no header of points, is another quantity (a
            # rubric's marks, a price, a time): the row is the cell
            return first
    joins = {norm(w) for w in (*lex.against, *lex.and_words)}
    if header and len(re.findall(r"\d+", first)) >= 2 and header[0].strip() and not re.search(r"\d", header[0]) and \
            all(norm(w) in joins or len(w) <= 3 for w in re.findall(r"[^\W\d_]+", first)):
        # a row of counts ("30 against 22"): its header says what they count ("cards taken")
        first = f"{header[0].strip()} {first}"
    elif len(header) == len(cells) == 2 and header[0].strip() and len(LIST_ITEMS.findall(first)) >= 3 and \
            not any(find_term(words(header[1]), cue) is not None for cue in cues):
        # a list of cards and what it scores, under headers that name them ("Swords in the
        # pile | Napula"): the headers are part of the example
        return f"{header[0].strip()} {first}: {header[1].strip()} {cells[column]}"
    if column < len(header) and any(find_term(words(header[column]), cue) is not None for cue in lex.each) and \
            not any(find_term(words(cells[column]), cue) is not None for cue in lex.each):
        # the value column's header says the amount is per card ("points each", "je Punkte"):
        # the row says so too ("trumps 2–5: 3 points each"), not a score for the cards together
        return f"{first}: {cells[column]} {header[column].strip()}"
    if column < len(header) and _givens_cell(first, lang) and re.fullmatch(r"\s*\d+\s*", cells[column]) and \
            any(find_term(words(header[column]), cue) is not None for cue in (*lex.point_words, *lex.value_headers)):
        # a worked example's row ("trumps 28, 29, 30 | 15", "the four Re | 20") under a header of
        # points: the row states that many points, as its sentence would ("…: 15 points"); a
        # card's row ("Asso | 11") stays a value
        return f"{first}: {cells[column].strip()} {(lex.point_words or [header[column].strip()])[0]}"
    return f"{first}: {cells[column]}"


def _givens_cell(cell: str, lang: str) -> bool:
    """A table's first cell that holds an example's givens, not a card's name nor a kind of
    case: two numbers or more ("trumps 10, 20, 30", "Asso, 2, 3, 4 of Swords", "1-2-3"), or a
    count in words ("the four Re"); not a range ("Trümpfe 36–40", "1 to 5": the cards a value or
    a kind of run covers) nor a bound ("3 trumps or more")."""
    from .cues import cues
    from .lexicon import lexicon
    from .numbers import find_numbers
    from .terms import phrase_spans, words

    nums = find_numbers(cell, lang)
    if not (len(nums) >= 2 or any(n.word and n.value > 1 for n in nums)):
        return False
    if any(not re.search(r"\d\s*[–—-]\s*$", cell[:m.start()]) and not re.match(r"\s*[–—-]\s*\d", cell[m.end():])
           for m in DASH_PAIR.finditer(cell)):
        return False        # two numbers joined by a dash, no chain: a range
    lex = lexicon(lang)
    ranged = {w.casefold() for w in lex.range_words if " " not in w}
    if any(cell[a.end:b.start].strip().casefold() in ranged for a, b in zip(nums, nums[1:])):
        return False
    return not phrase_spans(list(words(cell)), {"m": cues(lex, "or_more")})


DASH_PAIR = re.compile(r"\d+\s*[–—-]\s*\d+")


LIST_ITEMS = re.compile(r"[^,;]+")
OWN_TOTAL = re.compile(r"=\s*\d+\s*(?:\([^()]*\))?\s*[.;]?\s*$")    # a cell ending in "= 2 (no Simili)"
WORD_RE = re.compile(r"[^\W\d_]++")     # terms.TOKEN: a word
OWN_REACH = 1               # words between a verb of scoring and its amount ("scores 5", "vale ben 5")


def _states_own_amount(cell: str, lex) -> bool:
    """A cell that states an outcome with its amount: it ends in "= N" (a sum's result, a
    parenthesis after it), or a word of being worth (data ``worth``: "scores", "vale", "zählt")
    has a number in digits right after it ("scores 5 (the run stops …)", "vale 5")."""
    from .terms import phrase_spans, words

    if OWN_TOTAL.search(cell):
        return True
    if not re.search(r"\d", cell):
        return False
    tokens = words(cell)
    spans = [m.span() for m in WORD_RE.finditer(cell)]
    if len(spans) != len(tokens):
        return False
    for _, b, _ in phrase_spans(tokens, {"w": lex.worth}):
        rest = cell[spans[b - 1][1]:]
        m = re.search(r"\d+", rest)
        if m and len(words(rest[:m.start()])) <= OWN_REACH and not re.search(r"[,;:.!?]", rest[:m.start()]):
            return True
    return False


def _resto_head(heads: list[str], lex) -> tuple[int, str] | None:
    """The column whose header names the resti (the glossary's word or ``resto_reading.resto``):
    its index among ``heads`` and the word, as the header has it."""
    from .lexicon import CHECKER_DIR, _load_yaml

    path = CHECKER_DIR / f"{lex.lang}.yaml"
    more = ((_load_yaml(path) if path.exists() else {}).get("resto_reading") or {}).get("resto") or []
    names = [*(lex.terms.get("resto") or []), *more, "resti", "resto"]
    for i, h in enumerate(heads):
        for w in re.findall(r"[^\W\d_]+", h):
            if any(norm_word(w) == norm_word(n) or norm_word(w).startswith(norm_word(n)[:5]) and len(n) >= 5
                   for n in names if n.strip()):
                return i, w
    return None


def norm_word(w: str) -> str:
    from .lexicon import norm

    return norm(w)


@functools.cache
def _breaker(lang: str):
    import icu

    return icu.BreakIterator.createSentenceInstance(icu.Locale(f"{lang}@ss=standard"))


def sentences(text: str, lang: str) -> list[tuple[int, str]]:
    """(offset, sentence) for each sentence of ``text``, by ICU's rules for ``lang`` with its
    abbreviation list ("z. B.", "p. ex." are not sentence ends)."""
    from .lexicon import lexicon

    bi = _breaker(lang)
    bi.setText(text)
    abbreviations = {a.casefold() for a in lexicon(lang).abbreviations}
    out: list[tuple[int, str]] = []
    start = bi.first()
    for end in bi:
        piece = text[start:end]
        stripped = piece.strip()
        if stripped:
            if out and (_abbreviated(out[-1][1], abbreviations) or CLOSING_ONLY.fullmatch(stripped)):
                offset, previous = out.pop()
                stripped = text[offset:start + len(piece.rstrip())]
            elif out and (closer := _closes_open_quote(out[-1][1], stripped)):
                # "« Combien … ? » Réponse : …": the spaced closing mark ends the question before it
                offset, previous = out.pop()
                out.append((offset, text[offset:start + len(piece) - len(piece.lstrip()) + len(closer)]))
                rest = stripped[len(closer):].lstrip()
                offset = start + len(piece.rstrip()) - len(rest)
                stripped = rest
            else:
                offset = start + len(piece) - len(piece.lstrip())
            out.append((offset, stripped))
        start = end
    return [part for offset, sentence in out for part in _enumerated(offset, sentence)]


# A lettered or numbered part of a sentence's run of parts ("a) Kupit: 10, 2, Regina, Asso.
# b) Miekat: ...", "Ответ. а) ... б) ...", "(c)", "ii)"), after the end of a sentence, a semicolon
# or a colon: each part is a case of its own (an exercise's questions, its answers), a sentence
# of its own, though ICU does not end a sentence before the lowercase letter of a label.
PART = r"\(?([^\W\d_]|\d{1,2}|[ivx]{2,4})\)\s"       # "a) ", "(b) ", "2) ", "iii) ": a part's label, its letter or number grouped
PART_LABEL = re.compile(PART)
ENUMERATOR = re.compile(rf"(?<=[.;:!?])\s+(?={PART})")


def _enumerated(offset: int, sentence: str) -> list[tuple[int, str]]:
    """The sentence cut before each part label of a run of them (``ENUMERATOR``)."""
    if ")" not in sentence:
        return [(offset, sentence)]
    parts, start = [], 0
    for m in ENUMERATOR.finditer(sentence):
        parts.append((offset + start, sentence[start:m.start()]))
        start = m.end()
    parts.append((offset + start, sentence[start:]))
    return parts


# A piece that only closes what the sentence before opened: a quotation's closing mark after its
# full stop ("« On doit prendre. »", "„Man muss stechen.“"), a bracket; ICU may break before it.
CLOSING_ONLY = re.compile(r"[»«”“’‘\"'\)\]」』›‹]+[.!?…:;,]*")


# a quotation's closing mark and the marks that open it ("« … »", "„ … “", "» … «", "“ … ”")
OPENERS = {"»": "«", "«": "»", "“": "„", "”": "“", "’": "‘"}
SPACED_CLOSER = re.compile(r"[»«”“’]\s")


def _closes_open_quote(previous: str, piece: str) -> str:
    """The closing mark a piece opens with, followed by a space, when the sentence before left a
    quotation of its marks open (ICU breaks before the spaced "»" of "« Combien … ? » Réponse")."""
    m = SPACED_CLOSER.match(piece)
    if m is None:
        return ""
    mark = m.group()[0]
    return mark if previous.count(OPENERS[mark]) > previous.count(mark) else ""


def _abbreviated(sentence: str, abbreviations: set[str]) -> bool:
    """A "sentence" that ends with an abbreviation ICU does not know ("z.", "p. ex.", "ecc.")."""
    last = sentence.rsplit(None, 1)[-1].casefold()
    tail = " ".join(sentence.split()[-2:]).casefold()
    return (len(last) == 2 and last[0].isalpha() and last[1] == ".") or last in abbreviations \
        or tail in abbreviations


# ---------------------------------------------------------------- reading

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
    return DOUBLE_DASH.sub("–", text.replace("\r\n", "\n").replace("\r", "\n"))


PO_ENTRY = re.compile(r'^msgid "[^\n]*\n(?:"[^\n]*\n)*msgstr "', re.MULTILINE)
PO_ENTRIES = 3          # a text with this many msgid/msgstr pairs is a gettext catalogue


def parse(raw: bytes, path: str) -> Document:
    text = decode(raw, path)
    suffix = Path(path).suffix.lower()
    if suffix in (".po", ".pot") or len(PO_ENTRY.findall(text)) >= PO_ENTRIES:
        # (a gettext catalogue saved under another name, "kaannos.txt": its entries read as a PO
        # file's, the translation of each msgid, not the English source beside it)
        doc = parse_po(text, path)
    elif suffix in (".md", ".markdown"):
        doc = parse_markdown(text, path)
    elif suffix in (".html", ".htm", ".xhtml"):
        doc = parse_html(text, path)
    elif (catalogue := _string_catalogue(text)) is not None:
        doc = _parse_catalogue(*catalogue, path)
    else:
        doc = parse_text(text, path)
    if not any(not b.heading for b in doc.blocks):
        raise NotChecked("not a rules text: no sentences found", path)
    return doc


# A message catalogue in code (a game's localisation file: JSON, a JavaScript or Python object):
# one string a line under its key ("welcome": "…", / welcome: "…",), lines that open or close a
# group of them; what the text says is the strings, each a paragraph, with their escapes read
# ("\n" a line break: one string may hold a heading, a point table and a rule), not the keys.
_KEY = r"""(?:"[^"\n]+"|'[^'\n]+'|[A-Za-z_$][\w$.-]*)"""
CATALOGUE_ENTRY = re.compile(rf"""^\s*{_KEY}\s*[:=]\s*(?P<q>["'`])(?P<value>(?:\\.|(?!(?P=q)).)*)(?P=q)\s*[,;]?\s*$""")
CATALOGUE_FRAME = re.compile(rf"""^\s*(?:{_KEY}\s*[:=]\s*)?[{{\[]\s*$|^\s*[}}\]][\s,;)}}\]]*$""")
CATALOGUE_ESCAPE = re.compile(r"\\(u[0-9a-fA-F]{4}|.)")
MIN_CATALOGUE_ENTRIES = 2


def _unescape(match: re.Match) -> str:
    code = match.group(1)
    if len(code) == 5:
        return chr(int(code[1:], 16))
    return {"n": "\n", "t": " ", "r": ""}.get(code, code)


def _string_catalogue(text: str) -> tuple[str, list[tuple[int, int]]] | None:
    """A text that is a message catalogue in code (every line a string under its key, or one that
    opens or closes a group; ``MIN_CATALOGUE_ENTRIES`` strings or more): its strings as plain
    text, one paragraph each, and for each of its lines the line of the file it comes from and
    the column its string opens at (a piece after an escaped line break: its string's)."""
    entries = 0
    out: list[str] = []
    origin: list[int] = []
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip() or CATALOGUE_FRAME.match(line):
            continue
        m = CATALOGUE_ENTRY.match(line)
        if m is None:
            return None
        entries += 1
        for piece in CATALOGUE_ESCAPE.sub(_unescape, m.group("value")).split("\n"):
            out.append(piece)
            origin.append((number, m.start("value")))
        out.append("")
        origin.append((number, m.start("value")))
    if entries < MIN_CATALOGUE_ENTRIES:
        return None
    return "\n".join(out), origin


def _parse_catalogue(text: str, origin: list[tuple[int, int]], path: str) -> Document:
    """A message catalogue's strings read as a plain text, each block placed back on the line of
    the file its string is on, its columns after the string's opening quote."""
    doc = parse_text(text, path)
    for b in doc.blocks:
        b.line, shift = origin[b.line - 1]
        b.column += shift
        b.starts = [(off, origin[ln - 1][0], c + origin[ln - 1][1]) for off, ln, c in b.starts]
    return doc


INNER_STOP = re.compile(r"[^\W\d_]{2}[.!?][\"'”’»]?\s+[\"'“„«]?[A-ZÀ-ÖØ-ÞĐА-ЯЁ]")   # "… one card. If you …"
TITLE_WORDS = 4     # a numbered section's title is this short; a longer one ending a sentence is a numbered item


def _numbered_sentence(title: str) -> bool:
    """What follows "1. " is a sentence ("1. The non-dealer leads any card to the first trick."):
    a numbered item of a list, not a section's title ("1. Objectif")."""
    title = title.strip().rstrip("\"'”’»«“) \u00a0\u202f")     # a sentence quoted ('3. "The dealer deals."'): it ends inside the quotes
    # (or a sentence ends inside it and another goes on, wrapped onto the next line: '4. "Each of
    # you plays one card. If you can, you must' — a title holds no full sentence)
    return len(WORDS.findall(title)) > TITLE_WORDS and (title[-1:] in ".!?;:" or bool(INNER_STOP.search(title)))


def _looks_like_heading(line: str) -> bool:
    """A short label without sentence punctuation or numbers ("Règles", "Mise en place")."""
    return len(WORDS.findall(line)) <= 4 and not HEADING_PUNCT.search(line)


class _Layout:
    """The site's plain-text layout: chrome lines, the language control and section markers."""

    def __init__(self) -> None:
        site = site_data()
        self.chrome = [re.compile(p) for p in site.get("chrome") or []]
        self.markers = [re.compile(p) for p in site.get("section_markers") or []]
        control = site.get("language_control")
        self.control = re.compile(control) if control else None
        self.bullets = tuple(site.get("bullets") or ())

    def is_chrome(self, line: str) -> bool:
        return any(p.match(line) for p in self.chrome)

    def marker(self, line: str):
        return next((m for p in self.markers if (m := p.match(line))), None)


ITEM_HANG = 2       # spaces that indent a bulleted entry's next line under it


def _colon_goes_on(prev: str, nxt: str, min_chars: int) -> bool:
    """A wrapped line of running text (as long as a wrapped line) that ends on a colon, and a next
    line that opens in lower case: one sentence goes on after its colon ("… de la plus forte à la
    plus faible : / l'Asso, puis le Re, …"); not a short label over its entries ("Punti:")."""
    return prev[-1] == ":" and len(prev) >= min_chars and nxt[:1].islower()


def _wrapped(prev: str, nxt: str, layout: _Layout, min_chars: int = WRAP_MIN_CHARS) -> bool:
    """Whether ``nxt`` continues the sentence whose last line is ``prev`` (a hard-wrapped line).
    A line starting with a number continues it too ("each player gets / 3 cards"), unless the
    number begins a numbered item."""
    if not prev or prev[-1] in SENTENCE_END and not _colon_goes_on(prev, nxt, min_chars) or "·" in prev or \
            nxt.startswith(layout.bullets):
        return False
    if layout.marker(nxt) or layout.is_chrome(nxt) or SECTION_ITEM.match(nxt) or ARROW_ENTRY.match(nxt) or \
            KEY_VALUE.match(nxt) and KEY_VALUE.match(prev) or \
            LIST_ITEM.match(nxt) and prev.count("(") <= prev.count(")"):      # "(10, 20, 30, / 40) ...": no item 40
        return False
    return nxt[:1].islower() or len(prev) >= min_chars


LINE_STATEMENT_WORDS = 5     # a line this long states something (shorter: a title, a label, a table's cell)
LINE_STATEMENTS = 4          # lines of statements a text needs to be read as one statement a line


def _one_statement_a_line(lines: list[str]) -> bool:
    """A text whose every line of some length (``LINE_STATEMENT_WORDS`` words or more; at least
    ``LINE_STATEMENTS`` of them) opens with a capital and none ends a sentence: each line is a
    statement of its own, not hard-wrapped prose (a program's printed rules, one print a line; a
    list written without bullets or stops). Prose wrapped at a width ends its paragraphs, and most
    of its sentences, with a stop, and its lines open in lower case as often as not."""
    long = [line.strip() for line in lines if len(WORDS.findall(line)) >= LINE_STATEMENT_WORDS]
    return len(long) >= LINE_STATEMENTS and all(line[:1].isupper() and line[-1] not in SENTENCE_END for line in long)


def _wrap_width(lines: list[str]) -> int:
    """How long a line must be to count as wrapped: WRAP_MIN_CHARS, or less in a text
    hard-wrapped at a narrower width (most of its lines end close to one width)."""
    lengths = sorted(len(line.strip()) for line in lines if line.strip())
    if len(lengths) < 6:
        return WRAP_MIN_CHARS
    width = lengths[int(0.9 * (len(lengths) - 1))]
    near = sum(0.8 * width <= n <= width for n in lengths)
    if WRAP_NARROW <= width < WRAP_MIN_CHARS and near >= 0.4 * len(lengths):
        return max(WRAP_FLOOR, int(0.7 * width))
    return WRAP_MIN_CHARS


def parse_text(text: str, path: str) -> Document:
    layout = _Layout()
    doc = Document(path, "text")
    section: int | None = None
    current: Block | None = None
    header: list[str] = []
    lines = text.split("\n")
    wrap_min = _wrap_width(lines)
    one_a_line = _one_statement_a_line(lines)
    last_line = ""
    item_indent = 0
    for number, raw_line in enumerate(lines, start=1):
        indent = len(raw_line) - len(raw_line.lstrip())
        line = LEADER.sub(": ", raw_line.strip().replace("\u00a0", " "))
        if not line:
            current = None
            header = []
            continue
        if "\t" in line:        # a table pasted as text: cells separated by tabs
            cells = [" ".join(c.split()) for c in line.split("\t")]
            first_is_header = not header and not any(ch.isdigit() for ch in line)
            doc.blocks.append(Block(" | ".join(c for c in cells if c), number, indent + 1, section,
                                    heading=first_is_header, table=True, cells=cells, header=header))
            if first_is_header:
                header = cells
            current = None
            continue
        if layout.control and (m := layout.control.match(line)):
            doc.language_hint = m.group("language").strip()
            doc.site_layout = True
            current = None
            continue
        if layout.is_chrome(line):
            doc.site_layout = True
            current = None
            continue
        opened = current is not None and current.text.count("(") > current.text.count(")")
        hanging = current is not None and current.item and indent >= ITEM_HANG and \
            (opened or not (line.startswith(layout.bullets) or LIST_ITEM.match(line) or DASHED_ITEM.match(line)
                            or SECTION_ITEM.match(line) or ARROW_ENTRY.match(line)))
        # (inside an open bracket, "40) ..." closes it: "(10, 20, 30, / 40) count as one", no item 40)
        outdented = current is not None and current.item and indent < item_indent   # "  → you take 5 + 3" / "EXAMPLE C: ...": no wrap
        wraps = _wrapped(last_line, line, layout, wrap_min) and not (one_a_line and line[:1].isupper())
        if current is not None and not current.heading and (hanging or not outdented and wraps):
            # (a bulleted entry's lines indented under it go on with it: "- johto 50, …:" / "  tasan 60, …")
            current.starts.append((len(current.text) + 1, number, indent + 1))
            current.text += " " + line
            last_line = line
            continue
        marker = layout.marker(line)
        sentence_item = marker is not None and _numbered_sentence(marker.groupdict().get("title") or "")
        if marker and not sentence_item:
            section = int(marker.group("number"))
            title = marker.groupdict().get("title")
            if title:
                doc.blocks.append(Block(title.strip(), number, indent + 1 + marker.start("title"),
                                        section, heading=True))
            current = None
            continue
        col = indent + 1
        numbered = DASHED_ITEM.match(line) or SECTION_ITEM.match(line) or LABEL_ROW.match(line) or \
            (LIST_ITEM.match(line) if sentence_item else None)
        bullet = line.startswith(layout.bullets) or bool(numbered) or bool(ARROW_ENTRY.match(line)) or \
            bool(KEY_VALUE.match(line))
        if numbered:            # "1- The deck has 4 suits", "9.1 La Napula ...": the item's number is no count
            col += numbered.end()
            line = line[numbered.end():]
        elif arrow := ARROW_ENTRY.match(line):      # the label kept, the arrow dropped: "[deal] 12 cards each"
            if not arrow.group().lstrip().startswith("["):
                col += arrow.end()
                line = line[arrow.end():]
            if not line:
                continue
        elif bullet:
            stripped = line[2:].lstrip()
            col += len(line) - len(stripped)
            line = stripped
            if not line:
                continue
        heading = not bullet and _looks_like_heading(line)
        if not heading and not bullet:
            section = None     # a paragraph outside the numbered list: header or intro text
        current = Block(line, number, col, section, heading=heading, item=bullet and not numbered)
        item_indent = indent
        doc.blocks.append(current)
        last_line = line
    return doc


# ---------------------------------------------------------------- Markdown

NAVIGATION_WORDS = 2     # words outside links in a line of links ("Contents: [Deal](#deal) · [Play](#play)")


def _navigation(token) -> bool:
    """An inline token that is only links (a table of contents, "see also" links): no rules text."""
    depth, links, outside = 0, 0, 0
    for child in token.children or []:
        if child.type == "link_open":
            depth += 1
            links += 1
        elif child.type == "link_close":
            depth -= 1
        elif child.type in ("text", "code_inline") and not depth:
            outside += len(WORDS.findall(child.content))
    return links > 0 and outside <= NAVIGATION_WORDS


def _inline_text(token) -> tuple[str, list[tuple[int, str]]]:
    """The plain text of an inline token (markup dropped, links by their text) and the clause
    anchors it carries, each with the offset of the text it starts."""
    text = ""
    anchors: list[tuple[int, str]] = []
    for child in token.children or []:
        if child.type in ("text", "code_inline", "image"):
            piece = " ".join(child.content.split())
            if piece:
                if text and (child.content[:1].isspace() or text.endswith(" ")):
                    text = text.rstrip() + " "
                text += piece
                if child.content[-1:].isspace():
                    text += " "
        elif child.type in ("softbreak", "hardbreak"):
            text = text.rstrip() + " " if text else text
        elif child.type == "html_inline" and (m := ANCHOR.match(child.content.strip())):
            if text and not text.endswith(" "):
                text += " "
            anchors.append((len(text), m.group(1)))
    stripped = text.rstrip()
    lead = len(stripped) - len(stripped.lstrip())
    return stripped.lstrip(), [(max(0, off - lead), cid) for off, cid in anchors]


def _bold_lead(token) -> int:
    """The length of the plain text a Markdown paragraph opens with in bold ("**Quadriglia.**"),
    0 when it opens otherwise."""
    children = [c for c in token.children or [] if not (c.type == "text" and not c.content.strip())]
    if not children or children[0].type != "strong_open":
        return 0
    run = []
    for c in children[1:]:
        if c.type == "strong_close":
            return len(" ".join(" ".join(run).split()))
        run.append(c.content)
    return 0


def _locate(lines: list[str], first: int, text: str) -> tuple[int, int, list[tuple[int, int, int]]]:
    """Where ``text`` (whitespace-normalised) starts in the source lines from ``first`` (0-based),
    and where each of its words that begins a source line sits: (line, column, starts)."""
    words = text.split()
    if not words:
        return first + 1, 1, []
    line, col = first + 1, 1
    for i in range(first, min(len(lines), first + 50)):
        at = lines[i].find(words[0])
        if at >= 0:
            line, col = i + 1, at + 1
            break
    starts = [(0, line, col)]
    offset = 0
    ln = line - 1
    pos = col - 1       # where the words read so far end on the current line: a word is looked for after them
    for word in words:
        if ln + 1 < len(lines) and offset and lines[ln + 1].lstrip().startswith(word) and \
                word not in lines[ln][pos:]:
            # (not "no" at the start of the next line where "no" stood earlier on this one)
            ln += 1
            pos = lines[ln].find(word)
            starts.append((offset, ln + 1, pos + 1))
        at = lines[ln].find(word, pos) if ln < len(lines) else -1
        pos = at + len(word) if at >= 0 else pos
        offset += len(word) + 1
    return line, col, starts


def parse_markdown(text: str, path: str) -> Document:
    from markdown_it import MarkdownIt

    layout = _Layout()
    doc = Document(path, "markdown")
    md = MarkdownIt("commonmark").enable("table")
    body = text
    if text.startswith("---\n"):
        end = text.find("\n---", 4)
        if end > 0:
            skipped = text[:end + 4].count("\n")
            body = "\n" * skipped + text[end + 4:]
    tokens = md.parse(body)
    lines = body.split("\n")
    section: int | None = None
    heading_level = 0
    row: list[str] | None = None
    row_line = 0
    in_list = 0
    lists: list[str] = []       # the open lists' kinds, innermost last
    in_head = False
    header: list[str] = []
    for i, tok in enumerate(tokens):
        if tok.type in ("bullet_list_open", "ordered_list_open"):
            in_list += 1
            lists.append(tok.type)
        elif tok.type in ("bullet_list_close", "ordered_list_close"):
            in_list -= 1
            lists.pop()
        elif tok.type == "heading_open":
            heading_level = int(tok.tag[1])
        elif tok.type == "heading_close":
            heading_level = 0
        elif tok.type in ("thead_open", "thead_close"):
            in_head = tok.type == "thead_open"
            if in_head:
                header = []
        elif tok.type == "tr_open":
            row, row_line = [], (tok.map[0] if tok.map else 0)
        elif tok.type == "tr_close" and row is not None:
            if any(row):
                line, col, _ = _locate(lines, row_line, next(c for c in row if c))
                doc.blocks.append(Block(" | ".join(c for c in row if c), line, col, section, heading=in_head,
                                        table=True, cells=row, header=header))
                if in_head:
                    header = row
            row = None
        elif tok.type == "html_block" and tok.map:
            for block in _html_block(tok.content, tok.map[0], path):     # "<details>", "<div>" in Markdown
                block.section = section if in_list else None
                doc.blocks.append(block)
        elif tok.type == "inline":
            content, anchors = _inline_text(tok)
            if row is not None:
                row.append(content)
                continue
            if content and ((layout.control and layout.control.match(content)) or layout.is_chrome(content)):
                doc.site_layout = True
                continue
            if not content or _navigation(tok):
                continue
            first = tok.map[0] if tok.map else 0
            line, col, starts = _locate(lines, first, content)
            if heading_level:
                marker = layout.marker(content)
                if marker:
                    section = int(marker.group("number"))
                    content = (marker.groupdict().get("title") or "").strip() or content
                elif heading_level <= 2:
                    section = None
                doc.blocks.append(Block(content, line, col, section, heading=True, starts=starts))
                continue
            doc.blocks.append(Block(content, line, col, section if in_list else None, starts=starts,
                                    anchors=anchors, item=lists[-1:] == ["bullet_list_open"], label=_bold_lead(tok)))
    return doc


def _html_block(html: str, first: int, path: str) -> list[Block]:
    """The blocks of raw HTML in a Markdown page, read as HTML at their lines (a comment alone, or
    markup without text, gives none)."""
    if not re.search(r">[^<]*\w", html):
        return []
    try:
        return parse_html("\n" * first + html, path).blocks
    except NotChecked:
        return []


# ---------------------------------------------------------------- HTML

XML_DECLARATION = re.compile(r"\A\ufeff?\s*<\?xml[^>]*\?>")


def parse_html(text: str, path: str) -> Document:
    import lxml.html
    from lxml import etree

    doc = Document(path, "html")
    layout = _Layout()
    # XHTML (an EPUB chapter, a page saved as XML) opens with an XML declaration, which lxml refuses
    # in a decoded string: blanked, so lines and columns stay where they are
    text = XML_DECLARATION.sub(lambda m: " " * len(m.group()), text, count=1)
    try:
        root = lxml.html.document_fromstring(text)
    except (etree.ParserError, ValueError) as exc:
        raise NotChecked(f"not readable HTML: {exc}", path) from None
    for bad in root.iter(*HTML_SKIPPED):
        bad.drop_tree()
    _orphan_text_as_paragraphs(root)
    lines = text.split("\n")
    section: int | None = None
    header: list[str] = []
    for el in root.iter(*HTML_BLOCKS, "tr"):
        if el.tag == "tr" and _layout_row(el):
            continue        # a table used for layout (an email newsletter): its paragraphs are read instead
        if el.tag != "tr" and any(d.tag in HTML_BLOCKS for d in el.iterdescendants()):
            continue        # a container: its inner blocks are read instead
        if el.tag != "tr" and any(a.tag == "tr" and not _layout_row(a) for a in el.iterancestors()):
            continue
        cells: list[str] = []
        head_row = False
        if el.tag == "tr":
            cells = [" ".join(c.text_content().split()) for c in el if c.tag in ("td", "th")]
            head_row = all(c.tag == "th" for c in el if c.tag in ("td", "th"))
            if head_row:
                header = cells
            content = " | ".join(c for c in cells if c)
        else:
            content = " ".join(_text_outside_tables(el).split())
            if _html_navigation(el):
                continue
        if not content:
            continue
        first = (el.sourceline or 1) - 1
        line, col, starts = _locate(lines, first, content)
        heading = (el.tag[0] == "h" and el.tag[1:].isdigit()) or head_row
        if heading:
            marker = layout.marker(content)
            section = int(marker.group("number")) if marker else None
            if marker and marker.groupdict().get("title"):
                content = marker.group("title").strip()
        anchor = next((a.get("id") for a in el.iter("a") if a.get("id")), None)
        lead = el[0] if len(el) and el.tag != "tr" and not (el.text or "").strip() else None
        doc.blocks.append(Block(content, line, col, section if el.tag == "li" else None, heading=heading,
                                clause=None if heading else anchor, table=el.tag == "tr", starts=starts,
                                cells=cells, header=[] if head_row else header,
                                item=el.tag == "li" and getattr(el.getparent(), "tag", None) == "ul",
                                label=len(" ".join(lead.text_content().split())) if lead is not None and lead.tag in ("b", "strong") else 0))
    return doc


LAYOUT_BLOCKS = ("h1", "h2", "h3", "h4", "h5", "h6", "p", "li", "blockquote", "pre", "table")
# Elements that run within a line of text; every other element of a page's body starts a block.
HTML_INLINE = frozenset((
    "a", "abbr", "b", "bdi", "bdo", "big", "br", "button", "cite", "code", "data", "del", "dfn", "em", "font",
    "i", "img", "input", "ins", "kbd", "label", "mark", "meter", "output", "q", "rp", "rt", "ruby", "s", "samp",
    "select", "option", "small", "span", "strike", "strong", "sub", "sup", "time", "tt", "u", "var", "wbr"))
HTML_TABULAR = frozenset(("table", "thead", "tbody", "tfoot", "tr", "td", "th", "colgroup", "col", "ul", "ol", "dl",
                          "head", "title", "html"))


def _orphan_text_as_paragraphs(root) -> None:
    """No text left unread: a page's text outside the blocks read (a ``<div>``, a ``<section>``, an
    ``<aside>``, a ``<details>``'s text after its ``<summary>``, a ``<label>`` of a form, the text
    of a list item before its nested list) becomes a paragraph of its own, in place. An element
    with inline content only is read as a paragraph; in one that also holds blocks, each run of
    text and inline elements between them is wrapped in a paragraph."""
    body = root.find("body")
    for el in list((body if body is not None else root).iter()):
        if not isinstance(el.tag, str) or el.tag in HTML_INLINE or el.tag in HTML_TABULAR:
            continue
        if any(a.tag == "tr" or a.tag in HTML_BLOCKS and a is not el for a in el.iterancestors()):
            continue        # read with its row or its block
        children = [c for c in el if isinstance(c.tag, str)]
        if not any(c.tag not in HTML_INLINE for c in children):
            if el.tag not in HTML_BLOCKS and el.text_content().strip():
                el.tag = "h6" if el.tag in HTML_FIELD_NAMES or _field_name(el) else "p"
            continue
        _wrap_runs(el)
        for run in el:
            if run.tag == "p" and _field_name(run):
                run.tag = "h6"


# A form's fieldset title names the fields under it, as a heading does.
HTML_FIELD_NAMES = frozenset(("legend",))
# What a form's field is made of besides its name.
HTML_FIELD_PARTS = frozenset(("input", "select", "option", "textarea", "output", "meter", "button", "br"))


def _field_name(el) -> bool:
    """A run holding only a form's ``<label>`` (and its field), a short name ("Picadas"), not a
    sentence: the name of what follows, read as a heading, so that an example above it does not run on into the next field's name and help."""
    if (el.text or "").strip():
        return False
    parts = [c for c in el if isinstance(c.tag, str)]
    return (any(c.tag == "label" for c in parts) and all(c.tag == "label" or c.tag in HTML_FIELD_PARTS for c in parts)
            and not any((c.tail or "").strip() for c in parts) and _looks_like_heading(" ".join(el.text_content().split())))


def _wrap_runs(el) -> None:
    """Each run of text and inline elements between ``el``'s block children, in a paragraph."""
    items = list(el)
    runs: list = []
    run = None

    def open_run(text: str, line):
        new = el.makeelement("p", {})
        new.text = text
        if line:
            new.sourceline = line
        return new
    if (el.text or "").strip():
        run = open_run(el.text, el.sourceline)
    el.text = None
    for child in items:
        el.remove(child)                # its tail goes with it
        if isinstance(child.tag, str) and child.tag not in HTML_INLINE:
            if run is not None:
                runs.append(run)
                run = None
            tail, child.tail = child.tail, None
            runs.append(child)
            if (tail or "").strip():
                run = open_run(tail, child.sourceline)
        else:
            if child.tag == "label" and run is not None and (run.text or "").strip() + "".join(
                    c.text_content() + (c.tail or "") for c in run).strip():
                runs.append(run)        # a form's field starts a line of its own
                run = None
            if run is None:
                run = open_run("", child.sourceline if isinstance(child.tag, str) else el.sourceline)
            run.append(child)
    if run is not None:
        runs.append(run)
    for item in runs:
        el.append(item)


def _layout_row(tr) -> bool:
    """A row whose cells hold paragraphs, headings, lists or tables of their own: a table used to
    lay a page out (an email newsletter), not a row of data."""
    return any(d.tag in LAYOUT_BLOCKS for d in tr.iterdescendants())


def _text_outside_tables(el) -> str:
    """A block's text without the tables inside it, whose rows are read as rows ("<dd><table>":
    the cells run together otherwise, "36–40" and "10" read as "36–4010")."""
    if not any(True for _ in el.iterdescendants("table")):
        return el.text_content()
    import copy

    el = copy.deepcopy(el)
    for table in list(el.iterdescendants("table")):
        tail, parent = table.tail, table.getparent()
        at = parent.index(table)
        parent.remove(table)        # lxml's remove drops the tail too: keep it
        if tail:
            if at > 0:
                parent[at - 1].tail = (parent[at - 1].tail or "") + " " + tail
            else:
                parent.text = (parent.text or "") + " " + tail
    return el.text_content()


def _html_navigation(el) -> bool:
    """An element that is only links (a table of contents): no rules text."""
    links = list(el.iter("a"))
    if not any(a.get("href") for a in links):
        return False
    outside = (el.text or "") + "".join(
        (child.tail or "") + ("" if child.tag == "a" else child.text_content()) for child in el)
    return len(WORDS.findall(outside)) <= NAVIGATION_WORDS


# ---------------------------------------------------------------- gettext catalogs

def parse_po(text: str, path: str) -> Document:
    """Each translated entry becomes one block at the line of its ``msgstr``; the catalog is read
    by the build's reader (:func:`toolkit.catalog.parse_po`)."""
    from toolkit.catalog import CatalogError, parse_po as read_po_text

    try:
        catalog = read_po_text(text, path)
    except CatalogError as exc:
        raise NotChecked(exc.message, path, exc.line) from None
    doc = Document(path, "po")
    if catalog.locale_identifier:
        doc.catalog_language = re.split(r"[_-]", catalog.locale_identifier)[0]
    lines = text.split("\n")
    for m in catalog:
        msgstr = m.string[0] if isinstance(m.string, (list, tuple)) else m.string
        if not m.id or not (msgstr or "").strip():
            continue
        line = next((i + 1 for i in range(m.lineno - 1, min(len(lines), m.lineno + 200))
                     if lines[i].lstrip().startswith("msgstr")), m.lineno)
        doc.blocks.append(Block(" ".join(msgstr.split()), line, 1, clause=m.context, template=True))
    return doc
