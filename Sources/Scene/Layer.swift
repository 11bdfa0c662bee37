import Animation

/// A node of the scene tree with `CALayer`'s geometry, one kind of content, sublayers and the
/// animations attached to its properties by key path.
///
/// Properties not taken by the initializer start at Core Animation's defaults (no border, no
/// shadow: `shadowOpacity` 0, `shadowOffset` (0, −3), `shadowRadius` 3).
public struct Layer: Sendable, Equatable {
    /// A name other parts of a scene refer to the layer by.
    public var id: String?
    /// The layer's own coordinate rectangle: its size, and the origin its content is drawn from.
    public var bounds: Rect
    /// Where the anchor point sits in the superlayer's coordinates.
    public var position: Point
    /// The point of `bounds` (in unit coordinates) that `position` and `transform` refer to.
    public var anchorPoint: Point
    /// Applied about the anchor point.
    public var transform: AffineTransform
    /// Applied to the sublayers (not to this layer's own content), about the anchor point.
    public var sublayerTransform: AffineTransform = .identity
    /// Flips the layer's content and sublayers vertically inside its bounds (y grows upward),
    /// as `CALayer.isGeometryFlipped`.
    public var isGeometryFlipped: Bool = false
    /// Drawing order among siblings: higher draws later (on top); equal values keep array order.
    public var zPosition: Double = 0
    /// Group opacity: the layer and its sublayers are composited together, then faded.
    public var opacity: Double
    /// Whether the layer and its sublayers are not drawn.
    public var isHidden: Bool
    /// Clips the content and sublayers to the bounds, rounded by `cornerRadius`.
    public var masksToBounds: Bool = false
    /// Rounds the background, the border and (with `masksToBounds`) the clip.
    public var cornerRadius: Double = 0
    /// A border drawn inside the bounds, over the content and sublayers.
    public var borderWidth: Double = 0
    /// The border's colour.
    public var borderColor: Color? = .black
    /// Fills the bounds behind the content; `nil` for none.
    public var backgroundColor: Color?
    /// The shadow's colour.
    public var shadowColor: Color? = .black
    /// The shadow's opacity: 0 (none, the default) to 1.
    public var shadowOpacity: Double = 0
    /// The shadow's offset.
    public var shadowOffset: Size = Size(width: 0, height: -3)
    /// The blur radius; the blur is a Gaussian with σ = radius / 2.
    public var shadowRadius: Double = 3
    /// The shape of the shadow; without it the shadow follows the layer's drawn alpha.
    public var shadowPath: Path?
    /// What the layer draws besides its background and border.
    public var content: LayerContent
    /// The layers inside this one, back to front.
    public var sublayers: [Layer]
    /// The animations of the layer's properties, applied in order over the model values.
    public var animations: [Animation<PropertyValue>]
    /// Where a Swift builder made the layer and attached its animations, for the problems
    /// `Scene.validate()` finds; not part of the layer's value (origins are always equal).
    public var origin = LayerOrigin()
    /// The data this layer shows when it is a chart's mark (a bar, a point …); for inspection,
    /// never drawn.
    public var mark: ChartMark?
    /// The marks of a shape that draws many in one path (a bar chart of thousands of values, one
    /// layer instead of thousands): mark i is the path's subpath i. `reel layout` lists each as a
    /// node of its own, as it lists `mark`; for inspection, never drawn.
    public var subpathMarks: [ChartMark] = []
    /// What a chart's container layer records about its chart (scale, periods); for inspection,
    /// never drawn.
    public var chart: ChartInfo?
    // A layer cannot hold a layer directly; an array of at most one element gives the indirection.
    private var maskStorage: [Layer] = []

    /// A layer; properties not given start at Core Animation's defaults.
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

    /// A layer whose alpha masks this one, in this layer's coordinates (as `CALayer.mask`):
    /// where the mask is transparent, this layer and its sublayers are not drawn.
    public var mask: Layer? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }

    /// The point `position` refers to, in the layer's own coordinates.
    public var anchorInBounds: Point {
        Point(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// The transform from this layer's coordinates (its bounds) to its superlayer's.
    public var transformToSuperlayer: AffineTransform {
        let anchor = anchorInBounds
        return AffineTransform.translation(x: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(.translation(x: position.x, y: position.y))
    }

    /// The transform from the sublayers' coordinate space to this layer's: `sublayerTransform`
    /// about the anchor point, then the vertical flip of `isGeometryFlipped`.
    public var sublayerSpaceTransform: AffineTransform {
        var result = AffineTransform.identity
        if !sublayerTransform.isIdentity {
            let anchor = anchorInBounds
            result = AffineTransform.translation(x: -anchor.x, y: -anchor.y)
                .concatenating(sublayerTransform)
                .concatenating(.translation(x: anchor.x, y: anchor.y))
        }
        return result.concatenating(geometryFlipTransform)
    }

    /// The flip `isGeometryFlipped` applies to the content and sublayers: y ↦ minY + maxY − y.
    public var geometryFlipTransform: AffineTransform {
        guard isGeometryFlipped else { return .identity }
        return AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: bounds.minY + bounds.maxY)
    }
}
