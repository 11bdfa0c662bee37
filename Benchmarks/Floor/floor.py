"""Issue 27, "speed at the floor": `reel render` against x264 alone encoding the same frames with
the same settings, at 1920×1080, alternating the two sides ROUNDS times in one run (default 5);
the figure is the ratio of the median wall times, CPU time beside it.

The Reel side is the release `reel render SCENE --size 1920x1080 [--fps F] -o OUT.mp4`, whole
(start-up, scene decoding, drawing, colour conversion, encoding, muxing). The x264 side is FFmpeg's
command line encoding the very frames Reel draws, drawn and converted to raw YUV 4:2:0 (BT.709,
limited range) in /dev/shm before any clock starts, with libx264 `veryfast`, crf 20, yuv420p and
the same colour tags, twice: with libx264's default threading and settings (what
`ffmpeg -c:v libx264 -preset veryfast -crf 20` does; the issue's figure), and with the settings
Reel fixes for the same bytes on any machine (2 frame threads, `mbtree=0`; see
docs/benchmarks.md, "Determinism's price"). Each side runs in a fresh process; the order of the
sides rotates every round. The load average is printed with each round: the machine is
shared, so only ratios measured together mean anything.

Not a test: the figures depend on the machine and its load. Usage (from the package root):
    python3 Benchmarks/Floor/floor.py [ROUNDS] [CASE...]   (cases: bar-chart bar-race line-race)
    REEL=path/to/reel python3 Benchmarks/Floor/floor.py     (another build)
    REEL_BEFORE=path/to/old/reel python3 Benchmarks/Floor/floor.py
        (a fourth side, "before": another build timed in the same rotation, to measure a change
        against the same load)
"""

import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
from timing import load, timed  # noqa: E402

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
REEL = pathlib.Path(os.environ.get("REEL", ROOT / ".build" / "release" / "reel"))
BEFORE = pathlib.Path(os.environ["REEL_BEFORE"]) if os.environ.get("REEL_BEFORE") else None
SIZE = (1920, 1080)

# name: (scene, frame rate, extra options). The seed bar chart is letterboxed onto 1920×1080 at
# 60 fps as in issue 27; the races are 1920×1080 scenes rendered at their own 30 fps.
CASES = {
    "bar-chart": (ROOT / "scenes" / "bar-chart.yaml", 60, []),
    "bar-race": (ROOT / "scenes" / "bar-race.yaml", 30, []),
    "line-race": (ROOT / "scenes" / "line-race.yaml", 30, []),
}
X264 = ["-c:v", "libx264", "-preset", "veryfast", "-crf", "20", "-pix_fmt", "yuv420p",
        "-color_range", "tv", "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709"]
REEL_SETTINGS = ["-threads", "2", "-x264-params", "mbtree=0"]


def reel_arguments(scene, fps, extra):
    return [scene, "--size", f"{SIZE[0]}x{SIZE[1]}", "--fps", str(fps), "--quiet", *extra]


def raw_frames(name, scene, fps, extra, work, memory):
    """Reel's frames of the case as raw YUV 4:2:0 in `memory`, drawn before any clock starts."""
    frames = work / f"{name}-frames"
    subprocess.run([REEL, "render", *reel_arguments(scene, fps, extra), "-o", f"{frames}/"], check=True)
    raw = memory / f"{name}.yuv"
    subprocess.run(["ffmpeg", "-loglevel", "error", "-y", "-framerate", str(fps), "-i", frames / "frame_%05d.png",
                    "-vf", "scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int",
                    "-pix_fmt", "yuv420p", "-f", "rawvideo", raw], check=True)
    count = len(list(frames.glob("frame_*.png")))
    shutil.rmtree(frames)
    return raw, count


def run_case(name, rounds, work, memory):
    scene, fps, extra = CASES[name]
    raw, count = raw_frames(name, scene, fps, extra, work, memory)
    source = ["ffmpeg", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "yuv420p",
              "-s", f"{SIZE[0]}x{SIZE[1]}", "-framerate", str(fps), "-i", raw]
    sides = {
        "reel": [REEL, "render", *reel_arguments(scene, fps, extra), "-o", work / "reel.mp4"],
        "x264": [*source, *X264, work / "x264.mp4"],
        "x264-fixed": [*source, *X264, *REEL_SETTINGS, work / "x264-fixed.mp4"],
    }
    if BEFORE:
        sides["before"] = [BEFORE, "render", *reel_arguments(scene, fps, extra), "-o", work / "before.mp4"]
    times = {side: [] for side in sides}
    print(f"{name}: {scene.relative_to(ROOT)} at {SIZE[0]}×{SIZE[1]}, {fps} fps, {count} frames")
    order = list(sides)
    for round in range(rounds):
        loads = [load()]
        for side in order[round % len(order):] + order[:round % len(order)]:
            times[side].append(timed(sides[side]))
            loads.append(load())
        cells = ", ".join(f"{side} {times[side][-1][0]:.2f} s (CPU {times[side][-1][1]:.2f})" for side in sides)
        print(f"  round {round + 1}: {cells}; ratio {times['reel'][-1][0] / times['x264'][-1][0]:.2f}; load {'–'.join(loads)}", flush=True)
    wall = {side: statistics.median(t[0] for t in times[side]) for side in sides}
    cpu = {side: statistics.median(t[1] for t in times[side]) for side in sides}
    print(f"  median: reel {wall['reel']:.2f} s (CPU {cpu['reel']:.2f}), x264 default {wall['x264']:.2f} s (CPU {cpu['x264']:.2f}), "
          f"x264 with Reel's settings {wall['x264-fixed']:.2f} s (CPU {cpu['x264-fixed']:.2f})"
          + (f", before {wall['before']:.2f} s (CPU {cpu['before']:.2f})" if BEFORE else ""))
    print(f"  ratio against x264 default: {wall['reel'] / wall['x264']:.3f} (CPU {cpu['reel'] / cpu['x264']:.3f}); "
          f"against x264 with Reel's settings: {wall['reel'] / wall['x264-fixed']:.3f} (CPU {cpu['reel'] / cpu['x264-fixed']:.3f})", flush=True)
    if BEFORE:
        print(f"  before against x264 default: {wall['before'] / wall['x264']:.3f} (CPU {cpu['before'] / cpu['x264']:.3f}); "
              f"after against before: {wall['reel'] / wall['before']:.3f} (CPU {cpu['reel'] / cpu['before']:.3f})", flush=True)
    raw.unlink()


def main():
    arguments = sys.argv[1:]
    rounds = int(arguments.pop(0)) if arguments and arguments[0].isdigit() else 5
    names = arguments or list(CASES)
    unknown = [n for n in names if n not in CASES]
    if unknown:
        sys.exit(f"floor.py: unknown case {', '.join(unknown)}; the cases are {', '.join(CASES)}")
    if not REEL.exists():
        sys.exit(f"floor.py: no {REEL}; run `make build` first")
    # Raw frames in memory (tmpfs), so that reading them costs the x264 side no disk time
    # (Reel writes no PNG sequence into /dev/shm, a system folder: those go to the temp dir).
    shm = pathlib.Path("/dev/shm") if pathlib.Path("/dev/shm").is_dir() else None
    with tempfile.TemporaryDirectory(prefix="reel-floor-") as work, tempfile.TemporaryDirectory(prefix="reel-floor-", dir=shm) as memory:
        print(f"{os.cpu_count()} cores, {rounds} rounds, sides in a rotating order, {REEL}" + (f", before: {BEFORE}" if BEFORE else ""))
        for name in names:
            run_case(name, rounds, pathlib.Path(work), pathlib.Path(memory))


if __name__ == "__main__":
    main()
