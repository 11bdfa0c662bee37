import Animation
import Scene
import Testing
@testable import Render

/// `nonScalingStroke`: the layer's transform moves and reshapes the path, but its line keeps its
/// width on screen (in the superlayer's coordinates); the trim still measures the path before
/// the transform, and `reel layout` pads the path by the line as drawn.
@Suite struct NonScalingStrokeTests {
    /// A horizontal line at y = 5 and a vertical one at x = 20 from y = 2 to 20, 4 wide, in a
    /// layer scaled 4× vertically about its origin: on screen the horizontal line is at y = 20,
    /// the vertical one from y = 8 to 80.
    static func scene(nonScaling: Bool, strokeEnd: Double = 1, path: String = "M 10 5 L 90 5 M 20 2 L 20 20") throws -> Scene {
        var shape = ShapeContent(path: try SVGPathParser.parse(path), fillColor: nil, strokeColor: .black, lineWidth: 4, strokeEnd: strokeEnd)
        shape.nonScalingStroke = nonScaling
        var layer = Layer(id: "line", content: .shape(shape))
        layer.transform = .scale(x: 1, y: 4)
        return Scene(size: Size(width: 100, height: 100), duration: 1, background: .white, layers: [layer])
    }

    /// The rows (at column `x`) and columns (at row `y`) that are at least half black.
    static func inked(_ frame: Frame, column x: Int) -> [Int] { (0..<frame.height).filter { frame.rgba(x: x, y: $0).r < 128 } }
    static func inked(_ frame: Frame, row y: Int) -> [Int] { (0..<frame.width).filter { frame.rgba(x: $0, y: y).r < 128 } }

    @Test func theLineKeepsItsWidthAcrossAndAlongTheScale() throws {
        let frame = try Renderer().render(Self.scene(nonScaling: true), at: 0)
        // The horizontal line: 4 rows (18 to 21) around y = 20, not 16.
        #expect(Self.inked(frame, column: 60) == [18, 19, 20, 21])
        // The vertical one: 4 columns around x = 20, from y = 8 to 80 (butt ends).
        #expect(Self.inked(frame, row: 50) == [18, 19, 20, 21])
        let rows = Self.inked(frame, column: 19)
        #expect(rows.first == 8 && rows.last == 79, "\(rows.first ?? -1)…\(rows.last ?? -1)")

        // Scaled as usual, the horizontal line is 16 rows thick.
        let scaled = try Renderer().render(Self.scene(nonScaling: false), at: 0)
        #expect(Self.inked(scaled, column: 60) == Array(12..<28))
    }

    @Test func theTrimMeasuresThePathBeforeTheTransform() throws {
        // 10 down then 40 across: 0.6 of the 50 is 10 across. On screen the first part is 40
        // long, so a trim measured there would stop at 8 across.
        let frame = try Renderer().render(Self.scene(nonScaling: true, strokeEnd: 0.6, path: "M 0 0 L 0 10 L 40 10"), at: 0)
        let columns = Self.inked(frame, row: 40)
        #expect(columns.last == 19, "\(columns)")
    }

    @Test func theLayoutPadsThePathByTheLineAsDrawn() throws {
        let tree = try Renderer().layoutTree(of: Self.scene(nonScaling: true), at: 0)
        let box = try #require(tree.nodes.first { $0.id == "line" }?.box)
        // The path spans x 10…90, y 8…80 on screen; half the line (2) around it, not 4 × 2 up and down.
        #expect(abs(box.minX - 8) < 1e-9 && abs(box.maxX - 92) < 1e-9, "\(box)")
        #expect(abs(box.minY - 6) < 1e-9 && abs(box.maxY - 82) < 1e-9, "\(box)")
        let scaled = try #require(try Renderer().layoutTree(of: Self.scene(nonScaling: false), at: 0).nodes.first { $0.id == "line" }?.box)
        #expect(abs(scaled.minY - 0) < 1e-9 && abs(scaled.maxY - 88) < 1e-9, "\(scaled)")
    }

    @Test func anAnimatedScaleRendersTheSameBytesInAnyOrder() throws {
        var scene = try Self.scene(nonScaling: true)
        scene.layers[0].animations = [.basic(BasicAnimation(keyPath: "transform.scale.y", fromValue: .number(1), toValue: .number(6),
            timing: MediaTiming(duration: 1, fillMode: .both)))]
        let renderer = Renderer()
        let times = [0.0, 0.3, 0.7, 1.0]
        let forwards = try times.map { try renderer.render(scene, at: $0).pixels }
        let backwards = try times.reversed().map { try renderer.render(scene, at: $0).pixels }
        #expect(forwards == Array(backwards.reversed()))
        // At 0.48 s the scale is 3.4: the horizontal line at y = 17, still 4 rows thick.
        let middle = try renderer.render(scene, at: 0.48)
        #expect(Self.inked(middle, column: 60) == [15, 16, 17, 18])
    }
}
