"""Every kind of worked example has a checker reader, or the engine's registry says why not."""

from engine.examples import KINDS
from toolkit.check.examples import REGISTRY


def test_every_example_kind_is_read_or_explicitly_unchecked():
    missing = sorted(k for k, entry in KINDS.items() if k not in REGISTRY and not entry.unchecked_reason)
    assert not missing, f"example kinds with no checker reader and no reason: {missing}"
    stale = sorted(k for k in REGISTRY if KINDS[k].unchecked_reason)
    assert not stale, f"kinds the checker reads but the registry calls unchecked: {stale}"
    assert set(REGISTRY) <= set(KINDS)


import pytest

from engine import games
from engine.examples import by_id
from toolkit.check.examples import check_example
from toolkit.check.lexicon import lexicon


def _issues(game: str, example: str, lang: str, text: str) -> list[str]:
    engine = games.load(game)
    return [i.found for i in check_example(engine, by_id(engine, example), text, lexicon(lang))]


@pytest.mark.parametrize("lang,text,found", [
    # BRI-X4: the 3 and the Asso of Coins, Swords trumps: 21 points
    ("pt", "Você sai com o 3 de Moedas e o adversário responde com o Asso de Moedas. "
           "O Asso ganha a vaza, que vale 13 pontos.", ["13"]),
    ("pt", "Você sai com o 3 de Moedas e o adversário responde com o Asso de Moedas. "
           "O Asso ganha a vaza, que vale 21 pontos.", []),
    ("en", "The Asso of Coins beats the 3 of Coins and wins the trick: 10 + 11 = 21 points.", []),
    ("en", "The Asso of Coins beats the 3 of Coins and wins the trick, worth 20 points.", ["20"]),
    ("en", "The Asso is worth 11 points and the 3 is worth 10 points.", []),     # no trick taken
])
def test_trick_points(lang, text, found):
    assert _issues("briscola", "BRI-X4", lang, text) == found


@pytest.mark.parametrize("example,text,found", [
    # MIN-X23: lead 56, 8 points more: 1 resto, a lead of 4 kept
    ("MIN-X23", "Your team is 56 ahead and kills a Re plus papa 2 (5 + 3 = 8): you are now 64 ahead, "
                "so you book 1 resto and keep a lead of 14.", ["14"]),
    ("MIN-X23", "Your team is 56 ahead and scores 8 more: 1 resto, and a lead of 4 stays.", []),
    ("MIN-X23", "Your team is 56 ahead and scores 8 more: 2 resti, and a lead of 4 stays.", ["2"]),
    # the text's example starts from a lead none of ours has: not read as ours
    ("MIN-X23", "Your team is 57 ahead and scores 8 more: 1 resto, and a lead of 5 stays.", []),
    # the text states MIN-X25 (lead 27): read as that example, whichever one the alignment chose
    ("MIN-X23", "With a lead of 27, losing papa uno (5) leaves 0 resti and a lead of 12.", ["12"]),
])
def test_resti_during_play(example, text, found):
    assert _issues("minchiate", example, "en", text) == found


def test_points_of_the_pack():
    assert _issues("briscola", "BRI-X1", "es", "En total hay 130 puntos en juego.") == ["130"]
    assert _issues("briscola", "BRI-X1", "es", "El As vale 11 puntos; en total hay 120 puntos.") == []


def test_an_example_moved_to_another_section_is_still_replayed():
    from toolkit.check.document import parse
    from toolkit.check.run import check_document

    text = ("Pontos das cartas: Asso 11, 3 10, Re 4, Cavallo 3, Fante 2; as outras cartas valem 0.\n\n"
            "Exemplo: o trunfo é Espadas. Você sai com o 3 de Moedas e o adversário responde com o "
            "Asso de Moedas. O Asso ganha a vaza, que vale 13 pontos.\n")
    report = check_document(parse(text.encode(), "regras.md"), lang="pt", game="briscola")
    assert [(f.line, f.found) for f in report.findings if f.check == "example"] == [(3, "13")]


def test_card_values_in_prose_every_card_and_by_the_text_s_own_names():
    from toolkit.check.claims import check_rank_points

    engine = games.load("briscola")
    text = "Los puntos: el As vale 11, el Tres 10, el Rey 4, el Caballo 3 y la Sota 0; el resto nada."
    assert [i.found for i in check_rank_points(engine, None, text, lexicon("es"))] == ["Sota 0"]
    right = text.replace("Sota 0", "Sota 2")
    assert check_rank_points(engine, None, right, lexicon("es")) == []
