"""Counts by role: a number a sentence gives a role (cards dealt to each player, cards on the
table, players, the pack's size, the Fola's size) is compared with the spec's value for that
role, not with whatever numbers the clause holds.

A number's role comes from the words around it, per language (``rules/checker/<lang>.yaml``:
``roles``, ``cards``, ``each``, ``not_whole``, ``variant``). A sentence that gives several numbers
of one role, a bound ("up to 13"), a part of the pack ("the remaining cards", "without the 8s")
or a variant of the game states no count we compare; a count of players only in a sentence that
names the game (real texts list the variants: "Tre giocatori, ..."); numbers of a list ("2 or 4
players", "36 или 52 листа") state none. The table's phrase ("on the table") and the Fola's
belong to the nearest number either side of them, one in their own part of the sentence first
("Mỗi người nhận 12 lá, trên bàn lật ngửa 4 lá": the 4). Values come from the engine's facts.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from dataclasses import dataclass

from engine import facts as engine_facts

from .cardwords import ARTICLE, card_words
from .cues import cues, rule_cues
from .lexicon import Lexicon, lexicon, norm
from .memo import Kept, readings, recent
from .numbers import Num, example_opening, find_numbers, ranges, title_spans
from .terms import LINK_CHARS, TOKEN, cue_words, find_term, has_form, phrase_spans, words
from .cicera_examples import cues as example_cues
from .obligations import negation_spans

CONDITION_REACH = 3         # words between a condition opening a clause and the count of players it sets ("if there are four players")
PIECE = re.compile(r"(?<!\d),|,(?!\d)|[;:()]")     # not the comma of a decimal ("100,0 %")
CARDS_REACH = 2         # words between a number and "cards" ("12 carte ciascuno", "12 lá")
CUE_REACH = 8           # words between a number and the word giving its role
NEAR_NUMBER = 3         # words between two numbers of a list ("2 or 4 players")
FOLA_REACH = 3          # words between "the Fola" and a number that says its size without "cards"
TABLE_CLOSE = 4         # words between a number and "on the table" that give it the role without "cards" ("quattro si mettono scoperte sul tavolo")


def _values(engine) -> dict[str, int]:
    """Each role's value in this game (a role the game does not have is left out)."""
    f = engine_facts.facts(engine)
    out = {"players": f.get("players"), "hand": f.get("deal.hand"), "deck": f.get("deck.size")}
    if "deal.table" in f:
        out["table"] = f["deal.table"] or 0     # a game that deals no card to the table: "4 on the table" is another deal
    if getattr(engine.spec, "fola", None) is not None:
        out["fola"] = f["deck.size"] - f["players"] * f["deal.hand"]
    if f.get("rob.cap"):
        out["rob"] = f["rob.cap"]
    if f.get("deal.first_packet") and f.get("deal.second_packet"):
        out["first_packet"], out["second_packet"] = f["deal.first_packet"], f["deal.second_packet"]
    return {k: v for k, v in out.items() if isinstance(v, int)}


def _index(text: str, n: Num, offset: int = 0) -> int:
    """The word index of a number (starting ``offset`` characters into ``text``): how many words
    come before it."""
    return len(words(text[:n.start + offset]))


def _near(tokens: list[str], at: int, table: list[str], before: int, after: int, others: tuple[int, ...] = ()) -> bool:
    """A phrase of ``table`` within reach of the number at ``at``, nearer to it than to any other
    number ("saa 12 korttia ja pöytään jaetaan 4 korttia": the table is the 4's)."""
    return any(at - before <= a <= at + after and all(abs(a - at) < abs(a - o) for o in others)
               for a, _, _ in phrase_spans(tokens, {"c": table}))


# Counts stated by the last sentences read, by (sentence, engine, lexicon): the detection of the
# game and the checks of its facts read the same sentences. Engines and lexicons are built once and
# kept with the entry, so their ids stay theirs.
STATED_READ = 256
_stated_read: Kept = Kept(STATED_READ)       # (text, engine's id, lexicon's id) → ((engine, lexicon), counts)


def roles_stated(engine, text: str, lex: Lexicon) -> list[tuple[str, int, int]]:
    """(role, value stated, spec value) for each count the sentence gives a role it states once."""
    values = _values(engine)
    found: dict[str, list[int]] = {}
    for role, value, _ in counts_read(engine, text, lex):
        if role == "deck" and value != values.get("deck") and value in deal_arithmetic(engine):
            continue        # "40 − 6 = 34 cartas en el mazo": the stock, named by the pack's word, not another pack
        found.setdefault(role, []).append(value)
    return [(role, said[0], values[role]) for role, said in found.items() if len(set(said)) == 1]


def counts_read(engine, text: str, lex: Lexicon) -> list[tuple[str, int, int]]:
    """(role, value, start) of each number the sentence gives a role of ours."""
    key = (text, id(engine), id(lex))
    hit = _stated_read.get(key)
    if hit is None:
        hit = _stated_read.keep(key, ((engine, lex), _counts_read(engine, text, lex)))
    return list(hit[1])


@functools.cache
def deal_arithmetic(engine) -> frozenset[int]:
    """The counts of cards the deal makes, from the spec: the pack, the cards of each kind in it
    (suit cards, trumps), a suit, a hand, its packets, the table, the cards dealt in all, those left undealt (the stock, the Fola), with and without
    the table's."""
    f = engine_facts.facts(engine)
    deck, players, hand = f.get("deck.size"), f.get("players"), f.get("deal.hand")
    table = f.get("deal.table") or 0
    out = {v for v in (deck, hand, f.get("deal.first_packet"), f.get("deal.second_packet"), table or None,
                       len(engine.deck.ranks))      # a suit's cards
           if isinstance(v, int)}
    if all(isinstance(v, int) for v in (deck, players, hand)):
        out |= {players * hand, players * hand + table, deck - players * hand, deck - players * hand - table}
    kinds = Counter(engine.deck.kind)
    if len(kinds) > 1:          # a pack of several kinds of card: the count of each ("40 trumps, the Matto and 56 suit cards")
        out |= set(kinds.values())
    return frozenset(v for v in out if v > 1)


def _counts_read(engine, text: str, lex: Lexicon) -> list[tuple[str, int, int]]:
    values = _values(engine)
    read = _roles_read(text, lex, engine.deck)
    if not values or read is None:
        return []               # a variant, also inside a compound ("eine spezielle Spielvariante")
    text, sentence, everywhere, numbers = read
    found: list[tuple[str, int, int]] = []
    named = None
    robbing = "rob" in values and any(find_term(sentence, t, lex.compounds) is not None for t in lex.terms.get("rob") or [])
    for role, n, offset, piece, nums, tokens, at, listed in numbers:
        if not_stated(text, n.start + offset, n.end + offset, lex):
            continue        # asked or denied: a given of a question, what the rule is not
        if role == "players":
            if named is None:
                name = engine.spec.name
                forms = {name, *(f for x in lex.names if x.name == name for f in x.forms)}
                named = has_form(text, forms) or _inflected_name(text, forms, lex)
            if any(a == 0 and at - b <= CONDITION_REACH for a, b, _ in phrase_spans(tokens, {"c": lex.condition})):
                continue    # "se giocano quattro giocatori, ...", "when four play", "bei vier Spielern": the
                # condition of a variant opens the clause (not "joga-se com quatro", whose "se" is a pronoun,
                # nor "bei uns ist Briscola ein Spiel für drei Spieler")
            if phrase_spans(tokens, {"m": lex.permitted}) and phrase_spans(tokens, {"t": cues(lex, "too")}):
                continue    # "can also be played by four players", "voi pelata myös neljällä pelaajalla": a
                # way it may also be played, a variant allowed, not its players
            if not named and not _players_for(tokens, at, lex) and \
                    not has_form(piece[:n.start].casefold(), {f.casefold() for f in forms}):
                # (the game named before the count in lower case: "a briscola giocano quattro giocatori";
                # elsewhere in the sentence a lower-case "briscola" may be the trump)
                continue    # "Tre giocatori, ...": a list of variants; a count of players names the game, or
                # says whom the game is for ("this is for four players")
        spans = [(a, b) for m in nums if m.end <= n.start
                 for a, b in ranges(piece, [m, n], tuple(lex.range_words))] if role == "players" and listed else []
        if spans and values["players"] in range(spans[-1][0], spans[-1][1] + 1):
            # "a game for 2 to 4 players": a range of counts where ours is one, the bound that is not ours
            a, b = spans[-1]
            found.append((role, b if b != values[role] else a, n.start + offset))
        elif role in values and not listed and not _bounded(piece, n, lex):
            found.append((role, n.value, n.start + offset))
        elif "rob" in values and robbing and not listed and _upper_bound(piece, n, lex) and \
                (_near(tokens, at + _width(n), lex.cards, 0, CARDS_REACH) or at + _width(n) >= len(tokens)):
            found.append(("rob", n.value, n.start + offset))    # "the cutter may rob at most ten cards"
    if "first_packet" in values:
        found += _packets(text, find_numbers(text, lex.lang), lex)    # ("one" too: "then one of 10", the packet's pronoun)
    if "players" in values and not any(role == "players" for role, _, _ in found):
        found += _played_by_so_many(text, lex)
    if "players" in values and not any(role == "players" for role, _, _ in found):
        found += _teams_of(text, lex)
    return found


def _variant_cues(lex: Lexicon) -> dict[str, list[str]]:
    """The words that make a count of players a variant's: it is allowed ("can be played by"), a
    variant or others' practice is named, or it is "also" so."""
    return {"m": lex.permitted, "v": [*lex.variant, *lex.elsewhere], "t": cues(lex, "too")}


TEAMS_MOST = 4              # "two teams of two": a few teams of a few players, no more (not "10 pairs of cards")


def _teams_of(text: str, lex: Lexicon) -> list[tuple[str, int, int]]:
    """The number of players said as teams and their size: a number, a word for teams, a word
    joining the size (``claim_cues.team_size``: "of", "di", "zu je", "по"), a number not counting
    cards ("two teams of two", "dos equipos de dos con una baraja", "due squadre di due giocatori",
    "zwei Teams zu je zwei Spielern", "две команды по два игрока"): the product; not in a clause
    opened by a condition, nor one that allows it, names a variant or says "also", nor a negated
    or asked one (as :func:`_played_by_so_many`)."""
    joiners = cues(lex, "team_size")
    teams = lex.roles.get("teams") or []
    sentence = words(text)
    aside = _variant_cues(lex)
    if not joiners or not teams or phrase_spans(sentence[:1], {"c": lex.condition}) or phrase_spans(sentence, aside):
        return []               # (no cue; a sentence opened by a condition, "if four play, two teams of two ...",
        # or one that allows or names a variant anywhere: "on y joue à 2, ou à 2 équipes de 2, mais on peut aussi ...")
    out: list[tuple[str, int, int]] = []
    offset = 0
    for piece in PIECE.split(text):
        tokens = words(piece)
        team_at = sorted(set(phrase_spans(tokens, {"t": teams}))) if tokens else []    # ("equipos": "equipo" and "equipos")
        if team_at and not phrase_spans(tokens[:1], {"c": lex.condition}) and \
                not phrase_spans(tokens[:2], {"o": lex.or_words}):      # "..., or two teams of two": an alternative offered
            numbers = [(n, _index(piece, n)) for n in find_numbers(piece, lex.lang) if 2 <= n.value <= TEAMS_MOST]
            joined = phrase_spans(tokens, {"j": joiners})
            for n, at in numbers:
                for a, b, _ in team_at:
                    if a != at + _width(n):
                        continue
                    for c, d, _ in joined:
                        if c != b:
                            continue
                        size = next((m for m, m_at in numbers if m_at == d), None)
                        if size is None:
                            continue
                        after = d + _width(size)
                        if (after >= len(tokens) or not phrase_spans(tokens[after:after + 1], {"c": lex.cards})) and \
                                not not_stated(text, n.start + offset, size.end + offset, lex):
                            out.append(("players", n.value * size.value, n.start + offset))
        offset += len(piece) + 1
    return out


def _inflected_name(text: str, forms, lex: Lexicon) -> bool:
    """The game's name with one of the language's name endings (``name_suffixes``: fi
    "Briscolaa pelaa kolme pelaajaa", "Minchiatessa"): the sentence names the game (placement's
    reading of a name, accents and case aside)."""
    from .placement import _fold, _name_pattern

    pattern = _name_pattern(tuple(sorted(forms)), tuple(lex.name_suffixes)) if lex.name_suffixes else None
    return pattern is not None and bool(pattern.search(_fold(text)))


COLLECTIVE_MOST = 6         # a count of players said without a word for players: a small number only ("in 40" is no table of players)


def _played_by_so_many(text: str, lex: Lexicon) -> list[tuple[str, int, int]]:
    """The number of players said without a word for players: a number closing its clause right
    after a verb of playing that takes it ("si gioca in quattro", "on y joue à quatre", "joga-se a
    quatro", "se juega entre cuatro": data ``claim_cues.played_by_count``), or a word that is
    itself the count of people together ("zu viert", "вчетвером", "neljästään": data
    ``claim_cues.players_together``, "word: number"); not in a clause opened by a condition ("se
    si gioca in quattro, ...": a variant), nor one that allows it, names a variant or others'
    practice or says "also" (``claim_cues.too``: "si gioca anche in quattro"), nor a negated or
    asked one."""
    said = _said_so_many(lex.lang)
    if said is None or not said.search(text):
        return []               # (most sentences: none of the cues' words, nothing to read)
    by_count = cues(lex, "played_by_count")
    together = _together(lex.lang)
    aside = _variant_cues(lex)
    out: list[tuple[str, int, int]] = []
    offset = 0
    for piece in PIECE.split(text):
        tokens = words(piece)
        if tokens and not phrase_spans(tokens[:1], {"c": lex.condition}) and not phrase_spans(tokens, aside):
            # the cue as its very words (not "jogam" in "jogadores"), the number right after it
            spans = [(a, b) for a, b, _ in phrase_spans(tokens, {"p": by_count})
                     if any(tokens[a:b] == words(c) for c in by_count)]
            numbers = find_numbers(piece, lex.lang)
            for n in numbers:
                at = _index(piece, n)
                if any(b == at and not any(m is not n and a <= _index(piece, m) <= at and m.start < n.start for m in numbers)
                       for a, b in spans) and at + _width(n) >= len(tokens) \
                        and 2 <= n.value <= COLLECTIVE_MOST and not not_stated(text, n.start + offset, n.end + offset, lex):
                    out.append(("players", n.value, n.start + offset))
            folded = piece.casefold()
            for word, value in together.items():
                m = re.search(rf"(?<!\w){re.escape(word.casefold())}(?!\w)", folded)
                if m and not not_stated(text, m.start() + offset, m.end() + offset, lex):
                    out.append(("players", value, m.start() + offset))
        offset += len(piece) + 1
    return out


@functools.cache
def _said_so_many(lang: str) -> re.Pattern | None:
    """Each cue of ``played_by_count`` as written and each word of ``players_together``, as whole
    words, case aside: a sentence with none of them has no count said that way."""
    phrases = [*cues(lexicon(lang), "played_by_count"), *_together(lang)]
    if not phrases:
        return None
    alternatives = (r"\s+".join(map(re.escape, p.split())) for p in sorted(phrases, key=len, reverse=True))
    return re.compile(r"(?<!\w)(?:" + "|".join(alternatives) + r")(?!\w)", re.IGNORECASE)


@functools.cache
def _together(lang: str) -> dict[str, int]:
    """``claim_cues.players_together`` read as word → number ("вчетвером: 4")."""
    out = {}
    for item in cues(lexicon(lang), "players_together"):
        word, _, number = str(item).rpartition(":")
        if word.strip() and number.strip().isdigit():
            out[word.strip()] = int(number)
    return out


@recent(1 << 10, copy=None)
def _roles_read(text: str, lex: Lexicon, deck) -> tuple | None:
    """What ``_counts_read`` reads in a sentence whatever the game but its deck (kept for the last
    sentences read): ``_roles_read_among`` of the sentence with its asides of variants and its
    titles blanked. The deck says only where the sentence names a card by its rank and suit
    (``card_spans``): a sentence is read for each game a text may be about, and read once for
    every deck that finds the same cards in it (most sentences name none)."""
    text = asides_of_variants_blanked(text, lex)
    for a, b in title_spans(text):      # 'Ep. 42 – "Um baralho de 97 cartas"': a title names, states no count
        text = text[:a] + " " * (b - a) + text[b:]
    # a number that is a card's rank, its suit named with it ("la prima carta era un 4 di Bastoni",
    # a rank in words too: "Miekkojen kakkonen"): no count
    cards = frozenset(card_spans(text, lex, deck)) if _numbers(text, lex) else frozenset()
    return _roles_read_among(text, lex, cards)


@readings(1 << 10, copy=None)
def _roles_read_among(text: str, lex: Lexicon, cards: frozenset[tuple[int, int]]) -> tuple | None:
    """What ``_roles_read`` reads in a sentence (its asides and titles blanked) where ``cards``
    (start, end) name cards, a number there being a rank: the text, its words, its numbers, and
    for each number that may count something, in order: (role, number, offset of its piece,
    piece, the piece's numbers, the piece's words, its index there, whether it is listed with
    another); None for a sentence about a variant."""
    sentence = words(text)
    if phrase_spans(sentence, {"v": lex.variant}) or \
            lex.compounds and any(find_term(sentence, v, lex.compounds) is not None for v in lex.variant):
        return None
    out = []
    everywhere = _numbers(text, lex)
    whole = not phrase_spans(sentence, {"n": lex.not_whole})
    sold = goods(text, lex) and bool(phrase_spans(sentence, {"p": lex.roles.get("deck") or []}))
    on_table = _attached(text, everywhere, lex.roles.get("table") or [], each=[*lex.each, *cues(lex, "each")],
                         ands=[norm(w) for w in lex.and_words], ors=lex.or_words)
    in_fola = _attached(text, everywhere, lex.roles.get("fola") or [], after_only=True)
    totals = [(a, b) for a, b, _ in phrase_spans(sentence, {"t": lex.whole_deal})]
    ranks = _rank_lists(text, everywhere, lex) | _operands(text) | _score_pairs(text)
    offset = 0
    for piece in PIECE.split(text):
        nums = [m for m in _numbers(piece, lex) if not any(a <= m.start + offset < b for a, b in cards)
                and m.start + offset not in ranks]
        tokens = words(piece)
        counted = [m for m in nums if not _counts_players(tokens, _index(piece, m) + _width(m), lex)
                   and not _counts_packets(tokens, _index(piece, m) + _width(m), lex)
                   and on_table.get(m.start + offset) is None and in_fola.get(m.start + offset) is None]
        for n in nums:
            at = _index(piece, n)
            listed = any(m is not n and _listed(piece, n, m, lex) for m in nums)
            here = Place(tokens, at, tuple(_index(piece, m) for m in nums if m is not n), width=_width(n),
                         opened=offset > 0 and text[offset - 1] == "(")
            there = Place(sentence, _index(text, n, offset),
                          tuple(_index(text, m) for m in everywhere if m.start != n.start + offset),
                          on_table.get(n.start + offset), in_fola.get(n.start + offset),
                          apart=tuple(_index(text, m) for m in everywhere if _piece(text, m.start) != _piece(text, n.start + offset)),
                          part=(len(words(text[:offset])), len(words(text[:offset + len(piece)]))))
            role = _role(here, there, lex, counted == [n] or len(nums) == 1, whole)
            if role == "deck" and sold:
                continue    # "packs can be bought for €4.50", "bán bộ bài 40 lá khoảng 5 euro": an object sold, no game's pack
            if role == "fola" and _fola_past_semicolon(text, n.start + offset, n.end + offset, lex):
                continue    # "21 each, 84 in all; the Fola keeps 13": the Fola is the next clause's
            if role == "hand" and totals and not any(min(abs(a - there.at), abs(there.at - b)) <= TOTAL_REACH
                                                     for a, b in totals):
                continue    # "first 10 cards, then 11 more, 21 in all": a packet, the total is the hand
            if role == "hand" and _then_more(text, n.start + offset, [m for m in everywhere if on_table.get(m.start) is None
                                                                      and in_fola.get(m.start) is None], lex):
                continue    # "jeder bekommt erst 10, dann 11 Karten": a packet, another follows
            out.append((role, n, offset, piece, tuple(nums), tokens, at, listed))
        offset += len(piece) + 1
    return text, sentence, tuple(everywhere), tuple(out)


def _then_more(text: str, at: int, nums: list[Num], lex: Lexicon) -> bool:
    """The next number follows the one at ``at`` after a word for "then" ("erst 10, dann 11",
    "10 cards, then 11 more": data ``example_structure.then``), not one of the table or the Fola
    (``nums`` leaves those out), nor one card ("5 cards, then 1 card turned face up"): the hand is
    dealt in packets, and the number is one of them."""
    from .structure import structure_cues

    then = structure_cues(lex.lang).get("then", ())
    after = [m for m in nums if m.start > at]
    if not after:
        return False
    m = min(after, key=lambda m: m.start)       # the next number: "21 cards: ten, then eleven" sizes the packets after the hand
    return m.value >= 2 and bool(phrase_spans(words(text[at:m.start]), {"t": then}))


PRODUCT = re.compile(r"\d+(?:\s*[-−–+]\s*\d+)*\s*[×x*·]\s*\d+(?:\s*[-−–+×x*·]\s*\d+)*")
OPERAND = re.compile(r"\d+")
# "97 − 84 = 13": the numbers of a sum or a difference worked out to its result after "="
EQUATION = re.compile(r"(\d+(?:\s*[-−–+]\s*\d+)+)\s*=\s*\d+")


def _operands(text: str) -> set[int]:
    """Where the numbers of a sum worked out start ("13 cards (97 − 4 × 21)", "4 x 10 + 1", "97 − 84
    = 13"): an expression with a product, or a sum or difference with its result after "=", each
    of its numbers an operand; what it counts is its result, said
    beside it, never one of them."""
    return {a.start() + m.start() for m in PRODUCT.finditer(text) for a in OPERAND.finditer(m.group())} | \
        {a.start() + m.start() for m in EQUATION.finditer(text) for a in OPERAND.finditer(m.group(1))}


SCORE_PAIR = re.compile(r"(?<![\d:.,])(\d+)\s?[:]\s?(\d+)(?![\d:])")


def _score_pairs(text: str) -> set[int]:
    """Where the numbers of a score told as two sides' counts start ("26:26 по картам", "a 27:25
    split"): one side's count against the other's, no count a rule gives."""
    return {m.start(k) for m in SCORE_PAIR.finditer(text) for k in (1, 2)}


RANK_LIST = 3           # numbers in a row, joined by commas or "and" alone: ranks listed ("sul tavolo 7, 3 e 4")


def _rank_lists(text: str, nums: list, lex: Lexicon) -> set[int]:
    """Where the numbers of a list of ranks start: ``RANK_LIST`` numbers or more joined by nothing
    but commas, a word for 'and' and articles ("sul tavolo 7, 3 e 4", "un 7, un 3 et un 4"), with
    no word for cards or players after the last ("10, 11 o 12 carte" counts cards): the cards of
    a worked example, none of them a count."""
    glue = {norm(w) for w in (*lex.and_words, *lex.or_words)}
    out: set[int] = set()
    run = nums[:1]
    for prev, n in zip(nums, [*nums[1:], None]):
        gap = text[prev.end:n.start] if n is not None else ""
        joined = n is not None and re.fullmatch(r"[\s,]*(?:[^\W\d_]+[\s,]*){0,2}", gap) and \
            all(w in glue or len(w) <= ARTICLE for w in words(gap))     # "un 7, un 3 et un 4": articles
        if joined:
            run.append(n)
            continue
        if len(run) >= RANK_LIST:
            after = words(text[run[-1].end:])[:2]
            if not phrase_spans(list(after), {"c": [*lex.cards, *(lex.roles.get("players") or [])]}):
                out |= {m.start for m in run}
        run = [n] if n is not None else []
    return out


ASIDE = re.compile(r"\([^()]*\)")


def asides_of_variants_blanked(text: str, lex: Lexicon) -> str:
    """A variant or others' practice said in brackets is an aside ("se reparten tres naipes a
    cada jugador (en algunas regiones ...)"): blanked out, offsets kept, so that the rest of the
    sentence still states our rule (data ``variant``, ``elsewhere``)."""
    if "(" not in text:
        return text
    from .scope import framed_as_others

    cue = {"v": [*lex.variant, *lex.elsewhere]}
    return ASIDE.sub(lambda m: " " * len(m.group()) if phrase_spans(words(m.group()), cue) or
                     framed_as_others(m.group()[1:-1], lex.lang) else m.group(), text)


PACKETS = 2                 # the packets a hand is dealt in ("two packets": their count, no size)
PACKET_REACH = 2            # words between a number and the packet it sizes ("11 kortin nipun", "a packet of 10")


def _packets(text: str, nums: list[Num], lex: Lexicon) -> list[tuple[str, int, int]]:
    """The two packets a hand is dealt in, in the order the sentence gives them ("first a
    10-card packet, then one of 11", "ensin 11 kortin nipun ja sen jälkeen 10 kortin nipun"):
    numbers right before or after a word for a packet (data ``claim_cues.packet``), two of them."""
    tokens = words(text)
    packets = [a for a, _, _ in phrase_spans(tokens, {"p": cues(lex, "packet")})]
    if packets and not phrase_spans(tokens, {"c": [*lex.cards, *(lex.roles.get("dealt") or []), *cues(lex, "dealt")]}):
        return []               # no card and no dealing named: pt "leva" is a packet and "takes" ("o 40, que leva 20 pontos")
    totals = [b for _, b, _ in phrase_spans(tokens, {"t": [*lex.whole_deal, *cues(lex, "whole_deal")]})]
    sized = []
    counted = None
    ones = [m for m in nums if m.word and m.value == 1]     # "un pacchetto", "then one of 10": articles and pronouns, no sizes
    nums = [m for m in nums if m not in ones]
    values = [m.value for m in nums]
    for n in nums:
        at = _index(text, n)
        end = at + _width(n)
        if any(0 <= at - b <= 1 for b in totals):
            continue            # "yhteensä 21 korttia": the total, not a packet
        if any(values[i] + values[j] == n.value for i in range(len(nums)) for j in range(i + 1, len(nums))
               if nums[i] is not n and nums[j] is not n):
            continue            # "21 cards (a packet of 10 and one of 11)": the sum of two numbers stated is the hand
        if n.value == PACKETS and any(a - end == 0 for a in packets):
            counted = n
            continue            # "due pacchetti, uno da 10 e uno da 11": how many packets, no size
        if any(0 <= a - end <= PACKET_REACH or 0 < at - a <= PACKET_REACH for a in packets):
            sized.append(n)
        elif len(sized) <= 1 and n.value > 1 and any(
                (sized[0].end <= m.start if sized else any(a < _index(text, m) for a in packets))
                and 0 < at - _index(text, m) <= PACKET_REACH for m in ones):
            sized.append(n)     # "un pacchetto da undici carte e poi uno da dieci", "a packet of 11, then one of
            #                     10": the second packet named by 'one', its noun left out
    if len(sized) == 1 and counted is not None and counted.end <= sized[0].start and \
            not any(m.start > counted.end for m in ones):
        sized = [sized[0], sized[0]]    # "two packets of ten", "hai xấp bài, mỗi xấp 10 lá": both of that size
    if len(sized) != 2:
        return []
    return [("first_packet", sized[0].value, sized[0].start), ("second_packet", sized[1].value, sized[1].start)]


TOTAL_REACH = 1             # words between "in all" and the number it totals ("всего 21 карту", "21 cards in all")


def _more_cards(tokens: list[str], after: int, sentence: list[str], lex: Lexicon) -> bool:
    """"sechs weitere", "four more", "altre quattro": a number of more cards, in a sentence that
    counts cards (data ``claim_cues.more``, right after the number)."""
    return any(a == 0 for a, _, _ in phrase_spans(tokens[after:after + 2], {"m": cues(lex, "more")})) and \
        bool(phrase_spans(sentence, {"c": lex.cards}))


def _bare_share(tokens: list[str], at: int, after: int, lex: Lexicon, before: list[str] | None = None) -> bool:
    """A number given to each player without the word for cards ("everyone gets 13", "12 a
    testa"): a word for dealing before it in its part of the sentence, or in the sentence right
    before it when its part starts with the number (``before``: "se reparten todas las cartas,
    diez a cada jugador"), no card word right before it ("kortti 42:n yli": a card's count),
    nothing after it but a word for each or "and"."""
    rest = tokens[after:]
    if rest and rest[0] not in {norm(w) for w in lex.and_words} and \
            not any(a == 0 for a, _, _ in phrase_spans(rest[:3], {"e": [*lex.each, *cues(lex, "each")]})):
        return False
    if phrase_spans(tokens, {"p": [*lex.point_words, *lex.value_headers]}):
        return False            # "adding up every point in the pack gives 120": points, not cards
    dealt = [*(lex.roles.get("dealt") or []), *cues(lex, "dealt")]
    from .values import _worth_words

    said = tokens[:at] if at or before is None else before
    if said is before and phrase_spans(before, {"p": [*lex.point_words, *lex.value_headers, *_worth_words(lex)]}):
        return False            # "el 10 de Oros y el Fante de Copas, 1 cada uno": points given, not cards dealt
    if phrase_spans(tokens[max(0, at - 1):at], {"c": lex.cards}):
        return False
    if phrase_spans(said, {"d": dealt}):
        return True
    # "Si usano tutte le carte: dieci a testa": a phrase that names the person the number is given
    # to ("a testa", "pro Kopf", "par tête", "por cabeza": ``claim_cues.each``, not a bare word for
    # each) is distributive by itself, in a sentence about the cards or the pack with no verb of dealing
    # The number opens its part of the sentence, its verb left out ("…: dieci a testa e quattro in
    # tavola", "Mescolato il mazzo, cinque a testa"); one a verb takes is that verb's ("the Matto may
    # add 5 to each one", "aggiungere 5 a ciascuna": points added, no cards)
    head = [*lex.cards, *(lex.roles.get("deck") or [])]
    return at == 0 and _per_person(rest, lex) and bool(phrase_spans([*(before or []), *tokens], {"c": head}))


def _per_person(rest: list[str], lex: Lexicon) -> bool:
    """``rest`` opens with a phrase for "per player" that names the person (``claim_cues.each``:
    "a testa", "an jeden", "par joueur", "каждому"), not with a bare word for each ("ten cards
    each": per suit or per anything, no player named)."""
    bare = {tuple(words(w)) for w in lex.each}
    return any(a == 0 and tuple(rest[a:b]) not in bare
               for a, b, _ in phrase_spans(rest[:PER_PLAYER_WORDS], {"e": cues(lex, "each")}))


def _width(n: Num) -> int:
    """The words a number is written in: none for digits (``words`` keeps no digits)."""
    return len(words(n.text)) if n.word else 0


def _players_for(tokens: list[str], at: int, lex: Lexicon) -> bool:
    """The count of players follows a word saying whom the game is for or between
    (``claim_cues.players_for``: "for", "per", "entre"): the game's players, not a variant listed."""
    if phrase_spans(tokens, {"m": lex.permitted}):
        return False            # "puede jugarse entre dos jugadores": a way it may be played, not its players
    # "this is for four players"; not a sentence that opens with it ("Per quattro giocatori si gioca
    # a coppie": the condition of a variant)
    return any(b == at and a > 0 for a, b, _ in phrase_spans(tokens[:at], {"f": cues(lex, "players_for")}))


FOR_CHARS = 4           # a word for 'for' ("per", "for", "für", "pour", "para", "для"); longer cues of whom a game is for are verbs or "between"


@functools.cache
def _our_names(lang: str) -> tuple[str, ...]:
    """Every name our games go by in ``lang`` (glossary and cue data)."""
    from .canon import known_games
    from .terms import our_game_names

    return tuple(n for g in known_games() for n in our_game_names(lang, g))


PACK_REACH = 3              # words between a count of cards and the pack's word it is of ("decks of 78 cards")


def _packs_not_cards(tokens, at: int, width: int, decks: list[int], lex: Lexicon) -> bool:
    """The number at ``at`` is no count of a game's pack: it counts packs (the pack's word right
    after it: "servono 6 mazzi di carte", "two packs of cards"), or the pack's word near it is in
    the plural (data ``packs_plural``, the very words): packs of a kind in general, sold or
    described ("decks of 78 cards for tarot", "nos baralhos de 78 cartas"), the singular nowhere near."""
    if at + width in decks:
        return True
    plural = _very_words(tokens, cue_words(lex.lang, "packs_plural"))     # the very words: "mazzi", not "mazzo"
    return any(abs(a - at) <= PACK_REACH for a in plural) and \
        not any(abs(a - at) <= PACK_REACH for a in decks if a not in plural)


def packs_not_cards(text: str, n: Num, lex: Lexicon) -> bool:
    """:func:`_packs_not_cards` for the number ``n`` of a sentence (the numbers check's guard); or
    a pack named near it in a sentence about an object sold or given (:func:`goods`)."""
    tokens, at, width = _number_at(text, n)
    decks = [a for a, _, _ in phrase_spans(tokens, {"p": lex.roles.get("deck") or []})]
    if decks and goods(text, lex) and any(abs(a - at) <= PACK_REACH for a in decks):
        return True
    return _packs_not_cards(tokens, at, width, decks, lex)


def _goods_here(text: str, lex: Lexicon) -> bool:
    from .numbers import priced

    return priced(text, lex.lang) or bool(phrase_spans(words(text), {"g": list(cue_words(lex.lang, "goods"))}))


FRAME = re.compile(r"[:«»“”„\"]")     # a colon or a quotation mark: a frame ("Au dos de la boîte :") and what it frames


@readings(copy=None)
def goods(text: str, lex: Lexicon) -> bool:
    """The sentence tells of an object bought, sold, lent, given, won as a prize or boxed (data
    ``goods``: "bought in the lobby shop", "bán bộ bài 40 lá", "привёз ... две колоды", "étui
    carton") or gives a price (``numbers.priced``: "€4.50", "24,90", "5 euro"), in every part that
    holds a number (parts split at a colon or a quotation mark; a part followed by a price alone
    is what is priced: "Combo bắp + 2 nước: 89.000đ"): a pack of so many cards there is an
    object, not the pack a game is played with (no rule prices its pack). A frame of goods before
    a rule it quotes or introduces is not ("Au dos de la boîte : « … vous marquez 20 points »",
    "Tombola, lot n° 29 (valeur 29,90 €) : « chacun des quatre joueurs reçoit 10 cartes »")."""
    if phrase_spans(words(text), {"s": list(cue_words(lex.lang, "shop"))}):
        return True         # "You may also like: a pack of 52 cards · a mat": a shop offers, whatever the colon frames
    parts = [p for p in FRAME.split(text) if p.strip()]
    if len(parts) < 2:
        return _goods_here(text, lex)
    here = [_goods_here(p, lex) for p in parts]
    if not any(here):
        return False
    counted = [i for i, p in enumerate(parts) if _numbers(p, lex) or phrase_spans(words(p), {"p": lex.roles.get("deck") or []})]
    return all(here[i] or i + 1 < len(parts) and here[i + 1] and len(words(parts[i + 1])) <= PRICE_WORDS
               for i in counted)


PRICE_WORDS = 3         # words of a part that is a price alone ("89.000đ", "7,90 € TTC", "5 euro")


def goods_at(text: str, start: int, lex: Lexicon) -> bool:
    """The part of the sentence (split at a colon or a quotation mark) that holds the offset
    ``start`` tells of goods or a price, or the part right after it is a price alone ("Combo bắp
    + 2 nước: 89.000đ"); a shop's sentence is goods throughout (:func:`goods`)."""
    if phrase_spans(words(text), {"s": list(cue_words(lex.lang, "shop"))}):
        return True
    bounds = [0, *(m.end() for m in FRAME.finditer(text)), len(text) + 1]
    k = next(i for i in range(len(bounds) - 1) if bounds[i] <= start < bounds[i + 1])
    here = text[bounds[k]:bounds[k + 1]]
    nxt = text[bounds[k + 1]:bounds[k + 2]] if k + 2 < len(bounds) else ""
    return _goods_here(here, lex) or bool(nxt.strip()) and _goods_here(nxt, lex) and len(words(nxt)) <= PRICE_WORDS


def attendance(text: str, n: Num, lex: Lexicon) -> bool:
    """:func:`_attendance` for the number ``n`` of a sentence (the numbers check's guard)."""
    tokens, at, width = _number_at(text, n)
    players = [tuple(words(p)) for p in lex.roles.get("players") or []]
    others = tuple(len(words(text[:m.start])) for m in _numbers(text, lex) if m.start != n.start)
    return _attendance(tokens, at, at + width, players, lex, others)


def _number_at(text: str, n: Num) -> tuple[list[str], int, int]:
    """The sentence's words, the index of the number ``n``'s first word and its words' count."""
    return list(words(text)), len(words(text[:n.start])), len(words(text[n.start:n.end]))


def _very_words(tokens, phrases) -> list[int]:
    """Where one of ``phrases`` stands in ``tokens`` as written (normalised, no stem: the plural
    "mazzi" and not the singular "mazzo")."""
    forms = {tuple(words(p)) for p in phrases} - {()}
    return [i for f in forms for i in range(len(tokens) - len(f) + 1) if tuple(tokens[i:i + len(f)]) == f]


TABLES_REACH = 5    # words from a count of people to the count of tables they sit at ("24 Leute an 6 Tischen")


def _at_tables(tokens: list[str], after: int, others: tuple[int, ...], lex: Lexicon) -> bool:
    """After the count of people, a count of tables (data ``tables``, the very words; another
    number right before or at the word: digits are no words): "da spielen 24 Leute an 6 Tischen",
    "40 persone a 10 tavoli", "khoảng 40 người, 10 bàn": people spread over tables, an event's
    attendance, not the players of a game (ours is played at one table)."""
    tables = _very_words(tokens, cue_words(lex.lang, "tables"))
    return any(after < p <= after + TABLES_REACH and (p in others or p - 1 in others) for p in tables)


def _attendance(tokens: list[str], at: int, after: int, players: list[tuple[str, ...]], lex: Lexicon,
                others: tuple[int, ...] = ()) -> bool:
    """The number at ``at`` counts people at an event, not a game's players: a word of
    approximation right before it (data ``approximate``: "about 40 people", "circa 40 persone",
    "khoảng 40 người": no rule gives its players roughly), or, after the word for people, a noun
    of who they are to someone (data ``companions``: "ba người bạn", three friends)."""
    approx = phrase_spans(tokens[max(0, at - 3):at], {"a": list(cue_words(lex.lang, "approximate"))})
    if any(b == min(at, 3) for _, b, _ in approx):
        return True
    if others and _at_tables(tokens, after, others, lex):
        return True
    for p in players:
        if tuple(tokens[after:after + len(p)]) == p:
            rest = tokens[after + len(p):after + len(p) + 3]
            if any(a == 0 for a, _, _ in phrase_spans(rest, {"c": list(cue_words(lex.lang, "companions"))})):
                return True
    return _people_not_players(tokens, at, after, players, lex)


def _people_not_players(tokens: list[str], at: int, after: int, players: list[tuple[str, ...]], lex: Lexicon) -> bool:
    """After the number, a noun for people (``claim_cues.people``) that begins the players' word
    and stands without the rest of it (vi "12 người", where a player is "người chơi"), and no
    verb of playing or needing touches the count (``_people_playing``): people counted — a
    delegation, a family at dinner, a class — not the players, though the two words share one."""
    for noun in cues(lex, "people"):
        p = tuple(words(noun))
        if tuple(tokens[after:after + len(p)]) != p or not any(q[:len(p)] == p and len(q) > len(p) for q in players):
            continue
        return not any(tuple(tokens[after:after + len(q)]) == q for q in players) and \
            not _people_playing(tokens, at, after, lex)
    return False


def _people_playing(tokens: list[str], at: int, after: int, lex: Lexicon) -> bool:
    """The number at ``at`` counts people who play: a noun for people right after it
    (``claim_cues.people``: "four people", "tre persone", "шесть человек") with a verb of playing
    or needing, or a word for whom the game is for, touching the two (``claim_cues.people_play``:
    "giocano tre persone", "four people play", "il faut trois personnes", "needs six people");
    not people at the table who watch ("two people sat down to watch while four played")."""
    for noun in cues(lex, "people"):
        p = tuple(words(noun))
        if tuple(tokens[after:after + len(p)]) != p:
            continue
        end = after + len(p)
        for_words = {tuple(words(w)) for w in cues(lex, "players_for") if len(words(w)) == 1 and len(w) <= FOR_CHARS}
        spans = phrase_spans(tokens, {"v": cues(lex, "people_play")})
        touching = [(a, b) for a, b, _ in spans if b == at or a == end]
        if any(tuple(tokens[a:b]) not in for_words for a, b in touching):
            return True
        # "for four people" alone: players only where what is for them is a game or a deal
        # ("un gioco per quattro persone"), not a recipe's or a table's ("ingredienti per 4 persone")
        games = [*cues(lex, "game_for"), *lex.match_words, *_our_names(lex.lang)]
        return bool(touching) and bool(phrase_spans(tokens[:at], {"g": games}))
    return False


def _counts_packets(tokens: list[str], at: int, lex: Lexicon) -> bool:
    """The number at ``at`` counts the packets a hand is dealt in ("20 cartes en deux paquets"):
    a word for a packet right after it (``claim_cues.packet``)."""
    return any(a == 0 for a, _, _ in phrase_spans(tokens[at:at + 1], {"p": cues(lex, "packet")}))


def _counts_players(tokens: list[str], at: int, lex: Lexicon) -> bool:
    """The number at ``at`` counts players ("two players each hold ..."): the very words after it."""
    players = [tuple(words(p)) for p in lex.roles.get("players") or []]
    return any(tuple(tokens[at:at + len(p)]) == p for p in players)


@dataclass(frozen=True)
class Place:
    """A number's place among words: the words, its index, the other numbers' indices."""

    tokens: list[str]
    at: int
    others: tuple[int, ...]
    table: int | None = None      # words to the table's phrase that belongs to this number, if one does
    fola: int | None = None       # ... to the Fola's
    width: int = 0                # the words the number is written in ("four": 1; "12": none)
    opened: bool = False          # its part of the sentence opens a bracket ("la baraja española (cuarenta cartas)")
    apart: tuple[int, ...] = ()   # the other numbers' indices that stand in another part of the sentence (past a comma, a colon)
    part: tuple[int, int] = (0, 0)  # the words of its own part of the sentence (from, to)


def _listed(piece: str, n: Num, m: Num, lex: Lexicon) -> bool:
    """Two numbers of one list ("2 or 4 players", "36 или 52 листа", "2, 3, 4"): near each
    other, nothing but "and", "or" or a range word between them ("12 cartas e outras três" is
    no list)."""
    a, b = (n, m) if n.start < m.start else (m, n)
    between = words(piece[a.end:b.start])
    joins = {norm(w) for w in (*lex.and_words, *lex.or_words, *lex.range_words)}
    return len(between) <= NEAR_NUMBER and all(w in joins for w in between)


def _attached(text: str, nums: list[Num], phrases: list[str], after_only: bool = False,
              each: list[str] | None = None, ands: list[str] | None = None,
              ors: list[str] | None = None) -> dict[int, int]:
    """Number's start → how many words from it a phrase of ``phrases`` stands ("on the
    table"), for the number each phrase belongs to: the nearest within CUE_REACH words either
    side (``after_only``: after it), one in the phrase's own piece of the sentence first
    ("ricevono 12 carte, e in tavola se ne mettono 4": the table is the 4's; "Mỗi người nhận 12
    lá, trên bàn lật ngửa 4 lá": so it is)."""
    tokens = words(text)
    starts = [m.start() for m in TOKEN.finditer(text)]
    out: dict[int, int] = {}
    for a, b, _ in phrase_spans(tokens, {"t": phrases}):
        if ors and phrase_spans(tokens[b:b + 1], {"o": ors}):
            continue            # "vão para a mesa ou para as mãos": the table or another place, the count is both's
        piece = _piece(text, starts[a])
        near = []
        for n in nums:
            at = _index(text, n)
            # (a number in words is no word between it and the phrase: "três ficam … na mesa" as "3 ficam …")
            gap = a - at - _width(n) if at + _width(n) <= a else -1 if after_only else at - b
            elsewhere = _piece(text, n.start) != piece
            if elsewhere and ";" in text[min(n.end, starts[a]):max(n.start, starts[a])]:
                continue        # "21 each, 84 in all; the Fola keeps 13": another clause's number
            if elsewhere and each and phrase_spans(words(PIECE.split(text)[_piece(text, n.start)]), {"e": each}):
                continue        # "Ad ogni giocatore vengono distribuite tre carte, il restante ... al centro del tavolo": each player's
            if each and phrase_spans(words(text[n.end:])[:EACH_AFTER], {"e": each}):
                continue        # "3 carte ciascuno e lascia una carta scoperta sul tavolo": each player's, not the table's
            if each and ands and at + _width(n) <= a and _each_then_another(tokens, at, a, each, ands):
                continue        # "each player is dealt three cards and the next card goes to the table": the
                # number is each player's; another subject, after 'and', goes to the table
            if 0 <= gap <= CUE_REACH:
                near.append((elsewhere, gap, n.start))
        if after_only and near and all(e for e, _g, _s in near) and \
                any(_piece(text, n.start) == piece and 0 <= _index(text, n) - b <= CUE_REACH for n in nums):
            continue            # "всем по 21 карте, в Fola осталось 13": the Fola's own clause gives its number after it
        if near:
            _, gap, start = min(near)
            out[start] = min(gap, out.get(start, gap))
    return out


EACH_AFTER = 2          # words after a number that say it is each player's ("3 carte ciascuno", "3 cards each")


def _each_then_another(tokens: list[str], at: int, table_at: int, each: list[str], ands: list[str]) -> bool:
    """Between the number at ``at`` and the table's phrase at ``table_at`` a word for 'and' opens
    another clause, and the number's own part (from the sentence's start or last 'and' before it
    to that 'and') says it is per player ("Cada jogador recebe 10 cartas e 12 vão para a mesa",
    "si danno tre carte a testa e la successiva va in tavola"): the number is each player's."""
    between = [i for i in range(at + 1, table_at) if tokens[i] in ands]
    if not between:
        return False
    start = max((i + 1 for i in range(at) if tokens[i] in ands), default=0)
    return bool(phrase_spans(tokens[start:between[0]], {"e": each}))


def _fola_past_semicolon(text: str, start: int, end: int, lex: Lexicon) -> bool:
    """The Fola is named only in another clause than the number's, past a semicolon; not the
    clause right before one that refers back to it before the number (data
    ``claim_cues.refers_back``: "das sind", "that makes", "ce sont", "sono")."""
    pattern = _fola_words(lex.lang)
    if pattern is None:
        return False
    head = text[:start].rsplit(";", 1)
    clause = head[-1] + text[start:end] + text[end:].split(";", 1)[0]
    if len(head) == 2 and pattern.search(head[0].rsplit(";", 1)[-1]) and \
            phrase_spans(words(head[-1]), {"r": cues(lex, "refers_back")}):
        return False    # "… bilden die Fola; vor dem Rauben sind das 12 Karten": the clause before names it, this one refers back
    return not pattern.search(clause) and bool(pattern.search(text))


@functools.cache
def _fola_words(lang: str) -> re.Pattern | None:
    from .lexicon import lexicon

    fola = [re.escape(w) for w in lexicon(lang).roles.get("fola") or []]
    return re.compile(rf"(?i)(?<!\w)(?:{'|'.join(fola)})") if fola else None


def _piece(text: str, at: int) -> int:
    return len(PIECE.findall(text, 0, at))


def _numbers(text: str, lex: Lexicon) -> list[Num]:
    """Numbers that may count something: not "one" in words, not a footnote marker ("[1]")."""
    return [n for n in find_numbers(text, lex.lang) if not (n.word and n.value <= 1)
            and not text[:n.start].endswith("[")]


def card_spans(text: str, lex: Lexicon, deck) -> list[tuple[int, int]]:
    """Where the sentence names a card by its rank and its suit ("un 4 di Bastoni", "Kuppien
    kuutonen"): a number there is the card's rank, no amount."""
    return [(w.start, w.end) for w in card_words(text, lex, deck) if w.rank and w.suit]


def rank_lists(text: str, lex: Lexicon) -> set[int]:
    """Where the numbers of the sentence's lists of ranks start (``_rank_lists``)."""
    return _rank_lists(text, _numbers(text, lex), lex)


SENTENCE_STOP = re.compile(r"[.!?？。]")
CLAUSE_STOP = re.compile(r"[,;:.!?？()]")


def not_stated(text: str, start: int, end: int, lex: Lexicon) -> bool:
    """The number at ``start``–``end`` is no amount the sentence states as a rule: it is a given of
    a question ("a team has taken 47 cards: how many points does it add?"; the answer, after the
    question mark, is read as any sentence) or of a case a label opens ("Questão 9. Uma dupla está
    45 pontos à frente ...": ``numbers.example_opening``), or it stands in a negated clause and is no bound
    ("not with a pack of 40 cards", "on ne joue jamais à trois"): what the rule is not, so a
    number other than ours agrees with it. A bound keeps its reading ("never more than 15" is
    at most 15), and so does a negation the language closes with a word for 'only' ("on ne joue
    qu'avec 40 cartes")."""
    stop = SENTENCE_STOP.search(text, end)
    if stop and stop.group() in "?？" or example_opening(text, lex.lang):
        return True         # (a sentence opened by an example's or exercise's label: its givens)
    clause = words(CLAUSE_STOP.split(text[:start])[-1])
    spans = negation_spans(clause, lex)
    if phrase_spans(clause[-3:], lex.qualifiers):
        return False
    if not spans:
        # "Le 52 carte del mazzo francese qui non servono", "braucht man dafür nicht": the
        # clause's verb negated after the number, before any word for 'and' opens another clause
        rest = words(CLAUSE_STOP.split(text[end:])[0])
        glue = {norm(w) for w in lex.and_words}
        rest = rest[:next((i for i, w in enumerate(rest) if w in glue), len(rest))]
        nobody = {a for a, _, _ in phrase_spans(rest, {"n": list(cue_words(lex.lang, "nobody"))})}
        after = [a for a in negation_spans(rest, lex) if a not in nobody]     # "the 15 cards nobody was dealt": a relative clause's subject
        if after and phrase_spans(rest, {"u": list(cue_words(lex.lang, "undealt"))}):
            return False    # "15 Karten werden nicht ausgeteilt": the cards left undealt, counted
        only = example_cues(lex.lang).get("only_after_negation", ())
        return bool(after) and not phrase_spans(rest[after[0] + 1:], {"o": list(only)})
    # "Nicht ausgeteilt bleiben 15 Karten": the cards left undealt named, no count denied
    undealt = [a for a, _, _ in phrase_spans(clause, {"u": list(cue_words(lex.lang, "undealt"))})]
    if spans[-1] in undealt or spans[-1] - 1 in undealt:
        return False
    only = example_cues(lex.lang).get("only_after_negation", ())
    return not phrase_spans(clause[spans[-1] + 1:], {"o": list(only)})


def ahead_by(text: str, start: int, lex: Lexicon) -> bool:
    """The number at ``start`` is a gap in the score: a side said ahead or behind within two words
    of it ("I was ahead by 20", "johdin 20 pisteellä", "führte ich mit 20": data ``ahead``). A
    score told during play, no amount of a rule. (Not after a word for the gap itself, "our lead
    was then 46": an example's new gap, which the examples reader settles.)"""
    clause = words(CLAUSE_STOP.split(text[:start])[-1])
    if not clause:
        return False
    return any(len(clause) - b <= 2 for _, b, _ in phrase_spans(clause, {"a": cues(lex, "ahead")}))


def _upper_bound(piece: str, n: Num, lex: Lexicon) -> bool:
    """"at most 13", "fino a tredici": an upper bound right before the number."""
    before = words(piece[:n.start])[-3:]
    return any(k == "at_most" and b == len(before) for _, b, k in phrase_spans(before, lex.qualifiers))    # not "voltar a 21": down to


def _bounded(piece: str, n: Num, lex: Lexicon) -> bool:
    before = words(piece[:n.start])[-3:]
    return bool(phrase_spans(before, lex.qualifiers))


def _role(here: Place, there: Place, lex: Lexicon, alone: bool, whole: bool) -> str | None:
    """The role the words around a number give it (nearer to it than to another number):
    ``players`` right after it; for a count of cards, the table or the Fola (anywhere in the
    sentence: "der Rest, zwölf Karten, kommt offen auf den Tisch"; the Fola also without
    "cards": "la Fola, sono quindici"), the pack (a word that is also the dealer's is not the
    pack: it "mazziere", "mazzo"), or, when it is its clause's only number, each player's hand."""
    roles = lex.roles
    tokens, at = here.tokens, here.at
    players = [tuple(words(p)) for p in roles.get("players") or []]
    after = at + here.width
    if _attendance(tokens, at, after, players, lex, here.others):
        return None             # "khoảng 40 người", "about 40 people", "ba người bạn": who came, no players
    if any(tuple(tokens[after:after + len(p)]) == p for p in players):     # the very words, not a stem ("Spiel")
        # "each team has 2 players", "squadre di 2 giocatori": a team's players; not "four players
        # in partnerships", where the teams come after the count
        return None if any(a < at for a, _, _ in phrase_spans(tokens, {"t": roles.get("teams") or []})) else "players"
    if _people_playing(tokens, at, after, lex):
        return None if any(a < at for a, _, _ in phrase_spans(tokens, {"t": roles.get("teams") or []})) else "players"
    points = bool(phrase_spans(there.tokens, {"v": lex.value_headers}))
    cards = (_near(tokens, at + max(0, here.width - 1), lex.cards, 0, CARDS_REACH) or _more_cards(tokens, at + here.width, there.tokens, lex)) \
        and not points
    dealt = bool(phrase_spans(there.tokens, {"d": [*(roles.get("dealt") or []), *rule_cues(lex, "dealt_at_start")]})) or \
        bool(phrase_spans(there.tokens, {"d": cues(lex, "dealt")}) and
             phrase_spans(there.tokens, {"e": [*lex.each, *cues(lex, "each")]}))
    # "si danno dieci carte a testa e sei in tavola": what each player holds and what goes to the table, the deal
    if dealt and not points and there.table is not None and (cards or there.table <= TABLE_CLOSE):
        return "table"          # dealt to the table, not a table during play ("a table of 5 cards")
    fola = roles.get("fola") or []
    if not points and not cards and _counts_other(tokens, after, lex):
        fola = []               # "two versicole declared, the Fola turned face up": the versicole's count
    if not points and fola and not _names_trump(there, lex) and (
            _near(there.tokens, there.at, fola, FOLA_REACH if not cards else CUE_REACH, CUE_REACH if cards else 0, there.others) or
            _near_as_near(there, fola, FOLA_REACH if not cards else CUE_REACH, CUE_REACH if cards else 0) or
            there.fola is not None and phrase_spans(there.tokens, {"c": lex.cards})):
        return "fola"           # also named after it, in a sentence about cards: "le carte che avanzano, dodici,
        # formano la Fola" (not a number that names a trump: "takes trump 29 from the Fola")
    bare = not cards and _bare_share(tokens, at, at + here.width, lex, there.tokens[:there.at])
    if not cards and not bare:
        return None
    dealer = {i for t in lex.terms.get("dealer") or [] for i, _, _ in phrase_spans(tokens, {"d": [t]})}
    packets = {a for a, _, _ in phrase_spans(tokens, {"k": cues(lex, "packet")})}     # "in due mazzetti": a packet, not the pack
    decks = [a for a, _, _ in phrase_spans(tokens, {"p": roles.get("deck") or []}) if a not in dealer and a not in packets]
    if _packs_not_cards(tokens, at, here.width, decks, lex):
        return None
    if whole and not bare and any(abs(a - at) <= 3 for a in decks) and \
            not phrase_spans(tokens, {"d": [*(lex.terms.get("draw") or []), *(lex.terms.get("capture") or [])]}):
        return "deck"           # not "pesca 2 carte dal mazzo": cards drawn from the pack
    if whole and cards and alone and _pack_holds(here, there, decks, dealer, lex):
        return "deck"
    held = cues(lex, "hand_words")
    dealt = dealt or bool(phrase_spans(tokens, {"d": [*cues(lex, "dealt"), *held]})) or \
        any(at <= a <= at + CARDS_REACH for a, _, _ in phrase_spans(tokens, {"p": rule_cues(lex, "hand_per_player")})) or \
        _cards_apiece(tokens, at + here.width, lex) or bare and _per_person(tokens[at + here.width:], lex) or \
        cards and _person_before(tokens, at, lex)
    # "5 cards per player" (a table's "Cards per player | 5"): the noun phrase names the hand
    per_player = phrase_spans(tokens, {"e": [*lex.each, *cues(lex, "each"), *([] if bare else held)]})
    if alone and dealt and per_player and not phrase_spans(tokens, {"n": lex.not_whole}) and \
            not phrase_spans(tokens, {"t": roles.get("teams") or []}) and \
            not any(find_term(tokens, t, lex.compounds) is not None for t in lex.terms.get("suit") or []):
        return "hand"           # "each player gets 12", "a hand of three", "12 a testa"; not "each team has 26", "each suit holds ten cards"
    return None


def _names_trump(there: Place, lex: Lexicon) -> bool:
    """The word right before the number is one for a trump, in any of its forms the data gives
    (the glossary's term, ``claim_cues.trump_numeral``: fi "valtin 29", the trump 29's accusative):
    the number names a trump, it counts nothing ("takes trump 29 from the Fola")."""
    before = there.tokens[max(0, there.at - 1):there.at]
    return bool(before) and bool(phrase_spans(before, {"t": [*(lex.terms.get("trump") or []), *cues(lex, "trump_numeral")]}))


def _near_as_near(there: Place, table: list[str], before: int, after: int) -> bool:
    """A phrase of ``table`` within reach of the number in its own part of the sentence (between
    commas, colons, semicolons), nearer to it than to any other number there, whatever the numbers
    of the other parts: "всем по 21 карте, в Fola осталось 15", "pakassa on 97, joten Folaan jää
    15": the Fola's own clause gives it its number."""
    own = [o for o in there.others if o not in there.apart]
    return any(there.at - before <= a <= there.at + after and there.part[0] <= a < there.part[1]
               and all(abs(a - there.at) < abs(a - o) for o in own)
               for a, _, _ in phrase_spans(there.tokens, {"c": table}))


def _cards_apiece(tokens: list[str], after: int, lex: Lexicon) -> bool:
    """A number, a word for cards right ``after`` it, and right after that a phrase for "per
    player" (``claim_cues.each``: "a testa", "an jeden", "par joueur"; not a bare word for each,
    "four suits of ten cards each"): "quattro carte a testa", a hand named by a noun phrase, with no
    verb of dealing (nor one of drawing or taking: "si pescano due carte a testa" are the cards
    drawn)."""
    ends = [b for a, b, _ in phrase_spans(tokens[after:after + CARDS_REACH], {"c": lex.cards}) if a == 0]
    if not ends or phrase_spans(tokens, {"d": [*(lex.terms.get("draw") or []), *(lex.terms.get("capture") or [])]}):
        return False
    return _per_person(tokens[after + ends[0]:], lex)


PER_PLAYER_WORDS = 4    # words of a phrase for "per player" ("a ciascun giocatore", "to each of the players")
PERSON_GAP = 2          # words between a phrase for "per player" and the count after it (a word for players, ru "по")


def _person_before(tokens: list[str], at: int, lex: Lexicon) -> bool:
    """A phrase for "per player" (``claim_cues.each``) right before the number, nothing between
    but a word for players or a distributive word ("Каждому по пять карт", "A cada uno cinco
    cartas", "Jedem Spieler fünf Karten", "Kullekin viisi korttia", "À chacun cinq cartes"): the
    noun phrase says each player's cards, with no verb of dealing. Not a bare word for each
    written as the data has it right before the number (ru "по", de "je": "в каждой масти по
    10 карт", ten cards per suit; the distributive word quantifies the noun, the person is
    named elsewhere or not at all)."""
    between = {norm(w) for p in [*(lex.roles.get("players") or []), *cues(lex, "each")] for w in words(p)}
    bare = {tuple(words(w)) for w in lex.each}
    return any(0 <= at - b <= PERSON_GAP and all(t in between for t in tokens[b:at]) and
               not (b == at and tuple(tokens[a:b]) in bare)
               for a, b, _ in phrase_spans(tokens[:at], {"e": cues(lex, "each")}))


COUNTED_CONCEPTS = ("versicola", "trick", "resto", "bonus")     # nouns a number may count that are no cards


def _counts_other(tokens: list[str], after: int, lex: Lexicon) -> bool:
    """The word right after a number is a noun of something else it counts (a versicola, a
    trick, a resto, a bonus: the glossary's terms; points, data ``value_headers``): "two
    versicole declared", "tre prese", "три resti" count those, no cards of the Fola."""
    nxt = tokens[after:after + 1]
    if not nxt:
        return False
    return any(find_term(nxt, t) == 0 for c in COUNTED_CONCEPTS for t in lex.terms.get(c) or [] if " " not in t) or \
        bool(phrase_spans(nxt, {"v": lex.value_headers}))


PACK_AFTER_CARDS = 4        # words from "cards" to the pack they are of ("cards of the Spanish deck"), a short link word (LINK_CHARS) right after the cards


def _pack_holds(here: Place, there: Place, decks: list[int], dealer: set[int], lex: Lexicon) -> bool:
    """The pack's count said of the pack farther from it: "El mazo de las Minchiate está
    compuesto de noventa y siete cartas", "Колода для минкьяте состоит из 97 карт" (a word of
    what it is made of, ``claim_cues.pack_holds``, between the pack and the number, nothing
    dealt, held or put on the table in that part of the sentence); or in brackets right after
    the pack: "la baraja española (cuarenta cartas)"."""
    roles = lex.roles
    if here.opened and here.at <= 1:
        before = [a for a, _, _ in phrase_spans(there.tokens[:there.at], {"p": roles.get("deck") or []})]
        if any(0 < there.at - a <= 3 for a in before):
            return True
    holds = [a for a, _, _ in phrase_spans(here.tokens[:here.at], {"h": cues(lex, "pack_holds")})]
    cards = [b for a, b, _ in phrase_spans(here.tokens, {"c": lex.cards}) if 0 <= a - here.at - here.width < 1]
    # "the 48 cards of the Spanish deck", "le 40 carte del mazzo": the pack named after its cards, a
    # short link word right after them ("of", "del", "de la")
    of_pack = any(0 < d - b <= PACK_AFTER_CARDS and len(here.tokens[b]) <= LINK_CHARS for b in cards for d in decks)
    if not of_pack and not any(0 < here.at - d <= CUE_REACH and any(d < h for h in holds) for d in decks):
        return False
    other = [*(roles.get("dealt") or []), *cues(lex, "dealt"), *lex.each, *cues(lex, "each"), *cues(lex, "hand_words"),
             *(roles.get("table") or []), *(roles.get("fola") or []), *(lex.terms.get("draw") or []),
             *(lex.terms.get("capture") or [])]
    return not phrase_spans(here.tokens, {"o": other})     # not "take 2 cards of the deck"


def tricks_stated(engine, text: str, lex: Lexicon) -> list[tuple[int, int]]:
    """(tricks stated, the spec's tricks) where the sentence says a deal of another length."""
    want = engine_facts.facts(engine).get("tricks.count")
    said = tricks_said(engine, text, lex)
    return [(v, want) for v in said if v != want] if len(said) == 1 else []


def tricks_said(engine, text: str, lex: Lexicon) -> set[int]:
    """(tricks stated, the spec's tricks) for a sentence that says how many tricks a deal lasts:
    a number right before a trick word (data ``trick_counts``) in a sentence with a word of the
    whole deal (``whole_deal``: "lasts", "in all"); not the tricks a side takes in an example,
    not a bound, a list or a variant, nor some of a deal's tricks ("the last three tricks":
    ``claim_cues.part_of_deal``)."""
    want = engine_facts.facts(engine).get("tricks.count")
    sentence = words(text)
    if not isinstance(want, int) or not phrase_spans(sentence, {"w": [*lex.whole_deal, *cues(lex, "whole_deal"),
                                                                   *rule_cues(lex, "whole_deal")]}) or \
            phrase_spans(sentence, {"v": lex.variant}):
        return set()
    tricks = [tuple(words(p)) for p in lex.trick_counts if words(p)]
    # words for a round that count tricks or a match's deals ("mani", "rounds"): tricks only where
    # more than a match counts ("the game consists of 24 rounds"; not "3 rounds")
    rounds = [tuple(words(p)) for p in cues(lex, "trick_counts") if words(p)]
    from .facts import MATCH_DEALS
    said = set()
    part = [tuple(words(c)) for c in cues(lex, "part_of_deal") if words(c)]
    for piece in PIECE.split(text):
        nums = _numbers(piece, lex)
        tokens = words(piece)
        for n in nums:
            at = _index(piece, n) + _width(n)
            kinds = [*tricks, *(rounds if n.value > MATCH_DEALS else [])]
            counted = next((p for p in kinds if tuple(tokens[at:at + len(p)]) == p), None)
            if counted is not None and not _of_drawing(tokens[at + len(counted):at + len(counted) + OF_REACH], lex) and \
                    not _of_drawing(tokens[max(0, at - _width(n) - DRAWN_REACH):at - _width(n)], lex) and \
                    not _bounded(piece, n, lex) and \
                    not any(m is not n and _listed(piece, n, m, lex) for m in nums) and not _tallied(piece, n, lex) \
                    and not _said_before(tuple(words(piece[:n.start])[-PART_REACH:]), part):    # "the last three tricks"
                said.add(n.value)
    return said


OF_REACH = 3                # words after a count's noun where what it is of is named ("17 rounds of drawing")
DRAWN_REACH = 3             # words before the count where a verb of drawing makes them rounds of drawing ("drawn in 17 rounds")


def _of_drawing(after: list[str], lex: Lexicon) -> bool:
    """The rounds counted are rounds of drawing ("after 17 rounds of drawing", "17 mani di
    pescata"; or the drawing told just before the count: "34 cards are drawn in 17 rounds", "se
    roban en 17 rondas"): draws from the stock, not the deal's tricks."""
    return bool(after) and bool(phrase_spans(list(after), {"d": lex.terms.get("draw") or []}))


def _said_before(before: tuple[str, ...], phrases: list[tuple[str, ...]]) -> bool:
    """One of ``phrases`` stands among the words ``before``, as written (not by its stem: "last",
    not "lasts")."""
    return any(before[i:i + len(p)] == p for p in phrases for i in range(len(before) - len(p) + 1))


PART_REACH = 2              # words between "last" / "first" and the count of tricks they make a part of a deal
TALLY_REACH = 4             # words from a side's count to the other side's ("14 prese contro le loro 7")


def _tallied(piece: str, n, lex: Lexicon) -> bool:
    """``n`` is one side's count against the other's ("fourteen tricks to their seven"): two
    values set against each other, as ``examples.compared`` reads them."""
    from .examples import compared

    return compared(piece, n, lex, TALLY_REACH)
