#!/usr/bin/env bash
# A Reel render split over a Slurm job array: task i renders chunk i+1 of CHUNKS into shared
# storage, and a dependent job joins the parts without re-encoding.
#
#   SCENE=$PWD/scene.yaml PARTS_DIR=/shared/parts OUT=/shared/render.mp4 CHUNKS=100 \
#     sbatch --array=0-99 --partition=render --cpus-per-task=8 --mem=16G deploy/slurm/render-array.sh
#   sbatch --dependency=afterok:<array job id> --export=ALL,JOIN=1 deploy/slurm/render-array.sh
#
# (submit.sh beside this file does both and passes its options to both.) Scene, parts and output
# must be on a file system every node mounts. The #SBATCH lines below are defaults that fit a
# small node (2 cores, 2 GB); options on sbatch's command line override them, so a cluster's
# partition, account, CPUs, memory and time limit are given there, never edited in here.
#SBATCH --job-name=reel-render
#SBATCH --cpus-per-task=2
#SBATCH --mem=2G
#SBATCH --time=01:00:00
#SBATCH --output=reel-%A_%a.log
set -euo pipefail
# sbatch runs a copy of this script, so deploy/ is found through REEL_DEPLOY (submit.sh sets
# it) or the submission directory (the repository's root).
deploy=${REEL_DEPLOY:-${SLURM_SUBMIT_DIR:-.}/deploy}
if [[ -n "${JOIN:-}" ]]; then
  exec "$deploy/join-parts.sh"
fi
# As many render workers as the task was given CPUs.
export RENDER_OPTIONS="${RENDER_OPTIONS:-} --jobs ${SLURM_CPUS_PER_TASK:-1}"
exec "$deploy/render-chunk.sh"
