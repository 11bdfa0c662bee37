#!/bin/sh
# Peak resident memory of the release `reel` rendering the benchmark's bar chart to MP4 for
# 10 s and for 60 s (issue 5: under 300 MB, and the same for both: memory must not grow with
# the duration). Measured with GNU time's "Maximum resident set size". Then the same with sound
# (issue 16: audio decoded and mixed as it streams): a WAV as long as the scene, 44.1 kHz stereo,
# and the presentation's pad looping with fades.
# Measured 2026-11-23 (load average ~23), before encoder pictures came from a pool: 224 MB for
# 10 s and 60 s silent, 230 MB for 10 s and 60 s with sound. Since the pool (which keeps the
# pictures the queue and x264's lookahead hold), `EncodeRatio memory` measures the same silent
# render through the library at 254 MB for both 10 s and 60 s (2026-11-23); this script's
# `reel` figures were not measured again since.
# Usage: Benchmarks/Benchmarks/ExportBenchmarks/peak-memory.sh   (from the package root)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
reel="$root/.build/release/reel"
[ -x "$reel" ] || make -C "$root" build
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for seconds in 10 60; do
  sed "0,/^duration: .*/s//duration: $seconds/" "$here/bar-chart.yaml" > "$work/bar-chart-$seconds.yaml"
  /usr/bin/time -v "$reel" render "$work/bar-chart-$seconds.yaml" -o "$work/out.mp4" --quiet 2> "$work/time.txt"
  rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time.txt")
  wall=$(sed -n 's/.*Elapsed (wall clock) time.*: //p' "$work/time.txt")
  echo "bar chart ${seconds} s 1920x1080 60 fps to MP4: peak RSS $((rss / 1024)) MB, wall $wall"

  python3 - "$work/long.wav" "$seconds" <<'PY'
import math, struct, sys, wave
path, seconds = sys.argv[1], int(sys.argv[2])
with wave.open(path, "wb") as out:
    out.setnchannels(2); out.setsampwidth(2); out.setframerate(44100)
    second = b"".join(struct.pack("<hh", int(9000 * math.sin(2 * math.pi * 220 * n / 44100)), int(9000 * math.sin(2 * math.pi * 330 * n / 44100))) for n in range(44100))
    for _ in range(seconds): out.writeframes(second)
PY
  cp "$root/scenes/sounds/pad.wav" "$work/pad.wav"
  { cat "$work/bar-chart-$seconds.yaml"; printf 'audio:\n  - {file: long.wav}\n  - {file: pad.wav, loop: true, fadeIn: 1s, fadeOut: 2s}\n'; } > "$work/sound-$seconds.yaml"
  /usr/bin/time -v "$reel" render "$work/sound-$seconds.yaml" -o "$work/out.mp4" --quiet 2> "$work/time.txt"
  rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time.txt")
  wall=$(sed -n 's/.*Elapsed (wall clock) time.*: //p' "$work/time.txt")
  echo "  with a ${seconds} s WAV and a looping pad (AAC): peak RSS $((rss / 1024)) MB, wall $wall"
done
