"""Which clauses of the spec a conformance case exercises, read from the rulebook.

Here a case is described by the rules it exercises (primitives and spec fields, the names the
clauses' ``rules`` lists use); :func:`engine.rulebook.stating` turns them into the clauses that
state those rules, so a clause that names another rule moves its cases with it.

A *situation* is a tag the exporter gives a position (``capture_by_sum``, ``king_rule``) or a
finished deal (``leftovers``); a *source* is a key of a result's breakdown (``scua``,
``resti_end``): a bonus or award of the spec exercises its own rule (its ``when``), the trick
games' scoring categories the rules below; an example exercises the rules of its kind
(:data:`engine.examples.KINDS`) and is shown by the clause that names it (``example:``).
"""

from __future__ import annotations

from engine import games
from engine.examples import KINDS
from engine.primitives import split_primitive
from engine.rulebook import rule_clauses as _rule_clauses, stating

# situation tag -> the rules it exercises, per game
SITUATIONS: dict[str, dict[str, tuple[str, ...]]] = {
    "cicera": {
        "turn": ("dealer_right",),                 # the dealer's right starts, anticlockwise
        "capture_by_rank": ("rank_captures",),
        "court_capture": ("rank_captures", "sum_captures"),
        "capture_by_sum": ("sum_captures",),
        "court_in_sum": ("sum_captures",),         # never legal: named when an engine offers one
        "court_and_numerals": ("sum_captures",),   # a court could wrongly join a sum here
        "rank_or_sum": ("capture.optional",),
        "capture_optional": ("capture.optional",),
        "place": ("capture.optional",),
        "last_play": ("bonuses_on_last_play",),
        # finished deals
        "deal": ("teams", "deal.hand", "dealer_right", "higher_total"),
        "leftovers": ("leftovers_team",),
        "nobody_captured": ("leftovers_team",),
        "bonuses_add_up": ("bonuses_add_up",),
        "last_play_bonus": ("bonuses_on_last_play",),
    },
    "briscola": {
        "any_card": ("any_card",),
        "first_lead": ("random_seat",),            # the record's random leader
        "winner_leads": ("trick_winner", "rank_strength", "draw_order"),   # the last trick's winner leads
        "reply": ("any_card",),
        "drawn": ("stock_with_turn_up_last", "draw_order"),   # hands refilled from the stock, winner first
        "turn_up_drawn": ("stock_with_turn_up_last",),        # the face-up trump was the last card drawn
        "stock_empty": ("draw_order",),            # the last tricks: play out the hands
        # finished deals
        "deal": ("deal.hand", "trick_winner", "rank_strength", "higher_total"),
        "tie": ("higher_total",),
    },
    "minchiate": {
        "deal": ("rob_run",),                      # hands from cutting, robbing and the packets
        "discard": ("discardable",),
        "discard_no_zero": ("discardable",),       # no zero-point card left: the lowest-valued
        "rob_limit": ("rob.cap",),                 # the cutter stops at the cap
        "dealer_robs": ("fola_taken",),
        "declare": ("declarations.before_play", "runs_within_ranges", "held_sets"),
        "lead": ("follow_else_trump",),
        "winner_leads": ("trick_winner", "rank_strength"),
        "follow_suit": ("follow_else_trump",),
        "must_trump": ("follow_else_trump",),
        "free": ("follow_else_trump",),
        "king_rule": ("king_rule",),
        "matto": ("excuse_payment",),
        "matto_led": ("excuse_payment",),
        # finished deals
        "result": ("higher_total", "declarations.before_play", "trick_winner", "rank_strength"),
        "tie": ("higher_total",),
        "matto_played": ("excuse_payment",),
    },
}

# Position tags the exporter deals on for (up to a limit) until each has a few positions.
WANTED: dict[str, tuple[str, ...]] = {
    "cicera": ("capture_by_sum", "court_capture", "rank_or_sum", "last_play"),
    "briscola": ("stock_empty", "turn_up_drawn"),
    "minchiate": ("king_rule", "matto_led", "matto", "discard", "declare"),
}

# a trick game's scoring category (result breakdown key) -> the rules that score it
CATEGORIES: dict[str, tuple[str, ...]] = {
    "card_points": ("card_points", "trick_winner", "rank_strength"),
    "robbed": ("rob_run",), "exposed": ("deal.expose",), "fola": ("fola_taken",),
    "declared": ("combination_score",), "morti": ("opponents_points",),
    "combinations": ("runs_within_ranges", "held_sets", "combination_score"),
    "declared_end": ("declarations.score_again_at_end",), "last_trick": ("last_trick_bonus",),
    "beyond_cards": ("cards_beyond",), "resti_play": ("resti_in_play",), "resti_end": ("resti_at_end",),
}

# The result's points and winner, whatever the breakdown says.
TOTALS = ("higher_total",)


def _unique(ids) -> list[str]:
    return list(dict.fromkeys(ids))


def _spec(game_id: str):
    return games.load(game_id).spec


def source_rules(game_id: str, key: str) -> tuple[str, ...]:
    """The rules that score the breakdown entry ``key``: a bonus's or award's own ``when``."""
    spec = _spec(game_id)
    for entry in (*spec.bonuses, *spec.awards):
        if entry.id == key:
            return (split_primitive(entry.when)[0],)
    return CATEGORIES.get(key, ())


def for_situations(game_id: str, tags) -> list[str]:
    table = SITUATIONS[game_id]
    return _unique(c for t in tags for c in stating(_spec(game_id), table.get(t, ())))


def for_sources(game_id: str, keys) -> list[str]:
    return _unique(c for k in keys for c in stating(_spec(game_id), source_rules(game_id, k)))


def for_totals(game_id: str) -> list[str]:
    return stating(_spec(game_id), TOTALS)


def for_example(spec, example) -> list[str]:
    """The clause that shows ``example``, then those stating the rules of its kind (bonuses:
    also those of each bonus it earns)."""
    shown = [c.id for c in spec.clauses if c.example == example.id]
    ruled = stating(spec, KINDS[example.kind].rules)
    earned = for_sources(spec.id, example.expect.get("bonuses", [])) if example.kind == "capture_bonuses" else []
    return _unique(shown + earned + ruled)


def rule_clauses(spec) -> list[str]:
    """The clauses that state a rule (every one needs a case)."""
    return [c.id for c in _rule_clauses(spec)]
