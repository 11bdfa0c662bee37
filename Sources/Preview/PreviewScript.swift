/// The preview page's script: follows the server's state over a WebSocket, fetches frames, and
/// runs the timeline, playback, keys and the `#t=` fragment.
///
/// Playback follows the clock. Frames are counted from the start of playback (a position keeps
/// growing across loop wraps); the page asks for the frame that will be due when a request
/// started now comes back (from the measured round trip), two at a time so renders overlap on
/// two cores, and shows the newest frame that is due. A machine that cannot keep up shows fewer
/// frames, never slower motion.
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
          let loopOn = false, loopIn = null, loopOut = null;
          let roundTrip = 50;        // milliseconds a frame request takes, smoothed
          let requestCount = 0;      // frame requests started, to tell stale answers from fresh ones
          let shown = null;          // what #frame shows: { key, t, version, position }
          const inFlight = new Map();  // key -> request
          const ready = new Map();     // key -> decoded frame not shown yet
          // Playback: null when paused.
          let play = null;           // { startClock, startFrame, position, lastPosition }
          const stats = { shown: 0, shownWhilePlaying: 0, playStarted: 0, recent: [] };
          window.reelPreview = {
            stats, get time() { return time; }, get playing() { return play != null; }, get scene() { return scene; },
            get roundTrip() { return roundTrip; },
          };

          const lastFrame = () => Math.max(scene.frames - 1, 0);
          const clampFrame = (n) => Math.min(Math.max(n, 0), lastFrame());
          // Times within a thousandth of a frame of a frame time count as that frame.
          const frameOf = (t) => clampFrame(Math.floor(t * scene.fps + 1e-3));
          const timeOfFrame = (n) => n / scene.fps;
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
            writeHash();
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
            loopBand.style.width = (Math.max(b - a, 0.5) / span * 100) + "%";
          }

          // Playback positions count frames since playback started; a position's frame wraps
          // inside the loop, or stops at the last frame.
          function frameAtPosition(p) {
            if (loopOn) {
              const [a, b] = loopRange();
              return a + ((play.startFrame - a + p) % (b - a + 1));
            }
            return Math.min(play.startFrame + p, lastFrame());
          }
          const endPosition = () => (loopOn ? Infinity : lastFrame() - play.startFrame);

          // What to fetch: paused, the time on the timeline; playing, the frames due when the
          // answers arrive, skipping those already asked for.
          function wantedRequests() {
            if (!scene) return [];
            if (!play) return [{ t: time, position: null }];
            const lead = Math.ceil(roundTrip / 1000 * scene.fps);
            const wanted = [];
            for (let p = Math.min(play.position + lead, endPosition()); wanted.length < inFlightLimit && p <= endPosition(); p++) {
              const t = timeOfFrame(frameAtPosition(p));
              const key = keyOf(t, p);
              if (!inFlight.has(key) && !ready.has(key)) wanted.push({ t, position: p });
              if (p - play.position > lead + scene.fps) break;
            }
            return wanted;
          }
          const keyOf = (t, position) => scene.sceneVersion + "@" + t + (position == null ? "" : "#" + position);

          function pump() {
            for (const request of wantedRequests()) {
              if (inFlight.size >= inFlightLimit) break;
              const key = keyOf(request.t, request.position);
              if (shown && shown.key === key) continue;
              fetchFrame(request.t, request.position, key, scene.sceneVersion);
            }
            present();
          }

          async function fetchFrame(t, position, key, version) {
            const started = performance.now();
            inFlight.set(key, ++requestCount);
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
              roundTrip = 0.7 * roundTrip + 0.3 * (performance.now() - started);
              if (scene && version === scene.sceneVersion) ready.set(key, { key, t, url, version, position });
              else URL.revokeObjectURL(url);
            } catch (error) {
              renderError = "reel preview: cannot load the frame at " + t + " s: " + error.message;
              showError();
            } finally {
              inFlight.delete(key);
            }
            pump();
          }

          // Shows the frame that is due: paused, the one for the timeline's time; playing, the
          // newest whose position has come (older ones are dropped unseen).
          function present() {
            let entry = null;
            if (!scene) return;
            if (play) {
              for (const candidate of ready.values()) {
                if (candidate.position == null || candidate.position > play.position) continue;
                if (shown && shown.position != null && candidate.position <= shown.position) continue;
                if (!entry || candidate.position > entry.position) entry = candidate;
              }
            } else {
              entry = ready.get(keyOf(time, null)) ?? null;
            }
            if (entry) show(entry);
            for (const [key, value] of ready) {
              const stale = play
                ? value.position == null || (shown && shown.position != null && value.position <= shown.position)
                : key !== keyOf(time, null);
              if (stale) { URL.revokeObjectURL(value.url); ready.delete(key); }
            }
          }

          function show(entry) {
            ready.delete(entry.key);
            const old = frameImage.src;
            frameImage.src = entry.url;
            frameImage.hidden = false;
            frameImage.dataset.t = String(entry.t);
            frameImage.dataset.frame = String(frameOf(entry.t));
            frameImage.dataset.sceneVersion = String(entry.version);
            shown = entry;
            if (old.startsWith("blob:")) URL.revokeObjectURL(old);
            if (renderError) { renderError = null; showError(); }
            stats.shown += 1;
            if (play) {
              updateLabels(entry.t);
              countPlayedFrame();
            }
          }

          function countPlayedFrame() {
            stats.shownWhilePlaying += 1;
            const now = performance.now();
            stats.recent.push(now);
            while (stats.recent.length && now - stats.recent[0] > 1000) stats.recent.shift();
            if (now - stats.playStarted > 1000) rateLabel.textContent = stats.recent.length + " fps shown (scene " + scene.fps + ")";
          }

          function startPlaying() {
            if (!scene || play) return;
            let start = frameOf(time);
            if (loopOn) {
              const [a, b] = loopRange();
              if (start < a || start >= b) start = a;
            } else if (start >= lastFrame()) {
              start = 0;
            }
            play = { startClock: performance.now(), startFrame: start, position: 0 };
            stats.playStarted = play.startClock;
            stats.recent = [];
            shown = shown && { ...shown, position: null };
            document.body.dataset.playing = "true";
            playButton.textContent = "❚❚";
            playButton.setAttribute("aria-label", "Pause");
            time = timeOfFrame(start);
            pump();
            requestAnimationFrame(tick);
          }

          function pause() {
            if (!play) return;
            play = null;
            document.body.dataset.playing = "false";
            playButton.textContent = "▶";
            playButton.setAttribute("aria-label", "Play");
            rateLabel.textContent = "";
            // Stay on the frame on screen.
            if (shown && shown.version === scene.sceneVersion) {
              shown = { ...shown, key: keyOf(shown.t, null), position: null };
              setTime(shown.t);
            } else {
              setTime(time);
            }
          }

          function tick(now) {
            if (!play) return;
            const position = Math.min(Math.floor((now - play.startClock) / 1000 * scene.fps + 1e-6), endPosition());
            if (position !== play.position) {
              play.position = position;
              time = timeOfFrame(frameAtPosition(position));
              pump();
            }
            // Without a loop, stop once the last frame is on screen.
            if (!loopOn && shown && shown.position === endPosition()) { pause(); return; }
            requestAnimationFrame(tick);
          }

          function step(frames) {
            if (!scene) return;
            pause();
            setTime(timeOfFrame(clampFrame(frameOf(time) + frames)));
          }

          function setLoopPoint(which) {
            if (!scene) return;
            const n = frameOf(time);
            if (which === "in") { loopIn = n; if (loopOut != null && loopOut < n) loopOut = null; }
            else { loopOut = n; if (loopIn != null && loopIn > n) loopIn = null; }
            showLoop();
          }

          function toggleLoop() {
            loopOn = !loopOn;
            showLoop();
            if (play) { pause(); startPlaying(); }
          }

          document.addEventListener("keydown", (event) => {
            if (event.ctrlKey || event.metaKey || event.altKey) return;
            const second = scene ? Math.max(Math.round(scene.fps), 1) : 1;
            switch (event.key) {
              case " ": play ? pause() : startPlaying(); break;
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

          playButton.addEventListener("click", () => (play ? pause() : startPlaying()));
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
              if (play) { pause(); startPlaying(); } else setTime(Math.min(time, state.duration));
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
