import Foundation
import Render
import Scene
import Testing

@Suite struct DashGoldenTests {
    func dashed(_ configure: @escaping (inout ShapeContent) -> Void = { _ in }) -> Layer {
        Goldens.shape("M 5 10 L 95 10 M 5 30 L 95 30 L 95 60 L 5 60") {
            $0.lineWidth = 3; $0.lineDashPattern = [6, 5]; $0.lineCap = .round; $0.strokeColor = Goldens.blue
            configure(&$0)
        }
    }

    @Test func patternsPhaseAndCaps() throws {
        var phased = dashed { $0.lineDashPhase = 3; $0.lineCap = .butt }
        phased.position = Point(x: 0, y: 30)
        let frame = try Goldens.render([dashed(), phased])
        try Goldens.expect(frame, matches: "dashes")
    }

    /// During a draw-on the dashes already drawn stay where the full path has them.
    @Test func dashesDoNotCrawlWhenTrimmed() throws {
        for start in [0.1, 0.37, 0.5] {
            let trimmed = try Goldens.render([dashed { $0.strokeStart = start; $0.lineCap = .butt }])
            let untrimmedButt = try Goldens.render([dashed { $0.lineCap = .butt }])
            // Row 60 lies after every trim start here: at 0.5 the trim starts inside its own subpath.
            for x in 10..<90 {
                #expect(trimmed.rgba(x: x, y: 60) == untrimmedButt.rgba(x: x, y: 60), "start \(start), x \(x)")
            }
        }
    }

    @Test func invalidPatternsDrawSolid() throws {
        let zeros = try Goldens.render([dashed { $0.lineDashPattern = [0, 0] }])
        let negative = try Goldens.render([dashed { $0.lineDashPattern = [4, -1] }])
        let solid = try Goldens.render([dashed { $0.lineDashPattern = [] }])
        #expect(zeros == solid && negative == solid)
    }
}
