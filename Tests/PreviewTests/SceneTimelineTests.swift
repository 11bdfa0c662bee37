import Animation
@testable import Preview
import Render
import Scene
import Testing

/// The timeline panel's rows and spans come from the scene model: a row per layer named by its
/// `reel layout` path, an animation's span from its begin to its end with its cycles and
/// keyframes, and the scene's slide cuts and chart periods as markers.
@Suite struct SceneTimelineTests {
    static func scene() -> Scene {
        let pulse = KeyframeAnimation<PropertyValue>(
            keyPath: "opacity", values: [.number(1), .number(0.2), .number(1)], keyTimes: [0, 0.25, 1],
            timing: MediaTiming(beginTime: 1, duration: 2, repeatCount: 2, autoreverses: true))
        var child = Layer(id: "dot", bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 20, y: 20),
                          backgroundColor: .black, animations: [.keyframe(pulse)])
        child.mark = ChartMark(name: "May", value: 95, role: .bar)
        var chart = Layer(bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 50, y: 50), sublayers: [child])
        chart.chart = ChartInfo(kind: "bar chart", periods: [ChartPeriod(name: "2021", time: 4)])
        let forever = BasicAnimation<PropertyValue>(
            keyPath: "position.x", fromValue: .number(0), toValue: .number(10),
            timing: MediaTiming(beginTime: 0.5, duration: 1, repeatCount: .infinity))
        let mover = Layer(bounds: Rect(x: 0, y: 0, width: 5, height: 5), animations: [.basic(forever)])
        return Scene(size: Size(width: 100, height: 100), fps: 10, duration: 10, layers: [chart, mover],
                     slides: [Slide(start: 0, title: "Intro"), Slide(start: 6)])
    }

    @Test func rowsFollowTheTreeWithLayoutPaths() throws {
        let timeline = SceneTimeline(scene: Self.scene())
        #expect(timeline.rows.map(\.path) == ["layers[0]", "layers[0].sublayers[0]", "layers[1]"])
        #expect(timeline.rows.map(\.name) == ["layer layers[0]", "dot", "layer layers[1]"])
        #expect(timeline.rows.map(\.depth) == [0, 1, 0])
        #expect(timeline.rows.map(\.hasChildren) == [true, false, false])
        // The same paths `reel layout` gives.
        let tree = try Renderer().layoutTree(of: Self.scene(), at: 0)
        #expect(Set(tree.nodes.map(\.path)) == Set(timeline.rows.map(\.path)))
    }

    @Test func aRepeatingAutoreversingKeyframeAnimationIsOneSpanWithItsCycles() throws {
        let span = try #require(SceneTimeline(scene: Self.scene()).rows[1].spans.first)
        #expect(span.label == "opacity")
        #expect(span.begin == 1 && span.end == 9)  // 2 repeats of there and back, 2 s each way
        #expect(span.cycles == [3, 5, 7])
        #expect(span.autoreverses)
        #expect(span.keyframes == [1, 1.5, 3])
    }

    @Test func anEndlessAnimationStopsAtTheSceneEnd() throws {
        let span = try #require(SceneTimeline(scene: Self.scene()).rows[2].spans.first)
        #expect(span.begin == 0.5 && span.end == 10)
        #expect(span.cycles.count == 9)
        #expect(span.keyframes == [0.5, 1.5])
    }

    @Test func slidesAndPeriodsAreMarkers() {
        let markers = SceneTimeline(scene: Self.scene()).markers
        #expect(markers.map(\.kind) == ["slide", "slide", "period"])
        #expect(markers.map(\.time) == [0, 6, 4])
        #expect(markers.map(\.label) == ["Intro", "slide 2", "2021"])
    }

    @Test func theInspectorEvaluatesTheLayerAtTheTimeAndNamesTheAnimation() throws {
        let scene = Self.scene()
        let tree = try Renderer().layoutTree(of: scene, at: 1.5)
        let inspection = try #require(LayerInspection(scene: scene, path: "layers[0].sublayers[0]", time: 1.5, tree: tree, folder: SceneFolder(containing: "/nonexistent/scene.yaml"), editor: nil))
        #expect(inspection.name == "dot")
        #expect(inspection.mark == "bar “May” 95")
        let opacity = try #require(inspection.properties.first { $0.name == "opacity" })
        #expect(opacity.value == "0.2")
        #expect(opacity.animation?.hasPrefix("keyframe (3 values) 1–9 s") == true)
        let position = try #require(inspection.properties.first { $0.name == "position" })
        #expect(position.animation == nil)
        #expect(!inspection.properties.contains { $0.name.contains(".") }, "parts of a value are shown in the value")
        // An animation of a part (`position.x`) marks the whole property.
        let mover = try #require(LayerInspection(scene: scene, path: "layers[1]", time: 1, tree: try Renderer().layoutTree(of: scene, at: 1), folder: SceneFolder(containing: "/nonexistent/scene.yaml"), editor: nil))
        #expect(mover.properties.first { $0.name == "position" }?.animation?.hasPrefix("position.x: basic from 0.5 s, forever") == true)
        // Its painted box: the chart at (0, 0) holds the dot centred at (20, 20).
        #expect(inspection.box?.x == 15 && inspection.box?.width == 10)
        #expect(LayerInspection(scene: scene, path: "layers[5]", time: 0, tree: tree, folder: SceneFolder(containing: "/nonexistent/scene.yaml"), editor: nil) == nil)
        #expect(LayerInspection(scene: scene, path: "layers[0].mask[0]", time: 0, tree: tree, folder: SceneFolder(containing: "/nonexistent/scene.yaml"), editor: nil) == nil)
    }
}
