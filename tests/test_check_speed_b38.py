"""Session 38 (h251, speed on distinct text): what every reader of invented examples asks of a
passage before reading it (the sentences the next one turns down, the passage's text, where its
turns begin: ``checks.read_passage``) is worked out once per passage in ``run._examples_moved``,
not once per reader. The findings must be those of each reader working it out for itself, also
where a quoted outcome is turned down by the next line of a dialogue (the passage's text then
has that sentence blank) and where documents are checked one after another in one process (the
passages are keyed by their sentences' identities, kept per call). Texts are our own."""

from __future__ import annotations

import pytest

from toolkit.check import run
from toolkit.check.document import parse
from toolkit.check.findings import to_json

# A Briscola trick told wrongly (the Asso of Cups beats the Tre of Cups; the text gives the
# trick to the Tre), then a dialogue whose quoted answer the next line turns down.
DOCUMENTS = {
    "it": """# Briscola: regole in breve

Si gioca in due con un mazzo di 40 carte. Si danno tre carte a ciascun giocatore e si scopre la briscola.
Chi vince la mano prende le carte e pesca per primo. Vince chi fa più di 60 punti.

## Un esempio

La briscola è Denari. Anna gioca il Tre di Coppe e Marco risponde con l'Asso di Coppe. Prende Anna.

— Chi prende?

— «Marco, con l'Asso!»

— No, sbagliato.
""",
    "es": """# La Brisca explicada

Se juega entre dos con una baraja de 40 cartas. Se reparten tres cartas a cada jugador y se descubre el triunfo.
Quien gana la baza recoge las cartas y roba primero. Gana quien suma más de 60 puntos.

## Un ejemplo

El triunfo es Oros. Ana juega el Tres de Copas y Marcos contesta con el As de Copas. Gana la baza Ana.

— ¿Quién gana?

— «¡Marcos, con el As!»

— No, te equivocas.
""",
    "fr": """# La Briscola en bref

On joue à deux avec un jeu de 40 cartes. On donne trois cartes à chaque joueur et on retourne l'atout.
Celui qui gagne le pli ramasse les cartes et pioche le premier. Gagne celui qui fait plus de 60 points.

## Un exemple

L'atout est Deniers. Anne joue le Trois de Coupes et Marc répond avec l'As de Coupes. Anne remporte le pli.

— Qui gagne ?

— « Marc, avec l'As ! »

— Non, c'est faux.
""",
}


def _checked(lang: str) -> str:
    return to_json([run.check_document(parse(DOCUMENTS[lang].encode(), f"{lang}_briscola_b38.md"))])


def _each_reader_for_itself(monkeypatch) -> None:
    """Every reader works the passage out again, as before the shared reading."""
    plain = run.check_worked_example

    def each(*args, passage=None, **kwargs):
        return plain(*args, **kwargs)
    monkeypatch.setattr(run, "check_worked_example", each)


@pytest.mark.parametrize("lang", sorted(DOCUMENTS))
def test_shared_passage_reading_finds_what_each_reader_finds(lang, monkeypatch):
    shared = _checked(lang)
    assert '"severity": "error"' in shared and "BRI-P5" in shared     # the trick told wrongly is read
    _each_reader_for_itself(monkeypatch)
    assert _checked(lang) == shared


@pytest.mark.parametrize("lang", sorted(DOCUMENTS))
def test_a_passage_is_read_once_for_all_its_readers(lang, monkeypatch):
    reads, checks = [], []
    plain_read, plain_check = run.read_passage, run.check_worked_example

    def read(segs, ctx, *rest):
        reads.append(tuple(id(s) for s in segs))
        return plain_read(segs, ctx, *rest)

    def check(*args, passage=None, **kwargs):
        if passage is not None:
            checks.append(passage)
        return plain_check(*args, passage=passage, **kwargs)
    monkeypatch.setattr(run, "read_passage", read)
    monkeypatch.setattr(run, "check_worked_example", check)
    _checked(lang)
    assert len(reads) == len(set(reads))        # each passage once
    assert 0 < len(reads) < len(checks)         # and several readers took it


def test_documents_checked_in_turn_read_as_alone():
    alone = {lang: _checked(lang) for lang in DOCUMENTS}
    for lang in [*sorted(DOCUMENTS), *sorted(DOCUMENTS, reverse=True)]:
        assert _checked(lang) == alone[lang]


@pytest.mark.parametrize("lang,quoted,verdict", [
    ("it", "Marco, con l'Asso", "No, sbagliato"),
    ("es", "Marcos, con el As", "No, te equivocas"),
    ("fr", "Marc, avec l'As", "Non, c'est faux"),
])
def test_a_quoted_outcome_turned_down_is_blank_in_the_passage(lang, quoted, verdict, monkeypatch):
    texts = []
    plain = run.read_passage

    def read(segs, ctx, *rest):
        out = plain(segs, ctx, *rest)
        texts.append(([s.text for s in segs], out))
        return out
    monkeypatch.setattr(run, "read_passage", read)
    _checked(lang)
    turned = [(said, out) for said, out in texts
              if len(said) >= 2 and quoted in said[-2] and verdict in said[-1]]     # the quote, then its verdict
    assert turned
    for said, (refuted, text, _turns) in turned:
        assert refuted and quoted not in text and verdict in text
