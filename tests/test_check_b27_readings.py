"""Readings mended on corpus batch 2026-12-27 and claims dev-l (opened at the seventeenth
session), each as a phenomenon with agree/differ cases written for this test in several
languages, no sentence copied from the corpus or the claims:

- **a flow chart's entries** ("[deal] → 12 cards each", "→ you take the 8") are entries of their
  own, not one wrapped sentence; a line indented less than the entry above does not go on with it;
- **a settings file's lines** ("players = 4  # …") are entries of their own;
- **an example's own label** ("Example B:", "Beispiel 2.", a comic's "Panel 2 —": data
  ``example_opens``) starts a new example: no passage runs back past it;
- **a trick's cards listed, then the one that wins** ("with 2, 10, Fante and 8 → the Fante
  wins") are no rank order; **the numbers of a sum worked out** ("(5 + 3 = 8)") are no ranks;
- **earlier rules said to be no longer in force** ("former house rules … no longer apply": data
  ``former`` and ``repealed``, both in the sentence) are not asserted;
- **a compound's suit elided** ("Schwerter-4, -3 und -2") is the list's suit;
- **a bonus said to be lost** right before its name ("entfällt die Scùa: 2 Punkte", "no Scùa: 2
  points": data ``award_cues.lost``) is not given the number after it;
- **a card said to stay in a sentence opening with a condition** ("If a Fante stays, …",
  "Bleibt ein Fante liegen, …") is another case, not the example's table;
- **a trump as the subject of a beating verb** ("the smallest trump beats the Asso") names the
  card beaten, no conclusion of the trick; **a trump held beats a card held** ("my little
  trump 4 takes your Asso") is a told trick, no rank order;
- **the points of a card named after them** ("brings the 5 points of the Re") are no trump's
  value; **a bonus worked out from the count** ("50 − 42 = 8 points") gives the result;
- **a negation closing a clause** ("ein Stechen gibt es nicht") denies the tie-break;
- **two cards compared and their points together** ("Re over Cavallo: 7 points") are the trick's;
  **a value after 'and' joined to a beating verb** ("it beats the Re and is worth ten") is the
  subject's;
- **a verb that also turns a card up** with a card after it (ru "открывает … карту": data
  ``reveals``) says nobody starts; **it "parte" after an article or preposition** is the noun;
- **a card drawn at random** for the deal is a random choice of dealer;
- **a term for following suit that is an everyday verb** (it "rispondere") names the duty only
  in a sentence naming a suit;
- **negations as chats spell them** (vi "ko", en "dont", pt "ñ", it "nn");
- **a count of a kind of card** ("56 suit cards") is the pack's make-up; **a middle dot** parts
  items, so a word after it is no role of the number before it.

Ours: Cìcera is one deal (CIC-H), a capture is optional, bonuses 1 point each (CIC-B1…B5);
Briscola: any card may be played (BRI-P1), trumps beat other suits (BRI-P2), values Asso 11,
3 10, Re 4, Cavallo 3, Fante 2 (BRI-E1), 60–60 a tie (BRI-O1), the dealer and the first player
chosen at random (BRI-S1); Minchiate: trumps worth nothing outside combinations but a few
(MIN-SC1), 1 point a card beyond 42 (MIN-SC6), Re > Regina > Cavallo > Fante > numerals (MIN-P2)."""

from __future__ import annotations

import pytest

from tests.checking import error_findings, pair
from toolkit.check.document import parse


def _errors(text, lang, game, name="t.txt"):
    return [f.message for f in error_findings(text, lang, game, name)]


# ---------------------------------------------------------------- documents

FLOW = """PLAYING CÌCERA, STEP BY STEP
[deal] → twelve cards to each player → four cards face up on the table → nothing left over (4 × 12 + 4 = 52)
[first] → the player on the dealer's right → play goes anticlockwise
[length] → {length}

EXAMPLE A: the table holds the 6 of Coins and the 4 of Cups, you play the Re of Swords
  → nothing to take → the Re stays on the table
EXAMPLE B: on the table the 2, 3 and 5 of Coins, you play the 10 of Cups and take them all
  → Scùa + Quadriglia = {points} points
"""


@pytest.mark.parametrize("lang, text", [
    ("en", FLOW),
    ("de", """CÌCERA ALS ABLAUF
[Geben] → je zwölf Karten → vier Karten offen auf den Tisch → kein Rest (4 × 12 + 4 = 52)
[Beginn] → der Spieler rechts vom Geber → gespielt wird gegen den Uhrzeigersinn
[Dauer] → {length}

BEISPIEL A: auf dem Tisch liegen die Münzen-6 und die Kelche-4, du spielst den Schwerter-Re
  → nichts zu nehmen → der Re bleibt liegen
BEISPIEL B: auf dem Tisch Münzen-2, Münzen-3 und Münzen-5, du spielst die Kelche-10 und nimmst alle
  → Scùa + Quadriglia = {points} Punkte
"""),
])
def test_a_flow_charts_entries_are_read_apart(lang, text):
    one = {"en": "a single deal, then the count", "de": "ein einziges Spiel, danach wird gezählt"}[lang]
    many = {"en": "deals are played until a team has 51 points", "de": "es wird gespielt, bis ein Team 51 Punkte hat"}[lang]
    assert _errors(text.format(length=one, points=2), lang, "cicera") == []
    found = error_findings(text.format(length=many, points=2), lang, "cicera")
    assert [f.line for f in found] == [4] and "several deals" in found[0].message   # its own line, not the entry above
    found = error_findings(text.format(length=one, points=3), lang, "cicera")
    assert found and all(f.line in (8, 9) for f in found)      # example B's own bonuses, not read with A's table


CONFIG = """# minchiate.ini
[deal]
packet_1 = 10
packet_2 = 11          # 21 cards in hand
show     = dealer_last_card   # only the dealer's last card is turned up for everyone
fola     = 13         # 97 - 4 x 21 = 13
[robbing]
cutter_robs = up_to_{robbed}   # from the bottom of the cut: scoring cards or trumps above 20
discard     = down_to_21       # cutter and dealer discard down to 21 cards
"""


def test_a_settings_files_lines_are_read_apart():
    assert _errors(CONFIG.format(robbed=13), "en", "minchiate") == []


# ---------------------------------------------------------------- rank orders

@pytest.mark.parametrize("lang, agrees, differs", [
    ("it", "Esempio: presa a Denari con 3, 9, Fante e 6 → vince il Fante.",
           "A Denari l'ordine è 3, 9, Fante e 6, dal più alto."),
    ("es", "Ejemplo: baza de Oros con 3, 9, Fante y 6 → gana el Fante.",
           "En Oros el orden es 3, 9, Fante y 6, de mayor a menor."),
    ("pt", "Exemplo: vaza de Ouros com 3, 9, Fante e 6 → vence o Fante.",
           "Em Ouros a ordem é 3, 9, Fante e 6, da mais alta para a mais baixa."),
])
def test_a_tricks_cards_then_the_winner_are_no_rank_order(lang, agrees, differs):
    pair(lang, "minchiate", agrees, differs)


@pytest.mark.parametrize("lang, agrees, differs", [
    ("it", "In vantaggio di 51, la coppia prende un Re e il tarocco due (5 + 3 = 8): 59, nessun resto.",
           "In ogni seme: Re > Regina > Cavallo > Fante > 10 > 2 > 5."),
    ("en", "Leading by 51, the pair takes a Re and trump two (5 + 3 = 8): 59, no resto yet.",
           "In every suit: Re > Regina > Cavallo > Fante > 10 > 2 > 5."),
])
def test_the_numbers_of_a_sum_worked_out_are_no_ranks(lang, agrees, differs):
    pair(lang, "minchiate", agrees, differs)


# ---------------------------------------------------------------- whose rule

@pytest.mark.parametrize("lang, agrees, differs", [
    ("de", "Frühere Hausregeln, etwa mehrere Runden bis 51 Punkte, sind ab heute außer Kraft.",
           "Gespielt werden mehrere Runden bis 51 Punkte."),
    ("en", "Our former house rules, such as several deals up to 51 points, no longer apply.",
           "We play several deals up to 51 points."),
    ("it", "Le regole precedenti, come più smazzate fino a 51 punti, non sono più in vigore.",
           "Si giocano più smazzate fino a 51 punti."),
    ("fr", "Les anciennes règles maison, comme plusieurs donnes jusqu'à 51 points, ne s'appliquent plus.",
           "On joue plusieurs donnes jusqu'à 51 points."),
])
def test_earlier_rules_no_longer_in_force_are_not_asserted(lang, agrees, differs):
    pair(lang, "cicera", agrees, differs)


def test_no_longer_without_earlier_rules_is_still_read():
    """"No longer applies" alone is a rule's own condition, not a repeal."""
    assert _errors("We play several deals up to 51 points; this no longer applies in the final.", "en", "cicera")


# ---------------------------------------------------------------- captures

@pytest.mark.parametrize("lang, text", [
    ("de", "Beispiel: Münzen-10 nimmt Münzen-5, -3 und -2 und räumt den Tisch ab: Scùa, Simili und Quadriglia, "
           "zusammen {n} Punkte."),
    ("fi", "Esimerkki: pöydällä Kolikot-5, -3 ja -2, Kolikot-10 ottaa ne kaikki: Scùa, Simili ja Quadriglia, "
           "yhteensä {n} pistettä."),
])
def test_a_compounds_elided_suit_is_the_lists(lang, text):
    pair(lang, "cicera", text.format(n=3), text.format(n=2))


@pytest.mark.parametrize("lang, agrees, differs", [
    ("de", "Bleibt noch ein Kelche-Re liegen, entfällt die Scùa: 2 Punkte.",
           "Wer den Tisch abräumt, bekommt die Scùa: 2 Punkte."),
    ("en", "If a Re of Cups stays on the table, there is no Scùa: 2 points.",
           "Whoever clears the table gets the Scùa: 2 points."),
    ("fr", "Si un Re de Coupes reste sur la table, pas de Scùa : 2 points.",
           "Qui vide la table marque la Scùa : 2 points."),
    ("it", "Se sul tavolo resta un Re di Coppe, niente Scùa: 2 punti.",
           "Chi svuota il tavolo fa la Scùa: 2 punti."),
])
def test_a_bonus_lost_before_its_name_is_not_valued(lang, agrees, differs):
    pair(lang, "cicera", agrees, differs)


@pytest.mark.parametrize("lang, case, fact", [
    ("en", "Example: the 10 of Coins takes the 5, 3 and 2 of Coins and clears the table: Scùa, Simili and Quadriglia, "
           "3 points in all. If a Re of Cups stays on the table, there is no Scùa: 2 points.",
           "Example: the 10 of Coins takes the 5, 3 and 2 of Coins and clears the table: Scùa, Simili and Quadriglia, "
           "3 points in all. A Re of Cups stays on the table."),
    ("de", "Beispiel: Münzen-10 nimmt Münzen-5, -3 und -2 und räumt den Tisch ab: Scùa, Simili und Quadriglia, "
           "zusammen 3 Punkte. Bleibt dabei ein Kelche-Re liegen, entfällt die Scùa: 2 Punkte.",
           "Beispiel: Münzen-10 nimmt Münzen-5, -3 und -2 und räumt den Tisch ab: Scùa, Simili und Quadriglia, "
           "zusammen 3 Punkte. Dabei bleibt ein Kelche-Re liegen."),
])
def test_a_card_that_stays_on_a_condition_is_another_case(lang, case, fact):
    pair(lang, "cicera", case, fact)


# ---------------------------------------------------------------- tricks and values

@pytest.mark.parametrize("lang, agrees, differs", [
    ("en", "Ann leads the Asso of Cups. Ben answers with the 4 of Swords, a trump. The little trump beats the Asso: "
           "11 points for Ben.",
           "Ann leads the Asso of Cups. Ben answers with the 4 of Cups. The 4 beats the Asso: 11 points for Ben."),
    ("de", "Anna spielt das Kelche-Asso aus. Ben legt die Schwerter-Vier, also Trumpf. Der kleine Trumpf sticht das "
           "Asso: 11 Augen für Ben.",
           "Anna spielt das Kelche-Asso aus. Ben legt die Kelche-Vier. Die Vier schlägt das Asso: 11 Augen für Ben."),
    ("it", "Anna gioca l'Asso di Coppe. Ben risponde col 4 di Spade, briscola. La briscola piccola batte l'Asso: "
           "11 punti per Ben.",
           "Anna gioca l'Asso di Coppe. Ben risponde col 4 di Coppe. Il 4 batte l'Asso: 11 punti per Ben."),
])
def test_a_trump_as_the_subject_beats_the_card_named_after_it(lang, agrees, differs):
    """Swords are trumps: the sentences agree with BRI-P2 and differ with BRI-P5."""
    trump = {"en": "Swords are trumps. ", "de": "Trumpf ist Schwerter. ", "it": "Briscola a Spade. "}[lang]
    pair(lang, "briscola", trump + agrees, trump + differs)


@pytest.mark.parametrize("lang, agrees, differs", [
    ("fr", "Mon petit 2 d'atout prend ton Asso !", "Le 2 bat l'Asso."),
    ("en", "My little trump 2 beats your Asso!", "The 2 beats the Asso."),
    ("de", "Meine kleine Trumpf-Zwei schlägt dein Asso!", "Die Zwei schlägt das Asso."),
])
def test_a_trump_held_beating_a_card_held_is_no_rank_order(lang, agrees, differs):
    pair(lang, "briscola", agrees, differs)


@pytest.mark.parametrize("lang, agrees, differs", [
    ("fr", "L'atout 17 gagne et emporte les 5 points du Re.", "L'atout 17 vaut 5 points."),
    ("en", "Trump 17 wins and carries off the 5 points of the Re.", "Trump 17 is worth 5 points."),
    ("it", "Il tarocco 17 vince e si porta via i 5 punti del Re.", "Il tarocco 17 vale 5 punti."),
])
def test_the_points_of_a_card_named_after_them_are_no_trumps_value(lang, agrees, differs):
    pair(lang, "minchiate", agrees, differs, by="example")


@pytest.mark.parametrize("lang, text", [
    ("fr", "Une équipe a ramassé 51 cartes. Combien de points ? 51 − 42 = {n} points."),
    ("en", "A team took 51 cards. How many points? 51 − 42 = {n} points."),
])
def test_a_bonus_worked_out_from_the_count_gives_the_result(lang, text):
    pair(lang, "minchiate", text.format(n=9), text.format(n=18), by="example")


@pytest.mark.parametrize("lang, agrees, differs", [
    ("de", "Bei 60 zu 60 ist es unentschieden; ein Stechen gibt es nicht.", "Bei 60 zu 60 gibt es ein Stechen."),
    ("en", "At 60 all it is a draw; a play-off there is not.", "At 60 all the last trick decides."),
])
def test_a_negation_closing_the_clause_denies_the_tie_break(lang, agrees, differs):
    pair(lang, "briscola", agrees, differs)


@pytest.mark.parametrize("lang, agrees, differs", [
    ("de", "Re über Fante: 6 Augen für Ben.", "Re über Fante: der Fante zählt 6 Augen."),
    ("en", "Re over Fante: 6 points for Ben.", "Re over Fante: the Fante is worth 6 points."),
    ("fr", "Le Re bat le Fante : 6 points pour Ben.", "Le Re bat le Fante : le Fante vaut 6 points."),
])
def test_two_cards_compared_then_their_points_together(lang, agrees, differs):
    pair(lang, "briscola", agrees, differs)


@pytest.mark.parametrize("lang, agrees, differs", [
    ("en", "Riddle: in Briscola it beats the Re and is worth ten points. Answer: the Three.",
           "Riddle: the Three beats the Re, and the Re is worth ten points."),
    ("it", "Indovinello: a Briscola batte il Re e vale dieci punti. Risposta: il Tre.",
           "Indovinello: il Tre batte il Re, e il Re vale dieci punti."),
])
def test_a_value_after_and_joined_to_a_beating_verb_is_the_subjects(lang, agrees, differs):
    pair(lang, "briscola", agrees, differs)


# ---------------------------------------------------------------- who deals, who starts

@pytest.mark.parametrize("lang, game, agrees, differs", [
    ("ru", "minchiate", "Сдающий открывает свою последнюю карту всем игрокам.", "Игру открывает сдающий."),
    ("it", "briscola", "Il mazziere scopre una carta e la mette sotto il mazzo.", "Il mazziere scopre e gioca per primo."),
])
def test_a_verb_that_turns_a_card_up_says_nobody_starts(lang, game, agrees, differs):
    pair(lang, game, agrees, differs)


def test_it_parte_after_an_article_is_the_noun():
    pair("it", "briscola", "Il giocatore alla sinistra del mazziere taglia, poi il mazziere distribuisce le carte "
                           "dalla parte superiore del mazzo.",
         "Il giocatore alla sinistra del mazziere taglia, poi parte il giocatore alla sua sinistra.")


@pytest.mark.parametrize("lang, agrees, differs", [
    ("it", "Ognuno pesca a caso una carta e chi ha la più alta fa il mazziere.",
           "Fa il mazziere chi pesca la carta più alta."),
    ("en", "Each player draws a card at random; the highest card deals.", "The youngest player deals."),
])
def test_a_card_drawn_at_random_chooses_the_dealer_at_random(lang, agrees, differs):
    pair(lang, "briscola", agrees, differs)


# ---------------------------------------------------------------- obligations

@pytest.mark.parametrize("lang, agrees, differs", [
    ("it", "Chi è di mano cala una carta, e l'avversario deve rispondere con una carta qualsiasi.",
           "Se hai carte del seme di uscita, devi rispondere."),
    ("fr", "Le joueur suivant doit suivre avec la carte de son choix.",
           "Si vous avez la couleur demandée, vous devez suivre."),
])
def test_an_everyday_verb_for_following_suit_needs_a_suit(lang, agrees, differs):
    pair(lang, "briscola", agrees, differs)


@pytest.mark.parametrize("lang, agrees, differs", [
    ("vi", "chơi Briscola ko cần theo chất đâu, lá nào cũng đánh đc", "chơi Briscola phải theo chất nha"),
    ("en", "u dont have to follow suit in briscola, any card is fine", "u have to follow suit in briscola"),
    ("pt", "na Briscola ñ precisa seguir o naipe, vale qualquer carta", "na Briscola tem que seguir o naipe"),
    ("it", "a Briscola nn devi rispondere al seme, va bene qualsiasi carta", "a Briscola devi rispondere al seme"),
])
def test_negations_as_chats_spell_them(lang, agrees, differs):
    pair(lang, "briscola", agrees, differs)


# ---------------------------------------------------------------- counts

@pytest.mark.parametrize("lang, text", [
    ("en", "97 cards: 40 numbered trumps, the Matto and {n} suit cards."),
    ("ru", "97 карт: 40 козырей, Matto и {n} мастевых карт."),
])
def test_a_count_of_a_kind_of_card_is_the_packs_make_up(lang, text):
    assert _errors(text.format(n=56), lang, "minchiate") == []


def test_a_middle_dot_parts_items():
    """Ours for CIC-H reads "4 jogadores · Você e um parceiro …": "você" after the dot is no role
    of the 4, so the text's "você tem três opções" takes no number's place."""
    text = "Jogou um 7 numa mesa com 7, 3 e 4? Você tem três opções:\n- levar o 7;\n- levar 3 + 4;\n- só pôr a carta na mesa.\n"
    assert _errors(text, "pt", "cicera", "t.md") == []


# ---------------------------------------------------------------- misses read (second step)

@pytest.mark.parametrize("lang, text", [
    ("de", "Ben spielt die Fünf Münzen aus, Ada legt das Asso Stäbe. Kein Trumpf, und {w} gewinnt: 11 Augen."),
    ("en", "Ben leads the 5 of Coins, Ada plays the Asso of Batons. No trump on the table, and {w} wins: 11 points."),
    ("fr", "Ben entame le 5 de Deniers, Ada pose l'Asso de Bâtons. Pas d'atout sur la table, et {w} gagne : 11 points."),
])
def test_no_trump_played_makes_the_suit_led_win_whatever_the_trump(lang, text):
    """The trump suit is named nowhere in the passage: "no trump" says neither card is one."""
    ours = {"de": "die Fünf", "en": "the 5", "fr": "le 5"}[lang]
    other = {"de": "das Asso", "en": "the Asso", "fr": "l'Asso"}[lang]
    pair(lang, "briscola", text.format(w=ours), text.format(w=other))


@pytest.mark.parametrize("lang, text", [
    ("it", "Il 2 di Spade, la Mata, vale {n}."),
    ("en", "The 2 of Swords, La Mata, is worth {n}."),
    ("de", "Die Schwerter-2, die Mata, zählt {n}."),
])
def test_a_cards_name_set_off_by_commas_before_its_value(lang, text):
    one = {"it": "un punto", "en": "one point", "de": "einen Punkt"}[lang]
    two = {"it": "due punti", "en": "two points", "de": "zwei Punkte"}[lang]
    pair(lang, "cicera", text.format(n=one), text.format(n=two))


@pytest.mark.parametrize("lang, text", [
    ("fr", "Valeur de 28-29-30 ? 5 + 5 + 5 = {n}."),
    ("en", "Worth of 1-2-3? 5 + 3 + 3 = {n}."),
])
def test_a_runs_worth_asked_then_a_sum_worked_out(lang, text):
    ours, other = {"fr": (15, 20), "en": (11, 13)}[lang]
    pair(lang, "minchiate", text.format(n=ours), text.format(n=other))


@pytest.mark.parametrize("lang, text", [
    ("it", "Partendo dal giocatore alla {side} del mazziere, ciascuno gioca una carta con lo scopo di aggiudicarsi la mano."),
    ("en", "Starting with the player on the dealer's {side}, each plays a card in order to win the trick."),
])
def test_a_word_of_winning_in_a_purpose_clause_says_who_starts_all_the_same(lang, text):
    """BRI-S1: the first player is chosen at random, so either side differs; the purpose clause
    no longer hides the claim (the 'agrees' side is the sentence without a side)."""
    side = {"it": "destra", "en": "right"}[lang]
    agrees = {"it": "Ciascuno gioca una carta con lo scopo di aggiudicarsi la mano.",
              "en": "Each plays a card in order to win the trick."}[lang]
    pair(lang, "briscola", agrees, text.format(side=side))


@pytest.mark.parametrize("lang, text", [
    ("en", "Court cards, high to low: Re, {a}, {b}, Fante."),
    ("de", "Bildkarten von stark nach schwach: Re, {a}, {b}, Fante."),
])
def test_a_direction_said_in_the_plain_degree(lang, text):
    pair(lang, "minchiate", text.format(a="Regina", b="Cavallo"), text.format(a="Cavallo", b="Regina"))


@pytest.mark.parametrize("lang, text, seven, asso", [
    ("de", "Trumpf ist Stäbe. Jonas spielt die Kelche-Sieben aus, Lea legt das Asso Kelche. Am Ende verliert {a} gegen {b}.",
     "die Sieben", "das Asso"),
    ("en", "Trumps are Batons. Jo leads the 7 of Cups, Ada plays the Asso of Cups. In the end {a} loses to {b}.",
     "the 7", "the Asso"),
])
def test_the_card_after_against_a_losing_verb_is_the_other_one(lang, text, seven, asso):
    """"X loses to Y": Y is not the loser (the Asso of the suit led beats the 7)."""
    pair(lang, "briscola", text.format(a=seven, b=asso), text.format(a=asso, b=seven))


RANK_TABLE = {
    "pt": "**Ordem de força**, da mais alta à mais baixa:\n\n| posição | carta | pontos |\n|---|---|---|\n{rows}",
    "en": "**Card strength**, highest first:\n\n| place | card | points |\n|---|---|---|\n{rows}",
    "it": "**Forza delle carte**, dalla più alta alla più bassa:\n\n| posto | carta | punti |\n|---|---|---|\n{rows}",
}
SUFFIX = {"pt": "ª", "en": ".", "it": "°"}


@pytest.mark.parametrize("lang", ["pt", "en", "it"])
def test_a_table_of_places_gives_a_rank_order(lang):
    def table(order):
        rows = "".join(f"| {i}{SUFFIX[lang]} | {card} | {pts} |\n" for i, (card, pts) in enumerate(order, 1))
        return RANK_TABLE[lang].format(rows=rows)
    ours = [("Asso", 11), ("3", 10), ("Re", 4), ("Cavallo", 3), ("Fante", 2)]
    swapped = [("Asso", 11), ("Re", 4), ("3", 10), ("Cavallo", 3), ("Fante", 2)]
    pair(lang, "briscola", table(ours), table(swapped), name="t.md", only="claims")


def test_a_table_of_card_numbers_is_no_rank_order():
    """A bare number numbers a card ("| 8 | Fante |"), no place."""
    text = "Card numbers in a Spanish-suited pack, highest first:\n\n| number | card |\n|---|---|\n" \
           "| 8 | Fante |\n| 9 | Cavallo |\n| 10 | Re |\n"
    assert [f for f in error_findings(text, "en", "briscola", "t.md") if "rank order" in f.message] == []


@pytest.mark.parametrize("lang, agrees, differs", [
    ("es", "Si los resti netos quedan en 0, la mano es empate.",
           "Si los resti netos quedan en 0, gana la pareja que hizo la última baza."),
    ("it", "Se i resti netti restano a 0, la smazzata è pari.",
           "Se i resti netti restano a 0, vince la coppia che ha fatto l'ultima presa."),
    ("de", "Stehen die resti am Ende netto bei 0, ist es unentschieden.",
           "Stehen die resti am Ende netto bei 0, gewinnt das Team mit dem letzten Stich."),
])
def test_net_resti_at_zero_are_a_tie(lang, agrees, differs):
    pair(lang, "minchiate", agrees, differs)


@pytest.mark.parametrize("lang, agrees, differs", [
    ("en", "You never have to play a card of the suit led: any card may be played.",
           "If you hold a card of the suit led, you must play it; otherwise you may play any card."),
    ("fr", "Rien n'oblige à jouer une carte de la couleur demandée : n'importe quelle carte peut être jouée.",
           "Si vous avez une carte de la couleur demandée, vous devez la jouer ; sinon, jouez la carte de votre choix."),
    ("it", "Nessuno è obbligato a giocare una carta del seme di uscita: si può giocare qualsiasi carta.",
           "Se hai una carta del seme di uscita devi giocarla, altrimenti puoi giocare qualsiasi carta."),
])
def test_otherwise_any_card_is_the_case_the_duty_leaves(lang, agrees, differs):
    pair(lang, "briscola", agrees, differs)
