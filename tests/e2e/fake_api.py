"""A tiny Bot API-compatible HTTP server for end-to-end runs of `python -m bot run`."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs

from bot.console.fakebot import ApiCall, RecordingRequest


class FakeBotApi:
    """Serves getMe/getUpdates/sendMessage… and records every call it gets.

    `delay` (seconds) is added to every answer, as a real round trip to Telegram would be.
    """

    def __init__(self, reject_token: bool = False, delay: float = 0.0) -> None:
        self.reject_token = reject_token
        self.delay = delay
        self.calls: list[ApiCall] = []
        self.pending_updates: list[dict[str, Any]] = []
        self._answers = RecordingRequest()
        self._lock = threading.Lock()

    def handle(self, method: str, params: dict[str, Any]) -> Any:
        if self.delay:
            time.sleep(self.delay)
        call = ApiCall(method, params)
        if method == "getUpdates":
            with self._lock:
                offset = int(params.get("offset") or 0)
                updates = [u for u in self.pending_updates if u["update_id"] >= offset]
            if not updates:
                time.sleep(0.05)  # outside the lock: other calls are answered meanwhile
            return updates
        with self._lock:
            self.calls.append(call)
            return self._answers._result(call)

    def methods(self) -> list[str]:
        with self._lock:
            return [c.method for c in self.calls]


def _make_handler(api: FakeBotApi) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            received = self.rfile.read(length) if length else b""
            if len(received) < length:
                return  # the bot was killed mid-request: Telegram would not act on half a call
            raw = received.decode()
            content_type = self.headers.get("Content-Type") or ""
            if "json" in content_type and raw:
                params = json.loads(raw)
            else:
                params = {k: v[0] for k, v in parse_qs(raw).items()}
            method = self.path.rsplit("/", 1)[-1]
            if api.reject_token:
                self._answer({"ok": False, "error_code": 401, "description": "Unauthorized"}, 401)
                return
            try:
                body = {"ok": True, "result": api.handle(method, params)}
                status = 200
            except Exception as error:
                body, status = {"ok": False, "error_code": 400, "description": str(error)}, 400
            self._answer(body, status)

        def _answer(self, body: dict[str, Any], status: int) -> None:
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args: Any) -> None:
            return None

    return Handler


@contextmanager
def serve_fake_api(
    reject_token: bool = False, delay: float = 0.0
) -> Iterator[tuple[FakeBotApi, str]]:
    api = FakeBotApi(reject_token, delay)
    server = ThreadingHTTPServer(("127.0.0.1", 0), _make_handler(api))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield api, f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
