"""Worked examples told in other words (h97): the phenomena that a second writer's paraphrases in
pt, ru, fi and vi showed the readers of captures, tricks and scoring missing, each with sentences
of its own in several languages (right: stating our outcome; wrong: another)."""

import pytest

from checking import check, phenomena

# Cìcera: the table named in the taking's clause, before the list of cards taken (or the list set
# off after it), and a card said to stay on the table afterwards
TABLE_IN_TAKING = [
    ("fi", "Miekkojen kympillä otat pöydältä kuppien kakkosen, sauvojen kolmosen ja kolikoiden vitosen; "
           "pöytään jää kuppien Re. Saat Quadriglian ja Scùan.", True),
    ("fi", "Miekkojen kympillä otat pöydältä kuppien kakkosen, sauvojen kolmosen ja kolikoiden vitosen; "
           "pöytään jää kuppien Re. Saat Quadriglian.", False),
    ("ru", "Девяткой Мечей вы снимаете со стола всё, что там лежало, — двойку, тройку и четвёрку Мечей. "
           "За это положены Scùa и Quadriglia, два очка, и больше ничего.", True),
    ("pt", "Com o 9 de Espadas você leva da mesa tudo o que havia, o 2, o 3 e o 4 de Espadas. "
           "Ganha a Scùa e a Quadriglia, dois pontos, e mais nada.", True),
]

# Cìcera: past tenses and other verbs of taking
TAKING_VERBS = [
    ("ru", "На столе Re Монет и пятёрка Кубков. Игрок выложил свой Re и унёс обе карты.", True),
    ("fi", "Pöydällä olivat kolikoiden Re ja kuppien vitonen. Pelaaja pelasi oman Re:nsä ja otti molemmat kortit.", True),
    ("pt", "Na mesa havia o Re de Ouros e o 5 de Copas. A Ana jogou o seu Re e levou as duas cartas.", True),
]

# Cìcera: the card captured with introduced by a verb of using ("using the 5", vi "dùng lá 5 ăn"),
# a serial verb before it, and the previous player named as the one who plays before
USING_THE_CARD = [
    ("vi", "Người chơi trước vừa đặt lá 6 xuống, và đó là lá duy nhất trên bàn. "
           "Bạn dùng lá 6 của mình ăn nó: chỉ được Picada, 1 điểm.", True),
    ("vi", "Người chơi trước vừa đặt lá 6 xuống, và đó là lá duy nhất trên bàn. "
           "Bạn dùng lá 6 của mình ăn nó: được Scùa và Picada, 2 điểm.", False),
    ("vi", "Lá 4 Cốc là lá người đi ngay trước tôi vừa bỏ xuống. Tôi lấy lá 4 Gậy ăn đúng lá đó, "
           "để lại 6 Kiếm và Fante Tiền trên bàn: được 1 điểm Picada, không có Scùa.", False),
    ("vi", "Lá 4 Cốc là lá người đi ngay trước tôi vừa bỏ xuống. Tôi lấy lá 4 Gậy ăn đúng lá đó, "
           "để lại 6 Kiếm và Fante Tiền trên bàn: được Picada và Scùa, 2 điểm.", True),
]


# a list of cards taken that runs on into a clause saying its last card stays is not all taken
def test_card_said_to_stay_is_not_taken():
    check("ru", "cicera", "Вы ходите девяткой Кубков и забираете со стола 4 и 5 Кубков, а Re Монет остаётся лежать. "
                          "Это Simili, одно очко, но не Scùa: стол не очищен.", False)


# a rank named alone in a reason ("because the Re is the highest", "the Re is the highest, so ...")
# names the card played again: no card on the table nor taken
REASONS = [
    ("vi", "Trên bàn có 5 Cốc và Cavallo Tiền. Tôi đánh Re Gậy và ăn cả hai vì Re lớn nhất.", True),
    ("vi", "Re là lá lớn nhất, nên đánh Re Gậy xuống là ăn được cả lá 5 Cốc lẫn Cavallo Tiền trên bàn.", True),
    ("en", "The table holds the 5 of Cups and the Cavallo of Coins. I play the Re of Batons and take both, "
           "since the Re is the highest card.", True),
    ("pt", "Na mesa há um Re. Jogo o Re de Paus e levo o Re, porque um Re só leva outro Re.", False),
]


# Napula (a run of Swords): a run denied, then the card said missing in a clause of its own
NAPULA_MISSING = [
    ("vi", "Có Asso, 2 và 3 Kiếm thôi thì chưa thành Napula — còn phải có lá 4 Kiếm nữa.", True),
    ("it", "Con Asso, 2 e 3 di Spade non si fa ancora Napula — ci vuole anche il 4 di Spade.", True),
    ("pt", "Só com o Asso, o 2 e o 3 de Espadas ainda não há Napula — falta o 4 de Espadas.", True),
]


# Briscola: the cards listed with words for 'then', the winner said as the leader
THEN_ORDER = [
    ("fi", "Valttina miekat. Sauvojen kolmonen ja sen perään miekkojen kakkonen: tikki aloittajalle.", True),
    ("fi", "Valttina miekat. Sauvojen kolmonen ja sen perään miekkojen kakkonen: tikki vastustajalle.", False),
    ("es", "Triunfo: Espadas. El 3 de Bastos, seguido del 2 de Espadas: la baza es para quien salió.", True),
]

# Briscola: the opponent of a named player, "the other one", past and compound tenses
OTHER_ONE = [
    ("pt", "O adversário da Rita ficou com a vaza: a Rita tinha saído com o 4 de Copas, e o outro "
           "respondeu com o Asso de Paus. O trunfo era Espadas.", True),
    ("pt", "A Rita ficou com a vaza: a Rita tinha saído com o 4 de Copas, e o outro "
           "respondeu com o Asso de Paus. O trunfo era Espadas.", False),
    ("en", "Trumps are Swords. Anna had led the 4 of Cups and the other one played the Asso of Batons. "
           "The opponent of Anna took the trick.", True),
]

# Briscola: a card named "of trumps" in place of its suit; a card another was put on, said by a
# relative clause ("the Re, on which ... was laid")
OF_TRUMPS = [
    ("ru", "Козыри — Кубки. Fante Монет, на который положили козырную семёрку, всё равно берёт взятку.", True),
    ("ru", "Козыри — Кубки. Fante Монет, на который положили козырную семёрку, взятку не берёт: её берёт семёрка.", False),
    ("it", "Briscola a Coppe. Il Fante di Denari, sul quale è stato messo il 7 di Coppe, prende la presa.", True),
]


# "the lowest card" that wins a trick is no rule that the lower total wins
LOWEST_CARD = [
    ("pt", "Apesar de ser a menor carta do naipe, o 2 de Ouros, que é trunfo, ganha do Asso de Copas que abriu a vaza.", False),
    ("en", "Although it is the lowest card of its suit, the 2 of Coins, a trump, beats the Asso of Cups that was led.", False),
    ("pt", "Ganha a partida quem terminar com menos pontos.", True),
    # a side winning over another is still a rule of totals
    ("pt", "A dupla com menos pontos ganha da outra.", True),
    ("es", "El equipo con menos puntos le gana al otro.", True),
]


# of two ranks named, a clause naming one of them as the winner says it ranks higher
ONE_OF_TWO = [
    ("pt", "O Re vale 4 e o Fante 2; quando os dois se encontram numa vaza, quem ganha é o Fante.", True),
    ("pt", "O Re vale 4 e o Fante 2; quando os dois se encontram numa vaza, quem ganha é o Re.", False),
    ("en", "The Re is worth 4 and the Cavallo 3, but when they meet in a trick the Cavallo wins.", True),
    ("ru", "Re стоит 4 очка, Fante — 2, но если они встретились во взятке, выигрывает Re.", False),
]


# a tie said first, the totals after it as an instance
TIE_FOR_INSTANCE = [
    ("vi", "Hơn kém nhau chưa tới 4 điểm thì tính là hòa, ví dụ ván kết thúc 61–59.", True),
    ("en", "A margin under four points counts as a tie, for instance 61–59.", True),
    ("ru", "Разница меньше 4 очков считается ничьей, например 61–59.", True),
]


# Minchiate: the scoring event told first and the lead in a "when" clause after it; a range's
# opening word ("from 28 to 40") no bound; "the remaining lead" after the resti no end of the deal
EVENT_FIRST = [
    ("vi", "Khai versicola từ lá chủ 28 đến 40 (90 điểm) khi đội ta đang dẫn 20: ghi hai resti, phần dẫn còn lại là 0.", True),
    ("vi", "Khai versicola từ lá chủ 28 đến 40 (90 điểm) khi đội ta đang dẫn 20: ghi một resto, phần dẫn còn lại là 50.", False),
    ("en", "We killed their Re and the trump 2 (5 + 3 = 8 points) when we were 55 ahead: that makes 63, "
           "so we book 2 resti.", True),
]

# a trick told from its second player on (the lead in an earlier sentence) is told in part; the
# highest of the trumps played, "it takes", is the trick's
TRICK_FROM_SECOND = [
    ("ru", "Заход — семёрка Мечей. Второй игрок Мечей не имеет и кроет козырем 12; третий кладёт "
           "Fante Мечей, четвёртый — козырь 3. Старший из козырей — 12, он и берёт.", False),
]

# a scoresheet told in lines; a question on the resti answered by the next sentence; a table of
# final leads and their resti
SCORESHEET = [
    ("pt", "Vantagem antes da vaza: 52.\nMatamos o Re deles e o trunfo 1 (5 + 5 = 10).\n"
           "Vantagem: 62 → anota-se 1 resto e seguimos com 2.", False),
    ("pt", "Vantagem antes da vaza: 52.\nMatamos o Re deles e o trunfo 1 (5 + 5 = 10).\n"
           "Vantagem: 62 → anotam-se 2 resti e seguimos com 2.", True),
    ("ru", "Под конец раздачи у нас осталось 70 очков перевеса. Сколько это resti? Одно.", True),
    ("ru", "Под конец раздачи у нас осталось 70 очков перевеса. Сколько это resti? Два.", False),
]


RESTI_TABLE = """| Cách biệt cuối ván | Số resti |
|---|---|
| 30 điểm | 1 |
| 90 điểm | {} |
"""


@pytest.mark.parametrize("resti,wrong", [(2, False), (1, True)])
def test_table_of_final_leads(resti, wrong):
    check("vi", "minchiate", RESTI_TABLE.format(resti), wrong, name="claim.md")


# versicole said to be counted each apart: the cards held form one combination
VERSICOLE_APART = [
    ("fi", "Kun kädessä on valtit 1, 2, 3 ja 4, kumpikin versicola lasketaan erikseen: 1–2–3 tuo 11 ja 2–3–4 tuo 9, yhteensä 20.", True),
    ("fi", "Kun kädessä on valtit 1, 2, 3 ja 4, ne muodostavat yhden versicolan, yhteensä 14.", False),
]


@phenomena({
    "capture_told_in_other_words": ("cicera", TABLE_IN_TAKING + TAKING_VERBS + USING_THE_CARD),
    "reason_names_the_card_again": ("cicera", REASONS),
    "napula_denied_then_missing_card": ("cicera", NAPULA_MISSING),
    "trick_told_in_other_words": ("briscola", THEN_ORDER + OTHER_ONE + OF_TRUMPS),
    "lowest_card_is_no_total": ("briscola", LOWEST_CARD),
    "one_of_two_ranks_wins": ("briscola", ONE_OF_TWO),
    "tie_said_before_an_instance": ("briscola", TIE_FOR_INSTANCE),
    "minchiate_scoring_in_other_words": ("minchiate", EVENT_FIRST + TRICK_FROM_SECOND + SCORESHEET),
    "versicole_counted_apart": ("minchiate", VERSICOLE_APART),
})
def test_a_worked_example_told_in_other_words(lang, game, text, wrong):
    """Each table's sentences, of its game: ``wrong`` states another outcome than the engine's."""
    check(lang, game, text, wrong)
