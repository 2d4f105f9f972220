"""A third round of fresh worked examples (h64), written after the readers were tuned on the
first two rounds and on another writer's file, and measured before any reader was changed for
them: the table as a Markdown list, a trick as an HTML list of roles, cards in words, a passive
capture, a run told as a range, four players named by compass point, a final score joined by a
dash. Each situation's outcome is checked on the engine (``FACTS`` as in
``test_check_example_crosswriter.py``)."""

from __future__ import annotations

import pytest

from engine.examples import outcome
from engine.games import load
from checking import Ex, errors

CASES = [
    ("c-en-passive", "en", "cicera",
     (Ex("capture_bonuses", play="4C", table=("4S",), take=("4S",)), {"bonuses": ["scua"], "points": 1}),
     "The 4 of Swords, the only card on the table, was taken by the 4 of Cups: a Scùa worth 1 point.",
     "The 4 of Swords, the only card on the table, was taken by the 4 of Cups: a Scùa and a Simili, 2 points."),
    ("c-it-md-list", "it", "cicera",
     (Ex("capture_options", play="6B", table=("6C", "2D", "4S")), {"options": [["6C"], ["2D", "4S"], []]}),
     "In tavola:\n\n- 6 di Coppe\n- 2 di Denari\n- 4 di Spade\n\nGiochi il 6 di Bastoni: puoi prendere il 6 di Coppe oppure il 2 e il 4 insieme.",
     "In tavola:\n\n- 6 di Coppe\n- 2 di Denari\n- 4 di Spade\n\nGiochi il 6 di Bastoni: puoi prendere il 6, il 2 e il 4 tutti insieme."),
    ("b-fr-words", "fr", "briscola",
     (Ex("trick", cards=("7C", "2D"), trump="D"), {"winner": 1, "points": 0}),
     "Atout : Deniers. Paul entame le sept de Coupes ; Marie coupe avec le deux de Deniers et gagne le pli.",
     "Atout : Deniers. Paul entame le sept de Coupes ; Marie coupe avec le deux de Deniers, mais c'est Paul qui gagne le pli."),
    ("b-es-html", "es", "briscola",
     (Ex("trick", cards=("CC", "AC"), trump="S"), {"winner": 1, "points": 14}),
     "<ul><li>Triunfo: Espadas</li><li>Sale: Caballo de Copas</li><li>Responde: As de Copas</li><li>Gana: As de Copas (14 puntos)</li></ul>",
     "<ul><li>Triunfo: Espadas</li><li>Sale: Caballo de Copas</li><li>Responde: As de Copas</li><li>Gana: Caballo de Copas (14 puntos)</li></ul>"),
    ("c-pt-range", "pt", "cicera",
     (Ex("napula", award="napula", cards=("AS", "2S", "3S", "4S", "5S", "6S", "7S")), {"score": 7}),
     "Vocês juntaram as Espadas do Asso ao 7, sem falhas: a Napula vale 7 pontos.",
     "Vocês juntaram as Espadas do Asso ao 7, sem falhas: a Napula vale 6 pontos."),
    ("m-ru-arie", "ru", "minchiate",
     (Ex("combination", cards=("38T", "39T", "40T")), {"score": 30, "combinations": 1}),
     "Козыри 38, 39 и 40 вместе дают версиколу в 30 очков.",
     "Козыри 38, 39 и 40 вместе дают версиколу в 25 очков."),
    ("m-de-end", "de", "minchiate",
     (Ex("resto_end", lead=130), {"resti": 3}),
     "Am Ende der Partie liegen wir noch 130 Punkte vorn; das ergibt 3 Resti.",
     "Am Ende der Partie liegen wir noch 130 Punkte vorn; das ergibt 2 Resti."),
    ("b-fi-score", "fi", "briscola",
     (Ex("settle", points=(63, 57)), {"winner": 0}),
     "Lopputulos 63–57: voittaja on se, jolla on 63 pistettä.",
     "Lopputulos 63–57 on tasapeli."),
    ("c-vi-swords", "vi", "cicera",
     (Ex("majority", award="most_swords", counts=(9, 4)), {"points": [1, 0]}),
     "Đội tôi có 9 lá Kiếm, đội kia 4 lá: đội tôi được 1 điểm Kiếm.",
     "Đội tôi có 9 lá Kiếm, đội kia 4 lá: đội tôi được 2 điểm Kiếm."),
    ("m-en-compass", "en", "minchiate",
     (Ex("trick", cards=("3S", "8S", "CS", "10S")), {"winner": 2, "points": 0}),
     "Swords are led: North plays the 3 of Swords, East the 8 of Swords, South the Cavallo of Swords and West the 10 of Swords. South's Cavallo takes it.",
     "Swords are led: North plays the 3 of Swords, East the 8 of Swords, South the Cavallo of Swords and West the 10 of Swords. West's 10 takes it."),
    ("m-it-beyond", "it", "minchiate",
     (Ex("beyond_cards", lead=0), {"bonus": 3}),
     "Con 45 carte prese la squadra guadagna 3 punti extra.",
     "Con 45 carte prese la squadra guadagna 5 punti extra."),
    ("c-de-words", "de", "cicera",
     (Ex("capture_options", play="7D", table=("3S", "4C")), {"options": [["3S", "4C"], []]}),
     "Auf dem Tisch liegen eine Drei und eine Vier. Mit einer Sieben darfst du beide nehmen oder die Sieben einfach ablegen.",
     "Auf dem Tisch liegen eine Drei und eine Vier. Mit einer Sieben darfst du nur die Vier nehmen."),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_the_outcome_worked_by_hand_is_the_engines(case):
    _id, _lang, game, (ex, want), *_ = case
    g = load(game)
    if ex.kind == "beyond_cards":
        from engine import tricks_primitives as tp

        assert tp.cards_beyond(45, g.spec.end_bonus.cards_beyond, g.spec.end_bonus.per_card) == want["bonus"]
        return
    assert outcome(g, ex) == want


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_the_right_passage_gets_no_error(case):
    _id, lang, game, _fact, right, _wrong = case
    assert errors(lang, game, right, _name(right)) == []


# Left: German number nouns ("eine Vier") are number words to the checker unless the glossary
# lists them as rank words; listing them makes "vier Farben" (four suits) a card too, which gave a
# false error on a dev item, so the capture told with them is not read.
NOT_YET = {"c-de-words"}


@pytest.mark.parametrize("case", [pytest.param(c, marks=pytest.mark.xfail(strict=True, reason="number nouns"))
                                  if c[0] in NOT_YET else c for c in CASES], ids=[c[0] for c in CASES])
def test_the_wrong_passage_gets_an_example_error(case):
    _id, lang, game, _fact, _right, wrong = case
    assert [e for e in errors(lang, game, wrong, _name(wrong)) if e.startswith("example")]


def _name(text: str) -> str:
    return "claim.html" if text.startswith("<") else "claim.md" if "\n- " in text else "claim.txt"
