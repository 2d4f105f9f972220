"""The game service's API contract: deals of every game played through HTTP, errors as JSON 4xx,
tokens that travel between processes and cannot be forged or replayed."""

from __future__ import annotations

import json
import random
import stat

import pytest
from cryptography.fernet import Fernet
from hypothesis import HealthCheck, given, settings, strategies as st
from starlette.testclient import TestClient

from engine import agents, games
from engine.record import replay
from toolkit.server import tokens
from toolkit.server.app import create_app
from toolkit.server.deal import HUMAN, levels
from engine.tricks import DECLARE, DISCARD

GAMES = games.available()


@pytest.fixture(scope="module")
def secret() -> bytes:
    return Fernet.generate_key()


@pytest.fixture(scope="module")
def ledger(tmp_path_factory):
    return tmp_path_factory.mktemp("ledger") / "spent.sqlite"


@pytest.fixture(scope="module")
def client(secret, ledger):
    return TestClient(create_app(secret=secret, ledger=ledger))


def start(client, game="cicera", **extra):
    r = client.post("/api/v1/deals", json={"game": game, **extra})
    assert r.status_code == 201, r.text
    return r.json()


def move(client, view, choice):
    return client.post("/api/v1/deals/move", json={"token": view["token"], "move": choice["move"]})


def assert_error(r, status: int, *words: str) -> None:
    assert r.status_code == status, r.text
    body = r.json()
    assert set(body) == {"error"} and body["error"]["status"] == status
    for word in words:
        assert word in body["error"]["message"], body["error"]["message"]


# ------------------------------------------------------------------ hidden information

def strings(data) -> set[str]:
    """Every string in a JSON document, keys included."""
    out: set[str] = set()
    if isinstance(data, dict):
        for k, v in data.items():
            out.add(k)
            out |= strings(v)
    elif isinstance(data, list):
        for v in data:
            out |= strings(v)
    elif isinstance(data, str):
        out.add(data)
    return out


def hidden_cards(deal) -> set[str]:
    """Cards the human seat may not know now: the other hands (less what their owners declared),
    the stock below its face-up card and, before play, the Fola and the others' discards."""
    game, state = deal.game, deal.state
    deck = game.deck
    hidden = set()
    for seat, hand in enumerate(state.hands):
        if seat != HUMAN:
            declared = {c for m in state.history if m.seat == seat and getattr(m, "action", None) == DECLARE
                        for c in m.cards}
            hidden |= set(hand) - declared
    if game.spec.family == "tricks":
        hidden |= set(state.stock[:-1])
        if state.phase in (DISCARD, DECLARE):
            own = {m.card for m in state.history if m.seat == HUMAN and m.action == DISCARD}
            hidden |= set(state.fola) - own
    return {deck.code(c) for c in hidden}


def check_hidden(sealer, view: dict) -> None:
    deal = sealer.open(view["token"])
    if view["over"]:
        assert view["record"] == deal.record()
        return
    leaked = hidden_cards(deal) & strings({k: v for k, v in view.items() if k != "token"})
    assert not leaked, f"hidden cards in the view at move {view['ply']}: {sorted(leaked)}"
    assert "record" not in view and "result" not in view and "seed" not in strings(view)


@pytest.mark.parametrize("game", GAMES)
def test_whole_deals_hide_every_hidden_card_and_end_with_a_replayable_record(client, secret, game):
    sealer = tokens.Sealer(secret, None)
    rng = random.Random(game)
    for seed in (1, 2, 3):
        view = start(client, game, seed=seed, lang=rng.choice(["en", "fr", "ru"]))
        check_hidden(sealer, view)
        seen_moves = 0
        while not view["over"]:
            assert view["turn"] == HUMAN and view["moves"]
            r = move(client, view, rng.choice(view["moves"]))
            assert r.status_code == 200, r.text
            view = r.json()
            check_hidden(sealer, view)
            seen_moves += len(view["events"])
        record = view["record"]
        assert record["format"] == "cardavia-record/1" and len(record["moves"]) == view["ply"]
        replayed = replay(json.loads(json.dumps(record)))
        assert replayed.ok, replayed.error
        assert replayed.result.to_json() == record["result"]
        assert view["result"]["points"] == record["result"]["points"]
        assert {row["key"] for row in view["result"]["rows"]} == set(record["result"]["breakdown"])


def test_the_leak_check_catches_a_leak(client, secret):
    """The check above must fail on a view that shows another hand."""
    sealer = tokens.Sealer(secret, None)
    view = start(client, "briscola", seed=5)
    other = sealer.open(view["token"]).state.hands[1][0]
    view["hand"].append({"code": sealer.open(view["token"]).game.deck.code(other), "name": "?"})
    with pytest.raises(AssertionError, match="hidden cards"):
        check_hidden(sealer, view)


# ------------------------------------------------------------------ contract

def test_games_list_every_level_the_engine_offers(client):
    body = client.get("/api/v1/games").json()
    assert [g["id"] for g in body["games"]] == GAMES
    for g in body["games"]:
        offered = [lv["id"] for lv in g["levels"]]
        assert sorted(offered) == sorted(levels(g["id"]))
        assert set(offered) <= set(agents.AGENT_NAMES) and g["default_level"] == offered[0]
    assert body["languages"] == ["en", "it", "fr", "pt", "ru", "vi", "fi", "de", "es"]


def test_levels_come_from_the_engines_registry(monkeypatch):
    """Player-named levels (easy, strong) when the engine has them, else every agent it has."""
    from toolkit.server import deal

    real = agents.make_agent
    deal.agent_names.cache_clear()
    with monkeypatch.context() as mp:
        mp.setattr(agents, "AGENT_NAMES", ("random", "greedy", "easy", "strong"))
        mp.setattr(agents, "make_agent", lambda name, game: real("greedy" if name in ("easy", "strong") else name, game))
        assert deal.levels("cicera") == ["easy", "strong"] and deal.default_level("briscola") == "easy"
        assert deal.agent_names("cicera") == ("random", "greedy", "easy", "strong")
        deal.agent_names.cache_clear()
        mp.setattr(agents, "AGENT_NAMES", ("random", "greedy"))
        assert deal.levels("cicera") == ["greedy", "random"]
    deal.agent_names.cache_clear()


def test_a_new_deal_shows_your_hand_and_the_table(client):
    view = start(client, "cicera", seed=11, lang="it")
    assert view["turn"] == HUMAN and view["lang"] == "it"
    placed = sum(1 for e in view["events"] if not e["take"])
    taken = sum(len(e["take"]) for e in view["events"])
    assert len(view["hand"]) == 12 and len(view["table"]) == 4 + placed - taken
    assert [p["role"] for p in view["players"]] == ["you", "opponent", "partner", "opponent"]
    assert all(e["seat"] != HUMAN for e in view["events"])
    # Each capture option separately, and placing the card.
    for option in view["moves"]:
        assert option["kind"] in ("capture", "place") and option["text"]
    assert len({json.dumps(o["move"], sort_keys=True) for o in view["moves"]}) == len(view["moves"])


def test_a_seed_gives_the_same_deal(client):
    a, b = start(client, "minchiate", seed=42), start(client, "minchiate", seed=42)
    assert a["hand"] == b["hand"] and a["events"] == b["events"]
    assert a["token"] != b["token"]


def test_capture_cards_in_any_order(client):
    for seed in range(40):
        view = start(client, "cicera", seed=seed)
        option = next((o for o in view["moves"] if len(o["move"]["take"]) > 1), None)
        if option:
            r = client.post("/api/v1/deals/move", json={"token": view["token"], "move": {
                "card": option["move"]["card"], "take": option["move"]["take"][::-1]}})
            assert r.status_code == 200, r.text
            assert r.json()["events"][0]["take"] == option["take"] or \
                {c["code"] for c in r.json()["events"][0]["take"]} == set(option["move"]["take"])
            return
    pytest.fail("no capture of several cards in 40 deals")


def test_openapi_is_published(client):
    spec = client.get("/api/v1/openapi.json").json()
    assert {"/api/v1/games", "/api/v1/deals", "/api/v1/deals/move", "/api/v1/deals/view"} <= set(spec["paths"])


# ------------------------------------------------------------------ errors: JSON, 4xx, clear

def test_bad_starts(client):
    assert_error(client.post("/api/v1/deals", json={"game": "poker"}), 404, "unknown game 'poker'", "cicera")
    assert_error(client.post("/api/v1/deals", json={"game": "cicera", "lang": "xx"}), 422, "unknown language")
    assert_error(client.post("/api/v1/deals", json={"game": "cicera", "level": "godlike"}), 422, "unknown level")
    assert_error(client.post("/api/v1/deals", json={"game": "cicera", "seed": -1}), 422, "seed")
    assert_error(client.post("/api/v1/deals", json={"game": "cicera", "colour": 1}), 422, "colour", "unknown field")
    assert_error(client.post("/api/v1/deals", json={}), 422, "game")
    assert_error(client.post("/api/v1/deals", content=b'{"game": ', headers={"content-type": "application/json"}),
                 422, "not valid JSON")
    assert_error(client.post("/api/v1/deals", content=b"x" * 20_000, headers={"content-type": "application/json"}),
                 413, "larger")


def test_bad_moves(client):
    view = start(client, "briscola", seed=3)
    token = view["token"]
    hand = {c["code"] for c in view["hand"]}
    foreign = next(code for code in ("AS", "2S", "3S", "4S", "5S") if code not in hand)

    def post(body):
        return client.post("/api/v1/deals/move", json={"token": token, **body})

    assert_error(post({"move": {"card": foreign}}), 422, "illegal move", f"{foreign} is not in seat 0's hand")
    assert_error(post({"move": {"card": "ZZ"}}), 422, "unknown card code 'ZZ'")
    assert_error(post({"move": {"card": sorted(hand)[0], "seat": 1}}), 403, "seat 0")
    assert_error(post({"move": {"card": sorted(hand)[0], "take": []}}), 422, "unknown keys", "take")
    assert_error(post({"move": {}}), 422, "not a move")
    assert_error(post({"move": []}), 422, "move")
    assert_error(client.post("/api/v1/deals/move", json={"move": {"card": "AS"}}), 422, "token")


def test_illegal_minchiate_and_cicera_moves_name_the_rule(client):
    view = start(client, "cicera", seed=4)
    holding = view["moves"][0]["move"]["card"]
    table = {c["code"] for c in view["table"]}
    wrong = next(t for t in sorted(table) if {"card": holding, "take": [t]} not in [o["move"] for o in view["moves"]])
    r = client.post("/api/v1/deals/move", json={"token": view["token"], "move": {"card": holding, "take": [wrong]}})
    assert_error(r, 422, "illegal move", "cannot take")


def test_forged_and_foreign_tokens_are_refused(client, tmp_path):
    view = start(client, "briscola", seed=8)
    token = view["token"]
    forged = token[:40] + ("A" if token[40] != "A" else "B") + token[41:]
    body = {"move": view["moves"][0]["move"]}
    assert_error(client.post("/api/v1/deals/move", json={"token": forged, **body}), 403, "not valid")
    other = TestClient(create_app(secret=Fernet.generate_key(), ledger=tmp_path / "spent.sqlite"))
    assert_error(other.post("/api/v1/deals/move", json={"token": token, **body}), 403, "another server")
    assert_error(client.post("/api/v1/deals/view", json={"token": "x"}), 403, "not valid")
    assert_error(client.post("/api/v1/deals/view", json={"token": "é"}), 403, "not valid")
    assert_error(client.post("/api/v1/deals/view", json={"token": 5}), 422, "token")


def test_a_replayed_or_stale_token_is_refused(client):
    view = start(client, "cicera", seed=9)
    first = move(client, view, view["moves"][0])
    assert first.status_code == 200
    again = move(client, view, view["moves"][-1])   # the same state, another move
    assert_error(again, 409, "stale or replayed")
    # Reading an old state is harmless and allowed; playing from it is not.
    assert client.post("/api/v1/deals/view", json={"token": view["token"]}).status_code == 200


def test_no_move_after_the_end(client, secret):
    view = start(client, "briscola", seed=12)
    while not view["over"]:
        view = move(client, view, view["moves"][0]).json()
    sealer = tokens.Sealer(secret, None)
    deal = sealer.open(view["token"])
    assert_error(client.post("/api/v1/deals/move", json={"token": view["token"], "move": {"card": "AS"}}),
                 409, "the deal is over")
    assert deal.over


def test_unknown_paths_and_methods_answer_json(client):
    assert_error(client.get("/api/v1/nope"), 404, "Not Found")
    assert_error(client.get("/api/v1/deals"), 405, "Method Not Allowed")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
                        st.sampled_from(["card", "take", "discard", "declare", "seat", "x"]), inner, max_size=3),
                    max_leaves=8))
def test_no_move_body_breaks_the_service(client, body):
    """Whatever a client sends as a move, the answer is a move played or a 4xx, never a 500."""
    view = start(client, "minchiate", seed=13)
    r = client.post("/api/v1/deals/move", json={"token": view["token"], "move": body})
    assert r.status_code in (200, 403, 409, 422), r.text


# ------------------------------------------------------------------ no shared memory

def test_two_instances_serve_one_deal_alternately(secret, tmp_path):
    ledger = tmp_path / "spent.sqlite"
    a = TestClient(create_app(secret=secret, ledger=ledger))
    b = TestClient(create_app(secret=secret, ledger=ledger))
    view = start(a, "minchiate", seed=21)
    servers = [b, a]
    views = []
    while not view["over"]:
        views.append(view)
        r = move(servers[len(views) % 2], view, view["moves"][-1])
        assert r.status_code == 200, r.text
        view = r.json()
    assert len(views) > 10 and replay(view["record"]).ok
    # A state that A played from cannot be replayed on B, nor B's on A.
    assert_error(move(b, views[0], views[0]["moves"][0]), 409, "stale or replayed")
    assert_error(move(a, views[1], views[1]["moves"][0]), 409, "stale or replayed")


def test_the_secret_is_made_once_outside_the_repository(tmp_path, monkeypatch):
    monkeypatch.delenv("CARDAVIA_SECRET", raising=False)
    monkeypatch.setenv("CARDAVIA_HOME", str(tmp_path / "home"))
    key = tokens.load_secret()
    path = tmp_path / "home" / "secret.key"
    assert path.read_bytes() == key and stat.S_IMODE(path.stat().st_mode) == 0o600
    assert tokens.load_secret() == key
    Fernet(key)
    monkeypatch.setenv("CARDAVIA_SECRET", Fernet.generate_key().decode())
    assert tokens.load_secret() != key
