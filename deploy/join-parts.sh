#!/usr/bin/env bash
# The final step of a cluster render: joins every part in PARTS_DIR into OUT without
# re-encoding. `reel concat` refuses a missing, repeated or foreign part, so a failed task is
# reported here instead of producing a short video.
# Environment: PARTS_DIR, OUT, EXT (default mp4), REEL (default: reel).
set -euo pipefail
: "${PARTS_DIR:?set PARTS_DIR}" "${OUT:?set OUT to the joined file}"
shopt -s nullglob
parts=("$PARTS_DIR"/part-*."${EXT:-mp4}")
(( ${#parts[@]} > 0 )) || { echo "error: no parts in $PARTS_DIR" >&2; exit 1; }
exec "${REEL:-reel}" concat "${parts[@]}" -o "$OUT"
