/// What a gradient layer draws: `CAGradientLayer`'s properties. Points are in unit coordinates
/// of the bounds ((0, 0) top-left, (1, 1) bottom-right).
public struct GradientContent: Sendable, Hashable {
    /// Axial, radial or conic.
    public var kind: GradientKind
    /// The colours, in order along the gradient.
    public var colors: [Color]
    /// Where each colour sits, from 0 to 1, increasing; `nil` spaces the colours evenly.
    public var locations: [Double]?
    /// Where the gradient starts.
    public var startPoint: Point
    /// Where it ends (the radius for radial gradients).
    public var endPoint: Point

    /// A gradient through `colors` from `startPoint` to `endPoint`.
    public init(
        kind: GradientKind = .axial, colors: [Color] = [], locations: [Double]? = nil,
        startPoint: Point = Point(x: 0.5, y: 0), endPoint: Point = Point(x: 0.5, y: 1)
    ) {
        self.kind = kind
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Each colour with its location: `locations` when it has one per colour, else evenly spaced.
    public var stops: [(location: Double, color: Color)] {
        guard !colors.isEmpty else { return [] }
        if let locations, locations.count == colors.count {
            return zip(locations, colors).map { ($0, $1) }
        }
        if colors.count == 1 { return [(0, colors[0])] }
        return colors.enumerated().map { (Double($0) / Double(colors.count - 1), $1) }
    }

    /// `locations`, or the even spacing drawn without them: what an animation of `locations`
    /// starts from. Setting it sets `locations`.
    public var effectiveLocations: [Double] {
        get { locations ?? stops.map(\.location) }
        set { locations = newValue }
    }
}
