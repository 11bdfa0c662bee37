import Scene

/// A chart component: a value describing a chart (its data, colours, fonts and timing) that
/// expands into ordinary layers and animations. Scene
/// files' chart layer types and Swift programs use every chart through this protocol.
///
/// A chart draws in its own coordinates, (0, 0) at its top-left corner and y down, into the
/// layer `container(id:background:sublayers:)` makes; the shared parts (`ChartLines` for grids
/// and base lines, `ChartAxes`, `PlacedLabel` for labels, `ChartNumberFormat` for the numbers
/// they show, `ChartAnimation`, `ChartRounds`) keep charts from rebuilding them.
public protocol Chart: Sendable, Equatable {
    /// The chart's frame size.
    var size: Size { get set }
    /// Where the chart's top-left corner sits in its superlayer. Default: (0, 0).
    var origin: Point { get set }
    /// The chart's name in messages, such as "bar chart".
    static var chartName: String { get }
    /// Checks the data and settings; the first problem found.
    func validate() throws(ChartError)
    /// The chart as one container layer holding ordinary layers and animations, its texts laid
    /// out with `measurer`.
    func layer(measuring measurer: some TextMeasuring) throws -> Layer
}

extension Chart {
    /// The layer a chart draws into: `size` at `origin`, anchored at its top-left corner, so its
    /// sublayers use the chart's own coordinates. It records the chart's kind (`ChartInfo`), which
    /// also marks the ids inside it as the chart's own in a scene file written from the scene.
    public func container(id: String, background: Color? = nil, sublayers: [Layer]) -> Layer {
        var layer = Layer(
            id: id, bounds: Rect(origin: .zero, size: size), position: origin, anchorPoint: .zero,
            backgroundColor: background, sublayers: sublayers)
        layer.chart = ChartInfo(kind: Self.chartName)
        return layer
    }
}
