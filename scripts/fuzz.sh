#!/usr/bin/env bash
# Builds the libFuzzer target (Fuzz/, with AddressSanitizer) and fuzzes scene decoding and
# Lottie import, evaluation and a small render for FUZZ_SECONDS (default 60), seeded from
# scenes/, Tests/BrokenScenes/ and Tests/Lottie/animations/. Findings (crashes, leaks, time-outs, runaway memory) are written to
# Fuzz/.findings/; the exit status is libFuzzer's (0 when it ran clean).
#   FUZZ_SECONDS=1800 FUZZ_RSS_MB=2048 FUZZ_TIMEOUT=20 make fuzz
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
seconds=${FUZZ_SECONDS:-60}
rss_mb=${FUZZ_RSS_MB:-2048}
timeout=${FUZZ_TIMEOUT:-20}

(cd Fuzz && swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
binary="$root/Fuzz/.build/release/ReelFuzz"

# The corpus grows across runs; the seeds are copied in each time.
corpus="$root/Fuzz/.corpus"
findings="$root/Fuzz/.findings"
mkdir -p "$corpus" "$findings"
cp scenes/*.yaml Tests/BrokenScenes/*.yaml Tests/BrokenScenes/*.json Tests/Lottie/animations/*.json "$corpus/"

# A dictionary of the format's keys and words, so mutations produce scene-shaped text.
dictionary="$root/Fuzz/.scene.dict"
{
  grep -o '"[A-Za-z][A-Za-z0-9-]*"' docs/scene.schema.json | sort -u
  # Lottie's keys, from the animations the Lottie tests import.
  cat Tests/Lottie/animations/*.json | grep -o '"[A-Za-z][A-Za-z0-9]*":' | sed 's/:$//' | sort -u
  for word in '": "' '": ["' '- ' '  ' '[' ']' '{' '}' ', ' '&a ' '*a' 'include: ' 'style: ' 'sublayers: ' 'mask: ' \
      '1e308' '-1e308' '1e-300' 'nan' '.inf' '0.01' '16383' '2147483647' '%d' '%.1f' '%2147483647d' \
      'M 0 0 A 5 5 0 0 0 ' 'image-damaged.png' 'sales.csv' 'include-bomb-1.yaml' '/dev/zero' '.'; do
    printf '"%s"\n' "$(printf '%s' "$word" | sed 's/\\/\\\\/g; s/"/\\"/g')"
  done
} > "$dictionary"

# Relative paths in fuzzed scenes (data, includes, images) resolve next to the broken scenes.
export REEL_FUZZ_DIRECTORY="$root/Tests/BrokenScenes"
export ASAN_OPTIONS="detect_leaks=0:allocator_may_return_null=1"
exec "$binary" "$corpus" \
  -dict="$dictionary" -artifact_prefix="$findings/" \
  -max_total_time="$seconds" -rss_limit_mb="$rss_mb" -malloc_limit_mb="$rss_mb" -timeout="$timeout" \
  -max_len=16384 -print_final_stats=1
