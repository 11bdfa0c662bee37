#!/usr/bin/env python3
"""Generates the sounds of scenes/presentation.yaml into scenes/sounds/ (Python's standard library
only, so the same bytes every time; nothing is downloaded or recorded).

  pad.wav    a soft four-second chord that loops seamlessly: every partial completes a whole
             number of cycles in four seconds (frequencies are multiples of 0.25 Hz), and the slow
             swell lasts exactly four seconds. 24 kHz mono: Reel resamples it to 48 kHz.
  chime.wav  a two-note bell (A5 then E6) for slide changes, 1.2 s. 32 kHz mono.

Run it again after changing it:  python3 scripts/make-sounds.py
"""
import math
import os
import struct
import wave

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scenes", "sounds")


def write(name, rate, samples):
    path = os.path.join(OUT, name)
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(b"".join(struct.pack("<h", round(max(-1.0, min(1.0, s)) * 32767)) for s in samples))
    print(f"wrote {os.path.relpath(path)} ({len(samples) / rate:.2f} s at {rate} Hz)")


def pad(rate=24000, seconds=4):
    # C3, E3, G3, C4 rounded to 0.25 Hz, each with a partner 0.5 Hz above for a slow beat.
    chord = [130.75, 164.75, 196.0, 261.5]
    samples = []
    for n in range(rate * seconds):
        t = n / rate
        swell = 0.75 + 0.25 * math.sin(2 * math.pi * t / seconds)
        value = sum(math.sin(2 * math.pi * f * t) + 0.6 * math.sin(2 * math.pi * (f + 0.5) * t) for f in chord)
        samples.append(0.09 * swell * value)
    return samples


def chime(rate=32000, seconds=1.2):
    def bell(f, t):
        if t < 0:
            return 0.0
        attack = min(1.0, t / 0.004)
        partials = [(1.0, 1.0, 2.2), (2.76, 0.45, 4.0), (5.40, 0.25, 7.0)]
        return attack * sum(a * math.exp(-d * t) * math.sin(2 * math.pi * f * r * t) for r, a, d in partials)

    count = round(rate * seconds)
    samples = []
    for n in range(count):
        t = n / rate
        value = 0.32 * bell(880.0, t) + 0.28 * bell(1318.5, t - 0.12)
        release = min(1.0, (count - n) / (0.01 * rate))
        samples.append(value * release)
    return samples


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    write("pad.wav", 24000, pad())
    write("chime.wav", 32000, chime())
