"""The two independent Lottie players the tests compare with (rlottie and ThorVG, from PyPI),
`reel` itself, and the image comparison: each returns an RGB array composited over white, so
frames with and without transparency compare alike."""

import os
import pathlib
import subprocess
import tempfile

import numpy as np
from PIL import Image

REPO = pathlib.Path(__file__).resolve().parents[2]


def reel_binary() -> pathlib.Path:
    path = pathlib.Path(os.environ.get("REEL_BINARY", REPO / ".build" / "debug" / "reel"))
    if not path.is_file():
        raise RuntimeError(f"{path} does not exist: build it first (swift build --build-tests)")
    return path


def run_reel(*args, check=True) -> subprocess.CompletedProcess:
    result = subprocess.run([str(reel_binary()), *map(str, args)], capture_output=True, text=True,
                            timeout=600, cwd=REPO)
    if check and result.returncode != 0:
        raise AssertionError(f"reel {' '.join(map(str, args))} failed ({result.returncode}):\n{result.stderr}")
    return result


def over_white(rgba: np.ndarray, premultiplied: bool) -> np.ndarray:
    rgba = rgba.astype(np.float64)
    alpha = rgba[..., 3:4] / 255
    rgb = rgba[..., :3]
    if not premultiplied:
        rgb = rgb * alpha
    return rgb + (1 - alpha) * 255


def reel_frame(scene: pathlib.Path, frame: int) -> np.ndarray:
    with tempfile.TemporaryDirectory() as directory:
        out = pathlib.Path(directory) / "still.png"
        run_reel("still", scene, "--frame", frame, "-o", out)
        image = Image.open(out).convert("RGBA")
        return over_white(np.asarray(image), premultiplied=False)


def rlottie_frame(animation: pathlib.Path, frame: int) -> np.ndarray:
    from rlottie_python import LottieAnimation

    with LottieAnimation.from_file(str(animation)) as player:
        width, height = player.lottie_animation_get_size()
        image = player.render_pillow_frame(frame_num=frame, width=width, height=height)
        return over_white(np.asarray(image.convert("RGBA")), premultiplied=True)


def thorvg_frame(animation: pathlib.Path, frame: int, size: tuple[int, int]) -> np.ndarray:
    import thorvg_python as tvg

    engine = tvg.Engine(threads=1)
    try:
        canvas = tvg.SwCanvas(engine)
        canvas.set_target(size[0], size[1])
        player = tvg.LottieAnimation(engine)
        picture = player.get_picture()
        result = picture.load(str(animation))
        if result != tvg.Result.SUCCESS:
            raise AssertionError(f"ThorVG cannot load {animation}: {result}")
        picture.set_size(size[0], size[1])
        canvas.add(picture)
        player.set_frame(float(frame))
        canvas.update()
        canvas.draw(True)
        canvas.sync()
        image = canvas.get_pillow()
        array = np.asarray(image.convert("RGBA"))
        canvas.destroy()
        return over_white(array, premultiplied=True)
    finally:
        engine.term()


def mean_difference(a: np.ndarray, b: np.ndarray) -> float:
    """Mean absolute difference per channel, 0-255."""
    assert a.shape == b.shape, f"sizes differ: {a.shape} vs {b.shape}"
    return float(np.abs(a - b).mean())


def save_comparison(directory: pathlib.Path, name: str, images: dict) -> None:
    """Writes each image and its difference from `reel`, for a failing test to be looked at."""
    directory.mkdir(parents=True, exist_ok=True)
    reference = images["reel"]
    for label, image in images.items():
        Image.fromarray(np.clip(image, 0, 255).astype(np.uint8)).save(directory / f"{name}.{label}.png")
        if label != "reel":
            diff = np.clip(np.abs(image - reference) * 4, 0, 255).astype(np.uint8)
            Image.fromarray(diff).save(directory / f"{name}.{label}.diff.png")
