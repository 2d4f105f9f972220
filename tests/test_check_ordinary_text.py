"""Ordinary text that states no rule, read with the game forced (benchmarks/ordinary_eval.py;
JOURNAL, "Added in the twenty-eighth session (h182 …)"): each sentence below names one of our
games but tells a time, a count of people or packs, a result, a person's name, a way to go; each
is read as a phenomenon, not by its words. Sentences of our own in several languages, not copies of
the data. Each phenomenon has a near sentence that does state a different rule, still an error
(the reading is not deaf).

- **A time of day** (numbers.py ``CLOCK``): "14:00–16:30", "18h30–20h" are no range of ours.
- **A result told** (data ``lost_past`` beside ``won_past``; "N out of N"): "perse tre partite di
  fila", "cinq parties sur cinq" are an evening's news, not a match of several deals.
- **A comparison of frequency** (data ``frequency``): "loses more often" compares no totals.
- **Packs counted or in general** (data ``packs_plural``; the pack's word right after the number):
  "6 Blätter Bresciane-Karten", "baralhos de 78 cartas para tarô" are no count of the game's pack.
- **People at an event** (data ``approximate``, vi ``companions``): "khoảng 30 người", "năm
  người bạn" are who came, not the game's players.
- **A person's or a place's name** beside a name's lookalike: "Matteo Rovere".
- **A way something goes** (data ``directions``): "gira a destra" of a bus is no seat of the dealer's.
"""

import pytest

from checking import benchmark, messages

ORDINARY = [
    ("en", "minchiate", "The pottery class meets on Wednesdays, 14:00–16:30, in room 5; bring your Minchiate cards for the break."),
    ("ru", "minchiate", "Экскурсия по городу 10:00–11:30, потом турнир по минкьяте в кают-компании."),
    ("es", "minchiate", "Taller de Minchiate en la biblioteca: martes 10:00–12:00."),
    ("de", "minchiate", "Minchiate-Abend im Vereinsheim, Einlass 19:00–21:30."),
    ("it", "briscola", "Domenica il nonno perse tre partite di fila a Briscola con il sindaco."),
    ("es", "briscola", "El sábado pasado mi abuelo perdió tres partidas seguidas a la Briscola con el cura."),
    ("fr", "briscola", "Cinq parties sur cinq à la Briscola, contre la famille Rossi !"),
    ("pt", "briscola", "Três partidas de três, contra os irmãos Souza, na Briscola de domingo!"),
    ("en", "briscola", "My uncle loses at Briscola more often than anyone else in the village."),
    ("de", "cicera", "Für den Cìcera-Abend im Gemeindehaus brauchen wir noch 6 Blätter Bresciane-Karten."),
    ("fr", "cicera", "Pour la fête du club de Cìcera il nous faut encore 5 jeux de cartes bresciane."),
    ("pt", "briscola", "Na loja da esquina também há baralhos de 78 cartas para tarô, ao lado das cartas de Briscola."),
    ("ru", "minchiate", "В магазине продаются и колоды из 78 карт для таро, рядом с картами для минкьяте."),
    ("vi", "briscola", "Buổi giao lưu Briscola tối nay có khoảng 30 người tham dự."),
    ("vi", "briscola", "Ông chơi Briscola mỗi chiều với năm người bạn cũ."),
    ("vi", "minchiate", "Biên kịch: Matteo Rovere. Phim nói về bộ bài Minchiate."),
    ("it", "briscola", "Il pulmino per la gara di Briscola parte alle 8 dalla piazza e poi gira a destra verso il lago."),
    ("es", "briscola", "El autobús del torneo de Briscola sale a las 9 y luego gira a la derecha hacia el puerto."),
]

NEAR = [    # the same kind of sentence stating a rule of its own: still an error
    ("it", "briscola", "La Briscola si gioca al meglio delle tre partite: vince chi ne vince due.", "several deals"),
    ("fr", "briscola", "À la Briscola on joue deux parties sur trois.", "several deals"),
    ("en", "briscola", "At the end of the deal, the player with fewer points wins.", "lower total wins"),
    ("de", "briscola", "Briscola wird mit einem Blatt von 52 Karten gespielt.", "52"),
    ("pt", "briscola", "A Briscola joga-se com um baralho de 52 cartas.", "52"),
    ("vi", "briscola", "Briscola chơi với 30 người.", "30"),
    ("fi", "briscola", "Briscolaa pelaa 40 pelaajaa.", "40 players"),
    ("vi", "minchiate", "Trong Minchiate, lá Mato được 5 điểm.", "Matto is misspelt"),
    ("it", "briscola", "A Briscola inizia il giocatore alla destra del mazziere.", "dealer's right"),
]


@pytest.mark.parametrize("lang,game,text", ORDINARY)
def test_ordinary_text_states_no_rule(lang, game, text):
    assert messages(text, lang, game) == []


@pytest.mark.parametrize("lang,game,text,said", NEAR)
def test_a_near_sentence_that_states_a_rule_is_still_an_error(lang, game, text, said):
    assert any(said in m for m in messages(text, lang, game))


def test_ordinary_dev_documents_ceiling():
    """benchmarks/ordinary_eval.py --split dev: 31 errors on 14 of 59 documents at the start of the
    twenty-eighth session (h182), 10 on 5 after it; 31 on 14 of 87 once batch 2027-01-08 (holdout
    until then, 28 ordinary documents) was opened at the twenty-ninth (h186), 9 on 5 after it; 30 on
    13 of 115 once batch 2027-01-09 (holdout until then, 28 ordinary documents) was opened at the
    thirtieth, 21 on 10 after a mover's way was no longer read as play's direction; 48 on 19 of 143
    once batch 2027-01-10 (holdout until then, 28 ordinary documents) was opened at the thirty-first,
    33 on 14 after it (h197): a clock's way told of a thing the sentence names (a pedal, a walk
    round a green) is no direction of play, vi "12 người" counts people and "tụi mình thua 2 ván"
    tells a result; 69 on 26 of 171 once batch 2027-01-11 (holdout until then, 28 ordinary
    documents) was opened at the thirty-second, 46 on 20 after it (h205): a claim reader's cue
    said of a thing that names no thing of the game (a trolley's or a service's clockwise round,
    a parcel to pick up, a jury's tie and raffle, a lease's "сделка") states no rule of ours; 55
    on 25 of 199 once batch 2027-01-12 (holdout until then, 28 ordinary documents) was opened at
    the thirty-third; 77 on 33 of 227 once batch 2027-01-13 (holdout until then, 28 ordinary
    documents, 22 errors on 8 of them at first contact) was opened at the thirty-fourth, 71 on 32
    after its h223: a name of ours in a person's name ("puheenjohtaja Riitta Kuningas", an
    illustrator "Pep Caballé": a given name of three letters that is no function word) is no
    card's name translated or misspelt; 76 on 35 of 255 once batch 2027-01-14 (holdout until
    then, 28 ordinary documents, 5 errors on 3 of them at first contact) was opened at the
    thirty-fifth; 92 on 43 of 283 once batch 2027-01-15 (holdout until then, 28 ordinary
    documents, 16 errors on 8 of them at first contact) was opened at the thirty-sixth; 122 on 52
    of 311 once batch 2027-01-16 (holdout until then, 28 ordinary documents, 30 errors on 9 of them
    at first contact) was opened at the thirty-seventh; 121 on 51 after its h242 (a capture verb
    in a long subject clause before a modal that rules a verb of its own is no duty); 135 on 58 of
    339 once batch 2027-01-17 (holdout until then, 28 ordinary documents, 14 errors on 7 of them
    at first contact) was opened at the thirty-eighth; 170 on 65 of 367 once batch 2027-01-18
    (holdout until then, 28 ordinary documents, 35 errors on 7 of them at first contact) was
    opened at the thirty-ninth; 167 on 64 after its h258 (a way round a thing that is no thing of
    the game — walking round an atrium to a club's room — is no direction of play: measured 135 on
    58 → 132 on 57 with batch 2027-01-18 left out, so at most 167 on 64 with it). A ceiling, not to
    be raised without a reason."""
    module = benchmark("ordinary_eval")
    documents = module.ordinary_documents("dev")
    summary = module.summary(documents, module.forced_errors(documents))
    assert summary["errors"] <= 167 and summary["documents_with_error"] <= 64
