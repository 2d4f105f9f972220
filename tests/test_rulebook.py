"""Rules by id: every clause names the primitives (or spec fields) it describes, every primitive
names the clauses it executes, and both directions agree."""

from pathlib import Path

from engine import games, primitives, rulebook, tricks_primitives

GAMES = games.load_all()
CLAUSES = {c.id: c for g in GAMES for c in g.spec.clauses}
PRIMITIVES = rulebook.primitives()


def test_every_clause_names_what_it_describes():
    for game in GAMES:
        fields = rulebook.spec_fields(game.spec)
        for clause in game.spec.clauses:
            assert clause.rules, clause.id
            for rule in clause.rules:
                assert rule in PRIMITIVES or rule in fields, f"{clause.id}: {rule!r}"


def test_links_are_complete_both_ways():
    for clause in CLAUSES.values():
        for rule in clause.rules:
            if rule in PRIMITIVES:
                assert clause.id in PRIMITIVES[rule].clauses, \
                    f"{clause.id} names {rule}, which does not declare it (@executes)"
    for name, fn in PRIMITIVES.items():
        assert fn.clauses, f"{name} executes no clause"
        for cid in fn.clauses:
            assert cid in CLAUSES, f"{name} declares {cid}, which no spec has"
            assert name in CLAUSES[cid].rules, f"{name} declares {cid}, whose rules do not name it"


def test_every_primitive_a_spec_can_name_is_in_the_rulebook():
    registries = [primitives.BONUS_RULES, primitives.AWARD_RULES, primitives.FIRST_PLAYER,
                  tricks_primitives.FOLLOW_RULES]
    for registry in registries:
        for fn in registry.values():
            assert PRIMITIVES.get(fn.__name__) is fn, fn.__name__


def test_briscolas_trick_winner_is_traceable_from_its_clause():
    assert CLAUSES["BRI-P2"].rules == ["trick_winner"]
    assert PRIMITIVES["trick_winner"] is tricks_primitives.trick_winner
    assert "BRI-P2" in tricks_primitives.trick_winner.clauses


def test_napula_is_an_award_primitive():
    cicera = games.load("cicera")
    award = next(a for a in cicera.spec.awards if a.id == "napula")
    assert primitives.split_primitive(award.when)[0] == "napula"
    assert CLAUSES["CIC-E3"].rules == ["napula"]


def _rows(text: str) -> dict[str, tuple[str, str]]:
    """clause id → (rules, facts stated) of a Markdown table; the tests column may drift."""
    out = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[0] in CLAUSES:
            out[cells[0]] = (cells[1], cells[2])
    return out


def test_the_readme_table_is_up_to_date():
    readme = (Path(__file__).resolve().parent.parent / "rules" / "README.md").read_text(encoding="utf-8")
    assert _rows(readme) == _rows(rulebook.table(GAMES)), \
        "run `.venv/bin/python -m engine.rulebook` and paste the table into rules/README.md"


# ---------------------------------------------------------------- two rules traced, one hop per layer

def test_napula_from_yaml_to_engine_to_page_to_checker():
    from engine import examples
    from toolkit.check.examples import check_example
    from toolkit.check.lexicon import lexicon
    from toolkit.phrasing import Phraser

    game = games.load("cicera")
    award = next(a for a in game.spec.awards if a.id == "napula")           # YAML: the award's `when`
    assert PRIMITIVES[primitives.split_primitive(award.when)[0]] is primitives.napula
    assert next(rule for aid, rule, *_ in game.awards if aid == "napula") is primitives.napula   # engine
    ex = examples.by_id(game, CLAUSES["CIC-E4"].example)
    score = examples.outcome(game, ex)["score"]
    assert score == game.award("napula", [[game.deck.parse(c) for c in ex.cards]])[0] == 4
    sentence = Phraser("fr").example(game, ex)                               # page: the engine's score
    assert "4" in sentence and "Épées" in sentence
    assert check_example(game, ex, sentence, lexicon("fr")) == []            # checker: replayed
    assert check_example(game, ex, sentence.replace("4", "3"), lexicon("fr"))


def test_briscolas_trick_winner_from_yaml_to_engine_to_page_to_checker():
    import random

    from engine import examples
    from engine.record import move_to_json
    from engine.simulate import play_deal, seat_agents
    from toolkit.pages import sample_deal, source_label
    from toolkit.phrasing import Phraser
    from toolkit.sampledeal import Pictures, deal_view

    game = games.load("briscola")
    assert CLAUSES["BRI-P2"].rules == ["trick_winner"]                       # YAML → primitive
    for seed in range(5):                                                    # engine: every trick it plays
        initial, state = play_deal(game, seat_agents(game, ["random"]), random.Random(seed))
        record = {**initial, "moves": [move_to_json(game, m) for m in state.history]}
        start, steps = game.replay(record)
        for trick in (e for events in steps for e in events if e["event"] == "trick"):
            cards = [game.deck.parse(c) for c in trick["cards"]]
            assert trick["seats"][tricks_primitives.trick_winner(cards, game.suit_of, game.strength,
                                                                 start.trump)] == trick["winner"]
    suits = [s.code for s in game.deck.suits]                                 # page: examples and sample deal
    for clause in (c for c in game.spec.clauses if c.example and "trick_winner" in c.rules):
        ex = examples.by_id(game, clause.example)
        assert examples.KINDS[ex.kind].outcome is examples.trick
        assert examples.outcome(game, ex)["winner"] == tricks_primitives.trick_winner(
            game.cards(ex.cards), game.suit_of, game.strength, suits.index(ex.trump))
    record = sample_deal(game)
    first = next(e for e in game.events(record) if e["event"] == "trick")
    ph = Phraser("en")
    view = deal_view(ph, game, record, Pictures(ph, game.deck, ""), source_label)
    assert f"Player {first['winner'] + 1} wins the trick" in next(s.text for s in view.steps)
    # checker: BRI-P2's statement is not compared yet; a trick example's points are replayed
    from toolkit.check.examples import check_example
    from toolkit.check.lexicon import lexicon

    ex = examples.by_id(game, "BRI-X4")             # the 3 and the Asso of Coins: 21 points
    said = "The Asso of Coins beats the 3 of Coins and wins the trick, worth {} points."
    assert check_example(game, ex, said.format(21), lexicon("en")) == []
    assert [i.found for i in check_example(game, ex, said.format(13), lexicon("en"))] == ["13"]
