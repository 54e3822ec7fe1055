"""Copy for /export and /delete: a copy of everything kept, and deleting all of it."""

from __future__ import annotations

from bot.i18n.copy import Command

COMMANDS: tuple[Command, ...] = (
    Command("export", "Get a copy of everything I keep about you"),
    Command("delete", "Delete everything I keep about you"),
)

# Export ----------------------------------------------------------------------------------------

EXPORT_CAPTION = (
    "Here is a copy of everything I keep about you, as one file.\n\n"
    "It holds your own words, like journal entries, reasons and letters, in plain text. "
    "Please keep it somewhere only you can open, and delete it from this chat if others "
    "could see your phone."
)
EXPORT_FILENAME = "my-data-{day}.json"
EXPORT_ABOUT = (
    "Everything the no-contact bot keeps about you. Times ending in Z are UTC; the same moment "
    "in your time zone is in the field ending in _local."
)
EXPORT_UNREADABLE = (
    "This text could not be decrypted: it was saved with an encryption key the bot no longer "
    "has. Its words are out of reach; the rest of this entry is shown as it is."
)

# Delete ----------------------------------------------------------------------------------------

DELETE_ASK = (
    "<b>Delete everything?</b>\n\n"
    "This removes everything I keep about you: your journal entries, reasons and letters "
    "(the encrypted texts too), your contact history and streak, craving check-ins, "
    "reminders, hard dates and settings.\n\n"
    "It can't be undone, and I won't be able to get any of it back. "
    "If you'd like a copy first, send /export before you choose.\n\n"
    "This chat itself stays in your Telegram: to remove the messages too, delete the chat "
    "in Telegram as well."
)
BTN_DELETE_ALL = "Delete everything"
BTN_KEEP = "Keep my data"

DELETE_DONE = (
    "Done. Everything I kept about you is deleted.\n\n"
    "The messages in this chat are still in your Telegram; you can delete the chat there.\n\n"
    "Take good care of yourself. If you ever want to come back, send /start any time."
)
DELETE_KEPT = "Okay, nothing was deleted. Everything stays as it was."
DELETE_EXPIRED = (
    "That button is from a while ago, so I didn't delete anything. "
    "If you still want to, send /delete and choose again."
)
DELETE_OTHER_SESSION = (
    "That button is from before your data was last deleted, so I didn't change anything. "
    "If you want to delete what's here now, send /delete."
)
NOTHING_STORED = (
    "There's nothing stored about you right now, so there's nothing to delete. "
    "If you'd like to start again, send /start any time."
)
