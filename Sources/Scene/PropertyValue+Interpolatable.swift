import Animation

/// Values of the same kind blend; values of different kinds cannot (scene validation rejects
/// them), so they switch at the half-way point rather than fail mid-render.
extension PropertyValue: Interpolatable {
    /// The value a `fraction` of the way from this one to `other`.
    public func interpolated(to other: PropertyValue, fraction: Double) -> PropertyValue {
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(a + (b - a) * fraction)
        case let (.point(a), .point(b)): return .point(a.interpolated(to: b, fraction: fraction))
        case let (.size(a), .size(b)): return .size(a.interpolated(to: b, fraction: fraction))
        case let (.rect(a), .rect(b)): return .rect(a.interpolated(to: b, fraction: fraction))
        case let (.color(a), .color(b)): return .color(a.interpolated(to: b, fraction: fraction))
        case let (.transform(a), .transform(b)): return .transform(a.interpolated(to: b, fraction: fraction))
        case let (.numbers(a), .numbers(b)) where a.count == b.count:
            return .numbers(zip(a, b).map { $0 + ($1 - $0) * fraction })
        case let (.colors(a), .colors(b)) where a.count == b.count:
            return .colors(zip(a, b).map { $0.interpolated(to: $1, fraction: fraction) })
        case let (.path(a), .path(b)): return .path(a.interpolated(to: b, fraction: fraction))
        default: return fraction < 0.5 ? self : other
        }
    }

    private func combine(_ other: PropertyValue, _ op: (Double, Double) -> Double) -> PropertyValue {
        func c(_ a: Color, _ b: Color) -> Color {
            Color(red: op(a.red, b.red), green: op(a.green, b.green), blue: op(a.blue, b.blue), alpha: op(a.alpha, b.alpha))
        }
        func p(_ a: Point, _ b: Point) -> Point { Point(x: op(a.x, b.x), y: op(a.y, b.y)) }
        func s(_ a: Size, _ b: Size) -> Size { Size(width: op(a.width, b.width), height: op(a.height, b.height)) }
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(op(a, b))
        case let (.point(a), .point(b)): return .point(p(a, b))
        case let (.size(a), .size(b)): return .size(s(a, b))
        case let (.rect(a), .rect(b)): return .rect(Rect(origin: p(a.origin, b.origin), size: s(a.size, b.size)))
        case let (.color(a), .color(b)): return .color(c(a, b))
        case let (.transform(a), .transform(b)):
            return .transform(AffineTransform(a: op(a.a, b.a), b: op(a.b, b.b), c: op(a.c, b.c), d: op(a.d, b.d), tx: op(a.tx, b.tx), ty: op(a.ty, b.ty)))
        case let (.numbers(a), .numbers(b)) where a.count == b.count: return .numbers(zip(a, b).map(op))
        case let (.colors(a), .colors(b)) where a.count == b.count: return .colors(zip(a, b).map(c))
        case let (.path(a), .path(b)) where a.hasSameStructure(as: b):
            return .path(Path(elements: zip(a.elements, b.elements).map { x, y in x.withPoints(zip(x.points, y.points).map(p)) }))
        default: return self
        }
    }

    // Transforms add by concatenation (see AffineTransform+Interpolatable), not entry by entry.
    /// The sum, for additive and cumulative animations.
    public func adding(_ other: PropertyValue) -> PropertyValue {
        if case let (.transform(a), .transform(b)) = (self, other) { return .transform(a.adding(b)) }
        return combine(other, +)
    }
    /// The difference, for cumulative animations (end − start).
    public func subtracting(_ other: PropertyValue) -> PropertyValue {
        if case let (.transform(a), .transform(b)) = (self, other) { return .transform(a.subtracting(b)) }
        return combine(other, -)
    }

    /// The point of a cubic keyframe segment: the four keyframes around it weighted by `weights`.
    public func splinePoint(previous: PropertyValue, next: PropertyValue, following: PropertyValue, weights: SplineWeights) -> PropertyValue {
        switch (previous, self, next, following) {
        case let (.number(p0), .number(p1), .number(p2), .number(p3)):
            return .number(p1.splinePoint(previous: p0, next: p2, following: p3, weights: weights))
        case let (.transform(p0), .transform(p1), .transform(p2), .transform(p3)):
            return .transform(p1.splinePoint(previous: p0, next: p2, following: p3, weights: weights))
        default:
            return vectorSplinePoint(previous: previous, next: next, following: following, weights: weights)
        }
    }

    /// The value multiplied by `factor`, for cumulative repetitions.
    public func scaled(by factor: Double) -> PropertyValue {
        switch self {
        case .number(let a): return .number(a * factor)
        case .point(let a): return .point(a.scaled(by: factor))
        case .size(let a): return .size(a.scaled(by: factor))
        case .rect(let a): return .rect(a.scaled(by: factor))
        case .color(let a): return .color(a.scaled(by: factor))
        case .transform(let a): return .transform(a.scaled(by: factor))
        case .numbers(let a): return .numbers(a.map { $0 * factor })
        case .colors(let a): return .colors(a.map { $0.scaled(by: factor) })
        case .path(let a): return .path(a.scaled(by: factor))
        }
    }

    /// How far apart the two are, for paced keyframes.
    public func distance(to other: PropertyValue) -> Double {
        switch (self, other) {
        case let (.number(a), .number(b)): return abs(b - a)
        case let (.point(a), .point(b)): return a.distance(to: b)
        case let (.size(a), .size(b)): return a.distance(to: b)
        case let (.rect(a), .rect(b)): return a.distance(to: b)
        case let (.color(a), .color(b)): return a.distance(to: b)
        case let (.transform(a), .transform(b)): return a.distance(to: b)
        case let (.path(a), .path(b)): return a.distance(to: b)
        case let (.numbers(a), .numbers(b)) where a.count == b.count:
            return zip(a, b).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot()
        case let (.colors(a), .colors(b)) where a.count == b.count:
            return zip(a, b).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        default: return 0
        }
    }
}
