extension Layer {
    /// The layer's rectangle in its superlayer's coordinates: the bounding box of its transformed
    /// bounds. Setting it sets `bounds.size` and `position` (as `CALayer.frame`, meaningful when
    /// `transform` is the identity).
    public var frame: Rect {
        get {
            let t = transformToSuperlayer
            let corners = [
                Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
                Point(x: bounds.maxX, y: bounds.maxY), Point(x: bounds.minX, y: bounds.maxY),
            ].map(t.apply)
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let minX = xs.min()!, minY = ys.min()!
            return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
        }
        set {
            bounds.size = newValue.size
            position = Point(
                x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }
}
