import Animation

/// A node of the scene tree with `CALayer`'s geometry, one kind of content, sublayers and the
/// animations attached to its properties by key path.
public struct Layer: Sendable, Equatable {
    /// A name other parts of a scene refer to the layer by.
    public var id: String?
    public var bounds: Rect
    /// Where the anchor point sits in the superlayer's coordinates.
    public var position: Point
    /// The point of `bounds` (in unit coordinates) that `position` and `transform` refer to.
    public var anchorPoint: Point
    public var transform: AffineTransform
    public var opacity: Double
    public var isHidden: Bool
    public var backgroundColor: Color?
    public var content: LayerContent
    public var sublayers: [Layer]
    public var animations: [Animation<PropertyValue>]

    public init(
        id: String? = nil, bounds: Rect = .zero, position: Point = .zero, anchorPoint: Point = Point(x: 0.5, y: 0.5),
        transform: AffineTransform = .identity, opacity: Double = 1, isHidden: Bool = false,
        backgroundColor: Color? = nil, content: LayerContent = .none, sublayers: [Layer] = [],
        animations: [Animation<PropertyValue>] = []
    ) {
        self.id = id
        self.bounds = bounds
        self.position = position
        self.anchorPoint = anchorPoint
        self.transform = transform
        self.opacity = opacity
        self.isHidden = isHidden
        self.backgroundColor = backgroundColor
        self.content = content
        self.sublayers = sublayers
        self.animations = animations
    }

    /// The transform from this layer's coordinates (its bounds) to its superlayer's.
    public var transformToSuperlayer: AffineTransform {
        let anchor = Point(
            x: bounds.minX + anchorPoint.x * bounds.width,
            y: bounds.minY + anchorPoint.y * bounds.height)
        return AffineTransform.translation(x: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(.translation(x: position.x, y: position.y))
    }
}
