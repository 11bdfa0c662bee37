"""The preview frame's scale in a real browser: a 1920×1080 scene in a small window is fitted to
the stage by default (the whole frame in view, never enlarged), clicks pick the layer under the
pointer and the selection's outline sits on its box at that scale, F or the header's button
switches to 100 % and back, the choice survives a reload, and the playing canvas has exactly the
paused image's size in both modes."""

import json
import pathlib

import pytest
from playwright.sync_api import expect

from conftest import eventually, fresh_page, reel_binary, run_reel

WIDTH, HEIGHT = 1920, 1080
AT = 1.0

# A square near the top-right corner (off screen at 100 % in a small window), a wide bar at the
# bottom left, and a square that moves while playing.
SCENE = """\
size: [1920, 1080]
fps: 10
duration: 2
background: "#f4f1ea"
layers:
  - type: shape
    id: corner
    path: "M 1700 60 H 1880 V 240 H 1700 Z"
    fillColor: "#0a6cff"
  - type: shape
    id: floor
    path: "M 80 860 H 980 V 1020 H 80 Z"
    fillColor: "#2e9d52"
  - type: shape
    id: mover
    path: "M 0 0 H 160 V 160 H 0 Z"
    fillColor: "#ff3b30"
    position: [200, 400]
    animations:
      - keyPath: position.x
        fromValue: 200
        toValue: 1600
        duration: 2
"""


@pytest.fixture
def scene(tmp_path) -> pathlib.Path:
    path = tmp_path / "wide.yaml"
    path.write_text(SCENE)
    return path


@pytest.fixture
def preview(scene, start_server):
    return start_server([reel_binary(), "preview", scene, "--port", "0"])


@pytest.fixture
def small_page(browser):
    """A 1000×800 window at device scale 1: far smaller than the scene."""
    with fresh_page(browser, 1000, 800) as page:
        yield page


def layer_box(scene: pathlib.Path, layer_id: str) -> dict:
    """The painted box `reel layout` gives the layer with id `layer_id` at AT, in scene points."""
    document = json.loads(run_reel("layout", scene, "--at", str(AT), "--json").stdout)
    nodes = [n for n in document["layout"]["layers"] if n.get("id") == layer_id]
    assert nodes, f"no layer {layer_id} in reel layout's output"
    return nodes[0]


def box(page, selector: str) -> dict:
    found = page.locator(selector).bounding_box()
    assert found is not None, f"{selector} is not shown"
    return found


def stage_room(page) -> dict:
    """The stage's box inside its padding, in page coordinates."""
    return page.evaluate("""() => { const s = document.getElementById("stage"), r = s.getBoundingClientRect(), c = getComputedStyle(s);
        const left = r.left + s.clientLeft + parseFloat(c.paddingLeft), top = r.top + s.clientTop + parseFloat(c.paddingTop);
        return { x: left, y: top, width: s.clientWidth - parseFloat(c.paddingLeft) - parseFloat(c.paddingRight),
                 height: s.clientHeight - parseFloat(c.paddingTop) - parseFloat(c.paddingBottom) }; }""")


def assert_fitted(page):
    frame, room = box(page, "#frame"), stage_room(page)
    # The whole frame is inside the stage, as big as the stage allows, its proportions kept.
    assert frame["x"] >= room["x"] - 0.5 and frame["y"] >= room["y"] - 0.5, (frame, room)
    assert frame["x"] + frame["width"] <= room["x"] + room["width"] + 0.5, (frame, room)
    assert frame["y"] + frame["height"] <= room["y"] + room["height"] + 0.5, (frame, room)
    scale = min(1, room["width"] / WIDTH, room["height"] / HEIGHT)
    assert scale < 1
    assert abs(frame["width"] - WIDTH * scale) <= 1 and abs(frame["height"] - HEIGHT * scale) <= 1, (frame, scale)
    expect(page.locator("#frame-scale")).to_have_text(f"Fit {round(scale * 100)} %")
    return frame


def assert_outline_on(page, layer: dict):
    """The selection's outline is on the layer's box, scaled as the frame is shown, within a pixel."""
    frame = box(page, "#frame")
    outline = box(page, "#selection")
    sx, sy = frame["width"] / WIDTH, frame["height"] / HEIGHT
    b = layer["box"]
    assert abs(outline["x"] - (frame["x"] + b["x"] * sx)) <= 1 and abs(outline["width"] - b["width"] * sx) <= 1, (outline, frame, b)
    assert abs(outline["y"] - (frame["y"] + b["y"] * sy)) <= 1 and abs(outline["height"] - b["height"] * sy) <= 1, (outline, frame, b)


def click_layer(page, layer: dict):
    frame = box(page, "#frame")
    b = layer["box"]
    page.mouse.click(frame["x"] + (b["x"] + b["width"] / 2) * frame["width"] / WIDTH,
                     frame["y"] + (b["y"] + b["height"] / 2) * frame["height"] / HEIGHT)
    expect(page.locator("#inspector")).to_have_attribute("data-layer", layer["path"])


def assert_playing_canvas_matches(page):
    """Plays (looping, so it is still playing when looked at) and compares the canvas with the image."""
    if page.locator("#loop").get_attribute("aria-pressed") != "true":
        page.keyboard.press("l")
    page.keyboard.press("Space")
    expect(page.locator("#frame-box")).to_have_class("playing")
    expect(page.locator("body")).to_have_attribute("data-playing", "true")
    frame, canvas = box(page, "#frame"), box(page, "#frame-playing")
    assert frame == canvas, (frame, canvas)


def test_a_big_frame_is_fitted_picks_at_its_scale_and_switches_to_100_percent(small_page, preview, scene, tmp_path):
    page = small_page
    corner, floor = layer_box(scene, "corner"), layer_box(scene, "floor")
    page.goto(preview.url + f"#t={AT:g}")
    page.wait_for_selector(f'#frame[data-t="{AT:g}"]', state="visible")
    eventually(lambda: assert_fitted(page))
    page.screenshot(path=tmp_path / "fit-paused.png")

    # A click where reel layout puts the corner square selects it, though at 100 % it would be
    # outside the window; the inspector takes room from the stage and the frame fits again.
    click_layer(page, corner)
    eventually(lambda: assert_fitted(page))
    eventually(lambda: assert_outline_on(page, corner))
    click_layer(page, floor)
    eventually(lambda: assert_outline_on(page, floor))
    page.screenshot(path=tmp_path / "fit-selected.png")

    # A smaller window fits the frame again, the outline with it.
    page.set_viewport_size({"width": 900, "height": 700})
    eventually(lambda: assert_fitted(page))
    eventually(lambda: assert_outline_on(page, floor))

    # F: 100 %, the frame at its natural size; the stage scrolls, its left edge in reach.
    page.keyboard.press("f")
    expect(page.locator("#frame-scale")).to_have_text("100 %")
    expect(page.locator("#frame-scale")).to_have_attribute("aria-pressed", "true")
    eventually(lambda: _assert_natural_size(page))
    eventually(lambda: assert_outline_on(page, floor))
    page.screenshot(path=tmp_path / "actual-paused.png")

    # The choice survives a reload.
    page.reload()
    page.wait_for_selector(f'#frame[data-t="{AT:g}"]', state="visible")
    expect(page.locator("#frame-scale")).to_have_text("100 %")
    eventually(lambda: _assert_natural_size(page))
    expect(page.locator("#inspector")).to_have_attribute("data-layer", floor["path"])
    eventually(lambda: assert_outline_on(page, floor))

    # Playing at 100 %, the canvas covers the image exactly.
    assert_playing_canvas_matches(page)
    page.screenshot(path=tmp_path / "actual-playing.png")
    page.keyboard.press("Space")
    expect(page.locator("body")).to_have_attribute("data-playing", "false")

    # The header's button fits it again, and a click at the fitted scale picks.
    page.locator("#frame-scale").click()
    expect(page.locator("#frame-scale")).to_have_attribute("aria-pressed", "false")
    eventually(lambda: assert_fitted(page))
    page.locator("#frame-scale").blur()
    click_layer(page, corner)
    eventually(lambda: assert_outline_on(page, corner))

    # Playing fitted, the canvas has the image's size and place: nothing jumps.
    assert_playing_canvas_matches(page)
    page.screenshot(path=tmp_path / "fit-playing.png")
    page.keyboard.press("Space")
    expect(page.locator("body")).to_have_attribute("data-playing", "false")
    eventually(lambda: assert_fitted(page))

    page.reload()
    page.wait_for_selector("#frame[data-t]", state="visible")
    eventually(lambda: assert_fitted(page))


def _assert_natural_size(page):
    frame = box(page, "#frame")
    size = page.evaluate("""() => { const f = document.getElementById("frame"), s = document.getElementById("stage");
        return [f.naturalWidth, f.naturalHeight, s.scrollWidth > s.clientWidth, s.scrollLeft]; }""")
    assert (frame["width"], frame["height"]) == (WIDTH, HEIGHT), frame
    assert size[:3] == [WIDTH, HEIGHT, True], size
    if size[3] == 0:
        assert frame["x"] >= stage_room(page)["x"] - 0.5, (frame, stage_room(page))
