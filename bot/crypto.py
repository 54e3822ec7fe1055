"""Encryption at rest for what people write: journal entries, reasons, letters.

One Fernet key per installation. It comes from ENCRYPTION_KEY, or is generated once into
`<data_dir>/encryption.key` (owner-only) and reused. Losing the key loses those texts, so a key
file that exists but cannot be read is an error, never a reason to make a new one.
"""

from __future__ import annotations

import binascii
import logging
import os
import stat
from pathlib import Path

from cryptography.fernet import Fernet, InvalidToken

from bot.config import Settings, SettingsError

logger = logging.getLogger(__name__)

KEY_FILE_NAME = "encryption.key"
OWNER_ONLY = 0o600
GENERATE_HINT = (
    'generate one with: python -c "from cryptography.fernet import Fernet; '
    'print(Fernet.generate_key().decode())"'
)


class EncryptionKeyError(SettingsError):
    """The configured or stored key is not a usable Fernet key; the message says what to do."""


class UnreadableText(Exception):
    """A stored text cannot be decrypted with this key (wrong key or damaged value)."""


class TextCipher:
    """Encrypts text to an ASCII Fernet token and back."""

    def __init__(self, key: bytes | str) -> None:
        raw = key.encode("ascii", "replace") if isinstance(key, str) else key
        try:
            self._fernet = Fernet(raw.strip())
        except (ValueError, TypeError, binascii.Error):
            raise EncryptionKeyError(
                "Setting ENCRYPTION_KEY: must be a Fernet key "
                f"(32 url-safe base64-encoded bytes); {GENERATE_HINT}"
            ) from None

    def encrypt(self, text: str) -> str:
        return self._fernet.encrypt(text.encode("utf-8")).decode("ascii")

    def decrypt(self, token: str) -> str:
        """The stored text; raises UnreadableText when this key cannot open it."""
        try:
            return self._fernet.decrypt(token.encode("ascii")).decode("utf-8")
        except (InvalidToken, UnicodeError, ValueError, TypeError):
            raise UnreadableText from None

    def reveal(self, token: str) -> str | None:
        """The stored text, or None when it cannot be read (handlers say so kindly)."""
        try:
            return self.decrypt(token)
        except UnreadableText:
            return None


def key_path(settings: Settings) -> Path:
    return settings.data_dir / KEY_FILE_NAME


def create_cipher(settings: Settings) -> TextCipher:
    """The installation's cipher: ENCRYPTION_KEY if set, else the key file (made on first run)."""
    if settings.encryption_key is not None:
        return TextCipher(settings.encryption_key.get_secret_value())
    return TextCipher(load_or_create_key_file(key_path(settings)))


def load_or_create_key_file(path: Path) -> bytes:
    if not path.exists():
        _write_new_key(path)
    return _read_key_file(path)


def _write_new_key(path: Path) -> None:
    """Write a fresh key without ever replacing one: if two processes race, one key wins."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, OWNER_ONLY)
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(Fernet.generate_key() + b"\n")
            handle.flush()
            os.fsync(handle.fileno())
        try:
            os.link(temporary, path)
            logger.warning("generated a new encryption key file=%s; back it up", path)
        except FileExistsError:
            pass
    finally:
        temporary.unlink(missing_ok=True)


def _read_key_file(path: Path) -> bytes:
    mode = stat.S_IMODE(path.stat().st_mode)
    if mode & 0o077:
        logger.warning("encryption key file was readable by others; setting it to 0600")
        path.chmod(OWNER_ONLY)
    key = path.read_bytes().strip()
    try:
        TextCipher(key)
    except EncryptionKeyError:
        raise EncryptionKeyError(
            f"The encryption key file {path} is not a valid Fernet key. Restore it from your "
            "backup, or set ENCRYPTION_KEY. Never replace it with a new key while the database "
            "holds entries written with the old one: they could not be read again."
        ) from None
    return key
