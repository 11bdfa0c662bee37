"""The bar_chart_race side of the benchmark: the same data, size, frame rate and codec as
bar-race.yaml, written by matplotlib through ffmpeg (libx264, crf 23, preset medium, yuv420p).

Usage: python bar_chart_race_side.py DATA.csv OUT.mp4 [PERIODS]   (the first PERIODS years only)
"""
import sys

import bar_chart_race as bcr
import imageio_ffmpeg
import matplotlib
import pandas as pd

matplotlib.use("Agg")
matplotlib.rcParams["animation.ffmpeg_path"] = imageio_ffmpeg.get_ffmpeg_exe()
# bar_chart_race passes the frame rate itself (1000 / period_length × steps_per_period = 30).
matplotlib.rcParams["animation.codec"] = "libx264"
matplotlib.rcParams["animation.ffmpeg_args"] = ["-crf", "23", "-preset", "medium", "-pix_fmt", "yuv420p"]

FPS, PERIOD_SECONDS = 30, 0.6

data, out = sys.argv[1], sys.argv[2]
wide = pd.read_csv(data).pivot(index="year", columns="country", values="twh")
wide.index = wide.index.astype(str)
if len(sys.argv) > 3:
    wide = wide.iloc[: int(sys.argv[3])]
bcr.bar_chart_race(
    df=wide,
    filename=out,
    n_bars=10,
    steps_per_period=round(FPS * PERIOD_SECONDS),
    period_length=round(PERIOD_SECONDS * 1000),
    interpolate_period=False,
    figsize=(19.2, 10.8),
    dpi=100,
    title="Renewable electricity generation",
    period_label={"x": 0.97, "y": 0.1, "ha": "right", "size": 90},
    bar_label_size=14,
    tick_label_size=14,
    writer="ffmpeg",
)
