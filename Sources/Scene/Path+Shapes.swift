import Foundation

extension Path {
    /// A closed rectangle with corners rounded by `cornerRadius` (clamped to half the shorter
    /// side), drawn clockwise on screen from the end of the top-left corner, as
    /// `UIBezierPath(roundedRect:cornerRadius:)` with circular corners.
    public static func roundedRect(_ r: Rect, cornerRadius: Double) -> Path {
        let radius = min(max(cornerRadius, 0), abs(r.width) / 2, abs(r.height) / 2)
        guard radius > 0, radius.isFinite else { return rect(r) }
        var path = Path()
        let half = Double.pi / 2
        path.move(to: Point(x: r.minX + radius, y: r.minY))
        path.addArc(center: Point(x: r.maxX - radius, y: r.minY + radius), radius: radius, startAngle: -half, endAngle: 0, clockwise: true)
        path.addArc(center: Point(x: r.maxX - radius, y: r.maxY - radius), radius: radius, startAngle: 0, endAngle: half, clockwise: true)
        path.addArc(center: Point(x: r.minX + radius, y: r.maxY - radius), radius: radius, startAngle: half, endAngle: .pi, clockwise: true)
        path.addArc(center: Point(x: r.minX + radius, y: r.minY + radius), radius: radius, startAngle: .pi, endAngle: 3 * half, clockwise: true)
        path.closeSubpath()
        return path
    }

    /// Appends an arc of `radius` tangent to the line from the current point to `tangent1End`
    /// and to the line from there to `tangent2End`, as `CGPath.addArc(tangent1End:tangent2End:radius:)`:
    /// a line to the first tangent point, then the arc. Collinear points give a line to
    /// `tangent1End`; without a current point the arc starts at `tangent1End`.
    public mutating func addArc(tangent1End p1: Point, tangent2End p2: Point, radius: Double) {
        guard let p0 = currentPoint else { move(to: p1); return }
        let v1 = p0.subtracting(p1), v2 = p2.subtracting(p1)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else { addLine(to: p1); return }
        let u1 = v1.scaled(by: 1 / l1), u2 = v2.scaled(by: 1 / l2)
        // Half the angle between the two lines at p1; the tangent points lie radius / tan(θ/2) away.
        let angle = acos(min(max(u1.x * u2.x + u1.y * u2.y, -1), 1))
        let distance = radius / tan(angle / 2)
        let t1 = p1.adding(u1.scaled(by: distance)), t2 = p1.adding(u2.scaled(by: distance))
        let bisector = u1.adding(u2)
        let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centre = p1.adding(bisector.scaled(by: (radius / sin(angle / 2)) / bisectorLength))
        let start = atan2(t1.y - centre.y, t1.x - centre.x), end = atan2(t2.y - centre.y, t2.x - centre.x)
        // Turning right on screen (y down) goes clockwise.
        addArc(center: centre, radius: radius, startAngle: start, endAngle: end, clockwise: cross < 0)
    }

    /// The smallest rectangle holding every point of the path, control points included;
    /// `nil` for an empty path.
    public var controlPointBounds: Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for element in elements {
            for p in element.points {
                minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
