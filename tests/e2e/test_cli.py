"""The real commands, as a newcomer runs them: console mode, polling and webhook mode."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from datetime import date, timedelta
from pathlib import Path

import pytest

from tests.e2e.fake_api import serve_fake_api

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "123456:AAE2e-token-for-a-fake-bot-api-server0"


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "PYTHONPATH": str(ROOT),
        "DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'bot.sqlite3'}",
        "LOG_LEVEL": "WARNING",
    }
    env.update(extra)
    return env


def _start_update(update_id: int = 1, text: str = "/start") -> dict[str, object]:
    return {
        "update_id": update_id,
        "message": {
            "message_id": 1,
            "date": int(time.time()),
            "chat": {"id": 5555, "type": "private", "first_name": "Sam"},
            "from": {"id": 5555, "is_bot": False, "first_name": "Sam"},
            "text": text,
            "entities": [{"type": "bot_command", "offset": 0, "length": len(text)}],
        },
    }


def test_console_with_piped_stdin_prints_welcome_and_help(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bot", "console"],
        cwd=tmp_path,
        input="/start\n/help\n/quit\n",
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "not therapy" in result.stdout
    assert "What I can do" in result.stdout
    assert "[1] Today" in result.stdout


def test_console_buttons_are_numbered_choices(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bot", "console"],
        cwd=tmp_path,
        input="/start\n1\nberlin\n",
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "Got it: counting from" in result.stdout
    assert "Europe/Berlin" in result.stdout


def test_run_without_token_explains_and_starts_console(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bot", "run"],
        cwd=tmp_path,
        input="/help\n",
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "@BotFather" in result.stderr
    assert "What I can do" in result.stdout


def test_polling_against_a_self_hosted_api_answers_start(tmp_path: Path) -> None:
    with serve_fake_api() as (api, base):
        api.pending_updates.append(_start_update())
        process = subprocess.Popen(
            [sys.executable, "-m", "bot", "run"],
            cwd=tmp_path,
            env=_env(
                tmp_path,
                BOT_TOKEN=TOKEN,
                TELEGRAM_BASE_URL=f"{base}/bot",
                TELEGRAM_BASE_FILE_URL=f"{base}/file/bot",
            ),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            _wait_for(lambda: "sendMessage" in api.methods() and "setMyCommands" in api.methods())
        finally:
            process.terminate()
            _, stderr = process.communicate(timeout=30)
        texts = [c.params.get("text", "") for c in api.calls if c.method == "sendMessage"]
        assert any("not therapy" in t for t in texts), stderr
        assert TOKEN not in stderr


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _post(url: str, body: dict[str, object], secret: str | None) -> int:
    headers = {"Content-Type": "application/json"}
    if secret is not None:
        headers["X-Telegram-Bot-Api-Secret-Token"] = secret
    request = urllib.request.Request(url, json.dumps(body).encode(), headers, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return int(response.status)
    except urllib.error.HTTPError as error:
        return int(error.code)


def test_webhook_mode_checks_the_secret_and_answers_start(tmp_path: Path) -> None:
    port = _free_port()
    with serve_fake_api() as (api, base):
        process = subprocess.Popen(
            [sys.executable, "-m", "bot", "run", "--webhook"],
            cwd=tmp_path,
            env=_env(
                tmp_path,
                BOT_TOKEN=TOKEN,
                TELEGRAM_BASE_URL=f"{base}/bot",
                WEBHOOK_URL=f"https://bot.example.org:{port}/hook",
                WEBHOOK_SECRET="s3cret-token",
                WEBHOOK_LISTEN="127.0.0.1",
                WEBHOOK_PORT=str(port),
            ),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            _wait_for(lambda: "setWebhook" in api.methods())
            url = f"http://127.0.0.1:{port}/hook"
            _wait_for(lambda: _post(url, {}, "wrong") == 403)
            assert _post(url, _start_update(7), None) == 403
            assert _post(url, _start_update(8), "s3cret-token") == 200
            _wait_for(lambda: "sendMessage" in api.methods())
        finally:
            process.terminate()
            process.communicate(timeout=30)
        sent = [c for c in api.calls if c.method == "sendMessage"]
        assert len({c.params.get("chat_id") for c in sent}) == 1
        assert any("not therapy" in str(c.params.get("text")) for c in sent)
        hook = next(c for c in api.calls if c.method == "setWebhook")
        assert hook.params.get("secret_token") == "s3cret-token"


def test_webhook_mode_refuses_to_start_without_a_secret(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bot", "run", "--webhook"],
        cwd=tmp_path,
        env=_env(tmp_path, BOT_TOKEN=TOKEN),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    assert "WEBHOOK_SECRET" in result.stderr


def _wait_for(condition: object, timeout: float = 60.0) -> None:
    assert callable(condition)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if condition():
                return
        except OSError:
            pass
        time.sleep(0.1)
    pytest.fail("timed out waiting for the bot")


def test_console_saves_pictures_and_the_pdf_in_the_data_folder(tmp_path: Path) -> None:
    since = (date.today() - timedelta(days=40)).isoformat()
    result = subprocess.run(
        [sys.executable, "-m", "bot", "console"],
        cwd=tmp_path,
        input=f"/since {since}\n/stats\n/journal Он снова ждал у подъезда\n/export\n2\n1\n/quit\n",
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    saved = [
        Path(line.split("Saved: ", 1)[1].strip())
        for line in result.stdout.splitlines()
        if "Saved: " in line
    ]
    names = sorted(path.name for path in saved)
    assert len(names) == 2, result.stdout
    assert names[0].startswith("journal-") and names[0].endswith(".pdf")
    assert names[1].startswith("stats-timeline-") and names[1].endswith(".png")
    for path in saved:
        absolute = path if path.is_absolute() else tmp_path / path
        assert absolute.parent == tmp_path / "data"
        assert absolute.stat().st_size > 1_000
