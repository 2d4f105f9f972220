"""A practice reported as others', read from the clause's grammar, not from its words.

A rules text often says how other people play, or used to play, and then what holds here: "In
Brescia they usually play several deals up to 51, but at the workshop we keep to one", "The old
players used to pay the resti in money", "Am Stammtisch wird gern auf drei Partien gespielt". Such a
clause states no rule of the text. What makes it a report is its grammar, in every language:

1. **whose** practice it is: a generic or third-party subject ("people", "many", "the old ones",
   "those who": data ``generic_who``, a holder of practice on its own), or a subject that is no one
   in particular — a "they" or a verb in the third person plural without one (ru "играют", it
   "giocano": ``third_plural`` endings on a word beside the habit's word), an impersonal or passive
   voice (de "man", "wird … gespielt", fr "on", it "si", vi "người ta", fi "pelataan": ``impersonal``,
   ``passive`` endings), which is the rule's own voice too: "they" needs a place named at the
   clause's opening or (3), the impersonal or passive voice needs (3);
2. **habitual or past-habitual aspect**: a word of habit ("usually", "often", "like to", "gern",
   "обычно", "thường", "suelen": ``habit``), or an imperfect of the third person plural, which is
   both a habit of the past and a third party ("giocavano", "jugaban", "jogavam", "jouaient":
   ``past_habit`` endings; fi "pelattiin", a past passive);
3. **a contrast that states ours** after it in the sentence, or in the sentence after: a piece
   opening with a word of contrast (``contrast``, the example structure's ``but``, the claim cues'
   ``ours_here``) that speaks of us, here or only (``ours_who``, ``ours_endings``, ``only``): "…, but
   we keep to one", "…, но мы ограничимся одной", "…, nhưng nhóm chỉ trình bày một ván".

A clause that speaks as the text itself — "we", "our club", "here", a verb of the first person
plural (``ours_who``, ``ours_endings``) — states the text's own rule, whatever its aspect ("In our
club we usually play to 51" stays a house rule, and an error where it differs from ours); so does a
clause with no word of habit ("The game is played to 51", "Играют до 51 очка") and an imperative.
"""

from __future__ import annotations

import functools

from .lexicon import Lexicon, cue_block, glossary, norm, site_data
from .structure import structure_cues
from .terms import PIECE, TOKEN, words

HABIT_REACH = 2         # words between the word of habit and the verb of "they" it qualifies ("обычно играют", "di solito non giocano")
MIN_STEM = 3            # letters before an ending for a word to be read by its ending ("giocavano", not "ano")
PLACE_REACH = 2         # words between "in, at" and the place it names ("В Брешии", "am Stammtisch", "in the villages of")
PLACE_OPENS = 3         # words at a clause's start where a place named frames it ("Ở Brescia người ta …")
CONTRAST_OPENS = 2      # words at a piece's start where its word of contrast stands ("…, ma da noi …", "Noi però …")
OURS_OPENS = 6          # words of the next sentence where it speaks of us after its contrast ("Al circolo, invece, noi …")
OTHERS = "others"       # a clause of habit whose subject is a generic or third party ("many people usually …")
SOMEONE = "someone"     # a clause of habit said of "they", no one in particular ("обычно играют", "at the bar they usually …")
VOICE = "voice"         # a clause of habit in the impersonal or passive voice ("si gioca di solito", "wird gern gespielt")


@functools.cache
def _data(lang: str) -> dict:
    """The cue data of this module for ``lang``, tokenised once (``rules/checker/<lang>.yaml``
    block ``reported_practice``, with the example structure's ``but`` and the claim cues'
    ``ours_here``)."""
    block = cue_block(lang, "reported_practice")

    def phrases(key: str, extra=()) -> tuple[tuple[str, ...], ...]:
        return tuple(p for p in (tuple(norm(w) for w in TOKEN.findall(c)) for c in (*block.get(key, ()), *extra)) if p)

    def endings(key: str) -> tuple[str, ...]:
        return tuple(sorted((norm(e) for e in block.get(key, ())), key=len, reverse=True))
    ours_here = cue_block(lang, "claim_cues_order").get("ours_here", ())
    return {"habit": phrases("habit"), "generic": phrases("generic_who"), "impersonal": phrases("impersonal"),
            "they": phrases("they"), "ours": phrases("ours_who", ours_here), "only": phrases("only"),
            "contrast": phrases("contrast", (*structure_cues(lang).get("but", ()), *ours_here)),
            "third": endings("third_plural"), "past": endings("past_habit"), "passive": endings("passive"),
            "ours_end": endings("ours_endings"), "not_verbs": frozenset(norm(w) for w in block.get("not_verbs", ())),
            "where": frozenset(norm(w) for w in cue_block(lang, "clause_cues").get("others_where", ()))}


def _at(tokens: tuple[str, ...], table) -> list[tuple[int, int]]:
    """Where each phrase of ``table`` stands in ``tokens`` (start, end)."""
    present = set(tokens)
    return [(i, i + len(p)) for p in table if p[0] in present
            for i in range(len(tokens) - len(p) + 1) if tokens[i:i + len(p)] == p]


def _ends(word: str, endings: tuple[str, ...], not_verbs: frozenset[str]) -> bool:
    """The word ends in one of ``endings`` after a stem of at least ``MIN_STEM`` letters, and is
    no word the data lists as read otherwise (``not_verbs``: it "mano", es "orden")."""
    return word not in not_verbs and any(word.endswith(e) and len(word) - len(e) >= MIN_STEM for e in endings)


def _speaks_as_us(tokens: tuple[str, ...], d: dict) -> bool:
    """The clause speaks as the text: "we", "our", "here", or a verb of the first person plural."""
    return bool(_at(tokens, d["ours"])) or any(_ends(t, d["ours_end"], d["not_verbs"]) for t in tokens)


def _habit(tokens: tuple[str, ...], d: dict) -> tuple[list[tuple[int, int]], bool]:
    """Where the clause's habit is said (a word of habit, an imperfect of "they": its span), and
    whether the habit is told of the past by a verb of "they" itself (a third party)."""
    spans = _at(tokens, d["habit"])
    past = [(i, i + 1) for i, t in enumerate(tokens) if _ends(t, d["past"], d["not_verbs"])]
    return spans + past, bool(past)


def _no_one_in_particular(tokens: tuple[str, ...], habit: list[tuple[int, int]], d: dict) -> bool:
    """The clause's subject is no one in particular: a "they", an impersonal or passive voice, or a
    verb of the third person plural within ``HABIT_REACH`` words of the habit's word."""
    if _at(tokens, d["they"]):
        return True
    near = {j for s, e in habit for j in range(max(0, s - HABIT_REACH), min(len(tokens), e + HABIT_REACH))} - \
        {j for s, e in habit for j in range(s, e)}
    return any(_ends(tokens[j], d["third"], d["not_verbs"]) for j in near)


def _rule_voice(tokens: tuple[str, ...], habit: list[tuple[int, int]], d: dict) -> bool:
    """The clause is in an impersonal or passive voice ("man spielt", "si gioca", "on joue",
    "pelataan" beside the habit's word): the voice rules are written in, a habit in it a house
    rule unless a contrast states ours ("In der Kneipe spielt man meistens bis 51" alone is a rule)."""
    if _at(tokens, d["impersonal"]):
        return True
    near = {j for s, e in habit for j in range(max(0, s - HABIT_REACH), min(len(tokens), e + HABIT_REACH))}
    return any(_ends(tokens[j], d["passive"], d["not_verbs"]) for j in near)


@functools.cache
def _names_not_places(lang: str) -> frozenset[str]:
    """Capitalised words that name no place: the glossary's names (cards, suits, games) in their
    words, normalised."""
    return frozenset(norm(w) for n in glossary().get("names") or [] for f in {n.get("name", ""), *(n.get("forms") or [])}
                     for w in TOKEN.findall(str(f)))


def _place_named(text: str, lex: Lexicon) -> bool:
    """The clause opens by naming a place: a word for "in, at" (``clause_cues.others_where``)
    among its first ``PLACE_OPENS`` words, with a holder of practice after it ("al bar", "am
    Stammtisch": ``clause_cues.holders``, also as a compound's head) or a name after it that is
    none of our games', cards' or suits' ("В Брешии", "Ở Brescia"; not in de, where every noun is
    capitalised); in fi a holder's case ending says it ("Kyläkapakassa")."""
    from .scope import _framing, _holder_spans

    d = _data(lex.lang)
    found = list(TOKEN.finditer(text))
    tokens = tuple(norm(m.group()) for m in found)
    holders = _framing(lex.lang)[1]
    held = {a for a, _ in _holder_spans(tokens, holders)}
    pattern = holders[0]
    if pattern is not None and lex.compounds:       # de "Stammtisch", fi "Kyläkapakassa": a holder heads the compound
        held |= {i for i, t in enumerate(tokens) if any(pattern.fullmatch(t[k:]) or pattern.match(t) and k == 0
                                                       for k in range(0, max(1, len(t) - 3)))}
    stems = tuple(site_data().get("our_game_stems") or ())
    names = {i for i, m in enumerate(found) if i and m.group()[0].isupper() and not lex.capitalises_nouns and
             tokens[i] not in _names_not_places(lex.lang) and not tokens[i].startswith(stems)}
    if not d["where"]:
        return any(i < PLACE_OPENS for i in held)
    opens = [i for i, t in enumerate(tokens[:PLACE_OPENS]) if t in d["where"]]
    return any(0 < j - i <= PLACE_REACH for i in opens for j in held | names)


def _contrast_ours(piece_tokens: tuple[str, ...], d: dict, reach: int) -> bool:
    """The piece opens with a word of contrast and speaks of us, here or only within ``reach``
    words ("ma qui conta una sola smazzata", "но мы ограничимся одной", "nhưng nhóm chỉ …")."""
    if not any(s < CONTRAST_OPENS for s, _ in _at(piece_tokens, d["contrast"])):
        return False
    head = piece_tokens[:reach]
    return _speaks_as_us(head, d) or bool(_at(head, d["only"]))


def _habit_clause(tokens: tuple[str, ...], lex: Lexicon) -> str | None:
    """How the clause reports a habit: ``OTHERS`` (a generic or third-party subject), ``SOMEONE``
    ("they", or a habit of the past told by a verb of "they": it needs a place named or a
    contrast that states ours), ``VOICE`` (the impersonal or passive voice: it needs a contrast),
    None (no habit, or the clause speaks as the text)."""
    d = _data(lex.lang)
    habit, past = _habit(tokens, d)
    if not habit or _speaks_as_us(tokens, d):
        return None
    if _at(tokens, d["generic"]):
        return OTHERS
    if past or _no_one_in_particular(tokens, habit, d):
        return SOMEONE
    return VOICE if _rule_voice(tokens, habit, d) else None


def reported_practice(text: str, lex: Lexicon) -> bool:
    """The sentence reports others' practice: a clause of habit whose subject is a generic or
    third party, or no one in particular with a place named at its opening or a contrast after
    it in the sentence that states ours (see the module's docstring)."""
    d = _data(lex.lang)
    if not d["habit"] and not d["past"]:
        return False
    pieces = [m.group() for m in PIECE.finditer(text)]
    toks = [words(p) for p in pieces]
    for i, (piece, tokens) in enumerate(zip(pieces, toks)):
        kind = _habit_clause(tokens, lex)
        if kind == OTHERS or kind == SOMEONE and _place_named(text if i == 0 else piece, lex) or \
                kind is not None and any(_contrast_ours(u, d, len(u)) for u in toks[i + 1:]):
            return True
    return False


def habit_before_ours(before: str, after: str, lex: Lexicon) -> bool:
    """A sentence of habit said of others or of no one in particular, right before one that
    opens with a contrast speaking of us ("In Brescia di solito si gioca a 51. Noi però ne
    giochiamo una sola."): the first reports the practice the second sets aside."""
    d = _data(lex.lang)
    return bool(d["habit"] or d["past"]) and _contrast_ours(words(after), d, OURS_OPENS) and \
        _habit_clause(words(before), lex) is not None
