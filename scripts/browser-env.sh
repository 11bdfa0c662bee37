#!/usr/bin/env bash
# Makes the Python environment the browser and deploy tests run in: .venv/ (git-ignored) with
# Tests/Browser/requirements.txt (playwright, pytest, kubernetes-validate). Prints its python.
exec "$(dirname "$0")/python-env.sh" .venv Tests/Browser/requirements.txt "the browser and deploy tests"
