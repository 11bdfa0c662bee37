/// The preview page's style sheet.
enum PreviewStyle {
    static let source = #"""
        :root { color-scheme: light dark; --panel: #f3f3f5; --line: #c9c9d1; --accent: #0a6cff; }
        @media (prefers-color-scheme: dark) { :root { --panel: #24252b; --line: #44454d; --accent: #5b9dff; } }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; font: 14px/1.4 system-ui, sans-serif; display: flex; flex-direction: column; min-height: 100vh; }
        header, #controls { display: flex; align-items: center; gap: 12px; padding: 8px 12px; background: var(--panel); }
        header { border-bottom: 1px solid var(--line); }
        #scene-name { font-family: ui-monospace, monospace; }
        #scene-info, #keys, #rate, #loop-range { color: GrayText; }
        #connection:not(:empty) { color: #b35c00; }
        #error { margin: 0; padding: 10px 12px; background: #fde8e8; color: #8a1111; border-bottom: 1px solid #e9b3b3;
          font: 13px/1.45 ui-monospace, monospace; white-space: pre-wrap; }
        #stage { flex: 1; overflow: auto; padding: 16px; display: flex; align-items: flex-start; justify-content: center;
          background: repeating-conic-gradient(#0000000d 0 25%, transparent 0 50%) 0 0 / 16px 16px; }
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
