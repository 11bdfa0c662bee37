"""Issue 27: Reel's bubble race (scenes/gapminder.yaml) against plotly's animated scatter
(`plotly.express.scatter(animation_frame=…)`) exported frame by frame with kaleido, on the same
data (scenes/data/gapminder.csv), size (1920×1080), frame rate and length, both ending in an
H.264 MP4 (libx264 `veryfast` crf 20, yuv420p). plotly does not tween between the frames of its
animation when exporting, so its side draws the same in-between frames Reel draws: every video
frame's data interpolated between its two periods (x on the log axis in log space), one figure
each, written as PNGs through one kaleido browser session, then encoded by FFmpeg. The two sides
alternate ROUNDS times (default 3); the figure is the ratio of their median wall times.

The plotly side runs in a git-ignored venv (Benchmarks/.venv-plotly, made from requirements.txt
by scripts/python-env.sh) with Debian's chromium for kaleido. Not a test: the figures depend on
the machine and its load. Usage (from the package root):
    python3 Benchmarks/Plotly/compare.py [ROUNDS] [PERIODS]   (PERIODS: only the first N years)
    python3 Benchmarks/Plotly/compare.py plotly-side OUT.mp4 PERIODS   (one plotly render; internal)
"""

import math
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
from timing import load, timed  # noqa: E402

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
REEL = pathlib.Path(os.environ.get("REEL", ROOT / ".build" / "release" / "reel"))
SCENE = ROOT / "scenes" / "gapminder.yaml"
DATA = ROOT / "scenes" / "data" / "gapminder.csv"
# scenes/gapminder.yaml's timing: year k at 0.5 s + k × 0.25 s, 30 fps.
FPS, START, PERIOD = 30, 0.5, 0.25
WIDTH, HEIGHT = 1920, 1080


def plotly_side(out, periods):
    import pandas as pd
    import plotly.express as px
    import plotly.io as pio

    table = pd.read_csv(DATA)
    years = sorted(table["year"].unique())[:periods]
    table = table[table["year"].isin(years)]
    wide = {column: table.pivot(index="year", columns="country", values=column) for column in ("income", "lifeExpectancy", "population")}
    regions = table.drop_duplicates("country").set_index("country")["region"]
    x_range = [math.log10(table["income"].min() * 0.8), math.log10(table["income"].max() * 1.25)]
    y_range = [table["lifeExpectancy"].min() - 3, table["lifeExpectancy"].max() + 3]
    frames = round(FPS * (START + (len(years) - 1) * PERIOD + 1))
    figures = []
    for n in range(frames):
        position = min(max((n / FPS - START) / PERIOD, 0), len(years) - 1)
        k = min(int(position), len(years) - 2) if len(years) > 1 else 0
        t = position - k
        eased = t * t * (3 - 2 * t)  # close to Reel's easeInEaseOut
        a, b = years[k], years[min(k + 1, len(years) - 1)]
        income = 10 ** ((1 - eased) * wide["income"].loc[a].apply(math.log10) + eased * wide["income"].loc[b].apply(math.log10))
        frame = pd.DataFrame({
            "income": income,
            "lifeExpectancy": (1 - eased) * wide["lifeExpectancy"].loc[a] + eased * wide["lifeExpectancy"].loc[b],
            "population": (1 - eased) * wide["population"].loc[a] + eased * wide["population"].loc[b],
        }).dropna()
        frame["region"] = regions.reindex(frame.index).values
        frame["country"] = frame.index
        figure = px.scatter(frame, x="income", y="lifeExpectancy", size="population", color="region", hover_name="country",
                            log_x=True, size_max=60, range_x=[10 ** x_range[0], 10 ** x_range[1]], range_y=y_range,
                            title=f"Health and wealth of sixty invented nations · {a if t < 0.5 else b}")
        figure.update_layout(width=WIDTH, height=HEIGHT, xaxis_title="Income per person (GDP/capita, PPP$)",
                             yaxis_title="Life expectancy (years)")
        figures.append(figure)
    with tempfile.TemporaryDirectory() as work:
        paths = [f"{work}/frame_{n:05d}.png" for n in range(frames)]
        pio.write_images(figures, paths, format="png", width=WIDTH, height=HEIGHT)
        subprocess.run(["ffmpeg", "-loglevel", "error", "-y", "-framerate", str(FPS), "-i", f"{work}/frame_%05d.png",
                        "-c:v", "libx264", "-preset", "veryfast", "-crf", "20", "-pix_fmt", "yuv420p", out], check=True)


def main():
    arguments = sys.argv[1:]
    if arguments[:1] == ["plotly-side"]:
        plotly_side(arguments[1], int(arguments[2]))
        return
    rounds = int(arguments[0]) if arguments else 3
    if not SCENE.exists() or not DATA.exists():
        sys.exit(f"compare.py: {SCENE.relative_to(ROOT)} or its data is missing (the bubble race of issue 27)")
    years = len({line.split(",", 1)[0] for line in DATA.read_text().splitlines()[1:]})
    periods = int(arguments[1]) if len(arguments) > 1 else years
    python = subprocess.run([ROOT / "scripts" / "python-env.sh", ROOT / "Benchmarks" / ".venv-plotly", HERE / "requirements.txt",
                             "the plotly benchmark"], check=True, capture_output=True, text=True).stdout.strip()
    end = START + (periods - 1) * PERIOD + 1
    frames = round(FPS * end)
    with tempfile.TemporaryDirectory() as work:
        reel = [REEL, "render", SCENE, "-o", f"{work}/reel.mp4", "--quiet", "--range", f"0f..{frames}f"]
        plotly = [python, __file__, "plotly-side", f"{work}/plotly.mp4", str(periods)]
        times = {"reel": [], "plotly": []}
        print(f"bubble race, {periods} periods, {frames} frames at {WIDTH}×{HEIGHT} {FPS} fps; {os.cpu_count()} cores")
        for turn in range(rounds):
            for side in (["reel", "plotly"] if turn % 2 == 0 else ["plotly", "reel"]):
                times[side].append(timed(reel if side == "reel" else plotly))
            print(f"  round {turn + 1}: reel {times['reel'][-1][0]:.2f} s (CPU {times['reel'][-1][1]:.2f}), "
                  f"plotly {times['plotly'][-1][0]:.2f} s (CPU {times['plotly'][-1][1]:.2f}), load {load()}", flush=True)
        reel_wall = statistics.median(t[0] for t in times["reel"])
        plotly_wall = statistics.median(t[0] for t in times["plotly"])
        print(f"median: reel {reel_wall:.2f} s, plotly + kaleido {plotly_wall:.2f} s: Reel is {plotly_wall / reel_wall:.1f}× faster "
              f"(ratio reel/plotly {reel_wall / plotly_wall:.3f})")


if __name__ == "__main__":
    main()
