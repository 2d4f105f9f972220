"""A deal travels with the client as an encrypted, authenticated token (Fernet).

The token holds the deal's game, language, level, seed, id and moves; it is opened only with the
server's secret, so any process that has the secret can serve the next move, and a client can
neither read the hidden cards (the seed gives them all) nor change a move. Each move spends its
token: the ledger (a small SQLite file shared by the processes of one machine) refuses a token
played from twice, so an old state cannot be replayed to try another move.

The secret comes from ``CARDAVIA_SECRET``; for local use it is generated on first start and kept
in ``~/.config/cardavia/secret.key`` (``CARDAVIA_HOME`` moves that folder), outside the repository.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
import zlib
from pathlib import Path

from cryptography.fernet import Fernet, InvalidToken

from engine.errors import CardaviaError

from .deal import Deal, DealError

VERSION = 1
MAX_AGE = 24 * 3600           # seconds a deal stays playable
MAX_TOKEN = 8192              # characters; a Minchiate deal's token is well below 1,000


def home() -> Path:
    return Path(os.environ.get("CARDAVIA_HOME") or Path.home() / ".config" / "cardavia")


def load_secret() -> bytes:
    """The server secret: ``CARDAVIA_SECRET``, else the local key file, created on first use."""
    env = os.environ.get("CARDAVIA_SECRET")
    if env:
        return env.encode("ascii")
    path = home() / "secret.key"
    try:
        return path.read_bytes().strip()
    except FileNotFoundError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True)
    key = Fernet.generate_key()
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:  # another process created it first
        return path.read_bytes().strip()
    with os.fdopen(fd, "wb") as f:
        f.write(key)
    return key


class Sealer:
    """Seals deals into tokens and opens them again; ``ledger`` records spent tokens."""

    def __init__(self, secret: bytes, ledger: Path | None) -> None:
        try:
            self.fernet = Fernet(secret)
        except ValueError:
            raise CardaviaError("the server secret is not a Fernet key (32 url-safe base64-encoded bytes)",
                                "CARDAVIA_SECRET" if os.environ.get("CARDAVIA_SECRET") else str(home() / "secret.key")) from None
        self.ledger = Ledger(ledger) if ledger is not None else None

    def seal(self, deal: Deal) -> str:
        payload = {"v": VERSION, "g": deal.game_id, "l": deal.lang, "a": deal.level, "s": deal.seed,
                   "d": deal.deal_id, "m": deal.moves}
        raw = zlib.compress(json.dumps(payload, separators=(",", ":")).encode("ascii"))
        return self.fernet.encrypt(raw).decode("ascii")

    def open(self, token: object) -> Deal:
        if not isinstance(token, str) or not token or len(token) > MAX_TOKEN:
            raise DealError("'token' must be the token of a deal, as the last answer gave it", 400)
        try:
            raw = self.fernet.decrypt(token.encode("ascii"), ttl=MAX_AGE)
        except (InvalidToken, UnicodeEncodeError):
            raise DealError("this deal token is not valid: altered, expired, or from another server", 403) from None
        data = json.loads(zlib.decompress(raw))
        if data.get("v") != VERSION:
            raise DealError("this deal token is from an older version of the service; start a new deal", 409)
        return Deal(data["g"], data["l"], data["a"], data["s"], data["d"], list(data["m"]))

    def spend(self, deal: Deal) -> None:
        """Mark the deal's current state as played from; refuse it if it already was."""
        if self.ledger is not None and not self.ledger.spend(deal.deal_id, deal.ply):
            raise DealError(f"this deal has already moved on from move {deal.ply + 1}: "
                            "the token is stale or replayed (use the latest one)", 409)


class Ledger:
    """Spent (deal, move number) pairs in SQLite (write-ahead log), shared by every process of
    the machine; one connection per thread."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.local = threading.local()
        db = self._db()
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("CREATE TABLE IF NOT EXISTS spent (deal TEXT, ply INTEGER, at REAL, PRIMARY KEY (deal, ply))")
        db.execute("DELETE FROM spent WHERE at < ?", (time.time() - MAX_AGE,))  # their tokens expired

    def _db(self) -> sqlite3.Connection:
        db = getattr(self.local, "db", None)
        if db is None:
            db = sqlite3.connect(self.path, timeout=60, isolation_level=None, check_same_thread=False)
            db.execute("PRAGMA synchronous=NORMAL")  # with WAL: safe, and no disk flush per move
            self.local.db = db
        return db

    def spend(self, deal_id: str, ply: int) -> bool:
        try:
            self._db().execute("INSERT INTO spent VALUES (?, ?, ?)", (deal_id, ply, time.time()))
        except sqlite3.IntegrityError:
            return False
        except sqlite3.OperationalError as exc:  # the ledger stayed locked for a minute
            raise DealError(f"the service is too busy to take a move ({exc}); try again", 503) from None
        return True
