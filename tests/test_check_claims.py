"""Claims the engine answers, read from translated sentences: a seed's correct sentence is
mutated by hand and the mutation must be an error on its line; the correct one must not be."""

from pathlib import Path

import pytest

from engine import games
from engine.examples import by_id
from toolkit.check.examples import check_example
from toolkit.check.lexicon import lexicon
from toolkit.check.run import check_path

SEEDS = Path(__file__).parent / "data" / "seeds"
RU, PT, FI, FR, VI = (SEEDS / f"{n}.txt" for n in (
    "000_1222fef91f3c576c", "001_4ced75c8663d5fa6", "002_11dfa3a3dbecc408",
    "003_bc1e2f9be2a45f77", "004_db01b7967544e07b"))

# (page, line, correct text, mutated text, message of the expected error; why it is wrong)
MUTATIONS = [
    (FR, 67, "Asso > 3 > Re", "Asso > Re > 3", "rank order",
     "the Re does not outrank the 3 in Briscola"),
    (FR, 71, "Re = 4", "Re = 5", "point value", "a Re is worth 4 points"),
    (FR, 71, "3 = 10", "3 = 11", "point value", "a 3 is worth 10 points"),
    (FI, 19, "valtit 36–40 ovat arvoltaan 10 kukin", "valtit 36–40 ovat arvoltaan 5 kukin",
     "point value", "trumps 36 to 40 are worth 10, not 5"),
    (FI, 19, "valtit 30–35, 28", "valtit 30–36, 28", "point value",
     "trump 36 is worth 10, not 5"),
    (FI, 26, "61–120 saa 2 restiä", "61–120 saa 3 restiä", "resti",
     "a lead of 61 to 120 rounds up to 2 resti (resti_at_end)"),
    (FI, 26, "johto 1–60 antaa 1 resto", "johto 1–61 antaa 1 resto", "resti",
     "a lead of 61 gives 2 resti"),
    (RU, 8, "против часовой стрелки", "по часовой стрелке", "play goes clockwise",
     "play goes anticlockwise, not clockwise"),
    (PT, 23, "sentido anti-horário", "sentido horário", "play goes clockwise", "anticlockwise, not clockwise"),
    (VI, 23, "ngược chiều kim đồng hồ", "theo chiều kim đồng hồ", "play goes clockwise", "anticlockwise"),
    (FI, 14, "Pelaa vastapäivään", "Pelaa myötäpäivään", "play goes clockwise", "Minchiate goes anticlockwise"),
    (FR, 31, "à droite du donneur", "à gauche du donneur", "on the dealer's left",
     "the player on the dealer's right starts"),
    (RU, 8, "справа от сдающего", "слева от сдающего", "on the dealer's left",
     "the player on the dealer's right starts"),
]


def _mutated(tmp_path, page, line, old, new):
    lines = page.read_text(encoding="utf-8").split("\n")
    assert old in lines[line - 1], f"{page.name}:{line} does not hold {old!r}"
    lines[line - 1] = lines[line - 1].replace(old, new, 1)
    out = tmp_path / page.name
    out.write_text("\n".join(lines), encoding="utf-8")
    return out


def _example_errors(report, line):
    return [f for f in report.findings if f.line == line and f.severity == "error" and f.check in ("example", "claims")]


@pytest.mark.parametrize("page,line,old,new,what,why", MUTATIONS,
                         ids=[f"{p.stem[:3]}:{l}:{n}" for p, l, _, n, _, _ in MUTATIONS])
def test_mutated_claim_is_an_error(tmp_path, page, line, old, new, what, why):
    report = check_path(_mutated(tmp_path, page, line, old, new))
    errors = _example_errors(report, line)
    assert any(what in f.message for f in errors), f"{why}: {[(f.check, f.message) for f in report.findings if f.line == line]}"


@pytest.mark.parametrize("page,line", sorted({(p, l) for p, l, *_ in MUTATIONS}),
                         ids=lambda v: v.stem[:3] if isinstance(v, Path) else str(v))
def test_correct_claim_is_not_flagged(page, line):
    assert not _example_errors(check_path(page), line)


@pytest.mark.parametrize("text,errors", [
    ("Jogue 10 de Copas em 2 de Moedas, 3 de Bastões e 5 de Espadas e leve 2 de Moedas + 3 de Bastões "
     "+ 5 de Espadas: Scùa e Quadriglia, 2 pontos ao todo.", 0),
    ("Jogue 10 de Copas em 2 de Moedas, 3 de Bastões e 5 de Espadas e leve 2 de Moedas + 3 de Bastões "
     "+ 5 de Espadas: Scùa, Simili e Quadriglia, 3 pontos ao todo.", 2),   # no Simili: suits differ
    ("Jogue 10 de Copas em 2 de Moedas, 3 de Bastões e 5 de Espadas e leve 2 de Moedas + 3 de Bastões "
     "+ 5 de Espadas: Scùa e Quadriglia, 3 pontos ao todo.", 1),           # 1 + 1 is 2
])
def test_capture_bonuses_are_replayed(text, errors):
    engine = games.load("cicera")
    issues = check_example(engine, by_id(engine, "CIC-X4"), text, lexicon("pt"))
    assert len([i for i in issues if i.severity == "error"]) == errors, issues
