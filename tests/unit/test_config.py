"""Settings: defaults, and one clear line naming a bad setting."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import SettingsError, load_settings

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in ("BOT_TOKEN", "DATABASE_URL", "WEBHOOK_URL", "WEBHOOK_SECRET", "WEBHOOK_PORT"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)  # no stray .env


def test_defaults_use_a_sqlite_file_under_data() -> None:
    settings = load_settings()
    assert settings.resolved_database_url == "sqlite+aiosqlite:///data/bot.sqlite3"
    assert settings.telegram_base_url == "https://api.telegram.org/bot"
    assert settings.bot_token is None


def test_token_is_secret(monkeypatch: pytest.MonkeyPatch) -> None:
    token = "123:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw"
    monkeypatch.setenv("BOT_TOKEN", token)
    settings = load_settings()
    assert token not in repr(settings)
    assert settings.bot_token is not None and settings.bot_token.get_secret_value() == token


@pytest.mark.parametrize(
    ("env", "named"),
    [
        ({"DATABASE_URL": "not a url"}, "DATABASE_URL"),
        ({"DATABASE_URL": "sqlite:///x.db"}, "DATABASE_URL"),
        ({"WEBHOOK_PORT": "70000"}, "WEBHOOK_PORT"),
        ({"WEBHOOK_PORT": "abc"}, "WEBHOOK_PORT"),
        ({"TELEGRAM_BASE_URL": "ftp//nowhere"}, "TELEGRAM_BASE_URL"),
        ({"WEBHOOK_URL": "https://example.org/hook"}, "WEBHOOK_SECRET"),
        ({"WEBHOOK_URL": "https://e.org/h", "WEBHOOK_SECRET": "bad secret!"}, "WEBHOOK_SECRET"),
        ({"LOG_LEVEL": "chatty"}, "LOG_LEVEL"),
        ({"BOT_TOKEN": "123:abc"}, "BOT_TOKEN"),
        ({"WEBHOOK_LISTEN": "everywhere"}, "WEBHOOK_LISTEN"),
    ],
)
def test_bad_values_name_the_setting(
    monkeypatch: pytest.MonkeyPatch, env: dict[str, str], named: str
) -> None:
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    with pytest.raises(SettingsError) as info:
        load_settings()
    message = str(info.value)
    assert named in message
    assert "\n" not in message


def test_cli_prints_one_line_and_exits_2_on_a_bad_setting(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bot", "migrate"],
        cwd=tmp_path,
        env={"PYTHONPATH": str(ROOT), "WEBHOOK_PORT": "99999", "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "WEBHOOK_PORT" in lines[0]
    assert "Traceback" not in result.stderr


def test_cli_names_a_bad_encryption_key_in_one_line(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bot", "console"],
        cwd=tmp_path,
        env={"PYTHONPATH": str(ROOT), "ENCRYPTION_KEY": "not-a-key", "PATH": "/usr/bin:/bin"},
        input="",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "ENCRYPTION_KEY" in result.stderr.strip().splitlines()[-1]
