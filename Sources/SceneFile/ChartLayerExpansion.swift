import Charts
import Foundation
import Scene

/// Turns a decoded chart into the layer's content: the chart's layers become the layer's first
/// sublayers, and the layer takes the chart's size unless `frame` or `bounds` gave one: a chart
/// without either fills the scene.
enum ChartLayerExpansion {
    /// The chart size: the layer's bounds when `frame` or `bounds` gave one, else `fallback`.
    static func size(_ draft: LayerDraft, _ keys: KeyedNodes, fallback: Size) -> Size {
        keys["frame"] != nil || keys["bounds"] != nil ? draft.layer.bounds.size : fallback
    }

    /// The finisher of a chart layer of `type`: once every key is read, the data story (when the
    /// chart tells one) and `type`'s own preparation, then the chart takes the layer's size (or
    /// fills the scene) and is built into the layer.
    static func finisher(_ type: ChartType) -> @Sendable (inout LayerDraft, NodeReader, KeyedNodes) -> Bool {
        { draft, reader, keys in
            if type.tellsStory, !RaceStoryReader.read(&draft, reader, keys, chart: type.chartName) { return false }
            if !ChartStatesReader.read(&draft, reader, keys, type: type) { return false }
            do throws(ValueProblem) {
                try type.prepare(&draft.chart)
            } catch {
                reader.report(error.message, fix: error.fix)
                return false
            }
            // Without a frame the chart fills the scene, as a video's chart does (and follows it
            // when the scene is laid out again in another shape).
            let size = size(draft, keys, fallback: reader.context.canvas ?? type.size(in: draft.chart))
            if keys["frame"] == nil, keys["bounds"] == nil, reader.context.canvas != nil { reader.context.followsCanvas = true }
            let settings = draft.chart
            return finish(&draft, reader, keys, size: size, kind: type.chartName) { try type.layer(from: settings, size: size, measuring: $0) }
        }
    }

    /// Builds the chart with the context's text measurer and puts it in the layer; `false` after
    /// reporting why it could not.
    static func finish(
        _ draft: inout LayerDraft, _ reader: NodeReader, _ keys: KeyedNodes, size: Size, kind: String,
        build: (any TextMeasuring) throws -> Layer
    ) -> Bool {
        guard size.width > 0, size.height > 0 else {
            reader.report("a \(kind) needs a size", fix: "give the layer `frame: [x, y, width, height]`")
            return false
        }
        if let canvas = reader.context.canvas {
            // Chart layout and drawing grow with the frame; far beyond the canvas nothing shows.
            let limit = InputLimits.largestChartSide(on: canvas)
            guard size.width <= limit, size.height <= limit else {
                reader.report("the \(kind) is \(size.width.plainText)×\(size.height.plainText); charts are at most \(limit.plainText) a side on this canvas (\(InputLimits.chartFrameToCanvas.plainText) times its larger side, or \(InputLimits.chartFrameFloor.plainText))",
                    fix: "give it a frame of at most \(limit.plainText)×\(limit.plainText), such as [0, 0, \(canvas.width.plainText), \(canvas.height.plainText)]")
                return false
            }
        }
        guard let measurer = reader.context.textMeasurer else {
            reader.report("a \(kind) lays out text, and this decoder was given no text measurer",
                fix: "decode with `SceneDecoder.decode(contentsOf:measuring:)` and Render's `TextMeasurer` (the reel command does)")
            return false
        }
        var chart: Layer
        do {
            chart = try build(measurer)
        } catch let error as ChartError {
            reader.report(error.message, fix: error.fix)
            return false
        } catch {
            reader.report("cannot lay out the \(kind): \(error)", fix: "use a font family fontconfig knows, such as Helvetica or DejaVu Sans")
            return false
        }
        chart.anchorPoint = .zero
        // Every chart's container says it is one, for `reel layout` and `reel validate`'s frame check.
        if chart.chart == nil { chart.chart = ChartInfo(kind: kind) }
        guard reader.context.budget.add(tree: chart, at: reader) else { return false }
        if keys["frame"] == nil, keys["bounds"] == nil {
            draft.layer.bounds = Rect(origin: .zero, size: size)
            // Without a place the chart sits at the canvas's top-left, as a view added at (0, 0).
            if keys["position"] == nil {
                draft.layer.position = Point(x: draft.layer.anchorPoint.x * size.width, y: draft.layer.anchorPoint.y * size.height)
            }
        }
        chart.position = Point(x: draft.layer.bounds.minX, y: draft.layer.bounds.minY)
        draft.layer.sublayers.insert(chart, at: 0)
        return true
    }
}

extension NodeReader {
    /// A list of texts.
    func stringList() -> [String]? {
        guard let items = sequence() else { return nil }
        let values = items.map { $0.string() }
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        if let long = values.firstIndex(where: { $0!.count > InputLimits.chartText }) {
            items[long].report("this text is \(values[long]!.count) characters long; a chart text is at most \(InputLimits.chartText) characters",
                fix: "shorten it: labels and names are at most \(InputLimits.chartText) characters")
            return nil
        }
        return values.map { $0! }
    }
}
