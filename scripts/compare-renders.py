"""Compares a joined cluster render with a whole render of the same scene, decoding both with
FFmpeg's command-line tools: the same number of video frames at exactly the same timestamps,
exactly the same decoded audio samples (the join mixes and encodes the scene's sound once, as a
whole render does), and every picture within the encoder's error of the whole render's (PSNR).

    python3 scripts/compare-renders.py WHOLE JOINED
"""

import hashlib
import re
import subprocess
import sys

MIN_PSNR_DB = 40.0


def run(*args) -> bytes:
    return subprocess.run(args, check=True, capture_output=True).stdout


def frame_times(path):
    out = run("ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "frame=pts_time",
              "-of", "csv=p=0", path).decode()
    return [line.strip().rstrip(",") for line in out.splitlines() if line.strip()]


def audio(path):
    """The first audio stream decoded to 32-bit float PCM at its own rate and layout."""
    info = run("ffprobe", "-v", "error", "-select_streams", "a:0", "-show_entries",
               "stream=codec_name,sample_rate,channels", "-of", "csv=p=0", path).decode().strip()
    if not info:
        return None, b""
    pcm = run("ffmpeg", "-v", "error", "-i", path, "-map", "0:a:0", "-f", "f32le", "-")
    return info, pcm


def psnr(whole, joined):
    log = subprocess.run(["ffmpeg", "-v", "info", "-i", joined, "-i", whole, "-lavfi", "[0:v][1:v]psnr",
                          "-f", "null", "-"], check=True, capture_output=True, text=True).stderr
    match = re.search(r"PSNR .* average:(\S+) min:(\S+)", log)
    if not match:
        raise SystemExit(f"error: no PSNR in ffmpeg's output:\n{log[-2000:]}")
    return float(match.group(1)), float(match.group(2))


def main():
    whole, joined = sys.argv[1], sys.argv[2]
    problems = []

    whole_times, joined_times = frame_times(whole), frame_times(joined)
    print(f"video frames: whole {len(whole_times)}, joined {len(joined_times)}")
    if not whole_times:
        problems.append("the whole render has no video frames")
    if whole_times != joined_times:
        first = next((i for i, (a, b) in enumerate(zip(whole_times, joined_times)) if a != b), min(len(whole_times), len(joined_times)))
        problems.append(f"frame timestamps differ from frame {first} on "
                        f"(whole {whole_times[first:first + 3]}, joined {joined_times[first:first + 3]})")

    whole_info, whole_pcm = audio(whole)
    joined_info, joined_pcm = audio(joined)
    print(f"audio: whole {whole_info} {len(whole_pcm) // 4} samples, joined {joined_info} {len(joined_pcm) // 4} samples")
    if whole_info is None:
        problems.append("the whole render has no sound: the test needs a scene with sound")
    elif joined_info != whole_info:
        problems.append(f"audio streams differ: whole {whole_info}, joined {joined_info}")
    elif whole_pcm != joined_pcm:
        problems.append(f"decoded audio samples differ (sha256 whole {hashlib.sha256(whole_pcm).hexdigest()[:16]}, "
                        f"joined {hashlib.sha256(joined_pcm).hexdigest()[:16]}; {len(whole_pcm)} vs {len(joined_pcm)} bytes)")
    elif not any(whole_pcm):
        problems.append("the audio is silent")

    average, worst = psnr(whole, joined)
    print(f"pictures: PSNR joined vs whole average {average} dB, worst frame {worst} dB (at least {MIN_PSNR_DB} dB)")
    if worst < MIN_PSNR_DB:
        problems.append(f"a joined frame is {worst} dB from the whole render's (under {MIN_PSNR_DB} dB)")

    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
