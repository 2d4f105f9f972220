"""Readings built on claims dev-v (the fifteenth writer's single claims, opened at the
twenty-sixth session), each a kind of construction collected in other writers' files too (dev-h,
dev-j, dev-k, dev-n, dev-r, dev-t), with cases written for this test in several languages, no
sentence copied from the claims.

- **the lead denied to the trick's winner and said again of his neighbour, with no word for
  'but'** ("the player who takes a trick does not lead the next one: the player on his left
  does", "celui qui gagne le pli n'entame pas : c'est son voisin de gauche qui ouvre"): a negation
  right after the lead cue in its clause denies it too ("n'entame pas", "начинает не тот, кто
  взял"), one before a later cue's clause does not, and the role of the later clause leads;
- **a trailing 'whoever won it'** ("…leads the next one, whichever of them took it", data
  ``regardless_clause``): the role it names is set aside, not who leads;
- **the Matto said to add nothing to the combination told** ("Trumps 28, 29 and 30 give me 15;
  I hold the Matto too, but it brings nothing extra", data ``combination_reading.adds``): the
  Matto is held with it, so the score without it is wrong (ours: the Matto adds 5); not "without
  the Matto", nor "adds nothing as long as there is no combination";
- **a count of cards as the last option of a capture** ("o 2 com o 8, ou então os três de uma
  vez", data ``cicera_examples.at_once``): all the cards the other options name, at once (ours: a
  sum must equal the card played); and a German verb at the end of the first option, the others
  after 'oder' ("das Asso und die 4 nehmen, oder die 2 und die 3, oder alle vier auf einmal").

Ours: the winner of a trick leads the next one (Briscola, Minchiate); the Matto adds 5 to each
combination; a Cìcera numeral takes one card of its value or numerals adding up to it."""

from __future__ import annotations

import pytest

from tests.checking import an_error, no_error
from toolkit.check.leaders import next_leader
from toolkit.check.lexicon import lexicon


# ---------------------------------------------------------------- the lead denied to the winner

@pytest.mark.parametrize("lang, text", [
    ("es", "Quien se lleva la baza no sale en la siguiente: sale el jugador sentado a su derecha."),
    ("pt", "Quem ganha a vaza não abre a próxima: abre o jogador à sua esquerda."),
    ("ru", "Взявший взятку не ходит первым: первым ходит его сосед слева."),
    ("it", "Al circolo si fa così: chi fa la presa non apre la successiva; la apre il giocatore alla sua sinistra."),
    ("fr", "Attention, celui qui gagne le pli n'entame pas : c'est son voisin de gauche qui ouvre le suivant."),
])
def test_lead_denied_to_the_winner_goes_to_his_neighbour(lang, text):
    assert next_leader(text, lexicon(lang)) == "neighbour"
    an_error(lang, "minchiate", text, "claims")


def test_lead_denied_to_the_winner_and_given_to_the_loser():
    assert next_leader("Chi vince la mano non esce per primo: esce chi l'ha persa.", lexicon("it")) == "loser"
    an_error("it", "briscola", "Chi vince la mano non esce per primo: esce chi l'ha persa.", "claims")


@pytest.mark.parametrize("lang, text", [
    ("it", "Chi perde la presa non esce: esce chi l'ha vinta, e il giocatore alla sua destra risponde."),
    ("fr", "Celui qui perd le pli n'entame pas : c'est celui qui l'a remporté qui ouvre le suivant, puis on tourne vers la droite."),
    ("es", "El que gana la baza sale en la siguiente, no el jugador de su derecha."),
    ("de", "Wer den Stich gewinnt, spielt zum nächsten aus, nicht sein rechter Nachbar."),
    ("ru", "Следующую взятку начинает не игрок справа, а тот, кто взял предыдущую."),
])
def test_lead_of_the_winner_with_a_denial_stays_ours(lang, text):
    no_error(lang, "minchiate", text)


# ---------------------------------------------------------------- 'whoever won it' set aside

@pytest.mark.parametrize("lang, text", [
    ("en", "The next trick is always opened by the player who went second in the one before, whichever of them took it."),
    ("fr", "Le pli suivant est entamé par celui qui a joué en second au pli précédent, qui que ce soit qui l'ait remporté."),
])
def test_whoever_won_it_is_not_who_leads(lang, text):
    assert next_leader(text, lexicon(lang)) == "rotation"
    an_error(lang, "briscola", text, "claims")


@pytest.mark.parametrize("lang, text", [
    ("en", "Whoever wins the trick leads the next one."),
    ("it", "Chiunque vinca la mano, esce per primo alla mano successiva."),
    ("es", "Quien gana la baza sale en la siguiente, sea quien sea quien la haya abierto."),
    ("de", "Wer den Stich gewinnt, spielt zum nächsten aus, egal wer den letzten eröffnet hat."),
])
def test_whoever_as_the_subject_still_names_the_winner(lang, text):
    assert next_leader(text, lexicon(lang)) == "winner"
    no_error(lang, "briscola", text)


# ---------------------------------------------------------------- the Matto said to add nothing

@pytest.mark.parametrize("lang, text", [
    ("pt", "Os quatro Re valem 20 pontos. Tenho também o Matto, mas ele não acrescenta nada."),
    ("fr", "Trois Re dans la main, soit 15 points ; le Matto que je tiens aussi n'y ajoute rien."),
    ("vi", "Ba lá Re được 15 điểm. Tôi cũng có Matto nhưng nó không cộng thêm gì."),
    ("en", "Trumps 28, 29 and 30 give me 15; I hold the Matto too, but it brings nothing extra."),
    ("de", "Sie halten drei Re und den Matto. Das ergibt 15, denn der Matto bringt hier nichts."),
])
def test_matto_said_to_add_nothing_is_held_with_the_combination(lang, text):
    an_error(lang, "minchiate", text, "example")


@pytest.mark.parametrize("lang, text", [
    ("it", "I tarocchi 38, 39 e 40 valgono 30 punti; senza il Matto non si aggiunge nulla."),
    ("en", "Four Re make 20 points; the Matto adds 5 more, so 25 in all."),
    ("es", "Los cuatro Re valen 20 puntos. El Matto no añade nada si no hay ninguna combinación, pero aquí suma 5: 25."),
    ("fr", "Quatre Re valent 20 points. Le Matto, lui, n'ajoute rien tant qu'on n'a pas de combinaison."),
    ("de", "Die vier Re zählen 20 Punkte. Wer den Matto nicht hat, bekommt nichts dazu."),
    ("ru", "Три Re дают 15 очков, а с Matto — 20. Без Matto ничего не добавляется."),
])
def test_matto_adding_nothing_elsewhere_is_no_error(lang, text):
    no_error(lang, "minchiate", text)


# ---------------------------------------------------------------- a count as the last option

@pytest.mark.parametrize("lang, text", [
    ("pt", "Você joga o 10 de Espadas; na mesa estão o 2 de Paus, o 8 de Copas e o 10 de Ouros. "
           "Você pode levar o 10 de Ouros, ou o 2 com o 8, ou então os três de uma vez."),
    ("de", "Auf dem Tisch liegen das Asso der Münzen, die 4 der Kelche, die 2 der Stäbe und die 3 der Schwerter, "
           "und du spielst die 5 der Schwerter. Du darfst das Asso und die 4 nehmen, oder die 2 und die 3, "
           "oder gleich alle vier Karten auf einmal."),
    ("de", "Auf dem Tisch liegen das Asso der Münzen, die 4 der Kelche, die 2 der Stäbe und die 3 der Schwerter, "
           "und du spielst die 5 der Schwerter. Du darfst Asso + 4 nehmen, oder 2 + 3, oder gleich alle vier Karten auf einmal."),
])
def test_all_cards_at_once_as_an_option_is_read(lang, text):
    an_error(lang, "cicera", text, "example")


@pytest.mark.parametrize("lang, text", [
    ("pt", "Jogo o 9 de Copas; na mesa estão o 4 de Ouros, o 5 de Espadas e o 9 de Paus. "
           "Posso levar o 9, ou o 4 com o 5, mas não as três cartas juntas."),
    ("de", "Auf dem Tisch liegen das Asso der Münzen, die 4 der Kelche, die 2 der Stäbe und die 3 der Schwerter, "
           "und du spielst die 5 der Schwerter. Du darfst das Asso und die 4 nehmen, oder die 2 und die 3."),
    ("fr", "Je joue le 6 de Coupes ; sur la table il y a le 2 d'Épées et le 4 de Bâtons. Je peux prendre le 2 avec le 4, les deux d'un coup."),
])
def test_options_that_are_ours_stay_clean(lang, text):
    no_error(lang, "cicera", text)


# ---------------------------------------------------------------- a score the text rejects

@pytest.mark.parametrize("lang, text", [
    ("es", "Con los triunfos 10, 20, 30 y 40 no se cuentan 15 + 20: es una sola combinación de 25 puntos."),
    ("en", "With trumps 10, 20, 30 and 40 you do not count 15 + 20: the four together are one combination worth 25."),
    ("it", "Con i tarocchi 10, 20, 30 e 40 non si contano 15 + 20: i quattro insieme sono una sola combinazione da 25."),
])
def test_a_score_denied_after_the_trumps_is_not_the_texts(lang, text):
    no_error(lang, "minchiate", text)


def test_a_score_said_after_the_trumps_is_still_read():
    an_error("en", "minchiate", "With trumps 10, 20, 30 and 40 you count 35 points.", "example")


# ---------------------------------------------------------------- the table or the hands

@pytest.mark.parametrize("lang, text", [
    ("de", "Alle 52 Karten kommen auf den Tisch oder in die Hände: jeder bekommt 12, und 4 liegen offen."),
    ("es", "Las 52 cartas van a la mesa o a las manos: 12 para cada jugador y 4 boca arriba."),
])
def test_a_count_for_the_table_or_the_hands_is_not_the_tables(lang, text):
    no_error(lang, "cicera", text)


@pytest.mark.parametrize("lang, text", [
    ("pt", "Dez cartas vão para a mesa no início."),
    ("it", "All'inizio si mettono in tavola dieci carte scoperte."),
])
def test_a_count_for_the_table_alone_is_still_read(lang, text):
    an_error(lang, "cicera", text, "claims")
