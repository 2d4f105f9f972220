"""The claims suite (tests/data/claims/): well-formed items covering every language, game and kind,
and the checker's figures on the dev split held at what was reached.

The holdout split is validated for form only: its figures are measured by
`benchmarks/claims_eval.py --split holdout` at the end of a piece of work, never asserted (a test
that pins them would invite tuning on them).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from checking import benchmark

ROOT = Path(__file__).resolve().parent.parent
CLAIMS = ROOT / "tests" / "data" / "claims"
KINDS = {"obligation", "start_direction", "lead", "winner_tie", "rank_order", "card_values", "count",
         "example_outcome", "forbidden_term", "corrupted_name"}
LANGUAGES = {"en", "it", "fr", "pt", "ru", "vi", "fi", "de", "es"}
GAMES = {"cicera", "briscola", "minchiate"}
FILES = sorted(CLAIMS.glob("*.jsonl"))


def _eval():
    return benchmark("claims_eval")


def _items(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_both_splits_are_there():
    assert {p.name.startswith("holdout") for p in FILES} == {True, False}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_items_are_well_formed(path):
    items = _items(path)
    assert Counter(i["id"] for i in items).most_common(1)[0][1] == 1
    for item in items:
        assert set(item) >= {"id", "lang", "game", "kind", "agrees", "text", "note"}, item["id"]
        assert item["lang"] in LANGUAGES and item["game"] in GAMES and item["kind"] in KINDS, item["id"]
        assert isinstance(item["agrees"], bool) and item["text"].strip() and item["note"].strip(), item["id"]


def test_ids_are_unique_in_each_split():
    # benchmarks/claims_eval.py --split holdout refuses duplicates (holdout-7 and holdout-8 both
    # used "k-" ids, holdout.jsonl and holdout-9 bare "it-cicera-01" ids, until the fifteenth
    # session, when holdout-8's became "k8-…" and holdout-9's "h9-…")
    for holdout in (True, False):
        ids = Counter(i["id"] for p in FILES if p.name.startswith("holdout") == holdout for i in _items(p))
        assert [i for i, n in ids.items() if n > 1] == []


def test_the_dev_split_covers_every_language_game_and_kind():
    items = [i for p in FILES if not p.name.startswith("holdout") for i in _items(p)]
    assert {i["lang"] for i in items} == LANGUAGES
    assert {i["game"] for i in items} == GAMES
    assert {i["kind"] for i in items} == KINDS
    assert {i["agrees"] for i in items} == {True, False}


@pytest.fixture(scope="module")
def dev_outcomes():
    module = _eval()
    return [module.check(i) for i in module.load("dev")]


def test_the_format_sniffer_reads_tags_tables_and_prose():
    module = _eval()
    assert module.suffix("<li>Il mazziere dà tre carte</li>") == ".html"
    assert module.suffix("| Carta | Punti |\n|---|---|\n| Asso | 11 |") == ".md"
    assert module.suffix("Il mazziere dà tre carte a testa.") == ".txt"


# What the checker reached on each dev file (benchmarks/claims_eval.py --file NAME): (detected at
# least, false errors at most). Raise these when it does better, never lower them to make a change
# pass; a new file comes in at its first measure.
DEV_REACHED = {
    ("dev-a", "dev-b", "dev-c", "dev-d", "dev-e", "dev-f"): (400, 1),     # 400 at the thirty-eighth session (h249): pt-minchiate-05 ("a dupla marca 50 pontos: duas versicole, de 15 e de 30, e mais 5 pelo Matto") was detected only by 50 read in place of "the counting cards total 142 points"; a total told with its parts and said of cards named is an example's amount (checks.cards_amount); its real difference, the Matto's 5 per combination, is unread (the combination reader takes no list after the plural "trunfos"); 401 after h178 (the Matto "ilman ainoatakaan poikkeusta"; its court-card readings were reverted); 400 at the twenty-seventh session: d-en-minchiate-03 ("52 suit cards") was "detected" only by 52 read in place of "the counting cards total 142 points", a count of cards against a total of points (checks.other_side); its real difference, the suit cards' count, is unread; 401 after h165 (a lead of more than 60 for a resto, c-pt-minchiate-14); 400 after h138 (en "is drawn" said of a tie: c-en-briscola-17, e-en-cicera-06); 398/422, 1/404 false at the tenth session's start and end (397 at h85; 394, 2 at 8948bbc); 397 at the fourteenth: fi-cicera-05 was detected only by reading "(Asso–2)", the run Asso to 2, as the Asso's value 2
    ("dev-g",): (65, 6),        # 65 after h178 (62 at its start: trump 29 "non soltanto dentro una versicola", trump 29 discarded "в том числе", the winner drawing after the opponent); 59 after h122 (net resti at zero are a tie); 58 after h119 (a rate per card beyond 42); tuned on: 57/75 detected, 6/75 false after h97+h98 (55 at h85; 50, 6 before; first measure, main 7fe5b3e: 45, 11)
    ("dev-h",): (43, 1),        # 43/56, 1/64 with h165 and h166 merged (42, 1 after h166 alone: the lead denied to the winner, the Matto adding nothing; 41 after h165 alone: fi "vei tikin", a trick won told in the past); 39 after h119 (fr "d'un coup" no suit); the eighth session's cross-writer check: 38/56, 4/64 after h97
    ("dev-i",): (54, 0),        # false 1 → 0 after h229 (i-ru-cicera-01: the Fante still on the table, told after the capture, has no place in the reading: no error); 54 with h221 and h222 merged (the thirty-fourth session); 53 after h221 (i-it-briscola-01: "rispondo con l'Asso", the subject in the verb's ending); 52/61, 1/59 at the twenty-sixth session's merges (52 after h165: pt "resto só acima de 60"; false 4 → 1 by h166's and the lead's readings); 50 after h153 (en "stack" for bonuses that add up, i-en-cicera-03); 49 after h138
    ("dev-p1",): (53, 1),       # paraphrases of dev items (h90), tuned on by h92, h93: 54/63, 1/67 after h97+h98 (2/67 before; first measure, main a31475a: 39, 7; their sources 56/63, 2/67); 53 at the twelfth session: two items were detected only by misreading a card's number (p1-12 "il tre di Bastoni" as a rule's 3, p1-81 "el 5" as a table count) and one found again by reading the score told next
    ("dev-p2",): (42, 7),       # 42 after h179 (p2-pt-11, a trick verdict); paraphrases of dev items (h91), kept from the tuners as the cross-writer check: 38/64, 7/76 after h97+h98 tuned on dev-p3 in the same languages (37/64, 7/76 at first measure, main a31475a, and at 272e7b3); their sources 55/64, 2/76
    ("dev-p3",): (69, 1),       # paraphrases of dev items in pt, ru, fi, vi (h94), tuned on by h97, h98: 70/73, 1/71 (first measure, main 272e7b3: 45/73, 6/71; their sources 66/73, 3/71); 69 at the sixteenth session: p3-fi-18 was detected only by reading "pelattiin järjestyksessä 10, 3, Re ja Fantina", the order of play, as a rank order
    ("dev-j",): (46, 0),        # false 2 → 0 after h229 (h13-pt-cicera-01, the 4 still on the table has no place in the reading; h13-ru-cicera-01, the rubric's marks read as the points, "1 очко" stated too); 46 after h178 (45 at its start: trump 29 "auch für sich allein"); 41 after h119 (ru the card taken with, in the instrumental); holdout-13, opened at the fifteenth session: 38/60, 4/60 at first contact (main e915204 and 4534480); 39 after a lead-in's colon stopped hiding a capture example (97d4a1c)
    ("dev-k",): (56, 0),        # 56 after h222 (n-es-briscola-05, "…, no quien sume más puntos": the rejected alternative); 55/60 after h191 (n-de-briscola-02: "der Fante sticht die Sieben …, und er bringt 3 Augen" read as the trick's points); 54/60, 0/60 after h166 (the lead denied to the winner); 52 after h119 (no suit in "d'un coup", a rate per card, "only" one capture); holdout-14, opened at the sixteenth session: 48/60, 4/60 at first contact (main 6bf0c30 and 9b99315)
    ("dev-l",): (50, 0),        # 50 after h222 (p15-en-briscola-03, "No tie, though: whoever …": a verdict before a colon); 49/60, 0/60 with h178 and h179 merged; h178: 48 at h178 (its court-card reading reverted); 47/60, 0/60 after h122 (tuned on); holdout-15, opened at the seventeenth session: 44/60, 4/60 at first contact (main cc226c3 and 61a675a); h179: 49 after h179 (a Napula score told past a remark, p15-vi-cicera-01); 47/60, 0/60 after h122 (tuned on); holdout-15, opened at the seventeenth session: 44/60, 4/60 at first contact (main cc226c3 and 61a675a)
    ("dev-m",): (46, 0),        # 46/60, 0/60 after h125 (tuned on); holdout-16, opened at the eighteenth session: 28/60, 9/60 at first contact (17327f2), 29/60, 9/60 at the end of the seventeenth (3646b01)
    ("dev-n",): (60, 0),        # 60/60 with h165 (ru "resto дают, только когда перевес больше 60") and h166 (the Matto adding nothing) merged, 59 after each alone; 58/60, 0/60 after h131 (tuned on); holdout-17, opened at the nineteenth session: 45/60, 5/60 at first contact (06ae0b0)
    ("dev-o",): (56, 0),        # 56/60, 0/60 after h135 (tuned on); holdout-18, opened at the twentieth session: 46/60, 4/60 at first contact (9e85400), 47/60, 3/60 at the end of the nineteenth (928a7ca)
    ("dev-q",): (53, 0),        # 53/60, 0/60 after h139 and a breakdown's total read (tuned on); holdout-19, opened at the twenty-first session: 35/60, 3/60 at first contact (d16dc36) and at the end of the twentieth (9458308)
    ("dev-r",): (53, 0),        # 53/60 after h166 (the lead denied to the winner); 52/60, 0/60 after h160 (a Picada for a card taken beside the one left); 50/60, 0/60 after h143 (tuned on); holdout-20, opened at the twenty-second session: 40/60, 8/60 at first contact (d2322f9), 41/60, 8/60 at the end of the twenty-first (90a97d3)
    ("dev-s",): (54, 0),        # 54 merged at the twenty-seventh session: h172 adds v21-vi-cicera-05, and v21-vi-cicera-01 ("26 lá" each, a tied majority said to give 1 point each) was "detected" only by 26 read in place of the 2 points for most cards, a count of cards against a value (checks.other_side), its tie rule unread; 55/60 after h172 alone (a tournament's regulation as a source label, v21-vi-cicera-05); 54/60, 0/60 after h148 (tuned on); holdout-21, opened at the twenty-third session: 47/60, 4/60 at first contact (d83c5fd), 46/60, 4/60 at the end of the twenty-second (da8d54f)
    ("dev-t",): (56, 0),        # 56 after h172 (the tournament's regulation as a source label, w22-it-minchiate-03); holdout-22, opened at the twenty-fourth session: 44/60, 4/60 at first contact (1357d4d), 43/60, 3/60 at the end of the twenty-third (89f6d06); h154: 55/60, 0/60
    ("dev-u",): (51, 0),   # 51 with h221 and h222 merged (the thirty-fourth session); 50 at h222 (x23-vi-minchiate-03, "Hỏi: … mấy điểm? Đáp: Bốn điểm.": a question answered by a number, read for the values); 49 after h221 (x23-ru-briscola-02: the verdict before a colon kept out of the reason after it); 48 after h200 (x23-vi-minchiate-01: "chưa vượt quá 60 nên không được resto nào", no resto said with the bar not reached); 47/60, 0/60 with h178 and h179 merged; h178: 47 after h178 (who draws first, "pesca per secondo"); 46 after h165 (en "until the lead goes past 60"); holdout-23, opened at the twenty-fifth session: 41/60, 2/60 at first contact (18c81e9) and at the end of the twenty-fourth (d2549a8); 44/60, 0/60 after h160; 42 by h159 alone ("the deal is drawn" read by its situation); 45/60, 0/60 with both (6d5c75f); h179: 46 after h165 (en "until the lead goes past 60"); holdout-23, opened at the twenty-fifth session: 41/60, 2/60 at first contact (18c81e9) and at the end of the twenty-fourth (d2549a8); 44/60, 0/60 after h160; 42 by h159 alone ("the deal is drawn" read by its situation); 45/60, 0/60 with both (6d5c75f)
    ("dev-v",): (51, 0),   # 51 with h221 and h222 merged (the thirty-fourth session); 50 after h221 (y24-de-briscola-03: a dialogue's answer "Ich" is the play's teller); 49 with h198 and h200 merged (h200: y24-vi-minchiate-01, "Chưa đủ 60 nên không được resto nào", no resto said with the bar not reached); 48 after h198 (y24-it-minchiate-04: a quoted question answered after it, "«… quante carte …?» Risposta attesa: dodici"); 47 after h192 (y24-fr-briscola-03: the lead told by who led the trick before); 46/60, 0/60 with h178 and h179 merged; h178: 46 after h178 (trump 29 discarded, "and trump 29 too"); holdout-24, opened at the twenty-sixth session: 41/60, 3/60 at first contact (810f088), 42/60, 3/60 at the end of the twenty-fifth (6d5c75f); 46/60, 1/60 after h166 alone (the lead denied to the winner, whoever won it, the Matto adding nothing, all at once; a score rejected, the table or the hands); 45/60, 0/60 merged with the lead's word forms (pt "quadro" is no "quadra"; y24-pt-minchiate-02 was "detected" only by the verb "corta" read as "corte"); h179: holdout-24, opened at the twenty-sixth session: 41/60, 3/60 at first contact (810f088), 42/60, 3/60 at the end of the twenty-fifth (6d5c75f); 46/60, 1/60 after h166 alone (the lead denied to the winner, whoever won it, the Matto adding nothing, all at once; a score rejected, the table or the hands); 45/60, 0/60 merged with the lead's word forms (pt "quadro" is no "quadra"; y24-pt-minchiate-02 was "detected" only by the verb "corta" read as "corte")
    ("dev-w",): (48, 0),   # 48 after h221 (z25-fi-briscola-02: "PEKKA: Ja minä Sauvojen Ren", a clause opening on its player told in order); 47/60, 0/60 with h178 and h179 merged; h178: 46 after h178 (trump 29 "dentro o fuori da una versicola"; the loser drawing first); holdout-25, opened at the twenty-seventh session: 38/60, 5/60 at first contact (97946ce), 38/60, 4/60 at the end of the twenty-sixth (1cc2ef1); h172: 44/60, 0/60 (four false errors, each a reading's condition; an award after 'that is', a Napula denied for want of the 4, source labels before a colon); h179: 45 after h179 (a Napula score told past a remark, z25-vi-cicera-02); holdout-25, opened at the twenty-seventh session: 38/60, 5/60 at first contact (97946ce), 38/60, 4/60 at the end of the twenty-sixth (1cc2ef1); h172: 44/60, 0/60 (four false errors, each a reading's condition; an award after 'that is', a Napula denied for want of the 4, source labels before a colon)
    ("dev-x",): (51, 0),   # 51/60, 0/60 with h178 and h179 merged; h178: 45/60, 1/60 after h178 (fi "Sauvoissa Asso" one rank); holdout-26, opened at the twenty-eighth session: 44/60, 1/60 at first contact (8f343cc) and at the end of the twenty-seventh (76bfa25); h179: 50/60, 0/60 after h179 (trick verdicts by how the sentence is built, a Napula score told past a remark, a versicola "da 15", the cards taken before a closing verb); holdout-26, opened at the twenty-eighth session: 44/60, 1/60 at first contact (8f343cc) and at the end of the twenty-seventh (76bfa25)
    ("dev-aa",): (48, 1),  # 48/60, 1/60 after h198 (a quoted question answered after it, a score said to be each side's "по шестьдесят", a trump as a duty adjective's subject, value fields and records, a noun dated "von gestern", the winner's partner by a possessive, a sum only without a match, a value in brackets "FANTE (vaut 8)", the Re kept back by the Matto; d29-de-minchiate-04, trump 29 "auch ohne Versicola", stays missed after its label "auf einem Schlüsselanhänger"); holdout-29, opened at the thirty-first session: 38/60, 1/60 at first contact (main 165e5eb and 945de73) and at the opening (2109c70)
    ("dev-ab",): (45, 3),  # false 4 → 3 after h229 (e30-de-cicera-01: the gap's 8 read as the score, "Ergebnis: 7 Punkte" stated too); 45 with h221 and h222 merged (the thirty-fourth session); 44 after h222 (e30-ru-briscola-04, "Когда думал, что … стоит 4 очка, а он стоит все 5": a belief set right); 44 after h221 (e30-pt-briscola-02: "Levei a vaza com o 7", the subject in the verb's ending, and "eu botei o 7", a clause opening on its player); 43/60, 4/60 after the thirty-second session (es modal verbs in every person, a tie's points "unawarded", h204's points of the cards named); holdout-30, opened at the thirty-second session: 40/60, 5/60 at first contact (main 354af07 and 8f39600) and at the opening (01ab5b8)
    ("dev-ac",): (48, 0),  # false 1 → 0 after h221 (f31-es-briscola-01: a dialogue's answer "Yo" is the play's teller, not the asker); 48/60, 1/60 after the thirty-third session (a player named by a common noun, "seme uscito", a majority's "+2" and a tie declared with its gap); holdout-31, opened at the thirty-third session: 44/60, 1/60 at first contact (main 9c69844 and 661de27) and at the opening
    ("dev-ad",): (41, 7),  # false 8 → 7 after h229 (g32-ru-cicera-01: a rhyme's "два, четыре" read as cards on the table, the Re left out; read without them, the passage agrees); holdout-32, opened at the thirty-fourth session: 41/60, 8/60 at first contact (main 6404743 and 864a64f) and at the opening
    ("dev-ag",): (38, 8),  # 38 after h230 (a stated total read by its role), the session's transfer check (not tuned on): h229's charitable reading left its 8 false errors; holdout-33, opened at the thirty-fifth session: 37/60, 8/60 at first contact (main c39afda and d3bd2a5) and at the opening
    ("dev-ah",): (33, 7),  # holdout-34, opened at the thirty-sixth session: 33/60, 7/60 at first contact (main 27ae583 and fb9ff0a) and at the opening
    ("dev-ai",): (36, 5),  # 36 at the thirty-seventh session's end (68510095: h244's highest of named suits, a transfer check kept from the improvers); holdout-35, opened at the thirty-seventh session: 34/60, 5/60 at first contact on the start's code (005b61f), 35/60, 5/60 at its end (a47a4e1, h237) and at the opening
    ("dev-aj",): (43, 4),  # holdout-36, opened at the thirty-eighth session: 43/60, 4/60 at first contact on the start's code (464055c) and at the thirty-seventh's end (6851009)
    ("dev-ak",): (37, 3),  # holdout-37, opened at the thirty-ninth session: 36/60, 4/60 at first contact on the thirty-eighth's start code (66411055), 37/60, 3/60 at its end (82047bc) and at the opening
    ("dev-ae",): (35, 2),  # false 3 → 2 after h229 (e34-fi-cicera-03: the 9 after the gap read as the score, "seitsemän pistettä" stated first); a phenomenon set (worked examples told as stories, h219) written at the thirty-fourth session without reading the checker: 35/60, 6/60 on main at its merge; 35/60, 3/60 after h221 (a third person who may be any of several players, a player losing a card, trumping in the clause that plays while more cards follow)
    ("dev-af",): (43, 3),  # a phenomenon set (rules in varied syntax, h220) written at the thirty-fourth session without reading the checker: 36/60, 6/60 on main d78dbf4 at its merge; 43/60, 3/60 after h222 (a belief set right, a verdict before a colon, a question answered by a number, a fronted negation, an adverbial of cause in a negation's reach, a likeness to another game, "not the winner but his partner")
    ("dev-z",): (57, 1),  # 57/60, 1/60 with h191 and h192 merged; h192: 57/60, 5/60 (rule changes missed: a card said to keep the trick, a reason backing the verdict, the winner's lead denied or the lead by who led before, the Matto "só … quando", a table row "| Sieben | 1 |", a court card given a value in sums, rounding at the end); h191: 47/60, 1/60 (a trick's total read as a card's value ×2, a breakdown's total, a fi abessive "kuulumatta"); holdout-28, opened at the thirtieth session: 48/60, 5/60 at first contact (8291e50), 47/60, 5/60 at the end of the twenty-ninth (cfa7846)
    ("dev-y",): (51, 2),  # 51 with h221 and h222 merged (the thirty-fourth session); 50 after h192 (a rule change missed before, read by one of its phenomena); 49/60, 2/60 with h187 and mine merged; mine: 46/60, 2/60 (a negation inside "nadador", "fängt … an" split, a permission to trump over holding the suit, the direction denied then corrected); 45/60, 3/60 after h187 (captures told as stories: a narrator's "lifted", the table told between the play and the taking with an exclamation before the outcome, the card just left named again as "that 5"); holdout-27, opened at the twenty-ninth session: 42/60, 3/60 at first contact (8928f1d) and at the end of the twenty-eighth (ca01d95)
}


@pytest.mark.parametrize("files", sorted(DEV_REACHED), ids="+".join)
def test_the_checker_keeps_what_it_reached_on_the_dev_split(dev_outcomes, files):
    module = _eval()
    mine = [o for o in dev_outcomes if o.item["file"].split(".")[0] in files]
    assert mine, files
    figures = module.figures(mine)["all"]
    detected, false = DEV_REACHED[files]
    assert figures["detected"] >= detected
    assert figures["false_errors"] <= false


def test_every_dev_file_has_a_floor(dev_outcomes):
    known = {f for files in DEV_REACHED for f in files}
    assert {o.item["file"].split(".")[0] for o in dev_outcomes} <= known


def test_every_paraphrase_restates_a_dev_item_with_its_label():
    """A paraphrase (dev-p*.jsonl, benchmarks/paraphrase_eval.py) names a dev item as its source
    and keeps its language, game, kind and label: the pair differs only in wording."""
    dev = {(p.name, i["id"]): i for p in FILES if not p.name.startswith(("holdout", "dev-p")) for i in _items(p)}
    paraphrases = [i for p in FILES if p.name.startswith("dev-p") for i in _items(p)]
    assert paraphrases
    for item in paraphrases:
        file, sid = item["source"].split(":", 1)
        source = dev[(file, sid)]
        assert [item[k] for k in ("lang", "game", "kind", "agrees")] == \
            [source[k] for k in ("lang", "game", "kind", "agrees")], item["id"]


def test_show_leaves_out_paraphrase_files_unless_named():
    """``claims_eval.py --split dev --show`` must not print a paraphrase set a session keeps from its
    tuners (dev-p2 was printed that way once): every dev-p* item is a paraphrase, no other is."""
    module = _eval()
    for path in FILES:
        for item in _items(path):
            assert module.is_paraphrase(item) == path.name.startswith("dev-p"), (path.name, item["id"])


def test_errors_by_message_class_count_items_true_and_false_without_text():
    """``--by-class``: each item with an error of a class counts once for it, true where the
    item states another rule, false where it states ours; classes carry no quoted words."""
    bench = _eval()
    items = [{"agrees": False, "text": "x"}, {"agrees": True, "text": "y"}, {"agrees": False, "text": "z"}]
    outcomes = [bench.Outcome(items[0], classes={"claims: the text states a different rule", "numbers: a number differs"}),
                bench.Outcome(items[1], classes={"claims: the text states a different rule"}),
                bench.Outcome(items[2])]
    assert bench.errors_by_class(outcomes) == {
        "claims: the text states a different rule": {"true": 1, "false": 1},
        "numbers: a number differs": {"true": 1, "false": 0}}
    from toolkit.check.findings import message_class
    assert message_class("example", "a bonus scores 2 points (Scùa): 3") == "example: a bonus scores # points"
