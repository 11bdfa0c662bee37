"""Reel against Manim CE and matplotlib on the same clip: the seed bar chart, 1920×1080, 60 fps,
3 s, H.264 (libx264) in MP4 (seed-bar.yaml, seed_bar_manim.py, seed_bar_matplotlib.py: the same
panel, grid, border drawing on, bars rising one after another and labels fading in). The three
alternate ROUNDS times in one run; the figures are the ratios of their median wall times, start-up
included. Manim and matplotlib run from a venv this script creates under Benchmarks/
(git-ignored). Not a test: the figures depend on the machine and its load. Usage:
    python3 Benchmarks/Others/compare.py [ROUNDS]      (default 3)
"""
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
VENV = ROOT / "Benchmarks" / ".venv-manim"
REEL = ROOT / ".build" / "release" / "reel"


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    if not (VENV / "bin" / "manim").exists():
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
        subprocess.run([VENV / "bin" / "pip", "install", "-q", "manim", "matplotlib"], check=True)
    subprocess.run(["make", "build"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)  # its flags, or .build/ starts over
    work = pathlib.Path(tempfile.mkdtemp())
    sides = {
        "reel": [REEL, "render", HERE / "seed-bar.yaml", "-o", work / "reel.mp4", "--preset", "veryfast", "--crf", "20", "--quiet"],
        "manim": [VENV / "bin" / "manim", "render", "-q", "h", "--fps", "60", "--media_dir", work / "manim",
                  "--disable_caching", "--progress_bar", "none", HERE / "seed_bar_manim.py", "SeedBarChart"],
        "matplotlib": [VENV / "bin" / "python", HERE / "seed_bar_matplotlib.py", work / "matplotlib.mp4"],
    }
    times = {name: [] for name in sides}
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")
    try:
        for n in range(rounds):
            for name, command in sides.items():
                start = time.monotonic()
                subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=work)
                times[name].append(time.monotonic() - start)
            print(f"round {n + 1}: " + ", ".join(f"{name} {t[-1]:.2f} s" for name, t in times.items()))
        reel = statistics.median(times["reel"])
        print(f"median: reel {reel:.2f} s; " + "; ".join(
            f"{name} {statistics.median(t):.2f} s ({statistics.median(t) / reel:.1f}× Reel's time)"
            for name, t in times.items() if name != "reel"))
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
