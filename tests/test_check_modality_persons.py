"""A duty or a choice stated in any grammatical person: rules texts address the reader ("vous
devez", "devi", "ihr müsst", "tens de") as often as they describe "the player" ("doit", "deve").
And a choice between two plays ("può scegliere se tagliare o scartare", "peut choisir si …") keeps
its object: the "if" word after a word of choice is "whether", not a condition. Finnish states a
duty with "on" and a passive participle ("on lyötävä valtilla"). Sentences written
for this test, checked by hand against each game's spec: in Briscola following suit is optional,
in Cìcera capturing is optional, in Minchiate a player void in the suit led must trump."""

import pytest

from checking import MAY_FOLLOW as FOLLOW_FREE
from checking import MAY_TRUMP as TRUMP_FREE
from checking import MUST_CAPTURE as CAPTURE
from checking import MUST_FOLLOW as FOLLOW
from checking import MUST_TRUMP as TRUMP
from checking import stated_found


@pytest.mark.parametrize("game,lang,text,expected", [
    # second person, singular and plural: a duty the site's Briscola does not have
    ("briscola", "fr", "Vous devez fournir à la couleur demandée chaque fois que vous le pouvez.", [FOLLOW]),
    ("briscola", "fr", "Tu dois toujours suivre la couleur demandée.", [FOLLOW]),
    ("briscola", "it", "Devi sempre rispondere al seme.", [FOLLOW]),
    ("briscola", "it", "Dovete rispondere al seme quando potete.", [FOLLOW]),
    ("briscola", "de", "Ihr müsst die Farbe bedienen.", [FOLLOW]),
    ("briscola", "pt", "Tens de seguir o naipe sempre que puderes.", [FOLLOW]),
    # ... and the same duty denied: our rule, no error
    ("briscola", "fr", "Vous n'êtes pas obligés de fournir à la couleur.", []),
    ("briscola", "fr", "Vous ne devez pas forcément fournir à la couleur.", []),
    ("briscola", "it", "Non devi rispondere al seme: puoi giocare qualsiasi carta.", []),
    ("briscola", "de", "Ihr müsst nicht bedienen.", []),
    # Cìcera: "you must take" is not our rule; "you need not" is
    ("cicera", "fr", "Si tu peux prendre, tu dois prendre.", [CAPTURE]),
    ("cicera", "it", "Se puoi prendere, devi farlo.", [CAPTURE]),
    ("cicera", "it", "Quando puoi prendere, non sei obbligato a farlo.", []),
    # Minchiate: a free choice between trumping and discarding is not our rule
    ("minchiate", "it", "Chi non ha carte del seme di uscita può scegliere se tagliare con un tarocco "
                        "o scartare una carta di un altro seme.", [TRUMP_FREE]),
    ("minchiate", "it", "Chi non ha carte del seme di uscita deve giocare un tarocco.", []),
    ("minchiate", "fr", "Vous devez fournir à la couleur demandée ; sinon vous devez couper.", []),
    # the choice's object in a clause of its own: de "ob", set off by a comma, before or after
    ("minchiate", "de", "Wer die Farbe nicht bedienen kann, darf frei wählen, ob er einen Trumpf spielt oder abwirft.", [TRUMP_FREE]),
    ("minchiate", "de", "Wer nicht bedienen kann, kann selbst entscheiden, ob er trumpft.", [TRUMP_FREE]),
    ("minchiate", "de", "Ob man bedient, bleibt dem Spieler überlassen.", [FOLLOW_FREE]),
    ("briscola", "de", "Ob man bedient, bleibt dem Spieler überlassen.", []),
    ("minchiate", "it", "Se non puoi rispondere al seme, decidi tu se tagliare o scartare.", [TRUMP_FREE]),
    # a trick ("Stich") is not trumping, and a duty of the writer's is no rule of play
    ("briscola", "de", "Um zu bestimmen, welche Karte einen Stich gewinnt, müssen wir zuerst die Rangfolge festlegen.", []),
    # Finnish necessity: "on" + a passive participle in -ttava / -tava, whoever must
    ("briscola", "fi", "Jos et voi tunnustaa maata, on lyötävä valtilla.", [TRUMP]),
    ("briscola", "fi", "Maata ei tarvitse tunnustaa.", []),
    ("cicera", "fi", "Jos voit ottaa kortteja pöydästä, sinun on otettava ne.", [CAPTURE]),
    ("minchiate", "fi", "Maata on tunnustettava; jos se ei onnistu, on pelattava valtti.", []),
])
def test_duties_in_every_person(game, lang, text, expected):
    assert stated_found(text, lang, game) == expected
