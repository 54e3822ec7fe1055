"""Copy for the urgent moment: the emergency number, who is in danger, "I'm not safe right now",
the safety plan (/plan), the trusted person, /hide and /privacy.

Short and calm. Every message that matters says the bot is a self-help tool, not an emergency
service. Nothing here names the ex or quotes the person.
"""

from __future__ import annotations

from bot.i18n.copy import Command

NOT_A_SERVICE = "I'm a self-help tool, not an emergency service."

# --- the emergency number --------------------------------------------------------------------

CALL_NOW = "call <b>{number}</b> now"
CALL_NOW_LEADING = "Call <b>{number}</b> now"
POLICE = "Police"
AMBULANCE = "Ambulance"
EXTRA_NUMBER = "{service}: {number}"
# With no country set: the common numbers, then a way to set it.
CALL_LOCAL = "call your local emergency number now"
CALL_LOCAL_LEADING = "Call your local emergency number now"
COMMON_NUMBERS = "{numbers}."
COMMON_NUMBER = "{number} in {where}"
# Where each common number works ("112 in Europe"); the numbers themselves are in
# bot/domain/emergency.py.
COMMON_NUMBER_WHERE: dict[str, str] = {
    "112": "Europe",
    "911": "the US and Canada",
    "999": "the UK",
    "000": "Australia",
}
SET_COUNTRY_HINT = "Set your country and I'll show your own number first."

# --- the urgent message, by who is in danger -------------------------------------------------

URGENT_SELF = "<b>Your safety comes first.</b>\nIf you might act on this, {call}."
URGENT_FROM_SOMEONE = (
    "<b>Your safety comes first.</b>\n"
    "If you're in danger now, {call}. If you can't talk, stay on the line, or get to other "
    "people."
)
URGENT_CHILD = (
    "<b>A child's safety comes first.</b>\n"
    "If a child is in danger now, {call}. You don't need to be sure to call."
)
URGENT_SOMEONE_ELSE = (
    "<b>Someone's life may be in danger.</b>\n"
    "If so, {call}. Emergency services can reach them; you don't have to handle this alone."
)
URGENT_EX_THREAT = (
    "<b>Their safety is for emergency services, not yours to carry.</b>\n"
    "If they may act on it now, {call} and say where they are. You don't have to return to "
    "keep them safe, and what they do is not your fault."
)
CHILDREN_TOO = "If children are there too, say so when you call."

HELPLINES = "Free, confidential helplines:\n{links}"
PLAN_LINE = "Your safety plan is ready: tap <b>My safety plan</b>."
NO_PLAN_LINE = "A safety plan can help in moments like this. We can make one together (/plan)."
URGENT_FOOTER = "I'm here. " + NOT_A_SERVICE

# --- buttons on the urgent message and /sos ----------------------------------------------------

BTN_NOT_SAFE = "I'm not safe right now"
BTN_SAFE = "I'm safe now"
BTN_CHILD_SAFE = "The child is safe now"
BTN_HELP_COMING = "Help is on the way"
BTN_GROUND = "Ground me"
BTN_CONTINUE = "Continue where I was"
BTN_MY_PLAN = "My safety plan"
BTN_MAKE_PLAN = "Make a safety plan"
BTN_REACH = "Reach my person"
BTN_REACH_NAMED = "Reach {name}"
BTN_HIDE = "Hide this chat"
BTN_SET_COUNTRY = "Set my country"

SAFE_ACK = "Thank you for telling me. I'm glad. Help stays one /sos away."
CHILD_SAFE_ACK = "Thank you for telling me. /sos is here if anything changes."
HELP_COMING_ACK = "Thank you for reaching out for them. I'm here while you wait."
CONTINUE_NOTHING = "Okay. Write to me whenever you're ready; /sos is always there."
CONTINUE_GENERIC = "Okay, we're back where you were. Send your answer whenever you're ready."
PAUSED = "I've paused what we were doing. It's there when you're ready."

# --- "I'm not safe right now" ----------------------------------------------------------------

NOT_SAFE_TITLE = "<b>One step at a time:</b>"
NOT_SAFE_CALL = "{call}."
NOT_SAFE_PEOPLE = "Get to other people, or a safe place."
NOT_SAFE_PLACE = "Go to your safe place: {place}"
NOT_SAFE_TAKE = "If you can, take: {things}"
NOT_SAFE_PLAN_STEP = "From your plan: {step}"
NOT_SAFE_PERSON = "Reach {name}: tap <b>Reach my person</b>."
NOT_SAFE_PERSON_NUMBER = "Reach {name}: {number}"
NOT_SAFE_NO_PLAN = "When things are calmer, a safety plan can make this easier (/plan)."
NOT_SAFE_FOOTER = "You don't have to do this alone. " + NOT_A_SERVICE

# --- /sos ------------------------------------------------------------------------------------

SOS_TITLE = "<b>Help, right now</b>"
SOS_CALL = "If you're in danger, {call}."
SOS_GROUND_INTRO = "While you reach out, try this with me:"

# --- Reach my person -------------------------------------------------------------------------

REACH_MESSAGE = "Can you call me? I need you right now."
REACH_INTRO = (
    "This opens Telegram with a message ready. You choose who gets it and send it yourself; "
    "I never contact anyone."
)
REACH_PERSON = "<b>{name}</b>"
REACH_NUMBER = "Call or text: {number}"
REACH_SHARE = "Send a message"
REACH_NOBODY = (
    "You haven't added anyone yet. A trusted person is someone you could ask for help; "
    "add one in /plan."
)
BTN_SEND_MESSAGE = "Send a message"

# --- /plan -----------------------------------------------------------------------------------

PLAN_INTRO = (
    "<b>Your safety plan</b>\n"
    "A short plan for hard moments, made while things are calmer. It has nine short parts; skip "
    "any of them, and change it any time. It's stored encrypted."
)
PLAN_TITLE = "<b>Your safety plan</b>"
PLAN_EMPTY = "Nothing in it yet."
PERSON_WITH_NUMBER = "{name}: {number}"
PLAN_START = "Start"
PLAN_SECTION_TITLES = {
    "warning_signs": "My warning signs",
    "on_my_own": "Things I can do on my own",
    "distractions": "People and places that take my mind off it",
    "people": "People I can ask for help",
    "professionals": "Professionals and helplines",
    "surroundings": "Making my surroundings safer",
    "safe_place": "A safe place to go",
    "take_with": "What to take",
    "reason": "My reason to keep going",
}
PLAN_ASKS = {
    "warning_signs": (
        "What tells you a hard moment is coming? A thought, a place, a time of day. "
        "One per message."
    ),
    "on_my_own": "What can you do on your own to get through it? A walk, music, a shower.",
    "distractions": "Which people or places take your mind off it? A friend's kitchen, a café.",
    "people": "Who could you ask for help? Send their name.",
    "professionals": (
        "A doctor, a counsellor or a local service you'd contact? Send a name and number. "
        "I always add your emergency number and findahelpline.com."
    ),
    "surroundings": (
        "What would make your surroundings safer? Like keeping pills with someone else, or "
        "a spare key with a neighbour."
    ),
    "safe_place": "Where could you go if you had to leave quickly? A friend's, family, a café.",
    "take_with": "What would you take? Like ID, phone and charger, keys, medicine, money, papers.",
    "reason": "What's one reason to keep going?",
}
PLAN_ASK_NUMBER = "And {name}'s number? Or tap Skip."
PLAN_PREFILLED = "Always here: {call}; helplines at findahelpline.com."
PLAN_LINE_KEPT = "Kept. Add another, or tap Next."
PLAN_PERSON_KEPT = "{name} is in your plan."
PLAN_LINE_EDITED = "Changed."
PLAN_LINE_REMOVED = "Removed."
PLAN_GONE = "That one isn't there any more."
PLAN_DONE = "Your plan is saved. It shows on /sos and whenever things get urgent. /plan changes it."
PLAN_LIMIT = "That part has {limit} lines, the most I keep. Remove one to add another."
PEOPLE_LIMIT = "You have {limit} people, the most I keep. Remove one to add another."
PLAN_TOO_LONG = "Could you keep it under {limit} characters?"
PLAN_EMPTY_TEXT = "I didn't catch anything there."
PLAN_BAD_NAME = "Could you send just their name, under {limit} characters?"
PLAN_BAD_PHONE = (
    "I couldn't read that as a phone number. Try digits, like +44 7700 900123, or tap Skip."
)
PLAN_UNREADABLE = "(a line I can't read)"
PLAN_EDIT_ASK = "Send the new words."
PLAN_PICK_PART = "Which part would you like to change?"
PLAN_PART_EMPTY = "Nothing here yet."
PLAN_PHONE_KEPT = "Got it."
BTN_EDIT_LINE = "Edit {number}"
BTN_REMOVE_LINE = "Remove {number}"
BTN_NEXT = "Next"
BTN_SKIP = "Skip"
BTN_DONE = "Done for now"
BTN_EDIT_PLAN = "Change my plan"
BTN_ADD_HERE = "Add"
BTN_EDIT = "Edit"
BTN_REMOVE = "Remove"
BTN_BACK_TO_PLAN = "My plan"

# --- /hide -----------------------------------------------------------------------------------

HIDE_DONE = (
    "Done. I deleted this chat's messages from the last 48 hours, yours and mine.\n\n"
    "To remove the chat itself: open it, tap the name at the top, then the ⋮ or … menu, "
    "and Delete chat."
)
HIDE_NOTHING = (
    "There's nothing from the last 48 hours to delete.\n\n"
    "To remove the chat itself: open it, tap the name at the top, then the ⋮ or … menu, "
    "and Delete chat."
)
HIDE_CONSOLE = (
    "In console mode there's nothing to delete: no messages are sent through Telegram. "
    "In Telegram, /hide deletes this chat's messages of the last 48 hours."
)
HIDE_OLDER = "Older messages stay until you delete the chat."

# --- /privacy --------------------------------------------------------------------------------

PRIVACY = (
    "<b>What I keep, and how to remove it</b>\n\n"
    "<b>What:</b> your settings, your streak and contact log, craving check-ins, reminders, "
    "and what you write into the journal, reasons, letters and safety plan. When a message "
    "mentions danger I note the time and the kind, never the words.\n"
    "<b>Where:</b> in this bot's database. What you write there is encrypted, so the "
    "database alone doesn't show your words.\n"
    "<b>For how long:</b> until you delete it. Message numbers (never the words) are kept "
    "48 hours so /hide can clear this chat.\n"
    "<b>Who can read it:</b> you, here. I never show it to anyone or message anyone for "
    "you.\n\n"
    "/hide clears this chat's last 48 hours.\n"
    "/export sends you a copy of everything.\n"
    "/delete removes all of it for good.\n\n"
    "Telegram keeps this chat on your devices until you delete it."
)

COMMANDS: tuple[Command, ...] = (
    Command("plan", "My safety plan for hard moments"),
    Command("hide", "Clear this chat's last 48 hours"),
    Command("privacy", "What I keep, and how to remove it"),
)
