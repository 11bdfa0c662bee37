#!/usr/bin/env bash
# Makes the Python environment the Lottie tests run in: .venv-lottie/ (git-ignored) with the
# packages of Tests/Lottie/requirements.txt from PyPI — the Lottie specification's JSON Schema
# (lottie-specs) and two independent players (rlottie-python, thorvg-python). Does nothing when
# they are already installed. Prints the venv's python on stdout.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.venv-lottie
requirements=Tests/Lottie/requirements.txt
stamp="$venv/.requirements.sha256"
wanted=$(sha256sum "$requirements" | cut -d' ' -f1)

if [[ -x "$venv/bin/python" && -f "$stamp" && "$(cat "$stamp")" == "$wanted" ]]; then
  echo "$venv/bin/python"
  exit 0
fi

echo "Setting up $venv for the Lottie tests (lottie-specs, rlottie-python, thorvg-python from PyPI)" >&2
if [[ ! -x "$venv/bin/python" ]]; then
  python3 -m venv "$venv" >&2 || {
    echo "error: python3 -m venv failed; install Debian's python3-venv" >&2
    exit 1
  }
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements" >&2
echo "$wanted" > "$stamp"
echo "$venv/bin/python"
