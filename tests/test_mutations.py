"""Every rule field of every spec is executed: changing it to another allowed value changes some
engine outcome (seeded deals or a worked example). Fields the engine does not read are marked in
the schema as page data or keys (``engine/spec.py``), and are the only ones skipped."""

import copy
import random
import typing

import pytest
from pydantic import BaseModel

from engine import examples, games, primitives
from engine.cards import Deck
from engine.errors import CardaviaError
from engine.simulate import play_deal, seat_agents
from engine.spec import GameSpec, game_from_data, rules_dir, yamlstrict

DEALS = (10, 60)   # a quick look first, more deals for rules that matter rarely

# Fields whose other values only make sense together with another field (path → [(path, value)]).
COUPLED = {
    "cicera": {
        ("players",): [{("players",): 2, ("teams",): [[0], [1]], ("deal", "hand"): 24}],
        ("deal", "hand"): [{("deal", "hand"): 11, ("deal", "table"): 8}],
        ("deal", "table"): [{("deal", "hand"): 11, ("deal", "table"): 8}],
    },
    "briscola": {
        ("players",): [{("players",): 4, ("teams",): [[0, 2], [1, 3]]}],
    },
    "minchiate": {
        ("players",): [{("players",): 2, ("teams",): [[0], [1]], ("deal", "hand"): 30,
                        ("deal", "first_packet"): 15, ("deal", "second_packet"): 15}],
        ("deal", "hand"): [{("deal", "hand"): 20, ("deal", "first_packet"): 10, ("deal", "second_packet"): 10}],
        ("deal", "first_packet"): [{("deal", "first_packet"): 11, ("deal", "second_packet"): 10}],
        ("deal", "second_packet"): [{("deal", "first_packet"): 11, ("deal", "second_packet"): 10}],
        ("fola", "also_take"): [{("fola", "also_take"): 13, ("discard", "never_trump"): 13}],
        ("discard", "never_trump"): [{("fola", "also_take"): 13, ("discard", "never_trump"): 13}],
    },
}


def _marked(field) -> bool:
    extra = field.json_schema_extra or {}
    return bool(extra.get("page_data") or extra.get("key"))


def _model_in(annotation):
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for arg in typing.get_args(annotation):
        found = _model_in(arg)
        if found is not None:
            return found
    return None


def rule_fields(model: type[BaseModel], data, path=()):
    """``(path, annotation, value)`` of every rule value present in ``data``: fields marked as
    page data or keys are skipped; mappings (point tables, primitive parameters) are entered."""
    for name, value in data.items():
        field = model.model_fields[name]
        if _marked(field):
            continue
        sub = _model_in(field.annotation)
        here = path + (name,)
        if sub is not None and isinstance(value, dict):
            yield from rule_fields(sub, value, here)
        elif sub is not None and isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            for i, item in enumerate(value):
                yield from rule_fields(sub, item, here + (i,))
        elif isinstance(value, dict):
            yield from _entries(here, value)
        else:
            yield here, field.annotation, value


def _entries(path, value):
    for k, v in value.items():
        if isinstance(v, dict):
            yield from _entries(path + (k,), v)
        else:
            yield path + (k,), None, v


def other_values(path, annotation, value, deck):
    """Other allowed values of one field, by its type or its name."""
    key = path[-1]
    scalar = annotation is not None and typing.get_origin(annotation) is not list
    literals = [a for a in typing.get_args(annotation) if isinstance(a, str)] if scalar else []
    for arg in typing.get_args(annotation) if scalar else ():
        if typing.get_origin(arg) is typing.Literal:
            literals += typing.get_args(arg)
    if literals:
        return [v for v in literals if v != value] + ([None] if type(None) in typing.get_args(annotation) else [])
    if isinstance(value, bool):
        return [not value]
    if key == "when":
        registry = primitives.BONUS_RULES if path[0] == "bonuses" else primitives.AWARD_RULES
        samples = {int: 2, str: deck.suits[0].code}
        out = []
        for name, fn in registry.items():
            wanted = primitives.parameter_type(fn)
            if name == value or (wanted is not None and typing.get_origin(wanted) is not typing.Annotated):
                continue
            out.append(name if wanted is None else {name: samples[typing.get_args(wanted)[0]]})
        return out
    if isinstance(value, int):
        return [v for v in dict.fromkeys([value + 1, value - 1, value // 2, 1, 0, 2 * value]) if v != value]
    if isinstance(value, str):
        if key in ("suit", "majority_of_suit"):
            return [s.code for s in deck.suits if s.code != value]
        if key in ("card", "holds_card"):
            return [c.code for c in deck.cards if c.code != value][:3]
        if key == "rank":
            return [r.code for r in deck.ranks if r.code != value][:3]
    if isinstance(value, list) and value:
        return [value[:-1], value[1:], value[1:] + value[:1]]
    return []


def _set(data, path, value):
    node = data
    for p in path[:-1]:
        node = node[p]
    node[path[-1]] = value


def fingerprint(game, deals: int) -> tuple:
    """What the engine decides: results and move counts of seeded deals, and every example's outcome."""
    out = []
    agents = seat_agents(game, ["greedy", "random"])
    for i in range(deals):
        _, state = play_deal(game, agents, random.Random(1000 + i))
        r = game.result(state)
        out.append((r.points, r.winner, tuple(sorted((k, tuple(v)) for k, v in r.breakdown.items())),
                    len(state.history)))
    for ex in game.spec.examples:
        try:
            out.append(repr(examples.outcome(game, ex)))
        except (CardaviaError, KeyError, ValueError, IndexError):
            out.append("no outcome")
    return tuple(out)


def compile_data(data, game_id: str):
    return games.compile_spec(game_from_data(data, rules_dir() / "games" / f"{game_id}.yaml"))


@pytest.mark.parametrize("game_id", games.available())
def test_every_rule_field_changes_an_outcome(game_id):
    raw = yamlstrict.load_file(rules_dir() / "games" / f"{game_id}.yaml")
    deck = Deck.load(raw["deck"])
    real = games.load(game_id)
    base = {n: fingerprint(real, n) for n in DEALS}
    dead, unchangeable = [], []
    fields = list(rule_fields(GameSpec, raw))
    assert len(fields) > 10
    for path, annotation, value in fields:
        tries = [{path: v} for v in other_values(path, annotation, value, deck)]
        tries += COUPLED.get(game_id, {}).get(path, [])
        loaded = False
        for change in tries:
            data = copy.deepcopy(raw)
            for p, v in change.items():
                _set(data, p, v)
            try:
                game = compile_data(data, game_id)
            except (CardaviaError, ValueError):
                continue   # not an allowed value here
            loaded = True
            if any(fingerprint(game, n) != base[n] for n in DEALS):
                break
        else:
            (dead if loaded else unchangeable).append(".".join(map(str, path)))
    assert dead == [], f"{game_id}: changing these fields changes no outcome: {dead}"
    assert unchangeable == [], f"{game_id}: these fields have no other allowed value (make them constants): {unchangeable}"
