import Charts
import Scene

/// A layer while its keys are read: the layer itself (registry properties are stored straight
/// into it), the chart a chart type builds, and the keys that are read last (geometry
/// conveniences, sublayers, animations).
struct LayerDraft {
    var layer = Layer()
    /// `[x, y, width, height]`, turned into bounds and position once the anchor point is known.
    var frame: Rect?
    var sublayers: NodeReader?
    var animations: NodeReader?
    var mask: NodeReader?
    /// `include`: the scene file whose layers this layer holds.
    var include = ""
    /// `type: lottie`: the Lottie file and how it plays.
    var lottie = LottieDraft()
    /// `data`: the file whose columns the layer's lists may name, read before the other keys.
    var data = ""
    /// The chart a chart layer type builds.
    var chart = ChartDraft()
}
