#!/bin/sh
# What sound costs a render (issue 16): the benchmark's bar chart (10 s, 1920x1080, 60 fps) to MP4
# with a 10 s 44.1 kHz stereo WAV and the presentation's pad looping with fades (decoded,
# resampled, mixed and AAC-encoded beside the video), against the same render with --no-audio.
# The two sides alternate, RUNS times each (default 3), and the medians' ratio is printed.
# Usage: Benchmarks/Benchmarks/ExportBenchmarks/audio-cost.sh   (from the package root)
#
# Measured 2026-11-23 on the 2-core machine under load average ~23 (other builds running): with
# sound 46.94/41.50/37.58 s, without 36.24/37.75/37.38 s, medians' ratio 1.110 — mostly noise:
# alone on a 16×16, 60 s scene the sound costs 0.3 s of CPU for decoding, resampling and mixing
# (MOV, PCM) and 2.0 s with the AAC encoder (BITEXACT, so without its SIMD paths), per minute.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
reel="$root/.build/release/reel"
runs=${RUNS:-3}
[ -x "$reel" ] || make -C "$root" build
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/long.wav" <<'PY'
import math, struct, sys, wave
with wave.open(sys.argv[1], "wb") as out:
    out.setnchannels(2); out.setsampwidth(2); out.setframerate(44100)
    out.writeframes(b"".join(struct.pack("<hh", int(9000 * math.sin(2 * math.pi * 220 * n / 44100)), int(9000 * math.sin(2 * math.pi * 330 * n / 44100))) for n in range(441000)))
PY
cp "$root/scenes/sounds/pad.wav" "$work/pad.wav"
{ cat "$here/bar-chart.yaml"; printf 'audio:\n  - {file: long.wav}\n  - {file: pad.wav, loop: true, fadeIn: 1s, fadeOut: 2s}\n'; } > "$work/sound.yaml"

seconds() { start=$(date +%s.%N); "$@" > /dev/null; end=$(date +%s.%N); awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }'; }
with=""; without=""
i=0
while [ $i -lt "$runs" ]; do
  with="$with $(seconds "$reel" render "$work/sound.yaml" -o "$work/out.mp4" --quiet)"
  without="$without $(seconds "$reel" render "$work/sound.yaml" -o "$work/out.mp4" --quiet --no-audio)"
  i=$((i + 1))
done
median() { echo "$@" | tr ' ' '\n' | sed '/^$/d' | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
m_with=$(median $with); m_without=$(median $without)
echo "with sound:    $with  (median $m_with s)"
echo "without sound: $without  (median $m_without s)"
echo "ratio: $(awk -v a="$m_with" -v b="$m_without" 'BEGIN { printf "%.3f", a / b }')"
