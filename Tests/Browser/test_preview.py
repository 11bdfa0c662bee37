"""`reel preview` in a real browser: the frame is `reel still`'s, the keys move the time, saving
a file updates the page, a broken file shows `reel validate`'s problems, and nothing outside
the scene's folder is served."""

import http.client
import io
import os
import pathlib
import signal
import socket
import urllib.parse

import pytest
from PIL import Image
from playwright.sync_api import expect

from conftest import TIMEOUT_MS, reel_binary, run_reel, wait_until

FPS = 10
LAST_FRAME = 19  # 2 s at 10 fps

SCENE = """\
size: [160, 100]
fps: 10
duration: 2
background: "{background}"
layers:
  - include: title.yaml
  - type: bar-chart
    frame: [60, 10, 90, 80]
    data: sales.csv
    values: sales
    xLabels: month
    barWidth: 12
  - type: shape
    path: "M 0 0 L 20 0 L 20 20 L 0 20 Z"
    fillColor: "#ff3b30"
    position: [10, 80]
    animations:
      - keyPath: position.x
        fromValue: 10
        toValue: 50
        duration: 2
"""

TITLE = """\
size: [60, 40]
duration: 2
layers:
  - type: shape
    path: "M 4 4 L 56 4 L 56 36 L 4 36 Z"
    fillColor: "{color}"
"""

SALES = "month,sales\nJan,{jan}\nFeb,30\nMar,20\n"


def write_atomically(path: pathlib.Path, text: str):
    """Saves like an editor: a new file renamed over the old one."""
    temporary = path.with_name("." + path.name + ".tmp")
    temporary.write_text(text)
    os.replace(temporary, path)


@pytest.fixture
def scene_dir(tmp_path):
    folder = tmp_path / "project"
    folder.mkdir()
    (folder / "scene.yaml").write_text(SCENE.format(background="#ffffff"))
    (folder / "title.yaml").write_text(TITLE.format(color="#0a84ff"))
    (folder / "sales.csv").write_text(SALES.format(jan=10))
    (tmp_path / "secret.txt").write_text("SECRET-OUTSIDE-THE-FOLDER\n")
    return folder


@pytest.fixture
def preview(scene_dir, start_server):
    return start_server([reel_binary(), "preview", scene_dir / "scene.yaml", "--port", "0"])


def frame_bytes(page) -> bytes:
    """The bytes of the PNG `#frame` shows, read back from its blob: URL."""
    values = page.evaluate("""async () => {
        const response = await fetch(document.getElementById("frame").src);
        return Array.from(new Uint8Array(await response.arrayBuffer()));
    }""")
    return bytes(values)


def still_bytes(scene_dir, at, tmp_path) -> bytes:
    out = tmp_path / f"still-{at}.png"
    run_reel("still", scene_dir / "scene.yaml", "--at", at, "-o", out)
    return out.read_bytes()


def wait_for_frame(page, **attributes):
    selector = "#frame" + "".join(f'[data-{name.replace("_", "-")}="{value}"]' for name, value in attributes.items())
    page.wait_for_selector(selector, state="attached", timeout=TIMEOUT_MS)


def test_frame_is_reel_still_at_the_url_time(page, preview, scene_dir, tmp_path):
    page.goto(preview.url + "#t=1.25")
    wait_for_frame(page, t="1.25")
    assert frame_bytes(page) == still_bytes(scene_dir, "1.25", tmp_path)
    expect(page.locator("#time")).to_have_text("1.250 s")
    # At the scene's size in CSS pixels, unscaled.
    size = page.evaluate("""() => { const f = document.getElementById("frame"); const r = f.getBoundingClientRect();
        return [r.width, r.height, f.naturalWidth, f.naturalHeight]; }""")
    assert size == [160, 100, 160, 100]
    expect(page.locator("#error")).to_be_hidden()


def test_keys_move_the_time_and_the_url_keeps_it(page, preview, scene_dir, tmp_path):
    page.goto(preview.url)
    wait_for_frame(page, frame="0")
    steps = [("ArrowRight", 1), ("Shift+ArrowRight", 11), ("ArrowLeft", 10), ("Shift+ArrowLeft", 0),
             ("End", LAST_FRAME), ("Home", 0), ("Shift+ArrowLeft", 0), ("End", LAST_FRAME), ("ArrowRight", LAST_FRAME),
             ("Home", 0), ("ArrowRight", 1), ("ArrowRight", 2), ("ArrowRight", 3)]
    for key, frame in steps:
        page.keyboard.press(key)
        wait_for_frame(page, frame=frame)
        expect(page.locator("#time")).to_have_text(f"{frame / FPS:.3f} s")
        expect(page.locator("#scrubber")).to_have_value(str(frame))
    assert page.evaluate("location.hash") == "#t=0.3"
    assert frame_bytes(page) == still_bytes(scene_dir, "0.3", tmp_path)
    # A reload opens the same frame.
    page.reload()
    wait_for_frame(page, frame="3")
    expect(page.locator("#time")).to_have_text("0.300 s")


def test_scrubber_picks_a_frame(page, preview):
    page.goto(preview.url)
    wait_for_frame(page, frame="0")
    page.locator("#scrubber").fill("7")
    wait_for_frame(page, frame="7")
    expect(page.locator("#time")).to_have_text("0.700 s")


def test_space_plays_to_the_end_and_stops(page, preview):
    page.goto(preview.url + "#t=1.5")
    wait_for_frame(page, frame="15")
    page.keyboard.press("Space")
    expect(page.locator("body")).to_have_attribute("data-playing", "true")
    # Without a loop, playback stops on the last frame, however many frames it had to drop.
    expect(page.locator("body")).to_have_attribute("data-playing", "false")
    wait_for_frame(page, frame=LAST_FRAME)


def test_frames_shown_while_playing_carry_their_times_pixels(page, preview, scene_dir, tmp_path):
    """Playing, frames are drawn on the canvas over #frame as patches over the frame before: each
    one shown carries the pixels of `reel still` at the time #frame names, every frame of the run
    is shown or counted dropped, and pausing puts that time's PNG itself back in #frame."""
    page.goto(preview.url + "#t=0")
    wait_for_frame(page, frame="0")
    patches = []
    page.on("requestfinished", lambda request: patches.append(request.url) if "&from=" in request.url else None)
    page.evaluate("""() => {
        window.playedFrames = [];
        const image = document.getElementById("frame"), box = document.getElementById("frame-box");
        const canvas = document.getElementById("frame-playing");
        new MutationObserver(() => {
            // The frames played: the canvas shows them (the last one stops playback at once).
            if (!box.classList.contains("playing")) return;
            const copy = document.createElement("canvas");
            copy.width = canvas.width;
            copy.height = canvas.height;
            const context = copy.getContext("2d");
            context.drawImage(canvas, 0, 0);
            window.playedFrames.push({ t: image.dataset.t, frame: Number(image.dataset.frame),
                                       pixels: Array.from(context.getImageData(0, 0, copy.width, copy.height).data) });
        }).observe(image, { attributes: true, attributeFilter: ["data-frame"] });
    }""")
    page.keyboard.press("Space")
    # Without a loop, playback stops once the last frame is on screen (shown while playing).
    expect(page.locator("body")).to_have_attribute("data-playing", "false")
    wait_for_frame(page, frame=LAST_FRAME)
    played = page.evaluate("window.playedFrames")
    assert played and played[-1]["frame"] == LAST_FRAME, [f["frame"] for f in played]
    assert [f["frame"] for f in played] == sorted({f["frame"] for f in played}), "a frame shown twice or out of order"
    for shown in played:
        still = Image.open(io.BytesIO(still_bytes(scene_dir, shown["t"], tmp_path))).convert("RGBA")
        assert (still.width, still.height) == (160, 100)
        worst = max(abs(a - b) for a, b in zip(shown["pixels"], still.tobytes()))
        assert worst <= 2, f"the frame shown for {shown['t']} s differs from reel still by {worst}"
    stats = page.evaluate("window.reelPreview.stats")
    assert stats["shownWhilePlaying"] + stats["droppedWhilePlaying"] == LAST_FRAME, stats
    assert patches, "no frame was played as a patch"
    # Paused, #frame shows the last frame's PNG itself again, not the canvas.
    expect(page.locator("#frame-playing")).to_be_hidden()
    assert frame_bytes(page) == still_bytes(scene_dir, str(LAST_FRAME / FPS), tmp_path)


def test_loop_between_in_and_out_points(page, preview):
    page.goto(preview.url + "#t=0.3")
    wait_for_frame(page, frame="3")
    page.keyboard.press("i")
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    wait_for_frame(page, frame="6")
    page.keyboard.press("o")
    page.keyboard.press("l")
    expect(page.locator("#loop")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#loop-range")).to_have_text("in 0.300 · out 0.600")
    page.evaluate("""() => {
        window.seenFrames = [];
        new MutationObserver(() => window.seenFrames.push(Number(document.getElementById("frame").dataset.frame)))
            .observe(document.getElementById("frame"), { attributes: true, attributeFilter: ["data-frame"] });
    }""")
    page.keyboard.press("Space")
    # Wait until playback has wrapped from the out point back to the in point at least once.
    page.wait_for_function("""() => window.seenFrames.some((f, i) => i > 0 && f < window.seenFrames[i - 1])""",
                           timeout=TIMEOUT_MS)
    page.keyboard.press("Space")
    expect(page.locator("body")).to_have_attribute("data-playing", "false")
    seen = page.evaluate("window.seenFrames")
    assert seen and all(3 <= f <= 6 for f in seen), seen
    # L again turns the loop off.
    page.keyboard.press("l")
    expect(page.locator("#loop")).to_have_attribute("aria-pressed", "false")


def test_saving_the_scene_an_include_or_data_updates_the_page_at_the_same_time(page, preview, scene_dir, tmp_path):
    page.goto(preview.url + "#t=0.5")
    wait_for_frame(page, t="0.5", scene_version="1")
    before = frame_bytes(page)

    write_atomically(scene_dir / "scene.yaml", SCENE.format(background="#fff3c4"))
    wait_for_frame(page, t="0.5", scene_version="2")
    after_scene = frame_bytes(page)
    assert after_scene != before
    assert after_scene == still_bytes(scene_dir, "0.5", tmp_path)

    # An in-place write (not a rename) of an included file.
    (scene_dir / "title.yaml").write_text(TITLE.format(color="#34c759"))
    wait_for_frame(page, t="0.5", scene_version="3")
    after_include = frame_bytes(page)
    assert after_include != after_scene
    assert after_include == still_bytes(scene_dir, "0.5", tmp_path)

    write_atomically(scene_dir / "sales.csv", SALES.format(jan=45))
    wait_for_frame(page, t="0.5", scene_version="4")
    after_data = frame_bytes(page)
    assert after_data != after_include
    assert after_data == still_bytes(scene_dir, "0.5", tmp_path)
    expect(page.locator("#time")).to_have_text("0.500 s")


def test_problems_show_as_reel_validate_prints_them_and_the_last_frame_stays(page, preview, scene_dir):
    page.goto(preview.url + "#t=1")
    wait_for_frame(page, t="1", scene_version="1")
    good = frame_bytes(page)
    version = int(page.get_attribute("body", "data-version"))

    broken = SCENE.format(background="#ffffff").replace("    barWidth: 12\n", "    barWidht: 12\n")
    write_atomically(scene_dir / "scene.yaml", broken)
    expect(page.locator("body")).not_to_have_attribute("data-version", str(version))
    validate = run_reel("validate", scene_dir / "scene.yaml", check=False)
    assert validate.returncode == 2
    expect(page.locator("#error")).to_be_visible()
    expect(page.locator("#error")).to_have_text(validate.stderr.rstrip("\n"), use_inner_text=True)
    assert "scene.yaml:12:5" in validate.stderr
    # The last good frame stays.
    assert page.get_attribute("#frame", "data-scene-version") == "1"
    assert frame_bytes(page) == good

    # A problem in an included file names that file.
    write_atomically(scene_dir / "scene.yaml", SCENE.format(background="#ffffff"))
    expect(page.locator("#error")).to_be_hidden()
    write_atomically(scene_dir / "title.yaml", TITLE.format(color="#0a84ff") + "    lineWidht: 2\n")
    expect(page.locator("#error")).to_contain_text("title.yaml:7:5")
    validate = run_reel("validate", scene_dir / "scene.yaml", check=False)
    expect(page.locator("#error")).to_have_text(validate.stderr.rstrip("\n"), use_inner_text=True)

    write_atomically(scene_dir / "title.yaml", TITLE.format(color="#0a84ff"))
    expect(page.locator("#error")).to_be_hidden()
    expect(page.locator("#error")).to_have_text("")


def raw_get(url: str, path: str, host: str | None = None) -> tuple[int, bytes]:
    """GET `path` exactly as written (no client-side normalisation of `..` or %2e)."""
    parsed = urllib.parse.urlsplit(url)
    connection = http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=TIMEOUT_MS / 1000)
    try:
        connection.putrequest("GET", path, skip_host=True)
        connection.putheader("Host", host or parsed.netloc)
        connection.endheaders()
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def test_a_patch_is_where_the_frame_differs_from_its_base(preview, scene_dir, tmp_path):
    """`/frame?t=&from=`: the PNG of the rectangle where the frame at t differs from the one at
    `from`, placed by X-Reel-Patch; that part of the whole frame's pixels."""
    parsed = urllib.parse.urlsplit(preview.url)
    connection = http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=TIMEOUT_MS / 1000)
    try:
        connection.request("GET", "/frame?t=1&from=0.9")
        response = connection.getresponse()
        body = response.read()
        assert response.status == 200, body
        x, y, width, height = map(int, response.getheader("X-Reel-Patch").split(","))
    finally:
        connection.close()
    whole = Image.open(io.BytesIO(still_bytes(scene_dir, "1", tmp_path))).convert("RGBA")
    before = Image.open(io.BytesIO(still_bytes(scene_dir, "0.9", tmp_path))).convert("RGBA")
    patch = Image.open(io.BytesIO(body)).convert("RGBA")
    # The square moved and the bars grew, the title stayed: less than the whole frame, and exact.
    assert (patch.width, patch.height) == (width, height) and 0 < width * height < 160 * 100
    assert patch.tobytes() == whole.crop((x, y, x + width, y + height)).tobytes()
    before.paste(patch, (x, y))
    assert before.tobytes() == whole.tobytes()
    status, text = raw_get(preview.url, "/frame?t=1&from=soon")
    assert status == 400 and b"from=SECONDS" in text


def test_nothing_outside_the_scene_folder_is_served(preview, scene_dir, tmp_path):
    (scene_dir / "link-out.txt").symlink_to(tmp_path / "secret.txt")
    (scene_dir / "dir-out").symlink_to(tmp_path)
    (scene_dir / "sub").mkdir()
    status, body = raw_get(preview.url, "/files/scene.yaml")
    assert status == 200 and body == (scene_dir / "scene.yaml").read_bytes()
    status, body = raw_get(preview.url, "/files/sales.csv")
    assert status == 200 and b"month,sales" in body

    attacks = [
        "/files/../secret.txt", "/files/../../../../etc/passwd", "/files/sub/../../secret.txt",
        "/files/%2e%2e/secret.txt", "/files/%2E%2E%2Fsecret.txt", "/files/sub/%2e%2e/%2e%2e/secret.txt",
        "/files/%252e%252e/secret.txt", "/files/..%2fsecret.txt", "/files/.%2e/secret.txt",
        f"/files/{tmp_path}/secret.txt", f"/files//{tmp_path}/secret.txt", f"/files/%2F{str(tmp_path)[1:]}/secret.txt",
        "/files//etc/passwd", "/files/%2fetc%2fpasswd", "/files/link-out.txt", "/files/dir-out/secret.txt",
        "/../secret.txt", "/%2e%2e/secret.txt", "/files/", "/files/sub",
        "/files/..\\secret.txt", "/files/%00scene.yaml", "/etc/passwd",
    ]
    for path in attacks:
        status, body = raw_get(preview.url, path)
        assert status in (400, 403, 404), (path, status)
        assert b"SECRET" not in body and b"root:" not in body, path

    # Another host name (DNS rebinding) is refused.
    status, _ = raw_get(preview.url, "/files/scene.yaml", host="attacker.example:80")
    assert status == 403


def test_non_loopback_host_warns(scene_dir, start_server):
    server = start_server([reel_binary(), "preview", scene_dir / "scene.yaml", "--port", "0", "--host", "0.0.0.0"])
    assert server.url.startswith("http://0.0.0.0:")
    port = urllib.parse.urlsplit(server.url).port
    status, _ = raw_get(f"http://127.0.0.1:{port}/", "/state")
    assert status == 200
    assert "warning: listening on 0.0.0.0, not loopback" in server.wait_for_stderr("warning")


def test_loopback_host_does_not_warn(preview):
    status, body = raw_get(preview.url, "/state")
    assert status == 200 and b'"sceneVersion":1' in body
    assert "warning" not in preview.wait_for_stderr("Ctrl-C stops")


def test_ctrl_c_stops_cleanly_with_a_page_open(page, preview):
    page.goto(preview.url)
    wait_for_frame(page, frame="0")
    assert preview.stop(signal.SIGINT) == 0
    assert "preview stopped" in preview.stderr
    expect(page.locator("#connection")).to_contain_text("not connected")


def test_ctrl_c_stops_even_with_a_silent_websocket_client(preview):
    # A client that opened the events socket and then never answers (not even the close frame):
    # graceful shutdown would wait for it forever; the server cuts it after its grace period.
    parsed = urllib.parse.urlsplit(preview.url)
    with socket.create_connection((parsed.hostname, parsed.port), timeout=TIMEOUT_MS / 1000) as client:
        client.sendall((
            "GET /events HTTP/1.1\r\n"
            f"Host: {parsed.netloc}\r\n"
            "Upgrade: websocket\r\nConnection: Upgrade\r\n"
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        assert client.recv(12) == b"HTTP/1.1 101"
        assert preview.stop(signal.SIGINT) == 0
    assert "preview stopped" in preview.stderr


def test_a_missing_scene_is_a_usage_error(tmp_path):
    result = run_reel("preview", tmp_path / "nope.yaml", "--port", "0", check=False)
    assert result.returncode == 2
    assert result.stdout == ""
    assert "no such scene file" in result.stderr


def test_open_starts_the_default_browser_on_the_url(scene_dir, start_server, tmp_path):
    # A stand-in `xdg-open` first on PATH records what it was asked to open.
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    opened = tmp_path / "opened.txt"
    (bin_dir / "xdg-open").write_text(f'#!/bin/sh\nprintf "%s" "$1" > "{opened}.tmp" && mv "{opened}.tmp" "{opened}"\n')
    (bin_dir / "xdg-open").chmod(0o755)
    environment = dict(os.environ, PATH=f"{bin_dir}:{os.environ['PATH']}")
    server = start_server([reel_binary(), "preview", scene_dir / "scene.yaml", "--port", "0", "--open"], env=environment)
    server.wait_for_stderr("Ctrl-C stops")
    wait_until(opened.exists)
    assert opened.read_text() == server.url
