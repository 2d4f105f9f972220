"""Rule differences that the real texts of several authors state in their own words
(JOURNAL, "Added in the twenty-sixth session (h169 …)"); sentences of our own, in the shapes
those authors use, not copies of theirs.

- **The rule of a trick without trumps, given without the suit led**: "if no Briscola was
  played, the player who played the highest card of that round wins". Ours: the highest card of
  the suit led; a card of another suit never wins. The condition that no trump was played (a word
  of absence before a word for trumps, or a condition with a negation: data
  ``trick_rule.without``; the Italian names of trumps in other languages, ``trump_names``) is set
  aside and stands for the word for a trick; a condition of having no trump in one's hand
  (``trick_rule.held``) is advice, not the trick's rule.
- **Who starts said as a seat, in a sentence that also draws the dealer by lot**: "the dealer is
  drawn by lot and the player on his right starts", "se sortea quién reparte y quién sale (el de
  la derecha del repartidor)". Ours in Briscola: the first leader is chosen at random, so a seat
  is another rule; the random choice said of the dealer is not who starts.
- **A verb of playing is not the noun for a player**: "the dealer gives the first card to the
  player on his right" is dealing, not who starts (the cue "first card … played").
"""

import pytest

from checking import an_error, messages, no_error

HIGHEST_ANY = "a trick is won by the highest card, whatever its suit"
RIGHT = "the first player is on the dealer's right"

NO_TRUMP_HIGHEST = [
    ("en", "briscola", "If nobody puts down a trump, the trick goes to whoever laid the highest card."),
    ("en", "minchiate", "- when no trump has been played, the player holding the highest card of the round takes it"),
    ("it", "briscola", "Quando nessuno ha giocato briscola, si aggiudica la mano chi ha buttato la carta più alta."),
    ("it", "briscola", "Senza briscole sul tavolo, la presa la vince la carta più alta."),
    ("es", "briscola", "Si en la baza no aparece ningún triunfo, gana quien haya echado la carta más alta."),
    ("fr", "briscola", "Lorsque personne n'a joué d'atout, le pli revient à la carte la plus forte."),
    ("de", "briscola", "Ohne Trumpf im Stich gewinnt ihn die höchste Karte."),
    ("pt", "briscola", "Quando não sai nenhum trunfo, vence a vaza quem jogou a carta mais alta."),
    ("ru", "briscola", "Если никто не положил козыря, взятку выигрывает самая старшая карта."),
    ("fi", "briscola", "Kun kukaan ei pelannut valttia, korkein kortti voittaa tikin."),
    ("vi", "briscola", "Khi không ai đánh chủ, lá bài cao nhất thắng nước bài."),
    ("fr", "briscola", "Si aucune briscola n'a été posée, c'est la carte la plus haute du tour qui gagne."),
]

NO_TRUMP_OURS = [
    ("en", "briscola", "If nobody puts down a trump, the trick goes to the highest card of the suit that was led."),
    ("it", "briscola", "Quando nessuno ha giocato briscola, vince la carta più alta del seme di uscita."),
    ("es", "briscola", "Si en la baza no aparece ningún triunfo, gana la carta más alta del palo de salida."),
    ("de", "briscola", "Ohne Trumpf im Stich gewinnt die höchste Karte der ausgespielten Farbe."),
    ("pt", "briscola", "Quando não sai nenhum trunfo, vence a carta mais alta do naipe de saída."),
    ("fi", "briscola", "Kun kukaan ei pelannut valttia, avatun maan korkein kortti voittaa tikin."),
    # a hand without trumps: advice, not the trick's rule
    ("en", "briscola", "If you hold no trumps, lead your highest card to win the trick."),
    ("it", "briscola", "Se non hai briscole, gioca la carta più alta per vincere la mano."),
    ("es", "briscola", "Si no tienes triunfos, juega tu carta más alta para ganar la baza."),
    ("de", "briscola", "Wenn du keinen Trumpf hast, spiel deine höchste Karte, um den Stich zu gewinnen."),
    # no highest card, or the highest card denied
    ("en", "briscola", "If no trump is played, the first card played wins."),
    ("it", "briscola", "Se nessuno gioca briscola, la carta più alta non vince se è di un altro seme."),
]

SEAT_WITH_DEALER_DRAWN = [
    ("en", "briscola", "Lots decide the first dealer and who leads (the player on the dealer's right)."),
    ("it", "briscola", "Il mazziere si estrae a sorte e gioca per primo chi siede alla destra del mazziere."),
    ("es", "briscola", "Se sortea quién da las cartas y quién es mano (el jugador de la derecha del repartidor)."),
    ("fr", "briscola", "On tire le donneur au sort et le joueur à droite du donneur commence."),
    ("pt", "briscola", "O carteador é escolhido por sorteio e começa o jogador à direita do carteador."),
    ("ru", "briscola", "Сдающий определяется жребием, и первым ходит игрок справа от сдающего."),
    ("fi", "briscola", "Jakaja arvotaan, ja jakajasta oikealla istuva pelaaja aloittaa."),
    ("vi", "briscola", "Người chia bài được chọn ngẫu nhiên, và người ngồi bên phải người chia bài đánh trước."),
    ("es", "briscola", "Tira el primero quien esté sentado a la derecha del repartidor."),
]

SEAT_OURS = [
    ("en", "briscola", "The player who leads first is chosen at random (the dealer sits on his left)."),
    ("it", "briscola", "Chi gioca per primo si sceglie a sorte; il mazziere è chi siede alla sua sinistra."),
    ("es", "briscola", "El que empieza se elige al azar, no el jugador a la derecha del repartidor."),
    ("fr", "briscola", "Le premier joueur est tiré au sort, et le donneur est le joueur à sa droite."),
    ("en", "briscola", "The player on the dealer's right cuts the pack, and the first leader is chosen at random."),
]

FIRST_CARD_DEALT = [
    ("en", "briscola", "The dealer hands the first card to the player on his right."),
    ("it", "briscola", "Il mazziere consegna la prima carta al giocatore alla sua destra."),
    ("de", "briscola", "Der Geber reicht die erste Karte dem Spieler zu seiner Rechten."),
    ("pt", "briscola", "O carteador entrega a primeira carta ao jogador à sua direita."),
]


@pytest.mark.parametrize("lang, game, text", NO_TRUMP_HIGHEST)
def test_no_trump_case_without_the_suit_led(lang, game, text):
    assert HIGHEST_ANY in " ".join(messages(text, lang, game)), text


@pytest.mark.parametrize("lang, game, text", NO_TRUMP_OURS)
def test_no_trump_case_with_the_suit_led_or_advice(lang, game, text):
    no_error(lang, game, text)


@pytest.mark.parametrize("lang, game, text", SEAT_WITH_DEALER_DRAWN)
def test_seat_starts_when_the_dealer_is_drawn(lang, game, text):
    assert RIGHT in " ".join(messages(text, lang, game)), text


@pytest.mark.parametrize("lang, game, text", SEAT_OURS)
def test_random_first_player_stays_ours(lang, game, text):
    no_error(lang, game, text)


@pytest.mark.parametrize("lang, game, text", FIRST_CARD_DEALT)
def test_first_card_dealt_to_a_player_is_no_start(lang, game, text):
    no_error(lang, game, text)


def test_the_seat_stays_an_error_without_the_draw():
    an_error("es", "briscola", "El jugador a la derecha del repartidor juega el primero.", "claims")
