import Animation
import Foundation

/// A vector path: subpaths of lines and Bézier curves, as `CGPath`/`UIBezierPath`.
///
/// Arcs, rectangles and ellipses are stored as cubic curves, so every path is made of the five
/// `PathElement` commands.
public struct Path: Sendable, Hashable {
    /// The path's elements, in drawing order.
    public private(set) var elements: [PathElement] = []
    /// The point the next command starts from.
    public private(set) var currentPoint: Point?
    private var subpathStart: Point?

    /// An empty path.
    public init() {}

    /// A path of `elements`.
    public init(elements: [PathElement]) {
        for element in elements { append(element) }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Adds `element`.
    public mutating func append(_ element: PathElement) {
        switch element {
        case .move(let p):
            subpathStart = p
            currentPoint = p
        case .line(let p), .quadCurve(_, let p), .cubicCurve(_, _, let p):
            if currentPoint == nil { append(.move(p)) ; return }
            currentPoint = p
        case .close:
            guard currentPoint != nil else { return }
            currentPoint = subpathStart
        }
        elements.append(element)
    }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) { append(.move(p)) }
    /// A straight line to `p`.
    public mutating func addLine(to p: Point) { append(.line(p)) }
    /// A quadratic Bézier curve to `p`.
    public mutating func addQuadCurve(to p: Point, control: Point) { append(.quadCurve(control: control, to: p)) }
    /// A cubic Bézier curve to `p`.
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        append(.cubicCurve(control1: control1, control2: control2, to: p))
    }
    /// Closes the subpath with a line to its start.
    public mutating func closeSubpath() { append(.close) }

    /// Appends a circular arc as UIKit's `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`:
    /// angles in radians from +x, `clockwise` on screen (y down). A line joins the current point to
    /// the arc's start; without a current point the arc starts a new subpath.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        var sweep = endAngle - startAngle
        // An arc from extreme numbers (SVG arcs from huge or tiny radii) has no sensible shape:
        // drawing nothing beats trapping on the piece count below.
        guard sweep.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite else { return }
        let fullTurn = 2 * Double.pi
        // UIKit: clockwise sweeps with increasing angle (y down); the sweep is reduced into one turn.
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
            if sweep > fullTurn { sweep = fullTurn }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
            if sweep < -fullTurn { sweep = -fullTurn }
        }
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: start) } else if currentPoint != start { addLine(to: start) }
        guard sweep != 0, radius > 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        // Control-point distance for a circular arc of `step` radians.
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            let p3 = Point(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
            let c1 = Point(x: p0.x - k * radius * sin(angle), y: p0.y + k * radius * cos(angle))
            let c2 = Point(x: p3.x + k * radius * sin(next), y: p3.y - k * radius * cos(next))
            addCurve(to: p3, control1: c1, control2: c2)
            angle = next
        }
    }

    /// A closed rectangle, drawn from its top-left corner clockwise on screen.
    public static func rect(_ r: Rect) -> Path {
        var path = Path()
        path.move(to: r.origin)
        path.addLine(to: Point(x: r.maxX, y: r.minY))
        path.addLine(to: Point(x: r.maxX, y: r.maxY))
        path.addLine(to: Point(x: r.minX, y: r.maxY))
        path.closeSubpath()
        return path
    }

    /// A closed ellipse inscribed in `r`, starting at its right-most point.
    public static func ellipse(in r: Rect) -> Path {
        var path = Path()
        let center = Point(x: r.minX + r.width / 2, y: r.minY + r.height / 2)
        let rx = r.width / 2, ry = r.height / 2
        let k = 0.5522847498307936
        path.move(to: Point(x: center.x + rx, y: center.y))
        path.addCurve(to: Point(x: center.x, y: center.y + ry), control1: Point(x: center.x + rx, y: center.y + k * ry), control2: Point(x: center.x + k * rx, y: center.y + ry))
        path.addCurve(to: Point(x: center.x - rx, y: center.y), control1: Point(x: center.x - k * rx, y: center.y + ry), control2: Point(x: center.x - rx, y: center.y + k * ry))
        path.addCurve(to: Point(x: center.x, y: center.y - ry), control1: Point(x: center.x - rx, y: center.y - k * ry), control2: Point(x: center.x - k * rx, y: center.y - ry))
        path.addCurve(to: Point(x: center.x + rx, y: center.y), control1: Point(x: center.x + k * rx, y: center.y - ry), control2: Point(x: center.x + rx, y: center.y - k * ry))
        path.closeSubpath()
        return path
    }

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: AffineTransform) -> Path {
        Path(elements: elements.map { $0.withPoints($0.points.map(transform.apply)) })
    }

    /// Whether `other` has the same commands in the same order, so the two can be interpolated.
    public func hasSameStructure(as other: Path) -> Bool {
        elements.count == other.elements.count && zip(elements, other.elements).allSatisfy { $0.hasSameKind(as: $1) }
    }
}
