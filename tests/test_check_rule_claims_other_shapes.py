"""Rule claims in other shapes (h93): a question naming a case answered by the next sentence
with no "then" (the question is the answer's condition, not one asking what or who, an outcome or
a duty); a deal without a single capture (the no-capture tie); a total told first and joined by
"and" to a win, a total in words after "with", a negation in a clause of its own (no denial of
the win); a value in words before or after its trump, "whether alone or in a combination"; a
value before its card with the word for worth closing the clause, never across a comma; "if
not" alone (otherwise); "the same player" pointing back to the trick's winner; the Matto
"always" playable in place of a duty to follow or trump; "the points are not shared".
Sentences written for this test."""

from __future__ import annotations

import pytest

from checking import messages


# a question naming a case, then what happens, no "then": the tie is won by one side (ours: a draw)
CASE_ASKED = [
    ("it", "minchiate", "Pari nei resti netti a fine partita? Vince chi ha fatto l'ultima presa."),
    ("en", "minchiate", "Net resti level when the game ends? The team that took the last trick wins."),
    ("fr", "minchiate", "Resti nets à égalité en fin de partie ? L'équipe qui a fait le dernier pli gagne."),
    ("es", "minchiate", "¿Resti netos empatados al final? Gana el equipo que hizo la última baza."),
]


@pytest.mark.parametrize("lang,game,text", CASE_ASKED)
def test_a_question_naming_a_case_is_its_answers_condition(lang, game, text):
    assert any("tied result is won by one side" in e for e in messages(text, lang, game))


ASKED_NOT_A_CASE = [
    ("en", "minchiate", "What happens when the net resti are level? The team that took the last trick wins."),
    ("it", "minchiate", "Come finisce con i resti netti pari? Vince chi ha fatto l'ultima presa."),
]


@pytest.mark.parametrize("lang,game,text", ASKED_NOT_A_CASE)
def test_a_question_asking_what_is_no_condition(lang, game, text):
    assert not any("tied result" in e for e in messages(text, lang, game))


NO_CAPTURE = [
    ("it", "cicera", "Se una smazzata finisce senza nemmeno una presa, vince la squadra del mazziere."),
    ("en", "cicera", "If a deal ends without a single capture, the dealer's team wins it."),
    ("fr", "cicera", "Si une donne se termine sans aucune prise, l'équipe du donneur la gagne."),
]


@pytest.mark.parametrize("lang,game,text", NO_CAPTURE)
def test_a_deal_without_a_capture_is_the_no_capture_tie(lang, game, text):
    assert any("tied result is won by one side" in e for e in messages(text, lang, game))


THRESHOLD_60 = [
    ("en", "Sixty points and you have won, no need for more."),
    ("it", "Sessanta punti e hai già vinto — non ti serve nient'altro."),
    ("de", "Sechzig Punkte, und du hast gewonnen."),
    ("fr", "Soixante points et vous avez gagné, pas besoin de plus."),
    ("en", "With sixty points you have won."),
]


@pytest.mark.parametrize("lang,text", THRESHOLD_60)
def test_a_total_told_first_wins(lang, text):
    assert any("60 points is enough to win" in e for e in messages(text, lang, "briscola"))


@pytest.mark.parametrize("lang,text", [("en", "Sixty points are not enough to win."),
                                       ("it", "Sessantuno punti e hai vinto.")])
def test_a_total_denied_or_ours_is_no_error(lang, text):
    assert not any("enough to win" in e for e in messages(text, lang, "briscola"))


TRUMP_WORDS = [
    ("de", "Ob allein oder in einer Kombination: Sieben Punkte ist der Trumpf 29 immer wert."),
    ("de", "Der Trumpf 29 ist immer sieben Punkte wert."),
    ("it", "Il trionfo 29 vale sempre sette punti, da solo o in combinazione."),
    ("en", "Whether alone or in a combination, trump 29 is always worth seven points."),
]


@pytest.mark.parametrize("lang,text", TRUMP_WORDS)
def test_a_trump_value_in_words(lang, text):
    assert any("trumps are given a point value" in e for e in messages(text, lang, "minchiate"))


def test_a_trump_value_in_words_that_is_ours():
    assert not messages("Der Trumpf 1 ist fünf Punkte wert.", "de", "minchiate")


def test_a_value_before_its_card_with_worth_last():
    assert any("point value differs" in e for e in messages("Drei Punkte ist jeder Re wert.", "de", "minchiate"))
    assert not messages("Fünf Punkte ist jeder Re wert.", "de", "minchiate")


@pytest.mark.parametrize("lang,text", [
    ("de", "Jeder Re bringt fünf Punkte wert, Fante und Fantina hingegen nichts."),
    ("en", "Each Re is worth five points, Fante and Fantina nothing at all."),
])
def test_a_value_never_crosses_a_comma_to_the_next_card(lang, text):
    assert not any("point value" in e for e in messages(text, lang, "minchiate"))


@pytest.mark.parametrize("lang,text", [
    ("es", "Si los resti netos quedan en cero, hay empate; si no, gana quien tenga más."),
    ("en", "If the net resti come to zero the game is a tie; if not, the team with more wins."),   # ("is drawn" is the glossary's forbidden wording of a tie)
    ("it", "Se i resti netti sono zero la partita è pari; se no, vince chi ne ha di più."),
])
def test_if_not_alone_is_otherwise(lang, text):
    assert not messages(text, lang, "minchiate")


@pytest.mark.parametrize("lang,text,found", [
    ("de", "Wer den Stich gewonnen hat, zieht zuerst vom Talon; derselbe Spieler spielt dann wieder aus.", False),
    ("en", "Whoever won the trick draws first from the stock; the same player then leads again.", False),
    ("de", "Wer den Stich verloren hat, zieht zuerst; derselbe Spieler spielt dann aus.", True),
])
def test_the_same_player_points_back(lang, text, found):
    assert any("leads the next one" in e for e in messages(text, lang, "briscola")) == found


def test_the_same_player_who_started_is_a_fixed_seat():
    text = "Der Gewinner zieht zuerst, aber jeden Stich spielt derselbe Spieler aus, der das Spiel begonnen hat."
    assert any("same player" in e for e in messages(text, "de", "briscola"))


@pytest.mark.parametrize("lang,text", [
    ("en", "You must follow suit, or else trump; the Matto, though, may always be played in their place."),
    ("it", "Bisogna rispondere al seme o, se non si può, giocare un trionfo; il Matto però si può sempre giocare al loro posto."),
])
def test_the_matto_always_in_place_of_a_duty(lang, text):
    assert not any("Matto may be played" in e for e in messages(text, lang, "minchiate"))


def test_the_matto_always_alone_is_still_read():
    assert any("Matto may be played" in e for e in messages("The Matto can always be played, at any moment.", "en", "minchiate"))


@pytest.mark.parametrize("lang,text,found", [
    ("en", "If both teams have 20 cards, the 2 points are not shared.", False),
    ("it", "Se entrambe le squadre hanno 20 carte, i 2 punti non vengono divisi.", False),
    ("en", "If both teams have 20 cards, the 2 points are shared.", True),
])
def test_points_not_shared(lang, text, found):
    assert any("each side scores it" in e for e in messages(text, lang, "cicera")) == found


# a run of Asso, 2 and 3 of Swords scores 3 (ours); "a single point" is another score
ONE_POINT = [
    ("en", "- Napula: holding the Asso, 2 and 3 of Swords scores a single point."),
    ("it", "- Napula: chi ha Asso, 2 e 3 di Spade segna un solo punto."),
    ("de", "- Napula: wer Ass, 2 und 3 der Schwerter hat, bekommt einen einzigen Punkt."),
    ("fr", "- Napula : avoir l'As, le 2 et le 3 d'Épées rapporte un seul point."),
]


@pytest.mark.parametrize("lang,text", ONE_POINT)
def test_one_point_in_words_for_a_run(lang, text):
    assert any("run scores a different number" in e for e in messages(text, lang, "cicera"))


def test_three_points_in_words_for_a_run_is_ours():
    assert not messages("- Napula: holding the Asso, 2 and 3 of Swords scores three points.", "en", "cicera")


# trump 1 is worth 5, trumps 2 to 5 are worth 3 each, 36 to 40 worth 10
SAME_VALUE = [
    ("es", "El triunfo 1 vale cinco puntos, y lo mismo los triunfos 3 y 4.", True),
    ("en", "Trump 1 is worth five points, and the same goes for trumps 2 and 3.", True),
    ("it", "Il trionfo 1 vale 5 punti, e lo stesso vale per i trionfi 2, 3 e 4.", True),
    ("de", "Der Trumpf 1 zählt fünf Punkte, ebenso die Trümpfe 2 und 5.", True),
    ("it", "Il trionfo 40 vale 10 punti, e lo stesso i trionfi 36, 37, 38 e 39.", False),
    ("fr", "L'atout 40 vaut 10 points, et de même les atouts 36, 37 et 38.", False),
]


@pytest.mark.parametrize("lang,text,found", SAME_VALUE)
def test_the_same_value_for_the_trumps_named_after(lang, text, found):
    assert any("trumps are given a point value" in e for e in messages(text, lang, "minchiate")) == found


# nobody captured, said with a form of capturing the glossary's terms do not match: our tie
NOBODY_CAPTURED = [
    ("ru", "Если за раздачу никто ничего не взял, выигрывает команда сдающего."),
    ("fi", "Jos kukaan ei ota yhtään korttia, jakajan joukkue voittaa."),
    ("de", "Wenn niemand eine Karte nimmt, gewinnt das Team des Gebers."),
    ("ru", "Раздача, в которой никто ничего не взял? Выигрывает команда сдающего."),
]


@pytest.mark.parametrize("lang,text", NOBODY_CAPTURED)
def test_nobody_captured_in_other_forms(lang, text):
    assert any("tied result is won by one side" in e for e in messages(text, lang, "cicera"))


@pytest.mark.parametrize("lang,text", [
    ("ru", "Если чистые рести равны нулю, ничья; если нет, побеждает команда, у которой больше."),
    ("de", "Sind die Netto-Resti null, ist es unentschieden; wenn nicht, gewinnt das Team mit mehr."),
])
def test_if_no_alone_is_otherwise(lang, text):
    assert not messages(text, lang, "minchiate")


def test_a_question_asking_how_much_late_is_no_condition():
    assert not any("tied result" in e for e in messages(
        "Resti netti in parità alla fine, e adesso cosa? Vince la coppia dell'ultima presa.", "it", "minchiate"))
