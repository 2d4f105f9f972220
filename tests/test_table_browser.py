"""The Table in Chromium: a whole deal of each game played by clicking legal cards, its
breakdown, its downloaded record replayed; the page without the service; a 390-px phone.

Skipped when /usr/bin/chromium or playwright is missing (it drives the system Chromium).
"""

from __future__ import annotations

import functools
import http.server
import json
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from chromium import launched, require  # noqa: E402

require()

from cryptography.fernet import Fernet  # noqa: E402

from engine.record import replay  # noqa: E402
from toolkit import site  # noqa: E402
from toolkit.languages import load_languages  # noqa: E402
from toolkit.server.page import write_table_pages  # noqa: E402
from toolkit.server.run import running  # noqa: E402

@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    from toolkit.pages import render_pages

    tmp = tmp_path_factory.mktemp("table")
    languages = [lang for lang in load_languages() if lang.code in ("en", "fr", "ru")]
    render_pages(tmp / "pages", languages, stats_deals=40, cache_dir=tmp / "cache", jobs=1)
    write_table_pages(tmp / "pages", languages)
    site.build_site(tmp / "pages", tmp / "site", languages)
    return tmp / "site"


@pytest.fixture(scope="module")
def base_url(built, tmp_path_factory):
    with running(built, secret=Fernet.generate_key(), ledger=tmp_path_factory.mktemp("l") / "spent.sqlite") as url:
        yield url


@pytest.fixture(scope="module")
def browser():
    with launched() as browser:
        yield browser


def new_page(browser, width=1200):
    context = browser.new_context(viewport={"width": width, "height": 900}, accept_downloads=True)
    page = context.new_page()
    page.errors, page.requests = [], []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.on("request", lambda r: page.requests.append(r.url))
    return page


def settle(page) -> None:
    """Wait for the service's answer, then skip the AI's moves."""
    page.wait_for_function("!document.querySelector('#cdv-table').classList.contains('cdv-table--busy')")
    # Click Skip if the AI's moves are still being shown (in the page: it may end any moment).
    page.evaluate("() => { const skip = document.querySelector('.cdv-table__skip'); if (!skip.hidden) skip.click(); }")
    page.wait_for_function("document.querySelector('.cdv-table__skip').hidden")


@pytest.mark.parametrize("game, lang, width", [("cicera", "en", 1200), ("briscola", "fr", 390), ("minchiate", "ru", 800)])
def test_play_a_whole_deal_through_the_page(browser, base_url, tmp_path, game, lang, width):
    page = new_page(browser, width)
    prefix = "" if lang == "en" else f"{lang}/"
    page.goto(f"{base_url}/{prefix}games/{game}-table/")
    page.wait_for_selector(".cdv-table__card")
    assert page.get_attribute("html", "lang") == lang
    for _ in range(400):
        settle(page)
        if page.locator(".cdv-table__result").count():
            break
        options = page.locator(".cdv-table__option")
        if options.count():
            options.first.click()
            continue
        playable = page.locator(".cdv-table__card:not([disabled])")
        playable.first.wait_for()
        playable.first.click()
        if page.locator(".cdv-table__option").count():   # several captures: choose one
            page.locator(".cdv-table__option").last.click()
    else:
        pytest.fail("the deal did not end")
    rows = page.locator(".cdv-table__breakdown tr")
    assert rows.count() >= 3 and page.inner_text(".cdv-table__result")
    with page.expect_download() as info:
        page.click(".cdv-table__download")
    path = tmp_path / "record.json"
    info.value.save_as(path)
    record = json.loads(path.read_text(encoding="utf-8"))
    replayed = replay(record)
    assert replayed.ok and replayed.result.to_json() == record["result"]
    total = page.locator(".cdv-table__total td").all_inner_texts()
    assert [int(t) for t in total] == record["result"]["points"]
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    origin = urlsplit(base_url).netloc
    assert [u for u in page.requests if urlsplit(u).netloc != origin and not u.startswith(("data:", "blob:"))] == []
    assert page.errors == []
    page.context.close()


def test_keyboard_and_a_capture_choice(browser, base_url):
    page = new_page(browser)
    page.goto(f"{base_url}/fr/games/cicera-table/")
    page.wait_for_selector(".cdv-table__card")
    settle(page)
    focused = page.evaluate("document.activeElement.className")
    assert "cdv-table__card" in focused
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    if page.locator(".cdv-table__option").count():   # the card had several captures: Esc cancels
        page.keyboard.press("Escape")
        assert page.locator(".cdv-table__option").count() == 0
        page.keyboard.press("Enter")                  # the choice again, its first option focused
        page.keyboard.press("Enter")
    page.wait_for_selector(".cdv-table__log li")     # the move was sent and answered
    settle(page)
    assert page.errors == []
    page.context.close()


def test_without_the_service_the_table_says_so_in_one_line(browser, built):
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(built))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        page = new_page(browser)
        page.goto(f"http://127.0.0.1:{server.server_address[1]}/fr/games/briscola-table/")
        line = page.locator(".cdv-table__offline")
        line.wait_for()
        assert "cardavia serve" in line.inner_text() and "service de jeu" in line.inner_text()
        assert page.locator("#cdv-table > *").count() == 1
        page.context.close()
    finally:
        server.shutdown()
        server.server_close()
