"""What the Python benchmarks under Benchmarks/ share: a command's wall and CPU time, the load."""

import resource
import subprocess
import time


def timed(command):
    """Wall seconds and CPU seconds (user + system) of a command run to its end."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def load():
    """The machine's one-minute load average, as text."""
    with open("/proc/loadavg") as f:
        return f.read().split()[0]
