import Testing
@testable import Scene

@Suite struct SVGPathParserTests {
    @Test func absoluteAndRelativeCommands() throws {
        let path = try SVGPathParser.parse("M10,10 l 5 0 H 30 v 10 Z")
        #expect(path.elements == [
            .move(Point(x: 10, y: 10)), .line(Point(x: 15, y: 10)), .line(Point(x: 30, y: 10)),
            .line(Point(x: 30, y: 20)), .close,
        ])
    }

    @Test func implicitLineToAfterMove() throws {
        let path = try SVGPathParser.parse("M 0 0 10 10 20 0")
        #expect(path.elements.count == 3)
    }

    @Test func arcCommandEndsAtItsEndpoint() throws {
        let path = try SVGPathParser.parse("M 10 0 A 10 10 0 0 1 -10 0")
        let end = path.currentPoint!
        #expect(end == Point(x: -10, y: 0))
        // A clockwise (y-down) half circle from (10,0) passes through (0,10).
        #expect(abs(PathMeasure(path).length - 10 * .pi) < 0.01)
    }

    @Test func errorsNameTheColumn() {
        #expect(throws: SVGPathError(column: 7, message: "unknown path command 'X'; use one of M L H V C S Q T A Z")) {
            try SVGPathParser.parse("M 0 0 X 1")
        }
        #expect(throws: SVGPathError(column: 9, message: "expected a number, found 'x'")) {
            try SVGPathParser.parse("M 0 0 L x")
        }
        #expect(throws: SVGPathError(column: 1, message: "path data must start with a command such as 'M', found '1'")) {
            try SVGPathParser.parse("10 10")
        }
        do {
            _ = try SVGPathParser.parse("M 0 0 L 5")
            Issue.record("expected an error")
        } catch {
            #expect(error.column == 10)
        }
    }
}

/// Arcs from extreme numbers used to trap ("Double value cannot be converted to Int").
@Suite struct ExtremeArcTests {
    @Test(arguments: [
        "M 0 0 A 5 5 0 0 0 1e308 0",
        "M 0 0 A 1e-300 1e-300 0 0 0 10 0",
        "M 0 0 A 5 5 1e308 0 0 10 0",
        "M 0 0 A 1e308 1e-308 45 1 1 10 10",
        "M -1e308 -1e308 A 1e308 1e308 0 1 0 1e308 1e308",
    ])
    func parsesWithoutTrapping(_ data: String) throws {
        let path = try SVGPathParser.parse(data)
        #expect(!path.elements.isEmpty)
    }

    @Test func arcWithNonFiniteAnglesAddsNoCurve() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(center: .zero, radius: 5, startAngle: 0, endAngle: .infinity, clockwise: true)
        path.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
        #expect(path.elements.count == 1)
    }
}
