/// The preview page's script: follows the server's state over a WebSocket, fetches frames, and
/// runs the timeline, playback, keys and the `#t=` fragment.
///
/// Playback follows the clock. Frames are counted from the start of playback (a position keeps
/// growing across loop wraps); the page asks for the frames that will be due when requests
/// started now come back (from the measured round trip), several at a time so the server's
/// workers render ahead in parallel, keeps a few decoded frames ahead, and on each display
/// frame shows the newest frame that is due. A machine that cannot keep up shows fewer frames
/// (counted as dropped), never slower motion and never a frame under another frame's time.
///
/// Played frames are drawn on a canvas over `#frame` as patches: each request names the frame
/// the canvas will hold before it (the previous frame asked for), and the server answers the
/// PNG of the rectangle where the two differ (`/frame?t=&from=`), decoded off the main thread.
/// Patches are drawn strictly in the order asked, all of them (those of dropped frames too, in
/// the same task as the frame shown, so they never reach the screen): the canvas always holds
/// exactly a frame's pixels. A request that fails restarts the chain with a whole frame. Paused,
/// `#frame` itself shows the PNG of the whole frame (exact, and what scripts read back).
enum PreviewScript {
    static let source = #"""
        "use strict";
        (() => {
          const $ = (id) => document.getElementById(id);
          const frameImage = $("frame"), timeLabel = $("time"), frameLabel = $("frame-number"), scrubber = $("scrubber");
          const errorBox = $("error"), playButton = $("play"), loopButton = $("loop"), loopLabel = $("loop-range");
          const loopBand = $("loop-band"), rateLabel = $("rate"), connection = $("connection");

          // Frame requests at once: two when paused (renders overlap on two cores); playing,
          // enough to cover a round trip at the scene's rate (a 1080p frame spends most of its
          // round trip in transfer and decoding, not on the server's cores), at most six.
          const inFlightLimit = () => (play && scene ? Math.min(Math.max(Math.ceil(roundTrip / 1000 * scene.fps) + 1, 2), 6) : 2);
          // Playing, decoded frames waiting for their time plus requests in flight: a 1080p
          // frame is 8 MB decoded.
          const aheadLimit = 12;
          const frameBox = $("frame-box"), playCanvas = $("frame-playing");
          const playContext = playCanvas.getContext("2d");
          let playCount = 0;         // playbacks started: a played frame's key names its playback
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
          // Playback: null when paused. `chain`: the keys of the frames asked for, in order (each
          // a patch over the one before); `chainTime`: the time of the frame the canvas holds
          // once every patch asked for is drawn (null: the next asks for a whole frame).
          let play = null;           // { startClock, startFrame, position, id, chain, chainTime, lastAsked }
          // `droppedWhilePlaying`: frames whose time came while playing but were never shown.
          const stats = { shown: 0, shownWhilePlaying: 0, droppedWhilePlaying: 0, playStarted: 0, recent: [], rateShown: 0 };
          window.reelPreview = {
            stats, get time() { return time; }, get playing() { return play != null; }, get scene() { return scene; },
            get roundTrip() { return roundTrip; }, get selection() { return selection; },
            get zoom() { return zoom; }, get frameScale() { return frameScale; }, get frameFits() { return fitFrame; },
            timelineStats: null,
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
            movePlayhead(t);
            // Playing, the inspector follows a few times a second, not every frame: each answer
            // is a layout of the whole scene on the server's cores, which the frames need.
            const now = performance.now();
            if (!play || now - lastInspect > 250) { lastInspect = now; refreshSelection(); }
          }
          let lastInspect = 0;

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
            let ahead = inFlight.size;
            for (const entry of ready.values()) if (entry.position != null && entry.position > play.position) ahead += 1;
            // Patches go in order: never ask for a frame before one already asked for.
            const first = Math.max(Math.min(play.position + lead, endPosition()), play.lastAsked + 1);
            for (let p = first; wanted.length < inFlightLimit() && ahead < aheadLimit && p <= endPosition(); p++) {
              const t = timeOfFrame(frameAtPosition(p));
              const key = keyOf(t, p);
              if (!inFlight.has(key) && !ready.has(key)) { wanted.push({ t, position: p }); ahead += 1; }
              if (p - play.position > lead + scene.fps) break;
            }
            return wanted;
          }
          const keyOf = (t, position) => scene.sceneVersion + "@" + t + (position == null ? "" : "#" + position + "/" + play.id);

          function pump() {
            for (const request of wantedRequests()) {
              if (inFlight.size >= inFlightLimit()) break;
              const key = keyOf(request.t, request.position);
              // Paused on a played frame, #frame still needs that time's PNG.
              if (shown && shown.key === key && !shown.played) continue;
              let from = null;
              if (request.position != null) {
                from = play.chainTime;
                play.chain.push(key);
                play.chainTime = request.t;
                play.lastAsked = request.position;
              }
              fetchFrame(request.t, request.position, key, scene.sceneVersion, from);
            }
            present();
          }

          async function fetchFrame(t, position, key, version, from) {
            const started = performance.now();
            const playId = play && play.id;
            inFlight.set(key, ++requestCount);
            let entry = null;
            try {
              const response = await fetch("/frame?t=" + t + "&v=" + version + (from == null ? "" : "&from=" + from), { cache: "no-store" });
              if (!response.ok) {
                renderError = (await response.text()).trimEnd();
                showError();
                return;
              }
              const blob = await response.blob();
              if (position != null) {
                // A played frame: a patch (or a whole frame) decoded off the main thread.
                const patch = response.headers.get("X-Reel-Patch");
                const [x, y, width, height] = patch ? patch.split(",").map(Number) : [0, 0, scene.width, scene.height];
                const bitmap = width > 0 && height > 0 ? await createImageBitmap(blob) : null;
                entry = { key, t, bitmap, x, y, whole: !patch, version, position, playId };
              } else {
                const url = URL.createObjectURL(blob);
                const image = new Image();
                image.src = url;
                await image.decode();
                entry = { key, t, url, version, position };
              }
              roundTrip = 0.7 * roundTrip + 0.3 * (performance.now() - started);
              if (scene && version === scene.sceneVersion && (position == null || (play && play.id === playId))) ready.set(key, entry);
              else release(entry);
            } catch (error) {
              renderError = "reel preview: cannot load the frame at " + t + " s: " + error.message;
              showError();
            } finally {
              inFlight.delete(key);
              // A patch that did not arrive breaks the chain after it: the frames asked for
              // after it are dropped, and the next one asked for is a whole frame.
              if (position != null && !ready.has(key) && play && play.id === playId) {
                const at = play.chain.indexOf(key);
                if (at >= 0) {
                  for (const later of play.chain.splice(at)) {
                    const value = ready.get(later);
                    if (value) { release(value); ready.delete(later); }
                  }
                  play.chainTime = null;
                }
              }
            }
            pump();
          }

          // Shows the frame that is due: paused, the one for the timeline's time; playing, the
          // newest whose position has come, after drawing every patch before it in order (the
          // frames between are dropped unseen).
          function present() {
            let entry = null;
            if (!scene) return;
            if (play) {
              while (play.chain.length) {
                const next = ready.get(play.chain[0]);
                if (!next || next.position > play.position) break;
                play.chain.shift();
                ready.delete(next.key);
                drawPatch(next);
                entry = next;
              }
            } else {
              entry = ready.get(keyOf(time, null)) ?? null;
            }
            if (entry) show(entry);
            for (const [key, value] of ready) {
              const stale = play
                ? value.position == null || (shown && shown.position != null && value.position <= shown.position)
                : key !== keyOf(time, null);
              if (stale) { release(value); ready.delete(key); }
            }
          }

          function release(entry) {
            if (entry.url) URL.revokeObjectURL(entry.url);
            if (entry.bitmap) entry.bitmap.close();
          }

          // Replaces the canvas's pixels in the patch's rectangle (the whole canvas for a whole frame).
          function drawPatch(entry) {
            if (entry.whole) playContext.clearRect(0, 0, playCanvas.width, playCanvas.height);
            if (!entry.bitmap) return;
            playContext.clearRect(entry.x, entry.y, entry.bitmap.width, entry.bitmap.height);
            playContext.drawImage(entry.bitmap, entry.x, entry.y);
            entry.bitmap.close();
            entry.bitmap = null;
          }

          // A played frame is on the canvas over #frame (drawn by present); a paused one goes
          // into #frame, which then shows again. #frame's data-* name the frame on screen either way.
          function show(entry) {
            ready.delete(entry.key);
            if (entry.position != null) {
              entry.played = true;
              frameBox.classList.add("playing");
            } else {
              const old = frameImage.src;
              frameImage.src = entry.url;
              frameBox.classList.remove("playing");
              if (old.startsWith("blob:")) URL.revokeObjectURL(old);
            }
            frameImage.hidden = false;
            frameImage.dataset.t = String(entry.t);
            frameImage.dataset.frame = String(frameOf(entry.t));
            frameImage.dataset.sceneVersion = String(entry.version);
            const previous = shown;
            shown = entry;
            if (renderError) { renderError = null; showError(); }
            stats.shown += 1;
            if (play) {
              updateLabels(entry.t);
              // The first frame played follows the one on screen at the start (position 0).
              const skipped = entry.position - (previous && previous.position != null ? previous.position : 0) - 1;
              countPlayedFrame(Math.max(skipped, 0));
            }
          }

          function countPlayedFrame(skipped) {
            stats.shownWhilePlaying += 1;
            stats.droppedWhilePlaying += skipped;
            const now = performance.now();
            stats.recent.push(now);
            while (stats.recent.length && now - stats.recent[0] > 1000) stats.recent.shift();
            // A few times a second: the label's text is laid out each time it changes.
            if (now - stats.playStarted > 1000 && now - stats.rateShown > 250) {
              stats.rateShown = now;
              rateLabel.textContent = stats.recent.length + " fps shown (scene " + scene.fps + ")";
            }
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
            // The clock starts at the first display frame's time (`tick`).
            play = { startClock: null, startFrame: start, position: 0, id: ++playCount, chain: [], chainTime: null, lastAsked: 0 };
            // The first patch applies to the frame on screen: the canvas has it, or #frame does.
            if (shown && shown.version === scene.sceneVersion) {
              if (shown.played) {
                play.chainTime = shown.t;
              } else if (frameImage.complete && frameImage.naturalWidth === playCanvas.width && frameImage.naturalHeight === playCanvas.height) {
                playContext.clearRect(0, 0, playCanvas.width, playCanvas.height);
                playContext.drawImage(frameImage, 0, 0);
                play.chainTime = shown.t;
              }
            }
            stats.playStarted = performance.now();
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
            // Display frames' times are counted from the first one's, and a frame is due a
            // quarter of a frame early: the display's times jitter by a fraction of a millisecond,
            // which would otherwise put a 60 fps scene's frame times either side of a 60 Hz
            // display's, showing one frame twice and dropping the next.
            play.startClock ??= now;
            const position = Math.min(Math.floor((now - play.startClock) / 1000 * scene.fps + 0.25), endPosition());
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


          // ---- Studio: timeline panel, pick and inspect ----
          const timelineRows = $("timeline-rows"), timelineScroll = $("timeline-scroll"), ruler = $("timeline-ruler");
          const markersBox = $("timeline-markers"), playhead = $("playhead"), selectionBox = $("selection");
          const inspector = $("inspector"), timelineContent = $("timeline-content"), audioBox = $("timeline-audio");
          const openButton = $("inspector-open"), openStatus = $("inspector-open-status");
          let timeline = null;                 // the server's timeline for the shown scene version
          let selection = null;                // the selected layer's inspection, as the server answers it
          let selectedPath = sessionStorage.getItem("reel.selection");
          const folded = new Set(JSON.parse(sessionStorage.getItem("reel.folded") ?? "[]"));
          let inspectBusy = false, inspectAgain = false;
          // Timeline zoom: the lanes are `zoom` times the visible width (1 shows the whole scene).
          // Read at once: drawing the timeline scrolls it, and each scroll is saved.
          const savedScroll = {
            top: Number(sessionStorage.getItem("reel.timelineScroll") ?? 0),
            left: Number(sessionStorage.getItem("reel.timelineScrollLeft") ?? 0),
          };
          let zoom = Math.min(Math.max(Number(sessionStorage.getItem("reel.zoom") ?? 1) || 1, 1), 1000);

          const percent = (t) => (timeline && timeline.duration > 0 ? Math.min(Math.max(t / timeline.duration, 0), 1) * 100 : 0) + "%";
          const element = (tag, className, parent) => {
            const node = document.createElement(tag);
            if (className) node.className = className;
            if (parent) parent.appendChild(node);
            return node;
          };

          // The playhead moves by a transform of its own compositing layer: no layout and no
          // repaint of the rows each played frame. The lanes' width is read when it changes.
          const overlay = $("timeline-overlay");
          let overlayWidth = overlay.clientWidth, playheadTime = 0;
          new ResizeObserver(() => { overlayWidth = overlay.clientWidth; placePlayhead(); }).observe(overlay);
          function placePlayhead() {
            const fraction = timeline && timeline.duration > 0 ? Math.min(Math.max(playheadTime / timeline.duration, 0), 1) : 0;
            playhead.style.transform = "translateX(" + (fraction * overlayWidth).toFixed(2) + "px)";
          }

          function movePlayhead(t) {
            playheadTime = t;
            placePlayhead();
            // Zoomed in and playing, the view follows the playhead: it turns the page when the
            // playhead leaves it.
            if (play && zoom > 1 && timeline) {
              const x = laneLeft() + laneWidth() * Math.min(Math.max(t / timeline.duration, 0), 1);
              const left = timelineScroll.scrollLeft + laneLeft(), right = timelineScroll.scrollLeft + timelineScroll.clientWidth;
              if (x < left || x > right - 8) timelineScroll.scrollLeft = x - laneLeft() - 16;
            }
          }

          const laneLeft = () => ruler.querySelector(".label").offsetWidth;
          const laneWidth = () => ruler.querySelector(".lane").offsetWidth;

          async function loadTimeline(version) {
            try {
              const started = performance.now();
              const response = await fetch("/timeline?v=" + version, { cache: "no-store" });
              if (!response.ok || !scene || version !== scene.sceneVersion) return;
              timeline = await response.json();
              const fetched = performance.now();
              drawTimeline();
              const drawn = performance.now();
              // Until the browser has laid out and painted the new rows.
              await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
              window.reelPreview.timelineStats = {
                rows: timeline.rows.length, fetchMs: fetched - started, drawMs: drawn - fetched, paintedMs: performance.now() - fetched,
              };
            } catch (error) {
              // The socket's reconnect reloads the state, and with it the timeline.
            }
          }

          function drawTimeline() {
            const scroll = timelineScroll.scrollTop;
            // Built off the page and added at once: one layout for 500 rows, not 500.
            const rows = document.createDocumentFragment();
            for (const row of timeline.rows) {
              const line = element("div", "row", rows);
              line.dataset.layer = row.path;
              line.dataset.depth = String(row.depth);
              line.setAttribute("role", "row");
              const label = element("div", "label", line);
              label.style.paddingLeft = (6 + row.depth * 14) + "px";
              const fold = element("span", "fold", label);
              if (row.hasChildren) {
                fold.textContent = folded.has(row.path) ? "▸" : "▾";
                fold.addEventListener("click", (event) => { event.stopPropagation(); toggleFold(row.path); });
              }
              element("span", "name", label).textContent = row.name;
              label.title = row.path + (row.id ? " (id " + row.id + ")" : "") + " · " + row.kind;
              label.addEventListener("click", () => selectPath(row.path));
              const lane = element("div", "lane", line);
              for (const span of row.spans) drawSpan(lane, span);
            }
            timelineRows.replaceChildren(rows);
            drawAudio();
            markersBox.replaceChildren();
            for (const marker of timeline.markers) {
              const mark = element("div", "marker " + marker.kind, markersBox);
              mark.style.left = percent(marker.time);
              mark.dataset.kind = marker.kind;
              mark.title = marker.kind + " · " + marker.label + " · " + Number(marker.time).toFixed(3) + " s";
              element("span", null, mark).textContent = marker.label;
            }
            applyZoom();
            applyFolds();
            markSelectedRow();
            timelineScroll.scrollTop = scroll;
            movePlayhead(time);
          }

          // Ticks at least 70 px apart, at a round step.
          function drawTicks() {
            const rulerLane = ruler.querySelector(".lane");
            rulerLane.replaceChildren();
            if (!timeline || timeline.duration <= 0) return;
            const perSecond = Math.max(laneWidth(), 1) / timeline.duration;
            const step = niceStep(70 / perSecond);
            const digits = step < 0.1 ? 3 : step < 1 ? 2 : 0;
            for (let i = 0; i * step <= timeline.duration + 1e-9; i++) {
              const t = i * step;
              const tick = element("div", "tick", rulerLane);
              tick.style.left = percent(t);
              tick.textContent = (t >= 60 && step >= 1 ? Math.floor(t / 60) + ":" + String(Math.round(t % 60)).padStart(2, "0") : t.toFixed(digits) + " s");
            }
          }

          function niceStep(least) {
            for (const step of [1 / 120, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1200]) if (step >= least) return step;
            return 3600;
          }

          // The lanes are `zoom` times as wide as the space beside the labels; `anchor` (a client
          // x) keeps the time under it in place, else the playhead's time stays where it is.
          function applyZoom(anchor) {
            const box = timelineScroll.getBoundingClientRect();
            const label = laneLeft();
            const before = laneWidth();
            const x = anchor ?? (box.left + label + before * (timeline && timeline.duration > 0 ? time / timeline.duration : 0) - timelineScroll.scrollLeft);
            const fraction = before > 0 ? (x - box.left - label + timelineScroll.scrollLeft) / before : 0;
            timelineContent.style.width = zoom === 1 ? "" : "calc(" + zoom * 100 + "% - " + (zoom - 1) + " * var(--label))";
            $("zoom-fit").setAttribute("aria-pressed", String(zoom === 1));
            sessionStorage.setItem("reel.zoom", String(zoom));
            drawTicks();
            if (anchor != null || zoom > 1) timelineScroll.scrollLeft = label + fraction * laneWidth() - (x - box.left);
          }

          function zoomBy(factor, anchor) {
            const next = Math.min(Math.max(zoom * factor, 1), timeline ? Math.max(timeline.duration * 50, 1) : 1000);
            if (next === zoom) return;
            zoom = next;
            applyZoom(anchor);
          }
          $("zoom-in").addEventListener("click", () => zoomBy(2));
          $("zoom-out").addEventListener("click", () => zoomBy(0.5));
          $("zoom-fit").addEventListener("click", () => { zoom = 1; applyZoom(); });
          timelineScroll.addEventListener("wheel", (event) => {
            if (!(event.ctrlKey || event.metaKey)) return;
            event.preventDefault();
            zoomBy(Math.exp(-event.deltaY / 300), event.clientX);
          }, { passive: false });
          document.addEventListener("keydown", (event) => {
            if (event.ctrlKey || event.metaKey || event.altKey || !timeline) return;
            if (event.key === "+" || event.key === "=") zoomBy(2);
            else if (event.key === "-" || event.key === "_") zoomBy(0.5);
            else if (event.key === "0") { zoom = 1; applyZoom(); }
            else return;
            event.preventDefault();
          });
          window.addEventListener("resize", drawTicks);

          // A lane per audio track: its waveform (the peaks mirrored about the middle) where it sounds.
          function drawAudio() {
            const lanes = document.createDocumentFragment();
            timeline.audio.forEach((track, index) => {
              const line = element("div", "row audio", lanes);
              line.dataset.audio = track.file;
              const label = element("div", "label", line);
              label.textContent = "♪ " + track.file;
              label.title = track.file + " · " + Number(track.begin).toFixed(3) + "–" + Number(track.end).toFixed(3) + " s" +
                (track.problem ? " · " + track.problem : "");
              const lane = element("div", "lane", line);
              if (!(track.end > track.begin)) return;
              const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
              svg.classList.add("wave");
              svg.dataset.begin = String(track.begin);
              svg.dataset.end = String(track.end);
              svg.style.left = percent(track.begin);
              svg.style.width = "calc(" + percent(track.end) + " - " + percent(track.begin) + ")";
              const count = Math.max(track.peaks.length, 1);
              svg.setAttribute("viewBox", "0 -1 " + count + " 2");
              svg.setAttribute("preserveAspectRatio", "none");
              const top = track.peaks.map((p, i) => "L" + i + " " + (-p).toFixed(3) + "L" + (i + 1) + " " + (-p).toFixed(3));
              const bottom = track.peaks.map((p, i) => "L" + (i + 1) + " " + p.toFixed(3) + "L" + i + " " + p.toFixed(3)).reverse();
              const path = document.createElementNS("http://www.w3.org/2000/svg", "path");
              path.setAttribute("d", "M0 0" + top.join("") + "L" + count + " 0" + bottom.join("") + "Z");
              svg.appendChild(path);
              lane.appendChild(svg);
            });
            audioBox.replaceChildren(lanes);
          }

          function drawSpan(lane, span) {
            const begin = Number(span.begin), end = Number(span.end);
            const bar = element("div", "span" + (span.nesting > 0 ? " nested" : ""), lane);
            bar.style.left = percent(begin);
            bar.style.width = "calc(" + percent(Math.max(end, begin)) + " - " + percent(begin) + ")";
            bar.title = span.label + " · " + begin.toFixed(3) + "–" + end.toFixed(3) + " s" +
              (span.cycles.length ? " · " + (span.cycles.length + 1) + " cycles" : "") + (span.autoreverses ? " · autoreverses" : "") +
              (span.fillsForwards ? " · holds" : "");
            bar.dataset.label = span.label;
            const length = end - begin;
            const cycleStarts = [begin, ...span.cycles.map(Number)];
            span.cycles.forEach((start, index) => {
              const tick = element("div", "cycle" + (span.autoreverses && index % 2 === 0 ? " back" : ""), bar);
              tick.style.left = (length > 0 ? (Number(start) - begin) / length * 100 : 0) + "%";
              const next = cycleStarts[index + 2] ?? end;
              tick.style.width = (length > 0 ? (next - Number(start)) / length * 100 : 0) + "%";
            });
            for (const key of span.keyframes) {
              const dot = element("div", "key", lane);
              dot.style.left = percent(Number(key));
            }
          }

          function toggleFold(path) {
            folded.has(path) ? folded.delete(path) : folded.add(path);
            sessionStorage.setItem("reel.folded", JSON.stringify([...folded]));
            applyFolds();
          }

          function applyFolds() {
            for (const line of timelineRows.children) {
              const path = line.dataset.layer;
              let hidden = false;
              for (const fold of folded) if (path.startsWith(fold + ".")) { hidden = true; break; }
              line.hidden = hidden;
              const toggle = line.querySelector(".fold");
              if (toggle.textContent) toggle.textContent = folded.has(path) ? "▸" : "▾";
            }
          }

          // Scrubbing: a press or drag anywhere on the lanes moves the time to the frame under the pointer.
          let scrubbing = false;
          function scrubTo(event) {
            const lane = ruler.querySelector(".lane").getBoundingClientRect();
            if (!scene || lane.width <= 0) return;
            const fraction = Math.min(Math.max((event.clientX - lane.left) / lane.width, 0), 1);
            pause();
            setTime(timeOfFrame(clampFrame(Math.round(fraction * scene.duration * scene.fps))));
          }
          timelineScroll.addEventListener("pointerdown", (event) => {
            if (event.button !== 0 || !event.target.closest(".lane")) return;
            scrubbing = true;
            timelineScroll.setPointerCapture(event.pointerId);
            scrubTo(event);
            event.preventDefault();
          });
          timelineScroll.addEventListener("pointermove", (event) => { if (scrubbing) scrubTo(event); });
          const endScrub = () => { scrubbing = false; };
          timelineScroll.addEventListener("pointerup", endScrub);
          timelineScroll.addEventListener("pointercancel", endScrub);
          timelineScroll.addEventListener("scroll", () => {
            sessionStorage.setItem("reel.timelineScroll", String(timelineScroll.scrollTop));
            sessionStorage.setItem("reel.timelineScrollLeft", String(timelineScroll.scrollLeft));
          });

          // Picking: the frame is shown at `frameScale` (fitted or 100 %); the click's offset,
          // scaled back by the displayed size, is the scene point.
          frameImage.addEventListener("click", async (event) => {
            if (!scene || !frameSize.width || !frameSize.height) return;
            const x = event.offsetX * scene.width / frameSize.width;
            const y = event.offsetY * scene.height / frameSize.height;
            const t = shown ? shown.t : time;
            try {
              const response = await fetch("/pick?t=" + t + "&x=" + x + "&y=" + y, { cache: "no-store" });
              if (!response.ok) return;
              showSelection(await response.json());
            } catch (error) {
              // Nothing picked; the next click tries again.
            }
          });

          function selectPath(path) {
            selectedPath = path;
            refreshSelection();
          }

          // Asks for the selected layer's inspection at the current time; one request at a time,
          // the newest time wins.
          async function refreshSelection() {
            if (!selectedPath || !scene) return;
            if (inspectBusy) { inspectAgain = true; return; }
            inspectBusy = true;
            try {
              const path = selectedPath;
              const response = await fetch("/inspect?t=" + time + "&path=" + encodeURIComponent(path), { cache: "no-store" });
              if (response.ok && path === selectedPath) showSelection(await response.json());
            } catch (error) {
              // The next time change asks again.
            } finally {
              inspectBusy = false;
              if (inspectAgain) { inspectAgain = false; refreshSelection(); }
            }
          }

          // `null` (nothing under the pointer, or the layer left the scene) clears the selection.
          function showSelection(inspection) {
            selection = inspection;
            selectedPath = inspection ? inspection.path : null;
            if (selectedPath) sessionStorage.setItem("reel.selection", selectedPath);
            else sessionStorage.removeItem("reel.selection");
            drawSelection();
            markSelectedRow(true);
          }

          function clearSelection() {
            selection = null;
            selectedPath = null;
            sessionStorage.removeItem("reel.selection");
            drawSelection();
            markSelectedRow();
          }

          function drawSelection() {
            const box = selection && selection.box;
            selectionBox.hidden = !box || !scene;
            if (box && scene) {
              const scaleX = frameSize.width / scene.width || 1, scaleY = frameSize.height / scene.height || 1;
              selectionBox.style.left = box.x * scaleX + "px";
              selectionBox.style.top = box.y * scaleY + "px";
              selectionBox.style.width = Math.max(box.width * scaleX, 1) + "px";
              selectionBox.style.height = Math.max(box.height * scaleY, 1) + "px";
            }
            inspector.hidden = !selection;
            if (!selection) return;
            inspector.dataset.layer = selection.path;
            $("inspector-name").textContent = selection.name;
            $("inspector-kind").textContent = selection.kind + (selection.isVisible ? "" : " · not visible now");
            $("inspector-path").textContent = selection.path + (selection.text != null ? " · “" + selection.text + "”" : "") +
              (selection.mark != null ? " · " + selection.mark : "");
            $("inspector-box").textContent = box
              ? "painted box (" + [box.x, box.y].map((v) => Number(v.toFixed(1))).join(", ") + ") " +
                Number(box.width.toFixed(1)) + " × " + Number(box.height.toFixed(1)) + " at " + Number(selection.time).toFixed(3) + " s"
              : "paints nothing at " + Number(selection.time).toFixed(3) + " s";
            const source = $("inspector-source");
            source.textContent = selection.source ?? "unknown";
            if (selection.source) source.dataset.source = selection.source; else delete source.dataset.source;
            openButton.hidden = !selection.canOpen;
            if (openButton.dataset.path !== selection.path) openStatus.textContent = "";
            openButton.dataset.path = selection.path;
            const body = $("inspector-properties").tBodies[0];
            body.replaceChildren();
            for (const property of selection.properties) {
              const line = element("tr", property.animation ? "animated" : null, body);
              line.dataset.property = property.name;
              element("td", null, line).textContent = property.name;
              const cell = element("td", null, line);
              cell.textContent = property.value;
              if (property.animation) element("span", "driver", cell).textContent = "◆ " + property.animation;
            }
          }

          function markSelectedRow(reveal) {
            for (const line of timelineRows.querySelectorAll('[aria-selected="true"]')) line.removeAttribute("aria-selected");
            if (!selectedPath) return;
            const line = [...timelineRows.children].find((row) => row.dataset.layer === selectedPath);
            if (!line) return;
            line.setAttribute("aria-selected", "true");
            if (reveal && !line.hidden) line.scrollIntoView({ block: "nearest" });
          }

          $("inspector-close").addEventListener("click", clearSelection);
          // Asks the server to start the editor (`--editor`) on the selected layer's line.
          openButton.addEventListener("click", async () => {
            if (!selection) return;
            openStatus.textContent = "opening…";
            try {
              const response = await fetch("/open?path=" + encodeURIComponent(selection.path), { method: "POST", cache: "no-store" });
              openStatus.textContent = response.ok ? "opened" : (await response.text()).trim();
            } catch (error) {
              openStatus.textContent = "cannot reach reel preview";
            }
          });
          document.addEventListener("keydown", (event) => { if (event.key === "Escape") clearSelection(); });
          window.addEventListener("resize", drawSelection);

          // ---- The frame's scale: fitted to the stage (the default) or 100 % ----
          // Fitted, the whole frame is in view, never enlarged past 100 % (a small scene stays
          // pixel for pixel). The image and the playing canvas get the same size in whole CSS
          // pixels, so nothing moves when playback starts or stops; the stage's size changing (the
          // window, the inspector, the error box) fits it again.
          const stage = $("stage"), scaleButton = $("frame-scale");
          let fitFrame = sessionStorage.getItem("reel.frameScale") !== "100";
          let frameScale = 1;
          const frameSize = { width: 0, height: 0 };
          function applyFrameScale() {
            scaleButton.setAttribute("aria-pressed", String(!fitFrame));
            stage.classList.toggle("fit", fitFrame);
            if (!scene) { scaleButton.textContent = fitFrame ? "Fit" : "100 %"; return; }
            const style = getComputedStyle(stage);
            const roomX = stage.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            const roomY = stage.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
            frameScale = fitFrame ? Math.max(Math.min(1, roomX / scene.width, roomY / scene.height), 0.01) : 1;
            const width = Math.max(Math.floor(scene.width * frameScale + 1e-6), 1);
            const height = Math.max(Math.floor(scene.height * frameScale + 1e-6), 1);
            if (width !== frameSize.width || height !== frameSize.height) {
              frameSize.width = width;
              frameSize.height = height;
              frameImage.style.width = playCanvas.style.width = width + "px";
              frameImage.style.height = playCanvas.style.height = height + "px";
              drawSelection();
            }
            scaleButton.textContent = fitFrame ? "Fit " + Math.round(frameScale * 100) + " %" : "100 %";
            frameBox.dataset.scale = String(frameScale);
          }
          function toggleFrameScale() {
            fitFrame = !fitFrame;
            sessionStorage.setItem("reel.frameScale", fitFrame ? "fit" : "100");
            applyFrameScale();
            // At 100 %, the view opens on the frame's middle, where the fitted view's centre was.
            if (!fitFrame) {
              stage.scrollLeft = (stage.scrollWidth - stage.clientWidth) / 2;
              stage.scrollTop = (stage.scrollHeight - stage.clientHeight) / 2;
            }
          }
          scaleButton.addEventListener("click", toggleFrameScale);
          document.addEventListener("keydown", (event) => {
            if (event.ctrlKey || event.metaKey || event.altKey || (event.key !== "f" && event.key !== "F")) return;
            toggleFrameScale();
            event.preventDefault();
          });
          new ResizeObserver(applyFrameScale).observe(stage);
          applyFrameScale();

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
              scrubber.max = String(lastFrame());
              $("scene-info").textContent = state.width + "×" + state.height + " · " + state.fps + " fps · " + state.duration + " s · " + state.frames + " frames";
              for (const value of ready.values()) release(value);
              // (Setting a canvas's size clears it, even to the same size.)
              if (playCanvas.width !== state.width || playCanvas.height !== state.height) {
                playCanvas.width = state.width;
                playCanvas.height = state.height;
              }
              applyFrameScale();
              ready.clear();
              if (loopIn != null) loopIn = clampFrame(loopIn);
              if (loopOut != null) loopOut = clampFrame(loopOut);
              showLoop();
              if (first) time = timeFromHash() ?? 0;
              if (play) { pause(); startPlaying(); } else setTime(Math.min(time, state.duration));
              loadTimeline(state.sceneVersion).then(() => {
                if (!first) return;
                timelineScroll.scrollTop = savedScroll.top;
                timelineScroll.scrollLeft = savedScroll.left;
              });
              refreshSelection();
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
