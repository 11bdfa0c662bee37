"""Fixtures every browser test shares: Debian's chromium driven by Playwright, the `reel` binary,
and servers started from it.

Nothing here waits for a fixed time: tests wait on conditions (Playwright's `wait_for_*`,
`expect`) with generous timeouts, servers listen on a port the system picks (`--port 0`) and
print their URL as the first line on stdout, and every server started is stopped at teardown.
"""

import contextlib
import os
import pathlib
import queue
import signal
import subprocess
import threading
import time

import pytest
from playwright.sync_api import expect, sync_playwright

REPO = pathlib.Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("REEL_CHROMIUM", "/usr/bin/chromium")
# Generous: CI is a loaded 2-core machine; a passing test never waits this long.
TIMEOUT_MS = 90_000
TIMEOUT_S = TIMEOUT_MS / 1000

expect.set_options(timeout=TIMEOUT_MS)


def reel_binary() -> pathlib.Path:
    """The `reel` the tests run: $REEL_BINARY, else the debug build `make test` made."""
    path = pathlib.Path(os.environ.get("REEL_BINARY", REPO / ".build" / "debug" / "reel"))
    if not path.is_file():
        pytest.fail(f"{path} does not exist: build it first (swift build --build-tests)")
    return path


def run_reel(*args, cwd=None, check=True) -> subprocess.CompletedProcess:
    """Runs `reel ARGS` to completion and returns its result (text stdout and stderr)."""
    result = subprocess.run([str(reel_binary()), *map(str, args)], cwd=cwd, capture_output=True,
                            text=True, timeout=600)
    if check and result.returncode != 0:
        raise AssertionError(f"reel {' '.join(map(str, args))} exited {result.returncode}:\n{result.stderr}")
    return result


class ServerProcess:
    """A server command that prints its URL as the first line on stdout. Started at once; `url`
    is that line; `stop()` sends a signal and waits for the exit. Always stopped by the
    `start_server` fixture, even when a test fails."""

    def __init__(self, args, cwd=None, env=None):
        self.args = [str(a) for a in args]
        self.process = subprocess.Popen(self.args, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        text=True, start_new_session=True)
        self._stdout = queue.Queue()
        self._stderr_lines = []
        self._stderr_changed = threading.Condition()
        self._readers = [
            threading.Thread(target=self._pump, args=(self.process.stdout, self._stdout.put), daemon=True),
            threading.Thread(target=self._pump, args=(self.process.stderr, self._add_stderr), daemon=True),
        ]
        for reader in self._readers:
            reader.start()
        try:
            self.url = self._stdout.get(timeout=TIMEOUT_S).strip()
        except queue.Empty:
            self.stop(signal.SIGKILL)
            raise AssertionError(f"{' '.join(self.args)} printed no URL:\n{self.stderr}")
        if not self.url.startswith("http"):
            self.stop(signal.SIGKILL)
            raise AssertionError(f"{' '.join(self.args)} printed {self.url!r} instead of a URL:\n{self.stderr}")

    @staticmethod
    def _pump(stream, sink):
        for line in stream:
            sink(line)
        sink("")  # end of stream

    def _add_stderr(self, line):
        with self._stderr_changed:
            self._stderr_lines.append(line)
            self._stderr_changed.notify_all()

    @property
    def stderr(self) -> str:
        with self._stderr_changed:
            return "".join(self._stderr_lines)

    def wait_for_stderr(self, text: str) -> str:
        """Waits until stderr contains `text` (or the process ends) and returns all of it."""
        with self._stderr_changed:
            self._stderr_changed.wait_for(
                lambda: text in "".join(self._stderr_lines) or (self._stderr_lines and self._stderr_lines[-1] == ""),
                timeout=TIMEOUT_S)
            return "".join(self._stderr_lines)

    def stop(self, sig=signal.SIGINT) -> int:
        """Sends `sig` and waits for the exit; returns the exit status (killing it if it hangs)."""
        if self.process.poll() is None:
            try:
                self.process.send_signal(sig)
                self.process.wait(timeout=TIMEOUT_S)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
                raise AssertionError(f"{' '.join(self.args)} did not stop on {sig!r}")
        for reader in self._readers:
            reader.join(timeout=TIMEOUT_S)
        return self.process.returncode


@pytest.fixture
def start_server():
    """`start_server(args, cwd=None, env=None) -> ServerProcess`; every server is stopped after the test."""
    servers = []

    def start(args, cwd=None, env=None):
        server = ServerProcess(args, cwd=cwd, env=env)
        servers.append(server)
        return server

    yield start
    for server in servers:
        if server.process.poll() is None:
            try:
                server.stop(signal.SIGTERM)
            except AssertionError:
                pass


@pytest.fixture(scope="session")
def browser():
    """Headless Debian chromium (no sandbox as root, where it cannot start one)."""
    args = ["--disable-dev-shm-usage", "--disable-gpu"]
    if os.geteuid() == 0:
        args.append("--no-sandbox")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=args)
        yield browser
        browser.close()


def eventually(check):
    """Retries `check` (a function that asserts) until it passes, and returns what it returns;
    after the timeout its last AssertionError is raised."""
    deadline = time.monotonic() + TIMEOUT_S
    while True:
        try:
            return check()
        except AssertionError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def wait_until(condition):
    """Polls `condition` until it holds (a file another process writes), failing after the timeout."""
    def holds():
        assert condition(), "timed out"
    eventually(holds)


@contextlib.contextmanager
def fresh_page(browser, width=1280, height=800):
    """A fresh page (own cookies and storage) in a `width` × `height` window at device scale 1,
    with generous timeouts; its context is closed afterwards."""
    context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=1)
    context.set_default_timeout(TIMEOUT_MS)
    try:
        yield context.new_page()
    finally:
        context.close()


@pytest.fixture
def page(browser):
    """A fresh 1280×800 page (see `fresh_page`)."""
    with fresh_page(browser) as page:
        yield page
