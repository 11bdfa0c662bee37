#!/usr/bin/env bash
# The final step of a cluster render: joins every part in PARTS_DIR into OUT without
# re-encoding. `reel concat` refuses a missing, repeated or foreign part, so a failed task is
# reported here instead of producing a short video. With SCENE set (the scene the parts were
# rendered from), the join mixes the scene's audio once over the joined file; a scene with
# sound needs it.
# Environment: PARTS_DIR, OUT, SCENE, EXT (default mp4), REEL (default: reel).
set -euo pipefail
: "${PARTS_DIR:?set PARTS_DIR}" "${OUT:?set OUT to the joined file}"
shopt -s nullglob
parts=("$PARTS_DIR"/part-*."${EXT:-mp4}")
(( ${#parts[@]} > 0 )) || { echo "error: no parts in $PARTS_DIR" >&2; exit 1; }
exec "${REEL:-reel}" concat "${parts[@]}" ${SCENE:+--scene "$SCENE"} -o "$OUT"
