import Scene
import SceneFile
import Testing
import TestSupport
@testable import Render

/// A frame whose first paint is an opaque rectangle over the whole canvas (a chart's own
/// background) is drawn without painting the scene's background under it. The pixels must be
/// exactly those of a frame painted whole first, whatever the canvas held before: a render
/// worker reuses its canvas, so it holds the previous frame.
@Suite struct CoveredBackgroundTests {
    @Test(arguments: ["bar-race", "line-race", "gapminder", "quarterly-sales", "bar-chart", "line-chart", "pie-chart", "gauge",
                      "presentation", "wave"])
    func skippingACoveredBackgroundChangesNoPixel(_ name: String) throws {
        let scene = try SceneDecoder.decode(contentsOf: PackagePaths.scene(name + ".yaml"), measuring: TextMeasurer())
        let (width, height) = try Renderer.frameSize(for: scene)
        let renderer = Renderer()
        for time in [0.0, scene.duration * 0.37, scene.duration * 0.81] {
            let layers = scene.presentedLayers(at: time)
            var painted = Frame(width: width, height: height)
            try renderer.render(layers, background: scene.background, into: &painted, skippingCoveredBackground: false)
            // A canvas holding another frame's garbage: every byte set to a changing value.
            var reused = Frame(width: width, height: height)
            for i in reused.pixels.indices { reused.pixels[i] = UInt8(truncatingIfNeeded: i &* 2_654_435_761 >> 7) }
            try renderer.render(layers, background: scene.background, into: &reused)
            let differing = zip(reused.pixels, painted.pixels).count { $0 != $1 }
            #expect(differing == 0, "\(name) at \(time) s: \(differing) bytes differ")
        }
    }

    /// The races and the quarterly bars draw their own opaque background over the whole frame,
    /// so the skip applies to them; a scene whose first layer is smaller than the frame does not.
    @Test func theChartsBackgroundCoversTheFrame() throws {
        for (name, covers) in [("bar-race", true), ("line-race", true), ("gauge", false)] {
            let scene = try SceneDecoder.decode(contentsOf: PackagePaths.scene(name + ".yaml"), measuring: TextMeasurer())
            let (width, height) = try Renderer.frameSize(for: scene)
            #expect(Renderer.firstPaintCovers(scene.presentedLayers(at: 1), width: width, height: height) == covers, "\(name)")
        }
    }
}
