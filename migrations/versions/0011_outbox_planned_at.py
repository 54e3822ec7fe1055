"""outbox: planned_at, the time a scheduled message was meant for (retries move only due_at)

Staleness counts from planned_at (NULL: due_at, for rows never retried), so a message retried
for hours is still judged by when it should have arrived. Named for the feature so it is easy
to renumber after a rebase.

Revision ID: 0011_outbox_planned_at
Revises: 0010_streak_totals
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import bot.models.base

revision: str = "0011_outbox_planned_at"
down_revision: str | None = "0010_streak_totals"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("scheduled_messages") as batch:
        batch.add_column(sa.Column("planned_at", bot.models.base.UTCDateTime(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("scheduled_messages") as batch:
        batch.drop_column("planned_at")
