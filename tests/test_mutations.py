"""Every rule field of every spec is executed: changing it to another allowed value changes some
engine outcome (seeded deals or a worked example). Fields the engine does not read are marked in
the schema as page data or keys (``engine/spec.py``), and are the only ones skipped."""

import copy
import json
import random
import shutil
import typing

import pytest
import yaml
from pydantic import BaseModel

from engine import examples, games, primitives
from engine.cards import Deck
from engine.errors import CardaviaError
from engine.simulate import play_deal, seat_agents
from engine import spec as spec_module
from engine.paths import RULES_DIR, rules_dir
from engine.spec import DeckSpec, GameSpec, game_from_data, load_game, yamlstrict

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
        return [v for v in dict.fromkeys([value + 1, value - 1, value // 2, 1, 0, 2 * value, 10 * value]) if v != value]
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


# Deck fields whose other values need a game to change too: (deck changes, {game: changes}).
DECK_COUPLED = {
    "briscola-40": {("derived_from", "remove_ranks"): [(
        {("derived_from", "remove_ranks"): ["8", "9", "10", "4"]},
        {"briscola": {("tricks", "rank_order"): ["A", "3", "R", "C", "F", "7", "6", "5", "2"]}})]},
}


def _plain(data):
    return json.loads(json.dumps(data))


@pytest.mark.parametrize("deck_id", sorted(p.stem for p in (RULES_DIR / "decks").glob("*.yaml")))
def test_every_rule_field_of_a_deck_changes_an_outcome(deck_id, tmp_path, monkeypatch):
    """The same for the decks: each rule field changes an outcome of some game played with it."""
    users = [g for g in games.available() if deck_id in _deck_chain(games.load(g).deck.spec)]
    assert users, f"no game uses {deck_id}"
    base = {(g, n): fingerprint(games.load(g), n) for g in users for n in DEALS}
    raw = yamlstrict.load_file(RULES_DIR / "decks" / f"{deck_id}.yaml")
    root = tmp_path / "rules"
    for part in ("games", "decks"):
        shutil.copytree(RULES_DIR / part, root / part)
    monkeypatch.setenv("CARDAVIA_RULES", str(root))
    real_deck = games.load(users[0]).deck

    def outcome_changes(deck_change: dict, game_changes: dict) -> bool | None:
        """True: some game's outcome changed; False: none did; None: no game accepts the change."""
        data = _plain(raw)
        for p, v in deck_change.items():
            _set(data, p, v)
        (root / "decks" / f"{deck_id}.yaml").write_text(yaml.safe_dump(data), encoding="utf-8")
        for g, changes in game_changes.items():
            game_data = _plain(yamlstrict.load_file(RULES_DIR / "games" / f"{g}.yaml"))
            for p, v in changes.items():
                _set(game_data, p, v)
            (root / "games" / f"{g}.yaml").write_text(yaml.safe_dump(game_data, allow_unicode=True), encoding="utf-8")
        clear_caches()
        loaded = None
        try:
            for g in users:
                try:
                    game = games.compile_spec(load_game(g))
                except (CardaviaError, ValueError, KeyError):
                    continue
                loaded = False
                if any(fingerprint(game, n) != base[(g, n)] for n in DEALS):
                    return True
            return loaded
        finally:
            for g in game_changes:
                shutil.copy(RULES_DIR / "games" / f"{g}.yaml", root / "games" / f"{g}.yaml")

    # Cards are alike: a field (``extra.number``) is live when changing it in some card changes an outcome.
    fields: dict[tuple, list] = {}
    for path, annotation, value in rule_fields(DeckSpec, raw):
        fields.setdefault(tuple(p for p in path if not isinstance(p, int)), []).append((path, annotation, value))
    dead, unchangeable = [], []
    try:
        for name, instances in fields.items():
            seen = set()
            for path, annotation, value in instances:
                tries = [({path: v}, {}) for v in other_values(path, annotation, value, real_deck)]
                if path[-1] == "number" and path[-2] + 1 < len(raw["extra"]):   # two trumps swap numbers
                    neighbour = ("extra", path[-2] + 1, "number")
                    tries.append(({path: raw["extra"][path[-2] + 1]["number"], neighbour: value}, {}))
                tries += DECK_COUPLED.get(deck_id, {}).get(path, [])
                for change in tries:
                    seen.add(outcome_changes(*change))
                    if True in seen:
                        break
                if True in seen:
                    break
            if True not in seen:
                (dead if False in seen else unchangeable).append(".".join(name))
    finally:
        clear_caches()
    assert dead == [], f"{deck_id}: changing these fields changes no outcome: {dead}"
    assert unchangeable == [], f"{deck_id}: these fields have no other allowed value: {unchangeable}"


def _deck_chain(spec) -> list[str]:
    """A deck's id and the ids of the decks it is derived from."""
    chain = [spec.id]
    while spec.derived_from is not None:
        spec = spec_module.load_deck(spec.derived_from.base)
        chain.append(spec.id)
    return chain


def clear_caches() -> None:
    for fn in (spec_module.load_game, spec_module.load_deck, Deck.load, games.load):
        fn.cache_clear()
