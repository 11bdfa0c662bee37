"""`reel slides` decks in a real browser, opened from file:// with no server: each slide pauses on
its video's last frame, exactly as Chromium showed the video (so nothing jumps when the video
stops), which is `reel still`'s frame at its end up to compression; the keys move forward and back, going back shows the
previous slide's last frame at once without replaying it, and no change ever shows a frame that
is neither the outgoing picture nor one of the incoming slide's own frames (no black, blank or
stale frame): the stage is sampled with Chromium's screencast, every composited frame, while it
changes."""

import base64
import io
import pathlib

import pytest
from PIL import Image, ImageChops, ImageStat

from conftest import TIMEOUT_MS, run_reel

# Mean absolute difference (0–255, over RGB) under which a sampled stage "is" an expected frame.
# H.264 4:2:0 decoding puts a shown video frame about 1 away from the rendered one; consecutive
# frames of the test scene differ by more than this, another slide or a black frame by far more.
SAME = 3.0

# The shared three-slide scene (Tests/Fixtures/three-slides.yaml): 160×90 at 20 fps.
SCENE = (pathlib.Path(__file__).resolve().parents[1] / "Fixtures" / "three-slides.yaml").read_text()
WIDTH, HEIGHT, FPS = 160, 90, 20
SLIDE_FRAMES = [range(0, 20), range(20, 40), range(40, 60)]
REPO = pathlib.Path(__file__).resolve().parents[2]


def rgb(path_or_bytes) -> Image.Image:
    source = io.BytesIO(path_or_bytes) if isinstance(path_or_bytes, bytes) else path_or_bytes
    return Image.open(source).convert("RGB")


def difference(a: Image.Image, b: Image.Image) -> float:
    """Mean absolute difference over the three channels."""
    return sum(ImageStat.Stat(ImageChops.difference(a, b)).mean) / 3


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    """The test scene's deck, single-file deck and every frame as `reel frames` renders it."""
    root = tmp_path_factory.mktemp("slides")
    scene = root / "talk.yaml"
    scene.write_text(SCENE)
    run_reel("slides", scene, "-o", root / "deck", "--quiet")
    run_reel("slides", scene, "-o", root / "talk.html", "--quiet")
    run_reel("frames", scene, "-o", root / "frames/", "--quiet")
    frames = [rgb(root / "frames" / f"frame_{n:05d}.png") for n in range(60)]
    # The pause stills: each slide's segment's last frame, decoded.
    pauses = [rgb(root / "deck" / f"slide-{n:02d}.png") for n in (1, 2, 3)]
    for pause, last in zip(pauses, (19, 39, 59)):
        assert difference(pause, frames[last]) < SAME, "a pause still is its slide's last frame"
    return {"root": root, "deck": (root / "deck" / "index.html").as_uri(),
            "single": (root / "talk.html").as_uri(), "frames": frames, "pauses": pauses}


def state(page):
    return page.evaluate("[document.getElementById('deck').dataset.slide, document.getElementById('deck').dataset.state]")


def wait_for(page, slide, state_name):
    page.wait_for_function(
        f"(() => {{ const d = document.getElementById('deck'); return d.dataset.slide === '{slide}' && d.dataset.state === '{state_name}'; }})()",
        timeout=TIMEOUT_MS)


def stage_shot(page) -> Image.Image:
    return rgb(page.locator("#stage").screenshot())


def animation_frames(page, count):
    """Waits until the page has rendered `count` more frames."""
    page.evaluate("n => new Promise(done => { const step = () => (--n <= 0 ? done() : requestAnimationFrame(step)); requestAnimationFrame(step); })", count)


class Screencast:
    """Every frame Chromium composites, as PIL images of the stage, from CDP's screencast. Frames
    can arrive out of order, so they are put back in the order of their timestamps."""

    def __init__(self, page):
        self.page = page
        box = page.locator("#stage").bounding_box()
        self.box = (round(box["x"]), round(box["y"]), round(box["x"]) + WIDTH, round(box["y"]) + HEIGHT)
        self.session = page.context.new_cdp_session(page)
        self.samples = []
        self.session.on("Page.screencastFrame", self._frame)

    def _frame(self, event):
        self.samples.append((event["metadata"]["timestamp"], base64.b64decode(event["data"])))
        self.session.send("Page.screencastFrameAck", {"sessionId": event["sessionId"]})

    def __enter__(self):
        self.session.send("Page.startScreencast", {"format": "png", "everyNthFrame": 1})
        # The screencast sends the picture it starts on, then one per change: wait for the first.
        for _ in range(600):
            if self.samples:
                break
            animation_frames(self.page, 1)
        assert self.samples, "the screencast sent no frame"
        return self

    def __exit__(self, *exc):
        self.session.send("Page.stopScreencast")
        self.session.detach()

    def images(self):
        return [rgb(data).crop(self.box) for _, data in sorted(self.samples, key=lambda sample: sample[0])]


def assert_monotone(samples, candidates, what):
    """Every sample equals one of `candidates` (a list of images in the order they may show),
    never an earlier one than the sample before: no frame of another slide, no black or empty
    stage, and nothing that jumps back (a stale frame)."""
    assert samples, f"{what}: no stage was sampled"
    position = 0
    for index, sample in enumerate(samples):
        distances = [difference(sample, candidate) for candidate in candidates]
        allowed = [i for i in range(position, len(candidates)) if distances[i] < SAME]
        assert allowed, (f"{what}: sample {index} of {len(samples)} matches no expected frame from #{position} on "
                         f"(closest: #{min(range(len(distances)), key=distances.__getitem__)} at {min(distances):.1f})")
        position = allowed[0]
    return position


def test_plays_slide_one_and_pauses_on_its_last_frame(page, made):
    page.goto(made["deck"])
    assert page.evaluate("[document.getElementById('stage').offsetWidth, document.getElementById('stage').offsetHeight]") == [WIDTH, HEIGHT]
    wait_for(page, 1, "paused")
    assert difference(stage_shot(page), made["pauses"][0]) < 0.5, "the pause frame is slide 1's last frame"


def test_forward_shows_only_outgoing_and_incoming_frames_and_back_is_immediate(page, made):
    frames, pauses = made["frames"], made["pauses"]
    page.goto(made["deck"])
    wait_for(page, 1, "paused")

    with Screencast(page) as cast:
        page.keyboard.press("ArrowRight")
        wait_for(page, 2, "paused")
        animation_frames(page, 3)
    # Slide 1's last frame, then slide 2's frames in order, then slide 2's still (= its last frame).
    samples = cast.images()
    assert_monotone(samples, [frames[19]] + [frames[n] for n in SLIDE_FRAMES[1]], "→ from slide 1 to 2")
    assert difference(samples[0], pauses[0]) < 0.5 and difference(samples[-1], pauses[1]) < 0.5
    assert len(samples) >= 5, f"the change was sampled {len(samples)} times"
    assert difference(stage_shot(page), pauses[1]) < 0.5

    # (No screenshot while the screencast runs: Playwright's screenshots re-render the page.)
    with Screencast(page) as cast:
        page.keyboard.press("ArrowLeft")
        # At once: no loading, no playing.
        assert state(page) == ["1", "paused"]
        animation_frames(page, 10)
    samples = cast.images()
    # Slide 2's still, then slide 1's, and nothing else in between.
    assert_monotone(samples, [frames[39], frames[19]], "← from slide 2 to 1")
    assert difference(samples[-1], pauses[0]) < 0.5, "← shows slide 1's last frame"
    assert difference(stage_shot(page), pauses[0]) < 0.5
    assert page.evaluate("[...document.querySelectorAll('#stage video')].every(v => v.paused)"), "nothing replays"


def test_keys_and_a_looping_slide(page, made):
    frames = made["frames"]
    page.goto(made["deck"])
    wait_for(page, 1, "paused")
    page.keyboard.press("Space")
    wait_for(page, 2, "paused")
    page.keyboard.press("PageUp")
    assert state(page) == ["1", "paused"]
    page.keyboard.press("PageDown")
    wait_for(page, 2, "paused")
    page.keyboard.press("End")
    assert state(page) == ["3", "paused"]
    assert difference(stage_shot(page), made["pauses"][2]) < 0.5
    page.keyboard.press("Home")
    wait_for(page, 1, "paused")

    # Slide 3 loops: it is still playing after its segment has started over.
    page.keyboard.press("ArrowRight")
    wait_for(page, 2, "paused")
    page.keyboard.press("ArrowRight")
    wait_for(page, 3, "playing")
    page.evaluate("""() => new Promise(done => {
        const video = [...document.querySelectorAll('#stage video')].find(v => v.dataset.slide === '3');
        let last = video.currentTime;
        video.addEventListener('timeupdate', function check() {
            if (video.currentTime < last) { video.removeEventListener('timeupdate', check); done(); }
            last = video.currentTime;
        });
    })""")
    assert state(page) == ["3", "playing"]
    # The next key on the last slide ends the loop on its last frame.
    page.keyboard.press("ArrowRight")
    assert state(page) == ["3", "paused"]
    assert difference(stage_shot(page), made["pauses"][2]) < 0.5


def test_speaker_view_and_full_screen(page, made):
    page.goto(made["deck"])
    wait_for(page, 1, "paused")
    with page.context.expect_page() as opened:
        page.keyboard.press("s")
    speaker = opened.value
    assert speaker.locator("#notes").text_content() == "The bar grows to the right."
    assert speaker.locator("#next-title").text_content() == "Next: Panel"
    assert speaker.evaluate("[...document.images].map(i => i.complete && i.naturalWidth)") == [WIDTH, WIDTH]
    clock = speaker.locator("#clock").text_content()
    assert clock[:2].isdigit() and clock[2] == ":", clock

    # Keys work from the speaker window too, and it follows the deck.
    speaker.keyboard.press("ArrowRight")
    wait_for(page, 2, "paused")
    assert speaker.locator("#notes").text_content() == "Teal fades in, then the word."
    assert speaker.locator("#position").text_content().startswith("Slide 2 of 3")

    page.bring_to_front()
    page.keyboard.press("f")
    page.wait_for_function("document.fullscreenElement === document.getElementById('deck')", timeout=TIMEOUT_MS)
    page.keyboard.press("f")
    page.wait_for_function("document.fullscreenElement === null", timeout=TIMEOUT_MS)


def test_single_file_deck_needs_nothing_else(page, made):
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(made["single"])
    wait_for(page, 1, "paused")
    assert difference(stage_shot(page), made["pauses"][0]) < 0.5
    page.keyboard.press("ArrowRight")
    wait_for(page, 2, "paused")
    assert difference(stage_shot(page), made["pauses"][1]) < 0.5
    assert all(url.split(":")[0] in ("file", "blob", "data") for url in requests), requests
    assert sum(url.startswith("file:") for url in requests) == 1, "only the page itself is read from disk"


# The paused picture of a slide against the video's own last frame, both as Chromium shows them
# on the stage: at most this far apart, on average (0–255 over RGB) and at any pixel's channel.
NO_JUMP_MEAN = 1.0
NO_JUMP_MAX = 8
PRESENTATION_LAST_FRAMES = [77, 203, 311, 437, 509]


def extremes(a: Image.Image, b: Image.Image):
    """(mean absolute difference over RGB, largest difference of any channel at any pixel)."""
    diff = ImageChops.difference(a, b)
    return sum(ImageStat.Stat(diff).mean) / 3, max(high for _, high in diff.getextrema())


def shown_video_last_frame(page, src, frames, fps) -> Image.Image:
    """The stage showing `src` (a slide's segment) paused on its last frame, as Chromium draws
    it: a video element of the test's own, over everything, seeked into the last frame."""
    page.evaluate("""async ([src, frames, fps]) => {
        const video = document.createElement('video');
        video.id = 'probe';
        video.className = 'layer video';
        video.muted = true;
        video.preload = 'auto';
        video.style.zIndex = '9';
        document.getElementById('stage').appendChild(video);
        const loaded = new Promise(done => video.addEventListener('loadeddata', done, { once: true }));
        video.src = src;
        await loaded;
        const presented = new Promise(done => video.requestVideoFrameCallback((now, meta) => done(meta)));
        const seeked = new Promise(done => video.addEventListener('seeked', done, { once: true }));
        video.currentTime = (frames - 0.5) / fps;
        await seeked;
        await presented;
        await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
    }""", [src, frames, fps])
    shot = stage_shot(page)
    page.evaluate("document.getElementById('probe').remove()")
    animation_frames(page, 2)
    return shot


@pytest.fixture(scope="module")
def presentation(tmp_path_factory):
    """scenes/presentation.yaml's deck and `reel still` at each slide's last frame."""
    root = tmp_path_factory.mktemp("presentation")
    scene = REPO / "scenes" / "presentation.yaml"
    run_reel("slides", scene, "-o", root / "deck", "--quiet")
    stills = []
    for n in PRESENTATION_LAST_FRAMES:
        run_reel("still", scene, "--frame", n, "-o", root / f"still-{n}.png", "--quiet")
        stills.append(rgb(root / f"still-{n}.png"))
    return {"root": root, "deck": root / "deck", "stills": stills}


def test_presentation_pauses_without_a_jump_forward_and_back(page, presentation):
    """scenes/presentation.yaml: on every slide the paused picture is the video's last frame as
    Chromium showed it (no jump when the still replaces the video), it is `reel still` at that
    frame up to video compression, and going back shows that same picture at once."""
    deck = presentation["deck"]
    page.goto((deck / "index.html").as_uri())
    data = page.evaluate("JSON.parse(document.getElementById('deck-data').textContent)")
    paused = []
    report = []
    for number, still in enumerate(presentation["stills"], start=1):
        if number > 1:
            page.keyboard.press("ArrowRight")
        wait_for(page, number, "paused")
        animation_frames(page, 2)
        pause = stage_shot(page)
        slide = data["slides"][number - 1]
        first, last = slide["frames"]
        shown = shown_video_last_frame(page, (deck / slide["video"]).as_uri(), last - first + 1, data["fps"])
        mean, worst = extremes(pause, shown)
        report.append(f"slide {number}: mean {mean:.3f}, max {worst}")
        assert mean <= NO_JUMP_MEAN and worst <= NO_JUMP_MAX, (
            f"slide {number}: the pause jumps from the video's last frame: mean {mean:.2f}, max {worst} "
            f"(allowed {NO_JUMP_MEAN}, {NO_JUMP_MAX})")
        assert difference(pause, still) < SAME, f"slide {number}'s pause frame is reel still's (up to compression)"
        assert difference(stage_shot(page), pause) == 0, "the pause frame stays after the probe"
        paused.append(pause)
    print("\n".join(["pause vs the video's last frame in Chromium:"] + report))
    for number in range(4, 0, -1):
        page.keyboard.press("ArrowLeft")
        assert state(page) == [str(number), "paused"], "back is at once: no loading, no playing"
        mean, worst = extremes(stage_shot(page), paused[number - 1])
        assert mean <= NO_JUMP_MEAN and worst <= NO_JUMP_MAX, f"back to slide {number}: mean {mean:.2f}, max {worst}"
