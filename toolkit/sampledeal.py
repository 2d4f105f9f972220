"""The sample deal of a game page, told step by step from its record.

The record is replayed through the engine: the starting position (hands, Cìcera's table cards,
Briscola's turned-up trump card) and every step (the cards played, the cards taken or the trick
with its winner, the bonuses scored, the table left and the running score) are read from the
engine's state after each move, never reconstructed. Words come from the catalog (context
``deal``); :mod:`toolkit.templates` ``deal.html.j2`` lays it out; ``assets/cardavia/deal.js``
turns the list into a stepper (without JavaScript the whole list shows).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from markupsafe import Markup

from engine.record import move_from_json, start_from_json
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


NARRATORS: dict[str, Callable] = {}


def narrator(family: str) -> Callable:
    def wrap(fn: Callable) -> Callable:
        NARRATORS[family] = fn
        return fn
    return wrap


@narrator("fishing")
def _fishing(ph: Phraser, game, record: dict, pics: Pictures) -> tuple[str, list, list[Step]]:
    deck = game.deck
    names = {b.id: b.name for b in game.spec.bonuses}
    state = start_from_json(game, record)
    intro = ph.fill(ph.p("deal", pgettext(
        "deal", "A deal between four AI players, replayed from its record. {who} Players 1 and 3 "
                "are partners against Players 2 and 4.")), {"who": _who_deals(ph, state.dealer, state.turn)})
    start = _hands(ph, pics, record["hands"])
    start.append((ph.p("deal", pgettext("deal", "Table")), pics.row(record["table"])))
    steps = []
    for raw in record["moves"]:
        before = [sum(p) for p in state.bonus_points]
        game.apply(state, move_from_json(game, raw))
        earned = [bid for (bid, *_), b, p in zip(game.bonuses, before, state.bonus_points) if sum(p) > b]
        values = {"player": _player(ph, raw["seat"]), "card": ph.card(deck, raw["card"], "object"),
                  "cards": ph.and_list([ph.card(deck, c, "object") for c in raw["take"]])}
        if raw["take"]:
            text = ph.p("deal", pgettext("deal", "Player {player} plays {card} and takes {cards}."))
            cards = pics(raw["card"]) + Markup('<span class="cdv-arrow" aria-hidden="true">→</span>') + pics.row(raw["take"])
        else:
            text = ph.p("deal", pgettext("deal", "Player {player} places {card}."))
            cards = pics(raw["card"])
        totals = [sum(points[t] for points in state.bonus_points) for t in range(game.n_teams)]
        steps.append(Step(ph.sentence(ph.fill(text, values)), cards, [names[b] for b in earned],
                          pics.row(deck.codes(state.table)), _score(ph, totals)))
    return intro, start, steps


@narrator("tricks")
def _tricks(ph: Phraser, game, record: dict, pics: Pictures) -> tuple[str, list, list[Step]]:
    """Setup decisions (discards, declarations) one step each, then one step per trick."""
    deck = game.deck
    state = start_from_json(game, record)
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
    trick: list[tuple[int, str]] = []
    for raw in record["moves"]:
        move = move_from_json(game, raw)
        player = _player(ph, raw["seat"])
        if "discard" in raw:
            steps.append(Step(ph.fill(ph.p("deal", pgettext("deal", "Player {player} discards {card}.")),
                                      {"player": player, "card": ph.card(deck, raw["discard"], "object")}),
                              pics(raw["discard"])))
        elif "declare" in raw:
            if raw["declare"]:
                score = game.declared_score(state.hands[raw["seat"]], move.cards)
                singular, plural = npgettext("deal", "Player {player} declares {cards}: {points} point.",
                                             "Player {player} declares {cards}: {points} points.", score)
                steps.append(Step(ph.fill(ph.np("deal", singular, plural, score),
                                          {"player": player, "cards": ph.cards(deck, raw["declare"], "object"),
                                           "points": ph.number(score)}), pics.row(raw["declare"])))
        else:
            trick.append((raw["seat"], raw["card"]))
        game.apply(state, move)
        if trick and len(trick) == game.players:
            steps.append(_trick_step(ph, game, state, trick, pics))
            trick = []
    return intro, start, steps


def _trick_step(ph: Phraser, game, state, trick: list[tuple[int, str]], pics: Pictures) -> Step:
    deck = game.deck
    # The Matto never goes to the trick's winner: its points are not in the trick.
    cards = [deck.parse(c) for _, c in trick if deck.parse(c) != game.excuse]
    points = card_points(cards, game.value)
    plays = ph.and_list([ph.fill(ph.p("deal", pgettext("deal", "Player {player} plays {card}")),
                                 {"player": _player(ph, s), "card": ph.card(deck, c, "object")}) for s, c in trick])
    singular, plural = npgettext("deal", "{plays}; Player {winner} wins the trick ({points} point).",
                                 "{plays}; Player {winner} wins the trick ({points} points).", points)
    text = ph.fill(ph.np("deal", singular, plural, points),
                   {"plays": plays, "winner": _player(ph, state.last_winner), "points": ph.number(points)})
    winner_card = next(c for s, c in trick if s == state.last_winner)
    won = [card_points(p, game.value) for p in state.piles]
    return Step(ph.sentence(text), pics.row([c for _, c in trick], marked={winner_card}), score=_score(ph, won))


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
