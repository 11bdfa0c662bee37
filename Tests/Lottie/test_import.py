"""Lottie files read by Reel (`reel still anim.json`, `reel render anim.json -o x.mp4`,
`type: lottie` in a scene): the hand-written animations in animations/ (one or two features
each) drawn by Reel, rlottie and ThorVG at several frames; every scene exported and imported
again; bad files refused with the file, the JSON path and a fix, quickly.

Differences are mean absolute differences per channel (0-255) over the frame, composited over
white (players.py). `IMPORT_FIDELITY` lists, per animation, the tolerance Reel keeps against
each player; docs/lottie.md has the measured table."""

import json
import pathlib
import subprocess

import numpy as np
import pytest
from PIL import Image

from players import (REPO, mean_difference, over_white, reel_binary, reel_frame, rlottie_frame, run_reel,
                     save_comparison, thorvg_frame)

ANIMATIONS = REPO / "Tests" / "Lottie" / "animations"
RESULTS = REPO / ".build" / "lottie-tests" / "import"
SCENES = sorted((REPO / "scenes").glob("*.yaml"))

# animation: (tolerance against rlottie, tolerance against ThorVG). Measured (docs/lottie.md)
# with room; None where that player draws the feature against the specification.
IMPORT_FIDELITY = {
    "shapes": (1.5, 1.0),
    "transforms": (2.0, 1.0),
    "gradients-trim": (2.0, 1.0),
    # ThorVG draws the subtracted and the inverted intersected masks differently from rlottie
    # and the specification (each mask mode applies, in order, to what the masks before it left).
    "masks-mattes": (1.0, None),
    "precomp-repeater": (2.0, 1.5),
    "image-solid-text": (1.0, 1.5),
}


def frames_of(animation: dict) -> list[int]:
    first, last = int(animation["ip"]), int(animation["op"]) - 1
    return sorted({first, first + (last - first) // 3, first + 2 * (last - first) // 3, last})


@pytest.mark.parametrize("name", sorted(IMPORT_FIDELITY))
def test_reel_draws_lottie_files_as_the_players_do(name):
    path = ANIMATIONS / f"{name}.json"
    animation = json.loads(path.read_text())
    size = (int(animation["w"]), int(animation["h"]))
    rlottie_limit, thorvg_limit = IMPORT_FIDELITY[name]
    worst = {"rlottie": 0.0, "thorvg": 0.0, "players": 0.0}
    for frame in frames_of(animation):
        reel = reel_frame(path, frame - int(animation["ip"]))
        rl = rlottie_frame(path, frame)
        tv = thorvg_frame(path, frame, size)
        differences = {"rlottie": mean_difference(reel, rl), "thorvg": mean_difference(reel, tv), "players": mean_difference(rl, tv)}
        for key, value in differences.items():
            worst[key] = max(worst[key], value)
        failing = (rlottie_limit is not None and differences["rlottie"] > rlottie_limit) or \
                  (thorvg_limit is not None and differences["thorvg"] > thorvg_limit)
        if failing:
            save_comparison(RESULTS, f"{name}-{frame}", {"reel": reel, "rlottie": rl, "thorvg": tv})
            pytest.fail(f"{name} frame {frame}: {differences} (limits rlottie {rlottie_limit}, ThorVG {thorvg_limit}); "
                        f"images in {RESULTS}")
    print(f"\n| {name} | {worst['rlottie']:.2f} | {worst['thorvg']:.2f} | {worst['players']:.2f} |")


def test_unsupported_parts_are_noted_with_the_layer_name(tmp_path):
    result = run_reel("still", ANIMATIONS / "image-solid-text.json", "--frame", 0, "-o", tmp_path / "still.png")
    assert "Title text" in result.stderr and "text layers are not supported" in result.stderr, result.stderr
    assert "expression square" in result.stderr and "expression" in result.stderr, result.stderr


def test_a_lottie_file_renders_to_a_video_with_its_frames(tmp_path):
    out = tmp_path / "transforms.mp4"
    run_reel("render", ANIMATIONS / "transforms.json", "-o", out, "--quiet")
    probe = subprocess.run(["ffprobe", "-v", "error", "-count_frames", "-show_entries", "stream=nb_read_frames,width,height",
                            "-of", "json", str(out)], capture_output=True, text=True, check=True)
    stream = json.loads(probe.stdout)["streams"][0]
    assert (stream["width"], stream["height"], int(stream["nb_read_frames"])) == (320, 200, 60)


def test_a_scene_places_a_lottie_file_with_its_timing(tmp_path):
    """`type: lottie` with `startTime`, `speed`, `segment` and a marker: the layer shows the
    animation's frame that its timing selects, as the animation drawn alone shows it."""
    scene = tmp_path / "placed.yaml"
    source = ANIMATIONS / "precomp-repeater.json"
    scene.write_text(f"""
size: [640, 200]
fps: 30
duration: 2s
layers:
  - type: lottie
    file: {source}
    position: [160, 100]
    startTime: 0.5s
    speed: 2
    segment: [10, 50]
  - type: lottie
    file: {source}
    position: [480, 100]
    marker: outro
    loop: true
""")
    # Scene frame 45 (1.5 s): the first layer is 1 s in at double speed, frame 10 + 60 → held at 50;
    # the second loops 'outro' (30..60) from 0 s: 1.5 s is 45 frames → frame 30 + 15 = 45.
    placed = reel_frame(scene, 45)
    alone_50 = reel_frame(source, 50)
    alone_45 = reel_frame(source, 45)
    assert mean_difference(placed[:, :320], alone_50) < 0.5
    assert mean_difference(placed[:, 320:], alone_45) < 0.5
    # Before its start time the first layer holds its segment's first frame.
    assert mean_difference(reel_frame(scene, 0)[:, :320], reel_frame(source, 10)) < 0.5


@pytest.mark.parametrize("scene", SCENES, ids=[s.stem for s in SCENES])
def test_an_exported_scene_imported_again_looks_like_the_scene(scene, tmp_path):
    exported = tmp_path / (scene.stem + ".json")
    run_reel("render", scene, "-o", exported, "--quiet")
    animation = json.loads(exported.read_text())
    worst = 0.0
    # Two frames: the counters' exports are megabytes, and each frame imports them again.
    for frame in frames_of(animation)[2:]:
        original = reel_frame(scene, frame)
        again = reel_frame(exported, frame)
        difference = mean_difference(original, again)
        worst = max(worst, difference)
        if difference > ROUND_TRIP_TOLERANCE:
            save_comparison(RESULTS, f"round-trip-{scene.stem}-{frame}", {"reel": original, "imported": again})
            pytest.fail(f"{scene.stem} frame {frame}: the re-imported export differs by {difference:.2f}; images in {RESULTS}")
    print(f"\n| {scene.stem} | {worst:.2f} |")


# Measured on every scene (docs/lottie.md): the export leaves out shadows, the rest is antialiasing.
ROUND_TRIP_TOLERANCE = 4.0


def broken(tmp_path: pathlib.Path, name: str, text: str) -> pathlib.Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def valid() -> dict:
    return json.loads((ANIMATIONS / "shapes.json").read_text())


def shape_layer(index: int, **fields) -> dict:
    layer = dict(valid()["layers"][1], ind=index, nm=f"layer {index}")
    layer.update(fields)
    return layer


def bad_inputs(tmp_path: pathlib.Path):
    text = (ANIMATIONS / "shapes.json").read_text()
    yield "truncated", broken(tmp_path, "truncated.json", text[: len(text) // 2]), "$", "not valid JSON"
    wrong = valid(); wrong["layers"][0]["ks"]["p"]["k"] = "left"
    yield "wrong type", broken(tmp_path, "wrong.json", json.dumps(wrong)), "$.layers[0].ks.p.k", "expected a number"
    huge = valid(); huge["w"] = 1e9
    yield "huge size", broken(tmp_path, "huge.json", json.dumps(huge)), "$.w", "width"
    deep = valid()
    group = {"ty": "gr", "it": []}
    root = group
    for _ in range(150):
        inner = {"ty": "gr", "it": []}
        group["it"].append(inner)
        group = inner
    deep["layers"][1]["shapes"] = [root]
    yield "deep nesting", broken(tmp_path, "deep.json", json.dumps(deep)), "$.layers[1].shapes", "nest more than"
    many = valid()
    many["layers"][0]["ks"]["r"] = {"a": 1, "k": [{"t": i * 0.001, "s": [i % 360]} for i in range(100_000)]}
    yield "100,000 keyframes", broken(tmp_path, "keyframes.json", json.dumps(many)), "$.layers[0].ks.r.k", "keyframes"
    cycle = valid()
    cycle["layers"] = [shape_layer(1, parent=2), shape_layer(2, parent=1)]
    yield "parenting cycle", broken(tmp_path, "parents.json", json.dumps(cycle)), "$.layers[", "cycle"
    precomp = valid()
    precomp["assets"] = [{"id": "a", "layers": [{"ty": 0, "refId": "b", "ind": 1, "ip": 0, "op": 30, "st": 0, "ks": {}}]},
                         {"id": "b", "layers": [{"ty": 0, "refId": "a", "ind": 1, "ip": 0, "op": 30, "st": 0, "ks": {}}]}]
    precomp["layers"] = [{"ty": 0, "refId": "a", "ind": 1, "ip": 0, "op": 30, "st": 0, "ks": {}, "nm": "loop"}]
    yield "precomposition cycle", broken(tmp_path, "precomps.json", json.dumps(precomp)), ".refId", "contains itself"


def test_bad_lottie_files_are_refused_with_the_path_and_a_fix(tmp_path):
    for label, path, json_path, message in bad_inputs(tmp_path):
        result = subprocess.run([str(reel_binary()), "still", str(path), "--frame", "0", "-o", str(tmp_path / "out.png")],
                                capture_output=True, text=True, timeout=120)
        assert result.returncode == 2, f"{label}: exit {result.returncode}\n{result.stderr}"
        assert str(path) in result.stderr, f"{label}: the file is not named\n{result.stderr}"
        assert json_path in result.stderr and message in result.stderr, f"{label}:\n{result.stderr}"
        assert "fix:" in result.stderr, f"{label}:\n{result.stderr}"
        assert not (tmp_path / "out.png").exists(), label

