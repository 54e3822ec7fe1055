"""Console mode and the stand-ins it shares with the tests: the recording Bot API double and
the factory of real Telegram updates."""
