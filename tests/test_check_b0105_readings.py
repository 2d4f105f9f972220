"""Readings built for the fifteenth writer's batch (2027-01-05), each for a kind of construction
found in several writers' texts, tested in sentences of our own in several languages: the lead
that earns a resto said with a strict bound ("only once the lead is more than 60", "é preciso
passar dos 60"), where ours earns it at 60; a rank order given as the two ends of a range, its way
said by a label after an end ("from the 10 (high) to the Asso (low)") or by a word of going down
or up ("vom Asso hinunter bis zur 10"); a forbidden rendering of the trick or of the court cards read
where the sentence names its situation, whatever clause it aligns to ("qui gagne le tour", "le
dernier tour rapporte", "las cartas de corte"); a trick's outcome told in the past or with its verb
first ("der Stich ging an die 4", "blieb der Stich bei der 4", "la presa andò al 4"); a final lead
in a parallel example whose count of resti leaves the word out ("con 61, también uno solo")."""

from __future__ import annotations

import pytest

from tests.checking import errors, no_error

# ---------------------------------------------------------------- the lead that earns a resto

RESTO = "a lead of 61 points or more earns a resto"

STRICT = [
    ("en", "Our club's scorer writes down a resto only after a team has pulled more than 60 points clear."),
    ("it", "Nel corso della mano il resto si guadagna soltanto quando il distacco supera i 60 punti."),
    ("pt", "Para marcar um resto durante a partida, a diferença tem de passar dos 60 pontos."),
    ("de", "Erst wenn eine Seite über 60 Punkte Vorsprung hat, darf sie einen Resto notieren."),
    ("ru", "Resto записывают только тогда, когда разница в очках больше 60."),
    ("fi", "Restoa ei merkitä ennen kuin ero ylittää 60 pistettä."),
    ("vi", "Đội chỉ được ghi một resto khi cách biệt vượt quá 60 điểm."),
    ("fr", "Aucun resto n'est noté tant que l'écart ne dépasse pas 60 points."),
]


@pytest.mark.parametrize("lang,text", STRICT)
def test_a_resto_for_more_than_sixty_is_another_rule(lang, text):
    assert any(RESTO in e for e in errors(text, lang, "minchiate", only="claims")), text


OURS = [
    ("en", "The moment the gap between the two teams hits 60 or more, note one resto."),
    ("fr", "Dès que l'écart atteint 60 points, l'équipe inscrit un resto."),
    ("es", "Con al menos 60 puntos de ventaja se anota un resto."),
    # the end's rule: more than 60 rounds up to two, a count of resti besides one
    ("de", "Wer am Schluss mehr als 60 Punkte vorne liegt, bekommt 2 Resti."),
    ("it", "A fine mano tutto quello che supera i 60 si arrotonda: è un secondo resto."),
    ("pt", "No fim, mais de 120 pontos de diferença valem 3 resti."),
    # a negated bound at the end: one resto for a lead of 60 or less
    ("en", "At the end a lead of not more than 60 points still counts as one resto."),
]


@pytest.mark.parametrize("lang,text", OURS)
def test_a_resto_at_sixty_or_the_ends_rounding_is_no_error(lang, text):
    assert not any(RESTO in e for e in errors(text, lang, "minchiate", only="claims")), text


def test_a_game_without_resti_reads_no_threshold():
    no_error("en", "briscola", "More than 60 points win the deal.")


# ---------------------------------------------------------------- a rank order as a range

ORDER = "rank"      # "the rank order differs", or "the highest rank differs" where an end is called the highest

RANGED_WRONG = [
    ("en", "In Coins and Cups the numeral cards go from the 10 (high) to the Asso (low)."),
    ("fr", "Pour les Bâtons et les Épées, on classe les cartes numérales de l'Asso (la plus forte) au 10 (la plus faible)."),
    ("it", "Nelle Spade e nei Bastoni le carte numerali scendono dall'Asso (alta) al 10 (bassa)."),
    ("es", "En Oros y Copas las numerales van del 10 (fuerte) al Asso (débil)."),
    ("de", "Bei Münzen und Kelchen geht es von der 10 hinunter bis zum Asso."),
    ("en", "Swords and Batons: numerals rank from the Asso down to the 10."),
    ("vi", "Ở chất Tiền và Cốc, lá số xếp từ 10 (mạnh) xuống Asso (yếu)."),
]


@pytest.mark.parametrize("lang,text", RANGED_WRONG)
def test_a_range_of_ranks_the_wrong_way_is_an_error(lang, text):
    assert any(ORDER in e for e in errors(text, lang, "minchiate", only="claims")), text


RANGED_RIGHT = [
    ("en", "In Coins and Cups the numeral cards go from the Asso (high) to the 10 (low)."),
    ("fr", "Pour les Bâtons et les Épées, on classe les cartes numérales du 10 (fort) à l'Asso (faible)."),
    ("de", "Bei Münzen und Kelchen geht es vom Asso hinunter bis zur 10."),
    ("it", "Nelle Spade e nei Bastoni le numerali salgono dall'Asso fino al 10."),
    # no word for the way: a range either way
    ("es", "En Oros y Copas las numerales van del 10 al Asso."),
    # the members of a suit counted, then given as a range
    ("en", "Each of Coins and Cups holds ten numerals, from the 10 down to the Asso, and four court cards."),
]


@pytest.mark.parametrize("lang,text", RANGED_RIGHT)
def test_a_range_of_ranks_our_way_or_no_way_is_no_error(lang, text):
    assert not any(ORDER in e for e in errors(text, lang, "minchiate", only="claims")), text


def test_a_briscola_range_from_the_asso_down_to_the_two():
    no_error("en", "briscola", "Cards rank from the Asso (highest) down to the 2 (lowest).")
    assert any(ORDER in e for e in errors("Les cartes vont du 2 (fort) à l'Asso (faible).", "fr", "briscola",
                                          only="claims"))


# ---------------------------------------------------------------- a forbidden rendering read by its situation

SITUATED_WRONG = [
    ("fr", "briscola", "Le joueur qui gagne le tour prend les cartes et les pose devant lui.", "'trick'"),
    ("fr", "minchiate", "Chaque tour rapporte les points des cartes qu'il contient.", "'trick'"),
    ("es", "cicera", "Ni el Fante ni el Re: las cartas de corte no sirven para sumar.", "'court_card'"),
    ("pt", "cicera", "Nenhuma das cartas da corte entra numa soma.", "'court_card'"),
]


@pytest.mark.parametrize("lang,game,text,concept", SITUATED_WRONG)
def test_a_forbidden_rendering_where_its_concepts_situation_is_named(lang, game, text, concept):
    assert any(concept in e for e in errors(text, lang, game, only="terms")), text


SITUATED_RIGHT = [
    ("fr", "briscola", "Chacun joue à son tour, puis le gagnant ramasse le pli."),
    ("fr", "briscola", "Au premier tour de distribution, chaque joueur reçoit trois cartes."),
    ("pt", "cicera", "Quem faz o corte do baralho não recebe cartas a mais."),
    ("es", "cicera", "El corte lo hace el jugador de la izquierda y luego se reparten las cartas."),
    ("vi", "briscola", "Người thắng trò chơi được chia bài ván sau."),
]


@pytest.mark.parametrize("lang,game,text", SITUATED_RIGHT)
def test_the_word_in_its_own_sense_is_no_forbidden_rendering(lang, game, text):
    assert not errors(text, lang, game, only="terms"), text


# ---------------------------------------------------------------- a trick's outcome told in the past

NARRATED_WRONG = [
    ("de", "Kelche waren Trumpf. Anna spielte den Re Stäbe, Ben warf die 4 Stäbe ab. Der Stich ging an die 4."),
    ("de", "Kelche waren Trumpf. Anna spielte den Re Stäbe, Ben warf die 4 Stäbe ab. Also blieb der Stich bei der 4."),
    ("en", "Cups were trumps. Ann led the Re of Batons and Ben threw the 4 of Batons. The trick went to the 4."),
    ("it", "Coppe era briscola. Anna giocò il Re di Bastoni, Bruno rispose con il 4 di Bastoni. La presa andò al 4."),
    ("fr", "Coupes étaient atout. Anne joua le Re de Bâtons, Bruno le 4 de Bâtons. Le 4 prit le pli."),
    ("ru", "Козыри были Кубки. Анна пошла с Re Жезлов, Борис положил четвёрку Жезлов. Взятку забрала четвёрка."),
]


@pytest.mark.parametrize("lang,text", NARRATED_WRONG)
def test_a_trick_won_told_in_the_past_is_read(lang, text):
    assert "example: another card wins the trick" in errors(text, lang, "briscola"), text


NARRATED_RIGHT = [
    ("de", "Kelche waren Trumpf. Anna spielte den Re Stäbe, Ben warf die 4 Stäbe ab. So blieb der Stich beim Re."),
    ("en", "Cups were trumps. Ann led the Re of Batons and Ben threw the 4 of Batons. The trick stayed with the Re."),
    ("it", "Coppe era briscola. Anna giocò il Re di Bastoni, Bruno rispose con il 4 di Bastoni. La presa andò al Re."),
]


@pytest.mark.parametrize("lang,text", NARRATED_RIGHT)
def test_a_trick_told_in_the_past_as_ours_is_no_error(lang, text):
    no_error(lang, "briscola", text)


# ---------------------------------------------------------------- a parallel final lead, its word for resti left out

PARALLEL_WRONG = [
    ("en", "At the end of the deal a lead of 30 gives one resto; with 90, just one too."),
    ("pt", "No fim da mão, com 40 de vantagem, um resto; com 100, também um."),
    ("es", "Al terminar la mano, con 20 de ventaja, un resto; con 75, igualmente uno."),
]


@pytest.mark.parametrize("lang,text", PARALLEL_WRONG)
def test_a_parallel_final_lead_with_its_count_alone_is_read(lang, text):
    assert "example: the final lead earns a different number of resti" in errors(text, lang, "minchiate"), text


PARALLEL_RIGHT = [
    ("en", "At the end of the deal a lead of 30 gives one resto; with 90, two."),
    ("de", "Am Ende der Runde: bei 50 Vorsprung ein Resto, bei 70, zwei."),
    ("es", "Al terminar la mano, con 20 de ventaja, un resto; con 75, dos."),
]


@pytest.mark.parametrize("lang,text", PARALLEL_RIGHT)
def test_a_parallel_final_lead_counted_as_ours_is_no_error(lang, text):
    no_error(lang, "minchiate", text)
