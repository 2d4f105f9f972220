"""The fact readers' cue gate (``facts.cue_gate``, ``Fact.cued``): a sentence is left unread by a
gated fact only when it holds none of the fact's cue words in any form its reader matches. Each
sentence below states the fact with its cue words only in a form the data does not list
(inflected, capitalised, with a diacritic folded, a longer form starting with the word): a gate
that asked the listed word as written would leave it unread, and the test would fail."""

from __future__ import annotations

import pytest

from toolkit.check.facts import FACTS, _gate_words, cue_gate, read_fact
from toolkit.check.lexicon import lexicon
from toolkit.check.terms import words

FACT = {f.name: f for f in FACTS}

STATED = [
    # the tie: a deal played again, or a word deciding it, in a future or a subjunctive
    ("it", "tie", "Se le due squadre finiscono pari a 60, la mano si ripeterà da capo.", "replayed"),
    ("es", "tie", "Si ambos terminan con 60 puntos, ganará quien se haya llevado la última baza.", "decided"),
    ("fr", "tie", "En cas d'égalité à 60, c'est le dernier pli qui départagera les joueurs.", "decided"),
    # the higher total wins: the verb in another person or tense
    ("it", "winner", "Vincerà il giocatore col punteggio più alto.", "higher"),
    ("de", "winner", "Es siegen die Spieler mit der höheren Punktzahl.", "higher"),
    ("fr", "winner", "Le joueur ayant le total le plus élevé gagnera.", "higher"),
    ("pt", "winner_measure", "Vencerá quem tiver mais pontos.", "points"),
    # a threshold to win: an infinitive, a future
    ("it", "win_threshold", "Per vincere bastano 61 punti.", "61"),
    ("es", "win_threshold", "Ganará quien llegue a 61 puntos.", "61+"),
    # a direction said by a longer form of its word (a dative ending)
    ("de", "direction", "Gespielt wird gegen den Uhrzeigersinne.", "anticlockwise"),
    # who starts, in the future
    ("fr", "first_player", "Le joueur à droite du donneur commencera.", "right"),
    # a duty in the feminine plural
    ("pt", "follow_suit", "As jogadoras são obrigadas a assistir ao naipe.", "compulsory"),
    ("es", "follow_suit", "Las jugadoras están obligadas a asistir al palo.", "compulsory"),
]

# listed forms, capitalised or with a letter the data writes otherwise ("достаётся": "достается")
CAPITALISED = [
    ("ru", "excuse_owner", "Шут всегда Достаётся команде, взявшей взятку.", "winners"),
    ("it", "next_leader", "Chi si aggiudica la presa APRIRÀ la successiva.", "winner"),
    ("fr", "dealer", "Le Donneur sera tiré au sort.", "random"),
    ("es", "direction", "El turno pasará a la Derecha.", "anticlockwise"),
    ("ru", "trump", "Если нет карты нужной масти, Обязательно бить козырем.", "compulsory"),
]


def _listed(lang: str, fact: str) -> frozenset[str]:
    """The words the gate looks for, as the data writes them (normalised)."""
    return next(firsts for name, firsts, _ in _gate_words(lexicon(lang)) if name == fact)


@pytest.mark.parametrize("lang,fact,sentence,value", STATED)
def test_an_unlisted_form_of_a_cue_word_is_read(lang, fact, sentence, value):
    lex = lexicon(lang)
    assert not _listed(lang, fact) & set(words(sentence)), "the sentence must hold no gate word as listed"
    assert fact in cue_gate(sentence, lex)
    assert read_fact(FACT[fact], sentence, lex) == value


@pytest.mark.parametrize("lang,fact,sentence,value", CAPITALISED)
def test_a_capitalised_cue_word_is_read(lang, fact, sentence, value):
    lex = lexicon(lang)
    assert fact in cue_gate(sentence, lex)
    assert read_fact(FACT[fact], sentence, lex) == value


@pytest.mark.parametrize("fact", [f.name for f in FACTS if f.cued is not None])
@pytest.mark.parametrize("lang", ["en", "it", "es", "fr", "de", "pt", "ru", "fi", "vi"])
def test_each_cue_phrase_opens_its_gate(lang, fact):
    """Each cue phrase of a gated fact, written as a sentence of its own and capitalised, passes
    the gate (gapped phrases with their parts joined)."""
    lex = lexicon(lang)
    for phrase in FACT[fact].cued(lex):
        sentence = phrase.replace("…", " ").lstrip("=").upper()
        if words(sentence):
            assert fact in cue_gate(sentence, lex), phrase


@pytest.mark.parametrize("lang,fact,sentence", [
    ("it", "direction", "Le carte si mescolano bene prima della distribuzione."),
    ("en", "tie", "Shuffle the cards before each hand."),
    ("de", "winner", "Die Karten werden gemischt und abgehoben."),
    ("it", "trump", "Il mazzo si mescola bene."),
])
def test_a_sentence_without_the_cue_words_stays_unread(lang, fact, sentence):
    lex = lexicon(lang)
    assert fact not in cue_gate(sentence, lex)
    assert read_fact(FACT[fact], sentence, lex) is None
    assert FACT[fact].read(sentence, lex) is None
