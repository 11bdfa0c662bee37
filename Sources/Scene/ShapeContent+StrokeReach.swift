extension ShapeContent {
    /// How far the stroke reaches past the path's centre line, in the layer's content
    /// coordinates, along x and along y: half the line width; for a `nonScalingStroke`, half the
    /// line width in the superlayer's coordinates, mapped back through `contentToSuperlayer`
    /// (so a layer scaled 4× vertically reaches a quarter as far up and down in its own units).
    /// `nil` when that transform is singular: such a layer is not drawn.
    public func strokeReach(contentToSuperlayer: AffineTransform) -> (x: Double, y: Double)? {
        let half = lineWidth / 2
        guard nonScalingStroke else { return (half, half) }
        guard let back = contentToSuperlayer.linearPart.inverted else { return nil }
        // A circle of radius `half` mapped back is an ellipse; these are its half-extents.
        return (half * (back.a * back.a + back.c * back.c).squareRoot(), half * (back.b * back.b + back.d * back.d).squareRoot())
    }

    /// The layer's transform to its superlayer as the stroke sees it: the identity unless the
    /// stroke is a `nonScalingStroke`, whose line is drawn in the superlayer's coordinates.
    public func strokeSpace(contentToSuperlayer: AffineTransform) -> AffineTransform {
        nonScalingStroke ? contentToSuperlayer : .identity
    }
}
