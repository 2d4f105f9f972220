"""Passages about a variant our rules do not have: "with four players, the player on the dealer's
right leads" states the four-player game's rule, not ours for two; "in some regions the
non-dealer leads" states how others play. What such a passage states is at most a warning (the
evidence quoted), never an error.

A passage is about another variant when it, or the heading it stands under, counts players with
a number other than the game's (per-language data: ``players`` in ``rules/checker/<lang>.yaml``,
the words a count of players is of), or when it says whose practice it reports (``elsewhere``:
"some players", "in some regions", "traditionally"), or it names another game and not ours
("unlike Scopa": ``other_games`` in ``rules/checker/site.yaml``), or its heading names a variant
(``variant``), or it or its heading says it is no rule ("advice, not a rule"; "things that are not
the rules": ``clause_cues.not_rules``), or it calls a practice a habit or a custom, as does the
sentence after it in its paragraph ("Nonno plays best of three. That's his habit":
``clause_cues.habit``), or the sentence after it asks whether it is right ("They play to 51. Is
that wrong?": ``clause_cues.asks_right``). A passage is about another place or time when it names a country other than Italy
(CLDR's territory names in the text's language: "in Spain the two of trumps may be exchanged") or
dates what it tells with a year ("in the 1970s a 40-card Brescian pack was printed"), or stands
under a heading that does, or that says it tells history (``history``).
"""

from __future__ import annotations

import functools
import re

from .document import Segment
from .lexicon import Lexicon, cue_block, lexicon, norm, site_data
from .memo import per_object, readings
from .numbers import SOURCE_LABEL_WORDS, YEARS, find_numbers
from .placement import named_games
from .reported import habit_before_ours, reported_practice
from .terms import TOKEN, phrase_spans, practice_before_ours, word_matches, words
from .terms import _others_practice_framed as practice_set_aside

MOST_PLAYERS = 12          # no card game of ours or of others is played by more: a larger number before a word for players is a score or a total
PLAYER_WORD_GAP = 1        # "four players", "a 4 giocatori", "four-player game"
CLAUSE_GAP = re.compile(r"[,;:.!?()\[\]–—]")    # "if it ends 60–60, the player who ...": no count of players
OTHER_PLAYERS = "players"  # why a passage is a variant: another number of players
OTHERS_PRACTICE = "elsewhere"   # it reports how others play, or stands under a variant heading
OTHER_GAME = "other game"       # it names another game and not ours ("In Scopa, capturing is compulsory")
REFUTED = "refuted"             # the text marks it as false ("Myth: ...", a sentence then "Wrong!")
PROPOSED = "proposed"           # a rule someone proposes ("I propose that capturing be compulsory")
NARRATED = "narrated"           # what happened on an evening the text tells ("yesterday I had to capture")
REPLACED = "replaced"           # what held until a version the text tells of ("Bisher spielte der Geber zuerst aus. Jetzt ...")


def player_counts(text: str, lex: Lexicon) -> set[int]:
    """The numbers of players the text speaks of: a number right before a word for players."""
    if not lex.players:
        return set()
    tokens = words(text)
    spans = phrase_spans(tokens, {"players": lex.players})
    if not spans:
        return set()
    starts = [m.start() for m in TOKEN.finditer(text)]
    out = set()
    numbers = find_numbers(text, lex.lang)
    classifiers = {norm(c) for c in lex.classifiers}
    for i, n in enumerate(numbers):
        if n.value < 2 or n.value > MOST_PLAYERS:
            continue            # "from one player to the next", "one player takes": no game of one; "at 60–60 the player with more tricks": a score
        before = TOKEN.findall(text[:n.start])[-1:]
        if before and norm(before[0]) in classifiers:
            continue            # a card's number after its classifier ("lá 5 mà người chơi trước ..."): no count
        after = sum(1 for s in starts if s < n.end)     # the index of the first token after the number
        if any(0 <= a - after <= PLAYER_WORD_GAP and a < len(starts) and not CLAUSE_GAP.search(text, n.end, starts[a])
               for a, _, _ in spans):
            out.add(n.value)
            out |= _listed_before(text, numbers[:i], n.start, lex)
    return out


ARTICLE = 3                # a word this short between listed numbers is an article ("i", "the", "les")
LIST_GAP = 3               # words between two numbers of a list ("2 o i 4 giocatori", "two, three or four players")


def _listed_before(text: str, numbers: list, start: int, lex: Lexicon) -> set[int]:
    """The numbers listed right before a count of players ("tra i 2 o i 4 giocatori": 2 as well
    as 4): each separated from the next by a comma or a word for "or" / "and" and at most
    ``LIST_GAP`` words, all of them joins or articles ("con 2 carte, 4 giocatori" lists nothing)."""
    joins = {norm(w) for w in (*lex.or_words, *lex.and_words)}
    out: set[int] = set()
    for n in reversed(numbers):
        between = text[n.end:start]
        gap = words(between)
        if len(gap) > LIST_GAP or not ("," in between or any(w in joins for w in gap)) \
                or any(w not in joins and len(w) > ARTICLE for w in gap):
            break
        out.add(n.value)
        start = n.start
    return out


def heading_player_counts(text: str, lex: Lexicon) -> set[int]:
    """The numbers of players a heading names without a word for players: a number right after
    one of ``players_before`` ("Briscola a tre", "Le jeu à quatre", "Briscola for four")."""
    if not lex.players_before:
        return set()
    before = {norm(w) for w in lex.players_before}
    return {n.value for n in find_numbers(text, lex.lang)
            if (w := TOKEN.findall(text[:n.start])) and norm(w[-1]) in before}


OUR_COUNTRIES = {"IT", "SM", "VA"}    # where our variant is played: a rule said of Italy is ours
PERSONS = {"JO", "GE", "TD"}          # Jordan, Georgia, Chad: players' names in a story as often as countries
STEM_FROM = 5                # a country's name this long may take a case ending ("в Испании", "Espanjassa")
CASE_ENDING = 4              # letters a case ending puts after the name's stem ("Espanj-assa")


@functools.cache
def _countries(lang: str) -> tuple[dict[str, list[tuple[str, ...]]], frozenset[str]]:
    """The names of countries other than ours in ``lang``: those said as they are (token tuples,
    by their first word) and the stems of those that may take a case ending (a name of one word
    of at least ``STEM_FROM`` letters, without its last letter)."""
    from babel import Locale

    exact: dict[str, list[tuple[str, ...]]] = {}
    stems = set()
    for code, name in Locale.parse(lang).territories.items():
        if len(code) != 2 or not code.isalpha() or code in OUR_COUNTRIES | PERSONS or "(" in name:
            continue
        tokens = words(name)
        if not tokens or len(tokens) == 1 and len(tokens[0]) < STEM_FROM:
            continue
        if len(tokens) == 1:
            stems.add(tokens[0][:-1])
        else:
            exact.setdefault(tokens[0], []).append(tokens)
    return exact, frozenset(stems)


@functools.lru_cache(maxsize=1 << 14)
def _foreign_place(text: str, lang: str) -> bool:
    names = [norm(m.group()) for m in TOKEN.finditer(text) if m.group()[0].isupper()]
    if not names:
        return False
    exact, stems = _countries(lang)
    if any(t[:n] in stems for t in names for n in range(max(1, len(t) - CASE_ENDING), len(t) + 1)):
        return True
    tokens = words(text)
    return any(tokens[i:i + len(name)] == name for t in set(names) for name in exact.get(t, ())
               for i in range(len(tokens) - len(name) + 1))


def foreign_place(text: str, lex: Lexicon) -> bool:
    """The text names a country other than Italy, capitalised as a name ("en buena parte de
    España", "во Франции", "Espanjassa")."""
    return _foreign_place(text, lex.lang)


def dated(text: str) -> bool:
    """The text dates what it tells with a year in digits (the years :func:`find_numbers` leaves
    out): history, not a rule."""
    return bool(YEARS.search(text))


def another_place_or_time(text: str, lex: Lexicon) -> bool:
    return foreign_place(text, lex) or dated(text)


ADJECTIVE_REACH = 1     # words between a country's adjective and the game's name it qualifies


def foreign_variant(text: str, lex: Lexicon, game) -> bool:
    """The game's name qualified by an adjective of another country than Italy ("Spanish Brisca",
    "la brisca española", "в испанской бриске": a word opening with ``clause_cues.foreign_adjective``
    right before or after the name): how the game is played elsewhere. Not "the Spanish pack"."""
    stems = tuple(norm(x) for x in _clause_cues(lex.lang, "foreign_adjective"))
    if not stems:
        return False

    names = tuple(site_data().get("our_game_stems") or ())
    tokens = words(text)
    return any(w.startswith(stems) and any(t.startswith(names) for t in tokens[max(0, i - ADJECTIVE_REACH):i + 1 + ADJECTIVE_REACH])
               for i, w in enumerate(tokens))


@functools.cache
def _phrases(cues: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    return tuple(p for p in (tuple(norm(w) for w in TOKEN.findall(c)) for c in cues) if p)


def says_any(text: str, cues: list[str]) -> bool:
    """One of the ``cues`` occurs in the text as whole words, uninflected ("traditionally" is a
    cue, "the traditional pack" is not)."""
    return _says_any(text, tuple(cues))


@functools.cache
def _numbered(cues: tuple[str, ...]) -> tuple[tuple[tuple[str, ...], re.Pattern], ...]:
    """The cues that hold a number ("the standard 78-card": the tarot pack a Minchiate text
    compares its own with), each with a pattern of its digits: the words alone ("the standard …
    card") would read "the standard 40-card deck" too, a pack stated, no comparison."""
    out = []
    for c in cues:
        digits = re.findall(r"\d+", c)
        p = tuple(norm(w) for w in TOKEN.findall(c))
        if digits and p:
            out.append((p, re.compile("".join(rf"(?<!\d){d}(?!\d)\D*?" for d in digits))))
    return tuple(out)


@functools.lru_cache(maxsize=1 << 8)
def _by_first_word(cues: tuple[str, ...]) -> dict[str, tuple[tuple[tuple[str, ...], re.Pattern | None], ...]]:
    """``cues``' phrases (``_phrases``) by their first word, each with the pattern of its digits
    (``_numbered``) or None: a sentence is tried only for the phrases that start with one of its
    words, not for every cue of the list (a list of a few hundred, asked of every sentence of a page
    for each game it may be about)."""
    numbered = dict(_numbered(cues))
    out: dict[str, list] = {}
    for p in _phrases(cues):
        out.setdefault(p[0], []).append((p, numbered.get(p)))
    return {k: tuple(v) for k, v in out.items()}


@functools.lru_cache(maxsize=1 << 14)
def _says_any(text: str, cues: tuple[str, ...]) -> bool:
    tokens = words(text)
    index = _by_first_word(cues)
    return any(tokens[i:i + len(p)] == p and (digits is None or digits.search(text))
               for first in index.keys() & set(tokens) for p, digits in index[first]
               for i in range(len(tokens) - len(p) + 1))


@functools.cache
def _disowned(lang: str) -> tuple[list[str], list[str], list[str], list[str]]:
    """Words saying that what a passage tells is no rule ("not the rules", "advice, not a rule":
    data ``clause_cues.not_rules``), words calling a practice a habit or a custom ("that's his
    habit", "just a different custom": ``clause_cues.habit``), a question's words asking
    whether it is right ("is that wrong?": ``clause_cues.asks_right``), and a demonstrative with
    a word for variants, which calls the practice told before a variant ("we don't use these
    variants": ``clause_cues.variants_back``)."""
    from .lexicon import cue_block

    block = cue_block(lang, "clause_cues")
    return list(block.get("not_rules", ())), list(block.get("habit", ())), list(block.get("asks_right", ())), \
        list(block.get("variants_back", ()))


def believed_now(text: str, lang: str) -> bool:
    """Others said to hold what the sentence tells, in the present: a word for many, some or
    beginners (data ``clause_cues.belief_who``) with a verb of believing or saying at most three
    words after it (``belief_verbs``: "a lot of players assume", "mucha gente cree", "viele Leute
    meinen"), a belief, no rule of ours (the fixed phrases of ``belief_now`` read the same)."""
    who, verbs = _phrases(tuple(_clause_cues(lang, "belief_who"))), _phrases(tuple(_clause_cues(lang, "belief_verbs")))
    if not who or not verbs:
        return False
    tokens = words(text)
    present = set(tokens)
    ends = [i + len(p) for p in who if p[0] in present for i in range(len(tokens) - len(p) + 1)
            if tokens[i:i + len(p)] == p]
    return any(tokens[j:j + len(v)] == v for e in ends for v in verbs for j in range(e, min(e + 4, len(tokens))))


HOLDER_REACH = 3            # words from a quantifier or "according to" to the holder it names ("in alcune osterie bresciane", "some of the clubs")
SOMEONE_REACH = 2           # words between an indefinite person and a holder next to it ("qualcuno al circolo", "at the village bar someone")
OLD_REACH = 2               # words between a word of age and the holder it qualifies ("old rule books", "libros antiguos")
HOLDER_ENDING = 5           # letters an inflection puts after a holder's stem ("kylissä", "бабушки", "villages")
USED_TO_BE = 2              # words before "used to" where a form of "be" makes it a passive ("are only used to break ties")
FORMERLY_AT = 1             # a word of time past opens the sentence (after one word at most: "Und früher …")


@functools.cache
def _framing(lang: str) -> tuple:
    """The cue data of :func:`framed_as_others`, tokenised once."""
    def toks(key: str) -> tuple[tuple[str, ...], ...]:
        return _phrases(tuple(_clause_cues(lang, key)))
    some, old, according, someone = toks("others_some"), toks("old"), toks("according_to"), toks("others_someone")
    return (some, _holder_words(toks("holders"), lang), _holder_words(toks("sources"), lang), old, according,
            tuple(_clause_cues(lang, "not_so_here")), toks("formerly"), toks("used_to"),
            frozenset(norm(w) for w in _clause_cues(lang, "formerly_not_after")),
            tuple(_clause_cues(lang, "others_alone")), frozenset(p[0] for p in (*some, *old, *according, *someone)),
            someone, _phrases(tuple(lexicon(lang).condition)))


def _holder_words(holders: tuple[tuple[str, ...], ...], lang: str) -> tuple[re.Pattern | None, tuple]:
    """Holders of one word as one pattern (a stem, then up to ``HOLDER_ENDING`` letters where the
    language inflects), and those of several words as token tuples."""
    ending = HOLDER_ENDING if _inflects(lang) else 0
    single = [h[0] for h in holders if len(h) == 1]
    pattern = re.compile(rf"(?:{'|'.join(map(re.escape, sorted(single, key=len, reverse=True)))})\w{{0,{ending}}}") \
        if single else None
    return pattern, tuple((h, ending) for h in holders if len(h) > 1)


def _inflects(lang: str) -> bool:
    """The language inflects its words (it has a stemmer): a holder's stem takes endings; in vi a
    syllable is a word of its own ("bà" is no stem of "bài")."""
    from .lexicon import lexicon

    return bool(lexicon(lang).stemmer)


def _spans(tokens: tuple[str, ...], phrases, present: set[str]) -> list[tuple[int, int]]:
    return [(i, i + len(p)) for p in phrases if p[0] in present
            for i in range(len(tokens) - len(p) + 1) if tokens[i:i + len(p)] == p]


def _holder_spans(tokens: tuple[str, ...], holders) -> list[tuple[int, int]]:
    """Where a word for people, places, groups or sources stands (data ``holders``: its last word
    a stem, an inflection of up to ``HOLDER_ENDING`` letters allowed after it where the language
    inflects)."""
    pattern, several = holders
    out = [(i, i + 1) for i, w in enumerate(tokens) if pattern is not None and pattern.fullmatch(w)]
    for h, ending in several:
        n = len(h)
        for i in range(len(tokens) - n + 1):
            last = tokens[i + n - 1]
            if tokens[i:i + n - 1] == h[:-1] and last.startswith(h[-1]) and len(last) - len(h[-1]) <= ending:
                out.append((i, i + n))
    return out


@functools.lru_cache(maxsize=1 << 14)
def framed_as_others(text: str, lang: str) -> bool:
    """The sentence says whose practice it tells, and it is not ours (data ``clause_cues``): a
    quantifier a few words before a holder ("some clubs", "in alcune osterie", "в некоторых
    деревнях", "joissakin kylissä": ``others_some`` then ``holders``), a word of age next to a
    holder ("old rule books", "vanhojen kirjojen": ``old``), "according to" with a holder near
    ("laut meinen Großeltern", "selon mon grand-père": ``according_to``; not a written source,
    ``sources``: "laut Regelbuch" is ours, "in alten Regelbüchern" is not); a clause saying it is
    not so here ("…, but that is not our rule", "но у нас это не так": ``not_so_here``; a report of
    another's word alone, "my grandmother always said …", is the text's statement); a time past
    opening the sentence ("Früher …", "Раньше …": ``formerly``; en "used to", not after a form of
    "be": ``used_to``, ``formerly_not_after``); others or the original game named alone
    ("purists", "hay quien", "the original game": ``others_alone``). Not "some cards", "the rule
    book says", "before the deal": a quantifier or a source alone names no holder."""
    some, holders, sources, old, according, not_so, formerly, used_to, not_after, alone, firsts, someone, condition = \
        _framing(lang)
    tokens = words(text)
    if not tokens:
        return False
    if says_any(text, list(not_so)) or says_any(text, list(alone)):
        return True
    present = set(tokens)
    if any(a <= FORMERLY_AT for a, _ in _spans(tokens, formerly, present)):
        return True
    if any(not not_after.intersection(tokens[max(0, a - USED_TO_BE):a]) for a, _ in _spans(tokens, used_to, present)):
        return True
    if firsts.isdisjoint(present):
        # no quantifier, word of age or "according to": a holder named as a place, "they" near it
        return _local_practice(tokens, _holder_spans(tokens, holders), lang)
    held, written = _holder_spans(tokens, holders), _holder_spans(tokens, sources)
    if not held and not written:
        return _local_practice(tokens, held, lang)
    quantified, aged = _spans(tokens, some, present), _spans(tokens, old, present)
    for a, b in held + written:
        if any(0 <= a - e <= HOLDER_REACH - 1 for _, e in quantified):
            return True     # "alcuni circoli", "joissakin kylissä", "some of the clubs"
        if any(0 <= a - e <= OLD_REACH or 0 <= s - b <= OLD_REACH for s, e in aged if (s, e) != (a, b)):
            return True     # "old rule books", "libros antiguos", "vanhojen kirjojen"
    for s, e in _spans(tokens, someone, present):
        if any(tokens[max(0, s - len(c)):s] == c or tokens[max(0, s - len(c) - 1):s - 1] == c for c in condition):
            continue        # "if someone at the club …": a case of our rule, not whose practice it is
        if any(0 <= s - b <= SOMEONE_REACH or 0 <= a - e <= SOMEONE_REACH for a, b in held):
            return True     # "al bar del paese qualcuno gioca ancora …", "someone at the club still plays …"
    according = _spans(tokens, according, present)
    if any(0 <= a - e <= HOLDER_REACH or 0 <= s - b <= HOLDER_REACH for a, b in held for s, e in according):
        return True
    return _local_practice(tokens, held, lang)


PLACE_REACH = 3             # words from "at, in" to the holder named as a place ("at the harbour bar", "al circolo del paese")
COMPOUND_HEAD = 3           # letters at least before a holder that ends a compound ("Hafenkneipe", "Nachbardorf")
THEY_REACH = 4              # words between the place and the verb of "they" ("al bar del porto giocano", "im Dorf spielt man")


def _local_practice(tokens: tuple[str, ...], held: list[tuple[int, int]], lang: str) -> bool:
    """A holder named as a place (``clause_cues.others_where`` at most ``PLACE_REACH`` words before
    it; in fi its case ending says it) with a verb of "they" near it (``others_they``: a third person
    plural, "they", de "spielt man"): "al bar del porto giocano più smazzate", "at the harbour bar
    they play several deals", "im Dorf spielt man bis 51" — the people of that place's practice,
    not the text's rule. "Here we play …", "Quattro persone giocano …" name no such place."""
    where = frozenset(norm(w) for w in _clause_cues(lang, "others_where"))
    they = _phrases(tuple(_clause_cues(lang, "others_they")))
    if not they:
        return False
    pattern = _framing(lang)[1][0]
    if pattern is not None and lexicon(lang).compounds:     # de "in der Hafenkneipe", "im Nachbardorf"
        held = [*held, *((i, i + 1) for i, t in enumerate(tokens)
                         if any(pattern.fullmatch(t[k:]) for k in range(COMPOUND_HEAD, len(t) - 2)))]
    if where:
        held = [(a, b) for a, b in held if where.intersection(tokens[max(0, a - PLACE_REACH):a])]
    if not held:
        return False
    beside = frozenset(norm(w) for w in _clause_cues(lang, "others_they_not_beside"))
    verbs = [(s, e) for s, e in _spans(tokens, they, set(tokens))
             if not beside.intersection(tokens[max(0, s - 1):s] + tokens[e:e + 1])]
    return any(0 <= s - b <= THEY_REACH or 0 <= a - e <= THEY_REACH for a, b in held for s, e in verbs)


HABIT_HEAD = 6              # letters of a word for a habit that heads a compound ("Hausbrauch", "kotitottumus")


@functools.cache
def _habit_heads(lang: str) -> re.Pattern | None:
    """In a language that compounds (data ``compounds``), a word ending in a one-word cue of
    ``clause_cues.habit`` (at least ``HABIT_HEAD`` letters, an ending of the plural or genitive
    after it) is a kind of habit: de "Hausbrauch", "Stammtischgewohnheit", fi "perhetottumus"."""
    from .lexicon import lexicon, norm

    if not lexicon(lang).compounds:
        return None
    heads = [norm(w) for w in _disowned(lang)[1] if " " not in w.strip() and len(w) >= HABIT_HEAD]
    if not heads:
        return None
    return re.compile(rf"\w+(?:{'|'.join(map(re.escape, heads))})(?:e|s|es|en|n|t|a|ä)?$")


def _habit_compound(text: str, lex: Lexicon) -> bool:
    """A compound headed by a word for a habit; not another word that ends the same way (data
    ``clause_cues.habit_not``: de "Gebrauch", "Verbrauch", use and consumption)."""
    pattern = _habit_heads(lex.lang)
    if pattern is None:
        return False

    others = tuple(norm(w) for w in cue_block(lex.lang, "clause_cues").get("habit_not", ()))
    return any(pattern.match(t) and not any(o in t for o in others) for t in words(text))


@functools.cache
def _likewise(lang: str) -> re.Pattern | None:
    from .lexicon import cue_block

    cues = [str(w) for w in cue_block(lang, "clause_cues").get("likewise", ())]
    if not cues:
        return None
    return re.compile(rf"[\W_]*(?:{'|'.join(map(re.escape, sorted(cues, key=len, reverse=True)))})(?!\w)", re.IGNORECASE)


OWNED_AT = 3                # words before the phrase in a sentence that opens by naming the rules ("Das sind Hausregeln", "Son sus reglas")


def _owned_rules_opening(text: str, lang: str) -> bool:
    """The sentence opens by calling what came before someone's own rules or a house's (data
    ``clause_cues.owned_rules``: "house rules", "his rules", "sus reglas", "Hausregeln", "ses
    règles", "его правила", at most ``OWNED_AT`` words in: "Those are his rules", "Das sind
    Hausregeln", "Son sus reglas de toda la vida"): the practice told before is theirs, no rule
    of the text's. Further in, such a phrase names the game's own rules as often ("Briscola
    is easy: its rules fit on a page")."""
    phrases = _phrases(tuple(_clause_cues(lang, "owned_rules")))
    tokens = words(text)
    return any(tokens[i:i + len(p)] == p for p in phrases for i in range(min(OWNED_AT, len(tokens)) + 1))


def _opens_likewise(text: str, lang: str) -> bool:
    """The sentence opens with a word for 'likewise' (data ``clause_cues.likewise``: "Likewise",
    "De même", "Ebenso", "Аналогично"): it adds to what the sentence before it says, and is of the
    same standing (others' practice after others' practice)."""
    pattern = _likewise(lang)
    return pattern is not None and pattern.match(text) is not None


@functools.cache
def _not_asserted(lang: str) -> list[str]:
    """Words telling a rule as someone's (mistaken) belief, a figure given for comparison with
    other packs, a rule quoted from a version the text replaces, or a statement put to the reader
    to judge ("True or false: …"), or what someone wanted or demanded ("A wollte 59 zu 61 als
    Unentschieden werten") (data ``clause_cues.belief``, ``comparison``, ``superseded``, ``quiz``,
    ``demanded``), or what it lists as beyond the text's scope ("variants, games of several deals: out of
    scope", ``out_of_scope``)."""
    from .lexicon import cue_block

    block = cue_block(lang, "clause_cues")
    return [*block.get("belief", ()), *block.get("belief_now", ()), *block.get("comparison", ()),
            *block.get("superseded", ()), *block.get("quiz", ()), *block.get("out_of_scope", ()),
            *block.get("demanded", ())]


def _demanded(text: str, lang: str) -> bool:
    """A wish told in the past with a verb of counting or judging in the sentence (data
    ``clause_cues.demanded_wish``, ``demanded_count``): "A wollte 59 zu 61 als Unentschieden
    werten", "A wanted to count it as a tie" — a party's claim in a dispute, not the text's rule
    ("Had Sam wanted to, his 9 could have taken …" names no counting: a counterfactual)."""
    return says_any(text, _clause_cues(lang, "demanded_wish")) and says_any(text, _clause_cues(lang, "demanded_count"))


def _narrated(text: str, lang: str) -> bool:
    """The sentence tells a game of a past time ("yesterday I had to capture", data
    ``clause_cues.narrated``); not where the time only dates a noun that is no game ("die Frage
    von gestern", "yesterday's question", "la domanda di ieri": ``narrated_of`` right before it,
    or a possessive "'s" after it; "la partita di ieri" is a game told: ``claim_cues.game_for``)."""
    times = _clause_cues(lang, "narrated")
    if not times or not says_any(text, times):
        return False
    return says_any(_dates_blanked(text, lang), times)


@functools.cache
def _dating(lang: str) -> tuple[re.Pattern, ...]:
    """A time of the past as a noun's date, the noun grouped: the noun, ``narrated_of`` and the
    time; the time, "'s" and the noun."""
    times = "|".join(re.escape(t) for t in sorted(_clause_cues(lang, "narrated"), key=len, reverse=True))
    of = "|".join(re.escape(w) for w in _clause_cues(lang, "narrated_of"))
    if not times:
        return ()
    after = [rf"([^\W\d_]++)\s++(?:{of})\s*+(?:{times})(?![^\W_])"] if of else []
    return tuple(re.compile(p, re.IGNORECASE) for p in [*after, rf"(?<![^\W_])(?:{times})['’]s\s++([^\W\d_]++)"])


def _dates_blanked(text: str, lang: str) -> str:
    """The text with the times that date a noun other than a game blanked (:func:`_dating`)."""
    games = [norm(w) for w in cue_block(lang, "claim_cues").get("game_for", ())]
    for pattern in _dating(lang):
        text = pattern.sub(lambda m: m.group() if any(word_matches(norm(m.group(1)), g) for g in games)
                           else " " * len(m.group()), text)
    return text


@functools.cache
def _clause_cues(lang: str, key: str) -> list[str]:
    from .lexicon import cue_block

    return list(cue_block(lang, "clause_cues").get(key, ()))


@functools.cache
def _refutation(lang: str) -> tuple[re.Pattern | None, re.Pattern | None]:
    """The label that marks the sentence it opens as false ("Myth:", "Idée reçue :", "Irrtum —":
    data ``clause_cues.refuted``), and the opening of a sentence that refutes the one before
    ("Wrong!", "Not in our rules:", "Faux !": ``refutes_previous``), each before a colon, a dash,
    a stop or an exclamation mark (not "No exceptions", "Falso che ..." read as a rule)."""
    return (_opening(_clause_cues(lang, "refuted"), "", r"[\W_]{0,3}?\s*[:!.,—–-](?!\d)"),
            _opening(_clause_cues(lang, "refutes_previous"), "", r"[\W_]{0,3}?\s*[:!.,—–-](?!\d)"))


def _opening(cues: list[str], before: str, after: str) -> re.Pattern | None:
    """A sentence opening with one of ``cues`` (markup and quotes allowed first), ``before`` it and
    ``after`` it as given."""
    if not cues:
        return None
    alts = "|".join(re.escape(c) for c in sorted(cues, key=len, reverse=True))
    return re.compile(rf"^[\W_]{{0,4}}{before}(?:{alts}){after}", re.IGNORECASE)


@functools.cache
def _fixed(lang: str) -> re.Pattern | None:
    """A changelog entry's "Fixed:", after a version number if any ("v2.1 — Fixed:")."""
    return _opening(_clause_cues(lang, "fixed"), r"(?:v?\d+(?:\.\d+)*\s*[—–:-]\s*)?", r"\s*[:—–-]")


def fixed_here(text: str, lang: str) -> bool:
    """A changelog's entry opening with "Fixed:" ("v2.1 — Fixed: the app let the dealer lead"):
    the fault it tells is no rule."""
    label = _fixed(lang)
    return bool(label and label.match(text))


def refuted_here(text: str, lang: str) -> bool:
    """The sentence opens with a label marking what it says as false ("Myth: you must capture")."""
    label, _ = _refutation(lang)
    return bool(label and label.match(text))


def refutes_previous(text: str, lang: str) -> bool:
    """The sentence opens by refuting the one before ("Wrong: the winner leads", "Nein!"), or, in
    a script, turns down the answer before after a speaker's label or a stage direction ("HOST:
    (shaking her head) Sorry.", "NURIA: ¡No!")."""
    _, opener = _refutation(lang)
    if not opener:
        return False
    if opener.match(text):
        return True
    said = SPOKEN.match(text)
    return bool(said and said.group(0).strip() and opener.match(text[said.end():]))


# a speaker's label in a script ("NURIA:", "Lena K.:"), a stage direction in brackets, or both
SPOKEN = re.compile(r"^[\W_]{0,3}(?:[^\W\d_]+(?:\s[^\W\d_]+\.?)?\s*:\s*)?(?:[(\[][^()\[\]]*[)\]]\s*)?")


@functools.cache
def _repeal_words(lang: str) -> tuple[list[str], list[str]]:
    from .lexicon import cue_block

    block = cue_block(lang, "clause_cues")
    return list(block.get("former", ())), list(block.get("repealed", ()))


def repealed(text: str, lang: str) -> bool:
    """The sentence says earlier rules are no longer in force ("Frühere Hausregeln … treten außer
    Kraft", "older house rules no longer apply": data ``clause_cues.former`` and ``repealed``, both
    in the sentence; "the obligation no longer applies" alone is a rule of ours): what it names of
    them is no rule the text states."""
    former, gone = _repeal_words(lang)
    return bool(former and gone) and says_any(text, gone) and says_any(text, former)


@functools.cache
def _withdrawn(lang: str) -> list[str]:
    """A heading's words saying the rules under it are no longer in force: a changelog's
    "Removed", "Entfernt", "Supprimé" (data ``clause_cues.withdrawn``, read in headings only: "the
    card is removed" in a sentence is a rule), and a version the text replaces (``superseded``)."""
    from .lexicon import cue_block

    block = cue_block(lang, "clause_cues")
    return [*block.get("withdrawn", ()), *block.get("superseded", ())]


OPENING_QUOTES = "«»„“‘\"'‚‹›「『"
CLOSING_QUOTES = "»«”“’\"'›‹」』"
QUOTE_PAIRS = (("«", "»"), ("“", "”"), ("„", "“"), ("‘", "’"), ("‚", "‘"), ("‹", "›"), ("「", "」"), ("『", "』"))
QUOTED_REACH = 4    # sentences of one quotation a verdict after it refutes at most


def _opens_quote(text: str) -> bool:
    """``text`` opens a quotation it does not close ("On entend : « Le donneur ouvre.")."""
    if text.count('"') % 2:
        return True
    return any(o in text and text.rfind(o) > text.rfind(c) for o, c in QUOTE_PAIRS)


def _quoted_before(segments: list[Segment], k: int) -> list[Segment]:
    """What the verdict opening ``segments[k]`` refutes: the sentence before it, or the whole
    quotation it closes ("« Le donneur ouvre. Il donne dix cartes. » Faux.": both sentences), back
    to the sentence that opens the quote, in the same block."""
    prev = segments[k - 1]
    text = prev.text.strip(" *_>")
    if not text or text[-1] not in CLOSING_QUOTES and not text.rstrip(".!?…").endswith(tuple(CLOSING_QUOTES)) \
            or text[0] in OPENING_QUOTES:
        return [prev]
    span = [prev]
    for q in reversed(segments[max(0, k - 1 - QUOTED_REACH):k - 1]):
        if q.heading or q.block_end:
            break
        span.append(q)
        if _opens_quote(q.text):
            return span
    return [prev]


FRAME_COLON = re.compile(r"\s?:\s")


def past_source_frame(text: str, lex: Lexicon, game) -> str:
    """The sentence after a short label before its first colon that names where its words come
    from (data ``clause_cues.source_frame``: "Regolamento del torneo aziendale, art. 5: …",
    "Aus dem Rundbrief des Kartenclubs: …", "Ghi chép trong buổi sinh hoạt câu lạc bộ …: …"):
    a place, a club or a tournament the label names is the source's, the rule after the colon
    is stated. Not a label that itself sets the rule aside (a variant, others' habit, a date or
    history, a belief, a proposal, another game or number of players: "Variante a 51: …",
    "Manuscrit de 1791 : …"); the text as it is otherwise."""
    m = FRAME_COLON.search(text)
    if m is None:
        return text
    label, rest = text[:m.start()], text[m.end():]
    cues = _clause_cues(lex.lang, "source_frame")
    if not cues or not words(rest) or len(words(label)) > SOURCE_LABEL_WORDS or not says_any(label, cues):
        return text
    not_rules, habit, _asks, variants_back = _disowned(lex.lang)
    if says_any(label, [*lex.variant, *lex.history, *not_rules, *habit, *variants_back, *_withdrawn(lex.lang),
                        *_not_asserted(lex.lang), *_clause_cues(lex.lang, "proposed"), *_clause_cues(lex.lang, "narrated")]) or \
            dated(label) or believed_now(label, lex.lang) or _habit_compound(label, lex) or foreign_place(label, lex) or \
            player_counts(label, lex) or named_games(label, [game], lex)[1]:
        return text
    return rest


@functools.cache
def _our_games(game) -> list:
    """The game checked first, then our other games: a sentence that names one of them and not
    the game checked is about that game ("Cìcera, its cousin, uses 52 cards")."""
    from . import canon
    return [game] + [g for g in canon.games() if g.id != game.id]


@readings(copy=None)
@per_object
def _others_cues(lex: Lexicon) -> tuple[str, ...]:
    """The cue words ``others_said`` looks for as whole words, joined once per lexicon (the
    lexicon and the cue data never change after they are read), not for every sentence."""
    not_rules, habit, _asks, variants_back = _disowned(lex.lang)
    return tuple(lex.elsewhere + _not_asserted(lex.lang) + not_rules + habit + variants_back)


def others_said(text: str, lex: Lexicon) -> bool:
    """Whether the sentence says, whatever the game, that what it states is others' practice, a
    belief, a demand or a rule of another place or time, or one repealed (data ``elsewhere``,
    ``not_asserted``, ``disowned``, ...). Kept: ``variant_segments`` reads a page once for each
    game it may be about."""
    return _says_any(text, _others_cues(lex)) or \
        _demanded(text, lex.lang) or believed_now(text, lex.lang) or _habit_compound(text, lex) or \
        another_place_or_time(text, lex) or repealed(text, lex.lang)


def variant_segments(segments: list[Segment], game, lex: Lexicon, ours_apart: bool = False) -> dict[int, str]:
    """ids of the segments about another variant than our ``game`` → why (``OTHER_PLAYERS``:
    another number of players than ours; ``OTHERS_PRACTICE``: others' practice; ``OTHER_GAME``:
    another game named, ours not): the sentence itself says so, or the heading it stands under
    does. With ``ours_apart`` (a text checked as ``game``), our other games named count as
    another game too; not while placing a text, where a sentence naming Briscola is evidence
    against Minchiate."""
    players = game.engine.players
    out: dict[int, str] = {}
    heading: str | None = None
    from .corrected import likened_game_blanked
    from .counts import asides_of_variants_blanked

    not_rules, habit, asks_right, variants_back = _disowned(lex.lang)
    previous: Segment | None = None
    until, now = _clause_cues(lex.lang, "until_now"), _clause_cues(lex.lang, "now")
    for k, s in enumerate(segments):
        prev, previous = previous, s
        if not s.heading and (fixed_here(s.text, lex.lang) or says_any(s.text, until) and any(
                says_any(t.text, now) for t in segments[k:k + 2] if not t.heading)):
            out[id(s)] = REPLACED       # "Fixed: the app let the dealer lead", "Until now the dealer led. Now ..."
            continue
        refutes = not s.heading and prev is not None and not prev.heading and refutes_previous(s.text, lex.lang)
        if refutes:
            for q in _quoted_before(segments, k):
                out[id(q)] = REFUTED    # "A 60–60 tie goes to the dealer. Wrong: ...": the sentence before is refuted
            asked = segments[k - 2] if k >= 2 else None
            if asked is not None and not asked.heading and id(asked) not in out and \
                    re.search(r"\?[\W_]{0,3}$", asked.text):
                out[id(asked)] = REFUTED    # "Who wins? — The Asso! — Sorry.": the question read with its answer turned down
        if not s.heading and not refutes and refuted_here(s.text, lex.lang):
            # (a verdict on the sentence before, "Faux. Prendre n'est jamais obligatoire", opens
            # the true rule: the words it shares with a label, "Myth:", "Faux :", do not refute it)
            out[id(s)] = REFUTED        # "Myth: you must always capture."
            continue
        if not s.heading and prev is not None and not prev.heading and not prev.block_end and id(prev) not in out and \
                (says_any(s.text, habit + variants_back + _clause_cues(lex.lang, "not_so_here")) or _habit_compound(s.text, lex) or
                 _owned_rules_opening(s.text, lex.lang) or
                 s.text.rstrip().endswith("?") and says_any(s.text, asks_right)):
            # "Nonno plays best of three. That's his habit" (or "Those are his rules"), "They play to 51. Is that wrong?",
            # "Many play best of three. We don't use these variants": the practice before is
            # disowned or asked about, not stated as a rule
            out[id(prev)] = OTHERS_PRACTICE
        if not s.heading and prev is not None and not prev.heading and not prev.block_end and \
                (practice_before_ours(prev.text, s.text, lex) or habit_before_ours(prev.text, s.text, lex)):
            out[id(prev)] = OTHERS_PRACTICE     # "Al bar di solito … . Al torneo, invece, …": the practice set aside
        text = asides_of_variants_blanked(s.text, lex)     # "(en algunas regiones …)": an aside, not the sentence's rule
        text = past_source_frame(text, lex, game)          # "Regolamento del torneo aziendale, art. 5: …": where it is from
        text = likened_game_blanked(text, lex, game.id)     # "Wie beim Skat geht es auch hier …": another game as a likeness
        ours, others = named_games(text, _our_games(game) if ours_apart else [game], lex)
        other_of_ours = any(n for gid, n in ours.items() if gid != game.id) and not ours[game.id]   # (only ``ours_apart``)
        if (other_of_ours or others and not ours[game.id]) and not s.heading:
            out[id(s)] = OTHER_GAME     # "Il mazzo delle Minchiate ha 97 carte" in a text of Briscola
            continue
        counts = player_counts(text, lex)
        if s.heading:
            counts |= heading_player_counts(s.text, lex)
            # (another of our games: a game not ours in the title of a text placed as ours is
            # the text's own name for it, pt "Regras da Bisca")
            heading = OTHER_GAME if other_of_ours else \
                OTHER_PLAYERS if counts and players not in counts else \
                OTHERS_PRACTICE if says_any(s.text, lex.variant + lex.elsewhere + lex.history + not_rules +
                                            _withdrawn(lex.lang) + _clause_cues(lex.lang, "not_ours_heading")) or \
                another_place_or_time(s.text, lex) else None
            continue
        if heading == OTHER_GAME and not ours[game.id]:
            out[id(s)] = OTHER_GAME     # under another game's heading; a sentence naming ours states ours
        elif counts and players not in counts:
            out[id(s)] = OTHER_PLAYERS
        elif says_any(text, _clause_cues(lex.lang, "proposed")):
            out[id(s)] = PROPOSED
        elif _narrated(text, lex.lang):
            out[id(s)] = NARRATED
        elif others_said(text, lex) or foreign_variant(text, lex, game) or \
                framed_as_others(practice_set_aside(text, lex, game.id), lex.lang) or reported_practice(text, lex):
            out[id(s)] = OTHERS_PRACTICE     # others' practice, or a belief someone held, or a habit reported as theirs
        elif prev is not None and not prev.heading and out.get(id(prev)) == OTHERS_PRACTICE and \
                _opens_likewise(s.text, lex.lang):
            out[id(s)] = OTHERS_PRACTICE     # "Likewise, a student who plays to 51 …": more of the practice just disowned
        elif heading is not None and heading != OTHER_GAME:
            out[id(s)] = heading
    return out
