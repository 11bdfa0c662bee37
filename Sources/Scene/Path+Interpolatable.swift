import Animation

/// Paths interpolate point by point; both must have the same commands in the same order
/// (`hasSameStructure`). Scene validation rejects animations between other paths; should one
/// reach evaluation anyway, it switches at the half-way point instead of garbling the shape.
extension Path: Interpolatable {
    private func zipPoints(_ other: Path, _ combine: (Point, Point) -> Point) -> Path {
        guard hasSameStructure(as: other) else { return self }
        return Path(elements: zip(elements, other.elements).map { mine, theirs in
            mine.withPoints(zip(mine.points, theirs.points).map(combine))
        })
    }

    /// The value a `fraction` of the way from this one to `other`.
    public func interpolated(to other: Path, fraction: Double) -> Path {
        guard hasSameStructure(as: other) else { return fraction < 0.5 ? self : other }
        return zipPoints(other) { $0.interpolated(to: $1, fraction: fraction) }
    }
    /// The sum, for additive and cumulative animations.
    public func adding(_ other: Path) -> Path { zipPoints(other) { $0.adding($1) } }
    /// The difference, for cumulative animations (end − start).
    public func subtracting(_ other: Path) -> Path { zipPoints(other) { $0.subtracting($1) } }
    /// The value multiplied by `factor`, for cumulative repetitions.
    public func scaled(by factor: Double) -> Path {
        Path(elements: elements.map { $0.withPoints($0.points.map { $0.scaled(by: factor) }) })
    }
    /// How far apart the two are, for paced keyframes.
    public func distance(to other: Path) -> Double {
        guard hasSameStructure(as: other) else { return 0 }
        return zip(elements, other.elements).reduce(0) { sum, pair in
            zip(pair.0.points, pair.1.points).reduce(sum) { $0 + $1.0.distance(to: $1.1) }
        }
    }
}
