"""Who leads after a trick, as a sentence states it: from the winner's side ("the winner leads",
"whoever took the trick plays first"), from the loser's ("the loser plays second", "the other
player leads"), by a passive ("the next trick is opened by ..."), or the winner's neighbour or
partner ("the player to the right of whoever won").

The words are data per language (``rules/checker/<lang>.yaml``: ``leads``, ``plays_second``,
``winning``, ``losing``, ``trick_taker``, ``other_player``, ``neighbour``, ``lead_rotates``,
``negation``, ``regardless``; ``claim_cues_order``: ``leads_more``, ``same_leader``); the
value compared is the spec's (``facts.py``). A role named after "regardless of" ("egal wer
gewonnen hat", "no matter who won") is not who leads; where the roles named differ, the one in
the lead cue's own clause is preferred ("the winner draws first, but the one who leads next is
the one who lost it").
"""

from __future__ import annotations

import re

from .cues import cues, rule_cues
from .lexicon import Lexicon, norm
from .numbers import find_numbers
from .obligations import cue_spans, negation_spans, window_start
from .structure import structure_cues
from .terms import TOKEN, find_term, phrase_spans, words

WINNER_NEGATION = 2         # "did not win", "nicht gewinnt": the winner negated is the loser
NEIGHBOUR_REACH = 4         # words between "the player to the right of" and the winner it names
FLIP = {"winner": "loser", "loser": "winner"}
SECOND = {"winner": "loser", "loser": "winner", "other": "winner"}     # who leads when this one plays second
REGARDLESS_REACH = 4        # words between "regardless of" and the role it sets aside ("egal, wer gewonnen hat")
OTHER_BESIDE = 2            # words between "the opponent" and the lead cue it is the subject or agent of
CLAUSE_MARK = re.compile(r"[,;:()]")
CLAUSE_OR_DASH = re.compile(r"[,;:()]|\s[–—-]\s")      # ... or a dash set off by spaces ("not the dealer – the other player")


def _roles(tokens: list[str], lex: Lexicon) -> list[tuple[int, int, str]]:
    """Each player the sentence names by the trick's outcome: (start, end, winner / loser /
    neighbour / other)."""
    nots = negation_spans(tokens, lex)
    others = [b for _, b, _ in cue_spans(tokens, {"n": _neighbours(lex)})]
    aside = [b for _, b, _ in phrase_spans(tokens, {"r": [*lex.regardless, *cues(lex, "regardless")]})]
    after = [a for a, _, _ in phrase_spans(tokens, {"r": cues(lex, "regardless_after")})]     # fi "voittajasta riippumatta"
    out = []
    table = {"winner": [*lex.winning, *lex.trick_taker, *cues(lex, "trick_taker_more")], "loser": lex.losing}
    teams = [] if _about_trick(tokens, lex) or _named(tokens, lex, "trick") or \
        phrase_spans(tokens, {"t": cues(lex, "trick_forms")}) else \
        [a for a, _, _ in phrase_spans(tokens, {"t": lex.roles.get("teams") or []})]
    for a, b, key in cue_spans(tokens, table):
        if any(abs(t - a) <= 1 or t == b for t in teams):
            continue                # "la pareja perdedora sale": a team that lost a game, no trick named
        if any(window_start(tokens, a, WINNER_NEGATION) <= n < a or a < n < b - 1 for n in nots):
            key = FLIP[key]     # "chi non l'ha vinta": an elided "l'" is no word between; "wer den Stich nicht gemacht hat": inside
        if any(a - NEIGHBOUR_REACH <= n <= a for n in others) or \
                any(c == 0 for c, _, _ in phrase_spans(tokens[b:b + 3], {"n": cues(lex, "neighbour_after")})):
            key = "neighbour"       # "the player to the right of whoever won", "on the winner's right"
        if any(n <= a <= n + REGARDLESS_REACH for n in aside) or any(0 <= n - b <= 1 for n in after):
            continue                # "no matter who won", "tikin voittajasta riippumatta": not who leads
        out.append((a, b, key))
    return out


def _partner_owned(roles: list[tuple[int, int, str]], tokens: list[str], leads: list[tuple[int, int, str]],
                   clause: list[int] | None, lex: Lexicon) -> list[tuple[int, int, str]]:
    """The roles, where a partner named by a possessive (data ``partner_own``: "son partenaire",
    "il suo compagno", "his partner") in a lead cue's clause follows the trick's winner named in
    a clause before: the winner's partner leads, a neighbour ("la silhouette qui remporte le pli
    s'efface, et c'est son partenaire qui entame"; not "… leads, and their partner collects the
    cards")."""
    own = phrase_spans(tokens, {"p": cues(lex, "partner_own")})
    if not own or not roles or not leads or clause is None:
        return roles
    a, b, _ = own[-1]
    before = [r for r in roles if r[1] <= a]
    if not before or before[-1][2] != "winner" or any(r[0] >= b for r in roles) or \
            not any(clause[c] == clause[a] for c, _, _ in leads) or clause[before[-1][0]] == clause[a]:
        return roles
    return [r for r in before if r[2] != "winner"] + [(a, b, "neighbour")]


def _not_aside(roles: list[tuple[int, int, str]], tokens: list[str], clause: list[int],
               cue_at: list[tuple[int, int, str]], lex: Lexicon) -> list[tuple[int, int, str]]:
    """The roles less those in a clause of their own after the lead cue's, opened by a word of
    'whoever' (data ``regardless_clause``: "… leads the next one, whoever won it", "…, chiunque
    l'abbia vinta"): set aside, not who leads. Not such a word opening the sentence or the cue's
    own clause ("whoever wins the trick leads the next one")."""
    opens = [a for a, _, _ in phrase_spans(tokens, {"w": cues(lex, "regardless_clause")})
             if 0 < a < len(clause) and clause[a - 1] != clause[a]
             and all(c < len(clause) and clause[c] < clause[a] for c, _, _ in cue_at)]
    if not opens:
        return roles
    aside = {clause[a] for a in opens}
    return [r for r in roles if r[0] >= len(clause) or clause[r[0]] not in aside]


def _set_aside(tokens: list[str], lex: Lexicon) -> bool:
    """The trick's winner or loser named after "regardless of" (or before a postposition of it,
    data ``regardless_after``: fi "tikin voittajasta riippumatta"): the rule is of every later
    trick."""
    aside = [b for _, b, _ in phrase_spans(tokens, {"r": [*lex.regardless, *cues(lex, "regardless")]})]
    after = [a for a, _, _ in phrase_spans(tokens, {"r": cues(lex, "regardless_after")})]
    if not aside and not after:
        return False
    table = {"winner": [*lex.winning, *lex.trick_taker, *cues(lex, "trick_taker_more")], "loser": lex.losing}
    return any(any(n <= a <= n + REGARDLESS_REACH for n in aside) or any(0 <= n - b <= 1 for n in after)
               for a, b, _ in cue_spans(tokens, table))


def word_clauses(text: str, dashes: bool = False) -> list[int]:
    """The clause (counted at commas, semicolons, colons, brackets, and with ``dashes`` at a dash
    set off by spaces) of each word of the text."""
    out = []
    for n, part in enumerate((CLAUSE_OR_DASH if dashes else CLAUSE_MARK).split(text)):
        out += [n] * len(words(part))
    return out


def _nearest(roles: list[tuple[int, int, str]], cues: list[tuple[int, int, str]],
             clause: list[int] | None = None) -> str | None:
    """The role named nearest to a leading cue, when the roles differ ("the winner draws first,
    then the other player, and the winner leads"); first among the roles in the cue's own clause
    (``clause``: each word's clause)."""
    keys = {k for _, _, k in roles}
    if len(keys) == 1:
        return keys.pop()
    if clause:
        own = {k for a, _, k in roles for c, _, _ in cues
               if a < len(clause) and c < len(clause) and clause[a] == clause[c]}
        if len(own) == 1:
            return own.pop()
    best: dict[int, set[str]] = {}
    for a, b, key in roles:
        for c, d, _ in cues:
            best.setdefault(min(abs(c - b), abs(a - d)), set()).add(key)
    if not best:
        return None
    nearest = best[min(best)]
    return nearest.pop() if len(nearest) == 1 else None


ELIDED_WORDS = 5            # words of a clause that names the other player after 'then' and leaves out its verb


def _elided(tokens: tuple[str, ...], clause: list[int] | None, a: int, b: int, c: int, lex: Lexicon) -> bool:
    """The other player named at ``a:b`` in a clause of its own before the lead cue's (at ``c``),
    ending it, after a word for 'then', its verb left out ("the winner draws first, then the
    opponent, and leads the next trick": the opponent draws next), where the cue's clause opens
    with a word for 'and': the cue's subject is the sentence's, not the other player."""
    if clause is None or max(a, c) >= len(clause) or clause[a] >= clause[c]:
        return False
    head = [tokens[i] for i in range(len(clause)) if clause[i] == clause[c] and i < c]
    if not head or not phrase_spans(head[:1], {"a": lex.and_words}):
        return False
    mine = [tokens[i] for i in range(len(clause)) if clause[i] == clause[a]]
    if b < len(clause) and clause[b] == clause[a]:
        return False            # "then the opponent draws, and leads": a verb of its own
    return len(mine) <= ELIDED_WORDS and bool(phrase_spans(mine[:2], {"t": structure_cues(lex.lang).get("then", ())}))


def _refers_back(roles: list[tuple[int, int, str]], same: list[int], clause: list[int],
                 tokens: tuple[str, ...], lex: Lexicon) -> bool:
    """"The same player" that points back to one role the trick names in an earlier clause
    ("whoever took the trick draws first; the same player then leads again"): that role, not a
    seat fixed for every trick. Not where a relative follows it ("the same player who started")
    or its clause says every trick ("each trick is still led by the same player")."""
    keys = {k for a, b, k in roles for s in same if b <= s and s < len(clause) and a < len(clause) and clause[a] < clause[s]}
    if len(keys) != 1:
        return False
    own = [i for i, c in enumerate(clause) if any(s < len(clause) and c == clause[s] for s in same)]
    mine = [tokens[i] for i in own]
    return not phrase_spans(mine, {"e": [*lex.each, *lex.relative]})


def _margins(text: str, lex: Lexicon) -> set[int]:
    """The word indices of a word for "by" right before a number (data ``margin_by``: "by 22",
    "by twenty-two"): after a verb of leading, a margin of points ("a team leading by 27 ... leads
    by 22"), no trick led."""
    by = {norm(w) for w in cues(lex, "margin_by")}
    if not by:
        return set()
    found = list(TOKEN.finditer(text))
    if not any(norm(m.group()) in by for m in found):
        return set()
    starts = {n.start for n in find_numbers(text, lex.lang)}
    return {i for i, m in enumerate(found) if norm(m.group()) in by and
            len(text[m.end():]) - len(text[m.end():].lstrip()) + m.end() in starts}


def leads_words(lex: Lexicon) -> list[str]:
    """Words saying someone leads a trick (data ``leads`` and ``claim_cues_order.leads_more``)."""
    return [*lex.leads, *cues(lex, "leads_more")]


def leading_cued(lex: Lexicon) -> list[str]:
    """The cue phrases without one of which ``next_leader`` states nothing (``facts.Fact.cued``):
    a lead, a lead passing round, a start, a second player."""
    return [*leads_words(lex), *_rotation_cues(lex), *lex.starts, *lex.plays_second]


def next_leader(text: str, lex: Lexicon) -> str | None:
    """Who leads after a trick, in a sentence about leading or playing second: the trick's winner,
    its loser, the winner's neighbour or partner, "other" (the other player: the loser where
    two play, in the spec's terms), or "rotation" ("the lead passes to the next player", data
    ``lead_rotates``). A role said to play second ("the loser plays second") leaves
    the lead to the other role; a sentence about drawing (data ``duties``) is not about leading."""
    tokens = words(text)
    leads = cue_spans(tokens, {"leads": leads_words(lex)})
    if leads and (margins := _margins(text, lex)):
        leads = [(a, b, k) for a, b, k in leads if b not in margins]   # "leads by 22": ahead in points
    if leads and (led := _suit_led(tokens, lex)):
        leads = [(a, b, k) for a, b, k in leads if not any(c <= a and b <= d for c, d in led)]
        # "the lead suit", "couleur d'entame", "заходная масть", "chất đi đầu": the suit led, not who leads
    rotates = cue_spans(tokens, {"r": _rotation_cues(lex)}) if _may_rotate(tokens, lex) else []
    later = phrase_spans(tokens, {"l": cues(lex, "later_tricks")}) and not phrase_spans(tokens, {"f": lex.first_trick})
    starts = cue_spans(tokens, {"s": lex.starts}) if not leads and later else []
    second = cue_spans(tokens, {"second": lex.plays_second})   # "pelaa … toisena": a verb and its adverb apart
    if not (leads or rotates or starts or second):
        return None             # nothing about leading: most sentences stop here
    if leads and not later and _set_aside(tokens, lex):
        later = True            # "whoever won the trick, the lead always goes to ...": every later trick
    clause = word_clauses(text)
    clause = clause if len(clause) == len(tokens) else None
    if second and clause is not None:
        # a cue of several words within one clause ("Durante el juego, después de ...": no "juega después")
        second = [(a, b, k) for a, b, k in second if clause[a] == clause[b - 1]]
    if clause is not None and leads:    # "they lead in turn": an adverb of turns said of a lead cue in its clause
        rotates += [(a, b, k) for a, b, k in phrase_spans(tokens, {"t": cues(lex, "in_turn")})
                    if any(clause[a] == clause[c] for c, _, _ in leads)]
    if leads and not later and not rotates and not second and all(_card_led(tokens, [c], lex) for c in leads):
        return None             # "Rosa leads the 5 of Cups, ...": a play of a worked example, not who leads
    roles = _partner_owned(_roles(tokens, lex), tokens, leads, clause, lex)
    if roles and clause is not None and (leads or second):
        roles = _not_aside(roles, tokens, clause, leads or second, lex)
    same = [a for a, _, _ in phrase_spans(tokens, {"s": cues(lex, "same_leader")})]
    if leads and clause is not None and any(clause[a] == clause[c] for a in same
                                            for c, _, _ in leads if a < len(clause) and c < len(clause)) \
            and not _refers_back(roles, same, clause, tokens, lex):
        return "same"           # "every trick is led by the same player who started": nobody the trick names
    if rotates and not _roles_beside(roles, rotates, clause):
        return "rotation"       # "the lead passes to the next player[, whoever won it]": not the winner
    if leads and not roles and (by_lead := _previous_leader(tokens, leads, clause, lex)):
        return by_lead          # "the next trick is led by whoever did not lead the previous one": not its winner
    leads = leads or starts     # "chi ha perso comincia quella successiva"
    if leads and later and not roles and (_seat(tokens, lex) or _named(tokens, lex, "dealer")
                                          and not cue_spans(tokens, {"n": _neighbours(lex)})):
        return "seat"           # "each new trick is opened by the player on the dealer's right"; "the dealer leads every trick"
    if leads and (later or _about_trick(tokens, lex)) and not roles and \
            cue_spans(tokens, {"n": _neighbours(lex)}) and not _named(tokens, lex, "dealer"):
        return "rotation"       # "after every trick, the player to the right of the previous leader leads"
    if not leads and (not second or phrase_spans(tokens, {"d": lex.duties})):
        return None
    cue_at = leads or second
    if not roles and _about_trick(tokens, lex) and not _card_led(tokens, cue_at, lex):
        # "the opponent leads": the other player, in the lead cue's own clause; not one of
        # another clause ("chi ha preso pesca per primo, poi l'avversario, e chi ha preso esce":
        # the opponent draws, and the cue's subject is a role the sentence names in words we do not read)
        roles = [(a, b, "other") for a, b, _ in phrase_spans(tokens, {"o": lex.other_player})
                 if clause is None or any(a < len(clause) and c < len(clause) and clause[a] == clause[c]
                                          for c, _, _ in cue_at)]
    keys = {k for _, _, k in roles}
    if len(keys) == 1 and keys <= set(FLIP) and not _card_led(tokens, cue_at, lex):
        # the other player, beside a player named by the trick ("whoever loses the trick draws
        # after the opponent, and the opponent leads"), is that player's opponent where it is the
        # cue's own subject or agent, right before or after it ("whoever takes a trick draws
        # before the opponent does and then plays first": the taker); not one in a clause of its
        # own, with a verb of its own after it, beside a card led in the passive ("l'Asso est entamé,
        # l'adversaire répond …": who answers; not "compra antes do outro jogador, só que a próxima
        # saída é dele", which ends its clause)
        taken = {i for a, b, _ in roles for i in range(a, b)}
        roles = roles + [(a, b, FLIP[next(iter(keys))]) for a, b, _ in phrase_spans(tokens, {"o": lex.other_player})
                         if not taken & set(range(a, b))
                         and any((0 <= c - b <= OTHER_BESIDE or 0 <= a - d <= OTHER_BESIDE)
                                 and (_same_clause(clause, a, c) or _ends_clause(clause, b)) for c, d, _ in cue_at)
                         and not any(_elided(tokens, clause, a, b, c, lex) for c, _, _ in cue_at)]
    if leads and second and not roles and phrase_spans(tokens, {"p": cues(lex, "second_before")}) and \
            not {i for a, b, _ in second for i in range(a, b)} & {i for a, b, _ in leads for i in range(a, b)}:
        return "rotation"       # "the next trick is led by whoever played second to the one before" (data
        #                         ``second_before``): the lead alternates, whoever won
    if denials := _lead_denied(tokens, lex, cue_at, roles, clause):
        # "No sale el perdedor de la baza, sino el ganador": the role after "but" leads; "the
        # trick's loser never leads": a denial, no rule of who leads
        buts = [b for _, b, _ in phrase_spans(tokens, {"b": cues(lex, "but_rather")})]
        pivot = max(buts) if buts else _restated(cue_at, denials, clause)
        denied = {k for a, _, k in roles if pivot is None or a < pivot}
        roles = [r for r in roles if pivot is not None and r[0] >= pivot]
        if not roles and pivot is not None and denied == {"winner"} and \
                phrase_spans(tokens[pivot:], {"s": [*cues(lex, "side_words"), *cues(lex, "partner_own")]}) and \
                not _named(tokens[pivot:], lex, "dealer"):
            # "no la abre quien ganó, sino el jugador sentado a su izquierda", "chi vince la presa
            # non esce: esce il giocatore alla sua destra": the winner's neighbour; "…, sino su
            # compañero", "not by the winner but by his partner" (data ``partner_own``): its partner
            return "neighbour"
        if not roles and pivot is None and denied == {"winner"} and later and \
                not phrase_spans(tokens, {"c": lex.condition}) and not _named(tokens, lex, "dealer"):
            # "chi vince la presa non esce alla presa dopo; tocca al giocatore alla sua destra",
            # "the winner of a trick does not lead the next one": someone else leads it
            after = min(denials)
            return "neighbour" if phrase_spans(tokens[after:], {"s": cues(lex, "side_words")}) else "not_winner"
        if not roles:
            return None
    key = _nearest(roles, cue_at, clause)
    return key if leads or key is None else SECOND.get(key)


PREVIOUS_REACH = 3          # words between a verb of leading and the word for the trick before ("who led the previous one", "der den vorigen ausgespielt hat")


def _previous_leader(tokens: tuple[str, ...], leads: list[tuple[int, int, str]], clause: list[int] | None,
                     lex: Lexicon) -> str | None:
    """Who leads said by who led the trick before (data ``previous_trick``: "previous", "vorigen",
    "edellistä"): a lead cue with such a word within ``PREVIOUS_REACH`` words of it in its clause,
    beside another lead cue, the one of the trick to come. Denied ("the player who did not lead
    the previous one", "se pelaaja, joka ei aloittanut edellistä"; its verb one of data ``led``, its
    participles among them): the lead alternates,
    "rotation"; not denied ("whoever led the previous trick leads again"): "same". None where no
    lead cue is of the trick before."""
    previous = [a for a, _, _ in phrase_spans(tokens, {"p": cues(lex, "previous_trick")})]
    if not previous:
        return None
    said = [(a, b) for a, b, _ in phrase_spans(tokens, {"l": lex.led})]       # its participles too ("led", "aperto")
    earlier = [(a, b) for a, b in said if any(0 <= p - b <= PREVIOUS_REACH and _same_clause(clause, a, p, True)
                                              for p in previous)] or \
        [(a, b) for a, b in said if any(0 <= a - p - 1 <= PREVIOUS_REACH and _same_clause(clause, a, p, True)
                                        for p in previous)]     # the verb last ("der den vorigen ausgespielt hat")
    main = [(c, d) for c, d, _ in leads if not any(c < y and x < d for x, y in earlier)]
    if not earlier or not main:
        return None
    a, b = earlier[-1]
    main = [d for c, d in main if d <= a and _same_clause(clause, c, a, True)]
    lo = max(main) if main else next((i for i in range(a, -1, -1) if not _same_clause(clause, i, a, True)), -1) + 1
    nots = negation_spans(tokens, lex)
    if any(lo <= n < b for n in nots) or cue_spans(tokens, {"n": _neighbours(lex)}) or \
            phrase_spans(tokens, {"s": cues(lex, "side_words")}):
        return "rotation"       # (the player beside whoever led it: "… by the player on the right of whoever led the previous one")
    return "same"


CLAUSE_OPENS = 3            # words at a clause's start where a negation denies the whole clause ("Não é o perdedor que sai")


def _lead_denied(tokens: list[str], lex: Lexicon, cue_at: list[tuple[int, int, str]],
                 roles: list[tuple[int, int, str]], clause: list[int] | None = None) -> list[int]:
    """The lead cues (their starts) a negation denies: right before it in its clause ("the loser
    never leads", "chi perde non esce"), at the sentence's start before the first ("Não é o
    perdedor que sai", "Not the winner but the loser opens"), or right after it in its own clause ("celui qui remporte le pli
    n'entame pas", "начинает не тот, кто взял"; not "the winner leads, not the loser", a clause of
    its own); not a negation that is a role's own ("chi non ha vinto esce", "celui qui n'a pas
    remporté le pli joue": in the relative clause that names the role, data ``relative``,
    ``subject_clause``)."""
    nots = negation_spans(tokens, lex)
    if not nots:
        return []
    opens = [b for _, b, _ in phrase_spans(tokens, {"r": lex.relative, "s": lex.subject_clause})]
    own = {n for a, b, _ in roles
           for n in range(min(window_start(tokens, a, WINNER_NEGATION), max((o for o in opens if o <= a), default=a)), b)}
    first = min(c for c, _, _ in cue_at)
    return [c for c, d, _ in cue_at
            if any(n not in own and (window_start(tokens, c) <= n < c and _same_clause(clause, n, c)
                                     or n < CLAUSE_OPENS and n < c == first or c < n <= d and _same_clause(clause, n, c, True))
                   for n in nots)]


def _ends_clause(clause: list[int] | None, b: int) -> bool:
    """The words before ``b`` end their clause (no word of it follows)."""
    return clause is None or b >= len(clause) or b == 0 or clause[b] != clause[b - 1]


def _same_clause(clause: list[int] | None, i: int, j: int, known: bool = False) -> bool:
    """Words ``i`` and ``j`` in one clause ("chi vince non esce lui, esce il giocatore …": the
    negation is not the second lead cue's); with the clauses unknown, ``not known``."""
    if clause is None or max(i, j) >= len(clause):
        return not known
    return clause[i] == clause[j]


def _restated(cue_at: list[tuple[int, int, str]], denials: list[int], clause: list[int] | None) -> int | None:
    """Where a lead denied is said again of someone else, with no word for 'but': the start of
    the first later clause that holds a lead cue not denied ("chi vince la presa non esce: esce
    il giocatore alla sua destra", "celui qui remporte le pli n'entame pas : c'est son voisin de
    droite qui ouvre le pli suivant"); None where no later clause leads."""
    if clause is None or not denials:
        return None
    first = min(clause[c] for c in denials if c < len(clause))
    later = [clause[c] for c, _, _ in cue_at if c not in denials and c < len(clause) and clause[c] > first]
    return clause.index(min(later)) if later else None


def _roles_beside(roles: list[tuple[int, int, str]], cue_at: list[tuple[int, int, str]],
                  clause: list[int] | None) -> bool:
    """A role named in the clause of a cue ("the lead passes to whoever won": the winner); one in
    a clause of its own ("..., whoever won it") sets the roles aside."""
    if clause is None:
        return bool(roles)
    return any(clause[a] == clause[c] for a, _, _ in roles for c, _, _ in cue_at if a < len(clause) and c < len(clause))


def _rotation_cues(lex: Lexicon) -> list[str]:
    return [*lex.lead_rotates, *cues(lex, "lead_rotates")]


_HEADS: dict[str, frozenset[str]] = {}


def _rotation_heads(lex: Lexicon) -> frozenset[str]:
    """The first three letters of each rotation cue's first word (how phrases are indexed), per
    language."""
    if lex.lang not in _HEADS:
        _HEADS[lex.lang] = frozenset(w[0][:3] for p in _rotation_cues(lex) if (w := words(p.split("…")[0])))
    return _HEADS[lex.lang]


def _may_rotate(tokens: list[str], lex: Lexicon) -> bool:
    """A word that may start a rotation cue is there (most sentences have none: the cues in two
    parts are looked for word by word)."""
    heads = _rotation_heads(lex)
    return any(t[:3] in heads for t in tokens)


def _neighbours(lex: Lexicon) -> list[str]:
    """"to the right of", with the language's contracted forms ("a la derecha del")."""
    return [*lex.neighbour, *cues(lex, "neighbour")]


def _named(tokens: list[str], lex: Lexicon, concept: str) -> bool:
    """The concept is named by one of its terms; the dealer also by a relative clause ("o jogador
    à direita de quem deu as cartas": ``claim_cues.who_dealt``)."""
    return any(find_term(tokens, t, lex.compounds) is not None for t in lex.terms.get(concept) or []) or \
        concept == "dealer" and bool(phrase_spans(tokens, {"d": cues(lex, "who_dealt")}))


def _seat(tokens: list[str], lex: Lexicon) -> bool:
    """A seat fixed by the dealer: a side of the dealer (data ``sides``, right or left) with the
    dealer named."""
    sides = phrase_spans(tokens, {k: v for k, v in lex.sides.items() if k in ("left", "right")})
    return bool(sides) and _named(tokens, lex, "dealer")


CARD_REACH = 4              # words between "leads" and the suit of the card it names ("esce col tre di Denari")


TRUMP_LED_REACH = 2         # words after a lead cue that name a trump led ("заходит с козырной", "leads a trump"; not "leads next. The face-up trump ...")


def _suit_led(tokens: list[str], lex: Lexicon) -> list[tuple[int, int]]:
    """Where the sentence names the suit led (the glossary's term and data ``suit_led_more``: "the
    lead suit", "couleur d'entame", "seme giocato per primo"): a word of leading inside it is the
    suit's attribute, not who leads ("Cards of any other (non-briscola, non-lead) suit cannot win")."""
    from .obligations import suit_led_forms

    return [(a, b) for a, b, _ in phrase_spans(tokens, {"l": [*(lex.terms.get("suit_led") or []),
                                                             *rule_cues(lex, "suit_led_more"), *suit_led_forms(lex)]})]


def _card_led(tokens: list[str], cues: list[tuple[int, int, str]], lex: Lexicon) -> bool:
    """A lead cue followed by a card ("the opponent leads the 3 of Coins", "leads a trump"): a
    play in an example, not who leads after a trick."""
    suits = [find_term(tokens[b:b + CARD_REACH + 1], n) for _, b, _ in cues
             for names in lex.suits.values() for n in names]
    # ... or a trump named as the card led ("заходит с козырной тройки", "leads a trump 3")
    trumps = [find_term(tokens[b:b + TRUMP_LED_REACH], t) for _, b, _ in cues
              for t in [*(lex.terms.get("trump") or []), *rule_cues(lex, "trump_forms")]]
    return any(i is not None for i in [*suits, *trumps])


def _about_trick(tokens: list[str], lex: Lexicon) -> bool:
    """The sentence names a trick and no dealer ("after the deal, the other player leads" is who
    starts, not who leads after a trick)."""
    def named(concept: str) -> bool:
        return any(find_term(tokens, t, lex.compounds) is not None for t in lex.terms.get(concept) or [])
    return named("trick") and not named("dealer")


def next_leader_here(engine, value: str) -> str | None:
    """A leader read, in the spec's terms: the other player is the trick's loser where two play."""
    if value == "other":
        return "loser" if engine.spec.players == 2 else None
    return value


DRAW_ORDER_REACH = 4        # words between a verb of drawing and the word for first or second ("draws from the stock first")


def first_drawer(text: str, lex: Lexicon) -> str | None:
    """Who draws first from the stock after a trick, as the sentence says it: the trick's winner or
    loser (``_roles``) as the subject of a verb of drawing (the glossary's ``draw``, data
    ``rule_claims.draw_more``) with a word for first or second after it (``draws_first``,
    ``draws_second``: "per secondo", "after the opponent"), in its clause or the one just before
    that the verb opens ("Wer den Stich gewinnt, zieht als Zweiter"). "winner" / "loser", or None
    (no such sentence, or the claim negated)."""
    first, second = rule_cues(lex, "draws_first"), rule_cues(lex, "draws_second")
    if not first and not second:
        return None
    tokens = list(words(text))
    draws = cue_spans(tokens, {"d": [*(lex.terms.get("draw") or []), *rule_cues(lex, "draw_more")]})
    if not draws:
        return None
    roles = [r for r in _roles(tokens, lex) if r[2] in FLIP]
    if not roles:
        return None
    clause = word_clauses(text)
    nots = negation_spans(tokens, lex)
    for a, b, _ in draws:
        said = [(b + c, k) for c, _, k in phrase_spans(tokens[b:b + DRAW_ORDER_REACH + 1], {"first": first, "second": second})]
        if not said or not _same_clause(clause, a, said[0][0], True):
            continue
        opens = a == 0 or _ends_clause(clause, a)
        subject = [r for r in roles if r[1] <= a and
                   (_same_clause(clause, r[0], a, True) or opens and clause[r[0]] == clause[a] - 1)]
        if not subject:
            continue
        at, _end, role = subject[-1]
        if any(at <= n < said[0][0] for n in nots):
            return None         # "the winner does not draw first"
        return role if said[0][1] == "first" else FLIP[role]
    return None
