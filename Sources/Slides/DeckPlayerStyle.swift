/// The deck page's style sheet: the stage centred on a dark page, every picture layered on the
/// stage at its size, and the speaker view.
enum DeckPlayerStyle {
    static let css = #"""
    html, body { margin: 0; height: 100%; background: #101012; overflow: hidden; }
    #deck { position: fixed; inset: 0; display: flex; align-items: center; justify-content: center; outline: none; background: #101012; }
    #stage { position: relative; flex: none; overflow: hidden; transform-origin: center center; }
    #stage > .layer { position: absolute; left: 0; top: 0; width: 100%; height: 100%; display: block; margin: 0; border: 0; }
    #stage > img.layer { visibility: hidden; }
    #stage > video.layer { z-index: 1; object-fit: fill; }
    #deck.idle { cursor: none; }
    """#

    /// The speaker window's style sheet.
    static let speakerCSS = #"""
    html, body { margin: 0; height: 100%; background: #18181b; color: #f4f4f5; font: 16px/1.4 "DejaVu Sans", system-ui, sans-serif; }
    body { display: grid; grid-template-columns: 3fr 2fr; grid-template-rows: auto 1fr auto; gap: 12px; padding: 12px; box-sizing: border-box; }
    header { grid-column: 1 / 3; display: flex; justify-content: space-between; align-items: baseline; font-size: 20px; }
    #clock { font-variant-numeric: tabular-nums; font-size: 28px; }
    figure { margin: 0; display: flex; flex-direction: column; gap: 6px; min-height: 0; }
    figure img { width: 100%; height: auto; background: #000; border: 1px solid #3f3f46; }
    figcaption { color: #a1a1aa; }
    #notes { grid-column: 1 / 3; white-space: pre-wrap; font-size: 22px; overflow: auto; max-height: 40vh; }
    """#
}
