"""The sample deal of a game page, told step by step from its record.

The record is replayed through the engine (:meth:`engine.state.GameBase.replay`): what happens is
told by the engine's events (a move, a capture with its bonuses and points, a discard, a
declaration with its points, a trick with its winner and points), the position by its state (the
starting hands, Cìcera's table cards, Briscola's turned-up trump card, the table left and the
piles after each move); no rule is recomputed here. Words come from the catalog (context
``deal``); :mod:`toolkit.templates` ``deal.html.j2`` lays it out; ``assets/cardavia/deal.js``
turns the list into a stepper (without JavaScript the whole list shows).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from markupsafe import Markup

from engine.tricks_primitives import card_points

from .cardart import card_url
from .phrasing import Phraser, npgettext, pgettext


@dataclass
class Pictures:
    """``<img>`` tags of one deck's cards, with their localised names as alt text."""

    ph: Phraser
    deck: object
    root: str  # path from the page to the site root, "" or ending in "/"

    def __call__(self, code: str, cls: str = "") -> Markup:
        extra = f" {cls}" if cls else ""
        return Markup('<img class="cdv-card{}" src="{}" alt="{}" width="60" height="96" loading="lazy">').format(
            extra, self.root + card_url(self.deck.id, code), self.ph.card(self.deck, code))

    def row(self, codes, marked=()) -> Markup:
        return Markup("").join(self(c, "cdv-card--marked" if c in marked else "") for c in codes)


@dataclass
class Step:
    text: str
    cards: Markup = Markup("")
    marks: list[str] = field(default_factory=list)
    table: Markup | None = None
    score: str = ""


@dataclass
class DealView:
    intro: str
    start: list[tuple[str, Markup]]
    steps: list[Step]
    result: str
    breakdown: list[tuple[str, str, str]]
    labels: dict[str, str]


def _player(ph: Phraser, seat: int) -> str:
    return ph.number(seat + 1)


def _score(ph: Phraser, totals) -> str:
    return ph.fill(ph.p("deal", pgettext("deal", "Score: team 1 {a}, team 2 {b}")),
                   {"a": ph.number(totals[0]), "b": ph.number(totals[1])})


def _who_deals(ph: Phraser, dealer: int, first: int) -> str:
    return ph.fill(ph.p("deal", pgettext("deal", "Player {dealer} deals; Player {first}, on the dealer's right, plays first.")),
                   {"dealer": _player(ph, dealer), "first": _player(ph, first)})


def _who_leads(ph: Phraser, dealer: int, leader: int) -> str:
    return ph.fill(ph.p("deal", pgettext("deal", "Player {dealer} deals; Player {leader} leads the first trick.")),
                   {"dealer": _player(ph, dealer), "leader": _player(ph, leader)})


def _hands(ph: Phraser, pics: Pictures, hands) -> list[tuple[str, Markup]]:
    return [(ph.fill(ph.p("deal", pgettext("deal", "Player {player}")), {"player": _player(ph, seat)}),
             pics.row(hand)) for seat, hand in enumerate(hands)]


def _fishing(ph: Phraser, game, record: dict, pics: Pictures) -> tuple[str, list, list[Step]]:
    deck = game.deck
    names = {b.id: b.name for b in game.spec.bonuses}
    state, moves = game.replay(record)
    intro = ph.fill(ph.p("deal", pgettext(
        "deal", "A deal between four AI players, replayed from its record. {who} Players 1 and 3 "
                "are partners against Players 2 and 4.")), {"who": _who_deals(ph, state.dealer, state.turn)})
    start = _hands(ph, pics, record["hands"])
    start.append((ph.p("deal", pgettext("deal", "Table")), pics.row(record["table"])))
    steps = []
    totals = [0] * game.n_teams
    for move, *caused in moves:
        capture = next((e for e in caused if e["event"] == "capture"), None)
        values = {"player": _player(ph, move["seat"]), "card": ph.card(deck, move["card"], "object")}
        if capture is None:
            text = ph.p("deal", pgettext("deal", "Player {player} places {card}."))
            cards = pics(move["card"])
            earned = []
        else:
            text = ph.p("deal", pgettext("deal", "Player {player} plays {card} and takes {cards}."))
            values["cards"] = ph.and_list([ph.card(deck, c, "object") for c in capture["cards"]])
            cards = pics(move["card"]) + Markup('<span class="cdv-arrow" aria-hidden="true">→</span>') \
                + pics.row(capture["cards"])
            earned = [names[b] for b in capture["bonuses"]]
            totals[capture["team"]] += capture["points"]
        steps.append(Step(ph.sentence(ph.fill(text, values)), cards, earned,
                          pics.row(deck.codes(state.table)), _score(ph, totals)))
    return intro, start, steps


def _tricks(ph: Phraser, game, record: dict, pics: Pictures) -> tuple[str, list, list[Step]]:
    """Setup decisions (discards, declarations) one step each, then one step per trick."""
    deck = game.deck
    state, moves = game.replay(record)
    if game.players == 2:
        intro = ph.fill(ph.p("deal", pgettext(
            "deal", "A deal between two AI players, replayed from its record, one trick per step. {who}")),
            {"who": _who_leads(ph, state.dealer, state.leader)})
    else:
        intro = ph.fill(ph.p("deal", pgettext(
            "deal", "A deal between four AI players, replayed from its record: the discards and declarations, "
                    "then one trick per step. {who} Players 1 and 3 are partners against Players 2 and 4.")),
            {"who": _who_leads(ph, state.dealer, state.leader)})
    start = _hands(ph, pics, [deck.codes(h) for h in state.hands])
    if "stock" in record:
        trump_card = record["stock"][-1]
        start.append((ph.fill(ph.p("deal", pgettext("deal", "Trump card: {card}")),
                              {"card": ph.card(deck, trump_card, "label")}), pics(trump_card)))
    steps: list[Step] = []
    for events in moves:
        for event in events:
            if event["event"] == "discard":
                steps.append(Step(ph.fill(ph.p("deal", pgettext("deal", "Player {player} discards {card}.")),
                                          {"player": _player(ph, event["seat"]),
                                           "card": ph.card(deck, event["discard"], "object")}),
                                  pics(event["discard"])))
            elif event["event"] == "declaration" and event["declare"]:
                steps.append(_declaration_step(ph, deck, event, pics))
            elif event["event"] == "trick":
                steps.append(_trick_step(ph, game, state, event, pics))
    return intro, start, steps


def _declaration_step(ph: Phraser, deck, event: dict, pics: Pictures) -> Step:
    points = event["points"]
    singular, plural = npgettext("deal", "Player {player} declares {cards}: {points} point.",
                                 "Player {player} declares {cards}: {points} points.", points)
    return Step(ph.fill(ph.np("deal", singular, plural, points),
                        {"player": _player(ph, event["seat"]), "cards": ph.cards(deck, event["declare"], "object"),
                         "points": ph.number(points)}), pics.row(event["declare"]))


def _trick_step(ph: Phraser, game, state, trick: dict, pics: Pictures) -> Step:
    """A trick won (its cards, winner and points, from the engine's event) and the card points
    each team holds after it."""
    deck = game.deck
    points = trick["points"]
    plays = ph.and_list([ph.fill(ph.p("deal", pgettext("deal", "Player {player} plays {card}")),
                                 {"player": _player(ph, s), "card": ph.card(deck, c, "object")})
                         for s, c in zip(trick["seats"], trick["cards"])])
    singular, plural = npgettext("deal", "{plays}; Player {winner} wins the trick ({points} point).",
                                 "{plays}; Player {winner} wins the trick ({points} points).", points)
    text = ph.fill(ph.np("deal", singular, plural, points),
                   {"plays": plays, "winner": _player(ph, trick["winner"]), "points": ph.number(points)})
    winner_card = trick["cards"][trick["seats"].index(trick["winner"])]
    won = [card_points(p, game.value) for p in state.piles]
    return Step(ph.sentence(text), pics.row(trick["cards"], marked={winner_card}), score=_score(ph, won))


NARRATORS: dict[str, Callable] = {"fishing": _fishing, "tricks": _tricks}   # by the game's family


def deal_view(ph: Phraser, game, record: dict, pics: Pictures, source_label: Callable) -> DealView:
    intro, start, steps = NARRATORS[game.spec.family](ph, game, record, pics)
    result = record["result"]
    breakdown = [(source_label(ph, game, key), ph.number(a), ph.number(b))
                 for key, (a, b) in result["breakdown"].items()]
    labels = {
        "start": ph.p("deal", pgettext("deal", "Starting position")),
        "moves": ph.p("deal", pgettext("deal", "Moves")),
        "table_after": ph.p("deal", pgettext("deal", "Table after this move")),
        "previous": ph.p("deal", pgettext("deal", "Previous")),
        "next": ph.p("deal", pgettext("deal", "Next")),
        "step": ph.p("deal", pgettext("deal", "Step {n} of {total}")),
        "source": ph.p("deal", pgettext("deal", "Points from")),
        "team1": ph.p("deal", pgettext("deal", "Team 1")),
        "team2": ph.p("deal", pgettext("deal", "Team 2")),
        "breakdown": ph.p("deal", pgettext("deal", "Final breakdown")),
        "bonus": ph.p("deal", pgettext("deal", "Bonus")),
    }
    return DealView(intro, start, steps, _result_line(ph, game, result), breakdown, labels)


def _result_line(ph: Phraser, game, result: dict) -> str:
    a, b = result["points"]
    if game.resto_unit is not None:
        if result["winner"] is None:
            text = ph.p("deal", pgettext("deal", "Result: {a} to {b} resti, a tie."))
        else:
            text = ph.p("deal", pgettext("deal", "Result: {a} to {b} resti; team {team} wins."))
    elif result["winner"] is None:
        text = ph.p("deal", pgettext("deal", "Result: {a} to {b}, a tie."))
    else:
        text = ph.p("deal", pgettext("deal", "Result: {a} to {b}; team {team} wins."))
    return ph.fill(text, {"a": ph.number(a), "b": ph.number(b), "team": ph.number((result["winner"] or 0) + 1)})
