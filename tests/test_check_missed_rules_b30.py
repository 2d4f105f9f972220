"""Rule changes the checker missed (the thirtieth session, h192): each a phenomenon of how a
writer states another rule, read in general, on sentences written for this test in several
languages (none copied from the claims suite or the corpus), each group with near sentences that
state ours and must stay silent. The engine's outcomes behind the tricks are checked in
``test_tricks_on_the_engine``.

- **keeps_trick**: a card said to keep or hold the trick wins it ("le 3 garde le pli", "Kolmonen
  piti tikin": data ``trick_roles_more.keeps_trick``, nine languages);
- **reason_backs**: a reason backs the outcome it follows; a verdict read in it that leaves
  another winner ("… because you cannot beat an Asso with a 2": the Asso is the object of the
  denied beating) is a misreading (``tricks._reasons_backing``);
- **lead_denied**: the winner's lead of the next trick denied, no "but" after it ("the winner of a
  trick does not lead the next one; the turn goes to the player on his right":
  ``leaders.next_leader``, value "not_winner" or the neighbour);
- **previous_leader**: who leads told by who led the trick before ("the player who did not lead
  the previous one": data ``previous_trick``, ``leaders._previous_leader``);
- **only_when**: 'only' apart from the condition it restricts makes the Matto's play conditional
  ("o Matto só pode ser jogado quando …", "den Matto darf man nur spielen, wenn …":
  ``obligations.only_conditions`` with a verb of playing in reach);
- **row_label**: a numeral rank written as a word labelling a row or a line ("Sette: 1 punto", a
  table's "| Sieben | 1 |"): its value in digits after it (``values._items``, ``_a_value_word``
  no longer past the digit);
- **value_in_sums**: a value then where it holds ("il Re vale 10 nelle somme"): the word after the
  number is a function word, nothing counted (``values._counts_a_noun``; fi "lasketaan");
- **deal_closed**: the end of the deal named by its closing ("alla chiusura della smazzata",
  "à la clôture de la donne", "zum Abschluss der Runde": data ``at_end``), the lead left then
  rounded down; a lead said to remain during play ("… a resto is scored and 10 points remain")
  is no end (a verb of remaining alone was tried as the end and dropped: it is play's too);
- **palautus**: fi "palautus" for resto beside points in a long case ending or the lead
  (data ``card_context``);
- **superlative_then**: a rank called the highest, then the others each after 'then' ("The 3 is
  the strongest card, then the Asso, then the Re": ``claims._superlative_chain``);
- **of_the_suit**: an Italian comparative said of the suit or of all ("la carta più forte del
  seme", "di tutte") is the superlative (data ``claim_cues.superlative_of``);
- **beside_points**: two ranks compared in a clause of their own beside a clause giving points
  ("lá 2 mạnh hơn lá 8, và cả hai đều không có điểm": ``claims._points_clauses_blanked``).
"""

from __future__ import annotations

import pytest

from tests.checking import check, phenomena, trick

BRI_TRICK_3D_RS = {
    "en": "The 3 of Coins is led, the opponent plays the Re of Swords, and Swords are trumps. ",
    "fr": "Le 3 de Deniers est entamé, l'adversaire pose le Re d'Épées ; Épées est l'atout. ",
    "es": "Sale el 3 de Oros, el rival juega el Re de Espadas, y el triunfo es Espadas. ",
    "de": "Die 3 der Münzen wird ausgespielt, der Gegner legt den Re der Schwerter, und Schwerter sind Trumpf. ",
    "pt": "Sai o 3 de Ouros, o adversário joga o Re de Espadas, e o trunfo é Espadas. ",
    "ru": "Заходят с тройки Монет, соперник кладёт Re Мечей, а козыри — Мечи. ",
    "fi": "Kolikoiden 3 avattiin, vastustaja pelasi Miekkojen Ren, ja Miekat olivat valtti. ",
}
BRI_TRICK_AD_2C = {
    "en": "The Asso of Coins is led, the opponent plays the 2 of Cups, and Cups are trumps. ",
    "fr": "L'Asso de Deniers est entamé, l'adversaire pose le 2 de Coupes, et Coupes est l'atout. ",
    "fi": "Kolikoiden Asso avattiin, vastustaja löi Kuppien kakkosen, ja Kupit olivat valtti. ",
}
T, A = BRI_TRICK_3D_RS, BRI_TRICK_AD_2C

GROUPS = {
    "keeps_trick": ("briscola", [
        ("en", T["en"] + "The 3 holds the trick.", True),
        ("en", T["en"] + "The Re holds the trick.", False),
        ("fr", T["fr"] + "Le 3 garde le pli.", True),
        ("fr", T["fr"] + "Le Re garde le pli.", False),
        ("es", T["es"] + "El 3 se queda con la baza.", True),
        ("es", T["es"] + "El Re se queda con la baza.", False),
        ("de", T["de"] + "Die 3 behält den Stich.", True),
        ("de", T["de"] + "Der Re behält den Stich.", False),
        ("pt", T["pt"] + "O 3 fica com a vaza.", True),
        ("pt", T["pt"] + "O Re fica com a vaza.", False),
        ("ru", T["ru"] + "Тройка оставляет взятку за собой.", True),
        ("ru", T["ru"] + "Re оставляет взятку за собой.", False),
        ("fi", T["fi"] + "Kolmonen piti tikin.", True),
        ("fi", T["fi"] + "Re piti tikin.", False),
    ]),
    "reason_backs": ("briscola", [
        ("en", A["en"] + "The trick stays with the Asso, because you cannot beat an Asso with a mere 2.", True),
        ("en", A["en"] + "The trick goes to the 2, because you cannot beat a trump with an Asso of another suit.", False),
        ("fr", A["fr"] + "Le pli revient à l'Asso, car on ne bat pas un Asso avec un simple 2.", True),
        ("fr", A["fr"] + "Le pli revient au 2, car l'Asso ne bat pas un atout.", False),
        ("fi", A["fi"] + "Tikki meni Assolle, sillä Assoa ei lyödä kakkosella.", True),
        ("fi", A["fi"] + "Tikki meni kakkoselle, koska Assolla ei voi lyödä valttia.", False),
    ]),
    "lead_denied": ("minchiate", [
        ("en", "The winner of a trick does not lead the next one; the turn goes to the player on his right.", True),
        ("en", "Whoever wins a trick does not lead to the next.", True),
        ("fr", "Celui qui remporte le pli n'ouvre pas le suivant ; c'est au joueur à sa droite de jouer.", True),
        ("es", "Quien gana la baza no sale en la siguiente; le toca al jugador de su derecha.", True),
        ("de", "Wer den Stich gewinnt, spielt den nächsten nicht aus; dran ist der Spieler zu seiner Rechten.", True),
        ("en", "The winner of a trick leads the next one.", False),
        ("it", "Chi vince la presa esce per primo alla presa successiva.", False),
    ]),
    "previous_leader": ("briscola", [
        ("en", "After each trick, the next one is led by the player who did not lead the previous one.", True),
        ("en", "The player who led the previous trick leads the next one too.", True),
        ("it", "La presa successiva la apre chi non ha aperto quella precedente.", True),
        ("fr", "Le pli suivant est entamé par celui qui n'a pas entamé le précédent.", True),
        ("es", "En cada baza sale el jugador que no salió en la baza anterior.", True),
        ("de", "Den nächsten Stich spielt immer der Spieler aus, der den vorigen nicht ausgespielt hat.", True),
        ("en", "The next trick is led by whoever won the previous one.", False),
        ("it", "Esce per primo alla presa seguente chi ha vinto la precedente.", False),
        ("fi", "Seuraavan tikin aloittaa se, joka voitti edellisen tikin.", False),
    ]),
    "only_when": ("minchiate", [
        ("pt", "O Matto só pode ser jogado se você não tiver carta do naipe.", True),
        ("en", "The Matto may only be played when you cannot follow suit.", True),
        ("es", "El Matto solo puede jugarse cuando no tienes cartas del palo de salida.", True),
        ("fr", "On ne peut jouer le Matto que lorsqu'on n'a pas de carte de la couleur demandée.", True),
        ("de", "Den Matto darf man nur spielen, wenn man die ausgespielte Farbe nicht bedienen kann.", True),
        ("en", "The Matto may be played instead of any card, except when the King rule applies.", False),
        ("en", "The Matto only counts when it is among your captured cards at the end.", False),
        ("pt", "O Matto só conta quando está entre as cartas capturadas.", False),
    ]),
    "row_label": ("briscola", [
        ("it", "Sette: 1 punto.", True),
        ("de", "Sieben: 1 Auge.", True),
        ("ru", "Семь: 1 очко.", True),
        ("fi", "Seitsemän: 1 piste.", True),
        ("vi", "Bảy: 1 điểm.", True),
        ("it", "Sette: 0 punti.", False),
        ("de", "Drei: 10 Augen.", False),
        ("ru", "Тройка: 10 очков.", False),
    ]),
    "value_in_sums": ("cicera", [
        ("en", "The Re counts 13 in sums.", True),
        ("it", "Il Re vale 10 nelle somme.", True),
        ("fr", "Le Re compte 10 dans les sommes.", True),
        ("es", "El Caballo vale 9 en las sumas.", True),
        ("de", "Der Re zählt 10 bei Summen.", True),
        ("fi", "Summissa Ratsu lasketaan yhdeksäksi.", True),
        ("it", "Nelle somme l'Asso vale 1 e il Sette vale 7.", False),
        ("en", "In sums the Asso counts 1 and the 7 counts 7.", False),
    ]),
    "deal_closed": ("minchiate", [
        ("it", "Alla chiusura della smazzata restano 130 punti di differenza, che fanno 2 resti.", True),
        ("fr", "À la clôture de la donne, il reste 130 points d'écart, ce qui fait 2 resti.", True),
        ("es", "Al cierre de la mano quedan 130 puntos de diferencia, que valen 2 resti.", True),
        ("de", "Zum Abschluss der Runde bleiben 130 Punkte Vorsprung: 2 Resti.", True),
        ("it", "Alla chiusura della smazzata restano 130 punti di differenza, che fanno 3 resti.", False),
        ("it", "Quando il vantaggio arriva a 70 punti si segna un resto e restano 10 punti.", False),
        ("de", "Wir lagen 40 Punkte vorn, dann nahmen uns die Gegner 8 Punkte ab: bleiben 32 Vorsprung, kein Resto.", False),
        ("en", "When the lead reaches 70, a resto is scored and 10 points remain.", False),
    ]),
    "palautus": ("minchiate", [
        ("fi", "Aina kun johto nousee 60 pisteeseen, kirjataan yksi palautus.", True),
        ("fi", "Kun johto kasvaa 120:een, merkitään kaksi palautusta.", True),
        ("fi", "Johtokunta käsittelee palautukset kokouksessa.", False),
        ("fi", "Maksu palautetaan kokonaan.", False),
    ]),
    "superlative_then": ("briscola", [
        ("en", "The 3 is the strongest card, then the Asso, then the Re.", True),
        ("en", "The Asso is the strongest card, then the Re, then the 3.", True),
        ("it", "Il 3 è la carta più forte, poi l'Asso, poi il Re.", True),
        ("es", "El 3 es la carta más fuerte, luego el As, luego el Rey.", True),
        ("fr", "Le 3 est la carte la plus forte, puis l'As, puis le Re.", True),
        ("pt", "O 3 é a carta mais forte, depois o Ás, depois o Re.", True),
        ("ru", "Тройка — самая сильная карта, затем туз, затем король.", True),
        ("en", "The 4 is the weakest card, then the 2, then the 5.", True),
        ("en", "The Asso is the strongest card, then the 3, then the Re.", False),
        ("it", "L'Asso è la carta più forte, poi il 3, poi il Re.", False),
        ("fr", "L'As est la carte la plus forte, puis le 3, puis le Re.", False),
        ("fi", "Asso on vahvin kortti, sitten kolmonen, sitten Re.", False),
        ("en", "The 2 is the weakest card, then the 4, then the 5.", False),
    ]),
    "of_the_suit": ("briscola", [
        ("it", "Il 3 è la carta più forte del seme.", True),
        ("it", "Il Re è la carta più forte di tutte.", True),
        ("it", "L'Asso è la carta più forte del seme.", False),
        ("it", "Il 3 è più forte del Re.", False),
    ]),
    "beside_points": ("minchiate", [
        ("vi", "Trong chất Gậy, lá 2 mạnh hơn lá 8, và cả hai đều không có điểm.", True),
        ("en", "In Batons the 2 is stronger than the 8, and neither is worth any points.", True),
        ("vi", "Trong chất Gậy, lá 8 mạnh hơn lá 2, và cả hai đều không có điểm.", False),
        ("en", "In Batons the 8 is stronger than the 2, and neither is worth any points.", False),
    ]),
}


@phenomena(GROUPS)
def test_missed_rule(lang, game, text, wrong):
    check(lang, game, text, wrong)


TABLE = "| {0} | {1} |\n|---|---|\n| Asso | 11 |\n| {2} | 10 |\n| Re | 4 |\n| Cavallo | 3 |\n| Fante | 2 |\n| {3} | {4} |\n"


@pytest.mark.parametrize("lang,text,wrong", [
    ("it", TABLE.format("Carta", "Punti", "Tre", "Sette", 1) + "| le altre | 0 |\n", True),
    ("de", TABLE.format("Karte", "Augen", "Drei", "Sieben", 1) + "| alle übrigen | 0 |\n", True),
    ("it", TABLE.format("Carta", "Punti", "Tre", "Sette", 0), False),
    ("de", TABLE.format("Karte", "Augen", "Drei", "Sieben", 0), False),
])
def test_row_label_in_a_table(lang, text, wrong):
    """A Markdown table of card points whose row labels a numeral rank written as a word."""
    check(lang, "briscola", text, wrong, name="t.md")


@pytest.mark.parametrize("cards,trump,winner", [
    (["3D", "RS"], "S", 1),         # the trump Re takes the 3 led
    (["AD", "2C"], "C", 1),         # the trump 2 takes the Asso led
])
def test_tricks_on_the_engine(cards, trump, winner):
    assert trick("briscola", cards, trump)[0] == winner
