#!/usr/bin/env bash
# A Reel render split over a Slurm job array: task i renders chunk i+1 of CHUNKS into shared
# storage, and a dependent job joins the parts without re-encoding.
#
#   SCENE=$PWD/scene.yaml PARTS_DIR=/shared/parts OUT=/shared/render.mp4 CHUNKS=100 \
#     sbatch --array=0-99 deploy/slurm/render-array.sh
#   sbatch --dependency=afterok:<array job id> --export=ALL,JOIN=1 deploy/slurm/render-array.sh
#
# (submit.sh beside this file does both.) Scene, parts and output must be on a file system
# every node mounts.
#SBATCH --job-name=reel-render
#SBATCH --cpus-per-task=4
#SBATCH --mem=8G
#SBATCH --time=02:00:00
#SBATCH --output=reel-%A_%a.log
set -euo pipefail
# sbatch runs a copy of this script, so deploy/ is found through REEL_DEPLOY (submit.sh sets
# it) or the submission directory (the repository's root).
deploy=${REEL_DEPLOY:-${SLURM_SUBMIT_DIR:-.}/deploy}
if [[ -n "${JOIN:-}" ]]; then
  exec "$deploy/join-parts.sh"
fi
export RENDER_OPTIONS="${RENDER_OPTIONS:-} --jobs ${SLURM_CPUS_PER_TASK:-4}"
exec "$deploy/render-chunk.sh"
