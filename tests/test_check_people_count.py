"""The number of players said with a noun for people ("tre persone", "шесть человек", "four
people"): read as players when a verb of playing or needing, or a word for whom the game is for,
touches the count ("giocano tre persone", "il faut trois personnes", "needs six people"); a
count of people who only watch or are at a club is no count of players."""

import pytest

from checking import an_error, no_error

DIFFERENT = [
    ("fr", "briscola", "La Briscola se joue entre trois personnes."),
    ("it", "briscola", "Alla Briscola giocano tre persone, ognuna per sé."),
    ("es", "briscola", "La Briscola la juegan tres personas."),
    ("pt", "briscola", "A Briscola é jogada por três pessoas."),
    ("ru", "briscola", "В Брисколу играют три человека."),
    ("en", "cicera", "Cìcera needs six people, sitting in two teams."),
    ("fr", "minchiate", "Il faut trois personnes pour jouer aux Minchiate."),
    ("es", "minchiate", "Para las Minchiate hacen falta cinco personas."),
    ("ru", "minchiate", "В Минкьяте играют шесть человек, по трое в команде."),
    ("pt", "cicera", "Na Cìcera jogam seis pessoas, em duas equipes."),
    ("de", "briscola", "Briscola spielen vier Personen in zwei Teams."),
]

OURS = [
    ("fr", "briscola", "La Briscola se joue entre deux personnes."),
    ("it", "briscola", "La Briscola si gioca tra due persone."),
    ("es", "briscola", "La Briscola la juegan dos personas."),
    ("pt", "briscola", "A Briscola é jogada por duas pessoas."),
    ("ru", "briscola", "В Брисколу играют два человека."),
    ("en", "cicera", "Cìcera needs four people, sitting in two teams."),
    ("fr", "minchiate", "Il faut quatre personnes pour jouer aux Minchiate."),
    ("ru", "minchiate", "В Минкьяте играют четыре человека, по двое в команде."),
    ("pt", "cicera", "Na Cìcera jogam quatro pessoas, em duas duplas."),
    ("en", "cicera", "At Cìcera night two people sat down to watch while four played."),
    ("de", "briscola", "Zwei Personen pro Tisch: unser Briscola-Abend hatte zwölf Personen."),
    ("en", "cicera", "The Cìcera club has forty people and ten tables."),
]


@pytest.mark.parametrize("lang, game, text", DIFFERENT)
def test_a_count_of_people_who_play_is_the_number_of_players(lang, game, text):
    an_error(lang, game, text)


@pytest.mark.parametrize("lang, game, text", OURS)
def test_our_count_or_people_who_do_not_play_is_no_error(lang, game, text):
    no_error(lang, game, text)


# The game named with a Finnish case ending ("Briscolaa", "Minchiatea", "Briscolassa") names it
# as the bare name does, and the count's noun in the adessive or genitive ("kolmella
# pelaajalla", "kolmen pelaajan peli") counts players; a way the game may "also" be played is a
# variant allowed, not its number of players.
INFLECTED_DIFFERENT = [
    "Briscolaa pelaa kolme pelaajaa.",
    "Briscolaa pelataan kolmella pelaajalla.",
    "Briscola on kolmen pelaajan peli.",
    "Briscolassa on kolme pelaajaa.",
]
INFLECTED_OURS = [
    "Briscolaa pelataan kahdella pelaajalla.",
    "Briscolassa kummallakin pelaajalla on kolme korttia kädessä.",
    "Kahden pelaajan Briscolassa jakaja jakaa kolme korttia kummallekin.",
]


@pytest.mark.parametrize("text", INFLECTED_DIFFERENT)
def test_finnish_game_name_with_an_ending_names_the_game_of_a_count(text):
    an_error("fi", "briscola", text)


def test_finnish_minchiate_with_an_ending():
    an_error("fi", "minchiate", "Minchiatea pelaa kolme pelaajaa.")
    no_error("fi", "minchiate", "Minchiatea pelaa neljä pelaajaa kahtena parina.")


@pytest.mark.parametrize("text", INFLECTED_OURS)
def test_finnish_counts_of_ours_are_no_error(text):
    no_error("fi", "briscola", text)


@pytest.mark.parametrize("lang, text", [
    ("en", "Briscola can also be played by four players in pairs, but on this page two play."),
    ("fi", "Briscolaa voi pelata myös neljällä pelaajalla pareittain, mutta tällä sivulla pelataan kahdestaan."),
])
def test_a_count_the_game_may_also_be_played_with_is_a_variant(lang, text):
    no_error(lang, "briscola", text)


# The players counted as teams and their size ("two teams of two", "zwei Teams zu je zwei
# Spielern", "две команды по два игрока"): the product is the number of players; a clause opened
# by a condition ("if four play, ...") or allowing it ("can also be") is a variant.
TEAMS_DIFFERENT = [
    ("es", "briscola", "La brisca se juega entre dos equipos de dos jugadores."),
    ("de", "briscola", "Briscola spielen zwei Teams zu je zwei Spielern."),
    ("ru", "briscola", "Играют две команды по два игрока."),
    ("fr", "briscola", "On joue en deux équipes de deux."),
    ("en", "cicera", "Cìcera is played by three teams of two."),
]
TEAMS_OURS = [
    ("en", "cicera", "Cìcera is played by two teams of two players."),
    ("de", "minchiate", "Minchiate spielen zwei Teams zu je zwei Spielern."),
    ("ru", "minchiate", "Играют две команды по два игрока."),
    ("it", "briscola", "Se si gioca in quattro, si formano due squadre di due giocatori."),
    ("en", "briscola", "Briscola can also be played by two teams of two."),
    ("en", "cicera", "Two pairs of 7s lie on the table, and you hold a third 7."),
]


@pytest.mark.parametrize("lang, game, text", TEAMS_DIFFERENT)
def test_teams_and_their_size_count_the_players(lang, game, text):
    an_error(lang, game, text, "claims")


@pytest.mark.parametrize("lang, game, text", TEAMS_OURS)
def test_our_teams_or_a_variant_of_teams_is_no_error(lang, game, text):
    no_error(lang, game, text)
