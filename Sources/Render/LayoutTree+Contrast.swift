import Foundation
import Scene

extension LayoutTree {
    /// The contrast under which a visible text counts as unreadable against the colour behind
    /// it: 1.3:1, where a text all but disappears (a theme's light text on a chart's own light
    /// background is 1.0–1.05:1). WCAG asks more of text meant to be read, 3:1 for large text
    /// and 4.5:1 for body text, but a faint watermark is a choice: the races' period label is
    /// 1.41:1 on purpose.
    public static let minimumTextContrast = 1.3

    /// Visible texts whose colour is too close to the solid colour behind them
    /// (`minimumTextContrast`). The text's colour counts with its alpha but without its layer's
    /// opacity: a text fading, or dimmed on purpose, is not a layout problem. A text is judged
    /// only where what is behind its ink is known: the scene's opaque background and the solid
    /// fills (`LayoutNode.fill`: backgrounds, and shapes of one colour over a rectangle such as
    /// a bar chart's bars) that hold its whole ink box; anything else drawn across the ink first
    /// (a gradient, an image, another shape, another text) leaves it unjudged, so nothing is
    /// reported that the pixels might not show; an outlined rectangle round the ink (a chart's
    /// frame, `LayoutNode.unpainted`) is not across it.
    func lowContrastTexts(colorKeys: [String: [String: String]] = [:]) -> [LayoutProblem] {
        nodes.indices.compactMap { index in
            let node = nodes[index]
            guard node.isVisible, node.kind == "text", let ink = node.inkBox, let color = node.textColor, color.alpha > 0,
                  let behind = colorBehind(ink, before: index)
            else { return nil }
            let seen = color.composited(over: behind.color)
            let contrast = seen.contrast(with: behind.color)
            guard contrast < Self.minimumTextContrast else { return nil }
            let under = behind.path.map { $0 == node.path ? " (its own background)" : " (\($0))" } ?? " (the scene's background)"
            return LayoutProblem(kind: .lowContrast, paths: [node.path] + (behind.path.flatMap { $0 == node.path ? nil : [$0] } ?? []),
                message: "\(node.described) is \(seen.hex) on \(behind.color.hex)\(under): a contrast of "
                    + "\(String(format: "%.2f", contrast)):1, under \(Self.minimumTextContrast.formattedValue):1; "
                    + contrastFix(text: node.path, behind: behind.path, colorKeys: colorKeys),
                time: time)
        }
    }

    /// How to mend a text too close in colour to what is behind it: the chart keys that set
    /// the two colours when the layers are a chart's own (`colorKeys`, by chart kind).
    func contrastFix(text: String, behind: String?, colorKeys: [String: [String: String]]) -> String {
        let textKey = colorKey(of: text, in: colorKeys), behindKey = behind.flatMap { colorKey(of: $0, in: colorKeys) }
        switch (textKey, behindKey) {
        case let (t?, b?) where t.chartPath == b.chartPath && t.key != b.key:
            return "set the \(t.chart)'s `\(t.key)` or `\(b.key)` (\(t.chartPath)) to colours further apart"
        case let (t?, _):
            return "set the \(t.chart)'s `\(t.key)` (\(t.chartPath)) to a colour that stands out, or make what is behind it lighter or darker"
        case let (nil, b?):
            return "make the text's colour lighter or darker, or set the \(b.chart)'s `\(b.key)` (\(b.chartPath))"
        case (nil, nil):
            return "make the text's colour or what is behind it lighter or darker"
        }
    }

    /// The scene-file key that sets the colour of the layer at `path`: the first its chart
    /// names (`colorKeys[kind]`, by layer id; an id also stands for the ids it begins followed
    /// by `-`) among the layer and its superlayers inside the chart's container, with the
    /// chart's kind and path; `nil` outside charts and for layers no key colours.
    func colorKey(of path: String, in colorKeys: [String: [String: String]]) -> (key: String, chart: String, chartPath: String)? {
        guard let node = node(path: path), let chartPath = node.chart != nil ? node.path : node.chartPath,
              let kind = self.node(path: chartPath)?.chart?.kind, let keys = colorKeys[kind], !keys.isEmpty
        else { return nil }
        func key(forID id: String) -> String? {
            keys[id] ?? keys.keys.filter { id.hasPrefix($0 + "-") }.max { $0.count < $1.count }.flatMap { keys[$0] }
        }
        // The container's own key is its background's, not its texts' colour: the walk stops
        // under it unless it is the layer asked about.
        var current = path
        while current == path || current != chartPath {
            if let id = self.node(path: current)?.id, let found = key(forID: id) { return (found, kind, chartPath) }
            guard current != chartPath, current.hasPrefix(chartPath), let dot = current.lastIndex(of: ".") else { return nil }
            current = String(current[..<dot])
        }
        return nil
    }

    /// The opaque colour under `box` when node `index` draws its text, and the path of the
    /// topmost layer that painted it (`nil` for the scene's background); `nil` when it is not
    /// known.
    func colorBehind(_ box: Rect, before index: Int) -> (color: Color, path: String?)? {
        let eps = Self.overlapTolerance
        func holds(_ outer: Rect, _ inner: Rect) -> Bool {
            outer.minX <= inner.minX + eps && outer.minY <= inner.minY + eps && outer.maxX >= inner.maxX - eps && outer.maxY >= inner.maxY - eps
        }
        func holdsBox(_ fill: SolidFill) -> Bool { holds(fill.box, box) }
        /// What is behind once `node`'s fill is painted over `behind`; unknown unless the fill
        /// holds the whole box.
        func painting(_ node: LayoutNode, over behind: (color: Color, path: String?)?) -> (color: Color, path: String?)? {
            guard let fill = node.fill, holdsBox(fill) else { return nil }
            if fill.color.alpha >= 1 { return (fill.color, node.path) }
            return behind.map { (fill.color.composited(over: $0.color), node.path) }
        }
        var behind: (color: Color, path: String?)? = background.alpha >= 1 ? (background, nil) : nil
        for node in nodes[..<index] {
            guard node.isVisible, let painted = node.box,
                  min(painted.maxX, box.maxX) - max(painted.minX, box.minX) > eps,
                  min(painted.maxY, box.maxY) - max(painted.minY, box.minY) > eps,
                  !(node.unpainted.map { holds($0, box) } ?? false)
            else { continue }
            // Only a layer that paints nothing but its background, or a shape of one colour over
            // a rectangle (a bar), leaves a known colour.
            behind = node.kind == "group" || node.kind == "shape" ? painting(node, over: behind) : nil
        }
        // The text's own background is under its glyphs.
        if let fill = nodes[index].fill, holdsBox(fill) { return painting(nodes[index], over: behind) }
        return behind
    }
}

extension Color {
    /// This colour painted over an opaque `base`, as Cairo composites (in sRGB values).
    func composited(over base: Color) -> Color {
        let a = min(max(alpha, 0), 1)
        return Color(red: red * a + base.red * (1 - a), green: green * a + base.green * (1 - a),
                     blue: blue * a + base.blue * (1 - a), alpha: 1)
    }

    /// WCAG 2's contrast ratio between two opaque colours, 1 to 21.
    func contrast(with other: Color) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// WCAG 2's relative luminance of the sRGB colour.
    var relativeLuminance: Double {
        func linear(_ c: Double) -> Double {
            let c = min(max(c, 0), 1)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// `#rrggbb`, for messages.
    var hex: String {
        func byte(_ c: Double) -> Int { Int((min(max(c, 0), 1) * 255).rounded()) }
        return String(format: "#%02x%02x%02x", byte(red), byte(green), byte(blue))
    }
}
