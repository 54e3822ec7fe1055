"""memory feature tables

Revision ID: 0005
Revises: 0004
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import bot.models.base

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "journal_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("happened_on", sa.Date(), nullable=True),
        sa.Column("created_at", bot.models.base.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_journal_entries_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_journal_entries")),
    )
    with op.batch_alter_table("journal_entries", schema=None) as batch_op:
        batch_op.create_index("ix_journal_entries_user_id_id", ["user_id", "id"], unique=False)

    op.create_table(
        "reasons",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("created_at", bot.models.base.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_reasons_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_reasons")),
    )
    with op.batch_alter_table("reasons", schema=None) as batch_op:
        batch_op.create_index("ix_reasons_user_id_id", ["user_id", "id"], unique=False)

    op.create_table(
        "letters",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("created_at", bot.models.base.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_letters_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_letters")),
    )
    with op.batch_alter_table("letters", schema=None) as batch_op:
        batch_op.create_index("ix_letters_user_id_id", ["user_id", "id"], unique=False)

    op.create_table(
        "memory_states",
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("last_journal_id", sa.Integer(), nullable=True),
        sa.Column("learn_offered_on", sa.Date(), nullable=True),
        sa.Column("learn_last_card", sa.String(length=32), nullable=True),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_memory_states_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_memory_states")),
    )


def downgrade() -> None:
    op.drop_table("memory_states")
    with op.batch_alter_table("letters", schema=None) as batch_op:
        batch_op.drop_index("ix_letters_user_id_id")
    op.drop_table("letters")
    with op.batch_alter_table("reasons", schema=None) as batch_op:
        batch_op.drop_index("ix_reasons_user_id_id")
    op.drop_table("reasons")
    with op.batch_alter_table("journal_entries", schema=None) as batch_op:
        batch_op.drop_index("ix_journal_entries_user_id_id")
    op.drop_table("journal_entries")
