"""reminders feature tables

Revision ID: 0004
Revises: 0003
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import bot.models.base

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "risky_windows",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("start_time", sa.Time(), nullable=False),
        sa.Column("end_time", sa.Time(), nullable=False),
        sa.Column("weekdays", sa.String(length=16), nullable=False),
        sa.Column("created_at", bot.models.base.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_risky_windows_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_risky_windows")),
    )
    with op.batch_alter_table("risky_windows", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_risky_windows_user_id"), ["user_id"], unique=False)

    op.create_table(
        "anniversaries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("month", sa.Integer(), nullable=False),
        sa.Column("day", sa.Integer(), nullable=False),
        sa.Column("year", sa.Integer(), nullable=True),
        sa.Column("label", sa.Text(), nullable=True),
        sa.Column("created_at", bot.models.base.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_anniversaries_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_anniversaries")),
    )
    with op.batch_alter_table("anniversaries", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_anniversaries_user_id"), ["user_id"], unique=False)

    op.create_table(
        "daily_checkin_answers",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("at", bot.models.base.UTCDateTime(), nullable=False),
        sa.Column("mood", sa.String(length=8), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_daily_checkin_answers_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_daily_checkin_answers")),
    )
    with op.batch_alter_table("daily_checkin_answers", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_daily_checkin_answers_user_id"), ["user_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("daily_checkin_answers", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_daily_checkin_answers_user_id"))
    op.drop_table("daily_checkin_answers")

    with op.batch_alter_table("anniversaries", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_anniversaries_user_id"))
    op.drop_table("anniversaries")

    with op.batch_alter_table("risky_windows", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_risky_windows_user_id"))
    op.drop_table("risky_windows")
