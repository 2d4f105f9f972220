"""Placement and refusal on texts written for this test (tests/data/refuse_fresh/README.md):
games of other families that share our pack, our card points or our table are refused, and so is
a rules text of ours in an unsupported language; short or partial rules texts of ours, and ones
that only compare our game with another ("similar to Tressette"), are checked against the right
game."""

from pathlib import Path

import pytest

from toolkit.check.document import NotChecked
from toolkit.check.run import check_path

DATA = Path(__file__).resolve().parent / "data" / "refuse_fresh"

REFUSED = sorted(p.name for p in DATA.glob("*.txt"))
OURS = {"it_briscola_breve.txt": "briscola", "fr_briscola_points.txt": "briscola",
        "es_cicera_puntuacion.txt": "cicera", "en_minchiate_deal.txt": "minchiate",
        "en_briscola_unnamed_compared.txt": "briscola", "pt_briscola_sem_nome.txt": "briscola",
        "it_coppie_senza_nome.txt": "briscola"}
# What a text placed as ours states otherwise than our rules: our Briscola is for two players, and
# a text that states four as the game's number is a difference (tests/data/corpus/README.md)
DIFFERS = {"it_coppie_senza_nome.txt": ["4 players"]}


def test_the_data_is_there():
    assert len(REFUSED) >= 7
    assert sorted(p.name for p in (DATA / "ours").glob("*.txt")) == sorted(OURS)


@pytest.mark.parametrize("name", REFUSED)
def test_another_game_or_language_is_refused(name):
    with pytest.raises(NotChecked):
        check_path(DATA / name)


def test_refused_for_what_they_are():
    reasons = {}
    for name in REFUSED:
        try:
            check_path(DATA / name)
        except NotChecked as exc:
            reasons[name] = str(exc)
    assert "Swedish" in reasons["sv_briscola.txt"] or "unsupported" in reasons["sv_briscola.txt"]
    # the Casino-like game is refused for its deal, though it has our pack and our table
    assert "another game than Cìcera" in reasons["en_fishing_52.txt"] and "hand 4" in reasons["en_fishing_52.txt"]
    assert "another game" in reasons["fr_jeu_de_la_manille_sans_nom.txt"]
    # Cyrillic languages other than Russian are refused for their language, not read as Russian
    for name, language in [("bg_briscola.txt", "Bulgarian"), ("uk_briscola.txt", "Ukrainian"),
                           ("be_briscola.txt", "Belarusian"), ("sr_briscola.txt", "Serbian"),
                           ("mk_briscola.txt", "Macedonian")]:
        assert f"unsupported language: the text reads as {language}" in reasons[name], name


@pytest.mark.parametrize("name", sorted(OURS))
def test_short_partial_or_unnamed_texts_of_ours_are_checked(name):
    report = check_path(DATA / "ours" / name)
    assert report.games == [OURS[name]]
    # each states our rules, but what DIFFERS names
    assert [f.found for f in report.findings if f.severity == "error"] == DIFFERS.get(name, []), name


@pytest.mark.parametrize("lang,text", [
    ("it", "Questo gioco somiglia alla Scopa, ma si gioca a prese."),
    ("de", "Das Spiel ist verwandt mit dem Schafkopf, hat aber keinen Farbzwang."),
    ("fr", "Ce jeu ressemble à la Belote, sans annonces."),
])
def test_a_game_named_in_a_comparison_is_not_what_the_text_is_about(lang, text):
    from toolkit.check import canon
    from toolkit.check.lexicon import lexicon
    from toolkit.check.placement import named_games

    games = [canon.load(g) for g in canon.known_games()]
    assert named_games(text, games, lexicon(lang))[1] == {}
    named = text.split(",")[0].split()[-1]          # the game itself, said plainly: still counted
    assert named_games(f"Regole della {named}. Si gioca in quattro.", games, lexicon(lang))[1]
