"""urgent moment: safety plan, trusted people, message ids for /hide (48 h), the paused step

One revision for the whole feature, named for it, so it is easy to renumber after a rebase.

Revision ID: 0009
Revises: 0008
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import bot.models.base

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "paused_steps",
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("flow", sa.String(length=64), nullable=False),
        sa.Column("flow_data", sa.JSON(), nullable=True),
        sa.Column("paused_at", bot.models.base.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_paused_steps_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_paused_steps")),
    )
    op.create_table(
        "recent_messages",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("message_id", sa.BigInteger(), nullable=False),
        sa.Column("at", bot.models.base.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_recent_messages_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_recent_messages")),
    )
    with op.batch_alter_table("recent_messages", schema=None) as batch_op:
        batch_op.create_index("ix_recent_messages_at", ["at"], unique=False)
        batch_op.create_index("ix_recent_messages_user_id_at", ["user_id", "at"], unique=False)

    op.create_table(
        "safety_plan_lines",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("section", sa.String(length=24), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("created_at", bot.models.base.UTCDateTime(), nullable=False),
        sa.Column("updated_at", bot.models.base.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_safety_plan_lines_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_safety_plan_lines")),
    )
    with op.batch_alter_table("safety_plan_lines", schema=None) as batch_op:
        batch_op.create_index("ix_safety_plan_lines_user_id_id", ["user_id", "id"], unique=False)

    op.create_table(
        "trusted_people",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("phone", sa.Text(), nullable=True),
        sa.Column("created_at", bot.models.base.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_trusted_people_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_trusted_people")),
    )
    with op.batch_alter_table("trusted_people", schema=None) as batch_op:
        batch_op.create_index("ix_trusted_people_user_id_id", ["user_id", "id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("trusted_people", schema=None) as batch_op:
        batch_op.drop_index("ix_trusted_people_user_id_id")

    op.drop_table("trusted_people")
    with op.batch_alter_table("safety_plan_lines", schema=None) as batch_op:
        batch_op.drop_index("ix_safety_plan_lines_user_id_id")

    op.drop_table("safety_plan_lines")
    with op.batch_alter_table("recent_messages", schema=None) as batch_op:
        batch_op.drop_index("ix_recent_messages_user_id_at")
        batch_op.drop_index("ix_recent_messages_at")

    op.drop_table("recent_messages")
    op.drop_table("paused_steps")
