"""Pure domain logic: no I/O, no Telegram, no database; plain values in, plain values out."""
