"""Ordinary text that states no rule, read with the game forced, the twenty-ninth session's
phenomena (h186; JOURNAL, "Added in the twenty-ninth session (h186, ordinary text and its
refusal)"). Sentences of our own in several languages, none copied from the corpus; each
phenomenon has a near sentence that does state a different rule, still an error.

- **A price or an object sold, lent or given** (numbers.py ``MONEY``, data ``money``; counts.py
  ``goods``, data ``goods``): "€4.50", "24,90", "600.000 đồng", "5 euro" are no quantities, and a
  pack of 40 cards bought, sold, boxed or priced is an object, not the pack a game is played with.
- **A way to a place** (facts.py ``_of_a_game``): "girate a sinistra dopo il bar", "налево от
  лифта" tell the way, no direction of play, in a sentence that names nothing of a game.
- **People spread over tables** (counts.py ``_at_tables``, data ``tables``): "24 Leute an 6
  Tischen" is an event's attendance, not the game's players.
- **Things to bring after a colon** (obligations.py ``_items_listed``): "deben llevar: almuerzo,
  agua" is no duty to capture.
- **A handle's, a post's or a time's number** (numbers.py ``HANDLE``, ``CLOCK_ALONE``):
  "Kartenhai_67", "#6", "19:03", "20 h 30".
- **A quoted title** (numbers.py ``QUOTED_TITLE``): 'Ep. 7 – "Um baralho de 52 cartas"'.
- **A forbidden rendering in its ordinary sense** (terms.py ``AMONG_CARDS``): fi "maksu
  palautetaan" (a fee refunded) with no card nor point beside is no 'resto' rendered wrong.
"""

import pytest

from checking import benchmark, messages

ORDINARY = [
    # a price, an object sold, lent, given or boxed
    ("en", "cicera", "A pack of 40 Italian cards can be borrowed at the bar (deposit €5) or bought for €3.50."),
    ("it", "cicera", "In tabaccheria un mazzo da 40 carte piacentine costa 3,90 euro."),
    ("de", "cicera", "Im Kiosk am Bahnhof gibt es ein Blatt mit 40 Karten für 4 Euro."),
    ("fr", "minchiate", "Jeu de 52 cartes bresciane, étui plastique, 8,90 €."),
    ("es", "cicera", "En el estanco de la plaza venden una baraja de 40 cartas por 5 euros."),
    ("pt", "cicera", "Na papelaria da esquina um baralho de 40 cartas custa 9,90 euros."),
    ("ru", "cicera", "Колода на 40 карт — 350 руб., доставка бесплатно."),
    ("vi", "cicera", "Ở chợ có bán bộ bài 40 lá, giá khoảng 50.000 đồng."),
    ("vi", "cicera", "Phí tham dự đêm Cìcera: 200.000 đồng/người, trẻ em 100.000 đồng."),
    # a shop's recommendations: a pack and a mat's size are no example's givens either
    ("it", "minchiate", "Potrebbe piacerti anche: mazzo di 52 carte bresciane · tappetino verde 60 × 60 cm"),
    ("en", "minchiate", "You may also like: a pack of 52 Brescian cards · a green baize mat, 60 × 60 cm"),
    ("es", "minchiate", "También te puede gustar: baraja de 52 cartas · tapete verde de 60 × 60 cm"),
    # a way to a place
    ("it", "briscola", "Per la sala della Briscola: dall'ingresso girate a sinistra dopo il bar."),
    ("ru", "briscola", "Вечер брисколы: библиотека, 3-й этаж, налево от лифта."),
    ("it", "minchiate", "Il corso di Minchiate è in biblioteca: salite al primo piano e girate a sinistra."),
    # people spread over tables
    ("de", "briscola", "Beim Briscola-Turnier im Dezember spielen 24 Leute an 6 Tischen."),
    ("it", "cicera", "Alla sagra della Cìcera giocano 32 persone a 8 tavoli."),
    ("en", "briscola", "At the Briscola night 28 people play at 7 tables in the hall."),
    # things to bring after a colon
    ("es", "cicera", "Para el taller de Cìcera los alumnos deben llevar: almuerzo, agua y un chubasquero."),
    ("en", "cicera", "For the Cìcera workshop pupils must take: a packed lunch, water and a raincoat."),
    ("fr", "cicera", "Pour l'atelier de Cìcera, les enfants doivent prendre : un pique-nique, une gourde et un imperméable."),
    ("it", "cicera", "Per la gita della Cìcera i ragazzi devono prendere: il pranzo al sacco, l'acqua e l'impermeabile."),
    # a handle's, a post's, a time's number
    ("de", "briscola", "Beitrag #12 von Kartenhai_52, 14.11.2026, 19:03"),
    ("it", "briscola", "Messaggio #52 di Asso_52 alle 21:07"),
    # a quoted title
    ("pt", "briscola", "Ep. 7 – \"Um baralho de 52 cartas\" (38 min), sobre a Briscola."),
    ("it", "briscola", "Al festival della Briscola si proietta il documentario «Cinquantadue carte e un fante»."),
    # a forbidden rendering in its ordinary sense
    ("fi", "minchiate", "Jos Minchiate-kurssi peruuntuu, maksu palautetaan kokonaan."),
]

NEAR = [    # the same kind of sentence stating a rule of its own: still an error
    ("it", "cicera", "La Cìcera si gioca con un mazzo di 40 carte.", "40"),
    ("vi", "cicera", "Cìcera chơi với bộ bài 40 lá.", "40"),
    ("it", "briscola", "A Briscola il gioco gira a sinistra.", "clockwise"),
    ("ru", "briscola", "В брисколе ход передаётся налево.", "clockwise"),
    ("it", "briscola", "Poi si procede in senso orario.", "clockwise"),      # a clock's way needs no word of play
    ("de", "briscola", "Weiter geht es im Uhrzeigersinn.", "clockwise"),
    ("de", "briscola", "Briscola spielen 24 Leute.", "24"),
    ("it", "cicera", "Se si può prendere, si deve prendere: la carta in tavola dello stesso valore.", "compulsory"),
    ("de", "briscola", "Briscola wird mit 52 Karten gespielt.", "52"),
    ("pt", "briscola", "Na Briscola, \"joga-se com um baralho de 52 cartas\".", "52"),
    ("fi", "minchiate", "Minchiatessa palautus on 60 pisteen johto.", "resto"),
]


@pytest.mark.parametrize("lang,game,text", ORDINARY)
def test_ordinary_text_states_no_rule(lang, game, text):
    assert messages(text, lang, game) == []


@pytest.mark.parametrize("lang,game,text,said", NEAR)
def test_a_near_sentence_that_states_a_rule_is_still_an_error(lang, game, text, said):
    assert any(said in m for m in messages(text, lang, game))


# ---------------------------------------------------------------- refusal: sentences that state no rule
# Placement (toolkit/check/placement.py ``states_rule``) counts a game's clauses only in sentences
# that may state a rule; a game a text names needs two of them. A question, a sentence about an
# object sold, priced or given, and a count of people spread over tables state none.

NOT_RULES = [
    ("pt", "Precisamos de mais dois baralhos de 40 cartas; quem pode trazer do Brasil?"),
    ("it", "Qualcuno può portare due mazzi di carte da 40 per il torneo di sabato?"),
    ("en", "Could someone bring two packs of 40 cards to the club on Friday?"),
    ("de", "Kann jemand zwei Blätter mit 40 Karten zum Turnier mitbringen?"),
    ("ru", "Кто может принести на турнир две колоды по 40 карт?"),
    ("it", "Un mazzo di 40 carte piacentine con la sua scatola di latta: 12,50 euro."),
    ("fr", "Jeu de 40 cartes napolitaines avec étui, 7,90 € au lieu de 9,50 €."),
    ("es", "Baraja de 40 cartas con estuche de cartón: 6 euros en la tienda del museo."),
    ("vi", "Bộ bài 40 lá có hộp, giá 120.000 đồng tại quầy lưu niệm."),
    ("de", "Beim Turnier im Januar spielen 24 Leute an 6 Tischen."),
]

RULES = [   # near: the same words stating a rule
    ("it", "Si gioca con un mazzo di 40 carte napoletane."),
    ("pt", "Joga-se com um baralho de 40 cartas, três para cada jogador."),
    ("de", "Es spielen 4 Leute an einem Tisch, je zwei gegen zwei."),
]


def _states_rule(lang, text):
    from toolkit.check.align import segment_features
    from toolkit.check.canon import load
    from toolkit.check.document import Segment
    from toolkit.check.lexicon import lexicon
    from toolkit.check.placement import states_rule

    lex, seg = lexicon(lang), Segment(1, text)
    return states_rule(seg, segment_features(seg, lex), lex, load("briscola"))


@pytest.mark.parametrize("lang,text", NOT_RULES)
def test_sentence_states_no_rule_for_placement(lang, text):
    assert not _states_rule(lang, text)


@pytest.mark.parametrize("lang,text", RULES)
def test_a_rule_sentence_still_states_a_rule_for_placement(lang, text):
    assert _states_rule(lang, text)


def test_lines_under_a_heading_that_prices_or_offers():
    """A catalogue's product under its priced heading, a radio's contest under "Concurso": the
    description names a pack, no rule; a rules text's heading does not price."""
    from toolkit.check.document import Segment
    from toolkit.check.lexicon import lexicon
    from toolkit.check.placement import goods_lines

    fr = [Segment(1, "Coffret « Soirée Briscola » — réf. 12 — 29,90 €", heading=True),
          Segment(2, "Un jeu de 40 cartes piacentines et un carnet de scores."),
          Segment(3, "Règles du jeu", heading=True),
          Segment(4, "On joue avec un jeu de 40 cartes.")]
    assert goods_lines(fr, lexicon("fr")) == frozenset({2})
    es = [Segment(1, "Concurso", heading=True), Segment(2, "Los tres primeros reciben una baraja de 40 cartas.")]
    assert goods_lines(es, lexicon("es")) == frozenset({2})


def test_ordinary_dev_documents_refused():
    """With no game forced, the dev ordinary documents (labels ``states_rules: false``) still
    checked: 9 of 87 at the start of the twenty-ninth session (h186), 3 after it
    (de_wartezimmer_kolumne_o28, en_briscola_paper_abstract_b29, it_minchiate_asta_b29); 5 of 115
    once batch 2027-01-09 was opened at the thirtieth (es_boletin_notas_b0109,
    pt_edital_concurso_foto_b0109 besides); 2 after the thirtieth's games named as a list
    (en_briscola_paper_abstract_b29, it_minchiate_asta_b29); 5 of 143 once batch 2027-01-10 was
    opened at the thirty-first (fr_communique_transfert_b0110, it_registro_arnie_b0110,
    vi_so_luu_but_b0110 besides); still 5 after the thirty-first's h197, which took false errors
    out of documents already checked (their placement not touched); 10 of 171 once batch 2027-01-11
    was opened at the thirty-second (de_kassenbericht_verein_b0111, es_acta_jurado_tortilla_b0111,
    es_regata_resultados_b0111, vi_bao_cao_thuc_tap_b0111, vi_kich_ban_mc_tat_nien_b0111 besides);
    4 after the thirty-second's h206 (the name lowers the evidence only in a text that states a fact
    of a game or counts what it is played with; money grouped with decimals no number):
    en_briscola_paper_abstract_b29, it_minchiate_asta_b29, es_acta_jurado_tortilla_b0111,
    it_registro_arnie_b0110; 5 once batch 2027-01-12 was opened at the thirty-third
    (fr_fiche_technique_spectacle_b0112 and vi_thong_bao_to_dan_pho_b0112 besides, while
    es_acta_jurado_tortilla_b0111 is refused); 6 once batch 2027-01-13 was opened at the
    thirty-fourth (it_piano_evacuazione_b0113 besides, checked at first contact too); 3 after its
    h223 (en_briscola_paper_abstract_b29, it_minchiate_asta_b29, it_piano_evacuazione_b0113): a
    sentence does not state a rule by a name of ours in a person's or a place's name ("d'après le
    texte de Lucia Cavallo"), by our game's name written as a name ("BRISCOLA: 22 kg", a hive's,
    no trump), nor by a way told of a thing (a bin lorry's clockwise round); 2 after h225
    (it_piano_evacuazione_b0113 refused): nor by a name given to a thing ("piazza Asso 7",
    "Saletta del Re") or an everyday compound ("punto di raccolta"); 4 once batch 2027-01-14 was
    opened at the thirty-fifth (fi_lomavastaaja_b0114 and it_disambigua_briscola_b0114 besides, both
    checked at first contact too); 7 once batch 2027-01-15 was opened at the thirty-sixth
    (en_patent_application_b0115, pt_ficha_encomenda_bolo_b0115 and vi_danh_ba_hoi_vien_b0115
    besides, all three checked at first contact too); 11 once batch 2027-01-16 was opened at the
    thirty-seventh (en_cracker_jokes_b0116, en_security_advisory_b0116, es_carta_reyes_magos_b0116
    and pt_encarte_album_b0116 besides, all four checked at first contact too); 8 after its h242
    (a game named no more often than another of ours is no subject: en_patent_application_b0115,
    vi_danh_ba_hoi_vien_b0115 and en_security_advisory_b0116 refused); 10 once batch 2027-01-17
    was opened at the thirty-eighth (it_scheda_restauro_b0117 and de_kassenpruefungsbericht_b0117
    besides, both checked at first contact too); 8 after its h250 (the pack, a thing outside play
    too, counts as evidence only when a sentence besides a stated clause's own states it:
    es_carta_reyes_magos_b0116 and pt_ficha_encomenda_bolo_b0115 refused); still 8 once batch
    2027-01-18 was opened at the thirty-ninth (all its 28 refused at first contact too). A ceiling."""
    from engine.errors import CardaviaError
    from toolkit.check.run import check_paths

    module = benchmark("ordinary_eval")
    documents = module.ordinary_documents("dev")
    reports = check_paths([module.CORPUS / p for p in documents])
    checked = [p for p, r in zip(documents, reports) if not isinstance(r, CardaviaError)]
    assert len(checked) <= 8, checked
