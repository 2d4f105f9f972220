"""Placement by the text's subject (h242, thirty-seventh session; JOURNAL, "Added in the
thirty-seventh session (h242, placement)"). Documents of our own, none taken from the corpus.

A game's name lowers the evidence a text must hold of its rules (``placement.NAMED_FACTOR``, and
the two clauses or facts of a game the text is about, ``named_often``), because a text that names a
game is likely about it. A text is about the game it names in its title, or more often than each
other game of ours; a game it names only as often as another of ours, or less, or beside the one its
title names, is mentioned, not its subject (``placement._beside_another``): a report on a card
holder tested at a club "where Minchiate and Cìcera are played", a shop's packs for two games, a
club's directory with a group per game. Such a name lowers nothing, and the evidence is read as
for a text that names no game: one sentence that shares a clause's words (cards dropped per hour
of play) and one pack's size do not make a rules text. On the base (464055c) each ORDINARY text is
placed as Minchiate; each RULES text, short and informal, names its game more often than the other
one it mentions, and stays placed.
"""

import pytest

from engine.errors import CardaviaError
from toolkit.check.document import parse
from toolkit.check.run import check_document

ORDINARY = [      # a game named as often as another of ours, one clause and one pack: placed on the base
    ("en", """\
Card holder trial: report to the committee

The trial ran for six weeks at the club, where Minchiate and Cìcera are played on Tuesdays.

The pack of 97 cards used for Minchiate is taller than the Cìcera pack, so both sizes were tested.

With the holder, testers let fall 0.5 cards per hour of play, against 1.7 cards per hour with their own way of holding a hand.

Eleven of the fourteen testers asked to keep the holder after the trial; Minchiate and Cìcera evenings go on as before.
"""),
    ("it", """\
Prova del porta-carte: relazione al direttivo

La prova è durata sei settimane al circolo, dove il martedì si giocano Minchiate e Cìcera.

Il mazzo di 97 carte usato per le Minchiate è più alto del mazzo della Cìcera, perciò sono state provate entrambe le misure.

Con il porta-carte i soci hanno lasciato cadere in media 0,5 carte per ora di gioco, contro 1,7 carte per ora tenendo le carte in mano.

Undici soci su quattordici hanno chiesto di tenere il porta-carte; le serate di Minchiate e Cìcera continuano come prima.
"""),
    ("de", """\
Erprobung des Kartenhalters: Bericht an den Vorstand

Die Erprobung dauerte sechs Wochen im Verein, wo dienstags Minchiate und Cìcera gespielt werden.

Das Blatt mit 97 Karten für Minchiate ist höher als das Blatt für Cìcera, deshalb wurden beide Größen erprobt.

Mit dem Halter ließen die Mitglieder im Schnitt 0,5 Karten pro Spielstunde fallen, ohne ihn 1,7 Karten pro Stunde.

Elf von vierzehn Mitgliedern möchten den Halter behalten; die Minchiate- und Cìcera-Abende gehen weiter wie bisher.
"""),
]

RULES = [       # a short rules text naming its game more often than another: placed, as on the base
    ("en", "cicera", """\
How we play Cìcera at the club

Cìcera is played by four players in two teams with a pack of 52 cards. Each player gets 10 cards, and 4 cards go face up on the table.

On your turn you play one card. If it matches a table card by value, or by the sum of several table cards, you take them. A Fante takes a Fante, a Cavallo a Cavallo, a Re a Re.

If you clear the table, that is a Scùa and scores one point. Unlike Briscola, there are no tricks: you fish cards from the table.

At the end the team with more cards and more Denari scores the majorities.
"""),
    ("it", "minchiate", """\
Le Minchiate in breve

Le Minchiate si giocano con un mazzo di 97 carte: quaranta trionfi numerati, il Matto e le quattro serie.

Si gioca in quattro, due contro due, e a ciascuno si danno 21 carte. Chi non ha carte del seme giocato deve giocare un trionfo; se non ha trionfi può scartare.

Il Matto si può giocare al posto di qualunque carta e torna al suo padrone. Chi ha giocato a Cìcera troverà le Minchiate molto diverse.

A fine mano si contano le carte di conto e le versicole.
"""),
    ("fr", "minchiate", """\
Petit mot sur les Minchiate

Chez nous, on joue aux Minchiate avec un jeu de 97 cartes, à quatre, deux contre deux. On en donne 21 à chacun. Ceux qui connaissent la Cìcera seront surpris : ici on fait des plis.
"""),
    ("de", "briscola", """\
Kurz notiert

Bei uns wird Briscola zu zweit mit 40 Karten gespielt, jeder bekommt 3 Karten. Wer den Stich macht, spielt als Nächster aus. Am Ende gewinnt, wer mehr als 60 Punkte hat. Briscola ist schnell gelernt; Cìcera spielen wir nur im Sommer.
"""),
]


def _placed(text: str) -> list[str] | None:
    try:
        return check_document(parse(text.encode(), "doc.txt")).games
    except CardaviaError:
        return None


@pytest.mark.parametrize("lang,text", ORDINARY)
def test_game_named_beside_another_is_no_subject(lang, text):
    assert _placed(text) is None


@pytest.mark.parametrize("lang,game,text", RULES)
def test_rules_text_naming_its_game_most_stays_placed(lang, game, text):
    assert _placed(text) == [game]
