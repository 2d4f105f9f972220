"""Who leads the next trick, said in shapes written for this test after the session's readers
were built (a passive "is begun by", "do … đi đầu", the loser, a seat fixed by the dealer, turns
taken regardless of the winner). Our rule in Briscola and Minchiate: the trick's winner leads the
next one; ``wrong`` marks a sentence stating another rule."""

import pytest

from checking import check


@pytest.mark.parametrize("game,lang,text,wrong", [
    ("briscola", "en", "Whoever takes a trick opens the following one.", False),
    ("briscola", "en", "The next trick is always begun by the player who lost the previous one.", True),
    ("briscola", "en", "Leading alternates: you lead one trick, your opponent the next.", True),
    ("briscola", "en", "The trick's winner draws first and then leads.", False),
    ("briscola", "it", "Il giocatore che vince la mano gioca per primo alla mano successiva.", False),
    ("briscola", "it", "Alla mano successiva comincia sempre chi ha perso.", True),
    ("briscola", "fr", "C'est celui qui a ramassé le pli qui entame le suivant.", False),
    ("briscola", "fr", "Le pli suivant est entamé à tour de rôle, quel que soit le gagnant.", True),
    ("briscola", "de", "Wer den Stich macht, spielt zum nächsten Stich aus.", False),
    ("briscola", "de", "Zum nächsten Stich spielt immer der Verlierer des letzten Stichs aus.", True),
    ("briscola", "es", "Quien gana la baza sale en la siguiente.", False),
    ("briscola", "es", "La siguiente baza la abre siempre el jugador que no la ganó.", True),
    ("briscola", "pt", "Quem ganha a vaza joga primeiro na seguinte.", False),
    ("briscola", "pt", "Na vaza seguinte começa sempre quem perdeu a anterior.", True),
    ("minchiate", "ru", "Следующую взятку начинает тот, кто взял предыдущую.", False),
    ("minchiate", "ru", "Следующую взятку всегда начинает игрок справа от сдающего.", True),
    ("minchiate", "fi", "Tikin voittaja aloittaa seuraavan tikin.", False),
    ("minchiate", "fi", "Seuraavan tikin aloittaa aina jakajan vasemmalla puolella istuva pelaaja.", True),
    ("minchiate", "vi", "Người thắng nước bài sẽ đi trước ở nước tiếp theo.", False),
    ("minchiate", "vi", "Nước tiếp theo luôn do người thua nước trước đi đầu.", True),
    ("briscola", "en", "The next trick is begun by the loser of the previous one.", True),
    ("briscola", "en", "The next trick is opened by the winner of the last one.", False),
    ("briscola", "vi", "Người thua nước trước luôn đi đầu ở nước tiếp theo.", True),
    ("briscola", "vi", "Người thắng nước trước đi đầu ở nước tiếp theo.", False),
])
def test_who_leads_the_next_trick(game, lang, text, wrong):
    check(lang, game, text, wrong)
