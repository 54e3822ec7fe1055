"""Start-up as a newcomer meets it: each bad setting or unreachable dependency is one line, exit 2,
and whatever the bot creates on disk is readable by its owner only."""

from __future__ import annotations

import io
import logging
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from cryptography.fernet import Fernet

from bot.config import SettingsError, load_settings
from bot.logs import configure_logging
from bot.preflight import prepare_data_dir
from tests.e2e.fake_api import serve_fake_api
from tests.e2e.test_cli import ROOT, TOKEN

PG_SERVER = "postgresql+asyncpg://postgres@127.0.0.1:5432"


def _start(
    tmp_path: Path, command: str = "migrate", **env: str
) -> subprocess.CompletedProcess[str]:
    base = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "PYTHONPATH": str(ROOT),
        "DATA_DIR": str(tmp_path / "data"),
    }
    return subprocess.run(
        [sys.executable, "-m", "bot", command],
        cwd=tmp_path,
        env=base | env,
        input="",
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def _one_line(result: subprocess.CompletedProcess[str], named: str) -> str:
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert named in lines[0]
    return lines[0]


def test_an_unreachable_postgresql_is_one_line(tmp_path: Path) -> None:
    result = _start(tmp_path, DATABASE_URL="postgresql+asyncpg://postgres:pw@127.0.0.1:9/test")
    line = _one_line(result, "DATABASE_URL")
    assert "127.0.0.1:9" in line
    assert "pw" not in line


def _postgres_reachable() -> bool:
    import socket

    with socket.socket() as sock:
        sock.settimeout(1)
        return sock.connect_ex(("127.0.0.1", 5432)) == 0


@pytest.mark.skipif(not _postgres_reachable(), reason="no PostgreSQL on 127.0.0.1:5432")
def test_a_missing_postgresql_database_is_one_line(tmp_path: Path) -> None:
    result = _start(tmp_path, DATABASE_URL=f"{PG_SERVER}/no_such_database_here")
    line = _one_line(result, "DATABASE_URL")
    assert "does not exist" in line and "createdb no_such_database_here" in line


def test_a_data_dir_under_a_file_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "afile").write_text("x")
    result = _start(tmp_path, DATA_DIR=str(tmp_path / "afile" / "data"))
    assert "cannot create" in _one_line(result, "DATA_DIR")
    result = _start(tmp_path, DATA_DIR=str(tmp_path / "afile"))
    assert "is a file" in _one_line(result, "DATA_DIR")


def test_an_unwritable_data_dir_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The suite runs as root, for whom every folder is writable: ask os.access to say no.
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(os, "access", lambda *_args, **_kw: False)
    with pytest.raises(SettingsError, match=r"DATA_DIR: .* is not writable"):
        prepare_data_dir(load_settings(data_dir=tmp_path / "data"))


@pytest.mark.parametrize("token", ["not-a-token", "123:short", "abc:" + "x" * 35])
def test_a_malformed_token_is_one_line(tmp_path: Path, token: str) -> None:
    line = _one_line(_start(tmp_path, "run", BOT_TOKEN=token), "BOT_TOKEN")
    assert token not in line


def test_a_bad_webhook_listen_address_is_one_line(tmp_path: Path) -> None:
    _one_line(_start(tmp_path, "run", BOT_TOKEN=TOKEN, WEBHOOK_LISTEN="not an address"), "LISTEN")


def test_a_rejected_token_is_one_line_without_the_token(tmp_path: Path) -> None:
    with serve_fake_api(reject_token=True) as (_api, base):
        result = _start(
            tmp_path,
            "run",
            BOT_TOKEN=TOKEN,
            TELEGRAM_BASE_URL=f"{base}/bot",
            TELEGRAM_BASE_FILE_URL=f"{base}/file/bot",
            LOG_LEVEL="WARNING",
            ENCRYPTION_KEY=Fernet.generate_key().decode(),
        )
    assert "rejected" in _one_line(result, "BOT_TOKEN")
    assert TOKEN.split(":")[1] not in result.stderr + result.stdout


def test_the_data_dir_and_database_files_are_private(tmp_path: Path) -> None:
    result = _start(tmp_path)
    assert result.returncode == 0, result.stderr
    data = tmp_path / "data"
    assert stat.S_IMODE(data.stat().st_mode) == 0o700
    files = list(data.iterdir())
    assert any(f.name == "bot.sqlite3" for f in files)
    for file in files:
        assert stat.S_IMODE(file.stat().st_mode) & 0o077 == 0, file.name


def test_library_log_records_lose_their_arguments_and_tokens_are_scrubbed() -> None:
    stream = io.StringIO()
    configure_logging("DEBUG", secrets=("webhook-secret-value",), stream=stream)
    try:
        logging.getLogger("telegram.ext.ExtBot").debug(
            "Calling Bot API endpoint `%s` with parameters `%s`", "sendMessage", {"text": "hi him"}
        )
        logging.getLogger("httpx").warning("HTTP Request: POST %s", f"https://x/bot{TOKEN}/getMe")
        logging.getLogger("bot.anything").error("rejected %s and %s", TOKEN, "webhook-secret-value")
    finally:
        configure_logging("WARNING")
    out = stream.getvalue()
    assert "Calling Bot API endpoint" in out
    assert "hi him" not in out
    assert TOKEN not in out and TOKEN.split(":")[1] not in out
    assert "webhook-secret-value" not in out
