"""Minchiate resti examples (toolkit/check/examples.py: ``check_resto_in_play``,
``_read_resto_play``, ``_resto_by_sum``, ``check_resto_end``): text that agrees with our rules
(MIN-SC7: during play a lead of 60 or more earns one resto per 60, the lead drops by 60 each time;
MIN-SC8: at the end the difference is rounded up in units of 60) read as it is meant, and a near
text that differs still caught. Each pair is one reading phenomenon:

- the lead kept after resti is said in the sentence of the resti: the next sentence's lead is
  another event's;
- the bounds of a range in words ("trumps 36 to 40 are worth 10") are card numbers, no lead;
- a number word before the word for the lead whose digits follow it ("se sei avanti di 56":
  "sei" is "you are") is no lead;
- the resti come of the new lead: a lead said after them is another event's;
- "respectively" pairs a list of final leads with a list of resti in order
  (``resto_reading.respectively``);
- a sum worked out in the next sentence ("45 + 15 = 60") is a lead of its own, not the answer to
  the question before it;
- a subtitle's time code ("00:04:58,700") is no number;
- a sum said in words ("5 plus 3") has parts that are no lead (``resto_reading.plus``);
- an error of an event told by its sum is quoted from the lead it makes, so it is placed at the
  event and not at a rule's "un resto" before it;
- the resti of our own example counted by the word for resto as written ("ti restano 4" is "4
  remain").

Sentences written for this test; each example checked on the engine first."""

from __future__ import annotations

import pytest

from engine import tricks_primitives as tp
from checking import findings, messages

IN_PLAY = "the lead earns a different number of resti"
KEPT = "a different lead is kept after the resti"
AT_END = "the final lead earns a different number of resti"


def test_the_engine_settles_these_leads():
    assert tp.settle_lead(50 + 20, 60) == (0, 1, 10)
    assert tp.settle_lead(30 + 12, 60) == (0, 0, 42)
    assert tp.settle_lead(45 + 15, 60) == (0, 1, 0)
    assert tp.settle_lead(54 + 8, 60) == (0, 1, 2)
    assert [tp.resti_at_end(n, 60) for n in (58, 60, 62, 119, 125)] == [1, 1, 2, 2, 3]


def example_errors(text: str, lang: str, name: str = "t.txt") -> list[str]:
    return messages(text, lang, "minchiate", name=name, only="example")


# ---------------------------------------------------------------- the lead kept, in its sentence

KEPT_IN_SENTENCE = {
    "en": ("A team 50 ahead that scores 20 reaches 70: 1 resto, and 10 is carried over. "
           "A team 30 ahead that scores 12 is 42 ahead and books nothing yet.",
           "A team 50 ahead that scores 20 reaches 70: 1 resto, leaving them 70 ahead. "
           "A team 30 ahead that scores 12 is 42 ahead and books nothing yet."),
    "fr": ("Une équipe qui mène de 50 et marque 20 points arrive à 70 : un resto, et on garde 10. "
           "Une équipe qui mène de 30 et marque 12 points a 42 d'avance et ne marque rien.",
           "Une équipe qui mène de 50 et marque 20 points arrive à 70 : un resto, et elle reste à 70 d'avance. "
           "Une équipe qui mène de 30 et marque 12 points a 42 d'avance et ne marque rien."),
}


@pytest.mark.parametrize("lang", sorted(KEPT_IN_SENTENCE))
def test_the_next_sentences_lead_is_not_the_lead_kept(lang):
    agree, differ = KEPT_IN_SENTENCE[lang]
    assert KEPT not in example_errors(agree, lang)
    assert KEPT in example_errors(differ, lang)


# ---------------------------------------------------------------- a range in words is no event

RANGES = {
    "pt": ("Valores: trunfos 36 a 40 valem 10 pontos; trunfos 30 a 35 valem 5; os demais, 0. "
           "Sempre que a vantagem chega a 60 pontos ou mais, a dupla ganha 1 resto.",
           "Valores: trunfos 36 a 40 valem 10 pontos; trunfos 30 a 35 valem 5; os demais, 0. "
           "Uma dupla com 50 de vantagem marca mais 15 pontos e chega a 65: nenhum resto."),
    "fr": ("Valeurs : atouts 36 à 40, 10 points ; atouts 30 à 35, 5 points ; le reste 0. "
           "Quand une équipe a 60 points d'avance ou plus, elle marque 1 resto.",
           "Valeurs : atouts 36 à 40, 10 points ; atouts 30 à 35, 5 points ; le reste 0. "
           "Une équipe qui a 50 points d'avance prend 15 points et arrive à 65 : aucun resto."),
}


@pytest.mark.parametrize("lang", sorted(RANGES))
def test_the_bounds_of_a_range_are_no_lead(lang):
    agree, differ = RANGES[lang]
    assert IN_PLAY not in example_errors(agree, lang)
    assert IN_PLAY in example_errors(differ, lang)


# ---------------------------------------------------------------- a number word that is a verb

WORD_BEFORE_DIGITS = {
    "it": ("Esempio: se sei avanti di 54 e guadagni 8 punti, arrivi a 62, segni un resto e il vantaggio resta di 2.",
           "Esempio: se sei avanti di 54 e guadagni 8 punti, arrivi a 62, non segni nessun resto e il vantaggio resta di 62."),
    "pt": ("Exemplo: se sete pontos à frente eram 54 e vocês ganham 8 pontos, chegam a 62 de vantagem: 1 resto.",
           "Exemplo: se sete pontos à frente eram 54 e vocês ganham 8 pontos, chegam a 62 de vantagem: 2 resti."),
}


def test_a_number_word_before_the_lead_cue_is_no_lead_when_its_digits_follow():
    agree, differ = WORD_BEFORE_DIGITS["it"]
    assert example_errors(agree, "it") == []
    assert IN_PLAY in example_errors(differ, "it")


def test_a_number_word_before_the_lead_cue_german():
    # "zwei" a number word before "vorn", its own lead in digits after it
    agree = "Beispiel: Wir zwei sind vorn mit 54 und holen 8 Punkte, also 62 Vorsprung: 1 resto, und 2 bleiben."
    differ = "Beispiel: Wir zwei sind vorn mit 54 und holen 8 Punkte, also 62 Vorsprung: 2 resti, und 2 bleiben."
    assert IN_PLAY not in example_errors(agree, "de")
    assert IN_PLAY in example_errors(differ, "de")


# ---------------------------------------------------------------- the new lead before its resti

NEW_LEAD_BEFORE_RESTI = {
    "de": ("Beispiel: Wir liegen 50 vorn und holen 20 Punkte: 70, also 1 resto, und 10 bleiben stehen. "
           "Bei 40 Vorsprung und denselben 20 Punkten sind es genau 60: 1 resto, es bleibt 0.",
           "Beispiel: Wir liegen 50 vorn und holen 20 Punkte: 70, also 1 resto, und 10 bleiben stehen. "
           "Bei 40 Vorsprung und denselben 20 Punkten sind es genau 60: 2 resti, es bleibt 0."),
    "en": ("Say we are 50 ahead and take 20 points: 70, so 1 resto, and 10 stays. "
           "With 40 ahead and the same 20 points it is exactly 60: 1 resto, and 0 stays.",
           "Say we are 50 ahead and take 20 points: 70, so 1 resto, and 10 stays. "
           "With 40 ahead and the same 20 points it is exactly 60: 2 resti, and 0 stays."),
}


@pytest.mark.parametrize("lang", sorted(NEW_LEAD_BEFORE_RESTI))
def test_a_lead_said_after_the_resti_is_another_events(lang):
    agree, differ = NEW_LEAD_BEFORE_RESTI[lang]
    assert IN_PLAY not in example_errors(agree, lang)
    assert IN_PLAY in example_errors(differ, lang)


# ---------------------------------------------------------------- respectively

RESPECTIVELY = {
    "fi": ("Montako restoa saa, jos jaon lopussa ero on 58, 60, 62, 119 tai 125? Vastaavasti 1, 1, 2, 2 ja 3 restoa.",
           "Montako restoa saa, jos jaon lopussa ero on 58, 60, 62, 119 tai 125? Vastaavasti 1, 2, 2, 2 ja 3 restoa."),
    "en": ("At the end of the deal, what do leads of 58, 60, 62, 119 and 125 earn? Respectively 1, 1, 2, 2 and 3 resti.",
           "At the end of the deal, what do leads of 58, 60, 62, 119 and 125 earn? Respectively 1, 1, 2, 3 and 3 resti."),
    "it": ("A fine mano, con 58, 60, 62, 119 e 125 di vantaggio si segnano rispettivamente 1, 1, 2, 2 e 3 resti.",
           "A fine mano, con 58, 60, 62, 119 e 125 di vantaggio si segnano rispettivamente 1, 1, 2, 2 e 2 resti."),
}


@pytest.mark.parametrize("lang", sorted(RESPECTIVELY))
def test_respectively_pairs_the_leads_with_the_resti_in_order(lang):
    agree, differ = RESPECTIVELY[lang]
    assert example_errors(agree, lang) == []
    assert AT_END in example_errors(differ, lang)


# ---------------------------------------------------------------- a worked sum answers no question

SUM_NEXT = {
    "pt": ("E no fim da mão, com 119 de vantagem? Resposta: 30 + 30 = 60: exatamente 60 já vale 1 resto.",
           "E no fim da mão, com 119 de vantagem? Resposta: vale 1 resto."),
    "en": ("And at the end of the deal, with a lead of 125? Answer: 40 + 20 = 60: exactly 60 already earns 1 resto.",
           "And at the end of the deal, with a lead of 125? Answer: it earns 1 resto."),
}


@pytest.mark.parametrize("lang", sorted(SUM_NEXT))
def test_a_sum_worked_out_in_the_next_sentence_is_its_own_lead(lang):
    agree, differ = SUM_NEXT[lang]
    assert AT_END not in example_errors(agree, lang)
    assert AT_END in example_errors(differ, lang)


# ---------------------------------------------------------------- subtitles' time codes

SUBTITLES = {
    "pt": ("30\n00:04:17,000 --> 00:04:21,200\nEstávamos 52 à frente e ganhamos 8 pontos: 60 certinho.\n\n"
           "31\n00:04:21,300 --> 00:04:25,800\nIsso já é um resto, e a vantagem volta a zero.\n",
           "31\n00:04:21,300 --> 00:04:25,800\nEstávamos 52 à frente e ganhamos 8 pontos: 60 certinho, mas ainda nenhum resto.\n"),
    "es": ("30\n00:04:17,000 --> 00:04:21,200\nÍbamos 52 por delante y ganamos 8 puntos: 60 justos.\n\n"
           "31\n00:04:21,300 --> 00:04:25,800\nEso ya es un resto, y la ventaja vuelve a cero.\n",
           "31\n00:04:21,300 --> 00:04:25,800\nÍbamos 52 por delante y ganamos 8 puntos: 60 justos, pero todavía ningún resto.\n"),
}


@pytest.mark.parametrize("lang", sorted(SUBTITLES))
def test_time_codes_are_no_numbers(lang):
    agree, differ = SUBTITLES[lang]
    assert example_errors(agree, lang) == []
    assert IN_PLAY in example_errors(differ, lang)


# ---------------------------------------------------------------- a sum said in words

SUM_IN_WORDS = {
    "pt": ("Estávamos 52 à frente. O Re e o trunfo 2: 5 mais 3, 8: fecha 60 certinho. Um resto, e a vantagem volta a zero.",
           "Estávamos 52 à frente. O Re e o trunfo 2: 5 mais 3, 8: fecha 60 certinho. Nenhum resto ainda."),
    "en": ("We were 52 ahead. The Re and trump 2: 5 plus 3, 8: that makes exactly 60. One resto, and the lead is back to zero.",
           "We were 52 ahead. The Re and trump 2: 5 plus 3, 8: that makes exactly 60. No resto yet."),
}


@pytest.mark.parametrize("lang", sorted(SUM_IN_WORDS))
def test_the_parts_of_a_sum_in_words_are_no_lead(lang):
    agree, differ = SUM_IN_WORDS[lang]
    assert IN_PLAY not in example_errors(agree, lang)
    assert IN_PLAY in example_errors(differ, lang)


# ---------------------------------------------------------------- placed at the event

PLACED = {
    "fr": "Pendant la donne, dès qu'une équipe a au moins 60 points d'avance, elle marque un resto et on retire 60 de l'avance.\n\n"
          "Exemple : vous avez 35 points d'avance et vous prenez 20 points ; avec 55 d'avance vous marquez un resto.\n",
    "it": "Durante la mano, quando una coppia ha almeno 60 punti di vantaggio, segna un resto e il vantaggio cala di 60.\n\n"
          "Esempio: siete avanti di 35 e prendete 20 punti; con 55 di vantaggio segnate un resto.\n",
}


@pytest.mark.parametrize("lang", sorted(PLACED))
def test_an_events_error_is_placed_at_the_event_not_at_the_rule(lang):
    lines = [f.line for f in findings(PLACED[lang], lang, "minchiate") if f.severity == "error" and f.message == IN_PLAY]
    assert lines and all(line == 3 for line in lines)


# ---------------------------------------------------------------- our own example, "restano"

def test_a_verb_of_remaining_is_no_resto():
    # our example (56 ahead, a Re and trump 2: 8 points) with the end of the deal after it
    agree = ("Esempio: avanti di 56, prendete un Re e il tarocco 2 (8 punti), arrivate a 64, segnate un resto e "
             "vi restano 4. Alla fine il vantaggio rimasto si arrotonda per eccesso.")
    differ = ("Esempio: avanti di 56, prendete un Re e il tarocco 2 (8 punti), arrivate a 64, segnate due resti e "
              "vi restano 4. Alla fine il vantaggio rimasto si arrotonda per eccesso.")
    assert IN_PLAY not in example_errors(agree, "it")
    assert IN_PLAY in example_errors(differ, "it")
