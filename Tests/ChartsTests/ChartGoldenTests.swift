import Foundation
import Render
import Scene
import SceneFile
import Testing
import TestSupport

/// Every chart type of the shipped scenes, laid out in a landscape and a portrait frame and
/// compared with its golden image (`Goldens/<scene>-<w>x<h>.png`; `REEL_RECORD_GOLDENS=1`
/// records them, a failure writes the actual frame and a diff beside the golden).
@Suite struct ChartGoldenTests {
    /// A shipped scene and a moment when its chart is fully drawn.
    struct Case: CustomStringConvertible, Sendable {
        var scene: String
        var time: Double
        var description: String { scene }
    }

    static let cases = [
        Case(scene: "bar-chart", time: 2), Case(scene: "line-chart", time: 1.5), Case(scene: "gauge", time: 6.5),
        Case(scene: "pie-chart", time: 2.5), Case(scene: "step-progress", time: 5), Case(scene: "flo-counter", time: 4),
        Case(scene: "gradient-line", time: 3), Case(scene: "wave", time: 1), Case(scene: "live-line", time: 6),
        Case(scene: "bar-race", time: 9.5), Case(scene: "line-race", time: 10.1), Case(scene: "gapminder", time: 11.75),
    ]

    static let sizes = [(width: 480, height: 270), (width: 270, height: 480)]

    /// The shipped scene with its canvas, and its chart's frame, set to `width`×`height`.
    static func yaml(_ scene: String, width: Int, height: Int) throws -> String {
        var yaml = try String(contentsOfFile: PackagePaths.scene(scene + ".yaml"), encoding: .utf8)
        yaml = yaml.replacingOccurrences(of: #"(?m)^size: \[\d+, \d+\]"#, with: "size: [\(width), \(height)]", options: .regularExpression)
        yaml = yaml.replacingOccurrences(of: #"(?m)^(    )frame: \[[^\]]*\]"#, with: "$1frame: [0, 0, \(width), \(height)]", options: .regularExpression)
        return yaml
    }

    @Test(arguments: cases) func chartsMatchTheirGoldensAtTwoSizes(_ item: Case) throws {
        let renderer = Renderer()
        for size in Self.sizes {
            let yaml = try Self.yaml(item.scene, width: size.width, height: size.height)
            let scene = try SceneDecoder.decode(yaml: yaml, file: PackagePaths.scene(item.scene + ".yaml"),
                directory: PackagePaths.root + "/scenes", measuring: renderer)
            let frame = try renderer.render(scene, at: item.time)
            let path = PackagePaths.root + "/Tests/ChartsTests/Goldens/\(item.scene)-\(size.width)x\(size.height).png"
            let result = try GoldenImage.compare(frame, withGoldenAt: path, tolerance: 3)
            #expect(result.matches, "\(result.summary)")
        }
    }
}
