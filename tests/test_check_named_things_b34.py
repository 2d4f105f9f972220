"""A word of ours that names a thing, not a card (h225, thirty-fourth session; JOURNAL, "Added
in the thirty-fourth session (h225, names given to things)"). Sentences of our own, none taken
from the corpus; every NAMED and COMPOUND sentence fails on the base (d4d1c14): there it may
state a rule (``placement.states_rule``, the evidence a text naming one of our games is placed
by), and every TRANSLATED one is reported as a translated card's name with the game forced.

- **A name given to a thing** (``terms.named_thing_spans``, cue data ``named_things`` and
  ``name_links``): a capitalised name or a quoted one right after a noun of a place, a building,
  a street, a room, a vehicle, a landform or a product ("vicolo del Fante", "Rue du Valet", "la
  pastelería «La Sota»", "яхта «Король»"), or a name of ours right before such a noun ("the Jack
  Hotel"), names the thing.
- **An everyday compound** (``terms.compounds_blanked``, cue data ``everyday_compounds``): "punto
  d'incontro" is a meeting place, vi "thời điểm" a moment; no card's points.

The same card words in a rule's sentence, or after a word that is no named thing's noun, stay.
"""

import pytest

from toolkit.check import canon
from toolkit.check.align import segment_features
from toolkit.check.document import Segment
from toolkit.check.lexicon import lexicon
from toolkit.check.placement import states_rule

NAMED = [       # no rule stated: True on the base
    ("it", "Il magazzino si trova in vicolo del Fante 3, al piano terra, e apre alle 9."),
    ("pt", "O jantar será no restaurante Asso, na rua Direita, às 21 horas para todos."),
]

COMPOUND = [    # an everyday compound holding a term's word: True on the base
    ("it", "Il punto d'incontro per la gita è davanti alla stazione alle 8."),
    ("vi", "Thời điểm nộp hồ sơ là trước ngày 15 tháng 3, tại văn phòng phường."),
    ("fr", "Le point de rencontre des randonneurs est fixé devant la mairie à 8 heures."),
]

RULES = [       # the same words stating a rule: still True
    ("it", "Il Fante vale 2 punti e prende il Cavallo solo con la briscola."),
    ("fr", "Le Valet vaut 2 points et le Roi 4 points."),
    ("es", "La Sota vale 2 puntos y el Caballo 3."),
    ("pt", "O Rei vale 4 pontos e o Cavalo 3 pontos."),
    ("vi", "Quân Át được 11 điểm, quân Vua được 4 điểm."),
]


def _states(lang: str, text: str) -> bool:
    seg = Segment(text=text, line=1)
    lex = lexicon(lang)
    return states_rule(seg, segment_features(seg, lex), lex, canon.load("briscola"))


@pytest.mark.parametrize("lang,text", NAMED + COMPOUND)
def test_thing_named_states_no_rule(lang, text):
    assert not _states(lang, text)


@pytest.mark.parametrize("lang,text", RULES)
def test_rule_sentence_still_states_a_rule(lang, text):
    assert _states(lang, text)

