FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /app

RUN useradd --create-home --uid 10001 bot

COPY requirements.lock ./
RUN pip install --no-cache-dir -r requirements.lock
COPY bot ./bot
RUN python -m bot.i18n compile --quiet
COPY handlers ./handlers
COPY migrations ./migrations
COPY alembic.ini ./
RUN mkdir -p /app/data && chown bot:bot /app/data

USER bot
VOLUME ["/app/data"]
# Migrations first, then the bot (polling; add --webhook with WEBHOOK_URL/SECRET set).
CMD ["sh", "-c", "python -m bot migrate && exec python -m bot run"]
