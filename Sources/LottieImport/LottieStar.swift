import Foundation
import Scene

/// A polystar (`sr`): a star (`sy` 1) or polygon (`sy` 2) of `pt` points about `p`, rotated by
/// `r` degrees, with outer (and inner) radius and roundness, built as lottie-web builds it.
struct LottieStar {
    var isStar: Bool
    var points: LottieProperty<[Double]>
    var position: LottieProperty<[Double]>
    var rotation: LottieProperty<[Double]>?
    var outerRadius: LottieProperty<[Double]>
    var innerRadius: LottieProperty<[Double]>?
    var outerRoundness: LottieProperty<[Double]>?
    var innerRoundness: LottieProperty<[Double]>?

    var isAnimated: Bool {
        [points, position, outerRadius].contains { $0.isAnimated }
            || [rotation, innerRadius, outerRoundness, innerRoundness].contains { $0?.isAnimated ?? false }
    }

    func path(atFrame frame: Double, reversed: Bool) -> Path {
        func value(_ p: LottieProperty<[Double]>?) -> Double { p?.value(atFrame: frame).first ?? 0 }
        let count = min(max(Int(value(points).rounded(.down)), 0), LottieLimits.starPoints)
        let center = LottieBuilder.point(position.value(atFrame: frame))
        let vertexCount = isStar ? count * 2 : count
        guard vertexCount > 0 else { return Path() }
        let direction: Double = reversed ? -1 : 1
        let angleStep = 2 * Double.pi / Double(vertexCount)
        var angle = -Double.pi / 2 + value(rotation) * .pi / 180
        var shape = LottieBezierShape(vertices: [], inTangents: [], outTangents: [], closed: true)
        for index in 0..<vertexCount {
            let long = !isStar || index % 2 == 0
            let radius = long ? value(outerRadius) : value(innerRadius)
            let roundness = (long ? value(outerRoundness) : value(innerRoundness)) / 100
            let perimeter = 2 * Double.pi * radius / Double(vertexCount * (isStar ? 2 : 4))
            let x = radius * cos(angle), y = radius * sin(angle)
            let length = (x * x + y * y).squareRoot()
            let ox = length == 0 ? 0 : y / length, oy = length == 0 ? 0 : -x / length
            let handle = perimeter * roundness * direction
            shape.vertices.append(Point(x: center.x + x, y: center.y + y))
            shape.inTangents.append(Point(x: ox * handle, y: oy * handle))
            shape.outTangents.append(Point(x: -ox * handle, y: -oy * handle))
            angle += angleStep * direction
        }
        return shape.path(curvesOnly: isAnimated)
    }
}
