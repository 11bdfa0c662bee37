#!/usr/bin/env python3
"""Generates the data of scenes/bar-race.yaml and scenes/line-race.yaml (deterministic).

Real-looking, not real: renewable electricity generation per country (long form, for the
bar race) follows seeded logistic growth with noise; smartphone users per region (wide form,
for the line race) follow S-curves with different onsets and ceilings.
Run: python3 scripts/make-story-data.py  (writes scenes/data/*.csv)
"""
import csv
import math
import os
import random

OUT = os.path.join(os.path.dirname(__file__), "..", "scenes", "data")


def renewables():
    rng = random.Random(17)
    # name: (TWh in 2000, ceiling in TWh, growth rate, midpoint year)
    countries = {
        "China": (225, 3400, 0.32, 2016), "United States": (350, 1250, 0.17, 2017),
        "Brazil": (310, 720, 0.12, 2012), "Canada": (360, 470, 0.08, 2008),
        "India": (80, 820, 0.25, 2020), "Germany": (38, 290, 0.28, 2011),
        "Russia": (165, 215, 0.09, 2010), "Japan": (95, 260, 0.22, 2017),
        "Norway": (140, 150, 0.05, 2005), "Spain": (36, 150, 0.25, 2010),
        "France": (72, 140, 0.18, 2015), "United Kingdom": (10, 135, 0.30, 2015),
        "Turkey": (31, 130, 0.24, 2016), "Sweden": (78, 120, 0.10, 2012),
        "Vietnam": (15, 125, 0.35, 2019), "Italy": (50, 118, 0.24, 2011),
    }
    rows = []
    for year in range(2000, 2025):
        for name, (start, ceiling, rate, mid) in countries.items():
            s = 1 / (1 + math.exp(-rate * (year - mid)))
            s0 = 1 / (1 + math.exp(-rate * (2000 - mid)))
            value = start + (ceiling - start) * (s - s0) / (1 - s0)
            value *= 1 + rng.uniform(-0.03, 0.03)
            rows.append((year, name, round(value, 1)))
    with open(os.path.join(OUT, "renewables.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["year", "country", "twh"])
        w.writerows(rows)


def smartphones():
    rng = random.Random(23)
    # region: (ceiling in millions, growth rate, midpoint year)
    regions = {
        "East Asia": (1650, 0.55, 2014), "South Asia": (1150, 0.45, 2018),
        "Europe": (640, 0.60, 2013), "North America": (330, 0.65, 2012),
        "Latin America": (480, 0.50, 2015), "Sub-Saharan Africa": (520, 0.38, 2020),
        "Middle East": (290, 0.50, 2016), "Southeast Asia": (560, 0.50, 2016),
    }
    with open(os.path.join(OUT, "smartphones.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["year"] + list(regions))
        for year in range(2008, 2025):
            row = [year]
            for ceiling, rate, mid in regions.values():
                value = ceiling / (1 + math.exp(-rate * (year - mid)))
                row.append(int(round(value * 1e6 * (1 + rng.uniform(-0.02, 0.02)), -5)))
            w.writerow(row)


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    renewables()
    smartphones()
