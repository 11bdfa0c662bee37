extension Layer {
    /// The layer's rectangle in its superlayer's coordinates: the bounding box of its transformed
    /// bounds. Setting it sets `bounds.size` and `position` (as `CALayer.frame`, meaningful when
    /// `transform` is the identity).
    public var frame: Rect {
        get { bounds.applying(transformToSuperlayer) }
        set {
            bounds.size = newValue.size
            position = Point(
                x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }
}
