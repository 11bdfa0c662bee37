import Foundation
import Testing
@testable import Scene

@Suite struct PathShapesTests {
    @Test func roundedRectHasCircularCornersAndClampsTheRadius() {
        let path = Path.roundedRect(Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 10)
        // Perimeter: straight sides 2·80 + 2·20, plus a full circle of radius 10.
        let expected = 200 + 2 * Double.pi * 10
        #expect(abs(PathMeasure(path).length - expected) / expected < 0.0005)
        let pill = Path.roundedRect(Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 99)
        #expect(abs(PathMeasure(pill).length - (120 + 2 * Double.pi * 20)) < 0.1)
        #expect(Path.roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0) == Path.rect(Rect(x: 0, y: 0, width: 10, height: 10)))
    }

    @Test func arcToPointIsTangentToBothLines() {
        var path = Path()
        path.move(to: Point(x: 0, y: 100))
        path.addArc(tangent1End: Point(x: 0, y: 0), tangent2End: Point(x: 100, y: 0), radius: 20)
        // A line up to (0, 20), then a quarter circle centred at (20, 20) ending at (20, 0).
        guard case .line(let tangentPoint) = path.elements[1] else { Issue.record("no line first"); return }
        #expect(tangentPoint.distance(to: Point(x: 0, y: 20)) < 1e-9)
        let end = path.currentPoint!
        #expect(abs(end.x - 20) < 1e-9 && abs(end.y) < 1e-9)
        let arcLength = PathMeasure(path).length - 80
        #expect(abs(arcLength - Double.pi * 10) < 0.01)
    }

    @Test func arcToPointWithCollinearPointsIsALine() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addArc(tangent1End: Point(x: 50, y: 0), tangent2End: Point(x: 100, y: 0), radius: 10)
        #expect(path.elements == [.move(Point(x: 0, y: 0)), .line(Point(x: 50, y: 0))])
    }

    @Test func distanceIntoSubpathRestartsAtEachSubpath() throws {
        let path = try SVGPathParser.parse("M 0 0 L 100 0 M 0 10 L 50 10")
        let measure = PathMeasure(path)
        #expect(abs(measure.distanceIntoSubpath(atFraction: 0.5) - 75) < 1e-9)
        #expect(abs(measure.distanceIntoSubpath(atFraction: 0.8) - 20) < 1e-9)
    }
}
