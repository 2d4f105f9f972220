"""MkDocs hook: the chrome of each language's build in that language.

``toolkit/siteconfig.py`` puts the language's labels (``site/languages.yaml``) in
``extra.cardavia.labels``; this hook turns them into the heading permalink tooltip and the
``<meta name="description">``, and gives headings readable anchors in every script
(``#1-цель``, ``#4-điểm-thưởng-khi-ăn-bài``) instead of ``#_1`` or ``#4-iem-thuong``.
"""

from __future__ import annotations

from pymdownx.slugs import slugify

SLUGIFY = slugify(case="lower", normalize="NFC")


def on_config(config, **kwargs):
    labels = config["extra"]["cardavia"]["labels"]
    toc = config["mdx_configs"].setdefault("toc", {})
    toc["permalink_title"] = labels["permalink"]
    toc["slugify"] = SLUGIFY
    config["site_description"] = labels["description"]
    return config
