"""contacts feature tables

Revision ID: 0006
Revises: 0005
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import bot.models.base

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "contact_events",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("at", bot.models.base.UTCDateTime(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("channel", sa.String(length=16), nullable=True),
        sa.Column("within_rules", sa.Boolean(), nullable=True),
        sa.Column("outside", sa.String(length=16), nullable=True),
        sa.Column("created_at", bot.models.base.UTCDateTime(), nullable=False),
        sa.Column("undone_at", bot.models.base.UTCDateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_contact_events_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_contact_events")),
    )
    with op.batch_alter_table("contact_events", schema=None) as batch_op:
        batch_op.create_index("ix_contact_events_user_at", ["user_id", "at"], unique=False)

    op.create_table(
        "structured_rules",
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.Column("channels", sa.String(length=100), nullable=False),
        sa.Column("topics", sa.String(length=100), nullable=False),
        sa.Column("hours_start", sa.Time(), nullable=True),
        sa.Column("hours_end", sa.Time(), nullable=True),
        sa.Column("weekdays", sa.String(length=20), nullable=False),
        sa.Column("updated_at", bot.models.base.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_structured_rules_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_structured_rules")),
    )


def downgrade() -> None:
    op.drop_table("structured_rules")
    with op.batch_alter_table("contact_events", schema=None) as batch_op:
        batch_op.drop_index("ix_contact_events_user_at")

    op.drop_table("contact_events")
