"""Rules framed as not ours, in the ways writers set a rule aside (twenty-fourth session, h156).

A writer may state a rule that is not ours if it is clearly framed as not ours: attributed to
others (a quantifier before a word for people, places, groups or sources, "some clubs", "in alten
Büchern"; "according to" a person; "purists", "hay quien"), said not to be so here ("my
grandfather insisted …, but that is not our rule"), told of a time past ("Früher …", "used to"), of the
original game, or under a heading of house rules or rules not used here (`scope.framed_as_others`,
cue data `clause_cues` in nine languages). Each framed sentence, in a short text of its game, gets
no error; the same rule stated plainly as ours keeps its error, and so do sentences that carry a
cue word without framing ("according to the rules", "some cards", "before the deal").
Sentences of this file's own, none from the corpus."""

from __future__ import annotations

import pytest

from tests.checking import errors

B, C = "briscola", "cicera"

BASE = {
    ('it', 'briscola'): '# Briscola\n\nLa Briscola si gioca in due con un mazzo di 40 carte. Ogni giocatore riceve tre carte e si scopre una carta: il suo seme è la briscola. Si può giocare qualsiasi carta.',
    ('it', 'cicera'): '# Cìcera\n\nLa Cìcera si gioca in quattro, due contro due, con il mazzo bresciano. Ognuno riceve dodici carte e quattro carte vanno scoperte in tavola. Si prende una carta di pari valore oppure più carte la cui somma è uguale.',
    ('fr', 'briscola'): "# Briscola\n\nLa Briscola se joue à deux avec un jeu de 40 cartes. Chaque joueur reçoit trois cartes, puis on retourne une carte : sa couleur est l'atout. On peut jouer n'importe quelle carte.",
    ('fr', 'cicera'): '# Cìcera\n\nLa Cìcera se joue à quatre, deux contre deux, avec le jeu bressan. Chacun reçoit douze cartes et quatre cartes sont posées face visible sur la table. On prend une carte de même valeur ou plusieurs cartes dont la somme est égale.',
    ('de', 'briscola'): '# Briscola\n\nBriscola spielen zwei Personen mit einem Blatt von 40 Karten. Jeder Spieler bekommt drei Karten, dann wird eine Karte aufgedeckt: ihre Farbe ist Trumpf. Man darf jede beliebige Karte spielen.',
    ('de', 'cicera'): '# Cìcera\n\nCìcera spielen vier Personen, zwei gegen zwei, mit dem Brescianer Blatt. Jeder bekommt zwölf Karten, und vier Karten liegen offen auf dem Tisch. Man nimmt eine Karte gleichen Werts oder mehrere Karten, deren Summe gleich ist.',
    ('es', 'briscola'): '# Briscola\n\nLa Briscola se juega entre dos con una baraja de 40 cartas. Cada jugador recibe tres cartas y se descubre una carta: su palo es el triunfo. Se puede jugar cualquier carta.',
    ('es', 'cicera'): '# Cìcera\n\nLa Cìcera se juega entre cuatro, dos contra dos, con la baraja de Brescia. Cada uno recibe doce cartas y cuatro cartas quedan boca arriba en la mesa. Se captura una carta del mismo valor o varias cartas cuya suma es igual.',
    ('pt', 'briscola'): '# Briscola\n\nA Briscola joga-se a dois com um baralho de 40 cartas. Cada jogador recebe três cartas e vira-se uma carta: o seu naipe é o trunfo. Pode-se jogar qualquer carta.',
    ('pt', 'cicera'): '# Cìcera\n\nA Cìcera joga-se a quatro, dois contra dois, com o baralho de Brescia. Cada um recebe doze cartas e quatro cartas ficam viradas para cima na mesa. Captura-se uma carta de igual valor ou várias cartas cuja soma é igual.',
    ('ru', 'briscola'): '# Брискола\n\nВ брисколу играют вдвоём колодой из 40 карт. Каждый игрок получает три карты, затем одну карту открывают: её масть — козырь. Можно ходить любой картой.',
    ('ru', 'cicera'): '# Cìcera\n\nВ Cìcera играют вчетвером, двое на двое, брешианской колодой. Каждый получает двенадцать карт, и четыре карты кладут на стол лицом вверх. Берут карту того же достоинства или несколько карт с такой же суммой.',
    ('fi', 'briscola'): '# Briscola\n\nBriscolaa pelaa kaksi pelaajaa 40 kortin pakalla. Kumpikin pelaaja saa kolme korttia, ja yksi kortti käännetään esiin: sen maa on valttia. Minkä tahansa kortin saa pelata.',
    ('fi', 'cicera'): '# Cìcera\n\nCìceraa pelaa neljä pelaajaa kahtena parina bresciapakalla. Jokainen saa kaksitoista korttia, ja neljä korttia jaetaan pöytään kuvapuoli ylöspäin. Pöydästä otetaan samanarvoinen kortti tai useampi kortti, joiden summa on sama.',
    ('vi', 'briscola'): '# Briscola\n\nBriscola chơi hai người với bộ bài 40 lá. Mỗi người được chia ba lá, rồi lật một lá lên: chất của lá đó là chủ bài. Được đánh bất kỳ lá nào.',
    ('vi', 'cicera'): '# Cìcera\n\nCìcera chơi bốn người, chia hai đội, với bộ bài Brescia. Mỗi người nhận mười hai lá và bốn lá được lật ngửa trên bàn. Ăn một lá cùng giá trị hoặc nhiều lá có tổng bằng nhau.',
    ('en', 'briscola'): '# Briscola\n\nBriscola is played by two with a pack of 40 cards. Each player gets three cards, then one card is turned face up: its suit is trumps. Any card may be played.',
    ('en', 'cicera'): '# Cìcera\n\nCìcera is played by four, two against two, with the Brescian pack. Each player receives twelve cards and four cards are laid face up on the table. You capture a card of the same value or several cards whose sum is equal.',
}


def _errors(lang: str, game: str, text: str) -> list[str]:
    return errors(BASE[(lang, game)] + "\n\n" + text + "\n", lang, game, name="t.md")

# a rule not ours, framed as not ours: no error (each of them had one before)
FRAMED = [
    ('it', B, '## Regole della casa\n\nSi gioca ai 51 punti, su più smazzate.'),
    ('it', B, 'Mio nonno diceva che bisogna sempre rispondere al seme, ma da noi non è così.'),
    ('it', B, 'Si può giocare qualsiasi carta (in certi paesi, invece, chi non ha il seme deve giocare una briscola).'),
    ('it', C, 'Nel gioco originale prendere era obbligatorio.'),
    ('it', C, '## Non usato in questa pagina\n\nPrendere è obbligatorio quando si può.'),
    ('it', C, 'In alcune osterie bresciane comincia il giocatore alla sinistra del mazziere.'),
    ('it', C, 'Certi manuali dicono di girare in senso orario; noi giriamo in senso antiorario.'),
    ('it', B, 'Alcuni circoli fanno giocare per primo chi ha perso la presa.'),
    ('it', B, 'Il pari a 60 resta pari.¹\n\n¹ Nei vecchi tornei, in caso di 60 a 60 vinceva il mazziere.'),
    ('it', B, "I puristi di certe valli mettono il Re sopra l'Asso."),
    ('fr', B, "À l'origine, la partie se jouait en plusieurs manches jusqu'à 51 points."),
    ('fr', B, '## Règles maison\n\nLa partie se joue en 51 points, sur plusieurs donnes.'),
    ('fr', B, "Ma grand-mère répétait qu'il faut toujours fournir la couleur ; ce n'est pas notre règle."),
    ('fr', B, "Certains cercles obligent à couper quand on n'a pas la couleur."),
    ('fr', C, 'Les anciens livres font commencer le joueur à gauche du donneur.'),
    ('fr', C, "Ailleurs on joue dans le sens des aiguilles d'une montre ; nous, dans l'autre sens."),
    ('fr', B, 'Les puristes considèrent le Roi comme la carte la plus forte de chaque couleur.'),
    ('de', B, 'In manchen Dörfern spielt man bis 51 Punkte über mehrere Runden.'),
    ('de', B, '## Hausregeln\n\nGespielt wird bis 51 Punkte über mehrere Runden.'),
    ('de', B, 'Mein Onkel behauptet, man müsse immer Farbe bekennen. Das stimmt hier nicht.'),
    ('de', B, 'Früher musste man Farbe bekennen.'),
    ('de', C, 'Im ursprünglichen Spiel war Nehmen Pflicht.'),
    ('de', C, 'Laut meinen Großeltern beginnt der Spieler links vom Geber.'),
    ('de', C, 'Puristen spielen im Uhrzeigersinn.'),
    ('es', B, 'En muchos bares de Brescia la partida se juega a 51 puntos, en varias manos.'),
    ('es', B, '## Reglas de la casa\n\nLa partida se juega a 51 puntos, en varias manos.'),
    ('es', B, 'Mi abuelo decía que siempre hay que seguir el palo, pero aquí no es así.'),
    ('es', B, 'Algunos clubes obligan a jugar un triunfo a quien no tenga el palo.'),
    ('es', C, 'En el juego original capturar era obligatorio.'),
    ('es', C, 'Según los libros antiguos, empieza el jugador a la izquierda del que reparte.'),
    ('es', C, 'En otros sitios se juega en el sentido de las agujas del reloj; nosotros jugamos al revés.'),
    ('es', B, 'Un empate a 60 es empate.*\n\n* En los torneos antiguos, con un empate a 60 ganaba el que repartía.'),
    ('es', B, 'Los puristas consideran el Rey la carta más alta de cada palo.'),
    ('pt', B, 'Em muitas aldeias a partida joga-se a 51 pontos, em várias mãos.'),
    ('pt', B, '## Regras da casa\n\nA partida joga-se a 51 pontos, em várias mãos.'),
    ('pt', B, 'A minha avó dizia que é obrigatório seguir o naipe, mas aqui não é assim.'),
    ('pt', C, 'No jogo original capturar era obrigatório.'),
    ('pt', C, 'Segundo livros antigos, começa o jogador à esquerda de quem dá as cartas.'),
    ('pt', C, 'Noutros sítios joga-se no sentido dos ponteiros do relógio; nós jogamos ao contrário.'),
    ('pt', B, 'Há quem conte o Ás como 10 pontos.'),
    ('pt', B, 'Os puristas consideram o Rei a carta mais alta de cada naipe.'),
    ('ru', B, 'В некоторых клубах партия играется до 51 очка, в несколько сдач.'),
    ('ru', B, '## Домашние правила\n\nПартия играется до 51 очка, в несколько сдач.'),
    ('ru', B, 'Дедушка говорил, что всегда нужно ходить в масть, но у нас это не так.'),
    ('ru', B, 'Раньше нужно было ходить в масть.'),
    ('ru', B, 'Некоторые клубы требуют сыграть козырь, если нет нужной масти.'),
    ('ru', C, 'В исходной игре брать было обязательно.'),
    ('ru', C, 'В старых книгах начинает игрок слева от сдающего.'),
    ('ru', C, 'В других местах играют по часовой стрелке, а мы — против.'),
    ('ru', B, 'Раньше при счёте 60 на 60 побеждал сдающий.'),
    ('ru', B, 'Пуристы считают короля старшей картой каждой масти.'),
    ('fi', B, 'Joissakin kylissä peliä pelataan 51 pisteeseen useamman jaon ajan.'),
    ('fi', B, '## Kotisäännöt\n\nPeliä pelataan 51 pisteeseen useamman jaon ajan.'),
    ('fi', B, 'Isoisä sanoi, että maata on aina tunnustettava, mutta meillä ei ole niin.'),
    ('fi', B, '## Muunnelmat, joita emme käytä\n\nJos maata ei ole, on pelattava valtti.'),
    ('fi', C, 'Alkuperäisessä pelissä ottaminen oli pakollista.'),
    ('fi', C, 'Vanhojen kirjojen mukaan jakajan vasemmalla puolella istuva pelaaja aloittaa.'),
    ('vi', B, 'Ở một số câu lạc bộ, ván đấu chơi đến 51 điểm, qua nhiều ván bài.'),
    ('vi', B, '## Luật riêng trong nhà\n\nVán đấu chơi đến 51 điểm, qua nhiều ván bài.'),
    ('vi', B, 'Ông tôi bảo rằng bắt buộc phải theo chất, nhưng ở đây không như vậy.'),
    ('vi', B, 'Một số câu lạc bộ bắt người không có chất đó phải đánh chủ bài.'),
    ('vi', C, 'Trong trò chơi gốc, bắt buộc phải ăn bài.'),
    ('vi', C, 'Theo sách cũ, người ngồi bên trái người chia bài đi trước.'),
    ('vi', C, 'Ở nơi khác người ta chơi theo chiều kim đồng hồ, còn chúng tôi chơi ngược lại.'),
    ('vi', B, 'Những người theo lối cổ coi lá Re là lá mạnh nhất trong mỗi chất.'),
    ('en', B, 'My grandfather insisted you must always follow suit, but that is not our rule.'),
    ('en', B, 'Players used to have to follow suit.'),
    ('en', C, 'In the original game capturing was compulsory.'),
    ('en', B, 'At 60 all, the dealer used to win.'),
    ('en', B, 'Purists count the Asso as 10 points.'),
    ('it', B, 'Dalle parti di Bergamo molte famiglie giocano al meglio delle tre partite.'),
    ('it', B, "Nei vecchi regolamenti di torneo, dopo ogni presa giocava per primo chi l'aveva persa."),
    ('fr', B, 'Dans plusieurs villages du Jura, il faut toujours fournir la couleur demandée.'),
    ('fr', B, 'Jadis, le Roi était la carte la plus forte de chaque couleur.'),
    ('fr', C, 'Selon mon grand-père, prendre est obligatoire.'),
    ('de', B, 'Viele Familien spielen bis 51 Punkte über mehrere Runden.'),
    ('de', C, 'In alten Büchern beginnt der Spieler links vom Geber.'),
    ('es', B, 'Hay quien reparte cinco cartas a cada jugador.'),
    ('es', B, 'En varias peñas de Valencia siempre hay que seguir el palo.'),
    ('es', C, 'Antaño se jugaba en el sentido de las agujas del reloj.'),
    ('pt', B, 'Em várias aldeias do Minho, quem não tiver o naipe deve jogar um trunfo.'),
    ('pt', C, 'Outrora capturar era obrigatório.'),
    ('ru', B, 'Во многих семьях партия играется до 51 очка, в несколько сдач.'),
    ('ru', B, 'По словам деда, туз стоит 10 очков.'),
    ('fi', B, 'Monissa perheissä peliä pelataan 51 pisteeseen useamman jaon ajan.'),
    ('fi', C, 'Aikoinaan ottaminen oli pakollista.'),
    ('vi', B, 'Nhiều gia đình chơi đến 51 điểm, qua nhiều ván bài.'),
    ('vi', B, 'Nghe nói ở vài làng, sau mỗi nước người thua nước đó đi trước.'),
    ('vi', C, 'Xưa kia, bắt buộc phải ăn bài.'),
    ('en', B, 'Several pubs in Cornwall play to 51 points over several deals.'),
    ('en', B, 'Grandma swore that the dealer won at 60 all.'),
    ('en', B, 'Back in the day you had to follow suit.'),
    ('en', C, "According to my uncle, the player on the dealer's left starts."),
]

# framed, still read as ours (strict xfails, with the reason)
LEFT = [
    pytest.param('fr', B, "On m'a raconté qu'à Naples c'est le perdant du pli qui entame.", marks=pytest.mark.xfail(strict=True, reason="a report of another's word, not disowned: the text's statement (the claims suite labels a relative's saying and a stranger's anecdote as differing: dev-p3 p3-pt-03, dev-r u20-fi-minchiate-07)")),
    pytest.param('es', B, 'Me contaron que en Nápoles sale el que ha perdido la baza.', marks=pytest.mark.xfail(strict=True, reason="a report of another's word, not disowned: the text's statement (the claims suite labels a relative's saying and a stranger's anecdote as differing: dev-p3 p3-pt-03, dev-r u20-fi-minchiate-07)")),
    pytest.param('pt', B, 'Contaram-me que em Nápoles quem perdeu a vaza joga primeiro.', marks=pytest.mark.xfail(strict=True, reason="a report of another's word, not disowned: the text's statement (the claims suite labels a relative's saying and a stranger's anecdote as differing: dev-p3 p3-pt-03, dev-r u20-fi-minchiate-07)")),
    pytest.param('ru', B, 'Мне рассказывали, что в Неаполе после взятки первым ходит тот, кто её проиграл.', marks=pytest.mark.xfail(strict=True, reason="a report of another's word, not disowned: the text's statement (the claims suite labels a relative's saying and a stranger's anecdote as differing: dev-p3 p3-pt-03, dev-r u20-fi-minchiate-07)")),
    pytest.param('fi', B, 'Minulle kerrottiin, että Napolissa tikin hävinnyt pelaaja aloittaa.', marks=pytest.mark.xfail(strict=True, reason="a report of another's word, not disowned: the text's statement (the claims suite labels a relative's saying and a stranger's anecdote as differing: dev-p3 p3-pt-03, dev-r u20-fi-minchiate-07)")),
    pytest.param('vi', B, 'Tôi nghe kể rằng ở Napoli, người thua nước đó đi trước.', marks=pytest.mark.xfail(strict=True, reason="a report of another's word, not disowned: the text's statement (the claims suite labels a relative's saying and a stranger's anecdote as differing: dev-p3 p3-pt-03, dev-r u20-fi-minchiate-07)")),
    pytest.param('en', B, 'I was told that in Naples the loser of the trick leads.', marks=pytest.mark.xfail(strict=True, reason="a report of another's word, not disowned: the text's statement (the claims suite labels a relative's saying and a stranger's anecdote as differing: dev-p3 p3-pt-03, dev-r u20-fi-minchiate-07)")),
    pytest.param('de', B, 'In Neapel zählt das Ass angeblich nur 10 Punkte.', marks=pytest.mark.xfail(strict=True, reason="'angeblich' (allegedly) alone: the claims suite labels 'so steht es angeblich im Original' as the text's rule (dev-s v21-de-briscola-03)")),
    pytest.param('it', B, 'Mia zia sosteneva che il Re fosse la carta più alta di ogni seme.', marks=pytest.mark.xfail(strict=True, reason="a report of another's word, not disowned: the text's statement (the claims suite labels a relative's saying and a stranger's anecdote as differing: dev-p3 p3-pt-03, dev-r u20-fi-minchiate-07)")),
    pytest.param('de', B, 'Meine Oma erzählte, dass man immer Farbe bekennen musste.', marks=pytest.mark.xfail(strict=True, reason="a report of another's word, not disowned: the text's statement (the claims suite labels a relative's saying and a stranger's anecdote as differing: dev-p3 p3-pt-03, dev-r u20-fi-minchiate-07)")),
    pytest.param('pt', B, 'O meu avô dizia que o Ás vale 10 pontos.', marks=pytest.mark.xfail(strict=True, reason="a report of another's word, not disowned: the text's statement (the claims suite labels a relative's saying and a stranger's anecdote as differing: dev-p3 p3-pt-03, dev-r u20-fi-minchiate-07)")),
    pytest.param('ru', C, 'Бабушка говорила, что играют по часовой стрелке.', marks=pytest.mark.xfail(strict=True, reason="a report of another's word, not disowned: the text's statement (the claims suite labels a relative's saying and a stranger's anecdote as differing: dev-p3 p3-pt-03, dev-r u20-fi-minchiate-07)")),
    pytest.param('fi', B, 'Vaari väitti, että kuningas on jokaisen maan korkein kortti.', marks=pytest.mark.xfail(strict=True, reason="a report of another's word, not disowned: the text's statement (the claims suite labels a relative's saying and a stranger's anecdote as differing: dev-p3 p3-pt-03, dev-r u20-fi-minchiate-07)")),
    pytest.param('it', B, 'A Chiari e dintorni la partita si gioca ai 51 punti, su più smazzate.', marks=pytest.mark.xfail(strict=True, reason='a town named alone, no word for whose practice: an Italian town is no other country')),
    pytest.param('fr', B, 'Dans les cafés de Brescia, on joue souvent en 51 points, sur plusieurs donnes.', marks=pytest.mark.xfail(strict=True, reason="a holder with a definite article and a town ('the cafés of Brescia'): no quantifier, no age")),
    pytest.param('en', B, 'In the bars of Brescia the game is often played to 51 points over several deals.', marks=pytest.mark.xfail(strict=True, reason='a holder with a definite article and a town: no quantifier, no age')),
    pytest.param('fi', B, 'Ennen tasapelissä 60–60 jakaja voitti.', marks=pytest.mark.xfail(strict=True, reason="fi bare 'ennen' is also 'before' ('ennen jakoa'): left out of `formerly`")),
]

# the same rules stated plainly as ours, and cue words that frame nothing: an error
PLAIN = [
    ('it', B, 'La partita si gioca ai 51 punti, in più smazzate.'),
    ('it', C, 'Prendere è obbligatorio.'),
    ('it', B, 'Bisogna sempre rispondere al seme.'),
    ('it', B, 'Chi non ha il seme deve giocare una briscola.'),
    ('it', C, 'Comincia il giocatore alla sinistra del mazziere.'),
    ('it', C, 'Si gioca in senso orario.'),
    ('it', B, 'Dopo ogni presa gioca per primo chi ha perso la presa.'),
    ('it', B, 'In caso di 60 a 60 vince il mazziere.'),
    ('it', B, "L'Asso vale 10 punti."),
    ('it', B, 'Ogni giocatore riceve cinque carte.'),
    ('it', B, 'Il Re è la carta più alta di ogni seme.'),
    ('fr', B, 'La partie se joue en 51 points, en plusieurs donnes.'),
    ('fr', C, 'Prendre est obligatoire.'),
    ('fr', B, 'Il faut toujours fournir la couleur demandée.'),
    ('fr', B, "Celui qui n'a pas la couleur doit jouer un atout."),
    ('fr', C, 'Le joueur à gauche du donneur commence.'),
    ('fr', C, "On joue dans le sens des aiguilles d'une montre."),
    ('fr', B, "Après chaque pli, c'est le perdant du pli qui entame."),
    ('fr', B, "En cas d'égalité à 60 partout, le donneur gagne."),
    ('fr', B, "L'As vaut 10 points."),
    ('fr', B, 'Chaque joueur reçoit cinq cartes.'),
    ('fr', B, 'Le Roi est la carte la plus forte de chaque couleur.'),
    ('de', B, 'Gespielt wird bis 51 Punkte über mehrere Runden.'),
    ('de', C, 'Stechen ist Pflicht: wer nehmen kann, muss nehmen.'),
    ('de', B, 'Man muss immer Farbe bekennen.'),
    ('de', B, 'Wer die Farbe nicht hat, muss Trumpf spielen.'),
    ('de', C, 'Der Spieler links vom Geber beginnt.'),
    ('de', C, 'Gespielt wird im Uhrzeigersinn.'),
    ('de', B, 'Nach jedem Stich spielt der Verlierer des Stichs aus.'),
    ('de', B, 'Bei 60 zu 60 gewinnt der Geber.'),
    ('de', B, 'Das Ass zählt 10 Punkte.'),
    ('de', B, 'Jeder Spieler bekommt fünf Karten.'),
    ('de', B, 'Der König ist die höchste Karte jeder Farbe.'),
    ('es', B, 'La partida se juega a 51 puntos, en varias manos.'),
    ('es', C, 'Capturar es obligatorio.'),
    ('es', B, 'Siempre hay que seguir el palo.'),
    ('es', B, 'Quien no tenga el palo debe jugar un triunfo.'),
    ('es', C, 'Empieza el jugador a la izquierda del que reparte.'),
    ('es', C, 'Se juega en el sentido de las agujas del reloj.'),
    ('es', B, 'Después de cada baza sale el que la ha perdido.'),
    ('es', B, 'Con un empate a 60 gana el que reparte.'),
    ('es', B, 'El As vale 10 puntos.'),
    ('es', B, 'Cada jugador recibe cinco cartas.'),
    ('es', B, 'El Rey es la carta más alta de cada palo.'),
    ('pt', B, 'A partida joga-se a 51 pontos, em várias mãos.'),
    ('pt', C, 'Capturar é obrigatório.'),
    ('pt', B, 'É obrigatório seguir o naipe.'),
    ('pt', B, 'Quem não tiver o naipe deve jogar um trunfo.'),
    ('pt', C, 'Começa o jogador à esquerda de quem dá as cartas.'),
    ('pt', C, 'Joga-se no sentido dos ponteiros do relógio.'),
    ('pt', B, 'Depois de cada vaza, quem perdeu a vaza joga primeiro.'),
    ('pt', B, 'Em caso de empate a 60 pontos, vence o jogador que deu as cartas.'),
    ('pt', B, 'O Ás vale 10 pontos.'),
    ('pt', B, 'Cada jogador recebe cinco cartas.'),
    ('pt', B, 'O Rei é a carta mais alta de cada naipe.'),
    ('ru', B, 'Партия играется до 51 очка, в несколько сдач.'),
    ('ru', C, 'Брать обязательно.'),
    ('ru', B, 'Всегда нужно ходить в масть.'),
    ('ru', B, 'Если нет нужной масти, надо сыграть козырь.'),
    ('ru', C, 'Начинает игрок слева от сдающего.'),
    ('ru', C, 'Играют по часовой стрелке.'),
    ('ru', B, 'После каждой взятки первым ходит тот, кто её проиграл.'),
    ('ru', B, 'При счёте 60 на 60 побеждает сдающий.'),
    ('ru', B, 'Туз стоит 10 очков.'),
    ('ru', B, 'Каждый игрок получает пять карт.'),
    ('ru', B, 'Король — старшая карта каждой масти.'),
    ('fi', B, 'Peliä pelataan 51 pisteeseen useamman jaon ajan.'),
    ('fi', C, 'Ottaminen on pakollista.'),
    ('fi', B, 'Maata on aina tunnustettava.'),
    ('fi', B, 'Jos maata ei ole, on pelattava valtti.'),
    ('fi', C, 'Jakajan vasemmalla puolella istuva pelaaja aloittaa.'),
    ('fi', C, 'Pelataan myötäpäivään.'),
    ('fi', B, 'Jokaisen tikin jälkeen tikin hävinnyt pelaaja aloittaa.'),
    ('fi', B, 'Tasapelissä 60–60 jakaja voittaa.'),
    ('fi', B, 'Ässä on 10 pisteen arvoinen.'),
    ('fi', B, 'Jokainen pelaaja saa viisi korttia.'),
    ('fi', B, 'Kuningas on jokaisen maan korkein kortti.'),
    ('vi', B, 'Ván đấu chơi đến 51 điểm, qua nhiều ván bài.'),
    ('vi', C, 'Bắt buộc phải ăn bài.'),
    ('vi', B, 'Bắt buộc phải theo chất.'),
    ('vi', B, 'Không có chất đó thì phải đánh chủ bài.'),
    ('vi', C, 'Người ngồi bên trái người chia bài đi trước.'),
    ('vi', C, 'Chơi theo chiều kim đồng hồ.'),
    ('vi', B, 'Sau mỗi nước, người thua nước đó đi trước.'),
    ('vi', B, 'Nếu hòa 60–60 thì người chia bài thắng.'),
    ('vi', B, 'Át được 10 điểm.'),
    ('vi', B, 'Mỗi người được chia năm lá.'),
    ('vi', B, 'Lá Re là lá mạnh nhất trong mỗi chất.'),
    ('en', B, 'The game is played to 51 points over several deals.'),
    ('en', C, 'Capturing is compulsory.'),
    ('en', B, 'You must always follow suit.'),
    ('en', B, 'If you cannot follow suit, you must play a trump.'),
    ('en', C, "The player on the dealer's left starts."),
    ('en', C, 'Play goes clockwise.'),
    ('en', B, 'After each trick the loser of the trick leads.'),
    ('en', B, 'At 60 all, the dealer wins.'),
    ('en', B, 'The Asso is worth 10 points.'),
    ('en', B, 'Each player is dealt five cards.'),
    ('en', B, 'The Re is the highest card of each suit.'),
    ('en', B, 'According to the rules, you must always follow suit.'),
    ('en', B, 'Some cards score nothing, and the Asso is worth 10 points.'),
    ('en', B, 'As the rule book says, each player is dealt five cards.'),
    ('it', B, 'Secondo il regolamento bisogna sempre rispondere al seme.'),
    ('it', B, "Alcune carte non valgono niente; l'Asso vale 10 punti."),
    ('it', B, 'Il nonno distribuisce cinque carte a ogni giocatore.'),
    ('fr', B, 'Selon la règle, il faut toujours fournir la couleur demandée.'),
    ('fr', B, "Plusieurs cartes ne valent rien, mais l'As vaut 10 points."),
    ('de', B, 'Laut Regelbuch muss man immer Farbe bekennen.'),
    ('de', B, 'Nach jedem Stich spielt der Verlierer des Stichs aus.'),
    ('es', C, 'Según el reglamento, capturar es obligatorio.'),
    ('es', B, 'Antes de jugar, cada jugador recibe cinco cartas.'),
    ('pt', B, 'Segundo as regras, é obrigatório seguir o naipe.'),
    ('pt', B, 'Nas duas primeiras vazas é obrigatório seguir o naipe.'),
    ('ru', B, 'Согласно правилам, всегда нужно ходить в масть.'),
    ('ru', B, 'Прежде чем ходить, каждый игрок получает пять карт.'),
    ('fi', B, 'Sääntöjen mukaan maata on aina tunnustettava.'),
    ('fi', B, 'Ennen jakoa jokainen pelaaja saa viisi korttia.'),
    ('vi', B, 'Theo luật, bắt buộc phải theo chất.'),
    ('vi', B, 'Nhiều lá không có điểm, còn Át được 10 điểm.'),
    ("en", B, "The face-up card is only used to show trumps; each player is dealt five cards."),
    ("en", B, "Each player is dealt five cards, which are then used to play the tricks."),
]


@pytest.mark.parametrize("lang,game,text", FRAMED + LEFT)
def test_framed_as_not_ours_gets_no_error(lang, game, text):
    found = _errors(lang, game, text)
    assert not found, f"an error on a rule framed as not ours: {text}: {found}"


@pytest.mark.parametrize("lang,game,text", PLAIN)
def test_stated_as_ours_keeps_its_error(lang, game, text):
    assert _errors(lang, game, text), f"no error on a rule stated as ours: {text}"


@pytest.mark.parametrize("lang,game", sorted(BASE))
def test_the_texts_of_ours_alone_get_no_error(lang, game):
    assert not _errors(lang, game, ""), BASE[(lang, game)]


# the frame covers its clause, its aside, its section: a rule of ours beside it keeps its error
SCOPE = [
    ("en", B, "Many pubs play to 51, but here a single deal is the game, and each player is dealt five cards."),
    ("it", B, "Molte osterie giocano ai 51 punti, ma qui ogni giocatore riceve cinque carte."),
    ("fr", B, "Beaucoup de cafés jouent en 51 points ; ici, chaque joueur reçoit cinq cartes."),
    ("de", B, "Mein Onkel behauptet, man spiele bis 51; hier bekommt jeder Spieler fünf Karten."),
    ("en", B, "Each player is dealt five cards (some pubs deal three)."),
    ("it", B, "Ogni giocatore riceve cinque carte (in alcuni circoli se ne danno tre)."),
    ("ru", B, "Каждый игрок получает пять карт (в некоторых клубах — три)."),
    ("fi", B, "Jokainen pelaaja saa viisi korttia (joissakin kerhoissa kolme)."),
    ("pt", B, "Cada jogador recebe cinco cartas (em algumas aldeias, três)."),
    ("vi", B, "Mỗi người được chia năm lá (ở một số câu lạc bộ thì ba lá)."),
    ("en", B, "## House rules\n\nWe play to 51 points over several deals.\n\n## Scoring\n\nAt 60 all, the dealer wins."),
]

# the aside framed, ours around it: no error
ASIDES = [
    ("en", B, "Each player is dealt three cards (some pubs deal five)."),
    ("it", B, "Ogni giocatore riceve tre carte (in alcuni circoli se ne danno cinque)."),
    ("es", C, "Capturar es opcional (en varias peñas es obligatorio)."),
]


@pytest.mark.parametrize("lang,game,text", SCOPE)
def test_a_frame_does_not_swallow_a_rule_of_ours_beside_it(lang, game, text):
    assert _errors(lang, game, text), f"no error on a rule of ours beside a frame: {text}"


@pytest.mark.parametrize("lang,game,text", ASIDES)
def test_a_framed_aside_is_not_read_as_ours(lang, game, text):
    found = _errors(lang, game, text)
    assert not found, f"an error on an aside framed as not ours: {text}: {found}"
