"""Every sentence the bot says, in one package so the tone can be reviewed as a whole.

One module per feature. Rules for all copy: warm, short, plain words, no shame, no diagnosis,
never "you should go back", never tell the user what they feel, never name the ex in a
proactive message, never quote the user. The bot is a self-help tool, not therapy.
"""
