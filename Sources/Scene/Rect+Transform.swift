extension Rect {
    /// The axis-aligned box of this rectangle after `transform` (as `CGRect.applying`).
    public func applying(_ transform: AffineTransform) -> Rect {
        let corners = [
            Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY),
        ].map(transform.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let left = xs.min()!, top = ys.min()!
        return Rect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
    }
}
