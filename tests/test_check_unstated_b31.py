"""False errors on text that states no rule of ours (the thirty-first session, h197): sentences
written for this test in several languages, none copied from the corpus or the claims suite; each
phenomenon with near sentences that do state a rule and still get an error. Found on the dev
ordinary documents and batch 2027-01-10; each fixed as a phenomenon:

- **thing_way**: a clock's way told of a thing the sentence names (a screw, a tap, a pedal, a
  procession, a walk round a green) and nothing of a game is that thing's way, no direction of
  play, and no rendering of ours (``terms.things_way``); a way told alone ("Poi si prosegue
  sempre in senso orario", "Đáp án: THEO CHIỀU KIM ĐỒNG HỒ") is the way of the passage, play's in
  a rules text: still an error.
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
}


@phenomena(GROUPS)
def test_unstated_b31(lang, game, text, wrong):
    check(lang, game, text, wrong)
