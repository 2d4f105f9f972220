"""Rules stated in varied syntax (thirty-fourth session, h222): a belief set right ("many think
X, but Y": the correction says the text's rule with the belief's subject), a short verdict with a
negation before a colon (its negation does not reach the rule after it), a what / how-many
question whose answer is a bare number (the number fills the question's gap, for the values too),
a negation fronted in a phrase of its own with asides before the clause it negates, and a
likeness to another game ("wie beim Skat": the rule said is ours, not that game's).

Every sentence is written for this test, not taken from a claims file or the corpus. On the base
(d78dbf4) each one in ``DETECTED`` got no error, and the agreeing ``FALSE_BASE`` one a false error;
the near misses in ``SILENT`` must stay without an error.
"""

import pytest

from toolkit.check.document import parse
from toolkit.check.run import check_document


def errors(text: str, lang: str, game: str) -> list[str]:
    doc = parse(text.encode("utf-8"), "t.txt")
    return [f"{f.check}: {f.message}" for f in check_document(doc, lang, game).findings if f.severity == "error"]


DETECTED = [
    # a belief corrected, with a number: the correction's number in the belief's clause
    ("en", "briscola", "Plenty of people think a Re brings 4 points, but in truth it brings 5."),
    ("it", "briscola", "Tanti pensano che il Cavallo valga 3 punti, ma in verità ne vale 2."),
    ("ru", "briscola", "Многие считают, что король приносит 4 очка, однако он приносит целых 5."),
    ("fr", "briscola", "La plupart pensent que le Re rapporte 4 points, mais en réalité il en rapporte 6."),
    # a belief corrected, with no number: the belief denied (the duty turned) or the correction alone
    ("es", "briscola", "Muchos jugadores creen que no hace falta asistir al palo, pero en realidad hay que hacerlo siempre."),
    ("de", "briscola", "Viele meinen, man müsse nicht bedienen, doch tatsächlich ist das Pflicht."),
    ("it", "minchiate", "In tanti credono che il giro vada verso destra, ma in realtà si gira in senso orario."),
    # a short verdict with a negation before a colon
    ("en", "briscola", "No draw there: the side that made more tricks takes the game."),
    # a what / how-many question answered by a bare number
    ("en", "cicera", "Q: How many points is a Scùa worth? A: Three."),
    ("vi", "minchiate", "Hỏi: Mỗi lá Matto được bao nhiêu điểm?\nĐáp: Ba điểm."),
    # a negation fronted, asides between, before the clause with the modal word
    ("en", "cicera", "Under no circumstances, however tempting it looks, may a player just leave his card on the table when a capture is possible."),
    # a likeness to another game
    ("it", "minchiate", "Proprio come nella Scopa, anche qui il giro va in senso orario."),
    ("fr", "cicera", "Comme au Scopone, on joue ici dans le sens des aiguilles d'une montre."),
    # "not A but B": the winner denied, the partner after the contrast leads
    ("it", "minchiate", "La presa dopo non la apre chi l'ha vinta, ma il suo compagno."),
    ("pt", "minchiate", "A vaza seguinte não é aberta por quem a ganhou, mas sim pelo seu parceiro."),
    # the rule, then the alternative it rejects in a last piece opened by a negation
    ("pt", "briscola", "Ganha quem fizer mais vazas, não quem somar mais pontos."),
    ("ru", "briscola", "Побеждает тот, кто взял больше взяток, а не тот, у кого больше очков."),
    ("fi", "briscola", "Voittaja on se, jolla on enemmän tikkejä, ei se, jolla on enemmän pisteitä."),
]

FALSE_BASE = [
    # an adverbial of cause between the negation and the modal word
    ("es", "cicera", "Quien puede llevarse cartas no está por eso obligado a hacerlo."),
    ("es", "briscola", "No existe, en ningún momento y juegue lo que juegue el rival, obligación de asistir al palo."),
    ("en", "minchiate", "Beginners often assume the lead goes round the table. It does not: the player who won the trick leads the next."),
]

SILENT = [
    # the belief corrected to our rule
    ("en", "briscola", "Plenty of people think a Re brings 5 points, but in truth it brings 4."),
    ("it", "briscola", "Tanti pensano che il Cavallo valga 2 punti, ma in verità ne vale 3."),
    ("es", "briscola", "Muchos jugadores creen que hay que asistir al palo, pero en realidad no es obligatorio."),
    ("it", "minchiate", "In tanti credono che si giri in senso orario, ma in realtà si gira in senso antiorario."),
    # a belief with no rule in it, and a contrast that corrects nothing
    ("en", "briscola", "Many think Briscola is a game of luck, but it rewards a good memory."),
    ("fr", "briscola", "Beaucoup pensent que le jeu est long, mais une donne dure dix minutes."),
    # a verdict with no negation is a label ("Follow suit: optional"), and a verdict on our rule
    ("en", "briscola", "Following suit: optional."),
    ("en", "briscola", "No draw there: the side with the higher points total takes the game."),
    # a question answered by our number
    ("en", "cicera", "Q: How many points is a Scùa worth? A: One."),
    ("vi", "minchiate", "Hỏi: Mỗi lá Matto được bao nhiêu điểm?\nĐáp: Năm điểm."),
    # a fronted negation that is a condition's, and a likeness that states our rule
    ("en", "briscola", "If not, a player may play any card."),
    ("it", "minchiate", "Proprio come nei Tarocchi, anche qui il giro va in senso antiorario."),
    ("it", "minchiate", "La presa dopo non la apre il suo compagno, ma chi l'ha vinta."),
    ("fr", "cicera", "Celui qui peut prendre n'est pas pour autant obligé de le faire."),
    ("ru", "briscola", "Побеждает тот, у кого больше очков, а не тот, кто взял больше взяток."),
    ("es", "briscola", "Si no puedes seguir el palo, no estás obligado a fallar."),
    # a game named as a frame, not a likeness: that game's rule, at most a warning
    ("en", "cicera", "In Scopa you must take a single match before any sum."),
]


@pytest.mark.parametrize("lang, game, text", DETECTED)
def test_detected(lang, game, text):
    assert errors(text, lang, game), text


@pytest.mark.parametrize("lang, game, text", FALSE_BASE)
def test_no_false_error(lang, game, text):
    assert not errors(text, lang, game), errors(text, lang, game)


@pytest.mark.parametrize("lang, game, text", SILENT)
def test_silent(lang, game, text):
    assert not errors(text, lang, game), errors(text, lang, game)
