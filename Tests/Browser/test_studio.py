"""The studio parts of `reel preview` in a real browser: the timeline panel has a row per layer
and scrubs, a click on the frame picks the layer `reel layout` finds under the pointer and the
inspector shows it with the file, line and column it is written at, a row selects its layer, and
both survive a reload; "open" runs --editor on that line; a sound shows its waveform."""

import io
import json
import math
import os
import pathlib
import re
import struct
import urllib.error
import urllib.request
import wave

import pytest
from PIL import Image
from playwright.sync_api import expect

from conftest import TIMEOUT_MS, reel_binary, run_reel, wait_until

REPO = pathlib.Path(__file__).resolve().parents[2]
BAR_CHART = REPO / "scenes" / "bar-chart.yaml"
AT = 2.0  # every bar of the seed bar chart is up, its labels shown


@pytest.fixture
def preview(start_server):
    return start_server([reel_binary(), "preview", BAR_CHART, "--port", "0"])


def layout_nodes(at: float) -> list[dict]:
    """`reel layout --json`'s nodes of the seed bar chart at `at`: the boxes the page must hit."""
    result = run_reel("layout", BAR_CHART, "--at", str(at), "--json")
    document = json.loads(result.stdout)
    return document["layout"]["layers"]


def open_at(page, url, t):
    page.goto(url + f"#t={t:g}")
    page.wait_for_selector(f'#frame[data-t="{t:g}"]', state="attached", timeout=TIMEOUT_MS)
    page.wait_for_selector("#timeline [data-layer]", timeout=TIMEOUT_MS)


def test_timeline_has_a_row_per_layer_with_spans_and_markers(page, preview):
    open_at(page, preview.url, 1)
    rows = page.locator("#timeline [data-layer]")
    nodes = layout_nodes(1.0)
    # Every layer `reel layout` lists has its row, named by the same path.
    row_paths = set(rows.evaluate_all("rows => rows.map(r => r.dataset.layer)"))
    assert {node["path"] for node in nodes} <= row_paths
    assert rows.count() == len(row_paths)
    # The bars rise (animations drawn as spans with keyframes); "replayAt" cuts show as spans again later.
    assert page.locator("#timeline .span").count() > 0
    assert page.locator("#timeline .key").count() > 0


def test_dragging_the_timeline_moves_the_frame_and_time(page, preview):
    open_at(page, preview.url, 0)
    lane = page.locator("#timeline-ruler .lane").bounding_box()
    y = lane["y"] + lane["height"] / 2
    duration = 7.5
    page.mouse.move(lane["x"] + lane["width"] * 0.1, y)
    page.mouse.down()
    page.mouse.move(lane["x"] + lane["width"] * 0.3, y, steps=5)
    page.mouse.move(lane["x"] + lane["width"] * 0.4, y, steps=5)
    page.mouse.up()
    expected_frame = round(0.4 * duration * 30)
    page.wait_for_selector(f'#frame[data-frame="{expected_frame}"]', state="attached", timeout=TIMEOUT_MS)
    expect(page.locator("#time")).to_have_text(f"{expected_frame / 30:.3f} s")
    expect(page.locator("#scrubber")).to_have_value(str(expected_frame))
    # The playhead stands where the pointer let go.
    head = page.locator("#playhead").bounding_box()
    assert abs(head["x"] - (lane["x"] + lane["width"] * expected_frame / 30 / duration)) < 3


def bar_node(nodes, name):
    bars = [n for n in nodes if (n.get("mark") or {}).get("name") == name and (n.get("mark") or {}).get("role") == "bar"]
    assert bars, f"no bar named {name} in reel layout's output"
    return bars[0]


def click_bar(page, name: str) -> dict:
    """Clicks the middle of the bar `name` on the frame, where `reel layout` puts it at AT; its node."""
    bar = bar_node(layout_nodes(AT), name)
    box = bar["box"]
    frame = page.locator("#frame").bounding_box()
    page.mouse.click(frame["x"] + box["x"] + box["width"] / 2, frame["y"] + box["y"] + box["height"] / 2)
    return bar


def test_clicking_a_bar_inspects_it_and_selects_its_row(page, preview):
    open_at(page, preview.url, AT)
    may = click_bar(page, "May")
    box = may["box"]
    inspector = page.locator("#inspector")
    expect(inspector).to_be_visible()
    expect(inspector).to_have_attribute("data-layer", may["path"])
    expect(page.locator("#inspector-path")).to_contain_text("May")
    # The outline sits on the bar's painted box (the frame shows one pixel per point; the
    # inspector's opening moved the frame over).
    frame = page.locator("#frame").bounding_box()
    outline = page.locator("#selection").bounding_box()
    assert abs(outline["x"] - (frame["x"] + box["x"])) < 1.5 and abs(outline["width"] - box["width"]) < 1.5
    assert abs(outline["y"] - (frame["y"] + box["y"])) < 1.5 and abs(outline["height"] - box["height"]) < 1.5
    row = page.locator(f'#timeline [data-layer="{may["path"]}"]')
    expect(row).to_have_attribute("aria-selected", "true")
    # The selection survives a reload of the page.
    page.reload()
    expect(page.locator("#inspector")).to_have_attribute("data-layer", may["path"])
    expect(page.locator(f'#timeline [data-layer="{may["path"]}"]')).to_have_attribute("aria-selected", "true")


def test_animated_properties_are_marked_with_their_animation(page, preview):
    # At 0.6 s the bars are rising: the inspector marks the animated key path.
    open_at(page, preview.url, 0.6)
    nodes = layout_nodes(0.6)
    moving = [n for n in nodes if (n.get("mark") or {}).get("role") == "bar" and n.get("box")]
    assert moving
    page.locator(f'#timeline [data-layer="{moving[0]["path"]}"] .label').click()
    expect(page.locator("#inspector")).to_have_attribute("data-layer", moving[0]["path"])
    animated = page.locator("#inspector-properties tr.animated")
    expect(animated.first).to_be_visible()
    expect(animated.first.locator(".driver")).to_contain_text("s")


def test_escape_clears_the_selection(page, preview):
    open_at(page, preview.url, AT)
    may = bar_node(layout_nodes(AT), "May")
    frame = page.locator("#frame").bounding_box()
    page.mouse.click(frame["x"] + may["box"]["x"] + 2, frame["y"] + may["box"]["y"] + 2)
    expect(page.locator("#inspector")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("#inspector")).to_be_hidden()
    expect(page.locator("#selection")).to_be_hidden()


def chart_source() -> str:
    """`file:line:column` of the seed bar chart's layer: its mapping's first key (`type`)."""
    for number, line in enumerate(BAR_CHART.read_text().splitlines(), start=1):
        if "type: bar-chart" in line:
            return f"{BAR_CHART.name}:{number}:{line.index('type') + 1}"
    raise AssertionError("the seed bar chart has no bar-chart layer")


def test_a_bar_names_the_chart_line_it_comes_from(page, preview):
    open_at(page, preview.url, AT)
    may = click_bar(page, "May")
    expect(page.locator("#inspector")).to_have_attribute("data-layer", may["path"])
    # A chart's bar is made by the chart's expansion: its source is the chart layer's line.
    source = page.locator("#inspector [data-source]")
    expect(source).to_have_attribute("data-source", chart_source())
    expect(source).to_have_text(chart_source())
    # No --editor and no VISUAL: nothing to open with.
    expect(page.locator("#inspector-open")).to_be_hidden()


def write(path: pathlib.Path, text: str) -> pathlib.Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_open_runs_the_configured_editor_on_the_selection_only(page, start_server, tmp_path):
    """--editor's command gets the file, line and column of the selected layer; layers from
    files outside the scene's folder are not opened, and only the page may ask."""
    record = tmp_path / "editor-calls.txt"
    editor = write(tmp_path / "bin" / "fake-editor", f'#!/bin/sh\nprintf "%s\\n" "$@" >> "{record}"\n')
    editor.chmod(0o755)
    write(tmp_path / "outside" / "part.yaml", "size: [200, 100]\nduration: 1\nlayers:\n  - type: shape\n    path: \"M 0 0 H 50 V 50 H 0 Z\"\n    fillColor: red\n")
    scene = write(tmp_path / "deck" / "scene.yaml", """size: [200, 100]
duration: 1
layers:
  - type: shape
    id: square
    path: "M 100 0 H 150 V 50 H 100 Z"
    fillColor: blue
  - include: ../outside/part.yaml
""")
    server = start_server([reel_binary(), "preview", scene, "--port", "0", "--editor", f"{editor} --goto {{file}}:{{line}}:{{column}}"],
                          env={**os.environ, "VISUAL": "/bin/false"})
    open_at(page, server.url, 0.5)
    frame = page.locator("#frame").bounding_box()
    page.mouse.click(frame["x"] + 125, frame["y"] + 25)
    expect(page.locator("#inspector")).to_have_attribute("data-layer", "layers[0]")
    expect(page.locator("#inspector [data-source]")).to_have_attribute("data-source", "scene.yaml:4:5")
    page.locator("#inspector-open").click()
    expect(page.locator("#inspector-open-status")).to_have_text("opened")
    real = scene.resolve()
    wait_until(record.exists)
    assert record.read_text().splitlines() == ["--goto", f"{real}:4:5"]

    # The included file's square is outside the scene's folder: shown, never opened. (The
    # inspector's opening moved the frame over.)
    frame = page.locator("#frame").bounding_box()
    page.mouse.click(frame["x"] + 25, frame["y"] + 25)
    expect(page.locator("#inspector")).to_have_attribute("data-layer", "layers[1].sublayers[0]")
    outside = str((tmp_path / "deck" / ".." / "outside" / "part.yaml"))
    expect(page.locator("#inspector [data-source]")).to_have_attribute("data-source", re.compile(r"part\.yaml:4:5$"))
    expect(page.locator("#inspector-open")).to_be_hidden()
    refused = page.evaluate("""async () => {
        const response = await fetch("/open?path=" + encodeURIComponent("layers[1].sublayers[0]"), { method: "POST" });
        return [response.status, await response.text()];
    }""")
    assert refused[0] == 403 and "outside the scene's folder" in refused[1], (refused, outside)

    # Another site's request (no Origin of this page) starts nothing.
    request = urllib.request.Request(server.url + "open?path=layers%5B0%5D", method="POST", headers={"Origin": "http://evil.example"})
    with pytest.raises(urllib.error.HTTPError) as refusal:
        urllib.request.urlopen(request, timeout=TIMEOUT_MS / 1000)
    assert refusal.value.code == 403
    assert record.read_text().splitlines() == ["--goto", f"{real}:4:5"]


def write_wav(path: pathlib.Path, silent: float, loud: float, rate: int = 48_000):
    """A mono 16-bit WAV: `silent` seconds of silence, then `loud` seconds of a full 440 Hz sine."""
    samples = [0] * int(silent * rate) + [int(30_000 * math.sin(2 * math.pi * 440 * i / rate)) for i in range(int(loud * rate))]
    with wave.open(str(path), "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(rate)
        file.writeframes(struct.pack(f"<{len(samples)}h", *samples))


def test_a_sound_shows_its_waveform_where_the_track_sits(page, start_server, tmp_path):
    write_wav(tmp_path / "blip.wav", silent=0.5, loud=0.5)
    scene = write(tmp_path / "scene.yaml", """size: [160, 90]
duration: 4
audio:
  - {file: blip.wav, at: 1.5s}
layers: []
""")
    server = start_server([reel_binary(), "preview", scene, "--port", "0"])
    page.goto(server.url + "#t=0")
    wave_svg = page.locator('#timeline [data-audio="blip.wav"] svg.wave')
    expect(wave_svg).to_be_visible()
    lane = page.locator("#timeline-ruler .lane").bounding_box()
    box = wave_svg.bounding_box()
    # The track sounds from 1.5 s for the file's 1 s, on a 4 s timeline.
    assert abs(box["x"] - (lane["x"] + lane["width"] * 1.5 / 4)) < 2, (box, lane)
    assert abs(box["width"] - lane["width"] * 1 / 4) < 2, (box, lane)
    # Its first half is silent (a flat line), its second half loud (filled to near the edges).
    image = Image.open(io.BytesIO(page.screenshot(clip=box))).convert("RGB")
    width, height = image.size

    def green_rows(x0: float, x1: float) -> int:
        columns = range(int(width * x0), int(width * x1))
        return sum(1 for y in range(height) if sum(is_wave_green(image.getpixel((x, y))) for x in columns) > len(columns) / 2)

    assert green_rows(0.1, 0.4) <= 3, "the silent half is drawn as a wave"
    assert green_rows(0.6, 0.9) >= height * 0.7, "the loud half is not drawn to near full height"


def is_wave_green(pixel) -> bool:
    r, g, b = pixel[:3]
    return g > 120 and r < 120 and b < 140 and g - r > 40


def test_the_timeline_zooms_scrolls_and_scrubs_at_its_scale(page, preview):
    open_at(page, preview.url, 2)
    whole = page.locator("#timeline-ruler .lane").bounding_box()
    page.keyboard.press("+")
    page.keyboard.press("+")
    page.wait_for_function("() => window.reelPreview.zoom === 4")
    lane = page.locator("#timeline-ruler .lane").bounding_box()
    assert abs(lane["width"] - 4 * whole["width"]) < 2, (lane, whole)
    # The playhead's time (2 s) stays in view beside the labels.
    view = page.locator("#timeline-scroll").bounding_box()
    labels = page.locator("#timeline-ruler .label").bounding_box()
    head = page.locator("#playhead").bounding_box()
    assert labels["x"] + labels["width"] <= head["x"] <= view["x"] + view["width"], (head, view)
    # A press on the zoomed lanes scrubs to the time under the pointer at the zoomed scale.
    x = labels["x"] + labels["width"] + 150
    page.mouse.click(x, lane["y"] + lane["height"] / 2)
    expected_frame = round((x - lane["x"]) / lane["width"] * 7.5 * 30)
    page.wait_for_selector(f'#frame[data-frame="{expected_frame}"]', state="attached", timeout=TIMEOUT_MS)
    # The zoom and the horizontal scroll survive a reload; 0 fits the scene again.
    scrolled = page.evaluate("document.getElementById('timeline-scroll').scrollLeft")
    assert scrolled > 0
    page.reload()
    page.wait_for_selector("#timeline [data-layer]", timeout=TIMEOUT_MS)
    page.wait_for_function("() => window.reelPreview.zoom === 4")
    page.wait_for_function(f"() => Math.abs(document.getElementById('timeline-scroll').scrollLeft - {scrolled}) < 2")
    page.keyboard.press("0")
    page.wait_for_function("() => window.reelPreview.zoom === 1")
    lane = page.locator("#timeline-ruler .lane").bounding_box()
    assert abs(lane["width"] - whole["width"]) < 2
