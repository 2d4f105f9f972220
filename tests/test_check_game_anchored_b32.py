"""A rule is about the game (the thirty-second session, h205): a claim reader fired on a cue word
(a clock's way, a verb of taking under a duty) said of something else — a ferry, a parade, a
museum visit, a parcel, a bus — stated a rule of ours. Sentences written for this test in several
languages, none copied from the corpus or the claims suite; each phenomenon with near sentences
that do state a rule (subject implied, passive, impersonal, imperative) and still get an error.

- **thing_way_started**: a clock's way told of a thing that *starts* somewhere ("starting at the
  lighthouse", "parte dalla chiesa", "beginnt am Eingang", "bắt đầu từ cổng chính"): a word of
  starting or leading is no game entity (it is said of a visit, a parade, a service as well as
  of play), so it neither anchors the sentence to the game nor names a thing; the sentence's
  other words do (``terms.about_game``, ``terms.things_way``).
- **thing_taken**: a duty to take, pick up or collect something that is no card ("Wer ein Paket
  abholen möchte, muss …", "Chi vuole prendere il pullman deve …", "Visitors must take a ticket")
  is no duty to capture: the sentence names no game entity and names other things
  (``terms.about_game``, ``obligations.obligation``).
- **thing_tie**: a tie and who wins it said of a recipe, a cake, a photo contest's entry ("vince
  il dolce che ha ricevuto più voti") is no tied result of a game: a sentence naming no thing of
  the game and a thing beyond the words rules are written in states no fact of ours
  (``terms.loose_of_game`` in ``facts.stated_facts``); "In caso di parità vince chi ha più
  carte", "Bei Gleichstand gewinnt der Geber" stay errors.
- **own_sense_rendering**: a forbidden rendering in a sentence about something else is the
  word in its own sense ("attendre leur tour" at a canteen, a flat's purchase "сделка", a
  bakery's "negócio", a raffle's "sorteo"), no rendering of our concept
  (``terms._own_sense_here``); "Каждая сделка состоит из десяти взяток", "Cada negócio começa
  com três cartas" stay errors.
"""

from __future__ import annotations

from tests.checking import check, phenomena

GROUPS = {
    "thing_way_started": [
        ('en', 'cicera', 'The ferry leaves the pier and circles the island clockwise, starting at the lighthouse.', False),
        ('en', 'briscola', 'Beginning at the reception desk, the audio guide takes you round the gallery clockwise.', False),
        ('it', 'minchiate', 'La processione parte dalla chiesa e gira intorno alla piazza in senso orario.', False),
        ('it', 'cicera', 'Si comincia dal primo piano e la visita prosegue in senso orario tra le sale del museo.', False),
        ('de', 'cicera', 'Der Rundgang beginnt am Eingang und führt im Uhrzeigersinn durch die Ausstellung.', False),
        ('fr', 'briscola', "La visite commence au portail et se poursuit dans le sens des aiguilles d'une montre autour du cloître.", False),
        ('es', 'cicera', 'El desfile empieza en la plaza mayor y recorre el barrio en el sentido de las agujas del reloj.', False),
        ('vi', 'cicera', 'Đoàn diễu hành bắt đầu từ cổng chính rồi đi quanh hồ theo chiều kim đồng hồ.', False),
        ('pt', 'cicera', 'O cortejo começa na igreja matriz e dá a volta à praça no sentido horário.', False),
        ('it', 'cicera', 'Si gioca in senso orario, partendo dal mazziere.', True),
        ('de', 'cicera', 'Es wird im Uhrzeigersinn gespielt, beginnend beim Geber.', True),
        ('ru', 'cicera', 'Играют по часовой стрелке.', True),
        ('fi', 'cicera', 'Pelataan myötäpäivään, jakajasta alkaen.', True),
        ('en', 'briscola', 'The turn passes clockwise, starting with the dealer.', True),
        ('fr', 'cicera', "On commence par le donneur, puis on tourne dans le sens des aiguilles d'une montre.", True),
        ('es', 'cicera', 'Se juega en el sentido de las agujas del reloj, empezando por el repartidor.', True),
        ('vi', 'cicera', 'Ván bài đi theo chiều kim đồng hồ, bắt đầu từ người chia bài.', True),
        ('pt', 'cicera', 'Joga-se no sentido horário, começando pelo carteador.', True),
    ],
    "thing_taken": [
        ('de', 'cicera', 'Wer ein Paket abholen möchte, muss einen Abholschein und den Personalausweis mitbringen.', False),
        ('it', 'cicera', 'Chi vuole prendere il pullman delle 8 deve prenotare il posto entro venerdì.', False),
        ('en', 'cicera', 'Anyone who wants to take a kayak out must sign the safety form at the boathouse.', False),
        ('fr', 'cicera', "Pour prendre le train de nuit, il faut réserver sa couchette au guichet.", False),
        ('es', 'cicera', 'Quien quiera recoger las entradas tiene que enseñar el DNI en taquilla.', False),
        ('de', 'cicera', 'Wer nehmen kann, muss nehmen.', True),
        ('it', 'cicera', 'Chi può prendere deve prendere.', True),
        ('en', 'cicera', 'If you can capture, you must.', True),
        ('fr', 'cicera', 'La prise est obligatoire.', True),
        ('es', 'cicera', 'Es obligatorio capturar cuando se puede.', True),
    ],
    "thing_tie": [
        ('pt', 'cicera', 'Em caso de empate, ganha a receita com mais votos do público.', False),
        ('it', 'briscola', 'In caso di parità vince il dolce che ha ricevuto più voti dalla giuria.', False),
        ('en', 'cicera', 'In the event of a tie, the entry with the higher photo score takes the prize.', False),
        ('de', 'cicera', 'Bei Gleichstand gewinnt der Kuchen mit der schöneren Dekoration.', False),
        ('it', 'cicera', 'In caso di parità vince chi ha più carte.', True),
        ('pt', 'cicera', 'Em caso de empate, vence quem tiver mais Ouros.', True),
        ('de', 'cicera', 'Bei Gleichstand gewinnt der Geber.', True),
        ('en', 'briscola', 'In case of a tie, the dealer wins.', True),
    ],
    "own_sense_rendering": [
        ('fr', 'briscola', 'À la cantine, les petits doivent attendre leur tour devant le comptoir des desserts.', False),
        ('ru', 'cicera', 'Покупка квартиры — крупная сделка, её проверяет нотариус.', False),
        ('pt', 'minchiate', 'O negócio da padaria passou para o filho mais novo no ano passado.', False),
        ('es', 'cicera', 'Hubo empate entre dos vecinos, así que el sorteo de la cesta se repitió el domingo en el bar.', False),
        ('ru', 'cicera', 'Каждая сделка состоит из десяти взяток.', True),
        ('fr', 'briscola', 'Le joueur qui remporte le tour mène le suivant.', True),
        ('pt', 'cicera', 'Cada negócio começa com três cartas para cada jogador.', True),
    ],
}


XFAIL = {
    'Hubo empate entre dos vecinos, así que el sorteo de la cesta se repitió el domingo en el bar.':
        "every word but 'hubo' is in the checker's data for es (a bar, a Sunday, neighbours: cues of ordinary "
        "text), so the sentence names fewer than ELSE_WORDS things beyond the rules' vocabulary",
}


@phenomena(GROUPS, XFAIL)
def test_game_anchored_b32(lang, game, text, wrong):
    check(lang, game, text, wrong)
