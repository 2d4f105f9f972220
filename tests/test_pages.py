"""Rule pages: every number of the spec and every worked example reaches every language, and a
catalog's text can never become markup."""

import re

import markdown
import pytest

from engine import examples, games
from engine.facts import NumberList, NumberRange, RangeList, facts
from toolkit import catalog
from toolkit.catalog import PLACEHOLDER
from toolkit.lint import lint
from toolkit.phrasing import EXAMPLE_PHRASES, Phraser, md_escape
from toolkit.languages import load_languages

LANGUAGES = load_languages()
GAMES = [games.load(g) for g in games.available()]


def numbers_of(value) -> list[int]:
    if isinstance(value, bool) or not isinstance(value, (int, NumberList, NumberRange, RangeList)):
        return []
    if isinstance(value, int):
        return [value]
    if isinstance(value, NumberList):
        return list(value.numbers)
    if isinstance(value, NumberRange):
        return [value.low, value.high]
    return [n for r in value.ranges for n in (r.low, r.high)]


@pytest.fixture(scope="module", params=LANGUAGES, ids=lambda l: l.code)
def phraser(request):
    return Phraser(request.param.code, request.param.babel_locale)


def test_every_clause_carries_the_specs_numbers(phraser):
    for game in GAMES:
        values = facts(game)
        for clause in game.spec.clauses:
            if clause.text is None:
                continue
            text = phraser.clause(game, clause)
            digits = re.findall(r"\d+", text.replace("\u202f", "").replace("\xa0", ""))
            for name in PLACEHOLDER.findall(clause.text):
                for n in numbers_of(values[name]):
                    assert str(n) in digits, f"{phraser.lang} {clause.id}: {{{name}}} = {n} missing in {text!r}"
            assert "{" not in text and "}" not in text, f"{phraser.lang} {clause.id}: unfilled placeholder"


def _other(value):
    """Another outcome value of the same shape (a different index, count or list)."""
    if isinstance(value, bool) or not isinstance(value, (int, list)):
        raise TypeError(value)
    if isinstance(value, int):
        return [value + 1, value - 1, -1 if value >= 0 else 0]
    if value and isinstance(value[0], int):
        return [[value[0] + 1] + value[1:]]
    return [value[:-1]]


def test_every_worked_example_renders_with_the_engines_outcome(phraser):
    """Every value of every example's outcome reaches its sentence: another value gives another
    sentence (winner, options, points included), and the numbers it states are printed."""
    for game in GAMES:
        for ex in game.spec.examples:
            phrase = EXAMPLE_PHRASES[ex.kind]
            out = examples.outcome(game, ex)
            text = phrase(phraser, game, ex, out)
            assert phraser.sentence(text) == phraser.example(game, ex) and text and "{" not in text
            digits = re.findall(r"\d+", text.replace("\u202f", "").replace("\xa0", ""))
            for key in ("score", "total", "resti", "bonus", "carried"):
                if key in out:
                    assert str(abs(out[key])) in digits, f"{phraser.lang} {ex.id}: {key}={out[key]} not in {text!r}"
            for key, value in out.items():
                if ex.kind == "combination" and key == "score" and out["combinations"] == 0:
                    continue   # no combination is 0 points: the sentence says so in words
                changed = []
                for other in _other(value):
                    try:
                        changed.append(phrase(phraser, game, ex, {**out, key: other}) != text)
                    except (IndexError, KeyError):
                        continue   # not a possible outcome of this example
                assert any(changed), f"{phraser.lang} {ex.id}: the sentence ignores {key!r}: {text!r}"


def test_capture_example_lists_the_three_options_in_every_language(phraser):
    game = games.load("cicera")
    text = phraser.clause(game, next(c for c in game.spec.clauses if c.id == "CIC-P3"))
    assert "3 + 4" in text, text            # the sum option, never "3 4" or "34"
    assert text.count("7") >= 3, text       # played 7, table 7, "take the single 7"


@pytest.mark.parametrize("lang", [l.code for l in LANGUAGES if l.code != "en"])
def test_catalogs_are_complete_with_placeholders_intact(lang):
    assert [str(p) for p in catalog.problems(lang)] == []


def test_english_source_avoids_ambiguous_words():
    assert [str(f) for f in lint()] == []


def test_lint_catches_the_words_that_misled_translators():
    from babel.messages.catalog import Catalog

    bad = Catalog()
    bad.add("Fante, Cavallo and Re are courts.", locations=[("x.yaml", 3)])
    bad.add("Equal totals draw.", locations=[("x.yaml", 4)])
    bad.add("Bonuses from the same capture stack.", locations=[("x.yaml", 5)])
    bad.add("A court card can take a court card.", locations=[("x.yaml", 6)])
    bad.add("The winner draws first from the stock.", locations=[("x.yaml", 7)])
    # "court card" and drawing from the stock are fine; bare "courts", the tie as "draw", "stack" are not.
    assert sorted((f.line, f.found) for f in lint(bad)) == [
        (3, "courts"), (4, "draw."), (4, "totals draw"), (5, "stack")]


def test_md_escape_neutralises_markup():
    assert md_escape("[x](http://e) <b>*y*</b>") == r"\[x\]\(http://e\) &lt;b&gt;\*y\*&lt;/b&gt;"


def test_a_hostile_catalog_cannot_inject_markup(tmp_path, monkeypatch):
    """A translation holding a script tag and a Markdown link renders as plain text."""
    from babel.messages.pofile import read_po, write_po

    src = catalog.po_path("fr")
    with src.open("rb") as f:
        po = read_po(f, locale="fr")
    po.get("Objective", "section").string = "<script>alert(1)</script> Objectif"
    msg = next(m for m in po if m.context == "CIC-B1")
    msg.string = "[cliquez ici](http://evil.example) {bonus.scua.name} : " \
                 "<img src=x onerror=alert(2)> {bonus.scua.points} point."
    locales = tmp_path / "locales"
    dest = locales / "fr" / "LC_MESSAGES" / "cardavia.po"
    dest.parent.mkdir(parents=True)
    with dest.open("wb") as f:
        write_po(f, po)
    monkeypatch.setattr(catalog, "LOCALES", locales)
    from toolkit.pages import game_page, sample_deal
    from engine.simulate import Stats

    game = games.load("cicera")
    ph = Phraser("fr")
    stats = Stats("cicera", 1, 1, ["greedy"] * 4, [0, 0], {"scua": [0, 0]}, {"scua": 0.0}, [0, 0], 1.0, 1.0)
    page = game_page(ph, game, stats, sample_deal(game))
    html = markdown.markdown(page, extensions=["attr_list", "md_in_html", "tables"])
    assert "<script" not in html and "<img src=x" not in html
    assert 'href="http://evil.example"' not in html
    assert "‹script›alert(1)‹/script›" in html
    assert "[cliquez ici](http://evil.example)" in html


def test_build_refuses_a_catalog_with_a_lost_placeholder_or_a_missing_translation(tmp_path, monkeypatch):
    """Nothing is rendered when a published catalog is broken; each problem names the .po line."""
    import shutil

    from babel.messages.pofile import read_po, write_po

    from toolkit.build import BuildError, build_all

    locales = tmp_path / "locales"
    shutil.copytree(catalog.LOCALES, locales)
    path = locales / "de" / "LC_MESSAGES" / "cardavia.po"
    with path.open("rb") as f:
        po = read_po(f, locale="de")
    po.get(next(m.id for m in po if m.context == "CIC-S1"), "CIC-S1").string = "Benutzt alle Karten."
    po.get("Objective", "section").string = ""
    with path.open("wb") as f:
        write_po(f, po)
    monkeypatch.setattr(catalog, "LOCALES", locales)
    out = tmp_path / "build"
    with pytest.raises(BuildError) as err:
        build_all(out, stats_deals=5, echo=lambda m: None)
    message = str(err.value)
    with path.open("rb") as f:
        lines = {m.context: m.lineno for m in read_po(f, locale="de") if m.context in ("CIC-S1", "section")}
    assert f"{path}:{lines['CIC-S1']}: placeholders differ in CIC-S1" in message
    assert "missing {deal.hand}" in message and "missing translation of section: 'Objective'" in message
    assert not out.exists(), "nothing is written when the catalogs are broken"


def test_deck_pages_name_the_fantina_link_the_readers_encyclopedia_and_draw_the_pack():
    from engine.cards import Deck
    from toolkit.pages import deck_page

    deck = Deck.load("minchiate-97")
    game = games.load("minchiate")
    fr = deck_page(Phraser("fr"), deck, [game])
    assert "Fante \\(Fantina en Coupes et Deniers\\)" in fr
    assert "[Minchiate](https://fr.wikipedia.org/wiki/Minchiate)" in fr and "(en anglais)" not in fr
    fi = deck_page(Phraser("fi"), deck, [game])
    assert "Tietosanakirja \\(englanniksi\\): [Minchiate](https://en.wikipedia.org/wiki/Minchiate)" in fi
    assert fr.count('<img class="cdv-card') == len(deck) == 97
    assert 'alt="l’atout 29"' not in fr and 'alt="atout 29"' in fr   # alt text: the card's label
    assert "[Minchiate](../games/minchiate.md) — " in fr
