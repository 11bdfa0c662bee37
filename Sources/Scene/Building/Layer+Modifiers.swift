// Fluent modifiers: each returns a copy of the layer with one thing changed, so a layer reads
// as one expression. `set(_:_:)` reaches every property by its typed key path; the others are
// shorthands for what almost every layer sets.

extension Layer {
    /// A copy with the property at `keyPath` set to `value`: `.set(\.zPosition, 2)`,
    /// `.set(\.lineDashPattern, [6, 3])`, `.set(\.font.size, 24)`.
    public func set<Value>(_ keyPath: LayerKeyPath<Value>, _ value: Value) -> Layer {
        var copy = self
        copy[keyPath: LayerProperties.property(keyPath).keyPath] = value
        return copy
    }

    /// A copy named `id` (what a scene's other parts and tests find it by).
    public func id(_ id: String) -> Layer { set(\.id, id) }

    /// A copy occupying `frame` in its superlayer: its bounds take the frame's size and its
    /// position the anchor point's place in the frame (as setting `CALayer.frame`).
    public func frame(_ frame: Rect) -> Layer { set(\.frame, frame) }

    /// A copy occupying the frame `x, y, width, height` (see `frame(_:)`).
    public func frame(x: Double, y: Double, width: Double, height: Double) -> Layer {
        frame(Rect(x: x, y: y, width: width, height: height))
    }

    /// A copy whose anchor point sits at `(x, y)` in the superlayer.
    public func position(x: Double, y: Double) -> Layer { set(\.position, Point(x: x, y: y)) }

    /// A copy with group opacity `opacity` (0 invisible … 1 opaque).
    public func opacity(_ opacity: Double) -> Layer { set(\.opacity, opacity) }

    /// A copy whose bounds are filled with `color` behind the content.
    public func background(_ color: Color?, cornerRadius: Double = 0) -> Layer {
        set(\.backgroundColor, color).set(\.cornerRadius, cornerRadius)
    }

    /// A copy transformed by `transform` about its anchor point.
    public func transform(_ transform: AffineTransform) -> Layer { set(\.transform, transform) }

    /// A copy with a shadow: `color` at `opacity`, offset by `offset`, blurred by `radius`.
    public func shadow(color: Color = .black, opacity: Double = 0.3, offset: Size = Size(width: 0, height: 3), radius: Double = 6) -> Layer {
        set(\.shadowColor, color).set(\.shadowOpacity, opacity).set(\.shadowOffset, offset).set(\.shadowRadius, radius)
    }

    /// A copy whose shape is filled with `color` (`nil`: not filled).
    public func fill(_ color: Color?) -> Layer { set(\.shape.fillColor, color) }

    /// A copy whose shape is stroked with `color` at `width` (`nil`: not stroked).
    public func stroke(_ color: Color?, width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter) -> Layer {
        set(\.shape.strokeColor, color).set(\.shape.lineWidth, width).set(\.shape.lineCap, cap).set(\.shape.lineJoin, join)
    }

    /// A copy whose sublayers are `sublayers` followed by the built ones.
    public func sublayers(@LayerBuilder _ sublayers: () throws -> [Layer]) rethrows -> Layer {
        set(\.sublayers, self.sublayers + (try sublayers()))
    }

    /// A copy masked by `mask`'s alpha (in this layer's coordinates).
    public func mask(_ mask: Layer) -> Layer { set(\.mask, mask) }
}
