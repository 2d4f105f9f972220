"""The ASGI application: the JSON API under ``/api/v1`` and the built site at ``/``.

``POST /api/v1/deals`` starts a deal, ``POST /api/v1/deals/move`` plays the human seat's move
(the AI seats answer in the same response, one event per move), ``POST /api/v1/deals/view``
reads the current view again. Every answer carries the deal's next ``token``. Errors are JSON
``{"error": {"status", "message"}}`` with a 4xx status. The OpenAPI description is at
``/api/v1/openapi.json``.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path
from typing import Annotated, Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field
from starlette.exceptions import HTTPException
from starlette.responses import FileResponse, Response
from starlette.staticfiles import StaticFiles
from starlette.types import Scope

from engine import games

from .deal import Deal, DealError, default_level, levels
from .tokens import Sealer, home, load_secret
from .views import LANGUAGES, Viewer, advance
from .words import Words, table_text

API = "/api/v1"
MAX_BODY = 16_384
MAX_SEED = 2**63 - 1

LEVEL_NAMES = {"easy": table_text("level", "easy"), "strong": table_text("level", "strong"),
               "greedy": table_text("level", "greedy"), "random": table_text("level", "random")}


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class StartRequest(Strict):
    game: str = Field(description="Game id: cicera, briscola or minchiate.")
    lang: str = Field("en", description=f"Language of the view's words ({', '.join(LANGUAGES)}).")
    level: str | None = Field(None, description="AI level (see GET /api/v1/games); default: the game's first.")
    seed: Annotated[int, Field(ge=0, le=MAX_SEED)] | None = Field(
        None, description="Seed of the deal, to play a given deal again; default: a random one.")


class TokenRequest(Strict):
    token: str = Field(max_length=8192, description="The token of the deal, from the last answer.")


class MoveRequest(TokenRequest):
    move: dict[str, Any] = Field(description='The move in record form without the seat: {"card": "7S", '
                                             '"take": ["3C", "4B"]} (Cìcera), {"card": "AS"} (play), '
                                             '{"discard": "6S"}, {"declare": ["1T", "2T", "3T"]} or '
                                             '{"declare": []} (Minchiate). One of the view\'s "moves".')


def create_app(site: Path | None = None, secret: bytes | None = None, ledger: Path | None = None) -> FastAPI:
    """The service; with no arguments its settings come from the environment (``uvicorn
    --factory``): ``CARDAVIA_SITE``, ``CARDAVIA_SECRET``, ``CARDAVIA_LEDGER``."""
    if site is None and os.environ.get("CARDAVIA_SITE"):
        site = Path(os.environ["CARDAVIA_SITE"])
    if ledger is None:
        ledger = Path(os.environ.get("CARDAVIA_LEDGER") or home() / "spent.sqlite")
    sealer = Sealer(secret or load_secret(), ledger)
    app = FastAPI(title="CARDAVIA game service", version="1", docs_url=None, redoc_url=None,
                  openapi_url=f"{API}/openapi.json",
                  description="Play a deal of an Italian card game against the AI. The deal travels "
                              "with the client in an encrypted token; a view holds only what your seat "
                              "may know until the deal is over.")

    def answer(deal: Deal, events: list[dict], status: int = 200) -> JSONResponse:
        view = Viewer(deal).view(events)
        view["token"] = sealer.seal(deal)
        return JSONResponse(view, status_code=status)

    @app.get(f"{API}/games", summary="The games, their AI levels and the languages")
    def list_games(lang: str = "en") -> dict:
        check_lang(lang)
        w = Words(lang)
        out = []
        for gid in games.available():
            game = games.load(gid)
            out.append({"id": gid, "name": game.spec.name, "players": game.players,
                        "levels": [{"id": lv, "name": w(LEVEL_NAMES[lv]) if lv in LEVEL_NAMES else lv}
                                   for lv in levels(gid)],
                        "default_level": default_level(gid)})
        return {"games": out, "languages": list(LANGUAGES)}

    @app.post(f"{API}/deals", status_code=201, summary="Start a deal (the AI seats before you play at once)")
    def start(body: StartRequest) -> JSONResponse:
        check_lang(body.lang)
        if body.game not in games.available():
            raise DealError(f"unknown game {body.game!r} (known: {', '.join(games.available())})", 404)
        seed = secrets.randbelow(MAX_SEED) if body.seed is None else body.seed
        deal = Deal(body.game, body.lang, body.level or default_level(body.game), seed, secrets.token_urlsafe(12))
        return answer(deal, advance(deal), 201)

    @app.post(f"{API}/deals/move", summary="Play your move; the AI seats answer")
    def move(body: MoveRequest) -> JSONResponse:
        deal = sealer.open(body.token)
        chosen = deal.human(body.move)
        sealer.spend(deal)
        return answer(deal, advance(deal, chosen))

    @app.post(f"{API}/deals/view", summary="The current view of a deal")
    def view(body: TokenRequest) -> JSONResponse:
        return answer(sealer.open(body.token), [])

    @app.exception_handler(DealError)
    def deal_error(request: Request, exc: DealError) -> JSONResponse:
        return error(exc.status, exc.message)

    @app.exception_handler(RequestValidationError)
    def invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ()) if p != "body")
        message = first.get("msg", "invalid request")
        if first.get("type") == "json_invalid":
            message = "the request body is not valid JSON"
        elif first.get("type") == "extra_forbidden":
            message = "unknown field"
        return error(422, f"{where}: {message}" if where else message)

    @app.exception_handler(HTTPException)
    def http_error(request: Request, exc: HTTPException) -> Response:
        if request.url.path.startswith("/api/"):
            return error(exc.status_code, str(exc.detail))
        return site_error(site, request.url.path, exc.status_code)

    @app.middleware("http")
    async def limit_body(request: Request, call_next):
        length = request.headers.get("content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            return error(413, f"the request body is larger than {MAX_BODY} bytes")
        return await call_next(request)

    if site is not None:
        app.mount("/", SiteFiles(directory=site, html=True), name="site")
    return app


def check_lang(lang: str) -> None:
    if lang not in LANGUAGES:
        raise DealError(f"unknown language {lang!r} (known: {', '.join(LANGUAGES)})")


def error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": {"status": status, "message": message}}, status_code=status)


def site_error(site: Path | None, path: str, status: int) -> Response:
    """The language's own 404 page (``/fr/...`` → ``fr/404.html``), else the default one."""
    if status == 404 and site is not None:
        first = path.lstrip("/").split("/", 1)[0]
        for page in ([site / first / "404.html"] if first in LANGUAGES else []) + [site / "404.html"]:
            if page.is_file():
                return FileResponse(page, status_code=404, media_type="text/html; charset=utf-8")
    return Response(f"{status}\n", status_code=status, media_type="text/plain")


class SiteFiles(StaticFiles):
    """The built site; a path that cannot name a file (a NUL byte, a way out of the root) is
    simply not found."""

    async def get_response(self, path: str, scope: Scope) -> Response:
        if "\x00" in path or ".." in Path(path).parts:
            return site_error(Path(self.directory), "/" + path, 404)
        response = await super().get_response(path, scope)
        if response.status_code == 404:
            return site_error(Path(self.directory), "/" + path, 404)
        return response
