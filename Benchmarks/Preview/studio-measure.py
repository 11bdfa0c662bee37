"""Measures the studio parts of `reel preview` (release build) in headless chromium, printing:

- a generated 500-layer, 60 s scene: the time to fetch and draw its timeline (until painted),
  a scrub (dragging the ruler: each step's time from the pointer event to the next painted frame
  of the page, and until the frame image follows the last step), and a zoom step (Ctrl+wheel,
  to the next painted frame);
- playback of 1920×1080 scenes with the timeline open (the 60 fps benchmark bar chart, and the
  same at 30 fps): frames shown per second over a later pass of a loop, against the scene's rate,
  with the machine's load average.

Not a test (it measures time, so it depends on the machine's load): run it by hand,
  .venv/bin/python Benchmarks/Preview/studio-measure.py
after `make build` and `scripts/browser-env.sh`. REEL_BINARY names another build.
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


def measure_playback(browser, work: pathlib.Path, fps: int):
    scene = work / f"bar-chart-{fps}.yaml"
    scene.write_text(BAR_CHART_1080P.read_text().replace("fps: 60", f"fps: {fps}"))
    server = ServerProcess([reel_binary(), "preview", scene, "--port", "0"])
    try:
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(server.url + "#t=0")
        page.wait_for_selector("#timeline [data-layer]", timeout=120_000)
        page.wait_for_selector("#frame:not([hidden])", state="attached", timeout=120_000)
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
        later = played_fps(page, 3.0)
        page.keyboard.press("Space")
        load = os.getloadavg()
        round_trip = page.evaluate("window.reelPreview.roundTrip")
        print(f"1920x1080 at {fps} fps, timeline open: first pass {first:.1f} fps shown, later pass {later:.1f} fps shown "
              f"(frame round trip {round_trip:.0f} ms; load average {load[0]:.1f}, {os.cpu_count()} cores)")
        page.close()
    finally:
        server.stop()


def main():
    work = pathlib.Path(tempfile.mkdtemp())
    try:
        with sync_playwright() as playwright:
            args = ["--no-sandbox"] if os.geteuid() == 0 else []
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=args)
            if "--playback-only" not in sys.argv:
                measure_many_layers(browser, work)
            if "--layers-only" not in sys.argv:
                for fps in (30, 60):
                    measure_playback(browser, work, fps)
            browser.close()
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
