"""Following suit said as playing "the suit that was led" in the writer's own words, not the
glossary's term ("la couleur jouée en premier", "el palo que salió", "масть, с которой зашли",
"aloitetun maan kortti"; data ``rule_claims.suit_led_more``), and a Finnish duty whose cue is the
verb of playing itself ("se on pelattava"). Ours: Briscola has no duty to follow suit. A
permission to play any card stays no error. Sentences written for this test."""

import pytest

from checking import error_findings


def follow_errors(text, lang):
    return [f for f in error_findings(text, lang, "briscola")
            if f.check == "claims" and "following suit is compulsory" in f.message]


@pytest.mark.parametrize("lang,text", [
    ("en", "You must always play a card of the suit that was led if you have one."),
    ("fr", "Si vous avez une carte de la couleur jouée en premier, vous devez la jouer."),
    ("es", "Quien tenga una carta del palo que salió debe jugarla."),
    ("pt", "Quem tiver carta do naipe jogado primeiro tem de a jogar."),
    ("ru", "Если у вас есть карта той масти, с которой зашли, вы должны её положить."),
    ("fi", "Jos sinulla on aloitetun maan kortti, sinun on pelattava se."),
    ("fi", "Jos sinulla on aloitetun maan kortti, se on pelattava."),
    ("de", "Wer eine Karte der zuerst gespielten Farbe hat, muss sie spielen."),
])
def test_a_duty_to_play_the_suit_led_is_an_error(lang, text):
    assert follow_errors(text, lang)


@pytest.mark.parametrize("lang,text", [
    ("en", "You may play any card, even if you hold a card of the suit that was led."),
    ("fr", "Vous pouvez jouer n'importe quelle carte, même si vous avez la couleur jouée en premier."),
    ("es", "Se puede jugar cualquier carta aunque se tenga el palo que salió."),
    ("pt", "Pode-se jogar qualquer carta, mesmo tendo o naipe jogado primeiro."),
    ("ru", "Можно положить любую карту, даже если есть масть, с которой зашли."),
    ("fi", "Voit pelata minkä tahansa kortin, vaikka sinulla olisi aloitettua maata."),
])
def test_any_card_is_no_error(lang, text):
    assert not follow_errors(text, lang)
