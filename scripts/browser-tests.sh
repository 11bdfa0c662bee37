#!/usr/bin/env bash
# Runs the browser tests (Tests/Browser/test_*.py) with pytest and Playwright against Debian's
# chromium, using the `reel` of the debug build (`swift build --build-tests` makes it) unless
# REEL_BINARY names another, and the deploy manifests' check (Tests/Deploy) in the same venv.
# Extra arguments go to pytest, e.g. `-k preview -x`.
set -euo pipefail
cd "$(dirname "$0")/.."

python=$(./scripts/browser-env.sh)
export REEL_BINARY="${REEL_BINARY:-$(swift build --show-bin-path)/reel}"
[[ -x /usr/bin/chromium ]] || { echo "error: /usr/bin/chromium is missing: run scripts/install-deps.sh" >&2; exit 1; }
exec "$python" -m pytest Tests/Browser Tests/Deploy -p no:cacheprovider -q "$@"
