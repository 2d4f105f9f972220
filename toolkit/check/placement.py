"""Placement: which of our games a text is checked against.

A text is checked against a game only when enough of that game's clauses are found in it with
confidence (each aligned sentence scores well against its clause), and refused when it names
another game (Scopa, Tressette, Sueca ...: ``rules/checker/site.yaml``) in its title, or far
more often than ours (a Cìcera text may say it is a kind of Scopa), or when the rules it states
are another game's: its pack, its deal, its point table, bidding or melds where ours have none
(``family``: Whist's sentences align with Briscola's clauses, its 52 cards do not).
``--game`` overrides all three.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import replace

from .align import Alignment, align, best_alignment, clause_features, concept_hits, score, segment_features
from .canon import SOURCE_LANGUAGE, Game
from .cardwords import card_words
from .counts import attendance, goods
from .numbers import find_numbers
from .document import Document, NotChecked, Segment
from .family import MIN_UNNAMED, Evidence, evidence, mechanic_cued
from .lexicon import Lexicon, cue_block, glossary, lexicon, norm, site_data
from .memo import per_object, readings
from .numbers import find_numbers
from .terms import compounds_blanked, is_question, named_things_blanked, names_outside_proper_names, things_way, words

CONFIDENT_SCORE = 2.5           # an aligned sentence that clearly states its clause
MIN_CONFIDENT_CLAUSES = 3
MIN_CONFIDENT_SHARE = 0.15      # of the game's phrased clauses
UNNAMED_FACTOR = 2              # a game the text never names, beside one it names
NAMED_FACTOR = 0.5              # a game the text names: its name counts for half the evidence
OWN_RULES_FACTOR = 2            # a game's clauses found this many times the evidence needed: its rules are there
UNNAMED_AGREEMENT = 2           # a game the text never names: its facts stated as ours, this many times its counts stated otherwise
COUNT_FACT = "count."           # the pack, the deal, the players (family.evidence): a variant's partnership or mechanic is not one
OWN_COUNTS = ("count.hand", "count.deck")      # the deal and the pack: a game stating its own is another game, whatever pack it is played with
MIN_RULES_STATED = 2            # a game the text is about, by its name: rules of it stated (clauses found with confidence, its facts stated as ours); a brochure, a novel, a review names it and states one at most
MIN_VARIANT_RULES = 3           # rules of a game the text is about, by its name, stated as ours or otherwise: a rules text of it (maybe a variant)
MIN_VARIANT_DIFFERENCES = 2     # ... of which stated otherwise: a variant told by its differences (one, beside a fact stated as ours, is as likely a short text's wrong count: refused)
OTHER_GAME_RATIO = 2            # another game named this many times more often than ours: refused
NAMED_OFTEN = 2                 # a game of ours named this often (or in the title), more than any other: the text's game
OVERRIDE = "pass --game (cicera, briscola, minchiate) and --lang to check it anyway"


@functools.lru_cache(maxsize=1 << 12)
def _fold(text: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFD", text.casefold()) if not unicodedata.combining(ch))


@functools.cache
def _name_pattern(names: tuple[str, ...], endings: tuple[str, ...] = ()) -> re.Pattern | None:
    return re.compile(rf"(?<!\w){_name_source(names, endings)}(?!\w)") if names else None


def _name_source(names, endings=()) -> str:
    """The names, folded, longest first, each maybe followed by one of the endings."""
    alternatives = "|".join(re.escape(_fold(n)) for n in sorted(names, key=len, reverse=True))
    inflected = "|".join(re.escape(_fold(e)) for e in sorted(endings, key=len, reverse=True))
    return rf"(?:{alternatives})(?:{inflected})?"


@functools.lru_cache(maxsize=1 << 12)
def _other_games_named(text: str, lang: str, pattern: re.Pattern | None) -> tuple[tuple[tuple[str, int], ...], str]:
    """How often the text names each other game (``pattern``: their names), and the text folded
    with their names blanked out: the same whichever games of ours it is read for (kept by
    content: a sentence is read for each game a text may be about)."""
    folded = _fold(text)
    others: dict[str, int] = {}
    if pattern is not None:
        compared = _compared_pattern(lang)
        for m in pattern.finditer(folded):
            if compared is not None and compared.search(folded, max(0, m.start() - COMPARED_REACH), m.start()):
                continue        # "tiene cierta semejanza con el tute": a comparison, not the text's game
            others[m.group()] = others.get(m.group(), 0) + 1
        folded = pattern.sub(" ", folded)
    return tuple(others.items()), folded


def named_games(text: str, games: list[Game], lex: Lexicon) -> tuple[dict[str, int], dict[str, int]]:
    """How often the text names each of our games (by its Italian name or a name the language
    gives it, es "Brisca"; inflected, fi "Briscolassa"; once for each bonus or award only that
    game has) and each other game (other names first, so that "Briscola chiamata" is not counted
    as Briscola)."""
    named, folded = _other_games_named(text, lex.lang, _names_pattern(site_data().get("other_games") or ()))
    others = dict(named)
    if not _any_of_ours(tuple(games), lex.lang).search(folded):
        return dict.fromkeys((g.id for g in games), 0), others     # (most sentences name none)
    endings = tuple(lex.name_suffixes)
    ours = {g.id: len(_name_pattern((g.name, *lex.game_names.get(g.id, [])), endings).findall(folded))
            for g in games}
    ordinary = _ordinary(lex)
    for g in games:
        for forms in _own_names(g, tuple(games), lex.lang):
            if not ordinary & set(forms) and _name_pattern(forms).search(folded):
                ours[g.id] += 1
    return ours, others


@functools.cache
def _any_of_ours(games: tuple[Game, ...], lang: str) -> re.Pattern:
    """One pattern for every name ``named_games`` counts for ``games`` (their names, inflected,
    and their own bonus and award names): a sentence it does not match names none of them."""
    lex = lexicon(lang)
    names = [n for g in games for n in (g.name, *lex.game_names.get(g.id, []))]
    own = [f for g in games for forms in _own_names(g, games, lang) for f in forms]
    either = _name_source(names, tuple(lex.name_suffixes)) + ("|" + _name_source(own) if own else "")
    return re.compile(rf"(?<!\w)(?:{either})(?!\w)")


@per_object
def _names_pattern(names) -> re.Pattern | None:
    """``_name_pattern`` of a list of names as the site data holds it (``other_games``: a few
    hundred), worked out once per list: every sentence is read for them."""
    return _name_pattern(tuple(str(n) for n in names))


@per_object
def _ordinary(lex: Lexicon) -> frozenset[str]:
    """The language's ordinary words that are also names, folded (worked out once per lexicon)."""
    return frozenset(_fold(w) for w in lex.ordinary_words)


COMPARED_REACH = 60         # characters before a game's name where its comparison's words are looked for


@functools.cache
def _compared_pattern(lang: str) -> re.Pattern | None:
    """The language's words of comparison (``placement_cues.compared``: "similar to", "ressemble
    à"), folded, ending a few characters before another game's name."""
    phrases = [_fold(p) for p in cue_block(lang, "placement_cues").get("compared", ())]
    if not phrases:
        return None
    alternatives = "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)(?:\W+\w+){{0,2}}?\W+$")


OWN_NAME_KINDS = ("bonus", "award", "term")     # Napula, Scùa; Fola, versicola (not a term that is an ordinary word: ``ordinary_words``)


@functools.cache
def _own_names(game: Game, games: tuple[Game, ...], lang: str) -> list[tuple[str, ...]]:
    """The folded forms of each bonus or award name only this game's rules have (Napula, Scùa):
    a text that names one speaks of the game, whatever else it compares it with."""
    from .terms import names_in

    en, lex = lexicon(SOURCE_LANGUAGE), lexicon(lang)
    kinds = {n["name"]: n.get("kind") for n in glossary().get("names") or []}
    used = {g.id: set().union(*(names_in(c.english, en.names) for c in g.clauses)) for g in games}
    others = set().union(*(used[g.id] for g in games if g is not game))
    own = {n for n in used[game.id] - others if kinds.get(n) in OWN_NAME_KINDS}
    return [tuple(sorted({_fold(f) for f in n.forms})) for n in lex.names if n.name in own]


def confident_clauses(al: Alignment, lex: Lexicon) -> dict[str, int]:
    """Game id → how many of its clauses are stated by some sentence with confidence."""
    return {gid: len(segs) for gid, segs in confident_sentences(al, lex).items()}


def confident_sentences(al: Alignment, lex: Lexicon) -> dict[str, dict[str, int]]:
    """Game id → each of its clauses stated by some sentence with confidence → the id of the
    sentence that states it best."""
    games = {g.id: g for g in al.games}
    best: dict[str, tuple[float, int]] = {}
    for seg, clause in al.pairs:
        if clause is None:
            continue
        v = score(seg, segment_features(seg, lex), clause_features(clause, games[clause.game], lex.lang))
        if v > best.get(clause.id, (-1.0, 0))[0]:
            best[clause.id] = (v, id(seg))
    return {g.id: {c.id: best[c.id][1] for c in g.clauses if best.get(c.id, (-1.0, 0))[0] >= CONFIDENT_SCORE}
            for g in al.games}


# the concepts of a way (a direction, a side, who goes first): in a sentence that tells a thing's
# way (``terms.things_way``: a lorry's round, a staircase kept to the right) they are that thing's
WAY_CONCEPTS = frozenset({"anticlockwise", "dealers_right", "previous_player", "lead"})
RULE_STEMS = 4      # words of four letters or more a sentence needs to state a rule in prose: fewer is a title, an entry, a table row


@per_object
def _counted_words(lex: Lexicon) -> frozenset[str]:
    """The language's words for what a rule counts (``players``, ``cards``, ``point_words``)."""
    return frozenset(norm(w) for w in (*lex.players, *lex.cards, *lex.point_words))


@functools.cache
def _citation_pattern(lang: str) -> re.Pattern:
    """A bibliographic entry's imprint: a capitalised place (maybe abbreviated, ru "М."), a colon,
    a publisher, a comma and a year or the language's words for no year (``placement_cues.undated``:
    "s.d.", "o. J.", "n.d."): "Milano: Mondadori, 1984", "Paris : Gallimard, s. d."."""
    undated = [re.escape(w) for w in sorted(cue_block(lang, "placement_cues").get("undated", ()), key=len, reverse=True)]
    years = "|".join([r"1[4-9]\d\d(?!\d)", r"20\d\d(?!\d)", *undated])
    return re.compile(rf"(?:^|[.\]]\s)\s*[A-ZÀ-ÞĐА-ЯЁ][^\W\d_]*(?:[ .'’-][^\W\d_]+)*\.?\s?:\s*[^:;,\n]{{2,80}},\s*(?:{years})(?=\s*(?:[.;,)\[\]]|$))")


def cited_lines(segments: list[Segment], lang: str) -> frozenset[int]:
    """The lines that hold a bibliographic entry (``_citation_pattern``): a book's title there
    ("Manuale del giocatore di briscola e tressette. Milano: Sonzogno, s.d.") names the game and
    its words but states no rule of it."""
    by_line: dict[int, list[str]] = {}
    for s in segments:
        by_line.setdefault(s.line, []).append(s.text)
    pattern = _citation_pattern(lang)
    return frozenset(line for line, texts in by_line.items() if pattern.search(" ".join(texts)))


def goods_lines(segments: list[Segment], lex: Lexicon) -> frozenset[int]:
    """The lines under a heading that prices, sells or offers something (``counts.goods``: a
    catalogue's "Coffret « Dolce Briscola » — réf. 4417 — 34,90 €", a radio's "Concurso", a
    shop's "Prix : 7,90 €"), to the next heading: a product's description or a contest's prizes
    ("Un jeu de 40 cartes piacentines, un carnet de scores…") name a pack, no rule of it."""
    out, under = set(), False
    for s in segments:
        if s.heading:
            under = goods(s.text, lex)
        elif under:
            out.add(s.line)
    return frozenset(out)


def _attendance_only(text: str, lex: Lexicon) -> bool:
    """Every number of the sentence counts people at an event (``counts.attendance``: "da spielen
    24 Leute an 6 Tischen", "about 40 people came"): who came, no rule."""
    nums = [n for n in find_numbers(text, lex.lang) if not (n.word and n.value <= 1)]
    return bool(nums) and any(attendance(text, n, lex) for n in nums) and \
        all(attendance(text, n, lex) or _tables_count(text, n, lex) for n in nums)


def _tables_count(text: str, n, lex: Lexicon) -> bool:
    """The number counts tables (data ``tables`` right after it: "an 6 Tischen")."""
    from .lexicon import norm
    from .terms import cue_words

    after = words(text[n.end:])[:1]
    return bool(after) and after[0] in {norm(w) for w in cue_words(lex.lang, "tables")}


def states_rule(seg: Segment, sf, lex: Lexicon, game: Game) -> bool:
    """Whether an aligned sentence may state a rule of the game, not merely share its topic's
    words or numbers. In prose, a clause of some length that names something of the game (a term
    of the glossary: a trick, the trump, a capture; or a name: a card, a bonus), not a fee's or a
    ranking's numbers alone ("A taxa … R$ 30 por dupla"). A shorter fragment (a title, a
    bibliography's entry, a table's row: a short sentence's few words weigh most in its score)
    states one only as a count or a list of the game's data: numbers with a term of the game
    ("N° de cartas 40"), a word for what is counted ("Nº de jogadores 2 a 6") or a suit ("Stöcke
    und Schwerter: R D C V 10 9 …"); not "Giochi di carte italiani.", "2) saldo;", a standings
    row, a shelf mark. Nor a sentence about an object bought, sold, lent or given, or that gives a
    price (``counts.goods``: "… в родной коробке … — 7 000 руб.", "Đóng góp : 600.000 đồng/người"):
    no rule of ours has a price. Our game's name written as a name ("BRISCOLA: 22 kg", a hive's)
    is not the Italian word for the trump; a way told of a thing (``terms.things_way``: "xe chở
    rác … đi vòng theo chiều kim đồng hồ", a bin lorry's round) is no direction of play. A name of ours that stands in a person's or a place's name
    (``terms.in_proper_name``: "d'après le texte de Lucia Cavallo", "the Re Room", "G. Fante")
    names no card: a credit, a signature or a room states no rule; nor does one that names a thing
    (``terms.named_thing_spans``: "piazza Asso 7", "Rue du Roi", "пекарня «Валет»"), and a word of
    ours inside an everyday compound (``terms.compounds_blanked``: "punto di raccolta", vi "địa
    điểm") names none of our terms. ``sf``: the sentence's features (``segment_features``), which
    depend on its text alone: the reading is kept by the text (``_states_rule``)."""
    return _states_rule(seg.text, sf, lex, game)


@readings(copy=None)
def _states_rule(text: str, sf, lex: Lexicon, game: Game) -> bool:
    if (named := compounds_blanked(named_things_blanked(text, lex), lex)) != text:
        sf = replace(sf, concepts=concept_hits(named, lex))     # "piazza Asso 7": a thing's name; "punto di raccolta": a compound
        text = named
    if sf.concepts and (named := _game_names_blanked(text, lex)) != text:
        sf = replace(sf, concepts=concept_hits(named, lex))
    if sf.concepts & WAY_CONCEPTS and things_way(text, lex):
        sf = replace(sf, concepts=sf.concepts - WAY_CONCEPTS)     # "the bin lorry goes round clockwise": a thing's way
    if goods(text, lex):
        return False
    if is_question(text):
        return False        # "quem for à Itália pode trazer?": a question asks, states no rule (its answer may)
    if sf.nums and _attendance_only(text, lex):
        return False
    if len(sf.stems) >= RULE_STEMS:
        return bool(sf.concepts or sf.names and names_outside_proper_names(text, lex))
    if not sf.nums or _places_only(text, lex.lang):
        return False
    if sf.concepts or _counted_words(lex) & set(words(text)):
        return True
    return any(w.suit for w in card_words(text, lex, game.engine.deck))


@functools.cache
def _our_game_names(lang: str) -> re.Pattern:
    """Our games' names in ``lang`` (``_any_of_ours``'s names, not the bonus names), written
    with a capital."""
    from . import canon

    lex = lexicon(lang)
    names = sorted({n for g in canon.games() for n in (g.name, *lex.game_names.get(g.id, []))}, key=len, reverse=True)
    return re.compile(rf"(?<!\w)(?:{'|'.join(re.escape(n) for n in names)})(?!\w)", re.IGNORECASE)


def _game_names_blanked(text: str, lex: Lexicon) -> str:
    """The text with our games' names written as names (with a capital, or in capitals) blanked:
    "BRISCOLA: 22 kg", "the Briscola hive" name the game or a thing named after it (a hive, a boat,
    a cat), not the trump the Italian word also is ("la briscola", in lower case, stays)."""
    return _our_game_names(lex.lang).sub(lambda m: " " * len(m.group()) if m.group()[:1].isupper() else m.group(), text)


@functools.cache
def _ordinal_pattern(lang: str) -> re.Pattern | None:
    """Digits with the language's ordinal ending (``claim_cues.ordinal_suffix``: "2.º", "3rd",
    "4e", "5°", "6-й"); a bare full stop ("2.", de, fi) only before a word, where it cannot end
    a sentence."""
    suffixes = [str(x) for x in cue_block(lang, "claim_cues").get("ordinal_suffix") or ()]
    marks = [re.escape(x) for x in sorted(suffixes, key=len, reverse=True) if x != "."]
    alternatives = [f"(?:{'|'.join(marks)})(?!\\w)"] if marks else []
    if "." in suffixes:
        alternatives.append(r"\.(?=[ \t]+[^\W\d_])")
    return re.compile(rf"(?<![\w.,])\d+(?:{'|'.join(alternatives)})") if alternatives else None


def _places_only(text: str, lang: str) -> bool:
    """Every number of a fragment is an ordinal, a place in a ranking or a list ("2.º Asso di
    Spade (M. Rivas)", "3rd: Re di Coppe", "1. Platz"): no count of the game's data."""
    pattern = _ordinal_pattern(lang)
    if pattern is None:
        return False
    nums = find_numbers(text, lang)
    places = {m.start() for m in pattern.finditer(text)}
    return bool(nums) and all(n.start in places for n in nums)


RANKING_RUN = 3     # lines opening with successive places (1st, 2nd, 3rd ...): a ranking, not a list of steps


@functools.cache
def _place_opening(lang: str) -> re.Pattern | None:
    """A line opening with a place written as an ordinal by its own ending (``claim_cues.ordinal_suffix``:
    "2.º", "3rd", "4e", "5°", "6-й"); not a bare full stop ("1.", de, fi), which also numbers a
    list of steps."""
    suffixes = [str(x) for x in cue_block(lang, "claim_cues").get("ordinal_suffix") or () if str(x) != "."]
    if not suffixes:
        return None
    marks = "|".join(re.escape(x) for x in sorted(suffixes, key=len, reverse=True))
    return re.compile(rf"^[^\w]*?(\d{{1,2}})(?:{marks})(?!\w)")


def ranking_lines(segments: list[Segment], lang: str) -> frozenset[int]:
    """The lines of a ranking: a run of ``RANKING_RUN`` or more lines, each opening with the
    next place written as an ordinal ("1.º Briscola (A. Ruiz) – 2:01", "2.º ...": a race's
    results, a tournament's standings, a chart). A row names its entry (a horse or a team
    named after a card) and states no rule of the game."""
    pattern = _place_opening(lang)
    if pattern is None:
        return frozenset()
    first: dict[int, str] = {}
    for s in segments:
        first.setdefault(s.line, s.text)
    places = []
    for line in sorted(first):
        m = pattern.match(first[line])
        if m:
            places.append((line, int(m.group(1))))
    out: set[int] = set()
    run: list[int] = []
    for i, (line, place) in enumerate(places):
        if run and place != places[i - 1][1] + 1:
            out.update(run if len(run) >= RANKING_RUN else ())
            run = []
        run.append(line)
    out.update(run if len(run) >= RANKING_RUN else ())
    return frozenset(out)


def stated_clauses(al: Alignment, lex: Lexicon, cited: frozenset[int] = frozenset()) -> dict[str, int]:
    """``confident_clauses`` counting only the sentences that may state a rule (``states_rule``),
    not on a line that cites a book (``cited_lines``): the evidence a text that names a game but
    is no rules text (reviews, a catalogue, a bibliography, standings) is read by."""
    return {gid: len(segs) for gid, segs in stated_sentences(al, lex, cited).items()}


# a title in quotation marks: two words or more, no mark that ends a sentence ("Um baralho de 97
# cartas", «Le carte in tavola»); a quoted term ("Scùa") is one word
QUOTED_TITLE = re.compile(r"[\"“«„]([^\"“”«»„\n.!?;:]{3,80})[\"”»“]")


def _titles_blanked(seg: Segment) -> Segment:
    """The sentence with its quoted titles (``QUOTED_TITLE``) blanked: an episode's, a book's or
    a show's title ("Ep. 42 – 'Um baralho de 97 cartas' (47 min)", 'Podcast "Cartas na Mesa"')
    names the game's words and numbers but states no rule of it."""
    text = QUOTED_TITLE.sub(lambda m: " " * len(m.group()) if len(words(m.group(1))) >= 2 else m.group(), seg.text)
    return seg if text == seg.text else replace(seg, text=text)


def stated_sentences(al: Alignment, lex: Lexicon, cited: frozenset[int] = frozenset()) -> dict[str, dict[str, int]]:
    """``stated_clauses``' clauses → the id of the sentence that states each best; a sentence
    states a rule by its words outside quoted titles (``_titles_blanked``)."""
    games = {g.id: g for g in al.games}
    best: dict[str, tuple[float, int]] = {}
    for seg, clause in al.pairs:
        if clause is None or seg.line in cited:
            continue
        sf = segment_features(seg, lex)
        v = score(seg, sf, clause_features(clause, games[clause.game], lex.lang))
        if v < CONFIDENT_SCORE or v <= best.get(clause.id, (-1.0, 0))[0]:
            continue
        bare = _titles_blanked(seg)
        if not states_rule(bare, sf if bare is seg else segment_features(bare, lex), lex, games[clause.game]):
            continue
        best[clause.id] = (v, id(seg))
    return {g.id: {c.id: best[c.id][1] for c in g.clauses if c.id in best} for g in al.games}


def _enough(game: Game, found: int, factor: float = 1.0) -> bool:
    return found >= factor * max(MIN_CONFIDENT_CLAUSES,
                                 MIN_CONFIDENT_SHARE * sum(1 for c in game.clauses if c.phrased))


def _of_our_family(doc: Document, candidates: list[Game], ours: dict[str, int], found: dict[str, int],
                   facts: dict[str, Evidence], variants: frozenset[str] = frozenset(), lang: str = "") -> list[Game]:
    """The games the text may be about, by the facts that make each itself (``family``): not
    one whose pack, deal, players, point table or mechanics the text contradicts more than it
    confirms, and, if the text never names it, only one with at least two of them stated as
    ours (trick games' sentences look alike: Whist's align with Briscola's clauses), and more
    than twice as many as the counts it states otherwise (Casino: our pack and our table, not
    our deal; a four-player Briscola's partnership is a variant, not a count) —
    unless its clauses are found with confidence twice over (our page translated, with its errors).
    Raises NotChecked, saying what the text states otherwise, when none is left."""
    kept, against = [], {}
    for g in candidates:
        if g.id in variants:
            kept.append(g)
            continue
        if _enough(g, found[g.id], OWN_RULES_FACTOR):
            if mechanic_cued(doc.body, lang, BIDDING) and (apart := _another_family(facts[g.id], candidates)):
                against[g] = apart
                continue
            kept.append(g)
            continue
        ev = facts[g.id]
        if ev.against():
            against[g] = ev.contradicts
        elif ours.get(g.id) or len(ev.agrees) >= MIN_UNNAMED and \
                len(ev.agrees) > UNNAMED_AGREEMENT * sum(1 for k in ev.contradicts if k.startswith(COUNT_FACT)):
            kept.append(g)
        elif ev.contradicts:
            against[g] = ev.contradicts     # unnamed, and a fact of its own not ours (a deal of 4 beside our pack)
    if kept:
        return kept
    if against:
        game, said = max(against.items(), key=lambda x: found[x[0].id])
        detail = ", ".join(f"{k.split('.')[-1]} {v}" for k, v in sorted(said.items()))
        raise NotChecked(f"not checked: the text describes another game than {game.name} (it states {detail}); "
                         f"{OVERRIDE}", doc.path)
    raise NotChecked("not checked: the text states none of the facts that make one of our games "
                     f"(its pack, its deal, its players, its card points); {OVERRIDE}", doc.path)


def _variant_rules(game: Game, ev: Evidence, stated: int, candidates: list[Game]) -> bool:
    """A text about the game by its name (its title, or named often and more than any other
    game) that states its rules, ours or a variant's: a clause found with confidence in a sentence
    that may state a rule, and ``MIN_VARIANT_RULES`` rules in all, those clauses and the game's
    facts stated as ours or otherwise, ``MIN_VARIANT_DIFFERENCES`` of them otherwise (a README's
    "4 players on 2 teams, 5 cards each, first team to 500": a variant, whose differences are
    reported; one count otherwise beside one as ours is refused as before); not when it states a mechanic none of
    our games has (bidding: another family of games, "Briscola chiamata" described without its
    name). A brochure, a review, a novel or an abstract names the game and states a rule at most."""
    return _states_rules(ev, stated) and len(ev.contradicts) >= MIN_VARIANT_DIFFERENCES and \
        not _foreign_mechanics(ev, candidates)


def _states_rules(ev: Evidence, stated: int) -> bool:
    return bool(stated) and stated + len(ev.agrees) + len(ev.contradicts) >= MIN_VARIANT_RULES


def _states_facts(ev: Evidence) -> bool:
    """The text states some fact that makes one game and not another (``family.evidence``: its
    pack, its deal, its players, its card points, a telling fact), as ours or otherwise: what a
    rules text states about play. A mechanic's cue word alone is no such fact ("contrat",
    "partenaire", "asta" are ordinary words of a transfer's news or an auction's catalogue), nor
    card values stated only otherwise ("Classement : Volley Club Asso 3 points ; Amicale du Fante
    1 point": clubs named after cards, their points)."""
    return any(not k.startswith(MECHANIC) for k in ev.agrees) or \
        any(not k.startswith(MECHANIC) and k != VALUES for k in ev.contradicts)


MECHANIC = "mechanic."      # ``family.evidence``'s keys of mechanics (bidding, melds, partnership)
VALUES = "values"           # ... of card values: stated otherwise, they may be a standings row's teams named after cards
STEM = 5                    # letters a word for cards or points is known by, inflected (fi "kortteja", "pisteen")
PLAY_TERMS = frozenset({"trump", "trick"})     # glossary concepts that give points to cards beside them ("Les atouts 2, 3, 4 et 5 valent trois points")
COUNT_REACH = 2             # words from a number to the cards or players it counts ("forty cards", "4 giocatori", "97 Spielkarten")


def counts_play(texts: tuple[str, ...], lex: Lexicon) -> bool:
    """Some sentence counts what a game is played with: a number right before a word for cards or
    players (``players``, ``cards``; a compound ending in one, de "Spielkarten"; anywhere in a
    fragment of fewer than ``RULE_STEMS`` long words, a table's row: "Cards (majority, at least
    27): 2", "Nº de jogadores: 2 a 6"), or gives points
    beside a word for cards or the pack ("120 points in the deck", "120 pistettä pakassa"): a
    pack, a deal, a table of players or of points, whatever game's. Not in a sentence about goods
    or a price, nor one that counts people at an event; points alone are any contest's ("10 điểm",
    "máximo 160 puntos")."""
    return any(_counts_play(t, lex) for t in texts)


@readings(copy=None)
def _counts_play(text: str, lex: Lexicon) -> bool:
    nums = [n for n in find_numbers(text, lex.lang) if not (n.word and n.value <= 1)]
    if not nums:
        return False
    counted, points, pack = _counted_of(lex)
    tokens = words(text)
    ends = {len(words(text[:n.end])) for n in nums}
    labelled = sum(1 for w in set(tokens) if len(w) > 3) < RULE_STEMS      # a table's row, a fragment: "Cards (majority, at least 27): 2"
    if not any(0 <= i - e < COUNT_REACH or labelled for e in ends for i in _starts(tokens, counted)) and \
            not (_starts(tokens, points) and (_starts(tokens, pack) or PLAY_TERMS & concept_hits(text, lex))):
        return False
    return not goods(text, lex) and not _attendance_only(text, lex)


def _starts(tokens: tuple[str, ...], phrases: frozenset[tuple[str, ...]]) -> list[int]:
    """Where one of ``phrases`` starts in ``tokens``; a one-word phrase also as a compound's end
    (de "Spielkarten", fi "pelikorttia")."""
    out = []
    for i, t in enumerate(tokens):
        for p in phrases:
            if tokens[i:i + len(p)] == p or len(p) == 1 and (len(t) > len(p[0]) + 2 and t.endswith(p[0]) or
                                                             len(p[0]) >= STEM and t.startswith(p[0][:STEM])):
                out.append(i)
                break
    return out


@per_object
def _counted_of(lex: Lexicon) -> tuple[frozenset[tuple[str, ...]], ...]:
    """The language's words for what a count of play counts (``cards``; ``players``, not a noun
    for people: ``claim_cues.people``, vi "người", de "Personen"), for points (``point_words``),
    and for cards or the pack (``roles.deck``), as word tuples."""
    from .cues import cues

    people = {words(w) for w in cues(lex, "people")}
    cards = {words(w) for w in lex.cards}
    players = {words(w) for w in lex.players} - people
    pack = cards | {words(w) for w in lex.roles.get("deck") or ()}
    return frozenset(cards | players) - {()}, frozenset(words(w) for w in lex.point_words) - {()}, frozenset(pack) - {()}


def _foreign_mechanics(ev: Evidence, candidates: list[Game]) -> list[str]:
    """The mechanics the text states that none of our games has (bidding)."""
    from .family import has_mechanic

    mechanics = [k.split(".", 1)[1] for k in ev.contradicts if k.startswith("mechanic.")]
    return [m for m in mechanics if not any(has_mechanic(g, m) for g in candidates)]


def _another_family(ev: Evidence, candidates: list[Game]) -> dict[str, str]:
    """What the text states otherwise, when it describes a game of another family however many of
    our game's clauses its sentences align with (trick play reads alike: "the highest trump wins,
    the winner leads"): bidding, which none of our games has ("cada jugador dice cuántas bazas
    cree que va a hacer": an ``apuesta``), beside another of the game's own facts stated
    otherwise, or beside players counted only otherwise ("de 3 a 6 jugadores, cada uno por su
    cuenta"). A translation of our page with its errors states no bid; partners come with four
    players (a variant), and melds are named in comparisons ("en el tute habría cantes")."""
    if BIDDING not in _foreign_mechanics(ev, candidates):
        return {}
    others = dict(ev.contradicts)
    if ev.players_apart and "count.players" not in others:
        others["count.players"] = ev.players_apart
    return others if len(others) >= 2 and len(others) > len(ev.agrees) else {}


def _not_contradicted(ev: Evidence) -> bool:
    """The text states no count of the game otherwise (its pack, its deal, its players, its
    Fola), or more of its facts as ours than such counts; and it does not describe another game."""
    counts = sum(1 for k in ev.contradicts if k.startswith(COUNT_FACT))
    return not ev.against() and (not counts or len(ev.agrees) > counts)


BIDDING = "bidding"     # the mechanic (``family.mechanics``) that makes a game of another family by itself

PACK_REACH = 2      # words between a pack's word and the game's name after it ("cards of the Minchiate")


@functools.cache
def _pack_of_pattern(lang: str, names: tuple[str, ...], endings: tuple[str, ...]) -> re.Pattern | None:
    """A game's name (``names``, folded, maybe inflected) as the owner of a pack: after the
    language's words for cards or a pack (``placement_cues.pack_of``: "colle carte delle
    Minchiate", "cards of the Minchiate") or right before one ("the Minchiate pack",
    "Briscola-Karten")."""
    packs = "|".join(re.escape(_fold(w)) for w in sorted(cue_block(lang, "placement_cues").get("pack_of", ()),
                                                          key=len, reverse=True))
    if not packs or not names:
        return None
    name = "|".join(re.escape(_fold(n)) for n in sorted(names, key=len, reverse=True))
    inflected = "|".join(re.escape(_fold(e)) for e in sorted(endings, key=len, reverse=True))
    named = rf"(?:{name})(?:{inflected})?(?!\w)" if inflected else rf"(?:{name})(?!\w)"
    return re.compile(rf"(?<!\w)(?:{packs})(?:\W+\w+){{0,{PACK_REACH}}}?\W+{named}|(?<!\w){named}\W{{1,2}}(?:{packs})(?!\w)")


def names_pack(text: str, game: Game, lex: Lexicon) -> bool:
    """The text names the game as the owner of a pack (``_pack_of_pattern``)."""
    pattern = _pack_of_pattern(lex.lang, (game.name, *lex.game_names.get(game.id, [])), tuple(lex.name_suffixes))
    return pattern is not None and pattern.search(_fold(text)) is not None


def _own_counts_otherwise(ev: Evidence) -> bool:
    """The text states a count that makes the game itself (its hand, its pack: ``OWN_COUNTS``)
    otherwise, and no fact of the game as ours but its pack (what another game played with it
    shares: "the 97 cards of the Minchiate serve for another game too")."""
    return not ev.agrees - {"count.deck"} and any(k in ev.contradicts for k in OWN_COUNTS)


class _Lazy(dict):
    """A game's evidence (``family.evidence``), worked out the first time it is asked for: a text
    most games drop out of on their clauses alone needs none of theirs."""

    def __init__(self, make):
        super().__init__()
        self._make = make

    def __missing__(self, key):
        value = self[key] = self._make(key)
        return value


def _kin_as_ours(ours: dict[str, int], others: dict[str, int], candidates: list[Game], lex: Lexicon,
                 facts: dict[str, Evidence]) -> tuple[dict[str, int], dict[str, int]]:
    """A regional game of one of ours' own family, by the name the language gives it
    (``kin_names``: pt "Bisca"), counts as naming our game when the text does not describe
    another game by that game's facts (``Evidence.against``: its pack, its deal, its table
    stated otherwise): a Bisca help page or app listing is Briscola stated with its
    differences; a bidding game that happens to be called Bisca is not."""
    ours, others = dict(ours), dict(others)
    for g in candidates:
        kin = {_fold(n) for n in lex.kin_names.get(g.id, ())}
        named = {k: n for k, n in others.items() if k in kin}
        if named and not facts[g.id].against():
            ours[g.id] += sum(named.values())
            for k in named:
                del others[k]
    return ours, others


def _beside_another(ours: dict[str, int], title: dict[str, int]) -> frozenset[str]:
    """The games of ours a text names, none in its title, each no more often than another game of
    ours: a text about one game names it more than the others it mentions, so a game named as
    often as another, or less, is not its subject ("packs for Briscola, Cìcera and Minchiate", a
    patent's, a shop's, a directory's two mentions of each; a shop's "Minchiate-pakat" beside one
    "Briscola-pakkoja"); its name lowers the evidence asked for no more than silence would raise
    it. A title that names a game of ours names the subject, whatever the body's counts: a game
    of ours it does not name is then beside it."""
    if any(title.values()):
        return frozenset(gid for gid, n in ours.items() if n and not title.get(gid))
    return frozenset(gid for gid, n in ours.items()
                     if n and any(m >= n for other, m in ours.items() if other != gid))


def _listed_once(ours: dict[str, int], title: dict[str, int]) -> frozenset[str]:
    """The games of ours a text names once each, beside another of ours named as often and none
    more, none in its title: a list ("serate di Briscola, Cìcera e Minchiate", a programme's or a
    report's line naming the club's games), which says no one of them is the text's subject; such a
    game's name lowers the evidence asked for no more than silence would raise it."""
    once = [gid for gid, n in ours.items() if n == 1]
    if len(once) < 2 or max(ours.values()) > 1 or any(title.values()):
        return frozenset()
    return frozenset(once)


def place(doc: Document, body: list[Segment], candidates: list[Game], lex: Lexicon, forced: bool) -> Alignment:
    """The alignment of the text's sentences to the games it is checked against: each game
    whose rules are found with confidence on its own (a page may hold two in sequence); raises
    NotChecked saying what was detected when none qualifies or the text is about another game."""
    if forced:
        return align(body, candidates, lex.lang)
    ours, others = named_games(doc.body, candidates, lex)
    by_id = {g.id: g for g in candidates}
    facts = _Lazy(lambda gid: evidence(by_id[gid], doc.segments, lex))
    if others and lex.kin_names:
        ours, others = _kin_as_ours(ours, others, candidates, lex, facts)
    if others:
        other, times = max(others.items(), key=lambda x: x[1])
        title = doc.blocks[0].text if doc.blocks else ""
        title_ours, title_others = named_games(title, candidates, lex)
        if title_others and lex.kin_names:
            title_ours, title_others = _kin_as_ours(title_ours, title_others, candidates, lex, facts)
        # a title naming a game of ours and no other says what the text is about, however often
        # it compares that game with another ("Na bisca portuguesa o 7 vale 10. E aqui?")
        ours_titled = any(title_ours.values()) and not title_others
        if (title_others and not any(title_ours.values())) or \
                times > OTHER_GAME_RATIO * sum(ours.values()) and not ours_titled:
            raise NotChecked(f"not checked: the text is about {other.title()} (named {times} times), "
                             f"not one of our games; {OVERRIDE}", doc.path)
    if others:
        # a game of ours named only in a list with two or more games not ours ("ideal for Scopa,
        # Briscola and Tressette": a shop's pack, a history) is one game among others there, not
        # the subject
        alone: dict[str, int] = dict.fromkeys(ours, 0)
        for s in doc.segments:
            mine, theirs = named_games(s.text, candidates, lex)
            if len(theirs) < 2:         # one other game compared is no list ("close to Scopa")
                for gid, n in mine.items():
                    alone[gid] += n
        ours = alone
    feats = [segment_features(s, lex) for s in body]
    cache: dict = {}
    alone_al = {g.id: align(body, [g], lex.lang, feats, cache) for g in candidates}
    found = {g.id: confident_clauses(alone_al[g.id], lex)[g.id] for g in candidates}

    def enough(g: Game, factor: float, clauses: dict[str, int] = found, evidence: dict[str, Evidence] = facts) -> bool:
        """Its clauses found with confidence, each fact of its own the text states as ours (its
        pack, its deal, its Fola, its point table: a rule stated in the text's own words, "si
        danno ventuna carta per ciascuno") counting as one more, less those it states otherwise."""
        if _enough(g, clauses[g.id], factor):
            return True
        if not clauses[g.id] or not _enough(g, clauses[g.id] + len(evidence[g.id].agrees), factor):
            return False
        ev = evidence[g.id]
        return _enough(g, clauses[g.id] + max(0, len(ev.agrees) - len(ev.contradicts)), factor)

    if any(ours.values()):
        # the text names a game of ours: its name is evidence too, and a game it does not name
        # needs twice the evidence (trick games' rules look alike); a game it names and whose
        # own facts it states (its pack and its deal), contradicting none, needs only a clause;
        # so does one it is about (named often or in its title, more than any other game: a
        # deck maker's page, a history, a text about one aspect), stating more of its facts as
        # ours than otherwise
        title = named_games(doc.blocks[0].text, candidates, lex)[0] if doc.blocks else {}
        beside = _beside_another(ours, title)
        named_often = {g.id for g in candidates if (ours[g.id] >= NAMED_OFTEN or title.get(g.id)) and
                       ours[g.id] > sum(others.values()) and ours[g.id] == max(ours.values()) and g.id not in beside}
        # the game's name lowers the evidence asked for, so only sentences that may state a rule
        # count here (``states_rule``): reviews, a tour's brochure, standings or a bibliography
        # name the game and share its words in titles, entries and table rows
        cited = cited_lines(body, lex.lang) | ranking_lines(body, lex.lang) | goods_lines(doc.segments, lex)
        stated_at = {g.id: stated_sentences(alone_al[g.id], lex, cited)[g.id] for g in candidates}
        stated = {gid: len(clauses) for gid, clauses in stated_at.items()}
        # the pack is a thing too: in a text whose title does not name the game (a wish list, an
        # order form, a prize draw), a sentence that names a pack of so many cards and aligns with
        # the pack's clause counts once, not as the clause and the pack's fact ("una carta do
        # baralho italiano de 40 cartas"); a title naming the game names the text's subject, whose
        # pack it is (a deck maker's page: "The deck holds ninety-seven cards")
        once = _Lazy(lambda gid: facts[gid] if title.get(gid) else
                     replace(facts[gid], agrees=facts[gid].agreed_beyond(frozenset(stated_at[gid].values()))))
        listed = _listed_once(ours, title) | beside
        kept = [g for g in candidates
                if enough(g, 1.0 if g.id in listed else NAMED_FACTOR if ours[g.id] else UNNAMED_FACTOR, stated, once) or
                ours[g.id] and stated[g.id] and len(once[g.id].agrees) >= MIN_UNNAMED and not facts[g.id].contradicts or
                g.id in named_often and stated[g.id] + len(once[g.id].agrees) >= MIN_RULES_STATED and
                _not_contradicted(once[g.id])]
        variants = frozenset(g.id for g in candidates if g.id in named_often and g not in kept and stated[g.id]
                             and _variant_rules(g, once[g.id], stated[g.id], candidates))
        kept += [g for g in candidates if g.id in variants]
        # the name lowers the evidence asked for only in a text that states what makes the game:
        # its pack, its deal, its players, its card points (as ours or otherwise); a results
        # sheet, an accounts report, a log or a script names the game, and its clauses are "found"
        # in sentences about boats, rooms and prizes (``_states_facts``)
        kept = [g for g in kept if _enough(g, stated[g.id]) or _states_facts(facts[g.id]) or
                counts_play(tuple(s.text for s in body), lex)]
    else:
        stated = found
        variants = frozenset()
        kept = [g for g in candidates if enough(g, 1.0)]
    if any(ours.values()):
        # a game the text names as a pack's owner, of whose own counts (each player's hand, the
        # pack) it states only others and none as ours but the pack, its rules found no more than
        # its name's lowered evidence asks: another game played with its pack ("with the
        # Minchiate cards two other games are played ... seven are dealt to each"), not our game
        # stated wrong ("A Briscola se ne danno quattro per uno" is an error)
        apart = [g for g in kept if not enough(g, 1.0, stated) and _own_counts_otherwise(facts[g.id])
                 and names_pack(doc.body, g, lex)]
        if apart and len(apart) == len(kept):
            game = apart[0]
            said = facts[game.id].contradicts
            detail = ", ".join(f"{k.split('.')[-1]} {said[k]}" for k in OWN_COUNTS if k in said)
            raise NotChecked(f"not checked: the text describes another game played with the {game.name} pack "
                             f"(it states {detail}, and no other fact of {game.name} as ours); {OVERRIDE}", doc.path)
        kept = [g for g in kept if g not in apart]
    if not kept and any(ours.values()):
        # a text about a game of ours by its name, stating its rules with a mechanic none of our
        # games has (bidding: "Briscola chiamata" described without its name): another game
        other = [g for g in candidates if g.id in named_often and stated[g.id] and _states_rules(facts[g.id], stated[g.id])
                 and _foreign_mechanics(facts[g.id], candidates)]
        if other:
            game = other[0]
            said = facts[game.id].contradicts
            detail = ", ".join(f"{k.split('.')[-1]} {v}" for k, v in sorted(said.items()))
            raise NotChecked(f"not checked: the text describes another game than {game.name} (it states {detail}); "
                             f"{OVERRIDE}", doc.path)
    if not kept:
        # the clauses counted: where the text names a game, those a sentence that may state a
        # rule found ("3 aligned, 1 stating a rule": a review's title and a version number do not)
        detail = ", ".join(f"{g.name} {found[g.id]} of {sum(1 for c in g.clauses if c.phrased)} clauses" +
                           (f" ({stated[g.id]} in sentences that may state a rule)" if stated[g.id] != found[g.id] else "")
                           for g in candidates)
        raise NotChecked(f"not checked: not enough of one game's rules found with confidence ({detail}); "
                         f"{OVERRIDE}", doc.path)
    kept = _of_our_family(doc, kept, ours, found, facts, variants, lex.lang)
    kept.sort(key=lambda g: -found[g.id])
    al = best_alignment(body, kept, lex.lang, feats=feats, cache=cache)
    if len(al.games) > 1 and any(ours[g.id] for g in al.games):
        # a game the text never names, whose own facts (its pack, its deal, its card values) the
        # text states only otherwise, is not what the text is about (a Briscola page's "40 cards,
        # 3 each" are no Cìcera rules stated wrong); asked only here, where it decides (the facts
        # of a game are costly to read)
        named = [g for g in al.games if ours[g.id] or facts[g.id].agrees or not facts[g.id].contradicts]
        if len(named) < len(al.games):
            al = best_alignment(body, named, lex.lang, feats=feats, cache=cache)
    if len(al.games) > 1:
        # two games' rules look alike (trick games): each must still be found with confidence in
        # its own part of the page, else the page is one game
        split = confident_clauses(al, lex)
        alone = [g for g in al.games if _enough(g, split[g.id])]
        if len(alone) < len(al.games):
            best = max(alone or al.games, key=lambda g: split[g.id])
            al = align(body, [best], lex.lang, feats, cache)
    return al
