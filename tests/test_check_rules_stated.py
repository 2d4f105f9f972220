"""A text that names one of our games often but states at most one of its rules (a novel's
Sunday at the café, a travel brochure, a history of a pack) is not a rules text: it is refused
with what was detected (issue #10, deliverable 2), where it used to be checked because it named
the game. Two rules stated (a clause found with confidence, or a fact of the game stated as
ours: its deal, its lead) make it one (``placement.MIN_RULES_STATED``). The story is written for
this test."""

from __future__ import annotations

import pytest

from tests.checking import checked
from toolkit.check.document import NotChecked

STORY = """Le dimanche au café de la place

Chaque dimanche, après la messe, mon grand-père descendait au café de la place pour la Briscola.
Il y retrouvait Tonino et le vieux Salvatore, qui ne perdait jamais une occasion de se plaindre du temps.
La Briscola, disait-il, c'est comme la vie : il faut savoir attendre son heure.
Ils jouaient jusqu'à la tombée de la nuit, en buvant un petit verre de myrte.
Ma grand-mère, elle, disait que la Briscola était une excuse pour ne pas rentrer.
Quand il gagnait, il rentrait en sifflant ; quand il perdait, il ne disait rien de la soirée.
Des années plus tard, j'ai retrouvé ses cartes dans un tiroir, usées jusqu'à la corde.
"""


@pytest.mark.parametrize("rules", ["", "Au début, chacun recevait trois cartes."])
def test_a_story_naming_the_game_is_refused(rules):
    with pytest.raises(NotChecked, match="not enough of one game's rules"):
        checked(STORY + rules + "\n")


def test_the_same_story_stating_two_rules_is_checked():
    rules = "Au début, chacun recevait trois cartes, et le gagnant de chaque pli jouait le premier au pli suivant."
    assert checked(STORY + rules + "\n").games == ["briscola"]
