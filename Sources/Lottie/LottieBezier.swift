import Scene

/// One subpath as Lottie stores it: vertices, each with in and out tangents relative to it,
/// and whether the subpath closes.
struct LottieBezier: Sendable, Equatable {
    var vertices: [Point] = []
    var inTangents: [Point] = []
    var outTangents: [Point] = []
    var isClosed = false

    /// The subpaths of `path`: quadratic curves raised to cubics, a closing segment back onto
    /// the start point folded into the first vertex.
    static func subpaths(of path: Path) -> [LottieBezier] {
        var result: [LottieBezier] = []
        var current: LottieBezier?
        var start: Point?
        func finish() {
            if let done = current, !done.vertices.isEmpty { result.append(done) }
            current = nil
        }
        func begin(at p: Point) {
            finish()
            current = LottieBezier(vertices: [p], inTangents: [.zero], outTangents: [.zero])
            start = p
        }
        func last() -> Point { current?.vertices.last ?? start ?? .zero }
        for element in path.elements {
            switch element {
            case .move(let p):
                begin(at: p)
            case .line(let p):
                if current == nil { begin(at: last()) }
                current?.append(p, inTangent: .zero)
            case .quadCurve(let c, let p):
                if current == nil { begin(at: last()) }
                let p0 = last()
                let c1 = Point(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y))
                let c2 = Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                current?.setLastOut(Point(x: c1.x - p0.x, y: c1.y - p0.y))
                current?.append(p, inTangent: Point(x: c2.x - p.x, y: c2.y - p.y))
            case .cubicCurve(let c1, let c2, let p):
                if current == nil { begin(at: last()) }
                let p0 = last()
                current?.setLastOut(Point(x: c1.x - p0.x, y: c1.y - p0.y))
                current?.append(p, inTangent: Point(x: c2.x - p.x, y: c2.y - p.y))
            case .close:
                guard var closing = current else { continue }
                closing.isClosed = true
                if closing.vertices.count > 1, let first = closing.vertices.first, let end = closing.vertices.last,
                    abs(first.x - end.x) < 1e-9, abs(first.y - end.y) < 1e-9 {
                    // The last segment already returns to the start: its end is the first vertex.
                    closing.inTangents[0] = closing.inTangents.removeLast()
                    closing.vertices.removeLast()
                    closing.outTangents.removeLast()
                }
                current = closing
                let back = start
                finish()
                start = back
            }
        }
        finish()
        return result
    }

    private mutating func append(_ p: Point, inTangent: Point) {
        vertices.append(p)
        inTangents.append(inTangent)
        outTangents.append(.zero)
    }

    private mutating func setLastOut(_ tangent: Point) {
        guard !outTangents.isEmpty else { return }
        outTangents[outTangents.count - 1] = tangent
    }

    /// Whether `other` has as many vertices and closes the same way (so the two interpolate).
    func hasSameStructure(as other: LottieBezier) -> Bool {
        vertices.count == other.vertices.count && isClosed == other.isClosed
    }

    /// The numbers of the subpath in a fixed order, for a track's samples.
    var flattened: [Double] {
        var values: [Double] = []
        values.reserveCapacity(vertices.count * 6)
        for i in vertices.indices {
            values += [vertices[i].x, vertices[i].y, inTangents[i].x, inTangents[i].y, outTangents[i].x, outTangents[i].y]
        }
        return values
    }

    /// The Lottie shape object of flattened numbers (as `flattened` orders them).
    static func json(_ values: [Double], closed: Bool) -> JSONValue {
        var v: [JSONValue] = [], i: [JSONValue] = [], o: [JSONValue] = []
        var k = 0
        while k + 5 < values.count {
            v.append(.numbers([values[k], values[k + 1]]))
            i.append(.numbers([values[k + 2], values[k + 3]]))
            o.append(.numbers([values[k + 4], values[k + 5]]))
            k += 6
        }
        return .object([("c", .bool(closed)), ("v", .array(v)), ("i", .array(i)), ("o", .array(o))])
    }
}
