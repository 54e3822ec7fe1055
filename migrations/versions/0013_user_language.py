"""the language each person is spoken to in

Revision ID: 0013_user_language
Revises: 0012_craving_explained_at
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013_user_language"
down_revision: str | None = "0012_craving_explained_at"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# The languages the bot had when this revision was written (bot/i18n/languages.py).
LANGUAGES = ("en", "es", "pt", "fr", "de", "it", "ru", "uk")


def upgrade() -> None:
    with op.batch_alter_table("user_settings", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("language", sa.String(length=8), server_default="en", nullable=False)
        )
    # People who are already here get the language their Telegram is set to, if the bot
    # speaks it (the same rule as at /start); English otherwise.
    known = ", ".join(f"'{code}'" for code in LANGUAGES)
    op.execute(
        "UPDATE user_settings SET language = ("
        " SELECT lower(substr(users.language_code, 1, 2)) FROM users"
        " WHERE users.id = user_settings.user_id"
        f") WHERE user_id IN (SELECT id FROM users WHERE lower(substr(language_code, 1, 2))"
        f" IN ({known}) AND (length(language_code) = 2 OR substr(language_code, 3, 1) = '-'))"
    )


def downgrade() -> None:
    with op.batch_alter_table("user_settings", schema=None) as batch_op:
        batch_op.drop_column("language")
