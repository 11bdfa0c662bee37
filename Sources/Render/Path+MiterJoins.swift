import Foundation
import Scene

extension Path {
    /// The joins a miter reaches past half the line width at: each corner where two drawn
    /// segments meet at an angle, with how far its miter reaches in half line widths
    /// (1 / cos(turn / 2)). Smooth joins (an arc's segments) reach no further than the line's
    /// side, and a miter longer than `limit` line widths is bevelled, so neither is listed.
    func miterJoins(limit: Double) -> [(vertex: Point, reach: Double)] {
        var joins: [(vertex: Point, reach: Double)] = []
        // Where the subpath started and its first drawn direction, the current point and the
        // direction the last drawn segment arrived in.
        var start = Point.zero, firstDirection: Point?, current = Point.zero, arriving: Point?
        func join(at vertex: Point, from incoming: Point?, to outgoing: Point?) {
            guard let incoming, let outgoing else { return }
            let cosine = (incoming.x * outgoing.x + incoming.y * outgoing.y)
                / ((incoming.x * incoming.x + incoming.y * incoming.y).squareRoot() * (outgoing.x * outgoing.x + outgoing.y * outgoing.y).squareRoot())
            let halfTurnCosine = ((1 + min(max(cosine, -1), 1)) / 2).squareRoot()
            let reach = 1 / halfTurnCosine
            // Cairo bevels a miter longer than the limit (a reversal's is infinite).
            if reach > 1 + 1e-9, reach <= max(limit, 1) { joins.append((vertex, reach)) }
        }
        func draw(_ directions: (start: Point?, end: Point?), to end: Point) {
            guard let outgoing = directions.start else { return }  // a segment of no length draws no join
            join(at: current, from: arriving, to: outgoing)
            if firstDirection == nil { firstDirection = outgoing }
            arriving = directions.end
            current = end
        }
        for element in elements {
            switch element {
            case .move(let p):
                (start, current, firstDirection, arriving) = (p, p, nil, nil)
            case .line(let p):
                let d = Self.direction(from: current, to: p)
                draw((d, d), to: p)
            case .quadCurve(let c, let p):
                let first = Self.direction(from: current, to: c) ?? Self.direction(from: current, to: p)
                let last = Self.direction(from: c, to: p) ?? Self.direction(from: current, to: p)
                draw((first, last), to: p)
            case .cubicCurve(let c1, let c2, let p):
                let first = Self.direction(from: current, to: c1) ?? Self.direction(from: current, to: c2) ?? Self.direction(from: current, to: p)
                let last = Self.direction(from: c2, to: p) ?? Self.direction(from: c1, to: p) ?? Self.direction(from: current, to: p)
                draw((first, last), to: p)
            case .close:
                let closing = Self.direction(from: current, to: start)
                draw((closing, closing), to: start)
                join(at: start, from: arriving, to: firstDirection)
                (current, firstDirection, arriving) = (start, nil, nil)
            }
        }
        return joins
    }

    /// The direction from `a` to `b`, or `nil` where they coincide.
    private static func direction(from a: Point, to b: Point) -> Point? {
        let d = Point(x: b.x - a.x, y: b.y - a.y)
        return d.x * d.x + d.y * d.y > 1e-18 ? d : nil
    }
}
