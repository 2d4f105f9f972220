"""Which clauses of the spec a conformance case exercises: the one place that maps situations,
example kinds and result sources to clause ids.

A *situation* is a tag the exporter gives a position (``capture_by_sum``, ``king_rule``) or a
finished deal (``leftovers``); a *source* is a key of a result's breakdown (``scua``,
``resti_end``); an example names the clause that shows it (``example:`` in the spec) and, by its
kind, the clauses whose rule it applies. Clauses of the ``header`` and ``intro`` sections
summarise rules stated elsewhere and need no case of their own.
"""

from __future__ import annotations

SUMMARY_SECTIONS = ("header", "intro")

# situation tag -> clauses, per game
SITUATIONS: dict[str, dict[str, tuple[str, ...]]] = {
    "cicera": {
        "turn": ("CIC-S1",),                       # the dealer's right starts, anticlockwise
        "capture_by_rank": ("CIC-P1",),
        "court_capture": ("CIC-P1", "CIC-S2"),
        "capture_by_sum": ("CIC-P1", "CIC-S2"),
        "court_in_sum": ("CIC-S2", "CIC-P1"),      # never legal: named when an engine offers one
        "court_and_numerals": ("CIC-S2",),         # a court could wrongly join a sum here
        "rank_or_sum": ("CIC-P2",),
        "capture_optional": ("CIC-P2",),
        "place": ("CIC-P2",),
        "last_play": ("CIC-B5",),
        # finished deals
        "deal": ("CIC-H", "CIC-O1", "CIC-S1", "CIC-E5"),
        "leftovers": ("CIC-E1",),
        "nobody_captured": ("CIC-E1",),
        "bonuses_add_up": ("CIC-B5",),
        "last_play_bonus": ("CIC-B5",),
    },
    "briscola": {
        "any_card": ("BRI-P1",),
        "first_lead": ("BRI-S1",),                 # the record's random leader
        "winner_leads": ("BRI-P2", "BRI-P3", "BRI-P4"),   # the last trick's winner is to lead
        "reply": ("BRI-P1",),
        "drawn": ("BRI-P4", "BRI-S1"),             # hands refilled from the stock, winner first
        "turn_up_drawn": ("BRI-P4", "BRI-S1"),     # the face-up trump was the last card drawn
        "stock_empty": ("BRI-P4",),                # the last tricks: play out the hands
        # finished deals
        "deal": ("BRI-H", "BRI-O1", "BRI-S1", "BRI-P2", "BRI-P3", "BRI-E2"),
        "tie": ("BRI-O1", "BRI-E2"),
    },
    "minchiate": {
        "deal": ("MIN-H", "MIN-S1", "MIN-S2"),     # hands from cutting, robbing and the packets
        "discard": ("MIN-S3",),
        "discard_no_zero": ("MIN-S3",),            # no zero-point card left: the lowest-valued
        "rob_limit": ("MIN-S1",),                  # the cutter stops at the cap
        "dealer_robs": ("MIN-S2",),
        "declare": ("MIN-S4", "MIN-SC3", "MIN-SC4"),
        "lead": ("MIN-P1",),
        "winner_leads": ("MIN-P1", "MIN-P2"),
        "follow_suit": ("MIN-P1",),
        "must_trump": ("MIN-P1",),
        "free": ("MIN-P1",),
        "king_rule": ("MIN-P3",),
        "matto": ("MIN-P3",),
        "matto_led": ("MIN-P3",),
        # finished deals
        "result": ("MIN-O1", "MIN-S4", "MIN-P1", "MIN-P2"),
        "tie": ("MIN-O1",),
        "matto_played": ("MIN-P3",),
    },
}

# Position tags the exporter deals on for (up to a limit) until each has a few positions.
WANTED: dict[str, tuple[str, ...]] = {
    "cicera": ("capture_by_sum", "court_capture", "rank_or_sum", "last_play"),
    "briscola": ("stock_empty", "turn_up_drawn"),
    "minchiate": ("king_rule", "matto_led", "matto", "discard", "declare"),
}

# result breakdown key -> clauses, per game
SOURCES: dict[str, dict[str, tuple[str, ...]]] = {
    "cicera": {
        "scua": ("CIC-B1",), "picada": ("CIC-B2",), "simili": ("CIC-B3",), "quadriglia": ("CIC-B4",),
        "most_cards": ("CIC-E2",), "most_swords": ("CIC-E2",), "la_mata": ("CIC-E2",),
        "ten_of_coins": ("CIC-E2",), "fante_of_cups": ("CIC-E2",), "napula": ("CIC-E3",),
    },
    "briscola": {"card_points": ("BRI-E1", "BRI-P2", "BRI-P3")},
    "minchiate": {
        "robbed": ("MIN-S1", "MIN-S2"), "exposed": ("MIN-S2",), "fola": ("MIN-S2",),
        "declared": ("MIN-S4", "MIN-SC5"), "morti": ("MIN-SC2",),
        "card_points": ("MIN-SC1", "MIN-SC6"), "combinations": ("MIN-SC3", "MIN-SC4", "MIN-SC5"),
        "declared_end": ("MIN-SC6",), "last_trick": ("MIN-SC6",), "beyond_cards": ("MIN-SC6",),
        "resti_play": ("MIN-SC7",), "resti_end": ("MIN-SC8",),
    },
}

# The result's points and winner, whatever the breakdown says.
TOTALS: dict[str, tuple[str, ...]] = {
    "cicera": ("CIC-E5",), "briscola": ("BRI-E2", "BRI-O1"), "minchiate": ("MIN-O1",),
}

# example kind -> clauses whose rule the example applies, per game
EXAMPLE_KINDS: dict[str, dict[str, tuple[str, ...]]] = {
    "cicera": {"capture_options": ("CIC-P1", "CIC-P2"), "napula": ("CIC-E3",),
               "capture_bonuses": (), "majority": ("CIC-E2",)},
    "briscola": {"card_points": ("BRI-E1",), "settle": ("BRI-O1", "BRI-E2"), "trick": ("BRI-P2", "BRI-E1"),
                 "rank_vs_points": ("BRI-P3", "BRI-E1")},
    "minchiate": {"card_points": ("MIN-SC1",), "combination": ("MIN-SC3", "MIN-SC4", "MIN-SC5"),
                  "resto_in_play": ("MIN-SC7",), "resto_end": ("MIN-SC8",), "beyond_cards": ("MIN-SC6",)},
}


def _unique(ids) -> list[str]:
    return list(dict.fromkeys(ids))


def for_situations(game_id: str, tags) -> list[str]:
    table = SITUATIONS[game_id]
    return _unique(c for t in tags for c in table.get(t, ()))


def for_sources(game_id: str, keys) -> list[str]:
    table = SOURCES[game_id]
    return _unique(c for k in keys for c in table.get(k, ()))


def for_example(spec, example) -> list[str]:
    """The clause that shows ``example``, then those of its kind (bonuses: each bonus earned)."""
    shown = [c.id for c in spec.clauses if c.example == example.id]
    kind = list(EXAMPLE_KINDS[spec.id][example.kind])
    if example.kind == "capture_bonuses":
        earned = example.expect.get("bonuses", [])
        kind += for_sources(spec.id, earned)
        if len(earned) > 1:
            kind += for_situations(spec.id, ["bonuses_add_up"])
    return _unique(shown + kind)


def rule_clauses(spec) -> list[str]:
    """The clauses that state a rule (every one needs a case)."""
    return [c.id for c in spec.clauses if c.section not in SUMMARY_SECTIONS]
