"""Copy for danger: the urgent message, the gentle line, /sos and a quick grounding."""

from __future__ import annotations

from bot.i18n.copy import Command

HELPLINE_HOME = "https://findahelpline.com"
# Not copy: never translated.
NOT_COPY = frozenset({"HELPLINE_HOME"})

URGENT = (
    "<b>Your safety comes first.</b>\n"
    "If you are in immediate danger, please contact your local emergency services now.\n\n"
    "Free, confidential helplines, by country and topic:\n"
    "{links}\n\n"
    "I'm still here, and we can keep going whenever you're ready."
)
GENTLE = "If things ever feel unsafe, free and confidential helplines are at findahelpline.com."

SOS = (
    "<b>Help, right now</b>\n"
    "If you are in immediate danger, contact your local emergency services now.\n\n"
    "Free, confidential helplines, by country and topic:\n"
    "{links}\n\n"
    "While you reach out, try this with me:"
)

GROUNDING = (
    "Let's slow things down together.\n"
    "1. Put both feet on the floor and feel the ground under them.\n"
    "2. Breathe in through your nose for 4, hold for 4, out through your mouth for 6.\n"
    "3. Look around and name 3 things you can see and 2 things you can hear.\n"
    "4. Do the breathing once more.\n\n"
    "There's no rush. I'm here."
)

SAFE_ACK = "Thank you for telling me. I'm glad you're safe right now. Help stays one /sos away."
CONTINUE_ACK = "Okay. Carry on whenever you're ready; /sos is always there."

BTN_SAFE = "I'm safe right now"
BTN_GROUND = "Ground me now"
BTN_CONTINUE = "Continue"

TOPIC_LABELS = {
    "suicidal-thoughts": "Support if you're thinking about suicide or self-harm",
    "abuse-domestic-violence": "Support if someone is hurting, threatening or following you",
}
ALL_HELPLINES = "All helplines worldwide"

COMMANDS: tuple[Command, ...] = (Command("sos", "Help right now"),)
