import Charts
import Render
import Scene
import SceneFile
import Testing
import TestSupport

/// `reel layout`'s boxes of a pie's slices (arcs stroked as wide as the radius): about the
/// slices' size, not grown by the miter limit (the arcs' joins are smooth), and together still
/// covering every painted pixel.
@Suite struct PieSliceBoxTests {
    @Test func slicesGetBoxesAboutTheirSize() throws {
        let renderer = Renderer()
        let scene = try SceneDecoder.decode(yaml: """
            size: [290, 290]
            duration: 3
            background: white
            layers:
              - {type: pie-chart, frame: [20, 20, 250, 250], values: [30, 20, 15, 25, 10], holeRadius: 60}
            """, file: "test.yaml", measuring: renderer)
        let layout = try renderer.layoutTree(of: scene, at: 2.9)
        let slices = layout.nodes.filter { $0.mark?.role == .slice }
        #expect(slices.count == 5)
        for slice in slices {
            let box = try #require(slice.box)
            // The arcs' control points reach a few points past the pie's frame, no more.
            #expect(box.minX >= 10 && box.minY >= 10 && box.maxX <= 280 && box.maxY <= 280, "\(slice.path) \(box)")
        }
        let frame = try renderer.render(scene, at: 2.9)
        #expect(try LayoutCoverage(frame: frame, tree: layout, background: .white).uncoveredCount == 0)
    }
}
