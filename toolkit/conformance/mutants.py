"""Wrong engines behind the protocol, to see a suite catch them.

    python -m toolkit.conformance.mutants briscola-3-re       # 3 and Re swapped in rank
    python -m toolkit.conformance.mutants cicera-court-sum    # courts join sums (Fante 8, Cavallo 9, Re 10)
    python -m toolkit.conformance.mutants minchiate-no-king   # no King rule
    python -m toolkit.conformance.mutants crash --after 40    # a correct engine that exits mid-suite
    python -m toolkit.conformance.mutants hang --after 40     # ... that stops answering
    python -m toolkit.conformance.mutants garbage --after 40  # ... that writes a line that is not JSON
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Callable, Iterator

from engine import games
from engine.fishing import FishingGame
from engine.protocol import serve
from engine.tricks import TrickGame


def briscola_3_re():
    base = games.load("briscola")
    order = list(base.spec.tricks.rank_order)
    i, j = order.index("3"), order.index("R")
    order[i], order[j] = order[j], order[i]
    spec = base.spec.model_copy(update={"tricks": base.spec.tricks.model_copy(update={"rank_order": order})})
    return TrickGame(spec, base.deck)


class CourtSums(FishingGame):
    """Courts count in sums, as in Scopa: Fante 8, Cavallo 9, Re 10."""

    COURT_VALUES = {"F": 8, "C": 9, "R": 10}

    def __init__(self, spec, deck) -> None:
        super().__init__(spec, deck)
        self.value = tuple(self.COURT_VALUES[r] if v is None else v for v, r in zip(deck.value, deck.rank))
        self.numeral = tuple(True for _ in deck.value)
        self.sum_value = self.value
        self.max_value = max(self.value)


def cicera_court_sum():
    base = games.load("cicera")
    return CourtSums(base.spec, base.deck)


def minchiate_no_king():
    base = games.load("minchiate")
    game = TrickGame(base.spec, base.deck)
    game.king_of = {}
    return game


RULE_MUTANTS: dict[str, tuple[str, Callable]] = {
    "briscola-3-re": ("briscola", briscola_3_re),
    "cicera-court-sum": ("cicera", cicera_court_sum),
    "minchiate-no-king": ("minchiate", minchiate_no_king),
}


def _faulty(lines: Iterator[str], fault: str, after: int) -> Iterator[str]:
    """The requests, until ``after`` of them have been answered; then the fault."""
    for n, line in enumerate(lines):
        if n == after:
            if fault == "crash":
                print("mutant: crashing on purpose", file=sys.stderr)
                raise SystemExit(3)
            if fault == "hang":
                time.sleep(3600)
            print("this is not JSON", flush=True)
        yield line


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m toolkit.conformance.mutants", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mutant", choices=[*RULE_MUTANTS, "crash", "hang", "garbage"])
    parser.add_argument("--after", type=int, default=40, help="requests answered before the fault")
    args = parser.parse_args(argv)
    if args.mutant in RULE_MUTANTS:
        game_id, make = RULE_MUTANTS[args.mutant]
        mutant = make()
        return serve(lambda g: mutant if g == game_id else games.load(g))
    return serve(stdin=_faulty(iter(sys.stdin), args.mutant, args.after))


if __name__ == "__main__":
    sys.exit(main())
