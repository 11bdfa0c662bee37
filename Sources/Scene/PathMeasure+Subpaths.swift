extension PathMeasure {
    /// Where each subpath (each `move` starts one) lies along the path's total arc length: its
    /// start and its length, in drawing order. A subpath without segments has length 0.
    public var subpathSpans: [(start: Double, length: Double)] {
        var spans: [(start: Double, length: Double)] = []
        var offset = 0.0
        for piece in pieces where piece.subpath >= 0 {
            while spans.count <= piece.subpath { spans.append((start: offset, length: 0)) }
            spans[piece.subpath].length += piece.length
            offset += piece.length
        }
        return spans
    }
}
