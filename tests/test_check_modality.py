"""Obligations read by phenomenon: a modality cue (must / may / need not / is forbidden / it is up
to the player) with the scope of its negation (near, at a distance across an aside, double), about
an action named in the same clause or in the condition before it. Sentences written for this
test in the nine languages, compared with each game's spec."""

import pytest

from checking import MAY_FOLLOW as FOLLOW_FREE
from checking import MAY_TRUMP as TRUMP_FREE
from checking import MUST_CAPTURE as CAPTURE
from checking import MUST_FOLLOW as FOLLOW
from checking import MUST_TRUMP as TRUMP
from checking import stated_found


# Briscola: any card may be played (follow suit and trumping optional).
@pytest.mark.parametrize("lang,text,expected", [
    ("en", "You have to follow suit whenever you can.", [FOLLOW]),
    ("en", "You don't have to follow suit.", []),
    ("en", "You do not, however, have to follow suit.", []),
    ("en", "Following suit is not optional.", [FOLLOW]),
    ("en", "Nobody is required to follow suit or to trump.", []),
    ("en", "It is up to the player whether to follow suit.", []),
    ("en", "A player is never forced to play a trump.", []),
    ("en", "If you cannot follow suit, you must play a trump.", [TRUMP]),
    ("en", "Players must follow suit; trumping is optional.", [FOLLOW]),
    # a trump card, not the act of trumping: its own obligation is not the trump rule
    ("en", "The face-up card sets the trump suit and must be drawn last.", []),
    ("it", "La carta scoperta indica il seme di briscola (o atout) e deve essere pescata per ultima.", []),
    ("it", "Non si è mai obbligati a rispondere al seme.", []),
    ("it", "Bisogna sempre rispondere al seme, se possibile.", [FOLLOW]),
    ("it", "Chi non può rispondere al seme deve giocare una briscola.", [TRUMP]),
    ("it", "Sta al giocatore decidere se rispondere al seme.", []),
    ("fr", "On n'est jamais obligé de fournir.", []),
    ("fr", "Il faut toujours fournir la couleur demandée.", [FOLLOW]),
    ("fr", "Le joueur qui ne peut pas fournir doit couper.", [TRUMP]),
    ("fr", "Personne n'est tenu de fournir ni de couper.", []),
    ("de", "Man muss weder bedienen noch stechen.", []),
    ("de", "Es herrscht Farbzwang.", [FOLLOW]),
    ("de", "Es gibt keinen Farbzwang.", []),
    ("de", "Wer nicht bedienen kann, muss trumpfen.", [TRUMP]),
    ("es", "No es obligatorio asistir.", []),
    ("es", "Hay que asistir al palo siempre que se pueda.", [FOLLOW]),
    ("es", "Si no se puede asistir, hay que echar triunfo.", [TRUMP]),
    ("es", "Nadie está obligado a asistir ni a echar triunfo.", []),
    ("pt", "Não é obrigatório seguir o naipe.", []),
    ("pt", "É obrigatório servir o naipe de saída.", [FOLLOW]),
    ("pt", "Quem não tiver o naipe tem de jogar trunfo.", [TRUMP]),
    ("pt", "Ninguém é obrigado a servir.", []),
    ("ru", "Ходить в масть не обязательно.", []),
    ("ru", "Нужно всегда ходить в масть.", [FOLLOW]),
    ("ru", "Если нет карты нужной масти, игрок обязан положить козырь.", [TRUMP]),
    ("ru", "Никто не обязан ходить в масть.", []),
    ("fi", "Maata ei tarvitse tunnustaa.", []),
    ("fi", "Maata on pakko tunnustaa.", [FOLLOW]),
    ("fi", "Jos maata ei voi tunnustaa, täytyy pelata valtti.", [TRUMP]),
    ("vi", "Không bắt buộc phải theo chất.", []),
    ("vi", "Người chơi phải theo chất nếu có.", [FOLLOW]),
    ("vi", "Nếu không có chất đó thì phải đánh lá chủ.", [TRUMP]),
])
def test_briscola_obligations(lang, text, expected):
    assert stated_found(text, lang, "briscola") == expected


# Minchiate: follow suit, else trump (both compulsory).
@pytest.mark.parametrize("lang,text,expected", [
    ("en", "Nobody is obliged to follow suit.", [FOLLOW_FREE]),
    ("en", "If you cannot follow suit, you may play any card.", [TRUMP_FREE]),
    ("en", "You must follow suit; if you cannot, you must trump.", []),
    ("it", "Nessuno è tenuto a rispondere al seme.", [FOLLOW_FREE]),
    ("fr", "Le joueur qui ne peut pas fournir n'est pas obligé de couper.", [TRUMP_FREE]),
    ("de", "Bedienen ist Pflicht; wer nicht bedienen kann, muss stechen.", []),
    ("de", "Wer nicht bedienen kann, muss nicht stechen.", [TRUMP_FREE]),
    ("es", "Asistir es opcional.", [FOLLOW_FREE]),
    ("pt", "Seguir o naipe não é obrigatório.", [FOLLOW_FREE]),
    ("ru", "Ходить в масть не нужно.", [FOLLOW_FREE]),
    ("fi", "Kenenkään ei tarvitse tunnustaa maata.", [FOLLOW_FREE]),
    ("vi", "Không ai phải theo chất.", [FOLLOW_FREE]),
    ("vi", "Không ai bắt buộc phải đánh cùng chất.", [FOLLOW_FREE]),
])
def test_minchiate_obligations(lang, text, expected):
    assert stated_found(text, lang, "minchiate") == expected


# Cìcera: capturing is always optional.
@pytest.mark.parametrize("lang,text,expected", [
    ("en", "Capturing is compulsory whenever possible.", [CAPTURE]),
    ("en", "A capture, when possible, must be made.", [CAPTURE]),
    ("en", "You are never forced to capture.", []),
    ("en", "Nobody has to take cards from the table.", []),
    ("it", "Prendere è obbligatorio.", [CAPTURE]),
    ("it", "Non si è obbligati a prendere.", []),
    ("fr", "La prise est obligatoire dès qu'elle est possible.", [CAPTURE]),
    ("fr", "La prise n'est jamais obligatoire.", []),
    ("de", "Man muss nehmen, wenn man kann.", [CAPTURE]),
    ("de", "Nehmen ist freiwillig.", []),
    ("es", "Es obligatorio capturar cuando se pueda.", [CAPTURE]),
    ("pt", "Capturar é obrigatório.", [CAPTURE]),
    ("ru", "Брать карты обязательно.", [CAPTURE]),
    ("ru", "Брать карты не обязательно.", []),
    ("fi", "Ottaminen on pakollista.", [CAPTURE]),
    ("vi", "Bắt buộc phải ăn bài khi có thể.", [CAPTURE]),
    ("vi", "Không bắt buộc phải ăn bài.", []),
    # a refusal forbidden: an obligation
    ("en", "A possible capture cannot be refused.", [CAPTURE]),
    ("fr", "Une prise ne peut en aucun cas pas être refusée.", [CAPTURE]),
    ("es", "Si se puede capturar, no se puede rechazar la captura.", [CAPTURE]),
])
def test_cicera_capture(lang, text, expected):
    assert stated_found(text, lang, "cicera") == expected


# A modality cue in two parts ("va … fatta", "bleibt … überlassen") holds only within its clause:
# a second part inside a relative clause belongs to that clause, not to the cue.
@pytest.mark.parametrize("lang,text,expected", [
    ("it", "La presa va sempre fatta, quando è possibile.", [CAPTURE]),
    ("it", "Quando le mani sono vuote, le carte rimaste in tavola vanno alla coppia che ha fatto l'ultima "
           "presa, senza bonus.", []),
    ("it", "A fine smazzata le carte rimaste vanno a chi ha fatto l'ultima presa, senza bonus.", []),
])
def test_a_two_part_cue_does_not_reach_into_a_relative_clause(lang, text, expected):
    assert stated_found(text, lang, "cicera") == expected
