"""Numbers by value: digits in any script, number words in every inflected form, ranges.

Number words come from ICU's spell-out rules (every cardinal rule set of the locale, so the
Russian and Finnish cases are covered) read backwards, plus the few words ICU does not produce
(card-rank nouns such as ru "тройка"), which live in the glossary. Tables are built once per
language and cached.

>>> values("Раздайте по двенадцать карт и четыре на стол", "ru")
[12, 4]
"""

from __future__ import annotations

import functools
import json
import os
import re
from pathlib import Path
import unicodedata
from dataclasses import dataclass

from .lexicon import norm
from .terms import TOKEN, words

MAX_WORD_VALUE = 200          # covers every number our rules print (142, 120, 97 ...)
MAX_PHRASE_WORDS = 4          # "cent vingt et un" is four words


# A run of decimal digits of any script (unicodedata decides what is a digit).
DIGITS_RE = re.compile(r"\d+", re.UNICODE)
RANGE_DASHES = "–—-−"


@dataclass(frozen=True)
class Num:
    """A number found in text: its value, where it starts and ends, and how it was written."""

    value: int
    start: int
    end: int
    word: bool          # spelled out ("twelve"), not digits
    text: str


def digit_value(s: str) -> int | None:
    """The value of a run of decimal digits of any script: "٣" → 3, "１３" → 13."""
    if s.isascii():
        return int(s) if s.isdigit() else None
    try:
        return int("".join(str(unicodedata.decimal(ch)) for ch in s))
    except (TypeError, ValueError):
        return None


TABLE_VERSION = 3          # 2: ordinals from ORDINALS_FROM up; elisions split into words; 3: compounds whole
SOFT_HYPHEN = "\u00ad"    # ICU writes compounds with soft hyphens ("vent\u00adotto"): a text writes one word
ORDINALS_FROM = 11         # smaller ordinals double as ordinary words ("second", "secondo")


def _cache_file(lang: str, icu_version: str) -> Path:
    root = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return root / "cardavia" / f"spellout-{icu_version}-{lang}-{MAX_WORD_VALUE}-{TABLE_VERSION}.json"


def _spellout_table(lang: str) -> dict[tuple[str, ...], int]:
    """ICU's spelled-out cardinals of ``lang`` (every case and gender) up to MAX_WORD_VALUE, and
    its ordinals from ORDINALS_FROM ("oltre la quarantesima": beyond the 40th).

    Building it formats a few thousand numbers (0.2 s for Russian), so it is kept in the user's
    cache directory, keyed by the ICU version; an unwritable cache only costs the time."""
    import icu  # lazily: ICU is only needed once a text has words to read

    cache = _cache_file(lang, icu.ICU_VERSION)
    try:
        return {tuple(k.split(" ")): v for k, v in json.loads(cache.read_text(encoding="utf-8")).items()}
    except (OSError, ValueError, AttributeError):
        pass
    table: dict[tuple[str, ...], int] = {}
    fmt = icu.RuleBasedNumberFormat(icu.URBNFRuleSetTag.SPELLOUT, icu.Locale(lang))
    rule_sets = [fmt.getRuleSetName(i) for i in range(fmt.getNumberOfRuleSetNames())]
    rule_sets = [r for r in rule_sets if "cardinal" in r or "ordinal" in r or r == "%spellout-numbering"]
    for rule_set in rule_sets:
        fmt.setDefaultRuleSet(rule_set)
        for n in range(ORDINALS_FROM if "ordinal" in rule_set else 0, MAX_WORD_VALUE + 1):
            words = tuple(norm(w) for w in TOKEN.findall(fmt.format(n).replace(SOFT_HYPHEN, "")))
            if words and len(words) <= MAX_PHRASE_WORDS:
                table.setdefault(words, n)
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        tmp = cache.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps({" ".join(k): v for k, v in table.items()}, ensure_ascii=False),
                       encoding="utf-8")
        tmp.replace(cache)
    except OSError:
        pass
    return table


@functools.cache
def word_table(lang: str) -> dict[tuple[str, ...], int]:
    """Every spelled-out cardinal of ``lang`` up to MAX_WORD_VALUE, as a tuple of words → value,
    plus the number words of the locale data (rules/checker) that ICU does not produce."""
    table = _spellout_table(lang)
    from .lexicon import lexicon

    for value, forms in lexicon(lang).number_words.items():
        for w in forms:
            if not any(ch.isdigit() for ch in w):   # "lá 3" names a rank by its digit: not a word
                table.setdefault(tuple(norm(x) for x in TOKEN.findall(w)), value)
    from .lexicon import cue_block

    for prefix, others in cue_block(lang, "number_prefixes").items():
        # a hundred said without its "one" ("a hundred and twenty", "hundertzwanzig"): the same
        # number as the spelt-out "one hundred and twenty", "einhundertzwanzig"
        spelt = " ".join(norm(x) for x in TOKEN.findall(prefix))
        for key, value in list(table.items()):
            joined = " ".join(key)
            if joined.startswith(spelt) and value >= 100:
                for other in others:
                    variant = " ".join(norm(x) for x in TOKEN.findall(other)) + joined[len(spelt):]
                    table.setdefault(tuple(variant.split()), value)
    return table


@functools.cache
def _first_words(lang: str) -> frozenset[str]:
    return frozenset(key[0] for key in word_table(lang))


# Digits that are no quantity of a rule: a section number opening a line ("3.4 Nei quarti ..."),
# a patent's paragraph number in brackets ("[0018]"), a requirement's identifier (``IDENTIFIER``),
# an article's number ("Art. 5. — ..."),
# a subtitle's time code ("00:04:58,700 --> 00:05:01,900"), a time of day (``CLOCK``),
# footnote markers ("1800.[1]", "[note 3]", a digit glued to
# a word or its closing quote: "semillas1", "“Corte”2"), web addresses,
# years ("in 1790", "the 1880s"; no number of our rules reaches 1000) and percentages ("50 %": no
# rule of ours is stated in percent; the words for "per cent" are the cue data's ``percent``).
YEAR = r"(?<![\d.,])(?:1\d{3}|20\d{2})(?![\d.,]\d)"    # 1000–2099 in digits: no number of our rules reaches 1000
DATE = r"(?<![\d.,/])\d{1,2}[./]\d{1,2}[./](?:1\d{3}|20\d{2}|\d{2})(?![\d.,/]\d)"   # "3.2.2026", "14/03/25": a date
TIMECODE = r"(?<![\d:])\d{1,2}:\d{2}:\d{2}(?:[,.]\d{1,3})?(?![\d:])"   # "00:04:58,700": a subtitle's time code
# a time of day: two clock times joined by a dash ("10:00–12:00", "07:00-09:30", "2:30–3:30",
# "20.15–22.30", "18h30–20h"), or a whole hour in two digits ("20:00"); an hour to 23, minutes to 59:
# no score ("60:60", "64:56" pass the hour), and no score is written with two zeros ("11:00")
HOUR = r"(?:[01]?\d|2[0-3])"
CLOCK = (r"(?<![\d:.,])" + HOUR + r"[:.h][0-5]\d\s?[–—-]\s?" + HOUR + r"(?:[:.h][0-5]\d|h)(?![\d:.,]\d)"
         r"|(?<![\d:.,])(?:[01]\d|2[0-3]):00(?![\d:.,]\d)")
SECTION = r"(?:^|(?<=\n))[ \t]*+\d{1,3}(?:\.\d{1,3})++\.?(?=\s)"     # "9.1 La Napula ...": a rule's section number
# "Art. 5. —", "§ 3", "Artikel 12", "статья 4": an article's or a paragraph's number in a rules booklet
ARTICLE_WORD = r"art(?:icle|icolo|ículo|igo|ikel)?\.?|§|ст(?:атья)?\.|статья|điều|pykälä"
ARTICLE = (r"(?i:(?<![^\W\d_])(?:" + ARTICLE_WORD + r")"
           r"[ \t]*+\d{1,3}(?:\.\d{1,3})*+\.?(?!\d))")
# a requirement's, test case's or page's identifier: capitals joined to digits by a hyphen or an
# underscore, or glued to them ("EX-F-04", "CT-01", "REQ_12", "TC04", "ТК-3"); not one capital
# ("A-2-3", a run with the Asso written A)
IDENTIFIER = r"(?<![\w-])[A-ZА-ЯЁ]{2,6}(?:[-_][A-ZА-ЯЁ]{1,6}){0,2}(?:[-_]|(?<=[A-ZА-ЯЁ]))\d{1,4}(?![\w])"
# a place in a source file, a file name with its extension and a line (and column) after a colon
# ("#: rules/cicera.py:70", "at game.js:12:5", "Regeln.tex:88"): a line's number, no quantity
# (the file's extension alone where a reader has cut the text at the name's dot: "py:70")
SOURCE_EXT = r"(?:py|js|ts|jsx|tsx|java|kt|rb|go|rs|cpp|cc|hpp|cs|php|swift|lua|po|pot|tex|md|txt|html|htm|xml|json|ya?ml|ini|cfg)"
SOURCE_LINE = (r"(?:(?<![\w.])[\w/-]+\.[a-z]{1,5}|(?<![\w.])" + SOURCE_EXT + r"):\d{1,6}(?::\d{1,4})?(?![\w])")
# a time of day told alone with its minutes written with a leading zero ("19:03", "21:07"; no score
# is written "19:03") or French style with spaces ("à 20 h 30", "20 h", "8h15")
CLOCK_ALONE = (r"(?<![\d:.,])" + HOUR + r":0\d(?![\d:.,]\d)"
               r"|(?<![\d:.,])" + HOUR + r"\s?h\s?[0-5]\d(?![\d:.,]\d)|(?<![\d:.,])" + HOUR + r"\s?h(?![\w])")
# a handle's or a post's number: digits glued to a word by an underscore ("Kartenhai_67",
# "player_21") or after a number sign ("#6", "Beitrag #6"): which one, no quantity
HANDLE = r"(?<=[^\W\d]_)\d{1,6}(?!\w)|(?<=[^\W\d])\d{1,6}(?=_)|(?<=#)\d{1,6}(?!\w)"
# money: an amount with a currency sign before or after it ("€4.50", "5 €", "R$ 30", "950 ₽"),
# thousands grouped, maybe with two decimals ("600.000", "1 200", "4.785,50", "1,320.00"; no number
# of our rules reaches 1000) and an amount with
# two decimals after a comma ("24,90": a price; no rule of ours counts in fractions; "20.45",
# "30.11." are times and dates, "3.12" a section)
MONEY = (r"(?:R\$|[€£₽₫¥₴]|\$(?!\d+(?:[.,]\d+)?\s*[-+=*/\\^×]))\s?\d+(?:[.,\s]\d{3})*(?:[.,]\d{1,2})?(?![\d])"
         r"|(?<![\d.,])\d+(?:[.,\s]\d{3})*(?:[.,]\d{1,2})?(?:\s?[€£₽₫¥₴]|\s\$)" +     # (not LaTeX's "=55$")
         r"|(?<![\d.,])\d{1,3}(?:[.]\d{3})+(?:,\d{2})?(?![\d.,]\d)|(?<![\d.,])\d{1,3}(?:,\d{3})+(?:\.\d{2})?(?![\d.,]\d)"
         r"|(?<![\d.,])\d{1,5},\d{2}(?![\d]|[.,]\d)")
# Where a match of ``MASKED`` may start: a digit, a sign that opens one ("[", "§", "$", a
# currency's sign, a path's "/", "-" or "_"), a word's first character, a line's start, or the
# letters that open a web address or "R$" anywhere ("xhttp://…" matches at its "h"). Every
# alternative starts so; tried first, it spares the other positions (inside a word, between words)
# the twenty alternatives, and finds the same matches (``NOT_QUANTITIES``).
MAY_START = r"(?:(?=[\d\[§$€£₽₫¥₴/_hwR-])|(?<![^\W\d_])(?=\w)|^|(?<=\n))"
MASKED = (SECTION + "|" + ARTICLE + "|" + TIMECODE + "|" + CLOCK + "|" + CLOCK_ALONE + "|" + HANDLE + "|(?P<money>" + MONEY + ")|" + IDENTIFIER + "|" + SOURCE_LINE + r"|\[[^\W\d_]{0,8}\s?\d{1,4}\]|(?<=[^\W\d_]{3})\d(?![\w.,]*\d)|(?<=[^\W\d_]{2}[”’»)])\d(?!\w)|(?:https?://|www\.)\S++|"
          + DATE + "|" + YEAR + r"|\d+(?:[.,]\d+)?\s?[%‰]")
NOT_QUANTITIES = re.compile(MAY_START + "(?:" + MASKED + ")", re.UNICODE)
YEARS = re.compile(YEAR)
# What every match of ``MASKED`` holds, but for a web address: a sign (a currency's, "$", "§", "[",
# "%", "‰", "_", "#"), or a digit with, next to it, what each alternative needs there: a
# separator and a digit (sections, dates, times, thousands, decimals: "3.4", "14/03", "20:00",
# "18h30", "4,50", "1 200"), an hour's "h" ("20 h"), a letter, a closing quote or bracket, a colon
# or a capital and a hyphen right before it ("semillas1", "TC04", "py:70", "EX-F-04"), or four
# digits from 1000 to 2099 (a year); an article's word ("Art.", "статья", "điều", "pykälä").
# A text with none of these holds no mask outside a web address: the twenty alternatives need not
# be tried (most texts with digits: "3 carte a testa"). Every alternative added to ``MASKED`` must
# be found by one of these (``tests/test_check_speed_b39.py``).
MASK_SIGNS = re.compile(r"[€£₽₫¥₴$§\[%‰_#]")
MASK_DIGITS = re.compile(r"\d(?:[:.,/h]\d|\s\d\d\d|\s?h(?!\w)|\s?h\s?\d|(?<=[^\W\d_]\d)|(?<=[”’»):]\d)|"
                         r"(?<=[A-ZА-ЯЁ]-\d)|(?<=1)\d\d\d|(?<=2)0\d\d)")
MASK_WORDS = re.compile(r"(?<![^\W\d_])(?i:" + ARTICLE_WORD + ")")      # ``ARTICLE``'s own words


def may_mask(text: str) -> bool:
    """Whether ``NOT_QUANTITIES`` may find anything in ``text``: False only where it finds
    nothing (``MASK_SIGNS``, ``MASK_DIGITS``, ``MASK_WORDS`` and a web address's start)."""
    return MASK_SIGNS.search(text) is not None or MASK_DIGITS.search(text) is not None or \
        "http" in text or "www." in text or MASK_WORDS.search(text) is not None


LETTER_COUNT = re.compile(r"\(\d{1,2}(?:[,\s–-]+\d{1,2})*\)")


@functools.cache
def _clue(lang: str):
    """A crossword clue's opening in ``lang``: its number and direction ("7 across", "3 senkrecht":
    ``clause_cues.clue`` in rules/checker/<lang>.yaml)."""
    from .lexicon import cue_block

    cues = cue_block(lang, "clause_cues").get("clue")
    if not cues:
        return None
    alts = "|".join(re.escape(w) for w in sorted(cues, key=len, reverse=True))
    return re.compile(rf"^[\W_]{{0,4}}(\d{{1,3}})\.?\s*+(?:{alts})(?!\w)", re.IGNORECASE)


# A crossword's letter count after the clue's last stop ("… als eine einzige zählt. (15)"; or a
# list item's number, "(2) Each player …": where, not how many), and a
# solution's entry: its number before the answer in capitals and a dash or colon ("7 FOLA – Jeder
# bekommt …", "12. RESTI: …"): labels, no quantities.
COUNT_AFTER_STOP = re.compile(r"(?<=[.!?…])\s*+\(\d{1,2}(?:[,\s–-]+\d{1,2})*\)(?=[\s.;:,!?]|$)")
ENTRY = re.compile(r"^[\W_]{0,4}(\d{1,3})\.?[ \t]++([^\W\d_]{3,}(?:[ \t-][^\W\d_]+)*)[ \t]*[—–:-]")


def entry_labels(text: str) -> list[tuple[int, int]]:
    """Where ``text`` holds a crossword's labels (``COUNT_AFTER_STOP``, ``ENTRY``; the answer
    written all in capitals)."""
    out = [m.span() for m in COUNT_AFTER_STOP.finditer(text)]
    entry = ENTRY.match(text)
    if entry and entry.group(2).isupper():
        out.append(entry.span(1))
    return out


@functools.lru_cache(maxsize=4096)
def find_numbers(text: str, lang: str | None) -> list[Num]:
    """Every number in ``text``, in order: digit runs of any script and number words of ``lang``;
    not footnote markers, web addresses, dates or years."""
    found: list[Num] = []
    digits = any(map(str.isdigit, text))
    masked = [(m.start(), m.end()) for m in NOT_QUANTITIES.finditer(text)] if digits and may_mask(text) else []
    if digits and lang and (clue := _clue(lang)) is not None and (opened := clue.match(text)):
        # a crossword's clue: its number and direction ("7 across:"), its letter counts ("(4)", "(3, 4)")
        masked += [opened.span(1), *(m.span() for m in LETTER_COUNT.finditer(text))]
    elif digits:
        masked += entry_labels(text)
    for m in DIGITS_RE.finditer(text):
        v = digit_value(m.group())
        if v is not None and not any(a <= m.start() and m.end() <= b for a, b in masked):
            found.append(Num(v, m.start(), m.end(), False, m.group()))
    if lang:
        table = word_table(lang)
        firsts = _first_words(lang)
        normed = words(text)    # kept by content: the other readers of the text read its words too
        if not firsts.isdisjoint(normed):
            spans = [m.span() for m in TOKEN.finditer(text)]
            i = 0
            while i < len(normed):
                if normed[i] not in firsts:
                    i += 1
                    continue
                for k in range(min(MAX_PHRASE_WORDS, len(normed) - i), 0, -1):
                    key = normed[i:i + k]
                    if key in table:
                        start, end = spans[i][0], spans[i + k - 1][1]
                        found.append(Num(table[key], start, end, True, text[start:end]))
                        i += k
                        break
                else:
                    i += 1
    if lang:
        idioms = _idioms(lang)
        if idioms and found:
            spans = [(m.start(), m.end()) for m in idioms.finditer(text)]
            found = [n for n in found if not any(a <= n.start and n.end <= b for a, b in spans)]
        labelled = label_spans(text, lang) if found else []
        if labelled and found:      # "Ejemplo 2.", "Beispiel 3:": which example, not how many
            found = [n for n in found if not any(a <= n.start and n.end <= b for a, b in labelled)]
        refs = _references(lang)
        if refs and found and digits:   # "see section 4.2", "p. 12", "pp. 45–47": where, not how many (digits only)
            spans = [(m.end(), t.end()) for m in refs.finditer(text)
                     if (t := REFERENCE_TAIL.match(text, m.end())) and t.end() > m.end()]
            found = [n for n in found if not any(a <= n.start and n.end <= b for a, b in spans)]
        money = _money(lang)
        if money and found:     # "5 euro", "950 руб.", "600.000 đồng": a price, no quantity
            spans = [(m.start(), m.end()) for m in money.finditer(text)]
            found = [n for n in found if not any(0 <= a - n.end <= 2 and not text[n.end:a].strip() or
                                                 0 <= n.start - b <= 2 and not text[b:n.start].strip()
                                                 for a, b in spans)]
        percent = _percent(lang)
        if percent and found:
            spans = [(m.start(), m.end()) for m in percent.finditer(text)]
            found = [n for n in found if not any(a <= n.start < b or n.end <= a and not text[n.end:a].strip()
                                                 for a, b in spans)]
    found.sort(key=lambda n: n.start)
    return found


@functools.cache
def _idioms(lang: str):
    """Phrases of ``lang`` whose number word is not a quantity (fr "toutes deux", pt "dos dois
    lados": both), from ``not_numbers`` in rules/checker/<lang>.yaml."""
    from .lexicon import lexicon

    phrases = lexicon(lang).not_numbers
    if not phrases:
        return None
    return re.compile(whole_words(phrases), re.IGNORECASE)


def whole_words(phrases) -> str:
    """A pattern of any of ``phrases`` (tried in the order given), each as whole words: the same as
    ``(?<!\\w)a(?!\\w)|(?<!\\w)b(?!\\w)|…``, with the look behind written once, so that at a
    position inside a word (most of a text) it fails at once instead of once per phrase."""
    return r"(?<!\w)(?:" + "|".join(rf"{re.escape(p)}(?!\w)" for p in phrases) + ")"


# the numbers of a reference: "p. 45–47", "section 4.2", "§ 3"
REFERENCE_TAIL = re.compile(r"[\s.]*+\d+(?:[.,]\d+)*+(?:\s*+[–—-]\s*+\d+(?:[.,]\d+)*+)?")


@functools.cache
def _references(lang: str):
    """The words of ``lang`` that name a place in a book or page ("page", "section", "p.":
    ``reference`` in rules/checker/<lang>.yaml, and the sign §): the numbers right after them."""
    from .terms import cue_words

    words = [str(w) for w in (*cue_words(lang, "reference"), *cue_words(lang, "place_number"))]
    alts = ([whole_words(sorted(words, key=len, reverse=True))] if words else []) + ["§"]
    return re.compile("|".join(alts), re.IGNORECASE)


@functools.cache
def _labels(lang: str):
    """A worked example's label ("Ejemplo 2.", "Beispiel 3:", "Esimerkki 1)": ``example_label``
    in rules/checker/<lang>.yaml, a number and a stop, colon or bracket after it)."""
    from .terms import cue_words

    words = [str(w) for w in cue_words(lang, "example_label")]
    if not words:
        return None
    alts = "|".join(rf"{re.escape(w)}" for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alts})\s*+(\d+)\s*+[.:)](?!\d)", re.IGNORECASE)


@functools.cache
def _days(lang: str):
    """A day named with its number, as a log or a diary dates an entry ("Día 3, 23:15", "Day 2 –",
    "День 4."): ``day_label`` in rules/checker/<lang>.yaml, capitalised, then the number (not one
    followed by a word of a card's suit or value: the number is the day's)."""
    from .terms import cue_words

    words = [str(w) for w in cue_words(lang, "day_label")]
    if not words:
        return None
    alts = "|".join(rf"{re.escape(w)}" for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alts})\s++(\d{{1,3}})(?![\d.,:]\d)(?=\s*+(?:[.,:;)–—-]|$))")


@functools.cache
def _opens(lang: str):
    from .terms import cue_words

    words = [str(w) for w in cue_words(lang, "example_opens")]
    if not words:
        return None
    alts = "|".join(rf"{re.escape(w)}" for w in sorted(words, key=len, reverse=True))
    # an ordinal before or after the label ("Troisième exemple :", "Ví dụ thứ hai:"): data ``example_ordinals``
    ords = "|".join(re.escape(w) for w in sorted(cue_words(lang, "example_ordinals"), key=len, reverse=True))
    said = rf"(?:{ords})\s+(?:{alts})|(?:{alts})\s+(?:{ords})|" if ords else ""
    return re.compile(rf"[\W_]{{0,4}}(?:{said}(?:{alts})\s*+(?:\d{{1,3}}|[A-ZА-Я]))\s*+[.:)—–-]", re.IGNORECASE)


def example_opening(text: str, lang: str | None) -> bool:
    """The sentence opens with a worked example's own label ("ESIMERKKI C:", "Beispiel 2.",
    "**Example 3)**", a comic's "CASE 2 —": ``example_opens`` in rules/checker/<lang>.yaml, a
    number or a letter and a stop, colon, bracket or dash): a new example starts, so no passage runs back past it into the example
    before (a step's label, "Step 2:", goes on with its example and is not listed)."""
    pattern = _opens(lang) if lang else None
    return bool(pattern and pattern.match(text))


KEPT_LABELS = 1 << 12     # texts whose labels ``label_spans`` keeps


@functools.lru_cache(maxsize=KEPT_LABELS)
def label_spans(text: str, lang: str | None) -> tuple[tuple[int, int], ...]:
    """Where the numbers of worked examples' labels stand in ``text``, and numbers written after a
    number sign ("Clue card #3", "PR #412", "№ 5"): what they label is no card and no amount.
    Kept for the last texts read: the numbers', the cards' and the points' readers each ask it
    of the same sentence or passage (half of the calls on distinct text repeat one)."""
    if not DIGIT.search(text):
        return ()
    pattern = _labels(lang) if lang else None
    signed = [m.span(1) for m in NUMBER_SIGN.finditer(text)] if "#" in text or "№" in text else []
    if lang and ":" in text:
        signed += _source_label_numbers(text, lang)
    days = _days(lang) if lang else None
    if days is not None:
        signed += [m.span(1) for m in days.finditer(text)]
    signs = _sign_words(lang) if lang else None
    if signs is not None:
        signed += [m.span(1) for m in signs.finditer(text)]
    return tuple(sorted([m.span(1) for m in pattern.finditer(text)] + signed) if pattern else sorted(signed))


SOURCE_LABEL_WORDS = 14     # words of a label before a colon that names where a sentence comes from
SOURCE_LABEL = re.compile(r"^([^:]{1,160}?)\s?:\s")
LABEL_NUMBER = re.compile(r"(?<=[^\W\d_]\s)(\d{1,4})(?![\d:])(?=\s*+(?:[,;.)]|$))")


@functools.cache
def _source_frames(lang: str) -> tuple[tuple[str, ...], ...]:
    from .lexicon import cue_block

    return tuple(tuple(words(w)) for w in cue_block(lang, "clause_cues").get("source_frame", ()) if words(w))


@functools.lru_cache(maxsize=4096)
def _source_label_numbers(text: str, lang: str) -> list[tuple[int, int]]:
    """The numbers of a short label before a sentence's first colon that names where its words
    come from (data ``clause_cues.source_frame``: "Nota a margine sul verbale della gara, tavolo
    4, smazzata 7: …", "Kirjekurssin tehtävä 6, malliratkaisu: …", "Regolamento, art. 5: …"):
    each a word's number closing its part of the label, a reference, no card or amount."""
    m = SOURCE_LABEL.match(text)
    if m is None:
        return []
    label = m.group(1)
    spans = [n.span(1) for n in LABEL_NUMBER.finditer(label)]
    if not spans:
        return []               # (a cheap look first: no number closing a part of the label)
    tokens = words(label)
    frames = _source_frames(lang)
    if not frames or len(tokens) > SOURCE_LABEL_WORDS or \
            not any(tuple(tokens[i:i + len(f)]) == f for f in frames for i in range(len(tokens) - len(f) + 1)):
        return []
    return spans


NUMBER_SIGN = re.compile(r"(?<![\w&])(?:#|№\s?)(\d{1,5})(?!\d)")     # "#3", "№ 5" (not an HTML entity "&#39;")

SIGN_WORD_CHARS = 3     # a word for 'number' this short is an abbreviation ("n.", "Nr.", "nº", "nro")


@functools.cache
def _sign_words(lang: str):
    """A number after an abbreviated word for 'number' (``number_sign`` in
    rules/checker/<lang>.yaml, at most ``SIGN_WORD_CHARS`` letters: "tavolo n. 3", "Tisch Nr. 5",
    "mesa nº 4", "table No. 2", "pöytä nro 3"): what it labels is no card and no amount. A word of
    one or two letters ("n", "no", also words of the language) counts only with its stop or its
    ordinal sign; the whole word ("numero 7", "number 7") may name a card's number and is left."""
    from .terms import cue_words

    bases = sorted({b for w in cue_words(lang, "number_sign") if len(b := str(w).rstrip("º°.")) <= SIGN_WORD_CHARS},
                   key=len, reverse=True)
    if not bases:
        return None
    alts = "|".join(rf"{re.escape(b)}(?:[º°]|\.[º°]?{'|' if len(b) == SIGN_WORD_CHARS else ''})" for b in bases)
    return re.compile(rf"(?<!\w)(?:{alts})\s*+(\d{{1,5}})(?![\d])(?![.,]\d)", re.IGNORECASE)


DIGIT = re.compile(r"\d")       # a label's number is digits: a text without any has none (a cheap look first)


# a title in quotation marks: capitalised, two words or more, no mark that ends a sentence (an
# episode's, a book's or a show's: 'Ep. 42 – "Um baralho de 97 cartas"', «Quaranta carte e un
# Matto»); its numbers name the work, no rule (a rule quoted is a clause, not capitalised)
QUOTED_TITLE = re.compile(r"[\"“«„]\s?([A-ZÀ-ÞĐА-ЯЁ][^\"“”«»„\n.!?;:]{2,80})[\"”»“]")


def title_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` quotes a title (``QUOTED_TITLE``, two words or more)."""
    return [m.span() for m in QUOTED_TITLE.finditer(text) if len(TOKEN.findall(m.group(1))) >= 2]


@functools.lru_cache(maxsize=1 << 12)
def priced(text: str, lang: str | None) -> bool:
    """The sentence gives a price: an amount with a currency sign, two decimals or thousands
    grouped (``MONEY``), or a number right before or after a word for money (``_money``: "5 euro",
    "950 руб."). Kept for the last texts read: the goods readers ask it of a sentence and its parts
    again and again."""
    if not any(map(str.isdigit, text)):
        return False
    if may_mask(text) and any(m.group("money") for m in NOT_QUANTITIES.finditer(text)):
        return True     # (not a subtitle's time code, "00:04:58,700", read first)
    money = _money(lang) if lang else None
    return bool(money) and any(re.search(r"\d\s{0,2}$", text[:m.start()]) or re.match(r"\s{0,2}\d", text[m.end():])
                               for m in money.finditer(text))


@functools.cache
def _money(lang: str):
    """The words of ``lang`` for money (``money`` in rules/checker/<lang>.yaml: "euro", "рублей",
    "đồng"): a number right before or after them is a price, no quantity of a rule."""
    from .terms import cue_words

    words = cue_words(lang, "money")
    if not words:
        return None
    return re.compile(whole_words(sorted(words, key=len, reverse=True)), re.IGNORECASE)


@functools.cache
def _percent(lang: str):
    """The words of ``lang`` for "per cent" (``percent`` in rules/checker/<lang>.yaml): the number
    right before them, and any number word inside them (fr "pour cent"), is a percentage."""
    from .terms import cue_words

    words = cue_words(lang, "percent")
    if not words:
        return None
    return re.compile(whole_words(sorted(words, key=len, reverse=True)), re.IGNORECASE)


def values(text: str, lang: str | None) -> list[int]:
    return [n.value for n in find_numbers(text, lang)]


def ranges(text: str, nums: list[Num], range_words: tuple[str, ...] = ()) -> list[tuple[int, int]]:
    """Digit ranges written with a dash, "2–10", "1–60" (not rank runs such as "Asso–2–3"), or
    with one of the language's ``range_words`` between the numbers ("36 à 40", "dal 36 al 40",
    "36 bis 40": ``rules/checker/<lang>.yaml``)."""
    out = []
    words = {norm(w) for w in range_words}
    for a, b in zip(nums, nums[1:]):
        gap = text[a.end:b.start]
        if a.word or b.word or a.value >= b.value:
            continue
        if len(gap) == 1 and gap in RANGE_DASHES:
            before = text[max(0, a.start - 1):a.start]
            after = text[b.end:b.end + 1]
            if not (before and before in RANGE_DASHES) and not (after and after in RANGE_DASHES):
                out.append((a.value, b.value))
        elif words and gap[:1].isspace() and gap[-1:].isspace() and norm(gap.strip()) in words:
            out.append((a.value, b.value))
    return out
