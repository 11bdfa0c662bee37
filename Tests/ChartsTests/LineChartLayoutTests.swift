import Scene
import Testing
@testable import Charts

@Suite struct LineChartLayoutTests {
    let layout = LineChartLayout(frame: Size(width: 320, height: 200), xLabelCount: 7, yLabelCount: 7)
    let data = [0.0, 180.1, 26.4, 202.2, 126.2, 167.2, 276.2]

    @Test func canvasIsTheFrameLessTheMargins() {
        #expect(layout.canvasWidth == 270)
        #expect(layout.canvasHeight == 150)
    }

    @Test func pointsFollowThePNChartFormulas() {
        let points = layout.points(for: data)
        let xLabelWidth = 270.0 / 7, yLabelHeight = 150.0 / 7
        for (i, point) in points.enumerated() {
            #expect(abs(point.x - (Double(i) * xLabelWidth + 25 + xLabelWidth / 2)) < 1e-9)
        }
        // The minimum sits at the bottom of the canvas, the maximum at the top.
        #expect(abs(points[0].y - (150 - yLabelHeight / 2 + 25)) < 1e-9)
        #expect(abs(points[6].y - (-yLabelHeight / 2 + 25)) < 1e-9)
    }

    @Test func equalValuesSitHalfWay() {
        let points = layout.points(for: [5, 5, 5])
        #expect(points.allSatisfy { abs($0.y - (150 - 75 - 150.0 / 14 + 25)) < 1e-9 })
    }
}
