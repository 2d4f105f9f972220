"""Obligations a sentence states: whether capturing, following suit or trumping is compulsory or
optional, in every shape a rule takes: a modal verb or adjective ("must", "need not", "è
obbligatorio", "muss nicht"), a noun ("there is no obligation to", "Farbzwang"), an adverb
("necessarily", "obligatoirement"), a passive ("suit must be followed"), the alternative
permitted or forbidden ("may not discard another suit", "puede jugar la carta que quiera"), or a
condition ("only if he cannot follow suit may he trump"); with the scope of negations near, at a
distance, after a noun ("Eine Bedienpflicht gibt es nicht") and doubled.

Every cue is data per language (``rules/checker/<lang>.yaml``: ``modality``, ``permitted``,
``alternatives``, ``only_if``, ``absent``, ``duties``, ``negation``, ``condition``) with the
glossary's terms for each action; the values compared come from the spec (``facts.py``).
"""

from __future__ import annotations

import functools
import re
from typing import Callable

from .lexicon import Lexicon, norm
from .cues import _rule_cues, rule_cues
from .memo import per_object
from .terms import _unaccented, card_words, find_term, has_form, loose_of_game, names_in, phrase_spans, stem, word_matches, words

NEGATION_BEFORE = 3         # "does not have to", "n'est pas obligatoire"
VOWELS = frozenset("aeiouyàáâãèéêìíòóôõùú")
MODAL_CONCEPTS = ("capture", "follow_suit", "trump")     # actions a rule makes compulsory or optional
SUBJECT_REACH = 5           # a negation opening the clause ("No player is ever required to") reaches this far
DIGIT = re.compile(r"\d")
ASIDE_BREAK = re.compile(r"([,;()]|:(?!\d)|\s[—–]\s)")     # a dash set off by spaces ends a clause too ("any card — unless ...")
ASIDE_WORDS = 2             # "You do not, however, have to": an aside this short does not end a clause
GAP = 6                     # words a gapped cue may hold between its parts ("spielt … aus")
BRACKET_GAP = 10            # ... where its second part ends the sentence (a verb's particle closing its clause)
VOID_REACH = 5             # words between a negation and the suit led it says one lacks ("no card of the suit led")
ABILITY_REACH = 3           # words between "can" and the action it is the ability to do
ONLY_IF_REACH = 6           # words between "only if" and the negated action it makes the condition
LABEL_WORDS = 6             # a clause this short naming the action is a label ("Follow suit: compulsory")
FLIP = {"compulsory": "optional", "optional": "compulsory"}
ALTERNATIVE_OF = {"other_suit": "follow_suit", "any_card": "follow_suit", "place": "capture"}


# ---------------------------------------------------------------- words and clauses

def cue_spans(tokens: list[str], table: dict[str, list[str]], stops: list[str] = ()) -> list[tuple[int, int, str]]:
    """``phrase_spans``, and phrases in two parts with up to GAP words between them ("spielt …
    aus": "spielt zum nächsten Stich aus"; "suit … followed": "suit must be followed"); the
    first part's last word no longer than written (a verb, not the noun it starts: "Spieler");
    no word of ``stops`` between the parts (a relative pronoun: "vanno alla coppia che ha fatto
    l'ultima presa" is no "vanno … fatte", the second part is the relative clause's)."""
    out = phrase_spans(tokens, {k: [p for p in ps if "…" not in p] for k, ps in table.items()})
    for key, phrases in table.items():
        for head, tail in (tuple(words(part) for part in p.split("…", 1)) for p in phrases if "…" in p):
            first = stem(head[0]) if head else ""      # a word matching the first starts with its stem
            for i in range(len(tokens) - len(head) + 1):
                if not tokens[i].startswith(first) or not _at(tokens, i, head) or \
                        len(tokens[i + len(head) - 1]) > len(head[-1]):
                    continue            # "spielt … aus", not "Spieler … aus"
                end = i + len(head)
                j = next((j for j in range(end, min(len(tokens), end + GAP + 1)) if _at(tokens, j, tail)), None)
                if j is None and len(tokens) - len(tail) - end <= BRACKET_GAP and _at(tokens, len(tokens) - len(tail), tail):
                    j = len(tokens) - len(tail)     # the tail closing the sentence, a long middle between ("Bei
                    #                                 Minchiate spielt der Spieler links vom Geber den ersten Stich aus")
                if j is not None and not (stops and phrase_spans(tokens[end:j], {"s": stops})):
                    out.append((i, j + len(tail), key))
    return out


def _at(tokens: list[str], i: int, phrase: list[str]) -> bool:
    return i + len(phrase) <= len(tokens) and all(word_matches(tokens[i + k], w) for k, w in enumerate(phrase))


def pieces(text: str, lex: Lexicon | None = None) -> list[list[str]]:
    """The sentence's clauses as word lists: split at punctuation (an aside of one or two words
    between commas is dropped and its neighbours joined) and, with ``lex``, before a condition
    word ("you must play a trump | if you cannot follow suit") or a "then" word."""
    chunks = ASIDE_BREAK.split(text)          # text, mark, text, mark, ...
    joined: list[list[str]] = []
    glue = False
    for k in range(0, len(chunks), 2):
        tokens = words(chunks[k])
        if not tokens:
            continue
        # (not a clause of a list that goes on with 'and': "..., eliges tú, y nadie te obliga a ...")
        aside = 0 < k < len(chunks) - 1 and chunks[k - 1] == chunks[k + 1] == "," and len(tokens) <= ASIDE_WORDS and \
            not (lex and k + 2 < len(chunks) and words(chunks[k + 2])[:1] and
                 norm(words(chunks[k + 2])[0]) in {norm(w) for w in lex.and_words})
        if joined and not glue and aside:
            glue = True
        elif glue:
            joined[-1] = joined[-1] + tokens
            glue = False
        else:
            joined.append(tokens)
    if lex:
        joined = _infinitive_joined(joined, lex)
        joined = _fronted_negation_carried(joined, lex)
    if lex and lex.whether:
        joined = _whether_joined(joined, lex)
    out = []
    for tokens in joined:
        cues = {"if": lex.condition, "then": lex.then} if lex else {}
        found = phrase_spans(tokens, cues) if lex else []
        ifs = [a for a, _, k in found if k == "if"]
        # a "then" ends a condition before it ("wenn …, dann", vi "không có chất đó thì phải ..."),
        # not a main clause that already holds its permission ("man darf auch dann …, wenn")
        cuts = sorted({a for a, _, k in found if k == "if" or any(c < a for c in ifs) or not _ruled(tokens[:a], lex)} - {0, 1})
        if cuts:
            # "può scegliere se tagliare o scartare", "peut choisir si …": right after a word of
            # choice or duty the condition word is "whether", and the clause goes on
            ruled = {b for _, b, _ in phrase_spans(tokens, lex.modality)}
            cuts = [a for a in cuts if a not in ruled]
            # "joga-se a carta que se quiser": a condition word inside a phrase of free choice is its own
            free = phrase_spans(tokens, lex.alternatives)
            cuts = [a for a in cuts if not any(c < a < d for c, d, _ in free)]
            # "muss man bei der Briscola nicht": a phrase that ends in the clause's own negation
            # (a verb-final "nicht") is no condition of its own
            ends = [*cuts[1:], len(tokens)]
            cuts = [a for a, e in zip(cuts, ends)
                    if not (negation_spans(tokens[e - 1:e], lex) and not phrase_spans(tokens[a:e], lex.modality))]
        for a, b in zip([0, *cuts], [*cuts, len(tokens)]):
            out.append(tokens[a:b])
    return out


def _ruled(tokens: list[str], lex: Lexicon) -> bool:
    """The words hold a modality cue or a permission not under a negation ("man darf auch"; not
    "if you cannot follow suit")."""
    nots = negation_spans(tokens, lex)
    return any(not any(window_start(tokens, a) <= n < b for n in nots)
               for a, b, _ in phrase_spans(tokens, {**lex.modality, "p": lex.permitted}))


def _infinitive_joined(joined: list[list[str]], lex: Lexicon) -> list[list[str]]:
    """A clause that ends in a word of duty or permission and the infinitive after its comma
    (data ``rule_claims.infinitive_comma``: de "ist verpflichtet, | Farbe zu bedienen", "es ist
    erlaubt, | eine andere Farbe zu spielen") are one clause."""
    marks = rule_cues(lex, "infinitive_comma")
    if not marks:
        return joined
    out: list[list[str]] = []
    for tokens in joined:
        ends_ruled = out and any(b == len(out[-1]) for _, b, _ in phrase_spans(out[-1], {**lex.modality, "p": lex.permitted}))
        if ends_ruled and not _cues(tokens, lex) and phrase_spans(tokens, {"i": marks}):
            out[-1] = out[-1] + tokens
        else:
            out.append(tokens)
    return out


FRONTED_WORDS = (2, 6)      # words of a fronted negated phrase set off before the clause it negates ("Não há,", "At no point in the deal —")


def _fronted_negation_carried(joined: list[list[str]], lex: Lexicon) -> list[list[str]]:
    """A negation fronted in a phrase of its own, set off by a comma or a dash before the clause it
    negates, asides between ("Não há, em momento algum da partida …, obrigação de assistir ao
    naipe", "At no point in the deal — not even on the last play — is a player allowed to leave a
    card on the table", "Ni en la última baza, con una sola carta, está permitido …"): the
    sentence's first piece, of ``FRONTED_WORDS`` words, holds a negation and no modal word, no
    permission, no action and no condition ("If not, you must trump" keeps its own); its negation
    goes with the first later piece that holds a modal word or a permission and no negation."""
    if len(joined) < 2:
        return joined
    first = joined[0]
    nots = negation_spans(first, lex)
    low, high = FRONTED_WORDS
    if not nots or not low <= len(first) <= high or _cues(first, lex) or phrase_spans(first, {"p": lex.permitted}) or \
            _action_spans(first, lex) or phrase_spans(first, {"c": [*lex.condition, *lex.otherwise]}):
        return joined
    if phrase_spans(first[:1], {"s": [*lex.subject_clause, *lex.relative]}) or _names_suit(first, lex) or \
            phrase_spans(first, {"w": rule_cues(lex, "without")}) or names_in(" ".join(first), lex.names):
        return joined       # "Wer die ausgespielte Farbe nicht hat, darf …", "Не имея масти, …", "Bruno di Bastoni non ne ha, …": a clause of its own, the hand's
    for k in range(1, len(joined)):
        tokens = joined[k]
        ruled = [a for a, _, _ in [*_cues(tokens, lex), *phrase_spans(tokens, {"p": lex.permitted})]]
        if ruled:
            at = min(ruled)
            if any(n <= at for n in negation_spans(tokens, lex)):
                return joined       # the clause has its own ("… não há obrigação": read as it is); not "…, nem de cortar" after
            negation = [first[n] for n in nots[:1]]     # set right before the modal word it negates
            return [*joined[:k], [*tokens[:at], *negation, *tokens[at:]], *joined[k + 1:]]
    return joined


def _whether_joined(joined: list[list[str]], lex: Lexicon) -> list[list[str]]:
    """A clause opened by "whether" (de "ob", set off by a comma) is the object of the choice or
    duty beside it: "darf frei wählen, | ob er einen Trumpf spielt" and "Ob man bedient, | bleibt dem Spieler
    überlassen" are one clause each."""
    out: list[list[str]] = []
    k = 0
    while k < len(joined):
        tokens = joined[k]
        opens = bool(phrase_spans(tokens[:1], {"w": lex.whether}))
        if opens and out and any(b == len(out[-1]) for _, b, _ in phrase_spans(out[-1], lex.modality)):
            out[-1] = out[-1] + tokens
        elif opens and k + 1 < len(joined) and any(a <= 1 for a, _, _ in phrase_spans(joined[k + 1], lex.modality)):
            out.append(tokens + joined[k + 1])
            k += 1
        else:
            out.append(tokens)
        k += 1
    return out


NEGATION_ENDING = 2         # letters a negation's inflection adds ("keiner" of kein, "nenhuma" of nenhum)


def negation_spans(tokens: list[str], lex: Lexicon) -> list[int]:
    """Where a negation starts ("not", "don't", "ne ... pas", "kein"). A negation of three letters
    or fewer is that word only: it "non" is no stem of "nonno" (a grandfather in a radio play);
    a longer one takes an ending of gender, number or case, no more (``NEGATION_ENDING``): pt
    "nadador" (a swimmer) is no form of "nada"."""
    short, rest = _negations(lex)
    found = [a for a, b, _ in phrase_spans(tokens, {"not": rest})
             if b - a > 1 or _negation_form(tokens[a], lex)] if rest else []
    found += [i for i, t in enumerate(tokens) if t in short]
    return sorted(set(found)) if short else found


def _negation_form(token: str, lex: Lexicon) -> bool:
    """``token`` is one of the language's one-word negations, or one with a short ending."""
    return any(token.startswith(stem(w)) and len(token) - len(w) <= NEGATION_ENDING
               for w in _negation_words(lex))


@per_object
def _negation_words(lex: Lexicon) -> tuple[str, ...]:
    return tuple(norm(w) for w in _negations(lex)[1] if len(words(w)) == 1)


@per_object
def _negations(lex: Lexicon) -> tuple[frozenset[str], list[str]]:
    """The language's negations: the single words of three letters or fewer (matched as they
    are), and the others (matched by stem, phrases too)."""
    short = frozenset(norm(w) for w in lex.negation if len(words(w)) == 1 and len(norm(w)) <= 3)
    return short, [w for w in lex.negation if norm(w) not in short]


def window_start(tokens: list[str], i: int, count: int = NEGATION_BEFORE) -> int:
    """Where the ``count`` words before ``tokens[i]`` start; an elided l', c', d' (a lone
    consonant) is not a word apart, a lone vowel ("o", "a", "y") is."""
    while i > 0 and count:
        i -= 1
        count -= len(tokens[i]) > 1 or tokens[i] in VOWELS
    return i


def negates(tokens: list[str], lex: Lexicon) -> bool:
    return bool(negation_spans(tokens, lex))


def action_words(lex: Lexicon, concept: str) -> list[str]:
    """The glossary's terms for an action and the checker data's other words for it ("couper",
    "suit … followed")."""
    return [*(lex.terms.get(concept) or []), *(lex.actions.get(concept) or [])]


def _find_action(tokens: list[str], lex: Lexicon, concept: str) -> list[int]:
    """Where the action is named, by a term, a word of the data or a gapped phrase."""
    out = []
    for term in action_words(lex, concept):
        if "…" in term:
            out += [a for a, _, _ in cue_spans(tokens, {"a": [term]})]
        else:
            start = 0
            while (i := find_term(tokens[start:], term, lex.compounds)) is not None:
                out.append(start + i)
                start += i + 1
    return sorted(set(out))


def _if_able(text: str, lex: Lexicon, concept: str) -> bool:
    """The action said with a phrase of 'if able' after it (data ``rule_claims.if_able``: "if you
    can", "se puoi", "wenn du kannst", "si vous le pouvez", "если можете", "aina kun voit") and no
    modal word in the sentence: in any mood ("Follow suit if you can", "Кладите карту в масть,
    если можете", "each player follows suit if able") the rule asks for the action whenever it
    is possible, a duty. Not when a negation stands before the action ("who does not follow
    suit if able ...") nor when the sentence has a modal word of its own (read by it), nor when
    it names a card: advice on one card ("Capture the Re if you can"), not the rule."""
    tokens = words(text)
    spans = phrase_spans(tokens, {"a": rule_cues(lex, "if_able")})
    ables = [a for a, _, _ in spans]
    modal = [a for a, _, _ in [*cue_spans(tokens, {**lex.modality, "may": lex.permitted}, lex.relative), *_cues(tokens, lex)]
             if not any(c <= a < d for c, d, _ in spans)]      # the "can" of "if you can" is the phrase's own
    suits = [n for names in lex.suits.values() for n in names]     # "el siete de oros": a card by its suit
    if not ables or modal or names_in(text, lex.names) or set(tokens) & card_words(lex.lang) or \
            any(find_term(tokens, n, lex.compounds) is not None for n in suits):
        return False
    nots = negation_spans(tokens, lex)
    return any(i < a and not any(n < i for n in nots) for i in _find_action(tokens, lex, concept) for a in ables)


def _bare_follow_only(whole: list[str], lex: Lexicon) -> bool:
    """The sentence names following suit only by a term that is also an everyday verb (data
    ``rule_claims.follow_bare``: it "rispondere", to answer) and names no suit: it states no
    duty to follow suit ("il giocatore successivo deve rispondere" to the card shown; not "se hai
    carte del seme di uscita, devi rispondere")."""
    bare = set(rule_cues(lex, "follow_bare"))
    if not bare:
        return False
    said = {t for t in action_words(lex, "follow_suit") if find_term(whole, t, lex.compounds) is not None}
    return bool(said) and said <= bare and not _names_suit(whole, lex)


def _suit_led_words(lex: Lexicon) -> list[str]:
    """The suit led: the glossary's term and other words for it (``rule_claims.suit_led_more``:
    "the suit that was led", "la couleur jouée en premier", "el palo que salió"), and the word for
    suit with a participle of leading or asking beside it (``suit_led_forms``)."""
    return [*(lex.terms.get("suit_led") or []), *rule_cues(lex, "suit_led_more"), *suit_led_forms(lex)]


def suit_led_forms(lex: Lexicon) -> list[str]:
    """The word for suit (the glossary's and ``suit_more``) with a participle that makes it the
    suit led: after it (data ``rule_claims.led_after_suit``: "seme uscito", "naipe jogado", "palo
    pedido", "couleur jouée") or before it (``led_before_suit``: "angespielte Farbe", "pelattu
    maa"). Any participle of leading, playing first or asking for a suit, in every phrase the
    word for suit makes, not a list of whole phrases (matched with their endings: "semi usciti")."""
    suits = [*(lex.terms.get("suit") or []), *rule_cues(lex, "suit_more")]
    return [*(f"{s} {p}" for s in suits for p in rule_cues(lex, "led_after_suit")),
            *(f"{p} {s}" for s in suits for p in rule_cues(lex, "led_before_suit"))]


def _names_suit(tokens: list[str], lex: Lexicon) -> bool:
    """The piece names a suit: the glossary's word for suit or suit led, another word for it
    (``rule_claims.suit_more``), or a suit by its name."""
    said = [*(lex.terms.get("suit") or []), *_suit_led_words(lex), *rule_cues(lex, "suit_more"),
            *(n for names in lex.suits.values() for n in names)]
    return any(find_term(tokens, t, lex.compounds) is not None for t in said)


def _action_spans(tokens: list[str], lex: Lexicon) -> list[tuple[int, str]]:
    """Where an action a rule can make compulsory is named: (index, concept)."""
    return [(i, concept) for concept in MODAL_CONCEPTS for i in _find_action(tokens, lex, concept)]


# ---------------------------------------------------------------- the modality of a clause

def _cues(tokens: list[str], lex: Lexicon) -> list[tuple[int, int, str]]:
    """The modality cues, adjacent cues of one kind merged ("bắt buộc phải": one cue)."""
    spans: list[tuple[int, int, str]] = []
    found = cue_spans(tokens, lex.modality, lex.relative)     # "va … fatta", "bleibt … überlassen": in two parts
    aux, endings = lex.necessity.get("auxiliary"), tuple(lex.necessity.get("endings") or ())
    if aux and endings:     # fi "maata on tunnustettava", "on lyötävä valtilla": a duty; also with
        # one word between ("on aina tunnustettava", "on siis pelattava")
        for i in range(len(tokens) - 1):
            if tokens[i] in aux:
                j = next((j for j in (i + 1, i + 2) if j < len(tokens) and tokens[j].endswith(endings)), None)
                if j is not None:
                    found.append((i, j + 1, "compulsory"))
    for a, b, kind in sorted(found):
        if spans and spans[-1][2] == kind and spans[-1][1] >= a:
            spans[-1] = (spans[-1][0], max(b, spans[-1][1]), kind)
        else:
            spans.append((a, b, kind))
    return spans


NEGATED_RULE_REACH = 3      # words from a negation to the relative clause of what it denies, and from there to its cue


def modality(tokens: list[str], lex: Lexicon, action: int | None = None) -> str | None:
    """compulsory / optional, as the piece states it. A negation before the cue (not when it
    belongs to an action named between them: "who cannot follow suit must trump") or between
    the cue and the ``action`` it rules ("muss die Farbe nicht bedienen") turns it, and so does
    a negation anywhere after a cue that names the action itself ("Eine Bedienpflicht gibt es
    nicht") or a word saying the obligation does not exist (data ``absent``: "нет"): a negated
    compulsory cue is optional, a negated optional one ("not optional") compulsory. A cue that
    holds its own negation ("need not", "не обязан") keeps its sense after another negation
    ("никто не обязан": negative concord). A prohibition ("not allowed") of a negated action
    ("not to follow suit") is compulsory; of anything else, not this fact."""
    spans = _cues(tokens, lex)
    if not spans:
        return None
    nots = negation_spans(tokens, lex)
    absent = [a for a, _, _ in phrase_spans(tokens, {"absent": lex.absent})]
    acts = [i for i, _ in _action_spans(tokens, lex)]
    lacking = [i + len(w) for w in map(words, rule_cues(lex, "without")) if w       # the very words: "sem", not "sempre"
               for i in range(len(tokens) - len(w) + 1) if tuple(tokens[i:i + len(w)]) == tuple(w)]
    rels = [r for r, _, _ in phrase_spans(tokens, {"r": lex.relative})]
    closes = {tuple(w) for w in map(words, rule_cues(lex, "without_close")) if w}
    found = set()
    for a, b, kind in spans:
        # ... or opens, further back in the cue's clause, an infinitive clause the cue closes
        # ("ohne Farbe bedienen oder trumpfen zu müssen": a word of ``without_close`` right before it)
        opened = any(a >= len(c) and tuple(tokens[a - len(c):a]) == c for c in closes) and \
            any(a - WITHOUT_CLAUSE_REACH <= w <= a for w in lacking)
        if (opened or any(a - WITHOUT_REACH <= w <= a for w in lacking)) and kind != "forbidden":
            found.add(FLIP[kind])       # "ohne Farbzwang", "sans obligation de fournir": no such duty
            continue
        before = any((window_start(tokens, a, NEGATION_BEFORE + _transparent_before(tokens, a, lex)) <= n < a or
                      n == 0 and a <= SUBJECT_REACH) and
                     not any(n < i < a for i in acts) and not _in_subject(tokens, lex, n, a, nots) for n in nots)
        # "non c'è nessuna regola che ti obblighi a prendere": the negated rule's own relative clause
        before = before or any(0 < a - r <= NEGATED_RULE_REACH and 0 < r - n <= NEGATED_RULE_REACH and
                               not any(n < i < a for i in acts) for r in rels for n in nots)
        between = action is not None and any(b <= n < action for n in nots)
        itself = action is not None and a <= action < b and any(n >= b for n in nots)
        gone = any(n >= b for n in absent)
        # "Farbe bedienen muss man bei der Briscola nicht": the action first, the negation after the cue
        after = action is not None and action < a and any(n >= b and not any(b <= i < n for i in acts) for n in nots)
        if kind == "forbidden":
            if between:         # forbidden not to act: compulsory; not forbidden not to act: optional
                found.add("optional" if before and not any(a <= n < b for n in nots) else "compulsory")
            continue
        if (before or between or itself or gone or after) and not any(a <= n < b for n in nots):
            kind = "optional" if kind == "compulsory" else "compulsory"
        found.add(kind)
    return found.pop() if len(found) == 1 else None


def _transparent_before(tokens: list[str], a: int, lex: Lexicon) -> int:
    """Words of an adverbial of cause ending right before the cue at ``a``, or one word before it
    (a copula: "non è per questo obbligato", "is not therefore obliged", "n'est pas pour autant
    obligé"; data ``rule_claims.negation_transparent``): the negation before it reaches the cue
    past them."""
    said = rule_cues(lex, "negation_transparent")
    if not said:
        return 0
    return max((b - c for c, b, _ in phrase_spans(tokens[max(0, a - NEGATION_BEFORE - 4):a], {"t": said})
                if a - (b + max(0, a - NEGATION_BEFORE - 4)) <= 1), default=0)


def _in_subject(tokens: list[str], lex: Lexicon, n: int, a: int, nots: list[int]) -> bool:
    """The negation at ``n`` belongs to the subject clause or condition opened before it, not to
    the cue at ``a``: "chi non ce l'ha deve giocare", "who has none must play", "celui qui n'en a
    pas doit couper", "if you have none you must"; the first negation after the opener (data
    ``subject_clause``, ``condition``) is the clause's own, with its closing particle (data
    ``negation_close``: "n'a pas"); a later one negates the modal ("who cannot follow suit does not
    have to trump"). After a condition word a word must stand between the negation and the cue
    (the main clause's subject: "if you have none you must"), else the cue is the condition's own
    ("if it is not compulsory"). A subject clause that names the action itself, not negated
    ("chi può fare una presa", "who can capture"), has its verb: a negation after it is the
    modal's ("... non è obbligato a farla")."""
    openers = [(b, False) for _, b, _ in phrase_spans(tokens, {"s": lex.subject_clause})] + \
              [(b, True) for _, b, _ in phrase_spans(tokens, {"c": lex.condition})]
    if tokens and any(b == 1 for _, b, _ in phrase_spans(tokens[:1], {"r": lex.relative})):
        openers.append((1, False))      # "qui ne le peut pas doit jouer un atout": a relative opening the piece is its subject
    before = [(b, cond) for b, cond in openers if b <= n]
    if not before:
        return False
    r, cond = max(before)
    if not cond and any(r <= i < n and not any(r <= m < i for m in nots) for i, _ in _action_spans(tokens, lex)):
        return False            # "chi può fare una presa non è obbligato a farla", "el que puede llevarse
        #                         una carta no está obligado": the subject clause has its action, unnegated; the negation after it is the modal's
    own = [m for m in nots if r <= m <= n]
    if any(norm(tokens[m]) not in lex.negation_close for m in own[1:]):
        return False            # a second negation: the modal's
    if cond:
        width = max((b for a2, b, _ in phrase_spans(tokens, {"not": lex.negation}) if a2 == n), default=n + 1)
        return a - width >= 1
    return True


def _named(tokens: list[str], lex: Lexicon, concept: str) -> int | None:
    """Where the piece names ``concept`` as an action, not under a negation of its own ("who
    cannot follow suit": the condition of being void, not the rule on following)."""
    nots = negation_spans(tokens, lex)
    cues = [a for a, _, _ in phrase_spans(tokens, lex.modality)]
    for i in _find_action(tokens, lex, concept):
        if not any(i - NEGATION_BEFORE <= n < i and
                   not any(n - NEGATION_BEFORE <= a <= i for a in cues) for n in nots) or _permitted_not(tokens, lex, i):
            return i
    return None


EITHER_REACH = 5            # words between a permission and the action it lets one choose among others ("may discard or trump")


def _permitted_either(tokens: list[str], lex: Lexicon, at: int) -> bool:
    """A permission, not negated, of the action or another play ("may discard or trump",
    "puede fallar o descartarse"): a word for "or" right beside the action, a permission a few
    words before it; not in a condition ("if you can follow suit or trump, ...") nor the ability
    of a relative clause ("whoever can follow suit or trump must ...")."""
    ors = {norm(w) for w in lex.or_words}
    end = at + max((len(words(t)) for c in MODAL_CONCEPTS for t in action_words(lex, c)
                    if "…" not in t and find_term(tokens[at:], t, lex.compounds) == 0), default=1)
    if not ors & {tokens[k] for k in (at - 1, end) if 0 <= k < len(tokens)}:
        return False            # "may discard or trump", "puoi rispondere al seme oppure ..."
    if phrase_spans(tokens[:2], {"if": lex.condition}):
        return False
    nots = negation_spans(tokens, lex)
    rel = [a for a, _, _ in phrase_spans(tokens, {"r": lex.relative})]
    return any(0 <= at - b <= EITHER_REACH
               and not any(window_start(tokens, a) <= n < b and not _in_subject(tokens, lex, n, a, nots) for n in nots)
               and not any(0 < a - r <= RELATIVE_REACH for r in rel)
               for a, b, _ in phrase_spans(tokens, {"p": lex.permitted}))


PERMITTED_NOT_REACH = 4     # words between a permission and the action it lets one omit ("il est permis de ne pas fournir")


def _permitted_not(tokens: list[str], lex: Lexicon, i: int) -> bool:
    """A permission not itself negated, then a negation, then the action at ``i``: the action may
    be left undone ("il est permis de ne pas fournir", "está permitido no asistir", "you are
    allowed not to capture"; data ``rule_claims.omit_allowed``: the permissions a negation after
    them does not turn, unlike "darf nicht", "may not"); not "qui ne peut pas fournir", a
    permission under its own negation (an ability lacking)."""
    omit = rule_cues(lex, "omit_allowed")
    if not omit:
        return False
    nots = negation_spans(tokens, lex)
    return any(0 < i - b <= PERMITTED_NOT_REACH and any(b <= n < i for n in nots)
               and not any(window_start(tokens, a) <= n < b for n in nots)
               for a, b, _ in phrase_spans(tokens, {"p": omit}))


def _void(tokens: list[str], lex: Lexicon) -> bool:
    """The piece says a player cannot follow suit ("who cannot follow suit", "wer nicht bedienen
    kann", "if you hold no card of the suit led"): what it rules next is the trump rule."""
    if any(c == "follow_suit" for _, c in _action_spans(tokens, lex)) and _named(tokens, lex, "follow_suit") is None:
        return True
    nots = negation_spans(tokens, lex)
    # "sem cartas do naipe de saída", "without a card of the suit led": a hand lacking it
    nots += [a for a, _, _ in phrase_spans(tokens, {"w": rule_cues(lex, "without")})]
    cues = [a for a, _, _ in _cues(tokens, lex)]
    return any(i is not None and any(i - VOID_REACH <= n < i and not any(n < a < i for a in cues) for n in nots)
               for i in (find_term(tokens, t, lex.compounds) for t in _suit_led_words(lex)))


def _about_other_duty(tokens: list[str], lex: Lexicon, at: int) -> bool:
    """The obligation is about another act than the action (data ``duties``: drawing from the
    stock, showing a card, the dealer's deal): "must take three cards from the dealer"."""
    return any(a > at for a, _, _ in phrase_spans(tokens, {"d": lex.duties})) or _which_only(tokens, lex, at)


WHICH_ONLY_REACH = 6        # words between the action and 'only' naming what it takes ("взять картой того же достоинства только ту карту")


def _which_only(tokens: list[str], lex: Lexicon, at: int) -> bool:
    """A word for 'only' a few words after the action (data ``rule_claims.which_only``), not
    opening a condition ("only if"): the duty says which card the action takes, the condition of
    a bonus ("you must take, by rank, only the card the player before has just put down"), not
    that the action is compulsory."""
    conditions = {a for a, _, _ in phrase_spans(tokens, {"c": [*lex.only_if, *lex.condition]})}
    return any(at < a <= at + WHICH_ONLY_REACH and a not in conditions and b < len(tokens) and b not in conditions
               for a, b, _ in phrase_spans(tokens, {"o": rule_cues(lex, "which_only")}))


# ---------------------------------------------------------------- the alternative and the condition

def _alternative(tokens: list[str], lex: Lexicon) -> str | None:
    """The modality a piece gives the alternative to an action: playing another suit, any card
    as one likes, placing a card without capturing. Permitted ("may play another suit", "puede
    jugar la carta que quiera") or left free: the action is optional; forbidden or a negated
    permission ("may not discard another suit", "darf keine andere Farbe abwerfen", "нельзя
    класть карту другой масти"): compulsory. The piece must say a play word (data ``plays``;
    placing without capturing is one) and no winning word ("a card of another suit can never win"). An obligation to do the alternative says neither;
    "can" beside the action is an ability ("who cannot follow suit"), not a permission."""
    nots = negation_spans(tokens, lex)
    spans = cue_spans(tokens, lex.alternatives)     # also in two parts: "leave … on the table"
    alts = [a for a, _, _ in spans]
    wins = [a for a, _, _ in phrase_spans(tokens, {"w": [*lex.winning, *lex.beats]})
            if not any(c <= a < d for c, d, _ in spans)]
    if not alts or wins or \
            {k for _, _, k in spans} != {"place"} and not phrase_spans(tokens, {"p": [*lex.plays, *rule_cues(lex, "discard_plays")]}):
        return None             # a card of another suit that "cannot win the trick": not a play ruled
    first = min(alts)
    acts = [i for i, _ in _action_spans(tokens, lex)]
    permits = [(a, b, k) for a, b, k in phrase_spans(tokens, {"permitted": lex.permitted})
               if not any(a - ABILITY_REACH <= i <= b + ABILITY_REACH for i in acts)]
    found = set()
    for a, b, kind in [*_cues(tokens, lex), *permits]:
        inside = any(a <= n < b for n in nots)       # "cannot"; "need not" keeps its sense
        negated = any(window_start(tokens, a) <= n < a and not _in_subject(tokens, lex, n, a, nots) or
                      b <= n < first for n in nots) and not inside \
            or inside and kind == "permitted"
        if kind == "forbidden":
            found.add("optional" if negated else "compulsory")     # "never forbidden to place without capturing"
        elif kind == "permitted" and negated:
            found.add("compulsory")
        elif kind in ("permitted", "optional"):
            found.add("compulsory" if negated else "optional")
    if not found and "any_card" in {k for _, _, k in spans} and not nots:
        found.add("optional")   # "on joue la carte de son choix": a free choice is its own permission
    return found.pop() if len(found) == 1 else None


def _alternative_of(tokens: list[str], lex: Lexicon) -> set[str]:
    return {ALTERNATIVE_OF[k] for _, _, k in cue_spans(tokens, lex.alternatives) if k in ALTERNATIVE_OF}


def _only_if_not(text: str, lex: Lexicon, concept: str) -> bool:
    """"Only if he cannot follow suit may he trump", "you may place a card only when you cannot
    capture": the action's absence is the only condition of the rest, so the action is
    compulsory."""
    tokens = words(text)
    nots = negation_spans(tokens, lex)
    conditions = only_conditions(text, tokens, lex)
    for b in conditions:
        for i in _find_action(tokens, lex, concept):
            if b <= i <= b + ONLY_IF_REACH and any(b <= n < i for n in nots):
                return True
    return False


ONLY_APART_REACH = 8        # words from "only" to the condition it restricts ("may only lay the card down without taking anything when")


def only_conditions(text: str, tokens: tuple[str, ...], lex: Lexicon, verbs: list[str] | None = None) -> list[int]:
    """Where the conditions a word for 'only' restricts to begin (the word after the condition's
    own): a phrase of ``only_if`` ("only if", "solo quando"), or 'only' a few words before the
    condition word it restricts (data ``rule_claims.only_apart``: "só pode baixar a carta sem
    levar nada quando não houver captura", "o Matto só pode ser jogado quando …", "den Matto darf
    man nur spielen, wenn …"), in one sentence part (not "Only X; when …"). With ``verbs``: only
    a condition apart from its 'only' with one of them from ``ONLY_VERB_REACH`` words before
    'only' to the condition word (what is restricted is that verb: "may only be played when", not
    "only counts when")."""
    phrased = [b for _, b, _ in phrase_spans(tokens, {"only": lex.only_if})]
    conditions = []
    aparts = [(a, b) for a, b, _ in phrase_spans(tokens, {"o": rule_cues(lex, "only_apart")})]
    if aparts:
        breaks = [len(words(text[:m.start()])) for m in re.finditer(r"[;:.!?]", text)]   # "Only X; when …": two clauses
        for a, c, _ in phrase_spans(tokens, {"if": lex.condition}):
            near = [o for o, ob in aparts if 0 < a - ob <= ONLY_APART_REACH and not any(ob < k <= a for k in breaks)]
            if near:
                conditions.append((max(near), c))
    if verbs is not None:
        at = [a for a, _, _ in phrase_spans(tokens, {"v": verbs})]
        conditions = [(o, c) for o, c in conditions if any(o - ONLY_VERB_REACH <= v < c for v in at)]
    return [*phrased, *(c for _, c in conditions if c not in phrased)]


ONLY_VERB_REACH = 4         # words before 'only' where the verb it restricts may stand ("si può giocare solo quando")


def _leading(tokens: list[str], lex: Lexicon) -> bool:
    """The piece is about the player who leads ("the leader may play any card"; not "the suit
    led")."""
    led = {k for t in _suit_led_words(lex) if (i := find_term(tokens, t, lex.compounds)) is not None
           for k in range(i, i + len(words(t)))}
    return any(not set(range(a, b)) & led for a, b, _ in phrase_spans(tokens, {"l": [*lex.leads, *lex.led, *lex.starts]}))


# ---------------------------------------------------------------- the reader

def _items_listed(text: str, lex: Lexicon, concept: str) -> bool:
    """The action's verb (the glossary's term: "llevar" as "llevarse", "take", "prendre",
    "mitnehmen" as "nehmen") the last word before a colon that opens a list of things (commas),
    none a card, the table's cards or a card of ours, no modal word, negation or the action again
    ("Los alumnos deben llevar: almuerzo y comida, agua, chubasquero", "Pupils must take: a packed
    lunch, water and a raincoat"): what someone brings along, in the verb's ordinary sense; no
    rule of the action ("devi prendere: posare e basta è consentito solo quando …" is one)."""
    if ":" not in text:
        return False
    head, _, rest = text.partition(":")
    before = words(head)[-1:]
    terms = lex.terms.get(concept) or []
    if not before or not any(find_term(before, t, lex.compounds) is not None or
                             any(before[-1].endswith(w) and len(before[-1]) - len(w) <= 3 for w in words(t)[:1])
                             for t in terms):
        return False
    after = words(rest)
    if not after or "," not in rest:
        return False
    cards = {"c": [*lex.cards, *(lex.roles.get("table") or []), *(lex.terms.get("trick") or []), *terms,
                   *(w for v in lex.modality.values() for w in v), *lex.permitted]}
    return not phrase_spans(after, cards) and not names_in(rest, lex.names) and \
        not set(after) & card_words(lex.lang) and not negation_spans(after, lex)


def _modal_table(lex: Lexicon) -> dict[str, list[str]]:
    """The modal words, a permission and a free choice ("joga-se a carta que se quiser"): without
    one of them (or a necessity, ``_cues``) a sentence states no obligation."""
    return {**lex.modality, "may": lex.permitted, "free": lex.alternatives.get("any_card") or []}


def modal_cued(lex: Lexicon) -> list[str]:
    """The cue phrases without one of which ``obligation``'s reader states nothing
    (``facts.Fact.cued``): a modal word, a permission or a free choice (``_modal_table``, and
    ``modality``'s own "may"), a necessity's auxiliary (``_cues``), an 'if able' (``_if_able``).
    A clause said untrue is read by the same reader, on the sentence's own words."""
    return [*(p for ps in (*_modal_table(lex).values(), *lex.modality.values()) for p in ps),
            *(lex.necessity.get("auxiliary") or []), *rule_cues(lex, "if_able")]


def obligation(concept: str, doing: bool = False) -> Callable[[str, Lexicon], str | None]:
    """The modality a sentence states for ``concept``, in the piece that names it or in the piece
    after a condition that names it ("when a capture is possible, | you must make it";
    "whoever can capture | must do so": data ``do_so``; "if you
    cannot follow suit, | you may play any card" rules the trump), or through its alternative
    or an "only if not" condition. ``doing``: the concept's term is also a thing (a trump card),
    so the piece must also say a play word after the cue, one of the data's verbs for the action
    or another action ("must play a trump", "doit couper", "has to follow suit or trump", not
    "the trump card must be drawn last", "the player holding the trump must show it")."""
    def read(text: str, lex: Lexicon) -> str | None:
        if _items_listed(text, lex, concept):
            return None         # "Los alumnos deben llevar: almuerzo y comida, agua": things to bring, no capture
        denied = _denied_clause(text, lex)
        if denied is not None:
            stated = read(denied, lex)
            if stated:
                return FLIP[stated]     # "Es stimmt nicht, dass man bedienen muss": the duty denied
        if _if_able(text, lex, concept):
            return "compulsory"     # "Follow suit if you can", "Rispondi al seme, se puoi": a duty
        if not cue_spans(words(text), _modal_table(lex), lex.relative) and not _cues(words(text), lex):
            return None         # no modal word nor free choice ("joga-se a carta que se quiser"), nor a necessity ("valtti on lyötävä"): no obligation stated
        if loose_of_game(text, lex):
            return None         # "Wer ein Paket abholen möchte, muss …", "Visitors must take a ticket": a thing's taking, no game's
        if any(has_form(text, forms) for forms in _other_names(lex, concept)):
            # a named bonus or card: its own condition, not the general rule; unless the name
            # stands in a clause of its own after a colon or semicolon ("..., vous n'avez pas le
            # droit de simplement poser votre carte : la Scùa est obligatoire"): the rest is read
            parts = re.split(r"[:;]\s", text)
            rest = [p for p in parts if not any(has_form(p, forms) for forms in _other_names(lex, concept, True))]
            named = [p for p in parts if p not in rest]
            if not rest or not named or not all(any(has_form(p, forms) for forms in _bonus_names(lex)) for p in named):
                return None     # (a card's own condition: "The Fool may be played instead of any card ...: ... must play the Re")
            return read(" ".join(rest), lex)
        if concept != "trump" and _only_if_not(text, lex, concept):
            return "compulsory"
        whole = words(text)     # "Ninguém pode recusar-se a capturar": a reflexive "-se" is no condition word
        if concept == "follow_suit" and _bare_follow_only(whole, lex):
            return None         # "a cui il giocatore successivo deve rispondere": to answer a card is to play one
        refused = [r for i in _find_action(whole, lex, concept) if (r := _refusal(whole, lex, i))]
        if len(set(refused)) == 1:
            return refused[0]
        actions = {"v": [*(lex.actions.get(concept) or []),
                         *(t for c in MODAL_CONCEPTS if c != concept for t in action_words(lex, c))]}
        named = False           # a condition before names the action
        earlier = False         # a piece before names the action ("do so" after it rules it)
        void_both = False       # a condition before says the player can neither follow suit nor trump
        void = False            # a condition before says the player cannot follow suit
        split = _predicate_carried(pieces(text, lex), lex)
        for k, tokens in enumerate(split):
            at = _named(tokens, lex, concept)
            if at is not None and any(a <= at < b for a, b, _ in cue_spans(tokens, lex.alternatives)):
                at = None       # "place a card without capturing": the alternative, not the action
            # "…; otherwise you may play any card": the case the duty before leaves, a hand void of it
            here_void = _void(tokens, lex) or bool(k and phrase_spans(tokens[:2], {"o": lex.otherwise}))
            nots = negation_spans(tokens, lex)
            perms = [b for a, b, _ in phrase_spans(tokens, {"p": lex.permitted}) if not any(a - 1 <= n <= b for n in nots)]
            both = here_void and not _cues(tokens, lex) and any(c == "trump" and not any(b <= i for b in perms)
                                                                for i, c in _action_spans(tokens, lex))   # not "who cannot follow suit may discard or trump"
            if both and concept == "trump":
                at = None       # "if you cannot follow suit or trump, | ...": a hand void of both
            other = any(c != concept for _, c in _action_spans(tokens, lex))
            if at is not None and doing and not _plays(tokens, lex, actions, at):
                at = None
            if at is not None and (_about_other_duty(tokens, lex, at) or _subject(tokens, lex, at)):
                at = None
            so = phrase_spans(tokens, {"d": lex.do_so})
            if at is None and earlier and not other and so:
                stated = modality(tokens, lex, so[-1][1] - 1)   # "wer nehmen kann, | muss das (nicht) tun": the action before
                if stated:
                    return stated
            earlier = earlier or at is not None
            if at is not None or (named and not other):
                stated = (_refusal(tokens, lex, at) if at is not None else None) or modality(tokens, lex, at) or \
                    ("optional" if at is not None and (_permitted_not(tokens, lex, at) or _permitted_either(tokens, lex, at)) else None)
                if stated and k + 1 < len(split) and _bare_negation(split[k + 1], lex) and len(tokens) <= LABEL_WORDS:
                    return FLIP[stated]     # a table row "Farbzwang: nein"
                if stated:
                    return stated
            named_here = {c for c in MODAL_CONCEPTS if _mentioned(tokens, lex, c)} - ({"follow_suit"} if here_void else set())
            if at is None and not _leading(tokens, lex) and not named_here:
                ruled = set() if void_both or both else {"trump"} if void or here_void else {"follow_suit", "capture"}
                alternative = _alternative_of(tokens, lex)
                if concept in ruled and (concept in alternative or concept == "trump" and alternative):
                    stated = _alternative(tokens, lex)
                    if stated:
                        return stated
            has_if = bool(phrase_spans(tokens, {"if": lex.condition}))
            # a table row "Follow suit: compulsory", "trunfo ou não, à vontade"; not a clause short
            # only because its cards are numbers, with no colon ("on prend soit le 7, soit 3 + 4 ;
            # la somme doit ...")
            label = at is not None and len(tokens) <= LABEL_WORDS and (":" in text or not DIGIT.search(text))
            named = not (both and concept == "trump") and \
                ((at is not None or (concept == "trump" and here_void)) and (has_if or label) or
                 (named and not other and at is None))
            void = void or here_void     # "who has no card of the suit led, | may play any card"
            void_both = void_both or both   # "... cannot follow suit or trump, | may play any card": neither rule
        return _suit_led_played(split, lex) if concept == "follow_suit" else None
    return read


DENIED_END = re.compile(r"[:;.!?]|\s[—–-]\s")


@functools.cache
def _denials(lang: str) -> tuple[re.Pattern, ...]:
    """Each phrase of ``rule_claims.denied_that`` as a pattern of its words, in the data's order
    (compiled once per language)."""
    out = []
    for phrase in _rule_cues(lang).get("denied_that", ()):
        parts = [re.escape(w) for w in re.findall(r"[^\W_]+", phrase.replace("’", "'"))]
        if parts:
            out.append(re.compile(r"(?<![^\W_])" + r"[\s,'’]+".join(parts) + r"(?![^\W_])", re.IGNORECASE))
    return tuple(out)


def _denied_clause(text: str, lex: Lexicon) -> str | None:
    """The clause a sentence says is untrue (data ``rule_claims.denied_that``: "it is not true
    that", "non è vero che", "Es stimmt nicht, dass"), from the cue to the next colon, semicolon,
    dash or sentence end: its modality is denied ("it's a myth that you must trump": trumping is
    optional). None when the sentence says no such thing."""
    for pattern in _denials(lex.lang):
        found = pattern.search(text)
        if found:
            end = DENIED_END.search(text, found.end())
            return text[found.end():end.start() if end else len(text)]
    return None


def _suit_led_played(split: list[list[str]], lex: Lexicon) -> str | None:
    """Following suit said as playing the suit led: a duty or its denial with a play word after
    it ("you must play a card of the suit led"), where the suit led (the glossary's term) is named
    in that piece or a piece before it, as a card the player holds ("chi ha una carta del seme di
    uscita è tenuto a giocarla", "if you have a card of the suit led, you must play it"); not
    where a hand void of it is meant (that rules the trump), another action is named, or the
    piece is about leading. A permission ("may play a card of the suit led") states no duty."""
    held = False
    for tokens in split:
        led = [i for t in _suit_led_words(lex) if (i := find_term(tokens, t, lex.compounds)) is not None]
        if _void(tokens, lex):
            return None
        cues = [(a, b) for a, b, k in _cues(tokens, lex) if k != "forbidden"]
        plays = [p for p, _, _ in phrase_spans(tokens, {"p": lex.plays}) if any(a < p for a, _ in cues)]   # (after the cue, or closing it: fi "on pelattava")
        if plays and (held or led) and not _action_spans(tokens, lex) and not _leading(tokens, lex):
            return modality(tokens, lex, plays[0])
        held = held or bool(led)
    return None


WITHOUT_CLAUSE_REACH = 8    # words between "without" and the cue closing its clause ("ohne … zu müssen"; pieces end at commas)
WITHOUT_REACH = 1           # words between "without" and the duty it denies ("sans aucune obligation")
REFUSE_REACH = 2            # words between a verb of refusing and the action refused ("refuse to capture")


def _refusal(tokens: list[str], lex: Lexicon, at: int) -> str | None:
    """A verb of refusing or failing (data ``rule_claims.refuse``: "refuse to", "fail to",
    "se refuser à", "отказаться от") right before the action negates it: a permission to refuse
    leaves the action optional ("may refuse to capture"), a negated one ("nobody may refuse to
    capture", "no player may ever fail to follow suit", "may not decline") or a prohibition makes
    it compulsory. A cue of duty before the refusal ("must not fail to") is read by ``modality``."""
    refusing = [a for a, b, _ in phrase_spans(tokens, {"r": rule_cues(lex, "refuse")}) if b <= at <= b + REFUSE_REACH]
    if not refusing:
        return None
    r = refusing[-1]
    nots = negation_spans(tokens, lex)
    if any(k == "forbidden" and b <= r for _, b, k in _cues(tokens, lex)):
        return "compulsory"
    perms = [(a, b) for a, b, _ in phrase_spans(tokens, {"p": lex.permitted}) if b <= r and r - b <= REFUSE_REACH + 1]
    if not perms:
        return _refusal_ruled_after(tokens, lex, at, nots)
    a, b = perms[-1]
    negated = any(window_start(tokens, a) <= n < r or n == 0 and a <= SUBJECT_REACH for n in nots)
    return "compulsory" if negated else "optional"


def _refusal_ruled_after(tokens: list[str], lex: Lexicon, at: int, nots: list[int]) -> str | None:
    """The refusal the subject, its predicate after it: a prohibition or a negated permission
    closing the piece makes the action compulsory ("Refusing to trump is not allowed",
    "отказываться от козыря не разрешается"), a permission leaves it optional ("Refusing to trump
    is allowed"); the last one after the action is the predicate (not "can" in "when you can")."""
    if any(k == "forbidden" and a > at for a, _, k in _cues(tokens, lex)):
        return "compulsory"
    after = [a for a, _, _ in phrase_spans(tokens, {"p": lex.permitted}) if a > at]
    if not after:
        return None
    a = after[-1]
    return "compulsory" if any(window_start(tokens, a) <= n < a for n in nots) else "optional"


def _predicate_carried(split: list[list[str]], lex: Lexicon) -> list[list[str]]:
    """A condition set between an act and the predicate that rules it ("Leaving your card on the
    table | when you could capture is not allowed", "Lasciare la carta sul tavolo | quando si può
    prendere non è permesso"): the piece that opens with the condition word ends in a modal cue or
    a permission closing it, and the piece before it names an act (an action or its alternative)
    and holds no cue of its own; the predicate (with the negation right before it) is that act's,
    carried back to its piece. Not after a condition that negates or voids the act ("when you have
    no card of the suit led is allowed": the play of a void hand, no freedom of the act)."""
    out = [list(t) for t in split]
    for k in range(len(out) - 1):
        act, cond = out[k], out[k + 1]
        if not cond or not phrase_spans(cond[:1], {"if": lex.condition}) or _cues(act, lex) or \
                phrase_spans(act, {"p": lex.permitted}) or not (_action_spans(act, lex) or cue_spans(act, lex.alternatives)):
            continue
        closing = [(a, b) for a, b, _ in [*_cues(cond, lex), *phrase_spans(cond, {"p": lex.permitted})] if b == len(cond)]
        if not closing:
            continue
        a = min(a for a, _ in closing)
        start = min([n for n in negation_spans(cond, lex) if a - NEGATION_BEFORE <= n < a], default=a)
        if start < 2 or _void(cond[:start], lex) or negation_spans(cond[:start], lex):
            continue            # the condition's own word and its verb first; not a hand void of the
            #                     act ("when you have no card of the suit led"): the rule of a void hand
        out[k], out[k + 1] = act + cond[start:], cond[:start]
    return out


RELATIVE_REACH = 2          # words between "who" and the action that makes the player its subject


def _subject(tokens: list[str], lex: Lexicon, at: int) -> bool:
    """The action names who the rule is about, before the cue ("the player who captures must put
    the cards in his pile", "celui qui prend doit ..."; data ``relative``), not what it obliges;
    "whoever can capture must do so" (an ability between) still rules the action."""
    cues = [a for a, _, _ in _cues(tokens, lex)]
    if not cues or at > min(cues):
        return False
    rel = [a for a, _, _ in phrase_spans(tokens, {"r": lex.relative})]
    able = [a for a, _, _ in phrase_spans(tokens, {"p": lex.permitted})]
    if any(at - RELATIVE_REACH <= r < at and not any(r < p < at for p in able) for r in rel):
        return True
    # further into its subject clause ("chi lo vuole prendere deve dircelo", "anyone who wants to
    # take part in the evening must tell the secretary"): the action is the subject's when the
    # modal has a verb of its own after it, which is neither the action nor "do so"
    openers = rel + [b for _, b, _ in phrase_spans(tokens, {"s": lex.subject_clause})]
    return any(r < at for r in openers) and _own_verb_after(tokens, lex, min(cues), at)


TAKEN_UP_STEM = 4           # letters, accents folded, a form after the cue shares with the action to take it up again ("llevarse" … "llevárselas")


def _own_verb_after(tokens: list[str], lex: Lexicon, cue: int, at: int) -> bool:
    """The modality cue at ``cue`` rules a verb of its own: the words after it hold a word that
    is no function word, no number and no negation, and neither the action of a rule
    (``MODAL_CONCEPTS``; a form of the action's own word at ``at``, with its pronouns glued on),
    "do so" (data ``do_so``) nor a verb of playing (``plays``: the thing named before is played,
    "chi … tiene in mano una briscola deve giocarla") takes the action up again after it ("chi
    può prendere deve farlo", "whoever can capture must capture", "está obligado a llevárselas";
    "who can capture must" says nothing of its own)."""
    from .detect import _function_words

    ends = [b for a, b, _ in _cues(tokens, lex) if a == cue]
    end = max(ends, default=cue + 1)
    own = _unaccented(tokens[at])[:TAKEN_UP_STEM]
    if any(i >= end for i, _ in _action_spans(tokens, lex)) or \
            any(a >= end for a, _, _ in phrase_spans(tokens, {"d": lex.do_so, "p": lex.plays})) or \
            len(own) == TAKEN_UP_STEM and any(_unaccented(w).startswith(own) for w in tokens[end:]):
        return False
    nots = set(negation_spans(tokens, lex))
    function = _function_words(lex.lang)[0]
    return any(w not in function and not w.isdigit() and k not in nots for k, w in enumerate(tokens[end:], end))


def _bare_negation(tokens: list[str], lex: Lexicon) -> bool:
    """A clause that is only a negation: "nein", "no", "нет" (data ``negation``, ``absent``)."""
    covered = {k for a, b, _ in phrase_spans(tokens, {"not": lex.negation, "absent": lex.absent}) for k in range(a, b)}
    return 0 < len(tokens) <= 2 and not _cues(tokens, lex) and covered == set(range(len(tokens)))     # not "not even", "né tagliare"


@per_object
def _other_names(lex: Lexicon, concept: str, translated: bool = False) -> list[frozenset[str]]:
    """The forms of each name that is not the action's own term, nor a game's ("In Briscola you
    have to follow suit": the game the rule is of, not a card with a condition of its own); with
    ``translated``, its translations too ("the Fool")."""
    from .lexicon import glossary

    own = {norm(t) for t in action_words(lex, concept)}
    games = {g["name"] for g in glossary().get("names") or [] if g.get("kind") == "game"}
    return [frozenset({*n.forms, *(n.translations if translated else ())}) for n in lex.names
            if not {norm(f) for f in n.forms} & own and n.name not in games]


def _bonus_names(lex: Lexicon) -> list[frozenset[str]]:
    """The forms of each bonus's name (glossary names of kind bonus: Scùa, Picada ...)."""
    from .lexicon import glossary

    bonuses = {g["name"] for g in glossary().get("names") or [] if g.get("kind") == "bonus"}
    return [n.forms for n in lex.names if n.name in bonuses]


def _mentioned(tokens: list[str], lex: Lexicon, concept: str) -> bool:
    """The piece names the action outside an alternative, even negated ("who has no trumps may
    play any card": a condition, not the rule on trumping)."""
    alternatives = cue_spans(tokens, lex.alternatives)
    return any(not any(a <= i < b for a, b, _ in alternatives) for i in _find_action(tokens, lex, concept))


def _plays(tokens: list[str], lex: Lexicon, actions: dict[str, list[str]], at: int) -> bool:
    """A play word after a modality cue ("must play a trump", "a trump must be played"), the
    action's term right after the cue (a verb: "must trump"), or one of the data's verbs for
    the action anywhere."""
    if cue_spans(tokens, actions):      # "valttia ei tarvitse lyödä": in two parts
        return True
    if any(b == at for _, b, _ in _cues(tokens, lex)) or _duty_predicated(tokens, lex, at):
        return True
    cues = [a for a, _, _ in _cues(tokens, lex)]
    return any(any(a < p for a in cues) for p, _, _ in phrase_spans(tokens, {"p": lex.plays}))


PREDICATE_GAP = 3           # words between a thing and the modal word closing its clause (a copula, a negation: "n'est pas")


def _duty_predicated(tokens: list[str], lex: Lexicon, at: int) -> bool:
    """The action's term names a thing (a trump) that is the subject of a modal word closing its
    clause, a few words after it ("a trump is not compulsory", "la briscola non è obbligatoria",
    "козырь не обязателен", "valtti ei ole pakollinen"): a card cannot itself be compulsory, so
    the duty is to play it."""
    return any(at < a <= at + PREDICATE_GAP + 1 and b == len(tokens) for a, b, _ in _cues(tokens, lex))


def match_preferred(text: str, lex: Lexicon) -> str | None:
    """"match_first" where a sentence about sums says a single match has priority over them (data
    ``preferred``: "tiene preferencia sobre cualquier suma", "hat Vorrang"); not when negated."""
    tokens = words(text)
    cues = phrase_spans(tokens, {"p": lex.preferred})
    if not any(find_term(tokens, t, lex.compounds) is not None for t in lex.terms.get("sum") or []):
        return None
    if not cues:
        return "match_first" if _sum_barred(text, lex) or _sum_only_unmatched(tokens, lex) else None
    nots = negation_spans(tokens, lex)
    if any(window_start(tokens, a) <= n < b for a, b, _ in cues for n in nots):
        return None
    return "match_first"



UNMATCHED_REACH = 8         # words of an "only if" condition where it denies a card of the same rank ("solo quando la carta uguale non c'è")


def _sum_only_unmatched(tokens: list[str], lex: Lexicon) -> bool:
    """A sum allowed only on the condition that no card of the same rank is there ("la somma vale
    solo quando la carta uguale non c'è", "a sum may be taken only when no card of the same rank
    is on the table": data ``only_if``, then within ``UNMATCHED_REACH`` words a negation and the
    glossary's ``rank`` or a word for equal; a negation or a word of absence, ``absent``: ru
    "нет"): a single match comes first."""
    if not any(find_term(tokens, t, lex.compounds) is not None for t in lex.terms.get("sum") or []):
        return False
    nots = negation_spans(tokens, lex) + [a for a, _, _ in phrase_spans(tokens, {"x": lex.absent})]    # ru "нет карты"
    alike = [a for a, _, _ in phrase_spans(tokens, {"r": [*(lex.terms.get("rank") or []), *lex.equal]})]
    return any(any(b <= n < b + UNMATCHED_REACH for n in nots) and any(b <= r < b + UNMATCHED_REACH for r in alike)
               for _, b, _ in phrase_spans(tokens, {"o": lex.only_if}))


def _sum_barred(text: str, lex: Lexicon) -> bool:
    """"If a card of the same rank is on the table, you may not take a sum", "если можно взять
    карту того же достоинства, брать сумму нельзя": a condition naming a rank (the glossary's
    ``rank``: the same rank), then a clause that names a sum and forbids it (a prohibition not
    negated, or a negated permission: "may not", "cannot", "не может"). A clause on court cards
    and sums without such a condition ("a court card cannot take a sum") is another rule."""
    split = pieces(text, lex)
    ranked = False
    for tokens in split:
        has_if = bool(phrase_spans(tokens, {"if": lex.condition}))
        rank = any(find_term(tokens, t, lex.compounds) is not None for t in lex.terms.get("rank") or [])
        summed = any(find_term(tokens, t, lex.compounds) is not None for t in lex.terms.get("sum") or [])
        if summed and (ranked or has_if and rank):
            nots = negation_spans(tokens, lex)
            for a, b, kind in _cues(tokens, lex):
                if kind == "forbidden" and not any(window_start(tokens, a) <= n < a for n in nots):
                    return True
            for a, b, _ in phrase_spans(tokens, {"p": lex.permitted}):
                if any(window_start(tokens, a) <= n <= b for n in nots):     # "cannot", "may not", "не может"
                    return True
        ranked = ranked or has_if and rank and not summed
    return False
