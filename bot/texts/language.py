"""Copy for choosing the language: /language, its line in /settings, the note at /start."""

from __future__ import annotations

from bot.i18n.copy import Command

COMMANDS: tuple[Command, ...] = (Command("language", "Change the language I speak"),)

# Translators: {language} is the language's own name ("Deutsch"); shown after choosing it.
LANGUAGE_SET = "Okay, I'll speak {language} from now on. /language changes it any time."
LANGUAGE_ASK = "Which language should I speak?"
# Translators: at /start, when Telegram is set to a language the bot can't speak yet.
LANGUAGE_FALLBACK = (
    "I can't speak your Telegram's language yet, so I'll use English. "
    "/language shows the languages I know."
)
SETTINGS_LINE = "Language: {language}"
BTN_CHANGE_LANGUAGE = "Language"
