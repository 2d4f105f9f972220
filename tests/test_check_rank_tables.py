"""A table that ranks the cards (issue #10; toolkit/check/tables.py): one column names a rank a
row, another numbers the places, or the header or the sentence before the table says the rows
run in order of strength; its order is compared with the engine's. A table of values in no order
of strength ranks nothing. Tables written for these tests, in Markdown and HTML."""

import pytest

from toolkit.check.document import parse
from toolkit.check.run import check_document

RANK = "the rank order differs from the engine's"


def rank_errors(text: str, name: str, lang: str, game: str = "briscola"):
    report = check_document(parse(text.encode(), name), lang, game)
    return [f for f in report.findings if f.severity == "error" and f.message.startswith(RANK)]


def md_table(header: str, rows: list[str], lead: str = "") -> str:
    body = "\n".join(f"| {r} |" for r in rows)
    return f"# Briscola\n\n{lead}\n\n| {header} |\n|---|---|---|\n{body}\n"


@pytest.mark.parametrize("lang,header,rows,line", [
    ("pt", "Posição | Carta | Pontos", ["1ª | Asso | 11", "2ª | Re | 4", "3ª | 3 | 10", "4ª | Cavallo | 3", "5ª | Fante | 2"], 9),
    ("es", "Rango | Carta | Puntos", ["1 | Asso | 11", "2 | 3 | 10", "3 | Re | 4", "4 | Fante | 2", "5 | Cavallo | 3"], 11),
    ("en", "Place | Card | Points", ["1st | Asso | 11", "2nd | 3 | 10", "3rd | Cavallo | 3", "4th | Re | 4", "5th | Fante | 2"], 10),
])
def test_a_table_with_places_that_ranks_the_cards_otherwise_is_an_error(lang, header, rows, line):
    """Reported once, at the row where the order, read from the top, first goes wrong (the
    table's first row is line 7), quoting the table."""
    found = rank_errors(md_table(header, rows), "t.md", lang)
    assert [f.line for f in found] == [line] and "Asso" in found[0].sentence and " / " in found[0].sentence


def test_the_places_may_come_in_any_row_order():
    rows = ["3 | Re | 4", "1 | Asso | 11", "2 | 3 | 10", "4 | Fante | 2", "5 | Cavallo | 3"]
    assert rank_errors(md_table("Rang | Carte | Points", rows), "t.md", "fr")
    right = ["3 | Re | 4", "1 | Asso | 11", "2 | 3 | 10", "5 | Fante | 2", "4 | Cavallo | 3"]
    assert not rank_errors(md_table("Rang | Carte | Points", right), "t.md", "fr")


@pytest.mark.parametrize("lang,lead", [
    ("it", "Le carte, dalla più forte alla più debole:"),
    ("de", "Die Karten in absteigender Reihenfolge:"),
])
def test_rows_in_order_of_strength_said_before_the_table(lang, lead):
    wrong = ["Asso | 11 | –", "Re | 4 | –", "3 | 10 | –", "Cavallo | 3 | –", "Fante | 2 | –"]
    assert rank_errors(md_table("Carta | Punti | Note", wrong, lead), "t.md", lang)
    right = ["Asso | 11 | –", "3 | 10 | –", "Re | 4 | –", "Cavallo | 3 | –", "Fante | 2 | –"]
    assert not rank_errors(md_table("Carta | Punti | Note", right, lead), "t.md", lang)


def test_a_table_of_values_in_no_order_of_strength_ranks_nothing():
    rows = ["Re | 4 | –", "Asso | 11 | –", "Fante | 2 | –", "3 | 10 | –", "Cavallo | 3 | –"]
    assert not rank_errors(md_table("Carta | Punti | Note", rows, "I punti delle carte:"), "t.md", "it")


def test_an_html_ranking_table():
    html = ("<html><body><h1>Briscola</h1><p>Orden de las cartas:</p><table>\n"
            "<tr><th>Puesto</th><th>Carta</th></tr>\n<tr><td>1.º</td><td>Asso</td></tr>\n"
            "<tr><td>2.º</td><td>Re</td></tr>\n<tr><td>3.º</td><td>3</td></tr>\n"
            "<tr><td>4.º</td><td>Cavallo</td></tr>\n</table></body></html>")
    assert rank_errors(html, "t.html", "es")


def test_a_row_over_a_range_of_places_lists_its_ranks_in_order():
    lead = "Força das cartas, da mais alta à mais baixa:"
    wrong = ["1ª | Asso | 11", "2ª | 3 | 10", "3ª | Re | 4", "4ª | Fante | 2", "5ª | Cavallo | 3", "6ª a 10ª | 7, 6, 5, 4, 2 | 0"]
    assert [f.line for f in rank_errors(md_table("posição | carta | pontos", wrong, lead), "t.md", "pt")] == [11]
    right = ["1ª | Asso | 11", "2ª | 3 | 10", "3ª | Re | 4", "4ª | Cavallo | 3", "5ª | Fante | 2", "6ª a 10ª | 7, 6, 5, 4, 2 | 0"]
    assert not rank_errors(md_table("posição | carta | pontos", right, lead), "t.md", "pt")


def test_trick_numbers_and_cards_played_rank_nothing():
    rows = ["1 | Anna: 4 di Denari | Dino", "4 | Dino: Asso di Spade | Anna", "7 | Anna: Re di Bastoni | Dino"]
    assert not rank_errors(md_table("N. | Giocata | Prende", rows), "t.md", "it")
