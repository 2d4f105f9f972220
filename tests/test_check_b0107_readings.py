"""Readings built on corpus batch 2027-01-07's misses, false errors and failed refusals, each
checked on sentences and short texts written for these tests (not the batch's own), in several
languages:

- placement (``placement._another_family``, ``family.Evidence.players_apart``, data
  ``other_mechanics.bidding``): a text of another family of trick games — each player says how
  many tricks they will make (a bid), and the players are counted only otherwise ("from 3 to 6
  players, each on their own") — is refused, however many of Briscola's trick-play clauses its
  sentences align with;
- placement (``placement.facts_beside``, ``family.Evidence.where``): one sentence is one rule
  stated, whether it aligns to a clause, states a fact, or both: a list of episode titles naming
  our games, one of which names a pack's size, states no rule and is refused;
- ties (``facts._seat_draw``, data ``claim_cues_order.seat_draw``): a tie of the card drawn to
  choose who starts or deals ("the higher card starts; on a tie, a coin decides") is the draw's,
  not the game's result;
- ties (``facts._summed_deals``, data ``claim_cues.all_deals``, ``total_words``): a tie settled by
  the points summed over all the games is the match's tie, no tied-result error of its own;
  "a match of one to eleven games" is a match (``facts.MATCH_DEALS``; it data ``match_words``
  "match");
- worked examples (``examples._check_our_capture``): a capture's bonuses named between its last
  card and the colon, its total after it ("… 5 of Swords make Scùa and Quadriglia: 2 points (no
  Simili)").
"""

import pytest

from checking import checked, errors
from toolkit.check.document import NotChecked

TIE = "a tied result is won by one side"
MATCH = "the game is a match of several deals"


# ---------------------------------------------------------------- another family of trick games

OTHER_FAMILY = {
    "es": """Las Bazas Cantadas – reglas del casino del barrio

Se juega con la baraja española de 40 cartas, de 3 a 6 jugadores, cada uno por su cuenta.

Manos: en la primera se da una carta a cada jugador, en la segunda dos, y así hasta siete. Después
de repartir se descubre la carta siguiente y su palo es el triunfo de la mano.

Apuestas: empezando por la derecha del que reparte, cada jugador dice cuántas bazas va a ganar.
El que reparte habla el último.

Juego: sale el jugador de la derecha del que reparte. Hay que asistir al palo; quien no tenga debe
jugar triunfo. Gana la baza el triunfo más alto o, si no hay triunfo, la carta más alta del palo de
salida. Quien gana la baza sale en la siguiente.

Puntos: quien acierta su apuesta se apunta 10 puntos más 3 por baza.
""",
    "it": """Il gioco delle prese dichiarate – regolamento del circolo

Si gioca da 3 a 6 giocatori, ciascuno per conto proprio, con un mazzo di 40 carte napoletane.

Smazzate: nella prima si dà una carta a testa, nella seconda due, e così via fino a sette. Dopo aver
dato le carte si scopre la carta seguente: il suo seme è la briscola della smazzata.

Pronostici: cominciando dal giocatore alla destra del mazziere, ciascuno dichiara quante prese
pensa di fare. Il mazziere parla per ultimo.

Gioco: esce il giocatore alla destra del mazziere. Bisogna rispondere al seme; chi non ce l'ha deve
tagliare con una briscola. Prende la briscola più alta o, senza briscole, la carta più alta del seme
di uscita. Chi prende esce nella presa successiva.

Punteggio: chi fa esattamente le prese dichiarate segna 10 punti più 2 per presa.
""",
    "en": """Oh Hell – house rules of the Tuesday club

Three to seven players, each on their own, with a pack of 40 Italian cards.

Deals: in the first deal each player gets one card, in the second two, and so on up to five. After
the deal the next card is turned face up and its suit is trumps for that deal.

Predictions: starting right of the dealer, each player says how many tricks they expect to win.

Play: the player right of the dealer leads. You must follow suit if you can. The highest trump wins
the trick, otherwise the highest card of the suit led. The winner of a trick leads the next one.

Scoring: a player who wins exactly the tricks predicted scores 10 points plus one per trick.
""",
    "pt": """Fodinha – regras da turma da praça

Jogam de 3 a 8 pessoas, cada um por si, com o baralho de 40 cartas.

Rodadas: na primeira rodada cada um recebe uma carta, na segunda duas, e assim por diante. Depois de
dar as cartas, vira-se a próxima carta e o naipe dela é o trunfo da rodada.

Palpites: começando pela direita de quem deu, cada jogador diz quantas vazas acha que vai fazer.

Jogo: sai o jogador à direita de quem deu. É obrigatório seguir o naipe. Ganha a vaza o trunfo mais
alto ou, sem trunfo, a carta mais alta do naipe de saída. Quem ganha a vaza sai na seguinte.

Pontuação: quem erra o palpite perde uma vida por vaza de diferença.
""",
}


@pytest.mark.parametrize("lang", sorted(OTHER_FAMILY))
def test_a_bidding_game_for_other_players_is_refused(lang):
    with pytest.raises(NotChecked, match="another game"):
        checked(OTHER_FAMILY[lang], lang)


@pytest.mark.parametrize("lang,text", [
    ("en", "Briscola\n\nBriscola is played by two players with 40 cards; each is dealt three. After the deal the next "
           "card is turned face up: its suit is trumps. Any card may be played. The highest trump wins the trick, "
           "otherwise the highest card of the suit led. The winner draws first and leads the next trick. Some families "
           "play it for a small bet, but the game itself has no bidding. When all cards are played, the higher score wins."),
    ("es", "Briscola\n\nLa Briscola se juega entre dos jugadores con 40 cartas; cada uno recibe tres. Después de repartir "
           "se descubre la carta siguiente: su palo es el triunfo. Se puede jugar cualquier carta. Gana la baza el "
           "triunfo más alto o, si no hay, la carta más alta del palo de salida. Quien gana la baza roba primero y sale "
           "en la siguiente. Al final gana quien tiene más puntos."),
])
def test_our_game_for_two_players_is_still_checked(lang, text):
    assert checked(text, lang).games == ["briscola"]


# ---------------------------------------------------------------- titles that name our games

TITLES = {
    "pt": """Podcast "Cartas na Mesa" – episódios

Ep. 7 – "Um baralho de 97 cartas" (41 min)
Conversamos com uma colecionadora de Minchiate em Porto Alegre.
00:00 Abertura
12:30 As Minchiate na casa da avó

Ep. 8 – "A Briscola do vô" (38 min)
Histórias de família, receitas e um campeonato de Briscola em Bento Gonçalves.
00:00 Abertura
20:10 Quem ganhou em 1979
""",
    "en": """"Cards at the Kitchen Table" – season two

Episode 11: "A pack of 97 cards" (44 min)
We talk with a collector of Minchiate packs about her Florentine finds.
00:00 Intro
09:40 The Minchiate pack from the flea market

Episode 12: "Grandpa's Briscola" (36 min)
Family stories and a village Briscola tournament.
00:00 Intro
18:05 Who won in 1983
""",
}


@pytest.mark.parametrize("lang", sorted(TITLES))
def test_a_list_of_titles_naming_our_games_is_refused(lang):
    with pytest.raises(NotChecked):
        checked(TITLES[lang], lang)


# ---------------------------------------------------------------- a tie that is not the game's result

@pytest.mark.parametrize("lang,text", [
    ("it", "Per decidere chi comincia, ognuno pesca una carta: la più alta inizia, e a parità si lancia una moneta."),
    ("en", "To choose who starts, each player draws a card: the higher card leads, and on a tie a coin toss decides."),
    ("es", "Para decidir quién empieza, cada uno saca una carta: la más alta sale, y en caso de empate decide una moneda."),
    ("de", "Wer anfängt, wird ausgelost: Jeder zieht eine Karte, die höhere beginnt, bei Gleichstand entscheidet eine Münze."),
    ("fr", "Pour savoir qui commence, chacun tire une carte : la plus forte commence, et en cas d'égalité une pièce décide."),
])
def test_a_tie_of_the_draw_for_the_first_player_is_no_tied_result(lang, text):
    assert f"claims: the text states a different rule: {TIE}" not in errors(text, lang, "briscola")


@pytest.mark.parametrize("lang,text", [
    ("it", "Se il match finisce in parità, decidono i punti totali fatti in tutte le partite."),
    ("en", "If the match is level, the total points of all the games decide."),
    ("de", "Steht das Match gleich, entscheidet die Summe der Punkte aller Partien."),
])
def test_a_tie_settled_by_points_summed_over_all_games_is_the_matchs(lang, text):
    assert f"claims: the text states a different rule: {TIE}" not in errors(text, lang, "briscola")


@pytest.mark.parametrize("lang,text", [
    ("it", "In caso di parità vince chi ha fatto l'ultima presa."),
    ("en", "On a tie, the player who won the last trick wins."),
    ("en", "Each player draws a card to see who deals. At 60 points each, the player who won the last trick wins."),
])
def test_a_tied_result_settled_otherwise_is_still_an_error(lang, text):
    assert f"claims: the text states a different rule: {TIE}" in errors(text, lang, "briscola")


@pytest.mark.parametrize("lang,text", [
    ("it", "All'inizio si sceglie la lunghezza del match, da una a undici partite."),
    ("it", "Il match si gioca su dieci partite."),
])
def test_a_match_of_up_to_eleven_games_is_a_match(lang, text):
    assert f"claims: the text states a different rule: {MATCH}" in errors(text, lang, "briscola")


# ---------------------------------------------------------------- a capture's bonuses before the colon

@pytest.mark.parametrize("lang,text", [
    ("it", "Con il 10 di Coppe su 2 di Denari, 3 di Bastoni e 5 di Spade fate Scùa e Quadriglia: 2 punti (niente Simili)."),
    ("en", "With the 10 of Cups on the 2 of Coins, the 3 of Batons and the 5 of Swords you make Scùa and Quadriglia: "
           "2 points (no Simili, the suits differ)."),
    ("fr", "Avec le 10 de Coupes sur le 2 de Deniers, le 3 de Bâtons et le 5 d'Épées, on fait Scùa et Quadriglia : "
           "2 points (pas de Simili)."),
])
def test_bonuses_named_before_the_colon_are_the_captures(lang, text):
    assert not [e for e in errors(text, lang, "cicera") if e.startswith("example")]


@pytest.mark.parametrize("lang,text", [
    ("it", "Con il 10 di Coppe su 2 di Denari, 3 di Bastoni e 5 di Spade fate Scùa e Simili: 2 punti."),
    ("en", "With the 10 of Cups on the 2 of Coins, the 3 of Batons and the 5 of Swords you make Scùa and Simili: 2 points."),
])
def test_other_bonuses_named_before_the_colon_are_an_error(lang, text):
    assert "example: the capture earns other bonuses" in errors(text, lang, "cicera")


# ---------------------------------------------------------------- a card alone on the table

@pytest.mark.parametrize("lang,text", [
    ("pt", "Um exemplo: o primo deixou um 5 de Ouros sozinho na mesa e a avó pegou com o 5 de Copas. Como só levou a "
           "carta que o outro tinha acabado de jogar, ganhou a Picada, e mais nada: 1 ponto."),
    ("en", "My cousin left the 5 of Coins alone on the table and grandpa took it with the 5 of Cups. He only took the "
           "card just left, so he won the Picada and nothing else: 1 point."),
])
def test_a_card_alone_on_the_table_is_the_whole_table(lang, text):
    found = errors(text, lang, "cicera")
    assert any(e.startswith("example: the capture earns other bonuses") or
               e.startswith("example: the bonuses add up to a different total") for e in found)
