#!/usr/bin/env bash
# Runs the Lottie tests (Tests/Lottie/test_*.py) with pytest: every scene's export validated
# against the Lottie specification's JSON Schema and played by rlottie and ThorVG, using the
# `reel` of the debug build unless REEL_BINARY names another. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."

python=$(./scripts/lottie-env.sh)
export REEL_BINARY="${REEL_BINARY:-$(swift build --show-bin-path)/reel}"
exec "$python" -m pytest Tests/Lottie -p no:cacheprovider -q "$@"
