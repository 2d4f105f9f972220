"""Real-style texts about our games written in their own words, and texts about games close to
ours (tests/data/real_h67/README.md), written for this test without copying any corpus document:
an old book's spelling, a deck maker's page, a text about one aspect only (the scoring, the
pack), values and counts written in words. Texts of ours must be checked against the right game;
the others refused. Then counts by role in new sentence shapes, in the nine languages, right and
wrong: the role each number is given and the value the sentence states."""

from pathlib import Path

import pytest

from toolkit.check.canon import load
from toolkit.check.counts import roles_stated
from toolkit.check.document import NotChecked
from toolkit.check.lexicon import lexicon
from toolkit.check.run import check_path

DATA = Path(__file__).resolve().parent / "data" / "real_h67"

OURS = {
    "it_minchiate_vecchio_libro.txt": "minchiate",
    "en_minchiate_deck_shop.txt": "minchiate",
    "fr_minchiate_decompte.txt": "minchiate",
    "es_brisca_valores_palabras.txt": "briscola",
    "de_briscola_kartenverlag.txt": "briscola",
    "pt_briscola_pontuacao.txt": "briscola",
    "it_cicera_carte_bresciane.txt": "cicera",
    "ru_minchiate_koloda.txt": "minchiate",
    "vi_briscola_ngan.txt": "briscola",
    "en_briscola_old_book.txt": "briscola",
    # written after the changes (second batch, first measure: both checked, no error)
    "fi_cicera_pisteet.txt": "cicera",
    "de_minchiate_kartenhaus.txt": "minchiate",
}
REFUSED = sorted(p.name for p in (DATA / "refuse").glob("*.txt"))


def test_the_data_is_there():
    assert sorted(p.name for p in (DATA / "ours").glob("*.txt")) == sorted(OURS)
    assert len(REFUSED) >= 6


@pytest.mark.parametrize("name", sorted(OURS))
def test_a_real_style_text_of_ours_is_checked_against_its_game(name):
    report = check_path(DATA / "ours" / name)
    assert report.games == [OURS[name]]
    # each states our rules (checked by hand against RULES.md): no error, no warning
    assert not [f for f in report.findings if f.severity in ("error", "warning")], name


@pytest.mark.parametrize("name", REFUSED)
def test_a_game_close_to_ours_is_refused(name):
    with pytest.raises(NotChecked):
        check_path(DATA / "refuse" / name)


# (game, language, sentence, {(role, value the sentence states)}): every count the sentence
# gives a role, right or wrong; an empty set where it states none we compare (a bound, a list,
# a variant, a value of points)
COUNTS = [
    ("briscola", "en", "Briscola is played with a forty-card Italian pack.", {("deck", 40)}),
    ("minchiate", "en", "The Florentine pack used for Minchiate is made up of ninety-seven cards.", {("deck", 97)}),
    ("briscola", "en", "Each of the two players is given a hand of five cards at the start.", {("hand", 5)}),
    ("cicera", "en", "Every player receives twelve cards and four go face up on the table.",
     {("hand", 12), ("table", 4)}),
    ("minchiate", "en", "What is left after the deal, thirteen cards in all, is the Fola.", {("fola", 13)}),
    ("briscola", "en", "Some families play with five cards in hand instead of three.", set()),
    ("minchiate", "en", "The cutter may take up to thirteen cards.", set()),
    ("briscola", "it", "Si gioca con un mazzo di quaranta carte napoletane.", {("deck", 40)}),
    ("briscola", "it", "A ciascun giocatore si danno tre carte.", {("hand", 3)}),
    ("minchiate", "it", "Si danno ventuna carta per ciascuno, dieci alla prima girata e undici alla seconda.",
     {("hand", 21), ("first_packet", 10), ("second_packet", 11)}),
    ("cicera", "it", "Nella Cìcera si danno dieci carte a testa e sei in tavola.", {("hand", 10), ("table", 6)}),
    ("minchiate", "it", "Le carte che avanzano, che sono quindici, formano la Fola.", {("fola", 15)}),
    ("briscola", "it", "Si può giocare in due, in tre o in quattro.", set()),
    ("briscola", "fr", "La briscola se joue avec un jeu de quarante cartes italiennes.", {("deck", 40)}),
    ("briscola", "fr", "On distribue trois cartes à chacun des deux joueurs.", {("hand", 3)}),
    ("minchiate", "fr", "Chaque joueur reçoit vingt et une cartes, en deux fois.", {("hand", 21)}),
    pytest.param("cicera", "fr", "Le paquet compte cinquante-deux cartes.", {("deck", 52)},
                 marks=pytest.mark.xfail(reason="'paquet' is a packet of the deal in our French data, the pack is 'jeu'",
                                         strict=True)),
    ("briscola", "es", "Para jugar a la brisca se usa la baraja española (cuarenta cartas).", {("deck", 40)}),
    ("briscola", "es", "Se reparten tres naipes a cada jugador (en algunas regiones se juega con cuatro).",
     {("hand", 3)}),
    ("briscola", "es", "A cada jugador se le reparten cinco cartas.", {("hand", 5)}),
    ("minchiate", "es", "El mazo de las Minchiate está compuesto de noventa y siete cartas.", {("deck", 97)}),
    ("briscola", "es", "El as vale once puntos y el tres diez.", set()),
    ("briscola", "de", "Gespielt wird mit einem Blatt von 40 italienischen Karten.", {("deck", 40)}),
    ("briscola", "de", "Jeder Spieler bekommt zu Beginn drei Karten auf die Hand.", {("hand", 3)}),
    pytest.param("minchiate", "de", "Das Minchiate-Spiel hat 98 Karten.", {("deck", 98)},
                 marks=pytest.mark.xfail(reason="'Spiel' is the game as often as the pack: not a word for the pack",
                                         strict=True)),
    ("briscola", "pt", "Joga-se com um baralho de quarenta cartas, sem oitos, noves e dezes.", set()),
    ("briscola", "pt", "Cada jogador recebe três cartas.", {("hand", 3)}),
    ("cicera", "pt", "Dão-se doze cartas a cada jogador e quatro cartas ficam na mesa.", {("hand", 12), ("table", 4)}),
    ("briscola", "ru", "Играют колодой из сорока карт.", {("deck", 40)}),
    ("briscola", "ru", "Каждому игроку сдают по три карты.", {("hand", 3)}),
    ("minchiate", "ru", "Каждый получает двадцать одну карту.", {("hand", 21)}),
    ("minchiate", "ru", "Колода для минкьяте состоит из 97 карт.", {("deck", 97)}),
    ("briscola", "fi", "Pelissä käytetään neljänkymmenen kortin pakkaa.", {("deck", 40)}),
    ("briscola", "fi", "Jokainen pelaaja saa kolme korttia.", {("hand", 3)}),
    ("cicera", "fi", "Kullekin jaetaan kaksitoista korttia ja pöytään neljä korttia.", {("hand", 12), ("table", 4)}),
    ("briscola", "vi", "Bộ bài gồm bốn mươi lá.", {("deck", 40)}),
    ("briscola", "vi", "Mỗi người được chia ba lá bài.", {("hand", 3)}),
    ("cicera", "vi", "Mỗi người nhận mười hai lá và bốn lá được lật ngửa trên bàn.", {("hand", 12), ("table", 4)}),
    # written after the first measure, for the shapes found then: the pack named after its cards,
    # cards drawn from the pack (no count of the pack)
    ("briscola", "it", "Si gioca con le 40 carte del mazzo napoletano.", {("deck", 40)}),
    ("briscola", "es", "Se usan las cuarenta cartas de la baraja española.", {("deck", 40)}),
    ("briscola", "de", "Man spielt mit den 32 Karten des Blatts.", {("deck", 32)}),
    ("briscola", "en", "Then each draws 2 cards from the deck.", set()),
    ("briscola", "it", "Poi si pescano 2 carte dal mazzo.", set()),
    ("minchiate", "it", "Ognuno riceve 22 carte in due mazzetti.", {("hand", 22)}),     # packets, not the pack
    ("briscola", "it", "A ciascuno vengono date tre carte, il resto del mazzo va al centro del tavolo.", {("hand", 3)}),
    ("briscola", "en", "This game is for four players in partnerships.", {("players", 4)}),
    ("briscola", "it", "Un gioco per quattro giocatori in due squadre.", {("players", 4)}),
    ("briscola", "es", "Es un juego para dos jugadores.", {("players", 2)}),
    ("briscola", "en", "Each team has 2 players.", set()),
    ("briscola", "it", "Tre giocatori, eliminando il 2 di Coppe.", set()),
    ("briscola", "es", "Puede jugarse entre cuatro jugadores, aunque lo normal es de a dos.", set()),   # may: a variant
    ("briscola", "de", "Für vier Spieler gibt es eine eigene Spielvariante mit Partnern.", set()),     # a variant in a compound
    ("briscola", "it", "Per quattro giocatori si gioca a coppie, con i compagni di fronte.", set()),    # a variant's condition
    ("briscola", "en", "Every player is dealt three cards, and the rest of the pack goes in the middle of the table.",
     {("hand", 3)}),
    # a third set, written after the changes above and measured before the next (16 of 22 read):
    # the table named by its middle, hands said with "has" or "ends up with", the Fola by its rest
 ("cicera","en","Deal twelve cards to every player, then lay four cards face up in the centre.", {("hand",12),("table",4)}),
 ("cicera","it","Il mazziere dà a ognuno dodici carte e ne scopre quattro in mezzo al tavolo.", {("hand",12),("table",4)}),
 ("cicera","fr","On distribue douze cartes à chaque joueur et on en retourne quatre au milieu de la table.", {("hand",12),("table",4)}),
 ("cicera","de","Jeder Spieler bekommt zwölf Karten, vier Karten liegen offen in der Tischmitte.", {("hand",12),("table",4)}),
 ("cicera","pt","Cada jogador fica com doze cartas; quatro vão para o centro da mesa, viradas para cima.", {("hand",12),("table",4)}),
 ("cicera","ru","Каждый игрок получает по двенадцать карт, ещё четыре кладутся в открытую на стол.", {("hand",12),("table",4)}),
 ("cicera","fi","Jokaiselle pelaajalle jaetaan kaksitoista korttia, ja neljä korttia käännetään pöydälle.", {("hand",12),("table",4)}),
 ("cicera","vi","Mỗi người được chia mười hai lá, bốn lá còn lại đặt ngửa giữa bàn.", {("hand",12),("table",4)}),
 ("cicera","es","A cada jugador se le dan doce cartas y se ponen cuatro boca arriba en el centro de la mesa.", {("hand",12),("table",4)}),
 ("minchiate","en","Each player ends up with 21 cards: a first batch of ten, then eleven.", {("hand",21)}),
 ("minchiate","fr","Le reste, soit treize cartes, forme la Fola.", {("fola",13)}),
 ("minchiate","de","Der Rest, 13 Karten, ist die Fola.", {("fola",13)}),
 ("minchiate","es","Lo que sobra (trece cartas) se llama la Fola.", {("fola",13)}),
 ("minchiate","it","Le tredici carte che restano formano la Fola.", {("fola",13)}),
 ("briscola","it","Ogni giocatore riceve cinque carte all'inizio.", {("hand",5)}),
 ("briscola","es","Se juega con una baraja de cuarenta y ocho cartas.", {("deck",48)}),
 ("briscola","pt","No início, cada um recebe quatro cartas.", {("hand",4)}),
 ("briscola","ru","В начале каждому раздают по пять карт.", {("hand",5)}),
 ("briscola","fi","Alussa kumpikin saa kolme korttia.", {("hand",3)}),
 ("briscola","vi","Lúc đầu mỗi người có năm lá.", {("hand",5)}),
 ("briscola","de","Am Anfang hat jeder drei Karten auf der Hand.", {("hand",3)}),
 ("briscola","fr","Au départ, chaque joueur a cinq cartes en main.", {("hand",5)}),
]


@pytest.mark.parametrize("game,lang,text,expected", COUNTS)
def test_counts_by_role_in_new_shapes(game, lang, text, expected):
    said = {(role, value) for role, value, _ in roles_stated(load(game).engine, text, lexicon(lang))}
    assert said == expected


def test_a_count_of_a_variant_with_other_players_is_a_warning():
    """"Bei vier Spielern bekommt jeder nur zwei Karten": the count is read (two cards each),
    and the sentence, about four players, gives a warning, not an error (scope.py)."""
    from toolkit.check.run import check_document

    text = ("Briscola wird zu zweit mit 40 italienischen Karten gespielt. Jeder Spieler erhält drei Karten. "
            "Bei vier Spielern bekommt jeder nur zwei Karten.\n")
    report = check_document(_doc(text))
    assert report.games == ["briscola"]
    line = [f for f in report.findings if "zwei Karten" in f.sentence]
    assert line and all(f.severity != "error" for f in line)


def _doc(text):
    import tempfile

    from toolkit.check.document import read

    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as f:
        f.write(text)
    return read(Path(f.name))


# Phenomena of real texts found on the dev corpus's real texts refused before, each tested with
# sentences written for this test

@pytest.mark.parametrize("lang,text,wrong", [
    ("es", "Las figuras de la corte valen poco.", False),         # the court of the figures
    ("it", "Le figure di corte non contano.", False),
    ("es", "Las cartas de corte valen poco.", True),              # 'corte' in place of 'figura'
])
def test_a_forbidden_word_completing_the_approved_term_is_not_a_rendering(lang, text, wrong):
    from toolkit.check.terms import check_concepts

    issues = [f for f in check_concepts(text, {"court_card"}, (), lexicon(lang)) if "court_card" in f.message]
    assert bool(issues) == wrong


@pytest.mark.parametrize("lang,text", [
    ("it", "Contano i tarocchi 1, 2, 3, 4 e 5, che la carta dell'Uno conta cinque, e le altre quattro contano "
           "tre per ciascuna."),
    ("es", "Tiene 56 cartas, cada una de un palo1, con 10 numerales y 4 figuras por palo, y 40 triunfos."),
])
def test_trumps_not_given_a_value(lang, text):
    from toolkit.check.values import trump_values

    assert trump_values(load("minchiate").engine, text, lexicon(lang)) == []


def test_another_games_name_gives_no_card_a_value():
    from toolkit.check.values import card_values

    text = "Il due di spade fa da jolly nel Sette e mezzo e vale un punto nella Cìcera."
    assert not [f for f in card_values(load("cicera").engine, text, lexicon("it")) if "7" in f.expected]


def test_a_footnote_digit_glued_to_a_word_is_no_number():
    from toolkit.check.numbers import values

    assert values("le quattro semillas1 italiane e la “Corte”2, con 40 carte", None) == [40]


@pytest.mark.parametrize("lang,text,side", [
    ("it", "Si scopre la briscola e si comincia: il giocatore alla destra del mazziere apre la partita, "
           "e non è obbligatorio vincere la mano.", "right"),
    ("en", "Once the trump is turned, play begins; the player on the dealer's left starts, and nobody is "
           "forced to win the trick.", "left"),
    ("fr", "La partie commence : le joueur à gauche du donneur joue le premier, et personne n'est obligé "
           "de gagner le pli.", "left"),
])
def test_who_starts_in_a_sentence_that_also_speaks_of_winning(lang, text, side):
    """Who starts, said in a long sentence whose last part speaks of winning a trick (a real
    text's run-on sentence): the parts that name no winner are read for it."""
    from toolkit.check.facts import stated_facts

    said = [s.message for s in stated_facts(load("briscola"), text, lexicon(lang))]
    assert said == [f"the text states a different rule: the first player is on the dealer's {side}"]


@pytest.mark.parametrize("lang,text,said", [
    ("en", "The game consists of 24 rounds.", [(24, 20)]),
    ("en", "A match consists of 3 rounds.", []),               # a match's deals, not tricks
    ("it", "La smazzata dura 24 mani.", [(24, 20)]),
    ("it", "La partita dura 3 mani.", []),
])
def test_rounds_count_tricks_only_beyond_a_matchs_deals(lang, text, said):
    from toolkit.check.counts import tricks_stated

    assert tricks_stated(load("briscola").engine, text, lexicon(lang)) == said


# A match to a target score or a number of wins, in the nine languages (written for this test;
# first measure on the placement commits: 7 of the 14 matches read). Ours: a single deal.
MATCHES = [
    ("en", "The first player to reach 11 points wins the match.", True),
    ("en", "Games are usually played to 5 points, one point per deal won.", True),
    ("it", "Si gioca ai 3 punti: ogni mano vinta vale un punto.", True),
    ("it", "Vince la partita chi per primo arriva a 2 vittorie.", True),
    ("es", "La partida se juega a 30 tantos.", True),
    ("es", "Gana el primero que llegue a tres juegos ganados.", True),
    ("fr", "On joue en trois manches gagnantes.", True),
    ("fr", "La partie se joue en 121 points.", True),
    ("de", "Gespielt wird auf drei Gewinnspiele.", True),
    ("pt", "Joga-se até um dos jogadores fazer 4 jogos.", True),
    ("pt", "Vence quem primeiro ganhar duas partidas.", True),
    ("ru", "Играют до трёх побед.", True),
    ("ru", "Партия идёт до 11 очков.", True),
    ("fi", "Pelataan kolmeen voittoon asti.", True),
    ("en", "The game is played with 40 cards.", False),
    ("it", "Si gioca a 2 giocatori.", False),
    ("es", "Se juega a 61 puntos o más para ganar.", False),     # what wins the deal
    ("en", "To win you need 61 points.", False),
    ("fi", "Pelataan neljällä pelaajalla.", False),
    ("ru", "Играют до конца колоды.", False),
]


@pytest.mark.parametrize("lang,text,match", MATCHES)
def test_a_match_to_a_score_or_wins(lang, text, match):
    from toolkit.check.facts import stated_facts

    said = [s.message for s in stated_facts(load("briscola"), text, lexicon(lang))]
    assert said == (["the text states a different rule: the game is a match of several deals"] if match else [])


def test_the_number_of_players_of_a_variant_stays_an_error():
    """"This game is for four players in partnerships": the sentence is about a four-player
    game, so what else it states is a warning, but the number of players itself is the
    difference (README: "the number of players itself stays an error")."""
    from toolkit.check.run import check_document

    text = ("Briscola\n\nThis game is for four players in partnerships, two humans and two computer players. "
            "Briscola is played with a 40 card pack, and each player is dealt three cards.\n")
    report = check_document(_doc(text))
    assert report.games == ["briscola"]
    assert [(f.severity, f.found) for f in report.findings if f.check == "claims"] == [("error", "4 players")]
