"""Rule primitives of trick-taking games (Briscola, Minchiate). Each is a small pure function whose
docstring is the rule; the trick engine (``engine/tricks.py``) composes them from a spec.

Cards are deck indices. ``suit_of[card]`` is a small int: one per suit of the deck, one more for
the numbered trumps, and :data:`EXCUSE` for a card that belongs to no suit (the Matto).
``strength[card]`` orders cards within their suit (higher wins).
"""

from __future__ import annotations

from typing import Callable, Sequence

from .rulebook import executes

EXCUSE = -1

FOLLOW_RULES: dict[str, Callable[..., list[int]]] = {}


def _register(registry: dict, name: str) -> Callable:
    def wrap(fn: Callable) -> Callable:
        registry[name] = fn
        return fn
    return wrap


# ---------------------------------------------------------------- ranking

@executes("BRI-P3", "BRI-E4", "MIN-P2")
def rank_strength(ranks: Sequence[str], suits: Sequence[str | None],
                  order_of: Callable[[str], Sequence[str]], numbers: Sequence[int | None]) -> tuple[int, ...]:
    """Strength within a suit: the position in the suit's rank order, highest first
    (``order_of(suit)``); a numbered trump's strength is its number; a card with neither is 0."""
    orders: dict[str, dict[str, int]] = {}
    out = []
    for rank, suit, number in zip(ranks, suits, numbers):
        if suit is not None:
            if suit not in orders:
                order = order_of(suit)
                orders[suit] = {r: len(order) - i for i, r in enumerate(order)}
            out.append(orders[suit].get(rank, 0))
        else:
            out.append(number or 0)
    return tuple(out)


def suit_led(cards: Sequence[int], suit_of: Sequence[int]) -> int:
    """The suit led is the suit of the first card played; when the excuse leads, the next card's."""
    for c in cards:
        s = suit_of[c]
        if s != EXCUSE:
            return s
    return EXCUSE


def card_key(card: int, led: int, suit_of: Sequence[int], strength: Sequence[int], trump: int):
    """How strongly ``card`` competes for a trick whose suit led is ``led``: trumps above the
    suit led, by strength; ``None`` for a card that cannot win (another suit, the excuse)."""
    s = suit_of[card]
    if s == trump:
        return (1, strength[card])
    if s == led and s != EXCUSE:
        return (0, strength[card])
    return None


@executes("BRI-I1", "BRI-P2", "BRI-P5", "BRI-P6", "BRI-P7", "MIN-P1")
def trick_winner(cards: Sequence[int], suit_of: Sequence[int], strength: Sequence[int], trump: int) -> int:
    """The index in ``cards`` of the winner: the highest trump; if no trump is played, the highest
    card of the suit led. A card of another suit never wins, and neither does the excuse."""
    led = suit_led(cards, suit_of)
    best, best_key = -1, (-1, -1)
    for i, c in enumerate(cards):
        key = card_key(c, led, suit_of, strength, trump)
        if key is not None and key > best_key:
            best, best_key = i, key
    return best


# ---------------------------------------------------------------- which cards may be played

def hand_by_suit(hand: Sequence[int], suit_of: Sequence[int], n_suits: int) -> list[list[int]]:
    """The cards of ``hand`` by suit id, each list in hand order: ``n_suits`` lists (the numbered
    trumps' id included), and one more for the excuse, which :data:`EXCUSE` indexes from the end."""
    out: list[list[int]] = [[] for _ in range(n_suits + 1)]
    for c in hand:
        out[suit_of[c]].append(c)
    return out


@executes("BRI-P1")
@_register(FOLLOW_RULES, "none")
def any_card(hand: Sequence[int], by_suit: Sequence[Sequence[int]], led: int, trump: int) -> list[int]:
    """Any card in hand may be played: there is no duty to follow suit or to trump."""
    return list(hand)


@executes("MIN-P1")
@_register(FOLLOW_RULES, "follow_else_trump")
def follow_else_trump(hand: Sequence[int], by_suit: Sequence[Sequence[int]], led: int, trump: int) -> list[int]:
    """Follow the suit led if you can; otherwise play a trump if you can; otherwise any card.
    The excuse is not a card of any suit (the engine decides when it may be played).
    ``by_suit`` is the hand by suit (:func:`hand_by_suit`)."""
    if led != EXCUSE:
        if by_suit[led]:
            return list(by_suit[led])
        if by_suit[trump]:
            return list(by_suit[trump])
    excuse = by_suit[EXCUSE]
    return [c for c in hand if c not in excuse] if excuse else list(hand)


@executes("MIN-P3")
def king_rule(first_lead_of_suit: bool, trumped_before: bool, king_in_hand: bool) -> bool:
    """The King rule: on the first lead of a suit, once an earlier player in the trick has trumped,
    a player holding that suit's Re must play it (the excuse may not be played instead)."""
    return first_lead_of_suit and trumped_before and king_in_hand


# ---------------------------------------------------------------- the stock

@executes("BRI-P4")
def draw_order(winner: int, players: int) -> list[int]:
    """After a trick the winner draws first from the stock, then the others in playing order."""
    return [(winner + k) % players for k in range(players)]


@executes("BRI-S1", "BRI-P4")
def stock_with_turn_up_last(rest: Sequence[int], turned_up: int) -> list[int]:
    """The stock after the deal: the undealt cards, with the face-up trump card drawn last."""
    return list(rest) + [turned_up]


# ---------------------------------------------------------------- card points and end bonuses

@executes("BRI-I2", "BRI-P5", "BRI-P6", "BRI-P7", "BRI-E1", "BRI-E3", "BRI-E4", "MIN-SC1", "MIN-SC6")
def card_points(cards: Sequence[int], value: Sequence[int]) -> int:
    """The sum of the cards' point values."""
    return sum(map(value.__getitem__, cards))


@executes("MIN-SC6")
def cards_beyond(count: int, threshold: int, per_card: int) -> int:
    """``per_card`` points for each captured card beyond ``threshold``."""
    return max(0, count - threshold) * per_card


@executes("MIN-SC6")
def last_trick_bonus(winner_team: int, points: int, n_teams: int) -> list[int]:
    """The team that wins the last trick scores ``points``."""
    return [points if t == winner_team else 0 for t in range(n_teams)]


@executes("CIC-O1", "CIC-E5", "BRI-I2", "BRI-O1", "BRI-E2", "MIN-O1")
def higher_total(points: Sequence[int]) -> int | None:
    """The team with the strictly highest total wins; equal top totals are a tie (``None``)."""
    best = max(points)
    leaders = [t for t, p in enumerate(points) if p == best]
    return leaders[0] if len(leaders) == 1 else None


# ---------------------------------------------------------------- robbing, discards, the excuse

@executes("MIN-S1", "MIN-S2")
def rob_run(cards: Sequence[int], robbable: Sequence[bool], cap: int) -> int:
    """How many cards are robbed from ``cards`` (in the order they are exposed): each is taken
    while it is robbable, stopping at the first card that is not, and at ``cap`` cards."""
    n = 0
    for c in cards:
        if n == cap or not robbable[c]:
            break
        n += 1
    return n


@executes("MIN-S2")
def fola_taken(undealt: Sequence[int], value: Sequence[int], also: int | None) -> list[int]:
    """What the dealer takes from the undealt cards (the Fola): every counting card, and the card
    ``also`` (trump 29)."""
    return [c for c in undealt if value[c] > 0 or c == also]


@executes("MIN-SC2")
def opponents_points(cards: Sequence[int], seats: Sequence[int], team_of: Sequence[int], team: int,
                     value: Sequence[int], excuse: int | None) -> int:
    """During play the winners of a trick score at once the points of the cards the opposing team
    played to it (not their partner's, nor an excuse, which stays with its team)."""
    return sum(value[c] for c, s in zip(cards, seats) if team_of[s] != team and c != excuse)


@executes("MIN-S3")
def discardable(hand: Sequence[int], value: Sequence[int], protected: int | None,
                only_zero_point: bool = True) -> list[int]:
    """The cards a robber may discard: never the ``protected`` card, and (``only_zero_point``)
    only zero-point cards. A hand without such cards (possible only after robbing almost every
    counting card) may discard its lowest-valued other cards, still never the protected one."""
    if not only_zero_point:
        return [c for c in hand if c != protected]
    zero = [c for c in hand if value[c] == 0 and c != protected]
    if zero:
        return zero
    rest = [c for c in hand if c != protected]
    low = min((value[c] for c in rest), default=0)
    return [c for c in rest if value[c] == low]


@executes("MIN-P3")
def excuse_payment(pile: Sequence[int], excuse: int, value: Sequence[int], is_trump: Sequence[bool]) -> int:
    """What the excuse's team hands the opponents at the end: one zero-point captured card (a
    suit card before a trump, the lowest such card by deck order); failing that the least
    valuable card; the excuse itself if the team captured nothing else."""
    others = [c for c in pile if c != excuse]
    if not others:
        return excuse
    return min(others, key=lambda c: (value[c], is_trump[c], c))


# ---------------------------------------------------------------- resti

@executes("MIN-I", "MIN-SC7", "MIN-SC11")
def resti_in_play(lead: int, unit: int) -> tuple[int, int]:
    """During play, a lead of ``unit`` points or more earns 1 resto and is reduced by ``unit``,
    repeatedly: returns (resti, lead carried on)."""
    resti = 0
    while lead >= unit:
        lead -= unit
        resti += 1
    return resti, lead


@executes("MIN-SC7", "MIN-SC11")
def settle_lead(lead: int, unit: int) -> tuple[int, int, int]:
    """A lead (team 0's points minus team 1's) after a scoring event: the leading team (0 or 1),
    the resti it earns (:func:`resti_in_play`) and the lead carried on, with its sign."""
    side = 0 if lead > 0 else 1
    resti, carried = resti_in_play(abs(lead), unit)
    return side, resti, carried if lead >= 0 else -carried


@executes("MIN-I", "MIN-SC8", "MIN-SC12")
def resti_at_end(lead: int, unit: int) -> int:
    """At the end the remaining lead is rounded up in units: 1..unit → 1, unit+1..2·unit → 2, 0 → 0."""
    return -(-lead // unit) if lead > 0 else 0
