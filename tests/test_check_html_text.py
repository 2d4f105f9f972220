"""No text of an HTML page left unread (toolkit/check/document.py ``parse_html``): text in a
``<div>``, a ``<section>``, an ``<aside>``, a ``<details>`` after its ``<summary>``, a form's
``<label>``, a list item's text before its nested list, between blocks or after them, is read as
a paragraph at its line and column; an XHTML page (an EPUB chapter) opening with an XML
declaration is read like any other. Pages written for these tests."""

import pytest

from toolkit.check.document import parse
from toolkit.check.run import check_document


def blocks(html: str) -> list[tuple[int, int, str]]:
    return [(b.line, b.column, b.text) for b in parse(html.encode(), "page.html").blocks if not b.heading]


def test_text_in_containers_is_read_where_it_stands():
    html = ("<html><body>\n"
            "<div class=\"rule\">Each player is dealt 12 cards.</div>\n"
            "<details><summary>Who starts?</summary>The player on the dealer's right.</details>\n"
            "<aside>Tip: capturing is never compulsory.</aside>\n"
            "<form><label for=\"s\">A Scùa is worth 1 point.</label><input id=\"s\"></form>\n"
            "<section>Napula scores 3 or more.<p>A Picada is worth 1 point.</p>Simili too.</section>\n"
            "</body></html>")
    got = blocks(html)
    assert (2, 19, "Each player is dealt 12 cards.") in got
    assert (3, 19, "Who starts?") in got
    assert (3, 40, "The player on the dealer's right.") in got
    assert (4, 8, "Tip: capturing is never compulsory.") in got
    assert (5, 22, "A Scùa is worth 1 point.") in got
    texts = [t for _, _, t in got]
    assert texts[-3:] == ["Napula scores 3 or more.", "A Picada is worth 1 point.", "Simili too."]


def test_a_list_items_own_text_before_its_nested_list_is_read_once():
    html = ("<ul><li>The bonuses:\n<ul><li>Scùa, 1 point</li><li>Picada, 1 point</li></ul></li></ul>")
    texts = [t for _, _, t in blocks(html)]
    assert texts == ["The bonuses:", "Scùa, 1 point", "Picada, 1 point"]


def test_inline_markup_stays_in_its_sentence_and_nothing_is_read_twice():
    html = "<div>You <b>need not</b> follow suit; <a href=\"#t\">trumps</a> may be played at any time.</div>"
    assert [t for _, _, t in blocks(html)] == ["You need not follow suit; trumps may be played at any time."]
    assert [t for _, _, t in blocks("<p>Play goes <em>anticlockwise</em>.</p>")] == ["Play goes anticlockwise."]


@pytest.mark.parametrize("prolog", [
    '<?xml version="1.0" encoding="utf-8"?>\n',
    '\ufeff<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n',
])
def test_an_xhtml_page_with_an_xml_declaration_is_read(prolog):
    html = (prolog + '<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">\n'
            '<head><title>Capítulo 3</title></head>\n<body epub:type="bodymatter"><section epub:type="chapter">\n'
            '<h1>Briscola</h1>\n<p class="calibre1">Cada jogador recebe três cartas.</p>\n</section></body></html>')
    got = blocks(html)
    assert got == [(7, 21, "Cada jogador recebe três cartas.")]


def test_a_rule_in_a_div_is_checked():
    html = "<html><body><h1>Cìcera</h1><div>Each player is dealt 10 cards, and 4 go to the table.</div></body></html>"
    report = check_document(parse(html.encode(), "page.html"), "en", "cicera")
    assert any(f.severity == "error" and f.check == "numbers" and "10" in f.found for f in report.findings)


def test_raw_html_in_markdown_is_read_at_its_lines():
    md = ("# Cìcera\n\n<details>\n<summary>How many cards?</summary>\n\nEach player is dealt 12 cards.\n</details>\n\n"
          "<div class=\"box\">A Scùa is worth 1 point.</div>\n\n<!-- a note to the editor: 99 cards -->\n\nThe end.\n")
    got = [(b.line, b.column, b.text) for b in parse(md.encode(), "page.md").blocks if not b.heading]
    assert got == [(4, 10, "How many cards?"), (6, 1, "Each player is dealt 12 cards."),
                   (9, 18, "A Scùa is worth 1 point."), (13, 1, "The end.")]
