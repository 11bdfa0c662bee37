#!/usr/bin/env bash
# One chunk of a cluster render: the part this task's index names, written into shared storage.
# Kubernetes Indexed Jobs set JOB_COMPLETION_INDEX (0…N-1); Slurm job arrays set
# SLURM_ARRAY_TASK_ID (submit with --array=0-(N-1)); CHUNK_INDEX overrides both.
#
# Environment: SCENE (scene file), PARTS_DIR (shared directory for the parts), CHUNKS (N),
# EXT (mp4, mov or webm; default mp4), REEL (default: reel), RENDER_OPTIONS (extra options).
set -euo pipefail

index=${CHUNK_INDEX:-${JOB_COMPLETION_INDEX:-${SLURM_ARRAY_TASK_ID:-}}}
: "${SCENE:?set SCENE to the scene file}" "${PARTS_DIR:?set PARTS_DIR to the shared parts directory}" "${CHUNKS:?set CHUNKS to the number of chunks}"
if ! [[ "$index" =~ ^[0-9]+$ ]] || (( index >= CHUNKS )); then
  echo "error: no chunk index from 0 to $((CHUNKS - 1)) in JOB_COMPLETION_INDEX, SLURM_ARRAY_TASK_ID or CHUNK_INDEX (got '$index')" >&2
  exit 2
fi
ext=${EXT:-mp4}
mkdir -p "$PARTS_DIR"
# shellcheck disable=SC2086  # RENDER_OPTIONS is a list of options
exec "${REEL:-reel}" render "$SCENE" --chunk "$((index + 1))/$CHUNKS" \
  -o "$(printf '%s/part-%05d.%s' "$PARTS_DIR" "$((index + 1))" "$ext")" --quiet ${RENDER_OPTIONS:-}
