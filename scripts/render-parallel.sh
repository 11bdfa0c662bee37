#!/usr/bin/env bash
# Renders a scene as N chunk processes on this machine, then joins the parts without
# re-encoding (`reel render --chunk K/N` + `reel concat`). The join mixes the scene's audio (if
# any) once over the joined file.
#
#   scripts/render-parallel.sh SCENE OUT N [reel render options…]
#   scripts/render-parallel.sh scenes/line-chart.yaml out/line-chart.mp4 4 --quality high
#
# OUT ending in / is a PNG sequence: every chunk writes its frames (global numbers) into it
# and there is nothing to join. Each chunk gets --jobs (cores / N, at least 1) unless given.
# REEL names the reel binary (default: `reel` on PATH, else .build/release/reel).
set -euo pipefail

if [[ $# -lt 3 ]]; then
  echo "usage: $0 SCENE OUT N [reel render options…]" >&2
  exit 2
fi
scene=$1 out=$2 count=$3
shift 3
if ! [[ "$count" =~ ^[1-9][0-9]*$ ]]; then
  echo "error: N must be a whole number of chunks, 1 or more; got '$count'" >&2
  exit 2
fi
reel=${REEL:-$(command -v reel || echo "$(dirname "$0")/../.build/release/reel")}
[[ -x "$reel" ]] || { echo "error: no reel binary at '$reel'; build it (make build) or set REEL" >&2; exit 2; }

extra=("$@")
if [[ " ${extra[*]-} " != *" --jobs "* ]]; then
  jobs=$(( $(nproc) / count )); (( jobs >= 1 )) || jobs=1
  extra+=(--jobs "$jobs")
fi

if [[ "$out" == */ ]]; then
  parts_dir=""
else
  ext=${out##*.}
  parts_dir=$(mktemp -d "$(dirname "$out")/.reel-parts-XXXXXX")
  trap 'rm -rf "$parts_dir"' EXIT
fi

pids=()
parts=()
for (( k = 1; k <= count; k++ )); do
  if [[ -z "$parts_dir" ]]; then
    target=$out
  else
    target=$(printf '%s/part-%05d.%s' "$parts_dir" "$k" "$ext")
    parts+=("$target")
  fi
  "$reel" render "$scene" --chunk "$k/$count" -o "$target" --quiet "${extra[@]}" &
  pids+=($!)
done

failed=0
for (( i = 0; i < ${#pids[@]}; i++ )); do
  wait "${pids[$i]}" || { echo "error: chunk $((i + 1))/$count failed" >&2; failed=1; }
done
(( failed == 0 )) || exit 1

if [[ -n "$parts_dir" ]]; then
  "$reel" concat "${parts[@]}" --scene "$scene" -o "$out"
fi
