"""Measures `reel preview` (release build) in headless chromium, printing:

- playback of the 1080p60 benchmark bar chart (Benchmarks/Benchmarks/ExportBenchmarks/bar-chart.yaml):
  frames shown per second over the first pass (every frame rendered on request) and over a later
  pass (frames served from the preview's cache), against the scene's 60 fps;
- hot reload: the time from saving the scene (rename over it) to the page showing the new frame,
  over several saves.

Not a test (it measures time, so it depends on the machine's load): run it by hand,
  .venv/bin/python Benchmarks/Preview/preview-measure.py
after `make build` and `scripts/browser-env.sh`.

Measured 2026-11-26 on the 2-core machine with other builds running (load average 10-12),
release builds, alternating the build before and after playback's patches (whole PNGs in an
<img> before, patches on a canvas after; see studio-measure.py), two runs each:
  1080p60 bar chart playback: before: first pass 28.5 / 34.1 fps shown, cached pass 42.0 / 37.5
    (round trip 148 / 113 ms); after: first pass 18.3 / 35.9, cached pass 57.1 / 56.7 (95 / 29 ms)
  hot reload, save to new 1080p frame on screen: before median 99 / 95 ms (max 193 / 108),
    after 111 / 95 ms (max 174 / 124) over 6 saves
The first pass is the first 1.8 s of playback, every frame rendered on request; its spread is the
load's. A whole 1080p frame of this chart takes 5-9 ms on the server (render and the fast PNG
encoder) and under 1 ms from the cache; a played frame is a patch, the PNG of the rectangle that
differs from the frame before (a few bars), so the page decodes a small image per frame instead
of a 1080p one.
"""

import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "Browser"))
os.environ.setdefault("REEL_BINARY", str(ROOT / ".build" / "release" / "reel"))

from conftest import ServerProcess, reel_binary  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

SCENE = ROOT / "Benchmarks" / "Benchmarks" / "ExportBenchmarks" / "bar-chart.yaml"


def played_fps(page, seconds: float) -> float:
    start = page.evaluate("window.reelPreview.stats.shownWhilePlaying")
    began = time.monotonic()
    time.sleep(seconds)
    shown = page.evaluate("window.reelPreview.stats.shownWhilePlaying") - start
    return shown / (time.monotonic() - began)


def main():
    work = pathlib.Path(tempfile.mkdtemp())
    try:
        scene = work / "bar-chart.yaml"
        shutil.copy(SCENE, scene)
        text = scene.read_text()
        server = ServerProcess([reel_binary(), "preview", scene, "--port", "0"])
        with sync_playwright() as playwright:
            args = ["--no-sandbox"] if os.geteuid() == 0 else []
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=args)
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            page.goto(server.url + "#t=2")
            page.wait_for_selector('#frame[data-frame="120"]', state="attached", timeout=120_000)
            # Loop the first 2 s (121 frames): the first pass renders every frame it shows, later
            # passes are served from the preview's frame cache.
            page.keyboard.press("o")
            page.keyboard.press("Home")
            page.keyboard.press("l")
            page.keyboard.press("Space")
            first = played_fps(page, 1.8)
            time.sleep(2.5)
            later = played_fps(page, 1.8)
            page.keyboard.press("Space")
            round_trip = page.evaluate("window.reelPreview.roundTrip")
            print(f"1080p60 bar chart playback: first pass {first:.1f} fps shown, cached pass {later:.1f} fps shown "
                  f"(scene 60 fps; frame round trip {round_trip:.0f} ms)")

            delays = []
            for i in range(6):
                version = page.get_attribute("#frame", "data-scene-version")
                changed = text.replace('background: "#ffffff"', f'background: "#ffff{i:02d}"')
                began = time.monotonic()
                temporary = scene.with_name(".bar-chart.yaml.tmp")
                temporary.write_text(changed)
                os.replace(temporary, scene)
                page.wait_for_function(
                    f'() => document.getElementById("frame").dataset.sceneVersion !== "{version}"', timeout=60_000, polling=5)
                delays.append(time.monotonic() - began)
            print("hot reload, save to new 1080p frame on screen: median %.0f ms, max %.0f ms over %d saves"
                  % (statistics.median(delays) * 1000, max(delays) * 1000, len(delays)))
            browser.close()
        server.stop()
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
