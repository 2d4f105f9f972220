"""Ordinary text whose words of the game are no rule's (h223, thirty-fourth session; JOURNAL,
"Added in the thirty-fourth session (h223, texts that state no rule of ours)"). Sentences of our
own, none taken from the corpus; every ORDINARY and NAMED sentence fails on the base (c39afda):
there a sentence of it may state a rule (``placement.states_rule``, the evidence a text that
names one of our games is placed by), or the name is reported misspelt with the game forced.

- **A name of ours in a person's or a place's name** (``terms.in_proper_name``): "Claire
  Cavallo", "Dña. Carmen Asso", "segretario Paolo Fanti", "Frau K. Asso", "Pau Cavalo" name a
  person, no card; beside another word of ours ("Il Re di Coppe", "Fante Cavallo Re") or in a
  rule's sentence the card stays, and a misspelt name there is still an error.
- **Our game's name written as a name** (``placement._game_names_blanked``): "BRISCOLA:
  telaini 7" names a hive, not the trump the Italian word "briscola" also is.
- **A way told of a thing** (``terms.things_way`` in ``placement._states_rule``): a bus's or a
  shuttle's clockwise loop is no direction of play; play passing clockwise still is.
"""

import pytest

from checking import messages
from toolkit.check import canon
from toolkit.check.align import segment_features
from toolkit.check.document import Segment
from toolkit.check.lexicon import lexicon
from toolkit.check.placement import states_rule

ORDINARY = [      # no rule stated: True on the base
    ("fr", "Adaptation et mise en scène de Claire Cavallo, d'après une nouvelle italienne."),
    ("es", "La reunión de vecinos la presidirá Dña. Carmen Asso en el salón parroquial."),
    ("it", "Il verbale della seduta è firmato dal segretario Paolo Fanti e dalla presidente."),
    ("de", "Die Schlüsselübergabe bestätigt Frau K. Asso mit ihrer Unterschrift im Protokoll."),
    ("it", "BRISCOLA: telaini 7, covata compatta, regina vista."),
    ("vi", "Xe buýt số 8 chạy vòng quanh hồ theo chiều kim đồng hồ, mỗi chuyến khoảng 40 phút."),
]

RULES = [       # the same words stating a rule: still True
    ("fr", "Le Cavallo vaut 3 points et le Fante 2 points."),
    ("en", "The Re is worth 4 points and ranks above the Cavallo."),
    ("it", "Il Re di Coppe vale 4 punti, il Fante 2."),
    ("es", "El Rey vale 4 puntos y el Caballo 3."),
    ("it", "Chi gioca la briscola più alta vince la presa."),
    ("it", "La briscola: 5 carte per giocatore."),
    ("vi", "Lượt chơi đi theo chiều kim đồng hồ, bắt đầu từ người bên phải người chia bài."),
    ("en", "Play passes clockwise from the dealer."),
]


def _states(lang: str, text: str) -> bool:
    seg = Segment(text=text, line=1)
    lex = lexicon(lang)
    return states_rule(seg, segment_features(seg, lex), lex, canon.load("briscola"))


@pytest.mark.parametrize("lang,text", ORDINARY)
def test_ordinary_sentence_states_no_rule(lang, text):
    assert not _states(lang, text)


@pytest.mark.parametrize("lang,text", RULES)
def test_rule_sentence_still_states_a_rule(lang, text):
    assert _states(lang, text)


NAMED = [       # a misspelt name that is a person's surname after a short given name: no error
    ("es", "briscola", "Ilustraciones de Pau Cavalo y diseño de la cubierta de Marta Gil."),
    ("fr", "briscola", "Décors de Léo Cavalo, costumes de Nina Perret."),
    ("en", "briscola", "Photographs by Tom Cavalo; design by Ruth Hale."),
    ("it", "briscola", "Regia di Ugo Cavalo, scene di Anna Fanti."),
]

MISSPELT = [    # the same misspelling in a rule: still an error
    ("es", "briscola", "En la Briscola el Cavalo vale 3 puntos."),
    ("fr", "briscola", "À la Briscola, le Cavalo vaut 3 points."),
    ("en", "briscola", "In Briscola the Cavalo is worth 3 points."),
    ("it", "briscola", "Nella Briscola il Cavalo vale 3 punti."),
]


@pytest.mark.parametrize("lang,game,text", NAMED)
def test_surname_is_no_misspelt_name(lang, game, text):
    assert messages(text, lang, game) == []


@pytest.mark.parametrize("lang,game,text", MISSPELT)
def test_misspelt_name_in_a_rule_is_still_an_error(lang, game, text):
    assert any("misspelt" in m for m in messages(text, lang, game))
