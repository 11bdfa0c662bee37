import Charts
import Scene

/// A chart layer type, as `LayerType` is for the model's layer types: its scene-file `type`
/// name, what it draws, the keys it reads (each declared once, beside its chart, in
/// `ChartType+BarChart.swift` and the others) and how the chart is built into the layer. The
/// decoder, the JSON Schema and the reference derive from `ChartType.all` through `LayerKind`.
struct ChartType: Sendable {
    /// The scene file's `type` name.
    let name: String
    /// What the chart draws, for the reference.
    let summary: String
    /// The keys the chart reads into its draft, on top of every layer's.
    let keys: [ModelProperty<LayerDraft>]
    /// Builds the chart into the layer once every key is read; `false` when something was reported.
    let finish: @Sendable (inout LayerDraft, NodeReader, KeyedNodes) -> Bool

    /// Every chart layer type, in the order the reference lists them.
    static let all: [ChartType] = [barChart, lineChart, gauge, pieChart, progressTrack, counterArc, areaChart, wave, liveLine, barRace, lineRace, bubbleRace]

    /// The layer kind the scene-file decoder reads this chart with.
    var layerKind: LayerKind { LayerKind(name: name, summary: summary, keys: keys, finish: finish) }
}
