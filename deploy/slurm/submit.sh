#!/usr/bin/env bash
# Submits the chunk array and the join that waits for it. Options are passed to both `sbatch`
# calls as they are, so the partition, account, CPUs, memory and time limit of a cluster are
# given here rather than edited into render-array.sh (whose #SBATCH lines are the defaults):
#
#   SCENE=/shared/scene.yaml PARTS_DIR=/shared/parts OUT=/shared/render.mp4 CHUNKS=100 \
#     deploy/slurm/submit.sh --partition=render --account=video --cpus-per-task=8 --mem=16G --time=01:00:00
#
# Prints the join's job id on stdout (what to wait for) and what was submitted on stderr.
set -euo pipefail
: "${SCENE:?set SCENE to the scene file (on storage every node mounts)}" \
  "${PARTS_DIR:?set PARTS_DIR to a shared directory for the parts}" \
  "${OUT:?set OUT to the joined file}" "${CHUNKS:?set CHUNKS to the number of chunks}"
[[ "$CHUNKS" =~ ^[1-9][0-9]*$ ]] || { echo "error: CHUNKS must be a whole number from 1 up (got '$CHUNKS')" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
REEL_DEPLOY=$(cd "$here/.." && pwd)
export REEL_DEPLOY
array=$(sbatch --parsable --export=ALL --array=0-$((CHUNKS - 1)) "$@" "$here/render-array.sh")
array=${array%%;*}
join=$(sbatch --parsable --dependency=afterok:"$array" --export=ALL,JOIN=1 --job-name=reel-join --output=reel-join-%j.log "$@" "$here/render-array.sh")
join=${join%%;*}
echo "submitted the render as array job $array ($CHUNKS tasks) and the join as job $join (runs once every task succeeded)" >&2
echo "$join"
