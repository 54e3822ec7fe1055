# Sourced by scripts/run and scripts/test: make .venv and install what the project needs.
# Installs come from the pinned lock files (requirements.lock to run the bot,
# requirements-dev.lock to test it) and are redone only when a lock file changes.
# The code itself runs from this folder; it is not installed as a package.

bootstrap() {
    local extras="$1"
    local python="${PYTHON:-}"
    if [ -z "$python" ]; then
        for candidate in python3.13 python3.12 python3.11 python3; do
            if command -v "$candidate" >/dev/null 2>&1 &&
                "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
                python="$candidate"
                break
            fi
        done
    fi
    if [ -z "$python" ]; then
        echo "Python 3.11 or newer is needed; install it and try again." >&2
        exit 1
    fi
    if [ ! -x .venv/bin/python ]; then
        echo "Creating .venv with $python ..." >&2
        "$python" -m venv .venv
    fi
    local lock="requirements.lock"
    [ "$extras" = "dev" ] && lock="requirements-dev.lock"
    local want
    want="$(cat requirements.lock requirements-dev.lock | .venv/bin/python -c 'import hashlib,sys; print(hashlib.sha256(sys.stdin.buffer.read()).hexdigest())')"
    local stamp=".venv/.installed${extras:+-$extras}"
    # The dev install holds everything the bot needs to run, too.
    if ! { [ -f .venv/.installed-dev ] && [ "$(cat .venv/.installed-dev)" = "$want" ]; } &&
        { [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; }; then
        echo "Installing dependencies into .venv ..." >&2
        .venv/bin/python -m pip install --quiet --disable-pip-version-check --upgrade pip
        .venv/bin/python -m pip install --quiet --disable-pip-version-check -r "$lock"
        echo "$want" >"$stamp"
    fi
    # Compiled translation catalogs (.mo) are built, not committed: any older than its .po.
    .venv/bin/python -m bot.i18n compile --quiet
}
