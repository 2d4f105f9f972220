"""Readings mended on claims dev-m (the seventh writer's single claims, opened at the eighteenth
session), each as a phenomenon with agree/differ cases written for this test in several
languages, no sentence copied from the claims:

- **players named by a capital letter** ("A entame …; B joue …") are players also where the
  letter opens a sentence ("B remporte le pli"), once the letter is told inside one;
- **a claim said to be untrue** ("it is not true that you must follow suit", "Es stimmt nicht,
  dass …": data ``rule_claims.denied_that``) has its modality denied;
- **cards left on the table by a verb of leaving** ("…, leaving the 2 and the 4": data
  ``example_structure.leaving``) lie on the table, untaken, with no word for the table needed;
- **a bonus said absent after its name** (ru "Picada нет": data ``absent``) is denied;
- **a word for a packet that is also a verb** (pt "leva", takes) sizes no packets in a sentence
  that names no card and no dealing;
- **a term kept as a name in the language's own spelling** (pt, es "versícola", the glossary's
  ``lang_forms``) is the concept's term for the claim readers;
- **"worth nothing" said in words** ("não vale nada": data ``rule_claims.no_value``) is our 0;
  **an amount of points** ("5 points each") does not take the place of a number of ours that
  is no amount ("three or four Re"), nor of one our sentence says as a word for one ("одной
  комбинацией");
- **an exception after "instead of"** (fi "kortin sijasta, paitsi Ren …") names no card the
  Matto stands in for;
- **a rank order read from the top** ("from the top", "von oben": data ``descending``,
  ``ascending``); **an ordinal made of a number word** (vi "thứ hai", the second: data
  ``rule_claims.ordinal_prefix``) is a place, no rank; a rank of several words ("lá 3") is no
  gap in a list; **a word for the lowest of several words** ("самая младшая карта") is one
  word, its reach counted from its end;
- **the lead denied to the winner and given to "the player on his left"** ("no la abre quien
  ganó, sino el de su izquierda") is the winner's neighbour;
- **a total that wins by a condition of making it** ("if you make 60 points": data
  ``claim_cues.makes_total``) or **a game said to be yours** ("the game is yours": data
  ``winning_more``) is a winning threshold;
- **a German verb-first capture** ("Nimmt die 9 die einzige 9 vom Tisch": data
  ``cicera_examples.verb_first``) has its subject first, the card played; **a sweep named**
  ("ein Abräumen") says the table is emptied (data ``example_roles.empty``);
- **two sides' totals against each other** ("61 against 59 — that is enough"): the second is no
  threshold, what follows the pair is said of the first;
- **a negative pronoun** (ru "нечем ответить в масть": data ``negation``) says the hand is
  void;
- **a permission negated across words** (fr "n'avez pas le droit de": data ``permitted``) of
  the alternative makes the action compulsory; **a dash between spaces ends a clause** for the
  obligation readers ("any card — unless …");
- **a number answering a question of how many** (data ``claim_cues.how_many``) is read in the
  question;
- **a rate per card said after its unit** (pt, es "a 4 pontos cada": data
  ``beyond_reading.per_card``) gives the bonus beyond 42;
- **a final difference named by a compound** (fi "loppuero", de "Enddifferenz": data
  ``resto_reading.lead``, ``at_end``) is the lead at the end;
- **trumps named by number words** in a list with the word for trumps ("tres, cuatro y cinco:
  triunfos") are a combination's cards;
- **a numeral valued after a colon in a list of values** ("Asso: 11, 3: 10, Re: 4"), keys in
  quotes too (a JSON object), is that rank's value;
- **the lead named by a label before a colon** ("Lead: Re of Swords. Reply: …", "Entame : …")
  tells the order of play;
- **trumps valued after an equals sign** ("trumps 35–40 = 10") are a group and its value;
- **an award's points answering a question** right after its cards ("… 6 of Swords. What is the
  Napula worth? Six points.") are the points the text gives it;
- **two sides each named before its count** ("Cards: North 24, South 28") are two teams' counts
  for the majority, the header before them saying what is counted;
- **the table said emptied in the taking's sentence** ("takes the 5 and the 3; the table is
  empty") was the cards taken; fi **"lyö pöytään"** (a verb of beating with 'onto the table':
  data ``cicera_examples.onto_table``) plays the card;
- **the cards left given to a side when nobody captured** ("… vão para a dupla do carteador":
  data ``round_cues.goes_to``) is no tie;
- **"both" given one value, each, after two ranks** ("the Re outranks the Cavallo, but both are
  worth 4 points each": data ``rule_claims.both``) values each of them;
- **a bonus named in a clause of its own after a colon** ("…, you may not just place your card:
  the Scùa is compulsory") leaves the rule before it read (a bonus named in the rule's own
  clause is still its own condition).

Ours: Cìcera: a capture is optional, bonuses 1 point each (CIC-B1…B5: Scùa for clearing the
table, Picada for taking only the card just left, by rank); Briscola: any card may be played
(BRI-P1), Asso > 3 > Re > Cavallo > Fante > 7 … 2 (BRI-P3), 61 points win, 60–60 a tie (BRI-O1);
Minchiate: the trick's winner leads (MIN-P1), Re > Regina > Cavallo > Fante (MIN-P2), the Matto
may be played for any card but the Re the King rule asks for (MIN-P3), trump 29 worth 0 alone
and 5 in a combination (MIN-SC5), four Re and the Matto score 25 (MIN-SC4, MIN-SC5)."""

from __future__ import annotations

import pytest

from tests.checking import errors, pair


# ---------------------------------------------------------------- tricks told by letters

@pytest.mark.parametrize("lang, game, agrees, differs", [
    ("fr", "minchiate",
     "A entame le 4 de Coupes ; B joue le Re de Coupes ; C met le 2 de Coupes ; D pose le 7 de Coupes. B remporte le pli.",
     "A entame le 4 de Coupes ; B joue le Re de Coupes ; C met le 2 de Coupes ; D pose le 7 de Coupes. D remporte le pli."),
    ("en", "minchiate",
     "A leads the 3 of Swords; B plays the 9 of Swords; C plays the 5 of Swords; D plays the 6 of Swords. B takes the trick.",
     "A leads the 3 of Swords; B plays the 9 of Swords; C plays the 5 of Swords; D plays the 6 of Swords. D takes the trick."),
])
def test_a_player_letter_opening_a_sentence_is_the_player(lang, game, agrees, differs):
    pair(lang, game, agrees, differs)


# ---------------------------------------------------------------- a claim said to be untrue

@pytest.mark.parametrize("lang, game, agrees, differs", [
    ("en", "briscola", "It is not true that you must follow suit: any card may be played.",
     "It is not true that following suit is optional in this game."),
    ("de", "briscola", "Es stimmt nicht, dass man Farbe bekennen muss.",
     "Es stimmt nicht, dass das Bedienen freiwillig ist."),
    ("it", "cicera", "Non è vero che bisogna prendere ogni volta che si può.",
     "Non è vero che prendere sia facoltativo."),
    ("fr", "briscola", "Il n'est pas vrai qu'il faille fournir à la couleur demandée.",
     "Il n'est pas vrai que fournir à la couleur demandée soit facultatif."),
])
def test_a_claim_said_to_be_untrue_has_its_modality_denied(lang, game, agrees, differs):
    pair(lang, game, agrees, differs)


# ---------------------------------------------------------------- cards left by a verb of leaving

@pytest.mark.parametrize("lang, text", [
    ("en", "The player before you has just put down the 7 of Swords; you take it with your 7 of Cups, "
           "leaving the 2 of Coins and the 4 of Batons: {said}."),
    ("it", "Il giocatore prima di te ha appena calato il 5 di Denari; tu lo prendi con il 5 di Spade, "
           "lasciando il Re di Coppe: {said}."),
])
def test_cards_left_by_a_verb_of_leaving_stay_on_the_table(lang, text):
    said = {"en": ("a Picada, 1 point", "a Picada and a Scùa, 2 points"),
            "it": ("Picada, 1 punto", "Picada e Scùa, 2 punti")}[lang]
    pair(lang, "cicera", text.format(said=said[0]), text.format(said=said[1]))


# ---------------------------------------------------------------- a bonus said absent after its name

def test_a_bonus_said_absent_after_its_name_is_denied():
    pair("ru", "cicera",
         "На столе лежит один Re Кубков, выложенный давно. Север забирает его своим Re Жезлов и очищает стол: Scùa, 1 очко. "
         "Picada нет, ведь этот Re выложил не предыдущий игрок.",
         "На столе лежит один Re Кубков, выложенный давно. Север забирает его своим Re Жезлов и очищает стол. "
         "Scùa нет, ведь стол очистился не сам.")


# ---------------------------------------------------------------- a packet word that is a verb

def test_a_packet_word_that_is_a_verb_sizes_no_packets():
    pair("pt", "minchiate",
         "Vaza 9: 24 – 12 – 38 – 7. Ganha o 38 (Trombe), que leva 10 pontos, os do próprio 38.",
         "Cada jogador recebe primeiro uma leva de 11 cartas e depois uma leva de 10 cartas.")


# ---------------------------------------------------------------- a term in the language's spelling, worth nothing

@pytest.mark.parametrize("lang, agrees, differs", [
    ("pt", "O trunfo 29, sozinho, não vale nada e só vale 5 dentro de uma versícola; o 13, esse, vale 5 pontos sempre.",
     "Fora de uma versícola o trunfo 29 vale 5 pontos, sozinho."),
    ("es", "El triunfo 29, solo, no vale nada y solo vale 5 dentro de una versícola; el 13, en cambio, vale 5 puntos siempre.",
     "Fuera de una versícola el triunfo 29 vale 5 puntos, solo."),
])
def test_a_term_in_its_own_spelling_and_worth_nothing_in_words(lang, agrees, differs):
    pair(lang, "minchiate", agrees, differs)


# ---------------------------------------------------------------- amounts of points against counts

def test_an_amount_of_points_takes_no_counts_place():
    text = "Четыре Re вместе с Matto приносят {total} очков — четыре Re по 5 очков, и Matto добавляет к комбинации ещё {extra}."
    pair("ru", "minchiate", text.format(total=25, extra=5), text.format(total=30, extra=10))


# ---------------------------------------------------------------- an exception after "instead of"

def test_an_exception_after_instead_of_names_no_card_replaced():
    pair("fi", "minchiate",
         "Matton voi pelata minkä tahansa kortin sijasta, paitsi Ren, kun Re-sääntö sitä vaatii.",
         "Matton voi pelata Ren sijasta silloinkin, kun Re-sääntö vaatii Ren.")


# ---------------------------------------------------------------- rank orders

@pytest.mark.parametrize("lang, game, agrees, differs", [
    ("en", "minchiate", "Court cards, from the top: Re, Regina, Cavallo, Fante.",
     "Court cards, from the top: Re, Cavallo, Regina, Fante."),
    ("de", "minchiate", "Die Bildkarten von oben: Re, Regina, Cavallo, Fante.",
     "Die Bildkarten von oben: Re, Cavallo, Regina, Fante."),
    ("es", "minchiate", "Las figuras, empezando por arriba: Re, Regina, Cavallo y Fante.",
     "Las figuras, empezando por arriba: Re, Cavallo, Regina y Fante."),
    ("vi", "briscola", "Xếp hạng từ cao đến thấp: thứ nhất là Asso, thứ hai là lá 3, thứ ba là Re, sau đó Cavallo và Fante.",
     "Xếp hạng từ cao đến thấp: thứ nhất là lá 3, thứ hai là Asso, thứ ba là Re, sau đó Cavallo và Fante."),
    ("ru", "briscola", "Самая младшая карта в любой масти — двойка.",
     "Самая младшая карта в любой масти — тройка."),
])
def test_rank_orders_from_the_top_by_places_and_ends(lang, game, agrees, differs):
    pair(lang, game, agrees, differs)


# ---------------------------------------------------------------- the lead denied, then the player on his side

@pytest.mark.parametrize("lang, agrees, differs", [
    ("es", "La siguiente baza no la abre el jugador de su derecha, sino quien ganó la anterior.",
     "La siguiente baza no la abre quien la ganó, sino el jugador sentado a su derecha."),
    ("en", "The next trick is not led by the player on the winner's right but by whoever won the last one.",
     "The next trick is not led by whoever won the last one but by the player on their left."),
])
def test_the_lead_denied_to_the_winner_and_given_to_a_side(lang, agrees, differs):
    pair(lang, "minchiate", agrees, differs)


# ---------------------------------------------------------------- a total made, a game said to be yours

@pytest.mark.parametrize("lang, text", [
    ("pt", "Se você fizer {n} pontos, a partida é sua."),
    ("en", "If you score {n} points, the game is yours."),
    ("it", "Se fai {n} punti, la partita è tua."),
    ("es", "Si haces {n} puntos, la partida es tuya."),
])
def test_a_total_made_or_a_game_said_yours_is_a_threshold(lang, text):
    pair(lang, "briscola", text.format(n=61), text.format(n=60))


# ---------------------------------------------------------------- a German verb-first capture, a sweep named

def test_a_verb_first_capture_and_a_sweep_named():
    text = "Ein Abräumen zählt auch beim letzten Zug: Nimmt die 9 die einzige 9 vom Tisch, gibt es {said} Scùa-Punkt."
    pair("de", "cicera", text.format(said="einen"), text.format(said="keinen"))
    # a table said empty in a sentence of another case (past verb first: "Lag sonst nichts ...")
    # is no table of this example
    assert not errors("Legt der Spieler vor mir eine 8 Münzen hin und ich nehme sie mit der 8 Kelche? Dann 1 Punkt Picada, "
                      "wenn du nur diese Karte nimmst. Lag sonst nichts auf dem Tisch, ist der Tisch leer: Picada + Scùa = 2.",
                      "de", "cicera")


# ---------------------------------------------------------------- two sides' totals against each other

@pytest.mark.parametrize("lang, text", [
    ("ru", "Шестьдесят два против пятидесяти восьми — этого хватает, и партия ваша.".replace("Шестьдесят два", "{n}")),
    ("en", "{n} against 58 — that is enough, and the game is yours."),
])
def test_the_other_sides_total_after_against_is_no_threshold(lang, text):
    agrees = text.format(n="61" if lang == "en" else "Шестьдесят одно")
    differs = text.format(n="60" if lang == "en" else "Шестьдесят")
    pair(lang, "briscola", agrees, differs)
    # more than the least is enough too: no threshold of its own
    assert not errors(text.format(n="64" if lang == "en" else "Шестьдесят четыре"), lang, "briscola")


def test_a_negative_pronoun_is_a_void_hand():
    """ru "нечем ответить в масть" (nothing to follow suit with): the hand is void, what the
    sentence permits then is the trump rule's, not following suit's."""
    found = errors("Если нечем ответить в масть, можно сбросить любую карту.", "ru", "minchiate")
    assert any("trump is optional" in f for f in found) and not any("following suit" in f for f in found), found


# ---------------------------------------------------------------- a permission negated across words, a dash ending a clause

def test_a_permission_negated_across_words_forbids_the_alternative():
    pair("fr", "cicera", "Si vous pouvez prendre, vous avez tout de même le droit de simplement poser votre carte.",
         "Même si vous pouvez prendre, vous n'avez pas le droit de simplement poser votre carte.")


@pytest.mark.parametrize("lang, agrees, differs", [
    ("en", "You may play any card — even when you hold none of the suit led, you need not play a trump.",
     "You may play any card — unless you hold none of the suit led, in which case you must play a trump."),
    ("pt", "Pode jogar qualquer carta — mesmo sem o naipe de saída, não é obrigado a jogar trunfo.",
     "Pode jogar qualquer carta — a não ser que não tenha o naipe de saída, caso em que tem de jogar trunfo."),
    ("es", "Puedes jugar cualquier carta — aunque no tengas del palo de salida, no estás obligado a jugar triunfo.",
     "Puedes jugar cualquier carta — salvo que no tengas del palo de salida, en cuyo caso debes jugar triunfo."),
])
def test_a_dash_between_spaces_ends_a_clause(lang, agrees, differs):
    pair(lang, "briscola", agrees, differs)


# ---------------------------------------------------------------- a question asking how many, the number answered

@pytest.mark.parametrize("lang, question, answer", [
    ("pt", "Até quantas cartas pode roubar quem corta?", "Até {n}, só cartas de pontos ou trunfos altos."),
    ("en", "Up to how many cards may the cutter rob?", "Up to {n}, only counting cards or high trumps."),
])
def test_a_number_answering_how_many_is_read_in_the_question(lang, question, answer):
    words = {"pt": ("treze", "onze"), "en": ("thirteen", "eleven")}[lang]
    pair(lang, "minchiate", f"<dl><dt>{question}</dt><dd>{answer.format(n=words[0])}</dd></dl>",
         f"<dl><dt>{question}</dt><dd>{answer.format(n=words[1])}</dd></dl>", name="t.html", by="claims")


# ---------------------------------------------------------------- a rate per card said after its unit

@pytest.mark.parametrize("lang, text", [
    ("pt", "No fim a equipe tem {cards} cartas: {beyond} além de 42, a {beyond} ponto{s} cada: +{total}."),
    ("es", "Al final el equipo tiene {cards} cartas: {beyond} más allá de 42, a {beyond} punto{s} cada: +{total}."),
])
def test_a_rate_per_card_after_its_unit(lang, text):
    pair(lang, "minchiate", text.format(cards=43, beyond=1, s="", total=1),
         text.format(cards=46, beyond=4, s="s", total=16), by="example")


# ---------------------------------------------------------------- a final difference named by a compound

@pytest.mark.parametrize("lang, text", [
    ("fi", "Jaon jälkeen 130 pisteen loppuero antaa {n} restoa."),
    ("de", "Eine Enddifferenz von 130 Punkten ergibt {n} Resti."),
])
def test_a_final_difference_named_by_a_compound(lang, text):
    pair(lang, "minchiate", text.format(n=3), text.format(n=2), by="example")


# ---------------------------------------------------------------- trumps named by number words

@pytest.mark.parametrize("lang, text", [
    ("es", "Tres, cuatro y cinco: triunfos seguidos,\n{n} puntos de versícola."),
    ("fr", "Les atouts deux, trois et quatre forment une versicola de {n} points."),
    ("it", "Tre, quattro e cinque, tarocchi in fila: una versicola da {n} punti."),
])
def test_trumps_named_by_number_words(lang, text):
    words = {"es": ("nueve", "diez"), "fr": ("neuf", "dix"), "it": ("nove", "dieci")}[lang]
    pair(lang, "minchiate", text.format(n=words[0]), text.format(n=words[1]))


# ---------------------------------------------------------------- a numeral valued in a list of values, keys in quotes

@pytest.mark.parametrize("lang, text", [
    ("en", '{{"Asso": 11, "3": {v}, "Re": 4, "Cavallo": 3, "Fante": 2, "others": 0}}'),
    ("it", "Asso: 11, 3: {v}, Re: 4, Cavallo: 3, Fante: 2, le altre: 0"),
    ("fr", "Asso : 11, 3 : {v}, Re : 4, Cavallo : 3, Fante : 2 (aide-mémoire)."),
])
def test_a_numeral_valued_in_a_list_of_values(lang, text):
    pair(lang, "briscola", text.format(v=10), text.format(v=11))


# ---------------------------------------------------------------- the lead named by a label before a colon

@pytest.mark.parametrize("lang, text", [
    ("en", "Trumps: Batons. Lead: Re of Swords. Reply: 7 of Coins. The Re takes the trick, worth {n} points."),
    ("es", "Triunfo: Bastos. Sale: Re de Espadas. Responde: 7 de Oros. El Re gana la baza, que vale {n} puntos."),
    ("fr", "Atout : Bâtons. Entame : Re d'Épées. Réponse : 7 de Deniers. Le Re remporte le pli, qui vaut {n} points."),
])
def test_the_lead_named_by_a_label_before_a_colon(lang, text):
    pair(lang, "briscola", text.format(n=4), text.format(n=7))


# ---------------------------------------------------------------- trumps valued after an equals sign

@pytest.mark.parametrize("lang, text", [
    ("en", "Points: trumps {low}–40 = 10; trumps 2–5 = 3."),
    ("fi", "Pistetaulukko: valtit {low}–40 = 10 p; valtit 2–5 = 3 p."),
    ("de", "Punkte: Trümpfe {low}–40 = 10; Trümpfe 2–5 = 3."),
])
def test_trumps_valued_after_an_equals_sign(lang, text):
    pair(lang, "minchiate", text.format(low=36), text.format(low=35))
    # a run written with dashes before an equals sign is a combination and its score, no values
    assert not errors("Examples: 1–2–3–4 = 14 points; 33–34–35 = 15.", "en", "minchiate")


# ---------------------------------------------------------------- an award's points answering a question

@pytest.mark.parametrize("lang, text", [
    ("it", "Nelle nostre prese ci sono l'Asso, il 2, il 3, il 5 e il 6 di Spade. Quanto vale la Napula? {n} punti, manca il 4."),
    ("en", "Our captures hold the Asso, 2, 3, 4 and 6 of Swords. What is the Napula worth? {n} points."),
    ("fr", "Dans nos plis : l'Asso, le 2, le 3 et le 5 d'Épées. Combien vaut la Napula ? {n} points."),
])
def test_an_awards_points_answering_a_question(lang, text):
    right = {"it": "Tre", "en": "Four", "fr": "Trois"}[lang]
    wrong = {"it": "Cinque", "en": "Five", "fr": "Quatre"}[lang]
    pair(lang, "cicera", text.format(n=right), text.format(n=wrong))


# ---------------------------------------------------------------- two sides named before their counts

@pytest.mark.parametrize("lang, text", [
    ("es", "Cartas: Norte 24, Sur 28. Premio por mayoría de cartas: {n} para Sur."),
    ("it", "Carte: Nord 30, Sud 22. Maggioranza di carte: {n} al Nord."),
    ("de", "Karten: Nord 30, Süd 22. Kartenmehrheit: {n} für Nord."),
])
def test_two_sides_named_before_their_counts(lang, text):
    points = {"es": ("2 puntos", "1 punto"), "it": ("2 punti", "1 punto"), "de": ("2 Punkte", "1 Punkt")}[lang]
    pair(lang, "cicera", text.format(n=points[0]), text.format(n=points[1]))


# ---------------------------------------------------------------- the table said emptied by the taking, a card struck onto the table

@pytest.mark.parametrize("lang, text", [
    ("en", "The player plays the 8 of Coins and takes the 5 of Coins and the 3 of Batons; the table is empty. Bonuses: {said}."),
    ("it", "Il giocatore gioca l'8 di Denari e prende il 5 di Denari e il 3 di Bastoni; il tavolo resta vuoto. Premi: {said}."),
    ("fi", "Pelaaja lyö pöytään kolikoiden 8:n ja ottaa kolikoiden 5:n ja sauvojen 3:n; pöytä tyhjenee. Bonukset: {said}."),
])
def test_the_table_said_emptied_by_the_taking(lang, text):
    said = {"en": ("Scùa, 1 point", "Scùa 1 + Simili 1 = 2 points"), "it": ("Scùa, 1 punto", "Scùa 1 + Simili 1 = 2 punti"),
            "fi": ("Scùa, 1 piste", "Scùa 1 + Simili 1 = 2 pistettä")}[lang]
    pair(lang, "cicera", text.format(said=said[0]), text.format(said=said[1]))
    # the cards taken counted, not named ("prenez les deux"), are no table
    assert not errors("Sur la table, le 2 et le 6 de Coupes. Vous jouez le 8 de Coupes et prenez les deux : la table est "
                      "vide (Scùa) et toutes les cartes sont des Coupes (Simili), soit 2 points.", "fr", "cicera")


# ---------------------------------------------------------------- nobody captured, the cards given to a side

@pytest.mark.parametrize("lang, agrees, differs", [
    ("pt", "Se ninguém capturou nada, as cartas da mesa não vão para nenhuma dupla: a mão empata.",
     "Se ninguém capturou nada, as cartas da mesa vão para a dupla do carteador."),
    ("it", "Se nessuno ha preso niente, le carte rimaste in tavola non vanno a nessuna squadra: è pari.",
     "Se nessuno ha preso niente, le carte rimaste in tavola vanno alla squadra del mazziere."),
    ("de", "Hat niemand etwas genommen, gehören die Karten auf dem Tisch niemandem: die Runde ist unentschieden.",
     "Hat niemand etwas genommen, gehen die Karten auf dem Tisch an das Team des Gebers."),
])
def test_nobody_captured_and_the_cards_given_to_a_side(lang, agrees, differs):
    pair(lang, "cicera", agrees, differs)


# ---------------------------------------------------------------- "both" valued after two ranks

@pytest.mark.parametrize("lang, agrees, differs", [
    ("en", "The Re outranks the Cavallo; both are worth points, 4 and 3 respectively.",
     "The Re outranks the Cavallo, but both are worth the same, 4 points each."),
    ("es", "El Re supera al Cavallo; los dos valen puntos, 4 y 3.",
     "El Re supera al Cavallo, pero los dos valen lo mismo, 4 puntos cada uno."),
    ("it", "Il Re batte il Cavallo; entrambi valgono punti, 4 e 3.",
     "Il Re batte il Cavallo, ma entrambi valgono lo stesso: 4 punti ciascuno."),
])
def test_both_valued_after_two_ranks(lang, agrees, differs):
    pair(lang, "briscola", agrees, differs)


# ---------------------------------------------------------------- a bonus named in a clause of its own after the rule

@pytest.mark.parametrize("lang, agrees, differs", [
    ("en", "If you can clear the table in one capture, you may still just place your card: the Scùa is never compulsory.",
     "If you can clear the table in one capture, you may not just place your card: the Scùa is compulsory."),
    ("fr", "Quand une prise peut vider la table, on peut quand même poser sa carte sans prendre : la Scùa reste facultative.",
     "Quand une prise peut vider la table, il est interdit de poser sa carte sans prendre : la Scùa devient obligatoire."),
])
def test_a_bonus_named_in_a_clause_of_its_own_after_the_rule(lang, agrees, differs):
    pair(lang, "cicera", agrees, differs)
    assert not errors("The Scùa must be announced aloud.", "en", "cicera")     # a bonus's own condition
    # a card named after the colon (and one translated before it) is a card's own condition still
    assert not [f for f in errors("The Fool may be played in place of any card, with one exception: whoever holds the Re "
                                  "of a suit already trumped must play that Re.", "en", "minchiate") if "suit" in f]
