"""Measures the studio parts of `reel preview` (release build) in headless chromium, printing:

- a generated 500-layer, 60 s scene: the time to fetch and draw its timeline (until painted),
  a scrub (dragging the ruler: each step's time from the pointer event to the next painted frame
  of the page, and until the frame image follows the last step), and a zoom step (Ctrl+wheel,
  to the next painted frame);
- playback of 1920×1080 scenes with the timeline open (the 60 fps benchmark bar chart, and the
  same at 30 fps), looping its first 2 s: frames shown per second over a fixed 3 s span of a
  later pass, and the frames dropped in it (their time came while playing and they were never
  shown), the CPU time chromium's processes and the server spent per frame shown in it, the
  median of --runs runs, with the machine's load average.

Not a test (it measures time, so it depends on the machine's load): run it by hand,
  .venv/bin/python Benchmarks/Preview/studio-measure.py [--playback-only | --layers-only]
      [--runs N] [--timeline-closed] [--binaries A B ...]
after `make build` and `scripts/browser-env.sh`. REEL_BINARY names another build; --binaries
compares builds, alternating them run by run so that the load changes both alike.

Measured 2026-11-26 on the 2-core machine (release builds, load average 9-10 from other
engineers' builds), alternating the build before this session's playback work (whole PNGs through
an <img>, the playhead moved by layout) with the one after it (patches drawn on a canvas, the
playhead moved by a transform), median of 3 runs each (the runs in brackets), timeline open:
  1920x1080 at 60 fps: before 38.6 fps shown [29.6, 42.7, 38.6], after 54.8 [55.8, 54.3, 54.8] with
    5.6 dropped a second; chromium's CPU per frame shown 28.4 ms before, 14.2 ms after (server
    0.9 / 0.7 ms); frame round trip 147 / 54 ms
  1920x1080 at 30 fps: before 30.2 fps shown [30.2, 29.9, 30.3], after 30.0 [30.0, 30.3, 22.1];
    chromium's CPU per frame 28.7 / 16.7 ms
Another pair at load average 10: 60 fps before 34.3 [33.1, 41.9, 34.3], after 49.5 [56.2, 48.6,
49.5]; and at 5.5 (after without the display-clock alignment): before 39.5, after 56.8. With the
timeline hidden chromium spends about 1 ms less per frame (4.4 ms of its main thread before the
transform). The frames still dropped are display frames chromium's main thread missed on the
loaded cores (its per-frame commit, layerizing and compositing), not late frames. Without the
other builds (load average 1.8, the build after): 60 fps 60.2 [60.2, 60.2, 60.3], none dropped,
chromium 13.6 ms a frame; 30 fps 30.0.
"""

import importlib.util
import os
import pathlib
import shutil
import statistics
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "Browser"))
os.environ.setdefault("REEL_BINARY", str(ROOT / ".build" / "release" / "reel"))

from conftest import ServerProcess, reel_binary  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

# The playback rate as preview-measure.py counts it.
_spec = importlib.util.spec_from_file_location("preview_measure", pathlib.Path(__file__).with_name("preview-measure.py"))
_preview_measure = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_preview_measure)
played_fps = _preview_measure.played_fps

BAR_CHART_1080P = ROOT / "Benchmarks" / "Benchmarks" / "ExportBenchmarks" / "bar-chart.yaml"


def many_layers_scene(groups: int = 20, per_group: int = 24, duration: float = 60) -> str:
    """`groups` groups of `per_group` squares (groups + groups × per_group layers: 500), each
    square with a keyframe animation that repeats, staggered over the scene."""
    lines = ["size: [1280, 720]", "fps: 30", f"duration: {duration}", 'background: "#ffffff"', "layers:"]
    for g in range(groups):
        lines += [f"  - id: group-{g}", f"    frame: [{(g % 5) * 250 + 10}, {(g // 5) * 175 + 10}, 240, 165]", "    sublayers:"]
        for i in range(per_group):
            begin = (g * per_group + i) * duration / (groups * per_group)
            lines += [
                f"      - frame: [{(i % 6) * 40}, {(i // 6) * 40}, 34, 34]",
                f'        backgroundColor: "#{(g * 12) % 256:02x}{(i * 10) % 256:02x}c0"',
                "        animations:",
                f"          - {{keyPath: opacity, values: [1, 0.2, 1], duration: 2, beginTime: {begin:.3f}, repeatCount: 3}}",
            ]
    return "\n".join(lines) + "\n"


STEP_TIMES = """() => new Promise((resolve) => {
  // Each pointer event's time to the next frame the page paints, for the moves of one drag.
  const gaps = [];
  const scroll = document.getElementById("timeline-scroll");
  const listener = (event) => {
    const stamp = event.timeStamp;
    requestAnimationFrame(() => setTimeout(() => gaps.push(performance.now() - stamp), 0));
  };
  scroll.addEventListener("pointermove", listener, true);
  window.__studioGaps = { gaps, stop: () => scroll.removeEventListener("pointermove", listener, true) };
  resolve();
})"""


def measure_many_layers(browser, work: pathlib.Path):
    scene = work / "many-layers.yaml"
    scene.write_text(many_layers_scene())
    server = ServerProcess([reel_binary(), "preview", scene, "--port", "0"])
    try:
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(server.url + "#t=0")
        page.wait_for_function("() => window.reelPreview && window.reelPreview.timelineStats", timeout=120_000)
        stats = page.evaluate("window.reelPreview.timelineStats")
        rows = page.locator("#timeline [data-layer]").count()
        print(f"500-layer scene: {rows} rows; timeline fetched in {stats['fetchMs']:.0f} ms, built in {stats['drawMs']:.0f} ms, "
              f"painted {stats['paintedMs']:.0f} ms after the answer")
        page.evaluate(STEP_TIMES)
        lane = page.locator("#timeline-ruler .lane").bounding_box()
        y = lane["y"] + lane["height"] / 2
        page.mouse.move(lane["x"] + 5, y)
        page.mouse.down()
        steps = 60
        began = time.monotonic()
        for i in range(1, steps + 1):
            page.mouse.move(lane["x"] + 5 + (lane["width"] - 10) * i / steps, y)
        page.mouse.up()
        drag = time.monotonic() - began
        target = page.evaluate("Math.round(window.reelPreview.time * window.reelPreview.scene.fps)")
        page.wait_for_selector(f'#frame[data-frame="{target}"]', state="attached", timeout=120_000)
        followed = time.monotonic() - began - drag
        gaps = sorted(page.evaluate("window.__studioGaps.gaps"))
        page.evaluate("window.__studioGaps.stop()")
        print(f"  scrub: {len(gaps)} pointer moves, to the next painted frame median {statistics.median(gaps):.1f} ms, "
              f"95th percentile {gaps[int(len(gaps) * 0.95) - 1]:.1f} ms, max {gaps[-1]:.1f} ms; the drag took {drag * 1000:.0f} ms "
              f"and the frame image followed the last step {followed * 1000:.0f} ms later")
        zooms = []
        box = page.locator("#timeline-scroll").bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + 40)
        for i in range(8):
            page.keyboard.down("Control")
            began = page.evaluate("performance.now()")
            page.mouse.wheel(0, -300 if i < 6 else 300)
            page.keyboard.up("Control")
            zooms.append(page.evaluate(f"""() => new Promise((resolve) =>
                requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - {began}), 0)))"""))
        print(f"  zoom (Ctrl+wheel) to the next painted frame: median {statistics.median(zooms):.1f} ms, max {max(zooms):.1f} ms; "
              f"zoom now {page.evaluate('window.reelPreview.zoom'):.1f}x")
        page.close()
    finally:
        server.stop()


PLAYBACK_SPAN = 3.0
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(root: int, name: str | None = None) -> float:
    """User + system CPU seconds of `root`'s descendants (Linux /proc), those whose command is
    `name` if given: the browser's processes, or a server's."""
    parents, times = {}, {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = pathlib.Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        command, fields = stat[stat.index("(") + 1:stat.rindex(")")], stat[stat.rindex(")") + 2:].split()
        parents[int(entry)] = int(fields[1])
        times[int(entry)] = (command, (int(fields[11]) + int(fields[12])) / CLOCK_TICKS)
    family, grew = {root}, True
    while grew:
        grew = False
        for pid, parent in parents.items():
            if parent in family and pid not in family:
                family.add(pid)
                grew = True
    return sum(seconds for pid, (command, seconds) in times.items()
               if pid in family and (name is None or name in command.lower()))


def measure_playback(browser, work: pathlib.Path, fps: int, binary=None, timeline_open=True) -> dict:
    """One run: frames shown and dropped per second over PLAYBACK_SPAN seconds of a later pass."""
    scene = work / f"bar-chart-{fps}.yaml"
    scene.write_text(BAR_CHART_1080P.read_text().replace("fps: 60", f"fps: {fps}"))
    server = ServerProcess([binary or reel_binary(), "preview", scene, "--port", "0"])
    try:
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(server.url + "#t=0")
        page.wait_for_selector("#timeline [data-layer]", timeout=120_000)
        page.wait_for_selector("#frame:not([hidden])", state="attached", timeout=120_000)
        if not timeline_open:
            page.evaluate("document.getElementById('timeline').hidden = true")
        # Loop the first 2 s: the first pass renders every frame it shows, later ones come from the cache.
        page.keyboard.press("End")
        page.keyboard.press("Home")
        for _ in range(2 * fps):
            page.keyboard.press("ArrowRight")
        page.keyboard.press("o")
        page.keyboard.press("Home")
        page.keyboard.press("l")
        page.keyboard.press("Space")
        first = played_fps(page, 2.0)
        time.sleep(1.0)
        counts = "[window.reelPreview.stats.shownWhilePlaying, window.reelPreview.stats.droppedWhilePlaying ?? null]"
        shown, dropped = page.evaluate(counts)
        cpu = (cpu_seconds(os.getpid(), "chrom"), cpu_seconds(server.process.pid))
        began = time.monotonic()
        time.sleep(PLAYBACK_SPAN)
        shown_after, dropped_after = page.evaluate(counts)
        span = time.monotonic() - began
        frames = max(shown_after - shown, 1)
        cpu = [(after - before) / frames * 1000 for before, after in zip(cpu, (cpu_seconds(os.getpid(), "chrom"), cpu_seconds(server.process.pid)))]
        page.keyboard.press("Space")
        result = {
            "first": first, "shown": (shown_after - shown) / span,
            # Builds before dropped frames were counted report none.
            "dropped": None if dropped is None else (dropped_after - dropped) / span,
            "round_trip": page.evaluate("window.reelPreview.roundTrip"), "load": os.getloadavg()[0],
            "browser_cpu": cpu[0], "server_cpu": cpu[1],
        }
        page.close()
        return result
    finally:
        server.stop()


def report_playback(label: str, fps: int, runs: list[dict], timeline_open: bool):
    median = lambda name: statistics.median(run[name] for run in runs)  # noqa: E731
    dropped = "" if runs[0]["dropped"] is None else f", {median('dropped'):.1f} dropped a second"
    print(f"{label}1920x1080 at {fps} fps, timeline {'open' if timeline_open else 'closed'}: "
          f"{median('shown'):.1f} fps shown over {PLAYBACK_SPAN:g} s of a later pass{dropped} "
          f"(first pass {median('first'):.1f}; median of {len(runs)}: "
          + ", ".join(f"{run['shown']:.1f}" for run in runs)
          + f"; CPU per frame shown: browser {median('browser_cpu'):.1f} ms, server {median('server_cpu'):.1f} ms"
          + f"; frame round trip {median('round_trip'):.0f} ms; load average {median('load'):.1f}, {os.cpu_count()} cores)")


def main():
    work = pathlib.Path(tempfile.mkdtemp())
    try:
        with sync_playwright() as playwright:
            args = ["--no-sandbox"] if os.geteuid() == 0 else []
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=args)
            if "--playback-only" not in sys.argv:
                measure_many_layers(browser, work)
            if "--layers-only" not in sys.argv:
                runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 1
                timeline_open = "--timeline-closed" not in sys.argv
                binaries = sys.argv[sys.argv.index("--binaries") + 1:] if "--binaries" in sys.argv else [None]
                for fps in (60, 30):
                    results = {binary: [] for binary in binaries}
                    for _ in range(runs):
                        for binary in binaries:
                            results[binary].append(measure_playback(browser, work, fps, binary, timeline_open))
                    for binary in binaries:
                        report_playback(f"{binary}: " if binary else "", fps, results[binary], timeline_open)
            browser.close()
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
