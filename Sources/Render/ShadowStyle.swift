import Scene

/// A layer's shadow, when it casts one.
struct ShadowStyle {
    /// The colour with `shadowOpacity` applied.
    var color: Color
    var offset: Size
    var radius: Double
    var path: Path?

    init?(_ layer: Layer) {
        guard layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0,
            layer.shadowOffset.width.isFinite, layer.shadowOffset.height.isFinite, layer.shadowRadius.isFinite
        else { return nil }
        self.color = color.withAlpha(color.alpha * min(layer.shadowOpacity, 1))
        self.offset = layer.shadowOffset
        self.radius = max(0, layer.shadowRadius)
        self.path = layer.shadowPath
    }
}
