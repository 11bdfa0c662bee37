#!/usr/bin/env python3
"""Generates the data of scenes/gapminder.yaml (deterministic; no published data set).

Sixty invented countries in four regions, 1950–2020: income per person grows along S-curves
with region-dependent take-offs, recessions and noise; life expectancy follows income (a
Preston curve) with its own shocks; population grows logistically. Two countries dissolve in
1991 into three new ones (which enter that year), so names leave and enter the story.
Run: python3 scripts/make-bubble-data.py  (writes scenes/data/gapminder.csv)
"""
import csv
import math
import os
import random

OUT = os.path.join(os.path.dirname(__file__), "..", "scenes", "data", "gapminder.csv")
YEARS = range(1950, 2021)

# region: (syllables that give its names a flavour, income take-off year, ceiling, life-expectancy lag)
REGIONS = {
    "Asia": (["ka", "shi", "ran", "tao", "min", "su", "yen", "pur", "dh", "lan"], 1975, 45000, 0),
    "Africa": (["ma", "bo", "ze", "ku", "ni", "ta", "wa", "lo", "mbe", "ri"], 2000, 16000, 6),
    "Americas": (["ca", "ro", "vel", "san", "mar", "te", "lia", "gua", "dor", "quí"], 1960, 55000, 2),
    "Europe": (["ber", "gen", "sto", "vik", "lau", "mer", "dal", "nor", "ost", "and"], 1950, 60000, 0),
}
ENDINGS = ["ia", "a", "land", "stan", "or", "ey", "ane", "ovia"]


def invented_name(rng, syllables, taken):
    while True:
        name = "".join(rng.choice(syllables) for _ in range(rng.randint(1, 2))) + rng.choice(ENDINGS)
        name = name[0].upper() + name[1:]
        if name not in taken and len(name) > 3:
            taken.add(name)
            return name


def countries(rng):
    taken, result = set(), []
    for region, (syllables, takeoff, ceiling, lag) in REGIONS.items():
        for i in range(15):
            result.append({
                "name": invented_name(rng, syllables, taken), "region": region,
                "income0": math.exp(rng.uniform(math.log(350), math.log(3000 if region != "Europe" else 9000))),
                "takeoff": takeoff + rng.uniform(-12, 18), "ceiling": ceiling * rng.uniform(0.35, 1.3),
                "rate": rng.uniform(0.08, 0.2), "lag": lag + rng.uniform(0, 6),
                "pop0": math.exp(rng.uniform(math.log(0.4e6), math.log(60e6))) * (8 if i == 0 and region == "Asia" else 1),
                "growth": rng.uniform(0.004, 0.03), "first": 1950, "last": 2020,
            })
    # The two giants of the story (the highlighted ones), and the dissolving ones.
    result[0]["pop0"], result[0]["growth"], result[0]["takeoff"] = 550e6, 0.014, 1982
    result[1]["pop0"], result[1]["growth"], result[1]["takeoff"] = 370e6, 0.02, 1995
    for c in (result[50], result[51]):
        c["last"] = 1990
    for k in range(3):
        newcomer = dict(result[50 + k % 2])
        newcomer["name"] = invented_name(rng, REGIONS["Europe"][0], taken)
        newcomer["first"], newcomer["last"], newcomer["pop0"] = 1991, 2020, result[50]["pop0"] / 3
        result.append(newcomer)
    return result


def main():
    rng = random.Random(1950)
    rows = []
    for c in countries(rng):
        income, life = c["income0"], None
        for year in YEARS:
            t = year - 1950
            boom = 1 / (1 + math.exp(-(year - c["takeoff"]) / 6))
            income *= 1 + 0.012 + c["rate"] * boom * max(0, 1 - income / c["ceiling"]) + rng.gauss(0, 0.025)
            if year in (1974, 1981, 2009) and rng.random() < 0.6:
                income *= rng.uniform(0.9, 0.97)
            income = max(income, 250)
            preston = 82 - 55 * math.exp(-income / 4500) - 14 * math.exp(-(year - 1935 - c["lag"]) / 40)
            life = preston if life is None else life + 0.35 * (preston - life) + rng.gauss(0, 0.35)
            if c["region"] == "Africa" and 1990 <= year <= 2004:
                life -= 0.6 * rng.random()
            population = c["pop0"] * math.exp(c["growth"] * t) / (1 + c["growth"] * t * 0.15)
            if c["first"] <= year <= c["last"]:
                rows.append((year, c["name"], c["region"], round(income), round(life, 1), round(population)))
    with open(OUT, "w", newline="") as f:
        writer = csv.writer(f, lineterminator="\n")
        writer.writerow(["year", "country", "region", "income", "lifeExpectancy", "population"])
        writer.writerows(rows)
    print(f"wrote {len(rows)} rows to {OUT}")


if __name__ == "__main__":
    main()
