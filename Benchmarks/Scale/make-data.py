#!/usr/bin/env python3
"""Writes the data of the scale scenes (issue 27): NAMES names over PERIODS periods, each name's
value a seeded random walk with its own drift, so that ranks change often. Long form (period,name,value) for the bar race, wide form for the line race;
with a fourth argument `bubbles`, instead a bubble race's long form (period,name,group,x,y,size:
income, life expectancy and population walks in four groups).
Deterministic. Usage: make-data.py OUT_DIR [NAMES] [PERIODS] [bubbles]   (default 250 names, 200 periods)
"""
import csv
import os
import random
import sys

out = sys.argv[1]
names_count = int(sys.argv[2]) if len(sys.argv) > 2 else 250
periods = int(sys.argv[3]) if len(sys.argv) > 3 else 200
rng = random.Random(27)
if len(sys.argv) > 4 and sys.argv[4] == "bubbles":
    groups = ["Asia", "Africa", "Americas", "Europe"]
    walks = {f"Country {i + 1:03d}": [rng.uniform(500, 5000), rng.uniform(30, 60), rng.uniform(1e6, 5e8), groups[i % 4]]
             for i in range(names_count)}
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, f"bubbles-{names_count}x{periods}.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["period", "name", "group", "x", "y", "size"])
        for period in range(periods):
            for name, walk in walks.items():
                walk[0] = max(200, walk[0] * (1 + rng.gauss(0.02, 0.05)))
                walk[1] = min(85, max(20, walk[1] + rng.gauss(0.2, 0.5)))
                walk[2] = walk[2] * (1 + rng.gauss(0.015, 0.01))
                w.writerow([1800 + period, name, walk[3], round(walk[0], 1), round(walk[1], 2), int(walk[2])])
    sys.exit(0)
names = [f"Name {i + 1:03d}" for i in range(names_count)]
values = {name: rng.uniform(50, 150) for name in names}
drift = {name: rng.uniform(-0.02, 0.05) for name in names}
rows = []
for period in range(periods):
    for name in names:
        values[name] = max(1.0, values[name] * (1 + drift[name] + rng.gauss(0, 0.08)))
        rows.append((1800 + period, name, round(values[name], 2)))
os.makedirs(out, exist_ok=True)
with open(os.path.join(out, f"long-{names_count}x{periods}.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["period", "name", "value"])
    w.writerows(rows)
with open(os.path.join(out, f"wide-{names_count}x{periods}.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["period", *names])
    for period in range(periods):
        w.writerow([1800 + period, *[r[2] for r in rows[period * names_count:(period + 1) * names_count]]])
