"""Words as a language writes them (JOURNAL, "Added in the twenty-ninth session (mine …)"): each
phenomenon read for itself, in sentences of our own, each beside a near sentence that states
another rule and must still get an error.

- **A Finnish clitic after a name's case ending** (fi data ``name_clitics``, expanded in
  lexicon.py): "Mattoakaan", "Briscolassakin", "Fantehan" are the name inflected, not glued to a
  fragment of another word; "Mattoaukko" still is.
- **A term counted in a case** (examples.py ``_named_amounts``, ``exact``): fi "yhden restin",
  "kaksi restiä" name resti as "yksi resti" does, so a final lead's resti are read whatever the
  case.
- **A number after an article that marks the plural** (data ``cicera_examples.plural_article``):
  fr "on prend les trois", es "se lleva las tres", it "prende le tre" count the cards taken, the
  whole table; "le trois" would be one card.
- **A gerund of starting whose object is the game** (data ``start_gerund``, facts.py
  ``_gerund_frames``): "Cominciando a giocare, …", "En commençant une nouvelle partie, …",
  "Начиная новую партию, …" tell when, not who starts: the opponent on the left who then cuts is
  no first player; "Cominciando dal giocatore alla sinistra" names one.
- **A word denied, then corrected** (terms.py ``_denied_then_corrected``, data
  ``claim_cues.but_rather``): "не по часовой стрелке, а против часовой стрелки", "nicht im
  Uhrzeigersinn, sondern gegen den Uhrzeigersinn" name the forbidden direction only to deny it;
  "in senso orario, non antiorario" still states it.
- **A negation inside a longer word** (obligations.py ``negation_spans``, ``NEGATION_ENDING``):
  pt, es "nadador" (a swimmer) is no form of "nada"; a negation takes an ending of gender, number
  or case ("keiner", "ninguém"), no more, so the rule after it is read.
- **A point given per side** (data ``tie_shares.each``: it "per parte", es "por bando", pt "para
  cada lado", de "pro Partei", as en "per side" and fr "par camp" were): a tie that scores for
  both.
- **A German separable verb split** (de data ``starts``: "fängt … an", "geht … los", "kommt …
  heraus", as "spielt … aus" was): "Links vom Geber fängt es an" says who starts.
- **A permission to trump over holding the suit** (facts.py ``_trump_despite_suit``, data
  ``claim_cues.even_when`` with "mesmo tendo", "даже имея", …): "even if you hold the suit led,
  you may trump" says following suit is optional — in Minchiate another rule, in Briscola ours.
- **Some one place** (data ``others_some``: it "qualche", es "algún", pt "algum", beside the
  plurals): "in qualche osteria … si dà un punto per parte, ma da noi no" is others' practice;
  "in qualche modo" names no holder.
- **A negation in an aside of its own** (facts.py ``_negated_here``): "— не спорь, дружище!",
  ", non discutere!" deny nothing of who starts; "not the dealer, but …" still does.
- **One verdict per example** (run.py ``_one_per_example``): passages of a few sentences that
  overlap read the same example; the same verdict a few lines on is kept once, from the tighter
  passage.
- **A name written one same other way throughout** (run.py ``_steady_spelling``): three lines of
  "Folla" and never "Fola" are a text's own spelling (a 1798 manual), warnings; the same
  misspelling beside the name written ours stays an error.
"""

import pytest

from checking import check, errors, findings, phenomena

CASES = {
    "clitic": [
        ("fi", "minchiate", "Jos maan ensimmäinen lähtö on jo valtattu, on pelattava kuningas – Mattoakaan ei silloin saa käyttää.", False),
        ("fi", "briscola", "Briscolassakin jaetaan aluksi kolme korttia kullekin pelaajalle.", False),
        ("fi", "minchiate", "Mattokin on viiden pisteen arvoinen, kuten neljä kuningasta.", False),
        ("fi", "minchiate", "Mattoaukko voidaan pelata minkä tahansa kortin sijasta.", True),
    ],
    "term_in_a_case": [
        ("fi", "minchiate", "Lopussa 60 pisteen johto antaa yhden restin, tasapeli ei mitään.", False),
        ("fi", "minchiate", "Lopussa 120 pisteen ero tuottaa kaksi restiä.", False),
        ("fi", "minchiate", "Lopussa 60 pisteen johto antaa kaksi restiä, tasapeli ei mitään.", True),
        ("fi", "minchiate", "Lopussa 61 pisteen johto antaa vain yhden restin.", True),
    ],
    "plural_article": [
        ("fr", "cicera", "Sur la table le 2 de Deniers, le 3 de Bâtons et le 5 d'Épées ; on joue le 10 de Coupes et on prend les trois.", False),
        ("es", "cicera", "En la mesa hay un 2, un 3 y un 4; juegas el 9 y te llevas las tres.", False),
        ("it", "cicera", "Sul tavolo ci sono un 2, un 3 e un 4: giochi il 9 e prendi le tre.", False),
        ("fr", "cicera", "Sur la table le 2, le 3 et le 5 ; on joue le 7 et on prend les trois.", True),
        ("es", "cicera", "En la mesa hay un 2, un 3 y un 4; juegas el 8 y te llevas las tres.", True),
    ],
    "starting_as_a_time": [
        ("it", "minchiate", "Cominciando a giocare, il mazziere pone le carte davanti all'avversario a sinistra, che alza.", False),
        ("it", "minchiate", "Iniziando una nuova partita, si mescola bene e si fa alzare al giocatore di sinistra.", False),
        ("pt", "minchiate", "Começando uma nova partida, baralham-se bem as cartas e o carteador entrega o baralho ao adversário da esquerda, que corta.", False),
        ("fr", "minchiate", "En commençant une nouvelle partie, on mêle bien les cartes et le donneur présente le paquet à l'adversaire de gauche.", False),
        ("ru", "minchiate", "Начиная новую партию, карты хорошо тасуют, и сдающий кладёт колоду перед противником слева.", False),
        ("it", "minchiate", "Cominciando dal giocatore alla sinistra del mazziere, si gioca in senso antiorario.", True),
        ("it", "minchiate", "Quando il giocatore alla sinistra del mazziere comincia a giocare, si va in senso antiorario.", True),
        ("ru", "minchiate", "Игру начинает игрок слева от сдающего.", True),
    ],
    "denied_then_corrected": [
        ("ru", "cicera", "Ходы идут не по часовой стрелке, а против часовой стрелки.", False),
        ("it", "cicera", "Si gioca non in senso orario ma in senso antiorario.", False),
        ("de", "cicera", "Gespielt wird nicht im Uhrzeigersinn, sondern gegen den Uhrzeigersinn.", False),
        ("fr", "cicera", "On joue non pas dans le sens des aiguilles d'une montre, mais dans le sens inverse.", False),
        ("pt", "cicera", "Joga-se não no sentido horário, mas no sentido anti-horário.", False),
        ("fi", "cicera", "Peli etenee ei myötäpäivään vaan vastapäivään.", False),
        ("vi", "cicera", "Lượt chơi không theo chiều kim đồng hồ mà ngược chiều kim đồng hồ.", False),
        ("it", "cicera", "Si gioca in senso orario, non antiorario.", True),
        ("ru", "cicera", "Ходы идут по часовой стрелке, а не против.", True),
    ],
    "negation_inside_a_word": [
        ("pt", "briscola", "Aviso do nadador-salvador pelo megafone, posto 7: «Na Briscola, quem perde a vaza é o primeiro a jogar na vaza seguinte.»", True),
        ("es", "briscola", "El socorrista nadador grita: «En la Briscola, quien pierde la baza es el primero en jugar en la siguiente.»", True),
        ("de", "briscola", "Beim Briscola muss keiner Farbe bekennen.", False),
        ("pt", "briscola", "Na Briscola ninguém é obrigado a assistir ao naipe.", False),
        ("de", "briscola", "Beim Briscola muss jeder Farbe bekennen.", True),
    ],
    "a_point_per_side": [
        ("it", "cicera", "Se a fine mano le carte sono pari, 26 a 26, si dà un punto per parte.", True),
        ("es", "cicera", "Si al final de la mano las cartas están empatadas, 26 a 26, se da un punto por bando.", True),
        ("pt", "cicera", "Se no fim da mão as cartas empatam, 26 a 26, dá-se um ponto para cada lado.", True),
        ("de", "cicera", "Sind die Karten am Ende gleich, 26 zu 26, gibt es einen Punkt pro Partei.", True),
        ("es", "cicera", "Si al final de la mano las cartas están empatadas, 26 a 26, nadie se lleva el punto.", False),
        ("it", "cicera", "Se a fine mano le carte sono pari, 26 a 26, il punto non va a nessuno.", False),
    ],
    "separable_verb": [
        ("de", "cicera", "Bauernregel zum Cìcera: »Links vom Geber fängt es an, dann gegen den Uhrzeigersinn voran.«", True),
        ("de", "cicera", "Es fängt der Spieler links vom Geber an.", True),
        ("de", "cicera", "Beim Spieler links vom Geber geht es los.", True),
        ("de", "cicera", "Rechts vom Geber fängt es an, dann geht es gegen den Uhrzeigersinn weiter.", False),
    ],
    "trump_despite_the_suit": [
        ("pt", "minchiate", "Nas Minchiate, mesmo tendo cartas do naipe puxado, você pode cortar com trunfo se quiser.", True),
        ("it", "minchiate", "Nelle Minchiate, anche se hai carte del seme di uscita, puoi tagliare con un trionfo se vuoi.", True),
        ("en", "minchiate", "In Minchiate, even if you hold cards of the suit led, you may trump if you like.", True),
        ("es", "minchiate", "En las Minchiate, aunque tengas cartas del palo de salida, puedes fallar con un triunfo si quieres.", True),
        ("fr", "minchiate", "Aux Minchiate, même si vous avez des cartes de la couleur demandée, vous pouvez couper avec un atout si vous voulez.", True),
        ("ru", "minchiate", "В минкьяте, даже имея карты заказанной масти, можно бить козырем, если хочется.", True),
        ("fi", "minchiate", "Minchiatessa saa lyödä valtilla, vaikka kädessä olisi pelattua maata.", True),
        ("it", "briscola", "Nella Briscola, anche se hai carte del seme di uscita, puoi tagliare con una briscola se vuoi.", False),
        ("it", "minchiate", "Nelle Minchiate, anche se hai carte del seme di uscita, non puoi tagliare con un trionfo.", False),
    ],
    "in_some_one_place": [
        ("it", "cicera", "Nota per chi viene da fuori: in qualche osteria della Bassa sul 26 a 26 si dà un punto per parte, ma da noi no.", False),
        ("es", "cicera", "Ojo: en algún bar del pueblo, con 26 a 26 se da un punto por bando, pero aquí no.", False),
        ("pt", "cicera", "Atenção: em algum bar da vila, com 26 a 26 dá-se um ponto para cada lado, mas aqui não.", False),
        ("it", "cicera", "In qualche modo, sul 26 a 26 si dà un punto per parte.", True),
        ("es", "cicera", "En algún momento, con 26 a 26 se da un punto por bando.", True),
    ],
    "negation_in_an_aside": [
        ("ru", "cicera", "Рэп-куплет: «В Cìcera первым ходит сам сдающий, дальше против часовой — не спорь, дружище!»", True),
        ("en", "cicera", "In Cìcera the dealer himself plays first — don't argue, mate!", True),
        ("it", "cicera", "A Cìcera gioca per primo il mazziere, non discutere!", True),
        ("en", "cicera", "The first lead is never the dealer's: it falls to the player on his right.", False),
        ("en", "cicera", "Not the dealer himself, but the player on his right plays first.", False),
        ("it", "cicera", "Non inizia il mazziere, ma il giocatore alla sua destra.", False),
    ],
}


@phenomena(CASES)
def test_inflection_and_counts(lang, game, text, wrong):
    check(lang, game, text, wrong)


STEADY = """Die Folla bleibt nach dem Geben liegen.
Wer gibt, darf die Folla ansehen.
Am Ende zählt die Folla für die Partei, die den letzten Stich macht.
"""


def test_a_name_written_one_other_way_throughout_is_a_warning():
    found = [f for f in findings(STEADY, "de", "minchiate") if f.check == "names" and f.found == "Folla"]
    assert len(found) == 3 and all(f.severity == "warning" and "throughout" in f.message for f in found)


def test_the_same_slip_beside_the_name_written_ours_is_an_error():
    text = STEADY + "Die Fola wird vor dem Spiel gezeigt.\n"
    assert sum(f.startswith("names") for f in errors(text, "de", "minchiate")) == 3


def test_a_slip_on_two_lines_stays_an_error():
    text = "\n".join(STEADY.splitlines()[:2]) + "\n"
    assert sum(f.startswith("names") for f in errors(text, "de", "minchiate")) == 2


ONE_EXAMPLE = """Bonificaciones de una captura (se suman entre sí): Scùa, 1 punto, si dejas la mesa limpia;
Simili, 1 punto, si la carta jugada y las que te llevas son del mismo palo; Quadriglia, 1 punto,
si te llevas tres o más cartas de la mesa de una vez.

Un ejemplo: en la mesa hay un 2 de Oros, un 3 de Bastos y un 5 de Espadas; juegas el 10 de
Copas y te llevas las tres. Eso es Scùa, o sea un punto y nada más, porque los palos no coinciden.
"""


def test_one_verdict_per_example_read_from_overlapping_passages():
    """run.py ``_one_per_example``: the passage from the bonuses' list on and the example's own
    read the same capture (the 10 takes 2 + 3 + 5: Scùa and Quadriglia, 2 points on the engine,
    not Scùa alone); each verdict once, on the example's lines."""
    found = [f for f in findings(ONE_EXAMPLE, "es", "cicera") if f.severity == "error"]
    assert sorted(f.message for f in found) == ["the bonuses add up to a different total",
                                                "the capture earns other bonuses"]
    assert all(f.line >= 5 for f in found)
