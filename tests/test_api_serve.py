"""`cardavia serve` as a real process (uvicorn): the hardening cases of issue 8, and one deal
played across two worker processes."""

from __future__ import annotations

import http.client
import json
import os
import socket
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

CLI = [sys.executable, "-m", "toolkit"]


@pytest.fixture(scope="module")
def out(tmp_path_factory) -> Path:
    """A tiny built site, with a file beside it that must never be served."""
    root = tmp_path_factory.mktemp("serve")
    site = root / "site"
    (site / "fr").mkdir(parents=True)
    (site / "index.html").write_text("<html lang=en>home</html>", encoding="utf-8")
    (site / "404.html").write_text("<html lang=en>not found</html>", encoding="utf-8")
    (site / "fr" / "404.html").write_text('<html lang="fr">introuvable</html>', encoding="utf-8")
    (root / "secret.txt").write_text("outside the site", encoding="utf-8")
    return root


def start(out: Path, tmp_path: Path, *args: str) -> tuple[subprocess.Popen, int]:
    env = {**os.environ, "CARDAVIA_HOME": str(tmp_path / "home")}
    env.pop("CARDAVIA_SECRET", None)
    proc = subprocess.Popen([*CLI, "serve", "--out", str(out), "--port", "0", *args], env=env,
                            stderr=subprocess.PIPE, text=True)
    line = proc.stderr.readline()
    assert "serving" in line, line
    port = int(line.split("http://127.0.0.1:")[1].split("/")[0])
    for _ in range(200):  # the socket listens at once; wait until the app answers
        try:
            get(port, "/api/v1/games")
            break
        except OSError:
            time.sleep(0.05)
    return proc, port


def stop(proc: subprocess.Popen) -> str:
    proc.terminate()
    try:
        _, err = proc.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        _, err = proc.communicate()
    return err


def get(port: int, path: str) -> tuple[int, bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.request("GET", path)
        r = conn.getresponse()
        return r.status, r.read()
    finally:
        conn.close()


def post(port: int, path: str, body: dict) -> tuple[int, dict]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.request("POST", path, json.dumps(body), {"Content-Type": "application/json"})
        r = conn.getresponse()
        return r.status, json.loads(r.read())
    finally:
        conn.close()


def raw(port: int, request: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=30) as s:
        s.sendall(request)
        chunks = []
        while chunk := s.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks)


def test_serve_survives_hostile_and_careless_clients(out, tmp_path):
    proc, port = start(out, tmp_path)
    try:
        assert get(port, "/") == (200, b"<html lang=en>home</html>")
        status, body = get(port, "/fr/nope/")
        assert status == 404 and b'lang="fr"' in body
        # A NUL byte and a way out of the root: not found, no traceback, nothing outside served.
        assert get(port, "/%00")[0] == 404
        for path in (b"/../secret.txt", b"/%2e%2e/secret.txt", b"/fr/../../secret.txt"):
            answer = raw(port, b"GET " + path + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            assert b"outside the site" not in answer and answer.startswith(b"HTTP/1.1 404"), answer[:80]
        # 200 clients at once all get their page (the listen backlog is not 5).
        with ThreadPoolExecutor(max_workers=200) as pool:
            statuses = list(pool.map(lambda _: get(port, "/")[0], range(200)))
        assert statuses == [200] * 200
        # Clients that hang up before reading the answer (broken pipes).
        for _ in range(30):
            with socket.create_connection(("127.0.0.1", port)) as s:
                s.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        # An idle connection that never sends a request is closed by the server.
        with socket.create_connection(("127.0.0.1", port), timeout=30) as s:
            assert s.recv(1024) == b""
        assert get(port, "/")[0] == 200
    finally:
        err = stop(proc)
    assert "Traceback" not in err and "Broken pipe" not in err and "serving" not in err, err


def test_busy_port_and_bad_port_are_one_line(out, tmp_path):
    proc, port = start(out, tmp_path)
    try:
        env = {**os.environ, "CARDAVIA_HOME": str(tmp_path / "home")}
        busy = subprocess.run([*CLI, "serve", "--out", str(out), "--port", str(port)], env=env,
                              capture_output=True, text=True, timeout=60)
        assert busy.returncode == 2
        assert busy.stderr.splitlines() == [f"cardavia: cannot listen on 127.0.0.1:{port}: Address already in use"]
    finally:
        stop(proc)
    bad = subprocess.run([*CLI, "serve", "--out", str(out), "--port", "70000"], env=env,
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2
    assert bad.stderr.splitlines() == ["cardavia: --port 70000: a port is a number from 0 to 65535"]


def test_two_workers_serve_one_deal(out, tmp_path):
    proc, port = start(out, tmp_path, "--workers", "2")
    try:
        status, view = post(port, "/api/v1/deals", {"game": "briscola", "seed": 7})
        assert status == 201
        while not view["over"]:   # a new connection per move: either worker may answer
            status, view = post(port, "/api/v1/deals/move", {"token": view["token"], "move": view["moves"][0]["move"]})
            assert status == 200, view
        assert view["record"]["result"]["points"] == view["result"]["points"]
    finally:
        err = stop(proc)
    assert "Traceback" not in err, err
