"""A newsletter laid out in a table, a threshold said in its own clause, a tournament's rule
(corpus batch 2026-12-25, opened at the fifteenth session: phenomena, with agree/differ pairs
written for this test, no sentence copied from the corpus):

- **a table used for layout** (an email newsletter: rows whose cells hold headings and
  paragraphs) is read as its paragraphs, not as one row whose cells run together into a
  sentence of a whole page (``document._layout_row``); a table of data in it stays rows;
- **enough said of one number**: "the pack holds 120 points; whoever makes more wins, so 61 are
  already enough": the threshold is the number the clause calls enough (``facts._win_threshold``);
- **a tournament's rule** ("best of three is the tournament's rule, not the game's") is others'
  practice, like a house rule (data ``elsewhere``, nine languages).

Ours (rules/games/briscola.yaml): 3 cards each (BRI-S1), 61 points win (BRI-O1), one deal (BRI-H)."""

from __future__ import annotations

import pytest

from tests.checking import error_findings

NEWSLETTER = """<html><body>
<table width="600"><tr><td>
<h1>Torneio de Briscola</h1>
<p>Este ano as mesas seguem as regras de sempre.</p>
<h3>Preparação</h3>
<p>São dois jogadores e 40 cartas. O carteador dá {hand} cartas a cada um.</p>
</td></tr>
<tr><td>
<table><tr><th>Carta</th><th>Pontos</th></tr><tr><td>Asso</td><td>{asso}</td></tr><tr><td>3</td><td>10</td></tr></table>
</td></tr></table>
</body></html>
"""


@pytest.mark.parametrize("hand, asso, want", [(3, 11, []), (4, 11, ["cards dealt to each player"]),
                                              (3, 12, ["point value"])])
def test_a_layout_table_is_read_as_its_paragraphs(hand, asso, want):
    found = error_findings(NEWSLETTER.format(hand=hand, asso=asso), "pt", "briscola", "t.html")
    assert [w for w in want if any(w in f.message + " " + f.found for f in found)] == want
    assert len(found) == len(want)
    assert all(len(f.sentence) < 80 for f in found)      # a sentence, not the page run together


@pytest.mark.parametrize("lang, text, ours, other", [
    ("pt", "O baralho tem 120 pontos; ganha quem fizer mais, ou seja, {n} já bastam.", 61, 60),
    ("en", "The pack holds 120 points; whoever makes more wins, so {n} are enough.", 61, 60),
])
def test_enough_said_of_one_number(lang, text, ours, other):
    def threshold_errors(n):
        return [f for f in error_findings(text.format(n=n), lang, "briscola") if "enough to win" in f.found]
    assert threshold_errors(ours) == []
    assert len(threshold_errors(other)) == 1


@pytest.mark.parametrize("lang, text", [
    ("pt", "A «melhor de três» é regra do torneio, não do jogo."),
    ("it", "Il «meglio di tre» è una regola del torneo, non del gioco."),
    ("de", "Das „Best of three“ ist eine Turnierregel, keine Spielregel."),
])
def test_a_tournaments_rule_is_not_the_games(lang, text):
    assert [f for f in error_findings(text, lang, "briscola") if "several deals" in f.found] == []
