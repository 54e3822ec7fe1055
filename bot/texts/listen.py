"""Copy for free text outside a step: one short answer per intent, with one next step.

Warm, short, plain. Never tells the person what they feel, never a diagnosis, never a verdict
on the ex. Every answer carries "That's not it", which leads to the menu.
"""

from __future__ import annotations

BTN_NOT_IT = "That's not it"
NOT_IT = (
    "Sorry, I read that wrong. Here's what I can do:\n"
    "/craving – ride out a wave of wanting to reach out\n"
    "/contact – log contact, or a time you held\n"
    "/journal – write down what really happened\n"
    "/sos – help right now\n"
    "/help – everything else"
)

# --- a slip --------------------------------------------------------------------------------

SLIP = (
    "Thank you for telling me. It happens to so many people, and it doesn't erase the days "
    "you held. Want to log it, so your record stays honest?"
)
BTN_LOG_SLIP = "Log it"
BTN_LOG_SLIP_AT = "Log it ({when})"

# --- they contacted me ---------------------------------------------------------------------

CONTACTED = (
    "They got in touch. You don't owe them a reply, and nothing has to be decided right now."
)
BTN_LOG_CONTACTED = "Log that they reached out"
BTN_HOLD = "Breathe with me first"

# --- loneliness and grief ------------------------------------------------------------------

LONELY = (
    "I'm glad you wrote to me. You don't have to sit through this on your own. "
    "Want to do a one-minute check-in together?"
)
BTN_CHECKIN = "Start a check-in"

# --- doubt ---------------------------------------------------------------------------------

DOUBT_WITH_RECORD = "Those questions come up for so many people. Here's what you wrote yourself."
DOUBT_NO_RECORD = (
    "Those questions come up for so many people. Writing down what really happened, or why "
    "you left, gives you something of your own to read when they do."
)
BTN_ADD_REASON = "Write down a reason"
BTN_JOURNAL = "Write about a hard day"

# --- hoovering -----------------------------------------------------------------------------

HOOVERING = (
    "Gifts, promises, big words: it's common for someone to try to pull a person back after "
    "they leave. You don't have to answer, and you can take all the time you need."
)

# --- co-parenting --------------------------------------------------------------------------

COPARENTING = (
    "Some contact can't be avoided. /structured sets simple rules for it (which channels, "
    "which topics, what hours), and contact inside them keeps your streak."
)
BTN_STRUCTURED = "Set up my rules"

# --- a memory ------------------------------------------------------------------------------

MEMORY = "Thank you for putting that into words. Keep this in your journal?"
BTN_KEEP = "Keep it in my journal"
BTN_DONT_KEEP = "No, thanks"
NOT_KEPT = "Okay, I didn't keep it. /journal is there whenever you want it."
MEMORY_GONE = "I don't have that text any more. /journal lets you write it again."

# --- small talk ----------------------------------------------------------------------------

GRATITUDE = "Thank you for saying so. I'm glad I could be here."
GREETING = "Hi. I'm here. Write to me whenever it gets hard, or tap below if it's hard now."
QUESTION = (
    "I'm a small self-help companion for keeping no contact. I can help you ride out a craving "
    "(/craving), count the days you've held (/streak), keep your own record (/journal, "
    "/reasons) and find help fast (/sos). /help lists everything."
)
OTHER = (
    "I'm here, and I'm listening. If the pull to reach out is strong, a one-minute check-in "
    "can help. /help lists everything else, and /sos is there if you need help right now."
)
