"""Words that only look like a rule's: a longer word or another gender that begins as a forbidden
term does ("cortile" is not "corte", "quadro" is not "quadra"), a forbidden word in its ordinary
sense ("valem o seu número": the card's own number), items of a value list parted by a middle dot,
and a practice dated to last year (someone else's, not ours)."""

import pytest

from checking import an_error, no_error

ANOTHER_WORD = [
    ("it", "cicera", "Dopo la partita si esce a fumare nel cortile, non nella sala."),
    ("it", "briscola", "Il campione del circolo ha vinto tre tornei di fila."),
    ("pt", "briscola", "O resultado fica anotado no quadro da associação: Ana 70, Rui 50."),
    ("pt", "cicera", "O cortador divide o baralho antes da distribuição."),
    ("es", "briscola", "Por cortesía, quien pierde baraja la próxima vez."),
]

THE_TERM_ITSELF = [
    ("it", "cicera", "Le carte di corte non entrano mai in una somma."),
    ("it", "cicera", "Le corti catturano solo una corte uguale."),
    ("pt", "briscola", "As cartas de quadra não têm valor? Têm: o Re vale 4."),
    ("es", "briscola", "Si los dos tienen 60, la partida queda sorteada."),
]

ORDINARY_SENSE = [
    ("pt", "cicera", "O Asso vale 1 e as cartas de 2 a 10 valem o número; as figuras não entram em somas."),
    ("pt", "cicera", "Nas somas cada carta numérica conta o seu número."),
]

VALUES_BY_DOT = [
    ("de", "minchiate", "Kartenwerte: Trümpfe 36–40: je 10 · Trümpfe 1, 10, 13, 20, 28, 30–35, Matto, jeder Re: je 5 · "
                        "Trümpfe 2–5: je 3 · alle übrigen Karten: 0."),
    ("it", "minchiate", "Valori: Tarocchi 36–40: 10 punti ciascuno • Tarocchi 1, 10, 13, 20, 28 e 30–35, Matto e Re: "
                        "5 punti ciascuno • Tarocchi 2–5: 3 punti ciascuno."),
]

WRONG_VALUE_BY_DOT = [
    ("de", "minchiate", "Kartenwerte: Trümpfe 36–40: je 10 · Trümpfe 1, 10, 13, 20, 28, 30–35, Matto, jeder Re: je 5 · "
                        "Trümpfe 2–5: je 5 · alle übrigen Karten: 0."),
    ("it", "minchiate", "Valori: Tarocchi 36–40: 10 punti ciascuno • Tarocchi 1, 10, 13, 20, 28 e 30–35, Matto e Re: "
                        "5 punti ciascuno • Tarocchi 2–5: 2 punti ciascuno."),
]

LAST_YEARS_PRACTICE = [
    ("en", "briscola", "Last year the club played the best of three games; now a single deal decides."),
    ("it", "briscola", "L'anno scorso si giocava al meglio delle tre partite."),
    ("de", "briscola", "Letztes Jahr spielten wir immer drei Partien, und wer zwei gewann, war Sieger."),
    ("fr", "briscola", "L'an dernier, on jouait en deux manches gagnantes."),
]

THIS_YEARS_RULE = [
    ("it", "briscola", "Si gioca al meglio delle tre partite."),
    ("en", "briscola", "The game is played as the best of three."),
]


@pytest.mark.parametrize("lang, game, text", ANOTHER_WORD)
def test_a_longer_word_that_begins_as_a_forbidden_term_is_another_word(lang, game, text):
    no_error(lang, game, text)


@pytest.mark.parametrize("lang, game, text", THE_TERM_ITSELF)
def test_the_forbidden_term_and_its_forms_are_still_errors(lang, game, text):
    an_error(lang, game, text, "terms")


@pytest.mark.parametrize("lang, game, text", ORDINARY_SENSE)
def test_a_cards_own_number_is_no_numeral_card(lang, game, text):
    no_error(lang, game, text)


@pytest.mark.parametrize("lang, game, text", VALUES_BY_DOT)
def test_values_parted_by_a_middle_dot_are_read_item_by_item(lang, game, text):
    no_error(lang, game, text)


@pytest.mark.parametrize("lang, game, text", WRONG_VALUE_BY_DOT)
def test_a_wrong_value_among_items_parted_by_a_dot_is_an_error(lang, game, text):
    an_error(lang, game, text)


@pytest.mark.parametrize("lang, game, text", LAST_YEARS_PRACTICE)
def test_a_practice_of_last_year_is_not_stated_as_ours(lang, game, text):
    no_error(lang, game, text)


@pytest.mark.parametrize("lang, game, text", THIS_YEARS_RULE)
def test_the_same_practice_stated_now_is_an_error(lang, game, text):
    an_error(lang, game, text)


NEVER_WINS_A_TRICK = [
    ("de", "minchiate", "Ausgespielt wurde die Regina Stäbe. Der Nächste legte den Matto, der nie einen Stich "
                        "gewinnt; dann kam der Re Stäbe, und der Vierte, ohne Stäbe, stach mit Trumpf 25."),
    ("de", "minchiate", "Ausgespielt wurde die Regina Stäbe. Der Nächste legte den Matto, der keinen Stich gewinnt; "
                        "dann kam der Re Stäbe, und der Vierte, ohne Stäbe, stach mit Trumpf 25."),
]

NEVER_SAID_OF_THE_WINNER = [
    ("de", "briscola", "Stäbe sind Trumpf. Ausgespielt wurde das Asso Schwerter, dann die Zwei Stäbe, die nie den "
                       "Stich gewinnt."),
]


@pytest.mark.parametrize("lang, game, text", NEVER_WINS_A_TRICK)
def test_a_negation_before_the_trick_and_its_verb_denies_the_win(lang, game, text):
    no_error(lang, game, text)


@pytest.mark.parametrize("lang, game, text", NEVER_SAID_OF_THE_WINNER)
def test_the_winner_said_never_to_win_is_an_error(lang, game, text):
    an_error(lang, game, text, "example")
