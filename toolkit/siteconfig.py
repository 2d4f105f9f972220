"""The MkDocs configs of the site: one per language, derived from ``mkdocs.yml`` and the language
registry (``site/languages.yaml``), after checking that every language has the default language's
pages; the navigation is generated (home, ``games/``, ``decks/``, other folders, then top-level
pages) with section titles from the language's labels.

To debug one language's config: ``write_configs(docs_root, config_dir, site_root)``.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

import yaml

from engine.errors import CardaviaError

from .catalog import plain_text
from .languages import LANGUAGES_FILE, Language, load_languages

REPO_ROOT = Path(__file__).resolve().parent.parent
BASE_CONFIG = REPO_ROOT / "mkdocs.yml"

# Top-level sections in this order after the home page; other directories follow
# alphabetically, then top-level pages (e.g. status.md) alphabetically.
SECTION_ORDER = ("games", "decks")


class SiteError(CardaviaError):
    """The docs tree or the language data cannot be built into a site."""


@functools.cache
def _lunr_languages() -> frozenset[str]:
    from mkdocs.contrib import search

    folder = Path(search.__file__).parent / "lunr-language"
    names = {p.name[len("lunr.") : -len(".js")] for p in folder.glob("lunr.*.js")}
    return frozenset(names - {"multi", "stemmer.support"} | {"en"})


def search_language(lang: Language) -> str:
    """The lunr language for this language's search index: its own when lunr has it, else English."""
    if lang.search:
        return lang.search
    return lang.code if lang.code in _lunr_languages() else "en"


def _select(languages: Sequence[str | Language] | None, available: list[Language]) -> list[Language]:
    if languages is None:
        return available
    by_code = {lang.code: lang for lang in available}
    chosen = []
    for item in languages:
        if isinstance(item, Language):
            chosen.append(item)
        elif item in by_code:
            chosen.append(by_code[item])
        else:
            raise SiteError(f"unknown language {item!r} (not in {LANGUAGES_FILE.name})")
    return chosen


def page_paths(lang_dir: Path) -> list[str]:
    """Relative POSIX paths of the Markdown pages of one language, sorted."""
    return sorted(p.relative_to(lang_dir).as_posix() for p in lang_dir.rglob("*.md") if p.is_file())


def check_docs(docs_root: Path, languages: Sequence[Language]) -> list[str]:
    """Check every language has exactly the default language's pages; return those pages."""
    default = default_language(languages)
    problems = []
    pages: dict[str, set[str]] = {}
    for lang in languages:
        folder = docs_root / lang.code
        if not folder.is_dir():
            problems.append(f"{folder}: missing")
            continue
        pages[lang.code] = set(page_paths(folder))
    if default.code in pages:
        reference = pages[default.code]
        if "index.md" not in reference:
            problems.append(f"{docs_root / default.code}: no index.md")
        clashes = {p.split("/")[0] for p in reference} & {lang.code for lang in languages}
        if clashes:
            problems.append(f"{docs_root / default.code}: folders {sorted(clashes)} clash with language prefixes")
        for code, have in pages.items():
            for missing in sorted(reference - have):
                problems.append(f"{code}: missing page {missing}")
            for extra in sorted(have - reference):
                problems.append(f"{code}: page {extra} has no {default.code} original")
    if problems:
        raise SiteError("docs tree is not buildable:\n  " + "\n  ".join(problems))
    return sorted(pages[default.code])


def default_language(languages: Sequence[Language]) -> Language:
    defaults = [lang for lang in languages if lang.default]
    if len(defaults) != 1:
        raise SiteError("the languages to build must include exactly one default language")
    return defaults[0]


def make_nav(pages: Iterable[str], labels: Mapping[str, str]) -> list:
    """MkDocs nav for the pages: home first, then sections (titled from labels), then pages.

    Page titles are left to MkDocs (the page's first heading), so they are in the
    page's language; section titles come from ``labels["section.<folder>"]``.
    """
    tree: dict = {}
    for path in pages:
        node = tree
        *folders, _name = path.split("/")
        for folder in folders:
            node = node.setdefault(folder + "/", {})
        node[path] = None

    def section_key(name: str) -> tuple:
        folder = name.rstrip("/")
        return (SECTION_ORDER.index(folder), "") if folder in SECTION_ORDER else (len(SECTION_ORDER), folder)

    def build(node: dict, prefix: str) -> list:
        files = sorted(k for k in node if not k.endswith("/"))
        folders = sorted((k for k in node if k.endswith("/")), key=section_key)
        index = [f for f in files if f == prefix + "index.md"]
        rest = [f for f in files if f not in index]
        items: list = list(index)
        for folder in folders:
            name = folder.rstrip("/")
            title = labels.get(f"section.{(prefix + name).replace('/', '.')}") or name.replace("-", " ").title()
            items.append({title: build(node[folder], prefix + folder)})
        items.extend(rest)
        return items

    return build(tree, "")


def load_base_config(path: Path = BASE_CONFIG) -> dict:
    return yaml.safe_load(Path(path).read_text(encoding="utf-8")) or {}


def _up(lang: Language) -> str:
    """Path from this language's root to the site root."""
    return "" if lang.default else "../"


def _prefix(lang: Language) -> str:
    return "" if lang.default else f"{lang.code}/"


def language_config(
    base: Mapping,
    lang: Language,
    languages: Sequence[Language],
    docs_dir: Path,
    site_dir: Path,
    pages: Sequence[str],
    base_dir: Path = REPO_ROOT,
) -> dict:
    """The MkDocs config of one language, derived from the base config."""
    config = yaml.safe_load(yaml.safe_dump(dict(base)))  # deep copy of plain data
    config["docs_dir"] = str(Path(docs_dir).resolve())
    config["site_dir"] = str(Path(site_dir).resolve())
    config["strict"] = True
    labels = {key: plain_text(text) for key, text in lang.labels.items()}
    config["nav"] = make_nav(pages, labels)
    # Each language's own address: its sitemap and its 404 page's links stay in that language.
    site_url = os.environ.get("CARDAVIA_SITE_URL") or config.get("site_url")
    if site_url:
        config["site_url"] = site_url.rstrip("/") + "/" + _prefix(lang)

    theme = config.setdefault("theme", {"name": "material"})
    theme["language"] = lang.theme_language
    theme["direction"] = lang.direction
    theme.setdefault("font", False)
    if theme.get("custom_dir"):
        theme["custom_dir"] = str((base_dir / theme["custom_dir"]).resolve())
    if config.get("hooks"):
        config["hooks"] = [str((base_dir / h).resolve()) for h in config["hooks"]]

    extra = config.setdefault("extra", {}) or {}
    config["extra"] = extra
    # Links are relative to this language's root; the switcher appends the page path.
    extra["alternate"] = [
        {"name": plain_text(other.name), "link": _up(lang) + _prefix(other), "lang": other.code}
        for other in languages
    ]
    extra["cardavia"] = {"lang": lang.code, "labels": labels}

    plugins = []
    for plugin in config.get("plugins") or ["search"]:
        name = plugin if isinstance(plugin, str) else next(iter(plugin))
        if name in ("search", "material/search"):
            options = {} if isinstance(plugin, str) else dict(plugin[name] or {})
            options["lang"] = [search_language(lang)]
            if lang.separator:
                options["separator"] = lang.separator
            plugin = {name: options}
        plugins.append(plugin)
    config["plugins"] = plugins
    return config


def write_configs(
    docs_root: Path,
    config_dir: Path,
    site_root: Path,
    languages: Sequence[str | Language] | None = None,
) -> dict[str, Path]:
    """Write one MkDocs config per language into config_dir; return {code: config path}.

    Language ``code`` builds ``docs_root/<code>`` into ``site_root/<code>``.
    """
    docs_root = Path(docs_root)
    langs = resolve(docs_root, languages)
    pages = check_docs(docs_root, langs)
    base = load_base_config()
    config_dir = Path(config_dir)
    config_dir.mkdir(parents=True, exist_ok=True)
    paths = {}
    for lang in langs:
        config = language_config(base, lang, langs, docs_root / lang.code, Path(site_root) / lang.code, pages)
        path = config_dir / f"mkdocs.{lang.code}.yml"
        path.write_text(
            "# Generated by toolkit/siteconfig.py from mkdocs.yml and site/languages.yaml; do not edit.\n"
            + yaml.safe_dump(config, allow_unicode=True, sort_keys=False),
            encoding="utf-8",
        )
        paths[lang.code] = path
    return paths


def resolve(docs_root: Path, languages: Sequence[str | Language] | None) -> list[Language]:
    available = load_languages()
    if languages is None:
        # Every configured language that has pages; the default one must be there.
        langs = [lang for lang in available if (docs_root / lang.code).is_dir() or lang.default]
    else:
        langs = _select(languages, available)
    default_language(langs)
    return langs
