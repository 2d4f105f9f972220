"""False errors on text that states no rule of ours (the thirty-first session, h197): sentences
written for this test in several languages, none copied from the corpus or the claims suite; each
phenomenon with near sentences that do state a rule and still get an error. Found on the dev
ordinary documents and batch 2027-01-10; each fixed as a phenomenon:

- **thing_way**: a clock's way told of a thing the sentence names (a screw, a tap, a pedal, a
  procession, a walk round a green) and nothing of a game is that thing's way, no direction of
  play, and no rendering of ours (``terms.things_way``); a way told alone ("Poi si prosegue
  sempre in senso orario", "Đáp án: THEO CHIỀU KIM ĐỒNG HỒ") is the way of the passage, play's in
  a rules text: still an error.
- **people_counted**: vi "12 người" (twelve people: a delegation, a family at dinner, a class)
  counts people, not players, though a player is "người chơi" and the two share a word: a noun
  for people that begins the players' word and stands without its rest, no verb of playing or
  needing touching the count (``counts._people_not_players``; vi ``people``, ``people_play``).
  Other languages keep the two words apart already ("12 Personen", "12 people" read right);
  "chơi với 30 người", "dành cho 6 người", "3 người chơi" stay errors.
- **result_told**: vi verbs tell no tense, so "tụi mình thua chú 2 ván", "bọn tôi thua 5 ván liên
  tiếp" tell a result by naming who won or lost (data ``told_persons`` before a verb of winning
  or losing, ``facts._won_by_someone``), as "perse tre partite di fila", "lost three games" tell
  it by the past (``won_past``/``lost_past``, read right already); a rule's subject is anyone:
  "ai thắng 2 ván trước", "đội nào thắng 2 ván", "Nếu anh thắng 2 ván" stay a match of several deals.
- **owned_rules**: a practice told, then a sentence that opens by calling it someone's own rules
  or a house's ("Those are his own rules", "Das sind seine Regeln", "São as regras dele": data
  ``clause_cues.owned_rules`` at most three words in, ``scope._owned_rules_opening``): the practice
  is theirs, a warning; "Son reglas sencillas", "Das sind die Regeln", "Its rules are simple"
  name no owner and the rule before stays an error. And a place quantified ("In einigen Bars",
  de ``holders`` had no word for a bar) is others' practice as "in some clubs" is.
"""

from __future__ import annotations

from tests.checking import check, phenomena

GROUPS = {
    "thing_way": [
        ('en', 'cicera', 'Stir the sauce clockwise for two minutes, then add the basil.', False),
        ('en', 'briscola', 'Tighten each screw of the bed frame clockwise until it stops.', False),
        ('it', 'cicera', 'Per chiudere il rubinetto giratelo in senso orario fino in fondo.', False),
        ('it', 'minchiate', 'La processione fa il giro della chiesa in senso orario, come ogni anno.', False),
        ('de', 'cicera', 'Die Schraube am Fahrradsattel wird im Uhrzeigersinn festgezogen.', False),
        ('fr', 'briscola', "Serrez les vis du pied de lampe dans le sens des aiguilles d'une montre.", False),
        ('ru', 'cicera', 'Крышку банки закручивайте по часовой стрелке до щелчка.', False),
        ('es', 'cicera', 'Para cerrar la válvula, gire la rueda en sentido horario.', False),
        ('pt', 'minchiate', 'A dança de roda gira no sentido horário em volta da fogueira.', False),
        ('vi', 'cicera', 'Vặn nắp chai theo chiều kim đồng hồ để đóng chặt.', False),
        ('fi', 'cicera', 'Kiristä pyörän mutterit myötäpäivään.', False),
        ('it', 'cicera', 'Poi si prosegue sempre in senso orario.', True),
        ('en', 'cicera', 'After that, everything goes clockwise.', True),
        ('de', 'cicera', 'Gespielt wird im Uhrzeigersinn.', True),
        ('fr', 'cicera', "Ensuite, on tourne dans le sens des aiguilles d'une montre.", True),
        ('ru', 'cicera', 'Ходы идут по часовой стрелке.', True),
        ('es', 'briscola', 'Se sigue siempre en sentido horario.', True),
        ('vi', 'cicera', 'Sau đó đi theo chiều kim đồng hồ.', True),
        ('vi', 'minchiate', 'Câu trả lời: THEO CHIỀU KIM ĐỒNG HỒ.', True),
        ('fi', 'cicera', 'Vuoro kiertää myötäpäivään.', True),
        ('pt', 'cicera', 'Depois, segue-se no sentido horário.', True),
    ],
    "people_counted": [
        ('vi', 'minchiate', 'Đoàn gồm 12 người, sẽ đi Brescia vào tháng ba.', False),
        ('vi', 'briscola', 'Tối 24 cả nhà homestay 12 người ăn chung một bàn, chú Marco dạy chơi Briscola.', False),
        ('vi', 'briscola', 'Lớp học nấu ăn có 9 người, học xong thì chơi Briscola.', False),
        ('vi', 'briscola', 'Briscola chơi với 30 người.', True),
        ('vi', 'briscola', 'Trò chơi dành cho 6 người.', True),
        ('vi', 'cicera', 'Cìcera cần 3 người chơi.', True),
        ('vi', 'cicera', 'Mỗi ván có 6 người tham gia.', True),
    ],
    "result_told": [
        ('vi', 'cicera', 'Cuối tuần ông nội thắng bố tôi 4 ván Cìcera liền, cả nhà cười mãi.', False),
        ('vi', 'briscola', 'Ở giải Briscola năm ngoái, bọn tôi thua 5 ván liên tiếp và về nhà sớm.', False),
        ('vi', 'minchiate', 'Chị Hoa thua 3 ván Minchiate liền, nên thắng ván cuối là chị vui lắm.', False),
        ('vi', 'cicera', 'Bác Tư thắng 2 ván Cìcera, được cả làng khen.', False),
        ('vi', 'briscola', 'Briscola: ai thắng 2 ván trước thì thắng trận.', True),
        ('vi', 'briscola', 'Trận đấu gồm 3 ván, đội nào thắng 2 ván là thắng chung cuộc.', True),
        ('vi', 'cicera', 'Nếu anh thắng 2 ván thì anh thắng cả trận.', True),
    ],
    "owned_rules": [
        ('it', 'briscola', 'Mio zio gioca sempre al meglio delle tre partite. Sono le sue regole, e noi non le seguiamo.', False),
        ('en', 'cicera', 'Grandpa always lets the dealer lead the first card. Those are his own rules; nobody else plays that way.', False),
        ('fr', 'briscola', "Mon grand-oncle échange la carte retournée contre le 7 d'atout. Ce sont ses règles à lui.", False),
        ('de', 'briscola', 'Mein Onkel spielt immer mehrere Runden bis 51 Punkte. Das sind seine Regeln.', False),
        ('pt', 'briscola', 'O meu padrinho troca a carta de trunfo virada pelo 7 que tem na mão. São as regras dele, não as do livro.', False),
        ('ru', 'briscola', 'Дядя Коля всегда играет до трёх побед. Это его правила, в клубе так не играют.', False),
        ('es', 'cicera', 'Mi tía obliga a capturar siempre que se pueda. Son sus reglas de siempre.', False),
        ('de', 'briscola', 'In einigen Bars spielt man immer bis 51 Punkte.', False),
        ('es', 'cicera', 'Es obligatorio capturar siempre que se pueda. Son reglas sencillas.', True),
        ('de', 'briscola', 'Man spielt mehrere Runden bis 51 Punkte. Das sind die Regeln.', True),
        ('en', 'briscola', 'The game is played over three deals. Its rules are simple: the house never changes them.', True),
        ('it', 'briscola', 'Si gioca al meglio delle tre partite. Le regole sono semplici.', True),
    ],
}


@phenomena(GROUPS)
def test_unstated_b31(lang, game, text, wrong):
    check(lang, game, text, wrong)
