import Scene

/// A convex polygon in scene coordinates: a turned text's ink box, whose axis-aligned box can
/// overlap a neighbour's where the glyphs themselves never meet (labels at 45° side by side).
struct ConvexOutline: Sendable, Equatable {
    /// The corners in order round the outline (either way round).
    var corners: [Point]

    init(corners: [Point]) {
        self.corners = corners
    }

    init(_ rect: Rect) {
        corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
        ]
    }

    /// The axis-aligned box holding it.
    var boundingBox: Rect {
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let left = xs.min() ?? 0, top = ys.min() ?? 0
        return Rect(x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
    }

    /// Twice the signed area: its sign tells which way round the corners go.
    private var doubleSignedArea: Double {
        corners.indices.reduce(0) { sum, i in
            let a = corners[i], b = corners[(i + 1) % corners.count]
            return sum + a.x * b.y - b.x * a.y
        }
    }

    /// Its width across its thinnest direction (among its edges' normals, where a convex
    /// polygon's is): how far two shapes overlap when this is their intersection.
    var thinnestWidth: Double {
        guard corners.count >= 3 else { return 0 }
        var thinnest = Double.infinity
        for i in corners.indices {
            let a = corners[i], b = corners[(i + 1) % corners.count]
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            guard length > 1e-12 else { continue }
            let nx = (a.y - b.y) / length, ny = (b.x - a.x) / length
            let along = corners.map { $0.x * nx + $0.y * ny }
            thinnest = min(thinnest, along.max()! - along.min()!)
        }
        return thinnest.isFinite ? thinnest : 0
    }

    /// The part of it inside `other` (Sutherland–Hodgman: cut by each of `other`'s edges in
    /// turn); `nil` when they do not meet.
    func intersection(with other: ConvexOutline) -> ConvexOutline? {
        guard other.corners.count >= 3 else { return nil }
        let orientation: Double = other.doubleSignedArea >= 0 ? 1 : -1
        var result = corners
        for i in other.corners.indices where !result.isEmpty {
            let a = other.corners[i], b = other.corners[(i + 1) % other.corners.count]
            // Positive on the inner side of the edge a → b.
            func side(_ p: Point) -> Double { orientation * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) }
            var kept: [Point] = []
            for j in result.indices {
                let p = result[j], q = result[(j + 1) % result.count]
                let sp = side(p), sq = side(q)
                if sp >= 0 { kept.append(p) }
                if (sp >= 0) != (sq >= 0) {
                    let t = sp / (sp - sq)
                    kept.append(Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t))
                }
            }
            result = kept
        }
        return result.count >= 3 ? ConvexOutline(corners: result) : nil
    }
}
