"""Site build without a browser: toolkit/site.py on the fixture docs tree."""

from __future__ import annotations

import json
import shutil
import urllib.request
from html.parser import HTMLParser
from pathlib import Path
from posixpath import join, normpath

import pytest

pytest.importorskip("mkdocs")
pytest.importorskip("material")

from toolkit import site, siteconfig  # noqa: E402
from toolkit.languages import Language  # noqa: E402

FIXTURE = Path(__file__).parent / "data" / "site_fixture"
LANGS = ["en", "fr", "ru"]
PAGES = ["", "games/cicera/", "decks/bresciane-52/", "status/"]


class _Links(HTMLParser):
    """Collects the language switcher links and a few attributes of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.switcher: dict[str, str] = {}
        self.html_lang = None
        self.html_dir = None
        self.labels: dict[str, str] = {}
        self._label_for = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "html":
            self.html_lang = a.get("lang")
        if tag == "body":
            self.html_dir = a.get("dir")
        if tag == "a" and "md-select__link" in (a.get("class") or ""):
            self.switcher[a["hreflang"]] = a["href"]
        if tag == "label" and "cdv-display__label" in (a.get("class") or ""):
            self._label_for = a["for"]

    def handle_data(self, data):
        if self._label_for:
            self.labels[self._label_for] = data.strip()
            self._label_for = None


def parse(path: Path) -> _Links:
    parser = _Links()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def lang_root(out: Path, code: str) -> Path:
    return out if code == "en" else out / code


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("site") / "site"
    site.build_site(FIXTURE, out)
    return out


def test_every_language_has_every_page(built):
    for code in LANGS:
        root = lang_root(built, code)
        for page in PAGES:
            assert (root / page / "index.html").is_file(), (code, page)
        assert (root / "search" / "search_index.json").is_file(), code


def test_no_staging_left_behind(built):
    assert [p.name for p in built.parent.iterdir()] == ["site"]


def test_switcher_stays_on_the_same_page(built):
    for code in LANGS:
        root = lang_root(built, code)
        for page in PAGES:
            links = parse(root / page / "index.html")
            assert set(links.switcher) == set(LANGS)
            # Resolve each link against the page URL, as a browser would.
            here = "/" + ("" if code == "en" else code + "/") + page
            for target, href in links.switcher.items():
                resolved = normpath(join(here, href)) + "/"
                resolved = resolved.replace("//", "/")
                expected = "/" + ("" if target == "en" else target + "/") + page
                assert resolved == expected, (code, page, target, href)


def test_page_language_labels_and_search(built):
    expected = {
        "en": ("Contrast", "Grain", "Colour temperature"),
        "fr": ("Contraste", "Grain", "Température de couleur"),
        "ru": ("Контраст", "Зернистость", "Цветовая температура"),
    }
    for code in LANGS:
        root = lang_root(built, code)
        links = parse(root / "games" / "cicera" / "index.html")
        assert links.html_lang == code
        assert links.html_dir == "ltr"
        assert (links.labels["cdv-contrast"], links.labels["cdv-grain"], links.labels["cdv-temperature"]) == expected[code]
        index = json.loads((root / "search" / "search_index.json").read_text(encoding="utf-8"))
        assert index["config"]["lang"] == [code]


def test_no_external_requests(built):
    for html in built.rglob("*.html"):
        text = html.read_text(encoding="utf-8")
        assert "fonts.googleapis" not in text and "fonts.gstatic" not in text, html
        assert 'src="http' not in text and "src='http" not in text, html
        assert 'rel="stylesheet" href="http' not in text, html


def test_failed_build_keeps_previous_site(built, tmp_path):
    out = tmp_path / "site"
    shutil.copytree(built, out)
    docs = tmp_path / "docs"
    shutil.copytree(FIXTURE, docs)
    (docs / "fr" / "games" / "cicera.md").write_text("# Cìcera\n\n[cassé](nulle-part.md)\n", encoding="utf-8")
    before = sorted(p.relative_to(out) for p in out.rglob("*"))
    with pytest.raises(Exception):
        site.build_site(docs, out)
    assert sorted(p.relative_to(out) for p in out.rglob("*")) == before
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_pages_must_match_across_languages(tmp_path):
    docs = tmp_path / "docs"
    shutil.copytree(FIXTURE, docs)
    (docs / "ru" / "status.md").unlink()
    (docs / "fr" / "extra.md").write_text("# Extra\n", encoding="utf-8")
    with pytest.raises(siteconfig.SiteError) as error:
        site.build_site(docs, tmp_path / "site")
    assert "ru: missing page status.md" in str(error.value)
    assert "fr: page extra.md has no en original" in str(error.value)
    assert not (tmp_path / "site").exists()


def test_nav_order_and_translated_sections():
    pages = ["status.md", "games/cicera.md", "index.md", "decks/bresciane-52.md", "games/briscola.md"]
    nav = siteconfig.make_nav(pages, {"section.games": "Jeux", "section.decks": "Paquets de cartes"})
    assert nav == [
        "index.md",
        {"Jeux": ["games/briscola.md", "games/cicera.md"]},
        {"Paquets de cartes": ["decks/bresciane-52.md"]},
        "status.md",
    ]


def test_search_language_fallback():
    assert siteconfig.search_language(Language(code="pl", name="Polski")) == "en"
    assert siteconfig.search_language(Language(code="ar", name="العربية", direction="rtl")) == "ar"


def test_generated_configs_are_per_language(tmp_path):
    configs = siteconfig.write_configs(FIXTURE, tmp_path / "config", tmp_path / "build")
    assert sorted(configs) == sorted(LANGS)
    import yaml

    fr = yaml.safe_load(configs["fr"].read_text(encoding="utf-8"))
    assert fr["theme"]["language"] == "fr"
    assert fr["theme"]["font"] is False
    assert fr["strict"] is True
    assert {a["lang"]: a["link"] for a in fr["extra"]["alternate"]} == {"en": "../", "fr": "../fr/", "ru": "../ru/"}
    assert Path(fr["docs_dir"]) == (FIXTURE / "fr").resolve()


def test_server_serves_pages_and_404(built):
    from toolkit.server.run import running

    with running(built) as base:
        with urllib.request.urlopen(f"{base}/fr/games/cicera/") as response:
            assert response.status == 200
            assert 'lang="fr"' in response.read().decode("utf-8")
        with pytest.raises(urllib.error.HTTPError) as error:
            urllib.request.urlopen(f"{base}/fr/nope/")
        assert error.value.code == 404
        assert 'lang="fr"' in error.value.read().decode("utf-8")
