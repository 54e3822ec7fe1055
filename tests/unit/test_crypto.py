"""Encryption at rest: the key from ENCRYPTION_KEY or a generated owner-only key file."""

from __future__ import annotations

import logging
import stat
from pathlib import Path

import pytest
from cryptography.fernet import Fernet
from pydantic import SecretStr

from bot.config import Settings, SettingsError
from bot.crypto import (
    KEY_FILE_NAME,
    EncryptionKeyError,
    TextCipher,
    UnreadableText,
    create_cipher,
)


def settings_for(data_dir: Path, key: str | None = None) -> Settings:
    return Settings(
        _env_file=None,
        data_dir=data_dir,
        encryption_key=SecretStr(key) if key is not None else None,
    )


def test_round_trip_and_the_token_hides_the_text() -> None:
    cipher = TextCipher(Fernet.generate_key())
    for text in ("He took my keys", "ünïcødé ✨ and emoji 🌊", "x" * 3000):
        token = cipher.encrypt(text)
        assert text not in token
        assert token.isascii()
        assert cipher.decrypt(token) == text
    assert cipher.encrypt("same") != cipher.encrypt("same")  # random IV: no equal ciphertexts


def test_a_wrong_key_or_damaged_token_is_unreadable_not_a_crash() -> None:
    token = TextCipher(Fernet.generate_key()).encrypt("secret")
    other = TextCipher(Fernet.generate_key())
    with pytest.raises(UnreadableText):
        other.decrypt(token)
    assert other.reveal(token) is None
    for damaged in ("", "not a token", token[:-4], "ü"):
        assert other.reveal(damaged) is None


@pytest.mark.parametrize("bad", ["", "short", "x" * 44, "ü" * 44])
def test_an_invalid_key_is_a_clear_settings_error(bad: str) -> None:
    with pytest.raises(EncryptionKeyError) as raised:
        TextCipher(bad)
    assert isinstance(raised.value, SettingsError)
    assert "ENCRYPTION_KEY" in str(raised.value)
    assert "Fernet.generate_key" in str(raised.value)


def test_encryption_key_setting_is_used_and_no_file_is_written(tmp_path: Path) -> None:
    key = Fernet.generate_key().decode()
    cipher = create_cipher(settings_for(tmp_path, key))
    assert TextCipher(key).decrypt(cipher.encrypt("hello")) == "hello"
    assert not (tmp_path / KEY_FILE_NAME).exists()


def test_an_invalid_encryption_key_setting_is_refused(tmp_path: Path) -> None:
    with pytest.raises(EncryptionKeyError, match="ENCRYPTION_KEY"):
        create_cipher(settings_for(tmp_path, "not-a-key"))


def test_first_run_generates_an_owner_only_key_file_and_reuses_it(tmp_path: Path) -> None:
    data_dir = tmp_path / "fresh" / "data"  # created on demand
    first = create_cipher(settings_for(data_dir))
    path = data_dir / KEY_FILE_NAME
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    contents = path.read_bytes()
    token = first.encrypt("kept across restarts")
    second = create_cipher(settings_for(data_dir))
    assert second.decrypt(token) == "kept across restarts"
    assert path.read_bytes() == contents
    assert [p.name for p in data_dir.iterdir()] == [KEY_FILE_NAME]  # no temporary left behind


def test_a_damaged_key_file_is_an_error_and_is_never_replaced(tmp_path: Path) -> None:
    path = tmp_path / KEY_FILE_NAME
    path.write_bytes(b"garbage\n")
    path.chmod(0o600)
    with pytest.raises(EncryptionKeyError) as raised:
        create_cipher(settings_for(tmp_path))
    assert str(path) in str(raised.value)
    assert "backup" in str(raised.value)
    assert "garbage" not in str(raised.value).replace(str(path), "")
    assert path.read_bytes() == b"garbage\n"


def test_a_key_file_readable_by_others_is_tightened(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    key = Fernet.generate_key()
    path = tmp_path / KEY_FILE_NAME
    path.write_bytes(key)
    path.chmod(0o644)
    with caplog.at_level(logging.WARNING):
        cipher = create_cipher(settings_for(tmp_path))
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert TextCipher(key).decrypt(cipher.encrypt("x")) == "x"
    assert key.decode() not in caplog.text


def test_the_key_never_appears_in_logs(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.DEBUG):
        create_cipher(settings_for(tmp_path))
    key = (tmp_path / KEY_FILE_NAME).read_text().strip()
    assert "back it up" in caplog.text
    assert key not in caplog.text


def test_build_application_refuses_an_invalid_key(tmp_path: Path) -> None:
    from bot.app import build_application

    settings = Settings(
        _env_file=None,
        data_dir=tmp_path,
        database_url=f"sqlite+aiosqlite:///{tmp_path / 'bot.sqlite3'}",
        encryption_key=SecretStr("nope"),
    )
    with pytest.raises(EncryptionKeyError, match="ENCRYPTION_KEY"):
        build_application(settings)
