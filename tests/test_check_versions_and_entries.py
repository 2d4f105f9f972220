"""More phenomena behind a new writer's false errors (corpus batch 2026-12-25, opened at the
fifteenth session), each as agree/differ pairs written for this test (no sentence copied from the
corpus):

- **a card beaten is no value**: "the Fante beats the 7: 2 points against 0" gives the Fante no
  value of 7 (``values.card_values``);
- **another case after a tie**: "26 to 26 gives nobody the award; 27 to 25 gives it to whoever has
  27": the second clause decides another score, not the tie (``facts._tie_outcome``);
- **a version the text replaces**: "the previous version said you must follow suit" quotes a rule
  it no longer states (data ``clause_cues.superseded``, nine languages);
- **each suit is not the pack**: "each suit holds 30 points, the pack 4 × 30 = 120"
  (``examples.check_pack_total``);
- **entries set off by a dash**: plain-text lines opening with "– " or "— " are bulleted entries,
  so a worked example in one does not take the cards of the next (data ``bullets``);
- **another game inflected before a relative clause**: fi "pelannut scopaa, jossa ottaminen on
  pakollista; Cìcerassa se ei ole" states Scopa's rule (``terms._other_game_relative``);
- **the Asso by its name among a capture's givens and options**: "trên bàn có 8 Kiếm, Asso Tiền,
  2 Gậy và 5 Cốc: ăn 8 Kiếm, hoặc Asso + 2 + 5" (``examples.check_capture_options``,
  ``read_option``); engine: capture_options 8 on 8, A, 2, 5 → [8], [A, 2, 5] or place.

Ours (rules/games/*.yaml): Briscola Fante 2, 7 0 (BRI-E1), following suit optional (BRI-P1), the
pack 120 points; Cìcera a tied majority scores nothing (CIC-E2), a 6 on Asso, 2, 3 takes all three
(engine: capture_options 6 on A, 2, 3 → [A, 2, 3] or place)."""

from __future__ import annotations

import pytest

from tests.checking import error_findings


def errors_with(text: str, lang: str, game: str, words: str, name: str = "t.txt") -> list:
    return [f for f in error_findings(text, lang, game, name) if words in f.message]


@pytest.mark.parametrize("lang, text", [
    ("fr", "Le Fante bat le 7 : {v} points contre 0."),
    ("en", "The Fante beats the 7: {v} points against 0."),
    ("it", "Il Fante batte il 7: {v} punti contro 0."),
])
def test_a_card_beaten_is_no_value(lang, text):
    assert errors_with(text.format(v=2), lang, "briscola", "point value") == []


def test_a_value_is_still_read():
    assert len(errors_with("Il Fante vale 7 punti.", "it", "briscola", "point value")) == 1


@pytest.mark.parametrize("tie, want", [("nadie se lleva el premio", 0), ("el premio es para quien hizo la última baza", 1)])
def test_another_case_after_a_tie(tie, want):
    text = f"Si las cartas quedan 26 a 26, {tie}; 28 a 24 da los 2 puntos a quien tiene 28; 8 Espadas contra 5, el punto es para las 8."
    assert len(errors_with(text, "es", "cicera", "tied result")) == want


@pytest.mark.parametrize("lang, replaced, stated", [
    ("en", "The previous version said you must follow suit if you can.", "You must follow suit if you can."),
    ("ru", "В прошлой версии было написано: «нужно отвечать в масть, если можешь».", "Нужно отвечать в масть, если можешь."),
    ("it", "Nella versione precedente c'era scritto che bisogna rispondere al seme.", "Bisogna rispondere al seme."),
])
def test_a_version_the_text_replaces(lang, replaced, stated):
    assert errors_with(replaced, lang, "briscola", "following suit") == []
    assert len(errors_with(stated, lang, "briscola", "following suit")) == 1


@pytest.mark.parametrize("lang, text", [
    ("ru", "В каждой масти 30 очков, во всей колоде 4 × 30 = {total}."),
    ("en", "Each suit holds 30 points, the whole pack 4 × 30 = {total}."),
])
def test_each_suit_is_not_the_pack(lang, text):
    assert errors_with(text.format(total=120), lang, "briscola", "pack holds") == []


def test_the_pack_total_is_still_read():
    assert len(errors_with("The pack holds 130 points.", "en", "briscola", "pack holds")) == 1


DASHED = """Esimerkkejä
– Pöydässä ovat vain Sauvojen Asso, 2 ja 3. Pelaat Sauvojen kuutosen ja otat {taken}.
– Edellinen pelaaja jätti pöytään Kuppien ysin; pöydässä ovat lisäksi Miekkojen 4 ja 5.
"""


@pytest.mark.parametrize("dash", ["–", "—"])
@pytest.mark.parametrize("taken, want", [("kaikki (1 + 2 + 3 = 6)", 0), ("vain Asson ja 2:n (1 + 2 = 3)", 1)])
def test_entries_set_off_by_a_dash(dash, taken, want):
    text = DASHED.replace("–", dash).format(taken=taken)
    found = [f for f in error_findings(text, "fi", "cicera") if f.check == "example"]
    assert len(found) == want


@pytest.mark.parametrize("text, want", [
    ("Moni on pelannut italialaista scopaa, jossa ottaminen on pakollista; Cìcerassa se ei ole.", 0),
    ("Cìcerassa ottaminen on pakollista.", 1),
])
def test_another_game_inflected_before_a_relative_clause(text, want):
    assert len(errors_with(text, "fi", "cicera", "capturing is")) == want


ASSO = {    # lang: (givens, both options, the sum left out)
    "vi": ("Bạn đánh 8 Cốc, trên bàn có 8 Kiếm, Asso Tiền, 2 Gậy và 5 Cốc: ",
           "ăn 8 Kiếm, hoặc Asso + 2 + 5, hoặc chỉ đặt lá bài xuống.", "chỉ ăn được 8 Kiếm, hoặc đặt lá bài xuống."),
    "it": ("In tavola ci sono l'8 di Spade, l'Asso di Denari, il 2 di Bastoni e il 5 di Coppe e giochi l'8 di Coppe: ",
           "puoi prendere l'8 di Spade oppure Asso + 2 + 5, oppure posare.", "puoi prendere l'8 di Spade oppure posare."),
}


@pytest.mark.parametrize("lang", sorted(ASSO))
def test_the_asso_by_its_name_in_a_capture(lang):
    givens, both, short = ASSO[lang]
    assert [f for f in error_findings(givens + both, lang, "cicera") if f.check == "example"] == []
    missing = [f for f in error_findings(givens + short, lang, "cicera") if f.check == "example"]
    assert [(f.message, f.expected) for f in missing] == [("a legal option of the example is missing", "take Asso + 2 + 5")]


@pytest.mark.parametrize("lang, text, want", [
    ("it", "Un esempio che all'inizio mi confondeva: sul tavolo 7, 3 e 4, e io gioco un 7.", 0),
    ("fr", "Au début, sur la table il y a un 7, un 3 et un 4, et tu joues un 7.", 0),
    ("it", "All'inizio si danno 12 carte a testa e 6 sul tavolo.", 1),
])
def test_ranks_listed_on_the_table_are_no_count(lang, text, want):
    # "sul tavolo 7, 3 e 4": three numbers joined by commas and "e" alone are the table's cards
    # (counts.RANK_LIST); ours deals 4 to the table (CIC-S1)
    assert len([f for f in error_findings(text, lang, "cicera") if "dealt to the table" in f.found]) == want


@pytest.mark.parametrize("lang, text, want", [
    ("en", "Most of its terms come from the local Bresciano dialect.", 0),
    ("it", "Si gioca con le carte Bresciani, 52 in tutto.", 0),
    ("en", "It is played with the 52 Brescaine cards.", 1),
])
def test_the_adjective_of_brescia_is_no_misspelt_name(lang, text, want):
    # "Bresciano", "Bresciani": the Italian adjective's other forms, not a misspelt "Bresciane"
    assert len([f for f in error_findings(text, lang, "cicera") if f.check == "names"]) == want


@pytest.mark.parametrize("text, want", [
    ("Chaque fois qu'on mène de 60 points ou plus en cours de partie, on inscrit un resto.", 0),
    ("Graines courtes : dans ces couleurs, le 1 est plus fort que le 10.", 0),
    ("Les cartes des cours valent 5 points.", 1),
    ("Les courts valent 5 points chacun.", 1),
])
def test_a_forbidden_word_in_the_forms_written(text, want):
    # fr "cour", "court" for a court card (glossary, forms marked "="): not "en cours de partie"
    # (in the course of), nor "courtes" (short)
    assert len([f for f in error_findings(text, "fr", "minchiate") if "court_card" in f.message]) == want
