"""The seed bar chart clip in matplotlib, for Benchmarks/Others/compare.py: 1920×1080, 60 fps,
3 s, written with FuncAnimation and FFMpegWriter (libx264). The same motion as
seed_bar_manim.py and Benchmarks/Others/seed-bar.yaml. Run: python seed_bar_matplotlib.py OUT.mp4
"""
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.animation import FFMpegWriter, FuncAnimation  # noqa: E402

VALUES = [30, 45, 44, 60, 95, 2, 8, 9]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug"]
FPS, SECONDS = 60, 3


def ease_out(t):
    return 1 - (1 - t) * (1 - t)


fig = plt.figure(figsize=(19.2, 10.8), dpi=100, facecolor="white")
ax = fig.add_axes([(960 - 540) / 1920, 0.08, 1080 / 1920 * 0.86, 0.86], facecolor="#ebebeb")
ax.set_xlim(0, 8)
ax.set_ylim(0, 100)
ax.set_yticks(range(10, 101, 10))
ax.grid(axis="y", color="#999999")
ax.set_axisbelow(True)
for spine in ax.spines.values():
    spine.set_visible(False)
ax.set_xticks([])
bars = ax.bar([i + 0.5 for i in range(8)], [0] * 8, width=0.45, color="#0000ff")
values = [ax.text(i + 0.5, v - 4, str(v), color="white", ha="center", fontsize=24, alpha=0) for i, v in enumerate(VALUES)]
months = [ax.text(i + 0.5, -3, m, rotation=90, ha="center", va="top", fontsize=24, alpha=0) for i, m in enumerate(MONTHS)]
border, = ax.plot([], [], color="black", linewidth=3, clip_on=False)
corners = [(8, 0), (8, 100), (0, 100), (0, 0), (8, 0)]


def frame(n):
    t = n / FPS
    # The border draws on over 1 s along its four sides.
    length = min(t, 1) * 4
    points = [corners[0]]
    for k in range(4):
        if length <= 0:
            break
        (x0, y0), (x1, y1) = corners[k], corners[k + 1]
        f = min(length, 1)
        points.append((x0 + (x1 - x0) * f, y0 + (y1 - y0) * f))
        length -= 1
    border.set_data(*zip(*points))
    for i, (bar, v) in enumerate(zip(bars, VALUES)):
        bar.set_height(v * ease_out(min(max((t - i / 8) * 8, 0), 1)))
    alpha = ease_out(min(max((t - 1) / 0.5, 0), 1))
    for text in values + months:
        text.set_alpha(alpha)
    return [border, *bars, *values, *months]


FuncAnimation(fig, frame, frames=FPS * SECONDS).save(
    sys.argv[1], writer=FFMpegWriter(fps=FPS, codec="libx264", extra_args=["-pix_fmt", "yuv420p", "-crf", "20", "-preset", "veryfast"]))
