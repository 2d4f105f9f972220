"""Rule claims told in other words (h98): the lead named as a noun that belongs to someone ("a
saída é do outro jogador", "avaus kuuluu", "заход за", "quyền đi trước thuộc về"); "regardless
of the winner" said after the role (fi postposition "voittajasta riippumatta") and making the rule
one of every later trick; the dealer denied and the other player set in his place; a tie's
condition told by its "then" alone (vi "X thì Y"); fi "ellei" (if not) and the necessive passive
("valtti on lyötävä") as the only modal; rank–value pairs parted by dashes ("Asso 11 – Re 4"); a
trump's value "even outside a combination", said before the trump; "no card is above" a rank
(that rank is the highest). Sentences written for this test."""

from __future__ import annotations

import pytest

from checking import messages


# the lead as a noun owned by a player: the loser leads (ours: the winner)
LEAD_NOUN_LOSER = [
    ("pt", "Quem leva a vaza compra do monte primeiro, mas a próxima saída é do outro jogador."),
    ("ru", "Взявший взятку первым берёт карту из колоды, а заход за другим игроком."),
]


@pytest.mark.parametrize("lang,text", LEAD_NOUN_LOSER)
def test_a_lead_said_as_a_noun_belonging_to_the_loser(lang, text):
    assert any("loser leads" in e for e in messages(text, lang, "briscola"))


# the same nouns with the winner: our rule, no error
LEAD_NOUN_WINNER = [
    ("pt", "Quem leva a vaza compra primeiro, e a próxima saída é dele também."),
    ("fi", "Tikin voittaja nostaa ensin, ja avaus kuuluu hänelle."),
]


@pytest.mark.parametrize("lang,text", LEAD_NOUN_WINNER)
def test_a_lead_said_as_a_noun_of_the_winner_agrees(lang, text):
    assert not messages(text, lang, "briscola")


# "regardless of who won the trick", the lead goes to a fixed seat (ours: the winner leads)
SEAT_REGARDLESS = [
    ("fi", "Tikin voittajasta riippumatta avaus kuuluu aina jakajan vasemmalla puolella istuvalle."),
    ("pt", "Independentemente de quem ganhou a vaza, a saída é sempre do jogador à esquerda do carteador."),
    ("ru", "Независимо от того, кто взял взятку, заход всегда за игроком слева от сдающего."),
    ("vi", "Bất kể ai thắng nước bài, quyền đi trước luôn thuộc về người ngồi bên trái người chia bài."),
]


@pytest.mark.parametrize("lang,text", SEAT_REGARDLESS)
def test_regardless_of_the_winner_a_fixed_seat_leads(lang, text):
    assert any("seat fixed by the dealer" in e for e in messages(text, lang, "minchiate"))


def test_a_winner_before_a_finnish_postposition_is_set_aside_not_read():
    # "whoever won the trick, the winner ... ": the role before "riippumatta" is not who leads
    assert not messages("Tikin voittajasta riippumatta seuraavan tikin aloittaa aina tikin voittaja.", "fi", "minchiate")


# the dealer denied, the other player set in his place: the non-dealer starts (ours: chosen at random)
DEALER_DENIED = [
    ("pt", "Quem joga primeiro nunca é o carteador, mas sim o outro jogador."),
    ("en", "The opening lead never belongs to the dealer; it always goes to the other player."),
    ("ru", "Первый ход никогда не за сдающим: его делает другой игрок."),
    ("fi", "Jakaja ei koskaan aloita: ensimmäisen kortin pelaa aina toinen pelaaja."),
    ("vi", "Người chia bài không bao giờ đi trước: người kia luôn đi trước."),
]


@pytest.mark.parametrize("lang,text", DEALER_DENIED)
def test_the_dealer_denied_and_the_other_player_starts(lang, text):
    assert any("first player is the non-dealer" in e for e in messages(text, lang, "briscola"))


def test_the_other_player_denied_is_no_non_dealer():
    assert not any("non-dealer" in e for e in messages("The other player never deals; the dealer leads first.", "en", "briscola"))


# vi "X thì Y": a condition told by "then" alone; ties won by the dealer's side (ours: a tie)
def test_a_tie_told_by_then_alone_is_a_condition():
    for text in ("Hai đội ngang điểm thì đội có người chia bài thắng.",
                 "Hai đội bằng điểm nhau thì chiến thắng về tay đội của người chia bài."):
        assert any("tied result is won by one side" in e for e in messages(text, "vi", "cicera")), text


def test_a_tie_told_by_then_alone_and_left_a_tie_agrees():
    assert not messages("Hai đội bằng điểm nhau thì ván đó hòa.", "vi", "cicera")


# fi "ellei" (if not) and the necessive passive as the only modal: trumping compulsory (ours: free)
TRUMP_NECESSIVE = [
    "Ellet pysty tunnustamaan maata, valttia on lyötävä.",
    "Jos kädessäsi ei ole avattua maata, sinun on lyötävä valtti.",
    "Valtti on lyötävä aina, kun avattua maata ei ole.",
]


@pytest.mark.parametrize("text", TRUMP_NECESSIVE)
def test_a_finnish_necessive_makes_trumping_compulsory(text):
    assert any("playing a trump is compulsory" in e for e in messages(text, "fi", "briscola"))


def test_a_finnish_necessive_denied_is_no_duty():
    assert not messages("Valttia ei ole pakko lyödä, ellei halua.", "fi", "briscola")


# rank–value pairs parted by dashes: a list of values, not a run of ranks
DASHED_WRONG = [
    ("fi", "Korttien arvot: Asso 11 – kolmonen 10 – Cavallo 4 – Re 3 – Fante 2."),
    ("pt", "Valores: Asso 11 — três 10 — Cavallo 4 — Re 3 — Fante 2."),
    ("ru", "Стоимость карт: Asso 11 – тройка 10 – Cavallo 4 – Re 3 – Fante 2."),
    ("en", "Card points: Ace 11 - Three 10 - Knight 4 - King 3 - Jack 2."),
]


@pytest.mark.parametrize("lang,text", DASHED_WRONG)
def test_dashed_rank_value_pairs_are_values(lang, text):
    assert any("point value differs" in e for e in messages(text, lang, "briscola"))


def test_dashed_rank_value_pairs_of_ours_agree():
    assert not messages("Korttien arvot: Asso 11 – kolmonen 10 – Re 4 – Cavallo 3 – Fante 2.", "fi", "briscola")
    assert not messages("Ordem: Asso – 3 – Re – Cavallo – Fante – 7 – 6 – 5 – 4 – 2.", "pt", "briscola")


# a trump's value "even outside a combination", said before the trump (ours: 0 alone)
OUTSIDE_COMBINATION = [
    ("ru", "Даже вне комбинации козырь 29 стоит пять очков."),
    ("pt", "Mesmo fora de uma combinação, o trunfo 29 vale cinco pontos."),
    ("fi", "Yhdistelmän ulkopuolellakin valtti 29 on arvoltaan viisi pistettä."),
    ("vi", "Kể cả ngoài tổ hợp, lá chủ 29 vẫn được 5 điểm."),
    ("it", "Anche fuori combinazione il trionfo 29 vale cinque punti."),
]


@pytest.mark.parametrize("lang,text", OUTSIDE_COMBINATION)
def test_a_value_outside_a_combination_is_the_trumps_own(lang, text):
    assert any("point value the engine does not give" in e for e in messages(text, lang, "minchiate"))


def test_a_value_in_a_combination_is_not_the_trumps_own():
    assert not messages("Козырь 29 сам по себе ничего не стоит, в комбинации — 5 очков.", "ru", "minchiate")


# "no numeral card is above the Asso" in Swords and Batons: the Asso the highest (ours: the 10)
NONE_ABOVE = [
    ("pt", "Em Paus e em Espadas, nenhuma carta numérica é mais alta que o Asso."),
    ("ru", "В Жезлах и Мечах ни одна числовая карта не сильнее туза."),
    ("fi", "Sauvoissa ja miekoissa mikään numerokortti ei ole vahvempi kuin Asso."),
    ("vi", "Ở Gậy và Kiếm, không có lá số nào mạnh hơn Asso."),
    ("en", "In Batons and Swords, no numeral card ranks above the Asso."),
]


@pytest.mark.parametrize("lang,text", NONE_ABOVE)
def test_no_card_above_a_rank_makes_it_the_highest(lang, text):
    assert any("highest rank differs" in e for e in messages(text, lang, "minchiate"))


def test_no_card_above_the_ten_in_swords_agrees():
    assert not messages("Em Paus e em Espadas, nenhuma carta numérica é mais alta que o 10.", "pt", "minchiate")


# the trick given away: its loser (ours: the winner leads)
LOSER_IN_OTHER_WORDS = [
    ("ru", "Кто отдал взятку, тот и заходит в следующую."),
    ("pt", "Quem cedeu a vaza sai na vaza seguinte."),
    ("fi", "Tikin menettänyt pelaaja aloittaa seuraavan tikin."),
    ("vi", "Người để mất nước sẽ đi trước ở nước tiếp theo."),
]


@pytest.mark.parametrize("lang,text", LOSER_IN_OTHER_WORDS)
def test_the_trick_given_away_names_its_loser(lang, text):
    assert any("loser leads" in e for e in messages(text, lang, "briscola"))


# a loan word for the dealer is wrong in any sentence, whatever clause it is aligned to
LOAN_DEALER = [
    ("ru", "Карты тасует и раздаёт дилер, по очереди."),
    ("pt", "Ao negociante cabe embaralhar as cartas."),
]


@pytest.mark.parametrize("lang,text", LOAN_DEALER)
def test_a_loan_word_for_the_dealer_is_wrong_anywhere(lang, text):
    assert any("wrong rendering of 'dealer'" in e for e in messages(text, lang, "cicera"))


def test_the_highest_of_the_trumps_played_is_no_trump_order():
    text = "Заход — тройка Мечей; дальше козырь 7, козырь 15 и Re Мечей. Взятку забирает козырь 15: он старший из сыгранных козырей."
    assert not any("highest trump" in e for e in messages(text, "ru", "minchiate"))
    assert any("highest trump" in e for e in messages("Среди козырей старший — 1.", "ru", "minchiate"))


def test_a_copula_in_a_list_of_values_gives_the_value():
    assert not messages("Asso 11 điểm, 3 là 10, Re 4, Cavallo 3, Fante 2.", "vi", "briscola")
    assert any("point value differs" in e for e in messages("Asso 11 điểm, 3 là 10, Cavallo 4, Re 3, Fante 2.", "vi", "briscola"))
    assert not messages("Ra 3 Cốc, sau đó là lá chủ 2, lá chủ 30 và Matto. Lá chủ 30 ăn nước bài.", "vi", "minchiate")


# "after the Asso and the 3, the strongest is ...": right below the last of the list
@pytest.mark.parametrize("lang,right,wrong", [
    ("vi", "Re là lá mạnh nhất sau Asso và 3.", "Cavallo là lá mạnh nhất sau Asso và 3."),
    ("ru", "После туза и тройки самая сильная карта — Re.", "После туза и тройки самая сильная карта — Cavallo."),
])
def test_right_below_the_last_of_a_list_after_after(lang, right, wrong):
    assert not messages(right, lang, "briscola")
    assert any("right below another" in e for e in messages(wrong, lang, "briscola"))


# the courts as a group given a value in Cìcera (ours: none, they take part in no sum)
COURTS_VALUED = [
    ("pt", "Nas somas, as figuras valem 8, 9 e 10."),
    ("ru", "Фигуры при сложении стоят 8, 9 и 10."),
    ("vi", "Các lá hình được tính 8, 9 và 10 khi cộng."),
    ("fi", "Kuvakortit ovat arvoltaan 8, 9 ja 10 summissa."),
]


@pytest.mark.parametrize("lang,text", COURTS_VALUED)
def test_courts_given_a_value_in_cicera(lang, text):
    assert any("value it does not have" in e for e in messages(text, lang, "cicera"))


def test_courts_given_no_value_in_cicera_agree():
    assert not messages("As figuras não valem nada nas somas.", "pt", "cicera")
    assert not messages("As figuras valem 2, 3 e 4.", "pt", "briscola")


# "use" the Matto at any time (ours: not when the King rule forbids it)
@pytest.mark.parametrize("lang,text", [
    ("vi", "Có thể dùng lá Matto bất cứ lúc nào, kể cả khi bắt buộc phải ra Re."),
    ("pt", "O Matto pode ser usado a qualquer momento."),
])
def test_using_the_matto_at_any_time(lang, text):
    assert any("Matto may be played at any time" in e for e in messages(text, lang, "minchiate"))


# "wins against" a card: a card beating another, not which total wins the game
@pytest.mark.parametrize("lang,text", [
    ("pt", "Embora seja a carta mais baixa, o 4 de trunfo ganha da Asso de Copas."),
    ("ru", "Хотя двойка — самая младшая карта, козырная двойка выигрывает у короля Кубков."),
    ("en", "Although it is the lowest card, the trump 2 wins against the King of Cups."),
])
def test_a_card_that_wins_against_another_is_no_total(lang, text):
    assert not any("total wins" in e for e in messages(text, lang, "briscola"))


def test_the_lower_total_wins_is_still_read():
    assert any("lower total wins" in e for e in messages("Ganha a partida quem fizer menos pontos.", "pt", "briscola"))


# a tally of games between two sides ("3 games to 2") is a story, not a match of several deals
@pytest.mark.parametrize("lang,text", [
    ("pt", "Ontem à noite ficou 3 partidas a 1 para o Zé."),
    ("it", "Ieri sera 3 partite a 1 per Gino."),
])
def test_a_tally_of_games_is_no_match_rule(lang, text):
    assert not any("several deals" in e for e in messages(text, lang, "briscola"))


def test_games_counted_as_a_rule_are_still_a_match():
    assert any("several deals" in e for e in messages("Vence quem ganhar 2 partidas de 3.", "pt", "briscola"))
