"""stored streak figures (streak_totals), kept with each contact event

Revision ID: 0010_streak_totals
Revises: 0009
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import bot.models.base

revision: str = "0010_streak_totals"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Rows are built on first use from the events themselves, so nothing to backfill here.
    op.create_table(
        "streak_totals",
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("start_at", bot.models.base.UTCDateTime(), nullable=False),
        sa.Column("zone", sa.String(length=64), nullable=False),
        sa.Column("profile_check_resets", sa.Boolean(), nullable=False),
        sa.Column("earliest_at", bot.models.base.UTCDateTime(), nullable=True),
        sa.Column("slips", sa.Integer(), nullable=False),
        sa.Column("last_slip_at", bot.models.base.UTCDateTime(), nullable=True),
        sa.Column("previous_slip_at", bot.models.base.UTCDateTime(), nullable=True),
        sa.Column("slip_days", sa.Integer(), nullable=False),
        sa.Column("held", sa.Integer(), nullable=False),
        sa.Column("longest_closed_days", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_streak_totals_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_streak_totals")),
    )


def downgrade() -> None:
    op.drop_table("streak_totals")
