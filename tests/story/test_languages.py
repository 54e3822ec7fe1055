"""The bot in the person's language: onboarding, a craving, a slip, /streak and danger.

Each story runs in German, Spanish and Ukrainian. Besides what the person sees, every story
records which message ids the bot looked up and checks each has a translation in that
language's catalog: the flow is whole, not English with a few translated words.
"""

from __future__ import annotations

import gettext
import io
import re
from collections.abc import Iterator
from datetime import date, timedelta

import pytest
from sqlalchemy import select

from bot import i18n
from bot.config import Settings
from bot.console.repl import console_language, run_console
from bot.context import BotApp, Deps
from bot.i18n.catalogs import is_translated, read_catalog
from bot.i18n.languages import PENDING_TRANSLATION
from bot.models import User
from bot.outbox.dispatcher import Dispatcher
from bot.texts import core, craving, language, streaks, urgent
from tests.harness import Chat
from tests.i18n.pseudo import PseudoTranslations

LANGUAGES = ("de", "es", "uk")
DANGER = {
    "de": "ich will mich umbringen",
    "es": "me quiero matar ya no aguanto más",
    "uk": "думаю покінчити з собою",
}
COUNTRY = {"de": "Deutschland", "es": "Alemania", "uk": "Німеччина"}
TYPED_TIME = {"de": "gestern um 21:30", "es": "ayer a las 21:30", "uk": "вчора о 21:30"}


class Recording(gettext.NullTranslations):
    """Passes lookups through to a language's catalog and notes every message id asked for."""

    def __init__(self, inner: gettext.NullTranslations) -> None:
        super().__init__()
        self.inner = inner
        self.used: set[str] = set()

    def gettext(self, message: str) -> str:
        self.used.add(message)
        return self.inner.gettext(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        self.used.add(msgid1)
        return self.inner.ngettext(msgid1, msgid2, n)

    def pgettext(self, context: str, message: str) -> str:
        return self.inner.pgettext(context, message)


@pytest.fixture(params=LANGUAGES)
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    language: str = request.param
    yield language
    i18n.reload()


@pytest.fixture
def recorded(lang: str) -> Recording:
    recording = Recording(i18n.translations(lang))
    i18n.install(lang, recording)
    return recording


def t(lang: str, english: str) -> str:
    with i18n.using(lang):
        return i18n.gettext(english)


def speaking(chat: Chat, code: str) -> Chat:
    chat.factory.language_code = code
    return chat


def assert_all_translated(lang: str, recording: Recording) -> None:
    catalog = read_catalog(lang)
    missing = sorted(
        message
        for message in recording.used
        if (found := catalog.get(message)) is None or not is_translated(found)
    )
    assert recording.used
    if missing and lang in PENDING_TRANSLATION:
        # The switch in bot/i18n/languages.py: a gap in a language still being translated is
        # expected (the rest of the story has run and passed by now).
        pytest.xfail(f"{lang} is still being translated: {len(missing)} of this flow's texts")
    assert missing == [], f"{lang}: this flow still says these in English"


async def stored_user(app: BotApp) -> User:
    deps: Deps = app.bot_data["deps"]
    async with deps.db.session_scope() as session:
        result = await session.execute(select(User))
        user: User = result.unique().scalar_one()
        return user


async def test_onboarding(chat: Chat, app: BotApp, lang: str, recorded: Recording) -> None:
    speaking(chat, lang)
    await chat.send("/start")
    assert chat.replies[0].text == t(lang, core.WELCOME)
    assert chat.last.labels == [
        t(lang, "Today"),
        t(lang, "Yesterday"),
        t(lang, "Another date"),
        t(lang, "Skip"),
    ]
    await chat.press(t(lang, "Yesterday"))
    with i18n.using(lang):
        day = i18n.format_date(date(2026, 11, 28), "medium")
    assert t(lang, core.SINCE_SET).format(day=day) in chat.reply_text
    await chat.send("berlin")
    assert "Europe/Berlin" in chat.reply_text and "13:00" in chat.reply_text
    await chat.send("DE")
    assert t(lang, core.COUNTRY_SET).format(country=COUNTRY[lang]) in chat.reply_text
    assert chat.last.text == t(lang, core.ONBOARDING_DONE)
    await chat.send("/help")
    assert chat.last.text.startswith(t(lang, core.HELP_TITLE))
    assert f"/sos – {t(lang, 'Help right now')}" in chat.last.text
    assert_all_translated(lang, recorded)
    assert (await stored_user(app)).settings.language == lang


async def test_a_craving_check_in(chat: Chat, lang: str, recorded: Recording) -> None:
    speaking(chat, lang)
    await chat.send("/craving")
    assert chat.last.text == t(lang, craving.ASK_BEFORE)
    await chat.press("6")
    assert chat.last.text == t(lang, craving.ASK_TRIGGER)
    await chat.press(t(lang, "A memory"))
    assert t(lang, craving.NAME_IT) in chat.last.text
    await chat.press(t(lang, "5-4-3-2-1 grounding"))
    for _ in range(5):
        await chat.press(t(lang, "Next"))
    assert t(lang, craving.GROUND_DONE) in chat.reply_text
    chat.clock.advance(timedelta(minutes=2))
    await chat.press("5")
    assert t(lang, craving.CHANGE_LINES["down"]).format(before=6, after=5) in chat.last.text
    await chat.press(t(lang, "In 10 min"))
    assert t(lang, craving.FOLLOWUP_SET).format(clock="12:12") in chat.reply_text
    chat.clock.advance(timedelta(minutes=10))
    deps: Deps = chat.app.bot_data["deps"]
    assert (await Dispatcher(deps.db, deps.kinds, deps.clock).tick(chat.app.bot)).sent == 1
    assert chat.last.text == t(lang, craving.FOLLOWUP)  # a scheduled message, in the language
    assert_all_translated(lang, recorded)


async def test_a_slip_and_the_streak(chat: Chat, lang: str, recorded: Recording) -> None:
    speaking(chat, lang)
    await chat.send("/since 2026-11-01")
    await chat.send("/contact")
    assert chat.last.text == t(lang, streaks.ASK_KIND)
    await chat.press(t(lang, "I reached out"))
    await chat.press(t(lang, "Text message"))
    await chat.press(t(lang, "Just now"))
    text = chat.last.text
    when = t(lang, streaks.WHEN_TODAY).format(clock="12:00")
    assert t(lang, streaks.LOGGED_AT).format(what=t(lang, "you reached out"), when=when) in text
    with i18n.using(lang):
        days = streaks.days_phrase(28)
    assert t(lang, streaks.SLIP_FIGURES).format(longest=days, total=28) in text
    assert chat.last.labels[0] == t(lang, "Check in with me")
    await chat.send("/streak")
    text = chat.last.text
    assert text.startswith(t(lang, streaks.STREAK_TITLE))
    assert t(lang, streaks.STREAK_LONGEST).format(longest=days) in text
    assert t(lang, streaks.STREAK_FRESH_STARTS).format(attempts=1) in text
    assert_all_translated(lang, recorded)


async def test_a_time_typed_in_the_language(chat: Chat, lang: str) -> None:
    speaking(chat, lang)
    await chat.send("/since 2026-11-01")
    await chat.send("/contact")
    await chat.press(t(lang, "They reached out, I held"))
    await chat.press(t(lang, "Type a time"))
    await chat.send(TYPED_TIME[lang])
    when = t(lang, streaks.WHEN_YESTERDAY).format(clock="21:30")
    assert t(lang, streaks.LOGGED_AT).format(what=t(lang, "you held"), when=when) in (
        chat.reply_text
    )


async def test_an_urgent_message(chat: Chat, lang: str, recorded: Recording) -> None:
    speaking(chat, lang)
    await chat.send("/country DE")
    await chat.send(DANGER[lang])
    shown = chat.replies[0]
    assert shown.text.startswith(t(lang, urgent.URGENT_SELF).split("\n", 1)[0])
    # The country's number, inside the sentence in the person's language.
    assert t(lang, urgent.CALL_NOW).format(number="112") in shown.text
    assert "findahelpline.com" in shown.text
    assert t(lang, urgent.BTN_NOT_SAFE) in shown.labels
    assert t(lang, urgent.BTN_HIDE) in shown.labels
    await chat.send("/sos")
    sos = chat.replies[0].text
    assert sos.startswith(t(lang, urgent.SOS_TITLE))
    assert t(lang, urgent.CALL_NOW).format(number="112") in sos
    assert_all_translated(lang, recorded)


async def test_language_command_and_settings(chat: Chat, app: BotApp) -> None:
    await chat.send("/start")
    await chat.send("/language")
    assert chat.last.text == language.LANGUAGE_ASK
    assert chat.last.labels == [i18n.NAMES[code] for code in i18n.LANGUAGES]
    await chat.press("Deutsch")
    assert chat.last.text == t("de", language.LANGUAGE_SET).format(language="Deutsch")
    menu = chat.calls_of("setMyCommands")[-1]
    assert menu.params["scope"] == {"type": "chat", "chat_id": chat.chat_id}
    assert {"command": "sos", "description": "Hilfe, jetzt sofort"} in menu.params["commands"]
    assert (await stored_user(app)).settings.language == "de"
    await chat.send("/settings")
    assert t("de", language.SETTINGS_LINE).format(language="Deutsch") in chat.last.text
    await chat.press(t("de", "Language"))
    await chat.press("English")
    assert chat.last.text == language.LANGUAGE_SET.format(language="English")


async def test_telegram_in_a_language_the_bot_lacks_gets_english_and_a_note(chat: Chat) -> None:
    speaking(chat, "pl")
    await chat.send("/start")
    assert chat.replies[0].text == core.WELCOME
    assert language.LANGUAGE_FALLBACK in chat.reply_text


async def test_a_chosen_language_outlasts_telegrams(chat: Chat, app: BotApp) -> None:
    speaking(chat, "de")
    await chat.send("/start")
    await chat.send("/language")
    await chat.press("Español")
    speaking(chat, "de")
    await chat.send("/start")
    assert chat.replies[0].text == t("es", core.WELCOME)


# Every word the person sees goes through a catalog --------------------------------------------

_ENGLISH = re.compile(r"[A-Za-z]")
_BRACKETED = re.compile(r"⟦[^⟦⟧]*⟧")
# Not copy: links, commands, markup, a zone's name, and each language's own name (/language).
_NOT_WORDS = re.compile(
    r"https?://\S+|/[a-z_]+|</?[a-z]+>|Europe/Berlin|UTC|" + "|".join(i18n.NAMES.values())
)


def leftover_english(text: str) -> str:
    previous = None
    while previous != text:
        previous, text = text, _BRACKETED.sub(" ", text)
    return "".join(_ENGLISH.findall(_NOT_WORDS.sub(" ", text)))


async def test_no_english_outside_the_catalogs(chat: Chat) -> None:
    """With a pseudo-catalog for Ukrainian (dates and numbers stay Ukrainian, so Cyrillic),
    any Latin letter the person sees came from code, not from a catalog."""
    i18n.install("uk", PseudoTranslations())
    try:
        speaking(chat, "uk")
        await chat.send("/start")
        await chat.press("⟦Yesterday⟧")
        await chat.send("berlin")
        await chat.send("DE")
        await chat.send("/help")
        await chat.send("/settings")
        await chat.send("/craving")
        await chat.press("6")  # 8 and above skip the trigger question
        await chat.press("⟦A memory⟧")
        await chat.press("⟦Not now⟧")
        await chat.send("/contact")
        await chat.press("⟦I reached out⟧")
        await chat.press("⟦Text message⟧")
        await chat.press("⟦Just now⟧")
        await chat.send("/streak")
        await chat.send(DANGER["uk"])
        await chat.send("/sos")
        await chat.send("/language")
        seen = [
            (call.method, text)
            for call in chat.messages
            for text in (call.text, *call.labels)
            if text
        ]
        leaks = [(method, text) for method, text in seen if leftover_english(text)]
        assert seen and leaks == []
    finally:
        i18n.reload()


# Console mode ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("environ", "code"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de-DE"),
        ({"LANG": "uk_UA.UTF-8", "LC_ALL": "es_ES.UTF-8"}, "es-ES"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"BOT_LANGUAGE": "uk", "LANG": "de_DE.UTF-8"}, "uk"),
        ({}, "en"),
    ],
)
def test_console_language_comes_from_the_terminal(environ: dict[str, str], code: str) -> None:
    assert console_language(environ) == code


async def test_console_speaks_the_terminals_language(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BOT_LANGUAGE", "uk")
    out = io.StringIO()
    await run_console(settings, stdin=io.StringIO("/start\n/language\n1\n/help\n"), out=out)
    text = out.getvalue()
    assert t("uk", core.ONBOARDING_INTRO) in text
    assert "[1] English" in text and "[5] Deutsch" in text
    assert "Okay, I'll speak English from now on." in text
    assert "What I can do" in text
