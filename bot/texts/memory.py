"""Copy for the full memory: the journal, the "why I left" list, unsent letters, short reads."""

from __future__ import annotations

from dataclasses import dataclass

from bot.i18n.copy import Command, keep, tr

# (command, short description) for the command menu and /help, in menu order.
COMMANDS: tuple[Command, ...] = (
    Command("journal", "Write down what really happened"),
    Command("reasons", "Your list of why you left"),
    Command("letter", "Write the message here instead"),
    Command("learn", "Short reads on why this is so hard"),
)

# Shared ----------------------------------------------------------------------------------------

BTN_CANCEL = "Cancel"
BTN_DELETE = "Delete"
BTN_YES_DELETE = "Yes, delete it"
BTN_NO_KEEP = "No, keep it"
BTN_NEWER = "‹ Newer"
BTN_OLDER = "Older ›"
BTN_BACK_TO_LIST = "Back to the list"
BTN_PREV = "‹ Back"
BTN_NEXT = "More ›"

CANCELLED = "Okay, nothing was saved. It's all here whenever you want to come back."
EMPTY_TEXT = "I didn't catch any words there. Write it whenever you're ready."
UNREADABLE = (
    "I can't read this one. It was saved with an encryption key I don't have any more, "
    "so its words are out of my reach. You can delete it if you like."
)
UNREADABLE_SHORT = "(I can't read this one)"
WRITTEN_ON = "written {day}"

# Journal ---------------------------------------------------------------------------------------

JOURNAL_INTRO = (
    "<b>Your journal</b>\n"
    "A place for what actually happened on the hard days, in your own words. When memory only "
    "plays the good parts, you can read them back.\n\n"
    "Only you can read these here; I keep them encrypted. {count}"
)
JOURNAL_COUNT_NONE = "Nothing written yet."
TYPE_TO_WRITE = "You can start typing right here, or tap a button."
TYPE_TO_ADD_REASON = "To add one, just type it here."
JOURNAL_COUNT = "Entries so far: {count}."
BTN_JOURNAL_WRITE = "Write about a hard day"
BTN_JOURNAL_LIST = "Read my entries"
BTN_JOURNAL_ONE = "Show me one"
BTN_JOURNAL_ANOTHER = "Show me another"

JOURNAL_ASK = (
    "Write down what happened, as plainly as you can. A few lines are enough.\n\n"
    "If it helps, some questions to start from:\n"
    "• Where were you, and what happened first?\n"
    "• What was said or done, in the words you remember?\n"
    "• How did your body feel, during or afterwards?\n"
    "• What happened next?\n\n"
    "Send it as one message, up to {limit} characters."
)
JOURNAL_SAVED = "Kept. Thank you for writing it down.\n\nWhen did this happen? You can skip this."
BTN_WHEN_TODAY = "Today"
BTN_WHEN_YESTERDAY = "Yesterday"
BTN_WHEN_OTHER = "Another day"
BTN_WHEN_SKIP = "Skip"
BTN_ADD_MORE = "Add more to it"
BTN_WRITE_ANOTHER = "Write another"
JOURNAL_ASK_DATE = "Type the day, like 2026-11-01, 1.11.2026, 12 March or 3 weeks ago."
JOURNAL_DATE_SET = "Saved under {day}. /journal has it whenever you want to read it again."
JOURNAL_DATE_SKIPPED = "Saved without a date. /journal has it whenever you want to read it again."
JOURNAL_DATE_ERRORS = {
    "empty": "I didn't catch a date there.",
    "format": "I couldn't read that as a date.",
    "invalid_date": "That date doesn't exist on the calendar.",
    "ambiguous": (
        "That date can be read two ways. Could you write the month as a word, like 11 May 2026?"
    ),
    "future": "That day is still ahead; an entry can only be about today or earlier.",
    "too_old": "That's further back than I can file it.",
    "too_long": "That's longer than a date can be.",
}
JOURNAL_DATE_RETRY = "Try something like 2026-11-01, 1.11.2026 or 3 weeks ago, or tap Skip."
JOURNAL_MORE_ASK = "Go on. Write what you'd like to add to this entry."
JOURNAL_MORE_ADDED = "Added to the entry. /journal has it whenever you want to read it again."
JOURNAL_TOO_LONG = (
    "That's {length} characters, and one entry can hold up to {limit}. Could you send the "
    "first part now? Once it's kept, “Write another” takes the rest as a second entry."
)
JOURNAL_MORE_TOO_LONG = (
    "That addition is {length} characters, and this entry only has room for {limit} more. "
    "You could send a shorter part, or start a new entry with “Write another”."
)
JOURNAL_FULL = (
    "Your journal holds {limit} entries, which is as many as I can keep. To write a new one, "
    "delete an older one first (Read my entries, then open one)."
)
JOURNAL_NONE = (
    "There's nothing in your journal yet. Writing down one hard day, as it really was, gives you "
    "something solid to come back to when memory only plays the good parts."
)
JOURNAL_LIST_TITLE = "<b>Your entries</b>, newest first ({first}–{last} of {total}):"
JOURNAL_LIST_HINT = "Tap a number to read that entry."
JOURNAL_ONE_TITLE = "<b>From your journal</b> · {day}"
JOURNAL_ONE_ONLY = "This is your only entry so far. Write more and I'll take turns showing them."
JOURNAL_CONFIRM_DELETE = "Delete this entry for good? I can't bring it back afterwards."
JOURNAL_DELETED = "Deleted. It's gone from here for good."
JOURNAL_GONE = "That entry isn't here any more."

# Reasons ---------------------------------------------------------------------------------------

REASONS_TITLE = "<b>Why I left</b>"
REASONS_PAGE = "(part {page} of {pages})"
REASONS_NONE = (
    "Your list of why you left is empty for now. One reason is enough to begin: something that "
    "happened, something that was said, something you want back for yourself. On a hard night "
    "I can show you your own words."
)
BTN_REASON_ADD = "Add a reason"
BTN_REASON_ANOTHER = "Add another"
BTN_REASON_REMOVE = "Remove one"
BTN_REASONS_SEE = "See my list"
REASON_ASK = (
    "What's one reason you left? One at a time, in your own words (up to {limit} characters)."
)
REASON_ADDED = "Added. Your list has {count} now."
REASON_TOO_LONG = (
    "That's {length} characters, and one reason can hold up to {limit}. Could you put it more "
    "briefly, or send it as two reasons?"
)
REASONS_FULL = (
    "Your list holds {limit} reasons, as many as I can keep. Remove one to make room for a new one."
)
REASON_PICK = "Which one should I remove? The numbers match the list above."
REASON_CONFIRM_REMOVE = "Remove this one from your list?\n\n<i>{text}</i>"
REASON_REMOVED = "Removed."
REASON_GONE = "That reason isn't on your list any more."

# Letters ---------------------------------------------------------------------------------------

LETTER_INTRO = (
    "<b>Write it here instead</b>\n"
    "Write the message you want to send them, all of it. I keep it here and never send it "
    "anywhere. A day later I'll ask what you want to do with it."
)
BTN_LETTER_WRITE = "Write a letter"
BTN_LETTERS_LIST = "My letters"
LETTER_ASK = (
    "Write it the way you'd send it. It stays here: nobody else will ever see it.\n"
    "One message, up to {limit} characters."
)
LETTER_SAVED = (
    "Kept here, and sent nowhere. You got it out of your head and into words.\n\n"
    "In about a day I'll ask whether you want to keep it or let it go."
)
LETTER_TOO_LONG = (
    "That's {length} characters, and one letter can hold up to {limit}. Could you shorten it a "
    "little, or keep the rest for a second letter?"
)
LETTERS_FULL = (
    "There are {limit} letters kept here, as many as I can hold. Delete an old one to make room "
    "(/letter, then My letters)."
)
LETTERS_NONE = "No letters kept here yet."
LETTERS_TITLE = "<b>Your letters</b>, kept here and never sent ({first}–{last} of {total}):"
LETTER_TITLE = "<b>Your letter</b> · {day} · never sent"
LETTER_CONFIRM_DELETE = "Delete this letter for good? I can't bring it back afterwards."
LETTER_DELETED = "Deleted. It's gone from here for good."
LETTER_GONE = "That letter isn't here any more."

# The question a day later. Proactive: it never quotes the letter and never names anyone, and
# its first words are neutral, so a lock-screen preview says nothing about what it's about.
LETTER_QUESTION = (
    "Hi, about what you wrote here yesterday: it's still here, just for you, and it went "
    "nowhere else.\n\nWhat would you like to do with it now?"
)
BTN_LETTER_KEEP = "Keep it here"
BTN_LETTER_READ = "Read it again"
BTN_LETTER_DELETE = "Delete it"
BTN_LETTER_STILL_SEND = "I still want to send it"
LETTER_KEPT = "It stays here, unsent. /letter has it whenever you want to read it."
LETTER_STILL_WANT = (
    "Thank you for saying so honestly. The wish to send it can still be there a day later; "
    "that's how this pull works, and it takes nothing away from the time you've held.\n\n"
    "The urge comes in waves, and waves pass. Let's ride this one together for a few minutes "
    "before anything else. Your letter stays here either way."
)
BTN_RIDE_WAVE = "Ride the wave with me"

# Learn cards -----------------------------------------------------------------------------------


@keep("key")
@dataclass(frozen=True)
class Card:
    key: str
    title: str
    body: str


CARDS: tuple[Card, ...] = (
    Card(
        "trauma_bond",
        "Why it's so hard to let go",
        "When the same person brings both the hurt and the comfort, the mind can tie itself to "
        "them more tightly than to people who were simply kind. This is often called a trauma "
        "bond.\n\n"
        "It doesn't mean you wanted to be hurt, or that it wasn't that bad. It's what most "
        "nervous systems do when warmth and harm keep arriving from one place. A bond built "
        "that way loosens with time and distance, not with willpower alone.",
    ),
    Card(
        "intermittent",
        "Why the good moments hooked so deep",
        "Warmth that comes and goes without warning grips harder than warmth you can count on. "
        "Psychologists call this intermittent reinforcement: when a reward is unpredictable, "
        "people keep reaching for it, the way a slot machine keeps people pulling.\n\n"
        "After a cold or frightening stretch, even ordinary kindness can feel enormous, "
        "because it is also relief. The pull comes from that pattern, not from a flaw in you.",
    ),
    Card(
        "withdrawal",
        "Why the craving feels like withdrawal",
        "The parts of the brain that handle reward and comfort learned to expect this person. "
        "Without them, those systems sound the alarm: restlessness, checking the phone, poor "
        "sleep, a strong urge to reach out.\n\n"
        "Many people compare it to withdrawal, and the comparison fits. A craving rises, peaks "
        "and eases, even if you do nothing at all. Contact restarts the cycle; each wave you "
        "ride out teaches your system a little more that it can pass.",
    ),
    Card(
        "memory",
        "Why memory keeps the good days",
        "Memory doesn't keep a fair record. Moments full of warmth tend to come back sharp and "
        "bright, while the worst times often turn blurry or far away, especially when you miss "
        "someone.\n\n"
        "So the person you miss may be a highlight reel rather than the whole picture. A record "
        "in your own words holds steady when feelings shift. That's what /journal is for.",
    ),
    Card(
        "profile",
        "Why no contact includes their profile",
        "Looking at their photos, posts or online status can feel harmless, since you're not "
        "talking to them. To the bond, though, it's a small dose of contact: a flicker of hope, "
        "a sting, the same loop as before.\n\n"
        "Each look can restart the craving. Muting, blocking or hiding them isn't petty or "
        "dramatic. It closes a door that keeps swinging open.",
    ),
    Card(
        "grief",
        "Grief after leaving",
        "Leaving can be right and still hurt. The loss can include the person at their best, "
        "the future that was promised, the years given, and the version of yourself who "
        "believed in it.\n\n"
        "Grief doesn't mean going back would help, and it doesn't make the harm less real. It "
        "tends to come in waves, and it softens when it gets some room: writing, talking to "
        "someone you trust, or simply letting it be there for a while.",
    ),
)
CARDS_BY_KEY: dict[str, Card] = {card.key: card for card in CARDS}

# Card keys, not copy: never translated.
NOT_COPY = frozenset({"CARDS_FOR_MOMENT"})

# Which cards fit which moment, best first. Unknown moments may get any card.
CARDS_FOR_MOMENT: dict[str, tuple[str, ...]] = {
    "high_intensity": ("withdrawal", "trauma_bond", "intermittent", "memory"),
    # After a slip, by what it was ("after_contact:<kind>"); the profile read only after a look
    # at their profile. "after_contact" alone is any contact (older buttons).
    "after_contact": ("trauma_bond", "withdrawal", "intermittent"),
    "after_contact:reached_out": ("withdrawal", "trauma_bond", "intermittent"),
    "after_contact:replied": ("intermittent", "trauma_bond", "withdrawal"),
    "after_contact:profile_check": ("profile", "withdrawal", "intermittent"),
    "after_contact:structured": ("trauma_bond", "intermittent", "withdrawal"),
    "good_memories": ("memory", "intermittent"),
    "grief": ("grief", "memory"),
}

LEARN_INTRO = "<b>Short reads</b>\nWhy this is so hard, in plain words. Pick one:"
LEARN_OFFER = {
    "high_intensity": "A wave that strong has a reason behind it. If you'd like, there's a short "
    "read about it: <b>{title}</b>.",
    "after_contact": "If it helps to make sense of the pull, there's a short read about it: "
    "<b>{title}</b>.",
}
LEARN_OFFER_DEFAULT = "If you'd like, there's a short read that might help: <b>{title}</b>."
BTN_LEARN_READ = "Read it"
BTN_LEARN_NOT_NOW = "Not now"
BTN_LEARN_MORE = "Other short reads"
LEARN_NOT_NOW = "Okay. They're all in /learn whenever you want them."
LEARN_ENOUGH_TODAY = "That's one short read for today. /learn has all of them any time."
LEARN_FOOTER = "Written for this bot in plain words; it's self-help, not therapy."


def journal_count(count: int) -> str:
    return tr(JOURNAL_COUNT_NONE) if count == 0 else tr(JOURNAL_COUNT).format(count=count)


# A writing step that got something else -------------------------------------------------------

SAVE_OR_CHECKIN = "Before I keep this: save it here, or start a check-in instead?"
BTN_SAVE_IT = "Save it"
BTN_START_CHECKIN = "Start a check-in"
NOTHING_WAITING = "There's nothing waiting to be saved any more. You can write it again."
