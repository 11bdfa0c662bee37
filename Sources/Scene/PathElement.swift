/// One drawing command of a `Path`, in absolute coordinates.
public enum PathElement: Sendable, Hashable {
    case move(Point)
    case line(Point)
    case quadCurve(control: Point, to: Point)
    case cubicCurve(control1: Point, control2: Point, to: Point)
    case close

    /// The points the element carries, in order.
    public var points: [Point] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quadCurve(let c, let p): return [c, p]
        case .cubicCurve(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }

    /// The same command with its points replaced, in the order of `points`.
    func withPoints(_ points: [Point]) -> PathElement {
        switch self {
        case .move: return .move(points[0])
        case .line: return .line(points[0])
        case .quadCurve: return .quadCurve(control: points[0], to: points[1])
        case .cubicCurve: return .cubicCurve(control1: points[0], control2: points[1], to: points[2])
        case .close: return .close
        }
    }

    /// Whether two elements are the same command (for interpolation between paths).
    func hasSameKind(as other: PathElement) -> Bool {
        switch (self, other) {
        case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.cubicCurve, .cubicCurve), (.close, .close):
            return true
        default:
            return false
        }
    }
}
