"""`python -m bot.i18n extract | compile | status`: the catalogs' tool (scripts/i18n runs it)."""

from __future__ import annotations

import argparse
import sys

from bot.i18n.catalogs import CatalogError, compile_all, is_translated, po_path, read_catalog
from bot.i18n.languages import DEFAULT, LANGUAGES, PENDING_TRANSLATION


def _status() -> int:
    for language in LANGUAGES:
        catalog = read_catalog(language)
        messages = [message for message in catalog if message.id]
        done = sum(1 for message in messages if is_translated(message))
        if language == DEFAULT:
            note = "source language"
        else:
            note = "pending" if language in PENDING_TRANSLATION else "complete"
        fuzzy = sum(1 for message in messages if message.fuzzy)
        print(
            f"{language}  {done:4}/{len(messages)} translated, {fuzzy} fuzzy  ({note})  "
            f"{po_path(language).as_posix()}"
        )
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.i18n", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("extract", help="refresh messages.pot and every .po from the code")
    compile_parser = commands.add_parser("compile", help="build the .mo files")
    compile_parser.add_argument("--force", action="store_true", help="rebuild every .mo")
    compile_parser.add_argument("--quiet", action="store_true")
    commands.add_parser("status", help="how much of each language is translated")
    args = parser.parse_args(argv)
    if args.command == "extract":
        from bot.i18n.extract import extract

        for path in extract():
            print(f"updated {path.as_posix()}")
        return 0
    if args.command == "compile":
        try:
            written = compile_all(force=args.force)
        except CatalogError as error:
            print(f"catalog error: {error}", file=sys.stderr)
            return 1
        if not args.quiet:
            for path in written:
                print(f"compiled {path.as_posix()}")
        return 0
    return _status()


if __name__ == "__main__":
    sys.exit(main())
