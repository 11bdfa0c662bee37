import Animation
import Testing
@testable import Scene

@Suite struct SceneEvaluationTests {
    func scene() -> Scene {
        let layer = Layer(
            id: "line", content: .shape(ShapeContent(path: try! SVGPathParser.parse("M 0 0 L 100 0"), strokeColor: .black)),
            animations: [.basic(BasicAnimation(keyPath: "strokeEnd", fromValue: .number(0), toValue: .number(1),
                                               timing: MediaTiming(duration: 1, fillMode: .both)))])
        return Scene(size: Size(width: 100, height: 10), fps: 30, duration: 2, layers: [layer])
    }

    func strokeEnd(_ layer: Layer) -> Double {
        guard case .shape(let shape) = layer.content else { return -1 }
        return shape.strokeEnd
    }

    @Test func frameCountAndTimes() {
        #expect(scene().frameCount == 60)
        #expect(scene().time(ofFrame: 15) == 0.5)
    }

    @Test func presentedLayerHasTheAnimatedValue() {
        let layers = scene().presentedLayers(at: 0.25)
        #expect(strokeEnd(layers[0]) == 0.25)
        #expect(layers[0].animations.isEmpty)
    }

    @Test func evaluationIsPureAndOrderIndependent() {
        let s = scene()
        let a = s.presentedLayers(at: 0.7)
        _ = s.presentedLayers(at: 0.1)
        #expect(s.presentedLayers(at: 0.7) == a)
    }

    @Test func keyPathsReadAndWrite() {
        var layer = Layer(position: Point(x: 1, y: 2))
        layer.setValue(.number(9), forKeyPath: "position.y")
        #expect(layer.position == Point(x: 1, y: 9))
        #expect(layer.value(forKeyPath: "strokeEnd") == nil, "a plain layer has no strokeEnd")
    }
}
