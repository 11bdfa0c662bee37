#!/usr/bin/env python3
"""Writes the data of the scale scenes (issue 27): NAMES names over PERIODS periods, each name's
value a seeded random walk with its own drift, so that ranks change often. Long form (period,name,value) for the bar race, wide form for the line race.
Deterministic. Usage: make-data.py OUT_DIR [NAMES] [PERIODS]   (default 250 names, 200 periods)
"""
import csv
import os
import random
import sys

out = sys.argv[1]
names_count = int(sys.argv[2]) if len(sys.argv) > 2 else 250
periods = int(sys.argv[3]) if len(sys.argv) > 3 else 200
rng = random.Random(27)
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
