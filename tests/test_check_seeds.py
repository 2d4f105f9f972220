"""The five live pages (tests/data/seeds) are the checker's first real test.

Each defect below was found by reading the page line by line against RULES.md; the reason is
written next to it. Correct sentences must not be flagged as errors.
"""

from pathlib import Path

import pytest

from toolkit.check.run import check_path

SEEDS = Path(__file__).parent / "data" / "seeds"
RU, PT, FI, FR, VI = (SEEDS / f"{n}.txt" for n in (
    "000_1222fef91f3c576c", "001_4ced75c8663d5fa6", "002_11dfa3a3dbecc408",
    "003_bc1e2f9be2a45f77", "004_db01b7967544e07b"))


@pytest.fixture(scope="module")
def reports():
    return {p: check_path(p) for p in (RU, PT, FI, FR, VI)}


# (page, line, check, found contains, why it is a defect)
DEFECTS = [
    (RU, 8, "names", "Бресциана", "the deck name Bresciane is transliterated; names stay as they are"),
    (RU, 9, "terms", "корт", "'корты' is a tennis court, not a court card"),
    (RU, 12, "terms", "Корт", "'Корт' again: tennis court for court card"),
    (RU, 12, "terms", "площадку", "'площадку' is a sports ground: a court card takes a court card"),
    (RU, 13, "terms", "Место", "'Место' is 'place' as a location, the action is 'Place only'"),
    (RU, 14, "example", "3 4", "'3 4' instead of '3 + 4': the sum option reads as 34"),
    (RU, 17, "terms", "свип", "'свип' is an English loan, not the sweep"),
    (RU, 20, "terms", "стека", "'стека' (stack as a pile): the meaning 'bonuses add up' is lost"),
    (RU, 25, "names", "Напула", "Napula is a name and stays untranslated"),
    (RU, 26, "terms", "сделки", "'сделка' is a business deal, not a deal of cards"),
    (PT, 24, "names", "Dó", "'Dó (Cavalo)': the name Cavallo corrupted and translated"),
    (PT, 24, "terms", "cortes", "'cortes' is a royal/law court, not court cards"),
    (PT, 27, "terms", "quadra", "'quadra' is a sports court"),
    (PT, 29, "example", "3 4", "'pegue 3 4' lost the '+' of 3 + 4"),
    (PT, 35, "terms", "pilha", "'Bônus da mesma pilha': stack read as a pile; bonuses add up"),
    (PT, 35, "terms", "troca", "'troca' is an exchange, not the deal"),
    (PT, 38, "terms", "comprada", "'a distribuição é comprada': bought/drawn, the deal is a tie"),
    (PT, 41, "terms", "sorteados", "'Totais iguais são sorteados': drawn by lot, equal totals tie"),
    (PT, 41, "terms", "negócio", "'fim de negócio': end of business, not end of deal"),
    (FI, 2, "terms", "resteiksi", "'resteiksi' is an invented inflection of resti (keep resto/resti)"),
    (FI, 8, "corruption", "Reäytä", "'Käytä' (use) with its K replaced by the name Re"),
    (FI, 8, "corruption", "Fantinaärjestelmä", "'Järjestelmä' (system) glued to Fante/Fantina"),
    (FI, 10, "numbers", "enintään 21", "discard 'at most 21' where the rule is 'down to 21'"),
    (FI, 11, "corruption", "Fantinaärjestelmä", "the same glued name again"),
    (FI, 15, "terms", "Tuomioistuimet", "'Tuomioistuimet' are law courts, not court cards"),
    (FI, 16, "names", "kuningas", "the Re is translated as 'kuningas'"),
    (FI, 16, "terms", "leadilla", "'leadilla' is untranslated English 'lead'"),
    (FI, 25, "terms", "palautuksen", "'1 pisteen palautuksen' is a refund, the rule earns 1 resto"),
    (FR, 16, "corruption", "Cavalloìcera", "'Cìcera' with its C replaced by the name Cavallo"),
    (FR, 32, "terms", "cours", "'des cours' are courtyards/lessons, not court cards"),
    (FR, 35, "terms", "cour", "'Une cour ne peut prendre qu'une seule cour': court card lost"),
    (FR, 37, "example", "3 4", "'prenez 3 4' lost the '+' of 3 + 4"),
    (FR, 42, "names", "Quadriglie", "the name Quadriglia misspelt"),
    (FR, 43, "terms", "pile", "'la même pile de capture': stack read as a pile"),
    (FR, 46, "terms", "tirée", "'la distribution est tirée': drawn, the deal is a tie"),
    (FR, 49, "terms", "tire", "'Totaux égaux tire': equal totals are a tie"),
    (FR, 51, "terms", "courts", "'des courts précieux': tennis courts for court cards (Briscola)"),
    (VI, 16, "corruption", "Cavalloăn", "'Căn' (time) with its C replaced by the name Cavallo"),
    (VI, 24, "terms", "sân", "'sân' is a sports court, not court cards"),
    (VI, 27, "terms", "bắn", "'đội đã bắn' is 'the team that shot', not that captured"),
    (VI, 29, "example", "3 lá 4", "'lấy 3 lá 4' = take three 4s: not a legal option"),
    (VI, 35, "terms", "chồng", "'cùng một chồng bài' = same pile: the bonuses add up"),
    (VI, 38, "terms", "rút", "'được rút bài' = a card is drawn: the deal is a tie"),
    (VI, 39, "corruption", "Cavalloúp", "'Cúp' (Cups) with its C replaced by the name Cavallo"),
    (VI, 40, "terms", "Swords", "'Swords Asso–2–3': the suit is left in English; Vietnamese says Kiếm"),
    (VI, 41, "terms", "rút", "'Tổng điểm rút bằng nhau': equal totals are a tie"),
]


@pytest.mark.parametrize("page,line,check,found,why", DEFECTS,
                         ids=[f"{p.stem[:3]}:{l}:{f}" for p, l, _, f, _ in DEFECTS])
def test_defect_is_flagged_on_its_line(reports, page, line, check, found, why):
    hits = [f for f in reports[page].findings
            if f.line == line and f.check == check and f.severity == "error" and found in (f.found or "")]
    assert hits, f"{page.name}:{line}: {why} — not flagged; findings there: " + repr(
        [(f.check, f.found) for f in reports[page].findings if f.line == line])


def test_vietnamese_example_is_replayed(reports):
    """'take three 4s' is illegal and '3 + 4' is then missing: both come from the engine."""
    msgs = {f.message for f in reports[VI].findings if f.line == 29 and f.check == "example"}
    assert any("does not allow" in m for m in msgs)
    assert any("missing" in m for m in msgs)


# (page, line): sentences that state our rules correctly; no error may be reported on them
CORRECT = [
    (RU, 18), (RU, 24), (PT, 20), (PT, 23), (PT, 32), (PT, 39), (PT, 40),
    (FI, 9), (FI, 19), (FI, 22), (FI, 23), (FI, 26),
    (FR, 28), (FR, 31), (FR, 40), (FR, 47), (FR, 48), (FR, 59), (FR, 62), (FR, 71), (FR, 72),
    (VI, 20), (VI, 23), (VI, 33), (VI, 34),
]


@pytest.mark.parametrize("page,line", CORRECT, ids=[f"{p.stem[:3]}:{l}" for p, l in CORRECT])
def test_correct_sentence_is_not_flagged(reports, page, line):
    errors = [f for f in reports[page].findings if f.line == line and f.severity == "error"]
    assert not errors, errors


def test_kolmetoista_is_thirteen_not_an_error(reports):
    """fi line 8 says 'enintään kolmetoista' (up to thirteen): a number word, correct."""
    assert not [f for f in reports[FI].findings if f.line == 8 and f.check == "numbers"]


def test_languages_and_games(reports):
    got = {p.name[:3]: (r.language, r.games) for p, r in reports.items()}
    assert got == {"000": ("ru", ["cicera"]), "001": ("pt", ["cicera"]), "002": ("fi", ["minchiate"]),
                   "003": ("fr", ["cicera", "briscola"]), "004": ("vi", ["cicera"])}


def test_french_page_switches_game_at_the_briscola_intro(reports):
    """The French deck page holds Cìcera then Briscola with no heading between them."""
    clauses = [(f.line, f.clause) for f in reports[FR].findings if f.clause]
    assert all(c.startswith("CIC-") for line, c in clauses if line <= 49)
    assert all(c.startswith("BRI-") for line, c in clauses if line >= 51)
