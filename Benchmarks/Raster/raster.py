"""The render-bound paths of issue 13, measured with the release `reel` (run by `make bench`):

1. PNG: the size/speed table of PNG filters and zlib/libdeflate/ISA-L levels on a 1080p chart frame
   (png-table.c, beside Cairo's writer), hence Reel's PNG cost per 1080p frame;
2. `reel frames` against `reel render -o DIR/` on the 1080p60 benchmark bar chart (3 s, 180
   frames), alternating the two sides ROUNDS times: the ratio of their median wall times, and
   the cores each keeps busy (CPU time / wall time);
3. `reel still` of a 1080p chart frame, start-up included: median and best wall time, CPU time,
   with its default (fast) compression and with `--compression standard`, and the same for
   `reel --version` (the floor: process start-up alone), alternating;
4. GIF of the seed bar chart at 640×480, 30 fps: Reel's against FFmpeg's two-pass
   palettegen (stats_mode=diff) / paletteuse (sierra2_4a, diff_mode=rectangle) made from the
   same frames, size and SSIM against the frames, and Reel's time and peak memory; then Reel's
   size and SSIM at each --dither amount, on the chart and on the gradient scene
   scenes/gradient-line.yaml and the wide gradients of gradient-bands.yaml (against FFmpeg's
   sierra2_4a and undithered paletteuse).

Not a test: the figures depend on the machine and its load. Usage (from the package root):
    python3 Benchmarks/Raster/raster.py [ROUNDS] [SECTION...]   (default 3 rounds, every section:
                                                               png frames still gif)
"""

import os
import pathlib
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
from timing import timed  # noqa: E402

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
REEL = ROOT / ".build" / "release" / "reel"
BAR_1080 = ROOT / "Benchmarks" / "Benchmarks" / "ExportBenchmarks" / "bar-chart.yaml"
BAR_640 = HERE / "bar-chart-640.yaml"
GRADIENT = ROOT / "scenes" / "gradient-line.yaml"
BANDS = HERE / "gradient-bands.yaml"
SECTIONS = ("png", "frames", "still", "gif")


def png_table(work):
    frame = work / "frame-1080.png"
    subprocess.run([REEL, "still", BAR_1080, "--at", "3", "-o", frame, "--quiet"], check=True)
    binary = work / "png-table"
    cflags = subprocess.run(["pkg-config", "--cflags", "--libs", "cairo"], capture_output=True, text=True, check=True).stdout.split()
    subprocess.run(["cc", "-O2", "-o", binary, HERE / "png-table.c", ROOT / "Sources/CPNG/png_encoder.c",
                    "-I", ROOT / "Sources/CPNG/include", *cflags, "-lz", "-ldeflate", "-lisal"], check=True)
    print("== PNG: size/speed table (1080p bar chart frame)")
    subprocess.run([binary, frame, "5"], check=True)


def frames_against_render(work, rounds):
    print("== reel frames against reel render -o DIR/ (1080p60 bar chart, 3 s = 180 frames)")
    sides = {"frames": [], "render": []}
    cores = {"frames": [], "render": []}
    for n in range(rounds):
        for side in ("frames", "render"):
            out = work / f"{side}-{n}"
            if side == "frames":
                command = [REEL, "frames", BAR_1080, "-o", out, "--range", "0..3s", "--quiet"]
            else:
                command = [REEL, "render", BAR_1080, "-o", str(out) + "/", "--range", "0..3s", "--quiet"]
            wall, cpu = timed(command)
            sides[side].append(wall)
            cores[side].append(cpu / wall)
            shutil.rmtree(out)
        print(f"  round {n + 1}: frames {sides['frames'][-1]:.2f} s ({cores['frames'][-1]:.2f} cores), "
              f"render {sides['render'][-1]:.2f} s ({cores['render'][-1]:.2f} cores)")
    frames, render = statistics.median(sides["frames"]), statistics.median(sides["render"])
    print(f"  median: frames {frames:.2f} s, render -o DIR/ {render:.2f} s; frames/render = {frames / render:.2f}; "
          f"cores busy: frames {statistics.median(cores['frames']):.2f}, render {statistics.median(cores['render']):.2f} "
          f"of {os.cpu_count()}")
    print(f"  per frame: frames {frames / 180 * 1000:.1f} ms, render {render / 180 * 1000:.1f} ms (wall)")


def still(work, rounds):
    print("== reel still, 1080p bar chart frame, start-up included (and `reel --version`, the start-up floor)")
    sides = {"still": [], "still --compression standard": [], "version": []}
    for _ in range(max(rounds, 5) * 4):
        sides["still"].append(timed([REEL, "still", BAR_1080, "--at", "3", "-o", work / "still.png", "--quiet"]))
        sides["still --compression standard"].append(
            timed([REEL, "still", BAR_1080, "--at", "3", "-o", work / "still.png", "--compression", "standard", "--quiet"]))
        sides["version"].append(timed([REEL, "--version"]))
    for side, runs in sides.items():
        walls, cpus = [wall for wall, _ in runs], [cpu for _, cpu in runs]
        print(f"  {side}: median {statistics.median(walls) * 1000:.0f} ms, best {min(walls) * 1000:.0f} ms, "
              f"CPU median {statistics.median(cpus) * 1000:.0f} ms over {len(runs)} runs")


def ssim(gif, frames):
    """Mean SSIM of a GIF's frames (at 30 fps) against the PNG frames."""
    result = subprocess.run(
        ["ffmpeg", "-hide_banner", "-i", gif, "-framerate", "30", "-i", frames / "frame_%05d.png",
         "-lavfi", "[0:v]fps=30,format=rgb24[a];[1:v]format=rgb24[b];[a][b]ssim", "-f", "null", "-"],
        capture_output=True, text=True, check=True).stderr
    return float(re.findall(r"All:([0-9.]+)", result)[-1])


def ffmpeg_gif(frames, out, palette, dither):
    """FFmpeg's two-pass GIF of the PNG frames: palettegen (stats_mode=diff), then paletteuse."""
    subprocess.run(["ffmpeg", "-v", "error", "-y", "-framerate", "30", "-i", frames / "frame_%05d.png",
                    "-vf", "palettegen=stats_mode=diff", palette], check=True)
    subprocess.run(["ffmpeg", "-v", "error", "-y", "-framerate", "30", "-i", frames / "frame_%05d.png", "-i", palette,
                    "-lavfi", f"paletteuse=dither={dither}:diff_mode=rectangle", out], check=True)


def gif_sizes(work, scene, name, frames, reference):
    """Reel's GIF of `scene` at each --dither amount: bytes, ratio to `reference` bytes, SSIM."""
    for dither in DITHERS:
        out = work / f"{name}-dither-{dither}.gif"
        subprocess.run([REEL, "render", scene, "-o", out, "--dither", str(dither), "--quiet"], check=True)
        size = out.stat().st_size
        default = " (default)" if dither == 0 else ""
        print(f"  reel --dither {dither:<4}: {size:8d} bytes = {size / reference:.3f}× ffmpeg's, SSIM {ssim(out, frames):.6f}{default}")


# The --dither amounts the GIF section measures on the chart and on a gradient.
DITHERS = (0, 0.25, 0.5, 1)


def gif(work, rounds):
    print("== GIF: seed bar chart 640×480, 30 fps, 7.5 s")
    if shutil.which("ffmpeg") is None:
        print("  skipped: the ffmpeg command (Debian's ffmpeg) is not installed")
        return
    frames = work / "gif-frames"
    subprocess.run([REEL, "frames", BAR_640, "-o", frames, "--quiet"], check=True)
    reel_gif, ffmpeg_sierra, palette = work / "reel.gif", work / "ffmpeg.gif", work / "palette.png"
    reel_times, ffmpeg_times = [], []
    for _ in range(rounds):
        start = time.monotonic()
        subprocess.run(["/usr/bin/time", "-f", "%M", "-o", work / "rss.txt", REEL, "render", BAR_640, "-o", reel_gif, "--quiet"], check=True)
        reel_times.append(time.monotonic() - start)
        start = time.monotonic()
        ffmpeg_gif(frames, ffmpeg_sierra, palette, "sierra2_4a")
        ffmpeg_times.append(time.monotonic() - start)
    rss = int((work / "rss.txt").read_text().split()[-1]) // 1024
    reel_size, ffmpeg_size = reel_gif.stat().st_size, ffmpeg_sierra.stat().st_size
    ffmpeg_none = work / "ffmpeg-none.gif"
    ffmpeg_gif(frames, ffmpeg_none, palette, "none")
    print(f"  reel:   {reel_size:8d} bytes, SSIM {ssim(reel_gif, frames):.6f}, render {statistics.median(reel_times):.2f} s "
          f"(drawing included), peak RSS {rss} MB")
    print(f"  ffmpeg: {ffmpeg_size:8d} bytes, SSIM {ssim(ffmpeg_sierra, frames):.6f}, palettegen+paletteuse (sierra2_4a) "
          f"{statistics.median(ffmpeg_times):.2f} s (from PNG frames already drawn)")
    print(f"  reel/ffmpeg size = {reel_size / ffmpeg_size:.3f}")
    print(f"  ffmpeg paletteuse dither=none: {ffmpeg_none.stat().st_size} bytes, SSIM {ssim(ffmpeg_none, frames):.6f}")
    gif_sizes(work, BAR_640, "bar", frames, ffmpeg_size)

    # SSIM counts dither noise against a GIF and hardly sees bands: judge gradients by eye too.
    for scene, name in ((GRADIENT, "gradient"), (BANDS, "bands")):
        print(f"== GIF dithering on a gradient: {scene.relative_to(ROOT)}")
        frames = work / f"{name}-frames"
        subprocess.run([REEL, "frames", scene, "-o", frames, "--quiet"], check=True)
        for dither in ("sierra2_4a", "none"):
            out = work / f"{name}-ffmpeg-{dither}.gif"
            ffmpeg_gif(frames, out, palette, dither)
            if dither == "sierra2_4a":
                reference = out.stat().st_size
            print(f"  ffmpeg paletteuse dither={dither}: {out.stat().st_size:8d} bytes, SSIM {ssim(out, frames):.6f}")
        gif_sizes(work, scene, name, frames, reference)


def main():
    sys.stdout.reconfigure(line_buffering=True)  # progress shows in a log file as it comes
    args = sys.argv[1:]
    rounds = int(args.pop(0)) if args and args[0].isdigit() else 3
    sections = args or SECTIONS
    if unknown := set(sections) - set(SECTIONS):
        sys.exit(f"unknown section {', '.join(sorted(unknown))}: choose from {', '.join(SECTIONS)}")
    subprocess.run(["make", "build"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)  # its flags, or .build/ starts over
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")
    work = pathlib.Path(tempfile.mkdtemp())
    try:
        if "png" in sections:
            png_table(work)
        if "frames" in sections:
            frames_against_render(work, rounds)
        if "still" in sections:
            still(work, rounds)
        if "gif" in sections:
            gif(work, rounds)
        print(f"load average at the end {os.getloadavg()[0]:.1f}")
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
