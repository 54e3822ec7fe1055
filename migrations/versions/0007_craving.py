"""craving check-ins

Revision ID: 0007
Revises: 0006
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import bot.models.base

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "craving_checkins",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("started_at", bot.models.base.UTCDateTime(), nullable=False),
        sa.Column("intensity_before", sa.SmallInteger(), nullable=True),
        sa.Column("trigger", sa.String(length=16), nullable=True),
        sa.Column("tools", sa.JSON(), nullable=False),
        sa.Column("intensity_after", sa.SmallInteger(), nullable=True),
        sa.Column("after_at", bot.models.base.UTCDateTime(), nullable=True),
        sa.Column("followup_minutes", sa.SmallInteger(), nullable=True),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_craving_checkins_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_craving_checkins")),
    )
    with op.batch_alter_table("craving_checkins", schema=None) as batch_op:
        batch_op.create_index(
            "ix_craving_checkins_user_started", ["user_id", "started_at"], unique=False
        )

    op.create_table(
        "craving_states",
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("learned_offered_at", bot.models.base.UTCDateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_craving_states_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_craving_states")),
    )


def downgrade() -> None:
    op.drop_table("craving_states")
    with op.batch_alter_table("craving_checkins", schema=None) as batch_op:
        batch_op.drop_index("ix_craving_checkins_user_started")

    op.drop_table("craving_checkins")
