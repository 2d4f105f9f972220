"""What the human seat may know, as JSON, phrased in the deal's language.

Everything here is built from the engine's observation of the human seat (``game.observation``)
and from the moves as they are played, never from other hands or the stock: a view holds the
seat's own hand, the table or the trick, the face-up trump, the Fola once shown, declarations,
scores so far, whose turn it is and the legal moves. Only a finished deal adds the breakdown
and the complete ``cardavia-record/1``.
"""

from __future__ import annotations

import functools

from engine import tricks_primitives as tp
from engine.cards import Deck
from engine.record import move_to_json
from engine.tricks import DECLARE, DISCARD

from ..pages import source_label
from ..phrasing import Phraser
from ..languages import codes, load_languages
from .deal import HUMAN, Deal
from .words import Words, table_ntext, table_text

LANGUAGES = codes()

# Seat names by the seat's place relative to the human seat (play goes anticlockwise: the next
# seat sits on your right). Two players: the other one is simply the opponent.
SEAT_NAMES = {
    4: (table_text("seat", "You"), table_text("seat", "Right opponent"),
        table_text("seat", "Partner"), table_text("seat", "Left opponent")),
    2: (table_text("seat", "You"), table_text("seat", "Opponent")),
}
TEAM_NAMES = {
    4: (table_text("team", "Your team"), table_text("team", "Opponents")),
    2: (table_text("team", "You"), table_text("team", "Opponent")),
}
ROLES = {4: ("you", "opponent", "partner", "opponent"), 2: ("you", "opponent")}


@functools.cache
def phraser(lang: str) -> Phraser:
    by_code = {lang.code: lang for lang in load_languages()}
    return Phraser(lang, by_code[lang].babel_locale)


@functools.cache
def card_name(lang: str, deck_id: str, code: str) -> str:
    return phraser(lang).card(Deck.load(deck_id), code)


class Viewer:
    """Phrases one deal's cards, moves and events in its language."""

    def __init__(self, deal: Deal) -> None:
        self.deal = deal
        self.game = deal.game
        self.deck = deal.game.deck
        self.ph = phraser(deal.lang)
        self.w = Words(deal.lang)
        self.n = self.game.players

    # ---------------------------------------------------------------- pieces

    def card(self, index: int) -> dict:
        code = self.deck.code(index)
        return {"code": code, "name": card_name(self.deal.lang, self.deck.id, code)}

    def cards(self, indices) -> list[dict]:
        return [self.card(i) for i in indices]

    def names(self, indices) -> str:
        return self.ph.and_list([card_name(self.deal.lang, self.deck.id, self.deck.code(i)) for i in indices])

    def seat_name(self, seat: int) -> str:
        return self.w(SEAT_NAMES[self.n][(seat - HUMAN) % self.n])

    def team_names(self) -> list[str]:
        return [self.w(t) for t in TEAM_NAMES[self.n]]

    # ---------------------------------------------------------------- moves

    def option(self, index: int, move) -> dict:
        """One legal move of the human seat: its record form, its cards and its label."""
        game, w = self.game, self.w
        data = move_to_json(game, move)
        del data["seat"]
        out = {"id": index, "move": data}
        if game.spec.family == "fishing":
            out["card"] = self.card(move.card)
            out["take"] = self.cards(move.take)
            out["kind"] = "capture" if move.take else "place"
            out["text"] = (w(table_text("move", "Take {cards}"), cards=self.names(move.take)) if move.take
                           else w(table_text("move", "Place only")))
        elif move.action == DISCARD:
            out.update(kind="discard", card=self.card(move.card),
                       text=w(table_text("move", "Discard {card}"), card=self.names([move.card])))
        elif move.action == DECLARE:
            if move.cards:
                points = game.declared_score(self.deal.state.hands[HUMAN], move.cards)
                out.update(kind="declare", cards=self.cards(move.cards),
                           text=w(table_text("move", "Declare {cards}: {points}"),
                                  cards=self.ph.cards(self.deck, self.deck.codes(move.cards)),
                                  points=self.ph.number(points)))
            else:
                out.update(kind="end", text=w(table_text("move", "No more declarations")))
        else:
            out.update(kind="play", card=self.card(move.card),
                       text=w(table_text("move", "Play {card}"), card=self.names([move.card])))
        return out

    def event(self, move, caused: list[dict]) -> dict:
        """A move just played, as everyone at the table saw it, and what it caused (the engine's
        events of the move: :meth:`engine.state.GameBase.move_events`): the table or trick as it
        now stands, the trick's winner, bonuses earned."""
        game, w = self.game, self.w
        you = move.seat == HUMAN
        values = {"player": self.seat_name(move.seat)}
        out: dict = {"seat": move.seat, "player": values["player"]}
        if game.spec.family == "fishing":
            values["card"] = self.names([move.card])
            out.update(kind="capture" if move.take else "place", card=self.card(move.card), take=self.cards(move.take))
            if move.take:
                values["cards"] = self.names(move.take)
                text = w(table_text("event", "You play {card} and take {cards}.") if you else
                         table_text("event", "{player} plays {card} and takes {cards}."), **values)
            else:
                text = w(table_text("event", "You place {card}.") if you else
                         table_text("event", "{player} places {card}."), **values)
        elif move.action == DISCARD:
            out["kind"] = "discard"
            if you:
                out["card"] = self.card(move.card)
                text = w(table_text("event", "You discard {card}."), card=self.names([move.card]))
            else:  # other seats' discards stay hidden until the Fola is shown
                text = w(table_text("event", "{player} discards a card."), **values)
        elif move.action == DECLARE:
            out["kind"] = "declare" if move.cards else "end"
            if move.cards:
                out["cards"] = self.cards(move.cards)
                values.update(cards=self.ph.cards(self.deck, self.deck.codes(move.cards)),
                              points=self.ph.number(caused[0]["points"]))
                text = w(table_text("event", "You declare {cards}: {points}.") if you else
                         table_text("event", "{player} declares {cards}: {points}."), **values)
            else:
                text = w(table_text("event", "You declare nothing more.") if you else
                         table_text("event", "{player} declares nothing more."), **values)
        else:
            out.update(kind="play", card=self.card(move.card))
            values["card"] = self.names([move.card])
            text = w(table_text("event", "You play {card}.") if you else
                     table_text("event", "{player} plays {card}."), **values)
        out["text"] = text
        return self._caused(out, move, caused)

    def _caused(self, event: dict, move, caused: list[dict]) -> dict:
        game, state, w = self.game, self.deal.state, self.w
        if game.spec.family == "fishing":
            event["table"] = self.cards(state.table)
            names = {b.id: b.name for b in game.spec.bonuses}
            earned = [names[b] for e in caused if e["event"] == "capture" for b in e["bonuses"]]
            if earned:
                event["bonuses"] = earned
                event["text"] += " " + w(table_text("event", "Bonus: {bonuses}."), bonuses=self.ph.and_list(earned))
            return event
        trick = next((e for e in caused if e["event"] == "trick"), None)
        if trick is not None:   # the trick is complete and collected: show it whole, with its winner
            event["trick"] = [{"seat": s, "card": self.card(self.deck.parse(c))}
                              for s, c in zip(trick["seats"], trick["cards"])]
            winner = trick["winner"]
            event["winner"] = winner
            event["text"] += " " + w(table_text("event", "You win the trick.") if winner == HUMAN else
                                     table_text("event", "{player} wins the trick."),
                                     player=self.seat_name(winner))
        elif move.action not in (DISCARD, DECLARE):
            event["trick"] = [{"seat": s, "card": self.card(c)} for s, c in zip(state.trick_seats, state.trick)]
        return event

    # ---------------------------------------------------------------- the view

    def view(self, events: list[dict]) -> dict:
        deal, game, state = self.deal, self.game, self.deal.state
        obs = game.observation(state, HUMAN)
        over = deal.over
        n = self.n
        out: dict = {
            "game": deal.game_id, "name": game.spec.name, "lang": deal.lang, "level": deal.level,
            "ply": deal.ply, "seat": HUMAN, "dealer": deal.initial["dealer"],
            "turn": None if over else state.turn, "over": over,
            "players": [{"seat": s, "name": self.seat_name(s), "role": ROLES[n][(s - HUMAN) % n],
                         "team": game.team_of[s], "cards": size} for s, size in enumerate(obs.hand_sizes)],
            "teams": self.team_names(),
            "hand": self.cards(obs.hand),
            "captured": [len(p) for p in obs.piles],
            "score": self.score(obs),
            "events": events,
            "moves": [self.option(i, m) for i, m in enumerate(deal.legal())],
        }
        if game.spec.family == "fishing":
            out["table"] = self.cards(obs.table)
        else:
            out["phase"] = obs.phase
            out["trick"] = [{"seat": s, "card": self.card(c)} for s, c in obs.trick]
            out["trump"] = {"card": self.card(obs.turned_up) if obs.turned_up is not None else None,
                            "suit": self.suit_name(obs.trump)}
            out["stock"] = obs.stock_size
            out["fola"] = self.cards(obs.fola)
            out["to_discard"] = obs.to_discard
            out["declarations"] = [{"seat": m.seat, "player": self.seat_name(m.seat), "cards": self.cards(m.cards)}
                                   for m in obs.history if m.action == DECLARE and m.cards]
        out["status"] = self.status(out)
        if over:
            out["result"] = self.result()
            out["record"] = deal.record()
        return out

    def suit_name(self, suit: int) -> str:
        game = self.game
        if suit == game.TRUMPS:
            return self.w(table_text("ui", "trumps"))
        return self.ph.suit(self.deck, self.deck.suits[suit].code)

    def score(self, obs) -> list[int]:
        """Points each team has scored so far, from what everyone has seen."""
        game, state = self.game, self.deal.state
        if game.spec.family == "fishing":
            # Capture bonuses are announced as they are earned.
            return [sum(b[t] for b in state.bonus_points) for t in range(game.n_teams)]
        if game.resto_unit is None:
            return [tp.card_points(p, game.value) for p in obs.piles]
        return list(obs.scored)

    def status(self, view: dict) -> str:
        w = self.w
        if view["over"]:
            return w(table_text("status", "The deal is over."))
        if view["turn"] != HUMAN:
            return w(table_text("status", "{player} to play."), player=self.seat_name(view["turn"]))
        phase = view.get("phase")
        if phase == DISCARD:
            return w(table_ntext("status", "Your turn: discard {count} card.", "Your turn: discard {count} cards."),
                     view["to_discard"], count=self.ph.number(view["to_discard"]))
        if phase == DECLARE:
            return w(table_text("status", "Your turn: declare your versicole, or no more."))
        return w(table_text("status", "Your turn: play a card."))

    def result(self) -> dict:
        game, ph, w = self.game, self.ph, self.w
        res = game.result(self.deal.state)
        rows = [{"key": key, "label": source_label(ph, game, key), "values": values}
                for key, values in res.breakdown.items()]
        ours, theirs = res.points[game.team_of[HUMAN]], res.points[1 - game.team_of[HUMAN]]
        values = {"a": ph.number(ours), "b": ph.number(theirs)}
        if res.winner is None:
            text = w(table_text("result", "A tie: {a} to {b}."), **values)
        elif res.winner == game.team_of[HUMAN]:
            text = w(table_text("result", "You win {a} to {b}."), **values)
        else:
            text = w(table_text("result", "Your opponents win {b} to {a}."), **values)
        return {"points": list(res.points), "winner": res.winner, "rows": rows, "text": text,
                "unit": w(table_text("result", "resti")) if game.resto_unit else
                w(table_text("result", "points"))}


def advance(deal: Deal, first=None) -> list[dict]:
    """Play ``first`` (the human seat's move, if any), then the AI seats until it is the human
    seat's turn again or the deal is over; one event per move."""
    viewer = Viewer(deal)
    events = []
    move = first
    if move is None and not deal.over and deal.state.turn != HUMAN:
        move = deal.ai_move()
    while move is not None:
        events.append(viewer.event(move, deal.play(move)))
        move = deal.ai_move() if not deal.over and deal.state.turn != HUMAN else None
    return events
