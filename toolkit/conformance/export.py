"""Build a conformance suite from the specs and our engine; the same seed gives the same bytes.

Per game: every worked example of the spec; then positions and finished deals from seeded deals
played at random, plus deals set up to reach rare rules (a Cìcera deal where nobody captures, a
Minchiate pack where the cutter robs to the limit and runs out of zero-point cards to discard).
Positions are chosen rarest situation first, so each situation gets its share of cases.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from engine import games
from engine.record import FORMAT as RECORD_FORMAT, initial_json, move_to_json, start_from_json
from engine.simulate import deal_rng

from . import clauses as cl
from .situations import Tagger
from .suite import FORMAT, KINDS, Case, SuiteError, spec_fingerprint

DEFAULT_CASES = 300
DEFAULT_SEED = 0
RESULT_SHARE = 5          # one case in five is a finished deal
MIN_DEALS = 30            # deals walked per game, at least, to find rare positions
MAX_DEALS = 300           # ... and at most, while a wanted situation has fewer than WANTED_POSITIONS
WANTED_POSITIONS = 3


@dataclass
class Walked:
    """One deal played to the end: its record, every position with its tags and legal moves."""

    label: str
    record: dict
    positions: list[tuple[int, list[str], list[dict]]]
    tags: list[str]
    result: dict


def _random_move(moves, rng: random.Random):
    return moves[rng.randrange(len(moves))]


def _place(moves, rng: random.Random):
    return next(m for m in moves if not m.take)


def walk(game, state, label: str, rng: random.Random, choose: Callable = _random_move) -> Walked:
    initial = initial_json(game, state)
    tagger = Tagger(game, initial)
    positions, played, earned = [], [], []
    while not game.is_over(state):
        moves = game.legal_moves(state)
        positions.append((len(played), tagger.position(state, moves), [move_to_json(game, m) for m in moves]))
        move = choose(moves, rng)
        caused = game.move_events(state, move)
        played.append(move_to_json(game, move))
        if game.spec.bonuses:
            earned.append(sum(len(e["bonuses"]) for e in caused if e["event"] == "capture"))
    record = {"format": RECORD_FORMAT, "game": game.spec.id, **initial, "moves": played}
    return Walked(label, record, positions, tagger.finished(state, earned), game.result(state).to_json())


def _rng(seed: int, label: str) -> random.Random:
    return random.Random(f"cardavia-conformance:{seed}:{label}")


def robbing_pack(game, rng: random.Random) -> dict:
    """A Minchiate deal whose cutter robs to the cap and then runs out of zero-point cards to
    discard: counting cards at the bottom of the pack and in the cutter's packets."""
    spec, deck, n = game.spec, game.deck, game.players
    cap, hand = spec.rob.cap, spec.deal.hand
    first, second = spec.deal.first_packet, spec.deal.second_packet
    dealer = rng.randrange(n)
    leader, cutter = (dealer + 1) % n, (dealer - 1) % n
    counting = [c for c in range(len(deck)) if game.value[c] > 0]
    others = [c for c in range(len(deck)) if game.value[c] == 0 and c != game.protected]
    rng.shuffle(counting)
    rng.shuffle(others)
    dealt = len(deck) - cap
    k = (cutter - leader) % n
    seats = list(range(k * first, (k + 1) * first)) + list(range(n * first + k * second, n * first + (k + 1) * second))
    pack: list[int | None] = [None] * len(deck)
    pack[dealt:] = counting[:cap]
    mine = counting[cap:] + [game.protected]
    mine += others[:hand - len(mine)]
    rest = others[hand - len(counting[cap:]) - 1:]
    for pos, card in zip(seats, mine):
        pack[pos] = card
    # The card above the robbed ones could be robbed too: the cap, not the pack, stops the cutter.
    stopper = next(c for c in rest if game.robbable[c])
    rest.remove(stopper)
    pack[dealt - 1] = stopper
    it = iter(rest)
    pack = [c if c is not None else next(it) for c in pack]
    return {"dealer": dealer, "pack": deck.codes(pack)}


def walked_deals(game, deals: int, seed: int) -> list[Walked]:
    """The seeded random deals (more while a wanted situation is missing), then the deals set up
    for rare rules."""
    out = []
    seen: Counter = Counter()
    wanted = cl.WANTED.get(game.spec.id, ())
    i = 0
    while i < deals or (i < MAX_DEALS and any(seen[t] < WANTED_POSITIONS for t in wanted)):
        rng = deal_rng(seed, i)
        out.append(walk(game, game.deal(rng), f"d{i}", rng))
        seen.update(t for _k, tags, _m in out[-1].positions for t in tags)
        i += 1
    if game.spec.capture is not None and game.spec.capture.optional:
        rng = _rng(seed, "placing")
        out.append(walk(game, game.deal(rng), "placing", rng, _place))
    if game.spec.rob is not None and game.spec.discard is not None:
        rng = _rng(seed, "robbing")
        out.append(walk(game, start_from_json(game, robbing_pack(game, rng)), "robbing", rng))
    return out


def _choose(pool: list, count: int, rng: random.Random) -> list:
    """Positions, rarest situation first (each its share), then the rest at random."""
    chosen: dict[tuple[str, int], tuple] = {}
    by_tag: dict[str, list] = {}
    for item in pool:
        for tag in item[2]:
            by_tag.setdefault(tag, []).append(item)
    share = max(1, count // (3 * max(1, len(by_tag))))
    for tag in sorted(by_tag, key=lambda t: (len(by_tag[t]), t)):
        free = [p for p in by_tag[tag] if (p[0].label, p[1]) not in chosen]
        for p in rng.sample(free, min(share, len(free), count - len(chosen))):
            chosen[(p[0].label, p[1])] = p
    free = [p for p in pool if (p[0].label, p[1]) not in chosen]
    for p in rng.sample(free, min(max(0, count - len(chosen)), len(free))):
        chosen[(p[0].label, p[1])] = p
    return [chosen[k] for k in sorted(chosen, key=lambda k: (_order(k[0]), k[1]))]


def _order(label: str) -> tuple:
    return (0, int(label[1:]), "") if label[0] == "d" and label[1:].isdigit() else (1, 0, label)


def game_cases(game_id: str, count: int = DEFAULT_CASES, seed: int = DEFAULT_SEED) -> list[Case]:
    game = games.load(game_id)
    spec = game.spec
    cases = []
    for ex in spec.examples:
        data = ex.model_dump(exclude={"id", "expect"}, exclude_none=True)
        cases.append(Case(id=f"{game_id}/example/{ex.id}", kind="example", game=game_id,
                          clauses=cl.for_example(spec, ex), example=data, expect={"outcome": ex.expect}))
    results = max(1, count // RESULT_SHARE)
    walked = walked_deals(game, max(results, MIN_DEALS), seed)
    rigged = [w for w in walked if not w.label.startswith("d")]
    for w in (rigged + [w for w in walked if w not in rigged])[:results]:
        nonzero = [k for k, v in w.result["breakdown"].items() if any(v)]
        clauses = cl.for_situations(game_id, w.tags) + cl.for_sources(game_id, nonzero) + cl.for_totals(game_id)
        cases.append(Case(id=f"{game_id}/result/{w.label}", kind="result", game=game_id,
                          clauses=list(dict.fromkeys(clauses)), situations=w.tags, deal=w.label,
                          record=w.record, expect={"result": w.result}))
    pool = [(w, k, tags, moves) for w in walked for k, tags, moves in w.positions]
    for w, k, tags, moves in _choose(pool, count - results, _rng(seed, game_id)):
        record = {**w.record, "moves": w.record["moves"][:k]}
        cases.append(Case(id=f"{game_id}/legal/{w.label}-{k}", kind="legal-moves", game=game_id,
                          clauses=cl.for_situations(game_id, tags), situations=tags, deal=w.label,
                          record=record, expect={"moves": moves}))
    return cases


def manifest(cases: dict[str, list[Case]], count: int, seed: int, files: dict[str, bytes]) -> dict:
    kinds: Counter = Counter()
    per_clause: Counter = Counter()
    out_games = {}
    uncovered = []
    for game_id, game_cases_ in cases.items():
        spec = games.load(game_id).spec
        k = Counter(c.kind for c in game_cases_)
        kinds.update(k)
        counted = Counter(cid for c in game_cases_ for cid in c.clauses)
        per_clause.update(counted)
        uncovered += [cid for cid in cl.rule_clauses(spec) if not counted[cid]]
        out_games[game_id] = {"file": f"{game_id}.jsonl", "spec_fingerprint": spec_fingerprint(game_id),
                              "sha256": hashlib.sha256(files[game_id]).hexdigest(), "cases": len(game_cases_),
                              "kinds": {kind: k[kind] for kind in KINDS},
                              "clauses": {c.id: counted[c.id] for c in spec.clauses}}
    return {"format": FORMAT, "seed": seed, "cases_per_game": count, "games": out_games,
            "kinds": {kind: kinds[kind] for kind in KINDS},
            "clauses": dict(sorted(per_clause.items())), "uncovered": uncovered}


def build(game_ids: list[str], count: int = DEFAULT_CASES, seed: int = DEFAULT_SEED) -> tuple[dict, dict[str, bytes]]:
    """The manifest and each game's file contents."""
    cases = {g: game_cases(g, count, seed) for g in game_ids}
    files = {g: "".join(c.to_line() + "\n" for c in cs).encode("utf-8") for g, cs in cases.items()}
    return manifest(cases, count, seed, files), files


def write(out: Path, manifest_: dict, files: dict[str, bytes], force: bool = False) -> list[Path]:
    """Write the suite into ``out``; existing suite files are replaced only with ``force``."""
    targets = {out / "manifest.json": (json.dumps(manifest_, ensure_ascii=False, indent=2) + "\n").encode("utf-8")}
    targets.update({out / f"{g}.jsonl": data for g, data in files.items()})
    if out.exists() and not out.is_dir():
        raise SuiteError("exists and is not a directory", str(out))
    existing = [p for p in targets if p.exists()]
    if existing and not force:
        raise SuiteError("exists; pass --force to overwrite it", str(existing[0]))
    try:
        out.mkdir(parents=True, exist_ok=True)
        for path, data in targets.items():
            tmp = path.with_name(f".{path.name}.part")
            tmp.write_bytes(data)
            tmp.replace(path)
    except OSError as exc:
        raise SuiteError(f"cannot write: {exc.strerror or exc}", str(out)) from None
    return list(targets)
