import Scene

extension SceneSummary {
    /// A chart whose bars are drawn thinner than a pixel, so that they barely show: too many
    /// values for the frame.
    public struct ThinMarks: Sendable, Equatable {
        /// The scene layer holding the chart: its id, or its place in the tree.
        public var layer: String
        /// The chart's name ("bar chart").
        public var chart: String
        /// How many bars it draws.
        public var count: Int
        /// The thinnest bar's width in scene pixels.
        public var width: Double
    }

    /// The charts whose bars (stroked marks, a layer each or a subpath each) are under a pixel
    /// wide in the scene.
    static func thinMarks(of scene: Scene) -> [ThinMarks] {
        var found: [ThinMarks] = []
        func visit(_ layer: Layer, path: String, owner: String, chart: String?, toScene: AffineTransform) {
            let layerToScene = layer.transformToSuperlayer.concatenating(toScene)
            var chart = chart
            if let kind = layer.chart?.kind, chart == nil {
                chart = kind
                found.append(ThinMarks(layer: owner, chart: kind, count: 0, width: .infinity))
            }
            let bars = layer.mark?.role == .bar ? 1 : layer.subpathMarks.filter { $0.role == .bar }.count
            if bars > 0, chart != nil, case .shape(let shape) = layer.content, shape.fillColor == nil, shape.strokeColor != nil {
                // A bar's width runs across its stroke, whichever way the chart turns it.
                // A non-scaling stroke is drawn in the superlayer's coordinates.
                let m = shape.nonScalingStroke ? toScene : layerToScene
                let scale = min((m.a * m.a + m.b * m.b).squareRoot(), (m.c * m.c + m.d * m.d).squareRoot())
                found[found.count - 1].count += bars
                found[found.count - 1].width = min(found[found.count - 1].width, shape.lineWidth * scale)
            }
            let contents = layer.sublayerSpaceTransform.concatenating(layerToScene)
            for (index, sublayer) in layer.sublayers.enumerated() {
                visit(sublayer, path: "\(path).sublayers[\(index)]", owner: layer.id ?? owner, chart: chart, toScene: contents)
            }
        }
        for (index, layer) in scene.layers.enumerated() {
            visit(layer, path: "layers[\(index)]", owner: "layers[\(index)]", chart: nil, toScene: .identity)
        }
        return found.filter { $0.count > 0 && $0.width < 1 }
    }

    /// A warning per chart whose bars are under a pixel wide: how thin, and the three ways out.
    var thinMarkWarnings: [SceneWarning] {
        thinMarks.map { marks in
            let fitting = max(Int((Double(marks.count) * marks.width).rounded(.down)), 1)
            let factor = (1 / max(marks.width, 1e-9)).rounded(.up)
            return SceneWarning(
                message: "the \(marks.chart) of \(marks.layer) draws its \(marks.count) bars \(Self.pixels(marks.width)) wide, under a pixel, so they barely show",
                fix: "show fewer values (about \(fitting) fit at a pixel each), aggregate them (a sum or mean per week, month or group), or give the chart a frame about \(factor.plainText)× as wide")
        }
    }

    private static func pixels(_ width: Double) -> String {
        width >= 0.01 ? "\(((width * 100).rounded() / 100).plainText) px" : "less than 0.01 px"
    }
}
