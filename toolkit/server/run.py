"""``cardavia serve``: the service under uvicorn, on a socket we open ourselves.

Opening the socket here gives one clear line for a busy port or a bad address before anything
starts, a real listen backlog, and one socket shared by ``--workers N`` processes. Every worker
builds the app from the environment (``create_app`` as a uvicorn factory), with the same secret.
"""

from __future__ import annotations

import contextlib
import os
import socket
import tempfile
import threading
import time
from pathlib import Path
from typing import Iterator

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.supervisors import Multiprocess

from engine.errors import CardaviaError

from .tokens import load_secret

BACKLOG = 2048
IDLE_SECONDS = 5


class IdleTimeoutProtocol(H11Protocol):
    """uvicorn's HTTP/1.1 protocol, but a connection that sends nothing at all is closed after
    the keep-alive delay too (uvicorn starts that clock only after a first response)."""

    def connection_made(self, transport) -> None:
        super().connection_made(transport)
        self.timeout_keep_alive_task = self.loop.call_later(self.timeout_keep_alive,
                                                            self.timeout_keep_alive_handler)


def listen(host: str, port: int) -> socket.socket:
    """A listening TCP socket, or :class:`CardaviaError` naming the address and the reason."""
    if not 0 <= port <= 65535:
        raise CardaviaError(f"--port {port}: a port is a number from 0 to 65535")
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as exc:
        raise CardaviaError(f"cannot listen on {host}:{port}: {exc.strerror}") from None
    family, kind, proto, _, address = infos[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(BACKLOG)
    except OSError as exc:
        sock.close()
        raise CardaviaError(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    sock.set_inheritable(True)
    return sock


def serve(site: Path, host: str, port: int, workers: int, announce) -> None:
    """Serve ``site`` and the API until interrupted; ``announce(url)`` is called once, when the
    socket listens."""
    sock = listen(host, port)
    os.environ["CARDAVIA_SITE"] = str(Path(site).resolve())
    os.environ["CARDAVIA_SECRET"] = load_secret().decode("ascii")
    config = uvicorn.Config("toolkit.server.app:create_app", factory=True, workers=workers,
                            http=IdleTimeoutProtocol, timeout_keep_alive=IDLE_SECONDS, backlog=BACKLOG,
                            log_level="warning", access_log=False, server_header=False)
    bound_host, bound_port = sock.getsockname()[:2]
    announce(f"http://{bound_host}:{bound_port}/")
    if workers > 1:
        Multiprocess(config, sockets=[sock]).run()
    else:
        uvicorn.Server(config).run(sockets=[sock])


@contextlib.contextmanager
def running(site: Path | None, secret: bytes | None = None, ledger: Path | None = None,
            host: str = "127.0.0.1") -> Iterator[str]:
    """The service in a background thread of this process, on a free port; yields its base URL
    (tests and previews). Without ``secret`` and ``ledger`` it uses a fresh key and a temporary
    ledger, never the user's own."""
    from cryptography.fernet import Fernet

    from .app import create_app

    with tempfile.TemporaryDirectory(prefix="cardavia-ledger-") as tmp:
        app = create_app(site, secret or Fernet.generate_key(), ledger or Path(tmp) / "spent.sqlite")
        sock = listen(host, 0)
        config = uvicorn.Config(app, http=IdleTimeoutProtocol, timeout_keep_alive=IDLE_SECONDS,
                                log_level="warning", access_log=False)
        server = uvicorn.Server(config)
        thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
        thread.start()
        while not server.started and thread.is_alive():
            time.sleep(0.01)
        try:
            bound_host, bound_port = sock.getsockname()[:2]
            yield f"http://{bound_host}:{bound_port}"
        finally:
            server.should_exit = True
            thread.join()
            sock.close()
