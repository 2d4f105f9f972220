"""Texts that name one of our games but are not about its rules are refused; texts of ours are
still checked. Three readings, each of a kind of construction in several languages:

- a share dealt per head written with a distributive phrase and no word for cards ("se ne
  danno sette per uno", "on en donne cinq par tête", "pro Kopf", "a head"): each player's hand
  (``claim_cues.each``);
- another game played with one of our packs: the text names our game as a pack's owner
  ("colle carte delle Minchiate", "the Minchiate pack": ``placement_cues.pack_of``) and states
  another hand, and no fact of our game but the pack, its rules found no more than the name's
  lowered evidence asks (``placement._own_counts_otherwise``): refused as another game; a short
  text of ours with a wrong deal, naming no pack, is checked and gets its error;
- a ranking: a run of lines opening with successive places written as ordinals ("1.º", "2e",
  "3rd", "4°"): its rows name their entries (horses, boats, teams named after cards) and state
  no rule (``placement.ranking_lines``); a fragment whose only numbers are places counts nothing
  (``placement._places_only``).

Every text here is written for this test."""

from __future__ import annotations

import pytest

from tests.checking import an_error, checked
from toolkit.check import canon
from toolkit.check.counts import roles_stated
from toolkit.check.document import NotChecked, Segment
from toolkit.check.lexicon import lexicon
from toolkit.check.placement import _places_only, names_pack, ranking_lines


# ---------------------------------------------------------------- a share per head

@pytest.mark.parametrize("lang, text", [
    ("it", "Mescolate le carte, se ne danno cinque per uno."),
    ("it", "Il mazziere ne distribuisce cinque per persona."),
    ("fr", "Après la coupe, on en donne cinq par tête."),
    ("fr", "Le donneur distribue cinq cartes par personne."),
    ("es", "Se reparten cinco por cabeza."),
    ("pt", "Distribuem-se cinco cartas por pessoa."),
    ("de", "Der Geber teilt fünf pro Person aus."),
    ("en", "The dealer gives five a head."),
    ("ru", "Сдают по пять на человека."),
    ("fi", "Jakaja antaa viisi korttia per henkilö."),
])
def test_a_share_per_head_is_a_hand(lang, text):
    engine = canon.load("briscola").engine
    assert ("hand", 5, 3) in roles_stated(engine, text, lexicon(lang))


@pytest.mark.parametrize("lang, text", [
    ("it", "Ogni asso vale undici punti per uno."),
    ("es", "La entrada cuesta cinco euros por cabeza."),
    ("en", "Dinner after the tournament is ten pounds a head."),
    ("fr", "Il faut compter cinq minutes par personne pour apprendre."),
])
def test_a_distributive_phrase_without_a_deal_is_no_hand(lang, text):
    engine = canon.load("briscola").engine
    assert not [r for r in roles_stated(engine, text, lexicon(lang)) if r[0] == "hand"]


def test_a_wrong_share_per_head_is_an_error():
    an_error("it", "briscola", "All'inizio della mano se ne danno quattro per uno, poi si scopre la briscola.")
    an_error("fr", "briscola", "Au début, le donneur en distribue quatre par tête et retourne l'atout.")


# ---------------------------------------------------------------- another game with our pack

IT_PONTE = """Il Ponte, ovvero un altro giuoco colle carte delle Minchiate

Colle carte delle Minchiate i vecchi fiorentini facevano anche il Ponte, passatempo assai diverso e più breve.
Si fa in tre persone. Mescolato il mazzo, se ne danno nove per uno, e il rimanente si posa coperto nel mezzo della tavola.
Chi è di mano scopre la prima carta del monte: se è un trionfo più alto di uno dei suoi, lo prende e ne scarta uno.
Il Matto non si può prendere né scartare, e chi lo tiene lo mostra subito.
Le carte dei semi non valgono nulla; contano solo i trionfi, e l'Arie valgono come il trionfo più alto.
Vince il giuoco chi per primo si trova in mano soli trionfi, e gli altri gli pagano la posta.
"""

EN_TOWER = """Tower: a small game with the Minchiate pack

Besides Minchiate proper, the Florentine pack serves for a quick game called Tower.
Two people play. Shuffle, then deal eleven apiece; the rest form the stock, face down.
On your turn you draw from the stock and may lay a trump on your tower if it is one higher than the trump on top.
The Fool may be laid on any trump, and the Trumpets end your tower at once.
Cards of the four suits are only discards: each turn you throw one away face up.
The first to build a tower of ten trumps wins the round and scores one mark.
"""


@pytest.mark.parametrize("text", [IT_PONTE, EN_TOWER], ids=["it", "en"])
def test_another_game_with_our_pack_is_refused(text):
    with pytest.raises(NotChecked, match="another game played with the Minchiate pack"):
        checked(text)


IT_BRISCOLA_WRONG_DEAL = """La briscola in due

Si gioca con il mazzo di quaranta carte napoletane. Mescolate le carte, se ne danno quattro per uno.
La carta che segue si scopre sul tavolo: il suo seme è la briscola per tutta la mano.
Chi è di mano gioca una carta; l'altro risponde con una carta qualsiasi, senza obbligo di seguire il seme.
Prende la presa la briscola più alta; se non ci sono briscole, la carta più alta del seme giocato per primo.
Chi prende pesca per primo dal mazzo e gioca la presa seguente.
Alla fine si contano i punti: l'asso vale undici, il tre dieci, il re quattro, il cavallo tre, il fante due.
Vince chi supera i sessanta punti; sessanta a testa è pari.
"""


def test_our_game_with_a_wrong_deal_is_checked():
    rep = checked(IT_BRISCOLA_WRONG_DEAL)
    assert rep.games == ["briscola"]
    assert any(f.severity == "error" and f.line == 3 for f in rep.findings)


IT_SHORT_WRONG_DEAL = """Come si gioca a Briscola

Si mescola il mazzo e se ne danno quattro per uno.
Si gira una carta: il suo seme è la briscola.
Chi vince la presa pesca per primo.
Alla fine vince chi ha fatto più punti.
"""


def test_a_short_text_of_ours_with_a_wrong_deal_is_checked():
    rep = checked(IT_SHORT_WRONG_DEAL)
    assert rep.games == ["briscola"]
    assert any(f.severity == "error" and f.line == 3 for f in rep.findings)


@pytest.mark.parametrize("lang, game, text, owner", [
    ("it", "minchiate", "Colle carte delle Minchiate si fa anche un altro giuoco.", True),
    ("en", "minchiate", "A quick game for the Minchiate pack.", True),
    ("de", "briscola", "Man braucht nur Briscola-Karten und einen Tisch.", True),
    ("es", "briscola", "Con la baraja de la Briscola se juega también a otra cosa.", True),
    ("it", "briscola", "Come si gioca a Briscola in due.", False),
    ("fr", "briscola", "La Briscola se joue à deux, avec un paquet de quarante cartes.", False),
    ("en", "minchiate", "Minchiate is played by four, in two partnerships.", False),
])
def test_a_game_named_as_a_packs_owner(lang, game, text, owner):
    assert names_pack(text, canon.load(game), lexicon(lang)) is owner


# ---------------------------------------------------------------- a ranking's rows

IT_REGATA = """REGATA DEI BORGHI – Cronaca della giornata

Vince Briscola, il gozzo del borgo di Santa Lucia, davanti a oltre duemila spettatori.

La barca di Santa Lucia è partita male e al primo giro di boa era ancora quinta, stretta tra Asso di Coppe e Re di Bastoni.
Il capovoga, Tonino Esposito, ha tenuto il ritmo basso fino all'ultima boa e solo lì ha chiesto tutto ai suoi.
Negli ultimi cento metri Briscola ha superato Tre di Denari e ha tagliato il traguardo con mezza barca di vantaggio.
«Mio nonno diceva che la briscola si tiene per la fine», ha raccontato Esposito all'arrivo, ancora bagnato.
Il prossimo appuntamento è il palio di settembre, dove il borgo difenderà il titolo.

Ordine d'arrivo:
1° Briscola (Santa Lucia) – 6'12"
2° Tre di Denari (Marina Grande) – a mezza barca
3° Asso di Coppe (San Giacomo) – a una barca
4° Re di Bastoni (Porto) – a due barche
5° Cavallo di Spade (Pescheria) – ritirata
"""

FR_COURSE = """Hippodrome de Borély – Prix de la Corniche

Sous un ciel gris, Briscola a enlevé dimanche le Prix de la Corniche, sa troisième victoire de l'année.
La pouliche a longtemps galopé à l'arrière, derrière As de Coupe et Roi de Deniers, avant de se décaler dans la ligne droite.
Son entraîneur, Marc Roux, a expliqué qu'il avait gardé son atout pour la fin, comme au jeu de cartes dont elle porte le nom.
Le propriétaire, un Napolitain installé à Marseille, a promis de fêter la victoire au café du port.

Arrivée :
1er Briscola (J. Martin) – 1'58"4
2e As de Coupe (L. Petit) – une longueur
3e Roi de Deniers (S. Blanc) – deux longueurs
4e Cavalier d'Épée (A. Morel) – une longueur et demie
"""


@pytest.mark.parametrize("text", [IT_REGATA, FR_COURSE], ids=["it", "fr"])
def test_a_report_with_a_ranking_named_after_cards_is_refused(text):
    with pytest.raises(NotChecked, match="not enough of one game's rules"):
        checked(text)


def _segments(lines: list[str]) -> list[Segment]:
    return [Segment(i + 1, t) for i, t in enumerate(lines)]


@pytest.mark.parametrize("lang, lines, ranked", [
    ("es", ["Clasificación:", "1.º Sota de Oros – 30 pts", "2.º Rey de Copas – 28 pts", "3.º As de Bastos – 21 pts"], {2, 3, 4}),
    ("en", ["1st Knave of Cups", "2nd Ace of Coins", "3rd King of Swords", "A fine day."], {1, 2, 3}),
    ("ru", ["1-е место: Туз", "2-е место: Король", "3-е место: Валет"], {1, 2, 3}),
    ("pt", ["1.ª Dama", "2.ª Valete"], set()),                       # two places: no run
    ("it", ["1° turno: si danno tre carte", "3° turno: si pesca", "5° turno: si conta"], set()),   # not successive
    ("de", ["1. Karten mischen", "2. Drei Karten geben", "3. Trumpf aufdecken"], set()),           # numbered steps
])
def test_ranking_lines(lang, lines, ranked):
    assert ranking_lines(_segments(lines), lang) == frozenset(ranked)


@pytest.mark.parametrize("lang, text, places", [
    ("es", "3.º Rey de Copas (L. Gil)", True),
    ("en", "2nd: Ace of Coins", True),
    ("fr", "4e Valet de Bâton", True),
    ("es", "Se reparten 3 cartas.", False),
    ("de", "Karten 40.", False),
    ("en", "Players 2", False),
])
def test_a_fragment_of_places_counts_nothing(lang, text, places):
    assert _places_only(text, lang) is places
