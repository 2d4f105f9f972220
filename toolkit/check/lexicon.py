"""Locale knowledge the checker reads: the glossary, per-language checker data and CLDR lists.

Everything language-specific lives in data: ``rules/glossary.yaml`` (concepts, names, suits,
rank words), ``rules/checker/<lang>.yaml`` (qualifier words, classifiers, name endings, directions of
play and sides of the dealer) and
Babel's CLDR data (list conjunctions, language names). No code here branches on a language.
"""

from __future__ import annotations

import functools
import hashlib
import os
import pickle
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from engine.errors import CardaviaError
from engine.paths import RULES_DIR

from ..languages import codes

LANGUAGES = codes()
CHECKER_DIR = RULES_DIR / "checker"


def glossary_path() -> Path:
    """``rules/glossary.yaml``, or the file named by ``CARDAVIA_GLOSSARY``."""
    return Path(os.environ.get("CARDAVIA_GLOSSARY") or RULES_DIR / "glossary.yaml")


@functools.lru_cache(maxsize=1 << 16)
def norm(text: str) -> str:
    """Case- and form-insensitive key: NFC, casefold, ё → е, curly apostrophes straightened."""
    return unicodedata.normalize("NFC", text).casefold().replace("ё", "е").replace("’", "'")


_YAML_READ: dict[tuple[str, int], dict] = {}      # (path, mtime) → its data: each reader of a cue block shares one load


FORMS_DIR = CHECKER_DIR / "forms"


def _load_yaml(path: Path) -> dict:
    """A YAML file's mapping, read once per version of the file (callers only read it). A
    language's cue file comes with its cue words' generated forms (``_with_forms``)."""
    forms = FORMS_DIR / f"{path.stem}.json" if path.parent == CHECKER_DIR and path.suffix == ".yaml" else None
    try:
        key = (str(path), path.stat().st_mtime_ns, forms.stat().st_mtime_ns if forms and forms.exists() else 0)
    except OSError:
        key = None
    if key in _YAML_READ:
        return _YAML_READ[key]
    data = _read_yaml(path)
    if forms is not None and forms.exists():
        data = _with_forms(data, forms)
    if key is not None:
        _YAML_READ[key] = data
    return data


def _with_forms(data: dict, forms: Path) -> dict:
    """``data`` with the forms of its cue words added where they were generated
    (``rules/checker/forms/<lang>.json``, made by ``python -m toolkit.check.gen_forms`` from a
    lexical resource): each phrase of a field ("winning", "trick_roles.takes") that the file
    expands is followed by its forms ("voittaa" → "=voitin", "=voittivat", ...), so that every
    reader of the field matches them; a phrase no longer in the field adds nothing."""
    import json

    try:
        fields = json.loads(forms.read_text(encoding="utf-8")).get("fields") or {}
    except (OSError, ValueError) as exc:
        raise CardaviaError(f"cannot read the generated forms: {exc}", str(forms)) from None
    out = dict(data)
    for name, added in fields.items():
        block, _, key = name.partition(".")
        holder = out
        if key:
            if not isinstance(out.get(block), dict):
                continue
            holder = out[block] = dict(out[block])
        else:
            key = block
        phrases = holder.get(key)
        if not isinstance(phrases, list):
            continue
        more = [f for p in phrases if isinstance(p, str) for f in added.get(p) or ()]
        if more:
            have = set(phrases)
            holder[key] = [*phrases, *dict.fromkeys(f for f in more if f not in have)]
    return out


@functools.cache
def cue_block(lang: str, *blocks: str) -> dict[str, tuple[str, ...]]:
    """The phrase lists of one or more blocks of ``rules/checker/<lang>.yaml`` (``claim_cues``,
    ``rule_claims``, ``round_cues``, ``example_structure`` ...), merged key by key in the order
    given; none when the language has no file or the block."""
    path = CHECKER_DIR / f"{lang}.yaml"
    loaded = _load_yaml(path) if path.exists() else {}
    out: dict[str, tuple[str, ...]] = {}
    for block in blocks:
        for k, v in (loaded.get(block) or {}).items():
            out[k] = out.get(k, ()) + tuple(str(p) for p in v or [])
    return out


YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def yaml_cache_dir() -> Path:
    """Where parsed cue files are kept between runs: ``$XDG_CACHE_HOME/cardavia/yaml`` (else
    ``~/.cache``), beside the compiled engines (``engine.compiled``)."""
    root = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return root / "cardavia" / "yaml"


def _yaml_key(text: str) -> str:
    """The name a file's parsed data is kept under: a hash of its text and of what parses and
    keeps it (PyYAML's version and loader, Python's pickle format), so that an edited file, or
    another parser, never finds data parsed before."""
    h = hashlib.sha256(f"{yaml.__version__}|{YAML_LOADER.__name__}|{pickle.format_version}|".encode())
    h.update(text.encode("utf-8", "surrogatepass"))
    return h.hexdigest()[:32]


def _yaml_name(path: Path) -> str:
    """The start of a kept file's name: the file's folder and name ("checker_en"), so that
    keeping a new version of a file removes the old one's."""
    return f"{path.parent.name}-{path.stem}".replace("-", "_").replace(".", "_") or "_"


def _read_yaml(path: Path) -> dict:
    """A YAML file's mapping. Parsing a cue file (100 KB) costs 10–15 ms and every run reads a few:
    the parsed data is kept on disk by the hash of the file's text (``_yaml_key``) and read back
    in under 1 ms; a cache that cannot be read or written only costs the parse."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise CardaviaError(f"cannot read: {exc.strerror or exc}", str(path)) from None
    kept = yaml_cache_dir() / f"{_yaml_name(path)}-{_yaml_key(text)}.pickle"
    try:
        with kept.open("rb") as fh:
            data = pickle.load(fh)
        if isinstance(data, dict):
            return data
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, ValueError, TypeError, IndexError):
        pass
    try:
        data = yaml.load(text, Loader=YAML_LOADER)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise CardaviaError(f"invalid YAML: {getattr(exc, 'problem', exc)}", str(path),
                            mark.line + 1 if mark else None) from None
    data = data if isinstance(data, dict) else {}
    _keep(data, kept)
    return data


def _keep(data: dict, kept: Path) -> None:
    """Write ``data`` to ``kept`` atomically (a file of its own, then renamed): a reader never
    sees half of it."""
    try:
        kept.parent.mkdir(parents=True, exist_ok=True)
        tmp = kept.with_name(f"{kept.name}.{os.getpid()}.tmp")
        with tmp.open("wb") as fh:
            pickle.dump(data, fh, pickle.HIGHEST_PROTOCOL)
        tmp.replace(kept)
        name = kept.name.rsplit("-", 1)[0]
        for old in kept.parent.iterdir():      # an earlier version's (or another worktree's)
            if old != kept and old.suffix == ".pickle" and old.name.rsplit("-", 1)[0] == name:
                old.unlink(missing_ok=True)
    except (OSError, pickle.PicklingError, TypeError, RecursionError):
        try:
            tmp.unlink(missing_ok=True)
        except (OSError, UnboundLocalError):
            pass


@functools.cache
def glossary() -> dict:
    path = glossary_path()
    return _load_yaml(path) if path.exists() else {}


@dataclass(frozen=True)
class Forbidden:
    term: str
    reason: str
    concept: str
    page_wide: bool
    right_in: tuple[str, ...] = ()    # phrases where the word is right ("número impresso": a printed number)
    right_by: tuple[str, ...] = ()    # cue kinds near which the word is right ("directions": fr "le tour passe dans le sens horaire", a turn)
    as_noun: bool = False             # wrong only as a noun, after a determiner (fr "le court"; "le texte est court" is an adjective)
    among_cards: bool = False         # an ordinary word, wrong only among cards or points (fi "palautus": "maksu palautetaan", a fee refunded)


@dataclass(frozen=True)
class Name:
    """A name that stays untranslated, with the forms accepted in one language."""

    name: str
    forms: frozenset[str]          # exact tokens (or phrases) accepted, the name included
    translations: tuple[str, ...]  # renderings that replace the name: a defect
    other_pack: frozenset[str] = frozenset()    # of them, figures of another pack ("Ober"): an error under any naming policy


@dataclass
class Lexicon:
    lang: str
    terms: dict[str, list[str]] = field(default_factory=dict)        # concept → approved lemmas
    forbidden: list[Forbidden] = field(default_factory=list)
    names: list[Name] = field(default_factory=list)
    number_words: dict[int, list[str]] = field(default_factory=dict)
    suits: dict[str, list[str]] = field(default_factory=dict)       # suit code → names
    qualifiers: dict[str, list[str]] = field(default_factory=dict)  # at_most → [words]
    classifiers: list[str] = field(default_factory=list)
    name_suffixes: list[str] = field(default_factory=list)
    or_words: list[str] = field(default_factory=list)
    and_words: list[str] = field(default_factory=list)              # CLDR's list conjunction
    display_names: list[str] = field(default_factory=list)
    directions: dict[str, list[str]] = field(default_factory=dict)  # anticlockwise → [phrases]
    sides: dict[str, list[str]] = field(default_factory=dict)       # right → [phrases]
    ordinary_words: list[str] = field(default_factory=list)         # words that start with a name
    ordinary_near_names: list[str] = field(default_factory=list)    # words one letter from a name
    compounds: bool = False                                          # terms may be parts of compounds
    not_numbers: list[str] = field(default_factory=list)            # "toutes deux": both, not 2
    modality: dict[str, list[str]] = field(default_factory=dict)    # compulsory / optional → cues
    negation: list[str] = field(default_factory=list)               # words that negate a cue after them
    starts: list[str] = field(default_factory=list)                 # "plays first", "starts"
    winning: list[str] = field(default_factory=list)                # "wins"
    beats: list[str] = field(default_factory=list)                  # "beats", "takes": a card wins a trick
    won_by: list[str] = field(default_factory=list)                 # "goes to": the trick's winner named after it
    each: list[str] = field(default_factory=list)                   # "each", "apiece": an amount per card
    against: list[str] = field(default_factory=list)                # "27 against 25": two teams' counts
    other_side: list[str] = field(default_factory=list)             # "..., and the other 6": the second team
    cards: list[str] = field(default_factory=list)                  # "cards": what a count counts
    higher: list[str] = field(default_factory=list)                 # "higher", "most"
    lower: list[str] = field(default_factory=list)                  # "lower", "fewest"
    losing: list[str] = field(default_factory=list)                 # "loses", "loser"
    leads: list[str] = field(default_factory=list)                  # "leads", "plays first"
    condition: list[str] = field(default_factory=list)              # "if", "in case of"
    value_headers: list[str] = field(default_factory=list)          # table header of a value column
    abbreviations: list[str] = field(default_factory=list)          # not sentence ends ("ecc.", "usw.")
    confused_with: list[str] = field(default_factory=list)          # languages detection may take for this one
    equal: list[str] = field(default_factory=list)                  # "equal", "tied": a tie of counts
    tie_shares: dict[str, list[str]] = field(default_factory=dict)  # each / nobody → who scores then
    plays: list[str] = field(default_factory=list)                  # "play", "played"
    always: list[str] = field(default_factory=list)                 # "always", "at any time"
    exceptions: list[str] = field(default_factory=list)             # "except", "unless"
    otherwise: list[str] = field(default_factory=list)              # "otherwise": the case after a condition's
    non_dealer: list[str] = field(default_factory=list)             # "the non-dealer"
    neighbour: list[str] = field(default_factory=list)              # "to the right of": another player than the one named
    ranking: list[str] = field(default_factory=list)                # "rank", "order": a sentence about ranking
    ascending: list[str] = field(default_factory=list)              # "from the lowest"
    descending: list[str] = field(default_factory=list)             # "highest first"
    top: list[str] = field(default_factory=list)                    # "highest": a rank at the top
    bottom: list[str] = field(default_factory=list)                 # "lowest"
    deals: dict[str, list[str]] = field(default_factory=dict)       # several / single → a match or one deal
    roles: dict[str, list[str]] = field(default_factory=dict)       # players / table / deck ... → cues of a count's role
    not_whole: list[str] = field(default_factory=list)              # "remaining", "without": a part of the pack
    variant: list[str] = field(default_factory=list)                # "variant": another game's count
    players_before: list[str] = field(default_factory=list)         # "a" in the heading "Briscola a tre"
    point_words: list[str] = field(default_factory=list)            # "points": what a value is counted in
    range_words: list[str] = field(default_factory=list)            # "36 à 40": a range of numbers
    elsewhere: list[str] = field(default_factory=list)              # "some players", "traditionally": others' practice
    history: list[str] = field(default_factory=list)                # a heading over history ("History", "Origins")
    # real rules texts (toolkit/check/facts.py): a match of several deals, the trump card's exchange
    deal_words: list[str] = field(default_factory=list)             # "deals", "games": what a count of deals is of
    several_quant: list[str] = field(default_factory=list)          # "several", "multiple", "the most": deals counted without a number
    match_words: list[str] = field(default_factory=list)            # "the game", "a match": what counted deals make up
    out_of: list[str] = field(default_factory=list)                 # "two games out of three": a best-of
    reach: list[str] = field(default_factory=list)                  # "reaches", "atteindre": a score reached
    first_to: list[str] = field(default_factory=list)               # "the first", "per primo": a race to a score
    target_score: list[str] = field(default_factory=list)           # "the score to reach": a match's target
    dealer_passes: list[str] = field(default_factory=list)          # "the deal passes": another deal follows
    further_deals: list[str] = field(default_factory=list)          # "more hands are played": a tie played on
    played_to: list[str] = field(default_factory=list)              # "played to 11 points": a match to a score
    match_wins: list[str] = field(default_factory=list)             # "to three wins": what a match counts
    exchange: list[str] = field(default_factory=list)               # "swap", "in exchange": the face-up trump taken for a card
    dealt_card: list[str] = field(default_factory=list)             # "who receives the": a card dealt decides who starts
    then: list[str] = field(default_factory=list)                   # "then": starts a rule after its condition
    actions: dict[str, list[str]] = field(default_factory=dict)     # capture / follow_suit / trump → other words
    game_names: dict[str, list[str]] = field(default_factory=dict)  # game id → its names here (es "Brisca")
    kin_names: dict[str, list[str]] = field(default_factory=dict)   # game id → a regional game of its own family that texts here call by another name (pt "Bisca"): the text's game for placement only
    players: list[str] = field(default_factory=list)                # what a count of players is of
    stemmer: str | None = None                                       # Snowball algorithm for inflected card words
    at_end: list[str] = field(default_factory=list)                 # "at the end", "final": end of the deal
    worth: list[str] = field(default_factory=list)                  # "is worth", "vaut": a card's value
    led: list[str] = field(default_factory=list)                    # "leads", "first": the card played first
    permitted: list[str] = field(default_factory=list)              # "may", "darf": a permission (obligations.py)
    alternatives: dict[str, list[str]] = field(default_factory=dict)  # other_suit / any_card / place → phrases
    only_if: list[str] = field(default_factory=list)                # "only if": the one condition of a permission
    absent: list[str] = field(default_factory=list)                 # "нет": the obligation named does not exist
    necessity: dict[str, list[str]] = field(default_factory=dict)   # fi "on lyötävä": an auxiliary and a participle's endings
    whether: list[str] = field(default_factory=list)                # de "ob": a choice's object clause, after a comma
    duties: list[str] = field(default_factory=list)                 # "stock", "show": another act a rule obliges
    plays_second: list[str] = field(default_factory=list)           # "plays second": not the leader
    trick_taker: list[str] = field(default_factory=list)            # "took … trick": the trick's winner
    relative: list[str] = field(default_factory=list)               # "who": the player an action names
    replayed: list[str] = field(default_factory=list)               # "is replayed": a tied deal played again
    preferred: list[str] = field(default_factory=list)              # "has priority over": a capture before another
    lead_rotates: list[str] = field(default_factory=list)           # "the lead passes to the next player"
    other_player: list[str] = field(default_factory=list)           # "the other player" (of two)
    above: list[str] = field(default_factory=list)                  # "higher than": a rank over the next one
    below: list[str] = field(default_factory=list)                  # "lower than": a rank under the next one
    after_top: list[str] = field(default_factory=list)              # "the highest after the Asso": the rank right below it
    right_below: list[str] = field(default_factory=list)            # "just below the Asso", "subito dopo l'Asso"
    second: list[str] = field(default_factory=list)                 # "the second highest": not the highest
    tie_break: list[str] = field(default_factory=list)              # "decides", "départage": a tie decided
    suit_first: bool = False                                         # a card is named suit first ("miekkojen 7")
    declines_names: bool = False        # fi, ru: a rank's name takes case endings ("Ässän jälkeen", "после туза")
    capitalises_nouns: bool = False     # de: every noun is written with a capital (no sign of a name)
    # rule claims (toolkit/check/facts.py, leaders.py, claims.py)
    regardless: list[str] = field(default_factory=list)             # "no matter who": a role set aside
    contrast: list[str] = field(default_factory=list)               # "whereas": another claim follows
    every_suit: list[str] = field(default_factory=list)             # "in every suit", "as in": each suit named holds
    first_trick: list[str] = field(default_factory=list)            # "the first trick": who leads it starts
    enough: list[str] = field(default_factory=list)                 # "is enough", "needed": a total that wins
    do_so: list[str] = field(default_factory=list)                  # "do so": the action named before
    each_has: list[str] = field(default_factory=list)               # "each has": a tie when points follow
    trick_counts: list[str] = field(default_factory=list)           # "tricks": what a count of tricks is of
    whole_deal: list[str] = field(default_factory=list)             # "lasts", "in all": the deal's tricks
    # negation scope (toolkit/check/obligations.py)
    subject_clause: list[str] = field(default_factory=list)         # "who", "chi", "wer": opens the rule's subject clause
    negation_close: list[str] = field(default_factory=list)         # "pas": closes a negation opened before ("n'a pas")

    @functools.cached_property
    def qualifier_index(self) -> dict[tuple[str, ...], set[str]]:
        """Qualifier phrase (as normalised words) → the qualifier kinds it can express."""
        out: dict[tuple[str, ...], set[str]] = {}
        for kind, phrases in self.qualifiers.items():
            for p in phrases:
                out.setdefault(tuple(norm(w) for w in p.split()), set()).add(kind)
        return out


def _conjunction(pattern: str) -> list[str]:
    middle = pattern.replace("{0}", "").replace("{1}", "")
    words = re.findall(r"[^\W\d_]+", middle)
    return words


@functools.cache
def lexicon(lang: str) -> Lexicon:
    g = glossary()
    lex = Lexicon(lang)
    for cid, concept in (g.get("concepts") or {}).items():
        entry = concept.get(lang) if isinstance(concept, dict) else None
        if not isinstance(entry, dict):
            continue
        lex.terms[cid] = [str(t) for t in entry.get("terms") or []]
        for f in entry.get("forbidden") or []:
            lex.forbidden.append(Forbidden(str(f["term"]), str(f.get("reason", "")), cid,
                                           f.get("scope") == "page",
                                           tuple(str(p) for p in f.get("right_in") or ()),
                                           tuple(str(p) for p in f.get("right_by") or ()),
                                           bool(f.get("as_noun", False)), bool(f.get("among_cards", False))))
    for n in g.get("names") or []:
        forms = {n["name"], *(n.get("forms") or []), *((n.get("lang_forms") or {}).get(lang) or [])}
        other = tuple((n.get("other_pack") or {}).get(lang) or [])
        lex.names.append(Name(n["name"], frozenset(forms), tuple((n.get("not") or {}).get(lang) or []) + other,
                              frozenset(other)))
        if n.get("kind") == "term" and n["name"] in lex.terms:
            # a term kept as a name, in this language's spelling (pt, es "versícola"): the concept's
            # term for the readers too
            lex.terms[n["name"]] += [f for f in (n.get("lang_forms") or {}).get(lang) or [] if f not in lex.terms[n["name"]]]
    numbers = (g.get("numbers") or {}).get(lang) or {}
    for key in ("rank_words", "words"):
        for value, words in (numbers.get(key) or {}).items():
            lex.number_words.setdefault(int(value), []).extend(str(w) for w in words)
    for code, suit in ((g.get("suits") or {}).get(lang) or {}).items():
        lex.suits[code] = [suit["name"], *(suit.get("also") or [])]
        for f in suit.get("forbidden") or []:
            lex.forbidden.append(Forbidden(str(f["term"]), str(f.get("reason", "")), "suit", True))
    path = CHECKER_DIR / f"{lang}.yaml"
    or_also: list[str] = []
    if path.exists():
        data = _load_yaml(path)
        or_also = [str(w) for w in data.get("or_also") or []]
        lex.qualifiers = {k: list(v) for k, v in (data.get("qualifiers") or {}).items()}
        lex.classifiers = list(data.get("classifiers") or [])
        lex.name_suffixes = list(data.get("name_suffixes") or [])
        clitics = [str(c) for c in data.get("name_clitics") or []]
        lex.name_suffixes += [e + c for e in ("", *lex.name_suffixes) for c in clitics]
        lex.directions = {k: [str(p) for p in v] for k, v in (data.get("directions") or {}).items()}
        lex.sides = {k: [str(p) for p in v] for k, v in (data.get("sides") or {}).items()}
        lex.ordinary_words = [str(w) for w in data.get("ordinary_words") or []]
        lex.compounds = bool(data.get("compounds", False))
        lex.stemmer = data.get("stemmer")
        lex.suit_first = bool(data.get("suit_first", False))
        lex.declines_names = bool(data.get("declines_names", False))
        lex.capitalises_nouns = bool(data.get("capitalises_nouns", False))
        lex.not_numbers = [str(p) for p in data.get("not_numbers") or []]
        lex.modality = {k: [str(p) for p in v] for k, v in (data.get("modality") or {}).items()}
        lex.tie_shares = {k: [str(p) for p in v] for k, v in (data.get("tie_shares") or {}).items()}
        lex.actions = {k: [str(p) for p in v] for k, v in (data.get("actions") or {}).items()}
        lex.necessity = {k: [norm(str(p)) for p in v] for k, v in (data.get("necessity") or {}).items()}
        lex.alternatives = {k: [str(p) for p in v] for k, v in (data.get("alternatives") or {}).items()}
        lex.roles = {k: [str(p) for p in v] for k, v in (data.get("roles") or {}).items()}
        lex.deals = {k: [str(p) for p in v] for k, v in (data.get("deals") or {}).items()}
        lex.game_names = {k: [str(p) for p in v] for k, v in (data.get("game_names") or {}).items()}
        lex.kin_names = {k: [str(p) for p in v] for k, v in (data.get("kin_names") or {}).items()}
        for key in ("negation", "starts", "winning", "beats", "won_by", "each", "against", "other_side", "cards", "higher", "lower", "losing", "condition", "value_headers", "leads", "led", "worth", "at_end",
                    "abbreviations", "equal", "plays", "always", "exceptions", "then", "otherwise", "non_dealer", "neighbour", "ranking", "ascending", "descending", "top", "bottom", "not_whole", "variant", "players",
                    "elsewhere", "history", "ordinary_near_names", "range_words", "point_words", "players_before",
                    "permitted", "only_if", "absent", "duties", "plays_second", "trick_taker", "other_player", "lead_rotates", "preferred", "replayed", "relative",
                    "tie_break", "above", "below", "after_top", "right_below", "second"):
            setattr(lex, key, [str(p) for p in data.get(key) or []])
        for key in ("regardless", "contrast", "every_suit", "first_trick", "enough", "do_so", "each_has", "trick_counts", "whole_deal"):     # rule claims
            setattr(lex, key, [str(p) for p in data.get(key) or []])
        for key in ("subject_clause", "negation_close", "whether"):     # negation scope, a choice's object
            setattr(lex, key, [str(p) for p in data.get(key) or []])
        for key in ("deal_words", "several_quant", "reach", "first_to", "target_score", "dealer_passes", "further_deals", "exchange", "dealt_card",
                    "played_to", "match_wins", "match_words", "out_of"):
            setattr(lex, key, [str(p) for p in data.get(key) or []])   # real rules texts
        lex.negation = [norm(w) for w in lex.negation]
        lex.confused_with = [str(c) for c in data.get("confused_with") or []]
    from babel import Locale

    locale = Locale.parse(lang)
    lex.or_words = _conjunction(locale.list_patterns["or"]["end"]) + or_also
    lex.and_words = _conjunction(locale.list_patterns["standard"]["end"])
    lex.display_names = list(display_names(lang))
    return lex


@functools.cache
def display_names(lang: str) -> list[str]:
    """The language's own name and its English name (CLDR): what a site's language control says
    ("Português", "Portuguese"). Read without building the language's lexicon: a hint is
    matched against every language's names."""
    from babel import Locale

    locale = Locale.parse(lang)
    return [locale.display_name or "", locale.get_display_name("en") or ""]


@functools.cache
def site_data() -> dict:
    """The site's own interface labels (chrome) and layout markers: ``rules/checker/site.yaml``."""
    return _load_yaml(CHECKER_DIR / "site.yaml")
