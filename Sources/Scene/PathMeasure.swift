import Foundation

/// Arc lengths of a path's drawable segments, for `strokeStart`/`strokeEnd` trimming.
///
/// Lengths are integrated with adaptive Gauss–Legendre quadrature (relative error far below
/// the 0.05 % the trims need); quadratic curves are measured as their exact cubic elevation.
public struct PathMeasure: Sendable {
    enum Segment: Sendable {
        case line(Point, Point)
        case cubic(Point, Point, Point, Point)
    }

    struct Piece: Sendable {
        var segment: Segment
        var length: Double
        /// Index of the subpath the piece belongs to.
        var subpath: Int
        /// Whether the piece is the closing line of its subpath.
        var isClosing: Bool
    }

    let pieces: [Piece]
    /// The total arc length of every subpath, in drawing order.
    public let length: Double

    /// Measures `path`'s segments and lengths.
    public init(_ path: Path) {
        var pieces: [Piece] = []
        var current = Point.zero, start = Point.zero
        var subpath = -1
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p; start = p; subpath += 1
            case .line(let p):
                pieces.append(Piece(segment: .line(current, p), length: current.distance(to: p), subpath: subpath, isClosing: false))
                current = p
            case .quadCurve(let c, let p):
                let c1 = current.adding(c.subtracting(current).scaled(by: 2.0 / 3.0))
                let c2 = p.adding(c.subtracting(p).scaled(by: 2.0 / 3.0))
                let segment = Segment.cubic(current, c1, c2, p)
                pieces.append(Piece(segment: segment, length: Self.length(of: segment, upTo: 1), subpath: subpath, isClosing: false))
                current = p
            case .cubicCurve(let c1, let c2, let p):
                let segment = Segment.cubic(current, c1, c2, p)
                pieces.append(Piece(segment: segment, length: Self.length(of: segment, upTo: 1), subpath: subpath, isClosing: false))
                current = p
            case .close:
                pieces.append(Piece(segment: .line(current, start), length: current.distance(to: start), subpath: subpath, isClosing: true))
                current = start
            }
        }
        self.pieces = pieces
        self.length = pieces.reduce(0) { $0 + $1.length }
    }

    /// The part of the path between the fractions `start` and `end` of its total length, in
    /// drawing order. Empty when `start >= end`; the whole path when the trim covers it.
    public func trimmed(from start: Double, to end: Double, original: Path) -> Path {
        let from = min(max(start, 0), 1), to = min(max(end, 0), 1)
        if from >= to || length <= 0 { return Path() }
        if from == 0, to == 1 { return original }
        let startLength = from * length, endLength = to * length
        var result = Path()
        var offset = 0.0
        var lastSubpath = -1
        for piece in pieces {
            let pieceStart = offset, pieceEnd = offset + piece.length
            offset = pieceEnd
            guard pieceEnd > startLength, pieceStart < endLength, piece.length > 0 else { continue }
            let t0 = max(0, (startLength - pieceStart) / piece.length)
            let t1 = min(1, (endLength - pieceStart) / piece.length)
            let part = Self.slice(piece.segment, fromLength: t0 * piece.length, toLength: t1 * piece.length, total: piece.length)
            if piece.subpath != lastSubpath || result.currentPoint != part.start {
                result.move(to: part.start)
                lastSubpath = piece.subpath
            }
            result.append(part.element)
        }
        return result
    }

    /// How far into its own subpath the point at `fraction` of the total length lies: where
    /// a dash pattern restarted at that subpath stands when a trimmed stroke begins there.
    public func distanceIntoSubpath(atFraction fraction: Double) -> Double {
        let target = min(max(fraction, 0), 1) * length
        var offset = 0.0, subpathStart = 0.0, subpath = -1
        for piece in pieces {
            if piece.subpath != subpath { subpath = piece.subpath; subpathStart = offset }
            if offset + piece.length > target { return target - subpathStart }
            offset += piece.length
        }
        return target - subpathStart
    }

    // MARK: - Geometry

    private static func slice(_ segment: Segment, fromLength a: Double, toLength b: Double, total: Double) -> (start: Point, element: PathElement) {
        switch segment {
        case .line(let p0, let p1):
            // Whole ends stay exact, so consecutive pieces join without a spurious move.
            let s = a <= 0 ? p0 : p0.interpolated(to: p1, fraction: a / total)
            let e = b >= total ? p1 : p0.interpolated(to: p1, fraction: b / total)
            return (s, .line(e))
        case .cubic:
            let t0 = a <= 0 ? 0 : parameter(of: segment, atLength: a, total: total)
            let t1 = b >= total ? 1 : parameter(of: segment, atLength: b, total: total)
            let (p0, c1, c2, p3) = subCubic(segment, t0, t1)
            return (p0, .cubicCurve(control1: c1, control2: c2, to: p3))
        }
    }

    /// Control points of the part of a cubic between parameters t0 and t1 (de Casteljau).
    private static func subCubic(_ segment: Segment, _ t0: Double, _ t1: Double) -> (Point, Point, Point, Point) {
        guard case let .cubic(p0, p1, p2, p3) = segment else { fatalError("subCubic takes a cubic") }
        func point(_ t: Double) -> Point { bezierPoint(p0, p1, p2, p3, t) }
        func derivative(_ t: Double) -> Point { bezierDerivative(p0, p1, p2, p3, t) }
        let scale = (t1 - t0) / 3
        let start = point(t0), end = point(t1)
        return (start, start.adding(derivative(t0).scaled(by: scale)), end.subtracting(derivative(t1).scaled(by: scale)), end)
    }

    static func bezierPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    static func bezierDerivative(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = 3 * u * u, b = 6 * u * t, c = 3 * t * t
        return Point(
            x: a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x),
            y: a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y))
    }

    private static func speed(_ segment: Segment, _ t: Double) -> Double {
        switch segment {
        case .line(let p0, let p1): return p0.distance(to: p1)
        case .cubic(let p0, let p1, let p2, let p3):
            let d = bezierDerivative(p0, p1, p2, p3, t)
            return (d.x * d.x + d.y * d.y).squareRoot()
        }
    }

    /// Arc length from parameter 0 to `t`.
    static func length(of segment: Segment, upTo t: Double) -> Double {
        integrate(segment, 0, t, depth: 0)
    }

    private static let gaussNodes: [Double] = [
        -0.9602898564975363, -0.7966664774136267, -0.5255324099163290, -0.1834346424956498,
        0.1834346424956498, 0.5255324099163290, 0.7966664774136267, 0.9602898564975363,
    ]
    private static let gaussWeights: [Double] = [
        0.1012285362903763, 0.2223810344533745, 0.3137066458778873, 0.3626837833783620,
        0.3626837833783620, 0.3137066458778873, 0.2223810344533745, 0.1012285362903763,
    ]

    private static func gauss(_ segment: Segment, _ a: Double, _ b: Double) -> Double {
        let half = (b - a) / 2, mid = (a + b) / 2
        var sum = 0.0
        for i in 0..<8 { sum += gaussWeights[i] * speed(segment, mid + half * gaussNodes[i]) }
        return sum * half
    }

    private static func integrate(_ segment: Segment, _ a: Double, _ b: Double, depth: Int) -> Double {
        let whole = gauss(segment, a, b)
        let mid = (a + b) / 2
        let halves = gauss(segment, a, mid) + gauss(segment, mid, b)
        if depth >= 12 || abs(whole - halves) <= 1e-9 * max(halves, 1e-12) { return halves }
        return integrate(segment, a, mid, depth: depth + 1) + integrate(segment, mid, b, depth: depth + 1)
    }

    /// The parameter at which the arc length from 0 reaches `target` (Newton, bisection fallback).
    private static func parameter(of segment: Segment, atLength target: Double, total: Double) -> Double {
        var low = 0.0, high = 1.0
        var t = target / total
        for _ in 0..<40 {
            let error = length(of: segment, upTo: t) - target
            if abs(error) < 1e-9 * max(total, 1) { return t }
            if error > 0 { high = t } else { low = t }
            let slope = speed(segment, t)
            var next = slope > 1e-12 ? t - error / slope : (low + high) / 2
            if next <= low || next >= high { next = (low + high) / 2 }
            t = next
        }
        return t
    }
}
