import Scene

/// A Lottie path value (`{"v": …, "i": …, "o": …, "c": …}`): vertices with in and out tangents
/// relative to them, open or closed.
struct LottieBezierShape: LottieValue {
    var vertices: [Point]
    var inTangents: [Point]
    var outTangents: [Point]
    var closed: Bool

    static func parse(_ cursor: JSONCursor, budget: LottieBudget) throws(LottieImportError) -> LottieBezierShape {
        // A keyframe's value is the shape inside a one-element array.
        var cursor = cursor
        if cursor.isArray {
            let items = try cursor.array()
            guard let first = items.first else { throw cursor.error("a path keyframe holds no shape", fix: "give the keyframe's 's' one shape {\"v\": …, \"i\": …, \"o\": …, \"c\": …}") }
            cursor = first
        }
        _ = try cursor.object()
        let vertices = try points(cursor.required("v", "a path"))
        guard vertices.count <= LottieLimits.pathVertices else {
            throw cursor.error("a path has \(vertices.count) vertices, more than \(LottieLimits.pathVertices)", fix: "simplify the path")
        }
        try budget.spend(vertices: vertices.count, at: cursor)
        let zero = Array(repeating: Point.zero, count: vertices.count)
        let inTangents = try cursor["i"].map { (c) throws(LottieImportError) in try points(c) } ?? zero
        let outTangents = try cursor["o"].map { (c) throws(LottieImportError) in try points(c) } ?? zero
        guard inTangents.count == vertices.count, outTangents.count == vertices.count else {
            throw cursor.error("a path has \(vertices.count) vertices but \(inTangents.count) in and \(outTangents.count) out tangents",
                fix: "give 'i' and 'o' one tangent per vertex of 'v'")
        }
        return LottieBezierShape(vertices: vertices, inTangents: inTangents, outTangents: outTangents, closed: cursor.flag("c"))
    }

    private static func points(_ cursor: JSONCursor) throws(LottieImportError) -> [Point] {
        try cursor.array().map { (item) throws(LottieImportError) in
            let xy = try item.numbers()
            guard xy.count >= 2 else { throw item.error("a point has \(xy.count) number\(xy.count == 1 ? "" : "s")", fix: "write a point as [x, y]") }
            return Point(x: xy[0], y: xy[1])
        }
    }

    func interpolated(to other: LottieBezierShape, progress: [Double]) -> LottieBezierShape {
        guard other.vertices.count == vertices.count, let t = progress.first else { return self }
        func mix(_ a: [Point], _ b: [Point]) -> [Point] {
            zip(a, b).map { Point(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
        }
        return LottieBezierShape(
            vertices: mix(vertices, other.vertices), inTangents: mix(inTangents, other.inTangents),
            outTangents: mix(outTangents, other.outTangents), closed: closed)
    }

    /// The shape as a Reel path: cubic segments between the vertices (lines where both tangents
    /// are zero, unless `curvesOnly`: an animated path keeps one structure for interpolation),
    /// closed back to the first vertex when `closed`.
    func path(curvesOnly: Bool = false) -> Path {
        var path = Path()
        guard let first = vertices.first else { return path }
        path.move(to: first)
        let count = vertices.count
        let segments = closed ? count : count - 1
        for index in 0..<max(segments, 0) {
            let next = (index + 1) % count
            let from = vertices[index], to = vertices[next]
            let c1 = outTangents[index], c2 = inTangents[next]
            if !curvesOnly, c1 == .zero, c2 == .zero {
                path.addLine(to: to)
            } else {
                path.addCurve(to: to, control1: Point(x: from.x + c1.x, y: from.y + c1.y), control2: Point(x: to.x + c2.x, y: to.y + c2.y))
            }
        }
        if closed { path.closeSubpath() }
        return path
    }
}
