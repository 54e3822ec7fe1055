"""Copy for the craving check-in: rating, trigger, naming it, tools, follow-up, learned hours.

A craving is named as withdrawal that passes, never as a sign or a decision. No shame for
reaching out. Proactive messages (the follow-up) never name the ex and never quote the user.
Messages are sent as HTML: no raw "<" or "&" in the copy.
"""

from __future__ import annotations

from bot.i18n.copy import Command, tr

# (command, short description) for the command menu and /help, in menu order.
COMMANDS: tuple[Command, ...] = (Command("craving", "A wave of wanting to reach out"),)

# --- start -----------------------------------------------------------------------------------

ASK_BEFORE = (
    "Let's take this one together. It only takes a minute.\n\n"
    "How strong is the pull right now? 0 is none at all, 10 is the strongest it gets."
)
ASK_AFTER = "How strong is it now?"
STRONG_LEAD = "{value} is strong. Let's go straight to something that helps. Stay with me."
ASK_AFTER_LATER = "Whenever you're ready: how strong is the pull now?"
RATE_HINT = "Tap a number from 0 to 10, or type one. Skip is fine too."
BTN_ZERO = "0"
BTN_SKIP = "Skip"

ASK_TRIGGER = "Do you know what set it off? Tap one, or skip."
TRIGGER_LABELS = {
    "memory": "A memory",
    "lonely": "Loneliness",
    "online": "Saw something online",
    "date": "A date or a place",
    "contacted": "They contacted me",
    "night": "Night or boredom",
    "other": "Something else",
}

# --- naming it ---------------------------------------------------------------------------------

TRIGGER_LINES = {
    "memory": (
        "Memory tends to replay the best scenes and skip the rest. The hard days happened too."
    ),
    "lonely": "Loneliness can make an old number look like the only door. It isn't.",
    "online": "Seeing them, even on a screen, can set the whole pull going again.",
    "date": "Dates and places hold a lot. Waves around them are common and they pass as well.",
    "contacted": (
        "When they get in touch, the pull can come back all at once. "
        "You don't owe anyone a reply, and you can take your time."
    ),
    "night": "Late hours and empty hours are when the pull tends to be loudest.",
    "other": "",
}
NAME_IT = (
    "This pull has a name: a craving. It's withdrawal from an old pattern, and you don't have "
    "to act on it. Like a wave, it builds, peaks and passes."
)
ASK_TOOL = "What would help while it passes?"
TOOL_LABELS = {
    "breathe": "Ride the wave (breathing)",
    "ground": "5-4-3-2-1 grounding",
    "reasons": "My reasons",
    "record": "What really happened",
    "letter": "Write it here instead",
    "contact": "I already reached out",
}
BTN_NOT_NOW = "Not now"

# --- ride the wave -----------------------------------------------------------------------------

BREATH_ROUNDS = 3
BREATH_TITLE = "<b>Ride the wave</b>: box breathing, 4 counts each."
BREATH_PHASES = (
    "Breathe in through your nose… 1, 2, 3, 4",
    "Hold gently… 1, 2, 3, 4",
    "Breathe out slowly… 1, 2, 3, 4",
    "Rest… 1, 2, 3, 4",
)
BREATH_STATIC = (
    "<b>Ride the wave</b>: box breathing, at your own pace.\n\n"
    "• Breathe in through your nose for 4\n"
    "• Hold gently for 4\n"
    "• Breathe out slowly for 4\n"
    "• Rest for 4\n\n"
    "Go round {rounds} times. Let your shoulders drop on each out-breath. "
    "Tap the button when you're done."
)
BREATH_DONE_FRAME = "<b>Ride the wave</b>\n\nThat's {rounds} rounds. Well done for staying with it."
BREATH_KEEP_GOING = "Keep breathing at your own pace. Tap “I'm done” whenever you're ready."
BTN_BREATH_DONE = "I'm done"


BREATH_FRAME = "{title}\nRound {round} of {rounds}\n\n{phase}\n\nTap “I'm done” whenever you like."


def breath_frame(round_number: int, phase: int, rounds: int = BREATH_ROUNDS) -> str:
    """One paced step of box breathing."""
    return tr(BREATH_FRAME).format(
        title=tr(BREATH_TITLE), round=round_number, rounds=rounds, phase=tr(BREATH_PHASES[phase])
    )


# --- 5-4-3-2-1 grounding -----------------------------------------------------------------------

GROUND_INTRO = (
    "<b>5-4-3-2-1 grounding</b>: one sense at a time. Type your answers or just tap Next."
)
GROUND_STEPS = {
    5: "Look around. Name 5 things you can see.",
    4: "Now 4 things you can touch or feel: your feet, the chair, the air on your skin.",
    3: "3 things you can hear, near or far.",
    2: "2 things you can smell. Anything at all, even just the room.",
    1: "1 thing you can taste, or one kind thing you'd say to a friend in your place.",
}
GROUND_DONE = "That's all five senses. You brought yourself back into the room."
GROUND_STOPPED = "Okay, stopping there. Even a few steps count."
BTN_NEXT = "Next"
BTN_STOP = "Stop"

# --- handing over ------------------------------------------------------------------------------

AFTER_MEMORY = "Take your time with that."
NOTHING_THERE_YET = "For right now, another tool might help."
CONTACT_LINE = (
    "Thank you for telling me. It happens to so many people after leaving, and it doesn't erase "
    "the days you held. Logging it keeps your record honest, and then we can look after this "
    "moment."
)
BTN_LOG_CONTACT = "Log it"
BTN_BACK_TO_TOOLS = "Back to the tools"

# --- after a rating ----------------------------------------------------------------------------

CHANGE_LINES = {
    "down": "From {before} down to {after}. The wave is passing, and you stayed with it.",
    "same": "Still {after}. That's okay; some waves take longer to pass.",
    "up": "Up to {after}. Thank you for being honest. Big waves pass too; let's keep going.",
    "unknown": "Thanks. Noted: {after}.",
}
SKIPPED_AFTER = "Okay, no number needed."

ASK_FOLLOWUP = "Want me to ask how you're doing in a little while?"
FOLLOWUP_LABELS = {10: "In 10 min", 20: "In 20 min", 30: "In 30 min", 0: "No thanks"}
FOLLOWUP_SET = "Okay. I'll check in with you around {clock}."
FOLLOWUP_DECLINED = "Okay. /craving brings me back any time."
BTN_ANOTHER_TOOL = "Another tool"
BTN_OKAY_NOW = "I'm okay for now"
WRAP_UP = "Glad you're okay for now. Waves can come back; /craving is here whenever one does."

# --- the scheduled follow-up (proactive: never the ex, never the user's words) -----------------

# It starts with neutral words: a lock-screen preview says nothing about what it's about.
FOLLOWUP = "Hi, checking in like you asked. How strong is it now?"

# --- step guard --------------------------------------------------------------------------------

STILL_HERE = "I'm here with you. We can pick up right where we were."
CHECKIN_GONE = "That check-in has closed. /craving starts a fresh one any time."

# --- offer and menu (free text outside a flow) -------------------------------------------------

OFFER_DECLINED = "Okay. I'm here if you change your mind; /craving starts one any time."
MENU = (
    "I'm here. Here's what I can do:\n"
    "/craving – ride out a wave of wanting to reach out\n"
    "/sos – help right now\n"
    "/help – everything else"
)
BTN_MENU_CRAVING = "Craving check-in"

# --- learned risky hours -----------------------------------------------------------------------

LEARNED_OFFER = (
    "Something I noticed: {count} of your recent check-ins came between {start} and {end}. "
    "Want a gentle heads-up just before that time each day?"
)
BTN_LEARNED_YES = "Yes, add it"
BTN_LEARNED_NO = "No thanks"
LEARNED_ADDED = "Added. I'll check in a little before {start} each day. /risky changes it."
LEARNED_ALREADY = "You already have a heads-up around that time."
LEARNED_DECLINED = "Okay, no heads-up. Nothing changes."
LEARNED_UNAVAILABLE = (
    "You already have as many risky hours as I can keep. /risky lets you swap one for this."
)
