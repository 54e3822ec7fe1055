"""Settings, read from the environment and an optional `.env` file."""

from __future__ import annotations

import ipaddress
import re
from pathlib import Path
from typing import Literal, Self

from pydantic import Field, SecretStr, ValidationError, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

DEFAULT_DATA_DIR = Path("data")
TELEGRAM_API = "https://api.telegram.org/bot"
TELEGRAM_FILE_API = "https://api.telegram.org/file/bot"

# What @BotFather hands out: the bot's numeric id, a colon, then a 35-character secret.
TOKEN_SHAPE = re.compile(r"[0-9]{1,20}:[A-Za-z0-9_-]{30,64}")

LogLevel = Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"]


class SettingsError(Exception):
    """A setting has a bad value; the message names the setting in one line."""


def _check_http_url(name: str, value: str) -> str:
    from urllib.parse import urlsplit

    parts = urlsplit(value)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ValueError(f"{name} must be an http(s) URL, got something else")
    return value


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", case_sensitive=False
    )

    bot_token: SecretStr | None = None
    data_dir: Path = DEFAULT_DATA_DIR
    database_url: str | None = None
    telegram_base_url: str = TELEGRAM_API
    telegram_base_file_url: str = TELEGRAM_FILE_API
    webhook_url: str | None = None
    webhook_secret: SecretStr | None = None
    webhook_listen: str = "0.0.0.0"
    webhook_port: int = Field(default=8443, ge=1, le=65535)
    log_level: LogLevel = "INFO"
    encryption_key: SecretStr | None = None
    dispatch_interval_seconds: float = Field(default=5.0, gt=0, le=300)
    # Worker processes that draw /stats pictures and PDFs; 0 draws in a thread of the bot's own
    # process (console mode and tests: nothing to start, same results).
    render_processes: int = Field(default=1, ge=0, le=8)
    # Updates handled at once (different people; one person's always in order).
    max_concurrent_updates: int = Field(default=16, ge=1, le=256)
    # Scheduled (outbox) messages per second, all chats together: Telegram allows about 30 bulk
    # messages a second. Replies to a person's own message are not paced (429s are obeyed).
    send_rate_per_second: float = Field(default=30.0, gt=0, le=10_000)

    @field_validator("log_level", mode="before")
    @classmethod
    def _upper_level(cls, value: object) -> object:
        return value.upper() if isinstance(value, str) else value

    @field_validator("bot_token", "webhook_secret", "encryption_key", mode="before")
    @classmethod
    def _blank_is_none(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("bot_token")
    @classmethod
    def _token_shape(cls, value: SecretStr | None) -> SecretStr | None:
        if value is not None and not TOKEN_SHAPE.fullmatch(value.get_secret_value().strip()):
            raise ValueError(
                "does not look like a token from @BotFather (digits, a colon, then about 35 "
                "letters, digits, - or _)"
            )
        return value

    @field_validator("webhook_listen")
    @classmethod
    def _listen_address(cls, value: str) -> str:
        if value != "localhost":
            try:
                ipaddress.ip_address(value)
            except ValueError:
                raise ValueError(
                    "must be an IP address to listen on, like 0.0.0.0, 127.0.0.1 or ::"
                ) from None
        return value

    @field_validator("database_url", "webhook_url", mode="before")
    @classmethod
    def _blank_url_is_none(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("database_url")
    @classmethod
    def _parse_database_url(cls, value: str | None) -> str | None:
        if value is None:
            return None
        try:
            url = make_url(value)
        except ArgumentError as exc:
            raise ValueError("is not a database URL SQLAlchemy can read") from exc
        if url.drivername not in ("sqlite+aiosqlite", "postgresql+asyncpg"):
            raise ValueError(
                "must use an async driver: sqlite+aiosqlite:///… or postgresql+asyncpg://…"
            )
        return value

    @field_validator("telegram_base_url", "telegram_base_file_url", "webhook_url")
    @classmethod
    def _http_urls(cls, value: str | None) -> str | None:
        return None if value is None else _check_http_url("the value", value)

    @model_validator(mode="after")
    def _webhook_needs_secret(self) -> Self:
        if self.webhook_url and self.webhook_secret is None:
            raise ValueError("WEBHOOK_URL is set but WEBHOOK_SECRET is not; set both")
        if self.webhook_secret is not None:
            secret = self.webhook_secret.get_secret_value()
            allowed = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
            if not 1 <= len(secret) <= 256 or not set(secret) <= allowed:
                raise ValueError(
                    "WEBHOOK_SECRET must be 1-256 characters of A-Z, a-z, 0-9, _ and -"
                )
        return self

    @property
    def resolved_database_url(self) -> str:
        if self.database_url:
            return self.database_url
        return f"sqlite+aiosqlite:///{(self.data_dir / 'bot.sqlite3').as_posix()}"


def load_settings(**overrides: object) -> Settings:
    """Build settings or raise SettingsError with one line naming the bad setting."""
    try:
        return Settings(**overrides)  # type: ignore[arg-type]
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = first.get("loc") or ()
        name = str(loc[0]).upper() if loc else "SETTINGS"
        message = str(first.get("msg", "is invalid")).removeprefix("Value error, ")
        raise SettingsError(f"Setting {name}: {message}") from None
