#!/usr/bin/env bash
# Whole render vs 4 chunk processes + `reel concat`, and the join's own time, as ratios
# measured in one run alternating the two sides.
#
#   Benchmarks/chunks/chunk-benchmark.sh [ROUNDS] [SECONDS]     (defaults: 2 rounds, 60 s)
#
# The scene is 1920×1080 at 30 fps: text, a gradient, a rotating shadowed card and a growing
# bar, so each frame costs what a real presentation frame costs. REEL names the binary
# (default .build/release/reel; build it with `make build`).
set -euo pipefail
rounds=${1:-2} seconds=${2:-60} chunks=${CHUNKS:-4}
root=$(cd "$(dirname "$0")/../.." && pwd)
reel=${REEL:-$root/.build/release/reel}
[[ -x "$reel" ]] || { echo "error: build $reel first (make build) or set REEL" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/scene.yaml" <<YAML
size: [1920, 1080]
fps: 30
duration: $seconds
background: "#0b1d3a"
layers:
  - {type: gradient, frame: [0, 0, 1920, 1080], colors: ["#0b1d3a", "#2a4d7a"], startPoint: [0, 0], endPoint: [1, 1]}
  - {type: text, frame: [160, 140, 1600, 100], string: "Quarterly results, rendered in chunks", font: DejaVu Sans, fontSize: 72, foregroundColor: white}
  - frame: [660, 390, 600, 340]
    backgroundColor: "#f4f4f4"
    cornerRadius: 24
    shadowOpacity: 0.6
    shadowRadius: 18
    animations: [{keyPath: transform.rotation.z, fromValue: 0, toValue: 6.283, duration: $seconds}]
  - frame: [0, 900, 1920, 60]
    backgroundColor: orange
    anchorPoint: [0, 0.5]
    animations: [{keyPath: bounds.size.width, fromValue: 0, toValue: 1920, duration: $seconds, fillMode: both}]
YAML
"$reel" validate "$work/scene.yaml" >/dev/null

now() { date +%s.%N; }
whole_total=0 split_total=0 join_total=0

run_whole() {
  local start; start=$(now)
  "$reel" render "$work/scene.yaml" -o "$work/whole.mp4" --quiet
  whole=$(echo "$(now) - $start" | bc)
}

run_split() {
  local start join_start end pids=()
  rm -f "$work"/part-*.mp4
  start=$(now)
  for (( k = 1; k <= chunks; k++ )); do
    "$reel" render "$work/scene.yaml" --chunk "$k/$chunks" -o "$(printf '%s/part-%02d.mp4' "$work" "$k")" --quiet \
      --jobs $(( ($(nproc) + chunks - 1) / chunks )) &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid"; done
  join_start=$(now)
  "$reel" concat "$work"/part-*.mp4 -o "$work/joined.mp4" --quiet
  end=$(now)
  split=$(echo "$end - $start" | bc)
  join=$(echo "$end - $join_start" | bc)
}

# The two sides alternate, and the side that goes first alternates too (whole first in odd
# rounds, chunks first in even ones), so a change in the machine's load between rounds falls
# on both sides.
for (( round = 1; round <= rounds; round++ )); do
  if (( round % 2 == 1 )); then run_whole; run_split; else run_split; run_whole; fi
  printf 'round %d: whole %.1f s, %d chunks + concat %.1f s (join %.2f s)\n' "$round" "$whole" "$chunks" "$split" "$join"
  whole_total=$(echo "$whole_total + $whole" | bc)
  split_total=$(echo "$split_total + $split" | bc)
  join_total=$(echo "$join_total + $join" | bc)
done
frames=$(( seconds * 30 ))
printf '%d s 1080p (%d frames), %d cores, load %s: chunked/whole = %.2f, join/whole = %.4f (join %.3f s per minute of video)\n' \
  "$seconds" "$frames" "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)" \
  "$(echo "$split_total / $whole_total" | bc -l)" "$(echo "$join_total / $whole_total" | bc -l)" \
  "$(echo "$join_total / $rounds * 60 / $seconds" | bc -l)"
