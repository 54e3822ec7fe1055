"""Every sentence the bot says, in one package so the tone can be reviewed as a whole.

One module per feature. Rules for all copy: warm, short, plain words, no shame, no diagnosis,
never "you should go back", never tell the user what they feel, never name the ex in a
proactive message, never quote the user. The bot is a self-help tool, not therapy.

Copy is written in English and translated through gettext: every UPPERCASE constant here is
read in the person's language (`T.WELCOME`), functions use `tr`, `ngettext` and the
`format_*` helpers of bot.i18n. The rules are in bot/i18n/copy.py; new modules in this
package are picked up on their own.
"""

import sys

from bot.i18n.copy import localize_package

localize_package(sys.modules[__name__])
