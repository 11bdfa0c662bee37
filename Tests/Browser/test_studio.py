"""The studio parts of `reel preview` in a real browser: the timeline panel has a row per layer
and scrubs, a click on the frame picks the layer `reel layout` finds under the pointer and the
inspector shows it, a row selects its layer, and both survive a reload."""

import json
import pathlib

import pytest
from playwright.sync_api import expect

from conftest import TIMEOUT_MS, reel_binary, run_reel

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


def test_clicking_a_bar_inspects_it_and_selects_its_row(page, preview):
    open_at(page, preview.url, AT)
    may = bar_node(layout_nodes(AT), "May")
    box = may["box"]
    frame = page.locator("#frame").bounding_box()
    page.mouse.click(frame["x"] + box["x"] + box["width"] / 2, frame["y"] + box["y"] + box["height"] / 2)
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
