"""The card played read by its place in a capture, not by a verb (issue #10, h237).

A Cìcera capture is told with the table's cards and one card besides them: the card in hand. Texts
often name it with a verb of having or arriving, or in another sentence than the taking ("I have
the Re of Cups. On the table …", "У меня Re Кубков, на столе …", "du hast die Stäbe-5", "Votre 5
arrive sur …"), and the cards taken by a word for 'both' or 'all' rather than by listing them. The
capture reader found no card played there (no verb of playing before it, no 'with'), so it read no
capture at all and the engine was never asked. Now a passage that names the table's cards and
exactly one card besides them, with a word for taking after the table's, tells that card as the
one played (``cicera_examples._held_card``); where it names two cards besides the table's, which
one is played is not read.

Every sentence here was written for this test (none taken from the corpus or the claims files).
The rows of WRONG have no capture error on the base (main at 005b61fb); the rows of RIGHT must stay
silent.
"""

import pytest

from checking import errors

CAPTURE = "the engine does not allow this capture"

WRONG = [
    # a court card takes one court card of its rank, never two
    ("en", "I have the Re of Cups. On the table lie the Re of Swords and the Re of Coins, and I take both of them."),
    # a sum must equal the card played: 2 + 3 + 4 is no 5
    ("de", "Auf dem Tisch liegen die Münzen-2, die Kelch-3 und die Schwerter-4, du hast die Stäbe-5. "
           "Du darfst alle drei Karten nehmen."),
    ("fr", "Sur la table : le 2 de Coupes, le 3 d'Épées et le 4 de Deniers ; vous avez le 5 de Bâtons. "
           "Vous ramassez les trois cartes."),
    ("ru", "У меня пятёрка Кубков, на столе двойка Мечей, тройка Монет и четвёрка Жезлов. Забираю все три карты."),
    ("es", "Tienes el Cavallo de Oros. En la mesa: el Cavallo de Copas y el Cavallo de Espadas. Te llevas los dos."),
]

RIGHT = [
    ("en", "I have the 6 of Cups. On the table lie the 2 of Swords and the 4 of Coins, and I take both."),
    ("ru", "У меня шестёрка Кубков, на столе двойка Мечей и четвёрка Монет. Забираю обе карты."),
    ("de", "Auf dem Tisch liegen die Münzen-2 und die Kelch-3, du hast die Stäbe-5. Du darfst beide Karten nehmen."),
    ("fr", "Sur la table : le 2 de Coupes et le 3 d'Épées ; vous avez le 5 de Bâtons. Vous ramassez les deux cartes."),
    # two cards besides the table's: which one is played is not read, no capture judged
    ("en", "I have the 6 of Cups and the Re of Swords. On the table lie the Re of Coins and the Re of Batons, "
           "and I take both."),
]


@pytest.mark.parametrize("lang,text", WRONG)
def test_a_capture_told_with_the_card_in_hand_is_replayed(lang, text):
    assert any(CAPTURE in m for m in errors(text, lang, "cicera")), errors(text, lang, "cicera")


@pytest.mark.parametrize("lang,text", RIGHT)
def test_an_allowed_capture_or_an_unread_hand_stays_silent(lang, text):
    assert not any(CAPTURE in m for m in errors(text, lang, "cicera")), errors(text, lang, "cicera")


# A capture's bonuses told over several sentences after it, one bonus each: a window of sentences
# that ends inside them reads part of the outcome; read with the rest of its paragraph the passage
# agrees (``cicera_examples``: the outcome runs on through each sentence naming a bonus;
# ``charity._bonuses_go_on``). Without this, each row of GOES_ON had an error once its capture was
# read; the rows of STILL_WRONG name a bonus the capture does not earn and keep theirs.
BONUSES = "the capture earns other bonuses"

GOES_ON = [
    ("en", "Marco has the 6 of Coins in his hand! On the table lie only the 2 and the 4 of Coins… and he "
           "takes them both! Table cleared, Scùa! And all of one suit, Simili! Two bonus points in one play!"),
    ("it", "Marco ha in mano il 6 di Denari! In tavola restano solo il 2 e il 4 di Denari… e se li prende "
           "tutti e due! Tavolo pulito, Scùa! E tutto dello stesso seme, Simili! Due punti di bonus in una giocata!"),
    ("de", "Marco hat die Münzen-6 auf der Hand! Auf dem Tisch liegen nur die Münzen-2 und die Münzen-4… und "
           "er nimmt beide! Tisch leer, Scùa! Und alles in einer Farbe, Simili! Zwei Bonuspunkte in einem Zug!"),
]

STILL_WRONG = [
    ("en", "Marco has the 6 of Coins in his hand! On the table lie only the 2 and the 4 of Coins… and he "
           "takes them both! Table cleared, Scùa! And all of one suit, Simili! And a Quadriglia too! "
           "Three bonus points in one play!"),
    ("it", "Marco ha in mano il 6 di Denari! In tavola restano solo il 2 e il 4 di Denari… e se li prende "
           "tutti e due! Tavolo pulito, Scùa! E tutto dello stesso seme, Simili! E anche Quadriglia! "
           "Tre punti di bonus in una giocata!"),
]


@pytest.mark.parametrize("lang,text", GOES_ON)
def test_bonuses_told_over_the_sentences_after_stay_silent(lang, text):
    assert not any(BONUSES in m for m in errors(text, lang, "cicera")), errors(text, lang, "cicera")


@pytest.mark.parametrize("lang,text", STILL_WRONG)
def test_a_bonus_not_earned_keeps_its_error(lang, text):
    assert any(BONUSES in m for m in errors(text, lang, "cicera")), errors(text, lang, "cicera")


# The held card's rank named alone again beside a table card of that rank ("Ich konnte die 5 allein
# nehmen"): which card it names is not read, so neither is the card played (an error without this).
SAME_RANK = [
    ("de", "Ich hatte die 5 der Kelche, auf dem Tisch lagen die 5 der Stäbe, die 2 der Münzen und die 3 der "
           "Schwerter. Ich konnte die 5 allein nehmen oder 2 + 3, ganz wie ich wollte."),
]


@pytest.mark.parametrize("lang,text", SAME_RANK)
def test_a_rank_of_the_hand_and_the_table_named_alone_reads_no_capture(lang, text):
    assert not any(m.startswith("example:") for m in errors(text, lang, "cicera")), errors(text, lang, "cicera")
