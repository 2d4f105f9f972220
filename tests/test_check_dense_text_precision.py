"""False errors on dense faithful text by a second writer (corpus batch 2026-12-22, h108), by
phenomenon, each as a pair in two languages or more: a passage that states our rules (no error)
and the same shape with a real defect (an error). Sentences written for this test, none copied
from the corpus.

Phenomena: others' practice under a heading that says it is no rule, or a practice called a habit
in the sentence after it (``clause_cues.not_rules``, ``habit``); what would have happened (a
counterfactual, ``clause_cues.counterfactual``; by the verb's mood, ``would_have``, unless it says
what could have been done, ``could_have``), and a counterfactual sentence's points, which are not
the trick's; a passage's number after a word that stems like a suit ("Coup 2."); some of a
deal's tricks ("the last three tricks": ``claim_cues.part_of_deal``); each kind of card of a pack
of several kinds, a count the deal makes (56 suit cards); a card named by its rank and suit is no
count ("un 4 di Bastoni"); a sum's result told with its parts is no rule's number; rounding up is the end of the deal's (``resto_reading.at_end``); a question
asking how before who; a capture told before the colon, whose outcome follows (a count of cards,
a sum's result); a card said missing before its number; a passage does not run from the middle of
one list item into the next; a card named again after a verb of playing is played, not the
trick's outcome; a trick told from its middle (the verdict names a card played before); the
dealer named by a relative clause in a rule of who leads; a run of cards told by hyphenated
numbers; a short clause is a label only when a colon sets it off or it names no card by number; a
card negated before a row's number; the options listed, then the capture chosen; a bonus that
ends a sum of bonuses; a table told only by the one card taken; another game's relative clause
before ours; a question whether one card beats another; a list item's number before a dash; the
cards a count is made of, listed after it; a share of a tied award said "per team"; a practice
put to question in the sentence after it ("Is that wrong?"); a clause of two words between commas
that goes on with "and" is no aside ("..., decides tú, y nadie te obliga"); what could have been
done is still read; a quiz's answer read with its question of the same number ("Q4." / "R4.")."""

from __future__ import annotations

import pytest

from engine.games import load
from toolkit.check.counts import deal_arithmetic
from toolkit.check.document import parse
from toolkit.check.run import check_document


def errors(lang: str, game: str, text: str, name: str) -> list[str]:
    report = check_document(parse(text.encode("utf-8"), name), lang, game)
    return [f"{f.check}: {f.message}" for f in report.findings if f.severity == "error"]


CASES = []
CASES += [
 # 1 others' practice: a heading saying "not the rules", a habit named after the practice
 ("not_rules_heading", "en", "briscola",
  "## Things that are not the rules\n\nMy uncle always plays best of three deals.\n",
  "## How a game goes\n\nMy uncle always plays best of three deals.\n", "x.md"),
 ("not_rules_heading", "it", "briscola",
  "## Cose che non sono regole\n\nAl bar si gioca sempre al meglio delle tre partite.\n",
  "## Come si gioca\n\nAl bar si gioca sempre al meglio delle tre partite.\n", "x.md"),
 ("habit_after", "de", "briscola",
  "Bei uns spielt der Opa immer zwei von drei Partien. Das ist seine Gewohnheit, das Spiel selbst ist eine einzige Partie.",
  "Bei uns spielt der Opa immer zwei von drei Partien. Das Spiel selbst geht so.", "x.txt"),
 ("habit_after", "en", "briscola",
  "At the club we always play best of three deals. That is just our habit; the game is a single deal.",
  "At the club we always play best of three deals. That is how the game goes.", "x.txt"),
]
CASES += [
 # 2 a counterfactual: what would have happened
 ("counterfactual", "de", "briscola",
  "Trumpf ist Kelche. Tom spielt das Asso Stäbe aus und ich lege die 6 Kelche. Ich gewinne den Stich und hole 11 Augen. Mit der 7 Kelche hätte ich auch gewonnen und ebenso 11 Augen geholt.",
  "Trumpf ist Kelche. Tom spielt das Asso Stäbe aus und ich lege die 6 Kelche. Ich gewinne den Stich und hole 12 Augen.", "x.txt"),
 ("counterfactual", "pt", "minchiate",
  "Se estivéssemos 40 na frente e perdêssemos o 36 (10 pontos), ficaríamos com 30, sem resto.",
  "Estávamos 33 na frente, a vaza seguinte deu-nos 27 pontos e chegámos a 60. Com 60 certos ainda não há resto.", "x.txt"),
 ("counterfactual_points", "en", "briscola",
  "Trumps are Batons. He leads the Re of Swords and I play the Fante of Batons. I win the trick and take 6 points. With the 2 of Batons I would have won it all the same, for 4 points.",
  "Trumps are Batons. He leads the Re of Swords and I play the Fante of Batons. I win the trick and take 7 points.", "x.txt"),
 ("counterfactual_points", "it", "briscola",
  "Briscola a Bastoni. Lui apre col Re di Spade e io gioco il Fante di Bastoni. Vinco la presa e prendo 6 punti. Col 2 di Bastoni avrei vinto lo stesso, per 4 punti.",
  "Briscola a Bastoni. Lui apre col Re di Spade e io gioco il Fante di Bastoni. Vinco la presa e prendo 7 punti.", "x.txt"),
 # 3 a passage's number after a word that stems like a suit
 ("heading_suit_word", "fr", "cicera",
  "Coup 2. Il ne reste que le 4 et le 6 de Deniers. Sophie les prend avec le 10 de Deniers : la table est vide (Scùa) et tout est à Deniers (Simili), soit 2 points.",
  "Coup 2. Il ne reste que le 4 et le 6 de Deniers. Sophie les prend avec le 10 de Deniers : la table est vide (Scùa) et tout est à Deniers (Simili), soit 3 points.", "x.txt"),
 ("heading_suit_word", "en", "cicera",
  "Cup 3. Only the 4 and the 6 of Coins are left. Sophie takes them with the 10 of Coins: the table is empty (Scùa) and all are Coins (Simili), 2 points.",
  "Cup 3. Only the 4 and the 6 of Coins are left. Sophie takes them with the 10 of Coins: the table is empty (Scùa) and all are Coins (Simili), 3 points.", "x.txt"),
 # 4 some of a deal's tricks
 ("part_of_deal", "it", "briscola",
  "Finito il mazzo, le ultime tre prese di una smazzata si giocano con le carte in mano.",
  "Una smazzata dura tre prese.", "x.txt"),
 ("part_of_deal", "es", "briscola",
  "En total, las últimas tres bazas se juegan con las cartas que quedan en la mano.",
  "Una mano dura tres bazas.", "x.txt"),
]

CASES += [
 # 5 each kind of card of a pack of several kinds is a count the deal makes
 ("pack_kinds", "it", "minchiate",
  "Il mazzo è di 97 carte: 40 tarocchi, il Matto e 56 carte di seme. Il tagliatore ruba fino a 13 carte.",
  "Il mazzo è di 97 carte. Il tagliatore ruba fino a 56 carte.", "x.txt"),
 ("pack_kinds", "es", "minchiate",
  "La baraja tiene 97 cartas: 40 triunfos, el Matto y 56 cartas de palo. El que corta roba hasta 13 cartas.",
  "La baraja tiene 97 cartas. El que corta roba hasta 56 cartas.", "x.txt"),
 # 6 a number that is a card's rank, its suit named with it, is no count
 ("card_not_count", "it", "minchiate",
  "Il mazziere ha continuato il furto, ma la prima carta era un 4 di Bastoni e si è fermato subito; poi ha scartato un 6 di Spade.",
  "Il mazziere ha continuato il furto e si è fermato subito; la Fola ha 4 carte.", "x.txt"),
 ("card_not_count", "es", "minchiate",
  "El que reparte siguió robando, pero la primera carta era un 4 de Bastos y se paró enseguida; luego descartó un 6 de Espadas.",
  "El que reparte siguió robando y se paró enseguida; la Fola tiene 4 cartas.", "x.txt"),
 # 7 the result of a sum told with its parts is no rule's number
 ("sum_result", "it", "minchiate",
  "Le carte che contano nella presa del 37 valgono 5 + 5 + 5 + 10 = 25 punti.",
  "Le carte che contano nella presa del 37 valgono 5 + 5 + 5 + 10 = 26 punti.", "x.txt"),
 ("sum_result", "pt", "minchiate",
  "As cartas que contam na vaza do 37 valem 5 + 5 + 5 + 10 = 25 pontos.",
  "As cartas que contam na vaza do 37 valem 5 + 5 + 5 + 10 = 26 pontos.", "x.txt"),
]

CASES += [
 # 8 rounding up is the end of the deal's, not a scoring event during play
 ("rounding_up", "it", "minchiate",
  "Differenza 39 per noi. Prima del conto eravamo a +14, quindi finiamo a +53, che si arrotonda per eccesso: da 1 a 60 è un resto.",
  "Stavamo sopra di 14, poi una presa ci porta 39 punti e arriviamo a 53. Si segna un resto.", "x.txt"),
 ("rounding_up", "en", "minchiate",
  "Differential of 39 for us. Before the count we were at +14, so we finish at +53, which is rounded up: from 1 to 60 is one resto.",
  "We were 14 up and took 39 more: 53. One resto is booked.", "x.txt"),
 # 9 a question asking how first, then who: its answer's first sentence answers the how
 ("asks_how_then_who", "vi", "cicera",
  "Chia bài thế nào, ai đi trước?\nNgười chia bài được chọn ngẫu nhiên.",
  "Ai đi trước?\nĐược chọn ngẫu nhiên.", "x.txt"),
 ("asks_how_then_who", "en", "cicera",
  "How is it dealt, who plays first?\nThe dealer is chosen at random.",
  "Who plays first?\nChosen at random.", "x.txt"),
]

CASES += [
 # 10 a capture told before the colon: what follows is its outcome (a count of cards, a sum's
 # result in brackets), not its options
 ("capture_then_outcome", "vi", "cicera",
  "Trên bàn có 2 Tiền, 3 Gậy, 4 Kiếm. Hùng đánh 9 Gậy ăn cả ba (2 + 3 + 4 = 9): dọn sạch bàn nên được Scùa, ăn từ 3 lá trở lên nên thêm Quadriglia, tổng cộng 2 điểm.",
  "Trên bàn có 2 Tiền, 3 Gậy, 4 Kiếm. Hùng đánh 9 Gậy: có thể ăn 2 + 3, hoặc chỉ đặt bài.", "x.txt"),
 ("capture_then_outcome", "en", "cicera",
  "The table holds the 2 of Coins, the 3 of Batons and the 4 of Swords. Tom plays the 9 of Batons and takes all three (2 + 3 + 4 = 9): he clears the table, so Scùa, and takes 3 cards or more, so Quadriglia, 2 points in all.",
  "The table holds the 2 of Coins, the 3 of Batons and the 4 of Swords. Tom plays the 9 of Batons: he may take 2 + 3, or just place the card.", "x.txt"),
 # 11 a card said missing right before its number (vi "thiếu 8", it "manca il 7")
 ("missing_before", "vi", "cicera",
  "Đội Lan có Asso đến 6 Kiếm liền nhau, thiếu 7: Napula 6 điểm.",
  "Đội Lan có Asso đến 6 Kiếm liền nhau, thiếu 7: Napula 7 điểm.", "x.txt"),
 ("missing_before", "it", "cicera",
  "La squadra ha dall'Asso al 6 di Spade di fila, manca il 7: Napula da 6 punti.",
  "La squadra ha dall'Asso al 6 di Spade di fila, manca il 7: Napula da 7 punti.", "x.txt"),
]
CASES += [
 # 12 a passage does not start in the middle of a list item and run into the next item
 ("list_items_apart", "es", "minchiate",
  "<ul>\n<li>Sale el 4 de Copas y caen el Asso, el 9 y el 2 de Copas. Gana el Asso: en Copas el Asso es el más alto. La baza no vale nada.</li>\n<li>Sale el 7 de Espadas y caen el Asso, el 10 y el 3 de Espadas. Gana el 10, porque en Espadas es al revés.</li>\n</ul>",
  "<ul>\n<li>Sale el 4 de Copas y caen el Asso, el 9 y el 2 de Copas. Gana el 9. La baza no vale nada.</li>\n<li>Sale el 7 de Espadas y caen el Asso, el 10 y el 3 de Espadas. Gana el 10, porque en Espadas es al revés.</li>\n</ul>", "x.html"),
 ("list_items_apart", "en", "minchiate",
  "<ul>\n<li>The 4 of Cups is led and the Asso, the 9 and the 2 of Cups follow. The Asso wins: in Cups the Asso is the highest. The trick is worth nothing.</li>\n<li>The 7 of Swords is led and the Asso, the 10 and the 3 of Swords follow. The 10 wins, since in Swords it is the other way round.</li>\n</ul>",
  "<ul>\n<li>The 4 of Cups is led and the Asso, the 9 and the 2 of Cups follow. The 9 wins. The trick is worth nothing.</li>\n<li>The 7 of Swords is led and the Asso, the 10 and the 3 of Swords follow. The 10 wins, since in Swords it is the other way round.</li>\n</ul>", "x.html"),
 # 13 a card named again after a verb of playing is played, not the trick's outcome
 ("played_again", "es", "minchiate",
  "Ana sale con el 8 de Bastos. Luis no tiene Bastos y pone el triunfo 3. Marta tiene el Re de Bastos y juega el Re.",
  "Ana sale con el 8 de Bastos. Luis no tiene Bastos y pone el triunfo 3. Marta tiene el Re de Bastos y gana el Re.", "x.txt"),
 ("played_again", "en", "minchiate",
  "Ann leads the 8 of Batons. Luke has no Batons and plays trump 3. Mary holds the Re of Batons and must play the Re.",
  "Ann leads the 8 of Batons. Luke has no Batons and plays trump 3. Mary holds the Re of Batons and the Re wins.", "x.txt"),
 # 14 a trick told from its middle: the verdict names a card played before the passage
 ("partly_told", "es", "minchiate",
  "Marta juega el Re de Bastos. Pedro asiste con el 5 de Bastos. Gana Luis con el 3: en la baza hay 3 + 5 = 8 puntos.",
  "Ana sale con el 8 de Bastos, Luis pone el triunfo 3, Marta juega el Re de Bastos y Pedro el 5 de Bastos. Gana Luis: en la baza hay 9 puntos.", "x.txt"),
 ("partly_told", "en", "minchiate",
  "Mary plays the Re of Batons. Pete follows with the 5 of Batons. Luke wins with the 3: the trick holds 3 + 5 = 8 points.",
  "Ann leads the 8 of Batons, Luke plays trump 3, Mary plays the Re of Batons and Pete the 5 of Batons. Luke wins: the trick holds 9 points.", "x.txt"),
]
CASES += [
 # 15 the dealer named by a relative clause ("the one who dealt") in a rule of who leads
 ("dealer_relative", "pt", "minchiate",
  "O jogo corre no sentido anti-horário, e a primeira vaza quem abre é o jogador à direita de quem deu as cartas.",
  "O jogo corre no sentido anti-horário, e cada vaza quem abre é o jogador à direita de quem ganhou a anterior.", "x.txt"),
 ("dealer_relative", "it", "minchiate",
  "Si gioca in senso antiorario, e la prima presa la apre il giocatore alla destra di chi ha distribuito.",
  "Si gioca in senso antiorario, e ogni presa la apre il giocatore alla destra di chi ha vinto la precedente.", "x.txt"),
 # 16 a run of cards told by numbers joined by hyphens: the example's cards, not rule numbers
 ("run_cards", "pt", "minchiate",
  "Três ou mais trunfos seguidos dentro de 1–5 ou de 28–40 (30-31-32 vale 15; 4-5-6 não vale nada, porque o 6 já está fora de 1–5).",
  "Três ou mais trunfos seguidos dentro de 1–6 ou de 28–40 (30-31-32 vale 15).", "x.txt"),
 ("run_cards", "it", "minchiate",
  "Tre o più tarocchi di fila dentro 1–5 o 28–40 (30-31-32 vale 15; 4-5-6 non vale nulla, perché il 6 è già fuori da 1–5).",
  "Tre o più tarocchi di fila dentro 1–6 o 28–40 (30-31-32 vale 15).", "x.txt"),
 # 17 a short clause naming an action is a label only when a colon sets it off
 ("label_needs_colon", "fr", "cicera",
  "Avec un 9 on prend soit le 9, soit 4 + 5 ; la somme doit faire exactement la valeur de la carte jouée.",
  "Prendre : obligatoire.", "x.txt"),
 ("label_needs_colon", "it", "cicera",
  "Con un 9 si prende o il 9 o 4 + 5; la somma deve fare esattamente il valore della carta giocata.",
  "Prendere: obbligatorio.", "x.txt"),
 # 18 a card negated right before the number of a row: what its absence scores
 ("card_denied", "fr", "cicera",
  "| | Rouge | Bleue |\n|---|---|---|\n| Napula | de l'Asso au 5, le 6 manque : 5 | pas d'Asso : 0 |\n",
  "| | Rouge | Bleue |\n|---|---|---|\n| Napula | de l'Asso au 5, le 6 manque : 5 | Asso : 0 |\n", "x.md"),
 ("card_denied", "en", "cicera",
  "| | Red | Blue |\n|---|---|---|\n| Napula | Asso to 5, the 6 missing: 5 | no Asso: 0 |\n",
  "| | Red | Blue |\n|---|---|---|\n| Napula | Asso to 5, the 6 missing: 5 | just the Asso: 0 |\n", "x.md"),
]
CASES += [
 # 19 the options listed in a sentence of their own, then the one taken: its bonuses
 ("options_then_chosen", "fr", "cicera",
  "Sur la table : 5 d'Épées, 2 et 3 de Coupes, Re de Bâtons. Léa joue le 5 de Coupes. Elle avait trois possibilités : prendre le 5 d'Épées seul, prendre 2 + 3, ou poser sa carte. Elle a pris 2 + 3 : tout est à Coupes, donc Simili, 1 point.",
  "Sur la table : 5 d'Épées, 2 et 3 de Coupes, Re de Bâtons. Léa joue le 5 de Coupes. Elle avait trois possibilités : prendre le 5 d'Épées seul, prendre 2 + 3, ou poser sa carte. Elle a pris 2 + 3 : tout est à Coupes, donc Simili et Scùa, 2 points.", "x.txt"),
 ("options_then_chosen", "en", "cicera",
  "On the table: the 5 of Swords, the 2 and 3 of Cups, the Re of Batons. Lea plays the 5 of Cups. She had three options: take the 5 of Swords alone, take 2 + 3, or place her card. She took 2 + 3: all Cups, so Simili, 1 point.",
  "On the table: the 5 of Swords, the 2 and 3 of Cups, the Re of Batons. Lea plays the 5 of Cups. She had three options: take the 5 of Swords alone, take 2 + 3, or place her card. She took 2 + 3: all Cups, so Simili and Scùa, 2 points.", "x.txt"),
 # 20 a bonus that ends a sum of bonuses: the total is the sum's
 ("bonus_in_sum", "de", "cicera",
  "Tisch Asso Münzen, 2 Stäbe, 6 Kelche. Mia nimmt mit der 9 Schwerter alles. Abräumen + Quadriglia = 2 Punkte.",
  "Tisch Asso Münzen, 2 Stäbe, 6 Kelche. Mia nimmt mit der 9 Schwerter alles. Quadriglia = 2 Punkte.", "x.txt"),
 ("bonus_in_sum", "en", "cicera",
  "Table: Asso of Coins, 2 of Batons, 6 of Cups. Mia takes everything with the 9 of Swords. Sweep + Quadriglia = 2 points.",
  "Table: Asso of Coins, 2 of Batons, 6 of Cups. Mia takes everything with the 9 of Swords. Quadriglia = 2 points.", "x.txt"),
 # 21 a table told only by the one card taken: other cards may lie there
 ("table_by_one_card", "de", "cicera",
  "Und wenn der vor mir eine 8 Münzen hinlegt und ich die mit der 8 Kelche nehme? Dann 1 Punkt Picada.",
  "Auf dem Tisch liegt nur eine 8 Münzen, die der vor mir gerade hingelegt hat, und ich nehme sie mit der 8 Kelche. Dann 1 Punkt Picada.", "x.txt"),
 ("table_by_one_card", "en", "cicera",
  "And if the player before me puts down an 8 of Coins and I take it with the 8 of Cups? Then 1 point, Picada.",
  "The only card on the table is an 8 of Coins, which the player before me has just put down, and I take it with the 8 of Cups. Then 1 point, Picada.", "x.txt"),
]
CASES += [
 # 22 another game named, with a relative clause about it, before ours
 ("other_game_relative", "fr", "briscola",
  "C'est l'erreur classique des joueurs de belote, où il faut fournir : à la Briscola, ce n'est pas le cas.",
  "C'est l'erreur classique des joueurs de belote, où l'on joue ce qu'on veut : à la Briscola, il faut fournir.", "x.txt"),
 ("other_game_relative", "en", "briscola",
  "It is the classic mistake of Tressette players, where you must follow suit: in Briscola, that is not so.",
  "It is the classic mistake of Tressette players, where you may play anything: in Briscola you must follow suit.", "x.txt"),
 # 23 a question asking whether one card beats another states nothing unless a yes answers it
 ("asked_beats", "fr", "briscola",
  "Pour la semaine prochaine : le Re bat-il le 3 ? Attention au piège, la réponse est au dos de la fiche.",
  "Pour la semaine prochaine : le Re bat le 3. Attention au piège, la réponse est au dos de la fiche.", "x.txt"),
 ("asked_beats", "en", "briscola",
  "For next week: does the Re beat the 3? Mind the trap, the answer is on the back of the sheet.",
  "For next week: does the Re beat the 3? Yes, always.", "x.txt"),
 # 24 a list item's number before a dash is no count
 ("dashed_item", "en", "briscola",
  "1- The briscola card deck has 4 suits: Denari (Gold), Spade (Swords), Coppe (Cups), Bastoni (Wands).",
  "1- The briscola card deck has 4 suits: Denari (Gold), Spade (Swords), Coppe (Cups), Bastoni (Wands).\n2- In all there are 52 cards.", "x.txt"),
 ("dashed_item", "it", "briscola",
  "1- Il mazzo della briscola ha 4 semi: Denari, Spade, Coppe e Bastoni.",
  "1- Il mazzo della briscola ha 4 semi: Denari, Spade, Coppe e Bastoni.\n2- In tutto sono 52 carte.", "x.txt"),
 # 25 the cards a count is made of, listed after it, in no order of rank
 ("members_listed", "en", "briscola",
  "Each suit has 10 cards: Ace, 2, 3, 4, 5, 6, 7, Jack, Knight and King.",
  "The cards rank from high to low: Ace, 2, 3, 4, 5, 6, 7, Jack, Knight and King.", "x.txt"),
 ("members_listed", "it", "briscola",
  "Ogni seme ha 10 carte: Asso, 2, 3, 4, 5, 6, 7, Fante, Cavallo e Re.",
  "Le carte in ordine di forza, dalla più alta: Asso, 2, 3, 4, 5, 6, 7, Fante, Cavallo e Re.", "x.txt"),
]

CASES += [
 # 26 a share of a tied award said "per team"
 ("per_team", "it", "cicera",
  "Se si finisce 26 a 26 con le carte, nessuna squadra prende i 2 punti.",
  "Se si finisce 26 a 26 con le carte, si dà 1 punto per squadra.", "x.txt"),
 ("per_team", "en", "cicera",
  "If the cards end 26 to 26, no team scores the 2 points.",
  "If the cards end 26 to 26, the award gives 1 point per team.", "x.txt"),
]

CASES += [
 # 27 a practice put to question ("Is that wrong?") in the sentence after it
 ("asked_if_right", "en", "cicera",
  "My in-laws play \"to 61\" over several hands. Is that wrong?",
  "My in-laws play \"to 61\" over several hands. What do you think of the new tables?", "x.txt"),
 # (h191, thirtieth session: "Al bar giocano …", "they play" at a place, is that place's practice by
 # itself now, scope._local_practice; the impersonal "si giocano" keeps the rule's voice the pair needs)
 ("asked_if_right", "it", "briscola",
  "Al bar si giocano sempre due partite su tre. È sbagliato?",
  "Al bar si giocano sempre due partite su tre. Che ne pensate del nuovo mazzo?", "x.txt"),
]

CASES += [
 # 28 two words between commas that go on with 'and' are a clause of their own, not an aside
 ("clause_then_and", "es", "cicera",
  "Si puedes tomar una carta suelta o una suma, decides tú, y nadie te obliga a capturar.",
  "Si puedes tomar una carta suelta o una suma, decides tú, y siempre estás obligado a capturar.", "x.txt"),
 ("clause_then_and", "en", "cicera",
  "If you can take a single card or a sum, you decide, and nobody forces you to capture.",
  "If you can take a single card or a sum, you decide, and you are always forced to capture.", "x.txt"),
]

CASES += [
 # 29 what could have been done (not what would have happened) is still read: a capture the rules allow or not
 ("could_have", "de", "cicera",
  "Auf dem Tisch: die 4 Schwerter, die 5 Kelche und die 9 Münzen. Paul legt nur seine 9 Stäbe ab. Er hätte die 4 und die 5 zusammen nehmen können.",
  "Auf dem Tisch: die 4 Schwerter, die 5 Kelche und die 9 Münzen. Paul legt nur seine 9 Stäbe ab. Er hätte die 9, die 4 und die 5 auf einmal nehmen können.", "x.txt"),
 ("could_have", "fr", "cicera",
  "Sur la table : le 4 d'Épées, le 5 de Coupes et le 9 de Deniers. Paul se contente de poser son 9 de Bâtons. Il aurait pourtant pu ramasser d'un coup le 4 et le 5.",
  "Sur la table : le 4 d'Épées, le 5 de Coupes et le 9 de Deniers. Paul se contente de poser son 9 de Bâtons. Il aurait pourtant pu ramasser d'un coup le 9, le 4 et le 5.", "x.txt"),
]

CASES += [
 # 30 a quiz's answer far below its question, the two labelled with one number ("Q1." ... "A1.")
 ("quiz_by_number", "en", "briscola",
  "QUESTIONS\n\nQ1. Trumps are Batons. I lead the 7 of Cups and my opponent answers with the Asso of Coins. Who takes the trick?\nQ2. How many cards are in the pack?\n\nANSWERS\n\nA1. I do: the 7 takes the trick, 11 points for me.\nA2. 40.",
  "QUESTIONS\n\nQ1. Trumps are Batons. I lead the 7 of Cups and my opponent answers with the Asso of Coins. Who takes the trick?\nQ2. How many cards are in the pack?\n\nANSWERS\n\nA1. He does: the Asso takes the trick, 11 points for him.\nA2. 40.", "x.txt"),
 ("quiz_by_number", "it", "briscola",
  "DOMANDE\n\nD1. Briscola a Bastoni. Apro col 7 di Coppe e l'avversario risponde con l'Asso di Denari. Chi prende?\nD2. Quante carte ha il mazzo?\n\nRISPOSTE\n\nR1. Prendo io: il 7 vince la presa, 11 punti per me.\nR2. 40.",
  "DOMANDE\n\nD1. Briscola a Bastoni. Apro col 7 di Coppe e l'avversario risponde con l'Asso di Denari. Chi prende?\nD2. Quante carte ha il mazzo?\n\nRISPOSTE\n\nR1. Prende lui: l'Asso vince la presa, 11 punti per lui.\nR2. 40.", "x.txt"),
]


@pytest.mark.parametrize("case", CASES, ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_faithful_passage_gives_no_error(case):
    _, lang, game, agree, _, name = case
    assert errors(lang, game, agree, name) == [], agree


@pytest.mark.parametrize("case", CASES, ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_same_shape_with_a_defect_gives_an_error(case):
    _, lang, game, _, differ, name = case
    assert errors(lang, game, differ, name), differ


def test_every_phenomenon_in_two_languages():
    langs: dict[str, set[str]] = {}
    for cid, lang, *_ in CASES:
        langs.setdefault(cid, set()).add(lang)
    assert all(len(v) >= 2 for v in langs.values()), {k: v for k, v in langs.items() if len(v) < 2}


def test_the_engine_agrees():
    m, c = load("minchiate"), load("cicera")
    assert {40, 56} <= deal_arithmetic(m)                     # 40 trumps, the Matto and 56 suit cards
    assert sum(m.value[x] for x in m.cards(["31T", "34T", "35T", "37T"])) == 25
    assert c.award("napula", [[c.deck.parse(f"{r}S") for r in ["A", "2", "3", "4", "5", "6"]]])[0] == 6
