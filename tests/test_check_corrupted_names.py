"""Corrupted names by phenomenon (issue #10): a game, bonus, card or term name of the glossary
misspelt in any language and inflected form is an error; the name's right forms (inflections,
the Italian plural, the accent-less spelling the glossary allows), transliterations the cue data
lists, and ordinary words of the language that happen to be close to a name are not.

Every sentence is written for this test (not taken from the corpus or the claims files); each
case was checked by hand: the misspelt word really is the name damaged, the clean word really is
a right form or an ordinary word.

How a word is judged (toolkit/check/terms.py ``misspelt``): it is close to a name (one letter
added, dropped, changed or two letters swapped, an accent added, moved or dropped where the
glossary has no such form, a doubled letter, the name damaged then inflected with an ending of the
language, a digit for a letter, a letter of another script that looks the same (ICU's confusable
skeletons), a name half in another script, the name glued to the word before it), is not a right
form, and is not a word of the language: rules/checker/near_names.yaml lists the words of each
language close to a name with how common they are (made by benchmarks/near_names.py from
wordfreq's lists). A common word is never a misspelling; a rare one is, only where the name would
stand: in a text about the game the name belongs to, and not beside another capitalised word (a
person's or a place's name); in a table whose rows name cards, a word close to a card's name is
that card misspelt.
"""

import pytest

from checking import NAME_CHECKS, errors_found


# (lang, game, sentence, the corrupted word as written)
CORRUPTED = [
    # two letters swapped, not neighbours
    ("pt", "briscola", "A Brisloca joga-se com 40 cartas entre dois jogadores.", "Brisloca"),
    ("it", "minchiate", "Tre tarocchi consecutivi dal 38 al 40 formano una vesricola.", "vesricola"),
    ("es", "minchiate", "Tres triunfos seguidos entre el 28 y el 30 forman una vercisola.", "vercisola"),
    # an accent added or moved on a short name
    ("de", "cicera", "Wer den Tisch mit einem Stich leert, erhält eine Scuà und einen Punkt.", "Scuà"),
    ("vi", "minchiate", "Lá Mátto luôn ở lại với đội đã chơi nó.", "Mátto"),
    ("fr", "minchiate", "Les cartes non distribuées forment la Fòla, qui ne sert pas aux plis.", "Fòla"),
    # a doubled letter on a short name, or undoubled (a word of three letters)
    ("vi", "briscola", "Lá Aso là lá mạnh nhất mỗi chất, được 11 điểm.", "Aso"),
    ("en", "minchiate", "The cards nobody is dealt make up the Folla and never take part in tricks.", "Folla"),
    ("es", "cicera", "Dejar la mesa vacía de una sola captura es una Scùua y vale 1 punto.", "Scùua"),
    # a dropped letter inside the name, also where the language's word list has it as a rare word
    ("it", "minchiate", "Chi gioca il Mato non vince mai la presa.", "Mato"),
    ("en", "minchiate", "The Mato never wins a trick, and its team keeps it.", "Mato"),
    ("fr", "cicera", "Prendre trois cartes de la table d'un coup vaut une Quadrigla de 1 point.", "Quadrigla"),
    # the last letter changed where the language does not inflect so
    ("fi", "minchiate", "Mattu ei koskaan voita tikkiä, vaan jää joukkueelle.", "Mattu"),
    ("de", "cicera", "Napulo zählt die Länge der ununterbrochenen Folge ab dem Asso der Schwerter.", "Napulo"),
    # a game's name given a plural it does not have (Minchiate is already plural)
    ("it", "minchiate", "Alle Minchiati si gioca con 97 carte, in quattro.", "Minchiati"),
    ("en", "minchiate", "The Minchiati deck has 97 cards.", "Minchiati"),
    # the name damaged, then inflected in the language
    ("fi", "minchiate", "Minciatessa pelataan 97 kortilla neljän pelaajan kesken.", "Minciatessa"),
    ("fi", "briscola", "Brsicolassa jaetaan kolme korttia kummallekin pelaajalle.", "Brsicolassa"),
    # a digit for a letter (OCR)
    ("it", "briscola", "La Br1scola si gioca in due con un mazzo di 40 carte.", "Br1scola"),
    ("en", "cicera", "The Napu1a needs the Asso, 2 and 3 of Swords.", "Napu1a"),
    # a letter of another script that looks the same (Cyrillic о, В)
    ("ru", "minchiate", "Команда всегда оставляет себе Mattо до конца сдачи.", "Mattо"),
    ("en", "briscola", "The Вriscola pack has 40 cards.", "Вriscola"),
    # a name half in another script
    ("ru", "briscola", "В Брисcola играют вдвоём колодой из 40 карт.", "Брисcola"),
    ("ru", "minchiate", "В Минchiate каждый получает 21 карту.", "Минchiate"),
    # the name respelt in the language's spelling, or given its accents and letters: half translated
    ("fi", "cicera", "Pöydän tyhjentäminen yhdellä otolla on Skua, ja siitä saa yhden pisteen.", "Skua"),
    ("de", "briscola", "Der Kavallo zählt 3 Punkte, der Fante 2.", "Kavallo"),
    ("es", "minchiate", "Antes de la primera baza se declaran las versículas de cada mano.", "versículas"),
    ("pt", "minchiate", "Cada vérsicula vale a soma dos valores das suas cartas.", "vérsicula"),
    # the name glued to the word before it
    ("ru", "minchiate", "В конце команда отдаёт соперникам одну взятую карту заMatto.", "заMatto"),
    ("it", "briscola", "Le regole dellaBriscola sono semplici: tre carte a testa.", "dellaBriscola"),
]


@pytest.mark.parametrize("lang,game,text,word", CORRUPTED)
def test_corrupted_name_is_an_error(lang, game, text, word):
    assert word in errors_found(text, lang, game, only=NAME_CHECKS)


# (lang, game, sentence): right forms and ordinary words near a name
CLEAN = [
    # inflections of the name in the language
    ("fi", "briscola", "Briscolan voittaa se, jolla on enemmän pisteitä, ja Briscolassa jaetaan kolme korttia."),
    ("fi", "minchiate", "Minchiatessa Matto ei koskaan voita tikkiä, ja Mattoa ei menetetä."),
    ("fi", "minchiate", "Folaan kuuluvat kortit eivät osallistu tikkeihin, ja Folan kortit näytetään."),
    ("de", "briscola", "Beim Briscolas gibt es keinen Zwang, Farbe zu bedienen."),
    # transliterations the cue data lists
    ("ru", "minchiate", "В Минкьяте играют вчетвером колодой из 97 карт."),
    ("ru", "briscola", "В брисколу играют вдвоём, каждому сдают по три карты."),
    # the Italian plural, in any language
    ("es", "briscola", "Las briscolas de antes se jugaban con baraja española de 40 cartas."),
    ("en", "minchiate", "Two versicole may be declared before play, and three Re form one of them."),
    ("fr", "minchiate", "Une avance de 120 points donne deux resti."),
    ("pt", "briscola", "Os Fanti valem 2 pontos cada e os Cavalli 3."),
    ("it", "cicera", "Due Quadriglie nella stessa smazzata valgono 2 punti."),
    # the accent-less spelling the glossary allows
    ("en", "cicera", "In Cicera, clearing the table with one capture is a Scua worth 1 point."),
    # ordinary words of the language close to a name
    ("pt", "minchiate", "Fala-se de versicola quando três trunfos seguidos estão na mesma mão."),
    ("pt", "cicera", "Cada equipa soma as suas cartas no fim, e a Scùa vale 1 ponto."),
    ("fr", "minchiate", "Sous le régime de 1790, le Matto vaut 5 points."),
    ("it", "minchiate", "Una gran folla guardava la partita: il Matto vale 5 punti."),
    ("de", "minchiate", "Die Karten liegen auf einer Matte; der Matto zählt 5 Punkte."),
    ("es", "cicera", "La Mata es el 2 de Espadas y vale 1 punto; nadie mata una carta."),
    ("en", "briscola", "Under the old regime of the club, the Asso was worth 11 points."),
    ("it", "briscola", "Il loro motto era semplice: l'Asso vale 11 punti."),
    # a footnote's mark after a name, and a digit for a letter in another word
    ("en", "minchiate", "Minchiate1 is played with 97 cards; the Matto2 never wins a trick."),
    # a rare word close to a name beside another capitalised word: a person's or a place's name
    ("en", "minchiate", "The rules were collected by Matteo Bianchi, who says the Matto stays with its team."),
    ("fr", "cicera", "Selon Marco Citera, la Cìcera se joue à quatre."),
    # a rare word close to a name, in a text about another game: not where the name would stand
    ("es", "briscola", "El Mato Grosso es una región de Brasil, donde también se juega con 40 cartas."),
]


@pytest.mark.parametrize("lang,game,text", CLEAN)
def test_right_form_or_ordinary_word_is_no_error(lang, game, text):
    assert errors_found(text, lang, game, only=NAME_CHECKS) == []


# ---------------------------------------------------------------- a card's slot in a table

def test_a_common_word_in_a_card_row_of_a_table_is_the_card_misspelt():
    # "Valente" (brave) is an ordinary Portuguese word, one letter from "Valete" (Fante's rendering);
    # in a table whose rows name cards it stands where the card's name would
    table = ("<table><tr><th>Carta</th><th>Pontos</th></tr><tr><td>Ás</td><td>11</td></tr>"
             "<tr><td>Rei</td><td>4</td></tr><tr><td>Valente</td><td>2</td></tr></table>")
    assert "Valente" in errors_found(table, "pt", "briscola", "t.html", only="names")


def test_the_same_word_in_a_sentence_is_an_ordinary_word():
    text = "Um jogador Valente arrisca o Ás logo na primeira vaza, que vale 11 pontos."
    assert "Valente" not in errors_found(text, "pt", "briscola", only=NAME_CHECKS)


def test_a_word_far_from_every_card_in_a_card_table_is_no_error():
    table = ("<table><tr><th>Card</th><th>Points</th></tr><tr><td>Asso</td><td>11</td></tr>"
             "<tr><td>Re</td><td>4</td></tr><tr><td>Rest</td><td>0</td></tr></table>")
    assert errors_found(table, "en", "briscola", "t.html", only="names") == []


@pytest.mark.parametrize("lang,text", [
    # "resto" is written in lower case: words of the language one letter from it are not it
    ("fr", "À la fin il reste une avance de 30 points, qui donne un resto."),
    ("it", "Alla fine resta un vantaggio di 30 punti: vale un resto."),
    ("en", "The rest of the lead, 30 points, still gives one resto at the end."),
    ("en", "Players who fail may resit the quiz; a lead of 30 points gives one resto."),     # rare "resit"
])
def test_a_word_one_letter_from_a_lower_case_name_is_no_misspelling(lang, text):
    assert errors_found(text, lang, "minchiate", only=NAME_CHECKS) == []
