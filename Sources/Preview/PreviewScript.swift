/// The preview page's script: follows the server's state over a WebSocket, fetches frames, and
/// runs the timeline, playback, keys and the `#t=` fragment.
///
/// Playback follows the clock: the frame due now is asked for (and the one after it, so two
/// renders overlap on two cores), and a frame that arrives after its time has passed is
/// dropped, so a slow machine shows fewer frames rather than slower motion.
enum PreviewScript {
    static let source = #"""
        "use strict";
        (() => {
          const $ = (id) => document.getElementById(id);
          const frameImage = $("frame"), timeLabel = $("time"), frameLabel = $("frame-number"), scrubber = $("scrubber");
          const errorBox = $("error"), playButton = $("play"), loopButton = $("loop"), loopLabel = $("loop-range");
          const loopBand = $("loop-band"), rateLabel = $("rate"), connection = $("connection");

          const inFlightLimit = 2;
          let scene = null;          // the server's scene: width, height, fps, duration, frames, sceneVersion
          let problems = null;       // the scene's problems, as `reel validate` prints them
          let renderError = null;    // a frame request's failure
          let time = 0;              // the time on the timeline, in seconds
          let playing = false, playStartClock = 0, playStartFrame = 0, playFrame = 0;
          let loopOn = false, loopIn = null, loopOut = null;
          let shownKey = null;
          const inFlight = new Set(), ready = new Map();
          const stats = { shown: 0, shownWhilePlaying: 0, playStarted: 0, recent: [] };
          window.reelPreview = { stats, get time() { return time; }, get playing() { return playing; }, get scene() { return scene; } };

          const lastFrame = () => Math.max(scene.frames - 1, 0);
          const clampFrame = (n) => Math.min(Math.max(n, 0), lastFrame());
          // Times within a thousandth of a frame of a frame time count as that frame.
          const frameOf = (t) => clampFrame(Math.floor(t * scene.fps + 1e-3));
          const timeOfFrame = (n) => n / scene.fps;
          const keyOf = (t) => scene.sceneVersion + "@" + t;
          const loopRange = () => [loopIn ?? 0, loopOut ?? lastFrame()];

          // `#t=1.25`: a time; one within a thousandth of a frame of a frame time is that frame's exact time.
          function timeFromHash() {
            const match = /(?:^#|&)t=([0-9]*\.?[0-9]+)/.exec(location.hash);
            if (!match || !scene) return null;
            let t = Math.min(Math.max(Number(match[1]), 0), scene.duration);
            const n = Math.round(t * scene.fps);
            if (Math.abs(t * scene.fps - n) < 1e-3) t = timeOfFrame(clampFrame(n));
            return t;
          }

          function writeHash() {
            const text = String(Number(time.toFixed(6)));
            if (location.hash !== "#t=" + text) history.replaceState(null, "", "#t=" + text);
          }

          function setTime(t) {
            time = t;
            updateLabels(t);
            if (!playing) writeHash();
            pump();
          }

          function updateLabels(t) {
            if (!scene) return;
            const n = frameOf(t);
            timeLabel.textContent = t.toFixed(3) + " s";
            frameLabel.textContent = "frame " + n + " / " + lastFrame();
            scrubber.value = String(n);
          }

          function showError() {
            const text = problems ?? renderError;
            errorBox.textContent = text ?? "";
            errorBox.hidden = text == null;
          }

          function showLoop() {
            loopButton.setAttribute("aria-pressed", String(loopOn));
            if (!scene) return;
            const [a, b] = loopRange();
            loopLabel.textContent = (loopOn || loopIn != null || loopOut != null)
              ? "in " + timeOfFrame(a).toFixed(3) + " · out " + timeOfFrame(b).toFixed(3) : "";
            loopBand.hidden = !loopOn;
            const span = Math.max(lastFrame(), 1);
            loopBand.style.left = (a / span * 100) + "%";
            loopBand.style.width = ((b - a) / span * 100) + "%";
          }

          // Frames: ask for what should be on screen (while playing, also the next one), at most
          // `inFlightLimit` at once; show what has arrived when it is due.
          function wantedTimes() {
            if (!scene) return [];
            if (!playing) return [time];
            const next = nextPlayFrame(playFrame);
            return next == null ? [timeOfFrame(playFrame)] : [timeOfFrame(playFrame), timeOfFrame(next)];
          }

          function pump() {
            for (const t of wantedTimes()) {
              if (inFlight.size >= inFlightLimit) break;
              const key = keyOf(t);
              if (key === shownKey || inFlight.has(key) || ready.has(key)) continue;
              fetchFrame(t, key, scene.sceneVersion);
            }
            present();
          }

          async function fetchFrame(t, key, version) {
            inFlight.add(key);
            try {
              const response = await fetch("/frame?t=" + t + "&v=" + version, { cache: "no-store" });
              if (!response.ok) {
                renderError = (await response.text()).trimEnd();
                showError();
                return;
              }
              const url = URL.createObjectURL(await response.blob());
              const image = new Image();
              image.src = url;
              await image.decode();
              if (scene && version === scene.sceneVersion) ready.set(key, { t, url, version }); else URL.revokeObjectURL(url);
            } catch (error) {
              renderError = "reel preview: cannot load the frame at " + t + " s: " + error.message;
              showError();
            } finally {
              inFlight.delete(key);
            }
            pump();
          }

          function present() {
            const due = playing ? timeOfFrame(playFrame) : time;
            const key = scene ? keyOf(due) : null;
            const entry = key && ready.get(key);
            if (entry) {
              ready.delete(key);
              const old = frameImage.src;
              frameImage.src = entry.url;
              frameImage.hidden = false;
              frameImage.dataset.t = String(entry.t);
              frameImage.dataset.frame = String(frameOf(entry.t));
              frameImage.dataset.sceneVersion = String(entry.version);
              shownKey = key;
              if (old.startsWith("blob:")) URL.revokeObjectURL(old);
              if (renderError) { renderError = null; showError(); }
              stats.shown += 1;
              if (playing) countPlayedFrame();
              if (playing) updateLabels(entry.t);
            }
            // Frames whose time has passed are dropped.
            for (const [k, value] of ready) {
              if (k !== key && !wantedTimes().some((t) => keyOf(t) === k)) { URL.revokeObjectURL(value.url); ready.delete(k); }
            }
          }

          function countPlayedFrame() {
            stats.shownWhilePlaying += 1;
            const now = performance.now();
            stats.recent.push(now);
            while (stats.recent.length && now - stats.recent[0] > 1000) stats.recent.shift();
            if (now - stats.playStarted > 1000) rateLabel.textContent = stats.recent.length + " fps shown (scene " + scene.fps + ")";
          }

          // Playback: the clock decides the frame; looping wraps it inside the loop range.
          function nextPlayFrame(n) {
            if (loopOn) { const [a, b] = loopRange(); return n >= b ? a : n + 1; }
            return n >= lastFrame() ? null : n + 1;
          }

          function play() {
            if (!scene || playing) return;
            let start = frameOf(time);
            if (loopOn) {
              const [a, b] = loopRange();
              if (start < a || start >= b) start = a;
            } else if (start >= lastFrame()) {
              start = 0;
            }
            playing = true;
            playStartFrame = start;
            playFrame = start;
            playStartClock = performance.now();
            stats.playStarted = playStartClock;
            stats.recent = [];
            document.body.dataset.playing = "true";
            playButton.textContent = "❚❚";
            playButton.setAttribute("aria-label", "Pause");
            time = timeOfFrame(start);
            pump();
            requestAnimationFrame(tick);
          }

          function pause() {
            if (!playing) return;
            playing = false;
            document.body.dataset.playing = "false";
            playButton.textContent = "▶";
            playButton.setAttribute("aria-label", "Play");
            rateLabel.textContent = "";
            // Stay on the frame on screen.
            setTime(frameImage.dataset.t != null && shownKey && shownKey.startsWith(scene.sceneVersion + "@") ? Number(frameImage.dataset.t) : timeOfFrame(playFrame));
          }

          function tick(now) {
            if (!playing) return;
            const elapsed = Math.floor((now - playStartClock) / 1000 * scene.fps + 1e-6);
            let n = playStartFrame + elapsed;
            if (loopOn) {
              const [a, b] = loopRange();
              n = a + ((n - a) % (b - a + 1));
            } else if (n >= lastFrame()) {
              n = lastFrame();
            }
            if (n !== playFrame) { playFrame = n; time = timeOfFrame(n); pump(); }
            if (!loopOn && n >= lastFrame()) {
              // Let the last frame arrive, then stop on it.
              if (shownKey === keyOf(timeOfFrame(n))) { pause(); return; }
            }
            requestAnimationFrame(tick);
          }

          function step(frames) {
            if (!scene) return;
            pause();
            setTime(timeOfFrame(clampFrame(frameOf(time) + frames)));
          }

          function setLoopPoint(which) {
            if (!scene) return;
            const n = frameOf(playing ? timeOfFrame(playFrame) : time);
            if (which === "in") { loopIn = n; if (loopOut != null && loopOut < n) loopOut = null; }
            else { loopOut = n; if (loopIn != null && loopIn > n) loopIn = null; }
            showLoop();
          }

          function toggleLoop() {
            loopOn = !loopOn;
            showLoop();
            if (playing) { pause(); play(); }
          }

          document.addEventListener("keydown", (event) => {
            if (event.ctrlKey || event.metaKey || event.altKey) return;
            const second = scene ? Math.max(Math.round(scene.fps), 1) : 1;
            switch (event.key) {
              case " ": playing ? pause() : play(); break;
              case "ArrowLeft": step(event.shiftKey ? -second : -1); break;
              case "ArrowRight": step(event.shiftKey ? second : 1); break;
              case "Home": if (scene) { pause(); setTime(0); } break;
              case "End": if (scene) { pause(); setTime(timeOfFrame(lastFrame())); } break;
              case "i": case "I": setLoopPoint("in"); break;
              case "o": case "O": setLoopPoint("out"); break;
              case "l": case "L": toggleLoop(); break;
              default: return;
            }
            event.preventDefault();
          });
          // A focused button would also take Space as a click.
          document.addEventListener("keyup", (event) => { if (event.key === " ") event.preventDefault(); });

          playButton.addEventListener("click", () => (playing ? pause() : play()));
          loopButton.addEventListener("click", toggleLoop);
          scrubber.addEventListener("input", () => { if (scene) { pause(); setTime(timeOfFrame(Number(scrubber.value))); } });
          window.addEventListener("hashchange", () => { const t = timeFromHash(); if (t != null && t !== time) { pause(); setTime(t); } });

          function applyState(state) {
            document.title = state.scene + " — reel preview";
            $("scene-name").textContent = state.scene;
            $("scene-name").href = "/files/" + encodeURIComponent(state.scene);
            problems = state.problems;
            showError();
            if (state.width != null && (!scene || state.sceneVersion !== scene.sceneVersion)) {
              const first = scene == null;
              scene = { width: state.width, height: state.height, fps: state.fps, duration: state.duration,
                        frames: state.frames, sceneVersion: state.sceneVersion };
              frameImage.style.width = state.width + "px";
              frameImage.style.height = state.height + "px";
              scrubber.max = String(lastFrame());
              $("scene-info").textContent = state.width + "×" + state.height + " · " + state.fps + " fps · " + state.duration + " s · " + state.frames + " frames";
              for (const value of ready.values()) URL.revokeObjectURL(value.url);
              ready.clear();
              if (loopIn != null) loopIn = clampFrame(loopIn);
              if (loopOut != null) loopOut = clampFrame(loopOut);
              showLoop();
              if (first) time = timeFromHash() ?? 0;
              if (playing) { playFrame = clampFrame(playFrame); pump(); }
              else setTime(Math.min(time, state.duration));
            }
            document.body.dataset.version = String(state.version);
          }

          function connect() {
            const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/events");
            socket.onopen = () => { connection.textContent = ""; };
            socket.onmessage = (event) => applyState(JSON.parse(event.data));
            socket.onclose = () => {
              connection.textContent = "not connected to reel preview — retrying";
              setTimeout(connect, 1000);
            };
          }
          connect();
        })();
        """#
}
