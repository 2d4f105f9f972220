"""The system Chromium for the browser tests, driven by Playwright (headless, offline).

A test module calls :func:`require` at import: the module is skipped when /usr/bin/chromium or
the playwright package is missing. Never runs `playwright install`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",   # else the closed network refuses its connections
    "--disable-component-update",
    "--disable-sync",
]


def require() -> None:
    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} not found (apt-get install chromium)", allow_module_level=True)
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        pytest.skip("playwright is not importable (pip install playwright)", allow_module_level=True)


@contextmanager
def launched() -> Iterator:
    """A headless Chromium browser, closed on exit."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            yield browser
        finally:
            browser.close()
