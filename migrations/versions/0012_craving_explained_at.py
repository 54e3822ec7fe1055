"""craving: when the explanation of a craving was last shown

Revision ID: 0012_craving_explained_at
Revises: 0011_outbox_planned_at
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import bot.models.base

revision: str = "0012_craving_explained_at"
down_revision: str | None = "0011_outbox_planned_at"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("craving_states", schema=None) as batch_op:
        batch_op.add_column(sa.Column("explained_at", bot.models.base.UTCDateTime(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("craving_states", schema=None) as batch_op:
        batch_op.drop_column("explained_at")
