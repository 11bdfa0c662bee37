import Foundation
import Scene

/// One path-producing shape item of a group (`sh`, `rc`, `el`, `sr`), evaluable at any frame.
struct LottieGeometry {
    enum Kind {
        case path(LottieProperty<LottieBezierShape>)
        case rect(position: LottieProperty<[Double]>, size: LottieProperty<[Double]>, roundness: LottieProperty<[Double]>?)
        case ellipse(position: LottieProperty<[Double]>, size: LottieProperty<[Double]>)
        case star(LottieStar)
    }

    var kind: Kind
    /// Drawn in the reverse direction (`d: 3`).
    var reversed: Bool
    var cursor: JSONCursor

    var isAnimated: Bool {
        switch kind {
        case .path(let p): p.isAnimated
        case .rect(let p, let s, let r): p.isAnimated || s.isAnimated || (r?.isAnimated ?? false)
        case .ellipse(let p, let s): p.isAnimated || s.isAnimated
        case .star(let star): star.isAnimated
        }
    }

    /// The path at a frame; animated paths keep curves everywhere so that their structure stays.
    func path(atFrame frame: Double) -> Path {
        switch kind {
        case .path(let p):
            return p.value(atFrame: frame).path(curvesOnly: p.isAnimated)
        case .rect(let p, let s, let r):
            let center = LottieBuilder.point(p.value(atFrame: frame)), size = LottieBuilder.point(s.value(atFrame: frame))
            let radius = min(r?.value(atFrame: frame).first ?? 0, abs(size.x) / 2, abs(size.y) / 2)
            return Self.rect(center: center, width: size.x, height: size.y, radius: max(radius, 0), reversed: reversed)
        case .ellipse(let p, let s):
            let center = LottieBuilder.point(p.value(atFrame: frame)), size = LottieBuilder.point(s.value(atFrame: frame))
            return Self.ellipse(center: center, width: size.x, height: size.y, reversed: reversed)
        case .star(let star):
            return star.path(atFrame: frame, reversed: reversed)
        }
    }

    /// A rectangle as players draw it: from the top right corner, clockwise.
    static func rect(center: Point, width: Double, height: Double, radius: Double, reversed: Bool) -> Path {
        let left = center.x - width / 2, right = center.x + width / 2, top = center.y - height / 2, bottom = center.y + height / 2
        var shape = LottieBezierShape(vertices: [], inTangents: [], outTangents: [], closed: true)
        func add(_ x: Double, _ y: Double, in inT: Point = .zero, out outT: Point = .zero) {
            shape.vertices.append(Point(x: x, y: y))
            shape.inTangents.append(inT)
            shape.outTangents.append(outT)
        }
        if radius <= 0 {
            add(right, top); add(right, bottom); add(left, bottom); add(left, top)
        } else {
            let k = radius * (1 - 0.5519)
            add(right, top + radius, in: Point(x: 0, y: -radius + k))
            add(right, bottom - radius, out: Point(x: 0, y: radius - k))
            add(right - radius, bottom, in: Point(x: radius - k, y: 0))
            add(left + radius, bottom, out: Point(x: -radius + k, y: 0))
            add(left, bottom - radius, in: Point(x: 0, y: radius - k))
            add(left, top + radius, out: Point(x: 0, y: -radius + k))
            add(left + radius, top, in: Point(x: -radius + k, y: 0))
            add(right - radius, top, out: Point(x: radius - k, y: 0))
        }
        return (reversed ? shape.reversed : shape).path(curvesOnly: false)
    }

    /// An ellipse as players draw it: from the top, clockwise, four cubic quarters.
    static func ellipse(center: Point, width: Double, height: Double, reversed: Bool) -> Path {
        let rx = width / 2, ry = height / 2, k = 0.5519
        let shape = LottieBezierShape(
            vertices: [Point(x: center.x, y: center.y - ry), Point(x: center.x + rx, y: center.y),
                       Point(x: center.x, y: center.y + ry), Point(x: center.x - rx, y: center.y)],
            inTangents: [Point(x: -rx * k, y: 0), Point(x: 0, y: -ry * k), Point(x: rx * k, y: 0), Point(x: 0, y: ry * k)],
            outTangents: [Point(x: rx * k, y: 0), Point(x: 0, y: ry * k), Point(x: -rx * k, y: 0), Point(x: 0, y: -ry * k)],
            closed: true)
        return (reversed ? shape.reversed : shape).path(curvesOnly: true)
    }
}

extension LottieBezierShape {
    /// The same shape traversed the other way, from the same first vertex.
    var reversed: LottieBezierShape {
        guard vertices.count > 1 else { return self }
        let order = [0] + (1..<vertices.count).reversed()
        return LottieBezierShape(
            vertices: order.map { vertices[$0] }, inTangents: order.map { outTangents[$0] }, outTangents: order.map { inTangents[$0] },
            closed: closed)
    }
}
