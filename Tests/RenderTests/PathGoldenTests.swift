import Foundation
import Render
import Scene
import Testing

/// Paths, fills, strokes (caps, joins, miter limit), arcs and trims.
@Suite struct PathGoldenTests {
    @Test func fillRulesAndCurves() throws {
        // A five-point star: the even-odd rule leaves its pentagon empty, non-zero fills it.
        let star = "M 25 5 L 37 42 L 5 19 L 45 19 L 13 42 Z"
        let nonZero = Goldens.shape(star) { $0.fillColor = Goldens.blue; $0.strokeColor = nil }
        var evenOdd = Goldens.shape(star) { $0.fillColor = Goldens.blue; $0.strokeColor = nil; $0.fillRule = .evenOdd }
        evenOdd.position = Point(x: 50, y: 0)
        let curves = Goldens.shape("M 5 90 Q 25 50 45 90 M 55 90 C 60 50 90 50 95 90 S 70 60 60 60") { $0.lineWidth = 2 }
        let frame = try Goldens.render([nonZero, evenOdd, curves])
        try Goldens.expect(frame, matches: "paths-fill-rules-curves")
        #expect(frame.rgba(x: 25, y: 25).b == 255 && frame.rgba(x: 25, y: 25).r < 10, "non-zero fills the centre")
        #expect(frame.rgba(x: 75, y: 25) == (255, 255, 255, 255), "even-odd leaves the centre empty")
    }

    @Test func capsAndJoins() throws {
        var layers: [Layer] = []
        for (row, cap) in LineCap.allCases.enumerated() {
            let y = 15 + Double(row) * 30
            for (column, join) in LineJoin.allCases.enumerated() {
                let x = 10 + Double(column) * 32
                layers.append(Goldens.shape("M \(x) \(y + 10) L \(x + 10) \(y - 5) L \(x + 20) \(y + 10)") {
                    $0.lineWidth = 6; $0.lineCap = cap; $0.lineJoin = join; $0.strokeColor = Goldens.blue
                })
            }
        }
        // A corner of 49°: its miter is 2.4 × the line width, bevelled under a limit of 2.
        layers.append(Goldens.shape("M 20 99 L 25 88 L 30 99") { $0.lineWidth = 3 })
        layers.append(Goldens.shape("M 60 99 L 65 88 L 70 99") { $0.lineWidth = 3; $0.miterLimit = 2 })
        try Goldens.expect(try Goldens.render(layers), matches: "strokes-caps-joins")
    }

    @Test func arcsFollowUIKitConventions() throws {
        var wedge = Path()
        wedge.move(to: Point(x: 30, y: 30))
        // 0 to π/2 clockwise: from 3 o'clock down to 6 o'clock on screen.
        wedge.addArc(center: Point(x: 30, y: 30), radius: 25, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        wedge.closeSubpath()
        var counter = Path()
        counter.addArc(center: Point(x: 75, y: 30), radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        var rounded = Path()
        rounded.move(to: Point(x: 10, y: 95))
        rounded.addArc(tangent1End: Point(x: 10, y: 60), tangent2End: Point(x: 60, y: 60), radius: 15)
        rounded.addLine(to: Point(x: 60, y: 60))
        let layers = [
            Layer(anchorPoint: .zero, content: .shape(ShapeContent(path: wedge, fillColor: Goldens.blue))),
            Layer(anchorPoint: .zero, content: .shape(ShapeContent(path: counter, fillColor: nil, strokeColor: Goldens.red, lineWidth: 3))),
            Layer(anchorPoint: .zero, content: .shape(ShapeContent(path: rounded, fillColor: nil, strokeColor: .black, lineWidth: 2))),
            Layer(anchorPoint: .zero, content: .shape(ShapeContent(
                path: Path.roundedRect(Rect(x: 70, y: 65, width: 25, height: 30), cornerRadius: 8), fillColor: Goldens.red))),
        ]
        let frame = try Goldens.render(layers)
        try Goldens.expect(frame, matches: "arcs")
        #expect(frame.rgba(x: 40, y: 40).b == 255, "the clockwise quarter lies below-right of its centre")
        #expect(frame.rgba(x: 20, y: 20) == (255, 255, 255, 255))
        // Counter-clockwise from 0 to π/2 goes the long way round, through 12 o'clock.
        #expect(frame.rgba(x: 75, y: 10).g < 100)
    }

    @Test func trimsSpanSubpathsInDrawingOrder() throws {
        let layer = Goldens.shape("M 10 20 L 90 20 M 10 50 L 90 50 M 10 80 L 90 80") {
            $0.lineWidth = 4; $0.strokeStart = 0.25; $0.strokeEnd = 0.75; $0.strokeColor = Goldens.blue
        }
        let frame = try Goldens.render([layer])
        try Goldens.expect(frame, matches: "trims-across-subpaths")
        // 240 units in all: 60 to 180 is the last quarter of line 1 (from x = 70), all of
        // line 2 and the first quarter of line 3 (to x = 30).
        #expect(frame.rgba(x: 68, y: 20).r == 255 && frame.rgba(x: 71, y: 20).r == 0)
        #expect(frame.rgba(x: 12, y: 50).r == 0 && frame.rgba(x: 88, y: 50).r == 0)
        #expect(frame.rgba(x: 28, y: 80).r == 0 && frame.rgba(x: 31, y: 80).r == 255)
    }

    @Test func nothingDrawnWhenStartReachesEnd() throws {
        let layer = Goldens.shape("M 10 50 L 90 50") { $0.lineWidth = 4; $0.strokeStart = 0.6; $0.strokeEnd = 0.6 }
        let frame = try Goldens.render([layer])
        #expect(frame == (try Goldens.render([])))
    }
}
