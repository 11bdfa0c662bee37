#!/usr/bin/env bash
# Submits the chunk array and the join that waits for it.
#   SCENE=/shared/scene.yaml PARTS_DIR=/shared/parts OUT=/shared/render.mp4 CHUNKS=100 deploy/slurm/submit.sh
set -euo pipefail
: "${SCENE:?}" "${PARTS_DIR:?}" "${OUT:?}" "${CHUNKS:?}"
here=$(cd "$(dirname "$0")" && pwd)
export REEL_DEPLOY=$(cd "$here/.." && pwd)
array=$(sbatch --parsable --export=ALL --array=0-$((CHUNKS - 1)) "$here/render-array.sh")
sbatch --dependency=afterok:"$array" --export=ALL,JOIN=1 --job-name=reel-join "$here/render-array.sh"
