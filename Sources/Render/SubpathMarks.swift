import Scene

/// The parts of a shape that draws many chart marks in one path (`Layer.subpathMarks`): each
/// subpath as a shape of its own, trimmed as the whole path's `strokeStart`/`strokeEnd` trim it,
/// so that `reel layout` gives every mark its own painted box and geometry.
enum SubpathMarks {
    /// One shape per subpath of `shape.path`, in order, carrying the part of the whole path's
    /// trim that falls on it as its own `strokeStart`/`strokeEnd` (a part the trim hides ends
    /// where it starts, so its stroke paints nothing).
    static func shapes(of shape: ShapeContent) -> [ShapeContent] {
        let subpaths = shape.path.subpaths
        // A NaN trim reads as untrimmed at that end, as the renderer reads it.
        let start = shape.strokeStart.isNaN ? 0 : min(max(shape.strokeStart, 0), 1)
        let end = shape.strokeEnd.isNaN ? 1 : min(max(shape.strokeEnd, 0), 1)
        func part(_ path: Path, from a: Double, to b: Double) -> ShapeContent {
            var part = shape
            part.path = path
            part.strokeStart = a
            part.strokeEnd = b
            return part
        }
        guard start > 0 || end < 1 else { return subpaths.map { part($0, from: 0, to: 1) } }
        let measure = PathMeasure(shape.path)
        let spans = measure.subpathSpans
        let from = start * measure.length, to = end * measure.length
        return subpaths.indices.map { i in
            guard start < end, i < spans.count else { return part(subpaths[i], from: 0, to: 0) }
            let span = spans[i]
            guard span.length > 0 else {
                let reached = span.start >= from && span.start <= to
                return part(subpaths[i], from: 0, to: reached ? 1 : 0)
            }
            let a = min(max((from - span.start) / span.length, 0), 1), b = min(max((to - span.start) / span.length, 0), 1)
            return part(subpaths[i], from: a, to: max(a, b))
        }
    }
}
