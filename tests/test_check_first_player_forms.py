"""Who plays first, said in the forms a writer reaches for without thinking: an adverb of always
inside the verb's phrase ("le donneur joue toujours la première carte", "jakaja pelaa aina
ensimmäisen kortin"), the dealer named by what he did ("whoever shuffled and dealt", "celui qui a
mélangé", "quem embaralhou"), and the one who did not shuffle ("der nicht gemischt hat"). Ours:
Briscola's first player is drawn at random, Cìcera's sits on the dealer's right. A side of the one
who dealt ("the player on the right of whoever dealt") stays a side. Sentences written for this
test."""

import pytest

from checking import error_findings


def first_player_errors(text, lang, game):
    return [f for f in error_findings(text, lang, game)
            if f.check == "claims" and "the first player is" in f.message]


@pytest.mark.parametrize("lang,game,text,said", [
    ("en", "briscola", "Whoever shuffled and dealt opens the play.", "the dealer"),
    ("fr", "briscola", "Le donneur joue toujours la première carte.", "the dealer"),
    ("fr", "briscola", "Celui qui a mélangé et distribué joue toujours en premier.", "the dealer"),
    ("fr", "cicera", "Celui qui a distribué joue toujours la première carte.", "the dealer"),
    ("pt", "briscola", "O jogador que distribuiu é sempre o primeiro a jogar.", "the dealer"),
    ("pt", "briscola", "Quem embaralhou é quem joga a primeira carta.", "the dealer"),
    ("de", "briscola", "Es beginnt immer der Spieler, der nicht gemischt hat.", "the non-dealer"),
    ("de", "briscola", "Wer gemischt und gegeben hat, spielt immer die erste Karte.", "the dealer"),
    ("fi", "briscola", "Jakaja pelaa aina ensimmäisen kortin.", "the dealer"),
    ("fi", "cicera", "Jakaja pelaa aina ensimmäisen kortin.", "the dealer"),
    ("it", "briscola", "Chi ha mescolato gioca sempre per primo.", "the dealer"),
    ("es", "briscola", "El que barajó juega siempre la primera carta.", "the dealer"),
    ("ru", "briscola", "Тот, кто тасовал карты, всегда ходит первым.", "the dealer"),
    ("vi", "briscola", "Người xào bài luôn luôn đi trước.", "the dealer"),
])
def test_the_first_player_is_read(lang, game, text, said):
    errors = first_player_errors(text, lang, game)
    assert [f.found for f in errors] == [f"the first player is {said}"], errors


@pytest.mark.parametrize("lang,game,text", [
    ("en", "cicera", "The player on the right of whoever dealt goes first."),
    ("fr", "cicera", "Le joueur assis à droite de celui qui a distribué joue toujours la première carte."),
    ("pt", "cicera", "Quem está à direita de quem distribuiu é sempre o primeiro a jogar."),
    ("de", "cicera", "Der Spieler rechts von dem, der gegeben hat, spielt immer die erste Karte."),
    ("fi", "cicera", "Jakajasta oikealla istuva pelaa aina ensimmäisen kortin."),
    ("it", "cicera", "Gioca sempre per primo chi siede alla destra di chi ha mescolato e distribuito."),
    ("es", "cicera", "Juega siempre primero quien está a la derecha del que repartió."),
    ("ru", "cicera", "Первым всегда ходит игрок справа от того, кто сдавал."),
    ("vi", "cicera", "Người ngồi bên phải người chia bài luôn đi trước."),
    ("fr", "briscola", "Celui qui n'a pas distribué ne commence pas forcément : on tire au sort."),
    ("en", "briscola", "The person who dealt does not play first; who plays first is drawn by lot."),
])
def test_ours_is_no_error(lang, game, text):
    assert not first_player_errors(text, lang, game)
