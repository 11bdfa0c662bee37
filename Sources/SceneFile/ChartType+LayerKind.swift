import Charts
import Scene

extension ChartType {
    /// The layer kind the scene-file decoder reads this chart with: its keys set the layer's
    /// chart draft, and `ChartLayerExpansion` builds the chart into the layer.
    var layerKind: LayerKind {
        let defaults = ChartDraft()
        return LayerKind(
            name: name, summary: summary, properties: keys.map { .model($0, at: \.chart, defaults: defaults) },
            finish: ChartLayerExpansion.finisher(self))
    }
}
