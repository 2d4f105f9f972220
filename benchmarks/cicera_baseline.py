"""A hand-tuned pure-Python Cìcera with random players: the yardstick for the engine's speed.

    .venv/bin/python benchmarks/cicera_baseline.py [--deals 1500] [--seed 1]

Everything the engine does in a random deal, written for speed and for this one game only (no
spec, no records): deal 12 cards to each of four players and 4 to the table, each player in turn
picks uniformly among the legal moves (take a card of the same rank, take numerals adding up to
the card's value, or place the card), capture bonuses (Scùa, Picada, Simili, Quadriglia), the
leftovers to the last capturer, and the awards (most cards, most Swords, La Mata, the 10 of
Coins, the Fante of Cups, Napula). Captures by sum come from one pass over the table's numerals
per turn (every subset adding up to at most 10). Compare, from a fresh process each:

    time .venv/bin/python benchmarks/cicera_baseline.py --deals 1500
    time .venv/bin/cardavia simulate --game cicera --deals 1500 --seed 1
"""

from __future__ import annotations

import argparse
import random
import time

SUITS = "SCDB"                       # Swords, Cups, Coins, Batons
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "F", "C", "R")
RANK = [i % 13 for i in range(52)]
SUIT = [i // 13 for i in range(52)]
VALUE = [r + 1 if r < 10 else 0 for r in RANK]   # courts have no value
SWORDS, COINS, CUPS = 0, 2, 1
LA_MATA, TEN_OF_COINS, FANTE_OF_CUPS = 1, COINS * 13 + 9, CUPS * 13 + 10


def sums(table: list[int]) -> dict[int, list[tuple[int, ...]]]:
    """Every set of at least two table numerals adding up to at most 10, by its sum."""
    subsets: list[tuple[int, tuple[int, ...]]] = [(0, ())]
    for t in table:
        v = VALUE[t]
        if v:
            subsets += [(s + v, cards + (t,)) for s, cards in subsets if s + v <= 10]
    out: dict[int, list[tuple[int, ...]]] = {}
    for s, cards in subsets:
        if len(cards) >= 2:
            out.setdefault(s, []).append(cards)
    return out


def play(rng: random.Random) -> tuple[int, int]:
    """One random deal; the two teams' points."""
    cards = list(range(52))
    rng.shuffle(cards)
    hands = [cards[12 * i:12 * i + 12] for i in range(4)]
    table = cards[48:]
    turn = (rng.randrange(4) + 1) % 4
    piles: list[list[int]] = [[], []]
    points = [0, 0]
    last_capturer, last_left = None, None
    for _ in range(48):
        hand = hands[turn]
        by_sum = sums(table)
        moves = []
        for c in hand:
            r = RANK[c]
            moves += [(c, (t,)) for t in table if RANK[t] == r]
            if VALUE[c]:
                moves += [(c, take) for take in by_sum.get(VALUE[c], ())]
            moves.append((c, ()))
        card, take = moves[rng.randrange(len(moves))]
        hand.remove(card)
        team = turn & 1
        if take:
            points[team] += ((len(take) == len(table))
                             + (len(take) == 1 and take[0] == last_left)
                             + all(SUIT[t] == SUIT[card] for t in take)
                             + (len(take) >= 3))
            for t in take:
                table.remove(t)
            piles[team] += take
            piles[team].append(card)
            last_capturer, last_left = team, None
        else:
            table.append(card)
            last_left = card
        turn = (turn + 1) % 4
    if last_capturer is not None:
        piles[last_capturer] += table
    return awards(piles, points) if last_capturer is not None else (0, 0)


def awards(piles: list[list[int]], points: list[int]) -> tuple[int, int]:
    a, b = len(piles[0]), len(piles[1])
    if a != b:
        points[0 if a > b else 1] += 2
    swords = [sum(1 for c in p if SUIT[c] == SWORDS) for p in piles]
    points[0 if swords[0] > swords[1] else 1] += 1
    for team, pile in enumerate(piles):
        held = set(pile)
        points[team] += (LA_MATA in held) + (TEN_OF_COINS in held) + (FANTE_OF_CUPS in held)
        if {0, 1, 2} <= held:          # Asso, 2 and 3 of Swords: the run from the Asso, at most 10
            run = 0
            while run < 10 and run in held:
                run += 1
            points[team] += run
    return points[0], points[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    start = time.process_time()
    totals = [0, 0]
    for _ in range(args.deals):
        a, b = play(rng)
        totals[0] += a
        totals[1] += b
    seconds = time.process_time() - start
    print(f"{args.deals} random Cìcera deals in {seconds:.2f} s CPU ({args.deals / seconds:.0f}/s); "
          f"mean points {totals[0] / args.deals:.2f} and {totals[1] / args.deals:.2f}")


if __name__ == "__main__":
    main()
