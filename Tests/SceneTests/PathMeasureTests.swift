import Foundation
import Testing
@testable import Scene

@Suite struct PathMeasureTests {
    @Test func lineLength() {
        let path = try! SVGPathParser.parse("M 0 0 L 30 40")
        #expect(PathMeasure(path).length == 50)
    }

    @Test func circleLengthWithinAFiftiethOfAPercent() {
        var path = Path()
        path.addArc(center: Point(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let expected = 2 * Double.pi * 40
        // Four cubic quarter-arcs deviate from the true circle by ~0.027 %; the measure is of the cubics.
        #expect(abs(PathMeasure(path).length - expected) / expected < 0.0005)
    }

    @Test func lengthCountsEverySubpathInOrder() {
        let path = try! SVGPathParser.parse("M 0 0 L 10 0 M 0 10 L 0 30")
        #expect(PathMeasure(path).length == 30)
    }

    @Test func halfTrimOfTwoSubpathsEndsInsideTheSecond() {
        let path = try! SVGPathParser.parse("M 0 0 L 10 0 M 0 10 L 0 30")
        let trimmed = PathMeasure(path).trimmed(from: 0, to: 0.5, original: path)
        #expect(trimmed.elements == [.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)), .move(Point(x: 0, y: 10)), .line(Point(x: 0, y: 15))])
    }

    @Test func trimOfACurveLandsOnTheCurveAtTheRightLength() {
        let path = try! SVGPathParser.parse("M 0 0 C 0 100 100 100 100 0")
        let measure = PathMeasure(path)
        let trimmed = measure.trimmed(from: 0, to: 0.5, original: path)
        #expect(abs(PathMeasure(trimmed).length - measure.length / 2) < 1e-6)
        // The curve is symmetric, so half its length ends at its middle, (50, 75).
        let end = trimmed.currentPoint!
        #expect(abs(end.x - 50) < 1e-6 && abs(end.y - 75) < 1e-6)
    }

    @Test func emptyWhenStartIsNotBeforeEnd() {
        let path = try! SVGPathParser.parse("M 0 0 L 10 0")
        #expect(PathMeasure(path).trimmed(from: 0.6, to: 0.4, original: path).isEmpty)
        #expect(PathMeasure(path).trimmed(from: 0.5, to: 0.5, original: path).isEmpty)
    }
}
