"""A text that names one of our games but is no rules text of it is refused: an app's store
reviews, a library's reading list, a standings bulletin. The game's name lowers the evidence a
text needs to be checked (two clauses found with confidence), and such texts reached it with
sentences that share the game's words or numbers but state no rule: a book's or an app's title
("Giochi di carte italiani."), a version number ("Versione 5.2 peggiore della 5.1."), a results
row, a shelf mark. Where a text names the game, only sentences that may state a rule count
(``placement.states_rule``: a clause of some length naming something of the game, or a short
fragment that counts something of it, "Nº de cartas 40"), and none on a line that cites a book
("Milano: Mondadori, 1984": ``placement.cited_lines``, the words for "no year" per language in
``placement_cues.undated``). Every text here is written for this test."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.checking import checked
from toolkit.check.document import NotChecked, Segment
from toolkit.check.placement import cited_lines

ROOT = Path(__file__).resolve().parents[1]

IT_REVIEWS = """Briscola Classica – Giochi di carte
Recensioni degli utenti (le più utili)

★★★★★ Marisa T. – 3 marzo 2027
Ci gioco ogni mattina con il caffè, il computer è bravo ma non imbroglia. Ho vinto 88 partite su 150.

★★☆☆☆ Gigi77 – 1 marzo 2027
Troppa pubblicità, una ogni tre mani. Versione 5.2 peggiore della 5.1.

★★★★☆ Renato – 27 febbraio 2027
Bella grafica, però il Cavallo di Bastoni sembra un cane. Vorrei le carte piacentine.

★☆☆☆☆ Utente anonimo – 20 febbraio 2027
Dopo l'ultimo aggiornamento si chiude da sola. Ho un telefono vecchio, ma prima andava.

Risposta dello sviluppatore – 21 febbraio 2027
Grazie, stiamo lavorando alla versione 5.3 che uscirà a marzo.
"""

FR_READING_LIST = """Médiathèque municipale – Fonds Jeux et loisirs
Liste de lecture : la Briscola et les jeux de cartes italiens

Cette liste recense les ouvrages disponibles au prêt. Cotes entre crochets.

Ouvrages généraux
- Martin, Paul. Les jeux de cartes d'Europe. Paris : Hachette, 1982. [795.4 MAR]
- Rossi, Elena. Le jeu de cartes et ses atouts. Torino : Einaudi, 1995. [795.4 ROS]
- Collectif. Le grand livre des jeux de plis et d'atout. Lyon : Éditions du Rhône, s. d. [795.41 GRA]
- Durand, Luc. Compter les points aux cartes. Lille : Septentrion, 1990. [795.4 DUR]

Briscola
- Bianchi, Carlo. Manuel du joueur de Briscola. Nice : Éditions du Midi, 1978. [795.41 BIA]
- Lefèvre, Anne. La Briscola, histoire d'un atout. Marseille : Parenthèses, 2004. [795.41 LEF]
- Catalogue de l'exposition « Cartes à jouer de Naples ». Naples : Electa, 2011. [EXPO 2011/2]
- Giordano, Pia. Le paquet de quarante cartes. Rome : Laterza, 1988. [795.41 GIO]
- Noël, Jacques. Atout, pli et donne : la Briscola à deux joueurs. Bordeaux : Sud Ouest, 1993. [795.41 NOE]
- Sarti, Bruno. Soixante et un points : gagner à la Briscola. Genève : Slatkine, 2015. [795.41 SAR]

Horaires : du mardi au samedi, de 10 h à 18 h.
"""

EN_READING_LIST = """# Further reading on Briscola

A short list compiled by the Society's librarian, for members who want to know more about Briscola.

## Card games in general
- Hargreaves, T. *A history of playing cards and their packs*. London: Routledge, 1930.
- Moreau, L. *Trick games and trumps of the Mediterranean*. Cambridge: Cambridge University Press, 1999.
- Anonymous. *The card player's pocket companion*. Edinburgh: Black, n.d.
- Weller, J. *Counting points in card games*. Boston: Houghton, 1961.

## Briscola
- Costa, R. *Briscola: a player's notebook*. New York: Dover, 1972.
- Valli, S. *The Italian pack of forty cards*. Chicago: University of Chicago Press, 1985.
- Ferro, D. *Trumps and tricks: Briscola at the bar*. Toronto: Anansi, 2001.
"""

# ours, to keep: a game's data as an infobox's short rows, then a rule; rules with a reading list
PT_INFOBOX = """Briscola – ficha do jogo

Nº de jogadores 2
Nº de cartas 40
Cartas por jogador 3

A carta virada debaixo do monte indica o naipe de trunfo.
"""

IT_RULES_WITH_READING = """Regole della Briscola

Si gioca in due con un mazzo di 40 carte. Il mazziere dà tre carte a testa e scopre la carta successiva, che indica il seme di briscola.
Non c'è obbligo di rispondere al seme. La presa la vince la briscola più alta o, se non ce ne sono, la carta più alta del seme di uscita.
Chi vince la presa pesca per primo e gioca per primo la mano successiva.
L'Asso vale 11 punti, il Tre 10, il Re 4, il Cavallo 3 e il Fante 2. Vince chi fa almeno 61 punti su 120.

Per saperne di più
- Rossi, Mario. Giochi di carte italiani. Milano: Mursia, 1991.
- Verdi, Anna. Il libro della briscola. Torino: Einaudi, 2005.
"""


@pytest.mark.parametrize("text, name", [(IT_REVIEWS, "recensioni.txt"), (FR_READING_LIST, "lecture.txt"),
                                        (EN_READING_LIST, "reading.md")])
def test_a_text_naming_the_game_without_rules_is_refused(text, name):
    with pytest.raises(NotChecked, match="not enough of one game's rules.*in sentences that may state a rule"):
        checked(text, name=name)


@pytest.mark.parametrize("text", [PT_INFOBOX, IT_RULES_WITH_READING])
def test_rules_text_of_ours_is_still_checked(text):
    assert checked(text).games == ["briscola"]


def test_the_refusal_exits_2_and_says_how_to_override(tmp_path):
    path = tmp_path / "recensioni.txt"
    path.write_text(IT_REVIEWS, encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "toolkit", "check", str(path)], cwd=ROOT,
                         capture_output=True, text=True, env={"PYTHONPATH": str(ROOT)})
    assert run.returncode == 2
    assert "pass --game" in run.stderr + run.stdout
    forced = subprocess.run([sys.executable, "-m", "toolkit", "check", "--lang", "it", "--game", "briscola",
                             str(path)], cwd=ROOT, capture_output=True, text=True, env={"PYTHONPATH": str(ROOT)})
    assert forced.returncode != 2


@pytest.mark.parametrize("lang, line, cites", [
    ("it", "Manuale del giocatore di briscola. Milano: Sonzogno, s.d. [Fondo antico S 301]", True),
    ("de", "Spielregeln italienischer Kartenspiele. Leipzig: Reclam, o. J.", True),
    ("ru", "Иванов П. С. Карточные игры Италии. М.: Наука, 1991. 250 с.", True),
    ("es", "Pérez, Luis. La brisca y el tute. Madrid : Alianza, s. f.", True),
    ("vi", "Trần Văn An. Bài lá nước Ý. Hà Nội: NXB Văn hóa, 1998.", True),
    ("fi", "Virtanen, A. Italialaiset korttipelit. Helsinki: Otava, 2001.", True),
    ("it", "Punti: Asso 11, Tre 10, Re 4, Cavallo 3, Fante 2.", False),
    ("en", "Scoring: each player adds up to 1990 points over the season.", False),
    ("pt", "Trunfo: o naipe da carta virada, 7 de Copas neste exemplo.", False),
])
def test_a_line_citing_a_book(lang, line, cites):
    assert bool(cited_lines([Segment(1, line)], lang)) is cites
