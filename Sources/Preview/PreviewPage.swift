/// The preview page: plain HTML that needs nothing from the network. Element ids are stable,
/// for scripts and tests: `#frame`, `#time`, `#scrubber`, `#error`; the studio's `#timeline`
/// (a `[data-layer]` row per layer, a `[data-audio]` lane per sound), `#inspector` (its
/// `[data-source]` names the layer's `file:line:column`), the selection's outline `#selection` and
/// `#frame-scale`, which switches the frame between fitted to the stage and 100 %.
enum PreviewPage {
    /// The page loads only its own script, style, frames (as blob: URLs) and WebSocket.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; connect-src 'self' blob:; base-uri 'none'; form-action 'none'"

    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>reel preview</title>
        <link rel="stylesheet" href="/preview.css">
        <script src="/preview.js" defer></script>
        </head>
        <body data-version="0" data-playing="false">
        <header>
          <strong>reel preview</strong>
          <a id="scene-name" href="#" title="The scene file, as served from its folder"></a>
          <span id="scene-info"></span>
          <span id="connection" role="status"></span>
          <button id="frame-scale" type="button" aria-pressed="false" title="Fit the frame to the view, or show it at 100 % (F)">Fit</button>
        </header>
        <pre id="error" role="alert" hidden></pre>
        <div id="workspace">
          <main id="stage">
            <div id="frame-box">
              <img id="frame" alt="The scene at the current time — click a layer to inspect it" hidden>
              <canvas id="frame-playing" aria-hidden="true"></canvas>
              <div id="selection" hidden></div>
            </div>
          </main>
          <aside id="inspector" aria-label="Inspector" hidden>
            <div id="inspector-head"><strong id="inspector-name"></strong> <span id="inspector-kind"></span>
              <button id="inspector-close" type="button" title="Clear the selection (Esc)" aria-label="Clear the selection">×</button></div>
            <div id="inspector-path"></div>
            <div id="inspector-origin">from <code id="inspector-source" title="Where the layer is written: file:line:column"></code>
              <button id="inspector-open" type="button" title="Open this line in the editor (reel preview --editor)" hidden>open</button>
              <span id="inspector-open-status" role="status"></span></div>
            <div id="inspector-box"></div>
            <table id="inspector-properties"><tbody></tbody></table>
          </aside>
        </div>
        <footer id="controls">
          <button id="play" type="button" title="Play or pause (Space)" aria-label="Play">▶</button>
          <div id="track">
            <div id="loop-band" hidden></div>
            <input id="scrubber" type="range" min="0" max="0" step="1" value="0" aria-label="Frame">
          </div>
          <span id="time">0.000 s</span>
          <span id="frame-number">frame 0 / 0</span>
          <button id="loop" type="button" aria-pressed="false" title="Loop between the in and out points (L); set them with I and O">loop</button>
          <span id="loop-range"></span>
          <span id="rate" title="Frames shown per second while playing"></span>
        </footer>
        <section id="timeline" aria-label="Timeline">
          <div id="timeline-scroll">
            <div id="timeline-content">
              <div id="timeline-ruler" class="row"><div class="label">layers
                <span id="timeline-zoom"><button id="zoom-out" type="button" title="Zoom out (−, or Ctrl+wheel)" aria-label="Zoom out">−</button><button id="zoom-fit" type="button" title="Fit the whole scene (0)">fit</button><button id="zoom-in" type="button" title="Zoom in (+, or Ctrl+wheel)" aria-label="Zoom in">+</button></span></div><div class="lane"></div></div>
              <div id="timeline-audio"></div>
              <div id="timeline-rows"></div>
              <div id="timeline-overlay"><div id="timeline-markers"></div><div id="playhead"></div></div>
            </div>
          </div>
        </section>
        <p id="keys"><kbd>Space</kbd> play/pause · <kbd>←</kbd><kbd>→</kbd> one frame · <kbd>Shift</kbd>+<kbd>←</kbd><kbd>→</kbd> one second · <kbd>Home</kbd><kbd>End</kbd> · <kbd>I</kbd><kbd>O</kbd> loop in/out · <kbd>L</kbd> loop on/off · <kbd>+</kbd><kbd>−</kbd><kbd>0</kbd> timeline zoom · <kbd>F</kbd> frame fit/100&nbsp;% · click the frame or a row to inspect · <kbd>Esc</kbd> clear</p>
        </body>
        </html>
        """#
}
