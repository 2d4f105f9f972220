"""The built site in a real browser (Chromium via Playwright, headless, offline).

Skipped when /usr/bin/chromium or the playwright package is missing. Never runs
`playwright install`: it drives the system Chromium.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from urllib.parse import urlsplit

import pytest

REPO = Path(__file__).resolve().parent.parent
SCREENSHOTS = REPO / "build" / "screenshots"

from chromium import launched, require  # noqa: E402

require()

from cryptography.fernet import Fernet  # noqa: E402

from toolkit import site  # noqa: E402
from toolkit.languages import load_languages  # noqa: E402
from toolkit.server.run import running  # noqa: E402


@pytest.fixture(scope="module")
def base_url(tmp_path_factory):
    """Our real pages (rendered from the specs and catalogs) in every language, built and served."""
    from toolkit.pages import render_pages

    tmp = tmp_path_factory.mktemp("browser")
    languages = load_languages()
    render_pages(tmp / "pages", languages, stats_deals=40, cache_dir=tmp / "cache", jobs=1)
    out = tmp / "site"
    site.build_site(tmp / "pages", out)
    with running(out, secret=Fernet.generate_key(), ledger=tmp / "spent.sqlite") as url:
        yield url


@pytest.fixture(scope="module")
def browser():
    with launched() as browser:
        yield browser


@pytest.fixture
def page(browser, base_url):
    context = browser.new_context(viewport={"width": 1200, "height": 800})  # fresh localStorage
    page = context.new_page()
    page.requests = []
    page.errors = []
    page.on("request", lambda request: page.requests.append(request.url))
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    yield page
    context.close()


def html_filter(page) -> str:
    return page.evaluate("getComputedStyle(document.documentElement).filter")


def test_switch_language_and_display_settings(page, base_url):
    page.goto(f"{base_url}/games/cicera/")
    assert page.get_attribute("html", "lang") == "en"
    assert page.inner_text("article h1").startswith("Cìcera")
    assert html_filter(page) == "none"  # contrast 50 % changes nothing

    # Language switcher: hover the translate button, pick Français.
    page.hover(".md-header__option .md-select")
    page.click('a.md-select__link[hreflang="fr"]')
    page.wait_for_url(f"{base_url}/fr/games/cicera/")
    assert page.get_attribute("html", "lang") == "fr"
    assert "Mise en place" in page.inner_text("article")
    assert page.inner_text('label[for="cdv-contrast"]') == "Contraste"

    # Contrast slider by keyboard: 50 % -> 55 %.
    slider = page.locator("#cdv-contrast")
    assert slider.input_value() == "50"
    slider.focus()
    for _ in range(5):
        page.keyboard.press("ArrowRight")
    assert slider.input_value() == "55"
    assert "55" in slider.get_attribute("aria-valuetext")
    assert "55" in page.inner_text('output[for="cdv-contrast"]')
    changed = html_filter(page)
    assert changed.startswith("contrast(") and changed != "none"

    # Warmest colour temperature: the tint overlay gets a colour.
    page.locator("#cdv-temperature").focus()
    page.keyboard.press("End")
    tint = page.evaluate("getComputedStyle(document.body, '::before').backgroundColor")
    assert tint not in ("rgba(0, 0, 0, 0)", "transparent")

    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "cicera-fr.png"), full_page=True)

    # Remembered after a reload ...
    page.reload()
    assert page.locator("#cdv-contrast").input_value() == "55"
    assert page.locator("#cdv-temperature").input_value() == "100"
    assert html_filter(page) == changed

    # ... and in the other languages (same origin, one setting).
    page.hover(".md-header__option .md-select")
    page.click('a.md-select__link[hreflang="ru"]')
    page.wait_for_url(f"{base_url}/ru/games/cicera/")
    assert page.locator("#cdv-contrast").input_value() == "55"
    assert page.inner_text('label[for="cdv-grain"]') == "Зернистость"
    assert html_filter(page) == changed

    # No request left the local server; no script errors.
    origin = urlsplit(base_url).netloc
    foreign = [url for url in page.requests if urlsplit(url).netloc != origin and not url.startswith("data:")]
    assert foreign == []
    assert page.errors == []


def test_switcher_back_to_english_from_a_deck_page(page, base_url):
    page.goto(f"{base_url}/ru/decks/bresciane-52/")
    page.hover(".md-header__option .md-select")
    page.click('a.md-select__link[hreflang="en"]')
    page.wait_for_url(f"{base_url}/decks/bresciane-52/")
    assert page.get_attribute("html", "lang") == "en"
    assert page.inner_text("article h1").startswith("Bresciane")


def test_a_game_page_leads_to_its_table_in_the_readers_language(page, base_url):
    page.goto(f"{base_url}/ru/games/briscola/")
    page.get_by_role("link", name="Сыграть раздачу против ИИ").click()
    page.wait_for_url(f"{base_url}/ru/games/briscola-table/")
    assert page.inner_text("article h1").startswith("Briscola: сыграть раздачу")


def test_sample_deal_steps_by_button_and_keyboard(page, base_url):
    page.goto(f"{base_url}/games/cicera/")
    deal = page.locator("[data-cdv-deal]")
    status = deal.locator(".cdv-deal__status")
    steps = deal.locator("li.cdv-step")
    total = steps.count()
    assert total == 48 and status.inner_text() == "Starting position"
    assert deal.locator(".cdv-deal__start").is_visible()
    assert deal.locator(".cdv-deal__start img.cdv-card").count() == 4 * 12 + 4   # hands and the table
    deal.get_by_role("button", name="Next").click()
    assert status.inner_text() == f"Step 1 of {total + 1}"
    first = steps.nth(0)
    assert first.is_visible() and not steps.nth(1).is_visible()
    assert first.locator(".cdv-step__text").inner_text() == "Player 2 plays the 10 of Coins and takes the 10 of Swords."
    assert first.locator("img.cdv-card").first.get_attribute("alt") == "10 of Coins"
    assert "Score: team 1" in first.inner_text() and first.locator(".cdv-step__after").is_visible()
    deal.focus()
    page.keyboard.press("ArrowRight")
    assert status.inner_text() == f"Step 2 of {total + 1}" and steps.nth(1).is_visible()
    page.keyboard.press("End")
    end = deal.locator(".cdv-deal__end")
    assert end.is_visible() and "Result:" in end.inner_text()
    assert deal.get_by_role("button", name="Next").is_disabled()
    assert end.locator("table tbody tr").count() == 10                      # every source of points
    page.keyboard.press("Home")
    assert status.inner_text() == "Starting position"
    assert page.errors == []


def test_sample_deal_without_javascript_is_the_whole_list(browser, base_url):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{base_url}/fr/games/briscola/")
    steps = page.locator("li.cdv-step")
    assert steps.count() == 20 and all(steps.nth(i).is_visible() for i in (0, 10, 19))
    assert "Carte d’atout" in page.locator(".cdv-deal__start").inner_text()
    assert page.locator(".cdv-deal__end").is_visible()
    context.close()


SEARCHES = [("en", "sweep"), ("en", "scua"), ("it", "presa"), ("fr", "epees"), ("pt", "vaza"), ("ru", "козырь"),
            ("vi", "chủ"), ("fi", "valtti"), ("de", "Stich"), ("es", "baza")]


@pytest.mark.parametrize("lang, word", SEARCHES)
def test_search_finds_a_word_in_every_language(page, base_url, lang, word):
    prefix = "" if lang == "en" else f"{lang}/"
    page.goto(f"{base_url}/{prefix}games/briscola/")
    page.wait_for_load_state("networkidle")
    page.keyboard.press("s")
    page.locator("input.md-search__input").press_sequentially(word, delay=20)
    page.keyboard.press("End")   # typed characters outside the US layout fire no keyup of their own
    page.wait_for_selector(".md-search-result__item", timeout=10_000)
    assert page.locator(".md-search-result__item").count() >= 1
    links = page.locator(".md-search-result__link").evaluate_all("els => els.map(e => e.href)")
    assert all(f"/{prefix}" in link for link in links), links   # this language's own index


@pytest.mark.parametrize("name, viewport", [("desktop", {"width": 1280, "height": 900}),
                                             ("phone", {"width": 390, "height": 844})])
def test_screenshots_of_a_game_page(browser, base_url, name, viewport):
    context = browser.new_context(viewport=viewport, device_scale_factor=1)
    page = context.new_page()
    page.goto(f"{base_url}/it/games/briscola/")
    page.locator("[data-cdv-deal]").get_by_role("button", name="Avanti").click()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"briscola-it-{name}.png"
    page.screenshot(path=str(path), full_page=True)
    assert path.stat().st_size > 10_000
    context.close()


def test_reset_button_and_visible_focus(page, base_url):
    page.goto(f"{base_url}/de/games/minchiate/")
    slider = page.locator("#cdv-contrast")
    slider.focus()
    assert page.evaluate("getComputedStyle(document.activeElement).outlineStyle") == "solid"
    page.keyboard.press("Home")
    assert html_filter(page) == "contrast(0.8)"      # the floor: text stays at 4.5:1 or more
    reset = page.locator("[data-cdv-reset]")
    assert reset.inner_text() == "Zurücksetzen"
    reset.click()
    assert slider.input_value() == "50" and html_filter(page) == "none"


@pytest.mark.parametrize("path", ["", "games/cicera/", "vi/games/minchiate/", "decks/minchiate-97/", "ru/404.html"])
def test_no_serious_accessibility_violations(page, base_url, path):
    try:
        from axe_playwright_python.sync_playwright import Axe
    except ImportError:
        pytest.skip("axe-playwright-python is not installed")
    page.goto(f"{base_url}/{path}")
    results = Axe().run(page, options={"resultTypes": ["violations"]})
    serious = [(v["id"], v["impact"], len(v["nodes"])) for v in results.response["violations"]
               if v["impact"] in ("serious", "critical")]
    assert serious == [], [(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in results.response["violations"] if v["impact"] in ("serious", "critical")]


# ------------------------------------------------------------------ hostile translations

MARK = "document.documentElement.dataset.pwned"
HOSTILE = {
    # kind of message: (msgctxt, msgid, hostile msgstr)
    "title": (None, "Translation status",
              f"É</title><script>{MARK}='title'</script><title>"),
    "heading": ("section", "Objective",
                f"<img src=x onerror=\"{MARK}='heading'\">But du jeu"),
    "body": ("CIC-I1", None,
             f"&lt;script&gt;{MARK}='body'&lt;/script&gt; Cìcera"),
    "table cell": ("source", "last trick",
                   f"\" autofocus onfocus=\"{MARK}='cell'\" data-injected=\"1\" &amp;lt;b&amp;gt;pli"),
    "example": ("example", "take {cards}",
                f"<svg onload=\"{MARK}='example'\"></svg>prendre {{cards}}"),
    "sample deal": ("deal", "Player {player} places {card}.",
                    f"Joueur {{player}} pose {{card}}.<iframe srcdoc=\"<script>parent.{MARK}='deal'</script>\">"),
}
HOSTILE_LABEL = f"Jeux<img src=x onerror=\"{MARK}='nav'\">\" data-injected=\"1"


@pytest.fixture(scope="module")
def hostile_url(tmp_path_factory):
    """English and a French whose catalog and site labels hold a hostile string of every kind."""

    from babel.messages.pofile import read_po, write_po

    from toolkit import catalog
    from toolkit.pages import render_pages

    tmp = tmp_path_factory.mktemp("hostile")
    with catalog.po_path("fr").open("rb") as f:
        po = read_po(f, locale="fr")
    for context, msgid, msgstr in HOSTILE.values():
        msg = next(m for m in po if m.context == context and (msgid is None or m.id == msgid))
        msg.string = msgstr
    dest = tmp / "locales" / "fr" / "LC_MESSAGES" / "cardavia.po"
    dest.parent.mkdir(parents=True)
    with dest.open("wb") as f:
        write_po(f, po)
    shutil.copyfile(catalog.LOCALES / "fr" / "LC_MESSAGES" / "table.po", dest.with_name("table.po"))
    saved = catalog.LOCALES
    catalog.LOCALES = tmp / "locales"
    try:
        en, fr = (lang for lang in load_languages() if lang.code in ("en", "fr"))
        fr = fr.model_copy(update={"labels": {**fr.labels, "section.games": HOSTILE_LABEL,
                                              "contrast": HOSTILE_LABEL}})
        render_pages(tmp / "pages", [en, fr], stats_deals=20, cache_dir=tmp / "cache", jobs=1)
        site.build_site(tmp / "pages", tmp / "site", [en, fr], jobs=1)
    finally:
        catalog.LOCALES = saved
    with running(tmp / "site", secret=Fernet.generate_key(), ledger=tmp / "spent.sqlite") as url:
        yield url


INJECTED = """() => [...document.querySelectorAll('*')].flatMap(el => [...el.attributes]
    .filter(a => a.name.startsWith('on') || a.name === 'data-injected' || a.name === 'autofocus'
                 || a.name === 'srcdoc')
    .map(a => el.tagName + ' ' + a.name))"""


@pytest.mark.parametrize("path", ["status/", "games/cicera/", "games/minchiate/", "games/briscola/",
                                  "", "decks/bresciane-52/"])
def test_no_hostile_translation_runs_or_injects_an_attribute(page, hostile_url, path):
    page.goto(f"{hostile_url}/fr/{path}")
    page.wait_for_load_state("load")
    page.wait_for_timeout(200)
    assert page.evaluate(MARK) is None
    assert page.evaluate(INJECTED) == []
    assert page.evaluate("document.querySelectorAll('iframe, svg[onload], img[src=x]').length") == 0
    assert page.errors == []
    # The hostile strings did reach the page, as text.
    nav = page.inner_text("nav.md-nav--primary")
    assert "Jeux‹img src=x" in nav
    assert "‹img src=x" in page.inner_text('label[for="cdv-contrast"]')


def test_hostile_title_heading_cell_example_show_as_text(page, hostile_url):
    page.goto(f"{hostile_url}/fr/status/")
    assert page.title().startswith("É‹/title›‹script›")
    assert page.inner_text("article h1").startswith("É‹/title›‹script›")
    page.goto(f"{hostile_url}/fr/games/cicera/")
    article = page.text_content("article")
    assert "‹img src=x onerror=" in article and "‹script›document" in article
    assert "‹svg onload=" in article and "‹iframe srcdoc=" in article
    page.goto(f"{hostile_url}/fr/games/minchiate/")
    assert '" autofocus onfocus="' in page.inner_text("article table")


def test_hostile_search_results_stay_text(page, hostile_url):
    page.goto(f"{hostile_url}/fr/")
    page.wait_for_load_state("networkidle")   # the search index is loaded: a query typed before is lost
    page.keyboard.press("/")     # Material's search shortcut
    page.locator("input.md-search__input").press_sequentially("onerror", delay=20)
    page.keyboard.press("End")
    page.wait_for_selector(".md-search-result__item", timeout=60_000)
    page.wait_for_timeout(300)
    assert "‹img src=x onerror=" in page.inner_text(".md-search-result")
    assert page.evaluate(MARK) is None
    assert page.evaluate(INJECTED) == []
    assert page.errors == []
