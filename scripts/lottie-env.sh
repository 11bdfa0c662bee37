#!/usr/bin/env bash
# Makes the Python environment the Lottie tests run in: .venv-lottie/ (git-ignored) with
# Tests/Lottie/requirements.txt (the Lottie specification's JSON Schema, lottie-specs, and two
# independent players, rlottie-python and thorvg-python). Prints its python.
exec "$(dirname "$0")/python-env.sh" .venv-lottie Tests/Lottie/requirements.txt "the Lottie tests"
