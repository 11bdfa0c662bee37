#!/bin/sh
# Peak resident memory of the release `reel` rendering the benchmark's bar chart to MP4 for
# 10 s and for 60 s (issue 5: under 300 MB, and the same for both: memory must not grow with
# the duration). Measured with GNU time's "Maximum resident set size".
# Usage: Benchmarks/Benchmarks/ExportBenchmarks/peak-memory.sh   (from the package root)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
reel="$root/.build/release/reel"
[ -x "$reel" ] || (cd "$root" && swift build -c release --product reel)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for seconds in 10 60; do
  sed "0,/^duration: .*/s//duration: $seconds/" "$here/bar-chart.yaml" > "$work/bar-chart-$seconds.yaml"
  /usr/bin/time -v "$reel" render "$work/bar-chart-$seconds.yaml" -o "$work/out.mp4" --quiet 2> "$work/time.txt"
  rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time.txt")
  wall=$(sed -n 's/.*Elapsed (wall clock) time.*: //p' "$work/time.txt")
  echo "bar chart ${seconds} s 1920x1080 60 fps to MP4: peak RSS $((rss / 1024)) MB, wall $wall"
done
