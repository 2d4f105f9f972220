"""False errors on texts written by others: a game called by its regional name, navigation links,
cards of another pack, card names translated by someone else, negation across elided words.
Every text here is written for this test (not taken from the corpus)."""

from pathlib import Path

from checking import checked, errors_in
from toolkit.check.document import parse

ROOT = Path(__file__).resolve().parent.parent


SPANISH_BRISCA = """# La brisca

La brisca se juega en toda España, en los bares, junto al tute y al mus.

Se usa la baraja española de 40 cartas. Cada jugador recibe tres cartas. La siguiente carta se pone boca
arriba y su palo es el triunfo; el resto forma el mazo.

No hay obligación de asistir ni de fallar. Gana la baza el triunfo más alto o, si no hay triunfos, la
carta más alta del palo que salió. Quien gana la baza roba primero y sale en la siguiente.

Hay 120 puntos en total; gana quien pasa de 60. Con 60 cada uno hay empate.
"""


def test_a_game_called_by_its_regional_name_is_ours():
    # "Brisca" is what Spanish calls Briscola: the text names it, and naming Tute once beside it
    # does not make it a Tute text
    report = checked(SPANISH_BRISCA, name="brisca.md")
    assert report.games == ["briscola"]
    assert errors_in(report) == []


def test_a_finnish_text_names_the_game_inflected():
    from toolkit.check import canon
    from toolkit.check.lexicon import lexicon
    from toolkit.check.placement import named_games

    games = [canon.load(g) for g in canon.known_games()]
    ours, _ = named_games("Briscolassa ei tarvitse tunnustaa maata. Briscolaa pelataan kahdestaan.",
                          games, lexicon("fi"))
    assert ours["briscola"] == 2


CONTENTS_MD = """# Briscola

## Contents

1. [Dealing](#dealing)
2. [Playing](#playing)

Contents: [Dealing](#dealing) · [Playing](#playing)

## Dealing

Each player gets three cards, and [the next card](#trump) is turned face up to set trumps.
"""

CONTENTS_HTML = """<html><body><ul class="toc"><li><a href="#deal">Dealing</a></li>
<li><a href="#play">Playing</a> </li></ul>
<p>Each player gets three cards, and <a href="#trump">the next card</a> is turned face up.</p>
</body></html>"""


def test_a_table_of_contents_is_not_read_as_rules_text():
    md = [s.text for s in parse(CONTENTS_MD.encode(), "rules.md").split("en") if not s.heading]
    assert md == ["Each player gets three cards, and the next card is turned face up to set trumps."]
    html = [s.text for s in parse(CONTENTS_HTML.encode(), "rules.html").split("en")]
    assert html == ["Each player gets three cards, and the next card is turned face up."]


FRENCH_PACK = {
    "pt": ("briscola.txt", "A Briscola joga-se com 40 cartas. Cada jogador recebe 3 cartas e a carta seguinte "
           "é virada para cima: o seu naipe é o trunfo. Não é preciso seguir o naipe nem jogar trunfo. Ganha a "
           "vaza o trunfo mais alto. Quem ganha a vaza compra primeiro. Com um baralho francês, a Dama faz o "
           "papel do Cavallo."),
    "de": ("briscola.txt", "Briscola wird zu zweit mit 40 Karten gespielt. Jeder bekommt drei Karten, die "
           "nächste Karte wird aufgedeckt und bestimmt die Trumpffarbe. Es besteht kein Farbzwang und kein "
           "Trumpfzwang. Den Stich gewinnt der höchste Trumpf. Mit französischen Karten ersetzt die Dame "
           "den Cavallo."),
}


def test_a_card_our_deck_does_not_have_is_not_a_translated_name():
    # a Briscola text that plays with a French pack names its Queen: no Regina is translated
    for lang, (name, text) in FRENCH_PACK.items():
        report = checked(text, lang, "briscola", name)
        assert not errors_in(report, only="names"), (lang, errors_in(report))


ENGLISH_NAMES = """How to play Briscola

Briscola is played by two players with a 40-card Italian deck. Deal three cards each and turn the
next card face up: its suit is trumps. You need not follow suit or play a trump. The highest trump
wins the trick, else the highest card of the suit led. The winner of a trick draws first and leads.

The Ace is worth 11, the Three 10, the King 4, the Cavallo 3 and the Fante 2; other cards are worth
nothing. There are 120 points in all; 61 wins and 60 each is a draw.
"""


def test_someone_elses_card_names_are_one_note():
    # a text by others that says "Ace" and "King" but keeps "Cavallo": our naming policy, once
    report = checked(ENGLISH_NAMES, name="rules.txt")
    assert not errors_in(report, only="names")
    notes = [f for f in report.findings if f.check == "names" and f.severity == "info"]
    assert len(notes) == 1 and "Ace" in notes[0].found and "King" in notes[0].found


NEGATED_AT_A_DISTANCE = [
    ("it", "Non c'è l'obbligo di rispondere al seme."),
    ("it", "Non c'è obbligo di rispondere al seme: si può giocare qualsiasi carta."),
    ("fr", "Il n'y a pas d'obligation de fournir la couleur demandée."),
]


def test_a_negation_before_elided_words_still_negates():
    from toolkit.check import canon
    from toolkit.check.facts import stated_facts
    from toolkit.check.lexicon import lexicon

    game = canon.load("briscola")
    for lang, sentence in NEGATED_AT_A_DISTANCE:
        claims = [c for c in stated_facts(game, sentence, lexicon(lang)) if c.severity == "error"]
        assert not claims, (lang, sentence, [c.message for c in claims])


PLAYER_COUNTS = [
    ("en", "In the four-player game the partners sit opposite.", {4}),
    ("en", "With 3 players, remove one 2 from the pack.", {3}),
    ("it", "Nella partita a 4 giocatori i compagni siedono di fronte.", {4}),
    ("fr", "À six joueurs, on retire les quatre 2.", {6}),
    ("de", "Bei vier Spielern sitzen die Partner einander gegenüber.", {4}),
    ("es", "Con cuatro jugadores se juega por parejas.", {4}),
    ("en", "Each player receives three cards.", set()),
]


def test_the_number_of_players_a_sentence_speaks_of():
    from toolkit.check.lexicon import lexicon
    from toolkit.check.scope import player_counts

    for lang, sentence, want in PLAYER_COUNTS:
        assert player_counts(sentence, lexicon(lang)) == want, (lang, sentence)


VARIANT = """Briscola

Briscola is played by two with 40 cards. Each player receives three cards and the next card is turned
face up for trumps. You need not follow suit. The highest trump wins the trick. The winner draws first.

Four players

In this game the partners sit opposite and the player to the dealer's right leads first.

Who leads

The player to the dealer's right always leads first.
"""


def test_a_rule_of_a_variant_is_a_warning_not_an_error():
    report = checked(VARIANT, "en", "briscola", "rules.txt")
    said = {f.line: f.severity for f in report.findings if "dealer's right" in f.sentence and f.check == "claims"}
    assert said == {8: "warning", 12: "error"}      # under "Four players"; then of our game
    assert "another number of players" in next(f.message for f in report.findings if f.line == 8)


def test_a_count_of_players_stays_an_error():
    from toolkit.check import canon
    from toolkit.check.checks import Context
    from toolkit.check.document import Segment
    from toolkit.check.findings import Report
    from toolkit.check.lexicon import lexicon
    from toolkit.check.run import _variants_warned

    seg = Segment(3, "Briscola is a game for four players, and the dealer deals clockwise.")
    ctx = Context(lexicon("en"), Report("rules.txt", "en"))
    count = ctx.report.add(seg, "error", "numbers", "BRI-H", "a number differs", "2", "4")
    deal = ctx.report.add(seg, "error", "claims", None, "the deal goes clockwise", "anticlockwise", "clockwise")
    _variants_warned(ctx, [seg], [canon.load("briscola")])
    assert (count.severity, deal.severity) == ("error", "warning")


RIGHT_WHERE_IT_STANDS = [
    # a word forbidden for a concept, used in its ordinary sense: right; used for the concept: wrong
    ("pt", "As cartas de 2 a 10 valem o número impresso.", False),
    ("pt", "O número de cartas na mesa não importa.", False),
    ("pt", "Um numeral pode levar números que somam o seu valor.", True),
    ("ru", "Число карт на столе не важно.", False),
    ("ru", "Число может взять несколько карт.", True),
]


def test_a_forbidden_word_in_its_right_sense_is_not_an_error():
    from toolkit.check.lexicon import lexicon
    from toolkit.check.terms import check_concepts

    for lang, sentence, wrong in RIGHT_WHERE_IT_STANDS:
        found = [f for f in check_concepts(sentence, {"numeral"}, (), lexicon(lang)) if f.severity == "error"]
        assert bool(found) == wrong, (lang, sentence, found)


def test_many_files_shared_among_processes_keep_their_order_and_errors(tmp_path):
    from toolkit.check.document import NotChecked
    from toolkit.check.run import check_paths

    seeds = sorted((ROOT / "tests" / "data" / "seeds").glob("*.txt"))
    paths = [*seeds * 4, tmp_path / "missing.txt", *seeds * 4]
    empty = tmp_path / "empty.txt"
    empty.write_text("   \n", encoding="utf-8")
    paths.append(empty)
    serial = check_paths(paths, jobs=1)
    shared = check_paths(paths, jobs=2)
    assert [type(r) for r in shared] == [type(r) for r in serial]
    for a, b in zip(serial, shared):
        if isinstance(a, NotChecked) or not hasattr(a, "findings"):
            assert (str(a), a.path, a.line) == (str(b), b.path, b.line)
        else:
            assert (a.path, a.games, [f.to_json() for f in a.findings]) == \
                (b.path, b.games, [f.to_json() for f in b.findings])
    assert str(shared[20].path).endswith("missing.txt") and isinstance(shared[-1], NotChecked)


def test_a_turn_in_turn_is_no_trick():
    from toolkit.check.lexicon import lexicon
    from toolkit.check.terms import check_concepts

    fr = lexicon("fr")
    assert not check_concepts("Chacun joue une carte à son tour ; le plus fort atout gagne le pli.", {"trick"}, (), fr)
    assert check_concepts("Le joueur qui gagne le tour mène au suivant.", {"trick"}, (), fr)


CICERA_LIKE_SCOPA = """Giocatori
Due coppie; i compagni siedono di fronte.
Regole
Si gioca con 52 carte bresciane. Il mazziere dà dodici carte a testa e ne scopre quattro in tavola.
Si prende come nella scopa: una carta uguale o più carte che sommate valgono quanto la carta calata.
A differenza della scopa le figure prendono solo figure uguali e prendere non è mai obbligatorio.
Punteggio
Chi ha più carte fa 2 punti, chi ha più spade 1 punto; la napula vale quanto la scala di spade dall'asso.
"""


def test_a_text_comparing_our_game_with_another_is_ours():
    # a Cìcera text that never writes "Cìcera" but names its award, the Napula, and compares the
    # game with Scopa twice: checked as Cìcera, not refused as a Scopa text
    report = checked(CICERA_LIKE_SCOPA, name="cicera.txt")
    assert report.games == ["cicera"]


def test_short_suits_are_no_court():
    from toolkit.check.lexicon import lexicon
    from toolkit.check.terms import check_concepts

    it = lexicon("it")
    assert not check_concepts("Nei semi corti l'Asso è la carta più alta.", set(), (), it, page_wide_only=True)
    assert check_concepts("Le corti prendono solo corti uguali.", set(), (), it, page_wide_only=True)


def test_an_example_with_givens_of_its_own_is_not_a_wrong_number():
    text = ("Cìcera\n\nBonuses of one capture add up, also on the last play of the deal. Example: the table "
            "holds the 4 and the 5 of Coins and you play the 9 of Coins, taking both: Scùa and Simili, 2 points.\n")
    report = checked(text, "en", "cicera", "cicera.txt")
    assert not [f for f in report.findings if f.check == "numbers" and f.severity == "error"]


def test_footnotes_web_addresses_and_years_are_no_rule_numbers():
    from toolkit.check.numbers import find_numbers

    assert [n.value for n in find_numbers("Als Ursprungsjahr gilt 1800.[1] Man spielt mit 40 Karten.", "de")] == [40]
    assert [n.value for n in find_numbers("Printed in Florence in 1790,[note 3] see https://example.org/r/12", "en")] == []
    assert [n.value for n in find_numbers("Emigrants took it abroad in the 1880s–1920s.[5][6]", "en")] == []
    assert [n.value for n in find_numbers("Si vince con 61 punti su 120[2].", "it")] == [61, 120]
