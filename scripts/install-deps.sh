#!/usr/bin/env bash
# Installs the Debian packages Reel builds, renders and runs its browser tests with, only those
# that are missing. With arguments, installs those packages instead, only if missing
# (`make cluster-test` asks for slurm-wlm and munge this way).
set -euo pipefail

packages=(
  libcairo2-dev libpango1.0-dev libfontconfig-dev
  libavcodec-dev libavformat-dev libswscale-dev libswresample-dev libavutil-dev
  libimagequant-dev libjpeg62-turbo-dev libwebp-dev libdeflate-dev libisal-dev pkg-config
  webp  # webpmux and dwebp, which the tests decode animated WebP with
  fonts-dejavu-core fonts-wqy-microhei fonts-inter  # fonts-inter: the charts' default type
  poppler-utils
  ffmpeg  # the command, only as the other side of make bench's GIF comparison (Benchmarks/Raster)
  chromium python3-venv    # the browser tests (Tests/Browser): Playwright drives /usr/bin/chromium
)

if [[ $# -gt 0 ]]; then
  packages=("$@")
fi

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$package")
done

if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi

echo "Installing missing system packages: ${missing[*]}"
sudo=""
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null || { echo "error: need root or sudo to install ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
