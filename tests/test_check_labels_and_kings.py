"""Phenomena a new writer's text showed the checker missing (corpus batch 2026-12-25 and claims
dev-j, opened at the fifteenth session), each as agree/differ pairs in two languages or more,
written for this test (no sentence copied from the corpus or the claims suite):

- **a term that labels its definition**: "Quadriglia: capturing at least 4 table cards", or the
  term in bold ("**Quadriglia.** Prendre …", "<b>Quadriglia.</b> …"), names the bonus in the label
  and the count in the definition (``values._defined_pieces``, ``Block.label``);
- **the Matto in the Re's place**: where the King rule asks for the Re, a text that lets the
  Matto be played instead states another rule (``facts._in_kings_place``); "instead of any card"
  is the Matto's own rule, and "may not play the Matto instead" states ours;
- **a tie in words**: "sixty–sixty", "sessanta a sessanta" is a tied score like "60–60"
  (``facts.tie_score``);
- **a score is no count of players**: "at 60–60 the player with more tricks" speaks of no game
  of sixty players (``scope.MOST_PLAYERS``).

Our rules (rules/games/*.yaml): Quadriglia needs at least 3 table cards (CIC-B4); MIN-P3 the holder
of the suit's Re must play it, even holding the Matto; BRI-O1 60–60 is a tie."""

from __future__ import annotations

import pytest

from tests.checking import error_findings

QUADRIGLIA = {   # lang: (label and definition with {n}, ours, another count)
    "en": ("Quadriglia: capturing at least {n} table cards at once scores 1 point.", "3", "4"),
    "fr": ("Quadriglia : ramasser d'un coup au moins {n} cartes de la table rapporte 1 point.", "trois", "quatre"),
    "de": ("Quadriglia: Wer mit einem Zug mindestens {n} Karten vom Tisch nimmt, bekommt 1 Punkt.", "drei", "vier"),
}


def bonus_errors(text: str, lang: str, name: str = "t.txt") -> list:
    return [f for f in error_findings(text, lang, "cicera", name) if "bonus needs" in f.message]


@pytest.mark.parametrize("lang", sorted(QUADRIGLIA))
def test_a_bonus_labelled_by_its_name_before_a_colon(lang):
    text, ours, other = QUADRIGLIA[lang]
    assert bonus_errors(text.format(n=ours), lang) == []
    assert len(bonus_errors(text.format(n=other), lang)) == 1


@pytest.mark.parametrize("n, want", [("trois", 0), ("quatre", 1)])
def test_a_term_in_bold_labels_its_definition_in_markdown(n, want):
    text = f"# Lexique\n\n**Quadriglia.** Prendre d'un coup au moins {n} cartes de la table : 1 point.\n"
    assert len(bonus_errors(text, "fr", "t.md")) == want


@pytest.mark.parametrize("n, want", [("drei", 0), ("vier", 1)])
def test_a_term_in_bold_labels_its_definition_in_html(n, want):
    text = f"<p><strong>Quadriglia.</strong> Mindestens {n} Karten vom Tisch auf einmal: 1 Punkt.</p>\n"
    assert len(bonus_errors(text, "de", "t.html")) == want


def test_a_bold_term_without_a_definition_after_it_is_no_label():
    text = "**Quadriglia.**\n\nWer vier Karten vom Tisch nimmt, hat Glück gehabt.\n"
    assert bonus_errors(text, "de", "t.md") == []


KING = {    # lang: (the Matto in the Re's place, the King rule stated, the Matto's own freedom)
    "es": ("En la primera salida de un palo, si alguien ya ha fallado con triunfo y tienes el Re de ese palo, "
           "puedes jugar el Matto en lugar del Re.",
           "En la primera salida de un palo, si alguien ya ha fallado con triunfo, quien tenga el Re de ese palo "
           "debe jugar el Re aunque tenga el Matto.",
           "El Matto se puede jugar en lugar de cualquier carta y nunca gana la baza."),
    "de": ("Hat schon jemand gestochen, muss der Spieler mit dem Re der Farbe den Re spielen; hat er den Matto, "
           "darf er stattdessen auch den Matto spielen.",
           "Hat schon jemand gestochen, muss der Spieler mit dem Re der Farbe den Re spielen, auch wenn er den "
           "Matto hat; er darf nicht stattdessen den Matto spielen.",
           "Der Matto darf statt jeder Karte gespielt werden."),
    "it": ("Se qualcuno ha già tagliato alla prima uscita del seme, chi ha il Re può giocare il Matto invece del Re.",
           "Se qualcuno ha già tagliato alla prima uscita del seme, chi ha il Re deve giocare il Re, anche se ha il Matto.",
           "Chi ha il Re del seme deve giocarlo, anche se ha il Matto; altrimenti il Matto si può giocare al posto "
           "di qualsiasi carta."),
}


def king_errors(text: str, lang: str) -> list:
    return [f for f in error_findings(text, lang, "minchiate") if "Matto may be played" in f.found]


@pytest.mark.parametrize("lang", sorted(KING))
def test_the_matto_in_the_res_place(lang):
    instead, rule, own = KING[lang]
    assert len(king_errors(instead, lang)) == 1
    assert king_errors(rule, lang) == []
    assert king_errors(own, lang) == []


TIES = {    # lang: (a tie in words with a winner, the same tie a tie)
    "en": ("At sixty–sixty the player who took more tricks wins.", "At sixty–sixty the deal is a draw."),
    "it": ("Sessanta a sessanta: vince chi ha fatto l'ultima presa.", "Sessanta a sessanta: la partita è pari."),
}


def tie_errors(text: str, lang: str) -> list:
    return [f for f in error_findings(text, lang, "briscola") if "tied result" in f.message]


@pytest.mark.parametrize("lang", sorted(TIES))
def test_a_tie_in_words(lang):
    decided, drawn = TIES[lang]
    assert len(tie_errors(decided, lang)) == 1
    assert tie_errors(drawn, lang) == []


def test_a_score_before_a_word_for_players_is_no_count_of_players():
    found = tie_errors("At 60–60 the player with more tricks wins.", "en")
    assert [f.severity for f in found] == ["error"]
