"""Phrasing in one language: facts, cards, lists, numbers and worked examples.

Every string a page prints goes through here, so that numbers come from the spec or the engine
and words come from the catalog. Translations are untrusted text: :func:`md_escape` makes sure
a catalog can never inject Markdown or HTML into a page.
"""

from __future__ import annotations

import functools
import html
import re
from typing import Callable

import icu
from babel import Locale
from markupsafe import Markup
from babel.lists import format_list
from babel.numbers import format_decimal, format_percent

from engine import examples as engine_examples
from engine.facts import CardRef, NumberList, NumberRange, RangeList, RankList, RankOrder, SuitRef, facts

from .catalog import PLACEHOLDER, translations

_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+!|~<>])")


def md_escape(text: str) -> str:
    """Plain text → Markdown that renders as exactly that text (no markup, no HTML, one line)."""
    text = re.sub(r"[ \t\r\n]+", " ", str(text)).strip()  # NBSP and NNBSP are kept
    return _MD_SPECIAL.sub(r"\\\1", html.unescape(text)).replace("&", "&amp;").replace("\\<", "&lt;").replace("\\>", "&gt;")


class Phraser:
    """Phrases things in ``lang`` from its catalog; English is the source language."""

    def __init__(self, lang: str, locale: str | None = None) -> None:
        self.lang = lang
        self.locale = Locale.parse(locale or lang)
        self.tr = translations(lang)
        self._cards: dict[tuple, str] = {}

    # ---------------------------------------------------------- catalog access

    def p(self, context: str, msgid: str) -> str:
        return self.tr.pgettext(context, msgid)

    def np(self, context: str, singular: str, plural: str, n: int) -> str:
        return self.tr.npgettext(context, singular, plural, n)

    def fill(self, template: str, values: dict[str, object]) -> str:
        """Replace each ``{name}`` with its value, phrased; unknown names are an error."""
        def sub(m: re.Match) -> str:
            name = m.group(1)
            if name not in values:
                raise KeyError(f"no value for placeholder {{{name}}} in {template!r}")
            value = values[name]
            return value if isinstance(value, str) else self.value(value)
        return PLACEHOLDER.sub(sub, template)

    def fill_markup(self, template: str, values: dict[str, str]) -> Markup:
        """Like :meth:`fill` for Markdown: the (translated) template is escaped, the values are
        inserted as they are — they must already be safe Markdown (links built by the pages)."""
        parts = PLACEHOLDER.split(template)
        out = []
        for i, part in enumerate(parts):
            if i % 2:
                out.append(values[part])
            elif part.strip():
                lead = " " if part[:1].isspace() else ""
                trail = " " if part[-1:].isspace() else ""
                out.append(lead + md_escape(part) + trail)
            else:
                out.append(" " if part else "")
        return Markup("".join(out))

    # ---------------------------------------------------------- values

    @staticmethod
    def sentence(text: str) -> str:
        """Text that starts a sentence or a caption: its first letter upper-case ("the 7 of Batons
        ranks above…" → "The 7 of Batons ranks above…")."""
        return text[:1].upper() + text[1:]

    def number(self, n: int | float) -> str:
        return format_decimal(n, locale=self.locale)

    def decimal(self, x: float, places: int) -> str:
        """``x`` with exactly ``places`` decimals ("5,70" in fr for 5.7 and 2 places)."""
        return format_decimal(x, format="#,##0." + "0" * places, locale=self.locale)

    def percent(self, x: float, decimals: bool = True) -> str:
        """A share in the locale's own percent pattern ("#,##0 %" in fr, de, fi, ru), with one
        decimal unless ``decimals`` is false."""
        return format_percent(x, locale=self.locale, format=self._percent_pattern if decimals else None)

    @functools.cached_property
    def _percent_pattern(self) -> str:
        pattern = self.locale.percent_formats[None].pattern
        return re.sub(r"0(?=[^0]*$)", "0.0", pattern, count=1)

    def and_list(self, items: list[str]) -> str:
        return format_list(items, locale=self.locale) if items else ""

    def or_list(self, items: list[str]) -> str:
        return format_list(items, style="or", locale=self.locale) if items else ""

    # ---------------------------------------------------------- cards, with grammatical forms

    def message(self, context: str, msgid: str, values: dict[str, object]) -> str:
        """A catalog message in ICU MessageFormat (``select`` on ``form``, ``rank_key`` …)."""
        return icu_format(self.p(context, msgid), self.locale, {k: str(v) for k, v in values.items()})

    def suit(self, deck, code: str, form: str = "label") -> str:
        """The suit's name; ``form``: ``label`` (on its own), ``of`` (inside a card's name), ``in`` ("Fantina in Cups"),
        ``subject`` (a sentence's subject). Each language's ``suit`` messages say what each form is."""
        suit = next(s for s in deck.suits if s.code == code)
        return self.message("suit", suit.english, {"form": form})

    def rank(self, deck, code: str, suit: str | None = None) -> str:
        rank = next((r for r in deck.ranks if r.code == code), None)
        if rank is None:
            return code
        if suit is not None:
            s = next(s for s in deck.suits if s.code == suit)
            return (s.names or {}).get(code, rank.name)
        return rank.name

    def card(self, deck, code: str, form: str = "label") -> str:
        """The card's name in ``form``: ``label`` (a caption, alt text, a list of names), ``subject``
        or ``object`` (in a sentence, where a language may need an article or a case)."""
        key = (deck.id, code, form)
        if key not in self._cards:
            self._cards[key] = self._card(deck, code, form)
        return self._cards[key]

    def _card(self, deck, code: str, form: str) -> str:
        if form not in CARD_FORMS:
            raise ValueError(f"unknown card form {form!r} (one of {', '.join(CARD_FORMS)})")
        card = deck.card(code)
        if card.kind == "trump":
            return self.message("card", pgettext("card", "trump {number}"),
                                {"number": self.number(card.number), "form": form})
        if card.kind == "excuse":
            return self.message("card", pgettext("card", "{form, select, label {Matto} other {the Matto}}"),
                                {"form": form})
        rank = self.rank(deck, card.rank, card.suit)
        return self.message("card", pgettext("card", "{form, select, label {{rank} of {suit}} other {the {rank} of {suit}}}"),
                            {"rank": rank, "rank_key": rank_key(rank), "suit": self.suit(deck, card.suit, "of"),
                             "suit_key": card.suit, "form": form})

    def cards(self, deck, codes, form: str = "label") -> str:
        """Cards as a list; numbered trumps grouped first ("trumps 28–29–30", "trumps 1, 13, 28")."""
        numbers = [deck.card(c).number for c in codes if deck.card(c).kind == "trump"]
        others = [self.card(deck, c, form) for c in codes if deck.card(c).kind != "trump"]
        if not numbers:
            return self.and_list(others)
        consecutive = all(b == a + 1 for a, b in zip(numbers, numbers[1:]))
        if consecutive and len(numbers) > 3:
            joined = f"{self.number(numbers[0])}–{self.number(numbers[-1])}"
        else:
            joined = ("–" if consecutive else ", ").join(self.number(n) for n in numbers)
        if len(numbers) == 1:
            group = self.message("card", pgettext("card", "trump {number}"), {"number": joined, "form": form})
        else:
            group = self.message("card", pgettext("card", "trumps {numbers}"), {"numbers": joined, "form": form})
        return self.and_list([group] + others)

    def value(self, value: object, deck=None) -> str:
        deck = deck or self._deck
        if isinstance(value, bool):
            raise TypeError("a boolean is not a printable fact")
        if isinstance(value, (int, float)):
            return self.number(value)
        if isinstance(value, str):
            return value
        if isinstance(value, CardRef):
            return self.card(deck, value.code)
        if isinstance(value, SuitRef):
            return self.suit(deck, value.code)
        if isinstance(value, RankList):
            return "–".join(self.rank(deck, c) for c in value.codes)
        if isinstance(value, RankOrder):
            return " > ".join(self.rank(deck, c) for c in value.codes)
        if isinstance(value, RangeList):
            return self.or_list([self.value(r, deck) for r in value.ranges])
        if isinstance(value, NumberList):
            return self.and_list([self.number(n) for n in value.numbers])
        if isinstance(value, NumberRange):
            return f"{self.number(value.low)}–{self.number(value.high)}"
        raise TypeError(f"cannot phrase {value!r}")

    _deck = None

    # ---------------------------------------------------------- rules text

    def clause(self, game, clause) -> str:
        """The clause in this language with the spec's values filled in (plain text)."""
        self._deck = game.deck
        if clause.text is not None:
            return self.fill(self.p(clause.id, clause.text), facts(game))
        example = engine_examples.by_id(game, clause.example)
        return self.example(game, example)

    def example(self, game, example) -> str:
        self._deck = game.deck
        try:
            phrase = EXAMPLE_PHRASES[example.kind]
        except KeyError:
            raise KeyError(f"no phrasing for examples of kind {example.kind!r}") from None
        return self.sentence(phrase(self, game, example, engine_examples.outcome(game, example)))


CARD_FORMS = ("label", "subject", "object")


def rank_key(rank_name: str) -> str:
    """The rank as a ``select`` keyword of the card messages: ``asso``, ``2`` … ``10``, ``fante``,
    ``fantina``, ``cavallo``, ``regina``, ``re``."""
    return rank_name.lower()


@functools.lru_cache(maxsize=4096)
def _compiled(pattern: str, locale: str) -> icu.MessageFormat:
    # An ASCII apostrophe is always literal text (l'Asso, d'Épées): ICU's quoting is not used.
    return icu.MessageFormat(pattern.replace("'", "''"), icu.Locale(locale))


def icu_format(pattern: str, locale, values: dict[str, str]) -> str:
    names = list(values)
    return _compiled(pattern, str(locale)).format(names, [icu.Formattable(values[n]) for n in names])


EXAMPLE_PHRASES: dict[str, Callable] = {}


def phrase_of(kind: str) -> Callable:
    def wrap(fn: Callable) -> Callable:
        EXAMPLE_PHRASES[kind] = fn
        return fn
    return wrap


def pgettext(context: str, message: str) -> str:
    """Marks a message for extraction (Babel's python extractor); translation happens in Phraser."""
    return message


def npgettext(context: str, singular: str, plural: str, n: int) -> tuple[str, str]:
    return singular, plural


@phrase_of("capture_options")
def _capture_options(ph: Phraser, game, ex, out) -> str:
    deck = game.deck
    def rank(code: str) -> str:  # suits do not matter in this example
        card = deck.card(code)
        return ph.rank(deck, card.rank, card.suit)
    options = []
    for take in out["options"]:
        if not take:
            options.append(ph.p("example", pgettext("example", "leave your card on the table")))
        elif len(take) == 1:
            options.append(ph.fill(ph.p("example", pgettext("example", "take the single {card}")),
                                   {"card": rank(take[0])}))
        else:
            options.append(ph.fill(ph.p("example", pgettext("example", "take {cards}")),
                                   {"cards": " + ".join(rank(c) for c in take)}))
    template = ph.p("example", pgettext("example", "Play {play} on a table of {table}: you may {options}."))
    return ph.fill(template, {"play": rank(ex.play), "table": ph.and_list([rank(c) for c in ex.table]),
                              "options": ph.or_list(options)})


@phrase_of("napula")
def _napula(ph: Phraser, game, ex, out) -> str:
    deck = game.deck
    suits = {deck.card(c).suit for c in ex.cards}
    template = ph.p("example", pgettext("example", "For example, {run} of {suit} scores {score}."))
    return ph.fill(template, {"run": "–".join(ph.rank(deck, deck.card(c).rank) for c in ex.cards),
                              "suit": ph.suit(deck, suits.pop(), "of"), "score": ph.number(out["score"])})


@phrase_of("capture_bonuses")
def _capture_bonuses(ph: Phraser, game, ex, out) -> str:
    deck = game.deck
    names = {b.id: b.name for b in game.spec.bonuses}
    total = out["points"]
    singular, plural = npgettext(
        "example", "With {table} on the table, play {play} and take {take}: {bonuses}, {points} point in all.",
        "With {table} on the table, play {play} and take {take}: {bonuses}, {points} points in all.", total)
    return ph.fill(ph.np("example", singular, plural, total), {
        "play": ph.card(deck, ex.play, "object"),
        "table": ph.and_list([ph.card(deck, c, "subject") for c in ex.table]),
        "take": ph.and_list([ph.card(deck, c, "object") for c in ex.take]),
        "bonuses": ph.and_list([names[b] for b in out["bonuses"]]),
        "points": ph.number(total),
    })


@phrase_of("majority")
def _majority(ph: Phraser, game, ex, out) -> str:
    award = next(a for a in game.spec.awards if a.id == ex.award)
    template = ph.p("example", pgettext("example", "{award} with {counts}: {points}."))
    return ph.fill(template, {"award": ph.p("award", award.name or award.id),
                              "counts": "–".join(ph.number(c) for c in ex.counts),
                              "points": "–".join(ph.number(p) for p in out["points"])})


# ---------------------------------------------------------------- trick games

@phrase_of("card_points")
def _card_points(ph: Phraser, game, ex, out) -> str:
    template = ph.p("example", pgettext("example", "The whole pack holds {total} card points."))
    return ph.fill(template, {"total": ph.number(out["total"])})


@phrase_of("settle")
def _settle(ph: Phraser, game, ex, out) -> str:
    a, b = ex.points
    if out["winner"] < 0:
        template = ph.p("example", pgettext("example", "{a} to {b} is a tie."))
    else:
        template = ph.p("example", pgettext("example", "{a} to {b}: the side with {winner} wins."))
    return ph.fill(template, {"a": ph.number(a), "b": ph.number(b),
                              "winner": ph.number(ex.points[out["winner"]]) if out["winner"] >= 0 else ""})


@phrase_of("trick")
def _trick(ph: Phraser, game, ex, out) -> str:
    deck = game.deck
    n = out["points"]
    singular, plural = npgettext(
        "example", "{trump} are trumps; {cards} are played in this order: {winner} wins the trick, worth {points} point.",
        "{trump} are trumps; {cards} are played in this order: {winner} wins the trick, worth {points} points.", n)
    trump = ph.suit(deck, ex.trump, "subject") if ex.trump else ph.p("example", pgettext("example", "The numbered trumps"))
    return ph.fill(ph.np("example", singular, plural, n), {
        "trump": trump, "cards": ph.cards(deck, ex.cards, "subject"),
        "winner": ph.card(deck, ex.cards[out["winner"]], "subject"), "points": ph.number(n)})


@phrase_of("rank_vs_points")
def _rank_vs_points(ph: Phraser, game, ex, out) -> str:
    deck = game.deck
    high, low = (ex.cards[1], ex.cards[0]) if out["higher"] == 1 else (ex.cards[0], ex.cards[1])
    high_pts = out["points_1"] if out["higher"] == 1 else out["points_0"]
    low_pts = out["points_0"] if out["higher"] == 1 else out["points_1"]
    template = ph.p("example", pgettext(
        "example", "{high} ranks above {low}; {high} is worth {high_points} points and {low} {low_points}."))
    return ph.fill(template, {"high": ph.card(deck, high, "subject"), "low": ph.card(deck, low, "subject"),
                              "high_points": ph.number(high_pts), "low_points": ph.number(low_pts)})


@phrase_of("combination")
def _combination(ph: Phraser, game, ex, out) -> str:
    deck = game.deck
    count = out["combinations"]
    if count == 0:
        template = ph.p("example", pgettext("example", "{cards}: no combination, 0 points."))
    else:
        singular, plural = npgettext("example", "{cards}: {count} combination worth {score}.",
                                     "{cards}: {count} combinations worth {score} in all.", count)
        template = ph.np("example", singular, plural, count)
    return ph.fill(template, {"cards": ph.cards(deck, ex.cards, "subject"), "count": ph.number(count),
                              "score": ph.number(out["score"])})


@phrase_of("beyond_cards")
def _beyond_cards(ph: Phraser, game, ex, out) -> str:
    singular, plural = npgettext("example", "A team that captures {cards} card adds {bonus}.",
                                 "A team that captures {cards} cards adds {bonus}.", ex.cards)
    return ph.fill(ph.np("example", singular, plural, ex.cards),
                   {"cards": ph.number(ex.cards), "bonus": ph.number(out["bonus"])})


@phrase_of("resto_in_play")
def _resto_in_play(ph: Phraser, game, ex, out) -> str:
    n = out["resti"]
    if ex.scored >= 0:
        singular, plural = npgettext(
            "example", "A lead of {lead} grows by {change} to {total}: {resti} resto earned, {carried} carried.",
            "A lead of {lead} grows by {change} to {total}: {resti} resti earned, {carried} carried.", n)
    else:
        singular, plural = npgettext(
            "example", "A lead of {lead} shrinks by {change} to {total}: {resti} resto earned, {carried} carried.",
            "A lead of {lead} shrinks by {change} to {total}: {resti} resti earned, {carried} carried.", n)
    return ph.fill(ph.np("example", singular, plural, n), {
        "lead": ph.number(ex.lead), "change": ph.number(abs(ex.scored)), "total": ph.number(ex.lead + ex.scored),
        "resti": ph.number(n), "carried": ph.number(out["carried"])})


@phrase_of("resto_end")
def _resto_end(ph: Phraser, game, ex, out) -> str:
    singular, plural = npgettext("example", "A final lead of {lead} gives {resti} resto.",
                                 "A final lead of {lead} gives {resti} resti.", out["resti"])
    return ph.fill(ph.np("example", singular, plural, out["resti"]),
                   {"lead": ph.number(ex.lead), "resti": ph.number(out["resti"])})
