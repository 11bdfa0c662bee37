#!/usr/bin/env bash
# Issue 27, scale: peak resident memory (and time) of `reel render` for a bar race and a line
# race of NAMES names (default 250) and a bubble race of BUBBLE_NAMES names (default 25: 5,000
# points over 200 periods, the most a chart draws) over 50 and over 200 periods (0.25 s each),
# with the same size and frame rate, from data make-data.py generates. Memory should stay flat
# with the number of periods: the frames in flight, not the length of the story, should set it.
#   Benchmarks/Scale/peak-memory.sh [SIZE]       (default 960x540; REEL=path for another build)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
reel="${REEL:-$root/.build/release/reel}"
size=${1:-960x540}
names=${NAMES:-250}
bubble_names=${BUBBLE_NAMES:-25}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for periods in 50 200; do
    python3 "$here/make-data.py" "$work" "$names" "$periods"
    python3 "$here/make-data.py" "$work" "$bubble_names" "$periods" bubbles
    duration=$(python3 -c "print(0.5 + $periods * 0.25 + 1)")
    cat > "$work/bar-race-$periods.yaml" <<YAML
size: [1920, 1080]
fps: 30
duration: ${duration}s
layers:
  - type: bar-race
    data: long-${names}x${periods}.csv
    period: period
    name: name
    value: value
    periodDuration: 0.25s
    startTime: 0.5s
    title: "$names names over $periods periods"
YAML
    cat > "$work/line-race-$periods.yaml" <<YAML
size: [1920, 1080]
fps: 30
duration: ${duration}s
layers:
  - type: line-race
    data: wide-${names}x${periods}.csv
    periodDuration: 0.25s
    startTime: 0.5s
    highlight: [Name 001, Name 002, Name 003]
    title: "$names names over $periods periods"
YAML
    cat > "$work/bubble-race-$periods.yaml" <<YAML
size: [1920, 1080]
fps: 30
duration: ${duration}s
layers:
  - type: bubble-race
    data: bubbles-${bubble_names}x${periods}.csv
    period: period
    name: name
    group: group
    x: x
    y: y
    size: size
    xScale: log
    periodDuration: 0.25s
    startTime: 0.5s
    highlight: [Country 001, Country 002]
    trails: highlighted
    title: "$bubble_names names over $periods periods"
YAML
done
for chart in bar-race line-race bubble-race; do
    for periods in 50 200; do
        if /usr/bin/time -f "%M %e %U %S" -o "$work/time" "$reel" render "$work/$chart-$periods.yaml" --size "$size" -o "$work/out.mp4" --quiet 2> "$work/err"; then
            read -r kb wall user sys < "$work/time"
            frames=$(ffprobe -v error -count_frames -select_streams v -show_entries stream=nb_read_frames -of csv=p=0 "$work/out.mp4")
            count=$names; [ "$chart" = bubble-race ] && count=$bubble_names
            echo "$chart, $count names, $periods periods, $size: $frames frames, peak RSS $((kb / 1024)) MB, $wall s (CPU $(echo "$user + $sys" | bc) s), load $(cut -d' ' -f1 /proc/loadavg)"
        else
            echo "$chart, $periods periods: failed: $(head -c 300 "$work/err")"
        fi
    done
done
