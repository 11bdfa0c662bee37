#!/usr/bin/env bash
# Makes a git-ignored Python environment VENV holding the packages of REQUIREMENTS from PyPI,
# and prints its python on stdout. Does nothing when they are already installed (a stamp of the
# requirements' hash), so re-running is instant.
#
#   scripts/python-env.sh VENV REQUIREMENTS WHAT
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ $# -ne 3 ]]; then
  echo "usage: $0 VENV REQUIREMENTS WHAT" >&2
  exit 2
fi
venv=$1 requirements=$2 what=$3
stamp="$venv/.requirements.sha256"
wanted=$(sha256sum "$requirements" | cut -d' ' -f1)

if [[ -x "$venv/bin/python" && -f "$stamp" && "$(cat "$stamp")" == "$wanted" ]]; then
  echo "$venv/bin/python"
  exit 0
fi

echo "Setting up $venv for $what (packages from PyPI)" >&2
if [[ ! -x "$venv/bin/python" ]]; then
  python3 -m venv "$venv" >&2 || {
    echo "error: python3 -m venv failed; install Debian's python3-venv" >&2
    exit 1
  }
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements" >&2
echo "$wanted" > "$stamp"
echo "$venv/bin/python"
