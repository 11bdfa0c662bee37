#!/usr/bin/env bash
# Reel's bar race against bar_chart_race (bar-chart-race-fix, pandas, matplotlib) on the same
# data, size (1920×1080), frame rate (30 fps), length (15 s) and codec (H.264 via libx264,
# crf 23, preset medium, yuv420p). The two sides alternate ROUNDS times in one run; the
# figure is the ratio of their median wall-clock times.
#   Benchmarks/BarRace/compare.sh [ROUNDS]      (default 3)
#   PERIODS=9 Benchmarks/BarRace/compare.sh 1   (a shorter clip for both sides: the first 9 years,
#                                                (9 − 1) × 18 + 1 frames each)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
rounds=${1:-3}
periods=${PERIODS:-25}
# bar_chart_race draws (periods − 1) × steps + 1 frames; Reel renders the same frames of its scene.
frames=$(( (periods - 1) * 18 + 1 ))
venv="$root/Benchmarks/.venv-race"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q bar-chart-race-fix pandas matplotlib imageio-ffmpeg
fi
# REEL=path/to/reel measures another build (a debug build gives Reel's worst case).
if [ -z "${REEL:-}" ]; then make -C "$root" build >/dev/null; fi
reel="${REEL:-$root/.build/release/reel}"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

seconds() { local start end; start=$(date +%s.%N); "$@" >/dev/null 2>&1; end=$(date +%s.%N); echo "$end - $start" | bc; }
reel_times=() bcr_times=()
for round in $(seq "$rounds"); do
    reel_times+=("$(seconds "$reel" render "$here/bar-race.yaml" -o "$out/reel.mp4" --crf 23 --preset medium --range "0f..${frames}f")")
    bcr_times+=("$(seconds "$venv/bin/python" "$here/bar_chart_race_side.py" "$root/scenes/data/renewables.csv" "$out/bcr.mp4" "$periods")")
    echo "round $round: reel ${reel_times[-1]} s, bar_chart_race ${bcr_times[-1]} s"
done
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
reel_median=$(median "${reel_times[@]}")
bcr_median=$(median "${bcr_times[@]}")
for file in reel bcr; do
    "$venv/bin/python" - "$out/$file.mp4" <<'PY'
import subprocess, sys, imageio_ffmpeg
info = subprocess.run([imageio_ffmpeg.get_ffmpeg_exe(), "-i", sys.argv[1]], capture_output=True, text=True).stderr
print(sys.argv[1].rsplit("/", 1)[1] + ":", next(l.strip() for l in info.splitlines() if "Video:" in l),
      next(l.strip() for l in info.splitlines() if "Duration:" in l))
PY
done
echo "median: reel $reel_median s, bar_chart_race $bcr_median s; Reel is $(echo "scale=1; $bcr_median / $reel_median" | bc)x faster"
