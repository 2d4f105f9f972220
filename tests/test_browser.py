"""The built site in a real browser (Chromium via Playwright, headless, offline).

Skipped when /usr/bin/chromium or the playwright package is missing. Never runs
`playwright install`: it drives the system Chromium.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
REPO = Path(__file__).resolve().parent.parent
SCREENSHOTS = REPO / "build" / "screenshots"

if not CHROMIUM.exists():
    pytest.skip(f"{CHROMIUM} not found (apt-get install chromium)", allow_module_level=True)
try:
    from playwright.sync_api import sync_playwright
except ImportError:
    pytest.skip("playwright is not importable (pip install playwright)", allow_module_level=True)

from cryptography.fernet import Fernet  # noqa: E402

from toolkit import site  # noqa: E402
from toolkit.server.run import running  # noqa: E402


@pytest.fixture(scope="module")
def base_url(tmp_path_factory):
    """Our real pages (rendered from the specs and catalogs) in three languages, built and served."""
    from toolkit.pages import render_pages

    tmp = tmp_path_factory.mktemp("browser")
    languages = [lang for lang in site.load_languages() if lang.code in ("en", "fr", "ru")]
    render_pages(tmp / "pages", languages, stats_deals=40, cache_dir=tmp / "cache", jobs=1)
    out = tmp / "site"
    site.build_site(tmp / "pages", out)
    with running(out, secret=Fernet.generate_key(), ledger=tmp / "spent.sqlite") as url:
        yield url


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


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
    import dataclasses

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
    saved = catalog.LOCALES
    catalog.LOCALES = tmp / "locales"
    try:
        en, fr = (lang for lang in site.load_languages() if lang.code in ("en", "fr"))
        fr = dataclasses.replace(fr, labels={**fr.labels, "section.games": HOSTILE_LABEL,
                                             "contrast": HOSTILE_LABEL})
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
    article = page.inner_text("article")
    assert "‹img src=x onerror=" in article and "‹script›document" in article
    assert "‹svg onload=" in article and "‹iframe srcdoc=" in article
    page.goto(f"{hostile_url}/fr/games/minchiate/")
    assert '" autofocus onfocus="' in page.inner_text("article table")


def test_hostile_search_results_stay_text(page, hostile_url):
    page.goto(f"{hostile_url}/fr/")
    page.keyboard.press("/")     # Material's search shortcut
    page.fill("input.md-search__input", "onerror")
    page.wait_for_selector(".md-search-result__item", timeout=60_000)
    page.wait_for_timeout(300)
    assert "‹img src=x onerror=" in page.inner_text(".md-search-result")
    assert page.evaluate(MARK) is None
    assert page.evaluate(INJECTED) == []
    assert page.errors == []
