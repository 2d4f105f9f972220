"""Numbers by value, corrupted tokens, example replay and the output formats of the checker."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from checking import error_findings
from engine import games
from engine.spec import load_game
from toolkit.check.examples import check_example
from toolkit.check.findings import Finding, Report, to_json, to_sarif
from toolkit.check.lexicon import lexicon
from toolkit.check.numbers import digit_value, find_numbers, ranges, values
from toolkit.check.terms import corrupted

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("text,lang,expected", [
    ("двенадцать", "ru", [12]),
    ("с четырьмя картами", "ru", [4]),          # instrumental
    ("против двух соперников", "ru", [2]),      # genitive
    ("kolmetoista", "fi", [13]),
    ("kahdentoista kortin", "fi", [12]),        # genitive
    ("neljä kuningasta", "fi", [4]),
    ("cinquante-deux cartes", "fr", [52]),
    ("quatre face visible", "fr", [4]),
    ("vingt et un", "fr", [21]),
    ("dodici carte", "it", [12]),
    ("bốn lá ngửa", "vi", [4]),
    ("zwölf Karten", "de", [12]),
    ("doce cartas", "es", [12]),
    ("des Trois", "fr", [3]),                    # a card rank named by word (glossary)
    ("oltre la quarantesima", "it", [40]),       # ordinals from 11 up
    ("au-delà de la quarante-deuxième", "fr", [42]),
    ("the second packet", "en", []),             # small ordinals are ordinary words
    ("secondo le regole", "it", []),
])
def test_number_words_by_value(text, lang, expected):
    assert values(text, lang) == expected


def test_digits_of_any_script():
    assert digit_value("١٣") == 13          # Arabic-Indic
    assert digit_value("１３") == 13          # full-width
    assert values("take ٣ and १३", None) == [3, 13]


def test_thirteen_is_not_three():
    """pofilter compares digit strings; we compare values: 3 → 13 is a different number."""
    assert values("13", None) != values("3", None)


def test_ranges_but_not_rank_runs():
    text = "2–10 and 1-60, but Asso–2–3–4 is a run"
    assert ranges(text, find_numbers(text, None)) == [(2, 10), (1, 60)]


@pytest.mark.parametrize("text,lang,token", [
    ("Cavalloìcera", "fr", "Cavalloìcera"),
    ("Reäytä 97 korttia", "fi", "Reäytä"),
    ("Fante/Fantinaärjestelmä valitsee", "fi", "Fantinaärjestelmä"),
    ("và Cavalloúp Fante", "vi", "Cavalloúp"),
    ("Mattoaika", "fi", "Mattoaika"),          # not a seed word: the pattern, not a list
])
def test_corrupted_tokens(text, lang, token):
    assert token in [t for t, _ in corrupted(text, lexicon(lang))]


@pytest.mark.parametrize("text,lang", [
    ("Regras completas", "pt"),                # starts with "Re" + consonant: a real word
    ("Matto voi lisätä 5 valtit Mattolla", "fi"),  # Mattolla: an accepted case form
    ("Fante, Cavallo e Re", "pt"),
    ("Regina, Assi e Fanti", "it"),
])
def test_names_and_words_are_not_corrupted(text, lang):
    assert corrupted(text, lexicon(lang)) == []


def _example(eid):
    return next(e for e in load_game("cicera").examples if e.id == eid)


@pytest.mark.parametrize("text,lang,errors", [
    ("Например, сыграйте 7 на столе из 7, 3 и 4: возьмите одну 7, 3 + 4 или оставьте карту на столе.",
     "ru", 0),
    ("Например, сыграйте 7 на столе из 7, 3 и 4: возьмите одну 7, 3 4 или оставьте карту на столе.",
     "ru", 1),                                  # "3 4": the plus is lost
    ("Ví dụ, đánh lá 7 lên bàn có 7, 3 và 4: lấy lá 7 đơn lẻ, lấy 3 lá 4, hoặc để lại lá bài trên bàn.",
     "vi", 2),                                  # three 4s: illegal, and 3 + 4 missing
    ("Par exemple, jouez 7 sur 7, 3 et 4 : prenez le 7, prenez 7 + 3 + 4, ou posez votre carte.",
     "fr", 2),                                  # 7+3+4 = 14 is illegal; 3 + 4 missing
])
def test_capture_example_replayed(text, lang, errors):
    issues = check_example(games.load("cicera"), _example("CIC-X1"), text, lexicon(lang))
    assert len([i for i in issues if i.severity == "error"]) == errors, issues


@pytest.mark.parametrize("text,errors", [("Asso–2–3–4, par exemple, marque 4.", 0),
                                         ("Asso–2–3–4, par exemple, marque 3.", 1)])
def test_napula_example_replayed(text, errors):
    issues = check_example(games.load("cicera"), _example("CIC-X2"), text, lexicon("fr"))
    assert len(issues) == errors


def _reports():
    f = Finding(3, "error", "numbers", "CIC-S1", "a number differs from our rules: 13", "12", "13",
                "Раздайте по 12 карт", column=5, sentence="Раздайте по 13 карт", section="Setup")
    note = Finding(9, "info", "structure", "CIC-E4", "a worked example of our rules is not in the text")
    return [Report("page.txt", "ru", ["cicera"], [f, note])]


def test_json_shape():
    data = json.loads(to_json(_reports()))
    doc = data["documents"][0]
    assert set(doc) == {"path", "language", "games", "findings"}
    assert set(doc["findings"][0]) == {"line", "column", "severity", "check", "clause", "section", "message",
                                       "expected", "found", "suggestion", "sentence"}


def test_sarif_required_structure():
    sarif = json.loads(to_sarif(_reports()))
    assert sarif["version"] == "2.1.0" and sarif["$schema"].endswith("sarif-2.1.0.json")
    run = sarif["runs"][0]
    assert run["tool"]["driver"]["name"]
    rule_ids = {r["id"] for r in run["tool"]["driver"]["rules"]}
    for result in run["results"]:
        assert result["ruleId"] in rule_ids
        assert result["level"] in ("error", "warning", "note")
        assert result["message"]["text"]
        loc = result["locations"][0]["physicalLocation"]
        assert loc["artifactLocation"]["uri"] == "page.txt"
        assert loc["region"]["startLine"] >= 1 and loc["region"]["startColumn"] >= 1
        assert len(result["partialFingerprints"]["cardaviaFinding/v1"]) == 32
    assert [r["level"] for r in run["results"]] == ["error", "note"]
    assert run["results"][0]["locations"][0]["physicalLocation"]["region"]["startColumn"] == 5


def test_text_output_quotes_wraps_and_counts():
    import click

    from toolkit.check.findings import to_text

    out = click.unstyle(to_text(_reports(), width=40))
    assert "1 error, 0 warnings, 1 note" in out
    assert "page.txt:3:5: error CIC-S1 (Setup)" in out
    assert "“Раздайте по 13 карт”" in out
    assert "the text says 13; our rules say 12" in out
    assert all(len(line) <= 40 for line in out.splitlines()[1:])


def test_cli_json_and_exit_codes(tmp_path):
    seed = ROOT / "tests/data/seeds/004_db01b7967544e07b.txt"
    run = subprocess.run([sys.executable, "-m", "toolkit", "check", str(seed), "--format", "json"],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 1
    assert json.loads(run.stdout)["documents"][0]["language"] == "vi"
    forced = subprocess.run([sys.executable, "-m", "toolkit", "check", str(seed), "--lang", "fr",
                             "--game", "cicera", "--format", "sarif"], capture_output=True, text=True, cwd=ROOT)
    assert json.loads(forced.stdout)["runs"][0]["results"][0]["properties"]["language"] == "fr"


def test_compound_words_express_a_concept_only_where_the_language_compounds():
    from toolkit.check.lexicon import lexicon
    from toolkit.check.terms import check_concepts

    fi = lexicon("fi")
    missing = [i.message for i in check_concepts("Kerää valttiyhdistelmiä.", {"trump"}, ("trump",), fi)]
    assert not missing, "fi 'valttiyhdistelmiä' (trump combinations) contains 'valtti'"
    missing = [i.message for i in check_concepts("Kerää yhdistelmiä.", {"trump"}, ("trump",), fi)]
    assert missing == ["concept 'trump' is not expressed with an approved term"]
    assert lexicon("de").compounds and not lexicon("fr").compounds


def test_idioms_with_a_number_word_are_not_numbers():
    from toolkit.check.numbers import values

    assert values("si la prise et la somme sont toutes deux possibles", "fr") == []
    assert values("xấp thứ hai", "vi") == []
    assert values("Distribuez deux cartes", "fr") == [2], "a real quantity is still read"


@pytest.mark.parametrize("text,game,wrong", [
    # a count written as a word takes the place of ours like digits do
    ("Se juega con 40 cartas. Se reparten cuatro a cada jugador.", "briscola", "4"),
    ("São seis jogadores em duas duplas.", "cicera", "6"),
    # a bound in place of our bound, with other words around it
    ("The cutter may rob no more than 15 of them.", "minchiate", "15"),
    ("Der Abheber darf höchstens 15 davon rauben.", "minchiate", "15"),
])
def test_a_count_in_prose_that_replaces_ours(text, game, wrong):
    found = error_findings(text, game=game, name="rules.txt")
    assert [f.found for f in found if f.check == "numbers"] == [wrong], found


def test_a_count_of_ours_written_as_a_word_is_not_flagged():
    assert error_findings("Se juega con 40 cartas. Se reparten tres a cada jugador.", game="briscola", name="rules.txt") == []
