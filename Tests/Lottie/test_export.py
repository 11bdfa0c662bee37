"""`reel render scene.yaml -o anim.json`: every scene in scenes/ exported to Lottie is valid
against the Lottie specification's JSON Schema and, played by rlottie and by ThorVG, looks like
`reel still` of the same frame within a small mean difference.

The tolerances are mean absolute differences per channel (0-255) over the whole frame,
composited over white. Antialiasing and curve flattening differ between renderers; a missing
layer, a wrong transform, colour or timing differs far more (a misplaced bar on a chart is
several units over the frame)."""

import json
import pathlib
import zipfile

import jsonschema
import pytest
from lottie_specs.resources import load_specs

from players import (REPO, mean_difference, reel_frame, rlottie_frame, run_reel, save_comparison,
                     thorvg_frame)

SCENES = sorted((REPO / "scenes").glob("*.yaml"))
RESULTS = REPO / ".build" / "lottie-tests"

# Measured on every scene at four frames (docs/lottie.md, "Export"): the largest means seen, with room.
RLOTTIE_TOLERANCE = 6.0
THORVG_TOLERANCE = 6.0


@pytest.fixture(scope="module")
def schema_validator():
    schema = load_specs()
    return jsonschema.Draft202012Validator(schema)


def export(scene: pathlib.Path, directory: pathlib.Path, suffix: str = ".json") -> pathlib.Path:
    out = directory / (scene.stem + suffix)
    run_reel("render", scene, "-o", out, "--quiet")
    return out


def signature(value):
    """The shape of a JSON value: its keys, types, `ty` tags and the kinds of items its arrays
    hold, without the numbers and counts that differ between, say, two text runs' glyphs."""
    if isinstance(value, dict):
        return "{" + ",".join(f"{k}:{value[k] if k == 'ty' else signature(value[k])}" for k in sorted(value)) + "}"
    if isinstance(value, list):
        return "[" + ",".join(sorted({signature(v) for v in value})) + "]"
    return type(value).__name__


def representative(animation):
    """The animation with one layer of each signature per composition: a counter's thousand
    text runs differ only in glyph coordinates, and validating each takes minutes in Python."""
    def thin(layers):
        seen, kept = set(), []
        for layer in layers:
            key = signature(layer)
            if key not in seen:
                seen.add(key)
                kept.append(layer)
        return kept
    animation = dict(animation, layers=thin(animation["layers"]))
    animation["assets"] = [dict(a, layers=thin(a["layers"])) if "layers" in a else a for a in animation["assets"]]
    return animation


@pytest.mark.parametrize("scene", SCENES, ids=[s.stem for s in SCENES])
def test_export_is_valid_against_the_lottie_schema(scene, tmp_path, schema_validator):
    animation = representative(json.loads(export(scene, tmp_path).read_text()))
    errors = sorted(schema_validator.iter_errors(animation), key=lambda e: list(e.absolute_path))
    described = [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}" for e in errors[:10]]
    assert not errors, f"{len(errors)} schema errors, first:\n" + "\n".join(described)


@pytest.mark.parametrize("scene", SCENES, ids=[s.stem for s in SCENES])
def test_players_show_the_frames_reel_draws(scene, tmp_path):
    animation_path = export(scene, tmp_path)
    animation = json.loads(animation_path.read_text())
    size = (int(animation["w"]), int(animation["h"]))
    frames = int(animation["op"])
    picks = sorted({0, frames // 3, (2 * frames) // 3, frames - 1})
    report = []
    failures = []
    for frame in picks:
        images = {"reel": reel_frame(scene, frame), "rlottie": rlottie_frame(animation_path, frame),
                  "thorvg": thorvg_frame(animation_path, frame, size)}
        rlottie = mean_difference(images["rlottie"], images["reel"])
        thorvg = mean_difference(images["thorvg"], images["reel"])
        between = mean_difference(images["rlottie"], images["thorvg"])
        report.append(f"{scene.stem} frame {frame}: rlottie {rlottie:.2f}, thorvg {thorvg:.2f}, rlottie-thorvg {between:.2f}")
        if rlottie > RLOTTIE_TOLERANCE or thorvg > THORVG_TOLERANCE:
            failures.append(report[-1])
            save_comparison(RESULTS, f"{scene.stem}-{frame}", images)
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / f"{scene.stem}.txt").write_text("\n".join(report) + "\n")
    print("\n".join(report))
    assert not failures, "frames differ from reel still (images in .build/lottie-tests/):\n" + "\n".join(failures)


def test_dotlottie_holds_the_same_animation_and_a_manifest(tmp_path):
    scene = REPO / "scenes" / "gauge.yaml"
    archive_path = export(scene, tmp_path, ".lottie")
    plain = export(scene, tmp_path, ".json").read_bytes()
    with zipfile.ZipFile(archive_path) as archive:
        assert archive.testzip() is None
        manifest = json.loads(archive.read("manifest.json"))
        ids = [a["id"] for a in manifest["animations"]]
        assert ids == ["gauge"]
        assert archive.read("animations/gauge.json") == plain


def test_export_is_deterministic(tmp_path):
    scene = REPO / "scenes" / "line-chart.yaml"
    first = export(scene, tmp_path / "a" if (tmp_path / "a").mkdir() is None else tmp_path).read_bytes()
    second = export(scene, tmp_path / "b" if (tmp_path / "b").mkdir() is None else tmp_path).read_bytes()
    assert first == second
    archive_a = export(scene, tmp_path / "a", ".lottie").read_bytes()
    archive_b = export(scene, tmp_path / "b", ".lottie").read_bytes()
    assert archive_a == archive_b


def test_what_lottie_cannot_express_is_noted_and_strict_refuses_it(tmp_path):
    scene = REPO / "scenes" / "pie-chart.yaml"
    out = tmp_path / "pie.json"
    noted = run_reel("render", scene, "-o", out)
    assert "pie-chart: its shadow is left out" in noted.stderr
    assert out.is_file()
    strict_out = tmp_path / "strict.json"
    refused = run_reel("render", scene, "-o", strict_out, "--strict", check=False)
    assert refused.returncode != 0
    assert "Lottie cannot express" in refused.stderr and "pie-chart: its shadow" in refused.stderr
    assert not strict_out.exists()
