"""Terms: glossary concepts expressed, forbidden renderings absent, names kept and not corrupted.

Words are compared by lemma approximated as a stem: a glossary lemma matches an inflected word
that starts with the lemma minus its ending (``площадка`` ~ ``площадку``, ``tuomioistuin`` ~
``Tuomioistuimet``). The glossary stores lemmas; the stemming rule is the same for every language.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable, Sequence

from ..findings import Finding, evidence
import yaml

from .lexicon import CHECKER_DIR, Lexicon, Name, glossary, lexicon, norm
from .memo import copied_findings, lazy_module, per_object, readings, recent
from .cues import _claim_cues, cues
from .structure import structure_cues

_values = lazy_module("toolkit.check.values")       # these import this module
_scope = lazy_module("toolkit.check.scope")

TOKEN = re.compile(r"[^\W\d_]++", re.UNICODE)   # elisions are two words: l'Asso, d'égalité, don't
MAX_ENDING = 5


@functools.lru_cache(maxsize=1 << 14)
def words(text: str) -> tuple[str, ...]:
    """The text's words, normalised (cached: every check of a sentence reads its words)."""
    return tuple([norm(w) for w in TOKEN.findall(text)])


QUESTION_END = re.compile(r"[?？][\s»«”“’‘\"'\)\]」』›‹]*+$")   # a question mark, then closing quotes or brackets


def is_question(text: str) -> bool:
    """The sentence ends as a question: its question mark, then any closing quotes or brackets
    ('… вопрос 3: «Сколько карт получает каждый?»', '"How many cards each?"')."""
    return QUESTION_END.search(text) is not None


def question_asked(text: str) -> str:
    """The words of a question without its question mark and the quotes or brackets closing it."""
    m = QUESTION_END.search(text)
    return text[:m.start()] if m else text.rstrip()


def alternation(phrases) -> str:
    """A regex alternation of ``phrases`` as written, longest first (so "fino al" wins over "a"),
    blank ones left out; "" when there are none."""
    return "|".join(re.escape(w) for w in sorted(phrases, key=len, reverse=True) if w.strip())


@functools.cache
def stem(lemma: str) -> str:
    n = len(lemma)
    return lemma if n <= 4 else lemma[:-1] if n <= 6 else lemma[:-2]


def word_matches(token: str, lemma: str) -> bool:
    if token == lemma:
        return True
    s = stem(lemma)
    return token.startswith(s) and len(token) - len(s) <= MAX_ENDING and len(s) >= 3


def forms_of(lemmas) -> Callable[[Sequence[str]], bool]:
    """Whether some token is a form of one of ``lemmas`` (``word_matches``), for a reader that asks
    it of many lists of words: the lemmas and their stems worked out once, each token compared
    with the stems in one pass instead of one call a pair."""
    same = frozenset(lemmas)
    stems = [(s, len(s)) for s in dict.fromkeys(stem(lemma) for lemma in same) if len(s) >= 3]

    def any_form(tokens: Sequence[str]) -> bool:
        return not same.isdisjoint(tokens) or \
            any(t.startswith(s) and len(t) - n <= MAX_ENDING for t in tokens for s, n in stems)
    return any_form


@functools.cache
def _phrase(term: str) -> tuple[str, ...]:
    return tuple(words(term))


def compound_matches(token: str, lemma: str) -> bool:
    """In a compounding language, a one-word term also counts as an element of a compound:
    fi "valttiyhdistelmiä" (trump combinations) expresses "valtti"."""
    s = stem(lemma)
    return word_matches(token, lemma) or (len(s) >= 4 and s in token)


def find_term(tokens, term: str, compounds: bool = False) -> int | None:
    """Index of the first token where the (possibly multi-word) ``term`` matches, or None.
    ``compounds``: a one-word term may also be part of a compound word (approved terms only)."""
    exact, phrase, stems = _term_parts(term)
    if not phrase:
        return None
    if exact:          # "=cour": that form only, not "cours" or "courtes", which share its start
        first, m = phrase[0], len(phrase)
        return next((i for i in range(len(tokens) - m + 1)
                     if tokens[i] == first and list(tokens[i:i + m]) == list(phrase)), None)
    joined = _joined(tokens)
    for s in stems:
        if s not in joined:
            return None
    if compounds and len(phrase) == 1:
        return next((i for i, t in enumerate(tokens) if compound_matches(t, phrase[0])), None)
    first = stems[0]     # a word matching the first one starts with its stem: only those are tried
    for i in range(len(tokens) - len(phrase) + 1):
        if tokens[i].startswith(first) and all(word_matches(tokens[i + k], w) for k, w in enumerate(phrase)):
            return i
    return None


@functools.cache
def _term_parts(term: str) -> tuple[bool, tuple[str, ...], tuple[str, ...]]:
    """``find_term``'s reading of a term: whether it is exact ("=cour"), its words, their stems."""
    exact = term.startswith(EXACT)
    phrase = _phrase(term[1:] if exact else term)
    return exact, phrase, tuple(stem(w) for w in phrase)


_last_joined: list = [None, ""]


def _joined(tokens: list[str]) -> str:
    """The tokens as one string, for a fast substring pre-check (cached for the last list)."""
    if _last_joined[0] is not tokens:
        _last_joined[0], _last_joined[1] = tokens, " ".join(tokens)
    return _last_joined[1]


@functools.lru_cache(maxsize=1 << 13)
def _phrase_index(table: tuple[tuple[str, tuple[str, ...]], ...]
                  ) -> dict[str, list[tuple[str, int, tuple[tuple[str, str], ...]]]]:
    """(key, length, (word, its stem) of each word of the phrase) by the first three letters of
    the phrase's first word: a token matches a word only when it starts with them
    (``word_matches``). Kept per table: readers ask for the same few hundred tables."""
    out: dict[str, list[tuple[str, int, tuple[tuple[str, str], ...]]]] = {}
    for key, phrases in table:
        for phrase in phrases:
            exact = phrase.startswith(EXACT)     # "=partite": that form, not one that shares its stem ("partiti")
            p = _phrase(phrase[1:] if exact else phrase)
            if p:
                out.setdefault(p[0][:3], []).append((key, len(p), tuple((w, "" if exact else stem(w)) for w in p)))
    return out


EXACT = "="     # a cue phrase's mark in the data: its words as written, no other ending


def phrase_spans(tokens: list[str], table: dict[str, list[str]]) -> list[tuple[int, int, str]]:
    """Where the phrases of ``table`` (key → phrases) occur in ``tokens``: (start, end, key); a
    phrase inside a longer one of another key does not count ("clockwise" in "anti-clockwise",
    "obligatoire" in "pas obligatoire" is kept: negation is the reader's business).

    Not kept per sentence: a sentence is short and a table's index is kept, so reading it again
    costs less than looking a reading up by the sentence's words and the table's phrases."""
    if len(table) == 1:     # most readers ask for one table
        (key, phrases), = table.items()
        tables = ((key, tuple(phrases)),)
    else:
        tables = tuple([(key, tuple(phrases)) for key, phrases in table.items()])
    index = _phrase_index(tables)
    if type(tokens) is tuple:       # a sentence's words (``words``), read for many tables in turn
        if tokens is _last_starts[0]:
            at = _last_starts[1]
        else:
            at = _token_starts(tokens)
            _last_starts[0], _last_starts[1] = tokens, at
        firsts = at.keys() & index.keys()       # (the smaller of the two looked up in the other)
        if not firsts:
            return []
        starts = at[next(iter(firsts))] if len(firsts) == 1 else sorted([i for f in firsts for i in at[f]])
    else:
        starts = [i for i, token in enumerate(tokens) if token[:3] in index]
        if not starts:
            return []
    spans = []
    n = len(tokens)
    kept = kept_words()
    for i in starts:
        for key, m, phrase in index[tokens[i][:3]]:
            if i + m > n:
                continue
            for k in range(m):      # word_matches, inlined: every sentence is read for many tables
                t = tokens[i + k]
                w, s = phrase[k]
                if t != w and not (t.startswith(s) and len(t) - len(s) <= MAX_ENDING and len(s) >= 3
                                   and (t not in kept or w in kept)):    # a name of ours is no form of a cue word
                    break
            else:
                spans.append((i, i + m, key))
    if len(spans) < 2:
        return spans
    return [(a, b, key) for a, b, key in spans
            if not any(k != key and c <= a and b <= d and (d - c) > (b - a) for c, d, k in spans)]


_last_starts: list = [None, None]     # the last token tuple read and its ``_token_starts`` (kept: no other tuple takes its id)

@functools.lru_cache(maxsize=1 << 10)
def _token_starts(tokens: tuple[str, ...]) -> dict[str, tuple[int, ...]]:
    """Where the tokens starting with each three letters stand (``_phrase_index``'s keys): a
    sentence is searched for many tables, and most share no first letters with it (kept for the
    last token tuples read)."""
    out: dict[str, list[int]] = {}
    for i, token in enumerate(tokens):
        out.setdefault(token[:3], []).append(i)
    return {k: tuple(v) for k, v in out.items()}


@functools.cache
def kept_words() -> frozenset[str]:
    """Our Italian words every text keeps (the glossary's names and their forms, the Italian suit
    names): "Bastoni" is no form of es "basta", "Coppe" none of it "coppia"."""
    data = glossary()
    out = {norm(f) for n in data.get("names") or [] for f in (n["name"], *(n.get("forms") or []))}
    out |= {norm(x) for suit in ((data.get("suits") or {}).get("it") or {}).values()
            for x in (suit.get("name"), *(suit.get("also") or ())) if x}
    return frozenset(out)


@functools.cache
def cue_words(lang: str, key: str) -> tuple[str, ...]:
    """A word list of rules/checker/<lang>.yaml that the Lexicon does not carry (``percent``,
    ``so_far``)."""
    from .lexicon import _load_yaml

    path = CHECKER_DIR / f"{lang}.yaml"
    return tuple(str(w) for w in (_load_yaml(path).get(key) or [])) if path.exists() else ()


def in_play_state(text: str, lex: Lexicon) -> bool:
    """The sentence tells the state of a deal in progress, not a rule (cue data ``so_far``: "if you
    already have 45 points, 16 more win"): its numbers are scores or cards so far."""
    cues = cue_words(lex.lang, "so_far")
    return bool(cues) and bool(phrase_spans(list(words(text)), {"s": list(cues)}))


PIECE = re.compile(r"[^,;:()]+[,;:()]?")


@recent(256, copy=None)
def without_other_game(text: str, lex: Lexicon, game_id: str | None = None) -> str:
    """(Kept for the last sentences read: the page checks and the facts read the same ones.) The sentence without what it says of another game it is compared with (cue data
    ``unlike``: "Unlike Scopa, where a single match must be taken first, in Cìcera ..."): the piece
    up to the comma that names the game, and the pieces right after it that open with a word of
    ``unlike_where`` (a relative clause about that game), are blanked; so is a piece framed by
    another game ("In Tressette you must follow suit; in Briscola you never have to": cue data
    ``game_frame``) before a piece that names ours (``game_id``)."""
    from .corrected import likened_game_blanked

    text = likened_game_blanked(text, lex, game_id)     # "Wie beim Skat geht es auch hier …": a likeness, the rule ours
    text = _framed_asides_blanked(text, lex)
    text = _others_practice_framed(text, lex, game_id)
    text = said_mistakenly(text, lex)
    text = supposed(text, lex)
    text = said_by_a_version(text, lex)
    text = _other_game_relative(text, lex, game_id)
    cues = cue_words(lex.lang, "unlike")
    if not cues or not phrase_spans(list(words(text)), {"u": list(cues)}):
        return _other_game_framed(text, lex, game_id)
    relative = [str(w) for w in cue_words(lex.lang, "unlike_where")]
    pieces = [m for m in PIECE.finditer(text)]
    out = list(text)
    blank = False
    for m in pieces:
        piece = m.group()
        opens = words(piece)[:3]
        if phrase_spans(list(words(piece)), {"u": list(cues)}):
            blank = True
        elif not (blank and relative and any(a == 0 for a, _, _ in phrase_spans(list(opens), {"r": relative}))):
            blank = False
        if blank:
            out[m.start():m.end()] = " " * (m.end() - m.start())
    return _other_game_framed("".join(out), lex, game_id)


CLAUSE_END = re.compile(r"[:;.!?]")
PIECE_END = re.compile(r"[,;:.!?()]")


def blanked(text: str, spans: list[tuple[int, int]]) -> str:
    """``text`` with each span turned to spaces (offsets kept)."""
    if not spans:
        return text
    out = list(text)
    for a, b in spans:
        out[a:b] = " " * (b - a)
    return "".join(out)


def said_mistakenly(text: str, lex: Lexicon) -> str:
    """The sentence without a rule it reports only to say it is wrong: from the sentence's start
    to a verdict that someone saying or thinking it is mistaken (cue data ``clause_cues.says``
    then ``mistaken``: "Whoever says you must follow suit is mistaken: ..."), and a clause one
    is told not to think (``dont_think``: "Glaub nicht, dass du Farbe bedienen musst: ...") up to
    the end of its clause. What follows (the correction) is read."""
    from .lexicon import cue_block

    block = cue_block(lex.lang, "clause_cues")
    says, wrong, dont = block.get("says"), block.get("mistaken"), block.get("dont_think")
    if not (says and wrong) and not dont:
        return text
    tokens = list(words(text))
    spans = phrase_spans(tokens, {"s": list(says or ()), "w": list(wrong or ()), "d": list(dont or ())})
    if not spans:
        return text
    starts = [m.span() for m in TOKEN.finditer(text)]
    blank: list[tuple[int, int]] = []
    for a, b, kind in spans:
        if kind == "w" and any(k == "s" and b2 <= a for _, b2, k in spans):
            # the verdict's own clause: from the last stop before the verb of saying
            said = min(a2 for a2, b2, k in spans if k == "s" and b2 <= a)
            begin = max((m.end() for m in CLAUSE_END.finditer(text, 0, starts[said][0])), default=0)
            blank.append((begin, starts[b - 1][1]))
        elif kind == "d":
            end = CLAUSE_END.search(text, starts[b - 1][1])
            blank.append((starts[a][0], end.start() if end else len(text)))
    return blanked(text, blank)


VERSION = re.compile(r"(?<![\w.])v?\d{1,2}(?:\.\d{1,3})+(?![\w.]*\d)", re.IGNORECASE)   # "3.1", "v2.0.4": a version
VERSION_PIECE = re.compile(r"[^;!?.]*(?:\.\d[^;!?.]*)*")     # a clause to a stop (not a version's dot)


def said_by_a_version(text: str, lex: Lexicon) -> str:
    """The sentence without a clause that tells what an earlier version of the text said: a
    version's number and a verb of saying in the past in one clause (data
    ``clause_cues.version_said``: "bis 3.1 hieß es noch „wird ausgelost“", "version 2.0 said you
    had to follow suit"): a quoted rule the version replaced, not stated. The rest is read."""
    if not VERSION.search(text):
        return text
    from .lexicon import cue_block

    said = cue_block(lex.lang, "clause_cues").get("version_said")
    if not said:
        return text
    blank = [m.span() for m in VERSION_PIECE.finditer(text)
             if m.group().strip() and VERSION.search(m.group()) and phrase_spans(list(words(m.group())), {"s": list(said)})]
    return blanked(text, blank)


def supposed(text: str, lex: Lexicon) -> str:
    """The sentence without a rule it only supposes: the condition of an unreal conditional, from
    its condition word (or a verb opening it, data ``clause_cues.unreal_first``: "Wäre Nehmen
    Pflicht, ...") to the end of its piece, where the sentence says what would follow
    (``unreal_mood``: "If capturing were compulsory, the game would be dull"); and a clause opened
    by ``hypothetical`` ("Imagine a variant where you must follow suit: ...") up to its colon or
    stop. A real condition ("if you cannot follow suit, you must trump") is kept."""
    from .lexicon import cue_block

    block = cue_block(lex.lang, "clause_cues")
    mood, first, hypo = block.get("unreal_mood"), block.get("unreal_first"), block.get("hypothetical")
    text = _counterfactual_blanked(text, block.get("unreal_past") or ())
    if not mood and not hypo:
        return text
    tokens = list(words(text))
    spans = phrase_spans(tokens, {"f": list(first or ()), "h": list(hypo or ()), "c": list(lex.condition)})
    if not spans:
        return text
    starts = [m.span() for m in TOKEN.finditer(text)]
    blank: list[tuple[int, int]] = []
    exact = [tuple(words(m)) for m in mood or ()]      # the very forms: "ficaria", not "ficarem"
    moods = [(i, i + len(m)) for m in exact if m for i in range(len(tokens) - len(m) + 1)
             if tuple(tokens[i:i + len(m)]) == m]
    for a, b, kind in spans:
        begin = starts[a][0]
        if kind == "h":
            end = CLAUSE_END.search(text, starts[b - 1][1])
            blank.append((begin, end.start() if end else len(text)))
        elif kind in ("c", "f") and moods:
            lead_in = text[:begin].rstrip(" \t\"'«„“*-–—")
            if kind == "f" and lead_in and lead_in[-1] not in ":;.!?":
                continue        # "wäre" opening no clause: the main clause's verb, not a condition
            end = PIECE_END.search(text, starts[b - 1][1])
            stop = end.start() if end else len(text)
            lo = max((m.end() for m in CLAUSE_END.finditer(text, 0, begin)), default=0)
            hi = CLAUSE_END.search(text, stop)
            hi = hi.start() if hi else len(text)
            inside = [starts[m][0] for m, _ in moods if begin < starts[m][0] < stop and m > b]
            if any(lo <= starts[m][0] < hi and not (begin <= starts[m][0] < stop) for m, _ in moods):
                blank.append((begin, stop))     # "would" in the same clause, outside the condition: the condition is unreal
            elif inside:
                blank.append((begin, inside[0]))    # "if capturing were compulsory the game would ...": no comma between
    return blanked(text, blank)


def _counterfactual_blanked(text: str, past: list[str] | tuple[str, ...]) -> str:
    """The sentence without its pieces in the past counterfactual (data ``clause_cues.unreal_past``:
    "Had the fourth player not held it, the 10 would have won, and the Asso would have been the
    lowest"): what would have happened in another case, no rule."""
    if not past:
        return text
    table = {"p": list(past)}
    blank = [(m.start(), m.end()) for m in PIECE.finditer(text) if phrase_spans(list(words(m.group())), table)]
    return blanked(text, blank) if blank else text


def _other_game_relative(text: str, lex: Lexicon, game_id: str | None) -> str:
    """"C'est l'erreur des joueurs de belote, où il faut fournir : à la Briscola, ce n'est pas le
    cas": a piece naming another game (site data ``other_games``) and not ours, and the pieces
    right after it that open with a relative word (``unlike_where``: "où", "where"), are about
    that game when a later piece names ours: blanked."""
    pattern = _values()._other_games()
    ours = our_game_names(lex.lang, game_id) if game_id else ()
    if pattern is None or not ours or not _names_other_game(text, pattern, lex):
        return text
    pieces = list(PIECE.finditer(text))
    named = [bool(phrase_spans(list(words(m.group())), {"g": list(ours)})) for m in pieces]
    relative = [str(w) for w in cue_words(lex.lang, "unlike_where")]
    out = list(text)
    for i, m in enumerate(pieces):
        if named[i] or not any(named[i + 1:]) or not _names_other_game(m.group(), pattern, lex):
            continue
        j = i + 1
        while j < len(pieces) and not named[j] and relative and \
                any(a == 0 for a, _, _ in phrase_spans(list(words(pieces[j].group()))[:3], {"r": relative})):
            j += 1
        if j == i + 1:
            continue        # no clause about the game: "comme à la belote, on ..." says nothing of it alone
        for k in pieces[i:j]:
            out[k.start():k.end()] = " " * (k.end() - k.start())
    return "".join(out)


PRACTICE_OPENS = 4          # words at a piece's start where "in many games" / "here" frame it


ASIDE = re.compile(r"\([^()]*\)")


def _framed_asides_blanked(text: str, lex: Lexicon) -> str:
    """An aside in brackets framed as others' practice ("Capturing is optional (in some villages
    it is compulsory)": :func:`scope.framed_as_others`, or a word for a variant or for others'
    practice, ``variant``, ``elsewhere``): blanked, so that the sentence around it states ours."""
    if "(" not in text:
        return text
    from .scope import framed_as_others

    cue = {"v": [*lex.variant, *lex.elsewhere]}
    return ASIDE.sub(lambda m: " " * len(m.group()) if framed_as_others(m.group()[1:-1], lex.lang) or
                     phrase_spans(words(m.group()), cue) else m.group(), text)


def _others_practice_framed(text: str, lex: Lexicon, game_id: str | None = None) -> str:
    """"Dans beaucoup de jeux on tourne dans le sens des aiguilles d'une montre ; ici, au contraire,
    on tourne dans le sens inverse": a piece framed by other games' practice (cue data
    ``claim_cues_order.other_practice``, or ``elsewhere``) before a piece opening with ours
    (``ours_here``: "here", "on the contrary"; or naming our game, ``game_id``, among its first
    words: "En mi pueblo jugábamos de 2 a 6, pero la Briscola del sitio se juega de dos") is
    about the others: blanked."""
    data = _claim_cues(lex.lang)
    practice, ours = [*data.get("other_practice", ()), *data.get("habitual", ()), *lex.elsewhere], list(data.get("ours_here", ()))
    if not ours or not practice:
        return text
    pieces = list(PIECE.finditer(text))
    if len(pieces) < 2:
        return text

    def opens(m: re.Match, table: list[str]) -> bool:      # (a frame may be long: "na casa dos meus avós")
        return any(a == 0 for a, _, _ in phrase_spans(list(words(m.group()))[:2 * PRACTICE_OPENS], {"c": table}))
    framed_as_others = _scope().framed_as_others

    named = list(our_game_names(lex.lang, game_id)) if game_id else []
    buts = {norm(w) for w in structure_cues(lex.lang).get("but", ())}

    def ours_opens(m: re.Match) -> bool:    # "…; here …", "…, but here …", "…, ma da noi …"
        first = words(m.group())[:1]
        return opens(m, ours) or bool(first) and first[0] in buts and any(
            a == 1 for a, _, _ in phrase_spans(list(words(m.group()))[:2 * PRACTICE_OPENS], {"c": ours}))
    here = [i for i, m in enumerate(pieces) if ours_opens(m) or named and
            phrase_spans(list(words(m.group()))[:PRACTICE_OPENS], {"g": named})]
    if not here or here[-1] == 0:
        return text         # (no piece after the first opens with ours: nothing framed before one)
    framed = [i for i, m in enumerate(pieces[:here[-1]]) if opens(m, practice) or framed_as_others(m.group(), lex.lang)]
    if not framed or not any(h > min(framed) for h in here):
        return text
    out = list(text)
    for i in framed:
        if any(h > i for h in here):
            end = next(h for h in here if h > i)
            for m in pieces[i:end]:
                out[m.start():m.end()] = " " * (m.end() - m.start())
    return "".join(out)


def practice_before_ours(before: str, after: str, lex: Lexicon) -> bool:
    """A sentence opening with another practice, a habit or an informal setting (data
    ``other_practice``, ``habitual``: "Al bar di solito si gioca a più smazzate", "Usually people
    play to 51") right before one that opens with ours (``ours_here``: "Al torneo, invece, …",
    "Here, instead, …"): the first tells the practice the text sets aside, no rule of its own."""
    data = _claim_cues(lex.lang)
    ours = list(data.get("ours_here", ()))
    practice = [*data.get("other_practice", ()), *data.get("habitual", ())]
    if not ours or not practice:
        return False
    return bool(phrase_spans(list(words(after))[:PRACTICE_OPENS], {"h": ours})) and \
        bool(phrase_spans(list(words(before))[:2 * PRACTICE_OPENS], {"c": practice}))


FRAMED_REACH = 4            # words after the frame word where the other game's name stands ("In a game of Scopa")


@functools.cache
def _other_game_names() -> frozenset[str]:
    """The other games the site data lists (``other_games``), normalised."""
    from .lexicon import site_data

    return frozenset(norm(str(g)) for g in site_data().get("other_games") or [])


def _frames_a_name(piece: str) -> bool:
    """A game named among the few words after the piece's first word: a capitalised word or one
    of the other games the site data lists (``other_games``: "nel tressette")."""
    near = re.findall(r"[^\W\d_]+", piece)[1:1 + FRAMED_REACH]
    return any(w[:1].isupper() or norm(w) in _other_game_names() for w in near)


def _other_game_framed(text: str, lex: Lexicon, game_id: str | None) -> str:
    """A piece framed by another game ("In Tressette | you must follow suit") before a piece that
    names ours or opens with a word that comes back to it (``ours_here``: "В Скопе, напомним,
    брать обязательно …; здесь и то и другое — ваш выбор"): that game's rule, blanked."""
    frames = list(cue_words(lex.lang, "game_frame"))
    ours = our_game_names(lex.lang, game_id) if game_id else ()
    if not frames or not ours:
        return text
    pieces = list(PIECE.finditer(text))
    if len(pieces) < 2:
        return text
    here = list(_claim_cues(lex.lang).get("ours_here", ()))
    named = [bool(phrase_spans(list(words(m.group())), {"g": list(ours)})) or
             bool(here) and any(a == 0 for a, _, _ in phrase_spans(list(words(m.group()))[:PRACTICE_OPENS], {"h": here}))
             for m in pieces]
    if not any(named[1:]):
        return text
    last = max(i for i, x in enumerate(named) if x)
    out = list(text)
    framed = False      # "À la scopa, | on est obligé de prendre; | à la Cìcera, jamais": the frame reaches on
    for i, m in enumerate(pieces[:last]):
        first = words(m.group())[:1]
        inflected = bool(first) and _inflected_other_game(first[0], lex)    # fi "Scopassa ottaminen on pakollista"
        opens = inflected or any(a == 0 for a, _, _ in phrase_spans(list(words(m.group()))[:3], {"f": frames}))
        if named[i] or opens:
            framed = not named[i] and opens and (inflected or _frames_a_name(m.group()))   # "In Tressette ...", not "A ogni giocatore ..."
        if framed:
            out[m.start():m.end()] = " " * (m.end() - m.start())
    return "".join(out)


def _names_other_game(text: str, pattern, lex: Lexicon) -> bool:
    """The text names another game (``pattern``: their names), also inflected (fi "pelannut scopaa,
    jossa ...")."""
    return bool(pattern.search(text)) or bool(lex.name_suffixes) and any(
        _inflected_other_game(w, lex) for w in TOKEN.findall(text))


def _inflected_other_game(word: str, lex: Lexicon) -> bool:
    """A word that is another game's name (site data ``other_games``) with one of the language's
    name endings (``name_suffixes``: fi "Scopassa"): the game frames what the piece says."""
    w = norm(word)
    return any(w.endswith(suffix) and w[:-len(suffix)] in _other_game_names() for suffix in lex.name_suffixes if suffix)


@functools.cache
def our_game_names(lang: str, game_id: str) -> tuple[str, ...]:
    """The names a game goes by in ``lang``: the glossary's name and forms, the cue data's
    ``game_names`` (ru "брисколе")."""
    lex = lexicon(lang)
    out = [f for n in glossary().get("names") or [] if n.get("kind") == "game"
           and _unaccented(norm(n["name"])) == game_id for f in {n["name"], *(n.get("forms") or [])}]
    return tuple(out + list(lex.game_names.get(game_id) or []))


TRANSLATED_NAME = "the name {name} is translated; it stays untranslated"
OTHER_PACK = "the name {name} is replaced by a figure of another pack; it stays untranslated"


@functools.cache
def english_concepts(text: str) -> frozenset[str]:
    """Concepts whose English terms occur in an English clause ("end-of-deal" names 'deal')."""
    out = set()
    for cid, concept in (glossary().get("concepts") or {}).items():
        en = concept.get("en") if isinstance(concept, dict) else None
        # phrases where the English word means something else ("a lead of 60 points")
        plain = text
        for other in (en or {}).get("other_senses") or []:
            plain = re.sub(rf"(?<!\w){re.escape(other)}(?!\w)", " ", plain, flags=re.IGNORECASE)
        tokens = tuple(words(plain))
        present = set(tokens)
        for term in (en or {}).get("terms") or []:
            phrase = _phrase(term)
            if phrase and present.issuperset(phrase) and _contains(tokens, phrase):
                out.add(cid)
    return frozenset(out)


@functools.cache
def _name_forms(lang: str) -> frozenset[str]:
    return frozenset(norm(f) for n in lexicon(lang).names for f in n.forms)


@functools.lru_cache(maxsize=4096)
def _forbidden_here(lang: str, concepts: frozenset[str], page_wide_only: bool) -> tuple:
    """The forbidden renderings looked for in a sentence stating ``concepts``: page-wide ones
    and the concepts' own, except a word that is part of an approved term here ("chồng bài
    đã ăn")."""
    lex = lexicon(lang)
    approved = [t for c in concepts for t in lex.terms.get(c, [])]
    return tuple(f for f in lex.forbidden
                 if (f.page_wide or (f.concept in concepts and not page_wide_only))
                 and not any(_phrase(f.term) and _contains(_phrase(t), _phrase(f.term)) for t in approved))


@functools.lru_cache(maxsize=1024)
def _with_named(concepts: frozenset[str]) -> frozenset[str]:
    """``concepts`` and those the glossary names with one of them (``named_with``: the dealer
    where the sentence deals, "nhà cái chia cho mỗi người 3 lá"): their forbidden words are
    looked for in the sentence too."""
    extra = {cid for cid, concept in (glossary().get("concepts") or {}).items()
             if isinstance(concept, dict) and concepts & set(concept.get("named_with") or ())}
    return concepts | frozenset(extra)


APPROVED_BEFORE = 2     # short words between a concept's approved term and a forbidden one that completes it ("figuras de la corte")
LINK_CHARS = 3          # ... each at most this long (articles and prepositions: "de", "la", "di"; not a verb: "pode levar")
LINK_PUNCT = re.compile(r"[^\w\s'’“”«»\"]")     # punctuation that parts the two (quotes do not: 'figuras de la “Corte”')


def _completes_approved(text: str, tokens: list[str], at: int, approved: list[str]) -> bool:
    """The word at ``at`` follows one of the concept's approved terms, a preposition and an
    article between and no punctuation ("las figuras de la corte", "le figure della corte"): it
    completes the approved term, it does not stand in its place."""
    spans = [m.span() for m in TOKEN.finditer(text)]
    for _, b, _ in phrase_spans(tokens[:at], {"a": approved}):
        between = tokens[b:at]
        if len(between) <= APPROVED_BEFORE and all(len(w) <= LINK_CHARS for w in between) and \
                b > 0 and at < len(spans) and not LINK_PUNCT.search(text[spans[b - 1][1]:spans[at][0]]):
            return True
    return False


def _tie_named(text: str, lex: Lexicon) -> bool:
    """The sentence names a tie's situation (``facts._tie_mentions``: equal counts, a tied score,
    nobody capturing, a tie's own word)."""
    from .facts import _tie_mentions

    return bool(_tie_mentions(words(text), text, lex))


def _without_words(text: str, at: int, n: int) -> str:
    """``text`` with its words ``at`` to ``at + n`` blanked (the forbidden word itself, "is drawn",
    names no tie's situation)."""
    spans = [m.span() for m in TOKEN.finditer(text)]
    if at + n > len(spans):
        return text
    a, b = spans[at][0], spans[at + n - 1][1]
    return text[:a] + " " * (b - a) + text[b:]


# The concepts whose situation a sentence can be read for: a forbidden rendering that is another
# concept's approved term ("pescare", "draw", "nostaa": drawing from the stock) is that concept's
# word unless the sentence names this one's situation ("if nobody captured, the deal is drawn")
DEAL_SLOT_REACH = 2     # words between a word of the deal's slot and the noun in it ("no fim de cada negócio")


def _deal_named(text: str, lex: Lexicon) -> bool:
    """A forbidden rendering of the deal stands where a deal is named (claim cues
    ``deal_slot``: "cada", "fim de", "próximo", "каждой", "следующей" within
    ``DEAL_SLOT_REACH`` words before it): "no fim de cada negócio", "после каждой сделки"."""
    slots = cues(lex, "deal_slot")
    if not slots:
        return False
    tokens = words(text)
    ends = [b for _, b, _ in phrase_spans(tokens, {"s": slots})]
    for f in lex.forbidden:
        if f.concept != "deal":
            continue
        at = find_term(tokens, f.term)
        if at is not None and any(0 <= at - b <= DEAL_SLOT_REACH for b in ends):
            return True
    return False


TAKEN_GAP = 2           # words (a determiner, a word for the last: "le dernier") between a verb of winning and the trick's word


def _situation_words(text: str, lex: Lexicon, concept: str) -> list[tuple[list[str], int, int]]:
    """(tokens, where, how many words) of each forbidden rendering of ``concept`` (not page-wide)
    the sentence writes."""
    tokens = words(text)
    out = []
    for f in lex.forbidden:
        if f.concept == concept and not f.page_wide and (at := find_term(tokens, f.term)) is not None:
            out.append((tokens, at, len(_phrase(f.term.lstrip(EXACT)))))
    return out


def _trick_named(text: str, lex: Lexicon) -> bool:
    """A forbidden rendering of the trick stands where a trick is won, taken or worth points: right
    after a verb of winning or taking (data ``winning``, ``beats``: "qui gagne le tour", "remporte
    le dernier tour"), with only a determiner or a word for the first or the last (data
    ``claim_cues.trick_place``) between, or right before a verb of winning, of being worth or of
    going to someone ("le dernier tour rapporte", "le tour est remporté par": data ``worth``,
    ``won_by``). Not "c'est au tour du gagnant" (a noun of winning after a preposition)."""
    place = {norm(w) for w in _claim_cues(lex.lang).get("trick_place", ())}
    taking = {"t": [*lex.winning, *lex.beats]}
    after = {"a": [*lex.winning, *lex.worth, *lex.won_by]}
    for tokens, at, n in _situation_words(text, lex, "trick"):
        if any(at - b <= TAKEN_GAP and all(len(w) <= 3 or w in place for w in tokens[b:at])
               for _, b, _ in phrase_spans(tokens[:at], taking)):
            return True
        if any(a == 0 for a, _, _ in phrase_spans(tokens[at + n:at + n + 4], after)):
            return True
    return False


CARDS_OF_GAP = 2        # short words (a preposition, an article) between a word for cards and its complement ("cartas de la corte")


def _court_named(text: str, lex: Lexicon) -> bool:
    """A forbidden rendering of the court cards stands as the complement of a word for cards,
    prepositions and articles between ("cartas de corte", "cartas da corte", "carte di corte"):
    the court cards named, whatever clause the sentence is aligned to ('corte' alone is right for
    the cut of the pack)."""
    cards = {norm(w) for w in lex.cards}
    for tokens, at, _ in _situation_words(text, lex, "court_card"):
        for k in range(1, CARDS_OF_GAP + 2):
            b = at - k
            if b < 0:
                break
            if tokens[b] in cards and all(len(w) <= 3 for w in tokens[b + 1:at]):
                return True
    return False


SITUATIONS = {"tie": _tie_named}
# the concepts a sentence may name by its situation, whatever clause it is aligned to: a forbidden
# rendering of them is looked for there too ("a net of zero resti means the game is drawn", in a
# sentence aligned to the count of resti; "no fim de cada negócio, …", to the count of points)
NAMED_BY_SITUATION = {"tie": (_tie_named, True), "deal": (_deal_named, False),      # (reader, the word blanked first)
                      "trick": (_trick_named, False), "court_card": (_court_named, False)}
# the situations that give the word its sense themselves: a word that is another concept's approved
# term is read in this one's there ("cartas da corte": the court, not the cut of the pack)
SENSE_BY_SITUATION = frozenset({"court_card", "trick"})
CLAUSE_CUT = re.compile(r":(?!\d)")     # a situation is named on the side of a colon its word is on


def situations_named(text: str, lex: Lexicon) -> set[str]:
    """The concepts of ``NAMED_BY_SITUATION`` whose forbidden rendering the sentence writes (a
    cheap test of the words first) and whose situation its side of a colon names (the word
    itself blanked where it could name the situation: en "is drawn" is also a word for a tie):
    "a net of zero resti means the game is drawn", not "Lasku menee tasan: …, eikä nosteta
    lisää" (the count comes out even; nothing is drawn)."""
    present = None
    out = set()
    for concept, (named, blank) in NAMED_BY_SITUATION.items():
        firsts = _situation_firsts(lex.lang, concept)
        if not firsts:
            continue
        if present is None:
            present = " ".join(words(text))
        if not any(w in present for w in firsts):
            continue
        tokens = words(text)
        spans = [m.span() for m in TOKEN.finditer(text)]
        for f in lex.forbidden:
            if f.concept != concept or f.page_wide or (at := find_term(tokens, f.term)) is None or at >= len(spans):
                continue
            size = len(_phrase(f.term.lstrip(EXACT)))
            said = _without_words(text, at, size) if blank else text
            start = spans[at][0]
            lo = max((m.end() for m in CLAUSE_CUT.finditer(said, 0, start)), default=0)
            hi = next((m.start() for m in CLAUSE_CUT.finditer(said, start)), len(said))
            if named(said[lo:hi], lex):
                out.add(concept)
                break
    return out


@functools.cache
def _situation_firsts(lang: str, concept: str) -> tuple[str, ...]:
    """The stems of the first words of ``concept``'s forbidden renderings (not page-wide ones):
    a sentence without any of them is not read for the concept's situation."""
    return tuple(stem(w) for f in lexicon(lang).forbidden if f.concept == concept and not f.page_wide
                 for w in _phrase(f.term.lstrip(EXACT))[:1])


# concepts that are cards: a forbidden rendering of one stands for it only beside a word for cards
# or a card's name ("le carte di corte", "Fante, Cavallo e Re sono corti", "prendere Assi, Tre e
# campi"); elsewhere the word is in its own sense ("i campi sono chiusi", "Nehmt Platz am Tisch,
# dann werden drei Karten …", "après le match sur le terrain, on sort les cartes")
AMONG_CARDS = frozenset({"court_card"})     # (and a forbidden term marked ``among_cards`` in the glossary: fi "palautus", "maksu palautetaan kokonaan", a fee refunded)
CARDS_BESIDE = 5        # words either side of the rendering where a word for cards or a card's name stands


def _among_cards(text: str, at: int, size: int, lex: Lexicon) -> bool:
    """A word for cards, for capturing or rank (:func:`_card_context`) or one of our cards' names
    within CARDS_BESIDE words of the rendering at ``at`` (``size`` words)."""
    tokens = words(text)
    near = tokens[max(0, at - CARDS_BESIDE):at] + tokens[at + size:at + size + CARDS_BESIDE]
    return bool(set(near) & card_words(lex.lang)) or any(find_term(near, c) is not None for c in _card_context(lex.lang))


@functools.cache
def _card_context(lang: str) -> tuple[str, ...]:
    """Words a card stands among: words for cards (data ``cards``), for capturing and for rank (the
    glossary's ``capture``, ``rank``, ``trick_roles.takes``, data ``card_context``), for worth and
    points (``worth``, ``point_words``): "Une cour ne peut prendre qu'une seule cour de même
    valeur", "Les courts valent 5 points" say a card's capture or worth, no word for cards in it."""
    lex = lexicon(lang)
    from .tricks import trick_roles
    takes = [" ".join(p) for p in trick_roles(lang).get("takes") or []]
    return tuple([*lex.cards, *(lex.terms.get("capture") or []), *(lex.terms.get("rank") or []), *lex.worth,
                  *lex.point_words, *takes, *cues(lex, "card_context")])


def _other_concepts_term(tokens: list[str], at: int, concept: str, lex: Lexicon) -> bool:
    """The word at ``at`` is an approved term of another concept than ``concept`` (pt "comprar"
    is forbidden for a tie and approved for drawing from the stock)."""
    return any(c != concept and find_term(tokens, t) == at for c, terms in lex.terms.items() for t in terms)


def movers_way(tokens, lex: Lexicon) -> bool:
    """The sentence names a thing that travels a way (data ``movers``: a coach, a van, a road, a
    run's course, a queue) and no word of playing, of the turn, of leading or of starting: a
    direction it tells is that thing's ("the coach took the clockwise loop", "il veicolo B girava
    in senso orario attorno all'aiuola", "Go round the tables clockwise — the queue …"), no play's,
    and the clock's way named there is no rendering of our direction of play."""
    movers = cue_words(lex.lang, "movers")
    if not movers or not phrase_spans(tokens, {"m": list(movers)}):
        return False
    play = [*lex.plays, *lex.leads, *lex.starts, *cues(lex, "turn_next")]
    return not phrase_spans(tokens, {"p": play})


WAY_CONCEPTS = frozenset({"anticlockwise"})     # a direction of play: its forbidden rendering, said of a mover's way, is no rendering


def names_play(tokens, lex: Lexicon, games: bool = False) -> bool:
    """The sentence names something of a card game: a word for playing, players, cards, a turn or
    a game (data ``plays``, ``players``, ``cards``, ``claim_cues_order.turn_next``, ``match_words``,
    ``game_for``), a term of the glossary other than the way's own (``WAY_CONCEPTS``: "senso
    orario" names no game), a name of ours; a game's name only with ``games`` ("Per la sala
    della Briscola girate a sinistra": the event's name, no play)."""
    from .align import concept_hits
    from .counts import _our_names

    table = {"w": [*lex.plays, *lex.players, *lex.cards, *lex.leads, *lex.starts, *lex.match_words,
                   *cues(lex, "turn_next"), *cues(lex, "game_for"), *cues(lex, "direction_clockwise"),
                   *cues(lex, "direction_anticlockwise")]}
    names = set() if games else {w for n in _our_names(lex.lang) for w in words(n)}
    bare = tuple(w for w in tokens if w not in names)
    text = " ".join(bare)
    return bool(phrase_spans(bare, table)) or bool(concept_hits(text, lex) - WAY_CONCEPTS) or \
        bool(lex.names and names_in(text, lex.names)) or games and bool(phrase_spans(bare, {"g": list(_our_names(lex.lang))}))


@functools.cache
def _way_fillers(lang: str) -> frozenset[str]:
    """Words that say no thing a way is told of: the language's function words
    (``language_cues.function_words``), its words of going on and of sequence (data
    ``way_goes``), the words of its directions and clock ways themselves, and its words of
    starting and leading (``starts``, ``leads``: "partendo dal mazziere", "starting at the
    lighthouse"), which name no thing either way (``about_game``)."""
    from .detect import _function_words

    lex = lexicon(lang)
    phrases = [*cue_words(lang, "way_goes"), *cue_words(lang, "clock_ways"),
               *(p for v in lex.directions.values() for p in v), *lex.starts, *lex.leads]
    return _function_words(lang)[0] | {w for p in phrases for w in words(p)}


# the glossary's concepts whose terms name a thing of the game itself (who plays, what is dealt,
# won or kept): a rule's subject or object. Not the concepts that are actions a sentence may do to
# anything (taking, drawing, cutting, adding up), nor kinds of card whose words have an everyday
# sense of their own ("figura", "honneur", "Figur"), nor the way of play (``WAY_CONCEPTS``).
ENTITY_CONCEPTS = ("dealer", "deal", "deck", "trick", "last_trick", "lead", "partner", "opponent",
                   "previous_player", "dealers_right", "stock", "trump", "suit_led", "follow_suit",
                   "capture_pile", "team_total", "counting_card", "matto", "versicola", "resto", "fola",
                   "sweep", "point_lead")
PRONOUN_LETTERS = 3     # a side's word this short in the data is a pronoun ("er", "wir", "ils"): it names no one of the game
COMPOUND_HEAD = 4       # letters of an entity's word that heads a compound
SHORT_ENTITY = 2        # an entity's word this short matches only itself
ENTITY_ENDING = 2       # letters a word may have beyond the entity's word it matches ("Spielern"; not "Rundgang", a "Runde")


@functools.cache
def _game_entities(lang: str) -> tuple[dict[str, list[str]], frozenset[str], dict[str, tuple[str, ...]]]:
    """The phrases that name a thing of the game in ``lang``: playing and its players (a noun
    for people aside: vi "người" of "mọi người", everyone), the sides and teams, the points, the
    cards and their suits, a game, a deal or a match, the turn (data ``plays``, ``players``,
    ``clause_cues.party`` less its pronouns, ``point_words``, ``cards``, ``match_words``,
    ``claim_cues.game_for``, ``turn_next``, ``direction_*``), the glossary's terms of
    ``ENTITY_CONCEPTS`` and its terms of several words of any concept (a term of art: "Place
    only", "Posa soltanto", "Chỉ đặt bài"; not the everyday verb "poser", "đặt"); and the words
    of our names. Not a word of starting or leading (``starts``, ``leads``): a visit, a parade or a
    service starts and leads as play does. With them, the entity words by their first three
    letters, shortest first (``_entity_word``)."""
    from .detect import _function_words
    from .lexicon import cue_block

    lex = lexicon(lang)
    people = {norm(w) for p in cues(lex, "people") for w in words(p)}
    players = [p for p in lex.players if not (len(words(p)) == 1 and words(p)[0] in people)]
    function = _function_words(lang)[0]
    parties = [p for p in cue_block(lang, "clause_cues").get("party", ())     # its pronouns aside ("wir", "il", "họ")
               if not set(words(p)) <= function and len(p) > PRONOUN_LETTERS]
    table = {"w": [*lex.plays, *players, *parties, *lex.point_words, *lex.cards, *lex.match_words, *cues(lex, "turn_next"),
                   *cues(lex, "game_for"), *cues(lex, "direction_clockwise"), *cues(lex, "direction_anticlockwise"),
                   *(t for c in ENTITY_CONCEPTS for t in lex.terms.get(c) or []), *(n for v in lex.suits.values() for n in v),
                   *(t for c, ts in lex.terms.items() if c not in WAY_CONCEPTS for t in ts if len(words(t)) > 1)]}
    from .counts import _our_names
    by_start: dict[str, set[str]] = {}
    for p in table["w"]:
        for w in words(p.lstrip("=")):
            by_start.setdefault(w[:3], set()).add(w)
    return table, frozenset(w for n in _our_names(lang) for w in words(n)), \
        {k: tuple(sorted(v, key=len)) for k, v in by_start.items()}


def about_game(tokens, lex: Lexicon, text: str | None = None, aside: frozenset[str] = frozenset()) -> bool:
    """The words name a thing of the game (``_game_entities``: players, a player's play, the
    dealer and the deal, the cards, a card of ours by name, the trick, the pack, a team or partner,
    a game or match, the turn) or one of our games: what a reader's cue says in them may be a rule
    of ours. A clause naming none of them and naming something else (a ferry, a parade, a parcel,
    a trolley: ``names_else``) tells that thing's way or duty, no rule of a game; one naming
    nothing else ("Si gioca in senso orario", "Gespielt wird im Uhrzeigersinn", "Wer nehmen kann,
    muss nehmen") has its subject implied, the game's. ``text``: the words' sentence, where our
    names are found as written; ``aside``: words that make no entity by themselves (a way's own)."""
    table, game_words, by_start = _game_entities(lex.lang)
    if lex.compounds and _entity_headed(tokens, lex.lang):
        return True
    return any(all(_entity_word(w, by_start) for w in tokens[a:b]) and not set(tokens[a:b]) <= aside
               for a, b, _ in phrase_spans(tokens, table)) or \
        any(word_matches(w, g) for w in set(tokens) for g in game_words) or \
        bool(text and lex.names and names_in(text, lex.names))


@functools.cache
def _entity_heads(lang: str) -> frozenset[str]:
    """The entity words of one word (``_game_entities``) long enough to head a compound, the
    verbs of playing aside (a verb's prefix makes no compound: "vorlegen", "ablegen")."""
    table, _, _ = _game_entities(lang)
    verbs = {w for p in lexicon(lang).plays for w in words(p)}
    return frozenset(w for p in table["w"] if len(ws := words(p.lstrip("="))) == 1 and len(w := ws[0]) >= COMPOUND_HEAD
                     and w not in verbs)


def _entity_headed(tokens, lang: str) -> bool:
    """In a compounding language, a word whose head (its last part) is an entity's word: fi
    "valttikorttia", "laskentakorttia" (cards), de "Kartenspiele" (games); not one where the
    entity's word is the first part ("Rundgang")."""
    heads = _entity_heads(lang)
    return any(w[k:] in heads for w in tokens for k in range(1, len(w) - COMPOUND_HEAD + 1))


def _entity_word(token: str, by_start: dict[str, tuple[str, ...]]) -> bool:
    """``token`` is a form of an entity's word: one it matches is at most ENTITY_ENDING letters
    shorter ("Spielern" of "Spieler"; "Rundgang", a walk, is no "Runde"; "ходы" of "ход"); a word
    of SHORT_ENTITY letters only as written (vi "lá")."""
    return any(token == w or len(w) > SHORT_ENTITY and word_matches(token, w) and len(token) <= len(w) + ENTITY_ENDING
               for w in by_start.get(token[:3], ()))


def names_else(tokens, fillers: frozenset[str]) -> bool:
    """The words hold a word that is none of ``fillers`` (a reader's own vocabulary and the
    language's function words) nor a number: the clause names some thing of its own."""
    return any(w not in fillers and not w.isdigit() for w in tokens)


def _strings(node) -> list[str]:
    if isinstance(node, dict):
        return [s for v in node.values() for s in _strings(v)]
    if isinstance(node, (list, tuple)):
        return [s for v in node for s in _strings(v)]
    return [node] if isinstance(node, str) else []


# cue data that lists the world's things, not the words rules are written in: a hotel, a boat, a
# meeting point (``named_thing_spans``, ``compounds_blanked``)
WORLD_KEYS = frozenset({"named_things", "everyday_compounds"})


@functools.cache
def rules_vocabulary(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """The words rules are written in, in ``lang``: its function words, every word of the
    checker's data for it (``rules/checker/<lang>.yaml``: every reader's cues, not the world's
    things of ``WORLD_KEYS``), of the glossary's
    terms in it, approved or forbidden (a translator's wrong word is still a rules word: "захват"),
    and of our names; and their stems. A sentence naming no thing of the game
    (``about_game``) and a word beyond these names a thing of its own (``else_than_rules``)."""
    from .detect import _function_words
    from .lexicon import _load_yaml

    path = CHECKER_DIR / f"{lang}.yaml"
    data = _load_yaml(path) if path.exists() else {}
    texts = _strings({k: v for k, v in data.items() if k not in WORLD_KEYS})
    lex = lexicon(lang)
    texts += [t for ts in lex.terms.values() for t in ts] + [f.term for f in lex.forbidden] + \
        [form for n in lex.names for form in n.forms]
    vocab = _function_words(lang)[0] | {w for t in texts for w in words(t.replace("…", " ").lstrip("="))}
    return vocab, frozenset(stem(w) for w in vocab if len(stem(w)) >= 3)


ELSE_WORDS = 2      # words beyond the rules' vocabulary that name a thing of its own: one may be a word the data lacks ("available", "kuitenkin")
ELSE_SHARE = 0.25   # ... and at least this share of the sentence's words that are no function words: a rule says a stray word or two
#                     of its own ("einfach … gar nichts passt"), a sentence about another thing mostly its own words


def else_than_rules(tokens, lex: Lexicon) -> bool:
    """The words hold ELSE_WORDS that are no word rules are written in (``rules_vocabulary``, a
    form of one by its stem) nor a number, an ELSE_SHARE of its words that are no function words
    at least: "Paket … Abholschein", "kayak … boathouse"."""
    from .detect import _function_words

    vocab, stems = rules_vocabulary(lex.lang)
    said = {w for w in tokens if w and not w.isdigit()} - _function_words(lex.lang)[0]
    beyond = sum(1 for w in said if w not in vocab and
                 not any(w[:k] in stems for k in range(len(w), max(2, len(w) - MAX_ENDING - 1), -1)))
    return beyond >= ELSE_WORDS and beyond >= ELSE_SHARE * len(said)


@functools.cache
def _way_words(lang: str) -> frozenset[str]:
    """The words of a way itself: its clock ways and directions (data ``clock_ways``,
    ``directions``): never the game entity a way is told of ("в обратную сторону", a side)."""
    lex = lexicon(lang)
    return frozenset(w for p in [*cue_words(lang, "clock_ways"), *(p for v in lex.directions.values() for p in v)]
                     for w in words(p))


WAY_LABEL = re.compile(r"^\W*+(?:[^\W\d_]++[\s-]*+){1,3}:\s")     # "Đáp án: ", "Direction: ", "Sens du jeu : " before a way


def things_way(text: str, lex: Lexicon) -> bool:
    """The way the sentence tells is a thing's, not play's: a mover's (``movers_way``), or the
    sentence names nothing of a game (``names_play``, a game's name counted) and names some
    thing the way is said of — a word that is no function word, no word of going on or of
    sequence and no word of the way (``_way_fillers``): "Il pedale sinistro si svita in senso
    orario", "go round the green clockwise", "Schrauben im Uhrzeigersinn anziehen". A way told
    alone ("Counter clockwise.", "Si procede poi in senso antiorario.", "on tourne ensuite dans
    le sens inverse des aiguilles d'une montre"), after a label or not ("Đáp án: THEO CHIỀU KIM
    ĐỒNG HỒ."), is the way of what the passage is about."""
    tokens = words(text)
    if movers_way(tokens, lex):
        return True
    if about_game(tokens, lex, aside=_way_words(lex.lang)):
        return False        # (the way's own words aside: "в обратную сторону" is no side of the game; nor our names: "M. Fanti")
    return names_else(words(WAY_LABEL.sub("", text, count=1)), _way_fillers(lex.lang))


def loose_of_game(text: str, lex: Lexicon) -> bool:
    """The sentence names no thing of the game (``about_game``) and names a thing beyond the
    words rules are written in (``else_than_rules``): what a claim reader's cue says in it ("vence
    a foto com maior nota", "muss seinen Ausweis vorlegen") is said of that thing, no rule of
    ours. A rule with its subject implied ("Si gioca in senso orario", "In caso di parità si
    rigioca") names nothing else."""
    tokens = words(text)
    return not about_game(tokens, lex, text) and else_than_rules(tokens, lex)


def _own_sense_here(text: str, tokens: list[str], at: int, size: int, lex: Lexicon) -> bool:
    """The sentence around a forbidden rendering at ``at`` (``size`` words) names no thing of the
    game (``about_game``) and names a thing beyond the words rules are written in
    (``else_than_rules``: "les élèves … attendre leur tour au self", "договор аренды — это
    сделка между собственником и арендатором"): the word is in its own sense there, no rendering
    of our concept. A rule's sentence names its players, cards, deal or play ("Каждая сделка
    состоит из десяти взяток")."""
    rest = [*tokens[:at], *tokens[at + size:]]
    return not about_game(rest, lex, text) and else_than_rules(rest, lex)


def check_concepts(text: str, concepts: set[str], declared: tuple[str, ...], lex: Lexicon,
                   page_wide_only: bool = False, own_sense: bool = False) -> list[Finding]:
    """Forbidden renderings of ``concepts`` (and page-wide ones), and declared concepts missing.
    ``own_sense``: not a single word that is another concept's approved term ("pescano", drawing
    from the stock, in a sentence that also names a tie), for concepts read by their situation.
    (Kept for the last readings: a sentence is read by the page checks and its clause's.)"""
    return _concepts_checked(text, frozenset(concepts), tuple(declared), lex, page_wide_only, own_sense)


@readings(copy=copied_findings)
def _concepts_checked(text: str, concepts: frozenset[str], declared: tuple[str, ...], lex: Lexicon,
                      page_wide_only: bool, own_sense: bool) -> list[Finding]:
    name_forms = _name_forms(lex.lang)
    tokens = ["" if w in name_forms else w for w in words(text)]   # "Quadriglia" is not "quadra"
    issues = []
    hit_concepts = set()
    for f in _forbidden_here(lex.lang, _with_named(frozenset(concepts)), page_wide_only):
        at = find_term(tokens, f.term)
        if at is None:
            at = next((i for p in graded(lex.lang, f.term) for i, t in enumerate(tokens)
                       if t.startswith(p) and len(t) - len(p) <= MAX_ENDING + 1), None)
        if at is not None and (ends := short_endings(lex.lang)) and _short_word(f.term):
            at = next((i for i, t in enumerate(tokens) if _short_form(t, _phrase(f.term)[0], ends)), None)
            #         ru "судьям" (judges), de "hoffe" (I hope): another word starting with "суд", "hof"
        if at is not None and (forms := word_forms(lex.lang, f.term)) is not None:
            at = next((i for i, t in enumerate(tokens) if t in forms), None)
            #         it "cortile" is not "corte", pt "quadro" not "quadra": a longer word or another
            #         gender that begins the same way is another word
        if at is not None and f.as_noun:
            dets = determiners(lex.lang)
            size = len(_phrase(f.term.lstrip(EXACT)))
            at = next((i for i in range(1, len(tokens) - size + 1) if tokens[i - 1] in dets and
                       find_term(tokens[i:i + size], f.term) == 0), None)
            #         fr "le texte est court", "il court": no determiner, no noun (not "sur le court")
        if at is not None and f.right_in:
            at = _wrong_sense(tokens, f, word_forms(lex.lang, f.term))
            if at is not None and (ends := short_endings(lex.lang)) and _short_word(f.term) and \
                    not _short_form(tokens[at], _phrase(f.term)[0], ends):
                at = None
        if at is not None and f.right_by and _right_by(text, tokens, at, f, lex):
            at = None       # fr "le tour passe dans le sens horaire": the turn, in a sentence on the order of play
        if at is not None and len(_phrase(f.term)) == 1 and any(
                len(_phrase(t)) == 1 and word_matches(tokens[at], _phrase(t)[0])
                and len(stem(_phrase(t)[0])) > len(stem(_phrase(f.term)[0]))
                for t in lex.terms.get(f.concept, [])):
            at = None       # a more specific approved term matches the word ("числовой", not "число")
        if at is not None and _completes_approved(text, tokens, at, lex.terms.get(f.concept, [])):
            at = None       # "las figuras de la corte": the approved term is there, the word is its complement
        if at is not None and _other_concepts_term(tokens, at, f.concept, lex) and \
                any(find_term(tokens, t) is not None for t in lex.terms.get(f.concept, [])):
            at = None       # "cada um compra 17 vezes ... 60 a 60: empate": the word is another concept's
            #                 approved term (drawing from the stock), and this one's is there too
        if at is not None and own_sense and len(_phrase(f.term)) == 1 and _other_concepts_term(tokens, at, f.concept, lex):
            at = None       # (a phrase, "is drawn", is a form of its own: "the game is drawn")
        if at is not None and _denied_then_corrected(tokens, at, len(_phrase(f.term.lstrip(EXACT))), lex):
            at = None       # "не по часовой стрелке, а против часовой стрелки": named only to be denied
        if at is not None and (f.concept in AMONG_CARDS or f.among_cards) and not _among_cards(text, at, len(_phrase(f.term.lstrip(EXACT))), lex):
            at = None       # "quando piove e i campi sono chiusi": the bocce club's courts, no card beside
        if at is not None and f.concept in WAY_CONCEPTS and things_way(text, lex):
            at = None       # "O ônibus contorna a praça no sentido horário": a coach's way, not play's
        if at is not None and not f.page_wide and _own_sense_here(text, tokens, at, len(_phrase(f.term.lstrip(EXACT))), lex):
            at = None       # "doivent attendre leur tour", "договор аренды — это сделка": the word in its own sense
        if at is not None and f.concept in SITUATIONS and \
                any(_other_concepts_term(tokens, k, f.concept, lex) for k in range(at, at + len(_phrase(f.term)))) and \
                not SITUATIONS[f.concept](_without_words(text, at, len(_phrase(f.term))), lex):
            at = None       # "il primo giocatore a pescare e giocare": drawing from the stock, in its own
            #                 sense, in a sentence that names no tie
        if at is not None:
            hit_concepts.add(f.concept)
            found = " ".join(TOKEN.findall(text)[at:at + len(_phrase(f.term))])
            issues.append(evidence("terms", "error", f"wrong rendering of '{f.concept}': {f.reason}",
                                    " / ".join(lex.terms.get(f.concept, [])) or f.concept, found))
    if page_wide_only:
        return issues
    for cid in declared:
        terms = lex.terms.get(cid)
        if terms and cid not in hit_concepts and all(find_term(tokens, t, lex.compounds) is None for t in terms):
            issues.append(evidence("terms", "warning", f"concept '{cid}' is not expressed with an approved term",
                                    " / ".join(terms), ""))
    return issues


DENIAL_REACH = 2        # words between a negation and the word it denies ("non pas dans le sens …", "not in the")


def _denied_then_corrected(tokens: list[str], at: int, size: int, lex: Lexicon) -> bool:
    """The word at ``at`` is denied and corrected: a negation a few words before it and a word for
    'but rather' after it (data ``claim_cues.but_rather``: "not X but Y", "nicht X, sondern Y",
    "не X, а Y", "ei X vaan Y"): the text names it only to say it is not so, and the rendering it
    uses is the one after."""
    from .obligations import negation_spans

    return any(0 < at - n <= DENIAL_REACH + 1 for n in negation_spans(tuple(tokens), lex)) and \
        bool(phrase_spans(tuple(tokens[at + size:]), {"b": cues(lex, "but_rather")}))


@functools.cache
def graded(lang: str, term: str) -> tuple[str, ...]:
    """A one-word term with its consonant grade changed, as the language inflects it (cue data
    ``inflection.gradation``; fi "pp p": "temppu", "tempun"; "k kk": "leikata", "leikkaa"): each
    rule at the term's last such consonant, a single one not part of a double. The forms' common
    beginning: the graded stem up to the letter after the changed consonant ("tempu", "leikka";
    not "temp", which "tempo" has)."""
    if " " in term:
        return ()
    return tuple(dict.fromkeys(v[:i + len(b) + 1] for v, i, b in _gradations(lang, norm(term))))


@functools.cache
def _gradations(lang: str, low: str) -> tuple[tuple[str, int, str], ...]:
    """``low`` with its last consonant of each gradation rule changed: (the word, where, the new
    consonants)."""
    from .lexicon import _load_yaml

    path = CHECKER_DIR / f"{lang}.yaml"
    rules = ((_load_yaml(path).get("inflection") or {}).get("gradation") or []) if path.exists() else []
    out = []
    for rule in rules:
        a, _, b = str(rule).partition(" ")
        i = low.rfind(a)
        if not a or not b or i <= 0:
            continue
        if len(b) > len(a) and (low[i - 1:i] == a or low[i + len(a):i + 2 * len(a)] == a):
            continue        # "k kk" on the k of "kk": already strong
        v = low[:i] + b + low[i + len(a):]
        if v != low:
            out.append((v, i, b))
    return tuple(out)


CLAUSE_BREAK = re.compile(r"[,;.!?]")
SHORT_WORD = 4          # letters of a word whose stem is the whole word (``stem``): its forms are told by their ending


@functools.cache
def short_endings(lang: str) -> frozenset[str]:
    """The endings a short noun takes in ``lang`` (data ``inflection.short_endings``: ru "а",
    "ом", "ами"; de "e", "es"): after a forbidden word of at most ``SHORT_WORD`` letters, only
    these make a form of it; other letters make another word that starts the same way (ru
    "судья", "судьба" after "суд"; de "hoffe" after "Hof"). Empty: any ending, as for longer words."""
    return frozenset(norm(str(e)) for e in _inflection(lang).get("short_endings") or [])


@functools.cache
def _inflection(lang: str) -> dict:
    """The language's cue data ``inflection`` (how a forbidden word's forms are told), as written."""
    from .lexicon import _load_yaml

    path = CHECKER_DIR / f"{lang}.yaml"
    return (_load_yaml(path).get("inflection") or {}) if path.exists() else {}


@functools.cache
def word_forms(lang: str, term: str) -> frozenset[str] | None:
    """The forms of a one-word forbidden ``term`` that is no verb, in a language whose words take
    a few endings (data ``inflection.word_forms``: the endings that replace
    the term's ending, the longest given ending first: it "a": [a, e, i], pt "ado": [ado, ada,
    ados, adas], "" for any other ending: ["", s, es]); None when the language gives none, the
    term is a verb (``inflection.verb_endings``) or a phrase, or is matched as written ("=cour").
    Only these are the term: "cortile", "campione", "quadro", "cortesía" begin as "corte",
    "campo", "quadra" do, and are other words."""
    if term.startswith(EXACT) or len(_phrase(term)) != 1:
        return None
    data = _inflection(lang)
    table = {norm(str(k)): [norm(str(e)) for e in v] for k, v in (data.get("word_forms") or {}).items()}
    word = _phrase(term)[0]
    if not table or any(word.endswith(norm(str(e))) for e in data.get("verb_endings") or ()):
        return None
    ending = max((k for k in table if word.endswith(k)), key=len, default=None)
    if ending is None:
        return None
    head = word[:len(word) - len(ending)]
    return frozenset(head + e for e in table[ending])


@functools.cache
def determiners(lang: str) -> frozenset[str]:
    """The words that open a noun phrase in ``lang`` (data ``noun_determiners``: articles,
    demonstratives, possessives): a glossary word wrong only as a noun (``as_noun``) is one
    right after them."""
    from .lexicon import _load_yaml

    path = CHECKER_DIR / f"{lang}.yaml"
    return frozenset(norm(str(w)) for w in ((_load_yaml(path).get("noun_determiners") or []) if path.exists() else []))


@functools.cache
def _short_word(term: str) -> bool:
    phrase = _phrase(term)
    return not term.startswith(EXACT) and len(phrase) == 1 and len(phrase[0]) <= SHORT_WORD


def _short_form(token: str, word: str, ends: frozenset[str]) -> bool:
    return token == word or (token.startswith(word) and token[len(word):] in ends)



def _right_by(text: str, tokens: list[str], at: int, f, lex: Lexicon) -> bool:
    """A cue of a kind that makes the word right (glossary ``right_by``; "directions": the order
    of play, "sens horaire", "vers la droite") in its clause: "le tour passe dans le sens inverse
    des aiguilles d'une montre" names the turn, no trick ("qui remporte le tour ramasse les
    cartes, puis on joue vers la gauche" still names a trick)."""
    clause = [n for n, part in enumerate(CLAUSE_BREAK.split(text)) for _ in words(part)]
    if len(clause) != len(tokens):
        return False
    near = [t for k, t in enumerate(tokens) if clause[k] == clause[at]]
    for kind in f.right_by:
        table = getattr(lex, kind, None)
        phrases = [p for v in table.values() for p in v] if isinstance(table, dict) else list(table or ())
        if phrases and phrase_spans(near, {"r": phrases}):
            return True
    return False


def _wrong_sense(tokens: list[str], f, forms: frozenset[str] | None = None) -> int | None:
    """The first place the forbidden word stands outside the phrases where it is right (in one
    of its ``forms``, when the language gives them: :func:`word_forms`)."""
    right = [(j, j + len(_phrase(p))) for p in f.right_in for j in _matches(tokens, _phrase(p))]
    size = len(_phrase(f.term))
    exact = f.term.startswith(EXACT)    # "=tour": that form only, not "tournoi" (nor "tours", a term of its own)
    at = ([i for i in range(len(tokens) - size + 1) if tuple(tokens[i:i + size]) == _phrase(f.term)]
          if exact else _matches(tokens, _phrase(f.term)))
    return next((i for i in at
                 if (forms is None or tokens[i] in forms) and not any(a <= i and i + size <= b for a, b in right)), None)


def _matches(tokens: list[str], phrase: tuple[str, ...]) -> list[int]:
    return [i for i in range(len(tokens) - len(phrase) + 1)
            if all(word_matches(tokens[i + k], w) for k, w in enumerate(phrase))]


def _contains(hay: tuple[str, ...], needle: tuple[str, ...]) -> bool:
    return any(hay[i:i + len(needle)] == needle for i in range(len(hay) - len(needle) + 1))


# ---------------------------------------------------------------- names

@functools.lru_cache(maxsize=None)
def whole_word(phrase: str, flags: int = 0) -> re.Pattern:
    """A compiled pattern for ``phrase`` as whole words (cached: names are looked for often)."""
    return re.compile(rf"(?<!\w){re.escape(phrase)}(?!\w)", flags)


def word_search(phrase: str, text: str, ignore_case: bool = False, folded: str | None = None) -> re.Match | None:
    """``phrase`` as whole words in ``text``; a plain substring test first (most phrases are absent).
    ``folded``: ``text.casefold()``, for a case-insensitive search of many phrases."""
    if ignore_case:
        if phrase.casefold() not in (folded if folded is not None else text.casefold()):
            return None
        return whole_word(phrase, re.IGNORECASE).search(text)
    return whole_word(phrase).search(text) if phrase in text else None


def has_form(text: str, forms) -> bool:
    return any(form in text and whole_word(form).search(text) for form in forms)


def names_in(text: str, lex_names: list[Name]) -> set[str]:
    pattern, name_of = _names_pattern(id(lex_names), lex_names)
    return {name_of[m.group(1)] for m in pattern.finditer(text)}


_NAME_PATTERNS: dict[int, tuple] = {}


def _names_pattern(key: int, lex_names: list[Name]) -> tuple[re.Pattern, dict[str, str]]:
    """One pattern for every form of every name (a lexicon's list, kept alive here by its id):
    a form as whole words at any position, overlapping matches included; form → name."""
    if key not in _NAME_PATTERNS:
        name_of = {f: n.name for n in reversed(lex_names) for f in n.forms}
        forms = "|".join(re.escape(f) for f in sorted(name_of, key=len, reverse=True))
        _NAME_PATTERNS[key] = (lex_names, re.compile(rf"(?<!\w)(?=({forms})(?!\w))"), name_of)
    _, pattern, name_of = _NAME_PATTERNS[key]
    return pattern, name_of


def check_names(text: str, expected: set[str], lex: Lexicon, absent: frozenset[str] = frozenset()
                ) -> list[Finding]:
    """Names the clause uses must stay; a translation of a name is a defect wherever it is,
    unless it glosses the name kept beside it ("Matto (Sküs, Narr)"). ``absent``: names of cards
    the game's deck does not have (a "Dama" in a Briscola text is the Queen of another pack, not a
    translated Regina)."""
    _other_games = _values()._other_games

    issues = []
    by_name = {n.name: n for n in lex.names}
    folded = text.casefold()
    translations, heads = _translation_cues(lex)
    maybe = any(t in folded for t in translations) or any(h in norm(text) for h in heads)    # most sentences hold none
    others = _other_games()
    other_game = maybe and others is not None and bool(others.search(text))
    for n in lex.names if maybe else ():
        if n.name in absent or n.translations and has_form(text, n.forms):
            continue
        for t in n.translations:
            if other_game and t in n.other_pack:
                continue        # "Wer aus dem Schafkopf kommt …; Ober und Unter gibt es aber nur dort": that game's figures
            m = word_search(t, text, _any_case(t, n, lex), folded)     # "Ober" as written
            if m and (in_proper_name(text, m.start(), m.end(), lex) or in_named_thing(text, m.start(), m.end(), lex)):
                # "puheenjohtaja Riitta Kuningas": a person's name, no card's; "Rue du Roi": a street's
                m = next((x for x in whole_word(t, re.IGNORECASE if _any_case(t, n, lex) else 0).finditer(text)
                          if not in_proper_name(text, x.start(), x.end(), lex)
                          and not in_named_thing(text, x.start(), x.end(), lex)), None)
                if m is None:
                    continue
            found = m.group() if m else _inflected(t, text, lex)
            if found:
                message = OTHER_PACK.format(name=n.name) if t in n.other_pack else TRANSLATED_NAME.format(name=n.name)
                issues.append(evidence("names", "error", message, n.name, found))
    for name in sorted(expected):
        n = by_name.get(name)
        if n and not has_form(text, n.forms) and not any(
                word_search(t, text, True, folded) for t in n.translations):
            issues.append(evidence("names", "warning", f"the name {name} is missing", name, ""))
    return issues


def _any_case(rendering: str, n: Name, lex: Lexicon) -> bool:
    """A rendering is matched in either case ("the king", "le roi"), but one of two letters ("K",
    "As"), another pack's figure ("Ober"), and, in a language that writes every noun with a
    capital, a capitalised one: written in lower case it is another word (de "unter der Eckbank",
    the preposition, not the Unter)."""
    return len(rendering) > 2 and rendering not in n.other_pack and \
        not (lex.capitalises_nouns and rendering[:1].isupper())


INFLECTED_MIN_CHARS = 5     # a shorter rendering is matched only as written ("As", "Rey")
INFLECTED_ENDING = 3


@per_object
def _translation_cues(lex: Lexicon) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """What a sentence holds where ``check_names`` may find a name translated: a rendering
    casefolded (``word_search``), or, inflected (``_inflected``), the start of a long one as
    ``norm`` writes it. A sentence with neither is not read name by name."""
    renderings = {t for n in lex.names for t in n.translations}
    return (tuple(sorted({t.casefold() for t in renderings})),
            tuple(sorted({norm(t)[:-1] for t in renderings if len(t) >= INFLECTED_MIN_CHARS})))


def _inflected(rendering: str, text: str, lex: Lexicon) -> str | None:
    """A word of the text that is ``rendering`` inflected (ru "в Чичеру" of Чичера, es "Caballos"):
    one of its own forms where the language's data gives a noun's forms (``word_forms``: es
    "Reinas", not "reino", "reinado", kingdom and reign; de "Rittern", not "ritten", rode; fr not
    "excusez", "reins"), else the rendering with at most its last letter changed and a short
    ending, of the same stem in the language; written with a capital when the rendering is, and
    not itself another name's form or rendering ("Königin" is not König inflected)."""
    if not lex.stemmer or len(rendering) < INFLECTED_MIN_CHARS or " " in rendering or \
            norm(rendering)[:-1] not in norm(text):     # (asked below too: first, as it is cheap)
        return None
    from .cardwords import stem_of

    want, head = stem_of(rendering, lex), norm(rendering)[:-1]
    if len(want) < INFLECTED_MIN_CHARS - 1 or head not in norm(text):
        return None
    exact = _exact_names(lex.lang)
    capital = rendering[:1].isupper()
    forms = word_forms(lex.lang, rendering)
    if forms is not None:
        return next((w for w in TOKEN.findall(text) if norm(w) in forms and (w[:1].isupper() or not capital)
                     and norm(w) not in exact), None)
    return next((w for w in TOKEN.findall(text)
                 if norm(w).startswith(head) and len(w) - len(rendering) <= INFLECTED_ENDING
                 and (w[:1].isupper() or not capital) and norm(w) not in exact
                 and stem_of(w, lex) == want), None)


@functools.cache
def _exact_names(lang: str) -> frozenset[str]:
    lex = lexicon(lang)
    return frozenset(norm(w) for n in lex.names for w in (*n.forms, *n.translations))


# ---------------------------------------------------------------- misspelt names

MISSPELT_MIN_CHARS = 6      # a name this long may have any one letter wrong inside, or two swapped
SHORT_NAME_CHARS = 4        # shorter names (Re, La Mata's parts) are too close to ordinary words
LETTER_NAME_CHARS = 5       # "Mattu" for Matto: from this length a changed letter counts
INFLECTION_CHARS = 2        # a change in the last letters may be an inflection (Briscole, cavalli)
COMMON_ZIPF = 3.3           # a word of the language this common (about 2 in a million) is never a misspelling
ITALIAN_PLURALS = {"a": "e", "o": "i", "e": "i"}     # Briscola → Briscole, resto → resti, Fante → Fanti
OCR_DIGITS = str.maketrans("0134568", "oieasgb")      # a digit read for the letter it looks like
OCR_READINGS = (OCR_DIGITS, str.maketrans("0134568", "oleasgb"))   # 1 is read for i ("Br1scola") or l ("Fo1a")
# a digit between letters ("Br1scola"); not one after a word, a footnote's mark ("Minchiate1")
DIGIT_WORD = re.compile(r"(?<![\w])[^\W\d_]+(?:\d[^\W\d_]+)+(?![\w])|(?<![\w])[^\W\d_]{3,}0(?![\w])")
# (or a final 0 for an o: "Mat0"; a footnote's mark is no 0)


def _one_edit(token: str, name: str) -> tuple[int, int] | None:
    """(common prefix, common suffix) when ``token`` is ``name`` with one letter added, dropped,
    replaced, or two neighbours swapped; else None."""
    if token == name or abs(len(token) - len(name)) > 1:
        return None
    p = 0
    while p < min(len(token), len(name)) and token[p] == name[p]:
        p += 1
    q = 0
    while q < min(len(token), len(name)) - p and token[-1 - q] == name[-1 - q]:
        q += 1
    if len(token) == len(name):
        swapped = q == len(token) - p - 2 and token[p] == name[p + 1] and token[p + 1] == name[p]
        return (p, q) if q == len(token) - p - 1 or swapped else None
    return (p, q) if p + q == min(len(token), len(name)) else None


def _base(ch: str) -> str:
    return unicodedata.normalize("NFD", ch)[0]


def _accent(a: str, b: str) -> bool:
    return a != b and _base(a) == _base(b)


@functools.lru_cache(maxsize=1 << 15)
def _unaccented(word: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFD", word) if not unicodedata.combining(ch))


def _doubled(token: str, name: str, p: int) -> bool:
    """The one edit doubles a letter of the name or undoubles one ("Versicolla", "Mato")."""
    longer = token if len(token) > len(name) else name
    return len(token) != len(name) and 0 < p < len(longer) and _base(longer[p]) == _base(longer[p - 1])


def _far_swap(token: str, name: str) -> bool:
    """Two letters of the name swapped that are not neighbours ("vercisola", "Brisloca")."""
    if len(token) != len(name) or len(name) < MISSPELT_MIN_CHARS:
        return False
    diff = [i for i, (a, b) in enumerate(zip(token, name)) if a != b]
    return len(diff) == 2 and diff[1] - diff[0] > 1 and \
        token[diff[0]] == name[diff[1]] and token[diff[1]] == name[diff[0]]


def _misspelling(token: str, name: str, lex: Lexicon) -> bool:
    """``token`` is ``name`` misspelt, not inflected (both normalised):

    - an accent added, dropped or moved where the name has no such form ("Fóla", "Cicerà"): any name;
    - a letter doubled or undoubled ("Folla", "Scùua", "Mato"): any name;
    - one letter added, dropped or changed, or two neighbours swapped, inside the word: names of
      ``LETTER_NAME_CHARS`` and longer; two letters swapped further apart: names of
      ``MISSPELT_MIN_CHARS`` and longer;
    - the same in the last letters, where languages inflect: unless it is the Italian plural of
      what one counts ("Quadriglie", "Matti") or the word has the name's stem in the language.
    """
    if len(name) < SHORT_NAME_CHARS:
        return False
    if len(token) == len(name) and _unaccented(token) == _unaccented(name):
        return True
    edit = _one_edit(token, name)
    if edit is None:
        return _far_swap(token, name)
    p, q = edit
    if _doubled(token, name, p):
        return True
    if len(name) < LETTER_NAME_CHARS:
        return False
    if len(token) == len(name) and _accent(token[p], name[p]):
        return True
    if q > 0 or p < min(len(token), len(name)) - INFLECTION_CHARS:
        return len(name) >= MISSPELT_MIN_CHARS or p > 0
    # the last letters changed: an inflection where the language makes it
    if len(token) == len(name) and p == len(name) - 1 and ITALIAN_PLURALS.get(name[-1]) == token[-1] \
            and name in _countable():
        return False        # the Italian plural of what can be counted (cards, bonuses, terms), not of a game
    if cue_words(lex.lang, "names_native"):
        return True         # the names are words of this language: their forms are the glossary's
    if len(token) == len(name) and name in _rendering_forms(lex.lang) and \
            (forms := word_forms(lex.lang, name)) is not None:
        return token not in forms   # a rendering's last letter changed is one of its own forms or
                                    # the name deformed (fr "Quadrilla": no form of Quadrille)
    from .cardwords import stem_of

    return stem_of(token, lex) not in _name_stems(lex.lang)


@functools.cache
def _rendering_forms(lang: str) -> frozenset[str]:
    """The renderings of the names in ``lang`` (normalised): words of the language, with its forms."""
    return frozenset(norm(t) for n in lexicon(lang).names for t in n.translations)


@functools.cache
def _initials(lang: str) -> frozenset[str]:
    """The letters a name's form begins with, either case (an ASCII word beginning otherwise is
    no name)."""
    forms = _misspelt_index(lang)[0]
    return frozenset(c for k in (*forms, *_respelt_index(lang)) for c in (k, k.upper()))


@functools.cache
def _respelt_index(lang: str) -> dict[str, list[tuple[str, str, str]]]:
    """The names' forms by the first letter of a respelling that changes it ("Kavallo": k)."""
    out: dict[str, list[tuple[str, str, str]]] = {}
    for entries in _misspelt_index(lang)[0].values():
        for form, name, nform in entries:
            for r in _respelt(lang, _unaccented(nform)):
                if r[:1] != _unaccented(nform[:1]):
                    out.setdefault(r[:1], []).append((form, name, nform))
    return out


@functools.lru_cache(maxsize=1 << 15)
def _near_forms(lang: str, key: str, digits: bool) -> tuple[tuple[str, str, bool], ...]:
    """The names' forms that ``key`` (a normalised word) is close to (``_near``; with ``digits``,
    read letter for digit, also the form itself): (form, name, whether only an accent or a doubled
    letter differs). Cached by word: texts repeat their words."""
    forms, _, right = _misspelt_index(lang)
    lex = lexicon(lang)
    longest = max((len(x) for x in lex.name_suffixes), default=0)
    out = []
    initial = _unaccented(key[:1])
    for form, name, nform in (*forms.get(initial, ()), *_respelt_index(lang).get(initial, ())):
        if not len(nform) - 1 <= len(key) <= len(nform) + 1 + longest:
            continue
        if digits and key == nform or _near(key, nform, lex, right):
            out.append((form, name, _slip(key, nform)))
    return tuple(out)


def _slip(token: str, name: str) -> bool:
    """Only an accent or a doubled letter tells ``token`` from ``name`` ("Fóla", "Scùua")."""
    if len(token) == len(name) and _unaccented(token) == _unaccented(name):
        return True
    edit = _one_edit(token, name)
    return edit is not None and _doubled(token, name, edit[0])


@functools.cache
def _countable() -> frozenset[str]:
    """The names (normalised, with their forms) of things one counts: not a game's or a pack's
    name, whose plural, if any, the glossary lists ("Minchiate" is already plural: "Minchiati" is no
    form of it)."""
    return frozenset(norm(f) for n in glossary().get("names") or [] if n.get("kind") not in ("game", "deck")
                     for f in {n["name"], *(n.get("forms") or [])})


def _apocope(token: str, name: str) -> bool:
    """The name's final vowel dropped ("Minchiat"): no inflection does that, whatever a stemmer
    makes of it."""
    return len(name) >= MISSPELT_MIN_CHARS and token == name[:-1] and _vowel(name[-1])


def _near(key: str, form: str, lex: Lexicon, right: frozenset[str]) -> bool:
    """``key`` is ``form`` misspelt, as it stands or with an ending of the language after it
    ("Minciatessa": Minchiate damaged, then inflected); a right form with an ending is none."""
    endings = [x for x in _endings(lex.lang) if key.endswith(x)]
    if any(key[:-len(x)] in right or x and key[:-len(x)] in _graded_right(lex.lang, right) for x in endings):
        return False        # a right form with an ending of the language ("Briscolan"), its consonant
                            # graded before it where the language does so (fi "Matosta": Matto)
    if _apocope(key, form) or _misspelling(key, form, lex):
        return True
    for suffix in endings:
        base = key[:-len(suffix)]
        if len(base) >= len(form) - 1 and (_apocope(base, form) or _misspelling(base, form, lex)):
            return True
    bare, plain = _unaccented(key), _unaccented(form)
    if bare != key and bare != plain and not set(key) <= set(form) and \
            any(_misspelling(b, plain, lex) for b in (bare, *(bare[:-len(x)] for x in endings if len(bare) > len(x)))):
        return True         # an accent the name has not, and a letter changed ("Versículas": versicole)
    return any(bare == r or any(bare == r + x for x in endings) for r in _respelt(lex.lang, plain))


@functools.cache
def _graded_right(lang: str, right: frozenset[str]) -> frozenset[str]:
    return frozenset(v for r in right for v, _, _ in _gradations(lang, r))


RESPELL_LONGER = 2      # a respelling may lengthen a name this much (it "qu", de "kw"): no rule repeats for ever


@functools.cache
def _respelt(lang: str, plain: str) -> frozenset[str]:
    """The name (without accents) respelt by the language's own spelling (cue data ``respell``:
    fi "c k": "Skua" for Scùa), each rule applied everywhere it can, alone or with the others (es
    "qu cu" and "gli ll": "Cuadrilla" for Quadriglia): a name half translated."""
    rules = [(a, b) for a, _, b in (r.partition(" ") for r in cue_words(lang, "respell")) if a]
    out, todo = {plain}, [plain]
    while todo:
        word = todo.pop()
        for a, b in rules:
            if a in word and (w := word.replace(a, b)) not in out and len(w) <= len(plain) + RESPELL_LONGER:
                out.add(w)
                todo.append(w)
    return frozenset((out | _ocr_slips(plain)) - {plain})


@functools.cache
def _ocr_slips(plain: str) -> frozenset[str]:
    """The name with one group of letters a scan reads for another (site data ``ocr_slips``:
    "Bnscola" for Briscola)."""
    from .lexicon import site_data

    out = set()
    for rule in site_data().get("ocr_slips") or []:
        a, _, b = str(rule).partition(" ")
        for m in re.finditer(re.escape(a), plain):
            out.add(plain[:m.start()] + b + plain[m.end():])
    return frozenset(out)


@functools.cache
def _endings(lang: str) -> tuple[str, ...]:
    return tuple(norm(x) for x in lexicon(lang).name_suffixes if x)


def misspelt(text: str, lex: Lexicon, names_here: frozenset[str] | None = None,
             card_slot: bool = False, written: frozenset[str] = frozenset()) -> list[tuple[str, str]]:
    """Names written wrong ("Brisola", "Picata", "Versicolla", "Mato", "Fóla", "Br1scola"):
    (token, name). A right form is no misspelling (the glossary's forms, an inflection: the word
    has the name's stem in the language, the Italian plural, a form with an ending of the
    language), nor is a word written in lower case where the name is capitalised, nor a word of
    the language (``near_words``, however rare, even in a text whose game, ``names_here``, has the
    name: "fanne", "malto", "cavillo" in Italian, "régime" in French; the cue data's
    ``ordinary_words`` and ``ordinary_near_names`` when the word lists do not have the word),
    except in a card's slot (``card_slot``: the label of a table row among rows naming cards,
    "Cabello: 3" after "Rey: 4"), where a word close to a card's name is that card misspelt, and
    in a name's slot: a common word capitalised after an article or a word for card (data
    ``number_roles.card_before``) inside the sentence, where the text writes the name right
    elsewhere (``written``), or, a rarer word, only a doubled letter or an accent tells it from the
    name ("Il Mato resta alla squadra"), and its language writes common nouns in lower case ("El
    Mato añade 5" in a text that writes Matto; not "Mato Grosso", a proper name)."""
    forms, allowed, right = _misspelt_index(lex.lang)
    known = near_words(lex.lang)
    out = []
    tokens = [(m.group(), m.start()) for m in TOKEN.finditer(text)]
    for m in DIGIT_WORD.finditer(text):       # a digit for a letter: read as the letter
        tokens.append((m.group(), m.start()))
    first = tokens[0][1] if tokens else -1
    initials = _initials(lex.lang)
    for token, at in tokens:
        if len(token) < SHORT_NAME_CHARS - 1 or token[0] not in initials and token.isascii():
            continue        # a word of three letters may be a name of four undoubled ("Aso")
        if not token.isascii() and _mixed_scripts(token):   # "Mattо" with a Cyrillic о: a name that looks right
            name = _skeletons(lex.lang).get(_skeleton(token)) or _half_transliterated(token, lex.lang)
            if name:
                out.append((token, name))
            continue
        digits = not token.isalpha()
        keys = list(dict.fromkeys(norm(token).translate(t) for t in OCR_READINGS)) if digits else [norm(token)]
        if keys[0] in right and not digits:
            continue
        if not digits and _other_pack_names(keys[0], tokens, lex.lang):
            continue
        # a compound of the name and a word of the language ("Brisolaspiel": Briscola misspelt, then "Spiel")
        keys += [keys[0][:-len(h)] for h in _compound_heads(lex.lang)
                 if keys[0].endswith(h) and len(keys[0]) - len(h) >= MISSPELT_MIN_CHARS - 1
                 and keys[0][:-len(h)].rstrip("-") not in right]
        found = _misspelt_as(token, at, keys, digits, lex, names_here, card_slot, tokens, first, known, allowed,
                             written)
        if found and not (not token.isascii() and _glossed(text, token, at, found)):
            out.append((token, found))
    return out


@functools.cache
def _renderings() -> dict[str, frozenset[tuple[str, str]]]:
    """Each card name's rendering in each of our languages (the glossary's ``not``: es "Caballo",
    "Sota", "Rey"), normalised → (language, name)."""
    out: dict[str, set[tuple[str, str]]] = {}
    for n in glossary().get("names") or []:
        if n.get("kind") != "card":
            continue
        for lang, ts in (n.get("not") or {}).items():
            for t in ts:
                out.setdefault(norm(t), set()).add((lang, n["name"]))
    return {k: frozenset(v) for k, v in out.items()}


def _other_pack_names(key: str, tokens: list[tuple[str, int]], lang: str) -> bool:
    """A card named as another of our languages renders it ("Caballo" in an English README of a
    Spanish-pack Brisca), where the sentence names another card as that language renders it too
    ("As -> 3 -> Rey -> Caballo -> Sota"): the writer names the cards of that pack, no misspelling.
    One such word alone among Italian names ("le Cavalo vaut 3 points et le Fante 2") is the name
    misspelt."""
    renderings = _renderings()
    mine = {(lg, name) for lg, name in renderings.get(key, ()) if lg != lang}
    if not mine:
        return False
    for other, _at in tokens:
        k = norm(other)
        if len(other) < SHORT_NAME_CHARS - 1 or not other[:1].isupper():
            continue        # "as", "As": a short or lower-case word is no card named
        if k != key and any(lg == lg2 and name != name2 for lg, name in mine for lg2, name2 in renderings.get(k, ())):
            return True
    return False


def _glossed(text: str, token: str, at: int, name: str) -> bool:
    """A transliteration glossed by the name itself, in brackets right after it or right before
    it ("Миньяте (Minchiate)", "Minchiate (Миньяте)"): the writer's own rendering of a name it
    shows it knows, no misspelling."""
    n = re.escape(name)
    after = re.match(rf"\s*+[(\[]\s*+(?:«|\"|„)?{n}\b", text[at + len(token):], re.IGNORECASE)
    before = re.search(rf"\b{n}(?:»|\"|“)?\s*+[(\[]\s*+$", text[:at], re.IGNORECASE)
    return bool(after or before)


@functools.cache
def _compound_heads(lang: str) -> tuple[str, ...]:
    """The words a compound of the language ends in after a name (cue data ``compound_heads``)."""
    return tuple(sorted({norm(w) for w in cue_words(lang, "compound_heads")}, key=len, reverse=True))


def _misspelt_as(token: str, at: int, keys: list[str], digits: bool, lex: Lexicon, names_here, card_slot: bool,
                 tokens, first: int, known, allowed, written: frozenset[str] = frozenset()) -> str | None:
    """The name ``token`` (read as each of ``keys``: a digit may stand for more than one letter)
    is misspelt for, if any."""
    for key in keys:
        for form, name, slip in _near_forms(lex.lang, key, digits):
            if form[:1].isupper() and not token[:1].isupper() and at != first:
                continue    # lower case where the name is capitalised: another word
            head = _heads().get(norm(form))
            if head is not None and head[0] == name and (key == norm(form) or not _after_head_words(tokens, at, head[1])
                                                         or names_here is not None and name not in names_here):
                continue    # a name's last word right, alone, or in a game without the name: no misspelling of ours
            if (len(form) < MISSPELT_MIN_CHARS and not token[:1].isupper() or len(key) < SHORT_NAME_CHARS) \
                    and not slip:
                continue    # a short name in lower case ("resto"): only an accent or a doubled letter
                            # tells it from the language's own words ("reste", "risti")
            zipf = known.get(key)
            if card_slot and name in _card_names():
                pass
            elif zipf is not None and head is not None and names_here is not None and _title_case(token):
                return name     # a word of the language capitalised right after the name's first words,
                                # in a text of the game that has the name: "2 di Spade (La Matta)"
            elif zipf is not None:
                # a word of the language is the name misspelt only in the name's slot: where the
                # text writes the name right elsewhere, or, a rarer word, where only a doubled
                # letter or an accent tells it from the name ("Il Mato resta alla squadra")
                if _name_slot(token, at, form, name, lex, names_here, tokens, first,
                              written | {name} if slip and zipf < COMMON_ZIPF else written) or \
                        _respelt_long(key, form, lex.lang):
                    return name
                continue
            elif key in allowed:
                continue
            elif _beside_proper_name(token, at, tokens, first, lex):
                continue    # "Đạo diễn: Matteo Garrone", "Mato Grosso": a person's or a place's name
            return name
    return None


def _beside_proper_name(token: str, at: int, tokens, first: int, lex: Lexicon) -> bool:
    """A capitalised word beside another capitalised word that is none of our names (not the
    sentence's first word), in a language that writes its nouns in lower case: a first name and
    a surname, a place's two words ("Matteo Garrone", "Mato Grosso"), not one of our names
    written wrong ("Mato Fante" would name two of ours)."""
    if lex.capitalises_nouns or not _title_case(token) or not _in_proper_name(tokens, at, first):
        return False
    ours = _name_words(lex.lang)
    i = _token_at(tokens, at)
    if i is None:
        return False
    near = [tokens[k] for k in (i - 1, i + 1) if 0 <= k < len(tokens)]
    return any(_title_case(t) and a != first and t.isalpha() and _name_part(t, lex.lang) and norm(t) not in ours
               for t, a in near)


SURNAME_CHARS = 4           # a name's other word: not an article ("La Matta" is La Mata's article beside it) ...
GIVEN_NAME_CHARS = 3        # ... or one this short that is no function word of the language ("Pep", "Ugo"; not "Los", "Gli")


def _name_part(word: str, lang: str) -> bool:
    """Long enough to be a word of a person's or a place's name beside ours (``SURNAME_CHARS``),
    or ``GIVEN_NAME_CHARS`` long and no function word ("Pep Caballé", not "Los Caballos")."""
    from .detect import _function_words

    return len(word) >= SURNAME_CHARS or len(word) >= GIVEN_NAME_CHARS and norm(word) not in _function_words(lang)[0]


def _title_case(token: str) -> bool:
    """Capitalised, not all in capitals (a text in capitals, "IL CAVALO VALE 3 PUNTI", tells no name by its case)."""
    return token[:1].isupper() and not token.isupper()


@functools.cache
def _name_words(lang: str) -> frozenset[str]:
    """Every word of our names' right forms and of the cards' names in ``lang`` (normalised):
    a word beside a lookalike that is one of these is our name, not a person's ("La Matta")."""
    right = _misspelt_index(lang)[2]
    return frozenset(w for form in right for w in words(form)) | card_words(lang)


def _respelt_long(key: str, form: str, lang: str) -> bool:
    """``key`` is a long name respelt by the language's own spelling (data ``respell``), as it
    stands or with an ending of the language: pt "Quadrilha", es "Cuadrilla" for Quadriglia, the
    name half translated even where the respelling is a word of the language; not a short one (pt
    "sua" for Scùa, es "mato" for Matto: a short name respelt meets the language's own words)."""
    plain = _unaccented(norm(form))
    if len(plain) < MISSPELT_MIN_CHARS:
        return False
    bare = _unaccented(key)
    return any(bare == r or any(bare == r + x for x in _endings(lang)) for r in _respelt(lang, plain))


def _name_slot(token: str, at: int, form: str, name: str, lex: Lexicon, names_here, tokens, first: int,
               written: frozenset[str]) -> bool:
    """A word of the language standing where the name stands: capitalised like the name, inside
    the sentence, right after an article or a word for card (data ``number_roles.card_before``),
    in a text that writes the name right elsewhere and a language that writes nouns in lower
    case; not beside another capitalised word (a proper name)."""
    if name not in written or names_here is None or name not in names_here or lex.capitalises_nouns or \
            at == first or not token[:1].isupper() or not form[:1].isupper():
        return False
    i = _token_at(tokens, at)
    if not i:
        return False
    return norm(tokens[i - 1][0]) in _name_before(lex.lang) and not _in_proper_name(tokens, at, first)


@functools.cache
def _name_before(lang: str) -> frozenset[str]:
    from .lexicon import cue_block

    return frozenset(norm(w) for w in cue_block(lang, "number_roles").get("card_before", ()))


def names_written(texts, lex: Lexicon) -> frozenset[str]:
    """The names a text writes in one of their right forms somewhere."""
    by_form = {norm(f): n.name for n in lex.names for f in (n.name, *n.forms)}
    out = set()
    for text in texts:
        for m in TOKEN.finditer(text):
            name = by_form.get(norm(m.group()))
            if name:
                out.add(name)
    return frozenset(out)


@functools.cache
def _card_names() -> frozenset[str]:
    return frozenset(n["name"] for n in glossary().get("names") or [] if n.get("kind") == "card")


@functools.cache
def card_words(lang: str) -> frozenset[str]:
    """Every form and rendering of a card's name in ``lang`` (normalised)."""
    cards = _card_names()
    return frozenset(norm(w) for n in lexicon(lang).names if n.name in cards for w in (*n.forms, *n.translations))


def table_label(seg) -> str | None:
    """The first cell of a table row when it is one word ("Cabello: 3" → "Cabello")."""
    if not getattr(seg, "table", False):
        return None
    label = seg.text.split(":")[0].strip()
    return label if TOKEN.fullmatch(label) else None


@functools.lru_cache(maxsize=4096)
def _mixed_scripts(token: str) -> bool:
    """Latin letters and letters of another script in one word."""
    latin = other = False
    for ch in token:
        if ch.isalpha():
            if "LATIN" in unicodedata.name(ch, ""):
                latin = True
            else:
                other = True
    return latin and other


def _half_transliterated(token: str, lang: str) -> str | None:
    """A name written half in another script ("Брисcola", "Минchiate"): the word in Latin letters
    (ICU's Any-Latin) is a form of the name, or close to one."""
    latin = _to_latin(token)
    _, _, right = _misspelt_index(lang)
    for form, name, nform in _misspelt_index(lang)[0].get(_unaccented(latin[:1]), ()):
        if _unaccented(latin) == _unaccented(nform) or _near(latin, nform, lexicon(lang), right):
            return name
    return None


@functools.lru_cache(maxsize=4096)
def _to_latin(word: str) -> str:
    return _latin().transliterate(word).casefold()


@functools.cache
def _latin():
    import icu

    return icu.Transliterator.createInstance("Any-Latin; Latin-ASCII")


@functools.lru_cache(maxsize=4096)
def _skeleton(word: str) -> str:
    """ICU's confusable skeleton (UTS #39): letters that look alike map to one."""
    return _spoof().getSkeleton(0, word).casefold()


@functools.cache
def _spoof():
    import icu

    return icu.SpoofChecker()


@functools.cache
def _skeletons(lang: str) -> dict[str, str]:
    """The skeleton of every name's form, also with an ending of the language → the name."""
    lex = lexicon(lang)
    out = {}
    for n in lex.names:
        if len(n.name) >= SHORT_NAME_CHARS:
            for f in n.forms:
                for suffix in ("", *lex.name_suffixes):
                    out.setdefault(_skeleton(f + suffix), n.name)
    return out


def _in_proper_name(tokens: list[tuple[str, int]], at: int, first: int) -> bool:
    """The word stands beside another capitalised word (not the sentence's first): part of a
    person's or a place's name ("Matteo Bianchi", "Mato Grosso"), not one of our names."""
    words_only = [(t, a) for t, a in tokens if not any(ch.isdigit() for ch in t)]
    i = next((k for k, (_, a) in enumerate(words_only) if a == at), None)
    if i is None:
        return False
    near = [words_only[k] for k in (i - 1, i + 1) if 0 <= k < len(words_only)]
    return any(t[:1].isupper() and a != first for t, a in near)


NEAR_NAMES = CHECKER_DIR / "near_names.yaml"


@functools.cache
def near_words(lang: str) -> dict[str, float]:
    """Words of ``lang`` close to a name, with how common they are (Zipf: log10 of uses per
    billion words), from ``rules/checker/near_names.yaml`` (benchmarks/near_names.py)."""
    if not NEAR_NAMES.exists():
        return {}
    data = _load_near_names()
    return {norm(str(w)): float(z) for w, z in (data.get(lang) or {}).items()}


@functools.cache
def _load_near_names() -> dict:
    with NEAR_NAMES.open(encoding="utf-8") as fh:
        return yaml.load(fh, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)) or {}


@functools.cache
def _name_stems(lang: str) -> frozenset[str]:
    """The stems of every name's forms and renderings: a word with one of them is an inflection
    ("Königen" of König), not a misspelling of a neighbour (Königin)."""
    from .cardwords import stem_of

    lex = lexicon(lang)
    return frozenset(stem_of(w, lex) for n in lex.names for w in (*n.forms, *n.translations))


@functools.cache
def _misspelt_index(lang: str) -> tuple[dict[str, list[tuple[str, str, str]]], frozenset[str], frozenset[str]]:
    """The names' forms (as written, and normalised) by first letter without its accent (a
    misspelling keeps the letter), in the names' order, then their renderings (translations) long enough; the
    words that are never misspellings (cue data); the right forms of the names (normalised,
    transliterations of the cue data's ``game_names`` included)."""
    lex = lexicon(lang)
    forms: dict[str, list[tuple[str, str]]] = {}
    for n in glossary().get("names") or []:     # not a language's inflected forms (fi "Mattoa")
        if len(n["name"]) >= SHORT_NAME_CHARS:
            for f in sorted({n["name"], *(n.get("forms") or [])}):
                forms.setdefault(_unaccented(norm(f)[:1]), []).append((f, n["name"], norm(f)))
    for head, (name, _) in _heads().items():     # a name of several words: its last word misspelt after the others ("La Matta")
        forms.setdefault(_unaccented(head[:1]), []).append((name.split()[-1], name, head))
    for n in lex.names:     # a rendering misspelt ("Cabello" for Caballo) is the name misspelt too
        for t in n.translations:
            if len(t) >= MISSPELT_MIN_CHARS:
                forms.setdefault(_unaccented(norm(t)[:1]), []).append((t, n.name, norm(t)))
    games = {_unaccented(norm(n["name"])): n["name"] for n in glossary().get("names") or [] if n.get("kind") == "game"}
    for game_id, ws in lex.game_names.items():     # a transliteration misspelt ("брисколлу") is the name misspelt
        for w in ws:
            if game_id in games and len(w) >= MISSPELT_MIN_CHARS and not w.isascii():
                forms.setdefault(_unaccented(norm(w)[:1]), []).append((w, games[game_id], norm(w)))
    right = {norm(f) for n in lex.names for f in n.forms} | {norm(t) for n in lex.names for t in n.translations} | \
        {norm(w) for ws in lex.game_names.values() for w in ws}
    allowed = {norm(w) for w in lex.ordinary_words} | {norm(w) for w in lex.ordinary_near_names}
    for n in glossary().get("names") or []:     # the place a name is named after: "Brescian seudun", "a Brescian pack"
        place = n.get("place") or {}
        if place.get("name"):
            allowed |= {norm(place["name"] + s) for s in ("", *lex.name_suffixes)}
            allowed |= {norm(w) for w in (place.get("lang_forms") or {}).get(lang) or []}
    return forms, frozenset(allowed), frozenset(right)


@functools.cache
def _heads() -> dict[str, tuple[str, tuple[str, ...]]]:
    """The last word (normalised) of each glossary name of several words, long enough to be a
    name of its own → (the name, the words before it, normalised): "mata" → ("La Mata", ("la",)).
    Such a word misspelt is the name misspelt only right after those words ("La Matta" for La Mata,
    confused with the Matto; not "Matta", a surname, alone)."""
    out = {}
    for n in glossary().get("names") or []:
        *before, head = words(n["name"])
        if before and len(head) >= SHORT_NAME_CHARS:
            out[norm(head)] = (n["name"], tuple(norm(w) for w in before))
    return out


def _token_at(tokens, at: int) -> int | None:
    """The index of the token (word, start) that starts at ``at``, if any."""
    return next((k for k, (_, a) in enumerate(tokens) if a == at), None)


def _after_head_words(tokens, at: int, before: tuple[str, ...]) -> bool:
    """The tokens right before the one at ``at`` are ``before`` (normalised): a name's first words."""
    i = _token_at(tokens, at)
    return i is not None and i >= len(before) and \
        tuple(norm(w) for w, _ in tokens[i - len(before):i]) == before


@functools.cache
def names_of_game(game) -> frozenset[str]:
    """The glossary names a game's rules use (its cards, bonuses, terms): where a word close to
    one of them stands in the name's place."""
    texts = " ".join(c.english for c in game.clauses if c.english)
    ranks = {r.name for r in game.engine.deck.ranks}
    return frozenset(n["name"] for n in glossary().get("names") or []
                     if n["name"] in ranks or any(whole_word(f).search(texts)
                                                  for f in {n["name"], *(n.get("forms") or [])}))


# ---------------------------------------------------------------- corrupted tokens

SHORT_NAME = 2     # a name this short glued to a word only counts before a letter with a diacritic


def _vowel(ch: str) -> bool:
    base = unicodedata.normalize("NFD", ch)[0].lower()
    return base in "aeiouyæøœ"


@functools.cache
def _corrupted_index(lang: str) -> tuple[dict[str, list[Name]], frozenset[str]]:
    """Capitalised names by their first letters, longest first, and the accepted tokens."""
    lex = lexicon(lang)
    names: dict[str, list[Name]] = {}
    for n in sorted(lex.names, key=lambda n: -len(n.name)):
        if n.name[:1].isupper():
            names.setdefault(n.name[:SHORT_NAME], []).append(n)
    return names, frozenset({f for n in lex.names for f in n.forms} | set(lex.ordinary_words))


def corrupted(text: str, lex: Lexicon, known: dict[str, float] | None = None) -> list[tuple[str, str]]:
    """Tokens where a name is glued to a fragment of another word: (token, name).

    The pattern: the token starts with a name, is none of the accepted forms, and what follows the
    name is a fragment starting with a vowel that is not an accepted ending (``Cavalloìcera``,
    ``Reäytä``, ``Fantinaärjestelmä``), as when a card letter is replaced by the card's name; not
    a capitalised word after it (an identifier in camel case: ``BriscolaEnv``, ``CiceraSolver``),
    nor a word of the language (``near_words``: es "Reír", pt "Reúne", fr "Assoir").
    """
    names, allowed = _corrupted_index(lex.lang)
    suffixes = set(lex.name_suffixes)
    known = near_words(lex.lang) if known is None else known
    out = []
    for m in re.finditer(r"[^\W\d_]+", text):
        token = m.group()
        if token in allowed or norm(token) in known:
            continue        # a word of the language ("Reír", "Reúne", "Assoir": ``near_words``)
        glued = None if token[1:].islower() else _glued(token, lex)
        if glued:
            out.append((token, glued))
            continue
        for n in names.get(token[:SHORT_NAME], ()):
            if not token.startswith(n.name):
                continue
            rest = token[len(n.name):]
            if len(n.name) <= SHORT_NAME and rest[:1].isascii():
                continue    # "Reiter", "Reihe": a word that starts like a short name
            if rest[:1].isupper() and rest[1:2].islower():
                continue    # "BriscolaEnv", "MinchiateBot": a word of an identifier written in camel case
            if len(rest) >= 2 and _vowel(rest[0]) and rest not in suffixes and \
                    not any(token.startswith(f) and token[len(f):] in suffixes for f in n.forms):
                out.append((token, n.name))
                break
    return out


def _glued(token: str, lex: Lexicon) -> str | None:
    """The name glued to the word before it: a capitalised name, or one of its forms with an
    ending of the language, right after small letters inside one token ("заMatto",
    "dellaBriscola"), as when the space before a name is lost."""
    if len(token) < 4 or token.islower() or token.isupper():
        return None
    cut = next((i for i in range(1, len(token)) if token[i].isupper() and token[i - 1].islower()), None)
    if cut is None:
        return None
    tail = token[cut:]
    suffixes = ("", *lex.name_suffixes)
    for n in lex.names:
        if n.name[:1].isupper() and len(n.name) >= SHORT_NAME_CHARS and any(
                tail == f + s for f in n.forms for s in suffixes):
            return n.name
    return None


# ---------------------------------------------------------------- names of people and places

# The word before a name of ours, with nothing but spaces between: a capitalised word (a given
# name, a title, a place's first word) or an initial ("G. Fante", "Sra. Asso").
_BEFORE = re.compile(r"(?:^|(?<=[^\w]))([^\W\d_][^\W\d_'’-]*+\.?)[ \t]++$")
_AFTER = re.compile(r"^[ \t]++([^\W\d_][^\W\d_'’-]*+)")
INITIAL = re.compile(r"[^\W\d_]{1,3}\.")     # "G.", "Sra.", "Dr.", "D."


@functools.cache
def _ours_beside(lang: str) -> frozenset[str]:
    """Words that, beside a name of ours, make it ours still: our names and the cards' words
    (``_name_words``), the suits' words (the language's and the Italian ones: "Re Coppe") and
    our games' names ("Asso Briscola")."""
    from . import canon

    lex, it = lexicon(lang), lexicon("it")
    suits = {norm(w) for x in (lex, it) for names in x.suits.values() for n in names for w in words(n)}
    games = {norm(w) for g in canon.games() for n in (g.name, *lex.game_names.get(g.id, []))
             for w in words(n)}
    return _name_words(lang) | frozenset(suits) | frozenset(games)


def in_proper_name(text: str, start: int, end: int, lex: Lexicon) -> bool:
    """The word at ``start:end`` (a name of ours, or its rendering, written with a capital, not in
    capitals) stands in a person's or a place's name: right after an initial or a title ("G.
    Fante", "Sra. Asso") or, in a language that writes its nouns in lower case, beside another
    capitalised word, with nothing but spaces between, that is none of our words and not the
    sentence's first ("Lucia Cavallo", "Riitta Kuningas", "Marta Asso Giménez", "the Re Room",
    "Ông Marco Re"): its bearer is a person, a room or a shop, no card of the game. Not beside
    another of our words ("Asso Spade", "Fante Cavallo Re"), nor after punctuation ("Punti: Asso")."""
    token = text[start:end]
    if not _title_case(token):
        return False
    ours = _ours_beside(lex.lang)
    before = _BEFORE.search(text, 0, start)
    if before:
        word = before.group(1)
        if INITIAL.fullmatch(word) and word[:1].isupper():
            return True
        head = text[:before.start(1)]
        if not lex.capitalises_nouns and _neighbour(word, ours, lex.lang) and any(ch.isalnum() for ch in head):
            return True
    after = _AFTER.match(text[end:])
    return bool(after) and not lex.capitalises_nouns and _neighbour(after.group(1), ours, lex.lang)


def _neighbour(word: str, ours: frozenset[str], lang: str) -> bool:
    """A capitalised word of a name, none of ours: not an article ("La Matta", "Il Re":
    ``_name_part``)."""
    return _title_case(word) and word.isalpha() and _name_part(word, lang) and norm(word) not in ours


def names_outside_proper_names(text: str, lex: Lexicon) -> set[str]:
    """``names_in`` less the names that stand only in a person's or a place's name
    (``in_proper_name``)."""
    pattern, name_of = _names_pattern(id(lex.names), lex.names)
    out = set()
    for m in pattern.finditer(text):
        form = m.group(1)
        if not in_proper_name(text, m.start(), m.start() + len(form), lex) and \
                not in_named_thing(text, m.start(), m.start() + len(form), lex):
            out.add(name_of[form])      # not "via del Re", "пекарня «Валет»": a thing's name
    return out


# ---------------------------------------------------------------- names given to things

OPEN_QUOTES = {"«": "»", "“": "”", "„": "“”", '"': '"', "‹": "›", "‘": "’", "'": "'"}
NAME_WORDS = 4          # a thing's name runs on for so many capitalised words at most ("Hotel König Ludwig")
QUOTED_NAME = 60        # characters a quoted name may hold
_WORD_AT = re.compile(r"[^\W\d_][^\W\d_'’-]*")
_NUMBER_AT = re.compile(r"[ \t]+\d+[a-zA-Z]?(?!\w)")     # a house's number after a street's name ("piazza Asso 7")


@functools.cache
def _naming_frame(lang: str) -> tuple[re.Pattern | None, re.Pattern | None]:
    """The language's nouns of named things (cue data ``named_things``, none of our own words)
    and its links between such a noun and the name (``name_links``: "via del Re", "Rue du Roi")."""
    ours = _ours_beside(lang)
    nouns = [w for w in cue_words(lang, "named_things") if norm(w) not in ours]
    if not nouns:
        return None, None
    noun = re.compile(rf"(?<![\w'’-])(?:{'|'.join(re.escape(w) for w in sorted(nouns, key=len, reverse=True))})(?![\w'’-])",
                      re.IGNORECASE)
    links = sorted(cue_words(lang, "name_links"), key=len, reverse=True)
    link = re.compile("|".join(rf"{re.escape(w)}(?:[ \t]*+|(?=[ \t]))" if w[-1] in "'’" else rf"{re.escape(w)}[ \t]++"
                               for w in links)) if links else None
    return noun, link


def _ours_word(word: str, lang: str) -> bool:
    """A capitalised word that is one of ours (a card's name or rendering, a suit, a game's name)."""
    return _title_case(word) and norm(word) in _ours_beside(lang)


def _name_after(text: str, at: int, link: re.Pattern | None, lex: Lexicon) -> tuple[int, int] | None:
    """The name standing at ``at`` (after a noun of a named thing and its spaces): a quoted name
    ("Bar «Asso di Coppe»", "пирожное «Дама»") or a run of capitalised words, their links
    between ("Asso di Coppe") and a house's number after them ("piazza Asso 7"). Any name is
    kept ("calle Mayor" names a street, no majority), but in a language that writes every noun
    with a capital, where a capital makes no name, only one that holds a word of ours ("Gasthof
    zum Ober")."""
    lang = lex.lang
    anyname = not lex.capitalises_nouns
    m = link.match(text, at) if link else None
    if m and m.end() < len(text) and (text[m.end()] in OPEN_QUOTES or text[m.end()].isupper()):
        at = m.end()
    if at < len(text) and text[at] in OPEN_QUOTES:
        closing = OPEN_QUOTES[text[at]]
        end = next((i for i in range(at + 1, min(len(text), at + QUOTED_NAME)) if text[i] in closing or text[i] == "\n"), None)
        if end is None or text[end] == "\n":
            return None
        inside = text[at + 1:end]
        return (at, end + 1) if inside.strip() and (anyname or any(_ours_word(w, lang) for w in _WORD_AT.findall(inside))) \
            else None
    start, end, count, held = at, at, 0, False
    pos = at
    while count < NAME_WORDS:
        w = _WORD_AT.match(text, pos)
        if not w or not _title_case(w.group()):
            break
        held = held or _ours_word(w.group(), lang)
        end, count = w.end(), count + 1
        gap = re.match(r"[ \t]+", text[end:])
        if not gap:
            break
        pos = end + gap.end()
        m = link.match(text, pos) if link else None
        if m and _WORD_AT.match(text, m.end()) and _title_case(_WORD_AT.match(text, m.end()).group()):
            pos = m.end()
    if not held and not (anyname and count):
        return None
    number = _NUMBER_AT.match(text, end)
    return start, number.end() if number else end


@recent(256, copy=None)
def named_thing_spans(text: str, lex: Lexicon) -> tuple[tuple[int, int], ...]:
    """Where a word of ours names a thing, not a card: a capitalised name or a quoted one right
    after a noun of a place, a building, a street, a room, a vehicle, a landform or a product
    (cue data ``named_things``), with the language's links between (``name_links``): "piazza
    Asso 7", "via del Re", "Rue du Roi", "hotel Briscola", "пекарня «Валет»", "the boat "Fante"";
    or a name of ours written with a capital right before such a noun ("the King Street", "Ässä-
    baari"). Its bearer is a square, a shop or a cake: it states no rule of the game, whatever
    words its name holds ("calle Mayor", no majority)."""
    noun, link = _naming_frame(lex.lang)
    if noun is None or not noun.search(text):
        return ()
    spans = []
    for m in noun.finditer(text):
        gap = re.match(r"[ \t]+", text[m.end():])
        if gap:
            span = _name_after(text, m.end() + gap.end(), link, lex)
            if span:
                spans.append(span)
        before = re.search(r"([^\W\d_][^\W\d_'’]*?)(?:['’]s)?[ \t-]$", text[max(0, m.start() - 40):m.start()])
        if before and _ours_word(before.group(1), lex.lang):
            a = m.start() - len(before.group())
            spans.append((a, a + len(before.group(1))))
    return tuple(spans)


def in_named_thing(text: str, start: int, end: int, lex: Lexicon) -> bool:
    """The word at ``start:end`` stands in the name of a thing (``named_thing_spans``)."""
    return any(a <= start and end <= b for a, b in named_thing_spans(text, lex))


def named_things_blanked(text: str, lex: Lexicon) -> str:
    """The text with the names given to things blanked (``named_thing_spans``; offsets kept)."""
    return blanked(text, list(named_thing_spans(text, lex)))


@functools.cache
def _compounds(lang: str) -> re.Pattern | None:
    words_ = cue_words(lang, "everyday_compounds")
    return re.compile(rf"(?<!\w)(?:{'|'.join(re.escape(w) for w in sorted(words_, key=len, reverse=True))})(?!\w)",
                      re.IGNORECASE) if words_ else None


def compounds_blanked(text: str, lex: Lexicon) -> str:
    """The text with the language's everyday compounds that hold a word of our terms blanked (cue
    data ``everyday_compounds``: it "punto di raccolta", an assembly point, no card's points; vi "địa
    điểm", a place; es "escalera de incendios", a fire escape, no run): the whole is another word."""
    pattern = _compounds(lex.lang)
    return pattern.sub(lambda m: " " * len(m.group()), text) if pattern else text
