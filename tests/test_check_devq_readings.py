"""Readings mended on claims dev-q (the tenth writer's single claims, opened at the twenty-first
session): worked examples told in shapes the readers had not met, each read as a kind of
construction, with cases written for this test in several languages, no sentence copied from the
claims:

- **a trump named in an aside in brackets that closes the passage** ("… (Trumps: Cups.)") is the
  trick's trump, not the next example's opening; **the lead told in the past** ("hai aperto",
  "a ouvert", "opened": data ``led``);
- **a trick's outcome justified by a rank said to stand above another** ("because the 3 ranks
  above the Cavallo", "perché il 3 sta sopra", data ``trick_roles.beats_over``);
- **a total broken down after a colon** ("13 points: 11 for the Asso, 2 for my two"): the parts
  are no cards and no amounts of their own; verbs of cashing in points (data ``trick_roles.takes``);
- **the winner named by place when both players are the same person** ("he leads …, she
  answers …; the trick goes to whoever led"); a negation in a condition after the verb of taking
  ("… takes whenever nobody trumps") does not deny the taking;
- **the suit led named alone with the rank it is led with** ("Swords are led with the 4") and
  **the suit of a trick named beside the word for trick** ("in a trick of Coins: …", fi
  "Kolikoiden tikissä"): bare ranks get that suit;
- **what a trick's winners take** ("the winners get 10 points") is without the Matto's points;
- **a total of a breakdown after a colon** ("12 for the run, 5 more for the Matto: 17") is no
  card's value; **a value per card set off by commas** between a chain of trumps and its total
  ("33-34-35-36, each worth 5, make 20");
- **the cards beyond 42 told after the threshold** ("47 cards, 5 over the 42, so 5 points") are no
  count captured; **a count at the threshold said to earn a point** ("exactly 42 cards … 1 point")
  is read; ru "по правилам" is no "each" (data ``beyond_reading.before_number``);
- **what two counts count, named as a label before a comma** ("Swords, 9 for us and 4 for them");
  **nobody scoring said in the next sentence** after the counts;
- **a tied score told as a fact and its outcome in the next sentence** ("… finish at 60 to 60.
  Ana wins, because …"); **a tie named as the subject of a verb of going to** ("equal totals go to
  the team holding …": data ``tie_subject``); **an answer opening with a word spelt like "yes"
  that runs on into a clause** (it "Si rigioca …") is no yes;
- **a value of zero in words** ("nollan pisteen", "zero points") is a value; **es "pista" in its
  everyday sense of a hint** is no court (glossary ``right_in``); **a separable verb of leading
  closing its clause** around a long middle field (de "spielt der Spieler links vom Geber den
  ersten Stich aus; …");
- **a question of the pack's points answered in the next utterance** ("How many points …?" /
  "A hundred!"); **a second packet named by "one"** ("then one of 10", "uno da dieci"; "two
  packets" counts packets); **a card lying there since the deal** earns no Picada (data
  ``since_deal``); **ranks sharing a suit named after "all of"** ("the 3, the 8 and the 7, all of
  Swords": data ``all_of``); **nothing said to be takeable** (data ``nothing_taken``) and **a
  capture asked about and answered yes**.

Ours: Briscola: a card of another suit that is no trump cannot win; the highest card of the suit
led wins when nobody trumps (BRI-P2); the 2 is worth 0 (BRI-E1); 60 each is a tie (BRI-E2).
Minchiate: without trumps the highest card of the suit led wins (MIN-P1); the Matto stays with its
team (MIN-P3); 36 is worth 10 (MIN-SC1); each card beyond 42 adds 1 (MIN-SC6). Cìcera: most Swords
1 point, most cards 2 (CIC-E2); equal totals are a tie (CIC-E5)."""

from __future__ import annotations

import pytest

from tests.checking import an_error, errors, no_error


# ---------------------------------------------------------------- the trump in a closing aside

@pytest.mark.parametrize("lang, text", [
    ("it", "Nel fumetto: «Hai aperto col Re di Coppe? Ecco il mio Asso di Spade!» e la presa va a lui, "
           "perché l'Asso sta sopra il Re. (Briscola a Bastoni.)"),
    ("fr", "Tu as ouvert avec le Re de Coupes, je pose l'Asso d'Épées et le pli est à moi, "
           "car l'Asso bat le Re. (Atout : Bâtons.)"),
])
def test_trump_in_a_closing_aside_reads_the_trick(lang, text):
    an_error(lang, "briscola", text, "example")


@pytest.mark.parametrize("lang, text", [
    ("it", "Nel fumetto: «Hai aperto col Re di Coppe? Ecco il mio Asso di Spade!» e la presa va a lui, "
           "perché l'Asso è una briscola. (Briscola a Spade.)"),
    ("en", "From the cartoon: you opened with the Re of Cups, I throw the Asso of Swords, and the trick is "
           "mine because the Asso ranks above the Re. (Trumps: Swords.)"),
])
def test_trump_in_a_closing_aside_agrees(lang, text):
    no_error(lang, "briscola", text)


# ---------------------------------------------------------------- a total broken down after a colon

@pytest.mark.parametrize("lang, text", [
    ("fr", "En direct : il entame le Re de Coupes, je coupe avec le 2 d'Épées — l'atout est Épées — et "
           "j'encaisse 6 points : 4 pour le Re, 2 pour mon deux."),
    ("en", "Live: he leads the Re of Cups, I trump with the 2 of Swords (Swords are trumps) and I pocket "
           "6 points: 4 for the Re, 2 for my two."),
    ("ru", "Я в эфире: он заходит с Re Кубков, я бью двойкой Мечей (козыри — Мечи) и я забираю 6 очков: "
           "4 за Re, 2 за мою двойку."),
])
def test_breakdown_after_colon_is_read(lang, text):
    an_error(lang, "briscola", text, "example")


def test_breakdown_after_colon_agrees():
    no_error("fr", "briscola", "En direct : il entame le Re de Coupes, je coupe avec le 2 d'Épées — l'atout est "
                                "Épées — et j'encaisse 4 points : 4 pour le Re, 0 pour mon deux.")


# ---------------------------------------------------------------- the winner named by place

@pytest.mark.parametrize("lang, text", [
    ("pt", "No ar: o trunfo é Copas. Ele sai com o 4 de Espadas, ela responde com o 7 de Espadas, e a vaza "
           "fica com quem saiu, porque quem sai leva sempre que ninguém trunfa."),
    ("es", "En la retransmisión: el triunfo es Copas. Él sale con el 4 de Espadas, ella contesta con el 7 de "
           "Espadas, y la baza es para quien salió."),
])
def test_winner_named_as_the_leader(lang, text):
    an_error(lang, "briscola", text, "example")


def test_winner_named_as_the_leader_agrees():
    no_error("pt", "briscola", "No ar: o trunfo é Copas. Ele sai com o 7 de Espadas, ela responde com o 4 de "
                                "Espadas, e a vaza fica com quem saiu, porque quem sai leva sempre que ninguém trunfa.")


# ---------------------------------------------------------------- suits named for the trick's ranks

@pytest.mark.parametrize("lang, text", [
    ("en", "Play by play: Cups are led with the 5. The next player, with no Cups and no trumps, drops the 9 "
           "of Coins; then come the 2 and the 3 of Cups. The 9 of Coins wins it, the highest card played."),
    ("it", "Cronaca: si esce a Coppe col 5. Il secondo, senza Coppe e senza trionfi, mette il 9 di Denari; poi "
           "arrivano il 2 e il 3 di Coppe. Vince il 9 di Denari, la carta più alta."),
])
def test_suit_led_with_a_rank(lang, text):
    an_error(lang, "minchiate", text, "example")


@pytest.mark.parametrize("lang, text", [
    ("fi", "Miekkojen tikkiin pelataan järjestyksessä Re, Matto, kolmonen ja Fante. Re voittaa, ja voittajat "
           "saavat tikistä 10 pistettä."),
    ("en", "In a trick of Swords the cards come in this order: the leader's Re, the Matto, the 3 and the "
           "Fante. The Re wins, and the winners get 10 points from the trick."),
])
def test_winners_take_the_trick_without_the_matto(lang, text):
    an_error(lang, "minchiate", text, "example")


def test_winners_take_the_trick_without_the_matto_agrees():
    no_error("en", "minchiate", "In a trick of Swords the cards come in this order: the leader's Re, the Matto, "
                                 "the 3 and the Fante. The Re wins, and the winners get 5 points from the trick.")


# ---------------------------------------------------------------- combinations

@pytest.mark.parametrize("lang, text, wrong", [
    ("en", "Scoresheet: run 34-35-36-37, each card worth 5, makes 20 points in all.", True),
    ("it", "Sul taccuino: sequenza 34-35-36-37, ogni carta vale 5, fa in tutto 20 punti.", True),
    ("en", "Scoresheet: run 32-33-34-35, each card worth 5, makes 20 points in all.", False),
    ("en", "Scoresheet: run 33-34-35, each card worth 5, makes 15 points in all.", False),
    ("de", "Notizblock: Folge 31-32-33, jede Karte 5 wert, macht zusammen 15 Punkte.", False),
])
def test_value_per_card_between_a_chain_and_its_total(lang, text, wrong):
    if wrong:
        an_error(lang, "minchiate", text, "example")
    else:
        no_error(lang, "minchiate", text)


@pytest.mark.parametrize("lang, text", [
    ("en", "Badge earned: trumps 1, 2 and 3 with the Matto. 11 for the three, 5 more for the Matto: 16 points."),
    ("it", "Trofeo: i trionfi 1, 2 e 3 col Matto. 11 per i tre, altri 5 per il Matto: 16 punti."),
])
def test_total_of_a_breakdown_is_no_value_of_the_matto(lang, text):
    assert not [e for e in errors(text, lang, "minchiate") if e.startswith("example")]


# ---------------------------------------------------------------- cards beyond 42

@pytest.mark.parametrize("lang, text", [
    ("vi", "Đội bạn ăn được 50 lá bài, vượt 42 là 8 lá, nên được cộng thêm 8 điểm."),
])
def test_cards_beyond_told_after_the_threshold(lang, text):
    assert not [e for e in errors(text, lang, "minchiate") if e.startswith("example")]


@pytest.mark.parametrize("lang, text", [
    ("ru", "Они взяли ровно 42 карты — по правилам им уже положено 1 очко за карты сверх нормы."),
    ("en", "We ended with exactly 42 cards, which already earns 1 point for the cards beyond."),
    ("ru", "Мы взяли 47 карт, по правилам это даёт 6 очков."),
])
def test_count_at_the_threshold(lang, text):
    an_error(lang, "minchiate", text, "example")


# ---------------------------------------------------------------- majorities

@pytest.mark.parametrize("lang, text, wrong", [
    ("es", "Libreta de la partida: Espadas, 8 para ellos y 5 para nosotros. Ellos anotan 2 puntos por la mayoría de Espadas.", True),
    ("en", "Score pad: Swords, 8 for them and 5 for us. They write down 2 points for most Swords.", True),
    ("es", "Libreta de la partida: Espadas, 8 para ellos y 5 para nosotros. Ellos anotan 1 punto por la mayoría de Espadas.", False),
])
def test_counts_labelled_before_a_comma(lang, text, wrong):
    if wrong:
        an_error(lang, "cicera", text, "example")
    else:
        no_error(lang, "cicera", text)


@pytest.mark.parametrize("lang, text", [
    ("en", "Final count: 28 cards to 24. Of the 52 one needs more than 28, so nobody takes the 2 points for most cards."),
    ("it", "Conteggio finale: 28 carte contro 24. Su 52 non bastano 28, quindi nessuno prende i 2 punti delle carte."),
])
def test_nobody_scoring_in_the_next_sentence(lang, text):
    an_error(lang, "cicera", text, "example")


# ---------------------------------------------------------------- ties

@pytest.mark.parametrize("lang, game, text", [
    ("en", "briscola", "Mia and Olli finish the deal at 60 to 60. Mia wins, since she took more trumps."),
    ("de", "briscola", "Mia und Olli stehen am Ende bei 60 zu 60. Weil Mia den letzten Stich hat, gewinnt sie."),
    ("fr", "briscola", "Mia et Olli finissent à 60 à 60. Mia gagne, car elle a pris le dernier pli."),
    ("it", "briscola", "— E se si finisce sessanta a sessanta? — Si gioca una smazzata di spareggio."),
    ("en", "cicera", "Equal totals at the end of a deal go to the team with more Swords."),
    ("es", "cicera", "Los empates al final de la mano son para el equipo que hizo la última baza."),
    ("it", "cicera", "I punteggi pari a fine smazzata vanno alla squadra con più Spade."),
])
def test_tie_outcome_read(lang, game, text):
    an_error(lang, game, text, "claims")


@pytest.mark.parametrize("lang, game, text", [
    ("en", "briscola", "Mia and Olli finish the deal at 60 to 60. Nobody wins: it is a tie."),
    ("de", "briscola", "Bei 60 zu 60 gewinnt keiner. Gewonnen hat, wer 61 Punkte holt."),
    ("it", "briscola", "— E se si finisce sessanta a sessanta? — Sì, è pareggio."),
])
def test_tie_outcome_agrees(lang, game, text):
    assert not [e for e in errors(text, lang, game) if e.startswith("claims")]


# ---------------------------------------------------------------- a value of zero in words

@pytest.mark.parametrize("lang, text", [
    ("fi", "Valtti 20 on nollan pisteen arvoinen."),
    ("en", "Trump 20 is worth zero points."),
    ("it", "Il trionfo 20 vale zero punti."),
])
def test_zero_in_words_is_a_value(lang, text):
    an_error(lang, "minchiate", text, "example")


def test_zero_in_words_agrees():
    no_error("en", "minchiate", "Trump 3 is worth zero points.")


# ---------------------------------------------------------------- a word's everyday sense

def test_pista_as_a_hint_is_no_court():
    assert not errors("Te doy una pista para recordarlo: en Copas y Oros el Asso es el número más alto.",
                      "es", "minchiate", only="terms")


def test_pista_as_a_court_is_still_wrong():
    assert errors("Las pistas (Re, Regina, Cavallo y Fante) van por encima de los números.", "es", "minchiate",
                  only="terms")


# ---------------------------------------------------------------- a separable verb around a long middle field

@pytest.mark.parametrize("text", [
    "Bei uns spielt der Spieler links vom Geber den ersten Stich aus; danach geht es reihum weiter.",
    "Im Turnier spielt immer der Spieler links vom Geber den ersten Stich aus.",
])
def test_a_separable_verb_closing_its_clause(text):
    an_error("de", "minchiate", text, "claims")


def test_a_separable_verb_closing_its_clause_agrees():
    assert not errors("Im Turnier spielt immer der Spieler rechts vom Geber den ersten Stich aus.", "de", "minchiate",
                      only="claims")


# ---------------------------------------------------------------- a question of the pack's total and its answer

@pytest.mark.parametrize("lang, text, wrong", [
    ("it", "Il conduttore: «Quanti punti ci sono in tutto il mazzo?» La concorrente: «Cento!» Il conduttore: «Giusto!»", True),
    ("fr", "L'animatrice : « Combien de points dans tout le paquet ? » Le joueur : « Cent ! »", True),
    ("it", "Il conduttore: «Quanti punti ci sono in tutto il mazzo?» La concorrente: «Centoventi!» Il conduttore: «Giusto!»", False),
])
def test_pack_total_asked_and_answered(lang, text, wrong):
    if wrong:
        an_error(lang, "briscola", text, "example")
    else:
        no_error(lang, "briscola", text)


# ---------------------------------------------------------------- a packet named by 'one'

@pytest.mark.parametrize("lang, text, wrong", [
    ("en", "Give everyone a packet of 11 cards first, then one of 10.", True),
    ("fr", "On donne à chacun un paquet de 11 cartes, puis un de 10.", True),
    ("it", "A ciascuno prima un pacchetto da undici carte, poi uno da dieci.", True),
    ("en", "Give everyone a packet of 10 cards first, then one of 11.", False),
    ("it", "Ognuno riceve due pacchetti, uno da 11 e uno da 10 carte.", True),
    ("it", "Ognuno riceve due pacchetti, uno da 10 e uno da 11 carte.", False),
    ("en", "Each player gets 21 cards, in two packets of eleven.", True),
])
def test_second_packet_named_by_one(lang, text, wrong):
    found = errors(text, lang, "minchiate", only="claims")
    assert bool(found) == wrong, found


# ---------------------------------------------------------------- a card lying there since the deal

@pytest.mark.parametrize("lang, text", [
    ("en", "Match report: Bo plays the 6 of Cups and takes the 6 of Coins, the only card on the table, lying there "
           "since the deal. He scores a Scùa and a Picada, 2 points."),
    ("fr", "Compte rendu : Léa joue le 6 de Coupes et prend le 6 de Deniers, seule carte sur la table, là depuis la "
           "distribution. Elle marque une Scùa et une Picada, 2 points."),
])
def test_a_card_there_since_the_deal_earns_no_picada(lang, text):
    an_error(lang, "cicera", text, "example")


def test_a_card_there_since_the_deal_agrees():
    no_error("en", "cicera", "Match report: Bo plays the 6 of Cups and takes the 6 of Coins, the only card on the table, "
                              "lying there since the deal. He scores a Scùa, 1 point.")


# ---------------------------------------------------------------- a list's suit after 'all of'

@pytest.mark.parametrize("lang, text", [
    ("it", "La presa se la porta a casa il 3 di Spade: ha aperto il 5, poi sono venuti il 3, l'otto e il sette, tutti di Spade, senza tarocchi."),
    ("en", "The 3 of Swords wins the trick: the 5 was led, then came the 3, the 8 and the 7, all of Swords, and no trumps."),
])
def test_ranks_sharing_a_suit_after_all_of(lang, text):
    an_error(lang, "minchiate", text, "example")


def test_ranks_sharing_a_suit_after_all_of_agrees():
    no_error("en", "minchiate", "The 8 of Swords wins the trick: the 5 was led, then came the 3, the 8 and the 7, all of "
                                 "Swords, and no trumps.")


# ---------------------------------------------------------------- nothing said to be takeable; a capture asked and answered yes

@pytest.mark.parametrize("lang, text, wrong", [
    ("en", "I play the 9 of Coins; on the table are the 2 of Cups, the 3 of Swords and the 4 of Batons. Nothing can be taken.", True),
    ("ru", "Хожу девяткой Монет, на столе двойка Кубков, тройка Мечей и четвёрка Жезлов. Взять ничего нельзя, остаётся положить девятку.", True),
    ("en", "I play the 9 of Coins; on the table are the 2 of Cups, the 3 of Swords and the 5 of Batons. Nothing can be taken.", False),
    ("en", "I play the 9 of Coins; on the table are the 2 of Cups, the 3 of Swords and the 4 of Batons. I may take all "
           "three, or put my card down and take nothing.", False),
])
def test_nothing_said_takeable(lang, text, wrong):
    if wrong:
        an_error(lang, "cicera", text, "example")
    else:
        no_error(lang, "cicera", text)


@pytest.mark.parametrize("lang, text, wrong", [
    ("en", "On the table lie the Fante of Swords and the Fante of Cups. I play the Fante of Coins: can I take both "
           "Fanti together? Answer: yes, both at once.", True),
    ("en", "On the table lie the 3 of Swords and the 4 of Cups. I play the 7 of Coins: can I take the 3 alone? Answer: yes.", True),
    ("en", "On the table lie the 3 of Swords and the 4 of Cups. I play the 7 of Coins: can I take the 3 alone? Answer: no.", False),
])
def test_a_capture_asked_and_answered_yes(lang, text, wrong):
    if wrong:
        an_error(lang, "cicera", text, "example")
    else:
        no_error(lang, "cicera", text)
