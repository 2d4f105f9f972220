"""A trick's winner told as a player or a seat, with no verb of winning (h83): "Presa di Marco",
"der Stich ging an Bernd", "la baza fue para mí", "a vaza ficou comigo", "Взятку забрал он",
"Le pli revient au quatrième joueur". A clause told once the whole trick is played, naming the
trick and one player (no card, no play, no 'if', no question), gives the trick to that player's
card (``tricks._trick_of``); players named by their place in the play ("the fourth player") are
the card at that place when the play is told in order. Sentences written for this test; every
trick is checked on the engine first."""

from __future__ import annotations

import pytest

from checking import messages, phenomena, winner
from engine.games import load


# (lang, game, cards, trump, the play told, the engine's winner said, another player said)
PLAYER = [
    ("it", "briscola", ["FS", "RS"], "C", "Briscola a Coppe. Esce Gino col Fante di Spade, Pia gioca il Re di Spade.",
     "Presa di Pia.", "Presa di Gino."),
    ("de", "briscola", ["RD", "2B"], "B", "Trumpf ist Stäbe. Jonas spielte den Re der Münzen aus, Mia stach mit der 2 der Stäbe.",
     "Der Stich ging an Mia.", "Der Stich ging an Jonas."),
    ("es", "briscola", ["3B", "CB"], "D", "Triunfo de Oros. Yo salí con el 3 de Bastos y él respondió con el Caballo de Bastos, y la baza",
     "fue para mí.", "fue para él."),
    ("pt", "briscola", ["5S", "CS"], "D", "Trunfo de Ouros. Eu saí com o 5 de Espadas e o adversário jogou o Cavallo de Espadas.",
     "A vaza ficou com ele.", "A vaza ficou comigo."),
    ("ru", "briscola", ["CB", "3B"], "D", "Козырь — Монеты. Противник зашёл с Cavallo Жезлов, я ответил тройкой Жезлов.",
     "Взятку забрал я.", "Взятку забрал он."),
    ("it", "briscola", ["FC", "AC"], "D", "Briscola a Denari. Lui è uscito col Fante di Coppe e io ho risposto con l'Asso di Coppe:",
     "la mano è rimasta a me.", "la mano è rimasta a lui."),
    ("fr", "minchiate", ["3S", "10S", "QS", "5T"],  None,
     "Le premier joueur entame le 3 d'Épées, le deuxième joue le 10 d'Épées, le troisième la Regina d'Épées, le quatrième l'atout 5.",
     "Le pli revient au quatrième joueur.", "Le pli revient au troisième joueur."),
    ("it", "minchiate", ["7S", "RS", "3S", "10S"], None,
     "Il primo giocatore esce col 7 di Spade, il secondo gioca il Re di Spade, il terzo il 3 di Spade, il quarto il 10 di Spade.",
     "La presa va al secondo giocatore.", "La presa va al quarto giocatore."),
]


# the card (by its place in the play) of the player each right sentence names
WINNERS = {("it", "briscola", "FS"): 1, ("de", "briscola", "RD"): 1, ("es", "briscola", "3B"): 0,
           ("pt", "briscola", "5S"): 1, ("ru", "briscola", "CB"): 1, ("it", "briscola", "FC"): 1,
           ("fr", "minchiate", "3S"): 3, ("it", "minchiate", "7S"): 1}


@pytest.mark.parametrize("case", PLAYER, ids=[f"{c[0]}-{c[1]}-{c[2][0]}" for c in PLAYER])
def test_the_engine_gives_the_trick_to_the_player_the_text_names_first(case):
    lang, game, cards, trump, _play, _right, _wrong = case
    assert winner(game, cards, trump) == WINNERS[lang, game, cards[0]]


@pytest.mark.parametrize("case", PLAYER, ids=[f"{c[0]}-{c[1]}-{c[2][0]}" for c in PLAYER])
def test_another_player_given_the_trick_is_an_error(case):
    lang, game, _cards, _trump, play, _right, wrong = case
    assert "another card wins the trick" in messages(f"{play} {wrong}", lang, game, only="example")


@pytest.mark.parametrize("case", PLAYER, ids=[f"{c[0]}-{c[1]}-{c[2][0]}" for c in PLAYER])
def test_the_engine_s_player_given_the_trick_is_no_error(case):
    lang, game, _cards, _trump, play, right, _wrong = case
    assert messages(f"{play} {right}", lang, game, only="example") == []


NO_VERDICT = [
    # a question, a condition, a clause naming a card, two players: no verdict
    ("it", "Briscola a Coppe. Esce Gino col Fante di Spade, Pia gioca il Re di Spade. Di chi è la presa?"),
    ("it", "Briscola a Coppe. Esce Gino col Fante di Spade, Pia gioca il Re di Spade. Se Pia avesse giocato il 2 di Spade, la presa sarebbe di Gino."),
    ("en", "Trumps are Cups. I lead the Fante of Swords, you play the Re of Swords. The next trick is mine."),
    ("en", "Trumps are Cups. I lead the Fante of Swords, you play the Re of Swords. I hand you the trick."),
]


@pytest.mark.parametrize("lang,text", NO_VERDICT)
def test_no_verdict_where_the_player_is_not_told_as_taking_this_trick(lang, text):
    assert messages(text, lang, "briscola", only="example") == []


# ---------------------------------------------------------------- the points a trick brings

# (lang, play and winner told, the engine's points, other points); every amount follows the
# trick's taking, not a card's own value
POINTS = [
    # 'and' opens a clause of taking after the card: its amount is the trick's
    ("ru", "Козыри — Мечи. Первым хожу шестёркой Монет, соперник бьёт её тройкой Монет и забирает {} очков.", "десять", "одиннадцать"),
    # more than any card is worth: no card's own value
    ("pt", "Trunfo de Copas: saio com o Re de Ouros e ele joga o Asso de Ouros; ganha o Asso, que com o Re dá {} pontos.", "15", "16"),
    # a verb of taking after the play, the trick named: the amount is the trick's
    ("it", "Presa con briscola a Spade: il Re di Bastoni e l'Asso di Bastoni. Chi gioca l'Asso porta a casa {} punti.", "quindici", "quattordici"),
]


def test_the_engine_s_points_of_these_tricks():
    g = load("briscola")
    assert sum(g.value[c] for c in g.cards(["6D", "3D"])) == 10
    assert sum(g.value[c] for c in g.cards(["RD", "AD"])) == 15
    assert sum(g.value[c] for c in g.cards(["RB", "AB"])) == 15


@pytest.mark.parametrize("lang,text,right,wrong", POINTS, ids=[p[0] for p in POINTS])
def test_the_points_a_trick_brings_are_read_after_its_taking(lang, text, right, wrong):
    assert messages(text.format(right), lang, "briscola", only="example") == []
    assert "the trick holds a different number of points" in messages(text.format(wrong), lang, "briscola", only="example")


# ---------------------------------------------------------------- rank against points, settle

def test_two_ranks_one_named_again_the_gap_in_points_either_way():
    g = load("briscola")
    assert g.value[g.cards(["CB"])[0]] - g.value[g.cards(["FB"])[0]] == 1
    text = "Tra Fante e Cavallo dello stesso seme comanda il Cavallo, che vale anche {} in più."
    assert messages(text.format("un punto"), "it", "briscola", only="example") == []
    assert "a card's point value differs from the engine's" in messages(text.format("tre punti"), "it", "briscola", only="example")


SETTLE = [
    # the next sentence names one of the two totals again: it says who wins them
    ("fr", "Fin de la donne : 63 à 57. Le joueur aux {} points l'emporte.", "63", "57"),
    ("en", "Final count 66 to 54. The player with {} points wins the deal.", "66", "54"),
    # a score joined by "на" (ru)
    ("ru", "Партия закончилась со счётом 67 на 53: {}.", "победил тот, у кого 67", "ничья"),
]


@pytest.mark.parametrize("lang,text,right,wrong", SETTLE, ids=[s[0] for s in SETTLE])
def test_the_winner_of_two_totals_said_in_the_next_sentence_or_after_a_score(lang, text, right, wrong):
    assert messages(text.format(right), lang, "briscola", only="example") == []
    assert messages(text.format(wrong), lang, "briscola", only="example") != []


# ---------------------------------------------------------------- who played which card

# (lang, play told, the engine's winner named, another player named)
PLAYERS_TOLD = [
    # names that only ever open a sentence: a name when it plays one card
    ("en", "Trumps are Coins. Mara leads the 5 of Cups. Olli answers with the Fante of Cups. {} takes the trick.",
     "Olli", "Mara"),
    ("vi", "Chủ là Cốc. Hoa đánh lá 4 Gậy. Tùng đánh lá 6 Gậy. {} ăn nước bài này.", "Tùng", "Hoa"),
    # a possessive before a noun names no player: the grandmother plays, not I
    ("pt", "Trunfo de Paus. A minha tia jogou o 6 de Copas e eu respondi com o Asso de Copas. A vaza foi {}.",
     "minha", "dela"),
    ("en", "Trumps are Cups. My uncle led the 2 of Swords and I answered with the 3 of Swords. The trick was {}.",
     "mine", "his"),
    # oblique pronouns and a female opponent (ru, de)
    ("ru", "Козырь — Кубки. Соперница ходит четвёркой Монет, я кладу шестёрку Монет. Взятка {}.", "за мной", "за ней"),
    ("de", "Trumpf ist Kelche. Die Gegenspielerin spielt die 4 der Münzen aus, ich lege die 6 der Münzen. Der Stich gehört {}.",
     "mir", "der Gegenspielerin"),
]


def test_the_second_card_wins_each_of_these_tricks():
    assert winner("briscola", ["5C", "FC"], "D") == 1
    assert winner("briscola", ["4B", "6B"], "C") == 1
    assert winner("briscola", ["6C", "AC"], "B") == 1
    assert winner("briscola", ["2S", "3S"], "C") == 1
    assert winner("briscola", ["4D", "6D"], "C") == 1


# ---------------------------------------------------------------- a trick told as a table row

ROWS = [
    # the number after the word for trick counts tricks, it is no card ("Pli 5 — atout Bâtons");
    # each card after its player's label; the winner after a label of winning
    ("fr", "Pli 7 — atout Coupes — Est : 6 de Deniers ; Ouest : Re de Deniers ; gagnant : {} (4 points).", "Ouest", "Est"),
    ("en", "Trick 3 — trumps Swords — North: the 7 of Cups; South: the 2 of Swords; winner: {}.", "South", "North"),
    # ... also after a word for 'number' and its abbreviation's dot (cue data ``number_sign``)
    ("en", "Trick No. 3 — trumps Swords — North: the 7 of Cups; South: the 2 of Swords; winner: {}.", "South", "North"),
    ("de", "Stich Nr. 3 — Trumpf Schwerter — Nord: die 7 Kelche; Süd: die 2 Schwerter; Gewinner: {}.", "Süd", "Nord"),
]


def test_the_second_card_wins_these_rows():
    assert winner("briscola", ["6D", "RD"], "C") == 1
    assert winner("briscola", ["7C", "2S"], "S") == 1


LETTERS = [
    # players named by a capital letter
    ("fi", "Valtti: miekat. Pelaaja A avaa kolikoiden nelosella, pelaaja B vastaa kolikoiden Fantella. Tikin saa {}.", "B", "A"),
    ("de", "Trumpf: Schwerter. Spieler A spielt die 4 der Münzen aus, Spieler B legt den Fante der Münzen. Den Stich bekommt {}.", "B", "A"),
]


def test_the_fante_takes_the_4_of_its_suit():
    assert winner("briscola", ["4D", "FD"], "S") == 1


@phenomena({
    "the_player_of_each_card_read_from_the_play": ("briscola", PLAYERS_TOLD),
    "a_trick_told_as_a_row_of_labelled_cards": ("briscola", ROWS),
    "players_named_by_a_letter": ("briscola", LETTERS),
}, columns="lang,game,text,right,wrong")
def test_the_winner_told_by_its_player(lang, game, text, right, wrong):
    """The engine's winner's player named (``right``) is no error, another player (``wrong``) is."""
    assert messages(text.format(right), lang, game, only="example") == []
    assert "another card wins the trick" in messages(text.format(wrong), lang, game, only="example")


# the guards: a sentence-opening word that plays one card among players told otherwise is no
# name; a possessive in a clause of winning names the card's player
GUARDS = [
    # "Se" opens both sentences: no player; the 40 takes the trick, as the engine says
    ("es", "minchiate", "Se sale con el Re de Copas; el segundo jugador echa el triunfo 2, el tercero el triunfo 30 y el cuarto el 4 de Copas. Se lleva la baza el 30.", []),
    # "mon petit atout": my card wins; the engine's winner too
    ("fr", "briscola", "Les Deniers sont atout. J'entame le 4 de Deniers, il me répond le Re d'Épées : mon petit atout remporte le pli.", []),
    ("fr", "briscola", "Les Deniers sont atout. J'entame le 4 de Deniers, il me répond le Re d'Épées : son Re remporte le pli.",
     ["another card wins the trick"]),
]


def test_the_engine_on_the_guards():
    assert winner("minchiate", ["RC", "2T", "30T", "4C"], None) == 2
    assert winner("briscola", ["4D", "RS"], "D") == 0


@pytest.mark.parametrize("lang,game,text,want", GUARDS, ids=[f"{g[0]}-{i}" for i, g in enumerate(GUARDS)])
def test_names_and_possessives_guarded(lang, game, text, want):
    got = messages(text, lang, game, only="example")
    assert [m for m in got if m == "another card wins the trick"] == want
