import Animation
import Foundation
import Scene
import Render
import Testing

@testable import Lottie
import LottieImport

/// The exporter writes the scene's model: exact Bézier easing where Core Animation has it,
/// sampled keyframes where it does not, notices for what Lottie lacks, the same bytes each time.
@Suite struct LottieExporterTests {
    static func box(animations: [Animation<PropertyValue>], id: String = "box") -> Layer {
        var layer = Layer(
            id: id, bounds: Rect(x: 0, y: 0, width: 40, height: 40), position: Point(x: 50, y: 50),
            content: .shape(ShapeContent(path: .rect(Rect(x: 0, y: 0, width: 40, height: 40)), fillColor: Color(red: 1, green: 0, blue: 0))),
            animations: animations)
        layer.zPosition = 0
        return layer
    }

    static func document(_ scene: Scene) throws -> [String: Any] {
        let export = try LottieExporter.export(scene, name: "test")
        return try #require(JSONSerialization.jsonObject(with: Data(export.json.utf8)) as? [String: Any])
    }

    /// The null layer carrying the layer's geometry, named after it.
    static func geometry(_ document: [String: Any], named name: String) throws -> [String: Any] {
        let layers = try #require(document["layers"] as? [[String: Any]])
        return try #require(layers.first { ($0["nm"] as? String) == name && ($0["ty"] as? Int) == 3 })
    }

    @Test func easeInEaseOutBecomesItsBezierHandles() throws {
        let move = Animation<PropertyValue>.basic(BasicAnimation(
            keyPath: "position", fromValue: .point(Point(x: 50, y: 50)), toValue: .point(Point(x: 250, y: 50)),
            timing: MediaTiming(beginTime: 0.5, duration: 1, fillMode: .both), timingFunction: .easeInEaseOut))
        let scene = Scene(size: Size(width: 300, height: 100), fps: 30, duration: 2, layers: [Self.box(animations: [move])])
        let null = try Self.geometry(Self.document(scene), named: "box")
        let position = try #require((null["ks"] as? [String: Any])?["p"] as? [String: Any])
        #expect(position["a"] as? Int == 1)
        let keyframes = try #require(position["k"] as? [[String: Any]])
        #expect(keyframes.count == 2)
        #expect(keyframes[0]["t"] as? Double == 15)
        #expect(keyframes[1]["t"] as? Double == 45)
        let out = try #require(keyframes[0]["o"] as? [String: [Double]])
        let into = try #require(keyframes[0]["i"] as? [String: [Double]])
        #expect(out["x"] == [0.42] && out["y"] == [0])
        #expect(into["x"] == [0.58] && into["y"] == [1])
        let end = try #require(keyframes[1]["s"] as? [Double])
        #expect(abs(end[0] - 250) < 0.01 && abs(end[1] - 50) < 0.01)
    }

    @Test func springIsSampledToKeyframesWithinTolerance() throws {
        let spring = Animation<PropertyValue>.spring(SpringAnimation(
            keyPath: "position.x", fromValue: .number(50), toValue: .number(250), spring: Spring(damping: 5),
            timing: MediaTiming(duration: 2, fillMode: .both)))
        let scene = Scene(size: Size(width: 300, height: 100), fps: 30, duration: 2, layers: [Self.box(animations: [spring])])
        let null = try Self.geometry(Self.document(scene), named: "box")
        let keyframes = try #require(((null["ks"] as? [String: Any])?["p"] as? [String: Any])?["k"] as? [[String: Any]])
        // Linear keyframes: a player shows the spring's value at every frame within 0.01 px.
        var layer = Self.box(animations: [spring])
        for frame in 0..<60 {
            layer = Self.box(animations: [spring]).presented(at: Double(frame) / 30)
            let value = Self.linearValue(keyframes, at: Double(frame))
            #expect(abs(value - layer.position.x) <= 0.0101, "frame \(frame)")
        }
        #expect(keyframes.count < 60)
    }

    static func linearValue(_ keyframes: [[String: Any]], at frame: Double) -> Double {
        let points = keyframes.map { (($0["t"] as? Double) ?? 0, (($0["s"] as? [Double]) ?? [0])[0]) }
        if frame <= points[0].0 { return points[0].1 }
        for (a, b) in zip(points, points.dropFirst()) where frame <= b.0 {
            return a.1 + (b.1 - a.1) * (frame - a.0) / (b.0 - a.0)
        }
        return points[points.count - 1].1
    }

    @Test func shadowIsNotedWithTheLayerName() throws {
        var layer = Self.box(animations: [], id: "card")
        layer.shadowOpacity = 0.5
        let scene = Scene(size: Size(width: 100, height: 100), fps: 10, duration: 1, layers: [layer])
        let export = try LottieExporter.export(scene, name: "test")
        #expect(export.notices.count == 1)
        #expect(export.notices.first?.layer == "card")
        #expect(export.notices.first?.message.contains("shadow") == true)
    }

    @Test func exportIsDeterministic() throws {
        let move = Animation<PropertyValue>.basic(BasicAnimation(
            keyPath: "opacity", fromValue: .number(0), toValue: .number(1), timing: MediaTiming(duration: 1)))
        let scene = Scene(size: Size(width: 100, height: 100), fps: 30, duration: 1, layers: [Self.box(animations: [move])])
        let a = try LottieExporter.export(scene, name: "x"), b = try LottieExporter.export(scene, name: "x")
        #expect(a.json == b.json)
        #expect(try a.data(as: .dotLottie, id: "x") == b.data(as: .dotLottie, id: "x"))
    }

    @Test func aNonScalingStrokeIsBakedIntoItsPathAndDrawsAsReelDraws() throws {
        // A line drawn on while its layer's vertical scale grows 1 → 3 about the bottom: Lottie
        // has no non-scaling stroke, so the export bakes the scale (and the trim) into the path.
        var shape = ShapeContent(path: try SVGPathParser.parse("M 10 -10 L 50 -20 L 90 -15"), fillColor: nil,
            strokeColor: Color(red: 0, green: 0, blue: 0.8), lineWidth: 6)
        shape.nonScalingStroke = true
        shape.lineJoin = .round
        shape.lineCap = .round
        let timing = MediaTiming(duration: 1, fillMode: .both)
        let layer = Layer(id: "line", bounds: Rect(x: 0, y: -100, width: 100, height: 100), position: Point(x: 0, y: 90),
            anchorPoint: Point(x: 0, y: 1), content: .shape(shape), animations: [
                .basic(BasicAnimation(keyPath: "transform.scale.y", fromValue: .number(1), toValue: .number(3), timing: timing)),
                .basic(BasicAnimation(keyPath: "strokeEnd", fromValue: .number(0.2), toValue: .number(1), timing: timing)),
            ])
        let scene = Scene(size: Size(width: 100, height: 100), fps: 30, duration: 1, background: .white, layers: [layer])
        let export = try LottieExporter.export(scene, name: "line")
        #expect(export.notices.isEmpty, "\(export.notices)")
        let imported = try LottieImporter.scene(data: Data(export.json.utf8), file: "line.json").scene
        let renderer = Renderer()
        for frame in [0, 10, 20, 29] {
            let time = Double(frame) / 30
            let a = try renderer.render(scene, at: time).pixels, b = try renderer.render(imported, at: time).pixels
            let mean = Double(zip(a, b).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }) / Double(a.count)
            #expect(mean < 0.5, "frame \(frame): mean difference \(mean)")
        }
    }

    @Test func numbersAreWrittenShortAndFinite() {
        #expect(JSONValue.lottieNumber(1) == "1")
        #expect(JSONValue.lottieNumber(0.1 + 0.2) == "0.3")
        #expect(JSONValue.lottieNumber(-0.00001) == "0")
        #expect(JSONValue.lottieNumber(.nan) == "0")
        #expect(JSONValue.string("a\"b\n").lottieText == "\"a\\\"b\\n\"")
    }
}
