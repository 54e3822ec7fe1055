# Sourced by scripts/run and scripts/test: make .venv and install what the project needs.
# Installs are pinned by requirements.lock (a constraints file) and redone only when
# pyproject.toml or the lock file change.

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
    local stamp=".venv/.installed${extras:+-$extras}"
    local want
    want="$(cat pyproject.toml requirements.lock | .venv/bin/python -c 'import hashlib,sys; print(hashlib.sha256(sys.stdin.buffer.read()).hexdigest())')"
    if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
        echo "Installing dependencies into .venv ..." >&2
        .venv/bin/python -m pip install --quiet --disable-pip-version-check --upgrade pip
        local target="."
        [ -n "$extras" ] && target=".[$extras]"
        .venv/bin/python -m pip install --quiet --disable-pip-version-check \
            -c requirements.lock -e "$target"
        echo "$want" >"$stamp"
    fi
}
