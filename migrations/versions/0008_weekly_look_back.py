"""weekly look back: opt-in weekday and time in user_settings

Revision ID: 0008
Revises: 0007
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("user_settings", schema=None) as batch_op:
        batch_op.add_column(sa.Column("look_back_weekday", sa.SmallInteger(), nullable=True))
        batch_op.add_column(sa.Column("look_back_at", sa.Time(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("user_settings", schema=None) as batch_op:
        batch_op.drop_column("look_back_at")
        batch_op.drop_column("look_back_weekday")
