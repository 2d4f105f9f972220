"""Worked examples of the trick games (Briscola, Minchiate) a text makes up, in sentences written
for this test (not taken from the claims suite or the corpus), read by role and replayed on the
engine: which card and which player takes a trick, its points, resti at the end and during play,
cards beyond 42, who wins with two totals. Each case states its facts; ``test_facts`` checks them
on the engine, so a sentence that says the engine's outcome is right, and its twin with another
outcome is wrong. A wrong one must get an error, a right one none."""

from __future__ import annotations

import pytest

from checking import errors, messages, trick
from engine import tricks_primitives as tp
from engine.games import load


# ---------------------------------------------------------------- facts, on the engine

FACTS = [
    # (what, computed, what the sentences below take as the engine's outcome)
    ("5C led, RS on it, Coins trumps: the leader wins 4", lambda: trick("briscola", ["5C", "RS"], "D"), (0, 4)),
    ("FD led, 2B on it, Batons trumps: the trump wins 2", lambda: trick("briscola", ["FD", "2B"], "B"), (1, 2)),
    ("AS led, 3S on it, Cups trumps: the Asso wins 21", lambda: trick("briscola", ["AS", "3S"], "C"), (0, 21)),
    ("Minchiate 3C, 5C, 7C, RC: the Re wins", lambda: trick("minchiate", ["3C", "5C", "7C", "RC"], None)[0], 3),
    ("resti at the end: 75 → 2, 61 → 2, 59 → 1, 120 → 2, 121 → 3, 30 → 1",
     lambda: [tp.resti_at_end(v, load("minchiate").resto_unit) for v in (75, 61, 59, 120, 121, 30)], [2, 2, 1, 2, 3, 1]),
    ("lead 50 + 15 = 65: 1 resto, 5 kept", lambda: tp.settle_lead(65, load("minchiate").resto_unit)[1:], (1, 5)),
    ("lead 40 + 20 = 60: 1 resto, 0 kept", lambda: tp.settle_lead(60, load("minchiate").resto_unit)[1:], (1, 0)),
    ("cards beyond 42: 50 → 8, 45 → 3, 60 → 18",
     lambda: [tp.cards_beyond(n, 42, 1) for n in (50, 45, 60)], [8, 3, 18]),
    ("RS led, 3S on it, Cups trumps: the 3 wins 14", lambda: trick("briscola", ["RS", "3S"], "C"), (1, 14)),
    ("62 against 58: 62 wins", lambda: tp.higher_total([62, 58]), 0),
]


@pytest.mark.parametrize("what,computed,expected", FACTS, ids=[f[0] for f in FACTS])
def test_facts(what, computed, expected):
    assert computed() == expected
    assert load("minchiate").spec.end_bonus.cards_beyond == 42


# ---------------------------------------------------------------- (lang, game, wrong, right)

TRICK_PLAYER = [
    ("en", "Coins are trumps. I lead the 5 of Cups and my opponent throws the Re of Swords on it: the trick is his.",
     "Coins are trumps. I lead the 5 of Cups and my opponent throws the Re of Swords on it: the trick is mine, worth 4 points."),
    ("it", "Briscola a Bastoni. Tu esci con il Fante di Denari e il tuo avversario risponde con il 2 di Bastoni: la presa è tua.",
     "Briscola a Bastoni. Tu esci con il Fante di Denari e il tuo avversario risponde con il 2 di Bastoni: la presa è sua e vale 2 punti."),
    ("fr", "Atout Bâtons. Vous entamez avec le Fante de Deniers, votre adversaire pose le 2 de Bâtons : le pli est pour vous.",
     "Atout Bâtons. Vous entamez avec le Fante de Deniers, votre adversaire pose le 2 de Bâtons : c'est lui qui remporte le pli."),
    ("pt", "O trunfo é Ouros. Eu saio com o 5 de Copas e o adversário joga o Re de Espadas: ele leva a vaza.",
     "O trunfo é Ouros. Eu saio com o 5 de Copas e o adversário joga o Re de Espadas: eu levo a vaza e ganho 4 pontos."),
    ("es", "Triunfo: Bastos. Tú sales con el Fante de Oros y tu rival echa el 2 de Bastos: la baza es tuya.",
     "Triunfo: Bastos. Tú sales con el Fante de Oros y tu rival echa el 2 de Bastos: la baza es suya."),
    ("vi", "Chủ là Tiền. Tôi ra lá 5 Cốc, đối thủ đánh lá Re Kiếm: đối thủ ăn nước bài này.",
     "Chủ là Tiền. Tôi ra lá 5 Cốc, đối thủ đánh lá Re Kiếm: tôi ăn nước bài này và được 4 điểm."),
]

TRICK_CARD = [
    ("en", "Cups are trumps. You lead the Asso of Swords, your opponent answers with the 3 of Swords, and the 3 wins.",
     "Cups are trumps. You lead the Asso of Swords, your opponent answers with the 3 of Swords, and the Asso wins."),
    ("it", "Briscola a Coppe. Si apre con l'Asso di Spade, l'avversario risponde con il 3 di Spade: vince il 3.",
     "Briscola a Coppe. Si apre con l'Asso di Spade, l'avversario risponde con il 3 di Spade: vince l'Asso."),
    ("fr", "Atout : Coupes. On entame avec l'As d'Épées, l'adversaire pose le 3 d'Épées : c'est le 3 qui remporte le pli.",
     "Atout : Coupes. On entame avec l'As d'Épées, l'adversaire pose le 3 d'Épées : c'est l'As qui remporte le pli."),
    ("es", "Triunfo: Copas. Sale el As de Espadas y responde el 3 de Espadas: gana el 3.",
     "Triunfo: Copas. Sale el As de Espadas y responde el 3 de Espadas: gana el As y se lleva 21 puntos."),
    ("pt", "Trunfo: Copas. Sai o Ás de Espadas e o adversário responde com o 3 de Espadas: vence o 3.",
     "Trunfo: Copas. Sai o Ás de Espadas e o adversário responde com o 3 de Espadas: vence o Ás, com 21 pontos."),
]

TRICK_POINTS = [
    ("en", "Coins are trumps. I lead the 5 of Cups and my opponent throws the Re of Swords on it: the trick is mine, worth 14 points.",
     "Coins are trumps. I lead the 5 of Cups and my opponent throws the Re of Swords on it: I take the trick and 4 points."),
    ("it", "Briscola a Coppe. Si apre con l'Asso di Spade, l'avversario risponde con il 3 di Spade: vince l'Asso, e la presa vale 11 punti.",
     "Briscola a Coppe. Si apre con l'Asso di Spade, l'avversario risponde con il 3 di Spade: vince l'Asso, e la presa vale 21 punti."),
    ("es", "Triunfo: Bastos. Sale el Fante de Oros y responde el 2 de Bastos: el 2 gana la baza, que vale 4 puntos.",
     "Triunfo: Bastos. Sale el Fante de Oros y responde el 2 de Bastos: el 2 gana la baza, que vale 2 puntos."),
    ("pt", "O trunfo é Ouros. Eu saio com o 5 de Copas e o adversário joga o Re de Espadas: eu levo a vaza e ganho 9 pontos.",
     "O trunfo é Ouros. Eu saio com o 5 de Copas e o adversário joga o Re de Espadas: eu levo a vaza e ganho 4 pontos."),
    ("vi", "Chủ là Tiền. Tôi ra lá 5 Cốc, đối thủ đánh lá Re Kiếm: tôi ăn nước bài này và được 5 điểm.",
     "Chủ là Tiền. Tôi ra lá 5 Cốc, đối thủ đánh lá Re Kiếm: tôi ăn nước bài này và được 4 điểm."),
]

TRICK_OPPONENT_LEADS = [    # RS led by the opponent, 3S in answer, Cups trumps: the 3 wins 14 for you
    ("en", "Cups are trumps. Your opponent leads the Re of Swords and you answer with the 3 of Swords: the trick goes to your opponent.",
     "Cups are trumps. Your opponent leads the Re of Swords and you answer with the 3 of Swords: the trick is yours, worth 14 points."),
    ("it", "Briscola a Coppe. L'avversario esce con il Re di Spade e tu rispondi con il 3 di Spade: la presa è sua.",
     "Briscola a Coppe. L'avversario esce con il Re di Spade e tu rispondi con il 3 di Spade: la presa è tua e vale 14 punti."),
    ("fr", "Atout Coupes. L'adversaire entame avec le Re d'Épées, vous répondez avec le 3 d'Épées : le pli est pour lui.",
     "Atout Coupes. L'adversaire entame avec le Re d'Épées, vous répondez avec le 3 d'Épées : le pli est pour vous, 14 points."),
    ("es", "Triunfo: Copas. Tu rival sale con el Re de Espadas y tú respondes con el 3 de Espadas: la baza es suya.",
     "Triunfo: Copas. Tu rival sale con el Re de Espadas y tú respondes con el 3 de Espadas: la baza es tuya y vale 14 puntos."),
    ("pt", "Trunfo: Copas. O adversário sai com o Re de Espadas e você responde com o 3 de Espadas: ele leva a vaza.",
     "Trunfo: Copas. O adversário sai com o Re de Espadas e você responde com o 3 de Espadas: você leva a vaza e 14 pontos."),
]

MINCHIATE_TRICK = [
    ("it", "Si esce con il 3 di Coppe, poi vengono il 5, il 7 e il Re di Coppe: vince il 3.",
     "Si esce con il 3 di Coppe, poi vengono il 5, il 7 e il Re di Coppe: vince il Re."),
    ("fr", "On entame avec le 3 de Coupes, puis viennent le 5, le 7 et le Re de Coupes : c'est le 3 qui remporte le pli.",
     "On entame avec le 3 de Coupes, puis viennent le 5, le 7 et le Re de Coupes : c'est le Re qui remporte le pli."),
    ("en", "The 3 of Cups is led, then come the 5, the 7 and the Re of Cups: the 3 wins.",
     "The 3 of Cups is led, then come the 5, the 7 and the Re of Cups: the Re wins."),
]

RESTO_END = [
    ("en", "At the end of the deal a lead of 75 points earns 1 resto.",
     "At the end of the deal a lead of 75 points earns 2 resti."),
    ("it", "Alla fine della smazzata, con un vantaggio di 75 punti si segna un solo resto.",
     "Alla fine della smazzata, con un vantaggio di 75 punti si segnano 2 resti."),
    ("fr", "À la fin, une avance de 121 points vaut 2 resti.",
     "À la fin, une avance de 121 points vaut 3 resti."),
    ("es", "Al final de la mano, una ventaja de 59 puntos da 2 resti.",
     "Al final de la mano, una ventaja de 59 puntos da 1 resto."),
    ("pt", "No final, uma vantagem de 120 pontos dá 3 resti.",
     "No final, uma vantagem de 120 pontos dá 2 resti."),
    ("de", "Am Ende bringt ein Vorsprung von 61 Punkten nur 1 resto.",
     "Am Ende bringt ein Vorsprung von 61 Punkten 2 resti."),
    ("ru", "В конце сдачи перевес в 75 очков даёт 1 resto.",
     "В конце сдачи перевес в 75 очков даёт 2 resti."),
]

RESTO_END_NOTHING = [   # a final lead of 30 rounds up to 1 resto: "nothing" is wrong
    ("it", "Alla fine della smazzata avevamo 30 punti di vantaggio e non abbiamo segnato niente.",
     "Alla fine della smazzata avevamo 30 punti di vantaggio e abbiamo segnato 1 resto."),
    ("en", "At the end of the deal we kept a lead of 30, and that gave us nothing.",
     "At the end of the deal we kept a lead of 30, and that gave us 1 resto."),
    ("fr", "À la fin de la donne, notre avance de 30 points ne nous a rien rapporté.",
     "À la fin de la donne, notre avance de 30 points nous a rapporté 1 resto."),
    ("es", "Al final de la mano teníamos 30 puntos de ventaja y no sumamos nada.",
     "Al final de la mano teníamos 30 puntos de ventaja y sumamos 1 resto."),
    ("de", "Am Ende hatten wir 30 Punkte Vorsprung und bekamen nichts dafür.",
     "Am Ende hatten wir 30 Punkte Vorsprung und bekamen 1 resto dafür."),
]

RESTO_IN_PLAY = [
    ("en", "Suppose you are 50 points ahead and then capture 15 points more: the lead rises to 65, so you book 1 resto and keep a lead of 15.",
     "Suppose you are 50 points ahead and then capture 15 points more: the lead rises to 65, so you book 1 resto and keep a lead of 5."),
    ("it", "Siete in vantaggio di 50 punti e prendete altri 15 punti: il vantaggio sale a 65, e segnate 2 resti.",
     "Siete in vantaggio di 50 punti e prendete altri 15 punti: il vantaggio sale a 65, segnate 1 resto e vi restano 5 punti di vantaggio."),
    ("fr", "Vous menez de 40 points et vous prenez 20 points : l'écart atteint 60, mais vous n'inscrivez encore rien.",
     "Vous menez de 40 points et vous prenez 20 points : l'écart atteint 60, vous inscrivez 1 resto."),
    ("pt", "Vocês estão 50 pontos à frente e ganham mais 15 pontos: a vantagem chega a 65, vocês marcam 1 resto e ficam com 10 de vantagem.",
     "Vocês estão 50 pontos à frente e ganham mais 15 pontos: a vantagem chega a 65, vocês marcam 1 resto e ficam com 5 de vantagem."),
    ("de", "Ihr liegt mit 50 Punkten vorn und holt weitere 15 Punkte. Der Vorsprung steigt auf 65: das ergibt 2 resti.",
     "Ihr liegt mit 50 Punkten vorn und holt weitere 15 Punkte. Der Vorsprung steigt auf 65: das ergibt 1 resto, und 5 Punkte Vorsprung bleiben."),
    ("es", "Vais 40 puntos por delante y ganáis 20 puntos más: la ventaja llega a 60, pero todavía no os anotáis nada.",
     "Vais 40 puntos por delante y ganáis 20 puntos más: la ventaja llega a 60 y os anotáis 1 resto."),
]

BEYOND = [
    ("en", "A team that captured 50 cards gets 10 extra points.", "A team that captured 50 cards gets 8 extra points."),
    ("it", "Una coppia che ha preso 45 carte riceve 5 punti in più.", "Una coppia che ha preso 45 carte riceve 3 punti in più."),
    ("fr", "Une équipe qui ramasse 60 cartes marque 20 points de bonus.", "Une équipe qui ramasse 60 cartes marque 18 points de bonus."),
    ("es", "Si una pareja se lleva 50 cartas, suma 10 puntos más.", "Si una pareja se lleva 50 cartas, suma 8 puntos más."),
    ("pt", "A dupla que recolhe 45 cartas ganha 4 pontos extras.", "A dupla que recolhe 45 cartas ganha 3 pontos extras."),
]

SETTLE = [
    ("en", "If I finish with 62 points and my opponent with 58, the deal is a tie.",
     "If I finish with 62 points and my opponent with 58, I win."),
    ("it", "Se finisco con 58 punti e l'avversario con 62, è pareggio.",
     "Se finisco con 58 punti e l'avversario con 62, vince lui."),
    ("es", "Si termino con 62 puntos y mi rival con 58, hay empate.",
     "Si termino con 62 puntos y mi rival con 58, gano yo."),
    ("pt", "Se eu fizer 58 pontos e o adversário 62, é empate.",
     "Se eu fizer 58 pontos e o adversário 62, o adversário vence."),
    ("fi", "Jos minulla on 62 pistettä ja vastustajalla 58, peli päättyy tasan.",
     "Jos minulla on 62 pistettä ja vastustajalla 58, minä voitan."),
]

SUMS = [    # card values in a sum, and a pack total: no value is misread
    ("de", "briscola", "Pro Farbe: 11 + 10 + 4 + 3 + 2 = 30 Punkte."),
    ("en", "briscola", "Per suit that is 11 + 10 + 4 + 3 + 2 = 30 points, 120 in the whole pack."),
    ("it", "briscola", "Il 3 batte il Re e vale 10 punti, il Re 4."),
    ("en", "briscola", "Cups are trumps. The Asso of Swords beats the 3 of Swords; the Asso is worth 11 points and the 3 is worth 10 points."),
]


def _cases(group, game="briscola"):
    return [pytest.param(lang, game, wrong, right, id=f"{lang}-{i}") for i, (lang, wrong, right) in enumerate(group)]


GROUPS = {
    "trick_player": _cases(TRICK_PLAYER),
    "trick_card": _cases(TRICK_CARD),
    "trick_opponent_leads": _cases(TRICK_OPPONENT_LEADS),
    "trick_points": _cases(TRICK_POINTS),
    "minchiate_trick": _cases(MINCHIATE_TRICK, "minchiate"),
    "resto_end": _cases(RESTO_END, "minchiate"),
    "resto_end_nothing": _cases(RESTO_END_NOTHING, "minchiate"),
    "resto_in_play": _cases(RESTO_IN_PLAY, "minchiate"),
    "beyond": _cases(BEYOND, "minchiate"),
    "settle": _cases(SETTLE),
}
ALL = [pytest.param(*p.values, id=f"{name}-{p.id}") for name, ps in GROUPS.items() for p in ps]


@pytest.mark.parametrize("lang,game,wrong,right", ALL)
def test_wrong_outcome_is_an_error(lang, game, wrong, right):
    assert errors(wrong, lang, game, only="example"), wrong


@pytest.mark.parametrize("lang,game,wrong,right", ALL)
def test_right_outcome_is_no_error(lang, game, wrong, right):
    assert errors(right, lang, game, with_found=True) == [], right


@pytest.mark.parametrize("lang,game,text", SUMS)
def test_sums_and_subjects_are_not_values(lang, game, text):
    assert errors(text, lang, game, with_found=True) == [], text


def test_languages_per_phenomenon():
    for name, ps in GROUPS.items():
        assert len({p.values[0] for p in ps}) >= (3 if name == "minchiate_trick" else 5), name


# ---------------------------------------------------------------- more phenomena

RANK_POINTS = [     # Asso 11, 3 10, Re 4, 7 and 6 nothing
    ("en", "The 7 beats the 6 and brings 1 point more.", "The Asso beats the 3 and brings 1 point more."),
    ("fr", "Le 7 bat le 6 et rapporte 1 point de plus.", "L'As bat le 3 et rapporte 1 point de plus."),
    ("de", "Die 7 schlägt die 6 und bringt 1 Punkt mehr.", "Das Asso schlägt die 3 und bringt 1 Punkt mehr."),
    ("es", "El 7 supera al 6 y da 1 punto más.", "El As supera al 3 y da 1 punto más."),
    ("ru", "Семёрка старше шестёрки и приносит на 2 очка больше.", "Туз старше тройки и приносит на 1 очко больше."),
]

PACK_TOTAL = [
    ("en", "Adding up every point in the pack gives 100.", "Adding up every point in the pack gives 120."),
    ("it", "Sommando i punti di tutte le carte del mazzo si arriva a 130.", "Sommando i punti di tutte le carte del mazzo si arriva a 120."),
    ("pt", "Somando os pontos do baralho inteiro chega-se a 110.", "Somando os pontos do baralho inteiro chega-se a 120."),
    ("ru", "Всего в колоде 100 очков.", "Всего в колоде 120 очков."),
    ("fi", "Pakassa on yhteensä 100 pistettä.", "Pakassa on yhteensä 120 pistettä."),
]

COMBINATION_TOTAL = [   # 10-20-30-40 is one combination of 25; 1-2-3 scores 11
    ("de", "Wer die Trümpfe 10, 20, 30 und 40 hält, rechnet 15 und 20, zusammen 35 Punkte.",
     "Wer die Trümpfe 10, 20, 30 und 40 hält, bekommt für alle vier zusammen 25 Punkte."),
    ("en", "A team holding trumps 10, 20, 30 and 40 counts 15 for the first three, 35 points in all.",
     "A team holding trumps 10, 20, 30 and 40 scores them as one combination, 25 points in all."),
    ("it", "Chi ha i tarocchi 10, 20, 30 e 40 conta due combinazioni, in tutto 35 punti.",
     "Chi ha i tarocchi 10, 20, 30 e 40 conta una sola combinazione, in tutto 25 punti."),
    ("fr", "Avec les atouts 1, 2 et 3, on a une versicola. Elle vaut donc 9.",
     "Avec les atouts 1, 2 et 3, on a une versicola. Elle vaut donc 11."),
    ("es", "Quien tiene los triunfos 10, 20, 30 y 40 se anota en total 35 puntos.",
     "Quien tiene los triunfos 10, 20, 30 y 40 se anota en total 25 puntos."),
]

MORE = {
    "rank_points": _cases(RANK_POINTS),
    "pack_total": _cases(PACK_TOTAL),
    "combination_total": _cases(COMBINATION_TOTAL, "minchiate"),
}
MORE_ALL = [pytest.param(*p.values, id=f"{name}-{p.id}") for name, ps in MORE.items() for p in ps]


def test_more_facts():
    b, m = load("briscola"), load("minchiate")
    value = {c: b.value[b.cards([c])[0]] for c in ("AB", "3B", "RB", "7B", "6B")}
    assert value == {"AB": 11, "3B": 10, "RB": 4, "7B": 0, "6B": 0}
    assert tp.card_points(range(len(b.deck)), b.value) == 120
    assert m.combos.score(m.cards(["10T", "20T", "30T", "40T"])) == 25
    assert len(m.combos.form(m.cards(["10T", "20T", "30T", "40T"]))) == 1
    assert m.combos.score(m.cards(["1T", "2T", "3T"])) == 11


@pytest.mark.parametrize("lang,game,wrong,right", MORE_ALL)
def test_more_wrong_is_an_error(lang, game, wrong, right):
    assert errors(wrong, lang, game, only="example"), wrong


@pytest.mark.parametrize("lang,game,wrong,right", MORE_ALL)
def test_more_right_is_no_error(lang, game, wrong, right):
    assert errors(right, lang, game, with_found=True) == [], right


def test_more_languages_per_phenomenon():
    for name, ps in MORE.items():
        assert len({p.values[0] for p in ps}) >= 5, name


# ---------------------------------------------------------------- a table of worked tricks

def _table(header: str, row: str) -> str:
    cells = header.count("|") - 1
    return f"{header}\n|{'---|' * cells}\n{row}\n"


TRICK_TABLE = [     # 2 of Coins led, 4 of Swords on it, Cups trumps: the leader's 2 wins
    ("en", "| Lead | Reply | Trumps | Result |", "| 2 of Coins | 4 of Swords | Cups | the 4 wins |", "the 2 wins"),
    ("it", "| Prima carta | Risposta | Briscola | Esito |", "| 2 di Denari | 4 di Spade | Coppe | vince il 4 |", "vince il 2"),
    ("fr", "| Entame | Réponse | Atout | Résultat |", "| 2 de Deniers | 4 d'Épées | Coupes | le 4 gagne |", "le 2 gagne"),
    ("es", "| Sale | Responde | Triunfo | Resultado |", "| 2 de Oros | 4 de Espadas | Copas | gana el 4 |", "gana el 2"),
    ("pt", "| Sai | Responde | Trunfo | Resultado |", "| 2 de Ouros | 4 de Espadas | Copas | vence o 4 |", "vence o 2"),
]


@pytest.mark.parametrize("lang,header,row,right", TRICK_TABLE, ids=[t[0] for t in TRICK_TABLE])
def test_trick_table(lang, header, row, right):
    assert trick("briscola", ["2D", "4S"], "C") == (0, 0)
    wrong_said = row.rsplit("|", 2)[1].strip()
    assert "another card wins the trick" in messages(_table(header, row), lang, "briscola", "t.md")
    assert messages(_table(header, row.replace(wrong_said, right)), lang, "briscola", "t.md") == []


# ---------------------------------------------------------------- other shapes: relative clauses, names, conditions

SHAPES = [      # (lang, game, wrong, right); facts in test_shape_facts
    ("en", "briscola", "With Swords as trumps, the Asso of Cups, which was led, beats the 2 of Swords.",
     "With Swords as trumps, the 2 of Swords beats the Asso of Cups, which was led."),
    ("it", "briscola", "Con briscola a Bastoni, il 3 di Coppe giocato per secondo batte il Re di Coppe: 12 punti.",
     "Con briscola a Bastoni, il 3 di Coppe giocato per secondo batte il Re di Coppe: 14 punti."),
    ("fr", "briscola", "Atout Bâtons. Si tu entames le 7 de Deniers et que je pose le 3 de Deniers, tu prends le pli.",
     "Atout Bâtons. Si tu entames le 7 de Deniers et que je pose le 3 de Deniers, je prends le pli."),
    ("es", "briscola", "Con triunfo de Copas, si abro con el Re de Oros y mi rival tira el 2 de Espadas, la baza es suya.",
     "Con triunfo de Copas, si abro con el Re de Oros y mi rival tira el 2 de Espadas, la baza es mía: 4 puntos."),
    ("de", "briscola", "Trumpf ist Stäbe. Mein Gegner spielt die 3 der Münzen aus, ich lege das Asso der Münzen: der Stich gehört ihm.",
     "Trumpf ist Stäbe. Mein Gegner spielt die 3 der Münzen aus, ich lege das Asso der Münzen: der Stich gehört mir, 21 Punkte."),
    ("pt", "briscola", "Trunfo de Espadas: a Ana sai com o 3 de Ouros e o Rui joga o 2 de Espadas. A Ana fica com a vaza.",
     "Trunfo de Espadas: a Ana sai com o 3 de Ouros e o Rui joga o 2 de Espadas. O Rui fica com a vaza."),
    ("vi", "briscola", "Chủ là Gậy. An ra lá 3 Tiền, Bình đánh lá Asso Tiền: An ăn nước bài.",
     "Chủ là Gậy. An ra lá 3 Tiền, Bình đánh lá Asso Tiền: Bình ăn nước bài và được 21 điểm."),
    ("en", "minchiate", "At the end of the deal your lead of 100 points is rounded up to 3 resti.",
     "At the end of the deal your lead of 100 points is rounded up to 2 resti."),
    ("it", "minchiate", "Siete avanti di 45 punti e catturate il Matto e un Re, 10 punti: il vantaggio arriva a 55 e segnate 1 resto.",
     "Siete avanti di 45 punti e catturate il Matto e un Re, 10 punti: il vantaggio arriva a 55 e non segnate ancora nessun resto."),
    ("fr", "minchiate", "Une équipe qui a ramassé 48 cartes reçoit 8 points de bonus.",
     "Une équipe qui a ramassé 48 cartes reçoit 6 points de bonus."),
    ("es", "minchiate", "Los triunfos 36, 37, 38, 39 y 40 forman una sola versicola de 40 puntos.",
     "Los triunfos 36, 37, 38, 39 y 40 forman una sola versicola de 50 puntos."),
]


def test_shape_facts():
    assert trick("briscola", ["AC", "2S"], "S") == (1, 11)
    assert trick("briscola", ["RC", "3C"], "B") == (1, 14)
    assert trick("briscola", ["7D", "3D"], "B")[0] == 1
    assert trick("briscola", ["RD", "2S"], "C") == (0, 4)
    assert trick("briscola", ["3D", "AD"], "B") == (1, 21)
    assert trick("briscola", ["3D", "2S"], "S")[0] == 1
    m = load("minchiate")
    assert tp.resti_at_end(100, m.resto_unit) == 2
    assert tp.settle_lead(55, m.resto_unit)[1:] == (0, 55)
    assert tp.cards_beyond(48, 42, 1) == 6
    assert m.combos.score(m.cards(["36T", "37T", "38T", "39T", "40T"])) == 50
    assert len(m.combos.form(m.cards(["36T", "37T", "38T", "39T", "40T"]))) == 1


@pytest.mark.parametrize("lang,game,wrong,right", SHAPES, ids=[f"{s[0]}-{s[1]}-{i}" for i, s in enumerate(SHAPES)])
def test_shapes(lang, game, wrong, right):
    assert errors(wrong, lang, game, only="example"), wrong
    assert errors(right, lang, game, with_found=True) == [], right


NOT_TRUMPS = [  # 7 of Swords led, Asso of Cups on it, Cups not trumps: whatever the trumps, the 7 wins 11
    ("en", "The 7 of Swords is led and the Asso of Cups follows, without Cups being trumps: the Asso wins.",
     "The 7 of Swords is led and the Asso of Cups follows, without Cups being trumps: the 7 wins."),
    ("pt", "Sai o 7 de Espadas e o adversário responde com o Asso de Copas, sem Copas ser trunfo. Ganha o Asso.",
     "Sai o 7 de Espadas e o adversário responde com o Asso de Copas, sem Copas ser trunfo. Ganha o 7."),
    ("it", "Si apre con il 7 di Spade e l'avversario risponde con l'Asso di Coppe, senza che Coppe sia briscola: vince l'Asso.",
     "Si apre con il 7 di Spade e l'avversario risponde con l'Asso di Coppe, senza che Coppe sia briscola: vince il 7."),
    ("es", "Sale el 7 de Espadas y responde el As de Copas, sin que Copas sea triunfo: gana el As.",
     "Sale el 7 de Espadas y responde el As de Copas, sin que Copas sea triunfo: gana el 7."),
    ("fr", "On entame avec le 7 d'Épées et l'adversaire pose l'As de Coupes, sans que Coupes soit atout : l'As gagne.",
     "On entame avec le 7 d'Épées et l'adversaire pose l'As de Coupes, sans que Coupes soit atout : le 7 gagne."),
]


def test_not_trumps_facts():
    assert {trick("briscola", ["7S", "AC"], t)[0] for t in "SDB"} == {0}


@pytest.mark.parametrize("lang,wrong,right", NOT_TRUMPS, ids=[t[0] for t in NOT_TRUMPS])
def test_not_trumps(lang, wrong, right):
    assert errors(wrong, lang, "briscola", only="example"), wrong
    assert errors(right, lang, "briscola", with_found=True) == [], right
