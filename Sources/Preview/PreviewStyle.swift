/// The preview page's style sheet.
enum PreviewStyle {
    static let source = #"""
        :root { color-scheme: light dark; --panel: #f3f3f5; --line: #c9c9d1; --accent: #0a6cff; }
        @media (prefers-color-scheme: dark) { :root { --panel: #24252b; --line: #44454d; --accent: #5b9dff; } }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; font: 14px/1.4 system-ui, sans-serif; display: flex; flex-direction: column; height: 100vh; }
        header, #controls { display: flex; align-items: center; gap: 12px; padding: 8px 12px; background: var(--panel); }
        header { border-bottom: 1px solid var(--line); }
        #scene-name { font-family: ui-monospace, monospace; }
        #scene-info, #keys, #rate, #loop-range { color: GrayText; }
        #connection:not(:empty) { color: #b35c00; }
        #error { margin: 0; padding: 10px 12px; background: #fde8e8; color: #8a1111; border-bottom: 1px solid #e9b3b3;
          font: 13px/1.45 ui-monospace, monospace; white-space: pre-wrap; }
        #workspace { flex: 1; display: flex; min-height: 0; }
        #stage { flex: 1; overflow: auto; padding: 16px; display: flex;
          background: repeating-conic-gradient(#0000000d 0 25%, transparent 0 50%) 0 0 / 16px 16px; }
        /* Fitted, the frame is never bigger than the stage: no scroll bars to take room from it. */
        #stage.fit { overflow: hidden; }
        /* Auto margins centre the frame, and one bigger than the stage (100 %) scrolls from its
           top-left corner: centring by justify-content would put its left edge out of reach. */
        #frame-box { position: relative; flex: none; margin: auto; }
        #frame-scale { margin-left: auto; font-variant-numeric: tabular-nums; white-space: nowrap; }
        #frame { cursor: crosshair; }
        /* Playing, the canvas shows the frames; #frame stays under it for clicks and its box. */
        #frame-playing { position: absolute; left: 0; top: 0; pointer-events: none; display: none; box-shadow: 0 1px 6px #0004; }
        #frame-box.playing #frame-playing { display: block; }
        #frame-box.playing #frame { opacity: 0; }
        #selection { position: absolute; pointer-events: none; outline: 2px solid #ff2d95; outline-offset: 0;
          background: #ff2d9514; box-shadow: 0 0 0 1px #fff8; }
        #inspector { width: 320px; flex: none; overflow: auto; padding: 10px 12px; background: var(--panel);
          border-left: 1px solid var(--line); font-size: 12px; }
        #inspector-head { display: flex; gap: 8px; align-items: baseline; }
        #inspector-head strong { font-size: 14px; word-break: break-all; }
        #inspector-kind, #inspector-path, #inspector-box { color: GrayText; font-family: ui-monospace, monospace; }
        #inspector-path { word-break: break-all; }
        #inspector-origin { margin-top: 4px; color: GrayText; }
        #inspector-source { color: CanvasText; word-break: break-all; }
        #inspector-open { min-width: 0; padding: 0 6px; font-size: 11px; }
        #inspector-close { margin-left: auto; min-width: 0; padding: 0 6px; }
        #inspector-properties { border-collapse: collapse; width: 100%; margin-top: 8px; }
        #inspector-properties td { padding: 2px 4px; border-top: 1px solid var(--line); vertical-align: top;
          font-family: ui-monospace, monospace; word-break: break-word; }
        #inspector-properties td:first-child { color: GrayText; white-space: nowrap; }
        #inspector-properties tr.animated td:first-child { color: var(--accent); font-weight: 600; }
        #inspector-properties .driver { display: block; color: var(--accent); font-size: 11px; }
        #timeline { border-top: 1px solid var(--line); background: Canvas; --label: 220px; }
        #timeline-scroll { max-height: 34vh; overflow: auto; }
        #timeline, #controls, #keys, header { flex: none; }
        #timeline-content { position: relative; min-width: 100%; }
        #timeline .row { display: flex; height: 22px; border-bottom: 1px solid var(--line); font-size: 12px; }
        #timeline .row[aria-selected="true"] { background: #ff2d9522; }
        #timeline .label { width: var(--label); flex: none; padding: 2px 6px; white-space: nowrap; overflow: hidden;
          text-overflow: ellipsis; border-right: 1px solid var(--line); cursor: pointer; position: sticky; left: 0;
          background: var(--panel); z-index: 2; }
        #timeline .label .fold { display: inline-block; width: 1em; color: GrayText; }
        #timeline .lane { position: relative; flex: 1; cursor: ew-resize; }
        #timeline-zoom { float: right; }
        #timeline-zoom button { min-width: 0; padding: 0 5px; font-size: 11px; line-height: 14px; }
        #timeline-rows > .row { content-visibility: auto; contain-intrinsic-size: auto 22px; }
        #timeline .row.audio { height: 26px; }
        #timeline .row.audio .label { color: #2e9d52; }
        #timeline .wave { position: absolute; top: 2px; height: 21px; overflow: visible; pointer-events: none;
          background: #2e9d5214; border-left: 1px solid #2e9d52; border-right: 1px solid #2e9d52; }
        #timeline .wave path { fill: #2e9d52; }
        #timeline-ruler { position: sticky; top: 0; z-index: 3; background: var(--panel); }
        #timeline-ruler .tick { position: absolute; top: 0; bottom: 0; border-left: 1px solid var(--line); padding-left: 3px;
          color: GrayText; font-size: 11px; pointer-events: none; }
        #timeline .span { position: absolute; top: 4px; height: 13px; border-radius: 4px; background: #0a6cff44;
          border: 1px solid var(--accent); pointer-events: none; overflow: hidden; }
        #timeline .span.nested { top: 7px; height: 9px; background: #0a6cff22; }
        #timeline .span .cycle { position: absolute; top: 0; bottom: 0; border-left: 1px dashed var(--accent); }
        #timeline .span .cycle.back { background: #0a6cff22; }
        #timeline .key { position: absolute; top: 7px; width: 7px; height: 7px; margin-left: -3.5px; transform: rotate(45deg);
          background: var(--accent); pointer-events: none; }
        #timeline-overlay { position: absolute; top: 0; bottom: 0; left: var(--label); right: 0; pointer-events: none; z-index: 1; }
        #timeline-markers .marker { position: absolute; top: 0; bottom: 0; border-left: 2px solid #ff9f0a; }
        #timeline-markers .marker.period { border-left: 1px dotted #8e44ad; }
        #timeline-markers .marker.audio { border-left: 2px solid #2e9d52; }
        #timeline-markers .marker span { position: absolute; top: 2px; left: 3px; font-size: 10px; white-space: nowrap;
          background: Canvas; padding: 0 2px; z-index: 4; }
        #playhead { position: absolute; top: 0; bottom: 0; left: 0; width: 0; border-left: 2px solid #ff2d55; will-change: transform; }
        #frame { display: block; flex: none; max-width: none; box-shadow: 0 1px 6px #0004; image-rendering: auto; }
        #controls { border-top: 1px solid var(--line); }
        #track { position: relative; flex: 1; min-width: 160px; display: flex; align-items: center; }
        #scrubber { width: 100%; margin: 0; accent-color: var(--accent); position: relative; }
        #loop-band { position: absolute; bottom: -7px; height: 4px; border-radius: 2px; background: #ff9f0a; pointer-events: none; }
        #time, #frame-number { font-variant-numeric: tabular-nums; font-family: ui-monospace, monospace; white-space: nowrap; }
        button { font: inherit; min-width: 2.5em; padding: 3px 10px; border: 1px solid var(--line); border-radius: 6px; background: Canvas; color: CanvasText; }
        button[aria-pressed="true"] { background: var(--accent); color: white; border-color: var(--accent); }
        #keys { margin: 0; padding: 6px 12px 10px; background: var(--panel); font-size: 12px; }
        kbd { font: 11px ui-monospace, monospace; border: 1px solid var(--line); border-radius: 3px; padding: 0 4px; margin: 0 1px; }
        """#
}
